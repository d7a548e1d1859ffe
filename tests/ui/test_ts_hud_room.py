"""The Tsukuyumi right column, unfolded, holds the cards as well as the seats (issue 12: at
150% with 4 seats the events and the missions had no room and were not drawn). Every face-up
event, every event of the viewer's hand, every mission in play and the Oni reserve is a chip
or a line with its tooltip — at once, or behind one of the cards panel's tabs, a click away —
inside the window and the column, over no other panel; the seats' chips stay in their rows;
no text is cut. 3 and 4 seats, 100% and 150%, English and French."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from test_ts_map_space import midgame
from ui_helpers import make_test_app, texts_drawn

from game.tsukuyumi import data, goals
from game.ui import assets
from game.ui.tables.tsukuyumi import tips
from game.ui.tables.tsukuyumi.actions_ui import unit_count


def wanted(table) -> dict[str, str]:
    """What must be reachable: a name for each card (or the reserve) → its tooltip's text."""
    view, t = table.view(), table.t
    out = {f"E{n:02d}": tips.event_tip(t, n) for n in view.event_display if n}
    out |= {f"hand E{n:02d}": tips.event_tip(t, n) for n in view.seats[0].events or ()}
    out |= {m.key: tips.mission_tip(t, view, table.name, m.key)
            for m in goals.missions_in_play(table.match.state)}
    counts = Counter(view.oni_reserve)  # the reserve's line tells its units on hover
    out["oni"] = ", ".join(unit_count(t, kind, k) for kind, k in sorted(
        counts.items(), key=lambda kv: data.SIZES.index(data.UNIT_BY_KEY[kv[0]].size)))
    return out


def card_hits(table, text: str) -> list[pygame.Rect]:
    return [h.rect for h in table.hits if h.tip and h.rect.colliderect(table.hud_rect)
            and text in h.text()]


def tabs(table) -> list:
    show = getattr(table, "show_hud_tab", None)  # the cards panel's tabs, when it has them
    return [h for h in table.hits if show is not None and getattr(h.action, "func", None) == show]


@pytest.mark.parametrize("n, scale, lang", [(4, 1.5, "fr"), (4, 1.5, "en"), (3, 1.5, "fr"),
                                            (4, 1.0, "fr"), (3, 1.0, "en")])
def test_every_card_is_reachable_in_the_unfolded_column(n, scale, lang) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        with assets.recording_cuts() as cuts:
            match, table = midgame(app, n, 8 + n)
            assert not table.hud_folded
            cards = wanted(table)
            assert len([k for k in cards if k.startswith("E")]) == 2 and len(cards) >= 3 + n
            found: dict[str, pygame.Rect] = {}
            for step in range(3):  # as shown, then each tab clicked in turn
                for name, text in cards.items():
                    hits = card_hits(table, text)
                    if hits:
                        found[name] = hits[0]
                shown = tabs(table)
                if step >= len(shown):
                    break
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                     pos=shown[0].rect.center))
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                                     pos=shown[0].rect.center))
                app.frame(pygame.event.get(), 1 / 60)
            assert set(found) == set(cards), set(cards) - set(found)
            window = app.screen.get_rect()
            rows = [r for r, _ in table.sheet_rows if r.colliderect(table.hud_rect)]
            assert len(rows) == n
            for name, rect in found.items():
                assert window.contains(rect) and table.hud_rect.contains(rect), name
                assert rect.y >= max(r.bottom for r in rows), name  # below the seats
                assert not rect.colliderect(table.action_rect), name
            # the seats' chips in their rows, inside the column
            chips = [h.rect for h in table.hits if h.tip and any(r.contains(h.rect)
                                                                 for r in rows)]
            inside = [h.rect for h in table.hits if h.tip and any(
                r.colliderect(h.rect) for r in rows) and h.rect.h < rows[0].h // 2]
            assert chips and set(map(tuple, inside)) == set(map(tuple, chips))
        assert not cuts, cuts
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_event_chip_too_narrow_for_its_name_keeps_its_first_words(lang) -> None:
    """A chip too narrow for "E01 Dangers des profondeurs" showed "E01" alone among named
    chips, which read as a card without a name (a French screenshot at 150%). It shows, in
    this order, what fits: the name without its number, the number and the first whole words
    (never ending on a short word) then an ellipsis, the name's first words then an ellipsis;
    only a chip too narrow even for one word shows the number alone."""
    from game.ui import i18n, theme
    from game.ui.tables.tsukuyumi import hud_cards
    from game.ui.theme import px

    app = make_test_app(language=lang, ui_scale=1.5)
    try:
        name = i18n.t("ts.event.E01.name")
        item = hud_cards.Item(f"E01 {name}", "", hud_cards.DISPLAY, "E01")
        font = assets.font(max(11, round(px(13) * 0.8)))
        width = font.size
        assert hud_cards._chip_text(item, width(item.text)[0]) == item.text
        assert hud_cards._chip_text(item, width(name)[0]) == name
        words = item.text.split()
        two = " ".join(words[:2]) + "…"  # "E01 Dangers…" / "E01 Danger…"
        assert width(two)[0] < width(name)[0]
        assert hud_cards._chip_text(item, width(two)[0] + 1) == two
        first = words[1] + "…"  # "Dangers…" / "Danger…"
        assert hud_cards._chip_text(item, width(two)[0] - 1) == first
        assert hud_cards._chip_text(item, width(first)[0] - 1) == "E01"
        if lang == "fr":  # "E01 Dangers des…" is not offered: it ends on a short word
            three = " ".join(words[:3]) + "…"
            assert hud_cards._chip_text(item, width(three)[0] + 1) == two
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


def test_a_short_name_too_long_with_its_number_drops_the_number() -> None:
    """« E02 Secousse » in a three-a-row chip at 150% read "E02" alone: the name is shown
    without its number when the two do not fit together."""
    from game.ui import i18n, theme
    from game.ui.tables.tsukuyumi import hud_cards
    from game.ui.theme import px

    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        name = i18n.t("ts.event.E02.name")
        item = hud_cards.Item(f"E02 {name}", "", hud_cards.DISPLAY, "E02")
        font = assets.font(max(11, round(px(13) * 0.8)))
        room = font.size(item.text)[0] - 1
        assert font.size(name)[0] <= room
        assert hud_cards._chip_text(item, room) == name
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


def test_a_one_word_name_too_long_keeps_its_first_letters() -> None:
    """« E08 Décontamination » in a two-a-row chip at 150% with 4 seats read "E08" alone
    beside « E20 Saisir… » (stop 79): a one-word name too long even in the smallest type
    keeps its first letters (at least four) after its number, then an ellipsis."""
    from game.ui import i18n
    from game.ui.tables.tsukuyumi import hud_cards
    from game.ui.theme import px

    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        name = i18n.t("ts.event.E08.name")
        assert " " not in name
        item = hud_cards.Item(f"E08 {name}", "", hud_cards.DISPLAY, "E08")
        font = assets.font(max(11, round(px(13) * 0.8)))
        small = assets.font(max(11, int(px(13) * 0.65)))
        room = small.size(name)[0] - 1  # the name does not fit even in the smallest type
        got = hud_cards._chip_text(item, room)
        assert got.startswith(f"E08 {name[:4]}") and got.endswith("…")
        assert font.size(got)[0] <= room
        # one letter more would not have fitted: the longest head that does
        assert font.size(f"E08 {name[:len(got) - 4]}…")[0] > room
        assert hud_cards._chip_text(item, font.size("E08 Déc…")[0]) == "E08"  # under four
    finally:
        app.close()  # the suite puts the language and the scale back


def test_chips_side_by_side_share_one_type_size() -> None:
    """« E20 Saisir… » was drawn in small type beside « E08 » at full size (4 seats at 150% in
    French): two a row, the chips of a row take the size the longest text needs; another row
    keeps its own, so one long name does not shrink the whole panel."""
    from test_tsukuyumi_table import start

    from game.ui import theme
    from game.ui.tables.tsukuyumi import hud_cards

    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        table = start(app, 4, {"factions": "random"}, seed=7)[1]
        long = hud_cards.Item("E20 Saisir l'instant", "", hud_cards.DISPLAY, "E20")
        short = hud_cards.Item("E04 Passage caché", "", hud_cards.DISPLAY, "E04")
        surface = pygame.Surface((800, 600))
        brief = [hud_cards.Item(f"E0{n} Raid", "", hud_cards.DISPLAY, f"E0{n}") for n in (1, 2)]
        with texts_drawn() as sizes:
            hud_cards._draw_items(table, surface, [long, short, *brief],
                                  pygame.Rect(0, 0, 230, 100), 2)
        assert len(sizes) == 4, sizes  # in drawing order: the first row, then the second
        (_, a), (_, b), (_, c), (_, d) = sizes
        assert a == b < c == d == theme.px(13), sizes
        with texts_drawn() as sizes:
            hud_cards._draw_items(table, surface, [long, short], pygame.Rect(0, 0, 460, 100), 2)
        assert {size for _, size in sizes} == {theme.px(13)}  # room for both at full size
    finally:
        app.close()  # the suite puts the language and the scale back


def test_the_last_chip_alone_on_its_row_takes_the_row() -> None:
    """« Fertile Lands », the third mission two a row, was drawn in small type in half the
    panel beside an empty half (stop 79): a run's last chip alone on its row takes the whole
    row, on one line; the chips of full rows keep half each."""
    from test_tsukuyumi_table import start

    from game.ui.tables.tsukuyumi import hud_cards

    app = make_test_app(language="en", ui_scale=1.5)
    try:
        table = start(app, 4, {"factions": "random"}, seed=7)[1]
        chips = [hud_cards.Item(name, f"tip {name}", hud_cards.MISSION)
                 for name in ("Surgical Strike", "Infestation", "Fertile Lands")]
        head = hud_cards.Item("Oni reserve: 9", "")
        area = pygame.Rect(0, 0, 260, 200)
        table.hits.clear()
        hud_cards._draw_items(table, pygame.Surface((800, 600)), [*chips, head], area, 2)
        widths = {hit.tip: hit.rect.w for hit in table.hits if hit.tip.startswith("tip ")}
        assert widths["tip Fertile Lands"] == area.w
        assert widths["tip Surgical Strike"] == widths["tip Infestation"] < area.w // 2
        heights = {hit.rect.h for hit in table.hits if hit.tip.startswith("tip ")}
        assert len(heights) == 1  # one line each
    finally:
        app.close()  # the suite puts the language and the scale back
