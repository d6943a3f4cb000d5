"""What a picture shows, as data: read from the engine's result and its events (a combat), or
from a channel game's state (its board between combats), never from the text of a reply.

A :class:`Scene` is plain and localized: the players (or teams) with their totals before and
after, each permanent as a card, who attacks what, who blocks whom, the damage each step
dealt between them, and the actions taken between the steps. The layout draws nothing it
does not find here.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.explain import written_keyword
from bot.i18n import keyword_name, t
from bot.scenes import Attack, Card, Scene, Side
from engine import CombatResult
from engine.events import (
    CommanderDamage,
    CountersPut,
    CreatureEnters,
    Event,
    KeywordsChanged,
    MomentBegins,
    NotDestroyed,
    PermanentDies,
    PermanentLeaves,
    PowerChanged,
    RemovedFromCombat,
    ShieldCreated,
    StepBegins,
)
from engine.keywords import Keyword
from engine.model import Board, Creature, Planeswalker, Thing

# Keywords a card leaves out: marked damage is drawn as such, not as a keyword.
UNSHOWN = frozenset({Keyword.DAMAGE})
STEPS = ("first_strike", "regular")


def shown_keyword(keyword: Keyword, lang: str, number: int | None = None) -> tuple[str, str]:
    """A keyword as a card shows it: its name in the language, and its short form (the
    name, for a keyword that has none), each with its number."""
    name = keyword_name(keyword, lang)
    short = t(lang, "picture-keyword-short", keyword=keyword.value, name=name)
    if number is None:
        return name, short
    return f"{name} {number}", f"{short} {number}"


def keyword_names(thing: Thing, lang: str) -> list[tuple[str, str]]:
    """A creature's keywords (:func:`shown_keyword`), with their numbers, in the table's
    order."""
    if not isinstance(thing, Creature):
        return []
    numbers = dict(thing.numbers)
    names = []
    for keyword in Keyword:
        if keyword in UNSHOWN or (keyword not in thing.keywords and keyword not in numbers):
            continue
        if keyword is Keyword.TOXIC and thing.toxic:
            names.append(shown_keyword(keyword, lang, thing.toxic))
        else:
            names.append(shown_keyword(keyword, lang, numbers.get(keyword)))
    return names


def _things(board: Board | None, result: CombatResult) -> dict[str, Thing]:
    """Each permanent's thing as written, by id: the board's in writing order (the result
    lists its permanents in that order), then the creatures actions put onto the battlefield."""
    if board is None:
        return {}
    written = [thing for _, _, thing in board.things()]
    things: dict[str, Thing] = {
        perm.id: thing for perm, thing in zip(result.permanents, written, strict=False)
    }
    put = [a.creature for m in board.actions for a in m.actions if a.creature is not None]
    entered = [
        effect.target
        for moment in result.actions
        for effect in moment.effects
        if effect.effect == "put" and effect.outcome == "applied" and effect.target
    ]
    for perm_id, creature in zip(entered, put, strict=False):
        things[perm_id] = creature
    return things


def _sides(result: CombatResult) -> tuple[list[Side], dict[str, str]]:
    """The sides (teams in Two-Headed Giant) and each player's side key."""
    winners = set(result.winners)
    key_of: dict[str, str] = {}
    sides: list[Side] = []
    if result.teams:
        for team in result.teams:
            members = [p for p in result.players if p.name in team.members]
            for player in members:
                key_of[player.name] = team.name
            sides.append(
                Side(
                    team.name,
                    team.members,
                    members[0].side if members else len(sides),
                    team.life_before,
                    team.life,
                    team.poison_before,
                    team.poison,
                    team.lost,
                    bool(winners & set(team.members)),
                )
            )
    else:
        for player in result.players:
            key_of[player.name] = player.name
            sides.append(
                Side(
                    player.name,
                    (player.name,),
                    player.side,
                    player.life_before,
                    player.life,
                    player.poison_before,
                    player.poison,
                    player.lost,
                    player.name in winners,
                )
            )
    sides.sort(key=lambda side: side.index)
    return sides, key_of


def _phases(events: Iterable[Event]) -> Iterable[tuple[str, Event]]:
    """Each event with the step or moment it belongs to (``declare`` before any)."""
    phase = "declare"
    for event in events:
        if isinstance(event, StepBegins):
            phase = event.step
        elif isinstance(event, MomentBegins):
            phase = event.moment
        yield phase, event


def _signed(value: int) -> str:
    return f"{value:+d}"


def _action_line(
    event: Event, names: dict[str, str], lang: str, teams: dict[str, str]
) -> str | None:
    """A short line for an action between the steps, or None for an event that is not one
    (``teams``: each player's team, or "", for protection from a player)."""
    name = names.get(getattr(event, "permanent", ""), getattr(event, "permanent", ""))
    if isinstance(event, PermanentLeaves):
        return t(lang, "picture-left", how=event.how, name=name)
    if isinstance(event, NotDestroyed):
        return t(lang, "picture-not-destroyed", name=name)
    if isinstance(event, RemovedFromCombat):
        return t(lang, "picture-removed", name=name)
    if isinstance(event, PowerChanged):
        return t(
            lang,
            "picture-pump",
            name=name,
            power=_signed(event.power),
            toughness=_signed(event.toughness),
        )
    if isinstance(event, CountersPut):
        return t(lang, "picture-counters", name=name, sign=event.sign, amount=event.amount)
    if isinstance(event, KeywordsChanged):
        # A keyword with its number or its quality ("bushido 2", "protection from red").
        listed = t(lang, "list-sep").join(written_keyword(lang, k, teams) for k in event.keywords)
        return t(lang, "picture-keywords", how=event.how, name=name, keywords=listed)
    if isinstance(event, ShieldCreated):
        target = names.get(event.target, event.target)
        return t(lang, "picture-shield", how=event.how, target=target, amount=event.amount)
    if isinstance(event, CreatureEnters):
        target = names.get(event.target, event.target)
        return t(lang, "picture-enters", how=event.how, name=name, target=target)
    return None


def combat_scene(result: CombatResult, lang: str, board: Board | None = None) -> Scene:
    """The picture of a combat: its result and events, with the board as written for what
    the result does not hold (keywords, power and toughness before the combat)."""
    sides, key_of = _sides(result)
    things = _things(board, result)
    names = {perm.id: perm.name for perm in result.permanents}
    teams = {player.name: player.team or "" for player in result.players}
    fates: dict[str, str] = {}  # the step or moment each permanent left in
    before_cmd: dict[tuple[str, str], int] = {}
    moments: list[tuple[str, list[str]]] = []
    for phase, event in _phases(result.events):
        if isinstance(event, PermanentDies | PermanentLeaves):
            perm_id = event.permanent
            fates.setdefault(perm_id, phase)
        elif isinstance(event, CommanderDamage):
            before_cmd.setdefault((event.player, event.commander), event.total - event.amount)
        if isinstance(event, MomentBegins):
            moments.append((t(lang, "picture-moment", moment=event.moment), []))
        elif phase not in STEPS and phase != "declare" and moments:
            line = _action_line(event, names, lang, teams)
            if line is not None:
                moments[-1][1].append(line)
    for moment in result.actions:
        if moment.skipped and moments:
            moments[-1][1].append(t(lang, "picture-skipped"))
    steps = tuple(step.step for step in result.steps)
    step_labels = {step: t(lang, "picture-step", step=step) for step in steps}
    step_marks = {"first_strike": "①", "regular": "②"} if len(steps) > 1 else {}
    cards = []
    for perm in result.permanents:
        thing = things.get(perm.id)
        card = Card(perm.id, perm.name, perm.kind, perm.controller)
        card.zone = key_of.get(perm.controller, perm.controller)
        if perm.kind == "battle" and perm.protector is not None:
            card.note = t(lang, "picture-protector", name=perm.protector)
            card.zone = key_of.get(perm.protector, perm.protector)
        if perm.kind == "creature":
            card.role = "attacker" if perm.attacking else "blocker" if perm.blocking else card.role
            card.power, card.toughness = perm.power, perm.toughness
            if isinstance(thing, Creature):
                card.base_power, card.base_toughness = thing.power, thing.toughness
                card.keywords = tuple(keyword_names(thing, lang))
            card.damage, card.plus, card.minus = (
                perm.damage,
                perm.plus_counters,
                perm.minus_counters,
            )
        elif perm.kind == "planeswalker":
            card.value = perm.loyalty
            card.value_before = thing.loyalty if isinstance(thing, Planeswalker) else None
            card.value_label = t(lang, "picture-loyalty")
        else:
            card.value = perm.defense
            card.value_before = getattr(thing, "defense", None)
            card.value_label = t(lang, "picture-defense")
        fate = _fate(perm.dies, perm.left_by, perm.exiled, perm.removed, perm.left_game)
        if fate is not None:
            card.fate = fate
            card.fate_label = t(lang, "picture-fate", fate=fate)
            card.fate_step = step_marks.get(fates.get(perm.id, ""))
        cards.append(card)
    attacks: list[Attack] = []
    blocks: list[tuple[str, str]] = []
    side_keys = {side.key for side in sides}
    for event in result.events:
        kind = event.kind
        if kind == "attack":
            target = getattr(event, "target", "")
            attacks.append(Attack(getattr(event, "attacker", ""), key_of.get(target, target)))
        elif kind in ("block", "band_block"):
            blocks.append((getattr(event, "blocker", ""), getattr(event, "attacker", "")))
        elif kind == "enters":
            how, perm_id = getattr(event, "how", ""), getattr(event, "permanent", "")
            target = getattr(event, "target", "")
            if how.startswith("attacking"):
                attacks.append(Attack(perm_id, key_of.get(target, target)))
            elif how == "blocking":
                blocks.append((perm_id, target))
    damage: dict[tuple[str, str, str], int] = {}
    for step in result.steps:
        for dealt in step.damage:
            target = key_of.get(dealt.target, dealt.target)
            key = (step.step, dealt.source, target)
            damage[key] = damage.get(key, 0) + dealt.amount
    for side in sides:
        side.commander = tuple(
            t(
                lang,
                "picture-commander",
                name=names.get(commander, commander),
                before=before_cmd.get((player, commander), total),
                after=total,
            )
            for player in side.names
            for p in result.players
            if p.name == player
            for commander, total in p.commander_damage
            if total
        )
    legend = [f"{step_marks[step]} {step_labels[step]}" for step in steps if step in step_marks]
    mode = "commander" if result.commander else result.mode.value
    return Scene(
        t(lang, f"mode-{mode}"),
        sides,
        cards,
        [a for a in attacks if a.target in side_keys or a.target in names],
        blocks,
        damage,
        steps,
        step_labels,
        [(label, lines) for label, lines in moments if lines],
        legend,
    )


def _fate(dies: bool, left_by: str | None, exiled: bool, removed: bool, left: bool) -> str | None:
    """Why a card is no longer (or no longer in combat): the first that applies."""
    if left:
        return "left"
    if exiled:
        return "siege"
    if left_by is not None:
        return left_by
    if dies:
        return "dies"
    if removed:
        return "removed"
    return None


__all__ = ["Attack", "Card", "Scene", "Side", "combat_scene", "keyword_names", "shown_keyword"]
