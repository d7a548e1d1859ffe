"""A fast double click on a Tsukuyumi button acts once (the frame's `second_click`).

A newcomer's setup (stop 98): a double click on « Play the Cybersamurai » chose Player 1's
faction, and its second half landed on « Play the Dark Seed », which had moved under the
mouse, and chose Player 2's, whose secret starting advantage then showed at Player 1's
mouse. The second half of a fast double click now does nothing; a click later acts."""

from __future__ import annotations

import pygame
from test_tsukuyumi_table import kinds, play_until, start

from game.tsukuyumi.actions import Action
from game.ui.scenes import table_frame


def test_the_second_half_of_a_double_click_chooses_nothing(app, monkeypatch) -> None:
    match, table = start(app, 4, {"factions": "choice"}, seed=3, humans=2)
    play_until(match, table, lambda m: "faction" in kinds(m, m.to_act()[0])
               and m.to_act()[0] in (0, 1))
    table.viewer = match.to_act()[0]
    app.frame([], 1 / 60)
    hit = next(h for h in reversed(table.hits)
               if isinstance(h.action, Action) and h.action.kind == "faction")
    ticks = [50_000]
    monkeypatch.setattr(table_frame.pygame.time, "get_ticks", lambda: ticks[0])

    def click() -> object:
        pos = hit.rect.center
        table.handle_table_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        return table.handle_table_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos,
                                                           button=1))

    assert click() == hit.action
    ticks[0] += 120
    assert click() is None  # whatever stands there now
    ticks[0] += table_frame.DOUBLE_CLICK_MS
    assert click() == hit.action
