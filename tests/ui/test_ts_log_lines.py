"""The Tsukuyumi table's words, issue 12 review: counts take real singular and plural forms in
English and French; a prompt with only "End turn" (or a step's closing button) left says so;
the live score and the results screen show the same parts."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.core import i18n as core_i18n
from game.tsukuyumi.actions import Action
from game.tsukuyumi.state import COLOURS, Prompt
from game.ui import i18n
from game.ui.tables.tsukuyumi import tips
from game.ui.tables.tsukuyumi.prompts import prompt_text

I18N = Path(__file__).resolve().parents[2] / "game" / "tsukuyumi" / "i18n"
NAMES = ("Ana", "Ben", "Chloé")


# --- counts: singular and plural (`{n:one|many}`, game.core.i18n) ---------------------------

def _templates(lang: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for path in sorted(I18N.glob(f"*.{lang}.json")):
        out.update(json.loads(path.read_text(encoding="utf-8")))
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_tsukuyumi_text_writes_a_plural_with_brackets(lang) -> None:
    bracketed = {k: v for k, v in _templates(lang).items() if re.search(r"\((?:s|e|es|x)\)", v)}
    assert bracketed == {}


@pytest.mark.parametrize("lang, key, field, args, one, many", [
    ("en", "ts.darkseed.queen_removed", "count", {"faction": "X"}, "gives up 1 unit for",
     "gives up 3 units for"),
    ("fr", "ts.darkseed.queen", "count", {"faction": "X"}, "1 unité doit être sacrifiée",
     "3 unités doivent être sacrifiées"),
    ("en", "ts.nomads.mines", "count", {"q": 0, "r": 0, "amount": 2}, "1 Mine explodes",
     "3 Mines explode"),
    ("fr", "ts.ev.start", "draws", {"seat": "Ana", "plays": 2}, "1 pioche et", "3 pioches et"),
    ("en", "ts.initiative", "places", {"seat": "Ana", "way": "up"}, "1 place up",
     "3 places up"),
    ("en", "ts.ui.units", "n", {}, "1 unit", "3 units"),
    ("fr", "ts.ui.units", "n", {}, "1 unité", "3 unités"),
])
def test_counts_take_the_singular_or_the_plural(lang, key, field, args, one, many) -> None:
    assert one in core_i18n.tr(key, lang, **args, **{field: 1})
    assert many in core_i18n.tr(key, lang, **args, **{field: 3})


# --- the prompt when only the step's end is left --------------------------------------------

def _table(legal):
    match = SimpleNamespace(to_act=lambda: (0,))
    board = SimpleNamespace(index={}, edge_positions={})
    view = SimpleNamespace(board=board)
    return SimpleNamespace(t=i18n.t, viewer=0, match=match, name=lambda s: NAMES[s],
                           options=lambda: SimpleNamespace(legal=tuple(legal)),
                           words=lambda: SimpleNamespace(t=i18n.t, view=view,
                                                         name=lambda s: NAMES[s]))


def _view(phase: str, pending=(), white=()):
    turn = SimpleNamespace(seat=0, white=white)
    return SimpleNamespace(phase=phase, pending=pending, seats=(), turn=turn)


@pytest.mark.rule("TS-4.3")
@pytest.mark.parametrize("lang, phase, expected", [
    ("en", "white", "White phase: nothing left to do with your card — end your turn."),
    ("en", "blue", "Blue phase: nothing left to do with your card — end your turn."),
    ("fr", "red", "Phase rouge\u00a0: plus rien à faire avec votre carte — terminez votre tour."),
])
def test_a_turn_with_only_end_turn_left_says_so(lang, phase, expected) -> None:
    i18n.set_language(lang)
    try:
        assert prompt_text(_table([Action("end")]), _view(phase)) == expected
        # with something else to do, the phase's own sentence stays
        other = prompt_text(_table([Action("white", (0,)), Action("end")]), _view(phase))
        assert "nothing" not in other and "plus rien" not in other
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang, expected", [
    ("en", "Nothing left to do here: click “Done”."),
    ("fr", "Plus rien à faire ici\u00a0: cliquez sur «\u00a0Terminé\u00a0»."),
])
def test_a_prompt_with_only_its_closing_button_left_says_so(lang, expected) -> None:
    i18n.set_language(lang)
    try:
        pending = (Prompt(0, "production", (0,)),)
        assert prompt_text(_table([Action("done")]), _view("green", pending)) == expected
    finally:
        i18n.set_language("en")


def test_a_real_turn_with_only_end_left_says_so(app) -> None:
    """On the table: the first time the viewer's only legal action is End turn."""
    from test_tsukuyumi_table import play_until, start

    match, table = start(app, 3, seed=5)
    play_until(match, table, lambda m: 0 in m.to_act() and m.state.phase in COLOURS
               and list(m.legal_actions(0)) == [Action("end")], limit=6000)
    phase = i18n.t(f"ts.phase.{match.state.phase}")
    assert prompt_text(table, table.view()) == \
        f"{phase}: nothing left to do with your card — end your turn."


# --- the live score and the results screen (TS-10, TS-11.3) ---------------------------------

@pytest.mark.rule("TS-11.3")
def test_the_live_score_and_the_results_show_the_same_parts(app) -> None:
    """The results' first column is the VP marked during the game (missions, goal, Moon), not
    the total the side panel shows: the panel's VP now tell their parts, which are the results
    screen's columns and add up to the same total."""
    from test_tsukuyumi_table import play_until, start

    from game.tsukuyumi.rules import RULES
    from game.tsukuyumi.scoring import finish, score_parts
    from game.ui.tables.tsukuyumi import TsukuyumiTable

    match, table = start(app, 3, {"factions": "random"}, seed=3)
    play_until(match, table, lambda m: m.state.round == 2 and m.state.phase == "draft",
               limit=8000)
    live = RULES.scores(match.state)
    tips_ = [h.tip for h in table.hits if isinstance(h.tip, str) and "if the game ended" in h.tip]
    assert sorted(t.split(" VP")[0] for t in tips_) == sorted(str(v) for v in live)
    over = finish(match.state, [])
    fake = SimpleNamespace(match=SimpleNamespace(state=over, is_over=True), t=i18n.t)
    titles, values = TsukuyumiTable.score_details(fake)
    assert titles == ["Missions, goal, Moon", "Zones controlled", "Initiative"]
    for seat in range(3):
        assert values[seat] == list(score_parts(over, seat))
        assert sum(values[seat]) == RULES.scores(over)[seat] == over.final[seat]
        tip = tips.score_tip(i18n.t, over, seat).split("\n")
        assert tip[0] == f"Final score: {over.final[seat]} VP"
        assert [int(line.split()[0]) for line in tip[1:]] == values[seat]
