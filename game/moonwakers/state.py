"""Moonwakers state: frozen, JSON-encodable dataclasses, plus a mutable working copy.

Cards are terrain indices (`data.TERRAIN`), combinations their printed numbers. The flow of a
round is an explicit queue of `Task`s (head first): the head is either a decision that waits
for one or several seats, or an automatic step that `engine.advance` runs. Tasks only hold
public information, so views can show them verbatim.

`apply` thaws the state into a `Table` (lists instead of tuples), works on it and freezes it
back; the frozen `State` is what the outside world sees.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

from game.core.rng import Rng


@dataclass(frozen=True)
class Task:
    """One step of the round. `seat`/`card`/`target` are -1 when unused; `extra` a tag."""

    kind: str
    seat: int = -1
    card: int = -1
    target: int = -1
    extra: str = ""


@dataclass(frozen=True)
class PlayerState:
    """One seat. `secret` = hand cards whose explored face only the owner has seen (MW-1.2);
    `known` = face-down cards (layout or mapped) whose back this seat has scanned (MW-9.1);
    `commit` = the pending secret choice in canonical notation, "" when none."""

    character: str
    hand: tuple[int, ...] = ()
    secret: tuple[int, ...] = ()
    mapped: tuple[int, ...] = ()
    combos: tuple[int, ...] = ()
    known: tuple[int, ...] = ()
    option: str = ""      # "scan" | "protect" once revealed this round
    choice: str = ""      # "map" | "explore" once revealed this round
    commit: str = ""
    position: int = -1    # layout index of the character this round
    used: bool = False    # ability tried this round (MW-3.3)
    frozen: bool = False  # CRYOGEN (MW-5.5)
    immune: bool = False  # BOUCLIER (MW-5.7)
    bought: bool = False  # MW-6.1
    roll: int = -1        # roll-off: -1 out, 0 to roll, >0 rolled (MW-1.4)


@dataclass(frozen=True)
class State:
    """The whole table."""

    n: int
    rng: Rng
    round: int
    initiative: int
    players: tuple[PlayerState, ...]
    deck: tuple[int, ...]          # top first
    discard: tuple[int, ...]
    layout: tuple[int, ...]        # -1 where a card has left the layout
    limbo: tuple[int, ...]         # cards turned face up and being resolved (public)
    display: tuple[int, ...]       # face-up combinations
    pile: tuple[int, ...]          # combination pile, top first
    tasks: tuple[Task, ...]
    shortcut: tuple[int, ...] = ()  # seats whose SHORTCUT succeeded this round
    stormed: tuple[int, ...] = ()   # storms already resolved this round (chain guard)
    setup_storms: tuple[int, ...] = ()  # storms shown and put back during setup (MW-1.2)
    over: bool = False
    stopper: int = -1
    end_reason: str = ""


@dataclass
class Table:
    """Mutable working copy of a `State` used inside `apply`."""

    n: int
    rng: Rng
    round: int
    initiative: int
    players: list[dict]
    deck: list[int]
    discard: list[int]
    layout: list[int]
    limbo: list[int]
    display: list[int]
    pile: list[int]
    tasks: list[Task]
    shortcut: list[int]
    stormed: list[int]
    setup_storms: list[int]
    over: bool
    stopper: int
    end_reason: str
    events: list = field(default_factory=list)

    # --- helpers ---------------------------------------------------------------------------
    def p(self, seat: int) -> dict:
        """The mutable record of a seat."""
        return self.players[seat]

    def clockwise(self, start: int | None = None) -> list[int]:
        """Seats clockwise from `start` (default: the initiative holder)."""
        s = self.initiative if start is None else start
        return [(s + i) % self.n for i in range(self.n)]

    def freeze(self) -> State:
        """Back to a frozen State, pruning knowledge of cards no longer face down."""
        face_down = {c for c in self.layout if c >= 0}
        for pl in self.players:
            face_down.update(pl["mapped"])
        players = []
        for pl in self.players:
            data = dict(pl)
            data["known"] = tuple(sorted(c for c in set(pl["known"]) if c in face_down))
            data["secret"] = tuple(c for c in pl["hand"] if c in set(pl["secret"]))
            for key in ("hand", "mapped", "combos"):
                data[key] = tuple(pl[key])
            players.append(PlayerState(**data))
        return State(n=self.n, rng=self.rng, round=self.round, initiative=self.initiative,
                     players=tuple(players), deck=tuple(self.deck),
                     discard=tuple(self.discard), layout=tuple(self.layout),
                     limbo=tuple(self.limbo), display=tuple(self.display),
                     pile=tuple(self.pile), tasks=tuple(self.tasks),
                     shortcut=tuple(self.shortcut), stormed=tuple(self.stormed),
                     setup_storms=tuple(self.setup_storms), over=self.over,
                     stopper=self.stopper, end_reason=self.end_reason)


def thaw(state: State) -> Table:
    """A mutable copy of `state`."""
    players = []
    for pl in state.players:
        rec = {f.name: getattr(pl, f.name) for f in fields(PlayerState)}
        for key in ("hand", "secret", "mapped", "combos", "known"):
            rec[key] = list(rec[key])
        players.append(rec)
    return Table(n=state.n, rng=state.rng, round=state.round, initiative=state.initiative,
                 players=players, deck=list(state.deck), discard=list(state.discard),
                 layout=list(state.layout), limbo=list(state.limbo),
                 display=list(state.display), pile=list(state.pile), tasks=list(state.tasks),
                 shortcut=list(state.shortcut), stormed=list(state.stormed),
                 setup_storms=list(state.setup_storms), over=state.over,
                 stopper=state.stopper, end_reason=state.end_reason)


__all__ = ["PlayerState", "State", "Table", "Task", "replace", "thaw"]
