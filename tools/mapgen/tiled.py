"""Writing Tiled files as Tiled 1.10 does: PNG tileset images (with pygame), ``.tsx``
tilesets, custom properties and orthogonal ``.tmx`` maps (:class:`MapWriter`)."""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path

TILE = 16
TMX_VERSION = "1.10"
TILED_VERSION = "1.10.2"


def _clamp(v: float) -> int:
    return max(0, min(255, int(round(v))))


def write_png(pixels: list[list[list[float]]], path: Path) -> None:
    """Save pixel rows ([r, g, b] or [r, g, b, a]) as a PNG with pygame (no display needed)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    h, w = len(pixels), len(pixels[0])
    if len(pixels[0][0]) == 4:   # RGBA
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for y, row in enumerate(pixels):
            for x, px in enumerate(row):
                surf.set_at((x, y), tuple(_clamp(c) for c in px))
    else:
        surf = pygame.Surface((w, h))
        for y, row in enumerate(pixels):
            for x, (r, g, b) in enumerate(row):
                surf.set_at((x, y), (_clamp(r), _clamp(g), _clamp(b)))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))


# --- TMX / TSX writing --------------------------------------------------------------------------


def _xml_bytes(root: ET.Element) -> bytes:
    """Serialise like Tiled: double-quoted declaration, one-space indent, ``<point/>``."""
    ET.indent(root, space=" ")
    text = ET.tostring(root, encoding="unicode").replace(" />", "/>")
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n").encode("utf-8")


def _write(path: Path, root: ET.Element) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(_xml_bytes(root))


def tileset_xml(name: str, columns: int, rows: int, image: str, tile: int = TILE,
                tiles: dict[int, dict[str, object]] | None = None) -> ET.Element:
    """A ``.tsx`` tileset element for one image of ``columns`` x ``rows`` tiles.

    ``tiles`` maps local tile ids to their custom properties.
    """
    ts = ET.Element("tileset", {
        "version": TMX_VERSION, "tiledversion": TILED_VERSION, "name": name,
        "tilewidth": str(tile), "tileheight": str(tile),
        "tilecount": str(columns * rows), "columns": str(columns)})
    ET.SubElement(ts, "image", {"source": image, "width": str(columns * tile),
                                "height": str(rows * tile)})
    for tid, props in sorted((tiles or {}).items()):
        _properties(ET.SubElement(ts, "tile", {"id": str(tid)}), props)
    return ts


def _properties(parent: ET.Element, props: dict[str, object]) -> None:
    if not props:
        return
    el = ET.SubElement(parent, "properties")
    for key, value in props.items():
        attrs = {"name": key}
        if isinstance(value, bool):
            attrs.update(type="bool", value="true" if value else "false")
        elif isinstance(value, int):
            attrs.update(type="int", value=str(value))
        elif isinstance(value, float):
            attrs.update(type="float", value=repr(value))
        else:
            attrs["value"] = str(value)
        ET.SubElement(el, "property", attrs)


def _num(v: float) -> str:
    """Tiled writes integral coordinates without a decimal point."""
    r = round(v, 2)
    return str(int(r)) if r == int(r) else repr(r)


class MapWriter:
    """Builds one orthogonal TMX map, tracking layer and object ids like Tiled."""

    def __init__(self, width: int, height: int, props: dict[str, object],
                 tile: int = TILE) -> None:
        self.width, self.height = width, height
        self.root = ET.Element("map", {
            "version": TMX_VERSION, "tiledversion": TILED_VERSION,
            "orientation": "orthogonal", "renderorder": "right-down",
            "width": str(width), "height": str(height),
            "tilewidth": str(tile), "tileheight": str(tile), "infinite": "0",
            "nextlayerid": "0", "nextobjectid": "0"})
        _properties(self.root, props)
        self.next_layer, self.next_object = 1, 1

    def tileset(self, source: str, firstgid: int = 1) -> None:
        """Reference an external tileset."""
        ET.SubElement(self.root, "tileset", {"firstgid": str(firstgid), "source": source})

    def tile_layer(self, name: str, gids: list[list[int]]) -> None:
        """Add a CSV tile layer (rows of global tile ids)."""
        layer = ET.SubElement(self.root, "layer", {
            "id": str(self.next_layer), "name": name,
            "width": str(self.width), "height": str(self.height)})
        self.next_layer += 1
        data = ET.SubElement(layer, "data", {"encoding": "csv"})
        data.text = "\n" + ",\n".join(",".join(map(str, row)) for row in gids) + "\n"

    def object_layer(self, name: str) -> ET.Element:
        """Add an empty object layer and return it."""
        group = ET.SubElement(self.root, "objectgroup", {"id": str(self.next_layer),
                                                         "name": name})
        self.next_layer += 1
        return group

    def add_object(self, group: ET.Element, name: str, otype: str, x: float, y: float,
                   w: float | None = None, h: float | None = None,
                   props: dict[str, object] | None = None, ellipse: bool = False) -> None:
        """Add a rectangle or ellipse (w, h given) or point object with custom properties."""
        attrs = {"id": str(self.next_object), "name": name, "type": otype,
                 "x": _num(x), "y": _num(y)}
        if w is not None and h is not None:
            attrs.update(width=_num(w), height=_num(h))
        self.next_object += 1
        obj = ET.SubElement(group, "object", attrs)
        _properties(obj, props or {})
        if w is None:
            ET.SubElement(obj, "point")
        elif ellipse:
            ET.SubElement(obj, "ellipse")

    def save(self, path: Path) -> None:
        """Write the map, filling in nextlayerid/nextobjectid."""
        self.root.set("nextlayerid", str(self.next_layer))
        self.root.set("nextobjectid", str(self.next_object))
        _write(path, self.root)
