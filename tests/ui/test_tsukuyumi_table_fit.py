"""Every text of the Tsukuyumi table fits its box: the table is driven through setup, drafts
and turns at 3 and 4 seats, at 100% and 150% interface size, in English and in French, with
stacks selected and zone menus opened on the way; any text the UI had to cut with an ellipsis
fails the test with the list of offenders. The right column is folded into its strip and
unfolded on the way."""

from __future__ import annotations

import random

import pytest
from ui_helpers import make_test_app, raw_texts, raw_tooltips, texts_drawn

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.tsukuyumi.modules import OFFERED
from game.tsukuyumi.rules import RULES
from game.ui import assets
from game.ui.scenes.title import TitleScene
from game.ui.tables.tsukuyumi import TsukuyumiTable
from game.ui.tables.tsukuyumi.capture import choose

NAMES = ("Anabella", "Benjamin", "Chloé", "Devendra")


def drive(n: int, scale: float, lang: str, options: dict, steps: int
          ) -> tuple[dict[str, set], set[str]]:
    """What had to be cut, and the texts drawn that show an internal name, a field or a
    catalogue key (`ui_helpers.raw_texts`)."""
    app = make_test_app(language=lang, ui_scale=scale)
    cut: dict[str, set] = {}
    raw: set[str] = set()
    try:
        seats = [SeatConfig(NAMES[i], COLOURS[i], SHAPES[i], "human" if i == 0 else "bot",
                            "easy") for i in range(n)]
        match = Match(RULES, seats, 11 + n, RULES.check_setup(n, options))
        app.push(TitleScene(app))
        table = TsukuyumiTable(app, match)
        table.bots.frozen = True
        app.push(table)
        app.apply_pending()
        rng = random.Random(n * 7 + int(scale * 10))
        with assets.recording_cuts() as cuts, texts_drawn() as drawn:
            for step in range(steps):
                if match.is_over:
                    break
                if step % 100 == 50:  # the right column folded into its strip, then back
                    table.toggle_hud()
                if step % 2 == 0:
                    app.frame([], 0.5)
                    o = table.options()
                    if o.movers and table.selected is None and rng.random() < 0.3:
                        uid = sorted(o.movers)[0]
                        unit = next(u for u in match.state.units if u.uid == uid)
                        table.click_stack(unit.owner, unit.at)
                        app.frame([], 0.5)
                    elif o.by_cell and rng.random() < 0.2:
                        table.click_cell(rng.choice(sorted(o.by_cell)))
                        app.frame([], 0.5)
                        table.popup = None
                    for text, width, size in cuts:
                        cut.setdefault(text, set()).add((width, size, match.state.phase))
                    cuts.clear()
                    raw |= raw_texts(drawn)
                    drawn.clear()
                    if step % 20 == 10:  # and the tooltips, under a grid of points
                        raw |= raw_tooltips(table)
                seat = match.to_act()[0]
                table.submit_as(seat, choose(list(match.legal_actions(seat)), rng), quiet=True)
    finally:
        app.close()
    return cut, raw


@pytest.mark.parametrize("n,scale,lang,options", [
    (3, 1.0, "en", {}),
    (4, 1.0, "fr", {"factions": "random", "board": "random", "scatter": "high"}),
    (4, 1.5, "en", {"factions": "random"}),
    (3, 1.5, "fr", {"factions": "random", "board": "control", "grey_tiles": "chosen"}),
    (4, 1.5, "fr", {"factions": "random"}),
    (3, 1.5, "en", {"factions": "random", "board": "random", "scatter": "mid"}),
    # every module and a legendary Oni at 100% (a 4-human pilot read cut tabs and chips)
    (4, 1.0, "fr", {"factions": "random", "modules": OFFERED, "legendary_oni": ("gambler",),
                    "length": "quick"}),
])
def test_no_text_is_cut(n, scale, lang, options) -> None:
    """...and no text drawn shows an internal name, an unfilled field or a catalogue key."""
    cut, raw = drive(n, scale, lang, options, steps=700)
    assert not raw, sorted(raw)
    assert not cut, "\n".join(f"{text!r}: {sorted(info)[:3]}" for text, info in cut.items())
