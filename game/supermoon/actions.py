"""Planet Unknown actions and their canonical notation.

One action = a kind and a few integers. Grammar:

    planet <id>                       take a planet (PU-17.1)
    corp <id>                         take a corporation (PU-18.1)
    quantum <upper> <lower>           Quantum Solutions' faces, 0 = A, 1 = B (SM-11.1)
    moon <face> <position>            a moon face and the satellite's start (SM-3.1)
    fragments <mask>                  the fragmented planet's faces: bit k set = fragment k + 1
                                      on its "b" face (SM-9.1; `planet 100` takes that planet)
    objective <card>                  keep a private objective (PU-1.7, PU-15.2)
    rotate <r>                        the commander sets the station (PU-3.3)
    place <slot> <form> <x> <y> <b>   draft the top tile of a station stack of your depot and
                                      place it on board b (PU-3.4, PU-4)
    discard <slot>                    no legal placement: take the tile, advance, no placing
                                      (PU-5.8, PU-13.1)
    rescue <k> <form> <x> <y> <b>     place the rescue tile of terrain k (data.TERRAINS) on
                                      board b: one of a pair, instead of a depot tile (SM-7)
    rdiscard <k1> <k2>                no legal placement: discard two rescue tiles (SM-7.8)
    select <slot>                     Republic T1: choose a Civ tile first, for movement
    jump <rover> <board> <square>     Republic T3: a rover jumps between Civ icons
    use <code> [args…]                a corporation ability used as an action (PU-18,
                                      `corps.USES`)
    gain <i> [choice…]                resolve item i of your pending pool (PU-2.3)
    move <rover> <dir>                one movement point: dir 0 up, 1 right, 2 down, 3 left
    civ <card>                        keep a civ card from the rank deck shown (PU-10.1)
    done                              confirm your turn of this step (PU-19.3)
    reset                             start your unconfirmed turn over (PU-19.5)
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rules import int_notation, parse_int_notation

ARITY = {"planet": 1, "corp": 1, "quantum": 2, "moon": 2, "fragments": 1, "objective": 1,
         "rotate": 1,
         "place": 5, "discard": 1, "rescue": 5, "rdiscard": 2, "select": 1, "jump": 3,
         "move": 2, "civ": 1, "done": 0, "reset": 0}


@dataclass(frozen=True)
class Action:
    """One action: its kind and integer arguments."""

    kind: str
    args: tuple[int, ...] = ()

    def __str__(self) -> str:
        return notation(self)


def notation(action: Action) -> str:
    """Canonical text of an action."""
    return int_notation(action.kind, action.args)


_GRAMMAR: dict[str, int | None] = {**ARITY, "gain": None, "use": None}
"""ARITY, and the kinds taking one or more integers (a pool item or a corporation ability
with its choices)."""


def parse_action(text: str) -> Action:
    """Inverse of `notation`; IllegalAction `sm.illegal.malformed` on malformed text."""
    return Action(*parse_int_notation(text, _GRAMMAR, "sm.illegal.malformed",
                                      empty="Empty action."))
