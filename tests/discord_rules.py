"""Discord's rules for command payloads and messages (DISCORD.md), as checks for the tests.

Discord checks translated names only at sync time and fails the whole sync without saying
which locale; these checks say which.
"""

from __future__ import annotations

import unicodedata
from typing import Any

_DEVA = range(0x0900, 0x0980)
_THAI = range(0x0E00, 0x0E80)


def valid_name(name: str) -> bool:
    """``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, lower case, no apostrophe."""
    if not isinstance(name, str) or not 1 <= len(name) <= 32 or name != name.lower():
        return False
    return all(
        ch in "-_" or unicodedata.category(ch)[0] in "LN" or ord(ch) in _DEVA or ord(ch) in _THAI
        for ch in name
    )


def _longest(item: dict[str, Any], field: str) -> int:
    values = [item.get(field) or ""]
    values += list((item.get(f"{field}_localizations") or {}).values())
    return max(len(v) for v in values)


def _option_problems(where: str, option: dict[str, Any], out: list[str]) -> int:
    size = _longest(option, "name") + _longest(option, "description")
    names = [option["name"], *(option.get("name_localizations") or {}).values()]
    for name in names:
        if not valid_name(name):
            out.append(f"{where}: bad option name {name!r}")
    descriptions = [
        option["description"],
        *(option.get("description_localizations") or {}).values(),
    ]
    for text in descriptions:
        if not 1 <= len(text) <= 100:
            out.append(f"{where}: description of {len(text)} characters")
    choices = option.get("choices") or []
    if len(choices) > 25:
        out.append(f"{where}: {len(choices)} choices")
    for choice in choices:
        for name in [choice["name"], *(choice.get("name_localizations") or {}).values()]:
            if not 1 <= len(name) <= 100:
                out.append(f"{where}: choice name {name!r}")
        if isinstance(choice["value"], str) and len(choice["value"]) > 100:
            out.append(f"{where}: choice value over 100")
        size += _longest(choice, "name") + len(str(choice["value"]))
    sub = option.get("options") or []
    if len(sub) > 25:
        out.append(f"{where}: {len(sub)} options")
    seen_optional = False
    for child in sub:
        if child.get("type") not in (1, 2):
            if child.get("required"):
                if seen_optional:
                    out.append(f"{where}: required option {child['name']} after an optional one")
            else:
                seen_optional = True
        size += _option_problems(f"{where} {child['name']}", child, out)
    _sibling_names(where, sub, out)
    return size


def _sibling_names(where: str, options: list[dict[str, Any]], out: list[str]) -> None:
    locales = {"": [o["name"] for o in options]}
    for option in options:
        for code, name in (option.get("name_localizations") or {}).items():
            locales.setdefault(code, []).append(name)
    for code, names in locales.items():
        if len(set(names)) != len(names):
            out.append(f"{where}: option names repeat in {code or 'default'}: {names}")


def command_problems(payload: list[dict[str, Any]]) -> list[str]:
    """Everything in a sync payload that Discord would refuse."""
    out: list[str] = []
    if len(payload) > 100:
        out.append(f"{len(payload)} commands (at most 100)")
    for command in payload:
        size = _option_problems(f"/{command['name']}", command, out)
        if size > 8000:
            out.append(f"/{command['name']}: {size} characters (at most 8000)")
    _sibling_names("top level", payload, out)
    return out


def message_problems(message: dict[str, Any]) -> list[str]:
    """Everything in a message payload over Discord's limits."""
    out: list[str] = []
    if len(message.get("content") or "") > 2000:
        out.append("content over 2000")
    embeds = message.get("embeds") or []
    if len(embeds) > 10:
        out.append(f"{len(embeds)} embeds")
    for embed in embeds:
        title = embed.get("title") or ""
        description = embed.get("description") or ""
        footer = (embed.get("footer") or {}).get("text") or ""
        fields = embed.get("fields") or []
        total = len(title) + len(description) + len(footer)
        if len(title) > 256:
            out.append("title over 256")
        if len(description) > 4096:
            out.append(f"description of {len(description)}")
        if len(footer) > 2048:
            out.append("footer over 2048")
        if len(fields) > 25:
            out.append("over 25 fields")
        for field in fields:
            if len(field.get("name", "")) > 256 or len(field.get("value", "")) > 1024:
                out.append("field over its limit")
            total += len(field.get("name", "")) + len(field.get("value", ""))
        if total > 6000:
            out.append(f"embed of {total} characters")
    return out
