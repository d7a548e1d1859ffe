"""Fixtures for the shared screens' tests (`app`, dummy SDL drivers and a private home come from
tests/conftest.py)."""

from __future__ import annotations

import pytest

from game.core.registry import GameInfo
from tests.core import toy_game


@pytest.fixture
def toy_info() -> GameInfo:
    """The toy test game, registered, as the title screen would list it."""
    rules = toy_game.register()
    return GameInfo("toy", "Toy", "", rules)
