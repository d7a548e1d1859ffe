"""Bad input gets a clear message and changes nothing: damaged saves on the load screen, a
damaged autosave on the title; plus `--smoke` and crash handling."""

from __future__ import annotations

import pygame
from ui_helpers import click, run_frames

from game import main as main_mod
from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.ui.scenes.load import LoadScene, list_saves
from game.ui.scenes.table_frame import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets.modal import ModalScene
from game.userdirs import autosave_path, ensure, saves_dir


def toy_match(rules) -> Match:
    seats = [SeatConfig(n, COLOURS[i], SHAPES[i], k)
             for i, (n, k) in enumerate((("Ana", "human"), ("Bot", "bot")))]
    return Match(rules, seats, 3, {"rounds": 1})


def test_damaged_save_shows_message_and_file_is_untouched(app, toy_info) -> None:
    folder = ensure(saves_dir())
    bad = folder / "broken.json"
    bad.write_text('{"format": "moontable-save", "version": 1, "game": "toy", "seed": ',
                   encoding="utf-8")
    before = bad.read_bytes()
    app.push(TitleScene(app))
    scene = LoadScene(app)
    app.push(scene)
    run_frames(app, 1)
    index = next(i for i, e in enumerate(scene.entries) if e.path == bad)
    assert scene.entries[index].damaged
    click(app, scene.list.row_rect(index).center)
    run_frames(app, 1)
    assert isinstance(app.top, ModalScene)
    assert app.top.message and "Traceback" not in app.top.message
    assert bad.read_bytes() == before
    bad.unlink()


def test_good_save_loads_into_a_table(app, toy_info) -> None:
    folder = ensure(saves_dir())
    match = toy_match(toy_info.rules)
    match.save(folder / "good.json")
    entries = list_saves(folder)
    assert any(e.path.name == "good.json" and not e.damaged for e in entries)
    app.push(TitleScene(app))
    scene = LoadScene(app)
    app.push(scene)
    run_frames(app, 1)
    index = next(i for i, e in enumerate(scene.entries) if e.path.name == "good.json")
    scene.load_index(index)
    run_frames(app, 1)
    assert isinstance(app.find(TableScene), TableScene)
    (folder / "good.json").unlink()


def test_continue_disabled_with_reason_for_damaged_autosave(app, toy_info) -> None:
    path = autosave_path()
    ensure(path.parent)
    path.write_text("not json at all", encoding="utf-8")
    try:
        title = TitleScene(app)
        app.push(title)
        run_frames(app, 1)
        assert title.continue_reason
        cont = next(w for w in title.widgets if getattr(w, "text", "") == "Continue")
        assert not cont.enabled and cont.tooltip_at(cont.rect.center)
        click(app, cont.rect.center)
        assert app.top is title
        assert path.read_text(encoding="utf-8") == "not json at all"
    finally:
        path.unlink()


def test_continue_resumes_the_autosave(app, toy_info) -> None:
    match = Match(toy_info.rules, toy_match(toy_info.rules).seats, 3, {"rounds": 1},
                  autosave=autosave_path())
    match.submit(0, "roll")
    try:
        title = TitleScene(app)
        app.push(title)
        run_frames(app, 1)
        assert title.continue_reason is None
        title.continue_game()
        run_frames(app, 1)
        table = app.find(TableScene)
        assert table is not None and len(table.match.steps) >= 1
    finally:
        autosave_path().unlink(missing_ok=True)


def test_smoke_flag_exits_zero(capsys) -> None:
    assert main_mod.main(["--smoke", "--lang", "fr"]) == 0
    assert "SMOKE OK" in capsys.readouterr().out
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)


def test_crash_is_logged_not_shown(monkeypatch, capsys) -> None:
    def boom(args):
        raise RuntimeError("kaboom")

    monkeypatch.setattr(main_mod, "_run_app", boom)
    monkeypatch.setattr(pygame, "quit", lambda: None)  # keep this worker's display alive
    assert main_mod.main([]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and "crash.log" in err
    assert "kaboom" in main_mod.crash_log_path().read_text(encoding="utf-8")


def test_no_stdout_is_fine(monkeypatch) -> None:
    monkeypatch.setattr("sys.stdout", None)
    monkeypatch.setattr("sys.stderr", None)
    main_mod._out("hello")  # a --noconsole build must not crash on print


def test_the_load_list_shows_round_and_scores_and_deletes_after_asking(app, toy_info) -> None:
    from game.ui.scenes.load import entry_detail

    folder = ensure(saves_dir())
    match = toy_match(toy_info.rules)
    match.submit(0, "roll")
    path = folder / "listed.json"
    match.save(path)
    app.push(TitleScene(app))
    scene = LoadScene(app)
    app.push(scene)
    run_frames(app, 1)
    index = next(i for i, e in enumerate(scene.entries) if e.path == path)
    entry = scene.entries[index]
    assert entry.round == match.rules.round_number(match.state) >= 1
    assert entry.scores == tuple(match.rules.scores(match.state))
    assert "Ana" in entry_detail(entry) and str(entry.round) in entry_detail(entry)
    scene.toggle_delete()
    scene.clicked(index)
    run_frames(app, 1)
    assert isinstance(app.top, ModalScene) and path.exists()  # asked first
    app.top.on_key_escape()  # cancel keeps it
    run_frames(app, 1)
    assert path.exists()
    scene.deleting = True
    scene.clicked(index)
    run_frames(app, 1)
    app.top.buttons[0][1]()  # confirm
    run_frames(app, 1)
    assert not path.exists() and all(e.path != path for e in scene.entries)


def test_the_load_list_says_each_games_word_for_a_round() -> None:
    """In French the load list said « manche 2 » for a Planet Unknown or Moonwakers save,
    whose tables and rulebooks say « tour » (stop 92); MOONSTAR and Tsukuyumi keep
    « manche », and a finished game or one in setup says so in every game."""
    from pathlib import Path

    from game.ui import i18n
    from game.ui.scenes.load import SaveEntry, entry_detail

    def said(game: str, round_: int = 2, over: bool = False) -> str:
        return entry_detail(SaveEntry(Path("x.json"), game, ("Ana", "Ben"), 0.0, False, round_,
                                 (3, 5), over))

    i18n.set_language("fr")
    try:
        assert said("supermoon").endswith("· tour 2")
        assert said("moonwakers").endswith("· tour 2")
        assert said("moonstar").endswith("· manche 2")
        assert said("tsukuyumi").endswith("· manche 2")
        assert said("supermoon", over=True).endswith("· terminée")
        assert said("moonwakers", round_=0).endswith("· mise en place")
        i18n.set_language("en")
        assert {said(g) for g in ("supermoon", "moonwakers", "moonstar")} \
            == {"Ana 3, Ben 5 · round 2"}
    finally:
        i18n.set_language("en")


def test_the_title_replays_the_autosave_only_when_it_changed(app, toy_info, monkeypatch) -> None:
    """Coming back to the title (from the settings, the rules …) keeps the verdict on the same
    autosave instead of replaying it again (up to 0.3 s for a long game); a new autosave, or
    another language for the reason, is read again. A new title scene keeps the verdict too."""
    from game.ui import i18n

    path = autosave_path()
    ensure(path.parent)
    path.write_text("not json at all", encoding="utf-8")
    loads = []
    real = Match.load

    def counted(*args, **kw):
        loads.append(args[0] if args else kw)
        return real(*args, **kw)

    monkeypatch.setattr(Match, "load", counted)
    try:
        title = TitleScene(app)
        app.push(title)
        run_frames(app, 1)
        english = title.continue_reason
        assert english and len(loads) == 1
        title.resume()
        title.resume()
        assert len(loads) == 1 and title.continue_reason == english
        i18n.set_language("fr")
        title.resume()
        assert len(loads) == 2 and title.continue_reason != english  # the reason in French
        i18n.set_language("en")
        match = Match(toy_info.rules, toy_match(toy_info.rules).seats, 3, {"rounds": 1},
                      autosave=path)  # a good autosave in its place
        match.submit(0, "roll")
        title.resume()
        assert len(loads) == 3 and title.continue_reason is None
        again = TitleScene(app)  # a new title, as after a game is left (stop 72: the
        app.push(again)  # packaged smoke run took 4.4 s instead of 1.6 s on a long autosave)
        run_frames(app, 1)
        assert len(loads) == 3 and again.continue_reason is None
    finally:
        i18n.set_language("en")
        path.unlink(missing_ok=True)
