"""The pieces on the MOONSTAR ring, drawn for `MoonstarTable`: planets, moons (resting,
gliding or dragged), the dice on unmoved moons and the red planet; then the removal poofs and
the banner over the ring.

`moon_slots` keeps each moon in a stable slot on its star through the round; `draw_pieces`
records where every moon was drawn in `table.positions` (clicks and glides start there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import assets, theme
from game.ui.render import ring
from game.ui.render.dice import draw_d6
from game.ui.render.pieces import draw_moon, draw_planet
from game.ui.theme import px

if TYPE_CHECKING:
    from game.ui.tables.moonstar.table import MoonstarTable


def moon_star(view, moon: int) -> int:
    """Where a moon stands now: its landing star once moved, else its start star."""
    if view.landed and moon < len(view.landed) and view.landed[moon] >= 0:
        return view.landed[moon]
    return view.moons[moon]


def moon_slots(view) -> dict[int, tuple[int, int, int]]:
    """moon -> (star, slot, slots on that star), stable through the round: a moon keeps
    the slot it started in until it moves (leaving a gap, so the next click still hits
    the moon it aims at), and a moon that lands takes the next slot after every moon
    that started there, in the order moved."""
    starts: dict[int, list[int]] = {}
    for moon, star in enumerate(view.moons):
        starts.setdefault(star, []).append(moon)
    landed: dict[int, list[int]] = {}
    order = list(view.move_order) if view.move_order else []
    for moon in order:
        if view.landed and view.landed[moon] >= 0:
            landed.setdefault(view.landed[moon], []).append(moon)
    out: dict[int, tuple[int, int, int]] = {}
    for moon in range(len(view.moons)):
        star = moon_star(view, moon)
        total = len(starts.get(star, [])) + len(landed.get(star, []))
        if view.landed and view.landed[moon] >= 0 and moon in landed.get(star, []):
            slot = len(starts.get(star, [])) + landed[star].index(moon)
        else:
            slot = starts[star].index(moon)
        out[moon] = (star, slot, total)
    return out


def draw_pieces(table: MoonstarTable, surface: pygame.Surface, view) -> None:
    """Planets, moons (gliding ones along the ring), then every die and the red planet
    on top, so a landed moon never hides a die or the red planet."""
    geo = table.geo
    assert geo is not None
    planets = dict(view.planets)
    slots = moon_slots(view)
    totals: dict[int, int] = {}
    for star, _slot, total in slots.values():
        totals[star] = max(totals.get(star, 0), total)
    table.positions = {}
    places: dict[int, list] = {}
    red_at = None
    for star in range(len(geo.stars)):
        planet_pos, places[star] = ring.piece_positions(geo, star, totals.get(star, 0),
                                                        star in planets)
        if planet_pos is not None:
            draw_planet(surface, planet_pos, geo.planet_radius, planets[star])
            if view.red == star:
                red_at = planet_pos
    for moon, (star, slot, _total) in slots.items():
        table.positions[moon] = places[star][slot]
    for moon, pos in table.positions.items():
        if moon not in table.glides:
            _draw_moon(table, surface, view, moon, pos)
    for moon, pos in table.positions.items():
        if moon not in table.glides:
            _draw_die(table, surface, view, moon, pos)
    for moon, glide in table.glides.items():
        if moon in table.positions:
            end = table.positions[moon]
            t = float(glide.tween.value)
            pos = ring.glide_point(geo, glide.start, end, glide.steps, glide.clockwise, t)
            draw_moon(surface, pos, geo.moon_radius, "selected")
    if red_at is not None:  # MS-7.6: the red planet, large and above the moons
        r = geo.planet_radius
        pygame.draw.circle(surface, (230, 60, 50), (round(red_at[0]), round(red_at[1])),
                           round(r * 1.25), max(3, px(4)))
        draw_planet(surface, (red_at[0] + r * 0.95, red_at[1] - r * 0.95), r * 0.62,
                    None, red=True)


def _draw_moon(table: MoonstarTable, surface: pygame.Surface, view, moon: int, pos) -> None:
    geo = table.geo
    assert geo is not None
    removed = bool(view.removed) and view.removed[moon]
    moved = bool(view.landed) and view.landed[moon] >= 0
    state = "ghost" if removed else "moved" if moved else "normal"
    if moon == table.selected_moon and not removed:
        state = "selected"
    if table.drag is not None and table.drag.kind == "moon" and table.drag.star == \
            view.moons[moon] and moon == _drag_moon(table, view):
        return
    draw_moon(surface, pos, geo.moon_radius, state)


def _draw_die(table: MoonstarTable, surface: pygame.Surface, view, moon: int, pos) -> None:
    """The die on an unmoved moon (drawn after every moon: always readable)."""
    geo = table.geo
    assert geo is not None
    if shows_die(view, moon):
        centre, size = die_place(geo, pos)
        draw_d6(surface, centre, size, view.moon_die[moon], "locked")


def shows_die(view, moon: int) -> bool:
    """Whether `_draw_die` draws a die on this moon (it has one and has not moved)."""
    removed = bool(view.removed) and view.removed[moon]
    moved = bool(view.landed) and view.landed[moon] >= 0
    return bool(view.moon_die and moon < len(view.moon_die) and view.moon_die[moon]
                and not moved and not removed)


def die_place(geo, pos) -> tuple[tuple[float, float], int]:
    """Centre and size of the die drawn on a moon at `pos`: up and right of it."""
    r = geo.moon_radius
    return (pos[0] + r * 0.85, pos[1] - r * 0.85), max(14, round(r * 1.6))


def _drag_moon(table: MoonstarTable, view) -> int | None:
    """The moon hidden while dragged (the last one on its star)."""
    if table.drag is None:
        return None
    on = [m for m in range(len(view.moons)) if view.moons[m] == table.drag.star]
    return on[-1] if on else None


def draw_drag(table: MoonstarTable, surface: pygame.Surface) -> None:
    """The piece under the mouse while dragged (its phase module draws it)."""
    from game.ui.tables.moonstar import play as moonstar_play
    from game.ui.tables.moonstar import setup as moonstar_setup

    drag = table.drag
    assert drag is not None and table.geo is not None
    if drag.kind == "die":
        moonstar_play.draw_die_drag(table, surface, drag)
    elif drag.kind == "move":
        moonstar_play.draw_moon_drag(table, surface, drag)
    else:
        moonstar_setup.draw_piece_drag(table, surface, drag)


def draw_poofs(table: MoonstarTable, surface: pygame.Surface) -> None:
    """A fading red ring where each removed moon stood."""
    for pos, tween in table.poofs:
        t = float(tween.value)
        r = round(table.geo.moon_radius * (1 + 1.4 * t)) if table.geo else 10
        ring_s = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
        pygame.draw.circle(ring_s, (*theme.ERROR, round(220 * (1 - t))), (r + 2, r + 2), r,
                           max(2, px(3)))
        surface.blit(ring_s, ring_s.get_rect(center=(round(pos[0]), round(pos[1]))))


def draw_banner(table: MoonstarTable, surface: pygame.Surface) -> None:
    """The banner (`show_banner`) at the top of the ring, fading out."""
    if table.banner is None:
        return
    text, tween = table.banner
    alpha = min(1.0, float(tween.value) * 4)
    fs = px(theme.FONT_HEADING)
    img = assets.text(text, fs, theme.TEXT, bold=True)
    box = img.get_rect(center=(table.ring_rect.centerx, table.ring_rect.y + px(40)))
    box.inflate_ip(px(36), px(18))
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (12, 16, 40, round(230 * alpha)), panel.get_rect(),
                     border_radius=px(12))
    pygame.draw.rect(panel, (*theme.ACCENT, round(255 * alpha)), panel.get_rect(), 2,
                     border_radius=px(12))
    surface.blit(panel, box)
    img = img.copy()
    img.set_alpha(round(255 * alpha))
    surface.blit(img, img.get_rect(center=box.center))
