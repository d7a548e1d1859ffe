"""The JSON codec: round trips of frozen dataclasses and clear errors on bad data."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.codec import CodecError, decode, dumps, encode, loads
from game.core.rng import Rng
from game.core.rules import Event


class Suit(enum.Enum):
    SUN = "sun"
    MOON = "moon"


@dataclass(frozen=True)
class Card:
    suit: Suit
    rank: int


@dataclass(frozen=True)
class Pass:
    seat: int


@dataclass(frozen=True)
class Play:
    seat: int
    card: Card


@dataclass(frozen=True)
class State:
    hands: tuple[tuple[Card, ...], ...]
    scores: dict[int, int]
    names: dict[str, str]
    flags: frozenset[str]
    last: Play | Pass | None
    rng: Rng
    ratio: float = 0.5
    pair: tuple[int, str] = (0, "")
    notes: list[str] = field(default_factory=list)


cards = st.builds(Card, st.sampled_from(Suit), st.integers(-5, 99))
states = st.builds(
    State,
    hands=st.lists(st.lists(cards, max_size=4).map(tuple), max_size=3).map(tuple),
    scores=st.dictionaries(st.integers(0, 7), st.integers()),
    names=st.dictionaries(st.text(max_size=5), st.text(max_size=5)),
    flags=st.frozensets(st.text(max_size=4)),
    last=st.one_of(st.none(), st.builds(Pass, st.integers()),
                   st.builds(Play, st.integers(), cards)),
    rng=st.builds(Rng, st.integers(0, 2**64 - 1)),
    ratio=st.floats(allow_nan=False, allow_infinity=False),
    pair=st.tuples(st.integers(), st.text(max_size=3)),
    notes=st.lists(st.text(max_size=3), max_size=3),
)


@given(states)
def test_round_trip(state: State) -> None:
    assert decode(State, encode(state)) == state
    text = dumps(state)
    assert loads(State, text) == state
    assert json.loads(text) == encode(state)


def test_frozenset_encoding_is_stable() -> None:
    assert encode(frozenset({"b", "a", "c"})) == ["a", "b", "c"]


def test_event_round_trip() -> None:
    ev = Event("dice.rolled", {"seat": 1, "dice": [3, 4]}, to=(1,),
               redacted=Event("dice.rolled_hidden", {"seat": 1}), barrier=True)
    assert decode(Event, encode(ev)) == ev


def test_union_uses_the_type_tag() -> None:
    assert decode(Play | Pass, {"_t": "Pass", "seat": 2}) == Pass(2)
    with pytest.raises(CodecError, match="matches none"):
        decode(Play | Pass, {"_t": "Fold", "seat": 2})


@pytest.mark.parametrize("tp,data,message", [
    (int, True, "expected an integer"),
    (int, "3", "expected an integer"),
    (bool, 1, "expected true/false"),
    (float, False, "expected a number"),
    (str, 5, "expected text"),
    (Suit, "star", "'star' is not a Suit"),
    (tuple[int, str], [1], "expected 2 items"),
    (tuple[int, ...], {"a": 1}, "expected a list"),
    (Card, {"suit": "sun"}, "missing 'rank'"),
    (Card, {"suit": "sun", "rank": 1, "colour": "red"}, "unknown field"),
    (Card, {"_t": "Pass", "suit": "sun", "rank": 1}, "expected Card, found Pass"),
    (Card, [1, 2], "expected an object for Card"),
    (None, 0, "expected null"),
])
def test_errors_are_readable(tp: object, data: object, message: str) -> None:
    with pytest.raises(CodecError, match=message):
        decode(tp, data)


def test_error_says_where() -> None:
    bad = encode(State(((Card(Suit.SUN, 1),),), {}, {}, frozenset(), None, Rng(0)))
    bad["hands"][0][0]["rank"] = True  # a bool where an int belongs
    with pytest.raises(CodecError, match=r"\$\.hands\[0\]\[0\]\.rank: expected an integer"):
        decode(State, bad)


def test_not_json() -> None:
    with pytest.raises(CodecError, match="not valid JSON"):
        loads(Card, "{oops")


def test_cannot_encode_arbitrary_objects() -> None:
    with pytest.raises(CodecError, match="cannot encode"):
        encode(object())
