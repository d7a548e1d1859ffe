"""The table's part of Module 4, faction events (TS-M4).

- The cards panel: "Faction events": a chip "Decks and hands" whose tooltip gives per seat
  the size of its face-down deck and of its hand (public, TS-40.2), then the viewer's own
  faction events in hand (secret: only the seat at the table sees them, behind the curtain,
  TS-40.3, TS-40.7), the "this round" cards in effect (face up until the round ends,
  TS-M4.4) — each a chip with its text and the "reconstructed" note (TS-0.10 (e)) on hover —
  and one chip for the cards out of the game.
- The Events action: "Draw a faction event" and "Play <card> (faction)" buttons beside the
  common draws and plays, the card's text as their tooltip; the placing prompt (`m4_place`)
  lights its zones on the map.
"""

from __future__ import annotations

from typing import Any

from game.tsukuyumi.actions import WHITE_ACTIONS, Action
from game.tsukuyumi.modules import m4_faction_events as m4
from game.tsukuyumi.modules.m4_effects import PLACE
from game.ui.tables.tsukuyumi import hud_cards, menus, prompts
from game.ui.tables.tsukuyumi.actions_ui import FIELDS, ZONE_OF, Cell, Words

CARD = (58, 74, 104)
"""A faction event's chip: a steel blue, apart from the common and epic events."""


def card_text(t, number: int) -> str:
    """A faction event's name, faction, text and, when its data say so, the reconstructed
    note."""
    card = m4.CARDS[number]
    lines = [f"{m4.card_id(number)} {t(f'ts.fevent.{card.key}.name')}"
             f" ({t(f'ts.faction.{card.faction}')})",
             t(f"ts.fevent.{card.key}.text")]
    if card.is_reconstructed:
        lines.append(t("ts.help.reconstructed.m4"))
    return "\n".join(lines)


def _name(t, number: int) -> str:
    card = m4.CARDS.get(number)
    return t(f"ts.fevent.{card.key}.name") if card is not None else str(number)


def _play_fields(w: Words, action: Action) -> dict[str, Any]:
    """The card's name, and what tells its plays apart when a zone does not: Combat
    Analysis' two actions, the event Digital Copy copies."""
    t = w.t
    args = action.args
    card = m4.CARDS.get(args[0]) if args else None
    detail = ""
    if card is not None and card.effect == "white_actions" and len(args) == 3:
        detail = " + ".join(t(f"ts.action.{WHITE_ACTIONS[i]}") for i in args[1:])
    elif card is not None and card.effect == "copy" and len(args) >= 2:
        detail = t(f"ts.event.E{args[1]:02d}.name")
    return {"fevent": _name(t, args[0]) if args else "?",
            "detail": t("ts.ui.m4.detail", what=detail) if detail else ""}


ZONE_CARDS = ("eggs", "mines", "squeakers", "no_entry", "nest")
"""The effects whose `fplay` parameters are a zone: a map click."""


def _zone_of(action: Action, cells: frozenset[Cell]) -> Cell | None:
    """`fplay <card> <q> <r>` of a zone card; Digital Copy: the copied event's zone (its
    parameters after the event's number); never Combat Analysis' action numbers."""
    args = action.args
    card = m4.CARDS.get(args[0]) if args else None
    if card is None:
        return None
    if card.effect in ZONE_CARDS and len(args) == 3:
        return (args[1], args[2])
    if card.effect == "copy":
        rest = args[2:]
        for i in range(len(rest) - 1):
            if (rest[i], rest[i + 1]) in cells:
                return (rest[i], rest[i + 1])
    return None


def _zone_fields(w: Words, action: Action) -> dict[str, Any]:
    return {"zone": w.zone((action.args[0], action.args[1]))}


def _drone_fields(w: Words, action: Action) -> dict[str, Any]:
    unit = next((u for u in w.view.units if u.uid == action.args[0]), None)
    return {"zone": w.zone(unit.at) if unit is not None else "?"}


def _prompt(table, view: Any, top: Any) -> dict[str, Any]:
    return {"fevent": _name(table.t, int(top.data[0])), "n": int(top.data[1])}


def _play_tip(table, action: Action) -> str:
    return card_text(table.t, action.args[0]) if action.args else ""


def _draw_tip(table, action: Action) -> str:
    return table.t("ts.ui.m4.deck_tip")


def _place_tip(table, action: Action) -> str:
    view = table.view()
    top = view.pending[-1] if view.pending else None
    return card_text(table.t, int(top.data[0])) if top is not None and top.kind == PLACE else ""


def _section(table, view: Any) -> list[hud_cards.Section]:
    """Decks and hands per seat, the viewer's hand, the cards in effect and played."""
    if m4.KEY not in (view.option("modules", ()) or ()):
        return []
    t = table.t
    tip = t("ts.ui.m4.deck_tip") + "\n" + t("ts.help.reconstructed.m4")
    sizes = [t("ts.ui.m4.deck", faction=t(f"ts.faction.{sv.faction}"), deck=sv.fdeck_size,
               hand=sv.fhand_size) for sv in view.seats]
    chips = [(t("ts.ui.m4.decks"), "\n".join(sizes) + "\n" + tip, CARD)]
    viewer = table.viewer
    if viewer is not None and view.seats[viewer].fhand:
        chips += [(t("ts.ui.m4.yours", name=_name(t, n)), card_text(t, n), CARD)
                  for n in view.seats[viewer].fhand]
    done: list[int] = []
    for sv in view.seats:  # a "this round" card stays face up while in effect (TS-M4.4)
        for n in sv.fplayed:
            if f"m4_{m4.CARDS[n].key}" in sv.flags:
                chips.append((t("ts.ui.m4.active", name=_name(t, n)), card_text(t, n), CARD))
            else:
                done.append(n)
    if done:  # the others out of the game, in one chip
        chips.append((t("ts.ui.m4.played_n", n=len(done)),
                       "\n\n".join(card_text(t, n) for n in done), CARD))
    return [(t("ts.ui.m4.cards"), t("ts.option.modules.m4.help"), chips)]


FIELDS[m4.FPLAY] = _play_fields
ZONE_OF[m4.FPLAY] = _zone_of
FIELDS["fzone"] = _zone_fields
FIELDS["drone"] = _drone_fields
menus.TIPS[m4.FPLAY] = _play_tip
menus.TIPS[m4.FDRAW] = _draw_tip
menus.TIPS["fzone"] = _place_tip
menus.TIPS["fzone_done"] = _place_tip
prompts.FIELDS[PLACE] = _prompt
hud_cards.SECTIONS.append(_section)
