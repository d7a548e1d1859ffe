"""The English log names a track with its article: « Emma advances the Tech track to step
1. » (it read « advances Tech track », a stop-82 review; the French log has had its
« la piste Civ » since stop 81). A sentence reads « the {track} » or « Ana's {track} »; only
a choice's label (« Civ track or Water track +1 ») or a bracket leaves the article out. (The
log's messages, `sm.*`, get the track as « Civ track »; the table's tooltips say « Civ ».)"""

from __future__ import annotations

import json
import re
from pathlib import Path

I18N = Path(__file__).resolve().parents[2] / "game" / "supermoon" / "i18n"
FIELD = re.compile(r"\{(track|other_track|third_track|to_track)\}")


def test_every_english_sentence_names_a_track_with_its_article() -> None:
    bad = []
    for path in sorted(I18N.glob("*.en.json")):
        for key, text in json.loads(path.read_text(encoding="utf-8")).items():
            if not key.startswith("sm.") or not text.endswith((".", "!", "?")):
                continue  # a label, not a sentence; or the table's own short track names
            for m in FIELD.finditer(text):
                before, after = text[:m.start()], text[m.end():]
                if before.endswith(("the ", "'s ", "(")):
                    continue
                if after.startswith((" or ", ", ", " +", " −")):  # a choice's list
                    continue
                if before.endswith((", ", "{track} or ", "{other_track} or ")):
                    continue
                bad.append(f"{key}: {text}")
    assert not bad, "\n".join(bad)
