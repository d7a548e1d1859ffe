"""The cards column names the neighbour of each neighbour objective by its emblem (PU-12).

Before, a row read « Conservation: 0–0 » and only its tooltip said against whom: at six seats
a newcomer could not tell the left neighbour's card from the right one's. Each neighbour row
now ends in the other player's emblem (their colour and shape), the text keeps clear of it,
and the objectives' rows drawn on one line share one type size."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui import assets  # noqa: E402
from game.ui.tables.supermoon import capture, cards_column  # noqa: E402


def _scenes(monkeypatch, tmp_path, language: str, scale: float):
    """Every step of the 6-seat capture: (name, table, hits, the emblems the column drew,
    the rows it drew, the seat whose planet was shown, the view), as the picture was
    taken."""
    taken = []
    marks: list[tuple[tuple[int, int], object, str, int]] = []
    rows: list[object] = []
    real_marker = cards_column.draw_marker
    real_draw = cards_column._Column.draw

    def marker(surface, centre, radius, colour, shape, **kw):
        marks.append((centre, colour, shape, radius))
        return real_marker(surface, centre, radius, colour, shape, **kw)

    def draw(self, table, surface):
        rows.extend(self.rows)
        return real_draw(self, table, surface)

    def keep(app, table, path):
        table._after_change()
        marks.clear()
        rows.clear()
        table.cards_layer.clear()  # the column drawn this frame, not blitted from the last
        app.frame([], 1.0)
        taken.append((path.name, table, list(table.hits), list(marks), list(rows),
                      table.focus_seat(), table.view()))
        return path

    monkeypatch.setattr(cards_column, "draw_marker", marker)
    monkeypatch.setattr(cards_column._Column, "draw", draw)
    monkeypatch.setattr(capture, "_save", keep)
    app = make_test_app(language=language, ui_scale=scale)
    try:
        capture._capture_steps(app, tmp_path, 6)
    finally:
        app.quit()
    return taken


@pytest.mark.rule("PU-11.1")
@pytest.mark.parametrize(("language", "scale"), [("en", 1.0), ("fr", 1.5)])
def test_each_neighbour_row_ends_in_the_neighbours_emblem(monkeypatch, tmp_path, language,
                                                          scale) -> None:
    checked = 0
    for name, table, hits, marks, rows, focus, view in _scenes(monkeypatch, tmp_path,
                                                               language, scale):
        if name.endswith("over.png"):
            continue  # the results cover the column
        # (`focus`: another player's planet shows their objectives)
        neighbours = [(card, b if a == focus else a)
                      for card, a, b in view.neighbour_objectives if focus in (a, b)]
        assert len(neighbours) == 2, name  # six seats: one card on each side
        for card, other in neighbours:
            label = table.t(f"sm.obj.{card}.neighbour.name")
            row = next(r for r in rows if r.fill is not None and r.text.startswith(label))
            assert row.seat == other, (name, label)
            cfg = table.match.seats[other]
            drawn = [m for m in marks if row.rect.collidepoint(m[0])]
            assert [(colour, shape) for _, colour, shape, _ in drawn] == [
                (cfg.colour, cfg.shape)], (name, label)
            (cx, _), _, _, radius = drawn[0]
            assert cx > row.rect.centerx  # at the row's right end
            # the text keeps clear of the emblem
            widest = max(assets.font(row.fs).size(line)[0] for line in row.lines)
            assert row.rect.x + widest < cx - radius, (name, row.lines)
            # the tooltip names the neighbour too
            tips = [h.text() for h in hits if h.rect == row.rect]
            if tips:  # (a civ card's choice covers the column, its targets forgotten)
                assert table.name(other) in tips[0]
                # on another's planet the standing is theirs, not "you"
                mine = ": you " if language == "en" else ": vous "
                assert (mine in tips[0]) == (focus == table.viewer), tips[0]
                assert table.name(focus) in tips[0] or focus == table.viewer
        private = [r for r in rows if r.fill is not None and r.seat is None
                   and any(r.text.endswith(table.t(f"sm.obj.{c}.private.name"))
                           for c in view.players[focus].objectives)]
        assert all(r.seat is None for r in private)
        one_line = [r for r in rows if r.seat is not None and len(r.lines) == 1]
        if len(one_line) == len(neighbours) and len(one_line) > 1:
            assert len({r.fs for r in one_line}) == 1, (name, [r.fs for r in one_line])
        checked += 1
    assert checked >= 6
