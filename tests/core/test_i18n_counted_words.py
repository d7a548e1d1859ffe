"""A counted word takes the plural mechanism (`{n} {n:point|points}`) wherever its number can
be 0 or 1: a French pilot of stop 93 read « Misez jusqu'à 1 points. », and a scan found
« Pioche terrain : 1 cartes », « 0 médailles » and « un pari annexe de 1 points » waiting.
A bare `{n} points` stays only where the number is always 2 or more, each with its reason."""

from __future__ import annotations

import json
import re

from game.core import i18n

COUNTED = re.compile(r"\{([a-z_]+)\}[ \u00a0](?:more )?(points|médailles|medals|cartes|cards|"
                     r"unités|units|lunes|moons|dés|dice)\b")

ALWAYS_MANY = {
    "moonstar.illegal.no_moon_left": "all the moons of a round: 5 or more (MS-7)",
    "moonstar.match_shared": "a match is won at 200 points or more (MS-6.3)",
    "moonstar.match_won": "a match is won at 200 points or more (MS-6.3)",
    "moonstar.no_bid": "nobody bid: the setter's 20 points (MS-3.7)",
    "moonstar.planet_placed": "a planet is worth 5 or 10",
    "moonstar.variants_chosen": "a round's moons and dice: 5 or more",
    "mw.bought": "a combination is worth 5 points or more",
    "mw.layout": "players + 1 terrain cards: 3 or more (MW-2.1)",
    "sm.illegal.deck_size": "a custom deck's 20 cards (PU-12.1)",
    "ts.darkseed.swarm_bonus": "the swarm's conquest bonus: 5 a unit",
    "ts.m6.shuffled": "the whole Oni Power deck",
    "ts.ui.move.some_stay": "some of a stack's units stay: the stack holds 2 or more",
    "ts.ui.sheet.protection_add": "a Protection modifier: +5 or more",
    "ui.moonstar.round_games": "a round's moons and dice: 5 or more",
    "ui.moonstar.setup.moons_full": "3 moons, the most a star holds (MS-2.3)",
    "ui.moonstar.setup.planet_value": "a planet is worth 5 or 10",
    "ui.moonstar.setup.prompt": "a round's moons: 5 or more",
    "ui.moonstar.setup.prompt_no_planets": "a round's moons: 5 or more",
    "ui.moonstar.setup.prompt_pick": "a round's moons: 5 or more",
    "ui.moonstar.setup.roll": "a round's dice: 5 or more",
    "ui.moonwakers.info.threshold": "the threshold: 20, 22 or 24 (MW-7.2)",
    "ui.moonwakers.prompt.ask_stop": "asked only at the threshold, 20 or more (MW-7.3)",
    "ui.moonwakers.tip.combo": "a combination is worth 5 points or more",
    "ui.supermoon.lot_all": "a moon set's medals: 4 or more (SM-5.3)",
    "ui.supermoon.lot_pair": "a moon set's medals: 4 or more (SM-5.3)",
    "ui.supermoon.moon_score": "a moon set's medals: 4 or more (SM-5.3)",
    "ui.supermoon.solo_target": "a solo target: 40 or more (PU-15.4)",
    "ui.supermoon.tip.ladder": "a ladder row: 25 medals or more (PU-15.5)",
    "ui.supermoon.tip.ladder_zero": "the target: 40 or more (PU-15.4)",
}


def test_counted_words_take_their_plural_where_one_can_be() -> None:
    bare: dict[str, str] = {}
    for lang in i18n.LANGUAGES:
        for path in i18n.catalogue_files(lang):
            for key, text in json.loads(path.read_text(encoding="utf-8")).items():
                if COUNTED.search(text) and key not in ALWAYS_MANY:
                    bare[f"{path.name}: {key}"] = text
    assert bare == {}


def test_the_allowed_bare_counts_are_still_there() -> None:
    """An entry of ALWAYS_MANY whose text lost its bare count goes (the list stays true)."""
    found = set()
    for lang in i18n.LANGUAGES:
        for path in i18n.catalogue_files(lang):
            found |= {key for key, text in json.loads(path.read_text(encoding="utf-8")).items()
                      if COUNTED.search(text)}
    assert set(ALWAYS_MANY) <= found, set(ALWAYS_MANY) - found


def test_one_card_and_no_medal_read_singular_in_french() -> None:
    tr = i18n.tr
    assert tr("ui.moonwakers.tip.deck", "fr", n=1) == "Pioche terrain\u00a0: 1 carte."
    assert "0 médaille " in tr("ui.supermoon.solo_lost", "fr", score=0, target=56, delta=-56,
                                row="")
    assert "1 point." in tr("moonstar.bet_won", "fr", seat="Ana", stake=1)
    assert "2 cards" in tr("ui.moonwakers.tip.pile", "en", n=2)
    assert "1 more card " in tr("ui.moonwakers.more.hand", "en", name="Ben", count=1, page=1,
                                pages=2)
