"""`--smoke`: open every scene headless, draw a few frames of each, and report.

Used by CI on the built binary; raises on the first problem (the caller prints it)."""

from __future__ import annotations

import time


def run_smoke(lang: str | None = None, frames: int = 5) -> str:
    """Visit every scene (in English and French) and return a one-line report."""
    from game.ui import screenshots

    start = time.perf_counter()
    visited = []
    with screenshots.tour_home():  # not the player's saves: the same run on every machine
        for language in ([lang] if lang else ["en", "fr"]):
            app = screenshots.make_app(language)
            try:
                for name, build in screenshots.tour(app):
                    build()
                    for _ in range(frames):
                        app.frame([], 1 / 60)
                    if app.top is None:
                        raise RuntimeError(f"scene {name} left an empty stack")
                    visited.append(f"{name}.{language}")
            finally:
                app.close()
    seconds = time.perf_counter() - start
    return f"SMOKE OK {len(visited)} scenes in {seconds:.2f}s"
