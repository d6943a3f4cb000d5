"""The ``redzone`` command line: ``combat``, ``rule``, ``card``, ``console``, ``run`` and the
operator's tools.

``redzone combat BOARD`` explains a combat; ``--json`` prints the contract of NOTATION.md;
``--batch FILE`` reads one board per line and writes one JSON result per line. Card names
in boards are looked up in the card data when there is any (``--cards``, README "Cards").
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from collections.abc import Iterable, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from bot.explain import error_message, error_text, explain
from bot.i18n import date_text, rule_query, t, vocabulary
from bot.jsontext import dumps
from engine import Board, CombatResult, Mode, RedzoneError, parse, simulate
from engine.cards import CardSource
from engine.jsonout import error_to_json, result_to_json

if TYPE_CHECKING:
    from bot.cards.index import CardIndex
    from bot.storage import DatabaseUnavailable

EXIT_OK = 0
EXIT_NOT_FOUND = 1
EXIT_BAD_BOARD = 2
EXIT_NO_RULES = 3
EXIT_DATABASE = 4
EXIT_UNHEALTHY = 1
EXIT_NO_CARDS = 5
EXIT_NO_FONTS = 6
EXIT_INTERNAL = 70
EXIT_PIPE = 141  # 128 + SIGPIPE, as a shell reports a command whose reader went away

log = logging.getLogger("redzone")
CARDS_HELP = "an MTGJSON AtomicCards file (else REDZONE_CARDS_PATH or the stored card data)"


def _mode(value: str | None) -> Mode | None:
    return Mode(value) if value else None


def _cards(explicit: str | None = None) -> CardIndex | None:
    """The card data at hand, if any. Looking costs little: the card modules beyond
    ``bot.cards.data`` are imported only when there is a database to open."""
    from bot.cards import data

    try:
        path = data.db_path(explicit)
    except data.CardsUnavailable:
        return None
    from bot.cards.index import load_index

    return load_index(path)


def combat_json(
    board: str,
    mode: Mode | None,
    lang: str | None = None,
    events: bool = False,
    cards: CardSource | None = None,
) -> dict[str, Any]:
    """One board through the engine, as the JSON contract (an error object if refused)."""
    try:
        return result_to_json(simulate(parse(board, vocabulary(), cards), mode), events)
    except RedzoneError as error:
        return error_to_json(error, error_message(error, lang))
    except Exception:  # a bug of ours: say so on this line, keep the batch going
        log.exception("internal error on board %r", board[:200])
        return {
            "error": {
                "code": "internal",
                "message": t(lang, "error-internal"),
                "span": [0, len(board)],
            }
        }


def run_batch(
    lines: Iterable[str],
    mode: Mode | None,
    out: TextIO,
    events: bool = False,
    cards: CardSource | None = None,
) -> int:
    """One JSON result per input line, in order, errors included; returns the line count."""
    count = 0
    write = out.write
    for line in lines:
        write(dumps(combat_json(line.rstrip("\r\n"), mode, events=events, cards=cards)))
        write("\n")
        count += 1
    return count


def cmd_combat(args: argparse.Namespace) -> int:
    mode = _mode(args.mode)
    cards = _cards(args.cards)
    if args.batch:
        if args.batch == "-":
            run_batch(sys.stdin, mode, sys.stdout, args.events, cards)
        else:
            with open(args.batch, encoding="utf-8") as handle:
                run_batch(handle, mode, sys.stdout, args.events, cards)
        return EXIT_OK
    if args.board is None:
        print("redzone combat: give a BOARD or --batch FILE", file=sys.stderr)
        return EXIT_BAD_BOARD
    board = args.board
    try:
        parsed = parse(board, vocabulary(), cards)
        result = simulate(parsed, mode)
    except RedzoneError as error:
        if args.json:
            print(dumps(error_to_json(error, error_message(error, args.lang))))
        else:
            print(error_text(error, board, args.lang), file=sys.stderr)
            if cards is None and error.detail == "expected-pt":
                print(t(args.lang, "cards-missing"), file=sys.stderr)
        return EXIT_BAD_BOARD
    if args.picture:
        code = write_picture(result, parsed, args.lang, Path(args.picture))
        if code != EXIT_OK:
            return code
    if args.json:
        print(dumps(result_to_json(result, args.events)))
    else:
        print(explain(result, args.lang).as_text())
    return EXIT_OK


def write_picture(result: CombatResult, board: Board, lang: str, path: Path) -> int:
    """``--picture FILE``: the combat's picture as a PNG file."""
    from bot.i18n import normalize
    from bot.picture import FontsMissing, draw

    try:
        png = draw(result, normalize(lang), board)
    except FontsMissing as missing:
        print(f"redzone combat --picture: {missing}", file=sys.stderr)
        return EXIT_NO_FONTS
    try:
        path.write_bytes(png)
    except OSError as error:
        print(f"redzone combat --picture: cannot write {path}: {error.strerror}", file=sys.stderr)
        return EXIT_NOT_FOUND
    return EXIT_OK


def cmd_rule(args: argparse.Namespace) -> int:
    """``redzone rule QUERY``: a rule, a glossary term, a keyword, or a question."""
    # Imported here, as in cmd_rules_update: ``redzone combat`` starts without them.
    from bot import crsource
    from bot.rulestext import lookup_text, lookup_to_json

    try:
        book = crsource.load_book(crsource.cr_path(args.cr))
    except crsource.CRUnavailable as exc:
        print(f"{t(args.lang, 'rule-no-cr')} ({exc})", file=sys.stderr)
        return EXIT_NO_RULES
    lookup = book.lookup(rule_query(args.query), examples=args.examples)
    if args.json:
        print(dumps(lookup_to_json(book, lookup)))
    else:
        print(lookup_text(book, lookup, args.lang))
    return EXIT_NOT_FOUND if not lookup.results else EXIT_OK


def cmd_rules_update(args: argparse.Namespace) -> int:
    """``redzone rules update``: download the current CR and store it."""
    from bot import crsource
    from bot.download import UpdateFailed

    try:
        record = crsource.update()
    except UpdateFailed as exc:
        print(t(args.lang, "rules-update-failed", reason=str(exc)), file=sys.stderr)
        return EXIT_NOT_FOUND
    effective = record.effective and date_text(args.lang, date.fromisoformat(record.effective))
    print(t(args.lang, "rules-updated", date=effective or "?", sha=record.sha256[:12]))
    return EXIT_OK


def cmd_card(args: argparse.Namespace) -> int:
    """``redzone card NAME``: a card's text, what Redzone simulates of it, its rulings."""
    from bot.cards.reply import card_json, card_reply
    from bot.i18n import normalize

    index = _cards(args.cards)
    if index is None:
        print(t(args.lang, "cards-missing"), file=sys.stderr)
        return EXIT_NO_CARDS
    if args.json:
        found = card_json(index, args.name)
        print(dumps(found))
        return EXIT_OK if found["card"] else EXIT_NOT_FOUND
    reply = card_reply(index, args.name, normalize(args.lang))
    print(reply.as_text())
    return EXIT_NOT_FOUND if reply.error else EXIT_OK


def cmd_cards_update(args: argparse.Namespace) -> int:
    """``redzone cards update``: download MTGJSON's AtomicCards, verify it, convert it."""
    from bot.cards import data

    try:
        record = data.from_file(Path(args.cards)) if args.cards else data.update()
    except (data.UpdateFailed, OSError) as exc:
        print(t(args.lang, "cards-update-failed", reason=str(exc)), file=sys.stderr)
        return EXIT_NOT_FOUND
    print(t(args.lang, "cards-updated", count=record.cards, version=record.version))
    return EXIT_OK


def cmd_console(args: argparse.Namespace) -> int:
    """The local console: the bot's handlers in a terminal."""
    from bot.config import Config
    from bot.console import main as console_main
    from bot.storage import DatabaseUnavailable

    db = args.db or Config().redzone_db
    try:
        return console_main(db, args.lang)
    except DatabaseUnavailable as error:
        return database_unavailable(args, error)


def cmd_run(args: argparse.Namespace) -> int:
    """``make run``: the bot when DISCORD_TOKEN is set, the local console otherwise."""
    from bot.config import Config

    config = Config()
    if config.discord_token is None or not config.discord_token.get_secret_value():
        return cmd_console(args)
    from bot.app import run_bot
    from bot.storage import DatabaseUnavailable

    try:
        return run_bot(config)
    except DatabaseUnavailable as error:
        return database_unavailable(args, error)


def database_unavailable(args: argparse.Namespace, error: DatabaseUnavailable) -> int:
    """A database that cannot be used at start: say which and why, and stop (not 0)."""
    from bot.storage import is_postgres

    print(
        t(
            args.lang,
            "database-unreachable" if is_postgres(error.path) else "database-unavailable",
            path=error.path,
            reason=error.reason,
        ),
        file=sys.stderr,
    )
    return EXIT_DATABASE


def cmd_commands(args: argparse.Namespace) -> int:
    """``redzone commands --json``: the exact payload the bot syncs, localizations included;
    ``redzone commands sync``: sync it now (the bot itself syncs only when it changed)."""
    import asyncio

    from bot.app import command_payload

    if args.action == "sync":
        from bot.app import force_sync
        from bot.config import Config

        config = Config()
        if config.discord_token is None or not config.discord_token.get_secret_value():
            print("redzone commands sync: DISCORD_TOKEN is not set", file=sys.stderr)
            return EXIT_NOT_FOUND
        count = asyncio.run(force_sync(config))
        print(t(args.lang, "commands-synced", count=count))
        return EXIT_OK
    if not args.json:
        print("redzone commands: give --json or sync", file=sys.stderr)
        return EXIT_BAD_BOARD
    print(json.dumps(asyncio.run(command_payload()), ensure_ascii=False, indent=2))
    return EXIT_OK


def cmd_health(args: argparse.Namespace) -> int:
    """``redzone health``: 0 when the running bot touched its heartbeat file recently."""
    import time

    from bot.app import HEARTBEAT_FILE
    from bot.download import data_dir

    path = data_dir() / HEARTBEAT_FILE
    try:
        age = time.time() - path.stat().st_mtime
    except OSError:
        print(t(args.lang, "health-missing", path=str(path)), file=sys.stderr)
        return EXIT_UNHEALTHY
    if age > args.max_age:
        print(
            t(args.lang, "health-stale", seconds=round(age), limit=round(args.max_age)),
            file=sys.stderr,
        )
        return EXIT_UNHEALTHY
    print(t(args.lang, "health-ok", seconds=round(age)))
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="redzone", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    modes = [mode.value for mode in Mode]

    combat = sub.add_parser("combat", help="explain one combat (or a batch of boards)")
    combat.add_argument("board", nargs="?", help="the board, in one line of notation")
    combat.add_argument("--json", action="store_true", help="print the JSON contract")
    combat.add_argument(
        "--events", action="store_true", help="with --json: add every step, with its rule"
    )
    combat.add_argument("--mode", choices=modes, help="force a mode instead of inferring it")
    combat.add_argument("--lang", default="en", help="language of the explanation")
    combat.add_argument("--batch", metavar="FILE", help="one board per line (- for stdin)")
    combat.add_argument("--cards", metavar="PATH", help=CARDS_HELP)
    combat.add_argument("--picture", metavar="FILE", help="also write the combat's picture (PNG)")
    combat.set_defaults(func=cmd_combat)

    rule = sub.add_parser("rule", help="look up a rule, a glossary term, or ask a question")
    rule.add_argument("query", help="702.4, 702.4b, 702, trample, or free text")
    rule.add_argument("--examples", action="store_true", help="include the CR's examples")
    rule.add_argument("--json", action="store_true", help="print JSON")
    rule.add_argument("--cr", metavar="PATH", help="a CR text file (else REDZONE_CR_PATH or cache)")
    rule.add_argument("--lang", default="en", help="language of the headings")
    rule.set_defaults(func=cmd_rule)

    rules = sub.add_parser("rules", help="manage the stored Comprehensive Rules")
    rules_sub = rules.add_subparsers(dest="rules_command", required=True)
    update = rules_sub.add_parser("update", help="download the current CR from Wizards")
    update.add_argument("--lang", default="en", help="language of the messages")
    update.set_defaults(func=cmd_rules_update)

    card = sub.add_parser("card", help="a card's text, what Redzone simulates, its rulings")
    card.add_argument("name", help="the card's name, in English, Italian, German or Japanese")
    card.add_argument("--json", action="store_true", help="print JSON")
    card.add_argument("--cards", metavar="PATH", help=CARDS_HELP)
    card.add_argument("--lang", default="en", help="language of the headings")
    card.set_defaults(func=cmd_card)

    cards = sub.add_parser("cards", help="manage the stored card data")
    cards_sub = cards.add_subparsers(dest="cards_command", required=True)
    cards_update = cards_sub.add_parser("update", help="download MTGJSON's AtomicCards")
    cards_update.add_argument(
        "--cards", metavar="PATH", help="convert this local AtomicCards file instead"
    )
    cards_update.add_argument("--lang", default="en", help="language of the messages")
    cards_update.set_defaults(func=cmd_cards_update)

    for name, func, text in (
        ("console", cmd_console, "the bot's commands in a terminal"),
        ("run", cmd_run, "start the bot, or the console without DISCORD_TOKEN"),
    ):
        command = sub.add_parser(name, help=text)
        command.add_argument("--lang", default="en", help="language of the replies")
        command.add_argument("--db", help="SQLite file or postgresql:// URL (default REDZONE_DB)")
        command.set_defaults(func=func)

    commands = sub.add_parser("commands", help="the slash commands the bot syncs")
    commands.add_argument(
        "action", nargs="?", choices=["sync"], help="sync them with Discord now (DISCORD_TOKEN)"
    )
    commands.add_argument("--json", action="store_true", help="print the payload as JSON")
    commands.add_argument("--lang", default="en", help="language of the messages")
    commands.set_defaults(func=cmd_commands)

    health = sub.add_parser("health", help="is the bot up? (its heartbeat file is recent)")
    health.add_argument(
        "--max-age", type=float, default=90.0, help="seconds a heartbeat stays good (90)"
    )
    health.add_argument("--lang", default="en", help="language of the message")
    health.set_defaults(func=cmd_health)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        result: int = args.func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader stopped reading (``| head``): nothing went wrong here, so say nothing.
        # Point stdout at /dev/null so that flushing it at exit does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_PIPE
    except Exception as exc:  # never a stack trace for the user; the details go to the log
        log.debug("internal error", exc_info=True)
        print(
            f"{t(getattr(args, 'lang', None), 'error-internal')} ({type(exc).__name__}: {exc})",
            file=sys.stderr,
        )
        return EXIT_INTERNAL
    return result


if __name__ == "__main__":
    sys.exit(main())
