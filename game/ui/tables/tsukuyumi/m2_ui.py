"""The table's part of Module 2, starting advantages (TS-M2).

- The look (`advantage` prompt): the bar says which card the viewer holds and what it may do
  now; its buttons read "Keep it secret" (or "Continue" once the card's moment has passed),
  "Use <card>", "Draw another", each with the card's text (and its "reconstructed" note,
  TS-0.10 (e)) on hover. The same "Use <card>" button stands among the deploy step's actions.
- The cards panel: "Starting advantages": the viewer's own card (secret, used or lapsed), the
  cards used by the others (public, TS-40.2) and the discarded ones — each a card with its
  text on hover. Nobody sees another seat's unused card (TS-40.3, TS-40.6): the view omits it.
"""

from __future__ import annotations

from typing import Any

from game.tsukuyumi.actions import Action
from game.tsukuyumi.modules import m2_advantages as m2
from game.ui.tables.tsukuyumi import hud, hud_cards, menus, prompts
from game.ui.tables.tsukuyumi.actions_ui import FIELDS, Words

CARD = (58, 66, 96)
OWN = (84, 62, 104)


def card_name(t, key: str) -> str:
    """A card's name."""
    return t(f"ts.adv.{key}.name")


def card_text(t, key: str) -> str:
    """A card's name, text and, when its data say so, the reconstructed note."""
    lines = [card_name(t, key), t(f"ts.adv.{key}.text")]
    if m2.CARDS[key].is_reconstructed:
        lines.append(t("ts.help.reconstructed.m2"))
    return "\n".join(lines)


def _own(view: Any) -> str:
    seat = view.seat
    return view.seats[seat].advantage if seat is not None else ""


def _moment(view: Any) -> int | None:
    top = view.pending[-1] if view.pending else None
    return int(top.data[0]) if top is not None and top.kind == m2.ADVANTAGE else None


def _label(w: Words, action: Action) -> dict[str, Any]:
    key = _own(w.view)
    k = action.args[0] if action.args else m2.KEEP
    if k == m2.USE and key:
        return {"choice": w.t("ts.ui.m2.use", card=card_name(w.t, key))}
    if k == m2.REDRAW:
        return {"choice": w.t("ts.ui.m2.redraw")}
    card = m2.CARDS.get(key)
    usable = card is not None and card.effect in ("movement", "white_actions")
    return {"choice": w.t("ts.ui.m2.keep" if usable or _moment(w.view) == m2.AT_LOOK
                          else "ts.ui.m2.pass")}


def _tip(table, action: Action) -> str:
    key = _own(table.view())
    if not key:
        return ""
    text = card_text(table.t, key)
    if action.args and action.args[0] == m2.REDRAW:
        return text
    return text + "\n" + table.t("ts.ui.tip.act.advantage")


def _prompt(table, view: Any, top: Any) -> dict[str, Any]:
    key = _own(view)
    name = card_name(table.t, key) if key else "?"
    card = m2.card_of(view, view.seat) if view.seat is not None else None
    if int(top.data[0]) == m2.AT_LOOK:
        redraw = card is not None and m2.inapplicable(card, view.seats[view.seat].faction,
                                                      view.n)
        # « or use it now » only where « Use » is offered (a newcomer met it beside « Keep
        # it secret » alone: most cards have their moment later)
        now = any(a.kind == m2.ADVANTAGE and a.args and a.args[0] == m2.USE
                  for a in table.options().legal)
        key = "ts.ui.m2.look_redraw" if redraw else "ts.ui.m2.look" if now else \
            "ts.ui.m2.look_later"
        return {"what": table.t(key, card=name)}
    usable = card is not None and card.effect in ("movement", "white_actions")
    return {"what": table.t("ts.ui.m2.prelude" if usable else "ts.ui.m2.prelude_pass",
                            card=name)}


def _section(table, view: Any) -> list[hud_cards.Section]:
    """The viewer's card, the cards used by the others, the discarded ones."""
    if not any(s.adv_held for s in view.seats):
        return []
    t = table.t
    chips = []
    seat = view.seat
    for i in hud.seat_order(view):
        sv = view.seats[i]
        if not sv.advantage:
            continue
        tip = card_text(t, sv.advantage)
        if i == seat:
            state = {"used": "ts.ui.m2.used", "lapsed": "ts.ui.m2.lapsed"}.get(
                sv.adv_state, "ts.ui.m2.secret")
            # « Yours: Rapid Expansion » stayed after the card was spent (stop 97): the chip
            # now says used or lapsed, and only an unused card keeps the own-card colour
            head = {"used": "ts.ui.m2.yours_used", "lapsed": "ts.ui.m2.yours_lapsed"}.get(
                sv.adv_state, "ts.ui.m2.yours")
            chips.append((t(head, card=card_name(t, sv.advantage)),
                          tip + "\n" + t(state), CARD if sv.adv_state else OWN))
        else:  # only a used card is in another seat's view
            chips.append((t("ts.ui.labelled", label=table.name(i),
                            text=card_name(t, sv.advantage)), tip + "\n" + t("ts.ui.m2.used"),
                          CARD))
    for key in view.adv_discard:
        chips.append((t("ts.ui.m2.discarded", card=card_name(t, key)), card_text(t, key), CARD))
    if not chips:
        return []
    head_tip = t("ts.option.modules.m2.help") + "\n" + t("ts.help.reconstructed.m2")
    return [(t("ts.ui.m2.cards"), head_tip, chips)]


FIELDS[m2.ADVANTAGE] = _label
menus.TIPS[m2.ADVANTAGE] = _tip
prompts.FIELDS[m2.ADVANTAGE] = _prompt
hud_cards.SECTIONS.append(_section)
