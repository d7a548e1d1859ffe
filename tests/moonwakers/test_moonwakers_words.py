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
