"""Screenshots of the Supermoon modules: the moons (SM-3 to SM-6, `capture_moons`) and the
three modules together (`capture_modules`).

A solo game with Module 1 per moon face (a seed whose dealt board carries that face), played by
seeded random legal moves that favour the moon; saved: the setup picker, each face on the Moon
tab at round 8, a tile held over the moon with the laser's line, and a corner shot to aim.
"""

from __future__ import annotations

import random
from pathlib import Path

FACE_ROUND = 8


def _seed_for(face: int) -> int:
    """The first seed whose solo game deals a moon board with this face."""
    from game.supermoon.rules import RULES
    opts = RULES.check_setup(1, {"moons": True})
    for seed in range(1, 500):
        st = RULES.initial_state(seed, 1, opts)
        if face in st.work[0].moon_offer:
            return seed
    raise RuntimeError(f"no seed deals moon face {face}")


def capture_moons(app, out_dir: Path) -> list[Path]:
    """Render the moon scenes into `out_dir`; return the files."""
    from game.core.match import Match
    from game.supermoon.actions import Action
    from game.supermoon.moons import MOON_FACES
    from game.supermoon.rules import RULES
    from game.ui.tables.supermoon.capture import _move, _save, demo_seats
    from game.ui.tables.supermoon.forms import grip
    from game.ui.tables.supermoon.table import SupermoonTable

    paths: list[Path] = []
    done: set[str] = set()
    for face in range(len(MOON_FACES)):
        opts = RULES.check_setup(1, {"moons": True})
        match = Match(RULES, demo_seats(1), _seed_for(face), opts)
        table = SupermoonTable(app, match)
        app.reset(table)
        table.bots.frozen = True
        app.frame([], 1 / 60)
        bar = table.region("bar")
        _move(app, (bar.x + 4, bar.y + 4))
        if "pick" not in done:
            done.add("pick")
            paths.append(_save(app, table, out_dir / "supermoon_moon_pick.png"))
        start = MOON_FACES[face].starts[0]
        table.submit_as(0, Action("moon", (face, start)), quiet=True)
        rng = random.Random(face)
        while not match.is_over and match.state.round < FACE_ROUND:
            legal = [a for a in match.legal_actions(0) if a.kind != "reset"]
            me = table.view().players[0]
            if any(g.kind == "aim" for g in me.pool) and "aim" not in done:
                done.add("aim")
                table._sync_ui()
                paths.append(_save(app, table, out_dir / "supermoon_moon_aim.png"))
            on_moon = [a for a in legal if a.kind == "place" and a.args[4] == 1]
            if on_moon and match.state.round >= 3 and "hand" not in done:
                done.add("hand")
                slot, form, x, y, _bi = on_moon[0].args
                table.take(slot)
                if table.hand is not None:
                    table.hand.form = form
                    table.tab = 1
                    app.frame([], 1 / 60)
                    if table.board_geo is not None:
                        gx, gy = grip(table.view().tops[slot], form)
                        _move(app, table.board_geo.rect(x + gx, y + gy).center)
                        paths.append(_save(app, table, out_dir / "supermoon_moon_hand.png"))
                    table.drop_hand()
                    _move(app, (bar.x + 4, bar.y + 4))
            if on_moon and rng.random() < 0.6:
                action = rng.choice(on_moon)
            else:
                rest = [a for a in legal if a.kind != "done"]
                action = rng.choice(rest) if rest and rng.random() < 0.85 else rng.choice(legal)
            table.submit_as(0, action, quiet=True)
        table.tab = 1
        _move(app, (bar.x + 4, bar.y + 4))
        key = MOON_FACES[face].key
        paths.append(_save(app, table, out_dir / f"supermoon_moon_{key}.png"))
    return paths


def capture_modules(app, out_dir: Path) -> list[Path]:
    """Modules 1 to 3 together at 2 seats: a rescue tile held over the planet, the strip's
    block choice while a patch is placed, and the table at round 10; and at 6 seats."""
    from game.core.match import Match
    from game.supermoon.rules import RULES
    from game.ui.tables.supermoon.capture import _move, _save, demo_seats
    from game.ui.tables.supermoon.forms import grip
    from game.ui.tables.supermoon.table import SupermoonTable

    paths: list[Path] = []
    for n in (2, 6):
        options = {"rescue": "on", "blocks": True, "moons": True, "events": True}
        match = Match(RULES, demo_seats(n), 9, RULES.check_setup(n, options))
        table = SupermoonTable(app, match)
        app.reset(table)
        table.bots.frozen = True
        app.frame([], 1 / 60)
        bar = table.region("bar")
        rng = random.Random(5)
        done: set[str] = set()
        while not match.is_over and match.state.round < 10:
            seat = match.to_act()[0]
            legal = [a for a in match.legal_actions(seat) if a.kind != "reset"]
            if seat == 0 and n == 2:
                me = table.view().players[0]
                rescue = [a for a in legal if a.kind == "rescue"]
                if rescue and match.state.round >= 2 and "rescue" not in done:
                    done.add("rescue")
                    k, form, x, y, bi = rescue[0].args
                    table.tab = bi
                    table.take_rescue(k)
                    app.frame([], 1 / 60)  # the board drawn (not since the moon picker)
                    if table.hand is not None and table.board_geo is not None:
                        table.hand.form = form
                        app.frame([], 1 / 60)
                        gx, gy = grip(table.hand.tile, form)
                        _move(app, table.board_geo.rect(x + gx, y + gy).center)
                        paths.append(_save(app, table, out_dir / "supermoon_rescue_hand.png"))
                    table.drop_hand()
                    _move(app, (bar.x + 4, bar.y + 4))
                patch = [i for i, g in enumerate(me.pool) if g.kind == "patch"]
                if patch and me.blocks and "block" not in done:
                    done.add("block")
                    app.frame([], 1 / 60)
                    table.choose_gain(patch[0])
                    table.block_sel = 0
                    paths.append(_save(app, table, out_dir / "supermoon_block_choice.png"))
                    table.gain_sel = None
                    table.block_sel = None
            blocks = [a for a in legal if a.kind == "gain" and len(a.args) == 4]
            rest = [a for a in legal if a.kind != "done"]
            if blocks and rng.random() < 0.7:
                action = rng.choice(blocks)
            else:
                action = rng.choice(rest) if rest and rng.random() < 0.85 else rng.choice(legal)
            table.submit_as(seat, action, quiet=True)
        app.frame([], 1 / 60)
        _move(app, (bar.x + 4, bar.y + 4))
        paths.append(_save(app, table, out_dir / f"supermoon_modules_{n}p.png"))
    return paths
