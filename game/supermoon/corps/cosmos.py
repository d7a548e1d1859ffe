"""Cosmos Inc. (PU-18.2, PU-18.3): collected lifepods on the tracks, and its five techs.

Power: each collected lifepod goes to the scoring area or onto an empty track space below the
top (the `pod_place` item the collection hook queues, `corps.ON_LIFEPOD`); a tracker skips the
spaces holding lifepods and claims only the space it lands on; a covered space gives nothing
and scores nothing (`CosmosModel`): its medal is passed over and its tech level stays locked
while covered, but a covered civ milestone still counts in the rank numbering (PU-6.6, the
numbering of `tracks._claim` counts every printed milestone). Lifepods on the tracks are
collected (objectives 62 and 64, `LIFEPODS_AWAY`) but do not score: `Player.lifepods` is the
scoring area only.

Techs: T1 diagonal rover steps (directions 4-7 of `rovers.rover_moves`), T2 once a game up to
three repositions (`use 11`, its first one, then a `pod_move` item for two more), T3 a
`pod_move` item with each tile placed showing an Energy icon (`TILE_HOOKS`), T4 free steps onto
Energy terrain (`rovers.step_cost`), T5 once a round one reposition (`use 14`).

A place is (column, step), a track space with step 1-14, or `SCORING` = (-1, 0), the scoring
area; a reposition is (from column, from step, to column, to step).
"""

from __future__ import annotations

from typing import Any

from game.supermoon.abilities import (
    REPOSITION_ON_ENERGY,
    REPOSITION_ONE,
    REPOSITION_THREE,
    has_ability,
)
from game.supermoon.corps import (
    BOT_PRUNE,
    BOT_VALUE,
    LIFEPODS_AWAY,
    ON_LIFEPOD,
    POOL_KINDS,
    TILE_HOOKS,
    USES,
    PoolKind,
    Use,
)
from game.supermoon.data import CORP_BY_KEY, LETTER, TRACK_TOP, TRACKS
from game.supermoon.state import Gain, Player, State
from game.supermoon.tracks import (
    TECH,
    TRACK_MODELS,
    TrackModel,
    Turn,
    _claim,
    milestone_steps,
    step_medal,
)

KEY = "cosmosinc"
SCORING = (-1, 0)
# DECISION (PU-18.2 "any empty track space below the top"; PU-6.1: step 0 is where a tracker
# starts, never entered by an advance): a lifepod may lie on steps 1-14 of any column, on a
# space holding neither a tracker nor another lifepod.
FIRST_SPACE, LAST_SPACE = 1, TRACK_TOP - 1
Place = tuple[int, int]


def covered(p: Player, column: int) -> frozenset[int]:
    """Steps of a column holding a lifepod."""
    return frozenset(s for c, s in p.track_pods if c == column)


class CosmosModel(TrackModel):
    """PU-18.2: trackers skip lifepods; covered spaces give, unlock and score nothing."""

    def advance(self, t: Turn, track: int, *, benefits: bool = True, synergy: bool = True,
                tile_icon: bool = False, source: str = "") -> None:
        p = t.player
        step = p.tracks[track]
        land = step + 1
        pods = covered(p, track)
        while land in pods:
            land += 1
        if step >= TRACK_TOP or land == step + 1:  # nothing to skip: PU-6.1, PU-6.3
            super().advance(t, track, benefits=benefits, synergy=synergy,
                            tile_icon=tile_icon, source=source)
            return
        tracks = list(p.tracks)
        tracks[track] = land  # lifepods lie below the top: the landing space is free
        t.set(tracks=tuple(tracks))
        t.log("sm.lifepods_skipped", track=track, count=land - step - 1)
        t.log("sm.advance", track=track, step=land)
        if benefits:  # only the landing space is claimed (PU-18.2)
            for code in CORP_BY_KEY[p.corp].codes(track, land):
                _claim(t, track, land, code, synergy, source)

    def regress(self, t: Turn, track: int, steps: int) -> None:
        # DECISION (PU-18.2 "trackers skip spaces holding lifepods" names no direction; BGA's
        # Corporation1 skips them both ways): a regression skips them too. Step 0 is never
        # covered, so a tracker above it can always go back.
        p = t.player
        step = p.tracks[track]
        if step <= 0:
            t.log("sm.regress_none", track=track)
            return
        pods = covered(p, track)
        for _ in range(steps):
            if step <= 0:
                break
            step -= 1
            while step in pods:
                step -= 1
        tracks = list(p.tracks)
        tracks[track] = step
        t.set(tracks=tuple(tracks))
        t.log("sm.regress", track=track, step=step)

    def tech_levels(self, player: Player) -> frozenset[int]:
        # PU-6.7, PU-18.2: a level is active while the tracker is at or above its milestone and
        # no lifepod covers it. DECISION (BGA `Corporation1::hasTechLevel`: "lifepod can block
        # tech 2 and not tech 3"): the levels keep their printed numbers.
        pods = covered(player, TECH)
        return frozenset(
            level for level, step in enumerate(milestone_steps(player.corp, TECH, "TECH-MS"), 1)
            if step <= player.tracks[TECH] and step not in pods
            and level not in player.tech_locked)

    def medal(self, player: Player, track: int) -> int:
        # PU-6.4, PU-18.2: the last medal at or below the tracker that no lifepod covers.
        pods = covered(player, track)
        corp = CORP_BY_KEY[player.corp]
        for step in range(player.tracks[track], -1, -1):
            value = step_medal(corp.codes(track, step))
            if value is not None and step not in pods:
                return value
        return 0

    def tokens(self, player: Player) -> tuple[tuple[str, int, int], ...]:
        return tuple(("lifepod", c, s) for c, s in sorted(player.track_pods))


# --- places and repositions ------------------------------------------------------------------


def empty_spaces(p: Player) -> list[Place]:
    """Track spaces a lifepod may go to (PU-18.2)."""
    pods = set(p.track_pods)
    return [(c, s) for c in range(len(TRACKS)) for s in range(FIRST_SPACE, LAST_SPACE + 1)
            if s != p.tracks[c] and (c, s) not in pods]


def repositions(p: Player) -> list[tuple[int, int, int, int]]:
    """Every way to move one collected lifepod: scoring area or track to track or scoring
    area (PU-18.3, "track ↔ track ↔ scoring area")."""
    sources = ([SCORING] if p.lifepods > 0 else []) + sorted(p.track_pods)
    targets = [SCORING] + empty_spaces(p)
    return [src + dst for src in sources for dst in targets if src != dst]


def move_pod(t: Turn, src: Place, dst: Place) -> None:
    """One lifepod from one place to another."""
    p = t.player
    pods = list(p.track_pods)
    lifepods = p.lifepods
    if src == SCORING:
        lifepods -= 1
    else:
        pods.remove(src)
    if dst == SCORING:
        lifepods += 1
    else:
        pods.append(dst)
    t.set(lifepods=lifepods, track_pods=tuple(sorted(pods)))
    if src == SCORING:
        t.log("sm.lifepod_to_track", track=dst[0], step=dst[1])
    elif dst == SCORING:
        t.log("sm.lifepod_to_score", track=src[0], step=src[1])
    else:
        t.log("sm.lifepod_moved", from_track=src[0], from_step=src[1], to_track=dst[0],
              to_step=dst[1])


# --- the power: a collected lifepod --------------------------------------------------------


def collected(t: Turn) -> None:
    """PU-18.2: the lifepod just collected may leave the scoring area for a track space."""
    t.add(Gain("pod_place", source="power"))


def place_choices(st: State, seat: int, p: Player, gain: Gain) -> list[tuple[int, ...]]:
    """The scoring area (where it is) or an empty track space."""
    out: list[tuple[int, ...]] = [SCORING]
    return out + (list(empty_spaces(p)) if p.lifepods > 0 else [])


def place(t: Turn, st: State, gain: Gain, choice: tuple[int, ...]) -> None:
    if choice != SCORING:
        move_pod(t, SCORING, (choice[0], choice[1]))


# --- T2, T3, T5: repositions ----------------------------------------------------------------


def move_choices(st: State, seat: int, p: Player, gain: Gain) -> list[tuple[int, ...]]:
    """Stop (no more), or one reposition."""
    return [(), *repositions(p)]


def move(t: Turn, st: State, gain: Gain, choice: tuple[int, ...]) -> None:
    if not choice:
        return
    move_pod(t, (choice[0], choice[1]), (choice[2], choice[3]))
    if gain.arg > 1:
        t.add(Gain("pod_move", gain.arg - 1, source=gain.source))


def three_choices(st: State, seat: int, p: Player) -> list[tuple[int, ...]]:
    """T2, once a game: the first of up to three repositions."""
    if not has_ability(p, REPOSITION_THREE) or REPOSITION_THREE in p.used_once:
        return []
    return list(repositions(p))


def three(t: Turn, st: State, args: tuple[int, ...]) -> None:
    # DECISION (PU-18.3 "once per game"; BGA starts it the moment level 2 is reached): usable
    # whenever the player acts while T2 is active, and then done for the game.
    t.set(used_once=t.player.used_once + (REPOSITION_THREE,))
    move_pod(t, (args[0], args[1]), (args[2], args[3]))
    t.add(Gain("pod_move", 2, source="tech"))


def one_choices(st: State, seat: int, p: Player) -> list[tuple[int, ...]]:
    """T5, once a round: one reposition."""
    if not has_ability(p, REPOSITION_ONE) or REPOSITION_ONE in p.used:
        return []
    return list(repositions(p))


def one(t: Turn, st: State, args: tuple[int, ...]) -> None:
    t.set(used=t.player.used + (REPOSITION_ONE,))
    move_pod(t, (args[0], args[1]), (args[2], args[3]))


def tile_gains(t: Turn, bi: int, tile: int, squares: tuple[tuple[int, str, str, bool], ...],
               gains: tuple[Gain, ...]) -> tuple[Gain, ...]:
    """T3: a tile placed with an Energy icon brings one reposition. DECISION (PU-18.3 "when
    placing a tile"): it comes with the tile's gains, so a tile placed without its
    advancements (PU-10.8) brings none; T3 must be active when the tile is placed."""
    p = t.player
    energy = any(icon == LETTER["energy"] for _sq, _l, icon, _m in squares)
    if energy and has_ability(p, REPOSITION_ON_ENERGY):
        return gains + (Gain("pod_move", 1, source="tech"),)
    return gains


# --- bots ------------------------------------------------------------------------------------

# The bots' rating of a Cosmos position (`corps.BOT_VALUE`, added to `bots.levels.value`):
SKIP = 0.4  # a lifepod above a tracker: an advance it will not need (fading to the end)
RETURN = 0.8  # a lifepod on a track that T2 or T5 can still bring back to the scoring area
TECH_COVERED = 1.0  # a tech milestone covered: its level locked (or never unlocked)
BENEFIT_LOST = 0.5  # share of a covered benefit above the tracker's value (`eval.BENEFIT`)
PACE = 0.6  # steps a tracker climbs a round, roughly (2 icons and some synergies, 5 tracks)
SPACES_RATED = 2  # bots rate the lowest empty spaces above each tracker (and the scoring area)


def _potential(p: Player, track: int, ahead_w: float) -> float:
    """`bots.eval.track_potential` on a track with lifepods: the medal scored now (covered
    ones passed over) plus the uncovered medals ahead, discounted by the advances they need
    (a lifepod on the way saves one)."""
    corp = CORP_BY_KEY[p.corp]
    pods = covered(p, track)
    here = float(MODEL.medal(p, track))
    ahead, previous, distance = 0.0, here, 0
    for step in range(p.tracks[track] + 1, TRACK_TOP + 1):
        if step in pods:
            continue
        distance += 1
        medal = step_medal(corp.codes(track, step))
        if medal is not None and medal > previous:
            ahead += (medal - previous) * ahead_w ** distance
            previous = medal
    return here + ahead


def bot_value(p: Player, late: float, rounds: float) -> float:
    """What `bots.eval.position` does not see of Cosmos: the medals lifepods cover and the
    advances they save (its track potential reads the printed column), the benefits and tech
    levels they cover, and the lifepods T2 and T5 can still bring back to score."""
    if not p.track_pods:
        return 0.0
    from game.supermoon.bots.eval import BENEFIT, TRACK_AHEAD, track_potential
    fresh = max(0.0, 1.0 - late)
    total = 0.0
    corp = CORP_BY_KEY[p.corp]
    for track in {c for c, _ in p.track_pods}:
        step = p.tracks[track]
        if late < 1:  # (in the last round the rating counts the medals themselves)
            total += _potential(p, track, TRACK_AHEAD) - track_potential(p.corp, track, step)
        for s in covered(p, track):
            codes = corp.codes(track, s)
            if "TECH-MS" in codes:
                total -= TECH_COVERED * (fresh if s > step else 1.0)
            if s > step:  # an advance saved if the tracker gets there in the rounds left
                reach = max(0.0, min(1.0, PACE * rounds - (s - step) + 1.0))
                total += fresh * (reach * SKIP
                                  - BENEFIT_LOST * sum(BENEFIT.get(c, 0.0) for c in codes))
    back = 0.0
    if has_ability(p, REPOSITION_THREE) and REPOSITION_THREE not in p.used_once:
        back += 3
    if has_ability(p, REPOSITION_ONE):
        back += max(0.0, rounds - (REPOSITION_ONE in p.used))
    return total + RETURN * min(float(len(p.track_pods)), back)


def bot_prune(st: State, seat: int, actions: list[Any]) -> list[Any]:
    """Of the many places a lifepod may go, the bots rate the scoring area and the lowest
    `SPACES_RATED` empty spaces above each tracker (where a lifepod saves an advance soon)."""
    p = st.work[seat]
    near: set[Place] = {SCORING}
    spaces = empty_spaces(p)
    for column, step in enumerate(p.tracks):
        near |= set([sp for sp in spaces if sp[0] == column and sp[1] > step][:SPACES_RATED])
    out = []
    for a in actions:
        if a.kind == "use" and a.args[0] in (11, 14):
            dst = a.args[3:5]
        elif a.kind == "gain" and p.pool[a.args[0]].kind == "pod_place":
            dst = a.args[1:3]
        elif a.kind == "gain" and p.pool[a.args[0]].kind == "pod_move" and len(a.args) > 1:
            dst = a.args[3:5]
        else:
            out.append(a)
            continue
        if dst in near:
            out.append(a)
    return out


MODEL = CosmosModel()
TRACK_MODELS[KEY] = MODEL
ON_LIFEPOD[KEY] = collected
LIFEPODS_AWAY[KEY] = lambda p: len(p.track_pods)
TILE_HOOKS.append(tile_gains)
POOL_KINDS["pod_place"] = PoolKind(place_choices, place)
POOL_KINDS["pod_move"] = PoolKind(move_choices, move)
USES[11] = Use(REPOSITION_THREE, three_choices, three)
USES[14] = Use(REPOSITION_ONE, one_choices, one)
BOT_VALUE[KEY] = bot_value
BOT_PRUNE[KEY] = bot_prune

__all__ = ["SCORING", "CosmosModel", "covered", "empty_spaces", "move_pod", "repositions"]
