"""The setup screen of one game: seats (2..max), human or bot (and its level), names,
colour + shape markers, the game's options (rendered generically from `option_specs`), and a
"Solo vs bots" quick start. Problems are shown inline and disable Start with the reason.
"""

from __future__ import annotations

import functools
import secrets
from dataclasses import dataclass

import pygame

from game.core.rules import IllegalAction, OptionSpec
from game.ui import assets, theme
from game.ui.i18n import illegal_message, t, t_or
from game.ui.scene import Scene
from game.ui.scenes.setup_options import (  # noqa: F401  (int_values, option_label: re-exported)
    int_values,
    option_label,
    option_rows,
)
from game.ui.theme import px
from game.ui.widgets.base import Button, Choice, Label, Widget
from game.ui.widgets.marker import MarkerButton
from game.ui.widgets.scroll import ScrollArea
from game.ui.widgets.textinput import TextInput

BOT_NAMES = ("Selene", "Luna", "Artemis", "Tsuki", "Mani", "Chandra", "Khonsu", "Hina")


@dataclass
class SeatDraft:
    """A seat being set up (mutable until Start)."""

    name: str
    colour: str
    shape: str
    kind: str = "human"
    level: str = "normal"
    custom_name: bool = False


def localised_default(name: str) -> str:
    """A default player name of any language (« Joueur 3 », "Player 3") in the current one,
    with its number; any other name as it is. Remembered from a French game, « Joueur 1 »
    went on into the English one: « Pass to Joueur 1 » (newcomers' games, stop 97)."""
    import re

    from game.core.i18n import LANGUAGES, tr

    for lang in LANGUAGES:
        pattern = re.escape(tr("ui.setup.default_name", lang, n=999)).replace("999", r"(\d+)")
        found = re.fullmatch(pattern, name)
        if found:
            return t("ui.setup.default_name", n=int(found.group(1)))
    return name


class SetupScene(Scene):
    """Choose players and options, then Start."""

    def __init__(self, app, info, seats=None, options=None) -> None:
        from game.core.match import COLOURS, SHAPES

        self.info, self.rules = info, info.rules
        self.colours, self.shapes = COLOURS, SHAPES
        if seats is None and options is None:  # the last setup of this game, if any
            from game.ui import last_setup

            remembered = last_setup.load(self.rules)
            if remembered is not None:
                seats, options = remembered
        self._set_options(options)
        if seats:
            self.seats = [SeatDraft(localised_default(s.name), s.colour, s.shape, s.kind,
                                    s.level, True) for s in seats]
        else:
            self._default_seats()
        self.error: str | None = None
        self.seat_scroll = self.opt_scroll = 0
        self.seat_area: ScrollArea | None = None
        self.opt_area: ScrollArea | None = None
        super().__init__(app)
        self.validate()

    # --- model -------------------------------------------------------------------------
    @staticmethod
    def _select_indices(spec: OptionSpec, value) -> list[int]:
        chosen: list[int] = []
        for v in value or ():
            for i, c in enumerate(spec.choices):
                if c == v and i not in chosen:
                    chosen.append(i)
                    break
        return sorted(chosen)

    def _default_name(self, index: int, kind: str) -> str:
        if kind == "bot":
            used = {s.name for s in self.seats}
            for name in BOT_NAMES:
                if name not in used:
                    return name
        return t("ui.setup.default_name", n=index + 1)

    def _free(self, pool, attr: str, exclude: int | None = None):
        used = {getattr(s, attr) for i, s in enumerate(self.seats) if i != exclude}
        return [v for v in pool if v not in used]

    def add_seat(self, kind: str = "human", relayout: bool = True) -> None:
        """Add a seat with a free colour and shape."""
        if len(self.seats) >= min(self.rules.setup_max_seats, len(self.colours)):
            return
        colour = self._free(self.colours, "colour")[0]
        shape = self._free(self.shapes, "shape")[0]
        self.seats.append(SeatDraft(self._default_name(len(self.seats), kind), colour, shape,
                                    kind))
        if relayout:
            self.changed()

    def remove_seat(self, index: int) -> None:
        """Remove a seat (never below the minimum)."""
        if len(self.seats) > self.rules.min_seats and 0 <= index < len(self.seats):
            del self.seats[index]
            for i, seat in enumerate(self.seats):
                if not seat.custom_name and seat.kind == "human":
                    seat.name = self._default_name(i, "human")
            self.changed()

    def play_alone(self) -> None:
        """Keep the first seat alone, as a human: the game's solo mode (PU-15)."""
        if self.rules.min_seats != 1 or (len(self.seats) < 2 and self.seats[0].kind == "human"):
            return
        del self.seats[1:]
        if self.seats[0].kind != "human":
            self.set_kind(0, "human")
        self.changed()

    def set_kind(self, index: int, kind: str) -> None:
        """Make a seat human or bot (default names follow)."""
        seat = self.seats[index]
        seat.kind = kind
        if not seat.custom_name:
            seat.name = ""
            seat.name = self._default_name(index, kind)
        self.changed()

    def step_marker(self, index: int, attr: str, direction: int) -> None:
        """Move a seat's colour or shape to the next free one."""
        pool = self.colours if attr == "colour" else self.shapes
        free = set(self._free(pool, attr, exclude=index))
        current = pool.index(getattr(self.seats[index], attr))
        for k in range(1, len(pool) + 1):
            candidate = pool[(current + direction * k) % len(pool)]
            if candidate in free:
                setattr(self.seats[index], attr, candidate)
                break
        self.changed()

    def set_name(self, index: int, value: str) -> None:
        """Name typed (no relayout: the text field keeps focus)."""
        self.seats[index].name = value
        self.seats[index].custom_name = True
        self.validate()

    def set_option(self, name: str, value) -> None:
        """Change an option value; lay the panel out again when that shows or hides other
        options (Planet Unknown's events reveal the deck's make-up, a custom deck its colour
        counts) or changes them (`follow`)."""
        before = self._option_rows()
        self.options[name] = value
        followed = self.follow(name)
        if followed or self._option_rows() != before:
            self.changed()
        else:
            self.validate()

    def choose_chip(self, spec: OptionSpec, value) -> None:
        """A choice shown as chips: select one (the chips are laid out again to show it)."""
        self.options[spec.name] = value
        self.follow(spec.name)
        self.changed()

    def follow(self, name: str) -> dict:
        """Set the options that follow a change of `name` (`Rules.option_follow`: MOONSTAR's
        Game 3 moves the moons and dice into its range); returns them."""
        followed = self.rules.option_follow(name, self.options)
        self.options.update(followed)
        return followed

    def type_number(self, spec: OptionSpec, text: str) -> None:
        """A typed number option (no relayout: the field keeps focus); empty is the
        default. The field takes digits only, so nothing else reaches here."""
        self.options[spec.name] = int(text) if text.isdigit() else spec.default
        self.validate()

    def _visible_options(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.rules.option_specs()
                     if self.rules.option_visible(s.name, self.options, len(self.seats)))

    def _option_rows(self) -> tuple[tuple[str, str], ...]:
        """The rows the panel shows, each with why it is greyed ("" when live): what its
        layout depends on (`Rules.option_visible`, `Rules.option_inactive`)."""
        n = len(self.seats)
        return tuple((name, self.rules.option_inactive(name, self.options, n))
                     for name in self._visible_options())

    def toggle_chip(self, spec: OptionSpec, index: int) -> None:
        """Add or remove one element of a multi option."""
        sel = self.multi_sel[spec.name]
        if index in sel:
            sel.remove(index)
        else:
            sel.append(index)
            sel.sort()
        self.options[spec.name] = tuple(spec.choices[i] for i in sel)
        self.follow(spec.name)
        self.changed()  # relayout: e.g. Game 5 on makes its planets appear

    def seat_configs(self):
        """The seats as SeatConfig values."""
        from game.core.match import SeatConfig

        return [SeatConfig(s.name.strip(), s.colour, s.shape, s.kind, s.level)
                for s in self.seats]

    def validate(self) -> None:
        """Check seats and options; the first problem is shown and disables Start."""
        from game.core.match import check_seats

        try:
            check_seats(self.seat_configs())
            self.rules.check_setup(len(self.seats), self.options)
            self.error = None
        except IllegalAction as exc:
            self.error = illegal_message(exc, lambda s: f"#{s + 1}")
        if hasattr(self, "start_button"):
            self.start_button.enabled = self.error is None
            self.start_button.disabled_reason = self.error
            self.error_label.text = self.error or ""

    def changed(self) -> None:
        """Validate and rebuild the widgets."""
        self.validate()
        self.layout(*self.app.size)

    # --- layout ------------------------------------------------------------------------
    def layout(self, w: int, h: int) -> None:
        """Header, seats panel (left), options panel (right), footer buttons."""
        super().layout(w, h)
        if self.seat_area is not None and self.opt_area is not None:  # opt_area: set with it
            self.seat_scroll, self.opt_scroll = self.seat_area.offset, self.opt_area.offset
        margin, gap = px(28), px(20)
        top, footer = px(92), px(96)
        left_w = int((w - 2 * margin - gap) * 0.64)
        left = pygame.Rect(margin, top, left_w, h - top - footer)
        right = pygame.Rect(left.right + gap, top, w - margin - left.right - gap, left.h)
        self.left, self.right = left, right
        pad = px(16)
        self.widgets = [
            Label((margin, px(18), w - 2 * margin, px(44)),
                  t("ui.setup.title", game=self.info.title), size=theme.FONT_TITLE, bold=True,
                  serif=True),
            Label((margin, px(60), w - 2 * margin, px(26)), t_or(self.info.tagline_key, ""),
                  colour=theme.TEXT_DIM, size=theme.FONT_BODY),
        ]
        inner = pygame.Rect(left.x + pad, left.y + px(52), left.w - 2 * pad,
                            left.h - px(52) - pad)
        children, content_h = self._seat_rows(inner.w)
        self.seat_area = ScrollArea(inner, children, content_h, self.seat_scroll)
        inner_r = pygame.Rect(right.x + pad, right.y + px(52), right.w - 2 * pad,
                              right.h - px(52) - pad)
        children, content_h = option_rows(self, inner_r.w)
        if content_h > inner_r.h:  # a scroll bar will show: keep the rows clear of it
            children, content_h = option_rows(self, inner_r.w - px(16))
        self.opt_area = ScrollArea(inner_r, children, content_h, self.opt_scroll)
        self.widgets += [self.seat_area, self.opt_area]
        reset_w = min(px(170), left.w // 3)
        self.widgets.append(Button((left.right - pad - reset_w, left.y + px(12), reset_w,
                                    px(34)), t("ui.setup.reset"), self.reset_defaults,
                                   size=theme.FONT_SMALL, tooltip=t("ui.setup.reset_tip")))
        # footer
        by, bh = h - footer + px(36), px(48)
        self.error_label = Label((margin, h - footer + px(6), w - 2 * margin, px(26)),
                                 self.error or "", colour=theme.ERROR, align="right")
        self.start_button = Button((w - margin - px(210), by, px(210), bh),
                                   t("ui.setup.start"), self.start, primary=True,
                                   enabled=self.error is None, disabled_reason=self.error)
        self.widgets += [
            self.error_label,
            Button((margin, by, px(150), bh), t("ui.common.back"), self.back),
            Button((margin + px(166), by, px(150), bh), t("ui.setup.rules"), self.open_rules),
            Button((w - margin - px(210) - px(16) - px(210), by, px(210), bh),
                   t("ui.setup.solo"), self.solo, tooltip=t("ui.setup.solo_tip")),
            self.start_button,
        ]

    def _seat_rows(self, width: int) -> tuple[list[Widget], int]:
        row_h, gap = px(50), px(10)
        sq = px(44)
        num_w = px(30)
        flex = width - num_w - 3 * sq - 3 * px(8) - 3 * px(10)
        compact = flex < px(480)  # narrow window or large UI scale: bot level on a 2nd line
        if compact:
            flex += px(10)
            name_w = int(flex * 0.45)
            kind_w = flex - name_w - px(10)
            level_w = 0
        else:
            name_w, kind_w = int(flex * 0.26), int(flex * 0.30)
            level_w = flex - name_w - kind_w
        out: list[Widget] = []
        names: list[TextInput] = []  # Tab moves from one name to the next
        y = 0
        for i, seat in enumerate(self.seats):
            x = 0
            out.append(Label((x, y, num_w, row_h), f"{i + 1}", colour=theme.TEXT_DIM,
                             bold=True))
            x += num_w
            out.append(TextInput((x, y + (row_h - sq) // 2, name_w, sq), seat.name,
                                 functools.partial(self.set_name, i), max_length=20,
                                 placeholder=t("ui.setup.name_placeholder"), group=names))
            x += name_w + px(10)
            out.append(Choice((x, y + (row_h - sq) // 2, kind_w, sq),
                              [("human", t("ui.setup.human")), ("bot", t("ui.setup.bot"))],
                              seat.kind, functools.partial(self.set_kind, i)))
            x += kind_w + px(10)
            levels = [(lv, t(f"ui.level.{lv}")) for lv in ("easy", "normal", "hard")]
            if seat.kind == "bot" and compact:
                out.append(Choice((num_w, y + row_h + (row_h - sq) // 2,
                                   min(width - num_w, px(330)), sq), levels, seat.level,
                                  functools.partial(self._set_level, i),
                                  tooltip=t("ui.setup.level_tip")))
            elif seat.kind == "bot":
                out.append(Choice((x, y + (row_h - sq) // 2, level_w, sq), levels,
                                  seat.level, functools.partial(self._set_level, i),
                                  tooltip=t("ui.setup.level_tip")))
            elif not compact:
                out.append(Label((x + px(10), y, level_w - px(10), row_h),
                                 t("ui.setup.human_hint"), colour=theme.TEXT_DISABLED,
                                 size=theme.FONT_SMALL))
            x += level_w + (0 if compact else px(10))
            out.append(MarkerButton((x, y + (row_h - sq) // 2, sq, sq), seat.colour, "circle",
                                    functools.partial(self.step_marker, i, "colour"),
                                    t("ui.setup.colour_tip")))
            x += sq + px(8)
            out.append(MarkerButton((x, y + (row_h - sq) // 2, sq, sq), "#D8DCE8", seat.shape,
                                    functools.partial(self.step_marker, i, "shape"),
                                    t("ui.setup.shape_tip")))
            x += sq + px(8)
            can_remove = len(self.seats) > self.rules.min_seats  # 1: a solo game (PU-15)
            out.append(Button((x, y + (row_h - sq) // 2, sq, sq), "✕",
                              functools.partial(self.remove_seat, i), enabled=can_remove,
                              tooltip=t("ui.setup.remove_tip"),
                              disabled_reason=t("ui.setup.min_seats",
                                                n=self.rules.min_seats)))
            y += row_h + gap + (row_h if compact and seat.kind == "bot" else 0)
        can_add = len(self.seats) < min(self.rules.setup_max_seats, len(self.colours))
        # two buttons side by side inside the list (at 150% « Jouer seul » ran past its edge)
        bw = min(px(220), (width - num_w - px(16)) // 2)
        out.append(Button((num_w, y + px(4), bw, px(42)), t("ui.setup.add"),
                          self.add_seat, enabled=can_add,
                          disabled_reason=t("ui.setup.max_seats", n=self.rules.setup_max_seats)))
        if self.rules.min_seats == 1:  # a game with a solo mode (PU-15): one click to it (a
            # newcomer found « Solo vs bots » was not solo, and the mode only in the rules)
            out.append(Button((num_w + bw + px(16), y + px(4), bw, px(42)),
                              t("ui.setup.alone"), self.play_alone,
                              enabled=len(self.seats) > 1 or self.seats[0].kind != "human",
                              tooltip=t("ui.setup.alone_tip"),
                              disabled_reason=t("ui.setup.alone_done")))
        return out, y + px(52)

    def _set_level(self, index: int, level: str) -> None:
        self.seats[index].level = level
        self.validate()

    # --- actions -----------------------------------------------------------------------
    def start(self) -> None:
        """Create the match and open its table."""
        self.validate()
        if self.error:
            self.app.toast(self.error, "error")
            return
        self._launch(self.seat_configs(), self.options)

    def solo(self) -> None:
        """Quick start: the first seat's player against two normal bots, with the options
        chosen on this screen."""
        from game.core.match import SeatConfig

        me = self.seats[0]
        name = me.name.strip() if me.kind == "human" and me.name.strip() else t(
            "ui.setup.default_name", n=1)
        seats = [SeatConfig(name, self.colours[0], self.shapes[0], "human")]
        bots = [b for b in BOT_NAMES if b.casefold() != name.casefold()]
        for i in range(max(2, self.rules.min_seats - 1)):
            seats.append(SeatConfig(bots[i], self.colours[i + 1], self.shapes[i + 1], "bot",
                                    "normal"))
        # The options chosen on this screen are kept; a game may relax them for one human
        # against bots (Moonstar: no play timer unless one was chosen, MS-9.2).
        self._launch(seats, self.rules.solo_options(dict(self.options)))

    def _launch(self, seats, options) -> None:
        from game.core.match import Match
        from game.ui.tables import open_table
        from game.userdirs import autosave_path

        try:
            match = Match(self.rules, seats, secrets.randbits(48), dict(options),
                          autosave=autosave_path())
        except IllegalAction as exc:
            self.app.toast(illegal_message(exc, lambda s: f"#{s + 1}"), "error")
            return
        if self.app.persist:  # remembered for the next time this screen opens
            from game.ui import last_setup

            last_setup.save(self.rules, seats, options)
        open_table(self.app, match)

    def _set_options(self, options=None) -> None:
        """The game's defaults, updated with the known keys of `options`."""
        self.options = dict(self.rules.default_options())
        if options:
            self.options.update({k: v for k, v in options.items() if k in self.options})
        self.multi_sel: dict[str, list[int]] = {
            spec.name: self._select_indices(spec, self.options[spec.name])
            for spec in self.rules.option_specs() if spec.kind == "multi"}

    def _default_seats(self) -> None:
        n = self.rules.setup_default_seats or max(2, self.rules.min_seats)
        self.seats = []
        for i in range(n):
            self.add_seat(kind="human" if i == 0 else "bot", relayout=False)

    def reset_defaults(self) -> None:
        """Forget the remembered setup on screen: default players and options."""
        self._set_options()
        self._default_seats()
        self.seat_area = None  # the scroll positions start over too
        self.seat_scroll = self.opt_scroll = 0
        self.changed()

    def back(self) -> None:
        """Return to the title."""
        self.app.pop(self)

    def open_rules(self) -> None:
        """Show the game's rules."""
        from game.ui.scenes.rules_viewer import RulesViewerScene

        self.app.push(RulesViewerScene(self.app, self.info.name, self.info.title))

    def on_key_escape(self) -> bool:
        """Esc goes back."""
        self.back()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Background, the two panels with headings, widgets."""
        surface.blit(theme.background(surface.get_size()), (0, 0))
        for rect, key in ((self.left, "ui.setup.players"), (self.right, "ui.setup.options")):
            theme.draw_panel(surface, rect, theme.PANEL, alpha=235)
            title = t(key, n=len(self.seats))
            img = assets.text(title, px(theme.FONT_LARGE), theme.ACCENT, bold=True)
            surface.blit(img, (rect.x + px(16), rect.y + px(14)))
        super().draw(surface)


def with_seats(scene: SetupScene, seats) -> SetupScene:
    """Replace a setup scene's seats (tests and "New game" helpers)."""
    scene.seats = [SeatDraft(s.name, s.colour, s.shape, s.kind, s.level, True) for s in seats]
    scene.changed()
    return scene


