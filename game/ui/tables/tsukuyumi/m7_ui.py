"""The table's part of Module 7, Oni missions (TS-M7).

The cards panel (`hud_cards.SECTIONS`): "Oni missions (1 VP)", the 3 cards laid out from the
setup (TS-M7.1), each a chip — its name, preceded by who took it and a tick once taken
(TS-M7.3, public TS-40.2) — whose tooltip gives its condition (TS-M7.4), the rule that only
the player's own Oni actions fulfil it (TS-M7.2), who holds it or that it is still free, and
the "reconstructed" note of its name (TS-0.10 (e)). The live score's tooltip and the results
show the cards' VP as their own part (`scoring.other_sources`, TS-10.9).
"""

from __future__ import annotations

from typing import Any

from game.tsukuyumi import modules
from game.tsukuyumi.modules import m7_oni_missions as m7
from game.ui.tables.tsukuyumi import hud_cards

CARD = (96, 42, 56)
"""An Oni mission card's chip: the Oni's crimson, darkened."""


def card_tip(t, key: str, who: str | None) -> str:
    """An Oni mission card: name, condition, the rule, its holder, the reconstructed note."""
    lines = [t(f"ts.m7.{key}.name"), t(f"ts.m7.{key}.text"), t("ts.ui.m7.rule"),
             t("ts.ui.m7.taken_by", who=who) if who is not None else t("ts.ui.m7.free")]
    if m7.CARDS[key].is_reconstructed:
        lines.append(t("ts.help.reconstructed.m7"))
    return "\n".join(lines)


def _section(table, view: Any) -> list[hud_cards.Section]:
    """The Oni mission cards, free or taken."""
    if not m7.in_play(view):
        return []
    t = table.t
    chips = []
    for key in m7.CARDS:
        seat = m7.holder(view, key)
        who = table.name(seat) if seat is not None else None
        name = t(f"ts.m7.{key}.name")
        text = f"{who} ✓ · {name}" if who is not None else name  # a long name is cut last
        chips.append((text, card_tip(t, key, who), CARD))
    head_tip = t("ts.option.modules.m7.help")
    if modules.reconstructed(m7.KEY):
        head_tip += "\n" + t("ts.help.reconstructed.m7")
    return [(t("ts.ui.m7.cards"), head_tip, chips)]


hud_cards.SECTIONS.append(_section)

__all__ = ["CARD", "card_tip"]
