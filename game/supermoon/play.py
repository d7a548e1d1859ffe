"""Who acts, what is legal and what an action does, phase by phase (PU-2, PU-19.3, PU-19.5).

Used by `rules.SupermoonRules`; pure functions over `State`.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.lastanswer import LastAnswer
from game.core.rules import Event, IllegalAction
from game.supermoon import board as geo
from game.supermoon.actions import Action
from game.supermoon.card_effects import PUBLIC_TIMINGS, tool_gains
from game.supermoon.corps import POOL_KINDS, USES, after_action, use_actions
from game.supermoon.corps.quantum import choose_faces, face_choices
from game.supermoon.corps.republic import jump, jump_choices, select_choices, select_tile
from game.supermoon.data import CIV_CARDS, LETTER, RESCUE_BASE, TERRAINS
from game.supermoon.fragment import choose_fragments
from game.supermoon.gains import (
    choices,
    move_rover,
    place_piece,
    placement_rules,
    resolve,
    rover_moves,
    settle,
)
from game.supermoon.moon import choose_moon, flush_shots, moon_choices
from game.supermoon.phases import (
    SEQUENTIAL,
    SIMULTANEOUS,
    _set_work,
    choose_corporation,
    choose_planet,
    depot_tiles,
    discard_tile,
    free_offers,
    option_value,
    rotate,
    run,
    take_civ,
)
from game.supermoon.rescue import (
    discard_rescue,
    first_placements,
    second_placements,
    terrain_index,
)
from game.supermoon.state import Player, State
from game.supermoon.tracks import Turn, round_rule

REVEALING = ("sm.peeked", "sm.objective_drawn", "sm.objectives_drawn")  # (Jump Drive T6)
SETUP_CHOICES = ("planet", "corp", "quantum", "moon", "fragments")


def to_act(st: State) -> tuple[int, ...]:
    """Seats that may act now."""
    if st.over:
        return ()
    if st.phase == "rotate":
        return (st.commander,)
    if st.phase in SIMULTANEOUS:
        return tuple(s for s in range(st.n) if not st.work[s].done)
    if (st.phase in SEQUENTIAL or st.phase == "boards") and st.order:
        return (st.order[0],)
    return ()


def _pool_actions(st: State, seat: int, p: Player) -> list[Action]:
    out = []
    for i, gain in enumerate(p.pool):
        if gain.kind == "aim":  # SM-4.3: the satellite fires before anything else resolves;
            # movement stays spendable (PU-2.4): steps, Republic's jumps, teleports, shuttle
            out = [Action("gain", (i,) + c) for c in choices(st, seat, p, gain)]
            out += [Action("move", c) for c in rover_moves(st, p)]
            out += [Action("jump", c) for c in jump_choices(st, p)]
            return out + [Action("use", c) for c in use_actions(st, seat, p, True)]
        out += [Action("gain", (i,) + c) for c in choices(st, seat, p, gain)]
    out += [Action("move", c) for c in rover_moves(st, p)]
    out += [Action("jump", c) for c in jump_choices(st, p)]  # Republic T3
    out += [Action("use", c) for c in use_actions(st, seat, p)]  # PU-18
    return out


def _can_finish(st: State, p: Player) -> bool:
    if p.pool or p.picking:
        return False
    if st.phase == "boards":  # the free choice: a dealt offer waits for the setup step
        return not free_offers(st, p)
    if (p.planet_offer or p.corp_offer or p.quantum_offer or p.moon_offer or p.fragment_offer
            or p.shots):
        return False
    if st.phase == "setup":
        return len(p.objectives) >= p.keep
    if st.phase == "place":
        return p.placed
    if st.phase in SEQUENTIAL:
        return not p.milestones
    return True


_LAST: LastAnswer[tuple[Action, ...]] = LastAnswer()
"""The last legal list (`core.lastanswer`): `apply` asks `is_legal` on the state the list was
just made for, and with rescue tiles a list costs tens of milliseconds (each first tile is
offered only where a second can follow, SM-7.3)."""


def legal_actions(st: State, seat: int) -> tuple[Action, ...]:
    """Every legal action of a seat."""
    return _LAST.answer(st, seat, lambda: _legal(st, seat))


def _legal(st: State, seat: int) -> tuple[Action, ...]:
    if seat not in to_act(st):
        return ()
    if st.phase == "rotate":
        return tuple(Action("rotate", (r,)) for r in range(6))
    p = st.work[seat]
    out: list[Action] = []
    turn = st.phase == "boards"  # the free choice in turn: a dealt offer waits (PU-18.1)
    if p.planet_offer and (not turn or option_value(st, "planets") == "choice"):
        out = [Action("planet", (k,)) for k in p.planet_offer]  # PU-17.1: the planet first
    elif p.corp_offer and (not turn or option_value(st, "corporations") == "choice"):
        out = [Action("corp", (k,)) for k in p.corp_offer]  # PU-18.1: then the corporation
    elif turn:
        out = _pool_actions(st, seat, p)  # what a corporation taken adds (Flux's token)
    elif p.quantum_offer:  # SM-11.1: then Quantum Solutions' two faces
        out = [Action("quantum", c) for c in face_choices(p)]
    elif p.fragment_offer:  # SM-9.1: the fragmented planet's faces
        out = [Action("fragments", (m,)) for m in p.fragment_offer]
    elif p.moon_offer:  # SM-3.1: then the moon's face and the satellite's start
        out = [Action("moon", c) for c in moon_choices(p)]
    elif st.phase == "setup":
        out = [Action("objective", (c,)) for c in p.offer if c not in p.objectives]
        out += [Action("gain", (i,) + c) for i, gain in enumerate(p.pool)  # PU-18.4
                for c in choices(st, seat, p, gain)]
    elif p.picking:
        out = [Action("civ", (c,)) for c in p.picking]
    else:
        if st.phase == "place" and not p.placed:
            out += _draft_actions(st, seat, p)
        out += _pool_actions(st, seat, p)
    if _can_finish(st, p):
        out.append(Action("done"))
    if p != st.base[seat] and st.phase not in ("setup", "boards"):
        out.append(Action("reset"))
    return tuple(out)


def _draft_actions(st: State, seat: int, p: Player) -> list[Action]:
    tiles = depot_tiles(st, seat, p)
    if p.stuck:
        out = [Action("discard", (slot,)) for slot, _ in tiles]
        held = sorted(terrain_index(lt) for lt in p.rescue)
        return out + [Action("rdiscard", (a, b)) for i, a in enumerate(held)
                      for b in held[i + 1:]]  # SM-7.8
    rules = placement_rules(st, p)
    out = []
    if p.rescuing:  # the pair's second tile, once the first is resolved (SM-7.5)
        if not p.pool and not p.shots:
            out += [Action("rescue", (terrain_index(lt), f, x, y, bi))
                    for lt, f, x, y, bi in second_placements(p, rules)]
        return out
    if p.selected >= 0:  # Republic T1: the chosen tile must be taken (PU-18.15)
        tiles = [(slot, tile) for slot, tile in tiles if slot == p.selected]
    for slot, tile in tiles:
        for bi, b in enumerate(p.boards):
            out += [Action("place", (slot, f, x, y, bi))
                    for f, x, y in geo.placements(b, tile, rules)]
    if p.selected < 0:
        out += [Action("rescue", (terrain_index(lt), f, x, y, bi))
                for lt, f, x, y, bi in first_placements(p, rules)]  # SM-7.3
        out += [Action("select", (slot,)) for slot in select_choices(p, tiles)]
    return out


def is_legal(st: State, seat: int, action: Action) -> bool:
    """Fast check for placements; the others compare with the legal list."""
    if not isinstance(action, Action) or seat not in to_act(st):
        return False
    if action.kind == "place" and st.phase == "place" and len(action.args) == 5:
        p = st.work[seat]
        slot, form, x, y, bi = action.args
        tiles = dict(depot_tiles(st, seat, p))
        if (p.placed or p.stuck or p.rescuing or slot not in tiles
                or not 0 <= bi < len(p.boards) or p.selected not in (-1, slot)):
            return False
        return geo.is_legal_placement(p.boards[bi], tiles[slot], form, x, y,
                                      placement_rules(st, p))
    if action.kind in ("gain", "move") and st.phase not in ("rotate", "setup", "boards"):
        # The same test as the legal list's, for one item (the bots try thousands a turn).
        p = st.work[seat]
        if not (p.planet_offer or p.corp_offer or p.moon_offer or p.picking):
            if action.kind == "move":
                return action.args in rover_moves(st, p)
            i = action.args[0] if action.args else -1
            if not 0 <= i < len(p.pool):
                return False
            aim = next((k for k, g in enumerate(p.pool) if g.kind == "aim"), i)
            return aim == i and action.args[1:] in choices(st, seat, p, p.pool[i])
    return action in legal_actions(st, seat)


def _refuse(action: Action) -> IllegalAction:
    return IllegalAction(f"{action} is not allowed now.", "sm.illegal.not_allowed",
                         text=str(action))


def apply(st: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    """Apply one action and run the automatic steps after it."""
    if st.over:
        raise IllegalAction("The game is over.", "core.illegal.game_over")
    if not is_legal(st, seat, action):
        raise _refuse(action)
    events: list[Event] = []
    if action.kind == "rotate":
        return rotate(st, action.args[0], events), tuple(events)
    p = st.work[seat]
    if action.kind == "reset":  # PU-19.5
        st = _set_work(st, seat, st.base[seat])
        events.append(Event("sm.reset", {"seat": seat}, to=(seat,), draft=True))
        return st, tuple(events)
    t = Turn(seat, p, round_rule(st), st.round)
    t.journal = []
    base = False
    kind, args = action.kind, action.args
    if kind in SETUP_CHOICES:
        if kind == "planet":
            choose_planet(t, args[0])
        elif kind == "corp":
            choose_corporation(t, args[0])
        elif kind == "quantum":
            choose_faces(t, args[0], args[1])
        elif kind == "fragments":
            choose_fragments(t, args[0])
        else:
            choose_moon(t, args[0], args[1])
        q = t.player
        waiting = (free_offers(st, q) if st.phase == "boards"
                   else q.planet_offer or q.corp_offer) or q.pool
        if not waiting and (st.phase == "boards" or not (  # the faces wait for the setup step
                q.moon_offer or q.fragment_offer or q.quantum_offer
                or q.offer and len(q.objectives) < q.keep)):
            t.set(done=True)
    elif kind == "objective":
        t.set(objectives=p.objectives + (args[0],))
        if len(t.player.objectives) >= p.keep:
            t.set(offer=(), done=not p.pool)
            t.log("sm.objectives_kept", count=len(t.player.objectives))
    elif kind == "place":
        slot, form, x, y, bi = args
        tile = st.stacks[slot][0]
        t.set(took=p.took + (slot,), placed=True)
        place_piece(t, st, bi, tile, form, x, y, with_advance=True)
        tool_gains(t, p.boards[bi].kind, tile)  # SM-0.4
    elif kind == "rescue":  # SM-7.3 to SM-7.5: one tile of the pair
        k, form, x, y, bi = args
        letter = LETTER[TERRAINS[k]]
        t.set(rescue=p.rescue.replace(letter, "", 1), rescuing=p.rescuing + 1,
              placed=p.rescuing + 1 >= 2)
        place_piece(t, st, bi, RESCUE_BASE + k, form, x, y, with_advance=True)
        tool_gains(t, p.boards[bi].kind, RESCUE_BASE + k)  # SM-0.4
    elif kind == "select":
        select_tile(t, args[0])
    elif kind == "jump":
        jump(t, *args)
    elif kind == "use":  # a corporation's ability (PU-18)
        use = USES[args[0]]
        st = use.apply(t, st, args[1:]) or st
        base = use.reveals
    elif kind == "rdiscard":
        discard_rescue(t, (LETTER[TERRAINS[args[0]]], LETTER[TERRAINS[args[1]]]))
    elif kind == "discard":
        tile = st.stacks[args[0]][0]
        t.set(took=p.took + (args[0],), placed=True)
        t.log("sm.discarded", tile=tile)
        discard_tile(t, tile)
    elif kind == "gain":
        kind_of = p.pool[args[0]].kind
        st = resolve(t, st, args[0], args[1:])
        # A peek shows hidden information; the station changes are the table's: neither
        # can be taken back by "start over" (PU-19.5).
        base = t.player.peek != p.peek or kind_of in ("station", "remove_stack", "civ_pick")
        base = base or (kind_of in POOL_KINDS and POOL_KINDS[kind_of].reveals)  # PU-18
    elif kind == "move":
        move_rover(t, args[0], args[1])
    elif kind == "civ":
        st = take_civ(st, seat, args[0], t)
        base = True  # the choice followed a look at hidden cards (PU-19.5)
    elif kind == "done":
        t.set(done=True)
    after_action(t, p)  # a corporation's reaction to what the action did (SM-12.3)
    settle(t, st, seat)
    if t.player.shots:
        flush_shots(t)  # SM-4.3: the pool is done, the satellite fires
        settle(t, st, seat)
    q = t.player
    if q.rescuing == 1 and not q.placed and not q.pool and not q.shots and not any(
            second_placements(q, placement_rules(st, q))):
        t.set(placed=True)  # the first tile's gains filled the second's last spot
        t.log("sm.rescue_second_lost")
    journal = tuple(t.player.journal) + t.frozen_journal()
    newp = replace(t.player, journal=journal)
    st = _set_work(st, seat, newp, base=base)
    # Until the step is revealed, a seat's own events are for its eyes only (PU-19.3).
    # A peek or a drawn objective showed hidden information: Match undo stops there.
    events.extend(Event(k, {"seat": seat, **dict(a)}, to=(seat,), barrier=k in REVEALING,
                        barrier_key="supermoon.undo.seen" if k in REVEALING else "",
                        draft=True) for k, a in t.journal)
    if (kind == "done" or (kind in ("objective", *SETUP_CHOICES) and newp.done)) and st.n > 1:
        # solo: no « Player 1 is ready. », which the log showed above the moves it had just
        # made (they are told when the step is revealed, after it; a newcomer's review)
        events.append(Event("sm.ready", {"seat": seat}))
    st = run(st, events)
    return st, tuple(events)


def civ_is_secret(card: int) -> bool:
    """End-game cards stay secret until the final phase (PU-10.4); Tools are public (SM-0.4)."""
    return CIV_CARDS[card].timing not in PUBLIC_TIMINGS
