"""``redzone cards update`` end to end: a loopback HTTP server plays MTGJSON's downloads."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from bot.cards import data
from bot.cli import EXIT_NO_CARDS, main
from tests.cards.fixture import atomic_cards, cards, encode
from tests.loopback import http_server

GOOD_XZ = encode(atomic_cards(), ".json.xz")
GOOD_GZ = encode(atomic_cards(), ".json.gz")
NEWER = dict(atomic_cards(), meta={"date": "2026-11-27", "version": "5.2.2+20261127"})
NEWER_XZ = encode(NEWER, ".json.xz")
FEW = encode({"meta": {}, "data": dict(list(cards().items())[:3])}, ".json.xz")


def sha(body: bytes) -> bytes:
    return f"{hashlib.sha256(body).hexdigest()}  AtomicCards.json.xz\n".encode()


FILES: dict[str, bytes] = {
    "/good/AtomicCards.json.xz": GOOD_XZ,
    "/good/AtomicCards.json.xz.sha256": sha(GOOD_XZ),
    "/gz/AtomicCards.json.gz": GOOD_GZ,
    "/gz/AtomicCards.json.gz.sha256": hashlib.sha256(GOOD_GZ).hexdigest().encode(),
    "/newer/AtomicCards.json.xz": NEWER_XZ,
    "/newer/AtomicCards.json.xz.sha256": sha(NEWER_XZ),
    # The checksum of the good file over a changed body.
    "/badsum/AtomicCards.json.xz": NEWER_XZ,
    "/badsum/AtomicCards.json.xz.sha256": sha(GOOD_XZ),
    # Cut short, with a checksum that matches what was served (a broken upload).
    "/truncated/AtomicCards.json.xz": GOOD_XZ[: len(GOOD_XZ) // 2],
    "/truncated/AtomicCards.json.xz.sha256": sha(GOOD_XZ[: len(GOOD_XZ) // 2]),
    "/few/AtomicCards.json.xz": FEW,
    "/few/AtomicCards.json.xz.sha256": sha(FEW),
    "/nosum/AtomicCards.json.xz": GOOD_XZ,
}


@pytest.fixture
def server() -> Iterator[str]:
    with http_server(FILES.get) as base:
        yield base


def url(base: str, case: str, suffix: str = ".json.xz") -> str:
    return f"{base}/{case}/AtomicCards{suffix}"


@pytest.mark.parametrize(("case", "suffix"), [("good", ".json.xz"), ("gz", ".json.gz")])
def test_update_downloads_verifies_and_converts(server, tmp_path, case, suffix):
    record = data.update(tmp_path, url(server, case, suffix))
    served = FILES[f"/{case}/AtomicCards{suffix}"]
    assert record.sha256 == hashlib.sha256(served).hexdigest()
    assert record.cards == len(cards()) and record.version == "5.2.2+20261120"
    assert data.cached(tmp_path) == record
    with sqlite3.connect(record.path) as conn:
        names = {row[0] for row in conn.execute("SELECT shown FROM names WHERE lang = 'ja'")}
        faces = conn.execute("SELECT count(*) FROM faces").fetchone()[0]
    assert "セラの天使" in names
    assert faces == sum(len(entries) for entries in cards().values())


@pytest.mark.parametrize("case", ["badsum", "truncated", "few", "nosum", "missing"])
def test_a_broken_download_keeps_the_last_good_copy(server, tmp_path, case):
    good = data.update(tmp_path, url(server, "good"))
    before = Path(good.path).read_bytes()
    with pytest.raises(data.UpdateFailed):
        data.update(tmp_path, url(server, case))
    assert data.cached(tmp_path) == good
    assert Path(good.path).read_bytes() == before
    assert [p.name for p in (tmp_path / "cards").iterdir() if p.name.startswith(".tmp")] == []


def test_bad_checksum_is_named(server, tmp_path):
    with pytest.raises(data.UpdateFailed, match="checksum mismatch"):
        data.update(tmp_path, url(server, "badsum"))
    assert data.cached(tmp_path) is None


def test_ensure_current_updates_only_when_old(server, tmp_path, monkeypatch):
    monkeypatch.setenv("REDZONE_CARDS_URL", url(server, "good"))
    first = data.ensure_current(tmp_path)
    assert first is not None and first.version == "5.2.2+20261120"
    monkeypatch.setenv("REDZONE_CARDS_URL", url(server, "newer"))
    assert data.ensure_current(tmp_path) == first  # fresh: no download
    newer = data.ensure_current(tmp_path, max_age=timedelta(0))
    assert newer is not None and newer.version == "5.2.2+20261127"
    monkeypatch.setenv("REDZONE_CARDS_URL", url(server, "truncated"))
    assert data.ensure_current(tmp_path, max_age=timedelta(0)) == newer


def test_cli_update_then_card_and_combat(server, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    monkeypatch.setenv("REDZONE_CARDS_URL", url(server, "good"))
    assert main(["cards", "update"]) == 0
    assert str(len(cards())) in capsys.readouterr().out
    assert main(["card", "--json", "Serra-Engel"]) == 0
    card = json.loads(capsys.readouterr().out)
    assert card["card"] == "Serra Angel" and card["names"]["de"] == ["Serra-Engel"]
    assert main(["combat", "--json", "Alice: Serra Angel -> Bob | Bob:"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["players"][1]["life"] == 16
    monkeypatch.setenv("REDZONE_CARDS_URL", url(server, "badsum"))
    assert main(["cards", "update"]) == 1
    assert "checksum" in capsys.readouterr().err
    assert main(["card", "Serra Angel"]) == 0  # the good copy is still there


def test_no_card_data_is_said_clearly(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    assert main(["card", "Serra Angel"]) == EXIT_NO_CARDS
    assert "redzone cards update" in capsys.readouterr().err
    assert main(["combat", "Alice: Serra Angel -> Bob | Bob:"]) == 2
    assert "redzone cards update" in capsys.readouterr().err
    assert main(["combat", "Alice: Bear 2/2 | Bob:"]) == 0  # stats still work


def test_local_file_is_converted_once(tmp_path, monkeypatch, cards_file):
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    monkeypatch.setenv("REDZONE_CARDS_PATH", str(cards_file))
    first = data.db_path()
    built = first.stat().st_mtime_ns
    assert data.db_path() == first and first.stat().st_mtime_ns == built
    assert data.cached(tmp_path) is None  # the downloaded copy's slot is untouched
    monkeypatch.setenv("REDZONE_CARDS_PATH", str(tmp_path / "nowhere.json"))
    with pytest.raises(data.CardsUnavailable):
        data.db_path()


def test_a_copy_kept_from_a_local_file_stays_unsaid_once_the_setting_is_gone(
    tmp_path, monkeypatch, capsys, cards_file
):
    # REDZONE_CARDS_PATH set once leaves a copy behind; unset, the CLI neither blames the
    # setting nor serves that copy: the user hears that card data is missing, as with none.
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    monkeypatch.setenv("REDZONE_CARDS_PATH", str(cards_file))
    assert main(["combat", "Alice: Serra Angel -> Bob | Bob:"]) == 0
    capsys.readouterr()
    monkeypatch.delenv("REDZONE_CARDS_PATH")
    assert main(["combat", "--lang", "fr", "Alice: Bear 2/2 -> Bob | Bob:"]) == 0
    assert "REDZONE_CARDS_PATH" not in capsys.readouterr().err
    assert main(["combat", "Alice: Serra Angel -> Bob | Bob:"]) == 2
    assert "redzone cards update" in capsys.readouterr().err


def test_cards_flag_on_update_converts_a_local_file(tmp_path, monkeypatch, capsys, cards_file):
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    assert main(["cards", "update", "--cards", str(cards_file)]) == 0
    assert main(["card", "--cards", str(cards_file), "--lang", "ja", "セラの天使"]) == 0
    out = capsys.readouterr().out
    assert "セラの天使（Serra Angel）" in out and "パワー/タフネス：4/4" in out


@pytest.mark.slow  # the bot's card service runs the update as a process
async def test_the_bot_fetches_card_data_at_start_when_missing(server, tmp_path, monkeypatch):
    from bot.cards.service import CardService

    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    monkeypatch.setenv("REDZONE_CARDS_URL", url(server, "good"))
    service = CardService()
    assert service.current() is None
    await service.load(update=True)  # no copy: `redzone cards update` in a child process
    index = service.current()
    assert index is not None and index.exact("Serra-Engel").name == "Serra Angel"
    stored = data.cached(tmp_path)
    monkeypatch.setenv("REDZONE_CARDS_URL", url(server, "newer"))
    await service.load(update=True)  # a fresh copy: no download
    assert data.cached(tmp_path) == stored


async def test_a_stop_while_the_update_ends_is_not_an_error(tmp_path, monkeypatch):
    """The bot stops as the update's child process exits by itself: killing it then finds
    no process (uvloop raises ProcessLookupError). The stop goes on; nothing is logged as
    an error (an ERROR record fails the test)."""
    import asyncio

    from bot.cards import service as module

    class Ended:
        returncode = None

        async def communicate(self):  # it exited, not yet reaped, as the bot was cancelled
            raise asyncio.CancelledError

        def kill(self):
            raise ProcessLookupError

    async def spawn(*args, **kwargs):
        return Ended()

    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    monkeypatch.setattr(module.asyncio, "create_subprocess_exec", spawn)
    with pytest.raises(asyncio.CancelledError):
        await module.CardService().load(update=True)
