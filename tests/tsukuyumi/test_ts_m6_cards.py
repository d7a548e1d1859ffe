"""Module 6, the six Oni power cards' effects (TS-M6.4, with the Oni rules they replace: TS-8.7,
TS-8.12, TS-8.13, TS-8.16, TS-7.5, TS-7.23, TS-7.27)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ts_builders import ONI, TSUKU, area, board, disc, find, kinds, legal, play, state

from game.tsukuyumi import ripostes
from game.tsukuyumi.modules import m6_oni_powers as m6
from game.tsukuyumi.state import State, marks_at

M6 = {"modules": ("m6",)}
OC = {"phase": "green", "left": (("OC", 1),), "options": M6}


def _with(st: State, key: str | None) -> State:
    return replace(st, oni_turned=(key,) if key else ())


def _all_oni(units: list) -> State:
    """Every zone an Oni territory: no Oni conquest target anywhere (TS-8.14, TS-8.16)."""
    return state(units, marks={at: ONI for at in disc(2)}, **OC)


@pytest.mark.rule("TS-M6.4", "TS-8.12")
def test_agility_small_oni_move_one_zone_more_in_the_oni_conquest() -> None:
    units = [("small_oni", ONI, (0, 0)), ("medium_oni", ONI, (0, 0))]
    for key, far in (("agility", True), (None, False), ("gathering", False)):
        st, _ = play(_with(state(units, **OC), key), "oni_zone 0 0", "oni_move 1 1 0")
        assert ("oni_move 1 2 0" in legal(st)) is far  # the small Oni goes on
        st, _ = play(st, "oni_move 2 -1 0")
        assert not any(a.startswith("oni_move 2 ") for a in legal(st))  # medium: one zone
    st, _ = play(_with(state(units, **OC), "agility"), "oni_zone 0 0", "oni_move 1 1 0",
                 "oni_move 1 2 0")
    assert not any(a.startswith("oni_move 1 ") for a in legal(st))  # two zones, no more
    # the other movement rules apply: it stops in a Mountain (TS-6.12)
    hill = state(units, the_board=board(mountains=[(1, 0)]), **OC)
    hill, _ = play(_with(hill, "agility"), "oni_zone 0 0", "oni_move 1 1 0")
    assert not any(a.startswith("oni_move 1 ") for a in legal(hill))


@pytest.mark.rule("TS-M6.4", "TS-8.16")
def test_agility_in_the_fallback_moves() -> None:
    units = [("small_oni", ONI, (0, 0)), ("medium_oni", ONI, (-1, 0))]
    st = _with(_all_oni(units), "agility")
    assert "oni_zone 0 0" not in legal(st)  # no target: the fallback moves
    st, _ = play(st, "oni_shift 1 1 0")
    assert "oni_shift 1 2 0" in legal(st)  # the small Oni goes on
    st, _ = play(st, "oni_shift 1 2 0", "oni_shift 2 -2 0")
    assert not any(a.startswith("oni_shift 2 ") for a in legal(st))  # medium: one zone
    plain = _all_oni(units)
    plain, _ = play(plain, "oni_shift 1 1 0")
    assert not any(a.startswith("oni_shift 1 ") for a in legal(plain))


def _fight(key: str | None, oni_kind: str = "large_oni") -> tuple[State, list]:
    """Seat 0's Cyberoid annihilates (C2) in a zone with an Oni; the damage assigned."""
    st = _with(state([("cyberoid", 0, (0, 0)), (oni_kind, ONI, (0, 0))], options=M6), key)
    st, events = play(st, "combat 0 0 2")
    while st.pending and st.pending[-1].kind != "riposte":
        st, more = play(st, legal(st)[0])
        events += more
    return st, events


@pytest.mark.rule("TS-M6.4", "TS-7.23")
def test_full_power_the_oni_deal_ten_more() -> None:
    for key, amount in (("full_power", 30), (None, 20), ("agility", 20)):
        st, _ = _fight(key)
        st, events = play(st, "riposte 0")  # the Oni chooser's Counter-attack
        assert find(events, "ts.counter_attack")[0]["amount"] == amount
        assert ("ts.m6.full_power" in kinds(events)) is (key == "full_power")
    # an Oni with 0 attack may counter-attack with Full Power alone
    assert m6._full_power_possible(_with(state(options=M6), "full_power"), ONI, "counter")
    assert not m6._full_power_possible(_with(state(options=M6), "full_power"), 0, "counter")


@pytest.mark.rule("TS-M6.4", "TS-7.27", "TS-7.18")
def test_impenetrable_defence_a_second_oni_riposte() -> None:
    st, _ = _fight("impenetrable")
    assert ripostes.allowed_ripostes(st, ONI) == 2 and ripostes.allowed_ripostes(st, 0) == 1
    chooser = st.pending[-1].seat
    assert "noriposte" not in legal(st)  # the first is compulsory (TS-7.18)
    st, _ = play(st, "riposte 0")
    assert st.pending[-1].kind == "riposte" and st.pending[-1].seat == chooser
    second = legal(st)
    assert "noriposte" in second and any(a.startswith("retreat") for a in second)
    st, events = play(st, second[-1] if second[-1] != "noriposte" else second[0])
    assert st.combat is None or st.pending[-1].kind != "riposte"
    plain, _ = _fight(None)
    plain, events = play(plain, "riposte 0")
    assert "ts.combat_end" in kinds(events)  # one riposte only
    # the second riposte applied to the attacker: its survivors retreat where the chooser says
    st, _ = _fight("impenetrable")
    st, _ = play(st, "retreat 1 0")  # the Oni retreat first: the Cyberoid survives
    second = legal(st)
    assert "retreat_attacker -1 0" in second and "noriposte" in second
    st, events = play(st, "retreat_attacker -1 0")
    assert kinds(events)[:2] == ["ts.m6.attacker_retreat", "ts.retreat"]
    assert [u.at for u in st.units if u.owner == 0] == [(-1, 0)]
    plain, _ = _fight("agility")
    plain, _ = play(plain, "retreat 1 0")
    assert plain.combat is None or not plain.pending  # no second riposte without the card


@pytest.mark.rule("TS-M6.4", "TS-7.5")
def test_renewed_strength_doubles_the_oni_conquest_attacking_and_defending() -> None:
    units = [("small_oni", ONI, (0, 0))]
    for key, taken in (("renewed_strength", True), (None, False)):
        hill = _with(state(units, the_board=board(mountains=[(1, 0)]), **OC), key)
        hill, events = play(hill, "oni_zone 0 0", "oni_move 1 1 0", "oni_target 1 0")
        assert (marks_at(hill, (1, 0)).owner == ONI) is taken  # 20 ≥ 15, 10 < 15
    # defending: a Private (10) no longer takes a zone held by a Small Oni (20)
    for key, taken in (("renewed_strength", False), (None, True)):
        st = _with(state([("private", 1, (0, 0)), ("small_oni", ONI, (0, 0))], seat=1,
                         factions=("cyber", "nomads", "boarlords"), options=M6,
                         left=(("C", 1),)), key)
        st, events = play(st, "combat 0 0 1")
        assert bool(find(events, "ts.conquest")) is taken
        if not taken:
            assert find(events, "ts.conquest_failed")[0]["needed"] == 20


def _placing(key: str | None) -> State:
    tsu = board([area((0, 0), TSUKU)])
    return _with(state(phase="green", left=(("OP", 2),), options=M6, the_board=tsu,
                       reserve=("small_oni",) * 8), key)


@pytest.mark.rule("TS-M6.4", "TS-8.7")
def test_gathering_one_more_oni_per_player_not_per_action() -> None:
    st, events = play(_placing("gathering"), "oni 0 0 0", "oni 0 0 0", "oni 0 0 0")
    assert find(events, "ts.oni_placement")[0]["count"] == 3
    assert find(events, "ts.m6.gathering") == [{"seat": 0, "count": 1}]
    assert len([u for u in st.units if u.owner == ONI]) == 3 and st.pending == ()
    # the same player's second placement this round: no more extra Oni
    again = replace(st, turn=replace(st.turn, left=(("OP", 2),)))
    again, events = play(again, "oni 0 0 0", "oni 0 0 0")
    assert find(events, "ts.oni_placement")[0]["count"] == 2 and again.pending == ()
    # another player gets their own extra Oni
    other = replace(st, turn=replace(st.turn, seat=1, left=(("OP", 2),)))
    other, events = play(other, "oni 0 0 0", "oni 0 0 0", "oni 0 0 0")
    assert find(events, "ts.oni_placement")[0]["count"] == 3
    plain, events = play(_placing(None), "oni 0 0 0", "oni 0 0 0")
    assert find(events, "ts.oni_placement")[0]["count"] == 2 and plain.pending == ()


@pytest.mark.rule("TS-M6.4", "TS-M6.3")
def test_gathering_counts_for_call_of_the_moon_too() -> None:
    """« every player who places Oni places one more »: E15 Call of the Moon places Oni, and
    gave none more (the app's own DECISION kept Gathering to the placement action; an audit
    of stop 94). Still once a round: a placement action after it gets none."""
    from game.tsukuyumi.event_actions import EFFECTS
    from game.tsukuyumi.event_effects import parts
    from game.tsukuyumi.events import event_card

    card = event_card(15)
    left = {}
    for key in ("gathering", None):
        st = _placing(key)
        events: list = []
        st = EFFECTS[card.effect_name].apply(st, 0, card, (0, 0, 0), events)
        left[key] = parts(st.pending[-1])[1] if st.pending else 0
        if key:
            assert find(events, "ts.m6.gathering") == [{"seat": 0, "count": 1}]
            after = replace(st, pending=(), turn=replace(st.turn, left=(("OP", 2),)))
            after, events = play(after, "oni 0 0 0", "oni 0 0 0")
            assert find(events, "ts.oni_placement")[0]["count"] == 2  # used up this round
    assert left["gathering"] == left[None] + 1


@pytest.mark.rule("TS-M6.4", "TS-8.13", "TS-7.27")
def test_oni_revenge_attacks_the_nearest_player_units_without_conquering() -> None:
    units = [("small_oni", ONI, (0, 0)), ("large_oni", ONI, (0, 0)), ("lt_dan", 1, (1, 0)),
             ("private", 1, (1, 0))]
    st = _with(state(units, reserve=("medium_oni",), **OC), "revenge")
    st, _ = play(st, "oni_zone 0 0")
    # only moves that keep an attack possible, into the zone with player units
    assert sorted(a for a in legal(st) if a.startswith("oni_move")) == [
        "oni_move 1 1 0", "oni_move 2 1 0"]
    st, events = play(st, "oni_move 1 1 0", "oni_move 2 1 0", "oni_target 1 0")
    assert find(events, "ts.combat")[0]["card"] == "O1R"
    assert find(events, "ts.attack_damage")[0]["amount"] == 25  # the Oni's attacks: 5 + 20
    while st.pending and st.pending[-1].kind != "riposte":
        st, more = play(st, legal(st)[0])  # Nomads assign their damage
        events += more
    # the defender's ripostes are the Conquête Oni card's
    assert st.pending[-1].seat == 1 and legal(st) == ["riposte 0", "noriposte"]
    assert st.combat is not None and st.combat.card == "O1R"  # Counter-attack, from O1's
    st, more = play(st, "noriposte")
    events += more
    assert marks_at(st, (1, 0)).owner != ONI  # no marker
    assert not find(events, "ts.zone_conquered") and not find(events, "ts.conquest")


@pytest.mark.rule("TS-M6.4", "TS-8.18")
def test_oni_revenge_may_hit_the_active_players_own_units_and_start_zones() -> None:
    units = [("small_oni", ONI, (0, 0)), ("cyberoid", 0, (1, 0))]
    st = _with(state(units, starts={0: (1, 0)}, **OC), "revenge")
    assert legal(st) == ["oni_zone 0 0"]
    st, events = play(st, "oni_zone 0 0", "oni_move 1 1 0", "oni_target 1 0")
    assert find(events, "ts.combat")[0]["defenders"] == [0]
    assert find(events, "ts.attack_damage")[0]["amount"] == 5


@pytest.mark.rule("TS-M6.4", "TS-8.16")
def test_oni_revenge_without_an_attack_the_oni_come_nearer() -> None:
    units = [("small_oni", ONI, (0, 0)), ("small_oni", ONI, (-2, 0)), ("lt_dan", 1, (2, 0))]
    st = _with(state(units, **OC), "revenge")
    first = legal(st)
    assert not any(a.startswith("oni_zone") for a in first)  # nothing within reach
    assert sorted(a for a in first if a != "oni_done") == ["oni_shift 1 1 0",
                                                           "oni_shift 2 -1 0"]
    st, events = play(st, "oni_shift 1 1 0")
    assert "ts.oni_fallback" in kinds(events)
    plain = _with(state(units, **OC), None)
    assert "oni_zone 0 0" in legal(plain)  # without the card: an ordinary conquest


@pytest.mark.rule("TS-M6.3", "TS-M8.5", "TS-M7.4")
def test_the_legendary_oni_are_oni_for_the_cards_and_revenge_takes_no_oni_mission() -> None:
    legend = {"modules": ("m6", "m7"), "legendary_oni": ("shadows", "ronin")}
    # Agility: a Shadow is a small Oni; the Ronin (medium) keeps its own one zone more only
    from game.tsukuyumi import combat_base, oni

    st = replace(state([("shadows", ONI, (0, 0))], phase="green", left=(("OC", 1),),
                       options=legend), oni_turned=("agility",))
    assert oni.steps_of(st, st.units[0], (0, 0), ()) == 1
    st = replace(st, units=(replace(st.units[0], kind="ronin"),))
    ronin = st.units[0]
    assert oni.steps_of(st, ronin, (0, 0), ()) == 1  # the Ronin's own step (TS-M8.25) only
    # Renewed Strength: a legendary Oni's conquest doubled too
    strong = replace(st, oni_turned=("renewed_strength",))
    assert combat_base.conquest_of(strong, [ronin]) == 50
    # Oni Revenge: the Oni conquer nothing, so no Oni mission of a conquest is fulfilled
    moon = state([("large_oni", ONI, (1, 0)), ("cyberoid", 1, (0, 0))], marks={(0, 0): 1},
                 phase="green", left=(("OC", 1),), options={"modules": ("m6", "m7")})
    moon = replace(moon, oni_turned=("revenge",))
    moon, events = play(moon, "oni_zone 1 0", "oni_move 1 0 0", "oni_target 0 0")
    while moon.pending:
        moon, more = play(moon, legal(moon)[0])
        events += more
    assert marks_at(moon, (0, 0)).owner == 1 and not find(events, "ts.m7.taken")


@pytest.mark.rule("TS-M6.4", "TS-7.28")
def test_gathering_counts_for_the_oni_reinforcement_riposte_too() -> None:
    """The riposte's seat places Oni: with Gathering, three where the card says two."""
    from game.tsukuyumi import board as B
    from game.tsukuyumi import combat
    from game.tsukuyumi.engine import settle

    placed = {}
    for key in ("gathering", None):
        st = state([("small_oni", ONI, (0, 0)), ("private", 1, (0, 0))], the_board=board(
            [B.Zone(q=0, r=0, kind="moon", zone_type="moon", characteristic="tsukuyumi")]),
            reserve=("large_oni", "medium_oni", "small_oni", "small_oni"), seat=0,
            phase="green", left=(("OC", 1),), options=M6)
        st = _with(st, key)
        events: list = []
        st = settle(combat.start_combat(st, ONI, (0, 0), "O1", events, active=0), events)
        st, _ = play(st, "riposte 5")
        events = []
        for _ in range(5):  # place while the riposte allows (the reserve has four)
            moves = [a for a in legal(st) if a.startswith("reinforce ")] if st.pending else []
            if not moves:
                break
            st, more = play(st, moves[0])
            events += more
        placed[key] = len(find(events, "ts.oni_reinforced"))
    assert placed == {"gathering": 3, None: 2}
