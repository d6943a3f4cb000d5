"""The judge's desk as the bot and the console answer it: the documents' replies in each
language (the text as published, the rest localized), paging, autocomplete, changes, and the
card facts of /card."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.cards.reply import card_reply
from bot.console import Console
from bot.documents.handlers import JudgingHandlers
from bot.documents.shelf import DocumentShelf
from bot.handlers import Context, Handlers
from bot.i18n import t
from bot.render_discord import embeds_for
from bot.storage import Database
from tests.documents.fixture import write


def ctx(locale: str) -> Context:
    return Context(1, None, None, locale)


@pytest.fixture
def judging(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> JudgingHandlers:
    for kind, path in write(tmp_path / "docs").items():
        monkeypatch.setenv(f"REDZONE_{kind.upper()}_PATH", str(path))
    handlers = Handlers(None, lambda: None)  # type: ignore[arg-type]  # no guild: no database
    return JudgingHandlers(handlers, DocumentShelf(tmp_path / "data"))


async def test_a_section_as_published_with_its_link_dates_and_title(judging):
    reply = await judging.document(ctx("it"), "mtr", "4.2")
    assert reply.title == "MTR 4.2 Tournament Shortcuts"
    assert reply.lines[0].startswith("A tournament shortcut is an action")  # English, as published
    assert reply.lines[-1] == "Su magicjudges.org: https://blogs.magicjudges.org/rules/mtr4-2/"
    assert reply.footer == (
        "Magic: The Gathering Tournament Rules, in vigore dal giorno 3 maggio 2019, aggiornato il giorno 6 giugno 2019"
    )
    block = await judging.document(ctx("ja"), "ipg", "hce philosophy")
    assert block.title == "IPG 2.3 Game Play Error - Hidden Card Error › Philosophy"
    assert block.footer == "Magic Infraction Procedure Guide（2020年9月25日発効、2021年1月6日更新）"
    infraction = await judging.document(ctx("de"), "ipg", "2.1")
    assert "▌Penalty: None" in infraction.lines and "▌Philosophy" in infraction.lines


async def test_a_missing_section_offers_the_nearest(judging):
    reply = await judging.document(ctx("de"), "mtr", "4.9")
    assert reply.error and reply.ephemeral
    assert reply.title == "Das Dokument MTR hat keinen Abschnitt 4.9"
    assert reply.lines[0].startswith("Nächstgelegene Abschnitte: 4.3 Out-of-Order Sequencing")
    assert [link.query for link in reply.links] == ["4.3", "4.4", "4.5", "5", "5.1"]
    assert reply.prompt == "doc-select"
    part = await judging.document(ctx("en"), "ipg", "2.6 additional remedy")
    assert part.title == (
        'IPG 2.6 Game Play Error - Failure to Maintain Game State has no part "2.6 additional remedy"'
    )
    assert part.lines == (
        "Its parts: 2.6 Failure to Maintain Game State › Definition, 2.6 Failure to Maintain"
        " Game State › Penalty, 2.6 Failure to Maintain Game State › Examples, and 2.6 Failure"
        " to Maintain Game State › Philosophy",
    )


async def test_a_question_shows_the_best_match_and_offers_the_others(judging):
    reply = await judging.document(ctx("en"), "jar", "missed trigger")
    assert reply.title.startswith("JAR Common Issues › A player forgets a triggered ability")
    assert reply.lines[0] == 'Best match for "missed trigger":'
    nothing = await judging.document(ctx("it"), "jar", "xyzzy plugh")
    assert nothing.title == "Niente nel documento JAR corrisponde a «xyzzy plugh»" and nothing.error


async def test_the_contents_and_a_chapter(judging):
    contents = await judging.document(ctx("en"), "ipg", None)
    assert contents.title == "Magic Infraction Procedure Guide"
    assert "  2 Game Play Errors (2.1–2.6)" in contents.lines
    assert [link.query for link in contents.links][:3] == ["introduction", "1", "2"]
    chapter = await judging.document(ctx("en"), "mtr", "4")
    assert chapter.title == "MTR 4. Communication"
    assert "  4.2 Tournament Shortcuts" in chapter.lines


async def test_a_long_section_is_paged(judging):
    reply = await judging.document(ctx("en"), "mtr", "6.4")
    pages = embeds_for(reply)
    assert len(pages) == 2 and sum(p.description.count("• Set number") for p in pages) == 300
    assert all(len(p.description) <= 4096 for p in pages)
    assert pages[-1].description.endswith("https://blogs.magicjudges.org/rules/mtr6-4/")
    assert await judging.document(ctx("en"), "mtr", "6.4") is reply  # kept per copy


async def test_autocomplete_in_any_language(judging):
    choices = await judging.autocomplete(ctx("it"), "ipg", "hce")
    assert (choices[0].name, choices[0].value) == ("2.3 Hidden Card Error", "2.3")
    assert await judging.autocomplete(ctx("en"), "mtr", "")


async def test_changes_without_an_earlier_version(judging):
    reply = await judging.document(ctx("it"), "ipg", "modifiche")
    assert reply.error and reply.title == "Cosa è cambiato: IPG"


async def test_unavailable_documents_say_what_to_do(tmp_path, monkeypatch):
    handlers = Handlers(None, lambda: None)  # type: ignore[arg-type]
    judging = JudgingHandlers(handlers, DocumentShelf(tmp_path))
    reply = await judging.document(ctx("ja"), "jar", "1")
    assert reply.title == "JARを利用できません" and "REDZONE_JAR_PATH" in reply.lines[0]
    assert await judging.autocomplete(ctx("ja"), "jar", "") == []


async def test_the_console_answers_the_documents(judging):
    database = await Database.open(":memory:")
    try:
        out = io.StringIO()
        console = Console(Handlers(database, lambda: None), "de", out)
        await console.run_line("/mtr abschnitt: 5.5")  # the shelf reads REDZONE_MTR_PATH
        await console.run_line("/ipg section: grv")
        await console.run_line("/jar")
    finally:
        await database.close()
    text = out.getvalue()
    assert "MTR 5.5 Slow Play" in text and "IPG 2.5 Game Play Error - Game Rule Violation" in text
    assert "Judging at Regular Rules Enforcement Level\nInhalt:" in text


def test_a_cards_legality_picture_and_pages(card_index):
    reply = card_reply(card_index, "Black Lotus", "it")
    assert "Bandita: Legacy e Commander" in reply.lines and "Limitata: Vintage" in reply.lines
    assert reply.image == (
        "https://cards.scryfall.io/normal/front/b/0/b0faa7f2-b547-42c4-a810-839da50dadfe.jpg"
    )
    assert (
        "Su Gatherer: https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=3"
        in reply.lines
    )
    embed = embeds_for(reply)[0].to_dict()
    assert embed["image"]["url"] == reply.image
    assert card_reply(card_index, "Black Lotus", "it", images=False).image == ""
    named = card_reply(card_index, "Blitzschlag", "de")
    assert named.title == "Blitzschlag (Lightning Bolt)"
    assert named.image.endswith("cards/named?format=image&version=normal&exact=Lightning%20Bolt")
    every = card_reply(card_index, "Fulmine legale", "it")
    assert "Old School: legale" in every.lines and "Standard: non legale" in every.lines
    assert len([line for line in every.lines if ": " in line]) > 20
    japanese = card_reply(card_index, f"稲妻 {t('ja', 'card-legal-word')}", "ja")
    assert japanese.title == "稲妻（Lightning Bolt）" and "モダン：使用可能" in japanese.lines


def test_format_names_are_the_languages_own(card_index):
    """Wizards names formats per language: スタンダード and 統率者戦 in Japanese, Estándar in
    Spanish; German keeps Legacy and Commander."""
    lotus = {lang: card_reply(card_index, "Black Lotus", lang).lines for lang in ("ja", "de")}
    assert "禁止：レガシー、統率者戦" in lotus["ja"] and "制限：ヴィンテージ" in lotus["ja"]
    assert "Gebannt: Legacy und Commander" in lotus["de"]
    bolt = card_reply(card_index, "Lightning Bolt legal", "es").lines
    assert "Estándar: no permitida" in bolt and "Old School: permitida" in bolt


async def test_card_pictures_can_be_turned_off(card_index):
    handlers = Handlers(None, lambda: None, lambda: card_index, card_images=False)  # type: ignore[arg-type]
    reply = await handlers.card(ctx("en"), "Black Lotus")
    assert reply.image == "" and "Banned: Legacy and Commander" in reply.lines
