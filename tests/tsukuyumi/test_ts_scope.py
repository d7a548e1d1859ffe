"""Tsukuyumi's scope, options, setup leftovers and information rules (TS-0, TS-1.11, TS-2,
TS-3.8, TS-9.16, TS-10.9, TS-12.12, TS-40, TS-42.1, TS-42.2, TS-42.14).

States come from the real setup (`RULES.initial_state`) played forward with the first legal
action of whoever acts, so these tests see what a player would see.
"""

from __future__ import annotations

import json
from dataclasses import fields, replace

import pytest

from game.core import codec
from game.core.rules import IllegalAction
from game.tsukuyumi import cards, data, datafile, scoring, setup, tiles
from game.tsukuyumi.actions import parse_action
from game.tsukuyumi.board import MOON_POSITIONS, zone_at
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.scenarios import SCENARIO_BY_ID
from game.tsukuyumi.state import State, ZoneMarks, with_marks
from game.tsukuyumi.view import View
from game.tsukuyumi.zones import zone_vp


def _forward(st: State, until: str, limit: int = 400) -> State:
    """Play the first legal action of the acting seat until the phase is `until`."""
    for _ in range(limit):
        if st.phase == until:
            return st
        seat = RULES.to_act(st)[0]
        legal = RULES.legal_actions(st, seat)
        finish = [a for a in legal if a.kind in ("ready", "end", "pick")]
        st, _ = RULES.apply(st, seat, (finish or legal)[0])
    raise AssertionError(f"never reached {until}")


def _game(n: int = 3, seed: int = 5, **options: object) -> State:
    opts = RULES.check_setup(n, dict(options))
    return RULES.initial_state(seed, n, opts)


@pytest.mark.rule("TS-0.1", "TS-2.4")
def test_stage_one_is_the_base_game_for_three_and_four_players() -> None:
    # 2 seats are the two-player mode of stage 2 (TS-0.5, TS-13); 3 stays the default
    assert (RULES.min_seats, RULES.max_seats, RULES.setup_default_seats) == (2, 4, 3)
    assert [f.key for f in data.FACTIONS] == ["cyber", "darkseed", "nomads", "boarlords"]
    for n, area in ((3, 21), (4, 28)):
        st = _game(n)
        assert sum(1 for z in st.board.zones if z.kind == "area") == area
        assert sum(1 for u in st.units if u.owner == -1) == 7  # the neutral Oni on the Moon


@pytest.mark.rule("TS-0.2", "TS-0.5", "TS-0.7")
def test_two_players_are_the_two_player_mode_and_five_are_refused() -> None:
    for n in (1, 5, 6):  # 5-6 players are stage 3 (TS-0.7)
        with pytest.raises(IllegalAction):
            RULES.check_setup(n, {})
    # 2 players are offered since stage 2, as the two-player mode: its own deck (TS-13.6)
    st = _game(2)
    assert {c for s in st.seats for c in s.hand} <= set(cards.deck_numbers(2))
    assert st.tile_pile and sum(1 for z in st.board.zones if z.kind == "area") == 0


@pytest.mark.rule("TS-0.3", "TS-12.3", "TS-12.9")
def test_the_seven_scenarios_are_offered_at_their_player_counts() -> None:
    boards = next(s for s in RULES.option_specs() if s.name == "board").choices
    assert set(boards) == {"standard", "random", "exploration_3p", "exploration_4p", "control",
                           "pacific_impasse", "exhausted_earth", "canyon", "moonfall"}
    for key, counts in (("exploration_3p", (3,)), ("exploration_4p", (4,)), ("control", (3,)),
                        ("pacific_impasse", (3,)), ("exhausted_earth", (4,)), ("canyon", (4,)),
                        ("moonfall", (4,))):
        for n in (3, 4):
            if n in counts:
                RULES.check_setup(n, {"board": key})
            else:
                with pytest.raises(IllegalAction):
                    RULES.check_setup(n, {"board": key})
    assert SCENARIO_BY_ID["moonfall"].house_variant_players == (4,)  # never a default


@pytest.mark.rule("TS-0.8", "TS-0.4", "TS-2.3")
def test_the_options_and_their_defaults() -> None:
    defaults = RULES.default_options()
    assert {k: defaults[k] for k in ("board", "scatter", "grey_tiles", "length", "oni_count",
                                     "missions_and_goals", "mountain_penalty",
                                     "darkseed_radiation_immune", "tetsuo_use",
                                     "boarrior_terraform_source")} == {
        "board": "standard", "scatter": "low", "grey_tiles": "random", "length": "standard",
        "oni_count": 21, "missions_and_goals": "on", "mountain_penalty": "stop",
        "darkseed_radiation_immune": "on", "tetsuo_use": "once_per_round",
        "boarrior_terraform_source": "faction_effect"}
    choices = {s.name: s.choices for s in RULES.option_specs()}
    assert choices["scatter"] == ("none", "low", "mid", "high")
    assert set(choices["length"]) == {"quick", "standard", "epic", "supremacy"}
    assert RULES.check_setup(3, {"length": "supremacy", "supremacy": 25})["supremacy"] == 25
    with pytest.raises(IllegalAction):
        RULES.check_setup(3, {"mountain_penalty": "sometimes"})


@pytest.mark.rule("TS-0.7", "TS-9.16")
def test_no_expansion_terrain_in_the_pool() -> None:
    kinds = {t.zone_type for t in tiles.TILES}
    assert kinds == {"ocean", "fertile", "mountain"}
    assert len(tiles.TILES) == 37


@pytest.mark.rule("TS-1.11", "TS-10.7")
def test_territory_markers_are_not_limited_to_26() -> None:
    st = _forward(_game(4), "draft")
    zones = [z.pos for z in st.board.zones if z.kind in ("area", "moon")][:30]
    for at in zones:
        st = with_marks(st, ZoneMarks(at, owner=0))
    assert sum(1 for m in st.marks if m.owner == 0) == 30
    assert scoring.end_vp(st, 0) >= 30


@pytest.mark.rule("TS-2.8", "TS-2.9", "TS-2.7")
def test_setup_deck_pair_and_hands() -> None:
    st = _game(4)
    assert len(st.event_deck) == 18 and len(st.event_display) == 2 and 0 not in st.event_display
    assert sorted(st.event_deck + st.event_display) == list(range(1, 21))
    assert all(len(s.hand) == 6 for s in st.seats)
    assert len({c for s in st.seats for c in s.hand}) == 24  # 13 stay unseen in the box
    assert not st.marks  # the neutral markers wait in the common supply


@pytest.mark.rule("TS-2.12", "TS-2.21", "TS-40.1", "TS-40.2")
def test_faction_material_and_the_map_are_public() -> None:
    st = _forward(_game(4, factions="random"), "draft")
    theirs = RULES.view(st, 1)
    mine = RULES.view(st, 0)
    for v in (theirs, mine, RULES.view(st, None)):
        assert v.units == st.units and v.marks == st.marks and v.board == st.board
        assert v.oni_reserve == st.oni_reserve and v.initiative == st.initiative
        assert [s.faction for s in v.seats] == [s.faction for s in st.seats]
        assert [s.weapons for s in v.seats] == [s.weapons for s in st.seats]
    nomads = next(i for i, s in enumerate(st.seats) if s.faction == "nomads")
    assert mine.seats[nomads].weapons == ("pistol", "pistol")  # TS-22.13 extras, public
    cyber = next(i for i, s in enumerate(st.seats) if s.faction == "cyber")
    assert st.seats[cyber].uplinks == ()  # no uplink at start (TS-2.21)
    assert [c.card_id for c in cards.combat_cards_of("cyber")] == ["C1", "C2", "C3"]


@pytest.mark.rule("TS-40.6", "TS-40.3")
def test_hidden_from_everyone_is_absent_from_every_view() -> None:
    st = _forward(_game(3), "draft")
    names = {f.name for f in fields(View)}
    assert "event_deck" not in names and "rng" not in names  # deck order, generator
    v = RULES.view(st, None)
    assert v.deck_size == len(st.event_deck)
    assert all(s.hand is None and s.events is None for s in v.seats)
    text = json.dumps(codec.encode(RULES.view(st, 0)))
    box = set(range(1, 38)) - {c for s in st.seats for c in s.hand}
    assert box  # the box cards are in no view
    assert not any(f'"hand": [{c}' in text for c in box)


@pytest.mark.rule("TS-2.15")
def test_a_start_zone_is_never_conquered_and_scores_nothing() -> None:
    st = _forward(_game(3), "draft")
    start = st.seats[0].start
    assert start is not None and zone_vp(st, start) == 0
    z = zone_at(st.board, start)
    assert z is not None and z.kind == "start" and not z.barriers and not z.characteristic
    from game.tsukuyumi import combat

    card = cards.combat_cards_of(st.seats[1].faction)[0]
    here = replace(st, units=st.units + (replace(st.units[-1], uid=999, owner=1, at=start),))
    assert combat.problem(here, 1, start, card) is not None


@pytest.mark.rule("TS-2.16", "TS-12.12")
def test_the_nest_may_cover_an_area_tile_but_never_the_moon() -> None:
    st = _game(3, factions="choice")
    st, _ = RULES.apply(st, 0, parse_action("faction 1"))  # seat 0: the Nuée Noire
    st = _forward(st, "start")
    seat = RULES.to_act(st)[0]
    while st.seats[seat].faction != "darkseed":
        st = _forward(RULES.apply(st, seat, RULES.legal_actions(st, seat)[0])[0], "start")
        seat = RULES.to_act(st)[0]
    spots = setup.start_positions(st, seat)
    areas = {z.pos for z in st.board.zones if z.kind == "area"}
    assert areas & set(spots) and not set(MOON_POSITIONS) & set(spots)
    # a tile carrying another faction's territory marker cannot be covered
    other = next(i for i in range(st.n) if i != seat)
    taken = sorted(areas)[0]
    marked = with_marks(st, ZoneMarks(taken, owner=other))
    assert taken not in setup.start_positions(marked, seat)
    # in a scenario the Nest keeps its free placement within the scenario's restrictions and
    # covering a fixed-type tile removes that tile (TS-12.12): Contrôle's fertile (3,-3)
    sc = _game(3, board="control", factions="choice")
    sc, _ = RULES.apply(sc, 0, parse_action("faction 1"))  # seat 0: the Nuée Noire
    for _ in range(200):
        if sc.phase == "start" and sc.setup_seat == 0:
            break
        who = RULES.to_act(sc)[0]
        legal = RULES.legal_actions(sc, who)
        finish = [a for a in legal if a.kind == "ready"]
        sc, _ = RULES.apply(sc, who, (finish or legal)[0])
    spots = setup.start_positions(sc, 0)
    assert (3, -3) in spots and not {p for p in spots if p in MOON_POSITIONS}
    assert all(p not in ((2, -1), (-1, -1), (-1, 2)) for p in spots)  # next to the Moon
    z = zone_at(sc.board, (3, -3))
    assert z is not None and z.zone_type == "fertile"
    after, _ = RULES.apply(sc, 0, parse_action("start 3 -3"))
    z = zone_at(after.board, (3, -3))
    assert z is not None and z.kind == "start" and z.zone_type == ""
    assert not any(x.zone_type == "fertile" for x in after.board.zones if x.pos == (3, -3))


@pytest.mark.rule("TS-3.8")
def test_faction_effect_and_oni_conquest_icons_are_used_once() -> None:
    for card in cards.ACTION_CARDS.values():
        for phase in ("blue", "green", "red"):
            for code, n in card.phase(phase):
                if code in ("F", "OC"):
                    assert n == 1


@pytest.mark.rule("TS-3.9", "TS-42.14")
def test_reconstructed_card_data_is_marked_and_lives_in_data_files() -> None:
    assert all(c.source == "R" for c in cards.ACTION_CARDS.values())
    assert all(c.source == "R" for c in cards.TWO_PLAYER_CARDS.values())  # TS-13.9
    assert all(c.is_reconstructed for c in cards.COMBAT_CARDS.values())
    for name in ("units.json", "factions.json", "material.json", "missions.json",
                 "components.json", "combat_cards.json", "action_cards.json", "events.json",
                 "tiles.json", "scenarios.json", "two_player.json"):
        raw = json.loads((datafile.DATA_DIR / name).read_text(encoding="utf-8"))
        # each file says where it comes from and what is reconstructed
        assert "header" in raw or {"source", "reconstructed"} <= set(raw), name


@pytest.mark.rule("TS-10.9")
def test_no_other_vp_source_for_the_base_factions() -> None:
    st = _forward(_game(3), "draft")
    for seat in range(st.n):
        assert scoring.total(st, seat) == st.seats[seat].vp + scoring.end_vp(st, seat)


@pytest.mark.rule("TS-42.1", "TS-42.2")
def test_every_decision_has_a_canonical_notation() -> None:
    st = _game(3, seed=9)
    seen: set[str] = set()
    for _ in range(600):
        if RULES.outcome(st) is not None:
            break
        seat = RULES.to_act(st)[0]
        legal = RULES.legal_actions(st, seat)
        for action in legal:
            assert RULES.parse_action(RULES.notation(action)) == action
        # setup: the Eggs and `ready` once offered (moving units to and fro never ends it)
        action = next((a for a in legal if a.kind in ("ready", "egg")), legal[len(legal) // 2])
        seen.add(action.kind)
        st, _ = RULES.apply(st, seat, action)
    assert {"faction", "start", "pick", "white"} <= seen


@pytest.mark.rule("TS-40.9")
def test_bots_receive_only_their_view() -> None:
    from game.core.simulate import play_bots

    received: list[object] = []

    class Spy(type(RULES)):  # type: ignore[misc]
        def bot(self, level: str):  # noqa: ANN202
            inner = super().bot(level)

            def play(view, legal, rng):  # noqa: ANN001, ANN202
                received.append(view)
                return inner(view, legal, rng)
            return play

    play_bots(Spy(), ["easy"] * 3, 4, {"length": "quick"})
    assert received and all(isinstance(v, View) and v.seat is not None for v in received)
