"""One seat of the MOONWAKERS table: name plate, character, SCAN/PROTECTION card, mapped row,
hand and acquired combinations, at the seat position given by the map.

Hidden information is drawn from the view only: another seat's hidden first card is its
terrain face (the view holds nothing more), a face-down card shows its explored side only in
the hover preview and only when the viewer has scanned it (eye badge).
"""

from __future__ import annotations

import pygame

from game.moonwakers.data import COMBOS
from game.ui import assets, theme
from game.ui.render import cards
from game.ui.tables.moonwakers.rows import draw_chip, layout_row, row_positions
from game.ui.theme import px
from game.ui.widgets.marker import draw_marker


def draw_seat(table, surface: pygame.Surface, view, seat: int, prompt) -> None:
    """Draw everything of `seat` at its rotated seat position."""
    t = table.t
    pos = table.position_of(seat)
    slots = table.tbl.seat_slots(pos)

    def rect(role: str) -> pygame.Rect:
        sl = slots[role]
        return table.srect(sl.x, sl.y, sl.w, sl.h)

    pv = view.players[seat]
    size = table.card_size(seat=True)
    name = table.name(seat)
    acting = seat in table.match.to_act()
    _plate(table, surface, rect("plate"), view, seat, acting)
    _combos(table, surface, rect("combos"), pv.combos)
    # character card
    cr = rect("character")
    tip = t("ui.moonwakers.tip.character", name=name,
            character=t(f"mw.character.{pv.character}"),
            ability=table.ability_text(pv.character))
    if pv.frozen:
        tip += "\n" + t("ui.moonwakers.tip.frozen")
    if pv.immune:
        tip += "\n" + t("ui.moonwakers.tip.immune")
    if pv.choice:
        tip += "\n" + t("ui.moonwakers.tip.choice", choice=t(f"mw.choice.{pv.choice}"))
    r = table.add_card(surface, cards.character_face(pv.character, size, table.lang()), cr,
                       ("char", seat), tip, prompt, preview=("character", pv.character))
    if pv.frozen:
        ice = pygame.Surface(r.size, pygame.SRCALPHA)
        ice.fill((150, 210, 255, 110))
        surface.blit(ice, r)
    tag = ""
    if pv.choice:
        tag = t(f"ui.moonwakers.tag.{pv.choice}")
    elif pv.committed and view.tasks and view.tasks[0].kind == "reveal":
        tag = "✓"
    char_rect = r
    # SCAN / PROTECTION card
    sr = rect("scan")
    side = pv.option
    if seat == view.seat and pv.commit in ("scan", "protect"):
        side = pv.commit
    otip = (t(f"mw.option.{side}") if side
            else t("ui.moonwakers.tip.option_hidden" if pv.committed
                   else "ui.moonwakers.tip.option"))
    r = table.add_card(surface, cards.option_face(side, size, table.lang()), sr,
                       ("option", seat), otip, prompt, preview=("option", side))
    if pv.committed and not pv.option:
        _tag(surface, r, "✓", table.board_rect)
    # mapped row and hand, clear of a label wider than the character card (at 6 seats,
    # 150%, « EXPLO. » hid the « r » of « rien de cartographié » and a mapped card's corner)
    box = _tag_box(char_rect, tag, table.board_rect, top=True)[0] if tag else None
    for where, cvs in (("mapped", pv.mapped), ("hand", pv.hand)):
        _row(table, surface, _clear_of(rect(where), box), view, seat, where, cvs, prompt, size)
    # over the picture: at the bottom it hid half the ability's icon (▸▸, ⇆); drawn last,
    # as a label wider than a narrow card reaches over the next card (stop 78)
    if tag:
        _tag(surface, char_rect, tag, table.board_rect, top=True)


def _row(table, surface, area: pygame.Rect, view, seat: int, where: str, cvs, prompt,
         size) -> None:
    t = table.t
    if not cvs:
        box = pygame.Rect(area.x, area.y, area.w, size[1])
        # fitted to the box: « aucune carte cartographiée » ran past a 6-seat row at 150%
        img = assets.text(*assets.fitted(t(f"ui.moonwakers.row.{where}"), px(theme.FONT_SMALL),
                                         box.w - px(8)), theme.TEXT_DISABLED)
        pygame.draw.rect(surface, (255, 255, 255), box, width=1, border_radius=px(6))
        surface.blit(img, img.get_rect(center=box.center))
        return
    pv = view.players[seat]
    # a long row shows a page of cards, each keeping a readable, clickable edge (`rows`)
    layout = layout_row(area, len(cvs), size, table.row_pages.get((where, seat), 0))
    xs = dict(zip(layout.shown, layout.xs, strict=True))
    step = layout.step or size[0]
    # a target's glow reaches px(4) out of its card (`add_card`): over the card on its left
    # when the row is squeezed, where it hid an atom at 6 seats at 150% (step 37 for a 40 px
    # card, the glow 6 px out), so that card shows its strip of element chips instead
    reach = px(4) if any((where, seat, i) in prompt.targets for i in layout.shown) else 0
    visible = step - reach
    packed = visible < size[0]
    last = layout.shown[-1]
    # the card under the mouse comes to the front of a packed row (drawn last)
    front = -1
    if packed and area.inflate(0, px(12)).collidepoint(table.mouse):
        front = max((i for i in layout.shown if xs[i] <= table.mouse[0]), default=-1)
    order = [i for i in layout.shown if i != front] + ([front] if front >= 0 else [])
    for i in order:
        x, cv = xs[i], cvs[i]
        r = pygame.Rect(x, area.y, *size)
        owner = table.name(seat)
        if where == "mapped":
            face = cards.terrain_face(cv.biome, cv.element, size)
            tip = table.terrain_tip(cv, t("ui.moonwakers.where.mapped", name=owner))
            badge = "eye" if cv.id >= 0 else ""
            preview = ("terrain", cv)
        elif cv.id >= 0:
            face = cards.explored_face(cv.id, size, table.lang())
            badge = "eye" if i in pv.secret else ""
            tip = t("ui.moonwakers.where.hand", name=owner) + "\n" + table.back_tip(
                cv.id, explored=not badge)
            if badge:
                tip += "\n" + t("ui.moonwakers.tip.secret_own")
            preview = ("back", cv.id)
        else:
            face = cards.terrain_face(cv.biome, cv.element, size)
            tip = table.terrain_tip(cv, t("ui.moonwakers.where.hand", name=owner)) + "\n" + \
                t("ui.moonwakers.tip.secret_other")
            badge = ""
            preview = ("terrain", cv)
        shown = table.add_card(surface, face, r, (where, seat, i), tip, prompt,
                               preview=preview, badge=badge)
        if packed and i != front and i != last:
            _strip(surface, shown, step, visible, where, cv)
            if badge:  # over the strip, which covered most of it
                table._badge(surface, shown, badge)
    draw_chip(table, surface, layout, where, seat, cvs, prompt)


def _strip(surface: pygame.Surface, r: pygame.Rect, step: int, visible: int, where: str,
           cv) -> None:
    """Summarise an overlapped card on its visible edge (elements or action icon): the
    strip's chips in the `visible` part, its parchment up to the next card, `step` on, and
    to the card's foot (the card's own atoms showed in half beside the chips, and an
    accident's black corner under them: a review, stop 83)."""
    from game.moonwakers.data import TERRAIN

    top = max(px(6), round(r.h * 0.14))
    pygame.draw.rect(surface, cards.PARCHMENT,
                     (r.x + 1, r.y + top, step - 1, r.h - top - px(1)), border_radius=3)
    edge = pygame.Rect(r.x + 1, r.y + top, visible - 2, r.h - top - px(1))
    if where == "mapped" or cv.id < 0:
        cards.draw_strip(surface, edge, cv.element)
        return
    c = TERRAIN[cv.id]
    cards.draw_strip(surface, edge, c.elements, c.action if c.kind == "action" else "",
                     hazard=c.kind == "accident")


def _clear_of(area: pygame.Rect, box: pygame.Rect | None) -> pygame.Rect:
    """`area` without its left part under `box` (a label reaching over from the card on its
    left), so that the row's cards and its empty-row text start after it."""
    if box is None or not box.colliderect(area) or box.centerx >= area.x:
        return area
    cut = min(box.right + px(3) - area.x, area.w // 3)
    return pygame.Rect(area.x + cut, area.y, area.w - cut, area.h)


def _tag(surface: pygame.Surface, r: pygame.Rect, text: str, bounds: pygame.Rect,
         top: bool = False) -> None:
    """A gold label inside the card: at its bottom edge, or its top with `top`."""
    box, img = _tag_box(r, text, bounds, top)
    pygame.draw.rect(surface, theme.ACCENT, box, border_radius=px(5))
    surface.blit(img, img.get_rect(center=box.center))


def _tag_box(r: pygame.Rect, text: str, bounds: pygame.Rect,
             top: bool = False) -> tuple[pygame.Rect, pygame.Surface]:
    """Where `_tag` puts its label on the card `r`, and the label's text."""
    size = max(13, px(theme.FONT_SMALL) - px(2))
    img = assets.text(text, size, (20, 16, 8), bold=True)
    # Narrow cards at 6 seats: a smaller type keeps the word on the card, down to a floor
    # that grows with the interface (it went to 9 px, unreadable: a text audit, stop 78);
    # below it the label is wider than the card and reaches over its margins.
    floor = max(11, px(10))
    while img.get_width() + px(8) > r.w and size > floor:
        size -= 1
        img = assets.text(text, size, (20, 16, 8), bold=True)
    # Inside the card's own bottom edge: hanging below it covered the card underneath.
    box = (img.get_rect(midtop=(r.centerx, r.y + px(5))) if top
           else img.get_rect(midbottom=(r.centerx, r.bottom - px(4)))).inflate(px(8), px(2))
    box.x = max(min(box.x, bounds.right - px(2) - box.w), bounds.x + px(2))
    return box, img


def _plate(table, surface, r: pygame.Rect, view, seat: int, acting: bool) -> None:
    t = table.t
    cfg = table.match.seats[seat]
    pv = view.players[seat]
    theme.draw_panel(surface, r, theme.PANEL_RAISED if acting else theme.PANEL, alpha=235)
    if acting:
        pygame.draw.rect(surface, theme.ACCENT, r, width=px(2), border_radius=px(8))
    draw_marker(surface, (r.x + r.h // 2, r.centery), r.h // 3, cfg.colour, cfg.shape)
    points = sum(COMBOS[c].points for c in pv.combos)
    # The plate is map geometry (it scales with the board, not the interface): type never
    # grows taller than the plate, or a 150% name and score spill over its border.
    pts = assets.text(str(points), min(px(theme.FONT_BODY), int(r.h * 0.85)), theme.ACCENT,
                      bold=True)
    surface.blit(pts, pts.get_rect(midright=(r.right - max(px(6), r.h // 3), r.centery)))
    size = min(px(theme.FONT_SMALL), int(r.h * 0.8))
    avail = r.w - r.h - pts.get_width() - max(px(6), r.h // 3) - px(4)
    bold = assets.font(max(11, int(size * 0.65)), True).size(table.name(seat))[0] <= avail
    # A long name in a narrow plate: regular, smaller type before any cut.
    label, size = assets.fitted(table.name(seat), size, avail, bold, 0.65 if bold else 0.5)
    name = assets.text(label, size, theme.TEXT, bold=bold)
    surface.blit(name, name.get_rect(midleft=(r.x + r.h, r.centery)))
    tip = t("ui.moonwakers.tip.plate", name=table.name(seat), points=points,
            character=t(f"mw.character.{pv.character}"))
    supply = _supply(pv)
    tip += "\n" + t("ui.moonwakers.tip.supply", supply=supply or "—")
    if seat == view.initiative:
        tip += "\n" + t("ui.moonwakers.tip.initiative")
    table.hits.append(_hit(r, tip, key=("plate", seat)))


def _combos(table, surface, r: pygame.Rect, combos) -> None:
    if not combos:
        return
    h = r.h
    w = max(px(24), h * 3 // 4)
    xs = row_positions(r, len(combos), w)
    for x, n in zip(xs, combos, strict=False):
        chip = pygame.Rect(x, r.y, w, h)
        pygame.draw.rect(surface, (236, 232, 246), chip, border_radius=px(4))
        pygame.draw.rect(surface, theme.ACCENT, chip, width=px(2), border_radius=px(4))
        # map geometry, as the plate: the type fits the chip (at 150% « 11 » ran over its
        # border, top and bottom)
        label = str(COMBOS[n].points)
        size = assets.shrunk(label, min(max(13, px(theme.FONT_SMALL)), int(h * 0.8)),
                             w - px(4), True, 9)
        img = assets.text(label, size, (40, 24, 0), bold=True)
        surface.blit(img, img.get_rect(center=chip.center))
        table.hits.append(_hit(chip, table.combo_tip(n), ("combo", n)))


def _supply(pv) -> str:
    """Elements the seat is known to hold: mapped terrain elements + visible hand cards."""
    from collections import Counter

    from game.moonwakers.data import TERRAIN, counts_text

    total: Counter = Counter(cv.element for cv in pv.mapped)
    hidden = 0
    for cv in pv.hand:
        if cv.id >= 0:
            total.update(TERRAIN[cv.id].elements)
        else:
            hidden += 1
    text = counts_text(total) if total else ""
    return text + (f" + {hidden} ?" if hidden else "")


def _hit(rect, tip, preview=None, key=None):
    from game.ui.tables.moonwakers.table import Hit
    return Hit(rect, key, tip, preview)
