"""The table's part of Module 6, Oni power cards (TS-M6).

The cards panel, above the Oni reserve (`hud_cards.ONI_SECTIONS`, under either tab when the
panel is short): "Oni power of the round", the card turned face up
before this round's draft (TS-M6.2; public, TS-40.2) as one chip in the Oni's violet, its
tooltip the card's effect (TS-M6.4), the round it was turned and the "reconstructed" note of
Full Power's value (TS-0.10 (e)); the heading's tooltip gives the module's rule and how many
cards lie face down — never their order (TS-40.6). Before round 1 the chip says no card is
turned yet. The log tells each card turned and put under (`ts.m6.*`).

The sentences (`prompts.PENDING_PROMPTS`, `TURN_PROMPTS`): under Oni Revenge the Oni conquest
reads as an attack on player units — its start, its moves towards the nearest units and the
fallback moves nearer them when no attack is possible; under Impenetrable Defence the Oni's
chooser is told the second riposte is optional.
"""

from __future__ import annotations

from typing import Any

from game.tsukuyumi import modules
from game.tsukuyumi.modules import m6_oni_powers as m6
from game.tsukuyumi.state import ONI
from game.ui.tables.tsukuyumi import hud_cards, prompts

CARD = (104, 44, 112)
"""The Oni power card's chip: a violet apart from the missions' greens and the Oni's red."""
NONE = (40, 36, 60)


def card_tip(t, key: str, round_: int) -> str:
    """The card in play: name, effect, when it was turned, the reconstructed note."""
    lines = [t(f"ts.m6.{key}.name"), t(f"ts.m6.{key}.text"),
             t("ts.m6.turned", power=t(f"ts.arg.power.{key}"), round=round_)]
    if m6.CARDS[key].is_reconstructed:
        lines.append(t("ts.help.reconstructed.m6"))
    return "\n".join(lines)


def _section(table, view: Any) -> list[hud_cards.Section]:
    """The Oni power card of the round, or none yet."""
    if not m6.in_play(view):
        return []
    t = table.t
    card = m6.current(view)
    head_tip = t("ts.option.modules.m6.help") + "\n" + t(
        "ts.ui.m6.deck", n=len(m6.CARDS) - (1 if card is not None else 0))
    if modules.reconstructed(m6.KEY):
        head_tip += "\n" + t("ts.help.reconstructed.m6")
    if card is None:
        chips = [(t("ts.ui.m6.none"), head_tip, NONE)]
    else:
        chips = [(t(f"ts.m6.{card.key}.name"), card_tip(t, card.key, view.round), CARD)]
    return [(t("ts.ui.m6.cards"), head_tip, chips)]


def _pending(table, view: Any, top: Any) -> str | None:
    """Oni Revenge's Oni conquest, and Impenetrable Defence's second Oni riposte."""
    if not getattr(view, "oni_turned", ()):  # no card turned (or the module is off)
        return None
    t = table.t
    if m6.revenge(view) and top.kind in ("oni_start", "oni_conquest"):
        return t(f"ts.ui.m6.revenge.{top.kind}")
    if m6.revenge(view) and top.kind == "oni_shift" and top.data:
        return t("ts.ui.m6.revenge.oni_shift", n=top.data[0] - len(top.data[1:]))
    if top.kind == "riposte" and top.data and top.data[0] == ONI and view.combat is not None \
            and view.combat.riposted.count(ONI) > 1:
        return t("ts.ui.m6.second_riposte")
    return None


def _turn(table, view: Any) -> str | None:
    """A turn with its Oni conquest to do under Oni Revenge."""
    if not getattr(view, "oni_turned", ()):
        return None
    turn = view.turn
    if not m6.revenge(view) or turn is None or not any(c == "OC" for c, _ in turn.left):
        return None
    t = table.t
    return t("ts.ui.m6.revenge.turn", phase=t(f"ts.phase.{view.phase}"))


hud_cards.ONI_SECTIONS.append(_section)
prompts.PENDING_PROMPTS.append(_pending)
prompts.TURN_PROMPTS.append(_turn)

__all__ = ["CARD", "card_tip"]
