"""Helpers for the Moonwakers rule tests: build precise tables, force dice, drive phases."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rng import Rng
from game.moonwakers.data import TERRAIN
from game.moonwakers.engine import advance
from game.moonwakers.rules import RULES
from game.moonwakers.state import PlayerState, State, Task, thaw

IDX = {c.id: c.index for c in TERRAIN}
CHARS = ("blue_moon", "blood_moon", "snow_moon", "harvest_moon", "dark_moon", "purple_moon")


def c(cid: str) -> int:
    """Card index from its printed id (e.g. "VO04")."""
    return IDX[cid]


@dataclass(frozen=True)
class ScriptedRng(Rng):
    """An Rng whose next d12 rolls are scripted (then it behaves normally)."""

    values: tuple[int, ...] = ()

    def randint(self, lo: int, hi: int) -> tuple[int, Rng]:
        """Scripted d12 values first."""
        if self.values and (lo, hi) == (1, 12):
            return self.values[0], ScriptedRng(self.state, self.values[1:])
        value, nxt = Rng(self.state).randint(lo, hi)
        return value, ScriptedRng(nxt.state, self.values)


def dice(*values: int) -> Rng:
    """An Rng whose next d12 rolls are `values`."""
    return ScriptedRng(1, tuple(values))


def table(n: int = 2, *, chars=None, hands=None, secret=None, mapped=None, deck_top=(),
          display=(6, 8), pile=None, initiative: int = 0, tasks=None,
          options=None, layout=(), positions=None, rng: Rng | None = None,
          combos=None) -> State:
    """A hand-built table; the deck is `deck_top` then every unused card (storms last)."""
    chars = chars or CHARS[:n]
    hands = [[c(x) for x in h] for h in (hands or [[] for _ in range(n)])]
    secret = [[c(x) for x in h] for h in (secret or [[] for _ in range(n)])]
    mapped = [[c(x) for x in h] for h in (mapped or [[] for _ in range(n)])]
    used = {x for h in hands + mapped for x in h}
    lay = [c(x) if x else -1 for x in layout]
    used |= {x for x in lay if x >= 0}
    top = [c(x) for x in deck_top]
    used |= set(top)
    rest = sorted((i for i in range(len(TERRAIN)) if i not in used),
                  key=lambda i: (TERRAIN[i].kind == "storm", i))
    players = []
    for s in range(n):
        players.append(PlayerState(
            character=chars[s], hand=tuple(hands[s]), secret=tuple(secret[s]),
            mapped=tuple(mapped[s]), combos=tuple((combos or [()] * n)[s]),
            option=(options or [""] * n)[s],
            position=(positions or [-1] * n)[s]))
    if pile is None:
        pile = tuple(x for x in range(1, 18) if x not in display
                     and all(x not in cs for cs in (combos or [()] * n)))
    return State(n=n, rng=rng or Rng.from_seed(1), round=1, initiative=initiative,
                 players=tuple(players), deck=tuple(top + rest), discard=(),
                 layout=tuple(lay), limbo=(), display=tuple(display), pile=tuple(pile),
                 tasks=tuple(tasks or (Task("round_start"),)))


def settle(state: State) -> State:
    """Run the automatic steps of a hand-built state."""
    t = thaw(state)
    advance(t)
    return t.freeze()


def play(state: State, seat: int, text: str):
    """Apply an action given in notation; returns (state, events)."""
    return RULES.apply(state, seat, RULES.parse_action(text))


def kinds(events) -> list[str]:
    """Event kinds without the game prefix."""
    return [e.kind.removeprefix("mw.") for e in events]


def head(state: State) -> str:
    """Kind of the head task."""
    return state.tasks[0].kind if state.tasks else ""


def legal(state: State, seat: int) -> list[str]:
    """Legal actions as notation."""
    return [RULES.notation(a) for a in RULES.legal_actions(state, seat)]


def all_choose(state: State, text: str):
    """Every seat in to_act plays `text` (one round of a simultaneous commitment)."""
    events = []
    for s in RULES.to_act(state):
        state, ev = play(state, s, text)
        events += ev
    return state, events


def to_reveal(state: State, places=None) -> State:
    """Drive a round to the MAP/EXPLORE choice: PROTECTION, no abilities, seat s under card
    `places[s]` (default: seat s under card s + 1)."""
    while head(state) != "reveal":
        h = head(state)
        seats = RULES.to_act(state)
        if h == "options":
            state, _ = all_choose(state, "protect")
        elif h.startswith("ask_"):
            state, _ = play(state, seats[0], "pass" if h != "ask_cryo" else "no-react")
        elif h == "place":
            seat = seats[0]
            state, _ = play(state, seat, f"place {(places or list(range(1, 7)))[seat]}")
        else:
            raise AssertionError(f"unexpected {h}")
    return state


def reveal(state: State, *choices: str):
    """Everybody commits their MAP/EXPLORE choice (seat order); returns (state, events)."""
    events = []
    for seat, choice in enumerate(choices):
        state, ev = play(state, seat, choice)
        events += ev
    return state, events
