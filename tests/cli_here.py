"""The ``redzone`` script's function (``bot.cli.main``) run in the test's own process, with the
environment a started process would have: what a real process start checks, without the
seconds of CPU each start costs. The script's own wiring is checked by the tests that start it."""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest

from bot.cli import main


def main_here(
    argv: Sequence[str],
    environment: Mapping[str, str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    stdin: str | None = None,
    cwd: Path | None = None,
) -> tuple[int, str, str]:
    """``redzone ARGV`` with exactly ``environment`` (what another test or bot set is
    removed), ``stdin`` as its input and ``cwd`` as its working directory: its exit status,
    standard output and standard error."""
    for name in [name for name in os.environ if name not in environment]:
        monkeypatch.delenv(name)
    for name, value in environment.items():
        if os.environ.get(name) != value:
            monkeypatch.setenv(name, value)
    if cwd is not None:
        monkeypatch.chdir(cwd)
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    capsys.readouterr()
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err
