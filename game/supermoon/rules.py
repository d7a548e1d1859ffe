"""Planet Unknown (Supermoon stage 1): the `Rules` object.

Each round the S.U.S.A.N. station turns, an event may strike, every player drafts a
polyomino tile from the depot facing them and places it on their planet, resolves its
resources on five tracks in any order, claims civ cards; the game ends when a depot runs dry,
the events run out, someone cannot place, or someone's five tracks are all at the top, and
medals decide (PU-2, PU-13, PU-14). Solo plays against a target score (PU-15).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core.rng import Rng
from game.core.rules import Event, IllegalAction, OptionSpec, Outcome, Rules
from game.supermoon import phases, play
from game.supermoon.actions import Action, notation, parse_action
from game.supermoon.data import EVENTS
from game.supermoon.phases import eligible_events, uses_events
from game.supermoon.scoring import breakdown, winners
from game.supermoon.setup import deck_size, solo_goal
from game.supermoon.state import State
from game.supermoon.view import View, determinize, holds_secrets, make_view, public_state

PLANET_MODES = ("symmetric", "random", "choice")  # PU-17.1, and PU-18.1 for corporations
SECRET_PHASES = ("setup", "event", "place", "final", "event_civ", "civ", "final_civ")


class SupermoonRules(Rules[State, Action, View]):
    """Planet Unknown with the Supermoon expansion's base-game updates, 1 to 6 players."""

    name = "supermoon"
    title = "Planet Unknown: Supermoon"
    rules_version = 3  # 2: event 122 stops Republic T4's civ-milestone synergy (PU-6.5);
    # 3: once-per-round resets at step 4 (PU-18), teleports land as moves (PU-7.3), final-phase
    # card advances (PU-13.5), rescue pairs after the laser (SM-1.4), moves while aiming (SM-4.3)
    min_seats = 1
    max_seats = 6
    setup_max_seats = 6
    conformance_seats = (1, 2, 4, 6)
    conformance_samples = 12
    conformance_options: tuple[dict[str, Any], ...] = (
        {}, {"events": True, "private_objectives": True},
        {"variant2": True, "events": True, "event_mix": "custom",
         "green": 8, "orange": 6, "red": 6},
        {"planets": "random", "events": True}, {"planets": "choice"},
        {"moons": True, "planets": "random", "rescue": "on", "blocks": True},
        {"rescue": "on", "blocks": True, "events": True},
        {"planets": "random", "fragments": True, "moons": True, "blocks": True})
    state_type = State
    view_type = View
    action_type = Action

    # --- setup -----------------------------------------------------------------------------
    def option_specs(self) -> tuple[OptionSpec, ...]:
        """PU SCOPE table: the options a table sets."""
        return (
            OptionSpec("events", "bool", False, "sm.option.events", help_key="sm.help.events"),
            OptionSpec("event_mix", "choice", "random", "sm.option.event_mix",
                       choices=("random", "custom"), help_key="sm.help.event_mix"),
            OptionSpec("green", "int", 7, "sm.option.green", minimum=0, maximum=20),
            OptionSpec("orange", "int", 7, "sm.option.orange", minimum=0, maximum=20),
            OptionSpec("red", "int", 6, "sm.option.red", minimum=0, maximum=20),
            OptionSpec("private_objectives", "bool", False, "sm.option.private",
                       help_key="sm.help.private"),
            OptionSpec("variant2", "bool", False, "sm.option.variant2",
                       help_key="sm.help.variant2"),
            OptionSpec("planets", "choice", "symmetric", "sm.option.planets",
                       choices=PLANET_MODES, help_key="sm.help.planets"),
            OptionSpec("fragments", "bool", False, "sm.option.fragments",
                       help_key="sm.help.fragments"),
            OptionSpec("corporations", "choice", "symmetric", "sm.option.corporations",
                       choices=PLANET_MODES, help_key="sm.help.corporations"),
            OptionSpec("quantum", "bool", False, "sm.option.quantum", help_key="sm.help.quantum"),
            OptionSpec("moons", "bool", False, "sm.option.moons", help_key="sm.help.moons"),
            OptionSpec("rescue", "choice", "auto", "sm.option.rescue",
                       choices=("auto", "on", "off"), help_key="sm.help.rescue"),
            OptionSpec("blocks", "bool", False, "sm.option.blocks", help_key="sm.help.blocks"),
        )

    def option_visible(self, name: str, options: Mapping[str, Any],
                       n_seats: int | None = None) -> bool:
        """Solo always plays with events and its own objectives (PU-1.8, PU-15.2), so neither
        switch shows; the deck's colour counts with a custom deck (PU-12.1); the two-player
        variant only at two seats (PU-3.3). The deck's make-up (events only), the fragmented
        planet (asymmetric planets, SM-9.1) and Quantum Solutions (corporations dealt or
        chosen, SM-11.1) always show, greyed when they do nothing (`option_inactive`)."""
        solo = n_seats == 1
        events = solo or bool(options.get("events"))
        if name in ("events", "private_objectives"):
            return not solo
        if name in ("green", "orange", "red"):
            return events and options.get("event_mix") == "custom"
        if name == "variant2":
            return n_seats in (None, 2)
        return True  # event_mix, fragments, quantum: shown, greyed when idle (option_inactive)

    def option_inactive(self, name: str, options: Mapping[str, Any],
                        n_seats: int | None = None) -> str:
        """The deck's make-up without events, the fragmented planet with symmetric planets,
        Quantum Solutions with symmetric corporations: greyed, not hidden (a newcomer's click
        on « Private objectives » missed when Events pushed it down, stop 97)."""
        if name == "event_mix" and not (n_seats == 1 or options.get("events")):
            return "sm.option.off.events"
        if name == "fragments" and options.get("planets", "symmetric") == "symmetric":
            return "sm.option.off.planets"
        if name == "quantum" and options.get("corporations", "symmetric") == "symmetric":
            return "sm.option.off.corporations"
        return ""

    def check_setup(self, n_seats: int, options: Mapping[str, Any]) -> dict[str, Any]:
        """Validate the options (PU-12.1: a custom deck has 20 cards the pool can supply)."""
        merged = super().check_setup(n_seats, options)
        for key in ("events", "private_objectives", "variant2", "moons", "blocks", "fragments",
                    "quantum"):
            merged[key] = _flag(merged[key])
        if isinstance(merged["rescue"], bool) or merged["rescue"] not in ("auto", "on", "off"):
            merged["rescue"] = "on" if _flag(merged["rescue"]) else "off"  # `rescue=true`
        if merged["rescue"] not in ("auto", "on", "off"):
            raise IllegalAction("Rescue tiles are auto, on or off.", "sm.illegal.rescue")
        if merged["planets"] not in PLANET_MODES:
            raise IllegalAction("Planets are symmetric, dealt at random or chosen.",
                                "sm.illegal.planets")
        if merged["corporations"] not in PLANET_MODES:
            raise IllegalAction("Corporations are symmetric, dealt at random or chosen.",
                                "sm.illegal.corporations")
        if merged["event_mix"] not in ("random", "custom"):
            raise IllegalAction("The event deck is a random mix or custom.",
                                "sm.illegal.event_mix")
        if uses_events(n_seats, merged) and merged["event_mix"] == "custom":
            counts = {c: int(merged[c]) for c in ("green", "orange", "red")}
            size = deck_size(merged)
            if sum(counts.values()) != size:
                raise IllegalAction(f"A custom event deck has exactly {size} cards.",
                                    "sm.illegal.deck_size", total=sum(counts.values()),
                                    size=size)
            pool = eligible_events(n_seats == 1)
            for colour, k in counts.items():
                have = sum(1 for e in pool if EVENTS[e].colour == colour)
                if k < 0 or k > have:
                    raise IllegalAction(f"Only {have} {colour} events can be used.",
                                        "sm.illegal.colour_count", colour=colour, max=have)
        return merged

    def solo_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """One human against bots keeps the table's options."""
        return dict(options)

    def initial_state(self, seed: int, n_seats: int, options: Mapping[str, Any]) -> State:
        """PU-1 setup, then the first steps up to the first decision."""
        st = phases.initial_state(seed, n_seats, options)
        events: list[Event] = []
        return phases.start(st, events)

    # --- play ------------------------------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        """Seats that may act (every unconfirmed seat in a simultaneous step)."""
        return play.to_act(state)

    def legal_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """Every legal action of a seat."""
        return play.legal_actions(state, seat)

    def is_legal(self, state: State, seat: int, action: Action) -> bool:
        """Fast legality check."""
        return play.is_legal(state, seat, action)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
        """Apply a legal action (IllegalAction otherwise, state unchanged)."""
        return play.apply(state, seat, action)

    def outcome(self, state: State) -> Outcome | None:
        """Final scores and winners; solo wins when the score reaches the target (PU-15.5)."""
        if not state.over:
            return None
        scores = state.final_scores
        if state.solo:
            won = scores[0] >= target(state)
            return Outcome(scores, (0,) if won else (), state.round)
        return Outcome(scores, winners(state), state.round)

    def scores(self, state: State) -> tuple[int, ...]:
        """Medals as they would score now (remembered for the last state asked: a table
        asks every frame)."""
        if state.over:
            return state.final_scores
        last = self._last_scores
        if last is not None and last[0] is state:
            return last[1]
        scores = tuple(breakdown(state, s)["total"] for s in range(state.n))
        self._last_scores = (state, scores)
        return scores

    _last_scores: tuple[State, tuple[int, ...]] | None = None

    def shown_scores(self, state: State, viewer: int | None) -> tuple[int, ...]:
        """PU-19.2: another seat's running score counts neither its end-game civ cards nor
        its private objectives until the final phase (a hot-seat panel showing them told the
        others a card's medals, or that a private objective was met); the viewer's own is
        whole, and counts its turn so far (PU-19.3: its working copy, which its view shows —
        the solo score stayed behind the tracks within a turn, a newcomer's game, stop 97).
        Remembered for the last state and viewer asked."""
        full = self.scores(state)
        if state.over:
            return full
        last = self._last_shown
        if last is not None and last[0] is state and last[1] == viewer:
            return last[2]
        public = public_state(state, viewer)
        shown = tuple(self.shown_breakdown(state, viewer, s)["total"]
                      if s == viewer or public is not state else full[s]
                      for s in range(state.n))
        self._last_shown = (state, viewer, shown)
        return shown

    _last_shown: tuple[State, int | None, tuple[int, ...]] | None = None

    def shown_breakdown(self, state: State, viewer: int | None, seat: int) -> dict[str, int]:
        """`seat`'s score by category as `viewer` may see it (PU-19.2, as `shown_scores`):
        the viewer's own on its working copy (PU-19.3)."""
        if seat == viewer and not state.over and 0 <= seat < len(state.work):
            own = replace(state, players=tuple(state.work[i] if i == seat else p
                                               for i, p in enumerate(state.players)))
            return breakdown(own, seat)
        return breakdown(public_state(state, viewer), seat)

    def round_number(self, state: State) -> int:
        """The current round."""
        return max(1, state.round)

    # --- information -----------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> View:
        """PU-19.1, PU-19.2."""
        return make_view(state, seat)

    def determinize(self, view: View, rng: Rng) -> State:
        """PU-19.6."""
        return determinize(view, rng)

    def is_private_for(self, state: State, seat: int) -> bool:
        """Every simultaneous turn and civ-card choice is private (PU-19.4), and so is any
        turn of a seat holding secrets its view shows (PU-19.2: private objectives, end-game
        civ cards, a peeked event), as Tsukuyumi's and Moonwakers' are: the commander's
        rotation, public itself, opened on the commander's « Panama » with no curtain before
        the other human (a newcomer's game, stop 96)."""
        if state.over or seat not in play.to_act(state):
            return False
        if state.phase in SECRET_PHASES:
            return True
        return holds_secrets(state.players[seat])

    # --- notation --------------------------------------------------------------------------
    def notation(self, action: Action) -> str:
        """Canonical text."""
        return notation(action)

    def parse_action(self, text: str) -> Action:
        """Inverse of notation."""
        return parse_action(text)

    # --- bots ------------------------------------------------------------------------------
    def bot(self, level: str) -> Any:
        """A bot for a level."""
        from game.supermoon.bots.levels import make_bot
        return make_bot(level)


def _flag(value: Any) -> bool:
    """An on/off option: a bool, or its words from the CLI ("on", "off", "yes", "no")."""
    if isinstance(value, str):
        word = value.strip().lower()
        if word in ("on", "true", "yes", "1"):
            return True
        if word in ("off", "false", "no", "0", ""):
            return False
        raise IllegalAction(f"{value!r} is not on or off.", "sm.illegal.flag", value=value)
    return bool(value)


def target(state: State) -> int:
    """PU-15.4, SM-13.1: the solo target for this game's event deck (and moons)."""
    return solo_goal(state.event_counts, state.options)


RULES = SupermoonRules()
