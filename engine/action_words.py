"""The structural words of actions during combat (README "Actions during combat"): the
English spellings of each role (the other languages' are in locales/keywords.toml under
``[actions.<role>]``), and where a board's actions begin."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

# Every structural word of the actions, in English, by role. The other languages' spellings
# are in locales/keywords.toml under [actions.<role>] (joined by bot.i18n.vocabulary).
ACTION_WORDS: dict[str, tuple[str, ...]] = {
    "beginning_of_combat": (
        "at beginning of combat",
        "at the beginning of combat",
        "beginning of combat",
    ),
    "after_attacks": ("after attacks", "after attackers", "after attack"),
    "after_blocks": ("after blocks", "after blockers", "after block"),
    "after_first_strike": (
        "after first strike",
        "after first strike damage",
        "after first-strike damage",
        "after fs",
    ),
    "end_of_combat": ("at end of combat", "at the end of combat", "end of combat"),
    "destroy": ("destroy",),
    "exile": ("exile",),
    "bounce": ("bounce", "return"),
    "sacrifice": ("sacrifice",),
    "remove": ("remove",),
    "from_combat": ("from combat",),
    "put": ("put",),
    "prevent": ("prevent",),
    "fog": ("fog",),
    "all": ("all", "all combat damage", "all damage"),
    "damage": ("damage",),
    "to": ("to",),
    "from": ("from", "would deal"),
    "gain": ("gains", "gain"),
    "lose": ("loses", "lose"),
    "counter": ("counter", "counters"),
    "unpreventable": ("can't be prevented", "cant be prevented", "unpreventable"),
    "tap": ("tap",),
    "untap": ("untap",),
    "regenerate": ("regenerate",),
    "deals": ("deals", "deal"),
    "life": ("life",),
    "becomes": ("becomes", "become"),
    "assign": ("assigns", "assign"),
    # Words some languages write around the others: left out of the actions before they are
    # read (FILLERS), or part of a word order of ORDERS.
    "next": ("the next",),
    "this_turn": ("this turn",),
    "would_be_dealt": ("that would be dealt",),
    "which": ("that",),
    "until_end_of_turn": ("until end of turn", "until the end of turn"),
    "to_owners_hand": ("to its owner's hand", "to its owners hand", "to their owners' hands"),
    "article": (),
    "particle": (),
    "unit": (),
    "modified": (),
    "one": (),
    "on": ("on",),
    "place": (),
    "send": (),
    "into_exile": (),
    "returns": (),
    "back": (),
    "deals_end": (),
    "besides": (),
}

# The roles left out of the actions before they are read: "the next" (``prevent the next 3
# damage``), what every action already means (``until end of turn``, ``this turn``, ``to its
# owner's hand`` after a return), the printed words of a prevention between the damage and
# whom it is dealt to (``that would be dealt``, ``che verrebbero inflitti``, 与えられる; the
# reference after them keeps its ``to``), the Japanese particles and counter word around the
# others (は, を, 個), the printed wording around a modifier, which lasts until end of
# turn (``の修整を受ける``), and the adverb German prints after a life gain (``erhält 3
# Lebenspunkte dazu``).
FILLERS = frozenset(
    {
        "next",
        "this_turn",
        "would_be_dealt",
        "until_end_of_turn",
        "to_owners_hand",
        "particle",
        "unit",
        "modified",
        "besides",
    }
)
# The fillers a Japanese clause may start with, glued before the rest
# (``ターン終了時まで熊は…``, ``熊はターン終了時まで先制攻撃を得る``, ``次に熊が与える…``).
LEADING = frozenset({"until_end_of_turn", "next", "this_turn", "would_be_dealt"})

# The word orders of effects beside the ones the reader knows (engine/actions_notation.py),
# as each language writes them: roles, and the slots REF (a reference), PT (``+1/+1``), N
# (a number), TIMES (``x2``), SOURCE (a damage source's name and qualities, as after
# ``deals``) and SHARES (the shares of a division, each in an order of SHARE_ORDERS, apart by
# commas: the one slot an order may read across commas). Each order gives one effect, with the
# slots' values.
ORDERS: tuple[tuple[str, tuple[str, ...]], ...] = tuple(
    (effect, tuple(order.split()))
    for effect, order in (
        ("counters", "REF counter PT"),  # Muro segnalino -1/-1
        ("counters", "REF counter PT TIMES"),
        ("counters", "REF to PT counter N place"),  # 壁に+1/+1カウンターを1個置く
        ("counters", "REF to PT counter place"),
        ("counters", "put one counter PT on REF"),  # mettez un marqueur +1/+1 sur Mur
        ("counters", "put N counter PT on REF"),  # pon 2 contadores -1/-1 en Muro
        ("counters", "put N PT counter on REF"),  # put 2 -1/-1 counters on Wall
        ("counters", "put PT counter on REF"),
        ("exile", "send REF into_exile"),  # schicke Mauer ins Exil
        ("bounce", "put REF back"),  # bringe Bär (auf die Hand seines Besitzers) zurück
        ("bounce", "REF returns"),  # Orso ritorna in mano
        ("damage", "SOURCE deals REF N damage deals_end"),  # Blitz fügt Bär 3 Schadenspunkte zu
        ("damage", "SOURCE deals REF N deals_end"),
        ("prevent_to", "prevent article N damage to REF"),  # prévenez les 3 prochaines
        ("prevent_from", "prevent article N damage from REF"),  # blessures à Bob
        ("prevent_to", "REF to N damage prevent"),  # Bobに与えられる3点のダメージを軽減する
        ("prevent_from", "REF deals N damage prevent"),  # 熊が与える3点のダメージを軽減する
        ("damage", "SOURCE REF to N damage deals"),  # ショックは壁に2点のダメージを与える
        ("damage", "SOURCE N damage REF to deals"),  # ショックは2点のダメージを壁に与える
        ("assign", "REF SHARES assign"),  # 巨人は牛に1点、熊に4点を割り振る
    )
)

# The word orders of one share of a division in SHARES: ``牛に1点``.
SHARE_ORDERS: tuple[tuple[str, ...], ...] = (("REF", "to", "N", "damage"), ("REF", "to", "N"))

# The roles written as a verb before (or after) a reference, as each is written back
# (engine.formatting), and the roles a word may be glued on with (熊を破壊).
VERBS = ("destroy", "exile", "bounce", "sacrifice", "remove", "tap", "untap", "regenerate")
_SUFFIXED = (
    *VERBS,
    "prevent",
    "gain",
    "lose",
    "unpreventable",
    "counter",
    "to",
    "from",
    "damage",
    "life",
    "place",
    "becomes",
    "deals",
    "assign",
)

Words = Mapping[tuple[str, ...], str]


def spellings(extra: Mapping[str, tuple[str, ...]] | None = None) -> dict[tuple[str, ...], str]:
    """Every spelling of every role as lower-case word tuples: English, plus ``extra``."""
    table: dict[tuple[str, ...], str] = {}
    for source in (ACTION_WORDS, extra or {}):
        for role, names in source.items():
            for name in names:
                key = tuple(name.lower().split())
                if table.get(key, role) != role:
                    raise ValueError(f"{name!r} is two structural words of the actions")
                table[key] = role
    return table


ENGLISH_WORDS: dict[tuple[str, ...], str] = spellings()


def find_actions(folded: str, words: Words, firsts: frozenset[str]) -> int | None:
    """The offset of the ``;`` that starts the actions, or None: the first ``;`` followed by
    a moment (or by a word a moment begins with, so a misspelt one is reported)."""
    at = folded.find(";")
    while at >= 0:
        colon = folded.find(":", at + 1)
        head = folded[at + 1 : colon if colon >= 0 else len(folded)].lower().split()
        if head and (tuple(head) in words or head[0] in firsts):
            return at
        at = folded.find(";", at + 1)
    return None


# The lengths of the spellings that begin (or end) with a word, longest first.
_ByWord = dict[str, tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class WordShapes:
    """An actions' word table arranged for the reader (``Vocabulary.action_shapes``, worked
    out once per table): the lengths of the spellings by the word they begin with and by the
    word they end with, longest first, so most tokens are ruled out by one lookup and the
    others look up only the runs of words as long as one of their spellings; the one-word
    non-ASCII spellings a word may be glued on with and the non-ASCII number words
    (``カウンターを二個``), longest first; the particles a keyword may be glued after
    (騎士は二段攻撃); the fillers a word may be glued after (ターン終了時まで熊); the words
    a filler's spelling begins with (``the``, は); and, by role, the words its spellings begin
    with, so a word order looks for the word it needs only where one of them stands."""

    starting: _ByWord
    ending: _ByWord
    suffixes: tuple[str, ...]
    particles: tuple[str, ...]
    prefixes: tuple[str, ...]
    fillers: frozenset[str]
    firsts: Mapping[str, frozenset[str]]

    @classmethod
    def of(cls, words: Words, numbers: Iterable[str] = ()) -> WordShapes:
        starting: dict[str, list[int]] = {}
        ending: dict[str, list[int]] = {}
        for key in sorted(words, key=len, reverse=True):
            for word, sizes in ((key[0], starting), (key[-1], ending)):
                found = sizes.setdefault(word, [])
                if len(key) not in found:
                    found.append(len(key))
        firsts: dict[str, set[str]] = {}
        for key, role in words.items():
            firsts.setdefault(role, set()).add(key[0])
        ones = [(key[0], role) for key, role in words.items() if len(key) == 1]
        names = [n for n, role in ones if (role in _SUFFIXED or role in FILLERS)]
        names += numbers  # カウンターを二個: a number word glued before the others
        return cls(
            {word: tuple(sizes) for word, sizes in starting.items()},
            {word: tuple(sizes) for word, sizes in ending.items()},
            tuple(sorted((n for n in names if not n.isascii()), key=len, reverse=True)),
            tuple(sorted((n for n, role in ones if role == "particle"), key=len, reverse=True)),
            tuple(
                sorted(
                    (n for n, role in ones if role in LEADING and not n.isascii()),
                    key=len,
                    reverse=True,
                )
            ),
            frozenset(key[0] for key, role in words.items() if role in FILLERS),
            {role: frozenset(found) for role, found in firsts.items()},
        )
