"""The catalogs: every message in every language, same variables, real translations,
and command metadata within Discord's rules."""

from __future__ import annotations

import pickle
import re
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot import i18n
from bot.cards.reply import FORMATS
from bot.console import commands
from bot.games.logic import GAME_FIELDS
from bot.i18n import LANGUAGES, LOCALES_DIR, bundle, normalize, t
from engine.errors import DETAILS, ERROR_CODES
from engine.events import EVENT_TYPES
from engine.model import Mode
from tests.discord_rules import valid_name

# Messages that are the same word in a language as in English, on purpose.
# Punctuation (how to join a list, a headline and its detail) is shared by the European ones.
_SHARED = {"lang-en", "lang-it", "lang-de", "lang-ja", "lang-fr", "lang-es", "game-combat-attack"}
_SHARED |= {"picture-pump"}
# A keyword's short form is its name (a variable) unless the language gives it one.
_SHARED |= {"picture-keyword-short"}
# A keyword in a sentence is its name, and the keyword abilities a plain list, unless the
# language writes more there (French: an article; Spanish: "la habilidad de").
_SHARED |= {"keyword-held", "keywords-abilities"}
# The tournament documents go by the abbreviations judges use in every language.
_SHARED |= {"cmd-mtr", "cmd-ipg", "cmd-jar"}
_PUNCTUATION = {
    "error-join",
    "list-sep",
    "game-history-line",
    "card-format-status",
    "card-ruling",
    "cited",
    "cli-unavailable",
    "picture-keyword-legend",
    "name-aside",
    # a further creature type of one protection: its words alone ("and from Dragons")
    "protection-from-more",
}
# Formats Wizards names in English in a language (Pioneer, Modern), and the players' own
# formats that keep their English names (Penny Dreadful, PreDH).
_FORMATS = {f"format-{f}" for f in FORMATS}
_FORMATS_FR = {"explorer", "historic", "historicbrawl", "standardbrawl", "timeless"}
_FORMATS_ES = {"alchemy", "future", "historic", "historicbrawl", "standard", "standardbrawl"}
_FORMATS_ES |= {"timeless"}
SAME_AS_ENGLISH = {
    "it": _SHARED | _PUNCTUATION | _FORMATS | {"mode-commander", "doctor-topic-database"},
    "de": _SHARED | _PUNCTUATION | _FORMATS | {"mode-commander", "opt-game-block-blocks"},
    "ja": _SHARED | {"format-predh"},
    # French writes "combat", "mode", "section" and "ok" as English does; its punctuation has
    # a no-break space before ":", so its history line and card ruling differ. Both say
    # "shards", Discord's word. French prints the keyword "protection" as English does.
    "fr": _SHARED
    | {"error-join", "list-sep", "name-aside", "mode-commander", "cmd-combat", "cli-unavailable"}
    | (_FORMATS - {f"format-{f}" for f in _FORMATS_FR})
    | {"opt-combat-mode", "opt-game-new-mode", "opt-mtr-section", "opt-ipg-section"}
    | {"opt-jar-section", "doctor-ok", "doctor-topic-shards", "cited", "picture-keyword-legend"}
    | {"protection-from-more", "protection-from-type"},
    "es": _SHARED
    | _PUNCTUATION
    | (_FORMATS - {f"format-{f}" for f in _FORMATS_ES})
    | {"mode-commander", "doctor-topic-shards"},
}


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.all: set[str] = set()
        self.selectors: set[str] = set()
        self.placed: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            self.selectors.add(node.selector.id.name)
        self.generic_visit(node)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.all.add(node.id.name)

    def visit_Placeable(self, node: ast.Placeable) -> None:
        if isinstance(node.expression, ast.VariableReference):
            self.placed.add(node.expression.id.name)
        self.generic_visit(node)


@cache
def catalog(code: str) -> dict[str, ast.Message]:
    resource = FluentParser().parse((LOCALES_DIR / f"{code}.ftl").read_text(encoding="utf-8"))
    junk = [entry.content for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, junk
    return {e.id.name: e for e in resource.body if isinstance(e, ast.Message)}


def variables(message: ast.Message) -> _Variables:
    visitor = _Variables()
    visitor.visit(message)
    return visitor


def required_ids() -> set[str]:
    ids = {f"event-{e.kind}" for e in EVENT_TYPES}
    ids |= {f"error-{c}" for c in ERROR_CODES} | {f"error-detail-{d}" for d in DETAILS}
    ids |= {f"mode-{m.value}" for m in Mode}
    ids |= {f"lang-{code}" for code in LANGUAGES} | {f"field-{name}" for name in GAME_FIELDS}
    ids |= {f"format-{f}" for f in FORMATS}
    for command in commands():
        ids |= {f"cmd-{command.key}", f"cmd-{command.key}-desc"}
        for option in command.options:
            ids |= {f"opt-{command.key}-{option.key}", f"opt-{command.key}-{option.key}-desc"}
    return ids


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_required_message_exists(code):
    assert required_ids() - set(catalog(code)) == set()


@pytest.mark.parametrize("code", LANGUAGES[1:])
def test_parity_with_english(code):
    english, other = catalog("en"), catalog(code)
    assert set(english) == set(other), set(english) ^ set(other)
    for key, message in english.items():
        source, target = variables(message), variables(other[key])
        assert target.all <= source.all, (key, target.all - source.all)
        text_only = source.placed - (source.selectors - source.placed)
        assert text_only <= target.all, (key, text_only - target.all)


def pattern_text(code: str, key: str) -> str:
    """A message as written, its variables left unfilled (``t`` would log each as an error)."""
    messages = bundle(code)
    pattern = messages.get_message(key).value
    assert pattern is not None
    return str(messages.format_pattern(pattern, {})[0])


@pytest.mark.parametrize("code", LANGUAGES[1:])
def test_no_english_left_where_a_translation_belongs(code):
    english = {key: pattern_text("en", key) for key in catalog("en")}
    same = [key for key in catalog(code) if pattern_text(code, key) == english[key]]
    leftover = set(same) - SAME_AS_ENGLISH[code]
    assert not leftover


def test_name_rule_itself():
    assert valid_name("combattimento") and valid_name("戦闘") and valid_name("rückgängig")
    assert not valid_name("Kampf") and not valid_name("a b") and not valid_name("l'azione")
    assert not valid_name("x" * 33) and not valid_name("次へ・")


# Discord allows 100 characters in a description; keep a margin for later edits.
DESCRIPTION_MAX = 95


@pytest.mark.parametrize("code", LANGUAGES)
def test_command_metadata_within_discord_rules(code):
    siblings: dict[str, set[str]] = {}
    for command in commands():
        name = t(code, f"cmd-{command.key}")
        assert valid_name(name), (code, command.key, name)
        parent = command.group or ""
        assert name not in siblings.setdefault(f"cmd:{parent}", set()), (code, name)
        siblings[f"cmd:{parent}"].add(name)
        assert 1 <= len(t(code, f"cmd-{command.key}-desc")) <= DESCRIPTION_MAX, (code, command.key)
        option_names = set()
        for option in command.options:
            option_name = t(code, f"opt-{command.key}-{option.key}")
            assert valid_name(option_name), (code, command.key, option_name)
            assert option_name not in option_names
            option_names.add(option_name)
            desc = t(code, f"opt-{command.key}-{option.key}-desc")
            assert 1 <= len(desc) <= DESCRIPTION_MAX, (code, command.key, option.key, len(desc))
            for value in option.choices:
                assert 1 <= len(option.label(value, code)) <= 100


def test_discord_locales_map_onto_catalogs():
    discord = ("en-US", "en-GB", "it", "de", "ja", "fr", "es-ES", "es-419")
    assert [normalize(x) for x in discord] == ["en", "en", "it", "de", "ja", "fr", "es", "es"]
    assert normalize("pt-BR") == normalize(None) == "en"


def test_missing_message_falls_back_to_english(tmp_path, monkeypatch):
    assert t("xx", "error-syntax") == t("en", "error-syntax")


def test_every_detail_in_the_engine_is_registered():
    source = "\n".join(p.read_text() for p in (LOCALES_DIR.parent / "engine").glob("*.py"))
    used = set(re.findall(r'Error\(\s*"[a-z_]+",\s*[^,]+,\s*"([a-z-]+)"', source))
    assert used, "the pattern found no details"
    assert used <= DETAILS


def test_every_protected_creature_type_is_written_in_every_language():
    """locales/subtypes.toml: each type has its English plural and, in every language, the
    words its cards print after "protection"; English's are "from" and the plural."""
    import tomllib

    with open(LOCALES_DIR / "subtypes.toml", "rb") as handle:
        rows = tomllib.load(handle)["subtypes"]
    assert {"Demon", "Dragon", "Goblin", "Elf", "Zombie", "Human"} <= set(rows)
    for name, row in rows.items():
        assert set(row) == {"plural", *LANGUAGES}, name
        assert row["en"] == f"from {row['plural']}", name
        for code in LANGUAGES:  # each language's own words, not the English ones
            assert row[code].strip() and (row[code] != row["en"]) == (code != "en"), (name, code)


# -- the kept parse -----------------------------------------------------------------------


@pytest.fixture
def locales(tmp_path, monkeypatch):
    """A folder of one catalog (a copy of English) that ``catalog`` reads, parsed afresh."""
    (tmp_path / "en.ftl").write_bytes((LOCALES_DIR / "en.ftl").read_bytes())
    monkeypatch.setattr(i18n, "LOCALES_DIR", tmp_path)
    return tmp_path


def parse_of(code: str) -> ast.Resource:
    return i18n.catalog.__wrapped__(code)


def refuse_to_parse(monkeypatch) -> None:
    def refused(self, source):
        raise AssertionError("parsed again")

    monkeypatch.setattr(FluentParser, "parse", refused)


def test_a_catalog_is_parsed_once_and_its_parse_read_back(locales, monkeypatch):
    parsed = parse_of("en")
    assert parsed.equals(FluentParser(with_spans=False).parse((locales / "en.ftl").read_text()))
    [kept] = (locales / "__pycache__").glob("en.*.pickle")
    refuse_to_parse(monkeypatch)
    again = parse_of("en")
    assert again.equals(parsed) and again is not parsed
    assert list((locales / "__pycache__").glob("en.*.pickle")) == [kept]


def test_a_changed_catalog_is_parsed_again_and_its_old_parse_removed(locales):
    parse_of("en")
    [old] = (locales / "__pycache__").glob("en.*.pickle")
    with (locales / "en.ftl").open("a", encoding="utf-8") as catalog:
        catalog.write("\nadded-message = Added\n")
    assert any(
        isinstance(entry, ast.Message) and entry.id.name == "added-message"
        for entry in parse_of("en").body
    )
    [new] = (locales / "__pycache__").glob("en.*.pickle")
    assert new != old


def test_an_unreadable_parse_is_parsed_again(locales):
    parsed = parse_of("en")
    [kept] = (locales / "__pycache__").glob("en.*.pickle")
    kept.write_bytes(kept.read_bytes()[:1000])  # cut short, as by a full disk
    assert parse_of("en").equals(parsed)
    assert pickle.loads(kept.read_bytes()).equals(parsed)  # kept whole again


def test_a_folder_that_cannot_be_written_still_gives_the_catalog(locales, monkeypatch):
    (locales / "__pycache__").write_text("a file where the folder would be")
    assert parse_of("en").equals(
        FluentParser(with_spans=False).parse((locales / "en.ftl").read_text())
    )


def test_a_folder_named_by_redzone_locales_is_parsed_every_time(locales, monkeypatch):
    # read back with pickle, a kept parse is trusted as code is: only beside the installed
    # catalogs, not in a folder of someone's translations
    monkeypatch.setattr(i18n, "KEEP_PARSE", False)
    (locales / "__pycache__").mkdir()
    parsed = parse_of("en")
    assert parsed.equals(FluentParser(with_spans=False).parse((locales / "en.ftl").read_text()))
    assert list((locales / "__pycache__").iterdir()) == []


def test_a_write_cut_short_is_removed_with_the_older_parses(locales):
    (locales / "__pycache__").mkdir()
    stray = locales / "__pycache__" / "en.0123.pickle.tmp1234"  # a writer killed midway
    stray.write_bytes(b"\x80")
    parse_of("en")
    assert [path.suffix for path in (locales / "__pycache__").iterdir()] == [".pickle"]
