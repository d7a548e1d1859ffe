"""Fixtures for UI tests (dummy SDL drivers and a private home come from tests/conftest.py)."""

from __future__ import annotations

import pytest
from ui_helpers import make_test_app

from game.core.registry import GameInfo
from tests.core import toy_game


@pytest.fixture
def app():
    """A fresh strict test app, closed after the test."""
    application = make_test_app()
    yield application
    application.close()


@pytest.fixture
def toy_info() -> GameInfo:
    """The toy test game, registered, as the title screen would list it."""
    rules = toy_game.register()
    return GameInfo("toy", "Toy", "", rules)
