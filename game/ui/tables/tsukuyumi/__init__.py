"""The Tsukuyumi table (`table.TsukuyumiTable`) and its parts: the map (`map_ui`, drawn with
`game.ui.render.hexmap`), the right column (`hud`), the draft (`draft`), the bar and menus
(`bar`, `menus`), the clicks (`gestures`), the combat and stack panels (`combat_ui`), the
reading of legal actions (`actions_ui`), tooltips (`tips`), prompts (`prompts`), drawing
primitives (`art`) and screenshots (`capture`)."""

from game.ui.tables.tsukuyumi.table import TsukuyumiTable

__all__ = ["TsukuyumiTable"]
