"""Card names normalized for lookup: one spelling for every way a player types a name.

Case (``casefold``), accents (``Dandân`` -> ``dandan``, ``Æther`` -> ``aether``), full-width
and compatibility characters (NFKC), apostrophes (``’`` -> ``'``), commas (``Jace, the Mind
Sculptor`` = ``Jace the Mind Sculptor``, as a comma separates permanents in the notation),
the ``//`` of split cards and runs of spaces. Japanese keeps its voicing marks.
"""

from __future__ import annotations

import re
import unicodedata

_TABLE = str.maketrans(
    {
        "’": "'",
        "‘": "'",
        "`": "'",
        "´": "'",
        "ʼ": "'",
        ",": None,
        "・": None,  # ジェイス・ベレレン = ジェイスベレレン
        "–": "-",
        "—": "-",
        "‐": "-",
        "Æ": "Ae",
        "æ": "ae",
    }
)
_SLASHES = re.compile(r"\s*//+\s*")


def normalize(name: str) -> str:
    """The lookup key of a name: ``Ｓｅｒｒａ  ANGEL`` -> ``serra angel``."""
    text = unicodedata.normalize("NFKC", name).translate(_TABLE)
    if not text.isascii():
        decomposed = unicodedata.normalize("NFD", text)
        text = unicodedata.normalize(
            "NFC", "".join(c for c in decomposed if not "\u0300" <= c <= "\u036f")
        )
    text = _SLASHES.sub(" // ", text.casefold())
    return " ".join(text.split())
