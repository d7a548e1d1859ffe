"""The last answer of a costly pure function of a frozen state, remembered.

A player's or bot's legal list is asked again at once by `is_legal` and `apply` on the same
state object (a state is frozen, so the answer cannot have changed). A game whose lists are
costly (Tsukuyumi's turns; Planet Unknown's rescue pairs, SM-7.3, where each first tile is
offered only if a second can follow) keeps its last answer here. The state is held weakly (a
closed table's states must be freed) and the answer is replaced whole, so a bot thread and the
UI thread never read half of one.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

T = TypeVar("T")


def _gone() -> object:
    return None


class LastAnswer(Generic[T]):
    """One remembered (state, key) → answer."""

    def __init__(self) -> None:
        self._last: tuple[Callable[[], object], Hashable, T | None] = (_gone, None, None)

    def get(self, state: object, key: Hashable) -> T | None:
        """The answer remembered for this very state object and key, else None."""
        ref, known, answer = self._last
        return answer if known == key and ref() is state else None

    def put(self, state: object, key: Hashable, answer: T) -> T:
        """Remember `answer` for this state object and key; returns it."""
        self._last = (weakref.ref(state), key, answer)
        return answer

    def answer(self, state: object, key: Hashable, make: Callable[[], T]) -> T:
        """The answer remembered for this state object and key, else `make()`, remembered."""
        known = self.get(state, key)
        return known if known is not None else self.put(state, key, make())

    def forget(self) -> None:
        """Drop the remembered answer (for tests that patch a rule in place)."""
        self._last = (_gone, None, None)
