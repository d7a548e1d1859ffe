"""Moonwakers action bar: every decision as one clear sentence, big buttons and card targets.

`build_prompt(table)` derives everything from the viewer's view and `legal_actions`: each
legal action becomes a clickable card (a layout card, a mapped or hand card, a character, a
combination) or a labelled button; any action kind this module does not know still gets a
button, so nothing is ever unreachable. Card-playing actions that are not the head task's own
choice (SCAN, CRYOGEN and LABO cards) sit behind a "Play … card" button that switches the
bar into a targeting mode. The acquisition helper lives here too: affordable combinations
glow, clicking one pre-selects the cheapest payment, clicking own cards toggles them, and
Claim is enabled only when the selection is a legal claim.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.i18n import signed as core_signed
from game.moonwakers.actions import Action
from game.moonwakers.data import (
    ABILITY,
    COMBOS,
    MODIFIER,
    SUCCESS,
    TERRAIN,
    counts_text,
    threshold,
)
from game.ui import i18n
from game.ui.render import cards

SECONDARY = ("use-scan", "cryogen", "labo")
AUTO_KINDS = ("no-react", "go", "pass")  # a lone one of these is submitted for the player


@dataclass
class Choice:
    """A button of the action bar."""

    label: str
    action: Any = None
    on_click: Callable[[], None] | None = None
    primary: bool = False
    enabled: bool = True
    tooltip: str = ""
    short: str = ""
    """A shorter label the bar may use when the whole ones leave no room (the whole label
    then goes to the tooltip)."""


@dataclass
class Prompt:
    """What the bar shows: the sentence, its buttons, and the clickable cards."""

    text: str
    buttons: list[Choice] = field(default_factory=list)
    targets: dict[tuple, Any] = field(default_factory=dict)
    raised: set[tuple] = field(default_factory=set)
    note: str = ""
    quiet: bool = False  # own cards are toggles: no glow on each of them


def target_of(action: Action, viewer: int | None) -> tuple | None:
    """The table thing a card-like action points at, or None for a button action."""
    k = action.kind
    if k in ("place", "look", "dash"):
        return ("layout", action.index)
    if k == "use-scan":
        return ("layout", action.index) if action.seat < 0 else ("mapped", action.seat,
                                                                 action.index)
    if k == "labo":
        return ("mapped", action.seat, action.index)
    if k in ("permute", "cryogen"):
        return ("char", action.seat)
    if k == "lose":
        return (("mapped", viewer, action.mapped[0]) if action.mapped
                else ("hand", viewer, action.hand[0]))
    if k == "claim":
        return ("combo", action.index)
    return None


def hand_elements(view, seat: int, pos: int) -> str:
    """Elements a hand card counts, as the viewer knows them ("" when hidden or none)."""
    cv = view.players[seat].hand[pos]
    return TERRAIN[cv.id].elements if cv.id >= 0 else ""


def selection_supply(view, seat: int, hand, mapped) -> Counter:
    """Elements of the selected own cards."""
    total: Counter = Counter()
    for i in hand:
        total.update(hand_elements(view, seat, i))
    for i in mapped:
        total.update(view.players[seat].mapped[i].element)
    return total


def cheapest_claim(view, seat: int, claims: list[Action], number: int) -> Action | None:
    """The least wasteful legal payment for `number` (fewest wasted elements, then cards).

    Same ordering as `acquisition.cheapest`, computed on the legal claims because the view
    hides the ids of one's own mapped cards (only their terrain element counts)."""
    need = sum(n for _, n in COMBOS[number].requires)
    best, key = None, None
    for a in claims:
        if a.index != number:
            continue
        got = sum(selection_supply(view, seat, a.hand, a.mapped).values())
        k = (got - need, len(a.hand) + len(a.mapped), a.hand, a.mapped)
        if key is None or k < key:
            best, key = a, k
    return best



def _button_label(table, head, a: Action) -> str:
    t = table.t
    k = a.kind
    if k == "react":
        return t(f"ui.moonwakers.btn.react_{a.name}")
    if k == "no-react":
        return t("ui.moonwakers.btn.roll_instead" if head.kind == "accident"
                 else "ui.moonwakers.btn.no_react", need=SUCCESS)
    if k == "pass":
        return i18n.t_or(f"ui.moonwakers.btn.pass_{head.kind}", t("ui.moonwakers.btn.pass"))
    if k in ("permute", "cryogen"):
        return t(f"ui.moonwakers.btn.{k}_seat", name=table.name(a.seat))
    return i18n.t_or(f"ui.moonwakers.btn.{k}", table.rules.notation(a), need=SUCCESS)


def _mod(view, seat: int) -> str:
    return signed(MODIFIER[view.players[seat].option])


def signed(n: int) -> str:
    """"+2" or "−1" with a true minus sign, as the cards print it."""
    return core_signed(n) if n else "+0"  # "+0" too: the cards print the sign


def prompt_text(table, view, head, seat: int) -> str:
    """The sentence for the head task, addressed to the acting player by name."""
    t = table.t
    args = {"name": table.name(seat), "need": SUCCESS, "mod": _mod(view, seat)}
    if head.target >= 0:
        args["target"] = table.name(head.target)
    if head.kind == "ask_stop":
        args["points"] = sum(COMBOS[c].points for c in view.players[seat].combos)
        args["threshold"] = threshold(view.n)
    if head.kind == "ask_cryo":  # the ability it would freeze, as the log names it (MW-5.5)
        args["ability"] = ABILITY[view.players[head.target].character].upper()
    if head.kind == "ask_bouclier":
        args["what"] = i18n.t_or(f"ui.moonwakers.attack.{head.extra}", head.extra)
    return i18n.t_or(f"ui.moonwakers.prompt.{head.kind}",
                     t("ui.moonwakers.prompt.generic", **args), **args)


def build_prompt(table) -> Prompt:
    """The action bar for the viewer now (see the module docstring)."""
    view = table.view()
    seat = table.viewer
    t = table.t
    if view.over:
        outcome = table.match.outcome()
        names = ", ".join(table.name(s) for s in outcome.winners)
        key = "ui.moonwakers.prompt.over" if len(outcome.winners) == 1 else \
            "ui.moonwakers.prompt.over_shared"
        return Prompt(t(key, names=names, points=max(outcome.scores)))
    acting = list(table.match.to_act())
    legal = list(table.legal_actions())
    head = view.tasks[0] if view.tasks else None
    if seat is None or not legal or head is None:
        names = ", ".join(table.name(s) for s in acting)
        if seat is not None and view.players[seat].commit:
            return Prompt(t("ui.moonwakers.prompt.committed", choice=_commit_text(table, view),
                            names=names))
        return Prompt(t("ui.moonwakers.prompt.waiting", names=names) if names else "")
    prompt = Prompt(prompt_text(table, view, head, seat))
    kinds = {a.kind for a in legal}
    mode = table.mode if table.mode in kinds else None
    if head.kind == "claims" and "claim" not in kinds:
        # LABO is mentioned only to a player who can play one (MW-5.4).
        key = "ui.moonwakers.prompt.claims_none" if "labo" in kinds else \
            "ui.moonwakers.prompt.claims_none_plain"
        prompt.text = t(key, name=table.name(seat))
    if head.kind == "claims" and "claim" in kinds and mode is None:
        _claims(table, view, seat, legal, prompt)
    elif mode is not None:
        prompt.text = t(f"ui.moonwakers.mode.{mode}")
        for a in legal:
            if a.kind == mode:
                target = target_of(a, seat)
                if target is not None:  # always so for the SECONDARY modes
                    prompt.targets[target] = a
                if mode == "cryogen":
                    prompt.buttons.append(Choice(_button_label(table, head, a), a))
        prompt.buttons.append(Choice(t("ui.moonwakers.btn.cancel"),
                                     on_click=lambda: table.set_mode(None)))
    else:
        for a in legal:
            if a.kind in SECONDARY and head.kind != "step" or a.kind == "claim":
                continue
            if a.kind == "labo" and head.kind == "step":
                continue
            target = target_of(a, seat)
            if target is not None:
                prompt.targets[target] = a
                if a.kind == "permute":
                    prompt.buttons.append(Choice(_button_label(table, head, a), a))
            else:
                prompt.buttons.append(Choice(_button_label(table, head, a), a,
                                             primary=a.kind in ("roll", "go", "claim")))
    if mode is None:
        for kind in SECONDARY:
            if kind in kinds:
                prompt.buttons.append(Choice(t(f"ui.moonwakers.btn.mode_{kind}"),
                                             on_click=functools.partial(table.set_mode, kind),
                                             tooltip=t(f"ui.moonwakers.effect.{_card_of(kind)}"),
                                             short=_card_of(kind).upper() + "…"))
    if lone_ask(legal, head.kind):  # asked behind a curtain in hot-seat (`auto_action`)
        prompt.note = t("ui.moonwakers.note.cannot_react")
    _shorten_seat_buttons(table, prompt)
    return prompt


def _shorten_seat_buttons(table, prompt: Prompt) -> None:
    """With four or more seats to choose from (a PERMUTATION or CRYOGEN at 6 seats), each
    button says only the seat's name and the pass button "Pass", the long labels on hover:
    fitted to a sixth of the bar they all read "Duel avec …"."""
    seats = [b for b in prompt.buttons
             if b.action is not None and getattr(b.action, "kind", "") in ("permute", "cryogen")]
    if len(seats) < 4:
        # fewer: the same short labels, for the bar to use when the whole ones leave no
        # room (three duels, a pass and a SCAN card at 4 seats and 150% in French)
        for b in seats:
            b.short = table.name(b.action.seat)
        for b in prompt.buttons:
            if seats and b.action is not None and getattr(b.action, "kind", "") == "pass":
                b.short = table.t("ui.moonwakers.btn.pass")
        return
    for b in seats:
        b.tooltip, b.label = b.tooltip or b.label, table.name(b.action.seat)
    for b in prompt.buttons:
        if b.action is not None and getattr(b.action, "kind", "") == "pass":
            b.tooltip, b.label = b.tooltip or b.label, table.t("ui.moonwakers.btn.pass")


def _card_of(kind: str) -> str:
    return {"use-scan": "scan", "cryogen": "cryogen", "labo": "labo"}[kind]


def _commit_text(table, view) -> str:
    commit = view.players[view.seat].commit
    word = commit.split(" ")[0]
    if word == "claim":
        return table.t("ui.moonwakers.commit.claim",
                       combo=cards.combo_name(int(commit.split(" ")[1]), table.lang()))
    return i18n.t_or(f"ui.moonwakers.commit.{word}", commit, index=commit.split(" ")[-1])


def _claims(table, view, seat: int, legal: list[Action], prompt: Prompt) -> None:
    t = table.t
    claims = [a for a in legal if a.kind == "claim"]
    for number in sorted({a.index for a in claims}):
        prompt.targets[("combo", number)] = (lambda n=number: table.select_claim(
            cheapest_claim(view, seat, claims, n)))
    sel = table.claim
    if sel is not None and sel.index in view.display:
        n = sel.index
        pv = view.players[seat]
        for i in range(len(pv.hand)):
            prompt.targets[("hand", seat, i)] = lambda i=i: table.toggle_claim("hand", i)
        for i in range(len(pv.mapped)):
            prompt.targets[("mapped", seat, i)] = lambda i=i: table.toggle_claim("mapped", i)
        prompt.quiet = True
        prompt.raised = ({("hand", seat, i) for i in sel.hand}
                         | {("mapped", seat, i) for i in sel.mapped})
        prompt.raised.add(("combo", n))
        have = selection_supply(view, seat, sel.hand, sel.mapped)
        need = COMBOS[n].need()
        waste = sum(have.values()) - sum(need.values())
        legal_now = bool(sel.hand or sel.mapped) and table.rules.is_legal(
            table.match.state, seat, sel)
        prompt.text = t("ui.moonwakers.claim.status", combo=cards.combo_name(n, table.lang()),
                        have=counts_text(have), need=counts_text(need))
        prompt.note = (t("ui.moonwakers.claim.ok", waste=max(0, waste)) if legal_now
                       else t("ui.moonwakers.claim.bad"))
        prompt.buttons.append(Choice(t("ui.moonwakers.btn.claim"), sel if legal_now else None,
                                     primary=True, enabled=legal_now,
                                     tooltip=t("ui.moonwakers.claim.bad")
                                     if not legal_now else ""))
    prompt.buttons.append(Choice(t("ui.moonwakers.btn.pass_claims"), Action("pass")))


def lone_ask(legal, head_kind: str) -> bool:
    """A reaction asked of a player who holds nothing to answer with: « Don't react » alone."""
    return head_kind.startswith("ask_") and [a.kind for a in legal] == ["no-react"]


def auto_action(legal, head_kind: str = "", hot_seat: bool = False) -> Action | None:
    """The action to submit for the player when it is their only, empty choice. A claim
    round is always asked (never passed silently in some rounds and asked in others); so is
    a lone « Don't react » in hot-seat, behind the curtain raised so that nobody learns
    whether this player could answer (sent at once, the curtain lifted onto nothing, a
    newcomer's game, stop 98)."""
    if head_kind == "claims" or hot_seat and lone_ask(legal, head_kind):
        return None
    if len(legal) == 1 and legal[0].kind in AUTO_KINDS:
        return legal[0]
    return None
