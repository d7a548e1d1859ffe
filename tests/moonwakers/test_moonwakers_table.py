"""The MOONWAKERS table: draws every phase at 2 and 6 seats, clicks submit the expected
actions, the hot-seat curtain, no other seat's secret on screen, and a whole game played by
synthetic clicks against bots."""

from __future__ import annotations

import random

import pygame
import pytest
from ui_helpers import click, run_frames, texts_drawn

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.moonwakers.actions import Action
from game.moonwakers.engine import label
from game.moonwakers.rules import RULES
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.private_result import PrivateResultScene
from game.ui.tables import make_table, table_class
from game.ui.tables.moonwakers import prompt as mp
from game.ui.tables.moonwakers.table import MoonwakersTable

NAMES = ("Ana", "Ben", "Chloé", "Dev", "Emma", "Farid")


def seats(n: int, humans: int = 1, level: str = "easy") -> list[SeatConfig]:
    return [SeatConfig(NAMES[i], COLOURS[i], SHAPES[i], "human" if i < humans else "bot",
                       level) for i in range(n)]


def start(app, match) -> MoonwakersTable:
    table = make_table(app, match)
    assert isinstance(table, MoonwakersTable)
    app.push(table)
    app.apply_pending()
    return table


def drive_to(table: MoonwakersTable, match: Match, seed: int, want) -> bool:
    """Random legal moves (bots' and the human's) until `want(match)` holds."""
    rng = random.Random(seed)
    for _ in range(3000):
        if want(match):
            return True
        if match.is_over:
            return False
        movers = [s for s in match.to_act() if match.legal_actions(s)]
        seat = rng.choice(movers)
        table.submit_as(seat, rng.choice(match.legal_actions(seat)), quiet=True)
    return False


def human_faces(kind: str):
    return lambda m: (0 in m.to_act() and m.state.tasks[0].kind == kind
                      and mp.auto_action(m.legal_actions(0)) is None)


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


# --- readability and motion at the default window --------------------------------------------


def _table_at(app, n: int, seed: int = 2) -> MoonwakersTable:
    return start(app, Match(RULES, seats(n), seed))


def test_cards_grow_with_fewer_seats_and_the_shop_is_readable(app) -> None:
    sizes = {}
    for n in range(2, 7):
        table = _table_at(app, n)
        table.draw(app.screen)
        layout = [table.srect(sl.x, sl.y, sl.w, sl.h) for sl in table.tbl.row("central_row")]
        combos = [table.srect(sl.x, sl.y, sl.w, sl.h)
                  for sl in table.tbl.row("combination_display")]
        assert table.card_size() == layout[0].size
        assert len(layout) == n + 1 and len(combos) == (2 if n <= 3 else 3)
        assert all(r.h >= 75 for r in layout), n            # was 66 px at every seat count
        assert all(r.w >= 130 and r.h >= 90 for r in combos), n  # name + chips + points
        sizes[n] = layout[0].h
        assert table.board_rect.bottom <= table.action_rect.y
        assert table.action_rect.h <= 72                   # one-strip action bar
        app.pop() if app.top is table else None
    assert sizes[2] > sizes[4] >= sizes[6]


def test_shared_victory_is_worded_as_one(app, monkeypatch) -> None:
    from types import SimpleNamespace

    table = _table_at(app, 3)
    match = table.match
    view = table.view()
    monkeypatch.setattr(type(table), "view", lambda self: SimpleNamespace(**{
        **{f: getattr(view, f) for f in view.__dataclass_fields__}, "over": True}))
    monkeypatch.setattr(match, "outcome", lambda: SimpleNamespace(winners=(0, 2),
                                                                  scores=(20, 5, 20)))
    text = mp.build_prompt(table).text
    assert "shared victory" in text and "Ana" in text and "Chloé" in text
    monkeypatch.setattr(match, "outcome", lambda: SimpleNamespace(winners=(1,),
                                                                  scores=(2, 21, 5)))
    assert "Ben wins" in mp.build_prompt(table).text


def test_tray_message_clears_when_the_phase_moves_on() -> None:
    from game.ui.tables.moonwakers import fx as fx

    spot = fx.Spotlight()
    spot.factor = 0.0  # instant: the sentence stays only until the phase changes
    spot.add(fx.Item("Ben rolls 4 for first player.", dice=(4,)))
    spot.set_phase((1, "options"))
    spot.update(10.0)
    assert spot.current is not None
    spot.set_phase((1, "place"))
    assert spot.current is None
    spot.factor = 1.0  # animated: it also goes after a few seconds
    spot.add(fx.Item("Ana rolls 9.", dice=(9,)))
    for _ in range(200):
        spot.update(0.05)
    assert spot.current is None


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_explored_card_flips_in_place_then_slides(app, speed) -> None:
    app.settings.animation_speed = speed
    match = Match(RULES, seats(4), 5)
    table = start(app, match)
    rng = random.Random(5)
    seen = False
    for _ in range(2000):
        if match.is_over or seen:
            break
        table.draw(app.screen)
        movers = [s for s in match.to_act() if match.legal_actions(s)]
        seat = rng.choice(movers)
        options = match.legal_actions(seat)
        explore = [a for a in options if a.kind == "explore"]
        table.submit_as(seat, explore[0] if explore else rng.choice(options), quiet=True)
        flips = [m for m in table.motion.items if m.flip is not None]
        if speed == "instant":
            assert not table.motion.items
            continue
        if flips:
            seen = True
            m = flips[0]
            assert m.src.size == table.card_size()  # on the row card, not in the tray
            assert table.is_animating()
            for _ in range(200):
                table.update(0.05)
                table.draw(app.screen)
            assert not table.motion.items and not table.motion.hidden()
        table.motion.finish()
        table.spot.finish()
    assert seen or speed == "instant"


def test_packed_hand_keeps_every_card_readable(app) -> None:
    from game.ui.render import cards
    from game.ui.tables.moonwakers.seat import row_positions

    table = _table_at(app, 6)
    table.draw(app.screen)
    area = table.slot_rect(f"seat{table.position_of(0)}_hand")
    w = table.card_size(seat=True)[0]
    xs = row_positions(area, 10, w)
    assert xs[-1] + w <= area.right and xs[1] - xs[0] >= 18  # an edge wide enough for chips
    surf = pygame.Surface((40, 80))
    surf.fill((0, 0, 0))
    cards.draw_strip(surf, pygame.Rect(0, 0, xs[1] - xs[0], 70), "CCHO")
    colours = {tuple(surf.get_at((x, y)))[:3] for x in range(0, 20) for y in range(0, 70)}
    for e in "CHO":
        assert cards.ELEMENT_COLOURS[e][0] in colours


def test_six_duel_buttons_keep_whole_labels(app) -> None:
    """At 6 seats PERMUTATION offers five duels and a pass: the labels shrink their type
    rather than being cut to "Due…"; a hopeless row is still squeezed into its space."""
    from game.ui import assets
    from game.ui.tables.moonwakers.bar import _button_widths
    from game.ui.theme import FONT_BODY, px

    labels = [f"Duel {n}" for n in NAMES[1:]] + ["No PERMUTATION"]
    prompt = mp.Prompt("", buttons=[mp.Choice(label) for label in labels])
    avail = int(app.screen.get_width() * 0.68 * 0.72)
    widths, size = _button_widths(prompt, avail)
    assert size < px(FONT_BODY)  # smaller than the body type the bar starts with
    assert sum(widths) + px(8) * 5 <= avail
    font = assets.font(size, True)
    assert all(font.size(label)[0] <= w - px(10) for label, w in zip(labels, widths, strict=True))
    squeezed, _ = _button_widths(prompt, px(300))
    assert sum(squeezed) < sum(widths)


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



def lift(app) -> bool:
    """Dismiss a private-result panel or lift a curtain, if one is on top."""
    top = app.top
    if isinstance(top, (CurtainScene, PrivateResultScene)):
        top.armed_in = 0
        top.reveal() if isinstance(top, CurtainScene) else top.close()
        run_frames(app, 1)
        return True
    return False


@pytest.mark.rule("MW-9.1")
def test_curtain_before_a_secret_choice_even_with_an_empty_hand(app) -> None:
    """Two humans at a SCAN/PROTECTION choice, the second with nothing private at all (empty
    hand): when the first has chosen, the screen switches only behind the curtain."""
    import dataclasses

    match = Match(RULES, seats(2, humans=2), 3)
    table = start(app, match)
    for _ in range(400):
        if match.state.tasks and match.state.tasks[0].kind == "options" \
                and set(match.to_act()) == {0, 1}:
            break
        if not lift(app) and table.viewer is not None and table.viewer in match.to_act():
            table.submit(match.legal_actions(table.viewer)[0])
        run_frames(app, 1)
    else:
        raise AssertionError("never reached a two-human SCAN/PROTECTION choice")
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


def test_switching_language_refreshes_the_action_bar_at_once(app) -> None:
    from game.ui.settings import Settings

    match = Match(RULES, seats(2), 4)
    table = start(app, match)
    assert drive_to(table, match, 1, human_faces("options"))
    run_frames(app, 1)
    before = {h.key[1] for h in table.hits if h.key and h.key[0] == "button"}
    app.apply_settings(Settings(language="fr", animation_speed="instant", sound=False))
    run_frames(app, 1)
    after = {h.key[1] for h in table.hits if h.key and h.key[0] == "button"}
    assert before and after and before != after
    assert any("regarder" in label for label in after)  # the French SCAN button
    app.apply_settings(Settings(language="en", animation_speed="instant", sound=False))


def test_the_bar_shows_a_long_note_whole_or_ends_it_with_an_ellipsis(app) -> None:
    """The acquisition's note under the sentence is never cut silently: when it wraps, the
    type steps down until sentence and note fit whole; with no room at all, the last line
    kept ends in an ellipsis. (The bar used to keep the note's first line only, so "spend
    only cards that are needed." showed as "spend only cards that are".)"""
    from game.ui import assets
    from game.ui.tables.moonwakers.bar import _text_block
    from game.ui.theme import px

    sentence = "Phosphoric acid: spending 6H 1N 4O 1P for 3H 4O 1P. Click your cards to change."
    note = "Not a valid payment: cover the requirement, and spend only cards that are needed."
    prompt = mp.Prompt(sentence, note=note)
    width, height = px(420), px(62)
    lines, size, notes, nsize = _text_block(prompt, width, height, True)
    assert len(notes) >= 2  # the note wraps at this width ...
    assert " ".join(notes) == note  # ... and every word of it is shown
    assert " ".join(lines) == sentence
    used = (len(lines) * assets.font(size, True).get_linesize()
            + len(notes) * assets.font(nsize).get_linesize())
    assert used <= height
    lines, size, notes, nsize = _text_block(prompt, px(150), px(40), True)
    assert notes and notes[-1].endswith("…")  # no room: cut, and it shows
    assert lines[-1].endswith("…")


def test_a_cut_bar_sentence_shows_whole_on_hover(app) -> None:
    """When the bar has to cut its sentence (large interface, many buttons), hovering the
    text shows all of it and its note; the hover target takes no click."""
    from game.ui.tables.moonwakers.bar import draw_bar

    match = Match(RULES, seats(2), 3)
    table = start(app, match)
    run_frames(app, 2)
    sentence = " ".join(["Phosphoric acid: spending 6H 1N 4O 1P for 3H 4O 1P."] * 10)
    prompt = mp.Prompt(sentence, buttons=[mp.Choice("Claim"), mp.Choice("Pass (claim nothing)")],
                       note="Invalid payment: cover the requirement and spend no unneeded card.")
    table.hits.clear()
    draw_bar(table, app.screen, prompt)
    text_hits = [h for h in table.hits if h.key == ("bar", "text")]
    assert len(text_hits) == 1 and text_hits[0].action is None
    assert text_hits[0].tip == sentence + "\n" + prompt.note
    assert table.tooltip_at(text_hits[0].rect.center) == text_hits[0].tip
    table.hits.clear()
    draw_bar(table, app.screen, mp.Prompt("Roll the die.", buttons=[mp.Choice("Roll")]))
    assert not [h for h in table.hits if h.key == ("bar", "text")]  # whole: no hover text


def test_card_names_keep_every_word_on_two_lines(app) -> None:
    """A card's printed name gets two lines on a large card (90 px and up), portrait or the
    shop's landscape: every combination and action name, in both languages, shows all its
    words there, inside the card, the type stepping down when needed (at 90 px "Disulfure de
    carbone" used to lose "carbone" on both)."""
    from game.moonwakers.data import COMBOS
    from game.ui import assets
    from game.ui.render import cards

    names = [cards.combo_name(n, lang) for n in COMBOS for lang in ("en", "fr")]
    names += [cards.action_label(a) for a in cards.ACTION_COLOURS]
    for w in range(90, 141, 5):
        for name in names:
            for start_px in (cards.MIN_TEXT + 1, 18):  # a portrait card; the shop's band
                lines, size = cards.name_lines(name, w - 12, start_px)
                assert len(lines) <= 2, (name, w)
                # every word, a long one hyphenated where the card is too narrow for it
                assert " ".join(lines).replace("- ", "") == name, (name, w, lines)
                assert size >= 11
                # no word runs past the edge of a card as wide as the display's at the
                # smallest window, 140 px ("Tetraphosphorus" did at 6 seats)
                font = assets.font(size, True)
                if w >= 120:
                    assert all(font.size(line)[0] <= w - 12 for line in lines), (name, w)
    lines, size = cards.name_lines("Disulfure de carbone", 80)
    assert lines[-1].endswith("carbone") and size < cards.MIN_TEXT + 1


@pytest.mark.parametrize("targets, short", [(5, True), (2, False)])
def test_many_seat_buttons_say_only_the_names(targets: int, short: bool) -> None:
    """A PERMUTATION at 6 seats offered five "Duel avec …" buttons, each name cut away to
    fit a sixth of the bar: with four or more, each says only the seat's name (the long
    label on hover), and the pass button "Pass"."""
    from types import SimpleNamespace

    from game.ui import i18n
    from game.ui.tables.moonwakers.prompt import Choice, Prompt, _shorten_seat_buttons

    names = ("Ana", "Ben", "Chloé", "Dev", "Emma", "Farid")
    table = SimpleNamespace(name=names.__getitem__, t=i18n.t)
    long = [i18n.t("ui.moonwakers.btn.permute_seat", name=names[s]) for s in range(1, 6)]
    buttons = [Choice(long[s - 1], Action("permute", seat=s)) for s in range(1, targets + 1)]
    buttons.append(Choice(i18n.t("ui.moonwakers.btn.pass_ask_permute"), Action("pass")))
    prompt = Prompt("…", buttons)
    _shorten_seat_buttons(table, prompt)
    if short:
        assert [b.label for b in prompt.buttons] == [*names[1:6], i18n.t("ui.moonwakers.btn.pass")]
        assert prompt.buttons[0].tooltip == long[0]
    else:
        assert [b.label for b in prompt.buttons[:-1]] == long[:targets]


def _info_texts(app, table) -> list[str]:
    from game.ui.tables.moonwakers import centre

    with texts_drawn() as drawn:
        centre.draw_info(table, app.screen, table.view())
    return [text for text, _ in drawn]


def test_the_round_info_shows_only_what_holds_now(app) -> None:
    """The round-info panel said « Initiative : Ana » before the first roll-off had told who
    has it, and « Tes jets : +2 » after the game was over; the modifier takes a true minus
    sign, as the cards print it ("−1", it read "-1")."""
    from game.ui.tables.moonwakers.prompt import signed

    match = Match(RULES, seats(2), 5, {})
    table = start(app, match)
    assert match.state.tasks[0].kind == "rolloff"
    initiative = table.t("ui.moonwakers.info.initiative", name="").split("{")[0].strip()
    assert not any(initiative in x for x in _info_texts(app, table))
    assert drive_to(table, match, 5, lambda m: m.state.tasks[0].kind != "rolloff")
    assert any(initiative in x for x in _info_texts(app, table))
    assert signed(-1) == "\u22121" and signed(2) == "+2"


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


def test_the_journal_tells_an_action_card_once(app) -> None:
    """« Ben joue ABRI. » then « Ben se réfugie dans un ABRI. »: the journal told one play
    twice. The bare line goes when the card's own line follows it in the same step; a play
    whose next line is something else (or another seat's) keeps it."""
    from game.core.rules import Event

    match = Match(RULES, seats(3, humans=1), 5, {})
    table = start(app, match)
    played = Event("mw.played", {"seat": 1, "card": 40, "label": "ABRI"})
    sheltered = Event("mw.abri", {"seat": 1})
    other = Event("mw.abri", {"seat": 2})
    roll = Event("mw.rolled", {"seat": 1, "die": 7})
    fake = [(3, played), (3, sheltered), (4, played), (4, roll), (5, played), (5, other),
            (6, played), (7, sheltered)]
    match.log = lambda seat: list(fake)  # type: ignore[method-assign]
    kept = table.log_events()
    assert (3, played) not in kept and (3, sheltered) in kept
    assert kept == [(3, sheltered), (4, played), (4, roll), (5, played), (5, other),
                    (6, played), (7, sheltered)]


@pytest.mark.parametrize("overlap", [0.05, 0.15, 0.3])
def test_any_overlap_shows_each_covered_cards_strip(app, monkeypatch, overlap) -> None:
    """A hand whose cards overlap even a little (the 2-seat claims screen: ten cards, each
    covering a fifth of the one before) shows every covered card's elements on its visible
    edge: whole cards covering a fifth of their neighbour cut their element tokens in half
    ("N|", "H|"), which a player reads to plan a payment."""
    from game.ui.tables.moonwakers import seat as mw_seat

    table = _table_at(app, 2)
    table.draw(app.screen)
    view = table.view()
    hand = view.players[0].hand * 6  # six of the seat's card, a hand to overlap
    assert hand
    w, h = table.card_size(seat=True)
    step = round(w * (1 - overlap))
    area = pygame.Rect(20, 400, w + step * (len(hand) - 1), h)
    strips: list[int] = []
    real = mw_seat._strip
    monkeypatch.setattr(mw_seat, "_strip", lambda *a: (strips.append(1), real(*a)))
    prompt = mp.build_prompt(table)
    mw_seat._row(table, app.screen, area, view, 0, "hand", hand, prompt, (w, h))
    assert len(strips) == len(hand) - 1  # every card but the last, which shows whole


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_rolls_sum_never_breaks_across_lines(app, lang) -> None:
    """The reveal box wrapped "Duel: Chloé 4 − 1 = 3 · Dev 1 − 1 = 0" inside a sum ("4 −" /
    "1 = 3"): a roll's sum is one unbreakable run now, in the duel's line and a roll's."""
    from game.ui import assets, i18n
    from game.ui.tables.moonwakers.fx import roll_sentence

    i18n.set_language(lang)
    try:
        t = i18n.t
        parts = [t("ui.moonwakers.fx.duel_part", name=n, die=d, sign="−", mod=1, total=d - 1)
                 for n, d in (("Chloé", 4), ("Dev", 1))]
        duel = t("ui.moonwakers.fx.duel") + " " + " · ".join(parts)
        roll = roll_sentence(t, "Ana", 6, 2, 8, True)
        for text, sums in ((duel, ("4 − 1 = 3", "1 − 1 = 0")), (roll, ("6 + 2 = 8",))):
            for width in range(60, 400, 7):
                lines = [line.replace("\u00a0", " ")
                         for line in assets.wrap(text, 14, width, True)]
                for whole in sums:  # each sum on one line
                    assert any(whole in line for line in lines), (width, lines)
    finally:
        i18n.set_language("en")
