"""What one seat may see (MW-9), and `determinize`: a full state consistent with a view.

A view OMITS hidden information rather than blanking a field that still holds it: a
face-down card the viewer has not scanned is only its terrain face (`CardView(id=-1, ...)`),
another seat's hidden first card likewise, piles are sizes, other seats' pending secret
choices are a `committed` flag, and the Rng is absent. Which cards a seat has scanned is
not shown to the others (see Decisions).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rng import Rng
from game.moonwakers.data import COMBOS, TERRAIN
from game.moonwakers.state import PlayerState, State, Task


@dataclass(frozen=True)
class CardView:
    """A terrain card as the viewer sees it; `id` is -1 when its back is hidden to them."""

    id: int
    biome: str
    element: str


@dataclass(frozen=True)
class PlayerView:
    """One seat as the viewer sees it. `secret`: hand positions whose explored face only that
    seat has seen (shown to the viewer only when the viewer is that seat)."""

    character: str
    hand: tuple[CardView, ...]
    secret: tuple[int, ...]
    mapped: tuple[CardView, ...]
    combos: tuple[int, ...]
    option: str
    choice: str
    committed: bool
    commit: str  # the viewer's own pending secret choice only
    position: int
    used: bool
    frozen: bool
    immune: bool
    bought: bool
    roll: int


@dataclass(frozen=True)
class View:
    """The table from one seat (or a spectator, seat None)."""

    seat: int | None
    n: int
    round: int
    initiative: int
    players: tuple[PlayerView, ...]
    deck_size: int
    discard_size: int
    layout: tuple[CardView | None, ...]
    limbo: tuple[int, ...]
    display: tuple[int, ...]
    pile_size: int
    tasks: tuple[Task, ...]
    shortcut: tuple[int, ...]
    stormed: tuple[int, ...]
    setup_storms: tuple[int, ...]
    over: bool
    stopper: int
    end_reason: str


def _card(card: int, shown: bool) -> CardView:
    c = TERRAIN[card]
    return CardView(card if shown else -1, c.biome, c.element)


def make_view(state: State, seat: int | None) -> View:
    """The view of `seat` (None: spectator)."""
    known = set(state.players[seat].known) if seat is not None else set()
    players = []
    for s, pl in enumerate(state.players):
        own = s == seat
        secret = set(pl.secret)
        players.append(PlayerView(
            character=pl.character,
            hand=tuple(_card(c, own or c not in secret) for c in pl.hand),
            secret=tuple(i for i, c in enumerate(pl.hand) if c in secret),
            mapped=tuple(_card(c, c in known) for c in pl.mapped),
            combos=pl.combos, option=pl.option, choice=pl.choice,
            committed=bool(pl.commit), commit=pl.commit if own else "",
            position=pl.position, used=pl.used, frozen=pl.frozen, immune=pl.immune,
            bought=pl.bought, roll=pl.roll))
    return View(
        seat=seat, n=state.n, round=state.round, initiative=state.initiative,
        players=tuple(players), deck_size=len(state.deck), discard_size=len(state.discard),
        layout=tuple(None if c < 0 else _card(c, c in known) for c in state.layout),
        limbo=state.limbo, display=state.display, pile_size=len(state.pile),
        tasks=state.tasks, shortcut=state.shortcut, stormed=state.stormed,
        setup_storms=state.setup_storms, over=state.over, stopper=state.stopper,
        end_reason=state.end_reason)


def determinize(view: View, rng: Rng, sample_commit=None) -> State:
    """A full state consistent with `view`: hidden cards are drawn from the cards the viewer
    cannot place, respecting terrain faces and the deck composition; piles are shuffled;
    other seats' pending choices are sampled by `sample_commit(state, seat, rng)`."""
    visible: set[int] = set(view.limbo)
    slots: list[CardView] = [cv for cv in view.layout if cv is not None]
    for pv in view.players:
        slots += list(pv.hand) + list(pv.mapped)
    visible.update(cv.id for cv in slots if cv.id >= 0)
    groups: dict[tuple[str, str], list[int]] = {}
    for card in range(len(TERRAIN)):
        if card not in visible:
            groups.setdefault(TERRAIN[card].face, []).append(card)
    for key in sorted(groups):
        shuffled, rng = rng.shuffle(groups[key])
        groups[key] = list(shuffled)

    def fill(cv: CardView) -> int:
        return cv.id if cv.id >= 0 else groups[(cv.biome, cv.element)].pop()

    layout = tuple(-1 if cv is None else fill(cv) for cv in view.layout)
    known: list[int] = [c for c, cv in zip(layout, view.layout, strict=True)
                        if cv is not None and cv.id >= 0]
    players: list[tuple[PlayerView, tuple[int, ...], tuple[int, ...]]] = []
    for pv in view.players:
        hand = tuple(fill(cv) for cv in pv.hand)
        mapped = tuple(fill(cv) for cv in pv.mapped)
        known += [c for c, cv in zip(mapped, pv.mapped, strict=True) if cv.id >= 0]
        players.append((pv, hand, mapped))
    rest = [c for key in sorted(groups) for c in groups[key]]
    rest_shuffled, rng = rng.shuffle(rest)
    deck = rest_shuffled[:view.deck_size]
    discard = rest_shuffled[view.deck_size:]
    if len(discard) != view.discard_size:
        raise ValueError("view is inconsistent with the deck composition")
    owned = {n for pv in view.players for n in pv.combos}
    pile_cards = [n for n in sorted(COMBOS) if n not in owned and n not in view.display]
    pile, rng = rng.shuffle(pile_cards)
    states = []
    for s, (pv, hand, mapped) in enumerate(players):
        states.append(PlayerState(
            character=pv.character, hand=hand,
            secret=tuple(hand[i] for i in pv.secret), mapped=mapped, combos=pv.combos,
            known=tuple(sorted(known)) if s == view.seat else (),
            option=pv.option, choice=pv.choice,
            commit=pv.commit if s == view.seat else "",
            position=pv.position, used=pv.used, frozen=pv.frozen, immune=pv.immune,
            bought=pv.bought, roll=pv.roll))
    child, rng = rng.split()
    state = State(
        n=view.n, rng=child, round=view.round, initiative=view.initiative,
        players=tuple(states), deck=tuple(deck), discard=tuple(discard), layout=layout,
        limbo=view.limbo, display=view.display, pile=tuple(pile), tasks=view.tasks,
        shortcut=view.shortcut, stormed=view.stormed, setup_storms=view.setup_storms,
        over=view.over, stopper=view.stopper, end_reason=view.end_reason)
    if sample_commit is not None:
        for s, pv in enumerate(view.players):
            if s != view.seat and pv.committed:
                state, rng = sample_commit(state, s, rng)
    return state
