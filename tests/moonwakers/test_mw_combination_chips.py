"""The shop cards' requirement chips: one size on every card of a size (with as many rows of
chips), whatever its name's lines, and each chip's count and roundel inside its pill.

A stop-84 review saw « Pyridone » (a one-line name) with big chips whose roundels ran out of
their pills, beside « Acide barbiturique » (two lines) with small ones."""

from __future__ import annotations

import pytest

from game.ui import assets
from game.ui.render import cards


@pytest.mark.parametrize("size", [(130, 90), (145, 100), (158, 108), (200, 136)])  # as drawn
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_shop_card_of_a_size_has_the_same_chips_and_they_hold_their_contents(
        monkeypatch, size, lang) -> None:
    drawn: list[tuple[int, object, int, int, str]] = []
    real = cards._requirement_chip

    def spy(surface, rect, count, element, text_px):
        drawn.append((number, rect.copy(), text_px, count, element))
        return real(surface, rect, count, element, text_px)

    monkeypatch.setattr(cards, "_requirement_chip", spy)
    cards.combination_face.cache_clear()
    by_rows: dict[int, set[tuple[int, int, int]]] = {}
    for number in sorted(cards.COMBOS):
        drawn.clear()
        cards.combination_face(number, size, lang)
        req = cards.COMBOS[number].requires
        assert len(drawn) == len(req)
        rows = 1 if len(req) <= 2 else 2
        for _n, rect, text_px, count, _e in drawn:
            by_rows.setdefault(rows, set()).add((rect.h, text_px, len(req) > 2))
            # the count, a gap and the roundel inside the pill, clear of its rounded ends
            need = assets.font(text_px, True).size(str(count))[0] + 3 + rect.h * 0.76
            assert need <= rect.w - rect.h * 0.25, (number, rect, text_px)
    for rows, sizes in by_rows.items():
        assert len({(h, px) for h, px, _ in sizes}) == 1, (size, rows, sizes)
    cards.combination_face.cache_clear()
