"""Fixtures shared by the Moonstar table tests: one headless app per test, animations off."""

from __future__ import annotations

import pytest

from game.ui.tables.moonstar import capture as cap


@pytest.fixture
def app():
    """A headless app at instant speed, closed after the test."""
    app = cap.make_app(speed="instant")
    yield app
    app.close()
