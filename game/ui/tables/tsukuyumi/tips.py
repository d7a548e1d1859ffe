"""Tooltip texts of the Tsukuyumi table: rules help on every zone, stack, card and marker.

Each function returns one text (lines separated by newlines) from the view and the catalogue:
a zone (type and what it does, characteristics, controller and VP, markers, edges, units), a
stack (every unit with its conquest ▽, health ♥ and attack ♠), a faction sheet (start zone,
faction effect, defensive action, Protection, combat cards, units, goal), an action card and
its icons (TS-30.1), an event or mission card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from game.tsukuyumi import cards, data, goals
from game.tsukuyumi.board import EDGE_MARKERS, edge_key, has_marker, neighbours, printed_barrier
from game.tsukuyumi.state import EVERYONE, NOBODY, ZoneMarks
from game.ui.tables.tsukuyumi import groups_ui, m5_ui
from game.ui.tables.tsukuyumi.actions_ui import (
    DIRECTION_KEYS,
    card_code_text,
    coords,
    side_name,
    unit_count,
    unit_name,
    zone_words,
)

T = Callable[..., str]


def marks_of(view: Any, at: tuple[int, int]) -> ZoneMarks:
    """The marks of a zone in the view (an empty record when none)."""
    for m in view.marks:
        if m.at == at:
            return m
    return ZoneMarks(at)


def characteristics(view: Any, at: tuple[int, int]) -> list[tuple[str, str]]:
    """(name, how) of a zone's characteristics: printed, marker or cancelled (TS-9.4, TS-9.8)."""
    z = view.board.index.get(at)
    if z is None or z.kind == "start":
        return []
    m = marks_of(view, at)
    printed = {z.characteristic} if z.characteristic else set()
    if z.kind == "moon":
        printed.add("tsukuyumi")
    out: list[tuple[str, str]] = []
    for name in ("radioactive", "unstable", "tsukuyumi"):
        if name in m.cancelled and (name in printed or name in m.added):
            out.append((name, "cancelled"))
        elif name in printed:
            out.append((name, "printed"))
        elif name in m.added:
            out.append((name, "marker"))
    return out


def owner_name(t: T, name: Callable[[int], str], owner: int, opening: bool = False) -> str:
    """A seat's name, "the Oni" or "nobody" (capitalised when it opens a line)."""
    if owner == NOBODY:
        return t("ts.ui.nobody")
    return side_name(t, name, owner, opening)


def zone_tip(t: T, view: Any, name: Callable[[int], str], at: tuple[int, int]) -> str:
    """Everything about one position (TS-9)."""
    z = view.board.index.get(at)
    lines = [zone_words(t, view, at)]
    if z is None:
        if at in view.board.holes:
            lines.append(t("ts.ui.tip.hole"))
        else:
            lines.append(t("ts.ui.tip.edge_position"))
        return "\n".join(lines + groups_ui.zone_lines(t, view, at))
    lines += groups_ui.zone_lines(t, view, at)
    if z.kind == "start":
        seat = next((i for i, s in enumerate(view.seats) if s.start == at), None)
        who = name(seat) if seat is not None else t(f"ts.faction.{z.faction}")
        lines.append(t("ts.ui.tip.start", who=who))
    else:
        # with two players only the Victory cards score (TS-13.2): no « 1 VP at the end »
        two = ".2p" if view.n == 2 else ""
        lines.append(t(f"ts.ui.tip.type.{'moon' if z.kind == 'moon' else z.zone_type}{two}",
                       value=z.mountain))
        if z.kind == "area":
            lines.append(t("ts.ui.tip.tile", tile=z.tile))
        if z.devastated:
            lines.append(t("ts.ui.tip.devastated"))
        for char, how in characteristics(view, at):
            text = t(f"ts.ui.tip.char.{char}")
            if how == "marker":
                text = t("ts.ui.tip.by_marker", text=text)
            elif how == "cancelled":
                text = t("ts.ui.tip.cancelled", name=t(f"ts.char.{char}"))
            lines.append(text)
        m = marks_of(view, at)
        vp = 0 if z.devastated else (2 if z.zone_type == "fertile" else 1)
        lines.append(t(f"ts.ui.tip.control{two}", who=owner_name(t, name, m.owner), vp=vp))
    m = marks_of(view, at)
    extras = [t(f"ts.ui.tip.count.{k}", n=n) for k, n in
              (("egg", m.eggs - m.eggs_used), ("mine", m.mines), ("fortress", m.fortress),
               ("cover", m.cover)) if n > 0]
    if m.entrench != NOBODY:
        extras.append(t("ts.ui.tip.entrench", who=owner_name(t, name, m.entrench)))
    if m.no_entry == EVERYONE:  # Defensive Perimeter (TS-M4.5): shut to every unit
        extras.append(t("ts.ui.tip.no_entry_all"))
    elif m.no_entry != NOBODY:  # a seat's Kaneda (TS-20.8)
        extras.append(t("ts.ui.tip.no_entry", who=owner_name(t, name, m.no_entry)))
    lines += extras
    edges = edge_words(t, view, at)
    if edges:
        lines.append(edges)
    units = [u for u in view.units if u.at == at]
    by_owner: dict[int, Counter[str]] = {}
    for u in units:
        by_owner.setdefault(u.owner, Counter())[u.kind] += 1
    for owner, counts in by_owner.items():
        parts = ", ".join(unit_count(t, k, n) for k, n in counts.items())
        lines.append(t("ts.ui.labelled", label=owner_name(t, name, owner, opening=True),
                       text=parts))
    return "\n".join(lines)


def edge_words(t: T, view: Any, at: tuple[int, int]) -> str:
    """The marked edges of a zone in words ("Barriers: N, SE · Tunnel: S")."""
    board = view.board
    found: dict[str, list[str]] = {}
    for d, nb in enumerate(neighbours(at)):
        key = edge_key(at, d)
        side = t(f"ts.ui.dir.{DIRECTION_KEYS[d]}")
        if printed_barrier(board, at, nb) and not has_marker(board, "passage", key):
            found.setdefault("printed", []).append(side)
        for kind in EDGE_MARKERS:
            if has_marker(board, kind, key):
                found.setdefault(kind, []).append(side)
    parts = []
    for kind in ("printed", *EDGE_MARKERS):
        if kind in found:
            title = t("ts.edge.printed_barrier" if kind == "printed" else f"ts.edge.{kind}")
            parts.append(t("ts.ui.labelled", label=title, text=", ".join(found[kind])))
    return " · ".join(parts)


def unit_line(t: T, key: str, n: int = 0) -> str:
    """"2 × Worker ▽5 ♥5 ♠5" — a unit type with its values (TS-1.9)."""
    u = data.UNIT_BY_KEY[key]
    head = f"{n}\u00a0×\u00a0{unit_name(t, key)}" if n else unit_name(t, key)
    size = t(f"ts.size.{u.size}")
    return f"{head} ({size}) ▽{u.conquest} ♥{u.health} ♠{u.attack}"


def stack_tip(t: T, view: Any, name: Callable[[int], str], owner: int,
              at: tuple[int, int], hint: str = "") -> str:
    """One owner's units in a zone, each type with its values and abilities."""
    counts = Counter(u.kind for u in view.units if u.at == at and u.owner == owner)
    head = owner_name(t, name, owner)
    if owner >= 0:
        head += f" — {t(f'ts.faction.{view.seats[owner].faction}')}"
    lines = [head]
    total = [0, 0, 0]
    for key, n in counts.items():
        lines.append(unit_line(t, key, n))
        u = data.UNIT_BY_KEY[key]
        total = [total[0] + n * u.conquest, total[1] + n * u.health, total[2] + n * u.attack]
        for ability in u.abilities:
            text = ability_text(t, ability, view.n)
            if text:
                lines.append(f"   {text}")
    lines.append(t("ts.ui.tip.totals", conquest=total[0], health=total[1], attack=total[2]))
    if hint:
        lines.append(hint)
    return "\n".join(lines)


def ability_text(t: T, ability: str, n_seats: int = 0) -> str:
    """An ability's rules text ("Flying: ignores barriers …"); at two players the mascot's
    without its VP (TS-13.2: only the Victory cards score; it promised 1 VP that never came,
    a newcomer's game, stop 97)."""
    head, _, arg = ability.partition(":")
    key = f"ts.ability.{head}"
    if head == "mascot" and n_seats == 2:
        return t("ts.ability.mascot_two")
    if head == "needs_uplink" and arg in data.UPLINK_BY_KEY:
        return t(key, name=t(f"ts.uplink.{arg}.name"))
    if head == "spawn_point" and arg:
        return t("ts.ability.spawn_point.unit", name=unit_name(t, arg))
    return t(key, n=arg)


def sheet_parts(t: T, view: Any, name: Callable[[int], str],
                seat: int) -> tuple[str, list[str], list[str]]:
    """A seat's faction sheet as (title, rules lines, unit lines): everything the faction
    board and player aid show (TS-20 … TS-23); no faction yet: the title alone."""
    sv = view.seats[seat]
    if not sv.faction:
        return t("ts.ui.tip.no_faction", who=name(seat)), [], []
    f = data.FACTION_BY_KEY[sv.faction]
    title = f"{t(f'ts.faction.{f.key}')} — {name(seat)}"
    lines = [t("ts.ui.sheet.start", zone=t(f"ts.start_zone.{f.start_zone}"), number=f.number),
             t("ts.ui.sheet.effect", text=t(f"ts.faction_effect.{f.effect}"))]
    if f.defensive_action:
        lines.append(t("ts.ui.sheet.defensive",
                       name=t(f"ts.defensive.{f.defensive_action}.name"),
                       text=t(f"ts.defensive.{f.defensive_action}.text")))
    op, value = f.protection
    kind = "mul" if op == "mul" else "add" if value else "none"  # the Dark Seed's is +0
    lines.append(t(f"ts.ui.sheet.protection_{kind}", n=value))
    names = ", ".join(f"{t(f'ts.combat.{c}.name')} ({c})" for c in f.combat_cards)
    lines.append(t("ts.ui.sheet.cards", names=names))
    goal = goals.goal_for(f.key, sv.objective)  # the faction's, or its M1 alternative
    done = " ✓" if sv.goal else ""
    lines.append(t("ts.ui.sheet.goal", name=t(f"ts.goal.{goal.key}.name"),
                   text=t(f"ts.goal.{goal.key}.text")) + done)
    lines += material_lines(t, f.key, sv.uplinks, sv.weapons)
    units = [t("ts.ui.sheet.units")]
    for u in data.units_of(f.key):
        units.append(f"{unit_name(t, u.key)} ▽{u.conquest} ♥{u.health} ♠{u.attack} · "
                     f"{u.cost}{NBSP}PP")  # a wrapped line never leaves "PP" alone
        units += [SUB + text for text in (ability_text(t, a) for a in u.abilities) if text]
        by_cost: dict[int, list[str]] = {}
        for step in data.upgrades_from(u.key):  # TS-21.11, TS-23.2: upgraded in place
            by_cost.setdefault(step.cost, []).append(unit_name(t, step.to_key))
        units += [SUB + t("ts.ui.sheet.upgrade", names=", ".join(names), cost=cost)
                  for cost, names in sorted(by_cost.items())]
    units += m5_ui.sheet_lines(t, view, f.key)  # M5: the faction's mascot
    return title, lines, units


NBSP = "\u00a0"
"""Keeps a name and its cost on one line."""
SUB = "   "
"""The start of a sheet line that belongs to the line above it (a unit's ability or
upgrade): drawn indented and dimmer."""


def material_lines(t: T, faction: str, uplinks: Any, weapons: Any) -> list[str]:
    """What a faction buys in Production besides units: the Cybersamurai's uplinks, ticked
    when installed (TS-20.6), the Nomads' weapons with how many they hold (TS-22.2)."""
    out = []
    if faction == "cyber":
        have = set(uplinks or ())
        names = [f"{t(f'ts.uplink.{u.key}.name')}{NBSP}{u.cost}{NBSP}PP" +
                 (" ✓" if u.uplink_id in have or u.key in have else "")
                 for u in data.UPLINKS.values()]
        out.append(t("ts.ui.sheet.uplinks", names=", ".join(names)))
    elif faction == "nomads":
        held = Counter(weapons or ())
        names = [f"{t(f'ts.weapon.{w.key}')}{NBSP}+{w.bonus}{NBSP}·{NBSP}{w.cost}{NBSP}PP" +
                 (f" (×{held[w.key]})" if held[w.key] else "") for w in data.WEAPONS]
        out.append(t("ts.ui.sheet.weapons", names=", ".join(names)))
    return out


def faction_sheet(t: T, view: Any, name: Callable[[int], str], seat: int) -> str:
    """A seat's faction sheet as one text."""
    title, lines, units = sheet_parts(t, view, name, seat)
    return "\n".join([title, *lines, *units])


def faction_preview(t: T, key: str) -> str:
    """A faction before it is taken: start zone, effect, defensive action, goal."""
    f = data.FACTION_BY_KEY[key]
    lines = [t(f"ts.faction.{key}"),
             t("ts.ui.sheet.start", zone=t(f"ts.start_zone.{f.start_zone}"), number=f.number),
             t("ts.ui.sheet.effect", text=t(f"ts.faction_effect.{f.effect}"))]
    if f.defensive_action:
        lines.append(t("ts.ui.sheet.defensive", name=t(f"ts.defensive.{f.defensive_action}.name"),
                       text=t(f"ts.defensive.{f.defensive_action}.text")))
    conquest, health, attack = data.starting_totals(key)
    lines.append(t("ts.ui.sheet.starting", conquest=conquest, health=health, attack=attack))
    goal = data.goal_of(key)
    lines.append(t("ts.ui.sheet.goal", name=t(f"ts.goal.{goal.key}.name"),
                   text=t(f"ts.goal.{goal.key}.text")))
    return "\n".join(lines)


def code_tip(t: T, code: str, value: int) -> str:
    """An action icon in words, with what it does (TS-30.1)."""
    return t("ts.ui.labelled", label=card_code_text(t, code, value),
             text=t(f"ts.ui.code.{code}", n=value))


def card_tip(t: T, number: int) -> str:
    """An action card: its three phases in words (TS-3.6, TS-30.1)."""
    card = cards.action_card(number)
    lines = [t("ts.ui.tip.card", card=card.card_id)]
    lines.append(t("ts.ui.tip.white_back"))
    for phase in ("blue", "green", "red"):
        acts = card.phase(phase)
        words = ", ".join(card_code_text(t, c, v) for c, v in acts) or cards.NOTHING
        lines.append(t("ts.ui.labelled", label=t(f"ts.phase.{phase}"), text=words))
    return "\n".join(lines)


def event_tip(t: T, number: int) -> str:
    """An event card's name and text (TS-31)."""
    card_id = f"E{number:02d}"
    return f"{t(f'ts.event.{card_id}.name')} ({card_id})\n{t(f'ts.event.{card_id}.text')}"


def mission_tip(t: T, view: Any, name: Callable[[int], str], key: str) -> str:
    """A Mission card: its text and who has scored it (TS-10.3)."""
    lines = [t(f"ts.mission.{key}.name"), t(f"ts.mission.{key}.text"),
             t("ts.ui.tip.mission_vp", vp=data.MISSIONS[key].vp)]
    scored = [name(i) for i, s in enumerate(view.seats) if key in s.missions]
    if scored:
        lines.append(t("ts.ui.tip.scored_by", names=", ".join(scored)))
    return "\n".join(lines)


def score_tip(t: T, st: Any, seat: int) -> str:
    """A seat's live score in the parts the results screen shows at the end (TS-10, TS-11.3):
    VP marked during the game, then the zones and the initiative position as they lie; empty
    while there is no score yet (`RULES.scores` is 0 until the Initiative board is set)."""
    from game.tsukuyumi.scoring import other_sources, score_parts
    from game.tsukuyumi.state import OVER, SETUP_PHASES

    if st.phase in SETUP_PHASES or st.phase == "tile" or not st.initiative:
        return ""
    marked, zones, initiative = score_parts(st, seat)
    head = "ts.ui.score.final" if st.phase == OVER else "ts.ui.score.now"
    if st.n == 2:  # TS-13.2: only the Victory cards, marked and counted at the end
        return "\n".join([t(head, n=marked + zones), t("ts.ui.score.victory_marked", n=marked),
                          t("ts.ui.score.victory_end", n=zones)])
    others = [(t(o.title), o.vp(st, seat)) for o in other_sources(st)]  # TS-10.9: M5, M7
    lines = [t(head, n=marked + zones + initiative + sum(n for _, n in others)),
             t("ts.ui.score.marked", n=marked), t("ts.ui.score.zones", n=zones),
             t("ts.ui.score.initiative", n=initiative)]
    return "\n".join(lines + [t("ts.ui.score.other", name=title, n=n) for title, n in others])


def where(at: tuple[int, int]) -> str:
    """Coordinates for a tooltip."""
    return coords(at)


__all__ = ["sheet_parts", "card_tip", "characteristics", "code_tip", "edge_words", "event_tip",
           "faction_sheet", "marks_of", "mission_tip", "score_tip", "stack_tip", "unit_line",
           "zone_tip"]
