"""Moonwakers bots: random, easy, normal and hard. Every bot sees only its seat's `View`.

* random: a uniformly random legal action (a baseline for the bench).
* easy: simple habits with noise: explores most of the time, places on a card whose terrain
  element some face-up combination wants, buys the *cheapest* payable combination, shelters
  with ABRI, stops when ahead; 15% of its strategic choices are random.
* normal: a heuristic evaluation on the points scale of `bots_eval` (what the display needs
  against what each face-down card may hide, accident odds with the round's modifier, the
  SCAN/PROTECTION trade-off, reactions when they pay, LABO on the best mapped card, claims
  weighing points against contested duels and wasted elements).
* hard: the normal evaluation, but PROTECTION at every opening (its +2 on every roll pays
  more than a look), and a determinized search (`bots_search`) at placement, PERMUTATION and
  claims: samples full states consistent with the view, plays the normal bot's best
  candidates out with the normal policy and evaluates them.

Decisions are keyed on the head task's kind (`view.tasks[0].kind`, public). Delays are 0:
the game is turn-based with secret simultaneous choices, nothing is real-time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.rng import MutableRng, Rng
from game.core.rules import BotMove
from game.moonwakers.actions import Action
from game.moonwakers.bots.eval import (
    ACTION_VALUE,
    BACK,
    FACE,
    NEED,
    POINTS,
    Seat,
    add,
    candidates,
    gain,
    p_duel,
    potential,
    public_can_pay,
    sub,
    vec,
    winning_now,
    wins_with,
)
from game.moonwakers.data import TERRAIN
from game.moonwakers.view import View

LEVELS = ("random", "easy", "normal", "hard")
FREE = ("use-scan", "cryogen")  # free actions offered at many decision points
BAD = -100.0
WIN_VALUE = 100.0  # a claim that wins the game at the end call (points scale)
DENY_POINTS = 10.0  # keeping a game-winning card from a rival, before the duel odds
CLAIM_WASTE = 0.5  # weight of the potential a payment wastes against the points bought
Policy = Callable[[View, Sequence[Action], Rng], BotMove]


# --- normal: score every legal action, play the best -----------------------------------------
def _options(ctx: Seat, a: Action, scan_weight: float = 1.0) -> float:
    v = ctx.view
    order = ctx.place_order()
    k = order.index(ctx.seat)
    slots = [cv for cv in v.layout if cv is not None]
    if a.kind == "scan":
        # Information pays when I still choose among several cards.
        return scan_weight * (0.7 * (1 - k / v.n) + 0.1)
    acc = sum(ctx.accident_rate(cv) for cv in slots) / max(1, len(slots))
    exposure = acc * (1.5 + ctx.lose) + acc * ctx.lose
    if ctx.has_abri:
        exposure *= 0.4
    duel = 0.15 if ctx.me.character in ("blood_moon", "dark_moon") else 0.0
    return 0.25 * exposure + duel + 0.05 * (v.n - 2)


def _slot_value(ctx: Seat, index: int) -> float:
    cv = ctx.view.layout[index]
    if cv is None:
        return BAD
    explore, mapped = ctx.slot_values(cv)
    return max(explore, mapped)


def _claim_value(ctx: Seat, a: Action) -> float:
    v = ctx.view
    spent = vec("")
    for i in a.hand:
        spent = add(spent, BACK[ctx.hand[i]])
    for i in a.mapped:
        spent = add(spent, vec(ctx.mapped_faces[i]))
    rest = tuple(n for n in v.display if n != a.index)
    left = sub(ctx.res, spent)
    after = potential(left, rest, ctx.wins)
    if unseen := ctx.unseen_combos:
        # The display refills at once (MW-1.3) from the pile: what is left may suit the
        # newcomer, one of the combinations nobody has seen leave the pile.
        after = sum(potential(left, rest + (n,), ctx.wins) for n in unseen) / len(unseen)
    waste = potential(ctx.res, rest, ctx.wins) - after
    rivals = [s for s, pv in enumerate(v.players) if s != ctx.seat and not pv.bought
              and public_can_pay(pv.hand, pv.mapped, a.index)]
    odds = 1.0
    for s in rivals:
        odds *= p_duel(ctx.me.option, v.players[s].option)
    extra = sum(NEED[a.index]) * 0.01  # prefer paying with fewer leftovers
    # A rival who could pay this card and would then call the end ahead of everyone: my
    # claim forces a duel for it (MW-6.3), the only way to keep it from them.
    deny = DENY_POINTS * odds if any((s, a.index) in ctx.threats for s in rivals) else 0.0
    if wins_with(v, a.index):
        # This card ends the game in my favour (I stop right after, MW-7.3): what the
        # payment wastes no longer matters, only the odds of getting the card.
        return WIN_VALUE * odds - extra
    return POINTS[a.index] * odds + deny - CLAIM_WASTE * waste - extra


def _labo_value(ctx: Seat, a: Action) -> float:
    v = ctx.view
    cv = v.players[a.seat].mapped[a.index]
    pool = candidates(cv, ctx.seen)
    got = 0.0
    for c in pool:
        t = TERRAIN[c]
        if t.kind == "action":
            got += ACTION_VALUE[t.action]
        elif t.kind != "storm":
            got += gain(ctx.res, BACK[c], ctx.display, ctx.wins)  # accidents: no effect
    got /= len(pool)
    if a.seat == ctx.seat:
        got -= gain(sub(ctx.res, FACE[pool[0]]), FACE[pool[0]], ctx.display, ctx.wins)
    else:
        got += 0.3  # the owner loses the card
        if _breaks_a_win(ctx, a.seat, a.index):
            got += DENY_POINTS
    return got - ACTION_VALUE["labo"] * 0.7


def _breaks_a_win(ctx: Seat, seat: int, index: int) -> bool:
    """Whether taking `seat`'s mapped card `index` leaves them unable to pay a face-up card
    that would win them the game (a LABO before the claims, MW-5.4)."""
    pv = ctx.view.players[seat]
    rest = [cv for i, cv in enumerate(pv.mapped) if i != index]
    return any(not public_can_pay(pv.hand, rest, n) for s, n in ctx.threats if s == seat)


def _accident_value(ctx: Seat, a: Action) -> float:
    head = ctx.view.tasks[0]
    if a.kind == "no-react":
        return 0.0
    prize = gain(ctx.res, BACK[head.card], ctx.display, ctx.wins) if head.extra == "own" else 0.0
    return (1 - ctx.p_ok) * (ctx.lose + prize) - 0.6 * ACTION_VALUE["abri"]


def _loss_value(ctx: Seat, a: Action) -> float:
    if a.mapped:
        face = vec(ctx.mapped_faces[a.mapped[0]])
        return -(potential(ctx.res, ctx.display, ctx.wins)
                 - potential(sub(ctx.res, face), ctx.display, ctx.wins))
    card = ctx.hand[a.hand[0]]
    if TERRAIN[card].kind == "action":
        return -ACTION_VALUE[TERRAIN[card].action]
    return -(potential(ctx.res, ctx.display, ctx.wins)
             - potential(sub(ctx.res, BACK[card]), ctx.display, ctx.wins))


def _threat(view: View, seat: int) -> bool:
    """Whether `seat` is ahead of or level with the viewer on points."""
    scores = [sum(POINTS[n] for n in pv.combos) for pv in view.players]
    return scores[seat] >= scores[view.seat or 0]


def score_action(ctx: Seat, a: Action, scan_weight: float = 1.0) -> float:
    """The normal bot's worth of one legal action (higher is better); `scan_weight` scales
    the worth of the SCAN option (the hard bot plays 0: PROTECTION every round)."""
    v = ctx.view
    head = v.tasks[0]
    kind = head.kind
    if a.kind in FREE:
        if a.kind == "use-scan" and kind == "place" and a.seat < 0:
            cv = v.layout[a.index]
            if cv is not None and cv.id < 0 and ctx.me.position < 0:
                # Look under the most promising free card before committing to it.
                return _slot_value(ctx, a.index) + 0.05
        return BAD
    if kind == "options":
        return _options(ctx, a, scan_weight)
    if kind == "looks":
        cv = v.layout[a.index]
        return BAD if cv is None or cv.id >= 0 else _slot_value(ctx, a.index)
    if kind == "ask_dash":
        if a.kind == "pass":
            return 0.0
        values = [_slot_value(ctx, i) for i in range(len(v.layout))]
        # A DASH only helps if the best card on offer is poor: swap the worst one.
        if max(values) > 0.9 or values[a.index] > min(values):
            return -0.1
        return ctx.p_ok * (0.9 - values[a.index]) * 0.3
    if kind == "ask_shortcut":
        return 0.3 if a.kind == "shortcut" and ctx.place_order()[0] != ctx.seat else 0.0
    if kind == "place":
        return _slot_value(ctx, a.index)
    if kind == "ask_permute":
        if a.kind == "pass":
            return 0.0
        mine = _slot_value(ctx, ctx.me.position)
        theirs = _slot_value(ctx, v.players[a.seat].position)
        odds = p_duel(ctx.me.option, v.players[a.seat].option)
        return odds * (theirs - mine) - 0.2
    if kind == "reveal":
        cv = v.layout[ctx.me.position]
        if cv is None:
            return 0.0
        explore, mapped = ctx.slot_values(cv)
        return explore if a.kind == "explore" else mapped
    if kind in ("step", "claims") and a.kind == "labo":
        return _labo_value(ctx, a)
    if kind == "step":
        return 0.0
    if kind == "claims":
        return 0.0 if a.kind == "pass" else _claim_value(ctx, a)
    if kind == "ask_stop":
        return 1.0 if (a.kind == "stop") == winning_now(v) else 0.0
    if kind == "accident":
        return _accident_value(ctx, a)
    if kind == "loss":
        return _loss_value(ctx, a)
    if kind == "ask_bouclier":
        if a.kind == "no-react":
            return 0.0
        return 1.0 if head.extra in ("permute", "abri_def") else -0.1
    if kind == "ask_abridef":
        return (0.5 if _threat(v, head.target) else -0.5) if a.kind == "react" else 0.0
    if kind == "ask_cryo":
        if a.kind == "no-react":
            return 0.0
        on_me = any(t.kind == "ask_bouclier" and t.seat == ctx.seat and t.extra == "permute"
                    for t in v.tasks[:v.n + 1])
        return 0.5 if on_me or _threat(v, head.target) else -0.2
    if kind == "infrared":
        if a.kind != "refresh":
            return 0.0
        if ctx.wins:
            return -1.0  # a card on display already wins me the game
        if ctx.threats:
            return 1.0  # a rival can pay a card that wins them the game: send it away
        best = max((sum(min(r, k) for r, k in zip(ctx.res, NEED[n], strict=True))
                    / sum(NEED[n]) for n in v.display), default=0.0)
        return 0.4 - best
    return 0.0


def normal_scores(view: View, legal: Sequence[Action],
                  scan_weight: float = 1.0) -> list[float]:
    """The normal bot's score of every legal action, in order."""
    ctx = Seat(view)
    return [score_action(ctx, a, scan_weight) for a in legal]


def normal_choice(view: View, legal: Sequence[Action], scan_weight: float = 1.0) -> Action:
    """The normal bot's action: the best score, the first one on ties (deterministic)."""
    if len(legal) == 1:
        return legal[0]
    scores = normal_scores(view, legal, scan_weight)
    return legal[max(range(len(legal)), key=scores.__getitem__)]


def _normal(view: View, legal: Sequence[Action], rng: Rng) -> BotMove:
    return BotMove(normal_choice(view, legal))


# --- easy: habits and noise --------------------------------------------------------------------
def _easy_choice(view: View, legal: Sequence[Action], r: MutableRng) -> Action:
    kind = view.tasks[0].kind
    main = [a for a in legal if a.kind not in FREE] or list(legal)
    if len(main) == 1:
        return main[0]
    if kind in ("options", "looks", "place", "reveal", "claims", "ask_dash", "ask_permute",
                "infrared") and r.random() < 0.15:
        return r.choice(main)
    ctx = Seat(view)
    if kind == "place":
        wanted = {e for n in view.display for e, k in zip("CHNOPS", NEED[n], strict=True)
                  if k}
        good = [a for a in main
                if (cv := view.layout[a.index]) is not None and cv.element in wanted]
        return r.choice(good or main)
    if kind == "reveal":
        cv = view.layout[ctx.me.position]
        if cv is not None and cv.id >= 0 and TERRAIN[cv.id].kind == "accident":
            return Action("map")
        return Action("explore") if r.random() < 0.7 else Action("map")
    if kind == "claims":
        claims = [a for a in main if a.kind == "claim"]
        if not claims:
            return Action("pass")
        size = {a: sum(NEED[a.index]) for a in claims}
        return min(claims, key=lambda a: (size[a], len(a.hand) + len(a.mapped)))
    if kind in ("ask_dash", "ask_permute", "ask_cryo", "ask_abridef", "step"):
        return next((a for a in main if a.kind in ("pass", "no-react", "go")), main[0])
    if kind in ("ask_shortcut", "accident", "ask_bouclier", "ask_stop"):
        scores = [score_action(ctx, a) for a in main]
        if kind in ("accident", "ask_bouclier"):
            return next((a for a in main if a.kind == "react"), main[0])
        return main[max(range(len(main)), key=scores.__getitem__)]
    return r.choice(main)


def _easy(view: View, legal: Sequence[Action], rng: Rng) -> BotMove:
    return BotMove(_easy_choice(view, legal, MutableRng(rng)))


def _random(view: View, legal: Sequence[Action], rng: Rng) -> BotMove:
    action, _ = rng.choice(list(legal))
    return BotMove(action)


def make_bot(level: str) -> Any:
    """A bot `(view, legal_actions, rng) -> BotMove` for "random", "easy", "normal", "hard"."""
    if level == "random":
        return _random
    if level == "easy":
        return _easy
    if level == "normal":
        return _normal
    if level == "hard":
        from game.moonwakers.bots.search import hard_bot
        return hard_bot()
    raise ValueError(f"unknown Moonwakers bot level {level!r}")
