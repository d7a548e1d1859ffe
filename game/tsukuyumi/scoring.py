"""Victory points, the end of a round and the end of the game (TS-10, TS-11).

The end of a round runs in the order of TS-11.1: (1) red-phase goal checks and end-of-round
payouts, (2) radioactivity, (3) the Moon centre's VP, (4) "this round" effects expire and the
played action cards are discarded, (5) the final scoring after the last round, else the next
round. Provisional totals (`total`) are what the screen shows live and what Suprématie reads
(TS-11.5).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from game.core.rules import Event
from game.tsukuyumi.round import initiative_vp, last_round, start_round
from game.tsukuyumi.state import NOBODY, ONI, OVER, State, ZoneMarks, with_marks, with_seat
from game.tsukuyumi.zones import controlled, has, zone_vp

MOON_CENTRE = (0, 0)

RoundHook = Callable[[State, list[Event]], State]
RED_CHECKS: list[RoundHook] = []
"""Step (1) of TS-11.1: goals checked at the end of a red phase (TS-10.6) and end-of-round
payouts; registered by the modules that own them."""
CHECKS: list[RoundHook] = []
"""Immediate condition checks run after every completed step (TS-10.5): missions and goals."""
TURN_END: list[RoundHook] = []
"""Run when a seat ends a phase turn, before the next turn opens (TS-24.1 Infestation: "at the
end of one of your phase turns"); `st.turn` is still the ending turn."""
RADIATION_IMMUNE_FLAG = "radiation_immune"
"""A `Seat.flags` entry: this seat's units ignore radioactivity this round (the Nomads'
Faction Effect, TS-22.3); cleared with the other "this round" flags (TS-11.1 (4))."""


def _flag_immune(st: State, seat: int) -> bool:
    """TS-9.5, TS-22.3: a seat that chose radiation immunity this round."""
    return RADIATION_IMMUNE_FLAG in st.seats[seat].flags


def _darkseed_immune(st: State, seat: int) -> bool:
    """TS-9.5, TS-21.2: the Nuée Noire while the rule flag darkseed_radiation_immune is on."""
    return (st.seats[seat].faction == "darkseed"
            and st.option("darkseed_radiation_immune", "on") == "on")


RADIATION_IMMUNE: list[Callable[[State, int], bool]] = [_flag_immune, _darkseed_immune]
"""Rules that make a seat's units immune to radioactivity this round (TS-9.5); the Oni are
immune by TS-8.4."""


@dataclass(frozen=True)
class VpMode:
    """A scoring mode that replaces the usual VP sources (the two-player Victory cards,
    TS-13.2): while `applies(st)`, a seat's marked VP are `marked(st, seat)` instead of
    `Seat.vp`, its end-of-game VP `end(st, seat)` instead of zones and initiative, and the Moon
    centre scores nothing."""

    applies: Callable[[State], bool]
    marked: Callable[[State, int], int]
    end: Callable[[State, int], int]


VP_MODES: list[VpMode] = []
"""Registered by the modes (`two_player.py`); none applies in a 3- or 4-player game."""


def vp_mode(st: State) -> VpMode | None:
    """The scoring mode of this game, None for the usual sources."""
    for mode in VP_MODES:
        if mode.applies(st):
            return mode
    return None


@dataclass(frozen=True)
class OtherVp:
    """An end-of-game VP source of a module (TS-10.9: "other sources … counted last", e.g. the
    M5 mascots, the M7 Oni missions): `title` the text key of its column on the results
    screen, `applies(st)` whether it is in this game, `vp(st, seat)` its VP as things stand."""

    title: str
    applies: Callable[[State], bool]
    vp: Callable[[State, int], int]


OTHER_VP: list[OtherVp] = []
"""Registered by the modules; none applies with every toggle off (TS-0.10 (d)), nor in a
scoring mode (two players: only the Victory cards score, TS-13.2, TS-13.8)."""


def other_sources(st: State) -> tuple[OtherVp, ...]:
    """The module VP sources of this game, in registration order."""
    if not OTHER_VP or vp_mode(st) is not None:
        return ()
    return tuple(o for o in OTHER_VP if o.applies(st))


def other_vp(st: State, seat: int) -> int:
    """A seat's VP from the modules' end-of-game sources (TS-10.9), as things stand."""
    return sum(o.vp(st, seat) for o in other_sources(st))


def score_parts(st: State, seat: int) -> tuple[int, int, int]:
    """A seat's total in its three parts: the immediate VP marked during the game (missions,
    its faction goal, the Moon centre; TS-10.1–TS-10.4), then the end-of-game VP as the board
    lies, for controlled zones (TS-10.7) and for the initiative position (TS-10.8). The
    results screen and the live score both read these, so they always add up the same. In a
    scoring mode (two players, TS-13.2): what its cards marked, what they count at the end, 0."""
    mode = vp_mode(st)
    if mode:
        return mode.marked(st, seat), mode.end(st, seat), 0
    zones = sum(zone_vp(st, at) for at in controlled(st, seat))
    return st.seats[seat].vp, zones, initiative_vp(st, seat)


def marked_vp(st: State, seat: int) -> int:
    """Immediate VP marked so far (TS-10.1)."""
    return score_parts(st, seat)[0]


def end_vp(st: State, seat: int) -> int:
    """End-of-game VP as the board lies: zones and initiative (TS-10.7, TS-10.8), then the
    modules' other sources (TS-10.9)."""
    return sum(score_parts(st, seat)[1:]) + other_vp(st, seat)


def total(st: State, seat: int) -> int:
    """Immediate VP plus the end-of-game VP as things stand (TS-10.1, TS-11.3, TS-11.5), the
    modules' other sources last (TS-10.9)."""
    return sum(score_parts(st, seat)) + other_vp(st, seat)


def ranking(st: State) -> tuple[int, ...]:
    """Seats best first: most VP, ties to the better initiative position (TS-10.10)."""
    return tuple(sorted(range(st.n), key=lambda s: (-total(st, s), st.initiative.index(s))))


def run_checks(st: State, events: list[Event]) -> State:
    """TS-10.5: immediate conditions after a completed step; Suprématie's target (TS-11.5)."""
    for check in CHECKS:
        st = check(st, events)
    return supremacy(st, events)


def supremacy(st: State, events: list[Event]) -> State:
    """Suprématie: the first to the agreed score wins at once; several at one check: the
    highest total, then initiative (TS-11.5, TS-11.6)."""
    if st.option("length") != "supremacy" or st.phase == OVER:
        return st
    target = int(st.option("supremacy", 20))
    reached = [s for s in range(st.n) if total(st, s) >= target]
    if not reached:
        return st
    best = min(reached, key=lambda s: (-total(st, s), st.initiative.index(s)))
    events.append(Event("ts.supremacy", {"seat": best, "vp": total(st, best),
                                         "target": target}))
    return finish(st, events, winners=(best,))


def _radioactivity(st: State, events: list[Event]) -> State:
    """TS-9.5: units in a Radioactive zone at the end of the round are destroyed; the Oni are
    immune (TS-8.4), and so are seats a faction rule protects this round."""
    def immune(owner: int) -> bool:
        return owner == ONI or any(rule(st, owner) for rule in RADIATION_IMMUNE)

    doomed = [u for u in st.units if has(st, u.at, "radioactive") and not immune(u.owner)]
    if doomed:
        for owner in sorted({u.owner for u in doomed}):  # whose: the log said only how many
            mine = [u.uid for u in doomed if u.owner == owner]
            events.append(Event("ts.radiation", {"seat": owner, "units": mine,
                                                 "count": len(mine)}))
        gone = {u.uid for u in doomed}
        st = replace(st, units=tuple(u for u in st.units if u.uid not in gone))
    return st


def _moon_vp(st: State, events: list[Event]) -> State:
    """TS-10.2: the Moon centre's controller scores 1 VP at every round's end."""
    from game.tsukuyumi.zones import controller

    owner = controller(st, MOON_CENTRE)
    if 0 <= owner < st.n and vp_mode(st) is None:  # TS-13.2: not at 2 players
        me = st.seats[owner]
        st = with_seat(st, owner, replace(me, vp=me.vp + 1))
        events.append(Event("ts.moon_vp", {"seat": owner}))
    return st


def _expire(st: State, events: list[Event]) -> State:
    """TS-11.1 (4): used Eggs removed, once-per-round uses and "this round" effects reset,
    played action cards discarded."""
    for m in st.marks:
        if m.eggs_used or m.no_entry != NOBODY or m.entrench != NOBODY:
            st = with_marks(st, replace(m, eggs=m.eggs - m.eggs_used, eggs_used=0,
                                        no_entry=NOBODY, entrench=NOBODY))
    per_game = st.option("tetsuo_use", "once_per_round") == "once_per_game"
    seats = []
    for s in st.seats:
        keep_game = s.used_game + (("tetsuo",) if per_game and "tetsuo" in s.used
                                   and "tetsuo" not in s.used_game else ())
        seats.append(replace(s, used=(), used_game=keep_game, conquered=(), retaken=(),
                             flags=(), pick=0))
    played = st.played + tuple(s.pick for s in st.seats if s.pick)
    return replace(st, seats=tuple(seats), played=played)


def end_round(st: State, events: list[Event]) -> State:
    """The end of a round, in the order of TS-11.1."""
    st = replace(st, phase="scoring", turn=None, done=())
    for check in RED_CHECKS:
        st = check(st, events)
    st = _radioactivity(st, events)
    st = _moon_vp(st, events)
    st = _expire(st, events)
    st = run_checks(st, events)
    if st.phase == OVER:
        return st
    events.append(Event("ts.round_scored", {"round": st.round,
                                            "totals": [total(st, s) for s in range(st.n)]}))
    if st.round >= last_round(st):
        return finish(st, events)
    return start_round(st, events)


def finish(st: State, events: list[Event], winners: tuple[int, ...] = ()) -> State:
    """Final scoring (TS-11.3): totals, the winner by TS-10.10 unless already decided."""
    final = tuple(total(st, s) for s in range(st.n))
    if not winners:
        winners = (ranking(st)[0],)
    events.append(Event("ts.final", {"scores": list(final), "winners": list(winners),
                                     "seat": winners[0]}, barrier=True))
    return replace(st, phase=OVER, final=final, winners=winners, turn=None, pending=())


__all__ = ["CHECKS", "OTHER_VP", "OtherVp", "RADIATION_IMMUNE", "RADIATION_IMMUNE_FLAG",
           "RED_CHECKS", "TURN_END", "VP_MODES", "VpMode", "ZoneMarks", "end_round", "end_vp",
           "finish", "marked_vp", "other_sources", "other_vp", "ranking", "run_checks",
           "score_parts", "total", "vp_mode"]
