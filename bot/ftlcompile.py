"""Fluent messages compiled to Python closures, with fluent.runtime's exact output.

``fluent.runtime`` walks each message's syntax tree on every call, wrapping every argument
in a Fluent type and building an environment (tens of microseconds a message; a combat
explanation formats dozens). The catalogs use a small part of Fluent: text, variables,
string and number literals, and select expressions on a variable (plural categories or
plain keys). ``compile_bundle`` turns each such message into a closure once; a message
using anything else is left to fluent.runtime (``None`` in the table).

A closure raises ``Fallback`` whenever fluent.runtime would report an error or differ from
the plain path (a missing variable, an argument that is neither ``str`` nor ``int``, a
placeable longer than ``MAX_PART_LENGTH``); ``bot.i18n.t`` then formats that call through
fluent.runtime, so the text and the errors logged are fluent.runtime's own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import MAX_PART_LENGTH, Pattern
from fluent.runtime.types import FluentFloat, FluentInt
from fluent.syntax import ast as FTL

Args = Mapping[str, Any]
Compiled = Callable[[Args], str]

MAX_PARTS = Pattern.MAX_PARTS


class Fallback(Exception):
    """This call must go through fluent.runtime."""


class Unsupported(Exception):
    """This message uses Fluent that the compiler does not handle."""


def compile_bundle(bundle: FluentBundle) -> dict[str, Compiled | None]:
    """Every message of a bundle: its closure, or None when fluent.runtime must format it."""
    out: dict[str, Compiled | None] = {}
    for message_id, entry in bundle._messages.items():
        out[message_id] = None
        if isinstance(entry, FTL.Message) and entry.value is not None:
            counter = [0]
            try:
                fn = _pattern(bundle, entry.value, counter)
            except Unsupported:
                continue
            if counter[0] < MAX_PARTS:
                out[message_id] = fn
    return out


def _number(bundle: FluentBundle, value: int) -> str:
    """An integer argument as fluent.runtime shows it (the language's digit grouping)."""
    if 0 <= value < 1000:
        return str(value)
    return str(FluentInt(value).format(bundle._babel_locale))


def _literal_text(bundle: FluentBundle, expr: FTL.BaseNode) -> str | None:
    if isinstance(expr, FTL.StringLiteral):
        return str(expr.parse()["value"])
    if isinstance(expr, FTL.NumberLiteral):
        number = FluentFloat(expr.value) if "." in expr.value else FluentInt(expr.value)
        return str(number.format(bundle._babel_locale))
    return None


def _pattern(bundle: FluentBundle, pattern: FTL.Pattern, counter: list[int]) -> Compiled:
    counter[0] += len(pattern.elements)
    parts: list[str | Compiled] = []
    for element in pattern.elements:
        if isinstance(element, FTL.TextElement):
            text: str | None = element.value
        elif isinstance(element, FTL.Placeable):
            text = _literal_text(bundle, element.expression)
            if text is None:
                parts.append(_placeable(bundle, element.expression, counter))
                continue
        else:
            raise Unsupported(type(element).__name__)
        if len(text) > MAX_PART_LENGTH:
            raise Unsupported("text too long")
        if parts and isinstance(parts[-1], str):
            parts[-1] += text
        else:
            parts.append(text)
    if not parts:
        return lambda args: ""
    if len(parts) == 1:
        only = parts[0]
        if isinstance(only, str):
            return lambda args: only
        return only
    fixed = tuple(parts)

    def joined(args: Args) -> str:
        return "".join([part if part.__class__ is str else part(args) for part in fixed])  # type: ignore[operator,misc]

    return joined


def _placeable(bundle: FluentBundle, expr: FTL.BaseNode, counter: list[int]) -> Compiled:
    if isinstance(expr, FTL.VariableReference):
        return _variable(bundle, expr.id.name)
    if isinstance(expr, FTL.SelectExpression) and isinstance(expr.selector, FTL.VariableReference):
        return _select(bundle, expr, counter)
    raise Unsupported(type(expr).__name__)


def _variable(bundle: FluentBundle, name: str) -> Compiled:
    def variable(args: Args) -> str:
        value = args.get(name)
        if value.__class__ is str:
            text: str = value
        elif value.__class__ is int:
            text = _number(bundle, value)
        else:
            raise Fallback
        if len(text) > MAX_PART_LENGTH:
            raise Fallback
        return text

    return variable


def _select(bundle: FluentBundle, expr: FTL.SelectExpression, counter: list[int]) -> Compiled:
    name = expr.selector.id.name
    plural = bundle._plural_form
    # (key, is_number, pattern) in the catalog's order, as fluent.runtime tries them.
    variants: list[tuple[Any, bool, Compiled]] = []
    default: Compiled | None = None
    for variant in expr.variants:
        value = _pattern(bundle, variant.value, counter)
        if isinstance(variant.key, FTL.NumberLiteral):
            raw = variant.key.value
            key: Any = FluentFloat(raw) if "." in raw else FluentInt(raw)
            variants.append((key, True, value))
        else:
            variants.append((variant.key.name, False, value))
        if variant.default:
            default = value
    if default is None:
        raise Unsupported("no default variant")
    table = tuple(variants)
    fallback = default

    def select(args: Args) -> str:
        value = args.get(name)
        chosen = fallback
        if value.__class__ is int:
            category = None
            for key, numeric, pattern in table:
                if numeric:
                    if value == key:
                        chosen = pattern
                        break
                else:
                    if category is None:
                        category = plural(value)
                    if category == key:
                        chosen = pattern
                        break
        elif value.__class__ is str:
            for key, numeric, pattern in table:
                if (plural(key) if numeric else key) == value:
                    chosen = pattern
                    break
        else:
            raise Fallback
        text = chosen(args)
        if len(text) > MAX_PART_LENGTH:
            raise Fallback
        return text

    return select
