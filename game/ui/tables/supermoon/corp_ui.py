"""The asymmetric corporations' own choices on the table (PU-18): their words in the bar and
Cosmos' lifepod moves (a lifepod picked on the tracks or from the scoring area, then where it
goes)."""

from __future__ import annotations

import functools

from game.supermoon.data import TRACK_INDEX, TRACKS
from game.supermoon.tracks import model
from game.ui.tables.supermoon import hud


def choice_label(table, kind: str, choice: tuple[int, ...]) -> str:
    """A corporation item's or ability's choice in words (PU-18)."""
    t = table.t
    if kind == "pod_place" or kind == "pod_slot" and choice[0] == 0:  # the scoring area
        return t("ui.supermoon.choice.scoring_area")
    if kind == "pod_slot":  # Jump Drive: slot A-F (PU-18.8)
        return t("ui.supermoon.choice.slot", slot="ABCDEF"[choice[0] - 1])
    if kind == "ladder":  # Wormhole: a space of the Biomass ladder (PU-18.16)
        me = table.view().players[table.viewer]
        codes = model(me).codes(me, TRACK_INDEX["biomass"], choice[0])
        return " + ".join(hud.benefit_text(t, c) for c in codes) or str(choice[0])
    if kind == "shared_objective":  # Jump Drive F: the card's neighbour side (PU-11.5)
        return t(f"sm.obj.{choice[0]}.neighbour.name")
    if kind == "use.syn_for_patch":
        return t("ui.supermoon.choice.patch_to_synergy")
    if kind == "use.double_synergy":  # (pool item, track)
        return t("ui.supermoon.choice.twice", track=t(f"sm.track.{TRACKS[choice[1]]}"))
    if kind == "use.claim_row":
        return t("ui.supermoon.choice.row_step", n=choice[0])
    return " ".join(str(c) for c in choice)


def pod_buttons(table, acts) -> list[tuple[str, object, str, bool]]:
    """A lifepod's reposition in the bar (Cosmos, PU-18.3): "stop", a lifepod taken from the
    scoring area, or one put back there (the track spaces are clicked on the tracks)."""
    t = table.t
    out: list[tuple[str, object, str, bool]] = []
    for a in acts:
        choice = a.args[1:]
        if not choice:
            out.append(("→ " + t("ui.supermoon.choice.stop"), a,
                        t("ui.supermoon.choice.stop_tip"), False))
        elif table.pod_from == choice[:2] and choice[2] < 0:
            label = t("ui.supermoon.choice.pod_to_score")
            out.append(("→ " + label, a, label, False))
    if table.pod_from is None and any(len(a.args) == 5 and a.args[1] < 0 for a in acts):
        label = t("ui.supermoon.choice.pod_from_score")
        out.append((label, functools.partial(setattr, table, "pod_from", (-1, 0)), label,
                    table.pod_from == (-1, 0)))
    return out


__all__ = ["choice_label", "pod_buttons"]
