"""The table's part of Module 3, epic events (TS-M3).

- The cards panel: "Epic events": how many are still in the event deck out of those shuffled in
  (never which, TS-40.6), Dragon's Blood while it lies face up with who has scored it, and the
  epics applied so far — each a card with its text and the "reconstructed" note
  (TS-0.10 (e)) on hover.
- An epic's choices (`epic` prompt): the bar says what the card asks; its zone choices light up
  on the map (their grammar names a zone), the others are buttons with readable labels.
"""

from __future__ import annotations

from typing import Any

from game.tsukuyumi import board as B
from game.tsukuyumi.actions import Action
from game.tsukuyumi.modules import m3_epic as m3
from game.tsukuyumi.modules.m3_effects import EPIC
from game.ui.tables.tsukuyumi import hud_cards, menus, prompts
from game.ui.tables.tsukuyumi.actions_ui import FIELDS, Words, coords

CARD = (96, 48, 52)
"""An epic card's chip: red, as their faces (TS-M3.2)."""


def card_text(t, key: str) -> str:
    """An epic card's name, text and, when its data say so, the reconstructed note."""
    lines = [t(f"ts.epic.{key}.name"), t(f"ts.epic.{key}.text")]
    if m3.BY_KEY[key].is_reconstructed:
        lines.append(t("ts.help.reconstructed.m3"))
    return "\n".join(lines)


def _top_key(view: Any) -> str:
    top = view.pending[-1] if view.pending else None
    if top is None or top.kind != EPIC or not top.data:
        return ""
    epic = m3.EPICS.get(int(top.data[0]))
    return epic.key if epic is not None else ""


def _zone_fields(w: Words, action: Action) -> dict[str, Any]:
    at = (action.args[0], action.args[1])
    key = "ts.ui.m3.centre_here" if _top_key(w.view) == "earthquake" else "ts.ui.m3.surge_here"
    return {"what": w.t(key, zone=w.zone(at))}


def _edge_fields(w: Words, action: Action) -> dict[str, Any]:
    a, b = B.edge_hexes((action.args[0], action.args[1], action.args[2]))
    return {"q2": b[0], "r2": b[1], "other": coords(b), "zone": w.zone(a)}


def _prompt(table, view: Any, top: Any) -> dict[str, Any]:
    t = table.t
    key = _top_key(view)
    d = top.data
    if key == "earthquake" and len(d) >= 3:
        return {"what": t("ts.ui.m3.ask.earthquake_turn")}
    fields: dict[str, Any] = {}
    if key in ("power_surge", "cave_in"):
        fields["n"] = d[1]
    elif key == "emerging_lands":
        fields["tile"] = f"T{int(d[1]):02d}"
    elif key == "fluid_borders":
        fields["n"] = m3.BY_KEY[key].value
    elif key == "forces_of_nature":
        fields["event"] = t(f"ts.event.E{int(d[1]):02d}.name")
    return {"what": t(f"ts.ui.m3.ask.{key}", **fields)} if key else {}


def _tip(table, action: Action) -> str:
    key = _top_key(table.view())
    return card_text(table.t, key) if key else ""


def _section(table, view: Any) -> list[hud_cards.Section]:
    """Epics still in the deck, Dragon's Blood face up, the epics applied."""
    if "m3" not in (view.option("modules", ()) or ()):
        return []
    t = table.t
    n = m3.in_game(view.n)
    aside = sum(len(p.data) - 3 for p in view.pending if p.kind == m3.FORCES)
    left = max(0, n - len(view.epic_out) - aside)
    tip = t("ts.ui.m3.in_deck_tip", n=n) + "\n" + t("ts.help.reconstructed.m3")
    chips = [(t("ts.ui.m3.in_deck", k=left, n=n), tip, CARD)]
    dragon = m3.BY_KEY["dragons_blood"]
    for card in reversed(view.epic_out):
        epic = m3.EPICS[card]
        text = card_text(t, epic.key)
        if card == dragon.number:
            text += "\n" + t("ts.ui.m3.dragon_on")
            if view.dragon:
                text += "\n" + t("ts.ui.m3.dragon_by",
                                 names=", ".join(table.name(s) for s in view.dragon))
        chips.append((t("ts.ui.m3.applied", name=t(f"ts.epic.{epic.key}.name")), text, CARD))
    return [(t("ts.ui.m3.cards"), t("ts.option.modules.m3.help"), chips)]


def _rotate_fields(w: Words, action: Action) -> dict[str, Any]:
    steps = action.args[2]  # sixths of a turn, said in words ("by half a turn")
    return {"turn_sixths": w.t(f"ts.arg.sixths.{steps}") if 1 <= steps <= 5 else str(steps)}


FIELDS["epic_zone"] = _zone_fields
FIELDS["epic_edge"] = _edge_fields
FIELDS["epic_rotate"] = _rotate_fields
for _kind in ("epic_zone", "epic_tile", "epic_remove", "epic_rotate", "epic_edge",
              "epic_marker", "epic_start", "epic_done"):
    menus.TIPS[_kind] = _tip
prompts.FIELDS[EPIC] = _prompt
hud_cards.SECTIONS.append(_section)
