"""The headless CLI: bots-only games, save verification and user errors (never a traceback)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import catalog, cli
from game.core.match import Match, default_seats

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args: str) -> subprocess.CompletedProcess:
    """Run `python -m game.cli ARGS` in a fresh interpreter."""
    return subprocess.run([sys.executable, "-m", "game.cli", *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)


def test_play_prints_the_outcome_as_the_last_json_line() -> None:
    proc = run_cli("play", "--game", "moonstar", "--seats", "bot:hard,bot:normal,bot:easy",
                   "--seed", "7", "--json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert len(out["scores"]) == 3 and out["rounds"] >= 1
    assert out["winners"] and all(0 <= w < 3 for w in out["winners"])
    best = max(out["scores"])
    assert all(out["scores"][w] == best for w in out["winners"])
    assert best >= 200  # MS-6.3: the match ends when someone reaches the target


def test_play_is_deterministic_and_accepts_options(capsys) -> None:
    args = ["play", "--game", "moonstar", "--seats", "bot:normal,bot:easy", "--seed", "3",
            "--option", "games=12", "--json"]
    assert cli.main(args) == 0
    first = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert cli.main(args) == 0
    second = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    first.pop("wall_seconds"), second.pop("wall_seconds")
    assert first == second


def test_options_take_comma_separated_pairs_and_a_scenario_names_the_board() -> None:
    assert cli._parse_options(["board=control,length=quick", "games=[7,8]"]) == {
        "board": "control", "length": "quick", "games": [7, 8]}
    rules = catalog.rules("tsukuyumi")
    assert rules.check_setup(3, cli._parse_options(["scenario=control"]))["board"] == "control"


@pytest.mark.parametrize("args, needle", [
    (["play", "--game", "chess", "--seats", "bot:easy,bot:easy"], "unknown game"),
    (["play", "--game", "moonstar", "--seats", "bot:easy,human"], "bot:easy"),
    (["play", "--game", "moonstar", "--seats", "bot:easy"], "at least 2"),
    (["play", "--game", "moonwakers", "--seats", ",".join(["bot:easy"] * 7)], "2 to 6"),
    (["play", "--game", "moonstar", "--seats", "bot:easy,bot:easy", "--option", "games=[7,8]"],
     "7 and 8"),
    (["play", "--game", "moonstar", "--seats", "bot:easy,bot:easy", "--options",
      "games=[7,8],bogus=1"], "bogus"),  # the list's comma stays in its value
    (["play", "--game", "tsukuyumi", "--seats", "bot:easy,bot:easy,bot:easy", "--options",
      "scenario=nowhere"], "scenario takes one of"),
])
def test_user_errors_are_one_line_without_traceback(args, needle) -> None:
    proc = run_cli(*args)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0]


def _save(tmp_path: Path) -> Path:
    rules = catalog.rules("moonstar")
    match = Match(rules, default_seats(3), seed=5)
    for seat in match.to_act():
        match.submit(seat, "roll")
    path = tmp_path / "game.json"
    match.save(path)
    return path


def test_replay_accepts_a_valid_save(tmp_path) -> None:
    proc = run_cli("replay", str(_save(tmp_path)))
    assert proc.returncode == 0, proc.stderr
    assert "valid" in proc.stdout


@pytest.mark.parametrize("damage", ["truncate", "garbage", "edit", "missing"])
def test_replay_rejects_damaged_saves_with_a_reason(tmp_path, damage) -> None:
    path = _save(tmp_path)
    text = path.read_text(encoding="utf-8")
    if damage == "truncate":
        path.write_text(text[: len(text) // 2], encoding="utf-8")
    elif damage == "garbage":
        path.write_bytes(b"\x00\xffnot a save at all")
    elif damage == "edit":
        data = json.loads(text)
        data["seed"] = data["seed"] + 1
        path.write_text(json.dumps(data), encoding="utf-8")
    else:
        path = tmp_path / "nowhere.json"
    before = path.read_bytes() if path.exists() else None
    proc = run_cli("replay", str(path))
    assert proc.returncode != 0
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    if before is not None:
        assert path.read_bytes() == before  # a failed load never rewrites the file


def test_screenshots_render_a_first_start_and_leave_the_environment_as_it_was(
        monkeypatch, tmp_path) -> None:
    """The title's Continue button and the settings screen read the player's files: with no
    MOONTABLE_HOME the screenshots are drawn from an empty temporary home, so the same code
    always gives the same images, and the real home is untouched."""
    import os

    from game import userdirs
    from game.ui import screenshots

    monkeypatch.delenv(userdirs.HOME_ENV, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "real-config"))
    before = dict(os.environ)
    seen: dict[str, object] = {}

    def fake_capture(out_dir: Path, lang: str | None = None) -> list[Path]:
        seen["config"] = userdirs.config_dir()
        seen["empty"] = not any(Path(os.environ["HOME"]).iterdir())
        return []

    monkeypatch.setattr(screenshots, "capture_all", fake_capture)
    assert cli.main(["screenshots", str(tmp_path / "shots")]) == 0
    config = seen["config"]
    assert isinstance(config, Path) and seen["empty"] is True
    assert not str(config).startswith(str(tmp_path))  # not the player's configured folder
    assert not config.exists()  # the temporary home is gone
    assert dict(os.environ) == before
