"""Fluent messages compiled to Python functions, with fluent.runtime's exact output.

``fluent.runtime`` walks each message's syntax tree on every call, wrapping every argument
in a Fluent type and building an environment (tens of microseconds a message; a combat
explanation formats dozens). The catalogs use a small part of Fluent: text, variables,
string and number literals, and select expressions on a variable (plural categories or
plain keys). ``compile_bundle`` writes each such message as the source of one Python
function (straight-line code: a type check per variable, an ``if`` chain per select, one
f-string for the text) once per catalog, and compiles each function on its first call (a
stand-in in the table until then); a message using anything else is left to fluent.runtime
(``None`` in the table).

A function raises ``Fallback`` whenever fluent.runtime would report an error or differ from
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
    """Every message of a bundle: its function, or None when fluent.runtime must format it.

    Each function's source is written now and compiled on its first call (compiling a
    whole catalog at once takes a tenth of a second: more than the command line's whole
    start), then replaces its stand-in in the table.
    """
    writer = _Writer(bundle)
    scope = writer.scope()
    table: dict[str, Compiled | None] = {}
    for message_id, entry in bundle._messages.items():
        table[message_id] = None
        if isinstance(entry, FTL.Message) and entry.value is not None:
            written = writer.message(entry.value)
            if written is not None:
                table[message_id] = _StandIn(table, message_id, *written, scope)
    return table


class _StandIn:
    """A message's function until it is first needed (``ready`` or a call): compiles it and
    puts it in the table in its place."""

    __slots__ = ("done", "message_id", "name", "scope", "source", "table")

    def __init__(
        self,
        table: dict[str, Compiled | None],
        message_id: str,
        name: str,
        source: str,
        scope: dict[str, Any],
    ) -> None:
        self.table, self.message_id, self.name = table, message_id, name
        self.source, self.scope = source, scope
        self.done: Compiled | None = None

    def __call__(self, args: Args) -> str:
        return self.compiled()(args)

    def compiled(self) -> Compiled:
        if self.done is None:
            exec(compile(self.source, f"<message {self.message_id}>", "exec"), self.scope)
            self.done = self.table[self.message_id] = self.scope[self.name]
        return self.done


def ready(table: dict[str, Compiled | None], message_id: str) -> Compiled | None:
    """A message's own function, compiled now if its stand-in is still in the table (None:
    fluent.runtime formats it)."""
    entry = table[message_id]
    return entry.compiled() if isinstance(entry, _StandIn) else entry


def _number_literal(raw: str) -> FluentFloat | FluentInt:
    """A Fluent number literal (``-?[0-9]+(\\.[0-9]+)?``) as fluent.runtime's resolver makes
    it: a FluentFloat when it has a decimal point, else a FluentInt (the same value as
    fluent.runtime's ``FluentInt(raw)``, given as the number its type accepts)."""
    return FluentFloat(float(raw)) if "." in raw else FluentInt(int(raw))


class _Writer:
    """The source of each function of one catalog, and the constants they read (``_K``...):
    one scope for the catalog, where every function is compiled."""

    def __init__(self, bundle: FluentBundle) -> None:
        self.bundle = bundle
        self.constants: dict[str, Any] = {}
        self.count = 0  # locals and functions are numbered across the catalog
        self.locals: dict[str, str] = {}  # the local of each variable of the message written

    def scope(self) -> dict[str, Any]:
        bundle = self.bundle

        def number(value: int) -> str:
            """An integer as fluent.runtime shows it (the language's digit grouping)."""
            return str(FluentInt(value).format(bundle._babel_locale))

        self.constants.update(_Fallback=Fallback, _number=number, _plural=bundle._plural_form)
        return self.constants  # the constants of messages written later join it

    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def constant(self, value: object) -> str:
        name = self.fresh("_K")
        self.constants[name] = value
        return name

    def message(self, pattern: FTL.Pattern) -> tuple[str, str] | None:
        """One message's function: its name and source, or None when it is not compiled."""
        body: list[str] = []
        counter = [0]
        self.locals = {}
        try:
            result = self.pattern(pattern, body, "    ", counter)
        except Unsupported:
            return None
        if counter[0] >= MAX_PARTS:
            return None
        name = self.fresh("_m")
        # A variable left out reads as a KeyError: fluent.runtime's error, so its own answer.
        body = [f"    {line}" for line in [*body, f"    return {result}"]]
        handler = ["    except KeyError:", "        raise _Fallback from None"]
        return name, "\n".join([f"def {name}(a):", "    try:", *body, *handler])

    def pattern(self, pattern: FTL.Pattern, out: list[str], pad: str, counter: list[int]) -> str:
        """Write the statements of a pattern's placeables; the expression of its text."""
        counter[0] += len(pattern.elements)
        parts: list[tuple[bool, str]] = []  # (is text, text or local name)
        for element in pattern.elements:
            if isinstance(element, FTL.TextElement):
                text = element.value
            elif isinstance(element, FTL.Placeable):
                literal = self.literal(element.expression)
                if literal is None:
                    parts.append((False, self.placeable(element.expression, out, pad, counter)))
                    continue
                text = literal
            else:
                raise Unsupported(type(element).__name__)
            if len(text) > MAX_PART_LENGTH:
                raise Unsupported("text too long")
            if parts and parts[-1][0]:
                parts[-1] = (True, parts[-1][1] + text)
            else:
                parts.append((True, text))
        if not parts:
            return '""'
        if len(parts) == 1:
            return repr(parts[0][1]) if parts[0][0] else parts[0][1]
        # One f-string, the text written in it (adjacent f-strings are compiled as one)
        return " ".join(
            "f" + repr(value.replace("{", "{{").replace("}", "}}"))
            if is_text
            else f'f"{{{value}}}"'
            for is_text, value in parts
        )

    def literal(self, expr: FTL.BaseNode) -> str | None:
        bundle = self.bundle
        if isinstance(expr, FTL.StringLiteral):
            return str(expr.parse()["value"])
        if isinstance(expr, FTL.NumberLiteral):
            return str(_number_literal(expr.value).format(bundle._babel_locale))
        return None

    def placeable(self, expr: FTL.BaseNode, out: list[str], pad: str, counter: list[int]) -> str:
        if isinstance(expr, FTL.VariableReference):
            return self.variable(expr.id.name, out, pad)
        if isinstance(expr, FTL.SelectExpression) and isinstance(
            expr.selector, FTL.VariableReference
        ):
            return self.select(expr, expr.selector, out, pad, counter)
        raise Unsupported(type(expr).__name__)

    def variable(self, name: str, out: list[str], pad: str) -> str:
        """A text argument as it is, a whole number with the language's digit grouping,
        anything else through fluent.runtime."""
        # One local per variable, whichever variant reads it: a call's frame is set up and
        # cleared with all its locals (event-assign has 21 variants of three variables).
        v = self.locals.get(name) or self.locals.setdefault(name, self.fresh("_v"))
        out += [
            f"{pad}{v} = a[{name!r}]",
            f"{pad}if {v}.__class__ is str:",
            f"{pad}    if len({v}) > {MAX_PART_LENGTH}: raise _Fallback",
            f"{pad}elif {v}.__class__ is int:",
            f"{pad}    if 0 <= {v} < 1000: {v} = str({v})",
            f"{pad}    else:",
            f"{pad}        {v} = _number({v})",
            f"{pad}        if len({v}) > {MAX_PART_LENGTH}: raise _Fallback",
            f"{pad}else: raise _Fallback",
        ]
        return v

    def select(
        self,
        expr: FTL.SelectExpression,
        variable: FTL.VariableReference,
        out: list[str],
        pad: str,
        counter: list[int],
    ) -> str:
        """fluent.runtime's choice: for a whole number, the first variant whose number
        equals it or whose key is its plural category; for text, the first variant whose key
        (a number key: its plural category) is that text; else the default. ``variable``:
        the expression's selector."""
        plural = self.bundle._plural_form
        selector = self.fresh("_s")
        category = self.fresh("_c")
        result = self.fresh("_r")
        default = next((v for v in expr.variants if v.default), None)
        if default is None:
            raise Unsupported("no default variant")
        by_number: list[tuple[str, FTL.Variant]] = []
        by_text: list[tuple[str, FTL.Variant]] = []
        for variant in expr.variants:
            if isinstance(variant.key, FTL.NumberLiteral):
                key = _number_literal(variant.key.value)
                by_number.append((f"{selector} == {self.constant(key)}", variant))
                by_text.append((f"{selector} == {plural(key)!r}", variant))
            else:
                by_number.append((f"{category} == {variant.key.name!r}", variant))
                by_text.append((f"{selector} == {variant.key.name!r}", variant))
        out += [f"{pad}{selector} = a[{variable.id.name!r}]"]
        out += [f"{pad}if {selector}.__class__ is int:"]
        inner = pad + "    "
        if any(not isinstance(v.key, FTL.NumberLiteral) for v in expr.variants):
            out += [f"{inner}{category} = _plural({selector})"]
        # The variants are written once per branch; the parts are counted once, as
        # fluent.runtime counts them.
        self.branches(by_number, default, result, out, inner, counter)
        out += [f"{pad}elif {selector}.__class__ is str:"]
        self.branches(by_text, default, result, out, inner, [0])
        out += [f"{pad}else: raise _Fallback"]
        out += [f"{pad}if len({result}) > {MAX_PART_LENGTH}: raise _Fallback"]
        return result

    def branches(
        self,
        tests: list[tuple[str, FTL.Variant]],
        default: FTL.Variant,
        result: str,
        out: list[str],
        pad: str,
        counter: list[int],
    ) -> None:
        inner = pad + "    "
        for index, (test, variant) in enumerate(tests):
            out.append(f"{pad}{'if' if index == 0 else 'elif'} {test}:")
            out.append(f"{inner}{result} = {self.pattern(variant.value, out, inner, counter)}")
        out.append(f"{pad}else:")
        out.append(f"{inner}{result} = {self.pattern(default.value, out, inner, [0])}")
