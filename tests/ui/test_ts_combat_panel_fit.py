"""The Tsukuyumi combat panel stays in the room above the bar while a player assigns damage:
when its lines and the damage chips do not fit even at the map's full width (a large
interface size, a French text, many kinds of units hit), the last lines (the stage, the
outcome, the conquest) give way — the title, the attack card, the sides and the chips to click
stay. It used to run past the room, over the bar's prompt (seen at 150% in French)."""

from __future__ import annotations

import pygame
import pytest
from test_tsukuyumi_table_damage import _assigning, _chip_hits

from game.ui.tables.tsukuyumi import combat_ui, damage_ui
from game.ui.theme import px


def test_the_combat_panel_gives_up_its_last_lines_rather_than_overflow(app) -> None:
    match, table = _assigning(app)
    pick = damage_ui.pick_of(table)
    lines = combat_ui.combat_lines(table, table.view())
    assert pick is not None and len(lines) > 4
    full = table.map_rect.w - px(16)
    extra = damage_ui.height(table, pick, full - px(20))
    # a room just tall enough for the first four lines and the chips, not for all the lines
    room_h = combat_ui.panel_height(lines[:4], full, extra) + px(16)
    assert combat_ui.panel_height(lines, full, extra) > room_h - px(16)
    room = pygame.Rect(table.map_rect.x, table.map_rect.y, table.map_rect.w, room_h)
    table.hits = []
    combat_ui.draw_combat(table, app.screen, table.view(), room)
    tip = table.t("ts.ui.combat.tip")
    panel = next(h.rect for h in table.hits if h.tip == tip)
    assert room.contains(panel)
    chips = [h.rect for h in _chip_hits(table)]
    assert chips and all(panel.contains(c) for c in chips)


def test_after_the_conquest_the_panel_shows_its_outcome_not_live_sums(app) -> None:
    """« Conquest: needed 60 — has 20 » stood above « The zone is conquered » once a riposte
    had moved the attackers out (a newcomer's review): the live sums were no longer the ones
    the conquest was decided with. After the conquest the panel says only its outcome."""
    from dataclasses import replace

    match, table = _assigning(app)
    view = table.view()
    t = table.t
    needed = t("ts.ui.combat.needed", need=0, have=0).split(":")[0]
    assert combat_ui.cards.COMBAT_CARDS["C1"].conquers  # Conquest
    before = combat_ui.combat_lines(table, replace(view, combat=replace(
        view.combat, card="C1", conquest=0)))
    after = combat_ui.combat_lines(table, replace(view, combat=replace(
        view.combat, card="C1", conquest=1)))
    assert any(line.startswith(needed) for line in before)
    assert not any(line.startswith(needed) for line in after)
    assert t("ts.ui.combat.won") in after


@pytest.mark.rule("TS-M6.4", "TS-42.3")
def test_the_panel_counts_conquest_as_the_engine_does(app, monkeypatch) -> None:
    """With Renewed Strength the panel read « Oni: conquest 30 » where the log said 60 (a
    newcomer's game, stop 97): each side's conquest and the « has » of a conquest are the
    engine's (`combat_base.conquest_of`, with the modules' values), not the printed sum."""
    from dataclasses import replace

    from game.tsukuyumi import combat_base, data

    match, table = _assigning(app)
    view = table.view()
    view = replace(view, combat=replace(view.combat, card="C1", conquest=0))
    st = match.state
    attackers = combat_base.alive(st, view.combat.attacker)
    printed = sum(data.UNIT_BY_KEY[u.kind].conquest for u in attackers)
    assert printed > 0
    t = table.t
    plain = combat_ui.combat_lines(table, view)
    monkeypatch.setattr(combat_base, "CONQUEST_VALUES",
                        [*combat_base.CONQUEST_VALUES, lambda _st, _u, value: 2 * value])
    doubled = combat_ui.combat_lines(table, view)
    have = combat_base.conquest_of(st, attackers)
    assert have == 2 * printed
    c = view.combat
    need = combat_base.needed(st, c.at, c.attacker,
                              {o: combat_base.alive(st, o) for o in c.defenders})
    assert t("ts.ui.combat.needed", need=need, have=have) in doubled
    assert t("ts.ui.combat.needed", need=need, have=printed) not in doubled
    assert doubled != plain
