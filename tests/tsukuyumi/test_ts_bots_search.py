"""The hard Tsukuyumi bot's determinized search (TS-42.11): states drawn from the view with the
bot's generator, candidates rolled out to the end of the phase, the best average kept.

Whether the search wins more games is measured by a bench run, not asserted here.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_ts_bots import _no_fallback  # noqa: F401 (autouse: bot fallbacks fail the test)

from game.core import botseed
from game.core.rng import MutableRng, Rng
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.bots import make_bot, moves, search
from game.tsukuyumi.bots.policy import Ctx
from game.tsukuyumi.bots.policy_setup import FACTION_ORDER
from game.tsukuyumi.bots.value import relative
from game.tsukuyumi.round import last_round
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import COLOURS, State
from tests.tsukuyumi.ts_builders import FERTILE, area, board, state
from tests.tsukuyumi.ts_builders_bots import ask


def _red_turn(seed: int, last: bool = False) -> State:
    """A 3-seat game played by normal bots up to the first red turn with a Movement left (of
    the last round when `last`)."""
    st = RULES.initial_state(seed, 3, RULES.check_setup(3, {}))
    bot = make_bot("normal")
    secret = botseed.secret_from_seed(seed)
    for step in range(6000):
        if (st.phase == "red" and st.turn is not None and not st.pending
                and any(c == "M" for c, _ in st.turn.left)
                and (not last or st.round == last_round(st))):
            return st
        seat = RULES.to_act(st)[0]
        legal = RULES.legal_actions(st, seat)
        move = bot(RULES.view(st, seat), legal, botseed.bot_rng(secret, seat, step))
        st, _ = RULES.apply(st, seat, move.action)
    raise AssertionError("no red turn reached")


def _keep(s: State) -> State:
    """A search candidate that changes nothing."""
    return s


def _loser(me: int):
    """A search candidate that throws the seat's units away."""
    return lambda s: replace(s, units=tuple(u for u in s.units if u.owner != me))


@pytest.mark.rule("TS-42.11")
def test_hard_searches_the_red_turn_legally_and_deterministically():
    """In a red turn the hard bot searches its Movement (the search records a choice), answers
    with a legal action, and the same view and generator give the same answer."""
    st = _red_turn(21)
    seat = RULES.to_act(st)[0]
    legal = RULES.legal_actions(st, seat)
    view = RULES.view(st, seat)
    bot = make_bot("hard")
    before = sum(search.CHOICES.values())
    search._PLANS.clear()
    first = bot(view, legal, Rng.from_seed(5)).action
    assert sum(search.CHOICES.values()) == before + 1
    assert first in legal
    search._PLANS.clear()  # computed afresh, not read back from the memo
    assert bot(view, legal, Rng.from_seed(5)).action == first


@pytest.mark.rule("TS-42.11")
def test_the_search_keeps_the_candidate_with_the_better_rollouts():
    """Two candidates, one of which throws the bot's units away: the search picks the other
    whatever their order, and the first on a tie."""
    st = _red_turn(21)
    me = st.turn.seat
    view = RULES.view(st, me)
    keep, lose = _keep, _loser(me)

    assert relative(lose(st), me) < relative(st, me)
    assert search.choose(view, MutableRng(Rng.from_seed(1)), [keep, lose]) == 0
    assert search.choose(view, MutableRng(Rng.from_seed(1)), [lose, keep]) == 1
    assert search.choose(view, MutableRng(Rng.from_seed(1)), [keep, keep]) == 0


@pytest.mark.rule("TS-42.11")
def test_a_rollout_plays_legal_actions_to_the_end_of_the_phase():
    """From a red turn the rollout reaches the next phase (or the next round) within its
    limit, every action applied by the rules (an illegal one would stop it early)."""
    st = _red_turn(21)
    end, steps = search.rollout(search.end_turn(st, st.turn.seat), st.turn.seat,
                                MutableRng(Rng.from_seed(2)))
    assert 0 < steps < search.ROLLOUT_LIMIT
    assert (end.round, end.phase) != (st.round, st.phase)
    assert end.phase in COLOURS or end.phase == "draft"


@pytest.mark.rule("TS-42.11", "TS-11.3")
def test_in_the_last_round_a_rollout_runs_to_the_final_scoring():
    """In the last round the search rolls out to the end of the game: from a red turn the
    rollout reaches the final scoring (the game over, an outcome with winners) within its
    limit, every action applied by the rules."""
    st = _red_turn(21, last=True)
    me = st.turn.seat
    end, steps = search.rollout(search.end_turn(st, me), me, MutableRng(Rng.from_seed(2)),
                                search.END_LIMIT, to_end=True)
    assert 0 < steps < search.END_LIMIT
    result = RULES.outcome(end)
    assert result is not None and result.winners


@pytest.mark.rule("TS-11.3")
def test_a_finished_rollout_is_rated_by_the_win_and_the_lead():
    """A rollout that ended the game is worth `WIN` to a winner (a shared victory counts) plus
    its VP lead over the strongest opponent, and only the lead (negative) to a loser."""
    st = _red_turn(21, last=True)
    me = st.turn.seat
    end, _ = search.rollout(search.end_turn(st, me), me, MutableRng(Rng.from_seed(2)),
                            search.END_LIMIT, to_end=True)
    result = RULES.outcome(end)
    assert result is not None
    for seat in range(st.n):
        lead = result.scores[seat] - max(v for i, v in enumerate(result.scores) if i != seat)
        won = search.WIN if seat in result.winners else 0.0
        assert search.outcome_value(end, seat) == won + lead
        assert (seat in result.winners) == (lead >= 0)


@pytest.mark.rule("TS-42.11")
def test_the_last_round_search_draws_more_states_and_keeps_the_better_candidate(monkeypatch):
    """In the last round the search draws `LAST_SAMPLES` states (the rollouts to the end vary
    more than a phase's), and still keeps the candidate that does not throw the units away;
    before the last round it draws `SAMPLES`."""
    st = _red_turn(21, last=True)
    early = _red_turn(21)
    assert early.round < last_round(early)
    draws: list[int] = []
    real = search.sim.draw_state

    def counted(view, r):
        draws.append(1)
        return real(view, r)

    monkeypatch.setattr(search.sim, "draw_state", counted)
    me = st.turn.seat
    view = RULES.view(st, me)
    keep, lose = _keep, _loser(me)

    assert search.choose(view, MutableRng(Rng.from_seed(1)), [lose, keep]) == 1
    assert len(draws) == search.LAST_SAMPLES > search.SAMPLES
    draws.clear()
    search.choose(RULES.view(early, early.turn.seat), MutableRng(Rng.from_seed(1)),
                  [keep, keep])
    assert len(draws) == search.SAMPLES
    draws.clear()  # the constants are read at each call, so that a bench may change them
    monkeypatch.setattr(search, "SAMPLES", search.SAMPLES + 2)
    search.choose(RULES.view(early, early.turn.seat), MutableRng(Rng.from_seed(1)),
                  [keep, keep])
    assert len(draws) == search.SAMPLES


@pytest.mark.rule("TS-24.1")
def test_the_spread_variant_puts_units_in_zones_of_their_own():
    """Infestation (units in 7 zones, in play with the Nuée Noire): three Nomad units crowd one
    zone; the spread plan sends all but one each to a different free zone, never onto a start
    zone or an enemy, and it is one of the hard bot's variants."""
    st = state([("private", 0, (0, 0)), ("private", 0, (0, 0)), ("private", 0, (0, 0)),
                ("cs_2_1", 1, (1, 0))], ("nomads", "cyber", "darkseed"),
               left=(("M", 1), ("C", 1)))
    plan = moves.spread(st, 0, 1)
    ends = [p[-1] for p in plan.values()]
    assert len(plan) == 2 and len(set(ends)) == 2
    assert (0, 0) not in ends and (1, 0) not in ends
    assert all(st.board.index[at].kind != "start" for at in ends)
    assert plan in moves.variants(st, 0, 1)


@pytest.mark.rule("TS-2.1")
def test_hard_takes_the_strongest_free_faction():
    """At the faction choice the hard bot takes the first free faction of FACTION_ORDER."""
    st = RULES.initial_state(4, 4, RULES.check_setup(4, {}))
    assert st.phase == "faction"
    for taken in ((), (FACTION_ORDER[0],)):
        seats = tuple(replace(s, faction=taken[0]) if i == 1 and taken else s
                      for i, s in enumerate(st.seats))
        here = replace(st, seats=seats)
        action = ask(here, "hard")
        assert data.FACTIONS[action.args[0]].key == FACTION_ORDER[len(taken)]


@pytest.mark.rule("TS-10.8")
@pytest.mark.rule("TS-10.10")
@pytest.mark.rule("TS-5.4")
def test_hard_keeps_the_top_in_the_last_round():
    """Initiative 3 on a 4-seat board. At the top, the hard bot stays in every round: the
    first place scores 2 VP at the end and wins the ties (TS-10.10), worth more than acting
    last. Third, in the last round it climbs to the top (2 VP); from the last place, a climb
    to third scores nothing, so it stays and acts last (TS-5.4), where normal always climbs."""
    def blue(round_no: int, order: tuple[int, ...] = (0, 1, 2, 3)) -> State:
        st = state([("private", 0, (0, 0)), ("cs_2_1", 1, (1, 0))],
                   ("nomads", "cyber", "boarlords", "darkseed"), phase="blue",
                   left=(("I", 3),))
        return replace(st, round=round_no, initiative=order)

    assert all(a.args[0] > 0 for a in RULES.legal_actions(blue(1), 0) if a.kind == "initiative")
    assert ask(blue(1), "hard").kind != "initiative"
    assert ask(blue(4), "hard").kind != "initiative"
    third = blue(4, (1, 2, 0, 3))
    assert Action("initiative", (-2,)) in RULES.legal_actions(third, 0)
    assert ask(third, "hard") == Action("initiative", (-2,))
    last = replace(blue(4, (1, 2, 3, 0)), turn=replace(blue(4).turn, left=(("I", 1),)))
    assert Action("initiative", (-1,)) in RULES.legal_actions(last, 0)
    assert ask(last, "hard").kind != "initiative"
    assert ask(last, "normal") == Action("initiative", (-1,))


@pytest.mark.rule("TS-5.24")
@pytest.mark.rule("TS-42.11")
def test_a_searched_fight_goes_on_with_the_turns_later_combats(monkeypatch):
    """Combat 2 and a lone Boarmaiden on each of two empty Fertile zones: every fight
    candidate the search rates takes both zones (the second combat chosen greedily, as a
    Movement plan's line is), not one zone as if the turn ended after it, which left the
    fights rated below stopping."""
    first, second = (1, 0), (-1, 0)
    units = [("boarmaiden", 0, first), ("boarmaiden", 0, second),
             ("private", 1, (-2, 2)), ("cs_2_1", 2, (2, -2))]
    st = state(units, ("boarlords", "nomads", "cyber"),
               the_board=board([area(first, FERTILE), area(second, FERTILE)]),
               left=(("C", 2),))
    me = 0
    legal = RULES.legal_actions(st, me)
    fights = [a for a in legal if a.kind == "combat"]
    assert {(a.args[0], a.args[1]) for a in fights} == {first, second}
    seen: list[list[search.Candidate]] = []

    def record(v, r, candidates, *args, **kwargs):
        seen.append(list(candidates))
        return 0

    monkeypatch.setattr(search, "choose", record)
    ctx = Ctx(RULES.view(st, me), legal, MutableRng(Rng.from_seed(1)), "hard", _st=st)
    search.fight(ctx, fights, 0.0)
    assert len(seen) == 1
    rated = [after for after in (make(st) for make in seen[0]) if after is not st]
    assert rated, "no fight candidate was rated"
    for after in rated:
        assert after is not None
        held = {m.at for m in after.marks if m.owner == me}
        assert {first, second} <= held
        assert not any(c == "C" and n > 0 for c, n in after.turn.left)
