"""Entry point of the desktop app (`moontable`, `python -m game`, the PyInstaller binary).

`main()` calls `multiprocessing.freeze_support()` first (bot workers in a frozen build must
not re-run the app), hides pygame's banner, parses `--smoke`, `--fullscreen`/`--windowed` and
`--lang`, then runs the app. Any unexpected error is written to a crash log in the user data
directory and reported in one line — never a traceback for a player. `--smoke` opens every
scene headless, draws a few frames of each (a table with a game in progress included) and
exits 0; there a failure prints the traceback and exits 1 so CI sees it.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
import traceback
from pathlib import Path


def _out(text: str, stream=None) -> None:
    """Print if there is somewhere to print to (a --noconsole build has no stdout)."""
    stream = stream if stream is not None else sys.stdout
    if stream is None:
        return
    try:
        print(text, file=stream, flush=True)
    except (OSError, ValueError):
        pass


def crash_log_path() -> Path:
    """Where the crash log is written."""
    from game.userdirs import data_dir

    return data_dir() / "crash.log"


def write_crash_log(text: str) -> Path | None:
    """Append a timestamped report to the crash log; None if even that fails."""
    try:
        path = crash_log_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as fh:
            fh.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} ---\n{text}\n")
        return path
    except OSError:
        return None


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command-line flags."""
    parser = argparse.ArgumentParser(prog="moontable", description="Moontable desktop app")
    parser.add_argument("--smoke", action="store_true",
                        help="open every scene headless, draw a few frames, exit 0")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_true", default=None,
                      help="start in fullscreen")
    mode.add_argument("--windowed", dest="fullscreen", action="store_false",
                      help="start in a window")
    parser.add_argument("--lang", choices=("en", "fr"), help="interface language")
    parser.add_argument("--bench-startup", action="store_true",
                        help="print FIRST_FRAME after the first title frame is drawn, then exit"
                             " (used by `make bench`)")
    return parser.parse_args(argv)


def _run_app(args: argparse.Namespace) -> int:
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene

    app = App(fullscreen=args.fullscreen, on_error=write_crash_log)
    if args.lang and args.lang != app.settings.language:
        from dataclasses import replace

        app.apply_settings(replace(app.settings, language=args.lang))
    app.push(TitleScene(app))
    if args.bench_startup:
        # Cold-start measurement: one real frame of the title, flipped, then leave.
        import pygame

        app.frame([], 0.0)
        pygame.display.flip()
        _out("FIRST_FRAME")
        app.close()
        return 0
    return app.run()


def main(argv: list[str] | None = None) -> int:
    """Run the app (or the smoke test); returns the process exit code."""
    multiprocessing.freeze_support()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        args = parse_args(argv)
    except SystemExit as exc:  # argparse already printed its message
        return int(exc.code or 0)
    if args.smoke:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        try:
            from game.ui.smoke import run_smoke

            report = run_smoke(lang=args.lang)
            _out(report)
            return 0
        except Exception:  # noqa: BLE001 - CI must see what broke
            _out(traceback.format_exc(), sys.stderr)
            _out("SMOKE FAILED", sys.stderr)
            return 1
    try:
        return _run_app(args)
    except KeyboardInterrupt:
        return 130
    except Exception:  # noqa: BLE001 - a player never sees a traceback
        path = write_crash_log(traceback.format_exc())
        where = str(path) if path else "(the crash log could not be written)"
        _out(f"Moontable stopped after an unexpected error. Details: {where}", sys.stderr)
        return 1
    finally:
        try:
            import pygame

            pygame.quit()
        except Exception:  # noqa: BLE001
            pass


if __name__ == "__main__":
    raise SystemExit(main())
