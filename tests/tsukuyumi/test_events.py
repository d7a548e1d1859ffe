"""The Events action (TS-5.7–TS-5.12, TS-4.10) and what the seats know of events (TS-40)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rng import Rng
from game.core.rules import IllegalAction, events_for
from game.tsukuyumi import board as B
from game.tsukuyumi import events as ev
from game.tsukuyumi.actions import Action, parse_action
from game.tsukuyumi.event_effects import target_zones
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import Turn
from tests.tsukuyumi import ts_builders_events as T

UNITS = (("cs_2_1", 0, (0, 0)), ("private", 1, (1, 0)))
TAILWIND, SEIZE = 19, 20


def test_events_open_with_the_first_draw_and_track_what_is_left() -> None:
    st = T.event_state(UNITS, deck=(5, 6, 7), display=(1, 2))
    assert T.legal_set(st) >= {"draw 0", "draw 1", "draw 2", "end"}
    st, _ = T.play(st, "draw 0")
    assert st.turn is not None and st.turn.left == ()  # the icon is used
    assert st.pending[-1].kind == ev.EVENTS and st.pending[-1].data == (1, 2)
    assert "end" not in T.legal_set(st) and "events_done" in T.legal_set(st)


@pytest.mark.rule("TS-5.7")
def test_a_face_up_card_is_replaced_at_once_and_a_blind_draw_takes_the_top() -> None:
    st = T.event_state(UNITS, deck=(5, 6, 7), display=(1, 2))
    st, _ = T.play(st, "draw 1")
    assert st.seats[0].events == (2,)
    assert st.event_display == (1, 5) and st.event_deck == (6, 7)
    st, _ = T.play(st, "draw 2")
    assert st.seats[0].events == (2, 6) and st.event_deck == (7,)
    # Events 2: no third draw
    assert not any(t.startswith("draw") for t in T.legal_set(st))


@pytest.mark.rule("TS-5.9")
def test_seed_example_juliette() -> None:
    # Juliette may draw and play 2 and holds Tailwind from an earlier round
    st = T.event_state(UNITS, hands={0: (TAILWIND,)}, deck=(7, SEIZE, 8), display=(12, 3),
                       order=(1, 0, 2))
    st, _ = T.play(st, "draw 0")  # a face-up card, replaced at once from the deck
    assert st.event_display == (7, 3)
    st, _ = T.play(st, "draw 2")  # then one blind
    assert sorted(st.seats[0].events) == [12, TAILWIND, SEIZE]  # she holds 3 …
    assert not any(t.startswith("draw") for t in T.legal_set(st))
    st, _ = T.play(st, f"play {TAILWIND}", f"play {SEIZE}")  # … and may play 2
    assert st.seats[0].events == (12,)
    assert st.pending == ()  # both counts used: the action is over
    assert st.event_discard == (TAILWIND, SEIZE)


@pytest.mark.rule("TS-5.8")
def test_draws_and_plays_interleave_and_old_cards_can_be_played() -> None:
    st = T.event_state(UNITS, hands={0: (TAILWIND,)}, deck=(SEIZE, 7), display=(4, 5),
                       order=(1, 0, 2))
    st, _ = T.play(st, f"play {TAILWIND}")  # a card kept from an earlier round, first
    assert st.pending[-1].data == (2, 1)
    st, _ = T.play(st, "draw 2")
    st, _ = T.play(st, f"play {SEIZE}")  # the card just drawn
    assert st.initiative == (0, 1, 2)
    assert st.pending[-1].data == (1, 0)
    assert not any(t.startswith("play") for t in T.legal_set(st))
    st, _ = T.play(st, "events_done")
    assert st.pending == () and "end" in T.legal_set(st)


@pytest.mark.rule("TS-5.10")
def test_no_hand_limit_and_unplayed_events_stay_in_hand() -> None:
    st = T.event_state(UNITS, hands={0: (3, 4, 6, 8, 9, 10)}, deck=(11, 13), display=(14, 15),
                       left=(("E", 2),))
    st, _ = T.play(st, "draw 0", "draw 2", "events_done")
    assert len(st.seats[0].events) == 8
    st, _ = T.play(st, "end")
    assert len(st.seats[0].events) == 8  # nothing is discarded at the end of the turn


@pytest.mark.rule("TS-5.10")
def test_an_empty_deck_is_refilled_from_the_discard_pile() -> None:
    st = T.event_state(UNITS, deck=(), display=(1, 2), discard=(5, 6, 7))
    st, events = T.play(st, "draw 2")
    assert "ts.ev.reshuffled" in T.kinds(events)
    assert st.event_discard == () and len(st.event_deck) == 2
    assert st.seats[0].events[0] in (5, 6, 7)
    assert sorted(st.event_deck + st.seats[0].events) == [5, 6, 7]


@pytest.mark.rule("TS-5.10")
def test_an_empty_slot_stays_empty_until_a_card_can_fill_it() -> None:
    st = T.event_state(UNITS, deck=(), display=(TAILWIND, 2), discard=(), order=(1, 0, 2))
    assert "draw 2" not in T.legal_set(st)  # nothing to draw blind
    st, _ = T.play(st, "draw 0")
    assert st.event_display == (0, 2)  # no card to replace it
    st, _ = T.play(st, f"play {TAILWIND}")
    # the played card is the only one left: shuffled into a deck, it fills the slot
    assert st.event_display == (TAILWIND, 2) and st.event_deck == () and st.event_discard == ()


@pytest.mark.rule("TS-4.10")
def test_the_white_phase_events_action_draws_one_and_plays_one() -> None:
    st = T.event_state(UNITS, hands={0: (TAILWIND,)}, deck=(7, 8), display=(5, 6), phase="white",
                       left=())
    st, _ = T.play(st, "white 3")
    assert st.turn is not None and st.turn.left == (("E", 1),)
    st, _ = T.play(st, "draw 2")
    assert st.pending[-1].data == (0, 1)
    assert not any(t.startswith("draw") for t in T.legal_set(st))
    st, _ = T.play(st, f"play {TAILWIND}")
    assert st.pending == ()


def test_extra_draws_hook_adds_draws_not_plays() -> None:
    st = T.event_state(UNITS, deck=(7, 8, 9), display=(5, 6))
    ev.EXTRA_DRAWS.append(lambda s, seat: 1 if s.seats[seat].faction == "cyber" else 0)
    try:
        st, _ = T.play(st, "draw 2")
        assert st.pending[-1].data == (2, 2)  # 3 draws in all, 2 plays
    finally:
        ev.EXTRA_DRAWS.pop()


def test_begin_events_opens_an_action_without_an_icon() -> None:
    st = T.event_state(UNITS, deck=(7, 8), display=(5, 6), left=())
    events: list = []
    st = ev.begin_events(st, 0, 1, events)
    assert st.pending[-1].data == (1, 1) and "draw 2" in T.legal_set(st)


def test_illegal_steps_are_refused_with_a_reason() -> None:
    st = T.event_state(UNITS, hands={0: (TAILWIND,)}, deck=(7,), display=(0, 6))
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, Action("draw", (0,)))  # an empty slot
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, Action("play", (SEIZE,)))  # not in hand
    st, _ = T.play(st, "draw 2", "draw 1")
    with pytest.raises(IllegalAction) as err:
        ev._prompt_apply(st, st.pending[-1], Action("draw", (2,)), [])
    assert err.value.key == "ts.illegal.ev_no_draw"
    with pytest.raises(IllegalAction) as err:
        ev._prompt_apply(st, st.pending[-1], Action("play", (SEIZE,)), [])
    assert err.value.key == "ts.illegal.ev_not_in_hand"


@pytest.mark.rule("TS-5.11")
def test_target_zones_are_own_unit_zones_and_unstable_zones_never_start_zones() -> None:
    start = (3, -1)
    zones = [T.area(p, T.PLAIN) for p in T.PATCH if p != (2, -2)]
    zones += [T.area((2, -2), T.UNSTABLE), B.start_zone(start, "cyber")]
    st = T.event_state((("cs_2_1", 0, (0, 0)), ("cs_2_1", 0, start), ("private", 1, (1, 0))),
                       the_board=B.Board(zones=tuple(zones)))
    # (0, 0): a unit of the player; (2, -2): Unstable, no unit; not the start zone, not (1, 0)
    assert target_zones(st, 0) == ((0, 0), (2, -2))


@pytest.mark.rule("TS-40.5")
@pytest.mark.rule("TS-40.8")
def test_face_up_cards_are_known_to_all_and_blind_draws_to_the_drawer_alone() -> None:
    st = T.event_state(UNITS, deck=(7, 8), display=(5, 6))
    st, events = T.play(st, "draw 0", "draw 2")
    seen_by_1 = events_for(events, 1)
    assert any(e.kind == "ts.ev.drew_face_up" and e.args["event"] == "E05" for e in seen_by_1)
    blind = [e for e in seen_by_1 if e.kind.startswith("ts.ev.drew_blind")]
    assert [e.kind for e in blind] == ["ts.ev.drew_blind"] and "event" not in blind[0].args
    mine = [e for e in events_for(events, 0) if e.kind.startswith("ts.ev.drew_blind")]
    # E07 refilled the face-up slot: the blind draw is E08
    assert mine[0].kind == "ts.ev.drew_blind_card" and mine[0].args["event"] == "E08"
    other = RULES.view(st, 1)
    assert other.seats[0].events is None and other.seats[0].events_size == 2
    assert other.events_known[0] == (5,)
    for p in range(3):  # the views leak nothing (TS-42.11)
        view = RULES.view(st, p)
        assert RULES.view(RULES.determinize(view, Rng.from_seed(p)), p) == view


@pytest.mark.rule("TS-40.5")
def test_a_played_face_up_card_is_no_longer_known() -> None:
    st = T.event_state(UNITS, deck=(7, 8), display=(TAILWIND, 6), order=(1, 0, 2))
    st, _ = T.play(st, "draw 0")
    assert st.events_known[0] == (TAILWIND,)
    st, _ = T.play(st, f"play {TAILWIND}")
    assert st.events_known[0] == ()


@pytest.mark.rule("TS-40.7")
def test_a_curtain_before_an_events_action_or_a_private_hand() -> None:
    st = T.event_state(UNITS, deck=(7, 8), display=(5, 6))
    assert RULES.is_private_for(st, 0)  # an Events action to take
    st2 = replace(st, turn=Turn(0, left=(("I", 1),)))
    assert not RULES.is_private_for(st2, 0)  # nothing secret to show
    st3 = replace(st2, seats=tuple(replace(s, events=(9,)) if i == 0 else s
                                   for i, s in enumerate(st2.seats)))
    assert RULES.is_private_for(st3, 0)
    st4, _ = T.play(st, "draw 2")
    assert RULES.is_private_for(st4, 0)
    white = replace(st2, phase="white", turn=Turn(0))
    assert RULES.is_private_for(white, 0)  # the white phase's Events may be chosen
    assert not RULES.is_private_for(replace(white, turn=Turn(0, white=("M", "C"))), 0)


def test_actions_have_canonical_notation() -> None:
    for text in ("draw 2", "play 1 0 -1 2", "events_done", "rotate 1 -1 3", "scout 4 5 6",
                 "effect_done", "sabotage 0"):
        assert str(parse_action(text)) == text
