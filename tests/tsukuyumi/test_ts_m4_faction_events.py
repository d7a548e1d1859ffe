"""Module 4, faction events (TS-M4; the M4 clauses of TS-0.6, TS-40.3, TS-40.6, TS-42.11)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ts_builders import give, legal_set, own, play, with_start
from ts_builders_events import event_state

from game.core.rng import Rng
from game.tsukuyumi import movement, scoring
from game.tsukuyumi.datafile import load
from game.tsukuyumi.factions import boarlords
from game.tsukuyumi.modules import m4_faction_events as m4
from game.tsukuyumi.modules.m4_effects import EVERYONE
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.setup import initial_state
from game.tsukuyumi.state import State, marks_at, unit_by_id
from game.tsukuyumi.view import determinize
from game.ui import i18n

M4 = (("modules", ("m4",)),)
SPEC = {  # TS-0.6, TS-M4.5: faction -> FR names in the seed's order
    "cyber": ("Copie digitale", "Mise à jour 2.1", "Laser solaire", "Analyse de combat",
              "Mise à jour de drone"),
    "darkseed": ("Ancienne semence", "Voyage royal", "Pionniers de la ruche",
                 "Un festin pour la Reine", "La ruche est pleine"),
    "boarlords": ("Creuser pour la Mère", "Depuis les profondeurs", "Troupeau de cochonnets",
                  "Dans les tranchées", "Au nom de la Mère !"),
    "nomads": ("Opération secrète", "Tous flingues dehors !", "Rechargez !",
               "Périmètre défensif", "Entraînement hors piste"),
}


def num(key: str) -> int:
    return m4.BY_KEY[key].number


def game(fhand=(), fdeck=(), seat=0, **kw) -> State:
    """Seat `seat` (Cybersamurai, Nomads, Boarlords) in its blue Events 2 turn, M4 on, holding
    the faction events `fhand` over the deck `fdeck`."""
    st = replace(event_state(**kw), options=M4)
    return give(st, seat, fhand=tuple(num(k) for k in fhand),
                fdeck=tuple(num(k) for k in fdeck))


@pytest.mark.rule("TS-M4.5", "TS-0.6", "TS-42.14")
def test_the_twenty_cards_match_the_spec() -> None:
    raw = load("m4_faction_events.json")
    assert len(raw["cards"]) == 20 and sorted(m4.CARDS) == list(range(1, 21))
    i18n.set_language("fr")
    try:
        for faction, names in SPEC.items():
            cards = m4.of_faction(faction)
            assert len(cards) == 5
            assert tuple(i18n.t(f"ts.fevent.{m4.CARDS[c].key}.name").replace("\xa0", " ")
                         for c in cards) == names
            assert all(m4.CARDS[c].source == "S" and "effect" in m4.CARDS[c].reconstructed
                       for c in cards)  # names found, core effects reconstructed
    finally:
        i18n.set_language("en")
    assert "ts.help.reconstructed.m4" in RULES.option_notes("modules", "m4")


@pytest.mark.rule("TS-M4.1", "TS-0.10")
def test_setup_deals_each_seat_its_five_cards_face_down() -> None:
    on = initial_state(11, 3, RULES.check_setup(3, {"modules": ("m4",), "factions": "random"}))
    on = _through_factions(on)
    for s in on.seats:
        assert sorted(s.fdeck) == sorted(m4.of_faction(s.faction)) and not s.fhand
    off = _through_factions(initial_state(11, 3, RULES.check_setup(3, {"factions": "random"})))
    assert all(not s.fdeck for s in off.seats)


def _through_factions(st: State) -> State:
    while st.phase == "faction":
        seat = RULES.to_act(st)[0]
        st, _ = RULES.apply(st, seat, RULES.legal_actions(st, seat)[0])
    return st


@pytest.mark.rule("TS-M4.2")
def test_a_draw_or_a_play_may_be_a_faction_event() -> None:
    st = game(fhand=("update_21",), fdeck=("solar_laser", "digital_copy"), order=(1, 0, 2))
    opening = legal_set(st)
    assert "fdraw" in opening and "fplay 2" in opening and "draw 2" in opening
    st, events = play(st, "fdraw")
    me = st.seats[0]
    assert me.fhand == (num("update_21"), num("solar_laser")) and me.fdeck == (num("digital_copy"),)
    assert st.pending[-1].data == (1, 2)  # one draw used, both plays left
    st, _ = play(st, "fplay 2")
    assert st.initiative == (0, 1, 2) and st.pending[-1].data == (1, 1)
    # the drawer alone learns the card's name (TS-40.8)
    drew = next(e for e in events if e.kind == "ts.m4.drew_card")
    assert drew.to == (0,) and drew.redacted is not None and "fevent" not in drew.redacted.args


@pytest.mark.rule("TS-M4.3")
def test_a_faction_event_is_played_once_then_leaves_the_game() -> None:
    st = game(fhand=("for_the_mother",), factions=("boarlords", "cyber", "nomads"))
    st, events = play(st, "fplay 15")
    me = st.seats[0]
    assert me.fhand == () and me.fplayed == (15,) and 15 not in st.event_discard
    assert "m4_for_the_mother" in me.flags
    assert not any(a.startswith("fplay") for a in legal_set(st))
    # only the seat's own faction's cards are in its deck: they favour it
    assert all(m4.CARDS[c].faction == "boarlords" for c in m4.of_faction("boarlords"))


@pytest.mark.rule("TS-M4.4", "TS-5.11")
def test_targets_never_start_zones_and_this_round_effects_expire() -> None:
    st = game(fhand=("defensive_perimeter",), factions=("nomads", "cyber", "boarlords"),
              units=[("private", 0, (0, 0))])
    st = replace(st, board=with_start(st.board, (2, 0), "cyber"))
    st = own(st, 0, (0, 0), (1, 0), (2, 0))
    plays = {a for a in legal_set(st) if a.startswith("fplay")}
    assert plays == {"fplay 19 0 0", "fplay 19 1 0"}  # only the zones it controls
    st, _ = play(st, "fplay 19 1 0")
    assert marks_at(st, (1, 0)).no_entry == EVERYONE
    from game.tsukuyumi.event_actions import pieces_at

    assert not pieces_at(st, (1, 0), 1)  # not a marker: E17 Sabotage cannot lift it
    unit = unit_by_id(st, 1)  # "personne": not even the Nomads enter (S)
    assert movement.check_path(st, unit, (0,), 2).error == "ts.illegal.move_no_entry"
    st = give(st, 0, flags=("m4_offroad_training",))
    st = scoring._expire(st, [])
    assert marks_at(st, (1, 0)).no_entry != EVERYONE and not st.seats[0].flags


@pytest.mark.rule("TS-M4.5")
def test_update_21_moves_up_two_places_or_one_from_second() -> None:
    st, _ = play(game(fhand=("update_21",), order=(1, 2, 0)), "fplay 2")
    assert st.initiative == (0, 1, 2)
    st, _ = play(game(fhand=("update_21",), order=(1, 0, 2)), "fplay 2")
    assert st.initiative == (0, 1, 2)


@pytest.mark.rule("TS-M4.5")
def test_covert_operation_places_three_mines_on_any_zones_but_start_zones() -> None:
    st = game(fhand=("covert_operation",), factions=("nomads", "cyber", "boarlords"),
              units=[("private", 0, (0, 0)), ("cs_2_1", 1, (1, 0))])
    st = replace(st, board=with_start(st.board, (2, 0), "cyber"))
    plays = {a for a in legal_set(st) if a.startswith("fplay")}
    assert "fplay 16 1 0" in plays and "fplay 16 2 0" not in plays
    st, _ = play(st, "fplay 16 1 0", "fzone 1 0", "fzone 0 -1")
    assert marks_at(st, (1, 0)).mines == 2 and marks_at(st, (0, -1)).mines == 1
    assert len(st.units) == 2  # no unit already there is hurt (S)
    assert st.pending[-1].kind == "events"  # three placed: the prompt is gone


@pytest.mark.rule("TS-M4.5")
def test_ancient_seed_lays_three_eggs_anywhere() -> None:
    st = game(fhand=("ancient_seed",), factions=("darkseed", "cyber", "nomads"))
    st, _ = play(st, "fplay 6 1 0", "fzone 1 0", "fzone_done")
    assert marks_at(st, (1, 0)).eggs == 2 and st.pending[-1].kind == "events"


@pytest.mark.rule("TS-M4.5")
def test_boarlords_round_cards_hook_the_engine() -> None:
    st = game(fhand=("for_the_mother", "in_the_trenches"),
              factions=("boarlords", "cyber", "nomads"),
              units=[("boarmaiden", 0, (0, 0)), ("squeaker", 0, (1, 0))])
    maiden, squeaker = unit_by_id(st, 1), unit_by_id(st, 2)
    before = movement.allowance(st, maiden, 1)
    st2, _ = play(st, "fplay 15")
    assert movement.allowance(st2, maiden, 1) == before + 1
    assert movement.allowance(st2, squeaker, 1) == movement.allowance(st, squeaker, 1)
    st = own(st, 0, (0, 0))
    st = replace(st, marks=tuple(replace(m, fortress=1) if m.at == (0, 0) else m
                                 for m in st.marks))
    base = boarlords.fortress_bonus(st, (0, 0), 1)
    st3, _ = play(st, "fplay 14")
    assert base > 0 and boarlords.fortress_bonus(st3, (0, 0), 1) == 2 * base


@pytest.mark.rule("TS-M4.5")
def test_offroad_training_ignores_enemy_blockers() -> None:
    st = game(fhand=("offroad_training",), factions=("nomads", "cyber", "boarlords"),
              units=[("private", 0, (0, 0))])
    unit = unit_by_id(st, 1)
    assert not movement.ignores_enemies(st, unit)
    st, _ = play(st, "fplay 20")
    assert movement.ignores_enemies(st, unit_by_id(st, 1))


@pytest.mark.rule("TS-M4.5")
def test_combat_analysis_adds_two_white_actions_to_the_turn() -> None:
    st = game(fhand=("combat_analysis",))
    st, _ = play(st, "fplay 4 2 2", "events_done")
    assert st.turn is not None and st.turn.left.count(("P", 1)) == 2


@pytest.mark.rule("TS-M4.5")
def test_digital_copy_resolves_a_common_event_of_this_round_again() -> None:
    st = game(fhand=("digital_copy",), hands={0: (20,)}, order=(2, 1, 0))
    assert not any(a.startswith("fplay") for a in legal_set(st))  # nothing played yet
    st, _ = play(st, "play 20")
    assert st.round_events == (20,) and st.initiative == (2, 0, 1)
    st, _ = play(st, "fplay 1 20")
    assert st.initiative == (0, 2, 1)


@pytest.mark.rule("TS-M4.1", "TS-40.3", "TS-40.6", "TS-42.11")
def test_the_faction_hand_is_secret_and_determinize_samples_it() -> None:
    st = game(fhand=("update_21",), fdeck=("solar_laser", "digital_copy", "drone_update"))
    st = give(st, 1, fhand=(num("reload"),), fdeck=(num("reload") + 1,),
              fplayed=(num("covert_operation"),))
    v = RULES.view(st, 1)
    assert v.seats[0].fhand is None and v.seats[0].fhand_size == 1
    assert v.seats[0].fdeck_size == 3 and v.seats[1].fhand == (num("reload"),)
    sample = determinize(v, Rng.from_seed(3))
    s0, s1 = sample.seats[0], sample.seats[1]
    assert len(s0.fhand) == 1 and len(s0.fdeck) == 3
    assert set(s0.fhand + s0.fdeck) <= set(m4.of_faction("cyber"))
    assert s1.fhand == (num("reload"),) and num("covert_operation") not in s1.fdeck
    assert RULES.is_private_for(st, 0)


@pytest.mark.rule("TS-M4.1", "TS-13.8")
def test_two_players_get_their_decks_too() -> None:
    """M4 is not among the modules TS-13.8 switches off at two players."""
    st = initial_state(4, 2, RULES.check_setup(2, {"modules": ("m4",), "factions": "random"}))
    assert st.phase == "tile" and RULES.check_setup(2, {"modules": ("m4",)})["modules"] == ("m4",)
    assert [sorted(s.fdeck) for s in st.seats] == [sorted(m4.of_faction(s.faction))
                                                   for s in st.seats]


@pytest.mark.rule("TS-0.10", "TS-40.3", "TS-40.6", "TS-42.11")
def test_conformance_with_m4_at_two_players() -> None:
    """The 3- and 4-seat games with M4 are in test_ts_modules_conformance; two players here."""
    from tests import conformance

    trace = conformance.playout(RULES, 2, 5, {"modules": ("m4",), "factions": "random"})
    for check in conformance.ALL_CHECKS:
        check(trace)


@pytest.mark.rule("TS-M4.5")
def test_piglet_herd_places_half_the_fortresses_rounded_up() -> None:
    st = game(fhand=("piglet_herd",), factions=("boarlords", "cyber", "nomads"),
              marks={(1, 0): {"fortress": 2}, (-1, 0): {"fortress": 1}})
    st = replace(st, board=with_start(st.board, (0, 0), "boarlords"))
    st = give(st, 0, start=(0, 0))
    plays = {a for a in legal_set(st) if a.startswith("fplay 13")}
    assert "fplay 13 0 0" in plays and "fplay 13 0 1" in plays  # the start zone, next to it
    st, _ = play(st, "fplay 13 0 0", "fzone 0 1")
    assert sorted(u.at for u in st.units if u.kind == "squeaker") == [(0, 0), (0, 1)]
    assert st.pending[-1].kind == "events"  # ⌈3 / 2⌉ = 2 placed


@pytest.mark.rule("TS-M4.5")
def test_dig_for_the_mother_raises_the_quota_to_three_and_terraforms_at_once() -> None:
    st = game(fhand=("dig_for_the_mother",), factions=("boarlords", "cyber", "nomads"),
              units=[("boarrior", 0, (1, 0))])
    st = give(st, 0, used=("terraform:1",))  # one marker placed already this round
    boarrior = unit_by_id(st, 1)
    assert boarlords.markers_left(st, boarrior) == 1
    st, _ = play(st, "fplay 11")
    assert boarlords.markers_left(st, unit_by_id(st, 1)) == 2  # 3, those placed counting
    assert st.pending[-1].kind == boarlords.TERRAFORM


@pytest.mark.rule("TS-M4.5")
def test_from_the_depths_tunnels_have_no_limit() -> None:
    from game.tsukuyumi import board as B

    st = game(fhand=("from_the_depths",), factions=("boarlords", "cyber", "nomads"),
              units=[("squeaker", 0, (0, 0))])
    key = B.edge_between((0, 0), (1, 0))
    st = replace(st, board=B.place_edge_marker(st.board, "tunnel", key))
    unit = unit_by_id(st, 1)
    assert movement.step_cost(st, unit, (0, 0), (1, 0)) == (0, key)  # claimed: one unit
    st, _ = play(st, "fplay 12")
    assert movement.step_cost(st, unit, (0, 0), (1, 0), frozenset({key})) == (0, None)


@pytest.mark.rule("TS-M4.5", "TS-20.8")
def test_kaneda_does_not_reopen_a_defensive_perimeter() -> None:
    from game.tsukuyumi.factions import cyber_strikes

    st = game(units=[("cs_2_1", 0, (1, 0))])
    st = replace(st, marks=(replace(marks_at(st, (1, 0)), no_entry=EVERYONE),))
    st = cyber_strikes.kaneda(st, 0, (1, 0), [])
    assert marks_at(st, (1, 0)).no_entry == EVERYONE
