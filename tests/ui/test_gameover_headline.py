"""The game-over headline keeps every word: a Moonwakers tie-break at 150% in French,
« Selene gagne : à égalité avec Luna (20 points), avec la plus forte combinaison (15 contre
11). », was cut to « …(15 contr… » on one line (a stop-72 mouse pilot). It now takes two lines
in the band above the ranking when the dialog is too narrow for it (since stop 91 the dialog
is wide enough for its buttons at the body size, and that line fits on one: a longer one
checks the two lines); a short headline stays on one line."""

from __future__ import annotations

import pytest
from ui_helpers import make_test_app, texts_drawn

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.moonwakers.rules import RULES
from game.ui import assets, theme
from game.ui.scenes.gameover import GameOverScene
from game.ui.tables import make_table

LONG = ("Selene gagne : à égalité avec Luna (20 points), avec la plus forte combinaison "
        "(15 contre 11).")


LONGER = ("Joueur 1 gagne : à égalité avec Joueur 2, Selene et Luna (20 points), avec la plus "
          "forte combinaison (15 contre 11, 11 et 9).")


@pytest.mark.parametrize(("line", "rows"), [(LONG, (1, 2)), (LONGER, (2,)),
                                            ("Selene gagne !", (1,))])
def test_the_headline_is_whole(line: str, rows: tuple[int, ...]) -> None:
    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        seats = [SeatConfig(n, COLOURS[i], SHAPES[i], "human", "normal")
                 for i, n in enumerate(("Joueur 1", "Joueur 2", "Selene", "Luna"))]
        table = make_table(app, Match(RULES, seats, 3))
        table.over_headline = lambda: line  # the table's own line, as a tie-break gives
        scene = GameOverScene(app, table)
        scene.layout(*app.screen.get_size())
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            scene.draw(app.screen)
        assert cuts == [], cuts
        texts = [text for text, _ in drawn]
        head = texts[:texts.index("1.")]  # what is drawn above the ranking's first row
        said = [text for text in head if text and text.split()[0] in line.split()]
        assert len(said) in rows
        assert " ".join(said).split() == line.split()
    finally:
        app.close()
        theme.set_scale(1.0)
