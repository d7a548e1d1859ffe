"""The legendary Oni toggle (TS-M8.1, TS-0.8) and its data (TS-M8.6, TS-M8.14): the option,
its validation and texts, how a state keeps it, and the data file against the spec's table."""

from __future__ import annotations

import json

import pytest

from game.cli import _parse_options
from game.core import codec, i18n
from game.core.rules import IllegalAction
from game.tsukuyumi import cards, data
from game.tsukuyumi.modules import legendary_data as L
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import State

KEYS = ("horror", "witness", "terror", "defiler", "shadows", "gambler", "merchant", "ronin")


def spec():
    return next(s for s in RULES.option_specs() if s.name == "legendary_oni")


@pytest.mark.rule("TS-M8.1", "TS-0.8")
def test_the_option_is_a_subset_of_the_eight_off_by_default() -> None:
    s = spec()
    assert (s.kind, s.default, s.choices) == ("multi", (), KEYS)
    assert RULES.check_setup(3, {})["legendary_oni"] == ()
    assert RULES.default_options()["legendary_oni"] == ()


@pytest.mark.rule("TS-M8.1")
@pytest.mark.parametrize("given,expected", [
    (("ronin", "horror"), ("horror", "ronin")), (["witness"], ("witness",)),
    ("horror,ronin", ("horror", "ronin")), ("gambler", ("gambler",)), ("all", KEYS),
    ("off", ()), ("", ()), ((), ()), (("ronin", "ronin"), ("ronin",))])
def test_the_option_is_normalised_to_keys_in_data_order(given, expected) -> None:
    assert RULES.check_setup(4, {"legendary_oni": given})["legendary_oni"] == expected


@pytest.mark.rule("TS-M8.1")
@pytest.mark.parametrize("bad", ["dragon", ("horror", "dragon"), 7, [3], {"a": 1}])
def test_a_bad_choice_is_refused_with_a_clear_message(bad) -> None:
    with pytest.raises(IllegalAction) as err:
        RULES.check_setup(3, {"legendary_oni": bad})
    assert err.value.key in ("ts.illegal.legendary_unknown", "ts.illegal.legendary_option")
    assert "horror" in err.value.message  # it names what may be chosen
    for lang in i18n.LANGUAGES:
        text = i18n.catalogue(lang)[err.value.key]
        assert text.format(**err.value.args_map)


@pytest.mark.rule("TS-M8.1")
def test_the_command_line_takes_the_option_like_other_multi_options() -> None:
    for text in ('legendary_oni=["horror","ronin"]', "legendary_oni=horror,ronin"):
        options = _parse_options([text])
        assert RULES.check_setup(3, options)["legendary_oni"] == ("horror", "ronin")


@pytest.mark.rule("TS-M8.1")
def test_a_state_keeps_the_choice_and_survives_json() -> None:
    st = RULES.initial_state(1, 3, RULES.check_setup(3, {"legendary_oni": ("ronin", "horror")}))
    assert L.option_keys(st) == ("horror", "ronin")
    assert codec.decode(State, json.loads(json.dumps(codec.encode(st)))) == st
    off = RULES.initial_state(1, 3, RULES.check_setup(3, {}))
    assert L.option_keys(off) == ()
    assert codec.decode(State, json.loads(json.dumps(codec.encode(off)))) == off


@pytest.mark.rule("TS-M8.1", "TS-M8.6")
def test_the_setup_screen_explains_each_choice_and_says_reconstructed() -> None:
    for lang in i18n.LANGUAGES:
        cat = i18n.catalogue(lang)
        for key in ("ts.option.legendary_oni", "ts.help.legendary_oni",
                    "ts.option.legendary_oni.none", "ts.help.reconstructed.legendary"):
            assert cat.get(key, "").strip(), (lang, key)
        for k in KEYS:
            assert cat[f"ts.option.legendary_oni.{k}"].strip()
            line = cat[f"ts.option.legendary_oni.{k}.help"]
            assert line.strip() and "\n" not in line  # one line per choice
    for k in KEYS:
        assert RULES.option_notes("legendary_oni", k) == ("ts.help.reconstructed.legendary",)
    assert RULES.option_notes("legendary_oni", ("horror",)) == (
        "ts.help.reconstructed.legendary",)
    assert RULES.option_notes("legendary_oni", ()) == ()


@pytest.mark.rule("TS-M8.6", "TS-1.12")
def test_the_data_file_holds_the_spec_table() -> None:
    table = {  # TS-M8.6: size (force), C/H/A
        "horror": ("large", 4, 40, 40, 30), "witness": ("medium", 2, 20, 30, 20),
        "terror": ("large", 4, 30, 30, 30), "defiler": ("large", 4, 40, 40, 20),
        "shadows": ("small", 1, 10, 10, 10), "gambler": ("medium", 2, 10, 20, 0),
        "merchant": ("medium", 2, 10, 20, 0), "ronin": ("medium", 2, 25, 25, 25)}
    assert L.KEYS == KEYS
    for key, (size, force, c, h, a) in table.items():
        u = data.UNIT_BY_KEY[key]
        assert (u.size, u.force, u.conquest, u.health, u.attack, u.faction) == \
            (size, force, c, h, a, "oni")
        assert L.BY_KEY[key].is_reconstructed  # the legendary cards are not in the seed
        assert {"conquest", "health", "attack"} <= set(L.BY_KEY[key].reconstructed)
    # TS-1.12: 9 figures (3 Shadows) and the Profanateur's tile, with its turned side
    assert sum(x.figures for x in L.LEGENDARY if x.key != "defiler") == 9
    assert L.BY_KEY["shadows"].figures == 3 and L.BY_KEY["defiler"].figures == 1
    assert data.UNIT_BY_KEY["terror"].has("flying")
    assert data.UNIT_BY_KEY["defiler"].has("immobile") and data.UNIT_BY_KEY["defiler"].has(
        "two_lives")
    assert data.UNIT_BY_KEY["defiler_turned"].health == 40
    assert dict(L.BY_KEY["gambler"].escort) == {"medium_oni": 3}
    assert [x.placement for x in L.LEGENDARY] == [
        "moon_ring", "moon", "tsukuyumi_near", "moon_centre", "three_zones", "start_zone",
        "moon_centre", "fertile"]


@pytest.mark.rule("TS-M8.14", "TS-M8.11", "TS-32.1")
def test_the_legendary_cards_are_no_players_and_not_the_onis_own() -> None:
    terror = cards.COMBAT_CARDS["L1"]
    assert terror.steps == ("conquest", "devastate") and terror.is_reconstructed
    assert terror.ripostes == ("counter", "retreat", "oni_reinforcement")
    hunt = cards.COMBAT_CARDS["L2"]
    assert hunt.steps == ("annihilation",) and hunt.ripostes == cards.COMBAT_CARDS["O1"].ripostes
    assert [c.card_id for c in cards.combat_cards_of("oni")] == ["O1"]
    for faction in ("cyber", "darkseed", "nomads", "boarlords"):
        assert not {"L1", "L2"} & {c.card_id for c in cards.combat_cards_of(faction)}
