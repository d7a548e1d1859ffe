"""What the Tsukuyumi table says in words: the top bar names the setup instead of "Round 0",
the load list too; the game log names units as the players see them (their type and zone,
never an internal number) in English and French, and a seat with nothing to do in a phase is
one log line, not three."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest
from test_tsukuyumi_table import start as table_start

from game.core import i18n as core_i18n
from game.core.match import Match
from game.ui import i18n
from game.ui.scenes.load import SaveEntry, entry_detail
from game.ui.tables.tsukuyumi import TsukuyumiTable
from game.ui.tables.tsukuyumi.capture import choose

UNIT_ARGS = ("uid", "unit", "units")
NUMBERED = re.compile(r"\b(?:units?|unités?)\s+\d", re.I)


def start(app, n: int = 3, options: dict | None = None, seed: int = 3):
    return table_start(app, n, options, seed)


def play(match: Match, table: TsukuyumiTable, until, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(20000):
        if until(match) or match.is_over:
            return
        seat = match.to_act()[0]
        table.submit_as(seat, choose(list(match.legal_actions(seat)), rng), quiet=True)


@pytest.mark.parametrize("lang, setup, first", [("en", "Setup", "Round 1"),
                                                ("fr", "Mise en place", "Manche 1")])
def test_the_top_bar_names_the_setup_not_round_0(app, lang, setup, first) -> None:
    i18n.set_language(lang)
    try:
        match, table = start(app, 4)
        assert match.state.round == 0 and table.round_text() == setup
        play(match, table, lambda m: m.state.phase == "draft")
        assert table.round_text() == first
    finally:
        i18n.set_language("en")


def test_the_load_list_says_setup_for_a_game_saved_before_round_1() -> None:
    entry = SaveEntry(path=None, game="tsukuyumi", players=("Ana", "Ben", "Chloé"),  # type: ignore[arg-type]
                      mtime=0.0, damaged=False, round=0, scores=(0, 0, 0))
    assert entry_detail(entry) == "Ana 0, Ben 0, Chloé 0 · setup"
    assert "0, Chloé 0 · round 2" in entry_detail(SaveEntry(**{**entry.__dict__, "round": 2}))


@cache
def played() -> tuple[Match, list]:
    """A 4-seat game played to round 3 with movements and combats (the app is only built to
    drive it: the log reads the match)."""
    from ui_helpers import make_test_app

    app = make_test_app()
    try:
        match, table = start(app, 4, {"factions": "random"}, seed=8)
        play(match, table, lambda m: m.state.round >= 3, seed=8)
    finally:
        app.close()
    return match, [event for _, event in match.log(0)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_log_lines_name_units_by_their_type_never_by_number(lang) -> None:
    match, events = played()
    kinds = {e.kind for e in events}
    assert {"ts.deployed", "ts.move.planned", "ts.move.step"} <= kinds
    named = 0
    for event in events:
        line = core_i18n.describe(event.kind, event.args, lambda s: match.seats[s].name, lang)
        assert not NUMBERED.search(line) and "{" not in line, line
        template = core_i18n.catalogue(lang).get(event.kind, "")
        assert "{uid}" not in template and "{units}" not in template, event.kind
        if isinstance(event.args.get("unit"), int):
            assert "{unit}" not in template, event.kind
        kind = event.args.get("unit_kind") or event.args.get("stack_kind")
        if kind and any(a in event.args for a in UNIT_ARGS):
            for key in str(kind).split("/"):
                assert core_i18n.tr(f"ts.arg.kind.{key}", lang) in line, line
            named += 1
    assert named > 20


def test_a_seat_with_nothing_to_do_is_one_log_line() -> None:
    match, events = played()
    assert any(e.kind == "ts.nothing" for e in events)
    for i, event in enumerate(events):
        if event.kind != "ts.nothing":
            continue
        seat = event.args["seat"]
        around = events[max(0, i - 3):i + 4]
        about = [e.kind for e in around if e.args.get("seat") == seat
                 and e.kind in ("ts.turn", "ts.flipped", "ts.nothing")]
        assert about == ["ts.nothing"], about


@pytest.mark.rule("TS-6.15")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_tells_each_movement_in_one_line_per_group_of_units(lang) -> None:
    """The played game's log as the table shows it (`LogGrouper`): no planning click and no
    step of a carried-out plan is a line of its own; each move line names its units and both
    ends, and the steps are all still in the match for the animations."""
    from game.ui.tables.tsukuyumi.log_lines import LogGrouper

    match, events = played()
    pairs = match.log(0)
    lines = [e for _, e in LogGrouper().group(pairs)]
    moved = [e for e in lines if e.kind == "ts.log.moved"]
    gos = sum(e.kind == "ts.move.go" for e in events)
    assert gos and len(moved) >= gos
    assert not any(e.kind in ("ts.move.planned", "ts.move.go") for e in lines[:-5])
    # the steps of a plan are absorbed into its move lines (what stays: events' one-zone moves)
    assert sum(e.kind == "ts.move.step" for e in lines) < sum(e.kind == "ts.move.step"
                                                              for e in events) // 3
    for event in moved:
        line = core_i18n.describe(event.kind, event.args, lambda s: match.seats[s].name, lang)
        where = f"({event.args['to_q']},\u00a0{event.args['to_r']})".replace("-", "\u2212")
        assert "{" not in line and where in line
        for key in event.args["stack_kind"].split("/"):
            assert core_i18n.tr(f"ts.arg.kind.{key}", lang) in line, line
