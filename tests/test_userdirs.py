"""Per-user directories: the MOONTABLE_HOME override and each platform's convention."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import userdirs


def test_tests_never_use_the_real_home() -> None:
    # tests/conftest.py points MOONTABLE_HOME at a session temp dir.
    import os

    home = Path(os.environ[userdirs.HOME_ENV])
    assert userdirs.autosave_path().is_relative_to(home)
    assert userdirs.settings_path().is_relative_to(home)
    assert userdirs.saves_dir().is_relative_to(home)


def test_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("MOONTABLE_HOME", str(tmp_path))
    assert userdirs.config_dir() == tmp_path / "config"
    assert userdirs.data_dir() == tmp_path / "data"
    assert userdirs.autosave_path() == tmp_path / "data" / "autosave.json"
    assert userdirs.saves_dir() == tmp_path / "data" / "saves"
    assert userdirs.settings_path() == tmp_path / "config" / "settings.json"
    made = userdirs.ensure(userdirs.saves_dir())
    assert made.is_dir()


def test_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("MOONTABLE_HOME", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")
    assert userdirs.config_dir() == tmp_path / "cfg" / "moontable"
    assert userdirs.data_dir() == tmp_path / ".local" / "share" / "moontable"
    monkeypatch.delenv("XDG_CONFIG_HOME")
    assert userdirs.config_dir() == tmp_path / ".config" / "moontable"


def test_windows_and_mac(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("MOONTABLE_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    assert userdirs.config_dir() == tmp_path / "Roaming" / "Moontable"
    assert userdirs.data_dir() == tmp_path / "Roaming" / "Moontable"
    monkeypatch.setattr(sys, "platform", "darwin")
    expected = tmp_path / "Library" / "Application Support" / "Moontable"
    assert userdirs.config_dir() == expected == userdirs.data_dir()


def test_display_path_abbreviates_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Folders under home read as "~/…" on Unix and macOS; others, and Windows, in full."""
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path))
    monkeypatch.setattr(sys, "platform", "linux")
    inside = tmp_path / ".local" / "share" / "moontable" / "saves"
    assert userdirs.display_path(inside) == str(Path("~/.local/share/moontable/saves"))
    assert userdirs.display_path(Path("/srv/games")) == str(Path("/srv/games"))
    monkeypatch.setattr(sys, "platform", "win32")
    assert userdirs.display_path(inside) == str(inside)
