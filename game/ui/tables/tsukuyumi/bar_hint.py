"""The Tsukuyumi bar's dim hint of what the lit zones offer ("On the map: faction events to
play."): beside the buttons on their last row when it reads whole there, on one line or two
down to `HINT_FLOOR` of its type, else in the prompt (`bar._measure`); and the words for a
kind of action it is made of.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import assets, theme
from game.ui.tables.tsukuyumi.bar_rows import PAGER_W, Placed, finishers, sized
from game.ui.theme import px

BUTTON_H = 30
"""A bar button's height (logical px)."""
GAP = 6
"""Between two buttons, and between the buttons and the hint."""

HINT_FLOOR = 0.72
"""The smallest share of its type a dim hint takes on two lines (at 0.6 a stop-93 review read
« Sur la carte : événements de faction à jouer » at 10 px at 150%); below it the hint joins
the prompt (`bar._measure`)."""


def hint_block(text: str, width: int, height: int) -> tuple[list[str], int] | None:
    """(lines, size) of a dim hint: one line, or two where one would need the type below 80%
    (at 150% « Sur la carte : … l'attaque de l'Horreur d… » lost its end), down to
    `HINT_FLOOR`; None if even wrapped it loses words."""
    size = px(theme.FONT_SMALL)
    if assets.font(max(11, round(size * 0.8))).size(text)[0] <= width:
        line, fs = assets.fitted(text, size, width)
        return [line], fs
    # measured first at the smallest type, so that a hint left out is not wrapped (and its
    # lost words noted as a cut text, which a mouse pilot reported for a hint never drawn)
    floor = max(11, int(size * HINT_FLOOR))
    small = assets.font(floor)
    need = assets.wrap(text, floor, width)
    if len(need) * small.get_linesize() > height or any(small.size(x)[0] > width for x in need):
        return None
    lines, fs = assets.wrapped(text, size, width, height, floor=HINT_FLOOR, break_words=False)
    return (lines, fs) if " ".join(lines).split() == text.split() else None


def hint_lines(surface: pygame.Surface, lines: list[str], fs: int, x: int, centery: int
                ) -> None:
    step = assets.font(fs).get_linesize()
    y = centery - step * len(lines) // 2
    for line in lines:
        surface.blit(assets.text(line, fs, theme.TEXT_DIM), (x, y))
        y += step


def kind_name(table, kind: str) -> str:
    """A kind of action in a few words ("new units"), else the kind itself."""
    from game.ui import i18n

    key = f"ts.ui.kind.{kind}"
    if kind == "tile" and table.match.state.n == 2:  # the board build (TS-13.4)
        key = "ts.ui.kind.build"
    return table.t(key) if i18n.has(key) else kind


def map_kinds(table) -> str:
    """What the lit zones of the map offer, in words ("new units, Oni to place")."""
    o = table.options()
    kinds = list(dict.fromkeys(a.kind for acts in o.by_cell.values() for a in acts))
    if o.movers:
        kinds.insert(0, "move")
    return ", ".join(kind_name(table, k) for k in kinds)


def map_hint_text(table) -> str | None:
    """« On the map: … » when the lit zones offer something, else None."""
    o = table.options()
    if not (o.by_cell or o.movers) or o.picks:
        return None
    return table.t("ts.ui.hint.map", what=map_kinds(table))


def hint_span(table, buttons: list[tuple[str, Any]], placed: Placed, area: pygame.Rect
               ) -> tuple[int, int]:
    """Where the map hint may stand on the buttons' last row: from the last placed button to
    the finishers (`_draw_buttons` puts them so)."""
    gap = px(GAP)
    pager = px(PAGER_W) if len(placed) > 1 else 0
    widths = sized(buttons, area.w - pager, gap)
    right = area.right - pager - sum(widths[i] + gap for i in finishers(buttons))
    last = (area.h + gap) // (px(BUTTON_H) + gap) - 1
    left = area.x
    for i, row, bx in placed[min(table.page, len(placed) - 1)]:
        if row == last:
            left = area.x + bx + widths[i] + gap
    return left, right


def hint_beside(table, buttons: list[tuple[str, Any]], placed: Placed, area_w: int,
                 rows: int) -> tuple[list[str], int] | None:
    """The map hint's (lines, size) beside the buttons, None where it does not fit there
    whole (`map_hint`)."""
    h, gap = px(BUTTON_H), px(GAP)
    area = pygame.Rect(0, 0, area_w, rows * h + (rows - 1) * gap)
    return hint_fit(table, *hint_span(table, buttons, placed, area), h)


def hint_fit(table, left: int, right: int, height: int) -> tuple[list[str], int] | None:
    """The map hint's (lines, size) between `left` and `right`, None where it is not whole."""
    text = map_hint_text(table)
    room = right - left - px(GAP)
    if text is None or room < px(120):
        return None
    return hint_block(text, room, height)


def hint_room(table, width: int) -> int:
    """The width the map hint needs beside the finishers (0: no hint now); see `map_hint`."""
    text = map_hint_text(table)
    if text is None:
        return 0
    for w in range(px(120), width // 2 + 1, px(20)):
        if hint_block(text, w, px(BUTTON_H)) is not None:
            return w + 2 * px(GAP)
    return 0


def map_hint(table, surface: pygame.Surface, left: int, right: int,
              row: pygame.Rect) -> None:
    """Beside the buttons, what the lit zones offer ("On the map: faction events to play."),
    when it fits whole in the row's free room, on one line or two: with buttons in the bar a
    newcomer looked for a button and missed that the action was a click on the map (a
    faction event played on a zone, the turn's Oni conquest). Where it is not whole there,
    the prompt says it (`_measure`)."""
    # two lines beside the buttons where one does not fit (at 150% it was dropped)
    block = hint_fit(table, left, right, row.h)
    if block is not None:
        hint_lines(surface, *block, left + px(GAP), row.centery)


__all__ = ["BUTTON_H", "GAP", "HINT_FLOOR", "hint_beside", "hint_block", "hint_fit", "hint_lines",
           "hint_room", "hint_span", "kind_name", "map_hint", "map_hint_text", "map_kinds"]
