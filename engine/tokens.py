"""One text tokenized, and the pieces every reader of the notation takes from it: spans,
punctuation found in a range of tokens, splits outside parentheses, names, numbers and
``WORD(A, B C)`` lists."""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import islice

from engine.errors import NotationError, Span
from engine.model import NO_SPAN, Ref
from engine.vocabulary import MAX_CHARS, MAX_NUMBER, PUNCT, Vocabulary, fold, scan

# Python refuses to read an integer from more digits than its limit (4,300 by default, 640 at
# the least it may be set to): a longer run of digits anywhere in a text is a number too
# large, refused with its span before any reader converts it.
_LONGEST_DIGITS = 640
_TOO_MANY_DIGITS = re.compile(rf"\d{{{_LONGEST_DIGITS + 1},}}")


class Tokens:
    """One text's tokens in parallel lists; a piece of the text is a range of indices.

    A number is a token for which ``str.isdecimal`` holds: the same digits a regular
    expression's ``\\d`` accepts, which ``int`` reads; where an action takes a number, a
    number word of the vocabulary is one too (:meth:`is_number`).
    """

    def __init__(self, text: str, vocab: Vocabulary) -> None:
        self.text = text
        self.vocab = vocab
        self.toks: list[str] = []
        self.lows: list[str] = []
        self.starts: list[int] = []
        self.kinds = ""
        self._marks: list[int] | None = None

    def load(self, folded: str | None = None) -> int:
        """Fold and tokenize the text; returns the number of its tokens.

        ``folded``: the text already folded and followed by more after a space (a board's
        actions), tokenized at once; the tokens of what follows come after the text's own.
        """
        text = self.text
        if len(text) > MAX_CHARS:
            raise NotationError("too_large", (MAX_CHARS, len(text)), "chars", limit=MAX_CHARS)
        folded = fold(text) if folded is None else folded
        if len(folded) > _LONGEST_DIGITS and (run := _TOO_MANY_DIGITS.search(folded)):
            raise NotationError("too_large", run.span(), "number", limit=MAX_NUMBER)
        self.tokens(*scan(folded))
        count = bisect_left(self.starts, len(text))  # the text's own tokens
        if not count:
            raise NotationError("syntax", (0, len(text)), "empty")
        return count

    def tokens(self, toks: list[str], starts: list[int], kinds: str) -> None:
        """Read these tokens, starting at these offsets, of these kinds (:func:`scan`)."""
        self.toks, self.starts = toks, starts
        # Lower-cased at once: no token holds a blank, and a blank is neither cased nor
        # case-ignorable, so each token is lower-cased as it is alone (a final sigma too).
        self.lows = lows = " ".join(toks).lower().split(" ") if toks else []
        # One character per token: the punctuation itself, ">" for an arrow, "v" for a word
        # that separates sides (``vs``), "w" for any other word. str.find on it looks for
        # punctuation in a range with no exception on a miss.
        vs = self.vocab.vs
        if not vs.isdisjoint(lows):
            kinds = "".join(
                ["v" if low in vs else kind for low, kind in zip(lows, kinds, strict=True)]
            )
        self.kinds = kinds
        self._marks = None

    # -- spans and small pieces -------------------------------------------------------

    def end(self, i: int) -> int:
        return self.starts[i] + len(self.toks[i])

    def at(self, i: int) -> Span:
        """The span of token ``i``."""
        return (self.starts[i], self.starts[i] + len(self.toks[i]))

    def span(self, lo: int, hi: int, default: Span = (0, 0)) -> Span:
        """The span of tokens ``lo`` to ``hi`` (exclusive); ``default`` when empty."""
        if hi <= lo:
            return default
        starts = self.starts
        return (starts[lo], starts[hi - 1] + len(self.toks[hi - 1]))

    def find(self, tok: str, lo: int, hi: int) -> int | None:
        """The index of the first punctuation token ``tok`` in ``lo``..``hi``, at any depth."""
        at = self.kinds.find(tok, lo, hi)
        return None if at < 0 else at

    def is_number(self, i: int) -> bool:
        """Whether token ``i`` writes a number: digits, or a number word of the vocabulary
        (``two``, ``due``, ``zwei``, ``二``), read where an action takes a number."""
        return self.toks[i].isdecimal() or self.lows[i] in self.vocab.numbers

    def number(self, lo: int, hi: int | None = None) -> int:
        """The number tokens ``lo``..``hi`` write (token ``lo`` alone by default): digits,
        digits after ``x`` or ``×`` (``x2``), or a number word (:meth:`is_number`); one
        above ``MAX_NUMBER`` is refused."""
        if hi is None:
            hi = lo + 1
        digits = "".join(self.toks[lo:hi]).lower().lstrip("x×")
        if not digits.isdecimal():
            return self.vocab.numbers[self.lows[lo]]
        value = int(digits)
        if value > MAX_NUMBER:
            raise NotationError("too_large", self.span(lo, hi), "number", limit=MAX_NUMBER)
        return value

    def words(self, lo: int, hi: int, what: str, default: Span) -> str:
        """Join word tokens into a name; anything else is a syntax error."""
        if lo >= hi:
            raise NotationError("syntax", default, f"expected-{what}")
        if hi == lo + 1 and self.kinds[lo] in "wv":  # one word: most names
            return self.toks[lo]
        parts = self.toks[lo:hi]
        if not PUNCT.isdisjoint(parts):
            bad = next(i for i in range(lo, hi) if self.toks[i] in PUNCT)
            raise NotationError("syntax", self.at(bad), "unexpected", token=self.toks[bad])
        return " ".join(parts)

    def ref(self, lo: int, hi: int, default: Span = NO_SPAN) -> Ref:
        """The reference tokens ``lo`` to ``hi`` write (a name, an id, a number), with its
        span and its words without articles; a missing one is an ``expected-reference``
        error at ``default``."""
        if hi == lo + 1 and self.kinds[lo] in "wv":  # one word: most references
            text = self.toks[lo]
            start = self.starts[lo]
            bare = self.bare(lo, hi) if self.vocab.articles else ""  # no call in English
            return Ref(text, (start, start + len(text)), bare)
        text = self.words(lo, hi, "reference", default)
        return Ref(text, self.span(lo, hi), self.bare(lo, hi))

    def bare(self, lo: int, hi: int) -> str:
        """The words ``lo``..``hi`` without the articles before them (``a la Araña`` ->
        ``Araña``, ``l'Ours`` -> ``Ours``); "" when they start with none."""
        articles = self.vocab.articles
        if not articles:
            return ""
        lows, words = self.lows, list(self.toks[lo:hi])
        i = lo
        while i < hi - 1 and lows[i] in articles:
            i += 1
        words = words[i - lo :]
        low = lows[i]
        cut = next((len(a) for a in articles if a[-1] in "'’" and low.startswith(a)), 0)
        if 0 < cut < len(low):
            words[0] = words[0][cut:]
        elif i == lo:
            return ""
        return " ".join(words)

    def marks(self) -> list[int]:
        """Indices of the punctuation and the ``vs`` words, the only tokens a split reads."""
        if self._marks is None:
            self._marks = [i for i, kind in enumerate(self.kinds) if kind != "w"]
        return self._marks

    def split(
        self, lo: int, hi: int, sep: str, vs: bool = False
    ) -> tuple[list[tuple[int, int]], list[int]]:
        """Split ``lo``..``hi`` at the punctuation ``sep`` (and at the ``vs`` words, when
        ``vs``) outside parentheses.

        Returns the parts as index ranges and the separators' indices.
        """
        kinds = self.kinds
        seps: list[int] = []
        if kinds.find("(", lo, hi) >= 0 or (vs and kinds.find("v", lo, hi) >= 0):
            # Walk the marks only: the other tokens change neither depth nor parts.
            marks = self.marks()
            depth = 0
            for i in islice(marks, bisect_left(marks, lo), None):
                if i >= hi:
                    break
                kind = kinds[i]
                if kind == "(":
                    depth += 1
                elif kind == ")":
                    depth = max(0, depth - 1)
                elif depth == 0 and (kind == sep or (vs and kind == "v")):
                    seps.append(i)
        else:
            at = kinds.find(sep, lo, hi)
            while at >= 0:
                seps.append(at)
                at = kinds.find(sep, at + 1, hi)
        parts = []
        prev = lo
        for i in seps:
            parts.append((prev, i))
            prev = i + 1
        parts.append((prev, hi))
        return parts, seps

    # -- the grammar ------------------------------------------------------------------

    def paren_list(self, i: int, hi: int, shape: str) -> tuple[int, list[str]]:
        """``WORD(A, B C)`` at token ``i``: the words after it, split at commas and spaces
        (one entry each, kept as written); returns the index after ``)``."""
        after, groups = self.paren_groups(i, hi, shape)
        return after, [word for group in groups for word in group]

    def paren_groups(self, i: int, hi: int, shape: str) -> tuple[int, list[list[str]]]:
        """``WORD(A, B C)`` at token ``i``: the words between commas (``[[A], [B, C]]``);
        returns the index after ``)``."""
        toks = self.toks
        close = self.find(")", i + 2, hi)
        if i + 1 >= hi or toks[i + 1] != "(" or close is None or close == i + 2:
            raise NotationError("syntax", self.span(i, min(hi, i + 2)), shape)
        groups: list[list[str]] = [[]]
        for j in range(i + 2, close):
            tok = toks[j]
            if tok == ",":
                groups.append([])
            elif tok in PUNCT:
                raise NotationError("syntax", self.at(j), "unexpected", token=tok)
            else:
                groups[-1].append(tok)
        return close + 1, [group for group in groups if group]
