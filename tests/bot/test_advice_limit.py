"""One advice in flight per user: a second request waits for nothing, it is refused at
once with a localized message, and the user may ask again once the first is answered."""

from __future__ import annotations

import asyncio

from bot.advice import advice_reply
from bot.handlers import Context, Handlers
from bot.i18n import t
from bot.replies import Reply


class HeldAdvisers:
    """Advisers whose answers the test releases: the advice stays in flight meanwhile."""

    def __init__(self) -> None:
        self.release = asyncio.Event()
        self.asked: list[tuple[str, str]] = []

    async def run(self, kind, board, mode, lang, cards, defender=None) -> Reply:
        self.asked.append((board, kind))
        await self.release.wait()
        return advice_reply(kind, board, mode, lang, cards, defender)


ALICE = Context(user_id=1, guild_id=None, channel_id=None, locale="it")
BOB = Context(user_id=2, guild_id=None, channel_id=None, locale="en-US")
BOARD = "A: Giant 7/7 | B 5: Wall 0/1"


async def test_a_second_advice_in_flight_is_refused_until_the_first_is_answered():
    advisers = HeldAdvisers()
    handlers = Handlers(None, lambda: None, advisers=advisers)  # type: ignore[arg-type]
    first = asyncio.create_task(handlers.combat(ALICE, BOARD, advise="blocks"))
    await asyncio.sleep(0)
    second = await handlers.combat(ALICE, BOARD, advise="attacks")
    assert second.ephemeral and second.error
    assert second.lines == (t("it", "advice-busy"),)
    other = asyncio.create_task(handlers.combat(BOB, BOARD, advise="blocks"))  # another user
    await asyncio.sleep(0)
    assert len(advisers.asked) == 2
    advisers.release.set()
    answered = await first
    assert answered.ephemeral and answered.title == t("it", "advice-title-blocks", player="B")
    assert (await other).ephemeral
    again = await handlers.combat(ALICE, BOARD, advise="blocks")
    assert again.title == t("it", "advice-title-blocks", player="B")
