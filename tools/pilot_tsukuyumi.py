"""The mouse pilot's Tsukuyumi branch, and its title and setup screens by real clicks.

`tools/mouse_pilot.py` calls these once per frame when the top scene is the title, the setup
screen or the Tsukuyumi table. On the table the pilot plays as a newcomer reading the bar
would: a card of the draft hand, a bar button (a white action, a riposte, Production's
purchases), a lit stack then a lit zone (Movement plans one path, then Go), a lit zone's
menu, a lit chip of the damage panel, a finisher (Go, Done, End) — "progress" is preferred
the longer nothing changes, so a game ends in a reasonable time. Now and then it tries a
wrong thing (an unlit zone, Esc, Enter or Ctrl+Z at an odd moment) and records what the
screen said and whether the state moved (`Probe`). Not part of the game or its tests.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

WRONG = 0.05
"""How often the pilot tries a wrong click or an odd key when it is the human's turn."""


@dataclass
class Probe:
    """A wrong click or odd key sent last tick: judged on the next one."""

    what: str
    seat: int
    steps: int
    toasts: dict[str, float]
    """Each message on screen when the probe was sent, with its age (`_toast_ages`)."""
    must_not_change: bool


def _func_name(action: Any) -> str:
    func = getattr(action, "func", action)
    return getattr(func, "__name__", "")


def _screen_rect(area, child):
    """A scroll area's child in window coordinates."""
    return child.rect.move(area.rect.x, area.rect.y - area.offset)


def _in_area(pilot, area, child) -> bool:
    """Click a child of a scroll area, scrolling the wheel first when it is out of sight."""
    import subprocess

    rect = _screen_rect(area, child)
    if area.rect.contains(rect.clip(area.rect)) and area.rect.collidepoint(rect.center):
        return True
    ox, oy = pilot.origin or (0, 0)
    button = "5" if rect.centery > area.rect.centery else "4"
    subprocess.run(["xdotool", "mousemove", str(ox + area.rect.centerx),
                    str(oy + area.rect.centery), "click", button], check=False)
    pilot.last_click = __import__("time").monotonic()
    return False


def title(pilot, scene) -> None:
    """The title screen: click the game's card."""
    if not pilot.start_game:
        return
    cards = [w for w in scene.widgets if getattr(getattr(w, "info", None), "name", None)
             == pilot.start_game]
    if cards:
        pilot.click(cards[0].rect.center, "title")


def setup(pilot, scene) -> None:
    """The setup screen: seats added or removed and made human or bot by their own controls,
    the game length chosen, then Start."""
    from game.ui.i18n import t
    from game.ui.widgets.base import Button, Choice

    want = pilot.seat_kinds
    if not want or scene.seat_area is None or scene.opt_area is None:
        return
    area = scene.seat_area
    kids = area.children
    if len(scene.seats) < len(want):
        add = [w for w in kids if isinstance(w, Button) and w.text == t("ui.setup.add")]
        if add and _in_area(pilot, area, add[0]):
            pilot.click(_screen_rect(area, add[0]).center, "setup")
        return
    if len(scene.seats) > len(want):
        drop = [w for w in kids if isinstance(w, Button) and w.text == "✕"]
        if drop and _in_area(pilot, area, drop[-1]):
            pilot.click(_screen_rect(area, drop[-1]).center, "setup")
        return
    kinds = [w for w in kids if isinstance(w, Choice)
             and [v for v, _ in w.options] == ["human", "bot"]]
    for seat, choice in zip(scene.seats, kinds, strict=False):
        target = want[scene.seats.index(seat)]
        if seat.kind != target:
            seg = choice.segments()[[v for v, _ in choice.options].index(target)]
            if _in_area(pilot, area, choice):
                pilot.click(seg.move(area.rect.x, area.rect.y - area.offset).center, "setup")
            return
    length = pilot.length
    if length and scene.options.get("length", "standard") != length:
        opt = scene.opt_area
        for w in opt.children:
            if isinstance(w, Choice) and length in [v for v, _ in w.options]:
                seg = w.segments()[[v for v, _ in w.options].index(length)]
                if _in_area(pilot, opt, w):
                    pilot.click(seg.move(opt.rect.x, opt.rect.y - opt.offset).center, "setup")
                return
            args = getattr(getattr(w, "on_click", None), "args", ())
            if (isinstance(w, Button) and len(args) == 2 and getattr(args[0], "name", "")
                    == "length" and args[0].choices[args[1]] == length):
                if _in_area(pilot, opt, w):
                    pilot.click(_screen_rect(opt, w).center, "setup")
                return
        if "length" in scene._visible_options():  # below the fold (two players: not offered)
            pilot.scroll(opt.rect.center, -3)
            return
    if _set_options(pilot, scene):
        return
    for name, key in pilot.chips:  # multi options' chips (e.g. modules=m2), each clicked once
        spec = next((s for s in scene.rules.option_specs() if s.name == name), None)
        if spec is None or key not in {str(v) for v in spec.choices}:
            # (it scrolled the options for ever: Planet Unknown's modules are toggles)
            print(f"--chips {name}={key}: this game has no such chip", flush=True)
            pilot.chips.remove((name, key))
            return
        if key in {str(v) for v in scene.options.get(name, ())}:  # MOONSTAR's games are ints
            continue
        opt = scene.opt_area
        for w in opt.children:
            args = getattr(getattr(w, "on_click", None), "args", ())
            if (isinstance(w, Button) and len(args) == 2 and getattr(args[0], "name", "")
                    == name and str(args[0].choices[args[1]]) == key):
                if _in_area(pilot, opt, w):
                    pilot.click(_screen_rect(opt, w).center, "setup")
                else:  # below the fold: the wheel brings it up
                    pilot.scroll(opt.rect.center, -3)
                return
        pilot.scroll(opt.rect.center, -3)
        return
    pilot.shot("setup_ready")
    pilot.click(scene.start_button.rect.center, "setup_start")


def _set_options(pilot, scene) -> bool:
    """`--set name=value`: a bool's toggle, a choice's segment or chip, an int's stepper
    arrows, clicked by their own controls until the option reads the value; True while a
    click (or a scroll to bring the control up) was made."""
    from game.ui.widgets.base import Button, Choice, Stepper, Toggle

    opt = scene.opt_area
    for name, want in pilot.sets:
        if name not in scene._visible_options():
            continue
        spec = next(s for s in scene.rules.option_specs() if s.name == name)
        now = scene.options.get(name, spec.default)
        if str(now).lower() == want.lower():
            continue
        for w in opt.children:
            func = getattr(w, "on_change", None) or getattr(w, "on_click", None)
            args = getattr(func, "args", ())
            target = None
            if isinstance(w, Toggle) and args == (name,):
                target = _screen_rect(opt, w).center
            elif isinstance(w, Choice) and args == (name,):
                values = [str(v) for v, _ in w.options]
                if want in values:
                    seg = w.segments()[values.index(want)]
                    target = seg.move(opt.rect.x, opt.rect.y - opt.offset).center
            elif isinstance(w, Stepper) and args == (name,):
                rect = _screen_rect(opt, w)
                up = int(want) > int(now)  # the arrows sit at the stepper's two ends
                target = (rect.right - rect.h // 2, rect.centery) if up else (
                    rect.x + rect.h // 2, rect.centery)
            elif (isinstance(w, Button) and len(args) == 2
                  and getattr(args[0], "name", "") == name
                  and str(args[0].choices[args[1]]) == want):
                target = _screen_rect(opt, w).center
            if target is None:
                continue
            if _in_area(pilot, opt, w):  # out of sight, the wheel brings it up first
                pilot.click(target, "setup")
            return True
        print(f"--set {name}={want}: no control on the setup screen sets it", flush=True)
        pilot.sets.remove((name, want))
        return True
    return False


def menu(pilot, scene) -> None:
    """The game menu (opened by a stray Esc): Resume."""
    from game.ui.i18n import t

    resume = [w for w in scene.widgets if getattr(w, "text", None) == t("ui.menu.resume")]
    if resume:
        pilot.click(resume[0].rect.center, "menu_resume")


def _toast_ages(pilot) -> dict[str, float]:
    """The messages on screen and their ages. The stack puts a new message on top and
    refreshes (age 0) an identical one instead of repeating it, so what a probe made the
    table say is a text that is new or younger than it was (`judge`)."""
    return {str(getattr(x, "text", x)): float(getattr(x, "age", 0.0))
            for x in getattr(pilot.app.toasts, "toasts", [])}


def judge(pilot, table) -> None:
    """The last wrong click's outcome: what it said, whether it changed the state."""
    probe = pilot.probe
    if probe is None:
        return
    pilot.probe = None
    said = [text for text, age in _toast_ages(pilot).items()
            if text not in probe.toasts or age < probe.toasts[text]]
    steps = table.match.steps
    # the human's own step since (a bot's move in between is not the click's doing)
    changed = len(steps) < probe.steps or any(s.seat == probe.seat
                                              for s in steps[probe.steps:])
    bad = changed and probe.must_not_change
    detail = ""
    if bad:  # what the click did, to find the cause
        mine = [str(getattr(s, "action", s)) for s in steps[probe.steps:] if s.seat == probe.seat]
        detail = f" (steps {probe.steps}->{len(steps)}: {', '.join(mine[:3]) or 'undone'}"
        detail += f"; phase {table.match.state.phase})"
    pilot.probes.append((probe.what, "; ".join(said) or "-", ("CHANGED" + detail) if bad else
                         ("changed" if changed else "same")))


def _cell_target(table, cell):
    """A window point inside `cell` that is on the visible map, or None."""
    x, y = table.cell_point(cell)
    if table.visible_map().collidepoint(x, y):
        return (x, y)
    cx, cy = table.mv.centre(*cell)
    return (round(cx), round(cy)) if table.visible_map().collidepoint(cx, cy) else None


def _wrong(pilot, table, view) -> bool:
    """Try one wrong thing: an unlit empty zone, or Esc / Enter / Ctrl+Z."""
    from game.ui.tables.tsukuyumi import map_ui

    roll = pilot.rng.random()
    seat, steps = table.viewer, len(table.match.steps)
    shown = _toast_ages(pilot)
    if roll < 0.55 and table.popup is None and table.selected is None:
        lit = {(light.q, light.r) for light in map_ui.lights(table, view)}
        stacked = {u.at for u in view.units}
        free = [c for c in view.board.index if c not in lit and c not in stacked]
        spots = [p for p in (_cell_target(table, c) for c in free) if p is not None]
        if spots:
            pilot.probe = Probe("unlit zone", seat, steps, shown, True)
            pilot.click(pilot.rng.choice(spots), "wrong_zone")
            return True
        return False
    key = pilot.rng.choice(["Escape", "Return", "ctrl+z"])
    pilot.probe = Probe("key " + key, seat, steps, shown, key == "Escape")
    pilot.key(key)
    return True


def tsukuyumi(pilot, table) -> None:
    """One click (or key) for the human on screen, if it is their turn (module docstring)."""
    from game.tsukuyumi import movement_plan
    from game.tsukuyumi.actions import Action
    from game.ui.tables.tsukuyumi import damage_ui, map_ui
    from game.ui.tables.tsukuyumi.actions_ui import FINISHERS

    match = pilot.match = table.match
    pilot.ts_table = table
    judge(pilot, table)
    if match.is_over or table.is_animating():
        return
    humans = {s for s, cfg in enumerate(match.seats) if cfg.kind == "human"}
    seat = table.viewer
    if seat is not None and seat != pilot.last_viewer:
        if (len(humans) >= 2 and pilot.last_viewer is not None
                and table.rules.is_private_for(match.state, seat) and not pilot.curtained):
            pilot.no_curtain.append((match.state.round, match.state.phase, seat))
        pilot.last_viewer, pilot.curtained = seat, False
    if seat not in set(match.to_act()) & humans:
        return
    st = match.state
    if st is pilot.last_state:
        pilot.stuck += 1
    else:
        pilot.last_state, pilot.stuck = st, 0
    view = table.view()
    hits = [h for h in table.hits if h.action is not None and _func_name(h.action) != "<lambda>"]
    if pilot.rng.random() < WRONG and _wrong(pilot, table, view):
        return
    hurry = min(0.9, 0.15 + 0.06 * pilot.stuck)  # the longer nothing moves, the likelier
    fin = [h for h in hits if isinstance(h.action, Action) and h.action.kind in FINISHERS]
    if table.popup is not None:
        pops = [h for h in hits if h.layer == "popup"]
        if pops and pilot.rng.random() < 0.85:
            pilot.click(pilot.rng.choice(pops).rect.center, "popup")
            pilot.once("popup")
        else:
            pilot.key("Escape")
        return
    pick = damage_ui.pick_of(table)
    if pick is not None:
        pilot.once("damage")
        chips = [h for h in hits if _func_name(h.action) == "click_chip"]
        lit = [h for h in chips if h.action.args[2].status == "legal"]
        pool = lit if lit and pilot.rng.random() < 0.8 else (chips or lit)
        if pool:
            pilot.click(pilot.rng.choice(pool).rect.center, "chip")
            return
    sel = table.selected_units()
    o = table.options()
    movers = [u for u in sel if u in o.movers]
    plan = movement_plan.plan_of(st)
    planned = plan is not None and any(d for _, d, _ in plan.paths)
    go = [h for h in fin if h.action.kind == "go"]
    if planned and go and pilot.rng.random() < 0.6:
        pilot.once("planned")
        pilot.click(go[0].rect.center, "go")
        return
    if movers and pilot.rng.random() < 0.85:
        here = table.selected[1] if table.selected else None
        cells = [c for c in map_ui.reach(st, movers) if c != here]
        spots = [p for p in (_cell_target(table, c) for c in cells) if p is not None]
        if spots:
            pilot.once("reach")
            pilot.click(pilot.rng.choice(spots), "zone_move")
            return
    if sel and pilot.rng.random() < 0.3:
        pilot.key("Escape")  # drop the selection
        return
    # a stack panned or zoomed out of the map's view is not a target (the table ignores a
    # map click outside the map); the pilot aimed at one at x = −38
    stacks = [h for h in hits if h.layer == "map" and _func_name(h.action) == "click_stack"
              and table.visible_map().collidepoint(h.rect.center)]
    cells = [(c, p) for c in o.by_cell for p in [_cell_target(table, c)] if p is not None]
    buttons = [h for h in hits if h.layer != "map" and h.layer != "popup" and h not in fin
               and _func_name(h.action) not in ("click_chip", "set_page", "choose_number")]
    roll = pilot.rng.random()
    if fin and (roll < hurry or not (buttons or stacks or cells)):
        # the primary finisher (Go, Done, End, Ready) rather than Cancel
        prim = [h for h in fin if h.action.kind in ("go", "done", "end", "ready")] or fin
        pilot.click(pilot.rng.choice(prim).rect.center, "finish")
        return
    pools = [(buttons, "button"), (stacks, "stack"), ([h for _, h in cells], "zone")]
    pools = [(p, tag) for p, tag in pools if p]
    if not pools:
        others = [h for h in hits if h.layer != "map"]
        if others:
            pilot.click(pilot.rng.choice(others).rect.center, "other")
        return
    pool, tag = pilot.rng.choice(pools)
    target = pilot.rng.choice(pool)
    if tag == "zone":
        pilot.once("zone_menu")
        pilot.click(target, "zone")
    else:
        pilot.click(target.rect.center, tag)
