"""When missions and goals are checked in play (TS-10.5, TS-10.6, TS-24.1 Infestation), driven
through the rules object; control and VP of zones (TS-9.13); and the texts of every core and
goals event and illegal-action key (EN and FR)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

import pytest

from game.core import i18n
from game.core.rules import Event
from game.tsukuyumi import engine
from game.tsukuyumi.actions import ARITY, Action
from game.tsukuyumi.engine import CodeHandler, PromptHandler
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import NOBODY, Prompt, State, ZoneMarks, marks_at, with_marks
from game.tsukuyumi.zones import controller
from tests.tsukuyumi.ts_builders import give, kinds, own, put, turn_of
from tests.tsukuyumi.ts_builders_goals import FACTIONS4, game, typed_zone

ZONES = tuple(typed_zone((q, r)) for q, r in ((2, 0), (2, -1), (2, -2), (1, -2), (0, -2), (-1, -1),
                                              (-2, 0), (-2, 1), (-2, 2), (-1, 2), (0, 2), (1, 1)))
SPOTS = tuple(z.pos for z in ZONES)


@contextmanager
def fake_combat(effect: dict[str, object]) -> Iterator[Action]:
    """A stand-in "C" handler whose one action changes seat fields as a combat would."""
    before = engine.CODES.get("C")

    def legal(st: State, who: int, value: int) -> list[Action]:
        return [Action("fakec")]

    def apply(st: State, who: int, action: Action, events: list[Event]) -> State:
        st = engine.consume(st, "C", 1)
        changes = dict(effect)
        if changes.pop("pending", False):  # a decision of seat 2 still open (a riposte)
            st = engine.push(st, Prompt(2, "test.wait"))
        return give(st, who, **changes)

    ARITY["fakec"] = 0
    engine.register_code("C", CodeHandler(legal, apply, ("fakec",)))
    try:
        yield Action("fakec")
    finally:
        del ARITY["fakec"]
        if before is None:
            del engine.CODES["C"]
        else:
            engine.CODES["C"] = before


def red_turn(st: State, who: int, left: tuple[tuple[str, int], ...] = ()) -> State:
    """Seat `who` to act in the red phase, the seats before it done."""
    done = st.initiative[:st.initiative.index(who)]
    return turn_of(replace(st, phase="red", phase_order=st.initiative, done=done), who, left)


# --- TS-10.5 after every completed step -------------------------------------------------------


@pytest.mark.rule("TS-10.5", "TS-24.1")
def test_a_mission_scores_right_after_the_step_that_fulfils_it() -> None:
    st = red_turn(game(FACTIONS4, ZONES), 1, (("C", 2),))
    with fake_combat({"strike": 3}) as fight:
        st, events = RULES.apply(st, 1, fight)
    assert st.seats[1].missions == ("surgical_strike",) and st.seats[1].vp == 1
    assert kinds(events)[-1] == "ts.mission_scored"


@pytest.fixture
def waiting_prompt() -> Iterator[Action]:
    """A prompt kind "test.wait" answered by seat 2 with `fakew`, which just pops it."""
    def legal(st: State, prompt: Prompt) -> list[Action]:
        return [Action("fakew")]

    def apply(st: State, prompt: Prompt, action: Action, events: list[Event]) -> State:
        return engine.pop(st)

    ARITY["fakew"] = 0
    engine.register_prompt("test.wait", PromptHandler(legal, apply))
    yield Action("fakew")
    del ARITY["fakew"]
    del engine.PROMPTS["test.wait"]


@pytest.mark.rule("TS-10.5", "TS-42.3")
def test_no_check_until_the_step_is_complete(waiting_prompt: Action) -> None:
    st = red_turn(game(FACTIONS4, ZONES), 1, (("C", 2),))
    with fake_combat({"strike": 3, "pending": True}) as fight:
        st, events = RULES.apply(st, 1, fight)
        assert st.pending and st.seats[1].vp == 0  # a riposte is still to choose
        assert RULES.to_act(st) == (2,)
        st, events = RULES.apply(st, 2, waiting_prompt)
    assert not st.pending and st.seats[1].vp == 1
    assert kinds(events) == ["ts.mission_scored"]


@pytest.mark.rule("TS-10.5", "TS-21.7", "TS-22.6")
def test_goals_of_conquests_score_at_the_check_after_the_combat() -> None:
    st = red_turn(game(FACTIONS4, ZONES), 1, (("C", 2),))
    with fake_combat({"conquered": SPOTS[:6]}) as fight:
        st, events = RULES.apply(st, 1, fight)
    assert st.seats[1].goal and st.seats[1].vp == 2
    assert events[-1].args == {"seat": 1, "goal": "space_for_the_swarm", "vp": 2}


# --- TS-24.1 Infestation at the end of a phase turn ----------------------------------------------


@pytest.mark.rule("TS-24.1", "TS-4.3")
def test_infestation_scores_when_the_seat_ends_its_turn() -> None:
    st = game(FACTIONS4, ZONES)
    for at in SPOTS[:7]:
        st = put(st, 2, at)
    st = red_turn(st, 2)
    st, events = RULES.apply(st, 2, Action("end"))
    assert st.seats[2].missions == ("infestation",)
    assert kinds(events).index("ts.mission_scored") < kinds(events).index("ts.flipped")


@pytest.mark.rule("TS-24.1", "TS-4.5")
def test_infestation_also_at_a_turn_ended_without_acting() -> None:
    st = game(FACTIONS4, ZONES)
    for at in SPOTS[:7]:
        st = put(st, 3, at)  # the Boarlords, fourth on initiative, with nothing to do
    st = red_turn(st, 2)
    st, events = RULES.apply(st, 2, Action("end"))
    assert st.seats[3].missions == ("infestation",)
    assert st.seats[2].missions == ()
    assert "ts.nothing" in kinds(events)


# --- TS-10.6 just before the round's scoring ----------------------------------------------------


@pytest.mark.rule("TS-10.6", "TS-23.8", "TS-11.1")
def test_territorial_expansion_checked_after_the_last_red_turn() -> None:
    st = own(game(FACTIONS4, ZONES), 3, *SPOTS[:10])
    st = red_turn(st, 3)
    st, events = RULES.apply(st, 3, Action("end"))
    order = kinds(events)
    assert st.seats[3].goal
    assert order.index("ts.goal_scored") < order.index("ts.round_scored")
    assert st.phase == "draft" and st.round == 2


@pytest.mark.rule("TS-10.6")
def test_a_red_phase_goal_lost_before_the_scoring_is_not_scored() -> None:
    st = own(game(FACTIONS4, ZONES), 3, *SPOTS[:10])
    st = own(st, 0, SPOTS[0])  # a marker taken during the red phase
    st = red_turn(st, 3)
    st, _ = RULES.apply(st, 3, Action("end"))
    assert not st.seats[3].goal


# --- TS-9.13 control ----------------------------------------------------------------------------


@pytest.mark.rule("TS-9.13", "TS-10.7")
def test_units_alone_never_control_a_zone() -> None:
    st = put(game(FACTIONS4, ZONES), 0, SPOTS[0], 5)
    assert controller(st, SPOTS[0]) == NOBODY
    st = own(st, 1, SPOTS[0])  # the marker decides, whoever stands there
    assert controller(st, SPOTS[0]) == 1
    st = with_marks(st, replace(marks_at(st, SPOTS[0]), owner=2))  # one marker per zone
    assert controller(st, SPOTS[0]) == 2
    assert [m.at for m in st.marks if m.owner in (1, 2)] == [SPOTS[0]]
    assert RULES.scores(st)[0] == 2  # seat 0 scores only its initiative position


@pytest.mark.rule("TS-9.13")
def test_an_empty_marks_record_is_dropped() -> None:
    st = with_marks(game(FACTIONS4, ZONES), ZoneMarks(SPOTS[1], owner=0))
    st = with_marks(st, ZoneMarks(SPOTS[1]))
    assert st.marks == ()


# --- texts ------------------------------------------------------------------------------------

CORE = ("actions.py", "engine.py", "goals.py", "round.py", "rules.py", "scoring.py", "setup.py",
        "view.py", "zones.py")


def test_every_core_and_goals_key_has_english_and_french_text() -> None:
    root = Path(__file__).resolve().parents[2] / "game" / "tsukuyumi"
    keys = set()
    for name in CORE:
        keys |= set(re.findall(r'"(ts\.[a-z_.]+)"', (root / name).read_text(encoding="utf-8")))
    keys.discard("ts.")
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    assert sorted(k for k in keys if k not in en or k not in fr) == []


def test_log_lines_name_the_players_and_the_missions() -> None:
    names = ["Ana", "Bo", "Cy"]
    line = i18n.describe("ts.mission_scored", {"seat": 1, "mission": "raid", "vp": 1},
                         lambda s: names[s], "fr")
    assert line == "Bo remplit la mission Raid\u00a0: +1 PV."
    line = i18n.describe("ts.goal_scored", {"seat": 2, "goal": "gps_mapping", "vp": 2},
                         lambda s: names[s], "en")
    assert line == "Cy fulfils their faction goal GPS Mapping: +2 VP."
    line = i18n.describe("ts.nothing", {"seat": 0, "phase": "green"}, lambda s: names[s], "en")
    assert line == "Ana has nothing to do in the green phase and flips their initiative marker."
