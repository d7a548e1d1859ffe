"""Flux Industries (PU-18.4, PU-18.5): the flux token and one tech level at a time.

The flux token marks one track (`Player.flux`): chosen at setup (a `flux_token` pool item
queued by `ON_TAKEN`, resolved in the setup step) and offered again, "keep it here" included,
each time a tech level is unlocked (`FluxModel.advance`; a level reached under events 109/123
becomes active, and the token movable, at the next round start, PU-6.11). `Player.flux_level`
is the level the token was last offered for, so each unlock offers it once. Only the most
recently unlocked tech level is active (`FluxModel.tech_levels`).

Techs: T1 at round start 2 movement per rover standing on the flux track's terrain; T2 once a
game (`use 32`) the flux tracker climbs to the next space of its track's milestone type,
claiming every space on the way; T3 the flux column is the improved one
(`FluxModel.codes`, `civ_rank`); T4 a tile with the flux track's icon collects a planet
meteorite (a `flux_meteor` pool item); T5 once a round (`use 35`) the flux tracker +1.
"""

from __future__ import annotations

from dataclasses import replace

from game.supermoon.abilities import (
    FLUX_ADVANCE,
    FLUX_METEORITE,
    FLUX_MOVES,
    FLUX_TO_MILESTONE,
    IMPROVED_FLUX,
    has_ability,
)
from game.supermoon.corps import (
    ON_ROUND_START,
    ON_TAKEN,
    ON_TILE_PLACED,
    POOL_KINDS,
    USES,
    PoolKind,
    Use,
)
from game.supermoon.data import CORP_BY_KEY, LETTER, TRACK_TOP, TRACKS
from game.supermoon.rovers import collect_meteor
from game.supermoon.state import Gain, Player, State
from game.supermoon.tracks import (
    CIV,
    STANDARD,
    TRACK_MODELS,
    TrackModel,
    Turn,
    advance,
    at_top,
    model,
)

KEY = "fluxindustries"
ALL_TRACKS = tuple(range(len(TRACKS)))
# PU-18.5 T2: the milestone type of each track (research §6.3: "civ→CIV-MS, biomass→PATCH,
# rover→NEW-ROVER, tech→TECH-MS; Water has none"). DECISION (PU-18.5; RB Water track: "The
# water track does not have a unique milestone"): with the token on Water, T2 has no target
# and cannot be used (it stays unspent).
MILESTONE = {"civ": "CIV-MS", "biomass": "PATCH", "rover": "NEW-ROVER", "tech": "TECH-MS"}
USE_TO_MILESTONE = 32
USE_ADVANCE = 35


def active_level(p: Player) -> int:
    """The tech level unlocked last, still held (PU-6.7, PU-6.11), 0 none."""
    return max(STANDARD.tech_levels(p), default=0)


def _offer_token(t: Turn, source: str, counts: tuple[int, ...] = ()) -> None:
    """A newly active level: the token may move (or stay) once for it (PU-18.4)."""
    t.set(flux_level=active_level(t.player))
    t.log("sm.flux_token_offered", level=t.player.flux_level)
    t.add(Gain("flux_token", opts=counts, source=source))


class FluxModel(TrackModel):
    """Flux's board: one active tech level, the improved flux column under T3."""

    def tech_levels(self, player: Player) -> frozenset[int]:
        """Only the most recently unlocked level (PU-18.4; research §6.3 "level n active iff
        current tech level == n")."""
        level = active_level(player)
        return frozenset({level}) if level else frozenset()

    def codes(self, player: Player, column: int, step: int) -> tuple[str, ...]:
        """T3: the flux column prints the improved table (PU-18.4; Rover step 16 mv4)."""
        if column == player.flux and has_ability(player, IMPROVED_FLUX):
            better = CORP_BY_KEY[player.corp].improved[column]
            return better[step] if 0 <= step < len(better) else ()
        return super().codes(player, column, step)

    def civ_rank(self, player: Player, index: int) -> int:
        """T3 on Civ: a card one rank higher, 4 at most. DECISION (PU-18.4 names the §6.3
        improved track, whose civ rule and the data's `civ_rank_map` say 1→2, 2→3, 3→4, 4→4;
        RB "+1 to Civ card rank when you reach a milestone")."""
        rank = super().civ_rank(player, index)
        if player.flux == CIV and has_ability(player, IMPROVED_FLUX):
            return CORP_BY_KEY[player.corp].improved_ranks[rank - 1]
        return rank

    def advance(self, t: Turn, track: int, *, benefits: bool = True, synergy: bool = True,
                tile_icon: bool = False, source: str = "") -> None:
        """PU-6.1, then the token offer when the advance unlocked a level (PU-18.4)."""
        super().advance(t, track, benefits=benefits, synergy=synergy, tile_icon=tile_icon,
                        source=source)
        if active_level(t.player) > t.player.flux_level:
            _offer_token(t, "tech")

    def regress(self, t: Turn, track: int, steps: int) -> None:
        """A level lost by regressing is offered again when it is unlocked again (PU-6.2)."""
        super().regress(t, track, steps)
        level = active_level(t.player)
        if level < t.player.flux_level:
            t.set(flux_level=level)

    def tokens(self, player: Player) -> tuple[tuple[str, int, int], ...]:
        """The flux token on its column ("flux", column, -1: it marks the whole track)."""
        return (("flux", player.flux, -1),) if player.flux >= 0 else ()


TRACK_MODELS[KEY] = FluxModel()


# --- the token -------------------------------------------------------------------------------


def _taken(p: Player) -> Player:
    """Setup (PU-18.4): the token's first track is a choice of the setup step."""
    return replace(p, pool=p.pool + (Gain("flux_token", source="setup"),))


def _rovers_on(p: Player) -> tuple[int, ...]:
    """Per track, the rovers standing on that track's terrain (T1; bare squares have none)."""
    letters = [p.boards[rv.board].terrain[rv.square] for rv in p.rovers if rv.board >= 0]
    return tuple(letters.count(LETTER[name]) for name in TRACKS)


def token_choices(st: State, seat: int, p: Player, gain: Gain) -> list[tuple[int, ...]]:
    """Any track; the one it marks now means "keep it here"."""
    return [(i,) for i in ALL_TRACKS]


def place_token(t: Turn, st: State, gain: Gain, choice: tuple[int, ...]) -> None:
    """Put the token on a track; at round start T1's movement then counts for it."""
    kept = choice[0] == t.player.flux
    t.set(flux=choice[0])
    t.log("sm.flux_token_kept" if kept else "sm.flux_token", track=choice[0])
    if gain.source == "round" and gain.opts:
        _t1_moves(t, gain.opts)


# --- T1: movement at round start ---------------------------------------------------------------


def _t1_moves(t: Turn, counts: tuple[int, ...]) -> None:
    p = t.player
    if not has_ability(p, FLUX_MOVES) or p.flux < 0 or not counts[p.flux]:
        return
    amount = 2 * counts[p.flux]
    t.set(moves=p.moves + amount)  # PU-2.4: the round's pool
    t.log("sm.flux_moves", amount=amount, track=p.flux)


def _round_start(t: Turn) -> None:
    """T1 (PU-18.5); a level locked last round under 109/123 is active now and the token may
    move first (PU-6.11): T1 then counts the rovers as they stand now, for the track chosen."""
    counts = _rovers_on(t.player)
    if active_level(t.player) > t.player.flux_level:
        _offer_token(t, "round", counts)
        return
    _t1_moves(t, counts)


# --- T2: to the next milestone, once a game ----------------------------------------------------


def next_milestone(p: Player) -> int:
    """The step of the next space of the flux track's milestone type above its tracker, -1
    none (Water has none)."""
    if p.flux < 0:
        return -1
    code = MILESTONE.get(TRACKS[p.flux], "")
    codes = model(p).codes
    for step in range(p.tracks[p.flux] + 1, TRACK_TOP + 1):
        if code and code in codes(p, p.flux, step):
            return step
    return -1


def jump_choices(st: State, seat: int, p: Player) -> list[tuple[int, ...]]:
    if (not has_ability(p, FLUX_TO_MILESTONE) or FLUX_TO_MILESTONE in p.used_once
            or next_milestone(p) < 0):
        return []
    return [()]


def jump(t: Turn, st: State, args: tuple[int, ...]) -> None:
    """Climb to the milestone one step at a time, every space claimed (PU-18.5, designer)."""
    p = t.player
    track, target = p.flux, next_milestone(p)
    t.set(used_once=p.used_once + (FLUX_TO_MILESTONE,))
    t.log("sm.flux_jump", track=track, step=target)
    for _ in range(target - p.tracks[track]):
        advance(t, track, source="tech")


# --- T4: a meteorite with a flux tile -----------------------------------------------------------


def _tile_placed(t: Turn, board: int, tile: int, squares: tuple[tuple[int, str, str, bool],
                                                                   ...]) -> None:
    p = t.player
    if has_ability(p, FLUX_METEORITE) and p.flux >= 0 and any(
            icon == LETTER[TRACKS[p.flux]] for _sq, _lt, icon, _m in squares):
        t.add(Gain("flux_meteor", source="tech"))


def meteor_choices(st: State, seat: int, p: Player, gain: Gain) -> list[tuple[int, ...]]:
    """A meteorite of the planet (SM-2.4: Flux T4's scope is the planet)."""
    return [(bi, sq) for bi, b in enumerate(p.boards) if b.kind != "moon" for sq in b.meteors]


def take_meteor(t: Turn, st: State, gain: Gain, choice: tuple[int, ...]) -> None:
    collect_meteor(t, choice[0], choice[1])  # PU-8.4: collected, it scores


# --- T5: the flux tracker +1, once a round ----------------------------------------------------


def advance_choices(st: State, seat: int, p: Player) -> list[tuple[int, ...]]:
    """Not at the top: there the advance would be lost (PU-6.3, PU-5.6)."""
    if (not has_ability(p, FLUX_ADVANCE) or FLUX_ADVANCE in p.used or p.flux < 0
            or at_top(p, p.flux)):
        return []
    return [()]


def advance_flux(t: Turn, st: State, args: tuple[int, ...]) -> None:
    t.set(used=t.player.used + (FLUX_ADVANCE,))
    t.log("sm.flux_advance", track=t.player.flux)
    advance(t, t.player.flux, source="tech")


ON_TAKEN[KEY] = _taken
ON_ROUND_START[KEY] = _round_start
ON_TILE_PLACED[KEY] = _tile_placed
POOL_KINDS["flux_token"] = PoolKind(token_choices, place_token)
POOL_KINDS["flux_meteor"] = PoolKind(meteor_choices, take_meteor)
USES[USE_TO_MILESTONE] = Use(FLUX_TO_MILESTONE, jump_choices, jump)
USES[USE_ADVANCE] = Use(FLUX_ADVANCE, advance_choices, advance_flux)

__all__ = ["FluxModel", "active_level", "next_milestone"]
