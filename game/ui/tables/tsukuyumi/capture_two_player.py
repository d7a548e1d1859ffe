"""Screenshots of the two-player mode (TS-13), for `capture.scenes`: `tsukuyumi_2p_*`.

- `2p_options`: the setup screen at two seats, the Factions tooltip saying that the 2-player
  cards are reconstructed (TS-0.2);
- `2p_build`: the board build, the viewer placing the drawn tile (TS-13.4), the menu of its
  rotations open on a lit space;
- `2p_midgame`: round 2 with the Victory cards in the seat rows and the right column (their
  tab chosen when the column is short), a card's tooltip shown (TS-13.10);
- `2p_game_over`: the end of a game with the score by kind of Victory card.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

SCENES = ("2p_options", "2p_build", "2p_midgame", "2p_game_over")


def two_player_scenes(app, shot, wanted: Callable[[str], bool], out_dir: Path,
                      suffix: str) -> list[Path]:
    """The scenes `wanted`; the setup screen's picture is saved here (its path returned)."""
    paths = []
    if wanted("2p_options"):
        paths.append(_options(app, out_dir / f"tsukuyumi_2p_options{suffix}.png"))
    if wanted("2p_build"):
        _build(app, shot)
    if wanted("2p_midgame"):
        _midgame(app, shot)
    if wanted("2p_game_over"):
        _game_over(app, shot)
    return paths


def _options(app, path: Path) -> Path:
    """The setup screen with two seats, the mouse on the Factions option."""
    import pygame

    from game.ui.i18n import t
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.title import TitleScene, game_list
    from game.ui.tables.tsukuyumi.capture import demo_seats
    from game.ui.theme import px
    from game.ui.widgets.base import Label

    info = next(g for g in game_list() if g.name == "tsukuyumi")
    app.reset(TitleScene(app))
    scene = SetupScene(app, info, demo_seats(2), {})
    app.push(scene)
    app.frame([], 1 / 60)
    area = scene.opt_area
    assert area is not None  # laid out when pushed
    label = next(w for w in area.children
                 if isinstance(w, Label) and w.text == t("ts.option.factions"))
    pos = (area.rect.x + label.rect.x + px(12), area.rect.y + label.rect.centery - area.offset)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                  buttons=(0, 0, 0))], 1 / 60)
    app.tooltip.rest = 5.0
    app.frame([], 1 / 60)
    pygame.image.save(app.screen, str(path))
    return path


def _build(app, shot) -> None:
    """The viewer's turn to place a tile with barriers, three or more already placed."""
    from game.tsukuyumi.tiles import TILE_BY_ID
    from game.ui.tables.tsukuyumi.capture import drive, kinds, new_table

    def placing(st, m) -> bool:  # a tile with printed barriers: its rotations differ
        return ("tile" in kinds(m) and bool(st.tiles_left) and bool(
            TILE_BY_ID[st.tiles_left[0]].barriers)
            and sum(1 for z in st.board.zones if z.kind == "area") >= 3)

    for seed in range(12, 24):
        match, table = new_table(app, 2, {}, seed)

        def until(st, m=match) -> bool:  # stop at the right tile, or once the build is over
            return st.phase == "start" or placing(st, m)

        if drive(match, table, random.Random(seed), until) and placing(match.state, match):
            break
    else:
        return
    app.frame([], 1 / 60)
    cells = sorted(table.options().by_cell)
    if not cells:
        return
    cell = cells[len(cells) // 2]
    pos = table.cell_point(cell)
    table.mouse = pos
    table.click_cell(cell)  # the drawn tile's rotations, previewed on the map when hovered
    shot(table, "2p_build", mouse=pos)


def _midgame(app, shot) -> None:
    """Round 2's red phase, the viewer's turn; the mouse on a Victory card chip."""
    from game.ui.tables.tsukuyumi.capture_round import reach

    def until(st) -> bool:
        return (st.round >= 2 and st.phase == "red" and st.turn is not None
                and st.turn.seat == 0 and not st.pending)

    got = reach(app, 2, {"factions": "random"}, 14, until)
    if got is None:
        return
    match, table = got
    shot(table, "2p_midgame")  # drawn once: the chips' hit boxes are known
    table.show_hud_tab("missions")  # a short column shows the Victory cards under a tab
    app.frame([], 1 / 60)
    from game.tsukuyumi import two_player
    from game.ui.tables.tsukuyumi.two_player_ui import card_tip

    first = two_player.seat_cards(match.state, 0)[0]
    tip = card_tip(table, 0, first)  # the right column's line of the viewer's first card
    star = next((h.rect for h in table.hits if h.tip == tip), None)
    if star is not None:
        shot(table, "2p_midgame_tip", mouse=star.center)


def _game_over(app, shot) -> None:
    """A two-player game played to its end: the score by kind of Victory card."""
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.tables.tsukuyumi.capture import drive, new_table

    match, table = new_table(app, 2, {"factions": "random"}, 5)
    drive(match, table, random.Random(5), lambda st: False, limit=20000)
    for _ in range(4):
        app.frame([], 1 / 60)
    if match.is_over and isinstance(app.top, GameOverScene):
        shot(table, "2p_game_over")


__all__ = ["SCENES", "two_player_scenes"]
