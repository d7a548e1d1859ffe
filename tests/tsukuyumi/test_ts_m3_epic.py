"""Module 3, epic events (TS-M3, TS-1.12, TS-2.22; the M3 clauses of TS-7.31, TS-10.9, TS-40.6
and TS-42.11)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from ts_builders import area, kinds
from ts_builders_events import UNSTABLE
from ts_builders_events import event_board as board
from ts_builders_events import event_state as state

from game.core.rng import Rng
from game.tsukuyumi import board as B
from game.tsukuyumi.actions import Action
from game.tsukuyumi.datafile import load
from game.tsukuyumi.modules import m3_epic as m3
from game.tsukuyumi.modules.m3_effects import EPIC, remove_tile
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.setup import initial_state
from game.tsukuyumi.state import NOBODY, ONI, Combat, State, ZoneMarks, marks_at
from game.tsukuyumi.zones import has
from game.ui import i18n

M3 = (("modules", ("m3",)),)
SPEC = {  # TS-M3.5: key -> (FR, EN)
    "power_surge": ("Montée en puissance", "Power Surge"),
    "emerging_lands": ("Terres émergentes", "Emerging Lands"),
    "caught_in_the_storm": ("Pris dans la tempête", "Caught in the Storm"),
    "collapse": ("Effondrement", "Collapse"), "dragons_blood": ("Sang de dragon",
                                                               "Dragon's Blood"),
    "earthquake": ("Tremblement de terre", "Earthquake"),
    "molten_magma": ("Magma en fusion", "Molten Magma"), "cave_in": ("Éboulement", "Cave-in"),
    "fluid_borders": ("Frontières fluides", "Fluid Borders"),
    "forces_of_nature": ("Forces de la nature", "Forces of Nature"),
}


def num(key: str) -> int:
    return m3.BY_KEY[key].number


def game(deck=None, **kw) -> State:
    """An Events action to open in seat 0's blue turn, M3 on."""
    return replace(state(deck=deck, **kw), options=M3)


def apply(st: State, key: str, seat: int = 0) -> tuple[State, list]:
    from game.tsukuyumi.engine import settle

    events: list = []
    return settle(m3.apply_epic(st, seat, num(key), events), events), events


def answer(st: State, *texts: str) -> State:
    from game.tsukuyumi.actions import parse_action

    for text in texts:
        st, _ = RULES.apply(st, RULES.to_act(st)[0], parse_action(text))
    return st


@pytest.mark.rule("TS-M3.5", "TS-1.12", "TS-42.14")
def test_the_ten_cards_match_the_spec_table() -> None:
    raw = load("m3_epic_events.json")
    assert len(raw["cards"]) == 10 and sorted(m3.EPICS) == list(range(101, 111))
    for key, (fr, en) in SPEC.items():
        card = m3.BY_KEY[key]
        assert card.source == "S" and "effect" in card.reconstructed  # core effect R
        for lang, name in (("fr", fr), ("en", en)):
            i18n.set_language(lang)
            assert i18n.t(f"ts.epic.{key}.name") == name
    i18n.set_language("en")
    assert [m3.in_game(n) for n in (2, 3, 4)] == [3, 4, 5]  # players + 1
    assert m3.BY_KEY["power_surge"].value == 3 and m3.BY_KEY["cave_in"].value == 4
    assert "ts.help.reconstructed.m3" in RULES.option_notes("modules", "m3")


@pytest.mark.rule("TS-M3.1", "TS-M3.2", "TS-M3.4", "TS-2.22", "TS-40.6", "TS-42.11")
def test_players_plus_one_shuffled_in_unseen_never_face_up_at_setup() -> None:
    for seed in range(12):
        n = 3 + seed % 2
        st = initial_state(seed, n, RULES.check_setup(n, {"modules": ("m3",),
                                                         "factions": "random"}))
        cards = st.event_deck + st.event_display
        assert sum(1 for c in cards if m3.is_epic(c)) == n + 1
        assert sorted(c for c in cards if not m3.is_epic(c)) == list(range(1, 21))
        assert not any(m3.is_epic(c) for c in st.event_display)  # TS-M3.4
        v = RULES.view(st, 0)
        assert v.deck_size == len(st.event_deck)
        det = RULES.determinize(v, Rng.from_seed(seed))
        assert RULES.view(det, 0) == v  # the leak check
        assert sum(1 for c in det.event_deck if m3.is_epic(c)) == n + 1


@pytest.mark.rule("TS-M3.3", "TS-M3.4", "TS-40.6")
def test_an_epic_drawn_blind_is_applied_at_once_and_uses_up_the_draw() -> None:
    st = game(deck=[num("caught_in_the_storm"), 5, 6], display=(1, 2))
    st = answer(st, "draw 2")
    assert st.initiative == (2, 1, 0) and st.phase_order == (0, 1, 2)  # next phase (S)
    assert st.epic_out == (num("caught_in_the_storm"),)
    assert st.seats[0].events == ()  # never kept in hand; the draw is spent, no play
    top = st.pending[-1]
    assert top.kind == "events" and top.data == (1, 2)
    st = answer(st, "draw 2")
    assert st.seats[0].events == (5,)


@pytest.mark.rule("TS-M3.3")
def test_an_epic_revealed_is_applied_by_the_drawer_and_the_slot_refilled() -> None:
    st = game(deck=[num("caught_in_the_storm"), 7, 8], display=(1, 2))
    st, events = RULES.apply(st, 0, Action("draw", (0,)))
    assert st.seats[0].events == (1,) and st.event_display == (7, 2)
    assert st.epic_out == (num("caught_in_the_storm"),) and st.initiative == (2, 1, 0)
    assert "ts.m3.epic" in kinds(events)


@pytest.mark.rule("TS-M3.4")
def test_during_the_setup_an_epic_drawn_goes_back_into_the_deck() -> None:
    st = replace(game(deck=[num("collapse"), 9, 10]), phase="deploy", turn=None)
    from game.tsukuyumi.event_deck import draw_blind

    st2 = draw_blind(st, 0, [])
    assert st2.seats[0].events and not m3.is_epic(st2.seats[0].events[0])
    assert num("collapse") in st2.event_deck and st2.epic_out == ()


@pytest.mark.rule("TS-M3.5")
def test_power_surge_places_three_tsukuyumi_markers_control_unchanged() -> None:
    st = game(marks=[ZoneMarks((1, 0), owner=1)])
    st, _ = apply(st, "power_surge")
    legal = RULES.legal_actions(st, 0)
    assert Action("epic_zone", (1, 0)) in legal
    st = answer(st, "epic_zone 1 0", "epic_zone 0 1")
    assert Action("epic_zone", (1, 0)) not in RULES.legal_actions(st, 0)  # one per zone
    st = answer(st, "epic_zone -1 0")
    assert not st.pending
    assert all(has(st, at, "tsukuyumi") for at in ((1, 0), (0, 1), (-1, 0)))
    assert marks_at(st, (1, 0)).owner == 1  # the zone stays controlled


@pytest.mark.rule("TS-M3.5")
def test_emerging_lands_adds_an_unused_tile_next_to_the_board() -> None:
    st, events = apply(game(), "emerging_lands")
    tile = next(e.args["tile"] for e in events if e.kind == "ts.m3.tile_drawn")
    assert tile not in {z.tile for z in st.board.zones}
    legal = RULES.legal_actions(st, 0)
    assert {(a.args[0], a.args[1]) for a in legal} == set(st.board.edge_positions)
    st = answer(st, "epic_tile 3 0 2")
    z = st.board.index[(3, 0)]
    assert z.tile == tile and z.rotation == 2


@pytest.mark.rule("TS-M3.5")
def test_collapse_removes_unstable_tiles_without_units_never_splitting_the_board() -> None:
    line = [(0, 0), (1, 0), (2, 0), (3, 0)]
    zones = [area((1, 0), UNSTABLE), area((3, 0), UNSTABLE), area((0, 1), UNSTABLE)]
    st = game(the_board=board(zones, plain=line + [(0, 1)]),
              units=[("cs_2_1", 0, (0, 1))], marks=[ZoneMarks((3, 0), owner=1)])
    st, _ = apply(st, "collapse")
    # (1, 0) would split (2, 0)-(3, 0) off; (0, 1) holds a unit; (3, 0) may go
    assert list(RULES.legal_actions(st, 0)) == [Action("epic_remove", (3, 0))]
    st = answer(st, "epic_remove 3 0")
    assert (3, 0) not in st.board.index and marks_at(st, (3, 0)).owner == NOBODY
    assert not st.pending  # (2, 0) is not Unstable
    assert st.board.index[(1, 0)]  # still there: its removal splits the board


@pytest.mark.rule("TS-M3.5")
def test_earthquake_turns_a_tile_and_its_neighbours_as_the_player_likes() -> None:
    st, _ = apply(game(), "earthquake")
    st = answer(st, "epic_zone 0 0")
    around = {(a.args[0], a.args[1]) for a in RULES.legal_actions(st, 0)
              if a.kind == "epic_rotate"}
    assert around == {(0, 0), *B.neighbours((0, 0))}
    before = st.board.index[(1, 0)].rotation
    st = answer(st, "epic_rotate 1 0 2")
    assert st.board.index[(1, 0)].rotation == (before + 2) % 6
    assert Action("epic_rotate", (1, 0, 1)) not in RULES.legal_actions(st, 0)
    st = answer(st, "epic_done")
    assert not st.pending


@pytest.mark.rule("TS-M3.5")
def test_molten_magma_each_player_from_the_active_one_may_turn_a_tile() -> None:
    st, _ = apply(game(order=(2, 0, 1)), "molten_magma", seat=0)
    seen = []
    while st.pending:
        seen.append(st.pending[-1].seat)
        st = answer(st, "epic_rotate 1 0 1" if len(seen) < 3 else "epic_done")
    assert seen == [0, 1, 2]  # initiative order from the active player
    assert st.board.index[(1, 0)].rotation == 2  # a tile turned again by a later player


@pytest.mark.rule("TS-M3.5")
def test_cave_in_places_four_barriers_or_as_many_as_the_supply_allows() -> None:
    st, _ = apply(game(), "cave_in")
    for _ in range(4):
        st = answer(st, str(RULES.legal_actions(st, 0)[0]))
    assert not st.pending and len(st.board.barrier_markers) == 4
    edges = [(q, r, d) for q, r in [(-2, 0), (-2, 1), (-1, -1), (-1, 0), (-1, 1), (0, -2),
                                     (0, -1), (0, 0), (0, 1), (1, -2), (1, -1), (1, 0)]
             for d in range(2)]
    full = game(the_board=board(barriers=edges[:11]))  # 13 in the box: 2 left
    full, _ = apply(full, "cave_in")
    for _ in range(2):
        full = answer(full, str(RULES.legal_actions(full, 0)[0]))
    assert not full.pending and len(full.board.barrier_markers) == 13


@pytest.mark.rule("TS-M3.5")
def test_fluid_borders_moves_a_marker_or_a_start_zone_with_its_units() -> None:
    zones = [area((1, 0))]
    start = B.start_zone((3, 0), "cyber")
    b = board(zones)
    b = B.Board(zones=b.zones + (start,), barrier_markers=((1, -1, 0),))
    st = game(the_board=b, units=[("cs_2_1", 0, (3, 0))], marks=[ZoneMarks((1, 0), owner=0),
                                                                 ZoneMarks((2, 0), owner=1)])
    st = replace(st, seats=(replace(st.seats[0], start=(3, 0)), *st.seats[1:]))
    st, _ = apply(st, "fluid_borders")
    legal = set(map(str, RULES.legal_actions(st, 0)))
    assert "epic_marker 1 0 2 -1" in legal  # across the Barrier (S)
    assert "epic_marker 1 0 2 0" not in legal  # one marker per zone
    assert "epic_start 3 -1" in legal and "epic_start 2 1" in legal  # next to the board
    assert "epic_start 3 1" not in legal  # touching only its own old place
    assert not any(a.startswith("epic_start 0 3") for a in legal)  # farther than 2
    st = answer(st, "epic_start 3 -1")
    assert st.seats[0].start == (3, -1) and st.board.index[(3, -1)].kind == "start"
    assert (3, 0) not in st.board.index and st.units[0].at == (3, -1)
    st = answer(st, "epic_marker 2 0 1 1")  # the next player, in order
    assert marks_at(st, (1, 1)).owner == 1 and marks_at(st, (2, 0)).owner == NOBODY


@pytest.mark.rule("TS-M3.5", "TS-7.31", "TS-10.9")
def test_dragons_blood_one_vp_per_player_for_a_large_oni() -> None:
    st = game(units=[("cs_2_1", 0, (0, 0)), ("large_oni", ONI, (0, 0)),
                     ("large_oni", ONI, (0, 0)), ("small_oni", ONI, (0, 0))])
    st, _ = apply(st, "dragons_blood")
    assert not st.pending and num("dragons_blood") in st.epic_out
    fight = replace(st, combat=Combat((0, 0), attacker=0, active=0, card="C2",
                                      defenders=(ONI,)))
    from game.tsukuyumi.damage import ON_KILL

    small = next(u for u in st.units if u.kind == "small_oni")
    large = [u for u in st.units if u.kind == "large_oni"]
    for victim in (small, *large):
        for hook in ON_KILL:
            fight = hook(fight, victim, [])
    assert fight.seats[0].vp == 1 and fight.dragon == (0,)  # once per player
    off = replace(st, epic_out=())
    for hook in ON_KILL:
        off = hook(replace(off, combat=fight.combat), large[0], [])
    assert off.seats[0].vp == 0


@pytest.mark.rule("TS-M3.6")
def test_forces_of_nature_draws_in_order_sets_epics_aside_and_shuffles_them_back() -> None:
    """« each player in initiative order » from the head of the board, not from the active
    player (Magma and Fluid Borders say « from the active player », this card does not; the
    app started with the active player until an audit of stop 94)."""
    deck = [10, num("collapse"), 9, 7]
    st = game(deck=deck, order=(1, 0, 2), units=[("private", 1, (1, 0)),
                                                 ("squeaker", 2, (-1, 0))])
    st, events = apply(st, "forces_of_nature", seat=0)
    # seat 1 (the head of the Initiative board) first: E10 drawn, may be played at once
    assert st.pending[-1].kind == EPIC and st.pending[-1].seat == 1
    assert st.seats[1].events == (10,)
    assert Action("play", (10, 0, 0)) in RULES.legal_actions(st, 1)
    st = answer(st, "play 10 0 0")  # played at once, without an Events action
    assert st.seats[1].events == () and 10 in st.event_discard
    # seat 0 (the active player) next: the epic Collapse set aside (never applied), E09
    # drawn, which it cannot play now (no unit of its own): kept in hand, nothing asked
    assert st.seats[0].events == (9,)
    assert st.pending[-1].seat == 2 and st.seats[2].events == (7,)
    st = answer(st, "epic_done")
    assert not st.pending and st.seats[0].events == (9,) and st.seats[2].events == (7,)
    assert num("collapse") in st.event_deck  # shuffled back
    assert st.epic_out == (num("forces_of_nature"),)


@pytest.mark.rule("TS-M3.6", "TS-M4.5")
def test_an_event_played_under_forces_of_nature_is_one_digital_copy_may_copy() -> None:
    """Digital Copy copies « a common event played earlier this round by any player »: one
    played under Forces of Nature was not recorded as played (an audit of stop 94)."""
    deck = [10, 9, 7]
    st = game(deck=deck, order=(1, 0, 2), units=[("private", 1, (1, 0)),
                                                 ("squeaker", 2, (-1, 0))])
    st = replace(st, options=(("modules", ("m3", "m4")),))
    st, _ = apply(st, "forces_of_nature", seat=0)
    assert st.pending[-1].seat == 1 and st.round_events == ()
    st = answer(st, "play 10 0 0")
    assert st.round_events == (10,)


@pytest.mark.rule("TS-M3.3", "TS-40.6")
def test_bots_answer_every_epic_choice_from_their_view() -> None:
    from game.tsukuyumi.bots import make_bot

    for key in ("power_surge", "emerging_lands", "earthquake", "cave_in", "fluid_borders"):
        st, _ = apply(game(units=[("cs_2_1", 0, (0, 0))]), key)
        for level in ("easy", "normal"):
            legal = RULES.legal_actions(st, 0)
            move = make_bot(level)(RULES.view(st, 0), legal, Rng.from_seed(1)).action
            assert move in legal, (key, level)


def test_remove_tile_takes_its_edge_markers() -> None:
    b = board(barriers=((0, 0, 0), (1, -1, 2)))
    st = remove_tile(replace(state(the_board=b), options=M3), (0, 0))
    assert (0, 0, 0) not in st.board.barrier_markers and len(st.board.barrier_markers) == 1
    assert Counter(st.tiles_gone) == Counter([b.index[(0, 0)].tile])



@pytest.mark.rule("TS-M3.5")
def test_the_guide_names_the_cards_as_the_app_does() -> None:
    from pathlib import Path

    from game.core.i18n import tr
    root = Path(m3.__file__).resolve().parents[1] / "data"
    for lang in ("en", "fr"):
        text = " ".join((root / f"rules.{lang}.md").read_text(encoding="utf-8").split())
        for key in m3.BY_KEY:
            assert f"**{tr(f'ts.epic.{key}.name', lang)}**" in text, (lang, key)


@pytest.mark.rule("TS-M3.5")
@pytest.mark.parametrize("kind", ["witness", "shadows", "gambler", "merchant", "ronin"])
def test_dragons_blood_counts_a_legendary_oni_of_any_size(kind: str) -> None:
    """« a large Oni (or a legendary Oni) »: the medium and small legendary figures counted
    nothing, the test reading "legendary" in a key that is the figure's own name."""
    st = game(units=[("cs_2_1", 0, (0, 0)), (kind, ONI, (0, 0))])
    st, _ = apply(st, "dragons_blood")
    fight = replace(st, combat=Combat((0, 0), attacker=0, active=0, card="C2",
                                      defenders=(ONI,)))
    from game.tsukuyumi.damage import ON_KILL

    victim = next(u for u in st.units if u.kind == kind)
    for hook in ON_KILL:
        fight = hook(fight, victim, [])
    assert fight.seats[0].vp == 1 and fight.dragon == (0,)
