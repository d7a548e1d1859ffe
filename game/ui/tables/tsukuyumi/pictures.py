"""The Tsukuyumi table's panels drawn from cached pictures (`game.ui.render.panel_cache`).

A panel that only changes with the state, the viewer, the language, the interface size and
the layout is drawn once and blitted every frame; what its drawing added to the table — the
tooltips and click targets (`table.hits`), the seat rows that open a faction sheet, the phase
chips the phase animation slides between — is kept with the picture and added again each
frame, in the same order. A panel with buttons that light up under the mouse (`hover=True`)
is drawn again when the mouse enters or leaves one of its targets.

The right column sits on the window's background: its picture is opaque, drawn over a copy of
the background. A panel over the map (the selected stack's) is transparent: the map under it
changes (lit cells pulse), so its translucent body is drawn each frame (`backdrop`) and only
its contents, opaque buttons and antialiased text, come from the picture (blitting text from a
transparent picture blends it as blitting it straight does); only the picture's own pixels
are kept (`Layer.build(trim=True)`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui.render import panel_cache
from game.ui.render.layer import Layer


def cached(table, layer: Layer, surface: pygame.Surface, ident: tuple[object, ...],
           extra: tuple, area: pygame.Rect, draw: Callable[[pygame.Surface], Any], *,
           opaque: bool = True, hover: bool = False,
           backdrop: Callable[[pygame.Surface, Any], None] | None = None) -> Any:
    """`panel_cache.cached`, keeping what a Tsukuyumi panel adds besides its targets: the
    seat rows that open a faction sheet, the zones a hovered button points at (`pointing`:
    kept, they rang the map for the one frame the bar was drawn again) and the phase chips
    the phase animation slides between."""
    return panel_cache.cached(table, layer, surface, ident, extra, area, draw, opaque=opaque,
                              hover=hover, backdrop=backdrop,
                              lists=("hits", "sheet_rows", "pointed"), dicts=("phase_boxes",))


__all__ = ["cached"]
