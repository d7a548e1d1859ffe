"""The game-over table's column titles on two lines split where the longer line is
shortest: « Cartes Victoire : fin de » stood over an orphan « partie » (Tsukuyumi's two-player
game over at 150% in French, stop 79)."""

from __future__ import annotations

from ui_helpers import make_test_app

from game.ui import assets
from game.ui.scenes.gameover import balanced


def test_two_lines_are_balanced_and_stay_in_the_column() -> None:
    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        size, width = 20, 280
        title = "Cartes Victoire : fin de partie"
        lines = assets.wrap(title, size, width, True)
        assert lines == ["Cartes Victoire : fin de", "partie"]  # the greedy wrap's orphan
        got = balanced(lines, size, width)
        assert got == ["Cartes Victoire :", "fin de partie"]
        font = assets.font(size, True)
        assert all(font.size(line)[0] <= width for line in got)
        assert max(font.size(line)[0] for line in got) < font.size(lines[0])[0]
    finally:
        app.close()  # the suite puts the language and the scale back


def test_a_line_never_starts_with_a_colon_and_one_line_stays_one() -> None:
    app = make_test_app(language="fr", ui_scale=1.0)
    try:
        size = 16
        font = assets.font(size, True)
        # "Lignes :" / "colonnes" would be the narrowest split but one "Lignes" / ": colonnes"
        words = ["Lignes", ":", "colonnes"]
        width = font.size("Lignes : colonnes")[0] - 1
        got = balanced(assets.wrap(" ".join(words), size, width, True), size, width)
        assert len(got) == 2 and not got[1].startswith(":")
        assert balanced(["Total"], size, 100) == ["Total"]
        three = ["a", "b", "c"]
        assert balanced(three, size, 10) == three  # only two lines are rebalanced
    finally:
        app.close()  # the suite puts the language and the scale back
