"""Quantum Solutions, the fragmented corporation (SM-11, SM-12; data RECONSTRUCTED in
`data/quantum.json`).

The player joins an upper and a lower half-board, face A or B each (SM-11.1): corporation key
`quantum_<upper><lower>` (`data.quantum_key`), one `CorporationDef` per pair, so the tracks of
the lower face (with the `skip` and `+1X` codes that `tracks` handles) and the techs of the
upper face are read like any corporation's. What this module adds:

* setup: the faces chosen after the corporation is taken (`quantum <upper> <lower>`, SM-11.1),
  in the simultaneous setup step (SM-14.2);
* the corporation's rule (SM-11.2 to SM-11.7): the upper face's condition is checked when the
  round's tile is selected (`Player.quantum`); when met, every tile placed with advancement
  this round queues its resources as `qs_res` items: lower A, one of them may regress its
  tracker by 1 instead of advancing; lower B, one is advanced twice and the other is lost;
* the techs (SM-12.3): T1 in `board` (`Rules.free_shapes`); T2 as uses 80-82 (selecting a
  tile before placing it, as Republic T1 does, `Player.selected`); T3 (Water +1), T4 (a
  `qs_meteor` item) and upper A T5 (a `qs_more` item) when a tile is placed; upper B T5 after
  each action (`ON_ACTION`), from where the action left the trackers.

DECISIONs (the spec is silent):
* SM-11.1: before its faces are chosen the seat still shows Universal Coalition with
  `quantum_offer`; in the free choice the corporation is taken in the public turn, the faces in
  the secret setup step with the moon (SM-14.2).
* SM-11.4: the condition is checked at the `place` action, or at a T2 selection; a tile placed
  before the draft (Depot Repair in the event step) follows no rule; a seat that must discard
  (PU-5.8) places no selected tile, so no rule that round.
* SM-11.5: Water off ice may regress, or take nothing; after one regression the tile's other
  resource can only advance. SM-11.6: Water off ice is not offered as the doubled resource (it
  would give nothing); a doubled Rover icon at the top gives step 16's movement once (PU-6.3).
* SM-12.3 T1 (upper B): Charybdis' first-tile rule still holds (PU-4.9: only what is named).
* SM-12.3 T2: the movement or steps come with an explicit selection (`use 80`/`use 81`) of the
  round's depot tile, offered when it fits somewhere and a rover could move; upper A's 2 points
  are spent first, what is left of them is lost when the tile is placed (PU-2.4).
* SM-12.3 T3: with the ice condition (PU-5.4) and a tile placed with advancement. T4: "adjacent
  to it" = orthogonally adjacent to the tile's squares, not on them; offered when a meteorite
  lies there. Upper A T5: a tile placed with advancement; a declined offer is not used up.
* SM-12.3 upper B T5: "an effect" is one action (a pool item, a civ card, a discard).
"""

from __future__ import annotations

from dataclasses import replace

from game.supermoon import board as geo
from game.supermoon.abilities import (
    DOUBLE_ONE,
    EMPTY_SPACE_MOVES,
    LARGE_EDGE_DESTROY,
    LARGE_EDGE_WATER,
    MAY_REGRESS_ONE,
    ONE_MORE_ADVANCE,
    RULE_IF_INNER,
    RULE_IF_OUTER,
    SELECT_LARGE_MOVES,
    SELECT_SMALL_STEPS,
    SMALL_DESTROY,
    SMALL_INSIDE_WATER,
    has_ability,
    has_power,
)
from game.supermoon.corps import (
    ON_ACTION,
    POOL_KINDS,
    TILE_GAINS,
    USES,
    PoolKind,
    Use,
    take_corporation,
)
from game.supermoon.data import (
    FACES,
    LETTER,
    QUANTUM_CORPS,
    TERRAIN_OF,
    TERRAINS,
    TRACK_INDEX,
    is_rescue,
    quantum_key,
    tile_size,
)
from game.supermoon.rovers import move_rover, rover_moves, set_board, without
from game.supermoon.state import Gain, Player, State, depot_slots
from game.supermoon.tracks import WATER, Turn, advance, model, regress

Choice = tuple[int, ...]
ITEM = "qs_res"  # one resource of a tile placed under the rule (SM-11.5, SM-11.6)
METEOR = "qs_meteor"  # T4: a meteorite beside the tile may be destroyed (SM-12.3)
MORE = "qs_more"  # upper A T5: one more advancement (SM-12.3)
REGRESS, DOUBLE, PLAIN = 0, 1, 2  # a `qs_res` item's mode: lower A, lower B, A once used
NOTHING = -1  # a choice that takes nothing (an optional item declined)
FREE_STEP = "free_rover_step"  # the use that moves a rover under upper B T2
PLANET_KINDS = ("planet", "fragment")  # "on the planet" (SM-2.2, SM-9.7)
OUTER_SLOTS = range(6)  # the outer ring's stacks; 6-11 are the central disc (PU-1.1)
USE_LARGE, USE_SMALL, USE_STEP = 80, 81, 82


def is_quantum(p: Player) -> bool:
    """Runs Quantum Solutions, or took it and chooses its faces now."""
    return p.quantum_offer or p.corp in QUANTUM_CORPS


# --- setup (SM-11.1, SM-14.2) ---------------------------------------------------------------


def offer_ids(st: State, before: list[Player]) -> tuple[int, ...]:
    """Quantum Solutions' entry in a free choice of corporations (PU-18.1): with its option
    on, while no seat that chose before took it (one player per game at most)."""
    from game.supermoon.data import QUANTUM_ID
    if st.option("quantum") != "true" or any(is_quantum(q) for q in before):
        return ()
    return (QUANTUM_ID,)


def face_choices(p: Player) -> list[tuple[int, int]]:
    """(upper, lower) pairs of faces, 0 = A and 1 = B, while they are to be chosen."""
    return [(u, lo) for u in range(2) for lo in range(2)] if p.quantum_offer else []


def choose_faces(t: Turn, upper: int, lower: int) -> None:
    """SM-11.1: join the two half-boards with the chosen faces; trackers on step 0."""
    key = quantum_key(upper, lower)
    t.player = replace(take_corporation(t.player, key), quantum_offer=False)
    t.log("sm.qs_faces", upper=FACES[upper], lower=FACES[lower],
          difficulty=QUANTUM_CORPS[key].difficulty)


# --- the rule (SM-11.3 to SM-11.7) ------------------------------------------------------------


def _decide(t: Turn, slot: int) -> None:
    """SM-11.4: the round's tile is selected from `slot`; the upper face's condition (SM-11.3)
    says whether the rule applies to this round's tiles."""
    p = t.player
    outer = slot in OUTER_SLOTS
    met = (outer and has_power(p, RULE_IF_OUTER)) or (not outer and has_power(p, RULE_IF_INNER))
    t.set(quantum=1 if met else -1)
    t.log("sm.qs_rule_on" if met else "sm.qs_rule_off", ring="outer" if outer else "inner")


def _ruled(p: Player, bi: int, squares: tuple[tuple[int, str, str, bool], ...],
           gains: tuple[Gain, ...]) -> tuple[Gain, ...]:
    """A tile's resources under the rule: one `qs_res` item each (SM-11.5, SM-11.6)."""
    double = has_power(p, DOUBLE_ONE)
    if not (double or has_power(p, MAY_REGRESS_ONE)):
        return gains
    board = p.boards[bi]
    wet = any(lt == LETTER["water"] and geo.is_ice(board, sq) for sq, lt, _, _ in squares)
    icons = [(sq, TERRAIN_OF[icon]) for sq, _, icon, _ in squares if icon]
    source = "one" if any(g.source == "one" for g in gains) else "tile"  # events 104/108
    out = []
    for sq, name in icons:
        other = next((s for s, _ in icons if s != sq), NOTHING)
        count = 0 if name == "water" and not wet else 1  # PU-5.4
        if double and count:  # SM-11.6: water without ice gives nothing either way
            out.append(Gain(ITEM, sq, (bi, TERRAINS.index(name), 2, DOUBLE, other), "double"))
        elif not double:  # SM-11.5: water without ice may still regress
            out.append(Gain(ITEM, sq, (bi, TERRAINS.index(name), count, REGRESS, other),
                            source))
    return tuple(out)


def _targets(p: Player, bi: int, square: int, name: str) -> list[int]:
    """The trackers a tile resource on `square` advances (an Energy icon: its area's
    neighbouring terrains, PU-5.5)."""
    if name == "energy":
        return [TRACK_INDEX[TERRAIN_OF[ch]] for ch in geo.energy_choices(p.boards[bi], square)]
    return [TRACK_INDEX[name]]


def res_choices(st: State, seat: int, p: Player, gain: Gain) -> list[Choice]:
    """(tracker, 0) advance it; (tracker, 1) regress it instead (lower A, once a tile);
    (NOTHING, 0) take nothing, when the resource could only regress (water off ice)."""
    bi, terrain, count, mode, _other = gain.opts
    targets = _targets(p, bi, gain.arg, TERRAINS[terrain])
    out: list[Choice] = [(tr, 0) for tr in targets] if count else []
    if mode == REGRESS:  # SM-11.5: for Energy, a tracker the area could have fed
        out += [(tr, 1) for tr in targets if p.tracks[tr] > 0]
    if out and not count:
        out.append((NOTHING, 0))
    return out


def resolve_res(t: Turn, st: State, gain: Gain, choice: Choice) -> None:
    """Advance (twice under lower B, dropping the other resource), or regress instead."""
    bi, terrain, count, mode, other = gain.opts
    track, back = choice
    if track == NOTHING:
        return
    if back:  # SM-11.5: claiming nothing; the tile's other resource can no longer regress
        t.log("sm.qs_regress", track=track)
        regress(t, track, 1)
        t.set(pool=tuple(
            replace(g, opts=g.opts[:3] + (PLAIN,) + g.opts[4:])
            if g.kind == ITEM and g.arg == other and g.opts[0] == bi else g
            for g in t.player.pool))
        return
    if mode == DOUBLE:  # SM-11.6: the other resource gives nothing
        t.set(pool=tuple(g for g in t.player.pool
                         if not (g.kind == ITEM and g.arg == other and g.opts[0] == bi)))
        t.log("sm.qs_double", track=track)
    icon = TERRAINS[terrain] == "rover"
    for i in range(count):
        # PU-6.3: a Rover icon at the top gives the step-16 movement once per tile
        advance(t, track, tile_icon=icon and i == 0, source="tile")


# --- a tile placed: the rule, T2's end, T3, T4, upper A T5 ---------------------------------------


def on_tile(t: Turn, st: State, bi: int, tile: int,
            squares: tuple[tuple[int, str, str, bool], ...], gains: tuple[Gain, ...],
            with_advance: bool) -> tuple[Gain, ...]:
    """What a tile placed by a Quantum Solutions player queues (`corps.TILE_GAINS`)."""
    p = t.player
    if st.phase == "place" and p.quantum == 0:  # the round's tile (SM-11.4)
        if is_rescue(tile):  # a rescue pair replaces the draft: no rule this round
            t.set(quantum=-1)
            t.log("sm.qs_rule_rescue")
        else:
            _decide(t, p.took[-1])
    _end_selection(t)
    p = t.player
    if with_advance and gains and p.quantum == 1:
        gains = _ruled(p, bi, squares, gains)
    return gains + _tech_items(p, bi, tile, squares, with_advance)


def _end_selection(t: Turn) -> None:
    """The selected tile is placed: upper A T2's unspent points are lost (they are spent
    first, PU-2.4), upper B T2's free steps end."""
    p = t.player
    if p.quantum_moves >= 0:
        kept = min(p.moves, p.quantum_moves)
        if kept < p.moves:
            t.log("sm.qs_moves_lost", amount=p.moves - kept)
        t.set(moves=kept, quantum_moves=-1)
    if p.quantum_steps:
        t.set(quantum_steps=())


def _tech_items(p: Player, bi: int, tile: int,
                squares: tuple[tuple[int, str, str, bool], ...], advanced: bool
                ) -> tuple[Gain, ...]:
    """SM-12.3 T3, T4 and upper A T5 for a placed tile; separate from the tile's resource
    advancements, which the rule and events 104/108 never touch (SM-11.9)."""
    size = tile_size(tile)
    board = p.boards[bi]
    g = geo.geometry(board.key)
    cells = [sq for sq, _, _, _ in squares]
    on_edge = any(geo.is_edge(board, sq) for sq in cells)
    out: list[Gain] = []
    water = next((sq for sq, _, icon, _ in squares if icon == LETTER["water"]), NOTHING)
    wet = any(lt == LETTER["water"] and geo.is_ice(board, sq) for sq, lt, _, _ in squares)
    if advanced and water != NOTHING and wet:  # T3, with the ice condition (DECISION)
        edge = geo.is_edge(board, water)
        if ((size == "large" and edge and has_ability(p, LARGE_EDGE_WATER))
                or (size == "small" and not edge and has_ability(p, SMALL_INSIDE_WATER))):
            out.append(Gain("adv", WATER, source="tech"))
    if ((size == "large" and on_edge and has_ability(p, LARGE_EDGE_DESTROY))
            or (size == "small" and has_ability(p, SMALL_DESTROY))):  # T4
        ring = sorted({nb for sq in cells for nb in g.neighbours(sq) if nb not in cells})
        if any(sq in board.meteors for sq in ring):
            out.append(Gain(METEOR, bi, tuple(ring), "tech"))
    if (advanced and size == "large" and has_ability(p, ONE_MORE_ADVANCE)
            and ONE_MORE_ADVANCE not in p.used):  # upper A T5
        icons = tuple(sq for sq, _, icon, _ in squares if icon)
        out.append(Gain(MORE, bi, (int(wet),) + icons, "tech"))
    return tuple(out)


def meteor_choices(st: State, seat: int, p: Player, gain: Gain) -> list[Choice]:
    """T4: a meteorite on a square beside the tile, or none (optional)."""
    board = p.boards[gain.arg]
    out: list[Choice] = [(sq,) for sq in gain.opts if sq in board.meteors]
    return out + [(NOTHING,)] if out else []


def destroy(t: Turn, st: State, gain: Gain, choice: Choice) -> None:
    """T4: destroyed, never collected (SM-1.3)."""
    if choice[0] == NOTHING:
        return
    board = t.player.boards[gain.arg]
    set_board(t, gain.arg, replace(board, meteors=without(board.meteors, choice[0])))
    t.log("sm.meteor_destroyed", count=1)


def more_choices(st: State, seat: int, p: Player, gain: Gain) -> list[Choice]:
    """Upper A T5: a tracker one of the tile's resources advances (PU-5.3 to PU-5.5: Water
    with the ice condition, Energy by its area), once a round; or none."""
    if ONE_MORE_ADVANCE in p.used:
        return []
    wet, *icons = gain.opts
    board = p.boards[gain.arg]
    found: set[int] = set()
    for sq in icons:
        name = TERRAIN_OF[board.icons[sq]]
        if name != "water" or wet:
            found.update(_targets(p, gain.arg, sq, name))
    out: list[Choice] = [(tr,) for tr in sorted(found)]
    return out + [(NOTHING,)] if out else []


def more(t: Turn, st: State, gain: Gain, choice: Choice) -> None:
    """Upper A T5: the one more advancement of this round."""
    if choice[0] == NOTHING:
        return
    t.set(used=t.player.used + (ONE_MORE_ADVANCE,))
    t.log("sm.qs_more", track=choice[0])
    advance(t, choice[0], source="tech")


# --- T2: selecting the tile first (uses 80, 81, 82) ---------------------------------------------


def _selectable(st: State, seat: int, p: Player, ability: str, size: str) -> list[Choice]:
    """Slots of the seat's depot whose tile is of that size and fits somewhere, while the
    round's tile is still to be selected (SM-12.3 T2)."""
    if (not has_ability(p, ability) or st.phase != "place" or p.placed or p.stuck
            or p.rescuing or p.selected >= 0 or p.pool):
        return []
    from game.supermoon.gains import placement_rules
    rules = placement_rules(st, p)
    out: list[Choice] = []
    for slot in depot_slots(st.depot(seat)):
        if slot in p.took or not st.stacks[slot] or st.hidden_top[slot]:
            continue
        tile = st.stacks[slot][0]
        if tile_size(tile) == size and any(geo.has_placement(b, tile, rules)
                                           for b in p.boards):
            out.append((slot,))
    return out


def _planet_rovers(p: Player) -> tuple[int, ...]:
    return tuple(r for r, rv in enumerate(p.rovers)
                 if rv.board >= 0 and p.boards[rv.board].kind in PLANET_KINDS)


def large_choices(st: State, seat: int, p: Player) -> list[Choice]:
    """Upper A T2: a large tile to select, when a rover could use the movement."""
    if not any(rv.board >= 0 for rv in p.rovers):
        return []
    return _selectable(st, seat, p, SELECT_LARGE_MOVES, "large")


def select_large(t: Turn, st: State, args: Choice) -> None:
    """Upper A T2: 2 movement, to be spent before the tile is placed (`_end_selection`)."""
    p = t.player
    t.set(selected=args[0], quantum_moves=p.moves, moves=p.moves + 2)
    t.log("sm.qs_selected_large", amount=2)
    _decide(t, args[0])


def small_choices(st: State, seat: int, p: Player) -> list[Choice]:
    """Upper B T2: a small tile to select, when a rover stands on the planet."""
    if not _planet_rovers(p):
        return []
    return _selectable(st, seat, p, SELECT_SMALL_STEPS, "small")


def select_small(t: Turn, st: State, args: Choice) -> None:
    """Upper B T2: each rover on the planet may now move 1 square (`use 82`)."""
    t.set(selected=args[0], quantum_steps=_planet_rovers(t.player))
    t.log("sm.qs_selected_small")
    _decide(t, args[0])


def step_choices(st: State, seat: int, p: Player) -> list[Choice]:
    """(rover, direction) free steps left before the selected tile is placed."""
    if not p.quantum_steps or p.placed:
        return []
    return [(r, d) for r, d in rover_moves(st, replace(p, moves=1)) if r in p.quantum_steps]


def step(t: Turn, st: State, args: Choice) -> None:
    """One free square for a rover (upper B T2: costs no movement)."""
    rover, direction = args
    t.set(moves=t.player.moves + 1,
          quantum_steps=tuple(r for r in t.player.quantum_steps if r != rover))
    move_rover(t, rover, direction)


# --- upper B T5: an advance ending on an empty space --------------------------------------------


def after_action(t: Turn, before: Player) -> None:
    """SM-12.3 upper B T5: each tracker the action moved up and left on a space with nothing
    printed gives 1 movement; spaces only passed (skips, the first of several steps of one
    effect) do not count. An effect is one action here: a pool item, a card, a discard."""
    p = t.player
    if not has_ability(p, EMPTY_SPACE_MOVES) or before.corp != p.corp:
        return
    for track, (was, now) in enumerate(zip(before.tracks, p.tracks, strict=True)):
        if now > was and not model(p).codes(p, track, now):
            t.set(moves=t.player.moves + 1)
            t.log("sm.qs_empty_space", track=track)


POOL_KINDS[ITEM] = PoolKind(res_choices, resolve_res)
POOL_KINDS[METEOR] = PoolKind(meteor_choices, destroy)
POOL_KINDS[MORE] = PoolKind(more_choices, more)
USES[USE_LARGE] = Use(SELECT_LARGE_MOVES, large_choices, select_large)
USES[USE_SMALL] = Use(SELECT_SMALL_STEPS, small_choices, select_small)
USES[USE_STEP] = Use(FREE_STEP, step_choices, step)
for _key in QUANTUM_CORPS:
    TILE_GAINS[_key] = on_tile
    ON_ACTION[_key] = after_action

__all__ = ["ITEM", "METEOR", "MORE", "NOTHING", "choose_faces", "face_choices", "is_quantum",
           "offer_ids", "on_tile"]
