"""Tsukuyumi from the title screen, by mouse: its card opens its setup screen, whose options
(board and its scenarios, map number, length, factions dealt or chosen, bot levels) start a
table; the tooltips say what is RECONSTRUCTED; the game ends on the results, back to the title,
an autosaved game resumes and a saved one loads from the list."""

from __future__ import annotations

import random

import pygame
import pytest
from ui_helpers import click, distinct_colours, run_frames

from game.core.match import Match
from game.tsukuyumi.scenarios import SCENARIO_BY_ID
from game.ui import i18n
from game.ui.i18n import t
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.load import LoadScene, entry_detail
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import GameCard, TitleScene
from game.ui.tables.tsukuyumi import TsukuyumiTable
from game.ui.tables.tsukuyumi.capture import choose
from game.ui.widgets.base import Button, Choice
from game.ui.widgets.textinput import TextInput
from game.userdirs import autosave_path, ensure, saves_dir

RECONSTRUCTED = {"en": "reconstructed — the printed components may differ",
                 "fr": "les composants imprimés peuvent différer"}


def open_setup(app) -> SetupScene:
    """The title, then a click on Tsukuyumi's card."""
    app.reset(TitleScene(app))
    run_frames(app, 1)
    card = next(w for w in app.top.widgets if isinstance(w, GameCard)
                and w.info.name == "tsukuyumi")
    assert card.enabled, "Tsukuyumi is listed as not yet playable"
    click(app, card.rect.center)
    run_frames(app, 1)
    assert isinstance(app.top, SetupScene) and app.top.rules.name == "tsukuyumi"
    return app.top


def reveal(app, area, rect: pygame.Rect) -> tuple[int, int]:
    """Scroll a scroll area with the wheel until a child rect shows; its screen centre."""
    for _ in range(60):
        if area.offset <= rect.top and rect.bottom <= area.offset + area.rect.h:
            break
        up = rect.top < area.offset
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=area.rect.center, rel=(0, 0),
                                      buttons=(0, 0, 0)),
                   pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if up else -1)], 1 / 60)
    assert area.offset <= rect.top and rect.bottom <= area.offset + area.rect.h
    return (area.rect.x + rect.centerx, area.rect.y + rect.centery - area.offset)


def option_button(scene: SetupScene, text: str) -> Button:
    return next(w for w in scene.opt_area.children if isinstance(w, Button) and w.text == text)


def click_option(app, scene: SetupScene, text: str) -> None:
    click(app, reveal(app, scene.opt_area, option_button(scene, text).rect))
    run_frames(app, 1)


def test_title_setup_table_by_mouse(app) -> None:
    scene = open_setup(app)
    assert len(scene.seats) == 3  # TS-0.1: 3 and 4 players
    click_option(app, scene, t("ts.option.board.control"))
    assert scene.options["board"] == "control"
    # factions dealt: the segment "Dealt at random" of the Factions choice
    factions = next(w for w in scene.opt_area.children if isinstance(w, Choice)
                    and {v for v, _ in w.options} == {"choice", "random"})
    click(app, reveal(app, scene.opt_area, factions.segments()[1]))
    assert scene.options["factions"] == "random"
    click_option(app, scene, t("ts.option.length.quick"))
    assert scene.options["length"] == "quick"
    # a fourth seat: Control is for 3 players, Start says so and stays off
    add = next(w for w in scene.seat_area.children
               if isinstance(w, Button) and w.text == t("ui.setup.add"))
    click(app, reveal(app, scene.seat_area, add.rect))
    assert len(scene.seats) == 4 and not scene.start_button.enabled
    assert "3" in (scene.error or "")
    remove = [w for w in scene.seat_area.children if isinstance(w, Button) and w.text == "✕"]
    click(app, reveal(app, scene.seat_area, remove[3].rect))
    assert len(scene.seats) == 3 and scene.start_button.enabled
    levels = [w for w in scene.seat_area.children if isinstance(w, Choice)
              and {v for v, _ in w.options} == {"easy", "normal", "hard"}]
    click(app, reveal(app, scene.seat_area, levels[0].segments()[2]))
    assert scene.seats[1].level == "hard"
    click(app, scene.start_button.rect.center)
    run_frames(app, 2)
    table = app.top
    assert isinstance(table, TsukuyumiTable)
    match = table.match
    assert match.options["board"] == "control" and match.options["factions"] == "random"
    assert match.options["length"] == "quick"
    assert [s.kind for s in match.seats] == ["human", "bot", "bot"]
    assert match.seats[1].level == "hard"
    assert all(s.faction for s in match.state.seats)  # dealt at once (TS-2.1 DECISION)
    assert distinct_colours(app.screen) > 40


def test_solo_vs_bots_opens_a_table_of_three(app) -> None:
    scene = open_setup(app)
    solo = next(w for w in scene.widgets if isinstance(w, Button)
                and w.text == t("ui.setup.solo"))
    click(app, solo.rect.center)
    run_frames(app, 1)
    assert isinstance(app.top, TsukuyumiTable)
    assert [s.kind for s in app.top.match.seats] == ["human", "bot", "bot"]


def test_a_map_number_is_typed_and_gives_the_same_board(app) -> None:
    scene = open_setup(app)
    click_option(app, scene, t("ts.option.board.random"))
    field = next(w for w in scene.opt_area.children if isinstance(w, TextInput))
    click(app, reveal(app, scene.opt_area, field.rect))
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text="4x2")], 1 / 60)  # the x is refused
    assert scene.options["board_seed"] == 42 and field.value == "42"
    boards = []
    for _ in range(2):  # two games: new game seeds, the same map
        click(app, scene.start_button.rect.center)
        run_frames(app, 1)
        assert isinstance(app.top, TsukuyumiTable)
        boards.append(app.top.match.state.board)
        scene = SetupScene(app, scene.info, app.top.match.seats, app.top.match.options)
        app.push(scene)
        run_frames(app, 1)
    assert boards[0] == boards[1]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_reconstructed_content_is_marked_in_the_setup_tooltips(app, lang) -> None:
    i18n.set_language(lang)
    try:
        scene = SetupScene(app, next(g for g in TitleScene(app).games
                                     if g.name == "tsukuyumi"))
        app.push(scene)
        run_frames(app, 1)
        mark = RECONSTRUCTED[lang]
        for board in ("standard", "random", *SCENARIO_BY_ID):
            chip = option_button(scene, t(f"ts.option.board.{board}"))
            tip = chip.tooltip or ""
            reconstructed = board in SCENARIO_BY_ID and SCENARIO_BY_ID[board].reconstructed
            assert (mark in tip) == reconstructed, (board, tip)
            assert len(tip) > len(mark) + 20  # the scenario is described too
        missions = next(w for w in scene.opt_area.children
                        if getattr(w, "text", None) == t("ts.option.missions"))
        assert mark in missions.tooltip_at(missions.rect.center)
        scene.set_option("missions_and_goals", "off")
        assert mark not in missions.tooltip_at(missions.rect.center)
        factions = next(w for w in scene.opt_area.children
                        if getattr(w, "text", None) == t("ts.option.factions"))
        assert mark in factions.tooltip_at(factions.rect.center)
    finally:
        i18n.set_language("en")


def test_the_end_screen_leads_back_to_the_title_and_a_new_game(app) -> None:
    scene = open_setup(app)
    scene.options.update(factions="random", length="quick")
    click(app, scene.start_button.rect.center)
    run_frames(app, 1)
    table = app.top
    assert isinstance(table, TsukuyumiTable)
    table.bots.frozen = True  # the test plays for every seat
    match, rng = table.match, random.Random(2)
    for _ in range(20000):
        if match.is_over:
            break
        seat = match.to_act()[0]
        table.submit_as(seat, choose(list(match.legal_actions(seat)), rng), quiet=True)
    run_frames(app, 3)
    over = app.top
    assert isinstance(over, GameOverScene)
    new_game = next(w for w in over.widgets if w.text == t("ui.over.new_game"))
    click(app, new_game.rect.center)
    run_frames(app, 1)
    assert isinstance(app.top, SetupScene) and app.top.options["length"] == "quick"
    app.push(GameOverScene(app, table))
    run_frames(app, 1)
    back = next(w for w in app.top.widgets if w.text == t("ui.over.title_button"))
    click(app, back.rect.center)
    run_frames(app, 1)
    assert isinstance(app.top, TitleScene)


def test_an_autosaved_game_resumes_from_the_title(app) -> None:
    scene = open_setup(app)
    click(app, scene.start_button.rect.center)
    run_frames(app, 1)
    table = app.top
    table.bots.frozen = True
    match, rng = table.match, random.Random(5)
    while match.state.phase != "draft":
        seat = match.to_act()[0]
        table.submit_as(seat, choose(list(match.legal_actions(seat)), rng), quiet=True)
    saved = Match.load(autosave_path())  # JSON, written at every action
    assert saved.state == match.state and saved.options == match.options
    app.reset(TitleScene(app))
    run_frames(app, 1)
    resume = next(w for w in app.top.widgets if isinstance(w, Button)
                  and w.text == t("ui.title.continue"))
    assert resume.enabled
    click(app, resume.rect.center)
    run_frames(app, 2)
    resumed = app.find(TsukuyumiTable)
    assert resumed is not None and resumed is not table
    # the same actions replayed (the bots may have picked their draft card since)
    assert [(s.seat, s.action) for s in resumed.match.steps[:len(match.steps)]] == \
        [(s.seat, s.action) for s in match.steps]
    assert resumed.match._states[len(match.steps)] == match.state


def test_a_saved_game_is_listed_in_setup_and_loads_into_its_table(app) -> None:
    scene = open_setup(app)
    click(app, scene.start_button.rect.center)
    run_frames(app, 1)
    match = app.top.match
    path = ensure(saves_dir()) / "tsukuyumi_setup.json"
    match.save(path)
    try:
        app.reset(TitleScene(app))
        load = LoadScene(app)
        app.push(load)
        run_frames(app, 1)
        index = next(i for i, e in enumerate(load.entries) if e.path == path)
        assert entry_detail(load.entries[index]).endswith("· setup")  # not "round 0"
        load.load_index(index)
        run_frames(app, 1)
        table = app.find(TsukuyumiTable)
        assert table is not None and table.match.state == match.state
        assert table.round_text() == "Setup"
    finally:
        path.unlink()
