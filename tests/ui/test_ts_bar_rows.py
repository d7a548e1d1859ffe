"""The Tsukuyumi bar's buttons never cover one another.

A screenshot review (stop 64) found « Piocher un événement de faction » drawn over « Fin du
tour » at 150% in French: three long buttons took a row each, the third went alone on the
last row, and the finisher pinned on that row's right was drawn under it. The layout and the
drawing now share one placement, and a page's last row keeps room for the finishers."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest
from ui_helpers import make_test_app

from game.tsukuyumi.actions import Action
from game.tsukuyumi.modules import OFFERED
from game.ui import i18n, theme
from game.ui.screenshots import make_app
from game.ui.tables.tsukuyumi import bar, bar_rows
from game.ui.tables.tsukuyumi.actions_ui import FINISHERS
from game.ui.tables.tsukuyumi.capture_round import reach
from game.ui.theme import px

WORDS = ["Initiative", "Événements", "à", "piocher", "(3 choix)…", "Piocher", "un",
         "événement", "de", "faction", "Jouer", "Cache", "de", "ravitaillement", "Oni"]


def _rects(buttons, width: int) -> list[tuple[pygame.Rect, int]]:
    """Each button's rect on each page, as `_draw_buttons` places them."""
    h, gap = px(bar.BUTTON_H), px(bar.GAP)
    rows, pages = bar_rows._layout_rows(buttons, width, gap)
    assert 1 <= rows <= bar_rows.MAX_ROWS
    area = pygame.Rect(0, 0, width, rows * h + (rows - 1) * gap)
    pager = px(bar_rows.PAGER_W) if len(pages) > 1 else 0
    widths = [min(w, width - pager) for w in bar_rows._widths(buttons)]
    out = []
    for page, placed in enumerate(pages):
        x = area.right - pager
        for i in reversed([i for i, (_, a) in enumerate(buttons) if bar_rows._finisher(a)]):
            x -= widths[i]
            out.append((pygame.Rect(x, area.bottom - h, widths[i], h), page))
            x -= gap
        out += [(pygame.Rect(bx, row * (h + gap), widths[i], h), page)
                for i, row, bx in placed]
        if pager:  # the pager's two buttons, top right
            out.append((pygame.Rect(area.right - px(64), 0, px(64), px(28)), page))
        assert sorted(i for i, _, _ in placed) == sorted(set(i for i, _, _ in placed))
    shown = {i for placed in pages for i, _, _ in placed}
    assert shown == {i for i, (_, a) in enumerate(buttons) if not bar_rows._finisher(a)}
    for rect, _ in out:
        assert area.contains(rect), (rect, area)
    return out


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_no_two_buttons_of_a_bar_page_overlap(scale: float) -> None:
    app = make_app("fr")
    try:
        app.apply_settings(replace(app.settings, ui_scale=scale))
        rng = random.Random(64)
        for _ in range(400):
            n = rng.randint(1, 9)
            labels = [" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 5)))
                      for _ in range(n)]
            buttons = [(text, Action("upgrade", (k,))) for k, text in enumerate(labels)]
            buttons += [("Fin du tour", Action("end"))][: rng.randint(0, 1)]
            width = rng.randint(px(300), px(760))
            rects = _rects(buttons, width)
            for a in range(len(rects)):
                for b in range(a + 1, len(rects)):
                    if rects[a][1] == rects[b][1]:
                        assert not rects[a][0].colliderect(rects[b][0]), (labels, width)
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_three_long_buttons_leave_the_end_of_turn_button_clear(lang: str) -> None:
    """The reviewed table itself: every module and the legendary Oni on, four seats, 150%."""
    app = make_test_app(language=lang, ui_scale=1.5)
    try:
        every = {"factions": "random", "modules": OFFERED, "legendary_oni": "all"}
        got = reach(app, 4, every, 7, lambda st: st.round == 1 and st.phase == "blue")
        assert got is not None
        table = got[1]
        table._after_change()
        app.frame([], 1 / 60)
        h = px(bar.BUTTON_H)
        buttons = [hit for hit in table.hits if hit.action is not None and hit.rect.h == h]
        ends = [hit.rect for hit in buttons
                if isinstance(hit.action, Action) and hit.action.kind in FINISHERS]
        assert len(ends) == 1 and len(buttons) >= 3
        assert table.table_rect.contains(ends[0])
        for hit in buttons:
            if hit.rect != ends[0]:
                assert not hit.rect.colliderect(ends[0]), (hit.text(), hit.rect, ends[0])
    finally:
        app.close()
