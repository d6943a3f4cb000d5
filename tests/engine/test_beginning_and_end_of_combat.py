"""Actions at the beginning of combat (507.2) and at end of combat (511.1): the first
before attackers are declared, the last after all combat damage."""

from __future__ import annotations

import pytest

from bot.i18n import vocabulary
from engine import IllegalActionError, parse, simulate
from engine import run_board as run
from engine.errors import NotationError
from engine.events import ActionsSkipped, AttackDeclared, MomentBegins, StepBegins
from engine.formatting import format_board


def test_a_creature_destroyed_at_the_beginning_of_combat_does_not_attack(combat):
    out = combat("Alice: Knight 2/2, Bear 2/2 | Bob: ; at beginning of combat: destroy Knight")
    assert out.life("Bob") == 18
    attacks = [e.attacker for e in out.result.events if isinstance(e, AttackDeclared)]
    assert attacks == ["a2"]


def test_the_beginning_of_combat_comes_before_attackers_are_declared():
    result = run("Alice: Bear 2/2 | Bob: ; at beginning of combat: Bear +1/+0")
    order = [type(e).__name__ for e in result.events]
    assert order.index("MomentBegins") < order.index("AttackDeclared")
    moment = next(e for e in result.events if isinstance(e, MomentBegins))
    assert (moment.moment, moment.rule) == ("beginning_of_combat", "507.2")
    assert result.players[1].life == 17


def test_blocking_a_creature_gone_at_the_beginning_of_combat_is_refused():
    text = (
        "Alice: Knight 2/2 | Bob: Wall 0/4 blocks Knight ; at beginning of combat: destroy Knight"
    )
    with pytest.raises(IllegalActionError) as caught:
        run(text)
    assert (caught.value.code, caught.value.detail) == ("illegal_block", "block-non-attacker")


def test_a_blocker_gone_at_the_beginning_of_combat_can_t_block():
    text = "Alice: Knight 2/2 | Bob: Wall 0/4 blocks Knight ; at beginning of combat: destroy Wall"
    with pytest.raises(IllegalActionError) as caught:
        run(text)
    assert (caught.value.code, caught.value.detail) == ("illegal_block", "gone-blocks")
    assert text[caught.value.span[0] : caught.value.span[1]].startswith("Wall 0/4")


def test_a_creature_tapped_at_the_beginning_of_combat_can_t_attack_or_block():
    with pytest.raises(IllegalActionError) as caught:
        run("Alice: Bear 2/2 | Bob: ; at beginning of combat: tap Bear")
    assert caught.value.detail == "tapped-attack"
    with pytest.raises(IllegalActionError) as caught:
        run("Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; at beginning of combat: tap Wall")
    assert caught.value.detail == "tapped-block"


def test_an_end_of_combat_action_happens_after_damage(combat):
    # "Destroy target creature that blocked this turn": the Wall dealt its damage first.
    out = combat("Alice: Bear 2/3 | Bob: Wall 1/4 blocks Bear ; at end of combat: destroy Wall")
    assert ("regular", "Wall", "Bear", 1) in out.damage()
    assert out.perm("Bear").damage == 1
    assert out.perm("Wall").left_by == "destroyed"
    kinds = out.kinds()
    assert kinds.index("step") < kinds.index("moment")
    moment = next(e for e in out.result.events if isinstance(e, MomentBegins))
    assert (moment.moment, moment.rule) == ("end_of_combat", "511.1")


def test_end_of_combat_after_first_strike_and_regular_steps(combat):
    text = (
        "Alice: Knight 2/2 first strike, Bear 2/2 | Bob: Wall 0/4 blocks Knight ;"
        " after first strike: Wall +0/+1 ; at end of combat: destroy Bear"
    )
    out = combat(text)
    assert out.steps() == ["first_strike", "regular"]
    assert out.life("Bob") == 18
    assert out.perm("Bear").left_by == "destroyed"


def test_end_of_combat_actions_are_skipped_once_the_game_is_over():
    result = run("Alice: Giant 20/20 | Bob: ; at end of combat: destroy Giant")
    skipped = [e for e in result.events if isinstance(e, ActionsSkipped)]
    assert [e.moment for e in skipped] == ["end_of_combat"]
    assert result.game_over


def test_a_game_that_ends_at_the_beginning_of_combat_declares_nothing():
    result = run("Alice: Bear 2/2 | Bob 3: ; at beginning of combat: Bob loses 3 life")
    assert result.game_over
    assert not [e for e in result.events if isinstance(e, (AttackDeclared, StepBegins))]


def test_the_moments_go_in_the_order_they_happen():
    with pytest.raises(NotationError) as caught:
        parse("Alice: Bear 2/2 | Bob: ; at end of combat: Bear +1/+1 ; after blocks: Bear +1/+1")
    assert caught.value.detail == "moment-order"
    with pytest.raises(NotationError) as caught:
        parse(
            "Alice: Bear 2/2 | Bob: ; after attacks: Bear +1/+1 ; at beginning of combat: tap Bear"
        )
    assert caught.value.detail == "moment-order"


def test_two_headed_giant_life_at_the_beginning_of_combat(combat):
    out = combat("Alice: Bear 2/2 & Ann: | Bob: & Ben: ; at beginning of combat: Ben loses 3 life")
    assert out.life("Bob") == 25 and out.life("Ben") == 25


def test_multiplayer_end_of_combat(combat):
    text = "Alice: Bear 2/2 -> Carol | Bob: | Carol: Wall 1/4 blocks Bear ; at end of combat: exile Wall"
    out = combat(text)
    assert out.perm("Wall").left_by == "exiled" and out.perm("Bear").damage == 1


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        (
            "Alice: Cavaliere 2/2, Orso 2/2 | Bob: ; all'inizio del combattimento: distruggi Cavaliere",
            "Cavaliere",
        ),
        ("Alice: Ritter 2/2, Bär 2/2 | Bob: ; zu Beginn des Kampfes: zerstöre Ritter", "Ritter"),
        ("Alice: 騎士 2/2, 熊 2/2 | Bob: ; 戦闘開始時: 騎士 破壊", "騎士"),
        (
            "Alice: Chevalier 2/2, Ours 2/2 | Bob: ; au début du combat: détruisez Chevalier",
            "Chevalier",
        ),
        (
            "Alice: Caballero 2/2, Oso 2/2 | Bob: ; al comienzo del combate: destruye Caballero",
            "Caballero",
        ),
    ],
)
def test_the_beginning_of_combat_in_each_language(text: str, gone: str) -> None:
    result = simulate(parse(text, vocabulary()))
    assert result.players[1].life == 18
    assert [p.name for p in result.permanents if p.left_by] == [gone]


@pytest.mark.parametrize(
    "text",
    [
        "Alice: Orso 2/2 | Bob: Muro 1/4 blocks Orso ; alla fine del combattimento: distruggi Muro",
        "Alice: Bär 2/2 | Bob: Mauer 1/4 blocks Bär ; am Ende des Kampfes: zerstöre Mauer",
        "Alice: 熊 2/2 | Bob: 壁 1/4 blocks 熊 ; 戦闘終了時: 壁 破壊",
    ],
)
def test_the_end_of_combat_in_each_language(text: str) -> None:
    result = simulate(parse(text, vocabulary()))
    assert [p.damage for p in result.permanents] == [1, 2]
    assert result.permanents[1].left_by == "destroyed"


def test_the_moments_are_written_back_in_canonical_notation():
    text = "Alice: Bear 2/2 | Bob: ; at beginning of combat: Bear +1/+0 ; at end of combat: destroy Bear"
    assert format_board(parse(text)) == text


def test_a_blocker_destroyed_at_end_of_combat_says_nothing_of_damage_to_come():
    result = run("Alice: Bear 2/3 | Bob: Wall 1/4 blocks Bear ; at end of combat: destroy Wall")
    assert "stays_blocked" not in [e.kind for e in result.events]
