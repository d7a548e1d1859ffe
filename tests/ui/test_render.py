"""Renderers under the dummy video driver: dice pips, the ring at several sizes, piece slots,
glide paths, and the tween/timeline maths (which needs no pygame at all)."""

from __future__ import annotations

import math

import pygame
import pytest

from game import boards
from game.ui.render import anim, dice, ring
from game.ui.render.pieces import PLANET_COLOURS, moon_surface, planet_surface


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.fixture(scope="module")
def board() -> boards.RingBoard:
    return boards.load_ring()


# --- dice ---------------------------------------------------------------------------------------


def _dark_blobs(surface: pygame.Surface, threshold: int = 90) -> int:
    """Count 4-connected blobs of dark opaque pixels (the pips of an ivory die)."""
    w, h = surface.get_size()
    dark = {(x, y) for y in range(h) for x in range(w)
            if (c := surface.get_at((x, y))).a > 200 and max(c.r, c.g, c.b) < threshold}
    blobs = 0
    while dark:
        blobs += 1
        stack = [dark.pop()]
        while stack:
            x, y = stack.pop()
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in dark:
                    dark.remove(n)
                    stack.append(n)
    return blobs


@pytest.mark.parametrize("value", range(1, 7))
def test_d6_face_shows_its_number_of_pips(value: int) -> None:
    assert len(dice.pip_positions(value)) == value
    assert _dark_blobs(dice.d6_face(value, 48)) == value


@pytest.mark.parametrize("size", [12, 24, 64, 130])
@pytest.mark.parametrize("state", dice.STATES)
def test_dice_draw_at_any_size_and_state(size: int, state: str) -> None:
    target = pygame.Surface((300, 300))
    rect = dice.draw_d6(target, (150, 150), size, 6, state)
    assert rect.size == (size, size)
    dice.draw_d12(target, (150, 150), size, 12, state)


def test_bad_die_values_are_rejected() -> None:
    with pytest.raises(ValueError):
        dice.pip_positions(7)
    with pytest.raises(ValueError):
        dice.d12_face(13, 40)
    with pytest.raises(ValueError):
        dice.d6_face(3, 40, "sparkly")


def test_dice_roll_is_deterministic_and_settles() -> None:
    values = (3, 1, 6, 2, 5, 4, 6)
    a, b = dice.DiceRoll(values, 0.9, seed=7), dice.DiceRoll(values, 0.9, seed=7)
    frames_a, frames_b = [], []
    for _ in range(30):
        a.update(1 / 60)
        b.update(1 / 60)
        frames_a.append([a.frame(i) for i in range(7)])
        frames_b.append([b.frame(i) for i in range(7)])
    assert frames_a == frames_b
    assert any(not f.settled for f in frames_a[0])
    a.update(5)
    assert a.done and [a.frame(i).value for i in range(7)] == list(values)
    assert all(a.frame(i).settled and a.frame(i).angle == 0 for i in range(7))
    surface = pygame.Surface((600, 100))
    a.draw(surface, dice.row_centres(surface.get_rect(), 7, 40), 40)


def test_dice_roll_on_an_instant_timeline_finishes_at_once() -> None:
    roll = dice.DiceRoll((1, 2), 1.0, seed=1)
    anim.Timeline(speed=0).then(roll)
    assert roll.done and roll.frame(1).value == 2


def test_row_centres_fit_the_rect() -> None:
    rect = pygame.Rect(0, 0, 200, 40)
    centres = dice.row_centres(rect, 7, 34)
    assert len(centres) == 7
    assert centres[0][0] - 17 >= rect.left - 1 and centres[-1][0] + 17 <= rect.right + 1


# --- the ring -----------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (720, 720), (400, 300), (1920, 1080)])
def test_ring_draws_at_several_sizes(board: boards.RingBoard, size: tuple[int, int]) -> None:
    surface = pygame.Surface(size)
    rect = surface.get_rect().inflate(-20, -20)
    geo = ring.draw_ring(surface, board, rect, lang="fr", highlight=(0, 5))
    for x, y in ring.star_positions(board, rect):
        assert rect.collidepoint(x, y)
    assert geo.star_at(geo.stars[3]) == 3
    assert geo.star_at(geo.centre) is None
    mx, my = geo.to_map(*geo.to_screen(100, 200))
    assert (mx, my) == pytest.approx((100, 200))


def test_moon_slots_do_not_overlap(board: boards.RingBoard) -> None:
    geo = ring.geometry(board, pygame.Rect(0, 0, 720, 720))
    for star in range(12):
        for has_planet in (False, True):
            planet, moons = ring.piece_positions(geo, star, 15, has_planet)
            for i, a in enumerate(moons):
                if planet is not None:
                    assert math.dist(a, planet) >= geo.planet_radius + geo.moon_radius
                for b in moons[i + 1:]:
                    assert math.dist(a, b) >= 2 * geo.moon_radius - 1e-6
            # Even 15 moons stay within half the gap to the next star (MS-4.6, Games 7-8).
            half_gap = math.dist(geo.stars[0], geo.stars[1]) / 2
            for x, y in moons:
                star_angle = geo.star_angles[star]
                side = (x - geo.stars[star][0]) * math.cos(star_angle) + (
                    y - geo.stars[star][1]) * math.sin(star_angle)
                assert abs(side) + geo.moon_radius < half_gap
            # Slots are stable: the first three never move when more moons arrive.
            assert ring.piece_positions(geo, star, 3, has_planet)[1] == moons[:3]


def test_setup_pieces_do_not_touch_a_neighbouring_star(board: boards.RingBoard) -> None:
    """Three moons and a planet per star (MS-2.3) stay clear of the next star's pieces."""
    geo = ring.geometry(board, pygame.Rect(0, 0, 720, 720))
    spots = []
    for star in range(12):
        planet, moons = ring.piece_positions(geo, star, 3, True)
        spots += [(star, p, geo.moon_radius) for p in moons] + [(star, planet, geo.planet_radius)]
    for i, (sa, pa, ra) in enumerate(spots):
        for sb, pb, rb in spots[i + 1:]:
            if sa != sb:
                assert math.dist(pa, pb) > ra + rb


def test_glide_goes_the_right_way_round(board: boards.RingBoard) -> None:
    geo = ring.geometry(board, pygame.Rect(0, 0, 720, 720))
    start, end = geo.stars[0], geo.stars[3]
    assert ring.glide_point(geo, start, end, 3, True, 0.0) == pytest.approx(start)
    assert ring.glide_point(geo, start, end, 3, True, 1.0) == pytest.approx(end)
    mid_cw = ring.glide_point(geo, start, end, 3, True, 0.5)
    assert mid_cw[0] > geo.centre[0]                  # clockwise from the top: to the right
    end9 = geo.stars[9]
    mid_ccw = ring.glide_point(geo, start, end9, 3, False, 0.5)
    assert mid_ccw[0] < geo.centre[0]
    path = ring.arc_path(geo, 10, 4, clockwise=True)
    assert path[0] == pytest.approx(geo.stars[10]) and path[-1] == pytest.approx(geo.stars[2])
    assert ring.destination(10, 4, True) == 2 and ring.destination(1, 3, False) == 10


def test_pieces_draw() -> None:
    surface = pygame.Surface((200, 200))
    for value in PLANET_COLOURS:
        ring.draw_planet(surface, (100, 100), 22, value)
    ring.draw_planet(surface, (100, 100), 22, None, red=True)
    for state in ring.MOON_STATES:
        ring.draw_moon(surface, (100, 100), 14, state)
    assert planet_surface(22, 25).get_width() == 66
    assert moon_surface(14).get_width() == 42
    with pytest.raises(ValueError):
        planet_surface(20, 7)


# --- animation ----------------------------------------------------------------------------------


@pytest.mark.parametrize("ease", sorted(anim.EASINGS))
def test_easings_start_at_0_and_end_at_1(ease: str) -> None:
    fn = anim.EASINGS[ease]
    assert fn(0.0) == pytest.approx(0.0, abs=1e-9) and fn(1.0) == pytest.approx(1.0)


def test_tween_hits_its_end_value() -> None:
    done = []
    tw = anim.Tween((0.0, 10.0), (100.0, -10.0), 0.5, "out_back", on_done=lambda: done.append(1))
    for _ in range(40):
        tw.update(1 / 60)
    assert tw.done and tw.value == (100.0, -10.0) and done == [1]
    tw.update(1)
    assert done == [1]                                  # the callback fires once


def test_tween_delay_and_progress() -> None:
    tw = anim.Tween(0.0, 1.0, 1.0, anim.linear, delay=0.5)
    tw.update(0.5)
    assert tw.value == 0.0
    tw.update(0.25)
    assert tw.value == pytest.approx(0.25)


def test_timeline_runs_steps_in_order() -> None:
    log: list[str] = []
    tl = anim.Timeline(speed=2.0)
    a = anim.Tween(0.0, 1.0, 1.0, on_done=lambda: log.append("a"))
    b = anim.Tween(0.0, 1.0, 1.0, on_done=lambda: log.append("b"))
    tl.then(a).then(b, anim.Call(lambda: log.append("call")))
    tl.update(0.4)                                      # 0.8 s of animation at speed 2
    assert not a.done and not b.done
    tl.update(0.2)
    assert a.done and not b.done and log == ["a", "call"]  # a Call runs as its step starts
    while tl.update(0.1):
        pass
    assert b.done and log == ["a", "call", "b"] and not tl.busy


def test_instant_speed_completes_at_once() -> None:
    log: list[str] = []
    tl = anim.Timeline(speed=0)
    tw = anim.Tween(5.0, 9.0, 3.0, on_done=lambda: log.append("t"))
    tl.then(tw, anim.Wait(10)).then(anim.Call(lambda: log.append("c")))
    assert tw.done and tw.value == 9.0 and log == ["t", "c"] and not tl.busy
    assert anim.scaled(2.0, 0) == 0.0 and anim.scaled(2.0, 2.0) == 1.0


class _PlacedSpy:
    """A stand-in surface of `size` that records where boxes are blitted."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.placed: list[tuple[int, int]] = []

    def get_size(self) -> tuple[int, int]:
        return self.size

    def blit(self, box, at) -> None:
        self.placed.append(at)


def test_a_tooltip_from_the_bar_goes_above_the_bar_not_over_its_prompt(app) -> None:
    """A button's tooltip in the Tsukuyumi bar covered the bar's prompt ("Choose your
    objective: …"): shown above the mouse, a tooltip now keeps off the rect the scene asks
    it to keep clear when the mouse is in it and there is room above; elsewhere it stays by
    the mouse."""
    import pygame

    from game.ui.widgets.overlay import TooltipState, tooltip_box

    surface = pygame.Surface((1280, 720))
    bar = pygame.Rect(0, 640, 710, 80)
    text = "Sacred Ritual\n" + "Have all 4 Boarriors and all 6 Boarmaidens on the board. " * 3
    tip = TooltipState()
    spy = _PlacedSpy(surface.get_size())
    placed = spy.placed

    for keep in (None, bar):
        tip.pos = (350, 697)  # on a button of the bar
        tip.draw(spy, text, keep)
    from game.ui import theme

    h = tooltip_box(text, theme.px(theme.FONT_SMALL), theme.px(360), theme.scale()).get_height()
    (_, y_plain), (_, y_clear) = placed
    assert y_plain + h > bar.top  # by the mouse it covered the prompt
    assert y_clear + h <= bar.top  # now above the bar
    tip.pos = (350, 300)  # the mouse elsewhere: by the mouse, below it
    tip.draw(spy, text, bar)
    assert placed[-1][1] > 300


def test_a_tooltip_by_the_right_edge_opens_to_the_left_of_the_mouse() -> None:
    """Pushed back inside the window, a tooltip opened on a right-hand column covered that
    column (the mission chips it explained): it now opens to the left of the mouse."""
    import pygame

    from game.ui import theme
    from game.ui.widgets.overlay import TooltipState, tooltip_box

    surface = pygame.Surface((1280, 720))
    text = "Infestation\n" + "Have units in 7 different zones at the end of a turn. " * 2
    w = tooltip_box(text, theme.px(theme.FONT_SMALL), theme.px(360), theme.scale()).get_width()
    spy = _PlacedSpy(surface.get_size())
    placed = spy.placed

    tip = TooltipState()
    for mouse_x in (300, 1200):
        tip.pos = (mouse_x, 300)
        tip.draw(spy, text)
    (x_mid, _), (x_edge, _) = placed
    assert x_mid > 300  # in the middle: to the right of the mouse, as before
    assert x_edge + w < 1200  # by the edge: wholly left of the mouse


def test_a_word_too_wide_for_its_box_breaks_where_it_reads_best() -> None:
    """A single word wider than its box cannot wrap: it ran out of narrow panels
    (« INFRA-ROUGE » at 150%). It now breaks with a hyphen: after one already there, else
    before a syllable ("CARTOGRA-/PHIER"), never past the box."""
    from game.ui import assets

    def parts(word: str, width: int) -> list[str]:
        lines = assets.broken([word], 14, width, True)
        assert all(assets.font(14, True).size(x)[0] <= width for x in lines), lines
        assert "".join(x.rstrip("-") if x.endswith("-") and "-" not in word else x
                       for x in lines).replace("-", "") == word.replace("-", "")
        return lines

    assert parts("INFRA-ROUGE.", 80) == ["INFRA-", "ROUGE."]
    assert parts("DÉFECTUEUX", 80) == ["DÉFEC-", "TUEUX"]
    assert parts("PERMUTATION", 80) == ["PERMU-", "TATION"]
    assert parts("Tétraphosphore", 80)[1] == "phos-"
    assert assets.broken(["short"], 14, 80, True) == ["short"]
