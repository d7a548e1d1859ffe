"""Headless command line: bots-only games, save verification, screenshots, benchmarks, solver.

    python -m game.cli play --game moonstar --seats bot:hard,bot:easy --seed 7 --json
    python -m game.cli replay SAVE.json
    python -m game.cli screenshots DIR
    python -m game.cli bench
    python -m game.cli moonstar-solve --moons ... --planets ... --dice ...

Errors a user can cause (unknown game, bad seat list, unreadable save) print one line on
stderr and exit non-zero, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.core.rules import LEVELS, IllegalAction


class CliError(Exception):
    """A user error: printed as one line on stderr."""


def _parse_seats(text: str) -> list[str]:
    levels = []
    for item in text.split(","):
        kind, _, level = item.strip().partition(":")
        if kind != "bot" or level not in LEVELS:
            raise CliError(f"seat {item!r}: write bot:easy, bot:normal or bot:hard")
        levels.append(level)
    return levels


def _split_pairs(items: list[str]) -> list[str]:
    """`--options a=1,b=[2,3]` as the pairs a=1 and b=[2,3]: a piece without `=` belongs to
    the value before it (a JSON list's commas)."""
    pairs: list[str] = []
    for item in items:
        for piece in item.split(","):
            if "=" in piece or not pairs:
                pairs.append(piece)
            else:
                pairs[-1] += "," + piece
    return pairs


def _parse_options(pairs: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in _split_pairs(pairs):
        key, sep, value = pair.partition("=")
        if not sep:
            raise CliError(f"option {pair!r}: write name=value (value in JSON, e.g. games=[7])")
        try:
            options[key] = json.loads(value)
        except json.JSONDecodeError:
            options[key] = value
    return options


def _json_or_text(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def cmd_play(args: argparse.Namespace) -> int:
    """Play a whole bots-only match and print the outcome."""
    from game import catalog
    from game.core.simulate import play_bots

    try:
        rules = catalog.rules(args.game)
    except KeyError as exc:
        raise CliError(str(exc.args[0])) from None
    levels = _parse_seats(args.seats)
    options = _parse_options(args.option or [])
    multi = {spec.name for spec in rules.option_specs() if spec.kind == "multi"}
    for name in multi & set(options):
        if isinstance(options[name], int):  # `games=12` means the list [12]
            options[name] = [options[name]]
        elif isinstance(options[name], str):  # `modules=m1+m3`, `games=2+5`: a list
            options[name] = [_json_or_text(p) for p in options[name].split("+") if p]
    try:
        rules.check_setup(len(levels), options)
    except IllegalAction as exc:
        raise CliError(exc.message) from None
    started = time.perf_counter()
    result = play_bots(rules, levels, args.seed, options)
    elapsed = time.perf_counter() - started
    out = {
        "game": args.game,
        "seed": args.seed,
        "seats": [f"bot:{level}" for level in levels],
        "scores": list(result.outcome.scores),
        "winners": list(result.outcome.winners),
        "rounds": result.outcome.rounds,
        "actions": len(result.actions),
        "virtual_seconds": round(result.seconds, 1),
        "wall_seconds": round(elapsed, 3),
    }
    if not args.json:
        print(f"{rules.title}: {out['rounds']} rounds, {out['actions']} actions")
        for seat, (level, score) in enumerate(zip(levels, out["scores"], strict=True)):
            crown = "  <- winner" if seat in out["winners"] else ""
            print(f"  seat {seat} (bot:{level}): {score}{crown}")
    print(json.dumps(out))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay and verify a save file."""
    from game import catalog
    from game.core.match import Match, SaveError

    catalog.games()
    try:
        match = Match.load(Path(args.save))
        match.verify()
    except SaveError as exc:
        raise CliError(exc.message) from None
    print(f"ok: {match.rules.title}, {len(match.steps)} actions, "
          f"round {match.rules.round_number(match.state)}, valid")
    return 0


def cmd_screenshots(args: argparse.Namespace) -> int:
    """Render a PNG of every scene into a directory."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.ui.screenshots import capture_all
    from game.userdirs import HOME_ENV

    # The title's Continue button and the settings screen read the player's files: unless a
    # folder is named, render from an empty home, so that the same code always gives the same
    # images. (Since stop 91 `capture_all` itself runs in a folder of its own with demo saves,
    # `screenshots.tour_home`, so this is only a second guard around it.)
    saved = dict(os.environ)
    with tempfile.TemporaryDirectory(prefix="moontable-shots-") as home:
        if not os.environ.get(HOME_ENV):
            os.environ["HOME"] = os.environ["APPDATA"] = home
            for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME"):
                os.environ.pop(name, None)
        try:
            paths = capture_all(Path(args.dir))
        finally:
            os.environ.clear()
            os.environ.update(saved)
    for path in paths:
        print(path)
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    """Print the performance figures."""
    from game.bench import run_bench

    return run_bench(quick=args.quick)


def cmd_solve(argv: list[str]) -> int:
    """The Moonstar solver (its own argument parser)."""
    from game.moonstar.solver_cli import main_solve

    return main_solve(argv)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the CLI."""
    parser = argparse.ArgumentParser(prog="python -m game.cli", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="a full bots-only game")
    play.add_argument("--game", required=True)
    play.add_argument("--seats", required=True, help="e.g. bot:hard,bot:normal,bot:easy")
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--option", "--options", action="append", metavar="NAME=VALUE",
                      help="game option, value in JSON (repeatable; or several, "
                           "comma-separated: --options board=control,length=quick)")
    play.add_argument("--json", action="store_true", help="only the JSON outcome line")
    play.set_defaults(func=cmd_play)
    replay = sub.add_parser("replay", help="replay and verify a save file")
    replay.add_argument("save")
    replay.set_defaults(func=cmd_replay)
    shots = sub.add_parser("screenshots", help="PNG of every scene")
    shots.add_argument("dir")
    shots.set_defaults(func=cmd_screenshots)
    bench = sub.add_parser("bench", help="print performance figures")
    bench.add_argument("--quick", action="store_true", help="fewer samples")
    bench.set_defaults(func=cmd_bench)
    sub.add_parser("moonstar-solve", help="best play for a Moonstar position", add_help=False)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "moonstar-solve":
        return cmd_solve(argv[1:])
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except CliError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 - a user never sees a traceback
        print(f"error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
