"""`moontable moonstar-solve`: the exact Moonstar solver (MS-8) from the command line.

One position from flags, or one JSON position per stdin line with ``--jsonl``; prints the best
total and a play reaching it as JSON. Bad input gives a one-line message on stderr and exit
status 2 (never a traceback), so scripts and CI can rely on it.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, NoReturn, TextIO

from game.moonstar.solver import Solution, solve


class _BadInput(Exception):
    """A user error: reported as one line on stderr with exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _BadInput(message)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="moontable moonstar-solve",
        description="Best reachable Moonstar total for a position, and a play reaching it.",
    )
    p.add_argument("--moons", help="start stars of the moons, e.g. 0,0,3,4,7,7,11")
    p.add_argument("--planets", default="", help="planets as STAR=VALUE, e.g. 2=5,5=10,8=5")
    p.add_argument("--dice", help="die values 1-6, e.g. 1,2,3,4,5,6,6")
    p.add_argument("--games", default="1", help="variant set, e.g. 1 or 7,9 (default 1)")
    p.add_argument("--red", help="Game 6: star of the red planet (default: best choice)")
    p.add_argument("--jsonl", action="store_true", help="read one JSON position per stdin line")
    return p


def _ints(text: str, what: str) -> list[int]:
    try:
        return [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise _BadInput(f"{what}: expected comma-separated integers, got {text!r}") from None


def _planets_flag(text: str) -> dict[int, int]:
    out: dict[int, int] = {}
    for item in (x.strip() for x in text.split(",")):
        if not item:
            continue
        star, sep, value = item.partition("=")
        try:
            s, v = int(star), int(value)
        except ValueError:
            raise _BadInput(f"planets: expected STAR=VALUE, got {item!r}") from None
        if not sep:
            raise _BadInput(f"planets: expected STAR=VALUE, got {item!r}")
        if s in out:
            raise _BadInput(f"two planets on star {s}")  # MS-2.2
        out[s] = v
    return out


def _result(sol: Solution, games: list[int]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "best": sol.best,
        "play": [
            {
                "die": st.die,
                "start": st.start,
                "direction": st.direction,
                "steps": st.steps,
                "landing": st.landing,
            }
            for st in sol.play
        ],
    }
    if 6 in games:
        out["red"] = sol.red
    return out


def _solve(moons: Any, planets: dict[int, int], dice: Any, games: Any, red: Any) -> dict:
    try:
        sol = solve(moons, planets, dice, games, red)
    except (ValueError, TypeError) as exc:
        raise _BadInput(str(exc)) from None
    return _result(sol, list(games))


def _dup_check(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise _BadInput(f"duplicate key {k!r}")
        out[k] = v
    return out


def _json_position(line: str) -> dict:
    try:
        obj = json.loads(line, object_pairs_hook=_dup_check)
    except json.JSONDecodeError as exc:
        raise _BadInput(f"invalid JSON: {exc.msg}") from None
    if not isinstance(obj, dict):
        raise _BadInput("expected a JSON object")
    unknown = set(obj) - {"moons", "planets", "dice", "games", "red"}
    if unknown:
        raise _BadInput(f"unknown keys {sorted(unknown)}")
    for key in ("moons", "dice"):
        if not isinstance(obj.get(key), list):
            raise _BadInput(f"{key!r} must be a list of integers")
    games = obj.get("games", [1])
    if not isinstance(games, list):
        raise _BadInput("'games' must be a list of integers")
    raw = obj.get("planets", {})
    if not isinstance(raw, dict):
        raise _BadInput("'planets' must be an object {\"star\": value}")
    planets: dict[int, int] = {}
    for k, v in raw.items():
        try:
            s = int(k)
        except ValueError:
            raise _BadInput(f"planet star {k!r} is not an integer") from None
        if s in planets:
            raise _BadInput(f"two planets on star {s}")
        planets[s] = v
    return _solve(obj["moons"], planets, obj["dice"], games, obj.get("red"))


def _run(argv: list[str], stdin: TextIO, stdout: TextIO) -> None:
    args = _parser().parse_args(argv)
    if args.jsonl:
        for n, line in enumerate(stdin, start=1):
            if not line.strip():
                continue
            try:
                result = _json_position(line)
            except _BadInput as exc:
                raise _BadInput(f"line {n}: {exc}") from None
            stdout.write(json.dumps(result) + "\n")
        return
    if args.moons is None or args.dice is None:
        raise _BadInput("--moons and --dice are required (or use --jsonl)")
    games = _ints(args.games, "games")
    red = None if args.red is None else _ints(args.red, "red")
    if red is not None and len(red) != 1:
        raise _BadInput("--red takes one star")
    result = _solve(
        _ints(args.moons, "moons"),
        _planets_flag(args.planets),
        _ints(args.dice, "dice"),
        games,
        None if red is None else red[0],
    )
    stdout.write(json.dumps(result) + "\n")


def main_solve(argv: list[str]) -> int:
    """Run `moonstar-solve` with these arguments; return the exit status (0, or 2 on bad input)."""
    try:
        _run(argv, sys.stdin, sys.stdout)
    except _BadInput as exc:
        sys.stderr.write(f"moontable moonstar-solve: error: {exc}\n")
        return 2
    except SystemExit as exc:  # --help
        return exc.code if isinstance(exc.code, int) else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main_solve(sys.argv[1:]))
