"""Supermoon's fragmented planet (SM-9, SM-10 RECONSTRUCTED, SM-0.5, SM-13.3, SM-14): the data
and maps equal the spec, the setup choice (option, offer, faces), each fragment as its own grid
with its forbidden element and waiver, the shuttle, scoring and objectives over the four
fragments as one planet, the information rules, and bot games."""

from __future__ import annotations

import importlib.util
import json
from dataclasses import replace
from pathlib import Path

import pytest

from game import boards
from game.core import codec
from game.core.rules import IllegalAction
from game.core.simulate import play_bots
from game.supermoon import board as geo
from game.supermoon import fragments
from game.supermoon.bots import eval as ev
from game.supermoon.bots.moon_eval import choose_fragments, choose_planet, face_rating
from game.supermoon.data import LETTER, OBJECTIVES, PLANET_BY_KEY, TILES, solo_target
from game.supermoon.fragment import (
    SHUTTLE_USE,
    display_cell,
    fragment_boards,
    fragment_difficulty,
    shuttle_choices,
)
from game.supermoon.fragments import FACE_BY_KEY, FRAGMENTED
from game.supermoon.gains import choices, in_scope
from game.supermoon.objectives import neighbour_value, private_met
from game.supermoon.phases import placement_level
from game.supermoon.rescue import BLOCK_SET
from game.supermoon.rules import RULES, target
from game.supermoon.scoring import bare_planet_squares, breakdown, line_medals, tiebreak_key
from game.supermoon.state import PATCH, Gain, Player, Rover, State
from tests.supermoon.builders import (
    act,
    act_events,
    depot_of,
    legal,
    legal_kind,
    new_game,
    player,
    to_place,
    update_player,
)

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps"
KEYS = ("1a", "1b", "2a", "2b", "3a", "3b", "4a", "4b")

# SM-10.3: forbids, ice squares, lifepods, shuttle, difficulty icons.
TABLE = {
    "1a": ("civ", 11, 2, (3, 3), 1), "1b": ("biomass", 6, 2, (3, 3), 1),
    "2a": ("energy", 6, 1, (3, 3), 1), "2b": ("rover", 6, 2, (4, 3), 1),
    "3a": ("water", 0, 1, (3, 3), 1), "3b": ("meteorite", 6, 1, (3, 3), 2),
    "4a": ("tech", 10, 2, (2, 2), 1), "4b": ("block", 7, 2, (3, 3), 1),
}
_PICTURE = """\
.....L  .....L  .....I  .....I  .....L  .....L  .....L  .....P
...ILL  ...LIL  ...LPI  ...LLI  ...LLL  ...IIL  ...LLL  ...LLI
..IIII  ..LIIL  ..LLLI  ..LPLL  ..PLLL  ..LILL  ..SIII  ..ILLI
.LISPI  .PLSLI  .LLSLI  .ILLSL  .LLSLL  .LLSLP  .IIIPL  .LISLL
.LILLI  .LLLII  .LLLLI  .IILLL  .LLLLL  .LIILL  .PLIIL  .LLLIL
LPILLI  LLPLLL  LLLLLI  LLILPL  LLLLLL  ILLLLL  LLLLII  IILLLP"""
GRIDS = {k: tuple(row.split()[i] for row in _PICTURE.splitlines()) for i, k in enumerate(KEYS)}

CIV_D2, CIV_D2_METEOR = 8, 20  # D2 civ / energy (PU-16.3), and its meteorite copy
WATER_D2 = 32  # D2 energy / water
B_ALL = 15  # the choice mask: every fragment on its "b" face


def face_board(key: str, cover: dict[tuple[int, int], str] | None = None,
               icons: dict[tuple[int, int], str] | None = None,
               meteors: tuple[tuple[int, int], ...] = ()):
    """An empty fragment board of a face with some squares covered (terrain letters)."""
    b = geo.empty_board(fragments.PREFIX + key)
    g = geo.geometry(b.key)
    terrain, icon_row = list(b.terrain), list(b.icons)
    for (x, y), ch in (cover or {}).items():
        terrain[g.square(x, y)] = ch
    for (x, y), ch in (icons or {}).items():
        icon_row[g.square(x, y)] = ch
    pods = tuple(s for s in b.lifepods if terrain[s] == ".")
    return replace(b, terrain="".join(terrain), icons="".join(icon_row), lifepods=pods,
                   meteors=tuple(g.square(x, y) for x, y in meteors))


def full(key: str, letter: str = "c"):
    """A fragment board with every square covered."""
    return face_board(key, {c: letter for c in fragments.squares(FACE_BY_KEY[key])})


def frag_player(mask: int = 0, **changes) -> Player:
    """A Universal Coalition player on the fragmented planet with these faces."""
    return player(boards=fragment_boards(mask), **changes)


def frag_place(mask: int = 0, **changes) -> State:
    """A two-seat game in steps 4-5 of round 1 with seat 0 on the fragmented planet."""
    st = to_place()
    return update_player(st, 0, boards=fragment_boards(mask), **changes)


def sq_of(key: str, x: int, y: int) -> int:
    return geo.geometry(fragments.PREFIX + key).square(x, y)


def dealt_seed(n: int, **options: object) -> int:
    """A seed whose planets=random deal gives seat 0 the fragmented planet."""
    for seed in range(300):
        st = new_game(n, seed, planets="random", fragments=True, **options)
        if st.players[0].planet_offer[0] == FRAGMENTED:
            return seed
    raise AssertionError("never dealt")


# --- SM-10 data and maps -------------------------------------------------------------------------


@pytest.mark.rule("SM-10.3")
@pytest.mark.parametrize("key", KEYS)
def test_face_equals_the_spec_table_and_picture(key: str) -> None:
    face = FACE_BY_KEY[key]
    forbids, ice, pods, shuttle, difficulty = TABLE[key]
    assert face.grid == GRIDS[key]
    assert (face.forbids, len(fragments.ice(face)), len(fragments.lifepods(face)),
            difficulty) == (forbids, ice, pods, face.difficulty)
    assert fragments.shuttles(face) == {shuttle}
    assert (face.fragment, face.side) == (int(key[0]), key[1])
    g = geo.geometry(face.board_key)
    assert g.shuttles == (g.square(*shuttle),) and len(g.lifepods) == pods
    assert g.ice.bit_count() == ice


@pytest.mark.rule("SM-10.3", "SM-10.1")
def test_a_faces_are_persephones_quadrants_and_b_faces_forbid_the_other_elements() -> None:
    persephone = PLANET_BY_KEY["persephone"]
    for frag in fragments.FRAGMENTS:
        a = FACE_BY_KEY[frag.faces[0]]
        for x, y in fragments.squares(a):
            px, py = fragments.layout_cell(frag.turns, x, y)
            assert persephone.cell(px, py) == a.cell(x, y).replace("S", "L")
        quadrant = {letter: box for box, letter in persephone.forbidden_icons}
        assert all((fragments.layout_cell(frag.turns, x, y) in quadrant[LETTER[a.forbids]])
                   for x, y in fragments.squares(a))
    a_sides = {FACE_BY_KEY[f.faces[0]].forbids for f in fragments.FRAGMENTS}
    b_sides = {FACE_BY_KEY[f.faces[1]].forbids for f in fragments.FRAGMENTS}
    assert a_sides == {"civ", "energy", "water", "tech"}
    assert b_sides == {"biomass", "rover", "meteorite", "block"}


@pytest.mark.rule("SM-10.1")
@pytest.mark.parametrize("key", KEYS)
def test_every_face_has_the_quarter_outline(key: str) -> None:
    face = FACE_BY_KEY[key]
    on = fragments.squares(face)
    assert (face.width, face.height) == (6, 6) and len(on) == 24
    assert [sum(1 for x in range(6) if (x, y) in on) for y in range(6)] == [1, 3, 4, 5, 5, 6]
    assert all((x, y) in on for y in range(6) for x in range(6 - len(
        [c for c in face.grid[y] if c != "."]), 6))  # right-aligned: the centre bottom-right
    assert len(fragments.edge_squares(face)) == 16
    g = geo.geometry(face.board_key)
    assert g.edge.bit_count() == 16 and g.squares.bit_count() == 24


@pytest.mark.rule("SM-10.1", "SM-9.1")
def test_the_layout_transform_puts_the_fragments_together_as_one_planet() -> None:
    assert [(f.fragment, f.position, f.turns) for f in fragments.FRAGMENTS] == [
        (1, "top-left", 0), (2, "top-right", 1), (3, "bottom-right", 2), (4, "bottom-left", 3)]
    for x, y in ((0, 5), (5, 0), (3, 4)):  # SM-10.1's formulas
        assert fragments.layout_cell(0, x, y) == (x, y)
        assert fragments.layout_cell(1, x, y) == (11 - y, x)
        assert fragments.layout_cell(2, x, y) == (11 - x, 11 - y)
        assert fragments.layout_cell(3, x, y) == (y, 11 - x)
    ksb = PLANET_BY_KEY["ksb4156"]
    disc = {(x, y) for y in range(12) for x in range(12) if ksb.cell(x, y) != "."}
    for mask in fragments.MASKS:
        shown = [display_cell(b, *geo.geometry(b.key).xy(s))
                 for b in fragment_boards(mask) for s in geo.board_squares(b)]
        assert len(shown) == len(set(shown)) == 96 and set(shown) == disc
    # the centre corner of every fragment lies at the layout's centre
    assert {display_cell(b, 5, 5) for b in fragment_boards(0)} == {
        (5, 5), (6, 5), (6, 6), (5, 6)}


@pytest.mark.rule("SM-10.2")
def test_medals_are_one_per_row_and_column_and_two_at_the_centre() -> None:
    lines = 0
    for face in fragments.FRAGMENT_FACES:
        rows, cols = geo.line_medals(face.board_key)
        assert rows == cols == (1, 1, 1, 1, 1, 2) and sum(rows) + sum(cols) == 14
        lines += len(ev.lines_of(face.board_key).lines)
        assert sum(m for _mask, m, _n in ev.lines_of(face.board_key).lines) == 14
    assert lines == 8 * 12  # 48 short lines a planet
    assert line_medals(player(boards=tuple(full(k) for k in ("1a", "2a", "3a", "4a")))) == 56


@pytest.mark.rule("SM-10.1", "SM-10.2", "SM-10.3")
@pytest.mark.parametrize("key", KEYS)
def test_map_equals_the_data(key: str) -> None:
    face = FACE_BY_KEY[key]
    m = boards.load_fragment(key)
    assert (m.key, m.number, m.width, m.height) == (key, face.fragment, 6, 6)
    assert m.cells == face.grid and m.cell(-1, 0) == "." and m.cell(5, 0) == face.grid[0][5]
    assert (m.row_medals, m.col_medals) == (face.row_medals, face.col_medals)
    assert m.edge == fragments.edge_squares(face)
    assert (m.forbids, m.difficulty) == (face.forbids, face.difficulty)
    assert m.turns == fragments.FRAGMENTS[face.fragment - 1].turns


def test_bad_fragment_maps_raise_board_error() -> None:
    with pytest.raises(boards.BoardError, match="not found"):
        boards.load_fragment("5a")
    with pytest.raises(boards.BoardError, match="expected '1b'"):
        boards.load_fragment("1b", MAPS / "fragment_1a.tmx")
    with pytest.raises(boards.BoardError, match="map property fragment is None"):
        boards.load_fragment("1a", MAPS / "moon_s.tmx")


def test_generator_reproduces_the_fragment_maps(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_maps", ROOT / "tools" / "make_maps.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    written = gen.fragment_maps(tmp_path)
    names = {p.relative_to(tmp_path).as_posix() for p in written}
    assert names == {"tilesets/fragment.tsx", "tilesets/fragment.png",
                     *(f"fragment_{k}.tmx" for k in KEYS)}
    for path in written:
        committed = MAPS / path.relative_to(tmp_path)
        if path.suffix == ".png":  # pixels, not bytes (zlib builds differ)
            import pygame

            a, b = pygame.image.load(str(path)), pygame.image.load(str(committed))
            assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
        else:
            assert path.read_bytes() == committed.read_bytes(), committed.name


def test_the_data_file_says_it_is_reconstructed() -> None:
    raw = json.loads(fragments.FRAGMENTS_FILE.read_text(encoding="utf-8"))
    assert raw["reconstructed"] is True
    assert "RECONSTRUCTED" in raw["note"] and "printed components may differ" in raw["note"]
    assert "SM-10" in raw["spec"]


# --- SM-0.5 difficulty ---------------------------------------------------------------------------


@pytest.mark.rule("SM-0.5")
def test_difficulty_is_the_sum_of_the_chosen_faces_icons() -> None:
    assert fragments.face_keys(0) == ("1a", "2a", "3a", "4a")
    assert fragments.face_keys(0b0100) == ("1a", "2a", "3b", "4a")
    assert fragments.difficulty(0) == 4 and fragments.difficulty(0b0100) == 5
    assert fragments.difficulty(B_ALL) == 1 + 1 + 2 + 1
    assert fragments.difficulty_range() == (4, 5)
    for mask in fragments.MASKS:
        assert fragments.difficulty(mask) == sum(FACE_BY_KEY[k].difficulty
                                                 for k in fragments.face_keys(mask))
        assert fragments.mask_of(fragments.face_keys(mask)) == mask
    assert fragment_difficulty(frag_player(0b0110)) == 5
    assert fragment_difficulty(player()) == 0
    with pytest.raises(ValueError):
        fragments.face_keys(16)


# --- SM-9.1 setup --------------------------------------------------------------------------------


@pytest.mark.rule("SM-9.1")
def test_the_option_shows_only_with_asymmetric_planets() -> None:
    assert not RULES.option_visible("fragments", {"planets": "symmetric"}, 2)
    assert not RULES.option_visible("fragments", {}, 2)
    assert RULES.option_visible("fragments", {"planets": "random"}, 2)
    assert RULES.option_visible("fragments", {"planets": "choice"}, 1)
    assert RULES.check_setup(2, {"fragments": "on"})["fragments"] is True
    assert RULES.check_setup(2, {})["fragments"] is False


@pytest.mark.rule("SM-9.1")
def test_free_choice_offers_the_fragmented_planet_once() -> None:
    st = new_game(3, 2, planets="choice", fragments=True)
    first = st.order[0]
    assert f"planet {FRAGMENTED}" in legal(st, first)
    assert f"planet {FRAGMENTED}" not in legal(new_game(3, 2, planets="choice"), first)
    st = act(st, first, f"planet {FRAGMENTED}")
    p = st.players[first]
    assert [b.kind for b in p.boards] == ["fragment"] * 4
    assert p.fragment_offer == fragments.MASKS
    for seat in st.order:  # the later seats: every planet but the fragmented one
        assert f"planet {FRAGMENTED}" not in legal(st, seat)
        st = act(st, seat, "planet 0")
    assert st.phase == "setup" and st.work[first].fragment_offer
    assert legal(st, first) == [f"fragments {m}" for m in fragments.MASKS]


@pytest.mark.rule("SM-9.1")
def test_a_dealt_fragmented_planet_goes_to_one_seat_at_most() -> None:
    dealt = 0
    for seed in range(40):
        st = new_game(6, seed, planets="random", fragments=True)
        offers = [p.planet_offer[0] for p in st.players]
        assert offers.count(FRAGMENTED) <= 1
        dealt += FRAGMENTED in offers
        plain = new_game(6, seed, planets="random")
        assert FRAGMENTED not in [p.planet_offer[0] for p in plain.players]
    assert dealt > 0


@pytest.mark.rule("SM-9.1", "SM-0.5")
def test_taking_the_fragmented_planet_then_choosing_the_faces() -> None:
    seed = dealt_seed(2)
    st = new_game(2, seed, planets="random", fragments=True)
    assert legal(st, 0) == [f"planet {FRAGMENTED}", "planet 0"]
    st, events = act_events(st, 0, f"planet {FRAGMENTED}")
    p = st.work[0]
    assert [b.key for b in p.boards] == [f"fragment_{k}" for k in ("1a", "2a", "3a", "4a")]
    assert not p.done and p.fragment_offer == fragments.MASKS
    # a lifepod on every lifepod square (SM-9.1)
    assert [len(b.lifepods) for b in p.boards] == [2, 1, 1, 2]
    assert "done" not in legal(st, 0)
    with pytest.raises(IllegalAction):
        act(st, 0, "fragments 16")
    st, events = act_events(st, 0, f"fragments {0b1010}")
    p = st.work[0]
    assert [b.key for b in p.boards] == [f"fragment_{k}" for k in ("1a", "2b", "3a", "4b")]
    assert not p.fragment_offer and p.done
    assert [len(b.lifepods) for b in p.boards] == [2, 2, 1, 2]
    chosen = [e for e in events if e.kind == "sm.fragments_chosen"]
    assert chosen[0].args["faces"] == "1a/2b/3a/4b" and chosen[0].args["difficulty"] == 4
    with pytest.raises(IllegalAction):
        act(st, 0, "fragments 0")  # chosen once


@pytest.mark.rule("SM-9.1")
def test_the_moon_comes_after_the_four_fragments() -> None:
    seed = dealt_seed(1, moons=True)
    st = new_game(1, seed, planets="random", fragments=True, moons=True)
    st = act(st, 0, f"planet {FRAGMENTED}")
    assert legal_kind(st, 0, "moon") == [] and legal_kind(st, 0, "fragments")
    st = act(st, 0, "fragments 3")
    moon = legal_kind(st, 0, "moon")[0]
    st = act(st, 0, moon)
    assert [b.kind for b in st.work[0].boards] == ["fragment"] * 4 + ["moon"]


# --- SM-14 information ---------------------------------------------------------------------------


@pytest.mark.rule("SM-14.2", "SM-14.1")
def test_faces_are_chosen_in_secret_and_revealed_together() -> None:
    st = new_game(2, 5, planets="choice", fragments=True, moons=True)
    first, second = st.order
    st = act(act(st, first, f"planet {FRAGMENTED}"), second, "planet 0")
    assert st.phase == "setup"
    st = act(st, first, f"fragments {B_ALL}")
    mine = [b.key for b in RULES.view(st, first).players[first].boards]
    theirs = [b.key for b in RULES.view(st, second).players[first].boards]
    public = [b.key for b in RULES.view(st, None).players[first].boards]
    assert mine[:4] == [f"fragment_{k}b" for k in "1234"]
    assert theirs == public and all(k.endswith("a") for k in theirs[:4])  # not yet revealed
    for action in [a for a in legal(st, first) if a.startswith("moon")][:1]:
        st = act(st, first, action)
    assert RULES.view(st, second).players[first].boards[0].key == "fragment_1a"
    st = act(st, second, legal_kind(st, second, "moon")[0])
    assert st.phase != "setup"  # everybody done: revealed together (SM-14.1: public faces)
    assert [b.key for b in RULES.view(st, second).players[first].boards][:4] == mine[:4]


# --- SM-9.2 separate grids -----------------------------------------------------------------------


@pytest.mark.rule("SM-9.2")
def test_each_fragment_is_its_own_grid() -> None:
    st = frag_place()
    places = [a.split() for a in legal_kind(st, 0, "place")]
    assert {int(a[5]) for a in places} == {0, 1, 2, 3}
    p = st.work[0]
    for _k, slot, form, x, y, bi in places:
        b = p.boards[int(bi)]
        tile = st.stacks[int(slot)][0]
        cells = geo.squares_of(b, tile, int(form), int(x), int(y))
        g = geo.geometry(b.key)
        assert all(g.on_board(*g.xy(s)) for s, _l, _i, _m in cells)  # never off the fragment
    # Areas and rover steps stop at a fragment's border: fragment 1's centre corner (5, 5)
    # touches fragment 2's (5, 5) on the layout, yet they are not neighbours.
    civ = face_board("1a", {(5, 5): "c"}), face_board("2a", {(5, 5): "c"})
    assert [len(geo.areas(b, "c")[0]) for b in civ] == [1, 1]
    corner = sq_of("1a", 5, 5)
    st = update_player(st, 0, rovers=(Rover(0, corner),), moves=3)
    assert sorted(a for a in legal_kind(st, 0, "move")) == ["move 0 0", "move 0 3"]  # up, left


# --- SM-9.3 forbidden elements -------------------------------------------------------------------


@pytest.mark.rule("SM-9.3")
def test_a_resource_face_takes_no_tile_with_that_icon_but_takes_its_plain_squares() -> None:
    rules = geo.Rules()
    civ_face = geo.empty_board("fragment_1a")
    assert not geo.has_placement(civ_face, CIV_D2, rules)  # a Civ icon would lie on it
    assert geo.has_placement(geo.empty_board("fragment_1b"), CIV_D2, rules)
    assert geo.has_placement(civ_face, WATER_D2, rules)
    assert not geo.is_legal_placement(civ_face, CIV_D2, 0, 5, 4, rules)
    assert geo.is_legal_placement(civ_face, WATER_D2, 0, 5, 4, rules)
    # A Civ terrain block is a plain Civ square: allowed (form 1 + civ).
    block = geo.Rules(is_patch=True)
    assert geo.is_legal_placement(civ_face, PATCH, 0, 5, 5, block)
    # Each "a"/"b" resource face bans exactly its resource's icons.
    for face in fragments.FRAGMENT_FACES:
        if face.forbids not in LETTER:
            continue
        b = geo.empty_board(face.board_key)
        for t in TILES:
            if t.shape_id == TILES[CIV_D2].shape_id:
                assert geo.has_placement(b, t.tile_id, rules) == (
                    face.forbids not in t.resources()), (face.key, t)


@pytest.mark.rule("SM-9.3")
def test_the_meteorite_face_takes_no_meteorite_tile() -> None:
    rules = geo.Rules()
    b = geo.empty_board("fragment_3b")
    assert geo.has_placement(b, CIV_D2, rules)
    assert not geo.has_placement(b, CIV_D2_METEOR, rules)
    assert not geo.is_legal_placement(b, CIV_D2_METEOR, 0, 5, 4, rules)
    assert geo.has_placement(geo.empty_board("fragment_3a"), CIV_D2_METEOR, rules)
    assert not geo.has_placement(b, 1000, rules)  # a rescue tile carries a meteorite (SM-7.2)
    assert geo.placement_masks("fragment_3b", 0, CIV_D2_METEOR) == []  # the bots' look-ahead


@pytest.mark.rule("SM-9.3")
def test_the_block_face_takes_no_patch_and_no_terrain_block() -> None:
    st = frag_place(0b1000, blocks=BLOCK_SET)  # fragment 4 on 4b
    p = st.work[0]
    opts = choices(st, 0, p, Gain("patch"))
    assert {c[0] for c in opts} == {0, 1, 2}  # never board 3 (4b)
    assert any(len(c) == 3 for c in opts)  # blocks offered elsewhere
    assert not geo.has_placement(p.boards[3], PATCH, geo.Rules(is_patch=True))
    assert geo.has_placement(p.boards[3], CIV_D2, geo.Rules())  # tiles are welcome


# --- SM-9.4 edge first per fragment --------------------------------------------------------------


@pytest.mark.rule("SM-9.4")
def test_edge_first_then_adjacency_on_each_fragment() -> None:
    rules = geo.Rules()
    b = geo.empty_board("fragment_1b")
    g = geo.geometry(b.key)
    # D2 form 0 is horizontal: (3,3)-(4,3) are interior squares, (4,4)-(5,4) reach the edge.
    assert not geo.is_legal_placement(b, WATER_D2, 0, 3, 3, rules)
    assert geo.is_legal_placement(b, WATER_D2, 0, 4, 4, rules)
    assert all(any(g.edge & g.bit(*g.xy(s)) for s, _l, _i, _m in geo.squares_of(
        b, WATER_D2, f, x, y)) for f, x, y in geo.placements(b, WATER_D2, rules))
    # Another fragment's terrain does not count: the first tile here still needs the edge
    # and needs not touch anything; later tiles here must touch this fragment's terrain.
    st = frag_place()
    st = update_player(st, 0, boards=(full("1a"),) + st.work[0].boards[1:])
    started = face_board("1b", {(5, 5): "w"})
    assert not geo.is_legal_placement(started, WATER_D2, 0, 1, 3, rules)  # edge, not touching
    assert geo.is_legal_placement(started, WATER_D2, 0, 4, 4, rules)  # touches (5, 5)


# --- SM-9.5 the shuttle --------------------------------------------------------------------------


@pytest.mark.rule("SM-9.5")
def test_a_rover_on_a_bare_shuttle_goes_anywhere_on_the_fragments_for_one_movement() -> None:
    shuttle = sq_of("1a", 3, 3)
    st = frag_place(moves=2, rovers=(Rover(0, shuttle), Rover(2, sq_of("3a", 5, 5))))
    uses = legal_kind(st, 0, "use")
    assert len(uses) == 4 * 24 - 2  # every rover-free square of every fragment
    assert all(u.startswith(f"use {SHUTTLE_USE} 0 ") for u in uses)
    assert f"use {SHUTTLE_USE} 0 2 {sq_of('3a', 5, 5)}" not in uses  # another rover there
    target = st.work[0].boards[1].lifepods[0]  # a lifepod on fragment 2
    st2, events = act_events(st, 0, f"use {SHUTTLE_USE} 0 1 {target}")
    p = st2.work[0]
    assert p.rovers[0] == Rover(1, target) and p.moves == 1 and p.lifepods == 1
    assert target not in p.boards[1].lifepods
    assert any(e.kind == "sm.rover_shuttled" and e.args["fragment"] == 2 for e in events)
    assert legal_kind(st2, 0, "use") == []  # no longer on the shuttle


@pytest.mark.rule("SM-9.5")
def test_no_shuttle_when_covered_without_movement_or_off_its_square() -> None:
    shuttle = sq_of("1a", 3, 3)
    st = frag_place(moves=1, rovers=(Rover(0, shuttle),))
    assert legal_kind(st, 0, "use")
    assert legal_kind(update_player(st, 0, moves=0), 0, "use") == []
    off = update_player(st, 0, rovers=(Rover(0, sq_of("1a", 3, 4)),))
    assert legal_kind(off, 0, "use") == []
    covered = update_player(st, 0, boards=(face_board("1a", {(3, 3): "c"}),)
                            + st.work[0].boards[1:])
    assert legal_kind(covered, 0, "use") == []
    with pytest.raises(IllegalAction):
        act(covered, 0, f"use {SHUTTLE_USE} 0 1 0")
    # Off the fragmented planet there is no shuttle at all.
    plain = update_player(to_place(), 0, moves=2, rovers=(Rover(0, 40),))
    assert shuttle_choices(plain, 0, plain.work[0]) == []


# --- SM-9.6 scoring ------------------------------------------------------------------------------


@pytest.mark.rule("SM-9.6")
def test_each_fragment_scores_its_own_rows_and_columns() -> None:
    assert geo.line_medals("fragment_2b") == ((1, 1, 1, 1, 1, 2), (1, 1, 1, 1, 1, 2))
    lone = face_board("1a", {(5, 0): "c"})  # row 0 has one square
    assert line_medals(player(boards=(lone,))) == 1
    face = FACE_BY_KEY["1a"]
    row5 = face_board("1a", {(x, 5): "c" for x in range(6)})
    assert line_medals(player(boards=(row5,))) == 2 + 1  # row 5, and column 0's one square
    whole = full("1a")
    assert line_medals(player(boards=(whole,))) == 14
    spoiled = replace(whole, meteors=(sq_of("1a", 5, 5),))
    assert line_medals(player(boards=(spoiled,))) == 14 - 2 - 2  # row 5 and column 5
    p = frag_player(0)
    p = replace(p, boards=(whole, full("2a"), p.boards[2], p.boards[3]))
    assert line_medals(p) == 28
    assert len(fragments.squares(face)) == 24


# --- SM-9.7 one planet for objectives, scopes and counts -----------------------------------------


def _card(side: str, measure_or_kind: str, terrain: str) -> int:
    for cid, card in OBJECTIVES.items():
        rule = getattr(card, side).rule
        if measure_or_kind in (rule.get("measure"), rule.get("kind")) and terrain in (
                rule.get("terrain"), rule.get("resource")):
            return cid
    raise KeyError(measure_or_kind)


@pytest.mark.rule("SM-9.7", "SM-2.3")
def test_objectives_read_the_four_fragments_as_one_planet() -> None:
    icons = {(5, 5): "c", (4, 5): "c"}
    one = face_board("1b", {c: "c" for c in icons}, icons)
    two = face_board("2b", {(5, 5): "c", (5, 4): "c", (5, 3): "c"}, {(5, 4): "c"})
    p = frag_player(B_ALL)
    p = replace(p, boards=(one, two) + p.boards[2:])
    assert neighbour_value(p, _card("neighbour", "resource_count", "civ")) == 3  # counts add
    assert neighbour_value(p, _card("neighbour", "largest_area", "civ")) == 3  # not 2 + 3
    assert neighbour_value(p, _card("neighbour", "area_count", "civ")) == 2
    # A 3×3 lies within one fragment: nine civ squares split over two fragments make none.
    split = face_board("1b", {(x, y): "c" for x in (3, 4, 5) for y in (3, 4)})
    rest = face_board("4a", {(x, 5): "c" for x in (3, 4, 5)})
    p2 = replace(p, boards=(split, p.boards[1], p.boards[2], rest))
    rect = _card("private", "terrain_rectangle", "civ")
    assert not private_met(p2, rect)
    block = face_board("1b", {(x, y): "c" for x in (3, 4, 5) for y in (3, 4, 5)})
    assert private_met(replace(p, boards=(block,) + p.boards[1:]), rect)
    # Planet-scope items reach all four fragments and never the moon.
    moon = geo.empty_board("moon_s")
    pm = replace(p, boards=p.boards + (moon,))
    assert in_scope(pm, Gain("lifepod", source="card:13")) == [0, 1, 2, 3]
    assert in_scope(pm, Gain("lifepod", source="card:3")) == [0, 1, 2, 3, 4]
    # The tie-break's bare planet squares add up over the fragments (PU-14.4).
    assert bare_planet_squares(pm) == 96 - 2 - 3


@pytest.mark.rule("SM-9.7")
def test_planet_events_count_rovers_and_lifepods_on_every_fragment() -> None:
    st = frag_place(rovers=(Rover(0, 10), Rover(3, 12)))
    p = st.work[0]
    from game.supermoon.card_effects import event_gains
    from tests.supermoon.builders import turn
    t = turn(p)
    event_gains(t, 111)  # more than one rover on the planet: one is destroyed
    assert [g.kind for g in t.player.pool] == ["kill_rover"]
    pods = choices(st, 0, p, Gain("lifepod", source="card:13"))
    assert {bi for bi, _sq in pods} == {0, 1, 2, 3} and len(pods) == 6


@pytest.mark.rule("SM-9.6", "SM-9.7")
def test_the_score_and_the_tie_break_read_the_fragments() -> None:
    st = frag_place()
    p = st.work[0]
    st = update_player(st, 0, boards=(full("1a"),) + p.boards[1:])
    parts = breakdown(st, 0)
    assert parts["lines"] == 14 and parts["planet"] == 0
    assert tiebreak_key(st, 0)[1] == -(96 - 24)


# --- SM-9.8 waiver -------------------------------------------------------------------------------


@pytest.mark.rule("SM-9.8", "SM-1.2", "SM-1.4")
def test_the_waiver_levels_lift_the_forbidden_elements() -> None:
    st = frag_place()
    p = st.work[0]
    st = update_player(st, 0, boards=(p.boards[0], full("2a"), full("3a"), full("4a")))
    st = depot_of(st, 0, (CIV_D2,), (128,))  # both tiles carry a Civ icon, only 1a is free
    p = st.work[0]
    assert placement_level(st, 0, p) == 3
    assert not geo.has_placement(p.boards[0], CIV_D2, geo.Rules())
    assert geo.has_placement(p.boards[0], CIV_D2, geo.Rules(board_rules=False))
    st = update_player(st, 0, lifted=True)
    assert any(a.split()[5] == "0" for a in legal_kind(st, 0, "place"))
    # A water tile fits at level 1 (nothing to lift); the meteorite face is lifted likewise.
    assert placement_level(depot_of(st, 0, (WATER_D2,), (128,)), 0, p) == 1
    meteor = geo.empty_board("fragment_3b")
    assert geo.has_placement(meteor, CIV_D2_METEOR, geo.Rules(board_rules=False))
    # Patches follow all rules: the block face stays closed to them.
    assert not geo.has_placement(geo.empty_board("fragment_4b"), PATCH,
                                 geo.Rules(is_patch=True))
    assert geo.waivable(meteor) and not geo.waivable(geo.empty_board("ksb4156"))


# --- SM-13.3 solo target -------------------------------------------------------------------------


@pytest.mark.rule("SM-13.3")
def test_the_solo_target_is_unchanged_on_the_fragmented_planet() -> None:
    for moons in (False, True):
        seed = dealt_seed(1, moons=moons)
        st = new_game(1, seed, planets="random", fragments=True, moons=moons)
        st = act(act(st, 0, f"planet {FRAGMENTED}"), 0, "fragments 0")
        assert all(b.kind == "fragment" for b in st.work[0].boards[:4])
        g, o, r = st.event_counts
        assert target(st) == solo_target({"green": g, "orange": o, "red": r}, moon=moons)


# --- saves ---------------------------------------------------------------------------------------


@pytest.mark.rule("SM-9.1")
def test_a_fragmented_game_survives_a_json_round_trip() -> None:
    seed = dealt_seed(2)
    st = new_game(2, seed, planets="random", fragments=True)
    st = act(st, 0, f"planet {FRAGMENTED}")
    for state in (st, act(st, 0, "fragments 9"), frag_place(moves=1,
                                                            rovers=(Rover(0, 21),))):
        text = codec.dumps(state)
        assert codec.loads(State, text) == state
        view = RULES.view(state, 1)
        assert codec.loads(type(view), codec.dumps(view)) == view


# --- bots ----------------------------------------------------------------------------------------


def test_bots_choose_the_faces_and_take_a_dealt_fragmented_planet() -> None:
    from game.core.rng import MutableRng, Rng
    from game.supermoon.actions import Action

    r = MutableRng(Rng.from_seed(3))
    offers = [Action("fragments", (m,)) for m in fragments.MASKS]
    best = max(fragments.MASKS, key=lambda m: sum(face_rating(k)
                                                  for k in fragments.face_keys(m)))
    assert choose_fragments(offers, r, "hard") == Action("fragments", (best,))
    assert fragments.difficulty(best) == 4  # never the harder meteorite face here
    dealt = [Action("planet", (FRAGMENTED,)), Action("planet", (0,))]
    assert choose_planet(dealt, r, "normal").args == (FRAGMENTED,)
    free = [Action("planet", (k,)) for k in (0, 3, 7, FRAGMENTED)]
    assert choose_planet(free, r, "hard").args == (3,)  # Charybdis, difficulty 1


def test_the_ratings_know_a_fragments_lines_and_its_shuttle() -> None:
    empty = frag_player(0)
    p = replace(empty, boards=(full("1a"),) + empty.boards[1:])
    # The finished lines count whole at the end: 14 medals (SM-10.2; the empty fragment's
    # two one-neighbour corners cost a little more).
    gained = ev.position(p, late=1.0) - ev.position(empty, late=1.0)
    assert 14.0 <= gained < 15.0
    # A rover on a bare shuttle reaches the lifepods of every fragment (SM-9.5); once the
    # shuttle is covered, a fragment without lifepods left offers it nothing.
    q = frag_player(0)
    bare = replace(q.boards[0], lifepods=())
    near = replace(q, boards=(bare,) + q.boards[1:], rovers=(Rover(0, sq_of("1a", 3, 3)),))
    assert ev.rover_potential(near) == pytest.approx(ev.ROVER_REACH * ev.ROVER_DECAY)
    covered = replace(bare, terrain=face_board("1a", {(3, 3): "c"}).terrain)
    assert ev.rover_potential(replace(near, boards=(covered,) + q.boards[1:])) == 0.0
    # The last square of row 0 and column 5 finishes 1 + 2 medals of the fragment.
    last = face_board("1a", {c: "c" for c in fragments.squares(FACE_BY_KEY["1a"])
                            if c != (5, 0)})
    gain = ev.quick_placement(replace(p, boards=(last,) + p.boards[1:]), 0, PATCH, 0, 5, 0)
    assert gain > 2.0


def _fragment_rules():
    spec = importlib.util.spec_from_file_location(
        "fragment_games", ROOT / "tools" / "fragment_games.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module._rules(), module.FORCED


@pytest.mark.rule("SM-9.1", "SM-9.5", "SM-9.6")
@pytest.mark.parametrize("n, planets, extra", [
    (1, "random", {}), (2, "choice", {"moons": True, "rescue": "on", "blocks": True})])
def test_bot_games_on_the_fragmented_planet_finish(n: int, planets: str, extra: dict) -> None:
    rules, forced = _fragment_rules()
    options = {"planets": planets, "fragments": True, **extra}
    result = play_bots(rules, ["easy" + forced] + ["easy"] * (n - 1), 1234 + n, options,
                       keep_events=True)
    assert result.outcome is not None
    chosen = [e for e in result.events if e.kind == "sm.fragments_chosen" and e.reveal]
    assert len(chosen) == 1 and chosen[0].args["seat"] == 0
    placed = [e for e in result.events if e.kind == "sm.tile_placed" and e.reveal
              and e.args["seat"] == 0]
    assert {e.args["board"] for e in placed} >= {0, 1, 2, 3}  # every fragment played
