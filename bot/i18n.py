"""Fluent catalogs: one per language, English the source of truth and the fallback.

Catalogs live in ``locales/<code>.ftl`` beside the packages (Red-DiscordBot's layout).
Lookups are in memory: every bundle is loaded once.
"""

from __future__ import annotations

import logging
import os
from functools import cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

log = logging.getLogger(__name__)

DEFAULT = "en"
LOCALES_DIR = Path(
    os.environ.get("REDZONE_LOCALES", Path(__file__).resolve().parent.parent / "locales")
)

Arg = str | int


def available() -> tuple[str, ...]:
    """The language codes that have a catalog, English first."""
    codes = sorted(path.stem for path in LOCALES_DIR.glob("*.ftl"))
    return tuple(sorted(codes, key=lambda code: code != DEFAULT))


@cache
def bundle(code: str) -> FluentBundle:
    """The Fluent bundle of one language (loaded once)."""
    path = LOCALES_DIR / f"{code}.ftl"
    result = FluentBundle([code], use_isolating=False)
    result.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return result


def normalize(locale: str | None) -> str:
    """Map a Discord or CLI locale (``en-US``, ``it``, ``ja``) onto a catalog code."""
    if not locale:
        return DEFAULT
    code = locale.replace("_", "-").split("-")[0].lower()
    return code if code in available() else DEFAULT


def t(locale: str | None, message_id: str, **args: Arg) -> str:
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
