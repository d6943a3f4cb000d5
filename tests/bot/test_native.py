"""Native review of the Italian, German and Japanese catalogs: each line says
what happened, names no gender it cannot know, and uses the official terms.

Every variant of the messages below is rendered with card names as a player types them,
and checked for the words that carry its meaning.
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast

from bot.i18n import LOCALES_DIR, t

ARGS: dict[str, str | int] = {
    "source": "Cavaliere",
    "target": "Orso",
    "amount": 2,
    "permanent": "Cavaliere",
    "ignores": "704.5g",
    "player": "Bob",
    "permanents": "Cavaliere",
    "count": 1,
    "removed": 0,
    "defense": 0,
    "loyalty": 0,
    "creature": "Cavaliere",
    "caster": "Alice",
    "spell": "Colpo d'ombra",
    "name": "Cavaliere",
    "attacker": "Orso",
    "defender": "Bob",
    "names": "Cavaliere",
    "rule": "509.1b",
    "power_change": 1,
    "toughness_change": 1,
    "power": 3,
    "toughness": 3,
    "sources": "Cavaliere",
    "opponents": "Bob",
    "life": 18,
    "poison": 2,
    "divider": "Bob",
    "left": 0,
    "via": "Orso",
    "blocker": "Cavaliere",
    "abilities": 2,
    "players": "Bob",
    "number": 1,
    "beyond": 1,
}


@cache
def variants(message_id: str) -> tuple[str, ...]:
    """The variant keys of a message's top select expression, from the English source."""
    text = (LOCALES_DIR / "en.ftl").read_text(encoding="utf-8")
    for entry in FluentParser().parse(text).body:
        if isinstance(entry, ast.Message) and entry.id.name == message_id:
            assert entry.value is not None
            for element in entry.value.elements:
                if isinstance(element, ast.Placeable) and isinstance(
                    element.expression, ast.SelectExpression
                ):
                    keys = element.expression.variants
                    return tuple(
                        str(getattr(v.key, "name", getattr(v.key, "value", ""))) for v in keys
                    )
    return ("",)


def render(code: str, message_id: str, selector: str, value: str, **extra: object) -> str:
    args: dict[str, str | int] = {**ARGS, selector: value}
    args.update({k: v for k, v in extra.items() if isinstance(v, str | int)})
    return t(code, message_id, **args)


# What each variant must say (the words that carry its meaning), per language.
MEANING = {
    ("it", "event-no_damage", "player_left"): "il giocatore attaccato da Cavaliere",
    ("it", "event-no_damage", "attacker_gone"): "la creatura che Cavaliere blocca",
    ("it", "event-no_damage", "target_gone"): "la battaglia che Cavaliere attacca",
    ("it", "event-no_damage", "planeswalker_gone"): "il planeswalker che Cavaliere attacca",
    ("it", "event-assign", "blocking"): "la creatura che Cavaliere blocca",
    ("ja", "event-no_damage", "player_left"): "Cavaliereの攻撃先のプレイヤー",
    ("ja", "event-no_damage", "attacker_gone"): "Cavaliereがブロックしていたクリーチャー",
    ("ja", "event-no_damage", "target_gone"): "Cavaliereの攻撃先のバトル",
    ("ja", "event-no_damage", "planeswalker_gone"): "Cavaliereの攻撃先のプレインズウォーカー",
    ("ja", "event-no_damage", "controller_left"): "Cavaliereの攻撃先のプレインズウォーカー",
    ("ja", "event-assign", "rest_battle_gone"): "Cavaliereの攻撃先のバトル",
    ("de", "event-no_damage", "attacker_gone"): "Die von Cavaliere geblockte Kreatur",
    ("de", "event-assign", "blocking"): "der von Cavaliere geblockten Kreatur",
    ("de", "event-assign", "one_blocker"): "weist Orso alle 2 Schadenspunkte zu",
    ("fr", "event-no_damage", "player_left"): "le joueur attaqué par Cavaliere",
    ("fr", "event-no_damage", "attacker_gone"): "la créature bloquée par Cavaliere",
    ("fr", "event-assign", "blocking"): "la créature bloquée par Cavaliere",
    ("fr", "event-assign", "one_blocker"): "Cavaliere lui attribue ses 2 blessures",
    ("es", "event-no_damage", "player_left"): "el jugador al que ataca",
    ("es", "event-no_damage", "target_gone"): "la batalla a la que ataca",
    ("es", "event-assign", "blocking"): "la criatura a la que bloquea Cavaliere",
    ("es", "event-assign", "one_blocker"): "le asigna sus 2 puntos de daño",
}


@pytest.mark.parametrize(("code", "message_id", "variant"), sorted(MEANING))
def test_variant_says_what_happened(code, message_id, variant):
    selector = "why" if message_id == "event-no_damage" else "how"
    assert MEANING[code, message_id, variant] in render(code, message_id, selector, variant)


def test_german_one_blocker_with_one_point():
    line = render("de", "event-assign", "how", "one_blocker", amount=1)
    assert "den einzigen Schadenspunkt" in line and "alle 1" not in line


JA_ERRORS = {
    # Who can't do what: the creature that is attacked, the one that is blocked.
    "error-detail-attack-own": "Cavaliereを攻撃することはできません",
    "error-detail-attack-creature": "クリーチャーを攻撃することはできません",
    "error-detail-block-non-attacker": "Cavaliereをブロックすることはできません",
}


@pytest.mark.parametrize("message_id", sorted(JA_ERRORS))
def test_japanese_error_details_name_the_object(message_id):
    assert JA_ERRORS[message_id] in t("ja", message_id, **ARGS)


def test_japanese_left_the_game_is_not_exile():
    line = t("ja", "summary-left", names="熊")
    assert "除外" not in line and "ゲームから離れた" in line


# Lines whose subject is a card or player name: no gendered participle or pronoun for it.
GENDERED = {
    "it": re.compile(
        r"\b(bloccat[ao]|distrutt[ao]|mess[ao] nel|la blocca|la distrugge|l[ao] esilia|da sol[ao]|con lui|con lei|su di essa)\b"
    ),
    "de": re.compile(r"\b([Ss]ie|[Ii]hr|[Ii]hre[mnrs]?|[Ee]r|seine[mnrs]?)\b"),
}
NAMED = {
    "event-assign": "how",
    "event-no_damage": "why",
    "event-dies": "why",
    "event-survives": "why",
    "event-leaves": "count",
    "event-defense": "removed",
    "event-loyalty": "removed",
    "event-cipher": "",
    # triggers and actions name the creature, never guess its gender
    # (lines that name the noun, "la creatura X ... bloccata", agree with it and are not listed)
    "event-exalted": "",
    "event-bushido": "why",
    "event-rampage": "beyond",
    "event-flanking": "",
    "event-exiled_instead": "",
    "event-afflict": "",
    "event-poisonous": "amount",
    "event-melee": "count",
    "event-band_block": "",
    "event-band_assign": "how",
    "event-removed": "",
    "event-strike_timing": "why",
    "event-block_stands": "why",
    "event-haste": "",
    "error-detail-action-gone": "",
    "error-detail-block-gone": "",
    "error-detail-tapped-attack": "",
}


@pytest.mark.parametrize("code", sorted(GENDERED))
@pytest.mark.parametrize("message_id", sorted(NAMED))
def test_no_gender_guessed_for_names(code, message_id):
    selector = NAMED[message_id]
    keys = variants(message_id) if selector else ("",)
    for key in keys:
        value: str | int = int(key) if key.isdigit() else key
        args: dict[str, str | int] = dict(ARGS)
        if selector:
            args[selector] = value
        line = t(code, message_id, **args)
        found = GENDERED[code].search(line)
        assert found is None, (message_id, key, found and found.group(0), line)


def outcome_shape(board: str) -> tuple[object, ...]:
    """What a board's combat comes to, without its names: life, poison, losses, deaths."""
    from bot.i18n import vocabulary
    from engine import parse, simulate

    result = simulate(parse(board, vocabulary()))
    return (
        [(p.life, p.poison, p.lost) for p in result.players],
        sum(1 for p in result.permanents if p.dies),
    )


@pytest.mark.parametrize("code", ("it", "de", "ja", "fr", "es"))
@pytest.mark.parametrize(
    "example", ("help-example-duel", "help-example-planeswalker", "help-example-teams")
)
def test_help_examples_are_written_in_the_language_and_mean_the_english_board(code, example):
    english, localized = t("en", example), t(code, example)
    assert localized != english
    assert outcome_shape(localized) == outcome_shape(english)


# -- Japanese: one politeness level (です/ます) in every sentence a user reads.

# A sentence ending in a plain verb or adjective form (る, た, だ, ない, て, で, ...), not です/ます.
POLITE_END = re.compile(r"(ます|ません|ました|ませんでした|です|でした|ください|ましょう)$")
PLAIN_END = re.compile(r"[るただうくつぬぶむぐすてで]$|ない$")


def plain(sentence: str) -> bool:
    return not POLITE_END.search(sentence) and bool(PLAIN_END.search(sentence))


NAMES = ("cmd-", "opt-", "lang-", "mode-", "field-")
# The picture's captions are labels drawn in a card's width (破壊された, 敗北), not sentences.
CAPTIONS = ("picture-",)


def texts(pattern: ast.Pattern) -> list[str]:
    """Every text a pattern can give (each variant of each select), variables as 熊."""
    out = [""]
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            out = [o + element.value for o in out]
        elif isinstance(element, ast.Placeable) and isinstance(
            element.expression, ast.SelectExpression
        ):
            choices = [t for v in element.expression.variants for t in texts(v.value)]
            out = [o + c for o in out for c in choices]
        else:
            out = [o + "熊" for o in out]
    return out


def ja_sentences() -> list[tuple[str, str]]:
    text = (LOCALES_DIR / "ja.ftl").read_text(encoding="utf-8")
    found = []
    for entry in FluentParser().parse(text).body:
        if not isinstance(entry, ast.Message) or entry.value is None:
            continue
        name = entry.id.name
        if name.startswith(NAMES) and not name.endswith("-desc"):
            continue  # command, option, language and mode names are names, not sentences
        if name.startswith(CAPTIONS):
            continue
        for line in texts(entry.value):
            for sentence in re.split(r"(?<=[。！？])", line):
                core = re.sub(r"[。！？]$", "", sentence.strip())
                core = re.sub(r"（[^（）]*）$", "", core).strip()  # a closing parenthesis
                if core:
                    found.append((name, core))
    return found


def test_japanese_sentences_are_all_in_the_polite_form():
    found = [(name, s) for name, s in ja_sentences() if plain(s)]
    assert not found, found


def test_polite_form_check_catches_plain_sentences():
    for sentence in ("質問する", "区切って", "盤面の書き方で", "書けない", "読み取った"):
        assert plain(sentence), sentence
    for sentence in ("質問します", "できません", "終了しました", "致死ダメージです", "ルール"):
        assert not plain(sentence), sentence


def test_japanese_option_names_do_not_repeat_their_command():
    """/ゲーム 攻撃 攻撃: read twice; each option has its own word (指定, 名前)."""
    text = (LOCALES_DIR / "ja.ftl").read_text(encoding="utf-8")
    names = {
        e.id.name: t("ja", e.id.name)
        for e in FluentParser().parse(text).body
        if isinstance(e, ast.Message) and e.id.name.startswith(("cmd-", "opt-"))
    }
    checked = 0
    for key, option in names.items():
        if not key.startswith("opt-") or key.endswith("-desc"):
            continue
        command = names["cmd-" + key[4:].rsplit("-", 1)[0]]
        assert command not in option and option not in command, (key, option, command)
        checked += 1
    assert checked >= 15
    assert names["opt-game-set-target"] != "対象"  # 対象 is Magic's "target"


# -- Dates, winners, the Italian table.


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", "Comprehensive Rules, effective September 25, 2026"),
        ("it", "Regole Complete, in vigore dal giorno 25 settembre 2026"),  # not "dal 8"
        ("de", "Ausführliches Regelwerk, gültig ab 25. September 2026"),
        ("ja", "総合ルール（2026年9月25日発効）"),
    ],
)
def test_dates_are_written_the_languages_own_way(code, expected):
    from datetime import date

    from bot.i18n import date_text

    assert t(code, "rule-effective", date=date_text(code, date(2026, 9, 25))) == expected


def test_moments_are_written_the_languages_own_way_in_utc():
    from datetime import UTC, datetime, timedelta, timezone

    from bot.i18n import moment_text

    stored = "2026-11-23T14:05:33.123Z"
    assert moment_text("de", stored) == "23.11.2026, 14:05"
    assert moment_text("it", stored) == "23 nov 2026, 14:05"
    assert moment_text("ja", stored) == "2026/11/23 14:05"
    tokyo = datetime(2026, 11, 23, 23, 5, tzinfo=timezone(timedelta(hours=9)))
    assert moment_text("ja", tokyo) == moment_text("ja", datetime(2026, 11, 23, 14, 5, tzinfo=UTC))


WINNERS = {
    "it": ("ha vinto Alice.", "hanno vinto Alice, Ann.", "finita in parità"),
    "de": ("Alice hat gewonnen.", "Alice, Ann haben gewonnen.", "endete unentschieden"),
    "ja": ("（Aliceの勝利）", "（Alice、Annの勝利）", "引き分けで終了しました"),
    "en": ("(Alice won)", "(Alice, Ann won)", "ended in a draw"),
}


@pytest.mark.parametrize("code", sorted(WINNERS))
def test_winners_agree_with_the_verb_and_a_draw_names_no_winner(code):
    one, two, draw = WINNERS[code]
    sep = t(code, "list-sep")
    assert one in t(code, "game-finished", winners="Alice", count=1)
    assert two in t(code, "game-finished", winners=sep.join(("Alice", "Ann")), count=2)
    nobody = t(code, "game-finished", winners="", count=0)
    assert draw in nobody and "-" not in nobody.split("/")[0] and "()" not in nobody


@pytest.mark.parametrize(
    ("code", "two"),
    [("it", "Alice, Ann vincono la partita."), ("de", "Alice, Ann gewinnen die Partie.")],
)
def test_two_winners_of_a_combat_take_the_plural(code, two):
    assert t(code, "summary-winners", names="Alice, Ann", count=2) == two


def test_italian_game_board_is_the_table():
    assert t("it", "cmd-game-board") == "tavolo"
    assert t("it", "game-board-title", turn=2) == "Il tavolo, turno 2"


# -- Replies that name a card or a player: no gender guessed, no number disagreement.

REPLIES = {
    "error-detail-not-attacking-you": {},
    "error-detail-not-your-team": {},
    "error-detail-block-non-attacker": {},
    "game-not-yours": {},
    "game-duplicate-player": {},
    "game-active": {},
    "game-wait-blocks": {},
    "event-copy_resolves": {"outcome": "player_left"},
}
GENDERED_REPLY = {
    "it": re.compile(r"\b(lui|lei|è tuo|è tua|sedut[oa]|bersagliat[oa])\b|^Attiv[oa]:"),
    "de": GENDERED["de"],
}


@pytest.mark.parametrize("code", sorted(GENDERED_REPLY))
@pytest.mark.parametrize("message_id", sorted(REPLIES))
def test_no_gender_guessed_in_replies(code, message_id):
    line = t(code, message_id, **{**ARGS, **REPLIES[message_id]})
    found = GENDERED_REPLY[code].search(line)
    assert found is None, (found and found.group(0), line)


AGREEMENT = [
    # (code, message, args, must say, must not say)
    (
        "it",
        "game-set",
        {"target": "Bob", "field": "punti vita", "value": 3},
        "punti vita a 3",
        "è 3",
    ),
    ("de", "game-set", {"target": "Bob", "field": "Lebenspunkte", "value": 3}, "auf 3", "ist"),
    ("it", "event-loyalty", {**ARGS, "removed": 1, "amount": 1}, "si rimuove un", "gli"),
    ("it", "event-defense", {**ARGS, "removed": 2, "amount": 2}, "si rimuovono 2", " le "),
    (
        "de",
        "event-assign",
        {**ARGS, "how": "divided_partial", "amount": 1},
        "(1 Schadenspunkt)",
        "restlichen 1",
    ),
    (
        "de",
        "event-commander_damage",
        {**ARGS, "total": 15, "commander": "Atraxa"},
        "15 Kampfschadenspunkte",
        "Kampfschaden durch",
    ),
    ("it", "event-assign", {**ARGS, "how": "partial"}, "non resta danno", "travolge."),
    ("ja", "card-defense", {"defense": 5}, "守備値", "防衛値"),
    ("ja", "card-simulated", {"keywords": "飛行"}, "シミュレート", "処理"),
    ("it", "summary-unmodeled", {"name": "Goyf", "text": "…"}, "abilità non simulata", "simulato:"),
    ("it", "game-creator-not-seated", {}, "la tua menzione", "te stesso"),
    ("de", "game-board-title", {"turn": 2}, "Das Spielfeld, Zug 2", "Spielsituation"),
    ("de", "cmd-combat-desc", {}, "erklären", "Erklärt"),
    ("it", "event-no_damage", {**ARGS, "why": "no_power"}, "forza 0 o inferiore", "non ha forza"),
    (
        "de",
        "event-no_damage",
        {**ARGS, "why": "no_power"},
        "Stärke von 0 oder weniger",
        "keine Stärke",
    ),
    ("ja", "event-no_damage", {**ARGS, "why": "no_power"}, "パワーが0以下", "パワーがない"),
    (
        "it",
        "event-life_lost",
        {**ARGS, "pool": "player", "team": "", "life": 18},
        "a causa di",
        " per ",
    ),
    ("de", "event-assign", {**ARGS, "how": "trample_no_blockers"}, "weist Cavaliere Orso", "gehen"),
    (
        "de",
        "event-assign",
        {**ARGS, "how": "partial"},
        "kein Schaden für Trampelschaden",
        "trampelt",
    ),
    ("ja", "event-leaves", {**ARGS, "count": 1}, "Bobがオーナーであるもの", "そのプレイヤー"),
    # A capital "Sie" that means the game reads as the formal "you".
    ("de", "game-too-many", {"limit": 200, "count": 199, "adding": 5}, "Diese hat", "Sie"),
    ("de", "game-end-vote", {"name": "Bob", "votes": 1, "needed": 2}, "Die Partie endet", "Sie"),
]


@pytest.mark.parametrize(("code", "message_id", "args", "says", "never"), AGREEMENT)
def test_native_wording(code, message_id, args, says, never):
    line = t(code, message_id, **args)
    assert says in line and never not in line, line


# -- Combat: official keyword names, true sentences, one sentence per clause.

COMBAT_DEPTH = {
    # Japanese printed names: 加虐 (afflict), 会戦 (melee), 有毒 (poisonous).
    ("ja", "event-afflict", ()): "加虐により防御プレイヤーのBobは2点のライフを失います",
    ("ja", "event-poisonous", ()): "有毒によりBobは毒カウンターを2個得ます",
    ("ja", "event-melee", (("count", 1),)): "会戦を持って攻撃しているので",
    # Italian: the player gets the poison counters (glossary), no "gli" for a player.
    ("it", "event-poisonous", ()): "a causa di avvelenare Bob ottiene 2 segnalini veleno",
    ("it", "event-exalted", ()): "Cavaliere è l'unica creatura che attacca",
    ("it", "event-afflict", ()): "al giocatore in difesa, Bob, 2 punti vita",
    ("it", "event-band_assign", (("how", "defender"),)): "Orso riceve 2 danni",
    # German: counted damage is Schadenspunkte; the shield protects the named target.
    (
        "de",
        "event-prevented",
        (("how", "to"),),
    ): "verhindert 2 der Schadenspunkte, die Cavaliere Orso",
    ("de", "event-band_assign", (("how", "defender"),)): "Orso wird 2 Schadenspunkte zugewiesen",
    ("de", "event-bushido", (("why", "blocks"),)): "also erhält Cavaliere durch Bushido",
}


@pytest.mark.parametrize(("code", "message_id", "extra"), sorted(COMBAT_DEPTH))
def test_combat_depth_lines_use_the_printed_terms(code, message_id, extra):
    args: dict[str, str | int] = {**ARGS, **dict(extra)}
    assert COMBAT_DEPTH[code, message_id, extra] in t(code, message_id, **args)


# The messages of actions, triggers and banding; in Japanese a colon never joins two clauses.
def combat_depth_events() -> list[ast.Message]:
    text = (LOCALES_DIR / "ja.ftl").read_text(encoding="utf-8")
    start = text.index("## combat depth: triggers")
    return [
        entry
        for entry in FluentParser().parse(text[start:]).body
        if isinstance(entry, ast.Message) and entry.id.name.startswith("event-")
    ]


def test_japanese_combat_depth_events_do_not_join_clauses_with_a_colon():
    events = combat_depth_events()
    assert len(events) >= 25
    for entry in events:
        assert entry.value is not None
        for line in texts(entry.value):
            outside = re.sub(r"（[^（）]*）", "", line)  # "(Redzone's choice: ...)" is a label
            outside = outside.replace("解決する順：熊", "")  # a list after its label
            assert "：" not in outside, (entry.id.name, line)


@pytest.mark.parametrize(
    ("english", "japanese"),
    [
        (
            "Alice: Mummy 3/3 afflict 2 | Bob: Bear 2/2 blocks Mummy",
            "Alice: ミイラ 3/3 加虐2 | Bob: 熊 2/2 ブロック ミイラ",
        ),
        ("Alice: Snake 1/1 poisonous 2 | Bob:", "Alice: 蛇 1/1 有毒2 | Bob:"),
        ("Alice: Knight 2/2 melee | Bob:", "Alice: 騎士 2/2 混戦 | Bob:"),
    ],
)
def test_japanese_printed_keyword_names_read_as_the_english_board(english, japanese):
    assert outcome_shape(japanese) == outcome_shape(english)


# -- French and Spanish: a card's or player's name has no known gender, so no word agrees
# with a bare name (French "Ours est détruit", Spanish "Araña es destruida"); a line that
# needs the agreement names the noun first ("La créature Ours est détruite").

AGREEING = {
    "fr": r"(bloquée?s?|détruite?s?|mise?s?|exilée?s?|renvoyée?s?|sacrifiée?s?|engagée?s?"
    r"|dégagée?s?|seule?s?|retirée?s?|attaquée?s?|ciblée?s?|tuée?s?|arrivée?s?|passée?s?|absente?s?)",
    "es": r"(bloquead[oa]s?|destruid[oa]s?|exiliad[oa]s?|sacrificad[oa]s?|girad[oa]s?"
    r"|enderezad[oa]s?|solas?|atacad[oa]s?|tuy[oa]s?|puest[oa]s?|devuelt[oa]s?|removid[oa]s?)",
}
VERBS = {
    "fr": r"(est|soit|devient|reste|a été|sont|n'est pas|attaque|bloque)",
    "es": r"(es|sea|queda|sigue|está|fue|ataca|bloquea|no es)",
}
NOUNS = {
    "fr": r"(créature|permanent|bataille|planeswalker|carte|joueur)",
    "es": r"(criatura|permanente|batalla|planeswalker|carta|jugador)",
}
NAME = "Zyx"
# The arguments that are not names: numbers, and protection's own words ("protection from
# red", from the message protection-from).
NOT_NAMES: dict[str, str | int] = {
    **{n: 2 for n, v in ARGS.items() if isinstance(v, int)},
    **dict.fromkeys(
        ("min", "max", "value", "votes", "needed", "page", "pages", "seconds", "n", "turn"),
        2,
    ),
    **dict.fromkeys(("first", "second", "adding", "remaining", "total", "limit"), 2),
    "quality": "protection",
    "date": "1er mars 2026",
    "updated": "2 mars 2026",
}


def agreeing_with_a_name(code: str, line: str) -> list[str]:
    """The places in a line where a word agrees in gender with a bare name."""
    found = re.compile(
        rf"\b{NAME} {VERBS[code]} (?:\w+ )?{AGREEING[code]}\b(?! {NOUNS[code]})"
        rf"|\b{NAME} \w+ {AGREEING[code]}\b(?! {NOUNS[code]})"
    )
    noun_before = re.compile(rf"\b{NOUNS[code]} $")
    return [
        match.group(0)
        for match in found.finditer(line)
        if not noun_before.search(line[: match.start()])
    ]


def every_rendering(code: str, number: int = 2) -> list[tuple[str, str]]:
    """Every message of a catalog, every variant of every select, with each text argument the
    name NAME and each number ``number`` (or the variant's number)."""
    from itertools import product

    from fluent.syntax.visitor import Visitor

    class Found(Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.names: set[str] = set()
            self.keys: dict[str, set[str]] = {}

        def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
            if isinstance(node.selector, ast.VariableReference):
                keys = self.keys.setdefault(node.selector.id.name, set())
                keys.update(
                    str(getattr(v.key, "name", getattr(v.key, "value", ""))) for v in node.variants
                )
            self.generic_visit(node)

        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            self.names.add(node.id.name)

    def value(key: str) -> str | int:
        return {"one": 1, "other": number}.get(key, int(key) if key.isdigit() else key)

    text = (LOCALES_DIR / f"{code}.ftl").read_text(encoding="utf-8")
    out = []
    for entry in FluentParser().parse(text).body:
        if not isinstance(entry, ast.Message):
            continue
        found = Found()
        found.visit(entry)
        base: dict[str, str | int] = {
            n: number if isinstance(NOT_NAMES.get(n), int) else NOT_NAMES.get(n, NAME)
            for n in found.names
        }
        selectors = sorted(found.keys)
        for combo in product(*(sorted(found.keys[s]) for s in selectors)):
            args = base | {s: value(k) for s, k in zip(selectors, combo, strict=True)}
            out.append((entry.id.name, t(code, entry.id.name, **args)))
    return out


@pytest.mark.parametrize("code", ("fr", "es"))
def test_no_word_agrees_in_gender_with_a_bare_name(code):
    found = [
        (message_id, bad)
        for message_id, line in every_rendering(code)
        for bad in agreeing_with_a_name(code, line)
    ]
    assert not found, found


def test_gender_check_catches_agreement_with_a_bare_name():
    assert agreeing_with_a_name("fr", f"{NAME} est détruit.") == [f"{NAME} est détruit"]
    assert agreeing_with_a_name("fr", f"{NAME} attaque seule.")
    assert agreeing_with_a_name("es", f"{NAME} es destruida.")
    assert not agreeing_with_a_name("fr", f"La créature {NAME} est détruite.")
    assert not agreeing_with_a_name("fr", f"{NAME} est la seule créature à attaquer.")
    assert not agreeing_with_a_name("es", f"La criatura {NAME} queda bloqueada.")


def test_french_elides_nothing_before_a_name():
    """French writes "d'Ours", "qu'Ours": a line that would need the elision before a
    vowel-initial name is rephrased instead, so no "de Ours" or "que Ours" appears."""
    elided = re.compile(r"\b(de|que|le|la|je|me|te|se|ce|ne|jusque|lorsque|puisque) Ours\b")
    found = []
    for message_id, line in every_rendering("fr"):
        if message_id == "keyword-held":  # its $name is a keyword's ("le vol"), not a card's
            continue
        line = line.replace(NAME, "Ours")
        found += [(message_id, m.group(0)) for m in elided.finditer(line)]
    assert not found, found


# The plural of the nouns French and Spanish count, as the catalogs write them.
PLURALS = {
    "fr": r"blessures|points|marqueurs|créatures|capacités|copies|cartes|commandes|joueurs"
    r"|permanents|choses|caractères|actions",
    "es": r"puntos|vidas|contadores|criaturas|habilidades|copias|cartas|comandos|jugadores"
    r"|permanentes|cosas|caracteres|acciones|bloqueadoras",
}


@pytest.mark.parametrize("code", ("fr", "es"))
def test_one_of_anything_is_singular_in_french_and_spanish(code):
    """Every number a line shows set to 1: no "1 blessures", no "1 vidas"."""
    plural = re.compile(rf"(?<![\d/+.-])\b1 (?:{PLURALS[code]})\b")
    found = [(m, line) for m, line in every_rendering(code, number=1) if plural.search(line)]
    assert not found, found
