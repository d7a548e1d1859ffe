"""The Tsukuyumi table's bar and menus: what to do now, the viewer's card icons for this phase,
every legal action without a zone as a readable button, the number picker of a damage split,
and the menu a zone click opens when it offers several actions.

Buttons follow `actions_ui.Options.buttons` (finishers last; Go, Done, End turn and Ready are
primary and answer Enter). While the viewer assigns damage, the units are chips to click in the
combat panel (`damage_ui`): the bar does not repeat them, it keeps one button, the unit the app
proposes (TS-42.5), which Enter takes too. A split opens on the proposed share (TS-42.7). When
the buttons do not fit, the bar pages.
"""

from __future__ import annotations

import functools
from typing import Any

import pygame

from game.core.i18n import capitalised, signed
from game.tsukuyumi import damage
from game.tsukuyumi.actions import Action
from game.ui import assets, theme
from game.ui.tables.tsukuyumi import combat_ui, damage_ui, pictures, pointing, prompts, tips
from game.ui.tables.tsukuyumi.actions_ui import FINISHERS, PRIMARY, arg_names, label
from game.ui.tables.tsukuyumi.bar_hint import (
    BUTTON_H,
    GAP,
    hint_beside,
    hint_block,
    hint_lines,
    hint_room,
    hint_span,
    kind_name,
    map_hint,
    map_hint_text,
    map_kinds,
)
from game.ui.tables.tsukuyumi.bar_rows import (
    PAGER_W,
    Placed,
    finishers,
    layout_rows,
    sized,
)
from game.ui.tables.tsukuyumi.card_box import draw_card_box, shows_card
from game.ui.tables.tsukuyumi.menus import action_tip, draw_popup, menu_items
from game.ui.theme import px

PICKER_MIN = 9
SUGGESTED = (250, 214, 120)


def bar_height() -> int:
    """The bar's height: the prompt line and one row of buttons (it grows when needed)."""
    return px(22) + px(BUTTON_H) + px(26)


# --- what the buttons are ----------------------------------------------------------------------


def picker_kind(table) -> str | None:
    """A kind offered with every amount from 0 up (a damage split): shown as a number picker
    rather than one button per amount."""
    values: dict[str, set[int]] = {}
    for a in table.options().buttons:
        if len(a.args) == 1 and (arg_names(a.kind) or ("x",))[0] != "uid":
            values.setdefault(a.kind, set()).add(a.args[0])
    return next((k for k, vs in values.items()
                 if len(vs) >= PICKER_MIN and vs == set(range(max(vs) + 1))), None)


def suggestion(table) -> Action | None:
    """The action the app proposes for the top prompt (TS-42.5, TS-42.7), if any."""
    st = table.match.state
    if not st.pending or table.viewer is None or st.pending[-1].seat != table.viewer:
        return None
    top = st.pending[-1]
    try:
        if top.kind == "damage":
            return Action("assign", (damage.proposed_pick(st, top),))
        if top.kind == "split":
            return Action("split", (damage.proposed_share(st, top),))
        if top.kind == "attack_amount":  # TS-7.4: in full unless the attacker lowers it
            return Action("deal", (int(top.data[0]),))
    except (ValueError, IndexError, KeyError):
        return None
    return None


def primary_action(table) -> Action | None:
    """The action Enter takes: the suggestion, else the first primary finisher."""
    legal = table.options().legal
    hint = suggestion(table)
    if hint is not None and hint in legal and picker_kind(table) is None:
        return hint
    kind = picker_kind(table)
    if kind is not None:
        value = current_pick(table, kind)
        return Action(kind, (value,))
    o = table.options()
    primary = next((a for a in o.buttons if a.kind in PRIMARY), None)
    if primary is None and len(o.legal) == 1 and not (o.by_cell or o.movers):
        # the one thing left to do, on the bar (M2's « Keep it secret »: Enter did nothing,
        # a newcomer's game, stop 98)
        return o.legal[0]
    return primary


def current_pick(table, kind: str) -> int:
    """The number picker's value: the player's, the suggestion's, or the smallest."""
    values = sorted(a.args[0] for a in table.options().buttons if a.kind == kind)
    if table.picker is not None and table.picker in values:
        return table.picker
    hint = suggestion(table)
    if hint is not None and hint.kind == kind and hint.args[0] in values:
        return hint.args[0]
    return values[0]


def draw_button(surface: pygame.Surface, rect: pygame.Rect, text: str, style: str = "normal",
                hover: bool = False) -> None:
    """A rounded button: normal, primary (gold), suggested (gold rim) or off."""
    if style == "primary":
        fill, fg = (theme.PRIMARY_HOVER if hover else theme.PRIMARY), (20, 16, 8)
    elif style == "off":
        fill, fg = theme.BUTTON_DISABLED, theme.TEXT_DISABLED
    else:
        fill, fg = (theme.BUTTON_HOVER if hover else theme.BUTTON), theme.TEXT
    pygame.draw.rect(surface, fill, rect, border_radius=px(7))
    edge = SUGGESTED if style == "suggested" else (theme.ACCENT if hover else theme.PANEL_BORDER)
    pygame.draw.rect(surface, edge, rect, px(2) if style == "suggested" else 1,
                     border_radius=px(7))
    # the type steps down a little, then the label takes two lines: at 150% in French
    # « Pistolets gratuits + immunité à la radioactivité » was shrunk and still cut
    lines, size = assets.line_or_wrapped(text, px(theme.FONT_SMALL), rect.w - px(12),
                                         rect.h, True)
    lh = assets.font(size, True).get_linesize()
    top = rect.centery - lh * len(lines) // 2
    for i, line in enumerate(lines):
        img = assets.text(line, size, fg, bold=True)
        surface.blit(img, img.get_rect(center=(rect.centerx, top + lh * i + lh // 2)))


def _measure(table, view: Any, rect: pygame.Rect) -> tuple[Any, ...]:
    """What the bar holds and how tall it is: (left, area width, picker kind, buttons, rows,
    pages, prompt lines, prompt size, extra height above the one-row bar)."""
    h, gap = px(BUTTON_H), px(GAP)
    inner = rect.inflate(-px(20), -px(14))
    left = inner.x + (px(84) if shows_card(table, view) else 0)
    area_w = inner.right - left
    kind = picker_kind(table)
    buttons = [] if kind is not None else bar_buttons(table)
    pages: Placed = [[]]
    rows = 1
    if buttons:
        rows, pages = layout_rows(buttons, area_w, gap, hint_room(table, area_w))
        if len(pages) > 1:
            # two buttons of a kind become one menu before a button goes to another page:
            # at 150% with 4 seats the Canyon's blue card showed both initiative moves and
            # hid « Événements à piocher » behind the pager's arrow
            grouped = bar_buttons(table, group_over=1)
            if len(grouped) < len(buttons):
                rows_g, pages_g = layout_rows(grouped, area_w, gap, hint_room(table, area_w))
                if len(pages_g) < len(pages):
                    buttons, rows, pages = grouped, rows_g, pages_g
    elif kind is not None:
        rows = picker_rows(table, kind, area_w)
    text = prompts.prompt_text(table, view)
    lines, size = prompt_lines(text, px(theme.FONT_BODY), area_w)
    hint = map_hint_text(table) if buttons else None
    if hint is not None and hint_beside(table, buttons, pages, area_w, rows) is None:
        # the map's part of the turn said in the prompt, where it takes no line of the map's
        # and no point of the prompt's type (a Movement's « click a lit zone » took a third
        # line for « On the map: movement »)
        joined = prompt_lines(f"{text} {hint}", px(theme.FONT_BODY), area_w)
        whole = " ".join(joined[0]).split() == f"{text} {hint}".split()  # no « … » cut
        if whole and len(joined[0]) <= len(lines) and joined[1] >= size:
            lines, size = joined
    lh = assets.font(size, True).get_linesize()
    extra = (rows - 1) * (h + gap) + (len(lines) - 1) * lh
    return left, area_w, kind, buttons, rows, pages, lines, size, extra


def bar_extra(table, view: Any, rect: pygame.Rect) -> int:
    """How much taller than its one-row height the bar is now (the map is framed above it)."""
    return _measure(table, view, rect)[-1]


def draw_bar(table, surface: pygame.Surface, view: Any, rect: pygame.Rect) -> int:
    """The bar: the card icons of this phase, the prompt, the buttons (finishers pinned on
    the right); it grows upwards over the map when the buttons need more rows. Returns its
    top. Its body is drawn each frame, its contents come from a cached picture
    (`pictures.cached`), drawn again when the state, the page, the number picked or the
    button under the mouse change."""
    panel = pictures.cached(table, table.bar_layer, surface, (view, table.options()),
                            (tuple(rect), table.page, table.picker), table.table_rect,
                            lambda canvas: _draw_bar(table, canvas, view, rect),
                            opaque=False, hover=True, backdrop=_backdrop)
    return panel.y


def _backdrop(surface: pygame.Surface, panel: pygame.Rect) -> None:
    """The bar's translucent body."""
    theme.draw_panel(surface, panel.inflate(-px(6), -px(6)), theme.PANEL, alpha=242)


def _draw_bar(table, surface: pygame.Surface, view: Any, rect: pygame.Rect) -> pygame.Rect:
    """The bar's contents (its body is `_backdrop`'s); returns the bar's rect."""
    h, gap = px(BUTTON_H), px(GAP)
    left, area_w, kind, buttons, rows, pages, lines, size, extra = _measure(table, view, rect)
    lh = assets.font(size, True).get_linesize()
    panel = pygame.Rect(rect.x, rect.y - extra, rect.w, rect.h + extra)
    table.add_hit(panel, None, lambda: None)
    inner = panel.inflate(-px(20), -px(14))
    draw_card_box(table, surface, view, inner)
    for i, line in enumerate(lines):
        surface.blit(assets.text(line, size, theme.ACCENT, bold=True), (left, inner.y + i * lh))
    area = pygame.Rect(left, inner.bottom - rows * h - (rows - 1) * gap, area_w,
                       rows * h + (rows - 1) * gap)
    if kind is not None:
        _draw_picker(table, surface, kind, area)
    elif buttons:
        _draw_buttons(table, surface, area, buttons, pages)
    else:
        o = table.options()
        if o.by_cell or o.movers or o.picks:
            hint = table.t("ts.ui.hint.draft") if o.picks else \
                table.t("ts.ui.hint.map", what=map_kinds(table))
            block = hint_block(hint, area.w, area.h)
            if block is None:  # the bar has nothing else to say: cut rather than dropped
                line, fs = assets.fitted(hint, px(theme.FONT_SMALL), area.w)
                block = ([line], fs)
            hint_lines(surface, *block, area.x, area.centery)
    return panel


def prompt_lines(text: str, size: int, width: int) -> tuple[list[str], int]:
    """The prompt's lines: one at a size down to 80%, two down to 72% (each line more covers
    more of the map), else up to three."""
    for lines_max, floor in ((1, 0.8), (2, 0.72)):
        for sz in range(size, max(11, round(size * floor)) - 1, -1):
            lines = assets.wrap(text, sz, width, True)
            if len(lines) <= lines_max:
                return lines, sz
    lh = assets.font(size, True).get_linesize()
    return assets.wrapped(text, size, width, 3 * lh, bold=True, floor=0.7)


GROUP_OVER = 2
UNGROUPED = ("assign", "white", "riposte", "faction")


def bar_buttons(table, group_over: int = 0) -> list[tuple[str, Any]]:
    """(label, action) of the bar: one per distinct label (identical units collapse); a kind
    with more than `group_over` labels (GROUP_OVER by default: upgrades …) becomes one button
    opening its menu."""
    group_over = group_over or GROUP_OVER
    words = table.words()
    hint = suggestion(table)
    if damage_ui.pick_of(table) is not None:  # the units are chips in the combat panel
        if hint is not None and hint in table.options().buttons:
            return [(table.t("ts.ui.suggest", n=label(words, hint)), hint)]
        return []
    seen: dict[str, Action] = {}
    for a in table.options().buttons:
        seen.setdefault(label(words, a), a)
    if hint is not None and hint in table.options().buttons:  # the proposal stands for its label
        seen[label(words, hint)] = hint
    by_kind: dict[str, list[tuple[str, Action]]] = {}
    for text, a in seen.items():
        by_kind.setdefault(a.kind, []).append((text, a))
    out: list[tuple[str, Any]] = []
    done: set[str] = set()
    for text, a in seen.items():
        group = by_kind[a.kind]
        if len(group) <= group_over or a.kind in UNGROUPED or a.kind in FINISHERS:
            out.append((text, a))
        elif a.kind not in done:
            done.add(a.kind)
            name = kind_name(table, a.kind)
            name = capitalised(name)
            title = table.t("ts.ui.group", what=name, n=len(group))
            out.append((title, functools.partial(_open_group, table, name,
                                                 [g for _, g in group])))
    return out


def _open_group(table, title: str, acts: list[Action]) -> None:
    """A group's button clicked: its menu where the mouse is (the button is drawn from a
    cached picture: the mouse is read now)."""
    table.open_menu_at(table.mouse, title, acts)


def _draw_buttons(table, surface: pygame.Surface, area: pygame.Rect,
                  buttons: list[tuple[str, Any]], placed: Placed) -> None:
    """The shown page's buttons where `bar_rows.place` put them, the finishers on the right
    of the area's last row, the map hint beside them, and the pager when there are pages."""
    hint = suggestion(table)
    h, gap = px(BUTTON_H), px(GAP)
    pager = px(PAGER_W) if len(placed) > 1 else 0
    widths = sized(buttons, area.w - pager, gap)  # as `bar_rows.place` measured them
    page = min(table.page, len(placed) - 1)
    fin = finishers(buttons)
    # the finishers, right-aligned on the last row
    x = area.right - pager
    for i in reversed(fin):
        x -= widths[i]
        _button(table, surface, pygame.Rect(x, area.bottom - h, widths[i], h), buttons[i],
                hint)
        x -= gap
    for i, row, bx in placed[page]:
        _button(table, surface, pygame.Rect(area.x + bx, area.y + row * (h + gap), widths[i],
                                            h), buttons[i], hint)
    left, right = hint_span(table, buttons, placed, area)  # the finishers' row
    map_hint(table, surface, left, right, pygame.Rect(area.x, area.bottom - h, area.w, h))
    if len(placed) > 1:
        _draw_pager(table, surface, area, page, len(placed))


def _button(table, surface: pygame.Surface, rect: pygame.Rect, item: tuple[str, Any],
            hint: Action | None) -> None:
    text, action = item
    if not isinstance(action, Action):  # a group: its menu
        draw_button(surface, rect, text, "normal", rect.collidepoint(table.mouse))
        table.add_hit(rect, table.t("ts.ui.tip.group"), action)
        return
    style = "primary" if action.kind in PRIMARY else "normal"
    tip = action_tip(table, action)
    if hint is not None and action == hint:
        style, tip = "suggested", table.t("ts.ui.tip.suggested")
        if action.kind == "assign" and damage_ui.pick_of(table) is not None:
            # the one button beside the chips: what Enter does, in gold like a finisher
            style, tip = "primary", table.t("ts.ui.tip.accept_suggested")
    hover = rect.collidepoint(table.mouse)
    draw_button(surface, rect, text, style, hover)
    table.add_hit(rect, tip or None, action)
    if hover:
        pointing.point_action(table, action)


def _draw_pager(table, surface: pygame.Surface, area: pygame.Rect, page: int, n: int) -> None:
    """The pages' two arrows at the top right, in the room `PAGER_W` keeps."""
    h = px(28)
    prev = pygame.Rect(area.right - px(64), area.y, px(30), h)
    nxt = pygame.Rect(area.right - px(30), area.y, px(30), h)
    for rect, text, target in ((prev, "◀", page - 1), (nxt, "▶", page + 1)):
        ok = 0 <= target < n
        draw_button(surface, rect, text, "normal" if ok else "off",
                    ok and rect.collidepoint(table.mouse))
        table.add_hit(rect, table.t("ts.ui.page", n=page + 1, total=n),
                      functools.partial(table.set_page, target) if ok else None)
    # under the arrows, which page this is: two bare arrows did not say that more actions
    # lay behind them (a review found « Draw a faction event » on page 2 unseen)
    label = f"{page + 1}/{n}"
    size = assets.shrunk(label, px(theme.FONT_SMALL), prev.w + nxt.w, True, 11)
    room = pygame.Rect(prev.x, prev.bottom + px(2), nxt.right - prev.x,
                       assets.font(size, True).get_height())
    if room.bottom <= area.bottom:  # the pager's column is its own (`PAGER_W`)
        img = assets.text(label, size, theme.ACCENT, bold=True)
        surface.blit(img, img.get_rect(midtop=room.midtop))


def picker_rows(table, kind: str, width: int) -> int:
    """Rows the number picker takes: its controls and confirm button (two rows when they do
    not fit in one), and the suggestion below when another number is shown."""
    value = current_pick(table, kind)
    text = label(table.words(), Action(kind, (value,)))
    need = 4 * (px(40) + px(GAP)) + px(56) + px(GAP) + \
        assets.font(px(theme.FONT_SMALL), True).size(text)[0] + px(28)
    return (1 if need <= width else 2) + (1 if _picker_hint(table, kind) is not None else 0)


def _picker_hint(table, kind: str) -> Action | None:
    """The suggested number when it is not the one shown."""
    hint = suggestion(table)
    if hint is None or hint.kind != kind or hint.args[0] == current_pick(table, kind):
        return None
    return hint


def _draw_picker(table, surface: pygame.Surface, kind: str, area: pygame.Rect) -> None:
    """− value + and a confirm button for a kind offered with many numbers (a split); the
    suggestion below when another number is shown."""
    values = sorted(a.args[0] for a in table.options().buttons if a.kind == kind)
    value = current_pick(table, kind)
    h, gap = px(BUTTON_H), px(GAP)
    x, y = area.x, area.y
    for step in (-5, -1):
        rect = pygame.Rect(x, y, px(40), h)
        target = max(values[0], value + step)
        _picker_step(table, surface, rect, signed(step), target, value, values[0])
        x += px(40) + gap
    box = pygame.Rect(x, y, px(56), h)
    pygame.draw.rect(surface, (16, 20, 44), box, border_radius=px(7))
    img = assets.text(str(value), px(theme.FONT_LARGE), theme.TEXT, bold=True)
    surface.blit(img, img.get_rect(center=box.center))
    x = box.right + gap
    for step in (1, 5):
        rect = pygame.Rect(x, y, px(40), h)
        target = min(values[-1], value + step)
        _picker_step(table, surface, rect, f"+{step}", target, value, values[-1])
        x += px(40) + gap
    action = Action(kind, (value,))
    text = label(table.words(), action)
    width = assets.font(px(theme.FONT_SMALL), True).size(text)[0] + px(28)
    if x + width > area.right:  # the confirm button on the next row
        x, y = area.x, y + h + gap
    rect = pygame.Rect(x, y, min(width, area.right - x), h)
    hint = suggestion(table)
    draw_button(surface, rect, text, "suggested" if hint == action else "primary",
                rect.collidepoint(table.mouse))
    table.add_hit(rect, table.t("ts.ui.tip.suggested") if hint == action else None, action)
    other = _picker_hint(table, kind)
    if other is not None and rect.bottom + gap + h <= area.bottom:
        text = table.t("ts.ui.suggest", n=other.args[0])
        width = assets.font(px(theme.FONT_SMALL), True).size(text)[0] + px(28)
        rect = pygame.Rect(area.x, rect.bottom + gap, width, h)
        draw_button(surface, rect, text, "normal", rect.collidepoint(table.mouse))
        table.add_hit(rect, table.t("ts.ui.tip.suggested"),
                      functools.partial(table.choose_number, other.args[0]))


def _picker_step(table, surface: pygame.Surface, rect: pygame.Rect, text: str, target: int,
                 value: int, bound: int) -> None:
    """One − or + of the number picker; at its bound it is greyed and says why when clicked
    (« +5 » at the damage's maximum looked live and did nothing, a newcomer's game, stop 98)."""
    if target == value:
        draw_button(surface, rect, text, "off")
        said = table.t("ts.ui.picker.bound", n=bound)
        table.add_hit(rect, said, functools.partial(table.app.toast, said, "info"))
        return
    draw_button(surface, rect, text, "normal", rect.collidepoint(table.mouse))
    table.add_hit(rect, None, functools.partial(table.choose_number, target))


def draw_panels(table, surface: pygame.Surface, view: Any, map_rect: pygame.Rect) -> None:
    """Over the map: the combat panel and the selected stack's units."""
    combat_ui.draw_combat(table, surface, view, map_rect)
    combat_ui.draw_stack_panel(table, surface, view, map_rect)


def zone_tip_with_actions(table, view: Any, cell: tuple[int, int]) -> str:
    """A zone's tooltip, with what a click there does."""
    text = tips.zone_tip(table.t, view, table.name, cell)
    acts = table.options().by_cell.get(cell, [])
    if acts:
        words = table.words()
        names = list(dict.fromkeys(label(words, a) for a in acts))
        more = f" (+{len(names) - 4})" if len(names) > 4 else ""
        text += "\n" + table.t("ts.ui.tip.click", what="; ".join(names[:4]) + more)
    forecast = combat_ui.forecast_text(table, cell)
    if forecast:
        text += "\n" + forecast
    return text


__all__ = ["action_tip", "bar_extra", "bar_height", "draw_bar", "draw_button", "draw_panels",
           "draw_popup", "menu_items", "picker_kind", "primary_action", "suggestion",
           "zone_tip_with_actions"]
