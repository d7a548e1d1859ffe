"""Draw the diagrams of the Tsukuyumi player's rules (deterministic generator).

Writes PNGs under ``game/tsukuyumi/data/rules/`` (or ``--out DIR``), referenced from
``rules.en.md`` and ``rules.fr.md`` as ``rules/<name>.png``:

- ``round.png``: the round — the draft, the white, blue, green and red phases, the end of round;
- ``legend.png``: zone types, characteristics, territory and zone markers, edges, unit stacks;
- ``setup.png``: edge positions for a start zone and a chain of starting territories;
- ``movement.png``: a barrier and the way round it, a flyer crossing, the mountain stop;
- ``passing.png``: passing through a zone held by enemy units, by force (pass / stop);
- ``conquest.png``: conquest totals against each defender plus a mountain bonus;
- ``damage.png``: an Annihilation split between two defenders and how each assigns it.

The pictures carry no words, only numbers, the ▽ ♥ ♠ values and the numbered badges the
captions refer to, so both languages share them. The board is drawn by the table's own renderer
(``game.ui.render.hexmap``) and the unit stacks and action icons by the table's art
(``game.ui.tables.tsukuyumi.art``), so the diagrams look like the game. Everything is drawn at
twice the size and smooth-scaled down. Zone art seeds its texture with ``hash()``, so the script
re-runs itself with ``PYTHONHASHSEED=0``: a re-run writes the same pixels.

The shared drawing primitives are in ``tools/tsukuyumi_rules_kit.py``.

Usage: ``python tools/make_tsukuyumi_rules_art.py [--out DIR]``
"""


from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

if os.environ.get("PYTHONHASHSEED") != "0":  # deterministic zone textures (see above)
    os.environ["PYTHONHASHSEED"] = "0"
    os.execv(sys.executable, [sys.executable, *sys.argv])

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path[:0] = [str(Path(__file__).resolve().parent.parent), str(Path(__file__).resolve().parent)]

import pygame  # noqa: E402  (the environment must be set first)
from tsukuyumi_rules_kit import (  # noqa: E402
    BAD,
    BLUE,
    DARK,
    DIM,
    FRAME,
    GOLD,
    GREEN,
    OK,
    ONI,
    ORANGE,
    OUT,
    SS,
    WHITE,
    P,
    arrow,
    ax,
    badge,
    board,
    canvas,
    chip_box,
    mark,
    save,
    stack,
    text,
    unit_chip,
    view,
    wings,
    zone,
)

from game.ui.render import hexmap_art as art  # noqa: E402
from game.ui.render.hexmap import EdgeLook, Light  # noqa: E402
from game.ui.render.hexmap_path import draw_path  # noqa: E402
from game.ui.tables.tsukuyumi import art as table_art  # noqa: E402

# --- the diagrams ------------------------------------------------------------------------------


def round_overview(out: Path) -> Path:
    """① draft ② white (two different of four) ③ blue ④ green (Oni actions mandatory)
    ⑤ red (movement before combat) ⑥ end of round."""
    w, h = 800, 330
    surf = canvas(w, h)
    boxes = [(20, 20), (280, 20), (540, 20), (20, 175), (280, 175), (540, 175)]
    bw, bh = 240, 135
    tints = [(120, 124, 150), table_art.PHASE_COLOURS["white"], table_art.PHASE_COLOURS["blue"],
             table_art.PHASE_COLOURS["green"], table_art.PHASE_COLOURS["red"], GOLD]
    for i, ((x, y), tint) in enumerate(zip(boxes, tints, strict=True)):
        rect = pygame.Rect(x * SS, y * SS, bw * SS, bh * SS)
        pygame.draw.rect(surf, (34, 40, 78), rect, border_radius=8 * SS)
        pygame.draw.rect(surf, tint, (rect.x, rect.y, rect.w, 10 * SS),
                         border_top_left_radius=8 * SS, border_top_right_radius=8 * SS)
        pygame.draw.rect(surf, tint, rect, 2 * SS, border_radius=8 * SS)
        badge(surf, i + 1, (x + 18, y + 28))
        if i < 5:
            nx, ny = boxes[i + 1]
            if ny == y:
                arrow(surf, (x + bw + 3, y + bh / 2), (nx - 3, ny + bh / 2), DIM)
            else:  # the second row: an elbow from the blue phase down to the green one
                pygame.draw.lines(surf, DIM, False, [P(x + bw / 2, y + bh + 2),
                                                     P(x + bw / 2, y + bh + 10),
                                                     P(nx + bw / 2, y + bh + 10)], 3 * SS)
                arrow(surf, (nx + bw / 2, y + bh + 9), (nx + bw / 2, ny - 2), DIM)
    r = 16
    # 1: the draft — a hand of cards, one picked, the rest passed to the left neighbour
    x, y = boxes[0]
    cw, ch = 34, 48
    for k in range(5):
        back = table_art.card_back(cw * SS, ch * SS)
        surf.blit(back, P(x + 40 + k * 18, y + 52))
    face = table_art.card_face(1, 52 * SS, 74 * SS, "picked")
    surf.blit(face, P(x + 170, y + 40))
    arrow(surf, (x + 150, y + 76), (x + 166, y + 76), GOLD)
    arrow(surf, (x + 80, y + 108), (x + 36, y + 124), DIM)
    text(surf, "6 → 5 → 4 → 3", 12, DIM, (x + 120, y + 124))
    # 2: the white phase — two different of four, each of value 1
    x, y = boxes[1]
    for k, code in enumerate(("M", "C", "P", "E")):
        cx = x + 48 + k * 52
        if code in ("M", "P"):  # two different ones taken
            pygame.draw.circle(surf, GOLD, P(cx + 3, y + 72), 24 * SS, 2 * SS)
            mark(surf, (cx + 3, y + 112), True, 9)
        table_art.draw_code(surf, code, P(cx, y + 70), r * SS, 1)
    # 3: the blue phase
    x, y = boxes[2]
    for k, (code, v) in enumerate((("F", 1), ("I", 1), ("E", 2))):
        table_art.draw_code(surf, code, P(x + 70 + k * 58, y + 75), r * SS, v)
    # 4: the green phase — the Oni actions are mandatory
    x, y = boxes[3]
    for k, (code, v) in enumerate((("P", 2), ("OP", 1), ("OC", 1))):
        cx = x + 70 + k * 58
        table_art.draw_code(surf, code, P(cx, y + 75), r * SS, v)
        if code != "P":
            text(surf, "!", 20, BAD, (cx, y + 112))
    # 5: the red phase — movement, then combat
    x, y = boxes[4]
    table_art.draw_code(surf, "M", P(x + 80, y + 75), r * SS, 2)
    arrow(surf, (x + 108, y + 75), (x + 138, y + 75), WHITE)
    table_art.draw_code(surf, "C", P(x + 165, y + 75), r * SS, 2)
    # 6: the end of the round — radioactivity, the Moon centre, the scores
    x, y = boxes[5]
    art.draw_characteristic(surf, "radioactive", P(x + 62, y + 72), 15 * SS)
    mv = view(x + 128, y + 72, 24)
    board(surf, mv, [zone((0, 0), "centre")])
    text(surf, "+1", 16, GOLD, (x + 128, y + 112))
    text(surf, "Σ", 26, GOLD, (x + 196, y + 72))
    return save(surf, out, "round.png")


def legend(out: Path) -> Path:
    """Numbered: zones 1–7, characteristics 8–12, territory 13–14, zone markers 15–20, edges
    21–25, units 26–31."""
    w, h = 800, 600
    surf = canvas(w, h)
    xs = [62 + k * 112 for k in range(7)]
    # row 1: zones
    looks = [("ocean", {}), ("fertile", {}), ("mountain", {"mountain": 15}),
             ("mountain", {"mountain": 20}), ("moon", {}), ("centre", {}),
             ("start", {"faction": "cyber", "seat": ("#56B4E9", "square")})]
    for k, (kind, kw) in enumerate(looks):
        mv = view(xs[k], 66, 42)
        chars = (("tsukuyumi", "printed"),) if kind in ("moon", "centre") else ()
        board(surf, mv, [zone((0, 0), kind, characteristics=chars, **kw)])
        badge(surf, k + 1, (xs[k], 124))
    # row 2: characteristics, then the territory markers
    items = [("radioactive", "printed"), ("unstable", "printed"), ("tsukuyumi", "printed"),
             ("tsukuyumi", "marker"), ("radioactive", "cancelled")]
    for k, (name, how) in enumerate(items):
        art.draw_characteristic(surf, name, P(xs[k], 172), 18 * SS, how)
        badge(surf, 8 + k, (xs[k], 214))
    art.draw_territory(surf, P(xs[5], 172), 17 * SS, (230, 159, 0), "circle")
    badge(surf, 13, (xs[5], 214))
    art.draw_territory(surf, P(xs[6], 172), 17 * SS, art.ONI_COLOUR, "oni")
    badge(surf, 14, (xs[6], 214))
    # row 3: zone markers
    for k, kind in enumerate(("egg", "mine", "fortress", "cover", "entrench", "no_entry")):
        board(surf, view(xs[k], 262, 33), [zone((0, 0))])
        art.draw_count(surf, kind, 2 if kind in ("egg", "mine") else 1, P(xs[k] - 4, 262),
                       15 * SS)
        badge(surf, 15 + k, (xs[k], 310))
    # row 4: edges between two zones
    for k, kind in enumerate(("printed", "barrier", "passage", "tunnel", "barricade")):
        x = 70 + k * 150
        mv = view(x, 362, 34)
        edges = [EdgeLook(0, 0, 5, "printed")] if kind == "passage" else []
        board(surf, mv, [zone((0, 0)), zone((0, 1))], edges + [EdgeLook(0, 0, 5, kind)])
        badge(surf, 21 + k, (x + 56, 392))
    # row 5: unit stacks, the three sizes and their force, a flyer
    y = 506
    table_art.draw_stack(surf, P(xs[0], y), 26 * SS, (230, 159, 0), "circle", "darkseed", 4,
                         ("small", "small", "medium", "large"))
    badge(surf, 26, (xs[0], y + 62))
    table_art.draw_stack(surf, P(xs[1], y), 26 * SS, art.ONI_COLOUR, "oni", "oni", 2,
                         ("small", "large"))
    badge(surf, 27, (xs[1], y + 62))
    for k, (size, force) in enumerate((("small", 1), ("medium", 2), ("large", 4))):
        x = xs[2 + k]
        p = round(40 * table_art.SIZE_PIPS[size]) * SS
        pygame.draw.circle(surf, art.OUTLINE, P(x - 18, y), p + SS)
        pygame.draw.circle(surf, (236, 236, 242), P(x - 18, y), p)
        text(surf, f"= {force}", 18, WHITE, (x + 2, y), anchor="midleft")
        badge(surf, 28 + k, (x, y + 62))
    wings(surf, (xs[5], y), 22)
    badge(surf, 31, (xs[5], y + 62))
    return save(surf, out, "legend.png")


def setup(out: Path) -> Path:
    """① edge positions (dashed) ② a start zone on one ③④⑤ starting territories in a chain:
    ④ cannot be reached from the start zone across the barrier, but can from ③; ⑤ a mountain
    is allowed ⑥ a moon zone never ⑦ the Nest placed on top of an area tile."""
    w, h = 620, 410
    surf = canvas(w, h)
    mv = view(58, 70, 46)
    cells = [ax(c, r) for c in range(1, 7) for r in range(0, 4)]
    cells = [c for c in cells if c not in (ax(6, 3), ax(1, 3))]
    start, t1, t2, t3, moon, nest = ax(0, 1), ax(1, 1), ax(1, 0), ax(2, 0), ax(3, 0), ax(5, 2)
    looks = []
    for c in cells:
        if c == nest:
            continue
        kind = "moon" if c == moon else "mountain" if c == t3 else "fertile" if c == ax(4, 1) \
            else "ocean"
        looks.append(zone(c, kind, mountain=15 if c == t3 else 0,
                          characteristics=(("tsukuyumi", "printed"),) if c == moon else (),
                          territory=((0, 158, 115), "triangle") if c in (t1, t2, t3) else None))
    looks.append(zone(start, "start", faction="boarlords", seat=("#009E73", "triangle")))
    looks.append(zone(nest, "start", faction="darkseed", seat=("#E69F00", "circle")))
    empties = [ax(0, 0), ax(0, 2), ax(0, 3), ax(1, 3), ax(6, 3)]
    lights = [Light(*c, colour=GOLD, empty=True) for c in empties]
    board(surf, mv, looks, [EdgeLook(*start, 1, "printed")], lights, empties)
    draw_path(surf, mv, [start, t1, t2, t3], GOLD)
    stack(surf, mv, start, GREEN, 5, ("large", "small", "small", "medium", "medium"), dy=0.25)
    stack(surf, mv, nest, ORANGE, 10, ("small",) * 6, dy=0.25)

    def at(cell, dx: float = 0.0, dy: float = 0.0) -> tuple[float, float]:
        x, y = mv.centre(*cell)
        return x / SS + dx * 46, y / SS + dy * 46

    for c in empties:
        badge(surf, 1, at(c))
    badge(surf, 2, at(start, -0.55, -0.5))
    for k, c in enumerate((t1, t2, t3)):
        badge(surf, 3 + k, at(c, 0.3, 0.5))
    badge(surf, 6, at(moon, 0, 0.45))
    mark(surf, at(moon, 0.45, 0.45), False, 10)
    badge(surf, 7, at(nest, -0.55, -0.5))
    (ex0, ey0), (ex1, ey1) = mv.edge(*start, 1)  # the barrier: the ✗ just outside it
    mark(surf, ((ex0 + ex1) / 2 / SS - 14, (ey0 + ey1) / 2 / SS - 18), False, 10)
    return save(surf, out, "setup.png")


def movement(out: Path) -> Path:
    """Each case with Movement 2: ① a barrier stops the direct way, the unit goes round ② a
    flyer crosses a barrier ③ a unit entering a mountain stops there."""
    w, h = 800, 345
    surf = canvas(w, h)
    mv = view(70, 70, 50)
    cells = [ax(c, r) for c in range(0, 10) for r in range(0, 3)]
    mountain = ax(7, 1)
    zones = [zone(c, "mountain" if c == mountain else ("fertile" if c == ax(4, 2) else "ocean"),
                  mountain=20 if c == mountain else 0) for c in cells]
    a, c, e = ax(0, 0), ax(3, 0), ax(6, 2)
    b, d = (a[0] + 1, a[1]), (c[0] + 1, c[1])
    edges = [EdgeLook(*a, 0, "printed"), EdgeLook(*c, 0, "printed")]  # their SE edges
    board(surf, mv, zones, edges)

    def at(cell, dx: float = 0.0, dy: float = 0.0) -> tuple[float, float]:
        x, y = mv.centre(*cell)
        return x / SS + dx * 50, y / SS + dy * 50

    # 1: straight into the barrier (stopped at it), or round it in two steps
    draw_path(surf, mv, [a, ax(0, 1), b], OK)
    (x0, y0), (x1, y1) = mv.edge(*a, 0)
    arrow(surf, at(a), ((x0 + x1) / 2 / SS - 4, (y0 + y1) / 2 / SS - 4), BAD)
    mark(surf, ((x0 + x1) / 2 / SS + 18, (y0 + y1) / 2 / SS - 14), False, 10)
    mark(surf, at(b, 0.4, 0.45), True, 10)
    stack(surf, mv, a, ORANGE, 2, ("medium", "small"), dx=-0.3, dy=-0.2)
    # 2: a flyer goes over the barrier
    f = (d[0] + 1, d[1] - 1)
    draw_path(surf, mv, [c, d, f], OK)
    fx, fy = stack(surf, mv, c, ORANGE, 1, ("small",), dx=-0.3, dy=-0.2)
    wings(surf, (fx, fy + 4), 12)
    mark(surf, at(f, 0.4, 0.45), True, 10)
    # 3: into the mountain, and no further
    draw_path(surf, mv, [e, mountain, ax(8, 1)], OK, stopped=1)
    stack(surf, mv, e, ORANGE, 1, ("medium",), dx=-0.3, dy=0.1)
    mark(surf, at(mountain, 0.4, 0.45), True, 10)
    mark(surf, at(ax(8, 1), 0.2, 0.0), False, 10)
    for n, cell in ((1, a), (2, c), (3, e)):
        x, y = at(cell, -0.45, -0.6)
        badge(surf, n, (x, y))
        table_art.draw_code(surf, "M", P(x + 32, y), 13 * SS, 2)
    return save(surf, out, "movement.png")


def passing(out: Path) -> Path:
    """Movement 2 through a zone held by enemy units. Left: force 2 + 2 = 4 against the enemy's
    4, both go on ✓. Right: force 1 against the Oni's 2, the unit stops in their zone ✗."""
    w, h = 800, 345
    surf = canvas(w, h)
    for panel, x0 in enumerate((20, 410)):
        mv = view(x0 + 70, 88, 48)
        cells = [ax(c, r) for c in range(0, 4) for r in range(0, 3)]
        board(surf, mv, [zone(c, "fertile" if c == ax(3, 2) else "ocean") for c in cells])
        mid = ax(1, 1)

        def at(cell, dx: float = 0.0, dy: float = 0.0, mv=mv) -> tuple[float, float]:
            x, y = mv.centre(*cell)
            return x / SS + dx * 48, y / SS + dy * 48

        if panel == 0:
            src1, src2, dst1, dst2 = ax(0, 1), ax(0, 2), ax(2, 1), ax(2, 2)
            draw_path(surf, mv, [src1, mid, dst1], OK)
            draw_path(surf, mv, [src2, mid, dst2], OK)
            stack(surf, mv, mid, BLUE, 1, ("large",), dx=0.1, dy=-0.3)
            for src in (src1, src2):
                stack(surf, mv, src, ORANGE, 1, ("medium",), dx=-0.25, dy=-0.2)
                chip_box(surf, "2", at(src, -0.25, 0.45))
            chip_box(surf, "4", at(mid, 0.1, 0.3), rim=BAD)
            chip_box(surf, "2 + 2 = 4 ≥ 4", (x0 + 290, 24), fg=OK, rim=OK, size=16)
            for dst in (dst1, dst2):
                mark(surf, at(dst, 0.45, 0.4), True, 10)
        else:
            src, nxt = ax(0, 1), ax(2, 1)
            draw_path(surf, mv, [src, mid, nxt], OK, stopped=1)
            stack(surf, mv, mid, ONI, 2, ("small", "small"), dx=0.1, dy=-0.3)
            stack(surf, mv, src, ORANGE, 1, ("small",), dx=-0.25, dy=-0.2)
            chip_box(surf, "1", at(src, -0.25, 0.45))
            chip_box(surf, "2", at(mid, 0.1, 0.3), rim=BAD)
            mark(surf, at(mid, 0.55, 0.3), True, 10)
            mark(surf, at(nxt, 0.45, 0.4), False, 10)
            chip_box(surf, "1 < 2", (x0 + 290, 24), fg=BAD, rim=BAD, size=16)
        badge(surf, panel + 1, (x0 + 16, 24))
        table_art.draw_code(surf, "M", P(x0 + 48, 24), 13 * SS, 2)
    pygame.draw.line(surf, FRAME, P(400, 14), P(400, h - 14), SS)
    return save(surf, out, "passing.png")


def conquest(out: Path) -> Path:
    """A Mountain +20 with the attacker (orange, ▽45) and two defenders counted apart: blue
    25 + 20 = 45 (a tie succeeds), the Oni 30 + 20 = 50 (fails)."""
    w, h = 800, 300
    surf = canvas(w, h)
    mv = view(115, 150, 98)
    board(surf, mv, [zone((0, 0), "mountain", mountain=20)])
    stack(surf, mv, (0, 0), GREEN, 3, ("small", "medium", "medium"), dx=-0.35, dy=0.05)
    stack(surf, mv, (0, 0), BLUE, 4, ("small", "small", "small", "medium"), dx=0.35, dy=-0.15)
    stack(surf, mv, (0, 0), ONI, 2, ("small", "medium"), dx=0.3, dy=0.45)
    unit = 5.2  # px per conquest point
    x0 = 300
    rows = [(GREEN, (15, 15, 15), 0, 45, None),
            (BLUE, (10, 5, 5, 5), 20, 45, True),
            (ONI, (20, 10), 20, 50, False)]
    for i, (seat, parts, bonus, total, ok) in enumerate(rows):
        y = 58 + i * 82
        colour, shape, faction = seat
        table_art.draw_stack(surf, P(x0 - 30, y), 15 * SS, colour, shape, faction, len(parts),
                             ())
        x = x0
        for v in parts:
            rect = pygame.Rect(P(x, y - 16), (round(v * unit * SS) - SS, 32 * SS))
            pygame.draw.rect(surf, colour if faction != "oni" else (190, 70, 100), rect,
                             border_radius=3 * SS)
            pygame.draw.rect(surf, DARK, rect, SS, border_radius=3 * SS)
            text(surf, str(v), 13, DARK, (x + v * unit / 2, y))
            x += v * unit
        if bonus:
            rect = pygame.Rect(P(x, y - 16), (round(bonus * unit * SS), 32 * SS))
            pygame.draw.rect(surf, art.ZONE_COLOURS["mountain"], rect, border_radius=3 * SS)
            for k in range(0, rect.w, 10 * SS):
                pygame.draw.line(surf, (90, 76, 64), (rect.x + k, rect.bottom),
                                 (min(rect.right, rect.x + k + 14 * SS), rect.top), SS)
            pygame.draw.rect(surf, DARK, rect, SS, border_radius=3 * SS)
            chip_box(surf, f"+{bonus}", (x + bonus * unit / 2, y), size=13)
            x += bonus * unit
        text(surf, f"▽ {total}", 17, WHITE, (x + 12, y), anchor="midleft")
        if ok is not None:
            mark(surf, (760, y), ok, 13)
        else:  # the attacker
            table_art.draw_code(surf, "C", P(x0 - 66, y), 12 * SS, badge=False, colour=GOLD)
    line_x = x0 + 45 * unit
    pygame.draw.line(surf, GOLD, P(line_x, 30), P(line_x, h - 24), 2 * SS)
    chip_box(surf, "45", (line_x, h - 22), fg=GOLD, size=13)
    return save(surf, out, "conquest.png")


def damage(out: Path) -> Path:
    """♠ 45 split 30 / 15. Blue: 30 destroys ♥20, the 10 left go on ♥15, which holds (the rest
    is lost); ♥10 untouched. Oni: 15 destroys ♥15; ♥10 untouched."""
    w, h = 800, 330
    surf = canvas(w, h)
    # the attacker's total
    table_art.draw_stack(surf, P(62, 160), 22 * SS, (230, 159, 0), "circle", "darkseed", 3,
                         ("small", "medium", "large"))
    chip_box(surf, "♠ 10 + 15 + 20", (78, 222), size=13)
    chip_box(surf, "45", (128, 160), rim=BAD, size=15)
    # the split
    chip_box(surf, "30", (200, 90), fg=WHITE, rim=BAD, size=15)
    chip_box(surf, "15", (200, 250), fg=WHITE, rim=BAD, size=15)
    arrow(surf, (146, 150), (180, 100), BAD)
    arrow(surf, (146, 170), (180, 240), BAD)
    # the blue defender
    cw, chh = 130, 48
    y = 90
    chips = [("large", "♥20", "dead"), ("medium", "♥15", "held"), ("small", "♥10", "")]
    xs = [300, 470, 640]
    for (size, value, state), x in zip(chips, xs, strict=True):
        unit_chip(surf, pygame.Rect(x, y - chh // 2, cw, chh), BLUE, size, value, state)
    arrow(surf, (222, 90), (296, 90), BAD)
    arrow(surf, (420, 90), (466, 90), BAD)
    chip_box(surf, "10", (443, 66), rim=BAD, size=13)
    chip_box(surf, "0", (612, 66), fg=DIM, rim=DIM, size=13)
    badge(surf, 1, (300, 52))
    badge(surf, 2, (470, 52))
    # the Oni
    y = 250
    for (size, value, state), x in zip([("medium", "♥15", "dead"), ("small", "♥10", "")],
                                       xs, strict=False):
        unit_chip(surf, pygame.Rect(x, y - chh // 2, cw, chh), ONI, size, value, state)
    arrow(surf, (222, 250), (296, 250), BAD)
    badge(surf, 3, (300, 212))
    return save(surf, out, "damage.png")


DIAGRAMS = (round_overview, legend, setup, movement, passing, conquest, damage)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="output folder")
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    try:
        for draw in DIAGRAMS:
            path = draw(args.out)
            print(path, path.stat().st_size, "bytes")
    finally:
        pygame.quit()


if __name__ == "__main__":
    main()
