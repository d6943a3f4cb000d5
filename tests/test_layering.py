"""The engine stays pure: no discord, aiosqlite, asyncpg, asyncio or bot imports (python-chess style)."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "engine"
FORBIDDEN = {"discord", "aiosqlite", "asyncpg", "asyncio", "bot", "pydantic", "fluent"}


def test_engine_imports_only_the_standard_library_and_itself():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in FORBIDDEN]
    assert not offenders
