"""A scenario's groups of tiles on the Tsukuyumi map (Contrôle, TS-12.5): each group tinted,
outlined just inside its border and numbered, with a tooltip; the zone tooltips say which group a
zone is in, or which group a start zone there would belong to (TS-12.5 DECISION: the group it
covers or touches, never two); the legend lists the groups.

The groups come from the scenario chosen in the view's options (`scenarios.json`, RECONSTRUCTED
like every layout), so a layout with groups needs no code here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.tsukuyumi.scenarios import SCENARIO_BY_ID, Scenario
from game.tsukuyumi.setup import start_group
from game.ui.render.hexmap import Region, badge_radius, region_badge

Cell = tuple[int, int]
T = Callable[..., str]
GROUP_COLOURS = ((204, 168, 255), (255, 200, 140), (150, 228, 232), (236, 236, 150))
"""A light colour per group (told apart by their numbers too, never by colour alone)."""


def scenario(view: Any) -> Scenario | None:
    """The scenario of the view's board option, when it has groups."""
    sc = SCENARIO_BY_ID.get(str(view.option("board", "standard")))
    return sc if sc is not None and sc.groups else None


def regions(view: Any) -> list[Region]:
    """The groups as map regions, numbered from 1."""
    sc = scenario(view)
    if sc is None:
        return []
    return [Region(tuple(cells), GROUP_COLOURS[k % len(GROUP_COLOURS)], str(k + 1))
            for k, cells in enumerate(sc.groups)]


def group_tip(t: T, view: Any, number: int) -> str:
    """A group's tooltip: its number, its scenario's rule."""
    sc = scenario(view)
    n = len(sc.groups) if sc is not None else 0
    return t("ts.ui.group.tip", n=number, total=n,
             scenario=t(f"ts.option.board.{view.option('board', '')}"))


def zone_lines(t: T, view: Any, at: Cell) -> list[str]:
    """What a zone's tooltip says about the groups: the zone's group, or for an empty edge
    position or a start zone the group a start zone there belongs to."""
    sc = scenario(view)
    if sc is None:
        return []
    k = sc.group_of(at)
    if k is not None:
        return [t("ts.ui.group.zone", n=k)]
    z = view.board.index.get(at)
    if z is not None and z.kind != "start":
        return []
    g = start_group(sc, at)
    if g is None:
        return [t("ts.ui.group.start_none")] if z is None else []
    return [t("ts.ui.group.start", n=g + 1)]


def add_badge_hits(table, view: Any) -> None:
    """Tooltips on the drawn group numbers (the map draws them with the board)."""
    mv = table.mv
    for region in regions(view):
        x, y = region_badge(mv, region)
        radius = badge_radius(mv)
        table.add_hit(pygame.Rect(round(x) - radius, round(y) - radius, 2 * radius, 2 * radius),
                      group_tip(table.t, view, int(region.label)), layer="map")


__all__ = ["GROUP_COLOURS", "add_badge_hits", "group_tip", "regions", "scenario", "zone_lines"]
