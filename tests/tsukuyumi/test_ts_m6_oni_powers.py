"""Module 6, Oni power cards: the data, the deck and the round (TS-M6.1–TS-M6.3, the M6 clauses
of TS-13.8, TS-40.2, TS-40.6, TS-42.11). The six cards' effects: test_ts_m6_cards.py."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ts_builders import ONI, board, find, kinds, state

from game.core.rng import Rng
from game.tsukuyumi import combat_base, modules, oni
from game.tsukuyumi.datafile import load
from game.tsukuyumi.modules import m6_oni_powers as m6
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.setup import initial_state
from game.tsukuyumi.state import State
from game.tsukuyumi.view import determinize
from game.ui import i18n

M6 = {"modules": ("m6",)}
SPEC = {  # TS-M6.4's table: key -> (FR, EN)
    "agility": ("Agilité", "Agility"),
    "full_power": ("Pleine puissance", "Full Power"),
    "impenetrable": ("Défense impénétrable", "Impenetrable Defence"),
    "renewed_strength": ("Force renouvelée", "Renewed Strength"),
    "gathering": ("Rassemblement", "Gathering"),
    "revenge": ("Revanche des Oni", "Oni Revenge"),
}


def _until(st: State, done, seed: int = 1, steps: int = 5000) -> State:
    """Random legal play until `done(st)`."""
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        if done(st):
            return st
        seat = RULES.to_act(st)[0]
        legal = RULES.legal_actions(st, seat)
        k, rng = rng.randint(0, len(legal) - 1)
        st, _ = RULES.apply(st, seat, legal[k])
    raise AssertionError("not reached")


@pytest.mark.rule("TS-M6.4", "TS-42.14", "TS-0.10")
def test_the_six_cards_match_the_spec_full_power_value_reconstructed() -> None:
    raw = load(m6.DATA_FILE)
    assert [r["key"] for r in raw["cards"]] == list(SPEC)
    for key, (fr, en) in SPEC.items():
        card = m6.CARDS[key]
        assert (card.name_fr, card.name_en, card.kind, card.source) == (fr, en, key, "S")
        for lang, name in (("en", en), ("fr", fr)):
            i18n.set_language(lang)
            assert i18n.t(f"ts.m6.{key}.name") == name
            assert i18n.t(f"ts.m6.{key}.text") != f"ts.m6.{key}.text"
            assert name in i18n.describe("ts.m6.turned", {"power": key, "round": 1},
                                         lambda s: "Ana")
    i18n.set_language("en")
    assert m6.CARDS["full_power"].value == 10  # R
    assert [k for k, c in m6.CARDS.items() if c.is_reconstructed] == ["full_power"]
    assert m6.CARDS["full_power"].reconstructed == ("value",)
    assert m6.CARDS["renewed_strength"].value == 2 and m6.CARDS["agility"].value == 1
    assert "ts.help.reconstructed.m6" in RULES.option_notes("modules", ("m6",))
    assert "m6" in modules.OFFERED
    # the Revenge card: the Conquête Oni card's ripostes, and the Oni's one card stays O1
    assert m6.REVENGE_CARD.ripostes == combat_base.cards.COMBAT_CARDS["O1"].ripostes
    assert m6.REVENGE_CARD.attack == ("annihilation",) and not m6.REVENGE_CARD.conquers
    assert [c.card_id for c in combat_base.cards.combat_cards_of("oni")] == ["O1"]


@pytest.mark.rule("TS-M6.1", "TS-40.6")
def test_setup_shuffles_the_six_cards_face_down() -> None:
    decks = set()
    for seed in (1, 2, 3):
        st = initial_state(seed, 3, RULES.check_setup(3, {**M6, "factions": "random"}))
        assert sorted(st.oni_deck) == sorted(SPEC) and st.oni_turned == ()
        decks.add(st.oni_deck)
        assert m6.current(st) is None
    assert len(decks) > 1  # shuffled by the generator
    off = initial_state(1, 3, RULES.check_setup(3, {"factions": "random"}))
    assert off.oni_deck == () and off.oni_turned == ()


@pytest.mark.rule("TS-M6.2", "TS-40.2")
def test_a_card_is_turned_before_each_draft_and_goes_under_at_the_round_end() -> None:
    st = initial_state(4, 3, RULES.check_setup(3, {**M6, "factions": "random"}))
    deck = st.oni_deck
    st = _until(st, lambda s: s.round == 1)
    assert st.phase == "draft" and st.oni_turned == deck[:1] and st.oni_deck == deck[1:]
    assert m6.current(st) == m6.CARDS[deck[0]]  # one card in play, for everyone
    st = _until(st, lambda s: s.round == 2)
    assert st.phase == "draft"
    assert st.oni_turned == deck[:2]
    assert st.oni_deck == deck[2:] + deck[:1]  # the first went under, the second is up
    events: list = []
    nxt = m6.turn_card(st, events)
    assert kinds(events) == ["ts.m6.under", "ts.m6.turned"]
    assert find(events, "ts.m6.under") == [{"power": deck[1]}]
    assert nxt.oni_turned[-1] == deck[2] and nxt.oni_deck == deck[3:] + deck[:2]
    assert RULES.view(st, 1).oni_turned == st.oni_turned  # the card is public


@pytest.mark.rule("TS-M6.2", "TS-13.8")
def test_two_players_play_the_module_too() -> None:
    opts = RULES.check_setup(2, {**M6})
    assert opts["modules"] == ("m6",)
    st = initial_state(5, 2, opts)
    st = _until(st, lambda s: s.round == 1)
    assert len(st.oni_turned) == 1 and len(st.oni_deck) == 5
    assert sorted(st.oni_deck + st.oni_turned) == sorted(SPEC)


@pytest.mark.rule("TS-40.6", "TS-42.11", "TS-M6.2")
def test_the_deck_order_is_hidden_and_sampled() -> None:
    st = replace(state(options=M6), oni_deck=("revenge", "agility", "gathering", "full_power",
                                             "renewed_strength"), oni_turned=("impenetrable",))
    other = replace(st, oni_deck=tuple(reversed(st.oni_deck)))
    v = RULES.view(st, 0)
    assert v == RULES.view(other, 0) and not hasattr(v, "oni_deck")  # nothing leaks
    orders = set()
    for seed in range(6):
        d = determinize(v, Rng.from_seed(seed))
        assert sorted(d.oni_deck) == sorted(st.oni_deck) and d.oni_turned == st.oni_turned
        assert RULES.view(d, 0) == v
        orders.add(d.oni_deck)
    assert len(orders) > 1
    # a card turned before went under the deck in the open: it is sampled at the bottom
    later = replace(st, oni_deck=("agility", "gathering", "full_power", "renewed_strength",
                                  "impenetrable"), oni_turned=("impenetrable", "revenge"))
    d = determinize(RULES.view(later, 2), Rng.from_seed(9))
    assert d.oni_deck[-1] == "impenetrable" and "revenge" not in d.oni_deck


@pytest.mark.rule("TS-M6.3")
def test_a_card_replaces_only_the_rule_it_names() -> None:
    units = [("small_oni", ONI, (0, 0)), ("medium_oni", ONI, (0, 0)), ("lt_dan", 1, (2, 0))]
    base = state(units, phase="green", left=(("OC", 1),), options=M6,
                 the_board=board(mountains=[(1, 0)]), marks={(-1, 0): ONI})
    for key in SPEC:
        st = replace(base, oni_turned=(key,))
        # the player's conquest values never change; the Oni's only with Renewed Strength
        assert combat_base.conquest_of(st, [st.units[2]]) == 15
        assert combat_base.conquest_of(st, st.units[:2]) == (60 if key == "renewed_strength"
                                                             else 30)
        # the medium Oni moves one zone whatever the card; the small one more with Agility
        medium, small = st.units[1], st.units[0]
        assert oni.steps_of(st, medium, (0, 0), ()) == 0
        assert oni.steps_of(st, small, (0, 0), ()) == (1 if key == "agility" else 0)
        # the Oni's targets: TS-8.14, except under Revenge (zones with player units)
        targets = {at for at in [(1, 0), (-1, 0), (2, 0), (0, 1)] if oni.is_target(st, at)}
        assert targets == ({(2, 0)} if key == "revenge" else {(1, 0), (2, 0), (0, 1)})
        assert oni.oni_card(st) == ("O1R" if key == "revenge" else "O1")
    off = replace(base, options=(), oni_turned=("renewed_strength",))  # module off
    assert combat_base.conquest_of(off, off.units[:2]) == 30 and oni.oni_card(off) == "O1"
