"""Texts of the Supermoon pickers read whole (a screenshot review found them cut):

* the fragments' faces (SM-9.2, SM-10): the panel covers its whole area, opaque, so the
  fragment tabs and the face line drawn for the board under it no longer show at its edges,
  and at 100% the fragmented planet's rule fits whole (it ended "scores its ow…");
* Quantum Solutions in the corporation choice (SM-11.1): the note under its powers takes up
  to three lines (it was cut on one), the bar's button keeps the bar's type size at 100%
  ("Run Quantum Solutions" stepped down) and the bar's prompt is never cut for it at 150%;
* stop 62, at 150%: every planet offered (Petra's rule read « … et les objectifs Énergie, … »,
  the fragmented planet's name « La Planète fragmen… »), and the fragments' faces (the rule
  was left out, a face's « ni bloc Biomasse ni bloc de … » cut); the fragments' rule at the
  panel's small type (stop 63: it read at 11 px at 100% in English).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.supermoon.actions import Action  # noqa: E402
from game.supermoon.data import PLANETS, QUANTUM_ID  # noqa: E402
from game.supermoon.fragments import FRAGMENTED  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402
from game.ui.theme import px  # noqa: E402


@contextmanager
def _app(lang: str, scale: float) -> Iterator:
    """A test app in `lang` at `scale`, quit afterwards."""
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        yield app
    finally:
        app.quit()


def _drawn(app) -> list[tuple[str, int]]:
    """Every text drawn in one frame, with its type size."""
    with texts_drawn() as drawn:
        app.draw()
    return drawn


@pytest.mark.rule("SM-10.1")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_fragment_faces_panel_reads_whole_and_hides_the_board(lang):
    with _app(lang, 1.0) as app:
        match, table = open_table(app, 1, {"planets": "choice", "fragments": True}, 7)
        table.submit_as(0, Action("planet", (FRAGMENTED,)), quiet=True)
        table.frag_pick = 0b0101
        app.frame([], 1 / 60)
        drawn = _drawn(app)
        rule = table.t("sm.planet.fragmented.rule")
        lines = [s for s, _ in drawn if s and (s in rule or s.endswith("…") and s[:-1] in rule)]
        assert lines
        # whole (it ended "scores its ow…" in English; in French it was cut, whole on hover,
        # until stop 62 wrote it over the station where it does not fit beside the boxes)
        assert " ".join(lines).split() == rule.split()
        # the panel is opaque to its edges: the tabs over the board and the face line under
        # it (drawn for the board below the panel) showed there
        area = table.region("own_board")
        fill = (16, 20, 44)
        for dx, dy in ((300, 3), (400, 3), (100, area.h - 4), (300, area.h - 4)):
            assert tuple(app.screen.get_at((area.x + dx, area.y + dy)))[:3] == fill


@pytest.mark.rule("SM-11.1")
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.0), ("en", 1.5), ("fr", 1.5)])
def test_quantum_solutions_in_the_choice_reads_whole(lang, scale):
    with _app(lang, scale) as app:
        match, table = open_table(app, 1, {"corporations": "choice", "quantum": True}, 61)
        table.corp_pick = QUANTUM_ID
        app.frame([], 1 / 60)
        drawn = _drawn(app)
        t = table.t
        note = t("ui.supermoon.qs.tracks_lower")
        note_lines = [s for s, _ in drawn if s and s in note]
        assert " ".join(note_lines).split() == note.split(), "the note whole"
        from game.ui.tables.supermoon.bar import prompt
        said = prompt(table, match.view(0))
        prompt_lines = [s for s, _ in drawn if s and s in said]
        assert " ".join(prompt_lines).split() == said.split(), "the prompt whole"
        if scale == 1.0 and lang == "en":
            label = t("ui.supermoon.btn.take_corp", name="Quantum Solutions")
            assert (label, px(theme.FONT_SMALL)) in drawn


@pytest.mark.rule("PU-17.1")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_planet_offered_reads_whole_at_150(lang):
    with _app(lang, 1.5) as app:
        match, table = open_table(app, 1, {"planets": "choice", "fragments": True}, 11)
        offer = match.view(0).players[0].planet_offer
        assert len(offer) == 14
        for planet in offer:
            table.pick = planet
            drawn, cuts = _frame(app)
            assert cuts == [], (planet, cuts)
            rule = (table.t("sm.planet.fragmented.rule") if planet == FRAGMENTED
                    else table.t(f"sm.planet.{PLANETS[planet].key}.rule"))
            _assert_whole(drawn, rule)


@pytest.mark.rule("SM-10.1")
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.0), ("en", 1.5), ("fr", 1.5)])
def test_the_fragment_faces_read_whole(lang, scale):
    from game.supermoon.fragments import FACE_BY_KEY, face_keys
    from game.ui.tables.supermoon.fragments_ui import forbids_text

    with _app(lang, scale) as app:
        match, table = open_table(app, 1, {"planets": "choice", "fragments": True}, 7)
        table.submit_as(0, Action("planet", (FRAGMENTED,)), quiet=True)
        rule = table.t("sm.planet.fragmented.rule")
        for mask in (0b0000, 0b0101, 0b1111):
            table.frag_pick = mask
            drawn, cuts = _frame(app)
            assert cuts == [], (mask, cuts)
            _assert_whole(drawn, rule)
            # near the panel's small type (at 100% in English it read at 11 px in the column
            # beside the fragments while the room under them was empty)
            sizes = [size for s, size in drawn if s and s in rule]
            assert min(sizes) >= 0.85 * px(theme.FONT_SMALL), (mask, sizes)
            for key in face_keys(mask):
                _assert_whole(drawn, forbids_text(table.t, FACE_BY_KEY[key]))


def _frame(app):
    """(texts drawn, cuts noted) of one frame."""
    from game.ui import assets

    assets.fit.cache_clear()  # a cut is noted when it is computed
    with texts_drawn() as drawn, assets.recording_cuts() as cuts:
        app.frame([], 1 / 60)
    return drawn, cuts


def _assert_whole(drawn, text: str) -> None:
    """Every word of `text`, in order, among the texts drawn."""
    words = " ".join(s for s, _size in drawn).split()
    want = text.split()
    assert any(words[i:i + len(want)] == want for i in range(len(words))), text


@pytest.mark.rule("SM-3.1")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_moon_choice_bar_reads_whole_beside_my_planet(lang):
    """Stop 62: a six-human pilot at 150% in French, looking at another player's board while
    choosing its moon, read « Prendre Symétrique, départ… » beside "Ma planète"."""
    from game.supermoon.moons import MOON_FACES

    with _app(lang, 1.5) as app:
        match, table = open_table(app, 2, {"moons": True}, 1)
        me = match.view(0).players[0]
        assert me.moon_offer
        table.focus = 1  # the other player's board: the bar adds "My planet"
        for face in me.moon_offer:
            for start in MOON_FACES[face].starts:
                table.moon_pick = (face, start)
                _drawn_now, cuts = _frame(app)
                assert cuts == [], (face, start, cuts)


@pytest.mark.rule("SM-3.1")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_moon_choice_title_keeps_a_title_size(lang):
    """Stop 73, a review at 150% in French: « Votre Lune : sa face et le départ du Satellite »
    stepped down to about 15 px on one line (the other pickers' titles read at 24); it now
    takes two lines at 80% of the body type at least."""
    with _app(lang, 1.5) as app:
        match, table = open_table(app, 1, {"moons": True}, 1)
        assert match.view(0).players[0].moon_offer
        drawn, cuts = _frame(app)
        assert cuts == []
        title = table.t("ui.supermoon.moon_title")
        sizes = [size for text, size in drawn if text and text in title]
        assert sizes and " ".join(t for t, _ in drawn if t and t in title).split() \
            == title.split()
        assert min(sizes) >= 0.8 * px(theme.FONT_BODY), sizes


@pytest.mark.rule("PU-17.1")
@pytest.mark.parametrize("take", [-1, 1])  # the others take the last planets, or the first
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_picker_keeps_the_board_area_while_another_board_is_looked_at(lang, take):
    """Stop 62, a six-seat sweep at 150% in French: a player who clicked another player's
    small board before choosing got "My planet" in the bar, which cut the corporation prompt
    beside « Diriger Universal Coalition »; that board was drawn under the picker (the
    fragments' tabs showed at its edges); and the list of nine planets took two thirds of
    the panel, the planet looked at reading « Difficult… ». Under a picker the board area is
    the picker's: no other board, no "My planet"; the list keeps to 55% of the panel, and 130
    px to the planet looked at (the fragmented planet's name and note were cut)."""
    from game.supermoon.fragments import FRAGMENTED
    from game.ui.tables.supermoon.bar import buttons

    with _app(lang, 1.5) as app:
        options = {"planets": "choice", "fragments": True, "corporations": "choice"}
        match, table = open_table(app, 6, options, 1)
        while 0 not in match.to_act():
            seat = match.to_act()[0]
            legal = [x for x in match.legal_actions(seat) if x.kind in ("planet", "corp")]
            legal = legal or list(match.legal_actions(seat))  # a face choice: its first
            table.submit_as(seat, legal[take if take < len(legal) else 0], quiet=True)
        offer = match.view(0).players[0].planet_offer
        # the fragmented planet left (its name and note cut beside a list grown wider) or not
        assert (FRAGMENTED in offer) == (take == 1) and len(offer) == 9
        table.focus = 1
        for planet in offer:
            table.pick = planet
            _drawn_now, cuts = _frame(app)
            assert cuts == [], (planet, cuts)
            assert table.focus_seat() == 0
            labels = [b[0] for b in buttons(table, table.view())]
            assert table.t("ui.supermoon.btn.back") not in labels
