"""While a roll-off's dice tumble, the table does not tell a tie before they land.

A screenshot review (stop 64) saw the roll-off with Ana's dice in the air: Luna's row showed
its total, Selene's settled dice none, the top bar read « To play: Ana, Selene » and the
players panel marked both: a tie between Ana and Selene, told before Ana's dice landed (the
state clears the tied seats' totals at once). Now the settled dice keep their total, and the
top bar and the players panel show who is rolling."""

from __future__ import annotations

import pytest
from ui_helpers import make_test_app, texts_drawn

from game.moonstar.actions import Roll
from game.moonstar.state import Phase
from game.ui import i18n
from game.ui.tables.moonstar.capture import _match, frames, show


def _tie_in_the_air(app):
    """Selene and Luna rolled; Ana's roll ties Selene and her dice still tumble."""
    for seed in range(1, 400):
        match = _match(seed=seed)
        table = show(app, match)
        for seat in (1, 2):
            table.submit_as(seat, Roll(), quiet=True)
        frames(app, 1.4)
        before = match.state.rolloff_totals[1]
        table.submit_as(0, Roll())
        frames(app, 0.3)
        if match.state.phase is Phase.ROLL_OFF and set(match.to_act()) == {0, 1}:
            assert table.rolloff_tumbling()
            return match, table, before
    raise AssertionError("no seed ties Ana with Selene")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tie_is_not_told_before_the_dice_land(lang: str) -> None:
    app = make_test_app(language=lang, animation_speed="normal")
    try:
        match, table, selene = _tie_in_the_air(app)
        assert match.state.rolloff_totals[1] < 0  # the state has cleared the tie already
        with texts_drawn() as drawn:
            app.frame([], 1 / 60)
        texts = [text for text, _ in drawn]
        assert str(selene) in texts  # beside her settled dice, as Luna's
        status = table.status_text()
        assert status == i18n.t("ui.moonstar.rolloff.rolling", names="Ana")
        assert "Selene" not in status and "Selene" not in table.short_status_text()
        assert table.shown_to_act() == [0]  # the players panel marks Ana alone
        frames(app, 2.5)  # the dice land: now the tie is told
        assert not table.rolloff_tumbling()
        assert "Selene" in table.status_text() and table.shown_to_act() == [0, 1]
    finally:
        app.close()


def test_a_tied_seat_s_old_roll_is_not_shown_as_its_result() -> None:
    """In the tie-break, a tied seat that has not rolled again keeps its old dice on show
    while the other tied seat's dice tumble, but not their total: it is not its result
    (a review of this stop's change found the old total back beside them)."""
    app = make_test_app(language="en", animation_speed="normal")
    try:
        for seed in range(1, 400):
            match = _match(seed=seed)
            table = show(app, match)
            for seat in (0, 1, 2):
                table.submit_as(seat, Roll(), quiet=True)
            frames(app, 2.5)
            if match.state.phase is Phase.ROLL_OFF and len(match.state.rolloff_in) == 2:
                break
        else:
            raise AssertionError("no seed ties two seats")
        waiting, rolling = match.state.rolloff_in
        old = sum(table.rolloff_values[waiting])
        table.submit_as(rolling, Roll(), quiet=True)
        frames(app, 0.3)
        assert table.rolloff_tumbling() and waiting in match.to_act()
        assert table.rolloff_settled_total(waiting) is None
        with texts_drawn() as drawn:
            app.frame([], 1 / 60)
        assert str(old) not in [text for text, _ in drawn]
        assert table.status_text() == i18n.t("ui.moonstar.rolloff.rolling",
                                             names=table.name(rolling))
    finally:
        app.close()
