"""Module 7, Oni missions (TS-M7; the M7 clauses of TS-2.22, TS-10.9, TS-13.8, TS-40.2)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ts_builders import ONI, board, disc, find, legal, play, state

from game.tsukuyumi import board as B
from game.tsukuyumi import modules, oni, scoring
from game.tsukuyumi.datafile import load
from game.tsukuyumi.modules import m7_oni_missions as m7
from game.tsukuyumi.rules import RULES, two_player_options
from game.tsukuyumi.setup import initial_state
from game.tsukuyumi.state import State, marks_at
from game.ui import i18n

M7 = {"modules": ("m7",)}
GREEN = {"phase": "green", "left": (("OC", 1),), "options": M7}
SPEC = {  # TS-M7.4's table: key -> (FR, EN, condition)
    "hearts_fall": ("Chute du cœur", "Heart's Fall", "conquer_moon_centre"),
    "homecoming": ("Retour au bercail", "Homecoming", "enter_own_start"),
    "border_raid": ("Raid frontalier", "Border Raid", "conquer_next_to_start"),
}
MOON = B.Zone(q=0, r=0, kind="moon", zone_type="moon", characteristic="tsukuyumi")


def _taken(st: State) -> dict[str, int | None]:
    return {k: m7.holder(st, k) for k in m7.CARDS}


@pytest.mark.rule("TS-M7.4", "TS-M7.1", "TS-42.14")
def test_the_three_cards_match_the_spec_names_reconstructed() -> None:
    raw = load(m7.DATA_FILE)
    assert [r["key"] for r in raw["missions"]] == list(SPEC)
    for key, (fr, en, kind) in SPEC.items():
        card = m7.CARDS[key]
        assert (card.name_fr, card.name_en, card.kind, card.vp) == (fr, en, kind, 1)
        assert card.source == "S" and set(card.reconstructed) == {"name_fr", "name_en"}
        for lang, name in (("en", en), ("fr", fr)):
            i18n.set_language(lang)
            assert i18n.t(f"ts.m7.{key}.name") == name
            assert i18n.t(f"ts.m7.{key}.text") != f"ts.m7.{key}.text"
            text = i18n.describe("ts.m7.taken", {"seat": 0, "oni_mission": key},
                                 lambda s: "Ana")
            assert "Ana" in text and name in text
    i18n.set_language("en")
    assert "ts.help.reconstructed.m7" in RULES.option_notes("modules", ("m7",))
    assert "m7" in modules.OFFERED
    st = initial_state(3, 3, RULES.check_setup(3, {**M7, "factions": "random"}))
    assert m7.free(st) == tuple(SPEC) and m7.in_play(st)  # laid out from the setup


@pytest.mark.rule("TS-M7.4", "TS-M7.3", "TS-8.14")
def test_hearts_fall_the_oni_conquer_the_moon_centre_held_by_a_player() -> None:
    brd = board([MOON])
    st = state([("large_oni", ONI, (1, 0))] * 2, the_board=brd, marks={(0, 0): 1}, **GREEN)
    before = scoring.total(st, 0)
    st, events = play(st, "oni_zone 1 0", "oni_move 1 0 0", "oni_target 0 0")
    assert marks_at(st, (0, 0)).owner == ONI
    assert find(events, "ts.m7.taken") == [{"seat": 0, "oni_mission": "hearts_fall"}]
    assert _taken(st)["hearts_fall"] == 0 and st.seats[0].oni_missions == ("hearts_fall",)
    assert scoring.other_vp(st, 0) == 1 and scoring.total(st, 0) == before + 1
    assert RULES.view(st, 1).seats[0].oni_missions == ("hearts_fall",)  # public (TS-40.2)
    assert scoring.finish(st, []).final[0] == scoring.total(st, 0)  # 1 VP at the end
    assert not m7.acting(st, 0)  # the Oni action is over


@pytest.mark.rule("TS-M7.4")
def test_border_raid_a_zone_next_to_another_players_start_zone() -> None:
    st = state([("large_oni", ONI, (0, 0))], starts={1: (2, 0)}, **GREEN)
    st, events = play(st, "oni_zone 0 0", "oni_move 1 1 0", "oni_target 1 0")
    assert marks_at(st, (1, 0)).owner == ONI  # an Oni marker as usual
    assert _taken(st)["border_raid"] == 0
    own = state([("large_oni", ONI, (0, 0))], starts={0: (2, 0)}, **GREEN)
    own, _ = play(own, "oni_zone 0 0", "oni_move 1 1 0", "oni_target 1 0")
    assert marks_at(own, (1, 0)).owner == ONI and _taken(own)["border_raid"] is None
    # a failed conquest fulfils nothing (Mountain +15 against a Small Oni's conquest)
    hill = state([("small_oni", ONI, (0, 0))], starts={1: (2, 0)},
                 the_board=board(mountains=[(1, 0)]), **GREEN)
    hill, _ = play(hill, "oni_zone 0 0", "oni_move 1 1 0", "oni_target 1 0")
    assert marks_at(hill, (1, 0)).owner != ONI and _taken(hill)["border_raid"] is None


@pytest.mark.rule("TS-M7.4", "TS-8.12")
def test_homecoming_an_oni_moved_into_your_own_start_zone() -> None:
    st = state([("small_oni", ONI, (0, 0))] * 2, starts={0: (1, 0), 1: (-1, 0)}, **GREEN)
    st, events = play(st, "oni_zone 0 0")
    assert "oni_move 1 -1 0" in legal(st)
    other, _ = play(st, "oni_move 1 -1 0")  # another player's start zone: no
    assert _taken(other)["homecoming"] is None
    st, events = play(st, "oni_move 1 1 0")  # the seat's own: taken at once
    assert find(events, "ts.m7.taken") == [{"seat": 0, "oni_mission": "homecoming"}]
    st, _ = play(st, "oni_target 0 0")  # (0, 0) borders the other start zone: both cards
    assert st.seats[0].oni_missions == ("homecoming", "border_raid")


@pytest.mark.rule("TS-M7.2", "TS-8.16")
def test_only_through_the_seats_own_oni_action_not_an_event() -> None:
    everywhere = {p: ONI for p in disc(2)}  # every zone an Oni territory: no target
    base = state([("small_oni", ONI, (0, 0))], starts={0: (1, 0)}, marks=everywhere, **GREEN)
    base = replace(base, marks=tuple(m for m in base.marks if m.at != (1, 0)))
    assert oni.origins(base) == ()  # no legal target: the fallback moves (TS-8.16)
    by_action, events = play(base, "oni_shift 1 1 0")
    assert _taken(by_action)["homecoming"] == 0
    # an Oni placement turned into a conquest (empty reserve, TS-8.8) is an Oni action too
    placing = replace(base, turn=replace(base.turn, left=(("OP", 2),)))
    assert legal(placing) == ["oni_convert"]
    placing, _ = play(placing, "oni_convert", "oni_shift 1 1 0")
    assert _taken(placing)["homecoming"] == 0
    # the same move begun by an event (E14 Oni Unrest's moves) does not count
    ev: list = []
    st = oni.begin_oni_moves(replace(base, turn=replace(base.turn, left=())), 0, 1, ev)
    st, _ = play(st, "oni_shift 1 1 0")
    assert _taken(st)["homecoming"] is None
    # an event's Oni conquest neither (E14: begin_oni_conquest, then its prompt)
    st = state([("large_oni", ONI, (0, 0))], starts={1: (2, 0)}, **{**GREEN, "left": ()})
    st = oni.begin_oni_conquest(st, 0, [], optional=True)
    st, _ = play(st, "oni_zone 0 0", "oni_move 1 1 0", "oni_target 1 0")
    assert marks_at(st, (1, 0)).owner == ONI and _taken(st)["border_raid"] is None
    # and nothing without the module
    off = replace(base, options=())
    off, _ = play(off, "oni_shift 1 1 0")
    assert _taken(off)["homecoming"] is None and scoring.other_sources(off) == ()


@pytest.mark.rule("TS-M7.3")
def test_each_card_goes_to_one_player_only() -> None:
    st = state([("large_oni", ONI, (0, 0))], starts={2: (2, 0)}, **GREEN)
    st = m7.take(st, 1, "conquer_next_to_start", [])
    st, events = play(st, "oni_zone 0 0", "oni_move 1 1 0", "oni_target 1 0")
    assert marks_at(st, (1, 0)).owner == ONI
    assert not find(events, "ts.m7.taken") and _taken(st)["border_raid"] == 1
    assert st.seats[0].oni_missions == () and m7.vp(st, 1) == 1
    assert m7.free(st) == ("hearts_fall", "homecoming")


@pytest.mark.rule("TS-M7.5", "TS-13.8")
def test_not_used_at_two_players() -> None:
    assert two_player_options({"modules": ("m5", "m7")})["modules"] == ("m5",)
    st = initial_state(5, 2, RULES.check_setup(2, {**M7, "factions": "random"}))
    assert "m7" not in (st.option("modules") or ())
    two = state([("large_oni", ONI, (0, 0))], factions=("cyber", "nomads"), **GREEN)
    assert not m7.in_play(two) and scoring.other_sources(two) == ()



@pytest.mark.rule("TS-M7.3", "TS-M7.4")
def test_bots_go_for_the_oni_missions_from_their_view() -> None:
    from ts_builders_bots import ask

    # Heart's Fall free: normal and hard send the Oni at the Moon centre seat 1 holds, where
    # without the module they would hit the leader's zones (seat 2)
    brd = board([MOON])
    st = state([("large_oni", ONI, (1, 0))] * 2, the_board=brd,
               marks={(0, 0): 1, (2, 0): 2, (1, -1): 2}, **GREEN)
    st = replace(st, seats=st.seats[:2] + (replace(st.seats[2], vp=10),))
    for level in ("normal", "hard"):
        for opts, taken in ((M7, 0), ({}, None)):
            moved = replace(st, options=tuple(opts.items()))
            for _ in range(5):
                moved, _ = RULES.apply(moved, 0, ask(moved, level))
                if not moved.pending:
                    break
            assert _taken(moved)["hearts_fall"] == taken, (level, opts)
            assert (marks_at(moved, (0, 0)).owner == ONI) == bool(opts), (level, opts)
    # Homecoming free: an Oni of the bot's own Oni action steps into its start zone
    home = state([("small_oni", ONI, (0, 0))] * 2, starts={0: (1, 0)}, **GREEN)
    home, _ = play(home, "oni_zone 0 0")
    assert str(ask(home, "normal")) in ("oni_move 1 1 0", "oni_move 2 1 0")
    # a card held is worth its VP in the bots' value
    from game.tsukuyumi.bots.policy_modules import m7_term

    assert m7_term(m7.take(st, 0, "enter_own_start", []), 0) == 1.0 and m7_term(st, 0) == 0.0
