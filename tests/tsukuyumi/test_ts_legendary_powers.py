"""The legendary Oni's special rules (TS-M8.4, TS-M8.8–TS-M8.19, TS-M8.25, TS-9.15, and the
clauses of TS-7.27 and TS-10.7 that name them)."""

from __future__ import annotations

from dataclasses import replace

import pytest
import ts_builders_events as E
from ts_builders import ONI, TSUKU, area, find, legal, play, uid_of
from ts_builders_legend import lstate, moon_board

from game.core.rules import IllegalAction
from game.tsukuyumi import board as B
from game.tsukuyumi import damage, geometry
from game.tsukuyumi.actions import parse_action
from game.tsukuyumi.cards import COMBAT_CARDS
from game.tsukuyumi.combat import problem
from game.tsukuyumi.modules import legendary as L
from game.tsukuyumi.modules.legendary_powers import devastate
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import NOBODY, ZoneMarks, marks_at, with_marks, with_seat
from game.tsukuyumi.zones import has, zone_vp

GREEN_CARD, NO_GREEN_CARD = 5, 21  # A05: green "P2"; A21: no green phase (TS-30)


def _green(units, pick=GREEN_CARD, **kw):
    """Seat 0's green turn, its action card `pick`, Production 2 left."""
    st = lstate(units, phase="green", left=(("P", 2),), **kw)
    return with_seat(st, 0, replace(st.seats[0], pick=pick))


def _oc(units, **kw):
    return lstate(units, phase="green", left=(("OC", 1),), **kw)


# --- the Horreur des abysses (TS-M8.8, TS-M8.9) --------------------------------------------------

@pytest.mark.rule("TS-M8.8", "TS-4.7")
def test_the_horror_owes_an_extra_oni_conquest_in_the_green_phase() -> None:
    st = _green([("horror", ONI, (1, 0)), ("small_oni", ONI, (1, 0)), ("private", 1, (2, 0))])
    acts = legal(st)
    assert "horror 2 0" in acts and "end" not in acts  # mandatory
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, parse_action("end"))
    assert "horror 2 -1" in acts  # any zone next to its group it could conquer
    st, events = play(st, "horror 2 0", "noriposte")
    # the group moved all together and attacked; the Horreur counts: 40 + 10 conquest
    assert sorted(u.kind for u in st.units if u.at == (2, 0)) == ["horror", "private",
                                                                  "small_oni"]
    assert find(events, "ts.conquest")[0]["power"] == 50 and marks_at(st, (2, 0)).owner == ONI
    assert "end" in legal(st) and not [a for a in legal(st) if a.startswith("horror")]


@pytest.mark.rule("TS-M8.8")
def test_a_player_without_a_green_phase_skips_the_extra_attack() -> None:
    st = _green([("horror", ONI, (1, 0)), ("private", 1, (2, 0))], pick=NO_GREEN_CARD)
    assert not [a for a in legal(st) if a.startswith("horror")] and "end" in legal(st)
    off = _green([("horror", ONI, (1, 0)), ("private", 1, (2, 0))], keys=())
    assert not [a for a in legal(off) if a.startswith("horror")]  # the toggle off


@pytest.mark.rule("TS-M8.9")
def test_with_no_target_within_reach_the_group_moves_towards_one() -> None:
    # the centre and the ring are no targets (TS-8.14); ring 2 is two steps away
    st = _green([("horror", ONI, (0, 0)), ("medium_oni", ONI, (0, 0))])
    acts = sorted(a for a in legal(st) if a.startswith("horror"))
    assert acts == sorted(f"horror_step {q} {r}" for q, r in B.MOON_POSITIONS[1:])
    st, events = play(st, "horror_step 1 0")
    assert sorted(u.at for u in st.units) == [(1, 0), (1, 0)]  # together, never split
    assert not find(events, "ts.combat") and "end" in legal(st)


@pytest.mark.rule("TS-M8.9")
def test_with_no_path_there_is_no_move_and_the_turn_may_end() -> None:
    walled = moon_board()
    for d in range(6):
        walled = B.place_edge_marker(walled, "barrier", B.edge_key((0, 0), d))
    st = _green([("horror", ONI, (0, 0))], the_board=walled)
    assert "end" in legal(st) and not [a for a in legal(st) if a.startswith("horror")]


@pytest.mark.rule("TS-7.27", "TS-M8.8")
def test_damage_to_the_horrors_group_is_assigned_by_the_active_player() -> None:
    st = _green([("horror", ONI, (1, 0)), ("small_oni", ONI, (1, 0)),
                 ("launcher", 1, (2, 0)), ("launcher", 1, (2, 0))])
    st, _ = play(st, "horror 2 0")
    st, _ = play(st, "riposte 0")  # the Nomads counter-attack: 30 damage to the Oni
    top = st.pending[-1]
    assert top.kind == "damage" and top.seat == 0  # the active player assigns (TS-7.27)


# --- the Sombre témoin (TS-M8.11, TS-M8.12) ------------------------------------------------------

@pytest.mark.rule("TS-M8.11")
def test_the_witness_hunts_instead_of_conquering() -> None:
    st = _oc([("witness", ONI, (1, 0)), ("medium_oni", ONI, (1, 0)), ("small_oni", ONI, (-1, 0)),
              ("private", 1, (2, 0)), ("private", 1, (2, 0)), ("private", 1, (2, 0)),
              ("hunter", 1, (2, 0))])
    acts = legal(st)
    assert "oni_zone 1 0" not in acts  # her zone's Oni never conquer (TS-M8.11)
    assert "hunt 2 0" in acts and "oni_zone -1 0" in acts  # the others conquer normally
    assert "hunt 2 -1" not in acts  # DECISION: only zones with player units
    st, events = play(st, "hunt 2 0")
    combat = find(events, "ts.combat")[0]
    assert combat["card"] == "L2" and COMBAT_CARDS["L2"].ripostes == COMBAT_CARDS["O1"].ripostes
    assert find(events, "ts.attack_damage")[0]["amount"] == 30  # 20 + 10 attack
    assert not find(events, "ts.conquest") and marks_at(st, (2, 0)).owner == NOBODY
    assert st.pending[-1].kind == "damage" and st.pending[-1].seat == 1  # the defender assigns


@pytest.mark.rule("TS-M8.11")
def test_her_group_is_selectable_only_with_prey_within_reach() -> None:
    st = _oc([("witness", ONI, (0, 0)), ("small_oni", ONI, (1, 0)), ("private", 1, (-2, 0))])
    assert not [a for a in legal(st) if a.startswith("hunt")]
    assert "oni_zone 1 0" in legal(st)


@pytest.mark.rule("TS-M8.12", "TS-7.27")
def test_her_zones_oni_take_the_damage_before_her() -> None:
    st = lstate([("witness", ONI, (1, 0)), ("medium_oni", ONI, (1, 0)),
                 ("small_oni", ONI, (1, 0))])
    witness, medium, small = (uid_of(st, k) for k in ("witness", "medium_oni", "small_oni"))
    st = damage.request_damage(st, ONI, 20, (witness, medium, small), (1, 0), [])
    assert sorted(legal(st)) == sorted([f"assign {medium}", f"assign {small}"])
    with pytest.raises(IllegalAction):
        RULES.apply(st, st.pending[-1].seat, parse_action(f"assign {witness}"))
    st, _ = play(st, f"assign {small}")  # 10 left: the medium Oni must take them (absorbed)
    assert [u.kind for u in st.units] == ["witness", "medium_oni"] and not st.pending
    alone = lstate([("witness", ONI, (1, 0)), ("small_oni", ONI, (2, 0))])
    alone = damage.request_damage(alone, ONI, 40, (1,), (1, 0), [])
    assert [u.kind for u in alone.units] == ["small_oni"]  # no other Oni there: she takes it


# --- the Terreur d'En-haut (TS-M8.14, TS-9.15, TS-10.7) ------------------------------------------

@pytest.mark.rule("TS-M8.14", "TS-9.15")
def test_while_the_terror_is_in_play_every_oni_attack_devastates() -> None:
    st = _oc([("terror", ONI, (0, 0)), ("large_oni", ONI, (1, 0)), ("private", 1, (2, 0))])
    st, events = play(st, "oni_zone 1 0", "oni_move 2 2 0", "oni_target 2 0")
    assert find(events, "ts.combat")[0]["card"] == "L1"
    assert find(events, "ts.leg.devastated") == [{"q": 2, "r": 0}]
    z = B.zone_at(st.board, (2, 0))
    assert z is not None and z.devastated and marks_at(st, (2, 0)).owner == ONI
    assert st.pending[-1].kind == "riposte"  # Counter-attack · Retreat · Oni Reinforcement
    offered = {a for a in legal(st) if a.startswith("riposte")}
    assert offered <= {"riposte 0", "riposte 5"} and "riposte 0" in offered  # not 2 (Defensive)
    assert any(a.startswith("retreat") for a in legal(st))


@pytest.mark.rule("TS-M8.14", "TS-M8.4")
def test_the_terror_gone_the_oni_card_is_back() -> None:
    st = _oc([("large_oni", ONI, (1, 0)), ("private", 1, (2, 0))])
    st, events = play(st, "oni_zone 1 0", "oni_move 1 2 0", "oni_target 2 0")
    assert find(events, "ts.combat")[0]["card"] == "O1" and not find(events, "ts.leg.devastated")


@pytest.mark.rule("TS-9.15", "TS-10.7", "TS-M8.14")
def test_a_devastated_zone_scores_nothing_and_keeps_the_rest() -> None:
    b = moon_board([area((2, 0), E.RADIO)])
    st = lstate(the_board=b)
    st = with_marks(st, ZoneMarks((2, 0), owner=1, added=("unstable",)))
    assert zone_vp(st, (2, 0)) == 1
    st = devastate(st, (2, 0), [])
    z = B.zone_at(st.board, (2, 0))
    assert z is not None and z.devastated and zone_vp(st, (2, 0)) == 0
    assert has(st, (2, 0), "radioactive") and has(st, (2, 0), "unstable")
    assert marks_at(st, (2, 0)).owner == 1 and z.rotation == 0
    # DECISION: moon zones are never devastated
    assert devastate(st, (1, 0), []).board == st.board


# --- the Profanateur (TS-M8.15–TS-M8.17) ---------------------------------------------------------

@pytest.mark.rule("TS-M8.15")
def test_the_defiler_never_moves() -> None:
    st = _oc([("defiler", ONI, (0, 0)), ("small_oni", ONI, (0, 0)),
              ("private", 1, (1, 0))], marks={(1, 0): 1})
    defiler = st.units[0]
    assert not any(geometry.can_step(st, defiler, (0, 0), nb)
                   for nb in B.neighbour_zones(st.board, (0, 0)))
    st, _ = play(st, "oni_zone 0 0")
    assert not [a for a in legal(st) if a.startswith(f"oni_move {defiler.uid} ")]
    assert [a for a in legal(st) if a.startswith("oni_move 2 ")]


@pytest.mark.rule("TS-M8.16")
def test_no_player_conquers_oni_territories_or_tsukuyumi_zones_meanwhile() -> None:
    b = moon_board([area((2, 0), TSUKU)])
    units = [("cs_2_1", 0, p) for p in ((2, 0), (2, -1), (1, 0))]
    st = lstate([("defiler", ONI, (0, 0)), *units], the_board=b, marks={(2, -1): ONI},
                phase="red", left=(("C", 1),))
    c1 = COMBAT_CARDS["C1"]
    for at in ((2, 0), (2, -1), (1, 0)):  # Tsukuyumi tile, Oni territory, moon zone
        err = problem(st, 0, at, c1)
        assert err is not None and err.key == "ts.illegal.conquest_void"
    plain = replace(st, units=st.units + (st.units[1].__class__(99, "cs_2_1", 0, (-2, 0)),))
    assert problem(plain, 0, (-2, 0), c1) is None  # other zones as usual
    gone = replace(st, units=st.units[1:])
    assert problem(gone, 0, (2, 0), c1) is None  # destroyed or removed: the effect stops


@pytest.mark.rule("TS-M8.17")
def test_the_defiler_must_be_destroyed_twice() -> None:
    st = lstate([("defiler", ONI, (0, 0))])
    events: list = []
    st = damage.remove_units(st, (1,), events)
    assert [u.kind for u in st.units] == ["defiler_turned"]
    assert find(events, "ts.leg.defiler_turned")
    assert damage.health(st, st.units[0]) == 40  # full health
    st = damage.remove_units(st, (1,), [])
    assert st.units == () and st.oni_reserve == () and "defiler" in L.available(st)


# --- the Trois Ombres and the Ronin (TS-M8.19, TS-M8.25) -----------------------------------------

@pytest.mark.rule("TS-M8.19", "TS-8.7")
def test_new_oni_may_be_placed_on_or_next_to_a_shadow() -> None:
    b = moon_board()
    b = replace(b, zones=b.zones + (B.area_zone((3, 0), E.PLAIN, 0),
                                    B.area_zone((4, 0), E.PLAIN, 0)))
    st = lstate([("shadows", ONI, (3, 0)), ("shadows", ONI, (0, 0)), ("shadows", ONI, (-1, 0))],
                the_board=b)
    spots = geometry.oni_placement_zones(st)
    assert (3, 0) in spots and (4, 0) in spots
    assert (4, 0) not in geometry.oni_placement_zones(replace(st, options=()))
    # the last Shadow destroyed, the legendary Oni leaves play (DECISION)
    st = damage.remove_units(st, (1, 2), [])
    assert L.in_play(st) == "shadows"
    st = damage.remove_units(st, (3,), [])
    assert L.in_play(st) == "" and "shadows" in L.available(st)


@pytest.mark.rule("TS-M8.25", "TS-6.9")
def test_the_ronins_zone_oni_may_move_two_zones() -> None:
    st = _oc([("ronin", ONI, (0, 0)), ("small_oni", ONI, (0, 0)), ("private", 1, (2, 0))])
    assert "oni_zone 0 0" in legal(st)  # a target two zones away makes it an origin
    st, _ = play(st, "oni_zone 0 0", "oni_move 2 1 0")
    assert "oni_move 2 2 0" in legal(st)  # one zone more
    st, _ = play(st, "oni_move 2 2 0")
    assert not [a for a in legal(st) if a.startswith("oni_move 2 ")]  # two at most
    st, events = play(st, "oni_target 2 0")
    assert find(events, "ts.conquest")[0]["power"] == 10
    without = _oc([("large_oni", ONI, (0, 0)), ("private", 1, (2, 0))])
    # an ordinary Oni: no origin, the fallback moves (TS-8.16)
    assert all(a == "oni_done" or a.startswith("oni_shift") for a in legal(without))


@pytest.mark.rule("TS-M8.25", "TS-6.9")
def test_the_second_step_follows_the_pass_through_check() -> None:
    st = _oc([("ronin", ONI, (0, 0)), ("small_oni", ONI, (0, 0)),
              ("launcher", 1, (1, 0)), ("private", 2, (2, 0))])
    st, _ = play(st, "oni_zone 0 0", "oni_move 2 1 0")
    assert not [a for a in legal(st) if a.startswith("oni_move 2 ")]  # force 1 < 2
    st, _ = play(st, "oni_move 1 1 0")
    assert "oni_move 2 2 0" in legal(st)  # together: 2 + 1 ≥ 2
