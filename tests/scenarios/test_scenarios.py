"""Every rules case in ``tests/scenarios/*.toml``, checked against the JSON contract."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from bot.cli import combat_json
from engine.model import Mode

HERE = Path(__file__).parent
FILES = sorted(HERE.glob("*.toml"))


def _cases() -> list[tuple[str, dict[str, Any]]]:
    found = []
    for path in FILES:
        for case in tomllib.loads(path.read_text(encoding="utf-8"))["case"]:
            found.append((f"{path.stem}:{case['id']}", case))
    return found


CASES = _cases()


def _lower(names: list[str]) -> list[str]:
    return sorted(name.lower() for name in names)


def check(case: dict[str, Any], out: dict[str, Any]) -> list[str]:
    """What in ``out`` does not match the case's expectations (empty when all do)."""
    exp = case.get("expect", {})
    if "error" in exp:
        err = out.get("error")
        if not isinstance(err, dict):
            return [f"expected error {exp['error']!r}, got {str(out)[:300]}"]
        bad: list[str] = []
        if err.get("code") != exp["error"]:
            bad.append(f"error code {err.get('code')!r} != {exp['error']!r} ({err})")
        if "span" in exp and list(err.get("span") or []) != list(exp["span"]):
            bad.append(f"span {err.get('span')} != {exp['span']}")
        return bad
    if "error" in out:
        return [f"refused: {out['error']}"]
    bad = []
    players = {p["name"].lower(): p for p in out["players"]}
    perms = {p["name"].lower(): p for p in out["permanents"]}
    for key in ("life", "poison"):
        for name, want in exp.get(key, {}).items():
            got = players.get(name.lower(), {}).get(key)
            if got != want:
                bad.append(f"{key} of {name}: {got} != {want}")
    if "lost" in exp:
        got = _lower([p["name"] for p in out["players"] if p["lost"]])
        if got != _lower(exp["lost"]):
            bad.append(f"lost {got} != {_lower(exp['lost'])}")
    if "dies" in exp:
        got = _lower([p["name"] for p in out["permanents"] if p["dies"]])
        if got != _lower(exp["dies"]):
            bad.append(f"dies {got} != {_lower(exp['dies'])}")
    for name in exp.get("survive", []):
        perm = perms.get(name.lower())
        if perm is None or perm["dies"] or perm["left_game"] or perm.get("exiled"):
            bad.append(f"{name} does not survive: {perm}")
    for key, field in (("marked", "damage"), ("counters", "minus_counters")):
        for name, want in exp.get(key, {}).items():
            got = perms.get(name.lower(), {}).get(field)
            if got != want:
                bad.append(f"{field} of {name}: {got} != {want}")
    steps = out["steps"]
    if "steps" in exp and [s["step"] for s in steps] != exp["steps"]:
        bad.append(f"steps {[s['step'] for s in steps]} != {exp['steps']}")
    dealt = [
        (s["step"], d["source"].lower(), d["target"].lower(), d["amount"])
        for s in steps
        for d in s["damage"]
    ]
    for step, src, tgt, amount in exp.get("damage", []):
        if (step, src.lower(), tgt.lower(), amount) not in dealt:
            bad.append(f"missing damage {step}: {src} -> {tgt} {amount} (dealt: {dealt})")
    for step, src, tgt in exp.get("no_damage", []):
        for got in dealt:
            if step in ("*", got[0]) and got[1:3] == (src.lower(), tgt.lower()):
                bad.append(f"unexpected damage {got}")
    copies = [c for s in steps for c in s["cipher_copies"]]
    if "cipher" in exp and len(copies) != exp["cipher"]:
        bad.append(f"cipher copies {len(copies)} != {exp['cipher']}")
    if "cipher_players" in exp:
        got = _lower([c["player"] for c in copies])
        if got != _lower(exp["cipher_players"]):
            bad.append(f"cipher players {got} != {_lower(exp['cipher_players'])}")
    if "mode" in exp and out["mode"] != exp["mode"]:
        bad.append(f"mode {out['mode']!r} != {exp['mode']!r}")
    for rule in exp.get("rules", []):
        if rule not in out["rules"]:
            bad.append(f"rule {rule} not cited (cited: {out['rules']})")
    if "winners" in exp and _lower(out["winners"]) != _lower(exp["winners"]):
        bad.append(f"winners {out['winners']} != {exp['winners']}")
    if "game_over" in exp and out["game_over"] != exp["game_over"]:
        bad.append(f"game_over {out['game_over']} != {exp['game_over']}")
    for key in ("exiled", "left_game"):  # exactly these permanents
        if key in exp:
            got = _lower([p["name"] for p in out["permanents"] if p[key]])
            if got != _lower(exp[key]):
                bad.append(f"{key} {got} != {_lower(exp[key])}")
    for name, want in exp.get("protector", {}).items():  # "" for none
        got = perms.get(name.lower(), {}).get("protector")
        if (got or "") != want:
            bad.append(f"protector of {name}: {got} != {want or None}")
    if "commander" in exp and out["commander"] != exp["commander"]:
        bad.append(f"commander {out['commander']} != {exp['commander']}")
    return bad


@pytest.mark.parametrize(("case_id", "case"), CASES, ids=[c[0] for c in CASES])
def test_case(case_id: str, case: dict[str, Any]) -> None:
    assert case.get("source"), f"{case_id}: every case names the rule that decides it"
    mode = Mode(case["mode"]) if "mode" in case else None
    out = combat_json(case["board"], mode)
    problems = check(case, out)
    assert not problems, f"{case_id}: " + "; ".join(problems)


def test_the_cli_gives_the_same_json() -> None:
    """The real ``redzone combat --json --batch`` agrees with the in-process path."""
    by_mode: dict[str | None, list[dict[str, Any]]] = {}
    for _, case in CASES:
        by_mode.setdefault(case.get("mode"), []).append(case)
    for mode, cases in by_mode.items():
        argv = [sys.executable, "-m", "bot.cli", "combat", "--json", "--batch", "-"]
        if mode is not None:
            argv[4:4] = ["--mode", mode]
        boards = "".join(case["board"] + "\n" for case in cases)
        done = subprocess.run(argv, input=boards, capture_output=True, text=True, check=True)
        lines = done.stdout.splitlines()
        assert len(lines) == len(cases)
        for case, line in zip(cases, lines, strict=True):
            out = json.loads(line)
            problems = check(case, out)
            assert not problems, f"{case['id']} through the CLI: " + "; ".join(problems)


def test_a_wrong_expectation_fails() -> None:
    """The checker is not a rubber stamp: a case with a wrong figure is reported."""
    case: dict[str, Any] = {
        "board": "Alice: Bear 2/2 | Bob:",
        "expect": {"life": {"Bob": 17}, "rules": ["702.2"]},
    }
    problems = check(case, combat_json(case["board"], None))
    assert len(problems) == 2
