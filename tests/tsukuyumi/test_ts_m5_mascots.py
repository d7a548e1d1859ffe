"""Module 5, mascots (TS-M5; the M5 clauses of TS-2.22, TS-10.9 and TS-13.8)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ts_builders import find, legal, play, state

from game.core.rules import IllegalAction
from game.tsukuyumi import cards, data, modules, scoring
from game.tsukuyumi.actions import Action
from game.tsukuyumi.combat import problem
from game.tsukuyumi.datafile import load
from game.tsukuyumi.modules import m5_mascots as m5
from game.tsukuyumi.production_items import producible
from game.tsukuyumi.rules import RULES, two_player_options
from game.tsukuyumi.scoring import finish, total
from game.tsukuyumi.setup import initial_state
from game.tsukuyumi.state import State, Unit
from game.ui import i18n

M5 = {"modules": ("m5",)}


def with_m5(st: State) -> State:
    return replace(st, options=tuple(sorted({**dict(st.options), **M5}.items())))


def first_start(options: dict) -> tuple[State, list]:
    """A 3-seat game with `options` up to its first seat's start zone, placed."""
    st = initial_state(3, 3, RULES.check_setup(3, {**options, "factions": "random"}))
    while st.phase != "start":
        seat = RULES.to_act(st)[0]
        st, _ = RULES.apply(st, seat, RULES.legal_actions(st, seat)[0])
    seat = RULES.to_act(st)[0]
    st, events = RULES.apply(st, seat, RULES.legal_actions(st, seat)[0])
    return st, events


@pytest.mark.rule("TS-M5.5", "TS-42.14")
def test_the_mascots_are_data_small_units_5_10_5_marked_reconstructed() -> None:
    raw = load(m5.DATA_FILE)
    assert len(raw["mascots"]) == 4 and all(r["source"] == "R" for r in raw["mascots"])
    for faction in ("cyber", "darkseed", "nomads", "boarlords"):
        u = m5.MASCOT_OF[faction]
        assert (u.size, u.force, u.conquest, u.health, u.attack) == ("small", 1, 5, 10, 5)
        assert u.faction == faction and u.is_reconstructed and data.UNIT_BY_KEY[u.key] is u
        assert u.abilities == ("mascot",) and m5.VP_OF[faction] == 1
        for lang, word in (("en", "Mascot"), ("fr", "Mascotte")):
            i18n.set_language(lang)
            assert word in i18n.t(f"ts.unit.{u.key}.name")
            text = i18n.describe("ts.m5.joined", {"seat": 0}, lambda s: "Ana")
            assert "Ana" in text and word.lower() in text.lower()
    i18n.set_language("en")
    assert "ts.help.reconstructed.m5" in RULES.option_notes("modules", ("m5",))
    assert "m5" in modules.OFFERED


@pytest.mark.rule("TS-M5.1", "TS-2.22", "TS-2.19")
def test_the_mascot_comes_free_with_the_starting_units_and_deploys_like_them() -> None:
    st, events = first_start(M5)
    seat = st.setup_seat
    me = st.seats[seat]
    mascot = m5.mascot(st, seat)
    assert mascot is not None and mascot.at == me.start
    assert mascot.kind == m5.MASCOT_OF[me.faction].key
    assert find(events, "ts.m5.joined")[0]["seat"] == seat
    assert st.seats[seat].vp == me.vp  # free: nothing paid, nothing scored yet
    while st.phase == "territory":
        st, _ = RULES.apply(st, seat, RULES.legal_actions(st, seat)[0])
    spots = {str(a) for a in RULES.legal_actions(st, seat) if a.kind == "deploy"
             and a.args[0] == mascot.uid}
    territories = [m.at for m in st.marks if m.owner == seat]
    assert spots == {f"deploy {mascot.uid} {q} {r}" for q, r in territories}
    plain, _ = first_start({})  # without the module: no mascot
    assert not any(m5.is_mascot(u.kind) for u in plain.units)


@pytest.mark.rule("TS-M5.2", "TS-10.9", "TS-11.3")
def test_one_vp_at_the_end_for_a_mascot_still_in_play() -> None:
    st = with_m5(state([("mascot_cyber", 0, (1, 0)), ("private", 1, (0, 1))], seat=None))
    base = state([("private", 1, (0, 1))], seat=None)
    assert total(st, 0) == total(base, 0) + 1 and total(st, 1) == total(base, 1)
    assert scoring.other_vp(st, 0) == 1
    over = finish(st, [])
    assert over.final[0] == total(base, 0) + 1
    gone = replace(st, units=tuple(u for u in st.units if u.kind != "mascot_cyber"))
    assert scoring.other_vp(gone, 0) == 0 and total(gone, 0) == total(base, 0)
    off = replace(st, options=())  # module off: the same unit scores nothing
    assert scoring.other_vp(off, 0) == 0


@pytest.mark.rule("TS-M5.2", "TS-13.8")
def test_no_mascot_vp_at_two_players_but_the_mascot_plays() -> None:
    assert two_player_options({"modules": ("m1", "m5", "m7")})["modules"] == ("m5",)
    st = initial_state(5, 2, RULES.check_setup(2, {**M5, "factions": "random"}))
    assert "m5" in st.option("modules")
    two = with_m5(state([("mascot_cyber", 0, (1, 0))], factions=("cyber", "nomads"),
                        seat=None))
    assert scoring.vp_mode(two) is not None and scoring.other_sources(two) == ()


@pytest.mark.rule("TS-M5.3")
def test_a_destroyed_mascot_never_returns_and_is_never_produced() -> None:
    st = with_m5(state([("cyberoid", 0, (0, 0)), ("mascot_nomads", 1, (0, 0))]))
    st, _ = play(st, "combat 0 0 2")  # 20 damage: the mascot (health 10) dies
    while st.pending:
        st, _ = play(st, "noriposte" if "noriposte" in legal(st) else legal(st)[0])
    assert m5.mascot(st, 1) is None
    assert all(not m5.is_mascot(k) for s in range(3) for k in producible(st, s))
    assert all(u.key not in m5.MASCOT_OF.values() for u in data.units_of("nomads"))
    assert m5.MASCOT_OF["nomads"].cost == 0


@pytest.mark.rule("TS-M5.4")
def test_a_mascot_alone_cannot_fight_but_defends_and_ripostes() -> None:
    st = with_m5(state([("mascot_cyber", 0, (0, 0)), ("private", 1, (0, 0)),
                        ("attack_drone", 0, (1, 0)), ("mascot_cyber", 0, (1, 0))]))
    zones = {a for a in legal(st) if a.startswith("combat")}
    assert not any(a.startswith("combat 0 0") for a in zones)  # the mascot alone
    assert any(a.startswith("combat 1 0") for a in zones)  # with another unit: yes
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, Action("combat", (0, 0, 1)))
    error = problem(st, 0, (0, 0), cards.COMBAT_CARDS["C1"])  # the message the table shows
    assert error is not None and error.key == "ts.illegal.m5_alone"
    off = replace(st, options=())
    assert any(a.startswith("combat 0 0") for a in legal(off))  # (a unit without M5)
    # alone, it is still a defender and chooses its riposte (DECISION)
    st = with_m5(state([("private", 1, (0, 0)), ("mascot_cyber", 0, (0, 0))],
                       factions=("cyber", "nomads", "boarlords"), seat=1))
    st, _ = play(st, "combat 0 0 1")
    assert st.combat is not None and st.combat.defenders == (0,)
    assert st.pending[-1].seat == 0 and "noriposte" in legal(st)
    assert any(a.startswith("riposte") for a in legal(st))


@pytest.mark.rule("TS-M5.5")
def test_the_mascot_is_a_unit_for_every_other_rule() -> None:
    st = with_m5(state([("mascot_boarlords", 2, (0, 0))], seat=2, phase="red",
                       left=(("M", 1),)))
    assert any(a.startswith("move") or a.startswith("plan") for a in legal(st))
    assert m5.alone(st, 2, (0, 0)) and not m5.alone(st, 2, (1, 0))
    unit = Unit(1, "mascot_boarlords", 2, (0, 0))
    assert data.UNIT_BY_KEY[unit.kind].faction == "boarlords"


@pytest.mark.rule("TS-0.5", "TS-M5.1", "TS-M7.1")
@pytest.mark.parametrize("board,n", [("control", 3), ("exhausted_earth", 4),
                                     ("exploration_3p", 3), ("random", 4)])
def test_combinable_with_every_module_and_the_scenarios(board: str, n: int) -> None:
    from ts_builders import play_random

    from game.tsukuyumi.modules import m7_oni_missions as m7

    every = tuple(modules.OFFERED)
    opts = RULES.check_setup(n, {"board": board, "modules": every, "factions": "random",
                                 "length": "quick"})
    placed: set[int] = set()

    def watch(st: State) -> None:
        placed.update(s for s in range(n) if m5.mascot(st, s) is not None)

    st = play_random(initial_state(11, n, opts), seed=11, watch=watch)
    assert st.phase == "over" and placed == set(range(n))  # every mascot came in
    assert m7.in_play(st)
    for seat in range(n):  # the final score holds both modules' VP
        assert st.final[seat] == scoring.total(st, seat)
        assert scoring.other_vp(st, seat) == m5.vp(st, seat) + m7.vp(st, seat)
