"""Menus and action tooltips of the Tsukuyumi table.

A click on a zone (or a grouped bar button) offering several actions opens a menu: one entry
per distinct label, grouped by their first differing argument when they are more than
MAX_MENU (a grey tile, then its rotation), each entry explained on hover (`action_tip`: the
combat card's text and ripostes, a riposte's effect, a unit's values, an uplink …).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pygame

from game.tsukuyumi import cards, data
from game.tsukuyumi.actions import Action
from game.ui import assets, theme
from game.ui.tables.tsukuyumi import pointing, tips
from game.ui.tables.tsukuyumi.actions_ui import arg_names, fields_for, label
from game.ui.theme import px

MAX_MENU = 10


def menu_items(table, items: list[tuple[str, Action]]) -> list[tuple[str, Any, str]]:
    """A menu's entries; over MAX_MENU they are grouped by their first differing argument,
    each group opening its own menu (a tile, then its rotation)."""
    if len(items) <= MAX_MENU:
        return [(text, action, action_tip(table, action)) for text, action in items]
    acts = [a for _, a in items]
    width = min(len(a.args) for a in acts)
    pivot = next((i for i in range(width) if len({a.args[i] for a in acts}) > 1), None)
    if pivot is None:
        return [(text, action, "") for text, action in items[:MAX_MENU * 3]]
    groups: dict[int, list[Action]] = {}
    for a in acts:
        groups.setdefault(a.args[pivot], []).append(a)
    out: list[tuple[str, Any, str]] = []
    seen: set[str] = set()
    for value, group in groups.items():
        first = label(table.words(), group[0])
        name = _group_name(table, group, pivot, value, first)
        if name in seen:  # identical choices (two tiles alike): one entry
            continue
        seen.add(name)
        out.append((name, functools.partial(table.open_menu_at, table.mouse, name, group), ""))
    return out


# the short words that join an action to the place it names ("on", « sur », « en » …)
_JOINS = frozenset({"on", "in", "to", "at", "into", "onto", "from", "sur", "en", "dans", "vers",
                    "à", "de", "du", "depuis", "par", "via", "towards"})
"""Words that only join the place to the rest: they go with it (« Conquête Oni depuis » was
left dangling, a newcomer's game, stop 97)."""


def without_place(text: str, place: str) -> str:
    """An entry of a menu headed by `place`, without repeating it: « Placer un Petit Oni sur
    Montagne +20 (−2, −1) » under the heading « Montagne +20 (−2, −1) » reads « Placer un
    Petit Oni » (the repeated zone made the menu so wide it covered the initiative panel).
    The text stays whole when the place is not in it or nothing else would be left."""
    at = text.find(place) if place else -1
    if at <= 0:
        return text
    head = text[:at].rstrip()
    words = head.split(" ")
    if len(words) > 1 and words[-1].lower() in _JOINS:
        head = " ".join(words[:-1])
    rest = text[at + len(place):]
    out = (head + rest).strip()
    return out if out and out[0].isalnum() else text


def _group_name(table, group: list[Action], pivot: int, value: int, first: str) -> str:
    action = group[0]
    names = arg_names(action.kind) or ()
    arg = names[pivot] if pivot < len(names) else ""
    if action.kind == "tile" and arg == "tile":
        from game.tsukuyumi.tiles import TILE_BY_ID

        tile = TILE_BY_ID.get(f"T{value:02d}")
        if tile is not None:
            kind = table.t("ts.zone.mountain_value", value=tile.mountain) \
                if tile.zone_type == "mountain" else table.t(f"ts.zone.{tile.zone_type}")
            extra = f" · {table.t(f'ts.char.{tile.characteristic}')}" \
                if tile.characteristic else ""
            pattern = ",".join(str(e) for e in tile.barriers) or "none"
            key = f"ts.ui.barriers.{pattern}"
            walls = table.t(key) if _has(key) else table.t("ts.ui.barriers",
                                                           n=len(tile.barriers))
            return f"{kind}{extra} · {walls} …"
    if action.kind == "upgrade" and arg == "uid":
        # one unit's upgrades: named after the unit, not after its first target (« Upgrade
        # Squeaker (3, 0) into Grunter … » held four targets, a newcomer's game, stop 97)
        fields = fields_for(table.words(), action)
        return table.t("ts.ui.act.upgrade_group", unit=fields.get("unit", ""),
                       at=fields.get("at", ""), n=len(group))
    return f"{first} …"


def _has(key: str) -> bool:
    from game.ui import i18n

    return i18n.has(key)


# --- drawing -------------------------------------------------------------------------------------


TIPS: dict[str, Callable[[Any, Action], str]] = {}
"""Button tooltips of the kinds that plug-ins add (the modules' tables register theirs)."""


def action_tip(table, action: Action) -> str:
    """What an action does, for its button or menu entry (card, riposte, unit, uplink …)."""
    from game.ui import i18n

    t = table.t
    kind, args = action.kind, action.args
    try:
        if kind in TIPS:
            return TIPS[kind](table, action)
        if kind == "riposte":
            return t(f"ts.ui.tip.riposte.{cards.RIPOSTES[args[0]]}")
        if kind == "retreat":
            return t("ts.ui.tip.riposte.retreat")
        if kind == "combat" and table.viewer is not None:
            faction = table.view().seats[table.viewer].faction
            card = next(c for c in cards.combat_cards_of(faction) if int(c.card_id[1:]) == args[2])
            usable = t(f"ts.usable.{card.usable}")
            text = f"{t(f'ts.combat.{card.card_id}.text')}\n{t(f'ts.card_type.{card.card_type}')}" \
                f" · {usable}\n" + t("ts.ui.tip.ripostes", names=", ".join(
                    t(f"ts.riposte.{r}") for r in card.ripostes))
            turn = table.view().turn
            moves = [v for c, v in (turn.left if turn is not None else ()) if c == "M"]
            if moves and not turn.fought:  # TS-4.9, said before, not found out after
                text += "\n" + t("ts.ui.tip.combat_ends_moves", n=moves[0])
            return text
        if kind == "white":
            from game.tsukuyumi.actions import WHITE_ACTIONS

            return tips.code_tip(t, WHITE_ACTIONS[args[0]], 1)
        if kind == "faction":
            return tips.faction_preview(t, data.FACTIONS[args[0]].key)
        if kind == "pick":
            return tips.card_tip(t, args[0])
        if kind == "uplink":
            uplink = data.UPLINKS[f"U{args[0]}"]
            return t(f"ts.uplink.{uplink.key}.text")
        if kind in ("buy", "upgrade"):
            return tips.unit_line(t, data.UNITS[args[0] if kind == "buy" else args[1]].key)
    except (IndexError, KeyError, StopIteration, ValueError):
        return ""
    key = f"ts.ui.tip.act.{kind}"
    return t(key) if i18n.has(key) else ""


def draw_popup(table, surface: pygame.Surface, popup) -> None:
    """The open menu near where it was opened, kept inside the table, in columns when it is
    taller than the table."""
    from game.ui.tables.tsukuyumi.bar import draw_button

    size = px(theme.FONT_SMALL)
    f = assets.font(size, True)
    row = px(30)
    area = table.table_rect
    per_col = max(1, (area.h - px(50)) // row)
    cols = -(-len(popup.items) // per_col)
    rows = -(-len(popup.items) // cols)
    col_w = max(f.size(text)[0] for text, _, _ in popup.items) + px(28)
    col_w = min(px(420), col_w, (area.w - px(20)) // cols)
    width = max(col_w * cols + px(12), min(px(420), f.size(popup.title)[0] + px(28)))
    height = row * rows + px(38)
    # beside the cell clicked, on the side with more room
    reach = round(table.mv.size * 1.1) if table.map_rect.collidepoint(popup.pos) else px(8)
    left = popup.pos[0] > table.map_rect.centerx
    want = popup.pos[0] - width - reach if left else popup.pos[0] + reach
    x = max(area.x + px(4), min(want, area.right - width - px(4)))
    y = max(area.y + px(4), min(popup.pos[1] + px(8), area.bottom - height - px(4)))
    box = pygame.Rect(x, y, width, height)
    theme.draw_panel(surface, box, theme.PANEL_RAISED, alpha=255)
    table.add_hit(box, None, lambda: None, layer="popup")
    title, tsize = assets.fitted(popup.title, size, width - px(16), True)
    surface.blit(assets.text(title, tsize, theme.ACCENT, bold=True), (x + px(10), y + px(8)))
    for i, (text, action, tip) in enumerate(popup.items):
        c, r = divmod(i, rows)
        rect = pygame.Rect(x + px(6) + c * col_w, y + px(32) + r * row, col_w - px(6),
                           row - px(4))
        hover = rect.collidepoint(table.mouse)
        draw_button(surface, rect, text, "normal", hover)
        table.add_hit(rect, tip or None, action, layer="popup")
        if hover:
            pointing.point_action(table, action)
        if hover and getattr(action, "kind", "") == "tile":
            table.preview = action


__all__ = ["MAX_MENU", "action_tip", "draw_popup", "menu_items", "without_place"]
