"""Screenshots of modules M5 (mascots) and M7 (Oni missions) on the Tsukuyumi table, for
`capture_modules.module_scenes`:

- `options_m57`: the setup screen with every module chosen, the M7 chip's tooltip (its
  explanation and its "reconstructed" note) shown — M5's is in the same place;
- `m5_map_3p`: a round-2 table of three with M5 on, a mascot's crowned piece hovered (its
  values, its rule, its VP);
- `m5_sheet_4p`: a table of four with M5 on, a faction sheet listing the mascot;
- `m5_legend_4p`: the same table with the map's legend open, the mascot's row hovered;
- `m5_over`: the end of a quick game of three with M5 on, the results with the mascot column;
- `m7_cards_3p`: a table of three with M7 on after a card was taken, that card hovered in the
  right column (its condition, the rule, who holds it);
- `m7_cards_4p`: a round-2 table of four with M5 and M7 on, a free card hovered;
- `m57_over`: the end of a quick game of three with M5 and M7 on, both columns in the results;
- `modules_tab_4p`: a round-1 table of four with every module and the legendary Oni on, the
  Modules tab scrolled one card down (where its cards outnumber the room: at 150%).

Reached by seeded random play (`capture_round.reach`), the first seed that gets there kept.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

SCENES = ("options_m57", "m5_map_3p", "m5_sheet_4p", "m5_legend_4p", "m5_over", "m7_cards_3p",
          "m7_cards_4p", "modules_tab_4p", "m57_over")


def _hit_point(table, want: Callable[[Any], bool]) -> tuple[int, int] | None:
    from game.ui.tables.tsukuyumi.capture_modules import hit_point

    return hit_point(table, want)


def _tip(hit) -> str:
    tip = hit.tip() if callable(hit.tip) else hit.tip
    return tip or ""


def _mascot_tip(hit) -> bool:
    from game.ui.i18n import t

    tip = hit.tip() if callable(hit.tip) else hit.tip
    return bool(tip) and t("ts.ui.m5.alive", who="").split(":")[-1].strip() in tip


def m57_scenes(app, shot, wanted: Callable[[str], bool], out_dir: Path,
               suffix: str) -> list[Path]:
    """The M5 and M7 scenes (see the module docstring), those `wanted`; the setup screen's
    path is returned (the others go through `shot`)."""
    from game.ui.tables.tsukuyumi.capture_modules import _options
    from game.ui.tables.tsukuyumi.capture_round import reach

    paths = []
    if wanted("options_m57"):
        paths.append(_options(app, out_dir / f"tsukuyumi_options_m57{suffix}.png", "m7"))

    m5_on = {"factions": "random", "modules": ("m5",)}
    if wanted("m5_map_3p"):
        got = reach(app, 3, m5_on, 21, lambda st: st.round >= 2 and st.phase == "green"
                    and st.turn is not None and st.turn.seat == 0 and not st.pending)
        if got is not None:
            table = got[1]
            table._after_change()
            shot(table, "m5_map_3p", mouse=_hit_point(table, _mascot_tip))
    if wanted("m5_sheet_4p") or wanted("m5_legend_4p"):
        got = reach(app, 4, m5_on, 8, lambda st: st.round >= 2 and st.phase == "blue")
        if got is not None:
            match, table = got
            table._after_change()
            app.frame([], 1 / 60)
            row = next((rect for rect, seat in table.sheet_rows
                        if table.hud_rect.contains(rect) and seat == 1), None)
            shot(table, "m5_sheet_4p", mouse=None if row is None else (row.x + 3, row.centery))
            if wanted("m5_legend_4p"):
                from game.ui.i18n import t

                table.toggle_legend()
                app.frame([], 1 / 60)
                pos = _hit_point(table, lambda h: _tip(h) == t("ts.ability.mascot"))
                shot(table, "m5_legend_4p", mouse=pos)
    if wanted("m5_over"):
        _game_over(app, shot, "m5_over", {**m5_on, "length": "quick"})
    m7_on = {"factions": "random", "modules": ("m7",)}
    if wanted("m7_cards_3p"):
        got = reach(app, 3, m7_on, 31, lambda st: any(s.oni_missions for s in st.seats)
                    and st.turn is not None and st.turn.seat == 0 and not st.pending,
                    tries=10)
        if got is not None:
            match, table = got
            table._after_change()
            who = next(i for i, s in enumerate(match.state.seats) if s.oni_missions)
            table.show_hud_tab("modules")
            shot(table, "m7_cards_3p", mouse=_hit_point(table, lambda h: t_taken(h, table, who)))
    if wanted("m7_cards_4p"):
        both = {"factions": "random", "modules": ("m5", "m7")}
        got = reach(app, 4, both, 12, lambda st: st.round >= 2 and st.phase == "green")
        if got is not None:
            table = got[1]
            table._after_change()
            table.show_hud_tab("modules")  # when the column is short enough to have tabs
            shot(table, "m7_cards_4p", mouse=_hit_point(table, _free_card))
            table.show_hud_tab("events")
    if wanted("modules_tab_4p"):
        from game.tsukuyumi.modules import OFFERED

        every = {"factions": "random", "modules": OFFERED, "legendary_oni": "all"}
        got = reach(app, 4, every, 7, lambda st: st.round == 1 and st.phase == "blue")
        if got is not None:
            table = got[1]
            table._after_change()
            table.show_hud_tab("modules")
            table.app.frame([], 1 / 60)
            table.scroll_hud(1)
            shot(table, "modules_tab_4p")
            table.show_hud_tab("events")
    if wanted("m57_over"):
        _game_over(app, shot, "m57_over", {"factions": "random", "modules": ("m5", "m7"),
                                           "length": "quick"},
                   lambda st: any(s.oni_missions for s in st.seats), tries=8)
    return paths


def t_taken(hit, table, who: int) -> bool:
    """The hit of an Oni mission card taken by `who`."""
    from game.ui.i18n import t

    return t("ts.ui.m7.taken_by", who=table.name(who)) in _tip(hit)


def _free_card(hit) -> bool:
    from game.ui.i18n import t

    return t("ts.ui.m7.free") in _tip(hit)


def _game_over(app, shot, name: str, options: dict,
               want: Callable[[Any], bool] = lambda st: True, tries: int = 1) -> None:
    """A short game played to its end (the first seed from 3 whose end satisfies `want`);
    the game-over dialog with the score by category."""
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.tables.tsukuyumi.capture import drive, new_table

    for seed in range(3, 3 + tries):
        match, table = new_table(app, 3, options, seed)
        drive(match, table, random.Random(seed), lambda st: False, limit=20000)
        if match.is_over and want(match.state):
            break
    for _ in range(4):
        app.frame([], 1 / 60)
    if match.is_over and isinstance(app.top, GameOverScene):
        shot(table, name)


__all__ = ["SCENES", "m57_scenes"]
