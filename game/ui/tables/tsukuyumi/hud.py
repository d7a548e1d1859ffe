"""The Tsukuyumi table's right column: the phase track, the Initiative board with the seats,
and the cards on the table.

- Phase track: "Round k of N" and the round's steps — the draft, then the white, blue, green
  and red phases (TS-4.1) — the current one lit (during setup, the setup step is named).
- Initiative board (TS-2.10, TS-4.4): the seats in initiative order, position first; each row
  shows the seat's marker (turned grey with a tick once flipped this phase), its name, faction
  emblem and name, VP total (`RULES.scores`, TS-11.1 (5)), its action card (secret until all
  have picked, TS-3.2), hand size and event hand size. Hovering a row shows the faction sheet.
- Cards (`hud_cards`): the event deck, the face-up pair (TS-2.8), the viewer's event hand, the
  missions in play (TS-2.20) and the Oni reserve, each with its text on hover.

When the column is too short for all of it (150% with 4 seats, issue 12), the seat rows drop
their second line — the faction's name, still told by its emblem's tooltip and the sheet —
and the cards panel packs its chips or shows tabs (`hud_cards`): every card stays a chip to
hover.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import capitalised
from game.tsukuyumi import goals
from game.tsukuyumi.cards import action_id
from game.tsukuyumi.round import last_round
from game.tsukuyumi.state import COLOURS, OVER, SETUP_PHASES
from game.ui import assets, theme
from game.ui.render.hexmap_art import draw_emblem
from game.ui.tables.tsukuyumi import art, hud_cards, hud_strip, pictures, tips, two_player_ui
from game.ui.theme import px
from game.ui.widgets.marker import draw_marker

STEPS = ("draft", *COLOURS)


def draw_hud(table, surface: pygame.Surface, view: Any, rect: pygame.Rect) -> None:
    """Phase track, seats in initiative order, cards: a cached picture (`pictures.cached`:
    nothing in it follows the mouse), then the fold button (it lights up under the mouse)."""
    inner = rect.inflate(-px(8), -px(8))
    # its panels' shadows reach a few pixels right of and below `rect`
    area = pygame.Rect(rect.x, rect.y, rect.w + px(16), rect.h + px(16))
    pictures.cached(table, table.hud_layer, surface, (view, table.match.state),
                    (tuple(rect), table.hud_folded, table.hud_tab, table.hud_scroll), area,
                    lambda canvas: _draw_column(table, canvas, view, inner))
    hud_strip.draw_fold_button(table, surface, fold_rect(inner), False)


def fold_rect(inner: pygame.Rect) -> pygame.Rect:
    """The fold button, at the top right of the phase track."""
    return pygame.Rect(inner.right - px(32), inner.y + px(4), px(26), px(22))


ROW_H, ROW_COMPACT = 66, 46
"""A seat row's height (unscaled), and without its faction line."""


def _draw_column(table, surface: pygame.Surface, view: Any, inner: pygame.Rect) -> None:
    y = _draw_phases(table, surface, view, pygame.Rect(inner.x, inner.y, inner.w, px(70)))
    n = len(seat_order(view))
    full = px(30) + px(ROW_H) * n  # the seats with their faction lines
    compact = y + px(6) + full + px(6) + hud_cards.full_height(table, view) > inner.bottom
    y = _draw_seats(table, surface, view, pygame.Rect(inner.x, y + px(6), inner.w,
                                                       inner.bottom - y), compact)
    hud_cards.draw_cards(table, surface, view, pygame.Rect(inner.x, y + px(6), inner.w,
                                                           inner.bottom - y - px(6)))


def _text(surface, text: str, size: int, colour, pos, width: int, bold: bool = False,
          anchor: str = "topleft") -> pygame.Rect:
    line, fs = assets.fitted(text, size, width, bold)
    img = assets.text(line, fs, colour, bold=bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


SETUP_COLOUR = (120, 150, 190)


def _draw_phases(table, surface: pygame.Surface, view: Any, rect: pygame.Rect) -> int:
    """"Round k of N" over the round's track — or "Setup" over the setup steps — the current
    step named, the passed ones ticked."""
    t = table.t
    theme.draw_panel(surface, rect, theme.PANEL, alpha=235)
    st = table.match.state
    setup = view.phase in SETUP_PHASES or view.phase == "tile"
    if view.phase == OVER:
        head = t("ts.ui.phase.over")
    elif setup:
        head = t("ts.ui.phase.setup_head")
    else:
        head = t("ts.ui.phase.round", k=view.round, n=last_round(st))
    _text(surface, head, px(theme.FONT_SMALL), theme.ACCENT, (rect.x + px(10), rect.y + px(6)),
          rect.w - px(48), bold=True)
    chips = pygame.Rect(rect.x + px(8), rect.y + px(30), rect.w - px(16), rect.h - px(38))
    if setup:
        steps = ("faction", *(("tile",) if st.tiles_left or view.phase == "tile" else ()),
                 "start", "territory", "deploy")
        words = {s: t(two_player_ui.setup_key(view, s)) for s in steps}
        # a chip's name starts with a capital as the phases' do ("Blue"); the tooltip's
        # sentence keeps the lower case ("Setup: start zones")
        names = {s: capitalised(w) for s, w in words.items()}
        colours = {s: SETUP_COLOUR for s in steps}
        tips_ = {s: t("ts.ui.phase.setup", step=words[s]) for s in steps}
    else:
        steps = STEPS
        names = {s: t(f"ts.ui.step.{s}") for s in steps}
        colours = {s: (150, 140, 200) if s == "draft" else art.PHASE_COLOURS[s] for s in steps}
        tips_ = {s: names[s] + " — " + t(f"ts.ui.tip.step.{s}") for s in steps}
    current = view.phase if view.phase in steps else None
    passed = steps.index(current) if current else (len(steps) if view.phase == OVER else -1)
    # the current step wide enough for its name; the others share the rest, in track order
    gap = px(4)
    name = names[current] if current else ""
    wide = min(chips.w - 4 * px(14), assets.font(px(13), True).size(name)[0] + px(14)) \
        if current else 0
    narrow = (chips.w - wide - gap * (len(steps) - 1)) // (len(steps) - (1 if current else 0))
    x = chips.x
    for i, step in enumerate(steps):
        on = step == current
        box = pygame.Rect(x, chips.y, wide if on else narrow, chips.h)
        x = box.right + gap
        colour = colours[step]
        fill = colour if on else theme.mix(colour, (20, 24, 48), 0.8 if i > passed else 0.55)
        pygame.draw.rect(surface, fill, box, border_radius=px(6))
        pygame.draw.rect(surface, theme.ACCENT if on else theme.PANEL_BORDER, box,
                         px(2) if on else 1, border_radius=px(6))
        if on:
            _text(surface, name, px(13), theme.readable_on(fill), box.center, box.w - px(4),
                  bold=True, anchor="center")
        elif i < passed:
            tick = assets.text("✓", px(12), theme.TEXT_DIM, bold=True)
            surface.blit(tick, tick.get_rect(center=box.center))
        elif setup:  # a step to come: its number (its name is in the tooltip), not a blank
            num = assets.text(str(i + 1), px(12), theme.TEXT_DIM, bold=True)
            surface.blit(num, num.get_rect(center=box.center))
        table.add_hit(box, tips_[step])
        table.phase_boxes[step] = box  # the phase change slides a frame between (anims)
    return rect.bottom


def over_headline(table) -> str | None:
    """The game-over line when the best total is shared: the winner is the tied seat best
    placed in the initiative order (TS-10.10; at two players TS-13.1; Suprématie TS-11.6),
    which equal totals under "wins!" would leave a newcomer to guess. None otherwise."""
    tie = table.tie_break()
    if tie is None:
        return None
    win, tied = tie
    return str(table.t("ts.ui.over.tie", name=table.name(win),
                       vp=table.match.outcome().scores[win], others=table.names(tied)))


def over_tip(table, seat: int) -> str | None:
    """A results row's tooltip: the seat's total, then what its marked VP were (TS-10.1 to
    TS-10.4: each mission by name, its goal, the rest — the Moon centre and cards), and the
    Oni missions it took (TS-M7); the row's cells give the other parts. At two players the
    Victory cards' tooltip (TS-13.2). None before the end."""
    from game.tsukuyumi import data
    from game.tsukuyumi.scoring import score_parts, total

    st, t = table.match.state, table.t
    if st.phase != OVER:
        return None
    if st.n == 2:
        return tips.score_tip(t, st, seat)
    me = st.seats[seat]
    marked = score_parts(st, seat)[0]
    lines = [t("ts.ui.over.tip_total", name=table.name(seat), n=total(st, seat)),
             t("ts.ui.over.tip_marked" if marked else "ts.ui.over.tip_marked_none", n=marked)]
    rest = marked
    for key in me.missions:
        vp = data.MISSIONS[key].vp
        lines.append("• " + t("ts.ui.over.tip_item", name=t(f"ts.mission.{key}.name"), n=vp))
        rest -= vp
    if me.goal:
        goal = goals.seat_goal(st, seat)
        lines.append("• " + t("ts.ui.over.tip_item", name=t(f"ts.goal.{goal.key}.name"),
                              n=goal.vp))
        rest -= goal.vp
    if rest:  # the Moon centre's round ends (TS-10.2) and the modules' cards (M2, M3)
        lines.append("• " + t("ts.ui.over.tip_rest", n=rest))
    if me.oni_missions:
        lines.append(t("ts.ui.over.tip_oni", names=", ".join(
            t(f"ts.m7.{key}.name") for key in me.oni_missions)))
    return "\n".join(lines)


def seat_order(view: Any) -> list[int]:
    """The seats in initiative order (seat order before the Initiative board is set)."""
    return list(view.initiative) if view.initiative else list(range(view.n))


def _draw_seats(table, surface: pygame.Surface, view: Any, rect: pygame.Rect,
                compact: bool = False) -> int:
    t = table.t
    order = seat_order(view)
    row_h = px(ROW_COMPACT if compact else ROW_H)
    box = pygame.Rect(rect.x, rect.y, rect.w, px(30) + row_h * len(order))
    theme.draw_panel(surface, box, theme.PANEL, alpha=235)
    _text(surface, t("ts.ui.initiative"), px(theme.FONT_SMALL), theme.ACCENT,
          (box.x + px(10), box.y + px(7)), box.w - px(20), bold=True)
    # with two players the board scores no VP, it breaks ties (TS-13.2)
    key = "ts.ui.tip.initiative.2p" if view.n == 2 else "ts.ui.tip.initiative"
    table.add_hit(pygame.Rect(box.x, box.y, box.w, px(28)), t(key))
    scores = table.rules.scores(table.match.state)
    acting = set(table.match.to_act())
    y = box.y + px(30)
    for pos, seat in enumerate(order):
        row = pygame.Rect(box.x + px(4), y, box.w - px(8), row_h - px(4))
        _draw_seat(table, surface, view, seat, pos, row, scores, seat in acting, compact)
        y += row_h
    return box.bottom


def _draw_seat(table, surface: pygame.Surface, view: Any, seat: int, pos: int,
               row: pygame.Rect, scores, acting: bool, compact: bool = False) -> None:
    """Position and marker (flipped: grey with a tick), name and VP; the faction; chips
    (`compact`: the faction's emblem under the marker, its name in the emblem's tooltip)."""
    t = table.t
    sv = view.seats[seat]
    cfg = table.match.seats[seat]
    if acting:
        pygame.draw.rect(surface, theme.PANEL_RAISED, row, border_radius=px(6))
        pygame.draw.rect(surface, theme.ACCENT, (row.x, row.y, px(4), row.h), border_radius=px(2))
    flipped = view.phase in COLOURS and seat in view.done
    num = assets.text(str(pos + 1), px(13), theme.TEXT_DIM, bold=True)
    surface.blit(num, num.get_rect(center=(row.x + px(12), row.y + px(13))))
    centre = (row.x + px(31), row.y + px(13))
    if flipped:  # TS-4.4: the marker turned over
        pygame.draw.circle(surface, (90, 94, 116), centre, px(10))
        pygame.draw.circle(surface, (40, 44, 64), centre, px(10), px(2))
        tick = assets.text("✓", px(13), (220, 224, 236), bold=True)
        surface.blit(tick, tick.get_rect(center=centre))
        table.add_hit(pygame.Rect(centre[0] - px(10), centre[1] - px(10), px(20), px(20)),
                      t("ts.ui.tip.flipped", who=table.name(seat)))
    else:
        draw_marker(surface, centre, px(10), cfg.colour, cfg.shape)
    score = str(scores[seat]) if seat < len(scores) else "0"
    vp = _text(surface, t("ts.ui.vp", n=score), px(theme.FONT_SMALL), theme.TEXT,
               (row.right - px(6), row.y + px(3)), px(70), bold=True, anchor="topright")
    score_tip = tips.score_tip(t, table.match.state, seat)
    if score_tip:  # the parts of that total, as the results screen shows them
        table.add_hit(vp, score_tip)
    x = row.x + px(46)
    _text(surface, table.name(seat), px(theme.FONT_SMALL), theme.TEXT, (x, row.y + px(3)),
          vp.x - x - px(6), bold=True)
    line2 = row.y + px(23)
    cx, chips_y = x, row.y + (px(23) if compact else px(42))
    if sv.faction and compact:  # the emblem under the marker, the name in its tooltip
        centre = (row.x + px(31), chips_y + px(9))
        draw_emblem(surface, sv.faction, centre, px(7), theme.TEXT_DIM, width=max(1, px(2)))
        table.add_hit(pygame.Rect(centre[0] - px(9), chips_y, px(18), px(18)),
                      t(f"ts.faction.{sv.faction}"))
    elif sv.faction:
        draw_emblem(surface, sv.faction, (x + px(7), line2 + px(8)), px(7), theme.TEXT_DIM,
                    width=max(1, px(2)))
        _text(surface, t(f"ts.faction.{sv.faction}"), px(13), theme.TEXT_DIM,
              (x + px(18), line2), row.right - x - px(24))
    elif not compact:  # before the factions are taken the line stood empty
        _text(surface, t("ts.ui.no_faction"), px(13), theme.TEXT_DIM, (x, line2),
              row.right - x - px(6))
    items = _seat_chips(table, view, seat)
    gap = px(4)
    if sum(w for w, _, _ in items) + gap * len(items) > row.right - cx:
        # a narrow column (150%): tighter chips rather than one past the row's end
        items, gap = [(w - px(6), text, tip) for w, text, tip in items], px(2)
    for w, text, tip in items:
        chip = pygame.Rect(cx, chips_y, w, px(18))
        pygame.draw.rect(surface, (36, 42, 80), chip, border_radius=px(5))
        pygame.draw.rect(surface, theme.PANEL_BORDER, chip, 1, border_radius=px(5))
        _text(surface, text, px(12), theme.TEXT, chip.center, chip.w - px(2), anchor="center")
        table.add_hit(chip, tip)
        cx += w + gap
    table.sheet_rows.append((pygame.Rect(row), seat))  # hovered: the faction sheet panel


def _seat_chips(table, view: Any, seat: int) -> list[tuple[int, str, str]]:
    """(width, text, tip): the action card, hand size, event hand size."""
    t = table.t
    sv = view.seats[seat]
    items = []
    if sv.pick:
        items.append((action_id(sv.pick), tips.card_tip(t, sv.pick)))
    elif sv.picked:
        items.append(("?", t("ts.ui.tip.picked_secret")))
    if view.phase not in SETUP_PHASES and view.phase != "tile":
        items.append((t("ts.ui.chip.hand", n=sv.hand_size), t("ts.ui.tip.hand", n=sv.hand_size)))
    items.append((t("ts.ui.chip.events", n=sv.events_size),
                  t("ts.ui.tip.events", n=sv.events_size)))
    if sv.faction and goals.goals_active(table.match.state):  # TS-10.4: the faction goal
        goal = goals.goal_for(sv.faction, sv.objective)  # or the M1 alternative (TS-M1.2)
        text = t(f"ts.goal.{goal.key}.name") + "\n" + t(f"ts.goal.{goal.key}.text")
        if sv.objective:
            text = t("ts.ui.m1.alternative") + " — " + text
        items.append(("★✓" if sv.goal else "★",
                      t("ts.ui.tip.goal", text=text, vp=goal.vp) +
                      ("\n" + t("ts.ui.tip.goal_done") if sv.goal else "")))
    items += two_player_ui.seat_chips(table, view, seat)  # TS-13.10: the Victory cards
    f = assets.font(px(12))
    return [(f.size(text)[0] + px(12), text, tip) for text, tip in items]


__all__ = ["draw_hud", "seat_order"]
