"""Moonwakers bot knowledge: what a seat can infer from its view, and how much things are worth.

Everything here reads a `View` (or, for the hard bot's search, a state it sampled itself with
`determinize`): never the real hidden cards. Values are in "combination points": a resource
vector (counts of C, H, N, O, P, S) is worth how close it brings the seat to the face-up
combinations (`potential`), so an element, an explored card or a lost card all compare on
the same scale.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cached_property, lru_cache

from game.moonwakers.data import COMBOS, ELEMENTS, SUCCESS, TERRAIN, threshold
from game.moonwakers.view import CardView, View

Vec = tuple[int, int, int, int, int, int]
_IDX = {e: i for i, e in enumerate(ELEMENTS)}


def vec(text: str) -> Vec:
    """Element counts of a string such as "CCH"."""
    out = [0] * 6
    for ch in text:
        out[_IDX[ch]] += 1
    return tuple(out)  # type: ignore[return-value]


def add(a: Sequence[int], b: Sequence[int]) -> Vec:
    """Element-wise sum."""
    return tuple(x + y for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def sub(a: Sequence[int], b: Sequence[int]) -> Vec:
    """Element-wise difference, floored at zero."""
    return tuple(max(0, x - y) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


ZERO: Vec = (0, 0, 0, 0, 0, 0)
BACK = tuple(vec(c.elements) for c in TERRAIN)   # what a card counts in hand
FACE = tuple(vec(c.element) for c in TERRAIN)    # what a mapped card counts
NEED = {n: tuple(dict(c.requires).get(e, 0) for e in ELEMENTS) for n, c in COMBOS.items()}
POINTS = {n: c.points for n, c in COMBOS.items()}
FACE_CARDS: dict[tuple[str, str], tuple[int, ...]] = {}
for _c in TERRAIN:
    FACE_CARDS.setdefault(_c.face, ())
    FACE_CARDS[_c.face] += (_c.index,)

# Worth of an action card in hand (points scale): ABRI saves a card or a 3-element accident
# prize, LABO steals a mapped card's back, the others are situational.
ACTION_VALUE = {"abri": 1.6, "labo": 1.8, "scan": 0.6, "cryogen": 0.3, "abri_def": 0.5,
                "bouclier": 0.5}
MODS = {"": 0, "scan": -1, "protect": 2}
# Exploring brings about 2.5 elements against a mapped card's 1, and elements the display does
# not want yet still help later combinations; the marginal potential undervalues that, so
# exploring gets a flat bonus (bots-only matches vs random: 87.5% -> 91.5% over 200 games).
EXPLORE_BIAS = 1.0
SHARE_POWER = 2.0  # convexity of a combination's worth in the share of it covered
# A face-up combination that would win me the game (threshold reached and leading, MW-7.3)
# is worth at least this much: the race, not the points, is what counts then.
WIN_POINTS = 25.0


def p_success(option: str) -> float:
    """Chance that a simple d12 roll with this round's option reaches 7 (MW-3.1)."""
    need = SUCCESS - MODS[option]
    return min(1.0, max(0.0, (13 - need) / 12))


def p_duel(mine: str, theirs: str) -> float:
    """Chance to win a duel (ties re-rolled, so ties split proportionally)."""
    a, b = MODS[mine], MODS[theirs]
    win = sum(1 for x in range(1, 13) for y in range(1, 13) if x + a > y + b)
    lose = sum(1 for x in range(1, 13) for y in range(1, 13) if x + a < y + b)
    return win / (win + lose)


def combo_value(res: Sequence[int], number: int, wins: Sequence[int] = ()) -> float:
    """Points of a combination scaled by the squared share of its requirement covered; a
    combination in `wins` (one that would win me the game at once) is worth `WIN_POINTS`."""
    need = NEED[number]
    total = sum(need)
    got = sum(min(r, k) for r, k in zip(res, need, strict=True))
    worth = max(POINTS[number], WIN_POINTS) if number in wins else POINTS[number]
    return worth * (got / total) ** SHARE_POWER


def potential(res: Sequence[int], display: Iterable[int], wins: Sequence[int] = ()) -> float:
    """Worth of a resource vector against the face-up combinations (plus a small base value
    per element, since the display refills with cards nobody knows yet). `wins`: the
    face-up combinations that would end the game in my favour (`winning_combos`)."""
    return _potential(tuple(res), tuple(display), tuple(wins))


@lru_cache(maxsize=1 << 16)  # the same vectors come back all the time in a search
def _potential(res: Vec, display: tuple[int, ...], wins: tuple[int, ...]) -> float:
    values = sorted((combo_value(res, n, wins) for n in display), reverse=True)
    best = values[0] if values else 0.0
    second = values[1] if len(values) > 1 else 0.0
    return best + 0.25 * second + 0.12 * sum(min(r, 4) for r in res)


def gain(res: Sequence[int], extra: Sequence[int], display: Iterable[int],
         wins: Sequence[int] = ()) -> float:
    """Marginal worth of adding `extra` to `res`."""
    display = tuple(display)
    return potential(add(res, extra), display, wins) - potential(res, display, wins)


# --- reading a view --------------------------------------------------------------------------
def resources(hand: Iterable[CardView], mapped: Iterable[CardView]) -> Vec:
    """Elements a seat counts from the cards the viewer can read (hidden backs count 0)."""
    out = ZERO
    for cv in hand:
        if cv.id >= 0:
            out = add(out, BACK[cv.id])
    for cv in mapped:
        out = add(out, vec(cv.element))
    return out


def my_resources(view: View) -> Vec:
    """The viewer's own elements (its own hand is fully visible to it)."""
    me = view.players[view.seat or 0]
    return resources(me.hand, me.mapped)


def visible_ids(view: View) -> set[int]:
    """Terrain cards whose identity the viewer can place right now."""
    seen = set(view.limbo)
    for cv in view.layout:
        if cv is not None and cv.id >= 0:
            seen.add(cv.id)
    for pv in view.players:
        seen.update(cv.id for cv in pv.hand if cv.id >= 0)
        seen.update(cv.id for cv in pv.mapped if cv.id >= 0)
    return seen


def candidates(cv: CardView, seen: set[int]) -> tuple[int, ...]:
    """The cards a face-down card may be: same terrain face, not placed elsewhere."""
    if cv.id >= 0:
        return (cv.id,)
    pool = tuple(c for c in FACE_CARDS[(cv.biome, cv.element)] if c not in seen)
    return pool or FACE_CARDS[(cv.biome, cv.element)]


def holds(view: View, action: str) -> bool:
    """Whether the viewer holds this action card."""
    me = view.players[view.seat or 0]
    return any(cv.id >= 0 and TERRAIN[cv.id].action == action for cv in me.hand)


def loss_cost(res: Vec, hand: Sequence[int], mapped: Sequence[str], display: tuple,
              wins: Sequence[int] = ()) -> float:
    """What losing the cheapest card costs (MW-4.5: a mapped card first, else a hand card)."""
    base = potential(res, display, wins)
    if mapped:
        return min(base - potential(sub(res, vec(e)), display, wins) for e in mapped) + 0.2
    costs = []
    for card in hand:
        c = TERRAIN[card]
        if c.kind == "action":
            costs.append(ACTION_VALUE[c.action])
        else:
            costs.append(base - potential(sub(res, BACK[card]), display, wins))
    return min(costs) if costs else 0.0


class Seat:
    """The viewer's situation, computed once per decision."""

    def __init__(self, view: View) -> None:
        self.view = view
        self.seat = view.seat if view.seat is not None else 0
        me = view.players[self.seat]
        self.me = me
        self.display = tuple(view.display)
        self.wins = winning_combos(view)
        self.res = my_resources(view)
        self.hand = [cv.id for cv in me.hand]
        self.mapped_faces = [cv.element for cv in me.mapped]
        self.seen = visible_ids(view)
        self.p_ok = p_success(me.option)
        self.has_abri = holds(view, "abri")
        self._lose: float | None = None
        self._explore_cache: dict[int, float] = {}

    @property
    def lose(self) -> float:
        """What the next accident loss would cost me (computed on first use)."""
        if self._lose is None:
            self._lose = loss_cost(self.res, self.hand, self.mapped_faces, self.display,
                                   self.wins)
        return self._lose

    def explore_value(self, card: int) -> float:
        """Worth of turning `card` face up for myself (MW-4.3..4.7)."""
        if card in self._explore_cache:
            return self._explore_cache[card]
        c = TERRAIN[card]
        if c.kind == "elements":
            v = gain(self.res, BACK[card], self.display, self.wins)
        elif c.kind == "action":
            v = ACTION_VALUE[c.action]
        elif c.kind == "accident":
            prize = gain(self.res, BACK[card], self.display, self.wins)
            if self.has_abri:  # shelter, keep the prize, spend the ABRI
                v = prize - ACTION_VALUE["abri"] * 0.6
            else:
                v = self.p_ok * prize - (1 - self.p_ok) * self.lose
        else:  # ionic: everybody explores a card; infrared: a display refresh option
            v = 0.8 if c.storm == "ionic" else 0.3
        self._explore_cache[card] = v
        return v

    def map_value(self, element: str) -> float:
        """Worth of mapping a card with this terrain element (one element, abilities, and it
        shields the hand from accident losses)."""
        v = gain(self.res, vec(element), self.display, self.wins)
        if not self.me.mapped:
            v += 0.25
        return v + 0.1

    def slot_values(self, cv: CardView) -> tuple[float, float]:
        """(expected worth of exploring, worth of mapping) a face-down card."""
        pool = candidates(cv, self.seen)
        explore = sum(self.explore_value(c) for c in pool) / len(pool)
        return explore + EXPLORE_BIAS, self.map_value(cv.element)

    def accident_rate(self, cv: CardView) -> float:
        """Chance a face-down card is an accident, from the viewer's knowledge."""
        pool = candidates(cv, self.seen)
        return sum(TERRAIN[c].kind == "accident" for c in pool) / len(pool)

    @cached_property
    def unseen_combos(self) -> tuple[int, ...]:
        """Combinations still in the pile (neither on display nor bought), order unknown."""
        owned = {n for pv in self.view.players for n in pv.combos}
        return tuple(n for n in sorted(COMBOS) if n not in owned and n not in self.display)

    @cached_property
    def threats(self) -> frozenset[tuple[int, int]]:
        """(rival, combination) pairs: a face-up card the rival, not done buying this round,
        can pay as far as I can see and that would win them the game (MW-7.3)."""
        return frozenset((s, n) for s, pv in enumerate(self.view.players)
                         if s != self.seat and not pv.bought for n in self.display
                         if wins_with(self.view, n, s)
                         and public_can_pay(pv.hand, pv.mapped, n))

    def place_order(self) -> list[int]:
        """Seats in the order they place this round (successful SHORTCUTs first)."""
        v = self.view
        cw = [(v.initiative + i) % v.n for i in range(v.n)]
        return [s for s in cw if s in v.shortcut] + [s for s in cw if s not in v.shortcut]


def public_can_pay(hand: Iterable[CardView], mapped: Iterable[CardView], number: int) -> bool:
    """Whether a seat can surely pay a combination with the cards the viewer can read, or
    might with its hidden card (counted as the best case of two extra matching elements)."""
    res = resources(hand, mapped)
    hidden = sum(1 for cv in hand if cv.id < 0)
    short = sum(max(0, k - r) for r, k in zip(res, NEED[number], strict=True))
    return short <= 2 * hidden


def leader_gap(view: View) -> int:
    """My score minus the best other score."""
    scores = [sum(POINTS[n] for n in pv.combos) for pv in view.players]
    me = view.seat or 0
    return scores[me] - max(s for i, s in enumerate(scores) if i != me)


def winning_now(view: View, extra: int | None = None, seat: int | None = None) -> bool:
    """Whether the game would be mine (or `seat`'s) if it ended now (MW-7.4 tie-break by
    top card), or, with `extra`, once I (or `seat`) also hold that combination."""
    me = (view.seat or 0) if seat is None else seat
    combos = list(view.players[me].combos) + ([extra] if extra is not None else [])
    mine = sum(POINTS[n] for n in combos)
    top = max((POINTS[n] for n in combos), default=0)
    for i, pv in enumerate(view.players):
        if i == me:
            continue
        theirs = sum(POINTS[n] for n in pv.combos)
        if theirs > mine:
            return False
        if theirs == mine and max((POINTS[n] for n in pv.combos), default=0) >= top:
            return False
    return True


def wins_with(view: View, number: int, seat: int | None = None) -> bool:
    """Whether buying combination `number` lets me (or `seat`) call the end and win at once
    (MW-7.2, MW-7.3: the threshold reached and leading after the tie-break)."""
    seat = (view.seat or 0) if seat is None else seat
    me = view.players[seat]
    reach = sum(POINTS[n] for n in me.combos) + POINTS[number] >= threshold(view.n)
    return reach and winning_now(view, number, seat)


def winning_combos(view: View) -> tuple[int, ...]:
    """The face-up combinations whose purchase would let me call the end and win."""
    return tuple(n for n in view.display if wins_with(view, n))
