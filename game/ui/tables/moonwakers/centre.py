"""The middle of the MOONWAKERS table, drawn for `MoonwakersTable`: the deck, the discard,
the combination pile and display, the central row of terrain cards with the seat markers on
it; the dice tray (the reveal spotlight, or the cards in limbo) and the round-info panel.

Cards go through `table.add_card` (target glow, hover, hit); the rest registers plain hits
for its tooltips.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from game.moonwakers.data import MODIFIER, threshold
from game.ui import assets, i18n, theme
from game.ui.render import cards, dice, ring
from game.ui.tables.moonwakers.prompt import signed
from game.ui.theme import px
from game.ui.widgets.marker import draw_marker

if TYPE_CHECKING:
    from game.ui.tables.moonwakers import prompt as mp
    from game.ui.tables.moonwakers.table import MoonwakersTable


def draw_centre(table: MoonwakersTable, surface: pygame.Surface, view,
                prompt: mp.Prompt) -> None:
    """Deck, discard, combination pile and display, the central row and its seat markers."""
    from game.ui.tables.moonwakers.table import TARGET, Hit

    t = table.t
    size = table.card_size()
    small = px(theme.FONT_SMALL)
    deck = table.slot_rect("deck")
    if view.deck_size:
        table.add_card(surface, cards.card_back(size), deck, ("deck",),
                       t("ui.moonwakers.tip.deck", n=view.deck_size), prompt)
    else:
        _empty(surface, deck)
        table.hits.append(Hit(deck, ("deck",), t("ui.moonwakers.tip.deck", n=0)))
    _caption(table, surface, deck, t("ui.moonwakers.deck", n=view.deck_size))
    disc = table.slot_rect("discard")
    _empty(surface, disc)
    if view.discard_size:
        surface.blit(cards.card_back(size), disc.move(px(2), px(2)))
    table.hits.append(Hit(disc, ("discard",), t("ui.moonwakers.tip.discard",
                                                 n=view.discard_size)))
    _caption(table, surface, disc, t("ui.moonwakers.discard", n=view.discard_size))
    pile = table.slot_rect("combination_pile")
    if view.pile_size:
        back = cards.card_back(pile.size)
        surface.blit(back, pile.move(px(3), px(3)))
        surface.blit(back, pile)
    else:
        _empty(surface, pile)
    table.hits.append(Hit(pile, ("pile",), t("ui.moonwakers.tip.pile", n=view.pile_size)))
    _caption(table, surface, pile, t("ui.moonwakers.pile", n=view.pile_size), above=True)
    display = table.tbl.row("combination_display")
    for i, number in enumerate(view.display[:len(display)]):
        sl = display[i]
        r = table.srect(sl.x, sl.y, sl.w, sl.h)
        table.add_card(surface, cards.combination_face(number, r.size, table.lang()), r,
                       ("combo", number), table.combo_tip(number), prompt,
                       preview=("combo", number))
    row = table.tbl.row("central_row")
    offset = (len(row) - len(view.layout)) // 2
    # the row's numbers sit in the gap over it, which is map geometry: at 150% the interface
    # type overlapped the combination cards above (20 px of gap for 22 px type)
    rects = [table.srect(sl.x, sl.y, sl.w, sl.h) for sl in row]
    above = [table.srect(sl.x, sl.y, sl.w, sl.h).bottom for sl in display]
    gap = min((r.y for r in rects), default=0) - max(above, default=0)
    number_px = small
    while number_px > 11 and assets.font(number_px, True).get_height() > gap - px(1):
        number_px -= 1
    occupant = {pv.position: s for s, pv in enumerate(view.players) if pv.position >= 0}
    for i, cv in enumerate(view.layout):
        r = rects[min(len(row) - 1, i + offset)]
        label = assets.text(str(i + 1), number_px, theme.TEXT_DIM, bold=True)
        surface.blit(label, label.get_rect(midbottom=(r.centerx, r.y - px(1))))
        if table.viewer is not None and view.players[table.viewer].position == i:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(px(4), px(4)), width=px(2),
                             border_radius=px(6))
        if cv is None:
            _empty(surface, r)
        else:
            where = t("ui.moonwakers.where.layout", index=i + 1)
            table.add_card(surface, cards.terrain_face(cv.biome, cv.element, size), r,
                           ("layout", i), table.terrain_tip(cv, where), prompt,
                           preview=("terrain", cv), badge="eye" if cv.id >= 0 else "")
        if i in occupant:
            s = occupant[i]
            cfg = table.match.seats[s]
            c = (r.centerx, r.bottom + px(12))
            # a duel or a freeze aimed at this character may be aimed at its pawn too (a
            # newcomer clicked the pawn for « PERMUTATION ? … (click it) » and got a tip)
            aimed = prompt.targets.get(("char", s))
            if aimed is not None:
                pygame.draw.circle(surface, TARGET, c, px(14), max(2, px(2)))
            draw_marker(surface, c, px(10), cfg.colour, cfg.shape)
            table.hits.append(Hit(pygame.Rect(c[0] - px(11), c[1] - px(11), px(22), px(22)),
                                  ("pawn", s), t("ui.moonwakers.tip.marker", name=table.name(s),
                                                 index=i + 1), None, aimed))
            if cv is not None and ("layout", i) not in prompt.targets \
                    and any(k[0] == "layout" for k in prompt.targets):
                # a card another character stands on, while the player picks a row card: a
                # click said nothing (a newcomer's game); it now says why (MW-3.7)
                text = t("ui.moonwakers.taken", index=i + 1, name=table.name(s))
                table.hits.append(Hit(r, ("taken", i), "", None, functools.partial(
                    table.app.toast, text, "info")))


def _empty(surface: pygame.Surface, r: pygame.Rect) -> None:
    box = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (0, 0, 0, 70), box.get_rect(), border_radius=px(5))
    pygame.draw.rect(box, (200, 210, 240, 90), box.get_rect(), width=1,
                     border_radius=px(5))
    surface.blit(box, r)


def _caption(table: MoonwakersTable, surface: pygame.Surface, r: pygame.Rect, text: str,
             above: bool = False) -> None:
    # Captions sit between pieces of the map: their room is map geometry, so it scales
    # with the board (a 150% "Pioche 51" once ran over the seat markers next to it).
    size = min(px(theme.FONT_SMALL), max(11, round(26 * table.scale)))
    text, size = assets.fitted(text, size, r.w + round(40 * table.scale), True)
    img = assets.text(text, size, theme.TEXT, bold=True)
    if above:
        box = img.get_rect(midbottom=(r.centerx, r.y - px(3))).inflate(px(6), px(2))
    else:
        box = img.get_rect(midtop=(r.centerx, r.bottom + px(2))).inflate(px(6), px(2))
    pygame.draw.rect(surface, (10, 14, 32), box, border_radius=px(4))
    surface.blit(img, img.get_rect(center=box.center))


# --- tray and info ----------------------------------------------------------------------
def draw_tray(table: MoonwakersTable, surface: pygame.Surface, view) -> None:
    """The dice tray: the reveal spotlight while it plays, else the cards in limbo, else its
    label."""
    from game.ui.tables.moonwakers.table import Hit

    r = table.slot_rect("dice_tray")
    ring.draw_tray(surface, r, None)
    inner = r.inflate(-px(8), -px(8))
    if table.spot.current is not None:
        table.spot.draw(surface, inner)
        return
    if view.limbo:
        size = table.card_size()
        shown = view.limbo[:3]
        # what the cards are doing there: the tray showed them bare through an accident and
        # its reactions (a review, stop 82); the cards and that caption centred as one block
        # (jammed in the tray's top-left corner, the caption's « de » alone on a line in
        # French at 150%, none at all in the short tray of 2 seats: a review, stop 83)
        lines, fs = _whole_lines(table.t("ui.moonwakers.limbo"), inner.w - px(4),
                             inner.h - size[1] - px(6))
        lh = assets.font(fs).get_linesize()
        block = size[1] + (px(6) + lh * len(lines) if lines else 0)
        y = inner.y + max(0, (inner.h - block) // 2)
        row_w = len(shown) * size[0] + (len(shown) - 1) * px(4)
        x = max(inner.x, inner.centerx - row_w // 2)
        for card in shown:
            cr = pygame.Rect(x, y, *size)
            if ("limbo", card) not in table._hidden:
                surface.blit(cards.explored_face(card, size, table.lang()), cr)
            table.hits.append(Hit(cr, ("limbo", card), table.back_tip(card), ("back", card)))
            x += size[0] + px(4)
        y += size[1] + px(6)
        for line in lines:
            img = assets.text(line, fs, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(inner.centerx, y)))
            y += lh
    else:
        _draw_idle_tray(table, surface, inner)


def _whole_lines(text: str, width: int, height: int) -> tuple[list[str], int]:
    """`text` wrapped whole in `width` × `height`, its type stepped down to three quarters
    of the small size at most (never under 11 px); no lines where it does not fit so."""
    full = px(theme.FONT_SMALL)
    for size in range(full, max(11, round(full * 0.75)) - 1, -1):
        lines = assets.wrap(text, size, width)
        f = assets.font(size)
        if len(lines) * f.get_linesize() <= height and all(f.size(x)[0] <= width for x in lines):
            return lines, size
    return [], full


TRAY_DIE = 7
"""The idle tray's die: a d12 (MW-0.6) drawn blank. It showed 7, the number a simple roll
needs (MW-3.1), and a screenshot review read it as a roll already made, beside the prompt to
roll the d12."""
TRAY_DIE_ALPHA = 170  # faint: an emblem of what the tray is for, not a roll to read


def _draw_idle_tray(table: MoonwakersTable, surface: pygame.Surface,
                    inner: pygame.Rect) -> None:
    """The tray between plays: a faint d12 above its label, so the empty box reads as the
    place where rolls and reveals happen rather than as a missing picture."""
    fs = px(theme.FONT_SMALL)  # wrapped in the narrow tray of a large interface
    lines = assets.wrap(table.t("ui.moonwakers.tray"), fs, inner.w - px(8))
    lh = assets.font(fs).get_linesize()
    die = min(px(52), inner.w - px(12))
    gap = px(6)
    block = die + gap + lh * len(lines)
    if block > inner.h:
        die = 0  # too short a tray: the label alone
        block = lh * len(lines)
    y = inner.centery - block // 2
    if die > 0:
        face = dice.d12_face(TRAY_DIE, die, blank=True).copy()  # cached: fade a copy
        face.set_alpha(TRAY_DIE_ALPHA)
        surface.blit(face, face.get_rect(center=(inner.centerx, y + die // 2)))
        y += die + gap
    for line in lines:
        img = assets.text(line, fs, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += lh


def draw_info(table: MoonwakersTable, surface: pygame.Surface, view) -> None:
    """The round-info panel: round, phase, initiative, threshold, the viewer's modifier and,
    room permitting, the hint."""
    r = table.slot_rect("round_info")
    theme.draw_panel(surface, r, theme.PANEL, alpha=215)
    t = table.t
    body = px(theme.FONT_SMALL)
    y = r.y + px(8)
    head = view.tasks[0].kind if view.tasks else ("over" if view.over else "")
    phase = i18n.t_or(f"ui.moonwakers.phase.{head}", t("ui.moonwakers.phase.other"))
    lines = [(t("ui.moonwakers.info.round", n=view.round), theme.ACCENT, True),
             (phase, theme.TEXT, True)]
    if head != "rolloff":  # nobody has the initiative before the first roll-off ends
        lines.append((t("ui.moonwakers.info.initiative", name=table.name(view.initiative)),
                      theme.TEXT_DIM, False))
    lines.append((t("ui.moonwakers.info.threshold", n=threshold(view.n)), theme.TEXT_DIM,
                  False))
    if table.viewer is not None and not view.over:  # the modifier means nothing once over
        pv = view.players[table.viewer]
        if pv.option:
            lines.append((t("ui.moonwakers.info.modifier", mod=signed(MODIFIER[pv.option])),
                          theme.TEXT_DIM, False))
    # Every line whole: the type steps down until all of them fit the panel (at 150%
    # the phase name used to lose its last word). A single word wider than the panel
    # (« CARTOGRAPHIER », « PERMUTATION » at 150%) takes its own line's type down, to 11 px,
    # and is broken or cut only below that; the other lines keep theirs (the whole panel
    # once went down to 11 px for it, beside an empty half).
    width = r.w - px(16)
    floor = max(11, int(body * 0.65))

    def own_size(text: str, bold: bool, size: int) -> int:
        # (a no-break space joins « Capacités : » and « Manche 4 »)
        return min(assets.shrunk(word, size, width, bold) for word in text.split(" "))

    # a phase whose detail has a word too wide for the panel ("PROTECTION" at 150% in a
    # 110 px panel fell to 10 px) says its name alone, « Ouverture »: the prompt under the
    # board gives the detail at full size (a review, stop 77)
    family, colon, _detail = phase.partition(":")
    if colon and own_size(phase, True, body) < int(body * 0.8):
        lines[1] = (family.rstrip(" \u00a0"), theme.TEXT, True)

    def sized(size: int) -> list[tuple[str, tuple[int, int, int], bool, int]]:
        return [(text, colour, bold, own_size(text, bold, size)) for text, colour, bold in lines]

    def height(rows) -> int:
        return sum(len(assets.wrap(text, size, width, bold)) * assets.font(size).get_linesize()
                   for text, _, bold, size in rows)
    rows = sized(body)
    while body > floor and height(rows) > r.h - px(16):
        body -= 1
        rows = sized(body)
    for text, colour, bold, size in rows:
        for line in assets.broken(assets.wrap(text, size, width, bold), size, width, bold):
            line = assets.fit(line, size, width, bold)
            img = assets.text(line, size, colour, bold=bold)
            surface.blit(img, (r.x + px(8), y))
            y += assets.font(size).get_linesize()
    lh = assets.font(body).get_linesize()
    hint = assets.wrap(t("ui.moonwakers.info.hint"), body, r.w - px(16))
    if y + px(4) + len(hint) * lh > r.bottom - px(4):
        return
    y = r.bottom - px(6) - len(hint) * lh
    for line in hint:
        surface.blit(assets.text(line, body, theme.TEXT_DISABLED), (r.x + px(8), y))
        y += assets.font(body).get_linesize()
