"""Screenshots of the MOONSTAR table in each phase: `capture_moonstar(out_dir)`.

Matches are driven by submitting actions directly (the bidder's play comes from the exact
solver); bots are switched off on the captured tables so nothing moves behind the camera.
Used by `game/ui/screenshots.py` and to eyeball the table while building it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

SIZE = (1280, 720)
NAMES = (("Ana", "human"), ("Selene", "bot"), ("Luna", "bot"))


def _match(options: dict | None = None, seed: int = 1, humans: int = 1):
    from game.core.match import COLOURS, SHAPES, Match, SeatConfig
    from game.moonstar.rules import RULES

    seats = [SeatConfig(name, COLOURS[i], SHAPES[i], "human" if i < humans else "bot",
                        "normal") for i, (name, _) in enumerate(NAMES)]
    return Match(RULES, seats, seed, {**(options or {})})


def roll_off(match, setter: int = 0) -> None:
    """Roll off until `setter` sets up (re-made with other seeds by `match_with_setter`)."""
    from game.moonstar.actions import Roll
    from game.moonstar.state import Phase

    while match.state.phase is Phase.ROLL_OFF:
        match.submit(match.to_act()[0], Roll())
    del setter


def match_with_setter(options: dict | None = None, setter: int = 0, humans: int = 1):
    """A fresh match whose roll-off made `setter` the first setter."""
    for seed in range(1, 500):
        match = _match(options, seed, humans)
        roll_off(match)
        if match.state.setter == setter:
            return match
    raise RuntimeError("no seed gives that setter")


def setup_and_roll(match) -> None:
    """The setter lays out a random legal setup and rolls."""
    from game.core.rng import Rng
    from game.moonstar.actions import ChooseVariants, Roll
    from game.moonstar.state import Phase

    seat = match.state.setter
    if match.state.phase is Phase.CHOOSE_VARIANTS:
        match.submit(seat, ChooseVariants((), 7, 7))
    for action in match.rules.random_setup(match.state, Rng.from_seed(len(match.steps) + 5)):
        match.submit(seat, action)
    match.submit(seat, Roll())


def win_bid(match, seat: int, amount: int | None = None) -> None:
    """`seat` bids (default: the solver's best, at least 2); everyone else passes."""
    from game.moonstar.actions import Bid, Pass
    from game.moonstar.bidding import BID_CAP
    from game.moonstar.state import Phase

    if amount is None:
        amount = max(2, min(best(match).best, match.view(None).max_bid))
    amount = min(amount, BID_CAP)  # MS-3.3
    placed = False
    while match.state.phase is Phase.BIDDING:
        acting = match.to_act()
        if not placed and seat in acting:
            match.submit(seat, Bid(amount))
            placed = True
        else:
            match.submit(acting[0], Pass())


def best(match):
    """The solver's best play of the current round."""
    from game.moonstar.solver import solve

    st = match.state
    return solve(st.moons, dict(st.planets), st.dice, st.variants,
                 st.red if st.red >= 0 else None)


def play_best(match, moves: int | None = None, dice_only: bool = False) -> None:
    """The bidder plays the solver's best play (only the dice, or the first `moves` moves)."""
    from game.moonstar.actions import MoveMoon, PlaceDie, PlaceRed
    from game.moonstar.state import Phase

    st = match.state
    seat = st.bidder
    if st.phase is Phase.MOVE:  # part-played: finish greedily, moon by moon
        from game.ui.tables.moonstar.play import landing_options, movable

        while match.state.phase is Phase.MOVE and (moves is None or moves > 0):
            view = match.view(seat)
            moon = next(m for m in range(len(view.moons)) if movable(view, m))
            d, n, _, _ = max(landing_options(view, moon), key=lambda o: o[3])
            match.submit(seat, MoveMoon(moon, d, n))
            moves = None if moves is None else moves - 1
        return
    sol = best(match)
    if st.phase is Phase.RED_PLANET:
        match.submit(seat, PlaceRed(sol.red))
    for step in sol.play:
        if match.state.phase is Phase.PLACE_DICE:
            match.submit(seat, PlaceDie(step.die, step.moon))
    if dice_only:
        return
    for step in sol.play[:moves]:
        if match.state.phase is Phase.MOVE:
            match.submit(seat, MoveMoon(step.moon, step.direction, step.steps))


def make_app(lang: str = "en", size: tuple[int, int] = SIZE, scale: float = 1.0,
             speed: str = "normal"):
    """A headless app that persists nothing, with an in-process bot runner."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import App
    from game.ui.drivers import InlineBotRunner
    from game.ui.settings import Settings

    app = App(Settings(language=lang, animation_speed=speed, ui_scale=scale), size=size,
              persist=False, strict=True)
    app._bot_runner = InlineBotRunner()
    return app


def show(app, match, frozen_bots: bool = True):
    """Put a MOONSTAR table for `match` on screen (title underneath); return the table."""
    from game.ui.scenes.title import TitleScene
    from game.ui.tables.moonstar.table import MoonstarTable

    app.reset(TitleScene(app))
    table = MoonstarTable(app, match)
    if frozen_bots:
        table.bots.frozen = True
    app.push(table)
    app.apply_pending()
    return table


def frames(app, seconds: float = 0.05, step: float = 1 / 60) -> None:
    """Run the app for `seconds` of simulated time."""
    t = 0.0
    while t < seconds:
        app.frame([], step)
        t += step


def scenes() -> Iterator[tuple[str, dict, Callable]]:
    """(name, app options, build(app) -> None) for every picture."""
    from game.moonstar.actions import Bid, Roll
    from game.moonstar.state import Phase
    from game.ui.tables.moonstar.table import Drag

    def rolloff(app):
        match = _match(seed=4)
        table = show(app, match)
        for seat in (1, 2):
            table.submit_as(seat, Roll(), quiet=True)
        frames(app, 1.4)
        table.submit_as(0, Roll())
        frames(app, 0.3)

    def setup(app):
        match = match_with_setter()
        from game.moonstar.actions import PlaceMoon, PlacePlanet
        for action in (PlacePlanet(5, 1), PlacePlanet(10, 4), PlaceMoon(4), PlaceMoon(4),
                       PlaceMoon(4), PlaceMoon(9)):
            match.submit(0, action)
        table = show(app, match)
        frames(app, 0.1)
        geo = table.geo
        table.drag = Drag("moon", 0, -1, (round(geo.stars[4][0] + 6), round(geo.stars[4][1])))
        table.mouse = table.drag.pos
        frames(app, 0.05)

    def bidding(app):
        match = match_with_setter()
        setup_and_roll(match)
        table = show(app, match)
        frames(app, 1.6)
        table.submit_as(1, Bid(12), quiet=True)
        frames(app, 0.5)
        if match.n_seats > 2:  # (two seats: one bot bid)
            table.submit_as(2, Bid(15), quiet=True)
        table.focus_seat, table.bid_text = 0, {0: "2"}
        frames(app, 0.25)

    def red_planet(app):
        match = match_with_setter({"games": [6]})
        setup_and_roll(match)
        win_bid(match, 0)
        show(app, match)
        frames(app, 0.1)

    def bets(app):
        match = match_with_setter({"games": [11]})
        setup_and_roll(match)
        win_bid(match, 1, match.view(None).max_bid)  # Selene overbids and fails
        play_best(match)
        setup_and_roll(match)
        win_bid(match, 0)
        table = show(app, match)
        table.bet_side, table.bet_stake = "made", 10
        frames(app, 0.1)
        assert match.state.phase is Phase.SIDE_BETS

    def play(app, options=None, name_moves=2):
        match = match_with_setter(options)
        setup_and_roll(match)
        win_bid(match, 0)
        table = show(app, match)
        play_best(match, name_moves)
        frames(app, 0.1)
        sol = best(match)
        moon = sol.play[name_moves].moon if len(sol.play) > name_moves else None
        table.selected_moon = moon
        geo = table.geo
        if moon is not None:
            star = [s for _, _, s, _ in __import__(
                "game.ui.tables.moonstar.play", fromlist=["x"]).landing_options(
                match.view(0), moon)][0]
            table.mouse = (round(geo.stars[star][0]), round(geo.stars[star][1]))
        frames(app, 0.05)

    def play_game9(app):
        play(app, {"games": [9]}, 1)

    def summary(app, watch: bool = False):
        match = match_with_setter()
        setup_and_roll(match)
        win_bid(match, 0)
        table = show(app, match)
        play_best(match, dice_only=True)
        from game.moonstar.actions import MoveMoon
        sol = best(match)
        for step in sol.play[:-1]:
            table.submit_as(0, MoveMoon(step.moon, step.direction, step.steps), quiet=True)
            frames(app, 1.0)
        step = sol.play[-1]
        table.submit_as(0, MoveMoon(step.moon, step.direction, step.steps), quiet=True)
        frames(app, 0.4)
        if watch:
            from game.ui.tables.moonstar import summary as moonstar_summary
            moonstar_summary.watch_best(table)
            frames(app, 2.2)

    def history(app):
        match = match_with_setter()
        for rnd in range(4):
            setup_and_roll(match)
            bidder = rnd % match.n_seats  # (2 seats: 0, 1, 0, 1)
            win_bid(match, bidder, None if rnd != 1 else match.view(None).max_bid)
            play_best(match)
        table = show(app, match)
        table.history_open = True
        frames(app, 0.1)

    def game12(app):
        from game.moonstar.actions import default_counts

        match = match_with_setter({"games": [12]})
        assert match.state.phase is Phase.CHOOSE_VARIANTS
        table = show(app, match)
        table.variant_pick = {3, 9}
        table.variant_counts = default_counts((3, 9))
        frames(app, 0.1)

    def crowd(app):  # eight humans at one screen: one bidder's controls, chosen by chip
        from game.core.match import COLOURS, SHAPES, Match, SeatConfig
        from game.moonstar.rules import RULES
        from game.ui import i18n

        # the setup screen's own default names, in the capture's language
        seats = [SeatConfig(i18n.t("ui.setup.default_name", n=i + 1), COLOURS[i], SHAPES[i],
                            "human", "normal") for i in range(8)]
        match = Match(RULES, seats, 13, {})
        roll_off(match)
        setup_and_roll(match)
        table = show(app, match)
        frames(app, 1.6)
        table.submit_as(3, Bid(24), quiet=True)
        table.bid_pick = table.focus_seat = 5
        table.bid_text = {5: "3"}
        frames(app, 0.25)

    yield "moonstar_rolloff", {}, rolloff
    yield "moonstar_bidding_8_humans", {}, crowd
    yield "moonstar_bidding_8_humans_fr150", {"lang": "fr", "scale": 1.5}, crowd
    yield "moonstar_game12_choice", {}, game12
    yield "moonstar_game12_choice_fr150", {"lang": "fr", "scale": 1.5}, game12
    yield "moonstar_setup_drag", {}, setup
    yield "moonstar_bidding", {}, bidding
    yield "moonstar_game6_red_planet", {}, red_planet
    yield "moonstar_game11_bets", {}, bets
    yield "moonstar_play_landing", {}, play
    yield "moonstar_play_game9", {}, play_game9
    yield "moonstar_summary", {}, summary
    yield "moonstar_best_play", {}, lambda app: summary(app, True)
    yield "moonstar_history", {}, history
    yield "moonstar_bidding_1600", {"size": (1600, 900)}, bidding
    yield "moonstar_play_scale125", {"scale": 1.25}, play
    yield "moonstar_setup_fr", {"lang": "fr"}, setup
    yield "moonstar_summary_fr", {"lang": "fr"}, summary
    # every step again at 150% in French: the longest words in the largest type
    for name, build in (("rolloff", rolloff), ("setup_drag", setup), ("bidding", bidding),
                        ("game6_red_planet", red_planet), ("game11_bets", bets),
                        ("play_landing", play), ("play_game9", play_game9),
                        ("summary", summary), ("best_play", lambda app: summary(app, True)),
                        ("history", history)):
        yield f"moonstar_{name}_fr150", {"lang": "fr", "scale": 1.5}, build


def capture_moonstar(out_dir, only: str | None = None) -> list[Path]:
    """Render each MOONSTAR phase to `out_dir/<name>.png`; returns the files written."""
    import pygame

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, opts, build in scenes():
        if only and only not in name:
            continue
        app = make_app(**opts)
        try:
            build(app)
            path = out / f"{name}.png"
            pygame.image.save(app.screen, str(path))
            paths.append(path)
        finally:
            app.close()
    return paths


if __name__ == "__main__":  # pragma: no cover - manual use
    import sys

    for p in capture_moonstar(sys.argv[1] if len(sys.argv) > 1 else "/tmp/ms",
                              sys.argv[2] if len(sys.argv) > 2 else None):
        print(p)
