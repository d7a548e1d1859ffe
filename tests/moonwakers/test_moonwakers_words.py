"""One name for one thing on the Moonwakers table (stop-93 newcomer review): the panel's
« Goal: 20 points » beside a game that goes on at 26 is the threshold the stop question names
(MW-7.2, MW-7.3); the French claim prompt leaves its pass to the button (it said « Ou passez »
beside « Ne rien réclamer »); an ABRI is taken the same way in the prompt and in the log."""

from __future__ import annotations

import pytest

from game.ui import i18n


@pytest.mark.rule("MW-7.2")
@pytest.mark.parametrize("lang, word", [("en", "threshold"), ("fr", "seuil")])
def test_the_panel_and_the_stop_question_say_threshold(lang: str, word: str) -> None:
    i18n.set_language(lang)
    try:
        panel = i18n.t("ui.moonwakers.info.threshold", n=20)
        ask = i18n.t("ui.moonwakers.prompt.ask_stop", name="Ana", points=26, threshold=20)
    finally:
        i18n.set_language("en")
    assert panel.lower().startswith(word) and f"({word} 20)" in ask


def test_the_french_claim_prompt_leaves_the_pass_to_its_button_and_abri_reads_alike() -> None:
    i18n.set_language("fr")
    try:
        claims = i18n.t("ui.moonwakers.prompt.claims", name="Ana")
        button = i18n.t("ui.moonwakers.btn.pass_claims")
        ask = i18n.t("ui.moonwakers.prompt.ask_abridef", name="Ana", target="Ben")
        log = i18n.t("mw.abri", seat="Ben")
    finally:
        i18n.set_language("en")
    # « Ou passez » stood beside a button reading « Ne rien réclamer »: the button speaks alone
    assert "passez" not in claims and button == "Ne rien réclamer"
    assert "se réfugie dans un ABRI" in ask and "se réfugie dans un ABRI" in log


def test_an_element_count_never_reads_as_a_number() -> None:
    """« 1O » read as « 10 » and « 2O » as « 20 » in the log and the claim prompt (a stop-93
    review): a count keeps a narrow no-break space before its letter, terms a dot between."""
    import re
    from collections import Counter

    from game.moonwakers.data import TERRAIN, counts_text
    from game.moonwakers.engine import label
    from game.ui.render import cards

    glued = re.compile(r"\d[A-Z]")  # a digit straight before a letter: « 1O »
    assert counts_text(Counter("OOHC")) == "1\u202fC·1\u202fH·2\u202fO"
    assert counts_text(Counter()) == "—"
    assert cards.elements_text("OOH") == "1\u202fH·2\u202fO"
    for card, c in enumerate(TERRAIN):
        if c.kind == "elements":
            text = label(card)
            assert not glued.search(text), text
    formula = cards.combo_formula(6)
    assert "\u202f" in formula and not glued.search(formula), formula


def test_a_card_lost_to_an_accident_is_told_on_the_table() -> None:
    """A newcomer's mapped Volcano went to an accident and they noticed a round later: the
    log alone told it. The loss comes to the table's tray as a failed result, in the log's
    words (MW-4.4)."""
    from game.core.i18n import describe
    from game.core.rules import Event
    from game.ui.tables.moonwakers import fx

    lost = [Event("mw.lost_mapped", {"seat": 0, "face": "volcano/S"}),
            Event("mw.lost_hand", {"seat": 1, "label": "2\u202fH"}),
            Event("mw.lost_hand_hidden", {"seat": 1})]
    items = fx.items_for(lost, i18n.t, ["Ana", "Ben"].__getitem__,
                         lambda k, a: describe(k, a, ["Ana", "Ben"].__getitem__, "en"))
    assert [i.sentence for i in items] == [
        describe(e.kind, e.args, ["Ana", "Ben"].__getitem__, "en") for e in lost]
    assert all(i.ok is False for i in items) and all("Ana" in i.sentence or "Ben" in
                                                      i.sentence for i in items)
