"""MOONSTAR table: the roll-off for the first setter (MS-1), Game 12's round choice (MS-7.12)
and the setter's layout (MS-2): drag planets and moons from the centre trays onto the stars
with live legality, "random setup", then the animated roll of the round's dice.
"""

from __future__ import annotations

import math
import random

import pygame

from game.core.rng import Rng
from game.core.rules import IllegalAction
from game.moonstar import data, options
from game.moonstar.actions import ChooseVariants, Lift, PlaceMoon, PlacePlanet, Roll, default_counts
from game.moonstar.options import PICK_MAX, picks_planets
from game.moonstar.state import Phase
from game.ui import assets, i18n, theme
from game.ui.render import ring
from game.ui.render.dice import draw_d6, row_centres
from game.ui.render.pieces import draw_moon, draw_planet
from game.ui.theme import px
from game.ui.widgets.base import is_left_down

VALID = (124, 214, 156)
INVALID = (246, 112, 108)


# --------------------------------------------------------------------------- trays


def tray_positions(table, view) -> list[tuple[str, int, tuple[float, float]]]:
    """Pieces still in the centre trays: (kind, planet value or 0, screen centre)."""
    geo = table.geo
    out: list[tuple[str, int, tuple[float, float]]] = []
    if geo is None or view.phase is not Phase.SETUP:
        return out
    prect = table.anchor("planet_tray")
    size = round(geo.planet_radius * 2)
    # MS-7.12: choosing from the whole pool, the tray shows one planet per value to take.
    tray = (sorted(set(view.tray_planets)) if picks_planets(view.settings, view.variants)
            else view.tray_planets)
    for value, pos in zip(tray, row_centres(prect, len(tray), size, 0.25), strict=True):
        out.append(("planet", value, pos))
    left = view.n_moons - len(view.moons)
    mrect = table.anchor("moon_tray")
    for pos in row_centres(mrect, left, round(geo.moon_radius * 2), 0.2):
        out.append(("moon", 0, pos))
    return out


def star_problem(view, kind: str, star: int, from_star: int = -1) -> str:
    """Why `kind` cannot go on `star` now ("" when it can), in the current language."""
    if kind == "planet":
        if any(s == star for s, _ in view.planets) and star != from_star:
            return i18n.t("ui.moonstar.setup.has_planet")
        return ""
    count = view.moons.count(star) - (1 if star == from_star else 0)
    if count >= data.MAX_MOONS_PER_STAR:
        return i18n.t("ui.moonstar.setup.moons_full", n=count)
    return ""


def highlights(table, view) -> dict[int, tuple[int, int, int]]:
    """While dragging: legal stars glow green, the hovered illegal star red."""
    drag = table.drag
    if drag is None or drag.kind == "die" or table.geo is None:
        return {}
    out = {}
    for star in range(data.RING):
        if not star_problem(view, drag.kind, star, drag.star):
            out[star] = VALID
    hover = table.geo.star_at(drag.pos)
    if hover is not None and hover not in out:
        out[hover] = INVALID
    return out


# --------------------------------------------------------------------------- input


def handle(table, event, view):
    """Start drags in the setup; number keys do nothing here."""
    if view.phase is not Phase.SETUP or not is_left_down(event):
        return None
    if not table.acting_human(view.setter):
        return None
    geo = table.geo
    pos = event.pos
    from game.ui.tables.moonstar.table import Drag

    for kind, value, centre in tray_positions(table, view):
        radius = geo.planet_radius if kind == "planet" else geo.moon_radius
        if math.dist(pos, centre) <= radius * 1.15:
            table.drag = Drag(kind, value, -1, pos)
            return None
    for moon, centre in table.positions.items():
        if math.dist(pos, centre) <= geo.moon_radius * 1.1:
            table.drag = Drag("moon", 0, view.moons[moon], pos)
            return None
    planets = dict(view.planets)
    star = geo.star_at(pos, geo.planet_radius * 1.1)
    if star is not None and star in planets:
        table.drag = Drag("planet", planets[star], star, pos)
    return None


def drop_piece(table, drag, pos):
    """Drop a planet or moon: place it, move it, or put it back in the tray."""
    view = table.view()
    if view.phase is not Phase.SETUP:
        return None
    star = table.geo.star_at(pos)
    if drag.star >= 0:  # it came from a star
        if star == drag.star:
            return None
        if star is None:
            return Lift(drag.kind, drag.star)
        problem = star_problem(view, drag.kind, star, drag.star)
        if problem:
            table.app.toast(problem, "error")
            return None
        table.submit(Lift(drag.kind, drag.star))
    if star is None:
        return None
    return PlacePlanet(drag.value, star) if drag.kind == "planet" else PlaceMoon(star)


def partly_placed(view) -> bool:
    """Some pieces placed by hand and some still in the trays: the random button then
    completes the layout rather than redo it (a newcomer placed three moons, pressed it and
    saw them all moved, stop 97)."""
    placed = bool(view.planets or view.moons)
    planets_left = not view.planets if picks_planets(view.settings, view.variants) \
        else bool(view.tray_planets)  # Game 12: the tray is a pool to pick from (MS-7.12)
    return placed and (planets_left or len(view.moons) < view.n_moons)


def random_setup(table) -> None:
    """The "random setup" button: a random legal layout, or the rest of one (MS-9.3)."""
    seat = table.viewer
    state = table.match.state
    rng = Rng.from_seed(random.getrandbits(48))
    fill = partly_placed(table.view())
    actions = (table.rules.random_fill(state, rng) if fill
               else table.rules.random_setup(state, rng))
    for action in actions:
        if not table.submit_as(seat, action, quiet=True):
            break


def clear_setup(table) -> None:
    """Take every placed piece back to the trays."""
    view = table.view()
    for star, _ in view.planets:
        table.submit_as(table.viewer, Lift("planet", star), quiet=True)
    for star in view.moons:
        table.submit_as(table.viewer, Lift("moon", star), quiet=True)


# --------------------------------------------------------------------------- drawing


def draw(table, surface: pygame.Surface, view) -> None:
    """The roll-off, Game 12 choice or setup panel and centre trays."""
    if view.phase is Phase.ROLL_OFF or table.rolloff_hold is not None:
        draw_rolloff(table, surface, view)
    elif view.phase is Phase.CHOOSE_VARIANTS:
        draw_variants(table, surface, view)
    else:
        draw_setup(table, surface, view)


def draw_rolloff(table, surface: pygame.Surface, view) -> None:
    """One row per seat: its four dice (tumbling when just rolled) and its total."""
    t = table.t
    rect = table.panel_rect
    tied = len(view.rolloff_in) < view.n_seats and view.phase is Phase.ROLL_OFF
    # while dice tumble, the state already knows the outcome: telling a tie or the setter
    # (or offering the next roll) before the dice land gave it away
    rolling = table.rolloff_tumbling()
    if rolling:
        text = t("ui.moonstar.rolloff.prompt")
    elif view.phase is not Phase.ROLL_OFF:
        text = t("ui.moonstar.rolloff.done", name=table.name(view.setter))
    elif tied:
        text = t("ui.moonstar.rolloff.tie",
                 names=", ".join(table.name(s) for s in view.rolloff_in))
    else:
        text = t("ui.moonstar.rolloff.prompt")
    y = table.prompt(surface, text)
    # Eight seats at 150% ran the rows past the panel, under the Scores button: when the
    # two-line rows do not fit, each seat takes one line (name, dice, total) of the room.
    limit = rect.bottom - px(52)  # the Scores & history button below
    h, gap = px(64), px(6)
    compact = y + view.n_seats * (h + gap) > limit
    if compact:
        gap = px(4)
        h = max(px(26), min(h, (limit - y) // max(1, view.n_seats) - gap))
    size = min(px(26), h - px(8)) if compact else px(26)
    # one type for every compact name: « Joueur 3 » was set smaller than « Selene » (stop 97)
    name_px = assets.fitted_size([table.name(s) for s in range(view.n_seats)],
                                 px(theme.FONT_BODY), (rect.w - px(16)) * 3 // 10, True)
    for seat in range(view.n_seats):
        row = pygame.Rect(rect.x + px(8), y, rect.w - px(16), h)
        _rolloff_row(table, surface, view, seat, row, size, rolling, compact, name_px)
        y = row.bottom + gap


def _rolloff_row(table, surface: pygame.Surface, view, seat: int, row: pygame.Rect, size: int,
                 rolling: bool, compact: bool, name_px: int) -> None:
    """A seat's roll-off row: name above its dice, or beside them when `compact`."""
    t = table.t
    is_setter = view.phase is not Phase.ROLL_OFF and seat == view.setter
    colour = theme.PANEL_RAISED if is_setter else (26, 33, 68)
    pygame.draw.rect(surface, colour, row, border_radius=px(8))
    if is_setter:
        pygame.draw.rect(surface, theme.ACCENT, row, 2, border_radius=px(8))
    if compact:
        name_w = row.w * 3 // 10
        table.seat_marker(surface, seat, (row.x + px(14), row.centery), px(8))
        name = assets.fit(table.name(seat), name_px, name_w, True)
        img = assets.text(name, name_px, theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(midleft=(row.x + px(26), row.centery)))
        x0, cy = row.x + px(30) + name_w, row.centery
        # the dice keep clear of the total at the row's right end ("15" touched the last die)
        room = row.right - px(56) - x0
        size = min(size, int(room / (data.ROLL_OFF_DICE * 1.2)))
    else:
        table.seat_marker(surface, seat, (row.x + px(16), row.y + px(18)), px(9))
        table.text(surface, assets.fit(table.name(seat), px(theme.FONT_BODY), row.w - px(120),
                                       True), (row.x + px(32), row.y + px(7)), bold=True)
        x0, cy = row.x + px(30), row.y + px(30) + (size + px(6)) // 2
    centres = [(x0 + size / 2 + i * size * 1.2, cy) for i in range(data.ROLL_OFF_DICE)]
    roll = table.rolloff_rolls.get(seat)
    total = view.rolloff_totals[seat] if seat < len(view.rolloff_totals) else -1
    values = table.rolloff_values.get(seat)
    if roll is not None and not roll.done:
        roll.draw(surface, centres, size)
    elif values and (total >= 0 or seat not in view.rolloff_in or rolling
                     or view.phase is not Phase.ROLL_OFF):  # (a tied seat's last roll
        # stays while another's dice tumble: the state has already cleared it)
        for c, v in zip(centres, values, strict=False):
            draw_d6(surface, c, size, v)
    settled = table.rolloff_settled_total(seat)
    if total < 0 and settled is not None and (roll is None or roll.done):
        # a tie clears the tied seats' totals in the state at once: while another seat's
        # dice tumble, a blank total beside settled dice told the tie before they landed
        total = settled
    if total >= 0 and (roll is None or roll.done):
        table.text(surface, str(total), (row.right - px(14), row.centery),
                   theme.FONT_BODY if compact else theme.FONT_HEADING, theme.ACCENT, bold=True,
                   anchor="midright")
    if view.phase is Phase.ROLL_OFF and seat in view.rolloff_in and total < 0 \
            and not rolling:
        if table.match.is_human(seat) and table.can_act(seat):
            bh = min(px(36), row.h - px(6))
            table.button(surface, (row.right - px(86), row.centery - bh // 2, px(76), bh),
                         t("ui.moonstar.rolloff.roll"), f"rolloff:{seat}",
                         _roll_for(table, seat), primary=True)
        else:
            table.text(surface, t("ui.moonstar.waiting"), (row.right - px(12), row.centery),
                       theme.FONT_SMALL, theme.TEXT_DIM, anchor="midright")


def _roll_for(table, seat: int):
    def go():
        table.submit_as(seat, Roll())
    return go


def draw_setup(table, surface: pygame.Surface, view) -> None:
    """The setter's prompt, buttons and the centre trays."""
    t = table.t
    rect = table.panel_rect
    setter = table.name(view.setter)
    n_planets = len(view.tray_planets) + len(view.planets)
    picks = picks_planets(view.settings, view.variants)
    if picks:
        n_planets = len(view.planets)
    mine = table.acting_human(view.setter)
    if table.summary_waits():  # the last round's card is open: the setter waits for it too
        mine = False
        text = t("ui.moonstar.setup.next", name=setter)
    elif mine:
        if picks:
            text = t("ui.moonstar.setup.prompt_pick", name=setter, moons=view.n_moons)
        elif n_planets:
            text = t("ui.moonstar.setup.prompt", name=setter, planets=n_planets,
                     moons=view.n_moons)
        else:
            text = t("ui.moonstar.setup.prompt_no_planets", name=setter, moons=view.n_moons)
    else:
        text = t("ui.moonstar.setup.waiting" if n_planets or picks
                 else "ui.moonstar.setup.waiting_moons", name=setter)
    y = table.prompt(surface, text)
    y = _round_line(table, surface, view, y)
    # The setter's buttons must always be reachable (at 150% they fell under the Scores
    # button): they are placed first from the bottom up; the scoring legend and the hint
    # take only the room that is left.
    limit = rect.bottom - px(52)  # the Scores & history button below
    buttons_top = limit - px(40 + 8 + 40 + 8 + 48) if mine else limit
    legend_stop = buttons_top - px(34)  # the "placed" line
    values = sorted(set(v for v in (*view.tray_planets, *(v for _, v in view.planets))))
    # the legend is measured as it will wrap (French lines take two): estimated at one line
    # each, it ran into the "placed" line below
    lines = [t("ui.moonstar.setup.planet_value", value=v) for v in values]
    games = set(view.variants)
    # Games 7 and 8 score moons together, not by star (« 1 point on a star without a
    # planet » stood beside Game 7's squares, a newcomer's game, stop 98)
    lines.append(t("ui.moonstar.setup.game7_scoring") if 7 in games
                 else t("ui.moonstar.play.game8_note") if 8 in games
                 else t("ui.moonstar.setup.empty_star"))
    line_h = assets.font(px(theme.FONT_SMALL)).get_linesize()
    heights = [max(px(30), len(assets.wrap(text, px(theme.FONT_SMALL), rect.w - px(64)))
                   * line_h + px(12)) for text in lines]
    if y + px(34) + sum(heights) <= legend_stop:
        y = table.heading(surface, t("ui.moonstar.setup.scoring"), y + px(4))
        for k, (text, h) in enumerate(zip(lines, heights, strict=True)):
            if k < len(values):
                draw_planet(surface, (rect.x + px(30), y + px(14)), px(12), values[k])
            else:
                draw_moon(surface, (rect.x + px(30), y + px(14)), px(9))
            table.text(surface, text, (rect.x + px(50), y + px(4)), theme.FONT_SMALL,
                       width=rect.w - px(64))
            y += h
    placed = len(view.planets), len(view.moons)
    y = table.heading(surface, t("ui.moonstar.setup.placed", planets=placed[0],
                                 planets_total=n_planets, moons=placed[1],
                                 moons_total=view.n_moons) if n_planets or picks
                      else t("ui.moonstar.setup.placed_moons", moons=placed[1],
                             moons_total=view.n_moons), min(y, legend_stop))  # no « 0/0 »
    bw = rect.w - px(28)
    bx = rect.x + px(14)
    y = min(y + px(6), buttons_top)
    if mine:
        label = "ui.moonstar.setup.random_fill" if partly_placed(view) \
            else "ui.moonstar.setup.random"
        table.button(surface, (bx, y, bw, px(40)), t(label), "random",
                     lambda: random_setup(table))
        y += px(48)
        table.button(surface, (bx, y, bw, px(40)), t("ui.moonstar.setup.clear"), "clear",
                     lambda: clear_setup(table), enabled=bool(view.planets or view.moons),
                     reason=t("ui.moonstar.setup.nothing_placed"))
        y += px(48)
        complete = ((1 <= len(view.planets) <= PICK_MAX) if picks
                    else not view.tray_planets) and len(view.moons) == view.n_moons
        table.button(surface, (bx, y, bw, px(48)),
                     t("ui.moonstar.setup.roll", n=view.n_dice), "roll", lambda: Roll(),
                     enabled=complete, primary=True,
                     reason=t("ui.moonstar.setup.roll_first"))
        y += px(56)
        # in smaller type where it must, measured at its real line height (at 150% it was
        # left out of a panel with 80 px to spare; a screenshot review, stop 80)
        hint = t("ui.moonstar.setup.hint")
        if assets.whole_height(hint, px(theme.FONT_SMALL), bw, floor=0.7) <= limit - y:
            lines, fs = assets.wrapped(hint, px(theme.FONT_SMALL), bw, limit - y, floor=0.7)
            for line in lines:
                surface.blit(assets.text(line, fs, theme.TEXT_DIM), (bx, y))
                y += assets.font(fs).get_linesize()
    _draw_trays(table, surface, view)
    _drag_hint(table, surface, view)


def _round_line(table, surface, view, y: int) -> int:
    """Which games this round uses (when not plain Game 1)."""
    games = [g for g in view.variants if g != 1]
    if not games:
        return y
    text = table.t("ui.moonstar.round_games", games=", ".join(str(g) for g in games),
                   n=len(games), moons=view.n_moons, dice=view.n_dice)
    covered = table.text(surface, text, (table.panel_rect.x + px(14), y), theme.FONT_SMALL,
                         theme.TEXT, width=table.panel_rect.w - px(28))
    return covered.bottom + px(6)


def _draw_trays(table, surface: pygame.Surface, view) -> None:
    geo = table.geo
    items = tray_positions(table, view)
    if any(k == "planet" for k, _, _ in items):
        ring.draw_tray(surface, table.anchor("planet_tray").inflate(px(8), px(4)))
    if any(k == "moon" for k, _, _ in items):
        ring.draw_tray(surface, table.anchor("moon_tray").inflate(px(8), px(4)))
    hidden = table.drag is not None and table.drag.star < 0
    skipped = False
    for kind, value, pos in reversed(items):
        if hidden and not skipped and kind == table.drag.kind and (
                kind == "moon" or value == table.drag.value):
            skipped = True
            continue
        if kind == "planet":
            draw_planet(surface, pos, geo.planet_radius, value)
        else:
            draw_moon(surface, pos, geo.moon_radius)
    if not items and view.phase is Phase.SETUP:
        dice_rect = table.anchor("dice_tray")
        ring.draw_tray(surface, dice_rect)
        size = round(geo.moon_radius * 2.2)
        for c in row_centres(dice_rect, view.n_dice, size):
            draw_d6(surface, c, size, 1 + (int(c[0]) % 6), "used")


def _drag_hint(table, surface: pygame.Surface, view) -> None:
    """Next to the cursor: why the hovered star cannot take the dragged piece."""
    drag = table.drag
    if drag is None or drag.kind == "die":
        return
    star = table.geo.star_at(drag.pos)
    if star is None:
        return
    problem = star_problem(view, drag.kind, star, drag.star)
    if not problem:
        return
    fs = px(theme.FONT_SMALL)
    img = assets.text(problem, fs, theme.TEXT, bold=True)
    box = hint_box(table.ring_rect, drag.pos, img.get_size())
    pygame.draw.rect(surface, (70, 20, 30), box, border_radius=px(6))
    pygame.draw.rect(surface, INVALID, box, 1, border_radius=px(6))
    surface.blit(img, img.get_rect(center=box.center))


def hint_box(ring: pygame.Rect, pos: tuple[int, int], size: tuple[int, int]) -> pygame.Rect:
    """Where the drag hint of `size` goes beside the cursor at `pos`: below right of it, or
    below left where it would leave the ring, and always inside the ring (at the eastern
    stars it ran over the side panel's help text; a stop-65 screenshot review)."""
    box = pygame.Rect(pos[0] + px(18), pos[1] + px(14), *size).inflate(px(14), px(8))
    if box.right > ring.right:
        box.right = pos[0] - px(18)
    box.clamp_ip(ring)
    return box


def draw_piece_drag(table, surface: pygame.Surface, drag) -> None:
    """The dragged planet or moon under the cursor."""
    geo = table.geo
    if drag.kind == "planet":
        draw_planet(surface, drag.pos, geo.planet_radius * 1.1, drag.value)
    else:
        draw_moon(surface, drag.pos, geo.moon_radius * 1.1, "selected")


# --------------------------------------------------------------------------- Game 12

GAME_KEYS = tuple(range(2, 12))


def draw_variants(table, surface: pygame.Surface, view) -> None:
    """Game 12: the setter toggles this round's games and counts, then announces them."""
    t = table.t
    rect = table.panel_rect
    mine = table.acting_human(view.setter)
    if not mine:
        table.prompt(surface, t("ui.moonstar.variants.waiting", name=table.name(view.setter)))
        return
    y = table.prompt(surface, t("ui.moonstar.variants.prompt", name=table.name(view.setter)))
    menu = sorted(set(view.settings.games) - {12}) or list(GAME_KEYS)
    bw = rect.w - px(28)
    picked = tuple(sorted(table.variant_pick))
    problem = ""
    try:
        options.check_combination(picked)
    except IllegalAction as exc:
        problem = i18n.illegal_message(exc, table.name)
    # Below the games: the counts, a refusal, Announce, and the Scores & history button at
    # the panel's foot. At 150% the ten games' rows ran under that button and hid Announce,
    # so the round could not start (a mouse pilot found it): when the rows cannot fit with
    # the counts and a three-line refusal, the games become number chips, as on the setup
    # screen, named in a line below them. The room is judged on that worst case, so the
    # layout does not change while the setter picks.
    fs = px(theme.FONT_SMALL)
    tail = px(4) + 2 * px(32) + px(4) + 3 * assets.font(fs).get_linesize() + px(8) + px(44)
    if y + len(menu) * px(32) + tail + px(52) <= rect.bottom:
        for game in menu:
            table.button(surface, (rect.x + px(14), y, bw, px(29)),
                         t(f"ui.moonstar.game.{game}"), f"variant:{game}",
                         _toggle_variant(table, game), selected=game in table.variant_pick,
                         size=theme.FONT_SMALL)
            y += px(32)
    else:  # the refusal names the games already: the chips' own line is left out then
        y = _variant_chips(table, surface, menu, picked, y, bw, named=not problem)
    moons, dice = table.variant_counts
    if set(picked) & {2, 3, 4}:
        y += px(4)
        for what, value in (("moons", moons), ("dice", dice)):
            table.text(surface, t(f"ui.moonstar.variants.{what}", n=value),
                       (rect.x + px(14), y + px(6)), theme.FONT_SMALL)
            table.button(surface, (rect.right - px(100), y, px(40), px(28)), "−",
                         f"count:{what}:-", _count(table, what, -1))
            table.button(surface, (rect.right - px(54), y, px(40), px(28)), "+",
                         f"count:{what}:+", _count(table, what, 1))
            y += px(32)
    if problem:
        y = table.text(surface, problem, (rect.x + px(14), y + px(4)), theme.FONT_SMALL,
                       theme.ERROR, width=bw).bottom
    table.button(surface, (rect.x + px(14), y + px(8), bw, px(44)),
                 t("ui.moonstar.variants.announce"), "announce",
                 lambda: ChooseVariants(picked, moons, dice), enabled=not problem,
                 primary=True, reason=problem)


def _variant_chips(table, surface: pygame.Surface, menu: list[int], picked: tuple[int, ...],
                   y: int, width: int, named: bool) -> int:
    """Game 12's games as a grid of number chips (each one's name in its tooltip), then the
    chosen ones named; returns the y below."""
    t = table.t
    x0 = table.panel_rect.x + px(14)
    gap, chip = px(6), px(32)
    per = max(1, min(len(menu), (width + gap) // (px(36) + gap)))
    cw = (width - (per - 1) * gap) // per
    for i, game in enumerate(menu):
        row, col = divmod(i, per)
        table.button(surface, (x0 + col * (cw + gap), y + row * (chip + gap), cw, chip),
                     str(game), f"variant:{game}", _toggle_variant(table, game),
                     selected=game in table.variant_pick, size=theme.FONT_SMALL,
                     tip=t(f"ui.moonstar.game.{game}"))
    y += -(-len(menu) // per) * (chip + gap) + px(2)
    if not named:
        return y
    # each name holds a « · » already (« 3 · Plus de lunes que de dés »): the same mark
    # between two of them left one at a line's end, as if a third were to come
    names = t("ui.moonstar.variants.separator").join(
        t(f"ui.moonstar.game.{g}") for g in picked) or t("ui.moonstar.variants.none")
    return table.text(surface, names, (x0, y), theme.FONT_SMALL, theme.TEXT_DIM,
                      width=width).bottom + px(6)


def _toggle_variant(table, game: int):
    def go():
        table.variant_pick ^= {game}
        table.variant_counts = default_counts(tuple(sorted(table.variant_pick)))
    return go


def _count(table, what: str, delta: int):
    def go():
        moons, dice = table.variant_counts
        if what == "moons":
            moons = max(7, min(data.BOX_MOONS, moons + delta))
            if 2 in table.variant_pick:
                dice = moons
        else:
            dice = max(7, min(data.BOX_DICE, dice + delta))
            if 2 in table.variant_pick:
                moons = dice
        table.variant_counts = (moons, dice)
    return go
