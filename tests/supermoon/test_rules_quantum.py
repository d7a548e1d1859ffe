"""Quantum Solutions, the fragmented corporation (SM-12; SM-0.5 for it): the reconstructed
data against the spec's tables, the `skip` and `+1X` codes of lower B, the difficulty of the
chosen faces, and its texts in both languages."""

from __future__ import annotations

import json
import re

import pytest

from game.supermoon.abilities import QUANTUM_TECHS
from game.supermoon.corps.quantum import ITEM, METEOR, MORE
from game.supermoon.data import (
    CORP_BY_KEY,
    CORPORATIONS,
    DATA_DIR,
    QUANTUM,
    QUANTUM_CORPS,
    QUANTUM_ID,
    offered_corp,
)
from game.supermoon.tracks import Turn, advance, milestone_steps, regress
from tests.supermoon.builders import act, corp_player, new_game, turn, update_player
from tests.supermoon.quantum_helpers import BIOMASS, CIV, ROVER, TECH, UC, WATER


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
