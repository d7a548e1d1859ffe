"""The table's part of module M6 (Oni power cards): the card of the round with the Oni reserve,
its tooltip, the log line when a card is turned, the sentences of Oni Revenge and of the second
Oni riposte (TS-M6.2, TS-M6.4, TS-40.2)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from test_tsukuyumi_table import play_until, start

from game.tsukuyumi.modules import m6_oni_powers as m6
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import ONI, Prompt
from game.ui import i18n
from game.ui.tables.tsukuyumi import m6_ui


def _text(hit) -> str:
    return hit.text() if hasattr(hit, "text") else ""


@pytest.mark.rule("TS-M6.2", "TS-40.2")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_card_of_the_round_is_shown_with_its_text(app, lang: str) -> None:
    i18n.set_language(lang)
    try:
        match, table = start(app, 3, {"factions": "random", "modules": ("m6",)}, seed=4)
        play_until(match, table, lambda m: m.state.round == 1 and m.state.phase == "blue")
        card = m6.current(match.state)
        assert card is not None
        app.frame([], 1 / 60)
        chips = [h for h in table.hits if i18n.t(f"ts.m6.{card.key}.text") in _text(h)]
        assert len(chips) == 1  # one card in play, a chip with its effect as tooltip
        assert i18n.t(f"ts.m6.{card.key}.name") in _text(chips[0])
        # the log names the card turned before the draft
        said = i18n.describe("ts.m6.turned", {"power": card.key, "round": 1}, table.name)
        assert i18n.t(f"ts.arg.power.{card.key}") in said
        assert any(e.kind == "ts.m6.turned" and e.args["power"] == card.key
                   for _, e in match.log(0))
        # the heading: the rule, the cards face down (no order), the reconstructed note
        (title, head_tip, chips_), = m6_ui._section(table, RULES.view(match.state, 0))
        assert title == i18n.t("ts.ui.m6.cards") and len(chips_) == 1
        assert i18n.t("ts.ui.m6.deck", n=5) in head_tip
        assert i18n.t("ts.help.reconstructed.m6") in head_tip
        full = m6_ui.card_tip(i18n.t, "full_power", 2)
        assert i18n.t("ts.help.reconstructed.m6") in full
        assert i18n.t("ts.help.reconstructed.m6") not in m6_ui.card_tip(i18n.t, "agility", 2)
    finally:
        i18n.set_language("en")


@pytest.mark.rule("TS-M6.4")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_revenge_and_the_second_riposte_have_their_sentences(lang: str) -> None:
    i18n.set_language(lang)
    try:
        table = SimpleNamespace(t=i18n.t)
        base = SimpleNamespace(options=(("modules", ("m6",)),), oni_turned=("revenge",),
                               phase="green", combat=None, turn=None,
                               option=lambda name, default=None: ("m6",)
                               if name == "modules" else default)
        for kind in ("oni_start", "oni_conquest"):
            said = m6_ui._pending(table, base, Prompt(0, kind, (0, 0)))
            assert said == i18n.t(f"ts.ui.m6.revenge.{kind}")
        said = m6_ui._pending(table, base, Prompt(0, "oni_shift", (3, 7)))
        assert said == i18n.t("ts.ui.m6.revenge.oni_shift", n=2)
        turn = SimpleNamespace(**{**vars(base), "turn": SimpleNamespace(left=(("OC", 1),))})
        assert m6_ui._turn(table, turn) == i18n.t("ts.ui.m6.revenge.turn",
                                                  phase=i18n.t("ts.phase.green"))
        other = SimpleNamespace(**{**vars(base), "oni_turned": ("agility",)})
        assert m6_ui._pending(table, other, Prompt(0, "oni_conquest", (0, 0))) is None
        fight = SimpleNamespace(**{**vars(base), "oni_turned": ("impenetrable",),
                                   "combat": SimpleNamespace(riposted=(1, ONI, ONI))})
        said = m6_ui._pending(table, fight, Prompt(2, "riposte", (ONI,)))
        assert said == i18n.t("ts.ui.m6.second_riposte")
        first = SimpleNamespace(**{**vars(fight), "combat": SimpleNamespace(riposted=(ONI,))})
        assert m6_ui._pending(table, first, Prompt(2, "riposte", (ONI,))) is None
    finally:
        i18n.set_language("en")


@pytest.mark.rule("TS-M6.2")
@pytest.mark.parametrize("n, scale, lang", [(4, 1.5, "fr"), (4, 1.5, "en"), (3, 1.0, "fr")])
def test_the_card_stays_in_sight_uncut_with_the_oni_reserve(n, scale, lang) -> None:
    from ui_helpers import make_test_app

    from game.ui import assets

    app = make_test_app(language=lang, ui_scale=scale)
    try:
        with assets.recording_cuts() as cuts:
            match, table = start(app, n, {"factions": "random", "modules": ("m6",)}, seed=12)
            (_, _, chips), = m6_ui._section(table, RULES.view(match.state, 0))
            assert chips[0][0] == i18n.t("ts.ui.m6.none")  # the setup: no card turned yet
            play_until(match, table, lambda m: m.state.round == 2 and m.state.phase == "blue")
            card = m6.current(match.state)
            assert card is not None
            for tab in ("events", "missions"):
                table.show_hud_tab(tab)
                app.frame([], 1 / 60)
                chips = [h for h in table.hits if h.rect.colliderect(table.hud_rect)
                         and i18n.t(f"ts.m6.{card.key}.text") in _text(h)]
                if tab == "events":  # always there, under the events, one chip a row
                    assert len(chips) == 1
                    assert chips[0].rect.w > table.hud_rect.w // 2
        assert not cuts, cuts
    finally:
        i18n.set_language("en")
        app.close()
