"""The fonts a picture's text is drawn in, and text cut into runs each font can draw.

Names come in any language and from anyone: no single font has every character. The text
is drawn in a stack of Noto families, first Noto Sans (Latin, Greek, Cyrillic), then Noto
Sans CJK (Japanese and the rest of CJK), then the companions for other scripts and symbols;
each character goes to the first family that has it. A character none has, and every
invisible or control character (which could hide or reorder a name), is drawn as U+FFFD.

The families are found where Debian's packages put them (``fonts-noto-core``,
``fonts-noto-cjk``: the Docker image), else in the Python packages that ship them
(``manimgx-fonts``, ``manimgx-fonts-cjk``: development and tests). Without Noto Sans and
Noto Sans CJK there are no pictures (:class:`FontsMissing`).
"""

from __future__ import annotations

import importlib.util
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from fontTools.ttLib import TTCollection, TTFont
from PIL import ImageFont

DEBIAN = Path("/usr/share/fonts")
SHOWN_INSTEAD = "\ufffd"  # a character no font has, or one that must not act, is shown as this
REGULAR, BOLD = 400, 700


class FontsMissing(RuntimeError):
    """Noto Sans or Noto Sans CJK is not installed: pictures cannot be drawn."""


@dataclass(frozen=True, slots=True)
class Family:
    """A font family: where Debian puts its regular and bold files, and which file of a Python
    package holds it (a variable font: its weights are set on its ``wght`` axis). ``face``
    names the face of a collection (``.ttc``) to use."""

    name: str
    debian: tuple[str, str | None]
    package: tuple[str, str] | None
    face: str | None = None
    required: bool = False


FAMILIES = (
    Family(
        "Noto Sans",
        ("truetype/noto/NotoSans-Regular.ttf", "truetype/noto/NotoSans-Bold.ttf"),
        ("manimgx_fonts", "NotoSans[wght].ttf"),
        required=True,
    ),
    Family(
        "Noto Sans CJK",
        ("opentype/noto/NotoSansCJK-Regular.ttc", "opentype/noto/NotoSansCJK-Bold.ttc"),
        ("manimgx_fonts_cjk", "NotoSansCJK-VF.otf.ttc"),
        face="Noto Sans CJK JP",
        required=True,
    ),
    Family(
        "Noto Sans Symbols",
        ("truetype/noto/NotoSansSymbols-Regular.ttf", None),
        ("manimgx_fonts", "NotoSansSymbols[wght].ttf"),
    ),
    Family("Noto Sans Symbols 2", ("truetype/noto/NotoSansSymbols2-Regular.ttf", None), None),
    Family(
        "Noto Sans Hebrew",
        ("truetype/noto/NotoSansHebrew-Regular.ttf", None),
        ("manimgx_fonts", "NotoSansHebrew[wght].ttf"),
    ),
    Family(
        "Noto Sans Arabic",
        ("truetype/noto/NotoSansArabic-Regular.ttf", None),
        ("manimgx_fonts", "NotoSansArabic[wght].ttf"),
    ),
    Family(
        "Noto Emoji",
        ("truetype/noto/NotoEmoji-Regular.ttf", None),
        ("manimgx_fonts", "NotoEmoji[wght].ttf"),
    ),
)


@dataclass(frozen=True, slots=True)
class Face:
    """One family as found: its file, the face's index in it, and how to get each weight
    (a bold file, or the variable font's axis)."""

    family: str
    path: Path
    index: int
    bold: Path | None  # a separate bold file (Debian); None: the variable font, or no bold
    variable: bool
    chars: frozenset[int]


def _package_file(package: str, name: str) -> Path | None:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / name
    return path if path.is_file() else None


def _open(path: Path, face: str | None) -> tuple[TTFont, int]:
    """The font in a file (the face named ``face`` of a collection) and its index."""
    if path.suffix.lower() in (".ttc", ".otc"):
        fonts = TTCollection(str(path), lazy=True).fonts
        for index, font in enumerate(fonts):
            if face is None or font["name"].getDebugName(4) == face:
                return font, index
        raise FontsMissing(f"{path} has no face named {face}")
    return TTFont(str(path), lazy=True), 0


def find(family: Family, root: Path = DEBIAN) -> Face | None:
    """Where ``family`` is installed: Debian's files under ``root``, else its Python package."""
    regular, bold = family.debian
    path = root / regular
    bold_path = root / bold if bold is not None else None
    variable = False
    if not path.is_file():
        packaged = _package_file(*family.package) if family.package is not None else None
        if packaged is None:
            return None
        path, bold_path, variable = packaged, None, True
    if bold_path is not None and not bold_path.is_file():
        bold_path = None
    font, index = _open(path, family.face)
    variable = variable and "fvar" in font
    return Face(family.name, path, index, bold_path, variable, _characters(font))


def _characters(font: TTFont) -> frozenset[int]:
    """The characters a font maps to a glyph (its best character map's keys)."""
    # The map's values are glyph names, which Redzone never reads: a CFF font (Noto Sans CJK)
    # has none stored, and fontTools derives them from the character map itself, slowly.
    # Numbered names read the same keys much faster (docs/performance.md).
    font.setGlyphOrder([f"glyph{number}" for number in range(font["maxp"].numGlyphs)])
    return frozenset(font.getBestCmap() or ())


@cache
def faces(root: Path = DEBIAN) -> tuple[Face, ...]:
    """Every family found, in the order of :data:`FAMILIES` (read once per process).

    Raises
    ------
    FontsMissing
        When Noto Sans or Noto Sans CJK is not installed.
    """
    found: list[Face] = []
    for family in FAMILIES:
        face = find(family, root)
        if face is None and family.required:
            raise FontsMissing(
                f"{family.name} is not installed: install Debian's fonts-noto-core and "
                "fonts-noto-cjk, or the Python packages manimgx-fonts and manimgx-fonts-cjk"
            )
        if face is not None:
            found.append(face)
    return tuple(found)


@cache
def font(number: int, size: int, weight: int = REGULAR) -> ImageFont.FreeTypeFont:
    """The ``number``-th face of :func:`faces` at ``size`` pixels and ``weight``."""
    face = faces()[number]
    path = face.bold if weight >= BOLD and face.bold is not None else face.path
    loaded = ImageFont.truetype(str(path), size, index=face.index)
    if face.variable:
        # The axes' order is the font's own; set the weight, leave the others as they are.
        axes = loaded.get_variation_axes()
        values = [
            float(weight if axis["name"] in (b"Weight", "Weight") else axis["default"] or 0)
            for axis in axes
        ]
        loaded.set_variation_by_axes(values)
    return loaded


def _hidden(char: str) -> bool:
    """A character that must not act in a name: controls, bidirectional and zero-width
    format characters, private use, surrogates, unassigned code points."""
    return unicodedata.category(char) in ("Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp")


@lru_cache(maxsize=4096)
def _drawn_as(char: str) -> tuple[int, str]:
    """The face that draws ``char`` and the character drawn: :data:`SHOWN_INSTEAD` for a
    character that must not act or that no face has."""
    found = faces()
    code = ord(char)
    number = next((n for n, face in enumerate(found) if code in face.chars), -1)
    if number < 0 or _hidden(char):
        return next((n for n, face in enumerate(found) if 0xFFFD in face.chars), 0), SHOWN_INSTEAD
    return number, char


@lru_cache(maxsize=4096)
def runs(text: str) -> tuple[tuple[int, str], ...]:
    """``text`` cut into runs of (face number, characters) each face draws. Variation
    selectors are dropped; a character that must not act, or that no face has, is shown as
    :data:`SHOWN_INSTEAD` (in the first face that has it). A label's text is cut when it is
    fitted, measured and drawn: the runs of each text are kept."""
    pieces: list[tuple[int, str]] = []
    current, chars = -1, list[str]()
    for char in text:
        if "\ufe00" <= char <= "\ufe0f":
            continue
        number, char = _drawn_as(char)
        if number != current and chars:
            pieces.append((current, "".join(chars)))
            chars = []
        current = number
        chars.append(char)
    if chars:
        pieces.append((current, "".join(chars)))
    return tuple(pieces)


def shown(text: str) -> str:
    """The characters :func:`runs` draws for ``text``."""
    return "".join(piece for _, piece in runs(text))
