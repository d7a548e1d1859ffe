"""MW-6 acquisition and MW-7 end of game."""

from __future__ import annotations

from dataclasses import replace

import pytest
from mw_helpers import c, dice, head, kinds, legal, play, settle, table

from game.core.rules import IllegalAction
from game.moonwakers.acquisition import cheapest, payments
from game.moonwakers.rules import RULES
from game.moonwakers.state import Task

CLAIMS = (Task("claims"), Task("end_check"), Task("end_round"))


@pytest.mark.rule("MW-6.1", "MW-6.3", "MW-3.2")
def test_simultaneous_claims_duel_and_refill() -> None:
    s = settle(table(2, hands=[["FC06"], ["FC15"]], tasks=CLAIMS, rng=dice(3, 8),
                     options=["scan", "protect"]))
    assert head(s) == "claims" and RULES.to_act(s) == (0, 1)
    assert legal(s, 0) == ["claim 6 spend h1", "pass"]
    s, ev = play(s, 0, "claim 6 spend h1")
    assert ev[0].to == (0,) and RULES.view(s, 1).players[0].commit == ""
    s, ev = play(s, 1, "claim 6 spend h1")
    assert kinds(ev).count("claimed") == 2 and "duel_won" in kinds(ev)
    # 3 - 1 = 2 against 8 + 2 = 10: seat 1 wins and pays; seat 0 keeps its card
    assert s.players[1].combos == (6,) and s.players[1].hand == ()
    assert s.players[0].hand == (c("FC06"),) and c("FC15") in s.discard
    assert 6 not in s.display and len(s.display) == 2  # refilled at once
    assert s.round == 2  # nobody else could claim: the round ended


@pytest.mark.rule("MW-6.1")
def test_one_combination_per_round() -> None:
    s = settle(table(2, hands=[["FC06", "FC15"], ["FC05"]], secret=[[], ["FC05"]],
                     tasks=CLAIMS, display=(6, 3), pile=(17, 2)))
    s, _ = play(s, 0, "claim 6 spend h1")
    s, ev = play(s, 1, "pass")
    assert s.players[0].combos == (6,) and head(s) == "claims"
    assert RULES.to_act(s) == (1,)  # the buyer is done; the hidden card keeps seat 1 in


@pytest.mark.rule("MW-6.2")
def test_a_card_named_twice_pays_once() -> None:
    # CP05 (P P) named twice "covered" Tétraphosphore (4 P): the claim was stored as text the
    # parser refuses ("claim 1 spend h1,h1"), and the claim round broke at the reveal
    from game.moonwakers.actions import Action

    s = settle(table(2, hands=[["CP05", "FC06"], ["FC15"]], secret=[[], ["FC15"]],
                     tasks=CLAIMS, display=(1, 6)))
    for bad in (Action("claim", index=1, hand=(0, 0)), Action("claim", index=1, hand=(-1,))):
        assert not RULES.is_legal(s, 0, bad)
        with pytest.raises(IllegalAction):
            RULES.apply(s, 0, bad)
    s, _ = play(s, 0, "pass")
    s, _ = play(s, 1, "pass")  # the round goes on
    assert head(s) != "claims"


@pytest.mark.rule("MW-6.2")
def test_payment_minimal_covers_from_hand_and_mapped() -> None:
    s = settle(table(2, hands=[["FC18", "FC06"], []], mapped=[["FC05"], []], tasks=CLAIMS))
    moves = legal(s, 0)
    assert "claim 6 spend h1,m1" in moves and "claim 6 spend h2" in moves
    with pytest.raises(IllegalAction):  # not minimal: h2 alone covers
        play(s, 0, "claim 6 spend h1,h2")
    with pytest.raises(IllegalAction):  # does not cover
        play(s, 0, "claim 6 spend m1")
    s2, ev = play(s, 0, "claim 6 spend h1,m1")
    bought = next(e for e in ev if e.kind == "mw.bought")
    # the mapped card's element is counted as the hand card's are: « 1 H·1 O, 1 H », not
    # « …, H »
    assert bought.args["spent"].split(", ") == ["1\u202fH·1\u202fO", "1\u202fH"]
    assert s2.players[0].combos == (6,)
    pay = cheapest([c("FC18"), c("FC06")], [c("FC05")], 6)
    assert (pay.hand, pay.mapped) == ((0,), (0,))  # 1H1O + H: no waste
    assert payments([], [c("FC05")], 6) == []


@pytest.mark.rule("MW-6.3", "MW-5.4")
def test_labo_before_claiming_resets_commitments() -> None:
    s = settle(table(2, hands=[["FC09"], ["FC06"]], mapped=[[], ["FC15"]], tasks=CLAIMS))
    s, _ = play(s, 1, "claim 6 spend h1")
    s, ev = play(s, 0, "labo p2.1")
    assert "claims_reset" in kinds(ev) and c("FC15") in s.players[0].hand
    assert RULES.to_act(s) == (0, 1)


@pytest.mark.rule("MW-7.2", "MW-7.3", "MW-7.4")
def test_end_call_at_threshold_is_optional() -> None:
    s = settle(table(2, combos=[(15, 5), (16, 14)], display=(6, 8), tasks=CLAIMS[1:]))
    assert head(s) == "ask_stop" and RULES.to_act(s) == (0,)  # 27 >= 24; seat 1 has 28
    s, _ = play(s, 0, "pass")
    assert RULES.to_act(s) == (1,)
    s, ev = play(s, 1, "stop")
    out = RULES.outcome(s)
    assert s.over and out.scores == (27, 28) and out.winners == (1,)
    s = settle(table(3, combos=[(15, 5), (), ()], tasks=CLAIMS[1:]))
    assert head(s) == "ask_stop"  # 22 with 3 players
    s, _ = play(s, 0, "stop")
    assert RULES.outcome(s).winners == (0,)


@pytest.mark.rule("MW-7.4")
def test_tie_break_highest_single_card_then_shared() -> None:
    s = replace(table(3, combos=[(15,), (12, 1), (6, 7)]), over=True, tasks=())
    assert RULES.outcome(s).scores == (17, 17, 13)
    assert RULES.outcome(s).winners == (0,)  # tie 17-17: the 17-point card beats 12
    s = replace(table(2, combos=[(13,), (14,)]), over=True, tasks=())
    assert RULES.outcome(s).winners == (0, 1)


@pytest.mark.rule("MW-7.1")
def test_deck_exhaustion_reshuffles_then_ends() -> None:
    s = table(2, tasks=(Task("round_start"),))
    keep = s.deck[:2]
    s = settle(replace(s, deck=keep, discard=s.deck[2:5],
                       players=(replace(s.players[0], hand=s.deck[5:]), s.players[1])))
    assert len([x for x in s.layout if x >= 0]) == 3 and len(s.deck) == 2  # rebuilt
    s = settle(replace(table(2), deck=keep, discard=(),
                       players=(replace(s.players[0], hand=()), s.players[1])))
    assert s.over and s.end_reason == "deck"
    s = settle(replace(table(2), display=(), pile=(), tasks=(Task("end_round"),)))
    assert s.over and s.end_reason == "combinations"


@pytest.mark.rule("MW-6.3")
def test_a_pass_in_the_claims_is_checked_without_listing_every_payment(monkeypatch) -> None:
    """A seat asked to claim may always pass; `is_legal` says so without listing every
    payment (a 35-round game's autosave took 1.8 s to replay, opening the title screen,
    when each "pass" was looked for among all the payments of a ten-card hand). The answer
    is the same as the full list's, for every seat, at every claims step of seeded games."""
    import random

    from game.moonwakers import rules as mw_rules
    from game.moonwakers.acquisition import PASS

    checked = 0
    for seed in (1, 2, 3):
        state = RULES.initial_state(seed, 3, RULES.check_setup(3, {}))
        rng = random.Random(seed)
        for _ in range(3000):
            if state.over:
                break
            seats = RULES.to_act(state)
            if state.tasks[0].kind == "claims":
                for seat in range(3):
                    assert RULES.is_legal(state, seat, PASS) == \
                        (PASS in RULES.legal_actions(state, seat)), (seed, seat)
                    checked += 1
            seat = seats[0]
            state, _ = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    assert checked > 30
    # and it is the direct check: the payments are not listed for it
    s = settle(table(2, hands=[["FC06", "FC15"], ["FC05"]], tasks=CLAIMS))
    monkeypatch.setattr(mw_rules, "_legal", lambda *a: pytest.fail("payments listed"))
    assert RULES.is_legal(s, 0, PASS)
