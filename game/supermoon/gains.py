"""Placing pieces and resolving the pending pool (PU-2.3, PU-5, PU-7, PU-8, PU-9, PU-10, PU-12).

A placement puts its meteorite on the tile and destroys what it covers at once (PU-5.1,
PU-5.2); its advancements and every benefit they trigger join the seat's pending pool, which
the player empties in any order (PU-2.3). Each pool item kind has a list of legal choices
(`choices`) and a resolver (`resolve`); an item with no possible choice is dropped with a log
line (`settle`, PU-12.3: "all actions must be executed if possible"). The civ cards and
events that queue items are turned into them in `card_effects`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.supermoon import board as geo
from game.supermoon.abilities import (
    DOUBLE_WATER,
    IGNORE_ADJACENCY,
    NO_METEORITES,
    ROVER_TILES_FREE,
    STORE_PATCHES,
    free_shapes,
    has_ability,
)
from game.supermoon.corps import (
    POOL_KINDS,
    on_tile,
    patch_covers,
    patch_rules,
    placed_tile,
    tile_placed,
)
from game.supermoon.data import (
    CIV_CARDS,
    EVENTS,
    LETTER,
    TERRAIN_OF,
    TERRAINS,
    TRACK_INDEX,
    TRACKS,
    is_rescue,
    tile_def,
)
from game.supermoon.moon import aim, aim_choices, placed_on_moon
from game.supermoon.rovers import (  # noqa: F401 (re-exported for play and the tests)
    collect_at,
    collect_meteor,
    move_rover,
    rover_at,
    rover_moves,
    set_board,
    teleport_targets,
    without,
)
from game.supermoon.state import PATCH, Board, Gain, Piece, Player, Rover, State, depot_slots
from game.supermoon.tracks import (
    ONE_RESOURCE,
    ROVER,
    WATER,
    Turn,
    advance,
    can_regress,
    regress,
    round_rule,
)

Choice = tuple[int, ...]
ALL_TRACKS = tuple(range(len(TRACKS)))
STORE = -1  # patch choice: keep it for the final phase (PU-9.4)


# --- boards --------------------------------------------------------------------------------


def _adjacency(p: Player) -> tuple[bool, str]:
    """PU-4.4 for this player: whether tiles must touch (PU-4.9: Universal T1 lifts it), and
    the terrain whose tiles need not (Horizon T1: Rover tiles, PU-18.7)."""
    return (not has_ability(p, IGNORE_ADJACENCY),
            LETTER["rover"] if has_ability(p, ROVER_TILES_FREE) else "")


def needs_adjacency(p: Player, tile: int) -> bool:
    """Must this tile touch one already placed (PU-4.4), for this player now?"""
    adjacency, free = _adjacency(p)
    return geo.tile_rules(geo.Rules(adjacency=adjacency, free_terrain=free), tile).adjacency


def placement_rules(st: State, p: Player, is_patch: bool = False, tile: int = PATCH,
                    waived: bool | None = None, lifted: bool | None = None) -> geo.Rules:
    """The conditions a placement must meet now (PU-4.6, PU-4.8, PU-4.9); `waived` lifts
    the event's restriction and `lifted` the planet's own rule (SM-1.4 levels), by default
    as the seat's level of this round says."""
    rule = round_rule(st)
    if rule not in geo.PLACEMENT_RULES or (p.waived if waived is None else waived):
        rule = ""
    adjacency, free = _adjacency(p)
    board_rules = not (p.lifted if lifted is None else lifted)
    scope = EVENTS[st.event].scope if st.event and rule else "planet"  # SM-2.4
    return geo.Rules(restriction=rule, adjacency=adjacency, is_patch=is_patch,
                     board_rules=board_rules, restriction_scope=scope, free_terrain=free,
                     free_shapes=free_shapes(p))


def place_piece(t: Turn, st: State, bi: int, tile: int, form: int, x: int, y: int, *,
                with_advance: bool) -> None:
    """Put a tile or patch on a board and queue its gains (PU-5, PU-9.2)."""
    p = t.player
    b = p.boards[bi]
    squares = geo.squares_of(b, tile, form, x, y)
    terrain = list(b.terrain)
    icons = list(b.icons)
    lifepods, symbols, meteors, patches = b.lifepods, b.symbols, b.meteors, b.patches
    rovers = list(p.rovers)
    for sq, letter, icon, meteor in squares:
        terrain[sq] = letter
        if icon or tile == PATCH:  # a patch hides the icon of a tile it covers (PU-18.17)
            icons[sq] = icon or "."
        if sq in lifepods:  # PU-5.2
            lifepods = without(lifepods, sq)
            t.log("sm.lifepod_destroyed")
        r = rover_at(p, bi, sq)
        if r >= 0:  # PU-5.2, PU-7.5
            rovers[r] = Rover(-1, -1)
            t.log("sm.rover_destroyed", rover=r)
        if tile != PATCH and meteor and tile_def(tile).meteor:
            symbols = symbols + (sq,)
            if has_ability(p, NO_METEORITES):
                t.log("sm.meteor_prevented")  # Universal T5
            else:
                meteors = meteors + (sq,)  # PU-5.1
        if tile == PATCH:  # on a tile's symbol or a meteorite (Wormhole T2, T5: PU-18.17)
            patches, (symbols, meteors) = patches + (sq,), patch_covers(t, symbols, meteors, sq)
    b = replace(b, terrain="".join(terrain), icons="".join(icons), lifepods=lifepods,
                symbols=symbols, meteors=meteors, patches=patches,
                pieces=b.pieces + (Piece(tile, form, x, y, st.round),))
    set_board(t, bi, b)
    t.set(rovers=tuple(rovers))
    if tile == PATCH:
        if form:  # a terrain block (SM-8.3)
            t.log("sm.block_placed", board=bi, x=x + 1, y=y + 1, terrain=form - 1)
        else:
            t.log("sm.patch_placed", board=bi, x=x, y=y)
    if b.kind == "moon":  # SM-4.1, SM-4.3: the satellite, now or once the gains are done
        placed_on_moon(t, len(squares), immediate=tile == PATCH or not with_advance)
    if tile == PATCH:
        return
    t.set(last_tile=bi)
    t.log("sm.tile_placed", tile=tile, board=bi, form=form, x=x, y=y)
    tile_placed(t, bi, tile, squares)  # a corporation's own trigger (Flux T4, PU-18.5)
    if p.extra_rover:  # event 65: the extra rover goes on this tile
        t.add(*(Gain("rover", source="event:65") for _ in range(p.extra_rover)))
        t.set(extra_rover=0)
    rule = round_rule(st)
    gains = tile_gains(t.player, bi, tile, squares, rule) if with_advance else ()
    if with_advance:  # as the player's corporation changes them (PU-18)
        gains = on_tile(t, bi, tile, squares, gains)
    t.add(*placed_tile(t, st, bi, tile, squares, gains, with_advance))  # SM-11, SM-12.3


def tile_gains(p: Player, bi: int, tile: int, squares: tuple[tuple[int, str, str, bool], ...],
               round_rule: str) -> tuple[Gain, ...]:
    """The advancements of a placed tile's two icons (PU-5.3 to PU-5.7)."""
    b = p.boards[bi]
    out: list[Gain] = []
    if round_rule == ONE_RESOURCE and is_rescue(tile):
        return ()  # SM-7.7: a rescue tile loses its only resource
    source = "one" if round_rule == ONE_RESOURCE else "tile"  # PU-5.7
    for sq, _letter, icon, _ in squares:
        if not icon:
            continue
        name = TERRAIN_OF[icon]
        if name == "energy":
            out.append(Gain("energy", arg=sq, opts=(bi,), source=source))
        elif name == "water":
            on_ice = any(lt == LETTER["water"] and geo.is_ice(b, s) for s, lt, _, _ in squares)
            if on_ice:  # PU-5.4; Universal T4 doubles it (PU-16.4)
                n = 2 if has_ability(p, DOUBLE_WATER) else 1
                out.append(Gain("adv", arg=WATER, opts=(n,), source=source))
        else:
            out.append(Gain("adv", arg=TRACK_INDEX[name], source=source))
    return tuple(out)


# --- choices ---------------------------------------------------------------------------------


def _patch_choices(st: State, p: Player) -> list[Choice]:
    out: list[Choice] = []
    rules = patch_rules(st, p, placement_rules(st, p, True, lifted=False))  # SM-1.4: all rules
    blocks = sorted({TERRAINS.index(TERRAIN_OF[lt]) for lt in p.blocks})  # SM-8.1
    for bi, b in enumerate(p.boards):
        for _, x, y in geo.placements(b, PATCH, rules):
            sq = geo.geometry(b.key).square(x, y)
            out.append((bi, sq))
            out += [(bi, sq, k) for k in blocks]  # SM-8.2: a terrain block instead
    if has_ability(p, STORE_PATCHES) and st.phase != "final":
        out.append((STORE,))  # PU-9.4
    return out


def _rover_choices(p: Player) -> list[Choice]:
    if p.rover_supply <= 0 or p.last_tile < 0:
        return []
    b = p.boards[p.last_tile]
    last = b.pieces[-1] if b.pieces else None
    for piece in reversed(b.pieces):
        if piece.tile != PATCH:
            last = piece
            break
    if last is None or last.tile == PATCH:
        return []
    squares = geo.squares_of(b, last.tile, last.form, last.x, last.y)
    return [(p.last_tile, sq) for sq, _, _, _ in squares if rover_at(p, p.last_tile, sq) < 0]


def gain_scope(gain: Gain) -> str:
    """SM-2.2: the scope of the card or event that gave a pool item, from its data
    (`scope_supermoon`: "planet", "both" or "none"); anything else reads every board."""
    kind, _, number = gain.source.partition(":")
    if number.isdigit():
        n = int(number)
        if kind == "card" and n in CIV_CARDS:
            return CIV_CARDS[n].scope
        if kind == "event" and n in EVENTS:
            return EVENTS[n].scope
    return "both"


def in_scope(p: Player, gain: Gain) -> list[int]:
    """The boards a pool item may touch (SM-2.2, SM-2.3, SM-9.7): the planet for a planet card."""
    planet_only = gain_scope(gain) == "planet"
    return [bi for bi, b in enumerate(p.boards) if not planet_only or geo.is_planet(b)]


def _squares(p: Player, gain: Gain, attr: str) -> list[Choice]:
    return [(bi, sq) for bi in in_scope(p, gain) for sq in getattr(p.boards[bi], attr)]


def extra_tile_choices(st: State, p: Player, seat: int) -> list[Choice]:
    """(slot, form, x, y, board) for a civ card's extra tile (PU-3.5, PU-10.8)."""
    out: list[Choice] = []
    rules = placement_rules(st, p, waived=False, lifted=False)  # PU-10.8, SM-1.4
    for slot in depot_slots(st.depot(seat)):
        if slot in p.took or not st.stacks[slot] or st.hidden_top[slot]:
            continue
        tile = st.stacks[slot][0]
        for bi, b in enumerate(p.boards):
            out += [(slot, f, x, y, bi) for f, x, y in geo.placements(b, tile, rules)]
    return out


def choices(st: State, seat: int, p: Player, gain: Gain) -> list[Choice]:
    """Every legal choice for one pool item."""
    k = gain.kind
    if k == "adv":
        return [()]
    if k == "energy":  # opts: its board, then any track it may not feed (PU-18.16)
        ec = geo.energy_choices(p.boards[gain.opts[0]], gain.arg)
        return [(i,) for c in ec if (i := TRACK_INDEX[TERRAIN_OF[c]]) not in gain.opts[1:]]
    if k in ("syn", "adv_any", "adv2"):
        return [(i,) for i in ALL_TRACKS]
    if k == "distinct":
        return [(i,) for i in ALL_TRACKS if i not in gain.opts]
    if k == "choose":
        return [(i,) for i in gain.opts]
    if k == "regress":
        return [(i,) for i in (gain.opts or ALL_TRACKS) if can_regress(p, i)]  # PU-18.10
    if k == "patch":
        return _patch_choices(st, p)
    if k == "rover":
        return _rover_choices(p)
    if k in ("lifepod", "kill_lifepod"):
        return _squares(p, gain, "lifepods")
    if k in ("collect_meteor", "destroy_meteor"):
        return _squares(p, gain, "meteors")
    if k == "line":
        return [(bi, axis, i) for bi in in_scope(p, gain)
                for axis, size in ((0, geo.geometry(p.boards[bi].key).height),
                                   (1, geo.geometry(p.boards[bi].key).width))
                for i in range(size) if _line_meteors(p.boards[bi], axis, i)]
    if k == "teleport":
        return [(r, bi, sq) for r, rv in enumerate(p.rovers) if rv.board >= 0
                for bi in in_scope(p, gain) for sq in teleport_targets(st, p, bi)]
    if k == "add_meteor":
        out: list[Choice] = [(bi, sq) for bi in in_scope(p, gain)
                             for sq in p.boards[bi].symbols if sq not in p.boards[bi].meteors]
        if out and has_ability(p, NO_METEORITES):
            out.append((STORE,))  # Universal T5: may be ignored
        return out
    if k == "kill_rover":
        boards = in_scope(p, gain)
        return [(r,) for r, rv in enumerate(p.rovers) if rv.board >= 0 and rv.board in boards]
    if k == "station":
        return [(r,) for r in range(6)]
    if k == "remove_stack":
        return [(s,) for s in depot_slots(st.depot(seat)) if st.stacks[s]]
    if k == "drop_objective":
        return [(o,) for o in p.objectives]
    if k == "syn_or_peek":
        peek: list[Choice] = [(-1,)] if len(st.events) > 0 else []
        return [(i,) for i in ALL_TRACKS] + peek
    if k == "tile":
        return extra_tile_choices(st, p, seat)
    if k == "aim":
        return list(aim_choices(gain))
    if k in POOL_KINDS:  # a corporation's own item (PU-18)
        return POOL_KINDS[k].choices(st, seat, p, gain)
    raise ValueError(f"unknown gain kind {k!r}")


def _line_meteors(b: Board, axis: int, index: int) -> list[int]:
    g = geo.geometry(b.key)
    return [sq for sq in b.meteors if (g.xy(sq)[1] if axis == 0 else g.xy(sq)[0]) == index]


# --- resolution ----------------------------------------------------------------------------


def resolve(t: Turn, st: State, index: int, choice: Choice) -> State:
    """Resolve pool item `index` with a legal `choice`; returns the (maybe changed) state
    for the few items that touch the table (station, events)."""
    p = t.player
    gain = p.pool[index]
    pool = p.pool[:index] + p.pool[index + 1:]
    one = gain.source == "one"
    if one:  # PU-5.7: the other resource is lost
        pool = tuple(g for g in pool if g.source != "one")
        t.log("sm.one_resource")
    t.set(pool=pool)
    if gain.kind in POOL_KINDS:  # a corporation's own item (PU-18)
        out = POOL_KINDS[gain.kind].resolve(t, st, gain, choice) or st
    else:
        out = _HANDLERS[gain.kind](t, st, gain, choice) or st
    if one and any(g.source == "one" for g in t.player.pool):
        # What the kept resource brought (a milestone's rover, a synergy) is not the tile's
        # other resource: resolving it said "keeps only one resource" again, and would have
        # dropped a second item brought at once (PU-5.7 concerns the tile's two resources).
        t.set(pool=tuple(replace(g, source="tile") if g.source == "one" else g
                         for g in t.player.pool))
    return out


def _adv(t: Turn, st: State, g: Gain, c: Choice) -> None:
    for _ in range(g.opts[0] if g.opts else 1):
        advance(t, g.arg, tile_icon=(g.arg == ROVER and g.source in ("tile", "one")),
                source=g.source)


def _energy(t: Turn, st: State, g: Gain, c: Choice) -> None:
    # PU-5.5: Water chosen this way advances without ice.
    advance(t, c[0], source=g.source)


def _syn(t: Turn, st: State, g: Gain, c: Choice) -> None:
    t.log("sm.synergy", track=c[0])
    advance(t, c[0], source="syn")


def _adv_any(t: Turn, st: State, g: Gain, c: Choice) -> None:
    advance(t, c[0], source=g.source)


def _adv2(t: Turn, st: State, g: Gain, c: Choice) -> None:
    advance(t, c[0], source=g.source)
    advance(t, c[0], source=g.source)


def _distinct(t: Turn, st: State, g: Gain, c: Choice) -> None:
    advance(t, c[0], source=g.source)
    if g.arg > 1:
        t.add(Gain("distinct", g.arg - 1, g.opts + (c[0],), g.source))


def _choose(t: Turn, st: State, g: Gain, c: Choice) -> None:
    benefits = g.source != "event:68"  # event 68: no benefits
    for _ in range(g.arg):
        advance(t, c[0], benefits=benefits, source=g.source)


def _regress(t: Turn, st: State, g: Gain, c: Choice) -> None:
    regress(t, c[0], g.arg)


def _patch(t: Turn, st: State, g: Gain, c: Choice) -> None:
    if c[0] == STORE:
        t.set(stored=t.player.stored + 1)
        t.log("sm.patch_stored")
        return
    b = t.player.boards[c[0]]
    x, y = geo.geometry(b.key).xy(c[1])
    form = 0
    if len(c) == 3:  # SM-8.2, SM-8.3: a terrain block from the reserve
        letter = LETTER[TERRAINS[c[2]]]
        t.set(blocks=t.player.blocks.replace(letter, "", 1))
        form = 1 + c[2]
    place_piece(t, st, c[0], PATCH, form, x, y, with_advance=False)


def _rover(t: Turn, st: State, g: Gain, c: Choice) -> None:
    p = t.player
    t.set(rovers=p.rovers + (Rover(c[0], c[1]),), rover_supply=p.rover_supply - 1)
    x, y = geo.geometry(p.boards[c[0]].key).xy(c[1])
    t.log("sm.rover_deployed", rover=len(p.rovers), x=x, y=y)
    collect_at(t, c[0], c[1])


def _lifepod(t: Turn, st: State, g: Gain, c: Choice) -> None:
    if c[1] in t.player.boards[c[0]].lifepods:
        collect_at(t, c[0], c[1], by_rover=False)
    if g.arg > 1:
        t.add(replace(g, arg=g.arg - 1))


def _kill_lifepod(t: Turn, st: State, g: Gain, c: Choice) -> None:
    b = t.player.boards[c[0]]
    set_board(t, c[0], replace(b, lifepods=without(b.lifepods, c[1])))
    t.log("sm.lifepod_removed")  # a penalty, not a tile covering it (« sm.lifepod_destroyed »)


def _destroy_meteor(t: Turn, st: State, g: Gain, c: Choice) -> None:
    b = t.player.boards[c[0]]
    set_board(t, c[0], replace(b, meteors=without(b.meteors, c[1])))
    t.log("sm.meteor_destroyed", count=1)  # SM-1.3: never counts as collected
    if g.arg > 1:
        t.add(replace(g, arg=g.arg - 1))


def _line(t: Turn, st: State, g: Gain, c: Choice) -> None:
    bi, axis, index = c
    b = t.player.boards[bi]
    hit = _line_meteors(b, axis, index)
    set_board(t, bi, replace(b, meteors=tuple(m for m in b.meteors if m not in hit)))
    t.log("sm.meteor_destroyed", count=len(hit))


def _teleport(t: Turn, st: State, g: Gain, c: Choice) -> None:
    r, bi, sq = c
    rovers = list(t.player.rovers)
    rovers[r] = Rover(bi, sq)
    t.set(rovers=tuple(rovers))
    x, y = geo.geometry(t.player.boards[bi].key).xy(sq)
    t.log("sm.rover_teleported", rover=r, x=x, y=y)
    collect_at(t, bi, sq)


def _add_meteor(t: Turn, st: State, g: Gain, c: Choice) -> None:
    if c[0] == STORE:
        t.log("sm.meteor_prevented")
        return
    bi, sq = c
    b = t.player.boards[bi]
    set_board(t, bi, replace(b, meteors=b.meteors + (sq,)))
    t.log("sm.meteor_added")
    r = rover_at(t.player, bi, sq)
    if r >= 0:  # PU-7.5
        rovers = list(t.player.rovers)
        rovers[r] = Rover(-1, -1)
        t.set(rovers=tuple(rovers))
        t.log("sm.rover_destroyed", rover=r)


def _kill_rover(t: Turn, st: State, g: Gain, c: Choice) -> None:
    rovers = list(t.player.rovers)
    rovers[c[0]] = Rover(-1, -1)
    t.set(rovers=tuple(rovers))
    t.log("sm.rover_destroyed", rover=c[0])


def _station(t: Turn, st: State, g: Gain, c: Choice) -> State:
    t.log("sm.station_set", rotation=c[0])  # event 79 (solo)
    return replace(st, rotation=c[0])


def _remove_stack(t: Turn, st: State, g: Gain, c: Choice) -> State:
    slot = c[0]
    t.log("sm.stack_removed", slot=slot, count=len(st.stacks[slot]))  # event 116 (solo)
    stacks = list(st.stacks)
    gone = st.gone + stacks[slot]
    stacks[slot] = ()
    return replace(st, stacks=tuple(stacks), gone=gone)


def _drop_objective(t: Turn, st: State, g: Gain, c: Choice) -> None:
    t.set(objectives=tuple(o for o in t.player.objectives if o != c[0]))
    t.log("sm.objective_destroyed", card=c[0])  # event 110 (solo)


def _syn_or_peek(t: Turn, st: State, g: Gain, c: Choice) -> None:
    if c[0] < 0:
        t.set(peek=st.events[0])  # PU-12.5: private
        t.log("sm.peeked")
    else:
        _syn(t, st, g, c)


def _tile(t: Turn, st: State, g: Gain, c: Choice) -> None:
    slot, form, x, y, bi = c
    tile = st.stacks[slot][0]
    t.set(took=t.player.took + (slot,))
    t.log("sm.extra_tile", slot=slot)
    place_piece(t, st, bi, tile, form, x, y, with_advance=bool(g.arg))


_HANDLERS: dict[str, Callable[[Turn, State, Gain, Choice], State | None]] = {
    "adv": _adv, "energy": _energy, "syn": _syn, "adv_any": _adv_any, "adv2": _adv2,
    "distinct": _distinct, "choose": _choose, "regress": _regress, "patch": _patch,
    "rover": _rover, "lifepod": _lifepod, "kill_lifepod": _kill_lifepod,
    "destroy_meteor": _destroy_meteor, "line": _line,
    "teleport": _teleport, "add_meteor": _add_meteor, "kill_rover": _kill_rover,
    "station": _station, "remove_stack": _remove_stack, "drop_objective": _drop_objective,
    "syn_or_peek": _syn_or_peek, "tile": _tile,
    "aim": lambda t, st, g, c: aim(t, g, c[0]),
    "collect_meteor": lambda t, st, g, c: collect_meteor(t, c[0], c[1]),
}


PENALTIES = ("regress", "add_meteor", "kill_lifepod", "kill_rover", "drop_objective")


def _log_dropped(t: Turn, gain: Gain) -> None:
    """Say why a pool item went: a benefit is lost, a penalty has no effect (PU-12.3). An
    event's own tracks are named ("Biomass or Tech −1"): "Any track −1" read as if the seat
    could have picked any of the five, and a penalty was called a lost benefit."""
    if gain.kind == "regress" or (gain.kind == "choose" and gain.opts):
        named = dict(zip(("track", "other_track", "third_track"), gain.opts, strict=False))
        head = "sm.penalty_void" if gain.kind == "regress" else "sm.gain_lost"
        t.log(f"{head}.{gain.kind}{len(gain.opts)}", n=max(1, gain.arg), **named)
    elif gain.kind in PENALTIES:
        t.log("sm.penalty_void", gain=gain.kind)
    else:
        t.log("sm.gain_lost", gain=gain.kind)


def settle(t: Turn, st: State, seat: int) -> None:
    """Drop pool items that cannot be resolved (PU-12.3, PU-9.1, PU-6.9, PU-10.8)."""
    keep = []
    for gain in t.player.pool:
        if choices(st, seat, t.player, gain):
            keep.append(gain)
        else:
            _log_dropped(t, gain)
    if len(keep) != len(t.player.pool):
        t.set(pool=tuple(keep))


