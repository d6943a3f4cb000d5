"""Run a bot command under cProfile, profiling only between two signals.

``python -m bench.profiled OUT module [args...]`` runs ``module`` as ``__main__`` (``bot.cli
run``, ``bench.bare_bot``); SIGUSR1 starts the profiler, SIGUSR2 stops it and writes its
stats to OUT. bench/e2e_load.py sends them around the measured interactions (``--profile``),
so start-up and warm-up are left out. Times are the main thread's CPU time (the event
loop's), so the other threads' work and the host's other load are not in them. The time in
the cyclic garbage collector over the same span, by generation, goes to OUT.gc (a JSON
object).
"""

from __future__ import annotations

import cProfile
import gc
import json
import runpy
import signal
import sys
import time
from dataclasses import dataclass, field
from types import FrameType


@dataclass
class GcTime:
    """The cyclic collector's time and runs by generation while the profiler is on."""

    on: bool = False
    began: float = 0.0
    seconds: list[float] = field(default_factory=lambda: [0.0, 0.0, 0.0])
    runs: list[int] = field(default_factory=lambda: [0, 0, 0])


def main() -> None:
    out, module, *rest = sys.argv[1:]
    # The main thread's CPU time, not the wall clock: a wall-clock profile counts as a
    # function's time the waits for the GIL while another thread (an executor's, aiohttp's
    # resolver) runs, and the time the host gives to other processes.
    profiler = cProfile.Profile(time.thread_time_ns, 1e-9)
    spent = GcTime()

    def collecting(phase: str, info: dict[str, int]) -> None:
        if not spent.on:
            return
        if phase == "start":
            spent.began = time.thread_time()
        else:
            spent.seconds[info["generation"]] += time.thread_time() - spent.began
            spent.runs[info["generation"]] += 1

    def start(signum: int, frame: FrameType | None) -> None:
        spent.on = True
        profiler.enable()

    def stop(signum: int, frame: FrameType | None) -> None:
        profiler.disable()
        spent.on = False
        with open(out + ".gc", "w", encoding="utf-8") as handle:
            json.dump({"seconds": spent.seconds, "runs": spent.runs}, handle)
        profiler.dump_stats(out)

    gc.callbacks.append(collecting)

    signal.signal(signal.SIGUSR1, start)
    signal.signal(signal.SIGUSR2, stop)
    sys.argv = [module, *rest]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
