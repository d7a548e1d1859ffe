"""The table's part of Module 4, faction events (TS-M4, TS-40.3, TS-40.7): the right column's
block, the Events action's labels in both languages."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest
from test_ts_card_box import bar_texts

from game.tsukuyumi.actions import Action
from game.tsukuyumi.modules import m4_faction_events as m4
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.setup import initial_state
from game.tsukuyumi.state import EVERYONE, ONI, marks_at, with_marks
from game.ui import i18n
from game.ui.tables.tsukuyumi import hud_cards, m4_ui, map_ui, tips
from game.ui.tables.tsukuyumi.actions_ui import Words, label, side_name, zone_of


def _state():
    st = initial_state(4, 3, RULES.check_setup(3, {"modules": ("m4",), "factions": "random"}))
    seats = list(st.seats)
    for i, s in enumerate(seats):  # each seat drew one card, seat 1 played another
        seats[i] = replace(s, fhand=s.fdeck[:1], fdeck=s.fdeck[2:],
                           fplayed=s.fdeck[1:2] if i == 1 else ())
    return replace(st, seats=tuple(seats))


def _table(viewer):
    return SimpleNamespace(t=i18n.t, viewer=viewer, name=lambda s: f"P{s}")


@pytest.mark.rule("TS-M4.3", "TS-40.3")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_block_shows_my_hand_only_and_the_cards_played(lang: str) -> None:
    i18n.set_language(lang)
    try:
        st = _state()
        view = RULES.view(st, 0)
        ((title, _, chips),) = m4_ui._section(_table(0), view)
        assert title == i18n.t("ts.ui.m4.cards")
        texts = [c[0] for c in chips]
        mine = m4.CARDS[st.seats[0].fhand[0]].key
        theirs = m4.CARDS[st.seats[2].fhand[0]].key
        played = m4.CARDS[st.seats[1].fplayed[0]].key
        assert i18n.t("ts.ui.m4.yours", name=i18n.t(f"ts.fevent.{mine}.name")) in texts
        assert not any(i18n.t(f"ts.fevent.{theirs}.name") in x for x in texts)
        out = next(c for c in chips if c[0] == i18n.t("ts.ui.m4.played_n", n=1))
        assert i18n.t(f"ts.fevent.{played}.name") in out[1]
        assert all(i18n.t("ts.help.reconstructed.m4") in c[1] for c in chips)
        # behind the curtain (the public view) no hand is shown (TS-40.7)
        public = m4_ui._section(_table(None), RULES.view(st, None))[0][2]
        yours = i18n.t("ts.ui.m4.yours", name=i18n.t(f"ts.fevent.{mine}.name"))
        assert yours not in [c[0] for c in public] and len(public) == len(chips) - 1
        # off: no block at all
        assert m4_ui._section(_table(0), RULES.view(replace(st, options=()), 0)) == []
        assert m4_ui._section in hud_cards.SECTIONS
    finally:
        i18n.set_language("en")


@pytest.mark.rule("TS-M4.2")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_draw_and_play_buttons_say_what_they_do(lang: str) -> None:
    i18n.set_language(lang)
    try:
        st = _state()
        w = Words(i18n.t, RULES.view(st, 0), lambda s: f"P{s}")
        card = st.seats[0].fhand[0]
        name = i18n.t(f"ts.fevent.{m4.CARDS[card].key}.name")
        assert label(w, Action("fdraw")) == i18n.t("ts.ui.act.fdraw")
        assert name in label(w, Action("fplay", (card,)))
        assert label(w, Action("fzone_done")) == i18n.t("ts.ui.act.fzone_done")
        at = st.board.zones[0].pos
        assert w.zone(at) in label(w, Action("fzone", at))
        assert m4_ui.card_text(i18n.t, card).startswith(f"F{card:02d} {name}")
        analysis = m4.BY_KEY["combat_analysis"].number  # its plays told apart by the actions
        labels = {label(w, Action("fplay", (analysis, a, b))) for a in range(4)
                  for b in range(a, 4)}
        assert len(labels) == 10
        assert i18n.t("ts.action.P") in label(w, Action("fplay", (analysis, 2, 2)))
        copy = label(w, Action("fplay", (m4.BY_KEY["digital_copy"].number, 20)))
        assert i18n.t("ts.event.E20.name") in copy
    finally:
        i18n.set_language("en")


@pytest.mark.rule("TS-M4.4")
def test_only_zone_cards_are_map_clicks() -> None:
    cells = frozenset({(0, 0), (0, 1), (1, 1), (2, 3)})
    seed, analysis = m4.BY_KEY["ancient_seed"].number, m4.BY_KEY["combat_analysis"].number
    assert zone_of(Action("fplay", (seed, 2, 3)), cells) == (2, 3)
    assert zone_of(Action("fplay", (analysis, 0, 1)), cells) is None  # two actions, no zone
    copy = m4.BY_KEY["digital_copy"].number
    assert zone_of(Action("fplay", (copy, 7, 1, 1)), cells) == (1, 1)  # the copied E07's zone


@pytest.mark.rule("TS-M4.4")
def test_a_round_card_stays_face_up_until_the_round_ends() -> None:
    st = _state()
    played = st.seats[1].fplayed[0]
    key = m4.CARDS[played].key
    on = replace(st, seats=(st.seats[0], replace(st.seats[1], flags=(f"m4_{key}",)),
                            st.seats[2]))
    texts = [c[0] for c in m4_ui._section(_table(0), RULES.view(on, 0))[0][2]]
    assert i18n.t("ts.ui.m4.active", name=i18n.t(f"ts.fevent.{key}.name")) in texts
    assert i18n.t("ts.ui.m4.played_n", n=1) not in texts


@pytest.mark.rule("TS-M4.5", "TS-20.8")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_shut_zone_says_who_may_not_enter_and_shows_its_marker(lang: str) -> None:
    """A Defensive Perimeter zone (no_entry = EVERYONE) and a Kaneda zone (a seat's): the
    zone tooltip names each (a mouse pilot's click on a shut zone once raised an IndexError
    by reading EVERYONE as a seat), and the map draws the no-entry marker on both."""
    i18n.set_language(lang)
    try:
        st = _state()
        shut, kaneda, free = [z.pos for z in st.board.zones if z.kind == "area"][:3]
        st = with_marks(st, replace(marks_at(st, shut), no_entry=EVERYONE))
        st = with_marks(st, replace(marks_at(st, kaneda), no_entry=1))
        view = RULES.view(st, 0)
        name = lambda s: f"P{s}"  # noqa: E731
        tip = tips.zone_tip(i18n.t, view, name, shut)
        assert i18n.t("ts.ui.tip.no_entry_all") in tip
        assert "P1" not in tip and i18n.t("ts.ui.tip.no_entry", who="P1") not in tip
        assert i18n.t("ts.ui.tip.no_entry", who="P1") in tips.zone_tip(i18n.t, view, name,
                                                                        kaneda)
        assert i18n.t("ts.ui.tip.no_entry_all") not in tips.zone_tip(i18n.t, view, name, free)
        looks = {(z.q, z.r): dict(z.counts) for z in map_ui._zone_looks(view, ())}
        assert looks[shut]["no_entry"] == 1 and looks[kaneda]["no_entry"] == 1
        assert looks[free]["no_entry"] == 0
    finally:
        i18n.set_language("en")


@pytest.mark.rule("TS-30.1")
def test_tooltip_labels_follow_each_language_s_colon() -> None:
    """Labelled tooltip lines ("Green phase: …") put French's space before the colon (a
    no-break space, as `core.i18n` sets it in every French string)."""
    card = 11
    try:
        for lang, colon in (("en", ": "), ("fr", "\u00a0: ")):
            i18n.set_language(lang)
            green = i18n.t("ts.phase.green")
            lines = tips.card_tip(i18n.t, card).split("\n")
            assert any(line.startswith(green + colon) for line in lines), lines
            assert tips.code_tip(i18n.t, "M", 2).count(colon) >= 1
            if lang == "fr":
                assert green + ": " not in "\n".join(lines)
    finally:
        i18n.set_language("en")


@pytest.mark.rule("TS-30.1")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_line_that_opens_with_the_oni_capitalises_them(lang: str) -> None:
    """"The Oni" opens a zone tooltip's unit line and a damage or riposte prompt with a capital
    ("Les Oni : 1 Grand Oni"), and stays lower case inside a sentence."""
    i18n.set_language(lang)
    try:
        st = _state()
        view = RULES.view(st, 0)
        oni = next(u for u in view.units if u.owner == ONI)
        name = lambda s: f"P{s}"  # noqa: E731
        lines = tips.zone_tip(i18n.t, view, name, oni.at).split("\n")
        word = i18n.t("ts.ui.oni")
        assert word[0].islower()  # the catalogue's word, as it reads inside a sentence
        capital = word[:1].upper() + word[1:]
        assert any(line.startswith(i18n.t("ts.ui.labelled", label=capital, text="")[:-1])
                   for line in lines), lines
        assert not any(line.startswith(word) for line in lines)
        assert side_name(i18n.t, name, ONI, opening=True) == capital
        assert side_name(i18n.t, name, ONI) == word
        assert side_name(i18n.t, name, 2, opening=True) == "P2"
    finally:
        i18n.set_language("en")


@pytest.mark.rule("TS-M4.2")
def test_a_faction_event_played_on_a_zone_is_named_beside_the_done_button(app) -> None:
    """An Events action holding a faction event played on a zone showed only "Done with
    events" with "1 play left": a newcomer looked for a Play button. Beside the buttons the bar
    now says what the lit zones offer, when it fits whole."""
    from game.ui.tables.tsukuyumi import bar
    from game.ui.tables.tsukuyumi.capture_round import reach

    def playing(st) -> bool:
        return bool(st.pending) and st.pending[-1].kind == "events" \
            and st.pending[-1].seat == 0 and any(a.kind == "fplay" and len(a.args) == 3
                                                 for a in RULES.legal_actions(st, 0))

    got = reach(app, 3, {"factions": "random", "modules": ("m4",)}, 40, playing, tries=12)
    assert got is not None
    match, table = got
    o = table.options()
    assert o.by_cell and all(a.kind != "fplay" for a in o.buttons)
    hint = table.t("ts.ui.hint.map", what=bar.map_kinds(table))
    assert table.t("ts.ui.kind.fplay") in hint
    assert hint in bar_texts(app, table)


@pytest.mark.rule("TS-4.10")
def test_the_bar_s_card_says_why_it_offers_nothing(app) -> None:
    """The bar's action card showed a bare "–" in the white phase and once its icons were
    used: hovering it says why (the white phase takes two of its four actions instead), and
    the card says it in a word, not a dash that read as a placeholder (stop 65)."""
    from game.tsukuyumi.cards import NOTHING
    from game.ui.tables.tsukuyumi.capture_round import _my_turn, reach

    got = reach(app, 3, {"factions": "random"}, 40, _my_turn("white", 1))
    assert got is not None
    match, table = got
    drawn = bar_texts(app, table)
    card = f"A{match.state.seats[0].pick:02d}"
    want = table.t("ts.ui.tip.card_white", card=card)
    assert any(h.tip == want for h in table.hits), [h.tip for h in table.hits][:5]
    assert table.t("ts.ui.card.white") in drawn and NOTHING not in drawn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_zone_tip_counts_units_without_a_singular_name_after_a_plural_number(lang) -> None:
    """A zone's tooltip read "2 Private" (the names are singular): counts read "2 × Private"
    in the zone tips and the Oni reserve."""
    from collections import Counter

    from game.ui.tables.tsukuyumi.actions_ui import unit_count, unit_name

    i18n.set_language(lang)
    try:
        st = _state()
        unit = st.units[0]  # the Moon's Oni at setup
        twin = replace(unit, uid=max(u.uid for u in st.units) + 1)
        view = RULES.view(replace(st, units=(*st.units, twin)), 0)
        at, kind, owner = unit.at, unit.kind, unit.owner
        n = Counter((u.kind, u.owner) for u in view.units if u.at == at)
        text = tips.zone_tip(i18n.t, view, lambda s: f"P{s}", at)
        assert unit_count(i18n.t, kind, n[(kind, owner)]) in text
        assert f"{n[(kind, owner)]} {unit_name(i18n.t, kind)}" not in text
        # and never split: « 1 » at a line's end, « × Chasseur » starting the next
        from game.ui import assets

        count = unit_count(i18n.t, kind, 1)
        for width in range(40, 400, 7):
            lines = assets.wrap(f"Sergent Matos, {count}, {count}", 14, width)
            assert not any(line.startswith("×") or line.endswith("1") for line in lines)
    finally:
        i18n.set_language("en")
