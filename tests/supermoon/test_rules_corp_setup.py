"""Choosing the asymmetric corporations at setup (PU-18.1): symmetric, dealt at random (each
seat runs its dealt corporation or Universal Coalition), or a free choice in turn from the
commander with each corporation taken at most once; the rovers a corporation owns."""

from __future__ import annotations

import pytest

from game.core.rules import IllegalAction
from game.supermoon.data import CORP_BY_KEY, CORPORATIONS, SYMMETRIC_CORP, TRACK_INDEX
from game.supermoon.rules import RULES
from tests.supermoon.builders import act, legal, new_game

ROVER = TRACK_INDEX["rover"]
UC = CORP_BY_KEY[SYMMETRIC_CORP].corp_id
OWNED = {"cosmosinc": 1, "fluxindustries": 2, "horizongroup": 4, "jumpdrive": 1,
         "makeshift": 2, "oasisultd": 2, "republic": 1, "wormholecorp": 2,
         "universalcoalition": 2}


@pytest.mark.rule("PU-18.1")
def test_each_corporation_owns_as_many_rovers_as_its_new_rover_spaces() -> None:
    assert {c.key: c.rovers for c in CORPORATIONS} == OWNED
    for c in CORPORATIONS:
        spaces = sum(1 for step in range(len(c.tracks[ROVER]))
                     if "NEW-ROVER" in c.codes(ROVER, step))
        assert spaces == c.rovers, c.key


@pytest.mark.rule("PU-18.1")
def test_symmetric_by_default_and_no_corporation_step() -> None:
    st = new_game(2, seed=4)
    assert all(p.corp == SYMMETRIC_CORP and not p.corp_offer for p in st.work)
    assert not any(a.startswith("corp ") for seat in range(2) for a in legal(st, seat))


@pytest.mark.rule("PU-18.1")
def test_dealt_corporations_are_distinct_and_asymmetric_and_bring_their_rovers() -> None:
    st = new_game(6, seed=4, corporations="random")
    assert st.phase == "setup"
    dealt = [p.corp_offer[0] for p in st.work]
    assert len(set(dealt)) == 6 and UC not in dealt
    for seat, p in enumerate(st.work):
        assert p.corp_offer == (dealt[seat], UC)
        assert sorted(legal(st, seat)) == sorted([f"corp {dealt[seat]}", f"corp {UC}"])
    st = act(st, 2, f"corp {dealt[2]}")
    chosen = CORPORATIONS[dealt[2]]
    assert st.work[2].corp == chosen.key and st.work[2].rover_supply == OWNED[chosen.key]
    assert st.players[2].corp == SYMMETRIC_CORP  # secret until the step is revealed
    st = act(st, 3, f"corp {UC}")
    assert st.work[3].corp == SYMMETRIC_CORP
    with pytest.raises(IllegalAction):  # only the two boards offered
        RULES.apply(st, 0, RULES.parse_action(f"corp {dealt[1]}"))


@pytest.mark.rule("PU-18.1")
def test_free_choice_goes_round_the_table_and_takes_each_corporation_once() -> None:
    st = new_game(3, seed=2, corporations="choice")
    assert st.phase == "boards"
    first = st.commander
    assert RULES.to_act(st) == (first,)
    assert len(legal(st, first)) == 9  # every corporation, Universal Coalition included
    republic = CORP_BY_KEY["republic"].corp_id
    st = act(st, first, f"corp {republic}")
    second = (first + 1) % 3
    assert RULES.to_act(st) == (second,)
    assert st.players[first].corp == "republic"  # a public choice, at once
    assert st.players[first].rover_supply == 1
    assert f"corp {republic}" not in legal(st, second) and f"corp {UC}" in legal(st, second)
    st = act(st, second, f"corp {UC}")
    third = (second + 1) % 3
    assert f"corp {UC}" in legal(st, third) and len(legal(st, third)) == 8
    st = act(st, third, f"corp {UC}")  # the symmetric side is on every board
    assert st.phase in ("rotate", "event")


@pytest.mark.rule("PU-18.1")
def test_planet_then_corporation_when_both_are_chosen_freely() -> None:
    st = new_game(2, seed=5, planets="choice", corporations="choice")
    first = st.commander
    assert all(a.startswith("planet ") for a in legal(st, first))
    st = act(st, first, "planet 7")
    assert RULES.to_act(st) == (first,)  # the same seat goes on with its corporation
    assert all(a.startswith("corp ") for a in legal(st, first))
    st = act(st, first, f"corp {CORP_BY_KEY['republic'].corp_id}")
    second = 1 - first
    assert RULES.to_act(st) == (second,)
    assert all(a.startswith("planet ") for a in legal(st, second))
    with pytest.raises(IllegalAction):
        RULES.check_setup(2, {"corporations": "everyone"})


@pytest.mark.rule("PU-18.1")
def test_a_corporation_taken_freely_makes_its_own_setup_choice_before_the_next_seat() -> None:
    st = new_game(2, seed=5, corporations="choice")
    first = st.commander
    flux = CORP_BY_KEY["fluxindustries"].corp_id
    st = act(st, first, f"corp {flux}")
    assert RULES.to_act(st) == (first,)  # its flux token is placed first (PU-18.4)
    assert [g.kind for g in st.work[first].pool] == ["flux_token"]
    assert "done" not in legal(st, first)
    token = next(a for a in legal(st, first) if a.startswith("gain 0"))
    st = act(st, first, token)
    assert st.work[first].flux >= 0
    st = act(st, first, "done")
    assert RULES.to_act(st) == (1 - first,)
    assert st.players[first].corp == "fluxindustries"


@pytest.mark.rule("PU-18.1")
def test_dealt_corporations_play_to_the_end_at_six_seats() -> None:
    from game.core.simulate import play_bots
    result = play_bots(RULES, ["easy"] * 6, 8, {"corporations": "random"}, keep_events=True)
    assert result.outcome is not None
    chosen = [e.args["corp"] for e in result.events if e.kind == "sm.corp_chosen" and e.reveal]
    assert len(chosen) == 6


@pytest.mark.rule("PU-18.1")
@pytest.mark.parametrize("planets,corps", [("choice", "random"), ("random", "choice")])
def test_a_free_choice_and_a_dealt_one_mix(planets: str, corps: str) -> None:
    st = new_game(2, seed=6, planets=planets, corporations=corps)
    first = st.commander
    free = "planet" if planets == "choice" else "corp"
    dealt = "corp" if free == "planet" else "planet"
    assert st.phase == "boards" and RULES.to_act(st) == (first,)
    assert {a.split()[0] for a in legal(st, first)} == {free}  # the dealt one waits
    st = act(st, first, legal(st, first)[0])
    second = 1 - first
    assert RULES.to_act(st) == (second,)
    st = act(st, second, legal(st, second)[0])
    assert st.phase == "setup"  # now the dealt offers, in secret (PU-19.3)
    for seat in (0, 1):
        assert {a.split()[0] for a in legal(st, seat)} == {dealt}
