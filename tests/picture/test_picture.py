"""The picture of a combat (bot/picture): what it shows, read from the layout it drew, for a
board of each mode; untrusted names; the fonts; a few golden PNGs compared with a tolerance."""

from __future__ import annotations

import io
import os
import tomllib
import unicodedata
from pathlib import Path

import pytest
from fontTools.ttLib import TTCollection, TTFont
from PIL import Image, ImageChops, ImageDraw, ImageStat

from bot.i18n import LANGUAGES, LOCALES_DIR, keyword_name, vocabulary
from bot.picture import Picture, combat_scene, picture
from bot.picture import fonts as picture_fonts
from bot.picture.draw import LEVELS, Inks
from bot.picture.fonts import SHOWN_INSTEAD, faces, runs
from bot.picture.layout import CARD, CARD_H, CARD_W, GAP_BLOCK, MAX_LANES, TEXT, Layout, width_of
from engine import parse, simulate
from engine.keywords import Keyword

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "golden"
ROOT = HERE.parent.parent


def draw(board: str, lang: str = "en", mode: str | None = None) -> Picture:
    from engine import Mode

    parsed = parse(board, vocabulary())
    result = simulate(parsed, Mode(mode) if mode else None)
    return picture(combat_scene(result, lang, parsed), lang)


def texts(plan: Layout, kind: str, key: str) -> list[str]:
    return plan.box(kind, key).texts


def inside(inner: tuple[int, int, int, int], outer: tuple[int, int, int, int]) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


# -- what each mode's picture shows ----------------------------------------------------------


def test_first_strike_kills_a_blocker_in_the_first_step_and_tramples_over() -> None:
    plan = draw(
        "Alice: Knight 3/3 first strike trample, Ogre 5/5 | "
        "Bob: Bear 2/2 blocks Knight, Wall 0/4 blocks Ogre"
    ).layout
    # Each attacker has its lane and its arrow to Bob; the Ogre's is faint: blocked, no damage.
    assert plan.arrow("attack", "a1", "Bob").faint is False
    assert plan.arrow("attack", "a2", "Bob").faint is True
    assert plan.arrow("block", "b1", "a1") and plan.arrow("block", "b2", "a2")
    # The damage of each step, where it goes: 2 to the Bear and 1 over it in the first step.
    assert texts(plan, "pill", "a1>b1:first_strike") == ["①2"]
    assert texts(plan, "pill", "a1>Bob:first_strike") == ["①1"]
    assert texts(plan, "pill", "a2>b2:regular") == ["②5"]
    # Both blockers die, each in its own step; nothing the Bear would deal is dealt.
    assert texts(plan, "ribbon", "b1") == ["Dies ①"]
    assert texts(plan, "ribbon", "b2") == ["Dies ②"]
    assert not [box for box in plan.find("pill") if box.key.startswith("lane>a1")]
    assert "♥ 20 → 19" in texts(plan, "side", "Bob")
    assert "Knight" in texts(plan, "card", "a1") and "first strike, trample" in texts(
        plan, "card", "a1"
    )
    assert [b.texts for b in plan.find("legend")] == [["① First-strike damage   ② Regular damage"]]


def test_blockers_stand_beside_the_attacker_they_block() -> None:
    plan = draw("Alice: Ogre 5/5 | Bob: Wall 0/4 blocks Ogre, Elf 1/1 blocks Ogre").layout
    ogre, wall, elf = (plan.box("card", key).rect for key in ("a1", "b1", "b2"))
    assert ogre[2] < wall[0] < elf[0]  # left to right: the attacker, then its blockers
    assert ogre[1] == wall[1] == elf[1]  # in its lane
    assert texts(plan, "pill", "lane>a1:regular") == ["◀1"]  # what its blockers deal it
    assert "4" in texts(plan, "badge", "b1") or "4" in texts(plan, "badge", "b2")


def test_a_blocker_of_several_attackers_has_a_link_to_each() -> None:
    plan = draw(
        "Alice: Knight 2/2, Bear 2/2 | Bob: Guard 2/6 can block additional 1 blocks Knight blocks Bear"
    ).layout
    assert plan.arrow("block", "b1", "a1") and plan.arrow("block", "b1", "a2")
    assert len(plan.find("card")) == 3  # the Guard is drawn once


def test_multiplayer_arrows_reach_each_defender_and_planeswalker() -> None:
    plan = draw(
        "Alice: Knight 3/3 -> Bob, Elf 2/2 -> Carol, Angel 4/4 flying -> Jace | "
        "Bob: Jace pw 3 | Carol 5:"
    ).layout
    assert plan.arrow("attack", "a1", "Bob")
    assert plan.arrow("attack", "a2", "Carol")
    jace = plan.box("card", "b1")
    assert plan.arrow("attack", "a3", "b1").points[-1][0] == jace.rect[0] - 2
    assert texts(plan, "card", "b1")[-1] == "3 → 0"
    assert texts(plan, "ribbon", "b1") == ["Dies"]
    assert "♥ 5 → 3" in texts(plan, "side", "Carol")
    # Each defender's box stands in the column on the right, beside its lanes.
    bob, carol = plan.box("side", "Bob").rect, plan.box("side", "Carol").rect
    assert bob[0] == carol[0] and bob[3] < carol[1]


def test_two_headed_giant_teams_stand_together_with_their_shared_life() -> None:
    plan = draw("Alice: Ogre 5/5 & Ann: Rat 1/1 infect -> Bob | Bob: & Ben:").layout
    assert [box.key for box in plan.find("side")] == ["Alice&Ann", "Bob&Ben"]
    team = texts(plan, "side", "Bob&Ben")
    assert team[0] == "Bob & Ben" and "♥ 30 → 25" in team and "Poison 0 → 1" in team
    assert plan.arrow("attack", "a1", "Bob&Ben") and plan.arrow("attack", "a2", "Bob&Ben")


def test_commander_damage_is_shown_before_and_after_and_the_loss() -> None:
    plan = draw("Alice: Atraxa 4/4 commander -> Bob | Bob 40 cd(Atraxa 19): | Carol:").layout
    assert texts(plan, "title", "title") == ["Commander"]
    bob = texts(plan, "side", "Bob")
    assert "Commander Atraxa: 19 → 23" in bob and "Lost the game" in bob
    assert "commander" in texts(plan, "card", "a1")[1]


def test_a_siege_shows_its_defense_its_protector_and_its_exile() -> None:
    plan = draw("Alice: Knight 5/5 -> Siege | Bob: Siege battle 3").layout
    siege = texts(plan, "card", "b1")
    assert siege[1:] == ["Defense", "3 → 0", "Protected by Bob"]
    assert texts(plan, "ribbon", "b1") == ["Exiled (Siege)"]
    assert plan.arrow("attack", "a1", "b1")
    assert texts(plan, "pill", "a1>b1:regular") == ["5"]


def test_actions_between_steps_are_marked_at_their_moment() -> None:
    plan = draw(
        "Alice: Knight 2/2 first strike, Squire 1/1 | Bob: Bear 2/2 blocks Squire ; "
        "after blocks: Squire +2/+2 ; after first strike: destroy Bear"
    ).layout
    moments = [box.texts for box in plan.find("moment")]
    assert moments == [["After blocks", "Squire +2/+2"], ["After first strike", "Destroyed: Bear"]]
    squire = plan.box("card", "a2")
    assert [label.text for label in squire.labels if label.strike] == ["1/1"]  # as written
    assert texts(plan, "ribbon", "b1") == ["Destroyed"]


def test_removed_and_exiled_creatures_are_shown_as_such() -> None:
    plan = draw(
        "Alice: Knight 2/2, Bear 2/2 | Bob: Wall 0/4 blocks Knight ; after blocks: remove Knight, exile Wall"
    ).layout
    assert texts(plan, "ribbon", "a1") == ["Removed from combat"]
    assert texts(plan, "ribbon", "b1") == ["Exiled"]


def test_twenty_creatures_are_all_drawn_and_more_are_counted_in_a_note() -> None:
    attackers = ", ".join(f"Knight{i} 2/2" for i in range(10))
    blockers = ", ".join(f"Wall{i} 0/3 blocks Knight{i}" for i in range(10))
    plan = draw(f"Alice: {attackers} | Bob: {blockers}").layout
    assert len(plan.find("card")) == 20 and plan.left_out == 0
    assert len({box.rect for box in plan.find("card")}) == 20  # none drawn over another
    # Twenty attackers, or one attacker and nineteen blockers: wrapped, none left out.
    rats = ", ".join(f"Rat{i} 1/1" for i in range(20))
    walls = ", ".join(f"Wall{i} 0/3 blocks Colossus" for i in range(19))
    for board in (f"Alice: {rats} | Bob:", f"Alice: Colossus 20/20 | Bob: {walls}, {rats}"):
        wide = draw(board).layout
        cards = wide.find("card")
        assert wide.left_out == 0 and not wide.find("note")
        assert len({box.rect for box in cards}) == len(cards)  # none drawn over another
        frame = (0, 0, wide.width, wide.height)
        assert all(inside(box.rect, frame) for box in wide.boxes)
    many = ", ".join(f"Rat{i} 1/1" for i in range(MAX_LANES + 3))
    crowded = draw(f"Alice: {many} | Bob: Wall 0/3 blocks Rat0").layout
    assert crowded.left_out == 3
    drawn = {box.key for box in crowded.find("card")}
    assert len(drawn) == MAX_LANES + 1  # the attackers past the lanes are not drawn as idle
    assert [box.texts for box in crowded.find("note")] == [["3 more permanents are not drawn."]]


def overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def crossed(plan: Layout) -> list[tuple[str, str, str]]:
    """(arrow's source, its target, a card it passes over) for each arrow drawn across a
    card that is neither its source nor its target, nor a blocker of its attacker (a
    blocker's link runs under the blockers of the same attacker before it)."""
    blockers: dict[str, set[str]] = {}
    for link in plan.arrows:
        if link.kind == "block":
            blockers.setdefault(link.target, set()).add(link.source)
    found = []
    for arrow in plan.arrows:
        attacker = arrow.target if arrow.kind == "block" else arrow.source
        own = {arrow.source, arrow.target} | blockers.get(attacker, set())
        for card in plan.find("card"):
            if card.key in own:
                continue
            x0, y0, x1, y1 = card.rect
            for (ax, ay), (bx, by) in zip(arrow.points, arrow.points[1:], strict=False):
                steps = max(abs(bx - ax), abs(by - ay), 1)
                if any(
                    x0 < ax + (bx - ax) * i / steps < x1 and y0 < ay + (by - ay) * i / steps < y1
                    for i in range(steps + 1)
                ):
                    found.append((arrow.source, arrow.target, card.key))
                    break
    return found


def test_twenty_unblocked_attackers_stand_in_a_grid_each_arrow_dropping_to_its_target() -> None:
    rats = ", ".join(f"Rat{i} 1/1" for i in range(20))
    plan = draw(f"Alice: {rats} | Bob:").layout
    cards = plan.find("card")
    # Four columns of five rows, not one column of twenty: no taller than wide.
    assert len({box.rect[0] for box in cards}) == 4 and len({box.rect[1] for box in cards}) == 5
    assert plan.height <= plan.width
    assert not [
        (a.key, b.key) for a in cards for b in cards if a is not b and overlap(a.rect, b.rect)
    ]
    bob = plan.box("side", "Bob").rect
    assert all(box.rect[2] < bob[0] for box in cards)  # the target column stays on the right
    for card in cards:
        x0, _, x1, y1 = card.rect
        arrow = plan.arrow("attack", card.key, "Bob")
        (sx, sy), (dx, dy) = arrow.points[:2]
        assert sy == y1 and x0 < sx < x1 and dx == sx and dy > y1  # drops from under its card
        assert arrow.points[-1][0] == bob[0] - 2 and bob[1] < arrow.points[-1][1] < bob[3]
        assert not arrow.faint
        # What it deals, on its own drop: under the card, across the line, above the channel.
        pill = plan.box("pill", f"{card.key}>Bob:regular")
        assert pill.texts == ["1"]
        assert pill.rect[0] < sx < pill.rect[2] and y1 <= pill.rect[1] and pill.rect[3] < dy
    assert crossed(plan) == []
    assert texts(plan, "side", "Bob")[1] == "♥ 20 → 0"
    # The winner's word fits on the attacking side's row: no empty row under it.
    alice = plan.box("side", "Alice")
    assert alice.texts[-1] == "Wins the game"
    assert len({label.y for label in alice.labels[1:]}) == 1
    assert alice.rect[3] - max(label.y for label in alice.labels) <= 24


def test_grids_of_several_defenders_and_of_a_team_keep_their_arrows_off_other_cards() -> None:
    boards = {
        "multiplayer": "Alice: "
        + ", ".join(f"Rat{i} 1/1 -> Bob" for i in range(8))
        + ", "
        + ", ".join(f"Elf{i} 2/2 first strike -> Carol" for i in range(6))
        + ", Angel 4/4 flying -> Jace, Ogre 5/5 -> Jace | Bob: Jace pw 5, Wall 0/4 blocks Ogre"
        + " | Carol 10: Bear 2/2",
        "2hg": "Alice: "
        + ", ".join(f"Goblin{i} 2/2" for i in range(5))
        + " & Ann: "
        + ", ".join(f"Rat{i} 1/1 infect -> Bob" for i in range(5))
        + " | Bob: & Ben:",
    }
    for mode, board in boards.items():
        plan = draw(board, mode=mode).layout
        cards = plan.find("card")
        frame = (0, 0, plan.width, plan.height)
        assert all(inside(box.rect, frame) for box in plan.boxes)
        assert not [
            (a.key, b.key) for a in cards for b in cards if a is not b and overlap(a.rect, b.rect)
        ]
        assert crossed(plan) == []
        assert plan.height <= 1.5 * plan.width
    plan = draw(boards["multiplayer"], mode="multiplayer").layout
    rats = [box for box in plan.find("card") if box.texts[0].startswith("Rat")]
    elves = [box for box in plan.find("card") if box.texts[0].startswith("Elf")]
    assert len({box.rect[0] for box in rats}) == 3 and len({box.rect[1] for box in elves}) == 2
    assert all(plan.arrow("attack", box.key, "Bob") for box in rats)
    assert all(texts(plan, "pill", f"{box.key}>Carol:first_strike") == ["①2"] for box in elves)
    # Fewer than four unblocked attackers of one target keep a lane each.
    angel, ogre = (plan.box("card", key).rect for key in ("a15", "a16"))
    assert angel[0] == ogre[0] and angel[3] < ogre[1]
    giant = draw(boards["2hg"], mode="2hg").layout
    assert len(giant.arrows) == 10 and {a.target for a in giant.arrows} == {"Bob&Ben"}


# Boards of 1 to 20 creatures whose attackers are blocked, one by mode: a lane each would
# stand them in one tall column; Discord's embed shows a picture about as wide as tall.
BLOCKED_BOARDS = {
    "1v1": "Alice: "
    + ", ".join(f"Knight{i} 3/3 first strike" for i in range(10))
    + " | Bob: "
    + ", ".join(f"Wall{i} 0/4 blocks Knight{i}" for i in range(10)),
    "multiplayer": "Alice: "
    + ", ".join(f"Knight{i} 3/3 -> Bob" for i in range(4))
    + ", "
    + ", ".join(f"Elf{i} 2/2 -> Carol" for i in range(4))
    + ", Angel 4/4 flying -> Jace | Bob: Jace pw 3, "
    + ", ".join(f"Wall{i} 0/4 blocks Knight{i}" for i in range(3))
    + " | Carol 10: "
    + ", ".join(f"Bear{i} 2/2 blocks Elf{i}" for i in range(3)),
    "2hg": "Alice: "
    + ", ".join(f"Goblin{i} 2/2" for i in range(4))
    + " & Ann: "
    + ", ".join(f"Rat{i} 1/1 infect -> Bob" for i in range(3))
    + " | Bob: "
    + ", ".join(f"Wall{i} 0/3 blocks Goblin{i}" for i in range(4))
    + " & Ben: Bear 2/2 blocks Rat0, Elf 1/1 blocks Rat1, Ox 2/4 blocks Rat1",
    "commander": "Alice: Atraxa 4/4 flying commander, "
    + ", ".join(f"Knight{i} 2/2" for i in range(5))
    + " -> Bob | Bob 40: "
    + ", ".join(f"Wall{i} 0/3 blocks Knight{i}" for i in range(5))
    + " | Carol:",
}


def blockers_beside(plan: Layout) -> list[str]:
    """The blockers (drawn with their attacker) not beside it, or not linked to it."""
    wrong = []
    cards = {box.key: box.rect for box in plan.find("card")}
    for link in plan.arrows:
        if link.kind != "block":
            continue
        attacker, blocker = cards[link.target], cards[link.source]
        beside = attacker[2] < blocker[0] <= attacker[2] + GAP_BLOCK + 2 * (
            blocker[2] - blocker[0] + 14
        ) and attacker[1] <= blocker[1] < attacker[1] + 3 * (CARD_H + 10)
        end = link.points[-1]
        linked = end[0] == attacker[2] and attacker[1] < end[1] < attacker[3]
        if not (beside and linked):
            wrong.append(link.source)
    return wrong


@pytest.mark.parametrize("mode", sorted(BLOCKED_BOARDS))
def test_blocked_attackers_stand_in_wrapping_rows_each_blocker_beside_its_attacker(
    mode: str,
) -> None:
    plan = draw(BLOCKED_BOARDS[mode], mode=mode).layout
    cards = plan.find("card")
    solid = [box for box in plan.boxes if box.kind not in ("ribbon", "badge", "pill", "title")]
    assert not [
        (a.key, b.key) for a in solid for b in solid if a is not b and overlap(a.rect, b.rect)
    ]
    pills = plan.find("pill")
    assert not [
        (a.key, b.key) for a in pills for b in pills if a is not b and overlap(a.rect, b.rect)
    ]
    frame = (0, 0, plan.width, plan.height)
    assert all(inside(box.rect, frame) for box in plan.boxes)
    assert blockers_beside(plan) == []
    assert crossed(plan) == []
    # Two pairs side by side, not one column: landscape or about square, within ~1400 px.
    assert len({box.rect[0] for box in cards}) >= 4
    assert plan.width <= 1400 and plan.height <= 1.1 * plan.width
    # Every attacker's arrow ends on what it attacks.
    goals = {box.key: box.rect for box in plan.boxes if box.kind in ("side", "card")}
    for arrow in plan.arrows:
        if arrow.kind == "attack":
            x, y = arrow.points[-1]
            goal = goals[arrow.target]
            assert x == goal[0] - 2 and goal[1] < y < goal[3]


def test_ten_blocked_attackers_make_five_rows_of_two_pairs_not_a_column_of_ten() -> None:
    plan = draw(BLOCKED_BOARDS["1v1"]).layout
    knights = [plan.box("card", f"a{n}").rect for n in range(1, 11)]
    assert len({rect[0] for rect in knights}) == 2 and len({rect[1] for rect in knights}) == 5
    walls = [plan.box("card", f"b{n}").rect for n in range(1, 11)]
    assert all(wall[1] == knight[1] for wall, knight in zip(walls, knights, strict=True))
    # Each arrow runs through its wall and drops into the channel under their row.
    for knight, wall, n in zip(knights, walls, range(1, 11), strict=True):
        points = plan.arrow("attack", f"a{n}", "Bob").points
        assert points[0] == (knight[2], (knight[1] + knight[3]) // 2)
        assert wall[0] < points[1][0] < wall[2] and points[2][1] > wall[3]
        assert plan.arrow("attack", f"a{n}", "Bob").faint  # blocked, no damage through
        assert texts(plan, "pill", f"a{n}>b{n}:first_strike") == ["①3"]


def test_five_lanes_keep_a_lane_each() -> None:
    plan = draw(
        "Alice: "
        + ", ".join(f"Knight{i} 2/2" for i in range(5))
        + " | Bob: "
        + ", ".join(f"Wall{i} 0/3 blocks Knight{i}" for i in range(5))
    ).layout
    knights = [plan.box("card", f"a{n}").rect for n in range(1, 6)]
    assert len({rect[0] for rect in knights}) == 1 and len({rect[1] for rect in knights}) == 5


def test_a_blocker_of_several_attackers_keeps_its_links_beside_packed_pairs() -> None:
    plan = draw(
        "Alice: "
        + ", ".join(f"Knight{i} 2/2" for i in range(6))
        + " | Bob: Guard 2/6 can block additional 1 blocks Knight0 blocks Knight1, "
        + ", ".join(f"Wall{i} 0/3 blocks Knight{i}" for i in range(2, 6))
    ).layout
    assert plan.arrow("block", "b1", "a1") and plan.arrow("block", "b1", "a2")
    assert len([box for box in plan.find("card") if box.key == "b1"]) == 1
    # The Guard's two attackers keep their lanes, one above the other; the others pair up.
    first, second = plan.box("card", "a1").rect, plan.box("card", "a2").rect
    assert first[0] == second[0] and first[3] < second[1]
    packed = [plan.box("card", f"a{n}").rect for n in range(3, 7)]
    assert len({rect[0] for rect in packed}) == 2 and min(r[1] for r in packed) > second[3]
    assert crossed(plan) == []


def test_a_packed_attacker_with_many_blockers_links_each_row_of_them() -> None:
    walls = ", ".join(f"Wall{i} 0/3 blocks Colossus" for i in range(5))
    plan = draw(
        "Alice: Colossus 9/9, "
        + ", ".join(f"Knight{i} 2/2" for i in range(5))
        + f" | Bob: {walls}, "
        + ", ".join(f"Bear{i} 2/2 blocks Knight{i}" for i in range(5))
    ).layout
    assert blockers_beside(plan) == []
    assert crossed(plan) == []
    colossus = plan.box("card", "a1").rect
    below = [plan.box("card", f"b{n}").rect for n in (4, 5)]
    assert all(rect[1] > colossus[3] for rect in below)  # the wrapped row of its blockers
    cards = plan.find("card")
    assert not [
        (a.key, b.key) for a in cards for b in cards if a is not b and overlap(a.rect, b.rect)
    ]


def test_the_labels_of_a_card_do_not_overlap() -> None:
    # Keywords, counters, changed power/toughness, damage, a ribbon: everything at once.
    plan = draw(
        "Alice: Knight 2/2 first strike trample, Rat 1/1 infect | "
        "Bob: Wall 0/5 reach blocks Rat, Bear 3/3 blocks Knight ; "
        "after blocks: Knight +1/+1 counter x2, Bear +1/+1 counter"
    ).layout
    cards = plan.find("card")
    assert any(label.text.startswith("+1/+1×") for card in cards for label in card.labels)
    assert any(label.text.startswith("−1/−1×") for card in cards for label in card.labels)
    for card in cards:
        spans = [
            (
                label.x,
                label.y - label.size + 4,
                label.x + width_of(label.text, label.size, label.bold),
                label.y,
            )
            for label in card.labels
        ]
        assert not [(a, b) for a in spans for b in spans if a is not b and overlap(a, b)], card.key
        assert all(inside(span, card.rect) for span in spans), card.key


def test_what_blockers_deal_in_both_steps_stays_between_the_cards() -> None:
    one = "Alice: Knight 5/5 | Bob: Bear 2/2 double strike blocks Knight"
    six = (
        "Alice: "
        + ", ".join(f"Knight{i} 5/5" for i in range(6))
        + " | Bob: "
        + ", ".join(f"Bear{i} 2/2 double strike blocks Knight{i}" for i in range(6))
    )
    for board in (one, six):
        plan = draw(board).layout
        back = [box for box in plan.find("pill") if box.key.startswith("lane>")]
        assert len(back) == (2 if board == one else 12)
        assert {box.texts[0] for box in back} == {"◀①2", "◀②2"}
        cards = plan.find("card")
        assert not [(p.key, c.key) for p in back for c in cards if overlap(p.rect, c.rect)]
        assert not [
            (a.key, b.key) for a in back for b in back if a is not b and overlap(a.rect, b.rect)
        ]


def test_every_box_stays_inside_the_picture() -> None:
    attackers = ", ".join(f"Knight{i} 2/2 -> Bob" for i in range(8))
    plan = draw(
        f"Alice: {attackers}, Spare 1/1 home | Bob: Wall 0/9 blocks Knight0, Jace pw 3 | Carol: Elf 1/1"
    ).layout
    frame = (0, 0, plan.width, plan.height)
    assert all(inside(box.rect, frame) for box in plan.boxes)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_labels_are_in_the_readers_language(lang: str) -> None:
    plan = draw(
        "Alice: Knight 3/3 first strike | Bob: Bear 2/2 blocks Knight, Jace pw 2", lang
    ).layout
    from bot.i18n import t

    assert texts(plan, "ribbon", "b1") == [t(lang, "picture-fate", fate="dies") + " ①"]
    assert keyword_name(Keyword.FIRST_STRIKE, lang) in texts(plan, "card", "a1")
    assert t(lang, "picture-loyalty") in texts(plan, "card", "b2")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keywords_too_long_for_a_card_are_shown_short_and_named_in_the_legend(lang: str) -> None:
    from bot.i18n import t
    from bot.picture.scene import shown_keyword

    plan = draw(
        "Alice: Dragon 5/5 flying first strike deathtouch lifelink trample vigilance | "
        "Bob: Wall 0/4 reach blocks Dragon",
        lang,
    ).layout
    order = [Keyword.FIRST_STRIKE, Keyword.TRAMPLE, Keyword.DEATHTOUCH, Keyword.LIFELINK]
    order += [Keyword.FLYING, Keyword.VIGILANCE]
    shown = [shown_keyword(keyword, lang) for keyword in order]
    dragon = texts(plan, "card", "a1")
    assert dragon[1] == " ".join(short for _, short in shown)  # every keyword, none cut
    legend = " ".join(plan.box("legend", "legend").texts)
    for name, short in shown:
        if short != name:
            assert t(lang, "picture-keyword-legend", short=short, name=name) in legend
    # A card whose keywords fit shows their names.
    assert texts(plan, "card", "b1")[1] == keyword_name(Keyword.REACH, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keywords_that_fit_are_joined_as_the_language_joins_a_list(lang: str):
    """「飛行、警戒」 in Japanese, "flying, vigilance" in English: the catalog's list-sep."""
    from bot.i18n import t

    plan = draw("Alice: Knight 3/3 flying vigilance -> Bob | Bob:", lang).layout
    names = [keyword_name(Keyword.FLYING, lang), keyword_name(Keyword.VIGILANCE, lang)]
    assert texts(plan, "card", "a1")[1] == t(lang, "list-sep").join(names)


# -- untrusted names ------------------------------------------------------------------------


def test_untrusted_names_cannot_break_the_picture() -> None:
    long = "Overlong" * 60
    board = (
        f"Alice: {long} 2/2, Rtl\u202eknahT 1/1, Emoji🔥Bear 2/2, Zero\u200bWidth 1/1, "
        "שלום 1/1 | Bob: Wall 0/4 blocks Rtl\u202eknahT"
    )
    drawn = draw(board)
    plan = drawn.layout
    names = [plan.box("card", f"a{n}").labels[0].text for n in range(1, 6)]
    assert names[0].endswith("…") and width_of(names[0], 19, True) <= CARD_W - 20
    assert names[1] == f"Rtl{SHOWN_INSTEAD}knahT"  # the override is shown, not obeyed
    assert names[3] == f"Zero{SHOWN_INSTEAD}Width"
    assert "🔥" in names[2] or SHOWN_INSTEAD in names[2]
    assert names[4] == "שלום"
    image = Image.open(io.BytesIO(drawn.png))
    assert image.size == (plan.width, plan.height)


# -- fonts ----------------------------------------------------------------------------------


def _catalog_and_board_text() -> str:
    """Every catalog and keyword table, and the sample boards of the golden tests."""
    parts = [path.read_text(encoding="utf-8") for path in LOCALES_DIR.glob("*.ftl")]
    parts.append((LOCALES_DIR / "keywords.toml").read_text(encoding="utf-8"))
    parts += [
        path.read_text(encoding="utf-8") for path in (ROOT / "tests" / "golden").rglob("*.txt")
    ]
    return "".join(parts)


def test_every_character_of_the_catalogs_and_sample_boards_has_a_font() -> None:
    found = faces()
    assert [face.family for face in found[:2]] == ["Noto Sans", "Noto Sans CJK"]
    missing = sorted(
        {
            char
            for char in _catalog_and_board_text()
            if not char.isspace()
            and unicodedata.category(char)[0] != "C"
            and not any(ord(char) in face.chars for face in found)
        }
    )
    assert not missing
    assert all(SHOWN_INSTEAD not in piece for _, piece in runs("ゴブリンの戦長、先制攻撃"))
    assert runs("ゴブリン Bear")[0][0] == 1 and runs("Bear")[0][0] == 0


def test_each_face_has_every_character_its_font_maps() -> None:
    # read as fontTools reads a font by default (glyph names and all): the faces' characters,
    # read without the names, are the same ones
    for face in faces():
        if face.path.suffix.lower() in (".ttc", ".otc"):
            font = TTCollection(str(face.path)).fonts[face.index]
        else:
            font = TTFont(str(face.path))
        assert face.chars == frozenset(font.getBestCmap()), face.family


def test_japanese_names_render_as_glyphs_not_empty_boxes() -> None:
    # A character no font has comes out as the .notdef box; a kanji must not look like it.
    cjk = picture_fonts.font(1, 40)

    def glyph(char: str) -> bytes:
        image = Image.new("L", (60, 60))
        ImageDraw.Draw(image).text((6, 6), char, font=cjk, fill=255)
        return image.tobytes()

    notdef = glyph("\U000f0000")
    assert all(glyph(char) != notdef and any(glyph(char)) for char in "戦長ゴブリン")
    assert "戦" in texts(draw("Alice: 戦長 2/2 | Bob:", "ja").layout, "card", "a1")[0]


# -- golden PNGs ------------------------------------------------------------------------------

GOLDENS = {
    "duel": "Alice: Knight 3/3 first strike trample, Ogre 5/5 | Bob: Bear 2/2 blocks Knight, Wall 0/4 blocks Ogre",
    "giant-ja": "Alice: ゴブリン 5/5 double strike & Ann: Rat 1/1 infect -> Bob | Bob: Wall 0/6 blocks ゴブリン & Ben:",
    "siege": "Alice: Knight 5/5 -> Siege, Elf 2/2 -> Bob | Bob: Siege battle 3, Jace pw 4",
}
TOLERANCE = 2.0  # mean difference per channel (0-255): a font or Pillow update, not a change


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_the_picture_matches_its_golden_png(name: str) -> None:
    lang = "ja" if name.endswith("-ja") else "en"
    png = draw(GOLDENS[name], lang).png
    path = GOLDEN / f"{name}.png"
    if os.environ.get("REDZONE_WRITE_GOLDEN"):
        path.write_bytes(png)
    drawn = Image.open(io.BytesIO(png)).convert("RGB")
    expected = Image.open(path).convert("RGB")
    assert drawn.size == expected.size
    difference = ImageStat.Stat(ImageChops.difference(drawn, expected)).mean
    assert max(difference) <= TOLERANCE


def test_a_ten_creature_picture_is_small() -> None:
    attackers = ", ".join(f"Knight{i} 3/3 first strike" for i in range(5))
    blockers = ", ".join(f"Wall{i} 0/4 blocks Knight{i}" for i in range(5))
    png = draw(f"Alice: {attackers} | Bob: {blockers}").png
    assert len(png) <= 300_000


def test_the_keywords_of_the_table_have_names_the_fonts_draw() -> None:
    table = tomllib.loads((LOCALES_DIR / "keywords.toml").read_text(encoding="utf-8"))
    assert table  # read; its characters are in the coverage test above
    for lang in LANGUAGES:
        for keyword in Keyword:
            assert SHOWN_INSTEAD not in "".join(p for _, p in runs(keyword_name(keyword, lang)))


def test_text_keeps_its_soft_edges_in_the_palette_png() -> None:
    drawn = draw("Alice: Knight 3/3 | Bob:")
    image = Image.open(io.BytesIO(drawn.png))
    assert image.mode == "P"
    x0, y0, x1, _ = drawn.layout.box("card", "a1").rect
    name = image.convert("RGB").crop((x0 + 10, y0 + 12, x1 - 10, y0 + 38))
    between = {
        colour
        for _, colour in name.getcolors(4096) or []
        if isinstance(colour, tuple)
        and colour not in (CARD, TEXT)
        and all(min(a, b) <= c <= max(a, b) for a, b, c in zip(CARD, TEXT, colour, strict=True))
    }
    assert len(between) >= 4  # the shades from the card to the text, not hard edges


def test_a_full_palette_draws_text_with_hard_edges_not_wrong_colours() -> None:
    inks = Inks()
    for number in range(252):
        inks((number, 0, 0))
    ramp = inks.ramp((0, 0, 1), (255, 255, 255))
    ends = inks((0, 0, 1)), inks((255, 255, 255))
    assert set(ramp[: LEVELS + 1]) == set(ends) and len(inks.colours) <= 256
