"""The round: the action-card draft (TS-3.1–TS-3.5, TS-40.4, TS-40.5) and the phases and turns
(TS-4.1–TS-4.8), played through the rules object on hand-built states."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import pytest

from game.core.rules import Event, IllegalAction, events_for
from game.tsukuyumi import engine
from game.tsukuyumi.actions import ARITY, Action
from game.tsukuyumi.engine import CodeHandler
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import State, Turn
from tests.tsukuyumi.ts_builders import give, kinds
from tests.tsukuyumi.ts_builders_goals import game

HANDS = ((1, 2, 3, 4, 5, 6), (11, 12, 13, 14, 15, 16), (21, 22, 23, 24, 25, 26))


def drafting() -> State:
    st = replace(game(phase="draft"), phase_order=(), turn=None)
    for i, hand in enumerate(HANDS):
        st = give(st, i, hand=hand)
    return st


def act(st: State, who: int, text: str) -> tuple[State, list[Event]]:
    new, events = RULES.apply(st, who, RULES.parse_action(text))
    return new, list(events)


# --- TS-3 the draft ----------------------------------------------------------------------------


@pytest.mark.rule("TS-3.2", "TS-40.4", "TS-40.3")
def test_the_pick_is_simultaneous_and_secret_until_all_have_picked() -> None:
    st = drafting()
    assert RULES.to_act(st) == (0, 1, 2)  # everyone at once
    st, events = act(st, 1, "pick 13")
    assert RULES.to_act(st) == (0, 2)
    assert RULES.legal_actions(st, 1) == ()  # one pick only
    assert events_for(events, 1)[0].args == {"seat": 1, "card": 13}
    assert events_for(events, 0)[0].args == {"seat": 1}  # the others learn only that
    assert RULES.view(st, 0).seats[1].pick == 0 and RULES.view(st, 0).seats[1].picked
    assert RULES.view(st, 1).seats[1].pick == 13
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, Action("pick", (13,)))  # not in seat 0's hand
    st, events = act(st, 0, "pick 2")
    assert "ts.revealed" not in kinds(events)
    st, events = act(st, 2, "pick 26")
    assert kinds(events)[:2] == ["ts.picked", "ts.revealed"]
    assert events[1].args == {"picks": [2, 13, 26]}
    assert RULES.view(st, 0).seats[1].pick == 13  # revealed to all
    assert st.phase == "white"


@pytest.mark.rule("TS-3.3", "TS-3.4")
def test_the_rest_of_each_hand_goes_to_the_left_neighbour() -> None:
    st = drafting()
    for who, card in ((0, 2), (1, 13), (2, 26)):
        st, _ = act(st, who, f"pick {card}")
    assert st.seats[1].hand == (1, 3, 4, 5, 6)  # from seat 0
    assert st.seats[2].hand == (11, 12, 14, 15, 16)  # from seat 1
    assert st.seats[0].hand == (21, 22, 23, 24, 25)  # from seat 2
    assert [s.pick for s in st.seats] == [2, 13, 26]


@pytest.mark.rule("TS-40.5", "TS-3.3")
def test_each_seat_remembers_the_cards_it_passed_until_they_are_revealed() -> None:
    st = drafting()
    for who, card in ((0, 2), (1, 13), (2, 26)):
        st, _ = act(st, who, f"pick {card}")
    assert dict(st.seats[0].seen) == {1: (1, 3, 4, 5, 6)}
    assert RULES.view(st, 1).seats[0].seen == ()  # private memory
    # round 2: seat 1 plays 4 from the hand seat 0 passed; that hand moves on to seat 2
    st = replace(st, phase="draft", turn=None, done=(),
                 seats=tuple(replace(s, pick=0) for s in st.seats))
    for who, card in ((0, 21), (1, 4), (2, 11)):
        st, _ = act(st, who, f"pick {card}")
    memory = dict(st.seats[0].seen)
    assert memory[2] == (1, 3, 5, 6)  # the cards it passed, less the revealed pick
    assert memory[1] == (22, 23, 24, 25)  # and the hand it has just passed


# --- TS-4 phases and turns --------------------------------------------------------------------


def in_play(picks: tuple[int, ...]) -> State:
    """The draft done with these picks; the white phase begins."""
    st = drafting()
    st = replace(st, seats=tuple(
        replace(s, hand=tuple(c for c in s.hand if c not in picks) + (p,))
        for s, p in zip(st.seats, picks, strict=True)))
    for who, card in enumerate(picks):
        st, _ = act(st, who, f"pick {card}")
    return st


def end_all(st: State) -> tuple[State, list[Event]]:
    """Every acting seat ends its turn until the round's draft comes back."""
    events: list[Event] = []
    while st.phase in ("white", "blue", "green", "red"):
        assert st.turn is not None
        st, more = act(st, st.turn.seat, "end")
        events += more
    return st, events


@pytest.mark.rule("TS-4.1", "TS-4.2", "TS-4.4", "TS-3.1")
def test_phases_white_blue_green_red_each_in_initiative_order() -> None:
    st, events = act(in_play((10, 26, 31)), 0, "end")  # white: seat 0 first (cyber)
    st, more = end_all(st)
    events += more
    phases = [e.args["phase"] for e in events if e.kind == "ts.phase"]
    assert phases == ["blue", "green", "red"]
    # a turn opens ("ts.turn"), or is over at once for a seat with nothing to do (TS-4.5)
    turns = [(e.args["phase"], e.args["seat"]) for e in events
             if e.kind in ("ts.turn", "ts.nothing")]
    for colour in ("blue", "green", "red"):
        assert [s for c, s in turns if c == colour] == [0, 1, 2]
    assert st.phase == "draft" and st.round == 2  # then scoring and the next draft


@pytest.mark.rule("TS-4.2", "TS-4.4")
def test_the_order_follows_the_initiative_board_and_each_flip_is_kept() -> None:
    st = in_play((10, 26, 31))
    st = replace(st, initiative=(2, 0, 1))
    st, events = act(st, 0, "end")  # white phase still in the old order
    assert st.turn is not None and st.turn.seat == 1 and st.done == (0,)
    st, events = act(st, 1, "end")
    st, events = act(st, 2, "end")
    assert st.phase == "blue" and st.phase_order == (2, 0, 1) and st.done == ()
    turns = [e.args["seat"] for e in events if e.kind == "ts.turn"]
    assert turns[0] == 2  # the blue phase opens with the new first seat
    assert st.turn is not None and st.turn.seat == 2  # A31: Initiative 2 in blue


@pytest.mark.rule("TS-4.5")
def test_a_seat_with_nothing_in_a_phase_flips_without_acting() -> None:
    # A05 has Initiative 2 in blue; A07 and A24 have nothing in blue
    st = in_play((5, 7, 24))
    for who in (0, 1, 2):
        st, events = act(st, who, "end")
    assert st.phase == "blue" and st.turn is not None and st.turn.seat == 0
    st, events = act(st, 0, "end")
    nothing = [e.args["seat"] for e in events
               if e.kind == "ts.nothing" and e.args["phase"] == "blue"]
    assert nothing == [1, 2]
    # one event each says it all: no "plays the phase" nor "ends their turn" beside it
    assert not [e for e in events if e.kind in ("ts.turn", "ts.flipped")
                and e.args.get("seat") in (1, 2) and e.args.get("phase", "blue") == "blue"]
    assert ("ts.phase", "green") in [(e.kind, e.args.get("phase")) for e in events]


@pytest.mark.rule("TS-4.3", "TS-4.8", "TS-3.6")
def test_a_turn_offers_the_cards_actions_of_that_phase_and_unused_ones_are_lost() -> None:
    with fake_code("P"):
        _turn_actions_of_each_phase()


def _turn_actions_of_each_phase() -> None:
    st = in_play((5, 7, 24))
    assert st.turn is not None and st.turn.left == ()  # white: the two white actions
    assert [a for a in RULES.legal_actions(st, 0) if a.kind == "white"] == \
        [Action("white", (i,)) for i in range(4)]
    for who in (0, 1, 2):
        st, _ = act(st, who, "end")
    assert st.turn is not None and st.turn.left == (("I", 2),)  # A05 in blue
    st, _ = act(st, 0, "end")  # Initiative 2 unused
    assert st.phase == "green" and st.turn is not None
    assert st.turn.seat == 0 and st.turn.left == (("P", 2),)  # blue's actions are gone


@pytest.mark.rule("TS-4.10")
def test_white_phase_two_different_actions() -> None:
    st = in_play((5, 7, 24))
    st, _ = act(st, 0, "white 2")
    assert Action("white", (2,)) not in RULES.legal_actions(st, 0)
    st, _ = act(st, 0, "white 0")
    assert not [a for a in RULES.legal_actions(st, 0) if a.kind == "white"]


@contextmanager
def fake_code(code: str, possible: list[bool] | None = None) -> Iterator[Action]:
    """A stand-in handler for a card code, offering one action `fake<code>` that uses the
    icon (while `possible[0]`, else nothing); the registries are restored afterwards."""
    kind = f"fake{code.lower()}"
    before = engine.CODES.get(code)
    flag = possible if possible is not None else [True]

    def legal(st: State, who: int, value: int) -> list[Action]:
        return [Action(kind)] if flag[0] else []

    def apply(st: State, who: int, action: Action, events: list[Event]) -> State:
        return engine.consume(st, code)

    ARITY[kind] = 0
    engine.register_code(code, CodeHandler(legal, apply, (kind,)))
    try:
        yield Action(kind)
    finally:
        del ARITY[kind]
        if before is None:
            del engine.CODES[code]
        else:
            engine.CODES[code] = before


@pytest.mark.rule("TS-4.7", "TS-42.13")
def test_mandatory_oni_placement_blocks_the_end_of_the_turn() -> None:
    from game.tsukuyumi import round as rounds

    possible = [True]
    with fake_code("OP", possible) as place:
        st = in_play((2, 7, 24))  # A02 green: P3, OP1
        st = replace(st, phase="green", phase_order=st.initiative, done=(), turn=None)
        st = rounds.open_next_turn(st, [])
        assert st.turn is not None and st.turn.seat == 0
        legal = RULES.legal_actions(st, 0)
        assert Action("end") not in legal and place in legal
        with pytest.raises(IllegalAction) as err:
            rounds.end_turn(st, 0, [])
        assert err.value.key == "ts.illegal.oni_mandatory"
        done, _ = RULES.apply(st, 0, place)
        assert Action("end") in RULES.legal_actions(done, 0)
        possible[0] = False  # a mandatory action that cannot be done does not block
        assert Action("end") in RULES.legal_actions(st, 0)


# --- TS-5.2–TS-5.6 the Initiative board ----------------------------------------------------------

MARTINE, TOM, KEVIN, REGINA = 0, 1, 2, 3


def blue_with_tom_to_act() -> State:
    """TS-5.5/5.6: blue phase, order Martine (flipped), Tom, Kevin, Régina; Tom has I1."""
    st = game(("boarlords", "nomads", "darkseed", "cyber"), phase="blue")
    for who, card in ((MARTINE, 5), (TOM, 28), (KEVIN, 5), (REGINA, 5)):
        st = give(st, who, pick=card)
    order = (MARTINE, TOM, KEVIN, REGINA)
    return replace(st, initiative=order, phase_order=order, done=(MARTINE,),
                   turn=engine_turn(TOM, (("I", 1),)))


def green_turns(events: list[Event]) -> list[int]:
    """The order the green phase began with (TS-5.4)."""
    return next(e.args["order"] for e in events
                if e.kind == "ts.phase" and e.args["phase"] == "green")


def engine_turn(who: int, left: tuple[tuple[str, int], ...]) -> Turn:
    return Turn(who, left=left)


@pytest.mark.rule("TS-5.5", "TS-5.3", "TS-5.4")
def test_seed_example_1_tom_gains_a_place() -> None:
    st = blue_with_tom_to_act()
    st, events = act(st, TOM, "initiative -1")
    assert st.initiative == (TOM, MARTINE, KEVIN, REGINA)
    assert TOM in st.done and "ts.flipped_early" in kinds(events)  # flipped at once (TS-5.3)
    assert st.turn is not None and st.turn.seat == TOM  # and may go on with the turn
    st, _ = act(st, TOM, "end")
    assert st.turn is not None and st.turn.seat == KEVIN  # not Martine, who has played
    st, _ = act(st, KEVIN, "end")
    assert st.turn is not None and st.turn.seat == REGINA  # Régina is last
    st, events = act(st, REGINA, "end")
    assert green_turns(events) == [TOM, MARTINE, KEVIN, REGINA]  # the new order from green on


@pytest.mark.rule("TS-5.6", "TS-5.4")
def test_seed_example_2_tom_loses_a_place() -> None:
    st = blue_with_tom_to_act()
    st, _ = act(st, TOM, "initiative 1")
    assert st.initiative == (MARTINE, KEVIN, TOM, REGINA)
    assert st.phase_order == (MARTINE, TOM, KEVIN, REGINA)  # this phase keeps its order
    st, _ = act(st, TOM, "end")
    assert st.turn is not None and st.turn.seat == KEVIN  # the best-placed unflipped marker
    st, _ = act(st, KEVIN, "end")
    assert st.turn is not None and st.turn.seat == REGINA
    st, events = act(st, REGINA, "end")
    assert green_turns(events) == [MARTINE, KEVIN, TOM, REGINA]  # Kevin before Tom from now on


@pytest.mark.rule("TS-5.2")
def test_initiative_moves_up_to_x_places_within_the_board_others_keep_their_order() -> None:
    st = blue_with_tom_to_act()
    st = replace(st, turn=engine_turn(TOM, (("I", 2),)))
    moves = sorted(a.args[0] for a in RULES.legal_actions(st, TOM) if a.kind == "initiative")
    assert moves == [-1, 1, 2]  # one place up is the top; two down is the bottom
    st, _ = act(st, TOM, "initiative 2")
    assert st.initiative == (MARTINE, KEVIN, REGINA, TOM)
    assert not [a for a in RULES.legal_actions(st, TOM) if a.kind == "initiative"]  # used


# --- views keep every public seat field (TS-40.2, TS-42.11) ------------------------------------


@pytest.mark.rule("TS-40.2", "TS-42.11")
def test_a_view_and_its_determinization_keep_the_public_seat_fields() -> None:
    from game.core.rng import Rng

    st = in_play((10, 26, 31))
    st = give(st, 1, vp=3, missions=("raid",), goal=True, strike=4, conquered=((2, 0),))
    v = RULES.view(st, 0)
    assert (v.seats[1].strike, v.seats[1].missions, v.seats[1].goal) == (4, ("raid",), True)
    back = RULES.determinize(v, Rng.from_seed(3))
    assert back.seats[1].strike == 4 and back.seats[1].vp == 3
    assert back.seats[0].hand == st.seats[0].hand  # its own hand as it is
    assert len(back.seats[1].hand) == len(st.seats[1].hand)


@pytest.mark.rule("TS-40.5", "TS-42.11", "TS-40.3")
def test_determinization_puts_a_secret_pick_among_the_remembered_cards() -> None:
    from game.core.rng import Rng

    st = drafting()
    for who, card in ((0, 2), (1, 13), (2, 26)):
        st, _ = act(st, who, f"pick {card}")
    st = replace(st, phase="draft", turn=None, done=(),
                 seats=tuple(replace(s, pick=0) for s in st.seats))
    remembered = dict(st.seats[2].seen)[0]  # seat 2 passed this hand to seat 0
    st, _ = act(st, 0, "pick 23")  # a secret pick from it
    v = RULES.view(st, 2)
    for k in range(5):
        guess = RULES.determinize(v, Rng.from_seed(k))
        assert RULES.view(guess, 2) == v
        s0 = guess.seats[0]
        assert sorted(s0.hand + (s0.pick,)) == sorted(remembered)


@pytest.mark.rule("TS-4.6", "TS-4.5")
def test_unit_granted_actions_keep_a_turn_open_when_the_card_shows_nothing() -> None:
    used: list[int] = []

    def legal(st: State, who: int, value: int) -> list[Action]:
        return [] if who in used else [Action("fakeg")]

    def apply(st: State, who: int, action: Action, events: list[Event]) -> State:
        used.append(who)
        return st

    ARITY["fakeg"] = 0
    engine.GRANTED["test_granted"] = (("blue",), CodeHandler(legal, apply, ("fakeg",)))
    try:
        st = in_play((5, 7, 24))  # A07 and A24: nothing in blue
        for who in (0, 1, 2):
            st, _ = act(st, who, "end")
        st, events = act(st, 0, "end")
        assert st.turn is not None and st.turn.seat == 1  # not flipped: it has an action
        assert "ts.nothing" not in kinds(events)
        st, _ = act(st, 1, "fakeg")  # the fake leaves the state object as it was
        RULES.forget()
        assert used == [1] and RULES.legal_actions(st, 1) == (Action("end"),)
    finally:
        del ARITY["fakeg"]
        del engine.GRANTED["test_granted"]
