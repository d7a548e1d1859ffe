"""The MOONWAKERS table: draws every step at 2 and 6 seats, every legal action is reachable and
clicks submit the expected actions (buttons, cards, the acquisition helper, press and release
on the same target), the claim round's prompt, card tooltips, and a whole game played by
synthetic clicks against bots."""

from __future__ import annotations

import random

import pygame
import pytest
from ui_helpers import click, run_frames

from game.core.match import Match
from game.moonwakers.actions import Action
from game.moonwakers.rules import RULES
from game.ui.scenes.curtain import CurtainScene
from game.ui.tables import table_class
from game.ui.tables.moonwakers import prompt as mp
from game.ui.tables.moonwakers.table import MoonwakersTable
from tests.moonwakers.moonwakers_table_helpers import drive_to, human_faces, seats, start


def press(app, table: MoonwakersTable, action) -> None:
    """Click the visible part of the clickable whose action is `action`."""
    for hit in reversed(table.hits):
        if hit.action == action:
            click(app, visible_point(table, hit))
            return
    raise AssertionError(f"no clickable for {action}")


def visible_point(table, hit) -> tuple[int, int]:
    """A point of `hit` not covered by a later hit (cards overlap in rows)."""
    later = table.hits[table.hits.index(hit) + 1:]
    for x in range(hit.rect.x + 2, hit.rect.right - 1, 3):
        for y in (hit.rect.centery, hit.rect.y + 4, hit.rect.bottom - 4):
            if not any(h.rect.collidepoint((x, y)) for h in later):
                return (x, y)
    return hit.rect.center


def test_registered_for_moonwakers() -> None:
    assert table_class("moonwakers") is MoonwakersTable


@pytest.mark.parametrize("n", [2, 6])
def test_draws_every_step_of_a_game(app, n) -> None:
    match = Match(RULES, seats(n), 11 + n)
    table = start(app, match)
    rng = random.Random(n)
    kinds = set()
    steps = 0
    while not match.is_over and steps < 1500:
        steps += 1
        kinds.add(match.state.tasks[0].kind)
        table.draw(app.screen)
        assert table.hits
        movers = [s for s in match.to_act() if match.legal_actions(s)]
        seat = rng.choice(movers)
        table.submit_as(seat, rng.choice(match.legal_actions(seat)), quiet=True)
    table.draw(app.screen)
    assert {"rolloff", "options", "place", "reveal", "claims"} <= kinds


@pytest.mark.parametrize("n", [2, 6])
def test_every_legal_action_is_reachable(app, n) -> None:
    """Each legal action of the viewer is a card, a button, or behind a mode button."""
    match = Match(RULES, seats(n), 5)
    table = start(app, match)
    rng = random.Random(3)
    checked = 0
    for _ in range(600):
        if match.is_over:
            break
        if 0 in match.to_act():
            legal = match.legal_actions(0)
            table.prompt = None
            table.draw(app.screen)
            reachable = {h.action for h in table.hits if isinstance(h.action, Action)}
            modes = {a.kind for a in legal if a.kind in mp.SECONDARY}
            labels = {h.key[1] for h in table.hits if h.key and h.key[0] == "button"}
            for kind in modes:
                if kind == "labo" and match.state.tasks[0].kind == "step":
                    continue
                assert table.t(f"ui.moonwakers.btn.mode_{kind}") in labels
            for a in legal:
                if a.kind in modes and a not in reachable:
                    continue  # reached after "Play … card"
                if a.kind == "claim":
                    assert ("combo", a.index) in table.current_prompt().targets
                    continue
                if mp.auto_action(legal) is None:
                    assert a in reachable, RULES.notation(a)
            checked += 1
        movers = [s for s in match.to_act() if match.legal_actions(s)]
        seat = rng.choice(movers)
        table.submit_as(seat, rng.choice(match.legal_actions(seat)), quiet=True)
    assert checked > 20


def test_click_button_submits_option(app) -> None:
    match = Match(RULES, seats(2), 4)
    table = start(app, match)
    assert drive_to(table, match, 1, human_faces("options"))
    run_frames(app, 1)
    press(app, table, Action("protect"))
    assert any(s.seat == 0 and s.action == "protect" for s in match.steps)


def test_click_card_places_character(app) -> None:
    match = Match(RULES, seats(2), 8)
    table = start(app, match)
    assert drive_to(table, match, 2, human_faces("place"))
    run_frames(app, 1)
    before = len(match.steps)
    target = next(a for a in match.legal_actions(0) if a.kind == "place")
    hit = next(h for h in table.hits if h.key == ("layout", target.index))
    assert hit.action == target
    click(app, visible_point(table, hit))
    assert match.steps[before].seat == 0
    assert match.steps[before].action == RULES.notation(target)


def test_acquisition_helper_preselects_cheapest_and_toggles(app) -> None:
    match = Match(RULES, seats(2), 6)
    table = start(app, match)
    want = lambda m: human_faces("claims")(m) and any(  # noqa: E731
        a.kind == "claim" for a in m.legal_actions(0))
    found = any(drive_to(table, match, s, want) for s in range(12))
    assert found
    run_frames(app, 1)
    prompt = table.current_prompt()
    key = next(k for k in prompt.targets if k[0] == "combo")
    click(app, visible_point(table, next(h for h in table.hits if h.key == key)))
    run_frames(app, 1)
    sel = table.claim
    assert sel is not None and sel.index == key[1]
    assert sel in match.legal_actions(0)
    claim_button = next(h for h in table.hits if h.key == ("button", table.t(
        "ui.moonwakers.btn.claim")))
    assert claim_button.action == sel
    # toggling a spent card off makes the selection illegal: Claim disabled
    where, index = ("hand", sel.hand[0]) if sel.hand else ("mapped", sel.mapped[0])
    table.toggle_claim(where, index)
    table.prompt = None
    run_frames(app, 1)
    claim_button = next(h for h in table.hits if h.key == ("button", table.t(
        "ui.moonwakers.btn.claim")))
    assert claim_button.action is None
    table.toggle_claim(where, index)
    table.prompt = None
    run_frames(app, 1)
    before = len(match.steps)
    press(app, table, table.claim)
    assert match.steps[before].action.startswith(f"claim {key[1]} ")


@pytest.mark.parametrize("n", [2, 6])
def test_full_game_by_clicks_against_bots(app, n) -> None:
    match = Match(RULES, seats(n, level="easy"), 21 + n)
    table = start(app, match)
    for _ in range(6000):
        if match.is_over:
            break
        assert not isinstance(app.top, CurtainScene)
        if app.top is table and 0 in match.to_act() and not table.is_animating():
            legal = match.legal_actions(0)
            head = match.state.tasks[0].kind if match.state.tasks else ""
            if legal and mp.auto_action(legal, head) is None:
                click_first(app, table, legal)
        run_frames(app, 1, dt=0.05)
    assert match.is_over


def click_first(app, table, legal) -> None:
    """Click the first clickable that is a legal action (else the first callback)."""
    run_frames(app, 1)
    hits = [h for h in table.hits if h.action is not None]
    actions = [h for h in hits if isinstance(h.action, Action) and h.action in legal]
    claim = [h for h in actions if h.action.kind == "claim"]
    chosen = claim or actions or [h for h in hits if h.key and h.key[0] == "combo"]
    if chosen:
        click(app, visible_point(table, chosen[0]))


def test_a_claim_round_is_always_asked_and_labo_mentioned_only_to_its_holder(app) -> None:
    """Passing at acquisition is asked the same way every round (never silently passed),
    and the prompt names LABO only to a player who can play one."""
    assert mp.auto_action([Action("pass")], "claims") is None
    assert mp.auto_action([Action("pass")], "ask_dash") == Action("pass")
    match = Match(RULES, seats(2), 7)
    table = start(app, match)

    def nothing_affordable(m) -> bool:
        return (0 in m.to_act() and m.state.tasks[0].kind == "claims"
                and not any(a.kind == "claim" for a in m.legal_actions(0)))

    if not drive_to(table, match, 5, nothing_affordable):
        pytest.skip("this seed never reaches an unaffordable claim round")
    table.prompt = None
    text = table.current_prompt().text
    holds_labo = any(a.kind == "labo" for a in match.legal_actions(0))
    assert ("LABO" in text) == holds_labo


def test_tooltips_on_cards(app) -> None:
    match = Match(RULES, seats(6), 2)
    table = start(app, match)
    assert drive_to(table, match, 4, human_faces("place"))
    table.draw(app.screen)
    keyed = [h for h in table.hits if h.key and h.key[0] in ("layout", "combo", "char",
                                                             "hand", "option", "deck")]
    assert keyed
    for h in keyed:
        assert table.tooltip_at(visible_point(table, h))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=keyed[0].rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    run_frames(app, 1)


def _mouse(app, kind: int, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.frame(pygame.event.get(), 1 / 60)


def test_a_target_acts_on_release_over_the_target_that_got_the_press(app) -> None:
    """Buttons act on release over the pressed target; a press before a prompt appeared, or a
    release elsewhere, chooses nothing (one click once made two choices)."""
    match = Match(RULES, seats(2), 4)
    table = start(app, match)
    assert drive_to(table, match, 1, human_faces("options"))
    run_frames(app, 1)
    options = [h for h in table.hits if isinstance(h.action, Action)]
    assert len(options) >= 2
    first, second = options[0], options[1]
    def mine() -> list:
        return [s.action for s in match.steps if s.seat == 0]

    before = len(mine())
    _mouse(app, pygame.MOUSEBUTTONDOWN, visible_point(table, first))
    assert len(mine()) == before  # a press alone chooses nothing
    _mouse(app, pygame.MOUSEBUTTONUP, visible_point(table, second))
    assert len(mine()) == before  # released over another target: nothing
    # A press on empty table, then a release over a target (as if it appeared under the
    # cursor meanwhile): nothing either.
    _mouse(app, pygame.MOUSEBUTTONDOWN, (2, 2))
    _mouse(app, pygame.MOUSEBUTTONUP, visible_point(table, first))
    assert len(mine()) == before
    # Press and release over the same target: it acts once.
    _mouse(app, pygame.MOUSEBUTTONDOWN, visible_point(table, first))
    _mouse(app, pygame.MOUSEBUTTONUP, visible_point(table, first))
    assert mine()[before:] == [RULES.notation(first.action)]


def test_a_double_click_acts_once_and_says_nothing(app, monkeypatch) -> None:
    """A Moonwakers pilot's fast double click on a button read « "roll" is not allowed now »:
    the button was still on screen for the second click. The repeat of the action just taken,
    within a double click's time, is silent; later the refusal speaks, in words (it quoted
    the action's notation)."""
    from game.ui.scenes import table_frame

    match = Match(RULES, seats(2), 4)
    table = start(app, match)
    assert drive_to(table, match, 1, human_faces("options"))
    said: list[str] = []
    monkeypatch.setattr(app, "toast", lambda text, kind="info": said.append(text))
    ticks = [10_000]
    monkeypatch.setattr(table_frame.pygame.time, "get_ticks", lambda: ticks[0])
    steps = len(match.steps)
    assert table.submit(Action("protect"))
    ticks[0] += 200
    assert not table.submit(Action("protect"))  # the second half of the double click
    assert said == [] and len(match.steps) == steps + 1
    ticks[0] += table_frame.REPEAT_MS
    assert not table.submit(Action("protect"))
    assert len(said) == 1  # later, the refusal speaks
    from game.core.i18n import describe
    for lang in ("en", "fr"):  # in words, not the action's notation
        text = describe("mw.illegal.not_allowed", {"text": "roll"}, str, lang)
        assert "roll" not in text and text.endswith(".")


def test_the_second_half_of_a_fast_double_click_chooses_nothing(app, monkeypatch) -> None:
    """A newcomer's double click on « Ne rien réclamer » ended the round, and its second half
    landed on the next round's PROTECTION button, a secret choice made for them. A press on
    the spot of a click that acted, within a double click's time, now chooses nothing; a
    click there later does."""
    import pygame

    from game.ui.scenes import table_frame

    match = Match(RULES, seats(2), 4)
    table = start(app, match)
    assert drive_to(table, match, 1, human_faces("options"))
    table.draw(app.screen)
    hit = next(h for h in reversed(table.hits) if isinstance(h.action, Action))
    ticks = [10_000]
    monkeypatch.setattr(table_frame.pygame.time, "get_ticks", lambda: ticks[0])

    def click() -> object:
        pos = hit.rect.center
        table.handle_table_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        return table.handle_table_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos,
                                                           button=1))

    assert click() == hit.action
    ticks[0] += 150
    assert click() is None  # the second half: whatever is under the mouse now, nothing
    ticks[0] += table_frame.DOUBLE_CLICK_MS
    assert click() == hit.action


def test_esc_leaves_a_targeting_mode_before_it_opens_the_menu(app) -> None:
    """Esc while aiming a LABO opened the menu over it (a newcomer's review): it leaves the
    mode first, as the bar's « Cancel » does, and opens the menu the next time."""
    from game.ui.scenes.menu import MenuScene

    match = Match(RULES, seats(2), 4)
    table = start(app, match)
    assert drive_to(table, match, 1, human_faces("options"))
    table.set_mode("labo")
    assert table.on_key_escape() and table.mode is None
    app.frame([], 1 / 60)
    assert not isinstance(app.top, MenuScene)
    assert table.on_key_escape()
    app.frame([], 1 / 60)
    assert isinstance(app.top, MenuScene)


def test_a_player_who_acts_follows_the_log_again(app) -> None:
    """Scrolled up to read, the log stayed there while the game went on below (a newcomer's
    review): the player's own action brings it back to the newest line."""
    match = Match(RULES, seats(2), 4)
    table = start(app, match)
    assert drive_to(table, match, 3, lambda m: m.state.round >= 4
                    and human_faces("options")(m))
    table.draw(app.screen)
    log = table.log_list
    assert log is not None and log.max_offset() > 0
    log.offset = 0  # read from the start
    table.draw(app.screen)
    assert log.offset == 0
    legal = [a for a in match.legal_actions(0) if a.kind in ("scan", "protect")]
    assert legal and table.submit(legal[0])
    table.draw(app.screen)
    assert log.offset == log.max_offset()


def test_a_duel_may_be_aimed_at_the_characters_pawn_too(app) -> None:
    """« PERMUTATION? Duel a character (click it) »: a newcomer clicked the character's pawn
    under the row and got a tooltip. The pawn of a character that may be duelled is ringed
    and takes the click as its card does."""
    for seed in range(1, 40):
        match = Match(RULES, seats(2), seed)
        table = start(app, match)
        if drive_to(table, match, seed, lambda m: any(
                a.kind == "permute" for a in m.legal_actions(0))):
            break
    else:
        pytest.fail("no PERMUTATION met on these seeds")
    table.draw(app.screen)
    pawns = [h for h in table.hits if h.key is not None and h.key[0] == "pawn"]
    aimed = [h for h in pawns if isinstance(h.action, Action)]
    assert aimed and all(h.action.kind == "permute" for h in aimed)
    assert all(h.action.seat == h.key[1] for h in aimed)


def test_the_enlarged_card_is_what_the_tooltip_avoids(app) -> None:
    """The tooltip keeps off the enlarged card (`tooltip_avoid`, drawn by the app's tooltip)."""
    match = Match(RULES, seats(2), 4)
    table = start(app, match)
    assert drive_to(table, match, 1, human_faces("options"))
    table.draw(app.screen)
    assert table.tooltip_avoid() is None  # nothing enlarged
    card = next(h for h in table.hits if h.preview is not None)
    table.mouse = card.rect.center
    table.draw(app.screen)
    box = table.tooltip_avoid()
    assert box is not None and table.board_rect.contains(box)
    assert not box.collidepoint(card.rect.center)


@pytest.mark.rule("MW-3.7")
def test_a_click_on_a_taken_card_says_who_stands_there(app) -> None:
    """Placing a character, a click on a row card another character stands on did nothing
    (a newcomer's game): it now says who is there, one character per card."""
    for seed in range(8, 40):
        match = Match(RULES, seats(2), seed)
        table = start(app, match)
        if not drive_to(table, match, 2, human_faces("place")):
            continue
        run_frames(app, 1)
        taken = [h for h in table.hits if h.key[0] == "taken"]
        if not taken:
            continue
        view = match.view(0)
        index = taken[0].key[1]
        other = next(s for s, p in enumerate(view.players) if p.position == index)
        before = len(match.steps)
        click(app, visible_point(table, taken[0]))
        assert len(match.steps) == before  # nothing placed
        assert app.toasts.toasts[-1].text == table.t(
            "ui.moonwakers.taken", index=index + 1, name=table.name(other))
        return
    raise AssertionError("no placement with a taken card")


def test_a_cards_preview_goes_when_the_pointer_leaves_for_the_side_panel(app) -> None:
    """The enlarged preview of a hovered card stayed up over the row when the pointer went
    from the card straight into the side panel (the log): the table no longer heard where
    the pointer was (a newcomer's game, stop 96)."""
    match = Match(RULES, seats(2), 8)
    table = start(app, match)
    assert drive_to(table, match, 2, human_faces("place"))
    run_frames(app, 1)
    card = next(h for h in table.hits if h.key and h.key[0] == "layout" and h.preview)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=visible_point(table, card),
                                  rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    assert table.preview_box is not None
    side = table.side_rect.center
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=side, rel=(0, 0),
                                  buttons=(0, 0, 0))], 1 / 60)
    assert table.preview_box is None
