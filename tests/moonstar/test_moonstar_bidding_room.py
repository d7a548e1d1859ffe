"""Open bidding with many humans at one screen (MS-3.1–MS-3.4): every bidder can bid by mouse.

Each human bidder used to get a block of controls; four of them at 100% (three at 150%) ran
under the Scores & history button and off the panel, so the last seats could not bid by mouse
(and from the ninth human on, with no hotkeys, not at all). When the blocks do not fit, each
bidder is a chip to click and the chosen one's controls are shown."""

from __future__ import annotations

import pygame
import pytest
from moonstar_ui import click, frame

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.moonstar.rules import RULES
from game.moonstar.state import Phase
from game.ui import theme
from game.ui.tables.moonstar import capture as cap


def _table(lang, scale, kinds, games=()):
    app = cap.make_app(lang=lang, scale=scale, speed="instant")
    seats = [SeatConfig(f"Joueur {i + 1}", COLOURS[i], SHAPES[i], kind, "easy")
             for i, kind in enumerate(kinds)]
    match = Match(RULES, seats, 13, {"games": list(games)})
    cap.roll_off(match)
    cap.setup_and_roll(match)
    assert match.state.phase is Phase.BIDDING
    table = cap.show(app, match)
    for _ in range(90):  # the roll lands
        frame(app)
    app.draw()
    return app, table, match


def _close(app):
    app.close()
    theme.set_scale(1.0)


def _check_room(table):
    panel, scores = table.panel_rect, table.hit_rect("history")
    assert scores is not None
    for hit in table.hits:
        if hit.key == "history" or not panel.colliderect(hit.rect):
            continue  # the table's own buttons beside the panel
        assert panel.contains(hit.rect), (hit.key, hit.rect, panel)
        assert not hit.rect.colliderect(scores), (hit.key, hit.rect, scores)


CROWDS = [("en", 1.0, ["human"] * 8), ("fr", 1.5, ["human"] * 8),
          ("fr", 1.5, ["human"] * 8, (10,)), ("en", 1.0, ["human"] * 5 + ["bot"] * 3, (10,)),
          ("en", 1.0, ["human"] * 4 + ["bot"] * 4), ("fr", 1.5, ["human"] * 3 + ["bot"] * 5),
          ("fr", 1.0, ["human"] * 4), ("en", 1.5, ["human"] * 3),
          ("fr", 1.5, ["human", "human", "bot"]), ("en", 1.0, ["human"] * 3 + ["bot"] * 5),
          ("fr", 1.5, ["human"] + ["bot"] * 7, (10,))]


@pytest.mark.rule("MS-3.1")
@pytest.mark.parametrize("crowd", CROWDS,
                         ids=[f"{c[0]}-{c[1]}-{c[2].count('human')}h{len(c[2])}"
                              f"{'-game10' if len(c) > 3 else ''}" for c in CROWDS])
def test_every_human_can_bid_by_mouse(crowd):
    lang, scale, kinds = crowd[:3]
    app, table, match = _table(lang, scale, kinds, crowd[3] if len(crowd) > 3 else ())
    try:
        humans = [i for i, k in enumerate(kinds) if k == "human"]
        _check_room(table)
        for seat in humans:
            chip = table.hit_rect(f"pick:{seat}")
            assert chip is not None, f"no chip for seat {seat}"
            click(app, chip.center)
            app.draw()
            _check_room(table)
            assert table.hit_rect(f"bid+1:{seat}") is not None
            assert not any(table.hit_rect(f"bid+1:{other}") for other in humans
                           if other != seat)  # one seat's controls at a time
        last = humans[-1]
        click(app, table.hit_rect(f"pick:{last}").center)
        before = match.state.bid
        click(app, table.hit_rect(f"bid+5:{last}").center)
        assert match.state.bidder == last and match.state.bid == max(2, before + 5)
    finally:
        _close(app)


@pytest.mark.rule("MS-3.1")
def test_digits_typed_after_choosing_a_seat_go_to_its_bid():
    app, table, match = _table("en", 1.0, ["human"] * 6)
    try:
        click(app, table.hit_rect("pick:4").center)
        for char, key in (("1", pygame.K_1), ("2", pygame.K_2)):
            frame(app, [pygame.event.Event(pygame.KEYDOWN, key=key, unicode=char, mod=0,
                                            scancode=0)])
        # "1" and "2" are also the fifth human's hotkeys: typing into the chosen seat's
        # field comes first
        frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="\r",
                                        mod=0, scancode=0)])
        assert match.state.bidder == 4 and match.state.bid == 12
    finally:
        _close(app)


@pytest.mark.rule("MS-3.1")
@pytest.mark.parametrize("kinds", [["human", "human", "bot"], ["human"] * 3 + ["bot"] * 3,
                                   ["human"] * 2 + ["bot"] * 6])
def test_humans_keep_a_block_each_where_there_is_room(kinds):
    """Where every human's block fits with the others' chips in two columns (at 100%), no
    chip has to be clicked first."""
    app, table, _ = _table("en", 1.0, kinds)
    try:
        for seat, kind in enumerate(kinds):
            assert (table.hit_rect(f"bid+1:{seat}") is not None) == (kind == "human")
            assert table.hit_rect(f"pick:{seat}") is None
        _check_room(table)
    finally:
        _close(app)


@pytest.mark.rule("MS-3.1")
@pytest.mark.parametrize("lang,scale", [("en", 1.0), ("fr", 1.5)])
def test_the_shown_block_names_its_seat(lang, scale):
    """With eight humans the one block of controls was tied to its seat only by the lit
    chip above it: it now carries the seat's marker in its bid field and the seat's colour
    on its edge, whichever chip was picked."""
    app, table, match = _table(lang, scale, ["human"] * 8)
    drawn: list[tuple[int, tuple[int, int]]] = []
    table.seat_marker = lambda surface, seat, centre, radius: drawn.append((seat, centre))
    try:
        for seat in (5, 0, 7):
            click(app, table.hit_rect(f"pick:{seat}").center)
            drawn.clear()
            app.draw()
            field = table.hit_rect(f"field:{seat}")
            inside = {s for s, centre in drawn if field.collidepoint(centre)}
            assert inside == {seat}
            edge = pygame.Color(match.seats[seat].colour)
            left = [tuple(app.screen.get_at((field.x - d, field.centery)))[:3]
                    for d in range(1, 16)]  # from the field out to the block's edge
            assert (edge.r, edge.g, edge.b) in left
    finally:
        _close(app)
