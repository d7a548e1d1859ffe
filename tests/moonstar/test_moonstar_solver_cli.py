"""`moonstar-solve` command line: output shape, JSON-lines mode, and clean errors (exit 2)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.moonstar.moves import destinations, normalize_games
from game.moonstar.solver import solve
from game.moonstar.solver_cli import main_solve

ROOT = Path(__file__).resolve().parents[2]
BASE = ["--moons", "0,0,3,4,7,7,11", "--planets", "2=5,5=10,8=5,9=10", "--dice", "1,2,3,4,5,6,6"]


def _run(argv, capsys, stdin: str | None = None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    rc = main_solve(argv)
    out, err = capsys.readouterr()
    return rc, out, err


@pytest.mark.rule("MS-8.1", "MS-4.4")
def test_flags_output_shape(capsys) -> None:
    rc, out, err = _run(BASE, capsys)
    assert rc == 0 and err == ""
    res = json.loads(out)
    assert set(res) == {"best", "play"}
    expected = solve([0, 0, 3, 4, 7, 7, 11], {2: 5, 5: 10, 8: 5, 9: 10}, [1, 2, 3, 4, 5, 6, 6])
    assert res["best"] == expected.best
    assert len(res["play"]) == 7
    for step in res["play"]:
        assert set(step) == {"die", "start", "direction", "steps", "landing"}
        dest = (step["direction"], step["steps"], step["landing"])
        assert dest in destinations(step["start"], step["die"], normalize_games([1]))
    assert sorted(s["die"] for s in res["play"]) == [1, 2, 3, 4, 5, 6, 6]


@pytest.mark.rule("MS-8.1", "MS-7.6", "MS-7.9")
def test_flags_game6_reports_red(capsys) -> None:
    rc, out, _ = _run([*BASE, "--games", "6,9"], capsys)
    assert rc == 0
    res = json.loads(out)
    assert res["red"] in (2, 5, 8, 9)
    rc, out, _ = _run([*BASE, "--games", "6", "--red", "2"], capsys)
    assert rc == 0 and json.loads(out)["red"] == 2


@pytest.mark.rule("MS-8.1", "MS-7.7")
def test_jsonl_mode(capsys, monkeypatch) -> None:
    lines = [
        {"moons": [0, 0, 3], "planets": {"2": 5, "5": 10}, "dice": [2, 5, 3]},
        {"moons": [0, 2], "dice": [1, 1], "games": [7]},
        {"moons": [0, 1], "planets": {"2": 5, "11": 10}, "dice": [2, 1], "games": [6], "red": None},
    ]
    stdin = "\n".join(json.dumps(x) for x in lines) + "\n\n"
    rc, out, err = _run(["--jsonl"], capsys, stdin, monkeypatch)
    assert rc == 0 and err == ""
    results = [json.loads(x) for x in out.splitlines()]
    assert len(results) == 3
    assert results[0]["best"] == solve([0, 0, 3], {2: 5, 5: 10}, [2, 5, 3]).best
    assert results[1] == {
        "best": 4,
        "play": [
            {"die": 1, "start": 0, "direction": "cw", "steps": 1, "landing": 1},
            {"die": 1, "start": 2, "direction": "ccw", "steps": 1, "landing": 1},
        ],
    }
    assert results[2]["best"] == 40 and results[2]["red"] == 11


@pytest.mark.rule("MS-2.2", "MS-2.3", "MS-7.13")
@pytest.mark.parametrize(
    "argv",
    [
        ["--moons", "12", "--dice", "1"],
        ["--moons", "0", "--dice", "7"],
        ["--moons", "4,4,4,4", "--dice", "1,2,3,4"],
        ["--moons", "0", "--dice", "1", "--planets", "2=5,2=10"],
        ["--moons", "0", "--dice", "1", "--games", "14"],
        ["--moons", "0", "--dice", "1", "--games", "7,8"],
        ["--moons", "0", "--dice", "1", "--games", "3,4"],
        ["--moons", "0", "--dice", "1", "--planets", "2=5", "--games", "6,8"],
        ["--moons", "0", "--dice", "1", "--planets", "2=5", "--games", "6", "--red", "3"],
        ["--moons", "a,b", "--dice", "1"],
        ["--moons", "0", "--dice", "1", "--planets", "2:5"],
        ["--moons", "0"],
        ["--no-such-flag"],
    ],
)
def test_bad_flags_exit_2(argv, capsys) -> None:
    rc, out, err = _run(argv, capsys)
    assert rc == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("moontable moonstar-solve: error:")
    assert "Traceback" not in err


@pytest.mark.rule("MS-2.2")
@pytest.mark.parametrize(
    "line",
    [
        "not json",
        "[1, 2]",
        '{"moons": [0], "dice": [7]}',
        '{"moons": [0], "dice": [1], "planets": {"2": 5, "2": 10}}',
        '{"moons": [0], "dice": [1], "planets": {"x": 5}}',
        '{"moons": [0], "dice": [1], "games": [7, 8]}',
        '{"moons": [0], "dice": [1], "colour": "red"}',
        '{"moons": "0", "dice": [1]}',
        '{"moons": [0.5], "dice": [1]}',
    ],
)
def test_bad_jsonl_exit_2(line, capsys, monkeypatch) -> None:
    good = '{"moons": [0], "dice": [1]}\n'
    rc, out, err = _run(["--jsonl"], capsys, good + line + "\n", monkeypatch)
    assert rc == 2
    assert len(out.splitlines()) == 1  # the good line before the bad one was answered
    assert err.startswith("moontable moonstar-solve: error: line 2:") and err.count("\n") == 1


def test_module_entry_point_has_no_traceback() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "game.moonstar.solver_cli", "--moons", "0", "--dice", "9"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and "die value 9" in proc.stderr
