"""The options panel of the setup screen, built from a game's `option_specs`.

Each kind of option gets its control: a toggle (bool), a stepper (int; a number field when the
range is too wide to step through, e.g. a map seed), a segmented choice (choice), or a row of
chips (multi). A choice whose labels would not fit side by side (Tsukuyumi's nine boards) is
shown as chips too, one of them selected, so that no label is cut; each chip then has its own
tooltip (`<label_key>.<value>.help`). The notes a game attaches to an option value
(`Rules.option_notes`, e.g. "reconstructed — the printed components may differ") are added to
the tooltips of that value.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core.rules import OptionSpec
from game.ui import assets, theme
from game.ui.i18n import t, t_or
from game.ui.theme import px
from game.ui.widgets.base import SEGMENT_PAD, Button, Choice, Label, Stepper, Toggle, Widget
from game.ui.widgets.textinput import TextInput

if TYPE_CHECKING:
    from game.ui.scenes.setup import SetupScene

WIDE_INT = 1000
"""An int option spanning more than this is typed, not stepped (a seed)."""
CHOICE_FLOOR = 0.65
"""A segmented choice shrinks its labels to this much of the small type (as `assets.fitted`
does) before it would cut them: past that, chips."""


def int_values(spec: OptionSpec) -> list[int]:
    """Stepper values for an int option (coarser steps for wide ranges)."""
    lo, hi = int(spec.minimum), int(spec.maximum)
    span = hi - lo
    step = 1 if span <= 40 else 5 if span <= 200 else 15
    values = set(range(lo, hi + 1, step)) | {lo, hi}
    if isinstance(spec.default, int):
        values.add(spec.default)
    return sorted(values)


def option_label(spec: OptionSpec, value) -> str:
    """Label of one choice of an option (its catalogue entry, or the value itself)."""
    return t_or(f"{spec.label_key}.{value}", str(value))


def notes_text(rules, name: str, value, n_seats: int | None = None) -> str:
    """The notes a game attaches to one option value with this many players, one per line
    ("" when none)."""
    return "\n".join(t(key) for key in rules.option_notes(name, value, n_seats=n_seats))


def with_notes(tip: str | None, notes: str) -> str | None:
    """A tooltip with notes added below it."""
    text = "\n".join(part for part in (tip, notes) if part)
    return text or None


def segments_fit(labels: list[str], width: int) -> bool:
    """Do these labels fit side by side in a segmented control `width` wide (bold, at no
    less than CHOICE_FLOOR of the small type)?"""
    if not labels:
        return True
    seg = width / len(labels) - px(2 * SEGMENT_PAD)
    size = max(11, int(px(theme.FONT_SMALL) * CHOICE_FLOOR))
    f = assets.font(size, True)
    return all(f.size(label)[0] <= seg for label in labels)


def option_rows(scene: SetupScene, width: int) -> tuple[list[Widget], int]:
    """The widgets of every visible option, stacked in a column `width` wide, and the height
    they take."""
    out: list[Widget] = []
    y = 0
    ch = px(40)
    rules = scene.rules
    # Options that cannot matter with the others chosen are not shown (Game 5's planets
    # without Game 5 or 12); the Rules say which.
    visible = scene._visible_options()
    specs = tuple(s for s in rules.option_specs() if s.name in visible)
    for key in rules.setup_notes(len(scene.seats)):  # a mode this many players make
        note = Label((0, y, width, 0), t(key), size=theme.FONT_SMALL, colour=theme.ACCENT,
                     wrap=True)
        note.rect.h = note.height_for(width)
        out.append(note)
        y += note.rect.h + px(10)
    if not specs:
        out.append(Label((0, 0, width, px(30)), t("ui.setup.no_options"),
                         colour=theme.TEXT_DIM))
        return out, px(40)
    for spec in specs:
        label = t(spec.label_key)
        tip_text = t(spec.help_key) if spec.help_key else None
        tip = _current_tip(scene, spec, tip_text)
        value = scene.options.get(spec.name, spec.default)
        off = rules.option_inactive(spec.name, scene.options, len(scene.seats))
        start = len(out)
        if spec.kind == "bool":
            out.append(Toggle((0, y, width, ch), label, bool(value),
                              functools.partial(scene.set_option, spec.name), tooltip=tip))
            y += ch + px(14)
            _grey(out[start:], off)
            continue
        heading = Label((0, y, width, px(24)), label, size=theme.FONT_BODY, bold=True,
                        tooltip=tip)
        if assets.font(px(theme.FONT_BODY), True).size(label)[0] > width:
            # two lines rather than a shrunk, cut one (« Les montagnes arrêtent le déplace… »
            # in a narrow column at 150%)
            heading.wrap = True
            heading.rect.h = max(px(24), heading.height_for(width))
        out.append(heading)
        y += heading.rect.h + px(4)
        if spec.kind == "int" and spec.maximum - spec.minimum > WIDE_INT:
            # as wide as its placeholder ("New every game") needs, up to the column
            empty = assets.font(px(theme.FONT_BODY)).size(option_label(spec, spec.default))[0]
            field_w = min(width, max(px(200), empty + px(24)))
            out.append(_number_field(scene, spec, value, field_w, y, ch, tip))
            y += ch + px(16)
        elif spec.kind == "int":
            out.append(Stepper((0, y, min(width, px(200)), ch), int_values(spec), value,
                               functools.partial(scene.set_option, spec.name), tooltip=tip))
            y += ch + px(16)
        elif spec.kind == "choice" and segments_fit(
                [option_label(spec, c) for c in spec.choices], width):
            out.append(Choice((0, y, width, ch),
                              [(c, option_label(spec, c)) for c in spec.choices], value,
                              functools.partial(scene.set_option, spec.name), tooltip=tip))
            y += ch + px(16)
        elif spec.kind == "choice":  # too many or too long for one row: chips, one chosen
            chosen = [i for i, c in enumerate(spec.choices) if c == value]
            y = _chips(scene, spec, chosen, tip_text, width, y, out,
                       lambda s, i: scene.choose_chip(s, s.choices[i]))
            y += px(8)
        else:  # multi: a row of toggle chips
            sel = scene.multi_sel.get(spec.name, [])
            y = _chips(scene, spec, sel, tip_text, width, y, out, scene.toggle_chip)
            summary = multi_summary(spec, sel)
            if summary:  # say in words what the chips chose (a newcomer cannot guess)
                note = Label((0, y, width, 0), summary, size=theme.FONT_SMALL,
                             colour=theme.TEXT_DIM, wrap=True)
                note.rect.h = note.height_for(width)
                out.append(note)
                y += note.rect.h
            y += px(8)
        _grey(out[start:], off)
    return out, y


def _grey(widgets: list[Widget], off: str) -> None:
    """An option shown but idle with the others chosen (`Rules.option_inactive`): its
    controls greyed, its heading dimmed, the reason in every tooltip."""
    if not off:
        return
    reason = t(off)
    for w in widgets:
        tip = w.tooltip
        w.tooltip = functools.partial(_with_reason, tip, reason)
        if isinstance(w, Label):
            w.colour = theme.TEXT_DISABLED
        else:
            w.enabled = False
            if isinstance(w, Button):
                w.disabled_reason = w.tooltip


def _with_reason(tip, reason: str) -> str:
    text = tip() if callable(tip) else tip
    return "\n".join(part for part in (reason, text) if part)


def _current_tip(scene: SetupScene, spec: OptionSpec, tip: str | None) -> Callable[[], str]:
    """The option's help with the notes of the value chosen now (read when shown)."""
    def text() -> str:
        value = scene.options.get(spec.name, spec.default)
        return with_notes(tip, notes_text(scene.rules, spec.name, value,
                                          len(scene.seats))) or ""

    return text


def _chips(scene: SetupScene, spec: OptionSpec, selected: list[int], tip: str | None,
           width: int, y: int, out: list[Widget], on_click) -> int:
    """A wrapping row of chips, one per choice; returns the y below them."""
    chip_h, x = px(34), 0
    for i, choice in enumerate(spec.choices):
        text = option_label(spec, choice)
        cw = min(width, max(px(40), assets.font(px(theme.FONT_SMALL), True).size(text)[0]
                            + px(20)))
        if x + cw > width and x > 0:
            x, y = 0, y + chip_h + px(6)
        chip_tip = with_notes(t_or(f"{spec.label_key}.{choice}.help", tip or ""),
                              notes_text(scene.rules, spec.name, choice, len(scene.seats)))
        off = scene.rules.choice_off(spec.name, choice, len(scene.seats))
        out.append(Button((x, y, cw, chip_h), text, functools.partial(on_click, spec, i),
                          selected=i in selected and not off, size=theme.FONT_SMALL,
                          tooltip=chip_tip, enabled=not off,
                          disabled_reason=chip_tip if off else None))  # its notes say why
        x += cw + px(6)
    return y + chip_h + px(10)


def _number_field(scene: SetupScene, spec: OptionSpec, value: Any, w: int, y: int, h: int,
                  tip) -> TextInput:
    """A typed number (digits only); empty reads as the option's default."""
    field = TextInput((0, y, w, h), "" if value == spec.default else str(value),
                      functools.partial(scene.type_number, spec), max_length=len(
                          str(int(spec.maximum))), placeholder=option_label(spec, spec.default),
                      numeric=True, tooltip=tip)
    return field


def multi_summary(spec: OptionSpec, selected: list[int]) -> str:
    """The chosen chips of a multi option in words, when the catalogue names them."""
    if not selected:
        return t_or(f"{spec.label_key}.none", "")
    names = [t_or(f"{spec.label_key}.{spec.choices[i]}.name", "") for i in selected]
    if not all(names):
        return ""
    # non-breaking spaces keep "10 Contestation" together when the line wraps
    return " · ".join(f"{spec.choices[i]}\u00a0{name}".replace(" ", "\u00a0")
                      for i, name in zip(selected, names, strict=True))


__all__ = ["int_values", "multi_summary", "notes_text", "option_label", "option_rows",
           "segments_fit", "with_notes"]
