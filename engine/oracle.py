"""The grammar of oracle text: the combat patterns a creature card prints, one rule each.

A card's text is read line by line (engine.cards); each line the keyword reader does not take
is matched against :data:`RULES` here, after its own name (and ``this creature``) is written
``~``. A rule that matches gives plain values the engine simulates: restrictions on the card
itself (509.1b), its evasion clauses, and its static abilities over other creatures (613).

:func:`family` sorts a line the grammar does not simulate by the combat pattern it prints (an
attack trigger, an evasion clause, a static P/T change...), or None when it does not touch
combat; :data:`CHANGES_RESULT` are the families whose lines could change an outcome shown
without them (the reply says so before the outcome).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from engine.keywords import INFO, NUMBER_WORDS, Keyword, english_aliases

# Evasion clauses of an attacking creature, and the one of a blocker (509.1b).
POWER_AT_MOST = "power-at-most"  # can't be blocked by creatures with power N or less
POWER_AT_LEAST = "power-at-least"  # ... with power N or greater
FLYING_OR_REACH = "flying-or-reach"  # ... except by creatures with flying or reach
NOT_BY_WALLS = "walls"  # ... by Walls
BLOCKS_ONLY_FLYERS = "blocks-only-flyers"  # the refusal of "can block only creatures with flying"
MAX_BLOCKERS = "max-blockers"  # can't be blocked by more than N creatures
# "can't attack unless defending player controls an Island" (508.1c): the land type's index
# in BASIC_LAND_TYPES, the basic land types (305.6; engine.model.LAND_TYPES).
ATTACK_UNLESS_LAND = "attack-unless-land"
# "If ~ attacks, all creatures you control attack if able" (508.1d).
ALL_ATTACK = "all-attack"
# "~ can't attack or block unless CONDITION" (508.1c, 509.1b), its number the declarations it
# restricts (UNLESS_ATTACK, UNLESS_BLOCK, both): ``unless-another:TYPE`` ("you control another
# Giant", checked on the board), ``unless-assumed:unless ...`` (a condition off the board, the
# cards in a graveyard: taken to hold when the board declares it, and said so).
UNLESS_ANOTHER = "unless-another"
UNLESS_ASSUMED = "unless-assumed"
UNLESS_ATTACK, UNLESS_BLOCK = 1, 2
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")

Evasion = tuple[str, int]

# The quality of "protection from the chosen player" (702.16k): the player it was chosen for
# as it entered, its controller's opponent (engine.combat.setup).
CHOSEN_PLAYER = "the chosen player"


@dataclass(frozen=True, slots=True)
class Static:
    """A static ability that changes creatures' power, toughness or abilities (613.4c,
    613.1f): ``power``/``toughness`` and ``keywords`` given to each creature it applies to.

    It applies to the creatures of ``types`` (any of them; every creature when empty), with
    ``having`` when set, controlled by its controller (``yours``) or an opponent
    (``theirs``) when set, other than itself when ``others``, or only to itself
    (``itself``); ``your_turn``: only while its controller is the active player;
    ``more_life``: only when its controller has more life than an opponent as the combat
    begins. ``prevents``: the damage dealt ``to`` or ``by`` it is prevented (from a source
    of ``source_quality`` only, when set: ``artifacts``, ``creatures``, a colour).
    ``condition``: only as long as this holds, which the board can't show (``another
    Knight entered the battlefield under your control this turn``): not applied, the board
    writes the keywords when it holds, and the reply says so when it does not.
    ``exile_instead``: if it would die, it is exiled instead (614.6).
    """

    power: int = 0
    toughness: int = 0
    keywords: frozenset[Keyword] = frozenset()
    types: tuple[str, ...] = ()
    having: Keyword | None = None
    yours: bool = False
    theirs: bool = False
    others: bool = False
    itself: bool = False
    your_turn: bool = False
    more_life: bool = False
    prevents: str = ""
    combat_only: bool = False
    double: str = ""
    halves: bool = False
    source_quality: str = ""
    condition: str = ""
    exile_instead: bool = False


# The moments a combat trigger of a card's text waits for (508.3a, 509.3a, 509.3c, 509.3g,
# 510.3a, 603.6c): it attacks, blocks, becomes blocked, attacks and isn't blocked, deals
# combat damage to a player, is dealt combat damage, dies; and an opponent of its
# controller loses life (603.2: damage makes a player lose life, 120.3a).
ATTACKS, BLOCKS, BLOCKED, UNBLOCKED = "attacks", "blocks", "blocked", "unblocked"
HITS, DEALT, DIES, LOSES = "hits", "dealt", "dies", "loses"


@dataclass(frozen=True, slots=True)
class Trigger:
    """A triggered ability of combat: ``when`` its creature attacks, blocks, becomes blocked,
    attacks and isn't blocked, deals combat damage to a player, is dealt combat damage or
    dies (``anyone``: when any creature its controller controls attacks, "whenever a
    creature you control attacks", or another one dies; ``everyone``: another creature of
    any player dies), or when an opponent of its controller loses life (``loses``: its
    controller gains ``much``, that much).

    Its effect, all of it the board can show: the creature that triggered it gets
    ``power``/``toughness`` and ``keywords`` until end of turn; ``damage`` to the player or
    planeswalker that creature attacks (the defending player for ``blocked`` and
    ``unblocked``); its controller gains ``gain`` life (``much``: as much as the damage
    that triggered it); the defending player (the player dealt the damage for ``hits``)
    loses ``lose`` life and gets ``poison`` poison counters; ``counters`` +1/+1 counters on
    its source; ``tokens`` creature tokens of ``token`` (power, toughness, keywords) are
    put onto the battlefield, tapped and attacking what it attacks when ``attacking``
    (508.4); ``each_blocker``: the pump is given once for each creature blocking it as the
    trigger resolves (608.2h). ``said``: the sentences of its effect that change nothing on
    the board (a card drawn, a library searched), told but not simulated. ``at_player``: it
    triggers only when its creature attacks a player ("attacks a player and isn't
    blocked"); ``alone``: only when its creature attacks alone (506.5); ``life_becomes``:
    that player's life total becomes this number (119.5);
    ``doom``: the creature it blocks or that blocks it (once for each, 509.3b, 509.3d), of
    the quality ``by`` (a subtype, a colour, ``non`` a colour; any when empty), is
    destroyed at end of combat (a delayed trigger, 603.7, 511.2);
    ``silent``: its creature assigns no combat damage this combat (``combat``) or none to
    the defending player (``player``), the card's text overriding 510.1a (101.1);
    ``asked``: the sentences of its effect with a choice the rules give its player (a
    target, what to sacrifice, where counters go), which Redzone does not make: told as it
    resolves, with ``asks``, the actions the player writes for it (``~`` the card, ``*``
    the one chosen, ``N`` a number) at the next moment of the combat;
    ``foes``: the creatures blocking or blocked by its creature are destroyed (701.8a), and
    can't be regenerated unless ``regenerable`` (701.19c);
    ``per``: ``lose`` and ``gain`` count once for each other creature of these subtypes its
    controller controls as it resolves (608.2h), and ``opponents``: each opponent loses it,
    not only the defending player;
    ``noncombat``: ``dealt`` (or ``hits``) by any damage, not only combat damage ("is dealt
    damage", "deals damage to a player").
    """

    when: str
    anyone: bool = False
    power: int = 0
    toughness: int = 0
    keywords: frozenset[Keyword] = frozenset()
    damage: int = 0
    gain: int = 0
    lose: int = 0
    tokens: int = 0
    token: tuple[int, int, frozenset[Keyword], str] = (0, 0, frozenset(), "")
    everyone: bool = False
    much: bool = False
    poison: int = 0
    counters: int = 0
    attacking: bool = True
    said: tuple[str, ...] = ()
    each_blocker: bool = False
    at_player: bool = False
    alone: bool = False
    by: str = ""
    doom: bool = False
    life_becomes: int | None = None
    silent: str = ""
    asked: tuple[str, ...] = ()
    asks: tuple[str, ...] = ()
    foes: bool = False
    regenerable: bool = True
    per: tuple[str, ...] = ()
    opponents: bool = False
    noncombat: bool = False


@dataclass(frozen=True, slots=True)
class Reading:
    """What one line gives the engine: keywords the card has (its restrictions), keywords with
    a number (``can't be blocked except by two or more creatures``), evasion clauses,
    static abilities, +1/+1 counters it enters with (None: a number the board can't
    know, such as X), combat triggers, the actions its activated abilities write (README
    "Actions during combat": ``~`` the card, ``*`` the target the player chooses), and
    whether its power and toughness depend on the game (``variable``: the board writes
    them)."""

    pattern: str
    keywords: frozenset[Keyword] = frozenset()
    numbers: tuple[tuple[Keyword, int], ...] = ()
    evasion: tuple[Evasion, ...] = ()
    statics: tuple[Static, ...] = ()
    counters: int | None = 0
    triggers: tuple[Trigger, ...] = ()
    actions: tuple[str, ...] = ()
    variable: bool = False
    protections: tuple[str, ...] = ()


_ALIASES = english_aliases()
_NUMBERS = {"a": 1, "an": 1, **NUMBER_WORDS}


def _count(word: str) -> int | None:
    word = word.lower()
    return int(word) if word.isdecimal() else _NUMBERS.get(word)


# Between the keywords of a list (``flying, vigilance, and trample``).
_LIST = re.compile(r",\s*(?:and\s+)?|\s+and\s+")


def _keywords(text: str) -> frozenset[Keyword] | None:
    """``flying``, ``flying and first strike``, ``flying, vigilance, and trample``: the
    keywords, or None when a part is not one."""
    out = set()
    for part in _LIST.split(text.strip()):
        keyword = _ALIASES.get(tuple(part.lower().split()))
        if keyword is None:
            return None
        out.add(keyword)
    return frozenset(out)


def _signed(text: str) -> int:
    return int(text.replace("+", ""))


# -- the rules: one pattern each -----------------------------------------------------------

Builder = Callable[["re.Match[str]"], Reading | None]
Rule = tuple[str, "re.Pattern[str]", Builder]

_RESTRICTIONS = {
    "can't block": Keyword.CANT_BLOCK,
    "can't be blocked": Keyword.CANT_BE_BLOCKED,
    "can't be blocked except by creatures with flying": Keyword.FLYERS_ONLY,
    "can block only creatures with flying": Keyword.BLOCKS_ONLY_FLYERS,
    "can block any number of creatures": Keyword.ANY_BLOCKS,
    "attacks each combat if able": Keyword.MUST_ATTACK,
    "must be blocked if able": Keyword.MUST_BE_BLOCKED,
    "can't attack or block alone": Keyword.CANT_ALONE,
    "can only attack alone": Keyword.ONLY_ALONE,
}


def _restriction(found: re.Match[str]) -> Reading | None:
    return Reading("restriction", keywords=frozenset({_RESTRICTIONS[found[1].lower()]}))


def _lure(found: re.Match[str]) -> Reading | None:
    return Reading("restriction", keywords=frozenset({Keyword.LURE}))


def _power(found: re.Match[str]) -> Reading | None:
    kind = POWER_AT_MOST if found[2].lower() == "less" else POWER_AT_LEAST
    return Reading("evasion", evasion=((kind, int(found[1])),))


def _except(found: re.Match[str]) -> Reading | None:
    count = found[1]
    if count is None:
        return Reading("evasion", evasion=((FLYING_OR_REACH, 0),))
    number = _count(count)
    if number is None:
        return None
    return Reading("evasion", numbers=((Keyword.MIN_BLOCKERS, number),))


def _at_most(found: re.Match[str]) -> Reading | None:
    number = _count(found[1])
    return None if number is None else Reading("evasion", evasion=((MAX_BLOCKERS, number),))


def _unless_land(found: re.Match[str]) -> Reading | None:
    return Reading("restriction", evasion=((ATTACK_UNLESS_LAND, BASIC_LAND_TYPES.index(found[1])),))


# A condition no board shows: cards in a zone, what happened earlier this turn, mana.
_UNKNOWABLE = re.compile(r"\b(?:graveyard|hand|library|cards?|this turn|mana)\b")
_UNLESS_WHAT = {
    "attack": UNLESS_ATTACK,
    "block": UNLESS_BLOCK,
    "attack or block": UNLESS_ATTACK | UNLESS_BLOCK,
}


def _unless(found: re.Match[str]) -> Reading | None:
    """``~ can't attack[ or block] / block unless CONDITION.``: checked on the board when it
    can be (``you control another TYPE``), taken to hold and said when it can't."""
    what, condition = _UNLESS_WHAT[found[1]], found[2]
    another = re.fullmatch(rf"you control another ({_TYPE})", condition)
    if another is not None:
        return Reading("restriction", evasion=((f"{UNLESS_ANOTHER}:{another[1]}", what),))
    if _UNKNOWABLE.search(condition) and "creature" not in condition:
        return Reading("restriction", evasion=((f"{UNLESS_ASSUMED}:unless {condition}", what),))
    return None


def _all_attack(found: re.Match[str]) -> Reading | None:
    return Reading("restriction", evasion=((ALL_ATTACK, 0),))


def _walls(found: re.Match[str]) -> Reading | None:
    return Reading("evasion", evasion=((NOT_BY_WALLS, 0),))


def _counters(found: re.Match[str]) -> Reading | None:
    """``~ enters with N +1/+1 counters on it.``; ``X ..., where X is ...``, ``... if ...``
    and a copy's ``except it enters with X additional ...``: a number the game decides
    (614.1c), which the board writes with the stats (``variable``)."""
    count = None if found[2] else _count(found[1])
    return Reading("counters", counters=count, variable=count is None)


_TYPE = r"[A-Z][a-z'-]+"


def _anthem(found: re.Match[str]) -> Reading | None:
    """``[As long as it's your turn, ][Other ][TYPE ](creatures|TYPEs)[ with KW][ you
    control| your opponents control][ with KW] (get ±N/±N[ and have KWS]|have KWS)``."""
    your_turn, others, subject, with1, who, with2, pt, granted_and, granted_only = found.groups()
    granted = granted_and if granted_and is not None else granted_only
    types: tuple[str, ...] = ()
    words = subject.split()
    if words[-1].lower() == "creatures":
        types = tuple(word for word in words[:-1] if word != "and")  # "Goblin and Orc"
    else:  # a plural subtype ("Goblins"): its singular
        types = (words[-1][:-1],) if len(words) == 1 else ()
        if not types:
            return None
    if any(t[0].islower() for t in types):
        return None
    having = None
    for text in (with1, with2):
        if text is not None:
            read = _keywords(text)
            if read is None or len(read) != 1:
                return None
            (having,) = read
    power = toughness = 0
    if pt is not None:
        p, t = pt.split("/")
        power, toughness = _signed(p), _signed(t)
    keywords: frozenset[Keyword] = frozenset()
    if granted is not None:
        read = _keywords(granted)
        if read is None:
            return None
        keywords = read
    static = Static(
        power,
        toughness,
        keywords,
        types,
        having,
        yours=who is not None and who.strip().lower() == "you control",
        theirs=who is not None and who.strip().lower() == "your opponents control",
        others=others is not None,
        your_turn=your_turn is not None,
    )
    return Reading("lord", statics=(static,))


def _two_lords(found: re.Match[str]) -> Reading | None:
    """``TYPE creatures and other TYPE creatures get ±N/±N.``: two lords, the second one
    not over itself."""
    first, second, pt = found.groups()
    p, t = pt.split("/")
    power, toughness = _signed(p), _signed(t)
    statics = (
        Static(power, toughness, types=(first,)),
        Static(power, toughness, types=(second,), others=True),
    )
    return Reading("lord", statics=statics)


_COLOR_WORDS = ("white", "blue", "black", "red", "green")  # engine.model.COLORS


def _doom(found: re.Match[str]) -> Reading | None:
    """``Whenever ~ blocks|becomes blocked by|blocks or becomes blocked by a[n] QUALITY,
    destroy that creature|TYPE at end of combat.``: a delayed trigger for each creature."""
    how, quality = found[1], found[2]
    if quality == "creature":
        by = ""
    elif quality.endswith(" creature"):
        by = quality.removesuffix(" creature")
        if by.removeprefix("non") not in _COLOR_WORDS:
            return None
    elif re.fullmatch(_TYPE, quality):
        by = quality
    else:
        return None
    whens = {"blocks": (BLOCKS,), "becomes blocked by": (BLOCKED,)}.get(how, (BLOCKS, BLOCKED))
    return Reading("trigger", triggers=tuple(Trigger(when, by=by, doom=True) for when in whens))


def _chosen_player(found: re.Match[str]) -> Reading | None:
    return Reading("protection", protections=(CHOSEN_PLAYER,))


def _self_turn(found: re.Match[str]) -> Reading | None:
    """``As long as it's your turn, ~ has KWS`` / ``During your turn, ~ has KWS``."""
    keywords = _keywords(found[1])
    if keywords is None:
        return None
    return Reading("conditional", statics=(Static(keywords=keywords, itself=True, your_turn=True),))


def _self_unknown(found: re.Match[str]) -> Reading | None:
    """``~ has KWS as long as CONDITION.`` where the board can't show the condition (this
    turn, a graveyard): the board writes the keywords when it holds (611.3a)."""
    keywords, condition = _keywords(found[1]), found[2]
    if keywords is None or not _UNKNOWABLE.search(condition) or "creature" in condition:
        return None
    static = Static(keywords=keywords, itself=True, condition=f"{found[1]} as long as {condition}")
    return Reading("conditional", statics=(static,))


def _combat_begins(found: re.Match[str]) -> Reading | None:
    """``At the beginning of each combat|combat on your turn, [if you have more life than an
    opponent, ]~ gets +N/+N [and gains KWS]|gains KWS until end of turn.``: it triggers as the
    board's combat begins (507), so its effect holds for the whole combat."""
    your_turn, more_life, pt, granted_and, granted_only = found.groups()
    granted = granted_and if granted_and is not None else granted_only
    keywords = _keywords(granted) if granted is not None else frozenset()
    if keywords is None:
        return None
    power = toughness = 0
    if pt is not None:
        p, t = pt.split("/")
        power, toughness = _signed(p), _signed(t)
    static = Static(
        power,
        toughness,
        keywords,
        itself=True,
        your_turn=your_turn is not None,
        more_life=more_life is not None,
    )
    return Reading("conditional", statics=(static,))


_WHEN = {
    "attacks": ATTACKS,
    "attacks alone": ATTACKS,
    "blocks": BLOCKS,
    "becomes blocked": BLOCKED,
    "attacks and isn't blocked": UNBLOCKED,
    "attacks a player and isn't blocked": UNBLOCKED,
    "dies": DIES,
    "deals combat damage to a player": HITS,
    "deals combat damage to an opponent": HITS,
    "is dealt combat damage": DEALT,
    "is dealt damage": DEALT,
    "deals damage to a player": HITS,
}
_TOKEN = re.compile(
    r"create (\w+) (\d+)/(\d+) [a-z ]*?(?:([A-Z][a-z]+) )?creature tokens?"
    r"(?: with ([a-z ,]+?))?( that are tapped and attacking| that's tapped and attacking)?"
)
_EFFECTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("pump", re.compile(
        r"(?:~|it) gets ([+-]\d+/[+-]\d+)(?: until end of turn)?( for each creature blocking it)?"
    )),
    ("gains", re.compile(r"(?:(?:~|it) )?gains ([a-z ,]+?) until end of turn")),
    ("damage", re.compile(
        r"~ deals (\d+) damage to (?:the player or planeswalker it's attacking|defending player)"
    )),
    ("gain", re.compile(r"you (?:may )?gain (\d+|that much) life")),
    ("lose", re.compile(r"(?:defending|that) player loses (\d+) life")),
    ("poison", re.compile(r"that player gets (\w+) poison counters?")),
    ("counters", re.compile(r"(?:you may )?put (\w+) \+1/\+1 counters? on ~")),
    ("tokens", _TOKEN),
    ("enter", re.compile(r"(?:Those tokens|That token) enters? tapped and attacking")),
    ("becomes", re.compile(r"(?:defending|that) player's life total becomes (\d+)")),
    ("foes", re.compile(r"destroy all creatures blocking or blocked by (?:it|~)")),
    ("no_regeneration", re.compile(r"They can't be regenerated")),
    ("silent", re.compile(
        r"(?:~|it) assigns no combat damage (?:(this combat)|to defending player this turn)"
    )),
)  # fmt: skip


# Where one effect of a trigger ends and the next begins ("it gets +1/+3 and gains lifelink").
_PARTS = re.compile(r"(?:,| and) (?=(?:~|it|you|defending|that|create|gains|put)\b)")
# A sentence of an effect that changes nothing the combat shows: cards drawn, discarded,
# searched for or revealed, mana paid, or what happens at the next end step. One that names
# what the board holds (damage, life, counters, creatures...) is not one of them.
_OFF_BOARD = re.compile(
    r"\b(?:draws?|discards?|search(?:es)?|library|hand|graveyard|reveals?|scry|mills?"
    r"|shuffles?|pay|cards?)\b|at the beginning of the next end step"
)
_ON_BOARD = re.compile(
    r"\b(?:damage|life|counters?|creatures?(?! cards?)|tokens?|destroy|sacrifices?|tap|untap"
    r"|gets?|gains?|poison|attacking|blocking)\b"
)
_NEXT_END_STEP = "at the beginning of the next end step"
# A step of a turn to come skipped, or what happens then: nothing of this combat.
_NEXT_TURN = re.compile(
    r"\bskips? (?:their|your|its) next (?:untap|upkeep|draw) step\b"
    r"|\bat the beginning of (?:their|your|its) next (?:upkeep|draw step|turn)\b"
)
_SENTENCES = re.compile(r"\. (?=[A-Z~])")


def _effect(part: str) -> tuple[str, re.Match[str]] | None:
    for name, pattern in _EFFECTS:
        effect = pattern.fullmatch(part)
        if effect is not None:
            return name, effect
    return None


def _off_board(sentence: str) -> bool:
    """Whether a sentence of an effect changes nothing on the board of the combat."""
    if _NEXT_END_STEP in sentence or _NEXT_TURN.search(sentence):
        return True
    return _OFF_BOARD.search(sentence) is not None and _ON_BOARD.search(sentence) is None


# "each opponent loses X life and you gain X life, where X is the number of other Squirrels,
# Bats, Lizards, and Rats you control": a count the board shows (its creatures' subtypes).
_DRAIN = re.compile(
    r"(each opponent|defending player) loses X life( and you gain X life)?, where X is the "
    rf"number of other ((?:{_TYPE}s, )*{_TYPE}s,? and {_TYPE}s|{_TYPE}s) you control"
)


def _drain(sentence: str, values: dict[str, object]) -> bool:
    """Read a life loss (and gain) counted by subtypes into ``values``; whether it is one."""
    found = _DRAIN.fullmatch(sentence)
    if found is None:
        return False
    plural = re.split(r",? and |, ", found[3])
    values.update(lose=1, gain=1 if found[2] else 0, opponents=found[1] == "each opponent")
    values["per"] = tuple(word.removesuffix("s") for word in plural)
    return True


def _effects(sentence: str, values: dict[str, object]) -> bool:
    """Read one sentence of a trigger's effect into ``values``; whether every part of it
    is an effect the board can show."""
    for part in _PARTS.split(sentence):
        read = _effect(part)
        if read is None:
            return False
        name, effect = read
        if name == "pump":
            p, t = effect[1].split("/")
            values.update(power=_signed(p), toughness=_signed(t))
            if effect[2]:
                values["each_blocker"] = True
        elif name == "gains":
            granted = _keywords(effect[1])
            if granted is None:
                return False
            values["keywords"] = granted
        elif name == "tokens":
            count = _count(effect[1])
            kind = _keywords(effect[5]) if effect[5] else frozenset()
            if count is None or kind is None:
                return False
            values["tokens"] = count
            values["token"] = (int(effect[2]), int(effect[3]), kind, effect[4] or "Token")
            values["attacking"] = effect[6] is not None
        elif name == "enter":
            if not values.get("tokens"):
                return False
            values["attacking"] = True
        elif name == "becomes":
            values["life_becomes"] = int(effect[1])
        elif name == "silent":
            values["silent"] = "combat" if effect[1] else "player"
        elif name == "foes":
            values["foes"] = True
        elif name == "no_regeneration":
            if not values.get("foes"):
                return False
            values["regenerable"] = False
        elif name == "gain" and effect[1] == "that much":
            values["much"] = True
        elif name in ("poison", "counters"):
            count = _count(effect[1])
            if count is None:
                return False
            values[name] = count
        else:
            values[name] = int(effect[1])
    return True


# What each moment's trigger may do: the creature that attacked, blocked or was blocked is
# the one pumped or given keywords; one that died or was dealt damage is not.
_ALLOWED = {
    ATTACKS: None, BLOCKS: None, BLOCKED: None, UNBLOCKED: None,
    HITS: frozenset({"gain", "lose", "poison", "counters", "tokens", "token", "attacking",
                     "said", "asked", "asks", "noncombat"}),
    DEALT: frozenset({"gain", "much", "counters", "tokens", "token", "attacking", "said",
                      "asked", "asks", "noncombat"}),
    DIES: frozenset({"gain", "lose", "counters", "tokens", "token", "attacking", "said",
                     "asked", "asks", "foes", "regenerable"}),
    LOSES: frozenset({"gain", "much"}),
}  # fmt: skip
_WHO = {
    "~": (False, False),
    "~ or another creature you control": (True, False),
    "a creature you control": (True, False),
    "another creature you control": (True, False),
    "another creature": (True, True),
}


# An intervening "if" (603.4): "Whenever ~ attacks, if CONDITION, EFFECT."
_IF = re.compile(r"if ([^,]+), ([^.]+)\.")


def _condition_asked(values: dict[str, object], condition: re.Match[str]) -> Reading | None:
    """A trigger under a condition the board can't show (cards in a graveyard): asked, with
    the actions its effect writes when the condition holds."""
    if not _UNKNOWABLE.search(condition[1]) or "creature" in condition[1]:
        return None
    effect: dict[str, object] = {}
    if not _effects(condition[2], effect):
        return None
    actions = _as_actions(effect)
    if not actions or (values.get("anyone") and any("~" in a for a in actions)):
        return None  # "it" is then the creature that attacked, not the card
    values.update(asked=(condition[0].removesuffix("."),), asks=actions)
    trigger = Trigger(**values)  # type: ignore[arg-type]
    return Reading("trigger", triggers=(trigger,), actions=actions)


def _life_lost(found: re.Match[str]) -> Reading | None:
    """``Whenever an opponent loses life, you gain that much life.``: it triggers on each
    opponent's loss of life (603.2), damage included (120.3a); its controller gains what
    that player lost."""
    values: dict[str, object] = {"when": LOSES}
    allowed = _ALLOWED[LOSES]
    assert allowed is not None
    if not _effects(found[1], values) or values.keys() - {"when"} - allowed:
        return None
    return Reading("trigger", triggers=(Trigger(**values),))  # type: ignore[arg-type]


def _trigger(found: re.Match[str]) -> Reading | None:
    """``When[ever] ~|a creature you control|another creature[ you control] MOMENT, EFFECT.
    [EFFECT.]``: one trigger whose effects the board can show; a sentence that changes
    nothing on the board (a card drawn) is told, not simulated."""
    anyone, everyone = _WHO[found[1]]
    when = _WHEN[found[2]]
    values: dict[str, object] = {"when": when, "anyone": anyone, "everyone": everyone}
    if found[2] == "attacks a player and isn't blocked":
        values["at_player"] = True
    if found[2] == "attacks alone":
        values["alone"] = True
    if found[2] in ("is dealt damage", "deals damage to a player"):
        values["noncombat"] = True
    condition = _IF.fullmatch(found[3])
    if condition is not None:  # "if CONDITION, EFFECT": only a condition off the board
        return _condition_asked(values, condition)
    said: list[str] = []
    asked: list[str] = []
    asks: list[str] = []
    for sentence in _SENTENCES.split(found[3].removesuffix(".")):
        if _effects(sentence, values) or _drain(sentence, values):
            continue
        written = _asked(sentence)
        if written is not None:
            asked.append(sentence)
            asks.extend(written)
            continue
        if not _off_board(sentence):
            return None
        said.append(sentence)
    if said:
        values["said"] = tuple(said)
    if asked:
        values["asked"], values["asks"] = tuple(asked), tuple(asks)
    if (values.get("tokens") and values["attacking"]) and when != ATTACKS:
        return None  # a token put onto the battlefield attacking, but not as it attacks
    if values.get("each_blocker") and when != BLOCKED:
        return None
    allowed = _ALLOWED[when]
    if allowed is not None and values.keys() - {"when", "anyone", "everyone"} - allowed:
        return None
    plain = {"when", "anyone", "everyone", "damage", "alone", "asked", "asks"}
    if anyone and when == ATTACKS and not values.get("alone") and values.keys() - plain:
        return None  # an effect on "it" with several creatures: not read
    if anyone and when not in (ATTACKS, DIES):
        return None
    if (values.get("life_becomes") is not None or values.get("silent")) and when != UNBLOCKED:
        return None
    trigger = Trigger(**values)  # type: ignore[arg-type]
    if found[1] == "~ or another creature you control":  # its own death, and the others'
        itself = Trigger(**{**values, "anyone": False})  # type: ignore[arg-type]
        return Reading("trigger", triggers=(itself, trigger), actions=trigger.asks)
    return Reading("trigger", triggers=(trigger,), actions=trigger.asks)


# The effects of an activated ability the actions during combat write (602: a player
# activates it at a moment of the combat), each as its action: ``~`` the card, ``*`` the
# target its controller chooses.
_TARGET = (
    r"(?:~|it|(?:[Aa]nother )?(?:[Tt]arget|[Aa]nother target) (?:[a-z]+ )*"
    r"(?:creature|[A-Z][a-z]+(?: or [A-Z][a-z]+)?)(?: you control| with [a-z]+ \d+ or \w+)?"
    r"|(?:[A-Z][a-z]+ )?[Cc]reatures you control)"
)
_PLAYER = (
    r"any target|target (?:[a-z]+ )*(?:creature|player|opponent)(?: or (?:player|planeswalker))?"
)
# An amount the game decides (``damage equal to its power``, ``+X/+X``): the player writes the
# number in the action (``N``, ``X``), as it is when the ability resolves (608.2h).
_EQUAL = r"damage equal to [^.]+?"
_ACTIVATED: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str | None]], ...] = (
    (
        re.compile(rf"({_TARGET}) gets? ([+-]\d+/[+-]\d+) until end of turn"),
        lambda m: f"{_who(m[1])} {m[2]}",
    ),
    (
        # Defender only forbids attacking (702.3b): attacking as though it had none is losing
        # it for the turn.
        re.compile(rf"({_TARGET}) gets? ([+-]\d+/[+-]\d+) until end of turn and can attack "
                   r"this turn as though it didn't have defender"),
        lambda m: f"{_who(m[1])} {m[2]}, {_who(m[1])} loses defender",
    ),
    (re.compile(rf"({_TARGET}) gets? \+X/\+X until end of turn"), lambda m: f"{_who(m[1])} +X/+X"),
    (
        re.compile(rf"({_TARGET}) gains ([a-z ,]+?) until end of turn"),
        lambda m: f"{_who(m[1])} gains {_spelled(m[2])}" if _spelled(m[2]) else None,
    ),
    (
        re.compile(rf"({_TARGET}) can't block this turn"),
        lambda m: f"{_who(m[1])} gains can't block",
    ),
    (re.compile(rf"Regenerate ({_TARGET})"), lambda m: f"regenerate {_who(m[1])}"),
    (re.compile(rf"Destroy ({_TARGET})"), lambda m: f"destroy {_who(m[1])}"),
    (re.compile(rf"(Tap|Untap) ({_TARGET})"), lambda m: f"{m[1].lower()} {_who(m[2])}"),
    (
        re.compile(rf"Put a \+1/\+1 counter on ({_TARGET})"),
        lambda m: f"{_who(m[1])} +1/+1 counter",
    ),
    (
        re.compile(rf"(?:~|It) deals (\d+) damage to (?:{_PLAYER}|{_TARGET})"),
        lambda m: f"~ deals {m[1]} to *",
    ),
    (
        re.compile(rf"(?:~|It) deals (?:{_EQUAL} to (?:{_PLAYER}|{_TARGET})"
                   rf"|damage to (?:{_PLAYER}|{_TARGET}) equal to [^.]+)"),
        lambda m: "~ deals N to *",
    ),
    (
        re.compile(rf"Prevent the next (\d+) damage that would be dealt to (?:{_PLAYER}|{_TARGET})"
                   r" this turn"),
        lambda m: f"prevent {m[1]} to *",
    ),
)  # fmt: skip
# The sentences of a trigger's effect with a choice the rules give a player (a target, 603.3d;
# what to sacrifice, where counters go, 608.2d): Redzone does not make it, but tells the
# trigger and the actions the player writes for it (``N``: the number the player counts).
_ASKED: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (
        re.compile(rf"(?:it|~) deals (?:\d+|that much) damage to (?:{_PLAYER}|{_TARGET})"),
        ("~ deals N to *",),
    ),
    (
        re.compile(r"(?:you may )?put (?:its|a \+1/\+1) counters? on (?:another )?target "
                   r"[a-z ]*creature(?: you control)?(?: for each \+1/\+1 counter on ~)?"),
        ("* +1/+1 counter xN",),
    ),
    (
        re.compile(r"(?:you may )?distribute \w+ \+1/\+1 counters among any number of target "
                   r"creatures"),
        ("* +1/+1 counter xN",),
    ),
    (
        re.compile(r"(?:each opponent|defending player) sacrifices \w+ (?:creatures?|permanents?)"),
        ("sacrifice *",),
    ),
    (re.compile(rf"{_TARGET} can't block this turn"), ("* gains can't block",)),
    (
        re.compile(r"Tap (?:up to \w+ )?target (?:[a-z]+ )*(?:creatures?|permanents?)"
                   r"(?: that player controls| an opponent controls)?"),
        ("tap *",),
    ),
)  # fmt: skip


def _asked(sentence: str) -> tuple[str, ...] | None:
    """The actions a player writes for a sentence with a choice of theirs, or None."""
    for pattern, actions in _ASKED:
        if pattern.fullmatch(sentence):
            return actions
    return None


# What may follow the effect: when the ability may be activated, which the player knows.
_ACTIVATE_ONLY = re.compile(r"(?: Activate (?:this ability )?only [^.]+\.)?")
_ACTIVATE_ONLY_AT = re.compile(r" Activate (?:this ability )?only ")


def _who(text: str) -> str:
    return "~" if text in ("~", "it", "It") else "*"


def _spelled(text: str) -> str | None:
    """Keywords as the actions write them (``flying first strike``), or None."""
    if _keywords(text) is None:
        return None
    return " ".join(part.lower() for part in _LIST.split(text.strip()))


def _activated(found: re.Match[str]) -> Reading | None:
    """``COST: EFFECT.[ EFFECT.][ Activate only ...]``: an activated ability the actions
    write, one action for each effect (``It can't be regenerated``: the target gains
    can't be regenerated before it is destroyed, 701.19c)."""
    effects, rest = found[1], found[2]
    cut = _ACTIVATE_ONLY_AT.search(rest)
    if cut is not None:
        rest, only = rest[: cut.start()], rest[cut.start() :]
        if _ACTIVATE_ONLY.fullmatch(only) is None:
            return None
    sentences = [effects, *(s for s in _SENTENCES.split(rest.strip().removesuffix(".")) if s)]
    written: list[str] = []
    last = "~"
    for index, sentence in enumerate(sentences):
        if index and (_NEXT_END_STEP in sentence or _NEXT_TURN.search(sentence)):
            continue  # what happens after this combat (a sacrifice at the next end step)
        if _INSTEAD.fullmatch(sentence):  # a bigger shield for a target of a colour
            if not written or not written[-1].startswith("prevent "):
                return None
            written[-1] = "prevent N to *"
            continue
        if _NO_REGENERATION.fullmatch(sentence):
            if not written or not written[-1].startswith("destroy "):
                return None
            target = written[-1].removeprefix("destroy ")
            written.insert(len(written) - 1, f"{target} gains can't be regenerated")
            continue
        action = _action(sentence, last)
        if action is None:
            return None
        written.extend(action.split(", "))
        last = "*" if "*" in action else "~"
    return Reading("activated", actions=tuple(written))


_IT = re.compile(r"\b[Ii]t\b")
_NO_REGENERATION = re.compile(r"(?:~|It|They) can't be regenerated")
_INSTEAD = re.compile(
    r"If that creature is (?:white|blue|black|red|green), prevent the next \d+ damage instead"
)


def _action(sentence: str, last: str) -> str | None:
    """The action one sentence of an activated ability's effect writes, or None. ``it``
    is what the sentence before named (``Put a counter on target creature. It gains first
    strike``): the card (``~``), or the target (``*``)."""
    if last == "*":
        sentence = _IT.sub("target creature", sentence)
        sentence = sentence[0].upper() + sentence[1:]
    for pattern, action in _ACTIVATED:
        read = pattern.fullmatch(sentence)
        if read is not None:
            return action(read)
    return None


def _exert(found: re.Match[str]) -> Reading | None:
    """``You may exert ~ as it attacks. When you do, it gets +N/+N [and gains KWS] until end
    of turn.``: a choice as it attacks (701.43a), written as the actions it makes."""
    values: dict[str, object] = {}
    if not _effects(found[1], values):
        return None
    actions = _as_actions(values)
    return None if actions is None else Reading("activated", actions=actions)


def _as_actions(values: dict[str, object]) -> tuple[str, ...] | None:
    """The actions that write an effect read by :func:`_effects`: the pump and keywords of
    its creature (``~``), tokens put onto the battlefield attacking; None for any other."""
    if values.keys() - {"power", "toughness", "keywords", "tokens", "token", "attacking"}:
        return None
    actions = []
    power, toughness = values.get("power", 0), values.get("toughness", 0)
    if power or toughness:
        actions.append(f"~ {power:+d}/{toughness:+d}")
    keywords = values.get("keywords")
    if isinstance(keywords, frozenset) and keywords:
        actions.append("~ gains " + ", ".join(sorted(INFO[k].name for k in keywords)))
    token = values.get("token")
    if values.get("tokens") and isinstance(token, tuple):
        if not values.get("attacking"):
            return None
        size, kinds = f"{token[0]}/{token[1]}", sorted(INFO[k].name for k in token[2])
        put = " ".join(("put", token[3], size, *kinds))
        actions += [put] * int(str(values["tokens"]))
    return tuple(actions)


def _prevent_all(found: re.Match[str]) -> Reading | None:
    """``Prevent all [combat ]damage that would be dealt to[ and dealt by] ~.`` / ``... dealt
    by ~.``: its own damage prevented (615.1a)."""
    combat_only = found[1] is not None
    ways = ("to", "by") if found[3] else (found[2],)
    quality = (found[4] or "").removesuffix(" sources")
    statics = tuple(
        Static(itself=True, prevents=way, combat_only=combat_only, source_quality=quality)
        for way in ways
    )
    return Reading("prevention", statics=statics)


def _double(found: re.Match[str]) -> Reading | None:
    """Damage doubled (614.1a): to opponents and their permanents, or from your sources."""
    return Reading("replacement", statics=(Static(double="yours" if found[1] else "theirs"),))


def _exile_instead(found: re.Match[str]) -> Reading | None:
    return Reading("replacement", statics=(Static(itself=True, exile_instead=True),))


def _halves(found: re.Match[str]) -> Reading | None:
    return Reading("prevention", statics=(Static(halves=True),))


def _variable(found: re.Match[str]) -> Reading | None:
    return Reading("variable", variable=True)


_TURN = r"(?:as long as it's your turn|during your turn), "
RULES: tuple[Rule, ...] = (
    (
        "restriction",
        re.compile(rf"~ ({'|'.join(map(re.escape, _RESTRICTIONS))})\.", re.IGNORECASE),
        _restriction,
    ),
    ("restriction", re.compile(r"All creatures able to block ~ do so\."), _lure),
    (
        "evasion",
        re.compile(r"~ can't be blocked by creatures with power (\d+) or (less|greater)\."),
        _power,
    ),
    (
        "evasion",
        re.compile(
            r"~ can't be blocked except by (?:creatures with flying (?:or|and/or) reach"
            r"|(\w+) or more creatures)\."
        ),
        _except,
    ),
    ("evasion", re.compile(r"~ can't be blocked by Walls\."), _walls),
    (
        "restriction",
        re.compile(r"If ~ attacks, all creatures you control attack if able\."),
        _all_attack,
    ),
    (
        "restriction",
        re.compile(
            rf"~ can't attack unless defending player controls an? ({'|'.join(BASIC_LAND_TYPES)})\."
        ),
        _unless_land,
    ),
    (
        "restriction",
        re.compile(r"~ can't (attack or block|attack|block) unless ([^.]+)\."),
        _unless,
    ),
    ("protection", re.compile(r"~ has protection from the chosen player\."), _chosen_player),
    (
        "evasion",
        re.compile(r"~ can't be blocked by more than (\w+) creatures?\."),
        _at_most,
    ),
    (
        "counters",
        re.compile(
            r"~ enters(?: the battlefield)? with (\w+) \+1/\+1 counters?(?: on it)?"
            r"(, where X is [^.]+| if [^.]+)?\."
        ),
        _counters,
    ),
    (
        "counters",
        re.compile(
            r"You may have ~ enter(?: the battlefield)? as a copy of [^,]+, except it enters"
            r" with (\w+) additional \+1/\+1 counters? on it(\.)"
        ),
        _counters,
    ),
    (
        "lord",
        re.compile(
            rf"({_TURN})?(Other |other )?((?:{_TYPE} (?:and )?)*(?:creatures|{_TYPE}s))"
            r"(?: with ([a-z ]+?))?( you control| your opponents control)?(?: with ([a-z ]+?))?"
            r" (?:get ([+-]\d+/[+-]\d+)(?: and have ([a-z ,]+))?|have ([a-z ,]+))\.",
            re.IGNORECASE,
        ),
        _anthem,
    ),
    (
        "lord",
        re.compile(rf"({_TYPE}) creatures and other ({_TYPE}) creatures get ([+-]\d+/[+-]\d+)\."),
        _two_lords,
    ),
    (
        "conditional",
        re.compile(rf"{_TURN}~ has ([a-z ,]+)\.", re.IGNORECASE),
        _self_turn,
    ),
    ("conditional", re.compile(r"~ has ([a-z ,]+?) as long as ([^.]+)\."), _self_unknown),
    (
        "conditional",
        re.compile(
            r"At the beginning of (?:each combat|combat on (your) turn), "
            r"(if you have more life than an opponent, )?~ "
            r"(?:gets ([+-]\d+/[+-]\d+)(?: and gains ([a-z ,]+))?|gains ([a-z ,]+))"
            r" until end of turn\."
        ),
        _combat_begins,
    ),
    (
        "trigger",
        re.compile(
            r"(?:[A-Z][a-z]+ — )?Whenever (~|a creature you control) (attacks(?: a player)? and"
            r" isn't blocked|attacks alone"
            r"|attacks|blocks|becomes blocked|deals combat damage to (?:a player|an opponent)"
            r"|deals damage to a player|is dealt (?:combat )?damage), ([^.]+\.(?: [A-Z~][^.]+\.)*)"
        ),
        _trigger,
    ),
    (
        "trigger",
        re.compile(
            r"Whenever ~ (blocks or becomes blocked by|becomes blocked by|blocks) an? "
            r"([a-z]+ creature|[A-Z][a-z]+|creature), destroy that (?:creature|[A-Z][a-z]+) at "
            r"end of combat\."
        ),
        _doom,
    ),
    (
        "trigger",
        re.compile(
            r"(?:When|Whenever) (~ or another creature you control|~|another creature you control"
            r"|another creature) (dies), "
            r"([^.]+\.(?: [A-Z~][^.]+\.)*)"
        ),
        _trigger,
    ),
    ("trigger", re.compile(r"Whenever an opponent loses life, ([^.]+)\."), _life_lost),
    ("activated", re.compile(r"You may exert ~ as it attacks\. When you do, ([^.]+)\."), _exert),
    (
        "prevention",
        re.compile(
            r"Prevent all (combat )?damage that would be dealt (to|by)( and dealt by)? ~"
            r"(?: by (artifacts|creatures|(?:white|blue|black|red|green) sources))?\."
        ),
        _prevent_all,
    ),
    (
        "replacement",
        re.compile(
            r"If a source (you control )?would deal damage to (?:an opponent or a permanent an "
            r"opponent controls|a permanent or player), (?:that source|it) deals double that "
            r"damage to that (?:player or permanent|permanent or player) instead\."
        ),
        _double,
    ),
    (
        "prevention",
        re.compile(
            r"If a source would deal damage to you or a permanent you control, prevent half "
            r"that damage, rounded up\."
        ),
        _halves,
    ),
    ("replacement", re.compile(r"If ~ would die, exile it instead\."), _exile_instead),
    (
        "activated",
        re.compile(r"[^:\"]*(?:\{[^}]*\}|[Ss]acrifice|[Dd]iscard)[^:\"]*: ([^.]+)\.(.*)"),
        _activated,
    ),
    (
        # Power and toughness that depend on the game (604.3, 613.4): the board writes them.
        "variable",
        re.compile(
            r"~'s power (?:and toughness are each|is) equal to [^.]+\."
            r"|~ gets [+-]\w+/[+-]\w+ for each [^.]+\."
            r"|~ gets [+-]X/[+-]X, where X is [^.]+\."
            r"|(?:[A-Z][a-z]+ — )?As long as [^,]+, ~ gets [+-]\d+/[+-]\d+"
            r"(?: and (?:has [a-z ,]+|can't block))?\."
            r"|~ gets [+-]\d+/[+-]\d+ as long as [^.]+\."
        ),
        _variable,
    ),
)


# The keywords whose ability is a combat trigger the grammar reads, by their rules text.
_KEYWORD_TEXTS = {
    # 702.86a
    "annihilator": "Whenever ~ attacks, defending player sacrifices {} permanents.",
    # 702.181a
    "mobilize": "Whenever ~ attacks, create {} 1/1 red Warrior creature tokens. Those tokens "
    "enter tapped and attacking. Sacrifice them at the beginning of the next end step.",
}


# The keywords that make a permanent enter with a number of +1/+1 counters the game decides
# (614.1c): devour (702.82a), sunburst (702.44a), bloodthirst (702.54a), amplify (702.38a),
# ravenous (702.156a), fabricate's choice (702.123a). The board writes the creature's stats.
_COUNTED = frozenset({"devour", "sunburst", "bloodthirst", "amplify", "ravenous", "fabricate"})


# Modular N (702.43a): it enters with N +1/+1 counters, and as it dies its player may move
# them onto an artifact creature (a target: written as an action).
_MODULAR = (
    "When ~ dies, you may put a +1/+1 counter on target artifact creature for each +1/+1 "
    "counter on ~."
)
# The keywords whose ability is a choice its player makes as the creature attacks, or a
# trigger of a spell the actions do not cast: the actions the player writes for it. Enlist
# (702.154a): the creature tapped, and the attacker's +X/+0, X its power; prowess (702.108a):
# +1/+1 for each noncreature spell cast.
_KEYWORD_ACTIONS = {"enlist": ("tap *", "~ +N/+0"), "prowess": ("~ +1/+1",)}


def read_keyword(keyword: str, number: int) -> Reading | None:
    """What the grammar reads in a keyword (with its number, or 0) whose ability is a combat
    trigger (``Mobilize 2``), by its rules text, or that makes it enter with counters the
    game decides (``Devour 2``, ``Sunburst``), or a choice its player writes as actions
    (``Enlist``); None for any other keyword."""
    lowered = keyword.lower()
    if lowered in _COUNTED:
        return Reading("counters", counters=None, variable=True)
    if lowered in _KEYWORD_ACTIONS:
        return Reading("activated", actions=_KEYWORD_ACTIONS[lowered])
    if lowered == "modular" and number:
        dies = read_line(_MODULAR, "")
        assert dies is not None
        return Reading("counters", counters=number, triggers=dies.triggers, actions=dies.actions)
    text = _KEYWORD_TEXTS.get(lowered)
    return None if text is None else read_line(text.format(number), "")


def read_line(line: str, name: str) -> Reading | None:
    """What the grammar reads in one line of a card's text (reminder text removed), or None
    when no rule matches it. ``name``: the card's name, which the line may print."""
    line = _own_name(line, name)
    for _, pattern, build in RULES:
        found = pattern.fullmatch(line)
        if found is not None:
            reading = build(found)
            if reading is not None:
                return reading
    return None


def _own_name(line: str, name: str) -> str:
    """The line with the card's name and ``this creature`` written ``~``."""
    if name:
        line = line.replace(name, "~")
        short = name.split(",")[0]  # a legend's short name ("Gisela" for "Gisela, ...")
        if short != name:
            line = line.replace(short, "~")
    return line.replace("This creature", "~").replace("this creature", "~")


# -- the families of combat text, simulated or not ----------------------------------------------

# Each family of combat text the table names, by the words that print it; a line in
# none of them does not touch combat (mana, upkeep, card draw on entering...). First match wins.
FAMILIES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (family, re.compile(pattern, re.IGNORECASE))
    for family, pattern in (
        (
            "attack requirement",
            r"attacks? each combat|blocks? each combat|if able|\balone\b"
            r"|can't attack|must be blocked",
        ),
        (
            "keyword",
            r"^(?:prowess|annihilator|enlist|mobilize|backup|provoke|myriad|dethrone"
            r"|training|ninjutsu|bloodthirst|frenzy)\b",
        ),
        (
            "evasion",
            r"can't be blocked|can block only|can't block|can block any"
            r"|can block an additional",
        ),
        ("counters", r"enters(?: the battlefield)? with .*counters?|^(devour|fabricate|modular)"),
        (
            "damage replacement",
            r"prevent|would (?:deal|be dealt)|damage that would|would die"
            r"|dealt to ~ instead|double",
        ),
        ("attack trigger", r"whenever [^.]*\battacks?\b|as it attacks|exert"),
        ("block trigger", r"whenever [^.]*\b(?:blocks|becomes blocked|is blocked|blocking)"),
        (
            "damage/death trigger",
            r"whenever [^.]*(?:deals (?:combat )?damage|is dealt"
            r"|\bdies\b|\bloses life\b)|when [^.]*\bdies\b",
        ),
        (
            "activated",
            r"^[^\"]*(?:\{[^}]*\}|sacrifice|discard|exile)[^:\"]*: .*(?:gets? [+-]|gains?"
            r"|regenerate|deals? .*damage|can't block|tap target|counter on"
            r"|untap (?!all (?:lands|forests|islands|swamps|mountains|plains)\b))",
        ),
        (
            "variable P/T",
            r"(?:power|toughness)[^.]* (?:is|are) (?:each )?equal|gets [+-]\S+ "
            r"for each|as long as[^.]*gets [+-]|gets [+-]\S+[^.]* as long as|gets [+-]\S+, where",
        ),
        (
            "granted keyword",
            r"\b(?:has|have) (?:\"|flying|first strike|double strike|trample|deathtouch"
            r"|lifelink|vigilance|menace|reach|haste|indestructible|hexproof|shroud|protection"
            r"|fear|intimidate|exalted|infect|wither|\w+walk)",
        ),
        ("lord/anthem", r"^(?!when)[^:]*creatures?[^.:]* get [+-]\d+/[+-]\d+(?! until)"),
    )
)
# The families whose lines, left out, could change the outcome shown (the reply says so
# before the outcome): what a creature can block, its P/T, the damage it deals or is dealt.
CHANGES_RESULT = frozenset(
    {"evasion", "attack requirement", "variable P/T", "granted keyword", "lord/anthem",
     "damage replacement", "counters"}
)  # fmt: skip


# An enters trigger (its own, or one it is granted; backup N is one, 702.165a): it resolved
# before the combat the board shows, whose written stats and keywords already hold what it
# did (a creature enters during that combat only as a token a trigger makes).
_ENTERS = re.compile(r'(?:[^"]*\bhas ")?When ~ enters\b|Backup \d+\Z')


def family(line: str, name: str = "") -> str | None:
    """The family of combat text a line prints (:data:`FAMILIES`), or None."""
    line = _own_name(line, name)
    if _ENTERS.match(line):
        return None
    for found, pattern in FAMILIES:
        if pattern.search(line):
            return found
    return None


def changes_result(line: str, name: str = "") -> bool:
    """Whether a line left out could change the outcome shown without it."""
    return family(line, name) in CHANGES_RESULT
