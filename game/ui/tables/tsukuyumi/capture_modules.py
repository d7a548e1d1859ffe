"""Screenshots of the Stage 2 modules on the Tsukuyumi table, for `capture.scenes`:

- `options_modules`: the setup screen with every module built chosen, a module chip's tooltip
  (its one-line explanation and its "reconstructed" note) shown;
- `m1_choice`: the viewer choosing their objective (TS-M1.2), the alternative's button
  hovered (its card text);
- `m1_cards`: a round-2 table of four with M1 on, the alternative objective cards in the
  right column, one hovered (text, who pursues it, progress, "reconstructed");
- `m2_look`: the viewer looking at their starting advantage (TS-M2.2), the keep button
  hovered (the card's text);
- `m2_cards`: a table of three with M2 on, the viewer looking at their card again before
  round 1's white phase, their card and the cards used by the others in the right column, the
  viewer's hovered;
- `m3_choice`: the viewer answering an epic event's choice (its zones lit on the map);
- `m3_cards`: a table of three with M3 on after two epics, the epic cards in the right column
  (in the deck, applied), the deck's count hovered;
- `m4_events`: a table of three with M4 on, the viewer in an Events action holding a faction
  event to play on a zone, that zone hovered (the map hint beside the buttons says so);
- `m4_cards`: a table of four with M4 on after faction events were played, the decks, the
  viewer's hand and the cards played in the right column, one hovered.
- M5 and M7: `capture_m57.py`; M6: `capture_m6.py`.

Reached by seeded random play (`capture_round.reach`), the first seed that gets there kept.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.tsukuyumi import modules
from game.tsukuyumi.actions import Action
from game.ui.tables.tsukuyumi.capture_m6 import SCENES as M6_SCENES
from game.ui.tables.tsukuyumi.capture_m6 import m6_scenes
from game.ui.tables.tsukuyumi.capture_m57 import SCENES as M57_SCENES
from game.ui.tables.tsukuyumi.capture_m57 import m57_scenes

MODULE_SCENES = ("options_modules", "m1_choice", "m1_cards", "m2_look", "m2_cards", "m3_choice",
                 "m3_cards", "m4_events", "m4_cards", *M57_SCENES, *M6_SCENES)


def hit_point(table, want: Callable[[Any], bool]) -> tuple[int, int] | None:
    """The centre of the first drawn rect whose Hit satisfies `want` (after a frame)."""
    table.app.frame([], 1 / 60)
    for hit in table.hits:
        if want(hit):
            return hit.rect.center
    return None


def _tip_has(text: str) -> Callable[[Any], bool]:
    def want(hit) -> bool:
        tip = hit.tip() if callable(hit.tip) else hit.tip
        return bool(tip) and text in tip
    return want


def module_scenes(app, shot, wanted: Callable[[str], bool], out_dir: Path,
                  suffix: str) -> list[Path]:
    """The module scenes (see the module docstring), those `wanted`; the setup screen's
    path is returned (the others go through `shot`)."""
    from game.tsukuyumi.rules import RULES
    from game.ui.i18n import t
    from game.ui.tables.tsukuyumi.capture_round import reach

    paths: list[Path] = []
    if wanted("options_modules"):
        paths.append(_options(app, out_dir / f"tsukuyumi_options_modules{suffix}.png"))
    m1_on = {"factions": "random", "modules": ("m1",)}
    if wanted("m1_choice"):
        def choosing(st) -> bool:
            return bool(st.pending) and st.pending[-1].kind == "objective" \
                and st.pending[-1].seat == 0
        got = reach(app, 3, m1_on, 5, choosing)
        if got is not None:
            table = got[1]
            table._after_change()
            pos = hit_point(table, lambda h: h.action == Action("objective", (1,)))
            shot(table, "m1_choice", mouse=pos)
    if wanted("m1_cards"):
        got = reach(app, 4, m1_on, 12, lambda st: st.round >= 2 and st.phase == "green" and
                    any(s.objective for s in st.seats))
        if got is not None:
            match, table = got
            table._after_change()
            who = next(i for i, s in enumerate(match.state.seats) if s.objective)
            pos = hit_point(table, _tip_has(t("ts.ui.m1.pursued", who=table.name(who),
                                              done=0, need=0).split(":")[0]))
            shot(table, "m1_cards", mouse=pos)
    m2_on = {"factions": "random", "modules": ("m2",)}
    if wanted("m2_look"):
        def looking(st) -> bool:
            return bool(st.pending) and st.pending[-1].kind == "advantage" \
                and st.pending[-1].seat == 0 and st.pending[-1].data[0] == 0
        got = reach(app, 3, m2_on, 3, looking)
        if got is not None:
            table = got[1]
            table._after_change()
            pos = hit_point(table, lambda h: h.action == Action("advantage", (0,)))
            shot(table, "m2_look", mouse=pos)
    if wanted("m2_cards"):
        def used(st) -> bool:  # the look before round 1's white phase, a card used
            return bool(st.pending) and st.pending[-1].kind == "advantage" \
                and st.pending[-1].seat == 0 and st.pending[-1].data[0] == 1 \
                and any(s.adv_state == "used" for s in st.seats)
        got = reach(app, 3, m2_on, 20, used, tries=12)
        if got is not None:
            match, table = got
            table._after_change()
            mine = match.state.seats[0].advantage
            pos = hit_point(table, _tip_has(t(f"ts.adv.{mine}.text")))
            shot(table, "m2_cards", mouse=pos)
    m3_on = {"factions": "random", "modules": ("m3",)}
    if wanted("m3_choice"):
        def choosing_epic(st) -> bool:
            return bool(st.pending) and st.pending[-1].kind == "epic" \
                and st.pending[-1].seat == 0
        got = reach(app, 3, m3_on, 30, choosing_epic, tries=12)
        if got is not None:
            table = got[1]
            table._after_change()
            shot(table, "m3_choice")
    if wanted("m3_cards"):
        got = reach(app, 3, m3_on, 50, lambda st: len(st.epic_out) >= 2 and
                    st.phase in ("blue", "green", "red") and 0 in RULES.to_act(st), tries=12)
        if got is not None:
            match, table = got
            table._after_change()
            pos = hit_point(table, _tip_has(t("ts.ui.m3.in_deck_tip", n=4).split(";")[0]))
            shot(table, "m3_cards", mouse=pos)
    paths += _m4_scenes(app, shot, wanted)
    paths += m57_scenes(app, shot, wanted, out_dir, suffix)  # M5 and M7 (`capture_m57.py`)
    paths += m6_scenes(app, shot, wanted, out_dir, suffix)  # M6 (`capture_m6.py`)
    return paths


def _m4_scenes(app, shot, wanted: Callable[[str], bool]) -> list[Path]:
    """M4: an Events action with a faction event to play; the faction-event panel."""
    from game.tsukuyumi.rules import RULES
    from game.ui.i18n import t
    from game.ui.tables.tsukuyumi.capture_round import reach

    m4_on = {"factions": "random", "modules": ("m4",)}
    if wanted("m4_events"):
        def playing(st) -> bool:
            return bool(st.pending) and st.pending[-1].kind == "events" \
                and st.pending[-1].seat == 0 and any(  # one played on a zone (a map click)
                    a.kind == "fplay" and len(a.args) == 3 for a in RULES.legal_actions(st, 0))
        got = reach(app, 3, m4_on, 40, playing, tries=12)
        if got is not None:
            match, table = got
            table._after_change()
            play = next(a for a in RULES.legal_actions(match.state, 0)
                        if a.kind == "fplay" and len(a.args) == 3)
            pos = hit_point(table, lambda h: h.action == play)
            shot(table, "m4_events", mouse=pos)
    if wanted("m4_cards"):
        got = reach(app, 4, m4_on, 60, lambda st: sum(len(s.fplayed) for s in st.seats) >= 2
                    and st.seats[0].fhand and st.phase in ("blue", "green", "red")
                    and 0 in RULES.to_act(st), tries=12)
        if got is not None:
            match, table = got
            table._after_change()
            mine = match.state.seats[0].fhand[0]
            from game.tsukuyumi.modules.m4_faction_events import CARDS

            table.show_hud_tab("modules")  # the modules' cards, when the panel has tabs
            pos = hit_point(table, _tip_has(t(f"ts.fevent.{CARDS[mine].key}.text")))
            shot(table, "m4_cards", mouse=pos)
    return []


def _options(app, path: Path, key: str = "") -> Path:
    """The setup screen, every module built chosen, a module chip's tooltip (the first
    module's unless `key` names another)."""
    from game.ui.i18n import t

    setup_chip_shot(app, {"modules": modules.OFFERED},
                    t(f"ts.option.modules.{key or modules.OFFERED[0]}"), path, 3)
    return path


def setup_chip_shot(app, options: dict, label: str, path: Path, place: int) -> None:
    """The Tsukuyumi setup screen with `options`, scrolled so that the chip named `label`
    stands 1/`place` down the options column, hovered with its tooltip, saved to `path`."""
    import pygame

    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.title import TitleScene, game_list
    from game.ui.tables.tsukuyumi.capture import demo_seats
    from game.ui.widgets.base import Button

    info = next(g for g in game_list() if g.name == "tsukuyumi")
    app.reset(TitleScene(app))
    scene = SetupScene(app, info, demo_seats(3), options)
    app.push(scene)
    app.frame([], 1 / 60)
    area = scene.opt_area
    assert area is not None
    chip = next(w for w in area.children if isinstance(w, Button) and w.text == label)
    area.offset = max(0, min(chip.rect.top - area.rect.h // place,
                             area.content_height - area.rect.h))
    pos = (area.rect.x + chip.rect.centerx, area.rect.y + chip.rect.centery - area.offset)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                  buttons=(0, 0, 0))], 1 / 60)
    app.tooltip.rest = 5.0
    app.frame([], 1 / 60)
    pygame.image.save(app.screen, str(path))


__all__ = ["MODULE_SCENES", "module_scenes", "setup_chip_shot"]
