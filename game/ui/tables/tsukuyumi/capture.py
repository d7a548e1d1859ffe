"""Screenshots of the Tsukuyumi table: `capture_tsukuyumi(out_dir)`.

Matches are built directly with `game.core.match.Match` and `game.tsukuyumi.rules.RULES` (each
scene sets its options) and driven by seeded random legal moves with a taste for producing
units and fighting; seat 0 is the human on screen, the other seats are
bots kept still (the script plays for them). Animations are off (the "instant" setting), so
every picture is the settled table. Each scene is saved as `tsukuyumi_<scene>.png`:

- setup: the setup screen's options (Control chosen, its tooltip shown), the faction choice,
  the start-zone choice, deploying the starting units;
- a round (`capture_round`): the draft, the viewer's turn in each colour phase, a movement
  plan mid-game at 3 and at 4 seats (and a zone's tooltip; and at 4 with the right column
  folded), a combat waiting for a riposte, one waiting for the viewer's damage assignment,
  a Production and an Events action, the end of a round and the end of the game with its
  score;
- the boards and sheets (`capture_boards`): every scenario layout, a random board with holes,
  the four faction sheets;
- the legend (and at 4 seats over the widest board, while a start zone is placed), the
  missions' tab of the right column at 4 seats, and the hot-seat curtain;
- the two-player mode (`capture_two_player`, `tsukuyumi_2p_*`): its setup screen, the board
  build, the Victory cards mid-game and at the end;
- the Stage 2 modules (`capture_modules`): the setup screen with the modules, each module's
  pieces on the table;
- the legendary Oni (`capture_legendary`): a placement offering one instead of an Oni, their
  figures and sheets, the Horreur's extra attack;

then the main scenes again at 150% interface size (`_150`), and every scene at 150% in French
(`_150_fr`); those later runs take the seeded plays of the first from memory (`drive`), so
they cost only their drawing. Nothing is persisted.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.ui.tables.tsukuyumi.capture_modules import MODULE_SCENES

NAMES = ("Ana", "Ben", "Chloé", "Dev")
WANTED = {"buy": 6, "combat": 5, "move": 3, "oni": 3, "territory": 3, "deploy": 1,
          "start": 1, "white": 3, "go": 6, "oni_zone": 3, "oni_target": 4, "pick": 1}
MAIN = ("options", "setup_start", "draft_3p", "midgame_3p", "midgame_4p", "midgame_4p_folded",
        "combat_riposte", "combat_damage", "production", "events", "game_over",
        "scenario_control", "random_board", "sheet_cyber", "sheet_darkseed", "sheet_nomads",
        "sheet_boarlords", "legend", "legend_4p", "midgame_4p_missions", "2p_options",
        "2p_build", "2p_midgame", "2p_game_over", *MODULE_SCENES,
        "legend_options", "legend_place", "legend_sheet_gambler", "legend_sheet_shadows")


def demo_seats(n: int, humans: int = 1):
    """Seat configs: the first `humans` seats human, the rest bots."""
    from game.core.match import COLOURS, SHAPES, SeatConfig

    return [SeatConfig(NAMES[i], COLOURS[i], SHAPES[i], "human" if i < humans else "bot",
                       "normal") for i in range(n)]


def new_table(app, n: int, options: dict, seed: int, humans: int = 1):
    """A new match on a fresh table, bots kept still (the script plays every seat)."""
    from game.core.match import Match
    from game.tsukuyumi.rules import RULES
    from game.ui.tables.tsukuyumi.table import TsukuyumiTable

    match = Match(RULES, demo_seats(n, humans), seed, RULES.check_setup(n, options))
    table = TsukuyumiTable(app, match)
    app.reset(table)
    table.bots.frozen = True
    app.frame([], 1 / 60)
    return match, table


def choose(legal, rng: random.Random):
    """A random legal action, weighted towards building up and fighting."""
    weights: list[float] = [WANTED.get(a.kind, 1) for a in legal]
    if any(a.kind == "go" for a in legal):  # a plan is open: carry it out soon
        weights = [w * (0.3 if a.kind == "move" else 1) for a, w in zip(legal, weights,
                                                                        strict=True)]
    return rng.choices(legal, weights)[0]


# The tour takes most scenes three times (100% English, 150% English, 150% French), each time
# reaching it by the same seeded random play; computing the legal moves of that play was two
# thirds of the tour. While `capture_tsukuyumi` runs, a copy of each play is kept under where
# it started (the match, its steps, the generator's state), and a later pass catches up with
# it (`Match.catch_up`) instead of playing it again.
_known: dict[tuple, Any] | None = None


def _play_key(match, rng: random.Random) -> tuple:
    return (match.rules.name, match.seats, match.seed, repr(sorted(match.options.items())),
            tuple((step.seat, step.action) for step in match.steps), rng.getstate())


def _catch_up(match, table, rng: random.Random, until: Callable[[Any], bool], limit: int,
              key: tuple) -> int:
    """Follow the known play from this start while `until` does not hold; the steps taken."""
    known = _known.get(key) if _known is not None else None
    if known is None:
        return 0
    start = len(match.steps)
    end = start
    while end < len(known.steps) and end - start < limit and not until(known.state_after(end)):
        end += 1
    match.catch_up(known, end)
    for _ in range(end - start):
        rng.random()  # what `choose` draws at each step (one number), so the play goes on alike
    if end > start:
        table._after_change()
    return end - start


def drive(match, table, rng: random.Random, until: Callable[[Any], bool],
          limit: int = 3000) -> bool:
    """Random moves for every seat until `until(state)` holds (True) or the game ends."""
    key = _play_key(match, rng) if _known is not None else ()
    done = _catch_up(match, table, rng, until, limit, key)
    for _ in range(limit - done):
        if until(match.state):
            break
        if match.is_over:
            break
        seat = match.to_act()[0]
        table.submit_as(seat, choose(list(match.legal_actions(seat)), rng), quiet=True)
    if _known is not None and (key not in _known or len(match.steps) > len(_known[key].steps)):
        _known[key] = match.copy()
    return until(match.state)


def kinds(match, seat: int = 0) -> set[str]:
    """The kinds of a seat's legal actions now (empty when it is not to act)."""
    return {a.kind for a in match.legal_actions(seat)} if seat in match.to_act() else set()


def save(app, table, path: Path, mouse=None) -> Path:
    """Render a few frames (the mouse at `mouse`, its tooltip shown; else off the table)
    and save the screen."""
    import pygame

    table._after_change()
    pos = mouse if mouse is not None else (2, 2)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                  buttons=(0, 0, 0))], 1 / 60)
    app.tooltip.rest = 5.0 if mouse is not None else 0.0
    app.frame([], 1 / 60)
    pygame.image.save(app.screen, str(path))
    return path


def capture_tsukuyumi(out_dir: Path, scales: tuple[float, ...] = (1.0, 1.5),
                      langs: tuple[str, ...] = ("en", "fr")) -> list[Path]:
    """Every scene at 100% in English; the main ones again at each other scale and in each
    other language (at the largest scale). Returns the files written."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    runs = [(1.0, "en")] + [(s, "en") for s in scales if s != 1.0] + \
        [(max(scales), lang) for lang in langs if lang != "en"]
    paths: list[Path] = []
    global _known
    _known = {}
    try:
        for scale, lang in runs:
            paths += _one_run(scale, lang, out_dir)
    finally:
        _known = None
    return paths


def _one_run(scale: float, lang: str, out_dir: Path) -> list[Path]:
    """The scenes of one (scale, language) run of `capture_tsukuyumi`."""
    from game.ui import i18n, theme
    from game.ui.screenshots import make_app
    from game.ui.tables.tsukuyumi import map_ui

    app = make_app(lang)
    map_ui.STILL_PULSE = 1.0  # the same pixels in every run
    try:
        if scale != 1.0:
            app.apply_settings(replace(app.settings, ui_scale=scale))
        suffix = ("" if scale == 1.0 else f"_{round(scale * 100)}") + \
            ("" if lang == "en" else f"_{lang}")
        # every scene in English at 100% and in the other languages (at the largest scale:
        # stop 73 found the Canyon's event draw paged away in a scene never taken there); the
        # main ones at the other scales
        full = (scale == 1.0) == (lang == "en")
        return scenes(app, out_dir, suffix, None if full else MAIN)
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
        map_ui.STILL_PULSE = None


def scenes(app, out_dir: Path, suffix: str = "", only: tuple[str, ...] | None = None
           ) -> list[Path]:
    """Render the scenes (all, or those named in `only`) for the app's scale and language."""
    from game.ui.tables.tsukuyumi.capture_boards import board_scenes, sheet_scenes
    from game.ui.tables.tsukuyumi.capture_legendary import legendary_scenes
    from game.ui.tables.tsukuyumi.capture_modules import module_scenes
    from game.ui.tables.tsukuyumi.capture_round import round_scenes
    from game.ui.tables.tsukuyumi.capture_two_player import two_player_scenes

    paths: list[Path] = []

    def wanted(name: str) -> bool:
        return only is None or name in only

    def shot(table, name: str, mouse=None) -> Path:
        paths.append(save(app, table, out_dir / f"tsukuyumi_{name}{suffix}.png", mouse))
        return paths[-1]

    def unshot(path: Path) -> None:
        """Take back a shot that shows nothing the one before it did not."""
        path.unlink()
        paths.remove(path)

    if wanted("options"):
        paths.append(_options(app, out_dir / f"tsukuyumi_options{suffix}.png"))
    if wanted("setup_faction") or wanted("setup_start") or wanted("setup_deploy"):
        _setup(app, shot, wanted)
    if wanted("draft_3p"):
        match, table = new_table(app, 3, {"factions": "random"}, 5)
        drive(match, table, random.Random(3),
              lambda st: st.phase == "draft" and st.round == 2)
        shot(table, "draft_3p")
    for n, seed in ((3, 21), (4, 8)):
        if wanted(f"midgame_{n}p") or (n == 4 and wanted("midgame_4p_missions")):
            _midgame(app, shot, n, seed, tip=only is None,
                     missions=unshot if n == 4 and wanted("midgame_4p_missions") else None)
    if wanted("midgame_4p_folded"):
        _midgame(app, shot, 4, 8, tip=False, folded=True)
    round_scenes(app, shot, wanted)
    board_scenes(app, shot, wanted)
    sheet_scenes(app, shot, wanted)
    def place(name: str) -> Path:
        paths.append(out_dir / f"tsukuyumi_{name}{suffix}.png")
        return paths[-1]

    legendary_scenes(app, shot, wanted, place)
    if wanted("legend"):
        match, table = new_table(app, 3, {}, 2)
        table.toggle_legend()
        shot(table, "legend")
    if wanted("legend_4p"):  # the widest board: the edge positions framed for a start zone
        match, table = new_table(app, 4, {"factions": "random"}, 3)
        drive(match, table, random.Random(3), lambda st: "start" in kinds(match))
        table.toggle_legend()
        shot(table, "legend_4p")
    if wanted("curtain"):
        paths += _curtain(app, out_dir, suffix)
    paths += two_player_scenes(app, shot, wanted, out_dir, suffix)  # TS-13
    paths += module_scenes(app, shot, wanted, out_dir, suffix)  # the Stage 2 modules
    return paths


def _options(app, path: Path) -> Path:
    """The title screen's setup screen for Tsukuyumi, Control chosen, its chip's tooltip
    (the layout marked reconstructed) shown."""
    import pygame

    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.title import TitleScene, game_list
    from game.ui.widgets.base import Button

    info = next(g for g in game_list() if g.name == "tsukuyumi")
    app.reset(TitleScene(app))
    scene = SetupScene(app, info, demo_seats(3), {"board": "control"})
    app.push(scene)
    app.frame([], 1 / 60)
    area = scene.opt_area
    assert area is not None  # laid out when pushed
    chip = next(w for w in area.children if isinstance(w, Button) and w.selected
                and isinstance(w.tooltip, str) and "\n" in w.tooltip)
    area.offset = max(0, min(chip.rect.top - area.rect.h // 3,
                             area.content_height - area.rect.h))  # scrolled into view
    pos = (area.rect.x + chip.rect.centerx, area.rect.y + chip.rect.centery - area.offset)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                  buttons=(0, 0, 0))], 1 / 60)
    app.tooltip.rest = 5.0
    app.frame([], 1 / 60)
    pygame.image.save(app.screen, str(path))
    return path


def _setup(app, shot, wanted) -> None:
    """The faction choice, the start zone, then the starting units with the stack selected."""
    match, table = new_table(app, 4, {}, 11)
    if wanted("setup_faction"):
        shot(table, "setup_faction")
    rng = random.Random(1)
    drive(match, table, rng, lambda st: "start" in kinds(match))
    if wanted("setup_start"):
        shot(table, "setup_start")
    drive(match, table, rng, lambda st: "deploy" in kinds(match))
    if wanted("setup_deploy"):
        me = next(u for u in match.state.units if u.owner == 0)
        table.click_stack(0, me.at)
        shot(table, "setup_deploy")


def _midgame(app, shot, n: int, seed: int, tip: bool, folded: bool = False,
             missions: Callable[[Path], None] | None = None) -> None:
    """Round 2's red phase: a stack selected, one path planned, the reachable zones lit (the
    right column folded into its strip with `folded`; with `missions`, again with the
    missions' tab of the cards panel shown, when the column is short enough to have tabs:
    `missions` takes back a shot equal to the one before, as at 100%, where a tall column
    shows every card untabbed; a review, stop 82, found the two files identical)."""
    from game.ui.tables.tsukuyumi.map_ui import reach

    for attempt in range(8):  # a seed whose seat 0 has a Movement in round 2's red phase
        match, table = new_table(app, n, {"factions": "random"}, seed + attempt)
        def ready(st, m=match) -> bool:
            return st.round >= 2 and st.phase == "red" and "move" in kinds(m)

        if drive(match, table, random.Random(seed + attempt), ready):
            break
    movers = sorted(table.options().movers)
    if movers:
        unit = next(u for u in match.state.units if u.uid == movers[0])
        table.click_stack(0, unit.at)
        far = sorted(reach(match.state, [movers[0]]).items(), key=lambda kv: -kv[1])
        if far:
            table.move_units_to([movers[0]], far[0][0])
            if table.selected is None:
                table.click_stack(0, unit.at)
        app.toasts.clear()  # the selection's hint fades: two shots in a row would differ
    if folded:
        table.toggle_hud()
    plain = shot(table, f"midgame_{n}p" + ("_folded" if folded else ""))
    if missions is not None:
        table.show_hud_tab("missions")
        tabbed = shot(table, f"midgame_{n}p_missions")
        if tabbed.read_bytes() == plain.read_bytes():
            missions(tabbed)
        table.show_hud_tab("events")
    if tip:
        cell = next(iter(sorted(table.options().by_cell)), None) or \
            next(iter(sorted(match.state.board.index)))
        table.selected, table.sel_units = None, []
        shot(table, f"midgame_{n}p_tip", mouse=table.cell_point(cell))


def _curtain(app, out_dir: Path, suffix: str) -> list[Path]:
    """Two humans: the hand-over curtain before the second one's secret draft pick."""
    import pygame

    from game.ui.scenes.curtain import CurtainScene

    match, table = new_table(app, 3, {"factions": "random"}, 9, humans=2)
    table.bots.frozen = True
    drive(match, table, random.Random(9), lambda st: st.phase == "draft")
    for _ in range(50):
        app.frame([], 1 / 60)
        if isinstance(app.top, CurtainScene):
            break
        if table.viewer is not None and table.viewer in match.to_act():
            pick = next(a for a in match.legal_actions(table.viewer))
            table.submit(pick)
    for _ in range(3):
        app.frame([], 1 / 60)
    path = out_dir / f"tsukuyumi_curtain{suffix}.png"
    pygame.image.save(app.screen, str(path))
    return [path]


__all__ = ["capture_tsukuyumi", "demo_seats", "drive", "kinds", "new_table", "scenes"]
