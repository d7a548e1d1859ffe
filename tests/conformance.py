"""The conformance suite: checks every game must pass, driven by random players.

Each check takes a `Rules` object and a recorded random playthrough (`Trace`) and fails with
a message naming the game, the step and the offending seat/action. Games tune the suite with
optional attributes on their Rules:

* `conformance_seats` — player counts to test (default: min_seats and max_seats);
* `conformance_options` — option dicts to test (default: the defaults only);
* `conformance_max_steps` — the termination cap (default 20 000 actions);
* `conformance_samples` — how many visited states get the expensive checks (default 40;
  the cheap legality and leak checks use four times as many).

Random players choose uniformly among `to_act` seats and their legal actions, and sometimes
(or whenever nobody can act) submit the phase timer's action as CLOCK, so timeouts are
exercised too. All randomness comes from `game.core.rng`, so a failure replays exactly.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import codec, i18n
from game.core.match import Match, default_seats
from game.core.rng import MutableRng, Rng
from game.core.rules import CLOCK, Event, IllegalAction, Rules, events_for

CLOCK_CHANCE = 0.05
MAX_LEGAL_CHECKED = 24  # legal actions checked one by one per seat and sampled state


@dataclass
class Trace:
    """A random playthrough: states[k] is the state before step k (last = final state)."""

    rules: Rules
    n: int
    seed: int
    options: dict[str, Any]
    states: list[Any] = field(default_factory=list)
    actions: list[tuple[int, Any]] = field(default_factory=list)
    events: list[tuple[Event, ...]] = field(default_factory=list)

    @property
    def final(self) -> Any:
        """The last state."""
        return self.states[-1]

    def label(self, step: int | None = None) -> str:
        """Where a failure happened, for messages."""
        where = f"{self.rules.name} n={self.n} seed={self.seed} options={self.options}"
        return where if step is None else f"{where} step {step}"

    def sample_indices(self, scale: int = 1) -> list[int]:
        """Indices of the states that get the expensive checks (always the first and last).

        `scale` multiplies the game's sample count for the cheaper checks.
        """
        count = getattr(self.rules, "conformance_samples", 40) * scale
        total = len(self.states)
        stride = max(1, total // max(1, count))
        picked = set(range(0, total, stride)) | {0, total - 1}
        return sorted(picked)


def seat_counts(rules: Rules) -> tuple[int, ...]:
    """Player counts the suite covers for a game."""
    declared = getattr(rules, "conformance_seats", None)
    return tuple(declared) if declared else tuple(sorted({rules.min_seats, rules.max_seats}))


def option_sets(rules: Rules) -> tuple[dict[str, Any], ...]:
    """Option dicts the suite covers for a game."""
    return tuple(dict(o) for o in getattr(rules, "conformance_options", ({},)))


def cases(games: Iterable[Rules], seeds: Sequence[int]) -> list[tuple[Rules, int, int, int]]:
    """(rules, n_seats, option-set index, seed) for every combination to test."""
    return [(rules, n, k, seed) for rules in games for n in seat_counts(rules)
            for k in range(len(option_sets(rules))) for seed in seeds]


def playout(rules: Rules, n: int, seed: int, options: dict[str, Any] | None = None,
            choice_seed: int | None = None) -> Trace:
    """Play random legal actions until the game ends (AssertionError past the step cap)."""
    opts = rules.check_setup(n, options or {})
    trace = Trace(rules, n, seed, opts, [rules.initial_state(seed, n, opts)])
    chooser = MutableRng(seed * 7919 + 1 if choice_seed is None else choice_seed)
    cap = getattr(rules, "conformance_max_steps", 20_000)
    state = trace.final
    for step in range(cap):
        if rules.outcome(state) is not None:
            return trace
        seat, action = choose(rules, state, chooser, trace.label(step))
        state, events = rules.apply(state, seat, action)
        trace.actions.append((seat, action))
        trace.events.append(tuple(events))
        trace.states.append(state)
    raise AssertionError(f"{trace.label()}: no result after {cap} actions (termination)")


def choose(rules: Rules, state: Any, chooser: MutableRng, where: str) -> tuple[int, Any]:
    """A random player's decision: a to_act seat and one of its legal actions, or CLOCK."""
    to_act = rules.to_act(state)
    timer = rules.timer(state)
    if timer is not None and (not to_act or chooser.random() < CLOCK_CHANCE):
        return CLOCK, timer.action
    assert to_act, f"{where}: nobody can act, no timer runs, and the game is not over"
    seat = chooser.choice(to_act)
    legal = rules.legal_actions(state, seat)
    assert legal, f"{where}: seat {seat} is in to_act but has no legal action"
    return seat, chooser.choice(legal)


# --- the checks ---------------------------------------------------------------------------------


def check_determinism(trace: Trace) -> None:
    """The same seed and the same choices give the same states and events."""
    again = playout(trace.rules, trace.n, trace.seed, trace.options)
    assert len(again.actions) == len(trace.actions), f"{trace.label()}: different lengths"
    for k, (a, b) in enumerate(zip(trace.states, again.states, strict=True)):
        assert a == b, f"{trace.label(k)}: the same choices led to a different state"
    assert trace.events == again.events, f"{trace.label()}: different events"
    first = trace.rules.initial_state(trace.seed, trace.n, trace.options)
    assert codec.dumps(first) == codec.dumps(trace.states[0]), "initial state not deterministic"


def _seats(trace: Trace) -> range:
    return range(trace.n)


def check_legality(trace: Trace) -> None:
    """legal_actions and is_legal agree; seats not to act have none; wrong actions fail."""
    rules = trace.rules
    rng = MutableRng(trace.seed)
    previous: tuple[Any, ...] = ()
    for k in trace.sample_indices(4):
        state = trace.states[k]
        to_act = set(rules.to_act(state))
        if rules.outcome(state) is not None:
            assert not to_act, f"{trace.label(k)}: the game is over but to_act={to_act}"
        per_seat = {p: tuple(rules.legal_actions(state, p)) for p in _seats(trace)}
        for p, legal in per_seat.items():
            if p not in to_act:
                assert legal == (), f"{trace.label(k)}: seat {p} not in to_act has actions"
                continue
            for action in _sample(legal, rng):
                assert rules.is_legal(state, p, action), \
                    f"{trace.label(k)}: legal action {rules.notation(action)} of seat {p} " \
                    f"fails is_legal"
        for p in _seats(trace):
            others = [a for q, acts in per_seat.items() if q != p for a in acts]
            for action in _sample([a for a in others + list(previous)
                                   if a not in per_seat[p]], rng):
                assert not rules.is_legal(state, p, action), \
                    f"{trace.label(k)}: seat {p} may play {rules.notation(action)} " \
                    f"according to is_legal but not legal_actions"
        previous = tuple(a for acts in per_seat.values() for a in acts)


def check_illegal_rejected(trace: Trace) -> None:
    """Illegal actions raise IllegalAction and leave the state (and its encoding) as it was."""
    rules = trace.rules
    rng = MutableRng(trace.seed + 1)
    pool = list({_key(a): a for seat, a in trace.actions if seat != CLOCK}.values())
    for k in trace.sample_indices():
        state = trace.states[k]
        before = codec.dumps(state)
        timer = rules.timer(state)
        attempts: list[tuple[int, Any]] = []
        for p in _seats(trace):
            legal = set(_hashable(rules.legal_actions(state, p)))
            wrong = [a for a in _sample(pool, rng, 8) if _key(a) not in legal]
            attempts += [(p, a) for a in wrong[:3]]
        if timer is None and pool:
            attempts.append((CLOCK, rng.choice(pool)))
        for seat, action in attempts:
            try:
                rules.apply(state, seat, action)
            except IllegalAction as exc:
                assert str(exc), f"{trace.label(k)}: IllegalAction without a message"
                if exc.key and _worded(exc.key):  # the player reads it in their language
                    _assert_words(trace, k, exc.key, exc.args_map)
            else:
                raise AssertionError(f"{trace.label(k)}: seat {seat} was allowed the illegal "
                                     f"action {rules.notation(action)}")
            assert state == trace.states[k] and codec.dumps(state) == before, \
                f"{trace.label(k)}: a refused action changed the state"


def check_codec(trace: Trace) -> None:
    """States, views (every seat and a spectator) and actions survive JSON round trips."""
    rules = trace.rules
    for k in trace.sample_indices():
        state = trace.states[k]
        _round_trip(rules.state_type, state, f"{trace.label(k)}: state")
        for p in [*_seats(trace), None]:
            _round_trip(rules.view_type, rules.view(state, p), f"{trace.label(k)}: view({p})")
    for k, (_, action) in enumerate(trace.actions[:: max(1, len(trace.actions) // 200)]):
        _round_trip(rules.action_type, action, f"{trace.label(k)}: action")


def _round_trip(tp: Any, value: Any, where: str) -> None:
    data = codec.encode(value)
    text = json.dumps(data)  # must be real JSON, not just Python data
    assert codec.decode(tp, json.loads(text)) == value, f"{where} does not survive JSON"


def check_notation(trace: Trace) -> None:
    """parse_action(notation(a)) == a for played and legal actions."""
    rules = trace.rules
    rng = MutableRng(trace.seed + 2)
    actions = [a for _, a in trace.actions]
    for k in trace.sample_indices():
        for p in rules.to_act(trace.states[k]):
            actions += _sample(rules.legal_actions(trace.states[k], p), rng)
    for action in actions:
        text = rules.notation(action)
        assert isinstance(text, str) and text.strip() == text and text, \
            f"{rules.name}: bad notation {text!r}"
        try:
            parsed = rules.parse_action(text)
        except IllegalAction as exc:
            raise AssertionError(f"{rules.name}: {text!r} does not parse back ({exc})") from None
        assert parsed == action, f"{rules.name}: {text!r} does not parse back"


def check_replay(trace: Trace) -> None:
    """Re-applying the (seat, notation) list gives the same states and events; saves too."""
    rules = trace.rules
    state = rules.initial_state(trace.seed, trace.n, trace.options)
    for k, (seat, action) in enumerate(trace.actions):
        state, events = rules.apply(state, seat, rules.parse_action(rules.notation(action)))
        assert tuple(events) == trace.events[k], f"{trace.label(k)}: replay events differ"
        assert state == trace.states[k + 1], f"{trace.label(k)}: replay state differs"
    match = Match(rules, default_seats(trace.n, bots=trace.n), trace.seed, trace.options)
    for seat, action in trace.actions:
        match.submit(seat, rules.notation(action))
    loaded = Match.from_save(json.loads(json.dumps(match.to_save())), lambda _: rules)
    assert loaded.state == trace.final, f"{trace.label()}: save/load changed the final state"
    assert loaded.outcome() == rules.outcome(trace.final)


def check_leaks(trace: Trace) -> None:
    """view(determinize(view(S, p)), p) == view(S, p) for every seat (views omit secrets)."""
    rules = trace.rules
    rng = Rng.from_seed(trace.seed + 3)
    for k in trace.sample_indices(4):
        state = trace.states[k]
        for p in _seats(trace):
            view = rules.view(state, p)
            for _ in range(2):
                child, rng = rng.split()
                guess = rules.determinize(view, child)
                assert rules.view(guess, p) == view, \
                    f"{trace.label(k)}: determinize(view) changes seat {p}'s view (a leak)"


def check_events(trace: Trace) -> None:
    """events_for never hands a seat an event addressed to others."""
    for k, events in enumerate(trace.events):
        for p in [*_seats(trace), None]:
            for event in events_for(events, p):
                assert event.to is None or (p is not None and p in event.to), \
                    f"{trace.label(k)}: seat {p} receives {event.kind} addressed to {event.to}"


_RAW = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\{[a-z_]+[:}]")


def check_words(trace: Trace) -> None:
    """Every event reads as words in English and French: its key is in the catalogue and no
    internal name or unfilled field reaches the log (a Tsukuyumi line read « au lieu de
    territorial_expansion »)."""
    seen: set[tuple[str, str]] = set()
    for k, events in enumerate(trace.events):
        for event in events:
            sig = (event.kind, repr(sorted(event.args.items())))
            if sig in seen:
                continue
            seen.add(sig)
            _assert_words(trace, k, event.kind, event.args)


def _worded(key: str) -> bool:
    """Does the app have a catalogue for this key's game (the toy game of the suite's own
    tests has none)?"""
    prefix = key.split(".", 1)[0] + "."
    return any(k.startswith(prefix) for k in i18n.catalogue("en"))


def _assert_words(trace: Trace, k: int, key: str, args: Any) -> None:
    for lang in ("en", "fr"):
        text = i18n.describe(key, args, lambda s: f"Seat{s}", lang)
        assert text != key, f"{trace.label(k)}: no {lang} words for {key}"
        raw = _RAW.search(text)
        assert raw is None, f"{trace.label(k)}: {key} ({lang}) reads {text!r}"


def check_outcome(trace: Trace) -> None:
    """The finished game has a sane outcome and nobody left to act."""
    rules = trace.rules
    outcome = rules.outcome(trace.final)
    assert outcome is not None
    assert len(outcome.scores) == trace.n
    # A solo game against a target score can be lost: nobody wins (Planet Unknown PU-15.5).
    assert outcome.winners or trace.n == 1
    assert set(outcome.winners) <= set(_seats(trace))
    assert rules.to_act(trace.final) == ()
    assert all(rules.legal_actions(trace.final, p) == () for p in _seats(trace))


ALL_CHECKS = (check_determinism, check_legality, check_illegal_rejected, check_codec,
              check_notation, check_replay, check_leaks, check_events, check_words,
              check_outcome)


# --- helpers ------------------------------------------------------------------------------------


def _sample(items: Sequence[Any], rng: MutableRng, limit: int = MAX_LEGAL_CHECKED) -> list[Any]:
    items = list(items)
    if len(items) <= limit:
        return items
    # Distinct random indices: cheaper than shuffling a long list for a few picks.
    picked: dict[int, None] = {}
    while len(picked) < limit:
        picked[rng.randint(0, len(items) - 1)] = None
    return [items[i] for i in picked]


def _key(action: Any) -> Any:
    try:
        hash(action)
        return action
    except TypeError:
        return codec.dumps(action)


def _hashable(actions: Iterable[Any]) -> list[Any]:
    return [_key(a) for a in actions]
