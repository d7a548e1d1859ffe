"""Every game Moontable knows, in title-screen order, registered by static import.

Built games carry their `Rules`; the others are listed as not yet playable so the title screen
can show the whole family.
"""

from __future__ import annotations

from game.core import registry
from game.core.registry import GameInfo


def games() -> tuple[GameInfo, ...]:
    """The four games, built or not, in display order."""
    from game.moonstar.rules import RULES as MOONSTAR
    from game.moonwakers.rules import RULES as MOONWAKERS
    from game.supermoon.rules import RULES as SUPERMOON
    from game.tsukuyumi.rules import RULES as TSUKUYUMI

    registry.register(MOONSTAR)
    registry.register(MOONWAKERS)
    registry.register(SUPERMOON)
    registry.register(TSUKUYUMI)
    return (
        GameInfo("moonstar", "MOONSTAR", "catalog.moonstar.tagline", MOONSTAR),
        GameInfo("moonwakers", "Moonwakers SEED", "catalog.moonwakers.tagline", MOONWAKERS),
        GameInfo("supermoon", "Planet Unknown: Supermoon", "catalog.supermoon.tagline", SUPERMOON),
        GameInfo("tsukuyumi", "TSUKUYUMI: Full Moon Down", "catalog.tsukuyumi.tagline",
                 TSUKUYUMI),
    )


def built() -> tuple[GameInfo, ...]:
    """Only the playable games."""
    return tuple(info for info in games() if info.rules is not None)


def rules(name: str):
    """The Rules of a built game by name (registers the catalogue first)."""
    games()
    return registry.get(name)
