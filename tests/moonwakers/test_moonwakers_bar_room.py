"""The MOONWAKERS action bar: its buttons step their type down before the sentence is cut.

A stop-58 mouse pilot at 150% in French met « Phosphore pentanitride : tu dépenses 2C 3H 6N
1O 3P pour 5N 3P. Clique s… » with the "invalid payment" note under it: the buttons kept their
full size (« Passer (ne rien réclamer) », now « Ne rien réclamer ») and the sentence lost its
instruction.
"""

from __future__ import annotations

import pytest
from ui_helpers import make_test_app, texts_drawn

from game.core.match import Match
from game.moonwakers.data import counts_text
from game.moonwakers.rules import RULES
from game.ui import assets, i18n, theme
from game.ui.tables.moonwakers import bar
from game.ui.tables.moonwakers import prompt as mp
from tests.moonwakers.moonwakers_table_helpers import seats, start

HAVE = counts_text({"C": 2, "H": 3, "N": 6, "O": 1, "P": 3})  # « 2 C·3 H·6 N·1 O·3 P »
NEED = counts_text({"N": 5, "P": 3})


@pytest.mark.parametrize(("lang", "scale"), [("fr", 1.5), ("en", 1.5), ("fr", 1.0)])
def test_the_claim_sentence_and_its_note_are_whole_at_150(lang: str, scale: float) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        table = start(app, Match(RULES, seats(2), 2))
        table.draw(app.screen)
        t = i18n.t
        sentence = t("ui.moonwakers.claim.status", combo="Phosphore pentanitride",
                     have=HAVE, need=NEED)
        note = t("ui.moonwakers.claim.bad")
        labels = [t("ui.moonwakers.btn.claim"), t("ui.moonwakers.btn.pass_claims")]
        prompt = mp.Prompt(sentence, buttons=[mp.Choice(labels[0], enabled=False),
                                              mp.Choice(labels[1], action=object())],
                           note=note)
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            bar.draw_bar(table, app.screen, prompt)
        assert cuts == [], cuts
        strings = [s for s, _size in drawn]
        # the buttons whole too, or without their aside, which their tooltip then holds
        shown = [label if label in strings else bar._short(label) for label in labels]
        assert all(label in strings for label in shown), strings
        tips = {h.key[1]: h.tip for h in table.hits if h.key and h.key[0] == "button"}
        assert [tips[label] for label in shown] == labels
        text = " ".join(s for s in strings if s not in shown)
        assert text.split() == (sentence + " " + note).split()
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


def test_the_buttons_keep_their_size_when_the_sentence_fits() -> None:
    """A short sentence leaves the buttons at the largest type they fit at: they step down
    only for the sentence's need."""
    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        table = start(app, Match(RULES, seats(2), 2))
        table.draw(app.screen)
        labels = ("Réclamer", "Passer (ne rien réclamer)")
        prompt = mp.Prompt("Réclamer ?",
                           buttons=[mp.Choice(label, action=object()) for label in labels])
        r = table.action_rect.inflate(-theme.px(12), -theme.px(8))
        _widths, size, _text_w = bar._buttons_and_text(prompt, r, 0.58)
        assert size == bar._button_widths(prompt, int(r.w * 0.58))[1]
        long = mp.Prompt(i18n.t("ui.moonwakers.claim.status", combo="Phosphore pentanitride",
                                have=HAVE, need=NEED),
                         buttons=prompt.buttons, note=i18n.t("ui.moonwakers.claim.bad"))
        _widths, smaller, _text_w = bar._buttons_and_text(long, r, 0.58)
        assert smaller < size
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


def test_three_duels_a_pass_and_a_scan_card_fit_at_4_seats_150_in_french() -> None:
    """A stop-72 pilot at 4 seats, 150%, French: « Duel avec Joueu… », « Pas de PERMUTAT… »,
    « Carte SCA… » and the sentence cut to « …si vous gagnez, vous … ». The bar now takes the
    buttons' short labels (the names, « Passer », « SCAN… ») when the whole ones leave no
    room, and the whole labels go to the tooltips."""
    from types import SimpleNamespace

    from game.moonwakers.actions import Action

    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        table = start(app, Match(RULES, seats(4), 2))
        table.draw(app.screen)
        t = i18n.t
        names = ("Joueur 1", "Joueur 2", "Selene", "Luna")
        buttons = [mp.Choice(t("ui.moonwakers.btn.permute_seat", name=names[s]),
                             Action("permute", seat=s)) for s in (1, 2, 3)]
        buttons.append(mp.Choice(t("ui.moonwakers.btn.pass_ask_permute"), Action("pass")))
        buttons.append(mp.Choice(t("ui.moonwakers.btn.mode_use-scan"), on_click=lambda: None,
                                 tooltip=t("ui.moonwakers.effect.scan"), short="SCAN…"))
        prompt = mp.Prompt(t("ui.moonwakers.prompt.ask_permute", name="Joueur 1"), buttons)
        mp._shorten_seat_buttons(SimpleNamespace(name=names.__getitem__, t=t), prompt)
        table.hits.clear()
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            bar.draw_bar(table, app.screen, prompt)
        assert cuts == [], cuts
        shown = [*names[1:], t("ui.moonwakers.btn.pass"), "SCAN…"]
        strings = [s for s, _size in drawn]
        assert all(label in strings for label in shown), strings
        tips = [h.tip for h in table.hits if h.key and h.key[0] == "button"]
        assert tips[:4] == [b.label for b in buttons[:4]]
        text = " ".join(s for s in strings if s not in shown)
        assert text.split() == prompt.text.split()
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
