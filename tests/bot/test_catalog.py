"""The English catalog has a message for every event kind, error code and error detail."""

from __future__ import annotations

import re

from fluent.syntax import FluentParser, ast

from bot.i18n import LOCALES_DIR, t
from engine.errors import DETAILS, ERROR_CODES
from engine.events import EVENT_TYPES
from engine.model import Mode


def message_ids(code: str) -> set[str]:
    resource = FluentParser().parse((LOCALES_DIR / f"{code}.ftl").read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, [j.content for j in junk]
    return {entry.id.name for entry in resource.body if isinstance(entry, ast.Message)}


def test_english_catalog_covers_events_errors_and_modes():
    ids = message_ids("en")
    missing = [f"event-{e.kind}" for e in EVENT_TYPES if f"event-{e.kind}" not in ids]
    missing += [f"error-{c}" for c in ERROR_CODES if f"error-{c}" not in ids]
    missing += [f"error-detail-{d}" for d in DETAILS if f"error-detail-{d}" not in ids]
    missing += [f"mode-{m.value}" for m in Mode if f"mode-{m.value}" not in ids]
    assert not missing


def test_every_detail_in_the_engine_is_registered():
    source = "\n".join(p.read_text() for p in (LOCALES_DIR.parent / "engine").glob("*.py"))
    used = set(re.findall(r'Error\(\s*"[a-z_]+",\s*[^,]+,\s*"([a-z-]+)"', source))
    assert used, "the pattern found no details"
    assert used <= DETAILS


def test_missing_language_falls_back_to_english():
    assert t("xx", "error-syntax") == t("en", "error-syntax")
    assert t("en-US", "mode-2hg") == "Two-Headed Giant"
