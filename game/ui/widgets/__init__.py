"""A small retained-mode widget set drawn with the theme palette.

Widgets own a `rect` (real pixels), take input through `handle_event(event) -> bool`
(True = consumed) and draw themselves; scenes rebuild them in `layout`.
"""

from game.ui.widgets.base import Button, Choice, Label, Panel, Stepper, Toggle, Widget
from game.ui.widgets.marker import SeatMarker, draw_marker
from game.ui.widgets.scroll import ScrollArea, ScrollList
from game.ui.widgets.textinput import TextInput

__all__ = [
    "Button", "Choice", "Label", "Panel", "ScrollArea", "ScrollList", "SeatMarker", "Stepper",
    "TextInput", "Toggle", "Widget", "draw_marker",
]
