"""Screenshots of the legendary Oni (TS-M8) for `capture.scenes`:

- legend_place: the viewer's Oni placement with legendary Oni on, a moon zone's menu open —
  the ordinary Oni and "place … instead of an Oni" side by side;
- legend_sheet_<key>: a legendary Oni on the board, its figure hovered, its sheet shown (the
  Joueuse, whose die makes the tallest sheet; the Trois Ombres, three figures; the
  Profanateur, the hexagonal tile; the Horreur);
- legend_horror_turn: a green turn owing the Horreur's extra attack, its targets lit;
- legend_key: the map legend with the eight figures;
- legend_options: the setup screen's legendary Oni chips, two chosen, one's tooltip shown (its
  one-line explanation and the reconstructed note).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.tsukuyumi.modules.legendary_data import KEYS

SHEETS = ("gambler", "shadows", "defiler", "horror")
SCENES = ("legend_options", "legend_place", *(f"legend_sheet_{k}" for k in SHEETS),
          "legend_horror_turn", "legend_key")


def _placing(app, keys: tuple[str, ...], seed: int):
    """A 3-seat match driven to the viewer's first Oni placement where a legendary Oni may
    be placed (None when the seed gives none)."""
    from game.ui.tables.tsukuyumi.capture import drive, kinds, new_table

    for attempt in range(6):
        match, table = new_table(app, 3, {"factions": "random", "legendary_oni": keys},
                                 seed + attempt)
        def ready(st, m=match) -> bool:
            return "legend" in kinds(m)

        if drive(match, table, random.Random(seed + attempt), ready):
            return match, table
    return None


def _place(match, table, key: str) -> bool:
    """Place legendary Oni `key` (and the other Shadows) for the viewer."""
    k = KEYS.index(key)
    act = next((a for a in match.legal_actions(0) if a.kind == "legend" and a.args[0] == k),
               None)
    if act is None:
        return False
    table.submit_as(0, act, quiet=True)
    for _ in range(4):
        more = [a for a in match.legal_actions(0) if a.kind == "shadow"] \
            if 0 in match.to_act() else []
        if not more:
            break
        table.submit_as(0, more[len(more) // 2], quiet=True)
    return True


def _figure_point(app, table, key: str) -> tuple[int, int] | None:
    app.frame([], 1 / 60)
    hit = next((h for h in table.hits if h.layer == f"legend:{key}"), None)
    return hit.rect.center if hit is not None else None


def options_shot(app, path) -> None:
    """The setup screen scrolled to the legendary Oni chips, the Horreur's hovered."""
    from game.ui.i18n import t
    from game.ui.tables.tsukuyumi.capture_modules import setup_chip_shot

    setup_chip_shot(app, {"legendary_oni": ("horror", "ronin")},
                    t("ts.option.legendary_oni.horror"), path, 2)


def legendary_scenes(app, shot, wanted: Callable[[str], bool],
                     path=None) -> None:
    """The scenes above, those `wanted` (`path(name)`: where a screen-only scene goes)."""
    if wanted("legend_options") and path is not None:
        options_shot(app, path("legend_options"))
    if wanted("legend_place"):
        got = _placing(app, KEYS, 41)
        if got is not None:
            match, table = got
            app.frame([], 1 / 60)  # the table settled: the menu then stays open
            by_cell = table.options().by_cell
            both = [c for c, acts in sorted(by_cell.items())
                    if {"oni", "legend"} <= {a.kind for a in acts}]
            cell = both[0] if both else next(c for c, acts in sorted(by_cell.items())
                                             if any(a.kind == "legend" for a in acts))
            table.mouse = table.cell_point(cell)
            table.click_cell(cell)
            shot(table, "legend_place")
    for key in SHEETS:
        name = f"legend_sheet_{key}"
        if not wanted(name):
            continue
        got = _placing(app, (key,), 50 + KEYS.index(key))
        if got is None or not _place(got[0], got[1], key):
            continue
        point = _figure_point(app, got[1], key)
        if point is not None:
            shot(got[1], name, mouse=point)
    if wanted("legend_horror_turn"):
        _horror_turn(app, shot)
    if wanted("legend_key"):  # the map legend with the eight figures
        from game.ui.tables.tsukuyumi.capture import new_table

        _, table = new_table(app, 4, {"legendary_oni": KEYS}, 2)
        table.toggle_legend()  # as its button does: the board framed again beside it
        shot(table, "legend_key")


def _horror_turn(app, shot) -> None:
    """The Horreur in play, driven to a green turn of the viewer that owes its attack."""
    from game.ui.tables.tsukuyumi.capture import drive

    got = _placing(app, ("horror",), 61)
    if got is None or not _place(got[0], got[1], "horror"):
        return
    match, table = got
    owed = drive(match, table, random.Random(61), lambda st: st.turn is not None
                 and st.turn.seat == 0 and not st.pending and any(
                     a.kind == "horror" for a in match.legal_actions(0)), limit=4000)
    if owed:
        shot(table, "legend_horror_turn")


__all__ = ["SCENES", "legendary_scenes"]
