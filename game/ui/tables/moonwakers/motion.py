"""Moonwakers card motion on the table: flips in place and slides between zones.

`Motions` turns the viewer's (redacted) events into ghost cards drawn over the board:

* a terrain card explored from the central row (or turned over at the end of the round) flips
  *in place* (scale-x squash, `cards.Flip`) and then slides to where it ended: the player's
  hand, the tray (cards waiting to be resolved) or the deck (spent);
* a card drawn in an ionic sweep flips on the deck, then slides the same way;
* a mapped card slides from the central row to the player's mapped row;
* a LABO card slides from a mapped row to the taker's hand; a lost card slides to the deck;
* a bought combination slides from the display to the buyer's name plate.

Each motion knows its source rect (the card's rect in the last drawn frame, `table.key_rects`)
and its destination *key*; the destination rect is read from the frame being drawn, and the
destination card is not blitted until its ghost lands (`hidden()`). Motions of one batch play
one after the other. Durations scale with the animation setting; 0 = no motion at all.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.moonwakers.data import TERRAIN
from game.ui.render import cards
from game.ui.render.anim import Tween, in_out_sine, out_cubic

FLIP_SECONDS = 0.45
SLIDE_SECONDS = 0.4
PAUSE_SECONDS = 0.35


@dataclass
class Motion:
    """One ghost card: optional flip at `src`, then a slide to the rect of `dest`."""

    src: pygame.Rect
    dest: tuple | None
    front: pygame.Surface | None
    back_card: int = -1           # explored face drawn after a flip
    combo: int = -1               # a combination card (no flip)
    terrain: tuple | None = None  # (biome, element) for a face-down card
    delay: float = 0.0
    flip: cards.Flip | None = None
    pause: float = 0.0
    slide: Tween[float] | None = None
    age: float = 0.0

    @property
    def started(self) -> bool:
        return self.age >= self.delay

    @property
    def done(self) -> bool:
        return (self.started and (self.flip is None or self.flip.done)
                and self.age >= self.delay + self._flip_len() + self.pause
                and (self.slide is None or self.slide.done))

    def _flip_len(self) -> float:
        return self.flip.tween.duration if self.flip is not None else 0.0

    def update(self, dt: float) -> None:
        self.age += dt
        if not self.started:
            return
        if self.flip is not None and not self.flip.done:
            self.flip.update(dt)
            return
        if self.age >= self.delay + self._flip_len() + self.pause and self.slide is not None:
            self.slide.update(dt)

    def finish(self) -> None:
        self.age = max(self.age, self.delay + self._flip_len() + self.pause)
        if self.flip is not None:
            self.flip.finish()
        if self.slide is not None:
            self.slide.finish()

    def length(self) -> float:
        """Seconds from the start of this motion to its landing (after its delay)."""
        slide = self.slide.duration if self.slide is not None else 0.0
        return self._flip_len() + self.pause + slide


class Motions:
    """The ghost cards in flight (see the module docstring)."""

    def __init__(self) -> None:
        self.items: list[Motion] = []
        self.factor = 1.0

    def busy(self) -> bool:
        """True while a ghost is in flight."""
        return any(not m.done for m in self.items)

    def hidden(self) -> set[tuple]:
        """Destination keys whose card is still in flight (not drawn in place yet)."""
        return {m.dest for m in self.items if m.dest is not None and not m.done
                and m.dest[0] in ("hand", "mapped", "limbo")}

    def update(self, dt: float) -> None:
        for m in self.items:
            m.update(dt)
        self.items = [m for m in self.items if not m.done]

    def finish(self) -> None:
        """Land every ghost at once."""
        for m in self.items:
            m.finish()
        self.items = []

    # --- building ----------------------------------------------------------------------
    def _add(self, m: Motion, flip: bool) -> None:
        f = self.factor
        if f <= 0:
            return
        m.delay = max([x.delay + x.length() for x in self.items if not x.done], default=0.0)
        if flip:
            m.flip = cards.Flip(FLIP_SECONDS * f)
            m.pause = PAUSE_SECONDS * f
        m.slide = Tween(0.0, 1.0, SLIDE_SECONDS * f, out_cubic) if m.dest is not None else \
            Tween(0.0, 0.0, 0.0)
        self.items.append(m)

    def events(self, events, table, old_view, new_view) -> None:
        """Queue the motions for a batch of events (old/new: the viewer's views)."""
        if self.factor <= 0 or old_view is None:
            return
        rects = table.key_rects
        for e in events:
            kind = e.kind.removeprefix("mw.")
            a = e.args if isinstance(e.args, dict) else {}
            seat = a.get("seat")
            if kind in ("explored", "flipped") and isinstance(a.get("card"), int):
                card = a["card"]
                if kind == "flipped":
                    src = rects.get(("layout", a["index"] - 1))
                else:
                    pos = old_view.players[seat].position if seat is not None else -1
                    src = rects.get(("layout", pos)) if pos >= 0 else None
                    if src is None or old_view.layout[pos] is None:
                        src = rects.get(("deck",))
                if src is None:
                    continue
                c = TERRAIN[card]
                self._add(Motion(src.copy(), _card_dest(new_view, card, seat), None,
                                 back_card=card, terrain=(c.biome, c.element)), flip=True)
            elif kind == "mapped" and seat is not None:
                src = rects.get(("layout", a["index"] - 1))
                mapped = new_view.players[seat].mapped
                if src is None or not mapped:
                    continue
                cv = mapped[-1]
                self._add(Motion(src.copy(), ("mapped", seat, len(mapped) - 1), None,
                                 terrain=(cv.biome, cv.element)), flip=False)
            elif kind == "labo" and isinstance(a.get("card"), int):
                owner = a.get("owner_seat")
                if owner is None:
                    continue
                old = old_view.players[owner].mapped
                new = new_view.players[owner].mapped
                index = next((i for i in range(len(old)) if i >= len(new) or old[i] != new[i]),
                             len(old) - 1)
                src = rects.get(("mapped", owner, index))
                if src is None:
                    continue
                self._add(Motion(src.copy(), _card_dest(new_view, a["card"], seat), None,
                                 back_card=a["card"]), flip=False)
            elif kind == "bought" and seat is not None and isinstance(a.get("combo"), int):
                src = rects.get(("combo", a["combo"]))
                if src is None:
                    continue
                self._add(Motion(src.copy(), ("plate", seat), None, combo=a["combo"]),
                          flip=False)

    # --- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, table) -> None:
        """Draw the ghosts (after the board, before the action bar)."""
        lang = table.lang()
        for m in self.items:
            if not m.started:
                self._draw_at(surface, m, m.src, table, lang, before=True)
                continue
            if m.flip is not None and not m.flip.done:
                size = m.src.size
                front = cards.terrain_face(*m.terrain, size) if m.terrain else \
                    cards.card_back(size)
                back = cards.explored_face(m.back_card, size, lang)
                m.flip.draw(surface, m.src, front, back)
                continue
            dest = table.key_rects.get(m.dest) if m.dest is not None else None
            if dest is None and m.dest is not None and m.dest[0] == "limbo":
                dest = m.src.copy()
                dest.center = table.slot_rect("dice_tray").center
            if dest is None:
                dest = m.src
            k = float(m.slide.value) if m.slide is not None else 1.0
            r = pygame.Rect(0, 0, round(m.src.w + (dest.w - m.src.w) * k),
                            round(m.src.h + (dest.h - m.src.h) * k))
            r.center = (round(m.src.centerx + (dest.centerx - m.src.centerx) * k),
                        round(m.src.centery + (dest.centery - m.src.centery) * k
                              - in_out_sine(1 - abs(1 - 2 * k)) * m.src.h * 0.15))
            self._draw_at(surface, m, r, table, lang, before=False)

    @staticmethod
    def _draw_at(surface, m: Motion, r: pygame.Rect, table, lang: str, before: bool) -> None:
        size = (max(8, r.w), max(10, r.h))
        if m.combo >= 0:
            face = cards.combination_face(m.combo, size, lang)
        elif m.back_card >= 0 and not (before and m.flip is not None):
            face = cards.explored_face(m.back_card, size, lang)
        elif m.terrain is not None:
            face = cards.terrain_face(*m.terrain, size)
        else:
            face = cards.card_back(size)
        shadow = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=6)
        surface.blit(shadow, r.move(4, 5))
        surface.blit(face, r)


def _card_dest(view, card: int, seat) -> tuple | None:
    """Where an explored card ended: a hand slot, the tray (limbo), or the deck."""
    if seat is not None:
        for i, cv in enumerate(view.players[seat].hand):
            if cv.id == card:
                return ("hand", seat, i)
    if card in view.limbo:
        return ("limbo", card)
    return ("deck",)
