"""An operator's mistakes at the command line: what is wrong, the exit status of its kind
(2 usage, 78 configuration), and never the apology for a bug of ours."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest

from bot.cli import EXIT_NO_CARDS, main
from bot.i18n import LANGUAGES, t

APOLOGY = t("en", "error-internal")
EXIT_USAGE, EXIT_CONFIG = 2, 78  # as sysexits.h: EX_USAGE is 64, but argparse says 2


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as stop:  # argparse's own refusals
        code = int(stop.code or 0)
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def home(tmp_path, monkeypatch):
    """No settings, no data: an empty data directory and nothing in the environment."""
    for name in ("DISCORD_TOKEN", "SHARD_COUNT", "SHARD_IDS", "REDZONE_CARDS_PATH"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("REDZONE_DB", str(tmp_path / "redzone.db"))
    return tmp_path


def closed_port() -> int:
    """A loopback port nothing listens on: a download from it fails at once."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# -- configuration: exit 78, the setting at fault ----------------------------------------


@pytest.mark.parametrize(
    ("env", "setting", "said"),
    [
        ({"SHARD_IDS": "0-1"}, "SHARD_IDS", "SHARD_COUNT"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "2-4"}, "SHARD_IDS", "SHARD_COUNT=4"),
        ({"SHARD_COUNT": "four"}, "SHARD_COUNT", "four"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0,,1"}, "SHARD_IDS", "0,,1"),
        ({"REDZONE_WORKERS": "99"}, "REDZONE_WORKERS", "64"),
    ],
)
def test_a_wrong_setting_is_a_configuration_error_naming_it(
    capsys, home, monkeypatch, env, setting, said
):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    code, out, err = run(capsys, "run")
    assert code == EXIT_CONFIG
    assert out == "" and APOLOGY not in err
    assert setting in err and said in err, err


def test_a_configuration_error_is_said_in_the_chosen_language(capsys, home, monkeypatch):
    monkeypatch.setenv("SHARD_IDS", "0-1")
    code, _, err = run(capsys, "run", "--lang", "it")
    assert code == EXIT_CONFIG
    assert err.startswith(t("it", "config-error", setting="SHARD_IDS", problem="").rstrip())


# -- usage: exit 2, what to do instead ------------------------------------------------------


def test_a_batch_file_that_does_not_exist_is_a_usage_error(capsys, home):
    missing = home / "nowhere" / "boards.txt"
    code, out, err = run(capsys, "combat", "--batch", str(missing))
    assert code == EXIT_USAGE
    assert out == "" and APOLOGY not in err
    assert str(missing) in err and "No such file" in err


def test_a_cards_file_that_does_not_exist_is_a_usage_error(capsys, home):
    missing = home / "AtomicCards.json.xz"
    code, _, err = run(capsys, "combat", "--cards", str(missing), "Alice: Bear 2/2 | Bob:")
    assert code == EXIT_USAGE
    assert str(missing) in err and APOLOGY not in err


def test_an_unknown_language_is_refused_with_the_list(capsys, home):
    code, out, err = run(capsys, "combat", "--lang", "xx", "Alice: Bear 2/2 | Bob:")
    assert code == EXIT_USAGE
    assert out == ""
    assert "xx" in err and all(code in err for code in LANGUAGES), err


def test_a_locale_with_a_region_is_its_language(capsys, home):
    code, out, _ = run(capsys, "combat", "--lang", "it-IT", "Alice: Bear 2/2 | Bob:")
    assert code == 0 and out.startswith(t("it", "summary-title", mode=t("it", "mode-1v1")))


def test_help_shows_the_whole_description(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0
    text = " ".join(out.split())
    assert "and the operator's tools (doctor, health, rules update, cards update," in text
    description = text.split("positional arguments")[0]
    assert description.rstrip().endswith(".")


# -- the card data and the rules, when there are none -------------------------------------


def test_card_json_without_card_data_is_a_json_error_with_a_code(capsys, home):
    code, out, err = run(capsys, "card", "--json", "Serra Angel")
    assert code == EXIT_NO_CARDS
    error = json.loads(out)["error"]
    assert error["code"] == "cards_unavailable"
    assert error["message"] == t("en", "cards-missing")
    assert err == ""


def test_rule_json_without_the_rules_is_a_json_error_with_a_code(capsys, home, monkeypatch):
    monkeypatch.delenv("REDZONE_CR_PATH", raising=False)
    code, out, _ = run(capsys, "rule", "--json", "702.19")
    assert code == 3
    assert json.loads(out)["error"]["code"] == "rules_unavailable"


@pytest.mark.parametrize(
    ("what", "setting", "path", "said"),
    [
        ("rules", "REDZONE_RULES_PAGE", "rules", "rules-update-failed-none"),
        ("cards", "REDZONE_CARDS_URL", "AtomicCards.json.xz", "cards-update-failed-none"),
    ],
)
def test_a_failed_update_claims_no_copy_when_there_is_none(
    capsys, home, monkeypatch, what, setting, path, said
):
    monkeypatch.setenv(setting, f"http://127.0.0.1:{closed_port()}/{path}")
    code, _, err = run(capsys, what, "update")
    assert code == 1
    assert err.startswith(t("en", said, reason="").split(":")[0])
    assert t("en", said, reason="@").split("@")[1] in err  # "there is no ... yet"
    assert "last good copy" not in err


# -- a long board -------------------------------------------------------------------------


def test_a_huge_board_is_quoted_around_its_fault(capsys):
    board = "Alice: " + ", ".join(f"Bear{i} 2/2" for i in range(7_000)) + " | Bob:"
    assert len(board) > 70_000
    code, out, _ = run(capsys, "combat", "--json", board)
    start = json.loads(out)["error"]["span"][0]
    code, _, err = run(capsys, "combat", board)
    assert code == 2
    shown, marks = err.splitlines()[-2:]
    assert len(shown) < 200 and len(marks) < 200
    assert shown.startswith("…") and shown.endswith("…")
    at = marks.index("^")
    offset = board.index(shown[1:-1])  # where the window starts in the board
    assert offset + at - 1 == start  # the first caret is under the span's first character


def test_a_failed_first_download_logs_that_there_is_no_copy(home, monkeypatch, caplog):
    from bot import crsource

    monkeypatch.setenv("REDZONE_RULES_PAGE", f"http://127.0.0.1:{closed_port()}/rules")
    assert crsource.ensure_current() is None
    said = [r.getMessage() for r in caplog.records if r.name == "bot.download"]
    assert len(said) == 1 and "there is no copy yet" in said[0], said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_rules_says_why_in_the_users_language(
    capsys: pytest.CaptureFixture[str],
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
) -> None:
    """The reason after "no copy of the rules" is the user's language too, whether no copy
    is stored or the file named does not exist."""
    monkeypatch.delenv("REDZONE_CR_PATH", raising=False)
    code, _, err = run(capsys, "rule", "--lang", lang, "702.19")
    assert code == 3
    message = t(lang, "rule-no-cr")
    assert err.strip() == t(lang, "cli-unavailable", message=message, reason=t(lang, "cli-no-copy"))
    missing = home / "nowhere.txt"
    monkeypatch.setenv("REDZONE_CR_PATH", str(missing))
    code, out, err = run(capsys, "rule", "--lang", lang, "--json", "702.19")
    error = json.loads(out)["error"]
    assert (code, error["message"]) == (3, message)
    assert error["reason"] == t(lang, "cli-no-such-file", path=str(missing))
    if lang != "en":
        assert "no such file" not in out and "no copy" not in out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_document_says_why_in_the_users_language(
    capsys: pytest.CaptureFixture[str],
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
) -> None:
    monkeypatch.delenv("REDZONE_MTR_PATH", raising=False)
    missing = home / "mtr.txt"
    code, _, err = run(capsys, "mtr", "--lang", lang, "--file", str(missing), "1.1")
    assert code == 6
    reason = t(lang, "cli-no-such-file", path=str(missing))
    message = t(lang, "doc-no-copy", document="MTR", variable="REDZONE_MTR_PATH")
    assert err.strip() == t(lang, "cli-unavailable", message=message, reason=reason)
    if lang != "en":
        assert "no such file" not in err
