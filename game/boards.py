"""Tiled maps to plain board data: the only module that imports pytmx.

``maps/*.tmx`` are authored by ``tools/make_maps.py`` and open in the Tiled editor. This module
parses them headless with ``pytmx.TiledMap`` (no display, no images loaded) and returns frozen
dataclasses of ints, floats, strs, tuples and dicts, so no pytmx or pygame object leaks into the
UI or the rules. pytmx (which imports pygame) is imported lazily inside the loaders, keeping
``import game.boards`` cheap.

- :func:`load_ring` -> :class:`RingBoard`: the Moonstar zodiac ring (MS-0.1: 12 stars indexed
  0-11 clockwise from the top), its layout anchors and its background tiles.
- :func:`load_card_table` -> :class:`CardTable`: the Moonwakers table's card slots for 2-6 seats
  (the 6-seat layout, and one layout per player count via :meth:`CardTable.for_players`).
- :func:`load_planet` -> :class:`PlanetMap`: a Planet Unknown planet (``maps/planet_<key>.tmx``,
  PU-16.1, PU-17): the kind letter of every square read back from the tiles' ``kind`` property
  (tile layer ``squares``), row and column medals (object layer ``medals``) and the edge squares
  (tiles with ``edge`` = true in tile layer ``edge``).
- :func:`load_moon` -> :class:`MoonMap`: a Supermoon moon face (``maps/moon_<key>.tmx``, SM-6,
  RECONSTRUCTED): the legend letter of every cell (tile layer ``squares``), the edge squares
  (tile layer ``edge``) and the orbital positions (object layer ``orbit``), all in moon
  coordinates: the map has a ``margin`` (map property, 1) of cells all round the moon's grid,
  so moon cell (x, y) is map cell (x + margin, y + margin).
- :func:`load_fragment` -> :class:`FragmentMap`: a face of a fragment of Supermoon's fragmented
  planet (``maps/fragment_<key>.tmx``, SM-10, RECONSTRUCTED): in the canonical 6x6 frame, the
  legend letter of every cell (tile layer ``squares``: ``.`` ``L`` ``I`` ``P`` ``S``), row and
  column medals (object layer ``medals``), the edge squares (tile layer ``edge``), and the map
  properties ``number`` (the fragment, 1-4), ``forbids``, ``difficulty`` and ``turns`` (the
  clockwise quarter turns that show it on the 12x12 layout, SM-10.1).
- :func:`load_supermoon_table` -> :class:`SupermoonTable`: the Planet Unknown table area (940 x
  660 px, beside the log column): the S.U.S.A.N. station's centre, radii and 6 depot points,
  the 5 track rows of a corporation board and the UI regions.
- :func:`load_tsukuyumi_map` -> :class:`TsukuyumiMap`: a Tsukuyumi board layout
  (``maps/tsukuyumi_<key>.tmx``, TS-41.7-41.11, written by ``tools/make_tsukuyumi_maps.py``): a
  flat-top hex map (staggeraxis x, staggerindex odd) whose cells are turned into axial ``(q, r)``
  with the moon centre at (0, 0): the slot of every painted cell (tile layer ``zones``), the
  group of every grouped cell (optional tile layer ``groups``), the pre-placed edge markers
  (optional object layer ``markers``) and the map properties.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import Any

from game.board_data import (  # the data the loaders return, re-exported
    Background,
    BoardError,
    CardTable,
    FragmentMap,
    MoonMap,
    PlanetMap,
    Rect,
    RingBoard,
    Slot,
    StarSpot,
    SupermoonTable,
    TsukuyumiMap,
    TsukuyumiMarker,
)
from game.core.hexgrid import Hex, tiled_to_hex

RING_MAP = "moonstar_ring.tmx"
CARD_TABLE_MAP = "moonwakers_table.tmx"
SUPERMOON_TABLE_MAP = "supermoon_table.tmx"
STAR_COUNT = 12
DEPOT_COUNT = 6
TRACK_NAMES = ("civ", "water", "biomass", "rover", "tech")

# --- loading ------------------------------------------------------------------------------------


def maps_dir() -> Path:
    """The ``maps/`` directory: beside the ``game`` package, or in the PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle and (Path(bundle) / "maps").is_dir():
        return Path(bundle) / "maps"
    return Path(__file__).resolve().parent.parent / "maps"


def _open(path: Path | str | None, default: str) -> Any:
    """Parse a TMX file with pytmx, turning every failure into a BoardError."""
    target = Path(path) if path is not None else maps_dir() / default
    if not target.is_file():
        raise BoardError(f"board map not found: {target}")
    import xml.etree.ElementTree as ET

    import pytmx

    try:
        return pytmx.TiledMap(str(target.resolve()))
    except ET.ParseError as exc:
        raise BoardError(f"board map {target.name} is not valid TMX/XML: {exc}") from exc
    except Exception as exc:  # pytmx raises bare ValueError/KeyError/TypeError/OSError
        raise BoardError(f"board map {target.name} could not be read: "
                         f"{type(exc).__name__}: {exc}") from exc


def _background(tmx: Any, name: str, source: str) -> Background:
    try:
        layer = tmx.get_layer_by_name(name)
    except ValueError as exc:
        raise BoardError(f"{source}: no tile layer named {name!r}") from exc
    index = list(tmx.layers).index(layer)
    image, tw, th = None, tmx.tilewidth, tmx.tileheight
    rows: list[list[Any]] = []
    for y in range(layer.height):
        row: list[Any] = []
        for x in range(layer.width):
            tile = tmx.get_tile_image(x, y, index)
            if tile is None:
                row.append(-1)
                continue
            path, (rx, ry, rw, rh), _flags = tile
            if image is None:
                image, tw, th = str(Path(path).resolve()), rw, rh
            elif str(Path(path).resolve()) != image:
                raise BoardError(f"{source}: layer {name!r} mixes several tileset images")
            row.append((ry // th, rx // tw))
        rows.append(row)
    if image is None:
        raise BoardError(f"{source}: layer {name!r} is empty")
    tileset = next(ts for ts in tmx.tilesets if ts.tilewidth == tw and ts.tileheight == th)
    columns = tileset.columns or max(1, tileset.width // tw)
    tiles = tuple(tuple(c if c == -1 else c[0] * columns + c[1] for c in row) for row in rows)
    return Background(image=image, tile_width=tw, tile_height=th, columns=columns, tiles=tiles)


def _group(tmx: Any, name: str, source: str) -> list[Any]:
    try:
        return list(tmx.get_layer_by_name(name))
    except ValueError as exc:
        raise BoardError(f"{source}: no object layer named {name!r}") from exc


def _obj_type(obj: Any) -> str:
    """Object type, whether Tiled wrote ``type`` (1.10) or ``class`` (1.9)."""
    return str(getattr(obj, "type", None) or getattr(obj, "class", None) or "")


def _prop(obj: Any, key: str, kind: type, source: str) -> Any:
    value = obj.properties.get(key)
    if not isinstance(value, kind):
        raise BoardError(f"{source}: object {obj.name!r} needs a {kind.__name__} "
                         f"property {key!r}, got {value!r}")
    return value


def load_ring(path: Path | str | None = None) -> RingBoard:
    """Load the Moonstar ring (default ``maps/moonstar_ring.tmx``) as a :class:`RingBoard`."""
    tmx = _open(path, RING_MAP)
    source = Path(tmx.filename).name
    stars = []
    for obj in _group(tmx, "stars", source):
        if _obj_type(obj) != "star":
            continue
        stars.append(StarSpot(index=_prop(obj, "index", int, source), x=float(obj.x),
                              y=float(obj.y), name_en=_prop(obj, "name_en", str, source),
                              name_fr=_prop(obj, "name_fr", str, source),
                              symbol=_prop(obj, "symbol", str, source)))
    stars.sort(key=lambda s: s.index)
    if [s.index for s in stars] != list(range(STAR_COUNT)):
        raise BoardError(f"{source}: expected stars indexed 0..{STAR_COUNT - 1}, "
                         f"got {[s.index for s in stars]}")
    anchors = {str(o.name): (float(o.x), float(o.y), float(o.width or 0), float(o.height or 0))
               for o in _group(tmx, "layout", source)}
    width, height = tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight
    cx, cy = anchors.get("ring_centre", (width / 2, height / 2, 0, 0))[:2]
    radius = tmx.properties.get("ring_radius")
    if not isinstance(radius, int):
        radius = round(sum(math.hypot(s.x - cx, s.y - cy) for s in stars) / len(stars))
    return RingBoard(width=width, height=height, centre=(cx, cy), ring_radius=radius,
                     stars=tuple(stars), anchors=anchors,
                     background=_background(tmx, "background", source))


def _seat_orders(props: dict[str, Any], source: str) -> dict[int, tuple[int, ...]]:
    orders = {}
    for key, value in props.items():
        if key.startswith("seats_"):
            try:
                orders[int(key[6:])] = tuple(int(v) for v in str(value).split(","))
            except ValueError as exc:
                raise BoardError(f"{source}: bad seat order {key}={value!r}") from exc
    return dict(sorted(orders.items()))


def load_card_table(path: Path | str | None = None) -> CardTable:
    """Load the Moonwakers table (default ``maps/moonwakers_table.tmx``) as a CardTable."""
    tmx = _open(path, CARD_TABLE_MAP)
    source = Path(tmx.filename).name
    slots = []
    for layer in ("table", "seats"):
        for obj in _group(tmx, layer, source):
            if _obj_type(obj) != "slot":
                continue
            slots.append(_slot(obj, source))
    if not slots:
        raise BoardError(f"{source}: no slot objects")
    variants: dict[int, tuple[Slot, ...]] = {}
    for layer in tmx.layers:
        name = str(getattr(layer, "name", ""))
        if not name.startswith("layout_"):
            continue
        try:
            players = int(name[7:])
        except ValueError as exc:
            raise BoardError(f"{source}: bad layout layer {name!r}") from exc
        variants[players] = tuple(_slot(obj, source) for obj in layer
                                  if _obj_type(obj) == "slot")
    props = tmx.properties
    return CardTable(
        width=tmx.width * tmx.tilewidth, height=tmx.height * tmx.tileheight,
        card_size=(int(props.get("card_width", 64)), int(props.get("card_height", 90))),
        seat_card_size=(int(props.get("seat_card_width", 56)),
                        int(props.get("seat_card_height", 78))),
        slots=tuple(slots), seat_orders=_seat_orders(props, source),
        background=_background(tmx, "background", source), variants=variants)


def _slot(obj: Any, source: str) -> Slot:
    return Slot(name=str(obj.name), role=_prop(obj, "role", str, source),
                seat=_prop(obj, "seat", int, source), index=int(obj.properties.get("index", 0)),
                x=float(obj.x), y=float(obj.y), w=float(obj.width), h=float(obj.height),
                max_cards=_prop(obj, "max_cards", int, source))


def _tile_props(tmx: Any, name: str, source: str) -> list[list[dict[str, Any]]]:
    """Rows of the tile properties of a tile layer ({} for an empty cell)."""
    try:
        layer = tmx.get_layer_by_name(name)
        index = list(tmx.layers).index(layer)
        return [[tmx.get_tile_properties(x, y, index) or {} for x in range(tmx.width)]
                for y in range(tmx.height)]
    except ValueError as exc:
        raise BoardError(f"{source}: no tile layer named {name!r}") from exc
    except Exception as exc:  # pytmx raises a bare Exception on a bad gid
        raise BoardError(f"{source}: tile layer {name!r} is unreadable: {exc}") from exc


def _medals(tmx: Any, otype: str, count: int, source: str) -> tuple[int, ...]:
    found = {_prop(o, "index", int, source): _prop(o, "medal", int, source)
             for o in _group(tmx, "medals", source) if _obj_type(o) == otype}
    if sorted(found) != list(range(count)):
        raise BoardError(f"{source}: expected {otype} medals indexed 0..{count - 1}, "
                         f"got {sorted(found)}")
    return tuple(found[i] for i in range(count))


def _kind_rows(tmx: Any, source: str) -> list[str]:
    """The `kind` letter of every tile of layer 'squares', a string per row."""
    rows = []
    for y, row in enumerate(_tile_props(tmx, "squares", source)):
        kinds = [str(p.get("kind", "")) for p in row]
        if not all(len(k) == 1 for k in kinds):
            raise BoardError(f"{source}: row {y} of 'squares' has a tile without a kind")
        rows.append("".join(kinds))
    return rows


def _edge_cells(tmx: Any, source: str, margin: int = 0) -> frozenset[tuple[int, int]]:
    """The cells (x, y) marked `edge` in layer 'edge', less a margin."""
    return frozenset((x - margin, y - margin)
                     for y, row in enumerate(_tile_props(tmx, "edge", source))
                     for x, p in enumerate(row) if p.get("edge") is True)


def load_planet(key: str, path: Path | str | None = None) -> PlanetMap:
    """Load planet ``key`` (default ``maps/planet_<key>.tmx``) as a :class:`PlanetMap`."""
    tmx = _open(path, f"planet_{key}.tmx")
    source = Path(tmx.filename).name
    if tmx.properties.get("planet") != key:
        raise BoardError(f"{source}: map property planet is "
                         f"{tmx.properties.get('planet')!r}, expected {key!r}")
    cells = _kind_rows(tmx, source)
    edge = _edge_cells(tmx, source)
    return PlanetMap(key=key, name=str(tmx.properties.get("name", key)), width=tmx.width,
                     height=tmx.height, cells=tuple(cells),
                     row_medals=_medals(tmx, "row", tmx.height, source),
                     col_medals=_medals(tmx, "column", tmx.width, source), edge=edge)


def load_moon(key: str, path: Path | str | None = None) -> MoonMap:
    """Load moon face ``key`` (default ``maps/moon_<key>.tmx``) as a :class:`MoonMap`."""
    tmx = _open(path, f"moon_{key}.tmx")
    source = Path(tmx.filename).name
    if tmx.properties.get("moon") != key:
        raise BoardError(f"{source}: map property moon is "
                         f"{tmx.properties.get('moon')!r}, expected {key!r}")
    margin = tmx.properties.get("margin")
    if (not isinstance(margin, int) or isinstance(margin, bool) or margin < 0
            or 2 * margin >= min(tmx.width, tmx.height)):
        raise BoardError(f"{source}: bad map property margin {margin!r}")
    rows = _kind_rows(tmx, source)
    width, height = tmx.width - 2 * margin, tmx.height - 2 * margin
    cells = tuple(row[margin:margin + width] for row in rows[margin:margin + height])
    border = {c for y, row in enumerate(rows) for x, c in enumerate(row)
              if not (margin <= x < margin + width and margin <= y < margin + height)}
    if border - {"."}:
        raise BoardError(f"{source}: the margin must be '.' cells only, not {sorted(border)}")
    edge = _edge_cells(tmx, source, margin)
    orbit = []
    for obj in _group(tmx, "orbit", source):
        if _obj_type(obj) != "orbit":
            continue
        orbit.append((_prop(obj, "index", int, source),
                      int(float(obj.x) // tmx.tilewidth) - margin,
                      int(float(obj.y) // tmx.tileheight) - margin,
                      _prop(obj, "lines", str, source), _prop(obj, "start", bool, source)))
    orbit.sort()
    if [o[0] for o in orbit] != list(range(len(orbit))) or not orbit:
        raise BoardError(f"{source}: expected orbit points indexed 0..n-1, "
                         f"got {[o[0] for o in orbit]}")
    return MoonMap(key=key, name=str(tmx.properties.get("name", key)), width=width,
                   height=height, cells=cells, edge=edge, orbit=tuple(orbit))


def load_fragment(key: str, path: Path | str | None = None) -> FragmentMap:
    """Load fragment face ``key`` (default ``maps/fragment_<key>.tmx``) as a
    :class:`FragmentMap`."""
    tmx = _open(path, f"fragment_{key}.tmx")
    source = Path(tmx.filename).name
    props = tmx.properties
    if props.get("fragment") != key:
        raise BoardError(f"{source}: map property fragment is "
                         f"{props.get('fragment')!r}, expected {key!r}")
    values = [props.get(name) for name in ("number", "difficulty", "turns")]
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in values) or not \
            isinstance(props.get("forbids"), str):
        raise BoardError(f"{source}: needs int properties number, difficulty, turns and a "
                         "string property forbids")
    number, difficulty, turns = (int(v) for v in values)
    return FragmentMap(key=key, number=number, width=tmx.width, height=tmx.height,
                       cells=tuple(_kind_rows(tmx, source)),
                       row_medals=_medals(tmx, "row", tmx.height, source),
                       col_medals=_medals(tmx, "column", tmx.width, source),
                       edge=_edge_cells(tmx, source), forbids=str(props["forbids"]),
                       difficulty=difficulty, turns=turns)


def _rect(obj: Any) -> Rect:
    return float(obj.x), float(obj.y), float(obj.width or 0), float(obj.height or 0)


def load_supermoon_table(path: Path | str | None = None) -> SupermoonTable:
    """Load the Planet Unknown table (default ``maps/supermoon_table.tmx``)."""
    tmx = _open(path, SUPERMOON_TABLE_MAP)
    source = Path(tmx.filename).name
    station = {str(o.name): o for o in _group(tmx, "station", source)}
    centre = station.get("centre")
    if centre is None:
        raise BoardError(f"{source}: the station layer has no 'centre' object")
    depots = [station.get(f"depot_{d}") for d in range(DEPOT_COUNT)]
    if any(d is None for d in depots):
        raise BoardError(f"{source}: the station needs points depot_0..depot_{DEPOT_COUNT - 1}")
    tracks = {str(o.name).removeprefix("track_"): o for o in _group(tmx, "tracks", source)}
    if sorted(tracks) != sorted(TRACK_NAMES):
        raise BoardError(f"{source}: expected tracks {TRACK_NAMES}, got {sorted(tracks)}")
    x, y, w, h = _rect(centre)
    return SupermoonTable(
        width=tmx.width * tmx.tilewidth, height=tmx.height * tmx.tileheight,
        centre=(x + w / 2, y + h / 2),
        inner_radius=float(_prop(centre, "inner_radius", int, source)),
        outer_radius=float(_prop(centre, "outer_radius", int, source)),
        depots=tuple((float(d.x), float(d.y)) for d in depots if d is not None),
        tracks={n: _rect(tracks[n]) for n in TRACK_NAMES},
        track_steps={n: _prop(tracks[n], "steps", int, source) for n in TRACK_NAMES},
        layout={str(o.name): _rect(o) for o in _group(tmx, "layout", source)})


TSUKUYUMI_FORMAT = {"orientation": "hexagonal", "staggeraxis": "x", "staggerindex": "odd"}


def _cell_values(tmx: Any, name: str, key: str, kind: type, source: str,
                 required: bool) -> dict[tuple[int, int], Any]:
    """(column, row) -> the ``key`` property of every painted cell of a tile layer."""
    try:
        tmx.get_layer_by_name(name)
    except ValueError as exc:
        if not required:
            return {}
        raise BoardError(f"{source}: no tile layer named {name!r}") from exc
    out = {}
    for y, row in enumerate(_tile_props(tmx, name, source)):
        for x, props in enumerate(row):
            if not props:
                continue
            value = props.get(key)
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise BoardError(f"{source}: cell ({x}, {y}) of {name!r} has no {kind.__name__} "
                                 f"property {key!r}")
            out[(x, y)] = value
    return out


def load_tsukuyumi_map(key: str, path: Path | str | None = None) -> TsukuyumiMap:
    """Load Tsukuyumi layout ``key`` (default ``maps/tsukuyumi_<key>.tmx``)."""
    tmx = _open(path, f"tsukuyumi_{key}.tmx")
    source = Path(tmx.filename).name
    for attr, want in TSUKUYUMI_FORMAT.items():
        if getattr(tmx, attr, None) != want:
            raise BoardError(f"{source}: {attr} must be {want!r} (TS-41.8), "
                             f"not {getattr(tmx, attr, None)!r}")
    # pytmx reads an empty string property as None; TS-41.11 means "" (e.g. no rules).
    props = {k: "" if v is None else v for k, v in tmx.properties.items()}
    if props.get("game") != "tsukuyumi" or props.get("scenario") != key:
        raise BoardError(f"{source}: map properties game/scenario are {props.get('game')!r}/"
                         f"{props.get('scenario')!r}, expected 'tsukuyumi'/{key!r}")
    slots = _cell_values(tmx, "zones", "slot", str, source, required=True)
    centre = [cell for cell, slot in slots.items() if slot == "moon_centre"]
    if len(centre) != 1:
        raise BoardError(f"{source}: expected one moon_centre cell, found {len(centre)}")
    axis, index = tmx.staggeraxis, tmx.staggerindex
    # TS-41.8: translate in axial coordinates (never offsets: an odd column shift breaks parity).
    moon = tiled_to_hex(*centre[0], axis, index)

    def axial(cell: tuple[int, int]) -> tuple[int, int]:
        h: Hex = tiled_to_hex(*cell, axis, index) - moon
        return h.q, h.r

    groups = _cell_values(tmx, "groups", "group", int, source, required=False)
    markers: list[TsukuyumiMarker] = []
    try:
        marker_objects = list(tmx.get_layer_by_name("markers"))
    except ValueError:
        marker_objects = []
    for obj in marker_objects:   # TS-41.10: the object's own position is ignored
        markers.append((_prop(obj, "q", int, source), _prop(obj, "r", int, source),
                        _prop(obj, "dir", int, source), _prop(obj, "kind", str, source)))
    return TsukuyumiMap(key=key, properties=props,
                        cells={axial(c): s for c, s in slots.items()},
                        groups={axial(c): g for c, g in groups.items()},
                        markers=tuple(sorted(markers)), origin=centre[0])
