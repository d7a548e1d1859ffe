"""The legendary Oni in the Tsukuyumi bots' policies (TS-M8, TS-42.10), read from the view.

Like the ordinary Oni (`policy_oni`), a legendary Oni is placed and moved to hurt the leader,
never the bot itself unless nothing else is left:

- placing one instead of an Oni (`legend`, TS-M8.2): normal rates each legendary Oni's places
  as an ordinary Oni's (`policy_oni.zone_threat`), adds what its power brings (the Joueuse on the
  leader's start zone and the Ronin's escort near enemy Fertile grounds count, the Profanateur
  blocking the bot's own Tsukuyumi conquests counts against), plays the best few out with `sim`
  and places one only when it beats the ordinary choice; easy places one, a third of the time,
  somewhere not next to its own zones;
- the Trois Ombres' other zones: the best rated zones (normal), random fair ones (easy);
- the Horreur's extra attack (TS-M8.8, mandatory): normal plays every target out and keeps the
  best, easy a random target that is not its own;
- the Sombre témoin's hunt (TS-M8.11): normal hunts when the outcome beats its best ordinary Oni
  conquest (`policy_oni.conquest`), easy when a prey is another seat's;
- the Ronin's second step (TS-M8.25): `policy_oni.plans` aims two zones away;
- the Joueuse's results: the cheapest units lost (TS-42.5's value), the Tsukuyumi marker next to
  the leader's zones (normal) or anywhere (easy).
"""

from __future__ import annotations

from game.tsukuyumi.actions import Action
from game.tsukuyumi.bots import sim
from game.tsukuyumi.bots.policy import Ctx, best_by_outcome
from game.tsukuyumi.bots.value import Index, leader, open_adjacent, relative
from game.tsukuyumi.damage import unit_value
from game.tsukuyumi.modules.legendary_data import KEYS
from game.tsukuyumi.state import Coord, State

TOP_LEGENDS = 4
"""Legendary placements played out per decision (normal), after the quick rating."""
EASY_ODDS = 3
"""Easy places a legendary Oni one time in this many when it can."""
LEGEND_KINDS = ("legend",)


def _threat(st: State, ix: Index, me: int, at: Coord, top: int) -> float:
    from game.tsukuyumi.bots.policy_oni import zone_threat

    return zone_threat(st, ix, me, at, top)


def _fair(st: State, ix: Index, me: int, at: Coord) -> bool:
    """Not one of the bot's zones and not next to one, no unit of its own there."""
    from game.tsukuyumi.bots.policy_oni import own_stake

    return not any(own_stake(ix, me, z) for z in (at, *open_adjacent(st.board).get(at, ())))


def _at(a: Action) -> Coord:
    return (a.args[-2], a.args[-1])


def rate_legend(st: State, ix: Index, me: int, a: Action, top: int) -> float:
    """A quick rating of placing legendary Oni `a.args[0]` on its zone."""
    key = KEYS[a.args[0]]
    at = _at(a)
    score = 1.5 * _threat(st, ix, me, at, top)
    if key == "gambler":  # TS-M8.20: on the leader's start zone, never one's own
        owner = next((s for s in range(st.n) if st.seats[s].start == at), None)
        score += 3.0 if owner == top else -6.0 if owner == me else 1.0
    elif key == "ronin":  # TS-M8.24: the escort goes to the other Fertile grounds
        score += sum(_threat(st, ix, me, z.pos, top) for z in st.board.zones
                     if z.zone_type == "fertile" and z.kind == "area" and z.pos != at)
    elif key == "defiler":  # TS-M8.16: it also blocks the bot's own Tsukuyumi conquests
        score -= 0.5 * sum(1 for o in ix.owner.values() if o == me)
    return score


def placement(ctx: Ctx, ordinary: Action | None) -> Action | None:
    """A `legend` action when placing a legendary Oni beats `ordinary` (None: keep it)."""
    legends = ctx.of(*LEGEND_KINDS)
    if not legends:
        return None
    st = ctx.st
    ix = Index(st)
    if not ctx.normal:
        fair = [a for a in legends if _fair(st, ix, ctx.me, _at(a))]
        if ordinary is not None and (not fair or ctx.r.randint(0, EASY_ODDS - 1)):
            return None
        return ctx.r.choice(fair or legends)
    top = leader(st, ctx.me)
    rated = sorted(legends, key=lambda a: rate_legend(st, ix, ctx.me, a, top), reverse=True)
    options = rated[:TOP_LEGENDS] + ([ordinary] if ordinary is not None else [])
    best = best_by_outcome(ctx, options)
    if best is None or best[0] == ordinary:
        return None
    return best[0]


def shadow(ctx: Ctx) -> Action:
    """The next Shadow's zone (TS-M8.18)."""
    st = ctx.st
    ix = Index(st)
    spots = ctx.of("shadow")
    if not ctx.normal:
        fair = [a for a in spots if _fair(st, ix, ctx.me, _at(a))]
        return ctx.r.choice(fair or spots)
    top = leader(st, ctx.me)
    return max(spots, key=lambda a: _threat(st, ix, ctx.me, _at(a), top))


def horror(ctx: Ctx) -> Action | None:
    """The Horreur's extra attack or step (TS-M8.8, TS-M8.9), when it is owed."""
    options = ctx.of("horror", "horror_step")
    if not options:
        return None
    st = ctx.st
    ix = Index(st)
    from game.tsukuyumi.bots.policy_oni import own_stake

    fair = [a for a in options if not own_stake(ix, ctx.me, _at(a))] or options
    if not ctx.normal:
        return ctx.r.choice(fair)
    best = best_by_outcome(ctx, fair)
    return best[0] if best else fair[0]


def hunt(ctx: Ctx, ordinary: tuple[float, Action] | None) -> Action | None:
    """The Sombre témoin's hunt when it beats the ordinary conquest `ordinary` (its value and
    first action; None when there is none)."""
    hunts = ctx.of("hunt")
    if not hunts:
        return None
    st = ctx.st
    ix = Index(st)
    from game.tsukuyumi.bots.policy_oni import own_stake

    fair = [a for a in hunts if not own_stake(ix, ctx.me, _at(a))]
    if not ctx.normal:
        if fair and (ordinary is None or ctx.r.randint(0, 1) == 0):
            return ctx.r.choice(fair)
        return None if ordinary is not None else ctx.r.choice(hunts)
    best = best_by_outcome(ctx, fair or hunts)
    if best is None:
        return None
    if ordinary is None or best[1] > ordinary[0]:
        return best[0]
    return None


def gamble_lose(ctx: Ctx) -> Action:
    """Result 1 or 2 of the Joueuse: the cheapest unit goes (TS-M8.21)."""
    units = {u.uid: u for u in ctx.st.units}
    return min(ctx.legal, key=lambda a: unit_value(units[a.args[0]])
               if a.args and a.args[0] in units else 0)


def gamble_mark(ctx: Ctx) -> Action:
    """Result 4 of the Joueuse: a Tsukuyumi marker where Oni would hurt the leader (normal)."""
    if not ctx.normal:
        return ctx.r.choice(list(ctx.legal))
    st = ctx.st
    ix = Index(st)
    top = leader(st, ctx.me)
    return max(ctx.legal, key=lambda a: _threat(st, ix, ctx.me, _at(a), top))


def value_of(ctx: Ctx, action: Action) -> float | None:
    """The relative value after `action` and what it opens (None: not legal)."""
    out = sim.after(ctx.st, ctx.me, action)
    return None if out is None else relative(out, ctx.me)


__all__ = ["gamble_lose", "gamble_mark", "horror", "hunt", "placement", "rate_legend",
           "shadow", "value_of"]
