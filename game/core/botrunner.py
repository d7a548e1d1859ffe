"""Run bots in a worker process so the UI keeps its frame rate while they think.

A bot is `(view, legal_actions, rng) -> BotMove` (`Rules.bot(level)`); it never sees the
true state. `BotRunner` keeps ONE worker process (multiprocessing "spawn" context, the same
on Linux, macOS and Windows), started on the first request and restarted if it dies. The UI
calls `request(...)` when a bot seat must act and `poll()` every frame; answers come back as
`(token, BotMove)` or `(token, BotError)` — a bot that raises never crashes the app.

Messages cross the process boundary as JSON text through `game.core.codec` (views and
actions are JSON-encodable by contract), so nothing executable is ever exchanged. The worker
answers with the index of the chosen action in `legal_actions`, so the caller gets back its
own action object.

Frozen build: the worker is started with the "spawn" method, which re-launches the
executable; `game/main.py` must call `multiprocessing.freeze_support()` first thing in
`main()` so that a PyInstaller bundle runs the worker instead of a second copy of the app.

`pace(delay, speed)` is how long the app waits before showing a bot's move.
"""

from __future__ import annotations

import importlib
import json
import multiprocessing
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core import codec, registry
from game.core.rng import Rng
from game.core.rules import BotMove, Rules

# Seconds before a bot's move is shown at "normal" animation speed, so a human can follow.
BASE_PAUSE = 0.6
# Same scale as the settings screen's animation speeds (game.ui.settings).
SPEED_FACTORS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
_MAX_ATTEMPTS = 2  # a request is re-sent once if the worker dies under it


class BotError(RuntimeError):
    """A bot failed (raised, chose an illegal action, or its worker died twice)."""


def lookup_rules(name: str) -> Rules:
    """Rules by game name: the registry first, then the app catalogue."""
    try:
        return registry.get(name)
    except KeyError:
        from game import catalog

        return catalog.rules(name)


def pace(delay: float, animation_speed: str | float) -> float:
    """Seconds to wait before showing a bot's move.

    The bot's own `delay` is its reaction time, part of real-time play, so it always counts;
    the base pause only helps humans follow and scales with the animation speed (a name from
    SPEED_FACTORS or a factor; 0 / "instant" removes it).
    """
    if isinstance(animation_speed, str):
        factor = SPEED_FACTORS.get(animation_speed, 1.0)
    else:
        factor = max(0.0, float(animation_speed))
    return max(max(0.0, float(delay)), BASE_PAUSE * factor)


def run_inline(game: str, level: str, view: Any, legal: Sequence[Any], rng_state: int | Rng,
               lookup: Callable[[str], Rules] = lookup_rules) -> BotMove:
    """Ask a bot synchronously in this process (tests, CLI); returns a BotMove."""
    if not legal:
        raise BotError("the bot was asked to move but has no legal action")
    rng = rng_state if isinstance(rng_state, Rng) else Rng.from_seed(rng_state)
    bot = lookup(game).bot(level)
    move = bot(view, tuple(legal), rng)
    # Bots may return a bare action when they have no reaction time to report.
    return move if isinstance(move, BotMove) else BotMove(move)


# --- the worker process -------------------------------------------------------------------------


def _preload(modules: Sequence[str]) -> None:
    """Import extra game modules (tests' games) and register their RULES in this process."""
    for name in modules:
        module = importlib.import_module(name)
        rules = getattr(module, "RULES", None)
        if isinstance(rules, Rules):
            registry.register(rules)


def _answer(message: dict[str, Any]) -> dict[str, Any]:
    rules = lookup_rules(message["game"])
    view = codec.decode(rules.view_type, message["view"])
    action_list: Any = tuple[rules.action_type, ...]  # type: ignore[name-defined]
    legal = codec.decode(action_list, message["legal"])
    move = run_inline(message["game"], message["level"], view, legal, message["rng"])
    try:
        index = legal.index(move.action)
    except ValueError:
        raise BotError(f"the bot chose an action that is not legal: "
                       f"{rules.notation(move.action)}") from None
    return {"id": message["id"], "index": index, "delay": float(move.delay)}


def _worker_main(conn: Any, preload: Sequence[str]) -> None:
    """The worker loop: one JSON request in, one JSON answer out, until told to stop."""
    try:
        _preload(preload)
    except Exception as exc:  # noqa: BLE001 - reported on every request instead
        startup_error: str | None = f"{type(exc).__name__}: {exc}"
    else:
        startup_error = None
    while True:
        try:
            raw = conn.recv_bytes()
        except (EOFError, OSError):
            return  # the app went away
        message = json.loads(raw)
        if message.get("op") == "stop":
            return
        try:
            if startup_error:
                raise BotError(startup_error)
            reply = _answer(message)
        except Exception as exc:  # noqa: BLE001 - a bot bug must not kill the worker
            reply = {"id": message.get("id"), "error": f"{type(exc).__name__}: {exc}"}
        try:
            conn.send_bytes(json.dumps(reply).encode("utf-8"))
        except (EOFError, OSError):
            return


@dataclass
class _Pending:
    token: Hashable
    payload: bytes
    legal: tuple[Any, ...]
    attempts: int = 1
    cancelled: bool = False


class BotRunner:
    """One background worker process that answers bot requests without blocking the UI."""

    def __init__(self, preload: Sequence[str] = (), *, start_method: str = "spawn") -> None:
        """`preload`: extra modules whose `RULES` the worker registers (tests' games)."""
        self._ctx: Any = multiprocessing.get_context(start_method)
        self._preload = tuple(preload)
        self._process: Any = None
        self._conn: Any = None
        self._pending: dict[int, _Pending] = {}
        self._next_id = 0
        self._results: list[tuple[Hashable, BotMove | Exception]] = []

    # --- lifecycle -----------------------------------------------------------------------------
    @property
    def pid(self) -> int | None:
        """The worker's process id while it runs."""
        return self._process.pid if self._alive() else None

    def _alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def _start(self) -> None:
        parent, child = self._ctx.Pipe(duplex=True)
        process = self._ctx.Process(target=_worker_main, args=(child, self._preload),
                                    name="moontable-bots", daemon=True)
        process.start()
        child.close()  # only the worker holds its end, so its death is seen as EOF here
        self._process, self._conn = process, parent

    def _stop_process(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            except OSError:
                pass
        if self._process is not None:
            self._process.join(timeout=0.5)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=2)
        self._process, self._conn = None, None

    def close(self) -> None:
        """Stop the worker; pending requests are dropped."""
        if self._conn is not None and self._alive():
            try:
                self._conn.send_bytes(json.dumps({"op": "stop"}).encode("utf-8"))
            except OSError:
                pass
        self._stop_process()
        self._pending.clear()

    def restart(self) -> None:
        """Kill the worker now (e.g. the position changed under a long search)."""
        if self._process is not None:
            self._process.kill()
        self._stop_process()
        for request_id, pending in list(self._pending.items()):
            if not pending.cancelled:
                self._results.append((pending.token, BotError("the bot was stopped")))
            del self._pending[request_id]

    def __enter__(self) -> BotRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- requests ------------------------------------------------------------------------------
    def request(self, token: Hashable, game: str, level: str, view: Any, legal: Sequence[Any],
                rng_state: int | Rng) -> None:
        """Ask for a move; the answer arrives later through `poll()` under `token`."""
        state = rng_state.state if isinstance(rng_state, Rng) else int(rng_state)
        self._next_id += 1
        message = {"id": self._next_id, "game": game, "level": level,
                   "view": codec.encode(view), "legal": codec.encode(tuple(legal)),
                   "rng": state}
        pending = _Pending(token, json.dumps(message).encode("utf-8"), tuple(legal))
        self._pending[self._next_id] = pending
        self._send(pending)

    def _send(self, pending: _Pending) -> None:
        if not self._alive():
            self._stop_process()
            self._start()
        self._conn.send_bytes(pending.payload)

    def cancel(self, token: Hashable) -> None:
        """Forget a request: its answer, when it comes, is discarded."""
        for pending in self._pending.values():
            if pending.token == token:
                pending.cancelled = True

    @property
    def busy(self) -> bool:
        """True while an uncancelled request awaits its answer."""
        return any(not p.cancelled for p in self._pending.values())

    def poll(self) -> list[tuple[Hashable, BotMove | Exception]]:
        """Answers that have arrived, without blocking."""
        self._collect(0.0)
        out, self._results = self._results, []
        return out

    def wait(self, timeout: float = 30.0) -> list[tuple[Hashable, BotMove | Exception]]:
        """Block until at least one answer arrives (or `timeout` seconds); tests and CLI."""
        deadline = time.monotonic() + timeout
        while not self._results and self.busy:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            self._collect(min(remaining, 0.05))
        return self.poll()

    def _collect(self, timeout: float) -> None:
        if self._conn is None:
            return
        try:
            while self._conn.poll(timeout):
                timeout = 0.0
                self._receive(json.loads(self._conn.recv_bytes()))
        except (EOFError, OSError):
            self._worker_died()

    def _receive(self, reply: dict[str, Any]) -> None:
        pending = self._pending.pop(reply.get("id"), None)  # type: ignore[arg-type]
        if pending is None or pending.cancelled:
            return
        if "error" in reply:
            self._results.append((pending.token, BotError(reply["error"])))
            return
        action = pending.legal[reply["index"]]
        self._results.append((pending.token, BotMove(action, reply["delay"])))

    def _worker_died(self) -> None:
        """Restart the worker and re-send what it was working on (once per request)."""
        self._stop_process()
        for request_id, pending in list(self._pending.items()):
            if pending.cancelled:
                del self._pending[request_id]
            elif pending.attempts >= _MAX_ATTEMPTS:
                del self._pending[request_id]
                self._results.append((pending.token, BotError("the bot process stopped")))
        retry = list(self._pending.values())
        for pending in retry:
            pending.attempts += 1
            self._send(pending)
