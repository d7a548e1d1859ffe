"""The Production action: the basket, its PP budget, placement and supply (TS-5.13–TS-5.19,
TS-1.10), with the seed examples TS-5.18 and TS-5.19."""

from __future__ import annotations

import pytest

from game.core.rules import IllegalAction
from game.tsukuyumi import production_items as items
from game.tsukuyumi.actions import Action, parse_action
from game.tsukuyumi.engine import CODES
from game.tsukuyumi.geometry import can_step
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import ONI, ZoneMarks, unit_by_id
from tests.tsukuyumi.ts_builders import idx, kinds, legal_set, play, units_of
from tests.tsukuyumi.ts_builders_prod import prod_board, prod_state

START = (3, -1)
NEXT = ((2, -1), (2, 0))  # the zones adjacent to seat 0's start zone


@pytest.mark.rule("TS-5.18", "TS-23.2", "TS-5.13")
def test_seed_example_maxine_squeaker_then_boarguard() -> None:
    st = prod_state(units=[("squeaker", 0, (2, -1)), ("boarmother", 0, (-1, -1))],
                    left=(("P", 3),))
    st, ev = play(st, f"buy {idx('squeaker')} 2 0")  # a Squeaker next to her start zone, 1 PP
    assert [u.at for u in units_of(st, 0, "squeaker")] == [(2, -1), (2, 0)]
    assert st.pending and st.pending[-1].data == (2, 0, 0)  # 2 PP left
    st, ev2 = play(st, f"upgrade 1 {idx('boarguard')}")  # another Squeaker → Boarguard, 2 PP
    assert unit_by_id(st, 1).kind == "boarguard" and unit_by_id(st, 1).at == (2, -1)
    assert [e.args["cost"] for e in ev + ev2 if e.kind in ("ts.produced", "ts.upgraded")] == [1, 2]
    # nothing left to spend: the action has ended by itself, the P icon is used
    assert not st.pending and st.turn is not None and st.turn.left == ()
    assert kinds(ev2)[-1] == "ts.production_end"
    assert "end" in legal_set(st)


@pytest.mark.rule("TS-5.19", "TS-20.6")
def test_seed_example_eric_cybersamurai_and_an_uplink() -> None:
    st = prod_state(factions=("cyber", "boarlords", "nomads"), left=(("P", 2),))
    st, _ = play(st, f"buy {idx('cs_2_1')} 2 -1")
    st, ev = play(st, "uplink 6")  # Drone Hub, 1 PP, face up in front of him
    assert [u.kind for u in st.units] == ["cs_2_1"]
    assert st.seats[0].uplinks == ("drone_hub",)
    assert not st.pending and kinds(ev)[-1] == "ts.production_end"


@pytest.mark.rule("TS-5.13", "TS-5.14")
def test_items_paid_in_full_and_leftover_lost() -> None:
    st = prod_state(factions=("cyber", "boarlords", "nomads"), left=(("P", 3),))
    cyberoid = idx("cyberoid")
    st, _ = play(st, f"buy {cyberoid} 3 -1")  # 2 PP, 1 left
    assert st.pending[-1].data == (1, 0, 0)
    options = legal_set(st)
    assert not any(a.startswith(f"buy {cyberoid} ") for a in options)  # 2 PP: not with 1 left
    assert f"buy {idx('cs_2_1')} 3 -1" in options and "done" in options
    with pytest.raises(IllegalAction) as err:
        RULES.apply(st, 0, Action("buy", (cyberoid, 3, -1)))
    assert err.value.key in ("ts.illegal.not_legal", "ts.illegal.prod_cost")
    before = st
    st, ev = play(st, "done")
    assert before.pending and not st.pending
    assert ev[-1].kind == "ts.production_end" and ev[-1].args["lost"] == 1
    # the action is over: its PP cannot be used later
    assert not any(a.split()[0] in ("buy", "upgrade", "uplink") for a in legal_set(st))


@pytest.mark.rule("TS-5.14")
def test_refused_item_names_its_cost_and_changes_nothing() -> None:
    st = prod_state(factions=("cyber", "boarlords", "nomads"), left=(("P", 1),))
    handler = CODES["P"]
    with pytest.raises(IllegalAction) as err:
        handler.apply(st, 0, Action("buy", (idx("cyberoid"), 3, -1)), [])
    assert err.value.key == "ts.illegal.prod_cost" and err.value.args_map == {"cost": 2,
                                                                             "budget": 1}
    with pytest.raises(IllegalAction) as err:
        handler.apply(st, 0, Action("buy", (idx("cs_2_1"), 0, 0)), [])
    assert err.value.key == "ts.illegal.prod_zone"
    with pytest.raises(IllegalAction) as err:
        handler.apply(st, 0, Action("buy", (idx("squeaker"), 3, -1)), [])
    assert err.value.key == "ts.illegal.prod_unit"
    assert st.turn is not None and st.turn.left == (("P", 1),) and st.units == ()


@pytest.mark.rule("TS-5.15", "TS-9.10")
def test_new_units_on_the_start_zone_or_next_to_it_ignoring_barriers() -> None:
    walls = _edges_around(START)
    board = prod_board(("boarlords", "cyber", "nomads"), barriers=walls)
    st = prod_state(the_board=board, left=(("P", 1),))
    zones = {tuple(map(int, a.split()[2:])) for a in legal_set(st) if a.startswith("buy")}
    assert zones == {START, *NEXT}
    assert items.placement_zones(st, 0, "squeaker") == tuple(sorted({START, *NEXT}))
    st, _ = play(st, f"buy {idx('squeaker')} 2 -1")
    squeaker = units_of(st, 0, "squeaker")[0]
    # the placement rule does not let the unit walk back across the barrier
    assert not can_step(st, squeaker, (2, -1), START)


def _edges_around(pos: tuple[int, int]) -> list[tuple[int, int, int]]:
    from game.tsukuyumi.board import edge_key

    return [edge_key(pos, d) for d in range(6)]


@pytest.mark.rule("TS-5.17")
def test_placement_in_enemy_zones_and_through_no_entry() -> None:
    marks = [ZoneMarks((2, -1), owner=1, no_entry=1), ZoneMarks((2, 0), owner=ONI)]
    st = prod_state(units=[("cs_2_1", 1, (2, -1)), ("large_oni", ONI, (2, 0))], marks=marks,
                    left=(("P", 1),))
    options = legal_set(st)
    assert f"buy {idx('squeaker')} 2 -1" in options and f"buy {idx('squeaker')} 2 0" in options
    st, _ = play(st, f"buy {idx('squeaker')} 2 -1")
    assert units_of(st, 0, "squeaker")[0].at == (2, -1)


@pytest.mark.rule("TS-1.10")
def test_supply_limit_for_new_units_and_upgrades() -> None:
    # 7 Squeakers in play: one more may come, then none
    units = [("squeaker", 0, (2, -1))] * 7 + [("boarmaster", 0, (2, 0))]
    st = prod_state(units=units, left=(("P", 4),))
    assert items.supply_left(st, 0, "squeaker") == 1
    assert items.supply_left(st, 0, "boarmaster") == 0
    options = legal_set(st)
    assert not any(a.startswith(f"buy {idx('boarmaster')} ") for a in options)
    st, _ = play(st, f"buy {idx('squeaker')} 3 -1")
    options = legal_set(st)
    assert not any(a.startswith(f"buy {idx('squeaker')} ") for a in options)
    # the only Boarmaster is in play: no Boarmaiden → Boarmaster, no Squeaker → Boarmaster
    assert not any(a.endswith(f" {idx('boarmaster')}") and a.startswith("upgrade")
                   for a in options)
    # a destroyed unit returns to the supply and may be produced again
    gone = units_of(st, 0, "squeaker")[0].uid
    from dataclasses import replace

    st = replace(st, units=tuple(u for u in st.units if u.uid != gone))
    assert f"buy {idx('squeaker')} 3 -1" in legal_set(st)


@pytest.mark.rule("TS-1.10")
def test_pieces_in_play_never_exceed_the_box_in_random_games() -> None:
    from game.core.simulate import play_bots
    from game.tsukuyumi import data

    for seed in range(3):
        result = play_bots(RULES, ["easy"] * 4, seed, {}, keep_events=True)
        assert any(e.kind == "ts.produced" for e in result.events)
        # replay to the end and check every state on the way
        st = RULES.initial_state(seed, 4, RULES.check_setup(4, {}))
        for seat, text in result.actions:
            st, _ = RULES.apply(st, seat, parse_action(text))
            for s in range(st.n):
                for unit in data.UNITS:
                    assert items.in_play(st, s, unit.key) <= unit.figures
            on_board = sum(1 for u in st.units if u.owner == ONI)
            assert on_board + len(st.oni_reserve) == 21  # TS-42.13


@pytest.mark.rule("TS-5.13", "TS-4.10")
def test_white_phase_production_is_one_pp_without_productive() -> None:
    st = prod_state(factions=("darkseed", "cyber", "nomads"), phase="white",
                    units=[("planter", 0, (2, 0))], left=(("P", 1),))
    options = legal_set(st)
    assert f"buy {idx('worker')} 3 -1" in options
    assert not any(a.startswith(f"buy {idx('stinger')} ") for a in options)  # 3 PP
    st, ev = play(st, f"buy {idx('worker')} 3 -1")
    assert ev[0].args == {"seat": 0, "pp": 1, "productive": 0}
    assert not st.pending  # 1 PP spent: the action ends


def test_turn_cannot_end_in_the_middle_of_a_production() -> None:
    st = prod_state(left=(("P", 3),))
    st, _ = play(st, f"buy {idx('squeaker')} 3 -1")
    assert "end" not in legal_set(st)
    assert RULES.to_act(st) == (0,)
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, Action("end"))
    st, _ = play(st, "done")
    assert "end" in legal_set(st)


def test_actions_round_trip_their_notation() -> None:
    st = prod_state(left=(("P", 3),), units=[("squeaker", 0, (2, -1))])
    st, _ = play(st, f"buy {idx('squeaker')} 3 -1")
    actions = RULES.legal_actions(st, 0)
    assert Action("done") in actions
    for action in actions:
        assert parse_action(str(action)) == action
