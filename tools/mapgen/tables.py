"""The Moonstar zodiac ring (``moonstar_ring.tmx``, MS-0.1) and the Moonwakers table with card
slots for 2-6 seats (``moonwakers_table.tmx``)."""

from __future__ import annotations

import math
import random
import xml.etree.ElementTree as ET
from pathlib import Path

from .sky import FELT_COLUMNS, FELT_ROWS, _sky_gids
from .tiled import TILE, MapWriter

# MS-0.1: index 0 at 12 o'clock, then clockwise.
ZODIAC = (
    ("Aries", "Bélier", "♈"), ("Taurus", "Taureau", "♉"), ("Gemini", "Gémeaux", "♊"),
    ("Cancer", "Cancer", "♋"), ("Leo", "Lion", "♌"), ("Virgo", "Vierge", "♍"),
    ("Libra", "Balance", "♎"), ("Scorpio", "Scorpion", "♏"),
    ("Sagittarius", "Sagittaire", "♐"), ("Capricorn", "Capricorne", "♑"),
    ("Aquarius", "Verseau", "♒"), ("Pisces", "Poissons", "♓"),
)


# --- the maps -----------------------------------------------------------------------------------

RING_TILES = 45                  # 45 x 16 px = 720 px square
RING_RADIUS = 226


def star_point(index: int, centre: float, radius: float) -> tuple[float, float]:
    """Map position of star ``index`` (0 at 12 o'clock, increasing clockwise on screen)."""
    angle = 2 * math.pi * index / len(ZODIAC)
    return centre + radius * math.sin(angle), centre - radius * math.cos(angle)


def ring_map(out: Path) -> None:
    """Write ``moonstar_ring.tmx``."""
    size = RING_TILES * TILE
    c = size / 2
    m = MapWriter(RING_TILES, RING_TILES, {"ring_radius": RING_RADIUS,
                                           "star_count": len(ZODIAC),
                                           "title": "Moonstar zodiac ring"})
    m.tileset("tilesets/space.tsx")
    rng = random.Random(1610)     # Galileo's Sidereus Nuncius
    m.tile_layer("background", _sky_gids(rng, RING_TILES, RING_TILES,
                                         ((0, 3, 4), (1, 36, 33), (0, 32, 2), (1, 5, 34))))
    stars = m.object_layer("stars")
    for i, (en, fr, sym) in enumerate(ZODIAC):
        x, y = star_point(i, c, RING_RADIUS)
        m.add_object(stars, en, "star", x, y, props={
            "index": i, "name_en": en, "name_fr": fr, "symbol": sym})
    layout = m.object_layer("layout")
    m.add_object(layout, "ring_centre", "anchor", c, c)
    m.add_object(layout, "timer", "anchor", c, c - 118)
    m.add_object(layout, "planet_tray", "anchor", c - 130, c - 96, 260, 56)
    m.add_object(layout, "dice_tray", "anchor", c - 150, c - 34, 300, 68)
    m.add_object(layout, "moon_tray", "anchor", c - 130, c + 44, 260, 56)
    m.save(out / "moonstar_ring.tmx")


TABLE_W, TABLE_H = 80, 51          # 1280 x 816 px: the shape of the table area at 16:9
CARD = (64, 90)                    # nominal card sizes (map properties; slots carry their own)
SEAT_CARD = (56, 78)
# Seat positions per player count, clockwise from the viewer: the bottom row and the top row,
# each listed left to right. The 6-seat layout is also the default "table"/"seats" layers.
SEAT_ROWS = {2: ((0,), (1,)), 3: ((0,), (1, 2)), 4: ((1, 0), (2, 3)),
             5: ((1, 0), (2, 3, 4)), 6: ((1, 0, 5), (2, 3, 4))}
# Seat-card height per player count (fewer players: bigger cards).
SEAT_CARD_H = {2: 118, 3: 88, 4: 88, 5: 84, 6: 84}
# With the default layers, the 6 positions used by fewer players (as before).
SEAT_ORDERS = {2: "0,3", 3: "0,2,4", 4: "1,2,4,5", 5: "0,1,2,4,5", 6: "0,1,2,3,4,5"}
SlotSpec = tuple[str, str, float, float, float, float, int, int, int]


def card_w(h: float) -> int:
    """Width of a portrait card of height ``h`` (the 64 x 90 card ratio)."""
    return round(h * CARD[0] / CARD[1])


def table_layout(n: int) -> list[SlotSpec]:
    """Every slot of the table for ``n`` players: (name, role, x, y, w, h, seat, max, index).

    Seats sit in a bottom row and a top row (the viewer bottom); the centre band between them
    holds the round panel (left), the dice tray (right), the combination display (the shop,
    landscape cards so the molecule, requirement and points read at a glance) over the central
    row of n + 1 terrain cards with the deck and the discard at its ends.
    """
    W, H = TABLE_W * 16, TABLE_H * 16
    out: list[SlotSpec] = []

    def slot(name, role, x, y, w, h, seat=-1, max_cards=1, index=0) -> None:
        out.append((name, role, round(x), round(y), round(w), round(h), seat, max_cards,
                    index))

    sh = SEAT_CARD_H[n]
    sw = card_w(sh)
    plate_h, gap, margin = 30, 6, 8
    wide = n == 2  # one seat per row: mapped row and hand side by side, one card high
    seat_h = plate_h + (1 if wide else 2) * sh + (1 if wide else 2) * gap + 2
    bottom, top = SEAT_ROWS[n]
    for row, top_row in ((top, True), (bottom, False)):
        k = len(row)
        width = (W - 2 * margin - (k - 1) * 14) / k if wide else \
            min(800, (W - 2 * margin - (k - 1) * 14) / k)
        x0 = (W - (k * width + (k - 1) * 14)) / 2
        y = margin if top_row else H - margin - seat_h
        for j, pos in enumerate(row):
            x = x0 + j * (width + 14)
            if wide:
                row_y = y + plate_h + gap if top_row else y
                plate_y = y if top_row else y + sh + gap + 2
                rest = width - 2 * sw - 16
                mapped_w = round(rest * 0.4)
                slot(f"seat{pos}_plate", "plate", x, plate_y, 200, plate_h, pos, 0)
                slot(f"seat{pos}_combos", "combos", x + 208, plate_y, width - 208, plate_h, pos,
                     17)
                slot(f"seat{pos}_character", "character", x, row_y, sw, sh, pos)
                slot(f"seat{pos}_scan", "scan", x + sw + 6, row_y, sw, sh, pos)
                slot(f"seat{pos}_mapped", "mapped", x + 2 * sw + 16, row_y, mapped_w, sh, pos, 8)
                slot(f"seat{pos}_hand", "hand", x + 2 * sw + 32 + mapped_w, row_y,
                     rest - mapped_w - 16, sh, pos, 10)
                continue
            if top_row:
                plate_y, hand_y, mapped_y = y, y + plate_h + gap, y + plate_h + 2 * gap + sh
            else:
                mapped_y, hand_y, plate_y = y, y + sh + gap, y + 2 * sh + 2 * gap + 2
            slot(f"seat{pos}_plate", "plate", x, plate_y, 200, plate_h, pos, 0)
            slot(f"seat{pos}_combos", "combos", x + 208, plate_y, width - 208, plate_h, pos, 17)
            slot(f"seat{pos}_character", "character", x, mapped_y, sw, sh, pos)
            slot(f"seat{pos}_scan", "scan", x, hand_y, sw, sh, pos)
            slot(f"seat{pos}_mapped", "mapped", x + sw + 10, mapped_y, width - sw - 10, sh, pos,
                 8)
            slot(f"seat{pos}_hand", "hand", x + sw + 10, hand_y, width - sw - 10, sh, pos, 10)
    band_top, band_bottom = margin + seat_h + 10, H - margin - seat_h - 10
    side_w = 186
    slot("round_info", "round_info", margin, band_top + 4, side_w, band_bottom - band_top - 8,
         max_cards=0)
    slot("dice_tray", "dice_tray", W - margin - side_w - 20, band_top + 4, side_w + 20,
         band_bottom - band_top - 8, max_cards=0)
    mid_x0, mid_x1 = margin + side_w + 26, W - margin - side_w - 48
    mid_w = mid_x1 - mid_x0
    shown = 2 if n <= 3 else 3
    band = band_bottom - band_top
    # the shop: pile + shown landscape cards
    combo_h = min(150, round(band * 0.38))
    combo_w = min(round(combo_h * 1.45), (mid_w - card_w(combo_h) - 24 - 12 * shown) / shown)
    pile_w = card_w(combo_h)
    row_w = pile_w + 24 + shown * combo_w + (shown - 1) * 12
    x = mid_x0 + (mid_w - row_w) / 2
    y = band_top + 22
    slot("combination_pile", "combination_pile", x, y, pile_w, combo_h, max_cards=17)
    for i in range(shown):
        slot(f"combination_display_{i}", "combination_display",
             x + pile_w + 24 + i * (combo_w + 12), y, combo_w, combo_h, index=i)
    # the central row: n + 1 cards between the deck and the discard
    count = n + 1
    row_top = y + combo_h + 30
    ch = min(170, band_bottom - row_top - 30)
    cgap = 12
    cw = min(card_w(ch), (mid_w - 2 * 22 - (count + 1) * cgap) / (count + 2))
    ch = round(cw * CARD[1] / CARD[0])
    total = (count + 2) * cw + (count + 1) * cgap + 2 * 22
    x = mid_x0 + (mid_w - total) / 2
    slot("deck", "deck", x, row_top, cw, ch, max_cards=99)
    for i in range(count):
        slot(f"central_row_{i}", "central_row", x + cw + 22 + cgap + i * (cw + cgap), row_top,
             cw, ch, index=i)
    slot("discard", "discard", x + total - cw, row_top, cw, ch, max_cards=99)
    return out


def table_map(out: Path) -> None:
    """Write ``moonwakers_table.tmx``: the 6-seat layout, then one layer per player count."""
    props: dict[str, object] = {f"seats_{n}": order for n, order in SEAT_ORDERS.items()}
    props.update(card_width=CARD[0], card_height=CARD[1],
                 seat_card_width=SEAT_CARD[0], seat_card_height=SEAT_CARD[1])
    m = MapWriter(TABLE_W, TABLE_H, props)
    m.tileset("tilesets/felt.tsx")
    rng = random.Random(1969)
    m.tile_layer("background", [[1 + rng.randrange(FELT_COLUMNS * FELT_ROWS)
                                 for _ in range(TABLE_W)] for _ in range(TABLE_H)])

    def write(group: ET.Element, specs: list[SlotSpec]) -> None:
        for name, role, x, y, w, h, seat, max_cards, index in specs:
            m.add_object(group, name, "slot", x, y, w, h,
                         {"seat": seat, "role": role, "max_cards": max_cards, "index": index})

    six = table_layout(6)
    write(m.object_layer("table"), [s for s in six if s[6] < 0])
    write(m.object_layer("seats"), [s for s in six if s[6] >= 0])
    for n in range(2, 7):
        write(m.object_layer(f"layout_{n}"), table_layout(n))
    m.save(out / "moonwakers_table.tmx")
