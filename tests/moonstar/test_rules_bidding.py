"""Moonstar rules: bidding (MS-3), challenges (MS-7.10) and side bets (MS-7.11)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import CLOCK, IllegalAction, events_for
from game.moonstar.actions import Bid, Challenge, Pass, PlayNow, SideBet, TimeUp
from game.moonstar.rules import RULES
from game.moonstar.state import Phase
from tests.moonstar.moonstar_helpers import (
    act,
    act_events,
    bidding_state,
    close_bidding,
    lay_out,
)


@pytest.mark.rule("MS-3.1")
def test_open_bidding_has_no_order():
    state = bidding_state(n=4, setter=0)
    assert set(RULES.to_act(state)) == {0, 1, 2, 3}  # everyone at once
    state = act(state, 3, "bid 10")
    state = act(state, 1, "bid 12")
    state = act(state, 3, "bid 20")  # any number of times, any order
    assert (state.bid, state.bidder) == (20, 3)
    assert state.phase is Phase.BIDDING


@pytest.mark.rule("MS-3.2")
def test_bid_must_be_strictly_higher():
    state = act(bidding_state(), 1, "bid 34")
    with pytest.raises(IllegalAction) as err:
        act(state, 2, "bid 34")
    assert str(err.value) == "A bid must be higher than the current bid of 34."
    assert err.value.key == "moonstar.illegal.bid_not_higher" and err.value.args_map["bid"] == 34
    assert Bid(34) not in RULES.legal_actions(state, 2)
    assert Bid(35) in RULES.legal_actions(state, 2)


@pytest.mark.rule("MS-3.3")
def test_bids_are_2_to_70_in_every_game_the_best_total_is_only_advice():
    state = bidding_state()
    assert RULES.view(state, 0).max_bid == 70  # Game 1: 7 moons x 10 (advice)
    bids = [a.amount for a in RULES.legal_actions(state, 1) if isinstance(a, Bid)]
    assert bids == list(range(2, 71))
    for amount, key in ((1, "bid_too_low"), (71, "bid_too_high")):
        with pytest.raises(IllegalAction) as err:
            act(state, 1, f"bid {amount}")
        assert err.value.key == f"moonstar.illegal.{key}"
    # Other settings show other best totals (Game 7 m^2, Game 8 m(m+1)/2, Game 6 m x 2 x the
    # highest planet), but the bids stay 2-70: up to 70 even when it cannot be made...
    for games, best in (([7], 49), ([8], 28), ([6], 140), ([2], 70)):
        planets = () if 7 in games or 8 in games else None
        g = bidding_state(games=games) if planets is None else bidding_state(
            planets_at=(), games=games)
        assert RULES.view(g, 0).max_bid == best
        bids = [a.amount for a in RULES.legal_actions(g, 1) if isinstance(a, Bid)]
        assert bids == list(range(2, 71))
        assert RULES.is_legal(g, 1, Bid(70))
        # ... and never above 70, even when more could be scored (Game 6: 140).
        with pytest.raises(IllegalAction) as err:
            act(g, 1, "bid 71")
        assert err.value.key == "moonstar.illegal.bid_too_high"


@pytest.mark.rule("MS-3.4")
def test_bid_cannot_be_withdrawn_and_bidding_is_optional():
    state = act(bidding_state(), 1, "bid 30")
    # There is no withdraw action; passing keeps the bid standing.
    state = act(state, 0, "pass")
    state = act(state, 2, "pass")  # seat 2 never bids
    state = act(state, 1, "bid 34")  # any number of times: the high bidder may raise
    assert (state.bidder, state.bid) == (1, 34) and state.passed == (False, False, False)
    for seat in (0, 2, 1):
        state = act(state, seat, "pass")
    assert state.phase is Phase.PLACE_DICE and (state.bidder, state.bid) == (1, 34)


@pytest.mark.rule("MS-3.5")
def test_after_a_70_the_minute_runs_on_and_the_bidder_may_play_now():
    state = bidding_state(n=4)
    timer = RULES.timer(state)
    state, events = act_events(state, 2, "bid 70")
    assert state.phase is Phase.BIDDING and state.bidder == 2  # the minute runs on
    assert RULES.timer(state) == timer  # the same bidding minute, not a new one
    assert RULES.to_act(state) == (2,)  # nobody can bid any more; the bidder may play now
    assert PlayNow() in RULES.legal_actions(state, 2)
    assert not any(isinstance(a, Bid) for a in RULES.legal_actions(state, 2))
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, Bid(70))
    assert err.value.key in ("moonstar.illegal.bid_at_max", "core.illegal.not_your_turn")
    # The time running out starts the play, as always...
    timed = RULES.apply(state, CLOCK, TimeUp())[0]
    assert timed.phase is Phase.PLACE_DICE and timed.bidder == 2
    # ... or the bidder gives up the rest of the minute ("Play now").
    now, events = act_events(state, 2, "play now")
    assert now.phase is Phase.PLACE_DICE and now.bidder == 2
    assert [e.kind for e in events][:2] == ["moonstar.play_now", "moonstar.bid_won"]
    # "Play now" is only for the one who bid 70.
    with pytest.raises(IllegalAction) as err:
        act(act(bidding_state(n=3), 0, "bid 20"), 0, "play now")
    assert err.value.key == "moonstar.illegal.play_now_after_70"
    # DECISION: when everyone has passed since the last bid the rest of the minute is skipped.
    state = act(bidding_state(n=3), 0, "bid 20")
    state = act(state, 1, "pass")
    state = act(state, 2, "pass")
    assert state.phase is Phase.BIDDING  # the high bidder may still raise
    state = act(state, 0, "pass")
    assert state.phase is Phase.PLACE_DICE


@pytest.mark.rule("MS-3.6")
def test_when_time_runs_out_the_highest_bidder_plays():
    state = act(act(bidding_state(n=3), 0, "bid 20"), 2, "bid 25")
    timer = RULES.timer(state)
    assert timer.token.startswith("bid-1") and timer.seconds == 60
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 1, TimeUp())  # only the clock submits "time"
    assert err.value.key == "moonstar.illegal.clock_only"
    state = RULES.apply(state, CLOCK, TimeUp())[0]
    assert state.phase is Phase.PLACE_DICE and state.bidder == 2
    assert RULES.to_act(state) == (2,)
    with pytest.raises(IllegalAction):
        act(state, 1, "bid 30")  # no more bids after the timer


@pytest.mark.rule("MS-3.7")
def test_no_bid_scores_setter_20_and_same_setter_sets_up_again():
    state = bidding_state(n=3, setter=1)
    state, events = RULES.apply(state, CLOCK, TimeUp())
    assert state.scores == (0, 20, 0)
    assert state.setter == 1 and state.phase is Phase.SETUP and state.round == 2
    assert any(e.kind == "moonstar.no_bid" and e.args["seat"] == 1 for e in events)
    assert state.history[-1].bidder == -1 and state.history[-1].deltas == (0, 20, 0)
    # Everyone passing without a bid ends the same way.
    state = bidding_state(n=2, setter=0)
    state = act(act(state, 0, "pass"), 1, "pass")
    assert state.scores == (20, 0) and state.setter == 0


@pytest.mark.rule("MS-3.8")
def test_failed_bidder_sits_out_next_bidding():
    state = close_bidding(bidding_state(n=3, setter=0), 2, 70)
    state = RULES.apply(state, CLOCK, TimeUp())[0]  # nothing moved: the bid fails
    assert state.scores == (10, 10, 0) and state.setter == 1
    assert state.sitting_out == (2,)
    state = lay_out(state)
    assert 2 not in RULES.to_act(state)
    with pytest.raises(IllegalAction) as err:
        act(state, 2, "bid 10")
    assert str(err.value) == "Player 3 failed last round's bid and sits out this bidding."
    assert err.value.key == "moonstar.illegal.sitting_out"
    # Nobody bids: the setter still scores 20 and the sit-out is used up.
    state = RULES.apply(state, CLOCK, TimeUp())[0]
    assert state.scores == (10, 30, 0) and state.sitting_out == ()


@pytest.mark.rule("MS-3.8")
def test_sitting_out_seat_still_sets_up_and_gets_10():
    state = close_bidding(bidding_state(n=3, setter=2), 0, 70)
    state = RULES.apply(state, CLOCK, TimeUp())[0]  # seat 0 fails and sits out
    assert state.setter == 0 and state.sitting_out == (0,)
    assert RULES.to_act(state) == (0,)  # the sitting-out seat sets up in turn
    state = close_bidding(lay_out(state), 1, 70)
    state = RULES.apply(state, CLOCK, TimeUp())[0]  # seat 1 fails
    assert state.history[-1].deltas == (10, 0, 10)  # the sitting-out seat still gets 10


@pytest.mark.rule("MS-3.9")
def test_turn_based_bidding_in_seat_order_passing_is_final():
    state = bidding_state(n=4, setter=1, bidding_mode="turns")
    assert RULES.to_act(state) == (2,)  # from the setter's left
    assert RULES.timer(state).token == "bid-1-0"
    with pytest.raises(IllegalAction) as err:
        act(state, 3, "bid 10")
    assert err.value.key == "moonstar.illegal.not_your_call"
    state = act(state, 2, "bid 10")
    assert RULES.to_act(state) == (3,) and RULES.timer(state).token == "bid-1-1"
    state = act(state, 3, "pass")
    state = act(state, 0, "bid 15")
    assert RULES.to_act(state) == (1,)  # the setter calls last
    state = act(state, 1, "pass")
    assert RULES.to_act(state) == (2,)  # seat 3 passed for good
    state = RULES.apply(state, CLOCK, TimeUp())[0]  # the call times out: seat 2 passes
    assert state.phase is Phase.PLACE_DICE and state.bidder == 0 and state.bid == 15


@pytest.mark.rule("MS-3.10")
def test_setter_may_bid():
    state = bidding_state(n=3, setter=1)
    assert 1 in RULES.to_act(state)
    state = close_bidding(state, 1, 40)
    assert state.bidder == 1 and state.phase is Phase.PLACE_DICE


# --------------------------------------------------------------------------- Game 10


@pytest.mark.rule("MS-7.10")
def test_challenges_and_new_bid_cancels_them():
    state = bidding_state(n=4, games=[10])
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "challenge")
    assert err.value.key == "moonstar.illegal.nothing_to_challenge"
    state = act(state, 1, "bid 30")
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "challenge")
    assert err.value.key in ("moonstar.illegal.own_bid", "core.illegal.not_your_turn")
    state = act(act(state, 2, "challenge"), 3, "challenge")
    assert state.challengers == (2, 3)
    with pytest.raises(IllegalAction):
        act(state, 2, "challenge")  # once per bid
    state = act(state, 0, "bid 31")
    assert state.challengers == ()  # a new bid cancels the challenges
    state = act(state, 1, "challenge")
    state = RULES.apply(state, CLOCK, TimeUp())[0]  # standing challenges apply
    assert state.challengers == (1,) and state.bidder == 0


@pytest.mark.rule("MS-7.10", "MS-3.5")
def test_in_game_10_play_now_after_a_70_leaves_the_others_their_challenge():
    state = act(bidding_state(n=4, games=[10]), 1, "bid 70")
    state, events = act_events(state, 1, "play now")
    # the bidder only says it is ready: the others may still challenge (MS-7.10)
    assert state.phase is Phase.BIDDING and "moonstar.play_now_waits" in [e.kind for e in events]
    assert set(RULES.to_act(state)) == {0, 2, 3}
    state = act(state, 3, "challenge")
    state = act(act(state, 0, "pass"), 2, "pass")
    assert state.phase is Phase.BIDDING  # the challenger has not passed yet
    state, events = act_events(state, 3, "pass")
    assert state.phase is Phase.PLACE_DICE and state.challengers == (3,)
    assert "moonstar.bid_won" in [e.kind for e in events]
    # once every other seat has passed, "Play now" starts the play at once, as outside Game 10
    state = act(bidding_state(n=3, games=[10]), 0, "bid 70")
    state = act(act(state, 1, "pass"), 2, "pass")
    assert act(state, 0, "play now").phase is Phase.PLACE_DICE


@pytest.mark.rule("MS-7.10")
def test_challenge_scoring_failed_and_made():
    state = bidding_state(n=4, games=[10])
    state = act(act(state, 1, "bid 70"), 2, "challenge")  # Game 10: max bid stays open
    state = act(act(act(state, 3, "pass"), 0, "pass"), 2, "pass")
    assert state.phase is Phase.BIDDING  # the minute runs on after a 70 (MS-3.5)
    state = act(state, 1, "play now")
    assert state.phase is Phase.PLACE_DICE and state.challengers == (2,)
    failed = RULES.apply(state, CLOCK, TimeUp())[0]
    assert failed.history[-1].deltas == (10, -25, 25, 10)
    # Made: seven moons always score at least 7, so a bid of 7 is always made.
    state = bidding_state(n=3, games=[10])
    state = act(act(state, 0, "bid 7"), 1, "challenge")
    state = RULES.apply(state, CLOCK, TimeUp())[0]
    while state.phase is not Phase.SETUP:
        state = RULES.apply(state, 0, RULES.legal_actions(state, 0)[0])[0]
    record = state.history[-1]
    assert record.made and record.total >= 7
    assert record.deltas == (7 + 25, -25, 0)
    with pytest.raises(IllegalAction) as err:
        act(bidding_state(), 1, "challenge")  # not Game 10
    assert err.value.key == "moonstar.illegal.no_challenges"


# --------------------------------------------------------------------------- Game 11


def _side_bet_state():
    state = bidding_state(n=4, setter=0, games=[11])
    state = replace(state, scores=(30, 20, 0, 15))
    return close_bidding(state, 1, 70)


@pytest.mark.rule("MS-7.11", "MS-9.1")
def test_side_bets_are_sealed_and_revealed_together():
    state = _side_bet_state()
    assert state.phase is Phase.SIDE_BETS
    assert set(RULES.to_act(state)) == {0, 1, 3}  # seat 2 has no points
    assert RULES.is_private_for(state, 0) and not RULES.is_private_for(state, 2)
    # The bidder may bet either way, like every player (MS-7.11).
    assert RULES.is_legal(state, 1, SideBet("failed", 5))
    assert RULES.is_legal(state, 1, SideBet("made", 5))
    with pytest.raises(IllegalAction) as err:
        act(state, 3, "bet made 16")
    assert err.value.key == "moonstar.illegal.bet_stake"
    with pytest.raises(IllegalAction):
        act(state, 2, "bet made 1")
    state, events = act_events(state, 0, "bet failed 30")
    assert events[0].to == (0,)
    public = events_for(events, 1)
    assert [e.kind for e in public] == ["moonstar.bet_sealed"]
    assert "30" not in str(public[0].args)
    assert RULES.view(state, 1).bets == () and RULES.view(state, 0).bets[0][1].stake == 30
    assert RULES.view(state, 1).bet_done[0]
    assert not RULES.is_private_for(state, 0)
    state = act(state, 1, "bet made 20")
    state, events = act_events(state, 3, "bet none")
    assert state.bets_revealed and state.phase is Phase.PLACE_DICE
    revealed = [e for e in events if e.kind.startswith("moonstar.bet_revealed")]
    assert len(revealed) == 3 and all(e.barrier and e.to is None for e in revealed)
    assert len(RULES.view(state, 2).bets) == 3
    # The bid of 70 fails: bets settle after the scoring (winners +stake, losers -stake).
    state = RULES.apply(state, CLOCK, TimeUp())[0]
    assert state.history[-1].deltas == (10 + 30, 0 - 20, 10, 10)
    assert state.scores == (70, 0, 10, 25)
    assert state.history[-1].bets == ((0, "failed", 30), (1, "made", 20), (3, "none", 0))


@pytest.mark.rule("MS-3.8")
def test_a_sitting_out_seat_may_not_challenge_nor_side_bet():
    """« ne peut pas participer au tour suivant »: no bid, no challenge (Game 10), no side bet
    (Game 11) in the next round."""
    g10 = replace(bidding_state(n=3, setter=0, games=[10]), sitting_out=(2,))
    g10 = act(g10, 1, "bid 20")
    assert 2 not in RULES.to_act(g10) and not RULES.is_legal(g10, 2, Challenge())
    with pytest.raises(IllegalAction) as err:
        act(g10, 2, "challenge")
    assert err.value.key == "moonstar.illegal.sitting_out"
    g11 = replace(bidding_state(n=3, setter=0, games=[11]), scores=(30, 20, 15),
                  sitting_out=(2,))
    g11 = close_bidding(g11, 1, 30)
    assert g11.phase is Phase.SIDE_BETS and 2 not in RULES.to_act(g11)
    with pytest.raises(IllegalAction) as err:
        act(g11, 2, "bet made 5")
    assert err.value.key == "moonstar.illegal.sitting_out"


@pytest.mark.rule("MS-7.11")
def test_sitting_out_seat_cannot_bet():
    state = bidding_state(n=3, setter=0, games=[11])
    state = replace(state, scores=(30, 20, 15), sitting_out=(2,))
    state = close_bidding(state, 1, 70)
    assert set(RULES.to_act(state)) == {0, 1}
    assert SideBet("made", 5) not in RULES.legal_actions(state, 2)


def test_pass_and_challenge_legality_matches():
    state = act(bidding_state(n=3, games=[10]), 0, "bid 5")
    for seat in range(3):
        legal = set(RULES.legal_actions(state, seat))
        for action in (Pass(), Challenge(), Bid(6), Bid(5), Bid(71)):
            assert (action in legal) == RULES.is_legal(state, seat, action)


@pytest.mark.rule("MS-7.11")
def test_a_round_without_bettors_says_why_there_are_no_side_bets():
    """Round 1 of Game 11 skipped the side bets with no word why (nobody has points yet);
    the log now says so, and a round with bettors opens them as before."""
    state = bidding_state(n=3, setter=0, games=[11])
    state = replace(state, scores=(0, 0, 0))
    state = RULES.apply(state, 1, Bid(20))[0]
    events = []
    while state.phase is Phase.BIDDING:
        state, more = RULES.apply(state, RULES.to_act(state)[0], Pass())
        events += more
    kinds = [e.kind for e in events]
    assert "moonstar.side_bets_none" in kinds and "moonstar.side_bets_open" not in kinds
    assert state.phase is not Phase.SIDE_BETS
    with_points = close_bidding(replace(bidding_state(n=3, setter=0, games=[11]),
                                        scores=(30, 20, 15)), 1, 20)
    assert with_points.phase is Phase.SIDE_BETS


@pytest.mark.rule("MS-3.9")
def test_turn_based_bidding_opens_with_its_own_words():
    """Turn by turn, « Bidding is open » read as the open outcry (a newcomer, stop 98), and a
    bot waiting its turn read « studying… »; each mode now says its own."""
    from types import SimpleNamespace

    from game.moonstar.bidding import begin_bidding
    from game.ui import i18n
    from game.ui.tables.moonstar.bidding import _status

    for mode, kind in (("turns", "moonstar.bidding_open_turns"),
                       ("open", "moonstar.bidding_open")):
        state = bidding_state(n=3, setter=1, bidding_mode=mode)
        events: list = []
        begin_bidding(state, events)
        assert [e.kind for e in events] == [kind]
    view = RULES.view(bidding_state(n=3, setter=1, bidding_mode="turns"), None)
    bot = SimpleNamespace(is_bot=True)
    table = SimpleNamespace(t=i18n.t, bid_notes={}, bots=SimpleNamespace(thinking={0, 1, 2}),
                            match=SimpleNamespace(seats=(bot, bot, bot)))
    waiting = next(s for s in range(3) if s != view.turn)
    assert _status(table, view, view.turn)[0] == i18n.t("ui.moonstar.bid.their_call")
    assert _status(table, view, waiting)[0] == ""
