"""The groups of tiles of the Control scenario (TS-12.5) on the Tsukuyumi map: each group is
tinted, outlined and numbered, its number has a tooltip, the zone tooltips say which group a
zone is in or which group a start zone would belong to, and the legend lists the groups
without running past the map."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pygame
import pytest
from test_tsukuyumi_table import start as table_start
from ui_helpers import make_test_app

from game.core.match import Match
from game.tsukuyumi.scenarios import SCENARIO_BY_ID
from game.ui.render.hexmap import MapView, region_badge, region_outline
from game.ui.tables.tsukuyumi import TsukuyumiTable, groups_ui
from game.ui.tables.tsukuyumi.legend_ui import layout, legend_rows

CONTROL = SCENARIO_BY_ID["control"]


def start(app, options: dict, n: int = 3, seed: int = 4) -> tuple[Match, TsukuyumiTable]:
    return table_start(app, n, options, seed)


def test_an_outline_is_closed_and_inside_its_hexes() -> None:
    mv = MapView(size=40.0, origin=(300.0, 300.0))
    one = region_outline(mv, [(0, 0)])
    assert len(one) == 6
    two = region_outline(mv, [(0, 0), (1, 0)])
    assert len(two) == 10  # the shared edge is not drawn
    ends = Counter((round(x, 3), round(y, 3)) for seg in two for (x, y) in seg)
    assert set(ends.values()) == {2}  # every corner joins two segments: a closed line
    for (x, y) in ends:  # inside the region, never on a printed edge
        assert mv.cell_at((x, y)) in ((0, 0), (1, 0))


@pytest.mark.rule("TS-12.5")
def test_only_a_scenario_with_groups_has_regions(app) -> None:
    match, table = start(app, {"board": "control"})
    regions = groups_ui.regions(table.view())
    assert [set(r.cells) for r in regions] == [set(g) for g in CONTROL.groups]
    assert [r.label for r in regions] == ["1", "2", "3"]
    assert len({r.colour for r in regions}) == 3
    _, other = start(app, {"board": "standard"}, seed=5)
    assert groups_ui.regions(other.view()) == []


@pytest.mark.rule("TS-12.5")
def test_each_group_is_drawn_numbered_and_explained(app) -> None:
    match, table = start(app, {"board": "control"})
    app.frame([], 1 / 60)
    for region in groups_ui.regions(table.view()):
        # the outline's colour on the screen, half-way along a segment
        (ax, ay), (bx, by) = region_outline(table.mv, region.cells)[0]
        mid = (round((ax + bx) / 2), round((ay + by) / 2))
        assert tuple(app.screen.get_at(mid))[:3] == region.colour
        x, y = region_badge(table.mv, region)
        tip = table.tooltip_at((round(x), round(y))) or ""
        assert f"Group {region.label} of 3" in tip and "Control" in tip
        cell = region.cells[0]
        zone_tip = groups_ui.zone_lines(table.t, table.view(), cell)
        assert zone_tip == [f"Group {region.label}: each player starts from a different group."]


@pytest.mark.rule("TS-12.5")
def test_a_start_position_says_its_group(app) -> None:
    match, table = start(app, {"board": "control", "factions": "random"}, seed=6)
    seat = match.to_act()[0]
    spots = [tuple(a.args) for a in match.legal_actions(seat) if a.kind == "start"]
    assert spots
    for at in spots:  # an edge position, or a tile of a group (the Nest covers one)
        lines = groups_ui.zone_lines(table.t, table.view(), at)
        assert len(lines) == 1, lines
        assert lines[0].startswith(("A start zone here belongs to group", "Group ")), lines


@pytest.mark.parametrize("scale, lang", [(1.0, "en"), (1.5, "fr")])
def test_the_legend_lists_the_groups_inside_the_map(scale, lang) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = start(app, {"board": "control"})
        table.legend = True
        app.frame([], 1 / 60)
        _, text, tip = legend_rows(table)[-1]  # one row for the groups, numbered on the map
        words = ("Groups of tiles (3)", "Control") if lang == "en" else \
            ("Groupes de tuiles (3)", "Contrôle")
        assert text == words[0] and words[1] in tip
        lay = layout(table)  # the legend's rows, each with its tooltip
        rows = [h.rect for h in table.hits if h.tip and h.rect.w == lay.col_w]
        assert len(rows) >= 3 and all(table.visible_map().contains(r) for r in rows)
        assert any(h.tip == tip and h.rect in rows for h in table.hits)
    finally:
        app.close()


def test_a_printed_layout_without_groups_draws_none(app, monkeypatch) -> None:
    from game.ui.tables.tsukuyumi import groups_ui as g

    monkeypatch.setitem(g.SCENARIO_BY_ID, "control", replace(CONTROL, groups=()))
    match, table = start(app, {"board": "control"})
    assert g.regions(table.view()) == []
    assert pygame.Rect(table.map_rect).w > 0
