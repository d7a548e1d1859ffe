"""Oasis Ultd. (PU-18.12, PU-18.13): the Water tracker's zig-zag path, trackers that block
each other, Water per square on planet ice, and the five techs.

The Water tracker's position is its index on the printed path (`CorporationDef.water_path`,
index 0 = the start, the last index = the top); `Player.tracks[WATER]` holds that index and
`trackers` tells the screen the real (column, step). Landing on a space of any column claims
what is printed there (RB Oasis "Gain the benefits from advancing your water tracker even when
it advances onto another track"); the Water tracker scores only the Water-column medals of its
path (3, 6, 8, 12, 15). The other trackers stay in their own columns (RB Oasis T1 "A tracker
must stay on its corresponding track").
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.supermoon import board as geo
from game.supermoon.abilities import (
    DRY_TILE_WATER,
    JUMP_BLOCKER,
    WATER_PER_ICE,
    WATER_ROVER_MOVES,
    WATER_TILE_PATCH,
    WATER_TILE_SYNERGY,
    has_ability,
    has_power,
)
from game.supermoon.corps import TILE_HOOKS, USES, Use
from game.supermoon.data import CORP_BY_KEY, LETTER, TRACK_TOP
from game.supermoon.state import Gain, Player, State
from game.supermoon.tracks import (
    NO_SYNERGY,
    TRACK_MODELS,
    WATER,
    TrackModel,
    Turn,
    _claim,
    _standard_advance,
    step_medal,
)

KEY = "oasisultd"
CORP = CORP_BY_KEY[KEY]
PATH = CORP.water_path  # (column, step) of each space of the Water tracker's path
PATH_TOP = len(PATH) - 1  # W15: the Water tracker at its maximum (PU-6.12, PU-18.12)
WATER_LETTER = LETTER["water"]
USE_WATER_ROVERS = 50  # `use 50`: Oasis T2


class OasisTracks(TrackModel):
    """PU-18.12: the Water path, blocking trackers (T1 jumps them, PU-18.13)."""

    def path(self, player: Player) -> tuple[tuple[int, int], ...]:
        """The Water path drawn across the columns (PU-18.12)."""
        return PATH

    def trackers(self, player: Player) -> tuple[tuple[int, int], ...]:
        return tuple(PATH[step] if i == WATER else (i, step)
                     for i, step in enumerate(player.tracks))

    def _next(self, p: Player, track: int, pos: int, d: int) -> int | None:
        """Where one advance (d = 1) or regression (d = -1) of tracker `track` lands from
        position `pos`: the next space; when another tracker stands there, the move is
        lost (None), or with T1 it goes on to the first free space beyond (spaces jumped
        over give nothing, PU-6.2). DECISION (PU-18.12 "trackers block each other" names no
        direction; BGA `Corporation6::getNextSpaceIds` blocks a move down the same way):
        regressions are blocked too."""
        stands = set(self.trackers(p))
        stands.discard(self.trackers(p)[track])
        top = PATH_TOP if track == WATER else TRACK_TOP
        nxt = pos + d
        while 0 <= nxt <= top:
            if (PATH[nxt] if track == WATER else (track, nxt)) not in stands:
                return nxt
            if not has_ability(p, JUMP_BLOCKER):
                return None
            nxt += d
        return None

    def advance(self, t: Turn, track: int, *, benefits: bool = True, synergy: bool = True,
                tile_icon: bool = False, source: str = "") -> None:
        p = t.player
        pos = p.tracks[track]
        if pos >= (PATH_TOP if track == WATER else TRACK_TOP):  # PU-6.3, PU-5.6
            if track == WATER:
                t.log("sm.advance_lost", track=track)
            else:
                _standard_advance(t, track, benefits=benefits, synergy=synergy,
                                  tile_icon=tile_icon, source=source)
            return
        nxt = self._next(p, track, pos, 1)
        if nxt is None:
            t.log("sm.advance_blocked", track=track)  # PU-18.12: the advance is lost
            return
        if nxt > pos + 1:
            t.log("sm.tracker_jumped", track=track)  # PU-18.13 T1
        if track != WATER:
            tracks = list(p.tracks)
            tracks[track] = nxt - 1  # the standard advance then lands on `nxt` and claims it
            t.set(tracks=tuple(tracks))
            _standard_advance(t, track, benefits=benefits, synergy=synergy,
                              tile_icon=tile_icon, source=source)
            return
        self._move_water(t, nxt)
        column, step = PATH[nxt]
        if benefits:  # whatever is printed there, in any column
            for code in CORP.codes(column, step):
                _claim(t, column, step, code, synergy, source)

    def _move_water(self, t: Turn, index: int) -> None:
        tracks = list(t.player.tracks)
        tracks[WATER] = index
        t.set(tracks=tuple(tracks))
        column, step = PATH[index]
        t.log("sm.water_moved", to_track=column, step=step)

    def regress(self, t: Turn, track: int, steps: int) -> None:
        """Back along the path (the Water tracker) or down the column, one space at a time,
        claiming nothing (PU-6.1); never below the start."""
        for k in range(steps):
            p = t.player
            pos = p.tracks[track]
            if pos <= 0:
                if k == 0:
                    t.log("sm.regress_none", track=track)
                return
            nxt = self._next(p, track, pos, -1)
            if nxt is None:
                t.log("sm.regress_blocked", track=track)
                return
            if nxt < pos - 1:
                t.log("sm.tracker_jumped", track=track)
            if track == WATER:
                self._move_water(t, nxt)
            else:
                tracks = list(p.tracks)
                tracks[track] = nxt
                t.set(tracks=tuple(tracks))
                t.log("sm.regress", track=track, step=nxt)

    def at_top(self, player: Player, track: int) -> bool:
        if track == WATER:
            return player.tracks[WATER] >= PATH_TOP
        return player.tracks[track] >= TRACK_TOP

    def medal(self, player: Player, track: int) -> int:
        if track != WATER:
            return super().medal(player, track)
        for index in range(player.tracks[WATER], -1, -1):  # only the Water column's medals
            column, step = PATH[index]
            value = step_medal(CORP.codes(column, step)) if column == WATER else None
            if value is not None:
                return value
        return 0

    def lane(self, corp: str, track: int) -> tuple[tuple[str, ...], ...]:
        if track != WATER:
            return super().lane(corp, track)
        return tuple(tuple(code for code in CORP.codes(column, step)
                           if column == WATER or step_medal((code,)) is None)
                     for column, step in PATH)

    def lane_top(self, corp: str, track: int) -> int:
        return PATH_TOP if track == WATER else TRACK_TOP


# --- a placed tile (PU-18.12; T3, T4, T5) ----------------------------------------------------


def tile_gains(t: Turn, bi: int, tile: int, squares: Any, gains: tuple[Gain, ...]
               ) -> tuple[Gain, ...]:
    """Water once per Water square on planet ice (on the moon once, PU-5.4: SM-2.4), T3's
    Water for a tile covering no ice, T4's patch and T5's synergy for a tile with a Water
    icon. DECISION (RB Universal T4: "Do not advance ... as a result of ... tiles you do not
    place"): T3 to T5 count every tile placed with its advancements (drafted, rescue, civ
    card), never a discarded one (PU-5.8)."""
    p = t.player
    b = p.boards[bi]
    out = list(gains)
    if has_power(p, WATER_PER_ICE) and b.kind != "moon":
        wet = sum(1 for s, letter, _i, _m in squares if letter == WATER_LETTER and geo.is_ice(b, s))
        out = [replace(g, opts=(wet,)) if g.kind == "adv" and g.arg == WATER
               and g.source in ("tile", "one") else g for g in out]
    if has_ability(p, DRY_TILE_WATER) and not any(geo.is_ice(b, s) for s, *_ in squares):
        out.append(Gain("adv", WATER, source="tech"))  # T3
    if any(icon == WATER_LETTER for _s, _l, icon, _m in squares):
        if has_ability(p, WATER_TILE_PATCH):
            out.append(Gain("patch", source="tech"))  # T4
        if has_ability(p, WATER_TILE_SYNERGY):  # T5; event 122 stops it (PU-6.5)
            if t.round_rule == NO_SYNERGY:
                t.log("sm.synergy_suppressed")
            else:
                out.append(Gain("syn", source="tech"))
    return tuple(out)


# --- T2: movement for the rovers on Water ----------------------------------------------------


def wet_rovers(p: Player) -> int:
    """Rovers standing on Water terrain (a tile or a block, on any board: SM-2.4 "both")."""
    return sum(1 for r in p.rovers
               if r.board >= 0 and p.boards[r.board].terrain[r.square] == WATER_LETTER)


def water_rovers_choices(st: State, seat: int, p: Player) -> list[tuple[int, ...]]:
    """T2, once a round, while a rover stands on Water.

    DECISION (PU-18.13 words it "once per round", where PU-18.5 and PU-18.7 say "at round
    start"; BGA `Corporation6::getAnytimeActions` offers it at any time with a once-a-round
    flag, counting the rovers where they stand): an action the player takes whenever they
    act, counting the rovers on Water at that moment (RB's "starting the round" is not
    followed)."""
    if (has_ability(p, WATER_ROVER_MOVES) and WATER_ROVER_MOVES not in p.used
            and wet_rovers(p)):
        return [()]
    return []


def water_rovers(t: Turn, st: State, args: tuple[int, ...]) -> None:
    """+1 movement per rover on Water, into the round's pool (PU-2.4)."""
    n = wet_rovers(t.player)
    t.set(moves=t.player.moves + n, used=t.player.used + (WATER_ROVER_MOVES,))
    t.log("sm.water_rovers", amount=n)


def _water_rovers_worth(st: State, seat: int, p: Player, rounds: float) -> float:
    # Above what one rover step usually adds to the rating, so that the bots take it before
    # their rovers leave the Water (the movement itself is rated once spent).
    return 0.6 * wet_rovers(p)


TRACK_MODELS[KEY] = OasisTracks()
TILE_HOOKS.append(tile_gains)
USES[USE_WATER_ROVERS] = Use(WATER_ROVER_MOVES, water_rovers_choices, water_rovers,
                             worth=_water_rovers_worth)

__all__ = ["PATH", "PATH_TOP", "OasisTracks", "tile_gains", "water_rovers",
           "water_rovers_choices", "wet_rovers"]
