"""The character card's choice label (MAP / EXPLORE) leaves the ability's icon in sight.

A screenshot review (stop 64) found the gold « EXPLORE » label over the bottom half of the
ability's icon (▸▸, ⇆) on every character card; it now sits over the card's picture, at its
top, at 100% and 150%."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.tables.moonwakers import seat


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("card_w", [60, 90, 120])
def test_the_choice_label_stays_in_the_card_s_upper_half(scale: float, card_w: int) -> None:
    pygame.font.init()
    theme.set_scale(scale)
    try:
        card = pygame.Rect(20, 20, card_w, round(card_w * 1.4))
        before = pygame.Surface((300, 300))
        before.fill((10, 10, 10))
        after = before.copy()
        seat._tag(after, card, "EXPLORE", pygame.Rect(0, 0, 300, 300), top=True)
        changed = [(x, y) for x in range(300) for y in range(300)
                   if after.get_at((x, y)) != before.get_at((x, y))]
        assert changed, "the label is drawn"
        assert max(y for _, y in changed) < card.y + card.h * 0.45  # the icon's half is clear
        assert min(y for _, y in changed) >= card.y  # inside the card, not over the row above
    finally:
        theme.set_scale(1.0)


def test_the_table_puts_a_made_choice_at_the_card_s_top(monkeypatch) -> None:
    """On a real table: once a player has chosen MAP or EXPLORE, its label is drawn with
    `top` on the character card."""

    from moonwakers_table_helpers import drive_to, seats, start
    from ui_helpers import make_test_app

    from game.core.match import Match
    from game.moonwakers.rules import RULES

    app = make_test_app()
    try:
        match = Match(RULES, seats(2), 4)
        table = start(app, match)
        assert drive_to(table, match, 4, lambda m: any(
            m.view(0).players[s].choice for s in range(2)))
        calls: list[tuple[str, bool]] = []
        real = seat._tag

        def spy(surface, r, text, bounds, top=False):
            calls.append((text, top))
            return real(surface, r, text, bounds, top)

        monkeypatch.setattr(seat, "_tag", spy)
        table.draw(app.screen)
        words = {table.t(f"ui.moonwakers.tag.{c}") for c in ("map", "explore")}
        made = [top for text, top in calls if text in words]
        assert made and all(made)
    finally:
        app.close()


@pytest.mark.parametrize(("scale", "floor"), [(1.0, 11), (1.5, 15)])
def test_a_narrow_card_s_label_keeps_a_readable_type(scale: float, floor: int) -> None:
    """A text audit (stop 78) found « EXPLO. » at 9 px on a 6-seat card: the label's type
    stops at 11 px (15 px at 150%), the box reaching over the card's margins instead, and
    stays inside the board. (The scale is put back by the suite's `_english_at_100`.)"""
    from ui_helpers import texts_drawn

    pygame.font.init()
    theme.set_scale(scale)
    card = pygame.Rect(4, 20, 38, 53)  # a 6-seat card at the board's left edge
    bounds = pygame.Rect(0, 0, 300, 300)
    surface = pygame.Surface((300, 300))
    surface.fill((10, 10, 10))
    with texts_drawn() as drawn:
        seat._tag(surface, card, "EXPLORER", bounds, top=True)
    assert drawn and min(size for _, size in drawn) >= floor
    painted = [x for x in range(300) for y in range(card.y, card.y + 30)
               if surface.get_at((x, y))[:3] == theme.ACCENT]
    assert min(painted) >= bounds.x + 2  # clamped inside the board, not cut by its edge
    assert max(painted) - min(painted) > card.w  # wider than the card rather than smaller


def test_a_row_starts_clear_of_a_label_reaching_over_it() -> None:
    """A screenshot review (stop 80): at 6 seats, 150%, « EXPLO. » reached over the mapped
    row on its right and hid the « r » of « rien de cartographié » (or a mapped card's
    corner). The row beside the card now starts after the label; a row the label does not
    reach, or one on the card's left, keeps its place."""
    card = pygame.Rect(40, 100, 40, 56)
    label = pygame.Rect(30, 105, 60, 20)  # wider than the card, over both its margins
    row = pygame.Rect(85, 100, 200, 56)
    cleared = seat._clear_of(row, label)
    assert cleared.x >= label.right and cleared.right == row.right
    assert seat._clear_of(row, None) == row
    below = pygame.Rect(85, 170, 200, 56)
    assert seat._clear_of(below, label) == below
    left = pygame.Rect(-150, 100, 175, 56)
    assert seat._clear_of(left, label) == left
    assert card.w < label.w


def test_on_a_six_seat_table_at_150_no_mapped_card_lies_under_a_label() -> None:
    """The real table, 6 seats at 150% in French, after the choices are revealed: every
    seat's label box is clear of the mapped cards drawn beside it."""
    from moonwakers_table_helpers import drive_to, seats, start
    from ui_helpers import make_test_app

    from game.core.match import Match
    from game.moonwakers.rules import RULES
    from game.ui import i18n

    theme.set_scale(1.5)
    i18n.set_language("fr")
    app = make_test_app()
    try:
        match = Match(RULES, seats(6), 11)
        table = start(app, match)

        def revealed(m) -> bool:  # every choice shown, and some seat with a mapped card
            ps = m.view(0).players
            return all(p.choice for p in ps) and any(p.mapped for p in ps)

        assert drive_to(table, match, 11, revealed)
        table.draw(app.screen)
        view = table.view()
        checked = 0
        for s in range(6):
            char = next(h.rect for h in table.hits if h.key == ("char", s))
            text = table.t(f"ui.moonwakers.tag.{view.players[s].choice}")
            box = seat._tag_box(char, text, table.board_rect, top=True)[0]
            for h in table.hits:
                if isinstance(h.key, tuple) and h.key[:2] == ("mapped", s):
                    assert not h.rect.colliderect(box), (s, h.key)
                    checked += 1
        assert checked
    finally:
        app.close()
