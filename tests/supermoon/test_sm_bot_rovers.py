"""The hard bot's rover routes (`bots.rovers`): a meteorite that spoils finished lines is worth
the trip, even when a lifepod stands closer.

One movement point moves a rover one square (PU-7.1); a rover entering a square collects its
meteorite (PU-7.4); a line holding a meteorite scores nothing (PU-8.3, PU-14.2). A bot that
looks one step ahead sees only what stands next to its rover.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from builders import G, make_board, paint, player, rect, sq, update_player

from game.core.rng import Rng
from game.supermoon import board as geo
from game.supermoon.actions import Action
from game.supermoon.bots import eval as ev
from game.supermoon.bots import rovers
from game.supermoon.bots.levels import best_followup, make_bot, outlook
from game.supermoon.data import TRACK_INDEX
from game.supermoon.rules import RULES
from game.supermoon.state import Gain, Player, Rover, State
from game.supermoon.view import make_view

# Row 5 (3 medals) is covered whole; a meteorite on (8,5) spoils it. The rover stands on
# (5,5), three squares west of the meteorite; a lifepod lies one square the other way (4,5).
METEOR, POD, START = sq(8, 5), sq(4, 5), sq(5, 5)


def _solo(moves: int) -> State:
    board = make_board(paint([sq(x, 5) for x in range(12)], "c"), lifepods=(POD,),
                       meteors=(METEOR,))
    st = RULES.initial_state(3, 1, RULES.check_setup(1, {}))
    for _ in range(50):  # the private objectives (PU-15.2), then the first event and rotation
        if st.phase == "place":
            break
        st = RULES.apply(st, 0, RULES.legal_actions(st, 0)[0])[0]
    assert st.phase == "place"
    return update_player(st, 0, boards=(board,), rovers=(Rover(0, START),), moves=moves,
                         lifepods=0, meteorites=0)


@pytest.mark.rule("PU-7.1")
def test_routes_reach_every_target_within_the_pool() -> None:
    st = _solo(3)
    found = {len(r): r for r in rovers.routes(st, st.work[0])}
    assert sorted(found) == [1, 3]  # the lifepod one square west, the meteorite three east
    assert found[1] == [Action("move", (0, 3))]
    assert found[3] == [Action("move", (0, 1))] * 3
    st2 = _solo(2)
    assert [len(r) for r in rovers.routes(st2, st2.work[0])] == [1]  # out of reach
    blocked = update_player(st, 0, rovers=(Rover(0, START), Rover(0, sq(6, 5))))
    # PU-7.1 DECISION: no rover enters a square holding another; the first rover must go
    # round it (down, east twice, up: five points), the second walks straight there.
    paths = rovers.routes(blocked, blocked.work[0])
    assert all(len(p) <= 3 for p in paths)
    assert [Action("move", (1, 1))] * 2 in paths


def test_a_meteorite_is_worth_the_lines_it_spoils() -> None:
    board = make_board(paint([sq(x, 5) for x in range(12)], "c"), meteors=(METEOR,))
    worth = ev.meteor_worth(board, decay=0.8, late=1.0)[METEOR]
    # In the last round: a third of a meteorite medal (PU-8.4) plus the full row's 3 medals;
    # column 8 (2 medals) is not full and cannot be finished any more.
    assert worth == pytest.approx(1 / 3 + 3)
    early = ev.meteor_worth(board, decay=0.8, late=0.0)[METEOR]
    col_missing = sum(1 for y in range(G.height) if G.on_board(8, y) and y != 5)
    assert col_missing == 9
    expected = 1 / 3 + (3 + 2 * 0.8 ** col_missing) * (1 - ev.METEOR_LINE)
    assert early == pytest.approx(expected)
    two = replace(board, meteors=(METEOR, sq(2, 5)))  # two meteorites spoil the row together
    assert ev.meteor_worth(two, 0.8, 1.0)[METEOR] == pytest.approx(1 / 3)


def _play_moves(st: State, level: str) -> State:
    bot = make_bot(level)
    for i in range(10):  # the movement only (the pool may be spent before the placement)
        legal = [a for a in RULES.legal_actions(st, 0) if a.kind == "move"]
        if not legal:
            break
        st = RULES.apply(st, 0, bot(RULES.view(st, 0), legal, Rng.from_seed(i)).action)[0]
    return st


@pytest.mark.rule("PU-7.4")
def test_hard_walks_to_the_meteorite_normal_takes_the_lifepod() -> None:
    hard = _play_moves(_solo(3), "hard").work[0]
    assert hard.meteorites == 1 and METEOR not in hard.boards[0].meteors
    assert hard.rovers[0].square == METEOR and hard.moves == 0
    normal = _play_moves(_solo(3), "normal").work[0]
    assert normal.lifepods == 1 and normal.meteorites == 0


def _flanked() -> State:
    """The meteorite on the full row 5 with a rover on each side of it, no lifepod."""
    board = make_board(paint([sq(x, 5) for x in range(12)], "c"), lifepods=(),
                       meteors=(METEOR,))
    return update_player(_solo(0), 0, boards=(board,),
                         rovers=(Rover(0, sq(7, 5)), Rover(0, sq(9, 5))))


def test_the_routed_rating_counts_a_target_once_for_two_rovers() -> None:
    # Solo game 2493 of `tools/supermoon_pairs.py`: the hard bot walked two rovers up to a
    # meteorite and stopped them on either side of it, spending its last points on a third
    # rover: each rover counted the meteorite as its own target, so two rovers beside it
    # rated above one collecting it (PU-7.4: it is collected once).
    p = _flanked().work[0]
    worth = ev.meteor_worth(p.boards[0], 0.8, 0.0)[METEOR]
    near = worth * ev.ROVER_REACH * ev.ROVER_DECAY
    assert ev.rover_potential(p, 0.8, 0.0) == pytest.approx(near)  # one pair, not two
    # A second target gives the other rover its own pair: a lifepod (worth 1) beside rover 1.
    pod = replace(p, boards=(replace(p.boards[0], lifepods=(sq(10, 5),)),))
    assert ev.rover_potential(pod, 0.8, 0.0) == pytest.approx(
        near + ev.ROVER_REACH * ev.ROVER_DECAY)
    # The other levels' rating keeps each rover's best target, as its win rates were measured.
    assert ev.rover_potential(p) == pytest.approx(2 * ev.METEOR_W * ev.ROVER_REACH
                                                  * ev.ROVER_DECAY)


def test_the_routed_rating_keeps_its_rovers() -> None:
    board = make_board(paint(rect(0, 5, 4, 2), "c"), lifepods=())
    st = update_player(_solo(0), 0, boards=(board,))
    p = st.work[0]
    gone = replace(p, rovers=(Rover(-1, START),))
    assert (ev.position(p, routed=True) - ev.position(gone, routed=True)
            >= ev.ROVER_ALIVE)
    assert ev.position(p, routed=True, late=1.0) == ev.position(gone, routed=True, late=1.0)


def test_the_routed_rating_values_each_rover_track_step() -> None:
    # Solo hard buried 4 of its 6 lifepods under tiles (PU-5.2) for want of rovers and
    # movement: the routed rating adds ROVER_STEP per Rover step, fading by the last round.
    # No rover left in the supply: the step forfeits none (`rovers_forfeited`, tested below).
    p = replace(_solo(0).work[0], rover_supply=0)
    rover = TRACK_INDEX["rover"]
    up = replace(p, tracks=tuple(v + (i == rover) for i, v in enumerate(p.tracks)))

    def extra(late: float) -> float:
        routed = (ev.position(up, routed=True, late=late)
                  - ev.position(p, routed=True, late=late))
        plain = ev.position(up, late=late) - ev.position(p, late=late)
        return routed - plain

    # The board holds one meteorite, which adds its `meteor_debt` per step (tested below).
    per_step = ev.ROVER_STEP + ev.METEOR_DEBT * len(p.boards[0].meteors)
    assert len(p.boards[0].meteors) == 1
    assert extra(0.0) == pytest.approx(per_step) and ev.ROVER_STEP > 0
    assert extra(0.5) == pytest.approx(per_step / 2)
    assert extra(1.0) == pytest.approx(0.0)


@pytest.mark.rule("PU-7.1")
def test_shortest_paths_go_round_blocked_squares_and_stop_at_the_limit() -> None:
    # The rover table's drag (`move_rover_to`) and the bot's routes share this search.
    paths = geo.shortest_paths(G, START, {sq(6, 5)})
    assert paths[START] == ()
    assert paths[sq(7, 5)] in {(0, 1, 1, 2), (2, 1, 1, 0)}  # round the blocked (6,5)
    assert sq(6, 5) not in paths
    near = geo.shortest_paths(G, START, set(), limit=2)
    assert max(len(p) for p in near.values()) == 2
    assert sq(8, 5) not in near and near[sq(7, 5)] == (1, 1)


def test_meteorites_waiting_on_the_planet_make_rover_steps_dearer() -> None:
    # In 60 solo hard games the meteorites left on the planet spoiled 4.3 medals of full lines
    # a game (PU-8.3), 7.4 where the Rover track ended at 8 or below: movement only comes with
    # Rover steps (PU-6.10). The routed rating charges each waiting meteorite per step left.
    meteors = tuple(sq(x, 5) for x in (2, 4, 6, 8, 10))
    board = make_board(meteors=meteors[:2])
    low = player(tracks=(0, 0, 0, 4, 0), board=board)
    assert ev.meteor_debt(low) == pytest.approx(ev.METEOR_DEBT * 2 * (15 - 4))
    high = replace(low, tracks=(0, 0, 0, 15, 0))
    assert ev.meteor_debt(high) == 0.0  # the top: every Rover icon still brings movement
    many = replace(low, boards=(make_board(meteors=meteors),))
    assert ev.meteor_debt(many) == pytest.approx(ev.METEOR_DEBT * ev.METEOR_CAP * 11)
    assert ev.meteor_debt(replace(low, boards=(make_board(),))) == 0.0

    def step_worth(p: Player, routed: bool) -> float:
        up = replace(p, tracks=(0, 0, 0, 5, 0))
        return ev.position(up, rounds=10, routed=routed) - ev.position(p, rounds=10,
                                                                        routed=routed)

    bare = replace(low, boards=(make_board(),))
    # With two meteorites waiting a Rover step is worth 2 x METEOR_DEBT more (routed only).
    assert step_worth(low, True) - step_worth(bare, True) == pytest.approx(2 * ev.METEOR_DEBT)
    assert step_worth(low, False) == pytest.approx(step_worth(bare, False))


def test_the_meteor_debt_is_charged_before_the_last_round_only(
        monkeypatch: pytest.MonkeyPatch) -> None:
    p = player(tracks=(0, 0, 0, 4, 0), board=make_board(meteors=(sq(2, 5),)))

    from game.supermoon.bots import rovers as bot_rovers

    def rated(late: float, debt: float) -> float:
        monkeypatch.setattr(bot_rovers, "METEOR_DEBT", debt)  # where `meteor_debt` reads it
        return ev.position(p, late=late, rounds=10, routed=True)

    assert rated(0.0, 0.0) - rated(0.0, 0.15) == pytest.approx(0.15 * 11)
    assert rated(0.5, 0.0) - rated(0.5, 0.15) == pytest.approx(0.5 * 0.15 * 11)
    assert rated(1.0, 0.0) == pytest.approx(rated(1.0, 0.15))  # only finished lines count


@pytest.mark.rule("PU-6.9")
def test_a_rover_whose_new_rover_space_is_behind_the_tracker_is_counted_forfeited() -> None:
    # Universal Coalition's two NEW-ROVER spaces are Rover steps 1 and 6 (PU-16.2).
    fresh = player(tracks=(0, 0, 0, 0, 0), board=make_board())
    fresh = replace(fresh, rover_supply=2, rovers=())
    assert ev.rovers_forfeited(fresh) == 0
    # Step 1 entered before any tile was placed: that rover never comes (PU-6.9).
    lost = replace(fresh, tracks=(0, 0, 0, 1, 0))
    assert ev.rovers_forfeited(lost) == 1
    # Step 1 with its rover on the planet: nothing forfeited.
    got = replace(lost, rover_supply=1, rovers=(Rover(0, START),))
    assert ev.rovers_forfeited(got) == 0
    # Both spaces behind, one rover deployed, one suppressed by event 109/123 (PU-6.11).
    assert ev.rovers_forfeited(replace(got, tracks=(0, 0, 0, 7, 0))) == 1
    # Event 65's extra rover waits for this round's tile: not forfeited.
    assert ev.rovers_forfeited(replace(got, rover_supply=2, extra_rover=1)) == 0
    # The routed (hard solo) rating charges FORFEIT a rover, fading to 0 in the last round.
    for late in (0.0, 0.5, 1.0):
        cost = (ev.position(got, late=late, rounds=10, routed=True)
                - ev.position(replace(got, rover_supply=2), late=late, rounds=10, routed=True))
        assert cost == pytest.approx((1.0 - late) * ev.FORFEIT)
    plain = ev.position(got, rounds=10) - ev.position(replace(got, rover_supply=2), rounds=10)
    assert plain == pytest.approx(0.0)


@pytest.mark.rule("PU-6.9")
def test_hard_solo_sends_a_first_round_advance_away_from_the_rover_track() -> None:
    # Game 1901 of `tools/supermoon_pairs.py`: event 70 (advance Rover or Tech) in round 1,
    # before any tile is placed. Rover step 1's NEW-ROVER then gives nothing (PU-6.9) and the
    # bot played the whole game with one rover. It now takes Tech.
    fresh = update_player(_solo(0), 0, boards=(make_board(),), rovers=(), rover_supply=2,
                          last_tile=-1, tracks=(0, 0, 0, 0, 0))
    event_70 = (Gain("choose", 1, (TRACK_INDEX["rover"], TRACK_INDEX["tech"]), "event:70"),)
    st = update_player(fresh, 0, pool=event_70)
    legal = RULES.legal_actions(st, 0)
    assert {a.args for a in legal if a.kind == "gain"} == {(0, 3), (0, 4)}
    view = make_view(st, 0)
    look = outlook(view, packed=True)
    action, _v = best_followup(st, 0, look, legal)
    assert action == Action("gain", (0, TRACK_INDEX["tech"]))
    # Once a tile lies on the planet the same advance brings the rover, and Rover wins.
    place = next(a for a in RULES.legal_actions(fresh, 0) if a.kind == "place")
    placed = RULES.apply(fresh, 0, place)[0]
    placed = update_player(placed, 0, pool=event_70, tracks=(0, 0, 0, 0, 0))
    assert placed.work[0].last_tile == 0 and placed.work[0].boards[0].pieces
    action, _v = best_followup(placed, 0, look, RULES.legal_actions(placed, 0))
    assert action == Action("gain", (0, TRACK_INDEX["rover"]))
