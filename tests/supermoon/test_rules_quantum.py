"""Quantum Solutions, the fragmented corporation (SM-11, SM-12; SM-0.5, SM-13.3, SM-14 for
it): the reconstructed data against the spec's tables, the `skip` and `+1X` codes, the faces
chosen at setup, the condition and rule of each face, the ten techs with their refusals, a
saved state, and bot games."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest

from game.core import codec
from game.core.rules import IllegalAction
from game.supermoon import board as geo
from game.supermoon.abilities import ONE_MORE_ADVANCE, QUANTUM_TECHS
from game.supermoon.corps.quantum import ITEM, METEOR, MORE, NOTHING
from game.supermoon.data import (
    CORP_BY_KEY,
    CORPORATIONS,
    DATA_DIR,
    QUANTUM,
    QUANTUM_CORPS,
    QUANTUM_ID,
    SHAPES,
    SYMMETRIC_CORP,
    TILES,
    TRACK_INDEX,
    TRACKS,
    offered_corp,
    quantum_key,
    tile_size,
)
from game.supermoon.gains import place_piece, placement_rules
from game.supermoon.rules import RULES
from game.supermoon.state import PATCH, Gain, Rover, State, depot_slots
from game.supermoon.tracks import Turn, advance, milestone_steps, regress
from tests.supermoon.builders import (
    act,
    at_rotate,
    corp_player,
    depot_of,
    legal,
    legal_kind,
    make_board,
    new_game,
    sq,
    tile_id,
    turn,
    update_player,
    with_corp,
    with_events,
)

CIV, WATER, BIOMASS, ROVER, TECH = (TRACK_INDEX[t] for t in TRACKS)
UC = CORP_BY_KEY[SYMMETRIC_CORP]
T = {1: 3, 2: 5, 3: 7, 4: 10, 5: 14}  # the Tech step of each tech level (SM-12.4)
I4_RT = tile_id("I4", "rover", "tech")  # outer ring: a large tile (icons at x 0 and 2)
I4_WR = tile_id("I4", "water", "rover")
D2_CE = tile_id("D2", "civ", "energy")  # central disc: a small tile (icons at y 0 and 1)
D2_WR = tile_id("D2", "water", "rover")
I4_H = 0  # I4's horizontal form: AaBb
D2_V = 0  # D2's vertical form: A over B


# --- helpers ---------------------------------------------------------------------------------


def game(key: str = "quantum_aa", inner: tuple[int, ...] = (D2_CE,),
         outer: tuple[int, ...] = (I4_RT,), tracks: tuple[int, ...] = (0, 0, 0, 0, 0),
         board=None, deck: tuple[int, ...] | None = None, **changes) -> State:
    """Two seats in steps 4-5 of round 1, seat 0 on Quantum Solutions `key` with this depot
    (the station kept as it is) and board; `deck`: events on, its first card revealed."""
    options = {"events": True} if deck is not None else {}
    st = at_rotate(2, 3, **options)
    if deck is not None:
        st = with_events(st, deck)
    st = with_corp(st, 0, key)
    if board is not None:
        changes["boards"] = (board,) + st.work[0].boards[1:]
    st = update_player(st, 0, tracks=tracks, **changes)
    st = depot_of(st, 0, inner, outer)
    st = act(st, st.commander, f"rotate {st.rotation}")
    assert st.phase == "place"
    return st


def slots(st: State) -> tuple[int, int]:
    """(inner, outer) slots of seat 0's depot."""
    return depot_slots(st.depot(0))


def items(st: State, kind: str = ITEM) -> list[int]:
    """Pool indices of seat 0's items of a kind."""
    return [i for i, g in enumerate(st.work[0].pool) if g.kind == kind]


def item_at(st: State, square: int) -> int:
    """The pool index of the `qs_res` item of the icon on `square`."""
    return next(i for i, g in enumerate(st.work[0].pool) if g.kind == ITEM and g.arg == square)


def gains_of(st: State, index: int) -> set[str]:
    return {a for a in legal_kind(st, 0, "gain") if a.split()[1] == str(index)}


def logged(st: State, kind: str) -> bool:
    return any(k == kind for k, _ in st.work[0].journal)


def refused(st: State, text: str) -> None:
    assert text not in legal(st, 0)
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, RULES.parse_action(text))


def q_turn(key: str, tracks=(0, 0, 0, 0, 0), **changes) -> Turn:
    return turn(corp_player(key, tracks, **changes))


# --- data (SM-12, SM-0.5) --------------------------------------------------------------------

# SM-12.2, as printed in the spec (step: civ | water | biomass | rover | tech).
LOWER_B = """
| 16 |  |  |  | mv4 |  |
| 15 | M5 | M10 | M5 | mv4 + M5 | M5 |
| 14 | CIV-MS | skip | PATCH | mv4 | TECH-MS |
| 13 | skip | M7 | PATCH | mv4 | M2 |
| 12 | +1tech | SYN | M3 | mv3 + M2 | skip |
| 11 | SYN | PATCH | PATCH | mv3 | +1civ |
| 10 | CIV-MS | M5 | skip | mv3 + SYN | TECH-MS |
| 9 | M3 | skip | PATCH | mv3 | skip |
| 8 | SYN | M4 | M2 | mv2 + M1 | +1water |
| 7 | skip | SYN | PATCH | mv2 | TECH-MS |
| 6 | CIV-MS | M3 | PATCH | mv2 + NEW-ROVER | M1 |
| 5 | M2 | +1biomass | M1 | mv2 | TECH-MS |
| 4 | +1rover | M2 | skip | mv2 |  |
| 3 | CIV-MS | SYN | PATCH | mv1 | TECH-MS |
| 2 | M1 | M1 | SYN | mv1 | SYN |
| 1 |  |  |  | NEW-ROVER |  |
"""


def _table(text: str) -> dict[tuple[int, int], tuple[str, ...]]:
    out = {}
    for line in text.strip().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        step = int(cells[0])
        for track, cell in enumerate(cells[1:]):
            out[(track, step)] = tuple(c for c in cell.split(" + ") if c)
    return out


@pytest.mark.rule("SM-12.1", "SM-12.2", "SM-12.3", "SM-12.5")
def test_the_data_file_is_marked_reconstructed() -> None:
    raw = json.loads((DATA_DIR / "quantum.json").read_text(encoding="utf-8"))
    assert raw["reconstructed"] is True
    assert "printed components may differ" in raw["note"]
    assert raw["id"] == QUANTUM_ID and QUANTUM_ID >= len(CORPORATIONS)
    assert set(QUANTUM_CORPS) == {"quantum_aa", "quantum_ab", "quantum_ba", "quantum_bb"}
    assert all(CORP_BY_KEY[k] is c for k, c in QUANTUM_CORPS.items())
    assert not any(c.key.startswith("quantum") for c in CORPORATIONS)  # ids stay indices


@pytest.mark.rule("SM-12.2")
def test_lower_b_tracks_are_the_spec_table_exactly() -> None:
    want = _table(LOWER_B)
    for key in ("quantum_ab", "quantum_bb"):
        corp = CORP_BY_KEY[key]
        assert corp.rovers == 2
        for track in range(5):
            for step in range(17):
                assert corp.codes(track, step) == want.get((track, step), ()), (key, track, step)
    assert CORP_BY_KEY["quantum_ab"].tracks[ROVER] == UC.tracks[ROVER]  # "Rover = Universal"


@pytest.mark.rule("SM-12.1")
def test_lower_a_is_universal_with_more_synergies_and_less_rover_movement() -> None:
    extra_syn = {(CIV, 4), (WATER, 9), (BIOMASS, 14), (TECH, 8)}
    for key in ("quantum_aa", "quantum_ba"):
        corp = CORP_BY_KEY[key]
        assert corp.rovers == 2
        for track in range(5):
            for step in range(17):
                got, uc = corp.codes(track, step), UC.codes(track, step)
                if (track, step) in extra_syn:
                    assert uc == () and got == ("SYN",)
                elif track == ROVER:  # the other icons as Universal, the movement lower
                    assert [c for c in got if not c.startswith("mv")] == [
                        c for c in uc if not c.startswith("mv")]
                    want = 0 if step < 2 else 1 if step <= 5 else 2 if step <= 12 else 3
                    assert sum(int(c[2:]) for c in got if c.startswith("mv")) == want
                else:
                    assert got == uc, (track, step)
        moves = [sum(int(c[2:]) for c in c_.codes(ROVER, s) if c.startswith("mv"))
                 for c_ in (corp, UC) for s in range(2, 16)]
        assert sum(moves[:14]) == 27 and sum(moves[14:]) == 36


@pytest.mark.rule("SM-12.4")
def test_both_lower_faces_have_the_same_milestones() -> None:
    for key in QUANTUM_CORPS:
        assert milestone_steps(key, TECH, "TECH-MS") == (3, 5, 7, 10, 14)
        assert milestone_steps(key, CIV, "CIV-MS") == (3, 6, 10, 14)
    assert QUANTUM["milestones"]["tech"] == [3, 5, 7, 10, 14]
    assert QUANTUM["milestones"]["civ"] == [3, 6, 10, 14]
    t = q_turn("quantum_bb", (2, 0, 0, 0, 0))
    advance(t, CIV)  # a civ milestone of rank 1, then rank 2 at step 6
    t.set(tracks=(5, 0, 0, 0, 0))
    advance(t, CIV)
    assert t.player.milestones == (1, 2)


@pytest.mark.rule("SM-12.3")
def test_the_upper_faces_give_the_techs_of_the_spec_table() -> None:
    for up in "ab":
        techs = QUANTUM["upper"][up.upper()]["techs"]
        assert [t["level"] for t in techs] == [1, 2, 3, 4, 5]
        assert {t["ability"]: t["level"] for t in techs} == QUANTUM_TECHS[up]
        for down in "ab":
            corp = CORP_BY_KEY[f"quantum_{up}{down}"]
            assert corp.techs == tuple(t["effect"] for t in techs)
    upper_a = QUANTUM["upper"]["A"]["techs"]
    assert upper_a[0]["tiles"] == "large" and upper_a[0]["ignores"] == ["PU-4.4"]
    assert upper_a[1]["amount"] == 2 and upper_a[4]["use"] == "once_per_round"
    upper_b = QUANTUM["upper"]["B"]["techs"]
    assert upper_b[0]["tiles"] == "small" and upper_b[0]["ignores"] == ["PU-4.3", "PU-4.4"]
    assert upper_b[1]["scope_supermoon"] == "planet"  # "rovers on the planet"
    assert QUANTUM["upper"]["A"]["condition"] == "outer_ring"
    assert QUANTUM["upper"]["B"]["condition"] == "central_disc"


@pytest.mark.rule("SM-12.5", "SM-0.5")
def test_difficulty_is_the_sum_of_the_chosen_faces_icons() -> None:
    icons = {(h, f): QUANTUM[h][f]["difficulty"] for h in ("upper", "lower") for f in "AB"}
    assert icons == {("upper", "A"): 1, ("upper", "B"): 1, ("lower", "A"): 1,
                     ("lower", "B"): 2}
    want = {"quantum_aa": 2, "quantum_ab": 3, "quantum_ba": 2, "quantum_bb": 3}
    assert {k: c.difficulty for k, c in QUANTUM_CORPS.items()} == want
    assert offered_corp(QUANTUM_ID).difficulty == 2  # the offer shows the least of them
    assert offered_corp(3) is CORPORATIONS[3]
    st = new_game(2, seed=4, corporations="random", quantum=True)
    seat = next((s for s, p in enumerate(st.work) if p.corp_offer[0] == QUANTUM_ID), None)
    if seat is None:  # this seed did not deal it: give seat 0 the entry
        st = update_player(st, 0, corp_offer=(QUANTUM_ID, UC.corp_id))
        seat = 0
    st = act(st, seat, f"corp {QUANTUM_ID}")
    st = act(st, seat, "quantum 0 1")
    faces = [json.loads(a) for k, a in st.work[seat].journal if k == "sm.qs_faces"]
    assert faces == [{"seat": seat, "upper": "A", "lower": "B", "difficulty": 3}]


# --- the track codes of lower B (SM-12.2) ----------------------------------------------------


@pytest.mark.rule("SM-12.2")
def test_a_move_that_would_end_on_a_skip_goes_on_as_one_step() -> None:
    t = q_turn("quantum_ab", (6, 13, 3, 0, 8))
    advance(t, CIV)  # 7 is a skip: on to 8 (SYN), one advance
    assert t.player.tracks[CIV] == 8 and [g.kind for g in t.player.pool] == ["syn"]
    advance(t, WATER)  # 14 skip: on to the top
    assert t.player.tracks[WATER] == 15
    advance(t, BIOMASS)  # 4 skip: on to 5 (M1)
    assert t.player.tracks[BIOMASS] == 5
    t.set(pool=())
    regress(t, CIV, 1)  # back from 8: 7 is a skip, down to 6, claiming nothing
    assert t.player.tracks[CIV] == 6 and t.player.pool == () and t.player.milestones == ()
    regress(t, TECH, 2)  # 8 -> 7 -> 6 (no skip between)
    assert t.player.tracks[TECH] == 6
    t.set(tracks=(6, 13, 3, 0, 10))
    regress(t, TECH, 1)  # 9 is a skip: 10 -> 8, and its +1water is not claimed
    assert t.player.tracks[TECH] == 8 and t.player.pool == ()
    t.set(tracks=(0, 0, 0, 0, 0))
    regress(t, CIV, 1)
    assert t.player.tracks[CIV] == 0  # never below 0


@pytest.mark.rule("SM-12.2")
def test_a_plus_one_space_advances_another_tracker_with_its_benefits() -> None:
    t = q_turn("quantum_bb", (3, 0, 0, 0, 10))
    t.set(last_tile=0)
    advance(t, CIV)  # civ 4: +1rover, at once (PU-18.16's reading, shared)
    assert t.player.tracks[CIV] == 4
    assert t.player.tracks[ROVER] == 1 and [g.kind for g in t.player.pool] == ["rover"]
    t.set(pool=())
    advance(t, TECH)  # tech 11: +1civ -> civ 5 (M2)
    assert t.player.tracks[CIV] == 5 and t.player.tracks[TECH] == 11
    t = q_turn("quantum_bb", (11, 0, 0, 0, 11))
    advance(t, CIV)  # civ 12: +1tech -> tech 12 is a skip: tech 13
    assert t.player.tracks == (12, 0, 0, 0, 13)
    t = q_turn("quantum_bb", (3, 0, 0, 0, 0))
    advance(t, CIV, benefits=False)  # event 68: no benefits, no +1
    assert t.player.tracks == (4, 0, 0, 0, 0) and t.player.pool == ()


# --- setup (SM-11.1, SM-14) -------------------------------------------------------------------


@pytest.mark.rule("SM-11.1")
def test_the_option_is_off_by_default_and_shown_only_with_asymmetric_corporations() -> None:
    spec = next(o for o in RULES.option_specs() if o.name == "quantum")
    assert spec.default is False
    assert not RULES.option_visible("quantum", {"corporations": "symmetric"}, 2)
    assert RULES.option_visible("quantum", {"corporations": "random"}, 2)
    assert RULES.option_visible("quantum", {"corporations": "choice"}, 1)
    assert RULES.check_setup(2, {"quantum": "on"})["quantum"] is True
    for seed in range(8):
        st = new_game(6, seed=seed, corporations="random")
        assert all(p.corp_offer[0] != QUANTUM_ID for p in st.work)
    st = new_game(3, seed=2, corporations="choice")
    assert f"corp {QUANTUM_ID}" not in legal(st, st.commander)


@pytest.mark.rule("SM-11.1", "SM-14.1", "SM-14.2")
def test_dealt_quantum_solutions_then_its_faces_in_the_secret_setup_step() -> None:
    dealt = []
    for seed in range(30):
        st = new_game(6, seed=seed, corporations="random", quantum=True)
        offers = [p.corp_offer[0] for p in st.work]
        assert offers.count(QUANTUM_ID) <= 1 and len(set(offers)) == 6  # one player at most
        if QUANTUM_ID in offers:
            dealt.append((st, offers.index(QUANTUM_ID)))
    assert dealt  # it is in the dealt pool
    st, seat = dealt[0]
    assert sorted(legal(st, seat)) == sorted([f"corp {QUANTUM_ID}", f"corp {UC.corp_id}"])
    refused(replace(st, work=tuple(replace(p, corp_offer=()) for p in st.work)),
            "quantum 0 0")  # no faces before the corporation is taken
    st = act(st, seat, f"corp {QUANTUM_ID}")
    me = st.work[seat]
    assert me.quantum_offer and me.corp == SYMMETRIC_CORP and not me.done
    assert sorted(legal(st, seat)) == ["quantum 0 0", "quantum 0 1", "quantum 1 0",
                                       "quantum 1 1"]
    with pytest.raises(IllegalAction):
        RULES.apply(st, seat, RULES.parse_action("quantum 2 0"))
    st = act(st, seat, "quantum 1 0")
    me = st.work[seat]
    assert me.corp == "quantum_ba" and not me.quantum_offer
    assert me.tracks == (0, 0, 0, 0, 0) and me.rover_supply == 2
    other = (seat + 1) % 6
    assert RULES.view(st, other).players[seat].corp == SYMMETRIC_CORP  # not yet revealed
    for s in range(6):
        while s in RULES.to_act(st) and st.phase == "setup":
            st = act(st, s, legal(st, s)[0])
    assert st.players[seat].corp == "quantum_ba"  # revealed with everyone's setup
    assert RULES.view(st, other).players[seat].corp == "quantum_ba"  # public (SM-14.1)


@pytest.mark.rule("SM-11.1")
def test_free_choice_offers_quantum_solutions_once_and_the_faces_come_at_setup() -> None:
    st = new_game(3, seed=2, corporations="choice", quantum=True, moons=True)
    first = st.commander
    assert f"corp {QUANTUM_ID}" in legal(st, first) and len(legal(st, first)) == 10
    st = act(st, first, f"corp {QUANTUM_ID}")
    second = (first + 1) % 3
    assert RULES.to_act(st) == (second,)
    assert st.players[first].quantum_offer  # public: taken, faces to come
    assert f"corp {QUANTUM_ID}" not in legal(st, second)
    st = act(st, second, f"corp {CORP_BY_KEY['republic'].corp_id}")
    st = act(st, (second + 1) % 3, f"corp {UC.corp_id}")
    assert st.phase == "setup"
    assert all(a.startswith("quantum ") for a in legal(st, first))  # faces before the moon
    assert not any(a.startswith("moon ") for a in legal(st, first))
    assert not any(a.startswith("quantum ") for a in legal(st, second))
    st = act(st, first, "quantum 0 0")
    assert all(a.startswith("moon ") for a in legal(st, first))
    assert st.work[first].corp == "quantum_aa"


# --- the condition and the rule (SM-11.2 to SM-11.7) ------------------------------------------


@pytest.mark.rule("SM-11.2", "SM-11.3", "SM-11.4")
def test_the_condition_is_checked_when_the_rounds_tile_is_selected() -> None:
    for key, ring_ok in (("quantum_aa", "outer"), ("quantum_ba", "inner")):
        for ring in ("outer", "inner"):
            st = game(key)
            inner, outer = slots(st)
            if ring == "outer":
                st = act(st, 0, f"place {outer} {I4_H} 0 5 0")
            else:
                st = act(st, 0, f"place {inner} {D2_V} 0 5 0")
            p = st.work[0]
            met = ring == ring_ok
            assert p.quantum == (1 if met else -1)
            assert logged(st, "sm.qs_rule_on" if met else "sm.qs_rule_off")
            assert bool(items(st)) == met  # the rule's items, or the plain advancements
            if not met:
                assert {g.kind for g in p.pool} <= {"adv", "energy"}
    st = game("quantum_aa")
    assert st.work[0].quantum == 0  # nothing selected yet: active from the start, no tech


@pytest.mark.rule("SM-11.4")
def test_the_rule_holds_for_every_tile_placed_with_advancement_this_round() -> None:
    st = game("quantum_aa")
    inner, outer = slots(st)
    st = act(st, 0, f"place {outer} {I4_H} 0 5 0")
    p = replace(st.work[0], pool=())
    civ = replace(st, phase="civ")  # Depot Repair Online in the civ step
    t = Turn(0, p, "", st.round)
    place_piece(t, civ, 0, D2_CE, D2_V, 4, 5, with_advance=True)
    assert [g.kind for g in t.player.pool] == [ITEM, ITEM]
    t = Turn(0, p, "", st.round)
    place_piece(t, civ, 0, D2_CE, D2_V, 4, 5, with_advance=False)  # Salvage Yard
    assert t.player.pool == ()
    off = replace(p, quantum=-1)
    t = Turn(0, off, "", st.round)
    place_piece(t, civ, 0, D2_CE, D2_V, 4, 5, with_advance=True)
    assert [g.kind for g in t.player.pool] == ["adv", "energy"]
    event = replace(st, phase="event")  # a tile before the draft: no decision yet
    t = Turn(0, replace(p, quantum=0), "", st.round)
    place_piece(t, event, 0, D2_CE, D2_V, 4, 5, with_advance=True)
    assert t.player.quantum == 0 and [g.kind for g in t.player.pool] == ["adv", "energy"]


@pytest.mark.rule("SM-11.4")
def test_a_rescue_pair_replacing_the_draft_ignores_the_rule() -> None:
    st = at_rotate(2, 3, rescue="on")
    st = with_corp(st, 0, "quantum_ba")
    st = act(st, st.commander, f"rotate {st.rotation}")
    first = legal_kind(st, 0, "rescue")[0]
    st = act(st, 0, first)
    p = st.work[0]
    assert p.quantum == -1 and logged(st, "sm.qs_rule_rescue") and not items(st)


@pytest.mark.rule("SM-11.5")
def test_lower_a_one_resource_may_regress_instead_of_advancing() -> None:
    st = game("quantum_aa", tracks=(0, 0, 0, 3, 2))
    inner, outer = slots(st)
    st = act(st, 0, f"place {outer} {I4_H} 0 5 0")  # Rover icon (0,5), Tech icon (2,5)
    rover, tech = item_at(st, sq(0, 5)), item_at(st, sq(2, 5))
    assert gains_of(st, rover) == {f"gain {rover} {ROVER} 0", f"gain {rover} {ROVER} 1"}
    assert gains_of(st, tech) == {f"gain {tech} {TECH} 0", f"gain {tech} {TECH} 1"}
    st = act(st, 0, f"gain {rover} {ROVER} 1")
    p = st.work[0]
    assert p.tracks[ROVER] == 2 and p.moves == 0  # claiming nothing
    assert logged(st, "sm.qs_regress")
    tech = item_at(st, sq(2, 5))
    assert gains_of(st, tech) == {f"gain {tech} {TECH} 0"}  # only one of the two may
    refused(st, f"gain {tech} {TECH} 1")
    st = act(st, 0, f"gain {tech} {TECH} 0")
    assert st.work[0].tracks[TECH] == 3 and not items(st)
    # Advancing both is allowed (the regression is optional).
    st = game("quantum_aa", tracks=(0, 0, 0, 3, 2))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    st = act(st, 0, f"gain {item_at(st, sq(0, 5))} {ROVER} 0")
    st = act(st, 0, f"gain {item_at(st, sq(2, 5))} {TECH} 0")
    assert st.work[0].tracks[ROVER] == 4 and st.work[0].tracks[TECH] == 3


@pytest.mark.rule("SM-11.5")
def test_lower_a_water_may_regress_without_ice_and_energy_by_its_area() -> None:
    st = game("quantum_aa", outer=(I4_WR,), tracks=(0, 2, 0, 0, 0))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 1 4 0")  # Water squares on land
    water = item_at(st, sq(1, 4))
    assert gains_of(st, water) == {f"gain {water} {WATER} 1", f"gain {water} {NOTHING} 0"}
    st = act(st, 0, f"gain {water} {WATER} 1")
    assert st.work[0].tracks[WATER] == 1
    st = game("quantum_aa", outer=(I4_WR,), tracks=(0, 0, 0, 0, 0))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 1 4 0")
    pool = st.work[0].pool  # Water at 0 off ice: nothing to regress, nothing to advance
    assert [g.arg for g in pool if g.kind == ITEM] == [sq(3, 4)]
    # Energy: the trackers its area could feed (here its own Civ square).
    st = game("quantum_ba", tracks=(2, 0, 0, 0, 0))
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")  # Civ icon (0,5), Energy (0,6)
    energy = item_at(st, sq(0, 6))
    assert gains_of(st, energy) == {f"gain {energy} {CIV} 0", f"gain {energy} {CIV} 1"}


@pytest.mark.rule("SM-11.6")
def test_lower_b_one_resource_twice_and_the_other_nothing() -> None:
    st = game("quantum_ab", tracks=(0, 0, 0, 0, 2))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    rover, tech = item_at(st, sq(0, 5)), item_at(st, sq(2, 5))
    assert gains_of(st, rover) == {f"gain {rover} {ROVER} 0"}  # no regression under B
    assert gains_of(st, tech) == {f"gain {tech} {TECH} 0"}
    refused(st, f"gain {rover} {ROVER} 1")
    st = act(st, 0, f"gain {rover} {ROVER} 0")
    p = st.work[0]
    assert p.tracks[ROVER] == 2 and p.tracks[TECH] == 2  # Rover twice, Tech nothing
    assert p.moves == 1 and "rover" in [g.kind for g in p.pool]  # both spaces claimed
    assert not items(st) and logged(st, "sm.qs_double")
    # Energy: the same chosen tracker twice.
    st = game("quantum_bb", tracks=(1, 0, 0, 0, 0))
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")
    energy = item_at(st, sq(0, 6))
    st = act(st, 0, f"gain {energy} {CIV} 0")
    assert st.work[0].tracks[CIV] == 3 and not items(st)


@pytest.mark.rule("SM-11.6")
def test_lower_b_water_twice_only_on_ice() -> None:
    st = game("quantum_ab", outer=(I4_WR,))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 1 4 0")  # Water off ice: not offered
    assert [st.work[0].pool[i].arg for i in items(st)] == [sq(3, 4)]
    st = game("quantum_ab", outer=(I4_WR,))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")  # Water on ice: twice
    st = act(st, 0, f"gain {item_at(st, sq(0, 5))} {WATER} 0")
    assert st.work[0].tracks[WATER] == 2 and st.work[0].tracks[ROVER] == 0


@pytest.mark.rule("SM-11.5", "SM-11.6")
def test_events_104_108_remove_one_resource_first() -> None:
    st = game("quantum_ab", deck=(104,), tracks=(0, 0, 0, 0, 2))
    assert st.event == 104
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    st = act(st, 0, f"gain {item_at(st, sq(2, 5))} {TECH} 0")
    assert st.work[0].tracks[TECH] == 4 and st.work[0].tracks[ROVER] == 0  # B doubles it
    assert not items(st)
    st = game("quantum_aa", deck=(108,), tracks=(0, 0, 0, 3, 2))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    st = act(st, 0, f"gain {item_at(st, sq(0, 5))} {ROVER} 1")  # the one kept: regressed
    p = st.work[0]
    assert p.tracks[ROVER] == 2 and p.tracks[TECH] == 2 and not items(st)


@pytest.mark.rule("SM-11.7")
def test_large_and_small_tiles() -> None:
    for shape in SHAPES:
        for tile in (t.tile_id for t in TILES if t.shape_id == shape.shape_id):
            assert tile_size(tile) == ("large" if shape.name in ("N", "F", "U5", "S5", "S4",
                                                                 "I4") else "small")
    assert tile_size(1000) == "small"  # a rescue tile
    assert tile_size(PATCH) == ""  # blocks are neither


@pytest.mark.rule("SM-11.8")
def test_periphery_is_the_boards_edge_squares() -> None:
    # The same large tile with its Water icon on an edge square or not (upper A T3).
    near = make_board({sq(1, 4): "c"})
    for x, bonus in ((0, True), (1, False)):
        st = game("quantum_aa", outer=(I4_WR,), tracks=(0, 0, 0, 0, T[3]), board=near)
        st = act(st, 0, f"place {slots(st)[1]} {I4_H} {x} 5 0")
        tech = [g for g in st.work[0].pool if g.kind == "adv" and g.source == "tech"]
        assert bool(tech) == bonus and geo.is_edge(st.work[0].boards[0], sq(x, 5)) == bonus


# --- techs (SM-12.3) ------------------------------------------------------------------------------


def _legal_here(p, tile: int, form: int, x: int, y: int, st: State | None = None) -> bool:
    st = st or new_game(1)
    return geo.is_legal_placement(p.boards[0], tile, form, x, y, placement_rules(st, p))


@pytest.mark.rule("SM-12.3")
def test_upper_a_t1_a_large_tile_on_the_edge_ignores_adjacency() -> None:
    board = make_board({sq(6, 6): "c"})
    n_tile = tile_id("N", "rover", "tech")
    p = corp_player("quantum_aa", (0, 0, 0, 0, T[1]), board=board)
    assert _legal_here(p, I4_RT, I4_H, 0, 5)  # on the edge, touching nothing
    assert not _legal_here(p, n_tile, 0, 3, 4)  # large, off the edge, touching nothing
    assert not _legal_here(p, D2_CE, D2_V, 0, 5)  # small: no
    locked = corp_player("quantum_aa", (0, 0, 0, 0, T[1] - 1), board=board)
    assert not _legal_here(locked, I4_RT, I4_H, 0, 5)
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[1] - 1), board=board)
    refused(st, f"place {slots(st)[1]} {I4_H} 0 5 0")
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[1]), board=board)
    assert f"place {slots(st)[1]} {I4_H} 0 5 0" in legal(st, 0)


@pytest.mark.rule("SM-12.3")
def test_upper_b_t1_a_small_tile_off_the_edge_ignores_edge_first_and_adjacency() -> None:
    p = corp_player("quantum_ba", (0, 0, 0, 0, T[1]))
    assert _legal_here(p, D2_CE, D2_V, 5, 5)  # the first tile, in the interior
    assert not _legal_here(p, I4_RT, I4_H, 2, 5)  # a large tile: edge first holds
    locked = corp_player("quantum_ba", (0, 0, 0, 0, 0))
    assert not _legal_here(locked, D2_CE, D2_V, 5, 5)
    far = corp_player("quantum_ba", (0, 0, 0, 0, T[1]), board=make_board({sq(9, 9): "c"}))
    assert _legal_here(far, D2_CE, D2_V, 4, 4)  # touching nothing
    assert not _legal_here(far, D2_CE, D2_V, 0, 5)  # on an edge square: adjacency holds
    assert not _legal_here(far, I4_RT, I4_H, 2, 5)
    charybdis = replace(p, boards=(geo.empty_board("charybdis"),))  # the planet's own rule
    assert not _legal_here(charybdis, D2_CE, D2_V, 3, 3)
    assert _legal_here(charybdis, D2_CE, D2_V, 5, 5)
    st = game("quantum_ba", tracks=(0, 0, 0, 0, 0))
    refused(st, f"place {slots(st)[0]} {D2_V} 5 5 0")
    st = game("quantum_ba", tracks=(0, 0, 0, 0, T[1]))
    assert f"place {slots(st)[0]} {D2_V} 5 5 0" in legal(st, 0)


@pytest.mark.rule("SM-12.3")
def test_upper_a_t2_movement_on_selecting_a_large_tile_spent_before_placing() -> None:
    rover = dict(rovers=(Rover(0, sq(6, 6)),), rover_supply=1)
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[2]), moves=3, **rover)
    inner, outer = slots(st)
    assert legal_kind(st, 0, "use") == [f"use 80 {outer}"]  # the large tile only
    refused(st, f"use 80 {inner}")
    st = act(st, 0, f"use 80 {outer}")
    p = st.work[0]
    assert p.moves == 5 and p.selected == outer and p.quantum == 1  # condition met now
    assert {a.split()[1] for a in legal_kind(st, 0, "place")} == {str(outer)}
    assert not legal_kind(st, 0, "rescue") and not legal_kind(st, 0, "use")
    st = act(st, 0, legal_kind(st, 0, "move")[0])
    assert st.work[0].moves == 4
    st = act(st, 0, f"place {outer} {I4_H} 0 5 0")
    assert st.work[0].moves == 3 and logged(st, "sm.qs_moves_lost")  # T2's points first
    assert not legal_kind(st, 0, "use")
    locked = game("quantum_aa", tracks=(0, 0, 0, 0, T[2] - 1), **rover)
    refused(locked, f"use 80 {slots(locked)[1]}")
    no_rover = game("quantum_aa", tracks=(0, 0, 0, 0, T[2]))
    assert not legal_kind(no_rover, 0, "use")  # no rover to move


@pytest.mark.rule("SM-12.3")
def test_upper_b_t2_each_planet_rover_steps_once_before_placing_a_small_tile() -> None:
    moon = make_board(kind="moon")
    st = game("quantum_ba", tracks=(0, 0, 0, 0, T[2]),
              rovers=(Rover(0, sq(6, 6)), Rover(1, sq(5, 5))), rover_supply=0)
    st = update_player(st, 0, boards=st.work[0].boards + (moon,))
    inner, outer = slots(st)
    assert legal_kind(st, 0, "use") == [f"use 81 {inner}"]
    refused(st, f"use 81 {outer}")
    st = act(st, 0, f"use 81 {inner}")
    assert st.work[0].quantum_steps == (0,) and st.work[0].quantum == 1
    steps = legal_kind(st, 0, "use")
    assert steps and all(a.startswith("use 82 0 ") for a in steps)  # not the moon rover
    refused(st, "use 82 1 0")
    st = act(st, 0, "use 82 0 1")  # right, for free
    p = st.work[0]
    assert p.rovers[0] == Rover(0, sq(7, 6)) and p.moves == 0 and p.quantum_steps == ()
    refused(st, "use 82 0 1")  # once each
    st = game("quantum_ba", tracks=(0, 0, 0, 0, T[2]), rovers=(Rover(0, sq(6, 6)),),
              rover_supply=1)
    st = act(st, 0, f"use 81 {slots(st)[0]}")
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")
    assert st.work[0].quantum_steps == () and not legal_kind(st, 0, "use")
    locked = game("quantum_ba", tracks=(0, 0, 0, 0, T[2] - 1), rovers=(Rover(0, sq(6, 6)),))
    refused(locked, f"use 81 {slots(locked)[0]}")


@pytest.mark.rule("SM-12.3", "SM-11.9")
def test_t3_water_one_more_by_the_icons_place_and_apart_from_the_rule() -> None:
    near = make_board({sq(1, 4): "c"})
    st = game("quantum_ab", outer=(I4_WR,), tracks=(0, 0, 0, 0, T[3]), board=near)
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")  # Water icon on an edge square
    st = act(st, 0, f"gain {item_at(st, sq(2, 5))} {ROVER} 0")  # B: Rover twice, no Water
    p = st.work[0]
    assert p.tracks[ROVER] == 2
    bonus = [i for i, g in enumerate(p.pool) if g.kind == "adv" and g.source == "tech"]
    assert len(bonus) == 1 and p.pool[bonus[0]].arg == WATER  # the T3 bonus stays
    st = act(st, 0, f"gain {bonus[0]}")
    assert st.work[0].tracks[WATER] == 1
    # Upper B: a small tile whose Water icon is not on an edge square.
    for x, bonus_ok in ((1, True), (0, False)):
        st = game("quantum_ba", inner=(D2_WR,), tracks=(0, 0, 0, 0, T[3]))
        st = act(st, 0, f"place {slots(st)[0]} {D2_V} {x} 5 0")  # Water icon (x,5) on ice
        got = [g for g in st.work[0].pool if g.kind == "adv" and g.source == "tech"]
        assert bool(got) == bonus_ok
    st = game("quantum_ba", inner=(D2_WR,), tracks=(0, 0, 0, 0, T[3] - 1))
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")
    assert not [g for g in st.work[0].pool if g.source == "tech"]
    st = game("quantum_aa", inner=(D2_WR,), tracks=(0, 0, 0, 0, T[3]))  # A: large tiles only
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")
    assert not [g for g in st.work[0].pool if g.source == "tech"]


@pytest.mark.rule("SM-12.3")
def test_t4_may_destroy_a_meteorite_beside_the_tile() -> None:
    board = make_board({sq(4, 5): "c", sq(6, 6): "c"}, meteors=(sq(4, 5), sq(6, 6)))
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[4]), board=board)
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")  # covers an edge square
    (i,) = items(st, METEOR)
    assert gains_of(st, i) == {f"gain {i} {sq(4, 5)}", f"gain {i} {NOTHING}"}
    refused(st, f"gain {i} {sq(6, 6)}")  # not beside it
    st = act(st, 0, f"gain {i} {sq(4, 5)}")
    p = st.work[0]
    assert p.boards[0].meteors == (sq(6, 6),) and p.meteorites == 0  # destroyed, not collected
    # Declining is allowed.
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[4]), board=board)
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    st = act(st, 0, f"gain {items(st, METEOR)[0]} {NOTHING}")
    assert len(st.work[0].boards[0].meteors) == 2
    # A large tile off the edge, or a small tile, gives nothing under upper A; below T4 none.
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[4]), board=board)
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 5 5 0")
    assert not items(st, METEOR)
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[4] - 1), board=board)
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    assert not items(st, METEOR)
    # Upper B: any small tile.
    st = game("quantum_ba", tracks=(0, 0, 0, 0, T[4]), board=board)
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 5 5 0")  # (5,5), (5,6): beside both
    (i,) = items(st, METEOR)
    assert gains_of(st, i) == {f"gain {i} {sq(4, 5)}", f"gain {i} {sq(6, 6)}",
                               f"gain {i} {NOTHING}"}


@pytest.mark.rule("SM-12.3", "SM-11.9")
def test_upper_a_t5_one_more_advancement_once_a_round() -> None:
    st = game("quantum_ab", tracks=(0, 0, 0, 0, T[5]))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    (i,) = items(st, MORE)
    assert gains_of(st, i) == {f"gain {i} {ROVER}", f"gain {i} {TECH}", f"gain {i} {NOTHING}"}
    st = act(st, 0, f"gain {item_at(st, sq(0, 5))} {ROVER} 0")  # B: Rover twice
    st = act(st, 0, f"gain {items(st, MORE)[0]} {TECH}")  # and T5 still on the Tech icon
    p = st.work[0]
    assert p.tracks[ROVER] == 2 and p.tracks[TECH] == T[5] + 1 and ONE_MORE_ADVANCE in p.used
    t = Turn(0, replace(p, pool=()), "", st.round)  # a second large tile this round
    place_piece(t, replace(st, phase="civ"), 0, tile_id("N", "civ", "energy"), 0, 4, 6,
                with_advance=True)
    assert not [g for g in t.player.pool if g.kind == MORE]
    from game.supermoon.phases import _cleanup
    nxt = _cleanup(replace(st, players=st.work, phase="civ"), [])  # the next round
    assert ONE_MORE_ADVANCE not in nxt.work[0].used and nxt.work[0].quantum == 0
    # Declined, it is not used up; small tiles and lower levels give nothing.
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[5]))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    st = act(st, 0, f"gain {items(st, MORE)[0]} {NOTHING}")
    assert ONE_MORE_ADVANCE not in st.work[0].used
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[5]))
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")
    assert not items(st, MORE)
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[5] - 1))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    assert not items(st, MORE)


@pytest.mark.rule("SM-12.3")
def test_upper_b_t5_movement_for_an_advance_ending_on_an_empty_space() -> None:
    def after(key: str, tracks, gain: Gain) -> State:
        st = game(key, tracks=tracks)
        st = update_player(st, 0, pool=(gain,), placed=True)
        return act(st, 0, "gain 0" if gain.kind == "adv" else f"gain 0 {gain.arg}")

    st = after("quantum_ba", (0, 4, 0, 0, T[5]), Gain("adv", WATER, source="tile"))
    assert st.work[0].tracks[WATER] == 5 and st.work[0].moves == 1  # water 5 is empty
    assert logged(st, "sm.qs_empty_space")
    st = after("quantum_ba", (0, 3, 0, 0, T[5]), Gain("adv", WATER, opts=(2,), source="tile"))
    assert st.work[0].tracks[WATER] == 5 and st.work[0].moves == 1  # 4, then 5: the end
    st = after("quantum_ba", (0, 4, 0, 0, T[5]), Gain("adv", WATER, opts=(2,), source="tile"))
    assert st.work[0].tracks[WATER] == 6 and st.work[0].moves == 0  # 5 only passed
    st = after("quantum_bb", (6, 0, 0, 0, T[5]), Gain("adv", CIV, source="tile"))
    assert st.work[0].tracks[CIV] == 8 and st.work[0].moves == 0  # past a skip, onto SYN
    st = after("quantum_ba", (0, 4, 0, 0, T[5] - 1), Gain("adv", WATER, source="tile"))
    assert st.work[0].moves == 0  # below T5
    st = after("quantum_aa", (0, 4, 0, 0, T[5]), Gain("adv", WATER, source="tile"))
    assert st.work[0].moves == 0  # upper A's T5 is another ability


# --- solo target, saves, bots -------------------------------------------------------------------


@pytest.mark.rule("SM-13.3")
def test_solo_target_is_unchanged_with_quantum_solutions() -> None:
    from game.supermoon.data import solo_target
    from game.supermoon.rules import target
    for moons in (False, True):
        st = next(g for seed in range(60) for g in [new_game(1, seed=seed, moons=moons,
                                                             corporations="random",
                                                             quantum=True)]
                  if g.work[0].corp_offer[0] == QUANTUM_ID)
        st = act(st, 0, f"corp {QUANTUM_ID}")
        st = act(st, 0, "quantum 1 1")
        assert st.work[0].corp == "quantum_bb"
        g, o, r = st.event_counts
        assert target(st) == solo_target({"green": g, "orange": o, "red": r}, moon=moons)
        plain = replace(st, options=tuple(kv for kv in st.options if kv[0] != "quantum"),
                        players=(replace(st.players[0], corp=SYMMETRIC_CORP),))
        assert target(plain) == target(st)  # neither the option nor the corporation counts


@pytest.mark.rule("SM-11.1", "SM-11.4", "SM-12.3")
def test_a_state_with_quantum_fields_survives_json() -> None:
    st = game("quantum_ba", tracks=(0, 0, 0, 0, T[2]), rovers=(Rover(0, sq(6, 6)),))
    st = act(st, 0, f"use 81 {slots(st)[0]}")
    st = update_player(st, 1, quantum_offer=True, quantum_moves=2)
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")
    p = st.work[0]
    assert p.quantum == 1 and any(g.kind == ITEM for g in p.pool)
    text = json.dumps(codec.encode(st))
    back = codec.decode(State, json.loads(text))
    assert back == st
    assert back.work[1].quantum_offer and back.work[1].quantum_moves == 2


def _forced(key: str):
    from game.supermoon.corps import take_corporation
    from game.supermoon.rules import SupermoonRules

    class Forced(SupermoonRules):
        def initial_state(self, seed, n_seats, options):
            st = super().initial_state(seed, n_seats, options)
            players = (take_corporation(st.players[0], key),) + st.players[1:]
            return replace(st, players=players, work=players, base=players)

    return Forced()


@pytest.mark.rule("SM-11.2", "SM-11.5", "SM-11.6")
@pytest.mark.parametrize("key", ["quantum_ab", "quantum_ba"])
def test_bot_games_with_quantum_solutions_finish(key: str) -> None:
    from game.core.simulate import play_bots
    result = play_bots(_forced(key), ["easy", "easy"], 71_000 + len(key), {})
    assert result.outcome is not None and len(result.outcome.scores) == 2


@pytest.mark.rule("SM-11.1")
def test_a_bot_takes_dealt_quantum_solutions_and_chooses_its_faces() -> None:
    from game.core.rng import Rng
    from game.core.simulate import play_bots
    from game.supermoon.bots.levels import decide
    from game.supermoon.bots.quantum import PREFERRED
    st = new_game(1, seed=10, corporations="random", quantum=True)
    view = RULES.view(st, 0)
    choice = decide(view, RULES.legal_actions(st, 0), Rng.from_seed(1), "normal")
    assert str(choice) == f"corp {QUANTUM_ID}"
    st = act(st, 0, str(choice))
    faces = decide(RULES.view(st, 0), RULES.legal_actions(st, 0), Rng.from_seed(1), "normal")
    assert faces.kind == "quantum" and faces.args == PREFERRED
    st = act(st, 0, str(faces))
    assert st.work[0].corp == quantum_key(*faces.args)
    result = play_bots(RULES, ["easy"], 10, {"corporations": "random", "quantum": True})
    assert result.outcome is not None
    assert result.actions[0] == (0, f"corp {QUANTUM_ID}")
    assert result.actions[1][1].startswith("quantum ")


@pytest.mark.rule("SM-12.2", "SM-12.3")
def test_every_text_of_quantum_solutions_in_both_languages() -> None:
    from game.core import i18n
    from game.supermoon.corps import USES
    src = (DATA_DIR.parent / "corps" / "quantum.py").read_text(encoding="utf-8")
    logs = set(re.findall(r'"(sm\.qs_[a-z_]+)"', src))
    assert len(logs) >= 10
    for lang in i18n.LANGUAGES:
        cat = i18n.catalogue(lang)
        keys = {"sm.arg.corp.100", "sm.option.quantum", "sm.help.quantum"} | logs
        keys |= {f"ui.supermoon.gain.{kind}" for kind in (ITEM, METEOR, MORE)}
        for code in (80, 81, 82):
            keys |= {f"ui.supermoon.use.{USES[code].name}",
                     f"ui.supermoon.use.{USES[code].name}.tip"}
        for key, corp in QUANTUM_CORPS.items():
            keys |= {f"sm.corp.{key}.{part}" for part in ("name", "power", "strength",
                                                          "weakness", "track_note")}
            keys |= {f"sm.tech.{key}.{n}" for n in range(1, 6)}
            keys |= {f"sm.corp.{key}.tech.{n}" for n in range(1, 6)}
            for column in corp.tracks:  # the screen's tooltip of each printed code
                for codes in column:
                    keys |= {"sm.benefit." + re.sub(r"^(M|mv)\d+$", r"\1", c) for c in codes}
        missing = sorted(k for k in keys if not cat.get(k, "").strip())
        assert missing == [], lang
