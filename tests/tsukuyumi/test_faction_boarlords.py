"""The Boarlords' Faction effect and Terraformings: who places them, the supply, and the
Tunnel and Barricade in movement (TS-23.4, TS-23.5, TS-23.9, TS-23.10, TS-23.13, TS-4.6)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.tsukuyumi import board as B
from game.tsukuyumi import round as rounds
from game.tsukuyumi import scoring
from game.tsukuyumi.factions import EFFECTS
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import marks_at
from tests.tsukuyumi.ts_builders import (
    BL3,
    WALLED_EAST,
    area,
    at_of,
    board,
    faction_state,
    find,
    legal,
    play,
)

EVERY = {"boarrior_terraform_source": "every_blue_phase"}


def _terra(st) -> list[str]:
    return sorted(a for a in legal(st) if a.startswith("terra"))


@pytest.mark.rule("TS-23.4", "TS-23.5", "TS-23.9", "TS-5.1")
def test_the_faction_effect_lets_each_boarrior_place_two_markers() -> None:
    st = faction_state([("boarrior", 0, (0, 0)), ("boarrior", 0, (1, 0))], BL3)
    assert "boarlords" in EFFECTS
    assert _terra(st) == ["terraform"]  # the Faction effect opens the session
    st, _ = play(st, "terraform")
    assert st.turn is not None and st.turn.left == ()  # the F icon is used
    options = _terra(st)
    assert {"terra 1 1", "terra 1 2", "terra_edge 1 0 0", "terra_edge 1 3 5", "terra 2 1",
            "terra_done"} <= set(options)
    st, events = play(st, "terra 1 2", "terra_edge 1 0 0")
    assert marks_at(st, (0, 0)).fortress == 1
    assert B.edge_key((0, 0), 0) in st.board.tunnels
    assert find(events, "ts.boar.terraform_edge")[0]["marker"] == "tunnel"
    options = _terra(st)
    assert not any(a.startswith(("terra 1 ", "terra_edge 1 ")) for a in options)  # 2 each
    # the Tunnel lies on Boarrior 2's edge 3 too: no second marker there (TS-23.9)
    assert not any(a.startswith("terra_edge 2 ") and a.endswith(" 3") for a in options)
    st, _ = play(st, "terra 2 1", "terra 2 2")
    assert not st.pending  # nothing left to place: the session closes
    assert (marks_at(st, (1, 0)).cover, marks_at(st, (1, 0)).fortress) == (1, 1)


@pytest.mark.rule("TS-23.5")
def test_faction_effect_mode_no_placement_without_the_effect() -> None:
    st = faction_state([("boarrior", 0, (0, 0))], BL3, left=())
    assert legal(st) == ["end"]
    st = faction_state([("boarrior", 0, (0, 0))], BL3)
    st, _ = play(st, "terraform", "terra 1 1", "terra_done")
    assert not st.pending and marks_at(st, (0, 0)).cover == 1


@pytest.mark.rule("TS-23.5", "TS-4.6")
def test_every_blue_phase_each_boarrior_acts_whatever_the_card() -> None:
    st = faction_state([("boarrior", 0, (0, 0)), ("boarrior", 0, (2, -2))], BL3, options=EVERY)
    options = _terra(st)
    assert "terraform" not in options  # the Faction effect adds nothing
    assert "terra 1 1" in options and "terra 2 2" in options
    st, _ = play(st, "terra 1 1", "terra 1 1")
    assert marks_at(st, (0, 0)).cover == 2 and RULES.to_act(st) == (0,)
    assert not any(a.startswith(("terra 1 ", "terra_edge 1 ")) for a in _terra(st))
    assert "terra 2 1" in _terra(st)
    # the next round, two more each (the count is a "this round" use, TS-11.1 (4))
    st = scoring._expire(st, [])
    assert "terra 1 1" in _terra(replace(st, turn=replace(st.turn, left=())))
    # blue phase only
    assert _terra(faction_state([("boarrior", 0, (0, 0))], BL3, options=EVERY, phase="red",
                                left=())) == []
    # a card with nothing in the blue phase keeps the Boarlords' turn open (TS-4.5, TS-4.6)
    quiet = faction_state([("boarrior", 0, (0, 0))], BL3, options=EVERY, left=())
    opened = rounds.open_next_turn(replace(quiet, turn=None), [])
    assert opened.turn is not None and opened.turn.seat == 0


@pytest.mark.rule("TS-23.9", "TS-23.12")
def test_the_supply_is_finite_and_no_marker_replaces_another() -> None:
    far = [B.edge_key((q, -2), 0) for q in range(-2, 3)][:5]
    walled = B.Board(zones=board().zones, barricades=tuple(far),
                     barrier_markers=(B.edge_key((0, 0), 1),))
    st = faction_state([("boarrior", 0, (0, 0))], BL3, the_board=walled, options=EVERY,
                       marks={(0, 0): {"fortress": 2}})
    options = _terra(st)
    assert not any(a.startswith("terra_edge 1 3 ") for a in options)  # 5 Barricades used
    assert "terra 1 2" not in options and "terra 1 1" in options  # 2 Fortresses at most
    assert "terra_edge 1 0 1" not in options and "terra_edge 1 0 0" in options  # a Barrier
    st = faction_state([("boarrior", 0, (0, 0))], BL3, options=EVERY,
                       marks={(2, -2): {"cover": 10}})
    assert "terra 1 1" not in _terra(st) and "terra 1 2" in _terra(st)


@pytest.mark.rule("TS-23.9")
def test_markers_stay_on_the_board_and_off_start_zones() -> None:
    # on the board's rim only the edges shared with another zone take a marker
    st = faction_state([("boarrior", 0, (2, 0))], BL3, options=EVERY)
    edges = {a.split()[-1] for a in _terra(st) if a.startswith("terra_edge 1 0 ")}
    assert edges == {"2", "3", "4"}
    # no zone marker on a start zone (DECISION), edge markers yes
    st = faction_state([("boarrior", 0, (-2, 0))], BL3, options=EVERY, starts={0: (-2, 0)})
    options = _terra(st)
    assert "terra 1 1" not in options and "terra 1 2" not in options
    assert "terra_edge 1 0 0" in options


@pytest.mark.rule("TS-23.10", "TS-6.5")
def test_a_placed_tunnel_lets_boarlords_cross_a_printed_barrier_for_free() -> None:
    brd = board([area((0, 0), WALLED_EAST)])
    st = faction_state([("boarrior", 0, (0, 0))], BL3, the_board=brd, options=EVERY)
    assert "terra_edge 1 0 0" in _terra(st)  # a printed barrier is no marker
    st, _ = play(st, "terra_edge 1 0 0")
    red = faction_state([("squeaker", 0, (0, 0)), ("cyberoid", 1, (0, 0))], BL3, the_board=st.board,
                        phase="red", left=(("M", 1),))
    planned, _ = play(red, "move 1 0")
    assert "move 1 0 0" in legal(planned)  # through the Tunnel at no cost, then one more
    red = replace(red, turn=replace(red.turn, seat=1))
    assert "move 2 0" not in legal(red)  # the barrier still stops the others
    moved, _ = play(faction_state([("squeaker", 0, (0, 0))], BL3, the_board=st.board, phase="red",
                                  left=(("M", 1),)), "move 1 0", "go")
    assert at_of(moved, 1) == (1, 0)


@pytest.mark.rule("TS-23.13", "TS-6.5")
def test_a_placed_barricade_stops_only_non_boarlords_units() -> None:
    st = faction_state([("boarrior", 0, (0, 0))], BL3, options=EVERY)
    st, _ = play(st, "terra_edge 1 3 0")
    assert B.edge_key((0, 0), 0) in st.board.barricades
    red = faction_state([("squeaker", 0, (0, 0)), ("cyberoid", 1, (0, 0))], BL3, the_board=st.board,
                        phase="red", left=(("M", 1),))
    assert "move 1 0" in legal(red)
    red = replace(red, turn=replace(red.turn, seat=1))
    assert "move 2 0" not in legal(red) and "move 2 1" in legal(red)
