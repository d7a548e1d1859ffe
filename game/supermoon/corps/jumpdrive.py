"""Jump Drive (PU-18.8, PU-18.9): tech slots unlocked by lifepods, and its six techs.

Power: no tech milestones on the Tech track (its data has none; it carries medals 5, 3, 2, 1,
which PU-6.4 reads as printed: a tracker past M1 scores 1); each collected lifepod, whatever
collected it, may leave the scoring area for one of the six tech slots A-F still locked (the
`pod_slot` item the collection hook queues, `corps.ON_LIFEPOD`), which unlocks that tech for
good: the tech levels are the filled slots (`JumpDriveModel`, levels 1-6 = A-F). Lifepods on
slots are collected (objectives 62 and 64, `LIFEPODS_AWAY`) but do not score.

Techs: A once a round a synergy instead of a patch (`use 20 <pool item>`); B once a round a
rover teleports to a square of its own square's terrain for 1 movement (`use 21 <rover>
<board> <square>`); C once a round a synergy advances its track twice (`use 22 <pool item>
<track>`); D a placed tile's Tech icon may act as an Energy icon (`TILE_HOOKS`: turns its Tech
advance into a `tech_energy` item); E once a game every benefit printed on one step index
where a tracker stands, on all five tracks (`use 24 <step>`); F once a game three objective
cards drawn, one kept for all players (`use 25`, then a `shared_objective` item).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.supermoon import board as geo
from game.supermoon.abilities import (
    CLAIM_ROW,
    DOUBLE_SYNERGY,
    SAME_TERRAIN_TELEPORT,
    SHARED_OBJECTIVE,
    SYN_FOR_PATCH,
    TECH_AS_ENERGY,
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
from game.supermoon.data import CORP_BY_KEY, LETTER, TERRAIN_OF, TRACK_INDEX, TRACKS
from game.supermoon.rovers import banned_terrain, collect_at, rover_at
from game.supermoon.state import Gain, Player, Rover, State
from game.supermoon.tracks import (
    NO_SYNERGY,
    TECH,
    TRACK_MODELS,
    TrackModel,
    Turn,
    _claim,
    advance,
    round_rule,
    step_medal,
)

KEY = "jumpdrive"
SLOTS = (1, 2, 3, 4, 5, 6)  # A-F (PU-18.9 T1-T6)
SCORING = 0  # a `pod_slot` choice: the lifepod stays in the scoring area
SYNERGIES = ("syn", "syn_or_peek")  # pool items that are synergy boosts (PU-6.5; event 119)
Choice = tuple[int, ...]


class JumpDriveModel(TrackModel):
    """PU-18.8: the tech levels are the slots filled with lifepods, for good."""

    def tech_levels(self, player: Player) -> frozenset[int]:
        return frozenset(player.tech_slots)

    def tokens(self, player: Player) -> tuple[tuple[str, int, int], ...]:
        return tuple(("lifepod", -1, slot) for slot in player.tech_slots)


# --- the power: a collected lifepod -------------------------------------------------------


def collected(t: Turn) -> None:
    """PU-18.8: the lifepod just collected may unlock a tech slot instead of scoring."""
    if len(t.player.tech_slots) < len(SLOTS):
        t.add(Gain("pod_slot", source="power"))


def slot_choices(st: State, seat: int, p: Player, gain: Gain) -> list[Choice]:
    """The scoring area (where it is), or a slot still locked."""
    free = [(s,) for s in SLOTS if s not in p.tech_slots] if p.lifepods > 0 else []
    return [(SCORING,), *free]


def fill_slot(t: Turn, st: State, gain: Gain, choice: Choice) -> None:
    slot = choice[0]
    if slot == SCORING:
        return
    p = t.player
    t.set(lifepods=p.lifepods - 1, tech_slots=tuple(sorted(p.tech_slots + (slot,))))
    t.log("sm.tech_slot_filled", slot=slot)


# --- A: a synergy instead of a patch -------------------------------------------------------


def syn_for_patch_choices(st: State, seat: int, p: Player) -> list[Choice]:
    """A pending patch, once a round. DECISION (PU-6.5: event 122 suppresses synergies):
    not under event 122, whose synergies would be lost."""
    if (not has_ability(p, SYN_FOR_PATCH) or SYN_FOR_PATCH in p.used
            or round_rule(st) == NO_SYNERGY):
        return []
    return [(i,) for i, g in enumerate(p.pool) if g.kind == "patch"]


def syn_for_patch(t: Turn, st: State, args: Choice) -> None:
    p = t.player
    i = args[0]
    t.set(pool=p.pool[:i] + p.pool[i + 1:], used=p.used + (SYN_FOR_PATCH,))
    t.add(Gain("syn", source="tech"))
    t.log("sm.syn_for_patch")


# --- B: a teleport to the same terrain ------------------------------------------------------


def teleport_choices(st: State, seat: int, p: Player) -> list[Choice]:
    """(rover, board, square): a rover-free square, on any board (SM-2.5), covered by the
    terrain of the rover's square; 1 movement, once a round. DECISION (PU-18.9 "the same
    terrain as its own"; a bare square has none): a rover on a bare square cannot; under
    events 97-102 (PU-7.2) a teleport is a move onto its square, so the named terrain bars it."""
    if not has_ability(p, SAME_TERRAIN_TELEPORT) or SAME_TERRAIN_TELEPORT in p.used:
        return []
    if p.moves < 1:
        return []
    banned = banned_terrain(st)
    out: list[Choice] = []
    for r, rv in enumerate(p.rovers):
        if rv.board < 0:
            continue
        letter = p.boards[rv.board].terrain[rv.square]
        if letter == "." or letter == banned:
            continue
        for bi, b in enumerate(p.boards):
            out += [(r, bi, sq) for sq, ch in enumerate(b.terrain)
                    if ch == letter and (bi, sq) != (rv.board, rv.square)
                    and rover_at(p, bi, sq) < 0]
    return out


def teleport(t: Turn, st: State, args: Choice) -> None:
    r, bi, sq = args
    p = t.player
    rovers = list(p.rovers)
    rovers[r] = Rover(bi, sq)
    t.set(rovers=tuple(rovers), moves=p.moves - 1, used=p.used + (SAME_TERRAIN_TELEPORT,))
    x, y = geo.geometry(p.boards[bi].key).xy(sq)
    t.log("sm.rover_teleported", rover=r, x=x, y=y)
    collect_at(t, bi, sq)  # PU-7.4


# --- C: a synergy twice ---------------------------------------------------------------------


def double_choices(st: State, seat: int, p: Player) -> list[Choice]:
    """(pool item, track): a pending synergy advances its track twice, once a round."""
    if not has_ability(p, DOUBLE_SYNERGY) or DOUBLE_SYNERGY in p.used:
        return []
    return [(i, track) for i, g in enumerate(p.pool) if g.kind in SYNERGIES
            for track in range(len(TRACKS))]


def double(t: Turn, st: State, args: Choice) -> None:
    i, track = args
    p = t.player
    t.set(pool=p.pool[:i] + p.pool[i + 1:], used=p.used + (DOUBLE_SYNERGY,))
    t.log("sm.synergy_twice", track=track)
    advance(t, track, source="syn")
    advance(t, track, source="syn")


# --- D: a Tech icon as Energy --------------------------------------------------------------


def tile_gains(t: Turn, bi: int, tile: int, squares: tuple[tuple[int, str, str, bool], ...],
               gains: tuple[Gain, ...]) -> tuple[Gain, ...]:
    """D: each Tech advance of the tile becomes a `tech_energy` item whose choices are Tech
    itself or a track of the terrains next to the tile's Tech squares (PU-5.5 with those
    squares as the energy area). DECISION (PU-18.9 "the tile's Tech squares act as the energy
    area"): the area is the placed tile's own Tech squares, not older Tech next to them."""
    p = t.player
    if not has_ability(p, TECH_AS_ENERGY):
        return gains
    tech = LETTER["tech"]
    icons = [sq for sq, _l, icon, _m in squares if icon == tech]
    area = tuple(sq for sq, letter, _i, _m in squares if letter == tech)
    out = []
    for g in gains:
        if g.kind == "adv" and g.arg == TECH and icons:
            out.append(Gain("tech_energy", icons.pop(0), (bi, *area), g.source))
        else:
            out.append(g)
    return tuple(out)


def tech_energy_choices(st: State, seat: int, p: Player, gain: Gain) -> list[Choice]:
    b = p.boards[gain.opts[0]]
    area = set(gain.opts[1:])
    g = geo.geometry(b.key)
    found = {TECH}
    for sq in area:
        for nb in g.neighbours(sq):
            ch = b.terrain[nb]
            if nb not in area and ch not in (".", LETTER["energy"]):
                found.add(TRACK_INDEX[TERRAIN_OF[ch]])
    return [(track,) for track in sorted(found)]


def tech_energy(t: Turn, st: State, gain: Gain, choice: Choice) -> None:
    # PU-5.5: Water chosen this way advances without ice; PU-6.3: Rover at the top gives
    # nothing (only a Rover icon does).
    if choice[0] != TECH:
        t.log("sm.tech_as_energy", track=choice[0])
    advance(t, choice[0], source=gain.source)


# --- E: every benefit of one step index -----------------------------------------------------


def row_choices(st: State, seat: int, p: Player) -> list[Choice]:
    """The step indexes where a tracker stands and something is printed to claim (medals
    give nothing at once, PU-6.4), once a game."""
    if not has_ability(p, CLAIM_ROW) or CLAIM_ROW in p.used_once:
        return []
    corp = CORP_BY_KEY[p.corp]
    return [(step,) for step in sorted(set(p.tracks))
            if any(step_medal((code,)) is None for c in range(len(TRACKS))
                   for code in corp.codes(c, step))]


def claim_row(t: Turn, st: State, args: Choice) -> None:
    step = args[0]
    t.set(used_once=t.player.used_once + (CLAIM_ROW,))
    t.log("sm.row_claimed", step=step)
    corp = CORP_BY_KEY[t.player.corp]
    for column in range(len(TRACKS)):  # as if entered, events 109/123 and 122 included
        for code in corp.codes(column, step):
            _claim(t, column, step, code, True, "tech")


# --- F: an objective for all ----------------------------------------------------------------


def draw_choices(st: State, seat: int, p: Player) -> list[Choice]:
    """Once a game, while objective cards are left to draw (none: nothing to keep)."""
    if not has_ability(p, SHARED_OBJECTIVE) or SHARED_OBJECTIVE in p.used_once:
        return []
    return [()] if st.objective_pile and not p.offer else []


def draw(t: Turn, st: State, args: Choice) -> State:
    """Draw up to three cards into the seat's private offer (PU-19.2: what T6 shows is
    hidden; the `use` reveals, so "start over" stops after it, PU-19.5)."""
    drawn = st.objective_pile[:3]
    t.set(offer=drawn, used_once=t.player.used_once + (SHARED_OBJECTIVE,))
    t.add(Gain("shared_objective", source="tech"))
    t.log("sm.objectives_drawn", count=len(drawn))
    return replace(st, objective_pile=st.objective_pile[len(drawn):])


def keep_choices(st: State, seat: int, p: Player, gain: Gain) -> list[Choice]:
    return [(card,) for card in p.offer]


def keep(t: Turn, st: State, gain: Gain, choice: Choice) -> State:
    """The card kept joins the table's neighbour objectives as (card, ALL_SEATS, ALL_SEATS):
    DECISION (PU-11.5 "every player compares"): one entry every seat scores by
    `objectives.shared_medals`, its neighbour side only; the other cards leave the game
    unseen (PU-19.2, discarded objectives)."""
    from game.supermoon.objectives import ALL_SEATS  # (objectives builds on `corps`)
    card = choice[0]
    t.set(offer=())
    t.log("sm.shared_objective", objective=card)
    return replace(st, neighbour_objectives=st.neighbour_objectives
                   + ((card, ALL_SEATS, ALL_SEATS),))


# --- bots ------------------------------------------------------------------------------------

# The bots' rating of a Jump Drive position (`corps.BOT_VALUE`, added to `bots.levels.value`),
# in medals: what a filled slot brings per round left (A-D) or once (E, F, until used).
PER_ROUND = {1: 0.15, 2: 0.2, 3: 0.35, 4: 0.1}
ONCE = {5: 2.0, 6: 2.5}
PENDING = {"syn": 0.9, "syn_or_peek": 0.9, "patch": 0.6, "shared_objective": 3.0}
MILESTONE = 2.0  # a civ milestone queued (Jump Drive E can queue one)


def bot_value(p: Player, late: float, rounds: float) -> float:
    """What `bots.eval.position` does not see of Jump Drive: the techs its slots unlocked and
    the pool items and milestones its techs turn into others (the rating counts none)."""
    total = 0.0
    for slot in p.tech_slots:
        if slot in PER_ROUND:
            total += PER_ROUND[slot] * max(0.0, rounds - 1 + (1.0 - late))
        elif (CLAIM_ROW if slot == 5 else SHARED_OBJECTIVE) not in p.used_once:
            total += ONCE[slot] * (1.0 - late if slot == 5 else 1.0)
    total += sum(PENDING.get(g.kind, 0.0) for g in p.pool)
    return total + MILESTONE * len(p.milestones)


def bot_prune(st: State, seat: int, actions: list[Any]) -> list[Any]:
    """Teleports (B) the bots rate: onto a meteorite or next to a lifepod or a meteorite."""
    p = st.work[seat]
    out = []
    for a in actions:
        if a.kind == "use" and a.args[0] == 21:
            b = p.boards[a.args[2]]
            g = geo.geometry(b.key)
            x, y = g.xy(a.args[3])
            near = any(g.xy(s)[0] - x in (-1, 0, 1) and g.xy(s)[1] - y in (-1, 0, 1)
                       for s in b.lifepods + b.meteors)
            if not near:
                continue
        out.append(a)
    return out


TRACK_MODELS[KEY] = JumpDriveModel()
ON_LIFEPOD[KEY] = collected
LIFEPODS_AWAY[KEY] = lambda p: len(p.tech_slots)
TILE_HOOKS.append(tile_gains)
POOL_KINDS["pod_slot"] = PoolKind(slot_choices, fill_slot)
POOL_KINDS["tech_energy"] = PoolKind(tech_energy_choices, tech_energy)
POOL_KINDS["shared_objective"] = PoolKind(keep_choices, keep, reveals=True)
USES[20] = Use(SYN_FOR_PATCH, syn_for_patch_choices, syn_for_patch)
USES[21] = Use(SAME_TERRAIN_TELEPORT, teleport_choices, teleport, movement=True)
USES[22] = Use(DOUBLE_SYNERGY, double_choices, double)
USES[24] = Use(CLAIM_ROW, row_choices, claim_row)
USES[25] = Use(SHARED_OBJECTIVE, draw_choices, draw, reveals=True)
BOT_VALUE[KEY] = bot_value
BOT_PRUNE[KEY] = bot_prune

__all__ = ["SCORING", "SLOTS", "JumpDriveModel"]
