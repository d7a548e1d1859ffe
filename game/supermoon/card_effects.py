"""The immediate effects of civ cards and events, queued into the pending pool (PU-10.5,
PU-10.7, PU-12.2): each card's structured effect becomes pool items (`Gain`) that the player
resolves in any order with `gains.resolve`; a few effects apply at once.
"""

from __future__ import annotations

from game.supermoon.data import CIV_CARDS, EVENTS, TRACK_INDEX
from game.supermoon.gains import ALL_TRACKS
from game.supermoon.grid import is_planet
from game.supermoon.state import Gain
from game.supermoon.tracks import Turn, advance, model

PUBLIC_TIMINGS = ("immediate", "tools")  # face up once taken (PU-10.2, SM-0.4)


def tool_gains(t: Turn, board_kind: str, tile: int) -> None:
    """SM-0.4: every Tools card the player holds whose condition a placed tile meets gives its
    benefit again. Effect form (no printed Tools card exists yet, SM-0.3): {"op": "tool",
    "when": "tile_placed", "board": "planet" | "moon" | "any", "terrain": a terrain name or
    absent, "gain": an immediate effect}."""
    from game.supermoon.data import tile_def
    for card in t.player.civ:
        c = CIV_CARDS[card]
        if c.timing != "tools" or c.effect.get("when") != "tile_placed":
            continue
        board = c.effect.get("board", "any")
        if board != "any" and board != ("planet" if board_kind == "fragment" else board_kind):
            continue
        terrain = c.effect.get("terrain")
        if terrain and tile >= 0 and terrain not in tile_def(tile).resources():
            continue
        t.log("sm.tool_used", card=card)
        _effect(t, dict(c.effect["gain"]), f"card:{card}")


def civ_gains(t: Turn, card: int) -> None:
    """Queue an immediate civ card's effect (PU-10.5)."""
    _effect(t, CIV_CARDS[card].effect, f"card:{card}")


def _effect(t: Turn, e: dict, src: str) -> None:
    """Queue one structured effect (an immediate card's, or a Tools card's benefit)."""
    op = e["op"]
    if op == "advance_distinct_trackers":
        t.add(Gain("distinct", int(e["n"]), (), src))
    elif op == "advance_one_tracker":
        t.add(Gain("adv2", source=src))
    elif op == "gain_patches":
        t.add(*(Gain("patch", source=src) for _ in range(int(e["n"]))))
    elif op == "gain_movement":
        t.set(moves=t.player.moves + int(e["n"]))  # fixed amount: no T3 bonus
        t.log("sm.movement", amount=int(e["n"]))
    elif op == "place_extra_tile_from_depot":
        t.add(Gain("tile", 1 if e.get("advance") else 0, source=src))
    elif op == "collect_lifepods":
        t.add(Gain("lifepod", int(e["n"]), source=src))
    elif op == "teleport_rover":
        t.add(Gain("teleport", source=src))
    elif op == "destroy_meteorites_in_line":
        t.add(Gain("line", source=src))
    elif op == "destroy_meteorites":
        t.add(Gain("destroy_meteor", int(e["n"]), source=src))
    elif op == "raise_trackers_to":
        unionize(t)


def unionize(t: Turn) -> None:
    """PU-10.7: one step at a time, every tracker below 5 advances, no synergies. A tracker
    stands on the step of its board's space (Oasis' Water path, PU-18.12); one that cannot
    move (blocked, PU-18.12) stops there."""
    moved = True
    while moved:
        moved = False
        for track in ALL_TRACKS:
            if model(t.player).trackers(t.player)[track][1] < 5:
                before = t.player.tracks
                advance(t, track, synergy=False, source="card:21")
                moved = moved or t.player.tracks != before  # "or cannot advance" (PU-10.7)


def event_gains(t: Turn, event: int) -> None:
    """Queue this seat's part of an event's immediate effect (PU-12.2)."""
    e = EVENTS[event].effect
    op = e["op"]
    src = f"event:{event}"
    p = t.player
    if op == "extra_rover":
        t.set(extra_rover=p.extra_rover + 1, rover_supply=p.rover_supply + 1)
    elif op == "advance_choice":
        opts = tuple(TRACK_INDEX[name] for name in e["tracks"])
        t.add(Gain("choose", int(e["steps"]), opts, src))
    elif op == "set_station_orientation":
        t.add(Gain("station", source=src))
    elif op == "gain_patches":
        t.add(*(Gain("patch", source=src) for _ in range(int(e["n"]))))
    elif op == "synergy_boost":
        t.add(Gain("syn", source=src))
    elif op == "collect_lifepods":
        t.add(Gain("lifepod", int(e["n"]), source=src))
    elif op == "collect_meteorites":
        t.add(Gain("collect_meteor", source=src))
    elif op == "regress_choice":
        opts = tuple(TRACK_INDEX[name] for name in e["tracks"])
        t.add(Gain("regress", int(e["steps"]), opts, src))
    elif op == "regress_any":
        t.add(Gain("regress", int(e["steps"]), (), src))
    elif op == "add_meteorite_on_empty_symbol":
        t.add(Gain("add_meteor", 1 if e.get("board") == "planet" else 0, source=src))
    elif op == "destroy_objective":
        t.add(Gain("drop_objective", source=src))
    elif op == "destroy_rover_if_more_than_one":
        on_planet = [r for r in p.rovers if r.board >= 0 and is_planet(p.boards[r.board])]
        if len(on_planet) > 1:
            t.add(Gain("kill_rover", source=src))
    elif op == "destroy_lifepods_on_board":
        t.add(Gain("kill_lifepod", source=src))
    elif op == "destroy_collected_lifepods":
        if p.lifepods:
            t.set(lifepods=p.lifepods - 1)
            t.log("sm.lifepod_lost")
    elif op == "destroy_collected_meteorites":
        if p.meteorites:
            t.set(meteorites=p.meteorites - 1)
            t.log("sm.meteor_lost")
    elif op == "remove_depot_stack":
        t.add(Gain("remove_stack", source=src))
    elif op == "synergy_or_peek":
        t.add(Gain("syn_or_peek", source=src))


def final_advance(t: Turn, card: int) -> None:
    """An end-game card's tracker advance, resolved in the final phase with its other effects
    (PU-10.4, PU-13.5); a card taken once that phase began (the final civ step, Republic T5)
    gives it at once."""
    if CIV_CARDS[card].op == "medals_and_advance":
        t.add(Gain("adv_any", source=f"card:{card}"))
