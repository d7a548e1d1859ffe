"""The table's part of Module 5, mascots (TS-M5).

- On the map a stack holding a mascot carries a second, smaller piece at its top left: the
  seat's marker (its colour and shape) crowned in gold — a mark of its own, never colour
  alone. Its tooltip names the mascot, its values, its rule and what it is worth (TS-M5.2);
  a click on it selects the stack like a click on the stack.
- The faction sheet lists the faction's mascot under its units, and the map's legend has a
  row for its piece, while the module is on.
- The live score's tooltip and the results screen show the mascot's VP as their own part
  (`scoring.other_sources`, TS-10.9).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.tsukuyumi import modules, scoring
from game.tsukuyumi.modules import m5_mascots as m5
from game.ui.render.hexmap_art import OUTLINE
from game.ui.tables.tsukuyumi.actions_ui import unit_name
from game.ui.widgets.marker import draw_marker

GOLD = (250, 206, 72)
"""The crown of the mascot mark."""


def draw_mascot(surface: pygame.Surface, centre: tuple[float, float], r: int, colour,
                shape: str) -> pygame.Rect:
    """The mascot piece: the seat's marker of radius `r` in a gold ring, a gold crown on top."""
    cx, cy = round(centre[0]), round(centre[1])
    pygame.draw.circle(surface, OUTLINE, (cx, cy), r + max(3, r // 3))
    pygame.draw.circle(surface, GOLD, (cx, cy), r + max(2, r // 4))
    draw_marker(surface, (cx, cy), r, colour, shape)
    w, h = r * 1.3, r * 0.85
    top = cy - r * 0.95
    crown = [(cx - w / 2, top + h / 2), (cx - w / 2, top - h / 2), (cx - w / 4, top),
             (cx, top - h * 0.7), (cx + w / 4, top), (cx + w / 2, top - h / 2),
             (cx + w / 2, top + h / 2)]
    pygame.draw.polygon(surface, GOLD, crown)
    pygame.draw.polygon(surface, OUTLINE, crown, max(1, r // 5))
    ring = r + max(3, r // 3)
    return pygame.Rect(cx - ring, round(top - h * 0.7), 2 * ring, round(cy + ring - top + h * 0.7))


def mascot_tip(t, view: Any, name, owner: int, st: Any) -> str:
    """The mascot's tooltip: name and values, its rule, its VP (TS-M5.2, TS-M5.4; none at two
    players, TS-13.8: `st` is the game's state, whose scoring mode says)."""
    from game.ui.tables.tsukuyumi.tips import unit_line

    unit = m5.mascot(view, owner)
    if unit is None:
        return t("ts.ui.m5.lost")
    lines = [unit_line(t, unit.kind), t("ts.ability.mascot")]
    who = name(owner)
    lines.append(t("ts.ui.m5.alive" if scoring.vp_mode(st) is None else "ts.ui.m5.no_vp",
                   who=who))
    if modules.reconstructed(m5.KEY):
        lines.append(t("ts.help.reconstructed.m5"))
    return "\n".join(lines)


def mascot_piece(table, view: Any, owner: int, units: list[Any], centre: tuple[float, float],
                 r: int, colour, action: Any) -> tuple[list, list]:
    """The mascot's piece, crowning its stack's piece (beside it, it met the count's badge,
    another piece or the zone's icons), and its Hit (none when the stack has none)."""
    from game.ui.tables.tsukuyumi.art import colour_of
    from game.ui.tables.tsukuyumi.table import Hit

    if owner < 0 or not any(m5.is_mascot(u.kind) for u in units):
        return [], []
    shape = table.match.seats[owner].shape
    rb = max(5, round(r * 0.5))
    half = 2 * rb + 4
    sprite = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    box = draw_mascot(sprite, (half, half + rb * 0.4), rb, colour_of(colour), shape)
    x, y = round(centre[0]), round(centre[1] - r * 1.05 - rb * 0.4)
    place = (x - half, y - half)
    tip = lambda: mascot_tip(table.t, view, table.name, owner, table.match.state)  # noqa: E731
    return [(sprite, place)], [Hit(box.move(place), tip, action, layer="map")]


def legend_rows(table, s: int) -> list[tuple[Any, str, str]]:
    """The legend's row for the mascot piece (icon, text, tooltip), while the module is on."""
    from game.ui.tables.tsukuyumi.art import colour_of

    if not modules.is_on(table.match.state, m5.KEY):
        return []
    seat = table.viewer if table.viewer is not None else 0
    cfg = table.match.seats[seat]

    def icon(surface: pygame.Surface, centre: tuple[int, int]) -> None:
        draw_mascot(surface, (centre[0], centre[1] + s * 0.25), max(4, round(s * 0.55)),
                    colour_of(cfg.colour), cfg.shape)

    t = table.t
    return [(icon, t("ts.ui.legend.mascot"), t("ts.ability.mascot"))]


def sheet_lines(t, view: Any, faction: str) -> list[str]:
    """The faction sheet's mascot line, while the module is on."""
    spec = m5.MASCOT_OF.get(faction)
    if spec is None or not modules.is_on(view, m5.KEY):
        return []
    return [t("ts.ui.sheet.mascot", name=unit_name(t, spec.key), conquest=spec.conquest,
              health=spec.health, attack=spec.attack)]


__all__ = ["GOLD", "draw_mascot", "legend_rows", "mascot_piece", "mascot_tip", "sheet_lines"]
