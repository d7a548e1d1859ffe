"""Moonwakers SEED rules: the `Rules` object tying the phases together.

The round is a queue of tasks (see `state`, `engine`); this module answers the contract's
questions (who acts, what is legal, what an action does, what a seat sees) by looking at the
head task. Actions that are not the head task's own choice but may be played at one's own
decision points are "free actions": the SCAN and CRYOGEN cards before the revelation
(MW-5.5, MW-5.6) and LABO during acquisition (MW-5.4).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core.lastanswer import LastAnswer
from game.core.rng import Rng
from game.core.rules import Event, IllegalAction, Outcome, Rules
from game.moonwakers import acquisition, opening, positioning, reactions, revelation
from game.moonwakers.actions import Action, notation, parse_action
from game.moonwakers.data import CHARACTERS, COMBOS, TERRAIN, display_size
from game.moonwakers.engine import DECISIONS, advance, holds
from game.moonwakers.state import PlayerState, State, Table, Task, thaw
from game.moonwakers.view import View, determinize, make_view

_PHASE_MODULES = (opening, positioning, reactions, revelation, acquisition)  # registration


def _free_actions(t: Table, seat: int, kind: str) -> list[Action]:
    out: list[Action] = []
    if DECISIONS[kind].free_point:
        if holds(t, seat, "scan") >= 0:
            out += reactions.scan_targets(t, seat)
        if holds(t, seat, "cryogen") >= 0:
            out += [Action("cryogen", seat=s) for s in reactions.cryogen_targets(t, seat)]
    elif kind == "claims" and holds(t, seat, "labo") >= 0:
        out += reactions.labo_targets(t)
    return out


def _seats(t: Table) -> list[int]:
    if t.over or not t.tasks:
        return []
    head = t.tasks[0]
    return DECISIONS[head.kind].seats(t, head)


def _legal(t: Table, seat: int) -> list[Action]:
    """The seat's list; the caller has checked that it acts (`MoonwakersRules.to_act`, which
    remembers its answer: asking `_seats` again tried every seat's payments twice)."""
    head = t.tasks[0]
    return DECISIONS[head.kind].legal(t, head, seat) + _free_actions(t, seat, head.kind)


def _is_legal(t: Table, seat: int, action: Action) -> bool:
    """Is `action` legal for a seat that acts (the caller has checked, as for `_legal`)?"""
    head = t.tasks[0]
    if head.kind == "claims" and action.kind == "claim":
        pl = t.p(seat)
        return action.index in t.display and acquisition.is_payment(
            pl["hand"], pl["mapped"], action)
    if head.kind == "claims" and action == acquisition.PASS:
        # a seat asked to claim may always pass (MW-6.3); checked directly, since listing
        # every payment to find "pass" among them took a long game's save 1.8 s to replay
        return True
    return action in _legal(t, seat)



def high_card(state: State, seat: int) -> int:
    """MW-7.4's tie-break: the points of the seat's best single COMBINATION card (0: none)."""
    return max((COMBOS[c].points for c in state.players[seat].combos), default=0)

class MoonwakersRules(Rules[State, Action, View]):
    """Moonwakers SEED (Gaman Games), 2 to 6 players."""

    name = "moonwakers"
    title = "Moonwakers SEED"
    min_seats = 2
    max_seats = 6
    setup_max_seats = 6
    rules_version = 2  # 2: spent storms set aside in a sweep (MW-4.6), lost hand card unseen
    conformance_seats = (2, 4, 6)
    conformance_samples = 20
    state_type = State
    view_type = View
    action_type = Action

    # --- setup ---------------------------------------------------------------------------
    def initial_state(self, seed: int, n_seats: int, options: Mapping[str, Any]) -> State:
        """MW-1.1..1.3: characters, first hand card, combination display; then the roll-off."""
        rng = Rng.from_seed(seed)
        chars, rng = rng.shuffle(CHARACTERS)
        order, rng = rng.shuffle(range(len(TERRAIN)))
        deck = list(order)
        setup_storms = []
        players = []
        for s in range(n_seats):
            card = deck.pop(0)
            while TERRAIN[card].kind == "storm":  # shown, put under the deck, replaced
                setup_storms.append(card)
                deck.append(card)
                card = deck.pop(0)
            players.append(PlayerState(character=chars[s], hand=(card,), secret=(card,),
                                       roll=0))
        pile, rng = rng.shuffle(sorted(COMBOS))
        k = display_size(n_seats)
        return State(n=n_seats, rng=rng, round=1, initiative=0, players=tuple(players),
                     deck=tuple(deck), discard=(), layout=(), limbo=(),
                     display=tuple(pile[:k]), pile=tuple(pile[k:]),
                     tasks=(Task("rolloff"),), setup_storms=tuple(setup_storms))

    def __init__(self) -> None:
        super().__init__()
        # The last answers (`core.lastanswer`): who acts and a seat's list are asked again and
        # again of the same frozen state (the match, the table's every frame, `is_legal`, then
        # `apply`), and each answer thawed the whole state and, in an acquisition, tried every
        # seat's payments (MW-6.3): `to_act` was a third of the screenshot tour's Moonwakers
        # time.
        self._to_act: LastAnswer[tuple[int, ...]] = LastAnswer()
        self._legal: LastAnswer[tuple[Action, ...]] = LastAnswer()

    def forget(self) -> None:
        """Drop the remembered answers (for tests that patch a rule in place)."""
        self._to_act.forget()
        self._legal.forget()

    # --- play ----------------------------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        """Seats that must decide now (several during secret simultaneous choices)."""
        return self._to_act.answer(state, None, lambda: tuple(_seats(thaw(state))))

    def legal_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """Every legal action of `seat`."""
        if seat not in self.to_act(state):
            return ()
        return self._legal.answer(state, seat, lambda: tuple(_legal(thaw(state), seat)))

    def is_legal(self, state: State, seat: int, action: Action) -> bool:
        """Fast legality check (claims are checked directly)."""
        if not isinstance(action, Action) or seat not in self.to_act(state):
            return False
        known = self._legal.get(state, seat)
        return action in known if known is not None else _is_legal(thaw(state), seat, action)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
        """Apply a legal action and run the automatic steps that follow."""
        if state.over:
            raise IllegalAction("The game is over.", "core.illegal.game_over")
        if seat not in self.to_act(state):
            raise IllegalAction(f"It is not seat {seat}'s turn.", "core.illegal.not_your_turn",
                                seat=seat)
        if not self.is_legal(state, seat, action):
            text = notation(action) if isinstance(action, Action) else str(action)
            raise IllegalAction(f'"{text}" is not allowed now.', "mw.illegal.not_allowed",
                                text=text)
        t = thaw(state)
        head = t.tasks[0]
        if action.kind == "use-scan":
            reactions.play_scan(t, seat, action)
        elif action.kind == "cryogen":
            reactions.play_cryogen(t, seat, action.seat)
        elif action.kind == "labo" and head.kind == "claims":
            reactions.play_labo(t, seat, action)
            acquisition.reset_claims(t)
        else:
            DECISIONS[head.kind].act(t, head, seat, action)
        advance(t)
        return t.freeze(), tuple(t.events)

    def outcome(self, state: State) -> Outcome | None:
        """MW-7.4: most points; ties to the higher single card; then shared."""
        if not state.over:
            return None
        scores = self.scores(state)
        best = max(scores)
        top = [s for s in range(state.n) if scores[s] == best]
        if len(top) > 1:
            high = {s: high_card(state, s) for s in top}
            top = [s for s in top if high[s] == max(high.values())]
        return Outcome(scores=scores, winners=tuple(top), rounds=state.round)

    def scores(self, state: State) -> tuple[int, ...]:
        """Combination points per seat."""
        return tuple(sum(COMBOS[c].points for c in pl.combos) for pl in state.players)

    def round_number(self, state: State) -> int:
        """Current round, 1-based."""
        return state.round

    # --- information -----------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> View:
        """What `seat` may see (MW-9)."""
        return make_view(state, seat)

    def determinize(self, view: View, rng: Rng) -> State:
        """A state consistent with `view`; others' pending choices sampled among legal ones."""
        return determinize(view, rng, _sample_commit)

    def is_private_for(self, state: State, seat: int) -> bool:
        """The seat sees something the others must not (a hidden card, a scan, a choice), or
        is about to make a secret choice: the curtain stands before it whatever the hand holds
        (an empty hand facing SCAN/PROTECTION is still a secret choice, MW-9.1)."""
        pl = state.players[seat]
        if pl.secret or pl.known or pl.commit:
            return True
        if state.over or not state.tasks:
            return False
        decision = DECISIONS.get(state.tasks[0].kind)
        return bool(decision is not None and decision.simultaneous
                    and seat in self.to_act(state))

    # --- notation --------------------------------------------------------------------------
    def notation(self, action: Action) -> str:
        """Canonical text (see `actions`)."""
        return notation(action)

    def parse_action(self, text: str) -> Action:
        """Inverse of `notation`."""
        return parse_action(text)

    def bot(self, level: str):
        """The bot of a level ("random", "easy", "normal" or "hard"; see `bots.make_bot`)."""
        from game.moonwakers.bots.levels import make_bot
        return make_bot(level)


def _sample_commit(state: State, seat: int, rng: Rng) -> tuple[State, Rng]:
    t = thaw(state)
    head = t.tasks[0]
    options = DECISIONS[head.kind].legal(t, head, seat)
    choice, rng = rng.choice(options)
    players = list(state.players)
    players[seat] = replace(players[seat], commit=notation(choice))
    return replace(state, players=tuple(players)), rng


RULES = MoonwakersRules()
