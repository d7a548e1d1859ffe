"""The MOONSTAR setup's drag hint ("3 moons already (3 at most)") stays on the ring.

Drawn below right of the cursor, it ran off the ring over the side panel's help text when a
moon was dragged over an eastern star (Leo, Cancer): a stop-65 screenshot review. It now goes
below left of the cursor where it would leave the ring, and never outside it.
"""

from __future__ import annotations

import pytest

from game.ui import assets, i18n, theme
from game.ui.tables.moonstar import capture as cap
from game.ui.tables.moonstar.setup import hint_box
from game.ui.theme import px
from tests.moonstar.moonstar_table_helpers import show


@pytest.mark.parametrize("scale,lang", [(1.0, "en"), (1.5, "fr")])
def test_the_drag_hint_stays_on_the_ring_beside_every_star(scale: float, lang: str) -> None:
    app = cap.make_app(speed="instant")
    try:
        i18n.set_language(lang)
        theme.set_scale(scale)
        table = show(app, cap.match_with_setter({}))
        table.layout_table(table.table_rect)
        ring, geo = table.ring_rect, table.geo
        assert geo is not None
        text = i18n.t("ui.moonstar.setup.moons_full", n=3)
        size = assets.text(text, px(theme.FONT_SMALL), theme.TEXT, bold=True).get_size()
        for x, y in geo.stars:
            pos = (round(x), round(y))
            box = hint_box(ring, pos, size)
            assert ring.contains(box), (pos, box, ring)
            assert not table.panel_rect.colliderect(box), (pos, box)
            assert box.w >= size[0] and box.h >= size[1]  # the whole text, never squeezed
    finally:
        theme.set_scale(1.0)
        i18n.set_language("en")
        app.close()


@pytest.mark.parametrize("scale,lang", [(1.0, "en"), (1.5, "fr")])
def test_the_setter_s_hint_stands_under_the_buttons(scale: float, lang: str) -> None:
    """A screenshot review (stop 80): at 150% in French the setter's hint (take a piece back,
    everyone bids after the roll) was left out with 80 px free under the Roll button; it was
    measured at a line height it does not have. Every word of it is drawn now, above the
    Scores button, in a type no smaller than 0.7 of the panel's."""
    from ui_helpers import texts_drawn

    app = cap.make_app(speed="instant", lang=lang, scale=scale)
    try:
        table = show(app, cap.match_with_setter({}))
        with texts_drawn() as drawn:
            table.draw(app.screen)
        hint = i18n.t("ui.moonstar.setup.hint")
        lines = [(text, size) for text, size in drawn if text and text in hint]
        assert " ".join(text for text, _ in lines) == hint
        assert min(size for _, size in lines) >= round(px(theme.FONT_SMALL) * 0.7)
    finally:
        theme.set_scale(1.0)
        i18n.set_language("en")
        app.close()
