"""What the other humans may see of a seat's secrets (PU-19.2, PU-19.4): another seat's end-game
civ cards and private objectives stay out of the running score the viewer sees until the final
phase, and a commander holding secrets turns the station behind a curtain."""

from __future__ import annotations

import dataclasses

import pytest

from game.supermoon import scoring
from game.supermoon.data import CIV_CARDS
from game.supermoon.rules import SupermoonRules

RULES = SupermoonRules()
CARD = 6  # an end-game civ card that gives medals (hidden from the others, PU-19.2)
MET = 60  # a private objective whose condition holds on a bare planet


def _state(phase: str = "round"):
    opts = RULES.check_setup(2, {"private_objectives": "true"})
    st = RULES.initial_state(1, 2, opts)
    ana, ben = st.players
    ben = dataclasses.replace(ben, civ=(CARD,), objectives=(MET,))
    # a seat's working copy holds what it has (its own view and score read it, PU-19.3)
    return dataclasses.replace(st, players=(ana, ben), work=(ana, ben), phase=phase)


@pytest.mark.rule("PU-19.2")
def test_others_see_no_hidden_medals_in_a_running_score():
    assert CIV_CARDS[CARD].timing == "end_game" and CIV_CARDS[CARD].op == "medals"
    st = _state()
    hidden = scoring.civ_medals(st.players[1]) + scoring.PRIVATE_MEDALS
    assert hidden > scoring.PRIVATE_MEDALS  # the card gives medals and the card is met
    full = RULES.scores(st)
    assert RULES.shown_scores(st, 1) == full  # Ben sees his own whole
    assert RULES.shown_scores(st, 0) == (full[0], full[1] - hidden)
    assert RULES.shown_scores(st, None) == (full[0], full[1] - hidden)  # the curtain


@pytest.mark.rule("PU-19.3")
def test_the_viewers_own_score_counts_its_turn_so_far():
    """The solo score stayed behind within a turn (« 11 » after Water reached 10 medals, a
    newcomer's game, stop 97): the viewer's own running score reads its working copy, which
    its view shows; the others see the committed one."""
    st = _state()
    ana, ben = st.players
    worked = dataclasses.replace(ana, tracks=(0, 10, 0, 0, 0))  # Water at step 10: medals
    st = dataclasses.replace(st, work=(worked, ben))
    before = RULES.scores(st)[0]
    mine = RULES.shown_scores(st, 0)[0]
    assert mine > before
    assert mine == scoring.breakdown(dataclasses.replace(st, players=(worked, ben)), 0)["total"]
    assert RULES.shown_scores(st, 1)[0] == before  # Ben does not see Ana's turn in progress
    assert RULES.shown_breakdown(st, 0, 0)["total"] == mine


@pytest.mark.rule("PU-19.2")
def test_the_final_phase_shows_every_score_whole():
    st = _state("final")
    assert RULES.shown_scores(st, 0) == RULES.scores(st)
    assert RULES.shown_scores(st, None) == RULES.scores(st)


@pytest.mark.rule("PU-19.2")
def test_the_players_panel_and_the_other_planets_show_the_public_score(monkeypatch):
    """On the table, Ana (seat 0, on screen) sees Ben's score without his hidden card and
    his met private objective, in the players panel and on his planet's card."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
    from ui_helpers import make_test_app

    from game.ui.scenes import table_chrome
    from game.ui.tables.supermoon import hud
    from game.ui.tables.supermoon.capture import open_table

    app = make_test_app()
    try:
        match, table = open_table(app, 2, {"private_objectives": "true"}, 1)
        st = match.state
        ben = dataclasses.replace(st.players[1], civ=(CARD,), objectives=(MET,))
        st = dataclasses.replace(st, players=(st.players[0], ben), phase="round")
        match._states[-1] = st
        full, shown = RULES.scores(st), RULES.shown_scores(st, 0)
        assert table.viewer == 0 and shown[1] < full[1]
        drawn: list[int] = []
        for module in (table_chrome, hud):
            real = module.number
            monkeypatch.setattr(module, "number",
                                lambda n, real=real: drawn.append(n) or real(n))
        app.frame([], 1 / 60)
        assert drawn.count(shown[1]) >= 2 and full[1] not in drawn
    finally:
        app.close()


def _at_rotation(options: dict):
    """A 2-seat game played by bots until a commander's rotation (a public step)."""
    from game.core import botseed

    opts = RULES.check_setup(2, options)
    st = RULES.initial_state(4, 2, opts)
    bots = [RULES.bot("easy") for _ in range(2)]
    secret = botseed.secret_from_seed(4)
    for d in range(2000):
        if st.phase == "rotate" and st.round > 1:
            return st
        seat = next(s for s in RULES.to_act(st) if RULES.legal_actions(st, s))
        move = bots[seat](RULES.view(st, seat), RULES.legal_actions(st, seat),
                          botseed.bot_rng(secret, seat, d))
        st, _ = RULES.apply(st, seat, getattr(move, "action", move))
    raise AssertionError("no rotation reached")


@pytest.mark.rule("PU-19.4")
def test_a_commander_holding_secrets_turns_the_station_behind_a_curtain():
    """The rotation is public, but the commander's screen shows its private objectives: with
    two humans it opened on them, no curtain before it (stop 96)."""
    st = _at_rotation({"private_objectives": "true"})
    commander = RULES.to_act(st)[0]
    assert st.players[commander].objectives
    assert RULES.is_private_for(st, commander)
    assert not RULES.is_private_for(st, 1 - commander)  # not its turn
    bare = dataclasses.replace(st.players[commander], objectives=(),
                               civ=tuple(c for c in st.players[commander].civ
                                         if CIV_CARDS[c].timing != "end_game"))
    players = tuple(bare if i == commander else p for i, p in enumerate(st.players))
    assert not RULES.is_private_for(dataclasses.replace(st, players=players), commander)


@pytest.mark.rule("PU-14.1")
@pytest.mark.parametrize(("lang", "scale"), [("en", 1.0), ("fr", 1.5)])
def test_a_players_row_says_what_its_score_counts(lang: str, scale: float):
    """Hovering a seat's row in the players panel: its running score by category and the
    lifepods and meteorites it collected; another seat's without its secrets, and says so."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
    from ui_helpers import make_test_app

    from game.ui import i18n, theme
    from game.ui.scenes.table_chrome import players_rows
    from game.ui.tables.supermoon.capture import open_table

    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = open_table(app, 2, {"private_objectives": "true"}, 1)
        st = match.state
        ben = dataclasses.replace(st.players[1], civ=(CARD,), objectives=(MET,), lifepods=2,
                                  meteorites=4)
        st = dataclasses.replace(st, players=(st.players[0], ben), phase="round")
        match._states[-1] = st
        app.frame([], 1 / 60)
        rows = dict((seat, rect) for rect, seat in players_rows(table))
        mine, his = (table.tooltip_at(rows[s].center) for s in (0, 1))
        assert mine is not None and his is not None
        shown = RULES.shown_scores(st, 0)
        assert his.startswith(i18n.t("ui.supermoon.tip.score", name=table.name(1), n=shown[1]))
        flat = his.replace("\u00a0", " ")
        assert i18n.t("ui.supermoon.tip.score_collected",
                      cat=i18n.t("ui.supermoon.cat.lifepods"), n=2, k=2) in flat
        assert i18n.t("ui.supermoon.tip.score_collected",
                      cat=i18n.t("ui.supermoon.cat.meteorites"), n=1, k=4) in flat
        secret = i18n.t("ui.supermoon.tip.score_secret")
        assert secret in his and secret not in mine
        assert mine.startswith(i18n.t("ui.supermoon.tip.score", name=table.name(0),
                                      n=RULES.scores(st)[0]))
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
