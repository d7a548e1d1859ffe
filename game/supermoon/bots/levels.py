"""Planet Unknown bots: random, easy, normal and hard. Every bot sees only its seat's `View`.

A bot works on a state drawn from its view (`determinize`): its own working copy is exact (it
is in the view), the hidden parts (stack orders, civ decks, other seats' secrets, the event
deck) are sampled, and the bot only ever applies its *own* actions to that state, so nothing
hidden can steer it.

* random: any legal action (a bench baseline).
* easy: ranks placements by the quick bitmask rating (`eval.quick_placement`) with noise and
  resolves its gains by a one-step look with the position rating; 20% of its placements are
  a random legal one among the better half.
* normal: the quick rating picks 4 candidate placements; each is played through the engine
  with its gains resolved greedily, and the best resulting position wins; the commander turns
  the station to the depot whose best tile rates highest.
* hard: the same with 30 candidates, both of the depot's tiles always represented, the
  packing term in every rating (`eval.packing`), and a second look: each candidate position
  is rated by the best quick placement the *next* round could offer for the tiles it may
  draft then, and the commander also weighs what the rotation hands to the others. In solo,
  where the coming rounds' tiles are known (PU-3.3), the ten best candidates are re-rated
  instead by a beam search over those tiles (`preview`, which also counts the coming Water
  tiles it can lay on ice). At a table of two or more, hard
  also runs the civ race (`_race`: the rank decks are shared, PU-10.1, so every civ step
  counts for the milestone it brings nearer), rates its neighbour sides by their expected
  medals (`_neighbour_outlook`, PU-11.1) and halves the packing term (`MULTI_PACK`).
  Measured on 4-seat games against three normal bots: civ medals 1.4 -> 4.8, neighbour
  medals 5.0 -> 7.0, score lead over the field +3.3 -> +7.8 (40 games).

Every rating looks at the horizon (`Outlook`): how late the game is, and how many planet
squares the remaining rounds can still cover, which sets how much an unfinished line is worth
(`eval.line_decay`; for hard in solo, the squares the known coming offers cover,
`solo_capacity`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from game.core.rng import MutableRng, Rng
from game.core.rules import BotMove
from game.supermoon import board as geo
from game.supermoon.actions import Action
from game.supermoon.bots import corps as _corp_terms  # noqa: F401 (registers BOT_VALUE terms)
from game.supermoon.bots import eval as ev
from game.supermoon.bots import preview, rovers
from game.supermoon.bots.moon_eval import (
    choose_corporation,
    choose_fragments,
    choose_moon,
    choose_planet,
)
from game.supermoon.bots.objective_eval import (
    chance,
    keep_preference,
    neighbour_expect,
    neighbour_spread,
)
from game.supermoon.bots.outlook import (  # noqa: F401 (tests import them from here)
    CAPACITY_SHARE,
    CIV_RACE,
    MULTI_PACK,
    Outlook,
    _depot_tiles,
    _facing_slots,
    _last_milestone,
    _race,
    _routes,
    _wishes,
    lateness,
    outlook,
    rounds_left,
    solo_capacity,
)
from game.supermoon.bots.quantum import before_place, choose_faces
from game.supermoon.corps import USES, bot_prune, bot_value
from game.supermoon.data import (
    OBJECTIVES,
    RESCUE_BASE,
    TRACK_INDEX,
)
from game.supermoon.gains import placement_rules
from game.supermoon.objectives import neighbour_medals, neighbour_value
from game.supermoon.rules import RULES
from game.supermoon.scoring import bare_planet_squares, objective_medals
from game.supermoon.state import Player, State, depot_slots
from game.supermoon.tracks import at_top, track_level
from game.supermoon.view import View, determinize

LEVELS = ("random", "easy", "normal", "hard")
RESCUE_SECOND = 2.5  # the pair's second tile, rated with the first (SM-7.3)
RESCUE_KEEP = 0.25  # per round left: a rescue pair kept for a round with no good tile
CANDIDATES = {"easy": 1, "normal": 4, "hard": 30}
GREEDY_LIMIT = 40  # actions resolved per candidate, a guard against loops
PREVIEW_CANDIDATES = 10  # solo hard: best candidates re-rated by the preview search
PREVIEW_W = 0.5  # weight of the preview's gain (the rest of the rating knows the tracks)
FLEX_W = 0.35  # multiplayer hard: weight of the next round's best quick placement
CIV = TRACK_INDEX["civ"]
WATER = TRACK_INDEX["water"]
Policy = Callable[[View, Sequence[Action], Rng], BotMove]


# --- shared ------------------------------------------------------------------------------------


def value(st: State, seat: int, look: Outlook) -> float:
    """The position rating of a seat's working copy in a (determinized) state."""
    p = st.work[seat]
    players = st.players[:seat] + (p,) + st.players[seat + 1:]
    table = replace(st, players=players)
    objectives = float(objective_medals(table, seat))
    if look.packed and look.seats > 1:  # hard: the neighbour sides by their expected medals
        objectives += _neighbour_outlook(table, seat, look.rounds)
    objectives += _race(look) * min(track_level(p, CIV), _last_milestone(p.corp))
    decay = look.decay
    if look.capacity >= 0:  # solo hard: the decay from this position's own free squares
        decay = ev.capacity_decay(bare_planet_squares(p), look.capacity * CAPACITY_SHARE)
    return ev.position(p, objectives, late=look.late, decay=decay, packed=look.packed,
                       rounds=look.rounds, routed=_routes(look)) + bot_value(
        p, look.late, look.rounds)  # what only the seat's corporation has (PU-18)


def _neighbour_outlook(st: State, seat: int, rounds: float) -> float:
    """The expected medals of the seat's neighbour sides (`neighbour_expect`) minus the medals
    they give as things stand (already in `objective_medals`)."""
    delta = 0.0
    for card, a, b in st.neighbour_objectives:
        if seat not in (a, b) or a == b:
            continue
        mine = neighbour_value(st.players[seat], card)
        theirs = neighbour_value(st.players[b if seat == a else a], card)
        fewest = OBJECTIVES[card].neighbour.fewest
        delta += (neighbour_expect(mine, theirs, fewest, neighbour_spread(card, rounds))
                  - neighbour_medals(mine, theirs, fewest))
    return delta


def _apply(st: State, seat: int, action: Action) -> State:
    return RULES.apply(st, seat, action)[0]


# A corporation's ability used as an action (`use`, PU-18) is rated like a gain: taken when it
# rates better than stopping (they are once a round or once a game, so this cannot loop).
FOLLOWUPS = ("gain", "move", "civ", "use")


def _pool_options(st: State, seat: int) -> list[Action]:
    return [a for a in RULES.legal_actions(st, seat) if a.kind in FOLLOWUPS]


def _use_worth(st: State, seat: int, action: Action, look: Outlook) -> float:
    """What a corporation's ability brings that the rating cannot see yet (`Use.worth`)."""
    worth = USES[action.args[0]].worth
    return worth(st, seat, st.work[seat], look.rounds) if worth else 0.0


def _idle_patch(p: Player, action: Action) -> bool:
    """A patch over a tile's square (Wormhole T2, PU-18.17) fills no line: the bot looks at it
    only on a meteorite (T5) or when nothing else is left."""
    a = action.args
    if action.kind != "gain" or len(a) < 3 or p.pool[a[0]].kind != "patch":
        return False
    b = p.boards[a[1]]
    return b.terrain[a[2]] != "." and a[2] not in b.meteors


def best_followup(st: State, seat: int, look: Outlook, legal: Sequence[Action] | None = None
                  ) -> tuple[Action | None, float]:
    """The gain, move or civ choice that rates best one step ahead (None: stop here)."""
    options = list(legal) if legal is not None else _pool_options(st, seat)
    p = st.work[seat]
    options = bot_prune(st, seat, [a for a in options if a.kind in FOLLOWUPS])
    options = [a for a in options if not _idle_patch(p, a)] or options
    drop = _objective_to_drop(p, look, options)
    if drop is not None:
        return drop, value(_apply(st, seat, drop), seat, look)
    must = bool(p.pool or p.picking)  # "done" is not offered while the pool holds items
    base = None if must else value(st, seat, look)
    best: tuple[Action | None, float] = (None, base if base is not None else -1e9)
    routed = _routed(st, seat, look, options)
    for a in options:
        after = _apply(st, seat, a)
        # A step costing no movement (Cosmos T4, PU-18.3) could be taken forever: it must
        # raise the rating by itself, so never while the pool waits, nor by a route's end.
        free = a.kind == "move" and after.work[seat].moves >= p.moves
        if free and must:
            continue
        if a.kind == "civ" and _routes(look) and seat in RULES.to_act(after):
            # Hard in solo: an immediate card's effect waits in the pool (PU-10.5), which the
            # rating does not count; rated resolved, it no longer loses to any medal card.
            after = resolve_greedily(after, seat, look)
        v = value(after, seat, look)
        if a.kind == "use":
            v += _use_worth(st, seat, a, look)
        v = v if free else max(v, routed.get(a, v))
        if v > best[1] + 1e-9 or (best[0] is None and must):
            best = (a, v)
    return best


def _objective_to_drop(p: Player, look: Outlook, options: Sequence[Action]) -> Action | None:
    """Solo event 110 (destroy one of your objective cards): the card least likely to be met.
    Rated by the position after each drop, the card whose tracker the rating pulls up
    (`OBJ_TRACK`) or whose area it credits was kept over a likelier one."""
    drops = [a for a in options if a.kind == "gain" and len(a.args) > 1
             and p.pool[a.args[0]].kind == "drop_objective"]
    if not drops:
        return None
    return min(drops, key=lambda a: (chance(p, a.args[1], look.rounds), a.args[1]))


def _routed(st: State, seat: int, look: Outlook, options: Sequence[Action]
            ) -> dict[Action, float]:
    """Hard in solo: each rover route's first step, rated by where the best route through it
    ends (`rovers.routes`)."""
    if not _routes(look) or not any(a.kind == "move" for a in options):
        return {}
    out: dict[Action, float] = {}
    for route in rovers.routes(st, st.work[seat]):
        if route[0] not in options:
            continue
        end = st
        for step in route:
            end = _apply(end, seat, step)
        v = value(end, seat, look)
        if v > out.get(route[0], -1e9):
            out[route[0]] = v
    return out


def resolve_greedily(st: State, seat: int, look: Outlook) -> State:
    """Resolve the pool and spend movement one best step at a time."""
    for _ in range(GREEDY_LIMIT):
        action, _v = best_followup(st, seat, look)
        if action is None:
            break
        st = _apply(st, seat, action)
        if st.over or seat not in RULES.to_act(st):
            break
    return st


def ranked_placements(view: View, legal: Sequence[Action], look: Outlook | None = None
                      ) -> list[tuple[float, Action]]:
    """Every legal placement with its quick rating, best first."""
    me = view.me
    assert me is not None
    look = look or Outlook()
    wishes = _wishes(me, look)
    out = []
    spare = rescue_worth(view) if me.rescue and not me.rescuing else 0.0
    # A pair is rated only when it may pay (or is all there is): its ~2,000 first placements
    # early in the game would cost more time than any of them is worth.
    kinds = ("place", "rescue") if spare >= 0 or not any(
        a.kind == "place" for a in legal) else ("place",)
    for a in legal:
        if a.kind not in kinds:
            continue
        slot, form, x, y, bi = a.args
        tile = view.tops[slot] if a.kind == "place" else RESCUE_BASE + slot
        v = ev.quick_placement(me, bi, tile, form, x, y, look.decay, look.packed, wishes,
                               _routes(look))
        out.append((v + spare if a.kind == "rescue" else v, a))
    out.sort(key=lambda t: (-t[0], t[1].kind, t[1].args))
    return out


def rescue_worth(view: View) -> float:
    """What starting a rescue pair adds to its first tile's rating (SM-7.3): the second tile
    comes too, against the tiles kept for a worse round (unplaced, they score nothing)."""
    return RESCUE_SECOND - RESCUE_KEEP * max(0.0, rounds_left(view) - 1)


def _spread(ranked: list[tuple[float, Action]], k: int) -> list[Action]:
    """The k best, with each station slot represented at least by its best placement."""
    picked: list[Action] = []
    slots_seen: set[tuple[str, int]] = set()
    for _v, a in ranked:
        if (a.kind, a.args[0]) not in slots_seen:
            slots_seen.add((a.kind, a.args[0]))
            picked.append(a)
    for _v, a in ranked:
        if len(picked) >= k + len(slots_seen) - 1:
            break
        if a not in picked:
            picked.append(a)
    return picked


def flexibility(st: State, seat: int, view: View, look: Outlook) -> float:
    """The best quick placement the station's visible tiles would have next round (with a
    commander any depot may face the seat; in solo `preview` knows better)."""
    p = st.work[seat]
    rules = placement_rules(st, p)
    wishes = _wishes(p, look)
    best = 0.0
    for tile in sorted({t for t in view.tops if t >= 0})[:6]:
        for bi, b in enumerate(p.boards):
            for form, x, y in geo.placements(b, tile, rules):
                best = max(best, ev.quick_placement(p, bi, tile, form, x, y, look.decay,
                                                    look.packed, wishes))
    return best


# --- decisions ---------------------------------------------------------------------------------


def choose_place(view: View, legal: Sequence[Action], r: MutableRng, level: str) -> Action:
    """A placement: quick ranking, then the engine on the best candidates."""
    look = outlook(view, level == "hard")
    ranked = ranked_placements(view, legal, look)
    if level == "easy":
        if r.random() < 0.2:
            half = ranked[:max(1, len(ranked) // 2)]
            return r.choice(half)[1]
        noisy = [(v + r.random() * 1.5, a) for v, a in ranked[:30]]
        return max(noisy, key=lambda t: t[0])[1]
    st = determinize(view, Rng.from_seed(r.randint(0, 2**31)))
    k = CANDIDATES[level]
    cands = _spread(ranked, k) if level == "hard" else [a for _v, a in ranked[:k]]
    rated: list[tuple[float, Action, State]] = []
    for a in cands:
        after = resolve_greedily(_apply(st, view.seat, a), view.seat, look)
        v = value(after, view.seat, look)
        if level == "hard" and look.late < 1 and view.n > 1:
            v += FLEX_W * flexibility(after, view.seat, view, look)
        rated.append((v, a, after))
    rated.sort(key=lambda t: -t[0])
    if level == "hard" and view.n == 1:
        rated = _previewed(view, rated[:PREVIEW_CANDIDATES])
    return rated[0][1]


def _previewed(view: View, rated: list[tuple[float, Action, State]]
               ) -> list[tuple[float, Action, State]]:
    """Solo: re-rate the best candidates by how well the coming tiles fit around them."""
    rounds = rounds_left(view) - 1
    if rounds < 1 or not rated:
        return rated
    # A placement never turns the station, so the coming tiles are the same for every candidate.
    tiles = preview.coming_tiles(rated[0][2], view.seat, view.tops,
                                 min(preview.ROUNDS, int(rounds)))
    if not tiles:
        return rated
    out = []
    for v, a, after in rated:
        # A Water tile on ice is worth its step until the track's top (PU-5.4, PU-5.6).
        top = at_top(after.work[view.seat], WATER)
        wet = 0.0 if top else preview.WATER
        bonus = sum(preview.preview_gain(b, tiles, rounds - len(tiles), wet)
                    for b in after.work[view.seat].boards if geo.is_planet(b))
        out.append((v + PREVIEW_W * bonus, a, after))
    out.sort(key=lambda t: -t[0])
    return out


def choose_rotation(view: View, r: MutableRng, level: str) -> Action:
    """The commander turns the station (PU-3.3) to the depot whose best tile rates highest."""
    me = view.me
    assert me is not None
    if level == "easy":
        return Action("rotate", (r.randint(0, 5),))
    st = determinize(view, Rng.from_seed(r.randint(0, 2**31)))
    look = outlook(view, level == "hard")
    scores = []
    for rot in range(6):
        trial = replace(st, rotation=rot)
        mine = _best_tile_value(trial, view.seat, look)
        others = 0.0
        if level == "hard" and view.n > 1:
            others = sum(_best_tile_value(trial, s, look) for s in range(view.n)
                         if s != view.seat) / (view.n - 1)
        scores.append((mine - 0.3 * others, rot))
    return Action("rotate", (max(scores)[1],))


def _best_tile_value(st: State, seat: int, look: Outlook) -> float:
    p = st.work[seat]
    rules = placement_rules(st, p)
    wishes = _wishes(p, look)
    best = -1e9
    inner, outer = depot_slots(st.depot(seat))
    for slot in (inner, outer):
        if not st.stacks[slot]:
            continue
        tile = st.stacks[slot][0]
        for bi, b in enumerate(p.boards):
            for form, x, y in geo.placements(b, tile, rules):
                best = max(best, ev.quick_placement(p, bi, tile, form, x, y, look.decay,
                                                    look.packed, wishes))
    return best


def _stack_choice(st: State, seat: int, look: Outlook, legal: Sequence[Action]
                  ) -> Action | None:
    """Solo event 116 takes one stack of the depot out of the station (PU-15.3): keep the one
    whose top tile places best now. The position rating cannot see the station, so the first
    offered always went (paired: +1.03 ± 0.42, +0.49 ± 0.39 on 73, 90 games with 116)."""
    pool = st.work[seat].pool
    options = [a for a in legal if a.kind == "gain" and pool[a.args[0]].kind == "remove_stack"]
    if not options:
        return None
    return max(options, key=lambda a: _best_tile_value(_apply(st, seat, a), seat, look))


def choose_followup(view: View, legal: Sequence[Action], r: MutableRng, level: str) -> Action:
    """Gains, rover moves and civ cards: the best one-step look; "done" when nothing helps."""
    st = determinize(view, Rng.from_seed(r.randint(0, 2**31)))
    look = outlook(view, level == "hard")
    kept = _stack_choice(st, view.seat, look, legal)
    if kept is not None:
        return kept
    action, _v = best_followup(st, view.seat, look, legal)
    if action is not None:
        return action
    for kind in ("done",):
        for a in legal:
            if a.kind == kind:
                return a
    return [a for a in legal if a.kind != "reset"][0]


def decide(view: View, legal: Sequence[Action], rng: Rng, level: str) -> Action:
    """One decision of a level."""
    r = MutableRng(rng)
    kinds = {a.kind for a in legal}
    if len(legal) == 1:
        return legal[0]
    if "planet" in kinds:  # PU-17.1
        return choose_planet([a for a in legal if a.kind == "planet"], r, level)
    if "corp" in kinds:  # PU-18.1
        return choose_corporation([a for a in legal if a.kind == "corp"], r, level)
    if "fragments" in kinds:  # SM-9.1
        return choose_fragments([a for a in legal if a.kind == "fragments"], r, level)
    if "quantum" in kinds:  # SM-11.1
        return choose_faces([a for a in legal if a.kind == "quantum"], r, level)
    if "moon" in kinds:  # SM-3.1
        return choose_moon([a for a in legal if a.kind == "moon"], r, level)
    if "objective" in kinds:  # PU-1.7, PU-15.2: keep the easier conditions
        options = [a for a in legal if a.kind == "objective"]
        if level == "easy":
            return r.choice(options)
        hard_solo = level == "hard" and view.n == 1
        return max(options, key=lambda a: (keep_preference(a.args[0], hard_solo), -a.args[0]))
    if "rotate" in kinds:
        return choose_rotation(view, r, level)
    if "place" in kinds or "rescue" in kinds:  # Quantum Solutions T2 first (SM-12.3)
        return before_place(view, legal, r, level) or choose_place(view, legal, r, level)
    if "discard" in kinds or "rdiscard" in kinds:  # PU-5.8, SM-7.8: the best icons
        return _best_discard(view, legal, r, level)
    return choose_followup(view, legal, r, level)


def _best_discard(view: View, legal: Sequence[Action], r: MutableRng, level: str) -> Action:
    st = determinize(view, Rng.from_seed(r.randint(0, 2**31)))
    look = outlook(view, level == "hard")
    options = [a for a in legal if a.kind in ("discard", "rdiscard")]
    return max(options, key=lambda a: value(resolve_greedily(_apply(st, view.seat, a),
                                                             view.seat, look), view.seat, look))


def _random(view: View, legal: Sequence[Action], rng: Rng) -> BotMove:
    options = [a for a in legal if a.kind != "reset"] or list(legal)
    action, _ = rng.choice(options)
    return BotMove(action)


def _level(level: str) -> Policy:
    def bot(view: View, legal: Sequence[Action], rng: Rng) -> BotMove:
        return BotMove(decide(view, legal, rng, level))
    bot.__name__ = f"supermoon_{level}"
    return bot


def make_bot(level: str) -> Any:
    """A bot `(view, legal_actions, rng) -> BotMove` for "random", "easy", "normal", "hard"."""
    if level == "random":
        return _random
    if level in ("easy", "normal", "hard"):
        return _level(level)
    raise ValueError(f"unknown Planet Unknown bot level {level!r}")


__all__ = ["LEVELS", "decide", "make_bot"]
