"""Panels over the Tsukuyumi map: the combat being resolved, the conquest forecast of a zone
the viewer may attack, and the selected stack's units.

The combat panel (TS-42.3) names the zone, the attacker and its card, each side's conquest ▽
and attack ♠ among the living combatants, what a conquest needs (`combat_base.needed`, TS-7.5,
TS-7.6, TS-42.8: "needed 45 — you have 50"), the stage and the units destroyed so far. Before a
combat, hovering a zone the viewer may attack shows the same forecast
(`combat_base.forecast`). The stack panel lets the viewer choose which of the selected
stack's units act, type by type.
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any

import pygame

from game.tsukuyumi import cards, combat_base, data
from game.tsukuyumi.state import ONI
from game.ui import assets, i18n, theme
from game.ui.tables.tsukuyumi import damage_ui, legend_ui, map_ui, pictures, tips
from game.ui.tables.tsukuyumi.actions_ui import side_name, unit_name, zone_words
from game.ui.theme import px


def _who(table, owner: int) -> str:
    """A side's name, capitalised (it opens a line)."""
    return side_name(table.t, table.name, owner, opening=True)


def _units(table, n: int) -> str:
    return table.t("ts.ui.units", n=n)


def _sums(st, units) -> tuple[int, int]:
    """A side's conquest as the engine counts it (`conquest_of`: the modules' values, M6
    Renewed Strength's doubled Oni — the panel read 30 where the log said 60, a newcomer's
    game, stop 97) and its printed attack."""
    conquest = combat_base.conquest_of(st, units)
    attack = sum(data.UNIT_BY_KEY[u.kind].attack for u in units)
    return conquest, attack


def combat_lines(table, view: Any) -> list[str]:
    """The combat being resolved, in lines (empty between combats)."""
    c = view.combat
    st = table.match.state
    if c is None or st.combat is None:
        return []
    t = table.t
    card = cards.COMBAT_CARDS.get(c.card)
    card_name = t(f"ts.combat.{c.card}.name") if card is not None else c.card
    lines = [t("ts.ui.combat.title", zone=zone_words(t, view, c.at)),
             t("ts.ui.combat.card_oni" if c.attacker == ONI else "ts.ui.combat.card",
               who=_who(table, c.attacker), card=f"{card_name} ({c.card})")]
    attackers = combat_base.alive(st, c.attacker)
    conquest, attack = _sums(st, attackers)
    lines.append(t("ts.ui.combat.side", who=_who(table, c.attacker), conquest=conquest,
                   attack=attack, units=_units(table, len(attackers))))
    defenders = {}
    for owner in c.defenders:
        units = combat_base.alive(st, owner)
        defenders[owner] = units
        dc, da = _sums(st, units)
        line = t("ts.ui.combat.side", who=_who(table, owner), conquest=dc, attack=da,
                 units=_units(table, len(units)))
        if owner == ONI and c.chooser >= 0:
            line += " " + t("ts.ui.combat.chooser", who=table.name(c.chooser))
        lines.append(line)
    if card is not None and card.conquers and not c.conquest:
        # before the conquest only: after it, ripostes that move or destroy units changed
        # the sums (« needed 60 — has 20 » above « The zone is conquered », a newcomer's
        # review); the log keeps the values it was decided with
        need = combat_base.needed(st, c.at, c.attacker, defenders)
        lines.append(t("ts.ui.combat.needed", need=need, have=conquest))
    if c.conquest:
        lines.append(t("ts.ui.combat.won" if c.conquest > 0 else "ts.ui.combat.lost"))
    lines.append(t(f"ts.ui.combat.stage.{c.stage}"))
    if c.destroyed:
        lines.append(t("ts.ui.combat.destroyed", n=len(c.destroyed)))
    return lines


def forecast_text(table, cell: tuple[int, int]) -> str:
    """The viewer's conquest and attack in a zone they may attack now (TS-42.8)."""
    if table.viewer is None:
        return ""
    acts = table.options().by_cell.get(cell, [])
    if not any(a.kind == "combat" for a in acts):
        return ""
    st = table.match.state
    have, need = combat_base.forecast(st, table.viewer, cell)
    mine = [u for u in st.units if u.at == cell and u.owner == table.viewer]
    attack = sum(data.UNIT_BY_KEY[u.kind].attack for u in mine)
    key = "ts.ui.forecast.enough" if have >= need else "ts.ui.forecast.short"
    text = table.t(key, have=have, need=need, attack=attack)
    if table.options().movers:  # TS-4.9: a newcomer attacked and lost the moves left, unwarned
        text += "\n" + table.t("ts.ui.forecast.moves_end")
    return text


LIT = 10
"""How much more a lit zone (TS-6) must stay in sight than any other zone (a stack panel)."""


def corner(table, anchor: pygame.Rect, size: tuple[int, int],
           avoid: tuple[int, int] | None,
           keep: dict[tuple[int, int], int] | None = None) -> pygame.Rect:
    """A panel's place in `anchor`: the corner farthest from the cell `avoid` (top right when
    there is none), off the open legend when a spot is, else over as little of it as a corner
    or an edge's middle allows. With `keep` (cells and how much each must stay in sight), the
    edge or corner spot that hides the least of them comes first, and a place anywhere on a
    grid when it hides a lit zone's worth (`LIT`) less: a stack panel must not hide the zones
    its units may move to."""
    w, h = size
    m = px(8)
    spots = [pygame.Rect(anchor.right - w - m, anchor.y + m, w, h),
             pygame.Rect(anchor.x + m, anchor.bottom - h - m, w, h),
             pygame.Rect(anchor.right - w - m, anchor.bottom - h - m, w, h),
             # below the legend button, unless that runs past the bottom of the room
             pygame.Rect(anchor.x + m, max(anchor.y + m, min(anchor.y + px(40),
                                                             anchor.bottom - h - m)), w, h)]
    mid_x, mid_y = anchor.centerx - w // 2, anchor.centery - h // 2
    edges = [pygame.Rect(mid_x, anchor.y + m, w, h),
             pygame.Rect(mid_x, anchor.bottom - h - m, w, h),
             pygame.Rect(anchor.right - w - m, mid_y, w, h),
             pygame.Rect(anchor.x + m, mid_y, w, h)]
    grid: list[pygame.Rect] = []
    if keep:
        spots += edges
        # any place on a grid, taken when it hides a lit zone fewer than the corners and
        # edges: on a small map (150%) the only room clear of them may lie between those
        step = max(px(16), 8)
        grid = [pygame.Rect(x, y, w, h)
                for x in range(anchor.x + m, anchor.right - w - m + 1, step)
                for y in range(anchor.y + m, anchor.bottom - h - m + 1, step)]
    legend = legend_ui.open_rect(table)
    if legend is not None:
        def covered(rect: pygame.Rect) -> int:
            part = rect.clip(legend)
            return part.w * part.h

        if all(covered(s) for s in spots):  # every corner is on the legend: try the edges
            spots += [e for e in edges if e not in spots]
        least = min(covered(s) for s in spots)  # 0 when a spot keeps off it
        spots = [s for s in spots if covered(s) == least]
        grid = [g for g in grid if covered(g) <= least]
    if avoid is None:
        return spots[0]
    x, y = table.mv.centre(*avoid)

    def far(rect: pygame.Rect) -> float:
        dx = max(rect.x - x, 0, x - rect.right)
        dy = max(rect.y - y, 0, y - rect.bottom)
        return dx * dx + dy * dy

    if not keep:
        return max(spots, key=far)

    def rank(rect: pygame.Rect) -> tuple[int, float]:
        return hidden(table, rect, keep), -far(rect)

    best = min(spots, key=rank)
    if grid:
        inside = min(grid, key=rank)
        if hidden(table, inside, keep) <= hidden(table, best, keep) - LIT:
            return inside
    return best


def hidden(table, rect: pygame.Rect, keep: dict[tuple[int, int], int]) -> int:
    """How much of the cells in `keep` (each with its weight) a panel at `rect` hides: a zone
    counts as hidden once most of its hex is covered."""
    reach = table.mv.size * 0.6
    box = rect.inflate(round(2 * reach), round(2 * reach))
    return sum(weight for cell, weight in keep.items() if box.collidepoint(table.mv.centre(*cell)))


def panel_width(anchor: pygame.Rect) -> int:
    """The width of a panel over the map."""
    return min(px(320), round(anchor.w * 0.56))


def panel_height(lines: list[str], width: int, extra: int = 0) -> int:
    """The height of a panel of `lines` `width` wide, `extra` pixels below them."""
    size = px(theme.FONT_SMALL)
    lh = assets.font(size).get_linesize()
    rows = sum(len(assets.wrap(line, size, width - px(20), i == 0))
               for i, line in enumerate(lines))
    return rows * lh + px(16) + (extra + px(6) if extra else 0)


def _panel(table, surface: pygame.Surface, lines: list[str], anchor: pygame.Rect,
           title_colour=theme.ACCENT, avoid: tuple[int, int] | None = None,
           extra: int = 0, width: int = 0) -> pygame.Rect:
    """Lines in a panel in a corner of `anchor`, away from the cell `avoid`; `extra` pixels
    left free at its bottom (the damage chips); `width` by default `panel_width`."""
    size = px(theme.FONT_SMALL)
    width = width or panel_width(anchor)
    wrapped = [assets.wrap(line, size, width - px(20), i == 0) for i, line in enumerate(lines)]
    lh = assets.font(size).get_linesize()
    height = panel_height(lines, width, extra)
    box = corner(table, anchor, (width, height), avoid)
    theme.draw_panel(surface, box, theme.PANEL, alpha=255)
    y = box.y + px(8)
    for i, parts in enumerate(wrapped):
        for part in parts:
            colour = title_colour if i == 0 else theme.TEXT
            surface.blit(assets.text(part, size, colour, bold=i == 0), (box.x + px(10), y))
            y += lh
    return box


def draw_combat(table, surface: pygame.Surface, view: Any, map_rect: pygame.Rect) -> None:
    """The combat panel (with the units to click when the viewer assigns damage, see
    `damage_ui`), a damage panel outside a combat, or the forecast of the zone under the
    mouse."""
    lines = combat_lines(table, view)
    pick = damage_ui.pick_of(table)
    if pick is not None and not lines:  # damage away from a combat (Mines, an event)
        lines = [table.t("ts.ui.damage.title", zone=zone_words(table.t, view, pick.at))]
    if lines:
        # as narrow as it reads well; wider when the damage chips would not fit the height
        width = panel_width(map_rect)
        while True:
            inner = width - px(20)
            extra = damage_ui.height(table, pick, inner) if pick is not None else 0
            if panel_height(lines, width, extra) <= map_rect.h - px(16) or \
                    width >= map_rect.w - px(16):
                break
            width = min(map_rect.w - px(16), width + px(40))
        # still too tall at the map's full width (150%, French, many kinds of units hit):
        # the last lines (stage, outcome, conquest) give way to the chips to click
        while pick is not None and len(lines) > 4 and \
                panel_height(lines, width, extra) > map_rect.h - px(16):
            lines = lines[:-1]
        box = _panel(table, surface, lines, map_rect, title_colour=(246, 140, 120),
                     avoid=view.combat.at if view.combat is not None else
                     pick.at if pick is not None else None, extra=extra, width=width)
        table.add_hit(box, table.t("ts.ui.combat.tip"), lambda: None)  # not the map below
        if pick is not None:
            area = pygame.Rect(box.x + px(10), box.bottom - extra - px(8), inner, extra)
            damage_ui.draw(table, surface, pick, area)
        return
    cell = table.hover_cell
    if cell is None or table.popup is not None:
        return
    text = forecast_text(table, cell)
    if text:
        head = table.t("ts.ui.forecast.title", zone=zone_words(table.t, view, cell))
        _panel(table, surface, [head, *text.split("\n")], map_rect,
               title_colour=(246, 140, 120), avoid=cell)


def draw_stack_panel(table, surface: pygame.Surface, view: Any, map_rect: pygame.Rect) -> None:
    """The selected stack: each unit type with how many of it act (− / +); a cached picture
    (`pictures.cached`) blended over the map, drawn again when the selection, the units
    chosen, its place (a pan or a zoom may send it to another corner) or the button under
    the mouse change."""
    if table.selected is None:
        return
    box = _stack_panel_box(table, view, map_rect)
    pictures.cached(table, table.stack_layer, surface, (view, table.options()),
                    (table.selected, tuple(table.sel_units), tuple(map_rect), tuple(box),
                     table.legend),
                    map_rect, lambda canvas: _draw_stack_panel(table, canvas, view, box),
                    opaque=False, hover=True, backdrop=_backdrop)


def _backdrop(surface: pygame.Surface, box: pygame.Rect) -> None:
    """The stack panel's body, opaque (translucent, the hexes under it showed through its
    text), drawn each frame under its cached contents."""
    theme.draw_panel(surface, box, theme.PANEL, alpha=255)


def _stack_panel_texts(table, view: Any) -> tuple[list[Any], str, str]:
    """The selected stack's units the viewer may use, the panel's title and its hint."""
    owner, cell = table.selected
    o = table.options()
    units = [u for u in view.units if u.at == cell and u.owner == owner]
    usable = [u for u in units if u.uid in o.movers or u.uid in o.by_unit]
    t = table.t
    title = t("ts.ui.stack.title", who=_who(table, owner), zone=zone_words(t, view, cell))
    hint = t("ts.ui.stack.hint_move" if any(u.uid in o.movers for u in usable)
             else "ts.ui.stack.hint_send")
    return usable, title, hint


def _stack_panel_box(table, view: Any, map_rect: pygame.Rect) -> pygame.Rect:
    """The stack panel's body: as wide as its title and rows need, within the map's room, at
    the spot that hides the fewest lit zones (`corner`); asked every frame, so kept while
    the view, the selection, the room, the legend, the zoom and pan and the language stay."""
    mv = table.mv
    extra = (table.selected, tuple(table.sel_units), tuple(map_rect), table.legend, mv.size,
             mv.origin, i18n.language(), px(100))
    return table.memo("ts.stack_box", view, extra,
                      lambda: _place_stack_panel(table, view, map_rect))


def _place_stack_panel(table, view: Any, map_rect: pygame.Rect) -> pygame.Rect:
    """`_stack_panel_box` made afresh."""
    usable, title, hint = _stack_panel_texts(table, view)
    kinds = {u.kind for u in usable}
    size = px(theme.FONT_SMALL)
    font, bold = assets.font(size), assets.font(size, True)
    # as wide as the title and the unit rows need; the hint wraps to that width
    need = max([bold.size(title)[0] + px(20)]
               + [font.size(unit_name(table.t, k))[0] + px(150) for k in kinds])
    width = max(px(200), min(need, px(340), round(map_rect.w * 0.62)))
    bare = rows_height(len(kinds))
    cell = table.selected[1]
    lit = {(light.q, light.r): LIT for light in map_ui.lights(table, view)}
    keep = {c: 1 for c in view.board.index}  # every zone a little, the lit ones (TS-6) more
    keep.update(lit)
    keep[cell] = 20
    box = corner(table, map_rect, (width, bare + hint_height(hint, width)), cell, keep)
    if hidden(table, box, lit):  # the bar's prompt says it too: the hint gives way to a zone
        box = corner(table, map_rect, (width, bare), cell, keep)
    return box


def hint_height(hint: str, width: int) -> int:
    """The height the stack panel's hint takes in a panel `width` wide."""
    size = px(theme.FONT_SMALL)
    return assets.font(size).get_linesize() * len(assets.wrap(hint, size, width - px(20)))


def rows_height(kinds: int) -> int:
    """The stack panel's height without its hint: the title and a row per kind of unit."""
    return px(28) * kinds + px(32) + px(10)


def _draw_stack_panel(table, surface: pygame.Surface, view: Any,
                      box: pygame.Rect) -> pygame.Rect:
    """The stack panel's contents in `box` (its body is `_backdrop`'s); returns `box`."""
    usable, title, hint = _stack_panel_texts(table, view)
    kinds = Counter(u.kind for u in usable)
    chosen = Counter(u.kind for u in usable if u.uid in table.sel_units)
    size = px(theme.FONT_SMALL)
    row = px(28)
    t = table.t
    width = box.w
    table.add_hit(box, None, lambda: None)
    line, fs = assets.fitted(title, size, width - px(20), True)
    surface.blit(assets.text(line, fs, theme.ACCENT, bold=True), (box.x + px(10), box.y + px(8)))
    y = box.y + px(32)
    from game.ui.tables.tsukuyumi.bar import draw_button

    # one type size for the rows (a mascot's longer name alone stepped down)
    fs = assets.fitted_size((unit_name(t, k) for k in kinds), size, width - px(140))
    for kind, n in kinds.items():
        line, _ = assets.fitted(unit_name(t, kind), fs, width - px(140))
        name = assets.text(line, fs, theme.TEXT)
        surface.blit(name, (box.x + px(10), y + px(5)))
        table.add_hit(pygame.Rect(box.x + px(10), y, width - px(140), row - px(4)),
                      tips.unit_line(t, kind))
        count = f"{chosen[kind]}/{n}"
        img = assets.text(count, size, theme.TEXT, bold=True)
        minus = pygame.Rect(box.right - px(118), y, px(30), row - px(4))
        plus = pygame.Rect(box.right - px(40), y, px(30), row - px(4))
        surface.blit(img, img.get_rect(center=((minus.right + plus.x) // 2, minus.centery)))
        for rect, sign, ok in ((minus, "−", chosen[kind] > 0), (plus, "+", chosen[kind] < n)):
            draw_button(surface, rect, sign, "normal" if ok else "off",
                        ok and rect.collidepoint(table.mouse))
            action = functools.partial(_step_kind, table, usable, kind, sign == "+") \
                if ok else None
            table.add_hit(rect, t("ts.ui.stack.more" if sign == "+" else "ts.ui.stack.fewer"),
                          action)
        y += row
    if box.h > rows_height(len(kinds)):  # the hint, unless it gave way to a lit zone
        for line in assets.wrap(hint, size, width - px(20)):
            surface.blit(assets.text(line, size, theme.TEXT_DIM), (box.x + px(10), y + px(4)))
            y += assets.font(size).get_linesize()
    return box


def _step_kind(table, usable: list[Any], kind: str, more: bool) -> None:
    """Add or remove one unit of a type to the chosen ones."""
    of_kind = [u.uid for u in usable if u.kind == kind]
    if more:
        extra = next((uid for uid in of_kind if uid not in table.sel_units), None)
        if extra is not None:
            table.sel_units.append(extra)
    else:
        gone = next((uid for uid in reversed(table.sel_units) if uid in of_kind), None)
        if gone is not None:
            table.sel_units.remove(gone)


__all__ = ["combat_lines", "draw_combat", "draw_stack_panel", "forecast_text"]
