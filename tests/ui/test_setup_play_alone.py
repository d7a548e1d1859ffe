"""« Play alone » on the setup screen of a game with a solo mode (PU-15).

A newcomer's game by mouse: « Solo vs bots » put them against two bots, and the solo mode
(one seat against a target score) was found only in the rules (« remove the other players »).
A game whose least seat count is 1 now shows « Play alone » beside « + Add a player »: it
keeps the first seat, as a human, and the game starts in its solo mode."""

from __future__ import annotations

import pytest
from ui_helpers import make_test_app

from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene, game_list
from game.ui.tables.tsukuyumi.capture import demo_seats
from game.ui.widgets.base import Button


def _scene(app, game: str, seats: int) -> SetupScene:
    info = next(g for g in game_list() if g.name == game)
    app.reset(TitleScene(app))
    scene = SetupScene(app, info, demo_seats(seats), {})
    app.push(scene)
    app.frame([], 1 / 60)
    return scene


def _alone(scene: SetupScene, text: str) -> Button | None:
    found = [w for w in scene.seat_area.children if isinstance(w, Button) and w.text == text] \
        if hasattr(scene.seat_area, "children") else []
    found += [w for w in scene.widgets if isinstance(w, Button) and w.text == text]
    return found[0] if found else None


@pytest.mark.rule("PU-15.1")
@pytest.mark.parametrize(("lang", "scale"), [("en", 1.0), ("fr", 1.5)])
def test_play_alone_keeps_the_first_seat_as_a_human_and_the_game_can_start(
        lang: str, scale: float) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        from game.ui import i18n

        scene = _scene(app, "supermoon", 3)
        scene.set_kind(0, "bot")
        button = _alone(scene, i18n.t("ui.setup.alone"))
        assert button is not None and button.enabled
        # whole in its list (children stand in the list's own coordinates: compared with
        # the screen's right edge, a button past the list's edge passed, stop 96)
        assert button.rect.right <= scene.seat_area.rect.w
        button.on_click()
        app.frame([], 1 / 60)
        assert len(scene.seats) == 1 and scene.seats[0].kind == "human"
        scene.validate()
        assert scene.error is None
        again = _alone(scene, i18n.t("ui.setup.alone"))
        assert again is not None and not again.enabled  # already alone: says so instead
        scene.play_alone()  # a stray call changes nothing
        assert len(scene.seats) == 1
        scene.set_kind(0, "bot")  # one seat, a bot: the button makes it the human's
        app.frame([], 1 / 60)
        again = _alone(scene, i18n.t("ui.setup.alone"))
        assert again is not None and again.enabled
        again.on_click()
        assert len(scene.seats) == 1 and scene.seats[0].kind == "human"
    finally:
        app.close()


@pytest.mark.parametrize("game", ["moonstar", "moonwakers", "tsukuyumi"])
def test_games_without_a_solo_mode_show_no_play_alone(game: str) -> None:
    app = make_test_app(language="en", ui_scale=1.0)
    try:
        from game.ui import i18n

        scene = _scene(app, game, 3)
        assert _alone(scene, i18n.t("ui.setup.alone")) is None
        scene.play_alone()
        assert len(scene.seats) == 3
    finally:
        app.close()
