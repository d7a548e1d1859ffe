"""The screenshot tour and the smoke run use a folder of their own (`screenshots.tour_home`):
its demo saves with fixed dates and an autosave, never the player's saves, which they
neither show nor touch. (Until stop 91 a pilot's autosave lit « Continue » in the tour's
title picture, and the load picture showed whatever the machine held.)"""

from __future__ import annotations

import os
import time
from pathlib import Path

from game import userdirs
from game.core.match import Match
from game.ui import screenshots, smoke
from game.ui.scenes import load


def _player_folder(tmp_path: Path, monkeypatch) -> tuple[Path, dict[str, bytes]]:
    """A player's folder holding an autosave and a save of their own; its files' bytes."""
    home = tmp_path / "player"
    monkeypatch.setenv(userdirs.HOME_ENV, str(home))
    match = screenshots.demo_match("moonstar", steps=3, seed=11)
    match.save(userdirs.ensure(userdirs.saves_dir()) / "Mine.json")
    match.save(userdirs.autosave_path())
    files = {str(p): p.read_bytes() for p in home.rglob("*") if p.is_file()}
    return home, files


def _unchanged(home: Path, files: dict[str, bytes]) -> bool:
    now = {str(p): p.read_bytes() for p in home.rglob("*") if p.is_file()}
    return now == files


def test_the_tour_folder_holds_the_demo_saves_and_is_put_back(tmp_path, monkeypatch) -> None:
    home, files = _player_folder(tmp_path, monkeypatch)
    with screenshots.tour_home() as tour:
        assert tour != home and userdirs.data_dir().is_relative_to(tour)
        entries = load.list_saves(userdirs.saves_dir())
        assert [e.path.stem for e in entries] == [s[0] for s in screenshots.DEMO_SAVES]
        assert [e.game for e in entries] == [s[1] for s in screenshots.DEMO_SAVES]
        for entry, (*_rest, when) in zip(entries, screenshots.DEMO_SAVES, strict=True):
            assert not entry.damaged
            assert time.localtime(entry.mtime)[:5] == when  # the same date on every machine
        resumed = Match.load(userdirs.autosave_path())  # « Continue » resumes a real game
        assert resumed.rules.name == screenshots.DEMO_SAVES[0][1]
    assert os.environ[userdirs.HOME_ENV] == str(home)
    assert not tour.exists()
    assert _unchanged(home, files)


def test_the_smoke_run_neither_lists_nor_touches_the_players_saves(tmp_path,
                                                                   monkeypatch) -> None:
    home, files = _player_folder(tmp_path, monkeypatch)
    listed: list[Path] = []
    real = load.list_saves

    def spy(directory: Path):
        listed.append(Path(directory))
        return real(directory)

    monkeypatch.setattr(load, "list_saves", spy)
    assert smoke.run_smoke("en", frames=1).startswith("SMOKE OK")
    assert listed and not any(d.is_relative_to(home) for d in listed)
    assert _unchanged(home, files)
