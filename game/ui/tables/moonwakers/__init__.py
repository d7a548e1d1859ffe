"""The Moonwakers table: the table scene, its phase screens, widgets and screenshot capture."""

from game.ui.tables.moonwakers.table import MoonwakersTable

__all__ = ["MoonwakersTable"]
