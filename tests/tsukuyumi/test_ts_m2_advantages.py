"""Module 2, starting advantages (TS-M2, TS-1.12, TS-2.22; the M2 clauses of TS-40.2,
TS-40.3, TS-40.6, TS-40.7 and TS-42.11)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rng import Rng
from game.core.rules import IllegalAction, events_for
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import zone_at
from game.tsukuyumi.datafile import load
from game.tsukuyumi.modules import m2_advantages as m2
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.setup import initial_state, start_positions
from game.tsukuyumi.state import State, with_seat
from game.ui import i18n

M2 = {"modules": ("m2",)}
SPEC = {  # TS-M2.4: key -> (FR, EN, reconstructed fields)
    "forward_positions": ("Positions avancées", "Forward Positions", {"value"}),
    "scout": ("Éclaireur", "Scout", {"effect"}),
    "bountiful_harvest": ("Récolte abondante", "Bountiful Harvest", {"value"}),
    "jack_of_all_trades": ("Homme à tout faire", "Jack of All Trades", {"value"}),
    "valuable_lands": ("Terres de valeur", "Valuable Lands", set()),
    "rapid_expansion": ("Expansion rapide", "Rapid Expansion", set()),
    "acceleration": ("Accélération", "Acceleration", set()),
    "intelligence": ("Renseignement", "Intelligence", {"value"}),
}
USE, KEEP, REDRAW = (Action("advantage", (k,)) for k in (m2.USE, m2.KEEP, m2.REDRAW))


def chosen_factions(factions: tuple[str, ...], seed: int = 3, **options) -> State:
    """A game with M2 whose seats took these factions in seat order: the looks are pending."""
    st = initial_state(seed, len(factions), RULES.check_setup(len(factions),
                                                               {**M2, **options}))
    keys = [f.key for f in data.FACTIONS]
    for i, f in enumerate(factions):
        st, _ = RULES.apply(st, i, Action("faction", (keys.index(f),)))
    return st


def give(st: State, seat: int, key: str) -> State:
    """Swap the seat's card for `key` (taken from wherever it is)."""
    old = st.seats[seat].advantage
    seats = [replace(s, advantage=old) if s.advantage == key else s for s in st.seats]
    pile = tuple(old if k == key else k for k in st.adv_pile)
    st = replace(st, seats=tuple(seats), adv_pile=pile)
    return with_seat(st, seat, replace(st.seats[seat], advantage=key))


def answer_looks(st: State, answers: dict[int, Action] | None = None) -> State:
    """Answer every pending `advantage` prompt (KEEP unless told)."""
    while st.pending and st.pending[-1].kind == "advantage":
        seat = st.pending[-1].seat
        st, _ = RULES.apply(st, seat, (answers or {}).get(seat, KEEP))
    return st


def first_legal(st: State, prefer: tuple[str, ...] = ("ready",), avoid=()) -> State:
    seat = RULES.to_act(st)[0]
    legal = [a for a in RULES.legal_actions(st, seat) if a not in avoid]
    move = next((a for a in legal if a.kind in prefer), legal[0])
    return RULES.apply(st, seat, move)[0]


@pytest.mark.rule("TS-M2.4", "TS-1.12", "TS-13.8", "TS-42.14")
def test_the_eight_cards_match_the_spec_table() -> None:
    assert len(load("m2_advantages.json")["advantages"]) == 8
    assert set(m2.CARDS) == set(SPEC)
    for key, (fr, en, rebuilt) in SPEC.items():
        card = m2.CARDS[key]
        assert set(card.reconstructed) == rebuilt and card.source == "S"
        for lang, name in (("fr", fr), ("en", en)):
            i18n.set_language(lang)
            assert i18n.t(f"ts.adv.{key}.name") == name
    i18n.set_language("en")
    assert m2.inapplicable(m2.CARDS["scout"], "darkseed", 3)
    assert not m2.inapplicable(m2.CARDS["scout"], "cyber", 3)
    assert m2.inapplicable(m2.CARDS["valuable_lands"], "cyber", 2)  # TS-13.8
    assert "ts.help.reconstructed.m2" in RULES.option_notes("modules", "m2")


@pytest.mark.rule("TS-M2.1", "TS-2.22", "TS-40.3", "TS-40.6", "TS-40.7", "TS-42.11",
                  "TS-42.12")
def test_one_secret_card_each_dealt_after_the_factions_then_a_private_look() -> None:
    st = initial_state(8, 4, RULES.check_setup(4, {**M2, "factions": "random"}))
    cards = [s.advantage for s in st.seats]
    again = initial_state(8, 4, RULES.check_setup(4, {**M2, "factions": "random"}))
    assert [s.advantage for s in again.seats] == cards  # the state's generator (TS-42.12)
    deals = {tuple(s.advantage for s in initial_state(seed, 4, RULES.check_setup(
        4, {**M2, "factions": "random"})).seats) for seed in range(6)}
    assert len(deals) > 1
    assert len(set(cards)) == 4 and set(cards) | set(st.adv_pile) == set(m2.CARDS)
    assert st.phase == "start" and not any(s.start for s in st.seats)  # before the rest
    order = [p.seat for p in reversed(st.pending) if p.kind == "advantage"]
    assert order == list(st.initiative)  # the looks, in initiative order
    first = order[0]
    # every seat's view shows its own hidden card (« Yours: … »): each is private (TS-40.7),
    # the one looking at it now as much as the others; a used card is public
    assert all(RULES.is_private_for(st, s) for s in order)
    used = replace(st.seats[order[1]], adv_state=m2.USED)
    bare = replace(st, pending=(), phase="white",
                               seats=tuple(used if i == order[1] else x
                                           for i, x in enumerate(st.seats)))
    assert RULES.is_private_for(bare, first) and not RULES.is_private_for(bare, order[1])
    for viewer in range(4):
        v = RULES.view(st, viewer)
        assert [s.advantage for s in v.seats] == [c if i == viewer else ""
                                                  for i, c in enumerate(cards)]
        assert all(s.adv_held for s in v.seats)
        for seed in range(3):  # the leak check: a determinized state shows the same view
            det = RULES.determinize(v, Rng.from_seed(seed))
            assert RULES.view(det, viewer) == v
            assert sorted(s.advantage for s in det.seats) + sorted(det.adv_pile) != [] and \
                set(s.advantage for s in det.seats) | set(det.adv_pile) == set(m2.CARDS)


@pytest.mark.rule("TS-M2.2", "TS-40.2")
def test_an_inapplicable_card_may_be_redrawn_and_goes_face_up() -> None:
    st = chosen_factions(("cyber", "darkseed", "nomads"))
    st = give(st, 1, "scout")  # Scout does nothing for the Nuée Noire
    st = answer_looks_until(st, 1)
    assert set(RULES.legal_actions(st, 1)) == {KEEP, REDRAW}
    top = st.adv_pile[0]
    st, events = RULES.apply(st, 1, REDRAW)
    assert st.seats[1].advantage == top and st.adv_discard == ("scout",)
    mine = events_for(events, 1)
    others = events_for(events, 0)
    assert any(e.args.get("advantage") == top for e in mine)
    assert not any(e.args.get("advantage") == top for e in others)  # secret (TS-40.3)
    assert RULES.view(st, 0).adv_discard == ("scout",)  # discarded face up
    assert REDRAW not in RULES.legal_actions(st, 1)  # the new card applies
    st = chosen_factions(("cyber", "darkseed", "nomads"))
    st = give(st, 0, "scout")
    assert REDRAW not in RULES.legal_actions(answer_looks_until(st, 0), 0)


def answer_looks_until(st: State, seat: int) -> State:
    while st.pending[-1].seat != seat:
        st, _ = RULES.apply(st, st.pending[-1].seat, KEEP)
    return st


@pytest.mark.rule("TS-M2.3", "TS-M2.4", "TS-40.2", "TS-10.9")
def test_acceleration_puts_its_user_first_and_valuable_lands_scores() -> None:
    st = chosen_factions(("cyber", "darkseed", "nomads", "boarlords"))
    st = give(st, 2, "acceleration")
    st = give(st, 3, "valuable_lands")
    st = answer_looks(st, {2: USE, 3: USE})
    assert st.setup_seat == 2 and st.phase == "start"  # the Nomads set up first
    assert st.seats[3].vp == 1
    # the live scores show it during the setup too (they read 0 until the draft, while the
    # log said « Boarlords scores 1 VP »: a newcomer's game)
    assert RULES.scores(st) == (0, 0, 0, 1)
    v = RULES.view(st, 0)
    assert v.seats[2].advantage == "acceleration" and v.seats[2].adv_state == "used"
    with pytest.raises(IllegalAction):  # used once
        RULES.apply(st, 2, USE)
    # the Nomads' steps, then the others in initiative order
    seen = []
    for _ in range(200):
        if st.phase != "start" or st.pending:
            pass
        if st.phase == "start" and st.setup_seat not in seen:
            seen.append(st.setup_seat)
        if st.phase == "draft":
            break
        st = first_legal(st)
    assert seen == [2, 0, 1, 3]


@pytest.mark.rule("TS-M2.4")
def test_scout_places_the_start_zone_like_the_nest() -> None:
    st = answer_looks(give(chosen_factions(("cyber", "darkseed", "nomads")), 0, "scout"))
    assert st.setup_seat == 0
    spots = set(start_positions(st, 0))
    tiles = {z.pos for z in st.board.zones if z.kind == "area"}
    assert spots & tiles and not set(st.board.edge_positions) - spots
    at = sorted(spots & tiles)[0]
    st, events = RULES.apply(st, 0, Action("start", at))
    assert zone_at(st.board, at).kind == "start" and st.seats[0].adv_state == "used"
    assert any(e.kind == "ts.m2.used" for e in events)
    without = answer_looks(give(chosen_factions(("cyber", "darkseed", "nomads")), 0,
                                "acceleration"))
    assert not set(start_positions(without, 0)) & tiles


def deploying(st: State, seat: int) -> State:
    """Play the setup until `seat` deploys its starting units."""
    for _ in range(300):
        if st.phase == "deploy" and st.setup_seat == seat and not st.pending:
            return st
        st = first_legal(st, prefer=("ready", "egg", "start", "territory"), avoid=(USE,))
    raise AssertionError("never deploying")


@pytest.mark.rule("TS-M2.4")
def test_bountiful_harvest_produces_onto_the_starting_zones() -> None:
    st = answer_looks(give(chosen_factions(("cyber", "darkseed", "nomads")), 0,
                           "bountiful_harvest"))
    st = deploying(st, 0)
    assert USE in RULES.legal_actions(st, 0)
    st, events = RULES.apply(st, 0, USE)
    assert st.pending[-1].kind == "production" and st.pending[-1].data[0] == 2
    starting = {st.seats[0].start} | {m.at for m in st.marks if m.owner == 0}
    buys = [a for a in RULES.legal_actions(st, 0) if a.kind == "buy"]
    assert buys and {(a.args[1], a.args[2]) for a in buys} == starting
    before = len(st.units)
    st, _ = RULES.apply(st, 0, buys[0])
    assert len(st.units) == before + 1 and USE not in RULES.legal_actions(st, 0)


@pytest.mark.rule("TS-M2.4")
def test_rapid_expansion_one_more_territory_or_a_vp() -> None:
    st = answer_looks(give(chosen_factions(("cyber", "darkseed", "nomads")), 0,
                           "rapid_expansion"))
    st = deploying(st, 0)
    held = sum(1 for m in st.marks if m.owner == 0)
    st, _ = RULES.apply(st, 0, USE)
    assert st.phase == "territory" and st.setup_left == 1
    st, _ = RULES.apply(st, 0, RULES.legal_actions(st, 0)[0])
    assert sum(1 for m in st.marks if m.owner == 0) == held + 1 and st.phase == "deploy"
    # no starting territory at all: 1 VP
    lonely = with_seat(st, 0, replace(st.seats[0], adv_state=""))
    lonely = replace(lonely, marks=tuple(m for m in lonely.marks if m.owner != 0))
    lonely, _ = RULES.apply(lonely, 0, USE)
    assert lonely.seats[0].vp == st.seats[0].vp + 1


@pytest.mark.rule("TS-M2.4")
def test_intelligence_draws_two_and_plays_only_turnless_events() -> None:
    from game.tsukuyumi.event_deck import event_card
    from game.tsukuyumi.events import TURNLESS

    st = answer_looks(give(chosen_factions(("cyber", "darkseed", "nomads")), 0,
                           "intelligence"))
    st = deploying(st, 0)
    st, events = RULES.apply(st, 0, USE)
    hand = st.seats[0].events
    assert len(hand) == 2 and st.pending[-1].kind == "events"
    plays = [a for a in RULES.legal_actions(st, 0) if a.kind == "play"]
    assert all(event_card(a.args[0]).effect_name in TURNLESS for a in plays)
    assert Action("events_done") in RULES.legal_actions(st, 0)
    st, _ = RULES.apply(st, 0, Action("events_done"))
    assert st.seats[0].events == hand and not st.pending  # kept in hand


@pytest.mark.rule("TS-M2.3", "TS-M2.4", "TS-40.6")
def test_forward_positions_and_jack_of_all_trades_before_the_white_phase() -> None:
    st = chosen_factions(("cyber", "darkseed", "nomads"))
    st = give(st, 0, "forward_positions")
    st = give(st, 1, "jack_of_all_trades")
    st = give(st, 2, "bountiful_harvest")
    st = answer_looks(st)
    for _ in range(400):
        if st.phase == "draft":
            break
        st = first_legal(st, prefer=("ready", "egg", "start", "territory"), avoid=(USE,))
    for seat in range(3):  # the picks; then every holder of an unused card looks again
        st, _ = RULES.apply(st, seat, RULES.legal_actions(st, seat)[0])
    looks = [p.seat for p in reversed(st.pending) if p.kind == "advantage"]
    assert looks == [s for s in st.initiative]  # all three, the Harvest's holder too
    while st.pending[-1].seat != 2:
        st, _ = RULES.apply(st, st.pending[-1].seat, USE)
    assert set(RULES.legal_actions(st, 2)) == {KEEP}  # its moment has passed
    st = answer_looks(st)
    assert st.phase == "white" and st.stage == m2.STAGE
    assert st.seats[2].adv_state == "lapsed"
    assert RULES.view(st, 0).seats[2].advantage == ""  # never revealed (TS-40.6)
    turns = []
    for _ in range(200):
        if st.stage != m2.STAGE:
            break
        if st.turn is not None and (not turns or turns[-1][0] != st.turn.seat):
            turns.append((st.turn.seat, st.turn.left, st.turn.white))
        seat = RULES.to_act(st)[0]
        legal = RULES.legal_actions(st, seat)
        st = RULES.apply(st, seat, next((a for a in legal if a.kind == "end"), legal[0]))[0]
    assert [t[0] for t in turns] == [0, 1]  # in initiative order
    assert turns[0][1] == (("M", 1),) and turns[1][2] == ()  # Movement 1; two white actions
    assert st.phase == "white" and st.stage == "" and st.turn is not None
    assert st.done == () and st.phase_order == st.initiative  # round 1's white phase itself


@pytest.mark.rule("TS-M2.2", "TS-M2.3")
def test_bots_redraw_and_use_their_cards() -> None:
    from game.tsukuyumi.bots import make_bot

    st = chosen_factions(("cyber", "darkseed", "nomads"))
    st = answer_looks_until(give(st, 1, "scout"), 1)
    for level in ("easy", "normal", "hard"):
        legal = RULES.legal_actions(st, 1)
        move = make_bot(level)(RULES.view(st, 1), legal, Rng.from_seed(2)).action
        assert move == REDRAW
    st = answer_looks(give(chosen_factions(("cyber", "darkseed", "nomads")), 0,
                           "bountiful_harvest"))
    st = deploying(st, 0)
    move = make_bot("normal")(RULES.view(st, 0), RULES.legal_actions(st, 0),
                              Rng.from_seed(1)).action
    assert move == USE


@pytest.mark.rule("TS-M2.4")
def test_the_guide_names_the_cards_as_the_app_does() -> None:
    from pathlib import Path

    from game.core.i18n import tr
    root = Path(m2.__file__).resolve().parents[1] / "data"
    for lang in ("en", "fr"):
        text = " ".join((root / f"rules.{lang}.md").read_text(encoding="utf-8").split())
        for key in m2.CARDS:
            assert f"**{tr(f'ts.adv.{key}.name', lang)}**" in text, (lang, key)
