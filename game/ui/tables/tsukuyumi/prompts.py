"""What the Tsukuyumi table asks the viewer to do now, in one sentence.

The sentence depends on the top prompt (`ts.ui.prompt.<kind>`, filled from its data: the damage
to assign, the PP left, the Oni to place …), else on the phase (setup steps, the draft, the
white phase, a coloured turn). A prompt kind this table does not know still reads well: its
key if another module wrote one, else "choose an action". When the only thing the viewer may
do is close the step (End turn, Done, Ready …), the sentence says so plainly instead of asking
for actions there are none of.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.i18n import capitalised
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.engine import MANDATORY
from game.tsukuyumi.state import COLOURS, OVER, SETUP_PHASES
from game.ui import i18n
from game.ui.tables.tsukuyumi import two_player_ui
from game.ui.tables.tsukuyumi.actions_ui import coords, label, side_name

CLOSERS = ("end", "done", "ready", "events_done", "effect_done", "reinforce_done", "oni_done",
           "terra_done", "free_done", "arm_done", "hitrun_done", "noriposte", "conquest_skip",
           "cancel")
"""Kinds that close a step without doing anything: alone, they are all that is left."""

FIELDS: dict[str, Callable[[Any, Any, Any], dict[str, Any]]] = {}
"""The sentence fields of the prompt kinds that plug-ins add: (table, view, prompt) -> fields
(the modules' tables register theirs)."""

PENDING_PROMPTS: list[Callable[[Any, Any, Any], str | None]] = []
"""Sentences other table modules give a prompt instead of `ts.ui.prompt.<kind>`: (table,
view, prompt) -> a sentence, or None (M6's Oni Revenge and second Oni riposte, `m6_ui`)."""
TURN_PROMPTS: list[Callable[[Any, Any], str | None]] = []
"""Sentences other table modules give a phase turn: (table, view) -> a sentence, or None
(the Horreur's extra attack owed, `legendary_ui.turn_prompt`)."""


def prompt_fields(table, view: Any, top: Any) -> dict[str, Any]:
    """The fields of a prompt's sentence, read from its flat data."""
    kind, d = top.kind, top.data
    out: dict[str, Any] = {}
    try:
        if kind in FIELDS:
            out.update(FIELDS[kind](table, view, top))
        elif kind == "plan":
            out["value"] = d[0]
        elif kind == "production":
            out["pp"] = d[0]
        elif kind == "oni_placement":
            out["n"] = d[0]
        elif kind == "damage":
            owner, amount, _flags, q, r = d[:5]
            out.update(amount=amount, zone=coords((q, r)),
                       owner=side_name(table.t, table.name, owner, opening=True))
        elif kind == "split":
            _q, _r, _flags, total, n, *rest = d
            recipients, shares = rest[:n], rest[n:]
            left = total - sum(shares)
            nxt = recipients[len(shares)]
            out.update(amount=left, total=total, owner=side_name(table.t, table.name, nxt))
        elif kind == "attack_amount":  # TS-7.4
            out["total"] = d[0]
        elif kind == "riposte":
            owner = d[0]
            out["owner"] = side_name(table.t, table.name, owner, opening=True)
        elif kind == "oni_shift":
            out["n"] = d[0] - len(d[1:])
        elif kind in ("ammo", "reinforce"):
            out["n"] = d[0]
        elif kind == "events":  # TS-5.7: draws and plays left in this Events action
            out.update(draws=d[0], plays=d[1])
    except (IndexError, TypeError, ValueError):
        pass
    return out


def prompt_text(table, view: Any) -> str:
    """One sentence: what the viewer should do now (or whom the table waits for)."""
    t = table.t
    if view.phase == OVER:
        return t("ts.ui.prompt.over")
    acting = table.match.to_act()
    names = ", ".join(table.name(s) for s in acting)
    if table.viewer is None:
        return t("ts.ui.prompt.watch", names=names) if acting else ""
    if table.viewer not in acting:
        if view.phase == "draft" and view.seats[table.viewer].picked:
            return t("ts.ui.prompt.picked_wait", names=names)
        return t("ts.ui.prompt.wait", names=names)
    legal = table.options().legal
    if len(legal) == 1 and legal[0].kind in CLOSERS:
        if legal[0].kind == "end" and view.phase in COLOURS:  # TS-4.3: only the turn's end
            turn = view.turn
            if turn is not None and turn.fought and "M" in [c for c, _ in turn.left]:
                # the card still showed ≫2 while the bar said nothing was left (stop 97)
                return t("ts.ui.prompt.only_end_fought", phase=t(f"ts.phase.{view.phase}"))
            return t("ts.ui.prompt.only_end", phase=t(f"ts.phase.{view.phase}"))
        return t("ts.ui.prompt.only", button=label(table.words(), legal[0]))
    if view.pending:
        top = view.pending[-1]
        for pending_hook in PENDING_PROMPTS:
            said = pending_hook(table, view, top)
            if said:
                return said
        key = f"ts.ui.prompt.{top.kind}"
        fields = prompt_fields(table, view, top)
        if top.kind == "events" and 0 in (fields.get("draws"), fields.get("plays")):
            # TS-5.7: "0 draws and 1 play left" read as a count to use, not an end of draws
            key += "_plays" if fields.get("draws") == 0 else "_draws"
        if i18n.has(key):
            text = t(key, **fields)
            # "{owner}: choose a riposte." opens with "the Oni" when the viewer answers
            # for them (TS-7.27): a sentence still starts with a capital
            return capitalised(text)
        return t("ts.ui.prompt.choose")
    if view.phase == "draft":
        return t("ts.ui.prompt.draft")
    build = two_player_ui.build_prompt(table, view)
    if build is not None:  # TS-13.4: the drawn tile, the pile
        return build
    if view.phase in SETUP_PHASES or view.phase == "tile":
        me = view.seats[table.viewer]
        faction = t(f"ts.faction.{me.faction}") if me.faction else ""
        nest = me.faction and data.FACTION_BY_KEY[me.faction].start_zone_placement == "free"
        key = "ts.ui.prompt.start_nest" if view.phase == "start" and nest \
            else f"ts.ui.prompt.{view.phase}"
        if view.phase == "start" and not nest and me.advantage == "scout" \
                and not me.adv_state:
            # M2's Scout is offered here, its tiles lit beside the edges: the prompt named
            # only the edges, and a newcomer learned the card had lapsed (TS-M2.3)
            key = "ts.ui.prompt.start_scout"
        kinds = {a.kind for a in legal}
        if view.phase == "deploy" and "egg" in kinds and "ready" not in kinds:
            key = "ts.ui.prompt.deploy_eggs"  # TS-21.14: Ready comes once the Eggs are down
        return t(key, n=view.setup_left, faction=faction)
    if view.phase in COLOURS and view.turn is not None:
        for hook in TURN_PROMPTS:
            said = hook(table, view)
            if said:
                return said
        phase = t(f"ts.phase.{view.phase}")
        if view.phase == "white":
            left = 2 - len(view.turn.white)
            if left > 0:
                return t("ts.ui.prompt.white", n=left)
        owed = _owed_oni_actions(table, view)
        if owed:  # TS-4.7: the turn cannot end yet, so "then end your turn" alone misleads
            return t("ts.ui.prompt.turn_mandatory", phase=phase,
                     what=t("ts.ui.owed_and").join(owed), n=len(owed))
        return t("ts.ui.prompt.turn", phase=phase)
    return t("ts.ui.prompt.choose")


def _owed_oni_actions(table, view) -> list[str]:
    """The Oni placement or conquest (TS-4.7) the viewer must still do in their own turn,
    named, when it holds the turn open (none otherwise); the prompt joins them with « and »
    / « et votre » (they read « … / … »)."""
    if view.turn.seat != table.viewer or Action("end") in table.options().legal:
        return []
    codes = dict.fromkeys(code for code, _ in view.turn.left if code in MANDATORY)
    return [table.t(f"ts.action.{code}") for code in codes]


__all__ = ["FIELDS", "PENDING_PROMPTS", "TURN_PROMPTS", "prompt_fields", "prompt_text"]
