"""MOONSTAR (Alex Randolph, Avalon Hill 1981): the rules engine.

The game in short: on a ring of 12 stars the setter lays out planets and moons and rolls the
dice. Everyone studies the situation for a minute and bids, openly and in no order, how many
points they can score by putting one die on each moon and moving each moon that many stars
(clockwise or not). The highest bidder then plays under a second minute: a moon landing on a
5 or 10 planet scores 5 or 10, elsewhere 1. Reach the bid and score it; miss it and every
other player scores 10. First to 200 wins. Games 2-12 vary counts, planets, scoring, movement
and add challenges, side bets and the dealer's choice.

Flow of a match (phases of `State.phase`):

    ROLL_OFF -> [CHOOSE_VARIANTS (Game 12)] -> SETUP -> BIDDING -> [SIDE_BETS (Game 11)]
    -> [RED_PLANET (Game 6)] -> PLACE_DICE -> MOVE -> (scoring) -> next round ... -> OVER

A round without a bid scores the setter 20 and goes back to SETUP with the same setter. The
phase code lives in `setup.py`, `bidding.py`, `play.py` and `scoring.py`; this module holds
the `Rules` object that dispatches to them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.rng import Rng
from game.core.rules import CLOCK, Event, IllegalAction, Outcome, Rules, Timer
from game.moonstar import bidding, data, options, play, setup
from game.moonstar.actions import Action, ChooseVariants, Roll, SideBet, TimeUp, illegal
from game.moonstar.actions import notation as _notation
from game.moonstar.actions import parse_action as _parse_action
from game.moonstar.options import follow_counts
from game.moonstar.state import OPEN, Phase, State
from game.moonstar.view import MoonstarView, determinize, make_view

_PLAY = (Phase.RED_PLANET, Phase.PLACE_DICE, Phase.MOVE)


class MoonstarRules(Rules[State, Action, MoonstarView]):
    """The Moonstar rules (MS-0 ... MS-9)."""

    name = "moonstar"
    title = "MOONSTAR"
    rules_version = 3  # 2: bids 2-70 and Play now (MS-3.3/3.5), red planet timed (MS-7.6);
    # 3: in Game 10, Play now after a 70 leaves the others their challenge (MS-7.10)
    min_seats = 2  # MS-0.4
    max_seats = None  # MS-0.4: « un nombre illimité de joueurs » (engine and CLI)
    setup_max_seats = 8  # MS-0.4: the setup screen offers 2-8 seats
    conformance_seats = (2, 3, 5, 8, 11)  # MS-0.4: past the setup screen's 8 too
    state_type = State
    view_type = MoonstarView
    action_type = Action

    # --- setup -------------------------------------------------------------------------------
    def option_specs(self):
        """The options the setup screen offers."""
        return options.option_specs()

    def check_setup(self, n_seats: int, options_in: Mapping[str, Any]) -> dict[str, Any]:
        """Validate and normalise options (MS-7.13); the derived `target` is recomputed."""
        given = {k: v for k, v in options_in.items() if k != "target"}
        merged = super().check_setup(n_seats, given)
        return options.normalise(merged)

    def option_visible(self, name: str, options: Mapping[str, Any],
                       n_seats: int | None = None) -> bool:
        """Game 5's planet set shows only when Game 5 (or 12, dealer's choice) is chosen; the
        moons and dice only with Game 2, 3 or 4 (MS-7.2-7.4: otherwise 7 and 7, MS-0.2; with
        Game 12 each round's setter chooses them, MS-7.12)."""
        games = set(options.get("games", ()) or ())
        if name == "planets":
            return bool(games & {5, 12})
        if name in ("moons", "dice"):
            return bool(games & {2, 3, 4}) and 12 not in games
        return True

    def option_follow(self, name: str, options: Mapping[str, Any]) -> dict[str, Any]:
        """Games 2, 3 and 4 play with other counts of moons and dice (MS-7.2-7.4): choosing
        or dropping one moves the counts to the nearest it allows."""
        return follow_counts(options) if name == "games" else {}

    def solo_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """A human against bots plays without a play timer unless one was chosen (MS-9.2:
        "or off for play-vs-bots practice"); everything else as chosen."""
        out = dict(options)
        if out.get("play_seconds", data.DEFAULT_SECONDS) == data.DEFAULT_SECONDS:
            out["play_seconds"] = 0
        return out

    def initial_state(self, seed: int, n_seats: int, options_in: Mapping[str, Any]) -> State:
        """A new match: every seat rolls off for the first setter (MS-1)."""
        settings = options.settings_of(self.check_setup(n_seats, options_in))
        return State(settings=settings, n_seats=n_seats, scores=(0,) * n_seats,
                     rng=Rng.from_seed(seed), rolloff_in=tuple(range(n_seats)),
                     rolloff_totals=(-1,) * n_seats, passed=(False,) * n_seats)

    # --- play --------------------------------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        """Seats that may act now (several in the roll-off, open bidding and side bets)."""
        phase = state.phase
        if phase is Phase.ROLL_OFF:
            return setup.rolloff_to_act(state)
        if phase in (Phase.CHOOSE_VARIANTS, Phase.SETUP):
            return (state.setter,)
        if phase is Phase.BIDDING:
            return bidding.to_act(state)
        if phase is Phase.SIDE_BETS:
            return bidding.bets_to_act(state)
        if phase in _PLAY:
            return (state.bidder,)
        return ()

    def _candidates(self, state: State, seat: int) -> list[Action]:
        if seat == CLOCK:
            return [TimeUp()] if self.timer(state) else []
        if seat not in self.to_act(state):
            return []
        phase = state.phase
        if phase is Phase.ROLL_OFF:
            return [Roll()]
        if phase is Phase.CHOOSE_VARIANTS:
            return setup.variant_candidates(state)
        if phase is Phase.SETUP:
            return setup.setup_candidates(state)
        if phase is Phase.BIDDING:
            return bidding.candidates(state, seat)
        if phase is Phase.SIDE_BETS:
            return bidding.bet_candidates(state, seat)
        return play.candidates(state)

    def legal_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """Every legal action of `seat` (empty when it may not act)."""
        return tuple(a for a in self._candidates(state, seat) if self.is_legal(state, seat, a))

    def is_legal(self, state: State, seat: int, action: Action) -> bool:
        """Fast legality check (the same checks `apply` makes)."""
        try:
            self._check(state, seat, action)
        except IllegalAction:
            return False
        return True

    def _check(self, state: State, seat: int, action: Action) -> None:
        """Raise IllegalAction with a player-readable message unless the action is legal."""
        phase = state.phase
        if phase is Phase.OVER:
            illegal("core.illegal.game_over", "The game is over.")
        if isinstance(action, TimeUp) or seat == CLOCK:
            if seat != CLOCK or not isinstance(action, TimeUp):
                illegal("clock_only", "Only the clock can end the time.")
            if self.timer(state) is None:
                illegal("no_timer", "No timer is running now.")
            return
        if seat in state.sitting_out and phase in (Phase.BIDDING, Phase.SIDE_BETS):
            illegal("sitting_out", f"Player {seat + 1} failed last round's bid and sits out "
                                   "this bidding.", seat=seat)  # MS-3.8
        if seat not in self.to_act(state):
            if phase is Phase.BIDDING and state.settings.bidding_mode != OPEN:
                illegal("not_your_call", f"It is player {state.turn + 1}'s call.",
                        turn_seat=state.turn)
            illegal("core.illegal.not_your_turn", f"It is not player {seat + 1}'s turn.",
                    seat=seat)
        if phase is Phase.ROLL_OFF:
            if not isinstance(action, Roll):
                illegal("roll_off_first", "First everyone rolls four dice to choose the setter.")
        elif phase is Phase.CHOOSE_VARIANTS:
            if not isinstance(action, ChooseVariants):
                illegal("choose_variants_first",
                        "The setter first announces this round's games (Game 12).")
            setup.check_variants(state, action)
        elif phase is Phase.SETUP:
            setup.check_setup_action(state, action)
        elif phase is Phase.BIDDING:
            bidding.check(state, seat, action)
        elif phase is Phase.SIDE_BETS:
            bidding.check_bet(state, seat, action)
        else:
            play.check(state, action)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
        """Apply a legal action; raise IllegalAction (state untouched) otherwise."""
        self._check(state, seat, action)
        events: list[Event] = []
        phase = state.phase
        if isinstance(action, TimeUp):
            if phase is Phase.BIDDING:
                new = bidding.time_up(state, events)
            else:
                new = play.time_up(state, events)
        elif phase is Phase.ROLL_OFF:
            new = setup.perform_rolloff(state, seat, events)
        elif phase is Phase.CHOOSE_VARIANTS:
            assert isinstance(action, ChooseVariants)
            new = setup.perform_variants(state, seat, action, events)
        elif phase is Phase.SETUP:
            new = setup.perform_setup(state, seat, action, events)
        elif phase is Phase.BIDDING:
            new = bidding.perform(state, seat, action, events)
        elif phase is Phase.SIDE_BETS:
            assert isinstance(action, SideBet)
            new = bidding.perform_bet(state, seat, action, events)
        else:
            new = play.perform(state, seat, action, events)
        return new, tuple(events)

    def timer(self, state: State) -> Timer[Action] | None:
        """The bidding clock (MS-2.5, MS-3.9) or the play clock (MS-4.1; none in Game 8)."""
        st = state.settings
        if state.phase is Phase.BIDDING and st.bid_seconds > 0:
            n = state.calls if st.bidding_mode != OPEN else 0
            return Timer(f"bid-{state.round}-{n}", st.bid_seconds, TimeUp())
        # MS-7.6: the red planet is placed inside the play minute (same timer token, so the
        # clock keeps running into the dice). MS-7.8: no play timer in Game 8.
        if (state.phase in (Phase.RED_PLANET, Phase.PLACE_DICE, Phase.MOVE)
                and st.play_seconds > 0 and 8 not in state.variants):
            return Timer(f"play-{state.round}", st.play_seconds, TimeUp())
        return None

    def outcome(self, state: State) -> Outcome | None:
        """Final scores and winners once someone reached the target (MS-6.3)."""
        if state.phase is not Phase.OVER:
            return None
        return Outcome(state.scores, state.winners, len(state.history))

    def scores(self, state: State) -> tuple[int, ...]:
        """Current scores in seat order."""
        return state.scores

    def round_number(self, state: State) -> int:
        """The current round (a round without a bid counts as a round)."""
        return state.round

    # --- information -------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> MoonstarView:
        """Everything public (MS-9.1) minus the rng and other seats' sealed bets."""
        total = play.round_total(state) if state.move_order else 0
        top = bidding.max_bid(state) if state.dice else 0
        return make_view(state, seat, total, top)

    def determinize(self, view: MoonstarView, rng: Rng) -> State:
        """A full state consistent with `view` (sealed bets sampled with `rng`)."""
        return determinize(view, rng)

    def is_private_for(self, state: State, seat: int) -> bool:
        """Only a seat about to seal a side bet needs the curtain (MS-9.1, MS-7.11)."""
        return state.phase is Phase.SIDE_BETS and seat in bidding.bets_to_act(state)

    # --- notation ----------------------------------------------------------------------------
    def notation(self, action: Action) -> str:
        """Canonical text of an action."""
        return _notation(action)

    def parse_action(self, text: str) -> Action:
        """Inverse of `notation`; IllegalAction `core.illegal.bad_notation` otherwise."""
        return _parse_action(text)

    # --- helpers for the UI and bots ---------------------------------------------------------
    def random_setup(self, state: State, rng: Rng) -> list[Action]:
        """The setter's "random legal setup" (MS-9.3) as a list of actions."""
        return setup.random_setup(state, rng)

    def random_fill(self, state: State, rng: Rng) -> list[Action]:
        """The setter's "complete at random": the pieces placed stay (MS-9.3)."""
        return setup.random_fill(state, rng)

    def bot(self, level: str) -> Any:
        """A bot for `level` from `game.moonstar.bots.levels` (imported lazily)."""
        import importlib

        bots = importlib.import_module("game.moonstar.bots.levels")  # lazy: bots load the solver
        return bots.make_bot(level)


RULES = MoonstarRules()
