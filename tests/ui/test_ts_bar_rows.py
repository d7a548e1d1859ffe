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
FINISHING = {"end": "Fin du tour", "done": "Terminé", "cancel": "Annuler", "go": "Valider",
             "noriposte": "Pas de riposte"}


class _Drawn:
    """What `_draw_buttons` draws, recorded: the buttons' rects, the hint's room, the pager."""

    def __init__(self, monkeypatch) -> None:
        self.page = 0
        self.rects: list[tuple[pygame.Rect, str]] = []
        self.hint: tuple[int, int] | None = None
        self.pages = 0
        monkeypatch.setattr(bar, "_button", lambda table, surface, rect, item, hint:
                            self.rects.append((pygame.Rect(rect), item[0])))
        monkeypatch.setattr(bar, "map_hint", lambda table, surface, left, right, row:
                            setattr(self, "hint", (left, right)))
        monkeypatch.setattr(bar, "_draw_pager", lambda table, surface, area, page, n:
                            setattr(self, "pages", n))
        monkeypatch.setattr(bar, "suggestion", lambda table: None)


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_no_two_buttons_of_a_bar_page_overlap(scale: float, monkeypatch) -> None:
    """400 random bars through the real layout and drawing: on every page the buttons stay
    in the bar and clear of each other and of the pager, and a row added for the map hint
    leaves the hint its room beside the finishers."""
    app = make_app("fr")
    try:
        app.apply_settings(replace(app.settings, ui_scale=scale))
        drawn = _Drawn(monkeypatch)
        rng = random.Random(64)
        surface = pygame.Surface((10, 10))
        h, gap = px(bar.BUTTON_H), px(bar.GAP)
        for _ in range(400):
            labels = [" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 5)))
                      for _ in range(rng.randint(1, 9))]
            buttons: list = [(text, Action("upgrade", (k,))) for k, text in enumerate(labels)]
            kinds = rng.choice([[], ["end"], ["done", "cancel"], ["go", "noriposte", "cancel"]])
            buttons += [(FINISHING[k], Action(k)) for k in kinds]
            width = rng.randint(px(380), px(760))
            hint = rng.choice([0, px(140), px(260)])
            rows, pages = bar_rows.layout_rows(buttons, width, gap, hint)
            assert 1 <= rows <= bar_rows.MAX_ROWS
            placed = sorted(i for page in pages for i, _, _ in page)
            assert placed == [i for i, (_, a) in enumerate(buttons)
                              if not bar_rows.is_finisher(a)]  # each once, on some page
            area = pygame.Rect(0, 0, width, rows * h + (rows - 1) * gap)
            one_row = bar_rows.layout_rows(buttons, width, gap)[0]
            for page in range(len(pages)):
                drawn.page, drawn.rects, drawn.hint = page, [], None
                bar._draw_buttons(drawn, surface, area, buttons, pages)
                rects = [r for r, _ in drawn.rects]
                if len(pages) > 1:
                    rects.append(pygame.Rect(area.right - px(64), area.y, px(64), px(28)))
                for k, r in enumerate(rects):
                    assert area.contains(r), (labels, kinds, width, r)
                    assert not any(r.colliderect(o) for o in rects[k + 1:]), (labels, width)
                if len(pages) == 1 and hint and rows > one_row and drawn.hint is not None:
                    left, right = drawn.hint  # the row was added for the hint: it fits
                    assert right - left >= hint - 2 * gap, (labels, kinds, width)
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


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_two_buttons_of_a_kind_become_a_menu_before_a_button_is_paged(lang: str) -> None:
    """The Canyon's blue card at 150% with 4 seats (a screenshot review, stop 73): the two
    initiative moves took two rows and « Événements à piocher (3 choix)… » went behind the
    pager's arrow, where a newcomer would end the turn without seeing it. The two moves are
    now one menu and every action of the card shows on the one page."""
    from game.ui.tables.tsukuyumi.capture_boards import BOARDS

    app = make_test_app(language=lang, ui_scale=1.5)
    try:
        i = BOARDS.index("scenario_canyon")  # the scene's seed, as the capture draws it

        def until(st) -> bool:
            return (st.round >= 1 and st.turn is not None and st.turn.seat == 0
                    and not st.pending and st.phase in ("blue", "green", "red"))

        got = reach(app, 4, {"factions": "random", "board": "canyon"}, 4 + 2 * i, until,
                    tries=4)
        assert got is not None
        match, table = got
        table._after_change()
        app.frame([], 1 / 60)
        kinds = {a.kind for a in table.options().buttons}
        assert {"initiative", "draw"} <= kinds  # the scene reviewed
        assert not any(getattr(h.action, "func", None) == table.set_page for h in table.hits)
        shown = {h.action.kind for h in table.hits if isinstance(h.action, Action)}
        shown |= {a.kind for h in table.hits
                  if getattr(h.action, "func", None) is bar._open_group
                  for a in h.action.args[2]}
        assert kinds <= shown
    finally:
        app.close()


def test_the_pager_says_which_page_is_shown() -> None:
    """Two bare arrows did not say that more actions lay behind them (a review found « Draw
    a faction event » on page 2 unseen): under the arrows, in the pager's own column, the
    page shown and how many there are; a one-row bar has no room for it and stays clean."""
    from ui_helpers import texts_drawn

    from game.ui import i18n

    class Table:
        mouse = (0, 0)
        t = staticmethod(i18n.t)

        def __init__(self) -> None:
            self.hits: list = []

        def add_hit(self, rect, tip, action) -> None:
            self.hits.append(rect)

        def set_page(self, page: int) -> None:
            pass

    pygame.font.init()
    surface = pygame.Surface((800, 200))
    h, gap = px(bar.BUTTON_H), px(bar.GAP)
    two_rows = pygame.Rect(10, 10, 600, 2 * h + gap)
    with texts_drawn() as drawn:
        bar._draw_pager(Table(), surface, two_rows, 1, 3)
    assert ("2/3" in [text for text, _ in drawn])
    with texts_drawn() as drawn:
        bar._draw_pager(Table(), surface, pygame.Rect(10, 10, 600, h), 0, 2)
    assert "1/2" not in [text for text, _ in drawn]
