"""Moonstar rules: components (MS-0), the first setter (MS-1), setup (MS-2), random layout
(MS-9.3), Game 12's round choice (MS-7.12) and the action notation."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rng import Rng
from game.core.rules import IllegalAction
from game.moonstar import data, moves
from game.moonstar.actions import (
    Bid,
    Challenge,
    ChooseVariants,
    Lift,
    MoveMoon,
    Pass,
    PlaceDie,
    PlaceMoon,
    PlacePlanet,
    PlaceRed,
    Roll,
    SideBet,
    TimeUp,
)
from game.moonstar.rules import RULES
from game.moonstar.setup import random_layout
from game.moonstar.state import Phase
from tests.moonstar.moonstar_helpers import act, act_events, after_rolloff, with_setter

# --------------------------------------------------------------------------- MS-0


@pytest.mark.rule("MS-0.1")
def test_ring_has_12_stars_and_distance_wraps():
    assert data.RING == 12
    assert moves.landing_star(10, "cw", 3) == 1  # wraps past star 11
    assert moves.landing_star(1, "ccw", 3) == 10
    with pytest.raises(IllegalAction) as err:
        act(after_rolloff(), after_rolloff().setter, "moon 12")
    assert err.value.key == "moonstar.illegal.no_star"


@pytest.mark.rule("MS-0.2")
def test_game1_components_and_box():
    state = after_rolloff()
    assert state.tray_planets == (5, 5, 10, 10)
    assert (state.n_moons, state.n_dice) == (7, 7)
    assert state.settings.bid_seconds == 60 and state.settings.play_seconds == 60
    assert (data.BOX_DICE, data.BOX_MOONS, data.BOX_PLANETS) == (11, 15, 21)
    assert data.pool_total() == 21


@pytest.mark.rule("MS-0.3")
def test_planet_pool_data():
    assert data.planet_pool() == {5: 4, 10: 4, 15: 4, 20: 4, 25: 4}
    assert data.red_planets() == 1
    assert data.game1_planets() == (5, 5, 10, 10)
    with pytest.raises(IllegalAction) as err:  # the box holds only four 25s
        RULES.check_setup(2, {"games": [5], "planets": [25] * 5})
    assert err.value.key == "moonstar.illegal.planet_pool"
    with pytest.raises(IllegalAction) as err:  # Game 5: at most 6 planets
        RULES.check_setup(2, {"games": [5], "planets": [5, 5, 10, 10, 15, 15, 20]})
    assert err.value.key == "moonstar.illegal.planet_count"
    assert RULES.check_setup(2, {"games": [5], "planets": [25, 5, 20]})["planets"] == (5, 20, 25)


@pytest.mark.rule("MS-0.4")
def test_seat_counts():
    """Any number of players from 2 (« un nombre illimité »); the setup screen stops at 8."""
    assert (RULES.min_seats, RULES.max_seats, RULES.setup_max_seats) == (2, None, 8)
    for n in (2, 8, 9, 12, 30):
        assert RULES.initial_state(1, n, RULES.check_setup(n, {})).n_seats == n
    for n in (0, 1):
        with pytest.raises(IllegalAction) as err:
            RULES.check_setup(n, {})
        assert err.value.key == "core.illegal.seat_count_min"


@pytest.mark.rule("MS-0.4")
def test_the_cli_plays_a_twelve_player_game() -> None:
    from game.core.simulate import play_bots

    result = play_bots(RULES, ["easy"] * 12, 3, {"games": [7]})  # to 100: a short match
    assert len(result.outcome.scores) == 12 and result.outcome.winners


# --------------------------------------------------------------------------- MS-1


@pytest.mark.rule("MS-1.1")
def test_rolloff_highest_of_four_dice_sets_up():
    state = RULES.initial_state(7, 4, RULES.check_setup(4, {}))
    assert state.phase is Phase.ROLL_OFF
    assert set(RULES.to_act(state)) == {0, 1, 2, 3}  # simultaneous
    totals = {}
    for seat in (2, 0, 3, 1):
        state, events = act_events(state, seat, "roll")
        rolled = [e for e in events if e.kind == "moonstar.rolloff_roll"][0]
        assert len(rolled.args["values"]) == 4 and rolled.barrier
        assert rolled.args["total"] == sum(rolled.args["values"])
        totals[seat] = rolled.args["total"]
    assert list(totals.values()).count(max(totals.values())) == 1  # seed 7 has no tie
    assert state.phase is Phase.SETUP
    assert totals[state.setter] == max(totals.values())
    assert RULES.to_act(state) == (state.setter,)
    assert [e.kind for e in events].count("moonstar.first_setter") == 1


@pytest.mark.rule("MS-1.2")
def test_rolloff_ties_reroll_among_tied_only():
    # Find a seed whose first pass ties at the top between some seats.
    for seed in range(400):
        state = RULES.initial_state(seed, 4, RULES.check_setup(4, {}))
        for seat in range(4):
            state, events = act_events(state, seat, "roll")
        tie = [e for e in events if e.kind == "moonstar.rolloff_tie"]
        if tie:
            tied = tuple(tie[0].args["tied_seat"])
            assert state.phase is Phase.ROLL_OFF
            assert RULES.to_act(state) == tied and len(tied) >= 2
            outside = next(s for s in range(4) if s not in tied)
            with pytest.raises(IllegalAction):
                act(state, outside, "roll")
            last: list = []
            while state.phase is Phase.ROLL_OFF:
                state, last = act_events(state, RULES.to_act(state)[0], "roll")
            assert state.setter in tied
            # the log says the tie-break was won, not "rolled highest" (stop 97)
            kinds = [e.kind for e in last]
            assert "moonstar.first_setter_tie" in kinds and "moonstar.first_setter" not in kinds
            return
    pytest.fail("no tie found")


# --------------------------------------------------------------------------- MS-2


@pytest.mark.rule("MS-2.1")
def test_setter_places_four_planets_and_seven_moons():
    state = with_setter(after_rolloff(), 1)
    assert RULES.to_act(state) == (1,)
    with pytest.raises(IllegalAction):
        act(state, 0, "moon 3")  # only the setter sets up
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "roll")
    assert err.value.key == "moonstar.illegal.layout_incomplete"
    for text in ("planet 5@0", "planet 5@3", "planet 10@6", "planet 10@9"):
        state = act(state, 1, text)
    assert state.tray_planets == ()
    with pytest.raises(IllegalAction):
        act(state, 1, "planet 5@1")  # the tray is empty
    for star in range(7):
        state = act(state, 1, f"moon {star}")
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "moon 8")
    assert err.value.key == "moonstar.illegal.no_moon_left"
    assert Roll() in RULES.legal_actions(state, 1)
    # Lifting puts a piece back in the tray (drag and drop).
    lifted = act(state, 1, "lift planet@6")
    assert lifted.tray_planets == (10,) and (6, 10) not in lifted.planets
    lifted = act(lifted, 1, "lift moon@2")
    assert lifted.moons.count(2) == 0 and len(lifted.moons) == 6
    assert Roll() not in RULES.legal_actions(lifted, 1)


@pytest.mark.rule("MS-2.2")
def test_one_planet_per_star():
    state = act(with_setter(after_rolloff(), 0), 0, "planet 5@4")
    with pytest.raises(IllegalAction) as err:
        act(state, 0, "planet 10@4")
    assert err.value.key == "moonstar.illegal.planet_taken"
    assert str(err.value) == "A star holds at most one planet."


@pytest.mark.rule("MS-2.3")
def test_three_moons_and_a_planet_per_star():
    state = with_setter(after_rolloff(), 0)
    for text in ("planet 10@4", "moon 4", "moon 4", "moon 4"):
        state = act(state, 0, text)
    assert state.moons.count(4) == 3 and (4, 10) in state.planets
    with pytest.raises(IllegalAction) as err:
        act(state, 0, "moon 4")
    assert str(err.value) == "A star holds at most three moons."
    assert PlaceMoon(4) not in RULES.legal_actions(state, 0)


@pytest.mark.rule("MS-2.4", "MS-2.5")
def test_roll_makes_the_situation_and_starts_the_bidding_clock():
    state = with_setter(after_rolloff(), 2)
    for text in ("planet 5@0", "planet 5@3", "planet 10@6", "planet 10@9"):
        state = act(state, 2, text)
    for star in (0, 1, 2, 4, 5, 7, 8):
        state = act(state, 2, f"moon {star}")
    assert RULES.timer(state) is None  # no bidding clock before the roll
    state, events = act_events(state, 2, "roll")
    rolled = [e for e in events if e.kind == "moonstar.dice_rolled"][0]
    assert rolled.barrier and rolled.to is None  # visible to all
    assert len(state.dice) == 7 and all(1 <= d <= 6 for d in state.dice)
    assert state.phase is Phase.BIDDING
    timer = RULES.timer(state)
    assert timer is not None and timer.seconds == 60 and timer.action == TimeUp()


# --------------------------------------------------------------------------- MS-9.3


@pytest.mark.rule("MS-9.3")
def test_random_layout_is_always_legal():
    for seed in range(60):
        rng = Rng.from_seed(seed)
        moons = 7 + seed % 9
        planets = (5, 10, 15, 20, 25, 25)[: 1 + seed % 6]
        actions = random_layout(rng, moons, planets)
        assert sum(isinstance(a, PlaceMoon) for a in actions) == moons
        assert sorted(a.value for a in actions if isinstance(a, PlacePlanet)) == sorted(planets)
        stars = [a.star for a in actions if isinstance(a, PlaceMoon)]
        assert max(stars.count(s) for s in set(stars)) <= 3
        planet_stars = [a.star for a in actions if isinstance(a, PlacePlanet)]
        assert len(set(planet_stars)) == len(planet_stars)
    # Through the rules, from a half-done layout: the button's actions are all legal.
    state = with_setter(after_rolloff(), 0)
    state = act(act(state, 0, "planet 5@2"), 0, "moon 2")
    for action in RULES.random_setup(state, Rng.from_seed(3)):
        state = RULES.apply(state, 0, action)[0]
    assert RULES.is_legal(state, 0, Roll())


@pytest.mark.rule("MS-9.3", "MS-2.2", "MS-2.3")
def test_complete_at_random_keeps_what_the_setter_placed():
    """A newcomer placed pieces by hand and pressed the random button: all moved (stop 97).
    `random_fill` keeps them and lays the rest out legally."""
    for seed in range(30):
        state = with_setter(after_rolloff(), 0)
        state = act(act(act(state, 0, "planet 5@2"), 0, "moon 2"), 0, "moon 2")
        kept_planets = state.planets
        for action in RULES.random_fill(state, Rng.from_seed(seed)):
            state = RULES.apply(state, 0, action)[0]
        assert set(kept_planets) <= set(state.planets)
        assert sorted(state.moons).count(2) >= 2 and len(state.moons) == state.n_moons
        assert not state.tray_planets
        assert RULES.is_legal(state, 0, Roll())
    # Game 12's pick (MS-7.12): the planets placed are the pick, only moons are added
    state = act(with_setter(after_rolloff(3, games=[12], planets=[10, 10]), 1), 1,
                "variants 5")
    state = act(state, 1, "planet 25@0")
    for action in RULES.random_fill(state, Rng.from_seed(1)):
        state = RULES.apply(state, 1, action)[0]
    assert [v for _, v in state.planets] == [25] and len(state.moons) == state.n_moons
    assert RULES.is_legal(state, 1, Roll())


# --------------------------------------------------------------------------- MS-7.12


@pytest.mark.rule("MS-7.12", "MS-7.5", "MS-0.3")
def test_a_game5_round_of_game12_lets_the_setter_pick_1_to_6_planets_from_the_pool():
    state = with_setter(after_rolloff(3, games=[12], planets=[10, 10]), 1)
    state = act(state, 1, "variants 5")
    assert state.phase is Phase.SETUP
    # The whole pool to choose from, not the match's default set (10, 10).
    assert sorted(state.tray_planets) == sorted(v for v in (5, 10, 15, 20, 25)
                                                for _ in range(4))
    with pytest.raises(IllegalAction) as err:
        act(lay_out_moons(state), 1, "roll")  # no planet yet: 1 to 6 are needed
    assert err.value.key == "moonstar.illegal.layout_incomplete_pick"
    for value, star in ((25, 0), (25, 2), (5, 4)):
        state = act(state, 1, f"planet {value}@{star}")
    rolled = act(lay_out_moons(state), 1, "roll")  # three planets chosen: enough
    assert rolled.phase is Phase.BIDDING and sorted(v for _, v in rolled.planets) == [5, 25, 25]
    assert rolled.tray_planets == ()  # the others go back to the box
    for value, star in ((10, 6), (15, 8), (20, 10)):
        state = act(state, 1, f"planet {value}@{star}")
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "planet 5@11")  # a seventh planet
    assert err.value.key == "moonstar.illegal.planet_limit"


def lay_out_moons(state):
    """Place the round's moons on stars 1, 3, 5, ... (three at most per star)."""
    for i in range(state.n_moons - len(state.moons)):
        state = act(state, state.setter, f"moon {(2 * i + 1) % 12}")
    return state


@pytest.mark.rule("MS-7.12")
def test_game12_setter_announces_each_rounds_games():
    state = with_setter(after_rolloff(3, games=[12]), 1)
    assert state.phase is Phase.CHOOSE_VARIANTS and RULES.to_act(state) == (1,)
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "variants 7,8")
    assert err.value.key == "moonstar.illegal.combo_scoring"
    with pytest.raises(IllegalAction) as err:
        act(state, 1, "variants 3 moons=7 dice=7")
    assert err.value.key == "moonstar.illegal.count_game3"
    new = act(state, 1, "variants 3,10 moons=9 dice=7")
    assert new.phase is Phase.SETUP
    assert (new.variants, new.n_moons, new.n_dice) == ((1, 3, 10), 9, 7)
    seven = act(state, 1, "variants 7")
    assert seven.tray_planets == ()  # Game 7: no planets
    assert len(RULES.legal_actions(state, 1)) > 100
    # A menu restricts the choice.
    menu = with_setter(after_rolloff(3, games=[12, 9, 10]), 0)
    with pytest.raises(IllegalAction) as err:
        act(menu, 0, "variants 7")
    assert err.value.key == "moonstar.illegal.dealer_menu"
    assert act(menu, 0, "variants 9,10").variants == (1, 9, 10)


# --------------------------------------------------------------------------- notation


ALL_ACTIONS = [
    Roll(), ChooseVariants((), 7, 7), ChooseVariants((3, 9), 10, 7), ChooseVariants((4,), 7, 8),
    PlacePlanet(25, 11), PlaceMoon(0), Lift("planet", 3), Lift("moon", 4), Bid(70), Pass(),
    Challenge(), TimeUp(), SideBet("made", 12), SideBet("failed", 1), SideBet("none", 0),
    PlaceRed(5), PlaceDie(6, 14), MoveMoon(3, "ccw", 0), MoveMoon(10, "cw", 12),
]


@pytest.mark.parametrize("action", ALL_ACTIONS, ids=lambda a: RULES.notation(a))
def test_notation_round_trips(action):
    assert RULES.parse_action(RULES.notation(action)) == action


def test_notation_examples_and_bad_text():
    assert RULES.notation(ChooseVariants((), 7, 7)) == "variants 1"
    assert RULES.notation(ChooseVariants((3,), 9, 7)) == "variants 3 moons=9 dice=7"
    assert RULES.parse_action("variants 2,9") == ChooseVariants((2, 9), 7, 7)
    assert RULES.parse_action("  MOVE 2   cw 5 ") == MoveMoon(2, "cw", 5)
    for text in ("", "bid", "bid x", "move 1 up 3", "planet 5", "bet maybe 3", "hello"):
        with pytest.raises(IllegalAction) as err:
            RULES.parse_action(text)
        assert err.value.key == "core.illegal.bad_notation"


def test_illegal_action_leaves_state_unchanged():
    state = with_setter(after_rolloff(), 0)
    before = replace(state)
    with pytest.raises(IllegalAction):
        act(state, 0, "bid 10")
    assert state == before


@pytest.mark.rule("MS-7.12")
def test_the_announced_games_read_in_the_singular_or_the_plural() -> None:
    """The log and the round line said "Games 6" for one game: the count picks the form."""
    import game.moonstar  # noqa: F401  (registers the log's game counts)
    from game.core.i18n import describe, tr

    names = ("Ana",).__getitem__
    one = {"seat": 0, "games": "6", "moons": 7, "dice": 7}
    two = {**one, "games": "6, 9"}
    assert describe("moonstar.variants_chosen", one, names, "en").startswith(
        "Ana announces Game 6 with")
    assert describe("moonstar.variants_chosen", two, names, "en").startswith(
        "Ana announces Games 6, 9 with")
    assert "le jeu 6 avec" in describe("moonstar.variants_chosen", one, names, "fr")
    assert "les jeux 6, 9 avec" in describe("moonstar.variants_chosen", two, names, "fr")
    assert tr("ui.moonstar.round_games", "en", n=1, games="6", moons=7, dice=7).startswith(
        "This round: Game 6 —")
    assert tr("ui.moonstar.round_games", "fr", n=2, games="6, 9", moons=7, dice=7).startswith(
        "Cette manche\u00a0: jeux 6, 9 —")


@pytest.mark.rule("MS-0.1")
def test_a_sign_takes_its_article_in_the_french_log() -> None:
    """« de Lion jusqu'à Vierge », « sur Lion »: the French log names a sign with its article
    and preposition (« du Lion à la Vierge », « sur les Gémeaux »), for each of the 12."""
    import game.moonstar  # noqa: F401  (registers the log's derived words)
    from game.core.i18n import catalogue, describe

    names = ("Ana",).__getitem__
    moved = {"seat": 0, "steps": 2, "from_star": 4, "star": 5}
    assert describe("moonstar.moon_moved", moved, names, "fr").endswith(
        "de 2 étoiles, du Lion à la Vierge.")
    assert describe("moonstar.moon_moved", {**moved, "from_star": 0, "star": 2}, names,
                    "fr").endswith("du Bélier aux Gémeaux.")
    assert describe("moonstar.moon_moved", moved, names, "en").endswith(
        "2 stars, from Leo to Virgo.")
    assert describe("moonstar.moon_placed", {"seat": 0, "star": 11}, names, "fr") == (
        "Ana place une lune sur les Poissons.")
    for lang in ("en", "fr"):
        words = catalogue(lang)
        for form in ("du", "au", "sur"):
            assert all(f"moonstar.arg.{form}.{s}" in words for s in range(12)), (lang, form)


@pytest.mark.rule("MS-7.2")
@pytest.mark.rule("MS-7.3")
@pytest.mark.rule("MS-7.4")
def test_the_counts_follow_games_2_3_and_4_to_the_nearest_they_allow() -> None:
    """What the setup screen sets when the games change (`Rules.option_follow`): counts that
    still fit are kept; others move to the nearest the chosen game allows, and every answer
    passes the setup check. Game 12 and games that cannot be combined change nothing."""
    def follow(games, moons, dice):
        return RULES.option_follow("games", {"games": games, "moons": moons, "dice": dice})

    assert follow((3,), 7, 7) == {"moons": 8, "dice": 7}
    assert follow((3, 9), 12, 7) == {}  # Game 3 allows 12 and 7: the player's choice stays
    assert follow((3,), 9, 10) == {"moons": 11, "dice": 10}  # more moons than dice
    assert follow((2,), 9, 7) == {"moons": 9, "dice": 9}
    assert follow((2,), 15, 11) == {"moons": 11, "dice": 11}
    assert follow((4,), 7, 7) == {"moons": 7, "dice": 8}
    assert follow((4,), 12, 9) == {"moons": 10, "dice": 11}
    assert follow((), 8, 7) == {"moons": 7, "dice": 7}  # MS-0.2: back to Game 1's counts
    assert follow((12,), 8, 7) == {} and follow((2, 3), 7, 7) == {}
    assert RULES.option_follow("moons", {"games": (3,), "moons": 7, "dice": 7}) == {}
    for games in ((), (2,), (3,), (4,), (3, 6), (4, 9)):
        for moons in range(7, data.BOX_MOONS + 1):
            for dice in range(7, data.BOX_DICE + 1):
                opts = {"games": games, "moons": moons, "dice": dice}
                opts.update(RULES.option_follow("games", opts))
                RULES.check_setup(2, opts)  # raises if the counts do not fit
