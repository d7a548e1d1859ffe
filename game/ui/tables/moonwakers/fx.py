"""Moonwakers table animations: the reveal spotlight (card flips) and the d12 rolls.

`Spotlight` queues what the viewer's (already redacted) events show: a terrain card turned
over (flip from its terrain face to its explored face), a die roll with its sentence
("7+ needed: rolled 6 + 2 = 8 — success"), a duel (both dice). Items play one after the
other in the dice tray; the last one stays on screen a few seconds (`LINGER_SECONDS`, scaled)
and never past the next phase (`Spotlight.set_phase`). Durations scale with the animation
setting (0 = instant: nothing plays, the last sentence stays until the phase moves on).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.moonwakers.data import SUCCESS, TERRAIN
from game.ui import assets, i18n, theme
from game.ui.render import cards
from game.ui.render.dice import DiceRoll, draw_d12
from game.ui.theme import px

FLIP_SECONDS = 0.55
ROLL_SECONDS = 0.9
HOLD_SECONDS = 0.7
LINGER_SECONDS = 4.0
TEXT_FLOOR = 0.65
"""The least share of its type the tray's sentence steps down to."""


@dataclass
class Item:
    """One thing to show: a flipped card and/or dice with a sentence."""

    sentence: str
    card: int = -1
    dice: tuple[int, ...] = ()
    colours: tuple = ()
    ok: bool | None = None
    flip: cards.Flip | None = None
    roll: DiceRoll | None = None
    hold: float = HOLD_SECONDS
    age: float = 0.0
    extra: list[str] = field(default_factory=list)
    phase: object = None
    """The phase shown when the item first appeared (it goes once the phase moves on)."""
    private: bool = False
    """Told from an event only the viewer of the time may see (a scan's result, MW-9.1)."""

    def length(self) -> float:
        """Time until the next item may start."""
        t = 0.0
        if self.flip is not None:
            t += self.flip.tween.duration
        if self.roll is not None:
            t += self.roll.total
        return t + self.hold


class Spotlight:
    """The queue of reveal/roll items drawn in the dice tray."""

    def __init__(self) -> None:
        self.queue: list[Item] = []
        self.current: Item | None = None
        self.factor = 1.0
        self.flip_in_tray = False  # flips play in place on the table (moonwakers_motion)

    def busy(self) -> bool:
        """True while an item is still playing or waiting."""
        return bool(self.queue) or (self.current is not None
                                    and self.current.age < self.current.length())

    def add(self, item: Item) -> None:
        """Queue an item (instant when the factor is 0)."""
        f = self.factor
        if item.card >= 0 and self.flip_in_tray:
            item.flip = cards.Flip(FLIP_SECONDS * f)
        if item.dice:
            item.roll = DiceRoll(item.dice, duration=ROLL_SECONDS * f, seed=len(self.queue) + 1,
                                 sides=12)
        item.hold = HOLD_SECONDS * f
        self.queue.append(item)
        if f <= 0:
            self.finish()

    def finish(self) -> None:
        """Jump to the last item, settled."""
        if self.queue:
            self.current = self.queue[-1]
            self.queue.clear()
        if self.current is not None:
            for a in (self.current.flip, self.current.roll):
                if a is not None:
                    a.finish()
            self.current.age = self.current.length()

    def forget_private(self) -> None:
        """Drop what only the last viewer may see: the screen has passed to another player
        (a scan's result stayed in the tray for the next player in hot-seat, MW-9.1)."""
        self.queue = [item for item in self.queue if not item.private]
        if self.current is not None and self.current.private:
            self.current = None

    def set_phase(self, phase: object) -> None:
        """The table's phase now: a settled item from an earlier phase is cleared."""
        item = self.current
        if item is None:
            return
        if item.phase is None:
            item.phase = phase
        elif item.phase != phase and not self.queue and item.age >= item.length():
            self.current = None

    def update(self, dt: float) -> None:
        """Advance the current item; start the next when it is over; clear a stale one."""
        if self.current is None or self.current.age >= self.current.length():
            if self.queue:
                self.current = self.queue.pop(0)
            elif self.current is None:
                return
            elif self.factor > 0 and self.current.age >= (self.current.length()
                                                          + LINGER_SECONDS * self.factor):
                self.current = None
                return
        item = self.current
        item.age += dt
        if item.flip is not None and not item.flip.done:
            item.flip.update(dt)
        elif item.roll is not None:
            item.roll.update(dt)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw the current item inside the tray rect."""
        item = self.current
        if item is None:
            return
        # The sentence keeps every word (a 150% duel once lost its winner): smaller type
        # first, and the dice keep at least the upper third of the tray; a card alone keeps
        # less (at 6 seats and 150% « LABO : Artemis prend … : ABRI DÉFEC… » was cut).
        # a sentence alone (a card lost) takes the whole tray, in the body's type, centred
        alone = item.card < 0 and not item.dice
        base = px(theme.FONT_BODY) if alone else px(theme.FONT_SMALL)
        room = rect.h * 2 // 3 if item.dice else \
            rect.h if alone else max(rect.h * 2 // 3, rect.h - px(40))
        with assets.recording_cuts() as cut:  # a trial: only the final layout is checked
            lines, size = assets.wrapped(item.sentence, base, rect.w - px(10),
                                         room, bold=True, floor=TEXT_FLOOR)
        if cut:
            if not item.dice:
                # the sentence takes the card's room too (3 seats, 150%, French: « LABO :
                # Joueur 1 prend la carte cartographiée de Joueur 2 : ACCIDENT 2… »); the
                # card was just shown, and the sentence names it
                room = rect.h
            lines, size = assets.wrapped(item.sentence, base,
                                         rect.w - px(10), room, bold=True, floor=TEXT_FLOOR)
        lines, size = _whole_lines(item.sentence, lines, size, rect.w - px(10), room)
        lh = assets.font(size, True).get_linesize()
        text_h = lh * len(lines)
        area = pygame.Rect(rect.x, rect.y, rect.w, rect.h - text_h - px(6))
        cw = min(int(area.h * 0.7), int(area.w * 0.45))
        ch = int(cw * 1.4)
        if ch > area.h:
            ch = area.h
            cw = int(ch / 1.4)
        x = area.x + px(6)
        if item.card < 0 and item.dice:
            n = len(item.dice)
            dsize = min(px(64), area.h - px(10))
            x = area.centerx - (n * dsize + (n - 1) * px(6)) // 2
        if item.card >= 0 and ch >= px(24):  # no room left under a long sentence: no card
            crect = pygame.Rect(x, area.centery - ch // 2, cw, ch)
            c = TERRAIN[item.card]
            front = cards.terrain_face(c.biome, c.element, crect.size)
            # in the interface's language (a French tray showed the English « IONIC »)
            back = cards.explored_face(item.card, crect.size, i18n.language())
            if item.flip is not None and not item.flip.done:
                item.flip.draw(surface, crect, front, back)
            else:
                surface.blit(back, crect)
            x = crect.right + px(8)
        rolling = item.flip is None or item.flip.done
        if item.dice and rolling and item.roll is not None:
            n = len(item.dice)
            dsize = min(px(64), (area.right - x) // max(1, n) - px(6), area.h - px(10))
            centres = [(x + dsize / 2 + i * (dsize + px(6)), area.centery) for i in range(n)]
            if item.roll.done:
                for (cx, cy), v in zip(centres, item.dice, strict=False):
                    draw_d12(surface, (cx, cy), dsize, v)
            else:
                item.roll.draw(surface, centres, dsize)
        settled = (item.flip is None or item.flip.done) and (item.roll is None or item.roll.done)
        colour = theme.TEXT
        if settled and item.ok is not None:
            colour = theme.SUCCESS if item.ok else theme.ERROR
        y = rect.centery - text_h // 2 if alone else rect.bottom - text_h
        for line in lines:
            if settled or item.card >= 0 and not item.dice:
                img = assets.text(line, size, colour, bold=True)
                surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += lh


def _whole_lines(sentence: str, lines: list[str], size: int, width: int,
                 room: int) -> tuple[list[str], int]:
    """A sentence of several lines (a duel, a roll) keeps each sum's line whole in a smaller
    type rather than breaking a name from its sum, down to the wrap's floor (in the 6-seat
    tray at 150% « Chloé 4 − 1 = 3 » broke after the name); its other lines wrap as usual.
    Else `lines` as wrapped."""
    parts = sentence.split("\n")
    if len(parts) < 2:
        return lines, size
    lowest = max(11, int(px(theme.FONT_SMALL) * TEXT_FLOOR))  # as `assets.wrapped` stops
    # Where a part does not fit whole even so, it is split at its dashes, each piece on a
    # line of its own (a sum's own no-break spaces still keep it whole): in the 6-seat tray
    # at 150% « Ana — 7+ requis : 2 − 1 = 1 — échec » wrapped as « Ana — / 7+ / requis : /
    # 2 − 1 = 1 / — échec » (stop 92).
    split = [bit for part in parts for bit in part.split(" — ")]
    for pieces, whole in ((parts, True), (split, False)):
        sums = [piece for piece in pieces if whole and "=" in piece]
        for smaller in range(size, lowest - 1, -1):
            f = assets.font(smaller, True)
            out = [line for piece in pieces for line in assets.wrap(piece, smaller, width,
                                                                     True)]
            if (all(f.size(piece)[0] <= width for piece in sums)
                    and all(f.size(line)[0] <= width for line in out)
                    and f.get_linesize() * len(out) <= room):
                return out, smaller
    return lines, size


def roll_sentence(t, name: str, die: int, mod: int, total: int, ok: bool) -> str:
    """"Ana — 7+ needed: rolled 6 + 2 = 8 — success" via the catalogue."""
    sign = "+" if mod >= 0 else "−"
    return t("ui.moonwakers.fx.roll", name=name, need=SUCCESS, die=die, sign=sign,
             mod=abs(mod), total=total,
             result=t("ui.moonwakers.fx.success" if ok else "ui.moonwakers.fx.failure"))


def duel_sentence(t, parts: list[str]) -> str:
    """"Duel:" and each duellist's sum on a line of its own: wrapped as one run in a narrow
    tray (6 seats at 150%) it fell apart as « Duel : Chloé / 4 − 1 = 3 · / Dev / 1 − 1 = 0 — »,
    each name away from its sum."""
    return "\n".join([t("ui.moonwakers.fx.duel"), *parts])


def items_for(events, t, name, describe) -> list[Item]:
    """Spotlight items for a batch of (viewer-redacted) events."""
    out: list[Item] = []
    duel: list[tuple[int, int, int, int]] = []
    events = list(events)
    for i, e in enumerate(events):
        kind = e.kind.removeprefix("mw.")
        a = e.args if isinstance(e.args, dict) else {}
        first = len(out)
        if kind in ("roll_ok", "roll_fail"):
            out.append(Item(roll_sentence(t, name(a["seat"]), a["die"], a["mod"], a["total"],
                                          kind == "roll_ok"), dice=(a["die"],),
                            ok=kind == "roll_ok"))
        elif kind == "rolloff":
            out.append(Item(describe(e.kind, a), dice=(a["die"],)))
        elif kind == "duel_roll":
            duel.append((a["seat"], a["die"], a["mod"], a["total"]))
            if i + 1 >= len(events) or not events[i + 1].kind.endswith("duel_roll"):
                parts = [t("ui.moonwakers.fx.duel_part", name=name(s), die=d,
                           sign="+" if m >= 0 else "−", mod=abs(m), total=tt)
                         for s, d, m, tt in duel]
                out.append(Item(duel_sentence(t, parts), dice=tuple(d for _, d, _, _ in duel)))
                duel = []
        elif kind == "duel_won" and out:
            out[-1].sentence += "\n" + describe(e.kind, a)  # the winner on a line of its own
        elif kind in ("explored", "flipped", "scanned", "scan_layout_seen", "scan_mapped_seen",
                      "labo") and isinstance(a.get("card"), int):
            out.append(Item(describe(e.kind, a), card=a["card"]))
        elif kind in ("lost_mapped", "lost_hand", "lost_hand_hidden"):
            # a card lost to an accident is told on the table too, not in the log alone (a
            # newcomer found their mapped Volcano gone a round later, MW-4.4)
            out.append(Item(describe(e.kind, a), ok=False))
        if e.to is not None:  # a private event, delivered to this viewer only
            for item in out[first:]:
                item.private = True
    return out
