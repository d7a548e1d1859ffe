"""Oni placement (TS-5.21, TS-8.7–TS-8.10, TS-4.7), with the seed example TS-8.10."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import IllegalAction
from game.tsukuyumi import oni_placement
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import edge_between
from game.tsukuyumi.engine import CODES, CodeHandler
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import ONI, ZoneMarks
from tests.tsukuyumi.ts_builders import kinds, legal_set, play
from tests.tsukuyumi.ts_builders_prod import ALL_ONI, RING2, prod_board, prod_state

FACTIONS = ("boarlords", "cyber", "nomads")
OUTER = (-3, 2)  # a ring-3 zone, next to the ring-2 zone (-2, 2) and to no moon zone
ONI_LAND = (-2, 2)


def oni_zones(st) -> set[tuple[int, int]]:  # type: ignore[no-untyped-def]
    return {tuple(map(int, a.split()[2:])) for a in legal_set(st) if a.startswith("oni ")}


def board_with_outer(**kw):  # type: ignore[no-untyped-def]
    return prod_board(FACTIONS, extra=(OUTER,), **kw)


@pytest.mark.rule("TS-8.10", "TS-8.7", "TS-5.21")
def test_seed_example_bernard_places_two_medium_oni() -> None:
    st = prod_state(the_board=board_with_outer(), left=(("OP", 2),),
                    marks=[ZoneMarks(ONI_LAND, owner=ONI)])
    assert OUTER in oni_zones(st)  # next to a zone controlled by the Oni
    st, ev = play(st, "oni 1 0 0")  # a medium Oni on the Moon
    assert st.pending and st.pending[-1].data == (1,) and st.turn is not None
    assert st.turn.left == ()
    assert set(legal_set(st)) == {str(a) for a in oni_placement.placement_actions(st)}
    st, ev2 = play(st, "oni 1 -3 2")  # the other next to the Oni's zone
    oni = [(u.kind, u.at) for u in st.units if u.owner == ONI]
    assert oni == [("medium_oni", (0, 0)), ("medium_oni", OUTER)]
    assert not st.pending and kinds(ev + ev2).count("ts.oni_placed") == 2
    assert len(st.oni_reserve) == len(ALL_ONI) - 2
    assert st.oni_reserve.count("medium_oni") == ALL_ONI.count("medium_oni") - 2
    assert "end" in legal_set(st)


@pytest.mark.rule("TS-8.7", "TS-9.7")
def test_placement_zones_tsukuyumi_oni_territories_and_their_neighbours() -> None:
    st = prod_state(the_board=board_with_outer(), left=(("OP", 1),))
    moon = {(0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}
    assert oni_zones(st) == moon | set(RING2)  # the Moon and all its neighbours
    # a Tsukuyumi marker or an Oni territory out on ring 3 adds itself and its neighbours
    st = prod_state(the_board=board_with_outer(), left=(("OP", 1),),
                    marks=[ZoneMarks(ONI_LAND, owner=ONI)])
    assert OUTER in oni_zones(st)
    st = prod_state(the_board=board_with_outer(), left=(("OP", 1),),
                    marks=[ZoneMarks(ONI_LAND, added=("tsukuyumi",))])
    assert OUTER in oni_zones(st)
    # any size, several to one zone
    assert {a.split()[1] for a in legal_set(st) if a.startswith("oni ")} == {"0", "1", "2"}
    # a moon zone whose Tsukuyumi was cancelled (E11, TS-8.5) is no source any more: the
    # ring-2 zones touching only it are out, the zone itself stays (next to the centre)
    st = prod_state(the_board=board_with_outer(), left=(("OP", 1),),
                    marks=[ZoneMarks((1, 0), cancelled=("tsukuyumi",))])
    assert (1, 0) in oni_zones(st) and (2, 0) not in oni_zones(st)
    assert (2, -1) in oni_zones(st)  # still next to (1, -1)


@pytest.mark.rule("TS-8.7", "TS-9.10", "TS-23.13")
def test_barriers_and_barricades_block_oni_placement_adjacency() -> None:
    marks = [ZoneMarks(ONI_LAND, owner=ONI)]
    edge = edge_between(ONI_LAND, OUTER)
    for board in (board_with_outer(barriers=[edge]), board_with_outer(barricades=[edge])):
        st = prod_state(the_board=board, left=(("OP", 1),), marks=marks)
        assert OUTER not in oni_zones(st) and ONI_LAND in oni_zones(st)
        with pytest.raises(IllegalAction):
            RULES.apply(st, 0, Action("oni", (0, *OUTER)))


@pytest.mark.rule("TS-8.7")
def test_start_zone_next_to_an_oni_zone_is_legal() -> None:
    st = prod_state(left=(("OP", 1),), marks=[ZoneMarks((0, 2), owner=ONI)])
    assert (0, 3) in oni_zones(st)  # seat 2's start zone
    st, _ = play(st, "oni 2 0 3")
    assert [(u.kind, u.at) for u in st.units] == [("large_oni", (0, 3))]


@pytest.mark.rule("TS-4.7", "TS-5.21")
def test_oni_placement_is_mandatory_and_done_in_one_go() -> None:
    st = prod_state(left=(("P", 2), ("OP", 2)))
    assert "end" not in legal_set(st)
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, Action("end"))
    st, _ = play(st, "oni 0 0 0")
    options = legal_set(st)
    assert options and all(a.startswith("oni ") for a in options)  # no production between
    st, _ = play(st, "oni 0 0 0")
    assert "end" in legal_set(st) and any(a.startswith("buy") for a in legal_set(st))


@pytest.mark.rule("TS-8.8")
def test_empty_reserve_turns_the_placement_into_one_oni_conquest() -> None:
    st = prod_state(left=(("P", 1), ("OP", 3)), reserve=())
    assert {a for a in legal_set(st) if a.startswith("oni")} == {"oni_convert"}
    assert "end" not in legal_set(st)
    st, ev = play(st, "oni_convert")
    assert st.turn is not None and st.turn.left == (("P", 1), ("OC", 1))
    assert ev[-1].kind == "ts.oni_converted_no_oni" and ev[-1].args["count"] == 3


@pytest.mark.rule("TS-8.8")
def test_at_least_one_oni_placed_keeps_it_a_placement() -> None:
    st = prod_state(left=(("OP", 3),), reserve=("small_oni",))
    assert "oni_convert" not in legal_set(st)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(st, 0, Action("oni_convert"))
    assert err.value.key in ("ts.illegal.not_legal", "ts.illegal.oni_can_place")
    with pytest.raises(IllegalAction) as err:
        CODES["OP"].apply(st, 0, Action("oni_convert"), [])
    assert err.value.key == "ts.illegal.oni_can_place"
    st, ev = play(st, "oni 0 1 0")
    assert not st.pending and st.turn is not None and st.turn.left == ()
    assert ev[-1].kind == "ts.oni_placement_short" and ev[-1].args["missing"] == 2
    assert st.oni_reserve == ()


@pytest.mark.rule("TS-8.9")
def test_no_legal_zone_also_turns_it_into_one_oni_conquest() -> None:
    # a board without the Moon or any Tsukuyumi zone or Oni territory
    board = prod_board(FACTIONS, moon=False)
    st = prod_state(the_board=board, left=(("OP", 2),))
    assert st.oni_reserve and oni_placement.placement_actions(st) == []
    assert "oni_convert" in legal_set(st)
    st, ev = play(st, "oni_convert")
    assert st.turn is not None and st.turn.left == (("OC", 1),)
    assert ev[-1].kind == "ts.oni_converted_no_zone"


@pytest.mark.rule("TS-8.8", "TS-4.3")
def test_conversion_is_decided_when_the_placement_is_done() -> None:
    st = prod_state(left=(("OP", 1),), reserve=())
    assert legal_set(st) == {"oni_convert"}
    # an Oni destroyed before the placement (e.g. by the turn's Oni conquest) refills it
    st = replace(st, oni_reserve=("large_oni",))
    assert "oni_convert" not in legal_set(st) and "oni 2 0 0" in legal_set(st)


@pytest.mark.rule("TS-8.8", "TS-4.7")
def test_converted_conquest_beside_the_cards_own_is_mandatory_and_listed_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    fake = CodeHandler(lambda st, seat, value: [Action("done")],
                       lambda st, seat, action, events: st, ("done",))
    monkeypatch.setitem(CODES, "OC", fake)
    st = prod_state(left=(("OP", 2), ("OC", 1)), reserve=())
    st, _ = play(st, "oni_convert")
    assert st.turn is not None and st.turn.left == (("OC", 1), ("OC", 1))
    actions = RULES.legal_actions(st, 0)
    assert actions == (Action("done"),)  # listed once, and no `end`: both OC are due


def test_illegal_oni_placements_change_nothing() -> None:
    st = prod_state(left=(("OP", 1),), reserve=("small_oni",))
    handler = CODES["OP"]
    with pytest.raises(IllegalAction) as err:
        handler.apply(st, 0, Action("oni", (2, 0, 0)), [])
    assert err.value.key == "ts.illegal.oni_reserve"
    with pytest.raises(IllegalAction) as err:
        handler.apply(st, 0, Action("oni", (0, 3, -1)), [])  # seat 0's start: no Oni zone near
    assert err.value.key == "ts.illegal.oni_zone"
    with pytest.raises(IllegalAction) as err:
        handler.apply(prod_state(left=()), 0, Action("oni", (0, 0, 0)), [])
    assert err.value.key == "ts.illegal.oni_none"
    assert st.units == () and st.oni_reserve == ("small_oni",)
