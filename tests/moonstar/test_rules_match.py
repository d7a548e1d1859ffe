"""Moonstar rules: the match (MS-6), variant combinations (MS-7.13), digital decisions (MS-9),
options, views, determinization, the codec and the catalogue, plus random playthroughs."""

from __future__ import annotations

import re
import string
from dataclasses import fields, replace
from pathlib import Path

import pytest

from game.core.codec import decode, encode
from game.core.i18n import catalogue
from game.core.rng import Rng
from game.core.rules import CLOCK, IllegalAction
from game.moonstar import scoring
from game.moonstar.actions import Bid, Pass, TimeUp
from game.moonstar.rules import RULES
from game.moonstar.state import Phase, State
from game.moonstar.view import MoonstarView
from tests.moonstar.moonstar_helpers import (
    act,
    after_rolloff,
    bidding_state,
    close_bidding,
    lay_out,
    random_playthrough,
)

PACKAGE = Path(__file__).resolve().parents[2] / "game" / "moonstar"


@pytest.mark.rule("MS-6.1", "MS-6.2")
def test_setter_passes_left_and_rounds_repeat():
    state = bidding_state(n=3, setter=2)
    state = RULES.apply(close_bidding(state, 0, 70), CLOCK, TimeUp())[0]
    assert state.setter == 0 and state.phase is Phase.SETUP and state.round == 2  # wraps
    state = lay_out(state)
    assert state.phase is Phase.BIDDING  # the same round structure again
    state = RULES.apply(close_bidding(state, 1, 70), CLOCK, TimeUp())[0]
    assert state.setter == 1 and state.round == 3
    assert [r.setter for r in state.history] == [2, 0]


@pytest.mark.rule("MS-6.3")
def test_first_to_target_wins_highest_and_shared():
    state = replace(bidding_state(n=3, setter=0), scores=(185, 150, 190))
    state, events = RULES.apply(close_bidding(state, 1, 70), CLOCK, TimeUp())
    # Seat 1 fails, the others score 10: seat 2 reaches 200 and wins at once.
    assert state.scores == (195, 150, 200)
    assert state.phase is Phase.OVER and state.winners == (2,)
    outcome = RULES.outcome(state)
    assert outcome.winners == (2,) and outcome.scores == (195, 150, 200) and outcome.rounds == 1
    assert any(e.kind == "moonstar.match_won" for e in events)
    assert RULES.to_act(state) == ()
    with pytest.raises(IllegalAction) as err:
        act(state, 0, "roll")
    assert err.value.key == "core.illegal.game_over"
    # Several over: the highest total wins; an exact tie is shared.
    state = replace(bidding_state(n=3, setter=0), scores=(195, 150, 195))
    state, events = RULES.apply(close_bidding(state, 1, 70), CLOCK, TimeUp())
    assert state.winners == (0, 2)
    assert any(e.kind == "moonstar.match_shared" for e in events)
    assert scoring.winners((200, 230, 210), 200) == (1,)
    assert scoring.winners((199, 0), 200) == ()
    assert RULES.outcome(bidding_state()) is None


@pytest.mark.rule("MS-7.13")
def test_combination_limits_and_targets():
    cases = {
        (2, 3): "moonstar.illegal.combo_counts",
        (7, 8): "moonstar.illegal.combo_scoring",
        (5, 7): "moonstar.illegal.combo_planets",
        (6, 8): "moonstar.illegal.combo_planets",
        (13,): "moonstar.illegal.unknown_game",
    }
    for games, key in cases.items():
        with pytest.raises(IllegalAction) as err:
            RULES.check_setup(3, {"games": list(games)})
        assert err.value.key == key
    with pytest.raises(IllegalAction) as err:
        RULES.check_setup(3, {"games": [7, 8]})
    assert str(err.value) == "Games 7 and 8 cannot be combined: pick one scoring rule."
    ok = RULES.check_setup(3, {"games": [11, 2, 9, 10], "moons": 9, "dice": 9})
    assert ok["games"] == (2, 9, 10, 11) and ok["target"] == 200
    assert RULES.check_setup(3, {"games": [5, 6]})["target"] == 200
    assert RULES.check_setup(3, {"games": [7]})["target"] == 100
    assert RULES.check_setup(3, {"games": [8, 9]})["target"] == 50
    assert RULES.check_setup(3, {"games": [12]})["target"] == 200
    assert RULES.check_setup(3, {})["target"] == 200
    # A normalised dict (target included) validates again unchanged (saves reload it).
    assert RULES.check_setup(3, ok) == ok
    assert RULES.check_setup(3, {"games": "2,9", "moons": 8, "dice": 8})["games"] == (2, 9)


@pytest.mark.rule("MS-9.1")
def test_everything_public_outside_side_bets():
    state = act(bidding_state(n=3), 1, "bid 20")
    v0, v1, spectator = RULES.view(state, 0), RULES.view(state, 1), RULES.view(state, None)
    assert replace(v0, seat=None) == replace(v1, seat=None) == spectator
    assert "rng" not in {f.name for f in fields(MoonstarView)}
    assert not any(RULES.is_private_for(state, s) for s in range(3))


@pytest.mark.rule("MS-9.2")
def test_timers_default_adjustable_and_off():
    specs = {spec.name: spec for spec in RULES.option_specs()}
    assert specs["bid_seconds"].default == 60 and specs["play_seconds"].default == 60
    assert specs["bid_seconds"].minimum == 0
    assert RULES.timer(bidding_state(bid_seconds=30)).seconds == 30
    untimed = bidding_state(n=2, bid_seconds=0, play_seconds=0)
    assert RULES.timer(untimed) is None
    assert RULES.legal_actions(untimed, CLOCK) == ()
    with pytest.raises(IllegalAction) as err:
        RULES.apply(untimed, CLOCK, TimeUp())
    assert err.value.key == "moonstar.illegal.no_timer"
    state = act(act(act(untimed, 0, "bid 9"), 1, "pass"), 0, "pass")  # untimed: all passed
    assert state.phase is Phase.PLACE_DICE and RULES.timer(state) is None
    with pytest.raises(IllegalAction) as err:
        RULES.check_setup(2, {"bid_seconds": -5})
    assert err.value.key == "moonstar.illegal.option_range"


def test_option_specs_and_rules_class():
    specs = {spec.name: spec for spec in RULES.option_specs()}
    assert set(specs) == {"games", "moons", "dice", "planets", "bid_seconds", "play_seconds",
                          "bidding_mode"}
    assert specs["games"].kind == "multi" and specs["games"].choices == tuple(range(2, 13))
    assert specs["bidding_mode"].choices == ("open", "turns")
    cat = catalogue("en")
    for spec in specs.values():
        assert spec.label_key in cat and (not spec.help_key or spec.help_key in cat)
    assert RULES.conformance_seats == (2, 3, 5, 8, 11)
    assert (RULES.name, RULES.title, RULES.rules_version) == ("moonstar", "MOONSTAR", 3)


# --------------------------------------------------------------------------- views


def test_side_bet_view_leak_check_and_determinize():
    state = replace(bidding_state(n=3, games=[11]), scores=(30, 20, 15))
    state = act(close_bidding(state, 1, 70), 0, "bet failed 25")
    for seat in (None, 0, 1, 2):
        view = RULES.view(state, seat)
        for k in range(5):
            guess = RULES.determinize(view, Rng.from_seed(k))
            assert RULES.view(guess, seat) == view
            assert guess.rng == Rng.from_seed(k) or guess.bets[0].side
    assert RULES.view(state, 1).bets == ()  # seat 0's bet stays sealed
    assert RULES.view(state, 0).bets[0][1].stake == 25


def test_state_and_view_codec_round_trip():
    state = act(bidding_state(n=3, games=[10]), 0, "bid 5")
    assert decode(State, encode(state)) == state
    view = RULES.view(state, 2)
    assert decode(MoonstarView, encode(view)) == view


# --------------------------------------------------------------------------- random games


def _fields(template: str) -> set[str]:
    return {name.split(".")[0].split("[")[0]
            for _, name, _, _ in string.Formatter().parse(template) if name}


CONFIGS = [
    (2, {}),
    (3, {"games": [8], "bidding_mode": "turns"}),
    (5, {"games": [12]}),
    (8, {"games": [7, 10, 11]}),
    (3, {"games": [3, 6, 9, 10], "moons": 10, "dice": 8}),
    (3, {"games": [4, 5, 11], "moons": 8, "dice": 10, "planets": [25, 20, 5]}),
]


@pytest.mark.rule("MS-6.2")
@pytest.mark.parametrize("n,options", CONFIGS, ids=lambda x: str(x))
def test_random_matches_conform(n, options):
    seen_kinds: dict[str, set[str]] = {}
    count = [0]

    def check(before, seat, action, after, events):
        count[0] += 1
        assert RULES.parse_action(RULES.notation(action)) == action
        for event in events:
            seen_kinds.setdefault(event.kind, set()).update(event.args, _derived(event.args))
            if event.redacted:
                seen_kinds.setdefault(event.redacted.kind, set()).update(
                    event.redacted.args, _derived(event.redacted.args))
        if count[0] % 7:
            return
        assert decode(State, encode(after)) == after
        for p in (None, *range(after.n_seats)):
            view = RULES.view(after, p)
            assert RULES.view(RULES.determinize(view, Rng.from_seed(count[0])), p) == view
        for s in (CLOCK, *range(after.n_seats)):
            legal = RULES.legal_actions(after, s)
            assert all(RULES.is_legal(after, s, a) for a in legal)
            if s >= 0 and s not in RULES.to_act(after):
                assert legal == ()
        for bad in (Bid(999), Pass(), TimeUp()):
            for s in range(after.n_seats):
                if not RULES.is_legal(after, s, bad):
                    with pytest.raises(IllegalAction):
                        RULES.apply(after, s, bad)

    final = random_playthrough(11 + n, n, options, check)
    assert final.phase is Phase.OVER and RULES.outcome(final).winners
    assert max(final.scores) >= final.settings.target
    again = random_playthrough(11 + n, n, options)
    assert again == final  # deterministic replay
    for lang in ("en", "fr"):
        cat = catalogue(lang)
        for kind, args in seen_kinds.items():
            assert kind in cat, (lang, kind)
            assert _fields(cat[kind]) <= args, (lang, kind)


def _derived(args) -> set[str]:
    """The arguments the catalogue derives from an event's own (`ARG_HOOKS`: "games_n")."""
    from game.core.i18n import ARG_HOOKS

    return {name for hook in ARG_HOOKS.get("moonstar", ()) for name in hook(args)}


def test_catalogue_has_every_key_in_both_languages():
    en, fr = catalogue("en"), catalogue("fr")
    used = set()
    for path in PACKAGE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'"(moonstar\.[a-z_.]+[a-z_])"', text))
        used |= {f"moonstar.illegal.{k}" for k in re.findall(r'illegal\(\s*"([a-z_]+)"', text)}
    used |= {f"moonstar.{k}_{side}" for k in ("bet_sealed", "bet_revealed")
             for side in ("made", "failed", "none")}
    missing = sorted(k for k in used if k not in en or k not in fr)
    assert not missing
    ours = {k for k in en if k.startswith("moonstar.")}
    assert ours == {k for k in fr if k.startswith("moonstar.")}
    for key in ours:
        assert _fields(en[key]) == _fields(fr[key]), key


def test_player_rules_summary_exists():
    for lang in ("en", "fr"):
        text = (PACKAGE / "data" / f"rules.{lang}.md").read_text(encoding="utf-8")
        assert text.startswith("# ")
        for game in range(1, 13):
            assert re.search(rf"\b{game}\b", text)


def test_bot_is_loaded_lazily():
    try:
        import game.moonstar.bots.levels  # noqa: F401
    except ImportError:
        with pytest.raises(ImportError):
            RULES.bot("easy")
    else:
        assert callable(RULES.bot("easy"))


def test_after_rolloff_helper_state_is_setup():
    assert after_rolloff().phase is Phase.SETUP


@pytest.mark.rule("MS-8.4")
def test_round_record_holds_the_position_for_best_possible():
    from game.moonstar.solver import solve

    state = replace(bidding_state(n=3, setter=0), scores=(0, 0, 0))
    state = close_bidding(state, 1, 30)
    while state.phase is not Phase.SETUP:
        state = RULES.apply(state, 1, RULES.legal_actions(state, 1)[-1])[0]
    record = state.history[-1]
    assert record.moons == (0, 2, 3, 5, 6, 8, 9) and record.dice == (1, 2, 3, 4, 5, 6, 6)
    best = solve(record.moons, dict(record.planets), record.dice, record.variants,
                 record.red if record.red >= 0 else None)
    assert best.best == 43 >= record.total  # 43 is the best this roll allows here
