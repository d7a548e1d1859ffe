"""Damage assigned by clicking the unit (TS-7.13, TS-42.4, TS-42.5): the damaged units are chips
in the combat panel, the candidates lit; a click on one, or on the lit stack on the map,
assigns; any other click says why and changes nothing. The bar does not repeat the chips: it
keeps one button, the proposed unit, on one row even at 150% in French, and Enter takes it."""

from __future__ import annotations

import pygame
import pytest
from test_tsukuyumi_table import click, free_point, last, play_until, start
from ui_helpers import make_test_app

from game.tsukuyumi.damage import proposed_pick
from game.ui.tables.tsukuyumi import bar, damage_ui

SEED = 31  # seat 0 assigns 5 damage among three kinds of units in a combat (4 seats)


def _assigning(app):
    match, table = start(app, 4, {"factions": "random"}, seed=SEED)
    play_until(match, table, lambda m: bool(m.state.pending)
               and m.state.pending[-1].kind == "damage" and m.state.pending[-1].seat == 0
               and m.state.combat is not None and len(m.legal_actions(0)) > 1,
               seed=SEED, limit=6000)
    app.frame([], 1 / 60)
    return match, table


def _chip_hits(table):
    return [h for h in table.hits if getattr(h.action, "func", None) is damage_ui.click_chip]


@pytest.mark.rule("TS-42.5")
def test_a_click_on_a_lit_chip_assigns_the_damage_to_that_unit(app) -> None:
    match, table = _assigning(app)
    pick = damage_ui.pick_of(table)
    assert pick is not None and pick.owner == 0
    hits = _chip_hits(table)
    legal = [h for h in hits if h.action.args[2].status == "legal"]
    assert len(legal) >= 2  # several kinds: a real choice
    # the chips stand for every candidate, and only for them
    assert {u for h in legal for u in h.action.args[2].uids} == set(pick.candidates)
    other = next(h for h in legal if pick.proposed not in h.action.args[2].uids)
    chosen = other.action.args[2].uids[0]
    before = len(match.steps)
    click(app, other.rect.center)
    assert len(match.steps) == before + 1
    assert last(match).kind == "assign" and last(match).args == (chosen,)


def test_the_proposed_chip_is_ringed_and_says_so(app) -> None:
    match, table = _assigning(app)
    uid = proposed_pick(match.state, match.state.pending[-1])
    hit = next(h for h in _chip_hits(table) if uid in h.action.args[2].uids)
    assert table.t("ts.ui.tip.suggested") in hit.text()
    click(app, hit.rect.center)
    assert last(match).args == (uid,)


def test_a_destroyed_chip_refuses_with_a_message(app) -> None:
    match, table = _assigning(app)
    pick = damage_ui.pick_of(table)
    assert pick is not None
    app.toasts.toasts.clear()
    before = (len(match.steps), match.state)
    # a destroyed or idle unit of the owner, else a made-up one standing for it
    dim = next((h for h in _chip_hits(table) if h.action.args[2].status != "legal"), None)
    if dim is not None:
        click(app, dim.rect.center)
    else:
        damage_ui.click_chip(table, pick, damage_ui.Chip("worker", "destroyed", [999], 5))
    assert (len(match.steps), match.state) == before
    assert app.toasts.toasts and app.toasts.toasts[0].kind == "error"


def test_another_stack_on_the_map_refuses_and_changes_nothing(app) -> None:
    match, table = _assigning(app)
    pick = damage_ui.pick_of(table)
    assert pick is not None
    other = next(u for u in match.state.units if u.owner != pick.owner and u.at != pick.at)
    hit = next(h for h in table.hits if h.layer == "map" and callable(h.action)
               and getattr(h.action, "args", None) == (other.owner, other.at))
    app.toasts.toasts.clear()
    state = match.state
    click(app, hit.rect.center)
    assert match.state is state and table.popup is None
    text = app.toasts.toasts[0].text
    assert app.toasts.toasts[0].kind == "error" and table.name(0) in text


def test_an_empty_zone_refuses_too(app) -> None:
    match, table = _assigning(app)
    pick = damage_ui.pick_of(table)
    assert pick is not None
    occupied = {u.at for u in match.state.units}
    pt = next(p for cell in sorted(match.state.board.index) if cell not in occupied
              and (p := free_point(table, cell)) is not None)
    app.toasts.toasts.clear()
    state = match.state
    click(app, pt)
    assert match.state is state
    assert app.toasts.toasts and app.toasts.toasts[0].kind == "error"


def test_the_lit_stack_on_the_map_opens_its_candidates_then_assigns(app) -> None:
    match, table = _assigning(app)
    pick = damage_ui.pick_of(table)
    assert pick is not None
    hit = next(h for h in table.hits if h.layer == "map" and callable(h.action)
               and getattr(h.action, "args", None) == (pick.owner, pick.at))
    assert "damage" in hit.text().lower() or "dégâts" in hit.text().lower()
    state = match.state
    click(app, hit.rect.center)
    assert match.state is state and table.popup is not None  # several kinds: which one?
    app.frame([], 1 / 60)
    entry = next(h for h in table.hits if h.layer == "popup" and hasattr(h.action, "kind"))
    click(app, entry.rect.center)
    assert last(match) == entry.action and entry.action.kind == "assign"
    assert entry.action.args[0] in pick.candidates


def _bar_assigns(table):
    """The bar's buttons that assign (the chips' clicks are not Actions)."""
    return [h for h in table.hits if getattr(h.action, "kind", "") == "assign"
            and h.rect.colliderect(table.action_rect.union(table.visible_map()))
            and h.rect.bottom > bar_top(table)]


def bar_top(table) -> int:
    return table.action_rect.y - bar.bar_extra(table, table.view(), table.action_rect)


@pytest.mark.rule("TS-42.5")
def test_the_bar_keeps_only_the_suggestion_and_it_assigns(app) -> None:
    match, table = _assigning(app)
    uid = proposed_pick(match.state, match.state.pending[-1])
    hits = _bar_assigns(table)
    assert [h.action.args for h in hits] == [(uid,)]  # the chips are not repeated
    assert hits[0].text() == table.t("ts.ui.tip.accept_suggested")
    click(app, hits[0].rect.center)
    assert last(match).kind == "assign" and last(match).args == (uid,)


@pytest.mark.rule("TS-42.5")
def test_enter_assigns_the_proposed_unit(app) -> None:
    match, table = _assigning(app)
    uid = proposed_pick(match.state, match.state.pending[-1])
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                  scancode=0)], 1 / 60)
    assert last(match).kind == "assign" and last(match).args == (uid,)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bar_takes_one_row_at_150_percent(lang) -> None:
    app = make_test_app(language=lang, ui_scale=1.5)
    try:
        match, table = _assigning(app)
        hits = _bar_assigns(table)
        assert len(hits) == 1 and len({h.rect.y for h in hits}) == 1
        assert table.action_rect.contains(hits[0].rect)  # on the bar's own row, not above
        chips = [h.rect for h in _chip_hits(table)]
        assert chips and all(c.bottom <= bar_top(table) for c in chips)
    finally:
        app.close()


def test_no_chips_when_someone_else_assigns(app) -> None:
    match, table = start(app, 4, {"factions": "random"}, seed=SEED)
    play_until(match, table, lambda m: bool(m.state.pending)
               and m.state.pending[-1].kind == "damage" and m.state.pending[-1].seat != 0,
               seed=SEED, limit=6000)
    app.frame([], 1 / 60)
    assert damage_ui.pick_of(table) is None and not _chip_hits(table)
    pygame.event.clear()
