"""The MOONWAKERS table's readability and motion at the default window: card sizes and names,
packed and overlapping hands, explored cards, the action bar's sentence, notes and buttons,
tray messages, the round info, the journal and the reveal box's sums."""

from __future__ import annotations

import random
from dataclasses import replace
from types import SimpleNamespace

import pygame
import pytest
from ui_helpers import run_frames, texts_drawn

from game.core.match import Match
from game.moonwakers.actions import Action
from game.moonwakers.data import counts_text
from game.moonwakers.rules import RULES
from game.ui.tables.moonwakers import prompt as mp
from game.ui.tables.moonwakers.table import MoonwakersTable
from tests.moonwakers.moonwakers_table_helpers import NAMES, drive_to, human_faces, seats, start

PAY = counts_text({"H": 6, "N": 1, "O": 4, "P": 1})  # « 6 H·1 N·4 O·1 P »
NEED = counts_text({"H": 3, "O": 4, "P": 1})

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
    spot.add(fx.Item("Ben rolls 4 to see who starts.", dice=(4,)))
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


def test_a_cards_strip_hides_the_art_under_it() -> None:
    """A covered card's strip is opaque: at 235 of 255 its own atoms and its action's label
    (« ABRI DÉF. ») showed through the strip as faint ghosts."""
    from game.ui.render import card_art, cards

    surf = pygame.Surface((40, 80))
    surf.fill((0, 0, 0))  # the card's art, as dark as it gets
    cards.draw_strip(surf, pygame.Rect(0, 0, 30, 70), "", action="abri")
    assert tuple(surf.get_at((15, 66)))[:3] == card_art.PARCHMENT  # below the icon


def test_a_cards_strip_reaches_the_next_card_and_its_foot() -> None:
    """The strip's parchment covers the card up to the next one and down to its foot, its
    chips kept clear of a target's glow: half of the card's own atoms showed beside the
    chips (« 3P|P »), and an accident's black corner under them (a review, stop 83). An
    accident keeps its yellow and black band."""
    from types import SimpleNamespace

    from game.moonwakers.data import TERRAIN
    from game.ui.render import card_art
    from game.ui.tables.moonwakers import seat

    surf = pygame.Surface((120, 80))
    surf.fill((0, 0, 0))  # the card's art, as dark as it gets
    card = pygame.Rect(10, 10, 40, 56)
    accident = next(i for i, c in enumerate(TERRAIN) if c.kind == "accident")
    seat._strip(surf, card, 37, 31, "hand", SimpleNamespace(id=accident, element="C"))
    for x in (card.x + 33, card.x + 36):  # beyond the chips' width, short of the next card
        assert tuple(surf.get_at((x, card.y + 30)))[:3] == card_art.PARCHMENT
    assert tuple(surf.get_at((card.x + 20, card.bottom - 2)))[:3] == card_art.PARCHMENT
    assert tuple(surf.get_at((card.x + 38, card.y + 30)))[:3] == (0, 0, 0)  # the next card's
    top = max(6, round(card.h * 0.14))
    band = [tuple(surf.get_at((x, card.y + top + 2)))[:3] for x in range(card.x + 2, card.x + 30)]
    assert (240, 200, 40) in band and (25, 22, 20) in band  # the hazard stripes


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

    sentence = f"Phosphoric acid: spending {PAY} for {NEED}. Click your cards to change."
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
    sentence = " ".join([f"Phosphoric acid: spending {PAY} for {NEED}."] * 10)
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


def _duel(t) -> str:
    """The tray's sentence of Chloé's 4 − 1 against Dev's 1 − 1."""
    from game.ui.tables.moonwakers.fx import duel_sentence

    return duel_sentence(t, [t("ui.moonwakers.fx.duel_part", name=n, die=d, sign="−", mod=1,
                               total=d - 1) for n, d in (("Chloé", 4), ("Dev", 1))])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_rolls_sum_never_breaks_across_lines(app, lang) -> None:
    """The reveal box wrapped "Duel: Chloé 4 − 1 = 3 · Dev 1 − 1 = 0" inside a sum ("4 −" /
    "1 = 3"): a roll's sum is one unbreakable run now, in the duel's line and a roll's."""
    from game.ui import assets, i18n
    from game.ui.tables.moonwakers.fx import roll_sentence

    i18n.set_language(lang)
    try:
        t = i18n.t
        duel = _duel(t)
        roll = roll_sentence(t, "Ana", 6, 2, 8, True)
        for text, sums in ((duel, ("4 − 1 = 3", "1 − 1 = 0")), (roll, ("6 + 2 = 8",))):
            for width in range(60, 400, 7):
                lines = [line.replace("\u00a0", " ")
                         for line in assets.wrap(text, 14, width, True)]
                for whole in sums:  # each sum on one line
                    assert any(whole in line for line in lines), (width, lines)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_duellist_s_sum_stays_beside_its_name(app, lang) -> None:
    """A screenshot review (stop 80): in the 6-seat tray at 150% the duel's one sentence
    wrapped into « Duel : Chloé / 4 − 1 = 3 · / Dev / 1 − 1 = 0 — / Chloé / remporte le /
    duel. ». Each duellist's sum now has a line of its own, its name beside it wherever it
    fits, and a roll's sum starts a line after what was needed."""
    from game.ui import assets, i18n
    from game.ui.tables.moonwakers.fx import roll_sentence

    i18n.set_language(lang)
    try:
        t = i18n.t
        duel = _duel(t)
        width = assets.font(20, True).size("Chloé 4 − 1 = 3")[0] + 2  # the 6-seat tray
        lines = [line.replace("\u00a0", " ") for line in assets.wrap(duel, 20, width, True)]
        assert lines == [t("ui.moonwakers.fx.duel").replace("\u00a0", " "), "Chloé 4 − 1 = 3",
                         "Dev 1 − 1 = 0"]
        roll = roll_sentence(t, "Ana", 2, -1, 1, False).replace("\u00a0", " ")
        first, second = roll.split("\n")
        assert first.startswith("Ana — 7+") and "2 − 1 = 1" in second
        assert second.endswith(t("ui.moonwakers.fx.failure"))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_roll_in_a_narrow_tray_breaks_at_its_dashes(app, lang) -> None:
    """A screenshot review (stop 92): in the 6-seat tray at 150% a failed roll read « Ana — /
    7+ / requis : / 2 − 1 = 1 / — échec ». Where a line of the sentence does not fit whole,
    it now breaks at its dashes: the name, what was needed, the sum and the result each on a
    line, no line starting or ending with a dash, and no word lost."""
    from game.ui import assets, i18n, theme
    from game.ui.tables.moonwakers.fx import _whole_lines, roll_sentence

    i18n.set_language(lang)
    theme.set_scale(1.5)
    try:
        t = i18n.t
        roll = roll_sentence(t, "Ana", 2, -1, 1, False)
        size, width = 21, 124  # the 6-seat tray at 150% (its text is FONT_SMALL, bold)
        wrapped, fs = assets.wrapped(roll, size, width, 300, bold=True, floor=0.65)
        lines, _ = _whole_lines(roll, wrapped, fs, width, 300)  # as the tray calls it
        lines = [line.replace("\u00a0", " ") for line in lines]
        assert lines[0] == "Ana" and lines[-1] == t("ui.moonwakers.fx.failure")
        assert any(line.endswith("2 − 1 = 1") for line in lines)  # the sum whole
        assert not any(line.startswith("—") or line.endswith("—") for line in lines)
        kept = " ".join(lines).split()
        assert kept == [w for w in roll.replace("\u00a0", " ").split() if w != "—"]
    finally:
        theme.set_scale(1.0)
        i18n.set_language("en")


def test_the_enlarged_terrain_card_names_its_biome(app) -> None:
    """A terrain card's face shows its biome as art only: the hover preview names it above
    the enlarged card, inside the preview's panel (a review, stop 82)."""
    table = _table_at(app, 2)
    table.draw(app.screen)
    cv = SimpleNamespace(biome="volcano", element="S", id=-1)  # a face-down terrain card
    anchor = pygame.Rect(table.board_rect.x + 20, table.board_rect.centery, 40, 56)
    from game.ui import theme

    panels: list[int] = []
    real = theme.draw_panel

    def spy(surface, rect, colour=theme.PANEL, *args, alpha=235, **kw):
        panels.append(alpha)
        return real(surface, rect, colour, *args, alpha=alpha, **kw)

    theme.draw_panel = spy
    try:
        with texts_drawn() as drawn:
            table._draw_preview(app.screen, anchor, ("terrain", cv))
    finally:
        theme.draw_panel = real
    assert table.t(f"mw.biome.{cv.biome}") in [text for text, *_ in drawn]
    # opaque: the cards under the preview showed through its title (a review, stop 83)
    assert panels and panels[0] == 255


def test_a_card_being_resolved_in_the_tray_says_so(app) -> None:
    """The tray showed an accident card bare through the accident and its reactions: a
    caption under the cards in limbo says what they are doing there (a review, stop 82)."""
    from game.ui.tables.moonwakers import centre

    table = _table_at(app, 2)
    table.draw(app.screen)
    view = table.view()
    table.spot.current = None
    with texts_drawn() as drawn:
        centre.draw_tray(table, app.screen, replace(view, limbo=(0,)))
    assert table.t("ui.moonwakers.limbo") in [text for text, *_ in drawn]


@pytest.mark.rule("MW-5.5")
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("character,ability", [("snow_moon", "DASH"),
                                               ("blue_moon", "SHORTCUT"),
                                               ("dark_moon", "PERMUTATION")])
def test_the_cryogen_question_names_the_ability(lang, character, ability) -> None:
    """« Ben tente d'utiliser sa capacité. La geler avec CRYOGEN ? » left the player to find
    which ability in the log (a review, stop 92): the question names it, as the log does."""
    from game.moonwakers.state import Task
    from game.ui import i18n

    i18n.set_language(lang)
    try:
        table = SimpleNamespace(t=i18n.t, name=["Ana", "Ben"].__getitem__)
        players = [SimpleNamespace(option="", character="purple_moon"),
                   SimpleNamespace(option="scan", character=character)]
        said = mp.prompt_text(table, SimpleNamespace(players=players),
                              Task("ask_cryo", 0, target=1), 0)
        assert said.startswith("Ana") and "Ben" in said and ability in said
        assert "CRYOGEN" in said
    finally:
        i18n.set_language("en")
