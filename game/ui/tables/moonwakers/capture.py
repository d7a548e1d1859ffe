"""Screenshots of the MOONWAKERS table: `capture_moonwakers(out_dir)`.

For 2 and 6 seats, a match with one human (seat 0, "Ana") and bots is driven by seeded random
legal moves; each time the human faces a new kind of decision the table is drawn and saved as
`moonwakers_<n>p_<phase>.png` (plus the acquisition helper with a payment selected, the game
over, and the hot-seat curtain with two humans), then again in French at 150%
(`..._150_fr.png`). Nothing is persisted.
"""

from __future__ import annotations

import random
from pathlib import Path

PHASES = ("rolloff", "options", "looks", "ask_dash", "ask_shortcut", "place", "ask_permute",
          "reveal", "step", "accident", "loss", "ask_abridef", "ask_cryo", "ask_bouclier",
          "infrared", "claims", "ask_stop")
NAMES = ("Ana", "Ben", "Chloé", "Dev", "Emma", "Farid")


def demo_seats(n: int, humans: int = 1):
    """Seat configs: the first `humans` seats human, the rest bots."""
    from game.core.match import COLOURS, SHAPES, SeatConfig

    return [SeatConfig(NAMES[i], COLOURS[i], SHAPES[i], "human" if i < humans else "bot",
                       "normal") for i in range(n)]


def _save(app, table, path: Path) -> Path:
    import pygame

    table._after_change()  # the buttons, once per picture (the log refreshes as it is drawn)
    table.motion.finish()  # the pictures show cards where they landed
    table.draw(app.screen)
    pygame.image.save(app.screen, str(path))
    return path


def capture_moonwakers(out_dir: Path, seeds: range = range(1, 40),
                       counts: tuple[int, ...] = (2, 6),
                       large: tuple[int, ...] = (2, 6)) -> list[Path]:
    """Render each phase the human meets with 2 and 6 seats into `out_dir`, then at the
    `large` seat counts again at 150% in French (`_150_fr`: the longest prompts in the most
    cramped layout); return the files."""
    from game.ui.screenshots import large_french_app, make_app

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    app = make_app()
    paths: list[Path] = []
    try:
        for n in counts:
            paths += _capture_phases(app, out_dir, n, seeds)
        paths.append(_capture_curtain(app, out_dir / "moonwakers_2p_curtain.png"))
    finally:
        app.close()
    if large:
        with large_french_app() as app:
            for n in large:
                paths += _capture_phases(app, out_dir, n, seeds, "_150_fr")
            paths.append(_capture_curtain(app, out_dir / "moonwakers_2p_curtain_150_fr.png"))
    return paths


def _capture_phases(app, out_dir: Path, n: int, seeds: range, suffix: str = "") -> list[Path]:
    """Seeded matches at `n` seats (one human) until each phase has its picture."""
    from game.core.match import Match
    from game.core.rules import events_for
    from game.moonwakers.rules import RULES
    from game.ui.tables.moonwakers import prompt as mp
    from game.ui.tables.moonwakers.table import MoonwakersTable

    paths: list[Path] = []
    done: set[str] = set()

    def shot(name: str) -> None:
        paths.append(_save(app, table, out_dir / f"moonwakers_{n}p_{name}{suffix}.png"))

    for seed in seeds:
        if done >= set(PHASES) | {"over", "claims_selected"}:
            break
        match = Match(RULES, demo_seats(n), seed)
        table = MoonwakersTable(app, match)
        app.reset(table)
        app.apply_pending()
        rng = random.Random(seed)
        for _step in range(4000):
            if match.is_over:
                if "over" not in done:
                    done.add("over")
                    shot("over")
                break
            state = match.state
            head = state.tasks[0].kind
            legal = match.legal_actions(0) if 0 in match.to_act() else ()
            if legal and mp.auto_action(legal) is None and head not in done and (
                    head != "claims" or any(a.kind == "claim" for a in legal)):
                done.add(head)
                shot(head)
                if head in ("place", "claims"):  # the hover preview of a card
                    table.draw(app.screen)
                    key = ("layout", 0) if head == "place" else ("hand", 0, 0)
                    hit = next((h for h in table.hits if h.key == key), None)
                    if hit is not None:
                        table.mouse = hit.rect.center
                        shot(f"{head}_hover")
                        table.mouse = (-1, -1)
                if head == "claims" and "claims_selected" not in done:
                    claims = [a for a in legal if a.kind == "claim"]
                    table.select_claim(mp.cheapest_claim(table.view(), 0, claims,
                                                         claims[0].index))
                    table.prompt = None
                    done.add("claims_selected")
                    shot("claims_selected")
                    table.select_claim(None)
            movers = [s for s in match.to_act() if match.legal_actions(s)]
            seat = 0 if 0 in movers else rng.choice(movers)
            options = match.legal_actions(seat)
            pick = [a for a in options if a.kind in ("explore", "claim", "react")]
            action = rng.choice(pick if pick and rng.random() < 0.7 else options)
            events = match.submit(seat, action)  # fast: no log refresh per move
            table.on_events(events_for(events, 0))
            table.spot.update(0.6)  # about the bots' pace between moves
            table.tick_tray()
    return paths


def _capture_curtain(app, path: Path) -> Path:
    """The hot-seat curtain: two humans."""
    import pygame

    from game.core.match import Match
    from game.moonwakers.rules import RULES
    from game.ui.tables.moonwakers.table import MoonwakersTable

    match = Match(RULES, demo_seats(2, humans=2), 3)
    table = MoonwakersTable(app, match)
    app.reset(table)
    app.apply_pending()
    for _ in range(3):
        app.frame([], 1 / 60)
    pygame.image.save(app.screen, str(path))
    return path


if __name__ == "__main__":  # pragma: no cover - manual use
    import sys

    for p in capture_moonwakers(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/mw")):
        print(p)
