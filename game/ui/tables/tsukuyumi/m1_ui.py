"""The table's part of Module 1, alternative objectives (TS-M1).

- The choice (TS-M1.2): the bar's two buttons read "Keep <goal>" and "Take <alternative>",
  each with the objective's card text in its tooltip.
- The cards panel: "Alternative objectives", the cards of the factions in play during setup,
  then the cards pursued — its name, who pursues it with their progress ("5/7"), a tick once
  scored — and the card's text, its VP, the progress and the "reconstructed" note
  (TS-0.10 (e)) on hover.
- A seat row's goal chip (★) names the alternative a seat pursues (`hud`, `tips`).
"""

from __future__ import annotations

from typing import Any

from game.tsukuyumi import data, modules
from game.tsukuyumi.actions import Action
from game.tsukuyumi.modules import m1_objectives as m1
from game.tsukuyumi.state import SETUP_PHASES
from game.ui.tables.tsukuyumi import hud, hud_cards, menus
from game.ui.tables.tsukuyumi.actions_ui import FIELDS, Words

CARD = (70, 62, 40)
"""An alternative objective card's chip."""


def _names(w: Words, action: Action) -> dict[str, Any]:
    seat = w.view.seat
    faction = w.view.seats[seat].faction if seat is not None else ""
    if not faction:
        return {"choice": str(action)}
    if action.args and action.args[0] == m1.ALTERNATIVE:
        goal = m1.ALTERNATIVE_OF[faction].key
        return {"choice": w.t("ts.ui.m1.take", goal=w.t(f"ts.goal.{goal}.name"))}
    goal = data.goal_of(faction).key
    return {"choice": w.t("ts.ui.m1.keep", goal=w.t(f"ts.goal.{goal}.name"))}


def card_text(t, key: str, vp: int) -> str:
    """An objective card: name, text, VP, and the reconstructed note when its data say so."""
    lines = [t(f"ts.goal.{key}.name"), t(f"ts.goal.{key}.text"), t("ts.ui.tip.goal_vp", vp=vp)]
    alt = next((o for o in m1.ALTERNATIVE_OF.values() if o.key == key), None)
    if alt is not None and alt.is_reconstructed:
        lines.append(t("ts.help.reconstructed.m1"))
    return "\n".join(lines)


def _tip(table, action: Action) -> str:
    view = table.view()
    faction = view.seats[table.viewer].faction if table.viewer is not None else ""
    if not faction:
        return ""
    obj = m1.ALTERNATIVE_OF[faction] if action.args and action.args[0] == m1.ALTERNATIVE \
        else data.goal_of(faction)
    return card_text(table.t, obj.key, obj.vp) + "\n" + table.t("ts.ui.tip.act.objective")


def _section(table, view: Any) -> list[hud_cards.Section]:
    """The alternative objective cards of the factions in play."""
    st = table.match.state
    if not m1.in_play(st):
        return []
    t = table.t
    chips = []
    setup = st.phase in SETUP_PHASES or st.phase == "tile"
    for seat in hud.seat_order(view):
        sv = view.seats[seat]
        # during setup every card in play; then only those pursued (the column is short)
        if not sv.faction or not (setup or sv.objective):
            continue
        card = m1.ALTERNATIVE_OF[sv.faction]
        tip = card_text(t, card.key, card.vp)
        text = t(f"ts.goal.{card.key}.name")
        if sv.objective == card.key:
            done, need = m1.counts(st, seat, card)
            mark = "✓" if sv.goal else f"{min(done, need)}/{need}"
            text = f"{table.name(seat)} {mark} · {text}"  # a long name is cut last
            tip += "\n" + t("ts.ui.m1.pursued", who=table.name(seat), done=min(done, need),
                            need=need)

        chips.append((text, tip, CARD))
    if not chips:
        return []
    head_tip = t("ts.option.modules.m1.help")
    if modules.reconstructed(m1.KEY):
        head_tip += "\n" + t("ts.help.reconstructed.m1")
    return [(t("ts.ui.m1.cards"), head_tip, chips)]


FIELDS[m1.OBJECTIVE] = _names
menus.TIPS[m1.OBJECTIVE] = _tip
hud_cards.SECTIONS.append(_section)
