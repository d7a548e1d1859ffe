"""`make bench`: the performance figures, printed as a readable report.

Measured here, never asserted in tests (timed asserts are flaky on shared CI machines):

* cold start of the built executable to the first drawn title frame (goal ≤ 1.0 s);
* median and p99 frame time (update + draw) of every scene at 1280×720 (goal p99 ≤ 8 ms),
  and of the Planet Unknown table at 6 seats (issue 10) and the busiest Tsukuyumi screen (the
  largest board at 4 seats late in a bot-played game, a stack selected and another's tooltip
  shown; issue 12): goal p99 ≤ 6 ms;
* peak memory of the process that drew every scene, Tsukuyumi's included (goal ≤ 250 MB);
* idle CPU of the real main loop at rest (`idle_bench`: the title, tables waiting for a
  human, Tsukuyumi's among them; goal ≤ 5% of one core);
* the Moonstar solver per variant family against brute force;
* bots-only Moonstar tournaments (goal: hard beats easy in ≥ 70% of ≥ 200 games);
* Moonwakers: hard against three easy / three random bots, decision times per level, and
  the deck-balance report of the reconstructed terrain deck;
* Planet Unknown: the solo bot against its target and hard against the other levels
  (`game.supermoon.bots.bench`);
* Tsukuyumi: hard against three easy and three normal bots (goals ≥ 80% and ≥ 45%), the
  decision times (goals p95 ≤ 0.5 s normal, ≤ 2 s hard) and the faction balance of normal
  bots (`game.tsukuyumi.bots.bench`).
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXE = ROOT / "dist" / "moontable" / "moontable"


def _headless_env() -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def cold_start(runs: int = 5) -> tuple[str, list[float], int]:
    """Seconds from spawning the app to its first drawn title frame, and its peak RSS (kB)."""
    if EXE.exists():
        label, cmd = "built executable", [str(EXE), "--bench-startup"]
    else:
        label, cmd = "source (run `make build` for the executable)", [
            sys.executable, "-m", "game", "--bench-startup"]
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                env=_headless_env(), cwd=ROOT, text=True)
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("FIRST_FRAME"):
                times.append(time.perf_counter() - started)
                break
        proc.wait(timeout=60)
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return label, times, peak_kb


def _sample_frames(app, frames: int) -> tuple[float, float]:
    """Median and p99 (ms) of `frames` update+draw passes of the app's current scene."""
    samples = []
    for _ in range(frames):
        started = time.perf_counter()
        app.frame([], 1 / 60)
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples), _p(samples, 0.99)


def frame_times(frames: int = 240) -> list[tuple[str, float, float]]:
    """(scene, median ms, p99 ms) for every scene of the screenshot tour, at 1280×720."""
    os.environ.update(_headless_env())
    from game.ui.screenshots import make_app, tour

    app = make_app()
    rows = []
    for name, build in tour(app):
        build()
        app.apply_pending()
        for _ in range(10):
            app.frame([], 1 / 60)
        rows.append((name, *_sample_frames(app, frames)))
    app.close()
    return (rows + table_frame_times(frames) + moonwakers_frame_times(frames)
            + supermoon_frame_times(frames) + tsukuyumi_frame_times(frames))


def frame_goal(name: str) -> float:
    """The p99 goal (ms) of a scene: 6 ms for the Planet Unknown table at 6 seats (issue 10)
    and Tsukuyumi's busiest screen (issue 12), 8 ms otherwise. The Planet Unknown rows were
    flagged against 8 ms until stop 89."""
    return 6.0 if name.startswith(("tsukuyumi", "supermoon_6p")) else 8.0


def tsukuyumi_busiest_screen(app) -> str:
    """Put the busiest Tsukuyumi screen on `app` (the title underneath) and return its name:
    the largest board at 4 seats (`busiest_board`), seat 0's turn in the last round's red
    phase reached by seeded easy bots (the most units on the map), seat 0's biggest stack
    selected (its reachable zones lit) and the mouse resting on the most crowded zone's
    biggest stack, its tooltip shown."""
    import pygame

    from game.tsukuyumi.bots.positions import late_match
    from game.ui.scenes.title import TitleScene
    from game.ui.tables import make_table
    from game.ui.tables.tsukuyumi.capture import demo_seats

    match = late_match(demo_seats(4))
    app.reset(TitleScene(app))
    table = make_table(app, match)
    table.bots.frozen = True  # measure drawing, not bots thinking
    app.push(table)
    app.apply_pending()
    for _ in range(10):
        app.frame([], 1 / 60)
    units = match.state.units
    movers = table.options().movers
    mine = sorted({u.at for u in units if u.owner == 0 and u.uid in movers},
                  key=lambda at: -sum(u.at == at for u in units))
    if mine:
        table.select_stack(0, mine[0])
        app.frame([], 1 / 60)
    crowd = max(match.state.board.index, key=lambda at: sum(u.at == at for u in units))
    stacks = [h.rect for h in table.hits
              if h.layer == "map" and h.tip and table.mv.cell_at(h.rect.center) == crowd]
    pos = max(stacks, key=lambda r: r.w * r.h).center if stacks else table.cell_point(crowd)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                  buttons=(0, 0, 0))], 1 / 60)
    app.tooltip.rest = 5.0  # as if the mouse had rested there: the tooltip draws
    app.frame([], 1 / 60)
    return f"tsukuyumi_{match.options['board']}_4p"


def tsukuyumi_frame_times(frames: int) -> list[tuple[str, float, float]]:
    """(name, median ms, p99 ms) of the busiest Tsukuyumi screen (`tsukuyumi_busiest_screen`;
    goal p99 ≤ 6 ms)."""
    from game.ui.screenshots import make_app

    app = make_app()
    try:
        name = tsukuyumi_busiest_screen(app)
        return [(name, *_sample_frames(app, frames))]
    finally:
        app.close()


def supermoon_frame_times(frames: int) -> list[tuple[str, float, float]]:
    """(name, median ms, p99 ms) of the Planet Unknown table at 6 seats: early, mid-game with
    a tile in the hand over the planet, and late (the fullest boards)."""
    import random

    import pygame

    from game.core.match import Match
    from game.supermoon.rules import RULES
    from game.ui.scenes.title import TitleScene
    from game.ui.screenshots import make_app
    from game.ui.tables.supermoon.capture import demo_seats
    from game.ui.tables.supermoon.table import SupermoonTable

    rows = []
    for steps in (20, 250, 520):
        app = make_app()
        try:
            app.reset(TitleScene(app))
            match = Match(RULES, demo_seats(6), 9, RULES.check_setup(6, {"events": True}))
            table = SupermoonTable(app, match)
            table.bots.frozen = True  # measure drawing, not bots thinking
            app.push(table)
            app.apply_pending()
            rng = random.Random(steps)
            for _ in range(steps):
                if match.is_over:
                    break
                seat = match.to_act()[0]
                legal = [a for a in match.legal_actions(seat) if a.kind != "reset"]
                if seat == 0 and any(a.kind == "place" for a in legal) and steps == 250:
                    break
                table.submit_as(seat, rng.choice(legal), quiet=True)
            for _ in range(10):
                app.frame([], 1 / 60)
            place = [a for a in match.legal_actions(0) if a.kind == "place"]
            if place and table.board_geo is not None:
                table.take(place[0].args[0])
                centre = table.board_geo.rect(5, 5).center
                app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0),
                                              buttons=(0, 0, 0))], 1 / 60)
            rows.append((f"supermoon_6p_step{steps}", *_sample_frames(app, frames)))
        finally:
            app.close()
    return rows


def moonwakers_frame_times(frames: int) -> list[tuple[str, float, float]]:
    """(name, median ms, p99 ms) of the Moonwakers table at a few points of a 3-seat game."""
    from game.ui.scenes.title import TitleScene
    from game.ui.screenshots import demo_match, make_app
    from game.ui.tables import make_table

    rows = []
    for steps in (10, 60, 160):
        app = make_app()
        try:
            app.reset(TitleScene(app))
            table = make_table(app, demo_match("moonwakers", steps=steps))
            table.bots.frozen = True  # measure drawing, not bots thinking
            app.push(table)
            app.apply_pending()
            for _ in range(10):
                app.frame([], 1 / 60)
            rows.append((f"moonwakers_step{steps}", *_sample_frames(app, frames)))
        finally:
            app.close()
    return rows


def table_frame_times(frames: int) -> list[tuple[str, float, float]]:
    """(phase, median ms, p99 ms) for every Moonstar table phase of the screenshot set."""
    from game.ui.tables.moonstar.capture import make_app, scenes

    rows = []
    for name, opts, build in scenes():
        if opts:  # the 1600×900 / scale / French variants: same code paths
            continue
        app = make_app(**opts)
        try:
            build(app)
            rows.append((name, *_sample_frames(app, frames)))
        finally:
            app.close()
    return rows


def run_bench(quick: bool = False) -> int:
    """Print every figure; returns 0."""
    print("Moontable benchmark (2-core machine figures vary ±20%)\n")
    label, times, child_kb = cold_start(3 if quick else 5)
    if times:
        print(f"Cold start to first title frame [{label}]: median {statistics.median(times):.3f} s,"
              f" max {max(times):.3f} s over {len(times)} runs (goal ≤ 1.0 s);"
              f" its peak memory {child_kb / 1024:.0f} MB")
    else:
        print(f"Cold start [{label}]: the app did not report a first frame")
    print("\nFrame time per scene at 1280×720 (update + draw; goal p99 ≤ 8 ms; the Planet"
          " Unknown table at 6 seats and the busiest Tsukuyumi screen ≤ 6 ms):")
    for name, median, p99 in frame_times(90 if quick else 240):
        goal = frame_goal(name)
        flag = "" if p99 <= goal else f"  (over its {goal:g} ms goal)"
        print(f"  {name:<22} median {median:6.2f} ms   p99 {p99:6.2f} ms{flag}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\nPeak memory of this process after drawing every scene: {peak:.0f} MB (goal ≤ 250 MB)")
    from game.idle_bench import idle_cpu

    print("\nIdle CPU at rest (real main loop, % of one core; goal ≤ 5%):")
    for name, percent in idle_cpu(2.0 if quick else 5.0):
        flag = "" if percent <= 5 else "  (over goal)"
        print(f"  {name:<28} {percent:5.1f}%{flag}")

    from game.moonstar.solver_bench import bench_solver, format_rows

    print("\nMoonstar solver vs brute force:")
    print(format_rows(bench_solver(n=60 if quick else 200, seed=1)))
    try:
        from game.moonstar.bots.bench import format_tournament, tournament
    except ImportError:
        print("\n(Moonstar bots tournament unavailable)")
        return 0
    games = 40 if quick else 200
    for pair in (("hard", "easy"), ("hard", "normal"), ("normal", "easy")):
        print(f"\nMoonstar tournament, {pair[0]} vs {pair[1]}, {games} games:")
        print(format_tournament(tournament(n_games=games, seed=1, seats=pair)))

    from game.moonwakers.bots.bench import bench_section

    print("\nMoonwakers SEED (4 seats: one bot against three of another kind):")
    print(bench_section(quick=quick))
    from game.supermoon.bots.bench import bench_parts
    print("\nPlanet Unknown (solo against the target; one hard bot against the others):")
    for part in bench_parts(quick=quick):
        print(part + "\n", flush=True)
    from game.tsukuyumi.bots.bench import bench_parts as tsukuyumi_parts
    print("\nTsukuyumi (one hard bot against three others at 4 seats; the faction balance):")
    for part in tsukuyumi_parts(quick=quick):
        print(part + "\n", flush=True)
    return 0
