"""The combat picture (bot/picture): time to draw and PNG size, by number of creatures.

For boards of 1 to 20 creatures (attackers, half of them blocked), prints the median and
95th percentile CPU time of ``draw`` (scene + layout + render + PNG) over ``--repeat`` runs:
"new", every cache of text emptied first (a board whose names were never drawn), and "again"
(the same board drawn again, as the labels that recur in every picture are); the layout's
and the PNG encoding's share, and the PNG's size. Then the PNG's size and encoding time of
the 10-creature picture at each zlib level. The goal: a 10-creature board drawn in 30 ms or
less, a PNG of 300 KB or less. CPU time (``time.process_time``) moves far less than wall
time with the host's other load.

With ``--instructions``, the instructions one picture costs instead (valgrind's callgrind,
the same in every run whatever the host does): the whole picture drawn again (scene, layout,
drawing, PNG) and its drawing and PNG alone (``render``), for the boards of 10 and 20
creatures (every attacker blocked) and of 10 and 20 unblocked attackers, with each picture's
size (a few minutes).

Run: .venv/bin/python -m bench.picture [--repeat 30] [--lang en] [--instructions]
"""

from __future__ import annotations

import argparse
import io
import shutil
import statistics
import time

from PIL import Image

from bench.instructions import collected
from bot.i18n import vocabulary
from bot.picture import combat_scene, draw, fonts, warm
from bot.picture.draw import PNG_LEVEL, glyphs, inked, render
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


def unblocked(creatures: int) -> str:
    """Attackers alone: nothing blocks them."""
    return "Alice: " + ", ".join(f"Rat {i} 1/1" for i in range(creatures)) + " | Bob:"


# Under callgrind: one board's picture drawn once (caches warm), then ROUNDS times more
# inside functools.reduce, the one function whose instructions are collected.
CHILD = """
import functools, sys
from bot.i18n import vocabulary
from bot.picture import combat_scene, draw, warm
from bot.picture.draw import render
from bot.picture.layout import layout
from engine import parse, simulate

text, phase, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
warm()
parsed = parse(text, vocabulary())
result = simulate(parsed)
plan = layout(combat_scene(result, "en", parsed), "en")
run = {
    "picture": lambda: draw(result, "en", parsed),
    "render": lambda: render(plan),
}[phase]
run()
functools.reduce(lambda _, __: run(), range(rounds), None)
"""


def instructions(text: str, phase: str, rounds: int) -> int:
    return collected(
        CHILD, text, phase, str(rounds), options=("--toggle-collect=functools_reduce",)
    )


def count_instructions() -> None:
    if shutil.which("valgrind") is None:
        print("valgrind is not installed; no instruction counts")
        return
    warm()
    print("instructions per picture (callgrind), drawn again: picture, render; its size")
    boards = (
        ("10 creatures", board(10)),
        ("20 creatures", board(20)),
        ("10 unblocked", unblocked(10)),
        ("20 unblocked", unblocked(20)),
    )
    for name, text in boards:
        each = [instructions(text, phase, 3) / 3 for phase in ("picture", "render")]
        parsed = parse(text, vocabulary())
        plan = layout(combat_scene(simulate(parsed), "en", parsed), "en")
        size = len(render(plan)) / 1024
        print(
            f"  {name:<14}"
            + "".join(f" {value / 1e6:8.1f} M" for value in each)
            + f"  {plan.width}x{plan.height} {size:6.1f} KB"
        )


def forget() -> None:
    """Empty the caches of text measured, cut into runs and rasterized (not the fonts)."""
    for cached in (width_of, fonts.runs, glyphs, inked):
        cached.cache_clear()


def p95(times: list[float]) -> float:
    return times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]


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
    parser.add_argument("--instructions", action="store_true", help="count with callgrind")
    args = parser.parse_args()
    if args.instructions:
        count_instructions()
        return
    start = time.process_time()
    warm()
    print(f"fonts found and read: {(time.process_time() - start) * 1000:.0f} ms CPU (once)")
    print("creatures   new: median   p95   again: median   p95   layout  encode     size  picture")
    for creatures in (1, 2, 5, 10, 15, 20):
        parsed = parse(board(creatures), vocabulary())
        result = simulate(parsed)
        lang = args.lang

        def fresh() -> None:
            forget()
            draw(result, lang, parsed)  # noqa: B023

        def again() -> None:
            draw(result, lang, parsed)  # noqa: B023

        times = cpu(fresh, args.repeat)
        warm_times = cpu(again, args.repeat)
        scene = combat_scene(result, lang, parsed)

        def planned() -> None:
            forget()
            layout(scene, lang)  # noqa: B023

        plan_times = cpu(planned, args.repeat)
        plan = layout(scene, lang)
        png = render(plan)
        mapped = Image.open(io.BytesIO(png)).copy()

        def encode() -> None:
            mapped.save(io.BytesIO(), "PNG", compress_level=PNG_LEVEL)  # noqa: B023

        encode_times = cpu(encode, args.repeat)
        print(
            f"{creatures:>9}  {statistics.median(times):>8.1f} ms {p95(times):>5.1f}"
            f"  {statistics.median(warm_times):>9.1f} ms {p95(warm_times):>5.1f}"
            f"  {statistics.median(plan_times):>7.1f}  {statistics.median(encode_times):>6.1f}"
            f"  {len(png) / 1024:>6.1f} KB  {plan.width}x{plan.height}"
        )
        if creatures == 10:
            ten = mapped
    print("zlib level (10 creatures): encode median, size")
    for level in range(1, 10):

        def save(level: int = level) -> None:
            ten.save(io.BytesIO(), "PNG", compress_level=level)

        out = io.BytesIO()
        ten.save(out, "PNG", compress_level=level)
        levels = cpu(save, args.repeat)
        size = len(out.getvalue()) / 1024
        print(f"  {level}  {statistics.median(levels):>5.1f} ms  {size:>6.1f} KB")


if __name__ == "__main__":
    main()
