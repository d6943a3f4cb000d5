"""A :class:`Layout` drawn with Pillow and written as a PNG.

The picture is drawn straight in palette indices (an 8-bit image) and written as a palette
PNG. Pillow's shapes and lines are not anti-aliased, so each is one colour of the layout;
only text has soft edges, and the ground under each label is known (the fill of its box):
a glyph's coverage is cut into ``LEVELS`` steps, each an entry of the ramp from the ground
to the text's colour. So the picture needs no mapping from RGB onto a palette afterwards,
and each pixel is one byte to draw instead of four (bench/picture.py; docs/performance.md).
"""

from __future__ import annotations

import io
import itertools
import math
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.picture import fonts, layout
from bot.picture.layout import Box, Colour, Label, Layout

ARROW_WIDTH = 4
HEAD = 14  # the arrow head's length
PNG_LEVEL = 3  # levels 1 to 3 encode in the same time, 3 the smallest; 4 and up take twice as long
LEVELS = 6  # steps of a glyph's coverage, from the ground (0) to the text's colour (LEVELS)
COVERAGE = bytes((value * LEVELS + 127) // 255 for value in range(256))  # a pixel's level
COVERED = [0] + [255] * 255  # the mask of the pixels a glyph covers at all


class Inks:
    """One picture's palette, filled as it is drawn: each colour once, and each ramp from a
    ground to a text's colour (the shades of the text's soft edges)."""

    def __init__(self) -> None:
        self.colours: dict[Colour, int] = {}
        self.ramps: dict[tuple[Colour, Colour], bytes] = {}

    def __call__(self, colour: Colour) -> int:
        """The index of ``colour``."""
        index = self.colours.get(colour)
        if index is None:
            index = self.colours[colour] = min(len(self.colours), 255)
        return index

    def ramp(self, ground: Colour, colour: Colour) -> bytes:
        """The lookup table from a coverage level (0 to ``LEVELS``) to its index, padded to
        256 entries; when the palette has no room left, the text's edges are hard."""
        key = (ground, colour)
        table = self.ramps.get(key)
        if table is None:
            ends = self(ground), self(colour)
            if len(self.colours) + LEVELS - 1 > 256:
                steps = [ends[step * 2 > LEVELS] for step in range(LEVELS + 1)]
            else:
                steps = [ends[0]]
                for step in range(1, LEVELS):
                    mix = step / LEVELS
                    shade = tuple(
                        round(g + (c - g) * mix) for g, c in zip(ground, colour, strict=True)
                    )
                    steps.append(self((shade[0], shade[1], shade[2])))
                steps.append(ends[1])
            table = self.ramps[key] = bytes(steps + [0] * (256 - len(steps)))
        return table

    def palette(self) -> list[int]:
        return [part for colour in self.colours for part in colour]


@lru_cache(maxsize=2048)
def glyphs(piece: str, number: int, size: int, weight: int) -> tuple[bytes, Image.Image, int, int]:
    """``piece`` drawn once in face ``number``: its coverage in levels (0 to ``LEVELS``, a
    byte a pixel), the mask of the pixels it covers, and where its top left stands from the
    start of its baseline. A picture repeats most of its labels (power and toughness,
    damage, keywords, ribbons) and so do the pictures after it: each is rasterized once."""
    face = fonts.font(number, size, weight)
    box = face.getbbox(piece, anchor="ls")
    left, top, right, bottom = (math.floor(box[0]), math.floor(box[1]), *map(math.ceil, box[2:]))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)))
    ImageDraw.Draw(mask).text((-left, -top), piece, font=face, fill=255, anchor="ls")
    levels = mask.tobytes().translate(COVERAGE)
    return levels, mask.point(COVERED), left, top


@lru_cache(maxsize=4096)
def inked(
    piece: str, number: int, size: int, weight: int, ramp: bytes
) -> tuple[Image.Image, Image.Image, int, int]:
    """:func:`glyphs` in the indices of ``ramp``: a label drawn again in the same colours
    (most of them, from one picture to the next) is pasted as it is."""
    levels, covered, left, top = glyphs(piece, number, size, weight)
    return Image.frombytes("L", covered.size, levels.translate(ramp)), covered, left, top


def _label(
    image: Image.Image, draw: ImageDraw.ImageDraw, inks: Inks, label: Label, ground: Colour
) -> None:
    weight = fonts.BOLD if label.bold else fonts.REGULAR
    ramp = inks.ramp(ground, label.colour)
    x = label.x
    pieces = fonts.runs(label.text)
    for index, (number, piece) in enumerate(pieces):
        shape, covered, left, top = inked(piece, number, label.size, weight, ramp)
        image.paste(shape, (x + left, label.y + top), covered)
        if index + 1 < len(pieces) or label.strike:  # where the next piece or the line starts
            x += layout.width_of(piece, label.size, label.bold)
    if label.strike:
        middle = label.y - label.size // 3
        draw.line((label.x, middle, x, middle), fill=inks(label.colour), width=2)


def _box(image: Image.Image, draw: ImageDraw.ImageDraw, inks: Inks, box: Box) -> None:
    x0, y0, x1, y1 = box.rect
    outline = None if box.outline is None else inks(box.outline)
    draw.rounded_rectangle(box.rect, box.radius, fill=inks(box.fill), outline=outline, width=2)
    if box.stripe is not None:
        stripe = inks(box.stripe)
        if box.kind in ("side", "card"):
            draw.rounded_rectangle((x0, y0, x1, y0 + 8), box.radius, fill=stripe)
            draw.rectangle((x0, y0 + 4, x1, y0 + 8), fill=stripe)
        else:
            draw.rectangle((x0, y0, x0 + 4, y1), fill=stripe)
    for label in box.labels:
        _label(image, draw, inks, label, box.fill)


def _arrow(
    draw: ImageDraw.ImageDraw,
    points: list[tuple[int, int]],
    colour: int,
    head: bool,
    faint: bool,
) -> None:
    if faint:  # dashes: the attack stands, but no damage goes that way
        for (ax, ay), (bx, by) in itertools.pairwise(points):
            length = max(abs(bx - ax), abs(by - ay))
            for start in range(0, length, 16):
                end = min(start + 8, length)
                draw.line(
                    (
                        ax + (bx - ax) * start // length,
                        ay + (by - ay) * start // length,
                        ax + (bx - ax) * end // length,
                        ay + (by - ay) * end // length,
                    ),
                    fill=colour,
                    width=ARROW_WIDTH - 1,
                )
    else:
        draw.line(points, fill=colour, width=ARROW_WIDTH, joint="curve")
    if head:
        (ax, ay), (bx, by) = points[-2], points[-1]
        length = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
        ux, uy = (bx - ax) / length, (by - ay) / length
        base = (bx - ux * HEAD, by - uy * HEAD)
        draw.polygon(
            [
                (bx, by),
                (base[0] - uy * HEAD * 0.55, base[1] + ux * HEAD * 0.55),
                (base[0] + uy * HEAD * 0.55, base[1] - ux * HEAD * 0.55),
            ],
            fill=colour,
        )


def render(plan: Layout) -> bytes:
    """The layout as a PNG."""
    inks = Inks()
    image = Image.new("L", (plan.width, plan.height), inks(layout.BACKGROUND))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, plan.width - 1, plan.height - 1), outline=inks(layout.FRAME), width=2)
    for arrow in plan.arrows:
        _arrow(draw, arrow.points, inks(arrow.colour), arrow.head, arrow.faint)
    for box in plan.boxes:
        _box(image, draw, inks, box)
    # The indices drawn, read as the palette image they are.
    indexed = Image.frombytes("P", image.size, image.tobytes())
    indexed.putpalette(inks.palette())
    out = io.BytesIO()
    indexed.save(out, "PNG", compress_level=PNG_LEVEL)
    return out.getvalue()
