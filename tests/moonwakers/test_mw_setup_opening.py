"""MW-1 setup and MW-2 opening."""

from __future__ import annotations

from dataclasses import replace

import pytest
from mw_helpers import c, dice, head, kinds, legal, play, settle, table

from game.core.rules import IllegalAction
from game.moonwakers.data import CHARACTERS, TERRAIN
from game.moonwakers.rules import RULES


@pytest.mark.rule("MW-1.1", "MW-1.2", "MW-1.3")
@pytest.mark.parametrize("n", [2, 3, 4, 6])
def test_setup_deals_characters_first_card_and_display(n: int) -> None:
    for seed in range(5):
        s = RULES.initial_state(seed, n, {})
        assert len({p.character for p in s.players}) == n
        assert all(p.character in CHARACTERS for p in s.players)
        assert len(s.display) == (2 if n <= 3 else 3)
        assert len(s.display) + len(s.pile) == 17
        for p in s.players:
            assert len(p.hand) == 1 and p.secret == p.hand  # private explored face
            assert TERRAIN[p.hand[0]].kind != "storm"
        assert len(s.deck) == 80 - n
        for card in s.setup_storms:  # shown, put under the deck
            assert TERRAIN[card].kind == "storm" and card in s.deck[-len(s.setup_storms):]


@pytest.mark.rule("MW-1.2")
def test_first_card_is_private_and_counts() -> None:
    s = RULES.initial_state(3, 2, {})
    v0, v1 = RULES.view(s, 0), RULES.view(s, 1)
    own = s.players[0].hand[0]
    assert v0.players[0].hand[0].id == own
    assert v1.players[0].hand[0].id == -1
    assert v1.players[0].hand[0].biome == TERRAIN[own].biome
    assert RULES.view(s, None).players[1].hand[0].id == -1
    assert RULES.is_private_for(s, 0)


@pytest.mark.rule("MW-1.2")
def test_setup_storm_replaced() -> None:
    for seed in range(200):
        s = RULES.initial_state(seed, 6, {})
        if s.setup_storms:
            assert all(TERRAIN[p.hand[0]].kind != "storm" for p in s.players)
            return
    pytest.fail("no seed dealt a storm at setup")


@pytest.mark.rule("MW-1.4", "MW-2.5")
def test_rolloff_ties_reroll_and_no_modifier() -> None:
    from game.moonwakers.state import Task
    s = table(3, tasks=(Task("rolloff"),), rng=dice(9, 9, 4),
              options=["protect", "scan", "protect"])
    s = s.__class__(**{**s.__dict__, "players": tuple(
        p.__class__(**{**p.__dict__, "roll": 0}) for p in s.players)})
    for seat in (0, 1, 2):
        s, ev = play(s, seat, "roll")
    assert "rolloff_tie" in kinds(ev)
    assert RULES.to_act(s) == (0, 1)  # only the tied players re-roll
    s = replace(s, rng=dice(5, 11))
    s, _ = play(s, 0, "roll")
    s, ev = play(s, 1, "roll")
    assert s.initiative == 1 and "first_player" in kinds(ev)
    assert [e.args["die"] for e in ev if e.kind == "mw.rolloff"] == [11]  # raw die


@pytest.mark.rule("MW-2.1", "MW-2.2", "MW-0.3")
def test_layout_and_secret_simultaneous_options() -> None:
    s = settle(table(3))
    assert len([x for x in s.layout if x >= 0]) == 4  # players + 1
    assert head(s) == "options" and RULES.to_act(s) == (0, 1, 2)
    s, ev = play(s, 1, "scan")
    assert ev[0].to == (1,) and ev[0].redacted.kind == "mw.committed"
    assert RULES.to_act(s) == (0, 2)
    assert RULES.view(s, 0).players[1].commit == "" and RULES.view(s, 0).players[1].committed
    assert s.players[1].option == ""  # not revealed yet
    with pytest.raises(IllegalAction):
        play(s, 1, "protect")
    s, _ = play(s, 0, "protect")
    s, ev = play(s, 2, "protect")
    assert "options_revealed" in kinds(ev)
    assert [p.option for p in s.players] == ["protect", "scan", "protect"]
    reveal = next(e for e in ev if e.kind == "mw.options_revealed")
    assert reveal.args == {"scan_seat": [1], "protect_seat": [0, 2]}


@pytest.mark.rule("MW-2.2")
def test_unanimous_options_log_without_an_empty_group() -> None:
    """Everybody takes PROTECTION: the reveal names that group only (not "SCAN ;")."""
    from game.core.i18n import describe

    s = settle(table(3))
    ev = []
    for seat in (0, 1, 2):
        s, ev = play(s, seat, "protect")
    reveal = next(e for e in ev if e.kind.startswith("mw.options_revealed"))
    assert reveal.kind == "mw.options_revealed_protect"
    assert reveal.args == {"protect_seat": [0, 1, 2]}
    names = ("Ana", "Ben", "Chloé").__getitem__
    assert describe(reveal.kind, reveal.args, names) == \
        "Options revealed: PROTECTION Ana, Ben, Chloé."
    assert describe(reveal.kind, reveal.args, names, "fr") == \
        "Options révélées\u00a0: PROTECTION Ana, Ben, Chloé."  # non-breaking before ":"


@pytest.mark.rule("MW-2.3", "MW-9.1")
def test_scans_are_simultaneous_and_private() -> None:
    s = settle(table(3, deck_top=("FC05", "VO05", "MO07", "CP04")))
    s, _ = play(s, 0, "scan")
    s, _ = play(s, 1, "scan")
    s, _ = play(s, 2, "protect")
    assert head(s) == "looks" and RULES.to_act(s) == (0, 1)
    assert legal(s, 0)[:4] == ["look 1", "look 2", "look 3", "look 4"]
    s, ev = play(s, 0, "look 2")
    assert s.players[0].known == ()  # nothing seen before everyone has chosen
    assert ev[0].to == (0,)
    s, ev = play(s, 1, "look 2")  # several may look at the same card
    assert s.players[0].known == (c("VO05"),) and s.players[1].known == (c("VO05"),)
    scanned = [e for e in ev if e.kind == "mw.scanned"]
    assert [e.to for e in scanned] == [(0,), (1,)]
    assert scanned[0].redacted.kind == "mw.looked" and "label" not in scanned[0].redacted.args
    assert "index" not in scanned[0].redacted.args  # nor which card (MW-9.1, Decisions)
    assert RULES.view(s, 0).layout[1].id == c("VO05")
    assert RULES.view(s, 2).layout[1].id == -1


@pytest.mark.rule("MW-2.3", "MW-2.4", "MW-2.5", "MW-3.1")
def test_modifiers_apply_to_rolls() -> None:
    from game.moonwakers.state import Task
    for option, die, ok in (("scan", 7, False), ("scan", 8, True), ("protect", 5, True),
                            ("protect", 4, False), ("", 7, True), ("", 6, False)):
        s = settle(table(2, hands=[["FC05"], []], mapped=[["FC06"], []],
                         options=[option, "protect"], rng=dice(die), positions=[0, 1],
                         layout=("FC02", "FC07", "FC08"),
                         tasks=(Task("accident", 0, c("FC02"), extra="all"),)))
        assert (c("FC06") in s.players[0].mapped) == ok, (option, die)
