"""The MOONWAKERS table at 150% in French: what a stop-72 review of the new `_150_fr`
screenshots found, each checked where it was seen.

- a packed hand's card edge read « H » for « 2H » (the count was dropped, not shrunk);
- the combination chips beside a name plate drew « 11 » taller than the chip;
- the central row's numbers (22 px type) overlapped the combination cards above (20 px gap);
- the round-info panel went down to 11 px as a whole for one long word (« CARTOGRAPHIER »);
- « CARTOGRAPHIER (terrain visible, dos caché) » and « EXPLORER (la retourner) » were drawn
  at 11 px: a button's aside now goes to its tooltip first.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
from ui_helpers import make_test_app, texts_drawn

from game.core.match import Match
from game.moonwakers.data import COMBOS
from game.moonwakers.rules import RULES
from game.ui import assets, theme
from game.ui.render import card_art
from game.ui.tables.moonwakers import centre, seat
from tests.moonwakers.moonwakers_table_helpers import drive_to, human_faces, seats, start


@contextmanager
def _fr150() -> Iterator[Any]:
    """A test app in French at 150%, closed after and the interface size put back."""
    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        yield app
    finally:
        app.close()
        theme.set_scale(1.0)


def test_a_card_edge_keeps_its_count_in_smaller_type() -> None:
    with _fr150():
        surface = pygame.Surface((40, 80))
        edge = pygame.Rect(0, 0, 18, 60)  # a 6-seat hand's visible edge at 150%
        with texts_drawn() as drawn:
            card_art.draw_strip(surface, edge, "CHH")
        labels = [text for text, _ in drawn]
        assert labels == ["C", "2H"], labels
        size = dict(drawn)["2H"]
        assert assets.font(size, True).size("2H")[0] <= edge.w - 2
        assert size >= card_art.STRIP_FLOOR


def test_combination_chips_hold_their_points() -> None:
    with _fr150():
        surface = pygame.Surface((400, 100))
        strip = pygame.Rect(10, 10, 200, 18)  # the chips' strip beside a 6-seat plate
        table = type("T", (), {"hits": [], "combo_tip": staticmethod(str)})()
        big = max(COMBOS, key=lambda n: COMBOS[n].points)
        with texts_drawn() as drawn:
            seat._combos(table, surface, strip, [big, big])
        for text, size in drawn:
            img = assets.text(text, size, (0, 0, 0), bold=True)
            assert img.get_height() <= strip.h, (text, size)
            assert img.get_width() <= max(theme.px(24), strip.h * 3 // 4)


def test_the_row_numbers_sit_in_the_gap_over_the_row() -> None:
    for n in (2, 6):
        with _fr150() as app:
            table = start(app, Match(RULES, seats(n), 2))
            assert drive_to(table, table.match, 2, human_faces("place"))
            table.draw(app.screen)  # the cards' faces are cached: only the table's own text
            with texts_drawn() as drawn:
                centre.draw_centre(table, app.screen, table.view(), table.prompt)
            display = [table.srect(s.x, s.y, s.w, s.h)
                       for s in table.tbl.row("combination_display")]
            row = [table.srect(s.x, s.y, s.w, s.h) for s in table.tbl.row("central_row")]
            gap = min(r.y for r in row) - max(r.bottom for r in display)
            layout = [str(i + 1) for i in range(len(table.view().layout))]
            numbers = [size for text, size in drawn if text in layout]
            assert len(numbers) == len(layout), drawn
            assert max(numbers) < theme.px(theme.FONT_SMALL)  # smaller type at 150%
            assert all(assets.font(s, True).get_height() <= gap - theme.px(1)
                       for s in numbers)


def test_a_phase_too_wide_for_the_panel_says_its_name_alone() -> None:
    """« Capacités : PERMUTATION » (and « Ouverture : SCAN ou PROTECTION ») drew its line
    at 10-11 px at 150% for one long word; the panel now says « Capacités » in the other
    lines' type, and the prompt under the board names the ability (a review, stop 77)."""
    with _fr150() as app:
        table = start(app, Match(RULES, seats(2), 2))
        assert drive_to(table, table.match, 2, human_faces("ask_permute")) or drive_to(
            table, table.match, 3, human_faces("ask_permute"))
        with texts_drawn() as drawn:
            centre.draw_info(table, app.screen, table.view())
        sizes = {text: size for text, size in drawn}
        assert not any("PERMUTATION" in text for text in sizes), sizes
        goal = next(text for text in sizes if text.startswith("Seuil"))
        assert sizes["Capacités"] >= max(15, int(sizes[goal] * 0.8)), sizes
        with texts_drawn() as drawn:
            table.draw(app.screen)
        assert any("PERMUTATION" in text and size >= 15 for text, size in drawn), drawn


def test_a_phase_that_fits_keeps_its_detail() -> None:
    app = make_test_app(language="en", ui_scale=1.0)
    try:
        table = start(app, Match(RULES, seats(2), 2))
        assert drive_to(table, table.match, 2, human_faces("ask_permute")) or drive_to(
            table, table.match, 3, human_faces("ask_permute"))
        with texts_drawn() as drawn:
            centre.draw_info(table, app.screen, table.view())
        assert any("PERMUTATION" in text for text, _ in drawn), drawn
    finally:
        app.close()


def test_button_asides_go_to_the_tooltip_before_the_type_gets_small() -> None:
    with _fr150() as app:
        table = start(app, Match(RULES, seats(2), 2))
        assert drive_to(table, table.match, 2, human_faces("reveal"))
        table.draw(app.screen)
        buttons = [h for h in table.hits if h.key and h.key[0] == "button"]
        labels = [h.key[1] for h in buttons]
        assert labels == ["CARTOGRAPHIER", "EXPLORER"], labels
        assert [h.tip for h in buttons] == [table.t("ui.moonwakers.btn.map"),
                                            table.t("ui.moonwakers.btn.explore")]
        with texts_drawn() as drawn:
            table.draw(app.screen)
        assert all(size >= theme.px(theme.FONT_SMALL) for text, size in drawn
                   if text in labels)


def test_english_buttons_at_100_percent_keep_their_asides() -> None:
    app = make_test_app(language="en", ui_scale=1.0)
    try:
        table = start(app, Match(RULES, seats(2), 2))
        assert drive_to(table, table.match, 2, human_faces("reveal"))
        table.draw(app.screen)
        labels = [h.key[1] for h in table.hits if h.key and h.key[0] == "button"]
        assert labels == [table.t("ui.moonwakers.btn.map"), table.t("ui.moonwakers.btn.explore")]
    finally:
        app.close()


def test_a_targets_glow_never_hides_the_atoms_of_the_card_on_its_left(monkeypatch) -> None:
    """The 6-seat loss screen at 150% in French: six hand cards 37 px apart for 40 px cards,
    each a target of « lose which card? ». The next card's glow (6 px out of it) and its
    edge hid the right-hand atoms of each card (« H O » read « H »), drawn whole because the
    cards overlapped by only 3 px. Each covered card now shows its strip of element chips,
    ending before the next card's glow."""
    from game.ui.tables.moonwakers import prompt as mp

    with _fr150() as app:
        table = start(app, Match(RULES, seats(2), 2))
        table.draw(app.screen)
        view = table.view()
        hand = (view.players[0].hand * 6)[:6]
        w, h = 40, 56
        step = w - 3
        area = pygame.Rect(20, 400, w + step * (len(hand) - 1), h)
        prompt = mp.Prompt("", targets={("hand", 0, i): object() for i in range(len(hand))})
        widths: list[int] = []
        monkeypatch.setattr(seat, "_strip",
                            lambda _s, _r, _step, visible, *_a: widths.append(visible))
        seat._row(table, app.screen, area, view, 0, "hand", hand, prompt, (w, h))
        glow_out = theme.px(4)  # `add_card` inflates a target's glow by px(8)
        assert widths == [step - glow_out] * (len(hand) - 1)


def test_the_trays_cards_and_caption_are_centred_and_whole() -> None:
    """At 150% in French the tray's caption read « En cours / de / résolution » beside a
    card jammed in the tray's top-left corner, and the 2-seat tray had no room for it at all
    (a review, stop 83): the cards and « Résolution en cours » are centred as one block, the
    caption whole or not drawn."""
    from dataclasses import replace

    from game.ui import i18n

    for n in (2, 6):
        with _fr150() as app:
            table = start(app, Match(RULES, seats(n), 2))
            table.draw(app.screen)
            table.spot.current = None
            table.hits.clear()
            with texts_drawn() as drawn:
                centre.draw_tray(table, app.screen, replace(table.view(), limbo=(0,)))
            inner = table.slot_rect("dice_tray").inflate(-theme.px(8), -theme.px(8))
            card = next(h.rect for h in table.hits if h.key == ("limbo", 0))
            assert abs(card.centerx - inner.centerx) <= 1
            words = i18n.t("ui.moonwakers.limbo").split()
            texts = [text for text, _size in drawn  # (the card's face has its own words)
                     if text.split() and set(text.split()) <= set(words)]
            assert " ".join(texts).split() == words  # whole, on one line or more
            assert all(len(text) > 3 for text in texts)  # no « de » alone on a line
