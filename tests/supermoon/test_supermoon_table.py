"""The Planet Unknown table: placing a tile by mouse (nothing final until Confirm), turning
and flipping it, refusals that change nothing, the pool chips, rover drags, every legal action
reachable by the mouse, and the hot-seat curtain before each private turn (PU-19.4)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.core.match import COLOURS, SHAPES, Match, SeatConfig  # noqa: E402
from game.supermoon.actions import Action  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402
from game.ui.scenes.curtain import CurtainScene  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.tables import table_class  # noqa: E402
from game.ui.tables.supermoon import SupermoonTable  # noqa: E402
from game.ui.tables.supermoon.choices import gain_shape  # noqa: E402
from game.ui.tables.supermoon.forms import grip, mirrored, turned  # noqa: E402


@pytest.fixture
def app():
    a = make_test_app()
    yield a
    a.close()


def seats(n: int, humans: int = 1) -> list[SeatConfig]:
    return [SeatConfig(f"P{i + 1}", COLOURS[i], SHAPES[i], "human" if i < humans else "bot",
                       "easy") for i in range(n)]


def start(app, match: Match) -> SupermoonTable:
    app.push(TitleScene(app))
    table = SupermoonTable(app, match)
    table.bots.frozen = True  # the tests move for the bots
    app.push(table)
    app.frame([], 1 / 60)
    return table


def frame(app, *events) -> None:
    app.frame(list(events), 1 / 60)


def move(app, pos) -> None:
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(app, pos) -> None:
    move(app, pos)
    frame(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
          pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app, k: int, mod: int = 0) -> None:
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def to_place(table: SupermoonTable, match: Match, rng: random.Random) -> None:
    """Play random legal moves for everyone until seat 0 must take a tile."""
    for _ in range(400):
        if 0 in match.to_act() and any(a.kind == "place" for a in match.legal_actions(0)):
            table.app.frame([], 1 / 60)  # the station is drawn where it now stands
            return
        seat = match.to_act()[0]
        legal = [a for a in match.legal_actions(seat) if a.kind != "reset"]
        table.submit_as(seat, rng.choice(legal), quiet=True)
    raise AssertionError("seat 0 never had to place")


def spot_of(table: SupermoonTable, slot: int) -> pygame.Rect:
    return next(s.box for s in table.station.spots if s.slot == slot)


def test_registered_for_supermoon() -> None:
    assert table_class("supermoon") is SupermoonTable


def test_a_tile_is_placed_by_mouse_only_on_confirm(app) -> None:
    match = Match(RULES, seats(1), 5)
    table = start(app, match)
    to_place(table, match, random.Random(1))
    place = next(a for a in match.legal_actions(0) if a.kind == "place")
    slot, form, x, y, _ = place.args
    click(app, spot_of(table, slot).center)
    assert table.hand is not None and table.hand.slot == slot
    table.hand.form = form
    gx, gy = grip(table.hand.tile, form)
    before = match.state
    click(app, table.board_geo.rect(x + gx, y + gy).center)
    assert table.lock == (x, y)
    assert match.state is before  # put down, not yet placed (PU-19.3: nothing final)
    key(app, pygame.K_RETURN)
    assert match.state is not before
    me = match.state.work[0]
    assert me.placed and me.boards[0].pieces[-1].x == x and me.boards[0].pieces[-1].y == y
    assert table.hand is None


def test_an_illegal_spot_is_explained_and_changes_nothing(app) -> None:
    match = Match(RULES, seats(1), 5)
    table = start(app, match)
    to_place(table, match, random.Random(2))
    slot = next(a for a in match.legal_actions(0) if a.kind == "place").args[0]
    click(app, spot_of(table, slot).center)
    before = match.state
    click(app, table.board_geo.rect(0, 0).center)  # a corner off the round planet
    assert table.lock is None and match.state is before and table.hand is not None
    said = [t.text for t in app.toasts.toasts]
    assert said and said[-1] == table.t("ui.supermoon.why.off")


@pytest.mark.rule("PU-3.4")
def test_a_stack_not_offered_says_why_when_clicked(app) -> None:
    """A click on a stack that could not be taken did nothing and said nothing (a newcomer's
    solo game, stop 97): it now says why — not the depot in front of the player, or, for
    the other stack of that depot, that its tile fits nowhere (PU-5.8) — and changes
    nothing."""
    from game.ui.tables.supermoon.station import facing_slots

    match = Match(RULES, seats(2), 5)
    table = start(app, match)
    to_place(table, match, random.Random(2))
    view = table.view()
    assert table.viewer == 0
    offered = {a.args[0] for a in match.legal_actions(0) if a.kind == "place"}
    other = next(s for s in range(12) if s not in facing_slots(view, 0) and view.counts[s])
    before = match.state
    click(app, spot_of(table, other).center)
    assert match.state is before and table.hand is None
    assert app.toasts.toasts[0].text == table.t("ui.supermoon.toast.not_facing")
    # a facing stack whose tile fits nowhere: the engine's offer, narrowed by hand
    slot = sorted(offered)[0]
    table._refuse_stack(view, slot)
    assert app.toasts.toasts[0].text == table.t("ui.supermoon.toast.no_fit")  # newest first


def test_r_f_and_the_wheel_turn_and_flip_the_tile(app) -> None:
    match = Match(RULES, seats(1), 5)
    table = start(app, match)
    to_place(table, match, random.Random(3))
    slot = next(a for a in match.legal_actions(0) if a.kind == "place").args[0]
    table.take(slot)
    tile, f0 = table.hand.tile, table.hand.form
    key(app, pygame.K_r)
    assert table.hand.form == turned(tile, f0)
    key(app, pygame.K_f)
    assert table.hand.form == mirrored(tile, turned(tile, f0))
    frame(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert table.hand.form == turned(tile, mirrored(tile, turned(tile, f0)), False)


def test_esc_puts_the_tile_back_before_the_menu(app) -> None:
    match = Match(RULES, seats(1), 5)
    table = start(app, match)
    to_place(table, match, random.Random(4))
    slot = next(a for a in match.legal_actions(0) if a.kind == "place").args[0]
    table.take(slot)
    key(app, pygame.K_ESCAPE)
    assert table.hand is None and app.top is table
    key(app, pygame.K_ESCAPE)
    assert app.top is not table  # the menu


def test_a_pool_chip_resolves_its_gain(app) -> None:
    match = Match(RULES, seats(1), 5)
    table = start(app, match)
    rng = random.Random(5)
    for _ in range(30):
        to_place(table, match, rng)
        table.submit_as(0, next(a for a in match.legal_actions(0) if a.kind == "place"))
        frame(app)
        pool = match.state.work[0].pool
        single = [h for h in table.hits if callable(h.action) and not isinstance(h.action, Action)
                  and getattr(h.action, "func", None) == table.choose_gain]
        ones = [h for h in single if len(table.options().gains[h.action.args[0]]) == 1]
        if ones:
            n = len(pool)
            click(app, ones[0].rect.center)
            assert len(match.state.work[0].pool) < n or match.state.work[0].pool != pool
            return
        for a in [a for a in match.legal_actions(0) if a.kind == "done"]:
            table.submit_as(0, a)
        while match.legal_actions(0) and any(a.kind == "gain" for a in match.legal_actions(0)):
            table.submit_as(0, next(a for a in match.legal_actions(0) if a.kind == "gain"))
    pytest.fail("no single-choice chip met")


@pytest.mark.parametrize("n", [1, 2, 6])
def test_every_legal_action_is_reachable_by_mouse(app, n) -> None:
    """Each legal action of seat 0 is a target on screen, or behind one (a stack, a chip,
    a rover), or a placement of the tile in the hand."""
    match = Match(RULES, seats(n), 8 + n, RULES.check_setup(n, {"events": n > 1,
                                                                "private_objectives": True}))
    table = start(app, match)
    rng = random.Random(n)
    checked = 0
    for _ in range(700):
        if match.is_over:
            break
        if 0 in match.to_act():
            frame(app)
            targets = {h.action for h in table.hits if isinstance(h.action, Action)}
            for a in match.legal_actions(0):
                if a.kind == "place":
                    assert any(s.slot == a.args[0] for s in table.station.spots)
                    assert a.args[0] in table.options().place
                elif a.kind == "gain":
                    kind = match.state.work[0].pool[a.args[0]].kind
                    if len(table.options().gains[a.args[0]]) == 1 and gain_shape(kind) != "tile":
                        continue  # the chip itself submits it
                    table.gain_sel = a.args[0]
                    table.rover_sel = a.args[1] if gain_shape(kind) == "teleport" else None
                    frame(app)
                    shown = {h.action for h in table.hits if isinstance(h.action, Action)}
                    if gain_shape(kind) == "tile":
                        assert a.args[1] in {s.slot for s in table.station.spots}
                    else:
                        assert a in shown, RULES.notation(a)
                    table.gain_sel = table.rover_sel = None
                elif a.kind == "move":
                    table.rover_sel = a.args[0]
                    frame(app)
                    assert a in {h.action for h in table.hits if isinstance(h.action, Action)}
                    table.rover_sel = None
                elif a.kind == "rotate":
                    table.preview_rot = a.args[0]
                    frame(app)
                    assert a in {h.action for h in table.hits if isinstance(h.action, Action)}
                    table.preview_rot = None
                elif a.kind == "reset":
                    continue  # offered once the hand is empty; checked below
                else:
                    assert a in targets, RULES.notation(a)
            checked += 1
        seat = match.to_act()[0]
        legal = [a for a in match.legal_actions(seat) if a.kind != "reset"]
        rest = [a for a in legal if a.kind != "done"]
        action = rng.choice(rest) if rest and rng.random() < 0.85 else rng.choice(legal)
        table.submit_as(seat, action, quiet=True)
    assert checked > 15


def test_hot_seat_curtain_before_each_private_turn(app) -> None:
    """The commander turns the station in the open, plays their own secret turn at the
    screen, then a curtain stands before the other human's turn (PU-19.4)."""
    match = Match(RULES, seats(2, humans=2), 3)
    table = start(app, match)
    frame(app)
    commander = match.state.commander
    assert match.state.phase == "rotate" and app.top is table and table.viewer == commander
    table.submit(next(a for a in match.legal_actions(commander) if a.kind == "rotate"))
    frame(app)
    assert app.top is table and table.viewer == commander  # the same human goes on
    rng = random.Random(1)
    while commander in match.to_act():
        legal = [a for a in match.legal_actions(commander) if a.kind != "reset"]
        done = [a for a in legal if a.kind == "done"]
        table.submit(done[0] if done else rng.choice(legal))
        frame(app)
    assert isinstance(app.top, CurtainScene) and table.viewer is None
    assert table.curtain_for == 1 - commander


def test_solo_has_no_curtain(app) -> None:
    match = Match(RULES, seats(1), 3)
    table = start(app, match)
    frame(app)
    assert app.top is table and table.viewer == 0


def test_a_fast_double_click_on_a_chip_uses_one_gain(app) -> None:
    """The second click of a double click would land on the next chip: it chooses nothing."""
    match = Match(RULES, seats(1), 5)
    table = start(app, match)
    rng = random.Random(6)
    for _ in range(40):
        to_place(table, match, rng)
        table.submit_as(0, next(a for a in match.legal_actions(0) if a.kind == "place"))
        frame(app)
        chips = [h for h in table.hits if getattr(h.action, "func", None) == table.choose_gain
                 and len(table.options().gains[h.action.args[0]]) == 1]
        if len(chips) >= 2 and len(match.state.work[0].pool) >= 2:
            n = len(match.state.work[0].pool)
            pos = chips[0].rect.center
            click(app, pos)
            click(app, pos)
            assert len(match.state.work[0].pool) == n - 1
            return
        while any(a.kind == "gain" for a in match.legal_actions(0)):
            table.submit_as(0, next(a for a in match.legal_actions(0) if a.kind == "gain"))
        table.submit_as(0, next(a for a in match.legal_actions(0) if a.kind == "done"))
    pytest.fail("never two single-choice chips")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_track_steps_tooltip_says_one_medal_and_one_movement_in_the_singular(
        lang: str) -> None:
    from game.core import i18n
    from game.ui.tables.supermoon.hud import benefit_text

    def t(key: str, **args: object) -> str:
        return i18n.tr(key, lang, **args)

    one, five = benefit_text(t, "M1"), benefit_text(t, "M5")
    assert one.startswith("1 medal ") if lang == "en" else one.startswith("1 médaille ")
    assert five.startswith("5 medals ") if lang == "en" else five.startswith("5 médailles ")
    assert benefit_text(t, "mv1").startswith("1 ")
    assert benefit_text(t, "mv1") != t("sm.benefit.mv", n=1)  # not "1 movements"
    assert benefit_text(t, "mv3").startswith("3 ")


def test_the_log_shows_the_revealed_turn_not_the_drafts_before_it(app) -> None:
    """A seat's pending choices are drafts in its log until the step is revealed (PU-19.3);
    then each line is shown once, and every row drawn is the event it stands for (the rows
    before are cached by position, which the drafts left out shift)."""
    match = Match(RULES, seats(1), 3)
    table = start(app, match)
    to_place(table, match, random.Random(1))
    table.submit_as(0, next(a for a in match.legal_actions(0) if a.kind == "place"), quiet=True)
    frame(app)
    drafts = [e for _i, e in match.log(0) if e.draft]
    assert drafts and table.log_list is not None
    while any(a.kind == "gain" for a in match.legal_actions(0)):
        table.submit_as(0, next(a for a in match.legal_actions(0) if a.kind == "gain"),
                        quiet=True)
        frame(app)
    table.submit_as(0, Action("done"), quiet=True)
    frame(app)
    log = match.log(0)
    assert not [e for _i, e in log if e.draft and e.kind == "sm.tile_placed"]
    assert len([e for _i, e in log if e.kind == "sm.tile_placed"]) == 1
    assert len(table.log_list.rows) == len(log)
    counts: dict[int, int] = {}
    for index, event in log:
        j = counts.get(index, 0)
        counts[index] = j + 1
        assert table._log_cache[(index, j, 0)][1] is event


def to_civ_choice(match: Match, table: SupermoonTable, seed: int = 6) -> None:
    """Random legal moves for every seat until seat 0 is asked to keep a civ card."""
    rng = random.Random(seed)
    for _ in range(4000):
        seat = match.to_act()[0]
        legal = [x for x in match.legal_actions(seat) if x.kind != "reset"]
        if seat == 0 and any(x.kind == "civ" for x in legal):
            return
        table.submit_as(seat, rng.choice(legal), quiet=True)
    raise AssertionError("no civ choice reached")


def test_every_civ_card_name_stays_inside_its_card_at_six_seats_in_french() -> None:
    """At 150% with 6 seats in French the civ choice lists seven cards; a long name
    ("Département des Ressources naturelles") was drawn at full size past its card's edge,
    over the station. Each name is now drawn at the size fitted to its card, and each text
    whole."""
    from game.ui import assets, i18n, theme
    from game.ui.theme import px

    a = make_test_app(language="fr", ui_scale=1.5)
    try:
        options = RULES.check_setup(6, {"events": True, "private_objectives": True})
        match = Match(RULES, seats(6), 13, options)
        table = start(a, match)
        to_civ_choice(match, table)
        names = {i18n.t(f"sm.civ.{c}.name") for c in table.view().players[0].picking}
        assert max(len(n) for n in names) > 30, "a long name is on offer"
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            frame(a)
        cards = [h.rect for h in table.hits  # (a card read whole has no tooltip, stop 75)
                 if getattr(h.action, "kind", None) == "civ"]
        assert len(cards) == len(names)
        # seven cards did not leave room for their text in one column: each showed one cut
        # line, drawn past its box; they now lie in two columns, whole, none overlapping
        assert len({r.x for r in cards}) == 2
        assert not any(r.colliderect(o) for i, r in enumerate(cards) for o in cards[i + 1:])
        texts = [i18n.t(f"sm.civ.{c}.text") for c in table.view().players[0].picking]
        assert not [c for c in cuts if any(c[0].rstrip("…")[:20] in x for x in texts)], cuts
        width = min(r.w for r in cards) - px(16)
        parts = {w for n in names for w in n.split()}  # a name may take two lines (stop 58)
        shown = [(s, size) for s, size in drawn if s in names or s.endswith("…")
                 and any(n.startswith(s[:-1]) for n in names)
                 or s.split() and set(s.split()) <= parts and any(s in n for n in names)]
        assert len(shown) >= len(names)
        for string, size in shown:
            assert assets.font(size, True).size(string)[0] <= width, string
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize("n, scale", [(2, 1.0), (6, 1.5)])
def test_the_round_event_is_read_whole_when_the_column_has_room(n: int, scale: float) -> None:
    """The event box took three lines whatever the room below: event 109 read "…tech levels
    unl…" at 2 seats with space left under the rows. It now takes what the rows below leave
    (three lines at least), and every row below is still drawn."""
    from dataclasses import replace as with_fields

    from game.ui import assets, i18n, theme

    a = make_test_app(ui_scale=scale)
    try:
        options = RULES.check_setup(n, {"events": True})
        match = Match(RULES, seats(n), 9, options)
        table = start(a, match)
        match._states[-1] = with_fields(match.state, event=109)
        text = i18n.t("sm.event.109.text")
        with assets.recording_cuts() as cuts:
            frame(a)
        tips = [h.tip for h in table.hits if isinstance(h.tip, str)]
        assert any(text in tip for tip in tips), (text, tips)
        corp = i18n.t(f"sm.corp.{match.state.players[0].corp}.name")
        assert any(tip.startswith(corp + "\n") for tip in tips), "the tech levels' row"
        if n == 2:
            assert not [c for c in cuts if c[0] in text or text.startswith(c[0][:20])], cuts
    finally:
        a.close()
        theme.set_scale(1.0)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("event", [109, 104])
def test_the_civ_and_tech_rows_share_a_row_when_the_column_is_short(lang: str,
                                                                    event: int) -> None:
    """At 150% with 2 seats, an event and four objectives (three shared, one private), the
    civ cards' and tech levels' rows fell off the bottom of the column: they now share one
    row, side by side, each still with its tooltip. With event 104 in French even that row
    fell off: the event's box then goes without its heading (its tooltip names it)."""
    from dataclasses import replace as with_fields

    from game.supermoon.data import OBJECTIVES
    from game.ui import assets, i18n, theme

    a = make_test_app(ui_scale=1.5, language=lang)
    try:
        match = Match(RULES, seats(2), 9, RULES.check_setup(2, {"events": True}))
        table = start(a, match)
        st = match.state
        shared = {card for card, *_ in match.view(0).neighbour_objectives}
        private = next(k for k in OBJECTIVES if k not in shared)
        players = (with_fields(st.players[0], objectives=(private,)),) + st.players[1:]
        work = (with_fields(st.work[0], objectives=(private,)),) + st.work[1:]  # the view's
        match._states[-1] = with_fields(st, event=event, players=players, work=work)
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            frame(a)
        own = i18n.t(f"sm.obj.{private}.private.name")
        assert any(text.endswith(own) for text, _ in drawn)  # the four objectives are drawn
        # their short labels ("Civ (0)", "Tech") fit whole: « Technologies », one long
        # word, ran past its chip
        assert not [c for c in cuts if c[0].startswith(("Civ", "Tech"))], cuts
        event_text = i18n.t(f"sm.event.{event}.text")  # « Tech, Rover et Biomasse » is its
        labels = [(x, size) for x, size in drawn  # line, not a label
                  if x.startswith(("Civ", "Tech")) and x not in event_text]
        tips = {h.tip: h.rect for h in table.hits if isinstance(h.tip, str)}
        corp = i18n.t(f"sm.corp.{match.state.players[0].corp}.name")
        tech = next(r for tip, r in tips.items() if tip.startswith(corp + "\n"))
        civ = tips[i18n.t("ui.supermoon.tip.no_civ")]
        assert civ.y == tech.y and civ.right < tech.x  # side by side, in the column
        column = table.region("cards")
        assert column.contains(civ) and column.contains(tech)
        assert len(labels) == 2
        assert all(assets.font(size).size(x)[0] <= civ.w for x, size in labels), labels
    finally:
        a.close()
        theme.set_scale(1.0)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_at_six_seats_the_objectives_keep_to_one_line_and_leave_room_for_civ_and_tech(
        lang: str) -> None:
    """At 150% with six seats, an event and three objectives, "Conservation: 0–0" took two
    lines and the civ and tech rows fell off the column again: when the column is short the
    objective rows keep to one line (their type stepping down), and the pair row is drawn."""
    from dataclasses import replace as with_fields

    from game.ui import i18n, theme

    a = make_test_app(ui_scale=1.5, language=lang)
    try:
        match = Match(RULES, seats(6), 9, RULES.check_setup(6, {"events": True}))
        table = start(a, match)
        st = match.state
        # the two cards beside seat 0 with the longest names, and one private card
        links = [(55, 5, 0), (40, 0, 1)] + [o for o in st.neighbour_objectives
                                            if 0 not in o[1:]]
        players = (with_fields(st.players[0], objectives=(41,)),) + st.players[1:]
        match._states[-1] = with_fields(st, event=109, players=players,
                                        neighbour_objectives=tuple(links))
        frame(a)
        tips = {h.tip: h.rect for h in table.hits if isinstance(h.tip, str)}
        corp = i18n.t(f"sm.corp.{match.state.players[0].corp}.name")
        tech = [r for tip, r in tips.items() if tip.startswith(corp + "\n")]
        civ = tips.get(i18n.t("ui.supermoon.tip.no_civ"))
        assert tech and civ is not None  # both drawn
        column = table.region("cards")
        assert column.contains(civ) and column.contains(tech[0])
        shared = [r for tip, r in tips.items()
                  if tip.startswith(i18n.t("sm.obj.55.neighbour.name"))]
        assert shared and shared[0].h < civ.h * 1.5  # one line, as high as the pair row
    finally:
        a.close()
        theme.set_scale(1.0)


def test_whose_planet_is_shown_is_said_above_it_not_over_its_medals(app) -> None:
    """Another player's planet drawn large said "Ben's planet" over the board's corner,
    covering the first column medals: the board now leaves a strip above it for the name."""
    from game.ui import assets, theme

    match = Match(RULES, seats(2), 9, RULES.check_setup(2, {}))
    table = start(app, match)
    table.focus = 1
    title = table.t("ui.supermoon.planet_of", name=table.name(1))
    label_h = assets.text(title, theme.px(theme.FONT_BODY), (0, 0, 0), bold=True).get_height()
    frame(app)
    outer = table.board_geo.outer
    assert outer.top >= table.region("own_board").top + label_h, outer
    table.focus = None
    frame(app)
    assert table.board_geo.outer.top < outer.top  # one's own planet has no strip


def test_another_planets_track_digits_are_named_in_its_tooltip(app) -> None:
    """The mini planets showed "3 0 1 0 0" with nothing saying what the digits were: each
    digit now takes its track's colour and the tooltip names them."""
    match = Match(RULES, seats(2), 9, RULES.check_setup(2, {}))
    table = start(app, match)
    frame(app)
    tip = next(h.tip for h in table.hits if h.action == ("view", 1))
    ben = match.state.players[1].tracks
    assert ("Tracks: Civ track {}, Water track {}, Biomass track {}, Rover track {}, Tech track"
            " {}.".format(*ben)) in tip
