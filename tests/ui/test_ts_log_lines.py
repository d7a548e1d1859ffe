"""The Tsukuyumi table's words, issue 12 review: counts take real singular and plural forms in
English and French; a prompt with only "End turn" (or a step's closing button) left says so;
the live score and the results screen show the same parts; a movement is one log line per
group of units (not one per step or per planning click) and the draft's reveal names the
cards as the table does."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.core import i18n as core_i18n
from game.core.rules import Event
from game.tsukuyumi.actions import Action
from game.tsukuyumi.state import COLOURS, Prompt
from game.ui import i18n
from game.ui.tables.tsukuyumi import tips
from game.ui.tables.tsukuyumi.log_lines import LogGrouper, final_tie, revealed_text
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
    ("en", "ts.darkseed.queen_removed", "count", {"faction_the": "X", "faction_num": 1},
     "gives up 1 unit for",
     "gives up 3 units for"),
    ("fr", "ts.darkseed.queen", "count", {"faction": "X"}, "1 unité doit être sacrifiée",
     "3 unités doivent être sacrifiées"),
    ("en", "ts.nomads.mines", "count", {"q": 0, "r": 0, "amount": 2}, "1 Mine explodes",
     "3 Mines explode"),
    ("fr", "ts.ev.start", "draws", {"seat": "Ana", "plays": 2}, "1 pioche et", "3 pioches et"),
    ("en", "ts.initiative", "places", {"seat": "Ana", "way": "up"}, "1 place up",
     "3 places up"),
    ("en", "ts.ui.units", "n", {}, "1\u00a0unit", "3\u00a0units"),
    ("fr", "ts.ui.units", "n", {}, "1\u00a0unité", "3\u00a0unités"),
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
    turn = SimpleNamespace(seat=0, white=white, left=(), fought=False)
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
    # the log panel draws the grouped lines (`log_events`), one row each
    assert len(table.log_list.rows) == len(table.log_events())


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


# --- the log: a movement in one line per group of units; the draft's reveal ----------------

def _planned(uid: int, kind: str, at, path, seat: int = 0) -> Event:
    return Event("ts.move.planned", {"seat": seat, "uid": uid, "unit_kind": kind, "q": at[0],
                                     "r": at[1], "path": [list(z) for z in path]})


def _step(units, to, kinds: str, seat: int = 0) -> Event:
    return Event("ts.move.step", {"seat": seat, "units": list(units), "q": to[0], "r": to[1],
                                  "stack_kind": kinds})


def _go(paths, seat: int = 0) -> Event:
    return Event("ts.move.go", {"seat": seat, "paths": [[u, [list(z) for z in p]]
                                                        for u, p in paths]})


def _movement() -> list[tuple[int, Event]]:
    """A Movement 2 as the engine tells it (TS-6.15): the worker's path grows one zone per
    click, two warriors share one zone, then `go` and one step event per zone entered."""
    w, a, b = 11, 12, 13
    return [
        (0, Event("ts.move.start", {"seat": 0, "value": 2})),
        (0, _planned(w, "worker", (-3, 4), [(-2, 3)])),
        (1, _planned(w, "worker", (-3, 4), [(-2, 3), (-1, 3)])),
        (2, _planned(a, "warrior", (0, 0), [(1, 0)])),
        (3, _planned(b, "warrior", (0, 0), [(1, 0)])),
        (4, _go([(w, [(-2, 3), (-1, 3)]), (a, [(1, 0)]), (b, [(1, 0)])])),
        (4, _step([a, b], (1, 0), "warrior/warrior")),
        (4, _step([w], (-2, 3), "worker")),
        (4, Event("ts.nomads.mines", {"count": 1, "q": -2, "r": 3, "amount": 3})),
        (4, _step([w], (-1, 3), "worker")),
        (5, Event("ts.turn", {"seat": 1, "phase": "blue"})),
    ]


def _text(event: Event, lang: str = "en") -> str:
    return core_i18n.describe(event.kind, event.args, lambda s: NAMES[s], lang)


@pytest.mark.rule("TS-6.15")
def test_a_movement_is_one_line_per_group_of_units_not_per_step() -> None:
    pairs = _movement()
    lines = LogGrouper().group(pairs)
    kinds = [e.kind for _, e in lines]
    assert kinds == ["ts.move.start", "ts.log.moved", "ts.log.moved", "ts.nomads.mines",
                     "ts.turn"]
    texts = [_text(e) for _, e in lines]
    assert texts[1] == \
        "Ana moves from (\u22123,\u00a04) to (\u22121,\u00a03) (2\u00a0zones): Worker."
    assert texts[2] == \
        "Ana moves from (0,\u00a00) to (1,\u00a00) (1\u00a0zone): Warrior\u00a0\u00d72."
    assert _text(lines[1][1], "fr") == \
        "Ana se déplace de (\u22123,\u00a04) à (\u22121,\u00a03) (2\u00a0zones)\u00a0: Ouvrière."
    # the events themselves are untouched: the animations still glide along every step
    assert [e.kind for _, e in pairs].count("ts.move.step") == 3


@pytest.mark.rule("TS-6.15")
@pytest.mark.parametrize("lang, expected", [
    ("en", "Ana plans a move from (1,\u00a02) to (0,\u00a02) (1\u00a0zone): Stinger\u00a0\u00d72, "
           "Worker\u00a0\u00d74, Breeder, Wasp\u00a0\u00d72."),
    ("fr", "Ana prévoit un déplacement de (1,\u00a02) à (0,\u00a02) (1\u00a0zone)\u00a0: "
           "Dard\u00a0\u00d72, Ouvrière\u00a0\u00d74, Nourrice, Guêpe\u00a0\u00d72.")])
def test_a_stack_s_units_are_counted_by_type_not_named_one_by_one(lang, expected) -> None:
    """A stop-71 mouse game's log named eleven units one by one over six lines (« Dard, Dard,
    Ouvrière, Ouvrière, Ouvrière, Ouvrière, … »): alike units are counted."""
    kinds = "stinger/stinger/worker/worker/worker/worker/breeder/wasp/wasp"
    event = Event("ts.log.planned", {"seat": 0, "q": 1, "r": 2, "to_q": 0, "to_r": 2,
                                     "steps": 1, "stack_kind": kinds})
    assert _text(event, lang) == expected


def test_an_open_plan_reads_as_its_paths_so_far_and_a_cancelled_one_goes() -> None:
    pairs = _movement()[:4]  # the worker planned two zones, a warrior one: no `go` yet
    lines = LogGrouper().group(pairs)
    assert [_text(e) for _, e in lines] == [
        "Ana starts a Movement 2 action.",
        "Ana plans a move from (\u22123,\u00a04) to (\u22121,\u00a03) (2\u00a0zones): Worker.",
        "Ana plans a move from (0,\u00a00) to (1,\u00a00) (1\u00a0zone): Warrior."]
    dropped = pairs + [(4, Event("ts.move.unplanned", {"seat": 0, "uid": 12,
                                                      "unit_kind": "warrior", "q": 0, "r": 0}))]
    assert len(LogGrouper().group(dropped)) == 2
    cancelled = pairs + [(4, Event("ts.move.cancelled", {"seat": 0}))]
    assert [e.kind for _, e in LogGrouper().group(cancelled)] == ["ts.move.start",
                                                                  "ts.move.cancelled"]


def test_one_zone_moves_of_an_event_stay_and_lines_keep_their_identity() -> None:
    pairs = [(0, _step([5], (1, 1), "wasp")), *_movement()]
    grouper = LogGrouper()
    first = grouper.group(pairs)
    assert first[0][1] is pairs[0][1]  # E13/E14: a one-zone move without a plan
    again = grouper.group(pairs)
    # the frame's log cache keeps a line's picture while its event is the same object
    assert all(a[1] is b[1] for a, b in zip(first, again, strict=True))


@pytest.mark.rule("TS-3.2")
@pytest.mark.parametrize("lang, expected", [
    ("en", "The action cards are revealed: A07 (Ana), A12 (Ben), A03 (Chloé)."),
    ("fr", "Les cartes Action sont révélées\u00a0: A07 (Ana), A12 (Ben), A03 (Chloé)."),
])
def test_the_reveal_names_the_cards_by_their_number_and_who_chose_them(lang, expected) -> None:
    text = revealed_text(lambda k, **a: core_i18n.tr(k, lang, **a), lambda s: NAMES[s],
                         [7, 12, 3])
    assert text.startswith(expected)
    assert not re.search(r"(?<![A\d])\d+(?:,|\.)", text.split(":")[1])  # no bare "7, 12, 3"


@pytest.mark.rule("TS-13.6")
def test_two_player_cards_are_named_as_printed_p01_to_p16() -> None:
    """The reveal read « A115 (Player 1), A104 » while the hand said P15 and P04."""
    text = revealed_text(lambda k, **a: core_i18n.tr(k, "en", **a), lambda s: NAMES[s],
                         [115, 104])
    assert "P15 (Ana), P04 (Ben)" in text and "A1" not in text


@pytest.mark.rule("TS-10.10")
@pytest.mark.parametrize("lang, expected", [
    ("en", "Final scoring: 7, 7, 4. Ben wins, tied with Ana and ahead in the initiative order."),
    ("fr", "Décompte final\u00a0: 7, 7, 4. Ben l'emporte, à égalité avec Ana et devant dans "
           "l'ordre d'initiative."),
])
def test_the_final_line_names_the_tie_the_initiative_broke(lang, expected) -> None:
    def line(args: dict) -> str:
        kind, args = final_tie("ts.final", args, lambda s: NAMES[s])
        args = {**args, "scores": ", ".join(str(v) for v in args["scores"])}
        return core_i18n.describe(kind, args, lambda s: NAMES[s], lang)

    assert line({"scores": [7, 7, 4], "winners": [1], "seat": 1}) == expected
    plain = core_i18n.tr("ts.final", lang, scores="8, 7, 4", seat="Ana")
    assert line({"scores": [8, 7, 4], "winners": [0], "seat": 0}) == plain  # won on VP
    # a shared victory and a malformed log keep the plain line, never a traceback
    assert final_tie("ts.final", {"scores": [7, 7], "winners": [0, 1]}, str)[0] == "ts.final"
    assert final_tie("ts.final", {"scores": ["x"], "winners": [0]}, str)[0] == "ts.final"


@pytest.mark.parametrize("lang, nomads, seed, oni", [
    ("en", "The Nomads retreat to zone (1,\u00a0\u22122).",
     "The Dark Seed retreats to zone (1,\u00a0\u22122).", "The Oni retreat"),
    ("fr", "Les Nomades se replient dans la zone (1,\u00a0\u22122).",
     "La Nuée Noire se replie dans la zone (1,\u00a0\u22122).", "Les Oni se replient"),
])
def test_a_line_that_opens_with_a_faction_agrees_with_it(lang, nomads, seed, oni) -> None:
    """"Nomades se replie", "Boarlords attacks": a line opening with a faction names it with
    its article and puts its verb in the faction's number, in each language; a zone's
    negative coordinate takes the panels' minus sign, joined to the other by a no-break
    space."""
    import game.tsukuyumi  # noqa: F401  (registers the faction words)

    names = ("Ana",).__getitem__
    where = {"q": 1, "r": -2}
    assert core_i18n.describe("ts.retreat", {"faction": "nomads", **where}, names,
                              lang) == nomads
    assert core_i18n.describe("ts.retreat", {"faction": "darkseed", **where}, names,
                              lang) == seed
    assert core_i18n.describe("ts.retreat", {"faction": "oni", **where}, names,
                              lang).startswith(oni)
    for key in ("ts.combat", "ts.conquest", "ts.damage", "ts.riposte_none", "ts.counter_attack",
                "ts.no_riposte", "ts.zone_conquered", "ts.conquest_void"):
        args = {"faction": "boarlords", "card": "C2", "power": 30, "needed": 5, "amount": 5,
                "assigner_seat": 0, "riposte": "x", **where}
        text = core_i18n.describe(key, args, names, lang)
        assert "{" not in text and text.startswith(("The Boarlords ", "Les Seigneurs ")), text


def test_a_lost_unit_reads_whatever_the_units_gender_and_panels_keep_coordinates_whole() -> None:
    """« Ouvrière est détruit » did not agree, nor "a Attack Drone": the line names the unit
    after words that suit every unit; the panels' "(−3, 0)" is joined by a no-break space, so a
    wrapped title never splits it."""
    import game.tsukuyumi  # noqa: F401
    from game.ui.tables.tsukuyumi.actions_ui import coords

    args = {"faction": "darkseed", "unit_kind": "worker"}
    names = ("Ana",).__getitem__
    fr = core_i18n.describe("ts.unit_destroyed", args, names, "fr")
    assert "unité détruite (Ouvrière)" in fr and "est détruit" not in fr
    drone = {"faction": "cyber", "unit_kind": "attack_drone"}
    assert core_i18n.describe("ts.unit_destroyed", drone, names, "en").endswith(
        ": Attack Drone destroyed.")  # not "a Attack Drone"
    assert coords((-3, 0)) == "(\u22123,\u00a00)"


@pytest.mark.parametrize("lang, half, sixth", [
    ("en", "by half a turn.", "by a sixth of a turn."),
    ("fr", "d'un demi-tour.", "d'un sixième de tour."),
])
def test_a_turned_tile_is_said_in_words(lang, half, sixth) -> None:
    """"by 3 sixths of a turn": a tile's turn reads as people say it."""
    import game.tsukuyumi  # noqa: F401

    names = ("Ben",).__getitem__
    for key in ("ts.ev.rotated", "ts.m3.rotated"):
        args = {"seat": 0, "q": -3, "r": 3}
        assert core_i18n.describe(key, {**args, "steps": 3}, names, lang).endswith(half)
        assert core_i18n.describe(key, {**args, "steps": 1}, names, lang).endswith(sixth)


def test_the_scores_in_the_log_name_their_players(app) -> None:
    """"End of round 1: provisional scores 3, 7, 6." said whose score was whose nowhere."""
    from test_tsukuyumi_table import start

    _, table = start(app, 3, seed=5)
    names = [table.name(s) for s in range(3)]
    text = table.describe("ts.round_scored", {"round": 1, "totals": [3, 7, 6]})
    assert text == f"End of round 1: provisional scores {names[0]} 3, {names[1]} 7, {names[2]} 6."
    final = table.describe("ts.final", {"scores": [9, 4, 6], "winners": [0], "seat": 0})
    assert final.startswith(f"Final scoring: {names[0]} 9, {names[1]} 4, {names[2]} 6.")


@pytest.mark.rule("TS-M3.5")
@pytest.mark.parametrize("lang, expected", [("en", "by half a turn"), ("fr", "d'un demi-tour")])
def test_the_turn_button_says_the_turn_in_words(lang, expected) -> None:
    """The epic events' turn buttons read "Turn … by 3 sixths": now as the log says it."""
    from game.tsukuyumi.rules import RULES
    from game.tsukuyumi.setup import initial_state
    from game.ui.tables.tsukuyumi import m3_ui  # noqa: F401  (registers the M3 labels)
    from game.ui.tables.tsukuyumi.actions_ui import Words, label

    i18n.set_language(lang)
    try:
        st = initial_state(4, 3, RULES.check_setup(3, {"modules": ("m3",)}))
        w = Words(i18n.t, RULES.view(st, 0), lambda s: f"P{s}")
        at = st.board.zones[0].pos
        text = label(w, Action("epic_rotate", (at[0], at[1], 3)))
        assert text.endswith(expected) and "sixth" not in text and "sixième" not in text
    finally:
        i18n.set_language("en")
