"""The cards on the Tsukuyumi table, the right column's last panel: the event deck and the
face-up pair (TS-2.8), the viewer's event hand, the missions in play (TS-2.20) — at two players
each seat's Victory cards in their place (TS-13.10) —, the stage-2 modules' cards (`SECTIONS`)
and the Oni reserve, each card a chip with its text on hover.

The panel fits whatever room the column leaves it (at 150% with 4 seats it is short, issue
12): every card one chip a row when they all fit; else two chips a row when every name still
fits; else tabs, the events, the missions and the modules' cards (when a module is on), a click
showing one — in a tab the heads go first when room is short (the tab's tooltip gives the
deck, a hand chip says it is yours), then chips go two or three a row, an event named by its
number and the first words of its name that fit (of a one-word name its first letters),
or its number alone (its name in the tooltip), chips side by side in one type size; the Oni
reserve stays under the events, and under the others when it fits.
Nothing is dropped: every card is a chip to hover in one of these ways. A head never stands
alone at the panel's foot (its first card goes with it, to the next page when scrolled), and a
chip alone on its row keeps its whole name while it fits at 75% of the chip type.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.tsukuyumi import data, goals
from game.tsukuyumi.state import SETUP_PHASES
from game.ui import assets, theme
from game.ui.tables.tsukuyumi import legendary_ui, tips, two_player_ui
from game.ui.tables.tsukuyumi.actions_ui import unit_count
from game.ui.theme import px
from game.ui.widgets.marker import draw_marker

HEAD = 22
"""A head line's height (unscaled)."""
CHIP = 18
"""A chip's height (unscaled)."""
GAP = 4
TAB = 24
"""The tabs' height (unscaled)."""
DISPLAY, HAND, MISSION, EMPTY = (52, 62, 104), (70, 56, 104), (46, 76, 70), (30, 34, 60)
VICTORY = (78, 64, 38)
"""A two-player Victory card's chip (in the missions' place, TS-13.10)."""
Section = tuple[str, str, list[tuple[str, str, tuple[int, int, int]]]]
"""A block of the cards panel: heading, its tooltip, and chips (text, tooltip, colour)."""
SECTIONS: list[Callable[[Any, Any], list[Section]]] = []
"""The modules' blocks of the cards panel, (table, view) -> blocks: their cards (TS-M1 …),
shown with the missions (in their tab when the panel is short)."""
ONI_SECTIONS: list[Callable[[Any, Any], list[Section]]] = []
"""The modules' blocks shown with the Oni reserve, above it (M6: the Oni power card of the
round), under either tab when the panel is short."""


@dataclass(frozen=True)
class Item:
    """A head line (`colour` None) or a card's chip; `short` stands for a chip's text when
    that does not fit (the card's number)."""

    text: str
    tip: str
    colour: tuple[int, int, int] | None = None
    short: str = ""
    wide: bool = False
    """A chip alone on its row, whatever the columns (the Oni block's cards)."""


def sections(table, view: Any) -> dict[str, list[Item]]:
    """The panel's items: "events" (the deck, the face-up pair, the viewer's hand), "missions",
    "modules" (the stage-2 modules' cards, `SECTIONS`) and "oni" (the reserve, one head
    line)."""
    t = table.t
    events = [Item(t("ts.ui.events", deck=view.deck_size),
                   t("ts.ui.tip.events_deck", discard=len(view.event_discard)))]
    for number in view.event_display:
        events.append(_event(t, number, DISPLAY) if number else
                      Item(t("ts.ui.empty_slot"), t("ts.ui.tip.empty_slot"), EMPTY))
    hand = view.seats[table.viewer].events if table.viewer is not None else ()
    if hand:
        events.append(Item(t("ts.ui.your_events"), ""))
        events += [_event(t, number, HAND) for number in hand]
    st = table.match.state
    missions: list[Item] = []
    if st.phase not in SETUP_PHASES:
        for m in goals.missions_in_play(st):
            if not missions:
                missions.append(Item(t("ts.ui.missions"), ""))
            scored = sum(1 for s in view.seats if m.key in s.missions)
            mark = f" ✓{scored}" if scored else ""
            missions.append(Item(t(f"ts.mission.{m.key}.name") + mark,
                                 tips.mission_tip(t, view, table.name, m.key), MISSION))
    for title, lines in two_player_ui.card_lines(table, view):  # TS-13.10: for the missions
        missions.append(Item(title, t("ts.ui.victory.head_tip")))
        missions += [Item(text, tip, VICTORY, short) for text, tip, short in lines]
    extra: list[Item] = []
    for section in SECTIONS:  # the modules' cards (TS-M1 …)
        for title, title_tip, chips in section(table, view):
            extra.append(Item(title, title_tip))
            extra += [Item(text, tip, colour) for text, tip, colour in chips]
    counts = Counter(view.oni_reserve)
    text = ", ".join(unit_count(t, k, n) for k, n in sorted(
        counts.items(), key=lambda kv: data.SIZES.index(data.UNIT_BY_KEY[kv[0]].size)))
    note = legendary_ui.reserve_note(t, view)  # the legendary pool apart (TS-M8.1)
    oni = []
    for section in ONI_SECTIONS:  # the modules' Oni cards (TS-M6)
        for title, title_tip, chips in section(table, view):
            oni.append(Item(title, title_tip))
            oni += [Item(text, tip, colour, wide=True) for text, tip, colour in chips]
    oni.append(Item(t("ts.ui.oni_reserve", n=len(view.oni_reserve)),
                    "\n".join(x for x in (text or t("ts.ui.none"), note) if x)))
    return {"events": events, "missions": missions, "modules": extra, "oni": oni}


def _event(t, number: int, colour) -> Item:
    card_id = f"E{number:02d}"
    tip = tips.event_tip(t, number)
    if colour == HAND:
        tip = t("ts.ui.your_events") + "\n" + tip
    return Item(f"{card_id} {t(f'ts.event.{card_id}.name')}", tip, colour, card_id)


def height(items: list[Item], cols: int, width: int | None = None) -> int:
    """The height `items` take, chips `cols` a row (a chip alone on its row two lines high
    when its text needs them in `width`, see `_lines`)."""
    h, run = 0, 0
    for item in [*items, Item("", "")]:  # a head (or a wide chip) closes the chips before it
        if item.colour is not None and not item.wide:
            if cols == 1:
                h += px(CHIP) * _lines(item, width) + px(GAP)
            else:
                run += 1
            continue
        if run:
            rows = -(-run // cols)
            h += rows * px(CHIP) + rows * px(GAP)
            run = 0
        if item.wide:
            h += px(CHIP) * _lines(item, width) + px(GAP)
        elif item.text:
            h += px(HEAD)
    return h


def _lines(item: Item, width: int | None) -> int:
    """1, or 2 for a chip alone on its row whose text needs the type below 75% (and never
    under 11 px) to fit one line of `width` (the chips' text room): it wraps to a second line
    rather than shrink further or be cut (« Joueur 1 0/3 · Acquisition de ci… » at 100% with 4
    seats, in small type among chips at full size). Down to 75% it keeps one line: a second
    one costs a scrolled tab a whole chip."""
    if width is None or item.colour is None:
        return 1
    return 1 if assets.font(max(11, round(px(13) * 0.75))).size(item.text)[0] <= width else 2


def _room(area_w: int) -> int:
    """The text room of a chip alone on its row in a panel area `area_w` wide."""
    return area_w - px(10)


def full_height(table, view: Any) -> int:
    """The panel's height with every card one chip a row (the column shrinks its seats
    first to give it that)."""
    secs = sections(table, view)
    width = _room(table.hud_rect.w - px(8) - px(16)) if table.hud_rect.w else None
    return height(secs["events"] + secs["missions"] + secs["modules"] + secs["oni"], 1,
                  width) + px(12)


def draw_cards(table, surface: pygame.Surface, view: Any, rect: pygame.Rect) -> None:
    """The panel in `rect`: one chip a row, two, or the tabs (see the module docstring)."""
    if rect.h < px(60):
        return
    table.hud_cards_rect = rect  # the wheel scrolls a tab over it
    table.hud_scroll_max = 0  # none to scroll unless a tab's cards outnumber the room
    theme.draw_panel(surface, rect, theme.PANEL, alpha=235)
    area = pygame.Rect(rect.x + px(8), rect.y + px(6), rect.w - px(16), rect.h - px(12))
    secs = sections(table, view)
    everything = secs["events"] + secs["missions"] + secs["modules"] + secs["oni"]
    for cols in (1, 2):  # two a row only when every card keeps its name
        if height(everything, cols, _room(area.w)) <= area.h \
                and _named(everything, area.w, cols):
            _draw_items(table, surface, everything, area, cols)
            return
    # tabs: the events, the missions and the modules' cards, the Oni reserve below when it fits
    tabs = [k for k in ("events", "missions", "modules") if secs[k]]
    active = table.hud_tab if table.hud_tab in tabs else tabs[0]
    _draw_tabs(table, surface, view, secs, tabs, active,
               pygame.Rect(area.x, area.y, area.w, px(TAB)))
    body = pygame.Rect(area.x, area.y + px(TAB) + px(GAP), area.w,
                       area.h - px(TAB) - px(GAP))
    # the most that fits: the section's heads, the chips a row each, the Oni reserve below;
    # else fewer heads (a hand chip keeps its colour and says "your events" on hover; the
    # tab's tooltip gives the deck), else chips two or three a row with the cards' numbers;
    # the reserve may go from the missions' tab only (the events' one tells it)
    items = secs[active]
    chips = [item for item in items if item.colour is not None]
    variants = [items + secs["oni"], items[1:] + secs["oni"], chips + secs["oni"]]
    scrolled = items
    if active == "modules":
        # the modules' tab keeps its heads and M6's card, scrolled rather than bare: without
        # the heads its chips read « In the event deck: 5 of 5 », « Yours: Acceleration »
        # with nothing saying of what (a review, stop 82); the events' tab tells the reserve
        scrolled = items + secs["oni"][:-1]
        variants = [items + secs["oni"], scrolled]
    elif active != "events":
        variants.append(chips)
    tries = [(v, c) for c in (1, 2, 3) for v in variants]
    found = next(((v, c) for v, c in tries if height(v, c, _room(body.w)) <= body.h
                  and _named(v, body.w, c, short=True)), None)
    if found is None:  # more cards than room even three a row: one a row, scrolled (at 150%
        # with four seats and every module the modules' tab read « Target …, Flesh f… »)
        _draw_scrolled(table, surface, scrolled, body)
        return
    _draw_items(table, surface, found[0], body, found[1])


def _draw_scrolled(table, surface: pygame.Surface, items: list[Item],
                   body: pygame.Rect) -> None:
    """`items` one a row from `table.hud_scroll`, and a row with the arrows and which cards
    show ("3–6 of 10"); the wheel over the panel scrolls too (`TsukuyumiTable.scroll_hud`)."""
    pager = pygame.Rect(body.x, body.bottom - px(CHIP), body.w, px(CHIP))
    room = pygame.Rect(body.x, body.y, body.w, pager.y - px(GAP) - body.y)
    width = _room(room.w)
    last = len(items) - 1  # the last first item that still fills the room
    while last > 0 and height(items[last - 1:], 1, width) <= room.h:
        last -= 1
    table.hud_scroll_max = last
    first = min(table.hud_scroll, last)
    count = len(items) - first
    while count > 1 and height(items[first:first + count], 1, width) > room.h:
        count -= 1
    while count > 1 and items[first + count - 1].colour is None:  # no head without its chip
        count -= 1  # (« Avantages de départ (M2) » stood alone over an empty gap, FR 150%)
    _draw_items(table, surface, items[first:first + count], room, 1)
    chips = [i for i, item in enumerate(items) if item.colour is not None]
    shown = [k + 1 for k, i in enumerate(chips) if first <= i < first + count]
    t = table.t
    if shown:
        label = t("ts.ui.cards_range", first=shown[0], last=shown[-1], n=len(chips))
        line, fs = assets.fitted(label, px(12), pager.w - px(60))
        img = assets.text(line, fs, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(center=pager.center))
    for rect, step, up in ((pygame.Rect(pager.x, pager.y, px(26), pager.h), -1, True),
                           (pygame.Rect(pager.right - px(26), pager.y, px(26), pager.h), 1,
                            False)):
        live = first > 0 if up else first < last
        pygame.draw.rect(surface, (30, 34, 60), rect, border_radius=px(5))
        pygame.draw.rect(surface, theme.PANEL_BORDER, rect, 1, border_radius=px(5))
        cx, cy, d = rect.centerx, rect.centery, px(5)
        tip = [(cx - d, cy + d // 2), (cx + d, cy + d // 2), (cx, cy - d // 2)] if up else \
            [(cx - d, cy - d // 2), (cx + d, cy - d // 2), (cx, cy + d // 2)]
        pygame.draw.polygon(surface, theme.TEXT if live else theme.TEXT_DISABLED, tip)
        table.add_hit(rect, t("ts.ui.tip.cards_up" if up else "ts.ui.tip.cards_down"),
                      functools.partial(table.scroll_hud, step) if live else None)


def _draw_tabs(table, surface: pygame.Surface, view: Any, secs: dict[str, list[Item]],
               tabs: list[str], active: str, row: pygame.Rect) -> None:
    t = table.t
    two = two_player_ui.active(view)  # the missions' place holds the Victory cards
    labels = {"events": t("ts.ui.tab.events"),
              "missions": t("ts.ui.tab.victory" if two else "ts.ui.tab.missions"),
              "modules": t("ts.ui.tab.modules")}
    heads = {k: "\n".join(x for x in (secs[k][0].text, secs[k][0].tip) if x) for k in tabs}
    # each tab as wide as its label needs, the room left shared evenly (three tabs at 150%
    # in French: "Événements" keeps its whole word)
    room = row.w - px(GAP) * (len(tabs) - 1)
    floor = assets.font(max(11, round(px(13) * 0.6)), True)
    if sum(floor.size(labels[k])[0] + px(8) for k in tabs) > room:
        # even at the smallest type the labels would be cut (three tabs at 100% with 4
        # seats in French read « Événe…, Missi…, Modu… »): the events' tab takes its short
        # label, its tooltip the whole heading
        labels["events"] = t("ts.ui.tab.events_short")
    font = assets.font(px(13), True)
    need = {k: font.size(labels[k])[0] + px(10) for k in tabs}
    spare = room - sum(need.values())
    if spare >= 0:
        widths = {k: need[k] + spare // len(tabs) for k in tabs}
    else:  # too narrow even so: shrink each in proportion (the type shrinks to fit)
        widths = {k: need[k] * room // sum(need.values()) for k in tabs}
    size = min(assets.fitted(labels[k], px(13), widths[k] - px(8), True, floor=0.6)[1]
               for k in tabs)
    x = row.x
    for key in tabs:
        box = pygame.Rect(x, row.y, widths[key], row.h)
        x += widths[key] + px(GAP)
        on = key == active
        pygame.draw.rect(surface, theme.PANEL_RAISED if on else (30, 34, 60), box,
                         border_radius=px(6))
        pygame.draw.rect(surface, theme.ACCENT if on else theme.PANEL_BORDER, box,
                         px(2) if on else 1, border_radius=px(6))
        line, _ = assets.fitted(labels[key], size, box.w - px(8), True)  # one size for all
        img = assets.text(line, size, theme.ACCENT if on else theme.TEXT_DIM, bold=True)
        surface.blit(img, img.get_rect(center=box.center))
        names = ", ".join(item.text for item in secs[key] if item.colour is not None)
        tip_key = "ts.ui.tip.tab.victory" if two and key == "missions" else f"ts.ui.tip.tab.{key}"
        lines = [heads[key], t(tip_key, names=names)]
        if not on:
            lines.append(t("ts.ui.tip.tab.click"))
        tip = "\n".join(x for x in lines if x)
        table.add_hit(box, tip, None if on else functools.partial(table.show_hud_tab, key))


def _draw_items(table, surface: pygame.Surface, items: list[Item], area: pygame.Rect,
                cols: int) -> None:
    """Heads and chips top down in `area`, chips `cols` a row; what would run past the
    bottom is left out (the tabs keep that from happening)."""
    x0, y, col = area.x, area.y, 0
    w = (area.w - px(GAP) * (cols - 1)) // cols
    # without the « Your events » head (a short tab), the hand's chips carry the viewer's
    # marker: their colour alone did not tell them from the face-up pair (stop 73, 4 seats
    # at 150% in French)
    mark = table.viewer is not None and not any(
        i.colour is None and i.text == table.t("ts.ui.your_events") for i in items)
    sizes = _row_sizes(items, cols, w, area.w, mark)
    # the heads in one type size: each shrunk to its own fit, « Alternative objectives (M1) »
    # read smaller than « Epic events (M3) » under it (a review, stop 82); but one long head
    # takes the others no lower than 85% (at 150% in French « Événements : pioche 18 » had
    # gone smaller than the chips under it, stop 83): a longer one shrinks on its own
    full = px(theme.FONT_SMALL)
    head_fs = max(assets.fitted_size([i.text for i in items if i.colour is None], full,
                                     area.w, True), int(full * 0.85))
    for k, item in enumerate(items):
        if item.colour is None:
            if col:
                y, col = y + px(CHIP) + px(GAP), 0
            nxt = items[k + 1] if k + 1 < len(items) else None
            under = 0  # a head needs its first chip under it: never a head alone at the foot
            if nxt is not None and nxt.colour is not None:
                under = px(CHIP) * (_lines(nxt, _room(area.w)) if cols == 1 or nxt.wide else 1)
            if y + px(HEAD) + under > area.bottom + 1:
                return
            line, fs = assets.fitted(item.text, head_fs, area.w, True)
            img = assets.text(line, fs, theme.ACCENT, bold=True)
            surface.blit(img, (x0, y))
            if item.tip:
                table.add_hit(pygame.Rect(x0, y, img.get_width(), img.get_height()), item.tip)
            y += px(HEAD)
            continue
        if item.wide and col:
            y, col = y + px(CHIP) + px(GAP), 0
        alone = cols == 1 or item.wide
        lines = _lines(item, _room(area.w)) if alone else 1
        if y + px(CHIP) * lines > area.bottom + 1:
            return
        # the last chip of a run, alone on its row, takes the row (one line): « Fertile
        # Lands » was drawn small in half the panel beside an empty half
        whole = item.wide or (not alone and _last_alone(items, k, col))
        box = pygame.Rect(x0 + col * (w + px(GAP)), y, area.w if whole else w,
                          px(CHIP) * lines)
        pygame.draw.rect(surface, item.colour, box, border_radius=px(5))
        pygame.draw.rect(surface, theme.PANEL_BORDER, box, 1, border_radius=px(5))
        text_box = box
        if mark and item.colour == HAND:
            seat = table.match.seats[table.viewer]
            draw_marker(surface, (box.right - px(9), box.centery), px(5), seat.colour,
                        seat.shape)
            text_box = pygame.Rect(box.x, box.y, box.w - px(14), box.h)
        if lines == 1:
            # a chip alone on its row keeps its whole name: `_lines` found it fits at 75%
            # (« E01 Dangers des profondeurs » was cut to « E01 Dangers… » while the English
            # name shrank to fit)
            text = item.text if alone else _chip_text(item, text_box.w - px(10))
            line, fs = assets.fitted(text, sizes.get(k, px(13)), text_box.w - px(10))
            img = assets.text(line, fs, theme.TEXT)
            surface.blit(img, img.get_rect(midleft=(box.x + px(6), box.centery)))
        else:
            _draw_two_lines(surface, item.text, text_box)
        table.add_hit(box, item.tip)
        col += 1
        if col == cols or item.wide:
            y, col = y + box.h + px(GAP), 0


def _last_alone(items: list[Item], k: int, col: int) -> bool:
    """Is chip `k`, at column `col` of a several-a-row layout, the last of its run and so
    alone on its row (a head, a wide chip or the end follows it)?"""
    nxt = items[k + 1] if k + 1 < len(items) else None
    return col == 0 and (nxt is None or nxt.colour is None or nxt.wide)


def _row_sizes(items: list[Item], cols: int, w: int, area_w: int,
               mark: bool) -> dict[int, int]:
    """The type size of each chip `cols` a row (by index in `items`): the chips of one row
    share the size the longest text needs (« E20 Saisir… » in small type beside « E08 » at
    full size, four seats at 150% in French); rows apart keep their own, so one long name
    does not shrink the whole panel; a run's last chip alone on its row has the row's width
    (`_last_alone`). Chips alone in a one-a-row layout are left to `_draw_items`."""
    if cols == 1:
        return {}
    out: dict[int, int] = {}
    row: list[int] = []

    def close() -> None:
        width = area_w if len(row) == 1 else w
        size = min((assets.fitted(_chip_text(items[k], room(items[k], width)), px(13),
                                  room(items[k], width))[1] for k in row), default=px(13))
        out.update(dict.fromkeys(row, size))
        row.clear()

    def room(item: Item, width: int) -> int:  # a hand chip's marker takes its right end
        return width - px(10) - (px(14) if mark and item.colour == HAND else 0)

    for k, item in enumerate(items):
        if item.colour is None or item.wide:
            close()
            continue
        row.append(k)
        if len(row) == cols:
            close()
    close()
    return out


def _draw_two_lines(surface: pygame.Surface, text: str, box: pygame.Rect) -> None:
    """A chip's text on two lines, at the chip type while it fits (`assets.wrapped` steps it
    down, then cuts the second line)."""
    lines, fs = assets.wrapped(text, px(13), box.w - px(10), box.h - px(2))
    lh = assets.font(fs).get_linesize()
    y = box.centery - lh * len(lines) // 2
    for line in lines:
        surface.blit(assets.text(line, fs, theme.TEXT), (box.x + px(6), y))
        y += lh


def _named(items: list[Item], width: int, cols: int, short: bool = False) -> bool:
    """Does every chip, `cols` a row, show its whole text (or its number, with `short`)
    without being cut?"""
    w = (width - px(GAP) * (cols - 1)) // cols - px(10)
    for item in items:
        if item.colour is None:
            continue
        room = width - px(10) if item.wide else w
        size = max(11, int(px(13) * 0.65))
        if (item.wide or cols == 1) and _lines(item, room) == 2:  # on two lines
            two = assets.wrap(item.text, size, room)
            if len(two) > 2 or any(assets.font(size).size(x)[0] > room for x in two):
                return False
            continue
        text = _chip_text(item, room) if short else item.text
        # as `assets.fitted` shrinks it, without noting a cut: this only asks
        if assets.font(size).size(text)[0] > room:
            return False
    return True


def _chip_text(item: Item, width: int) -> str:
    """The chip's text as it fits without shrinking the type past 80%: whole; else the name
    without its number (« Secousse »: "E02" alone among named chips read as a card without
    a name, stop 77); else the number and the first words that fit, ended by an ellipsis
    ("E01 Dangers…"); else the name's first words ("Dangers…"); else the name in smaller
    type; else, for a one-word name, the number and its first letters ("E08 Décon…"); else
    the number alone (the tooltip has the whole name)."""
    font = assets.font(max(11, round(px(13) * 0.8)))
    if not item.short or font.size(item.text)[0] <= width:
        return item.text
    words = item.text.split()
    if words[0] != item.short:
        return item.short
    name = " ".join(words[1:])
    if name and font.size(name)[0] <= width:
        return name
    for start in (0, 1):  # with the number first, then without it
        for n in range(len(words) - 1, 1, -1):
            if n > 2 and len(words[n - 1]) <= 3:  # "Dangers des…": end on a whole word
                continue
            head = " ".join(words[start:n]).rstrip(",;:") + "…"
            if font.size(head)[0] <= width:
                return head
    if assets.font(max(11, int(px(13) * 0.65))).size(name)[0] <= width:
        return name  # « Décontamination », in the smallest type `assets.fitted` draws
    if len(words) == 2:  # one long word: its first letters after the number (« E08 » alone
        # read as a card without a name beside « E20 Saisir… », 4 seats at 150% in French)
        for n in range(len(name) - 1, 3, -1):
            head = f"{item.short} {name[:n]}…"
            if font.size(head)[0] <= width:
                return head
    return item.short


__all__ = ["ONI_SECTIONS", "SECTIONS", "Item", "Section", "draw_cards", "full_height", "height",
           "sections"]
