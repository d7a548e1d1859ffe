"""Play whole games by mouse in a real window: the play-through aid for issue acceptance.

Runs the real app in a real X window (Xvfb) and, once a table is open, clicks for the human
seats with `xdotool` — real pointer events through the window system, so release-to-click,
curtains, private results and every prompt are exercised exactly as a player meets them.
With `--start GAME --seats human,bot,bot` the pilot also clicks the title screen's card and
the setup screen's own controls (seats, `--length`, the chips of `--chips`, Start), so title ->
setup -> table -> results is played by mouse; without it those screens are left to the person
driving.
Tsukuyumi's branch is in `tools/pilot_tsukuyumi.py`. Targets are the ones the table
registered while drawing (a Moonwakers `Hit` with an action, a Moonstar `Hit` that is
enabled): the pilot picks one at random, as a newcomer who tries things would.

    Xvfb :99 -screen 0 1280x800x24 &
    DISPLAY=:99 python tools/mouse_pilot.py --lang fr --scale 1.5 --out /tmp/pilot

Every `--every` clicks, and at each new kind of screen, the frame is saved to `--out`; a
summary (clicks, curtains, private results, rounds, toasts, errors, texts drawn cut with the
screen they were on, seconds) is printed at the end. With `--chaos P`, a share P of the steps
on the tables, curtains and private results is stray input instead (`noise`: a key such as
Esc, Enter or Ctrl+Z, a click anywhere, a right click, a fast double click, wheel steps), so
that odd moments are tried too; an overlay a stray key opened is closed with Esc. Not part of
the game or its tests.
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def window_origin() -> tuple[int, int] | None:
    """Screen position of the app window (`xwininfo`: `xdotool search` misses it at times
    under a bare Xvfb with no window manager)."""
    tree = subprocess.run(["xwininfo", "-root", "-tree"], capture_output=True,
                          text=True).stdout
    for line in tree.splitlines():
        match = re.search(r'"Moontable".*\s\+(-?\d+)\+(-?\d+)\s*$', line)
        if match:
            return int(match.group(1)), int(match.group(2))
    return None


def ring_targets(table) -> list:
    """Moonstar's ring pieces a player may click now: lit stars, dice in the tray, moons
    that take a die or may move (they are drawn, not registered as hits)."""
    import pygame

    from game.moonstar.state import Phase
    from game.ui.tables.moonstar import play

    view, geo = table.view(), table.geo
    if geo is None:
        return []
    spots = [geo.stars[star] for star in play.highlights(table, view)]
    if view.phase is Phase.PLACE_DICE:
        spots += [centre for _, centre in play.tray_dice(table, view)]
        if table.selected_die is not None:
            spots += [c for m, c in table.positions.items() if not view.moon_die[m]]
    if view.phase is Phase.MOVE and table.selected_moon is None:
        spots += [c for m, c in table.positions.items() if play.movable(view, m)]
    return [pygame.Rect(round(x) - 1, round(y) - 1, 3, 3) for x, y in spots]


NOISY = {"CurtainScene", "PrivateResultScene", "MoonstarTable", "MoonwakersTable",
         "SupermoonTable", "TsukuyumiTable"}
"""The screens `--chaos` sends stray input to (not the title or the menus, where a stray
click may quit the app the pilot is driving)."""
NOISE_KEYS = ("Escape", "Return", "ctrl+z", "space", "Tab", "Left", "Right", "Up", "Down",
              "r", "f", "BackSpace", "Delete", "h", "F1", "1", "2", "KP_Enter", "ctrl+y",
              "shift+Tab", "Home", "End", "Prior", "Next")
"""Keys `--chaos` presses (not F11, which turns the window into a full screen)."""


class Pilot:
    """Clicks for the human seats of whatever table is on top (see the module docstring)."""

    def __init__(self, app, out: Path, seed: int, every: int, max_clicks: int) -> None:
        self.app, self.out, self.every, self.max_clicks = app, out, every, max_clicks
        self.rng = random.Random(seed)
        self.origin: tuple[int, int] | None = None
        for _ in range(50):  # the window may take a moment to be mapped
            self.origin = window_origin()
            if self.origin:
                break
            app.step()
            time.sleep(0.1)
        if not self.origin:
            raise SystemExit("no Moontable window on this display")
        self.clicks = 0
        self.counts: dict[str, int] = {}
        self.last_click = 0.0
        self.seen: set[str] = set()
        self.shots = 0
        self.start = time.monotonic()
        self.done = False
        self.toasts: list[str] = []
        self.match = None
        self.start_game: str | None = None
        self.seat_kinds: list[str] = []
        self.length: str | None = None
        self.chips: list[tuple[str, str]] = []
        self.sets: list[tuple[str, str]] = []
        self.errors: list[str] = []
        self.probe = None
        self.probes: list[tuple[str, str, str]] = []
        self.curtain_phases: dict[str, int] = {}
        self.curtained = False
        self.last_result: object = None
        self.last_viewer: int | None = None
        self.no_curtain: list[tuple] = []
        self.offscreen: list[tuple] = []  # targets the pilot found outside the window
        self.last_state = None
        self.stuck = 0
        self.ts_table = None
        self.over_at: float | None = None
        self.once_seen: set[str] = set()
        self.cut_log: list[tuple[str, int, int]] = []  # `assets.recording_cuts`, live
        self.cut_read = 0
        self.cuts: dict[str, str] = {}  # each text drawn cut -> the screen it was first on
        self.chaos = 0.0  # share of steps given to stray input (`noise`)

    def once(self, tag: str) -> None:
        """Save the frame the first time something is met (a menu, a damage panel …)."""
        if tag not in self.once_seen:
            self.once_seen.add(tag)
            self.shot(tag)

    def on_error(self, text: str) -> None:
        """An unexpected error the app caught (a player would see a toast)."""
        self.errors.append(text)
        print("ERROR:", text, flush=True)

    def shot(self, tag: str) -> None:
        """Save the frame as drawn."""
        import pygame

        self.shots += 1
        pygame.image.save(self.app.screen, str(self.out / f"{self.shots:04d}_{tag}.png"))

    def inside(self, pos, tag: str) -> bool:
        """Whether `pos` lies in the window; a target outside it is a layout fault, recorded
        (with a saved frame) and not clicked (xdotool reads a negative coordinate as an
        option)."""
        w, h = self.app.screen.get_size()
        if 0 <= pos[0] < w and 0 <= pos[1] < h:
            return True
        self.offscreen.append((tag, type(self.app.top).__name__, int(pos[0]), int(pos[1])))
        print(f"offscreen target: {tag} at {pos} on {type(self.app.top).__name__}",
              flush=True)
        self.once(f"offscreen{len(self.offscreen)}")
        self.last_click = time.monotonic()
        return False

    def click(self, pos, tag: str) -> None:
        """A real left click at window coordinates `pos`."""
        x, y = int(pos[0]), int(pos[1])
        if not self.inside((x, y), tag):
            return
        ox, oy = self.origin or (0, 0)
        subprocess.run(["xdotool", "mousemove", str(ox + x), str(oy + y), "click", "1"],
                       check=False)
        self.clicks += 1
        self.counts[tag] = self.counts.get(tag, 0) + 1
        self.last_click = time.monotonic()
        if self.clicks % self.every == 0:
            self.shot(tag)

    def scroll(self, pos, clicks: int) -> None:
        """Real mouse-wheel steps at `pos` (negative: down)."""
        x, y = int(pos[0]), int(pos[1])
        if not self.inside((x, y), "scroll"):
            return
        ox, oy = self.origin or (0, 0)
        button = "5" if clicks < 0 else "4"
        subprocess.run(["xdotool", "mousemove", str(ox + x), str(oy + y), "click", "--repeat",
                        str(abs(clicks)), button], check=False)
        self.last_click = time.monotonic()

    def note_cuts(self) -> None:
        """Texts the frame drew cut (an ellipsis: they did not fit their box), each once,
        with the screen and a saved frame where it was first seen."""
        new = self.cut_log[self.cut_read:]
        self.cut_read = len(self.cut_log)
        for string, _width, _px in new:
            if string not in self.cuts:
                self.cuts[string] = type(self.app.top).__name__
                self.once(f"cut{len(self.cuts)}")

    def tick(self) -> None:
        """Called after every frame of the app: maybe one click."""
        self.note_cuts()
        if self.done or time.monotonic() - self.last_click < 0.35:
            return
        for toast in getattr(self.app.toasts, "toasts", []):
            text = str(getattr(toast, "text", toast))
            if text not in self.toasts:
                self.toasts.append(text)
        top = self.app.top
        kind = type(top).__name__
        if kind not in self.seen:
            self.seen.add(kind)
            self.shot(kind)
        if kind == "GameOverScene":
            if self.over_at is None:  # let the results screen draw itself first
                self.over_at = time.monotonic()
            if time.monotonic() - self.over_at < 2.0:
                return
            self.shot("gameover")
            self.done = True
            self.report()
            self.app.running = False
            return
        if self.clicks >= self.max_clicks:
            self.done = True
            self.report()
            self.app.running = False
            return
        if kind == "CurtainScene":  # one stands, whoever lifts it: the pilot or a stray key
            self.curtained = True
        if kind in NOISY and self.rng.random() < self.chaos:
            if self.probe is not None and self.ts_table is not None:
                # a wrong click's outcome is judged before the stray input: a stray Ctrl+Z
                # in between was counted as the unlit zone's click undoing a step
                import pilot_tsukuyumi as ts  # beside this script (tools/ is on sys.path)
                ts.judge(self, self.ts_table)
            self.noise()
            return
        if kind == "CurtainScene":
            if top.armed_in <= 0:
                ts = self.ts_table
                if ts is not None:  # what the curtain hides: the phase and the top prompt
                    st = ts.match.state
                    what = st.phase + ("/" + st.pending[-1].kind if st.pending else "")
                    self.curtain_phases[what] = self.curtain_phases.get(what, 0) + 1
                    self.once("curtain_" + st.phase)
                self.curtained = True
                w, h = self.app.screen.get_size()
                self.click((w // 2, h // 2), "curtain")
            return
        if kind == "PrivateResultScene":
            if top is not self.last_result:  # what each seat was told, to read after the run
                self.last_result = top
                print(f"result of {top.name}: {' / '.join(top.lines)}", flush=True)
            button = top.widgets[-1]
            self.click(button.rect.center, "private_result")
            return
        import pilot_tsukuyumi as ts  # beside this script (tools/ is on sys.path)

        if kind == "TitleScene":
            ts.title(self, top)
        elif kind == "SetupScene":
            ts.setup(self, top)
        elif kind == "MenuScene" and self.start_game:
            ts.menu(self, top)
        elif kind == "TsukuyumiTable":
            ts.tsukuyumi(self, top)
        elif kind in ("MoonwakersTable", "MoonstarTable"):
            self.table(top, kind)
        elif kind == "SupermoonTable":
            self.planet_unknown(top)
        elif kind in ("RulesViewerScene", "SettingsScene", "ModalScene", "MenuScene"):
            self.key("Escape")  # opened by a stray key (`--chaos`): close it, as a player would

    def table(self, table, kind: str) -> None:
        """Click one of the targets the human to act may use."""
        match = self.match = table.match
        if kind == "MoonstarTable":  # the round summary and the history wait for a reader
            done = [h.rect for h in table.hits
                    if h.key in ("continue", "history_close") and h.enabled]
            if done:
                self.click(done[0].center, "summary")
                return
        if match.is_over or table.is_animating():
            return
        humans = {s for s, cfg in enumerate(match.seats) if cfg.kind == "human"}
        acting = set(match.to_act()) & humans
        if table.viewer not in acting:
            return
        if kind == "MoonwakersTable":
            targets = [h.rect for h in table.hits if h.action is not None]
        else:
            targets = [h.rect for h in table.hits if h.on_click is not None and h.enabled]
            targets += ring_targets(table)
        if not targets:
            return
        rect = self.rng.choice(targets)
        self.click(rect.center, "table")

    def noise(self) -> None:
        """One input a careless or hurried player might give at any moment (`--chaos`): a
        key, a click anywhere, a right click, a fast double click, wheel steps."""
        w, h = self.app.screen.get_size()
        anywhere = (self.rng.randrange(w), self.rng.randrange(h))
        roll = self.rng.random()
        if roll < 0.45:
            name = self.rng.choice(NOISE_KEYS)
            self.key(name)
            self.counts["chaos key"] = self.counts.get("chaos key", 0) + 1
            return
        ox, oy = self.origin or (0, 0)
        if roll < 0.75:
            button, repeat = "1", "1"
        elif roll < 0.85:
            button, repeat = "3", "1"
        elif roll < 0.95:
            button, repeat = "1", "2"
            hits = [getattr(x, "rect", None) for x in getattr(self.app.top, "hits", [])]
            hits = [r for r in hits if r is not None]
            if hits:  # a fast double click where a single one was meant
                anywhere = self.rng.choice(hits).center
        else:
            button, repeat = self.rng.choice(("4", "5")), "3"
        subprocess.run(["xdotool", "mousemove", str(ox + anywhere[0]), str(oy + anywhere[1]),
                        "click", "--repeat", repeat, "--delay", "60", button], check=False)
        tag = {"1": "click" if repeat == "1" else "double", "3": "right"}.get(button, "wheel")
        self.counts["chaos " + tag] = self.counts.get("chaos " + tag, 0) + 1
        self.last_click = time.monotonic()

    def key(self, name: str) -> None:
        """A real key press (the window has the focus after a click)."""
        subprocess.run(["xdotool", "key", name], check=False)
        self.counts["key " + name] = self.counts.get("key " + name, 0) + 1
        self.last_click = time.monotonic()

    def drag(self, start, end) -> None:
        """A real drag with the left button held."""
        if not (self.inside(start, "drag") and self.inside(end, "drag")):
            return
        ox, oy = self.origin or (0, 0)
        subprocess.run(["xdotool", "mousemove", str(ox + start[0]), str(oy + start[1]),
                        "mousedown", "1", "sleep", "0.15", "mousemove", str(ox + end[0]),
                        str(oy + end[1]), "sleep", "0.15", "mouseup", "1"], check=False)
        self.clicks += 1
        self.counts["drag"] = self.counts.get("drag", 0) + 1
        self.last_click = time.monotonic()

    def planet_unknown(self, table) -> None:
        """As a newcomer reading the bar would: take a tile, turn it until it fits somewhere,
        put it on a green spot, Confirm; then the chips, the rovers, End turn."""
        from game.ui.tables.supermoon.forms import grip

        match = self.match = table.match
        if match.is_over or table.is_animating():
            return
        humans = {s for s, cfg in enumerate(match.seats) if cfg.kind == "human"}
        if table.viewer not in set(match.to_act()) & humans:
            return
        hits = [h for h in table.hits if h.action is not None]
        if table.hand is not None and table.focus_seat() != table.viewer:
            # another planet shows: the bar says My planet brings yours back (a click on the
            # planet on screen only says so too)
            back = [h for h in hits if getattr(h.action, "args", ())[1:] == ("focus", None)]
            if back and self.rng.random() < 0.8:
                self.click(back[0].rect.center, "my_planet")
            else:
                self.click(table.board_geo.outer.center if table.board_geo else (0, 0),
                           "other_planet")
            return
        if table.hand is not None:
            if table.lock is not None:
                confirm = [h for h in hits if h.action == table.confirm]
                if confirm:
                    self.click(confirm[0].rect.center, "confirm")
                return
            here = table.board_index
            spots = [(x, y) for f, x, y, b in table.placements()
                     if f == table.hand.form and b == here]
            elsewhere = {b for _f, _x, _y, b in table.placements()} - {here}
            if elsewhere and (not spots or self.rng.random() < 0.3):
                # the other board's tab glows (the moon, SM-3.4): a newcomer follows it
                tabs = [h for h in hits if getattr(h.action, "func", None) is setattr
                        and h.action.args[1] == "tab" and h.action.args[2] in elsewhere]
                if tabs:
                    self.click(tabs[0].rect.center, "tab")
                    return
            if not spots:
                self.key("r" if self.rng.random() < 0.8 else "f")
                return
            x, y = self.rng.choice(spots)
            gx, gy = grip(table.hand.tile, table.hand.form)
            self.click(table.board_geo.rect(x + gx, y + gy).center, "planet")
            return
        names = {id(h): getattr(getattr(h.action, "func", h.action), "__name__", "")
                 for h in hits}
        avoid = {"drop_hand"}
        reset = [h for h in hits if getattr(h.action, "kind", "") == "reset"]
        done = [h for h in hits if getattr(h.action, "kind", "") == "done"]
        chips = [h for h in hits if names[id(h)] == "choose_gain"]
        rest = [h for h in hits if h not in reset and h not in done and h not in chips
                and names[id(h)] not in avoid]
        options = table.options()
        if options.moves and table.board_geo is not None and self.rng.random() < 0.3:
            me = table.view().players[table.viewer]
            rovers = [r for r in me.rovers if r.board == table.board_index]
            if rovers:
                rv = self.rng.choice(rovers)
                g = table.board_geo
                from game.supermoon import board as sm_board
                gm = sm_board.geometry(g.key)
                x, y = gm.xy(rv.square)
                tx = max(0, min(gm.width - 1, x + self.rng.randint(-2, 2)))
                ty = max(0, min(gm.height - 1, y + self.rng.randint(-2, 2)))
                self.drag(g.rect(x, y).center, g.rect(tx, ty).center)
                return
        if table.gain_sel is not None:  # a chip is chosen: its choices, else let it go
            pick = [h for h in hits if getattr(h.action, "kind", "") == "gain"
                    or names[id(h)] in ("take", "setattr")]
            if not pick:
                self.key("Escape")
                return
        elif chips and self.rng.random() < 0.8:
            pick = chips
        else:
            # Looking at another planet (and back) is a side trip, starting over a rare one.
            looks = [h for h in rest if isinstance(h.action, tuple) or names[id(h)] == "setattr"]
            main = [h for h in rest if h not in looks]
            roll = self.rng.random()
            if roll < 0.01 and reset:
                pick = reset
            elif roll < 0.06 and looks:
                pick = looks
            else:
                pick = main or done or looks or reset
        if pick:
            self.click(self.rng.choice(pick).rect.center, "table")

    def report(self) -> None:
        """What happened, in numbers."""
        match = self.match
        print(f"clicks {self.clicks} {self.counts}; screens {sorted(self.seen)}; "
              f"seconds {time.monotonic() - self.start:.0f}; shots {self.shots}", flush=True)
        if match is not None:
            print(f"over {match.is_over}; scores {match.rules.scores(match.state)}", flush=True)
            round_ = getattr(match.state, "round", None)
            if round_ is not None:
                print(f"round {round_}; curtains {self.curtain_phases}; switches without a "
                      f"curtain before a private view {self.no_curtain}", flush=True)
        for what, said, outcome in self.probes:
            print(f"probe: {what} -> {outcome}; said: {said}", flush=True)
        print(f"errors {len(self.errors)}", flush=True)
        print(f"targets outside the window {len(self.offscreen)} {self.offscreen[:5]}",
              flush=True)
        print(f"texts drawn cut {len(self.cuts)}", flush=True)
        for text, where in self.cuts.items():
            print(f"cut: {where}: {text}", flush=True)
        for text in self.toasts:
            print("toast:", text, flush=True)


def main() -> int:
    """Run the app with the pilot attached."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="fr")
    parser.add_argument("--scale", type=float, default=1.5)
    parser.add_argument("--speed", default="fast")
    parser.add_argument("--out", type=Path, default=Path("/tmp/pilot"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=25)
    parser.add_argument("--max-clicks", type=int, default=3000)
    parser.add_argument("--start", help="game id: click its title card and its setup screen")
    parser.add_argument("--seats", default="human,bot,bot", help="kinds, comma-separated")
    parser.add_argument("--length", help="Tsukuyumi's game length (quick, standard …)")
    parser.add_argument("--chips", default="",
                        help="setup chips of multi options to click, e.g. modules=m2+m3,"
                             "legendary_oni=horror")
    parser.add_argument("--chaos", type=float, default=0.0,
                        help="share of steps that are stray input: keys, clicks anywhere, "
                             "right and double clicks, wheel steps (0 to 1)")
    parser.add_argument("--set", default="",
                        help="other setup options, set by their own controls, e.g. "
                             "moons=true,planets=random")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene
    from game.ui.settings import Settings

    app = App(Settings(language=args.lang, ui_scale=args.scale, animation_speed=args.speed,
                       sound=False), persist=False)
    app.push(TitleScene(app))
    app.apply_pending()
    app.step()
    pilot = Pilot(app, args.out, args.seed, args.every, args.max_clicks)
    pilot.start_game, pilot.length = args.start, args.length
    pilot.chaos = args.chaos
    pilot.seat_kinds = args.seats.split(",") if args.start else []
    pilot.chips = [(name, key) for item in args.chips.split(",") if "=" in item
                   for name, keys in [item.split("=", 1)] for key in keys.split("+")]
    pilot.sets = [tuple(item.split("=", 1)) for item in args.set.split(",")  # type: ignore[misc]
                  if "=" in item]
    app.on_error = pilot.on_error
    inner = app.step

    def step() -> None:
        inner()
        pilot.tick()

    app.step = step  # type: ignore[method-assign]
    from game.ui import assets

    with assets.recording_cuts() as cuts:  # every text the real play draws cut
        pilot.cut_log = cuts
        return app.run()


if __name__ == "__main__":
    raise SystemExit(main())
