"""The review checklist every message must pass, where a machine can check it.

- Glossary terms (locales/glossary-<code>.toml): the chosen term is what the catalog and the
  keyword table use, and the avoided ones appear nowhere.
- No English message id ever shows in output.
- Japanese output has no ASCII word outside names, rule numbers and the notation's own
  tokens (listed below), and no space between a name or number and Japanese text.
The meaning and gender-free phrasing of the event lines is checked in test_native.py.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.serializer import FluentSerializer
from fluent.syntax.visitor import Visitor

from bot.i18n import LANGUAGES, LOCALES_DIR, keyword_table, t

LOCALIZED = ("it", "de", "ja", "fr", "es")


@cache
def glossary(code: str) -> list[dict[str, object]]:
    with open(LOCALES_DIR / f"glossary-{code}.toml", "rb") as handle:
        terms: list[dict[str, object]] = tomllib.load(handle)["term"]
    return terms


@cache
def messages(code: str) -> dict[str, ast.Message]:
    text = (LOCALES_DIR / f"{code}.ftl").read_text(encoding="utf-8")
    return {
        entry.id.name: entry
        for entry in FluentParser().parse(text).body
        if isinstance(entry, ast.Message)
    }


def catalog_text(code: str) -> str:
    return (LOCALES_DIR / f"{code}.ftl").read_text(encoding="utf-8")


@pytest.mark.parametrize("code", LOCALIZED)
def test_glossary_terms_are_used_and_the_avoided_ones_never(code):
    text = catalog_text(code)
    keywords = keyword_table()["keywords"]
    by_english = {name.replace("_", " "): names for name, names in keywords.items()}
    for term in glossary(code):
        choice = str(term["choice"])
        english = str(term["en"])
        if english in by_english:  # a keyword: printed as the table's first name
            names = by_english[english][code]
            assert names[0] == choice, (code, english, names)
            for alias in term.get("aliases", []):  # type: ignore[union-attr]
                assert alias in names, (code, alias)
        elif "cr" not in term:  # a term only /rule reads needs no message that prints it
            for part in choice.split("…"):
                assert part.strip() in text, (code, part)
        for avoided in term.get("avoid", []):  # type: ignore[union-attr]
            assert avoided not in text, (code, avoided)


@pytest.mark.parametrize("code", LOCALIZED)
def test_every_glossary_entry_names_its_source_or_says_none_was_found(code):
    for term in glossary(code):
        source, missing = term.get("source"), term.get("no_source")
        assert (source is None) != (missing is None), term
        if source is not None:  # an address, then what the page says
            assert re.match(r"https?://\S+ — .{10,}", str(source)), term
        else:
            assert len(str(missing)) > 20, term


SAMPLE: dict[str, str | int] = {
    "stats": "4/5",
    "count": 2,
    "amount": 2,
    "total": 3,
    "limit": 5,
    "n": 1,
    "turn": 2,
    "removed": 1,
    "loyalty": 2,
    "defense": 2,
    "life": 18,
    "poison": 2,
    "before": 20,
    "after": 18,
    "poison_before": 0,
    "poison_after": 2,
}


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def render_all(code: str) -> dict[str, str]:
    """Every message of a catalog (each select's default variant): numbers where the
    message counts, a Japanese name for every other variable."""
    out = {}
    for message_id, message in messages(code).items():
        found = _Variables()
        found.visit(message)
        args: dict[str, str | int] = {n: SAMPLE.get(n, "熊") for n in found.names}
        out[message_id] = t(code, message_id, **args)
    return out


@pytest.mark.parametrize("code", ("en", *LOCALIZED))
def test_no_message_id_in_output(code):
    ids = {message_id for message_id in messages("en") if "-" in message_id}
    for message_id, line in render_all(code).items():
        assert "{???}" not in line, (code, message_id)
        for word in re.findall(r"[a-z][a-z0-9_]*(?:-[a-z0-9_]+)+", line):
            assert word not in ids, (code, message_id, word, line)


# ASCII that Japanese output may hold: example names, the notation's tokens, product names.
JA_ASCII = {
    "Alice",
    "Ann",
    "Bob",
    "Ben",
    "Atraxa",
    "Jace",
    "Tarmogoyf",
    "Shadow",
    "Slice",
    "APNAP",
    "AtomicCards",
    "MTGJSON",
    "PreDH",  # a players' format, named so in Japanese too
    "CR",
    "ID",
    "URL",
    "UTC",
    "Discord",
    "Redzone",
    "redzone",
    "REDZONE_CR_PATH",
    "REDZONE_CARDS_PATH",
    "REDZONE_DB",
    "rules",
    "cards",
    "update",
    "Ctrl-D",
    "N",
    "P",
    "T",
    "X",
    "PW",
    "cd",
    "p3",
    "p",
    "a1",
    "a2",
    "b1",
    "b2",
    "1v1",
    "2hg",
    "ja",
    "English",
    "Italiano",
    "Deutsch",
    "multiplayer",
    "commander",  # the mode values /game new takes
    # the command line's own words: settings, arguments and formats, written as typed
    "SHARD_COUNT",
    *("DISCORD_ADDRESS", "DISCORD_CA_FILE", "IP", "PEM", "CA"),  # where Discord is reached
    "BOARD",
    "FILE",
    "batch",
    "json",
    "sync",
    "UTF-8",
    # The tournament documents are English: their names, the queries a judge types in
    # English (the examples), and where they are published.
    *("mtr", "ipg", "jar", "hce", "philosophy", "slow", "play", "missed", "trigger"),
    *("magicjudges", "org", "documents"),
    # the fonts the pictures are drawn in, by their packages' names
    *("Noto", "Sans", "CJK", "Debian", "fonts-noto-core", "fonts-noto-cjk", "Python"),
    *("manimgx-fonts", "manimgx-fonts-cjk"),
}


def test_japanese_output_has_no_english_words():
    for message_id, line in render_all("ja").items():
        if message_id.startswith(("lang-", "cmd-", "opt-")) and not message_id.endswith("desc"):
            continue  # command and option names are checked against Discord's rules
        line = re.sub(r"\d{3}\.\d+[a-z]*", "", line)  # rule numbers
        for code in LANGUAGES:  # a language's own name (Français, Español) is a name
            line = line.replace(t(code, f"lang-{code}"), "")
        for word in re.findall(r"[A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_-]*", line):
            assert word in JA_ASCII, (message_id, word, line)


def test_japanese_names_and_numbers_are_not_spaced():
    for message_id, line in render_all("ja").items():
        found = re.search(r"熊 [^\s\x00-\x7f]|[^\s\x00-\x7f] 熊", line)
        assert found is None, (message_id, line)


def test_serializer_roundtrip_keeps_catalogs_valid():
    for code in ("en", *LOCALIZED):
        resource = FluentParser().parse(catalog_text(code))
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, (code, [FluentSerializer().serialize_entry(j) for j in junk][:1])


QUOTES = {"it": ("«", "»"), "de": ("„", "“"), "ja": ("「", "」")}


@pytest.mark.parametrize("code", sorted(QUOTES))
def test_quotations_use_the_languages_own_marks(code):
    opening, closing = QUOTES[code]
    for message_id, line in render_all(code).items():
        assert '"' not in line, (message_id, line)
        assert line.count(opening) == line.count(closing), (message_id, line)


# Variables that hold a name (of a card, a player or a team), never a number.
NAMED_VARIABLES = (
    "target|player|name|creature|attacker|source|defender|permanent|battle|team|controller|"
    "protector|divider|via|blocker|members|sources|spell|commander|caster|winners|names"
)


def test_japanese_never_glues_a_noun_to_a_name():
    """「プレインズウォーカーの熊」, not 「プレインズウォーカー熊」: a name is joined to the noun
    before it by a particle (の, である)."""
    nouns = "プレインズウォーカー|バトル|チーム|統率者|クリーチャー|プレイヤー"
    glued = re.compile(rf"({nouns})\{{ \$({NAMED_VARIABLES}) \}}")
    assert not glued.findall(catalog_text("ja"))
