"""Getting the current CR: a loopback HTTP server plays Wizards' rules page and download."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from bot import crsource
from bot.cli import main
from tests.loopback import http_server
from tests.rules.synth import encode, synthetic_cr

GOOD = synthetic_cr(extra_chapters=30)  # 600+ rules: a whole file, as the check wants
FILES = {
    "/good.txt": encode(GOOD),
    "/utf16.txt": encode(GOOD, encoding="utf-16-le", bom=True, newline="\r\n"),
    "/bare-cr.txt": encode(GOOD, bom=True, newline="\r", nbsp=False),
    "/broken.txt": encode(GOOD)[:5000],
    "/newer.txt": encode(synthetic_cr("November 13, 2026", extra_chapters=30)),
}


class _Site:
    """Wizards' rules page (linking to ``target``) and the files it links to."""

    def __init__(self, base: str = "") -> None:
        self.target = "/good.txt"
        self.base = base

    def answer(self, path: str) -> bytes | None:
        if path == "/en/rules":
            return (
                f'<html><a href="/other.pdf">PDF</a><a href="{self.target}">TXT</a></html>'.encode()
            )
        return FILES.get(path)


@pytest.fixture
def server() -> Iterator[_Site]:
    site = _Site()
    with http_server(site.answer) as base:
        site.base = base
        yield site


def page(site: _Site) -> str:
    return f"{site.base}/en/rules"


@pytest.mark.parametrize("served", ["/good.txt", "/utf16.txt", "/bare-cr.txt"])
def test_update_downloads_checks_and_stores(server, tmp_path, served):
    server.target = served
    record = crsource.update(tmp_path, page(server))
    stored = Path(record.path).read_bytes()
    assert stored == FILES[served]
    assert record.sha256 == hashlib.sha256(stored).hexdigest()
    assert record.effective == "2026-09-25"
    assert crsource.cached(tmp_path) == record


def test_broken_download_keeps_the_good_copy(server, tmp_path):
    good = crsource.update(tmp_path, page(server))
    server.target = "/broken.txt"
    with pytest.raises(crsource.UpdateFailed):
        crsource.update(tmp_path, page(server))
    assert crsource.cached(tmp_path) == good
    assert Path(good.path).read_bytes() == FILES["/good.txt"]


def test_missing_page_keeps_the_good_copy(server, tmp_path):
    good = crsource.update(tmp_path, page(server))
    with pytest.raises(crsource.UpdateFailed):
        crsource.update(tmp_path, page(server).replace("/en/rules", "/nowhere"))
    assert crsource.cached(tmp_path) == good


def test_ensure_current_updates_only_when_old(server, tmp_path, monkeypatch):
    monkeypatch.setenv("REDZONE_RULES_PAGE", page(server))
    first = crsource.ensure_current(tmp_path)
    assert first is not None and first.effective == "2026-09-25"
    server.target = "/newer.txt"
    assert crsource.ensure_current(tmp_path) == first  # fresh: no download
    newer = crsource.ensure_current(tmp_path, max_age=timedelta(0))
    assert newer is not None and newer.effective == "2026-11-13"
    server.target = "/broken.txt"
    assert crsource.ensure_current(tmp_path, max_age=timedelta(0)) == newer


def test_no_copy_at_all_is_said_clearly(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    monkeypatch.delenv("REDZONE_CR_PATH", raising=False)
    with pytest.raises(crsource.CRUnavailable):
        crsource.cr_path()
    assert main(["rule", "702.4"]) == 3
    assert "redzone rules update" in capsys.readouterr().err
    # Combat still works without the rules text.
    assert main(["combat", "Alice: Bear 2/2 | Bob:"]) == 0


def test_cli_update_then_rule_from_cache(server, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    monkeypatch.setenv("REDZONE_RULES_PAGE", page(server))
    monkeypatch.delenv("REDZONE_CR_PATH", raising=False)
    assert main(["rules", "update"]) == 0
    assert "September 25, 2026" in capsys.readouterr().out
    assert main(["rule", "--json", "702.4"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["effective"] == "2026-09-25"
    assert data["results"][0]["title"] == "Double Strike"
    assert main(["rule", "--json", "999.9"]) == 1
    missing = json.loads(capsys.readouterr().out)
    assert missing["results"] == [] and missing["suggestions"]


def test_cr_path_env_wins(tmp_path, monkeypatch):
    local = tmp_path / "local.txt"
    local.write_bytes(encode(GOOD))
    monkeypatch.setenv("REDZONE_CR_PATH", str(local))
    assert crsource.cr_path() == local
    assert crsource.load_book(local).lookup("702.4").results[0].title == "Double Strike"
