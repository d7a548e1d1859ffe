"""Per-family choices of the Tsukuyumi bots (TS-42.10): the decisions inside a step.

Each function takes a `Ctx` (the view, the legal actions, the bot's generator, its level) and
returns a legal action, or None where skipping is allowed and the level prefers to skip. The
turn-level order, the Oni and the setup live in `policy_turn.py`, `policy_oni.py` and
`policy_setup.py`.

- damage assignment (TS-7.13): best defence (TS-42.5) for one's own units; for the Oni as
  their chooser (TS-7.27) best defence too, unless the Oni threaten the bot more than the
  attacker does, then worst defence (TS-42.6);
- splits (TS-7.12, TS-7.23): the 5-damage grid of TS-42.7, each share answered by best
  defence, valuing the units destroyed by owner: the bot's own count against, the leader's
  most, the Oni's a little;
- ripostes (TS-7.18): normal plays each allowed riposte out (`sim.after`) and keeps the best
  relative value, plus, for Retreat, the survivors' worth when the zone is lost anyway
  (TS-42.10: Counter-attack when it destroys more than Retreat saves, Protection when the
  re-assignment saves more, Retreat when the zone is lost anyway); easy counter-attacks when
  it can;
- production (TS-5.13): normal values every item by the position after it, looking one item
  ahead for what the PP left can still buy; easy buys the strongest unit it can afford;
- events (TS-5.7, TS-5.8): draws the face-up card it values most (or blind), plays a card
  when the position after it is better, else keeps it;
- anything else (faction choices, event parameters …): normal plays each option out and keeps
  the best; easy picks at random, finishing a step one time in three.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.core.rng import MutableRng
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.bots import sim
from game.tsukuyumi.bots.value import Index, leader, relative, unit_points, unit_weight
from game.tsukuyumi.damage import oni_action_seat, options_of, proposed_pick, targets
from game.tsukuyumi.defence import value_lost
from game.tsukuyumi.event_deck import event_card
from game.tsukuyumi.production_items import UNIT_INDEX
from game.tsukuyumi.state import ONI, Prompt, State
from game.tsukuyumi.view import View

GENERIC_LIMIT = 16
"""At most this many options played out by the generic choice."""
FINISH = ("done", "events_done", "effect_done", "terra_done", "free_done", "arm_done",
          "hitrun_done", "oni_done", "reinforce_done", "noriposte", "conquest_skip", "end",
          "ready", "go", "cancel", "fzone_done")
EVENT_WORTH = {
    "damage": 1.5, "rotate_tiles": 0.3, "place_barriers": 0.5, "open_passages": 0.3,
    "move_units": 1.0, "combat": 1.8, "add_characteristic": 0.6, "cancel_characteristic": 0.6,
    "production": 1.5, "redeploy": 0.8, "oni_unrest": 0.8, "oni_placement": 0.5,
    "defence_bonus": 0.8, "remove_markers": 0.5, "scout": 0.4, "move_bonus": 0.8,
    "initiative_up": 1.0}
"""A rough worth of each event effect (TS-31), for choosing a face-up card to draw."""
BLIND_WORTH = 0.8
FACTION_WORTH = 1.2
"""M4: a draw from the faction-event deck (TS-M4.2): the cards always favour their faction
(TS-M4.3), so they beat a blind common draw."""
ITEMS = ("buy", "upgrade", "uplink", "weapon", "discount")
BEST_KINDS = 3
"""Unit kinds whose every placement is rated (the others at one zone only)."""


@dataclass
class Ctx:
    """One decision: the view, the legal actions, the generator and the level."""

    view: View
    legal: tuple[Action, ...]
    r: MutableRng
    level: str
    _st: State | None = field(default=None, repr=False)

    @property
    def me(self) -> int:
        """The bot's seat."""
        assert self.view.seat is not None
        return self.view.seat

    @property
    def st(self) -> State:
        """A state drawn from the view (TS-42.11), once per decision."""
        if self._st is None:
            self._st = sim.draw_state(self.view, self.r)
        return self._st

    @property
    def normal(self) -> bool:
        """normal or hard: the levels that look ahead."""
        return self.level != "easy"

    def of(self, *kinds: str) -> list[Action]:
        """The legal actions of these kinds."""
        return [a for a in self.legal if a.kind in kinds]

    def has(self, *kinds: str) -> bool:
        """Is an action of one of these kinds legal?"""
        return any(a.kind in kinds for a in self.legal)

    def finisher(self) -> Action | None:
        """The legal action that closes the step, if any."""
        for kind in FINISH:
            if Action(kind) in self.legal:
                return Action(kind)
        return None


# --- playing options out ----------------------------------------------------------------------

def best_by_outcome(ctx: Ctx, options: Sequence[Action], resolve: bool = True,
                    bonus: dict[Action, float] | None = None) -> tuple[Action, float] | None:
    """The option whose outcome has the best relative value, and that value."""
    best: tuple[Action, float] | None = None
    for a in options:
        nxt = (sim.after if resolve else sim.pending_only)(ctx.st, ctx.me, a)
        if nxt is None:
            continue
        v = relative(nxt, ctx.me) + (bonus or {}).get(a, 0.0)
        if best is None or v > best[1] + 1e-9:
            best = (a, v)
    return best


def generic(ctx: Ctx) -> Action:
    """Any decision without a policy of its own (see the module docstring)."""
    legal = list(ctx.legal)
    done = ctx.finisher()
    if not ctx.normal:
        others = [a for a in legal if a != done]
        if done is not None and (not others or ctx.r.randint(0, 2) == 0):
            return done
        return ctx.r.choice(others)
    if len(legal) > GENERIC_LIMIT:
        keep = [done] if done is not None else []
        legal = keep + ctx.r.shuffle([a for a in legal if a != done])[:GENERIC_LIMIT]
    best = best_by_outcome(ctx, legal)
    return best[0] if best else legal[0]


# --- damage (TS-7.13, TS-7.27, TS-42.5, TS-42.6) ---------------------------------------------

def threat_to(ix: Index, seat: int, owner: int) -> int:
    """How much conquest `owner` brings to bear on the seat's zones."""
    return sum(ix.potential(at, owner) for at, o in ix.owner.items() if o == seat)


def assign(ctx: Ctx, top: Prompt) -> Action:
    """The next unit to take damage."""
    st = ctx.st
    worst = False
    owner = int(top.data[0])
    if owner == ONI and ctx.normal and oni_action_seat(st) != ctx.me and st.combat is not None:
        ix = Index(st)
        attacker = st.combat.attacker
        worst = attacker >= 0 and threat_to(ix, ctx.me, ONI) > threat_to(ix, ctx.me, attacker)
    pick = Action("assign", (proposed_pick(st, top, worst=worst),))
    return pick if pick in ctx.legal else ctx.legal[0]


def split_parts(top: Prompt) -> tuple[tuple[int, int], int, tuple[int, ...], tuple[int, ...]]:
    """A `split` prompt's zone, total, recipients and shares given so far (damage.py's data:
    q, r, flags, total, n, recipients…, shares…)."""
    q, r, _flags, total, n, *rest = top.data
    return (int(q), int(r)), int(total), tuple(int(x) for x in rest[:n]), \
        tuple(int(x) for x in rest[n:])


def split(ctx: Ctx, top: Prompt) -> Action:
    """The next share of a split (TS-42.7, weighted by owner)."""
    st = ctx.st
    at, total, recipients, shares = split_parts(top)
    left = total - sum(shares)
    rest = recipients[len(shares):]
    top_seat = leader(st, ctx.me)

    def weight(owner: int) -> float:
        if owner == ctx.me:
            return -2.0
        if owner == ONI:
            return 0.4
        return 1.3 if owner == top_seat else 1.0

    groups = [(weight(o), options_of(st, targets(st, o, at))) for o in rest]
    best: tuple[float, int] | None = None

    def walk(i: int, amount: int, first: int, acc: float) -> None:
        nonlocal best
        w, opts = groups[i]
        if i == len(groups) - 1:
            v = acc + w * value_lost(opts, amount)
            if best is None or v > best[0]:
                best = (v, first)
            return
        for x in sorted(set(range(0, amount + 1, 5)) | {amount}):
            walk(i + 1, amount - x, x if i == 0 else first, acc + w * value_lost(opts, x))

    walk(0, left, 0, 0.0)
    share = Action("split", (best[1] if best else left,))
    return share if share in ctx.legal else ctx.legal[-1]


# --- ripostes (TS-7.18–TS-7.29, TS-42.10) ------------------------------------------------------

def retreat_bonus(st: State, me: int, owner: int) -> float:
    """What Retreat saves: the survivors' worth when the zone is lost anyway."""
    c = st.combat
    if c is None or owner < 0:
        return 0.0
    ix = Index(st)
    mine = [u for u in st.units if u.owner == owner and u.at == c.at
            and u.uid in c.combatants and u.uid not in c.destroyed]
    power = ix.conquest.get(c.at, {}).get(c.attacker, 0)
    lost = ix.owner.get(c.at) == c.attacker or (
        c.attacker >= 0 and power >= ix.need(c.at, c.attacker))
    if not mine or not lost:
        return 0.0
    more = st.turn is not None and st.turn.seat == c.attacker and any(
        code == "C" for code, _ in st.turn.left)
    return (0.6 if more else 0.3) * unit_weight(st) * sum(unit_points(u.kind) for u in mine)


def riposte(ctx: Ctx, top: Prompt) -> Action:
    """A riposte for oneself, or for the Oni as their chooser (TS-7.27)."""
    owner = int(top.data[0])
    if not ctx.normal:
        counter = Action("riposte", (0,))
        if counter in ctx.legal:
            return counter
        return Action("noriposte") if Action("noriposte") in ctx.legal else ctx.legal[0]
    bonus = retreat_bonus(ctx.st, ctx.me, owner)
    extra = {a: bonus for a in ctx.legal if a.kind == "retreat"}
    best = best_by_outcome(ctx, list(ctx.legal), bonus=extra)
    return best[0] if best else ctx.legal[0]


def ammo(ctx: Ctx) -> Action:
    """Ammo loss (TS-7.29): the attacker's strongest Weapon goes."""
    return max(ctx.legal, key=lambda a: data.WEAPONS[a.args[0]].bonus if a.args else -1)


# --- production (TS-5.13–TS-5.20) --------------------------------------------------------------

def item_cost(st: State, a: Action, free_units: int = 0, free_weapons: int = 0) -> int:
    """The PP an item costs."""
    if a.kind == "buy":
        return 0 if free_units else data.UNITS[a.args[0]].cost
    if a.kind == "upgrade":
        unit = next((u for u in st.units if u.uid == a.args[0]), None)
        cost = data.upgrade_cost(unit.kind, data.UNITS[a.args[1]].key) if unit else None
        return cost or 1
    if a.kind == "uplink":
        return data.UPLINKS[f"U{a.args[0]}"].cost
    if a.kind == "weapon":
        return 0 if free_weapons else data.WEAPONS[a.args[0]].cost
    return data.NOMAD_DISCOUNT.cost


def produce(ctx: Ctx, budget: int, free_units: int = 0, free_weapons: int = 0) -> Action | None:
    """The next item to buy, None to stop (see the module docstring)."""
    items = ctx.of(*ITEMS)
    if not items:
        return None
    if not ctx.normal:
        return easy_item(ctx, items)
    st = ctx.st
    base = relative(st, ctx.me)
    rated: list[tuple[float, int, Action]] = []
    units: list[float] = []
    weapons: list[float] = []

    def rate(a: Action) -> float | None:
        nxt = sim.pending_only(st, ctx.me, a)
        if nxt is None:
            return None
        gain = relative(nxt, ctx.me) - base
        rated.append((gain, item_cost(st, a, free_units, free_weapons), a))
        (units if a.kind == "buy" else weapons if a.kind == "weapon" else []).append(gain)
        return gain

    for a in items:
        if a.kind not in ("discount", "buy"):
            rate(a)
    # units: each kind at one zone first (the start zone when it may go there), then every
    # zone for the best kinds
    by_kind: dict[int, list[Action]] = {}
    for a in items:
        if a.kind == "buy":
            by_kind.setdefault(a.args[0], []).append(a)
    start = st.seats[ctx.me].start
    first: list[tuple[float, int]] = []
    for kind, acts in by_kind.items():
        probe = next((a for a in acts if (a.args[1], a.args[2]) == start), acts[0])
        gain = rate(probe)
        if gain is not None:
            first.append((gain, kind))
    for _, kind in sorted(first, reverse=True)[:BEST_KINDS]:
        for a in by_kind[kind]:
            if not any(a == b for _, _, b in rated):
                rate(a)
    deal = data.NOMAD_DISCOUNT
    discount = Action("discount")
    if discount in items and units:
        top_units = sorted(units, reverse=True)[:deal.units]
        gain = sum(top_units) + max(weapons, default=0.0) * deal.weapons
        rated.append((gain, deal.cost, discount))
    if not rated or max(g for g, _, _ in rated) <= 0.02:
        return None

    def follow(left: int, skip: Action) -> float:
        return max((g for g, c, a in rated if c <= left and a != skip and g > 0), default=0.0)

    return max(rated, key=lambda t: (t[0] + 0.9 * follow(budget - t[1], t[2]), -t[1]))[2]


def easy_item(ctx: Ctx, items: list[Action]) -> Action | None:
    """A beginner's item: the strongest unit per PP, somewhere legal; sometimes an upgrade."""
    buys = [a for a in items if a.kind == "buy"]
    if buys and ctx.r.randint(0, 3) > 0:
        def strength(a: Action) -> float:
            u = data.UNITS[a.args[0]]
            return (u.conquest + u.attack) / max(1, u.cost)
        top = max(strength(a) for a in buys)
        return ctx.r.choice([a for a in buys if strength(a) >= top])
    others = [a for a in items if a.kind != "buy"]
    return ctx.r.choice(others or buys)


# --- events (TS-5.7–TS-5.12) -------------------------------------------------------------------

def draw_choice(ctx: Ctx) -> Action:
    """The face-up card worth most, a blind draw, or the faction deck (M4)."""
    draws = ctx.of("draw") + ctx.of("fdraw")
    if not ctx.normal:
        return ctx.r.choice(draws)

    def worth(a: Action) -> float:
        if a.kind == "fdraw":
            return FACTION_WORTH
        slot = a.args[0]
        if slot < len(ctx.view.event_display) and ctx.view.event_display[slot]:
            return EVENT_WORTH.get(event_card(ctx.view.event_display[slot]).effect_name, 0.5)
        return BLIND_WORTH

    return max(draws, key=worth)


ROUND_CARD_BONUS = 0.3
"""M4: a faction event that acts later in the round (a "this round" flag, TS-M4.4) changes
nothing at once, so its outcome is rated this much above the state it leaves; Solar Laser,
which may destroy the bot's own units, gets nothing."""


def round_card_bonus(plays: Sequence[Action]) -> dict[Action, float]:
    """The bonus of each `fplay` of a "this round" faction event (M4)."""
    if not any(a.kind == "fplay" for a in plays):
        return {}
    from game.tsukuyumi.modules.m4_faction_events import CARDS

    return {a: ROUND_CARD_BONUS for a in plays if a.kind == "fplay" and a.args
            and CARDS[a.args[0]].effect in ("flag", "feast")
            and CARDS[a.args[0]].key != "solar_laser"}


def events(ctx: Ctx, opening: bool = False) -> Action | None:
    """The next step of an Events action: draw first, then play what helps, then stop."""
    if ctx.has("draw", "fdraw"):
        return draw_choice(ctx)
    plays = ctx.of("play") + ctx.of("fplay")
    if plays:
        if not ctx.normal:
            if ctx.r.randint(0, 1) == 0:
                return ctx.r.choice(plays)
        else:
            if len(plays) > GENERIC_LIMIT:
                plays = ctx.r.shuffle(plays)[:GENERIC_LIMIT]
            best = best_by_outcome(ctx, plays, bonus=round_card_bonus(plays))
            if best is not None and best[1] > relative(ctx.st, ctx.me) + 0.05:
                return best[0]
    if opening:
        return None
    return Action("events_done") if Action("events_done") in ctx.legal else ctx.legal[0]


# --- Boarlords Terraformings (TS-23.9–TS-23.13) --------------------------------------------

def terraform(ctx: Ctx) -> Action | None:
    """A Fortress or a Cover on a held zone worth guarding; edge markers are left alone."""
    st = ctx.st
    ix = Index(st)
    best: tuple[float, Action] | None = None
    for a in ctx.of("terra"):
        unit = next((u for u in st.units if u.uid == a.args[0]), None)
        if unit is None:
            continue
        held = ix.owner.get(unit.at) == ctx.me
        danger = max((ix.potential(unit.at, o) for o in range(st.n) if o != ctx.me),
                     default=0)
        score = (1.0 if held else 0.2) * (1 + danger / 40)
        score *= 1.0 if a.args[1] == 2 else 0.6  # Fortress first (TS-23.12)
        if not ctx.normal:
            score = ctx.r.random()
        if best is None or score > best[0]:
            best = (score, a)
    if best is not None:
        return best[1]
    return ctx.finisher()


def unit_index(key: str) -> int:
    """A unit key's number in the notation."""
    return UNIT_INDEX[key]
