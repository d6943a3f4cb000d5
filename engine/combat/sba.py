"""State-based actions (704): permanents that die, counters that annihilate, players and
teams that lose, the game's end."""

from __future__ import annotations

from engine import citations as R
from engine.combat.characteristics import annihilate_counters, set_keywords
from engine.combat.state import Combat, Perm, Seat, in_combat, leave_combat
from engine.events import (
    CountersAnnihilate,
    ExiledInstead,
    GameEnds,
    NotDestroyed,
    NotRegenerated,
    PermanentDies,
    PermanentLeaves,
    PlayerLeaves,
    PlayerLoses,
    ProtectorLeaves,
    Regenerated,
    SiegeExiled,
    Survives,
    TeamLoses,
)
from engine.keywords import Keyword
from engine.model import Battle, Creature
from engine.modes import COMMANDER_LIMIT
from engine.oracle import DIES

REGENERATION, CANT_BE_REGENERATED = Keyword.REGENERATION, Keyword.CANT_BE_REGENERATED
TAPPED = Keyword.TAPPED
LEAVES = {  # the action, how the permanent leaves, the rule, and whether it dies (700.4)
    "destroy": ("destroyed", R.DESTROY, True),
    "exile": ("exiled", R.EXILE, False),
    "bounce": ("bounced", R.REMOVED_FROM_COMBAT, False),
    "sacrifice": ("sacrificed", R.SACRIFICE, True),
}
# The ways of leaving by an action (a result's ``left_by``) that are dying: put into its
# owner's graveyard from the battlefield (700.4); the others only leave the battlefield.
DIES_BY = frozenset(how for how, _, dies in LEAVES.values() if dies)


def leave(combat: Combat, perm: Perm, effect: str) -> str:
    """An effect (an action, a card's trigger) makes ``perm`` leave the battlefield (LEAVES):
    destroyed unless indestructible (702.12b) or regenerated (701.19a). The outcome:
    ``indestructible``, ``regenerated`` or ``applied``."""
    if effect == "destroy" and perm.indestructible:
        combat.events.append(NotDestroyed(R.INDESTRUCTIBLE, perm.id))
        return "indestructible"
    if effect == "destroy" and regenerate(combat, perm, "destroy"):
        return "regenerated"
    how, rule, dies = LEAVES[effect]
    perm.alive = False
    leave_combat(perm)
    if dies and exiled_instead(combat, perm, how):
        perm.left_by = "exiled"
        return "applied"
    perm.left_by = how
    combat.events.append(PermanentLeaves(rule, perm.id, how))
    return "applied"


def exiled_instead(combat: Combat, perm: Perm, why: str) -> bool:
    """Whether ``perm``'s card exiles it instead of letting it die (614.6); if so, it is."""
    thing = perm.thing
    if not isinstance(thing, Creature) or not any(s.exile_instead for s in thing.statics):
        return False
    perm.exiled = True
    combat.events.append(ExiledInstead(R.DEATH_REPLACED, perm.id, why))
    return True


def state_based_actions(combat: Combat) -> None:
    """Perform state-based actions until none apply (704.3), then end the game if done."""
    survived: set[Perm] = set()
    while not combat.over:
        dying: list[tuple[Perm, str, str]] = []
        sieges: list[Perm] = []
        for perm in combat.perms:
            # Only the permanents whose damage, toughness, keywords, loyalty or defense
            # changed since this check last found nothing to do to them (Perm.to_check).
            if not perm.to_check or not perm.alive:
                continue
            if perm.creature:
                toughness = perm.toughness
                if toughness > 0 and perm.damage < toughness and not perm.hit_by_deathtouch:
                    perm.to_check = False  # the usual creature: nothing applies to it
                    continue
                if toughness <= 0:
                    dying.append((perm, "toughness", R.SBA_TOUGHNESS))
                    if shielded(perm):  # not destruction: no shield replaces it
                        combat.events.append(NotRegenerated(R.SBA_TOUGHNESS, perm.id, "toughness"))
                elif perm.indestructible:
                    lethal = perm.damage >= toughness
                    if (lethal or perm.hit_by_deathtouch) and perm not in survived:
                        survived.add(perm)
                        combat.events.append(_survives(perm, lethal))
                else:
                    # Destroyed (704.5g-h), unless a shield replaces it (701.19a).
                    why, rule = (
                        ("lethal", R.SBA_LETHAL)
                        if perm.damage >= toughness
                        else ("deathtouch", R.SBA_DEATHTOUCH)
                    )
                    if not regenerate(combat, perm, why):
                        dying.append((perm, why, rule))
                perm.hit_by_deathtouch = False
            elif perm.kind == "planeswalker":
                if (perm.loyalty or 0) <= 0:
                    dying.append((perm, "loyalty", R.SBA_LOYALTY))
                else:
                    perm.to_check = False
            elif (perm.defense or 0) > 0:
                perm.to_check = False
            elif not perm.siege:
                dying.append((perm, "defense", R.SBA_DEFENSE))
            elif isinstance(perm.thing, Battle) and perm.thing.defense > 0:
                # Its last counter was removed: its trigger waits (310.12b), so 704.5v
                # doesn't apply.
                sieges.append(perm)
            else:
                dying.append((perm, "siege", R.SBA_SIEGE))
        losers: list[tuple[Seat, str, str]] = []
        for team in combat.teams:
            if team.lost:
                continue
            if team.life <= 0:
                why, rule = "life", R.SBA_TEAM_LIFE if team.pooled else R.SBA_LIFE
            elif team.poison >= team.limit:
                why, rule = "poison", R.SBA_TEAM_POISON if team.pooled else R.SBA_POISON
            else:
                for seat in team.members:
                    if (
                        seat.commander_damage
                        and not seat.lost
                        and any(v >= COMMANDER_LIMIT for v in seat.commander_damage.values())
                    ):
                        losers.append((seat, "commander", R.SBA_COMMANDER))
                continue
            for seat in team.members:
                losers.append((seat, why, rule))
        if not dying and not losers:
            if not sieges:
                return
            # No state-based action this check: the waiting triggers resolve (704.3).
            for perm in sieges:
                perm.alive = False
                perm.exiled = True
                combat.events.append(SiegeExiled(R.SIEGE_TRIGGER, perm.id, perm.controller.name))
            continue
        for perm, why, rule in dying:
            perm.alive = False
            if exiled_instead(combat, perm, why):
                continue
            perm.dies = True
            combat.events.append(PermanentDies(rule, perm.id, why))
        if combat.triggered:
            _deaths_seen(combat, [perm for perm, _, _ in dying if perm.creature and perm.dies])
        if losers:
            _lose(combat, [seat for seat, _, _ in losers], losers)


def _deaths_seen(combat: Combat, died: list[Perm]) -> None:
    """The abilities of cards' texts that trigger on these creatures dying wait for the
    stack (engine.combat.triggers resolves them). They look back in time (603.10a): a
    creature that died in the same event sees the others die, its own death included."""
    if not died:
        return
    for source in combat.triggered:
        thing = source.thing
        if not (source.alive or source in died) or not isinstance(thing, Creature):
            continue
        for trigger in thing.triggers:
            if trigger.when != DIES:
                continue
            for perm in died:
                if perm is source:
                    seen = not trigger.anyone
                else:
                    seen = trigger.anyone and (
                        trigger.everyone or perm.controller is source.controller
                    )
                if seen:
                    combat.waiting.append((source, perm, trigger))


def shielded(perm: Perm) -> bool:
    """Whether a regeneration shield protects it (701.19a)."""
    return perm.regeneration > 0 or REGENERATION in perm.keywords


def regenerate(combat: Combat, perm: Perm, why: str) -> bool:
    """``perm`` would be destroyed (``why``: lethal damage, deathtouch or an action): a
    shield, used up, replaces that with regeneration, all its damage removed, tapped and
    removed from combat (701.19a); one that can't be regenerated keeps its shield unused
    and is destroyed (701.19c). Whether it regenerated."""
    if not shielded(perm):
        return False
    if CANT_BE_REGENERATED in perm.keywords:
        combat.events.append(NotRegenerated(R.CANT_BE_REGENERATED, perm.id, "cant"))
        return False
    keywords = perm.keywords | {TAPPED}
    if perm.regeneration:
        perm.regeneration -= 1
    else:
        keywords -= {REGENERATION}
    set_keywords(perm, keywords)
    perm.damage = 0
    perm.hit_by_deathtouch = False
    fighting = in_combat(perm)
    if fighting:
        perm.removed = True
        leave_combat(perm)
    how = "removed" if fighting else "tapped"
    combat.events.append(Regenerated(R.REGENERATION, perm.id, why, how))
    return True


def _survives(perm: Perm, lethal: bool) -> Survives:
    """Indestructible: name the state-based actions it ignores (702.12b)."""
    if lethal and perm.hit_by_deathtouch:
        return Survives(R.INDESTRUCTIBLE, perm.id, "both", (R.SBA_LETHAL, R.SBA_DEATHTOUCH))
    if lethal:
        return Survives(R.INDESTRUCTIBLE, perm.id, "lethal", (R.SBA_LETHAL,))
    return Survives(R.INDESTRUCTIBLE, perm.id, "deathtouch", (R.SBA_DEATHTOUCH,))


def _lose(combat: Combat, seats: list[Seat], reasons: list[tuple[Seat, str, str]]) -> None:
    if not seats:
        return
    done: set[Seat] = set()
    events = combat.events
    for seat, why, rule in reasons:
        if seat in done:
            continue
        team = seat.team
        if team.pooled and why in ("life", "poison"):
            # The team's shared total: the team loses, all its players at once (704.6a-b).
            done.update(team.members)
            for mate in team.members:
                mate.lost = True
            team.lost = True
            members = tuple([mate.name for mate in team.members])
            events.append(TeamLoses(rule, team.name, members, why))
            continue
        done.add(seat)
        seat.lost = True
        team.lost = True
        events.append(PlayerLoses(rule, seat.name, why))
        if len(team.members) > 1:  # 810.8a: a team wins and loses together
            for mate in team.members:
                if mate not in done:
                    done.add(mate)
                    mate.lost = True
            members = tuple([mate.name for mate in team.members])
            events.append(TeamLoses(R.TEAM_LOSES, team.name, members, "member"))
    standing = [team for team in combat.teams if not team.lost]
    if len(standing) <= 1:
        combat.over = True
        combat.winners = tuple(seat.name for team in standing for seat in team.members)
        if combat.team_mode:
            rule, outcome = (
                (R.GAME_WON_TEAM, "team") if standing else (R.GAME_DRAWN_TEAMS, "team_draw")
            )
        else:
            rule, outcome = (R.GAME_WON, "player") if standing else (R.GAME_DRAWN, "draw")
        team_name = standing[0].name if standing and combat.team_mode else ""
        events.append(GameEnds(rule, combat.winners, outcome, team_name))
        return
    for seat in combat.seats:
        if seat.lost and not seat.left:
            seat.left = True
            gone = []
            for perm in combat.perms:
                if perm.controller is seat and perm.alive:
                    perm.alive = False
                    perm.left = True
                    gone.append(perm.id)
            combat.events.append(PlayerLeaves(R.LEAVES_GAME, seat.name, tuple(gone)))
            _protector_left(combat, seat)


def _protector_left(combat: Combat, seat: Seat) -> None:
    """A Siege whose protector left stays: its controller owns it (800.4a). While creatures
    attack it, it has no protector in the game and stays attacked: no other player became
    its protector (506.4), and its controller chooses one only once no creature attacks it
    (704.5x); then among their opponents (310.11, 310.12a)."""
    for perm in combat.perms:
        if not (perm.alive and perm.siege and perm.owner is seat):
            continue
        controller = perm.controller
        attacked = any(a.alive and a.target is perm for a in combat.attackers)
        new = None
        if not attacked:
            new = next((s for s in combat.seats if not s.lost and s.side != controller.side), None)
        if new is not None:
            perm.owner = new
        combat.events.append(
            ProtectorLeaves(
                R.BATTLE_PROTECTOR if new is not None else R.BATTLE_NO_PROTECTOR,
                perm.id,
                seat.name,
                controller.name,
                new.name if new is not None else "",
                "chosen" if new is not None else "attacked",
            )
        )


def annihilate(combat: Combat) -> None:
    """+1/+1 and -1/-1 counters on one permanent annihilate (704.5q, 122.3)."""
    if not combat.counted_plus:
        return
    for perm in combat.perms:
        if perm.plus and perm.minus and perm.alive:  # counts are never negative
            n = annihilate_counters(perm)
            combat.events.append(CountersAnnihilate(R.ANNIHILATE, perm.id, n))
