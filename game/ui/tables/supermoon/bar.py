"""The Planet Unknown bar (what to do now, the pending gains as chips, the buttons), the
choices drawn over the planet (a planet to play, objectives or civ cards to keep), and the
squares, rovers and tracks a chosen gain points at.
"""

from __future__ import annotations

import functools

import pygame

from game.supermoon.actions import Action
from game.supermoon.data import CIV_CARDS, PLANETS, TRACKS, offered_corp
from game.supermoon.fragments import FRAGMENTED, difficulty
from game.supermoon.gains import PENALTIES
from game.supermoon.grid import STEPS, board_squares
from game.supermoon.moon import moon_index
from game.ui import assets, theme
from game.ui.tables.supermoon import (
    art,
    corp_pick,
    corp_ui,
    fragments_ui,
    moon_ui,
    pick,
    quantum_ui,
)
from game.ui.tables.supermoon.bar_fit import (  # noqa: F401 (tests import _fit_chips here)
    SQUEEZE,
    _button_widths,
    _chip_widths,
    _fit_chips,
    _narrowest,
)
from game.ui.tables.supermoon.choices import SELECT_KINDS, STORE, VIRTUAL, chip_kind, gain_shape
from game.ui.tables.supermoon.planet import mark_squares
from game.ui.tables.supermoon.station import view_positions
from game.ui.theme import px

CHIP = (52, 62, 112)
CHIP_ON = (96, 84, 40)
BUTTON = (44, 54, 104)
PRIMARY = (58, 120, 86)


# --- words ---------------------------------------------------------------------------------------


def _threat_text(table) -> str:
    """What the ghost would cover and lose where it stands (`HandMixin.ghost_threats`)."""
    rovers, pods = table.ghost_threats()
    t = table.t
    parts = ([t("ui.supermoon.threat.rovers", n=len(rovers))] if rovers else []) \
        + ([t("ui.supermoon.threat.pods", n=len(pods))] if pods else [])
    return t("ui.supermoon.threat.and").join(parts)


def gain_label(table, gain) -> str:
    """A pool item in a few words ("Water +1", "Synergy", "Biomass patch"…)."""
    t = table.t
    kind = gain.kind
    if kind == "adv":
        n = gain.opts[0] if gain.opts else 1
        return t("ui.supermoon.gain.adv", track=t(f"sm.track.{TRACKS[gain.arg]}"), n=n)
    if kind in ("choose", "regress") and gain.opts:  # an event's two tracks ("Water or Civ
        # −1"): "Any track −1" said the player might pick any of the five
        tracks = t("ui.supermoon.gain_or").join(t(f"sm.terrain.{TRACKS[i]}") for i in gain.opts)
        return t(f"ui.supermoon.gain_of.{kind}", tracks=tracks, n=max(1, gain.arg))
    if kind == "regress":  # an event's "one tracker back by 3" said −1
        return t("ui.supermoon.gain_any.regress", n=max(1, gain.arg))
    if kind == "distinct" and not gain.opts:  # Wage Increase's first step: no track taken
        # yet, so "Another track" read as if one had been (stop 97)
        return t("ui.supermoon.gain_any.distinct", n=max(1, gain.arg))
    if kind == "distinct" and gain.arg > 1:  # Partnership's second of three
        return t("ui.supermoon.gain_more.distinct", n=gain.arg)
    return t(f"ui.supermoon.gain.{kind}")


def ability_key(kind: str) -> str:
    """The catalogue key of an ability chip's label (its tooltip: + ".tip")."""
    return "ui.supermoon.use." + kind.removeprefix("use.")


def choice_label(table, kind: str, choice: tuple[int, ...]) -> str:
    """One choice of a pool item, for its button."""
    t = table.t
    own = quantum_ui.choice_label(table, kind, choice)  # SM-11.5, SM-11.6, SM-12.3
    if own is not None:
        return own
    if kind in ("syn_or_peek",) and choice == (-1,):  # before STORE (-1 too): it read
        return t("ui.supermoon.choice.peek")  # « Keep it for later » (stop 98)
    if choice and choice[-1] == STORE and len(choice) == 1:
        return t("ui.supermoon.choice.store")
    if gain_shape(kind) == "track":
        return t(f"sm.track.{TRACKS[choice[0]]}")
    if kind == "line":
        _bi, axis, i = choice
        return t("ui.supermoon.choice.row" if axis == 0 else "ui.supermoon.choice.column",
                 n=i + 1)
    if kind == "station":
        return t("ui.supermoon.choice.depot", n=choice[0] + 1)
    if kind in SELECT_KINDS:
        return t("ui.supermoon.choice.stack", n=choice[0] % 6 + 1)
    if kind == "use.regress_any":  # Makeshift T4: a tracker, by its resource
        return t(f"sm.track.{TRACKS[choice[0]]}")
    if kind == "dump_meteor":  # Horizon T4: 1 destroys, 0 keeps it on its rover
        return t("ui.supermoon.choice.destroy" if choice[0] else "ui.supermoon.choice.keep")
    if kind == "remove_stack":
        return t("ui.supermoon.choice.stack", n=choice[0] % 6 + 1)
    if kind == "drop_objective":
        return t(f"sm.obj.{choice[0]}.private.name")
    if kind == "aim" and table.viewer is not None:
        return moon_ui.aim_label(table, choice[0])
    return corp_ui.choice_label(table, kind, choice)


def _line_name(table, choice: tuple[int, ...]) -> str:
    """"Row →" / "Column ↑": an aim's choice, short for the bar: the laser's way from the
    satellite (a line's number read as the orbital position printed beside it)."""
    return moon_ui.aim_label(table, choice[0], short=True)


def prompt(table, view) -> str:
    """What the viewer should do now, in one or two sentences."""
    t = table.t
    o = table.options()
    if view.over:
        return t("ui.supermoon.prompt.over")
    if table.viewer is None:
        return t("ui.supermoon.prompt.watch")
    me = view.players[table.viewer]
    if o.planet:
        return t("ui.supermoon.prompt.planet")
    if o.corp:
        return t("ui.supermoon.prompt.corp")
    if o.moon:
        return t("ui.supermoon.prompt.moon")
    if o.quantum:
        return t("ui.supermoon.prompt.quantum")
    if o.fragments:
        return t("ui.supermoon.prompt.fragments")
    if o.objective:
        return t("ui.supermoon.prompt.objective", n=me.keep - len(me.objectives))
    if o.rotate:
        return t("ui.supermoon.prompt.rotate")
    if o.civ:
        return t("ui.supermoon.prompt.civ", rank=CIV_CARDS[me.picking[0]].rank)
    if o.discard or o.rdiscard:
        return t("ui.supermoon.prompt.stuck_rescue" if o.rdiscard else "ui.supermoon.prompt.stuck")
    if any(g.kind == "aim" for g in me.pool):
        return t("ui.supermoon.prompt.aim")
    if table.other_planet_shown() and (table.hand is not None or table.gain_sel is not None
                                       or o.moves):
        # Another player's planet is drawn large: "click your planet" would point at a board
        # not on screen (a stop-74 pilot at 150% in French had « Validez pour poser la tuile
        # ici, ou cliquez ailleurs sur votre p… » cut beside the five buttons, over Luna's).
        return t("ui.supermoon.prompt.elsewhere", name=table.name(table.focus_seat()))
    if table.hand is not None:
        threat = _threat_text(table)
        if threat:
            return t("ui.supermoon.prompt.threat_locked" if table.lock is not None
                     else "ui.supermoon.prompt.threat", what=threat)
        moon = moon_index(me)
        on_moon = moon >= 0 and min(table.tab, len(me.boards) - 1) == moon
        if table.lock is not None:  # « elsewhere on your planet » over the Moon (stop 97)
            return t("ui.supermoon.prompt.confirm_place_moon" if on_moon
                     else "ui.supermoon.prompt.confirm_place")
        if on_moon:
            # the Moon tab is open: "use the Moon tab" would point at the tab already shown
            return t("ui.supermoon.prompt.hand_on_moon")
        return t("ui.supermoon.prompt.hand_moon" if moon >= 0 else "ui.supermoon.prompt.hand")
    if o.rescue and me.rescuing:
        return t("ui.supermoon.prompt.rescue_second")
    if o.rescue and not o.place:
        return t("ui.supermoon.prompt.rescue_only")
    if table.gain_sel is not None and table.gain_sel >= VIRTUAL:  # an ability chosen
        return t(f"ui.supermoon.prompt.shape.{gain_shape(chip_kind(o, me.pool, table.gain_sel))}")
    if o.place:
        return t("ui.supermoon.prompt.take_rescue" if o.rescue else "ui.supermoon.prompt.take")
    if table.gain_sel is not None:
        kind = chip_kind(o, me.pool, table.gain_sel)
        if kind == "patch" and me.blocks:
            return t("ui.supermoon.prompt.shape.patch_blocks")
        return t(f"ui.supermoon.prompt.shape.{gain_shape(kind)}")
    if o.gains:
        if not me.shots and len(me.pool) == 1 and me.pool[0].kind in PENALTIES:
            # an event's loss alone is no gain to use (« Rover or Civ −1 »)
            return t("ui.supermoon.prompt.penalty")
        line = t("ui.supermoon.prompt.gains_shot" if me.shots else "ui.supermoon.prompt.gains")
        if o.moves:  # a rover move gained beside the chips went unnamed (stop 96's list)
            line += " " + t("ui.supermoon.prompt.also_moves", n=me.moves)
        return line
    if o.moves:
        return t("ui.supermoon.prompt.moves", n=me.moves)
    if o.done is not None:
        # the event step's end is not the turn's end: the tile draft comes next (a newcomer
        # read « End your turn » there as having skipped the draft)
        return t("ui.supermoon.prompt.done_event" if view.phase == "event"
                 else "ui.supermoon.prompt.done")
    waiting = [table.name(s) for s in table.match.to_act()]
    if view.phase == "rotate":
        return t("ui.supermoon.prompt.wait_rotate", name=table.name(view.commander))
    return t("ui.supermoon.prompt.wait", names=", ".join(waiting)) if waiting else ""


# --- targets ------------------------------------------------------------------------------------


def preview_depot(table, depot: int) -> None:
    """The commander clicks the depot they want in front of them (PU-3.3)."""
    view = table.view()
    table.preview_rot = (depot - view_positions(view)[table.viewer]) % 6


def nudge(table, step: int) -> None:
    """Turn the commander's preview one depot."""
    view = table.view()
    rot = table.preview_rot if table.preview_rot is not None else view.rotation
    table.preview_rot = (rot + step) % 6


def track_targets(table, view) -> dict:
    """Track rows a chosen pool item may advance, or track spaces it may move a tracker to
    (a click chooses)."""
    if table.gain_sel is None or table.viewer is None:
        return {}
    me = view.players[table.viewer]
    kind = chip_kind(table.options(), me.pool, table.gain_sel)
    shape = gain_shape(kind)
    out: dict = {}
    for a in table.options().gains.get(table.gain_sel, []):
        if shape == "track" and len(a.args) == 2 and a.args[1] >= 0:
            out[a.args[1]] = a
        elif shape == "space" and len(a.args) == 3 and a.args[1] >= 0:
            out[(a.args[1], a.args[2])] = a
        elif shape == "pod" and len(a.args) == 5:  # a lifepod's place, then where it goes
            src, dst = a.args[1:3], a.args[3:5]
            if table.pod_from is None and src[0] >= 0:
                out[src] = functools.partial(setattr, table, "pod_from", src)
            elif table.pod_from == src and dst[0] >= 0:
                out[dst] = a
    return out


def draw_board_targets(table, surface, view, bg, g, bi: int = 0) -> None:
    """Squares and rovers the viewer may click now on the board drawn large (index `bi`)."""
    o = table.options()
    me = view.players[table.viewer]
    if table.gain_sel is not None and chip_kind(o, me.pool, table.gain_sel):
        kind = chip_kind(o, me.pool, table.gain_sel)
        shape = gain_shape(kind)
        acts = o.gains.get(table.gain_sel, [])
        if shape == "square":
            squares = {}
            block = table.block_sel if kind == "patch" else None
            for a in acts:
                if block is None and len(a.args) == 3 and a.args[1] == bi:
                    squares[a.args[2]] = a
                elif kind == "qs_meteor" and a.args[1] >= 0 \
                        and me.pool[table.gain_sel].arg == bi:  # SM-12.3 T4: (square,)
                    squares[a.args[1]] = a
                elif block is not None and len(a.args) == 4 and a.args[1] == bi \
                        and a.args[3] == block:  # a terrain block there (SM-8.2)
                    squares[a.args[2]] = a
            mark_squares(surface, bg, squares, art.LEGAL)
            for sq, a in squares.items():
                table.add_hit(bg.square_rect(sq), table.t("ui.supermoon.tip.choose_square"), a)
        elif shape in ("rover", "teleport"):
            rovers: dict[int, list[Action]] = {}
            for a in acts:
                rovers.setdefault(a.args[1], []).append(a)
            if shape == "rover" or table.rover_sel is None:
                for r in rovers:
                    rv = me.rovers[r]
                    if rv.board == bi:
                        rect = bg.square_rect(rv.square)
                        mark_squares(surface, bg, [rv.square], art.GOLD)
                        action = (rovers[r][0] if shape == "rover"
                                  else functools.partial(setattr, table, "rover_sel", r))
                        table.add_hit(rect, table.t("ui.supermoon.tip.choose_rover"), action)
            else:
                squares = {a.args[3]: a for a in rovers.get(table.rover_sel, [])
                           if a.args[2] == bi}
                mark_squares(surface, bg, squares, art.LEGAL, dot=True)
                for sq, a in squares.items():
                    table.add_hit(bg.square_rect(sq), table.t("ui.supermoon.tip.choose_square"),
                                  a)
        return
    if o.moves and table.hand is None:
        for i, rv in enumerate(me.rovers):
            if rv.board != bi or not any(r == i for r, _d in o.moves):
                continue
            rect = bg.square_rect(rv.square)
            pygame.draw.rect(surface, art.GOLD if table.rover_sel == i else art.LEGAL,
                             rect.inflate(px(2), px(2)), max(2, px(2)), border_radius=px(4))
            table.add_hit(rect, table.t("ui.supermoon.tip.rover_move", n=me.moves),
                          functools.partial(_select_rover, table, i))
            if table.rover_sel == i:
                x, y = g.xy(rv.square)
                # a click on any other square said nothing and the click was lost (a
                # newcomer's game, stop 97): it now says a rover goes one square a click
                taken = {r.square for r in me.rovers if r.board == bi}
                far = functools.partial(table.app.toast,
                                        table.t("ui.supermoon.toast.rover_step"), "error")
                for sq in board_squares(me.boards[bi]):
                    if sq not in taken:
                        table.add_hit(bg.square_rect(sq), "", far)
                for d, (dx, dy) in enumerate(STEPS):  # 4-7: diagonals (Cosmos T1, PU-18.3)
                    a = o.moves.get((i, d))
                    if a is not None:
                        sq = g.square(x + dx, y + dy)
                        mark_squares(surface, bg, [sq], art.LEGAL, dot=True)
                        table.add_hit(bg.square_rect(sq), table.t("ui.supermoon.tip.step_here"),
                                      a)


def _select_rover(table, rover: int) -> None:
    table.rover_sel = None if table.rover_sel == rover else rover


# --- the bar ------------------------------------------------------------------------------------


def _button(table, surface, rect: pygame.Rect, text: str, action, tip: str = "",
            primary: bool = False, size: int = 0) -> None:
    hover = rect.collidepoint(table.mouse)
    colour: tuple[int, ...] = PRIMARY if primary else BUTTON
    if hover:
        colour = tuple(min(255, c + 24) for c in colour)
    pygame.draw.rect(surface, colour, rect, border_radius=px(8))
    pygame.draw.rect(surface, theme.ACCENT if primary else theme.PANEL_BORDER, rect, 1,
                     border_radius=px(8))
    label, fs = assets.fitted(text, size or px(theme.FONT_SMALL), rect.w - px(10), True)
    img = assets.text(label, fs, theme.TEXT, bold=True)
    surface.blit(img, img.get_rect(center=rect.center))
    table.add_hit(rect, tip or text, action)


def buttons(table, view) -> list[tuple[str, object, str, bool]]:
    """(label, action, tooltip, primary) of the bar's buttons, right to left."""
    t = table.t
    o = table.options()
    out: list[tuple[str, object, str, bool]] = []
    # "My planet" only where another board shows: not under a setup picker (`focus_seat`;
    # the button cut « Prendre Symétrique, départ… » beside it at 150% in French)
    elsewhere = table.other_planet_shown()
    if elsewhere:  # the way back is the thing to do while a tile is held (see `hand` below)
        out.append((t("ui.supermoon.btn.back"), functools.partial(setattr, table, "focus", None),
                    t("ui.supermoon.btn.back_tip"), table.hand is not None))
    if o.moon:
        face, start = pick.moon_looked_at(table, view.players[table.viewer])
        out.append((t("ui.supermoon.btn.take_moon", face=t(f"sm.arg.face.{face}"), n=start + 1),
                    o.moon[(face, start)], t("ui.supermoon.btn.take_moon_tip"), True))
    if o.quantum:
        out.append(quantum_ui.take_button(table, o))
    if o.planet:
        offer = view.players[table.viewer].planet_offer
        shown = pick.looked_at(table, offer)
        label = (t("ui.supermoon.btn.take_fragmented") if shown == FRAGMENTED
                 else t("ui.supermoon.btn.take_planet", name=PLANETS[shown].name))
        out.append((label, o.planet[shown], pick.planet_tip(t, shown), True))
    if o.fragments:  # SM-9.1: the faces chosen in the face chooser
        mask = fragments_ui.mask_looked_at(table, view.players[table.viewer])
        out.append((t("ui.supermoon.btn.take_faces", n=difficulty(mask)), o.fragments[mask],
                    t("ui.supermoon.btn.take_faces_tip"), True))
    if o.corp:
        shown = corp_pick.looked_at(table, view.players[table.viewer].corp_offer)
        out.append((t("ui.supermoon.btn.take_corp", name=offered_corp(shown).name),
                    o.corp[shown], corp_pick.corp_tip(t, shown), True))
    if o.rotate:
        # PU-3.3: keeping the station as it is is allowed, so Confirm is live before any
        # depot is clicked (greyed out beside the stack already framed in front of the
        # commander, it asked for a redundant click: a review, stop 82)
        out.append((t("ui.supermoon.btn.confirm_rotation"), o.rotate.get(table.shown_rotation()),
                    t("ui.supermoon.btn.confirm_rotation_tip"), True))
        out.append(("⟳", functools.partial(nudge, table, 1), t("ui.supermoon.btn.cw"), False))
        out.append(("⟲", functools.partial(nudge, table, -1), t("ui.supermoon.btn.ccw"), False))
    if table.hand is not None and elsewhere:
        # Confirm, Turn and Flip would act on a tile the player cannot see (a screenshot
        # review): only the way back and Put back stay
        out.append((t("ui.supermoon.btn.put_back"), table.drop_hand,
                    t("ui.supermoon.btn.put_back_tip"), False))
    elif table.hand is not None:
        if table.lock is not None:
            out.append((t("ui.supermoon.btn.confirm_place"), table.confirm,
                        t("ui.supermoon.btn.confirm_place_tip"), True))
        out.append((t("ui.supermoon.btn.turn"), table.turn_hand, t("ui.supermoon.btn.turn_tip"),
                    False))
        out.append((t("ui.supermoon.btn.flip"), table.flip_hand, t("ui.supermoon.btn.flip_tip"),
                    False))
        out.append((t("ui.supermoon.btn.put_back"), table.drop_hand,
                    t("ui.supermoon.btn.put_back_tip"), False))
    elif o.done is not None:
        event = view.phase == "event"
        # movement left is lost at the turn's end (PU-2.4): the tip says so (a newcomer lost
        # theirs unaware)
        moves = view.players[table.viewer].moves if o.moves and table.viewer is not None else 0
        tip = t("ui.supermoon.btn.done_event_tip") if event else \
            t("ui.supermoon.btn.done_tip_moves", n=moves) if moves else \
            t("ui.supermoon.btn.done_tip")
        out.append((t("ui.supermoon.btn.done_event" if event else "ui.supermoon.btn.done"),
                    o.done, tip, not o.gains and not moves))
    elif o.reset is not None and o.gains and table.gain_sel is None:
        # (a gain chosen shows its choices instead, which need the room)
        # Not yet: greyed, in its place, which « Start over » took while a gain had to be
        # used first — a newcomer's click on the usual spot started the turn over (stop 97)
        event = view.phase == "event"
        out.append((t("ui.supermoon.btn.done_event" if event else "ui.supermoon.btn.done"),
                    None, t("ui.supermoon.btn.done_wait_tip"), False))
    if o.rdiscard and len(table.rescue_sel) == 2:  # SM-7.8
        pair = (min(table.rescue_sel), max(table.rescue_sel))
        out.append((t("ui.supermoon.btn.rdiscard"), o.rdiscard.get(pair),
                    t("ui.supermoon.btn.rdiscard_tip"), True))
    if o.reset is not None and table.hand is None:
        out.append((t("ui.supermoon.btn.reset"), o.reset, t("ui.supermoon.btn.reset_tip"),
                    False))
    return out


def draw_bar(table, surface: pygame.Surface, view, rect: pygame.Rect) -> None:
    """Prompt on the left, then the pool chips, the buttons on the right."""
    theme.draw_panel(surface, rect, theme.PANEL, alpha=235)
    size = px(theme.FONT_SMALL)
    bh = min(rect.h - px(12), px(34))
    x = rect.right - px(6)
    shown = buttons(table, view)
    text = prompt(table, view)
    chips = _chips(table, view)
    widths = _button_widths(shown, rect, size, text, bool(chips))
    for (label, action, tip, primary), w in zip(shown, widths, strict=True):
        r = pygame.Rect(x - w, rect.y + (rect.h - bh) // 2, w, bh)
        if action is None:
            pygame.draw.rect(surface, (40, 44, 70), r, border_radius=px(8))
            img = assets.text(assets.fitted(label, size, w - px(8), True)[0], size,
                              theme.TEXT_DISABLED, bold=True)
            surface.blit(img, img.get_rect(center=r.center))
            table.add_hit(r, tip)
        else:
            _button(table, surface, r, label, action, tip, primary)
        x = r.x - px(6)
    left = rect.x + px(10)
    text_w = max(px(160), x - left - px(8))
    if chips:
        text_w = max(px(160), min(text_w, (x - left) * 2 // 5))
        need = sum(_chip_widths(chips, size)) + px(6) * len(chips)
        room = x - px(14) - left - need  # what the chips leave the prompt
        # The prompt takes what it needs of the room the chips leave (at 150% in French
        # « Cliquez sur une piste en surbrillance (ou un choix dans la… » beside one short
        # chip), never less than its share; where even that room cuts it, the chips step
        # down and gather below.
        fits = _narrowest(text, size, rect.h - px(8), min(text_w, max(px(120), room)),
                          max(room, text_w) + 1)
        if fits <= max(room, text_w):  # past the room: the chips step down or gather
            text_w = fits
        else:  # the chips' labels step down for it (at 150% in French beside « Synergie : +1
            # au choix »), else they gather in the "+n" chip (its tooltip names them, its
            # click opens the first), before a cut (« Validez pour poser la tuile ici, ou
            # cliquez ailleurs sur votre p… » beside « Énergie +1 » and four buttons)
            share = text_w
            avail = x - px(14) - left
            squeezed = avail - sum(_chip_widths(chips, size, SQUEEZE)) - px(6) * len(chips)
            whole = _narrowest(text, size, rect.h - px(8), share, avail + 1)
            (more_w,) = _chip_widths([(f"+{len(chips)}",)], size)  # all of them gathered
            text_w = whole if whole <= max(squeezed, avail - more_w - px(6)) else share
    lines, fs = assets.wrapped(text, size, text_w, rect.h - px(8))
    lh = assets.font(fs).get_linesize()
    y = rect.centery - lh * len(lines) // 2
    for line in lines:
        surface.blit(assets.text(line, fs, theme.ACCENT, bold=False), (left, y))
        y += lh
    cx = left + text_w + px(10)
    ch = min(bh, px(30))
    turn = getattr(table, "chip_turn", 0) % max(1, len(chips))
    chips, widths = _fit_chips(chips[turn:] + chips[:turn], size, x - px(4) - cx)
    if chips and chips[-1][0].startswith("+") and isinstance(chips[-1][1], Action):
        # the "+n" of final choices submitted the first hidden one unseen (« +1 » fired the
        # satellite's laser down a column, a newcomer at 150%, stop 98): it now brings the
        # hidden choices into the bar instead
        label, _action, tip, on = chips[-1]
        chips[-1] = (label, functools.partial(_turn_chips, table, len(chips) - 1), tip, on)
    for (label, action, tip, on), w in zip(chips, widths, strict=True):
        r = pygame.Rect(cx, rect.centery - ch // 2, w, ch)
        pygame.draw.rect(surface, CHIP_ON if on else CHIP, r, border_radius=ch // 2)
        pygame.draw.rect(surface, art.GOLD if on else theme.PANEL_BORDER, r, 1,
                         border_radius=ch // 2)
        lab, f2 = assets.fitted(label, size - px(1), w - px(10), True)
        img = assets.text(lab, f2, theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(center=r.center))
        table.add_hit(r, tip, action)
        cx = r.right + px(6)


def _turn_chips(table, n: int) -> None:
    """Show the chips a "+n" chip gathered: the bar's list turns by the `n` shown."""
    table.chip_turn = getattr(table, "chip_turn", 0) + max(1, n)


def _chips(table, view) -> list[tuple[str, object, str, bool]]:
    """Pool items (and a chosen item's list choices) as (label, action, tip, selected)."""
    if table.viewer is None:
        return []
    me = view.players[table.viewer]
    o = table.options()
    out: list[tuple[str, object, str, bool]] = []
    for i, gain in enumerate(me.pool):
        if gain.kind == "aim":  # SM-4.1: the two lines are the buttons, nothing else waits
            return [(_line_name(table, a.args[1:]), a,
                     choice_label(table, "aim", a.args[1:]) + "\n"
                     + table.t("ui.supermoon.tip.fire"), False) for a in o.gains.get(i, [])]
        label = gain_label(table, gain)
        action = functools.partial(table.choose_gain, i) if i in o.gains else None
        out.append((label, action, table.t("ui.supermoon.tip.chip", what=label),
                    table.gain_sel == i))
    for i, kind in sorted(o.abilities.items()):  # PU-18: abilities the seat may use now
        key = ability_key(kind)
        out.append((table.t(key), functools.partial(table.choose_gain, i),
                    table.t(f"{key}.tip"), table.gain_sel == i))
    if table.gain_sel is not None and chip_kind(o, me.pool, table.gain_sel):
        kind = chip_kind(o, me.pool, table.gain_sel)
        shape = gain_shape(kind)
        if shape == "pod":
            out += corp_ui.pod_buttons(table, o.gains.get(table.gain_sel, []))
        for a in o.gains.get(table.gain_sel, []):
            choice = a.args[1:]
            # Track choices are the glowing track rows and spaces; the bar lists the others.
            is_track = shape == "track" and choice[0] >= 0
            if shape == "pod":
                continue
            if shape in ("space", "square") and choice[0] < 0 or not is_track and (
                    shape in ("track", "line", "list") or choice == (STORE,)):
                out.append(("→ " + choice_label(table, kind, choice), a,
                            choice_label(table, kind, choice), False))
    return out
