"""The corporation choice of setup (PU-18.1), drawn over the player's board area like the planet
choice: every corporation offered is a row on the left (its name and difficulty); under the list
the one looked at is named with its difficulty, rovers, strength and weakness; its power and
tech levels are written over the station (idle before the first round); where they cannot all
be read there, the power (and the first techs) go under the description, the list taking two
columns to leave them room (nine corporations and Quantum Solutions offered at 150%), else each
tech keeps one line and reads whole on hover — one plan decides (`_plan`); the tracks area
shows its five tracks as printed (every step explains itself on hover). A click on a row looks
at that corporation; the bar's "Run …" button takes it. Quantum Solutions (id `QUANTUM_ID`,
SM-11.1) reads as its four faces (`quantum_ui`): a difficulty range (SM-0.5), the lower face
A's tracks, and a note that it is reconstructed.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace

import pygame

from game.supermoon.data import TRACKS, offered_corp, quantum_key
from game.ui import assets, theme
from game.ui.tables.supermoon import art, quantum_ui
from game.ui.tables.supermoon.pick import DIFFICULTY_MAX, picker_title, side_panel
from game.ui.theme import px


def tech_count(key: str) -> int:
    """Jump Drive has six tech slots, the others five levels (PU-18.9)."""
    return 6 if key == "jumpdrive" else 5


def tech_name(key: str, level: int) -> str:
    """"T3", or Jump Drive's slot letter "C"."""
    return "ABCDEF"[level - 1] if key == "jumpdrive" else f"T{level}"


def looked_at(table, offer: tuple[int, ...]) -> int:
    """The corporation shown: the one chosen by a click, else the first offered."""
    sel = getattr(table, "corp_pick", None)
    return sel if sel in offer else offer[0]


def _look(table, corp: int) -> None:
    table.corp_pick = corp


def corp_tip(t, corp: int) -> str:
    """Name, difficulty and power of a corporation."""
    if quantum_ui.is_quantum_offer(corp):
        return quantum_ui.corp_tip(t)
    c = offered_corp(corp)
    return (f"{c.name} · {t('ui.supermoon.difficulty', n=c.difficulty, max=DIFFICULTY_MAX)}\n"
            f"{t(f'sm.corp.{c.key}.power')}")


def draw_corp_pick(table, surface: pygame.Surface, view) -> None:
    """The choice panels (see the module docstring)."""
    me = view.players[table.viewer]
    offer = me.corp_offer
    t = table.t
    shown = looked_at(table, offer)
    corp = offered_corp(shown)
    quantum = quantum_ui.is_quantum_offer(shown)
    panel = table.region("own_board").inflate(-px(10), -px(10))
    table.cover(surface, panel)
    top = picker_title(surface, t("ui.supermoon.corp_title" if len(offer) > 2
                                  else "ui.supermoon.corp_dealt"), panel)
    body = px(theme.FONT_SMALL)
    # The list, then under it the one looked at: name, difficulty and rovers, strength and
    # weakness.
    if quantum:
        rule, faces, rows = quantum_ui.picker_words(t)
        powers, techs, note = rule, faces, t("ui.supermoon.qs.tracks_lower")
    else:
        powers = [t(f"sm.corp.{corp.key}.power")]
        techs = [f"{tech_name(corp.key, level)}  " + t(f"sm.corp.{corp.key}.tech.{level}")
                 for level in range(1, tech_count(corp.key) + 1)]
        note, rows = t("ui.supermoon.corp_tracks_below"), ()
    label, fs = assets.fitted(corp.name, px(theme.FONT_BODY), panel.w - px(24), True)
    name = assets.text(label, fs, theme.TEXT, bold=True)
    diff = (quantum_ui.difficulty_text(t) if quantum
            else t("ui.supermoon.difficulty", n=corp.difficulty, max=DIFFICULTY_MAX))
    rovers = t("ui.supermoon.corp_rovers", n=corp.rovers)
    about = (t("ui.supermoon.qs.reconstructed") if quantum  # RECONSTRUCTED (SM-12)
             else t("ui.supermoon.corp_strength", strength=t(f"sm.corp.{corp.key}.strength"),
                    weakness=t(f"sm.corp.{corp.key}.weakness")))
    described = [(f"{diff} · {rovers}", theme.ACCENT), (about, theme.TEXT_DIM)]
    words = ([(text, theme.TEXT) for text in powers]
             + [(text, theme.TEXT_DIM) for text in techs])
    plan = _plan(table, len(offer), top, panel, name.get_height(), described, words, note,
                 rows, body)
    _draw_list(table, surface, offer, shown, panel.x + px(10), top, top + plan.list_h,
               panel.w - px(20), plan.cols)
    y = top + plan.list_h + px(8)
    left, width = panel.x + px(12), panel.w - px(24)
    surface.blit(name, (left, y))
    y += name.get_height()
    # the paragraphs written under the description (the power first) leave it their room;
    # it steps its type down for them
    under = words[:plan.split]
    size = body
    if plan.whole:  # one type size for the paragraphs of both panels (the description read
        # larger than the power beside it, stop 61)
        _x, side_w, side_top, side_bottom = _room(side_panel(table), plan.note, plan.rows, body)
        size = min(fit_size(words[plan.split:], side_w, side_bottom - side_top, body),
                   fit_size(described + under, width, panel.bottom - px(6) - y, body))
    bottom = (panel.bottom - px(6) - height_at(under, width, size) if under  # (only whole)
              else panel.bottom - px(8))
    end = draw_words(surface, described, left, y, width, bottom, size)
    if under:
        draw_words(surface, under, left, end + px(2), width, panel.bottom - px(4), size, table)
    _draw_powers(table, surface, powers, techs, plan, size)


@dataclass(frozen=True)
class _Plan:
    """Where the corporation choice puts its texts, decided once: the list's columns and
    height, how many paragraphs (the power first) go under the description, whether the note
    stays under the side's paragraphs, and whether those all read whole beside (else the
    power in full and each tech on one line, whole on hover)."""

    cols: int
    list_h: int
    split: int
    note: str
    whole: bool
    rows: tuple[tuple[str, str], ...] = ()


def _plan(table, count: int, top: int, panel: pygame.Rect, name_h: int, described, words,
          note: str, rows, body: int) -> _Plan:
    """The first layout that reads whole: the note kept, then given way (the bar's prompt
    says the same; not Quantum Solutions'); for each, the list on one column, then (four
    offered or more: five at six seats, stop 62) on two — freeing the room under the
    description; for each, every paragraph beside, else the fewest first ones under the
    description (at 150% every tech of
    every corporation read « T1  Les colonnes Civ et Tech comptent co… »; with the nine
    corporations and Quantum Solutions offered even that was not enough). Quantum Solutions'
    rows (each upper face's techs on one line, whole on hover) give way last: its face
    chooser lists the techs whole (stop 62: dealt at 150%, its four faces read one line each,
    cut). Where none reads whole, one column and the fallback of `_draw_powers`."""
    side = side_panel(table)
    width = panel.w - px(24)
    room = panel.bottom - px(10) - top
    # Quantum Solutions' note (with `rows`) says which face's tracks are shown: it stays
    for kept, shown in dict.fromkeys(((note, rows), (note if rows else "", ()))):
        _left, side_w, side_top, side_bottom = _room(side, kept, shown, body)
        beside = side_bottom - side_top
        for cols in ((1, 2) if count >= 4 else (1,)):
            per_col = -(-count // cols)  # two columns: rows of one line (of 31 px at 150%)
            list_h = min(per_col * (px(36) if cols == 1 else px(21)), room * 2 // 3)
            under = (panel.bottom - px(6) - (top + list_h + px(8) + name_h)
                     - _height(described, width, body))
            split = next((k for k in range(len(words))
                          if (k == 0 or _height(words[:k], width, body) <= under)
                          and _fits(words[k:], side_w, beside, body)), None)
            if split is not None:
                return _Plan(cols, list_h, split, kept, True, shown)
    return _Plan(1, min(count * px(36), room * 2 // 3), 0, note, False, rows)


def _draw_powers(table, surface: pygame.Surface, powers: list[str], techs: list[str],
                 plan: _Plan, size: int) -> None:
    """The paragraphs the plan leaves beside (over the station and the cards column), the
    plan's note below them; where they cannot all be read, the power in full and each tech on
    one line (whole on hover). The plan's `rows` (label, tooltip) are one line each, at the
    bottom, above the note. `size`: the paragraphs' type where they all read whole."""
    rows = plan.rows
    side = side_panel(table)
    body = px(theme.FONT_SMALL)
    power = [(text, theme.TEXT) for text in powers]
    words = (power + [(text, theme.TEXT_DIM) for text in techs])[plan.split:]
    left, width, y, bottom = _room(side, plan.note, rows, body)
    table.cover(surface, side)
    note_fs = min(body - px(2), size)  # a footnote, never larger than the paragraphs
    notes, nfs = (assets.wrapped(plan.note, note_fs, width,
                                 3 * assets.font(note_fs).get_linesize())
                  if plan.note else ([], note_fs))
    nlh = assets.font(nfs).get_linesize()
    for k, label in enumerate(notes):
        surface.blit(assets.text(label, nfs, theme.TEXT_DIM),
                     (left, bottom + len(rows) * assets.font(body).get_linesize()
                      + (px(4) if rows else 0) + k * nlh))
    line = assets.font(body).get_linesize()
    for k, (text, tip) in enumerate(rows):
        _one_line(table, surface, pygame.Rect(left, bottom + px(2) + k * line, width, line),
                  text, tip, body)
    if plan.whole:
        draw_words(surface, words, left, y, width, bottom, size, table)
        return
    y = draw_words(surface, power, left, y, width, bottom - len(techs) * line - px(4), body,
                   table)
    for text in techs:
        _one_line(table, surface, pygame.Rect(left, y, width, line), text, text, body)
        y += line


def _room(side: pygame.Rect, note: str, rows, body: int) -> tuple[int, int, int, int]:
    """(left, width, top, bottom) of the paragraphs in `side`: above the `rows` and the note
    (on up to three lines: Quantum Solutions' was cut on one, its type stepped down)."""
    left, width = side.x + px(10), side.w - px(20)
    note_fs = body - px(2)
    notes, nfs = (assets.wrapped(note, note_fs, width, 3 * assets.font(note_fs).get_linesize())
                  if note else ([], note_fs))
    bottom = side.bottom - px(8) - len(notes) * assets.font(nfs).get_linesize()
    bottom -= len(rows) * assets.font(body).get_linesize() + (px(4) if rows else 0)
    return left, width, side.y + px(8), bottom


def _one_line(table, surface, row: pygame.Rect, text: str, tip: str, size: int) -> None:
    label, fs = assets.fitted(text, size, row.w, floor=0.85)
    surface.blit(assets.text(label, fs, theme.TEXT_DIM), row)
    table.add_hit(row, tip)


def _fits(words, width: int, height: int, size: int) -> bool:
    """Do these paragraphs fit at a readable size (down to 4 px under `size`)?"""
    return _height(words, width, size) <= height


def _height(words, width: int, size: int) -> int:
    """The height these paragraphs take at the smallest readable size (4 px under `size`)."""
    return height_at(words, width, max(10, size - px(4)))


def height_at(words, width: int, fs: int) -> int:
    """The height these paragraphs take at type size `fs`, as `draw_words` spaces them."""
    lh = assets.font(fs).get_linesize()
    return sum(len(assets.wrapped(text, fs, width, 99 * lh)[0]) * lh + px(3)
               for text, _ in words)


def shown_player(table, view, player):
    """While the viewer chooses a corporation, the tracks area shows the one looked at, as
    printed (trackers at the start): for Quantum Solutions the lower face A's, or while its
    faces are chosen the lower face looked at (SM-11.1)."""
    if table.viewer is None or player is not view.players[table.viewer]:
        return player
    key = quantum_ui.shown_key(table, player)
    if key is None and player.corp_offer:
        shown = looked_at(table, player.corp_offer)
        key = quantum_key(0, 0) if quantum_ui.is_quantum_offer(shown) else offered_corp(shown).key
    if key is None:
        return player
    return replace(player, corp=key, tracks=(0,) * len(TRACKS))


def _draw_list(table, surface, offer, shown, x: int, top: int, bottom: int,
               list_w: int, cols: int = 1) -> None:
    """The offered corporations as rows, down the first column then the next; on two columns
    the difficulty dots step down a little and the names share one size that fits."""
    size = px(theme.FONT_SMALL) - px(1)
    gap = px(3)
    per_col = -(-len(offer) // cols)
    row_w = (list_w - gap * (cols - 1)) // cols
    row_h = min(px(34), (bottom - top - gap * (per_col - 1)) // per_col)
    fs = min(size, max(11, row_h - px(5)))  # at 150% the rows' names had stepped to 11
    dot_fs = fs if cols == 1 else max(11, fs * 3 // 5)
    dots_w = max(assets.font(dot_fs).size(c * DIFFICULTY_MAX)[0] for c in "●○")
    name_w = row_w - dots_w - px(17)
    name_fs = fs  # one size for every name, the looked-at one bold
    while name_fs > 11 and any(assets.font(name_fs, True).size(offered_corp(c).name)[0] > name_w
                               for c in offer):
        name_fs -= 1
    for k, corp in enumerate(offer):
        r = pygame.Rect(x + (k // per_col) * (row_w + gap), top + (k % per_col) * (row_h + gap),
                        row_w, row_h)
        on = corp == shown
        hover = r.collidepoint(table.mouse)
        pygame.draw.rect(surface, (70, 62, 30) if on else (40, 48, 92) if hover
                         else (30, 36, 70), r, border_radius=px(5))
        pygame.draw.rect(surface, art.GOLD if on or hover else theme.PANEL_BORDER, r, 1,
                         border_radius=px(5))
        label = assets.fit(offered_corp(corp).name, name_fs, name_w, on)
        name = assets.text(label, name_fs, theme.TEXT, bold=on)
        surface.blit(name, name.get_rect(midleft=(r.x + px(7), r.centery)))
        # difficulty dots; Quantum Solutions' possible extra ones dim (SM-0.5)
        level = offered_corp(corp).difficulty
        most = quantum_ui.difficulty_range()[1] if quantum_ui.is_quantum_offer(corp) else level
        right = r.right - px(6)
        for part, colour in reversed(list(zip(quantum_ui.dots(level, most),
                                              (theme.ACCENT, theme.TEXT_DIM, theme.ACCENT),
                                              strict=True))):
            if part:
                img = assets.text(part, dot_fs, colour)
                surface.blit(img, img.get_rect(midright=(right, r.centery)))
                right -= img.get_width()
        table.add_hit(r, corp_tip(table.t, corp), functools.partial(_look, table, corp))


def fit_size(words, width: int, height: int, size: int, floor: int = 0) -> int:
    """The largest type, from `size` down to `floor` (4 px under it by default), at which
    the paragraphs fit `height` (the floor where none does)."""
    floor = floor or max(10, size - px(4))
    return next((fs for fs in range(size, floor - 1, -1)
                 if height_at(words, width, fs) <= height), floor)


def draw_words(surface, words, left: int, y: int, width: int, bottom: int, size: int,
                table=None) -> int:
    """Paragraphs top to bottom; the font shrinks (to a floor) until they all fit; past the
    floor the last line that fits ends in an ellipsis, the paragraph whole on hover (with
    `table`). Returns where the text ends."""
    fs = fit_size(words, width, bottom - y, size)
    lh = assets.font(fs).get_linesize()
    blocks = [(assets.wrapped(text, fs, width, 99 * lh)[0], colour) for text, colour in words]
    for (lines, colour), (text, _) in zip(blocks, words, strict=True):
        top = y
        for k, line in enumerate(lines):
            if y + lh > bottom:
                return y
            if k + 1 < len(lines) and y + 2 * lh > bottom:  # the next line is lost: say so
                line = assets.fit(" ".join(lines[k:]), fs, width)
                surface.blit(assets.text(line, fs, colour), (left, y))
                if table is not None:
                    table.add_hit(pygame.Rect(left, top, width, y + lh - top), text)
                return y + lh
            surface.blit(assets.text(line, fs, colour), (left, y))
            y += lh
        y += px(3)
    return y


__all__ = ["corp_tip", "draw_corp_pick", "draw_words", "fit_size", "looked_at", "shown_player",
           "tech_count", "tech_name"]
