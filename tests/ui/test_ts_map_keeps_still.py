"""The Tsukuyumi map keeps still while the bar's rows come and go.

A newcomer's game (stop 96): the board was framed again at every change of the bar's height
(a longer prompt, a second row of buttons), so zones moved under the pointer between two
clicks: an Oni was placed on the wrong zone and « End turn » was missed. The board keeps its
framing while it stays whole above the bar and a new framing would hardly enlarge it; it is
framed again when the bar would cover it."""

from __future__ import annotations

from test_tsukuyumi_table import start


def _sync(app, table, covers) -> None:
    table._covers = lambda view: covers  # type: ignore[method-assign]
    table._ui_key = None  # as after any move: the bar is measured again
    app.frame([], 1 / 60)


def test_the_map_keeps_its_framing_while_the_board_stays_whole(app) -> None:
    match, table = start(app, 4, {"factions": "random"}, seed=3)
    table.refit()
    extra, cover = table.bar_extra, table.draft_cover
    size, origin = table.mv.size, table.mv.origin
    _sync(app, table, (extra + 6, cover))  # a few pixels more or less of bar: still
    assert (table.mv.size, table.mv.origin) == (size, origin)
    assert table.bar_extra == extra + 6  # the bar's reach is still followed
    _sync(app, table, (extra, cover))
    assert (table.mv.size, table.mv.origin) == (size, origin)
    # a bar reaching far over the board: framed again, smaller, above it
    _sync(app, table, (extra + table.map_rect.h // 2, cover))
    assert table.mv.size < size
    cells = [c for c in table.view().board.index]
    room = table.visible_map()
    assert all(table.mv.bounds(*c).bottom <= room.bottom + 1 for c in cells)
