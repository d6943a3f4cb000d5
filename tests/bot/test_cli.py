"""``redzone combat``: human output, --json contract, errors with caret, --batch."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from bot.cli import main, run_batch


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_human_output_summary_then_cited_steps(capsys):
    code, out, _ = run_cli(
        capsys, "combat", "Alice: Knight 3/3 ds trample | Bob: Bear 2/2 blocks Knight"
    )
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Outcome (1v1)"
    assert "Bob: 20 → 16 life" in out
    assert "Bear dies." in out
    steps = lines[lines.index("Step by step") + 1 :]
    assert steps and all(line.rstrip().endswith(")") and "(CR " in line for line in steps)
    assert "(CR 702.19b)" in out


def test_json_contract_fields(capsys):
    code, out, _ = run_cli(
        capsys, "combat", "--json", "Alice: Colossus 6/6 trample | Bob: Wall 0/2 blocks Colossus"
    )
    data = json.loads(out)
    assert code == 0
    assert data["mode"] == "1v1"
    assert data["teams"] == []
    bob = next(p for p in data["players"] if p["name"] == "Bob")
    assert (bob["life"], bob["poison"], bob["lost"], bob["team"]) == (16, 0, False, None)
    wall = next(p for p in data["permanents"] if p["name"] == "Wall")
    assert wall["dies"] is True and wall["damage"] == 2 and wall["controller"] == "Bob"
    assert data["steps"][0]["damage"] == [
        {"source": "Colossus", "target": "Wall", "amount": 2},
        {"source": "Colossus", "target": "Bob", "amount": 4},
    ]
    assert "702.19b" in data["rules"]
    assert "events" not in data


def test_json_events_on_request_each_with_a_cited_rule(capsys):
    board = "Alice: Colossus 6/6 trample | Bob: Wall 0/2 blocks Colossus"
    code, out, _ = run_cli(capsys, "combat", "--json", "--events", board)
    data = json.loads(out)
    assert code == 0
    kinds = [event["kind"] for event in data["events"]]
    assert kinds[:2] == ["attack", "block"] and "dies" in kinds
    assert {event["rule"] for event in data["events"]} == set(data["rules"])


def test_json_error_with_span_and_exit_2(capsys):
    code, out, _ = run_cli(capsys, "combat", "--json", "Alice: Bear 2/2 flyng | Bob:")
    assert code == 2
    error = json.loads(out)["error"]
    assert error["code"] == "unknown_keyword"
    assert error["span"] == [16, 21]
    assert "flyng" in error["message"]


def test_human_error_has_caret_under_the_fault(capsys):
    code, _, err = run_cli(capsys, "combat", "Alice: Bear 2/2 flyng | Bob:")
    assert code == 2
    board_line, caret_line = err.splitlines()[-2:]
    assert board_line == "Alice: Bear 2/2 flyng | Bob:"
    assert caret_line == " " * 16 + "^" * 5


def test_caret_counts_wide_characters_twice(capsys):
    _, _, err = run_cli(capsys, "combat", "Alice: 騎士 2/2 flyng | Bob:")
    assert err.splitlines()[-1] == " " * 16 + "^" * 5


def test_forced_mode(capsys):
    _, out, _ = run_cli(
        capsys, "combat", "--json", "--mode", "commander", "Alice: Atraxa 7/7 cmdr | Bob:"
    )
    data = json.loads(out)
    assert data["mode"] == "multiplayer" and data["commander"] is True
    assert data["players"][1]["life"] == 33


def test_batch_one_line_per_board_errors_included():
    out = io.StringIO()
    count = run_batch(["Alice: Bear 2/2 | Bob:\n", "nonsense\n", "2/2 vs 1/1\n"], None, out)
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert count == 3 == len(lines)
    assert lines[0]["players"][1]["life"] == 18
    assert lines[1]["error"]["code"] == "syntax"
    assert lines[2]["mode"] == "1v1"


@pytest.mark.slow  # a process
def test_batch_through_the_real_command(tmp_path):
    boards = tmp_path / "boards.txt"
    boards.write_text(
        "Alice: Bear 2/2 | Bob:\nAlice: Hawk 1/1 flying | Bob: Bear 2/2 blocks Hawk\n"
    )
    proc = subprocess.run(
        [sys.executable, "-m", "bot.cli", "combat", "--json", "--batch", str(boards)],
        capture_output=True,
        text=True,
        check=True,
    )
    first, second = (json.loads(line) for line in proc.stdout.splitlines())
    assert first["players"][1]["life"] == 18
    assert second["error"]["code"] == "illegal_block"


@pytest.mark.slow  # a process
def test_a_json_answer_imports_no_message_formatting():
    # A JSON answer formats no message: fluent and Babel stay unimported (about 100 ms of
    # every `redzone combat --json`), and come in with the first message formatted.
    probe = (
        "import sys\n"
        "from bot.cli import main\n"
        "main(['combat', '--json', 'Alice: Bear 2/2 -> Bob | Bob: Wall 0/4 blocks Bear'])\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'fluent', 'babel'}))\n"
        "main(['combat', 'Alice: Bear 2/2 -> Bob | Bob:'])\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'fluent', 'babel'}))\n"
    )
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    lines = proc.stdout.splitlines()
    assert json.loads(lines[0])["players"][1]["life"] == 20
    assert lines[1] == "[]"
    assert lines[-1] == "['babel', 'fluent']"


@pytest.mark.slow  # the console's start (fonts, rules)
def test_console_reads_boards_from_a_pipe(tmp_path, monkeypatch, capsys):
    # Through bot.cli.main in this process (a pipe is what is not a terminal); a real console
    # process reading a pipe is tests/bot/test_console.py's test_console_from_a_pipe.
    lines = "/combat board: Alice: Bear 2/2 | Bob:\nAlice: Bear 2/2 flyng | Bob:\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    assert main(["console", "--db", str(tmp_path / "c.db")]) == 0
    out = capsys.readouterr().out
    assert "Bob: 20 → 18 life" in out
    assert "Unknown keyword" in out


def test_caret_window_on_a_long_board():
    from bot.explain import caret

    board = "Alice: " + ", ".join(f"Bear{i} 2/2" for i in range(200)) + " flyng | Bob:"
    start = board.index("flyng")
    shown, marks = caret(board, (start, start + 5), window=120).splitlines()
    assert len(shown) <= 122 and shown.startswith("…") and shown.endswith("Bob:")
    assert shown[marks.index("^") : marks.index("^") + 5] == "flyng"


def test_a_bug_never_shows_a_stack_trace(capsys, monkeypatch, caplog):
    import bot.cli as cli

    def boom(*args, **kwargs):
        raise RuntimeError("kaboom")

    monkeypatch.setattr(cli, "simulate", boom)
    assert cli.main(["combat", "2/2 vs 1/1"]) == cli.EXIT_INTERNAL
    err = capsys.readouterr().err
    assert "Traceback" not in err and "kaboom" in err
    out = io.StringIO()
    assert run_batch(["2/2 vs 1/1\n", "2/2 vs 1/1\n"], None, out) == 2
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [line["error"]["code"] for line in lines] == ["internal", "internal"]
    caplog.clear()  # the errors were logged on purpose


@pytest.mark.slow  # a process
def test_a_reader_that_stops_reading_is_not_an_error(tmp_path):
    """`redzone combat --json --batch FILE | head -c 100`: no apology, no traceback, exit 141."""
    import subprocess
    import sys

    boards = tmp_path / "boards.txt"
    boards.write_text("Alice: Bear 2/2 | Bob:\n" * 2_000, encoding="utf-8")
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", "combat", "--json", "--batch", str(boards)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.read(100)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 141
    assert err == ""
