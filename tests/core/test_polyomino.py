"""Polyomino orientations, counts of the classic families, and board placements."""

from __future__ import annotations

import pytest

from game.core.polyomino import (
    Polyomino,
    fits,
    is_connected,
    placements,
    touches,
)

F = Polyomino.parse("""
    .##
    ##.
    .#.
""")
I5 = Polyomino.parse("#####")
O4 = Polyomino.parse("##\n##")
L4 = Polyomino.parse("#.\n#.\n##")


def grow(shapes: set[Polyomino]) -> set[Polyomino]:
    """Every fixed polyomino one cell bigger than the given ones."""
    out = set()
    for shape in shapes:
        for r, c in shape.cells:
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                cell = (r + dr, c + dc)
                if cell not in shape.cells:
                    out.add(Polyomino.of(shape.cells | {cell}))
    return out


def fixed_family(n: int) -> set[Polyomino]:
    shapes = {Polyomino.of([(0, 0)])}
    for _ in range(n - 1):
        shapes = grow(shapes)
    return shapes


@pytest.mark.parametrize("n,fixed,one_sided,free", [
    (3, 6, 2, 2), (4, 19, 7, 5), (5, 63, 18, 12), (6, 216, 60, 35)])
def test_family_counts(n: int, fixed: int, one_sided: int, free: int) -> None:
    shapes = fixed_family(n)
    assert len(shapes) == fixed
    assert len({min(s.orientations(False), key=lambda p: sorted(p.cells))
                for s in shapes}) == one_sided
    frees = {s.canonical() for s in shapes}
    assert len(frees) == free
    # Summing orientations over the free shapes gives back every fixed shape.
    assert sum(len(s.orientations()) for s in frees) == fixed


def test_orientation_counts() -> None:
    assert len(F.orientations()) == 8
    assert len(F.orientations(allow_reflection=False)) == 4
    assert len(I5.orientations()) == 2
    assert len(O4.orientations()) == 1
    assert len(L4.orientations()) == 8
    assert len(Polyomino.parse("#.\n##\n.#").orientations()) == 4  # S tetromino
    assert F.orientations()[0] == F


def test_parse_normalises_and_round_trips() -> None:
    assert F.cells == frozenset({(0, 1), (0, 2), (1, 0), (1, 1), (2, 1)})
    assert Polyomino.parse("...\n.#.\n.##") == Polyomino.parse("#.\n##")
    assert Polyomino.parse(F.to_art()) == F
    assert F.bounding_box() == (3, 3)
    assert I5.bounding_box() == (1, 5)
    assert len(F) == 5 and list(F)[0] == (0, 1)
    with pytest.raises(ValueError):
        Polyomino.parse("#?")
    with pytest.raises(ValueError):
        Polyomino.parse("...")


def test_rotate_and_reflect() -> None:
    assert I5.rotate() == Polyomino.parse("#\n#\n#\n#\n#")
    assert L4.rotate() == Polyomino.parse("###\n#..")
    assert L4.rotate(4) == L4 and L4.rotate(-1) == L4.rotate(3)
    assert L4.reflect() == Polyomino.parse(".#\n.#\n##")
    assert L4.reflect().reflect() == L4
    assert L4.transform(1, True) == L4.reflect().rotate()


def test_placements_on_a_board() -> None:
    assert len(placements(O4, 3, 3)) == 4
    assert len(placements(I5, 5, 5)) == 10
    # A blocked centre cell leaves the O tetromino nowhere on a 3x3 board.
    assert placements(O4, 3, 3, blocked={(1, 1)}) == ()
    ps = placements(L4, 4, 4, blocked={(0, 0)})
    assert all(fits(p.cells, 4, 4, {(0, 0)}) for p in ps)
    assert all(p.cells == L4.orientations()[p.orientation].translate(p.row, p.col) for p in ps)
    assert len({p.cells for p in ps}) == len(ps)
    assert len(placements(F, 3, 3, allow_reflection=False)) == 4


def test_cell_helpers() -> None:
    assert F.translate(2, 3) == frozenset({(2, 4), (2, 5), (3, 3), (3, 4), (4, 4)})
    assert not fits({(0, 0), (0, 3)}, 3, 3)
    assert is_connected(F.cells) and not is_connected({(0, 0), (1, 1)})
    assert not is_connected(set())
    assert touches({(0, 0)}, {(0, 1)}) and not touches({(0, 0)}, {(1, 1)})
