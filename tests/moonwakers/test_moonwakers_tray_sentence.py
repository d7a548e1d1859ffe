"""The dice tray's sentence beside a card alone keeps every word in a narrow tray.

A stop-58 mouse pilot at 6 seats and 150% in French saw « LABO : Artemis prend la carte
cartographiée de Luna : ABRI DÉFEC… »: the sentence had two thirds of the tray, as if dice had
to fit above it. With a card and no dice the card now gives up more of the tray. A stop-72
pilot at 3 seats (a narrower tray) still saw « … de Joueur 2 : ACCIDENT 2… »: a sentence that
does not fit beside the card now takes the card's room too.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest
from ui_helpers import make_test_app, texts_drawn

from game.core.match import Match
from game.moonwakers.rules import RULES
from game.ui import assets, theme
from game.ui.tables.moonwakers.fx import Item, Spotlight
from tests.moonwakers.moonwakers_table_helpers import seats, start

SENTENCE = "LABO : Artemis prend la carte cartographiée de Luna : ABRI DÉFECTUEUX."
ELEMENTS = set("CHNOPS")
LONGER = "LABO : Joueur 1 prend la carte cartographiée de Joueur 2 : ACCIDENT 2\u202fC·1\u202fH."


@contextmanager
def tray(n: int, scale: float) -> Iterator[tuple[Any, pygame.Rect]]:
    """A French table at `n` seats and `scale`, drawn once: (app, the tray's inner rect)."""
    app = make_test_app(language="fr", ui_scale=scale)
    try:
        table = start(app, Match(RULES, seats(n), 2))
        table.draw(app.screen)
        yield app, table.slot_rect("dice_tray").inflate(-theme.px(8), -theme.px(8))
    finally:
        app.close()
        theme.set_scale(1.0)


@pytest.mark.parametrize(("n", "scale", "sentence"), [
    (6, 1.0, SENTENCE), (6, 1.5, SENTENCE), (3, 1.5, LONGER), (2, 1.5, LONGER)])
def test_a_card_sentence_is_whole_in_the_tray(n: int, scale: float, sentence: str) -> None:
    with tray(n, scale) as (app, rect):
        spot = Spotlight()
        spot.current = Item(sentence, card=0)
        assets.fit.cache_clear()
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            spot.draw(app.screen, rect)
        assert cuts == [], cuts
        size = max(size for text, size in drawn if text.startswith("LABO"))
        words = " ".join(text for text, s in drawn  # not the card's element letter
                         if s == size and text not in ELEMENTS)
        assert words.replace("- ", "").split() == sentence.split()


def test_dice_keep_the_upper_third_of_the_tray() -> None:
    """With dice the sentence still takes at most two thirds (the dice must show)."""
    with tray(6, 1.5) as (app, rect):
        spot = Spotlight()
        spot.current = Item(SENTENCE + " " + SENTENCE, dice=(7,))
        with texts_drawn() as drawn:
            spot.draw(app.screen, rect)
        sizes = [size for _text, size in drawn]
        assert sizes
        used = len(sizes) * assets.font(sizes[0], True).get_linesize()
        assert used <= rect.h * 2 // 3


def test_a_storm_in_the_tray_is_named_in_the_interface_language(monkeypatch) -> None:
    """A French tray showed the storm card's English « IONIC » (stop 72, 2 seats, 150%): its
    face was drawn without the language."""
    from game.moonwakers.data import TERRAIN
    from game.ui.render import cards

    storm = next(i for i, c in enumerate(TERRAIN) if c.kind == "storm" and c.storm == "ionic")
    asked: list[str] = []
    real = cards.explored_face

    def spy(card, size, lang="en"):
        asked.append(lang)
        return real(card, size, lang)

    monkeypatch.setattr(cards, "explored_face", spy)
    with tray(2, 1.5) as (app, rect):  # a tray card wide enough for its name
        spot = Spotlight()
        spot.current = Item("Ana explore : TEMPÊTE IONIQUE.", card=storm)
        real.cache_clear()
        asked.clear()
        with texts_drawn() as drawn:
            spot.draw(app.screen, rect)
        assert asked == ["fr"]
        assert "IONIC" not in {text for text, _ in drawn}
