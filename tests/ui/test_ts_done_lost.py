"""« Terminé » ended a Production action with PP left, and only the log said afterwards that
they were lost (a newcomer's two-player game, stop 97). Its label now says how many PP it
throws away (TS-5.14); with none left it is plain « Done »."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.tsukuyumi.actions import Action
from game.tsukuyumi.state import Prompt
from game.ui import i18n
from game.ui.tables.tsukuyumi.actions_ui import Words, label


def _words(budget: int) -> Words:
    view = SimpleNamespace(pending=(Prompt(0, "production", (budget, 0, 0)),),
                           board=SimpleNamespace(index={}, edge_positions=()),
                           units=(), seats=())
    return Words(i18n.t, view, lambda s: f"P{s + 1}")


@pytest.mark.rule("TS-5.14")
@pytest.mark.parametrize("lang, want", [("en", ["Done (1 PP lost)", "Done (3 PP lost)", "Done"]),
                                        ("fr", ["Terminé (1 PP perdu)", "Terminé (3 PP perdus)",
                                                "Terminé"])])
def test_done_says_the_pp_it_loses(lang: str, want: list[str]) -> None:
    i18n.set_language(lang)
    try:
        done = Action("done", ())
        assert [label(_words(n), done) for n in (1, 3, 0)] == want
    finally:
        i18n.set_language("en")
