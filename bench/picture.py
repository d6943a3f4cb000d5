"""The combat picture (bot/picture): time to draw and PNG size, by number of creatures.

For boards of 1 to 20 creatures (attackers, each blocked by one creature from 4 on), prints
the median and best CPU time of ``draw`` (scene + layout + render + PNG) over ``--repeat``
runs, with the layout's and the PNG encoding's share, and the PNG's size. The goal of the
task: a 10-creature board drawn in 30 ms or less, a PNG of 300 KB or less. CPU time
(``time.process_time``) moves far less than wall time with the host's other load.

Run: .venv/bin/python -m bench.picture [--repeat 30] [--lang en]
"""

from __future__ import annotations

import argparse
import io
import statistics
import time

from PIL import Image

from bot.i18n import vocabulary
from bot.picture import combat_scene, draw, warm
from bot.picture.draw import PNG_LEVEL, render
from bot.picture.layout import layout, width_of
from engine import parse, simulate


def board(creatures: int) -> str:
    """Attackers with first strike and trample, half of them blocked; a planeswalker."""
    attackers = (creatures + 1) // 2
    blockers = creatures - attackers
    attack = ", ".join(
        f"Knight of Realm {i} 3/3 first strike{' trample' if i % 2 else ''}"
        for i in range(attackers)
    )
    block = ", ".join(f"Wall of Stone {i} 0/4 blocks Knight of Realm {i}" for i in range(blockers))
    return f"Alice: {attack} | Bob: {block}{', ' if block else ''}Jace pw 3"


def cpu(run: object, repeat: int) -> list[float]:
    assert callable(run)
    run()
    times = []
    for _ in range(repeat):
        start = time.process_time()
        run()
        times.append((time.process_time() - start) * 1000)
    return sorted(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    start = time.process_time()
    warm()
    print(f"fonts found and read: {(time.process_time() - start) * 1000:.0f} ms CPU (once)")
    print("creatures  draw median  best   layout  encode   size     picture")
    for creatures in (1, 2, 5, 10, 15, 20):
        parsed = parse(board(creatures), vocabulary())
        result = simulate(parsed)
        lang = args.lang

        def fresh() -> None:  # every name measured anew, as for a board never drawn before
            width_of.cache_clear()
            draw(result, lang, parsed)  # noqa: B023

        times = cpu(fresh, args.repeat)
        scene = combat_scene(result, lang, parsed)

        def planned() -> None:
            width_of.cache_clear()
            layout(scene, lang)  # noqa: B023

        plan_times = cpu(planned, args.repeat)
        plan = layout(scene, lang)
        png = render(plan)
        image = Image.open(io.BytesIO(png))
        mapped = image.copy()

        def encode() -> None:
            mapped.save(io.BytesIO(), "PNG", compress_level=PNG_LEVEL)  # noqa: B023

        encode_times = cpu(encode, args.repeat)
        print(
            f"{creatures:>9}  {statistics.median(times):>8.1f} ms {times[0]:>5.1f}"
            f"  {statistics.median(plan_times):>5.1f}  {statistics.median(encode_times):>5.1f}"
            f"  {len(png) / 1024:>6.1f} KB  {plan.width}x{plan.height}"
        )


if __name__ == "__main__":
    main()
