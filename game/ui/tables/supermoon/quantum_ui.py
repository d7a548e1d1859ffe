"""Quantum Solutions on the table (SM-11, SM-12; its data RECONSTRUCTED, and the player is told
so): its entry in the corporation picker (the id `QUANTUM_ID` stands for four pairs of faces,
SM-0.5), the face chooser of `quantum <upper> <lower>` (SM-11.1), the round's rule state in the
cards column (SM-11.4) and the words of its choices (SM-11.5, SM-11.6, SM-12.3).

The face chooser is drawn over the player's board area like the moon picker: the two upper
faces on the left (condition), the two lower faces on the right (rule); a click looks at a
face, the station's area lists the techs of the upper face looked at and the tracks area shows
the lower face looked at; the bar's "Run Quantum Solutions B/A" takes the pair.
"""

from __future__ import annotations

import functools

import pygame

from game.core.i18n import capitalised
from game.supermoon.corps.quantum import NOTHING
from game.supermoon.data import FACES, QUANTUM, QUANTUM_CORPS, QUANTUM_ID, TRACKS, quantum_key
from game.ui import assets, theme
from game.ui.tables.supermoon import art
from game.ui.theme import px

DIFFICULTY_MAX = 4
NAME = str(QUANTUM["name"])
TECHS = 5  # every upper face has five tech levels (SM-12.3)


def face_difficulty(half: str, face: int) -> int:
    """The difficulty icons of one half-board face (SM-12.5)."""
    return int(QUANTUM[half][FACES[face]]["difficulty"])


def difficulty_range() -> tuple[int, int]:
    """The least and the most difficult pair of faces (SM-0.5)."""
    levels = [c.difficulty for c in QUANTUM_CORPS.values()]
    return min(levels), max(levels)


def difficulty_text(t) -> str:
    """"Difficulty 2–3/4 (by the faces chosen)"."""
    lo, hi = difficulty_range()
    return t("ui.supermoon.qs.difficulty", lo=lo, hi=hi, max=DIFFICULTY_MAX)


def dots(level: int, top: int = 0) -> tuple[str, str, str]:
    """Difficulty dots in three parts: certain, possible (a range's upper end), none."""
    top = max(top, level)
    return "●" * level, "●" * (top - level), "○" * (DIFFICULTY_MAX - top)


def corp_tip(t) -> str:
    """The picker row's tooltip: name, difficulty range, the rule in general."""
    return f"{NAME} · {difficulty_text(t)}\n{t('ui.supermoon.qs.rule')}"


def picker_words(t) -> tuple[list[str], list[str], tuple[tuple[str, str], ...]]:
    """What the picker writes over the station: the rule in general, each face's condition or
    rule (SM-11.3, SM-11.5, SM-11.6), and a line for each upper face's techs, the five of them
    on hover (SM-12.3)."""
    faces = [t(f"sm.qs.{half}.{f}") for half in ("upper", "lower") for f in FACES]
    rows = tuple((t("ui.supermoon.qs.techs", face=f),
                  "\n".join(f"T{level}  " + t(f"sm.corp.{quantum_key(u, 0)}.tech.{level}")
                            for level in range(1, TECHS + 1))) for u, f in enumerate(FACES))
    return [t("ui.supermoon.qs.rule")], faces, rows


# --- the face chooser (SM-11.1) ---------------------------------------------------------------


def faces_looked_at(table) -> tuple[int, int]:
    """(upper, lower) looked at: the faces clicked, A/A at first."""
    sel = getattr(table, "qs_faces", None)
    return sel if sel is not None else (0, 0)


def _look(table, half: int, face: int) -> None:
    faces = list(faces_looked_at(table))
    faces[half] = face
    table.qs_faces = (faces[0], faces[1])


def shown_key(table, player) -> str | None:
    """The corporation whose tracks the tracks area shows while the faces are chosen."""
    if table.viewer is None or not player.quantum_offer:
        return None
    return quantum_key(*faces_looked_at(table))


def take_button(table, o) -> tuple[str, object, str, bool]:
    """The bar's "Run Quantum Solutions B/A" for the faces looked at."""
    t = table.t
    upper, lower = faces_looked_at(table)
    words = {"upper": FACES[upper], "lower": FACES[lower]}
    return (t("ui.supermoon.btn.take_quantum", **words), o.quantum.get((upper, lower)),
            t("ui.supermoon.btn.take_quantum_tip", **words), True)


def draw_faces(table, surface: pygame.Surface, view) -> None:
    """The chooser (see the module docstring): the four faces over the board area, each read
    whole, the reconstruction note under them; over the station (idle during setup) the techs
    of the upper face looked at, whole, and the pair's difficulty. Stop 62: at 150% in French
    every face was cut after four lines and its techs to one line each, whole only on hover."""
    from game.ui.tables.supermoon.pick import picker_title  # pick imports this module

    t = table.t
    upper, lower = faces_looked_at(table)
    panel = table.region("own_board").inflate(-px(10), -px(10))
    table.cover(surface, panel)
    width = panel.w - px(24)
    y = picker_title(surface, t("ui.supermoon.qs.faces_title"), panel) - px(6)
    small = max(11, px(theme.FONT_SMALL) - px(2))
    foot, ffs = assets.wrapped(t("ui.supermoon.qs.reconstructed"), small, width,
                               2 * assets.font(small).get_linesize())
    flh = assets.font(ffs).get_linesize()
    bottom = panel.bottom - px(6) - len(foot) * flh
    for k, line in enumerate(foot):
        surface.blit(assets.text(line, ffs, theme.TEXT_DIM), (panel.x + px(12), bottom + k * flh))
    half_w = (panel.w - px(36)) // 2
    y0 = y + px(4)
    card_h = (bottom - px(6) - y0 - px(8)) // 2
    for col, (half, chosen) in enumerate((("upper", upper), ("lower", lower))):
        x = panel.x + px(12) + col * (half_w + px(12))
        for face in range(2):
            r = pygame.Rect(x, y0 + face * (card_h + px(8)), half_w, card_h)
            _draw_face(table, surface, r, half, face, face == chosen)
    _draw_techs(table, surface, upper, lower)


def face_body(text: str) -> str:
    """A face's text without its "Upper A:" label, which the card's column and title say
    already (the label stays in the tooltips and the corporation picker, where it is needed)."""
    _label, sep, rest = text.partition(":")
    rest = rest.strip()
    return capitalised(rest) if sep and rest else text


def _draw_face(table, surface, r: pygame.Rect, half: str, face: int, on: bool) -> None:
    """One face: its letter and difficulty, then its condition or rule, the type stepping
    down until it reads whole."""
    t = table.t
    hover = r.collidepoint(table.mouse)
    pygame.draw.rect(surface, (70, 62, 30) if on else (40, 48, 92) if hover else (30, 36, 70),
                     r, border_radius=px(6))
    pygame.draw.rect(surface, art.GOLD if on or hover else theme.PANEL_BORDER, r, 1,
                     border_radius=px(6))
    text = t(f"sm.qs.{half}.{FACES[face]}")
    table.add_hit(r, text, functools.partial(_look, table, 0 if half == "upper" else 1, face))
    inner = r.inflate(-px(12), -px(8))
    body = px(theme.FONT_SMALL)
    title = t("ui.supermoon.qs.face", half=t(f"ui.supermoon.qs.{half}"), face=FACES[face],
              n=face_difficulty(half, face))
    img = assets.text(*assets.fitted(title, body, inner.w, True), theme.ACCENT, bold=True)
    surface.blit(img, inner.topleft)
    y = inner.y + img.get_height() + px(2)
    lines, fs = assets.wrapped(face_body(text), body, inner.w, inner.bottom - y)
    for ln in lines:
        surface.blit(assets.text(ln, fs, theme.TEXT), (inner.x, y))
        y += assets.font(fs).get_linesize()


def _draw_techs(table, surface, upper: int, lower: int) -> None:
    """The techs of the upper face looked at (SM-12.3), whole, over the station and the cards
    column; the pair's difficulty below them. In solo the panel starts under the target's
    ladder, unless the techs would then shrink under four fifths of the body type: they are
    what the choice is read from (at 150% in French, a stop-93 review read them at 10 px)."""
    from game.ui.tables.supermoon.corp_pick import draw_words, fit_size, tech_name
    from game.ui.tables.supermoon.pick import side_panel

    t = table.t
    body = px(theme.FONT_SMALL)
    total = t("ui.supermoon.qs.total", upper=FACES[upper], lower=FACES[lower],
              n=QUANTUM_CORPS[quantum_key(upper, lower)].difficulty, max=DIFFICULTY_MAX)
    key = quantum_key(upper, 0)
    words = [(f"{tech_name(key, level)} " + t(f"sm.corp.{key}.tech.{level}"), theme.TEXT)
             for level in range(1, TECHS + 1)]

    def layout(side: pygame.Rect):
        width = side.w - px(20)
        line, tfs = assets.fitted(total, body, width, True)
        bottom = side.bottom - px(8) - assets.font(tfs, True).get_linesize()
        head, hfs = assets.fitted(t("ui.supermoon.qs.techs_head", face=FACES[upper]), body,
                                  width, True)
        y = side.y + px(8) + assets.font(hfs, True).get_linesize() + px(4)
        room = bottom - px(6) - y
        return (line, tfs, bottom, head, hfs, y, room,
                fit_size(words, width, room, body, max(11, int(body * 0.65))))

    side = side_panel(table, clear_ladder=True)
    parts = layout(side)
    if parts[-1] < body * 4 // 5:
        side = side_panel(table)
        parts = layout(side)
    line, tfs, bottom, head, hfs, y, room, size = parts
    table.cover(surface, side)
    left, width = side.x + px(10), side.w - px(20)
    surface.blit(assets.text(head, hfs, theme.ACCENT, bold=True), (left, side.y + px(8)))
    end = draw_words(surface, words, left, y, width, y + room, size, table)
    # the pair's difficulty right under the techs (pinned to the bottom, it stood apart at 100%)
    surface.blit(assets.text(line, tfs, theme.ACCENT, bold=True),
                 (left, min(end + px(6), bottom)))


# --- playing it -------------------------------------------------------------------------------


def rule_row(t, player) -> tuple[str, str] | None:
    """(text, tooltip) of the round's rule state (SM-11.4: `Player.quantum`), for a seat
    running Quantum Solutions."""
    if player.corp not in QUANTUM_CORPS:
        return None
    upper, lower = player.corp[-2:]
    state = {1: "on", -1: "off"}.get(player.quantum, "open")
    tip = "\n".join((t(f"ui.supermoon.qs.state.{state}"), t(f"sm.qs.upper.{upper.upper()}"),
                     t(f"sm.qs.lower.{lower.upper()}")))
    return t(f"ui.supermoon.qs.row.{state}"), tip


def choice_label(table, kind: str, choice: tuple[int, ...]) -> str | None:
    """A Quantum Solutions item's or use's choice in words, else None."""
    t = table.t
    if kind.startswith("qs_") and choice[0] == NOTHING:
        return t("ui.supermoon.choice.nothing")
    if kind == "qs_res":  # (tracker, 0) advance, (tracker, 1) regress instead (SM-11.5)
        name = t(f"sm.terrain.{TRACKS[choice[0]]}")
        if choice[1]:
            return t("ui.supermoon.choice.qs_regress", track=name)
        me = table.view().players[table.viewer]
        gain = me.pool[table.gain_sel] if table.gain_sel is not None else None
        if gain is not None and gain.kind == "qs_res" and gain.opts[2] == 2:  # SM-11.6
            return t("ui.supermoon.choice.qs_double", track=name)
        return t("ui.supermoon.choice.qs_advance", track=name)
    if kind == "qs_more":
        return t("ui.supermoon.choice.qs_advance", track=t(f"sm.terrain.{TRACKS[choice[0]]}"))
    if kind == "use.free_rover_step":  # (rover, direction): upper B T2
        return t("ui.supermoon.choice.rover_step", n=choice[0] + 1,
                 dir=t(f"ui.supermoon.dir.{choice[1] % 4}"))  # no diagonals
    return None


def is_quantum_offer(corp: int) -> bool:
    """The picker's entry for Quantum Solutions."""
    return corp == QUANTUM_ID


__all__ = ["choice_label", "corp_tip", "difficulty_range", "difficulty_text", "dots",
           "draw_faces", "faces_looked_at", "is_quantum_offer", "picker_words", "rule_row",
           "shown_key", "take_button"]
