"""Tsukuyumi's modules at setup (TS-0.5, TS-0.8, TS-0.10 (e)): one toggle chip per module
built, each with its own one-line explanation and, where its data are RECONSTRUCTED, the note
saying so; the chips toggle the option, say in words what is chosen and start a table with
the modules on; a module not built has no chip."""

from __future__ import annotations

import pytest
from test_ts_title_setup import open_setup, reveal
from ui_helpers import click, run_frames

from game.tsukuyumi import modules
from game.ui import i18n
from game.ui.i18n import t
from game.ui.tables.tsukuyumi import TsukuyumiTable
from game.ui.widgets.base import Button, Label


def _chips(scene) -> dict[str, Button]:
    out = {}
    for key in modules.ALL:
        label = t(f"ts.option.modules.{key}") if i18n.has(f"ts.option.modules.{key}") else key
        found = [w for w in scene.opt_area.children if isinstance(w, Button) and w.text == label]
        if found:
            out[key] = found[0]
    return out


@pytest.mark.rule("TS-0.5", "TS-0.8")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_module_is_a_chip_with_its_own_tooltip(app, lang: str) -> None:
    i18n.set_language(lang)
    try:
        scene = open_setup(app)
        chips = _chips(scene)
        assert set(chips) == set(modules.OFFERED)  # M4 … M7 not built: no chip
        none = t("ts.option.modules.none")
        assert any(isinstance(w, Label) and w.text == none for w in scene.opt_area.children)
        tips = set()
        for key, chip in chips.items():
            tip = chip.tooltip() if callable(chip.tooltip) else chip.tooltip
            assert t(f"ts.option.modules.{key}.help") in tip  # its own explanation
            if modules.reconstructed(key):  # TS-0.10 (e)
                assert t(f"ts.help.reconstructed.{key}") in tip
            tips.add(tip)
        assert len(tips) == len(chips)
        for key in chips:  # every chip on, then start: the table plays with them
            chip = _chips(scene)[key]
            click(app, reveal(app, scene.opt_area, chip.rect))
            run_frames(app, 1)
            assert _chips(scene)[key].selected
        assert scene.options["modules"] == modules.OFFERED
        assert scene.error is None
        click(app, scene.start_button.rect.center)
        run_frames(app, 2)
        assert isinstance(app.top, TsukuyumiTable)
        assert app.top.match.state.option("modules") == modules.OFFERED
    finally:
        i18n.set_language("en")


@pytest.mark.rule("TS-13.8")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_modules_not_used_at_two_players_are_greyed_with_why(app, lang: str) -> None:
    """M1 and M7 stood lit at two players like the others, and did nothing (TS-13.8; only a
    tooltip said so, a newcomer's two-player game, stop 97): their chips are greyed there,
    their tooltip says why, and a third seat brings them back."""
    from game.tsukuyumi import two_player

    i18n.set_language(lang)
    try:
        scene = open_setup(app)
        while len(scene.seats) > 2:
            scene.remove_seat(len(scene.seats) - 1)
        run_frames(app, 1)
        chips = _chips(scene)
        off = [k for k in chips if k in two_player.OFF_MODULES]
        assert off and all(k in chips for k in two_player.OFF_MODULES)
        for key, chip in chips.items():
            assert chip.enabled == (key not in off)
            if key in off:
                reason = chip.disabled_reason() if callable(chip.disabled_reason) \
                    else chip.disabled_reason
                assert t("ts.help.modules.off_two") in reason
        scene.add_seat()
        run_frames(app, 1)
        assert all(chip.enabled for chip in _chips(scene).values())
    finally:
        i18n.set_language("en")
