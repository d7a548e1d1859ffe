"""Quantum Solutions at setup and beyond (SM-11.1, SM-14, SM-13.3): the option, the faces
chosen in the secret setup step (dealt or free choice), the solo target, a saved state, and
bot games."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.core import codec
from game.core.rules import IllegalAction
from game.supermoon.corps.quantum import ITEM
from game.supermoon.data import CORP_BY_KEY, QUANTUM_ID, SYMMETRIC_CORP, quantum_key
from game.supermoon.rules import RULES
from game.supermoon.state import Rover, State
from tests.supermoon.builders import act, legal, new_game, sq, update_player
from tests.supermoon.quantum_helpers import D2_V, UC, T, game, refused, slots

# --- setup (SM-11.1, SM-14) -------------------------------------------------------------------


@pytest.mark.rule("SM-11.1")
def test_the_option_is_off_by_default_and_shown_only_with_asymmetric_corporations() -> None:
    spec = next(o for o in RULES.option_specs() if o.name == "quantum")
    assert spec.default is False
    assert RULES.option_inactive("quantum", {"corporations": "symmetric"}, 2) \
        == "sm.option.off.corporations"
    assert not RULES.option_inactive("quantum", {"corporations": "random"}, 2)
    assert not RULES.option_inactive("quantum", {"corporations": "choice"}, 1)
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
