"""The bot's life as a process: logs, the event loop, start, stop on a signal, and the
one-off command sync of ``redzone commands sync``."""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
from collections.abc import Callable
from typing import IO

import discord

from bot.app import RedzoneBot
from bot.config import Config
from bot.picture import require_fonts
from bot.storage import DatabaseUnavailable

log = logging.getLogger(__name__)

EXIT_FAILED = 1  # the bot could not start, or stopped on an error


class OneLineFormatter(logging.Formatter):
    """Plain text, one line per record: a traceback stays on its error's line (``\\n``)."""

    def format(self, record: logging.LogRecord) -> str:
        return super().format(record).replace("\r", "\\r").replace("\n", "\\n")


class NoVoice(logging.Filter):
    """Drops discord.py's warnings that voice needs PyNaCl and davey: the bot never speaks."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).endswith("voice will NOT be supported")


def setup_logs(stream: IO[str] | None = None) -> logging.Handler:
    """INFO and up to stderr: discord.py's colours on a terminal, else plain one-line records."""
    stream = stream if stream is not None else sys.stderr
    handler = logging.StreamHandler(stream)
    formatter: logging.Formatter | None = None
    if not stream.isatty():
        formatter = OneLineFormatter(
            "[{asctime}] [{levelname:<8}] {name}: {message}", "%Y-%m-%d %H:%M:%S", style="{"
        )
    voice = logging.getLogger("discord.client")
    if not any(isinstance(known, NoVoice) for known in voice.filters):
        voice.addFilter(NoVoice())
    if formatter is None:
        discord.utils.setup_logging(handler=handler, level=logging.INFO, root=True)
    else:
        discord.utils.setup_logging(
            handler=handler, formatter=formatter, level=logging.INFO, root=True
        )
    return handler


def run_bot(config: Config) -> int:
    """Run the bot until SIGTERM or SIGINT (exit 0), or until it fails (exit 1, logged)."""
    assert config.discord_token is not None
    if config.redzone_pictures:
        require_fonts("REDZONE_PICTURES")
    setup_logs()
    with asyncio.Runner(loop_factory=_loop_factory()) as runner:
        return runner.run(serve(config))


def _loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's event loop where it is installed (Linux), asyncio's own elsewhere."""
    try:
        import uvloop
    except ImportError:
        return None
    return uvloop.new_event_loop


async def serve(config: Config) -> int:
    assert config.discord_token is not None
    bot = RedzoneBot(config, settle=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def on_signal() -> None:
        bot.tree.stopping = True  # from now on, new commands are turned away
        stop.set()

    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, on_signal)
    running = asyncio.create_task(bot.start(config.discord_token.get_secret_value()))
    stopping = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if running.done():
            error = running.exception()
            if error is not None:
                log.error("the bot failed: %s: %s", type(error).__name__, error, exc_info=error)
                if isinstance(error, DatabaseUnavailable):
                    raise error  # the CLI says which database and why, and exits with its code
                return EXIT_FAILED
            return 0
        log.info("stop signal received: stopping")
        await bot.stop(config.shutdown_grace)
        await asyncio.wait({running}, timeout=5.0)
        if not running.done():
            running.cancel()
        log.info("stopped")
        return 0
    finally:
        stopping.cancel()
        await bot.close()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signum)


async def force_sync(config: Config) -> int:
    """``redzone commands sync``: log in over REST only and sync the commands now."""
    assert config.discord_token is not None
    client = RedzoneBot(config, sync_only=True)
    try:
        await client.login(config.discord_token.get_secret_value())  # setup_hook: the sync
    finally:
        await client.close()
    return len(client.tree.get_commands())
