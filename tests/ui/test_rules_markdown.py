"""The rules viewer's Markdown: parsed by markdown-it-py, drawn as tables, nested lists,
emphasis and images; odd input never breaks it."""

from __future__ import annotations

import pygame
import pytest

from game.ui.render import markdown as md
from game.ui.scenes.rules_viewer import RulesViewerScene, image_resolver, rules_text

TABLE = "| Game | What changes |\n|---|---|\n| 1 | The **basic** game. |\n| 2 | 7-11 moons. |\n"


def test_a_table_is_a_grid_not_pipes(app) -> None:
    blocks = md.parse(TABLE)
    assert [b.kind for b in blocks] == ["table"]
    table = blocks[0]
    assert len(table.rows) == 3 and len(table.rows[0]) == 2
    assert [r.text for r in table.rows[1][1]] == ["The ", "basic", " game."]
    assert table.rows[1][1][1].bold
    surf = md.render(table, 600)
    assert surf.get_width() == 600 and surf.get_height() > 3 * 20
    assert not any("|" in r.text for row in table.rows for cell in row for r in cell)


def test_nested_lists_indent_and_number(app) -> None:
    blocks = md.parse("1. first\n   - nested *em*\n     - deeper\n2. second\n")
    paras = [b for b in blocks if b.kind == "para"]
    assert [b.marker for b in paras] == ["1.", "•", "•", "2."]
    assert [b.depth for b in paras] == [1, 2, 3, 1]
    assert paras[1].runs[-1].em
    widths = [md.render(b, 500) for b in paras]
    assert all(w.get_width() == 500 for w in widths)


def test_emphasis_uses_a_slanted_face_and_bold_the_bold_face(app) -> None:
    plain = md.Run("word")
    em = md.Run("word", em=True)
    bold = md.Run("word", bold=True)
    size = 20
    assert md._styled(size, False, True, False).italic
    assert md.natural_width([bold], size) > md.natural_width([plain], size)
    assert md.natural_width([em], size) > 0


def test_a_missing_image_shows_its_alt_text(app) -> None:
    blocks = md.parse("![The twelve stars](nowhere.png)\n")
    assert blocks[0].kind == "image" and blocks[0].src == "nowhere.png"
    surf = md.render(blocks[0], 400, image_resolver("moonstar"))
    assert surf.get_width() == 400 and surf.get_height() > 10


def test_an_image_outside_the_game_folder_is_not_read(tmp_path) -> None:
    resolve = image_resolver("moonstar")
    assert resolve("../../../../etc/passwd") is None
    assert resolve("nope.png") is None


@pytest.mark.parametrize("text", ["", "|||\n|-|\n", "* * *", "```\nunclosed", "<b>html</b>",
                                  "![](", "[link](http://x)", "#" * 300, "\x00\x01"])
def test_odd_markdown_never_breaks(app, text) -> None:
    for block in md.parse(text):
        md.render(block, 300)


@pytest.mark.parametrize("game", ["moonstar", "moonwakers"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_shipped_rules_render_with_their_tables(app, game, lang) -> None:
    text = rules_text(game, lang)
    assert text
    blocks = md.parse(text)
    assert blocks and not any(b.kind == "para" and b.runs and b.runs[0].text.startswith("|")
                              for b in blocks)
    for surf in md.render_all(blocks, 800):
        assert isinstance(surf, pygame.Surface)


def test_the_viewer_lays_out_once_not_every_frame(app, monkeypatch) -> None:
    viewer = RulesViewerScene(app, "moonstar", "MOONSTAR")
    app.push(viewer)
    app.apply_pending()
    calls = []
    monkeypatch.setattr(md, "parse", lambda text: calls.append(1) or [])
    for _ in range(5):
        app.frame([], 1 / 60)
    assert calls == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_name_the_buttons_as_the_table_labels_them(lang) -> None:
    """The rules said "Done" where the button says "Pass"; they now use the button names."""
    from game.core.i18n import tr

    text = rules_text("moonstar", lang)
    assert f"**{tr('ui.moonstar.bid.pass', lang)}**" in text
    assert f"**{tr('ui.moonstar.bid.play_now', lang)}**" in text
    assert "**Done**" not in text and "**Terminé**" not in text


def test_a_long_guide_has_contents_that_go_to_each_section(app) -> None:
    """Tsukuyumi's guide is 40 sections in one scroll: a contents column beside it lists
    them, a click shows a section from its heading, and the section being read stays lit
    as the text scrolls. MOONSTAR's six sections need none."""
    from ui_helpers import click

    viewer = RulesViewerScene(app, "tsukuyumi", "TSUKUYUMI")
    app.push(viewer)
    app.apply_pending()
    app.frame([], 0.0)
    assert viewer.toc is not None and len(viewer.sections) >= 30
    assert not viewer.toc.rect.colliderect(viewer.list.rect)  # beside the text, not over it
    target = 6  # a section from the upper part, so its heading can reach the top
    block = viewer.sections[target][0]
    viewer.toc.show_row(target)
    app.frame([], 0.0)
    click(app, viewer.toc.row_rect(target).center)
    assert viewer.list.offset == viewer.list.row_top(block)
    heading = "".join(r.text for r in md.parse(rules_text("tsukuyumi", "en"))[block].runs)
    assert heading == viewer.sections[target][2]
    app.frame([], 0.0)
    assert viewer.current == target
    viewer.list.scroll(viewer.list.row_top(viewer.sections[target + 2][0])
                       - viewer.list.offset)  # read on, two sections further
    app.frame([], 0.0)
    assert viewer.current == target + 2
    viewer.list.offset = viewer.list.max_offset()  # the end: the last sections are lit
    app.frame([], 0.0)
    assert viewer.current >= len(viewer.sections) - 3
    first, last = viewer.toc.row_rect(viewer.current), viewer.toc.rect
    assert last.top <= first.top and first.bottom <= last.bottom + 1  # kept in view

    short = RulesViewerScene(app, "moonstar", "MOONSTAR")
    app.push(short)
    app.apply_pending()
    app.frame([], 0.0)
    assert short.toc is None and short.sections == []
