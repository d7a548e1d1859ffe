"""The Tsukuyumi bar's words: a prompt answered for the Oni (TS-7.27) opens with a capital
("The Oni: choose a riposte."), in English and French, as a seat's name does; every kind of
action the bar may group into one button ("Swarm… (4)") or the map may light has a name of
its own in both languages (a French bar read "Swarm… (4)", "Draw… (3)")."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.tsukuyumi.actions import ARITY
from game.tsukuyumi.state import ONI, Prompt
from game.ui import i18n
from game.ui.tables.tsukuyumi.bar import kind_name
from game.ui.tables.tsukuyumi.prompts import prompt_text


def _table(seat: int = 0):
    match = SimpleNamespace(to_act=lambda: (seat,))
    return SimpleNamespace(t=i18n.t, viewer=seat, match=match, name=lambda s: f"Ana{s}",
                           options=lambda: SimpleNamespace(legal=()))


def _view(prompt: Prompt):
    return SimpleNamespace(phase="red", pending=(prompt,), seats=(), turn=None)


@pytest.mark.rule("TS-7.27")
@pytest.mark.parametrize("lang, riposte, damage", [
    ("en", "The Oni: choose a riposte.", "The Oni: assign 15 damage in (1,\u00a0−2)"),
    ("fr", "Les Oni\u00a0: choisissez une riposte.", "Les Oni"),
])
def test_a_prompt_for_the_oni_opens_with_a_capital(lang, riposte, damage) -> None:
    i18n.set_language(lang)
    try:
        table = _table()
        assert prompt_text(table, _view(Prompt(0, "riposte", (ONI,)))) == riposte
        text = prompt_text(table, _view(Prompt(0, "damage", (ONI, 15, 0, 1, -2))))
        assert text.startswith(damage)
        # a seat's own name is left as written
        assert prompt_text(table, _view(Prompt(0, "riposte", (1,)))).startswith("Ana1")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_kind_with_arguments_has_a_name(lang) -> None:
    """Kinds without arguments (Go, Done, End …) are single buttons, never grouped."""
    i18n.set_language(lang)
    try:
        table = SimpleNamespace(t=i18n.t)
        nameless = [k for k, n in ARITY.items() if n != 0 and not i18n.has(f"ts.ui.kind.{k}")]
        assert nameless == []
        assert kind_name(table, "swarm") == ("Swarm abilities" if lang == "en"
                                             else "capacités de l'Essaim")
    finally:
        i18n.set_language("en")


@pytest.mark.rule("TS-4.7")
@pytest.mark.parametrize("lang, owed, free", [
    ("en", "Green phase: your Oni conquest must be done before you can end your turn",
     "Green phase: use your card's actions, then end your turn."),
    ("fr", "Phase verte\u00a0: votre Conquête Oni est obligatoire avant de finir votre tour",
     "Phase verte\u00a0: utilisez les actions de votre carte, puis terminez votre tour."),
])
def test_a_turn_held_open_by_an_oni_action_says_so(lang, owed, free) -> None:
    """A green turn whose card still owes an Oni conquest cannot end (TS-4.7): the bar said
    "use your card's actions, then end your turn" with no End button in sight (a screenshot
    review found it). It now names the Oni action to do and where; once the turn may end,
    the usual words come back."""
    from game.tsukuyumi.actions import Action

    i18n.set_language(lang)
    try:
        turn = SimpleNamespace(seat=0, left=(("P", 2), ("OC", 1)), white=(), moved=())
        view = SimpleNamespace(phase="green", pending=(), seats=(), turn=turn,
                               oni_turned=(), modules=(), options={})
        table = _table()
        table.options = lambda: SimpleNamespace(legal=(Action("upgrade", (28, 23)),))
        text = prompt_text(table, view)
        assert text.startswith(owed) and text.endswith(i18n.t("ts.ui.prompt.turn_mandatory",
                                                               phase="", what="")[-20:])
        table.options = lambda: SimpleNamespace(legal=(Action("upgrade", (28, 23)),
                                                       Action("end")))
        assert prompt_text(table, view) == free
        # another seat's turn: the viewer owes nothing
        view.turn = SimpleNamespace(seat=1, left=(("OC", 1),), white=(), moved=())
        assert prompt_text(table, view) == free
    finally:
        i18n.set_language("en")


@pytest.mark.rule("TS-4.7")
@pytest.mark.parametrize("lang, owed", [
    ("en", "Green phase: your Oni placement and Oni conquest must both be done before"),
    ("fr", "Phase verte\u00a0: votre Placement d'Oni et votre Conquête Oni sont "
           "obligatoires avant"),
])
def test_two_owed_oni_actions_read_as_a_sentence(lang, owed) -> None:
    """Both Oni actions owed: « your Oni placement / Oni conquest must be done » (a
    stop-82 review); they are joined by « and » / « et », the French verb agreeing."""
    from game.tsukuyumi.actions import Action

    i18n.set_language(lang)
    try:
        turn = SimpleNamespace(seat=0, left=(("OP", 1), ("OC", 1)), white=(), moved=())
        view = SimpleNamespace(phase="green", pending=(), seats=(), turn=turn,
                               oni_turned=(), modules=(), options={})
        table = _table()
        table.options = lambda: SimpleNamespace(legal=(Action("upgrade", (28, 23)),))
        assert prompt_text(table, view).startswith(owed)
    finally:
        i18n.set_language("en")
