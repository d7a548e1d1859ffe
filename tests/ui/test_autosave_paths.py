"""Every way into a table autosaves after every action: a new game from setup, Continue, the
load screen, a load from the in-game menu over a game in progress (asked first), Rematch.
Each path plays a move after entering, then reloads the autosave and finds the move there."""

from __future__ import annotations

import pytest
from ui_helpers import run_frames

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table_frame import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets.modal import ModalScene
from game.userdirs import autosave_path, ensure, saves_dir


def humans(n: int = 2) -> list[SeatConfig]:
    return [SeatConfig(name, COLOURS[i], SHAPES[i], "human")
            for i, name in enumerate(("Ana", "Ben", "Chloé")[:n])]


def play_on(app) -> TableScene:
    """Play one legal move on the table now on screen."""
    table = app.find(TableScene)
    assert table is not None
    seat = next(s for s in table.match.to_act() if table.match.legal_actions(s))
    assert table.submit_as(seat, table.match.legal_actions(seat)[0], quiet=True)
    run_frames(app, 1)
    return table


def assert_autosaved(table: TableScene) -> None:
    saved = Match.load(autosave_path())
    assert len(saved.steps) == len(table.match.steps) >= 1
    assert [s.action for s in saved.steps] == [s.action for s in table.match.steps]


@pytest.fixture(autouse=True)
def _clean_autosave():
    autosave_path().unlink(missing_ok=True)
    yield
    autosave_path().unlink(missing_ok=True)


def test_new_game_from_setup_autosaves(app, toy_info) -> None:
    app.push(TitleScene(app))
    setup = SetupScene(app, toy_info)
    app.push(setup)
    run_frames(app, 1)
    setup._launch(humans(), {"rounds": 3})
    run_frames(app, 1)
    assert_autosaved(play_on(app))


def test_continue_keeps_autosaving(app, toy_info) -> None:
    Match(toy_info.rules, humans(), 3, {"rounds": 3}).autosave_to(autosave_path())
    title = TitleScene(app)
    app.push(title)
    run_frames(app, 1)
    # its tooltip names the game it resumes and who plays (a newcomer could not tell)
    from game.ui.scenes.load import game_title
    tip = title.continue_tip()
    assert tip is not None and game_title(toy_info.name) in tip and "Ana" in tip and "Ben" in tip
    from game.ui.i18n import t
    button = next(w for w in title.widgets if getattr(w, "text", "") == t("ui.title.continue"))
    assert button.tooltip_at(button.rect.center) == tip
    title.continue_game()
    run_frames(app, 1)
    table = play_on(app)
    assert_autosaved(table)
    play_on(app)
    assert_autosaved(table)  # and after the next move too: the file keeps following


def test_load_screen_keeps_autosaving(app, toy_info) -> None:
    path = ensure(saves_dir()) / "paths-load.json"
    Match(toy_info.rules, humans(), 4, {"rounds": 3}).save(path)
    app.push(TitleScene(app))
    scene = LoadScene(app)
    app.push(scene)
    run_frames(app, 1)
    scene.load_index(next(i for i, e in enumerate(scene.entries) if e.path == path))
    run_frames(app, 1)
    assert_autosaved(play_on(app))
    path.unlink()


def _load_over_a_game(app, toy_info):
    """(the table of a game in progress, the load screen opened over it as the in-game menu
    opens it)."""
    app.push(TitleScene(app))
    setup = SetupScene(app, toy_info)
    app.push(setup)
    setup._launch(humans(), {"rounds": 3})
    run_frames(app, 1)
    first = play_on(app)
    scene = LoadScene(app)
    app.push(scene)
    run_frames(app, 1)
    return first, scene


def test_load_over_a_game_in_progress_asks_first_then_keeps_autosaving(app, toy_info) -> None:
    path = ensure(saves_dir()) / "paths-menu.json"
    Match(toy_info.rules, humans(3), 5, {"rounds": 3}).save(path)
    first, scene = _load_over_a_game(app, toy_info)
    index = next(i for i, e in enumerate(scene.entries) if e.path == path)
    scene.load_index(index)
    run_frames(app, 1)
    assert isinstance(app.top, ModalScene)  # asked first
    app.top.on_key_escape()  # cancel: nothing changes
    run_frames(app, 1)
    assert app.find(TableScene) is first and first.match.n_seats == 2
    scene.load_index(index)
    run_frames(app, 1)
    assert isinstance(app.top, ModalScene)
    app.top.buttons[0][1]()  # confirm: the saved game replaces the one in progress
    run_frames(app, 1)
    table = play_on(app)
    assert table is not first and table.match.n_seats == 3
    assert_autosaved(table)
    path.unlink()


def test_a_damaged_save_over_a_game_in_progress_says_so_first(app, toy_info) -> None:
    """A damaged save clicked over a game in progress asked « Quit the current game? » before
    it was found unreadable (a newcomer, stop 98): it is read first, the message says why,
    and the game on the table stays, never asked about."""
    from game.ui.i18n import t

    path = ensure(saves_dir()) / "paths-damaged.json"
    Match(toy_info.rules, humans(3), 5, {"rounds": 3}).save(path)
    path.write_text(path.read_text(encoding="utf-8")[:40], encoding="utf-8")  # cut short
    first, scene = _load_over_a_game(app, toy_info)
    scene.load_index(next(i for i, e in enumerate(scene.entries) if e.path == path))
    run_frames(app, 1)
    box = app.top
    assert isinstance(box, ModalScene) and box.title == t("ui.load.failed_title")
    box.on_key_escape()
    run_frames(app, 1)
    assert app.find(TableScene) is first
    path.unlink()


def test_rematch_autosaves(app, toy_info) -> None:
    app.push(TitleScene(app))
    setup = SetupScene(app, toy_info)
    app.push(setup)
    setup._launch(humans(), {"rounds": 3})
    run_frames(app, 1)
    old = play_on(app)
    over = GameOverScene(app, old)
    app.push(over)
    run_frames(app, 1)
    over.rematch()
    run_frames(app, 1)
    table = app.find(TableScene)
    assert table is not None and table is not old
    assert table.match.seats == old.match.seats and table.match.options == old.match.options
    assert_autosaved(play_on(app))
