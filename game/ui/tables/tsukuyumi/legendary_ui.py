"""The legendary Oni on the Tsukuyumi table (TS-M8): their figures, sheets and words.

- A legendary Oni is drawn as its own figure beside the zone's ordinary Oni stack: a crimson
  crowned shape (five spikes over a shield; the Profanateur, a tile, a hexagon with the
  crown) ringed in gold, with a glyph of its own — never colour alone. `split_owners` gives it
  its own place among a zone's stacks; clicks on it are the Oni stack's.
- Hovering the figure shows its sheet (`sheet.draw_sheet` with the lines of `sheet_parts`): its
  size and values, its place, its powers, the reconstructed note — the way a seat row shows a
  faction sheet; the zone tooltip stays away meanwhile.
- The bar's labels name the legendary Oni of `legend` actions and of Call of the Moon played
  with one (`fields`, an `actions_ui.FIELD_HOOKS` entry), so "place a legendary Oni instead"
  is a choice of its own wherever an Oni is placed; the Oni reserve's tooltip tells the
  legendary pool (`reserve_note`).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

from game.tsukuyumi import data
from game.tsukuyumi.modules.legendary_data import BY_KEY, KEYS, KIND_OF, option_keys
from game.tsukuyumi.state import ONI
from game.ui.render.hexmap_art import ONI_COLOUR, OUTLINE
from game.ui.tables.tsukuyumi.actions_ui import FIELD_HOOKS
from game.ui.tables.tsukuyumi.prompts import TURN_PROMPTS
from game.ui.theme import px

GOLD = (236, 196, 86)
GLYPH = (255, 236, 170)
LAYER = "legend:"
"""The hit layer of a figure: `legend:<key>` (hovering it shows the sheet)."""
SCALE = 1.15
"""A legendary figure's size against an Oni stack's."""


# --- the figure ------------------------------------------------------------------------------

def outline(key: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The figure's shape: a shield whose top is a three-spiked crown; the Profanateur, a
    tile, a hexagon with the crown on its top side."""
    if key == "defiler":
        hexagon = [(cx + r * math.cos(math.radians(a)), cy + r * 0.1
                    + r * math.sin(math.radians(a))) for a in (300, 0, 60, 120, 180, 240)]
        return hexagon + _crown(cx, cy, r, 0.5)
    pts = [(cx + math.cos(math.radians(a)) * r * 0.85,
            cy + r * 0.05 + math.sin(math.radians(a)) * r * 0.95)
           for a in range(0, 181, 15)]  # the rounded bottom, right to left
    return [(cx + r * 0.85, cy - r * 0.5), *pts, (cx - r * 0.85, cy - r * 0.5),
            *_crown(cx, cy, r, 0.85)]


def _crown(cx: float, cy: float, r: float, half: float) -> list[tuple[float, float]]:
    """Three spikes from the left to the right, `half` (in radii) either side of the
    centre."""
    h = half * r
    return [(cx - h, cy - r * 1.2), (cx - h / 2, cy - r * 0.62), (cx, cy - r * 1.3),
            (cx + h / 2, cy - r * 0.62), (cx + h, cy - r * 1.2)]


def draw_glyph(surface: pygame.Surface, key: str, centre, r: float, colour=GLYPH) -> None:
    """Each legendary Oni's sign, drawn by code."""
    cx, cy = centre
    w = max(1, round(r / 6))
    if key == "horror":  # tentacles
        for dx in (-0.45, 0.0, 0.45):
            pts = [(cx + dx * r + math.sin(k / 2) * r * 0.15, cy - r * 0.4 + k * r * 0.13)
                   for k in range(8)]
            pygame.draw.lines(surface, colour, False, pts, w)
    elif key == "witness":  # an eye
        box = pygame.Rect(0, 0, r * 1.5, r * 0.8)
        box.center = (round(cx), round(cy))
        pygame.draw.ellipse(surface, colour, box, w)
        pygame.draw.circle(surface, colour, (cx, cy), max(1, r * 0.22))
    elif key == "terror":  # wings
        for side in (-1, 1):
            pygame.draw.polygon(surface, colour, [(cx, cy + r * 0.2), (cx + side * r * 0.9,
                                                                      cy - r * 0.45),
                                                  (cx + side * r * 0.55, cy + r * 0.35)])
    elif key == "defiler":  # a tentacle rooted in the tile
        pygame.draw.lines(surface, colour, False, [(cx - r * 0.5, cy + r * 0.5),
                                                   (cx - r * 0.1, cy), (cx + r * 0.3, cy + r * 0.2),
                                                   (cx + r * 0.5, cy - r * 0.4)], w + 1)
    elif key == "shadows":  # a hooded shade, two eyes in the dark
        pygame.draw.polygon(surface, colour, [(cx, cy - r * 0.8), (cx + r * 0.6, cy + r * 0.6),
                                              (cx - r * 0.6, cy + r * 0.6)])
        for side in (-1, 1):
            pygame.draw.circle(surface, ONI_COLOUR, (cx + side * r * 0.16, cy + r * 0.05),
                               max(1, r * 0.1))
    elif key == "gambler":  # a die
        box = pygame.Rect(0, 0, r * 1.1, r * 1.1)
        box.center = (round(cx), round(cy))
        pygame.draw.rect(surface, colour, box, w, border_radius=max(1, round(r / 5)))
        for k in (-1, 0, 1):
            pygame.draw.circle(surface, colour, (cx + k * r * 0.28, cy + k * r * 0.28),
                               max(1, r * 0.1))
    elif key == "merchant":  # a coin
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.55, w)
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.2)
    else:  # the Ronin: two crossed blades
        for sign in (-1, 1):
            pygame.draw.line(surface, colour, (cx - sign * r * 0.6, cy + r * 0.6),
                             (cx + sign * r * 0.6, cy - r * 0.6), w + 1)


def draw_figure(surface: pygame.Surface, centre, r: int, key: str, turned: bool = False,
                selected: bool = False, lit: bool = False) -> pygame.Rect:
    """A legendary Oni's figure (see the module docstring); returns its bounds."""
    cx, cy = round(centre[0]), round(centre[1])
    if selected or lit:
        ring = (255, 226, 120) if selected else (120, 230, 150)
        pygame.draw.circle(surface, ring, (cx, cy), r + max(3, r // 3), max(2, r // 5))
    pts = outline(key, cx, cy, r)
    pygame.draw.polygon(surface, ONI_COLOUR, pts)
    pygame.draw.polygon(surface, OUTLINE, pts, max(2, r // 4))
    pygame.draw.polygon(surface, GOLD, pts, max(1, r // 7))
    draw_glyph(surface, key, (cx, cy + r * 0.12), r * 0.62)
    if turned:  # the Profanateur's tile turned over once (TS-M8.17): a crack across it
        pygame.draw.line(surface, OUTLINE, (cx - r * 0.7, cy + r * 0.6),
                         (cx + r * 0.7, cy - r * 0.2), max(2, r // 5))
    return pygame.Rect(cx - r, cy - round(r * 1.2), 2 * r, round(r * 2.2))


@lru_cache(maxsize=128)
def figure_sprite(r: int, key: str, turned: bool, selected: bool, lit: bool
                  ) -> tuple[pygame.Surface, int]:
    """A figure on a transparent square, and the square's half side."""
    half = 2 * r + 8
    sprite = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    sprite.fill((*GOLD, 0))
    draw_figure(sprite, (half, half), r, key, turned, selected, lit)
    return sprite, half


def piece(centre, r: int, units: list[Any], selected: bool, lit: bool
          ) -> tuple[pygame.Surface, tuple[int, int], pygame.Rect]:
    """A legendary figure's picture, its top left and its bounds (as `art.stack_piece`)."""
    key = KIND_OF[units[0].kind]
    size = round(r * SCALE)
    sprite, half = figure_sprite(size, key, units[0].kind != key, selected, lit)
    cx, cy = round(centre[0]), round(centre[1])
    return sprite, (cx - half, cy - half), pygame.Rect(cx - size, cy - round(size * 1.2),
                                                       2 * size, round(size * 2.2))


# --- the stacks of a zone ------------------------------------------------------------------

def split_owners(owners: list[tuple[int, list[Any]]]) -> list[tuple[int, list[Any]]]:
    """A zone's stacks with each legendary Oni apart from the ordinary Oni (its own figure)."""
    out: list[tuple[int, list[Any]]] = []
    for owner, units in owners:
        if owner != ONI or not any(u.kind in KIND_OF for u in units):
            out.append((owner, units))
            continue
        plain = [u for u in units if u.kind not in KIND_OF]
        if plain:
            out.append((owner, plain))
        for key in KEYS:
            figs = [u for u in units if KIND_OF.get(u.kind) == key]
            if figs:
                out.append((owner, figs))
    return out


def is_legendary(units: list[Any]) -> bool:
    """Is this group a legendary Oni's figure?"""
    return bool(units) and units[0].kind in KIND_OF


def hovered(table, pos) -> str | None:
    """The legendary Oni whose figure is under `pos` (its sheet is shown), if any."""
    if not table.map_rect.collidepoint(pos):
        return None
    for hit in reversed(table.hits):
        if hit.layer.startswith(LAYER) and hit.rect.collidepoint(pos):
            return str(hit.layer[len(LAYER):])
    return None


# --- its sheet ---------------------------------------------------------------------------------

def sheet_parts(t, key: str) -> tuple[str, list[str], list[str]]:
    """A legendary Oni's sheet as (title, lines, unit lines): values, place and powers."""
    legend = BY_KEY[key]
    unit = data.UNIT_BY_KEY[key]
    title = t("ts.ui.legend.title", name=t(f"ts.option.legendary_oni.{key}"))
    lines = [t("ts.ui.legend.values", size=t(f"ts.size.{unit.size}"), conquest=unit.conquest,
               health=unit.health, attack=unit.attack, figures=legend.figures)]
    lines += [t(f"ts.ui.legend.{key}.{part}") for part in ("place", "power")]
    if key == "gambler":
        lines += [t(f"ts.ui.legend.gambler.roll{k}") for k in range(1, 7)]
    for ability in unit.abilities:
        lines.append(t(f"ts.ability.{ability}"))
    lines.append(t("ts.ui.legend.common"))
    if legend.is_reconstructed:
        lines.append(t("ts.help.reconstructed.legendary"))
    return title, lines, []


def icon(key: str):
    """A sheet's title icon: the figure, small."""
    def draw(surface: pygame.Surface, centre, r: int) -> None:
        draw_figure(surface, centre, max(6, round(r * 1.1)), key)
    return draw


# --- words ---------------------------------------------------------------------------------------

def fields(w: Any, action: Any, out: dict[str, Any]) -> None:
    """Label fields of the legendary actions (an `actions_ui.FIELD_HOOKS` entry)."""
    t, args = w.t, action.args
    if action.kind == "legend" and args and 0 <= args[0] < len(KEYS):
        out["legendary"] = t(f"ts.arg.legendary.{KEYS[args[0]]}")
    elif action.kind == "play" and len(args) > 1 and args[0] == 15 and \
            len(data.SIZES) <= args[1] < len(data.SIZES) + len(KEYS):  # E15 with one
        key = KEYS[args[1] - len(data.SIZES)]
        out["event"] = t("ts.ui.act.play_legend", event=out.get("event", ""),
                         legendary=t(f"ts.arg.legendary.{key}"))


def reserve_note(t, view: Any) -> str:
    """The legendary pool in words (TS-40.2: public), '' when the toggle is off."""
    chosen = option_keys(view)
    if not chosen:
        return ""
    on_board = {KIND_OF[u.kind] for u in view.units if u.kind in KIND_OF}
    names = ", ".join(t(f"ts.option.legendary_oni.{k}") for k in chosen if k not in on_board)
    line = t("ts.ui.legend.pool", names=names or t("ts.ui.none"))
    for key in on_board:
        line += "\n" + t("ts.ui.legend.in_play", name=t(f"ts.option.legendary_oni.{key}"))
    return line


def legend_rows(t, view: Any) -> list[tuple[Any, str, str]]:
    """The map legend's row for the legendary Oni (when chosen): the crowned figure (the one
    in play, else the first chosen), its tooltip naming each with what it does."""
    chosen = option_keys(view)
    if not chosen:
        return []
    in_play = [KIND_OF[u.kind] for u in view.units if u.kind in KIND_OF]
    shown = in_play[0] if in_play else chosen[0]

    def draw(surface: pygame.Surface, centre: tuple[int, int]) -> None:
        draw_figure(surface, (centre[0], centre[1] + px(2)), px(8), shown)

    tip = "\n".join([t("ts.ui.legend.key_tip")] + [
        t("ts.ui.labelled", label=t(f"ts.option.legendary_oni.{k}"),
          text=t(f"ts.option.legendary_oni.{k}.help")) for k in chosen])
    return [(draw, t("ts.ui.legend.key"), tip)]


def turn_prompt(table, view: Any) -> str | None:
    """The turn's sentence while the Horreur's extra attack is owed (TS-M8.8)."""
    kinds = {a.kind for a in table.options().legal}
    if "horror" in kinds:
        return table.t("ts.ui.prompt.horror")
    if "horror_step" in kinds:
        return table.t("ts.ui.prompt.horror_step")
    return None


FIELD_HOOKS.append(fields)
TURN_PROMPTS.append(turn_prompt)

__all__ = ["LAYER", "draw_figure", "draw_glyph", "fields", "hovered", "icon", "is_legendary",
           "outline", "piece", "reserve_note", "sheet_parts", "split_owners"]
