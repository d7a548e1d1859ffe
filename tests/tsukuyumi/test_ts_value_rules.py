"""The bots' conquest model follows the rules the modules add (TS-42.10): a lone mascot cannot
conquer (TS-M5.4), Renewed Strength doubles the Oni's conquest values (TS-M6.4), and no player
conquers Oni territories or Tsukuyumi zones while the Profanateur is in play (TS-M8.16).
Before, the value counted all three as prospects and the Movement plans chased them."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ts_builders import ONI, TSUKU, area, board, state
from ts_builders_bots import ask

from game.tsukuyumi.bots import moves, value
from game.tsukuyumi.combat_base import forecast
from game.tsukuyumi.modules import legendary
from game.tsukuyumi.modules import m6_oni_powers as m6
from game.tsukuyumi.rules import RULES

RED = {"left": (("M", 1), ("C", 1)), "round_": 2}


def _mascot_alone():
    """The Cybersamurai's mascot alone on their start zone, an empty zone next to it."""
    return state([("mascot_cyber", 0, (2, 0)), ("cs_2_1", 0, (-2, 2)),
                  ("private", 1, (-2, 0)), ("squeaker", 2, (0, -2))],
                 ("cyber", "nomads", "boarlords"), starts={0: (2, 0)},
                 options=RULES.check_setup(3, {"modules": ("m5",)}),
                 marks={(-2, 2): 0, (-2, 0): 1, (0, -2): 2}, **RED)


@pytest.mark.rule("TS-M5.4", "TS-42.10")
def test_a_lone_mascot_is_no_prospect_and_stays_home():
    st = _mascot_alone()
    mascot = next(u for u in st.units if u.kind == "mascot_cyber")
    alone = moves.moved(st, {mascot.uid: (1, 0)})
    # the engine forbids its combat there (no other unit of the seat), so the value must not
    # count the zone as one to take
    assert not [a for a in RULES.legal_actions(alone, 0) if a.kind == "combat"
                and tuple(a.args[:2]) == (1, 0)]
    assert value.prospects(value.Index(alone), 0) == value.prospects(value.Index(st), 0)
    assert value.Index(alone).potential((1, 0), 0) == 0
    for level in ("normal", "hard"):
        assert mascot.uid not in moves.target(st, 0, 1, (), level)
    assert mascot.uid not in moves.easy(st, 0, 1)
    assert ask(st, "normal") != f"move {mascot.uid} 3"


@pytest.mark.rule("TS-M5.4", "TS-42.10")
def test_a_mascot_with_another_unit_still_counts():
    st = _mascot_alone()
    escorted = replace(st, units=tuple(replace(u, at=(1, 0)) if u.owner == 0 else u
                                       for u in st.units))
    ix = value.Index(escorted)
    assert ((1, 0), 0) in ix.armed
    assert ix.conquest[(1, 0)][0] == sum(value.unit_conquest(escorted, u)
                                         for u in escorted.units if u.owner == 0)


@pytest.mark.rule("TS-M6.4", "TS-42.10")
def test_renewed_strength_doubles_the_oni_in_the_value():
    card = next(k for k, c in m6.CARDS.items() if c.kind == "renewed_strength")
    st = state([("squeaker", 0, (2, 0)), ("small_oni", ONI, (1, 0)),
                ("private", 1, (-2, 0)), ("cs_2_1", 2, (0, -2))],
               ("boarlords", "nomads", "cyber"),
               options=RULES.check_setup(3, {"modules": ("m6",)}),
               marks={(2, 0): 0, (1, 0): ONI, (-2, 0): 1, (0, -2): 2}, **RED)
    for turned in ((), (card,)):
        s = replace(st, oni_turned=turned)
        moved = moves.moved(s, {u.uid: (1, 0) for u in s.units if u.owner == 0})
        mine, need = forecast(moved, 0, (1, 0))
        ix = value.Index(moved)
        assert (ix.conquest[(1, 0)][0], ix.need((1, 0), 0)) == (mine, need)
    assert need == 2 * forecast(moves.moved(st, {u.uid: (1, 0) for u in st.units
                                                 if u.owner == 0}), 0, (1, 0))[1]


@pytest.mark.rule("TS-M8.16", "TS-42.10")
def test_no_prospect_on_the_moon_while_the_profanateur_is_in_play():
    defiler = next(k for k, v in legendary.KIND_OF.items() if v == "defiler")
    opts = RULES.check_setup(3, {"legendary_oni": "all"})
    here = [("squeaker", 0, (1, 0)), ("squeaker", 0, (1, 0)), ("private", 1, (-2, 0)),
            ("cs_2_1", 2, (0, -2))]
    marks = {(2, 0): 0, (-2, 0): 1, (0, -2): 2}
    b = board([area((1, 0), TSUKU)])
    free = state(here, ("boarlords", "nomads", "cyber"), options=opts, the_board=b,
                 marks=marks, **RED)
    held = state(here + [(defiler, ONI, (-2, 2))], ("boarlords", "nomads", "cyber"),
                 options=opts, the_board=b, marks=marks, **RED)
    assert legendary.in_play(held) == "defiler"
    assert value.Index(free).need((1, 0), 0) < 30
    assert value.Index(held).need((1, 0), 0) == value.UNREACHABLE
    assert value.prospects(value.Index(held), 0) < value.prospects(value.Index(free), 0)


@pytest.mark.rule("TS-M6.4", "TS-42.10")
def test_under_oni_revenge_no_zone_is_exposed_to_the_oni():
    # Revenge's Oni attack units and conquer nothing, so the Oni next door threaten no marker
    st = state([("large_oni", ONI, (0, 0)), ("squeaker", 0, (1, 0))],
               ("boarlords", "nomads", "cyber"),
               options=RULES.check_setup(3, {"modules": ("m6",)}), marks={(1, 0): 0}, **RED)
    assert value.exposure(value.Index(st), 0) > 0
    revenge = replace(st, oni_turned=("revenge",))
    assert m6.revenge(revenge)
    assert value.exposure(value.Index(revenge), 0) == 0
