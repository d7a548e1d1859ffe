"""What the Tsukuyumi table animates when the match reports events (`Anims`, one per table).

Nothing here changes the match: it reads the (viewer's) events and draws over the table.

- Units glide along their path when a Movement is carried out (`ts.move.step`, TS-6.15),
  when they retreat, deploy, or an Oni moves: the moving units leave their stack at once and
  a piece slides zone by zone to where the view already has them.
- A combat flashes its zone (`ts.combat`), a conquest flashes it again, green or red, with
  its numbers floating up ("▽50 / 45 ✓", TS-7.5); damage taken ("−5 ♥") and units destroyed
  float up from the zone (TS-7.13).
- When the phase changes, a gold frame slides along the phase track from the step left to
  the step reached (the draft, then the white, blue, green and red phases, TS-4.1).

As on the Moonstar table, durations follow the animation-speed setting (`animation_factor`,
0 = "instant": everything ends at once, which the tests and the screenshots use). Glides,
flashes and the phase frame are short (0.3–0.6 s at normal speed) and bots wait for them
(`busy`) so their moves stay readable; the floating numbers never hold anyone up. A click
anywhere finishes everything at once (`skip`) and still does what it does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.tsukuyumi import data
from game.tsukuyumi.state import ONI
from game.ui import assets, theme
from game.ui.render import anim
from game.ui.render.hexmap_art import ONI_COLOUR
from game.ui.tables.tsukuyumi import art, map_ui
from game.ui.theme import px

Cell = tuple[int, int]
MOVE_KINDS = ("ts.move.step", "ts.retreat", "ts.oni_moved", "ts.deployed")
COMBAT_FLASH = (246, 118, 96)
WON = (120, 230, 150)
LOST = (236, 110, 100)
FLOAT_SECONDS = 0.9
SIZE_ORDER = {"large": 0, "medium": 1, "small": 2}


@dataclass
class Glide:
    """Units of one owner sliding along the same path of cells."""

    owner: int
    uids: tuple[int, ...]
    kinds: tuple[str, ...]
    path: tuple[Cell, ...]
    tween: anim.Tween[float]


@dataclass
class Flash:
    """A zone lit for a moment."""

    cell: Cell
    colour: tuple[int, int, int]
    tween: anim.Tween[float]


@dataclass
class Float:
    """A number or word rising from a zone and fading."""

    cell: Cell
    text: str
    colour: tuple[int, int, int]
    tween: anim.Tween[float]
    row: int = 0


@dataclass
class Slide:
    """The phase track's frame moving from one step to the next."""

    start: pygame.Rect
    end: pygame.Rect
    tween: anim.Tween[float]


@dataclass
class Anims:
    """The table's running animations and what they need to know."""

    table: Any
    glides: list[Glide] = field(default_factory=list)
    flashes: list[Flash] = field(default_factory=list)
    floats: list[Float] = field(default_factory=list)
    slide: Slide | None = None
    positions: dict[int, Cell] = field(default_factory=dict)
    seen: object = None
    step: tuple[str, pygame.Rect] | None = None
    """The phase step lit on the track last frame, and its chip."""

    # --- time --------------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        """1 at normal speed, 2 when fast, 0 when animations are off."""
        factor = self.table.animation_factor
        return 0.0 if factor <= 0 else 1.0 / factor

    def _tween(self, seconds: float, ease: str = "in_out_sine") -> anim.Tween[float] | None:
        """A tween of `seconds` at normal speed, or None when animations are off."""
        if self.speed <= 0:
            return None
        return anim.Tween(0.0, 1.0, seconds, ease)

    def _tweens(self) -> list[anim.Tween[float]]:
        out = [g.tween for g in self.glides] + [f.tween for f in self.flashes]
        out += [f.tween for f in self.floats]
        if self.slide is not None:
            out.append(self.slide.tween)
        return out

    def update(self, dt: float) -> None:
        """Advance everything; drop what is over; follow a state changed without events
        (undo, a loaded game)."""
        step = max(0.0, dt) * self.speed
        for tween in self._tweens():
            if self.speed <= 0:
                tween.finish()
            else:
                tween.update(step)
        self._prune()
        if self.table.match.state is not self.seen:
            self.sync()

    def _prune(self) -> None:
        self.glides = [g for g in self.glides if not g.tween.done]
        self.flashes = [f for f in self.flashes if not f.tween.done]
        self.floats = [f for f in self.floats if not f.tween.done]
        if self.slide is not None and self.slide.tween.done:
            self.slide = None

    def busy(self) -> bool:
        """Glides, flashes or the phase frame still running (bots wait for them)."""
        return bool(self.glides or self.flashes or self.slide is not None)

    def active(self) -> bool:
        """Anything still on screen (the frame keeps drawing)."""
        return self.busy() or bool(self.floats)

    def skip(self) -> None:
        """Finish everything now (a click)."""
        for tween in self._tweens():
            tween.finish()
        self._prune()

    def sync(self) -> None:
        """Remember where every unit is now (the start of the next glides)."""
        st = self.table.match.state
        self.positions = {u.uid: u.at for u in st.units}
        self.seen = st

    def gliding(self) -> set[int]:
        """Units drawn by a glide rather than in their stack."""
        return {uid for g in self.glides for uid in g.uids}

    # --- events ------------------------------------------------------------------------------
    def on_events(self, events) -> None:
        """Start the animations of what just happened (the viewer's events)."""
        paths: dict[int, list[Cell]] = {}
        where = dict(self.positions)
        for event in events:
            kind, args = event.kind, event.args
            if kind in MOVE_KINDS:
                self._moved(kind, args, paths, where)
            elif kind == "ts.combat":
                self._flash(_cell(args), COMBAT_FLASH, 0.5)
            elif kind in ("ts.conquest", "ts.conquest_failed"):
                won = bool(args.get("success"))
                self._flash(_cell(args), WON if won else LOST, 0.45)
                mark = "✓" if won else "✗"
                self._float(_cell(args), f"▽{args.get('power', 0)} / {args.get('needed', 0)} "
                            f"{mark}", WON if won else LOST)
            elif kind == "ts.damage" and int(args.get("amount", 0)) > 0:
                self._float(_cell(args), f"−{args['amount']} ♥", self._colour(args))
            elif kind == "ts.unit_destroyed":
                at = where.get(int(args.get("unit", 0)))
                if at is not None:
                    name = self.table.t(f"ts.unit.{args.get('unit_kind', '')}.name")
                    self._float(at, f"✖ {name}", LOST)
            elif kind == "ts.oni_placed":
                self._flash(_cell(args), ONI_COLOUR, 0.4)
        self._glide(paths)
        self.sync()

    def _moved(self, kind: str, args: dict, paths: dict[int, list[Cell]],
               where: dict[int, Cell]) -> None:
        if kind in ("ts.move.step", "ts.retreat"):
            uids, to = [int(u) for u in args.get("units", ())], _cell(args)
        else:
            uids, to = [int(args.get("unit", 0))], _cell(args)
        if to is None:
            return
        cell = to
        for uid in uids:
            frm = where.get(uid)
            if frm is None or frm == cell:
                continue
            paths.setdefault(uid, [frm]).append(cell)
            where[uid] = cell

    def _glide(self, paths: dict[int, list[Cell]]) -> None:
        """One glide per owner and path (units moving together slide as one piece)."""
        if not paths or self.speed <= 0:
            return
        units = {u.uid: u for u in self.table.match.state.units}
        groups: dict[tuple[int, tuple[Cell, ...]], list[int]] = {}
        for uid, path in paths.items():
            unit = units.get(uid)
            if unit is not None:  # a unit destroyed on the way (Mines) just disappears
                groups.setdefault((unit.owner, tuple(path)), []).append(uid)
        for (owner, cells), uids in groups.items():
            tween = self._tween(min(0.6, 0.2 + 0.13 * (len(cells) - 1)))
            if tween is not None:
                kinds = tuple(units[u].kind for u in uids)
                self.glides.append(Glide(owner, tuple(uids), kinds, cells, tween))

    def _flash(self, cell: Cell | None, colour, seconds: float) -> None:
        tween = self._tween(seconds, "out_cubic")
        if cell is not None and tween is not None:
            self.flashes.append(Flash(cell, colour, tween))

    def _float(self, cell: Cell | None, text: str, colour) -> None:
        tween = self._tween(FLOAT_SECONDS, "out_cubic")
        if cell is None or tween is None:
            return
        row = sum(1 for f in self.floats if f.cell == cell and f.tween.progress < 0.5)
        self.floats.append(Float(cell, text, colour, tween, row))

    def _colour(self, args: dict) -> tuple[int, int, int]:
        owner = int(args.get("owner", ONI))
        if owner < 0:
            return theme.mix(ONI_COLOUR, (255, 255, 255), 0.35)
        return theme.mix(art.colour_of(self.table.match.seats[owner].colour), (255, 255, 255),
                         0.2)

    # --- drawing -----------------------------------------------------------------------------
    def draw_flashes(self, surface: pygame.Surface) -> None:
        """Lit zones, under the stacks."""
        mv = self.table.mv
        for f in self.flashes:
            alpha = round(200 * (1 - f.tween.value))
            pts = mv.corners(*f.cell, scale=0.96)
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            box = pygame.Rect(min(xs) - 2, min(ys) - 2, max(xs) - min(xs) + 4,
                              max(ys) - min(ys) + 4)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            local = [(x - box.x, y - box.y) for x, y in pts]
            pygame.draw.polygon(layer, (*f.colour, alpha // 2), local)
            pygame.draw.polygon(layer, (*f.colour, alpha), local, max(2, round(mv.size / 8)))
            surface.blit(layer, box)

    def draw_glides(self, surface: pygame.Surface) -> None:
        """The moving pieces, over the stacks."""
        mv = self.table.mv
        r = map_ui.piece_radius(mv.size)
        for g in self.glides:
            x, y = _along([mv.centre(*c) for c in g.path], g.tween.value)
            y += 0.08 * mv.size
            lift = 0.18 * mv.size * (1 - abs(2 * g.tween.progress - 1))  # up, then down
            if g.owner == ONI:
                colour, shape, faction = ONI_COLOUR, "oni", "oni"
            else:
                cfg = self.table.match.seats[g.owner]
                view = self.table.view()
                colour, shape, faction = cfg.colour, cfg.shape, view.seats[g.owner].faction
            sizes = tuple(sorted((data.UNIT_BY_KEY[k].size for k in g.kinds),
                                 key=lambda s: SIZE_ORDER.get(s, 3)))
            shadow = pygame.Surface((round(1.6 * r), max(3, r // 2)), pygame.SRCALPHA)
            pygame.draw.ellipse(shadow, (0, 0, 0, round(40 + 60 * lift / max(1.0, mv.size))),
                                shadow.get_rect())
            surface.blit(shadow, shadow.get_rect(center=(round(x), round(y + r * 1.1))))
            art.blit_stack(surface, (x, y - lift), r, colour, shape, faction, len(g.uids),
                           sizes, selected=False, lit=False)

    def draw_floats(self, surface: pygame.Surface) -> None:
        """The rising numbers, over everything on the map."""
        mv = self.table.mv
        size = max(px(13), min(px(20), round(mv.size * 0.42)))
        for f in self.floats:
            cx, cy = mv.centre(*f.cell)
            t = f.tween.value
            y = cy - mv.size * (0.2 + 0.55 * t) - f.row * size * 1.2
            img = assets.text(f.text, size, f.colour, bold=True)
            back = pygame.Surface((img.get_width() + px(10), img.get_height() + px(2)),
                                  pygame.SRCALPHA)
            back.fill((10, 12, 28, 170))
            fade = 255 if t < 0.6 else round(255 * (1 - (t - 0.6) / 0.4))
            back.blit(img, (px(5), px(1)))
            back.set_alpha(fade)
            surface.blit(back, back.get_rect(center=(round(cx), round(y))))

    def draw_phase(self, surface: pygame.Surface, boxes: dict[str, pygame.Rect],
                   current: str | None) -> None:
        """Slide the track's gold frame when the lit step changes; draw it while it moves."""
        box = boxes.get(current) if current is not None else None
        if current is not None and box is not None:
            if self.step is not None and self.step[0] != current:
                tween = self._tween(0.45)
                start = self._slid() if self.slide is not None else self.step[1]
                self.slide = Slide(start, pygame.Rect(box), tween) if tween is not None \
                    else None
            self.step = (current, pygame.Rect(box))
        if self.slide is None:
            return
        rect = self._slid()
        glow = rect.inflate(px(6), px(6))
        layer = pygame.Surface(glow.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*theme.ACCENT, 90), layer.get_rect(), border_radius=px(8))
        surface.blit(layer, glow)
        pygame.draw.rect(surface, theme.ACCENT, rect, px(3), border_radius=px(6))


    def _slid(self) -> pygame.Rect:
        """Where the sliding frame is now."""
        assert self.slide is not None
        s, e, t = self.slide.start, self.slide.end, self.slide.tween.value
        return pygame.Rect(round(s.x + (e.x - s.x) * t), round(s.y + (e.y - s.y) * t),
                           round(s.w + (e.w - s.w) * t), round(s.h + (e.h - s.h) * t))


def _cell(args: dict) -> Cell | None:
    try:
        return int(args["q"]), int(args["r"])
    except (KeyError, TypeError, ValueError):
        return None


def _along(points: list[tuple[float, float]], t: float) -> tuple[float, float]:
    """The point a fraction `t` of the way along a polyline of equal-length steps."""
    if len(points) == 1:
        return points[0]
    t = max(0.0, min(1.0, t)) * (len(points) - 1)
    i = min(int(t), len(points) - 2)
    f = t - i
    (x0, y0), (x1, y1) = points[i], points[i + 1]
    return x0 + (x1 - x0) * f, y0 + (y1 - y0) * f


__all__ = ["Anims", "Flash", "Float", "Glide", "Slide"]
