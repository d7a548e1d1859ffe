"""The shared legal-move helpers (TS-42.9) agree with the legal actions the engine offers, and
a zone's state is what TS-41.5 lists.

The table and the bots show and weigh moves with these helpers; were they to differ from
`legal_actions`, a player would see a lit zone the rules then refuse. Each check walks real
seeded games and compares at every decision of the kind concerned.
"""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from game.tsukuyumi import movement, setup
from game.tsukuyumi.board import neighbours
from game.tsukuyumi.geometry import oni_placement_zones
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import State, ZoneMarks, with_marks
from game.tsukuyumi.zones import characteristics


def _walk(seed: int, n: int = 3, steps: int = 900):
    """Seeded states along a game played by picking the middle legal action."""
    st = RULES.initial_state(seed, n, RULES.check_setup(n, {}))
    for _ in range(steps):
        if RULES.outcome(st) is not None:
            return
        seat = RULES.to_act(st)[0]
        legal = RULES.legal_actions(st, seat)
        yield st, seat, legal
        # finish setup and movement plans rather than shuffle units about
        finish = [a for a in legal if a.kind in ("ready", "egg", "go")]
        rest = [a for a in legal if a.kind not in ("deploy", "unmove", "cancel")] or legal
        choice = finish or rest
        st, _ = RULES.apply(st, seat, choice[len(choice) // 2])


@pytest.mark.rule("TS-42.9", "TS-2.14", "TS-2.17")
def test_setup_helpers_list_exactly_the_legal_setup_actions() -> None:
    checked = 0
    for st, seat, legal in _walk(4, steps=120):
        kinds = {a.kind for a in legal}
        if st.phase == "start":
            assert {a.args for a in legal} == set(setup.start_positions(st, seat))
            checked += 1
        elif st.phase == "territory" and "territory" in kinds:
            assert {a.args for a in legal} == set(setup.territory_positions(st, seat))
            checked += 1
    assert checked >= 6


@pytest.mark.rule("TS-42.9", "TS-8.7")
def test_oni_placement_helper_matches_the_offered_zones() -> None:
    checked = 0
    for seed in (1, 2, 3):
        for st, _seat, legal in _walk(seed):
            zones = {(a.args[1], a.args[2]) for a in legal if a.kind == "oni"}
            if zones:
                assert zones <= set(oni_placement_zones(st))
                assert zones == set(oni_placement_zones(st))
                checked += 1
    assert checked >= 3


@pytest.mark.rule("TS-42.9", "TS-6.4")
def test_reachable_zones_are_the_ends_of_the_offered_paths() -> None:
    checked = 0
    for seed in (5, 6, 7):
        for st, _seat, legal in _walk(seed):
            first = [a for a in legal if a.kind == "move" and len(a.args) == 2]
            if not first or st.pending:
                continue
            uid = first[0].args[0]
            unit = next(u for u in st.units if u.uid == uid)
            value = next(v for c, v in st.turn.left if c == "M") if st.turn else 1
            allow = movement.allowance(st, unit, value)
            reach = movement.reachable(st, uid, allow)
            one_step = {movement.step(unit.at, a.args[1]) for a in first if a.args[0] == uid}
            adjacent = set(neighbours(unit.at))
            # a first step is offered exactly where the helper reaches a neighbour directly
            assert one_step == {z for z, cost in reach.items() if z in adjacent and cost <= 1}
            checked += 1
            if checked >= 5:
                return
    assert checked >= 3


@pytest.mark.rule("TS-41.5", "TS-9.4", "TS-9.8")
def test_zone_state_holds_what_the_spec_lists() -> None:
    names = {f.name for f in fields(ZoneMarks)}
    assert {"owner", "added", "cancelled", "eggs", "eggs_used", "mines", "fortress", "cover",
            "no_entry"} <= names
    st: State = RULES.initial_state(3, 3, RULES.check_setup(3, {}))
    tile = next(z for z in st.board.zones if z.kind == "area" and z.characteristic == "")
    at = tile.pos
    assert characteristics(st, at) == frozenset()
    st = with_marks(st, ZoneMarks(at, added=("radioactive", "unstable")))
    assert characteristics(st, at) == {"radioactive", "unstable"}
    st = with_marks(st, replace(ZoneMarks(at, added=("radioactive", "unstable")),
                                cancelled=("radioactive",)))
    assert characteristics(st, at) == {"unstable"}  # printed ∪ markers − Cancel
    moon = (0, 0)
    assert "tsukuyumi" in characteristics(st, moon)
    st = with_marks(st, ZoneMarks(moon, cancelled=("tsukuyumi",)))
    assert "tsukuyumi" not in characteristics(st, moon)
