"""Python bytecodes per board, by function: where the engine's instructions go, line by line.

callgrind (``bench.instructions``) counts a board's instructions but cannot say which Python
function ran them. This counts the bytecodes each function runs (``sys.settrace`` with
``f_trace_opcodes``; a function's own, not its callees'), over the 200 boards of a mix of
``bench.engine``: parse, simulate, JSON data and text. The count is the same in every run,
whatever the host does; on these boards a bytecode is about 69 instructions on average, so
it ranks the work, while the instructions of C calls (``str.split``, a dict built) are not
in it.

Run: .venv/bin/python -m bench.bytecodes [typical|actions|four] [TOP]
"""

from __future__ import annotations

import sys
from collections import Counter
from types import FrameType
from typing import Any

from bench.engine import one, typical_mixes


def _name(frame: FrameType) -> str:
    code = frame.f_code
    if code.co_name == "__init__" and code.co_filename == "<string>":  # a dataclass's own
        return f"{type(frame.f_locals.get('self')).__name__}.__init__ (dataclass)"
    return f"{code.co_filename.rsplit('/', 1)[-1]}:{code.co_qualname}"


def counted(texts: list[str]) -> tuple[Counter[str], Counter[str]]:
    """The bytecodes and the calls of each function over ``texts``, each run once before."""
    ops: Counter[str] = Counter()
    calls: Counter[str] = Counter()

    def trace(frame: FrameType, event: str, arg: Any) -> Any:
        if event == "call":
            frame.f_trace_opcodes = True
            calls[_name(frame)] += 1
        elif event == "opcode":
            ops[_name(frame)] += 1
        return trace

    for text in texts:  # warm: imports and the caches a first board fills
        one(text)
    sys.settrace(trace)
    try:
        for text in texts:
            one(text)
    finally:
        sys.settrace(None)
    return ops, calls


def main() -> None:
    mix = sys.argv[1] if len(sys.argv) > 1 else "typical"
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    typical, actions, four = typical_mixes(200)
    texts = {"typical": typical, "actions": actions, "four": four}[mix]
    ops, calls = counted(texts)
    n = len(texts)
    print(f"{mix}: {ops.total() / n:,.1f} bytecodes, {calls.total() / n:.1f} calls per board")
    for name, count in ops.most_common(top):
        print(f"  {name[:70]:<70} {count / n:8.1f} {calls[name] / n:7.2f} calls")


if __name__ == "__main__":
    main()
