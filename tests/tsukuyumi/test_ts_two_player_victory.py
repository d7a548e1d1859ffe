"""The two-player mode's scoring: VP only from the Victory cards (TS-13.1, TS-13.2, TS-13.10).

Hand-made two-seat states (`ts_builders.state` with two factions) play real combats and
round ends; the cards' data are checked against the spec's table.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import Event
from game.tsukuyumi import scoring, two_player
from game.tsukuyumi.board import moon_zones
from game.tsukuyumi.state import ONI, Unit, ZoneMarks, with_marks, with_seat
from game.tsukuyumi.tiles import TileType
from tests.tsukuyumi.ts_builders import area, board, find, play, state

FERTILE = TileType("F", "fertile", 0, "", ())
MOUNTAIN = TileType("M", "mountain", 15, "", ())
SPEC = {  # TS-13.10: faction, card, kind, when
    "grid_control": ("cyber", "zones", "end_of_game"),
    "target_neutralised": ("cyber", "combat_kills", "immediate"),
    "hive_lands": ("darkseed", "zones", "end_of_game"),
    "devour": ("darkseed", "kills", "immediate"),
    "supply_lines": ("nomads", "zones", "end_of_game"),
    "take_it_back": ("nomads", "retake", "immediate"),
    "homeland": ("boarlords", "zones", "end_of_game"),
    "mothers_favour": ("boarlords", "more_zones", "end_of_round"),
}


def _own(st, seat: int, *zones, **extra):
    for at in zones:
        st = with_marks(st, ZoneMarks(at, owner=seat, **extra))
    return st


@pytest.mark.rule("TS-13.10", "TS-0.2", "TS-42.14")
def test_the_eight_victory_cards_are_the_spec_table_and_reconstructed() -> None:
    cards = {c.key: c for c in two_player.VICTORY_CARDS}
    assert {k: (c.faction, c.kind, c.when) for k, c in cards.items()} == SPEC
    assert all(c.source == "R" and c.is_reconstructed for c in cards.values())
    assert cards["grid_control"].double == ("mountain", "tsukuyumi")
    assert cards["supply_lines"].double == ("fertile",)
    assert (cards["hive_lands"].plus, cards["homeland"].plus) == ("egg", "fortress")
    assert (cards["target_neutralised"].count, cards["target_neutralised"].per_round) == (2, 2)
    assert (cards["devour"].count, cards["take_it_back"].per_round) == (3, 2)
    for faction in ("cyber", "darkseed", "nomads", "boarlords"):
        assert len(two_player.cards_of(faction)) == 2  # TS-13.3


@pytest.mark.rule("TS-13.2", "TS-13.10")
def test_end_of_game_cards_count_zones_and_nothing_else_scores() -> None:
    the_board = board([area((1, 1), FERTILE), area((2, 0), MOUNTAIN)] + [
        z for z in moon_zones() if z.pos == (0, 0)])
    st = state([], factions=("cyber", "nomads"), the_board=the_board)
    st = _own(st, 0, (0, 0), (2, 0), (-1, -1))   # moon centre, mountain, plain
    st = _own(st, 1, (1, 1), (0, 2))            # fertile, plain
    # Grid Control: moon zone 2 + mountain 2 + plain 1; Supply Lines: fertile 2 + plain 1
    assert [two_player.end_points(st, s) for s in (0, 1)] == [5, 3]
    # immediate VP from any other source (a module's, a mission's) are not read (TS-13.2)
    st = with_seat(st, 0, replace(st.seats[0], vp=7))
    assert [scoring.total(st, s) for s in (0, 1)] == [5, 3]
    # no initiative VP either: position 1 would be worth 2 in a 3-player game (TS-10.8)
    assert st.initiative == (0, 1) and scoring.end_vp(st, 0) == 5


@pytest.mark.rule("TS-13.10")
def test_hive_lands_and_homeland_count_eggs_and_fortresses() -> None:
    st = state([], factions=("darkseed", "boarlords"))
    st = _own(st, 0, (1, 0), eggs=2)
    st = _own(st, 0, (2, 0))
    st = _own(st, 1, (0, 1), fortress=1)
    st = _own(st, 1, (0, 2), (-1, 0))
    assert [two_player.end_points(st, s) for s in (0, 1)] == [3, 4]


@pytest.mark.rule("TS-13.2", "TS-10.2")
def test_the_moon_centre_scores_nothing_at_two_players() -> None:
    st = state([], factions=("cyber", "nomads"), the_board=board(moon_zones()))
    st = _own(st, 1, (0, 0))
    events: list[Event] = []
    after = scoring._moon_vp(st, events)
    assert after == st and not events
    three = state([], factions=("cyber", "nomads", "boarlords"), the_board=board(moon_zones()))
    three = _own(three, 1, (0, 0))
    assert scoring._moon_vp(three, events).seats[1].vp == 1  # the usual rule is untouched


def _fight(st, text: str = "combat 0 0 2"):
    """A combat, every riposte passed (a destroyed unit's attack may still Counter-attack)."""
    st, events = play(st, text)
    while st.pending:
        st, more = play(st, "noriposte")
        events += more
    return st, events


def _dogs(st, count: int = 2):
    """`count` more Nomad Dogs (5 health) in the combat zone."""
    n = st.next_uid
    dogs = tuple(Unit(n + i, "dog", 1, (0, 0)) for i in range(count))
    return replace(st, units=st.units + dogs, next_uid=n + count)


@pytest.mark.rule("TS-13.10")
def test_target_neutralised_one_vp_per_combat_destroying_two_at_most_two_a_round() -> None:
    def fight(st):
        st, events = _fight(st)  # C2 Annihilation: 20 damage on the Dogs
        return st, find(events, "ts.victory_scored")

    st = _dogs(state([("cyberoid", 0, (0, 0))], factions=("cyber", "nomads"),
                     left=(("C", 3),)))
    st, scored = fight(st)
    assert scored == [{"seat": 0, "victory": "target_neutralised", "vp": 1}]
    assert scoring.total(st, 0) == 1
    one = _dogs(state([("cyberoid", 0, (0, 0))], factions=("cyber", "nomads")), 1)
    assert fight(one)[1] == []  # one enemy unit destroyed: nothing
    st, scored = fight(_dogs(st))
    assert scored and two_player.counter(st, 0, "target_neutralised") == 2
    st, scored = fight(_dogs(st))  # a third one this round: at most 2 a round
    assert scored == [] and two_player.counter(st, 0, "target_neutralised") == 2
    assert not any(u.owner == 1 for u in st.units)


@pytest.mark.rule("TS-13.10")
def test_devour_counts_every_three_enemy_units_destroyed_by_the_dark_seed() -> None:
    st = _dogs(state([("stinger", 0, (0, 0))], factions=("darkseed", "nomads"),
                     left=(("C", 2),)), 3)
    st, events = _fight(st)  # D2 Annihilation: 20 damage, three Dogs of 5
    assert two_player.counter(st, 0, "devour.kills") == 3
    assert find(events, "ts.victory_scored") == [{"seat": 0, "victory": "devour", "vp": 1}]
    st, events = _fight(_dogs(st, 2))  # two more: 5 kills, still 1 VP
    assert two_player.counter(st, 0, "devour.kills") == 5
    assert two_player.counter(st, 0, "devour") == 1 and not find(events, "ts.victory_scored")


@pytest.mark.rule("TS-13.10")
def test_devour_decision_attacks_ripostes_and_own_turn_only() -> None:
    st = state([], factions=("darkseed", "nomads"))
    dead = (Unit(50, "dog", 1, (0, 0)), Unit(51, "worker", 0, (0, 0)),
            Unit(52, "small_oni", ONI, (0, 0)))
    # outside a combat, in the Nuée Noire's own turn: its event destroyed them
    after = two_player._on_destroyed(st, dead, [])
    assert two_player.counter(after, 0, "devour.kills") == 2
    # in another seat's turn nothing counts for it
    other = replace(st, turn=replace(st.turn, seat=1))
    assert two_player.counter(two_player._on_destroyed(other, dead, []), 0, "devour.kills") == 0


@pytest.mark.rule("TS-13.10", "TS-22.6")
def test_take_it_back_marks_retaken_zones_at_most_two_a_round() -> None:
    st = state([], factions=("nomads", "cyber"))
    events: list[Event] = []
    st = with_seat(st, 0, replace(st.seats[0], retaken=((1, 0),)))
    st = two_player._check_retake(st, events)
    assert two_player.counter(st, 0, "take_it_back") == 1
    st = two_player._check_retake(st, events)  # asked again: nothing new
    st = with_seat(st, 0, replace(st.seats[0], retaken=((1, 0), (2, 0), (0, 1))))
    st = two_player._check_retake(st, events)
    assert two_player.counter(st, 0, "take_it_back") == 2
    assert [e.args["vp"] for e in events] == [1, 1]
    st = replace(st, round=st.round + 1)  # a new round: two more may come
    st = with_seat(st, 0, replace(st.seats[0], retaken=((3, 0),)))
    assert two_player.counter(two_player._check_retake(st, events), 0, "take_it_back") == 3


@pytest.mark.rule("TS-13.10", "TS-7.7")
def test_take_it_back_counts_each_conquest_the_same_zone_twice_too() -> None:
    """« 1 per conquest of a zone that held the opponent's or an Oni marker »: the same zone
    retaken twice in a round counted once (the list kept distinct zones, as the Nomads' goal
    counts them; an audit of stop 94)."""
    from types import SimpleNamespace

    from game.tsukuyumi.combat import place_marker
    from game.tsukuyumi.goals import CONDITIONS

    st = state([], factions=("nomads", "cyber"), marks={(1, 0): ONI})
    st = place_marker(st, 0, (1, 0), [])
    st = place_marker(st, ONI, (1, 0), [])  # the Oni take it back
    st = place_marker(st, 0, (1, 0), [])
    assert st.seats[0].retaken == ((1, 0), (1, 0))
    events: list[Event] = []
    st = two_player._check_retake(st, events)
    assert two_player.counter(st, 0, "take_it_back") == 2
    goal = SimpleNamespace(count=2)
    assert not CONDITIONS["reconquer_in_round"](st, 0, goal)  # the goal: distinct zones


@pytest.mark.rule("TS-13.10", "TS-22.6")
def test_a_real_conquest_of_an_oni_zone_scores_take_it_back() -> None:
    st = state([("lt_dan", 0, (0, 0)), ("squad_leader", 0, (0, 0))],
               factions=("nomads", "cyber"), marks={(0, 0): ONI})
    st, events = _fight(st, "combat 0 0 1")
    assert find(events, "ts.victory_scored") == [{"seat": 0, "victory": "take_it_back",
                                                  "vp": 1}]


@pytest.mark.rule("TS-13.10", "TS-11.1")
def test_mothers_favour_at_each_round_end_for_more_zones() -> None:
    st = state([], factions=("boarlords", "cyber"))
    st = _own(st, 0, (1, 0), (2, 0))
    st = _own(st, 1, (0, 1))
    events: list[Event] = []
    st = two_player._end_of_round(st, events)
    assert two_player.counter(st, 0, "mothers_favour") == 1
    st = _own(st, 1, (0, 2))  # level: nothing
    st = replace(st, round=2)
    assert two_player.counter(two_player._end_of_round(st, events), 0, "mothers_favour") == 1
    assert scoring.total(st, 0) == 1 + two_player.end_points(st, 0)


@pytest.mark.rule("TS-13.1", "TS-10.10")
def test_the_most_vp_wins_and_a_tie_goes_to_initiative() -> None:
    st = state([], factions=("cyber", "nomads"), order=(1, 0))
    st = _own(st, 0, (1, 0))
    st = _own(st, 1, (0, 1))
    assert [scoring.total(st, s) for s in (0, 1)] == [1, 1]
    assert scoring.ranking(st)[0] == 1  # tied: seat 1 is first on the Initiative board
    st = _own(st, 0, (2, 0))
    assert scoring.ranking(st)[0] == 0
    done = scoring.finish(st, [])
    assert done.winners == (0,) and done.final == (2, 1)


@pytest.mark.rule("TS-13.2")
def test_no_vp_before_the_factions_are_known() -> None:
    st = state([], factions=("", ""))
    st = with_marks(st, ZoneMarks((1, 0), owner=0))
    assert two_player.seat_cards(st, 0) == () and scoring.total(st, 0) == 0
