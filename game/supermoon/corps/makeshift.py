"""Makeshift (PU-18.10, PU-18.11): trackers that are not tied to their columns.

Tracker i is the tracker of track i: every "advance track X" of the engine (a tile's icon, an
Energy icon's choice, a synergy, a card, an event) advances the tracker of colour X wherever
it stands, and "regress track X" moves that same tracker back. DECISION (PU-18.10, which only
says "an advancing tracker"; research §6.3, BGA `Corporation5.php`: "a tracker of colour X
advances because you gained an X resource"). Its step stays `Player.tracks[i]`, its column is
`Player.columns[i]`, so the rest of the engine keeps reading steps; whatever depends on a
column asks the track model (`MakeshiftTracks`), registered in `tracks.TRACK_MODELS`.

An advancing tracker moves up 1 in its column or diagonally up into an adjacent column (T1:
Civ and Tech are adjacent too; T3: also sideways at the same step), never onto an occupied
space, and claims what it lands on there. With one destination it goes at once; with several
the player chooses through a `makeshift_move` pool item (PU-2.3); with none the advance is
lost. A column's level is its highest tracker (tech levels, civ milestone ranks, "at
maximum"); each tracker scores the last medal at or below it in its own column (T5: as its
column's best tracker). T2 adds 1 to each movement gain of a track space while two or more
trackers stand in the Rover column; T4 (`use 70 <tracker>`) once a round moves any tracker
back by 1.
"""

from __future__ import annotations

from game.supermoon.abilities import (
    BEST_IN_COLUMN,
    CIV_TECH_ADJACENT,
    CROWDED_ROVER,
    REGRESS_ANY,
    SIDESTEP,
    has_ability,
)
from game.supermoon.corps import POOL_KINDS, USES, PoolKind, Use
from game.supermoon.data import CORP_BY_KEY, ROVER_VIRTUAL, TRACK_INDEX, TRACK_TOP, TRACKS
from game.supermoon.state import Gain, Player, State
from game.supermoon.tracks import (
    NO_MILESTONES,
    TRACK_MODELS,
    TrackModel,
    Turn,
    _claim,
    _movement,
    milestone_steps,
    step_medal,
)

KEY = "makeshift"
MOVE = "makeshift_move"  # pool item: arg = tracker, opts = (benefits, synergy, tile icon)
REGRESS_CODE = 70  # `use 70 <tracker>`: T4
CIV = TRACK_INDEX["civ"]
ROVER = TRACK_INDEX["rover"]
TECH = TRACK_INDEX["tech"]
COLUMNS = len(TRACKS)  # civ, water, biomass, rover, tech: the columns' order (PU-18.10)
UNIONIZATION = "card:21"

Space = tuple[int, int]  # (column, step)


# --- the board ----------------------------------------------------------------------------


def occupied(p: Player) -> set[Space]:
    """The spaces holding a tracker."""
    return set(zip(p.columns, p.tracks, strict=True))


def column_level(p: Player, column: int) -> int:
    """A column's level: its highest tracker, 0 with none (PU-18.10)."""
    return max((s for c, s in zip(p.columns, p.tracks, strict=True) if c == column), default=0)


def neighbours(p: Player, column: int) -> tuple[int, ...]:
    """The columns adjacent to one (T1: Civ and Tech too, PU-18.11)."""
    out = [c for c in (column - 1, column + 1) if 0 <= c < COLUMNS]
    if column in (CIV, TECH) and has_ability(p, CIV_TECH_ADJACENT):
        out.append(TECH if column == CIV else CIV)
    return tuple(out)


def destinations(p: Player, tracker: int, tile_icon: bool = False,
                 sideways: bool = True) -> list[Space]:
    """Where a tracker may advance now: up 1, diagonally up into an adjacent column, and
    with T3 sideways into an adjacent column, onto free spaces only (PU-18.10, PU-18.11).

    On Rover 15 a tile's Rover icon may take the tracker "up" onto the virtual step 16
    (ROVER, 16): it stays on 15 and gains that step's movement (PU-6.3). DECISION (PU-18.10
    reads PU-6.3's "Rover tracker on 15" as the Rover column's top; the tile's Rover icon
    advances the Rover-colour tracker): only a tile's Rover icon advancing a tracker that
    stands on Rover 15 (then the column's highest) gets it."""
    col, step = p.columns[tracker], p.tracks[tracker]
    out: list[Space] = []
    if step < TRACK_TOP:
        out += [(c, step + 1) for c in (col, *neighbours(p, col))]
    elif col == ROVER and tile_icon:
        out.append((ROVER, ROVER_VIRTUAL))
    if sideways and has_ability(p, SIDESTEP):
        out += [(c, step) for c in neighbours(p, col)]
    taken = occupied(p)
    return [s for s in out if s not in taken]


def _reached(p: Player) -> frozenset[int]:
    """Tech levels whose TECH-MS is at or below the Tech column's level (PU-18.10)."""
    level = column_level(p, TECH)
    steps = milestone_steps(p.corp, TECH, "TECH-MS")
    return frozenset(i + 1 for i, s in enumerate(steps) if s <= level)


def _crowd_bonus(p: Player) -> int:
    """T2 (PU-18.11): +1 while more than one tracker stands in the Rover column (counted
    after the move that gains the movement). DECISION (as Universal T3, research §6.3; BGA
    `moveRoverBy` serves only the track's `move_N` spaces): movement from track spaces,
    Rover 16 included; not the fixed amounts of cards and events."""
    crowded = sum(1 for c in p.columns if c == ROVER) > 1
    return 1 if crowded and has_ability(p, CROWDED_ROVER) else 0


def _medal(corp: str, column: int, step: int) -> int:
    codes = CORP_BY_KEY[corp].codes
    return next((m for s in range(step, -1, -1)
                 if (m := step_medal(codes(column, s))) is not None), 0)


# --- moving ------------------------------------------------------------------------------


def move(t: Turn, tracker: int, space: Space, flags: tuple[int, ...], source: str) -> None:
    """Put a tracker on a space and claim what is printed there (PU-18.10, PU-6.2)."""
    benefits, synergy = bool(flags[0]), bool(flags[1])
    p = t.player
    col, step = space
    codes = CORP_BY_KEY[p.corp].codes
    if step > TRACK_TOP:  # PU-6.3: the virtual step; the tracker stays on Rover 15
        gained = sum(_movement(c) for c in codes(ROVER, ROVER_VIRTUAL)) + _crowd_bonus(p)
        t.set(moves=p.moves + gained)
        t.log("sm.rover_top", amount=gained)
        return
    before = _reached(p)
    columns, tracks = list(p.columns), list(p.tracks)
    columns[tracker], tracks[tracker] = col, step
    t.set(columns=tuple(columns), tracks=tuple(tracks))
    t.log("sm.tracker_moved", track=tracker, to_track=col, step=step)
    _tech_reached(t, before)
    if not benefits:  # event 68
        return
    # DECISION (PU-18.10 "claims what it lands on", PU-6.2): a space below the column's
    # highest tracker is claimed again by another tracker landing there (a civ milestone
    # gives a card again); a TECH-MS below it unlocks nothing new.
    for code in codes(col, step):
        if code == "TECH-MS":
            continue  # the levels follow the Tech column's highest tracker (_tech_reached)
        if code == "CIV-MS":
            # DECISION (PU-18.10 "a column's level (… civ rank …)"; BGA `countLevel`): the
            # rank counts the civ milestones at or below the Civ column's highest tracker.
            _claim(t, col, column_level(t.player, col), code, synergy, source)
        elif code.startswith("mv"):  # PU-6.10 (+ T2)
            gained = _movement(code) + _crowd_bonus(t.player)
            t.set(moves=t.player.moves + gained)
            t.log("sm.movement", amount=gained)
        else:
            _claim(t, col, step, code, synergy, source)


def _tech_reached(t: Turn, before: frozenset[int]) -> None:
    """Log the tech levels a move unlocked. DECISION (PU-6.11 with PU-18.10): under events
    109/123 every level newly reached this round stays locked until the round ends, whether
    its TECH-MS space was entered or passed by a diagonal."""
    p = t.player
    for level in sorted(_reached(p) - before):
        if t.round_rule == NO_MILESTONES:
            t.set(tech_locked=tuple(sorted(set(t.player.tech_locked) | {level})))
            t.log("sm.tech_locked", level=level)
        else:
            t.log("sm.tech_unlocked", level=level)  # PU-6.7


def _follow(t: Turn, tracker: int) -> None:
    """After a chosen move, the same tracker's waiting advances that now have one
    destination (or none) go at once: "when only one, no choice"."""
    while True:
        pool = t.player.pool
        k = next((k for k, g in enumerate(pool) if g.kind == MOVE and g.arg == tracker), -1)
        if k < 0:
            return
        g = pool[k]
        spaces = destinations(t.player, tracker, bool(g.opts[2]))
        if len(spaces) > 1:
            return
        t.set(pool=pool[:k] + pool[k + 1:])
        if spaces:
            move(t, tracker, spaces[0], g.opts, g.source)
        else:
            t.log("sm.tracker_blocked", track=tracker)


class MakeshiftTracks(TrackModel):
    """Makeshift's board: five trackers among five columns (PU-18.10, PU-18.11)."""

    def advance(self, t: Turn, track: int, *, benefits: bool = True, synergy: bool = True,
                tile_icon: bool = False, source: str = "") -> None:
        p = t.player
        flags = (int(benefits), int(synergy), int(tile_icon))
        # PU-5.7: the other resource is already gone when this icon's advance resolves, so
        # the waiting move must not drop anything again.
        item = Gain(MOVE, track, flags, "tile" if source == "one" else source)
        union = source == UNIONIZATION
        # DECISION (PU-2.3, PU-6.1 "advance k = k single advances"): a tracker's second
        # advance waits behind its first choice and starts from where that one ends.
        if not union and any(g.kind == MOVE and g.arg == track for g in p.pool):
            t.add(item)
            return
        # DECISION (PU-10.7 with PU-18.10): Unionization advances without asking (its loop
        # raises steps): up if free, else the first free diagonal; never sideways.
        spaces = destinations(p, track, tile_icon, sideways=not union)
        if not spaces:
            t.log("sm.tracker_blocked", track=track)  # the advance is lost
        elif union or len(spaces) == 1:
            move(t, track, spaces[0], flags, source)
        else:
            t.add(item)  # the player chooses (PU-2.3)

    def regress(self, t: Turn, track: int, steps: int) -> None:
        """Down the column the tracker stands in, one free space at a time (PU-18.10).
        DECISION (PU-12.3 "reduced to what is possible"): a regression of k stops above the
        first occupied space."""
        p = t.player
        col, step = p.columns[track], p.tracks[track]
        taken = occupied(p)
        down = 0
        while down < steps and step - down > 0 and (col, step - down - 1) not in taken:
            down += 1
        if not down:
            t.log("sm.regress_none", track=track)
            return
        tracks = list(p.tracks)
        tracks[track] = step - down
        t.set(tracks=tuple(tracks))
        t.log("sm.tracker_back", track=track, to_track=col, step=step - down)

    def can_regress(self, player: Player, track: int) -> bool:
        step = player.tracks[track]
        return step > 0 and (player.columns[track], step - 1) not in occupied(player)

    def tech_levels(self, player: Player) -> frozenset[int]:
        return frozenset(lv for lv in _reached(player) if lv not in player.tech_locked)

    def level(self, player: Player, column: int) -> int:
        return column_level(player, column)

    def at_top(self, player: Player, track: int) -> bool:
        """Column `track` at maximum: a tracker (any colour) on its step 15 (PU-18.10,
        PU-6.12; objectives 55-59). DECISION (PU-13.4 "five trackers at the top" with
        PU-18.10): the five columns at maximum, which is the same as all five trackers on step
        15, the five step-15 spaces holding one tracker each."""
        return column_level(player, track) >= TRACK_TOP

    def medal(self, player: Player, track: int) -> int:
        """The last medal at or below the tracker in its own column (PU-18.10); with T5 the
        best of its column's trackers (PU-18.11)."""
        col = player.columns[track]
        if has_ability(player, BEST_IN_COLUMN):
            return max(_medal(player.corp, col, s)
                       for c, s in zip(player.columns, player.tracks, strict=True) if c == col)
        return _medal(player.corp, col, player.tracks[track])

    def lane_spot(self, player: Player, track: int) -> tuple[int, int]:
        """The tracker climbs the column it stands in (PU-18.10)."""
        return player.columns[track], player.tracks[track]

    def steps_to_top(self, player: Player, track: int) -> int:
        """A column is at its maximum when its highest tracker is (PU-18.10)."""
        return TRACK_TOP - self.level(player, track)

    def trackers(self, player: Player) -> tuple[tuple[int, int], ...]:
        return tuple(zip(player.columns, player.tracks, strict=True))


MODEL = MakeshiftTracks()


# --- the pool item and T4 ----------------------------------------------------------------


def move_choices(st: State, seat: int, p: Player, gain: Gain) -> list[tuple[int, ...]]:
    """(column, step) destinations of a waiting advance, from where the tracker is now."""
    return list(destinations(p, gain.arg, bool(gain.opts[2])))


def resolve_move(t: Turn, st: State, gain: Gain, choice: tuple[int, ...]) -> None:
    """Move the tracker where the player chose."""
    move(t, gain.arg, (choice[0], choice[1]), gain.opts, gain.source)
    _follow(t, gain.arg)


def regress_choices(st: State, seat: int, p: Player) -> list[tuple[int, ...]]:
    """T4 (PU-18.11): once a round, any tracker with a free space below it."""
    if not has_ability(p, REGRESS_ANY) or REGRESS_ANY in p.used:
        return []
    return [(i,) for i in range(COLUMNS) if MODEL.can_regress(p, i)]


def regress_any(t: Turn, st: State, args: tuple[int, ...]) -> None:
    """T4: the tracker goes back 1; the ability is spent for the round."""
    t.set(used=t.player.used + (REGRESS_ANY,))
    MODEL.regress(t, args[0], 1)


TRACK_MODELS[KEY] = MODEL
POOL_KINDS[MOVE] = PoolKind(move_choices, resolve_move)
USES[REGRESS_CODE] = Use(REGRESS_ANY, regress_choices, regress_any)

__all__ = ["MODEL", "MOVE", "REGRESS_CODE", "MakeshiftTracks", "column_level", "destinations",
           "move", "neighbours", "occupied"]
