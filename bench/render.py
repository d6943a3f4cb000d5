"""CPU per /combat answer, by stage: parse + simulate, explanation (catalogs), embeds.

The same 200 boards as bench/e2e_load.py (2-10 creatures), in English and Japanese, each
stage timed apart on the one thread (no Discord, no database): where the microseconds of a
combat reply go before discord.py sends it.

Run: .venv/bin/python -m bench.render [--rounds 5]
"""

from __future__ import annotations

import argparse
import time

from bench.boards import corpus
from bot.explain import explain
from bot.i18n import vocabulary
from bot.render_discord import embeds_for
from bot.replies import Reply
from engine.combat import simulate
from engine.notation import parse


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    boards = corpus(200, seed=7)
    words = vocabulary()
    for lang in ("en", "ja"):
        stages: dict[str, list[float]] = {"parse+simulate": [], "explain": [], "embeds": []}
        for _ in range(args.rounds):
            spent = dict.fromkeys(stages, 0.0)
            for board in boards:
                t0 = time.perf_counter()
                result = simulate(parse(board, words), None)
                t1 = time.perf_counter()
                explained = explain(result, lang)
                lines = [*explained.summary, "", explained.steps_title, *explained.lines]
                reply = Reply(explained.title, tuple(lines), locale=lang)
                t2 = time.perf_counter()
                embeds_for(reply)
                t3 = time.perf_counter()
                spent["parse+simulate"] += t1 - t0
                spent["explain"] += t2 - t1
                spent["embeds"] += t3 - t2
            for name, total in spent.items():
                stages[name].append(total / len(boards) * 1e6)
        best = {name: min(values) for name, values in stages.items()}
        parts = "   ".join(f"{name} {us:6.0f} µs" for name, us in best.items())
        print(f"{lang}: {parts}   total {sum(best.values()):6.0f} µs per combat (best round)")


if __name__ == "__main__":
    main()
