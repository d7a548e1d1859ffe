"""Asset lookup for source checkouts and PyInstaller bundles, plus font and text caches.

Paths resolve from this file (`Path(__file__)`), which PyInstaller >= 4.3 points inside the
bundle, so fonts and images are found frozen or not. Fonts are cached by (file, px) and
rendered text surfaces by everything that changes their pixels, in a bounded LRU.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import cache, lru_cache
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent.parent
_FONT_FILES = {
    (False, False, False): "DejaVuSans.ttf",
    (True, False, False): "DejaVuSans-Bold.ttf",
    (False, True, False): "DejaVuSansMono.ttf",
    (True, True, False): "DejaVuSansMono.ttf",
    (False, False, True): "DejaVuSerif-Bold.ttf",
    (True, False, True): "DejaVuSerif-Bold.ttf",
}
_TEXT_CACHE_SIZE = 2048
_text_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()


def font_path(bold: bool = False, mono: bool = False, serif: bool = False) -> Path:
    """The file of a shipped font face."""
    return path("fonts", _FONT_FILES[(bool(bold), bool(mono), bool(serif))])


def path(*parts: str) -> Path:
    """Absolute path of a file under the project's `assets/` directory."""
    return ROOT.joinpath("assets", *parts)


def game_path(*parts: str) -> Path:
    """Absolute path of a file under the `game/` package (rules texts, game data)."""
    return ROOT.joinpath("game", *parts)


@cache
def _font(file: str, px: int) -> pygame.font.Font:
    font_path = path("fonts", file)
    if font_path.is_file():
        return pygame.font.Font(font_path, px)
    return pygame.font.Font(None, px)  # pygame's bundled default, never a crash


def font(px: int, bold: bool = False, mono: bool = False, serif: bool = False) -> pygame.font.Font:
    """The shipped font at `px` pixels (cached by file and size)."""
    if not pygame.font.get_init():  # first use, or pygame was quit and re-initialised:
        pygame.font.init()  # fonts made before are invalid now
        _font.cache_clear()
        _text_cache.clear()
    file = _FONT_FILES[(bool(bold), bool(mono), bool(serif))]
    return _font(file, max(6, int(px)))


def text(string: str, px: int, colour, bold: bool = False, mono: bool = False,
         serif: bool = False) -> pygame.Surface:
    """A rendered, cached text surface (antialiased, transparent background)."""
    key = (string, int(px), tuple(colour), bold, mono, serif)
    surf = _text_cache.get(key)
    if surf is not None:
        _text_cache.move_to_end(key)
        return surf
    surf = font(px, bold, mono, serif).render(string, True, colour)
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    _text_cache[key] = surf
    if len(_text_cache) > _TEXT_CACHE_SIZE:
        _text_cache.popitem(last=False)
    return surf


def wrap(string: str, px: int, width: int, bold: bool = False) -> list[str]:
    """Split `string` into lines that fit `width` pixels (words are never cut mid-word
    unless a single word is wider than the line)."""
    return list(_wrap(string, px, width, bold))


@lru_cache(maxsize=2048)
def _wrap(string: str, px: int, width: int, bold: bool) -> tuple[str, ...]:
    # Cached: panels re-wrap the same sentences every frame (measured ~1 ms a frame).
    f = font(px, bold)
    lines: list[str] = []
    for paragraph in string.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = word if not line else f"{line} {word}"
            if f.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


@lru_cache(maxsize=2048)
def fit(string: str, px: int, width: int, bold: bool = False) -> str:
    """`string` shortened with an ellipsis so that it fits `width` pixels."""
    f = font(px, bold)
    if f.size(string)[0] <= width:
        return string
    if _cuts is not None:
        _cuts.append((string, int(width), int(px)))
    while string and f.size(string + "…")[0] > width:
        string = string[:-1]
    return string + "…"


def fitted(string: str, px: int, width: int, bold: bool = False,
           floor: float = 0.65) -> tuple[str, int]:
    """(text, px) that fits `width`: the type steps down first (to `floor` of its size, and
    never under 11 px), and only then is the text cut with an ellipsis."""
    lowest = _lowest(px, floor)
    size = int(px)
    f = font(size, bold)
    while size > lowest and f.size(string)[0] > width:
        size -= 1
        f = font(size, bold)
    return fit(string, size, width, bold), size


def _lowest(px: int, floor: float) -> int:
    return max(11, int(px * floor))


def fits(string: str, px: int, width: int, bold: bool = False, floor: float = 0.65) -> bool:
    """Would `fitted` show `string` whole (at `floor` of its size at the smallest)? Asked
    before drawing, it records no cut (`recording_cuts`)."""
    return font(_lowest(px, floor), bold).size(string)[0] <= width


def shrunk(string: str, px: int, width: int, bold: bool = False, lowest: int = 11) -> int:
    """The largest type size from `px` down to `lowest` at which `string` fits `width` (else
    `lowest`): for text inside map geometry, which may go under the interface's 11 px."""
    size = int(px)
    while size > lowest and font(size, bold).size(string)[0] > width:
        size -= 1
    return size


def fitted_size(strings: Iterable[str], px: int, width: int, bold: bool = False) -> int:
    """One type size for a set of texts (a row of buttons, a list): the smallest `fitted`
    gives any of them, so that none reads larger than its neighbours; `px` for no texts."""
    return min((fitted(s, px, width, bold)[1] for s in strings), default=px)


def wrapped(string: str, px: int, width: int, height: int, bold: bool = False,
            floor: float = 0.7, break_words: bool = True) -> tuple[list[str], int]:
    """(lines, px) of `string` wrapped to `width` within `height`: the type steps down first
    (to `floor` of its size, never under 11 px), a word still wider than `width` is broken
    (`broken`; not with `break_words` False, for a caller that breaks words its own way);
    only then are lines dropped, the last kept one ending in an ellipsis (and noted by the
    text-fit check like any cut)."""
    lowest = max(11, int(px * floor))
    size = int(px)
    while True:
        lines = wrap(string, size, width, bold)
        f = font(size, bold)
        # a single word wider than the line cannot wrap: it steps the type down too
        # (« INFRA-ROUGE » ran out of a narrow panel at 150%)
        if (len(lines) * f.get_linesize() <= height
                and all(f.size(line)[0] <= width for line in lines)) or size <= lowest:
            break
        size -= 1
    if break_words:
        lines = broken(lines, size, width, bold)
    keep = max(1, height // font(size, bold).get_linesize())
    if len(lines) > keep:
        rest = " ".join(lines[keep - 1:])
        lines = lines[:keep - 1] + [fit(rest, size, width, bold)]
    if not break_words:  # the caller breaks a word too wide its own way
        return lines, size
    # still too wide at the smallest size: cut, never drawn past the box
    return [fit(line, size, width, bold) for line in lines], size


def whole_height(string: str, px: int, width: int, bold: bool = False,
                 floor: float = 0.7) -> int:
    """The least height `string` wraps into whole at `width`, its type stepping down as
    `wrapped` does (to `floor` of its size, never under 11 px)."""
    lowest = min(int(px), max(11, int(px * floor)))  # a size already under 11 px is kept
    return min(len(wrap(string, size, width, bold)) * font(size, bold).get_linesize()
               for size in range(int(px), lowest - 1, -1))


def line_or_wrapped(string: str, px: int, width: int, height: int, bold: bool = False,
                    floor: float = 0.8, wrap_floor: float = 0.7) -> tuple[list[str], int]:
    """(lines, px): one line, its type stepping down to `floor` of its size, where that holds
    it whole; else `wrapped` within `height` (a label beside a switch, a panel's title)."""
    if font(max(11, int(px * floor)), bold).size(string)[0] <= width:
        one, size = fitted(string, px, width, bold, floor)
        return [one], size
    return wrapped(string, px, width, height, bold, wrap_floor)


def broken(lines: list[str], size: int, width: int, bold: bool = False) -> list[str]:
    """`lines` with every line still wider than `width` (one long word: « CARTOGRAPHIER »)
    broken with a hyphen where its first part fills the line, three letters at least on
    each side; a word that cannot be broken so is left to be cut."""
    f = font(size, bold)
    out: list[str] = []
    for line in lines:
        while f.size(line)[0] > width:
            fits = [k for k in range(3, len(line) - 2)
                    if f.size(line[:k] + ("" if line[k - 1] == "-" else "-"))[0] <= width]
            cut = _best_break(line, fits)
            if not cut:
                break
            out.append(line[:cut] + ("" if line[cut - 1] == "-" else "-"))
            line = line[cut:]
        out.append(line)
    return out


_VOWELS = set("AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouyàâäéèêëîïôöùûü")
_CLUSTERS = {"ph", "ch", "th", "gn", "bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl",
             "pr", "tr", "vr"}


def _best_break(word: str, fits: list[int]) -> int:
    """The break among `fits` (cut before index k) that reads best, the latest first: after
    a hyphen already there ("INFRA-/ROUGE"), before a consonant (or a cluster such as "ph")
    that opens a syllable ("CARTOGRA-/PHIER"), between two consonants ("DÉFEC-/TUEUX");
    else the latest that fits; 0 when none does."""
    def vowel(i: int) -> bool:
        return 0 <= i < len(word) and word[i] in _VOWELS

    def letter(i: int) -> bool:
        return 0 <= i < len(word) and word[i].isalpha()

    rules = (
        lambda k: word[k - 1] == "-",
        lambda k: vowel(k - 1) and letter(k) and not vowel(k) and (
            vowel(k + 1) or word[k:k + 2].lower() in _CLUSTERS and vowel(k + 2)),
        lambda k: letter(k - 1) and not vowel(k - 1) and letter(k) and not vowel(k)
        and word[k - 1:k + 1].lower() not in _CLUSTERS and vowel(k - 2) and (
            vowel(k + 1) or word[k:k + 2].lower() in _CLUSTERS and vowel(k + 2)),
    )
    for rule in rules:
        good = [k for k in fits if rule(k)]
        if good:
            return max(good)
    return max(fits, default=0)


# The text-fit check (tests): while recording, every text `fit` had to cut is noted as
# (text, box width, font px). Off in the app: one `is None` test per cut, no cost otherwise.
_cuts: list[tuple[str, int, int]] | None = None


@contextmanager
def recording_cuts() -> Iterator[list[tuple[str, int, int]]]:
    """Collect the texts that did not fit their box while the block runs."""
    global _cuts
    previous, _cuts = _cuts, []
    try:
        yield _cuts
    finally:
        _cuts = previous


def clear_caches() -> None:
    """Forget rendered text (after a display re-init or a language change)."""
    _text_cache.clear()


def reset_fonts() -> None:
    """Forget every font and rendered text (pygame was (re)initialised: old fonts are dead)."""
    _font.cache_clear()
    _text_cache.clear()
