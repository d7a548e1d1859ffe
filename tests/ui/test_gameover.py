"""The game-over dialog: tied players share a rank (1, 2, 2, 4), winners are first."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.ui.scenes.gameover import GameOverScene


def scene_with(ranking) -> GameOverScene:
    scene = GameOverScene.__new__(GameOverScene)
    scene.ranking = lambda: ranking  # type: ignore[method-assign]
    scene.match = SimpleNamespace()
    return scene


def test_ties_share_a_rank() -> None:
    scene = scene_with([(2, 40, True), (0, 0, False), (1, 0, False), (3, -5, False)])
    assert scene.ranks() == [1, 2, 2, 4]


def test_shared_victory_ranks_every_winner_first() -> None:
    scene = scene_with([(0, 30, True), (1, 30, True), (2, 12, False)])
    assert scene.ranks() == [1, 1, 3]


def test_distinct_scores_rank_in_order() -> None:
    scene = scene_with([(1, 9, True), (0, 7, False), (2, 5, False)])
    assert scene.ranks() == [1, 2, 3]


@pytest.mark.parametrize("lang, scale", [("fr", 1.5), ("en", 1.0), ("fr", 1.0)])
def test_the_buttons_share_one_type_size(lang, scale) -> None:
    """At 150% in French "Nouvelle partie" alone stepped down a size and the row looked
    uneven: the four buttons now use the smallest size any of them needs."""
    from ui_helpers import texts_drawn

    from game.ui import theme
    from game.ui.i18n import t
    from game.ui.tables.moonstar import capture as cap

    app = cap.make_app(lang=lang, scale=scale, speed="instant")
    try:
        table = cap.show(app, cap.match_with_setter())
        app.push(GameOverScene(app, table))
        app.apply_pending()
        with texts_drawn() as drawn:
            app.frame([], 1 / 60)
            app.draw()
        labels = {t(k) for k in ("ui.over.view", "ui.over.title_button", "ui.over.new_game",
                                 "ui.over.rematch")}
        sizes = {size for text, size in drawn if text in labels}
        assert {text for text, _ in drawn} >= labels  # each label drawn whole
        assert len(sizes) == 1, sizes
    finally:
        app.close()
        theme.set_scale(1.0)


@pytest.mark.parametrize("lang, scale", [("fr", 1.0), ("fr", 1.5), ("en", 1.0)])
def test_the_buttons_read_at_the_body_size(lang, scale) -> None:
    """At 100% in French the 620 px dialog set « Nouvelle partie », and so the whole row, two
    sizes under every other button (stop 91); the dialog now widens for the row, within the
    window."""
    from ui_helpers import texts_drawn

    from game.ui import theme
    from game.ui.i18n import t
    from game.ui.tables.moonstar import capture as cap

    app = cap.make_app(lang=lang, scale=scale, speed="instant")
    try:
        table = cap.show(app, cap.match_with_setter())
        scene = GameOverScene(app, table)
        app.push(scene)
        app.apply_pending()
        app.frame([], 1 / 60)
        with texts_drawn() as drawn:
            scene.draw(app.screen)
        labels = {t(k) for k in ("ui.over.view", "ui.over.title_button", "ui.over.new_game",
                                 "ui.over.rematch")}
        assert {size for text, size in drawn if text in labels} == {theme.px(theme.FONT_BODY)}
        assert app.screen.get_rect().contains(scene.panel)
    finally:
        app.close()
        theme.set_scale(1.0)


@pytest.mark.parametrize("lang, scale", [("fr", 1.5), ("en", 1.0)])
def test_every_seat_is_ranked_at_eight_seats(lang, scale) -> None:
    """At 150% the rows stopped at the buttons and the last three of eight players were
    missing from the ranking; the rows now close up so that every seat is listed."""
    from ui_helpers import texts_drawn

    from game.core.match import COLOURS, SHAPES, Match, SeatConfig
    from game.moonstar.rules import RULES
    from game.ui import theme
    from game.ui.tables.moonstar import capture as cap

    app = cap.make_app(lang=lang, scale=scale, speed="instant")
    try:
        seats = [SeatConfig(f"Seat {i + 1}", COLOURS[i], SHAPES[i], "human", "normal")
                 for i in range(8)]
        table = cap.show(app, Match(RULES, seats, 3))
        scene = GameOverScene(app, table)
        app.push(scene)
        app.apply_pending()
        app.frame([], 1 / 60)
        with texts_drawn() as drawn:
            scene.draw(app.screen)  # the dialog alone (the table's panel names them too)
        shown = {text for text, _ in drawn}
        assert {f"Seat {i + 1}" for i in range(8)} <= shown
    finally:
        app.close()
        theme.set_scale(1.0)
