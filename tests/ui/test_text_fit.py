"""Every text fits its box: each game's table is driven through its states at 2 and at the
most seats, at 100% and 150% interface size, in English and in French, and any text the UI
had to cut with an ellipsis (a button, a header, a panel line, a duel message) fails the test
with the list of offenders."""

from __future__ import annotations

import random

import pytest
from ui_helpers import make_test_app, raw_texts, raw_tooltips, texts_drawn

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.core.rules import events_for
from game.ui import assets
from game.ui.scenes.title import TitleScene
from game.ui.tables import make_table

# Long names on purpose: a name is the text most likely to be cut, and must not be.
NAMES = ("Anabella", "Benjamin", "Chloé", "Devendra", "Emmanuelle", "Farid", "Gaspard",
         "Héloïse")


def seats(n: int) -> list[SeatConfig]:
    return [SeatConfig(NAMES[i], COLOURS[i], SHAPES[i], "human" if i == 0 else "bot",
                       "easy") for i in range(n)]


def drive(game: str, n: int, scale: float, lang: str, steps: int
          ) -> tuple[dict[str, set], set[str]]:
    """Play random legal moves for every seat, drawing the human's table after each; return
    {text: {(box width, px, phase)}} of what had to be cut, and the texts drawn that show an
    internal name, a field or a catalogue key (`ui_helpers.raw_texts`)."""
    from game import catalog

    rules = catalog.rules(game)
    app = make_test_app(language=lang, ui_scale=scale)
    cut: dict[str, set] = {}
    raw: set[str] = set()
    try:
        rng = random.Random(n * 7 + int(scale * 10))
        match = Match(rules, seats(n), 11 + n)
        app.push(TitleScene(app))
        table = make_table(app, match)
        table.bots.frozen = True  # this test moves for the bots itself
        app.push(table)
        app.apply_pending()
        with assets.recording_cuts() as cuts, texts_drawn() as drawn:
            for step in range(steps):
                if match.is_over:
                    break
                app.frame([], 0.5)  # animations settle at once at this pace
                app.draw()
                raw |= raw_texts(drawn)
                drawn.clear()
                if step % 20 == 10:  # and the tooltips, under a grid of points
                    raw |= raw_tooltips(table)
                if hasattr(table, "history_open") and step % 25 == 24:
                    table.history_open = True  # Moonstar's scores & history card too
                    app.draw()
                    table.history_open = False
                phase = type(match.state).__name__
                phase = str(getattr(match.state, "phase", "") or
                            (match.state.tasks[0].kind if getattr(match.state, "tasks", ())
                             else phase))
                for text, width, size in cuts:
                    cut.setdefault(text, set()).add((width, size, phase))
                cuts.clear()
                movers = [s for s in match.to_act() if match.legal_actions(s)]
                if not movers:
                    timer = rules.timer(match.state)
                    if timer is None:
                        break
                    table.submit_as(-1, timer.action, quiet=True)
                    continue
                seat = rng.choice(movers)
                legal = match.legal_actions(seat)
                events = match.submit(seat, rng.choice(legal))
                table.on_events(events_for(events, table.viewer))
            app.draw()
            raw |= raw_texts(drawn)
            for text, width, size in cuts:
                cut.setdefault(text, set()).add((width, size, "end"))
    finally:
        app.close()
    return cut, raw


CASES = [(game, n, scale, lang)
         for game, counts in (("moonstar", (2, 8)), ("moonwakers", (2, 6)),
                              ("supermoon", (2, 6)))
         for n in counts for scale in (1.0, 1.5) for lang in ("en", "fr")]


# Player names are free text (up to 24 characters): at the most seats and 150% the compact
# player rows and the 6-seat plates may shorten a 10-letter name (the tooltip has it whole).
# Only there, and only names: every other text must fit.
NAME_SQUEEZE = {("moonstar", 8, 1.5), ("moonwakers", 6, 1.5), ("supermoon", 6, 1.5)}


@pytest.mark.parametrize("game, n, scale, lang", CASES)
def test_no_text_is_cut(game, n, scale, lang) -> None:
    """...and no text drawn shows an internal name, an unfilled field or a catalogue key."""
    cut, raw = drive(game, n, scale, lang, steps=300 if game == "moonstar" else 500)
    assert not raw, sorted(raw)
    if (game, n, scale) in NAME_SQUEEZE:
        cut = {text: boxes for text, boxes in cut.items() if text not in NAMES}
    offenders = "\n".join(f"  {text!r} in {sorted(boxes)[:3]}" for text, boxes in
                          sorted(cut.items()))
    assert not cut, f"{len(cut)} texts cut ({game}, {n} seats, {scale:.0%}, {lang}):\n" \
                    f"{offenders}"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_title_cards_share_one_title_and_one_tagline_size(lang: str) -> None:
    """At 150% each game card sized its own tagline under its own title: MOONSTAR's read
    large, the three-line titles' small, starting at three heights. The row now shares one
    title size (two lines at most) and one tagline size, and nothing is cut."""
    from ui_helpers import make_test_app

    from game.ui import assets, theme
    from game.ui.scenes.title import GameCard, TitleScene

    a = make_test_app(ui_scale=1.5, language=lang)
    try:
        a.reset(TitleScene(a))
        with assets.recording_cuts() as cuts:
            a.frame([], 0.0)
        cards = [w for w in a.top.widgets if isinstance(w, GameCard)]
        assert len(cards) == 4
        assert len({c.title_px for c in cards}) == 1 and len({c.tagline_px for c in cards}) == 1
        assert all(len(c._title_lines()) <= 2 for c in cards)
        assert len({c._tagline_top() - c.rect.y for c in cards}) == 1
        assert cards[0].tagline_px >= 13  # readable, not the 11 px floor
        assert cuts == []
    finally:
        a.close()
        theme.set_scale(1.0)
