"""Screenshots of module M6 (Oni power cards) on the Tsukuyumi table, for
`capture_modules.module_scenes`:

- `options_m6`: the setup screen with every module chosen, the M6 chip's tooltip (its
  explanation and its "reconstructed" note) shown;
- `m6_card_3p`: a round-2 table of three with M6 on, the Oni power card of the round hovered
  in the right column (its effect, the round it was turned);
- `m6_card_4p`: a round-2 table of four with M6 and M7 on, the events' tab shown when the
  column has tabs (the card stays there with the Oni reserve), the card's heading hovered (the
  module's rule, the cards face down);
- `m6_revenge_3p`: a table of three under Oni Revenge, the viewer inside their Oni conquest
  (the sentence says the Oni attack player units; the zones they may attack lit).

Reached by seeded random play (`capture_round.reach`), the first seed that gets there kept.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

SCENES = ("options_m6", "m6_card_3p", "m6_card_4p", "m6_revenge_3p")


def _tip_has(text: str) -> Callable[[Any], bool]:
    def want(hit) -> bool:
        tip = hit.tip() if callable(hit.tip) else hit.tip
        return bool(tip) and text in tip
    return want


def _revenge_conquest(st) -> bool:
    from game.tsukuyumi.modules import m6_oni_powers as m6

    return (m6.revenge(st) and bool(st.pending) and st.pending[-1].kind == "oni_conquest"
            and st.pending[-1].seat == 0)


def m6_scenes(app, shot, wanted: Callable[[str], bool], out_dir: Path,
              suffix: str) -> list[Path]:
    """The M6 scenes (see the module docstring), those `wanted`; the setup screen's path is
    returned (the others go through `shot`)."""
    from game.tsukuyumi.modules import m6_oni_powers as m6
    from game.ui.i18n import t
    from game.ui.tables.tsukuyumi.capture_modules import _options, hit_point
    from game.ui.tables.tsukuyumi.capture_round import reach

    paths = []
    if wanted("options_m6"):
        paths.append(_options(app, out_dir / f"tsukuyumi_options_m6{suffix}.png", "m6"))
    on = {"factions": "random", "modules": ("m6",)}
    if wanted("m6_card_3p"):
        got = reach(app, 3, on, 41, lambda st: st.round >= 2 and st.phase == "green"
                    and st.turn is not None and st.turn.seat == 0 and not st.pending)
        if got is not None:
            match, table = got
            table._after_change()
            table.show_hud_tab("missions")
            card = m6.current(match.state)
            name = t(f"ts.m6.{card.key}.text") if card is not None else t("ts.ui.m6.none")
            shot(table, "m6_card_3p", mouse=hit_point(table, _tip_has(name)))
    if wanted("m6_card_4p"):
        both = {"factions": "random", "modules": ("m6", "m7")}
        got = reach(app, 4, both, 12, lambda st: st.round >= 2 and st.phase == "blue")
        if got is not None:
            table = got[1]
            table._after_change()
            table.show_hud_tab("events")  # the Oni block stays under the events' tab
            head = t("ts.option.modules.m6.help")
            shot(table, "m6_card_4p", mouse=hit_point(
                table, lambda h: (h.tip() if callable(h.tip) else h.tip or "").startswith(head)))
    if wanted("m6_revenge_3p"):
        got = reach(app, 3, on, 51, _revenge_conquest, tries=12)
        if got is not None:
            table = got[1]
            table._after_change()
            shot(table, "m6_revenge_3p")
    return paths


__all__ = ["SCENES", "m6_scenes"]
