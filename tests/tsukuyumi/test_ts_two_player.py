"""The two-player mode: options, setup, the board build, the deck, the views (TS-13.1–TS-13.9,
TS-0.2, TS-0.5, TS-0.8, TS-0.10 (e), TS-2.4, TS-3.3, TS-40.6).

States come from the real setup at two seats played forward with the first legal action of
whoever acts (finishing steps first), as a player would reach them.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace

import pytest

from game.core import codec
from game.core.rng import Rng
from game.tsukuyumi import cards, datafile, goals, two_player, two_player_setup
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import MOON_POSITIONS, neighbours, zone_at
from game.tsukuyumi.round import last_round
from game.tsukuyumi.rules import RULES, two_player_options
from game.tsukuyumi.state import State
from game.tsukuyumi.tiles import TILE_BY_ID, tile_kind
from game.tsukuyumi.view import determinize

SPEC_DECK = {  # TS-13.9
    "P01": ("F, E1", "P2, OP1", "M1, C2"), "P02": ("I1, E2", "P2, OC", "M1, C1"),
    "P03": ("F", "P3, OP2", "M2, C1"), "P04": ("E1", "P1, OC", "M2, C3"),
    "P05": ("I1, F", "P2", "M1, C2"), "P06": ("E3", "P2, OP1, OC", "M1, C1"),
    "P07": ("F, E1", "P3, OP1", "M1, C1"), "P08": ("—", "P2, OP2, OC", "M2, C3"),
    "P09": ("F, I1", "P1, OC", "M2, C2"), "P10": ("E2, I1", "P4, OP1", "M1"),
    "P11": ("F, E2", "OP1", "M1, C2"), "P12": ("I1", "P2, OC", "M2, C2"),
    "P13": ("F", "P2, OP1", "M1, C2"), "P14": ("E1, I1", "P3, OC", "M1, C1"),
    "P15": ("F, E1", "P1, OP2, OC", "M2, C2"), "P16": ("E2", "P2", "M1, C2"),
}


def _game(seed: int = 5, **options: object) -> State:
    return RULES.initial_state(seed, 2, RULES.check_setup(2, dict(options)))


def _step(st: State) -> State:
    seat = RULES.to_act(st)[0]
    legal = RULES.legal_actions(st, seat)
    finish = [a for a in legal if a.kind in ("ready", "egg", "end", "pick")]
    return RULES.apply(st, seat, (finish or legal)[0])[0]


def _forward(st: State, until: str, limit: int = 400) -> State:
    for _ in range(limit):
        if st.phase == until:
            return st
        st = _step(st)
    raise AssertionError(f"never reached {until}")


@pytest.mark.rule("TS-13.9", "TS-3.9", "TS-42.14")
def test_the_two_player_deck_is_the_spec_table_in_its_data_file() -> None:
    assert {k: tuple(cards.notation(c.phase(p)) for p in ("blue", "green", "red"))
            for k, c in cards.TWO_PLAYER_CARDS.items()} == SPEC_DECK
    assert all(c.source == "R" for c in cards.TWO_PLAYER_CARDS.values())
    assert cards.deck_numbers(2) == tuple(range(101, 117))
    assert cards.deck_numbers(3) == cards.deck_numbers(4) == tuple(range(1, 38))
    assert (cards.action_id(101), cards.action_id(7)) == ("P01", "A07")
    assert cards.action_card(116) is cards.TWO_PLAYER_CARDS["P16"]
    raw = json.loads((datafile.DATA_DIR / "two_player.json").read_text(encoding="utf-8"))
    assert "RECONSTRUCTED" in raw["header"]["reconstructed"]


@pytest.mark.rule("TS-0.8", "TS-13.8", "TS-0.5")
def test_two_players_hide_and_reset_the_options_of_no_use() -> None:
    hidden = ("board", "scatter", "board_seed", "grey_tiles", "length", "supremacy",
              "missions_and_goals")
    opts = {"board": "random", "length": "epic", "missions_and_goals": "on"}
    for name in hidden:
        assert not RULES.option_visible(name, opts, 2)
    assert RULES.option_visible("length", opts, 3) and RULES.option_visible("board", opts, 4)
    for kept in ("factions", "oni_count", "mountain_penalty", "tetsuo_use"):
        assert RULES.option_visible(kept, opts, 2)
    merged = RULES.check_setup(2, {"board": "control", "length": "supremacy",
                                   "supremacy": 30, "oni_count": 18})
    assert (merged["board"], merged["length"], merged["oni_count"]) == ("standard",
                                                                        "standard", 18)
    # TS-13.8: M1 and M7 have no use at two players
    assert two_player_options({"modules": ("m1", "m3", "m7")})["modules"] == ("m3",)


@pytest.mark.rule("TS-0.10", "TS-0.2")
def test_setup_says_the_two_player_cards_are_reconstructed() -> None:
    notes = RULES.option_notes("factions", "choice", n_seats=2)
    assert notes[0] == "ts.help.reconstructed.two_player"
    assert "ts.help.reconstructed.two_player" not in RULES.option_notes("factions", "choice",
                                                                         n_seats=3)


@pytest.mark.rule("TS-13.1", "TS-13.8")
def test_the_game_lasts_three_rounds_whatever_the_length() -> None:
    st = _game()
    assert last_round(st) == 3
    assert last_round(replace(st, options=(("length", "epic"),))) == 3
    st = _forward(st, "over", limit=3000)
    assert st.round == 3 and st.final and len(st.winners) == 1


@pytest.mark.rule("TS-13.3", "TS-2.1")
def test_each_player_chooses_a_faction_and_takes_its_victory_cards() -> None:
    st = _game()
    assert st.phase == "faction" and st.setup_seat == 0
    st = _step(st)
    st = _step(st)
    assert st.phase == "tile" and all(s.faction for s in st.seats)
    for seat in (0, 1):
        keys = [c.key for c in two_player.seat_cards(st, seat)]
        assert keys == [c.key for c in two_player.cards_of(st.seats[seat].faction)]
        assert len(keys) == 2
    dealt = _game(factions="random")
    assert dealt.phase == "tile" and len({s.faction for s in dealt.seats}) == 2


@pytest.mark.rule("TS-13.4", "TS-2.4", "TS-2.2")
def test_the_moon_and_a_pile_of_ten_chosen_tiles() -> None:
    for seed in (1, 2, 3):
        st = _game(seed)
        assert [z.pos for z in st.board.zones] == sorted(MOON_POSITIONS)
        assert sum(1 for u in st.units if u.owner == -1) == 7  # one Oni per moon zone
        assert len(st.tile_pile) == two_player_setup.PILE_SIZE == 10
        kinds = Counter(tile_kind(TILE_BY_ID[t]) for t in st.tile_pile)
        assert kinds["fertile"] >= 2 and kinds["ocean"] >= 2 and kinds["mountain"] >= 2
        assert len(set(st.tile_pile)) == 10
    assert _game(1).tile_pile != _game(2).tile_pile
    assert _game(1).tile_pile == _game(1).tile_pile


@pytest.mark.rule("TS-13.4", "TS-40.6", "TS-2.10")
def test_players_alternate_drawing_and_placing_last_on_initiative_first() -> None:
    st = _step(_step(_game()))  # the two factions
    assert st.seats[st.initiative[-1]].faction  # the Initiative board is set
    drawers = []
    while st.phase == "tile":
        seat = RULES.to_act(st)[0]
        drawers.append(seat)
        legal = RULES.legal_actions(st, seat)
        (drawn,) = st.tiles_left
        spots = {(a.args[0], a.args[1]) for a in legal}
        assert spots == set(st.board.edge_positions)  # touching a zone already placed
        assert {a.args[2] for a in legal} == {int(drawn[1:])}
        assert {a.args[3] for a in legal} == set(range(6))  # any rotation
        # the pile under the drawn tile is nobody's (TS-40.6)
        for viewer in (None, 0, 1):
            v = RULES.view(st, viewer)
            assert v.pile_size == len(st.tile_pile) and v.tiles_left == (drawn,)
            text = json.dumps(codec.encode(v))
            assert not any(f'"{t}"' in text for t in st.tile_pile)
        choice = legal[len(legal) // 3]
        st, _ = RULES.apply(st, seat, choice)
        placed = zone_at(st.board, (choice.args[0], choice.args[1]))
        assert placed is not None and placed.tile == drawn and placed.rotation == choice.args[3]
    assert drawers[0] == st.initiative[-1] and len(drawers) == 10
    assert all(a != b for a, b in zip(drawers, drawers[1:], strict=False))
    assert sum(1 for z in st.board.zones if z.kind == "area") == 10
    assert st.phase == "start" and st.setup_seat == st.initiative[0] and not st.tile_pile


@pytest.mark.rule("TS-13.5", "TS-2.14", "TS-2.17")
def test_start_zones_in_initiative_order_with_one_starting_territory() -> None:
    st = _forward(_game(), "start")
    order = []
    for _ in range(60):
        if st.phase == "draft":
            break
        if st.phase == "start":  # a start zone with a tile next to it
            seat = st.setup_seat
            order.append(seat)
            st = next(after for a in RULES.legal_actions(st, seat)
                      if (after := RULES.apply(st, seat, a)[0]).phase == "territory")
            assert st.setup_left == 1  # TS-13.5: only ONE starting territory
            st = _step(st)
            assert st.phase == "deploy"
            continue
        st = _step(st)
    assert order == list(st.initiative)
    for seat in (0, 1):
        assert sum(1 for m in st.marks if m.owner == seat) == 1
        assert st.seats[seat].start is not None
        assert any(u.owner == seat for u in st.units)
    assert not goals.missions_in_play(st) and not goals.objectives(st, 0)  # TS-13.2


@pytest.mark.rule("TS-13.6", "TS-13.7", "TS-2.8", "TS-3.3")
def test_six_special_cards_each_and_the_usual_events_and_oni() -> None:
    st = _game()
    hands = [set(s.hand) for s in st.seats]
    assert [len(h) for h in hands] == [6, 6] and not hands[0] & hands[1]
    assert hands[0] | hands[1] < set(range(101, 117))  # 4 stay unseen in the box
    assert len(st.event_deck) == 18 and 0 not in st.event_display
    assert len(st.oni_reserve) == 21 - 7
    st = _forward(st, "draft")
    first = [s.hand for s in st.seats]
    for seat in (0, 1):
        st, _ = RULES.apply(st, seat, Action("pick", (st.seats[seat].hand[0],)))
    # TS-3.3: with two players the rest of the hand goes to the other player
    assert st.seats[1].hand == first[0][1:] and st.seats[0].hand == first[1][1:]


@pytest.mark.rule("TS-13.6", "TS-40.3", "TS-42.11")
def test_views_and_determinization_use_the_two_player_deck() -> None:
    st = _forward(_game(), "draft")
    v = RULES.view(st, 0)
    assert v.seats[1].hand is None and v.seats[0].hand == st.seats[0].hand
    sample = determinize(v, Rng.from_seed(4))
    assert set(sample.seats[1].hand) <= set(range(101, 117))
    assert RULES.view(sample, 0) == v
    tile = _forward(_step(_step(_game())), "tile")
    v = RULES.view(tile, 1)
    sample = determinize(v, Rng.from_seed(9))
    assert len(sample.tile_pile) == v.pile_size and RULES.view(sample, 1) == v
    kinds = Counter(tile_kind(TILE_BY_ID[t]) for t in sample.tile_pile + sample.tiles_left)
    assert kinds["fertile"] >= 2 and kinds["ocean"] >= 2 and kinds["mountain"] >= 2


@pytest.mark.rule("TS-13.4")
def test_a_tile_away_from_the_board_is_refused_and_changes_nothing() -> None:
    st = _step(_step(_game()))
    seat = RULES.to_act(st)[0]
    far = next(p for p in ((5, 0), (6, 0)) if not set(neighbours(p)) & set(st.board.index))
    bad = Action("tile", (far[0], far[1], int(st.tiles_left[0][1:]), 0))
    with pytest.raises(Exception) as err:
        RULES.apply(st, seat, bad)
    assert "not allowed" in str(err.value)
    assert RULES.legal_actions(st, seat) and st.phase == "tile"


@pytest.mark.rule("TS-13.10", "TS-0.10")
def test_every_victory_card_has_its_texts_in_english_and_french() -> None:
    from game.core import i18n

    for lang in ("en", "fr"):
        for card in two_player.VICTORY_CARDS:
            for part in ("name", "text"):
                text = i18n.tr(f"ts.victory.{card.key}.{part}", lang)
                assert text and not text.startswith("ts.") and len(text) <= 150
            assert i18n.tr(f"ts.arg.victory.{card.key}", lang) == i18n.tr(
                f"ts.victory.{card.key}.name", lang)
        assert "{victory}" in i18n.tr("ts.victory_scored", lang, seat="{seat}", vp="{vp}",
                                      victory="{victory}")


@pytest.mark.rule("TS-13.8")
def test_the_setup_says_m1_and_m7_are_not_used_at_two_players() -> None:
    from game.core import i18n as core_i18n

    for key in ("m1", "m7"):
        assert "ts.help.modules.off_two" in RULES.option_notes("modules", key, 2)
        assert "ts.help.modules.off_two" not in RULES.option_notes("modules", key, 3)
    assert "ts.help.modules.off_two" not in RULES.option_notes("modules", "m4", 2)
    for lang in ("en", "fr"):
        assert core_i18n.catalogue(lang)["ts.help.modules.off_two"].strip()
