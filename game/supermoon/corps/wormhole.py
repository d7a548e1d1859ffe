"""Wormhole Corp. (PU-18.16, PU-18.17): the Biomass ladder, the Biomass condition of a placed
tile, Energy that never feeds Biomass, and the five techs.

The Biomass track is a ladder of five choices (`CorporationDef.biomass_ladder`: steps 2|3,
5|6, 8|9, 11|12, 14|15). An advance moves the tracker at once onto the next choice's first
space and queues a `ladder` pool item: the player then picks one of the two spaces and claims
what is printed there (SYN, PATCH or `+1X`: that tracker +1, `tracks._claim`). The tracker
thus stands on the right rung at once (the tracks' end, the top, card 21 and objectives see it
there) while the choice waits in the pool like any gain (PU-2.3). `skip` spaces are never
stood on; a medal printed on one is passed and counts (PU-6.4: the last medal at or below).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.supermoon import board as geo
from game.supermoon.abilities import (
    BIOMASS_EXTENDS,
    DOUBLE_PATCH,
    NO_ENERGY_BIOMASS,
    PATCH_ON_METEORS,
    PATCH_ON_TILES,
    RESET_BIOMASS,
    has_ability,
    has_power,
)
from game.supermoon.corps import PATCH_RULES, POOL_KINDS, TILE_HOOKS, USES, PoolKind, Use
from game.supermoon.data import CORP_BY_KEY, LETTER, TRACK_INDEX
from game.supermoon.state import Board, Gain, Player, State
from game.supermoon.tracks import TRACK_MODELS, TrackModel, Turn, _claim, at_top, step_medal

KEY = "wormholecorp"
CORP = CORP_BY_KEY[KEY]
BIOMASS = TRACK_INDEX["biomass"]
RUNGS = CORP.biomass_ladder  # the two steps of each choice, bottom first
BIOMASS_LETTER = LETTER["biomass"]
USE_RESET = 60  # `use 60`: T1
USE_DOUBLE = 61  # `use 61`: T3


def rung_of(step: int) -> int:
    """The ladder choice (1-5) a Biomass step belongs to; 0 at the start."""
    return sum(1 for rung in RUNGS if rung[0] <= step)


class WormholeTracks(TrackModel):
    """PU-18.16: the Biomass tracker climbs the ladder; the other trackers as usual."""

    def advance(self, t: Turn, track: int, *, benefits: bool = True, synergy: bool = True,
                tile_icon: bool = False, source: str = "") -> None:
        if track != BIOMASS:
            super().advance(t, track, benefits=benefits, synergy=synergy, tile_icon=tile_icon,
                            source=source)
            return
        p = t.player
        rung = rung_of(p.tracks[BIOMASS])
        if rung >= len(RUNGS):  # at maximum on step 14 or 15 (PU-18.16): lost (PU-5.6)
            t.log("sm.advance_lost", track=BIOMASS)
            return
        tracks = list(p.tracks)
        tracks[BIOMASS] = RUNGS[rung][0]
        t.set(tracks=tuple(tracks))
        t.log("sm.ladder_climbed", rung=rung + 1)
        if benefits:  # event 68 claims nothing: no choice to make (PU-12)
            t.add(Gain("ladder", rung, (int(synergy),), source=source))

    def regress(self, t: Turn, track: int, steps: int) -> None:
        """DECISION (PU-18.16 makes each advance one choice of the ladder; no source says how
        the ladder goes down): a regression by 1 undoes one advance, onto the same side of the
        choice below (SYN|+1X or PATCH), or the start; nothing is claimed (PU-6.1)."""
        if track != BIOMASS:
            super().regress(t, track, steps)
            return
        for k in range(steps):
            step = t.player.tracks[BIOMASS]
            rung = rung_of(step)
            if rung == 0:
                if k == 0:
                    t.log("sm.regress_none", track=BIOMASS)
                return
            side = RUNGS[rung - 1].index(step) if step in RUNGS[rung - 1] else 0
            tracks = list(t.player.tracks)
            tracks[BIOMASS] = RUNGS[rung - 2][side] if rung >= 2 else 0
            t.set(tracks=tuple(tracks))
            t.log("sm.regress", track=BIOMASS, step=tracks[BIOMASS])

    def at_top(self, player: Player, track: int) -> bool:
        if track == BIOMASS:
            return rung_of(player.tracks[BIOMASS]) >= len(RUNGS)
        return super().at_top(player, track)

    def lane(self, corp: str, track: int) -> tuple[tuple[str, ...], ...]:
        """For the bots, the Biomass lane is the ladder: each choice as its PATCH side, with
        the medal passed below it."""
        if track != BIOMASS:
            return super().lane(corp, track)
        out: list[tuple[str, ...]] = [()]
        for low, high in RUNGS:
            medal = next((m for s in range(low, -1, -1)
                          if (m := step_medal(CORP.codes(BIOMASS, s))) is not None), None)
            kept = tuple(c for c in CORP.codes(BIOMASS, high) if step_medal((c,)) is None)
            out.append(kept + ((f"M{medal}",) if medal else ()))
        return tuple(out)

    def lane_top(self, corp: str, track: int) -> int:
        return len(RUNGS) if track == BIOMASS else super().lane_top(corp, track)

    def lane_position(self, player: Player, track: int) -> int:
        if track == BIOMASS:
            return rung_of(player.tracks[BIOMASS])
        return player.tracks[track]


def ladder_choices(st: State, seat: int, p: Player, gain: Gain) -> list[tuple[int, ...]]:
    """The two spaces of the choice (`gain.arg`: 0 = the first)."""
    return [(step,) for step in RUNGS[gain.arg]]


def choose_space(t: Turn, st: State, gain: Gain, choice: tuple[int, ...]) -> None:
    """Claim the chosen space; the tracker shows it if it is still on that choice."""
    step = choice[0]
    if rung_of(t.player.tracks[BIOMASS]) == gain.arg + 1:
        tracks = list(t.player.tracks)
        tracks[BIOMASS] = step
        t.set(tracks=tuple(tracks))
    t.log("sm.ladder_chosen", step=step)
    synergy = bool(gain.opts[0]) if gain.opts else True
    for code in CORP.codes(BIOMASS, step):
        _claim(t, BIOMASS, step, code, synergy, gain.source)


# --- a placed tile (the power) ---------------------------------------------------------------


def new_area(board: Board, squares: Any) -> bool:
    """Did the tile's Biomass squares make a new separate Biomass area on this board (areas
    are per board, SM-2.3)? More areas after than before (BGA `Actions/PlaceTile.php`)."""
    before = list(board.terrain)
    for s, *_ in squares:
        before[s] = "."
    old = replace(board, terrain="".join(before))
    return len(geo.areas(board, BIOMASS_LETTER)) > len(geo.areas(old, BIOMASS_LETTER))


def tile_gains(t: Turn, bi: int, tile: int, squares: Any, gains: tuple[Gain, ...]
               ) -> tuple[Gain, ...]:
    """PU-18.16: the Biomass icon advances only if the tile makes no new Biomass area; an
    Energy icon may not choose Biomass (its pool item lists Biomass after its board)."""
    p = t.player
    if has_power(p, NO_ENERGY_BIOMASS):
        gains = tuple(replace(g, opts=g.opts + (BIOMASS,)) if g.kind == "energy" else g
                      for g in gains)
    if has_power(p, BIOMASS_EXTENDS) and any(g.kind == "adv" and g.arg == BIOMASS
                                             for g in gains):
        if new_area(p.boards[bi], squares):
            t.log("sm.biomass_new_area")
            gains = tuple(g for g in gains if not (g.kind == "adv" and g.arg == BIOMASS))
    return gains


# --- T2, T5: where a patch may go ------------------------------------------------------------


def patch_reach(st: State, p: Player) -> dict[str, bool]:
    """T2: onto a tile (not a meteorite); T5: onto a meteorite, destroying it (PU-18.17).
    DECISION (RB Wormhole clarification "Tech Lvl 5 allows you to place a biomass patch onto
    a meteorite at game end"; PU-18.17 names no time): T5 works in the final phase only
    (PU-13.5), where the stored patches (T4) are placed."""
    out = {}
    if has_ability(p, PATCH_ON_TILES):
        out["over_tiles"] = True
    if st.phase == "final" and has_ability(p, PATCH_ON_METEORS):
        out["over_meteors"] = True
    return out


# --- T1: reset; T3: two patches --------------------------------------------------------------


def reset_choices(st: State, seat: int, p: Player) -> list[tuple[int, ...]]:
    """T1: any time the Biomass tracker is at maximum (step 14 or 15)."""
    return [()] if has_ability(p, RESET_BIOMASS) and at_top(p, BIOMASS) else []


def reset(t: Turn, st: State, args: tuple[int, ...]) -> None:
    """Back to 0, claiming nothing."""
    tracks = list(t.player.tracks)
    tracks[BIOMASS] = 0
    t.set(tracks=tuple(tracks))
    t.log("sm.biomass_reset")


def _reset_worth(st: State, seat: int, p: Player, rounds: float) -> float:
    # The climb again, about one choice every other round: its patches and +1s (a medal
    # each, roughly) and its medals, against the M5 given up (the rating counts that).
    return min(5.0, 0.55 * rounds)


def double_choices(st: State, seat: int, p: Player) -> list[tuple[int, ...]]:
    """T3, once a round, while a patch just gained waits in the pool (not one stored for the
    final phase: it was gained before, PU-9.4)."""
    if (has_ability(p, DOUBLE_PATCH) and DOUBLE_PATCH not in p.used
            and any(g.kind == "patch" and g.source != "stored" for g in p.pool)):
        return [()]
    return []


def double(t: Turn, st: State, args: tuple[int, ...]) -> None:
    """A second patch joins the pool (BGA `GainBiomassPatch`: n = 2, once a round)."""
    t.add(Gain("patch", source="tech"))
    t.set(used=t.player.used + (DOUBLE_PATCH,))
    t.log("sm.patch_doubled")


TRACK_MODELS[KEY] = WormholeTracks()
POOL_KINDS["ladder"] = PoolKind(ladder_choices, choose_space)
TILE_HOOKS.append(tile_gains)
PATCH_RULES.append(patch_reach)
USES[USE_RESET] = Use(RESET_BIOMASS, reset_choices, reset, worth=_reset_worth)
# A second patch: above what placing the first one adds to the bots' rating, so that they
# take it while the first one still waits (placed, it no longer counts as gained).
USES[USE_DOUBLE] = Use(DOUBLE_PATCH, double_choices, double,
                       worth=lambda st, seat, p, rounds: 2.0)

__all__ = ["RUNGS", "WormholeTracks", "choose_space", "double", "double_choices",
           "ladder_choices", "new_area", "patch_reach", "reset", "reset_choices", "rung_of",
           "tile_gains"]
