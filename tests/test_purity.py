"""Architecture guards: rules/engine packages stay free of pygame/pytmx, no unsafe builtins.

The game logic (``game/core`` and every game package except ``game/ui``) must be importable and
testable without a display, so it may not import ``pygame`` or ``pytmx`` in any form. Nothing in
``game/`` may use ``pickle``, ``eval`` or ``exec``, and the project must stand alone: no code or
test may reach into the shared workspace outside the repository.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
TESTS = ROOT / "tests"

FORBIDDEN_IN_PURE = ("pygame", "pytmx")
# Directories under game/ that may use pygame/pytmx. Everything else that is a package must not.
IMPURE_PACKAGES = {"ui"}
PURE_PACKAGE_NAMES = ("core", "moonstar", "moonwakers", "supermoon", "tsukuyumi")


def _is_forbidden(module: str, forbidden: tuple[str, ...]) -> bool:
    top = module.split(".", 1)[0]
    return top in forbidden


def _dotted_name(node: ast.AST) -> str | None:
    """Return ``a.b.c`` for a Name/Attribute chain, else None."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


def forbidden_imports(source: str, forbidden: tuple[str, ...] = FORBIDDEN_IN_PURE,
                      filename: str = "<snippet>") -> list[tuple[int, str]]:
    """Return ``(line, description)`` for every import of a forbidden top-level module.

    Catches ``import x``, ``import x.y``, ``from x import y``, ``from x.y import z``,
    ``__import__("x")`` and ``importlib.import_module("x...")`` / ``import_module("x")``
    with a string literal argument.
    """
    tree = ast.parse(source, filename=filename)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _is_forbidden(alias.name, forbidden):
                    found.append((node.lineno, f"import {alias.name}"))
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0 and node.module and _is_forbidden(node.module, forbidden):
                found.append((node.lineno, f"from {node.module} import ..."))
        elif isinstance(node, ast.Call):
            name = _dotted_name(node.func)
            if name is None or name.split(".")[-1] not in ("__import__", "import_module"):
                continue
            for arg in node.args[:1]:
                if (isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                        and _is_forbidden(arg.value, forbidden)):
                    found.append((node.lineno, f"{name}({arg.value!r})"))
    return found


def unsafe_calls(source: str, filename: str = "<snippet>") -> list[tuple[int, str]]:
    """Return uses of ``pickle`` (any import form) and calls of ``eval``/``exec``."""
    tree = ast.parse(source, filename=filename)
    found = [(line, f"pickle: {what}")
             for line, what in forbidden_imports(source, ("pickle", "cPickle", "_pickle",
                                                          "dill", "shelve"), filename)]
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _dotted_name(node.func)
            if name in ("eval", "exec", "builtins.eval", "builtins.exec"):
                found.append((node.lineno, f"{name}(...)"))
    return found


def _py_files(directory: Path) -> list[Path]:
    return sorted(p for p in directory.rglob("*.py") if "__pycache__" not in p.parts)


def pure_dirs() -> list[Path]:
    """Game-logic package dirs that must not touch pygame/pytmx (only those that exist)."""
    if not GAME.is_dir():
        return []
    dirs = {GAME / name for name in PURE_PACKAGE_NAMES if (GAME / name).is_dir()}
    # Any other game package added later is pure too, unless it is the UI.
    for child in GAME.iterdir():
        if (child.is_dir() and child.name not in IMPURE_PACKAGES
                and (child / "__init__.py").exists()):
            dirs.add(child)
    return sorted(dirs)


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


# --- the checker itself -------------------------------------------------------------------------


@pytest.mark.parametrize("snippet", [
    "import pygame.display",
    "import pygame",
    "import pygame as pg",
    "import os, pygame.font",
    "from pygame import Rect",
    "from pygame.math import Vector2",
    "from pytmx.util_pygame import load_pygame",
    "import pytmx",
    "def f():\n    import pygame\n",
    "try:\n    import pygame\nexcept ImportError:\n    pass\n",
    "mod = __import__('pygame')",
    "import importlib\nm = importlib.import_module('pygame.font')",
    "from importlib import import_module\nm = import_module('pytmx')",
])
def test_checker_flags_pygame_imports(snippet: str) -> None:
    assert forbidden_imports(snippet), snippet


@pytest.mark.parametrize("snippet", [
    "import os\nfrom pathlib import Path\n",
    "from . import pygame_helpers",          # relative import of a local module
    "import pygamelike",                     # different top-level name
    "name = 'pygame'\n# import pygame\n",    # strings and comments are not imports
    "from game.core import rng",
])
def test_checker_accepts_clean_code(snippet: str) -> None:
    assert forbidden_imports(snippet) == []


def test_unsafe_checker_works() -> None:
    assert unsafe_calls("import pickle")
    assert unsafe_calls("from pickle import loads")
    assert unsafe_calls("x = eval('1+1')")
    assert unsafe_calls("exec('x = 1')")
    assert unsafe_calls("import builtins\nbuiltins.eval('1')")
    assert unsafe_calls("def evaluate(s):\n    return s.eval()\nliteral_eval = 1\n") == []
    assert unsafe_calls("import json\njson.loads('{}')") == []


# --- the real tree ------------------------------------------------------------------------------


def test_pure_packages_do_not_import_pygame_or_pytmx() -> None:
    offences = []
    for directory in pure_dirs():
        for path in _py_files(directory):
            for line, what in forbidden_imports(path.read_text(encoding="utf-8"),
                                                filename=str(path)):
                offences.append(f"{_rel(path)}:{line}: {what}")
    assert not offences, "game logic must not depend on pygame/pytmx:\n" + "\n".join(offences)


def test_pure_dirs_cover_core_and_exclude_ui() -> None:
    names = {d.name for d in pure_dirs()}
    assert "ui" not in names
    if (GAME / "core").is_dir():
        assert "core" in names


def test_no_pickle_eval_exec_in_game() -> None:
    if not GAME.is_dir():
        pytest.skip("no game/ package yet")
    offences = []
    for path in _py_files(GAME):
        for line, what in unsafe_calls(path.read_text(encoding="utf-8"), filename=str(path)):
            offences.append(f"{_rel(path)}:{line}: {what}")
    assert not offences, "unsafe constructs in game/:\n" + "\n".join(offences)


# Built from pieces so this file does not match its own pattern.
_SHARED_REF = re.compile("|".join([r"\.\./" + "shared", "/work/" + "shared"]))
_TEXT_SUFFIXES = {".py", ".json", ".txt", ".md", ".toml", ".cfg", ".ini", ".tmx", ".tsx", ".csv"}


def test_project_stands_alone() -> None:
    this = Path(__file__).resolve()
    offences = []
    for base in (GAME, TESTS):
        if not base.is_dir():
            continue
        for path in sorted(base.rglob("*")):
            if (not path.is_file() or path.resolve() == this or "__pycache__" in path.parts
                    or path.suffix not in _TEXT_SUFFIXES):
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            for lineno, line in enumerate(text.splitlines(), 1):
                if _SHARED_REF.search(line):
                    offences.append(f"{_rel(path)}:{lineno}: {line.strip()}")
    assert not offences, "project must not reference the shared workspace:\n" + "\n".join(
        offences)
