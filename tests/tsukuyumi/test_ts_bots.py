"""Tsukuyumi bots (TS-40.9, TS-42.5, TS-42.8, TS-42.10): whole games without an illegal action,
views only, and the policies' key choices on hand-made positions.

Win rates and decision times are measured by a bench run, not asserted here (CPU time in CI
is not a measure of anything).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core import botseed
from game.core.rng import Rng
from game.core.simulate import play_bots
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.bots import LEVELS, make_bot
from game.tsukuyumi.bots import levels as bot_levels
from game.tsukuyumi.bots.draft import card_value
from game.tsukuyumi.bots.levels import STATS
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import ONI
from game.tsukuyumi.view import View
from tests.tsukuyumi.ts_builders import deal_in_full
from tests.tsukuyumi.ts_builders_bots import (
    ask,
    combat_state,
    damage_state,
    draft_view,
    oni_placement_state,
)


@pytest.fixture(autouse=True)
def _no_fallback(monkeypatch):
    """A policy error or an illegal answer fails the test instead of falling back."""
    STATS.clear()
    monkeypatch.setattr(bot_levels, "STRICT", True)
    yield
    assert not STATS, f"bot fallbacks: {dict(STATS)}"


def test_levels_are_offered():
    """The three levels of the issue, and an unknown level refused."""
    assert LEVELS == ("easy", "normal", "hard")
    for level in LEVELS:
        assert callable(make_bot(level))
    with pytest.raises(ValueError):
        make_bot("grandmaster")


@pytest.mark.rule("TS-40.9")
@pytest.mark.parametrize("levels,seed", [
    (("easy",) * 3, 3), (("easy",) * 4, 4),
    (("normal", "easy", "easy"), 5), (("easy", "normal", "easy", "normal"), 6),
    (("hard", "normal", "easy"), 7), (("normal", "hard", "easy", "easy"), 8),
], ids=lambda v: "-".join(v) if isinstance(v, tuple) else str(v))
def test_bots_finish_seeded_games(levels, seed):
    """Every level plays whole games at 3 and 4 seats; `play_bots` refuses any illegal action
    and the game ends with a final scoring."""
    result = play_bots(RULES, list(levels), seed, {})
    assert result.outcome.rounds == 4
    assert len(result.outcome.scores) == len(levels)


@pytest.mark.rule("TS-40.9")
@pytest.mark.parametrize("level", LEVELS)
def test_bots_receive_only_their_view(level):
    """A bot gets `rules.view(state, seat)`: a View, the other seats' hands and event hands
    hidden; the same view gives the same decision whatever the hidden cards are."""
    st = RULES.initial_state(11, 3, RULES.check_setup(3, {}))
    bot = make_bot(level)
    secret = botseed.secret_from_seed(11)
    for step in range(400):
        if RULES.outcome(st) is not None or st.round >= 2:
            break
        seat = RULES.to_act(st)[0]
        legal = RULES.legal_actions(st, seat)
        view = RULES.view(st, seat)
        assert isinstance(view, View)
        for i, sv in enumerate(view.seats):
            if i != seat:
                assert sv.hand is None and sv.events is None
        rng = botseed.bot_rng(secret, seat, step)
        move = bot(view, legal, rng)
        if step % 25 == 0:  # hidden cards shuffled: the same view, the same answer
            other = _shuffle_hidden(st, seat)
            assert RULES.view(other, seat) == view
            assert bot(RULES.view(other, seat), legal, rng).action == move.action
        st, _ = RULES.apply(st, seat, move.action)


def _shuffle_hidden(st, seat):
    """`st` with the event deck reversed and the other seats' hands swapped (TS-40.6)."""
    others = [i for i in range(st.n) if i != seat]
    seats = list(st.seats)
    if len(others) >= 2 and seats[others[0]].hand and len(seats[others[0]].hand) == \
            len(seats[others[1]].hand) and not st.phase == "draft":
        a, b = others[0], others[1]
        seats[a], seats[b] = replace(seats[a], hand=seats[b].hand), \
            replace(seats[b], hand=seats[a].hand)
    return replace(st, seats=tuple(seats), event_deck=tuple(reversed(st.event_deck)),
                   rng=Rng.from_seed(99))


# --- policies -----------------------------------------------------------------------------------

@pytest.mark.rule("TS-42.5")
@pytest.mark.parametrize("level", LEVELS)
def test_best_defence_when_assigning_damage(level):
    """25 damage on a Squeaker (cost 1, health 10), a Boarmaiden (2, 15) and a Boarguard
    (3, 20): best defence loses only the Squeaker and lets the Boarguard absorb the 15 left
    (the biggest first would lose the Boarguard, the smallest first the Maiden too)."""
    st, uids = damage_state(25)
    first = ask(st, level)
    assert first == Action("assign", (uids["squeaker"],))
    st, _ = RULES.apply(st, 2, first)
    second = ask(st, level)
    assert second == Action("assign", (uids["boarguard"],))
    st, _ = RULES.apply(st, 2, second)
    assert not st.pending
    assert sorted(u.kind for u in st.units if u.owner == 2) == ["boarguard", "boarmaiden"]


@pytest.mark.rule("TS-42.8")
@pytest.mark.parametrize("level", LEVELS)
def test_a_sure_conquest_is_taken(level):
    """A red turn with one combat left, the bot's Boarmaiden alone in an empty Fertile zone
    (conquest 15 ≥ needed 0): every level declares the conquest there."""
    st, at = combat_state()
    action = ask(st, level)
    assert action.kind == "combat" and (action.args[0], action.args[1]) == at
    card = next(c for c in data.COMBAT_CARDS.values()
                if c.faction == "boarlords" and int(c.card_id[1:]) == action.args[2])
    assert card.conquers
    st, _ = RULES.apply(st, 0, action)
    while st.pending:  # B4's free upgrades come first
        st, _ = RULES.apply(st, RULES.to_act(st)[0], ask(st, level))
    assert any(m.at == at and m.owner == 0 for m in st.marks)


@pytest.mark.rule("TS-42.10")
def test_the_draft_prefers_a_clearly_stronger_card():
    """A06-like riches against a thin card: the card value model ranks them and the normal
    bot picks the richer one (A25: Faction effect | Production 2, Oni placement 2, Oni
    conquest | Movement 1, Combat 3 against A17: Faction effect, Initiative 1 | Production 2,
    Oni placement 1 | Combat 2)."""
    assert card_value(25, "boarlords", 1, 4) > card_value(17, "boarlords", 1, 4) + 2
    view = draft_view((17, 25))
    for level in ("normal", "hard"):
        move = make_bot(level)(view, (Action("pick", (17,)), Action("pick", (25,))),
                               Rng.from_seed(3))
        assert move.action == Action("pick", (25,))


@pytest.mark.rule("TS-42.10")
def test_faction_synergy_in_the_draft():
    """The Cybersamurai value their Faction effect only with Tenno Sub-AI; the Nomads value it
    more than others (free Pistols); the Boarlords value Production more (upgrades)."""
    a = 3  # Faction effect | Production 2, Oni conquest | Movement 2, Combat 2
    assert card_value(a, "cyber", 1, 4, ("tenno_sub_ai",)) > card_value(a, "cyber", 1, 4) + 1
    assert card_value(a, "nomads", 1, 4) > card_value(a, "darkseed", 1, 4)
    assert card_value(a, "boarlords", 1, 4) > card_value(a, "darkseed", 1, 4)


@pytest.mark.rule("TS-42.10")
@pytest.mark.parametrize("level", LEVELS)
def test_oni_are_not_placed_against_oneself(level):
    """An Oni placement with one legal zone next to the bot's own territory and others next
    to an opponent's: the Oni never go next to the bot's zone."""
    st, mine = oni_placement_state()
    for seed in range(4):
        action = ask(st, level, seed)
        assert action.kind == "oni"
        assert (action.args[1], action.args[2]) not in mine


@pytest.mark.rule("TS-42.10")
def test_the_oni_riposte_hurts_the_attacker():
    """Choosing the Oni's riposte (TS-7.27) after an Annihilation their medium Oni absorbed,
    the normal bot counter-attacks (10 damage kills a Squeaker of the attacker) rather than
    retreating the Oni."""
    st, at = combat_state(oni_defends=True)
    st, _ = RULES.apply(st, 0, Action("combat", (at[0], at[1], 2)))  # B2 Annihilation
    st, _ = deal_in_full(st)  # TS-7.4
    assert st.pending[-1].kind == "riposte" and st.pending[-1].data[0] == ONI
    assert RULES.to_act(st) == (2,)  # the Oni chooser: the last seat of the order
    assert ask(st, "normal") == Action("riposte", (0,))
