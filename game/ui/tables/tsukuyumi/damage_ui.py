"""Damage assigned by clicking the unit that takes it (TS-7.13, TS-42.4, TS-42.5).

When the top prompt is a `damage` prompt the viewer answers (their own units, or the Oni's as
the seat of TS-7.27), the combat panel — or a damage panel of its own outside a combat (Mines,
an event) — shows the damaged owner's units in the zone as chips: the candidates lit green,
the one the app proposes (TS-42.5) ringed in gold, the destroyed ones and those not in the
fight dimmed. A click on a lit chip, or on the lit stack on the map, assigns the damage to
that unit (`assign <uid>`); identical units are one chip. Any other click — a dimmed chip,
another stack, an empty zone — says why in a message and changes nothing. The bar does not
repeat the chips: it keeps one button, the proposed unit, which Enter takes too (`bar`).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

import pygame

from game.tsukuyumi import damage, data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.state import ONI
from game.ui import assets, theme
from game.ui.render.hexmap_art import ONI_COLOUR
from game.ui.tables.tsukuyumi import art
from game.ui.tables.tsukuyumi.actions_ui import side_name, unit_name, zone_words
from game.ui.theme import px
from game.ui.widgets.marker import draw_marker

Cell = tuple[int, int]
LEGAL = (120, 230, 150)
SUGGESTED = (250, 214, 120)


@dataclass
class Pick:
    """A damage prompt the viewer answers: whose units, how much, where, which may be hit."""

    owner: int
    amount: int
    at: Cell
    candidates: tuple[int, ...]
    destroyed: frozenset[int]
    protected: bool
    proposed: int | None


@dataclass
class Chip:
    """Identical units of the damaged owner with the same standing: one chip."""

    kind: str
    status: str  # legal | destroyed | out
    uids: list[int] = field(default_factory=list)
    health: int = 0


def pick_of(table) -> Pick | None:
    """The damage prompt on top when the viewer is the one to answer it, else None."""
    st = table.match.state
    seat = table.viewer
    if seat is None or not st.pending or seat not in table.match.to_act():
        return None
    top = st.pending[-1]
    if top.kind != damage.DAMAGE or top.seat != seat:
        return None
    try:
        owner, amount, flags, q, r, *cands = top.data
        proposed: int | None = damage.proposed_pick(st, top)
    except (ValueError, IndexError, KeyError, TypeError):
        return None
    gone = {-c for c in cands if c < 0}
    if st.combat is not None and st.combat.at == (q, r):
        gone |= set(st.combat.destroyed)
    return Pick(owner, amount, (q, r), tuple(c for c in cands if c > 0), frozenset(gone),
                bool(flags & damage.F_PROTECTED), proposed)


def chips(table, pick: Pick) -> list[Chip]:
    """The damaged owner's units in the zone, grouped: candidates first."""
    st = table.match.state
    out: dict[tuple[str, str, int], Chip] = {}
    for u in st.units:
        if u.owner != pick.owner or u.at != pick.at:
            continue
        status = "legal" if u.uid in pick.candidates else \
            "destroyed" if u.uid in pick.destroyed else "out"
        hp = damage.health(st, u, pick.protected)
        chip = out.setdefault((status, u.kind, hp), Chip(u.kind, status, health=hp))
        chip.uids.append(u.uid)
    order = {"legal": 0, "out": 1, "destroyed": 2}
    return sorted(out.values(), key=lambda c: (order[c.status], -c.health, c.kind))


def chip_text(table, chip: Chip) -> str:
    """"Worker ♥5 ×2"."""
    text = f"{unit_name(table.t, chip.kind)} ♥{chip.health}"
    return text + (f" ×{len(chip.uids)}" if len(chip.uids) > 1 else "")


def _chip_size(table, chip: Chip, width: int) -> tuple[int, int]:
    f = assets.font(px(theme.FONT_SMALL), True)
    return min(width, f.size(chip_text(table, chip))[0] + px(36)), px(26)


def layout(table, items: list[Chip], width: int) -> list[pygame.Rect]:
    """Chip rects relative to (0, 0), flowing in rows of `width`."""
    rects: list[pygame.Rect] = []
    x = y = 0
    gap = px(6)
    for chip in items:
        w, h = _chip_size(table, chip, width)
        if x and x + w > width:
            x, y = 0, y + h + gap
        rects.append(pygame.Rect(x, y, w, h))
        x += w + gap
    return rects


def head_line(table, pick: Pick) -> str:
    """"Click the unit of Ana that takes the 5 damage"."""
    who = side_name(table.t, table.name, pick.owner, opening=True)
    return table.t("ts.ui.damage.head", amount=pick.amount, who=who)


def height(table, pick: Pick, width: int) -> int:
    """The height the chips and their head line take in a panel `width` wide (inner)."""
    rects = layout(table, chips(table, pick), width)
    lines = assets.wrap(head_line(table, pick), px(theme.FONT_SMALL), width, True)
    lh = assets.font(px(theme.FONT_SMALL)).get_linesize()
    return len(lines) * lh + px(4) + (rects[-1].bottom if rects else 0)


def draw(table, surface: pygame.Surface, pick: Pick, area: pygame.Rect) -> None:
    """The head line and the chips inside `area`; registers their clicks."""
    size = px(theme.FONT_SMALL)
    lh = assets.font(size).get_linesize()
    y = area.y
    for line in assets.wrap(head_line(table, pick), size, area.w, True):
        surface.blit(assets.text(line, size, LEGAL, bold=True), (area.x, y))
        y += lh
    y += px(4)
    items = chips(table, pick)
    for chip, rect in zip(items, layout(table, items, area.w), strict=True):
        box = rect.move(area.x, y)
        _draw_chip(table, surface, pick, chip, box)
        table.add_hit(box, functools.partial(chip_tip, table, pick, chip),
                      functools.partial(click_chip, table, pick, chip))


def _colour(table, owner: int):
    if owner == ONI:
        return ONI_COLOUR, "circle"
    cfg = table.match.seats[owner]
    return art.colour_of(cfg.colour), cfg.shape


def _draw_chip(table, surface: pygame.Surface, pick: Pick, chip: Chip,
               box: pygame.Rect) -> None:
    legal = chip.status == "legal"
    hover = box.collidepoint(table.mouse)
    suggested = legal and pick.proposed in chip.uids
    fill = (44, 74, 60) if legal else (30, 32, 48)
    if hover and legal:
        fill = theme.mix(fill, (255, 255, 255), 0.15)
    pygame.draw.rect(surface, fill, box, border_radius=px(6))
    edge = SUGGESTED if suggested else LEGAL if legal else theme.PANEL_BORDER
    pygame.draw.rect(surface, edge, box, px(2) if legal else 1, border_radius=px(6))
    colour, shape = _colour(table, pick.owner)
    colour = colour if legal else theme.mix(colour, (30, 32, 48), 0.6)
    centre = (box.x + px(13), box.centery)
    if pick.owner == ONI:
        pygame.draw.polygon(surface, colour, art.oni_points(centre[0], centre[1], px(7)))
    else:
        draw_marker(surface, centre, px(7), colour, shape)
    fg = theme.TEXT if legal else theme.TEXT_DIM
    text, fs = assets.fitted(chip_text(table, chip), px(theme.FONT_SMALL), box.w - px(30), True)
    img = assets.text(text, fs, fg, bold=True)
    surface.blit(img, img.get_rect(midleft=(box.x + px(24), box.centery)))
    if chip.status == "destroyed":  # struck through: it is out of this combat (TS-7.15)
        pygame.draw.line(surface, (236, 110, 100), (box.x + px(4), box.centery),
                         (box.right - px(4), box.centery), max(1, px(2)))


def chip_tip(table, pick: Pick, chip: Chip) -> str:
    """What the chip is and what a click does."""
    spec = data.UNIT_BY_KEY[chip.kind]
    head = f"{unit_name(table.t, chip.kind)} ▽{spec.conquest} ♥{chip.health} ♠{spec.attack}"
    if chip.status != "legal":
        return head + "\n" + refusal(table, pick, chip.status)
    what = table.t("ts.ui.damage.absorbs" if pick.amount < chip.health
                   else "ts.ui.damage.kills", amount=pick.amount, health=chip.health,
                   rest=pick.amount - chip.health)
    lines = [head, what]
    if pick.proposed in chip.uids:
        lines.append(table.t("ts.ui.tip.suggested"))
    return "\n".join(lines)


def refusal(table, pick: Pick, why: str) -> str:
    """Why a click does not assign the damage (a message, and a chip's tooltip)."""
    return table.t(f"ts.ui.damage.refused.{why}", who=side_name(table.t, table.name, pick.owner),
                   zone=zone_words(table.t, table.view(), pick.at))


def refuse(table, pick: Pick, why: str) -> None:
    """An illegal click: a message, nothing else changes."""
    table.app.toast(refusal(table, pick, why), "error")


def click_chip(table, pick: Pick, chip: Chip) -> None:
    """A lit chip assigns the damage to one of its units (the proposed one when it is
    there); any other chip says why not."""
    if chip.status != "legal":
        refuse(table, pick, chip.status)
        return
    uid = pick.proposed if pick.proposed in chip.uids else chip.uids[0]
    table.act(Action("assign", (uid,)))


def click_stack(table, owner: int, cell: Cell) -> bool:
    """A click on a stack while the viewer assigns damage: its candidates take it (one
    kind: at once; several: a menu); another stack says why not. False when no damage
    prompt is the viewer's."""
    pick = pick_of(table)
    if pick is None:
        return False
    if owner != pick.owner or cell != pick.at:
        refuse(table, pick, "other")
        return True
    items = [c for c in chips(table, pick) if c.status == "legal"]
    if not items:
        refuse(table, pick, "out")
    elif len(items) == 1:
        click_chip(table, pick, items[0])
    else:
        acts = [Action("assign", (pick.proposed if pick.proposed in c.uids else c.uids[0],))
                for c in items]
        table.open_menu_at(table.mouse, head_line(table, pick), acts)
    return True


def click_cell(table, cell: Cell) -> bool:
    """A click on a zone with nothing to do there while the viewer assigns damage: a
    message pointing at the lit units. False when no damage prompt is the viewer's."""
    pick = pick_of(table)
    if pick is None:
        return False
    refuse(table, pick, "other")
    return True

__all__ = ["Chip", "Pick", "chips", "click_cell", "click_chip", "click_stack", "draw",
           "height", "pick_of"]
