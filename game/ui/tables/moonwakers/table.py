"""The MOONWAKERS table: the card table from the Tiled map, the action bar, the dice tray.

Layout: the map `maps/moonwakers_table.tmx` (via `game.boards.load_card_table`) is scaled into
the top of the table area — the central row of N+1 terrain cards, the combination display and
its pile, the deck and discard, and per seat its mapped row, hand, character, SCAN/PROTECTION
card, name plate and acquired combinations (seat positions from `seats_for(n)`, rotated so
the viewer sits at the bottom). Below it, the action bar (`prompt`, drawn by `bar`) says what the
player must decide, with buttons and clickable cards. The dice tray plays the reveal
spotlight (`fx`: card flips, d12 rolls with their sentence); the round-info panel
shows the phase, or a large preview of the card under the mouse. That middle band (deck,
discard, combinations, the central row, the dice tray and the round-info panel) is drawn by
`centre`, each seat by `seat`.

Everything drawn comes from `self.view()` (the viewer's view, never the state); the only
state read is the legality check of a custom claim (`rules.is_legal`). Card faces come from
`game.ui.render.cards`.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import pygame

from game import boards
from game.moonwakers.actions import Action
from game.moonwakers.data import ABILITY, COMBOS, TERRAIN
from game.moonwakers.engine import label as card_label
from game.ui import assets, i18n, theme
from game.ui.render import cards, ring
from game.ui.scenes.table_frame import TableScene
from game.ui.tables.moonwakers import centre, results
from game.ui.tables.moonwakers import fx as fx
from game.ui.tables.moonwakers import motion as motion
from game.ui.tables.moonwakers import prompt as mp
from game.ui.theme import px
from game.ui.widgets.base import is_left_down, is_left_up

TARGET = (120, 230, 160)


@functools.cache
def card_table() -> boards.CardTable:
    """The Moonwakers card-table map (loaded once)."""
    return boards.load_card_table()


@dataclass
class Hit:
    """A rect registered while drawing: a tooltip, a preview, maybe a click."""

    rect: pygame.Rect
    key: tuple | None
    tip: str
    preview: tuple | None = None
    action: Any = None


def _hit_token(hit: Hit) -> tuple:
    """What identifies a target across frames: its place, key and (for a rule action) the
    action itself. Callbacks are rebuilt every frame, so they are identified by place and key."""
    action = (hit.action if isinstance(hit.action, Action)
              else getattr(hit.action, "__qualname__", type(hit.action).__name__))
    return (tuple(hit.rect), hit.key, hit.tip, action)


CARD_LINES = frozenset(f"mw.{k}" for k in (
    "cryogen", "shielded", "abri", "abri_def", "labo", "labo_own", "scan_hidden",
    "scan_layout_seen", "scan_mapped_seen"))
"""Log lines of an action card's effect that name the card (`engine.play_action` emits the
bare "played" line just before them)."""


def _tells_card(played: tuple[int, Any], after: tuple[int, Any]) -> bool:
    """Does `after` tell the same play as the bare `played` line (same step, same seat)?"""
    (step, event), (step2, nxt) = played, after
    return (step == step2 and nxt.kind in CARD_LINES
            and nxt.args.get("seat") == event.args.get("seat"))


class MoonwakersTable(TableScene):
    """The MOONWAKERS table scene (see the module docstring)."""

    # « Tour 3 »: the French rules say « Phase 1 du tour », « pendant ce tour », as do our
    # rules page and log; « Manche 18 » stood over « Tour 18 » in the log (stop 92)
    ROUND_KEY = "ui.moonwakers.round"

    def __init__(self, app, match, info=None) -> None:
        self.tbl = card_table().for_players(match.n_seats)
        self.scale = 1.0
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.action_rect = pygame.Rect(0, 0, 0, 0)
        self.hits: list[Hit] = []
        self._pressed: tuple | None = None  # the target that got the current press
        self.mouse = (-1, -1)
        self.mode: str | None = None
        self.claim: Action | None = None
        self._ui_key: object = None
        self._auto_done: list[object] = []
        self.spot = fx.Spotlight()
        self.motion = motion.Motions()
        self.key_rects: dict[tuple, pygame.Rect] = {}
        # a long row is shown a page at a time (`rows`): the page per (row, seat), and the
        # chip's rect for each card not shown (where a slide towards it lands)
        self.row_pages: dict[tuple[str, int], int] = {}
        self.stand_ins: dict[tuple, pygame.Rect] = {}
        self._hidden: set[tuple] = set()
        self._drawn_view = None
        self.prompt: mp.Prompt | None = None
        self.prompt_key: tuple | None = None
        self.preview_box: pygame.Rect | None = None  # the enlarged card drawn this frame
        super().__init__(app, match, info)
        self.spot.factor = self.animation_factor

    # --- helpers ------------------------------------------------------------------------
    # the results' headline, note, score by what made it and row tooltips (MW-7)
    over_headline = results.over_headline
    over_note = results.over_note
    score_details = results.score_details
    over_tip = results.over_tip

    def lang(self) -> str:
        """Current language code."""
        return i18n.language()

    def set_mode(self, mode: str | None) -> None:
        """Enter or leave a card-targeting mode (SCAN / CRYOGEN / LABO card)."""
        self.mode = mode

    def on_key_escape(self) -> bool:
        """Esc first leaves a card-targeting mode (as its « Back » button does; it opened
        the menu over a LABO being aimed, a newcomer's review), then opens the menu."""
        if self.mode is not None and self.curtain_for is None:
            self.set_mode(None)
            self.prompt = None
            return True
        return super().on_key_escape()

    def settle(self) -> None:
        """Under a result panel: the tray's roll or flip and the cards' slides at their end."""
        self.spot.finish()
        self.motion.finish()

    def on_key_enter(self) -> bool:
        """Enter presses the bar's default: its one primary button (Roll, Claim…), else its
        only button (« Ne rien réclamer » alone did nothing on Enter, a newcomer's game,
        stop 98). A secret choice of two (SCAN or PROTECTION) has no default."""
        if self.curtain_for is not None or self.viewer is None or self.is_animating():
            return False
        buttons = [b for b in self.current_prompt().buttons
                   if b.enabled and (b.action is not None or b.on_click is not None)]
        primary = [b for b in buttons if b.primary]
        pick = primary[0] if len(primary) == 1 else buttons[0] if len(buttons) == 1 else None
        if pick is None:
            return False
        if pick.action is not None:
            self.submit(pick.action)
        elif pick.on_click is not None:
            pick.on_click()
            self.prompt = None
        return True

    def select_claim(self, action: Action | None) -> None:
        """Pre-select a payment (the cheapest) for a combination."""
        self.claim = action

    def toggle_claim(self, where: str, index: int) -> None:
        """Add or remove one own card from the selected payment."""
        if self.claim is None:
            return
        hand, mapped = set(self.claim.hand), set(self.claim.mapped)
        target = hand if where == "hand" else mapped
        target.symmetric_difference_update({index})
        self.claim = Action("claim", index=self.claim.index, hand=tuple(sorted(hand)),
                            mapped=tuple(sorted(mapped)))

    def turn_row_page(self, where: str, seat: int) -> None:
        """Show the next page of a long row (`rows.layout_row` wraps it to the first)."""
        self.row_pages[(where, seat)] = self.row_pages.get((where, seat), 0) + 1

    def position_of(self, seat: int) -> int:
        """Map seat position of a seat, rotated so the viewer sits at the bottom."""
        order = self.tbl.seats_for(self.match.n_seats)
        base = self.viewer if self.viewer is not None else 0
        return order[(seat - base) % len(order)]

    def srect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """Map pixels -> screen rect."""
        s = self.scale
        return pygame.Rect(round(self.board_rect.x + x * s), round(self.board_rect.y + y * s),
                           round(w * s), round(h * s))

    def slot_rect(self, name: str) -> pygame.Rect:
        """Screen rect of a named slot."""
        sl = self.tbl.slot(name)
        return self.srect(sl.x, sl.y, sl.w, sl.h)

    # --- layout -------------------------------------------------------------------------
    def layout_table(self, rect: pygame.Rect) -> None:
        """Board on top (map scaled to fit), action bar below."""
        from game.ui.tables.moonwakers.bar import BAR_H
        bar = px(BAR_H)
        area = pygame.Rect(rect.x, rect.y, rect.w, rect.h - bar)
        self.scale = min(area.w / self.tbl.width, area.h / self.tbl.height)
        w, h = round(self.tbl.width * self.scale), round(self.tbl.height * self.scale)
        self.board_rect = pygame.Rect(area.x + (area.w - w) // 2, area.y, w, h)
        self.action_rect = pygame.Rect(rect.x, self.board_rect.bottom, rect.w,
                                    rect.bottom - self.board_rect.bottom)

    def card_size(self, seat: bool = False) -> tuple[int, int]:
        """Screen size of a table card (or a seat card)."""
        w, h = self.tbl.seat_card_size if seat else self.tbl.card_size
        return max(8, round(w * self.scale)), max(10, round(h * self.scale))

    # --- frame --------------------------------------------------------------------------
    def _sync_ui(self) -> None:
        key = (self.match.state, self.viewer)
        if key != self._ui_key:
            self._ui_key = key
            self.mode = None
            self.claim = None
            self.prompt = None

    def update(self, dt: float) -> None:
        """Animations, the player's empty choices, then the frame."""
        self.spot.factor = self.animation_factor
        self.motion.factor = self.animation_factor
        self.motion.update(dt)
        if not self.motion.busy():  # the tray tells a card's story once it has flipped
            self.spot.update(dt)
        super().update(dt)
        self._sync_ui()
        self.tick_tray()
        if self.curtain_for is None and self.viewer is not None and not self.is_animating():
            state = self.match.state
            if not any(s is state for s in self._auto_done):
                view = self.view()
                lone = mp.auto_action(self.legal_actions(),
                                      view.tasks[0].kind if view.tasks else "",
                                      hot_seat=len(self.match.humans()) >= 2)
                if lone is not None:
                    self._auto_done = [*self._auto_done[-20:], state]
                    self.submit_as(self.viewer, lone, quiet=True)

    def tick_tray(self) -> None:
        """Tell the tray the phase now (a settled message from an earlier phase goes)."""
        view = self.view()
        self.spot.set_phase((view.round, view.tasks[0].kind if view.tasks else "over"))

    def on_events(self, events) -> None:
        """Queue the reveal spotlight items for these events."""
        events = list(events)
        for item in fx.items_for(events, self.t, self.name, self.describe):
            self.spot.add(item)
        self.motion.factor = self.animation_factor
        self.motion.events(events, self, self._drawn_view, self.view())

    def own_roll(self, event, seat: int, events) -> bool:
        """The seat's own rolls, and in a duel it rolled in, the other duellists' rolls too:
        they decide its result (MW-3.2)."""
        if event.kind == "mw.duel_roll":
            return any(e.kind == "mw.duel_roll" and e.args.get("seat") == seat for e in events)
        return super().own_roll(event, seat, events)

    def viewer_changed(self) -> None:
        """The screen passed: what only the last player could see leaves the tray."""
        self.spot.forget_private()

    def log_events(self):
        """The viewer's log without an action card's bare « plays X » line when the card's
        own line follows it in the same step (« Ben se réfugie dans un ABRI. » says it all;
        MW-5.1): the journal told such a play twice."""
        pairs = super().log_events()
        return [pair for k, pair in enumerate(pairs)
                if not (pair[1].kind == "mw.played" and k + 1 < len(pairs)
                        and _tells_card(pair, pairs[k + 1]))]

    def is_animating(self) -> bool:
        """True while a flip, a roll or a card slide plays."""
        return self.spot.busy() or self.motion.busy()

    def current_prompt(self) -> mp.Prompt:
        """The action bar's prompt (rebuilt when the state, viewer, mode or claim change)."""
        self._sync_ui()
        key = (self.mode, self.claim, self.lang())  # a language switch rebuilds the bar
        if self.prompt is None or self.prompt_key != key:
            self.prompt = mp.build_prompt(self)
            self.prompt_key = key
        return self.prompt

    # --- input --------------------------------------------------------------------------
    def handle_table_event(self, event: pygame.event.Event):
        """Clicks on targets (cards, buttons) return their action or run their callback."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if is_left_down(event):
            # A target acts on release over the same target that got the press (as desktop
            # toolkits do): a press that began before a prompt appeared never chooses in it.
            hit = self._hit_at(event.pos)
            self._pressed = _hit_token(hit) if hit is not None else None
            if self.second_click(event.pos):  # what the first click brought under the mouse
                self._pressed = None
            return None
        if not is_left_up(event):
            return None
        pressed, self._pressed = self._pressed, None
        hit = self._hit_at(event.pos)
        if hit is None and pressed is None:
            self._nothing_there(event.pos)
            return None
        if hit is None or pressed is None or _hit_token(hit) != pressed:
            return None
        self.note_click(event.pos)
        if callable(hit.action) and not isinstance(hit.action, Action):
            hit.action()
            self.prompt = None
            return None
        return hit.action

    def _nothing_there(self, pos) -> None:
        """A click on a card or the board that does nothing now says what to do instead (the
        combination pile, one's own character: only their tooltip showed, a newcomer's game,
        stop 98); not while others decide, nor for a drag's or double click's release."""
        if (self.viewer is None or self.viewer not in self.match.to_act() or self.mode
                or not self.board_rect.collidepoint(pos) or self.second_click(pos)
                or not self.legal_actions()):
            return
        self.app.toast(self.t("ui.moonwakers.nothing_there",
                              prompt=self.current_prompt().text), "info")

    def _hit_at(self, pos) -> Hit | None:
        """The topmost clickable target under `pos` drawn last frame."""
        for hit in reversed(self.hits):
            if hit.action is not None and hit.rect.collidepoint(pos):
                return hit
        return None

    def tooltip_at(self, pos) -> str | None:
        """Frame widgets first, then the card or icon under the mouse."""
        tip = super().tooltip_at(pos)
        if tip:
            return tip
        if self.curtain_for is not None:
            return None
        for hit in reversed(self.hits):
            if hit.tip and hit.rect.collidepoint(pos):
                return hit.tip
        return None

    def clickables(self) -> list[tuple[pygame.Rect, Any]]:
        """Every clickable thing drawn last frame (rect, action or callback), for tests."""
        return [(h.rect, h.action) for h in self.hits if h.action is not None]

    # --- drawing ------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view, rect: pygame.Rect) -> None:
        """The board, the seats, the info panel, the dice tray and the action bar."""
        self.hits = []
        self.stand_ins = {}
        self._hidden = self.motion.hidden()
        prompt = self.current_prompt()
        surface.blit(ring.background_surface(self.tbl.background, self.board_rect.size),
                     self.board_rect)
        centre.draw_centre(self, surface, view, prompt)
        for seat in range(view.n):
            self._draw_seat(surface, view, seat, prompt)
        centre.draw_tray(self, surface, view)
        centre.draw_info(self, surface, view)
        self.key_rects = {**self.stand_ins,
                          **{h.key: h.rect for h in self.hits if h.key is not None}}
        self._drawn_view = view
        self.motion.draw(surface, self)
        from game.ui.tables.moonwakers.bar import draw_bar
        draw_bar(self, surface, prompt)
        hover = next((h for h in reversed(self.hits)
                      if h.preview is not None and h.rect.collidepoint(self.mouse)), None)
        self.preview_box = None
        if hover is not None and hover.preview is not None:
            self._draw_preview(surface, hover.rect, hover.preview)

    def tooltip_avoid(self) -> pygame.Rect | None:
        """The enlarged card the tooltip must not cover (it hid a scanned card's face, a
        combination's needs, a character's ability; a newcomer's review)."""
        return self.preview_box

    def add_card(self, surface: pygame.Surface, face: pygame.Surface, rect: pygame.Rect,
                 key: tuple | None, tip: str, prompt: mp.Prompt, preview: tuple | None = None,
                 badge: str = "") -> pygame.Rect:
        """Blit a card; highlight it when it is a target of the prompt; register the hit."""
        action = prompt.targets.get(key) if key is not None else None
        r = rect.move(0, -px(10)) if key in prompt.raised else rect
        hover = r.collidepoint(self.mouse)
        quiet = prompt.quiet and key is not None and key[0] in ("hand", "mapped")
        if key in self._hidden:  # still in flight: the ghost lands here
            self.hits.append(Hit(r, key, tip, preview, action))
            return r
        if action is not None and (not quiet or key in prompt.raised):
            glow = r.inflate(px(8), px(8))
            pygame.draw.rect(surface, theme.ACCENT if key in prompt.raised else TARGET, glow,
                             width=px(3), border_radius=px(7))
        surface.blit(face, r)
        if hover and action is not None:
            pygame.draw.rect(surface, (255, 255, 255), r.inflate(px(2), px(2)), width=px(2),
                             border_radius=px(6))
        if badge:
            self._badge(surface, r, badge)
        self.hits.append(Hit(r, key, tip, preview, action))
        return r

    def _badge(self, surface: pygame.Surface, r: pygame.Rect, kind: str) -> None:
        """A small round badge at the card's top-left (eye = you know its hidden side),
        sized to the card: cards are map geometry, and an interface-sized badge covered a
        small card's elements at 150%."""
        rad = max(5, min(px(9), r.w // 6))
        c = (r.x + rad + 1, r.y + rad + 1)
        pygame.draw.circle(surface, (20, 24, 50), c, rad)
        pygame.draw.circle(surface, theme.ACCENT, c, rad, max(1, rad // 8))
        if kind == "eye":
            pygame.draw.ellipse(surface, (230, 240, 255),
                                (c[0] - rad * 2 // 3, c[1] - rad // 3, rad * 4 // 3,
                                 rad * 7 // 9))
            pygame.draw.circle(surface, (20, 24, 50), c, max(1, rad // 4))

    # --- tooltips -----------------------------------------------------------------------
    def terrain_tip(self, cv, where: str) -> str:
        """Tooltip of a terrain card as the viewer knows it."""
        t = self.t
        biome = t(f"mw.biome.{cv.biome}")
        text = t("ui.moonwakers.tip.terrain", where=where, biome=biome, element=cv.element)
        if cv.id >= 0:
            text += "\n" + self.back_tip(cv.id)
        return text

    def back_tip(self, card: int, explored: bool = False) -> str:
        """The explored side of a card, with the action's effect; `explored` when everybody
        has seen it turned over (it is then no "hidden side")."""
        c = TERRAIN[card]
        key = "ui.moonwakers.tip.explored" if explored else "ui.moonwakers.tip.back"
        text = self.t(key, label=card_label(card))
        if c.kind == "action":
            text += " — " + self.t(f"ui.moonwakers.effect.{c.action}")
        elif c.kind == "accident":
            text += " — " + self.t("ui.moonwakers.effect.accident")
        elif c.kind == "storm":
            text += " — " + self.t(f"ui.moonwakers.effect.{c.storm}")
        return text

    def combo_tip(self, number: int) -> str:
        """Tooltip of a combination card."""
        c = COMBOS[number]
        return self.t("ui.moonwakers.tip.combo", name=cards.combo_name(number, self.lang()),
                      need=cards.combo_formula(number), points=c.points)

    # --- seats --------------------------------------------------------------------------
    def _draw_seat(self, surface: pygame.Surface, view, seat: int, prompt: mp.Prompt) -> None:
        from game.ui.tables.moonwakers.seat import draw_seat
        draw_seat(self, surface, view, seat, prompt)

    # --- hover preview ------------------------------------------------------------------
    def _draw_preview(self, surface: pygame.Surface, anchor: pygame.Rect,
                      preview: tuple) -> None:
        """Large card(s) beside the hovered card, inside the board."""
        kind, arg = preview
        w = px(150)
        h = round(w * 1.4)
        size = (w, h)
        two = kind == "terrain" and arg.id >= 0
        if kind == "combo":  # the shop card, landscape
            size = w, h = (round(h * 1.2), round(h * 0.83))
        total_w = w * (2 if two else 1) + px(6) * two
        # a terrain card's face shows its biome as art only: the preview names it above
        # (a review, stop 82: the enlarged card told no more than the small one)
        title = None
        if kind == "terrain":
            title = assets.text(*assets.fitted(self.t(f"mw.biome.{arg.biome}"),
                                               px(theme.FONT_SMALL), total_w - px(8), True),
                                theme.TEXT, bold=True)
        head = title.get_height() + px(4) if title is not None else 0
        box = pygame.Rect(0, 0, total_w + px(12), h + px(12) + head)
        bounds = self.board_rect
        if anchor.centerx < bounds.centerx:
            box.left = anchor.right + px(16)
        else:
            box.right = anchor.left - px(16)
        box.centery = anchor.centery
        box.clamp_ip(bounds)
        self.preview_box = box
        # opaque: at 230 the cards under it showed through the title (« Acide barbiturique »
        # behind « Colonnes de pierre », a review, stop 83)
        theme.draw_panel(surface, box, theme.PANEL, alpha=255)
        r = box
        if title is not None:
            surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + px(6))))
            r = pygame.Rect(box.x, box.y + head, box.w, box.h - head)
        faces = []
        if kind == "terrain":
            faces.append(cards.terrain_face(arg.biome, arg.element, size))
            if arg.id >= 0:
                faces.append(cards.explored_face(arg.id, size, self.lang()))
        elif kind == "back":
            faces.append(cards.explored_face(arg, size, self.lang()))
        elif kind == "combo":
            faces.append(cards.combination_face(arg, size, self.lang()))
        elif kind == "character":
            faces.append(cards.character_face(arg, size, self.lang()))
        elif kind == "option":
            faces.append(cards.option_face(arg, size, self.lang()))
        total = sum(f.get_width() for f in faces) + px(6) * (len(faces) - 1)
        x = r.centerx - total // 2
        for f in faces:
            surface.blit(f, (x, r.centery - f.get_height() // 2))
            x += f.get_width() + px(6)

    def ability_text(self, character: str) -> str:
        """"SHORTCUT — roll 7+ to place first" for a character."""
        ability = ABILITY[character]
        return self.t(f"ui.moonwakers.ability.{ability}")


__all__ = ["MoonwakersTable", "card_table"]
