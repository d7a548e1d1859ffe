"""Match.copy, state_after and catch_up: a play already known, taken on without recomputing
it (the screenshot tour's later passes), and refused from any other game."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.match import Match
from game.core.rules import IllegalAction
from tests.core.test_match import RULES, new, play_out, seats, to_pick_phase


def test_state_after_gives_each_state_of_the_play() -> None:
    m = new("human", "bot")
    first = m.state
    to_pick_phase(m)
    assert m.state_after(0) is first
    assert m.state_after(3) is m.state
    assert m.state_after(1).phase != "pick"
    for bad in (-1, 4):
        with pytest.raises(IndexError):
            m.state_after(bad)


def test_a_copy_stands_apart_from_its_match(tmp_path: Path) -> None:
    m = new("human", "bot", autosave=tmp_path / "auto.json")
    heard: list[str] = []
    m.on_step.append(lambda match, step: heard.append(step.action))
    m.submit(0, "roll")
    twin = m.copy()
    assert twin.steps == m.steps and twin.state is m.state
    assert twin.options == m.options and twin.options is not m.options
    assert twin.on_step == [] and twin.autosave_path is None and twin.save_error is None
    m.submit(0, "bet 1")
    m.submit(1, "bet 1")
    assert len(twin.steps) == 1 and twin.state is m.state_after(1)
    m.undo(0)  # a match taking back moves leaves its copy as it was
    twin.submit(0, "bet 2")
    assert heard == ["roll", "bet 1", "bet 1"]  # the copy's moves are not told to m
    assert [s.action for s in twin.steps] == ["roll", "bet 2"]


def test_catch_up_ends_where_playing_the_moves_ends(tmp_path: Path) -> None:
    known = new("human", "bot")
    play_out(known)
    path = tmp_path / "auto.json"
    m = new("human", "bot", autosave=path)
    heard: list[str] = []
    m.on_step.append(lambda match, step: heard.append(step.action))
    m.submit(0, known.steps[0].action)
    m.catch_up(known, 4)
    assert m.steps == known.steps[:4] and m.state is known.state_after(4)
    assert heard == [s.action for s in known.steps[:4]]
    assert Match.load(path).state == m.state  # saved as if played
    m.catch_up(known, len(known.steps))
    assert m.is_over and m.outcome() == known.outcome()
    played = new("human", "bot")
    for step in known.steps:
        played.submit(step.seat, step.action)
    assert played.state == m.state and played.steps == m.steps


def test_catch_up_refuses_another_game_and_changes_nothing() -> None:
    known = new("human", "bot")
    play_out(known)
    other_seed = Match(RULES, seats("human", "bot"), 8, {"rounds": 2})
    other_seats = Match(RULES, seats("bot", "bot"), 7, {"rounds": 2})
    other_options = Match(RULES, seats("human", "bot"), 7, {"rounds": 3})
    elsewhere = new("human", "bot")
    elsewhere.submit(0, "roll")
    elsewhere.submit(0, "bet 2")  # the known play bet otherwise
    assert known.steps[1].action != "bet 2"
    for m, steps in ((other_seed, 2), (other_seats, 2), (other_options, 2), (elsewhere, 3),
                     (new("human", "bot"), len(known.steps) + 1)):
        before = (list(m.steps), m.state)
        with pytest.raises(IllegalAction) as info:
            m.catch_up(known, steps)
        assert info.value.key == "match.illegal.not_the_same"
        assert (m.steps, m.state) == before
    behind = new("human", "bot")
    behind.submit(0, "roll")
    behind.submit(0, known.steps[1].action)
    with pytest.raises(IllegalAction):
        behind.catch_up(known, 1)  # it cannot go back
