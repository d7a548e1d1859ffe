"""Game 12's round choice on the MOONSTAR table (MS-7.12): every game, the counts and
Announce stay on the panel, clear of the Scores & history button, at every interface size and
in both languages; at 150% the games become number chips named below, and clicking them and
Announce starts the round with the games chosen.

A mouse pilot at 150% in French found the ten games' rows running under the Scores button:
Announce was hidden and the round could not start."""

from __future__ import annotations

import pytest
from moonstar_ui import click_hit, frame

from game.moonstar.state import Phase
from game.ui.tables.moonstar import capture as cap


@pytest.fixture
def chooser(request):
    lang, scale = request.param
    app = cap.make_app(lang=lang, scale=scale, speed="instant")
    match = cap.match_with_setter({"games": [12]})
    assert match.state.phase is Phase.CHOOSE_VARIANTS
    table = cap.show(app, match)
    frame(app)
    yield app, table, match
    app.close()
    from game.ui import theme
    theme.set_scale(1.0)


SIZES = [("en", 1.0), ("fr", 1.0), ("en", 1.25), ("fr", 1.5), ("en", 1.5)]


@pytest.mark.rule("MS-7.12")
@pytest.mark.parametrize("chooser", SIZES, indirect=True, ids=lambda p: f"{p[0]}-{p[1]}")
@pytest.mark.parametrize("picked", [(3, 9), (2, 3), (5, 7), (7, 8), ()])
def test_every_control_is_on_the_panel(chooser, picked):
    app, table, _ = chooser
    table.variant_pick = set(picked)
    frame(app)
    app.draw()
    panel = table.panel_rect
    scores = table.hit_rect("history")
    assert scores is not None
    keys = [f"variant:{g}" for g in range(2, 12)] + ["announce"]
    if set(picked) & {2, 3, 4}:
        keys += ["count:moons:-", "count:moons:+", "count:dice:-", "count:dice:+"]
    for key in keys:
        rect = table.hit_rect(key)
        assert rect is not None, key
        assert panel.contains(rect), (key, rect, panel)
        assert not rect.colliderect(scores), (key, rect, scores)


@pytest.mark.rule("MS-7.12")
@pytest.mark.parametrize("chooser", [("fr", 1.5)], indirect=True, ids=["fr-1.5"])
def test_chips_at_150_choose_and_announce(chooser):
    app, table, match = chooser
    chip = table.hit_rect("variant:5")
    assert chip is not None and chip.w < table.panel_rect.w // 3  # number chips, not rows
    assert table.tooltip_at(chip.center) == table.t("ui.moonstar.game.5")
    click_hit(app, table, "variant:5")
    click_hit(app, table, "variant:9")
    assert table.variant_pick == {5, 9}
    click_hit(app, table, "announce")
    frame(app)
    assert match.state.phase is Phase.SETUP
    assert match.state.variants == (1, 5, 9)  # Game 1, the base game, is always in


@pytest.mark.rule("MS-7.12")
@pytest.mark.parametrize("chooser", SIZES, indirect=True, ids=lambda p: f"{p[0]}-{p[1]}")
def test_the_layout_holds_while_the_setter_picks(chooser):
    """Rows or chips are chosen by the room for the worst case, not by the games picked: a
    refusal appearing does not turn the rows into chips under the pointer."""
    app, table, _ = chooser
    sizes = set()
    for picked in ((), (2,), (2, 3), (5, 7, 9)):
        table.variant_pick = set(picked)
        frame(app)
        app.draw()
        sizes.add(table.hit_rect("variant:6").size)
    assert len(sizes) == 1, sizes
