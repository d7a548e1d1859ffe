"""Supermoon's fragmented planet around the game (SM-9.1, SM-14, SM-13.3): the setup choice
(option, offer, faces), the information rules, the solo target, a saved game, and bot games."""

from __future__ import annotations

import importlib.util
from dataclasses import replace

import pytest

from game.core import codec
from game.core.rules import IllegalAction
from game.core.simulate import play_bots
from game.supermoon import fragments
from game.supermoon.bots import eval as ev
from game.supermoon.bots.moon_eval import choose_fragments, choose_planet, face_rating
from game.supermoon.data import solo_target
from game.supermoon.fragments import FACE_BY_KEY, FRAGMENTED
from game.supermoon.rules import RULES, target
from game.supermoon.state import PATCH, Rover, State
from tests.supermoon.builders import act, act_events, legal, legal_kind, new_game
from tests.supermoon.fragments_helpers import (
    B_ALL,
    ROOT,
    face_board,
    frag_place,
    frag_player,
    full,
    sq_of,
)


def dealt_seed(n: int, **options: object) -> int:
    """A seed whose planets=random deal gives seat 0 the fragmented planet."""
    for seed in range(300):
        st = new_game(n, seed, planets="random", fragments=True, **options)
        if st.players[0].planet_offer[0] == FRAGMENTED:
            return seed
    raise AssertionError("never dealt")


# --- SM-9.1 setup --------------------------------------------------------------------------------


@pytest.mark.rule("SM-9.1")
def test_the_option_is_live_only_with_asymmetric_planets() -> None:
    """Shown always, greyed with symmetric planets (rows no longer come and go under the
    mouse, stop 98)."""
    assert RULES.option_visible("fragments", {"planets": "symmetric"}, 2)
    assert RULES.option_inactive("fragments", {"planets": "symmetric"}, 2)
    assert RULES.option_inactive("fragments", {}, 2) == "sm.option.off.planets"
    assert not RULES.option_inactive("fragments", {"planets": "random"}, 2)
    assert not RULES.option_inactive("fragments", {"planets": "choice"}, 1)
    assert RULES.check_setup(2, {"fragments": "on"})["fragments"] is True
    assert RULES.check_setup(2, {})["fragments"] is False


@pytest.mark.rule("SM-9.1")
def test_free_choice_offers_the_fragmented_planet_once() -> None:
    st = new_game(3, 2, planets="choice", fragments=True)
    first = st.order[0]
    assert f"planet {FRAGMENTED}" in legal(st, first)
    assert f"planet {FRAGMENTED}" not in legal(new_game(3, 2, planets="choice"), first)
    st = act(st, first, f"planet {FRAGMENTED}")
    p = st.players[first]
    assert [b.kind for b in p.boards] == ["fragment"] * 4
    assert p.fragment_offer == fragments.MASKS
    for seat in st.order:  # the later seats: every planet but the fragmented one
        assert f"planet {FRAGMENTED}" not in legal(st, seat)
        st = act(st, seat, "planet 0")
    assert st.phase == "setup" and st.work[first].fragment_offer
    assert legal(st, first) == [f"fragments {m}" for m in fragments.MASKS]


@pytest.mark.rule("SM-9.1")
def test_a_dealt_fragmented_planet_goes_to_one_seat_at_most() -> None:
    dealt = 0
    for seed in range(40):
        st = new_game(6, seed, planets="random", fragments=True)
        offers = [p.planet_offer[0] for p in st.players]
        assert offers.count(FRAGMENTED) <= 1
        dealt += FRAGMENTED in offers
        plain = new_game(6, seed, planets="random")
        assert FRAGMENTED not in [p.planet_offer[0] for p in plain.players]
    assert dealt > 0


@pytest.mark.rule("SM-9.1", "SM-0.5")
def test_taking_the_fragmented_planet_then_choosing_the_faces() -> None:
    seed = dealt_seed(2)
    st = new_game(2, seed, planets="random", fragments=True)
    assert legal(st, 0) == [f"planet {FRAGMENTED}", "planet 0"]
    st, events = act_events(st, 0, f"planet {FRAGMENTED}")
    p = st.work[0]
    assert [b.key for b in p.boards] == [f"fragment_{k}" for k in ("1a", "2a", "3a", "4a")]
    assert not p.done and p.fragment_offer == fragments.MASKS
    # a lifepod on every lifepod square (SM-9.1)
    assert [len(b.lifepods) for b in p.boards] == [2, 1, 1, 2]
    assert "done" not in legal(st, 0)
    with pytest.raises(IllegalAction):
        act(st, 0, "fragments 16")
    st, events = act_events(st, 0, f"fragments {0b1010}")
    p = st.work[0]
    assert [b.key for b in p.boards] == [f"fragment_{k}" for k in ("1a", "2b", "3a", "4b")]
    assert not p.fragment_offer and p.done
    assert [len(b.lifepods) for b in p.boards] == [2, 2, 1, 2]
    chosen = [e for e in events if e.kind == "sm.fragments_chosen"]
    assert chosen[0].args["faces"] == "1a/2b/3a/4b" and chosen[0].args["difficulty"] == 4
    with pytest.raises(IllegalAction):
        act(st, 0, "fragments 0")  # chosen once


@pytest.mark.rule("SM-9.1")
def test_the_moon_comes_after_the_four_fragments() -> None:
    seed = dealt_seed(1, moons=True)
    st = new_game(1, seed, planets="random", fragments=True, moons=True)
    st = act(st, 0, f"planet {FRAGMENTED}")
    assert legal_kind(st, 0, "moon") == [] and legal_kind(st, 0, "fragments")
    st = act(st, 0, "fragments 3")
    moon = legal_kind(st, 0, "moon")[0]
    st = act(st, 0, moon)
    assert [b.kind for b in st.work[0].boards] == ["fragment"] * 4 + ["moon"]


# --- SM-14 information ---------------------------------------------------------------------------


@pytest.mark.rule("SM-14.2", "SM-14.1")
def test_faces_are_chosen_in_secret_and_revealed_together() -> None:
    st = new_game(2, 5, planets="choice", fragments=True, moons=True)
    first, second = st.order
    st = act(act(st, first, f"planet {FRAGMENTED}"), second, "planet 0")
    assert st.phase == "setup"
    st = act(st, first, f"fragments {B_ALL}")
    mine = [b.key for b in RULES.view(st, first).players[first].boards]
    theirs = [b.key for b in RULES.view(st, second).players[first].boards]
    public = [b.key for b in RULES.view(st, None).players[first].boards]
    assert mine[:4] == [f"fragment_{k}b" for k in "1234"]
    assert theirs == public and all(k.endswith("a") for k in theirs[:4])  # not yet revealed
    for action in [a for a in legal(st, first) if a.startswith("moon")][:1]:
        st = act(st, first, action)
    assert RULES.view(st, second).players[first].boards[0].key == "fragment_1a"
    st = act(st, second, legal_kind(st, second, "moon")[0])
    assert st.phase != "setup"  # everybody done: revealed together (SM-14.1: public faces)
    assert [b.key for b in RULES.view(st, second).players[first].boards][:4] == mine[:4]


# --- SM-13.3 solo target -------------------------------------------------------------------------


@pytest.mark.rule("SM-13.3")
def test_the_solo_target_is_unchanged_on_the_fragmented_planet() -> None:
    for moons in (False, True):
        seed = dealt_seed(1, moons=moons)
        st = new_game(1, seed, planets="random", fragments=True, moons=moons)
        st = act(act(st, 0, f"planet {FRAGMENTED}"), 0, "fragments 0")
        assert all(b.kind == "fragment" for b in st.work[0].boards[:4])
        g, o, r = st.event_counts
        assert target(st) == solo_target({"green": g, "orange": o, "red": r}, moon=moons)


# --- saves ---------------------------------------------------------------------------------------


@pytest.mark.rule("SM-9.1")
def test_a_fragmented_game_survives_a_json_round_trip() -> None:
    seed = dealt_seed(2)
    st = new_game(2, seed, planets="random", fragments=True)
    st = act(st, 0, f"planet {FRAGMENTED}")
    for state in (st, act(st, 0, "fragments 9"), frag_place(moves=1,
                                                            rovers=(Rover(0, 21),))):
        text = codec.dumps(state)
        assert codec.loads(State, text) == state
        view = RULES.view(state, 1)
        assert codec.loads(type(view), codec.dumps(view)) == view


# --- bots ----------------------------------------------------------------------------------------


def test_bots_choose_the_faces_and_take_a_dealt_fragmented_planet() -> None:
    from game.core.rng import MutableRng, Rng
    from game.supermoon.actions import Action

    r = MutableRng(Rng.from_seed(3))
    offers = [Action("fragments", (m,)) for m in fragments.MASKS]
    best = max(fragments.MASKS, key=lambda m: sum(face_rating(k)
                                                  for k in fragments.face_keys(m)))
    assert choose_fragments(offers, r, "hard") == Action("fragments", (best,))
    assert fragments.difficulty(best) == 4  # never the harder meteorite face here
    dealt = [Action("planet", (FRAGMENTED,)), Action("planet", (0,))]
    assert choose_planet(dealt, r, "normal").args == (FRAGMENTED,)
    free = [Action("planet", (k,)) for k in (0, 3, 7, FRAGMENTED)]
    assert choose_planet(free, r, "hard").args == (3,)  # Charybdis, difficulty 1


def test_the_ratings_know_a_fragments_lines_and_its_shuttle() -> None:
    empty = frag_player(0)
    p = replace(empty, boards=(full("1a"),) + empty.boards[1:])
    # The finished lines count whole at the end: 14 medals (SM-10.2; the empty fragment's
    # two one-neighbour corners cost a little more).
    gained = ev.position(p, late=1.0) - ev.position(empty, late=1.0)
    assert 14.0 <= gained < 15.0
    # A rover on a bare shuttle reaches the lifepods of every fragment (SM-9.5); once the
    # shuttle is covered, a fragment without lifepods left offers it nothing.
    q = frag_player(0)
    bare = replace(q.boards[0], lifepods=())
    near = replace(q, boards=(bare,) + q.boards[1:], rovers=(Rover(0, sq_of("1a", 3, 3)),))
    assert ev.rover_potential(near) == pytest.approx(ev.ROVER_REACH * ev.ROVER_DECAY)
    covered = replace(bare, terrain=face_board("1a", {(3, 3): "c"}).terrain)
    assert ev.rover_potential(replace(near, boards=(covered,) + q.boards[1:])) == 0.0
    # The last square of row 0 and column 5 finishes 1 + 2 medals of the fragment.
    last = face_board("1a", {c: "c" for c in fragments.squares(FACE_BY_KEY["1a"])
                            if c != (5, 0)})
    gain = ev.quick_placement(replace(p, boards=(last,) + p.boards[1:]), 0, PATCH, 0, 5, 0)
    assert gain > 2.0


def _fragment_rules():
    spec = importlib.util.spec_from_file_location(
        "fragment_games", ROOT / "tools" / "fragment_games.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module._rules(), module.FORCED


@pytest.mark.rule("SM-9.1", "SM-9.5", "SM-9.6")
@pytest.mark.parametrize("n, planets, extra", [
    (1, "random", {}), (2, "choice", {"moons": True, "rescue": "on", "blocks": True})])
def test_bot_games_on_the_fragmented_planet_finish(n: int, planets: str, extra: dict) -> None:
    rules, forced = _fragment_rules()
    options = {"planets": planets, "fragments": True, **extra}
    result = play_bots(rules, ["easy" + forced] + ["easy"] * (n - 1), 1234 + n, options,
                       keep_events=True)
    assert result.outcome is not None
    chosen = [e for e in result.events if e.kind == "sm.fragments_chosen" and e.reveal]
    assert len(chosen) == 1 and chosen[0].args["seat"] == 0
    placed = [e for e in result.events if e.kind == "sm.tile_placed" and e.reveal
              and e.args["seat"] == 0]
    assert {e.args["board"] for e in placed} >= {0, 1, 2, 3}  # every fragment played
