"""The civ choice's card names: two lines rather than a cut where the card has the room.

A stop-58 mouse pilot at 6 seats, 150%, in French read « Commémoration du Jour de la Premi… »
and « Département des Ressources natur… » on the rank-1 choice: one line, shrunk, then cut,
with room left in the card. A name now takes two lines when one would need the type below
80% and the card's text still fits whole under it (PU-10.1: the cards to choose from).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402
from tests.supermoon.test_supermoon_table import seats, start, to_civ_choice  # noqa: E402


def _at_civ_choice(app, seed: int):
    """A 6-seat table (events and private objectives on) at seat 0's civ card choice."""
    options = RULES.check_setup(6, {"events": True, "private_objectives": True})
    match = Match(RULES, seats(6), seed, options)
    table = start(app, match)
    to_civ_choice(match, table)
    # one frame first: the log's rows are rendered as the table is drawn (stop 89), and a
    # log line (« un marqueur de 2 ») would join the texts the tests read off the next frame
    app.frame([], 1 / 60)
    return table


@pytest.mark.rule("PU-10.1")
@pytest.mark.parametrize("seed", [13, 21])
def test_every_civ_card_name_on_offer_is_whole(seed: int) -> None:
    from game.ui import assets, i18n, theme

    a = make_test_app(language="fr", ui_scale=1.5)
    try:
        table = _at_civ_choice(a, seed)
        names = [i18n.t(f"sm.civ.{c}.name") for c in table.view().players[0].picking]
        assets.fit.cache_clear()
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            a.frame([], 1 / 60)
        assert not [c for c in cuts if any(c[0].rstrip("…")[:12] in n for n in names)], cuts
        strings = [text for text, _size in drawn]
        for name in names:  # on one line, or on two consecutive ones
            assert name in strings or any(
                f"{strings[i]} {strings[i + 1]}" == name for i in range(len(strings) - 1)), name
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.rule("PU-10.1")
@pytest.mark.parametrize("seed", [13, 21])
def test_civ_cards_read_at_full_size_at_six_seats_and_150(seed: int) -> None:
    """Seven civ cards at 150% with 6 seats read at about 11 px in two columns over the board
    and the station: the panel now takes the cards' column too, and every card's text is at
    the card text size, nothing cut."""
    from game.ui import assets, i18n, theme
    from game.ui.theme import px

    a = make_test_app(language="fr", ui_scale=1.5)
    try:
        table = _at_civ_choice(a, seed)
        picking = table.view().players[0].picking
        texts = [i18n.t(f"sm.civ.{c}.text") for c in picking]
        assets.fit.cache_clear()
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            a.frame([], 1 / 60)
        assert not cuts, cuts
        sizes = {size for text, size in drawn if len(text) >= 12 and any(text in t for t in texts)}
        assert sizes == {px(theme.FONT_SMALL) - px(1)}, sizes
        # the panel covers the cards' column: nothing under it answers the mouse
        cards = table.region("cards")
        assert not [h for h in table.hits if h.rect.colliderect(cards) and not h.action]
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.rule("PU-10.1")
def test_civ_choice_at_100_leaves_the_cards_column_and_hides_what_it_covers() -> None:
    """At 100% the two columns over the board and the station are enough: the event and the
    objectives stay in sight beside them. A hover over the panel between two cards reaches
    nothing drawn under it (a board square, a station stack)."""
    from game.ui import theme

    a = make_test_app(language="en", ui_scale=1.0)
    try:
        table = _at_civ_choice(a, 13)
        a.frame([], 1 / 60)
        cards = table.region("cards")
        assert [h for h in table.hits if cards.contains(h.rect)], "the objectives' tooltips"
        choices = [h.rect for h in table.hits if h.action is not None]
        board = table.region("own_board")
        spot = next((x, y) for y in range(board.y + 60, board.bottom, 3)
                    for x in range(board.x + 20, board.right, 3)
                    if not any(r.inflate(4, 4).collidepoint(x, y) for r in choices))
        assert table.tooltip_at(spot) is None
    finally:
        a.close()
        theme.set_scale(1.0)
