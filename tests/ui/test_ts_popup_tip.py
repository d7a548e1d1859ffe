"""An open zone menu is not doubled by its zone's tooltip (stop-65 screenshot review).

With the menu of a zone open beside it (a grey tile's rotations, an Oni or a legendary Oni),
the mouse still over the zone showed the zone's tooltip over the menu, repeating its items
("Click: T20 · barriers on SE; T20 · barriers on NE …") and hiding the Initiative board. The
zone's tip is left out while its menu is open; the other zones keep theirs.
"""

from __future__ import annotations

from test_ts_legendary_table import _placing


def test_the_zone_under_its_open_menu_shows_no_tooltip(app) -> None:
    match, table = _placing(app)
    by_cell = table.options().by_cell
    cell = next(c for c, acts in sorted(by_cell.items()) if len(acts) > 1)
    other = next(c for c in sorted(by_cell) if c != cell)
    at = table.cell_point(cell)
    assert table.tooltip_at(at)  # closed: the zone says what it offers
    table.mouse = at
    table.click_cell(cell)
    assert table.popup is not None
    app.frame([], 1 / 60)
    assert table.tooltip_at(at) is None
    assert table.tooltip_at(table.cell_point(other))  # another zone keeps its tip


def test_a_tile_rotation_names_its_barriers_with_a_preposition() -> None:
    """« T20 · barrages SE » lacked its preposition; the rotations read « barrage côté
    SE », « barrages côté N, SE » (and « barrier on SE » in English)."""
    from game.tsukuyumi.actions import Action
    from game.tsukuyumi.rules import RULES
    from game.tsukuyumi.setup import initial_state
    from game.tsukuyumi.tiles import TILE_BY_ID, barriers_after_rotation
    from game.ui import i18n
    from game.ui.tables.tsukuyumi.actions_ui import Words, label

    view = RULES.view(initial_state(4, 2, RULES.check_setup(2, {})), 0)
    tile = next(t for t in TILE_BY_ID.values() if len(t.barriers) == 1)
    number = int(tile.tile_id[1:])
    for lang, word in (("fr", "barrage côté"), ("en", "barrier on")):
        i18n.set_language(lang)
        try:
            text = label(Words(i18n.t, view, str), Action("tile", (0, 0, number, 0)))
        finally:
            i18n.set_language("en")
        assert barriers_after_rotation(tile, 0)
        assert text.endswith(f" · {word} SE") or f" · {word} " in text, text


def test_no_unit_or_button_tooltip_covers_an_open_menu(app) -> None:
    """A unit's tooltip, or the « Several choices… » of the button that opened the menu,
    covered the menu just opened (a newcomer's game, stop 98): while a menu is open, only the
    zones keep their tooltips."""
    match, table = _placing(app)
    app.frame([], 1 / 60)
    tipped = [h for h in table.hits if h.tip and h.layer != "popup"
              and table.tooltip_at(h.rect.center) == h.text()]
    assert tipped  # units, buttons: they explain themselves while no menu is open
    by_cell = table.options().by_cell
    cell = next(c for c, acts in sorted(by_cell.items()) if len(acts) > 1)
    table.mouse = table.cell_point(cell)
    table.click_cell(cell)
    assert table.popup is not None
    app.frame([], 1 / 60)
    for h in tipped:
        assert table.tooltip_at(h.rect.center) != h.text()
