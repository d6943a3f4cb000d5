"""The board reader: sides, players and their headers, and the permanents on them
(creatures, planeswalkers, battles, cards named alone), over one text's tokens
(NOTATION.md section 1)."""

from __future__ import annotations

from functools import lru_cache
from itertools import pairwise

from engine import citations as R
from engine.cards import (
    BATTLE,
    CREATURE,
    MAX_SUGGESTIONS,
    PLANESWALKER,
    CardFace,
    CardSource,
    number,
)
from engine.errors import NotationError, Span
from engine.keyword_reader import KeywordReader
from engine.keywords import ORDER, Keyword
from engine.model import (
    COLORS,
    LAND_TYPES,
    Battle,
    Board,
    CommanderDamage,
    Creature,
    Planeswalker,
    Player,
    Ref,
    Side,
    Thing,
)
from engine.vocabulary import (
    ARROWS,
    MAX_NAME_WORDS,
    MAX_NUMBER,
    MAX_PLAYERS,
    MAX_SIDES,
    MAX_THINGS,
    PUNCT,
    Vocabulary,
)

_CARD_ERRORS = frozenset({"unknown_card", "ambiguous_card"})
_NO_FLAGS: frozenset[Keyword] = frozenset()


@lru_cache(maxsize=1024)
def _stats(tok: str) -> tuple[int, int] | None:
    """The power and toughness token ``tok`` writes (``3/8``, ``-1/2``), or None: the tokens
    ``-?\\d+/-?\\d+`` matches (``str.isdecimal`` holds for exactly the digits ``\\d`` accepts), read
    without a regular expression, as it is for every permanent.

    Kept per token (a board asks twice for most permanents' P/T, and boards repeat the
    same few hundred P/T): a kept one is a look-up in C, not a Python call."""
    power, _, toughness = tok.partition("/")
    if (power.isdecimal() or (power[:1] == "-" and power[1:].isdecimal())) and (
        toughness.isdecimal() or (toughness[:1] == "-" and toughness[1:].isdecimal())
    ):
        return int(power), int(toughness)
    return None


def _count(word: str, marks: frozenset[str], units: frozenset[str], bare: bool) -> int | None:
    """The number a word of a player header writes with a mark of ``marks`` glued before it
    and perhaps a unit of ``units`` after it (``p3``, 「毒3」, 「ライフ5」, 「5点」); a number
    alone when ``bare``. None for another word."""
    low = word.lower()
    for unit in units:
        if len(low) > len(unit) and low.endswith(unit):
            low, bare = low[: -len(unit)], True  # 「5点」: a unit says what the number counts
            break
    for mark in marks:
        # Every mark is tried: one may begin another (「毒」, 「毒カウンター」).
        if len(low) > len(mark) and low.startswith(mark) and low[len(mark) :].isdecimal():
            return int(low[len(mark) :])
    return int(low) if bare and low.isdecimal() else None


class BoardReader(KeywordReader):
    """One parse of a board: its sides, players and permanents, read over its tokens."""

    def __init__(self, text: str, vocab: Vocabulary, cards: CardSource | None = None) -> None:
        super().__init__(text, vocab)
        self.cards = cards
        self.things = 0
        # The names of the creatures read so far, lower-case: the attackers a block written
        # as a list joined by "and" may name ("bloque Ours et Ogre", 「騎士と狼をブロック」).
        self.known: set[str] = set()

    def board(self, folded: str | None = None) -> Board:
        """The board the text writes (``folded``: as :meth:`load` reads it)."""
        text = self.text
        count = self.load(folded)
        if self.kinds.find("(", 0, count) >= 0:
            self.closed(count)
        side_parts, seps = self.split(0, count, "|", vs=True)
        if len(side_parts) > MAX_SIDES:
            raise NotationError("too_large", self.at(seps[MAX_SIDES - 1]), "sides", limit=MAX_SIDES)
        quick = self.kinds.find(":", 0, count) < 0
        sides: list[Side] = []
        for index, (lo, hi) in enumerate(side_parts):
            if lo == hi:
                where = self.at(seps[index - 1]) if index else (0, 0)
                raise NotationError("syntax", where, "expected-side")
            sides.append(self.quick_side(index, lo, hi) if quick else self.side(lo, hi))
        if len(sides) < 2:
            end = len(text)
            raise NotationError("syntax", (end, end), "expected-defender")
        # Each '&' in the board adds one player at most, so most boards are not counted.
        players = len(sides) + self.kinds.count("&", 0, count)
        if players > MAX_PLAYERS and sum([len(side.players) for side in sides]) > MAX_PLAYERS:
            raise NotationError("too_large", (0, len(text)), "players", limit=MAX_PLAYERS)
        return Board(tuple(sides), quick, text, tuple(map(self.at, seps)))  # by position

    def closed(self, count: int) -> None:
        """Refuse a parenthesis left open (``cipher(Shadow Slice | Bob:``): the splits at
        ``|``, ``&`` and ``,`` skip what is inside one, so the rest of the board would be
        read as its inside. The span runs from it to the separator after its words."""
        kinds = self.kinds
        depth = 0
        opened = -1
        for i in self.marks():
            if i >= count:
                break
            kind = kinds[i]
            if kind == "(":
                depth += 1
                opened = i if depth == 1 else opened
            elif kind == ")":
                depth = max(0, depth - 1)
        if depth:
            end = opened + 1
            while end < count and kinds[end] not in "|&:,v":
                end += 1
            raise NotationError("syntax", self.span(opened, end), "unclosed")

    def quick_side(self, index: int, lo: int, hi: int) -> Side:
        amp = self.find("&", lo, hi)
        if amp is not None:
            raise NotationError("syntax", self.at(amp), "quick-team")
        span = self.span(lo, hi)
        player = Player(chr(ord("A") + index), None, None, (), self.things_of(lo, hi), span)
        return Side((player,), span)

    def side(self, lo: int, hi: int) -> Side:
        parts, seps = self.split(lo, hi, "&")
        players = []
        for index, (a, b) in enumerate(parts):
            if a == b:
                raise NotationError("syntax", self.at(seps[max(0, index - 1)]), "expected-player")
            players.append(self.player(a, b))
        return Side(tuple(players), self.span(lo, hi))

    def player(self, lo: int, hi: int) -> Player:
        toks, kinds = self.toks, self.kinds
        span = (self.starts[lo], self.starts[hi - 1] + len(toks[hi - 1]))
        colon = kinds.find(":", lo, hi)
        extra = kinds.find(":", colon + 1, hi) if colon >= 0 else -1
        clause = self.vocab.clause
        for at in (colon, extra):
            if at > lo and self.lows[at - 1] in clause:  # 「ブロック：騎士」, "blocks: Knight"
                raise NotationError("syntax", self.at(at), "clause-colon", token=toks[at - 1])
        if colon < 0:
            # Forgiving: "Bob" alone is a player with nothing on the battlefield.
            if any("/" in tok and _stats(tok) is not None for tok in toks[lo:hi]):
                start = self.starts[lo]
                raise NotationError("syntax", (start, start), "expected-colon")
            head, body = hi, hi
        else:
            if extra >= 0:
                raise NotationError("syntax", self.at(extra), "extra-colon")
            if colon == lo:
                raise NotationError("syntax", self.at(colon), "expected-player-name")
            head, body = colon, colon + 1
        return self.header(lo, head, self.things_of(body, hi), span)

    def header(self, lo: int, hi: int, things: tuple[Thing, ...], span: Span) -> Player:
        toks, lows = self.toks, self.lows
        name_end = lo + 1
        while name_end < hi:
            tok = toks[name_end]
            if tok in PUNCT or tok.isdecimal() or self.counted(name_end, hi) is not None:
                break
            if self.life_phrase(name_end, hi):  # "Bob punti vita 5": not a player "Bob punti"
                break
            if (
                name_end + 1 < hi
                and toks[name_end + 1] == "("
                and (lows[name_end] == "cd" or lows[name_end] in self.vocab.lands)
            ):
                break
            name_end += 1
        name = self.words(lo, name_end, "player-name", span)
        life: int | None = None
        poison: int | None = None
        life_span = poison_span = (0, 0)
        cds: list[CommanderDamage] = []
        lands: tuple[str, ...] = ()
        i = name_end
        while i < hi:
            tok = toks[i]
            word = tok not in PUNCT
            lead = self.life_phrase(i, hi) if word else 0
            counted = self.counted(i + lead, hi) if word else None
            if counted is not None and counted[0] == "life" and life is None:
                _, life, after = counted
                life_span = self.span(i, after)
                i = after
            elif counted is not None and counted[0] == "poison" and poison is None:
                _, poison, after = counted
                poison_span = self.span(i, after)
                i = after
            elif word and lows[i] == "cd":
                i, cd = self.commander_damage(i, hi)
                cds.append(cd)
            elif word and lows[i] in self.vocab.lands and i + 1 < hi and toks[i + 1] == "(":
                i, found = self.lands(i, hi)
                lands += tuple(found)
            else:
                raise NotationError("syntax", self.at(i), "player-header", token=tok)
        # By position, in the order of the fields (keywords cost twice as much per player).
        return Player(
            name,
            life,
            poison,
            tuple(cds),  # commander_damage
            things,
            span,
            life_span,
            poison_span,
            lands,
        )

    def life_phrase(self, i: int, hi: int) -> int:
        """The words before the life word of a life total written in several (``punti vita 5``,
        ``points de vie 5``, ``puntos de vida 5``) at token ``i``: how many; 0 for none."""
        life, lows = self.vocab.life, self.lows
        if not life:  # English writes the number alone
            return 0
        for lead in (1, 2):
            end = i + lead
            if end < hi and " ".join(lows[i : end + 1]) in life:
                found = self.counted(end, hi)
                if found is not None and found[0] == "life":
                    return lead
        return 0

    def counted(self, i: int, hi: int) -> tuple[str, int, int] | None:
        """The life total (``5``, 「ライフ5」, 「5点」, 「ライフ 5」) or poison count (``p3``,
        「毒3」, 「毒 3」, ``Bob vita 5``) a player header writes at token ``i``: ``"life"`` or
        ``"poison"``, the number and the index after it; None when token ``i`` writes neither.
        A mark stands apart from its number in a script without spaces between words
        (「ライフ 5」), and a language's word for life does in every script (``vita 5``,
        ``Leben 5``, ``vie 5``, ``vida 5``): ``Bob p 3`` keeps ``p`` in the name, as a bare
        ``p`` may be a word of it."""
        vocab = self.vocab
        found: tuple[str, int, int] | None = None
        tok = self.toks[i]
        if (value := _count(tok, vocab.life, vocab.life_units, True)) is not None:
            found = ("life", value, i + 1)
        elif (value := _count(tok, vocab.poison, frozenset(), False)) is not None:
            found = ("poison", value, i + 1)
        elif (
            i + 1 < hi
            and self.kinds[i + 1] == "w"
            and (not tok.isascii() or self.lows[i] in vocab.life)
        ):
            low, after = self.lows[i], self.toks[i + 1]
            units = vocab.life_units
            if low in vocab.life and (value := _count(after, frozenset(), units, True)) is not None:
                found = ("life", value, i + 2)
            elif low in vocab.poison and after.isdecimal() and not tok.isascii():
                found = ("poison", int(after), i + 2)
        if found is not None and found[1] > MAX_NUMBER:
            raise NotationError("too_large", self.span(i, found[2]), "number", limit=MAX_NUMBER)
        return found

    def lands(self, i: int, hi: int) -> tuple[int, list[str]]:
        """``lands(Island, Swamp)`` at token ``i``: the land types, each land type word in
        any language; with card data a land's name gives its land types (``Watery Grave``:
        Island, Swamp). Anything else is kept as written (it matches no landwalk)."""
        after, groups = self.paren_groups(i, hi, "lands-shape")
        land_types = self.vocab.land_types
        out: list[str] = []
        for group in groups:
            types = [land_types.get(word.lower()) for word in group]
            if all(types):
                out += [t for t in types if t]
                continue
            name = " ".join(group)
            face = None if self.cards is None else self.cards.exact(name)
            if face is not None and "Land" in face.types:
                out += [t for t in face.types if t in LAND_TYPES]
            else:
                out.append(name)
        return after, list(dict.fromkeys(out))

    def commander_damage(self, i: int, hi: int) -> tuple[int, CommanderDamage]:
        toks = self.toks
        if i + 1 >= hi or toks[i + 1] != "(":
            raise NotationError("syntax", self.at(i), "cd-shape")
        close = self.find(")", i + 2, hi)
        if close is None:
            raise NotationError("syntax", (self.starts[i], self.end(hi - 1)), "unclosed")
        span = (self.starts[i], self.end(close))
        last = toks[close - 1]
        if close - (i + 2) < 2 or last in PUNCT or not last.isdecimal():
            raise NotationError("syntax", span, "cd-shape")
        ref = self.ref(i + 2, close - 1, self.at(i))
        return close + 1, CommanderDamage(ref, self.number(close - 1), span)

    def things_of(self, lo: int, hi: int) -> tuple[Thing, ...]:
        parts = self.keyword_lists(self.split(lo, hi, ",")[0])
        things: list[Thing] = []
        skip = False
        for index, (a, b) in enumerate(parts):
            if a == b or skip:
                skip = False
                continue  # forgiving: a trailing or doubled comma
            # One more permanent on the board: past MAX_THINGS, this one is the one too many.
            self.things += 1
            if self.things > MAX_THINGS:
                raise NotationError("too_large", self.span(a, b), "things", limit=MAX_THINGS)
            try:
                things.append(self.thing(a, b))
            except NotationError as error:
                # "Jace, the Mind Sculptor": a card name that holds a comma spans two parts.
                if error.code not in _CARD_ERRORS or index + 1 == len(parts):
                    raise
                merged = self.comma_card(a, b, *parts[index + 1])
                if merged is None:
                    raise
                things.append(merged)
                skip = True
        return tuple(things)

    def keyword_lists(self, parts: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """``parts`` with each one that is only keywords (and the clauses after them) joined
        to the one before it: a keyword list written as cards print it (``volare, cautela``,
        「飛行、警戒」, ``flying, vigilance blocks Bird``)."""
        starting, toks = self.vocab.starting, self.toks
        out: list[tuple[int, int]] = []
        for a, b in parts:
            if (
                out
                and a < b
                # A name and its P/T (``Bear 2/2``, most permanents) are no keywords: no
                # call to find whether the name begins one.
                and not (a + 1 < b and "/" in toks[a + 1] and _stats(toks[a + 1]) is not None)
                and (self.lows[a] in starting or self.starts_keyword(a))
                and self.only_keywords(a, b)
            ):
                out[-1] = (out[-1][0], b)
            else:
                out.append((a, b))
        return out

    def only_keywords(self, lo: int, hi: int) -> bool:
        """Whether tokens ``lo``..``hi`` are keywords, perhaps followed by clauses (one of
        them perhaps written after its reference: 「飛行、警戒 騎士をブロック」)."""
        try:
            stop = self.keywords(lo, hi)[0]
        except NotationError:
            late = self.postposed(lo, hi) if self.vocab.postposed else None
            if late is None or late[0] <= lo:
                return False
            hi = late[0]
            try:
                stop = self.keywords(lo, hi)[0]
            except NotationError:
                return False
        return stop == hi or (stop > lo and self.lows[stop] in self.vocab.clause)

    def thing(self, lo: int, hi: int) -> Thing:
        toks = self.toks
        span = (self.starts[lo], self.starts[hi - 1] + len(toks[hi - 1]))
        vocab = self.vocab
        # The first token that is its P/T, or its pw / battle word before a number; no
        # punctuation holds "/" or is such a word.
        for i in range(lo, hi):
            tok = toks[i]
            if "/" in tok:
                if (pt := _stats(tok)) is not None:
                    return self.creature(lo, hi, i, pt, span)
            elif tok == ":":
                raise NotationError("syntax", self.at(i), "extra-colon")
            elif i > lo and i + 1 < hi and toks[i + 1].isdecimal():
                low = self.lows[i]
                if low in vocab.pw or low in vocab.battle:
                    return self.permanent(lo, hi, i, span)
        if self.cards is not None and toks[lo] not in PUNCT:
            return self.card(lo, hi, span)
        raise NotationError("syntax", span, "expected-pt", text=self.text[span[0] : span[1]])

    def card(self, lo: int, hi: int, span: Span) -> Thing:
        """A card name standing alone, then keywords and clauses (README "Cards").

        The longest run of words before the first clause word that is exactly a card's
        name wins; a name that is no card is an error with the nearest names.
        """
        assert self.cards is not None
        toks, lows, clause = self.toks, self.lows, self.vocab.clause
        end = lo
        while end < hi and lows[end] not in clause and toks[end] not in PUNCT:
            end += 1
        face: CardFace | None = None
        stop = end
        while stop > lo and face is None:
            if stop - lo <= MAX_NAME_WORDS:
                face = self.cards.exact(" ".join(toks[lo:stop]))
            if face is None:
                stop -= 1
        if face is None:
            self.unknown_card(lo, end)
        assert face is not None
        return self.from_face(face, " ".join(toks[lo:stop]), lo, stop, hi, span)

    def comma_card(self, lo: int, comma: int, after: int, hi: int) -> Thing | None:
        """The card whose name runs from ``lo`` over the comma at ``comma`` into the part
        ``after``..``hi`` (``Jace, the Mind Sculptor -> Bob``), or None. Its name is kept
        without the comma, as references write it."""
        assert self.cards is not None
        toks, lows, clause = self.toks, self.lows, self.vocab.clause
        if self.find(",", lo, comma) is not None or not PUNCT.isdisjoint(toks[lo:comma]):
            return None
        head = " ".join(toks[lo:comma])
        end = after
        while end < hi and lows[end] not in clause and toks[end] not in PUNCT:
            end += 1
        for stop in range(min(end, after + MAX_NAME_WORDS), after, -1):
            name = f"{head} {' '.join(toks[after:stop])}"
            face = self.cards.exact(name)
            if face is not None:
                return self.from_face(face, name, lo, stop, hi, self.span(lo, hi))
        return None

    def from_face(
        self, face: CardFace, name: str, lo: int, stop: int, hi: int, span: Span
    ) -> Thing:
        """The permanent a card makes, named ``name`` (tokens ``lo``..``stop``), with the
        keywords and clauses written after it up to ``hi``."""
        name_span = self.span(lo, stop)
        if face.kind == CREATURE:
            power, toughness = number(face.power), number(face.toughness)
            if power is None or toughness is None:
                raise NotationError("syntax", name_span, "card-stats", name=face.name)
            # Its P/T depends on the game (604.3), or the +1/+1 counters it enters with do
            # (614.1c): the board writes it. A printed 0/0 is told why it needs counters.
            counted = face.counters is None
            if face.variable and not (counted and toughness < 1):
                raise NotationError(
                    "syntax",
                    name_span,
                    "card-stats-variable",
                    name=face.name,
                    text=face.variable,
                    rule=R.ENTERS_WITH if counted else R.PT_LAYER,
                )
            if toughness < 1:  # a printed 0/0 that enters with counters (704.5f)
                counters = face.counters or 3
                raise NotationError(
                    "syntax",
                    name_span,
                    "card-stats-counters",
                    name=face.name,
                    stats=f"{power + counters}/{toughness + counters}",
                    rule=R.SBA_TOUGHNESS,
                )
            return self.creature(lo, hi, stop - 1, None, span, (name, power, toughness, face))
        if face.kind in (PLANESWALKER, BATTLE):
            value = number(face.loyalty if face.kind == PLANESWALKER else face.defense)
            if value is None:
                raise NotationError("syntax", name_span, "card-stats", name=face.name)
            if stop < hi:
                raise NotationError(
                    "syntax", (self.starts[stop], self.end(hi - 1)), "after-permanent"
                )
            if face.kind == PLANESWALKER:
                return Planeswalker(name, value, span, face.name, face.unmodeled)
            return Battle(name, value, span, face.name, face.unmodeled)
        raise NotationError("unknown_card", name_span, "card-kind", name=face.name)

    def unknown_card(self, lo: int, end: int) -> None:
        """Raise ``unknown_card`` or ``ambiguous_card`` for the name that starts at ``lo``.

        The name runs up to the first keyword after its first word (``Serra Angle flying``
        names ``Serra Angle``), as a player would read it.
        """
        assert self.cards is not None
        vocab = self.vocab
        stop = lo + 1
        while stop < end and self.lows[stop] not in vocab.starting:
            stop += 1
        name = " ".join(self.toks[lo:stop])
        found = self.cards.lookup(name)
        # As they are written on a board: without commas, which separate permanents.
        suggestions = () if isinstance(found, CardFace) else found.suggestions
        suggestions = tuple(" ".join(s.replace(",", " ").split()) for s in suggestions)
        ambiguous = not isinstance(found, CardFace) and found.ambiguous
        raise NotationError(
            "ambiguous_card" if ambiguous else "unknown_card",
            self.span(lo, stop),
            "ambiguous-card" if ambiguous else "unknown-card",
            name=name,
            suggestions=", ".join(suggestions[:MAX_SUGGESTIONS]),
            count=len(suggestions[:MAX_SUGGESTIONS]),
        )

    def card_of(self, name: str, kind: str) -> CardFace | None:
        """The card a name written with stats is, when it is exactly one of that kind."""
        assert self.cards is not None
        face = self.cards.exact(name)
        return face if face is not None and face.kind == kind else None

    def permanent(self, lo: int, hi: int, i: int, span: Span) -> Thing:
        name = self.words(lo, i, "name", span)
        value = self.number(i + 1)
        pw = self.lows[i] in self.vocab.pw
        siege = True
        if not pw and i + 3 == hi and self.lows[i + 2] in self.vocab.nonsiege:
            siege = False  # a battle with no battle type (310.9a, 704.5w)
        elif i + 2 < hi:
            after = (self.starts[i + 2], self.end(hi - 1))
            if pw:
                raise NotationError("syntax", after, "after-permanent")
            raise NotationError("syntax", after, "after-battle", rule=R.BATTLE_NO_TYPE)
        face = None if self.cards is None else self.card_of(name, PLANESWALKER if pw else BATTLE)
        card = None if face is None else face.name
        unmodeled = () if face is None else face.unmodeled
        if pw:
            return Planeswalker(name, value, span, card, unmodeled)
        return Battle(name, value, span, card, unmodeled, siege)

    def creature(
        self,
        lo: int,
        hi: int,
        i: int,
        pt: tuple[int, int] | None,
        span: Span,
        from_card: tuple[str, int, int, CardFace] | None = None,
    ) -> Creature:
        """A creature whose P/T is token ``i`` (``pt``), or whose name ends at token ``i``
        when it comes ``from_card`` (its written name, power, toughness and face)."""
        toks = self.toks
        name: str | None = None
        face: CardFace | None = None
        if from_card is not None:
            name, power, toughness, face = from_card
        else:
            assert pt is not None
            if i == lo + 1 and self.kinds[lo] in "wv":  # one word: most names, no call
                name = toks[lo]
            elif i > lo:
                name = self.words(lo, i, "name", span)
            if name is not None and self.vocab.articles:  # none in English: no call
                bare = self.bare(lo, i)
                if bare and (self.cards is None or self.cards.exact(name) is None):
                    name = bare  # der Bär 2/2: the article is not the name
            power, toughness = pt
            # A P/T token of 7 characters or fewer holds numbers of 5 digits at most.
            if len(toks[i]) > 7 and (abs(power) > MAX_NUMBER or abs(toughness) > MAX_NUMBER):
                raise NotationError("too_large", self.at(i), "number", limit=MAX_NUMBER)
            if toughness < 1:
                raise NotationError("syntax", self.at(i), "toughness")
            if name is not None and self.cards is not None:
                face = self.card_of(name, CREATURE)
        # The keywords, then the clauses "-> REF" and "blocks REF"; a last clause may be
        # written after its reference (「騎士をブロック」).
        lows, clause = self.lows, self.vocab.clause
        late = self.postposed(i + 1, hi) if self.vocab.postposed else None
        last = hi if late is None else late[0]
        k = i + 1
        ciphers: tuple[str, ...]
        numbers: tuple[tuple[Keyword, int], ...]
        if k == last or (lows[k] in clause and lows[k] not in self.vocab.starting):
            # No keywords (``Bear 2/2 -> Bob``, about half the creatures): the keyword
            # reader would stop at once (a clause word that begins no keyword), no call.
            flags, toxic, damage, ciphers, numbers = _NO_FLAGS, 0, 0, (), ()
            self.extra = None
        else:
            k, flags, toxic, damage, ciphers, numbers = self.keywords(k, last)
        extra = self.extra
        attacks: Ref | None = None
        blocks: Ref | None = None
        also: list[Ref] = []
        if late is not None:
            if late[1] in ARROWS:
                attacks = late[2]
            else:
                blocks, *more_late = self.glued_list(late[2])
                late = (late[0], late[1], blocks)
                also += more_late
        hi = last
        while k < hi:
            end = k + 1
            while end < hi and lows[end] not in clause:
                end += 1
            if end == k + 1:  # a clause word with nothing after it
                raise NotationError("syntax", self.at(k), "expected-reference")
            word = toks[k]
            attack = word in ARROWS or lows[k] in self.vocab.attacks
            stop = end  # where the reference ends
            if attack and end > k + 2 and lows[end - 1] in self.vocab.attack_ends:
                stop -= 1  # greift Jace an
            more: list[Ref] | None = None  # the rest of a list of references
            if toks[k + 1] == "(" and toks[end - 1] == ")" and not attack:
                ref, *more = self.ref_list(k + 1, end - 1)  # blocks (Knight, Bear)
            elif (
                not attack
                and end - k > 3  # "and" between two words at least: no call for fewer
                and (joined := self.joined(k + 1, end)) is not None
            ):
                ref, *more = joined  # bloque Ours et Ogre, bloquea a Oso y a Ogro
            else:
                ref = self.ref(k + 1, stop)
            if attack:
                if attacks is not None:
                    raise NotationError("syntax", self.at(k), "twice", token=word)
                attacks = ref
            else:
                # "blocks A blocks B", "blocks (A, B)": one creature blocking several
                # (509.1a with an effect that allows it; checked by the rules, not here).
                if blocks is None:
                    blocks = ref
                elif late is not None and late[2] is blocks:  # written last, read last
                    also.append(blocks)
                    blocks = ref
                else:
                    also.append(ref)
                if more:
                    also += more
            k = end
        if name is not None:
            self.known.add(name.lower())
        # Written keywords add to the card's, written toxic and numbers win; so do colours,
        # types and protections.
        colors: tuple[str, ...] = ()
        types: tuple[str, ...] = ()
        protections: tuple[str, ...] = ()
        if extra is not None or face is not None:
            written = extra or ([], [], [])
            if face is not None:
                written = (
                    [*face.colors, *written[0]],
                    [*face.types, *written[1]],
                    [*face.protections, *written[2]],
                )
                flags |= face.keywords
                toxic = toxic or face.toxic
                numbers = _with_card_numbers(numbers, face.numbers)
            colors = tuple([c for c in COLORS if c in written[0]])
            types = tuple(dict.fromkeys(written[1]))
            protections = tuple(dict.fromkeys(written[2]))
        return Creature(
            name,
            power,
            toughness,
            flags,
            toxic,
            damage,
            ciphers,
            attacks,
            blocks,
            span,
            None if face is None else face.name,
            () if face is None else face.unmodeled,
            numbers,
            colors,
            types,
            protections,
            tuple(also),
            () if face is None else face.evasion,
            () if face is None else face.statics,
            () if face is None else face.triggers,
        )

    def postposed(self, lo: int, hi: int) -> tuple[int, str, Ref] | None:
        """A clause at the end of tokens ``lo``..``hi`` written after its reference, as
        Japanese orders it: 「騎士をブロック」, 「騎士を ブロックする」, 「騎士 を ブロック」,
        「Bobを攻撃」, the reference perhaps after a subject mark (「は騎士をブロック」).

        Returns where the keywords before the reference stop, the clause word it stands for
        (a ``blocks`` word or ``->``) and the reference; None when the tokens end otherwise.
        The reference starts at the first token the keywords do not read.
        """
        toks, lows = self.toks, self.lows
        low = lows[hi - 1]
        if low.isascii():  # every postposed clause word is written in Japanese
            return None
        vocab = self.vocab
        postposed, marks = vocab.postposed, vocab.object_marks
        kind = postposed.get(low)
        end, cut = hi - 1, 0  # the reference's tokens end at ``end``, less ``cut`` characters
        if kind is None:
            for word, meaning in postposed.items():
                mark = next((m for m in marks if low.endswith(m + word)), None)
                if mark is not None:
                    kind, cut = meaning, len(mark) + len(word)
                    end = hi if cut < len(low) else hi - 1
                    cut = cut if cut < len(low) else 0
                    break
            if kind is None:
                return None
        elif end > lo and lows[end - 1] in marks:  # 騎士 を ブロック
            end -= 1
        elif end > lo:  # 騎士を ブロック
            prev = lows[end - 1]
            cut = next((len(m) for m in marks if len(prev) > len(m) and prev.endswith(m)), 0)
        if end <= lo:
            return None
        try:
            self.keywords(lo, end)
        except NotationError as error:
            if error.code != "unknown_keyword":
                return None
            start = next((j for j in range(lo, end) if self.starts[j] == error.span[0]), None)
        else:
            return None  # keywords only (「飛行 ブロック」): no reference
        if start is None:
            return None
        first = start
        subject = next((m for m in vocab.subject_marks if lows[start].startswith(m)), None)
        head = 0
        if subject is not None and lows[start] == subject and start + 1 < end:
            first = start + 1  # は 騎士を ブロック
        elif subject is not None and len(lows[start]) > len(subject) + cut * (start == end - 1):
            head = len(subject)  # は騎士をブロック
        words = [toks[j] for j in range(first, end)]
        words[-1] = words[-1][: len(words[-1]) - cut]
        words[0] = words[0][head:]
        if not all(words) or not PUNCT.isdisjoint(words):
            return None
        span = (self.starts[first] + head, self.end(end - 1) - cut)
        return start, kind, Ref(" ".join(words), span)

    def names_one(self, ref: Ref) -> bool:
        """Whether ``ref`` names a creature read so far (as written or without its
        articles), or is an id or an attacker's number (``a2``, ``2``)."""
        text = ref.text.lower()
        if text in self.known or (ref.bare and ref.bare.lower() in self.known):
            return True
        return text.isdecimal() or (text[:1].isalpha() and text[1:].isdecimal())

    def joined(self, lo: int, hi: int) -> list[Ref] | None:
        """The attackers of a block written as a list joined by the language's "and"
        (``bloque Ours et Ogre``, ``bloquea a Oso y a Ogro``, ``blocks Knight and Bear``):
        a reference for each when every one names a creature read before and the words as a
        whole name none (``Salt and Pepper`` stays one name); None otherwise."""
        lows, and_words = self.lows, self.vocab.and_words
        cuts = [j for j in range(lo + 1, hi - 1) if lows[j] in and_words]
        if not cuts or not PUNCT.isdisjoint(self.toks[lo:hi]):
            return None
        if self.names_one(self.ref(lo, hi)):
            return None
        bounds = [lo, *cuts, hi]
        parts = [(a + (a > lo), b) for a, b in pairwise(bounds)]
        if any(a >= b for a, b in parts):
            return None
        refs = [self.ref(a, b) for a, b in parts]
        return refs if all(map(self.names_one, refs)) else None

    def glued_list(self, ref: Ref) -> list[Ref]:
        """A reference written without spaces, as Japanese writes one, split at the
        language's "and" glued inside it (「騎士と狼をブロック」: 騎士, 狼) when every part
        names a creature read before and the whole names none; else ``[ref]``."""
        if self.names_one(ref) or ref.text.isascii():
            return [ref]
        joiners = [w for w in self.vocab.and_words if not w.isascii()]
        parts: list[tuple[int, int]] = [(0, len(ref.text))]
        for joiner in joiners:
            split: list[tuple[int, int]] = []
            for a, b in parts:
                at = a
                while (found := ref.text.find(joiner, at, b)) >= 0:
                    split.append((at, found))
                    at = found + len(joiner)
                split.append((at, b))
            parts = split
        if len(parts) < 2 or any(a >= b for a, b in parts):
            return [ref]
        start = ref.span[0]
        refs = [Ref(ref.text[a:b], (start + a, start + b)) for a, b in parts]
        return refs if all(map(self.names_one, refs)) else [ref]

    def ref_list(self, lo: int, hi: int) -> list[Ref]:
        """``(A, B C)``: the references between the parentheses at ``lo`` and ``hi``."""
        parts, _ = self.split(lo + 1, hi, ",")
        refs = []
        for a, b in parts:
            if a == b:
                raise NotationError("syntax", self.span(lo, hi + 1), "expected-reference")
            refs.append(self.ref(a, b))
        return refs


def _with_card_numbers(
    written: tuple[tuple[Keyword, int], ...], card: tuple[tuple[Keyword, int], ...]
) -> tuple[tuple[Keyword, int], ...]:
    """A card's numbered keywords (``bushido 1``) with the written ones, a written number
    replacing the card's (as a written toxic does), in table order."""
    if not card:
        return written
    merged = dict(card)
    merged.update(written)
    return tuple(sorted(merged.items(), key=lambda item: ORDER[item[0]]))
