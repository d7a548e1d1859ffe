"""A phase turn of the Tsukuyumi bots (TS-4.3, TS-4.9, TS-4.10): which action next.

In its turn a bot takes the white-phase actions first, then, in this order, what helps of:
Initiative (always up, TS-10.8; hard, in the last round, only to a place that scores more,
`last_orders`), the Faction effect, Events,
Production, the mandatory Oni placement and Oni conquest (TS-4.7), the Nuée Noire sacrifice
and the Boarriors' markers, a Movement plan, then combats (movement before combat, TS-4.9);
then it ends the turn.

- white phase (TS-4.10): normal rates Production (a PP's worth), Events, Movement (its best
  plan), Combat (its best combat now) and Movement + Combat together (the plan made knowing a
  combat follows, then that combat), and takes the best pair; easy takes Production and a
  Combat when the conquest helper says one succeeds now, else Movement or Events.
- combat (TS-7): normal plays every declarable combat out (`sim.after`: the attack, the
  defenders' assignments and ripostes) and fights only when the result beats not fighting —
  the forecast conquers or destroys value; hard searches its white and red Movement and
  combats with rollouts to the end of the phase, of the game in the last round
  (`search.plan`, `search.fight`, TS-42.11);
  easy fights when the conquest helper (TS-42.8) says
  a conquest succeeds, or an Annihilation can kill something, half the time.
- the Faction effect (TS-5.1): Cybersamurai's Tenno Sub-AI action is chosen like a white
  action; the Nomads take radiation immunity when a unit stands on a Radioactive zone, else
  Mines; the Nuée Noire lay Eggs and move, or fly; the Boarlords terraform.
"""

from __future__ import annotations

from dataclasses import replace

from game.tsukuyumi import cards, data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.bots import moves, policy, policy_legend, policy_oni, search
from game.tsukuyumi.bots.policy import Ctx
from game.tsukuyumi.bots.value import relative, unit_weight
from game.tsukuyumi.combat import find_card
from game.tsukuyumi.combat_base import forecast
from game.tsukuyumi.movement_plan import Plan, unpack
from game.tsukuyumi.production import productive_available
from game.tsukuyumi.round import last_round
from game.tsukuyumi.state import Prompt, State
from game.tsukuyumi.zones import has

WHITE = ("M", "C", "P", "E")
_WHITE_PAIRS: dict[tuple[object, ...], tuple[str, str]] = {}
"""The white pair chosen at a seat's first white pick (a memo of a pure choice: the second
pick would compute the same)."""
FIGHT_MARGIN = 0.1
"""How much better than not fighting a combat must look (normal)."""


# --- the turn ---------------------------------------------------------------------------------

def turn(ctx: Ctx) -> Action:
    """The next action of the bot's phase turn."""
    if ctx.has("white"):
        return white(ctx)
    for family in (initiative, faction, events, production, oni_actions, policy_legend.horror,
                   sacrifice, terra, movement, combat):
        action = family(ctx)
        if action is not None:
            return action
    end = Action("end")
    return end if end in ctx.legal else ctx.legal[0]


def initiative(ctx: Ctx) -> Action | None:
    """Move the initiative marker as far up as allowed (TS-5.2, TS-10.8); hard, in the last
    round, moves only to a place that scores more (`last_orders`)."""
    options = ctx.of("initiative")
    if ctx.level == "hard" and options and ctx.st.round >= last_round(ctx.st):
        return last_orders(ctx, options)
    ups = [a for a in options if a.args[0] < 0]
    return min(ups, key=lambda a: a.args[0]) if ups else None


def last_orders(ctx: Ctx, options: list[Action]) -> Action | None:
    """The last round's initiative move (hard): the place with the most end-of-game VP
    (TS-10.8), the smallest such move; None to stay when no move scores more.

    The first places also win the ties (TS-10.10). Hard used to rate the last place 2.5 VP
    more, for acting last in the green and red phases (TS-5.4: the last to act conquers
    without reply; in 10 four-seat games of normal bots the final red phase brought +0.0,
    +0.6, +0.3 and +2.6 VP on average to the 1st…4th to act), and so gave up every tie: in
    the bench's 200 games with every stage-2 toggle on, hard tied the best opponent on VP in
    25 and won 7 of them. Without that worth, on the same 200 games, hard won 98 instead of
    95 (ties won: 15 of 31); in the standard game's 200, 105 instead of 93 (15 games gained,
    3 lost; ties won: 12 of 26, were 5 of 22); at two players 162 of 200 instead of 160.
    Searching this move instead (staying and each legal move, rolled out to the end of the
    game with the rest of the turn, `search.choose`) changed no game's result on games
    40-79 with every toggle on nor on the standard game's games 0-39, so it was left out."""
    here = ctx.st.initiative.index(ctx.me)

    def worth(place: int) -> int:
        return {0: 2, 1: 1}.get(place, 0)

    best = max(options, key=lambda a: (worth(here + a.args[0]), -abs(a.args[0])))
    return best if worth(here + best.args[0]) > worth(here) else None


def events(ctx: Ctx) -> Action | None:
    """Open the Events action with a draw (or a worthwhile play)."""
    if not ctx.has("draw", "play", "fdraw", "fplay"):
        return None
    return policy.events(ctx, opening=True)


def production(ctx: Ctx) -> Action | None:
    """Open a Production action with its best item."""
    if not ctx.has(*policy.ITEMS):
        return None
    st = ctx.st
    budget = next((v for c, v in st.turn.left if c == "P"), 0) if st.turn else 0
    budget += productive_available(st, ctx.me)
    return policy.produce(ctx, budget)


def oni_actions(ctx: Ctx) -> Action | None:
    """The mandatory Oni placement (or its conversion) and Oni conquest (TS-4.7)."""
    if ctx.has("oni", "oni_convert", "legend"):
        convert = Action("oni_convert")
        return convert if convert in ctx.legal else policy_oni.place(ctx)
    if ctx.has("oni_zone", "oni_shift", "hunt"):
        return policy_oni.conquest(ctx)
    return None


def sacrifice(ctx: Ctx) -> Action | None:
    """The Nuée Noire sacrifice (TS-21.4): a combat, when it pays (normal only)."""
    options = ctx.of("sacrifice")
    if not options or not ctx.normal:
        return None
    return best_fight(ctx, options)


def terra(ctx: Ctx) -> Action | None:
    """Boarriors' markers as their own action (rule flag every_blue_phase, TS-23.5)."""
    if not ctx.has("terra"):
        return None
    choice = policy.terraform(ctx)
    return choice if choice is not None and choice.kind == "terra" else None


# --- movement (TS-6) ---------------------------------------------------------------------------

def movement(ctx: Ctx) -> Action | None:
    """Open a Movement plan towards the level's target, when it moves anyone."""
    if not ctx.has("move"):
        return None
    st = ctx.st
    value = next((v for c, v in st.turn.left if c == "M"), 1) if st.turn else 1
    if searched(ctx, st, ()):
        plan = search.plan(ctx, st, value)
    else:
        plan = moves.target(st, ctx.me, value, (), ctx.level)
    return moves.opening(st, plan, ctx.legal) if plan else None


def searched(ctx: Ctx, base: State, allowed: tuple[int, ...]) -> bool:
    """Is this the turn's own Movement of a hard bot in a white or red turn (searched,
    TS-42.11)? Event and swarm plans keep the plain hard plan."""
    return (ctx.level == "hard" and not allowed and not base.pending
            and base.phase in ("white", "red") and base.turn is not None
            and base.turn.seat == ctx.me)


def plan_step(ctx: Ctx, top: Prompt) -> Action:
    """The next step of an open plan (the turn's Movement, E05, the swarm's move)."""
    open_plan: Plan = unpack(top)
    st = ctx.st
    base = st
    if st.pending and st.pending[-1].kind == "plan":  # the plan as if not opened yet
        base = replace(st, pending=st.pending[:-1])
    if open_plan.code == "M" and searched(ctx, base, open_plan.allowed):
        plan = search.plan(ctx, base, open_plan.value)
    else:
        plan = moves.target(base, ctx.me, open_plan.value, open_plan.allowed, ctx.level)
    return moves.next_step(base, plan, open_plan, ctx.legal)


# --- combat (TS-7) -----------------------------------------------------------------------------

def best_fight(ctx: Ctx, options: list[Action]) -> Action | None:
    """The combat whose outcome beats not fighting by the margin, if any."""
    base = relative(ctx.st, ctx.me)
    best = policy.best_by_outcome(ctx, options)
    if best is None or best[1] <= base + FIGHT_MARGIN:
        return None
    return best[0]


def combat(ctx: Ctx) -> Action | None:
    """A combat to declare, or None."""
    options = ctx.of("combat")
    if not options:
        return None
    if ctx.level == "hard" and ctx.st.phase in ("white", "red"):
        return search.fight(ctx, options, FIGHT_MARGIN)
    if ctx.normal:
        return best_fight(ctx, options)
    st = ctx.st
    faction = st.seats[ctx.me].faction
    conquests, blows = [], []
    for a in options:
        card = find_card(faction, a.args[2])
        at = (a.args[0], a.args[1])
        if card is None:
            continue
        mine, need = forecast(st, ctx.me, at)
        if card.conquers and mine >= need:
            conquests.append(a)
        elif card.damages and card.card_type == "annihilation" and can_kill(st, ctx.me, at):
            blows.append(a)
    if conquests:
        return ctx.r.choice(conquests)
    if blows and ctx.r.randint(0, 1) == 0:
        return ctx.r.choice(blows)
    return None


def can_kill(st: State, me: int, at: tuple[int, int]) -> bool:
    """Does the seat's attack in `at` reach the health of some enemy unit there?"""
    here = [u for u in st.units if u.at == at]
    attack = sum(data.UNIT_BY_KEY[u.kind].attack for u in here if u.owner == me)
    return any(u.owner != me and data.UNIT_BY_KEY[u.kind].health <= attack for u in here)


# --- the white phase (TS-4.10) and Tenno Sub-AI (TS-20.2) --------------------------------------

def single_gains(ctx: Ctx, codes: tuple[str, ...]) -> dict[str, float]:
    """What one more action of each code would bring now (normal)."""
    st = ctx.st
    me = ctx.me
    base = relative(st, me)
    out: dict[str, float] = {}
    if "P" in codes:
        out["P"] = unit_weight(st) * 1.9  # a 1-PP unit
    if "E" in codes:
        held = len(st.seats[me].events)
        out["E"] = 0.35 + (0.25 if held else 0.0)
    if "M" in codes:
        plan = moves.target(st, me, 1, (), ctx.level)
        after = moves.moved(st, {uid: p[-1] for uid, p in plan.items()})
        out["M"] = relative(after, me) - base
    if "C" in codes:
        out["C"] = moves.best_after_combats(moves.with_combat(st, me), me) - base
    if "M" in codes and "C" in codes:
        armed = moves.with_combat(st, me)
        plan = moves.target(armed, me, 1, (), ctx.level)
        after = moves.moved(armed, {uid: p[-1] for uid, p in plan.items()})
        out["MC"] = moves.best_after_combats(after, me) - base
    return out


def white(ctx: Ctx) -> Action:
    """The next white-phase action (two different ones, TS-4.10)."""
    st = ctx.st
    taken = st.turn.white if st.turn is not None else ()
    open_codes = tuple(c for c in WHITE if c not in taken
                       and Action("white", (WHITE.index(c),)) in ctx.legal)
    if not open_codes:
        return ctx.legal[0]
    if not ctx.normal:
        if "P" in open_codes:
            return Action("white", (WHITE.index("P"),))
        if "C" in open_codes and easy_conquest_now(ctx):
            return Action("white", (WHITE.index("C"),))
        pick = "M" if "M" in open_codes and ctx.r.randint(0, 4) < 3 else ctx.r.choice(
            list(open_codes))
        return Action("white", (WHITE.index(pick),))
    key = (ctx.level, ctx.me, st.round, st.units, st.marks, st.seats[ctx.me].events)
    chosen = _WHITE_PAIRS.get(key)
    if taken and chosen is not None and taken[0] in chosen:  # the pair chosen at the first
        rest = [c for c in chosen if c != taken[0] and c in open_codes]
        if rest:
            return Action("white", (WHITE.index(rest[0]),))
    gains = single_gains(ctx, WHITE)
    pairs: list[tuple[float, str, tuple[str, str]]] = []
    for i, a in enumerate(WHITE):
        for b in WHITE[i + 1:]:
            if any(c not in open_codes and c not in taken for c in (a, b)):
                continue
            if taken and taken[0] not in (a, b):
                continue
            g = gains["MC"] if (a, b) == ("M", "C") else gains[a] + gains[b]
            nxt = a if a in open_codes else b  # M before C (TS-4.9); the rest in any order
            pairs.append((g, nxt, (a, b)))
    if not pairs:
        return Action("white", (WHITE.index(open_codes[0]),))
    _, code, pair = max(pairs, key=lambda t: (t[0], -WHITE.index(t[1])))
    if len(_WHITE_PAIRS) > 64:
        _WHITE_PAIRS.clear()
    _WHITE_PAIRS[key] = pair
    return Action("white", (WHITE.index(code),))


def easy_conquest_now(ctx: Ctx) -> bool:
    """Could a unit of the seat conquer its zone right now (the conquest helper)?"""
    st = ctx.st
    zones = {u.at for u in st.units if u.owner == ctx.me}
    for at in zones:
        z = st.board.index.get(at)
        if z is None or z.kind == "start" or any(m.at == at and m.owner == ctx.me
                                                 for m in st.marks):
            continue
        mine, need = forecast(st, ctx.me, at)
        if mine >= need:
            return True
    return False


def faction(ctx: Ctx) -> Action | None:
    """The Faction effect (TS-5.1), as the faction's rules offer it."""
    if ctx.has("tenno"):
        options = ctx.of("tenno")
        if not ctx.normal:
            return ctx.r.choice(options)
        gains = single_gains(ctx, tuple(WHITE[a.args[0]] for a in options))
        return max(options, key=lambda a: gains.get(WHITE[a.args[0]], 0.0))
    if ctx.has("nomad_effect"):
        st = ctx.st
        exposed = any(u.owner == ctx.me and has(st, u.at, "radioactive") for u in st.units)
        mines = Action("nomad_effect", (0,))
        if not exposed and mines in ctx.legal:
            return mines
        return Action("nomad_effect", (1,))
    if ctx.has("swarm"):
        return swarm(ctx)
    if ctx.has("terraform"):
        return Action("terraform")
    return None


def swarm(ctx: Ctx) -> Action:
    """The Nuée Noire's abilities (TS-21.3): Eggs and a move, or flight before a red move."""
    options = ctx.of("swarm")
    if not ctx.normal:
        return ctx.r.choice(options)
    st = ctx.st
    red = cards.action_card(st.seats[ctx.me].pick).red if st.seats[ctx.me].pick \
        else ()
    worth = {1: 0.8, 2: 0.6 if any(c == "M" for c, _ in red) else 0.1, 3: 1.0}
    return max(options, key=lambda a: (sum(worth.get(x, 0.0) for x in a.args), a.args))


__all__ = ["plan_step", "turn", "white"]
