"""The Oni policy of the Tsukuyumi bots (TS-8, TS-42.10): place and attack to hurt the
leader, never oneself unless forced.

- Oni placement (TS-8.7, `oni <size> <q> <r>`): each legal zone is rated by the territories
  around it — another seat's zone counts for (the leader's most), one of the bot's own zones
  and its units there count heavily against; normal puts its largest Oni on the best zone;
  easy picks at random among the zones next to none of its own (when there is one).
- Oni conquest (TS-8.11–TS-8.13): normal plays out every origin and target (the Oni of the
  origin that can step into the target go there, then `oni_target`) with `sim` and keeps the
  best relative value, leaving out targets that are its own zones or hold its units while any
  other remains, and targets the Oni would reach only through Mines (TS-22.10); inside the
  conquest it recomputes the best target for the chosen origin and
  plays the next move towards it. Easy picks targets at random among those that are not its
  own.
- The fallback moves (TS-8.16): normal moves Oni towards the leader's zones while that raises
  the rating; easy stops at once.
- Oni Reinforcement (TS-7.28): the placement rating, stopping when no zone rates above zero.
- A legendary Oni instead of an Oni, the Sombre témoin's hunt, the Ronin's two zones
  (TS-M8): `policy_legend` weighs them against the ordinary choice.
- The modules may rate plans higher (`QUICK`) or ask for a move first (`PREFER`): M7's Oni
  missions (`policy_modules`).
"""

from __future__ import annotations

from collections.abc import Callable

from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import neighbour_zones
from game.tsukuyumi.bots import sim
from game.tsukuyumi.bots.policy import Ctx
from game.tsukuyumi.bots.value import Index, leader, open_adjacent, relative
from game.tsukuyumi.combat_base import conquest_of
from game.tsukuyumi.geometry import can_step
from game.tsukuyumi.oni import is_target, oni_at, steps_of
from game.tsukuyumi.state import ONI, Coord, State

TOP_PLANS = 8
"""Origin/target pairs played out, after a quick rating."""
QUICK: list[Callable[[State, int, Coord, Coord], float]] = []
"""The modules' bonus to an origin/target pair's quick rating (M7: a card the conquest would
take), asked only with modules on."""
PREFER: list[Callable[[Ctx], Action | None]] = []
THREAT: list[Callable[[State, Index, int, Coord, int], float]] = []
"""The modules' change to an Oni zone's threat rating (state, index, bot, zone, leader),
asked only with modules on (M6 Oni Revenge: the Oni attack units, not zones)."""
"""The modules' preferred move inside an Oni conquest or in its fallback moves (M7: an Oni
into the bot's own start zone), asked first by normal and hard; None: the usual policy."""


def _preferred(ctx: Ctx) -> Action | None:
    if not PREFER or not ctx.normal or not ctx.st.option("modules"):
        return None
    for prefer in PREFER:
        a = prefer(ctx)
        if a is not None and a in ctx.legal:
            return a
    return None


def zone_threat(st: State, ix: Index, me: int, at: Coord, top: int) -> float:
    """How much an Oni on `at` hurts the others rather than the bot."""
    score = 0.0
    for z in (at, *open_adjacent(st.board).get(at, ())):
        owner = ix.owner.get(z)
        if owner is None or owner < 0:
            continue
        if owner == me:
            score -= 2.0
        else:
            score += 1.5 if owner == top else 1.0
    if ix.conquest.get(at, {}).get(me, 0):
        score -= 1.5
    if THREAT and st.option("modules"):
        score += sum(rule(st, ix, me, at, top) for rule in THREAT)
    return score


def own_stake(ix: Index, me: int, at: Coord) -> bool:
    """Is `at` one of the bot's zones, or does it hold the bot's units?"""
    return ix.owner.get(at) == me or bool(ix.conquest.get(at, {}).get(me, 0))


def place(ctx: Ctx) -> Action:
    """The next Oni to place (`oni`, `reinforce`, a legendary one) or `oni_convert` /
    `reinforce_done`."""
    from game.tsukuyumi.bots import policy_legend

    ordinary = _place(ctx)
    if ordinary is not None and ordinary.kind == "legend":
        return ordinary
    return policy_legend.placement(ctx, ordinary) or ordinary or ctx.finisher() or ctx.legal[0]


def _place(ctx: Ctx) -> Action | None:
    """The ordinary Oni to place, or the finisher (None when neither is legal)."""
    placing = ctx.of("oni", "reinforce")
    if not placing:
        return ctx.finisher()
    st = ctx.st
    ix = Index(st)
    if not ctx.normal:
        fair = [a for a in placing if not any(
            own_stake(ix, ctx.me, z) for z in ((a.args[1], a.args[2]), *open_adjacent(
                st.board).get((a.args[1], a.args[2]), ())))]
        return ctx.r.choice(fair or placing)
    top = leader(st, ctx.me)
    rated = {}
    for a in placing:
        at = (a.args[1], a.args[2])
        if at not in rated:
            rated[at] = zone_threat(st, ix, ctx.me, at, top)
    best_zone = max(sorted(rated), key=lambda z: rated[z])
    if placing[0].kind == "reinforce" and rated[best_zone] <= 0 and ctx.finisher():
        return ctx.finisher()

    def size(a: Action) -> int:
        if a.kind == "oni":
            return a.args[0]
        return data.SIZES.index(data.ONI_UNITS[a.args[0]].size)

    return max((a for a in placing if (a.args[1], a.args[2]) == best_zone), key=size)


def _play_plan(st: State, me: int, origin: Coord, goal: Coord,
               opened: bool) -> State | None:
    """Carry out an Oni conquest from `origin` against `goal` in a copy."""
    if not opened:
        nxt = sim.apply(st, me, Action("oni_zone", origin))
        if nxt is None:
            return None
        st = nxt
    for _ in range(8):
        legal = sim.RULES.legal_actions(st, me)
        target = Action("oni_target", goal)
        move = _toward(st, legal, goal, origin) if goal != origin else None
        if target in legal and (move is None or (move.args[1], move.args[2]) != goal):
            return sim.after(st, me, target)
        if move is not None:
            nxt = sim.apply(st, me, move)
        else:
            return None
        if nxt is None:
            return None
        st = nxt
    return None


def plans(st: State, me: int, origin: Coord) -> list[Coord]:
    """The targets an Oni conquest from `origin` may aim at (two zones away with the Ronin,
    TS-M8.25)."""
    out = [origin] if is_target(st, origin) else []
    adj: set[Coord] = set()
    for nb in neighbour_zones(st.board, origin):
        steppers = [u for u in oni_at(st, origin) if can_step(st, u, origin, nb)]
        if not steppers:
            continue
        far = any(steps_of(st, u, origin, ()) for u in steppers)  # TS-M8.25, TS-M6.4
        if is_target(st, nb):
            adj.add(nb)
        if far:
            adj |= {z for z in neighbour_zones(st.board, nb) if z != origin
                    and is_target(st, z)}
    return out + sorted(adj)


def _toward(st: State, legal: tuple[Action, ...], goal: Coord,
            origin: Coord) -> Action | None:
    """An `oni_move` into `goal`, else, when the Oni of `origin` may go two zones (TS-M8.25),
    one into a zone next to it."""
    moves = [a for a in legal if a.kind == "oni_move"]
    into = [a for a in moves if (a.args[1], a.args[2]) == goal]
    if into:
        return into[0]
    moved = tuple(int(x) for x in st.pending[-1].data[2:]) if st.pending else ()
    if not any(steps_of(st, u, origin, moved) for u in st.units if u.owner == ONI):
        return None
    near = set(neighbour_zones(st.board, goal))
    via = [a for a in moves if (a.args[1], a.args[2]) in near]
    return via[0] if via else None


def mined(st: State, at: Coord) -> bool:
    """Mines lie there: Oni stepping in take their damage (TS-22.10)."""
    return any(m.at == at and m.mines for m in st.marks)


def conquest(ctx: Ctx, opened_at: Coord | None = None) -> Action:
    """An Oni conquest: the origin (`oni_zone`), then moves and the target."""
    st = ctx.st
    ix = Index(st)
    me = ctx.me
    if opened_at is None and not ctx.has("oni_zone", "hunt"):
        return shift(ctx)
    if opened_at is None and ctx.has("hunt"):
        return _with_hunt(ctx)
    if opened_at is not None:
        preferred = _preferred(ctx)
        if preferred is not None:
            return preferred
    origins = [opened_at] if opened_at is not None else [
        (a.args[0], a.args[1]) for a in ctx.of("oni_zone")]
    pairs = [(o, t) for o in origins for t in plans(st, me, o)]
    if opened_at is not None:  # zones the Oni already moved into count too (TS-8.13)
        pairs += [(opened_at, (a.args[0], a.args[1])) for a in ctx.of("oni_target")
                  if (opened_at, (a.args[0], a.args[1])) not in pairs]
    fair = [p for p in pairs if not own_stake(ix, me, p[1])]
    pairs = fair or pairs
    safe = [p for p in pairs if p[0] == p[1] or not mined(st, p[1])]
    pairs = safe or pairs
    if not pairs:
        return ctx.legal[0]
    if not ctx.normal:
        origin, goal = ctx.r.choice(pairs)
    else:
        top = leader(st, me)

        def quick(p: tuple[Coord, Coord]) -> float:
            o, t = p
            power = conquest_of(st, oni_at(st, o))  # TS-M6.4 Renewed Strength
            owner = ix.owner.get(t)
            value = ((2.0 if owner == top else 1.0 if owner is not None and owner >= 0 else 0.3)
                     + (1.0 if power >= ix.need(t, ONI) else 0.0))
            if QUICK and st.option("modules"):
                value += sum(bonus(st, me, o, t) for bonus in QUICK)
            return value

        best: tuple[float, tuple[Coord, Coord]] | None = None
        for p in sorted(pairs, key=quick, reverse=True)[:TOP_PLANS]:
            out = _play_plan(st, me, p[0], p[1], opened_at is not None)
            if out is None:
                continue
            v = relative(out, me)
            if best is None or v > best[0]:
                best = (v, p)
        origin, goal = best[1] if best else pairs[0]
    if opened_at is None:
        return Action("oni_zone", origin)
    target = Action("oni_target", goal)
    move = _toward(st, ctx.legal, goal, origin) if goal != origin else None
    if target in ctx.legal and (move is None or (move.args[1], move.args[2]) != goal):
        return target
    if move is not None:
        return move
    targets = ctx.of("oni_target")
    return targets[0] if targets else ctx.legal[0]


def _with_hunt(ctx: Ctx) -> Action:
    """The start of an Oni conquest when the Sombre témoin may hunt (TS-M8.11): the best
    ordinary conquest (played out) against the hunt."""
    from game.tsukuyumi.bots import policy_legend
    from game.tsukuyumi.bots.policy import Ctx as C

    plain = tuple(a for a in ctx.legal if a.kind != "hunt")
    ordinary: tuple[float, Action] | None = None
    if plain:
        sub = C(ctx.view, plain, ctx.r, ctx.level, ctx._st)
        first = conquest(sub)
        if ctx.normal and first.kind == "oni_zone":
            origin = (first.args[0], first.args[1])
            outs = [_play_plan(ctx.st, ctx.me, origin, goal, False)
                    for goal in plans(ctx.st, ctx.me, origin)]
            values = [relative(o, ctx.me) for o in outs if o is not None]
            ordinary = (max(values), first) if values else None
        else:
            ordinary = (0.0, first)
    choice = policy_legend.hunt(ctx, ordinary)
    if choice is not None:
        return choice
    return ordinary[1] if ordinary is not None else ctx.legal[0]


def shift(ctx: Ctx) -> Action:
    """The fallback Oni moves (TS-8.16)."""
    done = Action("oni_done")
    moves = ctx.of("oni_shift")
    if not moves or not ctx.normal:
        return done if done in ctx.legal else ctx.legal[0]
    preferred = _preferred(ctx)
    if preferred is not None:
        return preferred
    st = ctx.st
    ix = Index(st)
    top = leader(st, ctx.me)
    units = {u.uid: u.at for u in st.units if u.owner == ONI}

    def gain(a: Action) -> float:
        frm = units.get(a.args[0])
        to = (a.args[1], a.args[2])
        if frm is None:
            return -1.0
        return zone_threat(st, ix, ctx.me, to, top) - zone_threat(st, ix, ctx.me, frm, top)

    best = max(moves, key=gain)
    if gain(best) > 0 or done not in ctx.legal:
        return best
    return done
