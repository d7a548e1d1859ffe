"""Moonstar match options: what the setup screen offers, and their validation (MS-7.13).

Options arrive as a plain dict. `normalise` checks them and returns the normalised dict
(games sorted without Game 1, planets sorted, the derived `target`); `settings_of` turns that
dict into the frozen `Settings` stored in the state. The same variant checks validate
Game 12's per-round choice (`round_setting`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from game.core.rules import IllegalAction, OptionSpec
from game.moonstar import data
from game.moonstar.actions import illegal
from game.moonstar.state import OPEN, TURNS, Settings

ALL_GAMES = tuple(range(2, 13))
COUNT_GAMES = frozenset({2, 3, 4})
NO_PLANET_GAMES = frozenset({7, 8})
PLANET_GAMES = frozenset({5, 6})
MAX_SECONDS = 600


TIMER_CHOICES = (0, 30, 60, 90, 120)  # seconds; 0 is Off


def option_specs() -> tuple[OptionSpec, ...]:
    """The options the setup screen offers (labels are catalogue keys)."""
    pool = tuple(v for v, n in sorted(data.planet_pool().items()) for _ in range(n))
    return (
        OptionSpec("games", "multi", (), "moonstar.option.games", choices=ALL_GAMES,
                   help_key="moonstar.option.games.help"),
        OptionSpec("moons", "int", 7, "moonstar.option.moons", 7, data.BOX_MOONS,
                   help_key="moonstar.option.moons.help"),
        OptionSpec("dice", "int", 7, "moonstar.option.dice", 7, data.BOX_DICE,
                   help_key="moonstar.option.dice.help"),
        OptionSpec("planets", "multi", data.game1_planets(), "moonstar.option.planets",
                   choices=pool, help_key="moonstar.option.planets.help"),
        # MS-9.2: timers as one-click choices, "Off" included (the CLI and saves still take
        # any number of seconds from 0 to MAX_SECONDS).
        OptionSpec("bid_seconds", "choice", data.DEFAULT_SECONDS, "moonstar.option.bid_seconds",
                   0, MAX_SECONDS, choices=TIMER_CHOICES,
                   help_key="moonstar.option.seconds.help"),
        OptionSpec("play_seconds", "choice", data.DEFAULT_SECONDS,
                   "moonstar.option.play_seconds", 0, MAX_SECONDS, choices=TIMER_CHOICES,
                   help_key="moonstar.option.seconds.help"),
        OptionSpec("bidding_mode", "choice", OPEN, "moonstar.option.bidding_mode",
                   choices=(OPEN, TURNS), help_key="moonstar.option.bidding_mode.help"),
    )


def _int_list(value: Any, name: str) -> tuple[int, ...]:
    """Accept a list/tuple of ints or a text like "2,9"."""
    if isinstance(value, str):
        parts = [p for p in value.replace(" ", ",").split(",") if p]
        if not all(p.isdigit() for p in parts):
            illegal("bad_option", f"Option {name} must list numbers.", name=name)
        return tuple(int(p) for p in parts)
    if isinstance(value, (list, tuple, set, frozenset)):
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            illegal("bad_option", f"Option {name} must list numbers.", name=name)
        return tuple(value)
    illegal("bad_option", f"Option {name} must list numbers.", name=name)


def _int(value: Any, name: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        illegal("option_range", f"Option {name} must be a whole number from {lo} to {hi}.",
                name=name, min=lo, max=hi)
    return value


def check_combination(games: Iterable[int]) -> tuple[int, ...]:
    """Validate a set of Games 2-11 (MS-7.13); return it sorted, Game 1 dropped."""
    chosen = set(games) - {1}
    for game in sorted(chosen):
        if not 2 <= game <= 11:
            illegal("unknown_game", f"There is no Game {game} to combine: pick games 2 to 11.",
                    game=game)
    if len(chosen & COUNT_GAMES) > 1:
        illegal("combo_counts", "Games 2, 3 and 4 cannot be combined: pick at most one of them.")
    if len(chosen & NO_PLANET_GAMES) > 1:
        illegal("combo_scoring", "Games 7 and 8 cannot be combined: pick one scoring rule.")
    if chosen & NO_PLANET_GAMES and chosen & PLANET_GAMES:
        illegal("combo_planets",
                f"Game {min(chosen & PLANET_GAMES)} needs planets, so it cannot be played with "
                f"Game {min(chosen & NO_PLANET_GAMES)}, which has none.",
                game=min(chosen & PLANET_GAMES), other=min(chosen & NO_PLANET_GAMES))
    return tuple(sorted(chosen))


def check_counts(games: Iterable[int], moons: int, dice: int) -> None:
    """Moons and dice allowed by Games 2/3/4 (MS-7.2-7.4), otherwise 7 and 7 (MS-0.2)."""
    chosen = set(games)
    if 2 in chosen:
        if not (7 <= moons <= 11 and dice == moons):
            illegal("count_game2", "Game 2 uses 7 to 11 moons and the same number of dice.")
    elif 3 in chosen:
        if not (8 <= moons <= 15 and 7 <= dice <= 10 and moons > dice):
            illegal("count_game3",
                    "Game 3 uses 8 to 15 moons and 7 to 10 dice, with more moons than dice.")
    elif 4 in chosen:
        if not (8 <= dice <= 11 and 7 <= moons <= 10 and dice > moons):
            illegal("count_game4",
                    "Game 4 uses 8 to 11 dice and 7 to 10 moons, with more dice than moons.")
    elif (moons, dice) != (7, 7):
        illegal("count_game1", "Without Games 2, 3 or 4 a round uses 7 moons and 7 dice.")


def counts_for(games: Iterable[int], moons: int, dice: int) -> tuple[int, int]:
    """The moons and dice nearest to `moons` and `dice` that Games 2/3/4 allow (MS-7.2-7.4),
    otherwise 7 and 7 (MS-0.2); counts that `check_counts` accepts are returned unchanged."""
    chosen = set(games)
    if 2 in chosen:  # as many dice as moons, 7 to 11
        m = min(max(moons, 7), 11)
        return m, m
    if 3 in chosen:  # 8 to 15 moons, 7 to 10 dice, more moons than dice
        d = min(max(dice, 7), 10)
        return min(max(moons, d + 1, 8), 15), d
    if 4 in chosen:  # 8 to 11 dice, 7 to 10 moons, more dice than moons
        m = min(max(moons, 7), 10)
        return m, min(max(dice, m + 1, 8), 11)
    return 7, 7


def follow_counts(options: Mapping[str, Any]) -> dict[str, int]:
    """The moons and dice to set once the games changed, when the counts chosen no longer
    fit them (MS-7.2-7.4, MS-0.2): the nearest that do; nothing when they still fit, with
    Game 12 (its rounds choose their own) or when the games cannot be combined (that error
    is the one to show)."""
    try:
        chosen = set(_int_list(options.get("games", ()), "games")) - {1}
        if 12 in chosen:
            return {}
        fixed = check_combination(chosen)
    except IllegalAction:
        return {}
    moons, dice = options.get("moons", 7), options.get("dice", 7)
    if not isinstance(moons, int) or not isinstance(dice, int):
        return {}
    m, d = counts_for(fixed, moons, dice)  # counts that fit come back as they are
    return {} if (m, d) == (moons, dice) else {"moons": m, "dice": d}


def check_planets(planets: Iterable[int]) -> tuple[int, ...]:
    """Game 5: 1 to 6 planets taken from the box's pool (MS-7.5, MS-0.3)."""
    values = tuple(sorted(planets))
    if not 1 <= len(values) <= 6:
        illegal("planet_count", "Game 5 uses 1 to 6 planets.")
    pool = data.planet_pool()
    for value in set(values):
        if values.count(value) > pool.get(value, 0):
            illegal("planet_pool",
                    "The box holds four planets of each value 5, 10, 15, 20 and 25.")
    return values


def round_planets(games: Iterable[int], planets: tuple[int, ...]) -> tuple[int, ...]:
    """The planets a round uses: none in Games 7/8, the chosen set in Game 5, else Game 1's."""
    chosen = set(games)
    if chosen & NO_PLANET_GAMES:
        return ()  # MS-7.7, MS-7.8
    if 5 in chosen:
        return planets  # MS-7.5
    return data.game1_planets()  # MS-0.2


def target_of(games: tuple[int, ...]) -> int:
    """MS-7.13 / MS-7.7 / MS-7.8: 100 for a Game 7 match, 50 for Game 8, else 200."""
    if 12 in games:
        return 200  # the target is fixed at match start; dealer's choice mixes scorings
    if 7 in games:
        return 100
    if 8 in games:
        return 50
    return 200


def normalise(options: Mapping[str, Any]) -> dict[str, Any]:
    """Validate a full options dict (defaults already merged); return the normalised dict."""
    games = _int_list(options.get("games", ()), "games")
    for game in games:
        if not 1 <= game <= 12:
            illegal("unknown_game", f"There is no Game {game}: pick games 2 to 12.", game=game)
    chosen = set(games) - {1}
    menu: tuple[int, ...]
    fixed: tuple[int, ...]
    if 12 in chosen:
        # Game 12: the other chosen games (if any) are the menu the setter picks from.
        menu = tuple(sorted(chosen - {12}))
        fixed = ()
    else:
        menu = ()
        fixed = check_combination(chosen)
    moons = _int(options.get("moons", 7), "moons", 7, data.BOX_MOONS)
    dice = _int(options.get("dice", 7), "dice", 7, data.BOX_DICE)
    if 12 not in chosen:
        check_counts(fixed, moons, dice)
    planets = _int_list(options.get("planets", data.game1_planets()), "planets")
    if 5 in chosen or 12 in chosen:
        planets = check_planets(planets)  # Game 5's planets (also for dealer's-choice rounds)
    else:
        planets = data.game1_planets()  # only Game 5 uses other planets
    mode = options.get("bidding_mode", OPEN)
    if mode not in (OPEN, TURNS):
        illegal("bad_mode", "Bidding is either open (real time) or turns (in seat order).")
    out_games = (*menu, 12) if 12 in chosen else fixed
    return {
        "games": tuple(sorted(out_games)),
        "moons": moons,
        "dice": dice,
        "planets": planets,
        "bid_seconds": _int(options.get("bid_seconds", 60), "bid_seconds", 0, MAX_SECONDS),
        "play_seconds": _int(options.get("play_seconds", 60), "play_seconds", 0, MAX_SECONDS),
        "bidding_mode": mode,
        "target": target_of(tuple(out_games)),
    }


def settings_of(options: Mapping[str, Any]) -> Settings:
    """The frozen Settings of a normalised options dict."""
    norm = normalise(options)
    return Settings(**norm)


def round_setting(settings: Settings, games: Iterable[int], moons: int,
                  dice: int) -> tuple[tuple[int, ...], int, int, tuple[int, ...]]:
    """Validate Game 12's choice for a round; return (variants, moons, dice, planets).

    A Game 5 round hands the setter the whole planet pool to choose 1-6 from (MS-7.12).
    """
    chosen = set(games) - {1}
    if 12 in chosen:
        illegal("dealer_choice_itself",
                "Game 12 is the dealer's choice itself: announce games 2 to 11 for the round.")
    menu = set(settings.games) - {12}
    if menu and not chosen <= menu:
        illegal("dealer_menu",
                f"This match lets the setter choose only among Games "
                f"{', '.join(str(g) for g in sorted(menu))}.",
                games=", ".join(str(g) for g in sorted(menu)))
    fixed = check_combination(chosen)
    check_counts(fixed, moons, dice)
    if 5 in fixed:
        # MS-7.12: a Game 5 round carries Game 5's own choice: the setter takes 1-6 planets of
        # any values from the pool (MS-0.3) while laying out, not the match's default set.
        return (1, *fixed), moons, dice, pool_planets()
    return (1, *fixed), moons, dice, round_planets(fixed, settings.planets)


def pool_planets() -> tuple[int, ...]:
    """Every valued planet of the box, as a tray to choose from (MS-0.3)."""
    return tuple(sorted(v for v, n in data.planet_pool().items() for _ in range(n)))


PICK_MAX = 6  # MS-7.5: a Game 5 round uses 1 to 6 planets


def picks_planets(settings: Settings, variants: Iterable[int]) -> bool:
    """Does the setter choose this round's planets from the pool (a Game 12 round of 5)?"""
    return 12 in settings.games and 5 in set(variants)


def fixed_setting(settings: Settings) -> tuple[tuple[int, ...], int, int, tuple[int, ...]]:
    """The (variants, moons, dice, planets) of every round when Game 12 is not chosen."""
    games = settings.games
    return (1, *games), settings.moons, settings.dice, round_planets(games, settings.planets)
