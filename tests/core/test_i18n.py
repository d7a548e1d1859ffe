"""The string catalogues: English and French agree key for key and field for field."""

from __future__ import annotations

import json
import string

import pytest

from game.core import i18n


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_files_are_valid_json_objects_of_strings() -> None:
    for lang in i18n.LANGUAGES:
        files = i18n.catalogue_files(lang)
        assert files, lang
        for path in files:
            data = json.loads(path.read_text(encoding="utf-8"))
            assert isinstance(data, dict), path
            for key, value in data.items():
                assert isinstance(value, str) and value.strip(), f"{path}: {key} is empty"


def test_same_files_per_language() -> None:
    en = [p.parent for p in i18n.catalogue_files("en")]
    fr = [p.parent for p in i18n.catalogue_files("fr")]
    assert en == fr


def test_same_keys() -> None:
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    assert sorted(set(en) - set(fr)) == [], "missing in French"
    assert sorted(set(fr) - set(en)) == [], "missing in English"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_templates_parse(lang: str) -> None:
    for key, template in i18n.catalogue(lang).items():
        try:
            fields(template)
        except ValueError as exc:
            pytest.fail(f"{lang} {key}: {exc}")


def test_format_fields_match() -> None:
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    mismatched = [key for key in en if key in fr and fields(en[key]) != fields(fr[key])]
    assert mismatched == []


def test_tr_and_describe() -> None:
    assert i18n.tr("core.illegal.game_over") == "The game is over."
    assert i18n.tr("no.such.key") == "no.such.key"
    assert i18n.tr("core.illegal.seat_count", "fr", min=2, max=5).startswith("Ce jeu")
    text = i18n.describe("core.illegal.not_your_turn", {"seat": 1}, lambda s: ["Ana", "Bo"][s])
    assert text == "It is not Bo's turn."


def test_french_punctuation_never_starts_a_line() -> None:
    """French puts a space before ? ! : ; and inside « »; it is made non-breaking so that a
    wrapped line never begins with a lone "?"."""
    from game.core.i18n import _french_spacing

    assert _french_spacing("Qui commence ? « Oui » : non !") == \
        "Qui commence\u00a0? «\u00a0Oui\u00a0»\u00a0: non\u00a0!"


def test_plural_fields_pick_the_form_for_the_number(monkeypatch) -> None:
    """`{n:one|many}` is the catalogues' one plural mechanism: English takes the singular
    for 1 only, French for 0 and 1; the other fields format as `str.format` does."""
    monkeypatch.setitem(i18n.catalogue("en"), "test.plural", "{n} {n:unit|units}, {x:>3}")
    monkeypatch.setitem(i18n.catalogue("fr"), "test.plural", "{n} {n:unité|unités}, {x:>3}")
    assert [i18n.tr("test.plural", "en", n=n, x=7) for n in (0, 1, 2)] == \
        ["0 units,   7", "1 unit,   7", "2 units,   7"]
    assert [i18n.tr("test.plural", "fr", n=n, x=7) for n in (0, 1, 2)] == \
        ["0 unité,   7", "1 unité,   7", "2 unités,   7"]
    assert i18n.tr("test.plural", "en", n="1", x=7).startswith("1 unit,")  # a number as text
    assert i18n.is_singular(1) and not i18n.is_singular(0) and i18n.is_singular(0, "fr")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_template_hedges_a_plural_with_brackets(lang: str) -> None:
    """"1 objective(s)", "0 Météorite(s)": a screenshot review read these lazy plurals on
    every Planet Unknown screen; every count takes its form through a plural field."""
    hedged = [key for key, template in i18n.catalogue(lang).items() if "(s)" in template]
    assert hedged == []


def test_french_elides_de_and_que_before_a_name_that_opens_with_a_vowel(monkeypatch) -> None:
    """"Le Satellite de Ana" read wrong: "de" and "que" before a vowel become "d'" and "qu'"
    (a name's h or y is left alone), in the template's own apostrophe."""
    monkeypatch.setitem(i18n.catalogue("fr"), "test.elide",
                        "De {a_seat} à {b}, la piste de {seat} plus haute que {other} de {n}.")
    monkeypatch.setitem(i18n.catalogue("fr"), "test.curly", "Le laboratoire de {seat}.’")
    names = ["Ana", "Ben", "Émile", "Hugo", "Yann"].__getitem__
    text = i18n.describe("test.elide", {"a_seat": 0, "b": "x", "seat": 2, "other": "Ugo",
                                        "n": 1}, names, "fr")
    assert text == "D'Ana à x, la piste d'Émile plus haute qu'Ugo de 1."
    for seat, name in ((1, "de Ben"), (3, "de Hugo"), (4, "de Yann")):
        assert name in i18n.describe("test.elide", {"a_seat": 1, "b": "x", "seat": seat,
                                                    "other": "Bo", "n": 1}, names, "fr")
    assert i18n.tr("test.curly", "fr", seat="Ana") == "Le laboratoire d’Ana.’"
    # English is untouched
    monkeypatch.setitem(i18n.catalogue("en"), "test.elide", "the de {seat} rule")
    assert i18n.tr("test.elide", "en", seat="Ana") == "the de Ana rule"


def test_french_clicks_on_something() -> None:
    """French "clique(z)" takes "sur" before what is clicked (« cliquez sur une planète »);
    the catalogues wrote « cliquez une planète » in 37 places."""
    import re

    bare = re.compile(r"\b[Cc]lique(?:z)? (?:le|la|l'|une|un|les|des|ce|cette|votre|vos|ton|ta|"
                      r"tes|chaque) |\b[Cc]lique(?:z)?-(?:la|le|les)\b")
    found = {k: v for k, v in i18n.catalogue("fr").items() if bare.search(v)}
    assert found == {}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_signed_fields_take_the_true_minus_sign(lang: str) -> None:
    """« Cible manquée : 8 médailles pour une cible de 55 (-47) » printed a hyphen where the
    cards and the rest of the app print a minus: a `{delta:+d}` field now gives "−47"."""
    from game.core.i18n import MINUS, signed

    tr = i18n.tr
    lost = tr("ui.supermoon.solo_lost", lang, score=8, target=55, delta=-47, row="")
    assert f"({MINUS}47)" in lost and "(-47)" not in lost
    assert "(+3)" in tr("ui.supermoon.solo_now", lang, score=58, delta=3)
    assert f"{MINUS}\u00a01" in tr("mw.duel_roll", lang, seat="Ana", die=4, mod=-1, total=3)
    assert (signed(-3), signed(0), signed(12)) == (f"{MINUS}3", "0", "+12")
    assert (i18n.number(-3), i18n.number(0), i18n.number(12)) == (f"{MINUS}3", "0", "12")


def test_french_catalogues_use_one_apostrophe() -> None:
    """The French texts wrote « l'accident » and « l’accident » side by side (a stop-72
    screenshot review): the catalogues use the straight apostrophe, as most of them did."""
    from pathlib import Path

    import game

    root = Path(game.__file__).parent
    files = [p for p in root.rglob("*.json") if p.name == "fr.json" or p.name.endswith(".fr.json")]
    assert len(files) > 20
    curly = [p.relative_to(root) for p in files if "’" in p.read_text(encoding="utf-8")]
    assert curly == []


def test_a_modifier_in_a_sum_reads_as_the_tray_shows_it() -> None:
    """The log read « 4 +2 = 6 » and « 2 −1 = 1 » beside the dice tray's « 4 + 2 = 6 » (a
    review, stop 83): `{mod:op}` spaces the sign like an operator, the minus a true minus."""
    text = i18n.tr("mw.roll_ok", "en", seat="Ana", die=4, mod=2, total=6, need=7)
    assert "4 +\u00a02 = 6" in text
    text = i18n.tr("mw.duel_roll", "fr", seat="Ana", die=2, mod=-1, total=1)
    assert "2 \u2212\u00a01 = 1" in text
