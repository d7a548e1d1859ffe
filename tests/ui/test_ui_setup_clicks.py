"""Synthetic clicks on the setup screen start a game with the chosen seats."""

from __future__ import annotations

from ui_helpers import click, run_frames

from game.ui.i18n import t
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table_frame import TableScene
from game.ui.widgets.base import Button, Choice


def open_setup(app, info) -> SetupScene:
    scene = SetupScene(app, info)
    app.push(scene)
    run_frames(app, 1)
    assert app.top is scene
    return scene


def button(scene, label: str) -> Button:
    return next(w for w in scene.widgets if isinstance(w, Button) and w.text == label)


def area_pos(area, rect) -> tuple[int, int]:
    """Screen position of a child rect's centre inside a scroll area."""
    return (area.rect.x + rect.centerx, area.rect.y + rect.centery - area.offset)


def test_start_button_click_opens_a_table(app, toy_info) -> None:
    scene = open_setup(app, toy_info)
    click(app, scene.start_button.rect.center)
    run_frames(app, 1)
    table = app.top
    assert isinstance(table, TableScene)
    assert [s.name for s in table.match.seats] == ["Player 1", "Selene"]
    assert [s.kind for s in table.match.seats] == ["human", "bot"]
    assert table.match.rules is toy_info.rules
    assert table.match.autosave_path is not None


def test_clicks_add_a_seat_make_it_human_and_start(app, toy_info) -> None:
    scene = open_setup(app, toy_info)
    add = next(w for w in scene.seat_area.children
               if isinstance(w, Button) and w.text == "+ Add a player")
    click(app, area_pos(scene.seat_area, add.rect))
    assert len(scene.seats) == 3
    # the third row's Human/Bot choice lives in the seat area (content coordinates)
    def kind_choice(row: int) -> Choice:
        return [w for w in scene.seat_area.children if isinstance(w, Choice)
                and {v for v, _ in w.options} == {"human", "bot"}][row]

    click(app, area_pos(scene.seat_area, kind_choice(2).segments()[1]))
    assert scene.seats[2].kind == "bot"
    click(app, area_pos(scene.seat_area, kind_choice(2).segments()[0]))
    assert scene.seats[2].kind == "human"
    click(app, scene.start_button.rect.center)
    run_frames(app, 1)
    assert isinstance(app.top, TableScene) or app.top.__class__.__name__ == "CurtainScene"
    table = app.find(TableScene)
    assert [s.kind for s in table.match.seats] == ["human", "bot", "human"]
    colours = {s.colour for s in table.match.seats}
    shapes = {s.shape for s in table.match.seats}
    assert len(colours) == 3 and len(shapes) == 3


def test_invalid_setup_disables_start_with_reason(app, toy_info) -> None:
    scene = open_setup(app, toy_info)
    scene.set_name(1, "Player 1")  # duplicate name
    assert scene.start_button.enabled is False
    assert "Player 1" in (scene.error or "")
    click(app, scene.start_button.rect.center)
    run_frames(app, 1)
    assert app.top is scene  # nothing started, nothing lost
    assert scene.error_label.text == scene.error


def test_solo_quick_start(app, toy_info) -> None:
    scene = open_setup(app, toy_info)
    click(app, button(scene, "Solo vs bots").rect.center)
    run_frames(app, 1)
    table = app.find(TableScene)
    assert table is not None
    assert [s.kind for s in table.match.seats] == ["human", "bot", "bot"]
    assert {s.level for s in table.match.seats if s.kind == "bot"} == {"normal"}


def test_colour_and_shape_cycling_skips_taken_ones(app, toy_info) -> None:
    scene = open_setup(app, toy_info)
    taken = scene.seats[1].colour
    for _ in range(10):
        scene.step_marker(0, "colour", 1)
        scene.step_marker(0, "shape", -1)
        assert scene.seats[0].colour != taken
        assert scene.seats[0].shape != scene.seats[1].shape


def test_tab_moves_between_player_names(app, toy_info) -> None:
    """Click the first name, type, Tab to the second, type: both names change; Shift+Tab
    goes back; the field that receives the focus is scrolled into view."""
    import pygame

    from game.ui.widgets.textinput import TextInput

    scene = open_setup(app, toy_info)
    fields = [w for w in scene.seat_area.children if isinstance(w, TextInput)]
    assert len(fields) == 2
    click(app, area_pos(scene.seat_area, fields[0].rect))
    assert fields[0].focused

    def key(k: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
        run_frames(app, 1)

    def type_text(text: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        run_frames(app, 1)

    type_text("A")
    key(pygame.K_TAB)
    fields = [w for w in scene.seat_area.children if isinstance(w, TextInput)]
    assert fields[1].focused and not fields[0].focused
    type_text("B")
    assert [s.name for s in scene.seats] == ["Player 1A", "SeleneB"]
    key(pygame.K_TAB, pygame.KMOD_SHIFT)
    fields = [w for w in scene.seat_area.children if isinstance(w, TextInput)]
    assert fields[0].focused and not fields[1].focused
    key(pygame.K_RETURN)
    assert not any(f.focused for f in fields)


def _moonstar_info():
    from game.ui.scenes.title import game_list

    return next(g for g in game_list() if g.name == "moonstar")


def test_solo_keeps_the_chosen_options_and_plays_without_a_play_timer(app) -> None:
    """"Solo vs bots" used to throw away the variants and timers chosen on the screen."""
    scene = open_setup(app, _moonstar_info())
    scene.set_option("games", (9,))
    scene.set_option("bid_seconds", 90)
    click(app, button(scene, "Solo vs bots").rect.center)
    run_frames(app, 1)
    table = app.find(TableScene)
    assert table is not None
    options = table.match.options
    assert tuple(options["games"]) == (9,) and options["bid_seconds"] == 90
    assert options["play_seconds"] == 0  # relaxed: a newcomer against bots has no play clock


def test_timers_offer_off_in_one_click() -> None:
    """Timers are one-click choices that say "Off", not a stepper to press down to "0"."""
    from game.moonstar.rules import RULES
    from game.ui.scenes.setup import option_label

    for name in ("bid_seconds", "play_seconds"):
        spec = next(s for s in RULES.option_specs() if s.name == name)
        assert spec.kind == "choice" and spec.choices[0] == 0
        assert option_label(spec, 0) == "Off" and option_label(spec, 60) == "60 s"


def test_game5_planets_and_the_counts_show_only_where_a_game_uses_them() -> None:
    from game.moonstar.rules import RULES

    assert not RULES.option_visible("planets", {"games": ()})
    assert not RULES.option_visible("planets", {"games": (7,)})
    assert RULES.option_visible("planets", {"games": (5,)})
    assert RULES.option_visible("planets", {"games": (12,)})
    assert RULES.option_visible("bid_seconds", {"games": ()})
    # the counts only where a game changes them, not with Game 12's per-round choice
    assert not RULES.option_visible("moons", {"games": ()})
    assert not RULES.option_visible("dice", {"games": (9,)})
    assert RULES.option_visible("moons", {"games": (3, 9)})
    assert not RULES.option_visible("dice", {"games": (3, 12)})


def test_the_setup_screen_remembers_the_last_setup_and_survives_a_bad_file(app) -> None:
    from game.core.match import COLOURS, SHAPES, SeatConfig
    from game.ui import last_setup

    info = _moonstar_info()
    seats = [SeatConfig("Zoé", COLOURS[2], SHAPES[3], "human"),
             SeatConfig("Yann", COLOURS[0], SHAPES[0], "human"),
             SeatConfig("Robo", COLOURS[1], SHAPES[1], "bot", "hard")]
    try:
        assert last_setup.save(info.rules, seats, {"games": (9,), "bid_seconds": 30})
        scene = open_setup(app, info)
        assert [s.name for s in scene.seats] == ["Zoé", "Yann", "Robo"]
        assert scene.seats[2].level == "hard"
        assert tuple(scene.options["games"]) == (9,) and scene.options["bid_seconds"] == 30
        reset = next(w for w in scene.widgets if getattr(w, "text", "") == t("ui.setup.reset"))
        click(app, reset.rect.center)  # "Defaults" brings back the default table
        assert len(scene.seats) == 2 and scene.options == info.rules.default_options()
        assert [s.kind for s in scene.seats] == ["human", "bot"] and scene.error is None
        app.pop(scene)
        app.apply_pending()
        scene = open_setup(app, info)  # the remembered setup itself is kept until a start
        assert [s.name for s in scene.seats] == ["Zoé", "Yann", "Robo"]
        app.pop(scene)
        app.apply_pending()
        last_setup.path().write_text("{not json", encoding="utf-8")
        scene = open_setup(app, info)  # a damaged file: the defaults, no error
        assert len(scene.seats) == 2 and scene.options == info.rules.default_options()
    finally:
        last_setup.path().unlink(missing_ok=True)


def test_remembered_default_names_follow_the_language(app) -> None:
    """« Joueur 1 », remembered from a French game, went on into the English one (« Pass to
    Joueur 1 »; newcomers' games, stop 97): a default name of any language comes back in the
    current one, with its number; a name the player typed stays as it is."""
    from game.core.match import COLOURS, SHAPES, SeatConfig
    from game.ui import i18n, last_setup

    info = _moonstar_info()
    seats = [SeatConfig("Joueur 1", COLOURS[0], SHAPES[0], "human"),
             SeatConfig("Joueur 3", COLOURS[1], SHAPES[1], "human"),
             SeatConfig("Player 2", COLOURS[2], SHAPES[2], "human"),
             SeatConfig("Joueuse", COLOURS[3], SHAPES[3], "human")]
    try:
        assert last_setup.save(info.rules, seats, {})
        for lang, names in (("en", ["Player 1", "Player 3", "Player 2", "Joueuse"]),
                            ("fr", ["Joueur 1", "Joueur 3", "Joueur 2", "Joueuse"])):
            i18n.set_language(lang)
            scene = open_setup(app, info)
            assert [s.name for s in scene.seats] == names
            app.pop(scene)
            app.apply_pending()
    finally:
        i18n.set_language("en")
        last_setup.path().unlink(missing_ok=True)


def _texts(scene, kind: type, field: str) -> set[str]:
    """The `field` of every widget of `kind` on the scene, inside scroll areas too."""
    out: set[str] = set()
    stack = list(scene.widgets)
    while stack:
        w = stack.pop()
        if isinstance(w, kind):
            out.add(getattr(w, field))
        stack.extend(getattr(w, "children", ()) or ())
    return out


def _toggle_labels(scene) -> set[str]:
    from game.ui.widgets.base import Toggle

    return _texts(scene, Toggle, "label")


def test_planet_unknown_solo_hides_the_switches_that_cannot_change_it(app) -> None:
    """Solo always has events and its own objectives (PU-1.8, PU-15.2): no switch for them;
    the two-player variant shows only at two seats (PU-3.3)."""
    from game.supermoon.rules import RULES
    from game.ui.scenes.title import game_list

    assert not RULES.option_visible("events", {}, 1)
    assert RULES.option_visible("event_mix", {}, 1)  # the solo deck can still be custom
    assert RULES.option_inactive("event_mix", {"events": False}, 3) == "sm.option.off.events"
    assert not RULES.option_inactive("event_mix", {}, 1)
    assert RULES.option_visible("green", {"event_mix": "custom"}, 1)
    assert not RULES.option_visible("variant2", {}, 3) and RULES.option_visible("variant2", {}, 2)
    info = next(g for g in game_list() if g.name == "supermoon")
    scene = open_setup(app, info)
    events, private, variant = (t("sm.option.events"), t("sm.option.private"),
                                t("sm.option.variant2"))
    assert len(scene.seats) == 2 and {events, private, variant} <= _toggle_labels(scene)
    scene.remove_seat(1)
    run_frames(app, 1)
    assert len(scene.seats) == 1 and not {events, private, variant} & _toggle_labels(scene)


def test_planet_unknown_options_appear_as_soon_as_they_matter(app) -> None:
    """Switching events on brings the deck's make-up to life at once, a custom deck its
    colour counts (the panel used to wait for another change to lay itself out again). The
    make-up row is there, greyed, before: a newcomer's click on « Private objectives » just
    after Events missed when the new row pushed it down (stop 97)."""
    from game.ui.scenes.title import game_list
    from game.ui.widgets.base import Choice, Label, Toggle

    def widgets(scene) -> list:
        out, stack = [], list(scene.widgets)
        while stack:
            w = stack.pop()
            out.append(w)
            stack.extend(getattr(w, "children", ()) or ())
        return out

    def labels(scene) -> set[str]:
        return _texts(scene, Label, "text")

    def private_row(scene):
        return next(w.rect.y for w in widgets(scene)
                    if isinstance(w, Toggle) and w.label == t("sm.option.private"))

    def mix_choice(scene):
        return next(w for w in widgets(scene) if isinstance(w, Choice)
                    and "custom" in [c for c, _ in w.options])

    info = next(g for g in game_list() if g.name == "supermoon")
    scene = open_setup(app, info)
    mix, green = t("sm.option.event_mix"), t("sm.option.green")
    assert mix in labels(scene) and not mix_choice(scene).enabled  # events off: greyed
    assert t("sm.option.off.events") in mix_choice(scene).tooltip_at(
        mix_choice(scene).rect.center)
    y = private_row(scene)
    scene.set_option("events", True)
    run_frames(app, 1)
    assert mix in labels(scene) and green not in labels(scene) and mix_choice(scene).enabled
    assert private_row(scene) == y  # nothing moved under the mouse
    scene.set_option("event_mix", "custom")
    run_frames(app, 1)
    assert green in labels(scene)


def test_choosing_moonstar_game_3_moves_the_moons_and_dice_into_its_range(app) -> None:
    """A mouse pilot chose Games 3 and 9 and found Start disabled: Game 3 plays with 8 to 15
    moons and more moons than dice (MS-7.3), and the counts stayed at 7 and 7 until the
    player stepped them. The counts now follow the games chosen, on the screen and in what
    Start hands the table; dropping Game 3 brings Game 1's 7 and 7 back."""
    scene = open_setup(app, _moonstar_info())
    from game.ui.widgets.base import Stepper

    def steppers() -> list[int]:
        """The values the steppers on the screen show (moons first, then dice)."""
        found: list[int] = []
        stack = list(scene.widgets)
        while stack:
            w = stack.pop(0)
            if isinstance(w, Stepper):
                found.append(w.value)
            stack.extend(getattr(w, "children", ()) or ())
        return found

    assert steppers() == []  # Game 1 plays 7 and 7: nothing to step (MS-0.2)
    games = next(s for s in scene.rules.option_specs() if s.name == "games")
    scene.toggle_chip(games, games.choices.index(9))
    assert (scene.options["moons"], scene.options["dice"]) == (7, 7) and scene.error is None
    assert steppers() == []
    scene.toggle_chip(games, games.choices.index(3))
    assert (scene.options["moons"], scene.options["dice"]) == (8, 7)
    assert scene.error is None and scene.start_button.enabled
    assert steppers() == [8, 7]
    scene.set_option("moons", 12)  # a count Game 3 allows is the player's to keep
    scene.toggle_chip(games, games.choices.index(9))
    assert scene.options["moons"] == 12
    scene.toggle_chip(games, games.choices.index(3))
    assert (scene.options["moons"], scene.options["dice"]) == (7, 7) and scene.error is None
    scene.set_option("games", (4,))  # the other path: a widget setting the option
    assert (scene.options["moons"], scene.options["dice"]) == (7, 8) and scene.error is None
    click(app, scene.start_button.rect.center)
    run_frames(app, 1)
    table = app.find(TableScene)
    assert table is not None
    assert (table.match.options["moons"], table.match.options["dice"]) == (7, 8)
