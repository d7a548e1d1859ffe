"""Tracks: advancing, regressing, benefits, tech levels (PU-6, PU-16.2, PU-16.4).

`Turn` is the small mutable context of one seat's resolution: the player being changed, the
round's rules that touch benefits (PU-6.5, PU-6.11), and the journal of what happened (events
for the log, kept private until the step is revealed, PU-19.3).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import cache

from game.supermoon.data import CORP_BY_KEY, EVENTS, ROVER_VIRTUAL, TRACK_INDEX, TRACK_TOP, TRACKS
from game.supermoon.state import Gain, Player, State

CIV = TRACK_INDEX["civ"]
ROVER = TRACK_INDEX["rover"]
WATER = TRACK_INDEX["water"]
TECH = TRACK_INDEX["tech"]
NO_MILESTONES = "no_milestones"
NO_SYNERGY = "no_synergy"
ONE_RESOURCE = "one_resource_only"
SKIP = "skip"  # a space no tracker stops on (SM-12.2, PU-18)


def round_rule(st: State) -> str:
    """The rule the event card of this round sets for the whole round ('' without one,
    PU-12.2): what a `Turn` carries as `round_rule`."""
    return EVENTS[st.event].round_rule if st.event else ""


@dataclass
class Turn:
    """One seat's working context while an action resolves."""

    seat: int
    player: Player
    round_rule: str = ""  # this round's event rule (PU-4.6, PU-6.11, …)
    round: int = 0
    journal: list[tuple[str, dict[str, object]]] = field(default_factory=list)

    def log(self, kind: str, **args: object) -> None:
        """Record an event of this seat's turn (seat added)."""
        self.journal.append((kind, {"seat": self.seat, **args}))

    def add(self, *gains: Gain) -> None:
        """Append items to the pending pool (PU-2.3)."""
        self.player = replace(self.player, pool=self.player.pool + gains)

    def set(self, **changes: object) -> None:
        """Replace fields of the player."""
        self.player = replace(self.player, **changes)  # type: ignore[arg-type]

    def frozen_journal(self) -> tuple[tuple[str, str], ...]:
        """The journal as JSON pairs for the state."""
        return tuple((k, json.dumps(a, sort_keys=True)) for k, a in self.journal)


class TrackModel:
    """How a corporation's trackers move and score. The standard model is PU-6: each tracker
    climbs its own column one step at a time and claims what it lands on. A corporation whose
    trackers do otherwise (PU-18: Cosmos, Makeshift, Oasis, Wormhole) subclasses it in its
    `corps` module and registers an instance in `TRACK_MODELS` under its key."""

    def advance(self, t: Turn, track: int, *, benefits: bool = True, synergy: bool = True,
                tile_icon: bool = False, source: str = "") -> None:
        """Advance tracker `track` by one and claim what it lands on."""
        _standard_advance(t, track, benefits=benefits, synergy=synergy, tile_icon=tile_icon,
                          source=source)

    def regress(self, t: Turn, track: int, steps: int) -> None:
        """Move tracker `track` down, claiming nothing."""
        _standard_regress(t, track, steps)

    def tech_levels(self, player: Player) -> frozenset[int]:
        """The tech levels unlocked now."""
        return _standard_tech_levels(player)

    def at_top(self, player: Player, track: int) -> bool:
        """Is tracker `track` at the maximum (PU-6.12)?"""
        return player.tracks[track] >= TRACK_TOP

    def level(self, player: Player, column: int) -> int:
        """How far a track has climbed, the step its tech levels, civ race and top are read
        from (Makeshift: the column's highest tracker, PU-18.10)."""
        return player.tracks[column]

    def can_regress(self, player: Player, track: int) -> bool:
        """Can tracker `track` go back a step now (PU-6.1)?"""
        return player.tracks[track] > 0

    def codes(self, player: Player, column: int, step: int) -> tuple[str, ...]:
        """What is printed on a space of the player's corporation board now (Flux's improved
        track changes this)."""
        return CORP_BY_KEY[player.corp].codes(column, step)

    def civ_rank(self, player: Player, index: int) -> int:
        """The rank of the card the `index`-th civ milestone (from 1) gives (PU-6.6; Republic's
        ranks, PU-18.14; Flux's improved civ track, PU-18.4)."""
        ranks = CORP_BY_KEY[player.corp].civ_ranks
        return ranks[index - 1] if ranks else min(index, 4)

    def trackers(self, player: Player) -> tuple[tuple[int, int], ...]:
        """Where each of the five trackers stands, as (column, step), for the screen and the
        bots: by default tracker i is in column i."""
        return tuple((i, step) for i, step in enumerate(player.tracks))

    def path(self, player: Player) -> tuple[tuple[int, int], ...]:
        """A tracker's printed path across the columns, as (column, step) spaces, for the
        screen (Oasis' Water path, PU-18.12); none by default."""
        return ()

    def tokens(self, player: Player) -> tuple[tuple[str, int, int], ...]:
        """Other pieces on the corporation board, as (kind, column, step): Cosmos' lifepods,
        the flux token, Jump Drive's filled tech slots (column -1, step = slot), …"""
        return ()

    def lane(self, corp: str, track: int) -> tuple[tuple[str, ...], ...]:
        """The spaces tracker `track` climbs one advance at a time, from its start (index 0):
        on each, the codes it claims and the medal it then scores. The bots rate tracks by it
        (`bots.eval`); by default the tracker's own column."""
        return CORP_BY_KEY[corp].tracks[track]

    def lane_top(self, corp: str, track: int) -> int:
        """The index of the last space of `lane` a tracker can stand on."""
        return TRACK_TOP

    def lane_position(self, player: Player, track: int) -> int:
        """Where tracker `track` stands in its `lane`."""
        return player.tracks[track]

    def lane_spot(self, player: Player, track: int) -> tuple[int, int]:
        """(lane, space) of tracker `track` for the bots: the lane it climbs now (a `lane`
        index) and where it stands in it. Makeshift's tracker climbs the column it is in."""
        return track, self.lane_position(player, track)

    def steps_to_top(self, player: Player, track: int) -> int:
        """How many advances track `track` still needs to be at its maximum (PU-6.12)."""
        return lane_top(player.corp, track) - self.lane_position(player, track)

    def medal(self, player: Player, track: int) -> int:
        """What tracker `track` scores (PU-6.4): the last medal at or below it."""
        for step in range(player.tracks[track], -1, -1):
            value = step_medal(self.codes(player, track, step))
            if value is not None:
                return value
        return 0


def step_medal(codes: tuple[str, ...]) -> int | None:
    """The medal value printed on a step, None if none (PU-6.4)."""
    for code in codes:
        if len(code) > 1 and code[0] == "M" and code[1:].isdigit():
            return int(code[1:])
    return None


STANDARD = TrackModel()
TRACK_MODELS: dict[str, TrackModel] = {}


def model(player: Player) -> TrackModel:
    """The track model of a player's corporation."""
    return TRACK_MODELS.get(player.corp, STANDARD)


@cache
def lane(corp: str, track: int) -> tuple[tuple[str, ...], ...]:
    """`TrackModel.lane` of a corporation's model (cached: the models must be registered)."""
    import game.supermoon.corps  # noqa: F401 (registers the track models)
    return TRACK_MODELS.get(corp, STANDARD).lane(corp, track)


@cache
def lane_top(corp: str, track: int) -> int:
    """`TrackModel.lane_top` of a corporation's model."""
    import game.supermoon.corps  # noqa: F401 (registers the track models)
    return TRACK_MODELS.get(corp, STANDARD).lane_top(corp, track)


def lane_position(player: Player, track: int) -> int:
    """`TrackModel.lane_position` of the player's model."""
    return model(player).lane_position(player, track)


def lane_spot(player: Player, track: int) -> tuple[int, int]:
    """`TrackModel.lane_spot` of the player's model."""
    return model(player).lane_spot(player, track)


def steps_to_top(player: Player, track: int) -> int:
    """`TrackModel.steps_to_top` of the player's model."""
    return model(player).steps_to_top(player, track)


def milestone_steps(corp: str, track: int, code: str) -> tuple[int, ...]:
    """Steps of a track printed with a code (e.g. every TECH-MS)."""
    c = CORP_BY_KEY[corp]
    return tuple(step for step in range(len(c.tracks[track])) if code in c.codes(track, step))


def tech_levels(player: Player) -> frozenset[int]:
    """Unlocked tech levels: TECH-MS at or below the tracker (PU-6.7), minus those reached
    under events 109/123 this round (PU-6.11); a corporation's track model may say otherwise
    (PU-18)."""
    return model(player).tech_levels(player)


def _standard_tech_levels(player: Player) -> frozenset[int]:
    reached = [i + 1 for i, step in enumerate(milestone_steps(player.corp, TECH, "TECH-MS"))
               if step <= player.tracks[TECH]]
    return frozenset(level for level in reached if level not in player.tech_locked)


def has_tech(player: Player, level: int) -> bool:
    """Is tech ability T<level> active?"""
    return level in tech_levels(player)


def _movement(code: str) -> int:
    return int(code[2:]) if code.startswith("mv") else 0


def advance(t: Turn, track: int, *, benefits: bool = True, synergy: bool = True,
            tile_icon: bool = False, source: str = "") -> None:
    """Advance one track by one step and claim what is printed there (PU-6.1, PU-6.2).

    `tile_icon`: the advance comes from a Rover icon of a placed tile (PU-6.3 at the top).
    `synergy=False` suppresses synergy spaces (card 21, PU-10.7); `benefits=False` claims
    nothing (event 68). A corporation's track model may move the tracker otherwise (PU-18)."""
    model(t.player).advance(t, track, benefits=benefits, synergy=synergy,
                            tile_icon=tile_icon, source=source)


def _standard_advance(t: Turn, track: int, *, benefits: bool = True, synergy: bool = True,
                      tile_icon: bool = False, source: str = "") -> None:
    p = t.player
    step = p.tracks[track]
    codes = model(p).codes  # what the board prints now (Flux's improved track, PU-18.4)
    if step >= TRACK_TOP:
        if track == ROVER and tile_icon:  # PU-6.3: the step-16 movement again
            gained = sum(_movement(c) for c in codes(p, ROVER, ROVER_VIRTUAL))
            gained += _t3_bonus(p, gained)
            t.set(moves=p.moves + gained)
            t.log("sm.rover_top", amount=gained)
        else:
            t.log("sm.advance_lost", track=track)  # PU-5.6
        return
    step = _past_skips(p, track, step + 1, 1)
    tracks = list(p.tracks)
    tracks[track] = step
    t.set(tracks=tuple(tracks))
    t.log("sm.advance", track=track, step=step)
    if benefits:
        for code in codes(p, track, step):
            _claim(t, track, step, code, synergy, source)


def _past_skips(p: Player, track: int, step: int, way: int) -> int:
    """SM-12.2: a move that would end on a `skip` space goes on to the next space that is not
    one, in the same direction (`way` +1 up, -1 down), as one step; never past the column."""
    codes = model(p).codes
    while SKIP in codes(p, track, step) and 0 < step < TRACK_TOP:
        step += way
    return step


def _t3_bonus(p: Player, gained: int) -> int:
    # Universal T3 (PU-16.4): +1 each time a track space grants movement (imported here:
    # `abilities` builds on this module's `has_tech`).
    from game.supermoon.abilities import MOVEMENT_BONUS, has_ability
    return 1 if gained and has_ability(p, MOVEMENT_BONUS) else 0


def _claim(t: Turn, track: int, step: int, code: str, synergy: bool, source: str) -> None:
    no_ms = t.round_rule == NO_MILESTONES  # PU-6.11
    p = t.player
    if code == "SYN":
        if synergy and t.round_rule != NO_SYNERGY:  # PU-6.5
            t.add(Gain("syn", source=source or "track"))
        else:
            t.log("sm.synergy_suppressed")
    elif code == "CIV-MS":
        if no_ms:
            t.log("sm.milestone_suppressed", track=track)
            return
        index = len([s for s in milestone_steps(p.corp, track, "CIV-MS") if s <= step])
        rank = model(p).civ_rank(p, index)  # PU-6.6, PU-18.4, PU-18.14
        t.set(milestones=p.milestones + (rank,))  # PU-6.6
        t.log("sm.civ_milestone", rank=rank)
        _after_civ_milestone(t)
    elif code == "TECH-MS":
        level = len([s for s in milestone_steps(p.corp, track, "TECH-MS") if s <= step])
        if no_ms:  # PU-6.11 DECISION: locked until the end of the round
            t.set(tech_locked=tuple(sorted(set(p.tech_locked) | {level})))
            t.log("sm.tech_locked", level=level)
        else:
            t.log("sm.tech_unlocked", level=level)  # PU-6.7
    elif code == "PATCH":
        if no_ms:
            t.log("sm.milestone_suppressed", track=track)
        else:
            t.add(Gain("patch", source=source or "track"))  # PU-6.8
    elif code == "NEW-ROVER":
        if no_ms:
            t.log("sm.milestone_suppressed", track=track)
        elif p.rover_supply > 0 and p.last_tile >= 0:
            t.add(Gain("rover", source=source or "track"))  # PU-6.9
        else:
            t.log("sm.no_rover")
    elif code.startswith("mv"):
        gained = _movement(code)
        gained += _t3_bonus(p, gained)
        t.set(moves=p.moves + gained)  # PU-6.10, PU-2.4
        t.log("sm.movement", amount=gained)
    elif code.startswith("+1"):  # PU-18.16, SM-12.2: tracker X +1 at once, with its benefits
        advance(t, TRACK_INDEX[code[2:]], synergy=synergy, source=source)


def _after_civ_milestone(t: Turn) -> None:
    """What a corporation adds to a civ milestone claimed: Republic's forced regression of
    another tracker (PU-18.14) and its T4 synergy (PU-18.15)."""
    from game.supermoon.abilities import CIV_SYNERGY, REGRESS_ON_CIV, has_ability, has_power
    if has_power(t.player, REGRESS_ON_CIV):
        others = tuple(i for i in range(len(TRACKS)) if i != CIV)
        t.add(Gain("regress", 1, others, source="power"))
    if has_ability(t.player, CIV_SYNERGY):  # event 122 stops it, as every synergy (PU-6.5)
        if t.round_rule == NO_SYNERGY:
            t.log("sm.synergy_suppressed")
        else:
            t.add(Gain("syn", source="tech"))


def regress(t: Turn, track: int, steps: int = 1) -> None:
    """Move a tracker down, claiming nothing; never below 0 (PU-6.1, PU-12.3)."""
    model(t.player).regress(t, track, steps)


def _standard_regress(t: Turn, track: int, steps: int = 1) -> None:
    p = t.player
    step = p.tracks[track]
    for _ in range(steps):
        if step > 0:
            step = _past_skips(p, track, step - 1, -1)  # SM-12.2
    if step == p.tracks[track]:
        t.log("sm.regress_none", track=track)
        return
    tracks = list(p.tracks)
    tracks[track] = step
    t.set(tracks=tuple(tracks))
    t.log("sm.regress", track=track, step=tracks[track])


def at_top(player: Player, track: int) -> bool:
    """PU-6.12: tracker on step 15 (a corporation's track model may say otherwise)."""
    return model(player).at_top(player, track)


def track_level(player: Player, column: int) -> int:
    """The step a track has reached (PU-6; a corporation's track model may say otherwise)."""
    return model(player).level(player, column)


def can_regress(player: Player, track: int) -> bool:
    """Can this tracker go back a step now (PU-6.1; Makeshift: a free space below)?"""
    return model(player).can_regress(player, track)


def all_at_top(player: Player) -> bool:
    """SM-1.1 / PU-13.4: all five trackers at the top."""
    return all(at_top(player, i) for i in range(len(TRACKS)))


__all__ = ["STANDARD", "TRACK_MODELS", "TrackModel", "Turn", "advance", "all_at_top", "at_top",
           "can_regress", "has_tech", "lane", "lane_position", "lane_spot", "lane_top",
           "milestone_steps", "model", "regress", "step_medal", "steps_to_top", "tech_levels",
           "track_level"]
