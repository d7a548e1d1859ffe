"""The round of Planet Unknown: setup, rotation, event, draft and placement, civ cards,
cleanup, the end and the final phase (PU-1, PU-2, PU-3, PU-10.2, PU-12, PU-13).

The flow runs automatic steps until some seat must decide (`run`). Simultaneous steps (the
objective choice, the event, steps 4-5, the final phase) give every seat a private working
copy (`State.work`); when all have confirmed, the copies become the public table and their
journals are announced in seat order from the commander (PU-19.3). Civ-card steps are
sequential in commander order (PU-10.2).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from game.core.rules import Event
from game.supermoon import board as geo
from game.supermoon.abilities import EXTRA_CIV_CARD, has_ability
from game.supermoon.card_effects import civ_gains, event_gains, final_advance
from game.supermoon.corps import round_start, take_offered
from game.supermoon.corps.quantum import offer_ids
from game.supermoon.corps.republic import final_gains
from game.supermoon.data import (
    CIV_CARDS,
    CORPORATIONS,
    EVENTS,
    PLANETS,
    RANKS,
    SYMMETRIC_CORP,
    SYMMETRIC_PLANET,
    TILES,
    TRACK_INDEX,
    ladder_row,
)
from game.supermoon.fragment import FRAGMENTED, is_fragmented, take_fragmented
from game.supermoon.gains import placement_rules, settle
from game.supermoon.rescue import pair_fits
from game.supermoon.setup import (  # noqa: F401 (re-exported: the rules and tests use them)
    COLOUR_INDEX,
    DECK_SIZE,
    build_event_deck,
    eligible_events,
    initial_state,
    solo_goal,
    uses_events,
)
from game.supermoon.state import Gain, Player, State, depot_slots
from game.supermoon.tracks import Turn, advance, all_at_top

SIMULTANEOUS = ("setup", "event", "place", "final")
SEQUENTIAL = ("event_civ", "civ", "final_civ")


def option_value(st: State, name: str, default: Any = None) -> Any:
    """A normalised option's value."""
    text = st.option(name)
    return json.loads(text) if text else default


# --- running the flow ---------------------------------------------------------------------------


def run(st: State, events: list[Event]) -> State:
    """Run automatic steps until a seat must act or the game is over."""
    for _ in range(1000):
        if st.over:
            return st
        if st.phase in SIMULTANEOUS:
            if all(p.done for p in st.work):
                st = _commit_all(st, events)
                st = _after_step(st, events)
                continue
            return st
        if st.phase in SEQUENTIAL:
            st = _prepare_head(st, events)
            if not st.order:
                st = _after_step(st, events)
                continue
            return st
        if st.phase == "rotate":
            return st
        if st.phase == "boards":
            st = _prepare_board_choice(st, events)
            if not st.order:
                st = _after_step(st, events)
                continue
            return st
        raise AssertionError(f"unknown phase {st.phase}")
    raise AssertionError("the flow did not settle")


def _after_step(st: State, events: list[Event]) -> State:
    nxt = {"boards": _open_setup, "setup": _begin_round, "event": _after_event,
           "event_civ": _before_place,
           "place": _civ_step, "civ": _cleanup, "final": _final_civ, "final_civ": _score}
    return nxt[st.phase](st, events)


def _open_step(st: State, phase: str, prepare: Any = None) -> State:
    """Start a simultaneous step: every seat gets a working copy."""
    work = []
    for seat, p in enumerate(st.players):
        p = replace(p, done=False, journal=())
        if prepare is not None:
            p = prepare(seat, p)
        work.append(p)
    return replace(st, phase=phase, work=tuple(work), base=tuple(work))


def _commit_all(st: State, events: list[Event]) -> State:
    """Reveal every seat's turn together (PU-19.3)."""
    for seat in _from_commander(st):
        events.extend(_journal_events(st.work[seat].journal, seat))
    for seat in range(st.n):
        st = _take_tiles(st, seat)
    players = tuple(replace(p, done=False, journal=()) for p in st.work)
    return replace(st, players=players, work=players, base=players)


def _take_tiles(st: State, seat: int) -> State:
    """Pop the stacks this seat took from (PU-3.2: the new top waits for cleanup)."""
    new = st.work[seat].took[len(st.players[seat].took):]
    if not new:
        return st
    stacks = list(st.stacks)
    hidden = list(st.hidden_top)
    gone = st.gone
    for slot in new:
        tile = stacks[slot][0]
        stacks[slot] = stacks[slot][1:]
        hidden[slot] = True
        if not any(piece.tile == tile for b in st.work[seat].boards for piece in b.pieces):
            gone = gone + (tile,)  # discarded (PU-5.8)
    return replace(st, stacks=tuple(stacks), hidden_top=tuple(hidden), gone=gone)


def _journal_events(journal: tuple[tuple[str, str], ...], seat: int) -> list[Event]:
    """A seat's turn told publicly, each line naming the seat (the log says who did what); it
    repeats the drafts the seat saw while it played (PU-19.3), which the log then leaves out."""
    return [Event(kind, {"seat": seat, **json.loads(args)}, reveal=True) for kind, args in journal]


def _from_commander(st: State) -> list[int]:
    return [(st.commander + k) % st.n for k in range(st.n)]


# --- the round -----------------------------------------------------------------------------------


def start(st: State, events: list[Event]) -> State:
    """After setup: the free choice of planets and corporations in turn (PU-17.1, PU-18.1),
    then the simultaneous choices (a dealt planet or corporation or the symmetric one, a moon,
    objectives), then round 1."""
    if "choice" in (option_value(st, "planets"), option_value(st, "corporations")):
        return run(replace(st, phase="boards", order=tuple(_from_commander(st))), events)
    return _open_setup(st, events)


def _open_setup(st: State, events: list[Event]) -> State:
    def idle(p: Player) -> bool:  # a pool item: a corporation's setup choice (PU-18.4)
        return not (p.offer or p.planet_offer or p.corp_offer or p.moon_offer or p.pool
                    or p.fragment_offer or p.quantum_offer)  # SM-9.1, SM-11.1: the faces

    if not all(idle(p) for p in st.players):
        st = _open_step(st, "setup", lambda seat, p: replace(p, done=idle(p)))
        return run(st, events)
    return run(_begin_round(st, events), events)


def free_offers(st: State, p: Player) -> bool:
    """Does the seat hold a planet or corporation offer of the free choice (PU-17.1, PU-18.1)?
    A dealt offer of the other option waits for the secret setup step."""
    return bool(p.planet_offer and option_value(st, "planets") == "choice"
                or p.corp_offer and option_value(st, "corporations") == "choice")


def _prepare_board_choice(st: State, events: list[Event]) -> State:
    """PU-17.1, PU-18.1 free choice, in turn from the commander: the head seat is offered the
    symmetric planet and every asymmetric planet nobody has taken (each at most once), then
    likewise the corporations, for whichever of the two is chosen freely."""
    while st.order:
        seat = st.order[0]
        p = st.work[seat]
        if p.done:
            st = _commit_one(st, seat, events)
            continue
        if not p.journal and not free_offers(st, p):  # its turn begins
            before = [st.players[s] for s in range(st.n) if s not in st.order]
            planets: tuple[int, ...] = ()
            corps: tuple[int, ...] = ()
            if option_value(st, "planets") == "choice":
                taken = {q.boards[0].key for q in before}
                planets = tuple(pl.planet_id for pl in PLANETS
                                if pl.key == SYMMETRIC_PLANET or pl.key not in taken)
                if option_value(st, "fragments") and not any(map(is_fragmented, before)):
                    planets += (FRAGMENTED,)  # SM-9.1: one seat at most
            if option_value(st, "corporations") == "choice":
                had = {q.corp for q in before}
                corps = tuple(c.corp_id for c in CORPORATIONS if c.key == SYMMETRIC_CORP
                              or c.key not in had) + offer_ids(st, before)  # SM-11.1
            st = _set_work(st, seat, replace(p, planet_offer=planets or p.planet_offer,
                                             corp_offer=corps or p.corp_offer), base=True)
        return st
    return st


def choose_planet(t: Turn, planet_id: int) -> None:
    """Take a planet: its empty board(s) with its lifepods replace the symmetric one (SM-9.1)."""
    if planet_id == FRAGMENTED:
        return take_fragmented(t)
    planet = PLANETS[planet_id]
    boards = (geo.empty_board(planet.key),) + t.player.boards[1:]
    t.set(boards=boards, planet_offer=())
    t.log("sm.planet_chosen", planet=planet_id)


def choose_corporation(t: Turn, corp_id: int) -> None:
    """Take a corporation (PU-18.1): its rovers and whatever its board adds at setup."""
    t.player = replace(take_offered(t.player, corp_id), corp_offer=())  # SM-11.1 too
    t.log("sm.corp_chosen", corp=corp_id)


def _begin_round(st: State, events: list[Event]) -> State:
    st = replace(st, round=st.round + 1, event=0)
    events.append(Event("sm.round", {"round": st.round, "seat": st.commander}))
    st = round_start(st, events)  # round-start abilities (PU-18.5, PU-18.7)
    if st.solo or (st.n == 2 and option_value(st, "variant2", False)):
        # PU-3.3: one depot clockwise each round
        st = replace(st, rotation=(st.rotation + 5) % 6)
        events.append(Event("sm.station_turned", {"rotation": st.rotation}))
        return reveal_event(st, events)
    return replace(st, phase="rotate")


def rotate(st: State, rotation: int, events: list[Event]) -> State:
    """The commander sets the station (PU-3.3)."""
    # the log said « turns the station » when the commander confirmed it as it stood
    kind = "sm.station_kept" if rotation == st.rotation else "sm.station_set"
    st = replace(st, rotation=rotation)
    events.append(Event(kind, {"seat": st.commander, "rotation": rotation}))
    return run(reveal_event(st, events), events)


def reveal_event(st: State, events: list[Event]) -> State:
    """PU-12.2: reveal this round's event; every seat resolves its part at once."""
    if not st.events:
        return _after_event(replace(st, event=0), events)
    event, rest = st.events[0], st.events[1:]
    st = replace(st, event=event, events=rest, revealed=st.revealed + (event,))
    events.append(Event("sm.event", {"event": event}, barrier=True,
                        barrier_key="supermoon.undo.event"))
    if not rest:  # PU-12.4
        st = _end(st, "events", events)
    op = EVENTS[event].op
    if op in ("civ_deck_add_random", "civ_deck_remove_random"):
        st = _civ_deck_event(st, op, events)

    def prepare(seat: int, p: Player) -> Player:
        t = Turn(seat, replace(p, peek=0), EVENTS[event].round_rule, st.round)
        event_gains(t, event)
        if op == "draw_private_objective" and st.objective_pile:
            t.set(objectives=t.player.objectives + (st.objective_pile[0],))
            t.log("sm.objective_drawn")
        settle(t, st, seat)
        return replace(t.player, done=not t.player.pool, journal=t.frozen_journal())

    st = _open_step(st, "event", prepare)
    if op == "draw_private_objective" and st.objective_pile:
        st = replace(st, objective_pile=st.objective_pile[1:])
    return st


def _civ_deck_event(st: State, op: str, events: list[Event]) -> State:
    """Events 66 and 112 (PU-12.7): one random card per rank joins or leaves the deck."""
    decks, reserves = list(st.civ_decks), list(st.civ_reserve)
    rng = st.rng
    for r in range(len(RANKS)):
        source = reserves[r] if op == "civ_deck_add_random" else decks[r]
        if not source:
            continue
        pick, rng = rng.randint(0, len(source) - 1)
        card = source[pick]
        if op == "civ_deck_add_random":
            reserves[r] = tuple(c for c in reserves[r] if c != card)
            decks[r] = decks[r] + (card,)
        else:
            decks[r] = tuple(c for c in decks[r] if c != card)
    events.append(Event("sm.civ_decks_changed", {"event": st.event}, barrier=True,
                        barrier_key="supermoon.undo.civ_decks"))
    return replace(st, civ_decks=tuple(decks), civ_reserve=tuple(reserves), rng=rng)


def _after_event(st: State, events: list[Event]) -> State:
    """PU-10.3: milestones reached in the event step are claimed right after it."""
    if any(p.milestones for p in st.players):
        return _open_sequential(st, "event_civ")
    return _before_place(st, events)


def depot_tiles(st: State, seat: int, p: Player) -> list[tuple[int, int]]:
    """(slot, tile) of the visible tops of the seat's depot not yet taken (PU-3.4)."""
    out = []
    for slot in depot_slots(st.depot(seat)):
        if st.stacks[slot] and not st.hidden_top[slot] and slot not in p.took:
            out.append((slot, st.stacks[slot][0]))
    return out


LEVELS = ((1, False, False), (2, True, False), (3, False, True), (4, True, True))


def placement_level(st: State, seat: int, p: Player) -> int:
    """SM-1.4: 1 all rules, 2 without the event's restriction, 3 without the planet's own
    placement rule (SM-1.2; a fragment's forbidden element, SM-9.8), 4 without both; 0 no
    placement at all. Levels 3-4 need a liftable rule (on KSB-4156 they equal 1-2)."""
    liftable = any(geo.waivable(b) for b in p.boards)
    for level, waived, lifted in LEVELS:
        if lifted and not liftable:
            continue
        rules = placement_rules(st, p, waived=waived, lifted=lifted)
        for _, tile in depot_tiles(st, seat, p):
            if any(geo.has_placement(b, tile, rules) for b in p.boards):
                return level
        if pair_fits(p, rules):  # SM-1.4, SM-7.8: a pair of rescue tiles counts too
            return level
    return 0


def _before_place(st: State, events: list[Event]) -> State:
    """Step 3, the end check (PU-13.1), then steps 4-5 for everyone (PU-2.2)."""
    stuck = []

    def prepare(seat: int, p: Player) -> Player:
        level = placement_level(st, seat, p)
        if level == 0:
            stuck.append(seat)
        elif level in (2, 4):
            events.append(Event("sm.waiver", {"seat": seat}))  # PU-4.8
        if level in (3, 4):
            events.append(Event("sm.planet_waiver", {"seat": seat}))  # SM-1.2
        # PU-18: "once per round" abilities reset at step 4, not at cleanup: an ability used
        # in step 6 and again in the next round's event step counts once
        return replace(p, stuck=level == 0, waived=level in (2, 4), lifted=level in (3, 4),
                       placed=False, used=())

    st = _open_step(st, "place", prepare)
    for seat in stuck:
        events.append(Event("sm.stuck", {"seat": seat}))
        st = _end(st, "stuck", events)
    return st


def _civ_step(st: State, events: list[Event]) -> State:
    """Step 6 (PU-10.2), or straight to cleanup."""
    if any(p.milestones for p in st.players):
        return _open_sequential(st, "civ")
    return _cleanup(st, events)


def _open_sequential(st: State, phase: str) -> State:
    order = tuple(s for s in _from_commander(st) if st.players[s].milestones)
    return replace(st, phase=phase, order=order)


def _prepare_head(st: State, events: list[Event]) -> State:
    """Show the head seat its rank deck, or skip seats with nothing left to claim."""
    while st.order:
        seat = st.order[0]
        p = st.work[seat]
        if p.picking or p.pool or p.milestones:
            if not p.picking and not p.pool and p.milestones:
                rank = p.milestones[0]
                deck = st.civ_decks[rank - 1]
                if not deck:  # PU-10.1: an empty deck gives nothing
                    p = replace(p, milestones=p.milestones[1:])
                    events.append(Event("sm.civ_empty", {"seat": seat, "rank": rank}))
                    st = _set_work(st, seat, p, base=True)
                    continue
                picking = deck
                nxt = st.civ_decks[rank] if rank < len(st.civ_decks) else ()
                if nxt and has_ability(p, EXTRA_CIV_CARD):  # Republic T2 (PU-18.15)
                    picking = deck + (nxt[0],)
                p = replace(p, picking=picking)
                st = _set_work(st, seat, p, base=True)  # PU-19.5: seen, no going back
                public = Event("sm.civ_look", {"seat": seat, "rank": rank})
                events.append(Event("sm.civ_look", {"seat": seat, "rank": rank}, to=(seat,),
                                    redacted=public, barrier=True,
                                    barrier_key="supermoon.undo.civ_look"))
            return st
        if not p.done:
            return st
        st = _commit_one(st, seat, events)
    return st


def _set_work(st: State, seat: int, p: Player, base: bool = False) -> State:
    work = list(st.work)
    work[seat] = p
    st = replace(st, work=tuple(work))
    if base:
        b = list(st.base)
        b[seat] = p
        st = replace(st, base=tuple(b))
    return st


def _commit_one(st: State, seat: int, events: list[Event]) -> State:
    """A seat's civ turn is over: it becomes public."""
    events.extend(_journal_events(st.work[seat].journal, seat))
    st = _take_tiles(st, seat)
    p = replace(st.work[seat], done=False, journal=())
    players = list(st.players)
    players[seat] = p
    work = list(st.work)
    work[seat] = p
    base = list(st.base)
    base[seat] = p
    return replace(st, players=tuple(players), work=tuple(work), base=tuple(base),
                   order=st.order[1:])


def take_civ(st: State, seat: int, card: int, t: Turn) -> State:
    """PU-10.1: keep one card of the rank deck; immediate effects at once (PU-10.2)."""
    rank = CIV_CARDS[card].rank
    decks = list(st.civ_decks)
    decks[rank - 1] = tuple(c for c in decks[rank - 1] if c != card)
    # PU-19.6: the seat remembers what stays in the deck it saw (private, view.py strips it).
    seen = tuple(c for c in t.player.seen_deck if CIV_CARDS[c].rank != rank)
    seen += tuple(c for c in t.player.picking if c != card)
    t.set(civ=t.player.civ + (card,), picking=(), milestones=t.player.milestones[1:],
          seen_deck=seen)
    if CIV_CARDS[card].timing == "immediate":
        t.log("sm.civ_taken", card=card, rank=rank)
        civ_gains(t, card)
    elif CIV_CARDS[card].timing == "tools":  # SM-0.4: face up, used from now on
        t.log("sm.civ_taken", card=card, rank=rank)
    else:
        t.log("sm.civ_taken_secret", rank=rank)  # PU-10.4: end-game cards stay secret
        if st.phase == "final_civ":
            final_advance(t, card)  # PU-13.5: its final phase is now
    return replace(st, civ_decks=tuple(decks))



def _cleanup(st: State, events: list[Event]) -> State:
    """Step 7: reveal new tops, pass the commander, check the end (PU-2.1, PU-13.2-13.4)."""
    players = tuple(replace(p, moves=0, tech_locked=(), took=(), placed=False, stuck=False,
                            rescuing=0, selected=-1, quantum=0,
                            waived=False, lifted=False, done=False, journal=())
                  for p in st.players)
    st = replace(st, players=players, work=players, base=players,
                 hidden_top=(False,) * 12, commander=(st.commander + 1) % st.n, order=())
    events.append(Event("sm.tops_revealed", {}, barrier=True,  # PU-3.2
                        barrier_key="supermoon.undo.tiles"))
    for d in range(6):
        if all(not st.stacks[s] for s in depot_slots(d)):
            st = _end(st, "depot", events)  # PU-13.2
            break
    if any(all_at_top(p) for p in st.players):
        st = _end(st, "tracks", events)  # PU-13.4, SM-1.1
    if st.last_round:
        return _final(st, events)
    return _begin_round(st, events)


def _end(st: State, reason: str, events: list[Event]) -> State:
    if reason in st.end_reasons:
        return st
    events.append(Event("sm.end_triggered", {"reason": reason}))
    return replace(st, last_round=True, end_reasons=st.end_reasons + (reason,))


def _final(st: State, events: list[Event]) -> State:
    """PU-13.5: end-game cards revealed, their advances, stored patches; then scoring."""
    st = replace(st, event=0)
    events.append(Event("sm.final_phase", {}))
    # The pool is checked as the final phase sees it: a stored patch can no longer be kept
    # for later there (PU-9.4), so one with no free square is lost now (PU-9.1).
    final = replace(st, phase="final")

    def prepare(seat: int, p: Player) -> Player:
        t = Turn(seat, p)
        for card in p.civ:
            final_advance(t, card)
        t.add(*(Gain("patch", source="stored") for _ in range(p.stored)))
        t.set(stored=0)
        final_gains(t)  # Republic T5 (PU-18.15)
        settle(t, final, seat)
        return replace(t.player, done=not t.player.pool, journal=t.frozen_journal())

    return _open_step(st, "final", prepare)


def _final_civ(st: State, events: list[Event]) -> State:
    if any(p.milestones for p in st.players):
        return _open_sequential(st, "final_civ")
    return _score(st, events)


def _score(st: State, events: list[Event]) -> State:
    from game.supermoon.scoring import breakdown
    scores = tuple(breakdown(st, seat)["total"] for seat in range(st.n))
    events.append(Event("sm.game_over", {"scores": list(scores)}))
    if st.solo:  # PU-15.4, PU-15.5: the target and the row of the outcome ladder
        goal = solo_goal(st.event_counts, st.options)
        delta = scores[0] - goal
        events.append(Event("sm.solo_result", {"target": goal, "delta": delta,
                                               "row": ladder_row(delta)}))
    return replace(st, phase="over", over=True, final_scores=scores, order=())


def discard_tile(t: Turn, tile: int) -> None:
    """PU-5.8: advance both resources without placing; Water needs no ice, +1 only; an
    Energy icon counts as the other resource (DECISION)."""
    a, b = TILES[tile].resources()
    for name, other in ((a, b), (b, a)):
        target = other if name == "energy" else name
        if target == "energy":
            continue
        advance(t, TRACK_INDEX[target], source="discard")
