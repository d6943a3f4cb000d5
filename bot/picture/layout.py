"""Where everything of a :class:`Scene` goes: boxes, arrows and labels, in pixels.

The picture reads left to right, one lane per attacker: the attacker's card, the creatures
blocking it beside it, and an arrow on to what it attacks, in a column on the right where
each defending player (or team) and their attacked planeswalkers and battles stand, next
to the lanes that attack them (four or more unblocked attackers of one target stand in a
grid instead, their arrows running under its rows; in a picture of six lanes or more, the
attackers with their own blockers stand two pairs to a row, their arrows dropping under
the row in the same way). The attacking side heads the picture;
the permanents in no combat sit below the lanes, by player; the actions taken between the
steps close it.

The layout is data (:class:`Layout`), drawn by ``bot.picture.draw`` and read by the tests:
it holds every box, arrow and label the picture shows, with the text as drawn.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from bot.i18n import t
from bot.picture import fonts
from bot.scenes import Card, Scene, Side

MARGIN = 24
CARD_W, CARD_H = 200, 116
GAP_BLOCK = 112  # attacker to its first blocker: room for the damage both ways
GAP_BLOCKERS = 14
GAP_TARGET = 120  # the last blocker to the target column: room for the damage dealt there
TARGET_W = 260
LANE_GAP = 14
GROUP_GAP = 26  # between the lanes of two defending players
BLOCKERS_PER_ROW = 3
# A board of up to 20 creatures is drawn whole: the lanes stack (unblocked attackers in a
# grid), a lane's blockers wrap in rows of BLOCKERS_PER_ROW, the permanents in no combat in
# rows of IDLE_PER_ROW. Past these bounds the others are counted in a note.
MAX_LANES = 20  # attackers drawn
MAX_BLOCKERS = 20  # blockers drawn in one lane
MAX_IDLE = 20  # permanents in no combat drawn
IDLE_PER_ROW = 4
# The unblocked attackers of one target, GRID_FROM of them or more, stand in a grid of up to
# GRID_COLUMNS columns instead of a lane each: twenty lanes make a picture three times as tall
# as wide, shrunk to a strip in Discord's embed. Under each row of the grid runs a channel:
# each card's arrow drops into it and runs along it to the target, its damage on the drop.
GRID_FROM = 4
GRID_COLUMNS = 4
GRID_GAP = 24  # between two columns of the grid
CHANNEL = 50  # under each row of the grid: its arrows and their damage
CHANNEL_LINE = 38  # where the channel's arrows run, under the bottom of the row's cards
# Six lanes under the attacking side stand about as tall as the picture is wide (940 px);
# packed, fewer lanes would make a wider picture, more pixels to draw. From PACK_FROM lanes,
# a target's lanes of an attacker and its own blockers (no blocker of theirs blocks another
# attacker), two or more of them, are packed side by side instead, in rows up to PACK_WIDTH
# wide (two pairs), each row's arrows dropping into a channel under it as the grid's do. A
# pair's gap is narrower than a lane's (two pairs and the target column stay within ~1400
# px); a row is PACK_CHANNEL from the next, so that the damage on a blocker's top edge stays
# clear of the channel above.
PACK_FROM = 6
GAP_PAIR = 72
PACK_WIDTH = 2 * (2 * CARD_W + GAP_PAIR) + GRID_GAP
PACK_CHANNEL = 58

# Text sizes, in pixels.
TITLE, NAME, BODY, SMALL, BIG = 22, 19, 16, 14, 26
TINY = 12  # keywords' short forms that do not fit in SMALL
MINI = 10  # ... nor in TINY (six keywords in Japanese, whose short forms are wide)

# Colours: the picture has its own background, so it reads the same in Discord's dark and
# light themes.
BACKGROUND = (30, 33, 40)
FRAME = (88, 96, 110)
PANEL = (40, 44, 52)
CARD = (49, 54, 63)
CARD_GONE = (36, 38, 44)
TEXT = (240, 242, 245)
MUTED = (170, 177, 189)
UP = (87, 211, 140)
DOWN = (255, 123, 114)
ATTACK = (255, 107, 94)
BLOCK = (108, 182, 255)
FIRST = (242, 193, 78)
REGULAR = (255, 107, 94)
DAMAGE = (229, 57, 53)
DARK = (20, 22, 26)
PLAYER_COLOURS = (
    (239, 83, 80),
    (66, 165, 245),
    (102, 187, 106),
    (255, 202, 40),
    (171, 71, 188),
    (38, 198, 218),
    (255, 138, 101),
    (236, 64, 122),
)
FATE_COLOURS = {
    "dies": (183, 28, 28),
    "destroyed": (183, 28, 28),
    "sacrificed": (183, 28, 28),
    "exiled": (106, 27, 154),
    "siege": (106, 27, 154),
    "bounced": (21, 101, 192),
    "removed": (97, 97, 97),
    "left": (97, 97, 97),
}

Colour = tuple[int, int, int]
Rect = tuple[int, int, int, int]


@dataclass(slots=True)
class Label:
    """A line of text: its left end on the baseline, size, weight and colour."""

    text: str
    x: int
    y: int
    size: int
    colour: Colour = TEXT
    bold: bool = False
    strike: bool = False


@dataclass(slots=True)
class Box:
    """A rectangle: ``kind`` (side, card, pill, ribbon, badge, moment, note), the key of what
    it shows (a side's key, a card's id), its colours and the labels inside it."""

    kind: str
    key: str
    rect: Rect
    fill: Colour
    outline: Colour | None = None
    stripe: Colour | None = None
    labels: list[Label] = field(default_factory=list)
    radius: int = 8

    @property
    def texts(self) -> list[str]:
        return [label.text for label in self.labels]


@dataclass(slots=True)
class Arrow:
    """A line through ``points``: ``kind`` attack (to what it attacks) or block (a blocker
    to an attacker); ``faint`` when no damage goes that way."""

    kind: str
    source: str
    target: str
    points: list[tuple[int, int]]
    colour: Colour
    head: bool = True
    faint: bool = False


@dataclass(slots=True)
class Layout:
    """Everything a picture shows, in drawing order: arrows under boxes."""

    width: int
    height: int
    boxes: list[Box] = field(default_factory=list)
    arrows: list[Arrow] = field(default_factory=list)
    left_out: int = 0  # permanents not drawn (the note says how many)

    def box(self, kind: str, key: str) -> Box:
        return next(box for box in self.boxes if box.kind == kind and box.key == key)

    def find(self, kind: str) -> list[Box]:
        return [box for box in self.boxes if box.kind == kind]

    def arrow(self, kind: str, source: str, target: str) -> Arrow:
        return next(
            a for a in self.arrows if a.kind == kind and a.source == source and a.target == target
        )


@lru_cache(maxsize=8192)
def width_of(text: str, size: int, bold: bool = False) -> int:
    """The width ``text`` takes when drawn, in pixels."""
    weight = fonts.BOLD if bold else fonts.REGULAR
    return round(
        sum(fonts.font(number, size, weight).getlength(piece) for number, piece in fonts.runs(text))
    )


NAME_CHARS = 80  # a name is cut to this many characters before it is measured


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` as drawn (:func:`fonts.shown`), cut with "…" to fit ``width`` pixels."""
    text = fonts.shown(text[:NAME_CHARS] + ("…" if len(text) > NAME_CHARS else ""))
    if width_of(text, size, bold) <= width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with its ellipsis
        middle = (low + high + 1) // 2
        if width_of(text[:middle].rstrip() + "…", size, bold) <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"


def _colours(scene: Scene) -> dict[str, Colour]:
    """Each side's colour, and each player's (a team's members share it)."""
    colours: dict[str, Colour] = {}
    for number, side in enumerate(scene.sides):
        colour = PLAYER_COLOURS[number % len(PLAYER_COLOURS)]
        colours[side.key] = colour
        for name in side.names:
            colours.setdefault(name, colour)
    return colours


def _signed_pt(value: int | None, base: int | None) -> Colour:
    if value is None or base is None or value == base:
        return TEXT
    return UP if value > base else DOWN


class _Builder:
    def __init__(self, scene: Scene, lang: str) -> None:
        self.scene = scene
        self.lang = lang
        self.layout = Layout(0, 0)
        self.colours = _colours(scene)
        self.cards = {card.id: card for card in scene.cards}
        self.steps = scene.steps
        self.marks = {"first_strike": "①", "regular": "②"} if len(self.steps) > 1 else {}
        self.shorts: dict[str, str] = {}  # the short forms of keywords drawn -> their names

    # -- pieces --------------------------------------------------------------------------

    def card(self, card: Card, x: int, y: int) -> Box:
        gone = card.fate is not None and card.fate != "removed"
        box = Box(
            "card",
            card.id,
            (x, y, x + CARD_W, y + CARD_H),
            CARD_GONE if gone else CARD,
            outline=FRAME,
            stripe=self.colours.get(card.zone, MUTED),
        )
        inner = CARD_W - 20
        name_colour = MUTED if gone else TEXT
        box.labels.append(
            Label(fit(card.name, NAME, inner, True), x + 10, y + 32, NAME, name_colour, True, gone)
        )
        if card.kind == "creature":
            # Counters share the keywords' line, on its right: the power/toughness below
            # leaves no room for a line of their own.
            counters = []
            if card.plus:
                counters.append(f"+1/+1×{card.plus}")
            if card.minus:
                counters.append(f"−1/−1×{card.minus}")
            counted = fit(" ".join(counters), SMALL, inner) if counters else ""
            room = inner - (width_of(counted, SMALL) + 10 if counted else 0)
            if card.keywords:
                listed, size = self.keywords(card, room)
                box.labels.append(Label(listed, x + 10, y + 54, size, MUTED))
            power = "?" if card.power is None else str(card.power)
            toughness = "?" if card.toughness is None else str(card.toughness)
            pt_y = y + CARD_H - 30 if card.fate is None else y + CARD_H - 36
            px = x + 10
            power_label = Label(power, px, pt_y, BIG, _signed_pt(card.power, card.base_power), True)
            px += width_of(power, BIG, True)
            slash = Label("/", px, pt_y, BIG, name_colour, True)
            px += width_of("/", BIG, True)
            tough_label = Label(
                toughness, px, pt_y, BIG, _signed_pt(card.toughness, card.base_toughness), True
            )
            px += width_of(toughness, BIG, True) + 8
            box.labels += [power_label, slash, tough_label]
            if (card.base_power, card.base_toughness) != (card.power, card.toughness) and (
                card.base_power is not None and card.base_toughness is not None
            ):
                was = f"{card.base_power}/{card.base_toughness}"
                box.labels.append(Label(was, px, pt_y, SMALL, MUTED, strike=True))
                px += width_of(was, SMALL) + 8
            if counted:
                cx = x + 10 + (inner - width_of(counted, SMALL) if card.keywords else 0)
                box.labels.append(Label(counted, cx, y + 54, SMALL, UP if card.plus else DOWN))
        else:
            before, after = card.value_before, card.value
            shown = f"{before} → {after}" if before is not None and before != after else str(after)
            box.labels.append(Label(card.value_label, x + 10, y + 54, SMALL, MUTED))
            # A ribbon (its fate) takes the note's line: the note goes after the label.
            lift = 0 if card.fate is None else 3
            box.labels.append(
                Label(fit(shown, BIG, inner, True), x + 10, y + 84 - lift, BIG, TEXT, True)
            )
            if card.note and card.fate is None:
                box.labels.append(
                    Label(fit(card.note, SMALL, inner), x + 10, y + 108, SMALL, MUTED)
                )
            elif card.note:
                nx = x + 10 + width_of(card.value_label, SMALL) + 12
                box.labels.append(
                    Label(fit(card.note, SMALL, x + CARD_W - 10 - nx), nx, y + 54, SMALL, MUTED)
                )
        self.layout.boxes.append(box)
        if card.kind == "creature" and card.damage:
            self.badge(card.id, x + CARD_W - 44, y + CARD_H - 62, str(card.damage))
        if card.fate is not None:
            text = card.fate_label + (f" {card.fate_step}" if card.fate_step else "")
            rect = (x, y + CARD_H - 26, x + CARD_W, y + CARD_H)
            ribbon = Box("ribbon", card.id, rect, FATE_COLOURS.get(card.fate, MUTED), radius=0)
            ribbon.labels.append(
                Label(fit(text, SMALL, CARD_W - 16, True), x + 8, y + CARD_H - 8, SMALL, TEXT, True)
            )
            self.layout.boxes.append(ribbon)
        return box

    def keywords(self, card: Card, width: int) -> tuple[str, int]:
        """A card's keywords and their text size: by name when they fit on its line, else by
        their short forms (which the legend names), a size or two smaller if they need it."""
        listed = t(self.lang, "list-sep").join(name for name, _ in card.keywords)
        if width_of(listed, SMALL) <= width:
            return listed, SMALL
        for name, short in card.keywords:
            if short != name:
                self.shorts.setdefault(short, name)
        shorts = " ".join(short for _, short in card.keywords)
        size = next((s for s in (SMALL, TINY) if width_of(shorts, s) <= width), MINI)
        return fit(shorts, size, width), size

    def badge(self, key: str, x: int, y: int, text: str) -> None:
        """Damage marked on a card: a red disc with the number."""
        size = max(34, width_of(text, BODY, True) + 16)
        box = Box("badge", key, (x, y, x + size, y + 34), DAMAGE, radius=17)
        box.labels.append(
            Label(text, x + (size - width_of(text, BODY, True)) // 2, y + 23, BODY, TEXT, True)
        )
        self.layout.boxes.append(box)

    def pills(
        self,
        key: str,
        x: int,
        y: int,
        amounts: list[tuple[str, int]],
        colour: Colour | None,
        prefix: str = "",
    ) -> int:
        """Damage by step, as pills from ``x`` centred on ``y``; the width they took."""
        start = x
        for step, amount in amounts:
            text = f"{prefix}{self.marks.get(step, '')}{amount}"
            width = width_of(text, BODY, True) + 14
            fill = colour or (FIRST if step == "first_strike" else REGULAR)
            box = Box("pill", f"{key}:{step}", (x, y - 13, x + width, y + 13), fill, radius=13)
            box.labels.append(Label(text, x + 7, y + 6, BODY, DARK, True))
            self.layout.boxes.append(box)
            x += width + 4
        return x - start

    def pills_width(self, amounts: list[tuple[str, int]], prefix: str = "") -> int:
        return sum(
            width_of(f"{prefix}{self.marks.get(step, '')}{amount}", BODY, True) + 18
            for step, amount in amounts
        )

    def amounts(self, source: str, target: str) -> list[tuple[str, int]]:
        damage = self.scene.damage
        return [
            (s, damage[s, source, target]) for s in self.steps if damage.get((s, source, target))
        ]

    def side_box(self, side: Side, x: int, y: int, width: int, vertical: bool) -> Box:
        colour = self.colours[side.key]
        lines: list[tuple[str, int, Colour, bool]] = []
        name = " & ".join(side.names)
        life = (
            f"♥ {side.life_before} → {side.life}"
            if side.life != side.life_before
            else f"♥ {side.life}"
        )
        life_colour = (
            DOWN if side.life < side.life_before else UP if side.life > side.life_before else TEXT
        )
        lines.append((name, NAME, TEXT, True))
        lines.append((life, BIG, life_colour, True))
        if side.poison or side.poison_before:
            poison = self.scene_poison(side)
            lines.append((poison, BODY, DOWN if side.poison > side.poison_before else TEXT, False))
        lines += [(line, SMALL, MUTED, False) for line in side.commander]
        if side.lost or side.won:
            lines.append((self.result_word(side), BODY, DOWN if side.lost else UP, True))
        # A horizontal box is as tall as the rows its lines wrap into (set below).
        height = 16 + sum(size + 12 for _, size, _, _ in lines) if vertical else 60
        box = Box("side", side.key, (x, y, x + width, y + height), PANEL, colour, colour)
        if vertical:
            cy = y + 14
            for text, size, tint, bold in lines:
                cy += size + 8
                box.labels.append(
                    Label(fit(text, size, width - 24, bold), x + 12, cy, size, tint, bold)
                )
                cy += 4
        else:
            name_text = fit(name, NAME, width // 2, True)
            box.labels.append(Label(name_text, x + 14, y + 38, NAME, TEXT, True))
            lx = x + 14 + width_of(name_text, NAME, True) + 24
            box.labels.append(Label(life, lx, y + 40, BIG, life_colour, True))
            lx += width_of(life, BIG, True) + 24
            cy = y + 40
            for text, size, tint, bold in lines[2:]:
                room = x + width - 14 - lx
                if room < 120:
                    lx, cy = x + 14, cy + 22
                    room = width - 28
                box.labels.append(
                    Label(
                        fit(text, min(size, BODY), room, bold), lx, cy, min(size, BODY), tint, bold
                    )
                )
                lx += width_of(box.labels[-1].text, min(size, BODY), bold) + 24
            box.rect = (x, y, x + width, max(y + height, cy + 20))
        self.layout.boxes.append(box)
        return box

    def scene_poison(self, side: Side) -> str:
        return t(self.lang, "picture-poison", before=side.poison_before, after=side.poison)

    def result_word(self, side: Side) -> str:
        return t(self.lang, "picture-lost" if side.lost else "picture-won")


def layout(scene: Scene, lang: str = "en") -> Layout:
    """Place every piece of the scene (see the module's docstring)."""
    build = _Builder(scene, lang)
    out = build.layout
    cards = build.cards
    sides = scene.sides
    attacking = [side for side in sides if side.index == 0]
    defending = [side for side in sides if side.index != 0]

    # The lanes: attackers grouped by the defending side they attack, then by target.
    order: list[tuple[str, list[str]]] = []  # target -> its attackers
    by_target: dict[str, list[str]] = {}
    for attack in scene.attacks:
        if attack.attacker in cards:
            by_target.setdefault(attack.target, []).append(attack.attacker)
    for side in defending:
        order.append((side.key, by_target.pop(side.key, [])))
        for card in scene.cards:
            if card.zone == side.key and card.id in by_target:
                order.append((card.id, by_target.pop(card.id)))
    for target, attackers in by_target.items():  # a target on no defending side (none expected)
        order.append((target, attackers))
    lanes_drawn = 0
    left_out = 0
    blockers_of: dict[str, list[str]] = {}
    placed_blocker: dict[str, str] = {}  # blocker -> the lane it is drawn in
    for blocker, attacker in scene.blocks:
        if blocker in cards and blocker not in placed_blocker:
            placed_blocker[blocker] = attacker
            blockers_of.setdefault(attacker, []).append(blocker)
    trimmed: list[tuple[str, list[str]]] = []
    for target, attackers in order:
        kept = []
        for attacker in attackers:
            if lanes_drawn < MAX_LANES:
                kept.append(attacker)
                lanes_drawn += 1
            else:
                left_out += 1 + len(blockers_of.get(attacker, []))
        trimmed.append((target, kept))
    order = trimmed
    grids = {target: _grid(attackers, blockers_of) for target, attackers in order}
    packs = _packs(order, grids, blockers_of, scene.blocks)
    packed = {attacker for rows in packs.values() for row in rows for attacker, _ in row}
    in_lanes = [
        attacker
        for target, attackers in order
        for attacker in attackers
        if attacker not in grids[target] and attacker not in packed
    ]
    most = max((min(len(blockers_of.get(a, [])), BLOCKERS_PER_ROW) for a in in_lanes), default=0)
    columns = max((_columns(len(grid)) for grid in grids.values()), default=1)
    lanes_right = max(
        MARGIN + CARD_W + GAP_BLOCK + max(1, most) * (CARD_W + GAP_BLOCKERS) - GAP_BLOCKERS,
        MARGIN + columns * (CARD_W + GRID_GAP) - GRID_GAP,
        *(
            MARGIN + row[-1][1] + _unit_width(len(blockers_of.get(row[-1][0], [])))
            for rows in packs.values()
            for row in rows
        ),
    )
    target_x = lanes_right + GAP_TARGET
    width = target_x + TARGET_W + MARGIN

    # The title and the attacking side.
    y = MARGIN
    title = Box("title", "title", (MARGIN, y, width - MARGIN, y + 30), BACKGROUND)
    title.labels.append(
        Label(fit(scene.title, TITLE, width - 2 * MARGIN, True), MARGIN, y + 24, TITLE, MUTED, True)
    )
    out.boxes.append(title)
    y += 40
    for side in attacking:
        box = build.side_box(side, MARGIN, y, width - 2 * MARGIN, vertical=False)
        y = box.rect[3] + 20

    # Each target's group: its element in the target column, its lanes on the left.
    lane_centres: dict[str, int] = {}
    lane_boxes: dict[str, Box] = {}
    # Each attacker's arrow up to where it runs straight to its target, and where the damage
    # it deals there is drawn.
    routes: dict[str, list[tuple[int, int]]] = {}
    pill_at: dict[str, tuple[int, int]] = {}
    gap_of: dict[str, int] = {}  # an attacker's gap to its first blocker
    for number, (target, attackers) in enumerate(order):
        is_side = target in {side.key for side in sides}
        if number and is_side:
            y += GROUP_GAP - LANE_GAP
        grid = grids[target]
        rows = packs.get(target, [])
        lanes = [a for a in attackers if a not in grid and a not in packed]
        lane_heights = [_unit_height(len(blockers_of.get(a, []))) for a in lanes]
        span = sum(lane_heights) + LANE_GAP * max(0, len(lane_heights) - 1)
        row_heights = [
            max(_unit_height(len(blockers_of.get(a, []))) for a, _ in row) for row in rows
        ]
        if rows:
            span += (LANE_GAP if lanes else 0) + sum(h + PACK_CHANNEL for h in row_heights)
        per_row = _columns(len(grid))
        grid_rows = -(-len(grid) // per_row)
        if grid:
            span += (LANE_GAP if lanes and not rows else 0) + grid_rows * (CARD_H + CHANNEL)
        if is_side:
            side = next(s for s in sides if s.key == target)
            element = build.side_box(side, target_x, y, TARGET_W, vertical=True)
        else:
            element = build.card(cards[target], target_x, y)
        element_height = element.rect[3] - element.rect[1]
        if span > element_height:  # centre the element on its lanes
            shift = (span - element_height) // 2
            _move(out, element, shift)
        lane_y = y + max(0, (element_height - span) // 2)
        for attacker, height in zip(lanes, lane_heights, strict=True):
            lane_boxes[attacker] = build.card(cards[attacker], MARGIN, lane_y)
            lane_centres[attacker] = lane_y + CARD_H // 2
            routes[attacker] = [(MARGIN + CARD_W, lane_y + CARD_H // 2)]
            pill_at[attacker] = (lanes_right + 10, lane_y + CARD_H // 2 - 20)
            shown = blockers_of.get(attacker, [])
            left_out += max(0, len(shown) - MAX_BLOCKERS)
            for index, blocker in enumerate(shown[:MAX_BLOCKERS]):
                bx = (
                    MARGIN
                    + CARD_W
                    + GAP_BLOCK
                    + (index % BLOCKERS_PER_ROW) * (CARD_W + GAP_BLOCKERS)
                )
                by = lane_y + (index // BLOCKERS_PER_ROW) * (CARD_H + 10)
                lane_boxes[blocker] = build.card(cards[blocker], bx, by)
            lane_y += height + LANE_GAP
        for row, row_height in zip(rows, row_heights, strict=True):
            channel = lane_y + row_height + CHANNEL_LINE
            for attacker, offset in row:
                x, cy = MARGIN + offset, lane_y + CARD_H // 2
                lane_boxes[attacker] = build.card(cards[attacker], x, lane_y)
                lane_centres[attacker], gap_of[attacker] = cy, GAP_PAIR
                shown = blockers_of.get(attacker, [])
                left_out += max(0, len(shown) - MAX_BLOCKERS)
                shown = shown[:MAX_BLOCKERS]
                first = x + CARD_W + GAP_PAIR
                for index, blocker in enumerate(shown):
                    bx = first + (index % BLOCKERS_PER_ROW) * (CARD_W + GAP_BLOCKERS)
                    by = lane_y + (index // BLOCKERS_PER_ROW) * (CARD_H + 10)
                    lane_boxes[blocker] = build.card(cards[blocker], bx, by)
                # The arrow runs through its blockers and drops from under the last of their
                # first row (a lone attacker's from under its card) into the row's channel.
                bottom = lane_y + _unit_height(len(shown))
                if shown:
                    last = min(len(shown), BLOCKERS_PER_ROW) - 1
                    drop = first + last * (CARD_W + GAP_BLOCKERS) + CARD_W // 2
                    routes[attacker] = [(x + CARD_W, cy), (drop, cy), (drop, channel)]
                else:
                    drop = x + CARD_W // 2
                    routes[attacker] = [(drop, bottom), (drop, channel)]
                pill_at[attacker] = (
                    drop - build.pills_width(build.amounts(attacker, target)) // 2,
                    bottom + 16,
                )
            lane_y += row_height + PACK_CHANNEL
        for index, attacker in enumerate(grid):
            x = MARGIN + (index % per_row) * (CARD_W + GRID_GAP)
            top = lane_y + (index // per_row) * (CARD_H + CHANNEL)
            lane_boxes[attacker] = build.card(cards[attacker], x, top)
            drop, channel = x + CARD_W // 2, top + CARD_H + CHANNEL_LINE
            routes[attacker] = [(drop, top + CARD_H), (drop, channel)]
            pill_at[attacker] = (
                drop - build.pills_width(build.amounts(attacker, target)) // 2,
                top + CARD_H + 16,
            )
        y = max(element.rect[3], y + span) + LANE_GAP

    # The arrows: each attacker to what it attacks, through its blockers.
    for target, attackers in order:
        goal = next(box for box in out.boxes if box.key == target and box.kind in ("side", "card"))
        gx0, gy0, _, gy1 = goal.rect
        for attacker in attackers:
            points = list(routes[attacker])
            cy = points[-1][1]
            ty = min(max(cy, gy0 + 24), gy1 - 24)
            if ty != cy:
                points.append((gx0 - 36, cy))
            points.append((gx0 - 2, ty))
            blocked = any(a == attacker for _, a in scene.blocks)
            dealt = build.amounts(attacker, target)
            out.arrows.append(
                Arrow("attack", attacker, target, points, ATTACK, faint=blocked and not dealt)
            )
            if dealt:
                build.pills(f"{attacker}>{target}", *pill_at[attacker], dealt, None)
            # Damage between the attacker and the blockers drawn in its lane: what it deals
            # each on that blocker's top edge, what they deal it beside it.
            lane = blockers_of.get(attacker, [])[:MAX_BLOCKERS]
            for blocker in lane:
                bx0, by0, bx1, _ = lane_boxes[blocker].rect
                dealt = build.amounts(attacker, blocker)
                build.pills(
                    f"{attacker}>{blocker}", bx1 - 8 - build.pills_width(dealt), by0, dealt, None
                )
            if lane:
                back: dict[str, int] = {}
                for blocker in lane:
                    for step, amount in build.amounts(blocker, attacker):
                        back[step] = back.get(step, 0) + amount
                taken = [(step, back[step]) for step in build.steps if step in back]
                start, cy = lane_boxes[attacker].rect[2], lane_centres[attacker]
                gap = gap_of.get(attacker, GAP_BLOCK)
                room = gap - build.pills_width(taken, "◀")
                if room >= 0 or len(taken) == 1:
                    x = start + min(10, room // 2)
                    build.pills(f"lane>{attacker}", x, cy + 22, taken, BLOCK, "◀")
                else:  # both steps' pills do not fit side by side in the gap: one above the other
                    for level, one in enumerate(taken):
                        x = start + (gap - build.pills_width([one], "◀")) // 2
                        build.pills(f"lane>{attacker}", x, cy + 8 + 28 * level, [one], BLOCK, "◀")
    # Blocks: a link from each blocker to each attacker it blocks; the one of its own lane is
    # the lane's line, the others reach across the lanes.
    for blocker, attacker in scene.blocks:
        if blocker not in lane_boxes or attacker not in lane_boxes:
            continue
        bx0, by0, _, _ = lane_boxes[blocker].rect
        ax1 = lane_boxes[attacker].rect[2]
        if placed_blocker.get(blocker) == attacker:
            link = lane_centres[attacker] + 22
            if by0 + CARD_H // 2 + 22 == link:  # the first row: straight to the attacker
                points = [(bx0, link), (ax1, link)]
            else:  # a row below: up through the gap above it, then along the first row's link
                mid = ax1 + gap_of.get(attacker, GAP_BLOCK) // 2
                up = by0 - 5
                points = [(bx0 + 16, by0), (bx0 + 16, up), (mid, up), (mid, link), (ax1, link)]
            out.arrows.append(Arrow("block", blocker, attacker, points, BLOCK, head=False))
            continue
        ay = lane_centres[attacker] + 30
        mid = ax1 + GAP_BLOCK // 2
        points = [(bx0, by0 + CARD_H - 20), (mid, by0 + CARD_H - 20), (mid, ay), (ax1, ay)]
        out.arrows.append(Arrow("block", blocker, attacker, points, BLOCK, head=False))
        build.pills(
            f"{attacker}>{blocker}", mid + 6, ay - 16, build.amounts(attacker, blocker), None
        )
        build.pills(
            f"{blocker}>{attacker}", mid + 6, ay + 14, build.amounts(blocker, attacker), BLOCK, "◀"
        )

    # The permanents in no combat, by side.
    # (An attacker or blocker past the lanes drawn is counted in the note, not drawn here.)
    in_combat = (
        set(lane_boxes)
        | {target for target, _ in order}
        | {attack.attacker for attack in scene.attacks}
        | {blocker for blocker, _ in scene.blocks}
    )
    idle_drawn = 0
    for side in [*attacking, *defending]:
        idle = [c for c in scene.cards if c.zone == side.key and c.id not in in_combat]
        if not idle:
            continue
        on_bench = idle[: max(0, MAX_IDLE - idle_drawn)]
        left_out += len(idle) - len(on_bench)
        if not on_bench:
            continue
        idle_drawn += len(on_bench)
        name = fit(" & ".join(side.names), BODY, width - 2 * MARGIN, True)
        group = Box(
            "group",
            side.key,
            (MARGIN, y, width - MARGIN, y + 24),
            BACKGROUND,
            stripe=build.colours[side.key],
        )
        group.labels.append(Label(name, MARGIN + 12, y + 18, BODY, MUTED, True))
        out.boxes.append(group)
        y += 30
        per_row = max(
            1, min(IDLE_PER_ROW, (width - 2 * MARGIN + GAP_BLOCKERS) // (CARD_W + GAP_BLOCKERS))
        )
        for index, idle_card in enumerate(on_bench):
            if index and index % per_row == 0:
                y += CARD_H + 10
            build.card(idle_card, MARGIN + (index % per_row) * (CARD_W + GAP_BLOCKERS), y)
        y += CARD_H + 18

    # The actions between the steps, at their moment; what was left out; the legend.
    for head, lines in scene.moments:
        y = _text_block(out, "moment", head, lines, y, width)
    if left_out:
        y = _text_block(out, "note", t(lang, "picture-left-out", count=left_out), [], y, width)
    legend = scene.legend + [
        t(lang, "picture-keyword-legend", short=short, name=name)
        for short, name in build.shorts.items()
    ]
    if legend:
        lines = _rows(legend, "   ", SMALL, width - 2 * MARGIN)
        box = Box(
            "legend", "legend", (MARGIN, y, width - MARGIN, y + 4 + 22 * len(lines)), BACKGROUND
        )
        for number, line in enumerate(lines):
            box.labels.append(Label(line, MARGIN, y + 18 + 22 * number, SMALL, MUTED))
        out.boxes.append(box)
        y = box.rect[3] + 4
    out.width, out.height, out.left_out = width, y + MARGIN - 10, left_out
    return out


def _grid(attackers: list[str], blockers_of: dict[str, list[str]]) -> list[str]:
    """Those of a target's ``attackers`` that stand in its grid: the unblocked ones, when
    they are ``GRID_FROM`` or more."""
    unblocked = [attacker for attacker in attackers if not blockers_of.get(attacker)]
    return unblocked if len(unblocked) >= GRID_FROM else []


def _packs(
    order: list[tuple[str, list[str]]],
    grids: dict[str, list[str]],
    blockers_of: dict[str, list[str]],
    blocks: list[tuple[str, str]],
) -> dict[str, list[list[tuple[str, int]]]]:
    """Each target's lanes packed side by side (see ``PACK_FROM``): rows of (attacker, its
    left offset), when the picture has ``PACK_FROM`` lanes or more. An attacker sharing a
    blocker with another keeps its lane, where the blocker's links reach across the lanes."""
    lanes = [(t, [a for a in attackers if a not in grids[t]]) for t, attackers in order]
    if sum(len(attackers) for _, attackers in lanes) < PACK_FROM:
        return {}
    attackers_of: dict[str, set[str]] = {}
    for blocker, attacker in blocks:
        attackers_of.setdefault(blocker, set()).add(attacker)
    shared = {a for blocked in attackers_of.values() if len(blocked) > 1 for a in blocked}
    packs: dict[str, list[list[tuple[str, int]]]] = {}
    for target, attackers in lanes:
        alone = [attacker for attacker in attackers if attacker not in shared]
        if len(alone) < 2:
            continue
        rows: list[list[tuple[str, int]]] = [[]]
        x = 0
        for attacker in alone:
            width = _unit_width(len(blockers_of.get(attacker, [])))
            if rows[-1] and x + width > PACK_WIDTH:
                rows.append([])
                x = 0
            rows[-1].append((attacker, x))
            x += width + GRID_GAP
        packs[target] = rows
    return packs


def _unit_width(blockers: int) -> int:
    """The width of a packed attacker and its ``blockers`` (wrapped in rows)."""
    if not blockers:
        return CARD_W
    return (
        CARD_W + GAP_PAIR + min(blockers, BLOCKERS_PER_ROW) * (CARD_W + GAP_BLOCKERS) - GAP_BLOCKERS
    )


def _unit_height(blockers: int) -> int:
    """The height of a lane, or a packed attacker, with ``blockers`` (wrapped in rows)."""
    rows = -(-min(blockers, MAX_BLOCKERS) // BLOCKERS_PER_ROW)
    return max(1, rows) * (CARD_H + 10) - 10


def _columns(count: int) -> int:
    """The columns of a grid of ``count`` cards: about as many as its rows."""
    return max(1, min(GRID_COLUMNS, math.ceil(math.sqrt(count))))


def _text_block(out: Layout, kind: str, head: str, lines: list[str], y: int, width: int) -> int:
    """A heading and its lines, joined by " · " and wrapped to the width; the y after it."""
    inner = width - 2 * MARGIN - 24
    box = Box(
        kind,
        head,
        (MARGIN, y, width - MARGIN, y),
        PANEL,
        stripe=FIRST if kind == "moment" else MUTED,
    )
    cy = y + 24
    box.labels.append(Label(fit(head, BODY, inner, True), MARGIN + 12, cy, BODY, TEXT, True))
    for row in _rows(lines, " · ", BODY, inner):
        cy += 24
        box.labels.append(Label(row, MARGIN + 12, cy, BODY, MUTED))
    box.rect = (MARGIN, y, width - MARGIN, cy + 12)
    out.boxes.append(box)
    return cy + 22


def _rows(items: list[str], joint: str, size: int, width: int) -> list[str]:
    """``items`` joined by ``joint`` into rows ``width`` pixels wide (an item too long for a
    row alone is cut with "…")."""
    rows: list[str] = []
    row: list[str] = []
    for item in items:
        if row and width_of(joint.join([*row, item]), size) > width:
            rows.append(joint.join(row))
            row = []
        row.append(item)
    if row:
        rows.append(joint.join(row))
    return [
        fit(row, size, width) if width_of(row, size) > width else fonts.shown(row) for row in rows
    ]


def _move(out: Layout, element: Box, shift: int) -> None:
    """Move a box placed last (and what was placed with it: ribbon, badge) down."""
    start = out.boxes.index(element)
    for box in out.boxes[start:]:
        x0, y0, x1, y1 = box.rect
        box.rect = (x0, y0 + shift, x1, y1 + shift)
        for label in box.labels:
            label.y += shift
