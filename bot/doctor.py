"""What this installation runs with: ``redzone doctor`` and the bot's start-up summary.

Each topic (the database, the rules, the card data, the shards, the catalogs) becomes one
:class:`Finding`, a sentence of the catalogs with its values, marked wrong when an operator
must fix something. ``redzone doctor`` finds them without starting the bot and without
writing anything but what the bot would build anyway (a converted ``REDZONE_CARDS_PATH``);
the bot logs the same sentences on one line once it has started (``summary_line``).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import SecretStr

from bot import crsource
from bot.cards import data
from bot.config import Config
from bot.download import data_dir
from bot.i18n import LANGUAGES, LOCALES_DIR, FluentArg, Said, missing_file, t
from bot.storage import is_postgres, sqlite_path

if TYPE_CHECKING:
    from bot.cards.index import CardIndex
    from engine.rules import RuleBook

TOPICS = ("database", "rules", "cards", "shards", "locales")


@dataclass(frozen=True)
class Finding:
    """One topic's state: a catalog sentence (``doctor-...``) and its values."""

    topic: str
    key: str
    params: Mapping[str, FluentArg | Said] = field(default_factory=dict)
    wrong: bool = False

    def text(self, lang: str | None) -> str:
        """The sentence in ``lang``, a value that is itself a message (a reason) in it too."""
        args = {k: v.text(lang) if isinstance(v, Said) else v for k, v in self.params.items()}
        return t(lang, self.key, **args)


# -- the settings -------------------------------------------------------------------------


def settings(config: Config) -> Iterator[tuple[str, str, bool]]:
    """Each setting as the environment names it, its value as shown (secrets hidden, a
    database URL without its password), and whether it is the default (not set)."""
    for name, value in config.model_dump().items():
        env = name.upper()
        if isinstance(value, SecretStr):
            shown = "***" if value.get_secret_value() else ""
        elif name == "redzone_db" and is_postgres(str(value)):
            from bot.storage.postgres import redacted

            shown = redacted(str(value))
        else:
            shown = "" if value is None else str(value)
        yield env, shown, env not in os.environ
    for env, where in (("REDZONE_DATA", data_dir()), ("REDZONE_LOCALES", LOCALES_DIR)):
        yield env, str(where), env not in os.environ


# -- each topic, from what is known -------------------------------------------------------


def database_finding(url: str, version: int | None, newest: int, reason: str = "") -> Finding:
    """The database: its kind, where, and its schema version against this code's newest
    (``version`` None: a SQLite file not made yet; ``reason``: it cannot be used)."""
    postgres = is_postgres(url)
    if postgres:
        from bot.storage.postgres import redacted

        where = redacted(url)
    else:
        where = sqlite_path(url)
    params: dict[str, FluentArg] = {
        "kind": "PostgreSQL" if postgres else "SQLite",
        "where": where,
        "newest": newest,
    }
    if reason:
        return Finding("database", "doctor-database-unusable", {**params, "reason": reason}, True)
    if version is None:
        return Finding("database", "doctor-database-missing", params)
    params["version"] = version
    if version > newest:
        return Finding("database", "doctor-database-newer", params, True)
    if version < newest:
        return Finding("database", "doctor-database-older", params)
    return Finding("database", "doctor-database", params)


def rules_finding(
    book: RuleBook | None, path: Path | None, reason: str | Said, local: bool
) -> Finding:
    """The Comprehensive Rules in use, or why there are none (wrong only for a local file
    that cannot be read: the bot downloads them otherwise)."""
    if book is not None and path is not None:
        effective = book.effective
        shown = effective.isoformat() if effective is not None else "?"
        return Finding("rules", "doctor-rules", {"date": shown, "path": str(path)})
    if local:
        return Finding("rules", "doctor-rules-unusable", {"reason": reason}, True)
    return Finding("rules", "doctor-rules-none", {"reason": reason})


def cards_finding(
    index: CardIndex | None, path: Path | None, reason: str, local: bool, kept: bool = False
) -> Finding:
    """The card data in use (``kept``: the last good copy of a broken REDZONE_CARDS_PATH),
    or why there is none."""
    if index is not None and path is not None:
        meta = index.store.meta()
        params: dict[str, FluentArg] = {
            "version": meta.get("version", "?"),
            "date": meta.get("date", "?"),
            "count": int(meta.get("cards", "0") or 0),
            "path": str(path),
        }
        if kept:
            return Finding("cards", "doctor-cards-kept", {**params, "reason": reason}, True)
        return Finding("cards", "doctor-cards", params)
    if local:
        return Finding("cards", "doctor-cards-unusable", {"reason": reason}, True)
    return Finding("cards", "doctor-cards-none", {"reason": reason})


def shards_finding(config: Config) -> Finding:
    ids = config.shards()
    if ids is not None and config.shard_count is not None:
        return Finding(
            "shards",
            "doctor-shards-some",
            {"ids": config.shard_label(), "count": config.shard_count},
        )
    if config.shard_count is not None:
        return Finding("shards", "doctor-shards-count", {"count": config.shard_count})
    return Finding("shards", "doctor-shards-all")


def locales_finding() -> Finding:
    missing = [code for code in LANGUAGES if not (LOCALES_DIR / f"{code}.ftl").is_file()]
    params: dict[str, FluentArg] = {"path": str(LOCALES_DIR)}
    if missing:
        return Finding(
            "locales", "doctor-locales-missing", {**params, "codes": " ".join(missing)}, True
        )
    return Finding("locales", "doctor-locales", {**params, "codes": " ".join(LANGUAGES)})


# -- finding them without the bot ---------------------------------------------------------


async def database_state(url: str) -> Finding:
    """The database's schema version, read without creating or migrating anything."""
    from bot.storage.db import migrations

    postgres = is_postgres(url)
    newest = len(migrations("postgres" if postgres else ""))
    try:
        if postgres:
            version = await _postgres_version(url)
        else:
            path = Path(sqlite_path(url))
            if not path.exists():
                return database_finding(url, None, newest)
            version = await _sqlite_version(path)
    except Exception as exc:  # whatever keeps the bot from using it, said as it is
        return database_finding(url, None, newest, reason=f"{type(exc).__name__}: {exc}")
    return database_finding(url, version, newest)


async def _sqlite_version(path: Path) -> int:
    import aiosqlite

    from bot.storage.db import Database

    conn = await aiosqlite.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    conn.row_factory = aiosqlite.Row  # as the bot's own connections (its reads name columns)
    try:
        await conn.execute("PRAGMA schema_version")  # fails on a file that is no database
        return await Database(str(path), conn, None).version()
    finally:
        await conn.close()


async def _postgres_version(url: str) -> int:
    import asyncpg

    from bot.storage.postgres import CONNECT_TIMEOUT, PgDatabase

    pool: Any = await asyncpg.create_pool(url, min_size=1, max_size=1, timeout=CONNECT_TIMEOUT)
    try:
        return await PgDatabase(url, pool).version()
    finally:
        await pool.close()


def rules_state(config: Config) -> Finding:
    local = config.redzone_cr_path is not None
    try:
        path = crsource.cr_path(str(config.redzone_cr_path) if local else None)
        return rules_finding(crsource.load_book(path), path, "", local)
    except crsource.CRUnavailable as exc:
        return rules_finding(None, None, missing_file(exc.path), local)
    except (OSError, ValueError) as exc:
        return rules_finding(None, None, str(exc), local)


def cards_state(config: Config) -> Finding:
    from bot.cards.index import load_index

    local = config.redzone_cards_path is not None
    explicit = str(config.redzone_cards_path) if local else None
    try:
        path = data.db_path(explicit)
        return cards_finding(load_index(path), path, "", local)
    except data.CardsUnavailable as exc:
        kept = data.last_good_local() if local else None
        if kept is not None:
            path = Path(kept.path)
            return cards_finding(load_index(path), path, str(exc), local, kept=True)
        return cards_finding(None, None, str(exc), local)


async def diagnose(config: Config) -> list[Finding]:
    """Every topic, found as the bot would find it at start."""
    return [
        await database_state(str(config.redzone_db)),
        rules_state(config),
        cards_state(config),
        shards_finding(config),
        locales_finding(),
    ]


def report(config: Config, findings: list[Finding], lang: str) -> str:
    """``redzone doctor``'s text: the settings, then one line per topic, then the verdict."""
    lines = [t(lang, "doctor-title"), "", t(lang, "doctor-settings")]
    rows = list(settings(config))
    width = max(len(name) for name, _, _ in rows)
    for name, shown, default in rows:
        value = shown or "-"
        if default:
            value = f"{value} {t(lang, 'doctor-default')}"
        lines.append(f"  {name.ljust(width)}  {value}")
    lines.append("")
    marks = {False: t(lang, "doctor-ok"), True: t(lang, "doctor-wrong")}
    mark_width = max(len(mark) for mark in marks.values())
    topics = {topic: t(lang, f"doctor-topic-{topic}") for topic in TOPICS}
    topic_width = max(len(name) for name in topics.values())
    for finding in findings:
        mark = marks[finding.wrong].ljust(mark_width)
        lines.append(f"{mark}  {topics[finding.topic].ljust(topic_width)}  {finding.text(lang)}")
    wrong = sum(finding.wrong for finding in findings)
    lines += ["", t(lang, "doctor-verdict", count=wrong)]
    return "\n".join(lines)


def summary_line(findings: list[Finding]) -> str:
    """The findings on one line, in English, for the start-up log."""
    return "; ".join(f"{finding.topic}: {finding.text('en')}" for finding in findings)
