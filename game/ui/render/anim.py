"""Animation tweens and a timeline, in pure Python (no pygame needed).

A :class:`Tween` interpolates a number or a tuple of numbers from ``start`` to ``end`` over
``duration`` seconds through an easing function. A :class:`Timeline` runs steps one after the
other; a step is a group of animations that run together (e.g. seven dice tumbling). The
timeline's ``speed`` comes from the animation-speed setting: 1 = normal, 2 = twice as fast,
0 = instant (everything added completes at once, callbacks included).

Anything with ``update(dt)``, ``finish()`` and a ``done`` attribute can be put on a timeline,
so :class:`game.ui.render.dice.DiceRoll` composes with tweens.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable
from typing import Generic, Protocol, TypeVar

Value = float | tuple[float, ...]
V = TypeVar("V", float, tuple[float, ...])  # what a tween moves: a number, or a tuple of them
Ease = Callable[[float], float]


# --- easing functions: [0, 1] -> [0, 1] (out_back overshoots slightly) ------------------------


def linear(t: float) -> float:
    """No easing."""
    return t


def out_cubic(t: float) -> float:
    """Fast start, gentle stop."""
    return 1 - (1 - t) ** 3


def in_out_sine(t: float) -> float:
    """Gentle start and stop."""
    return -(math.cos(math.pi * t) - 1) / 2


def out_back(t: float, overshoot: float = 1.70158) -> float:
    """Overshoot the end a little, then settle (for pieces landing)."""
    c3 = overshoot + 1
    return 1 + c3 * (t - 1) ** 3 + overshoot * (t - 1) ** 2


def out_bounce(t: float) -> float:
    """Bounce to rest, like a die dropped on the table."""
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


EASINGS: dict[str, Ease] = {"linear": linear, "out_cubic": out_cubic,
                            "in_out_sine": in_out_sine, "out_back": out_back,
                            "out_bounce": out_bounce}


def lerp(a: V, b: V, t: float) -> V:
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(a, tuple) and isinstance(b, tuple):
        return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))
    if isinstance(a, tuple) or isinstance(b, tuple):
        raise TypeError("cannot interpolate a number and a tuple")
    return a + (b - a) * t


class Animation(Protocol):
    """What a timeline can run."""

    done: bool

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def finish(self) -> None:
        """Jump to the end state."""


class Tween(Generic[V]):
    """Interpolates ``start`` -> ``end`` over ``duration`` seconds after ``delay``."""

    def __init__(self, start: V, end: V, duration: float, ease: Ease | str = out_cubic,
                 delay: float = 0.0, on_done: Callable[[], None] | None = None) -> None:
        self.start: V = start
        self.end: V = end
        self.duration, self.delay = max(0.0, duration), max(0.0, delay)
        self.ease = EASINGS[ease] if isinstance(ease, str) else ease
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = False
        if self.duration == 0 and self.delay == 0:
            self.finish()

    @property
    def progress(self) -> float:
        """Linear progress in [0, 1] (before easing)."""
        if self.done:
            return 1.0
        if self.duration == 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> V:
        """The current eased value; exactly ``end`` once done."""
        if self.done:
            return self.end
        return lerp(self.start, self.end, self.ease(self.progress))

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""
        if self.done:
            return
        self.elapsed += max(0.0, dt)
        if self.elapsed >= self.delay + self.duration:
            self.finish()

    def finish(self) -> None:
        """Jump to the end and fire ``on_done`` once."""
        if self.done:
            return
        self.done = True
        self.elapsed = self.delay + self.duration
        if self.on_done is not None:
            callback, self.on_done = self.on_done, None
            callback()


class Wait(Tween[float]):
    """A pause of ``duration`` seconds (a tween from 0 to 1 nobody reads)."""

    def __init__(self, duration: float, on_done: Callable[[], None] | None = None) -> None:
        super().__init__(0.0, 1.0, duration, linear, on_done=on_done)


class Call:
    """Calls ``fn`` when its step is reached (zero duration)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn
        self.done = False

    def update(self, dt: float) -> None:
        """Run the call."""
        self.finish()

    def finish(self) -> None:
        """Run the call once."""
        if not self.done:
            self.done = True
            self.fn()


class Timeline:
    """A queue of steps; each step is a group of animations that run at the same time."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._steps: deque[list[Animation]] = deque()

    @property
    def busy(self) -> bool:
        """True while any step is still running or queued."""
        return bool(self._steps)

    @property
    def instant(self) -> bool:
        """True when the animation setting is "off" (speed 0)."""
        return self.speed <= 0

    def then(self, *anims: Animation) -> Timeline:
        """Queue a step of animations that start together after the previous steps."""
        if anims:
            self._steps.append(list(anims))
            if self.instant:
                self.finish_all()
        return self

    def together(self, anims: Iterable[Animation]) -> Timeline:
        """Queue one step from an iterable of animations."""
        return self.then(*anims)

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` real seconds (scaled by ``speed``); return True while busy."""
        if self.instant:
            self.finish_all()
            return False
        budget = max(0.0, dt) * self.speed
        while self._steps:
            step = self._steps[0]
            for anim in step:
                anim.update(budget)
            if not all(a.done for a in step):
                break
            self._steps.popleft()
            # Leftover time does not carry into the next step: simple and never skips a frame.
            budget = 0.0
        return self.busy

    def finish_all(self) -> None:
        """Complete every queued step now, in order (callbacks fire in order too)."""
        while self._steps:
            for anim in self._steps.popleft():
                anim.finish()

    def clear(self) -> None:
        """Drop every queued step without finishing it."""
        self._steps.clear()


def scaled(duration: float, speed: float) -> float:
    """Real-time length of an animation of ``duration`` at ``speed`` (0 when instant)."""
    return 0.0 if speed <= 0 else duration / speed
