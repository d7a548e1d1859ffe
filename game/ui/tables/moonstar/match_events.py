"""What the MOONSTAR table starts when the match reports events, for `MoonstarTable`:
the roll-off and round dice rolling, bid notes, moon glides (MS-4.4) with their points, poofs
where moons are removed, the round summary and the "bid won" banner.

Nothing here changes the match; it only starts animations and notes what the scene shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.render import anim

if TYPE_CHECKING:
    from game.ui.tables.moonstar.table import MoonstarTable


def on_events(table: MoonstarTable, events) -> None:
    """Start the animations of what just happened."""
    from game.ui.tables.moonstar import bidding as moonstar_bidding
    from game.ui.tables.moonstar import summary as moonstar_summary

    for event in events:
        kind, args = event.kind, event.args
        if kind == "moonstar.rolloff_roll":
            _roll_off_dice(table, args["seat"], tuple(args.get("values", ())))
        elif kind == "moonstar.rolloff_tie":  # the tied seats roll again: a new pass
            table.rolloff_pass += 1
        elif kind in ("moonstar.first_setter", "moonstar.first_setter_tie"):
            table.rolloff_hold = table.animate(anim.Wait(1.6))
        elif kind == "moonstar.round_start":
            table.bid_notes.clear()
            table.selected_moon = table.selected_die = None
        elif kind == "moonstar.dice_rolled":
            from game.ui.render.dice import DiceRoll

            table.dice_roll = table.animate(DiceRoll(tuple(args.get("values", ())),
                                                     seed=len(table.match.steps)))
        elif kind in ("moonstar.bid", "moonstar.pass", "moonstar.challenge",
                      "moonstar.bidding_open", "moonstar.bidding_open_turns"):
            moonstar_bidding.note(table, kind, args)
        elif kind == "moonstar.moon_moved":
            _glide(table, args)
        elif kind in ("moonstar.play_time_up", "moonstar.moons_removed",
                      "moonstar.chain_broken"):
            for moon in args.get("moons", ()):
                _poof(table, moon)
        elif kind in ("moonstar.bid_made", "moonstar.bid_failed", "moonstar.no_bid"):
            moonstar_summary.open_summary(table, events)
        elif kind == "moonstar.bid_won":
            table.show_banner(table.t("ui.moonstar.banner.bid_won",
                                      name=table.name(args["seat"]), bid=args["amount"]))


def _roll_off_dice(table: MoonstarTable, seat: int, values: tuple[int, ...]) -> None:
    from game.ui.render.dice import DiceRoll

    table.rolloff_values[seat] = values
    table.rolloff_pass_of[seat] = table.rolloff_pass
    if values:
        table.rolloff_rolls[seat] = table.animate(DiceRoll(values, seed=seat * 7 + 1))


def _glide(table: MoonstarTable, args) -> None:
    from game.ui.tables.moonstar.table import Glide

    moon, star = int(args["moon"]), int(args["star"])
    start_star = int(args.get("from_star", star))
    assert table.geo is not None
    start = table.positions.get(moon, table.geo.stars[start_star])
    tween = table.animate(anim.Tween(0.0, 1.0, 0.25 + 0.09 * int(args["steps"]),
                                     "in_out_sine"))
    if not tween.done:
        table.glides[moon] = Glide(moon, start, int(args["steps"]), bool(args["clockwise"]),
                                   tween)


def _poof(table: MoonstarTable, moon: int) -> None:
    pos = table.positions.get(moon)
    if pos is not None:
        tween = table.animate(anim.Tween(0.0, 1.0, 0.7, "out_cubic"))
        if not tween.done:
            table.poofs.append((pos, tween))


RESULTS = ("moonstar.bid_made", "moonstar.bid_failed", "moonstar.no_bid")


def round_moves(steps, finished: bool = False) -> list[tuple[int, int, int, int]]:
    """This round's moves (moon, from star, to star, points), read from the match's steps, so
    that a loaded game or an undo shows them too (a newcomer's saved round came back with an
    empty list, and its summary named only the moves made after loading); `finished`: those
    of the last round with a result (the summary's: the next round has begun by then). The
    points come with the events: by the time the last move is shown, the view has cleared
    the round."""
    moves: list[tuple[int, int, int, int]] = []
    done: list[tuple[int, int, int, int]] = []
    for step in steps:
        for event in step.events:
            kind, args = event.kind, event.args
            if kind in RESULTS:
                done = list(moves)
            elif kind == "moonstar.round_start":
                moves = []
            elif kind == "moonstar.moon_moved":
                star = int(args["star"])
                moves.append((int(args["moon"]), int(args.get("from_star", star)), star,
                              int(args.get("points", 0))))
            elif kind == "moonstar.chain_points" and moves:
                moon, a, b, _ = moves[-1]
                moves[-1] = (moon, a, b, int(args.get("points", 0)))
    return done if finished else moves
