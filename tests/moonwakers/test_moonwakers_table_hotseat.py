"""The MOONWAKERS table in hot seat (MW-9.1): the curtain with two humans (never with one, and
before a secret choice even with an empty hand), no other seat's secret on screen, and a
scan result leaving the tray when the screen passes."""

from __future__ import annotations

import pytest
from ui_helpers import run_frames

from game.core.match import Match
from game.moonwakers.actions import Action
from game.moonwakers.engine import label
from game.moonwakers.rules import RULES
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.private_result import PrivateResultScene
from game.ui.tables.moonwakers.table import MoonwakersTable
from tests.moonwakers.moonwakers_table_helpers import seats, start


def test_curtain_with_two_humans_never_with_one(app) -> None:
    match = Match(RULES, seats(2, humans=2), 3)
    table = start(app, match)
    run_frames(app, 2)
    # both commit secretly: the curtain goes up before the second human's private view
    curtains = []
    for _ in range(200):
        top = app.top
        if isinstance(top, PrivateResultScene):  # a roller sees their roll first
            top.armed_in = 0
            top.close()
        elif isinstance(top, CurtainScene):
            if not curtains or curtains[-1] is not top:
                curtains.append(top)
            assert table.viewer is None  # nothing private is drawn behind it
            top.armed_in = 0
            top.reveal()
        elif table.viewer is not None and table.viewer in match.to_act():
            table.submit(match.legal_actions(table.viewer)[0])
        run_frames(app, 1)
    assert len(curtains) >= 3
    assert {c.seat for c in curtains} == {0, 1}


def test_draw_uses_only_the_viewers_view(app, monkeypatch) -> None:
    match = Match(RULES, seats(2, humans=2), 3)
    table = start(app, match)
    drawn = []
    original = MoonwakersTable.draw_table

    def spy(self, surface, view, rect):
        drawn.append((self.viewer, view.seat, self.curtain_for))
        return original(self, surface, view, rect)

    monkeypatch.setattr(MoonwakersTable, "draw_table", spy)
    hidden_checked = 0
    for _ in range(80):
        acting = [s for s in match.to_act() if s == table.viewer]
        if acting:
            table.submit(match.legal_actions(acting[0])[0])
        if isinstance(app.top, CurtainScene):
            app.top.armed_in = 0
            app.top.reveal()
        run_frames(app, 1)
        if table.viewer is not None:
            other = 1 - table.viewer
            secret = set(match.state.players[other].secret)
            for hit in table.hits:
                if hit.key and hit.key[:2] == ("hand", other):
                    card = match.state.players[other].hand[hit.key[2]]
                    if card in secret:
                        assert hit.preview[0] == "terrain" and hit.preview[1].id == -1
                        assert "Hidden side" not in hit.tip
                        assert label(card) not in hit.tip
                        hidden_checked += 1
    assert drawn and hidden_checked
    assert all(v == s and c is None for v, s, c in drawn)


def lift(app) -> bool:
    """Dismiss a private-result panel or lift a curtain, if one is on top."""
    top = app.top
    if isinstance(top, (CurtainScene, PrivateResultScene)):
        top.armed_in = 0
        top.reveal() if isinstance(top, CurtainScene) else top.close()
        run_frames(app, 1)
        return True
    return False


def both_choosing(app, match, table) -> None:
    """Play the first legal moves until both humans face the SCAN/PROTECTION choice."""
    for _ in range(400):
        if match.state.tasks and match.state.tasks[0].kind == "options" \
                and set(match.to_act()) == {0, 1}:
            break
        if not lift(app) and table.viewer is not None and table.viewer in match.to_act():
            table.submit(match.legal_actions(table.viewer)[0])
        run_frames(app, 1)
    else:
        raise AssertionError("never reached a two-human SCAN/PROTECTION choice")


@pytest.mark.rule("MW-9.1")
def test_curtain_before_a_secret_choice_even_with_an_empty_hand(app) -> None:
    """Two humans at a SCAN/PROTECTION choice, the second with nothing private at all (empty
    hand): when the first has chosen, the screen switches only behind the curtain."""
    import dataclasses

    match = Match(RULES, seats(2, humans=2), 3)
    table = start(app, match)
    both_choosing(app, match, table)
    state = match.state
    empty = dataclasses.replace(state.players[1], hand=(), secret=(), known=(), commit="")
    bare = dataclasses.replace(state, players=(state.players[0], empty))
    assert RULES.is_private_for(bare, 1)  # a secret choice is ahead, whatever the hand holds
    calls = []
    real = RULES.is_private_for

    def spy(s, seat):
        calls.append(seat)
        return real(bare, seat) if seat == 1 else real(s, seat)

    while lift(app):
        pass
    if table.viewer == 1:
        table.submit(Action("protect"))
        run_frames(app, 2)
        while lift(app):
            pass
    assert table.viewer == 0
    table.rules.is_private_for = spy  # type: ignore[method-assign]
    try:
        table.submit(Action("protect"))
        run_frames(app, 2)
    finally:
        del table.rules.is_private_for
    assert 1 in calls
    assert isinstance(app.top, CurtainScene) and app.top.seat == 1
    assert table.viewer is None  # the first player's view is gone, the second's not shown


@pytest.mark.rule("MW-9.1")
def test_a_scan_result_leaves_the_tray_when_the_screen_passes(app) -> None:
    """Hot-seat: « Joueur 1 regarde sous la carte 5 : 1H 1O 1P. » stayed in the tray after
    the curtain, for the next player to read (a mouse pilot's screenshot). What only the
    last viewer could see goes when the screen passes; public items stay."""
    from game.core.rules import Event
    from game.ui.tables.moonwakers import fx

    private = Event("mw.scanned", {"seat": 0, "index": 5, "card": 3, "label": "1H"}, to=(0,))
    public = Event("mw.explored", {"seat": 1, "index": 2, "card": 4, "label": "2C"})
    items = fx.items_for([private, public], lambda k, **a: k, str, lambda k, a: k)
    assert [i.private for i in items] == [True, False]
    match = Match(RULES, seats(2, humans=2), 5, {})
    table = start(app, match)
    table.viewer = 0
    table.update(0.0)
    items[0].hold = 10.0  # the scan's result still showing, the public item waiting
    table.spot.current = items[0]
    table.spot.queue = [items[1]]
    table.update(0.0)
    assert table.spot.current is items[0]  # the same screen: it stays
    table.viewer = 1  # the screen passed to the other human
    table.update(0.0)
    assert table.spot.current is not items[0] and items[0] not in table.spot.queue
    assert items[1] in table.spot.queue or table.spot.current is items[1]


@pytest.mark.rule("MW-3.2")
def test_a_duellist_sees_both_duel_rolls_and_no_one_elses_roll(app) -> None:
    """Hot-seat: a seat that rolled in a duel sees the other duellist's roll too (it decides
    the duel); an accident rolled at once for another seat in the same batch is not theirs,
    and a duel between two other seats is not either."""
    from game.core.rules import Event

    match = Match(RULES, seats(3, humans=3), 3)
    table = start(app, match)
    run_frames(app, 2)
    while lift(app):
        pass
    seat = table.viewer
    assert seat is not None
    a, b = [s for s in range(3) if s != seat]
    mine = Event("mw.duel_roll", {"seat": seat, "die": 4, "mod": 0, "total": 4})
    foe = Event("mw.duel_roll", {"seat": a, "die": 9, "mod": 2, "total": 11})
    accident = Event("mw.roll_ok", {"seat": b, "die": 8, "mod": 0, "total": 8, "need": 7})
    table._hold_results(seat, [mine, foe, accident])
    assert [line for line, _private in table.held_results.pop(seat)] == [
        table.describe(e.kind, e.args) for e in (mine, foe)]
    others = [Event("mw.duel_roll", {"seat": s, "die": 5, "mod": 0, "total": 5}) for s in (a, b)]
    table._hold_results(seat, others)
    assert table.held_results.get(seat) is None


@pytest.mark.rule("MW-9.1")
def test_both_humans_scan_and_each_sees_their_own_result(app) -> None:
    """Two humans both choose SCAN: the first picks a card, the screen passes, the second's
    pick resolves both scans. The second saw a result panel; the first had only a log line
    when the screen came back (a newcomer's game, stop 96). Now the first gets theirs as soon
    as the curtain lifts for them, with nothing of the other's."""
    match = Match(RULES, seats(2, humans=2), 3)
    table = start(app, match)
    both_choosing(app, match, table)
    shown: list[tuple[int | None, str, list[str], bool]] = []
    scanned = 0
    for _ in range(300):
        top = app.top
        if isinstance(top, PrivateResultScene):
            shown.append((table.viewer, top.name, list(top.lines), top.returning))
            if top.returning:
                break
        if lift(app):
            continue
        if table.viewer is not None and table.viewer in match.to_act():
            legal = match.legal_actions(table.viewer)
            scan = [a for a in legal if a.kind in ("scan", "look")] if scanned < 4 else []
            scanned += bool(scan)
            table.submit((scan or legal)[0])
        run_frames(app, 1)
    back = [(v, name, lines) for v, name, lines, returning in shown if returning]
    assert len(back) == 1  # the first scanner, once the screen is theirs again
    viewer, name, lines = back[0]
    assert viewer is not None and name == table.name(viewer)
    other = table.name(1 - viewer)
    assert lines and all(line.startswith(name) and other not in line for line in lines)
    assert viewer not in table.learned_away
