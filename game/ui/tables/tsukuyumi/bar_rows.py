"""Where the Tsukuyumi bar's buttons go: rows of buttons, the finishers (Done, End turn …)
pinned on the right of the last row, and pages when three rows do not hold them.

The layout and the drawing share this one placement (`Placed`): a screenshot review (stop 64)
found the two disagreeing, and « Piocher un événement de faction » drawn over « Fin du tour »
at 150% in French."""

from __future__ import annotations

from typing import Any

from game.tsukuyumi.actions import Action
from game.ui import assets, theme
from game.ui.tables.tsukuyumi.actions_ui import FINISHERS
from game.ui.theme import px

MAX_ROWS = 3
PAGER_W = 72  # room kept on the right of the button rows when the bar pages (its two arrows)
Placed = list[list[tuple[int, int, int]]]  # pages of (button, row, x) of the non-finishers


def is_finisher(action: Any) -> bool:
    """A button that closes the step (Done, End turn, Go …): pinned right on the last row."""
    return isinstance(action, Action) and action.kind in FINISHERS


def finishers(buttons: list[tuple[str, Any]]) -> list[int]:
    """The indices of the finishers among `buttons`."""
    return [i for i, (_, a) in enumerate(buttons) if is_finisher(a)]


def button_widths(buttons: list[tuple[str, Any]]) -> list[int]:
    """Each button's width for its label, before the room clamps it."""
    f = assets.font(px(theme.FONT_SMALL), True)
    return [f.size(text)[0] + px(24) for text, _ in buttons]


def sized(buttons: list[tuple[str, Any]], room: int, gap: int) -> list[int]:
    """The buttons' widths in rows `room` wide: none wider than the row, and the finishers
    together no wider than it either (three of them at 150% beside the pager ran past the
    bar's left edge); their labels are fitted to what is left."""
    widths = [min(w, room) for w in button_widths(buttons)]
    fin = finishers(buttons)
    if fin and sum(widths[i] for i in fin) + gap * (len(fin) - 1) > room:
        each = (room - gap * (len(fin) - 1)) // len(fin)
        for i in fin:
            widths[i] = min(widths[i], each)
    return widths


def layout_rows(buttons: list[tuple[str, Any]], width: int, gap: int,
                hint: int = 0) -> tuple[int, Placed]:
    """(rows, pages) of the buttons: on one page with the whole width when they fit (at
    most MAX_ROWS rows), else on pages beside the pager. The finishers are on every page, on
    the right of its last row; on one page they take a row of their own when the map hint
    (`hint` px wide) would not fit beside them but would fit beside them there, and a row is
    left."""
    rows, pages = place(buttons, width, gap, hint)
    if len(pages) > 1:
        rows, pages = place(buttons, width - px(PAGER_W), gap)
    return rows, pages


def place(buttons: list[tuple[str, Any]], room: int, gap: int,
          hint: int = 0) -> tuple[int, Placed]:
    """The buttons that are not finishers in rows `room` wide. The last row a page may have
    keeps room for the finishers pinned on its right: a button that does not fit beside them
    starts the next page (at 150% in French « Piocher un événement de faction » went alone on
    the last row and was drawn over « Fin du tour »)."""
    widths = sized(buttons, room, gap)
    fin = finishers(buttons)
    pinned = sum(widths[i] + gap for i in fin)
    pages: Placed = [[]]
    x, row = 0, 0
    for i in (i for i in range(len(buttons)) if i not in fin):
        if x > 0 and x + widths[i] + (pinned if row == MAX_ROWS - 1 else 0) > room:
            x, row = 0, row + 1
        if row == MAX_ROWS or (row == MAX_ROWS - 1 and widths[i] + pinned > room
                               and pages[-1]):
            pages.append([])
            x, row = 0, 0
        pages[-1].append((i, row, x))
        x += widths[i] + gap
    if len(pages) > 1:
        return MAX_ROWS, pages
    # one page: the finishers share its last row when they fit beside it, else take their own
    # (and so where the map hint would not fit beside them: at 150% « On the map: new units. »
    # was dropped between « Upgrades » and « End turn »)
    if x > 0 and (x - gap + pinned > room or row + 2 <= MAX_ROWS and hint
                  and x - gap + hint + pinned > room and hint + pinned <= room):
        return row + 2, pages
    return row + 1, pages
