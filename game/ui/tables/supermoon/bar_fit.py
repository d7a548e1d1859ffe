"""How the Planet Unknown bar shares its width: the buttons' widths, the narrowest width at
which the prompt is read whole, and the pool chips that fit (stepping down, or gathered in a
"+n" chip), never a label or the prompt cut where room can be found for it.
"""

from __future__ import annotations

import functools

import pygame

from game.ui import assets
from game.ui.theme import px


def _button_widths(shown, rect: pygame.Rect, size: int, text: str, chips: bool) -> list[int]:
    """The buttons' widths: up to 230 px a button ("Run Quantum Solutions" stepped its type
    down at 170), or 170 when the prompt would not be whole beside them or pool chips share
    the bar; and the prompt keeps at least a third of the bar (the buttons narrow, their
    labels stepping down), more where it would be cut otherwise."""
    font = assets.font(size, True)
    room = rect.w * 2 // 3 - px(6) * len(shown)
    caps = (px(170),) if chips else (px(230), px(170))  # chips: as before
    for cap in caps:
        widths = [min(cap, max(px(44), font.size(label)[0] + px(22))) for label, *_ in shown]
        if sum(widths) > room:
            widths = [max(px(44), w * room // sum(widths)) for w in widths]
        # pool chips leave the prompt at least the room of a "+n" chip less (a solo pilot
        # at 150% in French read « … poser la tuile (vert = permi… » beside "+1" and three
        # buttons at their full width)
        text_w = rect.w - px(24) - sum(widths) - px(6) * len(shown) \
            - (px(MORE_CHIP) + px(14) if chips else 0)
        if _narrowest(text, size, rect.h - px(8), text_w, text_w + 1) <= text_w:
            return widths
    # Still cut: the buttons give the prompt the room it needs, down to their labels at
    # three quarters of the type (at 150% in French « Validez pour poser la tuile ici, ou
    # cliquez ailleurs… » lost its end beside Reposer, Retourner, Tourner and Valider).
    need = _narrowest(text, size, rect.h - px(8), text_w, rect.w // 2)
    small = assets.font(max(11, size * 3 // 4), True)
    floors = [min(w, small.size(label)[0] + px(12))
              for (label, *_), w in zip(shown, widths, strict=True)]
    spare = sum(widths) - sum(floors)
    if spare > 0 and need > text_w:
        kept = spare - min(spare, need - text_w)
        widths = [f + (w - f) * kept // spare for w, f in zip(widths, floors, strict=True)]
    return widths


@functools.lru_cache(maxsize=512)  # pure in its arguments; the bar asks it again every frame
def _narrowest(text: str, size: int, height: int, low: int, high: int) -> int:
    """The narrowest width from `low` up to `high` where `text` wraps into `height` whole
    (the type may step down, as `assets.wrapped` does, but no line is dropped)."""
    def whole(width: int) -> bool:
        return assets.whole_height(text, size, width) <= height

    step = px(10)
    for width in range(low, high, step):
        if whole(width):
            # to the pixel between the last two steps: a step's slack cut « … votre p… »
            # beside a "+1" chip that had 5 px to spare
            lo = max(low, width - step + 1)
            while lo < width:
                mid = (lo + width) // 2
                lo, width = (lo, mid) if whole(mid) else (mid + 1, width)
            return width
    return high


MORE_CHIP = 44
"""The room (logical px) the prompt leaves for a "+n" chip when it takes what it needs."""
SQUEEZE = 0.8
"""A chip's label may step down to this share of its type before a chip is gathered into the
"+n" one (its label is drawn fitted to the chip)."""


def _chip_widths(chips, size: int, squeeze: float = 1.0) -> list[int]:
    font = assets.font(max(11, round((size - px(1)) * squeeze)), True)
    return [min(px(200), font.size(c[0])[0] + px(18)) for c in chips]


def _fit_chips(chips, size: int, room: int):
    """The chips that fit `room`, with their widths, never a label cut: while a chosen item's
    choices wait, the other items' chips step aside (they come back once it is resolved or Esc
    is pressed); what still does not fit is gathered in a last "+n" chip whose tooltip names
    them and whose click opens the first."""
    gap = px(6)
    ws = _chip_widths(chips, size)
    if sum(ws) + gap * len(chips) > room and any(c[3] for c in chips):
        chips = [c for c in chips if c[3] or getattr(getattr(c[1], "func", None), "__name__",
                                                     "") != "choose_gain"]
        ws = _chip_widths(chips, size)
    if sum(ws) + gap * len(chips) <= room:
        return chips, ws
    small = _chip_widths(chips, size, SQUEEZE)  # the labels a step smaller, all still shown
    if sum(small) + gap * len(chips) <= room:
        return chips, small
    choices = [c for c in chips if not c[3]]
    if choices and len(choices) < len(chips):
        # the chosen item's own chip steps aside for its choices (at 150% in French the two
        # choices of « Ressource : avancer ou règle » went into a "+2" chip beside it, under
        # a prompt saying « Choisissez une des options → »); Esc still puts it back
        for squeeze in (1.0, SQUEEZE):
            ws = _chip_widths(choices, size, squeeze)
            if sum(ws) + gap * len(choices) <= room:
                return choices, ws
        ws = _chip_widths(chips, size)
    hidden: list = []
    while chips:
        hidden.insert(0, chips[-1])
        chips, ws = chips[:-1], ws[:-1]
        more = (f"+{len(hidden)}", hidden[0][1], "\n".join(c[0] for c in hidden), False)
        (more_w,) = _chip_widths([more], size)
        if sum(ws) + more_w + gap * (len(chips) + 1) <= room:
            return chips + [more], ws + [more_w]
    return [], []
