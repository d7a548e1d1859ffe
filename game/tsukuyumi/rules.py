"""TSUKUYUMI: Full Moon Down — the rules object.

Four factions and the neutral Oni fight over a hex map around a fallen Moon. Each round the
players draft one action card (TS-3), then play four phases in initiative order (TS-4): the
white phase's two basic actions, the blue phase's faction effects, initiative and events, the
green phase's production and mandatory Oni actions, the red phase's movement and combat. Zones
score at the end (TS-10, TS-11). The spec is `rules/tsukuyumi.md`; every rule cites its id.

This module wires the pieces: setup (`setup.py`), the round (`round.py`), the plug-in registry
(`engine.py`) the action modules register with, scoring (`scoring.py`) and views (`view.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.lastanswer import LastAnswer
from game.core.rng import Rng
from game.core.rules import Event, IllegalAction, OptionSpec, Outcome, Rules
from game.tsukuyumi import cards, data, modules, scoring, setup
from game.tsukuyumi import round as rounds
from game.tsukuyumi.actions import Action, notation, parse_action
from game.tsukuyumi.boardgen import SCATTER_PRESETS
from game.tsukuyumi.engine import CODES, GRANTED, PROMPTS, settle
from game.tsukuyumi.scenarios import SCENARIO_BY_ID
from game.tsukuyumi.state import COLOURS, OVER, SETUP_PHASES, State
from game.tsukuyumi.view import View, determinize, view

# isort: split
# The action modules register their handlers with `engine` when imported (one line each):
from game.tsukuyumi import (  # noqa: F401  (codes C, M, OC, OP, P; goals' hooks)
    combat,
    goals,
    movement_plan,
    oni,
    oni_placement,
    production,
    two_player,  # the 2-player Victory cards' hooks (TS-13)
)
from game.tsukuyumi import events as _events  # noqa: F401  (code E: the Events action)
from game.tsukuyumi.factions import (  # noqa: F401  (code F and the faction hooks)
    boarlords,
    boarlords_combat,
    cyber,
    darkseed,
    nomads,
)
from game.tsukuyumi.modules import (  # noqa: F401  (the Stage 2 modules, TS-M1…, TS-M8)
    legendary,
    legendary_data,
    legendary_dice,
    legendary_powers,
    m1_objectives,
    m2_advantages,
    m3_effects,
    m3_epic,
    m4_effects,
    m4_faction_events,
    m4_round,
    m5_mascots,
    m6_oni_powers,
    m7_oni_missions,
)

LENGTH_CHOICES = ("standard", "quick", "epic", "supremacy")
TWO_PLAYER_HIDDEN = ("board", "scatter", "board_seed", "grey_tiles", "length", "supremacy",
                     "missions_and_goals")
"""Options with no use at two players: the players build the board (TS-13.4), the game lasts
3 rounds (TS-13.1, TS-13.8), VP come only from the Victory cards (TS-13.2)."""
BOARD_SEED_MAX = 99_999
SETUP_KINDS = ("faction", "tile", "start", "territory", "deploy", "egg", "ready")


class TsukuyumiRules(Rules[State, Action, View]):
    """The Tsukuyumi rules: 3 and 4 players (stage 1, TS-0.1), 2 players in the two-player
    mode (stage 2, TS-0.5, TS-13)."""

    name = "tsukuyumi"
    title = "TSUKUYUMI: Full Moon Down"
    min_seats = 2  # TS-0.8 players: 2 (the two-player mode), 3, 4
    max_seats = 4
    setup_max_seats = 4
    setup_default_seats = 3  # TS-0.8: players defaults to 3
    rules_version = 3  # 2: the Joueuse rolls when she falls (TS-M8.21), Dragon's Blood counts
    # the legendary Oni (TS-M3.5), Feast for the Queen counts the whole round (TS-M4.5);
    # 3: start zones next to the board (TS-2.14), Oni placed by Tsukuyumi now (TS-8.7), the
    # attack dealt in part (TS-7.4), a Fortress without living Boarlords (TS-23.12)
    conformance_seats = (3, 4)
    """The catalogue's run keeps its 3 and 4 seats on the standard board; the two-player
    mode has its own cases in tests/tsukuyumi/test_ts_conformance.py."""
    state_type = State
    view_type = View
    action_type = Action

    # --- setup -----------------------------------------------------------------------------
    def option_specs(self) -> tuple[OptionSpec, ...]:
        """TS-0.8: the game options and the four rule flags."""
        boards = ("standard", "random", *SCENARIO_BY_ID)
        return (
            OptionSpec("factions", "choice", "choice", "ts.option.factions",
                       choices=("choice", "random"), help_key="ts.help.factions"),
            OptionSpec("board", "choice", "standard", "ts.option.board", choices=boards,
                       help_key="ts.help.board"),
            OptionSpec("scatter", "choice", "low", "ts.option.scatter",
                       choices=tuple(SCATTER_PRESETS), help_key="ts.help.scatter"),
            OptionSpec("board_seed", "int", 0, "ts.option.board_seed", minimum=0,
                       maximum=BOARD_SEED_MAX, help_key="ts.help.board_seed"),
            OptionSpec("grey_tiles", "choice", "random", "ts.option.grey_tiles",
                       choices=("random", "chosen"), help_key="ts.help.grey_tiles"),
            OptionSpec("length", "choice", "standard", "ts.option.length",
                       choices=LENGTH_CHOICES, help_key="ts.help.length"),
            OptionSpec("supremacy", "int", 20, "ts.option.supremacy", minimum=10, maximum=40,
                       help_key="ts.help.supremacy"),
            OptionSpec("oni_count", "choice", 21, "ts.option.oni_count", choices=(21, 18),
                       help_key="ts.help.oni_count"),
            OptionSpec("missions_and_goals", "choice", "on", "ts.option.missions",
                       choices=("on", "off"), help_key="ts.help.missions"),
            OptionSpec("mountain_penalty", "choice", "stop", "ts.option.mountain_penalty",
                       choices=("stop", "none"), help_key="ts.help.mountain_penalty"),
            OptionSpec("darkseed_radiation_immune", "choice", "on", "ts.option.darkseed_immune",
                       choices=("on", "off"), help_key="ts.help.darkseed_immune"),
            OptionSpec("tetsuo_use", "choice", "once_per_round", "ts.option.tetsuo_use",
                       choices=("once_per_round", "once_per_game"), help_key="ts.help.tetsuo"),
            OptionSpec("boarrior_terraform_source", "choice", "faction_effect",
                       "ts.option.boarrior", choices=("faction_effect", "every_blue_phase"),
                       help_key="ts.help.boarrior"),
            # TS-0.5, TS-0.8: the Stage 2 modules, each a toggle with its own one-line help
            # (`ts.option.modules.<key>.help`). Only the modules built are offered: the
            # choices are `modules.OFFERED`, which says how to add one.
            OptionSpec("modules", "multi", (), "ts.option.modules", choices=modules.OFFERED,
                       help_key="ts.help.modules"),
            # TS-M8.1 (Stage 2): which legendary Oni may be placed; none = the toggle is off
            OptionSpec(legendary_data.OPTION, "multi", (), "ts.option.legendary_oni",
                       choices=legendary_data.KEYS, help_key="ts.help.legendary_oni"),
        )

    def option_visible(self, name: str, options: Mapping[str, Any],
                       n_seats: int | None = None) -> bool:
        """The scatter only for the random board, grey tiles only for scenarios, the target
        only for Suprématie; at two players no board, length or missions choice (TS-13.4,
        TS-13.8, TS-13.2)."""
        if n_seats == two_player.PLAYERS and name in TWO_PLAYER_HIDDEN:
            return False
        board = options.get("board", "standard")
        if name == "scatter":
            return board == "random"
        if name == "grey_tiles":
            return board not in ("standard", "random")
        if name == "supremacy":
            return options.get("length") == "supremacy"
        if name == "modules":  # nothing to toggle until a module is built
            return bool(modules.OFFERED)
        return True

    def choice_off(self, name: str, value: Any, n_seats: int) -> str:
        """TS-13.8: modules M1 and M7 are not used at two players; their chips stood lit
        like the others, and only a tooltip said so (a newcomer's two-player game)."""
        if name == "modules" and n_seats == two_player.PLAYERS and value in two_player.OFF_MODULES:
            return "ts.help.modules.off_two"
        return ""

    def option_notes(self, name: str, value: Any,
                     n_seats: int | None = None) -> tuple[str, ...]:
        """What the setup screen must say is RECONSTRUCTED, read from the data's markers so
        that printed data replacing it drops the note with no code change (TS-42.14): a
        scenario's layout (TS-0.3, TS-12.1), the mission cards (TS-24.1), the factions'
        combat cards and starting units (TS-20.13 …); at two players, under the factions, the
        2-player action deck and Victory cards (TS-0.2, TS-0.10 (e))."""
        if name == "factions" and n_seats == two_player.PLAYERS and any(
                x.is_reconstructed for x in (*two_player.VICTORY_CARDS,
                                             *cards.TWO_PLAYER_CARDS.values())):
            return ("ts.help.reconstructed.two_player",
                    *self.option_notes(name, value))
        if name == "board" and value in SCENARIO_BY_ID and SCENARIO_BY_ID[value].reconstructed:
            return ("ts.help.reconstructed.layout",)
        if name == "missions_and_goals" and value == "on" and any(
                m.is_reconstructed for m in (*data.MISSIONS.values(), *data.GOALS.values())):
            return ("ts.help.reconstructed.missions",)
        if name == "factions" and any(x.is_reconstructed for x in (
                *data.FACTIONS, *data.COMBAT_CARDS.values())):
            return ("ts.help.reconstructed.factions",)
        if name == "modules":  # one module's chip, or every module chosen (TS-0.10 (e))
            keys = (value,) if isinstance(value, str) else tuple(value or ())
            notes = tuple(f"ts.help.reconstructed.{k}" for k in keys if modules.reconstructed(k))
            if n_seats == two_player.PLAYERS and any(k in two_player.OFF_MODULES for k in keys):
                notes += ("ts.help.modules.off_two",)  # TS-13.8: M1 and M7 are dropped
            return notes
        if name == legendary_data.OPTION:  # TS-M8.6: one value (a chip) or the chosen set
            chosen = (value,) if isinstance(value, str) else tuple(value or ())
            picked = [legendary_data.BY_KEY[k] for k in chosen if k in legendary_data.BY_KEY]
            if any(x.is_reconstructed for x in picked):
                return ("ts.help.reconstructed.legendary",)
        return ()

    def setup_notes(self, n_seats: int) -> tuple[str, ...]:
        """At two players, the two-player mode in a line, its cards reconstructed (TS-0.2)."""
        return ("ts.help.two_player_mode",) if n_seats == two_player.PLAYERS else ()

    def check_setup(self, n_seats: int, options: Mapping[str, Any]) -> dict[str, Any]:
        """Validate the options; a scenario must be printed for (or offered as a house
        variant at) this many players (TS-12.3, TS-12.9)."""
        options = dict(options)
        if "scenario" in options:  # `scenario=NAME` (issue 12's spelling) is `board=NAME`
            name = options.pop("scenario")
            if name not in SCENARIO_BY_ID or options.get("board", name) != name:
                raise IllegalAction(f"Option scenario takes one of: {', '.join(SCENARIO_BY_ID)}"
                                    " (and no other board).", "ts.illegal.option",
                                    name="scenario")
            options["board"] = name
        merged = super().check_setup(n_seats, options)
        for spec in self.option_specs():
            value = merged[spec.name]
            if spec.kind == "choice":
                if spec.name == "oni_count":
                    try:
                        value = int(value)
                    except (TypeError, ValueError):
                        value = None
                if value not in spec.choices:
                    raise IllegalAction(f"Option {spec.name} takes one of: "
                                        f"{', '.join(map(str, spec.choices))}.",
                                        "ts.illegal.option", name=spec.name)
                merged[spec.name] = value
            elif spec.kind == "int":
                try:
                    number = int(value)
                except (TypeError, ValueError):
                    number = -1
                if not spec.minimum <= number <= spec.maximum:
                    raise IllegalAction(f"Option {spec.name} is a number from {spec.minimum} "
                                        f"to {spec.maximum}.", "ts.illegal.option",
                                        name=spec.name)
                merged[spec.name] = number
            elif spec.name == legendary_data.OPTION:  # TS-M8.1: also "all" or "off"
                merged[spec.name] = legendary_keys(value)
            elif spec.kind == "multi":
                merged[spec.name] = _subset(spec, value)
        board = merged["board"]
        if n_seats == two_player.PLAYERS:  # TS-13.4: the built board replaces any other
            merged.update(two_player_options(merged))
            board = merged["board"]
        if board in SCENARIO_BY_ID:
            sc = SCENARIO_BY_ID[board]
            if n_seats not in sc.players + sc.house_variant_players:
                counts = " or ".join(str(p) for p in sc.players + sc.house_variant_players)
                raise IllegalAction(f"This scenario is for {counts} players.",
                                    "ts.illegal.scenario_players", players=counts)
        return merged

    def initial_state(self, seed: int, n_seats: int, options: Mapping[str, Any]) -> State:
        """TS-2: the board, the Moon's Oni, the cards; then the first setup choice."""
        return setup.initial_state(seed, n_seats, options)

    # --- play ------------------------------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        """The seat of the top prompt, the seats still to pick in the draft, the setup seat
        or the phase's acting seat."""
        if state.phase == OVER:
            return ()
        if state.pending:
            return (state.pending[-1].seat,)
        if state.phase == "draft":
            return tuple(i for i, s in enumerate(state.seats) if not s.pick)
        if state.phase in SETUP_PHASES or state.phase == "tile":
            return (state.setup_seat,)
        if state.turn is not None:
            return (state.turn.seat,)
        return ()

    def __init__(self) -> None:
        super().__init__()
        self._last: LastAnswer[tuple[Action, ...]] = LastAnswer()
        """The last answer of `legal_actions` (`core.lastanswer`): a player's or bot's list
        is asked again at once by `is_legal` and `apply` on the same (frozen) state."""

    def legal_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """Every legal action of a seat."""
        return self._last.answer(state, seat, lambda: self._legal(state, seat))

    def forget(self) -> None:
        """Drop the remembered answer (for tests that patch a rule registry in place)."""
        self._last.forget()

    def _legal(self, state: State, seat: int) -> tuple[Action, ...]:
        if seat not in self.to_act(state):
            return ()
        if state.pending:
            top = state.pending[-1]
            return tuple(PROMPTS[top.kind].legal(state, top))
        if state.phase == "draft":
            return tuple(Action("pick", (c,)) for c in state.seats[seat].hand)
        if state.phase in SETUP_PHASES or state.phase == "tile":
            return tuple(setup.setup_actions(state, seat))
        if state.phase in COLOURS:
            return tuple(rounds.turn_actions(state, seat))
        return ()

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
        """Apply a legal action; IllegalAction (state untouched) otherwise."""
        if not isinstance(action, Action) or action not in self.legal_actions(state, seat):
            raise IllegalAction("That move is not allowed now.", "ts.illegal.not_legal",
                                action=str(action))
        events: list[Event] = []
        st = state
        if st.pending:
            top = st.pending[-1]
            st = PROMPTS[top.kind].apply(st, top, action, events)
        elif action.kind == "pick":
            st = rounds.pick(st, seat, action.args[0], events)
        elif action.kind in SETUP_KINDS or st.phase in SETUP_PHASES:
            st = setup.apply_setup(st, seat, action, events)
        elif action.kind == "white":
            st = rounds.take_white(st, seat, action.args[0], events)
        elif action.kind == "initiative":
            st = rounds.move_initiative(st, seat, action.args[0], events)
        elif action.kind == "end":
            st = rounds.end_turn(st, seat, events)
        else:
            st = _dispatch(st, seat, action, events)
        st = settle(st, events)
        if st.phase != OVER and st.phase in COLOURS and not st.pending:
            st = scoring.run_checks(st, events)
        return st, tuple(events)

    def outcome(self, state: State) -> Outcome | None:
        """Final scores and winners once the game is over (TS-10.10, TS-11)."""
        if state.phase != OVER:
            return None
        return Outcome(state.final, state.winners, state.round)

    def scores(self, state: State) -> tuple[int, ...]:
        """Provisional totals (TS-11.1 (5): shown live)."""
        if state.phase == OVER:
            return state.final
        if state.phase in SETUP_PHASES or state.phase == "tile" or not state.initiative:
            # no board to score yet, only what is marked: a starting advantage's VP (M2) was
            # logged while every panel still read 0 (a newcomer's game)
            return tuple(0 if scoring.vp_mode(state) else s.vp for s in state.seats)
        return tuple(scoring.total(state, s) for s in range(state.n))

    def round_number(self, state: State) -> int:
        """The current round (0 during setup)."""
        return state.round

    # --- information -----------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> View:
        """What a seat may see (TS-40)."""
        return view(state, seat)

    def determinize(self, view: View, rng: Rng) -> State:
        """A state consistent with a view (TS-42.11)."""
        return determinize(view, rng)

    def is_private_for(self, state: State, seat: int) -> bool:
        """The draft pick, event hands and the E18 memory of the deck's top are private
        (TS-40.7): a seat holding events or such a memory gets a curtain whenever it acts,
        and so does a seat about to draw events (an Events action open or available)."""
        me = state.seats[seat]
        if state.phase == "draft" or me.events or me.scouted:
            return True
        if modules.chosen(state) and modules.private(state, seat):  # e.g. M2 (TS-40.7)
            return True
        if state.pending:
            top = state.pending[-1]
            return top.seat == seat and top.kind in ("events", "scout")
        turn = state.turn
        if turn is None or turn.seat != seat:
            return False
        white_events = state.phase == "white" and "E" not in turn.white and len(turn.white) < 2
        return white_events or any(c == "E" for c, _ in turn.left)

    # --- notation --------------------------------------------------------------------------
    def notation(self, action: Action) -> str:
        """Canonical text (TS-42.2)."""
        return notation(action)

    def parse_action(self, text: str) -> Action:
        """Inverse of `notation`."""
        return parse_action(text)

    # --- bots ------------------------------------------------------------------------------
    def bot(self, level: str) -> Any:
        """A bot for a level (easy, normal, hard)."""
        from game.tsukuyumi.bots import make_bot

        return make_bot(level)


def two_player_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The options a two-player game keeps (TS-13.8): the hidden ones at their defaults (the
    built board, missions unused; the length is the mode's 3 rounds), and the modules of no
    use at two players dropped (M1, M7) when the modules option exists."""
    out = {name: RULES_DEFAULTS[name] for name in TWO_PLAYER_HIDDEN if name in RULES_DEFAULTS}
    if "modules" in options:
        out["modules"] = tuple(m for m in options["modules"]
                               if m not in two_player.OFF_MODULES)
    return out


def _subset(spec: OptionSpec, value: Any) -> tuple[str, ...]:
    """A multi option's value as a tuple in the order of its choices, from a tuple, a save's
    JSON list or the CLI's "m1+m3"; IllegalAction naming what is wrong otherwise (TS-0.8)."""
    keys = modules.parse(value)
    offered = ", ".join(map(str, spec.choices)) or "-"
    if keys is None:
        raise IllegalAction(f"Option {spec.name} takes a subset of: {offered}.",
                            "ts.illegal.option_subset", name=spec.name, choices=offered)
    bad = ", ".join(k for k in keys if k not in spec.choices)
    if bad and spec.name == "modules":  # a module of the seed not built yet, or a typo
        raise IllegalAction(f"Module {bad} is not available; the modules offered are: "
                            f"{offered}.", "ts.illegal.module_unavailable", module=bad,
                            choices=offered)
    if bad:
        raise IllegalAction(f"Option {spec.name} has no choice {bad}; it takes a subset of: "
                            f"{offered}.", "ts.illegal.option_choice", name=spec.name,
                            value=bad, choices=offered)
    return tuple(c for c in spec.choices if c in keys)


def legendary_keys(value: Any) -> tuple[str, ...]:
    """TS-M8.1: the `legendary_oni` option as a tuple of keys in data order — from the setup
    screen's tuple, a saved list, or the command line's text ("horror", "horror+ronin" or
    "horror,ronin", "all", "" or "off"); IllegalAction naming what is unknown."""
    items = modules.parse(value)
    if items == ["off"]:
        return ()
    if items == ["all"]:
        return legendary_data.KEYS
    if items is None:
        raise IllegalAction("Option legendary_oni lists legendary Oni: "
                            f"{', '.join(legendary_data.KEYS)}.", "ts.illegal.legendary_option",
                            keys=", ".join(legendary_data.KEYS))
    chosen = {k.strip() for k in items if k.strip()}
    unknown = sorted(chosen - set(legendary_data.KEYS))
    if unknown:
        raise IllegalAction(f"There is no legendary Oni {', '.join(unknown)}; choose among "
                            f"{', '.join(legendary_data.KEYS)}.", "ts.illegal.legendary_unknown",
                            names=", ".join(unknown), keys=", ".join(legendary_data.KEYS))
    return tuple(k for k in legendary_data.KEYS if k in chosen)


def _dispatch(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """An action of a card code or a unit-granted action, to the handler that owns it."""
    for handler in list(CODES.values()) + [h for _, h in GRANTED.values()]:
        if action.kind in handler.kinds:
            return handler.apply(st, seat, action, events)
    raise IllegalAction("That move is not allowed now.", "ts.illegal.not_legal",
                        action=str(action))


RULES = TsukuyumiRules()
RULES_DEFAULTS = RULES.default_options()
