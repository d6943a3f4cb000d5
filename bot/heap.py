"""The process's heap settled for a long life: what lives as long as the process kept out of
the cyclic garbage collector's way (docs/performance.md has what each part buys)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

# Container objects allocated between two young collections of the cyclic GC (Python's
# default: 700).
GC_YOUNG = 7000


@contextmanager
def long_lived() -> Iterator[None]:
    """Build, inside the block, objects that live as long as the process (a catalog's parse,
    the vocabulary): no cyclic collection runs meanwhile, and when the block ends without an
    error what exists is frozen (``gc.freeze``), so later collections do not walk it either.

    A catalog's parse is many thousands of objects: with the collector on, its collections
    walked the growing heap again and again while the catalogs loaded, and every collection
    after them walked it too (docs/performance.md has the figures).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
        gc.freeze()
    finally:
        if enabled:
            gc.enable()


def settle_heap() -> None:
    """Freeze what lives as long as the process, after one collection (the bot's, and each
    combat worker's, once everything it keeps is loaded).

    The rules, the catalogs and the vocabulary are hundreds of thousands of objects that
    never die; each full collection walked them all (a pause of the event loop every few
    thousand interactions). Called again after the rules are
    replaced: the frozen objects are thawed first, so the old rules can be collected.

    Young collections come every GC_YOUNG new objects rather than every 700: each one walks
    the objects of the interactions in flight (discord.py's leave cycles behind), however
    few were allocated since the last, so fewer of them cost less in all.
    """
    gc.unfreeze()
    # Twice: a collection stops tracking a tuple that holds nothing trackable, one level of
    # nesting at a time (the vocabulary's word shapes nest tuples in tuples), so the second
    # leaves out of the frozen set what no collection would ever have to walk.
    gc.collect()
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNG, *gc.get_threshold()[1:])
