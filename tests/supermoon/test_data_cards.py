"""Planet Unknown card data (PU-0.5, PU-10, PU-11.4, PU-12.7) against the spec: the civ cards
and their effects, the objectives with both sides, and the events with their colours and
effects. The expected tables are copied verbatim from `rules/supermoon.md` (see
`test_data.py`)."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from game.supermoon import data as D
from tests.supermoon.data_helpers import _rows

# PU-10.5 (effect column left out: the effects are checked through the data's structured ops)
CIV_TABLE = """\
| 1 | 1 | Temp Agency | immediate |
| 2 | 1 | Dept of Operations | immediate |
| 3 | 1 | Dept of Natural Resources | immediate |
| 4 | 1 | Dept of Engineering | immediate |
| 5 | 1 | Salvage Yard | immediate |
| 6 | 1 | Observance of First Planet Holiday | end game |
| 7 | 1 | Rising Planet Award | end game |
| 8 | 2 | First Planet Holiday | end game |
| 9 | 2 | People's Planet Choice Award | end game |
| 10 | 2 | New Angel Investors | immediate |
| 11 | 2 | Wage Increase | immediate |
| 12 | 2 | Dept of Parks and Rec | immediate |
| 13 | 2 | Approved Overtime | immediate |
| 14 | 2 | Relocation Bonus | immediate |
| 15 | 3 | Top Planet Award | end game |
| 16 | 3 | Depot Repair Online | immediate |
| 17 | 3 | Landing Zone Approved | immediate |
| 18 | 3 | Search and Rescue Team | immediate |
| 19 | 3 | Partnership Opportunity | immediate |
| 20 | 3 | Best in Planet Award | end game |
| 21 | 3 | Unionization | immediate |
| 22 | 4 | Sustainable Living Act | end game |
| 23 | 4 | Gaming Commission | end game |
| 24 | 4 | Planet Lottery | end game |
| 25 | 4 | Meteor Defense Program | immediate |
| 26 | 4 | Global Parks System | immediate |
| 27 | 4 | Best Planet to Live on Award | end game |
| 28 | 4 | Space Citizen Decree | end game |
| 29–32 | 1–4 | Meteorite Repo (one per rank) | end game |
| 33–36 | 1–4 | Commerce Agreement (one per rank) | end game |
"""

# PU-10.5 effects: id -> (op, key fields) for the cards whose effect is a number in the table.
CIV_EFFECTS = {
    1: ("advance_distinct_trackers", {"n": 2, "steps": 1}),
    2: ("advance_one_tracker", {"steps": 2}),
    3: ("gain_patches", {"n": 1}),
    4: ("gain_movement", {"n": 4}),
    5: ("place_extra_tile_from_depot", {"advance": False}),
    6: ("medals", {"n": 1}), 7: ("medals", {"n": 2}), 8: ("medals", {"n": 1}),
    9: ("medals", {"n": 2}),
    10: ("advance_distinct_trackers", {"n": 3, "steps": 1}),
    11: ("advance_distinct_trackers", {"n": 2, "steps": 1}),
    12: ("gain_patches", {"n": 2}),
    13: ("collect_lifepods", {"n": 2}),
    14: ("teleport_rover", {"n": 1}),
    15: ("medals", {"n": 2}),
    16: ("place_extra_tile_from_depot", {"advance": True}),
    17: ("destroy_meteorites_in_line", {}),
    18: ("collect_lifepods", {"n": 3}),
    19: ("advance_distinct_trackers", {"n": 3, "steps": 1}),
    20: ("medals", {"n": 3}),
    21: ("raise_trackers_to", {"step": 5, "synergies": False}),
    22: ("medals_per_patch_on_boards", {"n": 1}),
    23: ("medals_and_advance", {"medals": 2, "advance_one_tracker": 1}),
    24: ("medals_and_advance", {"medals": 3, "advance_one_tracker": 1}),
    25: ("destroy_meteorites", {"n": 3}),
    26: ("gain_patches", {"n": 3}),
    27: ("medals", {"n": 4}),
    28: ("lifepod_value", {"value": 2}),
}

# PU-11.4
OBJECTIVE_TABLE = """\
| 37 | Complex: a 3×3 of Civ | Perimeter: Civ resources on edge squares |
| 38 | Rubik: a 3×3 of Tech | Beacon: Energy resources on edge squares |
| 39 | Landfill: a 3×3 of Biomass | Torus: Tech resources on edge squares |
| 40 | Lattice: a 3×3 of Water | Ringworld: Biomass resources on edge squares |
| 41 | Doghouse: a 3×3 of Rover | Circuit: Rover resources on edge squares |
| 42 | Voltaic: a 3×3 of Energy | Biome: largest Biomass area |
| 43 | Highway: one Civ area with ≥ 6 Civ resources | Transit: largest Rover area |
| 44 | Secret Lab: one Tech area with ≥ 6 Tech resources | Plasma: largest Energy area |
| 45 | Germinate: one Biomass area with ≥ 6 Biomass resources | Megacity: largest Civ area |
| 46 | Amazon: one Water area with ≥ 6 Water resources | Silicon: largest Tech area |
| 47 | Pony Express: one Rover area with ≥ 6 Rover resources | Pacific: largest Water area |
| 48 | PowerLine: one Energy area with ≥ 6 Energy resources | Garden: separate Biomass areas |
| 49 | Skyway: a 2×5 of Civ | Interchange: separate Rover areas |
| 50 | Equator: a 2×5 of Biomass | Supercharge: separate Energy areas |
| 51 | Genome: a 2×5 of Tech | Sprawl: separate Civ areas |
| 52 | Panama: a 2×5 of Water | X: separate Tech areas |
| 53 | Runway: a 2×5 of Rover | 10,000 Lakes: separate Water areas |
| 54 | Power Strip: a 2×5 of Energy | Luddite: fewest Tech resources |
| 55 | Crowd Source: Civ at maximum | Conservation: fewest Water resources |
| 56 | Exponient: Tech at maximum | Galvanize: fewest Energy resources |
| 57 | Overgrowth: Biomass at maximum | 20 Percent: fewest Biomass resources |
| 58 | Flowrate: Water at maximum | Rideshare: fewest Rover resources |
| 59 | Overdrive: Rover at maximum | Rural: fewest Civ resources |
| 60 | Alternative Energy: ≤ 5 Energy resources | Pinnacle: tracks at maximum |
| 61 | Cleanup: ≥ 9 collected meteorites | Geode: collected meteorites |
| 62 | Tight Ship: collected lifepods > collected meteorites | Rescue: collected lifepods |
| 63 | Meltdown: no ice left uncovered | Vaporize: fewest collected meteorites |
| 64 | Coveralls: no land (non-ice) left uncovered | Deductible: fewest collected lifepods |
"""

# PU-12.7 (ids and colour columns verbatim; the effect column is checked in part below)
EVENT_TABLE = """\
| 65 | G S | gain 1 extra rover and place it on a tile you place this round |
| 66 | G S | each rank: one random reserve card joins the rank deck |
| 67 | G S | draw 1 objective, private side, and keep it |
| 68 | G | advance Civ, Biomass or Water by 3, no benefits (medals still count at the end) |
| 69–78 | G | advance one of two trackers by 1: 69 Rover/Civ, 70 Rover/Tech, 71 Rover/Water, 72 Rover/Biomass, 73 Civ/Tech, 74 Water/Civ, 75 Biomass/Civ, 76 Tech/Water, 77 Biomass/Tech, 78 Biomass/Water |
| 79 | G S | set the station to any orientation |
| 80 | G | gain 1 patch |
| 81, 84 | G | synergy boost |
| 82 | G | collect 1 lifepod from your planet |
| 83 | G | collect 1 meteorite from your planet |
| 85–94 | O | regress one of two trackers by 1: 85 Rover/Civ, 86 Rover/Tech, 87 Rover/Water, 88 Rover/Biomass, 89 Civ/Tech, 90 Water/Civ, 91 Biomass/Civ, 92 Tech/Water, 93 Biomass/Tech, 94 Biomass/Water |
| 95 | O | add 1 meteorite to an empty meteorite symbol of your tiles (PU-8.2) |
| 96 | O | regress any one tracker by 1 |
| 97–102 | O | this round rovers may not move onto: 97 Water, 98 Biomass, 99 Energy, 100 Rover, 101 Tech, 102 Civ terrain |
| 103, 124 | O, R | this round tiles may not cover edge squares of the planet |
| 104, 108 | O, R | this round only one of the tile's two resources advances (PU-5.7) |
| 105 | R | regress one tracker by 2 |
| 106 | R | regress one tracker by 3 |
| 107 | R | as 95, but only a symbol of a tile on your planet |
| 109, 123 | R | this round no milestone benefits (PU-6.11) |
| 110 | R S | destroy one of your objective cards |
| 111 | R | with more than 1 rover on your planet, destroy 1 of them |
| 112 | R | each rank: remove 1 random card from the deck |
| 113 | R | destroy 1 uncollected lifepod |
| 114 | R | destroy 1 collected lifepod |
| 115 | R | destroy 1 collected meteorite (a collected one, never one on a board) |
| 116 | R S | choose one stack of your depot; remove all its tiles from the station |
| 117, 118 | R | synergy boost, or peek at the next event (PU-12.5) |
| 119 | R | this round no square of the tile may touch a visible square of the same terrain |
| 120, 121 | R | this round tiles may not cover planet ice |
| 122 | R | this round no synergy boosts |
"""  # noqa: E501

# PU-12.7: round rules named by the table (single-id rows and pairs).
EVENT_ROUND_RULES = {
    103: "no_planet_edge", 124: "no_planet_edge", 104: "one_resource_only",
    108: "one_resource_only", 109: "no_milestones", 123: "no_milestones",
    119: "no_same_terrain_neighbour", 120: "no_planet_ice", 121: "no_planet_ice",
    122: "no_synergy",
}


def _ids(text: str) -> list[int]:
    """'69–78' -> 69..78; '81, 84' -> [81, 84]."""
    out: list[int] = []
    for part in text.split(","):
        lo, _, hi = part.strip().partition("–")
        out += list(range(int(lo), int(hi or lo) + 1))
    return out


# --- PU-0.5 / PU-10: civ cards -------------------------------------------------------------------


@pytest.mark.rule("PU-0.5")
@pytest.mark.rule("PU-10.5")
def test_36_civ_cards_nine_per_rank() -> None:
    assert sorted(D.CIV_CARDS) == list(range(1, 37))
    assert Counter(c.rank for c in D.CIV_CARDS.values()) == {1: 9, 2: 9, 3: 9, 4: 9}


@pytest.mark.rule("PU-10.5")
def test_civ_table_ids_ranks_names_timings() -> None:
    seen = set()
    for ids, ranks, name, timing in _rows(CIV_TABLE):
        timing = timing.replace(" ", "_")
        card_ids = _ids(ids)
        card_ranks = _ids(ranks)
        assert len(card_ids) == len(card_ranks)
        for cid, rank in zip(card_ids, card_ranks, strict=True):
            card = D.CIV_CARDS[cid]
            seen.add(cid)
            assert card.rank == rank, cid
            assert card.timing == timing, cid
            if len(card_ids) == 1:
                assert card.name == name, cid
            else:  # "Meteorite Repo (one per rank)" -> "Meteorite Repo (r/4)"
                assert card.name == f"{name.split(' (')[0]} ({rank}/4)", cid
    assert seen == set(range(1, 37))


@pytest.mark.rule("PU-10.5")
def test_civ_effects() -> None:
    for cid, (op, fields) in CIV_EFFECTS.items():
        card = D.CIV_CARDS[cid]
        assert card.op == op, cid
        for key, value in fields.items():
            assert card.effect[key] == value, (cid, key)
    for cid in (13, 18):
        assert D.CIV_CARDS[cid].effect["board"] == "planet"
    assert D.CIV_CARDS[14].effect["cost"] == 0
    for cid in range(29, 33):
        assert D.CIV_CARDS[cid].op == "meteorite_repo"


@pytest.mark.rule("PU-10.6")
def test_commerce_agreement_scores_1_3_6_10() -> None:
    for cid in range(33, 37):
        card = D.CIV_CARDS[cid]
        assert card.op == "commerce_agreement"
        assert card.effect["medals_by_cards_owned"] == [0, 1, 3, 6, 10]
    assert {D.CIV_CARDS[c].rank for c in range(33, 37)} == {1, 2, 3, 4}
    assert {D.CIV_CARDS[c].rank for c in range(29, 33)} == {1, 2, 3, 4}


# --- PU-11.4: objectives -------------------------------------------------------------------------


def _split(cell: str) -> tuple[str, str]:
    name, _, text = cell.partition(": ")
    return name, text


def _terrain(word: str) -> str:
    return word.lower()


def _private_rule(text: str) -> dict:
    if m := re.fullmatch(r"a 3×3 of (\w+)", text):
        return {"kind": "terrain_rectangle", "terrain": _terrain(m[1]), "w": 3, "h": 3}
    if m := re.fullmatch(r"a 2×5 of (\w+)", text):
        return {"kind": "terrain_rectangle", "terrain": _terrain(m[1]), "w": 2, "h": 5,
                "rotated_allowed": True}
    if m := re.fullmatch(r"one (\w+) area with ≥ 6 (\w+) resources", text):
        assert m[1] == m[2]
        return {"kind": "area_with_resources", "terrain": _terrain(m[1]), "min_resources": 6}
    if m := re.fullmatch(r"(\w+) at maximum", text):
        return {"kind": "track_at_max", "track": _terrain(m[1])}
    return {
        "≤ 5 Energy resources":
            {"kind": "resource_count_at_most", "resource": "energy", "max": 5},
        "≥ 9 collected meteorites": {"kind": "collected_meteorites_at_least", "min": 9},
        "collected lifepods > collected meteorites":
            {"kind": "collected_lifepods_more_than_meteorites"},
        "no ice left uncovered": {"kind": "nothing_uncovered", "cells": "ice", "board": "planet"},
        "no land (non-ice) left uncovered":
            {"kind": "nothing_uncovered", "cells": "land", "board": "planet"},
    }[text]


def _neighbour_rule(text: str) -> tuple[dict, bool]:
    fewest = text.startswith("fewest ")
    text = text.removeprefix("fewest ")
    if m := re.fullmatch(r"(\w+) resources on edge squares", text):
        return {"measure": "resources_on_edge", "resource": _terrain(m[1]),
                "board": "planet"}, fewest
    if m := re.fullmatch(r"largest (\w+) area", text):
        return {"measure": "largest_area", "terrain": _terrain(m[1]), "board": "planet"}, fewest
    if m := re.fullmatch(r"separate (\w+) areas", text):
        return {"measure": "area_count", "terrain": _terrain(m[1]), "board": "planet"}, fewest
    if m := re.fullmatch(r"(\w+) resources", text):
        return {"measure": "resource_count", "resource": _terrain(m[1]),
                "board": "planet"}, fewest
    return {
        "tracks at maximum": {"measure": "tracks_at_max"},
        "collected meteorites": {"measure": "collected_meteorites"},
        "collected lifepods": {"measure": "collected_lifepods"},
    }[text], fewest


@pytest.mark.rule("PU-0.5")
@pytest.mark.rule("PU-11.4")
def test_28_objectives_with_both_sides() -> None:
    assert sorted(D.OBJECTIVES) == list(range(37, 65))
    rows = _rows(OBJECTIVE_TABLE)
    assert [int(r[0]) for r in rows] == list(range(37, 65))
    for oid, private, neighbour in rows:
        card = D.OBJECTIVES[int(oid)]
        p_name, p_text = _split(private)
        n_name, n_text = _split(neighbour)
        assert card.private.name == p_name, oid
        assert card.neighbour.name == n_name, oid
        assert card.private.rule == _private_rule(p_text), oid
        rule, fewest = _neighbour_rule(n_text)
        assert card.neighbour.rule == rule, oid
        assert card.neighbour.fewest is fewest, oid
        assert card.private.fewest is False


@pytest.mark.rule("PU-11.4")
def test_objective_fewest_cards() -> None:
    fewest = sorted(i for i, c in D.OBJECTIVES.items() if c.neighbour.fewest)
    assert fewest == [54, 55, 56, 57, 58, 59, 63, 64]


# --- PU-0.5 / PU-12.7: events --------------------------------------------------------------------

COLOUR = {"G": "green", "O": "orange", "R": "red"}


def _event_colours() -> dict[int, tuple[str, bool]]:
    """id -> (colour, solo-only) from the verbatim table."""
    out: dict[int, tuple[str, bool]] = {}
    for ids, colours, _ in _rows(EVENT_TABLE):
        card_ids = _ids(ids)
        tags = [c.split() for c in colours.split(",")]
        if len(tags) == 1:
            tags *= len(card_ids)
        for cid, tag in zip(card_ids, tags, strict=True):
            assert cid not in out
            out[cid] = (COLOUR[tag[0]], "S" in tag[1:])
    return out


def _event_pairs(verb: str) -> dict[int, list[str]]:
    for _, _, effect in _rows(EVENT_TABLE):
        if effect.startswith(verb):
            return {int(cid): [_terrain(t) for t in pair.split("/")]
                    for cid, pair in re.findall(r"(\d+) (\w+/\w+)", effect)}
    raise AssertionError(verb)


@pytest.mark.rule("PU-0.5")
@pytest.mark.rule("PU-12.7")
def test_60_events_20_per_colour_six_solo() -> None:
    assert sorted(D.EVENTS) == list(range(65, 125))
    assert Counter(e.colour for e in D.EVENTS.values()) == {"green": 20, "orange": 20, "red": 20}
    solo = sorted(i for i, e in D.EVENTS.items() if e.solo_only)
    assert solo == [65, 66, 67, 79, 110, 116]


@pytest.mark.rule("PU-12.7")
def test_colour_and_solo_flag_of_every_event() -> None:
    expected = _event_colours()
    assert sorted(expected) == list(range(65, 125))
    for cid, (colour, solo) in expected.items():
        assert D.EVENTS[cid].colour == colour, cid
        assert D.EVENTS[cid].solo_only is solo, cid
    assert [i for i in range(65, 125) if expected[i][0] == "green"] == list(range(65, 85))
    assert [i for i in range(65, 125) if expected[i][0] == "orange"] == list(range(85, 105))
    assert [i for i in range(65, 125) if expected[i][0] == "red"] == list(range(105, 125))


@pytest.mark.rule("PU-12.7")
def test_event_effects_named_in_the_table() -> None:
    for cid, pair in _event_pairs("advance one of two").items():
        ev = D.EVENTS[cid]
        assert (ev.op, ev.effect["tracks"], ev.effect["steps"]) == ("advance_choice", pair, 1)
    for cid, pair in _event_pairs("regress one of two").items():
        ev = D.EVENTS[cid]
        assert (ev.op, ev.effect["tracks"], ev.effect["steps"]) == ("regress_choice", pair, 1)
    rover = {97: "water", 98: "biomass", 99: "energy", 100: "rover", 101: "tech", 102: "civ"}
    for cid, terrain in rover.items():
        assert D.EVENTS[cid].round_rule == f"rover_not_onto_{terrain}", cid
    for cid, rule in EVENT_ROUND_RULES.items():
        assert D.EVENTS[cid].op == "round_rule" and D.EVENTS[cid].round_rule == rule, cid
    assert D.EVENTS[68].effect == {"op": "advance_choice", "tracks": ["civ", "biomass", "water"],
                                   "steps": 3, "benefits": False}
    assert {i for i, e in D.EVENTS.items() if e.op == "synergy_boost"} == {81, 84}
    assert {i for i, e in D.EVENTS.items() if e.op == "synergy_or_peek"} == {117, 118}
    assert (D.EVENTS[105].effect["steps"], D.EVENTS[106].effect["steps"]) == (2, 3)
    assert D.EVENTS[96].effect == {"op": "regress_any", "steps": 1}
    assert D.EVENTS[95].effect["board"] == "any" and D.EVENTS[107].effect["board"] == "planet"
    round_rules = {i for i, e in D.EVENTS.items() if e.op == "round_rule"}
    assert round_rules == set(rover) | set(EVENT_ROUND_RULES)
