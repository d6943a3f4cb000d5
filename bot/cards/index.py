"""Lookups on the card database: exact, prefix (autocomplete) and misspelled names.

:class:`CardIndex` is the engine's :class:`engine.cards.CardSource` over a
:class:`bot.storage.cards.CardStore`. Exact lookups are cached (a parse tries a few word
runs per permanent). Misspelled names are scored against every name in Redzone's
languages by ``rapidfuzz``, and offered in the query's language, else in English.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

from rapidfuzz import fuzz, process, utils

from bot.cards import data
from bot.cards.names import normalize
from bot.i18n import LANGUAGES, t
from bot.storage.cards import CardStore
from engine.cards import (
    MAX_SUGGESTIONS,
    Candidates,
    CardFace,
    face_colors,
    kind_of,
    mana_value,
    read_face,
)

AUTOCOMPLETE = 25
CHOICE_CHARS = 100
_NEAR = 30  # the names scored nearest a misspelling, before one is kept per card
# The least ``fuzz.ratio`` a name needs to be offered: a letter or two missing, doubled or
# swapped passes; another card that only shares a word with the query does not.
_CUTOFF = 70


@dataclass(frozen=True, slots=True)
class Face:
    """A face as the database holds it (the ``/card`` reply shows every field)."""

    id: int
    card: int
    name: str
    face: str
    side: str | None
    layout: str
    mana_cost: str | None
    type_line: str
    types: tuple[str, ...]
    text: str
    power: str | None
    toughness: str | None
    loyalty: str | None
    defense: str | None
    keywords: tuple[str, ...]
    oracle_id: str | None
    colors: tuple[str, ...] = ()  # MTGJSON's letters (``R``)
    subtypes: tuple[str, ...] = ()

    @classmethod
    def of(cls, row: tuple[object, ...]) -> Face:
        (fid, card, name, face, side, layout, cost, type_line, types, text, power,
         toughness, loyalty, defense, keywords, oracle, colors, subtypes) = row  # fmt: skip
        return cls(
            int(str(fid)),
            int(str(card)),
            str(name),
            str(face),
            None if side is None else str(side),
            str(layout),
            None if cost is None else str(cost),
            str(type_line),
            tuple(json.loads(str(types))),
            str(text),
            None if power is None else str(power),
            None if toughness is None else str(toughness),
            None if loyalty is None else str(loyalty),
            None if defense is None else str(defense),
            tuple(json.loads(str(keywords))),
            None if oracle is None else str(oracle),
            tuple(json.loads(str(colors))),
            tuple(json.loads(str(subtypes))),
        )

    def engine_face(self) -> CardFace:
        """The plain values the notation uses."""
        read = read_face(self.keywords, self.text, self.face)
        return CardFace(
            name=self.face,
            kind=kind_of(self.types),
            power=self.power,
            toughness=self.toughness,
            loyalty=self.loyalty,
            defense=self.defense,
            keywords=read.keywords,
            toxic=read.toxic,
            unmodeled=read.unmodeled,
            numbers=read.numbers,
            colors=face_colors(self.colors),
            types=(*self.types, *self.subtypes),
            protections=read.protections,
            evasion=read.evasion,
            statics=read.statics,
            triggers=read.triggers,
            counters=read.counters,
            variable=read.variable,
            mana_value=self.mana_value(),
        )

    def mana_value(self) -> float | None:
        """The face's mana value (202.3): 0 for a card with no mana cost (202.3a); unknown
        for a face of a card of several faces that prints none (a back face's is its front
        face's, 202.3b)."""
        if self.mana_cost is not None:
            return mana_value(self.mana_cost)
        return 0 if self.side is None else None


@dataclass(frozen=True, slots=True)
class Match:
    """A name found for autocomplete or suggestions: as printed, and its English card name."""

    shown: str
    lang: str
    card: int
    english: str


class CardIndex:
    """Card names over a card database (an :class:`engine.cards.CardSource`)."""

    def __init__(self, store: CardStore) -> None:
        self.store = store
        self.find = lru_cache(maxsize=4096)(self._find)

    @classmethod
    def open(cls, path: Path) -> CardIndex:
        return cls(CardStore(path))

    def close(self) -> None:
        self.store.close()

    # -- the CardSource protocol ----------------------------------------------------

    def exact(self, name: str) -> CardFace | None:
        found = self.find(normalize(name))
        return found if isinstance(found, CardFace) else None

    def lookup(self, name: str) -> CardFace | Candidates:
        key = normalize(name)
        found = self.find(key)
        if found is not None:
            return found
        starting = self._distinct(self.prefix_matches(key, "en", limit=AUTOCOMPLETE))
        if len(starting) > 1:
            return Candidates(tuple(m.shown for m in starting[:MAX_SUGGESTIONS]), ambiguous=True)
        near = starting + [m for m in self.near(key) if m.card not in {s.card for s in starting}]
        return Candidates(tuple(m.shown for m in near[:MAX_SUGGESTIONS]))

    # -- faces ------------------------------------------------------------------------

    def _find(self, key: str) -> CardFace | Candidates | None:
        """The face a key names; Candidates when it names several cards; None for none."""
        faces = self.faces_of_key(key)
        if not faces:
            return None
        cards = {f.card for f in faces}
        if len(cards) > 1:
            return Candidates(tuple(sorted({f.name for f in faces}))[:MAX_SUGGESTIONS], True)
        return faces[0].engine_face()

    def faces_of_key(self, key: str) -> list[Face]:
        """The faces a normalized name points at: the English ones when there are any."""
        rows = self.store.by_key(key)
        english = [row for row in rows if row[0] == "en"]
        return [Face.of(row[1:]) for row in english or rows]

    def card_faces(self, card: int) -> list[Face]:
        return [Face.of(row) for row in self.store.faces(card)]

    # -- names --------------------------------------------------------------------------

    def prefix_matches(self, key: str, lang: str, limit: int = AUTOCOMPLETE) -> list[Match]:
        return [
            Match(str(shown), lang, int(str(card)), str(english))
            for _key, shown, _face, card, english in self.store.prefix(lang, key, limit)
        ]

    @staticmethod
    def _distinct(matches: list[Match]) -> list[Match]:
        seen: set[int] = set()
        out = []
        for match in matches:
            if match.card not in seen:
                seen.add(match.card)
                out.append(match)
        return out

    @cached_property
    def _keys(self) -> tuple[list[str], list[str]]:
        """Every name in Redzone's languages: the keys, and each as rapidfuzz compares it
        (punctuation as spaces: ``serra-engel`` is ``serra engel``). Read on the first
        misspelled name."""
        keys = self.store.keys(LANGUAGES)
        return keys, [utils.default_process(key) for key in keys]

    def near(self, key: str, limit: int = MAX_SUGGESTIONS, lang: str = "en") -> list[Match]:
        """The cards nearest a misspelled key, best first, one name per card.

        The query's language is the language of the name it matches best (on a tie, the
        reader's ``lang``, then English). Cards matched by a name in that language come
        first, then those matched by an English name, then the rest; each is offered by
        its name in the query's language, else by its English name.
        """
        keys, compared = self._keys
        hits = process.extract(
            utils.default_process(key),
            compared,
            scorer=fuzz.ratio,
            processor=None,
            limit=_NEAR,
            score_cutoff=_CUTOFF,
        )
        scored = [
            (score, Match(str(shown), str(name_lang), int(str(card)), str(english)))
            for _, score, at in hits
            for shown, name_lang, card, english in self.store.shown(keys[at])
        ]
        if not scored:
            return []
        best = max(score for score, _ in scored)
        first = {m.lang for score, m in scored if score == best}
        query_lang = next((x for x in (lang, "en") if x in first), min(first))
        order = list(dict.fromkeys((query_lang, "en")))

        def rank(item: tuple[float, Match]) -> tuple[int, float]:
            score, match = item
            tier = order.index(match.lang) if match.lang in order else len(order)
            return tier, -score

        out: list[Match] = []
        for _, match in sorted(scored, key=rank):
            if match.card not in {m.card for m in out}:
                out.append(self._named_in(match, query_lang))
            if len(out) == limit:
                break
        return out

    def _named_in(self, match: Match, lang: str) -> Match:
        """The match by its card's name in ``lang``, else by its English name."""
        if match.lang == lang:
            return match
        printed = self.store.printed(match.card, lang) if lang != "en" else []
        if printed:
            return Match(printed[0], lang, match.card, match.english)
        return Match(match.english, "en", match.card, match.english)

    def autocomplete(self, text: str, lang: str) -> list[tuple[str, str]]:
        """Up to 25 (label, value) choices: names in ``lang`` and in English starting with
        ``text``; the nearest names when none does. Each at most 100 characters."""
        key = normalize(text)
        if not key:
            return []
        matches = self.prefix_matches(key, lang) if lang != "en" else []
        matches += self.prefix_matches(key, "en")
        if not matches:
            matches = self.near(key, limit=10, lang=lang)
        choices: list[tuple[str, str]] = []
        seen: set[str] = set()
        for match in matches:
            label = (
                match.shown
                if match.lang == "en"
                else t(lang, "name-aside", name=match.shown, aside=match.english)
            )
            if label in seen:
                continue
            seen.add(label)
            choices.append((label[:CHOICE_CHARS], match.shown[:CHOICE_CHARS]))
            if len(choices) == AUTOCOMPLETE:
                break
        return choices


_OPEN: dict[tuple[str, float], CardIndex] = {}


def load_index(path: Path) -> CardIndex:
    """One index per database file and modification time, per process."""
    key = (str(path.resolve()), path.stat().st_mtime)
    index = _OPEN.get(key)
    if index is None:
        index = CardIndex.open(path)
        for old in [k for k in _OPEN if k[0] == key[0]]:
            # Forget the copy it replaces (its connection closes with the last user of it);
            # closing it here could break a lookup still running on it.
            del _OPEN[old]
        _OPEN[key] = index
    return index


def available(explicit: str | None = None) -> CardIndex | None:
    """The card index at hand (``--cards``, ``REDZONE_CARDS_PATH`` or the stored copy), or
    None when there is no card data."""
    try:
        return load_index(data.db_path(explicit))
    except data.CardsUnavailable:
        return None
