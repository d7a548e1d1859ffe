"""Which texts each screenshot scene draws, and in what type size: `python tools/text_audit.py`.

Renders the screenshot tour (the same scenes as `python -m game.cli screenshots`) into a
temporary directory while recording every `assets.text` call (the funnel nearly all the
interface's words go through), then prints, per scene, the texts drawn below a floor that grows
with the interface size (`--floor` px at 100%, times the scale). A text drawn once into a
cached surface is recorded in the scene that first drew it only.

Output: one line per scene with small texts, `scene  scale  px  "text"`, then a count per type
size; `--csv FILE` writes every recorded (scene, scale, px, text) row. Why a tool and not a
test: the scenes take minutes to render, and a size is a judgement (a marker digit inside a
badge may be small on purpose), so the report is read by a person after a layout change.
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(argv: list[str] | None = None) -> int:
    """Render the tour, print the small texts."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--floor", type=float, default=11.0,
                    help="smallest acceptable type size at 100%% (px); scaled with the interface")
    ap.add_argument("--only", default="", help="render only the tables of this game "
                    "(moonstar, moonwakers, supermoon, tsukuyumi); default: everything")
    ap.add_argument("--csv", default="", help="write every recorded text to this CSV file")
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.ui import assets, theme

    rows: list[tuple[str, float, int, str]] = []
    pending: list[tuple[float, int, str]] = []
    real_text = assets.text
    real_save = pygame.image.save

    def text(string, px, colour, bold=False, mono=False, serif=False):
        if string.strip():
            pending.append((theme.scale(), int(px), string))
        return real_text(string, px, colour, bold, mono, serif)

    def save(surface, path, *rest):
        name = Path(str(path)).stem
        seen = set()
        for scale, px, string in pending:
            if (px, string) not in seen:
                seen.add((px, string))
                rows.append((name, scale, px, string))
        pending.clear()
        return real_save(surface, path, *rest)

    assets.text = text
    pygame.image.save = save
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        if args.only:
            import importlib

            mod = importlib.import_module(f"game.ui.tables.{args.only}.capture")
            getattr(mod, f"capture_{args.only}")(out)
        else:
            from game.ui.screenshots import capture_all

            capture_all(out)
            capture_all(out, "fr")
    small = [r for r in rows if r[2] < args.floor * r[1] - 0.01]
    by_scene: dict[str, list[tuple[float, int, str]]] = {}
    for name, scale, px, string in small:
        by_scene.setdefault(name, []).append((scale, px, string))
    for name in sorted(by_scene):
        for scale, px, string in sorted(by_scene[name], key=lambda r: r[1]):
            print(f"{name}\t{scale:.2f}\t{px}\t{string[:60]!r}")
    print(f"\n{len(rows)} texts recorded over {len({r[0] for r in rows})} scenes; "
          f"{len(small)} below {args.floor:g} px × scale in {len(by_scene)} scenes")
    sizes = Counter((round(r[1], 2), r[2]) for r in small)
    for (scale, px), n in sorted(sizes.items()):
        print(f"  scale {scale:.2f}: {px} px ×{n}")
    if args.csv:
        with open(args.csv, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["scene", "scale", "px", "text"])
            w.writerows(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
