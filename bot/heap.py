"""The process's heap settled for a long life (the bot's, and each combat worker's)."""

from __future__ import annotations

import gc

from bot.i18n import available, bundle, vocabulary

# Container objects allocated between two young collections of the cyclic GC (Python's
# default: 700); docs/performance.md has what it buys.
GC_YOUNG = 7000


def settle_heap() -> None:
    """Move what lives as long as the process out of the cyclic garbage collector's way.

    The rules, the catalogs and the vocabulary are hundreds of thousands of objects
    that never die; each full collection walked them all (about 100 ms on this machine, a
    pause of the event loop every few thousand interactions). Built now rather than on the
    first command that needs them, they are frozen (``gc.freeze``) after one collection, so
    collections walk only what interactions create. Called again after the rules are
    replaced: the frozen objects are thawed first, so the old rules can be collected.

    Young collections come every GC_YOUNG new objects rather than every 700: each one walks
    the objects of the interactions in flight (discord.py's leave cycles behind), however
    few were allocated since the last, so fewer of them cost less in all.
    """
    for code in available():
        bundle(code)
    vocabulary()
    gc.unfreeze()
    # Twice: a collection stops tracking a tuple that holds nothing trackable, one level of
    # nesting at a time (the vocabulary's word shapes nest tuples in tuples), so the second
    # leaves out of the frozen set what no collection would ever have to walk.
    gc.collect()
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNG, *gc.get_threshold()[1:])
