"""The Tsukuyumi log as players read it: one line per move, not one per step.

The engine tells a Movement (TS-6.15) step by step: a `ts.move.planned` event each time a
path grows or shrinks by one zone, `ts.move.go`, then a `ts.move.step` for each zone entered
(entry effects such as Mines resolve per step, TS-6.7). The animations glide along those steps
(`anims`), so the events stay as they are; only the log groups them (`LogGrouper.group`):

- a plan carried out (`go`) or given up (`cancel`) loses its planning lines; while it is still
  open, it reads as one `ts.log.planned` line per group of units with the same start and path
  so far ("Ana plans to move Worker ×2 from (-3, 4) to (-1, 3) (2 zones)");
- `go` and the steps after it become one `ts.log.moved` line per group of units that left the
  same zone and ended in the same zone after the same number of steps;
- the one-zone moves of events E13 and E14 (steps without a `go`) stay one line each.

The reveal of the draft (`ts.revealed`, TS-3.2) names each card as the table does: its number
("A07", printed on the card's head) and who chose it (`revealed_text`). The final scoring
(`ts.final`) names the seats a tie-break beat (`final_tie`).

Synthesized lines are kept from one refresh to the next while their source events are the
same objects, so the frame's log cache does not draw them again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.rules import Event, Outcome
from game.tsukuyumi.cards import action_id

Pair = tuple[int, Event]
PLANNING = ("ts.move.planned", "ts.move.unplanned")
ENDS_STEPS = ("ts.move.start", "ts.move.go", "ts.turn", "ts.phase", "ts.round",
              "ts.round_scored", "ts.final")
"""Kinds after which no step belongs to the last `go` any more."""
INSIDE_GO = ("ts.move.stopped",)
"""Told in the same breath as `go` (TS-6.9, before it): they do not close an open plan."""


def _cell(args: dict[str, Any], q: str = "q", r: str = "r") -> tuple[int, int]:
    return int(args.get(q, 0)), int(args.get(r, 0))


def _kinds(kinds: Sequence[str]) -> str:
    """Unit types as a log argument, alike kinds together ("worker/worker/wasp")."""
    first = {k: i for i, k in reversed(list(enumerate(kinds)))}
    return "/".join(sorted(kinds, key=first.__getitem__))


class LogGrouper:
    """Groups a viewer's log (`Match.log`) into the lines the table shows."""

    def __init__(self) -> None:
        self._made: dict[tuple, tuple[tuple[Event, ...], Event]] = {}
        self._kept: dict[tuple, tuple[tuple[Event, ...], Event]] = {}

    def group(self, pairs: Sequence[Pair]) -> list[Pair]:
        """The (step index, event) pairs to show, movements grouped."""
        self._kept = {}
        out: list[Pair] = []
        used: set[int] = set()
        plan: dict[int, Event] = {}  # the open plan: each unit's latest planning event
        plan_seat: Any = None
        plan_index = 0
        starts: dict[tuple[Any, int], Event] = {}  # (seat, uid): its latest planning
        for k, (index, event) in enumerate(pairs):
            if k in used:
                continue
            kind, args = event.kind, event.args
            if kind in PLANNING:
                if plan_seat != args.get("seat"):
                    out += self._planned(plan_index, plan_seat, plan)
                    plan, plan_seat, plan_index = {}, args.get("seat"), index
                plan[int(args.get("uid", -1))] = event
                starts[(plan_seat, int(args.get("uid", -1)))] = event
                continue
            if kind == "ts.move.go":
                lines = self._moved(pairs, k, used, starts)
                out += [(index, e) for e in lines] if lines else [(index, event)]
                plan, plan_seat = {}, None
                continue
            if kind == "ts.move.cancelled":
                plan, plan_seat = {}, None
            elif kind not in INSIDE_GO and plan_seat is not None:
                out += self._planned(plan_index, plan_seat, plan)
                plan, plan_seat = {}, None
            out.append((index, event))
        out += self._planned(plan_index, plan_seat, plan)
        self._made = self._kept
        return out

    # --- the lines -----------------------------------------------------------------------------
    def _make(self, kind: str, args: dict[str, Any], sources: tuple[Event, ...]) -> Event:
        """A log line of `kind`, the same object as last time for the same sources."""
        key = (kind, tuple(id(e) for e in sources), tuple(sorted(args.items())))
        hit = self._made.get(key)
        if hit is None or any(a is not b for a, b in zip(hit[0], sources, strict=True)):
            hit = (sources, Event(kind, args))
        self._kept[key] = hit
        return hit[1]

    def _planned(self, index: int, seat: Any, plan: dict[int, Event]) -> list[Pair]:
        """The open plan: one line per start and path (units left unplanned are gone)."""
        groups: dict[tuple, list[Event]] = {}
        for event in plan.values():
            path = event.args.get("path") or []
            if event.kind != "ts.move.planned" or not path:
                continue
            key = (_cell(event.args), tuple(tuple(z) for z in path))
            groups.setdefault(key, []).append(event)
        out = []
        for (start, path), events in groups.items():
            args = {"seat": seat, "stack_kind": _kinds([str(e.args.get("unit_kind", ""))
                                                        for e in events]),
                    "q": start[0], "r": start[1], "to_q": path[-1][0], "to_r": path[-1][1],
                    "steps": len(path)}
            out.append((index, self._make("ts.log.planned", args, tuple(events))))
        return out

    def _moved(self, pairs: Sequence[Pair], k: int, used: set[int],
               starts: dict[tuple[Any, int], Event]) -> list[Event]:
        """`go` at `pairs[k]` and its steps as move lines (none when a unit's start is not
        known from its plan: the raw lines then stay)."""
        go = pairs[k][1]
        seat = go.args.get("seat")
        moving = [int(p[0]) for p in go.args.get("paths", ())]
        start = {uid: (_cell(e.args), str(e.args.get("unit_kind", "")))
                 for uid in moving if (e := starts.get((seat, uid))) is not None}
        if len(start) < len(moving):
            return []
        end: dict[int, tuple[int, int]] = {}
        count: dict[int, int] = {}
        steps: list[Event] = []
        taken: list[int] = []
        for j in range(k + 1, len(pairs)):
            e = pairs[j][1]
            if e.kind in ENDS_STEPS:
                break
            if e.kind != "ts.move.step" or e.args.get("seat") != seat:
                continue
            units = [int(u) for u in e.args.get("units", ())]
            if not set(units) <= set(moving):
                break  # another move (an event's one-zone move)
            for uid in units:
                end[uid] = _cell(e.args)
                count[uid] = count.get(uid, 0) + 1
            steps.append(e)
            taken.append(j)
        groups: dict[tuple, list[str]] = {}
        for uid in moving:
            if uid in end:
                at, kind = start[uid]
                groups.setdefault((at, end[uid], count[uid]), []).append(kind)
        if not groups:
            return []
        used.update(taken)
        sources = (go, *steps)
        return [self._make("ts.log.moved", {"seat": seat, "stack_kind": _kinds(kinds),
                                            "q": frm[0], "r": frm[1], "to_q": to[0],
                                            "to_r": to[1], "steps": n}, sources)
                for (frm, to, n), kinds in groups.items()]


def revealed_text(t: Callable[..., str], name: Callable[[int], str],
                  picks: Sequence[Any]) -> str:
    """TS-3.2: the revealed action cards by the number on their head, with who chose each."""
    # the card's printed id: « P15 » for a two-player card (it read « A115 » beside the
    # hand's P15, a newcomer's review)
    cards = [t("ts.log.pick", card=action_id(int(c)), seat=name(s))
             for s, c in enumerate(picks) if isinstance(c, int) and c > 0]
    return t("ts.revealed", picks=", ".join(cards))


def final_tie(kind: str, args: dict, name: Callable[[int], str]) -> tuple[str, dict]:
    """The final log line when the best total is shared: it names the tied seats and says
    that the initiative order broke the tie (TS-10.10; at two players TS-13.1), as the
    game-over headline does (`hud.over_headline`)."""
    try:
        tied = Outcome(tuple(int(v) for v in args.get("scores") or ()),
                       tuple(int(w) for w in args.get("winners") or ()), 0).tied_with_winner()
    except (TypeError, ValueError, IndexError):  # a malformed log: the plain line
        return kind, args
    if not tied:
        return kind, args
    return "ts.final_tie", {**args, "others": ", ".join(name(s) for s in tied)}


__all__ = ["LogGrouper", "final_tie", "revealed_text"]
