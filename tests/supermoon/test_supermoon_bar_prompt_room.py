"""The Planet Unknown bar gives its prompt the room to be read whole.

A stop-58 mouse pilot at 150% in French saw « Validez pour poser la tuile ici, ou cliquez
ailleurs sur votre planète … »: beside the four placing buttons (Reposer, Retourner (F),
Tourner (R), Valider) the prompt lost its end. The buttons now narrow further where the prompt
would be cut, their labels stepping down to three quarters of the type, never cut themselves.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.core.match import COLOURS, SHAPES, Match, SeatConfig  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.tables.supermoon import SupermoonTable  # noqa: E402
from game.ui.tables.supermoon import bar as smbar  # noqa: E402

PLACING = ("confirm_place", "turn", "flip", "put_back")  # right to left, as `buttons` gives


def _table(a) -> SupermoonTable:
    seats = [SeatConfig(f"P{i + 1}", COLOURS[i], SHAPES[i], "human", "easy") for i in range(2)]
    a.push(TitleScene(a))
    table = SupermoonTable(a, Match(RULES, seats, 5))
    table.bots.frozen = True
    a.push(table)
    a.frame([], 1 / 60)
    return table


def _draw(monkeypatch, a, table, text: str, shown, chips):
    """Draw the bar with this prompt, these buttons and chips: (strings drawn, cuts)."""
    from game.ui import assets

    monkeypatch.setattr(smbar, "prompt", lambda _t, _v: text)
    monkeypatch.setattr(smbar, "buttons", lambda _t, _v: shown)
    monkeypatch.setattr(smbar, "_chips", lambda _t, _v: chips)
    with texts_drawn() as drawn, assets.recording_cuts() as cuts:
        smbar.draw_bar(table, a.screen, table.view(), table.region("bar"))
    return [s for s, _size in drawn], cuts


def _assert_whole(table, strings: list[str], labels: list[str], text: str, chip) -> None:
    """Every button label drawn; the chip drawn, or gathered in "+1" whose tooltip names it;
    and the prompt's words, all of them, in order."""
    assert all(label in strings for label in labels)
    assert chip[0] in strings or "+1" in strings
    if chip[0] not in strings:
        more = next(h for h in table.hits if getattr(h, "action", None) == chip[1])
        assert chip[0] in more.text()
    prompt_words = " ".join(x for x in strings if x not in labels and x not in (chip[0], "+1"))
    assert prompt_words.split() == text.split()


@pytest.mark.parametrize(("lang", "scale"), [("fr", 1.5), ("en", 1.5), ("fr", 1.0)])
def test_the_placing_prompt_is_whole_beside_its_four_buttons(monkeypatch, lang: str,
                                                             scale: float) -> None:
    from game.ui import assets, i18n, theme
    from game.ui.theme import px

    a = make_test_app(language=lang, ui_scale=scale)
    try:
        table = _table(a)
        text = i18n.t("ui.supermoon.prompt.confirm_place")
        labels = [i18n.t(f"ui.supermoon.btn.{key}") for key in PLACING]
        shown = [(label, lambda: None, "", key == "confirm_place")
                 for label, key in zip(labels, PLACING, strict=True)]
        monkeypatch.setattr(smbar, "prompt", lambda _t, _v: text)
        monkeypatch.setattr(smbar, "buttons", lambda _t, _v: shown)
        monkeypatch.setattr(smbar, "_chips", lambda _t, _v: [])
        rect = table.region("bar")
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            smbar.draw_bar(table, a.screen, table.view(), rect)
        assert cuts == [], cuts
        strings = [s for s, _size in drawn]
        assert " ".join(s for s in strings if s not in labels).split() == text.split()
        sizes = {s: size for s, size in drawn}
        for label in labels:  # each button's label whole, at three quarters of the type or more
            assert label in sizes, label
            assert sizes[label] >= px(theme.FONT_SMALL) * 3 // 4 - 1
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "scale"), [("fr", 1.5), ("en", 1.5), ("fr", 1.0)])
def test_a_prompt_beside_a_short_chip_takes_the_room_the_chip_leaves(monkeypatch, lang: str,
                                                                     scale: float) -> None:
    """« Cliquez sur une piste en surbrillance (ou un choix dans la… » was cut at 150% in
    French beside one chip, with room to spare before the button: the prompt kept two fifths
    of the bar. It now takes what it needs of the room the chips leave."""
    from game.ui import assets, i18n, theme

    a = make_test_app(language=lang, ui_scale=scale)
    try:
        table = _table(a)
        text = i18n.t("ui.supermoon.prompt.shape.track")
        chip = i18n.t("ui.supermoon.gain.syn")
        button = i18n.t("ui.supermoon.btn.reset")
        monkeypatch.setattr(smbar, "prompt", lambda _t, _v: text)
        monkeypatch.setattr(smbar, "buttons", lambda _t, _v: [(button, lambda: None, "", False)])
        monkeypatch.setattr(smbar, "_chips", lambda _t, _v: [(chip, lambda: None, "", False)])
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            smbar.draw_bar(table, a.screen, table.view(), table.region("bar"))
        assert cuts == [], cuts
        strings = [s for s, _size in drawn]
        assert chip in strings and button in strings
        assert " ".join(s for s in strings if s not in (chip, button)).split() == text.split()
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "scale"), [("fr", 1.5), ("en", 1.5)])
def test_the_prompt_stays_whole_beside_two_buttons_and_a_long_chip(monkeypatch, lang: str,
                                                                   scale: float) -> None:
    """At 6 seats, looking at another planet, the bar held « Ma planète », « Recommencer »
    and « Synergie : +1 au choix »: the prompt was cut *and* the chip gathered into "+1". The
    chip's label steps down first; where even that does not fit, the prompt is read whole and
    the chip waits in the "+n" chip (its tooltip names it, its click opens it)."""
    from game.ui import i18n, theme

    a = make_test_app(language=lang, ui_scale=scale)
    try:
        table = _table(a)
        text = i18n.t("ui.supermoon.prompt.shape.track")
        chip = (i18n.t("ui.supermoon.gain.syn"), ("syn",), "tip", False)
        shown = [(i18n.t("ui.supermoon.btn.back"), lambda: None, "", False),
                 (i18n.t("ui.supermoon.btn.reset"), lambda: None, "", False)]
        strings, cuts = _draw(monkeypatch, a, table, text, shown, [chip])
        assert cuts == [], cuts
        _assert_whole(table, strings, [label for label, *_ in shown], text, chip)
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "scale"), [("fr", 1.5), ("en", 1.5), ("fr", 1.0)])
def test_the_hand_prompt_stays_whole_beside_three_buttons_and_a_chip(monkeypatch, lang: str,
                                                                     scale: float) -> None:
    """A stop-59 solo pilot at 150% in French read « Cliquez sur votre planète pour y poser
    la tuile (vert = permi… » beside a gathered "+1" chip and Reposer, Retourner (F), Tourner
    (R): the buttons had kept their width as if no chip shared the bar. They now leave the
    prompt and the "+n" chip their room."""
    from game.ui import i18n, theme

    a = make_test_app(language=lang, ui_scale=scale)
    try:
        table = _table(a)
        text = i18n.t("ui.supermoon.prompt.hand")
        chip = (i18n.t("ui.supermoon.gain.syn"), ("syn",), "tip", False)
        keys = ("turn", "flip", "put_back")
        shown = [(i18n.t(f"ui.supermoon.btn.{k}"), lambda: None, "", False) for k in keys]
        strings, cuts = _draw(monkeypatch, a, table, text, shown, [chip])
        assert cuts == [], cuts
        _assert_whole(table, strings, [label for label, *_ in shown], text, chip)
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize("gain", ["energy", "syn", "patch"])
@pytest.mark.parametrize(("lang", "scale"), [("fr", 1.5), ("en", 1.5), ("fr", 1.0)])
def test_the_placing_prompt_stays_whole_beside_four_buttons_and_a_chip(
        monkeypatch, lang: str, scale: float, gain: str) -> None:
    """Left over from stop 59: at 150% in French « Validez pour poser la tuile ici, ou
    cliquez ailleurs sur votre p… » beside a chip and the four placing buttons. The chip left
    the prompt more than its share but less than it needed, so the prompt took that room and
    was cut; and where the chip gathered into "+1", the prompt's width was sought 15 px at a
    time and missed the room by 5. The chip now steps down or gathers, and the width is
    sought to the pixel."""
    from game.ui import i18n, theme

    a = make_test_app(language=lang, ui_scale=scale)
    try:
        table = _table(a)
        text = i18n.t("ui.supermoon.prompt.confirm_place")
        chip = (i18n.t(f"ui.supermoon.gain.{gain}"), ("chip",), "tip", False)
        labels = [i18n.t(f"ui.supermoon.btn.{key}") for key in PLACING]
        shown = [(label, lambda: None, "", key == "confirm_place")
                 for label, key in zip(labels, PLACING, strict=True)]
        strings, cuts = _draw(monkeypatch, a, table, text, shown, [chip])
        assert cuts == [], cuts
        _assert_whole(table, strings, labels, text, chip)
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("key", ["hand", "hand_moon", "hand_on_moon"])
def test_the_hand_prompt_leaves_the_keys_to_its_buttons(lang: str, key: str) -> None:
    """Stop 74: the hand prompt ended « R tourne, F retourne » beside the buttons Tourner (R)
    and Retourner (F), so the same keys were read twice (in English at 100% the prompt took
    three lines, now two). The buttons name their keys; the prompt says where the tile goes."""
    import re

    from game.ui import i18n

    i18n.set_language(lang)
    try:
        text = i18n.t(f"ui.supermoon.prompt.{key}")
        for button in ("turn", "flip"):
            label = i18n.t(f"ui.supermoon.btn.{button}")
            letter = re.search(r"\((\w)\)", label)
            assert letter is not None, label  # the button names its key
            assert not re.search(rf"\b{letter.group(1)}\b", text), text
    finally:
        i18n.set_language("en")


@pytest.mark.rule("PU-19.5")
def test_start_over_never_takes_the_end_turn_buttons_place() -> None:
    """While a gain had to be used first, « Start over » stood alone at the bar's right end,
    where « End turn » always stands: a newcomer's click there started the turn over (stop
    97). « End turn » now stays in its place, greyed, with a tooltip saying why."""
    import random

    from game.ui import i18n

    a = make_test_app()
    try:
        seats = [SeatConfig("P1", COLOURS[0], SHAPES[0], "human", "easy")]
        match = Match(RULES, seats, 9)
        table = SupermoonTable(a, match)
        table.bots.frozen = True
        a.push(table)
        rng = random.Random(9)
        seen = 0
        for _ in range(1500):
            if match.is_over:
                break
            a.frame([], 1 / 60)
            o = table.options()
            if o.reset is not None and o.gains and o.done is None and table.hand is None \
                    and table.gain_sel is None:
                shown = smbar.buttons(table, table.view())
                labels = [label for label, *_ in shown]
                event = table.view().phase == "event"  # there « Continue »
                done = i18n.t("ui.supermoon.btn.done_event" if event else "ui.supermoon.btn.done")
                reset = i18n.t("ui.supermoon.btn.reset")
                assert labels[-2:] == [done, reset]  # right to left: End turn, then Start over
                assert shown[-2][1] is None and shown[-2][2] == i18n.t(
                    "ui.supermoon.btn.done_wait_tip")
                seen += 1
            seat = match.to_act()[0]
            match.submit(seat, rng.choice(match.legal_actions(seat)))
        assert seen > 0
    finally:
        a.close()
