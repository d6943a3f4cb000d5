"""Actions during combat: the notation after the board (README "Actions during combat").

A board may end with moments, each after a ``;``::

    BOARD { ";" MOMENT ":" EFFECT { "," EFFECT } }
    MOMENT = at beginning of combat | after attacks | after blocks | after first strike
           | at end of combat
    EFFECT = destroy REF | exile REF | bounce REF | sacrifice REF | remove REF [from combat]
           | REF +N/+N | REF +1/+1 counter [xN] | REF -1/-1 counter [xN]
           | REF gains KEYWORD {KEYWORD} | REF loses KEYWORD {KEYWORD}
           | fog | prevent all | prevent N [damage] to REF | prevent N [damage] from REF
           | REF can't be prevented | put CREATURE | tap REF | untap REF
           | SOURCE {QUALITY} deals N [damage] to REF | REF gains|loses N life
           | REF becomes {QUALITY} | REF assigns N to REF {"," N to REF}

Every structural word has its Italian, German and Japanese spellings too
(``locales/keywords.toml``, ``[actions.*]``); a verb may also come after its reference and a
keyword list before ``gains`` / ``loses``, as Japanese writes them (``熊 破壊``,
``熊 先制攻撃 を得る``). A ``;`` starts the actions only when a moment follows it, so every
board written before keeps its meaning. The shape is checked here; references are resolved
when the combat reaches the moment (``engine/combat/actions.py``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import cache, cached_property

from engine.action_words import FILLERS, ORDERS, SHARE_ORDERS, VERBS
from engine.board_reader import BoardReader
from engine.errors import NotationError, Span
from engine.keywords import Keyword
from engine.model import COLORS, MOMENTS, Action, Board, Creature, Moment, Ref
from engine.vocabulary import MAX_NUMBER

_PUMP = re.compile(r"([+-])(\d+)/([+-])(\d+)\Z")
_SIGNED = re.compile(r"[-+\d/]+\Z")
_TIMES = re.compile(r"[x×](\d+)\Z")
# The card types a source or a ``becomes`` may name without ``type(...)``, and the articles
# English writes before them (``becomes an artifact``).
_TYPES = {t.lower(): t for t in ("Instant", "Sorcery", "Artifact", "Creature", "Enchantment")}
_ARTICLES = frozenset({"a", "an"})
# The roles of the other languages' words that stand where English writes those articles
# (``devient un artefact``, ``wird ein Artefakt``).
_ARTICLE_ROLES = frozenset({"one", "article"})
# The keywords a number may follow in an action: toxic and the numbered combat keywords;
# ``damage N`` (already marked) and ``band N`` (a declaration) are not abilities.
_NOT_GAINED = frozenset({Keyword.DAMAGE, Keyword.BAND})
# The first East Asian character (CJK radicals): such characters glued to others are two
# words in the actions (``2点``, ``+1/+1カウンター``, ``Bobは``).
_WIDE = "\u2e80"
# The slots of ORDERS that take one or more words, and every slot (the others are words).
_SLOTS = frozenset({"REF", "SOURCE", "SHARES"})
_ANY_SLOT = _SLOTS | {"PT", "TIMES", "N"}


class ActionParser:
    """Reads the moments from a parser over the actions' text (the board blanked out)."""

    def __init__(self, parser: BoardReader, board: Board) -> None:
        self.p = parser
        self.board = board
        vocab = parser.vocab
        self.words = vocab.actions
        shapes = vocab.action_shapes
        self.starting, self.ending = shapes.starting, shapes.ending
        self.suffixes, self.particles = shapes.suffixes, shapes.particles
        self.prefixes = shapes.prefixes
        self.fillers = shapes.fillers
        self.firsts = shapes.firsts

    @cached_property
    def names(self) -> frozenset[str]:
        """The board's players and permanents, lower-case (read only where a word is not
        ASCII, so most boards never make it)."""
        return frozenset(
            name.lower()
            for side in self.board.sides
            for player in side.players
            for name in (player.name, *(thing.name for thing in player.things))
            if name
        )

    # -- tokens ---------------------------------------------------------------------------

    def segment(self, lo: int) -> None:
        """Cut the words from token ``lo`` on (the board's tokens come before it) as the
        actions read them, and leave out the fillers (``the next``, は, を, 個):

        - a word glued to a non-ASCII structural word is two (``熊を破壊`` -> ``熊``
          ``を破壊``; ``壁に`` -> ``壁`` ``に``), and so is a particle glued before a
          keyword or a colour (``騎士は二段攻撃`` -> ``騎士`` ``は`` ``二段攻撃``) or
          beside a name of the board (``ショックは壁`` -> ``ショック`` ``は`` ``壁``);
        - ASCII and other characters glued together are apart (``2点``, ``+1/+1カウンター``);
        - a word with a hyphen before a structural word is two (``+1/+1-Marke``)."""
        p = self.p
        words = self.words
        toks, starts, kinds = p.toks, p.starts, p.kinds
        cuts: list[tuple[int, list[tuple[str, int]]]] = []  # the tokens cut, and their pieces
        # No word of an ASCII text without a hyphen is cut (most actions written in English).
        text = p.text
        words_cut = range(0) if text.isascii() and "-" not in text else range(lo, len(toks))
        for i in words_cut:
            tok = toks[i]
            # An ASCII word without a hyphen is never cut: most tokens stop at this test.
            if kinds[i] != "w" or (tok.isascii() and "-" not in tok) or (p.lows[i],) in words:
                continue
            pieces = self.cut(tok, starts[i])
            if pieces[0][1] != starts[i] or len(pieces) > 1:
                cuts.append((i, pieces))
        if cuts:
            new_toks, new_starts, new_kinds = toks[:lo], starts[:lo], [kinds[:lo]]
            prev = lo
            for i, pieces in cuts:
                new_toks += toks[prev:i]
                new_starts += starts[prev:i]
                new_kinds.append(kinds[prev:i] + "w" * len(pieces))
                for piece, at in pieces:
                    new_toks.append(piece)
                    new_starts.append(at)
                prev = i + 1
            new_toks += toks[prev:]
            new_starts += starts[prev:]
            new_kinds.append(kinds[prev:])
            p.tokens(new_toks, new_starts, "".join(new_kinds))
        self.leave_out_fillers(lo)

    def cut(self, tok: str, start: int) -> list[tuple[str, int]]:
        """The pieces of one word (:meth:`segment`), with where each starts."""
        words = self.words
        if tok.isascii():
            head, dash, tail = tok.rpartition("-")
            if not dash or (tail.lower(),) not in words or head.endswith("-"):
                return [(tok, start)]
            tail_piece = (tail, start + len(head) + 1)  # -1/-1-Marke: "-1/" "-1" "-Marke"
            return [(head, start), tail_piece] if head else [tail_piece]
        runs: list[tuple[str, int]] = []  # East Asian characters and the others apart
        at = 0
        for k in range(1, len(tok) + 1):
            if k == len(tok) or (tok[k] >= _WIDE) != (tok[at] >= _WIDE):
                runs.append((tok[at:k], start + at))
                at = k
        pieces: list[tuple[str, int]] = []
        for run, at in runs:
            pieces += self.unglue(run, at) if run[0] >= _WIDE else [(run, at)]
        return pieces

    def unglue(self, run: str, start: int) -> list[tuple[str, int]]:
        """A run of non-ASCII characters cut before the structural words it ends with and
        around a particle a keyword or colour follows, a colour or card type goes before (a
        source's last quality: ``インスタントは壁``), or with a name of the board on either
        side of it."""
        words, vocab = self.words, self.p.vocab
        lead = self.lead(run, start)
        if len(lead) > 1:
            return lead[:1] + self.unglue(*lead[1])
        tail: list[tuple[str, int]] = []
        while (run.lower(),) not in words:
            low = run.lower()
            cut = next((s for s in self.suffixes if len(low) > len(s) and low.endswith(s)), None)
            if cut is None:
                break
            head = len(run) - len(cut)
            tail.insert(0, (run[head:], start + head))
            run = run[:head]
        for particle in () if run.lower() in self.names else self.particles:
            at = run.find(particle)
            rest = run[at + len(particle) :].lower()
            before = run[:at].lower()
            named = rest in self.names or before in self.names
            quality = at > 0 and (before in vocab.colors or before in vocab.card_types)
            if (
                at >= 0
                and rest
                and (rest in vocab.starting or rest in vocab.colors or named or quality)
            ):
                after = at + len(particle)
                parts = [(run[:at], start), (particle, start + at)]
                parts += self.lead(run[after:], start + after)
                return [part for part in parts if part[0]] + tail
        return [(run, start), *tail]

    def lead(self, run: str, start: int) -> list[tuple[str, int]]:
        """A run cut after a filler a clause may start with (``ターン終了時まで先制攻撃`` ->
        ``ターン終了時まで`` ``先制攻撃``), or the run alone."""
        low = run.lower()
        for prefix in self.prefixes:
            if len(low) > len(prefix) and low.startswith(prefix):
                return [(run[: len(prefix)], start), (run[len(prefix) :], start + len(prefix))]
        return [(run, start)]

    def leave_out_fillers(self, lo: int) -> None:
        """Leave the fillers' tokens out of the actions (``the next``, は, を, 個)."""
        p = self.p
        lows = p.lows
        n = len(lows)
        fillers = self.fillers
        out: list[int] = []  # the tokens left out
        for i in [i for i in range(lo, n) if lows[i] in fillers]:
            if out and i < out[-1] + 1:
                continue  # within the filler just left out
            found = self.role_at(i, n)
            if found is not None and found[0] in FILLERS:
                out += range(i, i + found[1])
        if out:
            gone = set(out)
            keep = [i for i in range(lo, n) if i not in gone]
            kinds = p.kinds
            p.tokens(
                p.toks[:lo] + [p.toks[i] for i in keep],
                p.starts[:lo] + [p.starts[i] for i in keep],
                kinds[:lo] + "".join(kinds[i] for i in keep),
            )

    def role_at(self, i: int, hi: int) -> tuple[str, int] | None:
        """The longest structural word that starts at token ``i`` (before ``hi``)."""
        lows = self.p.lows
        for size in self.starting.get(lows[i], ()):
            if i + size <= hi and (role := self.words.get(tuple(lows[i : i + size]))):
                return role, size
        return None

    def role_before(self, lo: int, hi: int) -> tuple[str, int] | None:
        """The longest structural word that ends just before token ``hi`` (after ``lo``)."""
        lows = self.p.lows
        for size in self.ending.get(lows[hi - 1], ()):
            if hi - size >= lo and (role := self.words.get(tuple(lows[hi - size : hi]))):
                return role, size
        return None

    def glued(self, i: int, hi: int) -> tuple[str, int]:
        """The text of the tokens from ``i`` written with no space between them, and where
        they stop (``-1/-1`` is two tokens, ``-1/`` and ``-1``)."""
        p = self.p
        toks, starts = p.toks, p.starts
        end = i + 1
        if end >= hi or starts[end] != starts[i] + len(toks[i]):  # the usual lone token
            return toks[i], end
        while end < hi and starts[end] == p.end(end - 1) and _SIGNED.match(toks[end]):
            end += 1
        return "".join(toks[i:end]), end

    # -- the grammar ----------------------------------------------------------------------

    def moments(self, segments: list[Span]) -> tuple[Moment, ...]:
        p = self.p
        out: list[Moment] = []
        seen = -1
        for start, end in segments:
            lo = bisect_left(p.starts, start)
            hi = bisect_left(p.starts, end)
            span = p.span(lo, hi, (start, start + 1))
            colon = p.find(":", lo, hi)
            head_end = hi if colon is None else colon
            head = self.role_at(lo, head_end) if head_end > lo else None
            if colon is None and head is not None and head[0] in MOMENTS:
                end_of_head = p.end(lo + head[1] - 1)
                raise NotationError("syntax", (end_of_head, end_of_head), "moment-colon")
            if head is None or head[1] != head_end - lo or head[0] not in MOMENTS:
                raise NotationError("syntax", p.span(lo, head_end, span), "expected-moment")
            assert colon is not None
            moment = head[0]
            order = MOMENTS.index(moment)
            if order <= seen:
                raise NotationError("syntax", p.span(lo, colon), "moment-order")
            seen = order
            actions = self.effects(colon + 1, hi, p.span(lo, colon + 1))
            out.append(Moment(moment, actions, span))
        return tuple(out)

    def effects(self, lo: int, hi: int, head: Span) -> tuple[Action, ...]:
        p = self.p
        parts = p.keyword_lists(p.split(lo, hi, ",")[0])
        actions: list[Action] = []
        skip_to = 0
        for index, (a, b) in enumerate(parts):
            if a >= b or index < skip_to:  # forgiving: extra commas; a division's shares
                continue
            across = self.across(parts, index)
            if across is not None:
                action, skip_to = across
                actions.append(action)
                continue
            last = actions[-1] if actions else None
            if last is not None and last.effect == "assign" and self.is_share(a, b):
                # ``Giant assigns 1 to Ox, 4 to Bear``: the next share of the same division.
                last.shares += (self.share(a, b, p.span(a, b)),)
                last.span = (last.span[0], p.end(b - 1))
                continue
            try:
                actions.append(self.effect(a, b))
            except NotationError as error:
                merged = self.over_comma(parts, index)
                if merged is None:
                    raise error
                actions.append(merged)
                skip_to = index + 2
        if not actions:
            raise NotationError("syntax", head, "expected-action")
        return tuple(actions)

    def over_comma(self, parts: list[Span], index: int) -> Action | None:
        """A prevention whose relative clause follows a comma, as German prints it
        (``verhindere die nächsten 3 Schadenspunkte, die Bob zugefügt würden``), read over
        ``parts[index]`` and the part after it; None when they are not one."""
        lo, hi = parts[index]
        first = self.role_at(lo, hi)
        if first is None or first[0] != "prevent" or index + 1 >= len(parts):
            return None
        try:
            return self.effect(lo, parts[index + 1][1])
        except NotationError:
            return None

    def across(self, parts: list[Span], index: int) -> tuple[Action, int] | None:
        """An order with SHARES written over ``parts[index]`` and the parts after it, up to
        one that ends with the order's last word (``巨人は牛に1点、熊に4点を割り振る``):
        the action and the index of the part after it, or None."""
        lo = parts[index][0]
        for last in range(index + 1, len(parts)):
            hi = parts[last][1]
            if hi <= lo:
                continue
            end = self.role_before(lo, hi)
            if end is None or not _ends_across(end[0]):
                continue
            first = self.role_at(lo, hi)
            fitting = _fitting(None if first is None else first[0], end[0], across=True)
            for effect, order in fitting:
                slots = self.order(order, 0, lo, hi, {})
                if slots is not None:
                    return self.ordered(effect, slots, self.p.span(lo, hi)), last + 1
        return None

    def effect(self, lo: int, hi: int) -> Action:
        p = self.p
        span = p.span(lo, hi)
        first = self.role_at(lo, hi)
        last = self.role_before(lo, hi)
        fitting = _fitting(None if first is None else first[0], None if last is None else last[0])
        for effect, order in fitting:
            slots = self.order(order, 0, lo, hi, {})
            if slots is not None:
                return self.ordered(effect, slots, span)
        if first is not None:
            role, size = first
            rest = lo + size
            if role == "fog" and rest == hi:
                return Action("fog", span=span)
            if role == "prevent":
                return self.prevent(rest, hi, span)
            if role == "put":
                thing = p.thing(rest, hi) if rest < hi else None
                if not isinstance(thing, Creature):
                    raise NotationError("syntax", span, "put-shape")
                return Action("put", creature=thing, span=span)
            if role in VERBS:
                if role == "remove":
                    tail = self.role_before(rest, hi)
                    if tail is not None and tail[0] == "from_combat":
                        hi -= tail[1]
                return Action(role, self.p.ref(rest, hi, span), span=span)
        if last is not None:
            role, size = last
            if role in VERBS and hi - size > lo:  # 熊 破壊
                return Action(role, self.p.ref(lo, hi - size, span), span=span)
            if role == "prevent" and hi - size > lo:  # すべての戦闘ダメージを軽減する
                whole = self.role_at(lo, hi - size)
                if whole is not None and whole[0] == "all" and lo + whole[1] == hi - size:
                    return Action("fog", span=span)
            if role == "from_combat" and hi - size > lo:  # 熊 戦闘から (取り除く)
                return Action("remove", self.p.ref(lo, hi - size, span), span=span)
            if role == "unpreventable" and hi - size > lo:
                return Action("unpreventable", self.p.ref(lo, hi - size, span), span=span)
            if role in ("gain", "lose") and hi - size > lo + 1:  # 熊 先制攻撃 を得る
                for k in range(lo + 1, hi - size - 1):  # Bob は 3点のライフを失う
                    life = self.life(role, lo, k, k, hi - size, span)
                    if life is not None:
                        return life
                return self.keyword_change(role, lo, hi - size, None, span)
            if role == "becomes" and hi - size > lo + 1:  # 壁は赤になる
                return self.becomes(lo, hi - size - 1, hi - size - 1, hi - size, span)
        for k in range(lo + 1, hi):
            text, stop = self.glued(k, hi)
            pump = _PUMP.match(text)
            if pump is not None:
                return self.modifier(pump, lo, k, stop, hi, span)
            found = self.role_at(k, hi)
            if found is None:
                continue
            role, size = found
            if role == "gain" and k + size < hi:  # Ours gagne +2/+2, as French cards print it
                text, stop = self.glued(k + size, hi)
                pump = _PUMP.match(text)
                if pump is not None and stop == hi:
                    return self.modifier(pump, lo, k + size, stop, hi, span, ref_end=k)
            if role in ("gain", "lose"):
                life = self.life(role, lo, k, k + size, hi, span)
                if life is not None:
                    return life
                return self.keyword_change(role, lo, hi, k + size, span, k)
            if role == "becomes":
                return self.becomes(lo, k, k + size, hi, span)
            if role == "deals":
                return self.deals(lo, k, k + size, hi, span)
            if role == "assign":
                source = self.p.ref(lo, k, span)
                shares = (self.share(k + size, hi, span),)
                return Action("assign", source, shares=shares, span=span)
        raise NotationError("syntax", span, "expected-action")

    def order(
        self, order: tuple[str, ...], at: int, i: int, hi: int, slots: dict[str, tuple[int, int]]
    ) -> dict[str, tuple[int, int]] | None:
        """The slots of ``order`` (from its item ``at``) in tokens ``i``..``hi``, each as its
        tokens' range, or None when the tokens are not written in that order."""
        if at == len(order):
            return slots if i == hi else None
        if i >= hi:
            return None
        item = order[at]
        if item in _SLOTS:
            for end in self.slot_ends(order, at, i, hi):
                if item == "SHARES" and self.shares_in(i, end) is None:
                    continue
                found = self.order(order, at + 1, end, hi, {**slots, item: (i, end)})
                if found is not None:
                    return found
            return None
        if item in ("PT", "TIMES"):
            text, stop = self.glued(i, hi)
            if not (_PUMP if item == "PT" else _TIMES).match(text.lower()):
                return None
            return self.order(order, at + 1, stop, hi, {**slots, item: (i, stop)})
        if item == "N":
            if not self.p.is_number(i):
                return None
            return self.order(order, at + 1, i + 1, hi, {**slots, item: (i, i + 1)})
        word = self.role_at(i, hi)
        if word is None or word[0] != item:
            return None
        return self.order(order, at + 1, i + word[1], hi, slots)

    def slot_ends(self, order: tuple[str, ...], at: int, i: int, hi: int) -> list[int]:
        """Where a slot of several words starting at token ``i`` may end, in the order to
        try: the whole rest when it is the order's last item; before another slot of several
        words, first where a particle was left out (``ショックは壁``: ``ショック`` ends at
        は), then the longest that leaves one word (a source's qualities are its own); else
        the shortest the rest of the order reads after."""
        if at + 1 == len(order):
            return [hi]
        after = order[at + 1]
        if after not in _SLOTS:
            if after in _ANY_SLOT or order[at] == "SHARES":
                return list(range(i + 1, hi))
            # A word comes next: only where one of its spellings begins (SHARES, whose shares
            # are read at every end, is left out of this).
            lows, firsts = self.p.lows, self.firsts.get(after, frozenset())
            return [e for e in range(i + 1, hi) if lows[e] in firsts]
        p = self.p
        marked = [e for e in range(i + 1, hi) if p.text[p.end(e - 1) : p.starts[e]].strip()]
        return marked + [e for e in range(hi - 1, i, -1) if e not in marked]

    def shares_in(self, lo: int, hi: int) -> list[tuple[int, Ref]] | None:
        """The shares of a division in ``lo``..``hi``, apart by commas, each in an order of
        ``SHARE_ORDERS`` (``牛に1点``), or None when one is not."""
        p = self.p
        shares: list[tuple[int, Ref]] = []
        for a, b in p.split(lo, hi, ",")[0]:
            slots = next(
                (found for o in SHARE_ORDERS if (found := self.order(o, 0, a, b, {})) is not None),
                None,
            )
            if slots is None:
                return None
            where = p.span(a, b)
            shares.append((p.number(slots["N"][0]), p.ref(*slots["REF"], where)))
        return shares

    def ordered(self, effect: str, slots: dict[str, tuple[int, int]], span: Span) -> Action:
        """The action of a word order of ``ORDERS``, from its slots."""
        p = self.p
        ref = p.ref(*slots["REF"], span)
        if effect == "damage":
            source = self.source(*slots["SOURCE"], span)
            return Action("damage", ref, count=p.number(slots["N"][0]), creature=source, span=span)
        if effect == "assign":
            shares = self.shares_in(*slots["SHARES"])
            assert shares is not None  # the order read them
            return Action("assign", ref, shares=tuple(shares), span=span)
        if effect != "counters":
            amount = slots.get("N")
            if amount is None:
                return Action(effect, ref, span=span)
            return Action(effect, ref, count=p.number(amount[0]), span=span)
        pt_lo, pt_hi = slots["PT"]
        pump = _PUMP.match("".join(p.toks[pt_lo:pt_hi]))
        assert pump is not None
        sign = 1 if pump[1] == "+" else -1
        if pump[1] != pump[3] or pump[2] != "1" or pump[4] != "1":
            raise NotationError("syntax", p.span(pt_lo, pt_hi), "counter-shape")
        count = 1
        where = slots.get("N") or slots.get("TIMES")
        if where is not None:
            count = p.number(*where)
            if count == 0:
                raise NotationError("syntax", p.span(*where), "counter-shape")
        return Action("counters", ref, sign, sign, count, span=span)

    def becomes(self, lo: int, k: int, q_lo: int, q_hi: int, span: Span) -> Action:
        """``REF becomes QUALITIES``: the reference ``lo``..``k``, the qualities
        ``q_lo``..``q_hi``."""
        colors, types, flags = self.qualities(q_lo, q_hi, span)
        if flags or not (colors or types):
            raise NotationError("syntax", self.p.span(q_lo, q_hi, span), "becomes-shape")
        thing = Creature(None, 0, 1, colors=colors, types=types)
        return Action("becomes", self.p.ref(lo, k, span), creature=thing, span=span)

    def is_share(self, lo: int, hi: int) -> bool:
        """Whether ``lo``..``hi`` reads ``N to REF``: one more share of a division."""
        if hi - lo < 3 or not self.p.is_number(lo):
            return False
        word = self.role_at(lo + 1, hi)
        return word is not None and word[0] == "to"

    def share(self, lo: int, hi: int, span: Span) -> tuple[int, Ref]:
        """``N to REF``: one share of a division of combat damage (510.1c-d, 702.19b)."""
        if not self.is_share(lo, hi):
            raise NotationError("syntax", span, "assign-shape")
        word = self.role_at(lo + 1, hi)
        assert word is not None
        return self.p.number(lo), self.p.ref(lo + 1 + word[1], hi, span)

    def life(self, role: str, lo: int, k: int, after: int, hi: int, span: Span) -> Action | None:
        """``REF gains|loses N life``, or None when no number and ``life`` follow."""
        p = self.p
        if k <= lo or after + 1 >= hi or not p.is_number(after):
            return None
        word = self.role_at(after + 1, hi)
        if word is None or word[0] != "life" or after + 1 + word[1] != hi:
            return None
        amount = p.number(after)
        return Action(f"life_{role}", p.ref(lo, k, span), count=amount, span=span)

    def deals(self, lo: int, k: int, after: int, hi: int, span: Span) -> Action:
        """``SOURCE {QUALITY} deals N [damage] to REF``: the source is a permanent of the
        board or, when none has its name, a spell or ability with the qualities written."""
        p = self.p
        if after >= hi or not p.is_number(after) or k == lo:
            raise NotationError("syntax", span, "deals-shape")
        amount = p.number(after)
        i = after + 1
        word = self.role_at(i, hi) if i < hi else None
        if word is not None and word[0] == "damage":
            i += word[1]
            word = self.role_at(i, hi) if i < hi else None
        if word is None or word[0] != "to" or i + word[1] >= hi:
            raise NotationError("syntax", span, "deals-shape")
        target = p.ref(i + word[1], hi, span)
        return Action("damage", target, count=amount, creature=self.source(lo, k, span), span=span)

    def source(self, lo: int, hi: int, span: Span) -> Creature:
        """A damage source as written, ``NAME {QUALITY}``: the name is the words before the
        qualities (a permanent of the board of that name is the source when it resolves)."""
        for start in range(lo + 1, hi + 1):
            try:
                colors, types, flags = self.qualities(start, hi, span)
            except NotationError:
                continue
            name = self.p.words(lo, start, "name", span)
            return Creature(name, 0, 1, flags, colors=colors, types=types)
        raise NotationError("syntax", span, "deals-shape")  # pragma: no cover: start == hi fits

    def qualities(
        self, lo: int, hi: int, span: Span
    ) -> tuple[tuple[str, ...], tuple[str, ...], frozenset[Keyword]]:
        """Colours, card types and one-word keywords (``red instant deathtouch``,
        ``an artifact``, ``red and blue``), each word alone."""
        p = self.p
        vocab = p.vocab
        colors: list[str] = []
        types: list[str] = []
        flags: list[Keyword] = []
        for i in range(lo, hi):
            low = p.lows[i]
            color = vocab.colors.get(low)
            if color:
                colors.append(color)
            elif low in _TYPES or low in vocab.card_types:
                types.append(_TYPES.get(low) or vocab.card_types[low])
            elif low in vocab.flag_words:
                flags.append(vocab.flag_words[low])
            elif (
                low not in _ARTICLES
                and low not in vocab.and_words
                and self.words.get((low,)) not in _ARTICLE_ROLES
            ):
                raise NotationError("syntax", p.span(i, hi, span), "unexpected", token=p.toks[i])
        in_order = tuple(c for c in COLORS if c in colors)
        return in_order, tuple(dict.fromkeys(types)), frozenset(flags)

    def prevent(self, lo: int, hi: int, span: Span) -> Action:
        """``prevent N [damage] to|from REF``, and the orders the cards of each language
        print: an article before the number (``les 3 prochaines blessures``), the reference
        before its ``to``/``from`` (``Bob zugefügt würden``), after a relative pronoun and a
        comma (``Schadenspunkte, die Bob zugefügt würden``, ``blessures que l'Ours
        infligerait``)."""
        p = self.p
        whole = self.role_at(lo, hi) if lo < hi else None
        if whole is not None and whole[0] == "all" and lo + whole[1] == hi:
            return Action("fog", span=span)
        if (
            whole is not None
            and whole[0] in _ARTICLE_ROLES
            and lo + whole[1] < hi
            and not p.is_number(lo)
        ):
            lo += whole[1]  # prévenez les 3 prochaines blessures
        if lo >= hi or not p.is_number(lo):
            raise NotationError("syntax", span, "prevent-shape")
        amount = p.number(lo)
        i = lo + 1
        word = self.role_at(i, hi) if i < hi else None
        if word is not None and word[0] == "damage":
            i += word[1]
            word = self.role_at(i, hi) if i < hi else None
        if i < hi and p.toks[i] == ",":  # Schadenspunkte, die Bob zugefügt würden
            i += 1
            word = self.role_at(i, hi) if i < hi else None
        if word is not None and word[0] == "which":
            i += word[1]
            word = self.role_at(i, hi) if i < hi else None
        if word is not None and word[0] in ("to", "from") and i + word[1] < hi:
            ref = self.p.ref(i + word[1], hi, span)
            return Action(f"prevent_{word[0]}", ref, count=amount, span=span)
        tail = self.role_before(i, hi) if i < hi else None
        if tail is not None and tail[0] in ("to", "from") and hi - tail[1] > i:
            ref = self.p.ref(i, hi - tail[1], span)
            return Action(f"prevent_{tail[0]}", ref, count=amount, span=span)
        raise NotationError("syntax", span, "prevent-shape")

    def modifier(
        self,
        pump: re.Match[str],
        lo: int,
        k: int,
        stop: int,
        hi: int,
        span: Span,
        ref_end: int | None = None,
    ) -> Action:
        """``REF +N/+N`` until end of turn, or ``REF +1/+1 counter [xN]`` (the reference
        ``lo``..``ref_end``, by default up to the modifier at ``k``)."""
        p = self.p
        power = int(pump[2]) * (1 if pump[1] == "+" else -1)
        toughness = int(pump[4]) * (1 if pump[3] == "+" else -1)
        for value in (power, toughness):
            if abs(value) > MAX_NUMBER:
                raise NotationError("too_large", p.span(k, stop), "number", limit=MAX_NUMBER)
        ref = self.p.ref(lo, k if ref_end is None else ref_end, span)
        if stop == hi:
            return Action("pump", ref, power, toughness, span=span)
        word = self.role_at(stop, hi)
        if word is None or word[0] != "counter" or (power, toughness) not in ((1, 1), (-1, -1)):
            raise NotationError("syntax", p.span(stop, hi), "counter-shape")
        count = 1
        after = stop + word[1]
        if after < hi:
            glued, end = self.glued(after, hi)
            times = _TIMES.match(glued.lower())
            if times is None or end != hi:
                raise NotationError("syntax", p.span(after, hi), "counter-shape")
            count = p.number(after, hi)
            if count == 0:
                raise NotationError("syntax", p.span(after, hi), "counter-shape")
        return Action("counters", ref, power, toughness, count, span=span)

    def keyword_change(
        self, role: str, lo: int, hi: int, kw_lo: int | None, span: Span, ref_end: int = -1
    ) -> Action:
        """``REF gains|loses KEYWORDS`` (``kw_lo`` where the keywords start, ``ref_end``
        where the reference stops), or ``REF KEYWORDS を得る`` (``kw_lo`` None: the keywords
        are the longest run at the end of ``lo``..``hi`` that reads as keywords)."""
        if kw_lo is None:
            error: NotationError | None = None
            for start in range(lo + 1, hi):
                try:
                    flags, numbers, protections = self.flags(start, hi, span)
                except NotationError as bad:
                    error = error or bad
                    continue
                ref = self.p.ref(lo, start, span)
                return Action(
                    role,
                    ref,
                    keywords=flags,
                    numbers=numbers,
                    protections=protections,
                    span=span,
                )
            assert error is not None
            raise error
        if kw_lo >= hi:
            raise NotationError("syntax", span, "action-keyword")
        flags, numbers, protections = self.flags(kw_lo, hi, span)
        return Action(
            role,
            self.p.ref(lo, ref_end, span),
            keywords=flags,
            numbers=numbers,
            protections=protections,
            span=span,
        )

    def flags(
        self, lo: int, hi: int, span: Span
    ) -> tuple[frozenset[Keyword], tuple[tuple[Keyword, int], ...], tuple[str, ...]]:
        """The keywords an action gives or takes: flags, keywords with a number (toxic among
        them) and what protection is from; no colour, type, cipher or marked damage."""
        p = self.p
        stop, flags, toxic, damage, ciphers, numbers = p.keywords(lo, hi)
        if stop != hi:
            raise NotationError("syntax", p.span(stop, hi), "unexpected", token=p.toks[stop])
        extra = p.extra
        colors, types, protections = extra if extra is not None else ((), (), ())
        flags -= {Keyword.PROTECTION}
        if damage or ciphers or colors or types or any(k in _NOT_GAINED for k, _ in numbers):
            raise NotationError("syntax", span, "action-keyword")
        if toxic:
            numbers = ((Keyword.TOXIC, toxic), *numbers)
        if not (flags or numbers or protections):
            raise NotationError("syntax", span, "action-keyword")
        return flags, numbers, tuple(protections)


@cache
def _fitting(
    first: str | None, last: str | None, across: bool = False
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The orders of ORDERS that may read an effect whose first and last structural words
    have the roles ``first`` and ``last`` (None: it begins or ends with no such word), in
    their order; ``across``: only those with SHARES. An order that begins or ends with a
    word needs it there, so most orders are ruled out once for each pair of roles."""
    return tuple(
        (effect, order)
        for effect, order in ORDERS
        if (order[-1] in _ANY_SLOT or order[-1] == last)
        and (order[0] in _ANY_SLOT or order[0] == first)
        and (not across or "SHARES" in order)
    )


@cache
def _ends_across(last: str) -> bool:
    """Whether an order with SHARES may end with a word of the role ``last`` (most parts end
    with one none may end with, and need not be read from their first word)."""
    return any(
        "SHARES" in order and (order[-1] in _ANY_SLOT or order[-1] == last) for _, order in ORDERS
    )


def parse_actions(parser: BoardReader, segments: list[Span], board: Board) -> tuple[Moment, ...]:
    """The moments of ``segments`` (spans of the text after each ``;``), read by ``parser``
    over the whole text with everything else blanked out (the board's tokens first), in the
    words of its vocabulary; ``board`` is what the parser read before them."""
    reader = ActionParser(parser, board)
    reader.segment(bisect_left(parser.starts, segments[0][0]))
    return reader.moments(segments)
