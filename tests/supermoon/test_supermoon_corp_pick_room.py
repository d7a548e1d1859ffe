"""The corporation choice and Quantum Solutions' face chooser read whole at 150%.

A stop-60 mouse pilot (2 humans, dealt corporations, 150% in French) read every tech on one
line, cut (« T1  Les colonnes Civ et Tech comptent co… »), under a title cut too (« Votre
corporation tirée, ou Universal Coaliti… »), while the panel on the left stood half empty.
The title now takes two lines where one would cut it, and the room under the description
takes the power where the panel beside cannot hold everything.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.supermoon.data import offered_corp  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402
from game.ui.tables.supermoon.corp_pick import tech_count, tech_name  # noqa: E402


@pytest.mark.parametrize("seed", [11, 12, 13, 15])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_dealt_corporation_reads_whole(lang: str, seed: int) -> None:
    with _app(lang) as a:
        match, table = open_table(a, 2, {"corporations": "random"}, seed)
        while 0 not in match.to_act():  # the other seat takes the second offer
            seat = match.to_act()[0]
            table.submit_as(seat, [x for x in match.legal_actions(seat)
                                   if x.kind == "corp"][-1], quiet=True)
        offer = match.view(0).players[0].corp_offer
        assert len(offer) == 2
        for corp in offer:
            drawn, cuts = _looked_at(a, table, corp)
            assert cuts == [], (corp, cuts)
            _assert_power_and_techs_whole(corp, drawn)


@pytest.mark.parametrize("seats, offered", [(1, 10), (6, 5)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_corporation_of_the_whole_offer_reads_whole(lang: str, seats: int,
                                                          offered: int) -> None:
    """Stop 61: with the nine corporations and Quantum Solutions offered at 150%, the list
    on one column left no room under the description; every tech read on one line, cut.
    The list now takes two columns there, and every corporation's power and techs read
    whole; stop 62: Quantum Solutions' rule and four faces too (its tech rows give way),
    and the five left to the last of six seats (on one column, every tech was cut)."""
    with _app(lang) as a:
        match, table = open_table(a, seats, {"corporations": "choice", "quantum": True}, 1)
        while 0 not in match.to_act():  # seat 0 chooses last; the others take the last one
            seat = match.to_act()[0]
            table.submit_as(seat, [x for x in match.legal_actions(seat)
                                   if x.kind == "corp"][-1], quiet=True)
        offer = match.view(0).players[0].corp_offer
        assert len(offer) == offered
        for corp in offer:
            drawn, cuts = _looked_at(a, table, corp)
            assert cuts == [], (corp, cuts)
            _assert_power_and_techs_whole(corp, drawn)
            _assert_one_size(corp, drawn)


def _assert_one_size(corp: int, drawn) -> None:
    """The description (strength and weakness), the power and the techs read at one type
    size, under the list and over the station alike (stop 61 left the description larger)."""
    from game.ui import i18n
    from game.ui.tables.supermoon import quantum_ui

    if quantum_ui.is_quantum_offer(corp):
        rule, faces, _rows = quantum_ui.picker_words(i18n.t)
        texts = rule + faces + [i18n.t("ui.supermoon.qs.reconstructed")]
    else:
        key = offered_corp(corp).key
        texts = [i18n.t(f"sm.corp.{key}.power")] + [
            i18n.t(f"sm.corp.{key}.tech.{k}") for k in range(1, tech_count(key) + 1)]
        texts.append(i18n.t("ui.supermoon.corp_strength",
                            strength=i18n.t(f"sm.corp.{key}.strength"),
                            weakness=i18n.t(f"sm.corp.{key}.weakness")))
    names = {offered_corp(c).name for c in (corp, 0)}  # the list's rows, the heading
    sizes = {size for s, size in drawn
             if len(s) > 12 and s not in names and any(s in text for text in texts)}
    assert len(sizes) == 1, (corp, sizes)


@pytest.mark.parametrize("seats", [2, 6])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_quantum_solutions_dealt_reads_whole(lang: str, seats: int) -> None:
    """Stop 62: Quantum Solutions dealt at 150% read its rule and each of its four faces on
    one line, cut (« Haut A : la règle s'applique quand la tuile de la manche vient de
    l'an… »), in both languages."""
    from game.supermoon.data import QUANTUM_ID

    with _app(lang) as a:
        match, table = open_table(a, seats, {"corporations": "random", "quantum": True}, 10)
        offer = match.view(0).players[0].corp_offer
        assert QUANTUM_ID in offer
        drawn, cuts = _looked_at(a, table, QUANTUM_ID)
        assert cuts == [], cuts
        _assert_power_and_techs_whole(QUANTUM_ID, drawn)


@contextmanager
def _app(lang: str) -> Iterator:
    """A test app at 150% in `lang`, closed and reset afterwards."""
    from game.ui import i18n, theme

    a = make_test_app(language=lang, ui_scale=1.5)
    try:
        yield a
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


def _looked_at(a, table, corp: int):
    """(texts drawn, cuts noted) of a frame looking at `corp`."""
    table.corp_pick = corp
    return _frame(a)


def _assert_power_and_techs_whole(corp: int, drawn) -> None:
    """Every word of the corporation's power and of each tech, in order, on the screen (for
    Quantum Solutions its rule and its four faces)."""
    from game.ui import i18n
    from game.ui.tables.supermoon import quantum_ui

    if quantum_ui.is_quantum_offer(corp):
        rule, faces, _rows = quantum_ui.picker_words(i18n.t)
        texts = rule + faces
    else:
        key = offered_corp(corp).key
        texts = [i18n.t(f"sm.corp.{key}.power")] + [
            f"{tech_name(key, k)} " + i18n.t(f"sm.corp.{key}.tech.{k}")
            for k in range(1, tech_count(key) + 1)]
    _assert_whole(drawn, texts)


def _assert_whole(drawn, texts) -> None:
    """Every word of each text, in order, among the texts drawn."""
    words = " ".join(s for s, _size in drawn).split()
    for text in texts:
        want = text.split()
        assert any(words[i:i + len(want)] == want for i in range(len(words))), text


@pytest.mark.parametrize("seats", [1, 6])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_quantum_face_chooser_reads_whole(lang: str, seats: int) -> None:
    """Stop 62: at 150% in French the face chooser cut every face after four lines and each
    upper face's techs to one line (whole only on hover), under a title cut too. The four
    faces now read whole on the board area and the techs of the upper face looked at over
    the station, for either upper face."""
    from game.supermoon.actions import Action
    from game.supermoon.data import FACES, QUANTUM_ID, quantum_key
    from game.ui import i18n, theme
    from game.ui.tables.supermoon.quantum_ui import face_body
    from game.ui.theme import px

    with _app(lang) as a:
        match, table = open_table(a, seats, {"corporations": "choice", "quantum": True}, 11)
        while 0 not in match.to_act():  # the others choose first
            seat = match.to_act()[0]
            table.submit_as(seat, next(x for x in match.legal_actions(seat)
                                       if x.args != (QUANTUM_ID,)), quiet=True)
        table.submit_as(0, Action("corp", (QUANTUM_ID,)), quiet=True)
        while 0 not in match.to_act():
            seat = match.to_act()[0]
            table.submit_as(seat, match.legal_actions(seat)[0], quiet=True)
        assert {x.kind for x in match.legal_actions(0)} == {"quantum"}
        for upper in range(2):
            table.qs_faces = (upper, 1 - upper)
            drawn, cuts = _frame(a)
            assert cuts == [], cuts
            key = quantum_key(upper, 0)
            texts = [face_body(i18n.t(f"sm.qs.{half}.{f}"))
                     for half in ("upper", "lower") for f in FACES]
            techs = [f"T{k} " + i18n.t(f"sm.corp.{key}.tech.{k}") for k in range(1, 6)]
            _assert_whole(drawn, texts + techs)
            # stop 93: in solo the techs, kept under the target's ladder, read at 12 px at
            # 150% in French; where they would shrink that far the panel covers the ladder
            sizes = {size for s, size in drawn if len(s) > 12 and any(s in x for x in techs)}
            assert sizes and min(sizes) >= px(theme.FONT_SMALL) * 3 // 5, sizes


def _frame(a):
    """(texts drawn, cuts noted) of one frame."""
    from game.ui import assets

    assets.fit.cache_clear()  # a cut is noted when it is computed
    with texts_drawn() as drawn, assets.recording_cuts() as cuts:
        a.frame([], 1 / 60)
    return drawn, cuts
