"""The faction sheets (TS-20 … TS-23): hovering a seat in the Initiative board or in the
players panel shows its sheet; the sheet gives every unit with ▽ ♥ ♠ and cost, its
abilities and upgrades, and what the faction buys besides units; each of the four sheets
fits whole at a readable size at 100% and 150%, in English and in French."""

from __future__ import annotations

import random

import pygame
import pytest
from test_tsukuyumi_table import move
from ui_helpers import make_test_app

from game.core.match import Match
from game.tsukuyumi import data
from game.tsukuyumi.rules import RULES
from game.ui import assets
from game.ui.scenes.title import TitleScene
from game.ui.tables.tsukuyumi import TsukuyumiTable, sheet
from game.ui.tables.tsukuyumi.capture import choose, demo_seats
from game.ui.tables.tsukuyumi.tips import SUB, ability_text, sheet_parts


def _table(app) -> tuple[Match, TsukuyumiTable]:
    """Four seats, the four factions dealt, in the second round."""
    match = Match(RULES, demo_seats(4), 8, RULES.check_setup(4, {"factions": "random"}))
    app.push(TitleScene(app))
    table = TsukuyumiTable(app, match)
    table.bots.frozen = True
    app.push(table)
    app.frame([], 1 / 60)
    rng = random.Random(8)
    while match.state.round < 2:
        seat = match.to_act()[0]
        table.submit_as(seat, choose(list(match.legal_actions(seat)), rng), quiet=True)
    app.frame([], 1 / 60)
    return match, table


def test_a_players_panel_row_shows_that_seats_sheet(app) -> None:
    match, table = _table(app)
    rows = sheet.players_rows(table)
    assert [seat for _, seat in rows] == list(range(4))
    rect, seat = rows[2]
    assert not table.table_rect.collidepoint(rect.center)  # the frame's panel, not the table
    move(app, rect.center)
    assert table.sheet_at(rect.center) == seat
    # drawn: the sheet covers the map where the board was
    lay = sheet.layout(table, table.view(), seat, table.map_rect, table.table_rect)
    assert lay.title.endswith(table.name(seat))
    move(app, (table.map_rect.centerx, table.map_rect.bottom - 4))
    assert table.sheet_at(table.mouse) is None


def test_an_initiative_row_shows_that_seats_sheet(app) -> None:
    match, table = _table(app)
    rect, seat = next((r, s) for r, s in table.sheet_rows if table.hud_rect.contains(r))
    move(app, rect.center)
    assert table.sheet_at(rect.center) == seat


def test_the_sheet_gives_units_abilities_upgrades_and_material(app) -> None:
    match, table = _table(app)
    by_faction = {s.faction: i for i, s in enumerate(match.state.seats)}
    t = table.t
    for faction, seat in by_faction.items():
        _, lines, units = sheet_parts(t, table.view(), table.name, seat)
        for u in data.units_of(faction):
            head = next(line for line in units if line.startswith(t(f"ts.unit.{u.key}.name")
                                                                   + " ▽"))
            assert f"▽{u.conquest} ♥{u.health} ♠{u.attack} · {u.cost}\u00a0PP" in head
            below = units[units.index(head) + 1:]
            below = below[:next((i for i, x in enumerate(below) if not x.startswith(SUB)),
                                len(below))]
            for ability in u.abilities:
                assert SUB + ability_text(t, ability) in below, (u.key, ability)
            for step in data.upgrades_from(u.key):
                assert any(t(f"ts.unit.{step.to_key}.name") in x for x in below), step
        text = "\n".join(lines)
        if faction == "cyber":
            assert all(t(f"ts.uplink.{u.key}.name") in text for u in data.UPLINKS.values())
        if faction == "nomads":
            assert all(t(f"ts.weapon.{w.key}") in text for w in data.WEAPONS)
        # the Dark Seed's protection is +0 (TS-21.6): said as no extra health, not "+0
        # health to each unit hit", which read as a placeholder
        none = t("ts.ui.sheet.protection_none")
        assert (none in lines) == (faction == "darkseed"), faction


@pytest.mark.parametrize("scale,lang", [(1.0, "en"), (1.0, "fr"), (1.5, "en"), (1.5, "fr")])
def test_every_sheet_fits_whole_and_readable(scale, lang) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = _table(app)
        for seat in range(4):
            lay = sheet.layout(table, table.view(), seat, table.map_rect, table.table_rect)
            assert lay.fits, (match.state.seats[seat].faction, lay.size, lay.need, lay.panel)
            assert table.table_rect.contains(lay.panel)
            # nothing of the sheet is lost: every item is in a column
            _, lines, units = sheet_parts(table.t, table.view(), table.name, seat)
            drawn = [p for col in lay.columns for block in col for p in block]
            assert len(drawn) >= len(lines) + len(units)
            surface = pygame.Surface(app.screen.get_size())
            sheet.draw_sheet(table, surface, table.view(), seat, table.map_rect,
                             table.table_rect)
            faction = match.state.seats[seat].faction
            if faction == "cyber" or (faction, scale, lang) == ("darkseed", 1.0, "en"):
                # rules on the left, units on the right when both fit: the Dark Seed's
                # units began at the foot of the first column and went on in the second
                heading = assets.wrap(table.t("ts.ui.sheet.units"), lay.size, lay.col_w,
                                      True)[0]
                assert lay.columns[1][0][0][0] == heading, (scale, lang)
    finally:
        app.close()
