"""The bar's "On the map: …" hint stays at 150% (TS-M4.2: a play may be a faction event, played
on a zone).

A screenshot review found it dropped at 150% beside "Done with events": one line did not fit
the room beside the button, so the bar said one play was left and offered only "Done". It
now takes two lines there when two hold it whole."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ui_helpers import texts_drawn

from game.ui import i18n, theme
from game.ui.screenshots import make_app
from game.ui.tables.tsukuyumi import bar_hint, map_ui
from game.ui.tables.tsukuyumi.capture import scenes
from game.ui.theme import px


@pytest.mark.rule("TS-M4.2")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_map_hint_stands_beside_done_at_150(tmp_path, lang):
    app = make_app(lang)
    map_ui.STILL_PULSE = 1.0
    try:
        app.apply_settings(replace(app.settings, ui_scale=1.5))
        with texts_drawn() as drawn:
            scenes(app, tmp_path, "_150", ("m4_events",))
        assert (tmp_path / "tsukuyumi_m4_events_150.png").exists()
        want = i18n.t("ts.ui.hint.map", what=i18n.t("ts.ui.kind.fplay")).split()
        lines = [(text, size) for text, size in drawn]
        found = [size for i, (text, size) in enumerate(lines)  # whole, on one line or two
                 if text.split() == want
                 or i + 1 < len(lines) and (text + " " + lines[i + 1][0]).split() == want]
        # stop 93: at 0.6 of its type the two lines read at 10 px; 0.72 at the least now,
        # on the buttons' row or a row of its own
        assert found and min(found) >= int(px(theme.FONT_SMALL) * bar_hint.HINT_FLOOR)
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
        map_ui.STILL_PULSE = None


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_hint_in_the_buttons_place_takes_two_lines_rather_than_a_cut(lang):
    """With no buttons the hint stands alone in the bar's button row; a stop-58 pilot saw
    « Sur la carte : nouvelles unités, Oni à placer, l'attaque de l'Horreur d… » there at
    150%. It wraps to two lines now, whole, where one would need the type below 80%."""
    from game.ui import assets

    app = make_app(lang)
    try:
        app.apply_settings(replace(app.settings, ui_scale=1.5))
        t = i18n.t
        what = ", ".join(t(f"ts.ui.kind.{k}") for k in ("buy", "oni", "horror"))
        text = t("ts.ui.hint.map", what=what)
        width = px(300)
        assert assets.font(round(px(theme.FONT_SMALL) * 0.8)).size(text)[0] > width
        block = bar_hint.hint_block(text, width, px(bar_hint.BUTTON_H))
        assert block is not None
        lines, size = block
        assert len(lines) == 2 and " ".join(lines).split() == text.split()
        assert size >= int(px(theme.FONT_SMALL) * bar_hint.HINT_FLOOR)
        short = bar_hint.hint_block(t("ts.ui.hint.draft"), px(600), px(bar_hint.BUTTON_H))
        assert short is not None and len(short[0]) == 1
        assert bar_hint.hint_block(text, px(90), px(bar_hint.BUTTON_H)) is None  # no room: not cut
        # a hint left out is not counted as a cut text either (a mouse pilot reported
        # « Oni légendaires à placer à la place, Oni à placer. » for a hint never drawn)
        assets.fit.cache_clear()
        with assets.recording_cuts() as cuts:
            assert bar_hint.hint_block(text, px(90), px(bar_hint.BUTTON_H)) is None
        assert cuts == []
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


def _m4_bar(tmp_path, monkeypatch, lang: str, scale: float):
    """The app, table and a `prompt()` giving the bar's prompt lines, at the faction-event
    play of the m4_events scene."""
    from game.ui.tables.tsukuyumi import bar

    app = make_app(lang)
    map_ui.STILL_PULSE = 1.0
    if scale != 1.0:
        app.apply_settings(replace(app.settings, ui_scale=scale))
    tables = []
    real = bar._measure
    monkeypatch.setattr(bar, "_measure", lambda table, view, rect: (
        tables.append(table), real(table, view, rect))[1])
    scenes(app, tmp_path, "", ("m4_events",))
    table = tables[-1]
    return app, table, lambda: real(table, table.view(), table.action_rect)[6]


@pytest.mark.rule("TS-M4.2")
@pytest.mark.parametrize("lang, scale, short", [("fr", 1.5, False), ("en", 1.0, True)])
def test_a_hint_with_no_room_beside_the_buttons_joins_the_prompt(tmp_path, monkeypatch,
                                                                lang, scale, short):
    """Where the hint cannot read whole beside the buttons, the prompt says it when that
    takes no line more and no point of its type (the bar grows over the map: a Movement's
    prompt, which says « click a lit zone » already, took a third line for « On the map:
    movement »)."""
    from game.ui.tables.tsukuyumi import bar, prompts

    app, table, prompt = _m4_bar(tmp_path, monkeypatch, lang, scale)
    try:
        want = bar_hint.map_hint_text(table)
        assert want is not None
        assert want not in " ".join(prompt())  # it stands beside the buttons
        before = prompt()
        monkeypatch.setattr(bar, "hint_beside", lambda *args: None)
        if not short:  # the prompt fills two lines: joined it would take a third
            assert prompt() == before
            # prompts of 10 to 40 words, some set small on three or four lines: the hint
            # joins one only whole, never with the prompt's end cut to « … » (a review
            # found « …pour laisser une unité sur place Su… » at 31 words)
            words = " ".join(before).split() * 3
            hint = bar_hint.map_hint_text(table)
            for n in range(10, 41):
                text = " ".join(words[:n])
                monkeypatch.setattr(prompts, "prompt_text", lambda table, view, s=text: s)
                with_hint = prompt()
                monkeypatch.setattr(bar, "map_hint_text", lambda table: None)
                alone = prompt()
                monkeypatch.setattr(bar, "map_hint_text", lambda table, h=hint: h)
                assert with_hint == alone or \
                    " ".join(with_hint).split() == f"{text} {hint}".split(), n
            return
        monkeypatch.setattr(prompts, "prompt_text", lambda table, view: "Ok.")
        assert " ".join(prompt()).split() == ["Ok."] + want.split()
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
        map_ui.STILL_PULSE = None
