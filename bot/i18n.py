"""Fluent catalogs and keyword names: one per language, English the source of truth.

Catalogs live in ``locales/<code>.ftl`` beside the packages (Red-DiscordBot's layout), with
``locales/keywords.toml`` for the keyword names of each language. Everything is loaded once
and looked up in memory.
"""

from __future__ import annotations

import logging
import os
import tomllib
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, date, datetime
from functools import cache
from itertools import product
from pathlib import Path
from typing import Any

from babel.dates import format_date, format_time, get_datetime_format
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import MAX_PART_LENGTH

from bot.ftlcompile import Compiled, Fallback, compile_bundle, ready
from bot.replies import fill
from engine.actions_notation import spellings as action_spellings
from engine.keywords import INFO, KEYWORDS, Arg, Keyword
from engine.vocabulary import (
    BATTLE_WORDS,
    BLOCKS_WORDS,
    CARD_TYPE_WORDS,
    COLOR_WORDS,
    LAND_WORDS,
    LANDS_WORDS,
    NONSIEGE_WORDS,
    PW_WORDS,
    QUALITY_WORDS,
    TYPE_WORDS,
    VS_WORDS,
    Vocabulary,
    fold,
)

log = logging.getLogger(__name__)

DEFAULT = "en"
LANGUAGES = ("en", "it", "de", "ja", "fr", "es")
_HERE = Path(__file__).resolve().parent
LOCALES_DIR = Path(os.environ.get("REDZONE_LOCALES", _HERE.parent / "locales"))

FluentArg = str | int

# fluent.runtime refuses a placeable longer than MAX_PART_LENGTH and renders the whole message
# as "{???}"; a message that is one select expression is one placeable, its variables and
# text together. So the text arguments of one message share ARGS_BUDGET characters (the
# rest is room for the catalog's own words), and ``t`` clips the longest ones to fit: a
# single name can be most of a board. A list goes into a message a piece at a time
# (``t_list``), each piece at most LIST_PIECE characters, so nothing of it is clipped and
# the line stays within a reply line (replies.LINE_LIMIT).
ARGS_BUDGET = MAX_PART_LENGTH - 500
LIST_PIECE = 800
FAILED = "{???}"  # what fluent.runtime gives for a message it could not format at all


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
def compiled(code: str) -> dict[str, Compiled | None]:
    """Every message of one language compiled once (None: formatted by fluent.runtime)."""
    return compile_bundle(bundle(code))


@cache
def normalize(locale: str | None) -> str:
    """Map a Discord or CLI locale (``en-US``, ``it``, ``ja``) onto a catalog code."""
    if not locale:
        return DEFAULT
    code = str(locale).replace("_", "-").split("-")[0].lower()
    return code if code in available() else DEFAULT


def t(locale: str | None, message_id: str, **args: FluentArg) -> str:
    """Format one message in a language, falling back to English for a missing message.

    Text arguments longer in all than fluent allows (ARGS_BUDGET) are clipped with "…",
    the longest first (lists are split beforehand by ``t_list``). A formatting error is
    logged at ERROR (which fails a test), and whatever fluent could not format is shown as
    "…", never as "{???}".

    Parameters
    ----------
    locale
        A catalog code or a Discord locale; unknown ones fall back to English.
    message_id
        The message's id (``event-assign``).
    args
        Its named variables.
    """
    found = _FORMATS.get((locale, message_id))
    if found is None:
        found = formatter(locale, message_id)
    return found(fitted(args) if args else args)


Format = Callable[[dict[str, FluentArg]], str]

# Each (locale, message id) ``t`` was asked for: its ``formatter``. Discord has a few dozen
# locales and the code names a few hundred messages, so this stays small.
_FORMATS: dict[tuple[str | None, str], Format] = {}


def formatter(locale: str | None, message_id: str) -> Format:
    """The function that formats one message in a language, with ``t``'s semantics except the
    clipping (its arguments must fit ARGS_BUDGET already: ``fitted``). Looked up once per
    locale and message: the catalog it comes from (English for a message the language lacks)
    is settled here, not on every call."""
    found = _FORMATS.get((locale, message_id))
    if found is None:
        found = _FORMATS[locale, message_id] = _formatter(locale, message_id)
    return found


def _formatter(locale: str | None, message_id: str) -> Format:
    lang = _catalog(locale, message_id)
    if lang is None:

        def missing(args: dict[str, FluentArg]) -> str:
            log.error("no message %s in any catalog", message_id)
            return message_id

        return missing
    fast = ready(compiled(lang), message_id)
    if fast is None:  # not compiled: always fluent.runtime

        def runtime(args: dict[str, FluentArg]) -> str:
            return _runtime(lang, message_id, args)

        return runtime

    def formatted(args: dict[str, FluentArg]) -> str:
        try:
            return fast(args).replace(FAILED, "…")
        except Fallback:  # an error or a limit: fluent.runtime formats it and says why
            return _runtime(lang, message_id, args)

    return formatted


def compiled_message(locale: str | None, message_id: str) -> Compiled | None:
    """The compiled function that ``formatter`` tries first for a message; None when there
    is none (fluent.runtime formats it, or no catalog has it). Like ``formatter``'s first
    step, a caller replaces FAILED in its text with "…" and, when it raises ``Fallback``,
    asks the ``formatter`` (which then hands the call to fluent.runtime)."""
    lang = _catalog(locale, message_id)
    return None if lang is None else ready(compiled(lang), message_id)


def _catalog(locale: str | None, message_id: str) -> str | None:
    """The catalog that formats a message in a language: its own, else English; None when
    no catalog has it."""
    lang = normalize(locale)
    if message_id not in compiled(lang) and lang != DEFAULT:
        lang = DEFAULT
    return lang if message_id in compiled(lang) else None


def date_text(locale: str | None, value: date) -> str:
    """A date as the language writes it (CLDR's long date, through Babel): "November 14,
    2025", "14 novembre 2025", "14. November 2025", "2025年11月14日"."""
    return str(format_date(value, "long", locale=normalize(locale)))


def moment_text(locale: str | None, stamp: str | datetime) -> str:
    """A moment in UTC (a datetime, or ISO 8601 text as the database stores it) as the
    language writes a date and a time (CLDR's medium date and short time, joined its own
    way, through Babel): "Nov 23, 2026, 2:05 PM", "23 nov 2026, 14:05", "23.11.2026, 14:05",
    "2026/11/23 14:05". The catalogs say it is UTC."""
    code = normalize(locale)
    value = datetime.fromisoformat(stamp) if isinstance(stamp, str) else stamp
    value = value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    pattern = str(get_datetime_format("medium", locale=code)).replace("'", "")
    day = format_date(value, "medium", locale=code)
    time = format_time(value, "short", tzinfo=UTC, locale=code)
    return pattern.replace("{1}", str(day)).replace("{0}", str(time))


def _runtime(lang: str, message_id: str, args: dict[str, FluentArg]) -> str:
    """One message through fluent.runtime itself, its errors logged at ERROR."""
    catalog = bundle(lang)
    pattern = catalog.get_message(message_id).value
    if pattern is None:  # a message of attributes only (none in the catalogs): no text
        log.error("catalog %s, message %s has no value", lang, message_id)
        return message_id
    text, errors = catalog.format_pattern(pattern, args)
    if errors:
        log.error("catalog %s, message %s: %s", lang, message_id, errors)
    return str(text).replace(FAILED, "…")


def fitted(args: dict[str, FluentArg]) -> dict[str, FluentArg]:
    """The arguments of one message as ``t`` formats them: as they are when their text fits
    ARGS_BUDGET, else clipped (``fit``)."""
    total = 0
    for value in args.values():
        if isinstance(value, str):
            total += len(value)
    return fit(args) if total > ARGS_BUDGET else args


def fit(args: dict[str, FluentArg]) -> dict[str, FluentArg]:
    """Clip the longest text arguments so that all of them fit ARGS_BUDGET together (called
    only when they do not)."""
    sizes = sorted(len(v) for v in args.values() if isinstance(v, str))
    room = ARGS_BUDGET
    cap = room
    for done, size in enumerate(sizes):
        cap = room // (len(sizes) - done)  # an equal share of what is left
        if size > cap:
            break
        room -= size
    return {
        k: v[: cap - 1] + "…" if isinstance(v, str) and len(v) > cap else v for k, v in args.items()
    }


def t_list(
    locale: str | None,
    message_id: str,
    key: str,
    items: Sequence[str],
    sep: str | None = None,
    **args: FluentArg,
) -> list[str]:
    """A message with a list: one line, or one line per piece of a long list.

    The list (the variable ``key``) is joined with ``sep`` (the language's ``list-sep`` by
    default) in pieces of at most LIST_PIECE characters; the message is repeated for each
    piece, with ``count`` the number of items in it (for plurals).
    """
    joiner = t(locale, "list-sep") if sep is None else sep
    return list_lines(formatter(locale, message_id), joiner, key, items, args)


def list_lines(
    message: Format, joiner: str, key: str, items: Sequence[str], args: dict[str, FluentArg]
) -> list[str]:
    """``t_list`` with its message's ``formatter`` and its joiner found already."""
    joined = joiner.join(items)
    if len(joined) <= LIST_PIECE:  # one piece, as ``fill`` would find (most lists)
        return [message(fitted({**args, key: joined, "count": len(items)}))]
    return [
        message(fitted({**args, key: joiner.join(group), "count": len(group)}))
        for group in fill(items, LIST_PIECE, gap=len(joiner))
    ]


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
        elif row.arg is Arg.QUALITY:
            name = f"{name} …"
        if code == DEFAULT and row.shorts:
            name = f"{name} ({', '.join(row.shorts)})"
        parts.append(name)
    return t(code, "list-sep").join(parts)


def _unaccented(word: str) -> str:
    """A word without its accents ("traversée" -> "traversee"); the combining marks left out
    are Latin ones, so Japanese keeps its voicing marks."""
    if word.isascii():
        return word
    decomposed = unicodedata.normalize("NFD", word)
    kept = "".join(c for c in decomposed if not "\u0300" <= c <= "\u036f")
    return unicodedata.normalize("NFC", kept)


def typed_forms(name: str) -> set[str]:
    """A name as written and with the accents of any of its words left out, as players type
    it ("traversée des îles", "traversee des iles", "traversée des iles")."""
    forms = [sorted({word, _unaccented(word)}) for word in name.split()]
    return {" ".join(words) for words in product(*forms)}


def _words(kind: str, english: frozenset[str]) -> frozenset[str]:
    table = keyword_table()["words"].get(kind, {})
    return english | {
        form.lower() for names in table.values() for word in names for form in typed_forms(word)
    }


@cache
def vocabulary() -> Vocabulary:
    """Every language's keyword and structural words, accepted at once by the notation.

    Raises
    ------
    ValueError
        When one spelling would mean two different keywords.
    """
    blocks = _words("blocks", BLOCKS_WORDS)
    spellings: dict[tuple[str, ...], Keyword] = {}
    for row in KEYWORDS:
        for code in LANGUAGES:
            for name in keyword_names(row.keyword, code):
                for form in typed_forms(name):
                    key = tuple(form.lower().split())
                    if form != name and not blocks.isdisjoint(key):
                        continue  # "ne peut pas etre bloque": the words of a block
                    if spellings.get(key, row.keyword) is not row.keyword:
                        raise ValueError(f"{form!r} names two keywords")
                    spellings[key] = row.keyword
    return Vocabulary(
        spellings,
        actions=action_words(),
        vs=_words("vs", VS_WORDS),
        blocks=blocks,
        pw=_words("pw", PW_WORDS),
        battle=_words("battle", BATTLE_WORDS),
        nonsiege=_words("nonsiege", NONSIEGE_WORDS),
        articles=_words("articles", frozenset()),
        # combat depth: protection
        colors=_meanings("colors", COLOR_WORDS, lambda key: COLOR_WORDS.get(key, key)),
        qualities=_meanings("qualities", _meanings("colors", QUALITY_WORDS)),
        type_words=_words("type", TYPE_WORDS),
        lands=_words("lands", LANDS_WORDS),
        card_types=_meanings("types", CARD_TYPE_WORDS),
        land_types=_meanings("land_types", LAND_WORDS),
    )


def action_words() -> dict[tuple[str, ...], str]:
    """The structural words of actions during combat in every language (keywords.toml
    ``[actions.*]`` beside the English ones of engine/actions_notation.py)."""
    table = keyword_table().get("actions", {})
    extra = {
        role: tuple(
            fold(form) for names in by_lang.values() for name in names for form in typed_forms(name)
        )
        for role, by_lang in table.items()
    }
    return action_spellings(extra)


def _meanings(
    kind: str, english: Mapping[str, str], meaning: Callable[[str], str] = str
) -> dict[str, str]:
    """A word table of keywords.toml (``[colors.red] it = ["rosso"]``) added to the English
    one: every spelling, lower-case, to what it means (``meaning`` of its key)."""
    table: dict[str, str] = dict(english)
    for key, names in keyword_table().get(kind, {}).items():
        for words in names.values():
            for word in words:
                for form in typed_forms(word):
                    table[fold(form).lower()] = meaning(key)
    return table


def rule_query(query: str) -> str:
    """A ``/rule`` query with a keyword named in any language given its English name, which
    the Comprehensive Rules use (``travolgere``, ``Trampelschaden``, ``トランプル`` -> ``trample``);
    any other query unchanged. The names come from ``vocabulary`` (keywords.toml)."""
    words = tuple(fold(query).lower().split())
    keyword = vocabulary().keywords.get(words)
    return INFO[keyword].name if keyword is not None else query


def structural_word(kind: str, locale: str | None) -> str:
    """How a language writes a structural word of the notation (``pw``, ``battle``,
    ``blocks``, ``vs``): its first spelling in keywords.toml, else the English one."""
    code = normalize(locale)
    names: list[str] = keyword_table()["words"].get(kind, {}).get(code, [])
    return names[0] if code != DEFAULT and names else kind
