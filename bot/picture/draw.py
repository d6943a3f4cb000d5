"""A :class:`Layout` drawn with Pillow and written as a PNG.

The picture is drawn in RGB, then mapped onto a fixed palette (its own colours and the
shades between them and the backgrounds, which anti-aliased text and lines use) and written
as a palette PNG: a third of the bytes of an RGB one, and a fraction of its encoding time
(bench/picture.py; docs/performance.md).
"""

from __future__ import annotations

import io
import itertools
import math
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from bot.picture import fonts, layout
from bot.picture.layout import Box, Colour, Label, Layout

ARROW_WIDTH = 4
HEAD = 14  # the arrow head's length
PNG_LEVEL = 3  # levels 1 to 3 encode in the same time, 3 the smallest; 4 and up take twice as long


@cache
def palette() -> Image.Image:
    """The picture's palette: each colour of the layout, and the shades from each one to
    the backgrounds it is drawn on (text and line edges are blends of the two)."""
    colours: list[Colour] = [
        value
        for name, value in vars(layout).items()
        if name.isupper()
        and isinstance(value, tuple)
        and len(value) == 3
        and all(isinstance(part, int) for part in value)
    ]
    colours += list(layout.PLAYER_COLOURS) + list(layout.FATE_COLOURS.values())
    grounds = [layout.BACKGROUND, layout.PANEL, layout.CARD, layout.CARD_GONE, layout.DARK]
    shades: list[Colour] = []
    for colour in dict.fromkeys(colours):
        for ground in grounds:
            for step in range(1, 6):
                mix = step / 6
                shades.append(
                    (
                        round(ground[0] + (colour[0] - ground[0]) * mix),
                        round(ground[1] + (colour[1] - ground[1]) * mix),
                        round(ground[2] + (colour[2] - ground[2]) * mix),
                    )
                )
    entries = list(dict.fromkeys([*colours, *shades]))[:256]
    image = Image.new("P", (1, 1))
    image.putpalette([part for colour in entries for part in colour])
    return image


@lru_cache(maxsize=2048)
def glyphs(piece: str, number: int, size: int, weight: int) -> tuple[Image.Image, int, int]:
    """``piece`` drawn once in face ``number`` as a mask, with where its top left stands from
    the start of its baseline. A picture repeats most of its labels (power and toughness,
    damage, keywords, ribbons) and so do the pictures after it: each is rasterized once."""
    face = fonts.font(number, size, weight)
    box = face.getbbox(piece, anchor="ls")
    left, top, right, bottom = (math.floor(box[0]), math.floor(box[1]), *map(math.ceil, box[2:]))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)))
    ImageDraw.Draw(mask).text((-left, -top), piece, font=face, fill=255, anchor="ls")
    return mask, left, top


def _label(draw: ImageDraw.ImageDraw, label: Label) -> None:
    weight = fonts.BOLD if label.bold else fonts.REGULAR
    x = label.x
    pieces = fonts.runs(label.text)
    for index, (number, piece) in enumerate(pieces):
        mask, left, top = glyphs(piece, number, label.size, weight)
        draw.bitmap((x + left, label.y + top), mask, fill=label.colour)
        if index + 1 < len(pieces) or label.strike:  # where the next piece or the line starts
            x += layout.width_of(piece, label.size, label.bold)
    if label.strike:
        middle = label.y - label.size // 3
        draw.line((label.x, middle, x, middle), fill=label.colour, width=2)


def _box(draw: ImageDraw.ImageDraw, box: Box) -> None:
    x0, y0, x1, y1 = box.rect
    draw.rounded_rectangle(box.rect, box.radius, fill=box.fill, outline=box.outline, width=2)
    if box.stripe is not None:
        if box.kind in ("side", "card"):
            draw.rounded_rectangle((x0, y0, x1, y0 + 8), box.radius, fill=box.stripe)
            draw.rectangle((x0, y0 + 4, x1, y0 + 8), fill=box.stripe)
        else:
            draw.rectangle((x0, y0, x0 + 4, y1), fill=box.stripe)
    for label in box.labels:
        _label(draw, label)


def _arrow(
    draw: ImageDraw.ImageDraw,
    points: list[tuple[int, int]],
    colour: Colour,
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
    image = Image.new("RGB", (plan.width, plan.height), layout.BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, plan.width - 1, plan.height - 1), outline=layout.FRAME, width=2)
    for arrow in plan.arrows:
        _arrow(draw, arrow.points, arrow.colour, arrow.head, arrow.faint)
    for box in plan.boxes:
        _box(draw, box)
    mapped = image.quantize(palette=palette(), dither=Image.Dither.NONE)
    out = io.BytesIO()
    mapped.save(out, "PNG", compress_level=PNG_LEVEL)
    return out.getvalue()
