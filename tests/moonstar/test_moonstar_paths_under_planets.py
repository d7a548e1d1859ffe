"""A selected moon's paths run under the planets (MS-4.4: a moon moves its die's value in
stars, either way round).

The screenshot of the landing choice showed the path to Virgo drawn over Libra's planet, across
its "10". The paths are now drawn before the pieces: every planet reads the same with and
without the paths shown (the discs are a shade translucent: no channel moves by more than 8
of 255; a path drawn over a value moved them by a hundred).
"""

from __future__ import annotations

import pygame
import pytest
from moonstar_ui import frame, shown_table

from game.ui.render import ring
from game.ui.tables.moonstar import capture as cap
from game.ui.tables.moonstar.play import landing_options
from game.ui.tables.moonstar.ring_pieces import moon_slots


def _planet_pixels(app, table, view) -> dict[int, bytes]:
    """The pixels of a square inside each planet's disc, where its value is written."""
    geo = table.geo
    totals: dict[int, int] = {}  # the moons beside a planet move it off its star
    for star, _slot, total in moon_slots(view).values():
        totals[star] = max(totals.get(star, 0), total)
    out = {}
    for star, _value in view.planets:
        pos, _ = ring.piece_positions(geo, star, totals.get(star, 0), True)
        assert pos is not None
        r = round(geo.planet_radius * 0.5)
        box = pygame.Rect(0, 0, 2 * r, 2 * r)
        box.center = (round(pos[0]), round(pos[1]))
        out[star] = pygame.image.tobytes(app.screen.subsurface(box), "RGB")
    return out


@pytest.mark.rule("MS-4.4")
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.5)])
def test_the_paths_run_under_the_planets(lang, scale, monkeypatch):
    from game.ui.tables.moonstar import play

    with shown_table(lang, scale, bid_won=True) as (app, match, table):
        cap.play_best(match, 2)
        frame(app)
        view = match.view(0)
        moons = [m for m in range(len(view.moons)) if play.movable(view, m)]
        assert moons
        table.mouse = (0, 0)
        for moon in moons:
            table.selected_moon = moon
            assert landing_options(view, moon)
            with monkeypatch.context() as m:  # the same frame without the paths
                m.setattr(play, "landing_options", lambda view, moon: [])
                frame(app)
                plain = _planet_pixels(app, table, view)
            frame(app)
            shown = _planet_pixels(app, table, view)
            for star, pixels in plain.items():  # (the discs are drawn a shade translucent)
                assert max(abs(a - b) for a, b in zip(pixels, shown[star], strict=True)) <= 8, (
                    moon, star)
