"""The dealt corporation's power and techs are read whole at 150%.

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


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_corporation_of_the_whole_offer_reads_whole(lang: str) -> None:
    """Stop 61: with the nine corporations and Quantum Solutions offered at 150%, the list
    on one column left no room under the description; every tech read on one line, cut.
    The list now takes two columns there, and every corporation's power and techs read
    whole (Quantum Solutions' four faces keep their one line in French, whole on hover)."""
    from game.ui.tables.supermoon import quantum_ui

    with _app(lang) as a:
        match, table = open_table(a, 1, {"corporations": "choice", "quantum": True}, 11)
        offer = match.view(0).players[0].corp_offer
        assert len(offer) == 10
        for corp in offer:
            drawn, cuts = _looked_at(a, table, corp)
            names = [offered_corp(c).name for c in offer]
            assert all(any(s == n for s, _size in drawn) for n in names), corp  # none cut
            if quantum_ui.is_quantum_offer(corp):
                assert [c for c in cuts if c[0] in names] == []
                continue
            assert cuts == [], (corp, cuts)
            _assert_power_and_techs_whole(corp, drawn)


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
    from game.ui import assets

    table.corp_pick = corp
    assets.fit.cache_clear()  # a cut is noted when it is computed
    with texts_drawn() as drawn, assets.recording_cuts() as cuts:
        a.frame([], 1 / 60)
    return drawn, cuts


def _assert_power_and_techs_whole(corp: int, drawn) -> None:
    """Every word of the corporation's power and of each tech, in order, on the screen."""
    from game.ui import i18n

    key = offered_corp(corp).key
    words = " ".join(s for s, _size in drawn).split()
    texts = [i18n.t(f"sm.corp.{key}.power")] + [
        f"{tech_name(key, k)} " + i18n.t(f"sm.corp.{key}.tech.{k}")
        for k in range(1, tech_count(key) + 1)]
    for text in texts:
        want = text.split()
        assert any(words[i:i + len(want)] == want for i in range(len(words))), text
