"""MOONSTAR at 150% in French: what a stop-72 review of the new `_fr150` screenshots found.

- « enchère de Luna » under the bid took the ring's own type, 12 px at 150% (the ring shrinks
  as the panels grow), smaller than at 100%;
- « Sans pari » in equal thirds stepped down to 10 px beside « Réussie » and « Ratée ».
"""

from __future__ import annotations

from ui_helpers import texts_drawn

from game.ui import theme
from game.ui.tables.moonstar import capture as cap


def _scene(name: str):
    """The capture's app and build for scene `name`, built and settled."""
    opts, build = next((o, b) for n, o, b in cap.scenes() if n == name)
    app = cap.make_app(**opts)
    build(app)
    return app


def _drawn(app) -> list[tuple[str, int]]:
    with texts_drawn() as drawn:
        app.frame([], 1 / 60)
    return drawn


def test_the_bid_caption_grows_with_the_interface() -> None:
    sizes = {}
    for name in ("moonstar_bidding", "moonstar_bidding_fr150"):
        app = _scene(name)
        try:
            caption = app.scenes[-1].t("ui.moonstar.bid.by", name="Luna")
            sizes[name] = [size for text, size in _drawn(app) if text == caption]
            assert sizes[name], name
            if name.endswith("fr150"):
                assert min(sizes[name]) >= 16
        finally:
            app.close()
            theme.set_scale(1.0)
    assert min(sizes["moonstar_bidding_fr150"]) > max(sizes["moonstar_bidding"])


def test_the_three_bet_sides_share_one_type_that_is_not_shrunk() -> None:
    app = _scene("moonstar_game11_bets_fr150")
    try:
        table = app.scenes[-1]
        labels = [table.t(f"ui.moonstar.bets.{k}") for k in ("made", "failed", "none")]
        sizes = {text: size for text, size in _drawn(app) if text in labels}
        assert set(sizes) == set(labels), sizes
        assert len(set(sizes.values())) == 1, sizes  # one type for the three
        assert min(sizes.values()) >= theme.px(theme.FONT_SMALL) - 2, sizes
        hits = {h.key: h.rect for h in table.hits if str(h.key).startswith("side:")}
        assert len(hits) == 3
        rects = sorted(hits.values(), key=lambda r: r.x)
        assert all(a.right < b.x for a, b in zip(rects, rects[1:], strict=False))
        assert rects[-1].right <= table.panel_rect.right
    finally:
        app.close()
        theme.set_scale(1.0)


def test_game_12_names_its_picked_games_without_a_dangling_mark() -> None:
    """At 150% the games are number chips, the picked ones named below: « 3 · Plus de lunes
    que de dés · » / « 9 · Double ou moitié » left a « · » at a line's end, as if a third
    game were to come. The names are now kept apart by « ; »."""
    app = _scene("moonstar_game12_choice_fr150")
    try:
        table = app.scenes[-1]
        texts = [text for text, _ in _drawn(app)]
        names = [table.t(f"ui.moonstar.game.{g}") for g in (3, 9)]
        first = next(i for i, text in enumerate(texts) if text.startswith(names[0][:4]))
        last = next(i for i, text in enumerate(texts) if text.endswith(names[-1].split()[-1]))
        block = " ".join(texts[first:last + 1])
        assert block.split() == "\u00a0; ".join(names).split(), texts
        assert not any(text.rstrip().endswith("·") for text in texts)
    finally:
        app.close()
        theme.set_scale(1.0)
