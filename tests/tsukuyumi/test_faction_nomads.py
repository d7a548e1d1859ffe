"""The Nomads: Faction effect (free Pistols, Mines or radiation immunity), Mines, no Defensive
action (TS-22.3, TS-22.4, TS-22.9, TS-22.10, TS-5.1, TS-9.5, TS-3.10, TS-7.20). Weapons and
the cards N3, N4 are in `test_faction_nomads_weapons.py`."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import Event
from game.tsukuyumi import scoring
from game.tsukuyumi.state import marks_at
from tests.tsukuyumi.ts_builders import (
    ONI,
    RADIO,
    area,
    board,
    find,
    kinds,
    legal,
    mines,
    own,
    play,
    state,
    uid_of,
)

NCB = ("nomads", "cyber", "boarlords")
BLUE_F = (("F", 1),)


def blue(units, **kw):
    """Seat 0 (the Nomads) in its blue turn with the Faction effect on its card."""
    return state(units, factions=NCB, phase="blue", left=BLUE_F, **kw)


# --- Faction effect (TS-22.3, TS-5.1) ----------------------------------------------------------


@pytest.mark.rule("TS-22.3", "TS-5.1", "TS-22.9")
def test_faction_effect_free_pistols_and_a_mine_per_stuff_sergeant() -> None:
    st = blue([("stuff_sergeant", 0, (1, 0)), ("stuff_sergeant", 0, (0, 1)),
               ("private", 0, (0, 0))], weapons={0: ("grenade", "pistol", "pistol")})
    st = own(st, 0, (1, 0), (0, 1))
    assert legal(st) == ["nomad_effect 0", "nomad_effect 1", "end"]
    st, events = play(st, "nomad_effect 0")
    assert find(events, "ts.nomads.effect") == [{"seat": 0, "choice": "mines"}]
    assert st.seats[0].weapons.count("pistol") == 5  # every Pistol of the supply, free
    assert all(e["cost"] == 0 for e in find(events, "ts.weapon_produced"))
    assert marks_at(st, (1, 0)).mines == 1 and marks_at(st, (0, 1)).mines == 1
    assert st.seats[0].flags == () and legal(st) == ["end"]  # ONE of the two, F is spent


@pytest.mark.rule("TS-22.3", "TS-9.5", "TS-11.1")
def test_faction_effect_radiation_immunity_for_the_round() -> None:
    radio = board([area((1, 0), RADIO)])
    st = blue([("private", 0, (1, 0)), ("cs_2_1", 1, (1, 0))], the_board=radio)
    assert legal(st) == ["nomad_effect 1", "end"]  # no Sergeant: no Mine to place
    st, events = play(st, "nomad_effect 1")
    assert scoring.RADIATION_IMMUNE_FLAG in st.seats[0].flags
    assert st.seats[0].weapons == ("pistol",) * 5
    out: list[Event] = []
    st = scoring.end_round(replace(st, phase="red", turn=None), out)
    assert [u.kind for u in st.units] == ["private"]  # the Cybersamurai unit is destroyed
    assert st.seats[0].flags == ()  # for this round only


@pytest.mark.rule("TS-22.9")
def test_mine_placement_limits() -> None:
    def options(st):
        return legal(own(st, 0, (1, 0)))

    sergeant = [("stuff_sergeant", 0, (1, 0))]
    assert "nomad_effect 0" in options(blue(sergeant))
    assert "nomad_effect 0" not in legal(blue(sergeant))  # not a zone the Nomads control
    enemy = blue(sergeant + [("attack_drone", 1, (1, 0))])
    assert "nomad_effect 0" not in options(enemy)  # an enemy unit in the zone
    assert "nomad_effect 0" not in options(mines(blue(sergeant), (1, 0), 3))  # 3 at most
    full = blue(sergeant)
    for i, at in enumerate([(0, 0), (0, 1), (-1, 0), (0, -1), (1, -1), (-1, 1), (2, 0)]):
        full = mines(full, at, 3 if i < 6 else 2)  # the 20 Mines of the supply are out
    assert "nomad_effect 0" not in options(full)
    # two Sergeants in one zone each lay one, up to the limit
    st = mines(blue(sergeant * 2), (1, 0), 1, owner=0)
    st, events = play(st, "nomad_effect 0")
    assert marks_at(st, (1, 0)).mines == 3 and len(find(events, "ts.nomads.mine")) == 2
    st = mines(blue(sergeant * 2), (1, 0), 2, owner=0)
    st, _ = play(st, "nomad_effect 0")
    assert marks_at(st, (1, 0)).mines == 3


# --- Mines (TS-22.10) --------------------------------------------------------------------------


def moving(units, mined=1, **kw):
    """Seat 1 (the Cybersamurai) in its red turn with Movement 2; Mines on (1, 0)."""
    st = state(units, factions=NCB, seat=1, left=(("M", 2),), **kw)
    return mines(st, (1, 0), mined, owner=0)


@pytest.mark.rule("TS-22.10", "TS-6.7")
def test_mines_explode_under_entering_enemy_units_and_return_to_the_supply() -> None:
    st = moving([("cs_2_1", 1, (0, 0)), ("lt_dan", 0, (-2, 0))], mined=2)
    st, events = play(st, "move 1 0", "go")
    assert find(events, "ts.nomads.mines")[0] == {"seat": 0, "q": 1, "r": 0, "count": 2,
                                                  "amount": 20}
    assert [u.kind for u in st.units] == ["lt_dan"]  # destroyed at once
    assert marks_at(st, (1, 0)).mines == 0


@pytest.mark.rule("TS-22.10")
def test_mines_owner_assigns_survivors_go_on_and_units_already_there_are_spared() -> None:
    st = moving([("cs_2_1", 1, (0, 0)), ("cyberoid", 1, (0, 0)), ("attack_drone", 1, (1, 0))])
    cs, cyberoid = uid_of(st, "cs_2_1"), uid_of(st, "cyberoid")
    st, events = play(st, f"move {cs} 0", f"move {cyberoid} 0", f"move {cyberoid} 0 0", "go")
    top = st.pending[-1]
    assert (top.kind, top.seat) == ("damage", 1)  # the owner of the units assigns
    assert legal(st) == [f"assign {cs}", f"assign {cyberoid}"]  # not the drone already there
    st, events = play(st, f"assign {cyberoid}")  # 10 on 20 health: absorbed
    at = {u.kind: u.at for u in st.units}
    assert at == {"cs_2_1": (1, 0), "cyberoid": (2, 0), "attack_drone": (1, 0)}
    assert not st.pending


@pytest.mark.rule("TS-22.10")
def test_flying_units_and_the_nomads_own_units_do_not_set_off_mines() -> None:
    st = moving([("attack_drone", 1, (0, 0)), ("private", 0, (0, 0))])
    st, events = play(st, "move 1 0", "go")
    assert "ts.nomads.mines" not in kinds(events) and marks_at(st, (1, 0)).mines == 1
    st = state([("private", 0, (0, 0))], factions=NCB, left=(("M", 1),))
    st, events = play(mines(st, (1, 0), 1, owner=0), "move 1 0", "go")
    assert "ts.nomads.mines" not in kinds(events)


@pytest.mark.rule("TS-22.10", "TS-7.27")
def test_oni_moved_in_an_oni_action_set_off_mines_the_active_player_assigns() -> None:
    st = state([("small_oni", ONI, (0, 0)), ("medium_oni", ONI, (0, 0)),
                ("private", 0, (2, 0))], factions=NCB, phase="green", seat=1,
               left=(("OC", 1),))
    st = mines(st, (1, 0), 1, owner=0)
    st, events = play(st, "oni_zone 0 0", "oni_move 1 1 0")
    assert find(events, "ts.damage")[0]["assigner_seat"] == 1  # the seat of the Oni action
    assert [u.kind for u in st.units if u.owner == ONI] == ["medium_oni"]
    st, events = play(st, "oni_move 2 1 0")  # the Mine is spent
    assert "ts.nomads.mines" not in kinds(events)


# --- no Defensive action (TS-22.4, TS-7.20, TS-3.10) -------------------------------------------


@pytest.mark.rule("TS-22.4", "TS-7.20", "TS-3.10")
def test_the_nomads_never_choose_defensive_action_even_when_the_card_prints_it() -> None:
    st = state([("cyberoid", 1, (0, 0)), ("private", 0, (0, 0))], factions=NCB, seat=1)
    st, _ = play(st, "combat 0 0 1")  # C1 prints Counter-attack · Defensive action
    assert st.pending[-1].seat == 0
    assert legal(st) == ["riposte 0", "noriposte"]
