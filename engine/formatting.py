"""Formatting: a board in canonical notation, the inverse of parsing
(``parse(format_board(b)) == b``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.action_words import ACTION_WORDS, VERBS
from engine.keywords import INFO, ORDER, Keyword
from engine.model import Action, Board, Creature, Moment, Planeswalker, Player, Thing


def _english_name(keyword: Keyword) -> str:
    return INFO[keyword].name


def _as_is(word: str) -> str:
    return word


@dataclass(frozen=True)
class Words:
    """How a board is written: each keyword's name, and each structural word (``blocks``,
    ``vs``, ``pw``, ``battle``, ``nonsiege``) and colour by its English spelling. English by
    default; a language's words show a board in it, and the notation reads every language
    at once, so ``parse`` takes the board back either way."""

    keyword: Callable[[Keyword], str] = _english_name
    word: Callable[[str], str] = _as_is


ENGLISH = Words()


def format_creature(
    creature: Creature,
    name: Callable[[Keyword], str] = _english_name,
    word: Callable[[str], str] = _as_is,
) -> str:
    """Write a creature in canonical notation (long keyword names, table order).

    ``name`` gives each keyword's name and ``word`` each structural word and colour: English
    by default, another language's to show a board in it (the notation reads every language).
    """
    parts = [creature.name] if creature.name else []
    parts.append(f"{creature.power}/{creature.toughness}")
    parts.extend(word(color) for color in creature.colors)
    if creature.types:
        parts.append(f"type({' '.join(creature.types)})")
    for keyword in sorted(creature.keywords, key=ORDER.__getitem__):
        parts.append(name(keyword))
    if creature.toxic:
        parts.append(f"{name(Keyword.TOXIC)} {creature.toxic}")
    parts.extend(f"{name(keyword)} {value}" for keyword, value in creature.numbers)
    if creature.damage:
        parts.append(f"{name(Keyword.DAMAGE)} {creature.damage}")
    parts.extend(f"{name(Keyword.CIPHER)}({spell})" for spell in creature.ciphers)
    parts.extend(f"{name(Keyword.PROTECTION)} {quality}" for quality in creature.protections)
    if creature.attacks is not None:
        parts.append(f"-> {creature.attacks.text}")
    if creature.blocks is not None:
        parts.append(f"{word('blocks')} {creature.blocks.text}")
    parts.extend(f"{word('blocks')} {ref.text}" for ref in creature.also_blocks)
    return " ".join(parts)


def format_thing(thing: Thing, words: Words = ENGLISH) -> str:
    """Write a creature, planeswalker or battle in canonical notation."""
    if isinstance(thing, Creature):
        return format_creature(thing, words.keyword, words.word)
    if isinstance(thing, Planeswalker):
        return f"{thing.name} {words.word('pw')} {thing.loyalty}"
    battle = f"{thing.name} {words.word('battle')} {thing.defense}"
    return battle if thing.siege else f"{battle} {words.word('nonsiege')}"


def _format_player(player: Player, words: Words) -> str:
    head = [player.name]
    if player.life is not None:
        head.append(str(player.life))
    if player.poison is not None:
        head.append(f"p{player.poison}")
    head.extend(f"cd({cd.commander.text} {cd.amount})" for cd in player.commander_damage)
    if player.lands:
        head.append(f"lands({', '.join(player.lands)})")
    things = ", ".join(format_thing(thing, words) for thing in player.things)
    return f"{' '.join(head)}: {things}".rstrip()


def format_board(board: Board, words: Words = ENGLISH) -> str:
    """Write a board in canonical notation; ``parse(format_board(b, words)) == b``.

    ``words`` writes keywords, structural words and colours in a language; the rest (types,
    lands, protection's qualities, actions) stays in English, which every reader accepts.
    """
    if board.quick:
        text = f" {words.word('vs')} ".join(
            ", ".join(format_thing(thing, words) for thing in side.players[0].things)
            for side in board.sides
        )
    else:
        text = " | ".join(
            " & ".join(_format_player(player, words) for player in side.players)
            for side in board.sides
        )
    return text + format_actions(board.actions) if board.actions else text


def format_action(action: Action) -> str:
    """One action in canonical English notation."""
    ref = action.ref.text if action.ref is not None else ""
    effect = action.effect
    if effect in VERBS:
        return f"{effect} {ref}"
    if effect == "pump":
        return f"{ref} {action.power:+d}/{action.toughness:+d}"
    if effect == "counters":
        sign = "+" if action.power > 0 else "-"
        times = f" x{action.count}" if action.count != 1 else ""
        return f"{ref} {sign}1/{sign}1 counter{times}"
    if effect in ("gain", "lose"):
        names = [INFO[k].name for k in sorted(action.keywords, key=ORDER.__getitem__)]
        names += [f"{INFO[k].name} {n}" for k, n in action.numbers]
        names += [f"protection from {q}" for q in action.protections]
        return f"{ref} {effect}s {' '.join(names)}"
    if effect in ("life_gain", "life_lose"):
        return f"{ref} {effect[5:]}s {action.count} life"
    if effect in ("damage", "becomes"):
        written = action.creature
        assert written is not None
        words = [*written.colors, *(t.lower() for t in written.types)]
        words += [INFO[k].name for k in sorted(written.keywords, key=ORDER.__getitem__)]
        if effect == "becomes":
            return f"{ref} becomes {' '.join(words)}"
        return f"{' '.join([written.name or '', *words])} deals {action.count} to {ref}"
    if effect == "fog":
        return "prevent all"
    if effect in ("prevent_to", "prevent_from"):
        return f"prevent {action.count} {effect[8:]} {ref}"
    if effect == "unpreventable":
        return f"{ref} can't be prevented"
    if effect == "assign":
        return f"{ref} assigns {', '.join(f'{n} to {r.text}' for n, r in action.shares)}"
    assert action.creature is not None
    return f"put {format_creature(action.creature)}"


def format_actions(moments: tuple[Moment, ...]) -> str:
    """The moments in canonical notation, each after ``" ; "`` (empty for none)."""
    return "".join(
        f" ; {ACTION_WORDS[m.moment][0]}: {', '.join(format_action(a) for a in m.actions)}"
        for m in moments
    )
