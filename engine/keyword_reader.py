"""The keyword reader: the keywords written after a creature's P/T, up to its first clause
word (NOTATION.md section 1), with its colours, types and protections."""

from __future__ import annotations

from engine.errors import NotationError, Span
from engine.keywords import ORDER, WITH_A_NUMBER, Arg, Keyword
from engine.tokens import Tokens
from engine.vocabulary import MAX_NUMBER, PUNCT, fold

# Enum members read per keyword: module constants, as reading a member off its enum class
# is slow in Python 3.11.
_FLAG, _NUMBER, _TOXIC, _DAMAGE = Arg.NONE, Arg.NUMBER, Keyword.TOXIC, Keyword.DAMAGE
_QUALITY = Arg.QUALITY


class KeywordReader(Tokens):
    """Reads a creature's keywords; the colours, types and protections among them are kept
    in ``extra`` for the creature being read."""

    extra: tuple[list[str], list[str], list[str]] | None = None

    def keywords(
        self, lo: int, hi: int
    ) -> tuple[int, frozenset[Keyword], int, int, tuple[str, ...], tuple[tuple[Keyword, int], ...]]:
        """Read keywords from ``lo`` up to the first clause word; returns where they stop."""
        flags: list[Keyword] = []
        self.extra = None
        toxic = damage = 0
        numbers: dict[Keyword, int] = {}
        ciphers: list[str] = []
        toks, lows, starts = self.toks, self.lows, self.starts
        vocab = self.vocab
        flag_words, starting, clause = vocab.flag_words, vocab.starting, vocab.clause
        i = lo
        while i < hi:
            low = lows[i]
            flag = flag_words.get(low)
            if flag is not None and (
                flag not in WITH_A_NUMBER or i + 1 >= hi or not toks[i + 1].isdecimal()
            ):  # most keywords: one word, no value
                flags.append(flag)
                i += 1
                continue
            if low == "," and i > lo:  # between keywords, as cards print them
                i += 1
                continue
            keyword: Keyword | None = None
            arg = _FLAG
            size = 1
            for words, found, found_arg in starting.get(low, ()):
                size = len(words)
                if size == 1 or (i + size <= hi and tuple(lows[i : i + size]) == words):
                    keyword, arg = found, found_arg
                    break
            if keyword is None and low in clause:
                break  # a keyword may begin with an attack word ("attaque à chaque combat")
            glued = -1  # the number of a keyword written with it (毒性2), as on cards
            if keyword is None:
                if (
                    ((i > lo and low in vocab.and_words) or low in vocab.articles)
                    and i + 1 < hi
                    and self.starts_keyword(i + 1)
                ):
                    # "volare e cautela", "le vol et la vigilance": the last two keywords
                    # joined, and an article before a keyword, as cards print them
                    i += 1
                    continue
                joined = self._conjoined(low)
                if joined is not None:  # 「飛行と警戒」
                    for found, value in joined:
                        if value > MAX_NUMBER:
                            raise NotationError("too_large", self.at(i), "number", limit=MAX_NUMBER)
                        if value < 0:
                            flags.append(found)
                        elif found is _TOXIC:
                            toxic += value
                        elif found is _DAMAGE:
                            damage += value
                        else:
                            numbers[found] = numbers.get(found, 0) + value
                    i += 1
                    continue
                found_glued = self._glued_number(i)
                if found_glued is None:
                    after = self._attribute(i, hi)
                    if after is not None:  # a colour or type(...)
                        i = after
                        continue
                    tok = toks[i]
                    if tok in PUNCT:
                        raise NotationError("syntax", self.at(i), "unexpected", token=tok)
                    raise NotationError("unknown_keyword", self.at(i), "unknown-keyword", token=tok)
                keyword, glued = found_glued
                arg, size = _NUMBER, 1
            i += size
            if arg is _FLAG:
                if keyword in WITH_A_NUMBER and i < hi and toks[i].isdecimal():
                    keyword, arg = WITH_A_NUMBER[keyword], _NUMBER  # banda 1: band 1
                else:
                    flags.append(keyword)
                    continue
            kw_span = (starts[i - size], self.end(i - 1))
            if arg is _NUMBER:
                if glued >= 0:
                    value = glued
                elif i >= hi or not toks[i].isdecimal():
                    raise NotationError("syntax", kw_span, "keyword-number", keyword=keyword.value)
                else:
                    value = self.number(i)
                    i += 1
                if keyword is _TOXIC:
                    toxic += value
                elif keyword is _DAMAGE:
                    damage += value
                else:
                    value = numbers[keyword] = numbers.get(keyword, 0) + value
                if toxic > MAX_NUMBER or damage > MAX_NUMBER or value > MAX_NUMBER:
                    raise NotationError("too_large", kw_span, "number", limit=MAX_NUMBER)
            elif arg is _QUALITY:
                i = self._quality(i, hi, kw_span)
            else:
                # The spell's name ends at ")", which must come before any clause word.
                end = i
                while end < hi and lows[end] not in clause:
                    end += 1
                if i >= end or toks[i] != "(":
                    raise NotationError("syntax", kw_span, "cipher-shape")
                close = self.find(")", i + 1, end)
                if close is None or close == i + 1:
                    raise NotationError("syntax", (kw_span[0], self.end(end - 1)), "cipher-shape")
                inner = self.text[starts[i + 1] : self.end(close - 1)]
                spell = " ".join(fold(inner).split())
                ciphers.append(vocab.spells.get(spell.lower(), spell))
                i = close + 1
        in_order: tuple[tuple[Keyword, int], ...] = ()
        if numbers:
            in_order = tuple(sorted(numbers.items(), key=lambda item: ORDER[item[0]]))
        return i, frozenset(flags), toxic, damage, tuple(ciphers) if ciphers else (), in_order

    def extras(self) -> tuple[list[str], list[str], list[str]]:
        """The colours, types and protections of the creature being read (made on first use,
        so a creature without them costs nothing)."""
        if self.extra is None:
            self.extra = ([], [], [])
        return self.extra

    def _attribute(self, i: int, hi: int) -> int | None:
        """A colour word or ``type(...)`` at token ``i``, kept in ``self.extra``; returns
        where it stops, or None when token ``i`` is neither."""
        low = self.lows[i]
        vocab = self.vocab
        color = vocab.colors.get(low)
        if color is not None:
            extra = self.extras()
            if color and color not in extra[0]:
                extra[0].append(color)
            return i + 1
        if low in vocab.type_words and i + 1 < hi and self.toks[i + 1] == "(":
            after, found = self.paren_list(i, hi, "type-shape")
            extra = self.extras()
            card_types = vocab.card_types
            for word in found:
                word = card_types.get(word.lower(), word)
                if word not in extra[1]:
                    extra[1].append(word)
            return after
        return None

    def _quality(self, i: int, hi: int, kw_span: Span) -> int:
        """What protection is from, after its keyword: one word or ``(A, B)`` (702.16g)."""
        toks = self.toks
        if i >= hi or self.lows[i] in self.vocab.clause or (toks[i] in PUNCT and toks[i] != "("):
            raise NotationError("syntax", kw_span, "protection-shape")
        if toks[i] == "(":
            after, found = self.paren_list(i - 1, hi, "protection-shape")
            while after < hi and toks[after] == "(":  # プロテクション（白）（青）
                after, more = self.paren_list(after - 1, hi, "protection-shape")
                found += more
        else:
            after, found = self._joined(i, hi)
        qualities = self.vocab.qualities
        protections = self.extras()[2]
        for word in [part for each in found for part in self._glued_qualities(each)]:
            quality = qualities.get(word.lower(), word)
            if quality not in protections:
                protections.append(quality)
        return after

    def _glued_qualities(self, word: str) -> list[str]:
        """Qualities joined in one word by a word for "and" written without spaces, as
        Japanese writes them (「白と青」, 「白・青」): each alone; else the word as it is (a
        subtype may hold the joiner)."""
        qualities = self.vocab.qualities
        if word.isascii() or word.lower() in qualities:
            return [word]
        for joiner in self.vocab.and_words:
            if not joiner.isascii() and joiner in word:
                parts = word.split(joiner)
                if all(part.lower() in qualities for part in parts):
                    return parts
        return [word]

    def _joined(self, i: int, hi: int) -> tuple[int, list[str]]:
        """The quality at token ``i`` and those joined to it (``red and from white``,
        ``Rot und vor Weiß``); returns where they stop."""
        lows, vocab = self.lows, self.vocab
        found = [self.toks[i]]
        after = i + 1
        while after < hi and lows[after] in vocab.and_words:
            k = after + 1
            while k < hi and lows[k] in vocab.from_words:
                k += 1
            if k >= hi or lows[k] not in vocab.qualities:
                break
            found.append(self.toks[k])
            after = k + 1
        return after, found

    def starts_keyword(self, i: int) -> bool:
        """Whether token ``i`` begins a keyword, perhaps after articles (``la vigilance``):
        a spelling's first word, a keyword with its number glued on (``毒性2``), or keywords
        joined in one word (「飛行と警戒」)."""
        low = self.lows[i]
        if low in self.vocab.starting:
            return True
        if low in self.vocab.articles:
            return i + 1 < len(self.lows) and self.starts_keyword(i + 1)
        return self._glued_number(i) is not None or self._conjoined(low) is not None

    def _conjoined(self, low: str) -> list[tuple[Keyword, int]] | None:
        """A word that is one-word keywords joined by a word for "and" written without
        spaces, as Japanese writes them (「飛行と警戒」, 「毒性1と接死」): each keyword with
        its number (-1 for none), or None."""
        if low.isascii():
            return None
        for joiner in self.vocab.and_words:
            if not joiner.isascii() and joiner in low:
                found = self._joined_by(low, joiner)
                if found is not None and len(found) > 1:
                    return found
        return None

    def _joined_by(self, low: str, joiner: str) -> list[tuple[Keyword, int]] | None:
        """``low`` as one-word keywords joined by ``joiner``, the first cut at the first
        place that leaves a keyword before it (a name may hold the joiner: 他とのバンド)."""
        one = self._one_word(low)
        if one is not None:
            return [one]
        at = low.find(joiner)
        while at > 0:
            head = self._one_word(low[:at])
            if head is not None:
                rest = self._joined_by(low[at + len(joiner) :], joiner)
                if rest is not None:
                    return [head, *rest]
            at = low.find(joiner, at + 1)
        return None

    def _one_word(self, low: str) -> tuple[Keyword, int] | None:
        """A one-word flag keyword (number -1) or number keyword with its number glued on."""
        for words, found, found_arg in self.vocab.starting.get(low, ()):
            if len(words) == 1 and found_arg is _FLAG:
                return found, -1
        return self._number_glued(low)

    def _glued_number(self, i: int) -> tuple[Keyword, int] | None:
        """Token ``i`` as a one-word number keyword with its number glued on (``毒性2``)."""
        found = self._number_glued(self.lows[i])
        if found is not None and found[1] > MAX_NUMBER:
            raise NotationError("too_large", self.at(i), "number", limit=MAX_NUMBER)
        return found

    def _number_glued(self, low: str) -> tuple[Keyword, int] | None:
        """A word that is a one-word number keyword with its number glued on (``毒性2``)."""
        digits = len(low) - len(low.rstrip("0123456789"))
        if digits == 0 or digits == len(low):
            return None
        for words, found, found_arg in self.vocab.starting.get(low[:-digits], ()):
            if len(words) == 1 and (found_arg is _NUMBER or found in WITH_A_NUMBER):
                return WITH_A_NUMBER.get(found, found), int(low[-digits:])
        return None
