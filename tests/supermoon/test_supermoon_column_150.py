"""The Planet Unknown table at 150% in French on the expansion's boards (a screenshot review,
stop 73): every row of the cards column is shown or named in a "+n" row, and a chosen item's
choices stay in the bar.

Before, at 150%, the asymmetric planets' row (« Planète : Cerberus », its rule on hover) and
three of Quantum Solutions' objectives fell off the column with nothing to say so, and the two
choices of « Ressource : avancer ou règle » went into a "+2" chip under a prompt saying
« Choisissez une des options → »."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.supermoon.actions import Action  # noqa: E402
from game.supermoon.data import PLANET_BY_KEY, SYMMETRIC_PLANET  # noqa: E402
from game.ui.tables.supermoon import capture  # noqa: E402


@pytest.fixture
def scenes(monkeypatch, tmp_path):
    """Each scene of the planet and Quantum Solutions tours at 150% in French: (name, table,
    hits) as the picture was taken."""
    taken = []

    def keep(app, table, path):
        table._after_change()
        for _ in range(2):
            app.frame([], 1.0)
        taken.append((path.name, table, list(table.hits)))
        return path

    monkeypatch.setattr(capture, "_save", keep)
    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        from game.ui.tables.supermoon.capture_corps import capture_quantum
        capture._capture_planets(app, tmp_path)
        capture_quantum(app, tmp_path)
        yield taken
    finally:
        app.quit()


@pytest.mark.rule("PU-17.1")
def test_every_row_of_the_column_is_shown_or_named_in_a_last_row(scenes) -> None:
    checked = 0
    for name, table, hits in scenes:
        if not (name.startswith("supermoon_planet_") or name == "supermoon_qs_res.png"):
            continue  # the pickers cover the column
        column = table.region("cards")
        tips = [h.text() for h in hits if column.contains(h.rect)]
        view = table.view()
        me = view.players[0]
        wanted = [table.t(f"sm.obj.{card}.neighbour.name")
                  for card, a, b in view.neighbour_objectives if 0 in (a, b, -1)]
        wanted += [table.t(f"sm.obj.{card}.private.name") for card in me.objectives]
        wanted.append(table.t(f"sm.corp.{me.corp}.name"))  # the tech levels' tooltip
        planet = PLANET_BY_KEY[me.boards[0].key]
        if planet.key != SYMMETRIC_PLANET:
            wanted.append(table.t(f"sm.planet.{planet.key}.rule"))
        for text in wanted:
            assert any(text in tip for tip in tips), (name, text)
        checked += 1
    assert checked >= 12  # the eleven asymmetric planets and Quantum Solutions' game


def test_a_chosen_items_choices_stay_in_the_bar(scenes) -> None:
    (name, table, hits), = [s for s in scenes if s[0] == "supermoon_qs_res.png"]
    sel = table.gain_sel
    assert sel is not None
    choices = table.options().gains[sel]
    assert len(choices) == 2
    bar = table.region("bar")
    shown = {h.action for h in hits if bar.contains(h.rect) and isinstance(h.action, Action)}
    assert set(choices) <= shown


@pytest.mark.parametrize("case", ["one", "many"])
def test_rows_without_room_gather_in_a_last_row_that_names_them(case: str) -> None:
    """A column with room for four one-line rows: a fourth row needing two lines is shown on
    one line; six rows leave three, and a "+3" row holding the other three's tooltips."""
    import pygame

    from game.ui import i18n, theme
    from game.ui.tables.supermoon.cards_column import _Column
    from game.ui.theme import px

    i18n.set_language("en")
    size = px(theme.FONT_SMALL)
    probe = _Column(pygame.Rect(0, 0, px(180), 10_000), size)
    for k in range(4):
        probe.row(f"Row {k}", "")
    col = _Column(pygame.Rect(0, 0, px(180), probe.rows[-1].rect.bottom), size)
    long = "Planet: a name long enough to take two lines"
    texts = [f"Row {k}" for k in range(3)] + ([long] if case == "one" else
                                               [f"Row {k}" for k in range(3, 6)])
    for k, text in enumerate(texts):
        col.row(text, f"tip {k}")
    assert len(col.lost) == (1 if case == "one" else 2)
    col.gather(i18n.t)
    assert not col.lost
    assert all(col.rect.contains(r.rect) for r in col.rows)
    shown = [r.text for r in col.rows]
    if case == "one":
        assert shown == texts and len(col.rows[3].lines) == 1
    else:
        assert shown[:3] == ["Row 0", "Row 1", "Row 2"] and shown[3].startswith("+3")
        assert col.rows[3].tip.split("\n\n") == ["tip 3", "tip 4", "tip 5"]


@pytest.mark.rule("PU-12.7")
@pytest.mark.parametrize("lang, want", [("en", ["Water or Civ −1", "Rover or Tech +1",
                                                 "Any track −1", "Any track −3"]),
                                        ("fr", ["Eau ou Civ −1", "Rover ou Tech +1",
                                                "Une piste −1", "Une piste −3"])])
def test_an_events_two_tracks_are_named_on_its_chip(lang: str, want: list[str]) -> None:
    """An event's "move back your Water or Civ tracker" read "Any track −1" on its chip, as if
    the five were open (a screenshot review, stop 73)."""
    from types import SimpleNamespace

    from game.supermoon.data import TRACK_INDEX
    from game.supermoon.state import Gain
    from game.ui import i18n
    from game.ui.tables.supermoon.bar import gain_label

    i18n.set_language(lang)
    try:
        table = SimpleNamespace(t=i18n.t)
        gains = [Gain("regress", 1, (TRACK_INDEX["water"], TRACK_INDEX["civ"])),
                 Gain("choose", 1, (TRACK_INDEX["rover"], TRACK_INDEX["tech"])),
                 Gain("regress", 1, ()),
                 Gain("regress", 3, ())]  # Jump Drive's event: one tracker back by 3
        assert [gain_label(table, g) for g in gains] == want
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_events_loss_alone_is_not_called_a_gain(lang: str) -> None:
    """A pool holding only an event's loss (« Rover or Civ −1 ») read « Use your gains in any
    order » (a stop-93 review); gains, or a loss among gains, keep that prompt."""
    from types import SimpleNamespace

    from game.supermoon.state import Gain
    from game.ui import i18n
    from game.ui.tables.supermoon.bar import prompt

    class Nothing(SimpleNamespace):
        def __getattr__(self, name: str) -> None:  # every other choice: none
            return None

    def said(pool: tuple) -> str:
        me = SimpleNamespace(pool=pool, shots=0)
        table = SimpleNamespace(t=i18n.t, viewer=0, hand=None, gain_sel=None,
                                options=lambda: Nothing(gains=True),
                                other_planet_shown=lambda: False)
        return prompt(table, SimpleNamespace(over=False, players=[me]))

    i18n.set_language(lang)
    try:
        loss = said((Gain("regress", 1, (3, 0)),))
        assert loss == i18n.t("ui.supermoon.prompt.penalty")
        assert said((Gain("regress", 1, (3, 0)), Gain("syn"))) == \
            i18n.t("ui.supermoon.prompt.gains") != loss
        assert said((Gain("syn"),)) == i18n.t("ui.supermoon.prompt.gains")
    finally:
        i18n.set_language("en")


@pytest.mark.rule("PU-7.1")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_rover_moves_beside_the_gains_are_named(lang: str) -> None:
    """Movement gained beside other gains (the Rover track's step with a tech one) was not
    named while the chips waited: the rovers' movement left was told only once the chips
    were used. The prompt now says both."""
    from types import SimpleNamespace

    from game.supermoon.state import Gain
    from game.ui import i18n
    from game.ui.tables.supermoon.bar import prompt

    class Nothing(SimpleNamespace):
        def __getattr__(self, name: str) -> None:
            return None

    def said(moves: int) -> str:
        me = SimpleNamespace(pool=(Gain("syn"),), shots=0, moves=moves)
        table = SimpleNamespace(t=i18n.t, viewer=0, hand=None, gain_sel=None,
                                options=lambda: Nothing(gains=True, moves=bool(moves)),
                                other_planet_shown=lambda: False)
        return prompt(table, SimpleNamespace(over=False, players=[me]))

    i18n.set_language(lang)
    try:
        assert said(0) == i18n.t("ui.supermoon.prompt.gains")
        assert said(2) == i18n.t("ui.supermoon.prompt.gains") + " " + i18n.t(
            "ui.supermoon.prompt.also_moves", n=2)
        assert "2" in said(2)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_event_steps_end_says_continue_not_end_your_turn(lang: str) -> None:
    """A newcomer read « All done? End your turn. » at the end of the event step as having
    skipped the tile draft: there it says « Continue », and the draft comes next."""
    from types import SimpleNamespace

    from game.ui import i18n
    from game.ui.tables.supermoon.bar import buttons, prompt

    class Nothing(SimpleNamespace):
        def __getattr__(self, name: str) -> None:  # every other choice: none
            return None

    def bar(phase: str) -> tuple[str, list[str]]:
        me = SimpleNamespace(pool=(), shots=0)
        table = SimpleNamespace(t=i18n.t, viewer=0, hand=None, gain_sel=None, lock=None,
                                rescue_sel=(), options=lambda: Nothing(done=object()),
                                other_planet_shown=lambda: False)
        view = SimpleNamespace(over=False, players=[me], phase=phase)
        return prompt(table, view), [label for label, *_ in buttons(table, view)]

    i18n.set_language(lang)
    try:
        said, labels = bar("event")
        assert said == i18n.t("ui.supermoon.prompt.done_event")
        assert i18n.t("ui.supermoon.btn.done_event") in labels
        assert i18n.t("ui.supermoon.btn.done") not in labels
        said, labels = bar("place")
        assert said == i18n.t("ui.supermoon.prompt.done")
        assert i18n.t("ui.supermoon.btn.done") in labels
    finally:
        i18n.set_language("en")


@pytest.mark.rule("PU-10.5")
@pytest.mark.parametrize("lang, want", [("en", ["2 different tracks +1 each",
                                                 "2 other tracks +1 each", "Another track +1"]),
                                        ("fr", ["2 pistes différentes, +1 chacune",
                                                "2 autres pistes, +1 chacune",
                                                "Une autre piste +1"])])
def test_different_trackers_chip_says_how_many_are_left(lang: str, want: list[str]) -> None:
    """Wage Increase's first chip read "Another track +1", as if a track had been taken (a
    newcomer's French game, stop 97); Partnership's three steps now count down."""
    from types import SimpleNamespace

    from game.supermoon.state import Gain
    from game.ui import i18n
    from game.ui.tables.supermoon.bar import gain_label

    i18n.set_language(lang)
    try:
        table = SimpleNamespace(t=i18n.t)
        gains = [Gain("distinct", 2, ()), Gain("distinct", 2, (0,)), Gain("distinct", 1, (0, 1))]
        assert [gain_label(table, g) for g in gains] == want
    finally:
        i18n.set_language("en")
