"""The README shows what the program prints: each ``$ redzone combat|advise ...`` sample (the
combats need no downloaded data) is run and its output compared, line for line."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from bot.cli import main

README = Path(__file__).resolve().parents[2] / "README.md"


def samples() -> list[tuple[str, str]]:
    """Each ``$ redzone combat ARGS`` of a code block, with the lines that follow it there."""
    found = []
    text = README.read_text(encoding="utf-8")
    for block in re.findall(r"^```\n(\$ redzone (?:combat|advise) .*?)^```", text, re.S | re.M):
        lines = block.splitlines()
        if lines and lines[0].startswith(("$ redzone combat ", "$ redzone advise ")):
            found.append((lines[0].removeprefix("$ redzone "), "\n".join(lines[1:]) + "\n"))
    return found


def test_the_readme_has_samples():
    assert samples()


@pytest.mark.parametrize(("command", "shown"), samples())
def test_a_readme_sample_is_what_the_program_prints(capsys, command, shown):
    assert main(shlex.split(command)) == 0
    assert capsys.readouterr().out == shown
