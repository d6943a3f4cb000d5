"""The compiled catalogs (bot/ftlcompile.py) give fluent.runtime's exact text.

Every message of every real catalog is formatted both ways with many arguments: empty,
names, plural numbers, numbers with digit grouping, negative numbers, select keys, and the
cases where fluent.runtime reports an error (a missing variable, an unsupported type, a
placeable over its 2,500-character limit), which the compiled path must hand back to
fluent.runtime (``Fallback``) rather than answer itself.
"""

from __future__ import annotations

import itertools
import logging

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import Pattern
from fluent.syntax import ast as FTL

from bot import i18n
from bot.ftlcompile import Fallback, compile_bundle, ready

VALUES: list[object] = [
    "",
    "Alice",
    "x" * 2600,
    0,
    1,
    2,
    3,
    5,
    11,
    21,
    999,
    1000,
    12345,
    -1,
    -1000,
    "one",
    "other",
    "few",
    "player",
    "planeswalker",
    True,
    1.5,
    None,  # the variable left out
]


def pattern_of(catalog: FluentBundle, message_id: str) -> Pattern:
    """A message's pattern, for fluent.runtime's ``format_pattern`` (every message has one)."""
    pattern = catalog.get_message(message_id).value
    assert pattern is not None
    return pattern


def _variables(node: object) -> set[str]:
    if isinstance(node, FTL.VariableReference):
        return {node.id.name}
    found: set[str] = set()
    if isinstance(node, FTL.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                found |= _variables(child)
    return found


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_message_compiles_to_fluent_runtime_text(code: str) -> None:
    catalog = i18n.bundle(code)
    table = i18n.compiled(code)
    assert table.keys() == catalog._messages.keys()
    assert all(fn is not None for fn in table.values()), "every message of the catalogs compiles"
    compared = handed_back = 0
    for message_id, fn in table.items():
        assert fn is not None
        names = sorted(_variables(catalog._messages[message_id].value))
        pattern = pattern_of(catalog, message_id)
        for combo in itertools.islice(itertools.product(VALUES, repeat=len(names)), 600):
            args = {k: v for k, v in zip(names, combo, strict=True) if v is not None}
            want, errors = catalog.format_pattern(pattern, args)
            try:
                got = fn(args)
            except Fallback:
                handed_back += 1
                continue
            assert not errors, (message_id, args, errors)
            assert got == want, (message_id, args)
            compared += 1
    assert compared > 1000 and handed_back > 100


def test_t_still_logs_fluent_errors(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.ERROR, logger="bot.i18n"):
        text = i18n.t("en", "summary-died")  # $names missing: fluent.runtime's own answer
    assert text == "names die."
    assert "Unknown external: names" in caplog.text
    caplog.clear()  # expected


def _selects(node: object) -> list[FTL.SelectExpression]:
    found = [node] if isinstance(node, FTL.SelectExpression) else []
    if isinstance(node, FTL.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                found += _selects(child)
    return found


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_variant_of_every_select_gives_fluent_runtime_text(code: str) -> None:
    """Each select given each of its keys, a key of none and numbers, the other variables
    text or a number: every variant is written with the message's one local per variable."""
    catalog = i18n.bundle(code)
    table = i18n.compiled(code)
    variants = 0
    for message_id, fn in table.items():
        assert fn is not None
        message = catalog._messages[message_id]
        names = sorted(_variables(message.value))
        pattern = pattern_of(catalog, message_id)
        for select in _selects(message.value):
            # The catalogs select on variables only.
            assert isinstance(select.selector, FTL.VariableReference)
            keys = [
                v.key.value if isinstance(v.key, FTL.NumberLiteral) else v.key.name
                for v in select.variants
            ]
            variants += len(keys)
            for key in [*keys, "none-of-them", 0, 1, 2, 5, 21, 1000]:
                for other in ("Alice", 2, 12345):
                    args = {name: other for name in names} | {select.selector.id.name: key}
                    want, errors = catalog.format_pattern(pattern, args)
                    assert not errors, (message_id, args, errors)
                    assert fn(args) == want, (message_id, args)
    assert variants > 100


# Number literals as the catalogs could write them: placeables and select keys, whole and
# decimal, negative, with digit grouping. The real catalogs have only whole-number keys.
LITERALS = """
literal-whole = { 7 } { -12 } { 1000 } { 007 } { 1234567 }
literal-decimal = { 1.5 } { -0.25 } { 1234.50 } { 0.0 }
literal-keys = { $n ->
    [0] zero
    [1.5] one and a half
    [-3] minus three
    [one] one
   *[other] { $n } { 2.75 }
}
"""


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_number_literals_give_fluent_runtime_text(code: str) -> None:
    catalog = FluentBundle([code], use_isolating=False)
    catalog.add_resource(FluentResource(LITERALS))
    table = compile_bundle(catalog)
    for message_id in ("literal-whole", "literal-decimal", "literal-keys"):
        fn = ready(table, message_id)
        assert fn is not None, message_id
        pattern = pattern_of(catalog, message_id)
        for n in ("0", "1.5", "-3", "one", "x", 0, 1, 2, -3, 1000, 1234567):
            want, errors = catalog.format_pattern(pattern, {"n": n})
            assert not errors, (message_id, n, errors)
            assert fn({"n": n}) == want, (message_id, n)


def test_a_message_without_text_is_reported_not_formatted(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A message of attributes only has no text: ``t`` logs it and shows its id, as for a
    message no catalog has (fluent.runtime would be handed None and raise)."""
    catalog = FluentBundle(["en"], use_isolating=False)
    catalog.add_resource(FluentResource("only-attributes =\n    .title = A title\n"))
    monkeypatch.setattr(i18n, "bundle", lambda code: catalog)
    monkeypatch.setattr(i18n, "compiled", lambda code: compile_bundle(catalog))
    monkeypatch.setattr(i18n, "_FORMATS", {})
    with caplog.at_level(logging.ERROR, logger="bot.i18n"):
        assert i18n.t("en", "only-attributes") == "only-attributes"
    assert "message only-attributes has no value" in caplog.text
    caplog.clear()  # expected
