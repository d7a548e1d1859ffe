"""Moonstar bots: `make_bot(level)` for "easy", "normal" and "hard" (research §6.3).

A bot is `(view, legal, rng) -> BotMove(action, delay)`; it sees only the `MoonstarView`.
The delay is the human-like reaction time: it decides the races of the real-time auction
(the simulation and the app play the earliest decision first), so it is the main
difficulty dial there — "without delays a perfect bot wins every real-time auction".

Per phase:

* roll-off: roll. Game 12 and the layout: `bots_setup` (hard searches for a deceptive layout).
* bidding — each level has a value for the roll:
    hard: V* (exact solver); normal: V* minus a per-round shortfall of 0-2;
    easy: about 80 % (75-85 %) of the greedy play's total.
  It never bids above that value and passes once the bid reaches it. In real time, easy and
  normal sometimes open early with a safe bid (about 60 % of their value, at least m, which
  every play reaches) and raise to their value when outbid; hard says its value at once.
  Reaction delays (60 s timer; scaled with `bid_seconds`): hard 5-15 s growing with how much
  the greedy play misses and with the number of moons, normal 15-35 s, easy 20-45 s, so a
  quick human beats hard to V* while hard still wins the races against the other levels.
  In turn-based bidding the bots answer in about a second, bidding their value directly.
  A setter whose opponents all sit out keeps the no-bid 20 when its value is below 20.
* Game 10: hard challenges exactly the impossible bids (bid > V*); normal challenges those
  in two rounds of three; easy rarely, when a bid looks far above its greedy total — and
  sometimes wrongly.
* Game 11: half-Kelly stakes: on "made" when the bid is within the bettor's value (more
  confidently the larger the margin), on "failed" when a bid exceeds what the bettor knows
  is reachable (hard is certain then); the bidder bets "made" on its own play.
* red planet, dice and moves: `bots_play` (hard exact, normal rare small slips, easy greedy).

Choices that must not change from call to call within a round use `bots_eval.round_rng`;
the rng passed in drives only the delays. Hard's slowest decision is its setup search, kept
to a few hundred milliseconds by a cost model (`bots_setup`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.rng import MutableRng, Rng
from game.core.rules import LEVELS, BotMove
from game.moonstar.actions import (
    Bid,
    Challenge,
    ChooseVariants,
    Pass,
    PlayNow,
    Roll,
    SideBet,
)
from game.moonstar.bidding import BID_CAP
from game.moonstar.bots import eval as ev
from game.moonstar.bots.play import play_action
from game.moonstar.bots.setup import choose_variants, setup_action
from game.moonstar.state import FAILED, MADE, NO_BET, OPEN, Phase
from game.moonstar.view import MoonstarView

NO_BID_POINTS = 20  # MS-3.7
REACTION = {"normal": (15.0, 35.0), "easy": (20.0, 45.0)}  # seconds on a 60 s timer
HARD_REACTION = (5.0, 15.0)
PASS_DELAY = {"hard": (1.0, 3.0), "normal": (3.0, 8.0), "easy": (5.0, 12.0)}
OPEN_DELAY = (3.0, 8.0)
OPENING_CHANCE = {"hard": 0.0, "normal": 0.4, "easy": 0.6}
TURN_DELAY = {"hard": (0.5, 1.0), "normal": (0.8, 1.6), "easy": (1.0, 2.0)}
PLAY_DELAY = {"hard": (0.4, 0.9), "normal": (0.8, 1.6), "easy": (1.2, 2.4)}
CHALLENGE_CHANCE = {"hard": 1.0, "normal": 0.67, "easy": 0.25}
BET_SHARE = {"hard": 1.0, "normal": 0.75, "easy": 0.3}  # of the half-Kelly stake

Bot = Callable[[MoonstarView, Sequence[object], Rng], BotMove]


def make_bot(level: str) -> Bot:
    """A bot callable for `level` in ("easy", "normal", "hard")."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; use one of {', '.join(LEVELS)}")

    def bot(view: MoonstarView, legal: Sequence[object], rng: Rng) -> BotMove:
        return decide(view, tuple(legal), rng, level)

    bot.__name__ = f"moonstar_{level}_bot"
    return bot


def decide(view: MoonstarView, legal: tuple[object, ...], rng: Rng, level: str) -> BotMove:
    """One decision of a level's bot (see the module docstring)."""
    r = MutableRng(rng)
    phase = view.phase
    if phase is Phase.ROLL_OFF:
        return BotMove(Roll() if Roll() in legal else legal[0], _uniform(r, (0.5, 1.5)))
    if phase is Phase.CHOOSE_VARIANTS:
        choices = [a for a in legal if isinstance(a, ChooseVariants)]
        return BotMove(choose_variants(view, choices, level, r.rng), _uniform(r, (2.0, 4.0)))
    if phase is Phase.SETUP:
        return BotMove(setup_action(view, legal, level), _uniform(r, (0.5, 1.5)))
    if phase is Phase.BIDDING:
        return _bidding(view, legal, level, r)
    if phase is Phase.SIDE_BETS:
        return BotMove(_side_bet(view, legal, level), _uniform(r, (2.0, 5.0)))
    return BotMove(play_action(view, legal, level), _play_delay(view, level, r))


def _uniform(r: MutableRng, span: tuple[float, float], scale: float = 1.0) -> float:
    lo, hi = span
    return round((lo + (hi - lo) * r.random()) * scale, 2)


def _play_delay(view: MoonstarView, level: str, r: MutableRng) -> float:
    """Per action; squeezed so the whole play fits in 70 % of the play timer."""
    delay = _uniform(r, PLAY_DELAY[level])
    seconds = view.settings.play_seconds
    if seconds > 0 and 8 not in view.variants:
        actions = 2 * min(view.n_moons, view.n_dice) + 1
        delay = min(delay, 0.7 * seconds / actions)
    return delay


# --------------------------------------------------------------------------- values


def value(view: MoonstarView, level: str) -> int:
    """The most this level is willing to bid on the roll (never above what it can reach)."""
    moons, planets, dice, games, red = ev.position(view)
    m = ev.moving(moons, dice)
    if level == "easy":
        g = ev.greedy(moons, planets, dice, games, red)[0]
        share, _ = ev.round_rng(view, "easy-share").random()
        est = max(min(m, g), int((0.75 + 0.1 * share) * g))
    else:
        best = ev.exact(moons, planets, dice, games, red).best
        est = best
        if level == "normal":
            short, _ = ev.round_rng(view, "shortfall").randint(0, 2)
            est = max(min(m, best), best - short)
    return min(est, view.max_bid, BID_CAP)  # MS-3.3: never above 70


def belief(view: MoonstarView, level: str) -> int:
    """What this level believes is reachable: V* for hard/normal, its greedy total for easy."""
    moons, planets, dice, games, red = ev.position(view)
    if level == "easy":
        return ev.greedy(moons, planets, dice, games, red)[0]
    return ev.exact(moons, planets, dice, games, red).best


def _coin(view: MoonstarView, tag: str, chance: float) -> bool:
    draw, _ = ev.round_rng(view, tag).random()
    return draw < chance


# --------------------------------------------------------------------------- bidding


def _scale(view: MoonstarView) -> float:
    seconds = view.settings.bid_seconds
    return seconds / 60.0 if seconds > 0 else 1.0


def _reaction(view: MoonstarView, level: str, r: MutableRng) -> float:
    """Seconds to come up with a bid in the real-time auction."""
    if level != "hard":
        return _uniform(r, REACTION[level], _scale(view))
    moons, planets, dice, games, red = ev.position(view)
    best = ev.exact(moons, planets, dice, games, red).best
    g = ev.greedy(moons, planets, dice, games, red)[0]
    # Harder instances take longer: a big miss by the obvious play, many moons, Games 7/8.
    miss = min(1.0, (best - g) / max(1.0, 0.12 * view.max_bid))
    size = min(1.0, max(0, len(moons) - 7) / 8)
    cluster = 1.0 if set(games) & ev.CLUSTER_GAMES else 0.0
    jitter = r.random() * 0.2 - 0.1
    share = min(1.0, max(0.0, 0.3 + 0.5 * miss + 0.2 * size + 0.1 * cluster + jitter))
    lo, hi = HARD_REACTION
    return round((lo + (hi - lo) * share) * _scale(view), 2)


def _bidding(view: MoonstarView, legal: tuple[object, ...], level: str,
             r: MutableRng) -> BotMove:
    turns = view.settings.bidding_mode != OPEN
    seat = view.seat
    if PlayNow() in legal:  # MS-3.5: a bot that bid 70 gives up the rest of the minute
        return BotMove(PlayNow(), _uniform(r, TURN_DELAY[level]))
    if (Challenge() in legal and view.bidder >= 0 and view.bidder != seat
            and seat not in view.challengers and _should_challenge(view, level)):
        delay = _uniform(r, TURN_DELAY[level]) if turns else _reaction(view, level, r)
        return BotMove(Challenge(), delay)
    est = value(view, level)
    others = [s for s in range(view.n_seats) if s != seat and s not in view.sitting_out]
    if seat == view.setter and not others and est < NO_BID_POINTS:
        return _pass(view, legal, level, r, turns)  # MS-3.7: the no-bid 20 is worth more
    if est <= view.bid or Bid(est) not in legal:
        return _pass(view, legal, level, r, turns)
    if turns:
        return BotMove(Bid(est), _uniform(r, TURN_DELAY[level]))
    if view.bid == 0 and _coin(view, "open", OPENING_CHANCE[level]):
        m = ev.moving(view.moons, view.dice)
        safe = max(2, min(est - 1, max(m, round(0.6 * est))))
        if Bid(safe) in legal and safe < est:
            return BotMove(Bid(safe), _uniform(r, OPEN_DELAY, _scale(view)))
    return BotMove(Bid(est), _reaction(view, level, r))


def _pass(view: MoonstarView, legal: tuple[object, ...], level: str, r: MutableRng,
          turns: bool) -> BotMove:
    delay = _uniform(r, TURN_DELAY[level]) if turns else _uniform(r, PASS_DELAY[level],
                                                                 _scale(view))
    return BotMove(Pass() if Pass() in legal else legal[-1], delay)


def _should_challenge(view: MoonstarView, level: str) -> bool:
    """Game 10: challenge a bid this level thinks will fail."""
    known = belief(view, level)
    if level == "easy":
        # Easy only sees its greedy total, so "impossible" means well above it.
        looks_impossible = view.bid > known + max(3, known // 7)
    else:
        looks_impossible = view.bid > known
    if not looks_impossible:
        return False
    return _coin(view, f"challenge-{view.bid}", CHALLENGE_CHANCE[level])


# --------------------------------------------------------------------------- Game 11


def _side_bet(view: MoonstarView, legal: tuple[object, ...], level: str) -> SideBet:
    """A half-Kelly stake on what this level believes (see the module docstring)."""
    assert view.seat is not None  # bots always hold a seat's view
    total = view.scores[view.seat]
    known = belief(view, level)
    bid = view.bid
    fraction = 0.0
    side = NO_BET
    if view.seat == view.bidder:
        if bid <= known:  # its own play: hard is exact, the others usually make it
            side, fraction = MADE, {"hard": 0.5, "normal": 0.3, "easy": 0.1}[level]
    elif bid > known and level != "easy":
        side = FAILED  # hard/normal know the bid cannot be reached: a sure thing
        fraction = 1.0 if level == "hard" else 0.5
    elif bid <= known:
        margin = (known - bid) / (0.1 * view.max_bid + 1)
        p = 0.7 + 0.25 * min(1.0, margin)  # the bidder may still slip or run out of time
        side, fraction = MADE, (2 * p - 1) / 2 * BET_SHARE[level]
    stake = min(total, int(fraction * total))
    bet = SideBet(side, stake) if side != NO_BET and stake >= 1 else SideBet(NO_BET, 0)
    return bet if bet in legal else SideBet(NO_BET, 0)
