"""The setup screen's option column draws every heading and field text whole.

A stop-58 mouse pilot at 150% in French found « Les montagnes arrêtent le déplace… » (a
heading shrunk and cut in the narrow column) and the board-number field showing « elle à
chaque partie » (its placeholder scrolled like typed text). Headings too wide now wrap, the
field is as wide as its placeholder, and a placeholder that still does not fit steps down.
"""

from __future__ import annotations

import pytest
from ui_helpers import make_test_app, texts_drawn

from game.ui import assets, theme
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene, game_list
from game.ui.tables.tsukuyumi.capture import demo_seats
from game.ui.widgets.textinput import TextInput


@pytest.mark.parametrize("game", ["tsukuyumi", "supermoon", "moonstar", "moonwakers"])
@pytest.mark.parametrize(("lang", "scale"), [("fr", 1.5), ("en", 1.5), ("fr", 1.0)])
def test_every_option_text_is_drawn_whole(game: str, lang: str, scale: float) -> None:
    _every_option_text_whole(game, lang, scale, {})


@pytest.mark.parametrize(("lang", "scale"), [("fr", 1.5), ("en", 1.5), ("fr", 1.0)])
def test_the_options_shown_by_other_options_are_drawn_whole(lang: str, scale: float) -> None:
    """Dealt planets and corporations show two more switches; a stop-60 pilot at 150% read
    « Planète fragment… » and « Quantum Solutions can be tak… » beside them. A switch's label
    now steps down a little, then takes two lines."""
    _every_option_text_whole("supermoon", lang, scale,
                             {"planets": "random", "corporations": "random"})


def _every_option_text_whole(game: str, lang: str, scale: float, options: dict) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        info = next(g for g in game_list() if g.name == game)
        app.reset(TitleScene(app))
        scene = SetupScene(app, info, demo_seats(3), dict(options))
        app.push(scene)
        app.frame([], 1 / 60)
        area = scene.opt_area
        assert area is not None
        assets.fit.cache_clear()  # a cut is noted when first computed
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            offset = 0
            while True:  # every scroll position of the column
                area.offset = min(offset, max(0, area.content_height - area.rect.h))
                app.frame([], 1 / 60)
                if area.offset >= area.content_height - area.rect.h:
                    break
                offset += area.rect.h // 2
        assert cuts == [], cuts
        strings = {text for text, _size in drawn}
        for field in area.children:  # an empty field's placeholder, whole
            if isinstance(field, TextInput) and field.placeholder and not field.value:
                assert field.placeholder in strings, field.placeholder
    finally:
        app.close()
        theme.set_scale(1.0)


def test_a_placeholder_wider_than_its_field_reads_from_its_start() -> None:
    """Typed text keeps its end in view (the caret is there); a placeholder keeps its start."""
    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        field = TextInput((10, 10, theme.px(120), theme.px(40)), "", lambda _v: None,
                          placeholder="Nouvelle à chaque partie")
        assets.fit.cache_clear()
        with assets.recording_cuts() as cuts:
            field.draw(app.screen)
        assert cuts and cuts[0][0] == "Nouvelle à chaque partie"  # fitted from its start
    finally:
        app.close()
        theme.set_scale(1.0)
