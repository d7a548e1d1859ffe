"""Screenshots of the Planet Unknown table: `capture_supermoon(out_dir)`.

For 1, 2 and 6 seats a match with one human (seat 0) and bots is driven by seeded random legal
moves, with events and private objectives on; each time the human meets a step the picture is
saved as `supermoon_<n>p_<step>.png`: the objectives to keep, the commander's rotation (and its
preview), a tile in the hand, its ghost where it may go and where it may not, the tile put
down (and, at 2 and 6 seats, the same with another planet shown), the pending gains, a gain's
choice, rover moves, a civ card choice, another player's
planet enlarged, the game over with its score table; plus the hot-seat curtain with two humans,
the planet picker (free choice and a dealt planet), each asymmetric planet at round 6, and the
moons (`capture_moons`), the corporations and Quantum Solutions (`capture_corps`), the
fragmented planet (`capture_fragments`).
Nothing is persisted.
"""

from __future__ import annotations

import random
from pathlib import Path

NAMES = ("Ana", "Ben", "Chloé", "Dev", "Emma", "Farid")


def demo_seats(n: int, humans: int = 1):
    """Seat configs: the first `humans` seats human, the rest bots."""
    from game.core.match import COLOURS, SHAPES, SeatConfig

    return [SeatConfig(NAMES[i], COLOURS[i], SHAPES[i], "human" if i < humans else "bot",
                       "normal") for i in range(n)]


def _save(app, table, path: Path) -> Path:
    import pygame

    table._after_change()
    for _ in range(2):
        app.frame([], 1.0)
    pygame.image.save(app.screen, str(path))
    return path


def _move(app, pos) -> None:
    import pygame

    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
              1 / 60)


def capture_supermoon(out_dir: Path, counts: tuple[int, ...] = (1, 2, 6),
                      large: tuple[int, ...] = (1, 6)) -> list[Path]:
    """Render each step the human meets at 1, 2 and 6 seats into `out_dir`, then at the
    `large` seat counts again at 150% in French (`_150_fr`: the longest words in the most
    cramped layout), with the expansion's tours; return the files."""
    from game.ui.screenshots import large_french_app, make_app

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    app = make_app()
    paths: list[Path] = []
    try:
        for n in counts:
            paths += _capture_steps(app, out_dir, n)
        paths += _capture_curtain(app, out_dir)
        paths += _capture_planets(app, out_dir)
        from game.ui.tables.supermoon.capture_moons import capture_modules, capture_moons
        paths += capture_moons(app, out_dir)
        paths += capture_modules(app, out_dir)
        from game.ui.tables.supermoon.capture_corps import capture_corps, capture_quantum
        paths += capture_corps(app, out_dir)
        paths += capture_quantum(app, out_dir)
        from game.ui.tables.supermoon.capture_fragments import capture_fragments
        paths += capture_fragments(app, out_dir)
    finally:
        app.close()
    if large:
        with large_french_app() as app:
            for n in large:
                paths += _capture_steps(app, out_dir, n, "_150_fr")
            paths += _capture_expansion_150(app, out_dir)
    return paths


def _capture_expansion_150(app, out_dir: Path) -> list[Path]:
    """The planet, moon, module, corporation and fragment tours again (the app at 150% in
    French), each picture named with `_150_fr` (stop 73: never taken there, they had lost
    rows of the cards column and a choice of the bar)."""
    import shutil
    import tempfile

    from game.ui.tables.supermoon.capture_corps import capture_corps, capture_quantum
    from game.ui.tables.supermoon.capture_fragments import capture_fragments
    from game.ui.tables.supermoon.capture_moons import capture_modules, capture_moons

    paths: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        for tour in (_capture_planets, capture_moons, capture_modules, capture_corps,
                     capture_quantum, capture_fragments):
            for path in tour(app, Path(tmp)):
                target = out_dir / f"{Path(path).stem}_150_fr.png"
                shutil.move(str(path), target)  # (not a rename: /tmp may be another disk)
                paths.append(target)
    return paths


def _capture_steps(app, out_dir: Path, n: int, suffix: str = "") -> list[Path]:
    """One seeded match at `n` seats (one human): a picture of each step the human meets."""
    from game.core.match import Match
    from game.supermoon.rules import RULES
    from game.ui.tables.supermoon.forms import grip
    from game.ui.tables.supermoon.table import SupermoonTable

    paths: list[Path] = []
    options = RULES.check_setup(n, {"events": True, "private_objectives": True})
    match = Match(RULES, demo_seats(n), 7 + n, options)
    table = SupermoonTable(app, match)
    app.reset(table)
    table.bots.frozen = True  # the script plays every seat
    app.frame([], 1 / 60)
    rng = random.Random(n)
    done: set[str] = set()

    def shot(step: str, n: int = n, done: set[str] = done, table=table) -> None:
        if step not in done:
            done.add(step)
            paths.append(_save(app, table, out_dir / f"supermoon_{n}p_{step}{suffix}.png"))

    for _ in range(4000):
        if match.is_over:
            break
        seat = match.to_act()[0]
        legal = [a for a in match.legal_actions(seat) if a.kind != "reset"]
        kinds = {a.kind for a in legal}
        if seat == 0:
            if "objective" in kinds:
                shot("objective")
            if "rotate" in kinds:
                shot("rotate")
                table.preview_rot = (match.state.rotation + 2) % 6
                shot("rotate_preview")
            if "civ" in kinds:
                shot("civ")
            if "move" in kinds and "gain" not in kinds:
                shot("moves")
            if "gain" in kinds and "choice" not in done:
                me = table.view().players[0]
                multi = [i for i, acts in table.options().gains.items()
                         if len(acts) > 1 and me.pool[i].kind != "tile"]
                if multi:
                    shot("pool")
                    table.choose_gain(multi[0])
                    shot("choice")
                    table.gain_sel = None
            if "place" in kinds and "locked" not in done and match.state.round >= 3:
                a = rng.choice([a for a in legal if a.kind == "place"])
                slot, form, x, y, _bi = a.args
                table.take(slot)
                hand = table.hand
                if hand is None:  # a legal place names a visible, non-empty stack
                    raise RuntimeError(f"supermoon capture: stack {slot} not taken")
                hand.form = form
                # the pointer (the tile follows it) over the empty space left of the
                # tracks, where no tooltip opens; at the bar the tile lay under it
                tracks = table.track_rects()["biomass"]
                _move(app, (tracks.x + tracks.w // 2, tracks.y - 2))
                shot("hand")
                bg = table.board_geo
                if bg is None:  # set by every frame that draws the table
                    raise RuntimeError("supermoon capture: the planet was not drawn")
                gx, gy = grip(table.view().tops[slot], form)
                _move(app, bg.rect(x + gx, y + gy).center)
                shot("ghost_legal")
                _move(app, bg.rect(0, 0).center)
                shot("ghost_illegal")
                _move(app, bg.rect(x + gx, y + gy).center)
                table.board_click()
                shot("locked")
                if n > 1:  # the tile put down, another planet looked at: the bar says so
                    table.focus = 1
                    shot("locked_elsewhere")
                    table.focus = None
                table.confirm()
                continue
            if n > 1 and match.state.round == 6 and "other_planet" not in done:
                table.focus = 1
                shot("other_planet")
                table.focus = None
        rest = [a for a in legal if a.kind != "done"]
        action = rng.choice(rest) if rest and rng.random() < 0.85 else rng.choice(legal)
        table.submit_as(seat, action, quiet=True)
    table.game_over_shown = True
    table.show_results()
    shot("over")
    return paths


def solo_to_round(match, table, rng: random.Random, rounds: int) -> None:
    """Seat 0 plays at random, a tile whenever it may, until round `rounds` (or the end)."""
    while not match.is_over and match.state.round < rounds:
        legal = [a for a in match.legal_actions(0) if a.kind != "reset"]
        places = [a for a in legal if a.kind == "place"]
        done = [a for a in legal if a.kind == "done"]
        table.submit_as(0, rng.choice(places) if places else done[0] if done
                        else rng.choice(legal), quiet=True)


def open_table(app, n: int, options: dict, seed: int):
    """A new match at its first decision, bots frozen, the pointer off any tooltip: the
    starting point of every scene of the corporation, planet and fragment tours."""
    from game.core.match import Match
    from game.supermoon.rules import RULES
    from game.ui.tables.supermoon.table import SupermoonTable

    match = Match(RULES, demo_seats(n), seed, RULES.check_setup(n, options))
    table = SupermoonTable(app, match)
    app.reset(table)
    table.bots.frozen = True
    app.frame([], 1 / 60)
    _move(app, (table.region("bar").x + 4, table.region("bar").y + 4))  # no tooltip
    return match, table


def _capture_curtain(app, out_dir: Path) -> list[Path]:
    """The hand-over curtain between two humans before a secret turn (PU-19.4)."""
    import pygame

    from game.core.match import Match
    from game.supermoon.rules import RULES
    from game.ui.scenes.curtain import CurtainScene
    from game.ui.tables.supermoon.table import SupermoonTable

    match = Match(RULES, demo_seats(2, humans=2), 3, RULES.check_setup(2, {}))
    table = SupermoonTable(app, match)
    app.reset(table)
    rng = random.Random(2)
    # The commander turns the station in the open and plays their secret turn; the curtain
    # stands before the other human's.
    for _ in range(200):
        app.frame([], 1 / 60)
        if isinstance(app.top, CurtainScene) or table.viewer is None:
            break
        legal = [a for a in match.legal_actions(table.viewer) if a.kind != "reset"]
        done = [a for a in legal if a.kind == "done"]
        table.submit(done[0] if done else rng.choice(legal))
    for _ in range(3):
        app.frame([], 1 / 60)
    path = out_dir / "supermoon_2p_curtain.png"
    pygame.image.save(app.screen, str(path))
    return [path]


def _capture_planets(app, out_dir: Path) -> list[Path]:
    """The planet picker (free choice, and a dealt planet), then each asymmetric planet in a
    solo game at round 6 (PU-17): its special squares among the tiles."""
    from game.supermoon.actions import Action
    from game.supermoon.data import PLANETS, SYMMETRIC_PLANET

    def table_for(n: int, options: dict, seed: int):
        return open_table(app, n, options, seed)

    paths = []
    match, table = table_for(2, {"planets": "choice"}, 11)
    while 0 not in match.to_act():  # the other seat chooses first: it takes Charybdis
        seat = match.to_act()[0]
        table.submit_as(seat, Action("planet", (3,)), quiet=True)
    table.pick = 7
    paths.append(_save(app, table, out_dir / "supermoon_pick_choice.png"))
    match, table = table_for(2, {"planets": "random"}, 11)
    paths.append(_save(app, table, out_dir / "supermoon_pick_dealt.png"))
    for planet in PLANETS:
        if planet.key == SYMMETRIC_PLANET:
            continue
        match, table = table_for(1, {"planets": "choice"}, 20 + planet.planet_id)
        table.submit_as(0, Action("planet", (planet.planet_id,)), quiet=True)
        rng = random.Random(planet.planet_id)
        solo_to_round(match, table, rng, 6)
        paths.append(_save(app, table, out_dir / f"supermoon_planet_{planet.key}.png"))
    return paths
