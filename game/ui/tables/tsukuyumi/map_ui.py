"""The Tsukuyumi map on the table: the board, the unit stacks, what may be clicked, the legend.

Built from the viewer's view (the zone records are kept per view): zones and edges through
`game.ui.render.hexmap`, drawn from the table's cached pictures (`hexmap_layers.BoardLayers`:
the same pixels, only the lit cells redrawn each frame), one stack per owner per zone (a cached
sprite of `art.draw_stack`, placed per view, selection, zoom and language), the cells the
viewer's legal actions name lit up (green; red for a combat or an Oni attack, blue for a
retreat), and while a stack is selected its reachable zones with their movement cost
(TS-42.9) or its destinations. A planned movement is drawn as arrows, faint past the zone
where enemy units will stop it (TS-6.15 (2)). A scenario's groups of tiles are drawn with the
board (`groups_ui`); the legend is `legend_ui`'s.
"""

from __future__ import annotations

import functools
import math
from collections import Counter
from dataclasses import replace
from typing import Any

import pygame

from game.tsukuyumi import data, modules, movement, movement_plan
from game.tsukuyumi.board import edge_key, neighbours
from game.tsukuyumi.state import NOBODY, ONI
from game.ui import i18n, theme
from game.ui.render import hexmap_art
from game.ui.render.hexmap import (
    EdgeLook,
    Light,
    ZoneLook,
    draw_board,
    draw_lights,
)
from game.ui.render.hexmap_path import draw_path
from game.ui.render.layer import Memo
from game.ui.tables.tsukuyumi import (
    art,
    damage_ui,
    groups_ui,
    legend_ui,
    legendary_ui,
    m5_ui,
    pointing,
    tips,
)

Cell = tuple[int, int]
STILL_PULSE: float | None = None
"""The lit cells' pulse held still (0..1), for the screenshot captures: a picture must not
depend on the clock (two renders of a scene differed in 82 images)."""
COMBAT_KINDS = ("combat", "oni_target")
RETREAT_KINDS = ("retreat",)
OWED_ATTACKS = ("horror",)  # a legendary Oni's attack the turn owes (TS-M8.8)
OWED_STEPS = ("horror_step",)  # its step towards a target when none is in reach (TS-M8.9)
COMBAT_LIGHT = (246, 118, 96)
RETREAT_LIGHT = (120, 196, 255)
PATH_COLOUR = (255, 226, 120)
SIZE_ORDER = {"large": 0, "medium": 1, "small": 2}


def zone_looks(memo: Memo, view: Any, seat_looks: tuple[tuple[object, str], ...]
               ) -> tuple[ZoneLook, ...]:
    """The look of every zone of a view (kept in `memo` per view object)."""
    return memo("zones", view, seat_looks, lambda: _zone_looks(view, seat_looks))


def _zone_looks(view: Any, seat_looks: tuple[tuple[object, str], ...]) -> tuple[ZoneLook, ...]:
    out = []
    starts = {s.start: i for i, s in enumerate(view.seats) if s.start is not None}
    for z in view.board.zones:
        m = tips.marks_of(view, z.pos)
        territory: tuple[object, str] | None = None
        if m.owner == ONI:
            territory = (hexmap_art.ONI_COLOUR, "oni")
        elif 0 <= m.owner < len(seat_looks):
            territory = seat_looks[m.owner]
        seat = starts.get(z.pos)
        counts = (("egg", m.eggs - m.eggs_used), ("mine", m.mines), ("fortress", m.fortress),
                  ("cover", m.cover), ("entrench", int(m.entrench >= 0)),
                  ("no_entry", int(m.no_entry != NOBODY)))
        out.append(ZoneLook(
            z.q, z.r, z.kind, z.zone_type, z.mountain, z.pos == (0, 0), z.devastated,
            tuple(tips.characteristics(view, z.pos)), z.faction,
            seat_looks[seat] if seat is not None and seat < len(seat_looks) else None,
            territory, counts))
    return tuple(out)


def edge_looks(memo: Memo, board: Any) -> tuple[EdgeLook, ...]:
    """Printed barriers (not under a Passage) and edge markers of a board (kept in `memo` per
    board)."""
    return memo("edges", board, None, lambda: _edge_looks(board))


def _edge_looks(board: Any) -> tuple[EdgeLook, ...]:
    out = []
    passages = set(board.passage_markers)
    for z in board.zones:
        for d in z.barriers:
            if edge_key(z.pos, d) not in passages:
                out.append(EdgeLook(z.q, z.r, d, "printed"))
    for kind, keys in (("barrier", board.barrier_markers), ("passage", board.passage_markers),
                       ("tunnel", board.tunnels), ("barricade", board.barricades)):
        out += [EdgeLook(q, r, d, kind) for q, r, d in keys]
    return tuple(out)


def frames_edges(view: Any) -> bool:
    """Are the empty edge positions part of the picture (a start zone or a grey tile to
    place)?"""
    return view.phase in ("start", "tile") or bool(view.grey_left)


def map_cells(view: Any) -> list[Cell]:
    """The cells to frame: every zone, and the edge positions while they matter."""
    cells = [z.pos for z in view.board.zones]
    if frames_edges(view):
        cells += list(view.board.edge_positions)
    return cells


def piece_radius(hex_size: float) -> int:
    """A stack piece's radius: a quarter of its hex, whatever the interface size (larger at
    150%, a piece alone pushed its size pips onto the zone's markers below it, a reviewer's
    find at stop 76), so that only its count grows with the interface (`art.BADGE_FLOOR`)."""
    return max(theme.px(6), round(hex_size * 0.25))


def stack_spots(n: int) -> list[tuple[float, float]]:
    """Offsets (in hex radii) of n stacks in a zone, below its top icons."""
    if n <= 1:
        return [(0.0, 0.08)]
    if n == 2:
        return [(-0.32, 0.08), (0.32, 0.08)]
    # three or four: the lower row low enough to clear the size pips under the upper pieces
    if n == 3:
        return [(-0.36, -0.12), (0.36, -0.12), (0.0, 0.44)]
    if n == 4:
        return [(-0.34, -0.16), (0.34, -0.16), (-0.34, 0.42), (0.34, 0.42)]
    return [(-0.42, -0.1), (0.0, -0.14), (0.42, -0.1), (-0.22, 0.32), (0.22, 0.32)][:n] + \
        [(0.0, 0.0)] * max(0, n - 5)


def stacks(view: Any, hidden: set[int] | frozenset[int] = frozenset()
           ) -> dict[Cell, list[tuple[int, list[Any]]]]:
    """Units grouped by zone, then by owner (seats in order, the Oni last); the `hidden`
    ones (gliding to their zone) left out."""
    out: dict[Cell, dict[int, list[Any]]] = {}
    for u in view.units:
        if u.uid in hidden:
            continue
        out.setdefault(u.at, {}).setdefault(u.owner, []).append(u)
    return {at: sorted(by.items(), key=lambda kv: (kv[0] == ONI, kv[0]))
            for at, by in out.items()}


# --- what lights up -----------------------------------------------------------------------------


def move_value(st: Any) -> int:
    """The value of the Movement being planned (the open plan's, else the turn's M icon)."""
    plan = movement_plan.plan_of(st)
    if plan is not None:
        return plan.value
    turn = st.turn
    return next((v for c, v in turn.left if c == "M"), 0) if turn is not None else 0


def reach(st: Any, uids: list[int], memo: Memo | None = None) -> dict[Cell, int]:
    """The zones the units may reach in the Movement being planned, with the least cost
    (kept in `memo`, when given, while the state and the units are the same)."""
    if memo is None:
        return _reach(st, uids)
    return memo("reach", st, tuple(uids), lambda: _reach(st, uids))


def _reach(st: Any, uids: list[int]) -> dict[Cell, int]:
    value = move_value(st)
    plan = movement_plan.plan_of(st)
    out: dict[Cell, int] = {}
    lt_dan = None
    for uid in uids:
        unit = next((u for u in st.units if u.uid == uid), None)
        if unit is None:
            continue
        if lt_dan is None:
            lt_dan = movement.lt_dan_zones(st, unit.owner)
        allow = movement.allowance(st, unit, value, lt_dan)
        taken = plan.taken(uid) if plan is not None else frozenset()  # TS-23.10
        for cell, cost in movement.reachable(st, uid, allow, taken).items():
            out[cell] = min(cost, out.get(cell, cost))
    return out


def lights(table, view: Any) -> list[Light]:
    """The lit cells for the viewer now."""
    o = table.options()
    board = view.board
    out: list[Light] = []
    if view.combat is not None:
        at = view.combat.at
        out.append(Light(at[0], at[1], colour=COMBAT_LIGHT, label="⚔"))
    sel = table.selected_units()
    if sel:
        if any(uid in o.movers for uid in sel):
            movers = [u for u in sel if u in o.movers]
            for cell, cost in sorted(reach(table.match.state, movers, table.memo).items()):
                out.append(Light(cell[0], cell[1], label=str(cost)))
            return out
        dests = {a_cell for uid in sel for a in o.by_unit.get(uid, ())
                 for a_cell in [table.zone_of(a)] if a_cell is not None}
        return [Light(c[0], c[1], empty=c not in board.index) for c in sorted(dests)]
    for cell, acts in sorted(o.by_cell.items()):
        kinds = {a.kind for a in acts}
        colour = hexmap_art.LEGAL
        if kinds <= set(COMBAT_KINDS) or kinds & set(OWED_ATTACKS):
            # the Horror of the Abyss's owed attack was lit green like every production and
            # Oni placement zone, and found by opening menu after menu (stop 98, TS-M8.8)
            colour = COMBAT_LIGHT
        elif kinds & set(OWED_STEPS):
            colour = PATH_COLOUR  # TS-M8.9: no target in reach, the group heads for one
        elif kinds <= set(RETREAT_KINDS):
            colour = RETREAT_LIGHT
        out.append(Light(cell[0], cell[1], colour=colour, empty=cell not in board.index))
    return out


def planned_paths(st: Any) -> list[tuple[list[Cell], int | None]]:
    """The open plan's paths as cells (start included) and where enemies stop each."""
    plan = movement_plan.plan_of(st)
    if plan is None:
        return []
    fc = movement_plan.plan_forecast(st)
    out = []
    for uid, dirs, _ in plan.paths:
        unit = next((u for u in st.units if u.uid == uid), None)
        if unit is None:
            continue
        cells = [unit.at]
        for d in dirs:
            cells.append(neighbours(cells[-1])[d])
        kept = len(fc.paths.get(uid, ())) if fc is not None else len(dirs)
        out.append((cells, kept if kept < len(dirs) else None))
    return out


# --- drawing ------------------------------------------------------------------------------------


def draw_map(table, surface: pygame.Surface, view: Any, rect: pygame.Rect) -> None:
    """The board, lit cells, planned paths, stacks and the legend, clipped to `rect`."""
    mv = table.mv
    old = surface.get_clip()
    surface.set_clip(rect.clip(old) if old.w else rect)
    seat_looks = tuple((cfg.colour, cfg.shape) for cfg in table.match.seats)
    empties = list(view.board.holes)
    if frames_edges(view):
        empties = list(view.board.edge_positions)
    hover = table.hover_cell if table.hover_cell in view.board.index else None
    pulse = STILL_PULSE if STILL_PULSE is not None else \
        0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 300)
    lit = lights(table, view)
    # the board's pictures are cached (`BoardLayers`): the same pixels as `draw_board`
    table.board_layers.draw(
        surface, mv, zone_looks(table.memo, view, seat_looks), edge_looks(table.memo, view.board),
        empties=empties,
        hover=hover, lights=[replace(light, label="") for light in lit], pulse=pulse,
        regions=groups_ui.regions(view), greys=tuple(view.grey_left),
        base=theme.background(surface.get_size()), panning=table.panning)
    groups_ui.add_badge_hits(table, view)
    if table.preview_shown is not None and table.popup is not None:
        _draw_tile_preview(table, surface, table.preview_shown)
    for cells, stopped in planned_paths(table.match.state):
        draw_path(surface, mv, cells, PATH_COLOUR, stopped)
    table.anims.draw_flashes(surface)
    pointing.draw_pointed(table, surface, view)  # under the pieces, as the lit cells are
    pieces = _draw_stacks(table, surface, view)
    table.anims.draw_glides(surface)
    table.anims.draw_floats(surface)
    # a label (a cost, a combat's ⚔) beside the pieces, not over them
    draw_lights(surface, mv, [light for light in lit if light.label], pulse, rims=False,
                glow=False, avoid=pieces)
    legend_ui.draw_legend(table, surface, rect)
    surface.set_clip(old)


def _draw_tile_preview(table, surface: pygame.Surface, action: Any) -> None:
    """A grey tile hovered in its menu, drawn where it would go with its barriers turned."""
    from game.tsukuyumi.tiles import TILE_BY_ID, barriers_after_rotation

    q, r, number, rot = action.args
    tile = TILE_BY_ID.get(f"T{number:02d}")
    if tile is None:
        return
    look = ZoneLook(q, r, "area", tile.zone_type, tile.mountain,
                    characteristics=((tile.characteristic, "printed"),)
                    if tile.characteristic else ())
    edges = [EdgeLook(q, r, d, "printed") for d in barriers_after_rotation(tile, rot)]
    draw_board(surface, table.mv, [look], edges,
               lights=[Light(q, r, colour=PATH_COLOUR)])


def _draw_stacks(table, surface: pygame.Surface, view: Any) -> list[pygame.Rect]:
    """Every stack from its cached picture (`art.stack_sprite`), with its tooltip and click:
    the pictures, their places and their targets are kept while the view, the selection, the
    glides, the zoom and pan and the language are the same; while the map is dragged, they
    are kept through the pan and moved with it (placed again once the drag ends). Returns
    the pieces' targets (each piece with its count and size pips)."""
    mv = table.mv
    seat_looks = tuple((cfg.colour, cfg.shape) for cfg in table.match.seats)
    extra = (table.selected, frozenset(table.anims.gliding()), mv.size,
             None if table.panning else mv.origin, i18n.language(), seat_looks)
    origin, blits, hits = table.memo("stacks", view, extra,
                                     lambda: (mv.origin, *_plan_stacks(table, view)))
    dx, dy = round(mv.origin[0] - origin[0]), round(mv.origin[1] - origin[1])
    if dx or dy:
        blits = [(sprite, (x + dx, y + dy)) for sprite, (x, y) in blits]
        hits = [replace(hit, rect=hit.rect.move(dx, dy)) for hit in hits]
    surface.blits(blits, doreturn=False)
    table.hits += hits
    # each piece's disc, its size pips under it and its count beside it (a target is the
    # disc inflated by half a radius across and a radius down and up)
    shrink = piece_radius(mv.size) // 2
    return [hit.rect.inflate(-shrink, 0) for hit in hits]


def _plan_stacks(table, view: Any) -> tuple[list[tuple[pygame.Surface, tuple[int, int]]],
                                              list[Any]]:
    """The (picture, place) of every stack in drawing order, and their tooltips and clicks
    (`table.Hit`s)."""
    from game.ui.tables.tsukuyumi.table import Hit

    mv = table.mv
    o = table.options()
    sel = table.selected
    assigning = damage_ui.pick_of(table) is not None  # every stack answers a click then
    blits, hits = [], []
    for cell, grouped in stacks(view, table.anims.gliding()).items():
        cx, cy = mv.centre(*cell)
        owners = legendary_ui.split_owners(grouped)  # a legendary Oni: a figure of its own
        spots = stack_spots(len(owners))
        r = piece_radius(mv.size)
        for (owner, units), (dx, dy) in zip(owners, spots, strict=False):
            centre = (cx + dx * mv.size, cy + dy * mv.size)
            sizes = tuple(sorted((data.UNIT_BY_KEY[u.kind].size for u in units),
                                 key=lambda s: SIZE_ORDER.get(s, 3)))
            uids = [u.uid for u in units]
            usable = [u for u in uids if u in o.movers or u in o.by_unit or u in o.unit_only]
            if owner == ONI:
                colour, shape, faction = hexmap_art.ONI_COLOUR, "oni", "oni"
            else:
                cfg = table.match.seats[owner]
                colour, shape, faction = cfg.colour, cfg.shape, view.seats[owner].faction
            chosen = sel is not None and sel == (owner, cell)
            if legendary_ui.is_legendary(units):  # hovered, it shows its sheet (TS-M8)
                sprite, place, box = legendary_ui.piece(centre, r, units, chosen,
                                                        bool(usable) and not chosen)
                hits.append(Hit(box, None, None, layer=legendary_ui.LAYER
                                + legendary_ui.KIND_OF[units[0].kind]))
            else:
                # the count on the piece's outer side, away from a piece beside it: on the
                # left for a piece alone (the hex's right side holds the zone's icons and a
                # lit zone's cost chip), on the right for a zone's right-hand piece
                side = 1 if dx > 0 else -1
                sprite, place, box = art.stack_piece(centre, r, colour, shape, faction,
                                                     len(units), sizes, chosen,
                                                     bool(usable) and not chosen, side)
            blits.append((sprite, place))
            hint = ""
            if assigning and usable:
                hint = table.t("ts.ui.hint.assign_stack")
            elif usable:
                hint = table.t("ts.ui.hint.select_stack")
            tip = functools.partial(tips.stack_tip, table.t, view, table.name, owner, cell, hint)
            action = functools.partial(table.click_stack, owner, cell) \
                if usable or assigning else None
            hits.append(Hit(box.inflate(r // 2, r), tip, action, layer="map"))
            if modules.chosen(view):  # M5: the mascot's own piece beside its stack
                more, over = m5_ui.mascot_piece(table, view, owner, units, centre, r, colour,
                                                action, side)
                blits += more
                hits += over
    return blits, hits


def size_counts(units: list[Any]) -> Counter[str]:
    """How many units of each size."""
    return Counter(data.UNIT_BY_KEY[u.kind].size for u in units)


__all__ = ["draw_map", "edge_looks", "lights", "map_cells", "planned_paths", "reach",
           "stack_spots", "stacks", "zone_looks"]
