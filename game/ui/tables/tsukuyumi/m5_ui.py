"""The table's part of Module 5, mascots (TS-M5).

- On the map a stack holding a mascot wears a gold crown on its count's badge — a mark of its
  own, never colour alone (a piece of its own beside the stack collided with the zone's
  icons, the next piece or the next zone). Hovering the crown or the badge names the mascot,
  its values, its rule and what it is worth (TS-M5.2); a click there selects the stack like
  a click on the stack.
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
from game.ui import theme
from game.ui.render.hexmap_art import OUTLINE
from game.ui.tables.tsukuyumi.actions_ui import unit_name
from game.ui.widgets.marker import draw_marker

GOLD = (250, 206, 72)
"""The crown of the mascot mark."""


def draw_crown(surface: pygame.Surface, base: tuple[float, float], w: float, h: float,
               line: int = 1) -> pygame.Rect:
    """A gold crown `w` wide standing on `base` (the middle of its lower edge), its points
    1.2 `h` above; returns its bounds."""
    cx, bottom = base
    top = bottom - h / 2
    crown = [(cx - w / 2, bottom), (cx - w / 2, top - h / 2), (cx - w / 4, top),
             (cx, top - h * 0.7), (cx + w / 4, top), (cx + w / 2, top - h / 2),
             (cx + w / 2, bottom)]
    pygame.draw.polygon(surface, GOLD, crown)
    pygame.draw.polygon(surface, OUTLINE, crown, line)
    return pygame.Rect(round(cx - w / 2), round(top - h * 0.7), round(w) + 1,
                       round(bottom - top + h * 0.7) + 1)


def mascot_tip(t, view: Any, name, owner: int, st: Any) -> str:
    """The mascot's tooltip: name and values, its rule, its VP (TS-M5.2, TS-M5.4; none at two
    players, TS-13.8: `st` is the game's state, whose scoring mode says)."""
    from game.ui.tables.tsukuyumi.tips import ability_text, unit_line

    unit = m5.mascot(view, owner)
    if unit is None:
        return t("ts.ui.m5.lost")
    lines = [unit_line(t, unit.kind), ability_text(t, "mascot", st.n)]
    who = name(owner)
    lines.append(t("ts.ui.m5.alive" if scoring.vp_mode(st) is None else "ts.ui.m5.no_vp",
                   who=who))
    if modules.reconstructed(m5.KEY):
        lines.append(t("ts.help.reconstructed.m5"))
    return "\n".join(lines)


def mascot_piece(table, view: Any, owner: int, units: list[Any], centre: tuple[float, float],
                 r: int, colour, action: Any, side: int) -> tuple[list, list]:
    """A stack with its mascot wears a gold crown on its count's badge (on the piece's
    `side`), and the crown and the badge answer with the mascot's tooltip; none when the
    stack has no mascot. A piece of its own beside the stack stood between two pieces; on top
    of it, it hid the piece and the zone's marker; under the badge, it fell in the next zone
    (three screenshot reviews, stop 76)."""
    from game.ui.tables.tsukuyumi import art
    from game.ui.tables.tsukuyumi.table import Hit

    if owner < 0 or not any(m5.is_mascot(u.kind) for u in units):
        return [], []
    badge = art.badge_box(centre, r, len(units), theme.px(art.BADGE_FLOOR), side)
    w = max(theme.px(9), round(badge.w * 0.8))
    h = w * 0.55
    sprite = pygame.Surface((w + 4, round(h * 2.2) + 4), pygame.SRCALPHA)
    base = (sprite.get_width() / 2, sprite.get_height() - 2)
    box = draw_crown(sprite, base, w, h, max(1, w // 9))
    place = (badge.centerx - round(base[0]), badge.top + 2 - round(base[1]))
    tip = lambda: mascot_tip(table.t, view, table.name, owner, table.match.state)  # noqa: E731
    return [(sprite, place)], [Hit(box.move(place).union(badge), tip, action, layer="map")]


def legend_rows(table, s: int) -> list[tuple[Any, str, str]]:
    """The legend's row for the mascot piece (icon, text, tooltip), while the module is on."""
    from game.ui.tables.tsukuyumi.art import colour_of

    if not modules.is_on(table.match.state, m5.KEY):
        return []
    seat = table.viewer if table.viewer is not None else 0
    cfg = table.match.seats[seat]

    def icon(surface: pygame.Surface, centre: tuple[int, int]) -> None:
        # as on the map: the crown on a stack's count badge, beside the seat's marker
        draw_marker(surface, (centre[0] - s * 0.28, centre[1] + s * 0.12), max(3, round(s * 0.36)),
                    colour_of(cfg.colour), cfg.shape)
        pill = pygame.Rect(0, 0, max(8, round(s * 0.62)), max(8, round(s * 0.62)))
        pill.center = (round(centre[0] + s * 0.4), round(centre[1] + s * 0.22))
        pygame.draw.rect(surface, OUTLINE, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, (200, 200, 210), pill, 1, border_radius=pill.h // 2)
        draw_crown(surface, (pill.centerx, pill.top + 2), pill.w * 0.9, pill.w * 0.5)

    from game.ui.tables.tsukuyumi.tips import ability_text

    t = table.t
    return [(icon, t("ts.ui.legend.mascot"),
             ability_text(t, "mascot", table.match.state.n))]


def sheet_lines(t, view: Any, faction: str) -> list[str]:
    """The faction sheet's mascot line, while the module is on."""
    spec = m5.MASCOT_OF.get(faction)
    if spec is None or not modules.is_on(view, m5.KEY):
        return []
    return [t("ts.ui.sheet.mascot", name=unit_name(t, spec.key), conquest=spec.conquest,
              health=spec.health, attack=spec.attack)]


__all__ = ["GOLD", "draw_crown", "legend_rows", "mascot_piece", "mascot_tip", "sheet_lines"]
