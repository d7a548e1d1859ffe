"""MOONSTAR table: the bidder's play (MS-4) with Game 6's red planet, Games 3/4 removals,
Game 8's live chain score and Game 9's up to four landing choices.

Dice wait in the centre tray: drag one onto a moon (or click a die, then a moon); a placed die
is locked. Then click a moon: its landing stars light up with the points each would score
(also listed as buttons in the panel); click one and the moon glides along the ring.
"""

from __future__ import annotations

import functools
import math

import pygame

from game.moonstar import moves
from game.moonstar.actions import MoveMoon, PlaceDie, PlaceRed
from game.moonstar.state import Phase
from game.ui import assets, i18n, theme
from game.ui.render import ring
from game.ui.render.dice import draw_d6, row_centres
from game.ui.tables.moonstar.ring_pieces import die_place, moon_slots, shows_die
from game.ui.theme import px
from game.ui.widgets.base import is_left_down

LANDING = (124, 214, 156)
RED_GLOW = (236, 96, 80)


# --------------------------------------------------------------------------- model helpers


def unplaced(view) -> list[int]:
    """Dice values not yet on a moon (nor taken away by Game 4)."""
    left = list(view.dice)
    for value in (*(v for v in view.moon_die if v), *view.unused_dice):
        if value in left:
            left.remove(value)
    return left


def tray_dice(table, view) -> list[tuple[int, tuple[float, float]]]:
    """(value, screen centre) of each die still in the centre tray."""
    if table.geo is None:
        return []
    values = unplaced(view) if view.phase is Phase.PLACE_DICE else []
    size = die_size(table)
    return list(zip(values, row_centres(table.anchor("dice_tray"), len(values), size, 0.22),
                    strict=True))


def die_size(table) -> int:
    """Tray dice size in pixels."""
    return round(table.geo.moon_radius * 2.3)


def movable(view, moon: int) -> bool:
    """A moon with a die that has not moved yet (and is still on the board)."""
    return (view.phase is Phase.MOVE and 0 <= moon < len(view.moons) and view.moon_die[moon] > 0
            and view.landed[moon] < 0 and not view.removed[moon])


def landing_options(view, moon: int) -> list[tuple[str, int, int, int]]:
    """(direction, steps, landing star, points it would add) for a moon (Game 9: up to 4),
    the most points first."""
    games = frozenset(view.variants)
    values = moves.star_values(dict(view.planets), view.red if view.red >= 0 else None)
    done = [view.landed[m] for m in view.move_order]
    before = moves.score_landings(done, values, games)
    out = []
    seen = set()
    for direction, steps, star in moves.destinations(view.moons[moon], view.moon_die[moon],
                                                     games):
        if star in seen:
            continue
        seen.add(star)
        gain = moves.score_landings([*done, star], values, games) - before
        if 8 in games:
            gain = moves.chain_scores([*done, star])[-1]
        out.append((direction, steps, star, gain))
    out.sort(key=lambda o: -o[3])  # the best landing first
    return out


def star_name(table, star: int) -> str:
    """A star's constellation name in the current language."""
    return table.board.stars[star].name(i18n.language())


# --------------------------------------------------------------------------- input


def highlights(table, view) -> dict[int, tuple[int, int, int]]:
    """Red-planet candidates, or the selected moon's landing stars."""
    if view.phase is Phase.RED_PLANET and table.acting_human(view.bidder):
        return {star: RED_GLOW for star, _ in view.planets}
    if view.phase is Phase.MOVE and table.selected_moon is not None \
            and movable(view, table.selected_moon):
        return {star: LANDING for _, _, star, _ in landing_options(view, table.selected_moon)}
    return {}


def moon_at(table, view, pos, need_die: bool | None = None) -> int | None:
    """The moon under `pos` (nearest within reach), optionally with/without a die."""
    best, best_d = None, table.geo.moon_radius * 1.35
    for moon, centre in table.positions.items():
        if view.removed and view.removed[moon]:
            continue
        if need_die is not None and bool(view.moon_die[moon]) != need_die:
            continue
        d = math.dist(pos, centre)
        if d <= best_d:
            best, best_d = moon, d
    return best


def handle(table, event, view):
    """Red planet click, die drag/click, moon selection and landing choice."""
    if not is_left_down(event) or not table.acting_human(view.bidder):
        return None
    from game.ui.tables.moonstar.table import Drag

    pos = event.pos
    geo = table.geo
    if view.phase is Phase.RED_PLANET:
        star = geo.star_at(pos)
        return PlaceRed(star) if star is not None else None
    if view.phase is Phase.PLACE_DICE:
        for value, centre in tray_dice(table, view):
            if math.dist(pos, centre) <= die_size(table) * 0.6:
                table.drag = Drag("die", value, -1, pos)
                table.selected_die = value
                return None
        if table.selected_die is not None:
            moon = moon_at(table, view, pos, need_die=False)
            if moon is not None:
                value, table.selected_die = table.selected_die, None
                return PlaceDie(value, moon)
        if table.ring_rect.collidepoint(pos):  # a click on the ring said nothing (stop 97)
            _dice_hint(table, view, pos)
        return None
    if view.phase is Phase.MOVE:
        moon = moon_at(table, view, pos)
        if moon is not None and movable(view, moon):
            # Select it, and pick it up: it can be dragged to a lit star (or clicked there).
            table.selected_moon = moon
            table.drag = Drag("move", moon, view.moons[moon], pos)
            return None
        if table.selected_moon is not None and movable(view, table.selected_moon):
            star = geo.star_at(pos)
            options = landing_options(view, table.selected_moon)
            for direction, steps, landing, _ in options:
                if landing == star:
                    return _move(table, table.selected_moon, direction, steps)()
            if star is not None and moon is None and options:
                # a star out of its die's reach: say why, and keep the moon selected (a
                # newcomer met only the general hint and lost the selection)
                counts = sorted({o[1] for o in options})  # one count, but Game 9's choices
                said = table.t("ui.moonstar.play.unreachable", n=counts[0]) \
                    if len(counts) == 1 else table.t("ui.moonstar.play.unreachable_any")
                table.app.toast(said, "info")
                return None
        if moon is not None:
            table.app.toast(table.t("ui.moonstar.play.moon_done"), "info")
        elif table.ring_rect.collidepoint(pos):  # a missed click says what to do
            table.app.toast(table.t("ui.moonstar.play.missed"), "info")
        table.selected_moon = None
    return None


def drop_moon(table, drag, pos):
    """Release a dragged moon: on one of its lit stars it moves there; released where it
    was picked up it stays selected (that was a click); anywhere else nothing happens."""
    view = table.view()
    moon = drag.value
    if view.phase is not Phase.MOVE or not movable(view, moon):
        return None
    if math.dist(pos, table.positions.get(moon, pos)) < table.geo.moon_radius:
        return None  # released on the moon itself: a click, it stays selected
    star = table.geo.star_at(pos)
    for direction, steps, landing, _ in landing_options(view, moon):
        if landing == star:
            return _move(table, moon, direction, steps)()
    return None


def draw_moon_drag(table, surface: pygame.Surface, drag) -> None:
    """The moon under the cursor while it is dragged towards its lit stars."""
    if math.dist(drag.pos, table.positions.get(drag.value, drag.pos)) < px(6):
        return  # not moved yet: a click, drawn in place
    from game.ui.render.pieces import draw_moon

    draw_moon(surface, drag.pos, table.geo.moon_radius, "selected")


def drop_die(table, drag, pos):
    """Drop a die on a moon (the nearest moon without a die under the cursor)."""
    view = table.view()
    if view.phase is not Phase.PLACE_DICE:
        return None
    moon = moon_at(table, view, pos, need_die=False)
    if moon is None:
        star = table.geo.star_at(pos)
        free = [m for m in range(len(view.moons)) if view.moons[m] == star
                and not view.moon_die[m] and not view.removed[m]]
        moon = free[0] if free else None
    if moon is None:
        if not any(math.dist(pos, c) <= die_size(table) * 0.6 for _v, c in tray_dice(table, view)):
            _dice_hint(table, view, pos)  # dropped on the ring, not back on the tray
        return None
    table.selected_die = None
    return PlaceDie(drag.value, moon)


def _dice_hint(table, view, pos) -> None:
    """Why a click or a drop on the ring placed no die (MS-4.2, MS-4.3): no die was taken from the
    tray yet, or it did not land on a moon."""
    if table.selected_die is None and moon_at(table, view, pos) is None:
        key = "ui.moonstar.play.pick_die"
    elif table.selected_die is None:
        key = "ui.moonstar.play.dice_first"  # a moon clicked to move it: dice come first
    else:
        key = "ui.moonstar.play.die_on_moon"
    table.app.toast(table.t(key), "info")


def _move(table, moon: int, direction: str, steps: int):
    def go():
        table.selected_moon = None
        return MoveMoon(moon, direction, steps)
    return go


# --------------------------------------------------------------------------- drawing


def draw(table, surface: pygame.Surface, view) -> None:
    """Centre (timer, tray, running total) and the phase panel."""
    _draw_centre(table, surface, view)
    _draw_choices_on_ring(table, surface, view)
    _draw_panel(table, surface, view)


def _draw_centre(table, surface: pygame.Surface, view) -> None:
    geo = table.geo
    timer = table.anchor("timer")
    height = round(88 * geo.scale)
    table.draw_timer_big(surface, (timer.x - round(18 * geo.scale), timer.y + height // 8),
                         height)
    rect = table.anchor("dice_tray")
    size = die_size(table)
    if view.phase is Phase.PLACE_DICE:
        ring.draw_tray(surface, rect)
        hide = table.drag.value if table.drag is not None and table.drag.kind == "die" else None
        for value, centre in tray_dice(table, view):
            if value == hide:
                hide = None
                continue
            state = "highlight" if table.selected_die == value else "normal"
            draw_d6(surface, centre, size, value, state)
    elif view.unused_dice:  # Game 4: the dice left over were taken away
        ring.draw_tray(surface, rect)
        for value, centre in zip(view.unused_dice, row_centres(rect, len(view.unused_dice), size),
                                 strict=True):
            draw_d6(surface, centre, size, value, "used")
        table.text(surface, table.t("ui.moonstar.play.dice_removed"), (rect.centerx, rect.bottom
                                                                       + px(2)),
                   theme.FONT_SMALL, theme.TEXT_DIM, anchor="midtop")
    if view.phase is Phase.RED_PLANET:
        from game.ui.tables.moonstar.bidding import draw_round_dice

        draw_round_dice(table, surface, view)
    draw_total(table, surface, view, table.anchor("moon_tray"))


def _total_label(table, view) -> str:
    return table.t("ui.moonstar.play.chain_total" if 8 in view.variants
                   else "ui.moonstar.play.total", total=view.total, bid=view.bid)


def total_rect(table, view) -> pygame.Rect:
    """Where `draw_total` draws its line and bar (the landing chips keep clear of it)."""
    area = table.anchor("moon_tray")
    img_w, img_h = assets.font(table.ring_px(28), True).size(_total_label(table, view))
    return pygame.Rect(area.centerx - img_w // 2, area.y, img_w, img_h + px(16)).union(
        pygame.Rect(area.x + px(10), area.y, area.w - px(20), img_h + px(16)))


def draw_total(table, surface: pygame.Surface, view, area: pygame.Rect) -> None:
    """The running total against the bid, with a progress bar ("23 / bid 34")."""
    total, bid = view.total, view.bid
    reached = total >= bid > 0
    colour = theme.SUCCESS if reached else theme.ACCENT
    img = assets.text(_total_label(table, view), table.ring_px(28), colour, bold=True)
    surface.blit(img, img.get_rect(midtop=(area.centerx, area.y)))
    bar = pygame.Rect(0, 0, area.w - px(20), px(12))
    bar.midtop = (area.centerx, area.y + img.get_height() + px(4))
    pygame.draw.rect(surface, (10, 14, 34), bar, border_radius=bar.h // 2)
    frac = 0 if bid <= 0 else min(1.0, total / bid)
    if frac > 0:
        fill = bar.copy()
        fill.w = max(bar.h, round(bar.w * frac))
        pygame.draw.rect(surface, colour, fill, border_radius=bar.h // 2)
    pygame.draw.rect(surface, theme.PANEL_BORDER, bar, 1, border_radius=bar.h // 2)


def _inward_reach(geo, view, star: int) -> float:
    """How far towards the ring's centre the star's socket, planet, moons and their dice
    reach, in screen pixels: the moons standing there now (`ring_pieces.moon_slots`), each
    at the place `draw_pieces` gives it."""
    has_planet = any(s == star for s, _ in view.planets)
    slots = {m: (slot, total) for m, (s, slot, total) in moon_slots(view).items() if s == star}
    # every slot the star holds this round: the moons that started there (a moon that left
    # keeps its slot) and those that landed there (a moon landed on Libra's inward side was
    # not counted, and Game 9's "+10" chip covered it)
    count = max((total for _slot, total in slots.values()), default=0)
    angle = geo.star_angles[star]
    ux, uy = -math.sin(angle), math.cos(angle)
    offsets = ring.moon_offsets(angle, count, has_planet, geo.moon_radius, geo.planet_radius)
    reach = max(ring.SOCKET_RADIUS * geo.scale, geo.planet_radius if has_planet else 0.0)
    for moon, (slot, _total) in slots.items():
        dx, dy = offsets[slot]
        reach = max(reach, dx * ux + dy * uy + geo.moon_radius)
        if shows_die(view, moon):  # the die's far corner (it touched Sagittarius's "+1")
            (cx, cy), size = die_place(geo, (dx, dy))
            reach = max(reach, cx * ux + cy * uy + _half_extent(size, size, angle))
    return reach + px(2)


def _half_extent(w: float, h: float, angle: float) -> float:
    """How far a `w` x `h` box reaches from its centre towards the ring's centre from the
    star at `angle` (a wide box's corner reaches far on a slant)."""
    return (w * abs(math.sin(angle)) + h * abs(math.cos(angle))) / 2


def _moving(table, view) -> int | None:
    """The selected moon, when the human at the screen may move it now."""
    moon = table.selected_moon
    if moon is None or not movable(view, moon) or not table.acting_human(view.bidder):
        return None
    return moon


def draw_paths(table, surface: pygame.Surface, view) -> None:
    """The selected moon's paths round the ring to each star it may land on, drawn before the
    pieces so that the planets' values stay whole on top of them (a path crossed Libra's
    "10")."""
    moon = _moving(table, view)
    if moon is None:
        return
    drawn = []
    for direction, steps, _star, _gain in landing_options(view, moon):
        path = ring.arc_path(table.geo, view.moons[moon], steps, direction == moves.CW)
        if len(path) > 1 and steps:
            pygame.draw.lines(surface, (*LANDING, ), False, path, max(2, px(3)))
            drawn.append(list(path))
    # the signs' names the paths cross, over them
    ring.labels_over(surface, table.board, table.ring_rect, drawn, i18n.language())


def _draw_choices_on_ring(table, surface: pygame.Surface, view) -> None:
    """A "+points" chip on each star the selected moon may land on (its paths are drawn
    under the pieces, `draw_paths`)."""
    moon = _moving(table, view)
    if moon is None:
        return
    geo = table.geo
    keep_clear = total_rect(table, view)
    names = ring.label_rects(table.board, table.ring_rect, i18n.language())
    for i, (direction, steps, star, gain) in enumerate(landing_options(view, moon)):
        angle = geo.star_angles[star]
        label = f"+{gain}"
        img = assets.text(label, table.ring_px(21), (16, 30, 20), bold=True)
        # inside the ring (outside, the chip hid the star's name: "+10" over "Libra"), and
        # beyond the pieces that stand on the star's inward side (it hid a moon and its die),
        # by the chip's own reach that way: a wide chip's corner reaches far on a slant
        chip = img.get_rect().inflate(px(16), px(6))
        d = -(_inward_reach(geo, view, star) + _half_extent(chip.w, chip.h, angle) + px(1))
        cx = geo.stars[star][0] + math.sin(angle) * d
        cy = geo.stars[star][1] - math.cos(angle) * d
        chip.center = (round(cx), round(cy))
        if chip.colliderect(keep_clear):
            chip = _clear_of(chip, keep_clear, names)
        pygame.draw.rect(surface, LANDING, chip, border_radius=chip.h // 2)
        pygame.draw.rect(surface, (255, 255, 255), chip, 1, border_radius=chip.h // 2)
        surface.blit(img, img.get_rect(center=chip.center))
        from game.ui.tables.moonstar.table import Hit

        table.hits.append(Hit(f"landing:{star}", chip, _move(table, moon, direction, steps)))
        del i


def _clear_of(chip: pygame.Rect, total: pygame.Rect, names: list[pygame.Rect]) -> pygame.Rect:
    """A landing chip that fell on the running total goes beside it, on the chip's side;
    where that covers a sign's name (at 150% "Capricorne" sits under its star, next to the
    total), under the total, then over it."""
    side = chip.copy()
    if chip.centerx >= total.centerx:
        side.left = total.right + px(2)
    else:
        side.right = total.left - px(2)
    under, over = chip.copy(), chip.copy()
    under.top = total.bottom + px(2)
    over.bottom = total.top - px(2)
    return next((c for c in (side, under, over) if c.collidelist(names) < 0), side)


def _prompt(table, view) -> str:
    t = table.t
    name = table.name(view.bidder)
    mine = table.acting_human(view.bidder)
    if view.phase is Phase.RED_PLANET:
        return t("ui.moonstar.play.red_prompt" if mine else "ui.moonstar.play.red_waiting",
                 name=name)
    if not mine:
        return t("ui.moonstar.play.waiting", name=name, bid=view.bid)
    if view.phase is Phase.PLACE_DICE:
        placed = sum(1 for v in view.moon_die if v)
        return t("ui.moonstar.play.dice_prompt", name=name, placed=placed,
                 n=min(len(view.moons), view.n_dice))
    if table.selected_moon is not None and movable(view, table.selected_moon):
        moon = table.selected_moon
        return t("ui.moonstar.play.choose_landing", star=star_name(table, view.moons[moon]),
                 die=view.moon_die[moon])
    return t("ui.moonstar.play.move_prompt", name=name)


def _draw_panel(table, surface: pygame.Surface, view) -> None:
    t = table.t
    rect = table.panel_rect
    bx, bw = rect.x + px(14), rect.w - px(28)
    y = table.prompt(surface, _prompt(table, view))
    from game.ui.tables.moonstar.setup import _round_line

    y = _round_line(table, surface, view, y)
    notes = []
    if view.phase is Phase.PLACE_DICE:
        if len(view.moons) > view.n_dice:
            notes.append(t("ui.moonstar.play.game3_note"))
        if view.n_dice > len(view.moons):
            notes.append(t("ui.moonstar.play.game4_note"))
    if view.phase in (Phase.PLACE_DICE, Phase.MOVE) and table.clock.running:
        notes.append(t("ui.moonstar.play.time_note"))
    if 8 in view.variants:
        notes.append(t("ui.moonstar.play.game8_note"))
    for note in notes:
        y = table.text(surface, note, (bx, y), theme.FONT_SMALL, theme.TEXT_DIM,
                       width=bw).bottom + px(6)
    if view.phase is Phase.RED_PLANET and table.acting_human(view.bidder):
        y = _draw_red_choices(table, surface, view, y)
    moon = table.selected_moon
    if view.phase is Phase.MOVE and moon is not None and movable(view, moon) \
            and table.acting_human(view.bidder):
        y = table.heading(surface, t("ui.moonstar.play.landings"), y + px(4))
        for direction, steps, star, gain in landing_options(view, moon):
            arrow = "↻" if direction == moves.CW else "↺"
            label = t("ui.moonstar.play.landing_button", arrow=arrow, steps=steps,
                      star=star_name(table, star), points=gain)
            table.button(surface, (bx, y, bw, px(34)), label, f"land:{star}",
                         _move(table, moon, direction, steps), size=theme.FONT_SMALL)
            y += px(40)
    if table.round_moves:
        y = table.heading(surface, t("ui.moonstar.play.moves_so_far"), y + px(6))
        for moon_i, a, b, points in table.round_moves[-8:]:
            line = t("ui.moonstar.play.move_line", start=star_name(table, a),
                     end=star_name(table, b), points=points)
            y = table.text(surface, line, (bx, y), theme.FONT_SMALL, theme.TEXT).bottom + px(2)
            del moon_i


def red_candidates(view) -> list[tuple[int, int, int]]:
    """(star, planet value, moons in reach) for each star the red planet may go on (MS-7.6),
    the highest value first: a moon is in reach when one of the round's dice would carry it
    there, either way round the ring (MS-4.4), whichever die it gets."""
    games = frozenset(view.variants)
    values = sorted(set(view.dice))
    out = []
    for star, value in view.planets:
        reach = sum(1 for start in view.moons
                    if any(star == end for d in values
                           for _, _, end in moves.destinations(start, d, games)))
        out.append((star, value, reach))
    out.sort(key=lambda c: (-c[1], -c[2], c[0]))
    return out


def _draw_red_choices(table, surface: pygame.Surface, view, y: int) -> int:
    """Game 6: each planet as a button (as clicking it on the ring), with what it would be
    worth under the red planet and how many moons this round's dice could bring there."""
    t = table.t
    rect = table.panel_rect
    bx, bw = rect.x + px(14), rect.w - px(28)
    y = table.heading(surface, t("ui.moonstar.play.red_heading"), y + px(4))
    rows = [(star, value, reach, t("ui.moonstar.play.red_button", star=star_name(table, star),
                                   value=value, double=value * 2, reach=reach))
            for star, value, reach in red_candidates(view)]
    # one type size for the list (a long star name alone shrank its button's)
    fs = assets.fitted_size((row[3] for row in rows), px(theme.FONT_SMALL), bw - px(8), True)
    for star, value, reach, label in rows:
        if y + px(34) > rect.bottom - px(50):
            break  # the Scores button keeps its place; the ring still takes every click
        tip = t("ui.moonstar.play.red_tip", star=star_name(table, star), double=value * 2,
                reach=reach)
        table.button(surface, (bx, y, bw, px(34)), label, f"red:{star}",
                     functools.partial(PlaceRed, star), tip=tip, font_px=fs)
        y += px(40)
    return y


def draw_die_drag(table, surface: pygame.Surface, drag) -> None:
    """The die under the cursor while dragging, and rings on the moons it may go to."""
    view = table.view()
    for moon, centre in table.positions.items():
        if not view.moon_die[moon] and not view.removed[moon]:
            pygame.draw.circle(surface, LANDING, centre, table.geo.moon_radius * 1.35,
                               max(2, px(2)))
    draw_d6(surface, drag.pos, die_size(table), drag.value, "highlight", lift=0.15)
