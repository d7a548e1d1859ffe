"""The Cybersamurai: Faction effect (Tenno Sub-AI), Defense Matrix, the markers and Tetsuo
(TS-20.2, TS-20.3, TS-20.7, TS-20.10, TS-5.1, TS-7.20, TS-7.25, TS-11.1, TS-20.6 U8/U9).
Kaneda, Missile strike, the Shield Drone and C3 are in `test_faction_cyber_strikes.py`."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import actions, engine, scoring
from game.tsukuyumi.actions import Action
from game.tsukuyumi.engine import CodeHandler
from game.tsukuyumi.factions import EFFECTS, cyber, cyber_strikes, nomads, nomads_weapons
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import State
from tests.tsukuyumi.ts_builders import find, give, kinds, legal, play, state, uid_of

BLUE_F = (("F", 1),)


def blue(units, **kw) -> State:
    """Seat 0 (Cybersamurai) in its blue turn with the Faction effect on its card."""
    return state(units, phase="blue", left=BLUE_F, **kw)


def end_round(st: State) -> State:
    events: list[Event] = []
    return scoring.end_round(st, events)


# --- the registry and the notation -------------------------------------------------------------


def test_faction_kinds_are_in_the_notation_and_code_f_dispatches_by_faction() -> None:
    for module in (cyber, cyber_strikes, nomads, nomads_weapons):
        for kind, arity in module.KINDS.items():
            assert actions.ARITY[kind] == arity
    assert {"cyber", "nomads"} <= set(EFFECTS)
    assert {"tenno", "nomad_effect"} <= set(engine.CODES["F"].kinds)


# --- Faction effect: Tenno Sub-AI (TS-20.2, TS-5.1) --------------------------------------------


@pytest.mark.rule("TS-20.2", "TS-5.1")
def test_without_the_tenno_sub_ai_the_faction_effect_offers_nothing() -> None:
    st = blue([("cyberoid", 0, (0, 0)), ("private", 1, (0, 0))])
    assert legal(st) == ["end"]


@pytest.mark.rule("TS-20.2", "TS-5.1")
def test_tenno_gives_one_white_phase_action_even_one_already_taken() -> None:
    st = give(blue([("cyberoid", 0, (0, 0)), ("private", 1, (0, 0))]), 0,
              uplinks=("tenno_sub_ai",))
    st = replace(st, turn=replace(st.turn, white=("M", "C")))  # both taken in white
    assert {"tenno 0", "tenno 1", "tenno 2"} <= set(legal(st))
    st, events = play(st, "tenno 1")
    assert find(events, "ts.cyber.tenno") == [{"seat": 0, "action": "C"}]
    assert st.turn.left == (("C", 1),)  # the F icon is spent, Combat 1 added
    assert "combat 0 0 2" in legal(st) and not any(a.startswith("tenno") for a in legal(st))
    _, events = play(st, "combat 0 0 2")  # a combat in the blue phase
    assert "ts.combat" in kinds(events)


@pytest.mark.rule("TS-20.2")
def test_tenno_production_and_movement_at_value_one() -> None:
    st = give(blue([("cyberoid", 0, (0, 0))]), 0, uplinks=("tenno_sub_ai",))
    st2, _ = play(st, "tenno 2")
    assert st2.turn.left == (("P", 1),)
    assert all(a.startswith(("buy", "uplink", "end")) for a in legal(st2))
    st3, _ = play(st, "tenno 0")
    assert st3.turn.left == (("M", 1),)
    assert "move 1 0" in legal(st3) and "move 1 0 0" not in legal(st3)  # 1 zone
    # TS-4.9: after a combat card in the phase, Movement is not offered
    fought = replace(st, turn=replace(st.turn, fought=True))
    assert "tenno 0" not in legal(fought)


@pytest.mark.rule("TS-20.2")
def test_tenno_events_only_when_the_events_code_offers_something(monkeypatch) -> None:
    st = give(blue([("cyberoid", 0, (0, 0))]), 0, uplinks=("tenno_sub_ai",))
    monkeypatch.delitem(engine.CODES, "E", raising=False)
    assert "tenno 3" not in legal(st)
    monkeypatch.setitem(engine.CODES, "E", CodeHandler(
        lambda s, seat, value: [Action("white", (value,))], lambda s, seat, a, ev: s, ()))
    RULES.forget()  # the same state object, asked again after the patch
    assert "tenno 3" in legal(st)


@pytest.mark.rule("TS-20.2")
def test_tenno_illegal_choice_is_refused_without_change() -> None:
    st = give(blue([("cyberoid", 0, (0, 0))]), 0, uplinks=("tenno_sub_ai",))
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, Action("tenno", (7,)))
    st = blue([("cyberoid", 0, (0, 0))])
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, Action("tenno", (0,)))


# --- Defense Matrix (TS-20.3, TS-7.25, TS-7.20) ------------------------------------------------


def attacked(**seat0) -> State:
    """The Boarlords (seat 2) attack the Cybersamurai with B1 Conquest (ripostes: Counter-attack,
    Defensive action); the Cybersamurai's riposte is asked."""
    st = state([("squeaker", 2, (0, 0)), ("boarmaiden", 2, (0, 0)), ("cs_2_1", 0, (0, 0)),
                ("cs_2_2", 0, (0, 0))], seat=2)
    st = give(st, 0, **seat0)
    st, _ = play(st, "combat 0 0 1")
    assert st.pending[-1].kind == "riposte" and st.pending[-1].seat == 0
    return st


@pytest.mark.rule("TS-20.3", "TS-7.20", "TS-7.25")
def test_defense_matrix_needs_a_ready_strike() -> None:
    assert legal(attacked()) == ["riposte 0", "noriposte"]  # no uplink: not offered
    assert "riposte 2" not in legal(attacked(uplinks=("kaneda",), used=("kaneda_blue",)))
    # the red marker's use does not spend the blue one
    assert "riposte 2" in legal(attacked(uplinks=("kaneda",), used=("kaneda_red",)))
    assert "riposte 2" not in legal(attacked(uplinks=("tetsuo",), used_game=("tetsuo",)))


@pytest.mark.rule("TS-20.3", "TS-7.25", "TS-20.8")
def test_defense_matrix_blue_kaneda_pushes_the_attackers_out() -> None:
    st = attacked(uplinks=("kaneda",))
    st, events = play(st, "riposte 2")
    assert find(events, "ts.cyber.strike")[0]["strike"] == "kaneda_blue"
    assert st.pending[-1].kind == "cyber_kaneda" and st.pending[-1].seat == 0
    squeaker, maiden = uid_of(st, "squeaker"), uid_of(st, "boarmaiden")
    st, _ = play(st, f"kaneda {squeaker} 1 0", f"kaneda {maiden} 0 1")
    assert st.combat is None
    at = {u.kind: u.at for u in st.units}
    assert at["squeaker"] == (1, 0) and at["boarmaiden"] == (0, 1)
    assert at["cs_2_1"] == (0, 0) and "kaneda_blue" in st.seats[0].used


@pytest.mark.rule("TS-20.3", "TS-20.10")
def test_defense_matrix_asks_which_strike_when_several_are_ready() -> None:
    st = attacked(uplinks=("kaneda", "missile_strike", "tetsuo"), used=("kaneda_blue",))
    st, _ = play(st, "riposte 2")
    assert st.pending[-1].kind == "cyber_orbital"
    assert legal(st) == ["orbital 1", "orbital 2"]
    st, events = play(st, "orbital 2")  # Tetsuo: two enemy units, the Cybersamurai choose
    assert sorted(legal(st)) == sorted(f"tetsuo {uid_of(st, k)}"
                                       for k in ("squeaker", "boarmaiden"))
    st, events = play(st, f"tetsuo {uid_of(st, 'boarmaiden')}")
    assert find(events, "ts.cyber.tetsuo")[0]["amount"] == 30
    assert sorted(u.kind for u in st.units if u.owner == 2) == ["squeaker"]
    assert "tetsuo" in st.seats[0].used


@pytest.mark.rule("TS-20.3", "TS-20.9")
def test_defense_matrix_blue_missile_strike_hits_the_attacker() -> None:
    st = attacked(uplinks=("missile_strike",))
    st, events = play(st, "riposte 2")
    assert find(events, "ts.cyber.strike")[0]["strike"] == "missile_strike_blue"
    # one enemy owner: all 20 to the Boarlords, who choose which unit takes it
    assert st.pending[-1].kind == "damage" and st.pending[-1].seat == 2
    st, _ = play(st, f"assign {uid_of(st, 'squeaker')}")  # 10 kills it, 10 on the maiden
    assert sorted(u.kind for u in st.units if u.owner == 2) == ["boarmaiden"]


# --- the markers' round (TS-20.7, TS-11.1 (4)) and Tetsuo's frequency (TS-20.10) ---------------


@pytest.mark.rule("TS-20.7", "TS-11.1")
def test_each_marker_once_per_round_returned_at_the_round_end() -> None:
    st = attacked(uplinks=("kaneda", "missile_strike"))
    st, _ = play(st, "riposte 2", "orbital 1")
    st, _ = play(st, f"assign {uid_of(st, 'squeaker')}")
    assert st.seats[0].used == ("missile_strike_blue",)
    # a second Defense Matrix this round: only the blue Kaneda is left
    assert cyber_strikes.options(st, 0, (0, 0), offensive=False) == (cyber_strikes.KANEDA,)
    assert cyber_strikes.options(st, 0, (0, 0), offensive=True) == (
        cyber_strikes.KANEDA, cyber_strikes.MISSILE)  # the red ones are other markers
    st = end_round(replace(st, phase="red", turn=None))
    assert st.seats[0].used == ()
    assert cyber_strikes.marker_ready(st, 0, "missile_strike", offensive=False)


@pytest.mark.rule("TS-20.10", "TS-11.1")
@pytest.mark.parametrize("flag,again", [("once_per_round", True), ("once_per_game", False)])
def test_tetsuo_use_resets_per_the_rule_flag(flag: str, again: bool) -> None:
    st = attacked(uplinks=("tetsuo",))
    st = replace(st, options=(("tetsuo_use", flag),))
    st, _ = play(st, "riposte 2", f"tetsuo {uid_of(st, 'squeaker')}")
    assert not cyber_strikes.tetsuo_ready(st, 0)  # used this round
    st = end_round(replace(st, phase="red", turn=None))
    assert cyber_strikes.tetsuo_ready(st, 0) is again


# --- Protection ×2 (TS-7.26, TS-20.4) ----------------------------------------------------------


@pytest.mark.rule("TS-7.26", "TS-20.4")
def test_protection_doubles_cybersamurai_health() -> None:
    st = state([("hunter", 1, (0, 0)), ("private", 1, (0, 0)), ("cs_2_1", 0, (0, 0))], seat=1,
               factions=("cyber", "nomads", "boarlords"))
    st, _ = play(st, "combat 0 0 2")  # N2: 15 damage, no Weapon in the pool
    assert "riposte 3" in legal(st)
    st, events = play(st, "riposte 3")  # 15 on a 20-health Cybersamurai 2.1: absorbed
    assert "ts.destruction_undone" in kinds(events)
    assert [u.kind for u in st.units if u.owner == 0] == ["cs_2_1"]


# --- U8 Targeting Array and U9 Satellite Scan (TS-20.6) ----------------------------------------


@pytest.mark.rule("TS-20.6")
def test_targeting_array_adds_five_per_cybersamurai_2_2_in_attack_and_counter() -> None:
    units = [("cs_2_2", 0, (0, 0)), ("cs_2_2", 0, (0, 0)), ("cs_2_1", 0, (0, 0)),
             ("boarmother", 2, (0, 0)), ("boarguard", 2, (0, 0))]
    st = give(state(units), 0, uplinks=("targeting_array",))
    _, events = play(st, "combat 0 0 2")
    assert find(events, "ts.cyber.targeting")[0]["amount"] == 10
    assert find(events, "ts.attack_damage")[0]["amount"] == 15 + 15 + 10 + 10
    _, events = play(state(units), "combat 0 0 2")
    assert find(events, "ts.attack_damage")[0]["amount"] == 40  # without the uplink
    st = give(state(units, seat=2), 0, uplinks=("targeting_array",))
    st, _ = play(st, "combat 0 0 1")  # B1 against the Cybersamurai: their Counter-attack
    st, events = play(st, "riposte 0")
    assert find(events, "ts.counter_attack")[0]["amount"] == 40 + 10


@pytest.mark.rule("TS-20.6")
def test_satellite_scan_extra_draws_hook() -> None:
    st = state([])
    assert cyber.extra_draws(st, 0) == 0
    assert cyber.extra_draws(give(st, 0, uplinks=("satellite_scan",)), 0) == 1
