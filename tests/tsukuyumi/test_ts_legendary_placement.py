"""The legendary Oni's pool and placement (TS-M8.1–TS-M8.5 and each one's own initial
placement: TS-M8.7, M8.10, M8.13, M8.15, M8.18, M8.20, M8.22, M8.24)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
import ts_builders_events as E
from ts_builders import ONI, TSUKU, area, find, legal, play
from ts_builders_legend import FERTILE, RING2, legend, legends, lstate, moon_board

from game.core.rules import IllegalAction
from game.tsukuyumi import board as B
from game.tsukuyumi import scoring
from game.tsukuyumi.actions import parse_action
from game.tsukuyumi.modules import legendary as L
from game.tsukuyumi.rules import RULES

MOON = tuple(z.pos for z in B.moon_zones())
RING = tuple(p for p in MOON if p != (0, 0))
OP2 = {"phase": "green", "left": (("OP", 2),)}
ALL_ONI = ("small_oni",) * 3 + ("medium_oni",) * 4 + ("large_oni",) * 2


def _placing(**kw):
    """Seat 0's green turn with an Oni placement of 2 to do, the reserve well stocked."""
    kw.setdefault("reserve", ALL_ONI)
    return lstate(**{**OP2, **kw})


@pytest.mark.rule("TS-M8.1", "TS-2.2")
def test_the_legendary_pool_is_kept_apart_and_never_drawn_onto_the_moon() -> None:
    for seed in range(1, 6):
        st = RULES.initial_state(seed, 3, RULES.check_setup(3, {"legendary_oni": "all"}))
        assert not L.figures(st)
        kinds = Counter([u.kind for u in st.units if u.owner == ONI] + list(st.oni_reserve))
        assert kinds == {"small_oni": 9, "medium_oni": 7, "large_oni": 5}
        assert len(L.available(st)) == 8
    # only the chosen ones are offered
    st = _placing(keys=("horror", "ronin"))
    assert {a.split()[1] for a in legends(legal(st))} == {"0", "7"}
    off = _placing(keys=())
    assert legends(legal(off)) == [] and L.available(off) == ()


@pytest.mark.rule("TS-M8.2", "TS-M8.7")
def test_an_oni_placement_may_place_one_instead_at_its_own_placement() -> None:
    st = _placing(keys=("horror",))
    assert legends(legal(st)) == sorted(legend("horror", p) for p in RING)  # TS-M8.7
    assert "oni 0 0 0" in legal(st)  # the ordinary Oni are still offered
    st, events = play(st, legend("horror", (1, 0)))
    assert find(events, "ts.leg.placed") == [{"seat": 0, "legendary": "horror", "q": 1, "r": 0}]
    assert [u.kind for u in st.units] == ["horror"] and st.oni_reserve == tuple(sorted(ALL_ONI))
    # it counts as one of the two Oni placed: one ordinary Oni is still due, no second legend
    assert st.pending[-1].kind == "oni_placement"
    assert legends(legal(st)) == [] and "oni 2 0 0" in legal(st)
    st, _ = play(st, "oni 2 0 0")
    assert not st.pending and legal(st) == ["end"]


@pytest.mark.rule("TS-M8.2", "TS-M8.22")
def test_the_second_oni_of_a_placement_may_be_the_legendary_one() -> None:
    st, _ = play(_placing(keys=("merchant",)), "oni 0 1 0")
    assert legends(legal(st)) == [legend("merchant", (0, 0))]  # TS-M8.22
    st, _ = play(st, legend("merchant", (0, 0)))
    assert sorted(u.kind for u in st.units) == ["merchant", "small_oni"] and not st.pending


@pytest.mark.rule("TS-M8.2", "TS-8.8", "TS-M8.10")
def test_with_an_empty_reserve_a_legendary_oni_keeps_the_placement_a_placement() -> None:
    st = _placing(keys=("witness",), reserve=())
    assert "oni_convert" not in legal(st)
    assert legends(legal(st)) == sorted(legend("witness", p) for p in MOON)  # TS-M8.10
    st, events = play(st, legend("witness", (0, 0)))
    assert find(events, "ts.oni_placement_short")  # nothing more can be placed
    off = _placing(keys=(), reserve=())
    assert legal(off) == ["oni_convert"]


@pytest.mark.rule("TS-M8.3")
def test_at_most_one_legendary_oni_is_on_the_board() -> None:
    st = _placing(units=[("witness", ONI, (0, 0))])
    assert L.in_play(st) == "witness" and legends(legal(st)) == []
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, parse_action(legend("horror", (1, 0))))


@pytest.mark.rule("TS-M8.4", "TS-M8.5", "TS-8.19")
def test_a_destroyed_legendary_oni_returns_to_its_pool_not_the_reserve() -> None:
    from game.tsukuyumi.damage import remove_units

    st = _placing(units=[("ronin", ONI, (2, 0)), ("small_oni", ONI, (2, 0))], reserve=())
    st = remove_units(st, (1, 2), [])
    assert st.oni_reserve == ("small_oni",)  # the ordinary one goes back to the reserve
    assert L.figures(st) == () and "ronin" in L.available(st)  # placed again later
    assert legend("ronin", (2, 0)) in legal(st)


@pytest.mark.rule("TS-M8.5", "TS-8.4", "TS-9.5")
def test_legendary_oni_are_oni_immune_to_radioactivity() -> None:
    radio = moon_board([area((2, 0), E.RADIO)])
    st = lstate([("terror", ONI, (2, 0)), ("private", 1, (2, 0))], the_board=radio)
    st = scoring._radioactivity(st, [])
    assert [u.kind for u in st.units] == ["terror"]


@pytest.mark.rule("TS-M8.2", "TS-7.28", "TS-M8.15")
def test_the_oni_reinforcement_riposte_may_place_one_instead() -> None:
    st = lstate([("medium_oni", ONI, (1, 0)), ("private", 1, (2, 0))], keys=("defiler",),
                phase="green", left=(("OC", 1),), reserve=("small_oni",))
    st, _ = play(st, "oni_zone 1 0", "oni_move 1 2 0", "oni_target 2 0")
    assert st.pending[-1].kind == "riposte" and st.pending[-1].seat == 1
    st, _ = play(st, "riposte 5")  # the defender's Oni Reinforcement
    assert st.pending[-1].kind == "reinforce"
    assert legend("defiler", (0, 0)) in legal(st)  # TS-M8.15: the Moon centre
    st, _ = play(st, legend("defiler", (0, 0)))
    assert "defiler" in [u.kind for u in st.units]
    assert legends(legal(st)) == [] and "reinforce 0 2 0" in legal(st)  # one more may come


@pytest.mark.rule("TS-M8.2", "TS-31.2")
def test_call_of_the_moon_may_place_one_instead() -> None:
    st = E.event_state([("private", 0, (2, 0))], hands={0: (15,)}, display=(18, 19),
                 deck=(16, 17), the_board=moon_board(), reserve=("small_oni",))
    st = replace(st, options=(("legendary_oni", "merchant"),))
    plays = E.plays_of(st, 15)
    assert "play 15 9 0 0" in plays  # size 3 + k: the Marchand (k = 6) on the centre
    assert "play 15 0 1 0" in plays
    st, _ = play(st, "play 15 9 0 0")
    assert [u.kind for u in st.units if u.owner == ONI] == ["merchant"]
    assert st.pending[-1].kind == "event_more" and "oni 0 1 0" in legal(st)
    assert legends(legal(st)) == []


@pytest.mark.rule("TS-M8.13")
def test_the_terror_goes_on_or_next_to_a_tsukuyumi_zone_never_the_centre() -> None:
    tiles = [area((2, -2), TSUKU)] + [area((3, -2)), area((3, -3))]
    walled = B.place_edge_marker(moon_board(tiles), "barrier", B.edge_between((2, -2), (3, -3)))
    st = _placing(keys=("terror",), the_board=walled)
    spots = {tuple(map(int, a.split()[2:])) for a in legends(legal(st))}
    assert (0, 0) not in spots and set(RING) <= spots
    assert {(2, -2), (3, -2), (2, -1), (2, 0)} <= spots  # next to the ring or the tile
    assert (3, -3) not in spots  # across the barrier


@pytest.mark.rule("TS-M8.18")
def test_the_three_shadows_go_to_three_zones_and_count_as_one_oni() -> None:
    st = _placing(keys=("shadows",), left=(("OP", 1),),
                  the_board=moon_board(starts={(3, 0): "cyber"}))
    assert legend("shadows", (3, 0)) not in legal(st)  # never a start zone
    st, _ = play(st, legend("shadows", (2, 0)))
    assert st.pending[-1].kind == "legend_shadows" and "shadow 2 0" not in legal(st)
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, parse_action("shadow 2 0"))
    st, _ = play(st, "shadow 0 0", "shadow -2 2")
    assert sorted(u.at for u in st.units if u.kind == "shadows") == [(-2, 2), (0, 0), (2, 0)]
    assert not st.pending and legal(st) == ["end"]  # the placement of 1 is done


@pytest.mark.rule("TS-M8.20")
def test_the_gambler_goes_on_a_start_zone_with_three_medium_oni() -> None:
    b = moon_board(starts={(3, 0): "cyber", (-3, 3): "nomads"})
    st = _placing(keys=("gambler",), the_board=b, reserve=("medium_oni",) * 2 + ("small_oni",))
    assert legends(legal(st)) == [legend("gambler", (-3, 3)), legend("gambler", (3, 0))]
    st, events = play(st, legend("gambler", (3, 0)))
    assert sorted(u.kind for u in st.units if u.at == (3, 0)) == [
        "gambler", "medium_oni", "medium_oni"]  # as many as available
    assert st.oni_reserve == ("small_oni",) and find(events, "ts.leg.escort_short")


@pytest.mark.rule("TS-M8.24")
def test_the_ronin_goes_on_a_fertile_ground_with_medium_oni_on_the_others() -> None:
    b = moon_board([area((2, 0), FERTILE), area((-2, 0), FERTILE), area((0, 2), FERTILE)])
    st = _placing(keys=("ronin",), the_board=b, reserve=("medium_oni",) + ("small_oni",))
    assert legends(legal(st)) == sorted(legend("ronin", p) for p in
                                        ((2, 0), (-2, 0), (0, 2)))
    st, _ = play(st, legend("ronin", (2, 0)))
    assert sorted((u.kind, u.at) for u in st.units) == [("medium_oni", (-2, 0)),
                                                        ("ronin", (2, 0))]


@pytest.mark.rule("TS-M8.24")
def test_without_fertile_ground_the_ronin_replaces_a_tile_first() -> None:
    st = _placing(keys=("ronin",), units=[("private", 1, (2, 0))])
    assert legends(legal(st)) == sorted(legend("ronin", p) for p in RING2)
    st, events = play(st, legend("ronin", (2, 0)))
    z = B.zone_at(st.board, (2, 0))
    assert z is not None and z.zone_type == "fertile" and z.tile == "T28"
    assert find(events, "ts.leg.tile_replaced")[0]["tile"] == "T28"
    assert sorted(u.kind for u in st.units if u.at == (2, 0)) == ["private", "ronin"]
    # with no unused Fertile tile left, the Ronin cannot be placed (DECISION)
    used = [area(p, B.TILE_BY_ID[t]) for p, t in zip(
        RING2[:5], ("T28", "T29", "T30", "T31", "T32"), strict=True)]
    full = moon_board(used)
    full = replace(full, zones=tuple(replace(z, zone_type="ocean") if z.kind == "area" else z
                                     for z in full.zones))
    assert L.placement_zones(_placing(keys=("ronin",), the_board=full), "ronin") == ()


@pytest.mark.rule("TS-M8.2")
def test_a_bad_legend_action_changes_nothing() -> None:
    st = _placing(keys=("horror",))
    for text in (legend("horror", (0, 0)), legend("witness", (1, 0)), "legend 9 1 0"):
        with pytest.raises(IllegalAction):
            RULES.apply(st, 0, parse_action(text))
    assert not L.figures(st)
