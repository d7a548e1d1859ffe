"""The draft pick (TS-3.2) for the Tsukuyumi bots: a value per action card (TS-42.10).

The model is the one the reconstructed deck was balanced with (research §10.2): each icon of
the card's blue, green and red phases is worth

    Events n 1.2n + 0.3, Initiative n 0.8n, Faction effect 2, Production n 1.3n,
    Oni placement 0, Oni conquest 0.3, Movement 1 / 2: 1.5 / 2.5, Combat n 2.2n,

weighted by the phase of the game — Production counts more in the first rounds (units bought
early fight for the whole game) and less in the last, Combat and Movement the other way — and
by the faction (TS-42.10): the Nomads value their Faction effect for the free Pistols
(TS-22.3), the Boarlords Production for their cheap upgrades (TS-23.2), the Cybersamurai their
Faction effect only once Tenno Sub-AI is installed (TS-20.2). A red Combat without a Movement
beside it counts a little less: the units must already stand where they fight.

The easy level counts only Production and Combat, with some noise ("pick cards with production
and combat early").
"""

from __future__ import annotations

from game.core.rng import MutableRng
from game.tsukuyumi import cards
from game.tsukuyumi.actions import Action

TENNO = "tenno_sub_ai"


def icon_value(code: str, n: int) -> float:
    """The research §10.2 value of one icon."""
    if code == "E":
        return 1.2 * n + 0.3
    if code == "I":
        return 0.8 * n
    if code == "F":
        return 2.0
    if code == "P":
        return 1.3 * n
    if code == "OC":
        return 0.3
    if code == "M":
        return 1.5 if n <= 1 else 2.5 + 0.5 * (n - 2)
    if code == "C":
        return 2.2 * n
    return 0.0  # OP: an obligation and a tool


def card_value(number: int, faction: str, round_no: int, last: int,
               uplinks: tuple[str, ...] = ()) -> float:
    """The draft value of action card A<number> for a faction in round `round_no` of `last`."""
    card = cards.action_card(number)
    late = 0.0 if last <= 1 else (round_no - 1) / (last - 1)  # 0 first round … 1 last
    total = 0.0
    for phase in ("blue", "green", "red"):
        icons = dict(card.phase(phase))
        for code, n in icons.items():
            v = icon_value(code, n)
            if code == "P":
                v *= 1.25 - 0.55 * late
                if faction == "boarlords":
                    v += 0.4 * n  # cheap in-place upgrades (TS-23.2)
            elif code in ("C", "M"):
                v *= 0.9 + 0.3 * late
                if code == "C" and phase == "red" and "M" not in icons:
                    v *= 0.85
            elif code == "F":
                if faction == "nomads":
                    v += 1.0  # free Pistols (TS-22.3)
                elif faction == "cyber":
                    v = 2.0 if TENNO in uplinks else 0.3  # TS-20.2
            elif code == "I":
                v *= 0.8 + 0.4 * late  # the end-of-game initiative VP (TS-10.8)
            total += v
    return total


def easy_value(number: int, r: MutableRng) -> float:
    """Production and Combat counted, with noise."""
    card = cards.action_card(number)
    return (card.amount("green", "P") + card.amount("red", "C")
            + 0.5 * card.amount("red", "M") + 1.5 * r.random())


def choose_pick(options: list[Action], faction: str, round_no: int, last: int,
                uplinks: tuple[str, ...], r: MutableRng, level: str) -> Action:
    """The card to pick (TS-3.2)."""
    if level == "easy":
        return max(options, key=lambda a: easy_value(a.args[0], r))
    return max(options, key=lambda a: (card_value(a.args[0], faction, round_no, last, uplinks),
                                       -a.args[0]))
