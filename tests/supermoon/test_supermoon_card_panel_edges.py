"""The objective and civ card choices (PU-1.7, PU-10.1) leave no edge of the board or of a
track row showing around their panel: what they cover in part, they cover whole, unless it
runs well past them (the track rows under the cards' column at 100%).

A screenshot review (stop 71) saw, at 150% in French with 6 seats, a beige strip of the
planet at the right of the objectives' panel (the panel stood 5 px inside the board's area,
the planet's frame reached its edge) and, under the civ cards' panel, the planet's lowest
pixels and the track rows' last ones.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402
from game.ui.tables.supermoon.capture import demo_seats  # noqa: E402
from game.ui.tables.supermoon.table import SupermoonTable  # noqa: E402
from game.ui.theme import px  # noqa: E402


def _covers(app, table) -> list[pygame.Rect]:
    """The panels the frame covers the table with."""
    seen: list[pygame.Rect] = []
    real = table.cover

    def spy(surface, rect):
        seen.append(pygame.Rect(rect))
        return real(surface, rect)

    table.cover = spy
    try:
        app.draw()
    finally:
        del table.cover
    return seen


def _nothing_half_hidden(table, panel: pygame.Rect) -> None:
    parts = dict(table.track_rects())
    assert table.board_geo is not None
    parts["board"] = table.board_geo.outer.inflate(px(4), px(4))
    for name, r in parts.items():
        if not panel.colliderect(r):
            continue
        # what shows past each side of the panel: nothing, or a real part of the picture (the
        # track rows run on under the cards' column at 100%), never an edge of a few pixels
        past = (panel.x - r.x, panel.y - r.y, r.right - panel.right, r.bottom - panel.bottom)
        assert not [p for p in past if 0 < p <= px(12)], (name, r, panel)


@pytest.mark.rule("PU-1.7")
@pytest.mark.rule("PU-10.1")
@pytest.mark.parametrize("n, lang, scale", [(1, "en", 1.0), (6, "fr", 1.5), (6, "en", 1.0)])
def test_the_card_choices_leave_no_edge_showing(n: int, lang: str, scale: float) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        options = RULES.check_setup(n, {"events": True, "private_objectives": True})
        match = Match(RULES, demo_seats(n), 7 + n, options)
        table = SupermoonTable(app, match)
        app.reset(table)
        table.bots.frozen = True
        app.frame([], 1 / 60)
        rng = random.Random(n)
        seen: set[str] = set()
        for _ in range(4000):
            if match.is_over or seen == {"objective", "civ"}:
                break
            seat = match.to_act()[0]
            legal = [a for a in match.legal_actions(seat) if a.kind != "reset"]
            kinds = {a.kind for a in legal}
            if seat == 0 and kinds & {"objective", "civ"}:
                kind = "objective" if "objective" in kinds else "civ"
                if kind not in seen:
                    seen.add(kind)
                    panels = _covers(app, table)
                    assert panels, kind
                    _nothing_half_hidden(table, panels[-1])
            rest = [a for a in legal if a.kind != "done"]
            action = rng.choice(rest) if rest and rng.random() < 0.85 else rng.choice(legal)
            table.submit_as(seat, action, quiet=True)
        assert seen == {"objective", "civ"}
    finally:
        app.quit()
