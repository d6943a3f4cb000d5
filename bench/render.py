"""CPU per /combat answer, by stage: parse + simulate, explanation (catalogs), embeds.

Boards like bench/e2e_load.py's (2-10 creatures), in English and Japanese, each stage timed
apart on the one thread (no Discord, no database): where the microseconds of a combat reply
go before discord.py sends it. A warm-up round first (catalogs loaded, every message used
once); then each round explains 200 boards that no earlier round saw, as the distinct mix
does, so formatted messages kept from earlier boards (bot.i18n) count only where boards
share names, amounts and rules. ``--same`` times the warm-up's boards again in every round
instead: the figure of boards asked again.

Run: .venv/bin/python -m bench.render [--rounds 5] [--same]
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

BOARDS = 200


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--same", action="store_true", help="the same boards in every round")
    args = parser.parse_args()
    boards = corpus(BOARDS * (args.rounds + 1), seed=7)
    words = vocabulary()
    for lang in ("en", "ja"):
        stages: dict[str, list[float]] = {"parse+simulate": [], "explain": [], "embeds": []}
        for number in range(args.rounds + 1):
            part = 0 if args.same else number
            spent = dict.fromkeys(stages, 0.0)
            for board in boards[part * BOARDS : (part + 1) * BOARDS]:
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
            if number > 0:  # not the warm-up
                for name, total in spent.items():
                    stages[name].append(total / BOARDS * 1e6)
        best = {name: min(values) for name, values in stages.items()}
        parts = "   ".join(f"{name} {us:6.0f} µs" for name, us in best.items())
        print(f"{lang}: {parts}   total {sum(best.values()):6.0f} µs per combat (best round)")


if __name__ == "__main__":
    main()
