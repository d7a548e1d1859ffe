"""Moonwakers actions and their canonical notation.

Grammar (positions are 1-based, seats are written p1..p6):

    roll                         roll-off die (MW-1.4)
    scan | protect               secret option (MW-2.2)
    look <i>                     secret scan of layout card i (MW-2.3)
    dash <i> | shortcut | permute p<s> | pass     ability prompts (MW-3.4..3.8)
    place <i>                    put the character under layout card i (MW-3.7)
    map | explore                secret revelation choice (MW-4.1)
    go                           resolve my map/explore now (own resolution step)
    labo p<s>.<i>                LABO on mapped card i of seat s (MW-5.4)
    use-scan l<i> | use-scan p<s>.<i>   SCAN action card (MW-5.6)
    cryogen p<s>                 CRYOGEN ahead of time (MW-5.5)
    react abri|abri-def|bouclier|cryogen  | no-react      reaction prompts (MW-5.2..5.8)
    lose m<i> | lose h<i>        accident loss (MW-4.5)
    refresh | pass               infrared storm (MW-4.7)
    claim <n> spend h1,h3,m2 | pass      secret acquisition claim, n = combination 1..17
    stop | pass                  end call (MW-7.3)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.core.rules import IllegalAction


@dataclass(frozen=True)
class Action:
    """One Moonwakers action. `index`: layout/mapped position or combination number;
    `seat`: a target seat; `hand`/`mapped`: 0-based positions spent or lost; `name`: the card
    named by `react`."""

    kind: str
    index: int = -1
    seat: int = -1
    hand: tuple[int, ...] = ()
    mapped: tuple[int, ...] = ()
    name: str = ""


WORDS = ("roll", "scan", "protect", "shortcut", "pass", "map", "explore", "go", "no-react",
         "refresh", "stop")
REACT_NAMES = {"abri": "abri", "abri-def": "abri_def", "bouclier": "bouclier",
               "cryogen": "cryogen"}
_REACT_TEXT = {v: k for k, v in REACT_NAMES.items()}


def notation(a: Action) -> str:
    """Canonical text of an action."""
    k = a.kind
    if k in WORDS:
        return k
    if k in ("look", "dash", "place"):
        return f"{k} {a.index + 1}"
    if k in ("permute", "cryogen"):
        return f"{k} p{a.seat + 1}"
    if k == "labo":
        return f"labo p{a.seat + 1}.{a.index + 1}"
    if k == "use-scan":
        if a.seat < 0:
            return f"use-scan l{a.index + 1}"
        return f"use-scan p{a.seat + 1}.{a.index + 1}"
    if k == "react":
        return f"react {_REACT_TEXT[a.name]}"
    if k == "lose":
        return f"lose m{a.mapped[0] + 1}" if a.mapped else f"lose h{a.hand[0] + 1}"
    if k == "claim":
        parts = [f"h{i + 1}" for i in a.hand] + [f"m{i + 1}" for i in a.mapped]
        return f"claim {a.index} spend {','.join(parts)}"
    raise ValueError(f"unknown action kind {k!r}")


def _bad(text: str) -> IllegalAction:
    return IllegalAction(f'Cannot read the move "{text}".', "core.illegal.bad_notation",
                         text=text)


_NUM = r"([1-9]\d?)"
_PATTERNS = [
    (re.compile(rf"(look|dash|place) {_NUM}"),
     lambda m: Action(m[1], index=int(m[2]) - 1)),
    (re.compile(rf"(permute|cryogen) p{_NUM}"),
     lambda m: Action(m[1], seat=int(m[2]) - 1)),
    (re.compile(rf"labo p{_NUM}\.{_NUM}"),
     lambda m: Action("labo", seat=int(m[1]) - 1, index=int(m[2]) - 1)),
    (re.compile(rf"use-scan l{_NUM}"),
     lambda m: Action("use-scan", index=int(m[1]) - 1)),
    (re.compile(rf"use-scan p{_NUM}\.{_NUM}"),
     lambda m: Action("use-scan", seat=int(m[1]) - 1, index=int(m[2]) - 1)),
    (re.compile(r"react (abri|abri-def|bouclier|cryogen)"),
     lambda m: Action("react", name=REACT_NAMES[m[1]])),
    (re.compile(rf"lose m{_NUM}"), lambda m: Action("lose", mapped=(int(m[1]) - 1,))),
    (re.compile(rf"lose h{_NUM}"), lambda m: Action("lose", hand=(int(m[1]) - 1,))),
]
_CLAIM = re.compile(rf"claim {_NUM} spend ([hm]\d{{1,2}}(?:,[hm]\d{{1,2}})*)")


def parse_action(text: str) -> Action:
    """Inverse of `notation`; IllegalAction `core.illegal.bad_notation` on anything else."""
    t = " ".join(text.strip().lower().split())
    if t in WORDS:
        return Action(t)
    for pattern, build in _PATTERNS:
        m = pattern.fullmatch(t)
        if m:
            return build(m)
    m = _CLAIM.fullmatch(t)
    if m:
        hand: set[int] = set()
        mapped: set[int] = set()
        for part in m[2].split(","):
            pos = int(part[1:]) - 1
            if pos < 0:
                raise _bad(text)
            target = hand if part[0] == "h" else mapped
            if pos in target:
                raise _bad(text)
            target.add(pos)
        return Action("claim", index=int(m[1]), hand=tuple(sorted(hand)),
                      mapped=tuple(sorted(mapped)))
    raise _bad(text)
