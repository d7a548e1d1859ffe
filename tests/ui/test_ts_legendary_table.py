"""The legendary Oni on the Tsukuyumi table (TS-M8): its own figure on the map (a shape of its
own, not colour alone), its sheet on hover (whole and readable at 100% and 150%, in English
and in French), the choice "instead of an Oni" where an Oni is placed, the Horreur's owed
attack said in the bar, the map legend's row."""

from __future__ import annotations

import pygame
import pytest
from test_tsukuyumi_table import kinds, move, play_until, start
from ui_helpers import make_test_app

from game.tsukuyumi.actions import Action
from game.tsukuyumi.modules.legendary_data import KEYS
from game.ui import i18n, theme
from game.ui.tables.tsukuyumi import art, legend_ui, legendary_ui, prompts, sheet
from game.ui.tables.tsukuyumi.actions_ui import label

ALL = {"legendary_oni": KEYS, "factions": "random"}


def _placing(app, keys=KEYS, seed=41):
    match, table = start(app, 3, {"legendary_oni": keys, "factions": "random"}, seed=seed)
    play_until(match, table, lambda m: "legend" in kinds(m), seed=seed)
    return match, table


def _with_figure(app, key: str, seed: int = 50):
    match, table = _placing(app, (key,), seed)
    act = next(a for a in match.legal_actions(0) if a.kind == "legend")
    table.submit_as(0, act, quiet=True)
    while 0 in match.to_act() and "shadow" in kinds(match):
        table.submit_as(0, next(a for a in match.legal_actions(0) if a.kind == "shadow"),
                        quiet=True)
    app.frame([], 1 / 60)
    return match, table


def _mask(draw) -> set[tuple[int, int]]:
    surf = pygame.Surface((80, 80))
    surf.fill((0, 0, 0))
    draw(surf)
    return {(x, y) for x in range(80) for y in range(80) if surf.get_at((x, y))[:3] != (0, 0, 0)}


@pytest.mark.rule("TS-M8.4")
@pytest.mark.parametrize("key", KEYS)
def test_each_legendary_figure_has_a_shape_of_its_own(key) -> None:
    """Drawn in one flat colour, the figure still differs from the Oni stack's mask."""
    figure = _mask(lambda s: pygame.draw.polygon(s, (255, 255, 255),
                                                 legendary_ui.outline(key, 40, 40, 20)))
    oni = _mask(lambda s: pygame.draw.polygon(s, (255, 255, 255), art.oni_points(40, 40, 20)))
    assert len(figure ^ oni) > 0.12 * len(oni)  # the same shape recoloured would give 0
    glyph = _mask(lambda s: legendary_ui.draw_glyph(s, key, (40, 40), 20))
    others = [_mask(lambda s, k=k: legendary_ui.draw_glyph(s, k, (40, 40), 20))
              for k in KEYS if k != key]
    assert glyph and all(glyph != other for other in others)  # a sign of its own


@pytest.mark.rule("TS-M8.2", "TS-M8.4")
def test_the_figure_on_the_map_shows_its_sheet_on_hover(app) -> None:
    match, table = _with_figure(app, "gambler")
    hit = next(h for h in table.hits if h.layer == "legend:gambler")
    assert table.map_rect.contains(hit.rect)
    move(app, hit.rect.center)
    assert legendary_ui.hovered(table, hit.rect.center) == "gambler"
    assert table.tooltip_at(hit.rect.center) is None  # the sheet, not a tooltip
    title, lines, _ = legendary_ui.sheet_parts(table.t, "gambler")
    assert "Gambler" in title and any("6" in line and "2 PP" in line for line in lines)
    away = (table.map_rect.right - 3, table.map_rect.bottom - 3)
    assert not hit.rect.collidepoint(away)
    move(app, away)
    assert legendary_ui.hovered(table, away) is None


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_legendary_sheet_fits_whole_and_readable(scale, lang) -> None:
    app = make_test_app()
    try:
        i18n.set_language(lang)
        if scale != 1.0:
            from dataclasses import replace

            app.apply_settings(replace(app.settings, ui_scale=scale))
        match, table = start(app, 4, ALL, seed=3)
        for key in KEYS:
            parts = legendary_ui.sheet_parts(table.t, key)
            lay = sheet.layout(table, table.view(), -1, table.map_rect, table.table_rect,
                               parts)
            assert lay.fits, (key, lang, scale)
            assert "{" not in " ".join(parts[1]) and parts[0]
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.rule("TS-M8.2")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_zone_menu_offers_a_legendary_oni_instead(app, lang) -> None:
    i18n.set_language(lang)
    try:
        match, table = _placing(app)
        by_cell = table.options().by_cell
        cell = next(c for c, acts in sorted(by_cell.items())
                    if any(a.kind == "legend" for a in acts))
        table.mouse = table.cell_point(cell)
        table.click_cell(cell)
        assert table.popup is not None
        texts = [text for text, _, _ in table.popup.items]
        legend = [t for t in texts if ("Instead of an Oni" if lang == "en"
                                        else "À la place d'un Oni") in t]
        assert legend and all("{" not in t for t in texts)
        act = Action("legend", (KEYS.index("horror"), 1, 0))
        assert "Horror of the Abyss" in label(table.words(), act) or lang == "fr"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_zone_menu_names_its_zone_once(app, lang) -> None:
    """« Placer un Petit Oni sur Montagne +20 (−2, −1) » under the heading « Montagne +20
    (−2, −1) »: the repeated zone made the menu so wide that at 150% it covered the
    initiative panel. The entries now leave the zone to the heading, and stay distinct."""
    from game.ui.tables.tsukuyumi.menus import without_place

    i18n.set_language(lang)
    try:
        for seed in range(41, 47):  # a zone where an ordinary Oni may go too
            match, table = _placing(app, seed=seed)
            by_cell = table.options().by_cell
            both = [c for c, acts in sorted(by_cell.items())
                    if {"oni", "legend"} <= {a.kind for a in acts}]
            if both:
                break
        assert both
        table.mouse = table.cell_point(both[0])
        table.click_cell(both[0])
        assert table.popup is not None
        title = table.popup.title
        texts = [text for text, _, _ in table.popup.items]
        assert len(texts) > 2
        assert title and all(title not in t for t in texts), (title, texts)
        assert len(set(texts)) == len(texts) and all(texts)
    finally:
        i18n.set_language("en")
    assert without_place("Place a Small Oni on Mountain +20 (−2, −1)",
                         "Mountain +20 (−2, −1)") == "Place a Small Oni"
    assert without_place("Placer un Petit Oni sur Montagne +20 (−2, −1)",
                         "Montagne +20 (−2, −1)") == "Placer un Petit Oni"
    assert without_place("Mountain +20 (−2, −1)", "Mountain +20 (−2, −1)") == \
        "Mountain +20 (−2, −1)"  # nothing else left: whole
    assert without_place("Move the Hunter", "Plain (0, 1)") == "Move the Hunter"
    assert without_place("Conquête Oni depuis Plaine (0, 1)", "Plaine (0, 1)") == "Conquête Oni"


@pytest.mark.rule("TS-M8.8")
def test_the_bar_says_the_horrors_attack_is_owed(app) -> None:
    match, table = _with_figure(app, "horror", seed=61)
    play_until(match, table, lambda m: m.state.turn is not None and m.state.turn.seat == 0
               and not m.state.pending and "horror" in kinds(m), seed=61)
    assert prompts.prompt_text(table, table.view()) == table.t("ts.ui.prompt.horror")
    assert table.options().by_cell  # its targets are lit zones


def test_the_map_legend_has_a_row_for_the_legendary_oni(app) -> None:
    match, table = start(app, 3, ALL, seed=3)
    rows = legend_ui.legend_rows(table)
    assert any(text == table.t("ts.ui.legend.key") for _, text, _ in rows)
    off, table2 = start(app, 3, {}, seed=3)
    assert not any(text == table2.t("ts.ui.legend.key") for _, text, _ in
                   legend_ui.legend_rows(table2))


@pytest.mark.rule("TS-M8.2", "TS-31.2")
def test_call_of_the_moon_with_a_legendary_oni_reads_apart(app) -> None:
    match, table = start(app, 3, ALL, seed=3)
    words = table.words()
    plain = label(words, Action("play", (15, 0, 1, 0)))
    legend = label(words, Action("play", (15, 3 + KEYS.index("merchant"), 0, 0)))
    assert plain != legend and "Merchant" in legend


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_legendary_value_never_leaves_its_symbol_at_a_line_end(scale, lang) -> None:
    """A screenshot review read "▽ 10 · ♥" / "10 · ♠ 10" on the Trois Ombres' sheet at 150%:
    the symbols and their numbers are bound by no-break spaces, so a line breaks after a "·"
    only."""
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = start(app, 4, ALL, seed=3)
        for key in KEYS:
            parts = legendary_ui.sheet_parts(table.t, key)
            lay = sheet.layout(table, table.view(), -1, *table.sheet_areas(), parts)
            lines = [text for column in lay.columns for block in column
                     for text, _sub, _bold in block]
            for line in lines:
                assert not line.rstrip().endswith(("▽", "♥", "♠")), (key, line)
            values = next(text for text in parts[1] if "▽" in text)
            assert all(f"{s}\u00a0" in values for s in "▽♥♠"), values
    finally:
        app.close()
