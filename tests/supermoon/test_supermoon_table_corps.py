"""The asymmetric corporations on the table, by mouse: the corporation picker, a corporation's
own choices (the flux token on a track row, a Makeshift tracker onto a framed space) and an
ability used from its chip (Makeshift T4, Republic's Civ tile first)."""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon.actions import Action  # noqa: E402
from game.supermoon.corps import take_corporation  # noqa: E402
from game.supermoon.data import CORP_BY_KEY, TRACK_INDEX, TRACKS  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402
from game.supermoon.state import Gain  # noqa: E402
from game.supermoon.tracks import milestone_steps  # noqa: E402
from game.ui.tables.supermoon.choices import VIRTUAL  # noqa: E402
from tests.supermoon.test_supermoon_table import click, seats, start, to_place  # noqa: E402
from tests.supermoon.test_supermoon_table_modules import hit_with, partial_arg  # noqa: E402

WATER, BIOMASS = TRACK_INDEX["water"], TRACK_INDEX["biomass"]


@pytest.fixture
def app():
    a = make_test_app()
    yield a
    a.close()


def prepared(app, match: Match, table, **changes) -> None:
    """Seat 0's pending copy changed as a position needs (a prepared position)."""
    state = match.state
    work = list(state.work)
    work[0] = replace(work[0], **changes)
    match._states[-1] = replace(state, work=tuple(work))
    app.frame([], 1 / 60)


@pytest.mark.rule("PU-18.1")
def test_the_corporation_picker_looks_then_runs_and_flux_places_its_token(app) -> None:
    match = Match(RULES, seats(1), 3, {"corporations": "choice"})
    table = start(app, match)
    assert {a.kind for a in match.legal_actions(0)} == {"corp"}
    flux = CORP_BY_KEY["fluxindustries"].corp_id
    click(app, hit_with(table, lambda a: partial_arg(a, "_look", flux)).center)
    assert table.corp_pick == flux and match.state.phase == "boards"  # looked at only
    click(app, hit_with(table, lambda a: a == Action("corp", (flux,))).center)  # Run Flux
    me = match.state.work[0]
    assert me.corp == "fluxindustries" and [g.kind for g in me.pool] == ["flux_token"]
    click(app, hit_with(table, lambda a: partial_arg(a, "choose_gain", 0)).center)  # its chip
    app.frame([], 1 / 60)
    water_row = table.track_rects()[TRACKS[WATER]]
    click(app, water_row.center)  # the glowing Water row takes the token
    assert match.state.work[0].flux == WATER


@pytest.mark.rule("PU-18.10")
def test_a_makeshift_tracker_moves_onto_the_framed_space_clicked(app) -> None:
    match = Match(RULES, seats(1), 5, {})
    table = start(app, match)
    to_place(table, match, random.Random(3))
    p = take_corporation(match.state.work[0], "makeshift")
    # the Water tracker waits for its advance: up Water 1 or diagonally onto Biomass 1
    prepared(app, match, table, corp=p.corp, rover_supply=p.rover_supply, placed=True,
             pool=(Gain("makeshift_move", WATER, (1, 1, 0), source="tile"),))
    click(app, hit_with(table, lambda a: partial_arg(a, "choose_gain", 0)).center)
    app.frame([], 1 / 60)
    row = table.track_rects()[TRACKS[BIOMASS]]
    cell = row.w / table.tbl.track_steps[TRACKS[BIOMASS]]
    click(app, (round(row.x + 1.5 * cell), row.centery))  # Biomass step 1, framed
    me = match.state.work[0]
    assert me.columns[WATER] == BIOMASS and me.tracks[WATER] == 1


@pytest.mark.rule("PU-18.11")
def test_makeshift_t4_is_a_chip_whose_tracker_is_chosen_in_the_bar(app) -> None:
    match = Match(RULES, seats(1), 5, {})
    table = start(app, match)
    to_place(table, match, random.Random(3))
    p = take_corporation(match.state.work[0], "makeshift")
    tech4 = milestone_steps("makeshift", TRACK_INDEX["tech"], "TECH-MS")[3]
    prepared(app, match, table, corp=p.corp, rover_supply=p.rover_supply, placed=True,
             tracks=(0, 3, 0, 0, tech4))
    chip = hit_with(table, lambda a: partial_arg(a, "choose_gain", VIRTUAL + 100 + 70))
    click(app, chip.center)
    water = hit_with(table, lambda a: isinstance(a, Action) and a.args == (VIRTUAL + 170, WATER))
    click(app, water.center)  # "→ Water" in the bar: the real `use 70 1` is submitted
    me = match.state.work[0]
    assert me.tracks[WATER] == 2 and "regress_any" in me.used
    assert not any(a.kind == "use" for a in match.legal_actions(0))  # once a round


@pytest.mark.rule("PU-18.15")
def test_republic_civ_tile_first_is_a_chip_then_a_stack(app) -> None:
    match = Match(RULES, seats(1), 5, {})
    table = start(app, match)
    to_place(table, match, random.Random(3))
    p = take_corporation(match.state.work[0], "republic")
    tech1 = milestone_steps("republic", TRACK_INDEX["tech"], "TECH-MS")[0]
    prepared(app, match, table, corp=p.corp, rover_supply=p.rover_supply,
             tracks=(0, 0, 0, 0, tech1))
    selects = [a for a in match.legal_actions(0) if a.kind == "select"]
    assert selects  # this seed's first depot holds a tile with Civ terrain
    click(app, hit_with(table, lambda a: partial_arg(a, "choose_gain", VIRTUAL)).center)
    slot = selects[0].args[0]
    click(app, hit_with(table, lambda a: isinstance(a, Action) and a.args == (VIRTUAL, slot))
          .center)
    me = match.state.work[0]
    assert me.selected == slot
    assert {a.args[0] for a in match.legal_actions(0) if a.kind == "place"} == {slot}


@pytest.mark.rule("PU-18.2")
def test_a_cosmos_lifepod_goes_onto_a_framed_track_space_or_stays_by_the_bar(app) -> None:
    match = Match(RULES, seats(1), 5, {})
    table = start(app, match)
    to_place(table, match, random.Random(3))
    p = take_corporation(match.state.work[0], "cosmosinc")
    prepared(app, match, table, corp=p.corp, rover_supply=p.rover_supply, placed=True,
             lifepods=2, pool=(Gain("pod_place", source="rover"),
                               Gain("pod_place", source="rover")))
    click(app, hit_with(table, lambda a: partial_arg(a, "choose_gain", 0)).center)
    app.frame([], 1 / 60)
    stay = hit_with(table, lambda a: isinstance(a, Action) and a.args == (0, -1, 0))
    row = table.track_rects()[TRACKS[WATER]]
    cell = row.w / table.tbl.track_steps[TRACKS[WATER]]
    click(app, (round(row.x + 4.5 * cell), row.centery))  # Water step 4, framed
    me = match.state.work[0]
    assert me.track_pods == ((WATER, 4),) and me.lifepods == 1
    click(app, hit_with(table, lambda a: partial_arg(a, "choose_gain", 0)).center)
    app.frame([], 1 / 60)
    stay = hit_with(table, lambda a: isinstance(a, Action) and a.args == (0, -1, 0))
    click(app, stay.center)  # "→ Scoring area" in the bar
    assert match.state.work[0].lifepods == 1 and not match.state.work[0].pool


@pytest.mark.rule("PU-18.3")
def test_a_cosmos_reposition_picks_the_lifepod_then_its_new_space(app) -> None:
    match = Match(RULES, seats(1), 5, {})
    table = start(app, match)
    to_place(table, match, random.Random(3))
    p = take_corporation(match.state.work[0], "cosmosinc")
    prepared(app, match, table, corp=p.corp, rover_supply=p.rover_supply, placed=True,
             track_pods=((WATER, 4),), pool=(Gain("pod_move", 1, source="tech"),))
    click(app, hit_with(table, lambda a: partial_arg(a, "choose_gain", 0)).center)
    app.frame([], 1 / 60)
    row = table.track_rects()[TRACKS[WATER]]
    cell = row.w / table.tbl.track_steps[TRACKS[WATER]]
    click(app, (round(row.x + 4.5 * cell), row.centery))  # picks the lifepod up
    assert table.pod_from == (WATER, 4) and match.state.work[0].track_pods == ((WATER, 4),)
    brow = table.track_rects()[TRACKS[BIOMASS]]
    click(app, (round(brow.x + 6.5 * cell), brow.centery))  # Biomass step 6
    assert match.state.work[0].track_pods == ((BIOMASS, 6),)


def test_chips_that_do_not_fit_gather_in_a_last_chip_never_lost(app) -> None:
    from game.ui.tables.supermoon.bar import _fit_chips
    chips = [(f"Item number {k}", ("act", k), f"tip {k}", False) for k in range(8)]
    shown, widths = _fit_chips(chips, 16, 420)
    assert shown[-1][0].startswith("+") and len(shown) < len(chips)
    hidden = int(shown[-1][0][1:])
    assert len(shown) - 1 + hidden == len(chips)  # every item is a chip or named in "+n"
    assert shown[-1][2].splitlines() == [c[0] for c in chips[len(shown) - 1:]]
    assert shown[-1][1] == chips[len(shown) - 1][1]  # its click opens the first hidden one
    assert sum(widths) <= 420
    roomy, _ = _fit_chips(chips, 16, 5000)
    assert roomy == chips


def test_a_panel_over_the_station_leaves_no_sliver_of_a_seat_marker(app) -> None:
    """A seat's marker beside the station showed as a sliver under the corporation panel and
    above the solo objectives (a review at 150%): a cover that takes part of a marker grows
    over the rest of it, and one that misses the markers keeps its size."""
    import pygame

    from game.ui.tables.supermoon.station import seat_marks
    from game.ui.theme import px

    match = Match(RULES, seats(2), 3, {})
    table = start(app, match)
    surface = pygame.Surface(app.screen.get_size())
    marks = seat_marks(table.station, table.view())
    assert marks
    size = max(table.station.marker_sizes()) + px(1)
    x, y = marks[0][1]
    # a panel whose bottom edge cuts the marker 4 px above its lowest pixel
    panel = pygame.Rect(round(x) - 100, round(y) - 200, 200, 200 + round(size) - 4)
    grown = table._over_seat_marks(panel)
    mark = pygame.Rect(round(x - size), round(y - size), 2 * size, 2 * size)
    assert grown.contains(mark) and grown.bottom - panel.bottom <= px(14)
    apart = pygame.Rect(0, 0, 20, 20)
    if not any(apart.colliderect(pygame.Rect(mx - size, my - size, 2 * size, 2 * size))
               for _, (mx, my) in marks):
        assert table._over_seat_marks(apart) == apart
    table.cover(surface, panel)  # draws over the grown rect, targets under it forgotten
    assert not any(h.rect.colliderect(mark) for h in table.hits)
