"""The commander's prompt names the station's turn buttons (⟲ ⟳): beside « click the depot
you want in front of you » they stood as bare arrows nothing explained (a review, stop 77)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ui import i18n


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rotation_prompt_names_both_turn_buttons(lang) -> None:
    try:
        i18n.set_language(lang)
        prompt = i18n.t("ui.supermoon.prompt.rotate")
        bar = Path(__file__).resolve().parents[2] / "game/ui/tables/supermoon/bar.py"
        source = bar.read_text(encoding="utf-8")
        for arrow in ("⟲", "⟳"):
            assert f'out.append(("{arrow}"' in source  # the button's label
            assert arrow in prompt
    finally:
        i18n.set_language("en")
