"""Test-session setup shared by every test: headless SDL and a private user directory.

This runs before any test module is imported, so pygame (imported by UI tests) sees the
dummy video/audio drivers, and `MOONTABLE_HOME` points every settings/save path at a
throw-away directory: tests never touch a real player's files. Each xdist worker gets its
own directory. The repository root goes on `sys.path` so tests can import the `tests.*`
helpers (conformance suite, toy game) however pytest is launched.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Always override: a developer's own MOONTABLE_HOME must not receive test files.
_HOME = tempfile.mkdtemp(prefix="moontable-test-home-")
os.environ["MOONTABLE_HOME"] = _HOME
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)

_ROOT = str(Path(__file__).resolve().parent.parent)
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)
# The UI helpers serve the shared screens' tests (tests/ui) and each game's table tests
# (tests/<game>/test_<game>_table.py) alike.
_UI_HELPERS = str(Path(__file__).resolve().parent / "ui")
if _UI_HELPERS not in sys.path:
    sys.path.insert(0, _UI_HELPERS)


@pytest.fixture(autouse=True)
def _fresh_legal_lists():
    """Tsukuyumi's, Moonwakers' and Planet Unknown's rules remember their last legal list per
    state object (Moonwakers' who acts too); a test that patches a rule must not see an answer
    from before its patch (nor from another test)."""
    yield
    for name in ("game.tsukuyumi.rules", "game.moonwakers.rules"):
        module = sys.modules.get(name)
        if module is not None:
            module.RULES.forget()
    play = sys.modules.get("game.supermoon.play")  # the same for Planet Unknown's last list
    if play is not None:
        play._LAST.forget()


@pytest.fixture(autouse=True)
def _english_at_100():
    """Every test starts in English at 100%: a test whose app was made in French or at 150%
    and only quit (not closed) left the next test on the same worker in French (stop 73:
    « Aucun » for "Off")."""
    yield
    i18n = sys.modules.get("game.ui.i18n")
    if i18n is not None and i18n.language() != "en":
        i18n.set_language("en")
    theme = sys.modules.get("game.ui.theme")
    if theme is not None and theme.scale() != 1.0:
        theme.set_scale(1.0)


@pytest.fixture
def app():
    """A fresh strict test app, closed after the test (pygame is imported only when used)."""
    from ui_helpers import make_test_app

    application = make_test_app()
    yield application
    application.close()


# The longest tests, started first: under xdist the first items go to the workers at once, so
# a 3-minute test then runs beside the others instead of alone at the end (stop 63: the
# screenshot tour, collected late, kept one worker busy for its last 3 minutes).
SLOW_FIRST = ("tests/ui/test_ui_scenes_draw.py::test_capture_all_writes_pngs",
              "tests/test_conformance.py::test_conformance[supermoon-6p-o6-")


def pytest_collection_modifyitems(config, items) -> None:
    """Move `SLOW_FIRST` to the front in its order, every other test in its collected order."""
    def rank(item) -> int:
        return next((k for k, prefix in enumerate(SLOW_FIRST) if item.nodeid.startswith(prefix)),
                    len(SLOW_FIRST))

    items.sort(key=rank)
