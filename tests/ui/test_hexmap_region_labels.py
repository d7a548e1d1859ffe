"""A region's label (a scenario group's number) is drawn over the board's edges.

A stop-82 review of tsukuyumi_scenario_control.png saw a red barrier line across the « 3 »
of a group: the label was drawn with its region, under the edges. `draw_board` and the
cached `BoardLayers` now draw every label after every edge."""

from __future__ import annotations

import pygame
import pytest

from game.ui.render import hexmap
from game.ui.render.hexmap import EdgeLook, MapView, Region, ZoneLook
from game.ui.render.hexmap_layers import BoardLayers


@pytest.mark.parametrize("cached", [False, True])
def test_labels_come_after_edges(cached: bool, monkeypatch) -> None:
    pygame.init()
    order: list[str] = []
    real_edge, real_badge = hexmap.draw_edge, hexmap.draw_badge
    monkeypatch.setattr(hexmap, "draw_edge",
                        lambda *a, **k: (order.append("edge"), real_edge(*a, **k))[1])
    monkeypatch.setattr(hexmap, "draw_badge",
                        lambda *a, **k: (order.append("badge"), real_badge(*a, **k))[1])
    from game.ui.render import hexmap_layers

    for module in (hexmap, hexmap_layers):  # each picture's parts, marked in the order
        for name in ("draw_under", "draw_over"):
            real = getattr(hexmap, name)

            def marked(*a, _name=name, _real=real, **k):
                order.append(_name)
                return _real(*a, **k)

            monkeypatch.setattr(module, name, marked)
    surface = pygame.Surface((400, 400))
    mv = MapView(size=30.0, origin=(200.0, 200.0), rect=pygame.Rect(0, 0, 400, 400))
    zones = [ZoneLook(0, 0, "area", "ocean"), ZoneLook(1, 0, "area", "fertile")]
    edges = [EdgeLook(0, 0, d, "barrier") for d in range(6)]
    regions = [Region(((0, 0), (1, 0)), (90, 200, 220), "3")]
    if cached:
        BoardLayers().draw(surface, mv, zones, edges, regions=regions,
                           base=pygame.Surface((400, 400)))
    else:
        hexmap.draw_board(surface, mv, zones, edges, regions=regions)
    assert "badge" in order and "edge" in order
    parts: list[tuple[str, list[str]]] = []
    for what in order:
        if what.startswith("draw_"):
            parts.append((what, []))
        else:
            parts[-1][1].append(what)
    assert all("badge" not in drawn for name, drawn in parts if name == "draw_under")
    overs = [drawn for name, drawn in parts if name == "draw_over" and drawn]
    assert overs and all("badge" in drawn for drawn in overs)
    for drawn in overs:  # every label after every edge of its picture
        assert drawn.index("badge") > max(i for i, w in enumerate(drawn) if w == "edge")
