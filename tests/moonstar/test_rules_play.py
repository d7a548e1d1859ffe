"""Moonstar rules: playing a round (MS-4), scoring (MS-5) and the variants that change play
(MS-7.2-7.9)."""

from __future__ import annotations

import pytest

from game.core.rules import CLOCK, IllegalAction
from game.moonstar.actions import MoveMoon, PlaceDie, TimeUp
from game.moonstar.rules import RULES
from game.moonstar.state import Phase
from tests.moonstar.moonstar_helpers import (
    act,
    act_events,
    after_rolloff,
    bidding_state,
    close_bidding,
    lay_out,
    with_setter,
)

# Default test position: planets 5@1 5@4 10@7 10@10; moons 0..6 on stars 0 2 3 5 6 8 9;
# dice 1 2 3 4 5 6 6.
PLAY_33 = (("die 1@0", "die 2@1", "die 4@2", "die 5@3", "die 6@4", "die 3@5", "die 6@6"),
           ("move 0 cw 1", "move 1 cw 2", "move 2 cw 4", "move 3 cw 5", "move 4 cw 6",
            "move 5 ccw 3", "move 6 cw 6"))


def won(bid: int = 20, n: int = 3, bidder: int = 1, **kw):
    """A round whose bidding `bidder` won at `bid`."""
    return close_bidding(bidding_state(n=n, **kw), bidder, bid)


def play(state, seat, texts):
    events = []
    for text in texts:
        state, evs = act_events(state, seat, text)
        events += evs
    return state, events


@pytest.mark.rule("MS-4.1", "MS-9.2")
def test_play_timer_default_and_off():
    state = won()
    timer = RULES.timer(state)
    assert timer.token == "play-1" and timer.seconds == 60 and timer.action == TimeUp()
    state = act(state, 1, "die 1@0")
    assert RULES.timer(state).token == "play-1"  # same countdown through the play
    assert RULES.timer(won(play_seconds=0)) is None
    assert RULES.timer(won(play_seconds=90)).seconds == 90


@pytest.mark.rule("MS-4.2")
def test_one_die_per_moon_and_placed_die_is_final():
    state = won()
    assert RULES.to_act(state) == (1,)
    state = act(state, 1, "die 6@3")
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "die 5@3")
    assert err.value.key == "moonstar.illegal.moon_has_die"
    state = act(state, 1, "die 6@4")
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "die 6@5")  # both 6s are used
    assert str(err.value) == "No unplaced die shows 6."
    with pytest.raises(IllegalAction):
        act(state, 0, "die 1@0")  # only the bidder plays
    assert all(a.moon not in (3, 4) for a in RULES.legal_actions(state, 1))


@pytest.mark.rule("MS-4.3")
def test_moves_only_after_all_dice_are_placed():
    state = act(won(), 1, "die 1@0")
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "move 0 cw 1")
    assert str(err.value) == "All dice must be placed before any moon moves."
    assert not any(isinstance(a, MoveMoon) for a in RULES.legal_actions(state, 1))
    state, _ = play(state, 1, PLAY_33[0][1:])
    assert state.phase is Phase.MOVE
    assert all(isinstance(a, MoveMoon) for a in RULES.legal_actions(state, 1))


@pytest.mark.rule("MS-4.4")
def test_moon_moves_exactly_its_die_either_way_in_any_order():
    state, _ = play(won(), 1, PLAY_33[0])
    moves3 = {a for a in RULES.legal_actions(state, 1) if a.moon == 5}
    assert moves3 == {MoveMoon(5, "cw", 3), MoveMoon(5, "ccw", 3)}
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "move 5 cw 2")
    assert err.value.key == "moonstar.illegal.bad_move"
    state = act(state, 1, "move 6 cw 6")  # last moon first: any order
    state = act(state, 1, "move 0 ccw 1")
    assert state.landed[6] == 3 and state.landed[0] == 11


@pytest.mark.rule("MS-4.5", "MS-4.6")
def test_moved_moon_is_final_and_moons_may_share_a_star():
    state, _ = play(won(), 1, PLAY_33[0])
    state = act(state, 1, "move 1 cw 2")  # star 2 -> 4
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "move 1 ccw 2")
    assert err.value.key == "moonstar.illegal.moon_moved"
    state = act(state, 1, "move 0 ccw 1")  # star 0 -> 11
    state = act(state, 1, "move 2 cw 4")  # star 3 -> 7
    state = act(state, 1, "move 3 cw 5")  # star 5 -> 10
    state = act(state, 1, "move 4 ccw 6")  # star 6 -> 0
    state = act(state, 1, "move 5 ccw 3")  # star 8 -> 5
    assert state.phase is Phase.MOVE
    # Moon 6 (star 9, die 6) lands on star 3 either way; fine even if another moon is there.
    assert {a for a in RULES.legal_actions(state, 1)} == {MoveMoon(6, "cw", 6),
                                                          MoveMoon(6, "ccw", 6)}


@pytest.mark.rule("MS-4.6")
def test_any_number_of_moons_on_one_star():
    # Moons on 0, 2, 3: dice 4 cw, 2 cw, 1 cw all land on star 4.
    state = won(moons_at=(0, 2, 3, 5, 6, 8, 9), roll=(1, 2, 4, 1, 1, 1, 1))
    state, _ = play(state, 1, ("die 4@0", "die 2@1", "die 1@2", "die 1@3", "die 1@4",
                               "die 1@5", "die 1@6", "move 0 cw 4", "move 1 cw 2", "move 2 cw 1",
                               "move 3 ccw 1"))
    assert [state.landed[m] for m in (0, 1, 2, 3)] == [4, 4, 4, 4]


@pytest.mark.rule("MS-4.7", "MS-5.1", "MS-5.2")
def test_round_ends_when_all_moons_moved_and_bidder_scores_the_bid():
    state, events = play(won(bid=30), 1, PLAY_33[0] + PLAY_33[1])
    record = state.history[-1]
    assert record.total == 33 and record.made  # 5+5+10+10+1+1+1 (MS-5.1)
    assert record.deltas == (0, 30, 0)  # the bid, not the total (MS-5.2)
    assert state.phase is Phase.SETUP and state.round == 2
    assert [e for e in events if e.kind == "moonstar.bid_made"][0].args["total"] == 33
    # total == bid is made too
    state, _ = play(won(bid=33), 1, PLAY_33[0] + PLAY_33[1])
    assert state.history[-1].made and state.history[-1].deltas[1] == 33


@pytest.mark.rule("MS-5.1")
def test_star_values_5_10_and_1():
    state, _ = play(won(bid=5), 1, PLAY_33[0] + ("move 0 cw 1",))
    assert RULES.view(state, 0).total == 5  # a 5-planet
    state = act(state, 1, "move 2 cw 4")
    assert RULES.view(state, 0).total == 15  # plus a 10-planet
    state = act(state, 1, "move 4 cw 6")
    assert RULES.view(state, 0).total == 16  # plus an empty star: 1


@pytest.mark.rule("MS-5.3")
def test_failed_bid_scores_nothing_and_others_10():
    state, events = play(won(bid=34, n=4), 1, PLAY_33[0] + PLAY_33[1])
    record = state.history[-1]
    assert record.total == 33 and not record.made
    assert record.deltas == (10, 0, 10, 10) and state.scores == (10, 0, 10, 10)
    assert any(e.kind == "moonstar.bid_failed" for e in events)


@pytest.mark.rule("MS-4.8")
def test_time_out_removes_unmoved_moons():
    state, _ = play(won(bid=20), 1, PLAY_33[0] + ("move 2 cw 4", "move 3 cw 5"))
    state, events = RULES.apply(state, CLOCK, TimeUp())
    record = state.history[-1]
    assert record.total == 20 and record.made  # only the two moved moons score
    out = [e for e in events if e.kind == "moonstar.play_time_up"][0]
    assert out.args["count"] == 5
    # Time out while placing dice: every moon leaves, nothing scores.
    state = act(won(bid=3), 1, "die 1@0")
    state = RULES.apply(state, CLOCK, TimeUp())[0]
    assert state.history[-1].total == 0 and not state.history[-1].made


# --------------------------------------------------------------------------- variants


@pytest.mark.rule("MS-7.2")
def test_game2_equal_moons_and_dice():
    assert RULES.check_setup(2, {"games": [2], "moons": 11, "dice": 11})["moons"] == 11
    for moons, dice in ((9, 8), (12, 12)):
        with pytest.raises(IllegalAction) as err:
            RULES.check_setup(2, {"games": [2], "moons": moons, "dice": dice})
        assert err.value.key in ("moonstar.illegal.count_game2", "moonstar.illegal.option_range")
    state = bidding_state(moons_at=(0, 0, 1, 2, 3, 4, 5, 6, 7), roll=(1,) * 9, games=[2],
                          moons=9, dice=9)
    assert (state.n_moons, state.n_dice, len(state.moons)) == (9, 9, 9)
    state = close_bidding(state, 1, 9)
    state = play(state, 1, [f"die 1@{m}" for m in range(9)])[0]
    assert state.phase is Phase.MOVE and not any(state.removed)


@pytest.mark.rule("MS-7.3")
def test_game3_moons_without_dice_leave():
    state = bidding_state(moons_at=(0, 1, 2, 3, 4, 5, 6, 7), roll=(1, 1, 1, 1, 1, 1, 1), games=[3],
                          moons=8, dice=7)
    assert (state.n_moons, state.n_dice) == (8, 7)
    state = close_bidding(state, 1, 7)
    state, events = play(state, 1, [f"die 1@{m}" for m in range(7)])
    gone = [e for e in events if e.kind == "moonstar.moons_removed"][0]
    assert gone.args["moons"] == [7] and state.removed[7]
    assert state.phase is Phase.MOVE
    assert all(a.moon != 7 for a in RULES.legal_actions(state, 1))
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "move 7 cw 1")
    assert err.value.key == "moonstar.illegal.moon_gone"
    with pytest.raises(IllegalAction) as err:
        RULES.check_setup(2, {"games": [3], "moons": 8, "dice": 8})
    assert err.value.key == "moonstar.illegal.count_game3"


@pytest.mark.rule("MS-7.4")
def test_game4_unplaced_dice_removed():
    state = bidding_state(roll=(1, 2, 3, 4, 5, 6, 6, 6), games=[4], moons=7, dice=8)
    assert (state.n_moons, state.n_dice) == (7, 8)
    state = close_bidding(state, 1, 7)
    state, events = play(state, 1, PLAY_33[0])
    assert state.phase is Phase.MOVE and state.unused_dice == (6,)
    assert [e for e in events if e.kind == "moonstar.dice_removed"][0].args["count"] == 1
    with pytest.raises(IllegalAction) as err:
        RULES.check_setup(2, {"games": [4], "moons": 8, "dice": 8})
    assert err.value.key == "moonstar.illegal.count_game4"


@pytest.mark.rule("MS-7.5")
def test_game5_chosen_planets():
    opts = RULES.check_setup(3, {"games": [5], "planets": [25]})
    assert opts["planets"] == (25,)
    start = with_setter(after_rolloff(3, games=[5], planets=[25]), 0)
    assert start.tray_planets == (25,)
    state = lay_out(start, planets_at=((3, 25),), roll=(1, 1, 1, 1, 1, 1, 1))
    assert RULES.view(state, 0).max_bid == 7 * 25
    state = close_bidding(state, 1, 10)
    state = play(state, 1, [f"die 1@{m}" for m in range(7)] + ["move 1 cw 1"])[0]
    assert RULES.view(state, 0).total == 25  # star 2 -> 3 holds the 25


@pytest.mark.rule("MS-7.6")
def test_game6_red_planet_doubles_a_planet_star():
    state = won(bid=10, games=[6], roll=(1, 1, 1, 1, 1, 1, 1))
    assert state.phase is Phase.RED_PLANET and RULES.to_act(state) == (1,)
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "die 1@0")
    assert err.value.key == "moonstar.illegal.red_first"
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "red 2")  # no planet on star 2
    assert str(err.value) == "The red planet goes on a star that has a planet."
    assert {a.star for a in RULES.legal_actions(state, 1)} == {1, 4, 7, 10}
    state = act(state, 1, "red 1")
    assert state.phase is Phase.PLACE_DICE and state.red == 1
    state = play(state, 1, [f"die 1@{m}" for m in range(7)] + ["move 0 cw 1"])[0]
    assert RULES.view(state, 0).total == 10  # a 5-planet doubled


@pytest.mark.rule("MS-7.6")
def test_game6_red_planet_is_placed_inside_the_play_minute():
    state = won(bid=10, games=[6], roll=(1, 1, 1, 1, 1, 1, 1))
    assert state.phase is Phase.RED_PLANET
    timer = RULES.timer(state)
    assert timer is not None and timer.token.startswith("play-")  # already running
    placed = act(state, 1, "red 1")
    assert RULES.timer(placed) == timer  # the same minute runs on into the dice
    # Time running out before the red planet is placed: every moon leaves, nothing scored.
    late = RULES.apply(state, CLOCK, TimeUp())[0]
    assert late.history[-1].total == 0 and not late.history[-1].made


@pytest.mark.rule("MS-7.7")
def test_game7_no_planets_squares():
    start = after_rolloff(3, games=[7])
    assert start.tray_planets == () and start.settings.target == 100
    state = won(bid=10, planets_at=(), games=[7], moons_at=(0, 2, 3, 5, 6, 8, 9),
                roll=(4, 2, 1, 1, 1, 1, 1))
    state = play(state, 1, ("die 4@0", "die 2@1", "die 1@2", "die 1@3", "die 1@4", "die 1@5",
                            "die 1@6", "move 0 cw 4", "move 1 cw 2", "move 2 cw 1"))[0]
    assert RULES.view(state, 0).total == 9  # three moons on star 4: 3^2
    state = act(state, 1, "move 3 ccw 1")  # a fourth one: 16
    assert RULES.view(state, 0).total == 16
    state = act(state, 1, "move 4 cw 1")  # star 7 alone: +1
    assert RULES.view(state, 0).total == 17


@pytest.mark.rule("MS-7.8")
def test_game8_chain_scoring_and_removal():
    assert after_rolloff(3, games=[8]).settings.target == 50
    state = won(bid=10, planets_at=(), games=[8], moons_at=(0, 2, 3, 5, 6, 8, 9),
                roll=(4, 2, 1, 1, 1, 1, 1))
    assert RULES.timer(state) is None  # no play timer in Game 8
    state = play(state, 1, ("die 4@0", "die 2@1", "die 1@2", "die 1@3", "die 1@4", "die 1@5",
                            "die 1@6"))[0]
    state, events = play(state, 1, ("move 0 cw 4", "move 1 cw 2", "move 2 cw 1"))
    assert [e.args["points"] for e in events if e.kind == "moonstar.chain_points"] == [1, 2, 3]
    state, events = act_events(state, 1, "move 4 cw 1")  # star 7: the chain breaks
    broken = [e for e in events if e.kind == "moonstar.chain_broken"][0]
    assert broken.args["moons"] == [0, 1, 2] and all(state.removed[m] for m in (0, 1, 2))
    assert RULES.view(state, 0).total == 1 + 2 + 3 + 1
    # The bidding timer stays in Game 8.
    assert RULES.timer(bidding_state(planets_at=(), games=[8])).seconds == 60


@pytest.mark.rule("MS-7.9")
def test_game9_double_clockwise_half_counter_clockwise():
    state = won(bid=7, games=[9], roll=(1, 2, 3, 4, 5, 6, 5))
    state = play(state, 1, ("die 1@0", "die 2@1", "die 3@2", "die 4@3", "die 5@4", "die 6@5",
                            "die 5@6"))[0]
    options = {m: {(a.direction, a.steps) for a in RULES.legal_actions(state, 1) if a.moon == m}
               for m in range(7)}
    assert options[0] == {("cw", 1), ("cw", 2), ("ccw", 1), ("ccw", 0)}  # half of 1 = 0
    assert options[2] == {("cw", 3), ("cw", 6), ("ccw", 3), ("ccw", 1)}  # half of 3 = 1
    assert options[4] == {("cw", 5), ("cw", 10), ("ccw", 5), ("ccw", 2)}  # half of 5 = 2
    assert options[5] == {("cw", 6), ("cw", 12), ("ccw", 6), ("ccw", 3)}
    state = act(state, 1, "move 0 ccw 0")  # stays on star 0, still counts as moved
    assert state.landed[0] == 0 and 0 in state.move_order
    with pytest.raises(IllegalAction):
        act(state, 1, "move 1 cw 3")  # a 2 moves 2 or 4 clockwise, never 3
    assert PlaceDie(1, 0) not in RULES.legal_actions(state, 1)
