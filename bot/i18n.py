"""Fluent catalogs and keyword names: one per language, English the source of truth.

Catalogs live in ``locales/<code>.ftl`` (installed as the package data ``bot.locales``), with
``locales/keywords.toml`` for the keyword names of each language and ``locales/subtypes.toml``
for the creature types protection names. Everything is loaded once and looked up in memory.

Every text a user reads is one catalog message formatted by fluent.runtime:

- ``t(locale, message_id, **args)``: one message (``t("it", "summary-died", names="Bear",
  count=1)``); text variables as they are, whole numbers for plural categories and digit
  grouping. The catalog is the locale's, else English's for a message it lacks.
- ``t_list(locale, message_id, key, items, **args)``: a message with a list in the variable
  ``key`` joined the language's way (``list_text``), one line per piece of a long list, each
  with its ``count``.
- ``text(locale, message_id, args)`` and ``list_lines(...)``: the same with the variables in
  a mapping.
"""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
import re
import tempfile
import tomllib
import unicodedata
from collections.abc import Callable, Container, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from functools import cache, lru_cache
from importlib import resources
from itertools import product
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from bot.heap import long_lived
from bot.replies import fill
from engine.action_words import ACTION_WORDS
from engine.action_words import spellings as action_spellings
from engine.formatting import Words
from engine.keywords import INFO, KEYWORDS, NUMBER_WORDS, Arg, Keyword
from engine.model import MOMENTS
from engine.vocabulary import (
    AND_WORDS,
    ATTACKS_WORDS,
    BATTLE_WORDS,
    BLOCKS_WORDS,
    CARD_TYPE_WORDS,
    COLOR_WORDS,
    FROM_WORDS,
    LAND_WORDS,
    LANDS_WORDS,
    LIFE_UNITS,
    LIFE_WORDS,
    NONSIEGE_WORDS,
    POISON_WORDS,
    PW_WORDS,
    QUALITY_WORDS,
    TYPE_WORDS,
    VS_WORDS,
    Vocabulary,
    fold,
)

if TYPE_CHECKING:
    from babel import Locale
    from fluent.runtime import FluentBundle
    from fluent.syntax.ast import Resource

log = logging.getLogger(__name__)

DEFAULT = "en"
LANGUAGES = ("en", "it", "de", "ja", "fr", "es")
# The catalogs installed with the package (any install, editable or not), or a folder of
# catalogs that REDZONE_LOCALES names instead.
LOCALES_DIR = Path(os.environ.get("REDZONE_LOCALES") or str(resources.files("bot.locales")))
# Whether the catalogs' parse is kept beside them (:func:`catalog`): for the installed ones
# only. A kept parse is read back with pickle, which trusts the folder as Python trusts its
# own packages; a folder REDZONE_LOCALES names may be anyone's, and is parsed every time.
KEEP_PARSE = not os.environ.get("REDZONE_LOCALES")

FluentArg = str | int


@dataclass(frozen=True)
class Said:
    """A message not yet put in a language: its id and arguments, formatted with
    :meth:`text` once the reader's language is known (a reason kept for a later reply)."""

    key: str
    args: tuple[tuple[str, FluentArg], ...] = ()

    def text(self, locale: str | None) -> str:
        return t(locale, self.key, **dict(self.args))


def missing_file(path: Path | str | None) -> Said:
    """Why a document cannot be read: the file named does not exist (``path``), or no copy
    is stored (None)."""
    if path is None:
        return Said("cli-no-copy")
    return Said("cli-no-such-file", (("path", str(path)),))


# A list goes into a message a piece at a time (``t_list``), each piece at most LIST_PIECE
# characters, so nothing of it is clipped (``args_budget``) and the line stays within a reply
# line (replies.LINE_LIMIT).
LIST_PIECE = 800
FAILED = "{???}"  # what fluent.runtime gives for a message it could not format at all


@cache
def available() -> tuple[str, ...]:
    """The language codes that have a catalog, English first (looked up once)."""
    return tuple(code for code in LANGUAGES if (LOCALES_DIR / f"{code}.ftl").is_file())


_VOWELS = frozenset("aeiouAEIOUàèéìíîòóùúÀÈÉÌÍÎÒÓÙÚ")


def initial(name: object) -> str:
    """The catalogs' INITIAL function: ``vowel`` when a name starts with a vowel, else
    ``other`` (Italian writes "ad Orso" but "a Bob")."""
    return "vowel" if str(name).lstrip()[:1] in _VOWELS else "other"


@cache
def catalog(code: str) -> Resource:
    """The parsed catalog of one language (once per process).

    fluent.syntax's parser is pure Python and slow, and every process needs all six (the
    console and the command sync read every language's command names): the parse is kept
    beside the catalog, pickled under ``__pycache__`` as Python keeps compiled modules, and
    read back, much faster, while the catalog and fluent.syntax's modules are unchanged
    (docs/performance.md has the figures). Where the folder is not writable, or not
    the installed one (:data:`KEEP_PARSE`), each process parses."""
    with long_lived():
        return _catalog(code)


def _catalog(code: str) -> Resource:
    source = (LOCALES_DIR / f"{code}.ftl").read_bytes()
    if not KEEP_PARSE:
        return _parse(source)
    kept = _kept_parse(code, source)
    try:
        resource = pickle.loads(kept.read_bytes())
    except FileNotFoundError:
        resource = None
    except Exception:  # a kept parse cut short or otherwise unreadable: parse again
        log.debug("unreadable kept parse %s", kept, exc_info=True)
        resource = None
    from fluent.syntax.ast import Resource

    if isinstance(resource, Resource):
        return resource
    resource = _parse(source)
    _keep(kept, pickle.dumps(resource, protocol=pickle.HIGHEST_PROTOCOL))
    return resource


def _parse(source: bytes) -> Resource:
    from fluent.syntax import FluentParser

    return FluentParser(with_spans=False).parse(source.decode("utf-8"))


@cache
def _parser_digest() -> bytes:
    """fluent.syntax's modules (its parser, its syntax tree...), hashed: what a parse is
    made by and made of, besides the catalog."""
    from fluent.syntax import ast as fluent_ast

    digest = hashlib.sha256()
    for module in sorted(Path(fluent_ast.__file__).parent.glob("*.py")):
        digest.update(module.read_bytes())
    return digest.digest()


def _kept_parse(code: str, source: bytes) -> Path:
    """Where the parse of ``source`` is kept: named by the catalog's text and fluent.syntax's
    modules, so that a change to either is parsed again."""
    digest = hashlib.sha256(source)
    digest.update(_parser_digest())
    return LOCALES_DIR / "__pycache__" / f"{code}.{digest.hexdigest()[:20]}.pickle"


def _keep(path: Path, data: bytes) -> None:
    """Write ``data`` at ``path`` whole (a reader sees the old file or the new one), and
    remove the language's other files there (older parses, a write cut short); nothing when
    the folder cannot be written."""
    code = path.name.split(".")[0]
    try:
        path.parent.mkdir(exist_ok=True)
        handle, written = tempfile.mkstemp(dir=path.parent, prefix=f"{path.name}.")
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(written, path)
        for other in path.parent.glob(f"{code}.*"):
            if other != path:
                other.unlink(missing_ok=True)
    except OSError as error:
        log.debug("parse of %s not kept: %s", path.name, error)


@cache
def bundle(code: str) -> FluentBundle:
    """The Fluent bundle of one language (loaded once)."""
    # fluent.runtime matches a select's keys against the text a function returns, though its
    # types name FluentType: the mapping is typed loosely for that.
    from fluent.runtime import FluentBundle

    functions: dict[str, Any] = {"INITIAL": initial}
    result = FluentBundle([code], use_isolating=False, functions=functions)
    result.add_resource(catalog(code))
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

    Text arguments longer in all than fluent allows (:func:`args_budget`) are clipped with "…",
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
        Its named variables: text, or whole numbers (plural categories select on them, and
        they are written with the language's digit grouping).
    """
    return text(locale, message_id, args)


def text(locale: str | None, message_id: str, args: Mapping[str, FluentArg]) -> str:
    """``t`` with the message's variables in a mapping: for a caller whose variable names
    are data (an event's fields), or that builds them up before formatting."""
    shown, error = _formatted(locale, message_id, tuple(args.items()))
    if error is not None:
        log.error("%s", error)
    return shown


# Messages formatted lately, by (locale, message id, variables): fluent.runtime walks a
# message's tree and formats each number through Babel on every call, while a combat's
# lines repeat the same citations, names, amounts and life totals from one combat to the
# next. The lines of about 150 combats (docs/performance.md).
FORMATTED_KEPT = 4096


@lru_cache(maxsize=FORMATTED_KEPT)
def _formatted(
    locale: str | None, message_id: str, args: tuple[tuple[str, FluentArg], ...]
) -> tuple[str, str | None]:
    """One message formatted by fluent.runtime (``fitted`` variables): its text ("{???}"
    shown as "…") and what went wrong, if anything (logged by ``text`` each time)."""
    lang = catalog_of(normalize(locale), message_id)
    if lang is None:
        return message_id, f"no message {message_id} in any catalog"
    catalog = bundle(lang)
    pattern = catalog.get_message(message_id).value
    if pattern is None:  # a message of attributes only (none in the catalogs): no text
        return message_id, f"catalog {lang}, message {message_id} has no value"
    shown, errors = catalog.format_pattern(pattern, fitted(dict(args)))
    error = f"catalog {lang}, message {message_id}: {errors}" if errors else None
    return str(shown).replace(FAILED, "…"), error


def catalog_of(code: str, message_id: str) -> str | None:
    """The catalog that formats a message in a language: its own, else English; None when
    no catalog has it."""
    if code != DEFAULT and not bundle(code).has_message(message_id):
        code = DEFAULT
    return code if bundle(code).has_message(message_id) else None


# Where a sentence ends: a rule cited inside the sentence goes before this.
_SENTENCE_ENDS = frozenset(".!?。！？")


def cited(locale: str | None, line: str, cite: str) -> str:
    """A sentence with its rule citation (``cite``) where the language puts it: after the
    sentence ("… Bob. (CR 508.1a)"), or inside it before its last mark, as the Japanese
    catalog's ``cited`` message says (「…します（ルール508.1a）。」)."""
    if line and line[-1] in _SENTENCE_ENDS and _cites_inside(normalize(locale)):
        return line[:-1] + cite + line[-1]
    return line + cite


@cache
def _cites_inside(code: str) -> bool:
    """Whether a language's ``cited`` message puts the citation before the sentence's end."""
    shown = t(code, "cited", text="", cite="\x01", end="\x02")
    return shown.index("\x01") < shown.index("\x02")


def date_text(locale: str | None, value: date) -> str:
    """A date as the language writes it (CLDR's long date, through Babel): "November 14,
    2025", "14 novembre 2025", "14. November 2025", "2025年11月14日"."""
    from babel.dates import format_date

    return str(format_date(value, "long", locale=normalize(locale)))


def moment_text(locale: str | None, stamp: str | datetime) -> str:
    """A moment in UTC (a datetime, or ISO 8601 text as the database stores it) as the
    language writes a date and a time (CLDR's medium date and short time, joined its own
    way, through Babel): "Nov 23, 2026, 2:05 PM", "23 nov 2026, 14:05", "23.11.2026, 14:05",
    "2026/11/23 14:05". The catalogs say it is UTC."""
    from babel.dates import format_date, format_time, get_datetime_format

    code = normalize(locale)
    value = datetime.fromisoformat(stamp) if isinstance(stamp, str) else stamp
    value = value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    pattern = str(get_datetime_format("medium", locale=code)).replace("'", "")
    day = format_date(value, "medium", locale=code)
    time = format_time(value, "short", tzinfo=UTC, locale=code)
    return pattern.replace("{1}", str(day)).replace("{0}", str(time))


@cache
def args_budget() -> int:
    """The characters the text arguments of one message share.

    fluent.runtime refuses a placeable longer than its MAX_PART_LENGTH and renders the whole
    message as "{???}"; a message that is one select expression is one placeable, its
    variables and text together. So the text arguments share MAX_PART_LENGTH less 500 (room
    for the catalog's own words), and ``t`` clips the longest ones to fit: a single name can
    be most of a board. (fluent.runtime is imported where a message is formatted, not
    before: a JSON answer formats none.)"""
    from fluent.runtime.resolver import MAX_PART_LENGTH

    return MAX_PART_LENGTH - 500


def fitted(args: dict[str, FluentArg]) -> dict[str, FluentArg]:
    """The arguments of one message as ``t`` formats them: as they are when their text fits
    :func:`args_budget`, else with the longest clipped ("…") so that all of them fit
    together."""
    total = 0
    for value in args.values():
        if isinstance(value, str):
            total += len(value)
    budget = args_budget()
    if total <= budget:
        return args
    sizes = sorted(len(v) for v in args.values() if isinstance(v, str))
    room = budget
    cap = room
    for done, size in enumerate(sizes):
        cap = room // (len(sizes) - done)  # an equal share of what is left
        if size > cap:
            break
        room -= size
    return {
        k: v[: cap - 1] + "…" if isinstance(v, str) and len(v) > cap else v for k, v in args.items()
    }


# Joining words a language changes before the sound of the next word (CLDR's list patterns
# do not): Italian writes "ed" for "e" before e- ("Orso, Lupo ed Elfo", the d eufonica, kept
# only before the same vowel); Spanish writes "e" for "y" before the sound i- ("Oso e Hidra",
# but "Oso y Hielo": "hie" starts with a diphthong) and "u" for "o" before o- ("Oso u Orco").
# Each rule: the word between two items, what it becomes, and where the next item starts.
_EUPHONY: Mapping[str, tuple[tuple[str, str, re.Pattern[str]], ...]] = {
    "it": ((" e ", " ed ", re.compile(r"[eèé]", re.IGNORECASE)),),
    "es": (
        (" y ", " e ", re.compile(r"h?[ií](?![aeiouáéíóú])", re.IGNORECASE)),
        (" o ", " u ", re.compile(r"h?[oó]", re.IGNORECASE)),
    ),
}
# Marks before a name that are not its sound (Markdown, quotes).
_MARKUP = "*_`'\"«»„“”‘’ "
_SLOT = re.compile("\x00(\\d+)\x00")


def list_text(
    locale: str | None, items: Sequence[str], style: Literal["standard", "or"] = "standard"
) -> str:
    """Items joined as the language joins a list (CLDR's list patterns, through Babel):
    "Bob and Ben", "Bob, Ben e Carl", "Bob und Ben", 「Bob、Ben」; ``style`` "or" for a choice
    ("Bob or Ben"). A joining word takes the form the next item's sound asks for
    (``_EUPHONY``): "Orso, Lupo ed Elfo", "Oso e Isla", "Oso u Orco"."""
    from babel.lists import format_list

    if not items:
        return ""
    code = normalize(locale)
    slots = [f"\x00{index}\x00" for index in range(len(items))]
    pieces = _SLOT.split(str(format_list(slots, style, locale=_babel(code))))
    # pieces: text before the first item, then each item's index and the text after it.
    out = [pieces[0]]
    for at in range(1, len(pieces), 2):
        item = items[int(pieces[at])]
        if at > 1:
            out[-1] = _euphonic(code, out[-1], item)
        out += [item, pieces[at + 1]]
    return "".join(out)


def _euphonic(code: str, joint: str, following: str) -> str:
    """The text between two items, its last word in the form the next item asks for."""
    sound = following.lstrip(_MARKUP)
    for word, changed, starts in _EUPHONY.get(code, ()):
        if joint.endswith(word) and starts.match(sound):
            return joint[: -len(word)] + changed
    return joint


@cache
def _babel(code: str) -> Locale:
    """A language's CLDR data, parsed once (Babel parses a code on every call given one)."""
    from babel import Locale

    return Locale.parse(code)


def t_list(
    locale: str | None,
    message_id: str,
    key: str,
    items: Sequence[str],
    sep: str | None = None,
    **args: FluentArg,
) -> list[str]:
    """A message with a list: one line, or one line per piece of a long list.

    The list (the variable ``key``) is joined as the language joins a list (``list_text``),
    or with ``sep`` when one is given, in pieces of at most about LIST_PIECE characters; the
    message is repeated for each piece, with ``count`` the number of items in it (for
    plurals). No items make one line, with ``count`` 0.
    """
    return list_lines(locale, message_id, key, items, args, sep)


def list_lines(
    locale: str | None,
    message_id: str,
    key: str,
    items: Sequence[str],
    args: Mapping[str, FluentArg],
    sep: str | None = None,
) -> list[str]:
    """``t_list`` with the message's other variables in a mapping (as ``text``)."""
    gap = len(sep) if sep is not None else _list_gap(normalize(locale))
    return [
        text(locale, message_id, {**args, key: _joined(locale, group, sep), "count": len(group)})
        for group in fill(items, LIST_PIECE, gap=gap)
    ]


def _joined(locale: str | None, items: Sequence[str], sep: str | None) -> str:
    return sep.join(items) if sep is not None else list_text(locale, items)


@cache
def _list_gap(code: str) -> int:
    """The longest a language's list pattern puts between two items (" and ", 「、」)."""
    return len(list_text(code, ["", ""]))


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


@cache
def _printed_rows(table: str) -> dict[str, tuple[str, dict[str, list[str]]]]:
    """keywords.toml ``[table]`` by the English name, lower-case: the English name and the
    names in each language."""
    rows = keyword_table().get(table, {})
    return {name.lower(): (name, row) for name, row in rows.items()}


def _printed(table: str, name: str, locale: str | None) -> str:
    """``name`` as written in a language by keywords.toml ``[table]``: its English name when
    the language has none, and as given when the table doesn't hold it."""
    english, row = _printed_rows(table).get(name.lower(), (name, {}))
    names = row.get(normalize(locale), [])
    return names[0] if names else english


def type_name(card_type: str, locale: str | None) -> str:
    """How a card type (``Artifact``) is written in a language (keywords.toml ``[types]``)."""
    return _printed("types", card_type, locale)


def land_type_name(land: str, locale: str | None) -> str:
    """How a land type (``Island``) is printed in a language (keywords.toml
    ``[land_types]``: 島, Insel), the words the notation reads in ``lands(…)``."""
    return _printed("land_types", land, locale)


def spell_name(spell: str, locale: str | None) -> str:
    """A spell's name as printed in a language (keywords.toml ``[spells]``: the name the
    reader's card shows, whatever language the board wrote it in)."""
    return _printed("spells", spell, locale)


@cache
def _subtypes() -> dict[str, dict[str, str]]:
    """``locales/subtypes.toml`` (creature types as protection prints them, in each language)
    by each English spelling, lower-case: the singular and the plural."""
    with open(LOCALES_DIR / "subtypes.toml", "rb") as handle:
        rows: dict[str, dict[str, str]] = tomllib.load(handle)["subtypes"]
    return {
        spelling.lower(): row for name, row in rows.items() for spelling in (name, row["plural"])
    }


def protection_texts(
    locale: str | None, qualities: Sequence[str], players: Container[str] = ()
) -> list[str]:
    """Each protection of a permanent in a language: "protection from red", a player's name
    (702.16k) as itself, and the creature types (``Demons``, ``Goblin``) as the language's
    cards print them, all in one protection where the first one stands: "Schutz vor Dämonen
    und vor Drachen", "protezione dai Demoni e dai Draghi" (locales/subtypes.toml). A type
    the table doesn't hold is written as given."""
    code = normalize(locale)
    shown: list[str] = []
    printed: list[str] = []  # the types' words after "protection", in order
    at = -1
    for quality in qualities:
        row = None if quality in players else _subtypes().get(quality.lower())
        if row is None:
            player = "yes" if quality in players else "no"
            shown.append(t(code, "protection-from", quality=quality, player=player))
            continue
        if not printed:
            at = len(shown)
        printed.append(row[code])
    if printed:
        more = [t(code, "protection-from-more", types=words) for words in printed[1:]]
        joined = list_text(code, [printed[0], *more])
        shown.insert(at, t(code, "protection-from-type", types=joined))
    return shown


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
    return list_text(code, parts)


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
    with long_lived():
        return _vocabulary()


def preload() -> None:
    """Every catalog's bundle and the vocabulary, loaded now rather than by the first
    command that needs them (the bot's start, each combat worker's)."""
    for code in available():
        bundle(code)
    vocabulary()


def _vocabulary() -> Vocabulary:
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
        attacks=_words("attacks", ATTACKS_WORDS),
        attack_ends=_words("attack_ends", frozenset()),
        pw=_words("pw", PW_WORDS),
        battle=_words("battle", BATTLE_WORDS),
        nonsiege=_words("nonsiege", NONSIEGE_WORDS),
        articles=_words("articles", frozenset()),
        # combat depth: protection
        colors=_meanings("colors", COLOR_WORDS, lambda key: COLOR_WORDS.get(key, key)),
        qualities=_meanings("qualities", _meanings("colors", QUALITY_WORDS)),
        and_words=_words("and", AND_WORDS),
        from_words=_words("from", FROM_WORDS),
        spells=_meanings("spells", {}),
        numbers={
            **NUMBER_WORDS,
            **{
                word: int(value)
                for word, value in _meanings(
                    "numbers", {}, lambda key: str(NUMBER_WORDS[key])
                ).items()
            },
        },
        type_words=_words("type", TYPE_WORDS),
        lands=_words("lands", LANDS_WORDS),
        poison=_words("poison", POISON_WORDS),
        life=_words("life", LIFE_WORDS),
        life_units=_words("life_units", LIFE_UNITS),
        card_types=_meanings("types", CARD_TYPE_WORDS),
        land_types=_meanings("land_types", LAND_WORDS),
        postposed={
            **dict.fromkeys(_words("blocks_after", frozenset()), "blocks"),
            **dict.fromkeys(_words("attacks_after", frozenset()), "->"),
        },
        object_marks=tuple(sorted(_words("object", frozenset()), key=len, reverse=True)),
        subject_marks=tuple(sorted(_words("subject", frozenset()), key=len, reverse=True)),
    )


def action_words() -> dict[tuple[str, ...], str]:
    """The structural words of actions during combat in every language (keywords.toml
    ``[actions.*]`` beside the English ones of engine/action_words.py)."""
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


def moment_names(locale: str | None) -> list[str]:
    """Every moment the actions of a board may be written at (engine.model.MOMENTS, in the
    order they happen), each by its first spelling in the language (keywords.toml
    ``[actions.<moment>]``; English: engine/action_words.py)."""
    code = normalize(locale)
    table = keyword_table().get("actions", {})
    names = []
    for moment in MOMENTS:
        spelled: list[str] = [] if code == DEFAULT else table.get(moment, {}).get(code, [])
        names.append(spelled[0] if spelled else ACTION_WORDS[moment][0])
    return names


def structural_word(kind: str, locale: str | None) -> str:
    """How a language writes a structural word of the notation (``pw``, ``battle``,
    ``blocks``, ``vs``) or a colour (``white``): its first spelling in keywords.toml, else
    the English one."""
    code = normalize(locale)
    table = keyword_table()
    row = table["words"].get(kind) or table["colors"].get(kind, {})
    names: list[str] = row.get(code, [])
    return names[0] if code != DEFAULT and names else kind


def board_words(locale: str | None) -> Words:
    """The words a board is written with in a language (:func:`engine.format_board`)."""
    return Words(lambda k: keyword_name(k, locale), lambda w: structural_word(w, locale))


if __name__ == "__main__":  # ``python -m bot.i18n``: keep every catalog's parse (the image's build)
    for code in available():
        catalog(code)
