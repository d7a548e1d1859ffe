"""Match: seat validation, submit, the event log, BGA-style undo and autosave."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.match import COLOURS, SHAPES, Match, SeatConfig, Step, default_seats
from game.core.rules import CLOCK, IllegalAction
from tests.core.toy_game import Bet, Pick, register

RULES = register()


def seats(*kinds: str) -> list[SeatConfig]:
    names = ("Ana", "Bo", "Cy", "Di")
    return [SeatConfig(names[i], COLOURS[i], SHAPES[i], kind) for i, kind in enumerate(kinds)]


def new(*kinds: str, **kw) -> Match:
    return Match(RULES, seats(*kinds), 7, {"rounds": 2}, **kw)


def to_pick_phase(m: Match) -> None:
    """Roll, then both seats bet 1."""
    m.submit(0, "roll")
    m.submit(0, "bet 1")
    m.submit(1, "bet 1")
    assert m.state.phase == "pick"


def play_out(m: Match) -> None:
    while not m.is_over:
        seat = m.to_act()[0]
        m.submit(seat, m.legal_actions(seat)[0])


# --- setup ------------------------------------------------------------------------------------


@pytest.mark.parametrize("bad,key", [
    ([], "match.illegal.too_few_seats"),
    ([SeatConfig("Ana", COLOURS[0], "circle"), SeatConfig("  ", COLOURS[1], "star")],
     "match.illegal.empty_name"),
    ([SeatConfig("Ana", COLOURS[0], "circle"), SeatConfig("ana ", COLOURS[1], "star")],
     "match.illegal.duplicate_name"),
    ([SeatConfig("Ana", COLOURS[0], "blob"), SeatConfig("Bo", COLOURS[1], "star")],
     "match.illegal.bad_shape"),
    ([SeatConfig("Ana", "red", "circle"), SeatConfig("Bo", COLOURS[1], "star")],
     "match.illegal.bad_colour"),
    ([SeatConfig("Ana", COLOURS[0], "circle", "alien"), SeatConfig("Bo", COLOURS[1], "star")],
     "match.illegal.bad_kind"),
    ([SeatConfig("Ana", COLOURS[0], "circle", "bot", "genius"),
      SeatConfig("Bo", COLOURS[1], "star")], "match.illegal.bad_level"),
    ([SeatConfig("A" * 30, COLOURS[0], "circle"), SeatConfig("Bo", COLOURS[1], "star")],
     "match.illegal.long_name"),
    (default_seats(5), "core.illegal.seat_count"),
])
def test_bad_seats_are_refused(bad: list[SeatConfig], key: str) -> None:
    with pytest.raises(IllegalAction) as info:
        Match(RULES, bad, 1)
    assert info.value.key == key
    assert str(info.value).endswith(".")


def test_bad_options_and_seed() -> None:
    with pytest.raises(IllegalAction, match="Unknown option"):
        Match(RULES, seats("human", "bot"), 1, {"colour": "blue"})
    with pytest.raises(IllegalAction, match="Rounds"):
        Match(RULES, seats("human", "bot"), 1, {"rounds": 0})
    with pytest.raises(IllegalAction) as info:
        Match(RULES, seats("human", "bot"), True)  # type: ignore[arg-type]
    assert info.value.key == "match.illegal.bad_seed"


def test_seat_queries() -> None:
    m = new("human", "bot", "human")
    assert m.n_seats == 3 and m.options == {"rounds": 2}
    assert m.humans() == (0, 2) and m.bots() == (1,)
    assert m.name(1) == "Bo" and m.name(CLOCK) == "Time" and m.name(CLOCK, "fr") == "Temps"
    assert m.seats[1].is_bot and not m.seats[0].is_bot
    assert m.to_act() == (0,) and m.bots_to_act() == ()
    assert len(COLOURS) == len(set(COLOURS)) == 8 and len(SHAPES) == 8
    assert default_seats(3, bots=1)[2].is_bot


# --- submit -----------------------------------------------------------------------------------


def test_submit_accepts_objects_and_notation() -> None:
    m = new("human", "human")
    events = m.submit(0, "roll")
    assert events[0].kind == "toy.rolled" and events[0].barrier
    m.submit(0, Bet(2))
    assert [s.action for s in m.steps] == ["roll", "bet 2"]
    assert isinstance(m.steps[0], Step) and m.steps[0].barrier and not m.steps[1].barrier
    assert m.view(0).my_card != 0 and m.view(None).my_card == 0


@pytest.mark.parametrize("seat,action,key", [
    (1, "roll", "core.illegal.not_your_turn"),
    (0, "bet 1", "toy.illegal.move"),
    (0, "dance", "core.illegal.bad_notation"),
    (5, "roll", "match.illegal.not_a_seat"),
    (CLOCK, "timeout", "match.illegal.no_timer"),
])
def test_illegal_submit_changes_nothing(seat: int, action: str, key: str) -> None:
    m = new("human", "human", autosave=None)
    before_state, before_steps = m.state, list(m.steps)
    with pytest.raises(IllegalAction) as info:
        m.submit(seat, action)
    assert info.value.key == key
    assert m.state is before_state and m.steps == before_steps


def test_game_over_refuses_moves() -> None:
    m = new("human", "bot")
    play_out(m)
    assert m.outcome() is not None and m.to_act() == ()
    with pytest.raises(IllegalAction) as info:
        m.submit(0, "roll")
    assert info.value.key == "core.illegal.game_over"
    assert m.legal_actions(0) == () and m.legal_actions(CLOCK) == ()


def test_clock_submits_the_timer_action() -> None:
    m = new("human", "bot")
    to_pick_phase(m)
    assert m.timer() is not None
    assert m.legal_actions(CLOCK) == (m.timer().action,)
    with pytest.raises(IllegalAction):
        m.submit(CLOCK, "pick 1")
    m.submit(CLOCK, "timeout")
    assert m.steps[-1].seat == CLOCK
    assert m.state.phase == "roll" and m.state.round == 2


def test_log_redacts_private_events() -> None:
    m = new("human", "human")
    m.submit(0, "roll")
    kinds = {seat: [e.kind for _, e in m.log(seat)] for seat in (0, 1, None)}
    assert kinds[0] == ["toy.rolled", "toy.dealt", "toy.dealt_hidden"]
    assert kinds[1] == ["toy.rolled", "toy.dealt_hidden", "toy.dealt"]
    assert kinds[None] == ["toy.rolled", "toy.dealt_hidden", "toy.dealt_hidden"]
    assert all(i == 0 for i, _ in m.log(0))


def test_listeners() -> None:
    m = new("human", "bot")
    seen: list[tuple[int, str]] = []
    undone: list[int] = []
    m.on_step.append(lambda match, step: seen.append((step.seat, step.action)))
    m.on_undo.append(lambda match, n: undone.append(n))
    m.submit(0, "roll")
    m.submit(0, "bet 0")
    m.undo(0)
    assert seen == [(0, "roll"), (0, "bet 0")] and undone == [1]


# --- undo -------------------------------------------------------------------------------------


def test_undo_reverts_bot_replies() -> None:
    m = new("human", "bot")
    m.submit(0, "roll")
    after_roll = m.state
    m.submit(0, "bet 1")
    m.submit(1, "bet 2")  # the bot's reply
    assert m.undo_status(0) == (True, "undo.ok")
    assert m.undo(0) == 2
    assert m.state == after_roll and len(m.steps) == 1
    # Undo never crosses the roll itself.
    assert m.undo_status(0) == (False, "undo.reason.revealed")


def test_undo_blocked_by_another_human() -> None:
    m = new("human", "human")
    m.submit(0, "roll")
    m.submit(0, "bet 1")
    m.submit(1, "bet 0")
    assert m.undo_status(0) == (False, "undo.reason.other_player")
    assert m.undo_status(1) == (True, "undo.ok")
    with pytest.raises(IllegalAction) as info:
        m.undo(0)
    assert info.value.key == "undo.reason.other_player"
    assert len(m.steps) == 3


def test_undo_blocked_by_a_later_barrier() -> None:
    m = new("human", "bot")
    to_pick_phase(m)
    m.submit(0, Pick(2))
    assert m.undo_status(0) == (True, "undo.ok")  # a secret pick alone reveals nothing
    m.submit(1, Pick(1))  # the last pick reveals everything
    assert m.steps[-1].barrier
    assert m.undo_status(0) == (False, "undo.reason.revealed")


def test_undo_blocked_by_the_clock() -> None:
    m = new("human", "human", "bot")
    m.submit(0, "roll")
    m.submit(0, "bet 0")
    assert m.undo_status(0) == (True, "undo.ok")
    m.submit(1, "bet 0")
    m.submit(2, "bet 0")
    m.submit(0, "pick 1")
    m.submit(CLOCK, "timeout")
    assert m.undo_status(0) == (False, "undo.reason.time")


def test_undo_in_simultaneous_phase_only_takes_back_own_pick() -> None:
    m = new("human", "human", "human")
    m.submit(0, "roll")
    for seat in (0, 1, 2):
        m.submit(seat, "bet 1")
    m.submit(1, "pick 3")
    assert m.undo_status(0) == (False, "undo.reason.other_player")
    assert m.undo(1) == 1
    assert m.to_act() == (0, 1, 2)


def test_undo_nothing_bot_and_game_over() -> None:
    m = new("human", "bot")
    assert m.undo_status(0) == (False, "undo.reason.nothing")
    assert m.undo_status(1) == (False, "undo.reason.not_human")
    assert m.undo_status(CLOCK) == (False, "undo.reason.not_human")
    play_out(m)
    assert m.undo_status(0) == (False, "undo.reason.game_over")


def test_undo_then_replay_is_consistent() -> None:
    m = new("human", "bot")
    m.submit(0, "roll")
    m.submit(0, "bet 2")
    m.undo(0)
    m.submit(0, "bet 0")
    m.verify()
    assert [s.action for s in m.steps] == ["roll", "bet 0"]


# --- saving -----------------------------------------------------------------------------------


def test_autosave_after_every_action_and_undo(tmp_path: Path) -> None:
    path = tmp_path / "auto" / "autosave.json"
    m = new("human", "bot", autosave=path)
    assert not path.exists()  # nothing to save before the first action
    m.submit(0, "roll")
    assert Match.load(path).steps == m.steps
    m.submit(0, "bet 1")
    m.submit(1, "bet 1")
    assert len(Match.load(path).steps) == 3
    m.undo(0)
    loaded = Match.load(path)
    assert loaded.state == m.state and len(loaded.steps) == 1
    assert m.save_error is None
    assert list(path.parent.iterdir()) == [path]  # no temp files left behind


def test_autosave_failure_keeps_the_move(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("x")
    m = new("human", "bot", autosave=blocker / "autosave.json")
    m.submit(0, "roll")
    assert len(m.steps) == 1
    assert m.save_error is not None and m.save_error.kind == "write_failed"


def test_save_document_and_round_trip(tmp_path: Path) -> None:
    m = new("human", "bot")
    to_pick_phase(m)
    m.submit(CLOCK, "timeout")
    doc = m.to_save()
    assert set(doc) == {"format", "version", "game", "rules_version", "seed", "options",
                        "seats", "actions", "digest", "summary"}
    assert set(doc["summary"]) == {"round", "scores", "over"}
    assert doc["actions"][-1] == [CLOCK, "timeout"]
    m.save(tmp_path / "s.json")
    loaded = Match.load(tmp_path / "s.json")
    assert loaded.state == m.state and loaded.seats == m.seats and loaded.seed == m.seed
    assert loaded.steps == m.steps and loaded.autosave_path is None
    loaded.verify()
    again = Match.from_save(doc, autosave=tmp_path / "next.json")
    assert again.autosave_path == tmp_path / "next.json"


def test_a_seat_that_is_not_at_the_table_is_named_as_players_are_numbered() -> None:
    """Seat 2 of a two-seat table is "player 3" on screen (the message said "no player 2"
    while the second player was there)."""
    m = new("human", "human", autosave=None)
    with pytest.raises(IllegalAction) as info:
        m.submit(2, "roll")
    assert info.value.args_map == {"number": "3"}
    assert str(info.value) == "There is no player 3 at this table."
