"""The work of one turn of the event loop runs back to back (bot/batch.py), each task getting
its own result or its own error, in the order asked."""

from __future__ import annotations

import asyncio

from bot.batch import Batch


async def test_work_asked_in_one_turn_runs_together_before_any_task_goes_on():
    batch = Batch()
    seen: list[str] = []

    def work(name: str) -> str:
        seen.append(f"work {name}")
        return name.upper()

    async def task(name: str) -> str:
        seen.append(f"ask {name}")
        result = await batch.run(lambda: work(name))
        seen.append(f"got {name}")
        return result

    assert await asyncio.gather(task("a"), task("b"), task("c")) == ["A", "B", "C"]
    assert seen == [
        *("ask a", "ask b", "ask c"),
        *("work a", "work b", "work c"),
        *("got a", "got b", "got c"),
    ]
    assert len(batch) == 0


async def test_an_error_goes_to_its_own_task_only():
    batch = Batch()

    def fails() -> str:
        raise ValueError("bad board")

    results = await asyncio.gather(
        batch.run(lambda: "first"),
        batch.run(fails),
        batch.run(lambda: "last"),
        return_exceptions=True,
    )
    assert results[0] == "first" and results[2] == "last"
    assert isinstance(results[1], ValueError)


async def test_work_of_a_cancelled_task_is_not_run():
    batch = Batch()
    ran: list[str] = []
    kept = batch.run(lambda: ran.append("kept"))
    dropped = batch.run(lambda: ran.append("dropped"))
    dropped.cancel()
    await kept
    assert ran == ["kept"]


async def test_a_later_turn_starts_a_new_batch():
    batch = Batch()
    assert await batch.run(lambda: 1) == 1
    assert await batch.run(lambda: 2) == 2  # nothing left waiting from the first
