"""The Planet Unknown table (`table.SupermoonTable`) and its parts: station, planet, panels,
bar, tile gestures, drawing primitives (`art`)."""

from game.ui.tables.supermoon.table import SupermoonTable

__all__ = ["SupermoonTable"]
