"""The table's part of modules M5 (mascots) and M7 (Oni missions): the pieces on the map, the
faction sheet, the cards panel, the live score and the results (TS-M5, TS-M7, TS-10.9)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from test_tsukuyumi_table import click, play_until, start

from game.tsukuyumi import scoring
from game.tsukuyumi.modules import m5_mascots as m5
from game.tsukuyumi.rules import RULES
from game.ui import i18n
from game.ui.tables.tsukuyumi import TsukuyumiTable, legend_ui, tips


def _text(hit) -> str:
    return hit.text() if hasattr(hit, "text") else ""


@pytest.mark.rule("TS-M5.1", "TS-M5.2", "TS-M5.5")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_mascot_is_its_own_piece_listed_on_the_sheet_and_scored(app, lang: str) -> None:
    i18n.set_language(lang)
    try:
        match, table = start(app, 3, {"factions": "random", "modules": ("m5",)}, seed=4)
        play_until(match, table, lambda m: m.state.round == 1 and m.state.phase == "blue")
        st = match.state
        alive = i18n.t("ts.ui.m5.alive", who="").split(":")[-1].strip()
        pieces = [h for h in table.hits if alive in _text(h)]
        owners = {s for s in range(3) if m5.mascot(st, s) is not None}
        assert len(pieces) == len(owners) == 3  # one crowned piece per mascot on the board
        for hit in pieces:
            assert i18n.t("ts.ability.mascot") in _text(hit)
            click(app, hit.rect.center)  # a click is harmless: a stack's click, or nothing
        view = RULES.view(st, 0)
        _, _, units = tips.sheet_parts(i18n.t, view, table.name, 0)
        name = i18n.t(f"ts.unit.{m5.MASCOT_OF[st.seats[0].faction].key}.name")
        assert any(name in line for line in units)
        rows = [text for _, text, _ in legend_ui.legend_rows(table)]
        assert i18n.t("ts.ui.legend.mascot") in rows  # the map's key names the piece
        tip = tips.score_tip(i18n.t, st, 0).split("\n")
        assert i18n.t("ts.ui.score.other", name=i18n.t("ts.ui.over.m5"), n=1) in tip
        over = scoring.finish(st, [])
        fake = SimpleNamespace(match=SimpleNamespace(state=over, is_over=True), t=i18n.t)
        titles, values = TsukuyumiTable.score_details(fake)
        assert titles[-1] == i18n.t("ts.ui.over.m5")
        for seat in range(3):
            assert values[seat][-1] == 1 and sum(values[seat]) == over.final[seat]
    finally:
        i18n.set_language("en")


@pytest.mark.rule("TS-M7.1", "TS-M7.3", "TS-40.2")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_oni_mission_cards_are_in_the_right_column_with_their_holder(app, lang) -> None:
    from game.tsukuyumi.modules import m7_oni_missions as m7
    from game.ui.tables.tsukuyumi import m7_ui

    i18n.set_language(lang)
    try:
        match, table = start(app, 3, {"factions": "random", "modules": ("m5", "m7")}, seed=4)
        play_until(match, table, lambda m: m.state.round == 1 and m.state.phase == "blue")
        table.show_hud_tab("modules")
        app.frame([], 1 / 60)
        free = [h for h in table.hits if i18n.t("ts.ui.m7.free") in _text(h)]
        assert len(free) == 3  # laid out from the setup, each a chip with its tooltip
        for key in m7.CARDS:
            assert any(i18n.t(f"ts.m7.{key}.text") in _text(h) for h in free)
        st = m7.take(match.state, 1, "conquer_moon_centre", [])
        (title, _, chips), = m7_ui._section(table, RULES.view(st, 0))
        assert title == i18n.t("ts.ui.m7.cards")
        text, tip, _ = chips[0]
        assert text == f"{table.name(1)} ✓ · {i18n.t('ts.m7.hearts_fall.name')}"
        assert i18n.t("ts.ui.m7.taken_by", who=table.name(1)) in tip
        assert i18n.t("ts.help.reconstructed.m7") in tip
        over = scoring.finish(st, [])
        fake = SimpleNamespace(match=SimpleNamespace(state=over, is_over=True), t=i18n.t)
        titles, values = TsukuyumiTable.score_details(fake)
        assert titles[-2:] == [i18n.t("ts.ui.over.m5"), i18n.t("ts.ui.over.m7")]
        assert [values[s][-1] for s in range(3)] == [0, 1, 0]
    finally:
        i18n.set_language("en")


def test_the_stack_panel_names_its_units_in_one_type_size(app, monkeypatch) -> None:
    """At 150% in French the stack panel stepped « Mascotte Nuée Noire » down alone, its row
    smaller than « Soldat » and « Guêpe » above it: the rows now share one size."""
    import pygame
    from ui_helpers import texts_drawn

    from game.ui.tables.tsukuyumi import combat_ui

    i18n.set_language("fr")
    try:
        match, table = start(app, 3, {"factions": "random", "modules": ("m5",)}, seed=4)
        units = [SimpleNamespace(kind=k, uid=i) for i, k in
                 enumerate(("warrior", "wasp", "mascot_darkseed"))]
        monkeypatch.setattr(combat_ui, "_stack_panel_texts",
                            lambda tb, view: (units, "Pile", "Cliquez sur une zone."))
        table.sel_units = []
        surface = pygame.Surface((800, 600))
        box = pygame.Rect(10, 10, 250, 200)  # too narrow for the mascot's name at full size
        with texts_drawn() as drawn:
            combat_ui._draw_stack_panel(table, surface, match.view(0), box)
        names = {combat_ui.unit_name(i18n.t, u.kind) for u in units}
        sizes = {size for text, size in drawn if any(text.startswith(n[:6]) for n in names)}
        assert len(sizes) == 1, drawn
    finally:
        i18n.set_language("en")
