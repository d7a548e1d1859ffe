"""Event effects that start actions or act on the player: E12–E20 (TS-31.2), "this round"
effects expiring (TS-31.3) and the E18 memory in the views (TS-40.5)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rng import Rng
from game.core.rules import events_for
from game.tsukuyumi import board as B
from game.tsukuyumi import combat_base, scoring
from game.tsukuyumi.movement import allowance
from game.tsukuyumi.production_items import UNIT_INDEX
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import NOBODY, ONI, ZoneMarks, marks_at, unit_by_id
from tests.tsukuyumi import ts_builders_events as T

# --- E12 Supply Cache ------------------------------------------------------------------------

@pytest.mark.rule("TS-31.2")
def test_e12_is_a_production_of_2_pp() -> None:
    zones = [T.area(p, T.PLAIN) for p in T.PATCH] + [B.start_zone((3, -1), "cyber")]
    st = T.hand(12, the_board=B.Board(zones=tuple(zones)))
    st = replace(st, seats=(replace(st.seats[0], start=(3, -1)),) + st.seats[1:])
    st, _ = T.play(st, "play 12")
    assert st.pending[-1].kind == "production" and st.pending[-1].data[0] == 2
    st, _ = T.play(st, f"buy {UNIT_INDEX['cyberoid']} 3 -1")
    assert [u.kind for u in st.units if u.at == (3, -1)] == ["cyberoid"]
    assert st.pending[-1].kind == "events"  # 2 PP spent: the production closed itself


# --- E13 Rapid Deployment --------------------------------------------------------------------

@pytest.mark.rule("TS-31.2")
def test_e13_moves_up_to_three_units_one_zone_each_ignoring_enemies() -> None:
    units = (T.ME, ("cs_2_2", 0, (2, -2)), ("cyberoid", 0, (-1, 1)), ("private", 1, (1, 0)),
             ("shield_drone", 0, (-2, 0)))
    st = T.hand(13, units)
    st, _ = T.play(st, "play 13 1 1 0")  # into a zone held by an enemy
    assert unit_by_id(st, 1).at == (1, 0)
    assert not any(t.startswith("redeploy 1 ") for t in T.legal_set(st))  # each unit once
    st, _ = T.play(st, "redeploy 2 2 -1", "redeploy 3 -1 2")
    assert unit_by_id(st, 2).at == (2, -1) and unit_by_id(st, 3).at == (-1, 2)
    assert st.pending[-1].kind == "events"  # three units: over
    assert unit_by_id(st, 5).at == (-2, 0)


# --- E14 Oni Unrest, E15 Call of the Moon ----------------------------------------------------

@pytest.mark.rule("TS-31.2")
def test_e14_moves_oni_then_offers_an_optional_oni_conquest() -> None:
    st = T.hand(14, (T.ME, ("small_oni", ONI, (2, -2)), ("private", 1, (1, -1))))
    st, _ = T.play(st, "play 14")
    assert st.pending[-1].kind == "oni_shift" and "oni_done" in T.legal_set(st)
    st, _ = T.play(st, "oni_shift 2 2 -1")
    assert unit_by_id(st, 2).at == (2, -1)
    st, _ = T.play(st, "oni_done")
    assert st.pending[-1].kind == "oni_start"
    declined, _ = T.play(st, "oni_done")  # the conquest is optional
    assert declined.pending[-1].kind == "events"
    st, events = T.play(st, "oni_zone 2 -1", "oni_move 2 1 -1", "oni_target 1 -1")
    assert any(e.kind == "ts.combat" and e.args["card"] == "O1" for e in events)


@pytest.mark.rule("TS-31.2")
def test_e15_places_up_to_two_oni_by_the_placement_rules() -> None:
    the_board = T.event_board([T.area((2, -2), T.TSUKU)])
    st = T.hand(15, the_board=the_board, reserve=("small_oni", "large_oni"))
    plays = T.plays_of(st, 15)
    assert "play 15 0 2 -2" in plays and "play 15 2 2 -1" in plays
    assert not any(p.endswith(" 0 0") for p in plays)  # not next to a Tsukuyumi zone
    st, _ = T.play(st, "play 15 2 2 -1")
    assert [u.kind for u in st.units if u.owner == ONI] == ["large_oni"]
    assert "oni 0 2 -2" in T.legal_set(st) and "effect_done" in T.legal_set(st)
    st, _ = T.play(st, "effect_done")  # "you may": one is enough
    assert st.oni_reserve == ("small_oni",) and st.pending[-1].kind == "events"


# --- E16 Entrench, E19 Tailwind and the end of the round (TS-31.3) -----------------------------

def _end_round(st):
    events: list = []
    st = replace(st, pending=(), turn=None, phase="red")
    return scoring.end_round(st, events)


@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-7.6")
@pytest.mark.rule("TS-31.3")
def test_e16_gives_15_conquest_to_the_defender_until_the_round_ends() -> None:
    st = T.hand(16, (T.ME, ("hunter", 1, (0, 0))))
    assert combat_base.forecast(st, 1, (0, 0)) == (10, 10)
    st, _ = T.play(st, "play 16 0 0")
    assert marks_at(st, (0, 0)).entrench == 0
    assert combat_base.forecast(st, 1, (0, 0)) == (10, 25)
    assert combat_base.forecast(st, 0, (0, 0)) == (10, 10)  # not when attacking
    st = _end_round(st)
    assert marks_at(st, (0, 0)).entrench == NOBODY
    assert combat_base.forecast(st, 1, (0, 0)) == (10, 10)


@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-31.3")
def test_e19_tailwind_adds_one_zone_to_every_movement_this_round() -> None:
    st = T.hand(19)
    unit = unit_by_id(st, 1)
    assert allowance(st, unit, 1) == 1
    st, _ = T.play(st, "play 19")
    assert allowance(st, unit, 1) == 2 and allowance(st, unit, 2) == 3
    assert T.plays_of(replace(st, seats=(replace(st.seats[0], events=(19,)),) + st.seats[1:]),
                      19) == set()  # once is enough
    st = _end_round(st)
    assert allowance(st, unit, 1) == 1


# --- E17 Sabotage ----------------------------------------------------------------------------

@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-5.12")
def test_e17_removes_up_to_two_faction_markers_of_other_factions() -> None:
    marks = [ZoneMarks((0, 0), mines=2, eggs=1, fortress=1, no_entry=3)]
    st = T.event_state((("squeaker", 0, (0, 0)),), ("boarlords", "nomads", "darkseed", "cyber"),
                       hands={0: (17,)}, display=(18, 19), marks=marks)
    # Mine, Egg, Kaneda; never the player's own Fortress
    assert T.plays_of(st, 17) == {"play 17 0 0 0", "play 17 0 0 1", "play 17 0 0 4"}
    st, _ = T.play(st, "play 17 0 0 4")
    assert marks_at(st, (0, 0)).no_entry == -2
    assert {t for t in T.legal_set(st) if t.startswith("sabotage")} == {"sabotage 0", "sabotage 1"}
    st, _ = T.play(st, "sabotage 0")
    m = marks_at(st, (0, 0))
    assert (m.mines, m.eggs, m.fortress) == (1, 1, 1)
    assert st.pending[-1].kind == "events"


# --- E18 Scout Ahead (TS-40.5) ---------------------------------------------------------------

@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-40.5")
def test_e18_keeps_one_of_three_and_remembers_the_order_until_drawn() -> None:
    st = T.hand(18, deck=(5, 6, 7, 8), left=(("E", 3),))
    st = replace(st, event_display=(9, 10))
    st, events = T.play(st, "play 18")
    assert st.pending[-1].kind == "scout" and st.pending[-1].data == (3,)  # no secret in it
    assert len([t for t in T.legal_set(st) if t.startswith("scout")]) == 6
    assert RULES.is_private_for(st, 0)
    told = [e for e in events_for(events, 1) if e.kind.startswith("ts.ev.scout")]
    assert [e.kind for e in told] == ["ts.ev.scout"] and told[0].args == {"seat": 0, "count": 3}
    st, events = T.play(st, "scout 6 7 5")
    assert st.seats[0].events == (6,) and st.event_deck == (7, 5, 8)
    assert st.seats[0].scouted == (7, 5)
    assert RULES.view(st, 0).seats[0].scouted == (7, 5)
    assert RULES.view(st, 1).seats[0].scouted == ()
    for p in range(3):
        view = RULES.view(st, p)
        assert RULES.view(RULES.determinize(view, Rng.from_seed(p)), p) == view
    guess = RULES.determinize(RULES.view(st, 0), Rng.from_seed(9))
    assert guess.event_deck[:2] == (7, 5)
    st, _ = T.play(st, "draw 2")
    assert st.seats[0].events == (6, 7) and st.seats[0].scouted == (5,)


def test_e18_another_seat_forgets_its_memory_when_the_deck_top_is_reordered() -> None:
    st = T.hand(18, deck=(5, 6, 7, 8))
    st = replace(st, seats=st.seats[:1] + (replace(st.seats[1], scouted=(5, 6)),) + st.seats[2:])
    st, _ = T.play(st, "play 18", "scout 5 6 7")
    assert st.seats[1].scouted == () and st.seats[0].scouted == (6, 7)


# --- E20 Seize the Moment --------------------------------------------------------------------

@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-5.4")
def test_e20_moves_the_marker_up_without_flipping_it() -> None:
    st = T.hand(20, order=(1, 0, 2))
    st, _ = T.play(st, "play 20")
    assert st.initiative == (0, 1, 2)
    assert st.phase_order == (1, 0, 2)  # the phase keeps its order
    assert 0 not in st.done and T.actor(st) == 0
    first = T.hand(20, order=(0, 1, 2))
    assert T.plays_of(first, 20) == set()
