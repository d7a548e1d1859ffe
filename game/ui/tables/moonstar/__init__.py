"""The Moonstar table: the table scene, its phase screens, widgets and screenshot capture."""

from game.ui.tables.moonstar.table import MoonstarTable

__all__ = ["MoonstarTable"]
