"""The solo target's tooltip writes the target out (PU-15.4, SM-13.1).

A newcomer read « Target: 64 » with « 60, adjusted for the event deck's colours » and could
not tell how 64 was made. The tooltip now gives the base and each colour's cards and
adjustment, and the sum, which is the target the rules compute."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.supermoon.setup import solo_goal, solo_goal_parts
from game.ui import i18n
from game.ui.tables.supermoon.hud import solo_tip


@pytest.mark.rule("PU-15.4")
def test_the_parts_add_up_to_the_target() -> None:
    for counts in ((6, 7, 7), (20, 0, 0), (0, 0, 20), (2, 3, 15)):
        base, parts = solo_goal_parts(counts, ())
        assert base == 60 and base + sum(a for _c, _n, a in parts) == solo_goal(counts, ())
    base, parts = solo_goal_parts((6, 7, 7), ())
    assert parts == (("green", 6, 3), ("orange", 7, -2), ("red", 7, -7))
    assert solo_goal_parts((8, 8, 8), (("moons", "true"),))[0] == 80  # SM-13.1


@pytest.mark.rule("PU-15.4")
@pytest.mark.parametrize(("lang", "want"), [
    ("en", "60 medals, adjusted by the colours of the event deck (Green alert: 6 cards, +3; "
           "Orange alert: 7 cards, −2; Red alert: 7 cards, −7): 54."),
    ("fr", "60 médailles, ajusté selon les couleurs de la pioche Événements (Alerte verte\u00a0: "
           "6 cartes, +3\u00a0; Alerte orange\u00a0: 7 cartes, −2\u00a0; Alerte rouge\u00a0: 7 "
           "cartes, −7)\u00a0: 54.")])
def test_the_tooltip_writes_the_target_out(lang: str, want: str) -> None:
    i18n.set_language(lang)
    try:
        text = solo_tip(i18n.t, SimpleNamespace(event_counts=(6, 7, 7), options=()))
    finally:
        i18n.set_language("en")
    assert want in text
