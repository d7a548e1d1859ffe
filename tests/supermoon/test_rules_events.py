"""Planet Unknown events through the Rules contract: the deck (PU-12.1), the reveal and the
simultaneous resolution with a round-long restriction (PU-12.2), impossible effects
(PU-12.3), the last card (PU-12.4), the private peek (PU-12.5) and a civ card's extra tile
taken in the event step (PU-12.6). The effect of each card kind: test_rules_events2.py and
test_rules_events3.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.core.i18n import describe
from game.core.rng import Rng
from game.core.rules import Event, IllegalAction
from game.supermoon import board as geo
from game.supermoon.data import EVENTS, solo_target
from game.supermoon.phases import build_event_deck, eligible_events
from game.supermoon.rules import RULES, target
from game.supermoon.state import State, depot_slots
from tests.supermoon.builders import (
    CIV,
    TECH,
    act,
    act_events,
    at_rotate,
    auto_step,
    depot_of,
    finish_turn,
    legal_kind,
    make_board,
    new_game,
    play_round,
    rotate,
    update_player,
)

SOLO_ONLY = {65, 66, 67, 79, 110, 116}
QUIET = ((80, 74), (81, 77))  # Tech/Biomass tiles: no benefit from step 0


def at_event(deck: tuple[int, ...], n: int = 2, seed: int = 1,
             setup: dict[int, dict[str, Any]] | None = None,
             depot: tuple[tuple[int, ...], tuple[int, ...]] = QUIET,
             **options: Any) -> tuple[State, tuple[Event, ...]]:
    """Round 1 with this event deck, the seats changed as given, the station set to 0 and
    seat 0's depot given `depot` (inner, outer); returns the state after the reveal and the
    reveal's events."""
    st = at_rotate(n, seed, events=True, **options)
    st = depot_of(replace(st, events=deck, rotation=0), 0, *depot)
    for seat, changes in (setup or {}).items():
        st = update_player(st, seat, **changes)
    return act_events(st, st.commander, "rotate 0")


def solo_event(deck: tuple[int, ...], seed: int = 1) -> State:
    """A solo game whose round 2 reveals deck[0] (round 1 played with simple choices)."""
    st = new_game(1, seed)
    while st.phase == "setup":
        st = auto_step(st)
    return play_round(replace(st, events=deck))


def public(events: tuple[Event, ...]) -> list[tuple[str, dict[str, Any]]]:
    """The events every seat sees."""
    return [(e.kind, e.args) for e in events if e.to is None]


# --- PU-12.1 the deck ---------------------------------------------------------------------


@pytest.mark.rule("PU-12.1")
def test_multiplayer_deck_has_twenty_cards_and_no_solo_only_card() -> None:
    assert set(eligible_events(solo=False)) == set(EVENTS) - SOLO_ONLY
    assert set(eligible_events(solo=True)) == set(EVENTS)
    for seed in range(10):
        st = new_game(3, seed, events=True)
        assert len(st.events) == 20 and len(set(st.events)) == 20
        assert not set(st.events) & SOLO_ONLY
        counts = [sum(EVENTS[e].colour == c for e in st.events)
                  for c in ("green", "orange", "red")]
        assert st.event_counts == tuple(counts)


@pytest.mark.rule("PU-12.1")
def test_random_mix_deals_from_all_eligible_cards_shuffled_together() -> None:
    # DECISION: one shuffle of every eligible card, the first 20 dealt
    rng = Rng.from_seed(7)
    deck, _ = build_event_deck(rng, 2, {})
    shuffled, _ = rng.shuffle(eligible_events(solo=False))
    assert deck == tuple(shuffled[:20])
    solo, _ = build_event_deck(rng, 1, {})
    assert solo == tuple(rng.shuffle(eligible_events(solo=True))[0][:20])
    greens = {new_game(2, s, events=True).event_counts[0] for s in range(30)}
    assert len(greens) >= 3  # the colour counts are not fixed


@pytest.mark.rule("PU-12.1")
def test_custom_deck_has_the_chosen_colour_counts_drawn_at_random() -> None:
    decks = [new_game(4, s, events=True, event_mix="custom", green=12, orange=0, red=8)
             for s in range(6)]
    for st in decks:
        assert st.event_counts == (12, 0, 8)
        assert [EVENTS[e].colour for e in st.events].count("green") == 12
        assert not set(st.events) & SOLO_ONLY
    assert len({frozenset(st.events) for st in decks}) > 1  # each colour drawn at random
    solo = new_game(1, 3, event_mix="custom", green=20, orange=0, red=0)
    assert set(solo.events) == {e for e in EVENTS if EVENTS[e].colour == "green"}


@pytest.mark.rule("PU-12.1")
def test_custom_deck_must_hold_twenty_cards_the_pool_can_supply() -> None:
    with pytest.raises(IllegalAction):
        RULES.check_setup(3, {"events": True, "event_mix": "custom",
                              "green": 7, "orange": 7, "red": 5})
    with pytest.raises(IllegalAction):  # only 16 green cards outside solo
        RULES.check_setup(3, {"events": True, "event_mix": "custom",
                              "green": 17, "orange": 3, "red": 0})
    RULES.check_setup(1, {"event_mix": "custom", "green": 17, "orange": 3, "red": 0})


@pytest.mark.rule("PU-12.1")
def test_colour_counts_are_shown_at_setup_and_set_the_solo_target() -> None:
    st = new_game(3, 2, events=True)
    for seat in (0, 1, 2, None):
        assert RULES.view(st, seat).event_counts == st.event_counts
    solo = new_game(1, 4, event_mix="custom", green=3, orange=7, red=10)
    assert RULES.view(solo, 0).event_counts == (3, 7, 10)
    assert target(solo) == solo_target({"green": 3, "orange": 7, "red": 10}) == 60 + 3 - 2 - 7


# --- PU-12.2 reveal and resolution ----------------------------------------------------------


@pytest.mark.rule("PU-12.2")
def test_one_card_is_revealed_to_all_before_the_draft() -> None:
    st, events = at_event((69, 97, 98))
    assert st.event == 69 and st.revealed == (69,) and st.events == (97, 98)
    assert ("sm.event", {"event": 69}) in public(events)
    assert st.phase == "event"
    assert all(legal_kind(st, s, "place") == [] for s in range(2))  # no draft yet
    assert all(RULES.view(st, s).event == 69 for s in (0, 1, None))
    assert RULES.view(st, 0).events_left == 2


@pytest.mark.rule("PU-12.2")
def test_every_player_resolves_the_event_with_their_own_choices_at_once() -> None:
    st, _ = at_event((73, 97, 98))  # 73: Civ or Tech +1
    assert RULES.to_act(st) == (0, 1)  # simultaneous
    for seat in (0, 1):
        assert sorted(legal_kind(st, seat, "gain")) == [f"gain 0 {CIV}", f"gain 0 {TECH}"]
    st = act(st, 0, f"gain 0 {CIV}")
    assert RULES.view(st, 1).players[0].tracks == (0, 0, 0, 0, 0)  # pending turn is private
    st = act(st, 0, "done")
    st = act(st, 1, f"gain 0 {TECH}")
    st, events = act_events(st, 1, "done")
    assert st.players[0].tracks == (1, 0, 0, 0, 0) and st.players[1].tracks == (0, 0, 0, 0, 1)
    assert st.phase == "place"
    c = st.commander  # both turns revealed together, in seat order from the commander
    assert [a["seat"] for k, a in public(events) if k == "sm.advance"] == [c, 1 - c]


@pytest.mark.rule("PU-12.2")
def test_a_restriction_lasts_for_the_round_of_its_event() -> None:
    st, _ = at_event((120, 97, 98))  # 120: no tile on planet ice this round
    assert st.phase == "place"
    b = st.work[0].boards[0]
    for seat in (0, 1):
        for text in legal_kind(st, seat, "place"):
            slot, form, x, y, _ = map(int, text.split()[1:])
            squares = geo.squares_of(b, st.stacks[slot][0], form, x, y)
            assert not any(geo.is_ice(b, s) for s, _, _, _ in squares)
    st = play_round(st)
    if st.phase == "rotate":
        st = act(st, st.commander, "rotate 0")
    assert st.round == 2 and st.event == 97 and st.phase == "place"
    covers_ice = []
    for text in legal_kind(st, 0, "place"):
        slot, form, x, y, _ = map(int, text.split()[1:])
        squares = geo.squares_of(st.work[0].boards[0], st.stacks[slot][0], form, x, y)
        covers_ice.append(any(geo.is_ice(b, s) for s, _, _, _ in squares))
    assert any(covers_ice)  # the next round ice is allowed again


# --- PU-12.3 impossible effects --------------------------------------------------------------


@pytest.mark.rule("PU-12.3")
def test_an_effect_impossible_for_a_player_is_skipped_for_that_player_only() -> None:
    no_pods = make_board(lifepods=())
    st, events = at_event((82, 97, 98), setup={0: {"boards": (no_pods,)}})  # collect a pod
    assert st.work[0].pool == () and st.work[0].done  # skipped
    assert [g.kind for g in st.work[1].pool] == ["lifepod"]
    assert RULES.to_act(st) == (1,)
    st, taken = act_events(st, 1, legal_kind(st, 1, "gain")[0])
    # the event collects it, not a rover: the log line names none (a newcomer's review)
    assert [e.kind for e in taken if "lifepod" in e.kind] == ["sm.lifepod_taken"]
    line = describe("sm.lifepod_taken", {"seat": 1}, ["Ana", "Ben"].__getitem__, "en")
    assert line == "Ben collects a lifepod from their planet."
    st, events = act_events(st, 1, "done")
    assert ("sm.gain_lost", {"gain": "lifepod", "seat": 0}) in public(events)
    assert st.players[0].lifepods == 0 and st.players[1].lifepods == 1


@pytest.mark.rule("PU-12.3")
def test_a_regression_is_reduced_to_what_is_possible() -> None:
    st, _ = at_event((106, 97, 98), setup={0: {"tracks": (1, 0, 0, 0, 4)},
                                           1: {"tracks": (0, 0, 0, 0, 0)}})  # 106: -3
    assert sorted(legal_kind(st, 0, "gain")) == [f"gain 0 {CIV}", f"gain 0 {TECH}"]
    assert st.work[1].pool == () and st.work[1].done  # nothing to regress
    st = act(st, 0, f"gain 0 {CIV}")
    assert st.work[0].tracks == (0, 0, 0, 0, 4)  # 1 step instead of 3
    st, _ = at_event((85, 97, 98), setup={0: {"tracks": (2, 0, 0, 0, 0)}})  # Rover or Civ
    assert legal_kind(st, 0, "gain") == [f"gain 0 {CIV}"]  # Rover is at 0


# --- PU-12.4 the last card -----------------------------------------------------------------


@pytest.mark.rule("PU-12.4")
def test_revealing_the_last_card_makes_this_round_the_last() -> None:
    st, events = at_event((97,))
    assert st.last_round and st.end_reasons == ("events",)
    assert ("sm.end_triggered", {"reason": "events"}) in public(events)
    st = play_round(st)
    assert st.round == 1 and st.phase in ("final", "over")


@pytest.mark.rule("PU-12.4")
def test_cards_left_in_the_deck_do_not_end_the_game() -> None:
    st, _ = at_event((97, 98))
    assert not st.last_round
    st = play_round(st)
    assert st.round == 2 and not st.over
    st = act(st, st.commander, "rotate 0")
    assert st.event == 98 and st.last_round and st.end_reasons == ("events",)


# --- PU-12.5 the peek ----------------------------------------------------------------------


@pytest.mark.rule("PU-12.5")
def test_peek_shows_the_next_event_to_that_player_alone() -> None:
    st, _ = at_event((117, 98, 97))
    assert f"gain 0 {-1}" in legal_kind(st, 0, "gain")  # peek or a synergy
    st, events = act_events(st, 0, "gain 0 -1")
    assert st.work[0].peek == 98
    assert RULES.view(st, 0).players[0].peek == 98
    assert RULES.view(st, 1).players[0].peek == 0 and RULES.view(st, None).players[0].peek == 0
    assert [e.to for e in events if e.kind == "sm.peeked"] == [(0,)]
    st = act(st, 0, "done")
    st = act(st, 1, f"gain 0 {CIV}")  # seat 1 takes the synergy instead
    st, events = act_events(st, 1, "done")
    assert RULES.view(st, 1).players[0].peek == 0  # still hidden once revealed
    assert st.players[1].peek == 0
    assert all("event" not in a for k, a in public(events) if k == "sm.peeked")


@pytest.mark.rule("PU-12.5")
def test_no_peek_when_no_card_is_left() -> None:
    st, _ = at_event((118,))
    assert sorted(legal_kind(st, 0, "gain")) == [f"gain 0 {t}" for t in range(5)]


# --- PU-12.6 an extra tile in the event step ------------------------------------------------


@pytest.mark.rule("PU-12.6")
def test_extra_tile_from_a_civ_card_in_the_event_step_is_placed_before_the_draft() -> None:
    st = at_rotate(2, 1, events=True)
    st = replace(st, events=(69, 97, 98), rotation=0,
                 civ_decks=((5, 1, 4),) + st.civ_decks[1:])
    st = depot_of(st, 0, *QUIET)
    st = update_player(st, 0, tracks=(2, 0, 0, 0, 0))
    st = rotate(st, 0)
    st = act(st, 0, f"gain 0 {CIV}")  # 69: Civ 2 -> 3, a rank-1 milestone
    st = act(st, 0, "done")
    st = finish_turn(act(st, 1, f"gain 0 {CIV}"), 1)
    assert st.phase == "event_civ" and RULES.to_act(st) == (0,)
    st = act(st, 0, "civ 5")  # Salvage Yard
    inner, outer = depot_slots(st.depot(0))
    options = legal_kind(st, 0, "gain")
    assert options and {int(a.split()[2]) for a in options} == {inner, outer}
    st = act(st, 0, next(a for a in options if int(a.split()[2]) == inner))
    assert st.phase == "event_civ"  # placed during the event step
    assert [pc.tile for pc in st.work[0].boards[0].pieces] == [80]
    st = act(st, 0, "done")
    assert st.phase == "place" and st.stacks[inner] == (74,) and st.hidden_top[inner]
    assert not st.work[0].placed  # the draft still follows
    assert {int(a.split()[1]) for a in legal_kind(st, 0, "place")} == {outer}


@pytest.mark.rule("PU-12.3")
def test_a_move_back_that_cannot_apply_names_the_events_own_two_tracks() -> None:
    st, events = at_event((85, 97, 98))  # Rover or Civ tracker back 1; both are at the start
    void = [(k, a) for k, a in public(events) if k.startswith(("sm.gain_lost", "sm.penalty"))]
    assert {k for k, _ in void} == {"sm.penalty_void.regress2"}
    args = next(a for _, a in void if a["seat"] == 0)
    assert args == {"seat": 0, "track": 3, "other_track": 0, "n": 1}
    assert st.work[0].pool == ()
    assert describe("sm.penalty_void.regress2", args, lambda s: "Ana") == (
        "Rover track or Civ track −1: no effect on Ana, neither tracker can move back.")
    assert describe("sm.penalty_void.regress2", args, lambda s: "Ana", "fr") == (
        "La piste Rover ou la piste Civ −1\u00a0: sans effet pour Ana, aucun des deux "
        "marqueurs ne peut reculer.")
    # the track read as a noun in a sentence, with its article (« Ana avance Piste Civ »)
    assert describe("sm.advance", {"seat": 0, "track": 0, "step": 3}, lambda s: "Ana",
                    "fr") == "Ana avance la piste Civ à l'étape 3."
