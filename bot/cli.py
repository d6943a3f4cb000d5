"""The ``redzone`` command line: ``combat``, ``rule``, ``card``, ``console``, ``run`` and the
operator's tools.

``redzone combat BOARD`` explains a combat; ``--json`` prints the contract of NOTATION.md;
``--batch FILE`` reads one board per line and writes one JSON result per line. Card names
in boards are looked up in the card data when there is any (``--cards``, README "Cards").
A usage mistake exits 2 and a wrong setting 78, each saying what is wrong; 70 is kept for a
bug of ours.
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

from bot.advice import KINDS as ADVICE_KINDS
from bot.explain import error_message, error_text, explain
from bot.i18n import LANGUAGES, bundle, date_text, missing_file, t, vocabulary
from bot.jsontext import dumps
from engine import Board, CombatResult, Mode, RedzoneError, parse, simulate
from engine.cards import CardSource
from engine.documents import KINDS
from engine.jsonout import error_to_json, result_to_json

if TYPE_CHECKING:
    from bot.cards.index import CardIndex
    from bot.problems import ConfigError
    from bot.storage import DatabaseUnavailable
    from engine.documents.compare import DocumentDiff
    from engine.rules import RuleBook, RuleDiff

EXIT_OK = 0
EXIT_NOT_FOUND = 1
EXIT_BAD_BOARD = 2
EXIT_USAGE = 2  # as argparse: a wrong option or argument
EXIT_NO_RULES = 3
EXIT_DATABASE = 4
EXIT_UNHEALTHY = 1
EXIT_NO_CARDS = 5
EXIT_NO_DOCUMENT = 6
EXIT_SCHEMA = 7  # the database is another program's, or a newer Redzone's
EXIT_INTERNAL = 70
EXIT_CONFIG = 78  # sysexits.h's EX_CONFIG: a setting in the environment is wrong
EXIT_PIPE = 141  # 128 + SIGPIPE, as a shell reports a command whose reader went away

log = logging.getLogger("redzone")
CARDS_HELP = "an MTGJSON AtomicCards file (else REDZONE_CARDS_PATH or the stored card data)"
CARET_WINDOW = 120  # characters of a long board quoted around its fault on a terminal
DESCRIPTION = (
    "Settle Magic: The Gathering combat with the Comprehensive Rules cited at every step: "
    "combat, rule, card, console and run, and the operator's tools (doctor, health, rules "
    "update, cards update, commands)."
)
EPILOG = """exit status: 0 done; 1 not found, or not healthy; 2 a board refused or a usage
mistake; 3 no rules; 4 the database cannot be used; 5 no card data; 6 no copy of a
tournament document; 7 the database is another program's or a newer Redzone's; 70 a bug of
ours; 78 a wrong setting in the environment, or no fonts for --picture."""


class UsageError(Exception):
    """A wrong argument: the message, already localized, says which and why (exit 2)."""


def _mode(value: str | None) -> Mode | None:
    return Mode(value) if value else None


def _language(value: str) -> str:
    """A ``--lang`` value as a catalog code: ``it``, ``it-IT`` and ``it_IT`` are Italian.

    Anything else is left as written, for argparse to refuse with the list of languages."""
    code = value.replace("_", "-").split("-")[0].lower()
    return code if code in LANGUAGES else value


def _cards(explicit: str | None, lang: str) -> CardIndex | None:
    """The card data at hand, if any. Looking costs little: the card modules beyond
    ``bot.cards.data`` are imported only when there is a database to open.

    A ``--cards`` file that cannot be used is a usage mistake; a ``REDZONE_CARDS_PATH`` that
    cannot is said on stderr, and the last good copy made from it is used, if there is one.
    """
    from bot.cards import data

    try:
        path = data.db_path(explicit)
    except data.CardsUnavailable as exc:
        if explicit:
            raise UsageError(t(lang, "cli-cards-unusable", reason=str(exc))) from None
        if data.local_source() is None:  # no REDZONE_CARDS_PATH, and nothing downloaded
            return None
        kept = data.last_good_local()
        if kept is None:
            print(t(lang, "cards-local-unusable", reason=str(exc)), file=sys.stderr)
            return None
        print(
            t(lang, "cards-local-kept", reason=str(exc), date=kept.fetched_at[:10]), file=sys.stderr
        )
        path = Path(kept.path)
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
    if args.batch is None and args.board is None:
        raise UsageError(t(args.lang, "cli-combat-nothing"))
    cards = _cards(args.cards, args.lang)
    if args.batch == "-":
        run_batch(sys.stdin, mode, sys.stdout, args.events, cards)
        return EXIT_OK
    if args.batch is not None:
        try:
            handle = open(args.batch, encoding="utf-8")  # noqa: SIM115 (closed below)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            raise UsageError(
                t(args.lang, "cli-cannot-read", path=args.batch, reason=reason)
            ) from None
        with handle:
            try:
                run_batch(handle, mode, sys.stdout, args.events, cards)
            except UnicodeDecodeError:
                raise UsageError(t(args.lang, "cli-not-text", path=args.batch)) from None
        return EXIT_OK
    board = args.board
    try:
        parsed = parse(board, vocabulary(), cards)
        result = simulate(parsed, mode)
    except RedzoneError as error:
        if args.json:
            print(dumps(error_to_json(error, error_message(error, args.lang))))
        else:
            print(error_text(error, board, args.lang, window=CARET_WINDOW), file=sys.stderr)
            if cards is None and error.detail == "expected-pt":
                print(t(args.lang, "cards-missing"), file=sys.stderr)
        return EXIT_BAD_BOARD
    if args.picture:
        write_picture(result, parsed, args.lang, Path(args.picture))
    if args.json:
        print(dumps(result_to_json(result, args.events)))
    else:
        print(explain(result, args.lang).as_text())
    return EXIT_OK


def cmd_advise(args: argparse.Namespace) -> int:
    """``redzone advise blocks|attacks BOARD``: the best declarations, and why."""
    from bot.advice import advice_json, advice_reply

    cards = _cards(args.cards, args.lang)
    if args.json:
        data = advice_json(args.kind, args.board, args.mode, args.lang, cards)
        print(dumps(data))
        return EXIT_BAD_BOARD if "error" in data else EXIT_OK
    reply = advice_reply(args.kind, args.board, args.mode, args.lang, cards)
    if reply.error:
        print(reply.as_text(), file=sys.stderr)
        return EXIT_BAD_BOARD
    print(reply.as_text())
    return EXIT_OK


def write_picture(result: CombatResult, board: Board, lang: str, path: Path) -> None:
    """``--picture FILE``: the combat's picture as a PNG file (refused, as a wrong setting,
    where its fonts are not installed)."""
    from bot.picture import draw, require_fonts

    require_fonts("--picture")
    png = draw(result, lang, board)
    try:
        path.write_bytes(png)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise UsageError(t(lang, "cli-cannot-write", path=str(path), reason=reason)) from None


def cmd_rule(args: argparse.Namespace) -> int:
    """``redzone rule QUERY``: a rule, a glossary term, a keyword, or a question;
    ``redzone rule --changes [RULE]``: what changed from the version before."""
    # Imported here, as in cmd_rules_update: ``redzone combat`` starts without them.
    from bot import crsource
    from bot.rulestext import find, lookup_text, lookup_to_json

    try:
        book = crsource.load_book(crsource.cr_path(args.cr))
    except crsource.CRUnavailable as exc:
        reason = missing_file(exc.path).text(args.lang)
        if args.json:
            print(dumps(unavailable_json("rules_unavailable", t(args.lang, "rule-no-cr"), reason)))
        else:
            message = t(args.lang, "rule-no-cr")
            print(t(args.lang, "cli-unavailable", message=message, reason=reason), file=sys.stderr)
        return EXIT_NO_RULES
    if args.changes:
        from bot.rulechanges import RuleChanges

        return print_rule_changes(args, book, RuleChanges().diff(book), args.query or "")
    if args.query is None:
        print("redzone rule: give a QUERY, or --changes", file=sys.stderr)
        return EXIT_BAD_BOARD
    lookup = find(book, args.query, args.examples)
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
        kept = crsource.cached()
        if kept is None:
            print(t(args.lang, "rules-update-failed-none", reason=str(exc)), file=sys.stderr)
        else:
            effective = kept.effective and date_text(args.lang, date.fromisoformat(kept.effective))
            print(
                t(args.lang, "rules-update-failed", reason=str(exc), date=effective or "?"),
                file=sys.stderr,
            )
        return EXIT_NOT_FOUND
    effective = record.effective and date_text(args.lang, date.fromisoformat(record.effective))
    print(t(args.lang, "rules-updated", date=effective or "?", sha=record.sha256[:12]))
    return EXIT_OK


def print_rule_changes(
    args: argparse.Namespace, book: RuleBook, diff: RuleDiff | None, scope: str
) -> int:
    """What changed (under ``scope``, or everywhere) as text or ``--json``."""
    from bot.i18n import normalize
    from bot.rulechanges import changes_reply, diff_to_json

    if args.json:
        shown = diff.under(scope) if diff is not None and scope else diff
        return print_changes_json(None if shown is None else diff_to_json(shown))
    reply = changes_reply(book, diff, scope, normalize(args.lang))
    print(reply.as_text())
    return EXIT_NOT_FOUND if reply.error else EXIT_OK


def print_changes_json(data: dict[str, Any] | None) -> int:
    """Changes as JSON; None (no version before the one in use) as an error object."""
    print(dumps(data if data is not None else {"error": "no-previous-version"}))
    return EXIT_OK if data is not None else EXIT_NOT_FOUND


def cmd_rules_compare(args: argparse.Namespace) -> int:
    """``redzone rules compare OLD NEW [RULE]``: what changed between any two CR files."""
    from engine.rules import CRParseError, RuleBook, compare, parse_bytes

    try:
        old, new = (RuleBook(parse_bytes(Path(p).read_bytes())) for p in (args.old, args.new))
    except (OSError, CRParseError) as exc:
        print(f"redzone rules compare: {exc}", file=sys.stderr)
        return EXIT_NO_RULES
    return print_rule_changes(args, new, compare(old.document, new.document), args.rule or "")


def cmd_document(args: argparse.Namespace) -> int:
    """``redzone mtr [QUERY]`` (and ``ipg``, ``jar``): a section, the contents, a search;
    ``--changes`` what changed from the version before."""
    from bot.documents import source
    from bot.documents.replies import changes_reply, document_reply, lookup_to_json
    from bot.documents.shelf import load_book, previous_diff
    from bot.i18n import normalize

    kind, lang = args.command, normalize(args.lang)
    try:
        path = source.document_path(kind, args.file)
        book = load_book(kind, path)
    except source.DocumentUnavailable as exc:
        variable = source.env_name(kind, "PATH")
        missing = t(lang, "doc-no-copy", document=kind.upper(), variable=variable)
        reason = missing_file(exc.path).text(lang)
        print(t(lang, "cli-unavailable", message=missing, reason=reason), file=sys.stderr)
        return EXIT_NO_DOCUMENT
    query = " ".join(args.query or [])
    if args.changes:
        diff = previous_diff(kind, book)
        if args.json:
            shown = diff.under(query) if diff is not None and query else diff
            return print_changes_json(None if shown is None else document_diff_json(shown))
        reply = changes_reply(book, diff, query, lang)
    else:
        found = book.lookup(query)
        if args.json:
            print(dumps(lookup_to_json(book, found)))
            return EXIT_NOT_FOUND if found.kind == "none" else EXIT_OK
        reply = document_reply(book, found, lang)
    print("\n".join([reply.footer, "", reply.title, *reply.lines]))
    return EXIT_NOT_FOUND if reply.error else EXIT_OK


def document_diff_json(diff: DocumentDiff) -> dict[str, Any]:
    from bot.rulechanges import change_json

    return {
        "document": diff.new.kind,
        "old_version": diff.old.version.isoformat() if diff.old.version else None,
        "new_version": diff.new.version.isoformat() if diff.new.version else None,
        "changes": [{**change_json(c), "title": diff.title(c)} for c in diff.changes],
    }


def cmd_documents_update(args: argparse.Namespace) -> int:
    """``redzone documents update [KIND ...]``: download the MTR, the IPG and the JAR."""
    from bot.documents import source
    from bot.download import UpdateFailed

    unknown = [kind for kind in args.kinds if kind not in KINDS]
    if unknown:
        print(
            f"redzone documents update: {', '.join(unknown)}: not mtr, ipg or jar", file=sys.stderr
        )
        return EXIT_BAD_BOARD
    failed = False
    for kind in args.kinds or KINDS:
        try:
            record = source.update(kind)
        except UpdateFailed as exc:
            why = t(args.lang, "documents-update-failed", document=kind.upper(), reason=str(exc))
            print(why, file=sys.stderr)
            failed = True
            continue
        version = record.version and date_text(args.lang, date.fromisoformat(record.version))
        print(t(args.lang, "documents-updated", document=kind.upper(), date=version or "?"))
    return EXIT_NOT_FOUND if failed else EXIT_OK


def cmd_card(args: argparse.Namespace) -> int:
    """``redzone card NAME``: a card's text, what Redzone simulates of it, its rulings."""
    from bot.cards.reply import card_json, card_reply
    from bot.i18n import normalize

    index = _cards(args.cards, args.lang)
    if index is None:
        if args.json:
            print(dumps(unavailable_json("cards_unavailable", t(args.lang, "cards-missing"))))
        else:
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
        kept = data.last_good_local() if args.cards else data.cached()
        if kept is None:
            print(t(args.lang, "cards-update-failed-none", reason=str(exc)), file=sys.stderr)
        else:
            print(
                t(args.lang, "cards-update-failed", reason=str(exc), version=kept.version),
                file=sys.stderr,
            )
        return EXIT_NOT_FOUND
    print(t(args.lang, "cards-updated", count=record.cards, version=record.version))
    return EXIT_OK


def unavailable_json(code: str, message: str, reason: object = None) -> dict[str, Any]:
    """The JSON error of a lookup that has nothing to look in (no rules, no card data)."""
    error: dict[str, Any] = {"code": code, "message": message}
    if reason is not None:
        error["reason"] = str(reason)
    return {"error": error}


def cmd_console(args: argparse.Namespace) -> int:
    """The local console: the bot's handlers in a terminal."""
    from bot.config import load_config
    from bot.console import main as console_main
    from bot.storage import DatabaseUnavailable

    db = args.db or load_config().redzone_db
    try:
        return console_main(db, args.lang)
    except DatabaseUnavailable as error:
        return database_unavailable(args, error)


def cmd_run(args: argparse.Namespace) -> int:
    """``make run``: the bot when DISCORD_TOKEN is set, the local console otherwise."""
    from bot.config import load_config

    config = load_config()
    if config.discord_token is None or not config.discord_token.get_secret_value():
        return cmd_console(args)
    from bot.lifecycle import run_bot
    from bot.storage import DatabaseUnavailable

    try:
        return run_bot(config)
    except DatabaseUnavailable as error:
        return database_unavailable(args, error)


def database_unavailable(args: argparse.Namespace, error: DatabaseUnavailable) -> int:
    """A database that cannot be used at start: say which and why, and stop (not 0)."""
    from bot.storage import SchemaMismatch, is_postgres

    if isinstance(error, SchemaMismatch):
        key = f"database-{error.kind}"
        print(
            t(args.lang, key, path=error.path, found=error.found, known=error.known),
            file=sys.stderr,
        )
        return EXIT_SCHEMA
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

    from bot.commands.registry import command_payload

    if args.action == "sync":
        from bot.config import load_config
        from bot.lifecycle import force_sync
        from bot.problems import ConfigError, Problem

        config = load_config()
        if config.discord_token is None or not config.discord_token.get_secret_value():
            raise ConfigError([Problem("DISCORD_TOKEN", "token_missing", "it is not set")])
        count = asyncio.run(force_sync(config))
        print(t(args.lang, "commands-synced", count=count))
        return EXIT_OK
    if not args.json:
        raise UsageError(t(args.lang, "cli-commands-nothing"))
    print(json.dumps(asyncio.run(command_payload()), ensure_ascii=False, indent=2))
    return EXIT_OK


def cmd_health(args: argparse.Namespace) -> int:
    """``redzone health``: 0 when the process of these settings' shards (SHARD_IDS, or all)
    wrote its heartbeat file recently and, on this host, is still alive."""
    import socket
    import time

    from bot.background import heartbeat_path
    from bot.config import load_config

    path = heartbeat_path(load_config())
    try:
        age = time.time() - path.stat().st_mtime
        beat = json.loads(path.read_bytes())
    except OSError:
        print(t(args.lang, "health-missing", path=str(path)), file=sys.stderr)
        return EXIT_UNHEALTHY
    except ValueError:  # written by another version: its age alone tells
        beat = {}
    pid = beat.get("pid") if isinstance(beat, dict) else None
    if isinstance(pid, int) and beat.get("host") == socket.gethostname() and not _alive(pid):
        print(t(args.lang, "health-gone", pid=str(pid), path=str(path)), file=sys.stderr)
        return EXIT_UNHEALTHY
    if age > args.max_age:
        print(
            t(args.lang, "health-stale", seconds=round(age), limit=round(args.max_age)),
            file=sys.stderr,
        )
        return EXIT_UNHEALTHY
    print(t(args.lang, "health-ok", seconds=round(age)))
    return EXIT_OK


def _alive(pid: int) -> bool:
    """Whether a process ``pid`` runs on this host (one of another user's counts)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def cmd_doctor(args: argparse.Namespace) -> int:
    """``redzone doctor``: the settings and what the bot would run with; 1 when something is
    wrong."""
    import asyncio

    from bot.config import load_config
    from bot.doctor import diagnose, report

    config = load_config()
    findings = asyncio.run(diagnose(config))
    print(report(config, findings, args.lang))
    return EXIT_UNHEALTHY if any(finding.wrong for finding in findings) else EXIT_OK


def add_lang(parser: argparse.ArgumentParser, text: str) -> None:
    parser.add_argument(
        "--lang", type=_language, choices=LANGUAGES, default="en", help=f"{text} (en)"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="redzone", description=DESCRIPTION, epilog=EPILOG)
    sub = parser.add_subparsers(dest="command", required=True)
    modes = [mode.value for mode in Mode]

    combat = sub.add_parser("combat", help="explain one combat (or a batch of boards)")
    combat.add_argument("board", nargs="?", help="the board, in one line of notation")
    combat.add_argument("--json", action="store_true", help="print the JSON contract")
    combat.add_argument(
        "--events", action="store_true", help="with --json: add every step, with its rule"
    )
    combat.add_argument("--mode", choices=modes, help="force a mode instead of inferring it")
    add_lang(combat, "language of the explanation")
    combat.add_argument("--batch", metavar="FILE", help="one board per line (- for stdin)")
    combat.add_argument("--cards", metavar="PATH", help=CARDS_HELP)
    combat.add_argument("--picture", metavar="FILE", help="also write the combat's picture (PNG)")
    combat.set_defaults(func=cmd_combat)

    advise = sub.add_parser("advise", help="the best blocks or attacks for a board")
    advise.add_argument("kind", choices=ADVICE_KINDS, help="what to advise")
    advise.add_argument("board", help="the board, in one line of notation")
    advise.add_argument("--json", action="store_true", help="print the JSON contract")
    advise.add_argument("--mode", choices=modes, help="force a mode instead of inferring it")
    add_lang(advise, "language of the advice")
    advise.add_argument("--cards", metavar="PATH", help=CARDS_HELP)
    advise.set_defaults(func=cmd_advise)

    rule = sub.add_parser("rule", help="look up a rule, a glossary term, or ask a question")
    rule.add_argument("query", nargs="?", help="702.4, 702.4b, 702, trample, or free text")
    rule.add_argument(
        "--changes", action="store_true", help="what changed from the version before (RULE)"
    )
    rule.add_argument("--examples", action="store_true", help="include the CR's examples")
    rule.add_argument("--json", action="store_true", help="print JSON")
    rule.add_argument("--cr", metavar="PATH", help="a CR text file (else REDZONE_CR_PATH or cache)")
    add_lang(rule, "language of the headings")
    rule.set_defaults(func=cmd_rule)

    rules = sub.add_parser("rules", help="manage the stored Comprehensive Rules")
    rules_sub = rules.add_subparsers(dest="rules_command", required=True)
    update = rules_sub.add_parser("update", help="download the current CR from Wizards")
    add_lang(update, "language of the messages")
    update.set_defaults(func=cmd_rules_update)
    judging_parsers(sub, rules_sub)

    card = sub.add_parser("card", help="a card's text, what Redzone simulates, its rulings")
    card.add_argument("name", help="the card's name, in English, Italian, German or Japanese")
    card.add_argument("--json", action="store_true", help="print JSON")
    card.add_argument("--cards", metavar="PATH", help=CARDS_HELP)
    add_lang(card, "language of the headings")
    card.set_defaults(func=cmd_card)

    cards = sub.add_parser("cards", help="manage the stored card data")
    cards_sub = cards.add_subparsers(dest="cards_command", required=True)
    cards_update = cards_sub.add_parser("update", help="download MTGJSON's AtomicCards")
    cards_update.add_argument(
        "--cards", metavar="PATH", help="convert this local AtomicCards file instead"
    )
    add_lang(cards_update, "language of the messages")
    cards_update.set_defaults(func=cmd_cards_update)

    for name, func, text in (
        ("console", cmd_console, "the bot's commands in a terminal"),
        ("run", cmd_run, "start the bot, or the console without DISCORD_TOKEN"),
    ):
        command = sub.add_parser(name, help=text)
        add_lang(command, "language of the replies")
        command.add_argument("--db", help="SQLite file or postgresql:// URL (default REDZONE_DB)")
        command.set_defaults(func=func)

    commands = sub.add_parser("commands", help="the slash commands the bot syncs")
    commands.add_argument(
        "action", nargs="?", choices=["sync"], help="sync them with Discord now (DISCORD_TOKEN)"
    )
    commands.add_argument("--json", action="store_true", help="print the payload as JSON")
    add_lang(commands, "language of the messages")
    commands.set_defaults(func=cmd_commands)

    doctor = sub.add_parser("doctor", help="the settings and what the bot would run with")
    add_lang(doctor, "language of the report")
    doctor.set_defaults(func=cmd_doctor)

    health = sub.add_parser(
        "health", help="is the bot process of these shards up? (its heartbeat is recent)"
    )
    health.add_argument(
        "--max-age", type=float, default=90.0, help="seconds a heartbeat stays good (90)"
    )
    add_lang(health, "language of the message")
    health.set_defaults(func=cmd_health)
    return parser


def config_error_text(error: ConfigError, lang: str) -> str:
    """One line per wrong setting, in the user's language where the catalog has the problem's
    code (``config-<code>``), else in the validator's own English words."""
    lines = []
    for problem in error.problems:
        key = "config-" + problem.code.replace("_", "-")
        text = t(lang, key, **problem.params) if bundle("en").has_message(key) else problem.message
        lines.append(t(lang, "config-error", setting=problem.setting, problem=text))
    return "\n".join(lines)


def judging_parsers(
    sub: argparse._SubParsersAction[argparse.ArgumentParser],
    rules_sub: argparse._SubParsersAction[argparse.ArgumentParser],
) -> None:
    """``redzone rules compare``, ``redzone mtr``/``ipg``/``jar``, ``redzone documents update``."""
    compare = rules_sub.add_parser("compare", help="what changed between two CR files")
    compare.add_argument("old", help="the older Comprehensive Rules text")
    compare.add_argument("new", help="the newer one")
    compare.add_argument("rule", nargs="?", help="only this rule, chapter or section")
    compare.add_argument("--json", action="store_true", help="print JSON")
    add_lang(compare, "language of the headings")
    compare.set_defaults(func=cmd_rules_compare)
    names = {
        "mtr": "Magic Tournament Rules",
        "ipg": "Infraction Procedure Guide",
        "jar": "Judging at Regular REL",
    }
    for kind in KINDS:
        document = sub.add_parser(kind, help=f"look up the {names[kind]}")
        document.add_argument("query", nargs="*", help="4.2, hce philosophy, slow play, ...")
        document.add_argument(
            "--changes", action="store_true", help="what changed from the version before"
        )
        document.add_argument("--json", action="store_true", help="print JSON")
        document.add_argument(
            "--file",
            metavar="PATH",
            help=f"a local copy (else REDZONE_{kind.upper()}_PATH or cache)",
        )
        add_lang(document, "language of the headings")
        document.set_defaults(func=cmd_document)
    documents = sub.add_parser("documents", help="manage the stored MTR, IPG and JAR")
    documents_sub = documents.add_subparsers(dest="documents_command", required=True)
    update = documents_sub.add_parser("update", help="download the current documents")
    update.add_argument("kinds", nargs="*", metavar="KIND", help="mtr, ipg or jar (all of them)")
    add_lang(update, "language of the messages")
    update.set_defaults(func=cmd_documents_update)


def main(argv: Sequence[str] | None = None) -> int:
    from bot.problems import ConfigError, DatabaseUrlError

    args = build_parser().parse_args(argv)
    try:
        result: int = args.func(args)
    except UsageError as error:
        print(f"redzone {args.command}: {error}", file=sys.stderr)
        return EXIT_USAGE
    except ConfigError as error:
        print(config_error_text(error, args.lang), file=sys.stderr)
        return EXIT_CONFIG
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader stopped reading (``| head``): nothing went wrong here, so say nothing.
        # Point stdout at /dev/null so that flushing it at exit does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_PIPE
    except DatabaseUrlError as error:  # a --db Redzone cannot use
        print(f"redzone: {error}", file=sys.stderr)
        return EXIT_CONFIG
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
