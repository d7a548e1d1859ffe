"""The Tsukuyumi player's rules (`game/tsukuyumi/data/rules.<lang>.md`): both languages exist,
share one structure and the same diagrams, every diagram exists, nothing is left as a
placeholder, the reconstructed material is declared in both, the names the rules give to options
and buttons are the ones the app shows, and the rules viewer renders both."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.core.i18n import tr
from game.tsukuyumi import data
from game.tsukuyumi.two_player import VICTORY_CARDS
from game.ui import theme
from game.ui.render import markdown as md
from game.ui.scenes.rules_viewer import RulesViewerScene, image_resolver, rules_text

DATA = Path(__file__).resolve().parents[2] / "game" / "tsukuyumi" / "data"
LANGS = ("en", "fr")
RECONSTRUCTED = {"en": "reconstructed — the printed components may differ",
                 "fr": "reconstitué — le matériel imprimé peut différer"}


def _text(lang: str) -> str:
    return (DATA / f"rules.{lang}.md").read_text(encoding="utf-8")


def _flat(lang: str) -> str:
    """The text with its line breaks as spaces (Markdown joins a paragraph's lines)."""
    return re.sub(r"\s+", " ", _text(lang))


def _headings(text: str) -> list[int]:
    return [len(m.group(1)) for m in re.finditer(r"^(#{1,6}) \S", text, re.M)]


def _images(text: str) -> list[str]:
    return re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", text)


def _tables(text: str) -> list[int]:
    """The number of rows of each table, in order."""
    out, rows = [], 0
    for line in text.splitlines() + [""]:
        if line.startswith("|"):
            rows += 1
        elif rows:
            out.append(rows)
            rows = 0
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_exist_and_start_with_a_title(lang: str) -> None:
    text = _text(lang)
    assert text.startswith("# TSUKUYUMI")
    assert len(text) > 20_000


def test_both_languages_have_the_same_structure() -> None:
    en, fr = _text("en"), _text("fr")
    assert _headings(en) == _headings(fr)
    assert [_headings(en).count(n) for n in (1, 2, 3)] == [1, 14, 26]
    assert _images(en) == _images(fr)
    assert _tables(en) == _tables(fr)


@pytest.mark.parametrize("lang", LANGS)
def test_every_image_exists_and_is_a_readable_png(lang: str) -> None:
    images = _images(_text(lang))
    assert {"rules/movement.png", "rules/passing.png", "rules/conquest.png", "rules/damage.png",
            "rules/round.png", "rules/legend.png"} <= set(images)
    resolve = image_resolver("tsukuyumi")
    for src in images:
        path = resolve(src)
        assert path is not None and path.suffix == ".png", src
        surf = pygame.image.load(str(path))
        assert 300 <= surf.get_width() <= 820 and surf.get_height() >= 200, src


def test_every_shipped_diagram_is_used() -> None:
    shipped = {f"rules/{p.name}" for p in (DATA / "rules").glob("*.png")}
    assert shipped == set(_images(_text("en")))


@pytest.mark.parametrize("lang", LANGS)
def test_no_placeholder_or_rule_id_is_left(lang: str) -> None:
    text = _text(lang)
    for word in ("TODO", "TBD", "FIXME", "XXX", "placeholder", "lorem", "???"):
        assert word.lower() not in text.lower(), word
    assert not re.search(r"\bTS-\d", text)  # no rule ids in the player's text
    assert not re.search(r"\b[A-Z]\d\d\b", text.replace("A01", ""))  # no card ids either


@pytest.mark.parametrize("lang", LANGS)
def test_the_reconstructed_section_is_present(lang: str) -> None:
    text = _flat(lang)
    heading = {"en": "## What is reconstructed", "fr": "## Ce qui est reconstitué"}[lang]
    assert heading in text
    section = text.split(heading, 1)[1].split(" ## ", 1)[0]
    assert RECONSTRUCTED[lang] in section
    words = {"en": ("Action cards", "Event cards", "Mission cards", "Combat cards", "Uplinks",
                    "Oni", "Starting units", "Unit sizes", "Scenario layouts",
                    "Danger from the Deep", "Two-player cards", "Victory cards"),
             "fr": ("Cartes Action", "Cartes Événement", "Cartes Mission", "Cartes Combat",
                    "Connexions", "Oni", "Unités de départ", "Tailles des unités",
                    "Plans des scénarios", "Dangers des profondeurs", "Cartes à deux joueurs",
                    "cartes Victoire")}[lang]
    for word in words:
        assert word in section, word


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_unit_and_card_is_named_as_the_app_names_it(lang: str) -> None:
    text = _flat(lang)
    for n in range(1, 21):
        assert tr(f"ts.event.E{n:02d}.name", lang) in text, n
    for unit in data.UNITS:
        assert tr(f"ts.unit.{unit.key}.name", lang) in text, unit.key
    for card in ("C1", "C2", "C3", "D2", "D3", "D4", "N2", "N3", "N4", "B2", "B3", "B4"):
        assert f"**{tr(f'ts.combat.{card}.name', lang)}**" in text, card
    for key in ("surgical_strike", "infestation", "raid", "fertile_lands"):
        assert tr(f"ts.mission.{key}.name", lang) in text, key
    for key in ("gps_mapping", "space_for_the_swarm", "regain_former_strength",
                "territorial_expansion"):
        assert tr(f"ts.goal.{key}.name", lang) in text, key
    for card in VICTORY_CARDS:  # the two-player mode's section (TS-13.10)
        assert f"*{tr(f'ts.victory.{card.key}.name', lang)}*" in text, card.key


@pytest.mark.parametrize("lang", LANGS)
def test_the_options_and_buttons_are_named_as_the_app_shows_them(lang: str) -> None:
    text = _flat(lang)
    labels = ["ts.option.mountain_penalty", "ts.option.mountain_penalty.stop",
              "ts.option.mountain_penalty.none", "ts.option.darkseed_immune",
              "ts.option.tetsuo_use", "ts.option.tetsuo_use.once_per_round",
              "ts.option.tetsuo_use.once_per_game", "ts.option.boarrior",
              "ts.option.boarrior.faction_effect", "ts.option.boarrior.every_blue_phase",
              "ts.option.scatter", "ts.option.scatter.low", "ts.option.scatter.high",
              "ts.option.grey_tiles", "ts.option.grey_tiles.chosen", "ts.option.missions",
              "ts.option.supremacy", "ts.option.length.supremacy", "ts.scenario.control",
              "ts.scenario.pacific_impasse", "ts.scenario.exhausted_earth",
              "ts.scenario.canyon", "ts.scenario.moonfall"]
    for key in labels:
        assert tr(key, lang) in text, key
    for key in ("ts.ui.act.go", "ts.ui.act.cancel", "ts.ui.act.end"):
        assert f"**{tr(key, lang)}**" in text, key


@pytest.mark.parametrize("lang", LANGS)
def test_the_viewer_renders_the_rules(app, lang: str) -> None:
    text = rules_text("tsukuyumi", lang)
    assert text == _text(lang)
    blocks = md.parse(text)
    kinds = [b.kind for b in blocks]
    assert kinds.count("image") == len(_images(text))
    assert kinds.count("table") == len(_tables(text))
    assert not any(b.kind == "para" and b.runs and b.runs[0].text.startswith("|")
                   for b in blocks)
    surfaces = md.render_all(blocks, 800, image_resolver("tsukuyumi"))
    assert all(isinstance(s, pygame.Surface) and s.get_width() == 800 for s in surfaces)
    for block, surf in zip(blocks, surfaces, strict=True):
        if block.kind == "image":  # drawn, not the alt-text frame
            assert surf.get_height() > 150, block.src


def _clipped_words(block: md.Block, width: int) -> list[str]:
    """The words of a table too wide for their column, sizing the columns as the viewer does
    (`markdown._table`: natural widths, or 70 px each plus a share of the room by need)."""
    size, pad = theme.px(theme.FONT_SMALL + 1), theme.px(8)
    n = max(len(r) for r in block.rows)
    natural = [max(md.natural_width(r[c], size) if c < len(r) else 0 for r in block.rows)
               + 2 * pad for c in range(n)]
    cols = natural
    if sum(natural) > width:
        minimum = [min(x, theme.px(70)) for x in natural]
        wants = [a - b for a, b in zip(natural, minimum, strict=True)]
        spare, total = width - sum(minimum), sum(wants) or 1
        cols = [m + max(0, spare) * w // total for m, w in zip(minimum, wants, strict=True)]
    return [word for i, row in enumerate(block.rows) for c, cell in enumerate(row)
            for run in cell for word in run.text.split()
            if md._styled(size, run.bold or i == 0, False, run.code).size(word)[0]
            > cols[c] - 2 * pad]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", [640, 828])
def test_no_word_of_a_table_is_cut_off(app, lang: str, width: int) -> None:
    """The viewer never breaks a word: a column narrower than a word would cut it. 828 px is
    the rules panel at the default size; 640 px leaves room for larger UI scales."""
    tables = [b for b in md.parse(_text(lang)) if b.kind == "table"]
    assert len(tables) == len(_tables(_text(lang)))
    for table in tables:
        assert not _clipped_words(table, width), table.rows[0]


def test_the_viewer_scene_opens_on_the_rules(app) -> None:
    viewer = RulesViewerScene(app, "tsukuyumi", "TSUKUYUMI: Full Moon Down")
    app.push(viewer)
    app.apply_pending()
    app.frame([], 1 / 60)
    assert viewer.list is not None and viewer.list.max_offset() > 10_000
