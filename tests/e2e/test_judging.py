"""End to end, the judge's desk: the unmodified discord.py client, started as ``make run``
starts it, against the stand-in for Discord; the documents and the Comprehensive Rules are
downloaded from a loopback server playing their publishers, whose last download fails."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import pytest_asyncio

from bot import crsource
from bot.documents import source
from bot.i18n import t
from tests.documents.fixture import FILE_NAMES
from tests.documents.fixture import encode as document
from tests.e2e import payloads as p
from tests.e2e.bot_process import Bot, ask, embed
from tests.e2e.standin import StandIn
from tests.loopback import http_server
from tests.rules.excerpts import AUGUST, GLOSSARY_SEPTEMBER, SEPTEMBER, excerpt_cr
from tests.rules.synth import encode as rules_text

pytestmark = pytest.mark.asyncio(loop_scope="module")


class _Publishers:
    """Wizards' rules page and its CR, and the documents' copies (version 1, then 2, then a
    broken file: the bot's own download fails)."""

    def __init__(self) -> None:
        self.version = 1
        self.broken = False
        self.rules = "/august.txt"

    def answer(self, path: str) -> bytes | None:
        if path == "/en/rules":
            return f'<a href="{self.rules}">TXT</a>'.encode()
        if path == "/august.txt":
            return rules_text(excerpt_cr("August 7, 2026", AUGUST))
        if path == "/september.txt":
            return rules_text(excerpt_cr("September 25, 2026", SEPTEMBER, GLOSSARY_SEPTEMBER))
        for kind, name in FILE_NAMES.items():
            if path == f"/{name}":
                data = document(kind, self.version)
                return data[:5000] if self.broken else data
        return None


@pytest.fixture(scope="module")
def publishers() -> Iterator[tuple[_Publishers, str]]:
    site = _Publishers()
    with http_server(site.answer) as base:
        yield site, base


def seed(data: Path, site: _Publishers, base: str, env: dict[str, str]) -> None:
    """What earlier runs of the bot downloaded: two versions of each document and of the
    CR (the first kept as the previous copy); the MTR's copy is a week old."""
    for version in (1, 2):
        site.version = version
        for kind in FILE_NAMES:
            source.update(kind, data, env[source.env_name(kind, "URL")])
    crsource.update(data, f"{base}/en/rules")
    site.rules = "/september.txt"
    crsource.update(data, f"{base}/en/rules")
    stale = data / "documents" / "mtr" / source.CURRENT
    record = json.loads(stale.read_text())
    record["fetched_at"] = (datetime.now(UTC) - timedelta(days=8)).isoformat()
    stale.write_text(json.dumps(record))
    site.broken = True  # from now on the published MTR is broken


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def bot(
    standin: StandIn,
    publishers: tuple[_Publishers, str],
    tmp_path_factory: pytest.TempPathFactory,
) -> AsyncIterator[Bot]:
    site, base = publishers
    home = tmp_path_factory.mktemp("judge")
    urls = {source.env_name(k, "URL"): f"{base}/{name}" for k, name in FILE_NAMES.items()}
    seed(home / "data", site, base, urls)
    process = Bot(
        standin,
        home,
        # the stored copies, the current and the previous one, of the CR and the documents
        REDZONE_CR_PATH=None,
        REDZONE_MTR_PATH=None,
        REDZONE_IPG_PATH=None,
        REDZONE_JAR_PATH=None,
        REDZONE_RULES_PAGE=f"{base}/en/rules",
        REDZONE_PICTURES="false",  # no combat here: no painter process (/card's is a link)
        **urls,
    )
    await process.start()
    yield process
    await process.stop()
    log = (process.home / "bot.log").read_text(errors="replace")
    assert "Traceback" not in log, log[-3000:]


async def until_loaded(standin: StandIn, command: str, query: str, locale: str = "en-US") -> dict:
    """The bot reads the documents in the background at start: ask until they are there."""
    for _ in range(100):
        body = await ask(standin, p.slash(command, [p.option("section", query)], locale=locale))
        if embed(body)["title"] != t("en", "doc-unavailable", document=command.upper()):
            return body
        await asyncio.sleep(0.1)
    raise AssertionError(f"/{command} never became available")


async def test_a_failed_download_keeps_the_last_good_copy(bot, standin):
    body = await until_loaded(standin, "mtr", "4.2")
    shown = embed(body)
    assert shown["title"] == "MTR 4.2 Tournament Shortcuts"
    assert "skipping several priority passes" in shown["description"]  # version 2, kept
    log = (bot.home / "bot.log").read_text(errors="replace")
    assert (
        "MTR update failed, keeping the last good copy: the downloaded file is not the whole MTR"
        in log
    )


async def test_a_section_with_its_title_link_and_dates(bot, standin):
    body = await until_loaded(standin, "ipg", "hce philosophy", locale="it")
    shown = embed(body)
    assert shown["title"] == "IPG 2.3 Game Play Error - Hidden Card Error › Philosophy"
    assert shown["description"].endswith(
        "Su magicjudges.org: https://blogs.magicjudges.org/rules/ipg2-3/"
    )
    assert (
        shown["footer"]["text"]
        == "Magic Infraction Procedure Guide, in vigore dal giorno 25 gennaio 2021"
    )
    assert not body["data"].get("flags")
    assert standin.problems == []


async def test_a_missing_section_with_suggestions_to_open(bot, standin):
    await until_loaded(standin, "mtr", "4.2")
    payload = p.slash("mtr", [p.option("section", "4.9")], locale="de")
    body = await ask(standin, payload)
    assert body["data"]["flags"] & 64
    assert embed(body)["title"] == "Das Dokument MTR hat keinen Abschnitt 4.9"
    select = body["data"]["components"][0]["components"][0]
    assert select["placeholder"] == t("de", "doc-select")
    assert [o["value"] for o in select["options"]] == ["4.3", "4.4", "4.5", "5", "5.1"]
    message = standin.messages[standin.responses[payload["id"]]]
    chosen = await ask(
        standin,
        p.component(message, select["custom_id"], component_type=3, values=["4.5"], locale="de"),
    )
    assert chosen["data"]["flags"] & 64
    assert embed(chosen)["title"] == "MTR 4.5 Triggered Abilities"


async def test_a_long_section_is_paged(bot, standin):
    await until_loaded(standin, "mtr", "4.2")
    payload = p.slash("mtr", [p.option("section", "6.4")], uid=42, name="alice")
    body = await ask(standin, payload)
    assert "Page 1 of 2" in embed(body)["footer"]["text"]
    message = standin.messages[standin.responses[payload["id"]]]
    press = p.component(message, body["data"]["components"][0]["components"][1]["custom_id"])
    standin.component_messages[press["id"]] = message["id"]
    turned = await ask(standin, press)
    page = turned["data"]["embeds"][0]
    assert "Page 2 of 2" in page["footer"]["text"]
    assert page["description"].endswith("https://blogs.magicjudges.org/rules/mtr6-4/")


async def test_autocomplete_by_number_and_title(bot, standin):
    await until_loaded(standin, "ipg", "1")
    by_title = await ask(
        standin, p.autocomplete("ipg", [p.option("section", "hid", focused=True)], locale="ja")
    )
    assert by_title["type"] == 8
    assert by_title["data"]["choices"][0] == {"name": "2.3 Hidden Card Error", "value": "2.3"}
    by_number = await ask(standin, p.autocomplete("mtr", [p.option("section", "4.", focused=True)]))
    assert [c["value"] for c in by_number["data"]["choices"]] == [
        "4",
        "4.1",
        "4.2",
        "4.3",
        "4.4",
        "4.5",
    ]


async def test_a_question(bot, standin):
    body = await until_loaded(standin, "jar", "missed trigger")
    shown = embed(body)
    assert shown["title"].startswith("JAR Common Issues › A player forgets a triggered ability")
    assert shown["description"].startswith('Best match for "missed trigger":')


async def test_what_changed_in_a_document(bot, standin):
    await until_loaded(standin, "ipg", "1")
    listing = await ask(standin, p.slash("ipg", [p.option("section", "changes")]))
    text = embed(listing)["description"]
    assert embed(listing)["title"] == "What changed in the IPG"
    assert "From the version of January 6, 2021 to that of January 25, 2021" in text
    assert "  2.6 → 2.5 Failure to Maintain Game State" in text
    one = await ask(standin, p.slash("ipg", [p.option("section", "3.3 modifiche")], locale="it"))
    assert "finish the match in [-time.-]{+the announced time limit.+}" in embed(one)["description"]


async def test_what_changed_in_the_rules(bot, standin):
    listing = await ask(standin, p.slash("rule", [p.option("query", "changes")]))
    shown = embed(listing)
    assert shown["title"] == "What changed in the Comprehensive Rules"
    assert "4 new, 1 reworded, 9 renumbered, 0 removed" in shown["description"]
    assert "  506.6 → 506.7 Some abilities check" in shown["description"]
    select = listing["data"]["components"][0]["components"][0]
    assert select["options"][0]["value"] == "111.10x changes"
    one = await ask(standin, p.slash("rule", [p.option("query", "506.8g changes")], locale="ja"))
    assert embed(one)["title"] == "506.8gの変更点"
    assert "Rules [-506.7-]{+506.8+} and" in embed(one)["description"]
    assert standin.problems == []


async def test_a_cards_picture_and_legality(bot, standin):
    for _ in range(100):
        card = await ask(standin, p.slash("card", [p.option("name", "Black Lotus")]))
        if embed(card)["title"] != t("en", "card-unavailable"):
            break
        await asyncio.sleep(0.1)
    shown = embed(card)
    assert shown["image"]["url"] == (
        "https://cards.scryfall.io/normal/front/b/0/b0faa7f2-b547-42c4-a810-839da50dadfe.jpg"
    )
    assert "Restricted: Vintage" in shown["description"]
    legal = await ask(
        standin, p.slash("card", [p.option("name", "Black Lotus legal")], locale="de")
    )
    assert "Old School: eingeschränkt" in embed(legal)["description"]
