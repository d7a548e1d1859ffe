"""Tsukuyumi's optional modules (Stage 2, TS-0.5, TS-0.8, TS-M1…TS-M7): which are on, and
the hooks the engine asks them. The legendary Oni (TS-M8, option `legendary_oni`) are plug-ins
of this package too (`legendary*.py`), on the engine's hooks only.

A module is a toggle chosen at setup, combinable with every other one and with the scenarios
(S: «Tous les modules peuvent être combinés entre eux»): option `modules`, a subset of
`OFFERED`, stored in the state as a tuple in `ALL`'s order (`st.option("modules", ())`). A
module that is off changes nothing — not a draw of the generator, not an event — so a seeded
game with every toggle off gives the same log as the Stage 1 engine (TS-0.10 (d)).

Each module is one plug-in file of this package (`m1_objectives.py`, `m2_advantages.py`, …)
that `rules.py` imports; on import it calls `register(Module(...))` with the hooks it needs and
fills the engine's own hook lists (`scoring.CHECKS`, `damage.ON_KILL`, `goals.CONDITIONS` …),
its hooks there asking `is_on(st, key)` first. The engine calls the hooks below only for the
modules that are on, in key order:

- `after_factions(st, events)` — the factions are fixed, before the Initiative board and
  everything else (TS-2.22: the M2 deal);
- `event_deck(options, n, deck, rng)` — cards shuffled into the event deck before the
  face-up pair is revealed (TS-2.22: M3); returns (deck, rng);
- `seat_ready(st, seat, events)` — a seat has finished its setup steps, before its goal is
  announced (TS-2.13, TS-2.20: the M1 choice); it may push prompts, answered before the
  next seat begins;
- `before_white(st, events)` — round 1's picks are revealed, before the first white phase
  (TS-M2.4 Forward Positions); it may push prompts or open turns of a prelude (`State.stage`);
- `phase_over(st, events)` — every marker of a phase is flipped: a module that opened a
  prelude (`State.stage`) returns the state to go on from, else None;
- `private(st, seat)` — is this seat's decision now a private view (TS-40.7: its starting
  advantage)?
- `start_spots(st, seat)` — more start-zone positions (TS-M2.4 Scout);
- `setup_order(st, order)` — the order of the seats' setup steps (TS-M2.4 Acceleration);
- `setup_actions(st, seat)` / `setup_apply(st, seat, action, events)` — more actions of a
  seat's setup step (TS-M2.4: an advantage used while deploying), the latter returning None
  for an action that is not the module's;
- `start_placed(st, seat, covered, events)` — a start zone is placed (`covered`: the id of the
  area tile it covers, which leaves the game, or ""; TS-M2.4 Scout, TS-M3.5);
- `open_turn(st, seat)` — the turn a seat gets in a module's prelude (`State.stage`), or None;
- `sample(view, st, rng)` — `determinize`'s part for the module's hidden cards (TS-42.11):
  returns (state, rng);
- `reconstructed()` — does the module's data hold RECONSTRUCTED records (the setup screen's
  and the rules viewer's "reconstructed" label, TS-0.10 (e), read from the data markers).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.rng import Rng
    from game.core.rules import Event
    from game.tsukuyumi.actions import Action
    from game.tsukuyumi.state import Coord, State, Turn

ALL = ("m1", "m2", "m3", "m4", "m5", "m6", "m7")
"""Every module of the seed, in its order (TS-0.5)."""

OFFERED: tuple[str, ...] = ("m1", "m2", "m3", "m4", "m5", "m6", "m7")
"""The modules built so far: the choices of option `modules`. The list only grows as modules
land; a module not built is never offered (the setup screen shows no dead toggle). To add
one: write `m<k>_<name>.py` here registering its `Module`, import it in `rules.py`, put its key
here (in `ALL`'s order), and give it the texts `ts.option.modules.m<k>` (the toggle),
`ts.option.modules.m<k>.help` (its one-line explanation) and, when its data hold
RECONSTRUCTED records, `ts.help.reconstructed.m<k>`."""

Hook = Callable[..., Any]


@dataclass(frozen=True)
class Module:
    """One module: its key, its spec section and the hooks it answers (None: none)."""

    key: str
    spec: str
    """The spec section, e.g. "TS-M1"."""
    reconstructed: Callable[[], bool] = lambda: False
    after_factions: Callable[[State, list[Event]], State] | None = None
    event_deck: Callable[[dict[str, Any], int, tuple[int, ...], Rng],
                         tuple[tuple[int, ...], Rng]] | None = None
    seat_ready: Callable[[State, int, list[Event]], State] | None = None
    before_white: Callable[[State, list[Event]], State] | None = None
    phase_over: Callable[[State, list[Event]], State | None] | None = None
    private: Callable[[State, int], bool] | None = None
    start_spots: Callable[[State, int], set[Coord]] | None = None
    setup_order: Callable[[State, tuple[int, ...]], tuple[int, ...]] | None = None
    setup_actions: Callable[[State, int], list[Action]] | None = None
    setup_apply: Callable[[State, int, Action, list[Event]], State | None] | None = None
    start_placed: Callable[[State, int, str, list[Event]], State] | None = None
    open_turn: Callable[[State, int], Turn | None] | None = None
    sample: Callable[[Any, State, Rng], tuple[State, Rng]] | None = None


REGISTRY: dict[str, Module] = {}
"""The modules that have registered, by key."""


def register(module: Module) -> None:
    """Add a module (its plug-in file calls this on import)."""
    if module.key not in ALL:
        raise ValueError(f"unknown module {module.key!r}")
    REGISTRY[module.key] = module


def chosen(source: Any) -> tuple[str, ...]:
    """The modules on: of a state or view (`.option`) or an options mapping."""
    value = source.option("modules", ()) if hasattr(source, "option") else \
        source.get("modules", ())
    return tuple(value or ())


def is_on(source: Any, key: str) -> bool:
    """Is module `key` on in this state, view or options mapping?"""
    return key in chosen(source)


def active(source: Any) -> tuple[Module, ...]:
    """The registered modules that are on, in key order."""
    on = chosen(source)
    return tuple(REGISTRY[k] for k in ALL if k in on and k in REGISTRY)


def parse(value: Any) -> list[str] | None:
    """The keys of a `modules` value as given — a tuple, a save's JSON list, the CLI's
    "m1+m3" or "m1,m3", "" for none — lower-cased; None when it is not a list of words."""
    if value is None:
        return []
    if isinstance(value, str):
        value = value.replace(",", "+").split("+")
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        return None
    return [v.strip().lower() for v in value if v.strip()]


# --- the engine's questions ---------------------------------------------------------------------

def after_factions(st: State, events: list[Event]) -> State:
    """TS-2.22: what the modules on do once the factions are fixed."""
    for m in active(st):
        if m.after_factions is not None:
            st = m.after_factions(st, events)
    return st


def event_deck(options: dict[str, Any], n: int, deck: tuple[int, ...],
               rng: Rng) -> tuple[tuple[int, ...], Rng]:
    """TS-2.22: the event deck before its face-up pair is revealed."""
    for m in active(options):
        if m.event_deck is not None:
            deck, rng = m.event_deck(options, n, deck, rng)
    return deck, rng


def seat_ready_hooks(st: State) -> tuple[Callable[[State, int, list[Event]], State], ...]:
    """The end-of-setup-steps hooks of the modules on, in order."""
    return tuple(m.seat_ready for m in active(st) if m.seat_ready is not None)


def before_white(st: State, events: list[Event]) -> State:
    """Round 1, after the picks are revealed (TS-M2.4)."""
    for m in active(st):
        if m.before_white is not None:
            st = m.before_white(st, events)
    return st


def phase_over(st: State, events: list[Event]) -> State | None:
    """A phase's markers are all flipped: the state a module's prelude goes on from, or None."""
    for m in active(st):
        if m.phase_over is not None:
            nxt = m.phase_over(st, events)
            if nxt is not None:
                return nxt
    return None


def private(st: State, seat: int) -> bool:
    """Does a module make this seat's decision now a private view (TS-40.7)?"""
    return any(m.private(st, seat) for m in active(st) if m.private is not None)


def start_spots(st: State, seat: int) -> set[Coord]:
    """Start-zone positions the modules on add for this seat."""
    out: set[Coord] = set()
    for m in active(st):
        if m.start_spots is not None:
            out |= m.start_spots(st, seat)
    return out


def setup_actions(st: State, seat: int) -> list[Action]:
    """The modules' extra actions of a seat's setup step."""
    out: list[Action] = []
    for m in active(st):
        if m.setup_actions is not None:
            out += m.setup_actions(st, seat)
    return out


def setup_apply(st: State, seat: int, action: Action, events: list[Event]) -> State | None:
    """Apply a module's setup action (None: no module owns it)."""
    for m in active(st):
        if m.setup_apply is not None:
            nxt = m.setup_apply(st, seat, action, events)
            if nxt is not None:
                return nxt
    return None


def start_placed(st: State, seat: int, covered: str, events: list[Event]) -> State:
    """A seat's start zone is down."""
    for m in active(st):
        if m.start_placed is not None:
            st = m.start_placed(st, seat, covered, events)
    return st


def open_turn(st: State, seat: int) -> Turn | None:
    """A module's turn for `seat` in its prelude, or None for the phase's usual turn."""
    for m in active(st):
        if m.open_turn is not None:
            turn = m.open_turn(st, seat)
            if turn is not None:
                return turn
    return None


def sample(view: Any, st: State, rng: Rng) -> tuple[State, Rng]:
    """The modules' hidden cards drawn for a determinized state (TS-42.11)."""
    for m in active(view):
        if m.sample is not None:
            st, rng = m.sample(view, st, rng)
    return st, rng


def reconstructed(key: str) -> bool:
    """Does module `key`'s data hold RECONSTRUCTED records?"""
    m = REGISTRY.get(key)
    return m is not None and m.reconstructed()


__all__ = ["ALL", "OFFERED", "REGISTRY", "Module", "active", "after_factions", "before_white",
           "chosen", "event_deck", "is_on", "open_turn", "parse", "phase_over", "private",
           "reconstructed", "register", "sample", "seat_ready_hooks", "setup_actions",
           "setup_apply", "start_placed", "start_spots"]
