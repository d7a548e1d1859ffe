"""Planet Unknown objectives: what the cards read (PU-11.3: resources are tile icons, blocks
have none; 3×3 and 2×5 areas; areas and edge squares; "at maximum") and the Jump Drive T6
shared objective (PU-11.5), on hand-made KSB-4156 boards."""

from __future__ import annotations

import pytest

from game.supermoon.objectives import neighbour_value, private_met, shared_medals
from game.supermoon.state import Player
from tests.supermoon.builders import make_board, paint, player, rect, sq


def civ(*squares: int, icons: tuple[int, ...] = ()) -> Player:
    """A player whose planet has Civ terrain on these squares and Civ icons on `icons`."""
    return player(board=make_board(paint(squares, "c"), paint(icons, "c")))


# --- PU-11.3 resources, rectangles, areas, edges, maximum -----------------------------------


@pytest.mark.rule("PU-11.3")
def test_patches_are_biomass_terrain_but_carry_no_resource() -> None:
    nine = rect(2, 3, 3, 3)
    patches = player(board=make_board(paint(nine, "b"), patches=tuple(nine)))
    assert private_met(patches, 39)  # Landfill: a 3×3 of Biomass, patches included
    assert neighbour_value(patches, 42) == 9  # Biome: largest Biomass area
    assert neighbour_value(patches, 57) == 0  # 20 Percent: Biomass resources (icons) only
    assert not private_met(patches, 45)  # Germinate: no icon at all
    tiles = player(board=make_board(paint(nine, "b"), paint(nine[:6], "b")))
    assert neighbour_value(tiles, 57) == 6 and private_met(tiles, 45)


@pytest.mark.rule("PU-11.3")
def test_a_three_by_three_is_an_axis_aligned_full_square() -> None:
    square = rect(4, 4, 3, 3)
    assert private_met(civ(*square), 37)  # Complex
    bent = [s for s in square if s != sq(6, 6)] + [sq(7, 4)]  # 9 squares, not a 3×3
    assert not private_met(civ(*bent), 37)
    wide = rect(3, 4, 5, 2) + rect(5, 6, 1, 1)  # 11 Civ squares, never 3 rows of 3
    assert not private_met(civ(*wide), 37)
    mixed = player(board=make_board({**paint(square, "c"), sq(5, 5): "t"}))
    assert not private_met(mixed, 37)  # one square of another terrain breaks it


@pytest.mark.rule("PU-11.3")
def test_a_two_by_five_counts_in_either_direction() -> None:
    assert private_met(civ(*rect(2, 5, 5, 2)), 49)  # Skyway, lying
    assert private_met(civ(*rect(6, 3, 2, 5)), 49)  # standing
    ell = rect(2, 5, 4, 2) + [sq(6, 5), sq(6, 4)]  # 10 squares, no 2×5
    assert not private_met(civ(*ell), 49)


@pytest.mark.rule("PU-11.3")
def test_areas_connect_orthogonally_only() -> None:
    a, b = rect(2, 3, 2, 2), rect(4, 5, 2, 2)  # touching at a corner only
    apart = civ(*a, *b)
    assert neighbour_value(apart, 51) == 2  # Sprawl: separate Civ areas
    assert neighbour_value(apart, 45) == 4  # Megacity: largest Civ area
    joined = civ(*a, *b, sq(4, 4))  # one square links them side by side
    assert neighbour_value(joined, 51) == 1 and neighbour_value(joined, 45) == 9
    # Highway: 6 Civ icons must lie in one area
    assert not private_met(civ(*a, *b, icons=tuple(a[:3] + b[:3])), 43)
    assert private_met(civ(*a, *b, sq(4, 4), icons=tuple(a[:3] + b[:3])), 43)


@pytest.mark.rule("PU-11.3")
def test_edge_resources_are_icons_on_squares_touching_the_border() -> None:
    edge = (sq(5, 0), sq(1, 3), sq(0, 5), sq(3, 1), sq(2, 2))  # fewer than 4 neighbours
    inner = (sq(5, 4), sq(3, 3), sq(2, 5))
    p = civ(*edge, *inner, sq(6, 0), icons=edge + inner)
    assert neighbour_value(p, 37) == 5  # Perimeter: (6, 0) is Civ terrain without an icon


@pytest.mark.rule("PU-11.3")
def test_at_maximum_means_step_fifteen() -> None:
    assert private_met(player(tracks=(15, 0, 0, 0, 0)), 55)  # Crowd Source
    assert not private_met(player(tracks=(14, 0, 0, 0, 0)), 55)
    assert neighbour_value(player(tracks=(15, 15, 14, 15, 0)), 60) == 3  # Pinnacle


# --- PU-11.5 the shared objective -----------------------------------------------------------


@pytest.mark.rule("PU-11.5")
def test_shared_objective_sole_best_scores_five() -> None:
    players = [civ(*rect(2, 3, 3, 3)), civ(*rect(2, 3, 2, 2)), civ(*rect(2, 3, 2, 2)),
               civ(sq(5, 5))]
    values = tuple(neighbour_value(p, 45) for p in players)  # Megacity
    assert values == (9, 4, 4, 1)
    assert shared_medals(values, fewest=False) == (5, 0, 0, 0)


@pytest.mark.rule("PU-11.5")
def test_shared_objective_tied_best_players_score_two_each() -> None:
    assert shared_medals((4, 9, 9), fewest=False) == (0, 2, 2)
    assert shared_medals((3, 3, 3), fewest=False) == (2, 2, 2)
    # a "fewest" side: the lowest value is best
    players = [civ(sq(5, 5), icons=(sq(5, 5),)), civ(), civ()]
    values = tuple(neighbour_value(p, 59) for p in players)  # Rural: fewest Civ resources
    assert values == (1, 0, 0)
    assert shared_medals(values, fewest=True) == (0, 2, 2)
    assert shared_medals((2, 0, 5), fewest=True) == (0, 5, 0)
