# Moontable developer tasks. GNU make, POSIX sh.
#
# One venv (.venv) is shared by all targets; stamp files record which extras
# were installed, so pip only runs again when pyproject.toml changes.

PY ?= python3
VENV = .venv
VPY = $(VENV)/bin/python
PIP = $(VENV)/bin/pip
PYTEST_ARGS ?=
HEADLESS = SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
LINT_DIRS = game tests $(wildcard tools)

.PHONY: play test stage stage2 lint typecheck build bench screenshots rulecov clean distclean

$(VENV)/bin/python:
	$(PY) -m venv $(VENV)

$(VENV)/.stamp-play: pyproject.toml | $(VENV)/bin/python
	$(PIP) install -e .
	touch $@

$(VENV)/.stamp-test: pyproject.toml | $(VENV)/bin/python
	$(PIP) install -e '.[test,dev]'
	touch $@

$(VENV)/.stamp-build: pyproject.toml | $(VENV)/bin/python
	$(PIP) install -e '.[build]'
	touch $@

play: $(VENV)/.stamp-play
	$(VPY) -m game

test: $(VENV)/.stamp-test
	$(HEADLESS) $(VPY) -m pytest -n auto -q $(PYTEST_ARGS)

# TS-0.9 (b)-(e): the Tsukuyumi stage-1 bot run, about 480 seeded games (.ci/run runs it).
stage: $(VENV)/.stamp-test
	$(HEADLESS) $(VPY) tools/tsukuyumi_stage.py

# TS-0.10 (b), (c): the Tsukuyumi stage-2 bot runs, 60 two-player games and about 320 games with
# the modules and the legendary Oni (not in .ci/run, which keeps under 20 minutes; `make test`
# plays one game of each toggle and of each faction pair).
stage2: $(VENV)/.stamp-test
	$(HEADLESS) $(VPY) tools/tsukuyumi_stage.py --stage 2
	$(HEADLESS) $(VPY) tools/tsukuyumi_two_player.py

lint: $(VENV)/.stamp-test
	$(VENV)/bin/ruff check $(LINT_DIRS)

typecheck: $(VENV)/.stamp-test
	$(VENV)/bin/mypy game

# One-dir bundle: dist/moontable/moontable
build: $(VENV)/.stamp-build
	$(VENV)/bin/pyinstaller --noconfirm --clean build.spec

bench: $(VENV)/.stamp-test build
	$(HEADLESS) $(VPY) -m game.cli bench

screenshots: $(VENV)/.stamp-test
	$(HEADLESS) $(VPY) -m game.cli screenshots docs/screenshots

# Developer-only: needs ../shared beside the checkout (not part of `test`).
rulecov: $(VENV)/.stamp-test
	PYTHONPATH=../shared/tools $(HEADLESS) $(VPY) -m pytest -q -n auto \
		-p rulecov --rulecov=../shared/rules $(PYTEST_ARGS)

clean:
	rm -rf build dist *.egg-info out .pytest_cache .ruff_cache .mypy_cache .hypothesis
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)
