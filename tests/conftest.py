"""Shared helpers: run a board and read the outcome by name."""

from __future__ import annotations

import functools
import logging
import os
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from engine import CombatResult, run_board
from engine.model import Mode
from engine.rules import RuleBook, parse_bytes

ROOT = Path(__file__).resolve().parent.parent

# pytest keeps each test module, its assertions rewritten, in __pycache__ (which git ignores),
# unless Python is told to write no bytecode (PYTHONDONTWRITEBYTECODE, set on some hosts): then
# every run, in each of make test's workers, rewrote the test modules again (most of a
# collection's time). This process's own flag only: the processes tests start keep theirs.
sys.dont_write_bytecode = False
# The shared material (CR texts, scenarios): REDZONE_SHARED (`make test SHARED=...` sets it),
# else ../shared beside the project. Tests that read it skip, saying so, when it is absent.
SHARED = Path(os.environ.get("REDZONE_SHARED") or ROOT.parent / "shared")

# The property tests check what the engine does with each example, not how fast examples are
# made: on a shared, loaded host the generation-speed check and the per-example deadline
# fail for reasons that are not the code's. `make test` draws the same examples on every run,
# so that a run's verdict is the code's; `make explore` draws new ones on every run, to look
# for what the fixed ones miss (a failure it finds becomes an explicit test).
_QUIET = [HealthCheck.too_slow]
settings.register_profile("redzone", suppress_health_check=_QUIET, deadline=None, derandomize=True)
settings.register_profile("explore", suppress_health_check=_QUIET, deadline=None)
PROFILE = os.environ.get("REDZONE_HYPOTHESIS", "redzone")
settings.load_profile(PROFILE)


def examples(explore: int) -> int:
    """The examples a property test draws: ``explore`` in ``make explore``, new ones on every
    run; in ``make test``, which draws the same ones on every run, a quarter of them, never
    fewer than hypothesis' default of 100 (nor more than ``explore``)."""
    if PROFILE == "explore":
        return explore
    return min(explore, max(100, explore // 4))


# A bot started by a test computes its combats in its own process: a worker process costs
# seconds to start and stop around every test. The tests about workers (tests/bot/test_workers.py,
# the end-to-end bot of tests/e2e/test_e2e.py) ask for them.
os.environ.setdefault("REDZONE_WORKERS", "0")

pytest_plugins = ["tests.pgfixture"]  # pg_server, pg_url: a real PostgreSQL server


def current_cr() -> Path | None:
    """The current CR text for tests: REDZONE_CR_PATH, else ../shared/cr/MagicCompRules.txt."""
    env = os.environ.get("REDZONE_CR_PATH")
    if env and Path(env).is_file():
        return Path(env)
    path = SHARED / "cr" / "MagicCompRules.txt"
    return path if path.is_file() else None


@functools.cache
def current_book() -> RuleBook | None:
    """The current CR (:func:`current_cr`) parsed, once per test process (0.4 s a parse)."""
    path = current_cr()
    return None if path is None else RuleBook(parse_bytes(path.read_bytes()))


class Outcome:
    """A combat result with lookups by name, for readable assertions."""

    def __init__(self, result: CombatResult) -> None:
        self.result = result
        self.players = {p.name.lower(): p for p in result.players}
        self.perms = {p.name.lower(): p for p in result.permanents}

    def life(self, name: str) -> int:
        return self.players[name.lower()].life

    def poison(self, name: str) -> int:
        return self.players[name.lower()].poison

    def lost(self) -> list[str]:
        return sorted(p.name for p in self.result.players if p.lost)

    def dies(self) -> list[str]:
        return sorted(p.name for p in self.result.permanents if p.dies)

    def perm(self, name: str):
        return self.perms[name.lower()]

    def damage(self) -> list[tuple[str, str, str, int]]:
        names = {p.id: p.name for p in self.result.permanents}
        return [
            (s.step, names[d.source], names.get(d.target, d.target), d.amount)
            for s in self.result.steps
            for d in s.damage
        ]

    def steps(self) -> list[str]:
        return [s.step for s in self.result.steps]

    def rules(self) -> tuple[str, ...]:
        return self.result.rules

    def kinds(self) -> list[str]:
        return [e.kind for e in self.result.events]


@pytest.fixture
def combat():
    """``combat("Alice: Bear 2/2 | Bob:")`` -> an :class:`Outcome`."""

    def run(board: str, mode: str | None = None) -> Outcome:
        return Outcome(run_board(board, Mode(mode) if mode else None))

    return run


@pytest.fixture(autouse=True, scope="session")
def _no_documents_from_outside() -> Iterator[None]:
    """No test, and no bot a test starts, reaches the published MTR, IPG or JAR: for the whole
    session their downloads point at a closed loopback port (a test serving them sets its own)."""
    with pytest.MonkeyPatch.context() as patch:
        for kind in ("mtr", "ipg", "jar"):
            patch.setenv(f"REDZONE_{kind.upper()}_URL", f"http://127.0.0.1:9/{kind}.html")
        yield


@pytest.fixture(autouse=True)
def _no_card_data_from_outside(tmp_path_factory, monkeypatch):
    """No test reads the developer's stored card data or reaches MTGJSON: the data
    directory is a fresh one and the card download points at a closed loopback port."""
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path_factory.mktemp("data")))
    monkeypatch.setenv("REDZONE_CARDS_URL", "http://127.0.0.1:9/AtomicCards.json.xz")
    monkeypatch.delenv("REDZONE_CARDS_PATH", raising=False)


@pytest.fixture
def cards_file(tmp_path_factory) -> Path:
    """The project's AtomicCards fixture (tests/cards/fixture.py), as a .json.gz file."""
    from tests.cards.fixture import write

    return write(tmp_path_factory.mktemp("cards") / "AtomicCards.json.gz")


@pytest.fixture(scope="session")
def card_index(tmp_path_factory):
    """The fixture's card database, built once per session with the real converter."""
    from bot.cards.data import convert
    from bot.cards.index import CardIndex
    from tests.cards.fixture import atomic_cards, encode

    path = tmp_path_factory.mktemp("carddb") / "cards.sqlite"
    convert(encode(atomic_cards()), path)
    index = CardIndex.open(path)
    yield index
    index.close()


@pytest.fixture(autouse=True)
def _no_unexpected_error_logs(caplog: pytest.LogCaptureFixture):
    """An ERROR log a test did not expect fails it (a test that expects one clears caplog)."""
    yield
    errors = [r for r in caplog.get_records("call") if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """No test writes into the real data directory (rules cache, synced-commands hash,
    heartbeat): each one gets its own ``REDZONE_DATA`` unless it sets another."""
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path_factory.mktemp("data")))


# Modules whose every test starts processes (consoles, bots, workers) or runs a corpus.
SLOW_MODULES = {
    "referee/test_differential.py",  # thousands of boards against a second engine
    "scenarios/test_scenarios.py",  # every shared scenario through the real CLI
    "storage/test_startup.py",  # consoles and bots started as processes
    "storage/test_postgres.py",  # PostgreSQL servers started and stopped
    "games/test_durability.py",  # a process killed mid-game, then started again
    "bot/test_workers.py",  # the combat worker processes
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Marks ``slow`` what starts bot processes (tests/e2e, SLOW_MODULES) or a PostgreSQL
    server, and the property tests that explore hundreds of generated examples (hypothesis);
    the other tests that take seconds carry the mark themselves. ``pytest -m "not slow"``
    runs the rest in about a minute; ``make test`` runs everything.

    The heaviest files come first (each file's tests kept together and in order): `make
    test`'s two processes take whole files (``--dist loadfile --no-loadscope-reorder``), and
    a file of processes begun last would leave one of them working alone for a minute at the
    end. A test that starts processes weighs ten, another slow one weighs one (a property
    test, or one that carries the mark itself: the packaging's wheel, a console's process),
    so that the files left for the end are the quick ones.
    """
    weight: Counter[Path] = Counter()
    for item in items:
        function = getattr(item, "obj", None)
        if getattr(function, "is_hypothesis_test", False):
            item.add_marker(pytest.mark.property)  # what `make explore` runs
        params = getattr(getattr(item, "callspec", None), "params", {})
        where = Path(str(item.path)).relative_to(ROOT / "tests")
        processes = where.parts[0] == "e2e" or where.as_posix() in SLOW_MODULES
        if (
            processes
            or "pg_server" in getattr(item, "fixturenames", ())
            or params.get("db_url") == "postgresql"  # db_url starts the server when asked
            or getattr(function, "is_hypothesis_test", False)
        ):
            item.add_marker(pytest.mark.slow)
            weight[item.path] += 10 if processes else 1
        elif item.get_closest_marker("slow") is not None:  # marked by its module or itself
            weight[item.path] += 1
    first = {path: index for index, path in enumerate(dict.fromkeys(i.path for i in items))}
    items.sort(key=lambda item: (-weight[item.path], first[item.path]))
