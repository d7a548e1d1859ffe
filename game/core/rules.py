"""The rules contract every game implements, and the types it speaks in.

A game is one `Rules` object over frozen, JSON-encodable states. Everything is a pure
function: `apply` returns a new state and the events it caused, and raises `IllegalAction`
(a message a player can read) without changing anything when the action is not allowed.

Conventions shared by all games:

* Seats are ints 0..n-1. `CLOCK` (-1) is the pseudo-seat the app uses to submit a phase's
  timer expiry (`Rules.timer`), so time never enters the rules as a clock reading and
  replays stay deterministic.
* `to_act` may return several seats when a choice is simultaneous (open bidding, secret
  commitments); each of them may submit, in any order.
* Events are public unless `to` names the seats that may see them; everyone else sees the
  `redacted` variant (or nothing). `barrier=True` marks events that reveal information,
  consume randomness or that the rules declare final (a Moonstar bid, a placed die): undo
  never crosses them; `barrier_key` names the reason shown on the greyed Undo button.
* A simultaneous step may echo a seat's pending choices to that seat alone (`draft=True`)
  and tell them to everyone when the step is revealed (`reveal=True`): a log leaves a draft
  out once a reveal follows it, so nobody reads their own turn twice.
* Text shown to players goes through the i18n catalogue: errors and events carry a catalogue
  `key` and `args`; any argument named `seat` or ending in `_seat` is a seat index that the
  log turns into the player's name (never "You").
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from game.core.rng import Rng

S = TypeVar("S")  # state
A = TypeVar("A")  # action
V = TypeVar("V")  # view

CLOCK = -1
LEVELS = ("easy", "normal", "hard")


class IllegalAction(Exception):
    """An action that the rules refuse; `str(exc)` is an English sentence for the player.

    `key`/`args` let the UI show the same message in the player's language.
    """

    def __init__(self, message: str, key: str = "", **args: Any) -> None:
        super().__init__(message)
        self.message = message
        self.key = key
        self.args_map = dict(args)


# --- the kind-and-integers notation -------------------------------------------------------------
# Planet Unknown and Tsukuyumi write an action as its kind and integer arguments ("move 3 0 5");
# each game keeps its own Action type, grammar and error key, and reads and writes the text here.


def int_notation(kind: str, args: Sequence[int]) -> str:
    """Canonical text of an action of that notation: the kind, then each integer."""
    return " ".join([kind, *(str(a) for a in args)])


def parse_int_notation(text: str, arity: Mapping[str, int | None], key: str,
                       empty: str = "") -> tuple[str, tuple[int, ...]]:
    """Inverse of `int_notation`: (kind, args) of a text whose kind is in `arity` with exactly
    that many integers (None: one or more); words may be spread by any white space.

    Anything else raises IllegalAction(`key`, text=text) saying "Malformed action: '…'.", or
    `empty` for a blank text when given.
    """
    words = text.split()
    if not words and empty:
        raise IllegalAction(empty, key, text=text)
    malformed = IllegalAction(f"Malformed action: {text!r}.", key, text=text)
    kind = words[0] if words else ""
    if kind not in arity:
        raise malformed
    try:
        args = tuple(int(w) for w in words[1:])
    except ValueError:
        raise malformed from None
    want = arity[kind]
    if (not args) if want is None else len(args) != want:
        raise malformed
    return kind, args


@dataclass(frozen=True)
class Event:
    """Something that happened, for the log and the animations.

    `to=None` means public; otherwise only those seats see it and the others get `redacted`.
    """

    kind: str
    args: dict[str, Any] = field(default_factory=dict)
    to: tuple[int, ...] | None = None
    redacted: Event | None = None
    barrier: bool = False
    barrier_key: str = ""  # why undo stops here, when not "dice or hidden information"
    draft: bool = False  # a pending choice told to its seat alone, until a reveal repeats it
    reveal: bool = False  # a step's choices told to everyone: the drafts before it are done


def events_for(events: Sequence[Event], seat: int | None) -> tuple[Event, ...]:
    """The events a seat (or a spectator, `None`) may see, private ones redacted."""
    out = []
    for event in events:
        if event.to is None or (seat is not None and seat in event.to):
            out.append(event)
        elif event.redacted is not None:
            out.append(event.redacted)
    return tuple(out)


@dataclass(frozen=True)
class Outcome:
    """The end of a match: final scores per seat (seat order) and the winning seats."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: int

    def tied_with_winner(self) -> list[int]:
        """The seats sharing the best score with a lone winner: a tie-break decided the
        game. Empty for a win on points and for a shared victory."""
        if len(self.winners) != 1:
            return []
        win = self.winners[0]
        if self.scores[win] < max(self.scores):
            return []  # won by another rule than the score
        return [s for s, v in enumerate(self.scores) if s != win and v == self.scores[win]]


@dataclass(frozen=True)
class Timer(Generic[A]):
    """A running phase timer: when `seconds` elapse the app submits `action` as CLOCK.

    `token` identifies this timer instance (a new token restarts the countdown).
    """

    token: str
    seconds: float
    action: A


@dataclass(frozen=True)
class OptionSpec:
    """One game option as the setup screen shows it.

    kind: "bool", "int" (min..max), "choice" (one of `choices`) or "multi" (a subset).
    """

    name: str
    kind: str
    default: Any
    label_key: str
    minimum: int = 0
    maximum: int = 0
    choices: tuple[Any, ...] = ()
    help_key: str = ""


@dataclass(frozen=True)
class BotMove(Generic[A]):
    """A bot's decision: the action and how long a human would take (real-time phases)."""

    action: A
    delay: float = 0.0


class Rules(ABC, Generic[S, A, V]):
    """The contract of one game. Subclasses are stateless singletons."""

    name: ClassVar[str]
    title: ClassVar[str]
    rules_version: ClassVar[int] = 1
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int | None] = 8  # None: no upper limit (Moonstar, MS-0.4)
    setup_max_seats: ClassVar[int] = 8  # the most seats the setup screen offers
    setup_default_seats: ClassVar[int | None] = None  # the seats it opens with (None: min_seats)
    state_type: ClassVar[type]
    view_type: ClassVar[type]
    action_type: ClassVar[Any]

    # --- setup -----------------------------------------------------------------------------
    def option_specs(self) -> tuple[OptionSpec, ...]:
        """The options the setup screen offers."""
        return ()

    def option_visible(self, name: str, options: Mapping[str, Any],
                       n_seats: int | None = None) -> bool:
        """Does option `name` matter with these other options and this many seats (None:
        any count)? The setup screen hides it otherwise."""
        return True

    def option_inactive(self, name: str, options: Mapping[str, Any],
                        n_seats: int | None = None) -> str:
        """A catalogue key saying why option `name`, shown, does nothing with the other
        options chosen (the setup screen greys its row, the key in its tooltip); "" when it
        applies. A row that would come and go with a switch just above it is better shown
        greyed: the rows under it no longer move away from the mouse."""
        return ""

    def option_follow(self, name: str, options: Mapping[str, Any]) -> dict[str, Any]:
        """Other options to change once option `name` was set to its value in `options`, so
        that the setup stays playable (say, a variant that plays with other counts of
        pieces); the setup screen applies them. None by default."""
        return {}

    def option_notes(self, name: str, value: Any,
                     n_seats: int | None = None) -> tuple[str, ...]:
        """Catalogue keys of notes about one value of option `name` that the setup screen
        adds to its tooltips (say, that a scenario's layout is reconstructed); `n_seats`: the
        players chosen (None: any count), for a mode a player count makes."""
        return ()

    def choice_off(self, name: str, value: Any, n_seats: int) -> str:
        """A catalogue key saying why one value of option `name` does nothing at this many
        players (the setup screen greys its chip, the key its tooltip); "" when it applies."""
        return ""

    def setup_notes(self, n_seats: int) -> tuple[str, ...]:
        """Catalogue keys of notes the setup screen shows above the options for this many
        players (a mode the player count makes, say that its cards are reconstructed)."""
        return ()

    def solo_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The options for one human against bots, from those chosen on the setup screen."""
        return dict(options)

    def default_options(self) -> dict[str, Any]:
        """Options with every default filled in."""
        return {spec.name: spec.default for spec in self.option_specs()}

    def check_setup(self, n_seats: int, options: Mapping[str, Any]) -> dict[str, Any]:
        """Validate and normalise options; raise IllegalAction with a clear message."""
        if n_seats < self.min_seats or (self.max_seats is not None
                                        and n_seats > self.max_seats):
            if self.max_seats is None:
                raise IllegalAction(f"{self.title} needs at least {self.min_seats} players.",
                                    "core.illegal.seat_count_min", min=self.min_seats)
            raise IllegalAction(
                f"{self.title} needs {self.min_seats} to {self.max_seats} players.",
                "core.illegal.seat_count", min=self.min_seats, max=self.max_seats)
        merged = self.default_options()
        unknown = sorted(set(options) - set(merged))
        if unknown:
            raise IllegalAction(f"Unknown option: {', '.join(unknown)}.",
                                "core.illegal.unknown_option", name=", ".join(unknown))
        merged.update(options)
        return merged

    @abstractmethod
    def initial_state(self, seed: int, n_seats: int, options: Mapping[str, Any]) -> S:
        """The state before the first action (options already passed `check_setup`)."""

    # --- play ------------------------------------------------------------------------------
    @abstractmethod
    def to_act(self, state: S) -> tuple[int, ...]:
        """Seats that may act now (several for simultaneous choices; empty when over)."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> tuple[A, ...]:
        """Every legal action of `seat` (empty when it may not act)."""

    def is_legal(self, state: S, seat: int, action: A) -> bool:
        """Fast legality check; must agree with `legal_actions`."""
        return action in self.legal_actions(state, seat)

    @abstractmethod
    def apply(self, state: S, seat: int, action: A) -> tuple[S, tuple[Event, ...]]:
        """Apply a legal action; raise IllegalAction (state untouched) otherwise."""

    def timer(self, state: S) -> Timer[A] | None:
        """The running phase timer, if the current phase has one."""
        return None

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the match is over, else None."""

    @abstractmethod
    def scores(self, state: S) -> tuple[int, ...]:
        """Current scores in seat order."""

    def shown_scores(self, state: S, viewer: int | None) -> tuple[int, ...]:
        """The scores a table shows `viewer` (None: behind a curtain, everyone's public
        score). A game whose running score counts hidden cards counts only what the viewer
        may see; by default every score is public."""
        return self.scores(state)

    @abstractmethod
    def round_number(self, state: S) -> int:
        """Current round (1-based) for logs and the CLI."""

    # --- information -----------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """What `seat` (or a spectator, None) may see; hidden parts are omitted."""

    @abstractmethod
    def determinize(self, view: V, rng: Rng) -> S:
        """A full state consistent with `view` (hidden parts sampled with `rng`)."""

    def is_private_for(self, state: S, seat: int) -> bool:
        """True when `seat`'s view shows something other seats must not see (curtain)."""
        return False

    # --- notation --------------------------------------------------------------------------
    @abstractmethod
    def notation(self, action: A) -> str:
        """Canonical text of an action (logs, saves, replays)."""

    @abstractmethod
    def parse_action(self, text: str) -> A:
        """Inverse of `notation`; raise IllegalAction on malformed text."""

    # --- bots ------------------------------------------------------------------------------
    @abstractmethod
    def bot(self, level: str) -> Any:
        """A bot callable `(view, legal_actions, rng) -> BotMove` for a level in LEVELS."""
