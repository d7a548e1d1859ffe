"""The parts of ``tools/make_maps.py``, the deterministic generator of Moontable's Tiled maps
and tileset art: TMX/TSX and PNG writing (:mod:`.tiled`), the night-sky and felt tilesets
(:mod:`.sky`), the Moonstar ring and Moonwakers table (:mod:`.tables`), the Planet Unknown
planets and table (:mod:`.planets`), the Supermoon moons (:mod:`.moons`) and fragmented planet
(:mod:`.fragments`). ``make_maps.py`` documents the files written and runs them all."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # the repository (tools/mapgen/ is two below)
