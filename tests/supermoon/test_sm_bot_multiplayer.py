"""Planet Unknown hard bot at a multiplayer table: the civ race and the neighbour sides.

The 4-seat bench (hard against three normal bots) showed the hard bot ahead on its lines but
behind on civ cards (1.4 medals against 3.2): the rank decks are shared (PU-10.1), the first
to a milestone picks first, and the hard bot reached them late. These tests pin what the
hard level now adds at a table of two or more, and that solo play is untouched.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from builders import player

from game.supermoon.bots import levels as lv
from game.supermoon.bots import objective_eval as oe
from game.supermoon.data import LETTER
from game.supermoon.objectives import neighbour_medals
from game.supermoon.rules import RULES
from game.supermoon.state import State

CIV = LETTER["civ"]
PERIMETER, LUDDITE = 37, 54  # neighbour sides: most Civ on edges; fewest Tech resources


def _look(seats: int, level: str = "hard", civ: int = 0) -> lv.Outlook:
    weight = (lv.MULTI_PACK if seats > 1 else 1.0) if level == "hard" else 0.0
    return lv.Outlook(late=0.2, packed=weight, rounds=10, seats=seats)


def test_a_civ_icon_is_worth_the_race_only_to_hard_at_a_table() -> None:
    p = player(tracks=(4, 0, 0, 0, 0))
    solo = lv._wishes(p, _look(1)).icons.get(CIV, 0.0)
    table = lv._wishes(p, _look(4)).icons.get(CIV, 0.0)
    normal = lv._wishes(p, _look(4, "normal")).icons.get(CIV, 0.0)
    assert lv.CIV_RACE > 0
    assert table - solo == pytest.approx(lv.CIV_RACE)
    assert normal == solo
    # Past the last milestone (step 14 for Universal Coalition) there is nothing to race for.
    done = player(tracks=(14, 0, 0, 0, 0))
    assert lv._last_milestone(done.corp) == 14
    assert lv._wishes(done, _look(4)).icons.get(CIV, 0.0) == 0.0


def _civ_at(st: State, step: int) -> State:
    p = st.work[0]
    return replace(st, work=(replace(p, tracks=(step,) + p.tracks[1:]),) + st.work[1:])


def test_the_race_counts_civ_steps_in_the_position_rating() -> None:
    st = RULES.initial_state(3, 4, RULES.check_setup(4, {}))
    step = st.work[0].tracks[0]

    def gain(look: lv.Outlook, to: int = step + 1) -> float:
        return lv.value(_civ_at(st, to), 0, look) - lv.value(_civ_at(st, to - 1), 0, look)

    # One more civ step is worth CIV_RACE more to hard at the table than in solo play...
    assert gain(_look(4)) - gain(_look(1)) == pytest.approx(lv.CIV_RACE)
    # ...and nothing more past the last milestone.
    assert gain(_look(4), 15) - gain(_look(1), 15) == pytest.approx(0.0)


def test_a_neighbour_side_is_worth_more_the_further_ahead() -> None:
    # PU-11.1: 5 to the better value, 2 each on a tie. Far from the end every unit of lead
    # counts; at the end only the comparison does.
    spread = oe.neighbour_spread(PERIMETER, 8)
    values = [oe.neighbour_expect(3 + d, 3, False, spread) for d in range(-4, 5)]
    assert all(a < b for a, b in zip(values, values[1:], strict=False))
    assert 0.0 < values[0] < 1.0 and 4.0 < values[-1] < 5.0
    assert 2.0 < oe.neighbour_expect(3, 3, False, spread) < 3.0
    for mine, theirs in ((4, 3), (3, 3), (2, 3)):
        assert oe.neighbour_expect(mine, theirs, False, 0.0) == neighbour_medals(mine, theirs,
                                                                                 False)
    # "Fewest" sides (Luddite) reward the lower value.
    assert oe.neighbour_expect(1, 4, True, spread) > oe.neighbour_expect(4, 1, True, spread)


def test_the_neighbour_spread_narrows_as_the_game_ends() -> None:
    wide, narrow = oe.neighbour_spread(PERIMETER, 12), oe.neighbour_spread(PERIMETER, 2)
    assert wide > narrow > 0.0  # the other player's tile of this round is still unknown
    assert oe.neighbour_spread(LUDDITE, 4) != oe.neighbour_spread(PERIMETER, 4)


def test_hard_routes_its_rovers_in_solo_and_at_a_table_of_three_or_more_with_moons() -> None:
    """The routed rating (rover routes, meteorites by what they bring) is hard's in solo and,
    with moons on (SM-3), at 3+ seats, where it was measured; 2 seats and the base game at a
    table keep the rating their bench figures were measured with."""
    def routed(seats: int, moon: bool, level: str = "hard") -> bool:
        return lv._routes(replace(_look(seats, level), moon=moon))

    assert routed(1, False) and routed(1, True)
    assert routed(4, True) and routed(3, True) and routed(6, True)
    assert not routed(2, True)
    assert not routed(4, False)
    assert not routed(4, True, "normal")


def test_the_outlook_knows_whether_the_seat_plays_a_moon() -> None:
    from game.supermoon.bots.outlook import outlook

    moons = RULES.initial_state(3, 4, RULES.check_setup(4, {"moons": True}))
    base = RULES.initial_state(3, 4, RULES.check_setup(4, {}))
    assert not outlook(RULES.view(moons, 0), packed=True).moon  # SM-3.1: not chosen yet
    for _ in range(40):  # the setup choices, the first offered each time (SM-3.1)
        seat = RULES.to_act(moons)[0]
        moons = RULES.apply(moons, seat, RULES.legal_actions(moons, seat)[0])[0]
        if any(b.kind == "moon" for b in moons.players[0].boards):
            break
    assert outlook(RULES.view(moons, 0), packed=True).moon
    assert not outlook(RULES.view(base, 0), packed=True).moon
