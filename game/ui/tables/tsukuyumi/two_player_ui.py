"""The two-player mode on the Tsukuyumi table (TS-13): the Victory cards and the board build.

Small pieces the table's panels call at two seats:

- the Victory cards (TS-13.10, public: they follow from the faction, TS-40.2): a ★ chip in each
  seat's row (where the goal stands at 3 and 4 players), each seat's cards with their VP so far
  in the right column (the viewer's first), the cards in the folded column's seat tooltip, every
  tooltip giving the card's name, text and VP, and that the cards are reconstructed (TS-0.2);
- the board build (TS-13.4): the setup step's name, the prompt naming the drawn tile and the
  tiles left in the pile (only its size is known, TS-40.6);
- the final score by kind of Victory card (marked during the game / counted at the end).

The points are read with `two_player.card_points` on the match's state: public information,
as the live totals are (TS-40.1, TS-40.2).
"""

from __future__ import annotations

from typing import Any

from game.tsukuyumi import two_player
from game.tsukuyumi.tiles import TILE_BY_ID


def active(view: Any) -> bool:
    """A two-player game (TS-0.5)? (A view, or a state.)"""
    return getattr(view, "n", 0) == two_player.PLAYERS


def card_tip(table, seat: int, card: two_player.VictoryCard) -> str:
    """A Victory card: whose, its name and text, its VP so far, reconstructed."""
    t = table.t
    points = two_player.card_points(table.match.state, seat, card)
    when = t("ts.ui.victory.end") if card.when == "end_of_game" else t("ts.ui.victory.marked")
    lines = [t("ts.ui.victory.title", name=t(f"ts.victory.{card.key}.name"),
               who=table.name(seat)),
             t(f"ts.victory.{card.key}.text"), t("ts.ui.victory.points", n=points) + " " + when]
    if card.is_reconstructed:
        lines.append(t("ts.ui.victory.reconstructed"))
    return "\n".join(lines)


def seat_chips(table, view: Any, seat: int) -> list[tuple[str, str]]:
    """(text, tip) for a seat's row: one ★ chip (where the faction goal stands at 3 and 4
    players), its tooltip giving both Victory cards."""
    if not active(view) or not view.seats[seat].faction:
        return []
    st = table.match.state
    tips = [card_tip(table, seat, c) for c in two_player.seat_cards(st, seat)]
    return [("★", "\n\n".join(tips))]


def card_lines(table, view: Any) -> list[tuple[str, list[tuple[str, str, str]]]]:
    """Per seat, the viewer's first: a head ("Victory cards — Ana") and (text, tip, short)
    per card ("Grid Control: 3 VP", its tooltip, and "★3 Grid" where that does not fit)."""
    if not active(view):
        return []
    st = table.match.state
    seats = sorted(range(view.n), key=lambda s: s != table.viewer)
    out = []
    for seat in seats:
        cards = []
        for c in two_player.seat_cards(st, seat):
            n = two_player.card_points(st, seat, c)
            name = table.t(f"ts.victory.{c.key}.name")
            cards.append((table.t("ts.ui.victory.line", name=name, n=n),
                          card_tip(table, seat, c), f"★{n} {name.split()[0]}"))
        if cards:
            out.append((table.t("ts.ui.victory.head", who=table.name(seat)), cards))
    return out


def seat_tip_lines(table, view: Any, seat: int) -> list[str]:
    """The seat's Victory cards for the folded column's tooltip."""
    if not active(view):
        return []
    st = table.match.state
    return [f"★ {table.t(f'ts.victory.{c.key}.name')}: "
            f"{table.t('ts.ui.vp', n=two_player.card_points(st, seat, c))}"
            for c in two_player.seat_cards(st, seat)]


def setup_key(view: Any, step: str) -> str:
    """The i18n key of a setup step's name: the tile step is the board build at two seats."""
    return "ts.ui.setup.build" if step == "tile" and active(view) else f"ts.ui.setup.{step}"


def build_prompt(table, view: Any) -> str | None:
    """TS-13.4: what the seat placing the drawn tile is asked, or None (not the build)."""
    if not active(view) or view.phase != "tile" or not view.tiles_left:
        return None
    tile = TILE_BY_ID[view.tiles_left[0]]
    t = table.t
    kind = t("ts.zone.mountain_value", value=tile.mountain) if tile.zone_type == "mountain" \
        else t(f"ts.zone.{tile.zone_type}")
    if tile.characteristic:
        kind += " · " + t(f"ts.char.{tile.characteristic}")
    return t("ts.ui.prompt.build", tile=kind, n=view.pile_size)


def score_details(table) -> tuple[list[str], dict[int, list[int]]] | None:
    """The final score by kind (TS-13.2): VP the Victory cards marked during the game, VP
    they count at the end."""
    st = table.match.state
    if not active(st):
        return None
    titles = [table.t("ts.ui.over.victory_marked"), table.t("ts.ui.over.victory_end")]
    values = {s: [two_player.marked(st, s), two_player.end_points(st, s)] for s in range(st.n)}
    return titles, values


__all__ = ["active", "build_prompt", "card_lines", "card_tip", "score_details", "seat_chips",
           "seat_tip_lines", "setup_key"]
