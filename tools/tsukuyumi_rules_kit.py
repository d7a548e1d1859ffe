"""Drawing kit of `make_tsukuyumi_rules_art.py`: colours, the canvas and the primitives the
Tsukuyumi rules diagrams share (numbered badges, ticks and crosses, value boxes, arrows, hex
views, zone records, unit stacks and unit chips). All coordinates are 1x pixels; the canvas is
drawn `SS` times larger and smooth-scaled down by `save`.

Import it only from the tool, which sets the environment (dummy video driver, fixed hash seed)
first.
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from game.ui import assets
from game.ui.render import hexmap
from game.ui.render import hexmap_art as art
from game.ui.render.hexmap import ZoneLook
from game.ui.tables.tsukuyumi import art as table_art

ROOT = Path(__file__).resolve().parent.parent

OUT = ROOT / "game" / "tsukuyumi" / "data" / "rules"
SS = 2  # supersampling factor
BG = (22, 28, 60)
FRAME = (70, 84, 140)
WHITE = (246, 246, 250)
DIM = (160, 168, 200)
GOLD = (242, 194, 92)
OK = (86, 206, 120)
BAD = (236, 84, 84)
DARK = (14, 16, 30)
# seats as the table draws them: (colour, shape, faction)
ORANGE = ((230, 159, 0), "circle", "darkseed")
BLUE = ((86, 180, 233), "square", "cyber")
GREEN = ((0, 158, 115), "triangle", "boarlords")
ONI = (art.ONI_COLOUR, "oni", "oni")


# --- primitives (arguments in 1x pixels) -------------------------------------------------------


def P(x: float, y: float) -> tuple[int, int]:
    """A 1x point on the supersampled canvas."""
    return round(x * SS), round(y * SS)


def canvas(w: int, h: int) -> pygame.Surface:
    """A framed picture w × h (1x), supersampled."""
    surf = pygame.Surface((w * SS, h * SS))
    surf.fill(BG)
    pygame.draw.rect(surf, FRAME, surf.get_rect(), SS, border_radius=8 * SS)
    return surf


def save(surf: pygame.Surface, out: Path, name: str) -> Path:
    """Scale the picture down and write it to out/name."""
    out.mkdir(parents=True, exist_ok=True)
    w, h = surf.get_size()
    path = out / name
    pygame.image.save(pygame.transform.smoothscale(surf, (w // SS, h // SS)), str(path))
    return path


def text(surf, s: str, size: int, colour, center, bold: bool = True, anchor: str = "center"):
    """Text at a 1x point; anchor center | midleft | midright."""
    img = assets.text(s, size * SS, colour, bold=bold)
    rect = img.get_rect(**{anchor: P(*center)})
    surf.blit(img, rect)
    return rect


def badge(surf, n: int, center, r: int = 11) -> None:
    """A numbered gold badge, the captions' reference."""
    c = P(*center)
    pygame.draw.circle(surf, DARK, c, (r + 2) * SS)
    pygame.draw.circle(surf, GOLD, c, r * SS)
    text(surf, str(n), round(r * 1.25), DARK, center)


def mark(surf, center, ok: bool, r: int = 11) -> None:
    """A green tick (allowed) or a red cross (not allowed)."""
    cx, cy = P(*center)
    R = r * SS
    pygame.draw.circle(surf, DARK, (cx, cy), R + 2 * SS)
    pygame.draw.circle(surf, OK if ok else BAD, (cx, cy), R)
    w = max(2, round(R / 4))
    if ok:
        pygame.draw.lines(surf, WHITE, False, [(cx - R * 0.5, cy), (cx - R * 0.1, cy + R * 0.45),
                                               (cx + R * 0.55, cy - R * 0.45)], w)
    else:
        k = R * 0.45
        pygame.draw.line(surf, WHITE, (cx - k, cy - k), (cx + k, cy + k), w)
        pygame.draw.line(surf, WHITE, (cx - k, cy + k), (cx + k, cy - k), w)


def chip_box(surf, s: str, center, fg=WHITE, rim=GOLD, size: int = 13) -> pygame.Rect:
    """A number or a short sum in a dark box with a coloured rim."""
    img = assets.text(s, size * SS, fg, bold=True)
    rect = img.get_rect(center=P(*center))
    box = rect.inflate(8 * SS, 4 * SS)
    pygame.draw.rect(surf, DARK, box, border_radius=4 * SS)
    pygame.draw.rect(surf, rim, box, SS, border_radius=4 * SS)
    surf.blit(img, rect)
    return box


def arrow(surf, a, b, colour, width: int = 3) -> None:
    """A straight arrow between 1x points."""
    (x0, y0), (x1, y1) = P(*a), P(*b)
    ang = math.atan2(y1 - y0, x1 - x0)
    head = 9 * SS
    pygame.draw.line(surf, colour, (x0, y0), (x1 - math.cos(ang) * head * 0.6,
                                               y1 - math.sin(ang) * head * 0.6), width * SS)
    wing = [(x1 - head * math.cos(ang + s), y1 - head * math.sin(ang + s)) for s in (-0.45, 0.45)]
    pygame.draw.polygon(surf, colour, [(x1, y1), *wing])


def view(x: float, y: float, s: float) -> hexmap.MapView:
    """A map view with hex (0, 0) centred on the 1x point (x, y), corner radius s."""
    return hexmap.MapView(size=s * SS, origin=(x * SS, y * SS))


def ax(col: int, row: int) -> tuple[int, int]:
    """Tiled's odd-q offset cell → axial (q, r) (odd columns drawn half a hex lower)."""
    return col, row - (col - (col & 1)) // 2


def zone(cell, kind: str = "ocean", **kw) -> ZoneLook:
    """A zone record: an area type, "moon", "centre" or "start" (with faction and seat)."""
    q, r = cell
    if kind == "start":
        return ZoneLook(q, r, "start", faction=kw.pop("faction"), seat_look=kw.pop("seat"), **kw)
    if kind in ("moon", "centre"):
        return ZoneLook(q, r, "moon", "moon", centre=kind == "centre", **kw)
    return ZoneLook(q, r, "area", kind, **kw)


def stack(surf, mv: hexmap.MapView, cell, seat, count: int, sizes: tuple[str, ...],
          dx: float = 0.0, dy: float = 0.0) -> tuple[float, float]:
    """One owner's units in a zone, as the table draws them; returns the piece's 1x centre."""
    cx, cy = mv.centre(*cell)
    cx, cy = cx + dx * mv.size, cy + dy * mv.size
    colour, shape, faction = seat
    table_art.draw_stack(surf, (cx, cy), round(mv.size * 0.25), colour, shape, faction, count,
                         sizes)
    return cx / SS, cy / SS


def wings(surf, center, r: float) -> None:
    """Two small wings: a flying unit."""
    cx, cy = P(*center)
    R = r * SS
    for side in (-1, 1):
        pts = [(cx + side * R * 0.2, cy), (cx + side * R * 1.25, cy - R * 0.75),
               (cx + side * R * 1.05, cy - R * 0.15), (cx + side * R * 1.3, cy + R * 0.05),
               (cx + side * R * 0.3, cy + R * 0.35)]
        pygame.draw.polygon(surf, WHITE, pts)
        pygame.draw.polygon(surf, DARK, pts, SS)


def unit_chip(surf, rect: pygame.Rect, seat, size: str, value: str, state: str = "") -> None:
    """A unit as a chip: its owner's marker, a size pip and one value; state '' | dead | held."""
    R = pygame.Rect(rect.x * SS, rect.y * SS, rect.w * SS, rect.h * SS)
    pygame.draw.rect(surf, (40, 48, 90), R, border_radius=6 * SS)
    rim = {"dead": BAD, "held": OK}.get(state, FRAME)
    pygame.draw.rect(surf, rim, R, (3 if state else 1) * SS, border_radius=6 * SS)
    colour, shape, faction = seat
    r = round(R.h * 0.28)
    centre = (R.x + r + 8 * SS, R.centery - 2 * SS)
    table_art.draw_stack(surf, centre, r, colour, shape, faction, 1, (size,))
    img = assets.text(value, 15 * SS, WHITE, bold=True)
    surf.blit(img, img.get_rect(midleft=(centre[0] + r + 10 * SS, R.centery)))
    if state == "dead":  # a red cross over the piece, the value struck through
        k = r * 1.1
        for sx in (-1, 1):
            pygame.draw.line(surf, BAD, (centre[0] - k, centre[1] - sx * k),
                             (centre[0] + k, centre[1] + sx * k), 3 * SS)
        rect = img.get_rect(midleft=(centre[0] + r + 10 * SS, R.centery))
        pygame.draw.line(surf, BAD, rect.midleft, rect.midright, 2 * SS)


def board(surf, mv, zones, edges=(), lights=(), empties=()) -> None:
    """Zones, edges and lit cells through the table's own renderer."""
    hexmap.draw_board(surf, mv, zones, edges, empties=empties, lights=lights)
