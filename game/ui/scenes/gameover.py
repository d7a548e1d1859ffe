"""The game-over dialog over the final table: ranking (tied scores share a rank), scores,
winners highlighted, and View table / Title / New game (the setup screen, filled in) /
Rematch (the same players and options at once, a new seed).

A table may offer `score_details()` -> (column titles, {seat: values}) to show the score by
category as a table, `over_headline()` -> text to replace the winner line (a solo game
against a target says how it went), and `over_tip(seat)` -> the tooltip of a player's row
(what the numbers were made of: which objectives, which cards)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from game.core.i18n import number
from game.ui import assets, theme
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets.base import Button
from game.ui.widgets.marker import draw_marker

# A table's `score_details()`: the column titles, and each seat's values in those columns.
ScoreDetails = tuple[Sequence[str], Mapping[int, Sequence[int]]]


def balanced(lines: list[str], size: int, width: int) -> list[str]:
    """Two wrapped lines (bold, `size`) split where the longer is shortest, still within
    `width`: a column title read « Cartes Victoire : fin de » over an orphan « partie »
    (Tsukuyumi's two-player game-over in French, stop 79). A line never starts with a
    French colon or other closing mark."""
    if len(lines) != 2:
        return lines
    words = " ".join(lines).split(" ")
    f = assets.font(size, True)
    best, best_w = lines, max(f.size(line)[0] for line in lines)
    for k in range(1, len(words)):
        if words[k] in (":", ";", "!", "?", "»"):
            continue
        top, bottom = " ".join(words[:k]), " ".join(words[k:])
        w = max(f.size(top)[0], f.size(bottom)[0])
        if w <= width and w < best_w:
            best, best_w = [top, bottom], w
    return best


class GameOverScene(Scene):
    """Final scores of the table's match."""

    is_overlay = True

    def __init__(self, app, table) -> None:
        self.table = table
        self.match = table.match
        self.rows: list[tuple[pygame.Rect, int]] = []  # each player's row as last drawn
        self.mouse = (-1, -1)
        self.over_tip = getattr(table, "over_tip", None)  # the table's row tooltips, if any
        super().__init__(app)

    def enter(self) -> None:
        """The table's last hints no longer apply: one stayed over the results' title (a
        mouse pilot's probe click just before the last move)."""
        self.app.toasts.clear()

    def ranking(self) -> list[tuple[int, int, bool]]:
        """(seat, score, is_winner), best first."""
        outcome = self.match.outcome()
        scores = outcome.scores if outcome else self.match.rules.scores(self.match.state)
        winners = set(outcome.winners) if outcome else set()
        order = sorted(range(self.match.n_seats), key=lambda s: (s not in winners, -scores[s], s))
        return [(s, scores[s], s in winners) for s in order]

    def ranks(self) -> list[int]:
        """The rank shown on each row of `ranking`: tied players share a rank (1, 2, 2, 4);
        winners are all first."""
        out: list[int] = []
        ranking = self.ranking()
        for i, (_seat, score, win) in enumerate(ranking):
            if i and (win, score) == (ranking[i - 1][2], ranking[i - 1][1]):
                out.append(out[-1])
            else:
                out.append(1 if win else i + 1)
        return out

    def layout(self, w: int, h: int) -> None:
        """Panel sized to the number of players; three buttons."""
        super().layout(w, h)
        n = self.match.n_seats
        self.details: ScoreDetails | None = getattr(self.table, "score_details",
                                                    lambda: None)()
        buttons = (("ui.over.view", self.view_table, False, None),
                   ("ui.over.title_button", self.to_title, False, None),
                   ("ui.over.new_game", self.new_game, False, None),
                   ("ui.over.rematch", self.rematch, True, t("ui.over.rematch_tip")))
        # Wide enough for the four buttons at the body size where the window allows: at 100%
        # in French the 620 px dialog set « Nouvelle partie » and so the whole row two sizes
        # smaller than every other button (a Moonstar pilot's game over, stop 91).
        label = max(assets.font(px(theme.FONT_BODY), True).size(t(key))[0]
                    for key, *_ in buttons)
        row = 4 * (label + px(12) + px(16)) + px(48) + px(36)
        pw = min(w - px(40), max(px(900 if self.details else 620), row))
        ph = px(130) + n * px(52) + px(90) + (px(30) if self.details else 0)
        self.panel = pygame.Rect(0, 0, pw, min(ph, h - px(20)))
        self.panel.center = (w // 2, h // 2)
        bw, bh = (pw - px(48) - px(36)) // 4, px(46)
        y = self.panel.bottom - px(24) - bh
        x = self.panel.x + px(24)
        self.widgets = []
        # One type size for the row, the smallest any label needs: at 150% in French
        # "Nouvelle partie" alone stepped down and the row looked uneven.
        fit = assets.fitted_size((t(key) for key, *_ in buttons), px(theme.FONT_BODY),
                                 bw - px(12), bold=True)
        for key, cb, primary, tip in buttons:
            self.widgets.append(Button((x, y, bw, bh), t(key), cb, primary=primary,
                                       tooltip=tip, size=fit / theme.scale()))
            x += bw + px(12)

    def view_table(self) -> None:
        """Close the dialog to look at the final table (Results reopens it)."""
        self.app.pop(self)

    def to_title(self) -> None:
        """Back to the title screen."""
        from game.ui.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def new_game(self) -> None:
        """The setup screen with the same players and options."""
        from game.ui.scenes.setup import SetupScene
        from game.ui.scenes.title import TitleScene, game_list

        info = next((g for g in game_list() if g.name == self.match.rules.name), None)
        if info is None or info.rules is None:
            self.to_title()
            return
        self.app.reset(TitleScene(self.app))
        self.app.push(SetupScene(self.app, info, self.match.seats, self.match.options))

    def rematch(self) -> None:
        """The same players, seats and options at once, with a new seed (autosaved like any
        new game: `open_table` binds the autosave)."""
        import secrets

        from game.core.match import Match
        from game.core.rules import IllegalAction
        from game.ui.i18n import illegal_message
        from game.ui.tables import open_table

        try:
            match = Match(self.match.rules, list(self.match.seats), secrets.randbits(48),
                          dict(self.match.options))
        except IllegalAction as exc:
            self.app.toast(illegal_message(exc, lambda s: f"#{s + 1}"), "error")
            return
        open_table(self.app, match)

    def headline(self) -> str:
        """The line under the title: the table's own (`over_headline`) or who won, then the
        table's note (`over_note`: why the game ended)."""
        names = [self.table.name(s) for s, _, win in self.ranking() if win]
        line = getattr(self.table, "over_headline", lambda: None)() or t(
            "ui.over.winner" if len(names) == 1 else "ui.over.winners", names=", ".join(names))
        note = getattr(self.table, "over_note", lambda: None)()
        return f"{line} {note}" if note else line

    def tooltip_at(self, pos) -> str | None:
        """Widgets first, then the player's row under the mouse (the table's `over_tip`)."""
        tip = super().tooltip_at(pos)
        if tip:
            return tip
        for rect, seat in self.rows:
            if self.over_tip is not None and rect.collidepoint(pos):
                return self.over_tip(seat)
        return None

    def _frame_row(self, surface: pygame.Surface, row: pygame.Rect, seat: int,
                   win: bool) -> None:
        """A player's row: filled (gold for a winner), framed when a winner or when it has a
        tooltip under the mouse (it lights up); kept for `tooltip_at`."""
        self.rows.append((row, seat))
        pygame.draw.rect(surface, (70, 58, 30) if win else theme.PANEL, row,
                         border_radius=px(8))
        if win or (self.over_tip is not None and row.collidepoint(self.mouse)):
            pygame.draw.rect(surface, theme.ACCENT if win else theme.TEXT_DIM, row, width=2,
                             border_radius=px(8))

    def on_key_escape(self) -> bool:
        """Esc shows the table."""
        self.view_table()
        return True

    def handle_event(self, event) -> bool:
        """Modal: widgets, then Esc (view the table) and Enter (Rematch)."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if not super().handle_event(event):
            self.modal_keys(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table, then the ranking."""
        theme.dim(surface, 150)
        theme.draw_panel(surface, self.panel, theme.PANEL_RAISED, border=theme.ACCENT, alpha=252)
        p = self.panel
        title = assets.text(t("ui.over.title"), px(40), theme.ACCENT, serif=True)
        surface.blit(title, title.get_rect(midtop=(p.centerx, p.y + px(22))))
        ranking = self.ranking()
        line = self.headline()
        # two lines rather than a cut (a Moonwakers tie-break at 150% in French lost
        # « …(15 contre 11). »), in the band above the ranking
        lines, size = assets.line_or_wrapped(line, px(theme.FONT_LARGE), p.w - px(40),
                                             px(44), floor=0.7, wrap_floor=0.6)
        ly = p.y + px(78)
        for text in lines:
            img = assets.text(text, size, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(p.centerx, ly)))
            ly += assets.font(size).get_linesize()
        y = p.y + px(124)
        self.rows = []
        if self.details:
            self._draw_details(surface, self.details, ranking, y)
            super().draw(surface)
            return
        # Rows close up when the panel cannot hold them all (eight seats at 150%): they used
        # to stop at the buttons, and the last three players were missing from the ranking.
        room = self.widgets[0].rect.y - px(8) - y
        pitch = min(px(52), room // max(1, len(ranking)))
        big = px(theme.FONT_LARGE) if pitch >= px(52) else min(px(theme.FONT_LARGE),
                                                                 pitch - px(14))
        for rank, (seat, score, win) in zip(self.ranks(), ranking, strict=True):
            row = pygame.Rect(p.x + px(24), y, p.w - px(48), pitch - px(6))
            self._frame_row(surface, row, seat, win)
            num = assets.text(f"{rank}.", big, theme.TEXT_DIM, bold=True)
            surface.blit(num, num.get_rect(midleft=(row.x + px(12), row.centery)))
            cfg = self.match.seats[seat]
            draw_marker(surface, (row.x + px(62), row.centery), min(px(13), row.h // 2 - 2),
                        cfg.colour, cfg.shape)
            name = assets.text(self.table.name(seat), big, theme.TEXT, bold=True)
            surface.blit(name, name.get_rect(midleft=(row.x + px(86), row.centery)))
            sc = assets.text(number(score), min(px(theme.FONT_HEADING), row.h - px(8)),
                             theme.ACCENT if win else theme.TEXT, bold=True)
            surface.blit(sc, sc.get_rect(midright=(row.right - px(14), row.centery)))
            if win:
                tag = assets.text(t("ui.over.winner_tag"), px(theme.FONT_SMALL), theme.ACCENT,
                                  bold=True)
                surface.blit(tag, tag.get_rect(midright=(sc.get_rect(
                    midright=(row.right - px(14), row.centery)).x - px(14), row.centery)))
            y += pitch
        super().draw(surface)

    def _draw_details(self, surface: pygame.Surface, details: ScoreDetails, ranking,
                      y: int) -> None:
        """The score by category, one row per player, the total last (a table's
        `score_details`)."""
        titles, values = details
        p = self.panel
        left = p.x + px(24)
        cols = len(titles) + 1
        # The names take what the longest one needs (the columns get the rest).
        longest = max((assets.font(px(theme.FONT_BODY), True).size(self.table.name(seat))[0]
                       for seat, _s, _w in ranking), default=0)
        name_w = min(px(220), (p.w - px(48)) // 3, longest + px(36))
        col_w = (p.w - px(48) - px(40) - name_w) // cols
        heads = [*titles, t("ui.over.total")]
        # One type size for every column title: the smallest any of them needs on two lines
        # at most (many categories: "Meteorites" wraps rather than losing its end).
        two = 2 * assets.font(px(theme.FONT_SMALL), True).get_linesize()
        size = min(assets.wrapped(title, px(theme.FONT_SMALL), col_w - px(4), two,
                                  bold=True)[1] for title in heads)
        size = min([size] + [assets.fitted(word, size, col_w - px(4), True, floor=0.5)[1]
                             for title in heads for word in title.split()])
        line_h = assets.font(size, True).get_linesize()
        rows = 1
        for k, title in enumerate(heads):
            x = left + px(40) + name_w + k * col_w
            lines, _ = assets.wrapped(title, size, col_w - px(4), two, bold=True)
            lines = balanced(lines, size, col_w - px(4))
            lines = [assets.fit(line, size, col_w - px(4), True) for line in lines]  # a long word
            rows = max(rows, len(lines))
            for i, line in enumerate(lines):
                img = assets.text(line, size, theme.TEXT_DIM, bold=True)
                surface.blit(img, img.get_rect(midtop=(x + col_w // 2, y + i * line_h)))
        y += max(px(28), rows * line_h + px(8))
        # Every player gets a row: at many seats and a large interface size the rows get
        # lower (six players at 150% once lost the last two).
        room = self.widgets[0].rect.y - px(8) - y
        row_h = max(px(24), min(px(42), room // max(1, len(ranking)) - px(6)))
        for rank, (seat, score, win) in zip(self.ranks(), ranking, strict=True):
            row = pygame.Rect(left, y, p.w - px(48), row_h)
            self._frame_row(surface, row, seat, win)
            body = min(px(theme.FONT_BODY), row_h - px(6))
            num = assets.text(f"{rank}.", body, theme.TEXT_DIM, bold=True)
            surface.blit(num, num.get_rect(midleft=(row.x + px(8), row.centery)))
            cfg = self.match.seats[seat]
            draw_marker(surface, (row.x + px(44), row.centery), min(px(11), row_h // 2 - 1),
                        cfg.colour, cfg.shape)
            label, size = assets.fitted(self.table.name(seat), body, name_w - px(24), True)
            name = assets.text(label, size, theme.TEXT, bold=True)
            surface.blit(name, name.get_rect(midleft=(row.x + px(62), row.centery)))
            for k, value in enumerate([*values.get(seat, ()), score]):
                x = left + px(40) + name_w + k * col_w
                last = k == cols - 1
                big = px(theme.FONT_LARGE if last else theme.FONT_BODY)
                img = assets.text(number(value), min(big, row_h - px(4)),
                                  theme.ACCENT if last and win else theme.TEXT, bold=last)
                surface.blit(img, img.get_rect(center=(x + col_w // 2, row.centery)))
            y += row_h + px(6)
