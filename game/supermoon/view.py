"""What a seat may see, and states consistent with it (PU-19.1, PU-19.2, PU-19.6).

A view omits what its seat cannot see rather than blanking it: the order of every station
stack below its top, the civ decks and reserves (only their sizes; a seat choosing a card sees
its rank deck as `picking`), other players' end-game civ cards (only their ranks) and private
objectives (only how many) until the final phase, other seats' unconfirmed turns, the event
deck (only its size and colours left), the generator.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.rng import Rng
from game.supermoon.card_effects import PUBLIC_TIMINGS
from game.supermoon.data import CIV_CARDS, EVENTS, OBJECTIVES, TILES
from game.supermoon.phases import COLOUR_INDEX, eligible_events
from game.supermoon.state import Player, State

OPEN_PHASES = ("final", "final_civ", "over")  # PU-10.4, PU-13.5: secrets revealed


@dataclass(frozen=True)
class View:
    """One seat's (or a spectator's, seat -1) view of the table."""

    seat: int
    n: int
    options: tuple[tuple[str, str], ...]
    round: int
    phase: str
    commander: int
    rotation: int
    slot_shapes: tuple[int, ...]
    tops: tuple[int, ...]  # -1 when the top is hidden (PU-3.2) or the stack is empty
    counts: tuple[int, ...]
    hidden_top: tuple[bool, ...]
    players: tuple[Player, ...]  # own = its working copy; others = public, secrets stripped
    my_base: Player | None
    ready: tuple[bool, ...]
    secret_ranks: tuple[tuple[int, ...], ...]  # ranks of each player's hidden civ cards
    objective_counts: tuple[int, ...]
    offer_counts: tuple[int, ...]
    deck_counts: tuple[int, ...]
    reserve_counts: tuple[int, ...]
    neighbour_objectives: tuple[tuple[int, int, int], ...]
    pile_count: int
    events_left: int
    colours_left: tuple[int, int, int]
    event_counts: tuple[int, int, int]
    event: int
    revealed: tuple[int, ...]
    order: tuple[int, ...]
    last_round: bool
    end_reasons: tuple[str, ...]
    gone: tuple[int, ...]
    over: bool
    final_scores: tuple[int, ...]

    @property
    def me(self) -> Player | None:
        """The viewing seat's own player."""
        return self.players[self.seat] if self.seat >= 0 else None


def _open(st: State) -> bool:
    return st.phase in OPEN_PHASES


def _strip(p: Player, open_: bool) -> Player:
    civ = p.civ if open_ else tuple(c for c in p.civ if CIV_CARDS[c].timing in PUBLIC_TIMINGS)
    return replace(p, civ=civ, objectives=p.objectives if open_ else (), offer=(), peek=0,
                   picking=(), seen_deck=(), journal=())


def public_state(st: State, seat: int | None) -> State:
    """The state with every other seat's secrets stripped as its view strips them (PU-19.2:
    end-game civ cards and private objectives, until the final phase); the seat's own player
    stays whole. A seat's score counted on it is the score that seat may see."""
    if _open(st):
        return st
    return replace(st, players=tuple(p if i == seat else _strip(p, False)
                                     for i, p in enumerate(st.players)))


def _hidden_ranks(p: Player, open_: bool) -> tuple[int, ...]:
    if open_:
        return ()
    return tuple(CIV_CARDS[c].rank for c in p.civ if CIV_CARDS[c].timing not in PUBLIC_TIMINGS)


def holds_secrets(p: Player) -> bool:
    """Does the player's own view show something the others' do not (PU-19.2: private
    objectives, end-game civ cards, a peeked event)?"""
    return bool(p.objectives or p.peek or _hidden_ranks(p, False))


def make_view(st: State, seat: int | None) -> View:
    """The view of `seat` (None: a spectator, or the public view behind a curtain)."""
    s = -1 if seat is None else seat
    open_ = _open(st)
    players = []
    for i in range(st.n):
        if i == s:
            players.append(replace(st.work[i], journal=()))
        else:
            players.append(_strip(st.players[i], open_))
    left = [0, 0, 0]
    for e in st.events:
        left[COLOUR_INDEX[EVENTS[e].colour]] += 1
    return View(
        seat=s, n=st.n, options=st.options, round=st.round, phase=st.phase,
        commander=st.commander, rotation=st.rotation,
        slot_shapes=tuple(TILES[stack[0]].shape_id if stack else _slot_shape(st, k)
                          for k, stack in enumerate(st.stacks)),
        tops=tuple(stack[0] if stack and not st.hidden_top[k] else -1
                   for k, stack in enumerate(st.stacks)),
        counts=tuple(len(stack) for stack in st.stacks), hidden_top=st.hidden_top,
        players=tuple(players),
        my_base=replace(st.base[s], journal=()) if s >= 0 else None,
        ready=tuple(p.done for p in st.work),
        secret_ranks=tuple(() if i == s else _hidden_ranks(st.players[i], open_)
                           for i in range(st.n)),
        objective_counts=tuple(0 if i == s or open_ else len(st.players[i].objectives)
                               for i in range(st.n)),
        offer_counts=tuple(0 if i == s else len(st.players[i].offer) for i in range(st.n)),
        deck_counts=tuple(len(d) for d in st.civ_decks),
        reserve_counts=tuple(len(d) for d in st.civ_reserve),
        neighbour_objectives=st.neighbour_objectives, pile_count=len(st.objective_pile),
        events_left=len(st.events), colours_left=(left[0], left[1], left[2]),
        event_counts=st.event_counts, event=st.event, revealed=st.revealed, order=st.order,
        last_round=st.last_round, end_reasons=st.end_reasons, gone=st.gone, over=st.over,
        final_scores=st.final_scores)


def _slot_shape(st: State, slot: int) -> int:
    """The shape of an empty stack: the one no other slot of its ring holds."""
    from game.supermoon.data import INNER_SHAPES, OUTER_SHAPES
    ring = OUTER_SHAPES if slot < 6 else INNER_SHAPES
    lo = 0 if slot < 6 else 6
    used = {TILES[st.stacks[k][0]].shape_id for k in range(lo, lo + 6) if st.stacks[k]}
    missing = [shape for shape in ring if shape not in used]
    empties = [k for k in range(lo, lo + 6) if not st.stacks[k]]
    # Empty stacks keep no tile to name their shape; any consistent assignment will do.
    return missing[empties.index(slot)] if len(missing) == len(empties) else -1


def determinize(view: View, rng: Rng) -> State:
    """A full state consistent with the view (PU-19.6)."""
    seat = view.seat
    known_tiles = set(view.gone) | {t for t in view.tops if t >= 0}
    for p in view.players:
        for b in p.boards:
            known_tiles |= {piece.tile for piece in b.pieces if piece.tile >= 0}
    stacks = []
    for k in range(12):
        shape = view.slot_shapes[k]
        unknown = sorted(t.tile_id for t in TILES
                         if t.shape_id == shape and t.tile_id not in known_tiles)
        sampled, rng = rng.shuffle(unknown)
        top = () if view.tops[k] < 0 else (view.tops[k],)
        need = view.counts[k] - len(top)
        stacks.append(top + tuple(sampled[:need]))
        known_tiles |= set(sampled[:need])
    # Civ cards: per rank, the unseen cards go to the deck, the reserve and others' hands.
    seen = {c for p in view.players for c in p.civ}
    me = view.me
    picking = set(me.picking) if me else set()
    decks, reserves = [], []
    secret: dict[int, list[int]] = {i: [] for i in range(view.n)}
    for r in range(4):
        rank = r + 1
        unknown = sorted(c for c, card in CIV_CARDS.items()
                         if card.rank == rank and c not in seen and c not in picking)
        shuffled, rng = rng.shuffle(unknown)
        # Cards this seat saw left in the rank deck go to the deck, the others first to the
        # hidden hands (consistent with what the seat has seen, PU-19.6).
        known = set(me.seen_deck) if me else set()
        pool = [c for c in shuffled if c not in known] + [c for c in shuffled if c in known]
        # Hidden hands hold end-game cards only (immediate ones are public, PU-10.4).
        for i in range(view.n):
            for _ in [x for x in view.secret_ranks[i] if x == rank]:
                card = next((c for c in pool if CIV_CARDS[c].timing not in PUBLIC_TIMINGS), 0)
                if card:
                    pool.remove(card)
                secret[i].append(card)
        if me and me.picking and CIV_CARDS[me.picking[0]].rank == rank:
            deck = tuple(me.picking)
        else:
            pool = [c for c in pool if c in known] + [c for c in pool if c not in known]
            deck = tuple(pool[:view.deck_counts[r]])
            pool = pool[view.deck_counts[r]:]
        decks.append(deck)
        reserves.append(tuple(pool[:view.reserve_counts[r]]))
    # Objectives.
    known_obj = {c for c, _, _ in view.neighbour_objectives}
    for p in view.players:
        known_obj |= set(p.objectives) | set(p.offer)
    unknown_obj, rng = rng.shuffle(sorted(o for o in OBJECTIVES if o not in known_obj))
    objs = list(unknown_obj)
    players, work = [], []
    for i, p in enumerate(view.players):
        if i == seat:
            public = view.my_base or p
            players.append(_public_of(p, view))
            work.append(p)
            del public
            continue
        civ = _merge_civ(p.civ, secret[i])
        full = replace(p, civ=civ,
                       objectives=p.objectives or tuple(objs.pop(0) for _ in
                                                        range(view.objective_counts[i])),
                       offer=tuple(objs.pop(0) for _ in range(view.offer_counts[i])))
        players.append(full)
        work.append(replace(full, done=view.ready[i]))
    base = list(work)
    if seat >= 0 and view.my_base is not None:
        base[seat] = view.my_base
    # Events: the colours left are known (PU-19.6).
    known_ev = set(view.revealed) | ({me.peek} if me and me.peek else set())
    solo = view.n == 1
    deck_events: list[int] = []
    left = list(view.colours_left)
    if me and me.peek:
        deck_events.append(me.peek)
        left[COLOUR_INDEX[EVENTS[me.peek].colour]] -= 1
    rest = []
    for colour, k in COLOUR_INDEX.items():
        cands = sorted(e for e in eligible_events(solo)
                       if EVENTS[e].colour == colour and e not in known_ev)
        picked, rng = rng.shuffle(cands)
        rest += list(picked[:max(0, left[k])])
    rest_shuffled, rng = rng.shuffle(rest)
    deck_events += list(rest_shuffled)
    return State(
        n=view.n, rng=rng, options=view.options, round=view.round, phase=view.phase,
        commander=view.commander, rotation=view.rotation, stacks=tuple(stacks),
        hidden_top=view.hidden_top, players=tuple(players), work=tuple(work),
        base=tuple(base), civ_decks=tuple(decks), civ_reserve=tuple(reserves),
        neighbour_objectives=view.neighbour_objectives,
        objective_pile=tuple(objs[:view.pile_count]), events=tuple(deck_events),
        event=view.event, revealed=view.revealed, event_counts=view.event_counts,
        order=view.order, last_round=view.last_round, end_reasons=view.end_reasons,
        gone=view.gone, over=view.over, final_scores=view.final_scores)


def _public_of(p: Player, view: View) -> Player:
    # The seat's own public copy is its base as of the step's start (best available).
    return view.my_base or p


def _merge_civ(public: tuple[int, ...], hidden: list[int]) -> tuple[int, ...]:
    return public + tuple(c for c in hidden if c)
