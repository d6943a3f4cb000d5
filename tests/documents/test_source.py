"""Getting the tournament documents: a loopback HTTP server plays the published copies."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.cli import main
from bot.documents import source
from bot.documents.shelf import DocumentShelf
from bot.download import UpdateFailed
from tests.documents.fixture import FILE_NAMES, encode
from tests.loopback import http_server


class _Site:
    """The published copies: version 1 or 2 of each document, or a broken file."""

    def __init__(self) -> None:
        self.version = 1
        self.broken = False

    def answer(self, path: str) -> bytes | None:
        for kind, name in FILE_NAMES.items():
            if path == f"/{name}":
                data = encode(kind, self.version)
                return data[:4000] if self.broken else data
        return None


@pytest.fixture
def site(monkeypatch: pytest.MonkeyPatch) -> Iterator[_Site]:
    served = _Site()
    with http_server(served.answer) as base:
        for kind, name in FILE_NAMES.items():
            monkeypatch.setenv(source.env_name(kind, "URL"), f"{base}/{name}")
        yield served


def test_update_downloads_checks_and_stores(site, tmp_path):
    record = source.update("ipg", tmp_path)
    assert Path(record.path).read_bytes() == encode("ipg")
    assert (record.version, record.effective) == ("2021-01-06", "2020-09-25")
    assert source.cached("ipg", tmp_path) == record
    assert source.previous("ipg", tmp_path) is None


def test_a_failed_download_keeps_the_last_good_copy(site, tmp_path, monkeypatch, caplog):
    good = source.update("mtr", tmp_path)
    site.broken = True
    with pytest.raises(UpdateFailed, match="not the whole MTR"):
        source.update("mtr", tmp_path)
    assert source.cached("mtr", tmp_path) == good
    monkeypatch.setenv(source.env_name("mtr", "URL"), "http://127.0.0.1:9/nowhere.html")
    with pytest.raises(UpdateFailed, match="download failed"):
        source.update("mtr", tmp_path)
    caplog.set_level(logging.WARNING)
    assert source.ensure_current("mtr", tmp_path, max_age=timedelta(0)) == good
    assert "MTR update failed, keeping the last good copy" in caplog.text
    assert Path(good.path).read_bytes() == encode("mtr")


def test_a_new_version_keeps_the_one_before_and_says_what_changed(site, tmp_path, caplog):
    first = source.update("ipg", tmp_path)
    again = source.update("ipg", tmp_path)  # the same sections: only fetched again
    assert (again.path, again.sha256) == (first.path, first.sha256)
    assert source.previous("ipg", tmp_path) is None
    site.version = 2
    caplog.set_level(logging.INFO, logger="bot.documents.source")
    second = source.update("ipg", tmp_path)
    assert source.previous("ipg", tmp_path) == again
    assert second.path != first.path and Path(first.path).is_file()
    assert (
        "IPG updated: version 2021-01-25 (was 2021-01-06), 6 sections changed: 2.5 renumbered,"
        " 2.6 renumbered, 3.3 changed, 4.2 added, A changed, 4.1 removed" in caplog.text
    )
    shelf = DocumentShelf(tmp_path)
    diff = shelf.diff("ipg")
    assert diff is not None and [c.number for c in diff.changes][:2] == ["2.5", "2.6"]
    assert shelf.diff("ipg") is diff  # computed once per version in use


def test_ensure_current_downloads_only_when_old(site, tmp_path):
    first = source.ensure_current("jar", tmp_path)
    assert first is not None
    assert source.ensure_current("jar", tmp_path) == first  # fresh: no download
    stale = tmp_path / "documents" / "jar" / source.CURRENT
    record = json.loads(stale.read_text())
    record["fetched_at"] = (datetime.now(UTC) - timedelta(days=8)).isoformat()
    stale.write_text(json.dumps(record))
    site.version = 2
    newer = source.ensure_current("jar", tmp_path)
    assert newer is not None and newer.version == "2019-09-30"


def test_a_local_file_wins_and_is_compared_with_the_stored_copy(site, tmp_path, monkeypatch):
    source.update("mtr", tmp_path)  # version 1, stored
    local = tmp_path / "mtr.html"
    local.write_bytes(encode("mtr", 2))
    monkeypatch.setenv(source.env_name("mtr", "PATH"), str(local))
    assert source.document_path("mtr", directory=tmp_path) == local
    shelf = DocumentShelf(tmp_path)
    assert shelf.book("mtr") is not None and shelf.paths["mtr"] == local
    diff = shelf.diff("mtr")
    assert diff is not None and [c.number for c in diff.changes] == ["4.2", "5.4", "3.1"]
    monkeypatch.setenv(source.env_name("mtr", "PATH"), str(tmp_path / "missing.html"))
    with pytest.raises(source.DocumentUnavailable, match="no such file"):
        source.document_path("mtr", directory=tmp_path)


def test_nothing_at_hand_is_said_clearly(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    assert DocumentShelf().book("ipg") is None
    assert main(["ipg", "2.1"]) == 6
    err = capsys.readouterr().err
    assert "redzone documents update" in err and "REDZONE_IPG_PATH" in err


def test_cli_documents_update_then_lookups(site, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    assert main(["documents", "update", "--lang", "it"]) == 0
    out = capsys.readouterr().out
    assert (
        "IPG: salvata la versione del giorno 6 gennaio 2021." in out and out.count("salvata") == 3
    )
    assert main(["ipg", "hce", "philosophy", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["kind"], data["block"], data["section"]["number"]) == (
        "block",
        "Philosophy",
        "2.3",
    )
    assert data["section"]["url"] == "https://blogs.magicjudges.org/rules/ipg2-3/"
    assert data["section"]["penalty"] == "Warning"
    assert main(["mtr", "4.9"]) == 1
    assert "The MTR has no section 4.9" in capsys.readouterr().out
    site.version, site.broken = 2, True
    assert main(["documents", "update", "mtr"]) == 1  # broken: the good copy stays
    assert "the last good copy stays" in capsys.readouterr().err
    site.broken = False
    assert main(["documents", "update", "mtr", "ipg"]) == 0
    capsys.readouterr()
    assert main(["mtr", "--changes", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert (
        "Was sich geändert hat: MTR" in out
        and "1 neu, 1 umformuliert, 0 umnummeriert, 1 entfernt" in out
    )
    assert main(["mtr", "4.2", "--changes"]) == 0
    assert "skipping [-one or more-]{+several+} priority passes" in capsys.readouterr().out
    assert main(["ipg", "--changes", "--json"]) == 0
    changes = json.loads(capsys.readouterr().out)["changes"]
    assert [(c["number"], c["change"], c["was"]) for c in changes][:2] == [
        ("2.5", "renumbered", "2.6"),
        ("2.6", "renumbered", "2.5"),
    ]
    assert main(["documents", "update", "cr"]) == 2
