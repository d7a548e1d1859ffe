"""Module 1, alternative objectives (TS-M1, TS-1.12, TS-2.22; the M1 clauses of TS-7.31,
TS-12.4, TS-13.8 and TS-40.2)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ts_builders import find, own, play, put, state
from ts_builders import give as seat
from ts_builders_goals import FACTIONS4, game, ring2

from game.core.rules import IllegalAction
from game.tsukuyumi import data, goals, scoring
from game.tsukuyumi.actions import Action
from game.tsukuyumi.datafile import load
from game.tsukuyumi.modules import m1_objectives as m1
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.setup import initial_state
from game.tsukuyumi.state import ONI, Combat, State, Turn
from game.ui import i18n

M1 = {"modules": ("m1",)}
SPEC = {  # TS-M1.5's table: faction -> (FR name, EN name, count, reconstructed fields)
    "cyber": ("Acquisition de cible", "Target Acquisition", 3, {"vp", "count"}),
    "darkseed": ("De la chair pour la Nuée", "Flesh for the Swarm", 6, {"vp", "count"}),
    "nomads": ("Conquête", "Conquest", 7, {"vp", "count"}),
    "boarlords": ("Rituel sacré", "Sacred Ritual", 1, {"vp"}),
}


def with_m1(st: State, **more) -> State:
    return replace(st, options=tuple(sorted({**dict(st.options), **M1, **more}.items())))


def setup_until(st: State, kind: str, limit: int = 400) -> State:
    """First legal setup moves (`ready` as soon as it is legal) until a `kind` prompt."""
    for _ in range(limit):
        if st.pending and st.pending[-1].kind == kind:
            return st
        seat_ = RULES.to_act(st)[0]
        legal = RULES.legal_actions(st, seat_)
        # the Nuée Noire's Eggs first: moving one unit to and fro never makes `ready` legal
        move = Action("ready") if Action("ready") in legal else next(
            (a for a in legal if a.kind == "egg"), legal[0])
        st, _ = RULES.apply(st, seat_, move)
    raise AssertionError(f"no {kind} prompt")


@pytest.mark.rule("TS-M1.1", "TS-M1.5", "TS-1.12", "TS-42.14")
def test_the_four_cards_match_the_spec_table_and_their_markers() -> None:
    raw = load("m1_objectives.json")
    assert len(raw["objectives"]) == 4  # the base factions' 4 of the 8 cards (TS-0.5)
    for faction, (fr, en, count, rebuilt) in SPEC.items():
        card = m1.ALTERNATIVE_OF[faction]
        assert card.faction == faction and card.vp == 2 and card.count == count
        assert set(card.reconstructed) == rebuilt and card.source == "S"
        i18n.set_language("fr")
        assert i18n.t(f"ts.goal.{card.key}.name") == fr
        i18n.set_language("en")
        assert i18n.t(f"ts.goal.{card.key}.name") == en
    ritual = m1.ALTERNATIVE_OF["boarlords"]
    assert [data.UNIT_BY_KEY[k].figures for k in ritual.targets] == [4, 6]  # 4 and 6 (S)
    assert "ts.help.reconstructed.m1" in RULES.option_notes("modules", "m1")
    assert "ts.help.reconstructed.m1" in RULES.option_notes("modules", ("m1",))


@pytest.mark.rule("TS-M1.2", "TS-2.22", "TS-40.2", "TS-42.1")
def test_each_seat_chooses_in_the_open_when_it_announces_its_goal() -> None:
    st = initial_state(4, 3, RULES.check_setup(3, {**M1, "factions": "random"}))
    st = setup_until(st, m1.OBJECTIVE)
    first = st.pending[-1].seat
    assert first == st.initiative[0]
    assert set(map(str, RULES.legal_actions(st, first))) == {"objective 0", "objective 1"}
    with pytest.raises(IllegalAction):
        RULES.apply(st, first, Action("objective", (2,)))
    st, events = RULES.apply(st, first, Action("objective", (1,)))
    alt = m1.ALTERNATIVE_OF[st.seats[first].faction]
    names = [e.kind for e in events]
    # chosen, then announced with the goal, then the next seat's steps (TS-2.13, TS-2.20)
    assert names.index("ts.m1.chosen") < names.index("ts.goal_announced")
    assert find(events, "ts.goal_announced")[0]["goal"] == alt.key
    assert st.phase == "start" and st.setup_seat == st.initiative[1]
    other = st.initiative[1]
    assert RULES.view(st, other).seats[first].objective == alt.key  # public (TS-40.2)
    # every seat has chosen before play; the choice never comes again
    st = setup_until(st, m1.OBJECTIVE)
    st, _ = RULES.apply(st, st.pending[-1].seat, Action("objective", (0,)))
    st = setup_until(st, m1.OBJECTIVE)
    st, _ = RULES.apply(st, st.pending[-1].seat, Action("objective", (0,)))
    assert st.phase == "draft"
    assert goals.seat_goal(st, first) is alt
    assert [s.objective for s in st.seats].count("") == 2


@pytest.mark.rule("TS-M1.4", "TS-12.4", "TS-13.8")
def test_no_choice_without_faction_goals() -> None:
    for options in ({"board": "exploration_3p"}, {"missions_and_goals": "off"}):
        st = initial_state(2, 3, RULES.check_setup(3, {**M1, **options}))
        with pytest.raises(AssertionError):
            setup_until(st, m1.OBJECTIVE)
    st = with_m1(game())
    assert m1.in_play(st) and not m1.in_play(replace(st, n=2))  # 2 players: off (TS-13.8)


@pytest.mark.rule("TS-M1.3", "TS-M1.5")
def test_conquest_scores_2_vp_once_at_once() -> None:
    st = with_m1(game(FACTIONS4, ring2()))
    nomads = 2
    st = seat(st, nomads, objective="conquest")
    zones = [z.pos for z in ring2()]
    st = own(st, nomads, *zones[:6])
    events: list = []
    assert scoring.run_checks(st, events).seats[nomads].vp == 0
    st = own(st, nomads, zones[6])  # 7 zones at the same time, adjacent or not
    st = scoring.run_checks(st, events)
    assert st.seats[nomads].vp == 2 and st.seats[nomads].goal
    assert find(events, "ts.goal_scored") == [{"seat": nomads, "goal": "conquest", "vp": 2}]
    assert scoring.run_checks(st, []).seats[nomads].vp == 2  # once


@pytest.mark.rule("TS-M1.5")
def test_target_acquisition_and_sacred_ritual() -> None:
    st = with_m1(game(FACTIONS4, ring2()))
    st = seat(st, 0, objective="target_acquisition", missions=("raid", "infestation"))
    st = seat(st, 3, objective="sacred_ritual")
    st = put(st, 3, (2, 0), 4, "boarrior")
    st = put(st, 3, (2, 0), 5, "boarmaiden")
    st = scoring.run_checks(st, [])
    assert [s.vp for s in st.seats] == [0, 0, 0, 0]
    st = seat(st, 0, missions=("raid", "infestation", "fertile_lands"))
    st = put(st, 3, (2, 0), 1, "boarmaiden")  # all 4 Boarriors and all 6 Boarmaidens
    st = scoring.run_checks(st, [])
    assert st.seats[0].vp == 2 and st.seats[3].vp == 2
    assert m1.progress(st, 3, m1.ALTERNATIVE_OF["boarlords"]) == 1.0


def _darkseed_attack(prior: int) -> State:
    """The Nuée Noire (seat 1) attacks four Nomads privates with D2 (40 damage)."""
    st = state([("stinger", 1, (0, 0)), ("stinger", 1, (0, 0))] +
               [("private", 2, (0, 0))] * 4, factions=("cyber", "darkseed", "nomads"), seat=1)
    st = with_m1(st)
    st = seat(st, 1, objective="flesh_for_the_swarm", kills=(1, prior))
    return replace(st, round=1)


@pytest.mark.rule("TS-M1.5", "TS-M1.6", "TS-7.31")
def test_flesh_for_the_swarm_counts_the_attack_and_scores_at_the_combat_end() -> None:
    st, events = play(_darkseed_attack(prior=2), "combat 0 0 2")
    assert m1.kills_this_round(st, 1) == 6 and st.pending  # counted before the ripostes
    assert not st.seats[1].goal  # … and checked only once the combat is over (TS-7.31)
    st, events = play(st, "noriposte")
    assert st.seats[1].goal and st.combat is None
    assert {"seat": 1, "goal": "flesh_for_the_swarm", "vp": 2} in find(events, "ts.goal_scored")
    # a new round starts the count again
    assert m1.kills_this_round(replace(st, round=2), 1) == 0


@pytest.mark.rule("TS-M1.6")
def test_who_destroyed_a_unit() -> None:
    st = state([("stinger", 1, (0, 0)), ("private", 2, (0, 0)), ("small_oni", ONI, (0, 0))],
               factions=("cyber", "darkseed", "nomads"), seat=1)
    stinger, private, oni = st.units
    c = Combat((0, 0), attacker=1, active=1, card="D2", defenders=(2, ONI))
    fight = replace(st, combat=c)
    assert m1.destroyer(fight, private) == 1 and m1.destroyer(fight, oni) == 1  # attack
    riposte = replace(fight, combat=replace(c, stage="ripostes", riposted=(2,)))
    assert m1.destroyer(riposte, stinger) == 2  # the Nomads' riposte
    oni_riposte = replace(fight, combat=replace(c, stage="ripostes", riposted=(2, ONI)))
    assert m1.destroyer(oni_riposte, stinger) == ONI  # counts for nobody (TS-10.11)
    oni_attack = replace(st, combat=replace(c, attacker=ONI, active=0, defenders=(1,)))
    assert m1.destroyer(oni_attack, stinger) == ONI
    # outside a combat: the seat whose turn it is (an event it played); never its own units
    outside = with_m1(replace(st, turn=Turn(1)))
    assert m1.destroyer(outside, private) == 1
    counted = m1._count_kill(outside, private, [])
    assert counted.seats[1].kills == (outside.round, 1)
    assert m1._count_kill(outside, stinger, []) is outside
    assert m1._count_kill(with_m1(replace(st, turn=Turn(2))), private, []).seats[2].kills \
        == (0, 0)
    off = replace(st, turn=Turn(1))  # module off: no count at all
    assert m1._count_kill(off, private, []) is off


def test_an_alternative_objective_is_announced_in_both_languages() -> None:
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        for card in m1.ALTERNATIVE_OF.values():
            for key in (f"ts.goal.{card.key}.name", f"ts.goal.{card.key}.text",
                        f"ts.arg.goal.{card.key}"):
                assert i18n.has(key) and i18n.t(key) != key
        text = i18n.describe("ts.m1.chosen", {"seat": 0, "goal": "conquest",
                                              "instead_goal": "regain_former_strength"},
                             lambda s: "Ana")
        assert "Ana" in text and ("Conquest" in text or "Conquête" in text)
        # the goal given up by its name too (the log read « au lieu de
        # territorial_expansion »)
        assert i18n.t("ts.arg.goal.regain_former_strength") in text
        assert "_" not in text, text
    i18n.set_language("en")


@pytest.mark.rule("TS-M1.2")
def test_bots_choose_from_their_view_and_build_towards_the_alternative() -> None:
    from game.core.rng import Rng
    from game.tsukuyumi.bots import make_bot
    from game.tsukuyumi.bots.policy_modules import m1_term
    from game.tsukuyumi.engine import push
    from game.tsukuyumi.state import Prompt

    st = with_m1(game(FACTIONS4, ring2(), phase="deploy"))
    answers = {}
    for s in range(4):
        asking = push(st, Prompt(s, m1.OBJECTIVE))
        legal = RULES.legal_actions(asking, s)
        for level in ("easy", "normal", "hard"):
            move = make_bot(level)(RULES.view(asking, s), legal, Rng.from_seed(s)).action
            assert move in legal
            answers[(s, level)] = move.args[0]
    assert answers[(2, "normal")] == m1.ALTERNATIVE  # Nomads: Conquest over a 4-zone retake
    assert answers[(0, "hard")] == m1.KEEP  # Cybersamurai at 4: GPS Mapping
    # progress towards the alternative raises the value, the last steps most
    ritual = seat(st, 3, objective="sacred_ritual")
    values = [m1_term(put(ritual, 3, (2, 0), k, "boarmaiden"), 3) for k in (0, 3, 6)]
    assert values[0] == 0 < values[1] < values[2] and values[2] - values[1] > values[1]
    assert m1_term(seat(ritual, 3, goal=True), 3) == 0  # scored: nothing more to gain


@pytest.mark.rule("TS-M1.2")
def test_the_guide_names_the_cards_as_the_app_does() -> None:
    from pathlib import Path

    from game.core.i18n import tr
    root = Path(m1.__file__).resolve().parents[1] / "data"
    for lang in ("en", "fr"):
        text = " ".join((root / f"rules.{lang}.md").read_text(encoding="utf-8").split())
        for card in m1.ALTERNATIVE_OF.values():
            assert tr(f"ts.goal.{card.key}.name", lang) in text, (lang, card.key)
