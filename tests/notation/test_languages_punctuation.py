"""A board written in any language, with that language's punctuation, means the same as the
English one: the same JSON result. A misparse that silently changes meaning is
the worst kind of bug, so this is a property over generated boards.

Japanese is written as players type it: 「、」 between permanents, full-width "：" and "｜",
and number keywords glued to their number as printed on cards (「毒性2」「ダメージ1」).
"""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.i18n import LANGUAGES, keyword_name, keyword_table, vocabulary
from engine import parse, simulate
from engine.errors import RedzoneError
from engine.jsonout import result_to_json
from engine.keywords import KEYWORDS, Arg, Keyword
from engine.vocabulary import fold

FLAGS = [
    row.keyword for row in KEYWORDS if row.arg is Arg.NONE and row.keyword != Keyword.COMMANDER
]
ATTACKERS = ["Bear", "Wolf", "Knight", "Rat"]
BLOCKERS = ["Wall", "Spider", "Golem"]

# How each language writes the board's punctuation.
PUNCTUATION = {
    "en": {"sep": ", ", "colon": ": ", "bar": " | ", "glue": " "},
    "it": {"sep": ", ", "colon": ": ", "bar": " | ", "glue": " "},
    "de": {"sep": ", ", "colon": ": ", "bar": " | ", "glue": " "},
    "ja": {"sep": "、", "colon": "：", "bar": "｜", "glue": ""},
    # French puts a no-break space before ":" (a phone keyboard types it for the player).
    "fr": {"sep": ", ", "colon": "\u00a0: ", "bar": " | ", "glue": " "},
    "es": {"sep": ", ", "colon": ": ", "bar": " | ", "glue": " "},
}


def blocks_word(code: str) -> str:
    return "blocks" if code == "en" else keyword_table()["words"]["blocks"][code][0]


creature = st.tuples(
    st.integers(0, 6),
    st.integers(1, 6),
    st.lists(st.sampled_from(FLAGS), max_size=3, unique=True),
    st.integers(0, 3),  # toxic
    st.integers(0, 2),  # damage already marked
)


def write(code: str, attackers: list, blockers: list) -> str:
    p = PUNCTUATION[code]

    def one(name: str, stats: tuple, blocks: str | None) -> str:
        power, toughness, flags, toxic, damage = stats
        words = [f"{name} {power}/{toughness}"]
        words += [keyword_name(flag, code) for flag in flags]
        if toxic:
            words.append(f"{keyword_name(Keyword.TOXIC, code)}{p['glue']}{toxic}")
        if damage and damage < toughness:
            words.append(f"{keyword_name(Keyword.DAMAGE, code)}{p['glue']}{damage}")
        if blocks:
            words.append(f"{blocks_word(code)} {blocks}")
        return " ".join(words)

    alice = p["sep"].join(one(ATTACKERS[i], s, None) for i, s in enumerate(attackers))
    bob = p["sep"].join(
        one(BLOCKERS[i], s, ATTACKERS[target % len(attackers)])
        for i, (s, target) in enumerate(blockers)
    )
    return f"Alice{p['colon']}{alice}{p['bar']}Bob{p['colon']}{bob}"


def outcome(text: str) -> object:
    """The JSON result, or the error's code, detail and parameters (its span is in the text)."""
    try:
        return result_to_json(simulate(parse(text, vocabulary())), events=True)
    except RedzoneError as error:
        return (error.code, error.detail, error.params)


def unaccented(text: str) -> str:
    """The text as a player types it without accents ("piétinement" -> "pietinement"); the
    marks left out are Latin ones, so Japanese keeps its voicing marks."""
    decomposed = unicodedata.normalize("NFD", text)
    kept = "".join(c for c in decomposed if not "\u0300" <= c <= "\u036f")
    return unicodedata.normalize("NFC", kept)


@settings(max_examples=60, deadline=None)
@given(
    attackers=st.lists(creature, min_size=1, max_size=len(ATTACKERS)),
    blockers=st.lists(st.tuples(creature, st.integers(0, 3)), max_size=len(BLOCKERS)),
)
def test_every_language_gives_the_english_result(attackers, blockers):
    """Also with the accents left out, as French and Spanish players often type."""
    english = outcome(write("en", attackers, blockers))
    for code in LANGUAGES[1:]:
        text = write(code, attackers, blockers)
        for typed in (text, unaccented(text)):
            assert outcome(typed) == english, (code, typed)


def test_ideographic_comma_separates_permanents():
    board = parse("Alice: 熊 2/2、狼 3/3 | Bob:", vocabulary())
    assert [t.name for t in board.sides[0].players[0].things] == ["熊", "狼"]


@pytest.mark.parametrize(
    ("typed", "folded"),
    [
        ("熊 2/2 ー＞ Bob", "熊 2/2 -> Bob"),
        ("熊 2/2 ー>Bob", "熊 2/2 ->Bob"),
        ("熊 2/2\u3000ー＞\u3000Bob", "熊 2/2 -> Bob"),
        ("ー＞ Bob", "-> Bob"),
        # ー is a letter of the name it ends, even before ＞.
        ("スリヴァー＞ Bob", "スリヴァー> Bob"),
        ("スリヴァー 2/2", "スリヴァー 2/2"),
    ],
)
def test_the_ime_arrow_folds_to_the_arrow_only_as_a_word_of_its_own(typed, folded):
    """ー＞ is what a Japanese IME types for "->"; folding keeps every offset."""
    assert fold(typed) == folded
    assert len(fold(typed)) == len(typed)


def test_number_keywords_glued_to_their_number():
    thing = (
        parse("Alice: 熊 2/2 毒性2 ダメージ1 | Bob:", vocabulary()).sides[0].players[0].things[0]
    )
    assert (thing.toxic, thing.damage) == (2, 1)


# How each language writes the actions (README "Actions during combat", "Languages"): the
# word order its players use, glued as they glue it.
ACTIONS = {
    "en": {
        "destroy": "destroy {r}",
        "counter": "{r} {pt} counter",
        "prevent": "prevent the next {n} damage to Bob",
        "gain": "{r} gains {kw}",
        "tap": "tap {r}",
        "life": "Bob loses {n} life",
    },
    "it": {
        "destroy": "distruggi {r}",
        "counter": "{r} segnalino {pt}",
        "prevent": "previeni i prossimi {n} danni a Bob",
        "gain": "{r} ottiene {kw}",
        "tap": "tappa {r}",
        "life": "Bob perde {n} punti vita",
    },
    "de": {
        "destroy": "zerstöre {r}",
        "counter": "{r} {pt}-Marke",
        "prevent": "verhindere die nächsten {n} Schaden an Bob",
        "gain": "{r} erhält {kw}",
        "tap": "tappe {r}",
        "life": "Bob verliert {n} Lebenspunkte",
    },
    "ja": {
        "destroy": "{r}を破壊",
        "counter": "{r}に{pt}カウンターを1個置く",
        "prevent": "軽減 {n}点 Bob に",
        "gain": "{r}は{kw}を得る",
        "tap": "{r}をタップ",
        "life": "Bobは{n}点のライフを失う",
    },
    "fr": {
        "destroy": "détruisez {r}",
        "counter": "mettez un marqueur {pt} sur {r}",
        "prevent": "prévenez {n} blessures à Bob",
        "gain": "{r} acquiert {kw}",
        "tap": "engagez {r}",
        "life": "Bob perd {n} points de vie",
    },
    "es": {
        "destroy": "destruye {r}",
        "counter": "pon un contador {pt} en {r}",
        "prevent": "prevén {n} puntos de daño a Bob",
        "gain": "{r} gana {kw}",
        "tap": "gira {r}",
        "life": "Bob pierde {n} vidas",
    },
}
GAINED = [Keyword.FLYING, Keyword.TRAMPLE, Keyword.FIRST_STRIKE, Keyword.DOUBLE_STRIKE]
GAINED += [Keyword.LIFELINK, Keyword.DEATHTOUCH, Keyword.VIGILANCE]

action = st.tuples(
    st.sampled_from(sorted(ACTIONS["en"])),
    st.integers(0, 6),  # whose: an attacker, then a blocker
    st.integers(1, 4),
    st.sampled_from(["+1/+1", "-1/-1"]),
    st.sampled_from(GAINED),
)


def write_actions(code: str, actions: list, attackers: list, blockers: list) -> str:
    names = ATTACKERS[: len(attackers)] + BLOCKERS[: len(blockers)]
    forms = ACTIONS[code]
    sep = PUNCTUATION[code]["sep"]
    text = sep.join(
        forms[kind].format(
            r=names[whose % len(names)],
            n=n,
            pt=pt,
            kw=keyword_name(kw, code).replace(" ", "") if code == "ja" else keyword_name(kw, code),
        )
        for kind, whose, n, pt, kw in actions
    )
    moment = "after blocks" if code == "en" else keyword_table()["actions"]["after_blocks"][code][0]
    return f" ; {moment}{PUNCTUATION[code]['colon']}{text}"


@settings(max_examples=40, deadline=None)
@given(
    attackers=st.lists(creature, min_size=1, max_size=len(ATTACKERS)),
    blockers=st.lists(st.tuples(creature, st.integers(0, 3)), max_size=len(BLOCKERS)),
    actions=st.lists(action, min_size=1, max_size=4),
)
def test_actions_in_every_language_give_the_english_result(attackers, blockers, actions):
    english = outcome(
        write("en", attackers, blockers) + write_actions("en", actions, attackers, blockers)
    )
    for code in LANGUAGES[1:]:
        text = write(code, attackers, blockers) + write_actions(code, actions, attackers, blockers)
        assert outcome(text) == english, (code, text)
