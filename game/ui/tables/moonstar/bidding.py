"""MOONSTAR table: bidding (MS-3) and Game 10 challenges (Game 11's side bets: `bets.py`).

The ring's centre shows the sand timer, the roll and the current bid in big type. The panel
has one row per seat: a human seat at this screen gets +1, +5, a number field with Bid, Pass
(and Challenge in Game 10) plus three hotkeys (shown on the row); a bot's row pulses when it
bids. When the humans' rows cannot all fit with the others' chips in two columns (four humans
at 100%, or three beside five bots; two at 150% in French), every seat is a chip, a bidder's
chip shows that seat's controls when clicked (the hotkeys still work for all). Turn-based
bidding (MS-3.9) enables only the seat whose call it is.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.moonstar.actions import Bid, Challenge, Pass, PlayNow
from game.moonstar.bidding import BID_CAP, MIN_BID
from game.moonstar.state import OPEN, Phase
from game.ui import assets, theme
from game.ui.render import ring
from game.ui.render.dice import draw_d6, row_centres
from game.ui.theme import px

# Per human seat (in seat order): raise +1, raise +5, pass.
HOTKEYS = (
    (pygame.K_q, pygame.K_w, pygame.K_e),
    (pygame.K_i, pygame.K_o, pygame.K_p),
    (pygame.K_z, pygame.K_x, pygame.K_c),
    (pygame.K_b, pygame.K_n, pygame.K_m),
    (pygame.K_1, pygame.K_2, pygame.K_3),
    (pygame.K_8, pygame.K_9, pygame.K_0),
    (pygame.K_a, pygame.K_s, pygame.K_d),
    (pygame.K_j, pygame.K_k, pygame.K_l),
)


def hotkeys(table, seat: int) -> tuple[int, int, int] | None:
    """The (+1, +5, pass) keys of a human seat, or None (bots, or more than 8 humans)."""
    humans = table.match.humans()
    if seat not in humans:
        return None
    index = humans.index(seat)
    return HOTKEYS[index] if index < len(HOTKEYS) else None


def key_label(key: int) -> str:
    """A key's cap label ("Q", "1")."""
    return pygame.key.name(key).upper()


# --------------------------------------------------------------------------- actions


def raise_amount(view, step: int) -> int:
    """The bid `step` above the current one (at least 2, at most 70: MS-3.3)."""
    return min(max(MIN_BID, view.bid + step), BID_CAP)


def may_bid(table, view, seat: int) -> bool:
    """Is `seat` a human here allowed to act in this bidding now?"""
    return table.can_act(seat) and view.phase is Phase.BIDDING


def bid_as(table, seat: int, amount: int) -> None:
    """Submit a bid for a seat and clear its number field."""
    if table.submit_as(seat, Bid(amount)):
        table.bid_text.pop(seat, None)
        if table.focus_seat == seat:
            table.focus_seat = None


def typed_amount(table, view, seat: int) -> int | None:
    """The number typed in a seat's field; None when empty or not a number (never a bid:
    the grey number in an empty field is only a suggestion)."""
    text = table.bid_text.get(seat, "").strip()
    return int(text) if text.isdigit() else None


def bid_typed(table, view, seat: int) -> None:
    """Enter or the Bid button: bid the typed number; an empty or invalid field says why and
    bids nothing (a bid is irrevocable, MS-3.4)."""
    amount = typed_amount(table, view, seat)
    if amount is None:
        key = "ui.moonstar.bid.type_first" if not table.bid_text.get(seat) else \
            "ui.moonstar.bid.not_a_number"
        table.app.toast(table.t(key), "error")
        return
    if not table.submit_as(seat, Bid(amount)):
        table.bid_text.pop(seat, None)  # a refused value does not stay for the next round
        return
    table.bid_text.pop(seat, None)
    if table.focus_seat == seat:
        table.focus_seat = None


def note(table, kind: str, args) -> None:
    """Remember a seat's last bidding act and pulse its row."""
    from game.ui.tables.moonstar.table import _Pulse

    passed: set[int] = table.__dict__.setdefault("passed_seats", set())
    if kind.startswith("moonstar.bidding_open"):  # a new bidding: fresh fields and notes
        passed.clear()
        table.bid_text.clear()
        table.bid_notes.clear()
        return
    seat = args.get("seat")
    if not isinstance(seat, int):
        return
    if kind == "moonstar.pass":
        passed.add(seat)
        return
    if kind == "moonstar.bid":
        table.bid_notes[seat] = table.t("ui.moonstar.bid.note_bid", amount=args["amount"])
        # Open bidding: a new bid lets everyone bid again; tell those who had passed.
        if table.view().settings.bidding_mode == OPEN:
            for other in passed - {seat}:
                table.bid_notes[other] = table.t("ui.moonstar.bid.outbid",
                                                 name=table.name(seat))
            passed.clear()
    elif kind == "moonstar.challenge":
        table.bid_notes[seat] = table.t("ui.moonstar.bid.note_challenge")
    else:
        return
    tween = _Pulse(1.0, 0.0, 1.2, "out_cubic")
    if table.speed > 0:
        table.anims.append(tween)
        table.pulses[seat] = tween


# --------------------------------------------------------------------------- input


def handle(table, event, view):
    """Hotkeys per seat, the focused number field, Enter to bid (or to seal a side bet)."""
    if event.type != pygame.KEYDOWN:
        return None
    if view.phase is Phase.SIDE_BETS:
        # Enter seals the bet as chosen, as the primary button does (it did nothing)
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            seal = next((h for h in table.hits if h.key == "seal" and h.enabled), None)
            if seal is not None and seal.on_click is not None:
                return seal.on_click()
        return None
    seat = table.focus_seat
    if seat is not None and may_bid(table, view, seat):
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            bid_typed(table, view, seat)
            return None
        if event.key == pygame.K_BACKSPACE:
            table.bid_text[seat] = table.bid_text.get(seat, "")[:-1]
            return None
        char = getattr(event, "unicode", "")
        if char.isdigit():  # letters stay the seats' hotkeys; the field holds digits only
            table.bid_text[seat] = (table.bid_text.get(seat, "") + char)[-3:]
            return None
    for human in table.match.humans():
        keys = hotkeys(table, human)
        if keys is None or event.key not in keys:
            continue
        if not may_bid(table, view, human):
            if view.phase is Phase.BIDDING and human in view.sitting_out:
                # a sitting-out seat's key did nothing (a newcomer, stop 98): MS-3.8 says why
                table.app.toast(table.t("ui.moonstar.bid.sits_out_tip", name=table.name(human)),
                                "info")
                return None
            continue
        which = keys.index(event.key)
        if which == 2:
            table.submit_as(human, Pass())
        else:
            bid_as(table, human, raise_amount(view, 1 if which == 0 else 5))
        return None
    return None


# --------------------------------------------------------------------------- drawing


def draw(table, surface: pygame.Surface, view) -> None:
    """Centre (timer, dice, bid) and the panel (prompt, seat rows) — or the side bets."""
    draw_centre(table, surface, view)
    if view.phase is Phase.SIDE_BETS:
        from game.ui.tables.moonstar import bets  # Game 11's panel, in its own module

        bets.draw_bets(table, surface, view)
    else:
        draw_panel(table, surface, view)


def draw_round_dice(table, surface: pygame.Surface, view, states=None) -> None:
    """The round's dice in the centre tray (tumbling right after the roll)."""
    geo = table.geo
    rect = table.anchor("dice_tray")
    ring.draw_tray(surface, rect)
    size = round(geo.moon_radius * 2.3)
    centres = row_centres(rect, len(view.dice), size, 0.22)
    roll = table.dice_roll
    if roll is not None and not roll.done and tuple(roll.values) == tuple(view.dice):
        roll.draw(surface, centres, size)
        return
    for i, (c, value) in enumerate(zip(centres, view.dice, strict=False)):
        draw_d6(surface, c, size, value, states[i] if states else "normal")


def draw_centre(table, surface: pygame.Surface, view) -> None:
    """Sand timer above the dice, the current bid below."""
    geo = table.geo
    timer = table.anchor("timer")
    height = round(88 * geo.scale)
    table.draw_timer_big(surface, (timer.x - round(18 * geo.scale), timer.y + height // 8),
                         height)
    draw_round_dice(table, surface, view)
    below = table.anchor("moon_tray")
    cx = below.centerx
    if view.bid:
        pulse = table.pulses.get(view.bidder)
        grow = 1.0 + (0.35 * float(pulse.value) if pulse is not None else 0.0)
        img = assets.text(str(view.bid), round(table.ring_px(46) * grow), theme.ACCENT,
                          bold=True)
        surface.blit(img, img.get_rect(midtop=(cx, below.y - px(2))))
        name = table.t("ui.moonstar.bid.by", name=table.name(view.bidder))
        # the interface size counts too: the ring shrinks at 150% and its own type left
        # « enchère de Luna » at 12 px, smaller than at 100%; it stays inside the ring
        size = max(table.ring_px(17), px(theme.FONT_SMALL) - px(2))
        name, size = assets.fitted(name, size, round(geo.radius * 1.1), True,
                                   table.ring_px(17) / size)
        img = assets.text(name, size, theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(midtop=(cx, below.y + table.ring_px(50))))
    else:
        table.text(surface, table.t("ui.moonstar.bid.none_yet"), (cx, below.y + px(8)),
                   theme.FONT_BODY, theme.TEXT_DIM, True, anchor="midtop")


def _prompt(table, view) -> str:
    t = table.t
    timed = view.settings.bid_seconds > 0  # no timer: no "minute" to speak of
    if view.bid >= BID_CAP:  # MS-3.5: the minute runs on after a 70
        # MS-7.10: in Game 10 the others may still challenge it; Play now only says ready
        if 10 in view.variants:
            return t("ui.moonstar.bid.closed_10", name=table.name(view.bidder))
        return t("ui.moonstar.bid.closed" if timed else "ui.moonstar.bid.closed_untimed",
                 name=table.name(view.bidder))
    if view.settings.bidding_mode != OPEN:
        return t("ui.moonstar.bid.turn_prompt", name=table.name(view.turn), max=view.max_bid)
    return t("ui.moonstar.bid.prompt" if timed else "ui.moonstar.bid.prompt_untimed",
             max=view.max_bid)


def draw_panel(table, surface: pygame.Surface, view) -> None:
    """The prompt, the current bid, and one row per seat."""
    t = table.t
    rect = table.panel_rect
    y = table.prompt(surface, _prompt(table, view))
    if 10 in view.variants:
        y = table.text(surface, t("ui.moonstar.bid.challenge_rule"), (rect.x + px(14), y),
                       theme.FONT_SMALL, theme.TEXT_DIM, width=rect.w - px(28)).bottom + px(6)
    if not table.clock.running:
        y = table.text(surface, t("ui.moonstar.bid.no_timer"), (rect.x + px(14), y),
                       theme.FONT_SMALL, theme.TEXT_DIM, width=rect.w - px(28)).bottom + px(6)
    # Everything stays above the Scores button: rows of the seats who cannot bid get compact
    # when all would not fit (3 seats at 150% ran past the panel), and the pass hint, also
    # the Pass button's tooltip, is shown only where there is room for it.
    limit = rect.bottom - px(50)
    bidders = [s for s in range(view.n_seats) if may_bid(table, view, s)]
    others = [s for s in range(view.n_seats) if s not in bidders]
    rows_h = y + len(bidders) * px(136)
    compact = rows_h + len(others) * px(46) > limit
    # (a lone bidder keeps its block beside the others' chips, three columns at most, while
    # those fit with their heading)
    if len(bidders) > 1 and rows_h + -(-len(others) // 2) * px(30) > limit or (
            len(bidders) == 1 and rows_h + px(24) + -(-len(others) // 3) * px(30) > limit):
        # Too many humans for a block each, with the others' chips in two readable columns
        # (4 humans at 100%, 2 at 150% in French: the blocks ran under the Scores button and
        # off the panel, so the last seats could not bid by mouse): each bidder is a chip to
        # click, and the chosen one's block is shown. The seats who cannot bid stand in the
        # same grid, dimmed (with Game 10's rule at 150% two grids did not fit). A lone
        # bidder gets the same grid when its full block and the others' chips would run
        # under the Scores button (8 seats at 150% with Game 10's rule line).
        if table.bid_pick not in bidders:
            table.bid_pick = bidders[0]
        y = _chips(table, surface, view, list(range(view.n_seats)), y, limit - px(106),
                   pick=table.bid_pick, bidders=bidders)
        # the keys' line goes when it would reach the Scores button (Game 10 at 150%)
        y = _seat_row(table, surface, view, table.bid_pick, y, bare=True,
                      keys_line=y + px(100) <= limit) + px(6)
    elif compact and rows_h + len(others) * px(34) > limit:
        # Still too many (8 seats at 150%): the others become two columns of name chips,
        # coloured by their status, the status itself in the chip's tooltip.
        for seat in bidders:
            y = _seat_row(table, surface, view, seat, y) + px(6)
        y = _chips(table, surface, view, others, y, limit)
    else:
        for seat in range(view.n_seats):
            y = _seat_row(table, surface, view, seat, y, compact) + px(6)
    if bidders:
        hint = _pass_hint(table, view)
        lines = assets.wrap(hint, px(theme.FONT_SMALL), rect.w - px(28))
        if y + len(lines) * assets.font(px(theme.FONT_SMALL)).get_linesize() <= limit:
            table.text(surface, hint, (rect.x + px(14), y), theme.FONT_SMALL, theme.TEXT_DIM,
                       width=rect.w - px(28))


def _pass_hint(table, view) -> str:
    """What passing means in this bidding mode (under the rows, and the Pass tooltip)."""
    return table.t("ui.moonstar.bid.pass_hint" if view.settings.bidding_mode == OPEN
                   else "ui.moonstar.bid.pass_hint_turns")


def _status(table, view, seat: int) -> tuple[str, tuple[int, int, int]]:
    t = table.t
    if seat in view.sitting_out:
        return t("ui.moonstar.bid.sits_out"), theme.TEXT_DISABLED
    if seat == view.bidder:
        return t("ui.moonstar.bid.high", amount=view.bid), theme.ACCENT
    if seat in view.challengers:
        return t("ui.moonstar.bid.note_challenge"), theme.ERROR
    if view.passed and view.passed[seat]:
        return t("ui.moonstar.bid.passed"), theme.TEXT_DIM
    if view.settings.bidding_mode != OPEN:
        # turn by turn a bot waits its turn: « studying… » beside another's call read as if
        # it were thinking out of turn (a newcomer's Games 5 and 9, stop 98)
        return (t("ui.moonstar.bid.their_call"), theme.ACCENT) if seat == view.turn \
            else (table.bid_notes.get(seat, ""), theme.TEXT_DIM)
    if seat in table.bots.thinking or table.match.seats[seat].is_bot:
        return table.bid_notes.get(seat, t("ui.moonstar.bid.studying")), theme.TEXT_DIM
    return table.bid_notes.get(seat, ""), theme.TEXT_DIM


def _chip_tip(table, view, seat: int, status: str, clickable: bool = False,
              cut: bool = False) -> str:
    """A seat's tooltip: its name and status, and why a seat sits out (MS-3.8: the status
    alone, « ne joue pas », left a newcomer asking why). With no status, what a click does
    on a bidder's chip, the name where the chip cut it, else none: a tooltip repeating the
    name covered the « +5 » button below (a newcomer's game, stop 97)."""
    if seat in view.sitting_out:
        return table.t("ui.moonstar.bid.sits_out_tip", name=table.name(seat))
    if status:  # the French colon takes its space
        return table.t("ui.moonstar.bid.chip_tip", name=table.name(seat), status=status)
    if clickable:
        return table.t("ui.moonstar.bid.pick_tip", name=table.name(seat))
    return table.name(seat) if cut else ""


def _chips(table, surface: pygame.Surface, view, seats: list[int], y: int, limit: int,
           pick: int | None = None, bidders: Sequence[int] = ()) -> int:
    """Seats as small chips in two columns, three if two would pass `limit` (see
    `draw_panel`); returns the y below them. With `pick`, a click on a bidder's chip shows
    that seat's controls, and `pick`'s chip is lit."""
    from game.ui.tables.moonstar.table import Hit

    rect = table.panel_rect
    gap = px(4)
    h = px(26) if pick is None else px(30)
    # a heading says what the chips are, when there is room for it (they stood unexplained,
    # the leader's outline included); their statuses are in the tooltips
    # ("Who is bidding?" only when there is a choice to make)
    head = table.t("ui.moonstar.bid.others" if pick is None else "ui.moonstar.bid.pick")
    head_h = len(assets.wrap(head, px(theme.FONT_SMALL), rect.w - px(28), True)) \
        * assets.font(px(theme.FONT_SMALL), True).get_linesize() + px(4)
    cols = 2 if y + ((len(seats) + 1) // 2) * (h + gap) <= limit else 3
    if (pick is None or len(bidders) > 1) \
            and y + head_h + -(-len(seats) // cols) * (h + gap) <= limit:
        y = table.heading(surface, head, y)
    w = (rect.w - px(16) - (cols - 1) * gap) // cols
    size = assets.fitted_size((table.name(s) for s in seats), px(theme.FONT_SMALL),
                              w - px(28), True)  # one size for every chip
    for i, seat in enumerate(seats):
        chip = pygame.Rect(rect.x + px(8) + (i % cols) * (w + gap),
                           y + (i // cols) * (h + gap), w, h)
        status, colour = _status(table, view, seat)
        lit = seat == pick
        clickable = pick is not None and seat in bidders
        # the chosen bidder's chip is filled like a selected button; the leader keeps the
        # accent outline and name (the two looked alike when both were outlined)
        fill = theme.PRIMARY if lit else (26, 33, 68)
        if clickable and not lit and chip.collidepoint(table.mouse):
            fill = theme.BUTTON_HOVER
        pygame.draw.rect(surface, fill, chip, border_radius=px(6))
        if seat == view.bidder:
            pygame.draw.rect(surface, theme.TEXT if lit else theme.ACCENT, chip, 2,
                             border_radius=px(6))
        table.seat_marker(surface, seat, (chip.x + px(12), chip.centery), px(7))
        name, name_px = assets.fitted(table.name(seat), size, w - px(28), True)
        fg = (20, 16, 8) if lit else theme.ACCENT if seat == view.bidder else (
            theme.TEXT_DISABLED if colour == theme.TEXT_DISABLED
            or (pick is not None and not clickable) else theme.TEXT)
        table.text(surface, name, (chip.x + px(24), chip.centery), name_px / theme.scale(),
                   fg, True, anchor="midleft")
        tip = _chip_tip(table, view, seat, status, clickable, name != table.name(seat))
        if not clickable:
            table.hits.append(Hit(f"chip:{seat}", chip, None, True, "", tip))
        else:
            table.hits.append(Hit(f"pick:{seat}", chip, _pick(table, seat), True, "", tip))
    return y + -(-len(seats) // cols) * (h + gap) + px(2)


def _seat_row(table, surface: pygame.Surface, view, seat: int, y: int,
              compact: bool = False, bare: bool = False, keys_line: bool = True) -> int:
    """A seat's row: its marker, name and status, and a bidder's controls below them; `bare`
    keeps the controls alone (the seat's chip above says who they are for)."""
    rect = table.panel_rect
    controls = may_bid(table, view, seat)
    if bare and controls:
        # The block is the picked chip's, and says so itself (stop 92: with eight humans it
        # was tied to its seat only by the lit chip above): its edge takes the seat's colour
        # and the seat's marker stands in the bid field.
        row = pygame.Rect(rect.x + px(8), y, rect.w - px(16), px(100) if keys_line else px(82))
        pygame.draw.rect(surface, theme.PANEL_RAISED, row, border_radius=px(8))
        pygame.draw.rect(surface, table.match.seats[seat].colour, row, 2, border_radius=px(8))
        return _controls(table, surface, view, seat, row, row.y + px(6), keys_line,
                         marked=True)
    h = px(130) if controls else px(28) if compact else px(40)
    row = pygame.Rect(rect.x + px(8), y, rect.w - px(16), h)
    pulse = table.pulses.get(seat)
    base = theme.PANEL_RAISED if controls else (26, 33, 68)
    if pulse is not None:
        base = theme.mix(base, theme.ACCENT_DARK, 0.7 * float(pulse.value))
    pygame.draw.rect(surface, base, row, border_radius=px(8))
    if seat == view.bidder:
        pygame.draw.rect(surface, theme.ACCENT, row, 2, border_radius=px(8))
    top = row.y + (row.h // 2 - px(20) if compact and not controls else 0)  # text centring
    table.seat_marker(surface, seat, (row.x + px(15), top + px(20)), px(9))
    status, colour = _status(table, view, seat)
    # The name comes first; the status takes what is left (in smaller type if need be).
    status_w = assets.font(max(11, int(px(theme.FONT_SMALL) * 0.65)), True).size(status)[0]
    name_size = theme.FONT_SMALL if compact and not controls else theme.FONT_BODY
    name, name_px = assets.fitted(table.name(seat), px(name_size),
                                  max(px(60), row.w - px(60) - status_w), True)
    name_w = assets.font(name_px, True).size(name)[0]
    name_y = top + px(20) - assets.font(name_px, True).get_height() // 2
    table.text(surface, name, (row.x + px(30), name_y), name_px / theme.scale(), bold=True)
    if status:
        room = row.w - px(30) - name_w - px(20)
        status, status_px = assets.fitted(status, px(theme.FONT_SMALL), room, True)
        status_y = top + px(20) - assets.font(status_px, True).get_height() // 2
        table.text(surface, status, (row.right - px(10), status_y),
                   status_px / theme.scale(), colour, True, anchor="topright")
    if seat in view.sitting_out:
        from game.ui.tables.moonstar.table import Hit
        table.hits.append(Hit(f"row:{seat}", row, None, True, "",
                              _chip_tip(table, view, seat, status)))
    if not controls:
        return row.bottom
    return _controls(table, surface, view, seat, row, row.y + px(36))


def _controls(table, surface: pygame.Surface, view, seat: int, row: pygame.Rect,
              cy: int, keys_line: bool = True, marked: bool = False) -> int:
    """A bidder's controls in `row` from `cy` down (its hotkeys on a last line when
    `keys_line`; the seat's marker in the bid field when `marked`); returns the row's
    bottom."""
    t = table.t
    # after a 70 the keys bid nothing (MS-3.5): their line would promise what is greyed
    keys = hotkeys(table, seat) if keys_line and view.bid < BID_CAP else None
    gap = px(4)
    # Two lines: the quick bids ("Bid +1", "Bid +5": they bid at once, they are no
    # steppers), Pass and the challenge; then the typed bid and its Bid button.
    inner = row.w - px(16)
    x = row.x + px(8)
    top = BID_CAP  # MS-3.3: 70 in every game; the highest possible total is only advice
    at_max = view.bid >= top
    reason = t("ui.moonstar.bid.at_max", max=top)
    # after a 70 nobody bids (MS-3.5): the raises leave the row to « Play now » and the
    # challenge, whose labels it cut (« Play… » at 100%, « Offre … » at 150%)
    steps = () if at_max else (1, 5)
    n_top = len(steps) + (2 if 10 in view.variants else 1)
    bw = (inner - gap * (n_top - 1)) // n_top
    # « Offre +1 » and « Offre +5 » were both cut to « Offre … » beside Game 10's challenge
    # (French, 100%, a newcomer's game, stop 98): where either is cut, both say « +1 », « +5 »
    whole = all(assets.fits(t("ui.moonstar.bid.raise", step=step), px(theme.FONT_SMALL),
                            bw - px(8), True) for step in steps)
    for step in steps:
        amount = raise_amount(view, step)
        label = t("ui.moonstar.bid.raise", step=step) if whole else f"+{step}"
        table.button(surface, (x, cy, bw, px(32)), label,
                     f"bid+{step}:{seat}", _raise(table, seat, step), size=theme.FONT_SMALL,
                     tip=t("ui.moonstar.bid.raise_tip", amount=amount))
        x += bw + gap
    if at_max and seat == view.bidder:  # MS-3.5: give up the rest of the minute
        # MS-7.10: in Game 10 it only says the bidder is ready; the others may still challenge
        game10 = 10 in view.variants
        table.button(surface, (x, cy, bw, px(32)), t("ui.moonstar.bid.play_now"),
                     f"playnow:{seat}", lambda: table.submit_as(seat, PlayNow()) and None,
                     primary=True, size=theme.FONT_SMALL, enabled=not view.passed[seat],
                     reason=t("ui.moonstar.bid.play_now_waiting"
                              if view.settings.bid_seconds > 0
                              else "ui.moonstar.bid.play_now_waiting_untimed"),
                     tip=t("ui.moonstar.bid.play_now_tip_10" if game10
                           else "ui.moonstar.bid.play_now_tip" if view.settings.bid_seconds > 0
                           else "ui.moonstar.bid.play_now_tip_untimed"))
    else:
        table.button(surface, (x, cy, bw, px(32)), t("ui.moonstar.bid.pass"),
                     f"pass:{seat}", lambda: table.submit_as(seat, Pass()) and None,
                     size=theme.FONT_SMALL,
                     tip=_pass_hint(table, view))
    x += bw + gap
    if 10 in view.variants:
        can = view.bid > 0 and seat != view.bidder and seat not in view.challengers
        # the reason for this seat now: after its challenge it read « only another player's
        # standing bid can be challenged » (a newcomer's Game 10, stop 98)
        why = ("ui.moonstar.bid.challenged_already" if seat in view.challengers
               else "ui.moonstar.bid.cannot_challenge")
        table.button(surface, (x, cy, bw, px(32)), "⚔", f"challenge:{seat}",
                     lambda: table.submit_as(seat, Challenge()) and None, enabled=can,
                     reason=t(why), size=theme.FONT_SMALL)
    cy2 = cy + px(38)
    bid_w = px(70)
    field = pygame.Rect(row.x + px(8), cy2, inner - bid_w - gap, px(32))
    focused = table.focus_seat == seat
    pygame.draw.rect(surface, (10, 14, 34), field, border_radius=px(6))
    pygame.draw.rect(surface, theme.ACCENT if focused else theme.PANEL_BORDER, field,
                     2 if focused else 1, border_radius=px(6))
    typed = table.bid_text.get(seat, "")
    shown = typed or str(raise_amount(view, 1))
    colour = (theme.TEXT if typed.isdigit() else theme.ERROR) if typed else theme.TEXT_DISABLED
    caret = "|" if focused and int(table.time * 2) % 2 == 0 else ""
    text_x = field.x + px(8)
    if marked:
        table.seat_marker(surface, seat, (field.x + px(16), field.centery), px(8))
        text_x = field.x + px(30)
    table.text(surface, shown + caret, (text_x, field.centery), theme.FONT_BODY,
               colour, True, anchor="midleft")
    table.hits.append(_hit(f"field:{seat}", field, _focus(table, seat)))
    table.button(surface, (field.right + gap, cy2, bid_w, px(32)), t("ui.moonstar.bid.bid"),
                 f"bid:{seat}", lambda: bid_typed(table, view, seat), primary=True,
                 enabled=not at_max, reason=reason, tip=t("ui.moonstar.bid.bid_tip"))
    if keys:
        hint = t("ui.moonstar.bid.keys", up1=key_label(keys[0]), up5=key_label(keys[1]),
                 passkey=key_label(keys[2]))
        hint, fs = assets.fitted(hint, px(theme.FONT_SMALL - 2), row.w - px(16))
        table.text(surface, hint, (row.x + px(10), row.bottom - px(11)), fs / theme.scale(),
                   theme.TEXT_DIM, anchor="midleft")
    return row.bottom


def _hit(key, rect, fn):
    from game.ui.tables.moonstar.table import Hit

    return Hit(key, rect, fn)


def _raise(table, seat: int, step: int):
    def go():
        bid_as(table, seat, raise_amount(table.view(), step))
    return go


def _pick(table, seat: int):
    def go():
        table.bid_pick = table.focus_seat = seat  # its controls, and the digits typed go there
    return go


def _focus(table, seat: int):
    def go():
        table.focus_seat = seat
    return go
