"""The advisor's cost: block advice for 5 attackers against 5 potential blockers and for 8
against 8, attack advice for 5 against 5, on random boards of the keywords players use.

Prints, per case: median, p95 and max milliseconds (wall clock, then the process's CPU time,
which a shared host's load inflates less), how many answers were exhaustive, and the mean
number of declarations examined. Targets (README "Advice"): 5x5 blocks p95 <= 100 ms;
8x8 blocks <= 1 s exhaustive or clearly bounded; 5x5 attacks <= 2 s.

Run: .venv/bin/python -m bench.advisor [--boards N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from engine import parse
from engine.advisor import Advice, advise_attacks, advise_blocks

# Keywords of the generated creatures: a separable board's (fights add up) and, with
# lifelink on a defender next to a first striker, one that is not.
KEYWORDS = ("", "", "", " flying", " first strike", " deathtouch", " trample", " reach",
            " lifelink", " menace", " double strike")  # fmt: skip


def board(rng: random.Random, attackers: int, blockers: int) -> str:
    def creature(name: str) -> str:
        return f"{name} {rng.randint(1, 6)}/{rng.randint(1, 6)}{rng.choice(KEYWORDS)}"

    side_a = ", ".join(creature(f"A{i}") for i in range(attackers))
    side_b = ", ".join(creature(f"B{i}") for i in range(blockers))
    return f"Ann: {side_a} | Bob {rng.randint(8, 20)}: {side_b}"


def measure(name: str, boards: list[str], advise: Callable[[str], Advice]) -> None:
    times: list[float] = []
    cpu: list[float] = []
    exhaustive = 0
    examined = 0
    for text in boards:
        start, start_cpu = time.perf_counter(), time.process_time()
        advice = advise(text)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
        exhaustive += advice.exhaustive
        examined += advice.examined

    def figures(values: list[float]) -> str:
        values = sorted(values)
        p95 = values[min(len(values) - 1, int(len(values) * 0.95))]
        return f"median {statistics.median(values):7.1f} p95 {p95:7.1f} max {values[-1]:7.1f}"

    print(
        f"{name:<12} boards {len(boards):>3}  wall ms {figures(times)}  cpu ms {figures(cpu)}  "
        f"exhaustive {exhaustive}/{len(boards)}  examined {examined / len(boards):9.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=40, help="boards per case")
    args = parser.parse_args()
    rng = random.Random(31)
    five = [board(rng, 5, 5) for _ in range(args.boards)]
    eight = [board(rng, 8, 8) for _ in range(max(args.boards // 4, 5))]
    attacks = [board(rng, 5, 5) for _ in range(max(args.boards // 4, 5))]
    measure("blocks 5x5", five, lambda text: advise_blocks(parse(text)))
    measure("blocks 8x8", eight, lambda text: advise_blocks(parse(text), time_budget=1.0))
    measure("attacks 5x5", attacks, lambda text: advise_attacks(parse(text)))


if __name__ == "__main__":
    main()
