"""Fluent catalogs and keyword names: one per language, English the source of truth.

Catalogs live in ``locales/<code>.ftl`` beside the packages (Red-DiscordBot's layout), with
``locales/keywords.toml`` for the keyword names of each language. Everything is loaded once
and looked up in memory.
"""

from __future__ import annotations

import logging
import os
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

from engine.keywords import INFO, KEYWORDS, Arg, Keyword
from engine.notation import BATTLE_WORDS, BLOCKS_WORDS, PW_WORDS, VS_WORDS, Vocabulary

log = logging.getLogger(__name__)

DEFAULT = "en"
LANGUAGES = ("en", "it", "de", "ja")
_HERE = Path(__file__).resolve().parent
LOCALES_DIR = Path(os.environ.get("REDZONE_LOCALES", _HERE.parent / "locales"))

FluentArg = str | int


@cache
def available() -> tuple[str, ...]:
    """The language codes that have a catalog, English first (looked up once)."""
    return tuple(code for code in LANGUAGES if (LOCALES_DIR / f"{code}.ftl").is_file())


@cache
def bundle(code: str) -> FluentBundle:
    """The Fluent bundle of one language (loaded once)."""
    path = LOCALES_DIR / f"{code}.ftl"
    result = FluentBundle([code], use_isolating=False)
    result.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return result


@cache
def normalize(locale: str | None) -> str:
    """Map a Discord or CLI locale (``en-US``, ``it``, ``ja``) onto a catalog code."""
    if not locale:
        return DEFAULT
    code = str(locale).replace("_", "-").split("-")[0].lower()
    return code if code in available() else DEFAULT


def t(locale: str | None, message_id: str, **args: FluentArg) -> str:
    """Format one message in a language, falling back to English for a missing message.

    Parameters
    ----------
    locale
        A catalog code or a Discord locale; unknown ones fall back to English.
    message_id
        The message's id (``event-assign``).
    args
        Its named variables.
    """
    code = normalize(locale)
    for lang in (code, DEFAULT) if code != DEFAULT else (DEFAULT,):
        catalog = bundle(lang)
        if catalog.has_message(message_id):
            message = catalog.get_message(message_id)
            text, errors = catalog.format_pattern(message.value, args)
            for error in errors:
                log.warning("catalog %s, message %s: %s", lang, message_id, error)
            return str(text)
    log.error("no message %s in any catalog", message_id)
    return message_id


# ---------------------------------------------------------------------------
# Keyword names in every language.


@cache
def keyword_table() -> dict[str, Any]:
    """``locales/keywords.toml``: keyword and structural words of the other languages."""
    with open(LOCALES_DIR / "keywords.toml", "rb") as handle:
        return tomllib.load(handle)


def keyword_names(keyword: Keyword, code: str) -> list[str]:
    """The spellings of a keyword in one language (English: the name, then short forms)."""
    if code == DEFAULT:
        row = INFO[keyword]
        return [row.name, *row.shorts]
    names: list[str] = keyword_table()["keywords"].get(keyword.value, {}).get(code, [])
    return names


def keyword_name(keyword: Keyword, locale: str | None) -> str:
    """How a keyword is written in a language (English when it has no translation)."""
    names = keyword_names(keyword, normalize(locale))
    return names[0] if names else INFO[keyword].name


def keyword_list(locale: str | None) -> str:
    """The keywords for help and errors: ``first strike (fs), ..., toxic N, cipher(SPELL)``."""
    code = normalize(locale)
    parts = []
    for row in KEYWORDS:
        name = keyword_name(row.keyword, code)
        if row.arg is Arg.NUMBER:
            name = f"{name} N"
        elif row.arg is Arg.SPELL:
            name = f"{name}(…)"
        if code == DEFAULT and row.shorts:
            name = f"{name} ({', '.join(row.shorts)})"
        parts.append(name)
    return t(code, "list-sep").join(parts)


def _words(kind: str, english: frozenset[str]) -> frozenset[str]:
    table = keyword_table()["words"].get(kind, {})
    return english | {word.lower() for names in table.values() for word in names}


@cache
def vocabulary() -> Vocabulary:
    """Every language's keyword and structural words, accepted at once by the notation.

    Raises
    ------
    ValueError
        When one spelling would mean two different keywords.
    """
    spellings: dict[tuple[str, ...], Keyword] = {}
    for row in KEYWORDS:
        for code in LANGUAGES:
            for name in keyword_names(row.keyword, code):
                key = tuple(name.lower().split())
                if spellings.get(key, row.keyword) is not row.keyword:
                    raise ValueError(f"{name!r} names two keywords")
                spellings[key] = row.keyword
    return Vocabulary.of(
        spellings,
        vs=_words("vs", VS_WORDS),
        blocks=_words("blocks", BLOCKS_WORDS),
        pw=_words("pw", PW_WORDS),
        battle=_words("battle", BATTLE_WORDS),
    )
