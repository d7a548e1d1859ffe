"""The title screen: the MOONTABLE title over a drawn moon, the four games as cards (built
games open their setup, the others wear a "Coming soon" ribbon), and Continue / Load /
Settings / Quit."""

from __future__ import annotations

import math

import pygame

from game.ui import assets, theme
from game.ui.i18n import illegal_message, language, t
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets.base import Button, Widget, is_left_down, is_left_up

CARD_ACCENTS = {
    "moonstar": (242, 194, 92),
    "moonwakers": (132, 214, 168),
    "supermoon": (150, 168, 255),
    "tsukuyumi": (236, 104, 98),
}


def game_list():
    """The catalogue's games; all shown as not yet playable if the catalogue cannot import."""
    from game import catalog
    from game.core.registry import GameInfo

    try:
        return catalog.games()
    except ImportError:
        return (
            GameInfo("moonstar", "MOONSTAR", "catalog.moonstar.tagline", None),
            GameInfo("moonwakers", "Moonwakers SEED", "catalog.moonwakers.tagline", None),
            GameInfo("supermoon", "Planet Unknown: Supermoon", "catalog.supermoon.tagline", None),
            GameInfo("tsukuyumi", "TSUKUYUMI: Full Moon Down", "catalog.tsukuyumi.tagline", None),
        )


def draw_game_icon(surface: pygame.Surface, name: str, center, r: int) -> None:
    """A small drawn emblem per game (moon + star, seed, ringed planet, red moon)."""
    cx, cy = center
    accent = CARD_ACCENTS.get(name, theme.ACCENT)
    if name == "moonstar":
        surface.blit(theme.moon(r), theme.moon(r).get_rect(center=center))
        from game.ui.widgets.marker import draw_marker
        draw_marker(surface, (cx + r, cy - r * 0.8), max(4, r // 2), accent, "star")
    elif name == "moonwakers":
        from game.ui.widgets.marker import draw_marker
        draw_marker(surface, center, r, (214, 222, 240), "crescent")
        pygame.draw.ellipse(surface, accent, (cx - r * 0.25, cy - r * 0.2, r * 0.5, r * 0.7))
        pygame.draw.line(surface, accent, (cx, cy - r * 0.2), (cx + r * 0.2, cy - r * 0.55), 3)
    elif name == "supermoon":
        pygame.draw.circle(surface, accent, center, r)
        pygame.draw.circle(surface, theme.mix(accent, (255, 255, 255), 0.4),
                           (cx - r // 3, cy - r // 3), r // 3)
        ring = pygame.Rect(0, 0, r * 3, r)
        ring.center = center
        pygame.draw.ellipse(surface, (230, 226, 210), ring, max(2, r // 8))
    else:
        pygame.draw.circle(surface, accent, center, r)
        pygame.draw.circle(surface, theme.mix(accent, (40, 0, 0), 0.5), (cx + r // 3, cy), r // 3)
        pygame.draw.circle(surface, theme.mix(accent, (255, 220, 200), 0.4),
                           (cx - r // 3, cy - r // 3), r // 4)


class GameCard(Widget):
    """One game on the title screen; clickable only when the game is built."""

    def __init__(self, rect, info, on_click) -> None:
        super().__init__(rect)
        self.info, self.on_click = info, on_click
        self.enabled = info.rules is not None
        self.pressed = False
        if not self.enabled:
            self.tooltip = t("ui.title.coming_soon_tip")
        self.title_rows = 0  # the title's lines, the same on every card (`align`)
        self.title_px = 0  # the title's type size, the same on every card (`align`)
        self.tagline_px = 0  # the tagline's type size, the same on every card (`align`)

    @staticmethod
    def align(cards: list[GameCard]) -> None:
        """One title size and height and one tagline size for the row of cards: each card
        sized its own, so at 150% MOONSTAR's tagline read large, the three-line titles'
        small, starting at three heights. The titles keep to two lines (their type stepping
        down a little) to leave the taglines room."""
        if not cards:
            return
        big = px(theme.FONT_LARGE)
        for c in cards:
            c.title_px = big
        c0 = cards[0]
        room = 2 * assets.font(big, True).get_height()
        c0_w = c0.rect.w - px(24)
        size = min(assets.wrapped(c.info.title, big, c0_w, room, bold=True, floor=0.75)[1]
                   for c in cards)
        rows = max(len(assets.wrap(c.info.title, size, c0_w, True)) for c in cards)
        for c in cards:
            c.title_px, c.title_rows, c.tagline_px = size, rows, 0
        tag = min(c._tagline(c._tagline_top())[1] for c in cards)
        for c in cards:
            c.tagline_px = tag

    def _title_lines(self) -> list[str]:
        size = self.title_px or px(theme.FONT_LARGE)
        return assets.wrap(self.info.title, size, self.rect.w - px(24), True)

    def _tagline_top(self, rect: pygame.Rect | None = None) -> int:
        """Where the tagline starts: under the title's rows (the most any card needs)."""
        rect = rect or self.rect
        line_h = assets.font(self.title_px or px(theme.FONT_LARGE), True).get_height()
        return rect.y + px(108) + max(self.title_rows, len(self._title_lines())) * line_h \
            + px(6)

    def _tagline(self, y: int, rect: pygame.Rect | None = None) -> tuple[list[str], int]:
        """The tagline's lines and size from `y` down to the Play pill (or, on a game that
        cannot be played yet, its ribbon's band): the shared size once aligned, else as
        large as fits (it was cut at 150% in French; `wrapped` notes any cut for the
        tests)."""
        rect = rect or self.rect
        tagline = t(self.info.tagline_key)
        if tagline == self.info.tagline_key:
            tagline = ""
        band_h = assets.font(px(theme.FONT_SMALL), True).get_height() + px(8)
        bottom = rect.bottom - px(50) if self.enabled else rect.bottom - px(30) - band_h // 2
        start = self.tagline_px or px(theme.FONT_SMALL)
        return assets.wrapped(tagline, start, rect.w - px(28), bottom - y - px(4),
                              floor=1.0 if self.tagline_px else 0.65)

    def handle_event(self, event) -> bool:
        """Click to open the setup screen (built games only)."""
        super().handle_event(event)
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if is_left_up(event) and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(event.pos):
                self.on_click(self.info)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Card body, emblem, title, tagline, and the ribbon or the Play hint."""
        accent = CARD_ACCENTS.get(self.info.name, theme.ACCENT)
        rect = self.rect.move(0, -px(4)) if self.hover and self.enabled else self.rect
        fill = theme.PANEL_RAISED if self.enabled else (24, 28, 50)
        theme.draw_panel(surface, rect, fill, border=accent if self.hover and self.enabled
                         else theme.PANEL_BORDER, alpha=245)
        pygame.draw.rect(surface, accent if self.enabled else theme.TEXT_DISABLED,
                         (rect.x, rect.y, rect.w, px(5)),
                         border_top_left_radius=px(10), border_top_right_radius=px(10))
        icon_r = px(30)
        draw_game_icon(surface, self.info.name, (rect.centerx, rect.y + px(62)), icon_r)
        if not self.enabled:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((16, 20, 40, 120))
            surface.blit(veil, rect.topleft)
        title_colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        lines = self._title_lines()
        size = self.title_px or px(theme.FONT_LARGE)
        line_h = assets.font(size, True).get_height()
        # a shorter title sits centred in the rows the longest one takes
        y = rect.y + px(108) + (max(self.title_rows, len(lines)) - len(lines)) * line_h // 2
        for line in lines:
            img = assets.text(line, size, title_colour, bold=True)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += img.get_height()
        y = self._tagline_top(rect)
        lines, size = self._tagline(y, rect)
        for line in lines:
            img = assets.text(line, size, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += img.get_height()
        if self.enabled:
            hint = t("ui.title.play")
            img = assets.text(hint, px(theme.FONT_BODY), (20, 16, 8), bold=True)
            pill = img.get_rect(midbottom=(rect.centerx, rect.bottom - px(16))).inflate(
                px(28), px(10))
            pygame.draw.rect(surface, theme.PRIMARY_HOVER if self.hover else theme.PRIMARY,
                             pill, border_radius=pill.h // 2)
            surface.blit(img, img.get_rect(center=pill.center))
        else:
            self._ribbon(surface, rect)

    def _ribbon(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        label = t("ui.title.coming_soon")
        size = px(theme.FONT_SMALL)
        img = assets.text(label.upper(), size, (24, 20, 10), bold=True)
        band = pygame.Surface((rect.w + px(60), img.get_height() + px(8)), pygame.SRCALPHA)
        band.fill((*theme.ACCENT_DARK, 235))
        band.blit(img, img.get_rect(center=band.get_rect().center))
        rotated = pygame.transform.rotate(band, 0)
        pos = rotated.get_rect(center=(rect.centerx, rect.bottom - px(30)))
        old = surface.get_clip()
        surface.set_clip(rect)
        surface.blit(rotated, pos)
        surface.set_clip(old)


_VERDICT: tuple[tuple, str | None] | None = None
"""The autosave last read: (its path, mtime, size and the language), and its verdict (None:
Continue is offered; else why not). Kept across title scenes, as each game left makes one."""


def _autosave_verdict(path) -> str | None:
    """Why the autosave at `path` cannot be continued, or None when it can (it is replayed)."""
    from game.core.match import Match, SaveError

    try:
        match = Match.load(path)
    except SaveError as exc:
        return t("ui.title.autosave_bad", reason=illegal_message(exc, lambda s: f"#{s + 1}"))
    except (OSError, ValueError, KeyError, TypeError):
        return t("ui.title.autosave_bad", reason="")
    return t("ui.title.autosave_over") if match.is_over else None


class TitleScene(Scene):
    """The first screen."""

    def __init__(self, app) -> None:
        self.games = game_list()
        self.continue_reason: str | None = t("ui.title.no_autosave")
        self._tip: str | None = None  # « Continue »'s tooltip, once read ("": none)
        self.time = 0.0
        super().__init__(app)

    def enter(self) -> None:
        """Check whether the autosave can be resumed."""
        self._check_autosave()
        self.layout(*self.app.size)

    def resume(self) -> None:
        """Back on top: the autosave may have changed."""
        self._check_autosave()
        self.layout(*self.app.size)

    def _check_autosave(self) -> None:
        from game.userdirs import autosave_path

        global _VERDICT
        self._tip = None  # `continue_tip` reads the file again
        path = autosave_path()
        if not path.is_file():
            self.continue_reason = t("ui.title.no_autosave")
            _VERDICT = None
            return
        try:  # the same file as last time: its verdict stands (a replay costs up to 0.3 s,
            # and the title comes back on top after every settings or rules visit, and is
            # made anew after every game left)
            stat = path.stat()
            key: tuple | None = (str(path), stat.st_mtime_ns, stat.st_size, language())
        except OSError:
            key = None
        if key is not None and _VERDICT is not None and _VERDICT[0] == key:
            self.continue_reason = _VERDICT[1]
            return
        self.continue_reason = _autosave_verdict(path)
        _VERDICT = (key, self.continue_reason) if key is not None else None

    def continue_tip(self) -> str | None:
        """What « Continue » resumes: the game, its players and the round (a newcomer could
        not tell which game it would open); read once per autosave check, with its verdict."""
        if self.continue_reason is not None:
            return None
        if self._tip is None:
            from game.ui.scenes.load import entry_detail, game_title, read_entry
            from game.userdirs import autosave_path

            entry = read_entry(autosave_path())
            self._tip = "" if entry.damaged else t(
                "ui.title.continue_tip", game=game_title(entry.game), detail=entry_detail(entry))
        return self._tip or None

    def layout(self, w: int, h: int) -> None:
        """Title at the top, cards in the middle, buttons below."""
        super().layout(w, h)
        self.widgets = []
        n = len(self.games)
        gap = px(20)
        card_w = min(px(260), (w - px(80) - gap * (n - 1)) // n)
        top, card_h = self._bands(h)
        total = n * card_w + (n - 1) * gap
        x = (w - total) // 2
        for info in self.games:
            self.widgets.append(GameCard((x, top, card_w, card_h), info, self.open_setup))
            x += card_w + gap
        GameCard.align([c for c in self.widgets if isinstance(c, GameCard)])
        labels = [
            (t("ui.title.continue"), self.continue_game, self.continue_reason is None,
             self.continue_reason),
            (t("ui.title.load"), self.open_load, True, None),
            (t("ui.title.settings"), self.open_settings, True, None),
            (t("ui.title.quit"), self.app.quit, True, None),
        ]
        bw, bh = min(px(200), (w - px(48) - 3 * px(16)) // 4), px(48)
        total = len(labels) * bw + (len(labels) - 1) * px(16)
        x = (w - total) // 2
        y = min(h - bh - px(20), top + card_h + px(36))
        tips = [self.continue_tip(), None, None, None]
        for i, (label, cb, enabled, reason) in enumerate(labels):
            self.widgets.append(Button((x, y, bw, bh), label, cb, primary=(i == 0 and enabled),
                                       enabled=enabled, disabled_reason=reason,
                                       tooltip=tips[i]))
            x += bw + px(16)

    @staticmethod
    def _bands(h: int) -> tuple[int, int]:
        """(top of the game cards, their height): the title band above, the buttons below;
        at 150% in a 720-pixel window the title band gives way first, then the cards (the
        buttons once covered the cards' Play buttons)."""
        below = px(48) + px(20) + px(24)  # buttons, bottom margin, gap above them
        card_h = min(px(290), h - below - px(120))  # room for the taglines at full size
        top = min(max(px(200), int(h * 0.34)), h - below - card_h)
        return top, card_h

    def update(self, dt: float) -> None:
        """Gentle animation clock for the moon glow."""
        super().update(dt)
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        """Background, moon, title, then widgets."""
        w, h = surface.get_size()
        surface.blit(theme.background((w, h)), (0, 0))
        top = self._bands(h)[0]  # the surface drawn may not be the one laid out (captures)
        r = min(px(70), top // 3)
        moon = theme.moon(r)
        mc = (w // 2 - px(250), top // 2)
        glow = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
        pulse = 0.5 + 0.5 * math.sin(self.time * 0.8)
        for i in range(12, 0, -1):
            pygame.draw.circle(glow, (190, 200, 255, int(3 + 1.5 * pulse)), (r * 2, r * 2),
                               r + i * r // 12)
        surface.blit(glow, glow.get_rect(center=mc))
        surface.blit(moon, moon.get_rect(center=mc))
        title = assets.text("MOONTABLE", px(64), theme.TEXT, serif=True)
        rect = title.get_rect(midleft=(mc[0] + r + px(28), top // 2 - px(14)))
        surface.blit(assets.text("MOONTABLE", px(64), (0, 0, 0), serif=True), rect.move(3, 3))
        surface.blit(title, rect)
        sub = assets.text(t("ui.title.subtitle"), px(theme.FONT_LARGE), theme.ACCENT)
        surface.blit(sub, sub.get_rect(topleft=(rect.x + px(4), rect.bottom + px(2))))
        super().draw(surface)

    # --- actions -------------------------------------------------------------------------
    def open_setup(self, info) -> None:
        """Open a built game's setup screen."""
        from game.ui.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app, info))

    def continue_game(self) -> None:
        """Resume the autosaved match."""
        from game.core.match import Match, SaveError
        from game.ui.tables import open_table
        from game.userdirs import autosave_path

        try:
            match = Match.load(autosave_path())
        except SaveError as exc:
            self.app.toast(illegal_message(exc, lambda s: f"#{s + 1}"), "error")
            global _VERDICT
            _VERDICT = None  # read it again: the verdict was wrong
            self._check_autosave()
            self.layout(*self.app.size)
            return
        open_table(self.app, match)

    def open_load(self) -> None:
        """Open the list of saved games."""
        from game.ui.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def open_settings(self) -> None:
        """Open the settings screen."""
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def on_key_escape(self) -> bool:
        """Esc on the title asks nothing: it does nothing (Quit is a button)."""
        return True
