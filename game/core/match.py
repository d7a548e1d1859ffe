"""`Match`: the one mutable object of a game in progress — seats, actions, undo, saves.

A match is fully described by (game, seed, options, seats, action list): the state is always
`initial_state` followed by the recorded actions, so saves store only that list, loading
replays it, and a digest of the final state catches files edited by hand. A snapshot of the
state before every step is kept in memory so undo is a slice.

Undo follows Board Game Arena's policy: a human may take back their own most recent action
(with everything after it) unless, from that action on, a step revealed information or
consumed randomness (`Step.barrier`: dice, draws, reveals), another human acted, or a phase
timer ran out (a CLOCK step). Bot replies after the action are taken back with it, so undo
works against bots. After the game ends nothing can be undone.

Saving is atomic and automatic (`autosave`): see `game.core.saves`.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import botseed, codec, registry
from game.core.i18n import tr
from game.core.rules import CLOCK, LEVELS, Event, IllegalAction, Outcome, Rules, events_for
from game.core.saves import FORMAT, VERSION, SaveError, check_header, read_save, write_save

__all__ = ["COLOURS", "SHAPES", "SEAT_KINDS", "Match", "SaveError", "SeatConfig", "Step"]

SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "crescent")
# Okabe-Ito palette (distinguishable with the common colour-vision deficiencies) plus grey.
COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7",
           "#BBBBBB")
SEAT_KINDS = ("human", "bot")
MAX_NAME = 24
_COLOUR_RE = re.compile(r"#[0-9A-Fa-f]{6}")


@dataclass(frozen=True)
class SeatConfig:
    """Who sits at a seat: a name, a colour and a shape (never colour alone), human or bot."""

    name: str
    colour: str
    shape: str
    kind: str = "human"  # "human" | "bot"
    level: str = "normal"  # easy | normal | hard (bots only)

    @property
    def is_bot(self) -> bool:
        """True for a bot seat."""
        return self.kind == "bot"


@dataclass(frozen=True)
class Step:
    """One accepted action: who, its notation, what it caused, and whether undo stops here."""

    seat: int
    action: str
    events: tuple[Event, ...]
    barrier: bool


def default_seats(n: int, bots: int = 0, level: str = "normal") -> list[SeatConfig]:
    """Seats for quick starts and tests: 'Player 1'…, the last `bots` of them bots."""
    return [SeatConfig(f"Player {i + 1}", COLOURS[i % len(COLOURS)], SHAPES[i % len(SHAPES)],
                       "bot" if i >= n - bots else "human", level) for i in range(n)]


def _illegal(key: str, **args: Any) -> IllegalAction:
    return IllegalAction(tr(key, "en", **args), key, **args)


def check_seats(seats: Sequence[SeatConfig]) -> None:
    """Refuse unusable seat lists with a readable IllegalAction."""
    if not seats:  # solo games exist (Planet Unknown); each game checks its own counts
        raise _illegal("match.illegal.too_few_seats")
    seen: set[str] = set()
    for number, seat in enumerate(seats, 1):
        if not isinstance(seat, SeatConfig):
            raise _illegal("match.illegal.bad_seat", number=number)
        name = seat.name.strip() if isinstance(seat.name, str) else ""
        if not name:
            raise _illegal("match.illegal.empty_name", number=number)
        if len(name) > MAX_NAME:
            raise _illegal("match.illegal.long_name", number=number, max=MAX_NAME)
        if name.casefold() in seen:
            raise _illegal("match.illegal.duplicate_name", name=name)
        seen.add(name.casefold())
        if seat.shape not in SHAPES:
            raise _illegal("match.illegal.bad_shape", name=name, shape=str(seat.shape))
        if not isinstance(seat.colour, str) or not _COLOUR_RE.fullmatch(seat.colour):
            raise _illegal("match.illegal.bad_colour", name=name)
        if seat.kind not in SEAT_KINDS:
            raise _illegal("match.illegal.bad_kind", name=name)
        if seat.level not in LEVELS:
            raise _illegal("match.illegal.bad_level", name=name, level=str(seat.level))


def state_digest(state: Any) -> str:
    """SHA-256 of the canonical JSON of a state (detects edited saves)."""
    return hashlib.sha256(codec.dumps(state).encode("utf-8")).hexdigest()


class Match:
    """A game in progress: the only mutable object between the rules and the app."""

    def __init__(self, rules: Rules, seats: Sequence[SeatConfig], seed: int,
                 options: Mapping[str, Any] | None = None, *,
                 autosave: Path | None = None) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise _illegal("match.illegal.bad_seed")
        check_seats(seats)
        self.rules = rules
        self.seats: tuple[SeatConfig, ...] = tuple(seats)
        self.seed = seed
        self.options: dict[str, Any] = dict(rules.check_setup(len(self.seats), options or {}))
        self.autosave_path = Path(autosave) if autosave is not None else None
        self.steps: list[Step] = []
        # _states[k] is the state before step k; the last one is the current state.
        self._states: list[Any] = [rules.initial_state(seed, len(self.seats), self.options)]
        self.on_step: list[Callable[[Match, Step], None]] = []
        self.on_undo: list[Callable[[Match, int], None]] = []
        self.save_error: SaveError | None = None  # the last autosave failure, if any
        # The bots' one-way secret (game.core.botseed): OS entropy, never saved nor shown to a
        # bot; their moves are recorded as actions, so a replay does not need it.
        self.bot_secret: bytes = botseed.new_secret()

    # --- seats ---------------------------------------------------------------------------------
    @property
    def n_seats(self) -> int:
        """Number of seats."""
        return len(self.seats)

    def humans(self) -> tuple[int, ...]:
        """Human seats."""
        return tuple(i for i, s in enumerate(self.seats) if not s.is_bot)

    def bots(self) -> tuple[int, ...]:
        """Bot seats."""
        return tuple(i for i, s in enumerate(self.seats) if s.is_bot)

    def is_human(self, seat: int) -> bool:
        """True for a real seat played by a person."""
        return 0 <= seat < self.n_seats and not self.seats[seat].is_bot

    def name(self, seat: int, lang: str = "en") -> str:
        """A seat's player name; the CLOCK pseudo-seat is called "Time"."""
        if seat == CLOCK:
            return tr("match.clock_name", lang)
        return self.seats[seat].name.strip()

    # --- state ---------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current state (read-only by convention: states are frozen)."""
        return self._states[-1]

    def to_act(self) -> tuple[int, ...]:
        """Seats that may act now."""
        return self.rules.to_act(self.state)

    def bots_to_act(self) -> tuple[int, ...]:
        """Bot seats that may act now (the app asks the bot runner for these)."""
        return tuple(s for s in self.to_act() if self.seats[s].is_bot)

    def view(self, seat: int | None) -> Any:
        """What a seat (or a spectator, None) may see."""
        return self.rules.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        """The result once over, else None."""
        return self.rules.outcome(self.state)

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.outcome() is not None

    def timer(self) -> Any:
        """The running phase timer (`Timer`) or None."""
        return self.rules.timer(self.state)

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        """Legal actions of a seat now (CLOCK: the timer's action while one runs)."""
        if seat == CLOCK:
            timer = self.timer()
            return (timer.action,) if timer is not None and not self.is_over else ()
        if seat not in self.to_act():
            return ()
        return tuple(self.rules.legal_actions(self.state, seat))

    # --- acting --------------------------------------------------------------------------------
    def submit(self, seat: int, action: Any) -> tuple[Event, ...]:
        """Play an action (object or notation text); IllegalAction leaves everything as it was."""
        if isinstance(action, str):
            action = self.rules.parse_action(action)
        state = self.state
        if self.rules.outcome(state) is not None:
            raise _illegal("core.illegal.game_over")
        if seat == CLOCK:
            if self.rules.timer(state) is None:
                raise _illegal("match.illegal.no_timer")
        elif isinstance(seat, bool) or not isinstance(seat, int) \
                or not 0 <= seat < self.n_seats:
            # players are numbered from 1 on screen: seat 2 is "player 3"
            shown = seat + 1 if isinstance(seat, int) and not isinstance(seat, bool) else seat
            raise _illegal("match.illegal.not_a_seat", number=str(shown))
        elif seat not in self.rules.to_act(state):
            raise _illegal("core.illegal.not_your_turn", seat=seat)
        new_state, events = self.rules.apply(state, seat, action)
        events = tuple(events)
        step = Step(seat, self.rules.notation(action), events, any(e.barrier for e in events))
        self.steps.append(step)
        self._states.append(new_state)
        self._autosave()
        for listener in list(self.on_step):
            listener(self, step)
        return events

    def log(self, seat: int | None) -> list[tuple[int, Event]]:
        """(step index, event) pairs that `seat` may see, private ones redacted; a draft
        (a seat's pending choice echoed to it) is left out once a reveal repeats it."""
        seen = [(i, event) for i, step in enumerate(self.steps)
                for event in events_for(step.events, seat)]
        last_reveal = max((k for k, (_i, e) in enumerate(seen) if e.reveal), default=-1)
        return [pair for k, pair in enumerate(seen) if not (pair[1].draft and k < last_reveal)]

    # --- undo ----------------------------------------------------------------------------------
    def undo_status(self, seat: int) -> tuple[bool, str]:
        """May this human seat take back its last action? (allowed, catalogue key)."""
        if not self.is_human(seat):
            return False, "undo.reason.not_human"
        if self.is_over:
            return False, "undo.reason.game_over"
        start = self._last_own_step(seat)
        if start is None:
            return False, "undo.reason.nothing"
        for step in self.steps[start:]:
            # A timeout is checked before barriers: "time ran out" is the truer reason.
            if step.seat == CLOCK:
                return False, "undo.reason.time"
            if step.barrier:
                keys = [e.barrier_key for e in step.events if e.barrier and e.barrier_key]
                return False, keys[0] if keys else "undo.reason.revealed"
            if any(e.reveal for e in step.events):
                # Secret simultaneous choices told to all (Tsukuyumi's draft, TS-3.2): the
                # last to choose took theirs back after seeing the others' and chose again
                # (a newcomer's game, stop 97).
                return False, "undo.reason.choices"
            if step.seat != seat and self.is_human(step.seat):
                return False, "undo.reason.other_player"
        return True, "undo.ok"

    def undo(self, seat: int) -> int:
        """Take back the seat's last action and everything after it; returns steps removed."""
        allowed, reason = self.undo_status(seat)
        if not allowed:
            raise _illegal(reason)
        start = self._last_own_step(seat)
        assert start is not None
        removed = len(self.steps) - start
        del self.steps[start:]
        del self._states[start + 1:]
        self._autosave()
        for listener in list(self.on_undo):
            listener(self, removed)
        return removed

    # --- a play already known ------------------------------------------------------------------
    def state_after(self, steps: int) -> Any:
        """The state after the first `steps` steps (0: the initial state)."""
        if not 0 <= steps <= len(self.steps):
            raise IndexError(f"{steps} steps: the match has {len(self.steps)}")
        return self._states[steps]

    def copy(self) -> Match:
        """This match as it stands, apart from it: the same setup, steps and states (frozen,
        so shared); no listeners and no autosave."""
        twin = Match.__new__(Match)
        twin.__dict__.update(self.__dict__)
        twin.steps, twin._states = list(self.steps), list(self._states)
        twin.options = dict(self.options)
        twin.on_step, twin.on_undo, twin.autosave_path, twin.save_error = [], [], None, None
        return twin

    def catch_up(self, known: Match, steps: int) -> None:
        """Go on to where `known` stood after `steps` steps, taking its states rather than
        computing them again: the rules are deterministic, and `known` got there by the same
        actions from the same setup. IllegalAction ("match.illegal.not_the_same") unless it
        has this match's setup and its steps begin with this match's. The screenshot tour
        uses it to replay its seeded games in its later passes (French, 150%)."""
        done = len(self.steps)
        if (known.rules is not self.rules or known.seats != self.seats
                or known.seed != self.seed or known.options != self.options
                or not done <= steps <= len(known.steps) or known.steps[:done] != self.steps):
            raise _illegal("match.illegal.not_the_same")
        for k in range(done, steps):
            self.steps.append(known.steps[k])
            self._states.append(known._states[k + 1])
            for listener in list(self.on_step):
                listener(self, known.steps[k])
        if steps > done:
            self._autosave()

    def _last_own_step(self, seat: int) -> int | None:
        for index in range(len(self.steps) - 1, -1, -1):
            if self.steps[index].seat == seat:
                return index
        return None

    # --- saving --------------------------------------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        """The save document: setup plus the action list (and a digest of the final state)."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.rules.name,
            "rules_version": self.rules.rules_version,
            "seed": self.seed,
            "options": codec.encode(self.options),
            "seats": [codec.encode(seat) for seat in self.seats],
            "actions": [[step.seat, step.action] for step in self.steps],
            "digest": state_digest(self.state),
            # For the load list only (round and scores at a glance); loading ignores it and
            # replays the actions, so an edited summary can never change a game.
            "summary": {"round": self.rules.round_number(self.state),
                        "scores": list(self.rules.scores(self.state)),
                        "over": self.is_over},
        }

    def save(self, path: Path) -> None:
        """Write a save file atomically (SaveError "write_failed" on disk errors)."""
        write_save(Path(path), self.to_save())

    def autosave_to(self, path: Path) -> None:
        """Autosave to `path` from now on, after every action, starting with this position."""
        self.autosave_path = Path(path)
        self._autosave()

    def _autosave(self) -> None:
        if self.autosave_path is None:
            return
        try:
            self.save(self.autosave_path)
            self.save_error = None
        except SaveError as exc:
            # Losing the autosave must not lose the move being played: keep going and let
            # the app show `save_error`.
            self.save_error = exc

    @classmethod
    def from_save(cls, data: Mapping[str, Any],
                  rules_lookup: Callable[[str], Rules] = registry.get, *,
                  game: str | None = None, autosave: Path | None = None) -> Match:
        """Rebuild a match from a save document by replaying it; SaveError if anything is off.

        `game`, when given, is the game the caller expects (wrong_game otherwise).
        """
        check_header(data)
        name = data["game"]
        if game is not None and name != game:
            raise SaveError("wrong_game", f"expected {game}", game=name)
        try:
            rules = rules_lookup(name)
        except KeyError:
            raise SaveError("wrong_game", f"unknown game {name!r}", game=name) from None
        if data["rules_version"] > rules.rules_version:
            raise SaveError("future_version",
                            f"rules version {data['rules_version']} > {rules.rules_version}")
        try:
            seats = [codec.decode(SeatConfig, s, f"$.seats[{i}]")
                     for i, s in enumerate(data["seats"])]
        except codec.CodecError as exc:
            raise SaveError("corrupt", str(exc)) from None
        try:
            match = cls(rules, seats, data["seed"], data["options"])
        except IllegalAction as exc:
            raise SaveError("corrupt", f"setup refused: {exc}") from None
        # A save from an older rules version replays if the rule changes did not touch it;
        # when they did, it is refused as such, not as an edited file.
        older = data["rules_version"] < rules.rules_version
        for number, (seat, text) in enumerate(data["actions"], 1):
            try:
                match.submit(seat, text)
            except IllegalAction as exc:
                if older:
                    raise SaveError("old_rules", f"replay stops at move {number}: {exc}",
                                    step=number) from None
                raise SaveError("illegal_action", f"{text!r} by seat {seat}: {exc}",
                                step=number, move=text) from None
        if state_digest(match.state) != data["digest"]:
            if older:
                raise SaveError("old_rules", "final state differs under the current rules")
            raise SaveError("tampered", "final state digest differs")
        match.autosave_path = Path(autosave) if autosave is not None else None
        return match

    @classmethod
    def load(cls, path: Path, rules_lookup: Callable[[str], Rules] = registry.get, *,
             game: str | None = None, autosave: Path | None = None) -> Match:
        """Load a save file (never writing to it); SaveError says what is wrong."""
        return cls.from_save(read_save(Path(path)), rules_lookup, game=game, autosave=autosave)

    def verify(self) -> None:
        """Replay the action list from scratch; SaveError("tampered") if it ends elsewhere."""
        replay = Match(self.rules, self.seats, self.seed, self.options)
        for number, step in enumerate(self.steps, 1):
            try:
                events = replay.submit(step.seat, step.action)
            except IllegalAction as exc:
                raise SaveError("illegal_action", str(exc), step=number,
                                move=step.action) from None
            if events != step.events:
                raise SaveError("tampered", f"step {number} replays with other events")
        if replay.state != self.state or state_digest(replay.state) != state_digest(self.state):
            raise SaveError("tampered", "replay ends in a different state")
