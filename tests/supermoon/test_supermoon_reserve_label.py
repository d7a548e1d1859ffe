"""The reserves' row over the board is called « Reserve » where the strip has room (SM-7,
SM-8): the prompts say « pick it in your reserve », and a stop-82 review found nothing on
screen called so. The label stands 6 px left of the first piece, never over one, and an
empty reserve is not named (stop 83: « Reserve » stood alone over the moon's tab)."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui.screenshots import make_app
from game.ui.tables.supermoon import reserve


@pytest.mark.rule("SM-7.3")
def test_the_reserve_row_is_named_beside_its_pieces(tmp_path, monkeypatch) -> None:
    from game.ui.tables.supermoon.capture_moons import capture_modules

    app = make_app("en")
    rows: list[tuple[list, list]] = []  # each drawing: (the label's rects, the pieces' rects)
    real = reserve.draw_reserves

    def spy(table, surface, view, focus, rect):
        before = len(table.hits)
        real(table, surface, view, focus, rect)
        new = table.hits[before:]
        tip = table.t("ui.supermoon.tip.reserve")
        rows.append(([h.rect for h in new if h.tip == tip],
                     [h.rect for h in new if h.tip != tip]))

    monkeypatch.setattr(reserve, "draw_reserves", spy)
    try:
        capture_modules(app, tmp_path)
        named = [(labels, pieces) for labels, pieces in rows if labels]
        assert named  # the rescue scene's row (on a line of its own) has room for it
        for labels, pieces in named:  # 6 px left of the first piece, in every scene
            assert pieces and abs(labels[0].right - (min(p.x for p in pieces) - 6)) <= 1
            assert not any(labels[0].colliderect(p) for p in pieces)
        # an empty reserve (the moon's tab before any rescue tile) goes unnamed
        assert all(not labels for labels, pieces in rows if not pieces)
        assert i18n.t("ui.supermoon.reserve") == "Reserve"
    finally:
        app.close()
