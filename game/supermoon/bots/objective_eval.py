"""How far a player is from each private objective (PU-11.2), for the bots.

`progress` is 1 when the condition holds and a fraction below otherwise, so that a bot can
feel its way towards a condition instead of seeing only met / not met. `wanted_terrains` are
the terrains whose clustering a private objective rewards (rectangles, rich areas).
"""

from __future__ import annotations

from game.supermoon import board as geo
from game.supermoon import objectives as obj
from game.supermoon.data import LETTER, OBJECTIVES, TRACK_INDEX, TRACK_TOP
from game.supermoon.state import Board, Player

DIFFICULTY = {  # kinds a bot prefers to keep when it drops one (PU-15.2, PU-1.7)
    "track_at_max": 0.75, "resource_count_at_most": 0.8,
    "collected_lifepods_more_than_meteorites": 0.8, "terrain_rectangle": 0.55,
    "area_with_resources": 0.55, "nothing_uncovered": 0.35,
    "collected_meteorites_at_least": 0.25,
}


def _rect_progress(board: Board, letter: str, w: int, h: int) -> float:
    g = geo.geometry(board.key)
    best = 0.0
    for y in range(g.height - h + 1):
        for x in range(g.width - w + 1):
            mine = 0
            blocked = False
            for dy in range(h):
                for dx in range(w):
                    if not g.on_board(x + dx, y + dy):
                        blocked = True
                        break
                    ch = board.terrain[(y + dy) * g.width + x + dx]
                    if ch == letter:
                        mine += 1
                    elif ch != ".":
                        blocked = True
                        break
                if blocked:
                    break
            if not blocked:
                best = max(best, mine / (w * h))
    return best


def progress(player: Player, card: int) -> float:
    """0 … 1 towards the private side of an objective card (1 = met)."""
    side = OBJECTIVES[card].private
    if obj.condition_holds(player, side):
        return 1.0
    rule = side.rule
    kind = str(rule["kind"])
    boards = obj.scoped_boards(player, side.scope)
    if kind == "terrain_rectangle":
        letter, w, h = LETTER[str(rule["terrain"])], int(rule["w"]), int(rule["h"])
        sizes = {(w, h), (h, w)} if rule.get("rotated_allowed") else {(w, h)}
        return max((_rect_progress(b, letter, rw, rh) for b in boards for rw, rh in sizes),
                   default=0.0)
    if kind == "area_with_resources":
        letter, need = LETTER[str(rule["terrain"])], int(rule["min_resources"])
        best = max((sum(1 for sq in a if b.icons[sq] == letter)
                    for b in boards for a in geo.areas(b, letter)), default=0)
        return best / need
    if kind == "track_at_max":
        return player.tracks[TRACK_INDEX[str(rule["track"])]] / TRACK_TOP
    if kind == "resource_count_at_most":
        return 0.0  # already over the limit: lost for good
    if kind == "collected_meteorites_at_least":
        return player.meteorites / int(rule["min"])
    if kind == "collected_lifepods_more_than_meteorites":
        return 0.5
    if kind == "nothing_uncovered":
        ice = str(rule["cells"]) == "ice"
        total = sum(1 for b in boards for sq in geo.board_squares(b) if geo.is_ice(b, sq) == ice)
        return 1.0 - obj.uncovered(boards, ice) / max(1, total)
    return 0.0


def wanted_terrains(player: Player) -> frozenset[str]:
    """Terrain letters that the player's private objectives want grouped."""
    out = set()
    for card in player.objectives:
        rule = OBJECTIVES[card].private.rule
        if rule["kind"] in ("terrain_rectangle", "area_with_resources"):
            out.add(LETTER[str(rule["terrain"])])
    return frozenset(out)


def keep_preference(card: int) -> float:
    """How readily a bot keeps an objective card (easier first)."""
    return DIFFICULTY.get(str(OBJECTIVES[card].private.rule["kind"]), 0.5)
