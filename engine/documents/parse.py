"""Parse the tournament documents in the HTML form of magicjudges.org's document pages.

The source compiles every page of a document into one file (GathererScraper's
``*-light.html``, which MTG Familiar and other judge tools read): a first line with the date
the copy was made, then for each page an ``<header class="entry-header" id="mtr4-2">`` with
its ``<h1>`` title, and a ``<div class="entry-content">`` with the page's text. The first page
(id ``mtr``, ``ipg`` or ``jar``) holds the title, the dates ("Effective ...", "Last updated
...") and, for the MTR and the IPG, the contents: one ``<h2>`` per chapter with links to its
sections. The JAR is one page whose ``<h2>`` headings are its sections.

Inside a page, the blocks of a section start at an ``<h2>``-``<h6>`` heading (the IPG's
``Definition``, ``Philosophy``, ``Additional Remedy``; its ``Upgrade`` and ``Downgrade`` are
an ``<h5>`` holding a card), at a paragraph that is all bold (the MTR's ``Regular``, the JAR's
common issues; the IPG's ``Penalty`` box), at a paragraph that names a known block
(``Examples``), and at a bold run that opens a paragraph before a line break
(``Examples:<br> 1. ...``). Paragraphs, list items and table rows are lines.

Standard library only (``html.parser``): the engine reads text it is given; the bot fetches it.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, field
from datetime import date
from html.parser import HTMLParser

from engine.documents.model import KINDS, Block, Chapter, Section, TournamentDocument

_VOID = frozenset("area base br col embed hr img input link meta param source track wbr".split())
_INLINE = frozenset("a abbr b cite code em font i s small span strong sub sup u".split())
_BOLD = frozenset(("b", "strong"))
_HEADINGS = frozenset(("h2", "h3", "h4", "h5", "h6"))
# Paragraphs that head a block by their words alone (the IPG writes "Examples" as a paragraph).
BLOCK_NAMES = ("Definition", "Penalty", "Examples", "Philosophy", "Additional Remedy",
               "Upgrade", "Downgrade")  # fmt: skip
_KNOWN = {name.lower(): name for name in BLOCK_NAMES} | {"example": "Examples"}
_COMPILED = re.compile(r"\s*(\d{4})-(\d{2})-(\d{2})\s*\n")
_ANCHOR = re.compile(r"(mtr|ipg|jar)(?:(\d+)(?:-(\d+))?|-appendix-([a-z]))?\Z")
_TITLE_NUMBER = re.compile(
    r"(?:(?:MTR|IPG|JAR)\s+)?(?:(\d+)(?:\.(\d+))?\.?|Appendix\s+([A-Z]))\s*[-–—]?\s*(.*)\Z",
    re.S,
)
_CHAPTER_HEADING = re.compile(r"(\d+)\.\s*(.+)\Z")
_DATE = re.compile(r"([A-Z][a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?\s*,?\s+(\d{4})")
_MONTHS = {
    name: number
    for number, names in enumerate(
        (("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"),
         ("may",), ("june", "jun"), ("july", "jul"), ("august", "aug"),
         ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"),
         ("december", "dec")),
        start=1,
    )
    for name in names
}  # fmt: skip
_SPACE = re.compile(r"[ \t\r\n\xa0\u2002-\u200a\u202f\u205f\u3000]+")
_SENTENCE_END = (".", ":", ";", "!", "?", ")", '"', "”")
_MARKED = re.compile(r"(?:[A-Z]|\d{1,2})\.\s")  # a list item that carries its own mark
_DATES_LINE = re.compile(r"\s*(?:Effective|Last updated)\b", re.I)
MIN_SECTIONS = {"mtr": 20, "ipg": 10, "jar": 2}  # fewer: not a whole document


class DocumentParseError(ValueError):
    """The text is not a tournament document in the expected HTML form."""


# -- a small tree of the HTML --------------------------------------------------------------


@dataclass(slots=True)
class Node:
    """An element: its tag, attributes and children (elements and text)."""

    tag: str
    attrs: dict[str, str] = field(default_factory=dict)
    children: list[Node | str] = field(default_factory=list)

    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def text(self) -> str:
        """All the text inside, with line breaks for ``<br>``."""
        parts: list[str] = []
        for child in self.children:
            if isinstance(child, str):
                parts.append(child)
            elif child.tag == "br":
                parts.append("\n")
            else:
                parts.append(child.text())
        return "".join(parts)


# Start tags that close an open paragraph, as HTML's own parsing does.
_CLOSE_P = frozenset(
    "address article aside blockquote div dl fieldset footer form h1 h2 h3 h4 h5 h6 header"
    " hr main nav ol p pre section table ul".split()
)


class _TreeBuilder(HTMLParser):
    """Elements into a tree, forgiving as HTML is: void elements close themselves, a block
    closes an open paragraph and a list item an open list item, and an end tag with no open
    element of its name is ignored (one that skips open elements closes them)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root")
        self._open = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _CLOSE_P:
            self._close("p", stop=frozenset(("div", "li", "td", "header")))
        elif tag == "li":
            self._close("li", stop=frozenset(("ul", "ol")))
        node = Node(tag, {k: v or "" for k, v in attrs})
        self._open[-1].children.append(node)
        if tag not in _VOID:
            self._open.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._open[-1].children.append(Node(tag, {k: v or "" for k, v in attrs}))

    def _close(self, tag: str, stop: frozenset[str]) -> None:
        """Close the innermost open ``tag`` unless one of ``stop`` is open inside it."""
        for depth in range(len(self._open) - 1, 0, -1):
            name = self._open[depth].tag
            if name == tag:
                del self._open[depth:]
                return
            if name in stop:
                return

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self._open) - 1, 0, -1):
            if self._open[depth].tag == tag:
                del self._open[depth:]
                return

    def handle_data(self, data: str) -> None:
        self._open[-1].children.append(data)


def _tree(text: str) -> Node:
    builder = _TreeBuilder()
    builder.feed(text)
    builder.close()
    return builder.root


# -- text --------------------------------------------------------------------------------


def clean(text: str) -> str:
    """One line of text: runs of spaces (no-break ones too) as one space, trimmed."""
    return _SPACE.sub(" ", text).strip()


def _joined(text: str) -> list[str]:
    """Lines of a paragraph split at its line breaks. A break inside a sentence (the next
    line starts in lower case after no full stop) is the source's wrapping: joined again."""
    lines: list[str] = []
    for piece in text.split("\n"):
        line = clean(piece)
        if not line:
            continue
        if lines and line[0].islower() and not lines[-1].endswith(_SENTENCE_END):
            lines[-1] = f"{lines[-1]} {line}"
        else:
            lines.append(line)
    return lines


def parse_date(text: str) -> date | None:
    """The first date written out in a text ("May 3, 2019", "Jan 6th , 2021"), if any."""
    for match in _DATE.finditer(text):
        month = _MONTHS.get(match.group(1).lower())
        if month is None:
            continue
        try:
            return date(int(match.group(3)), month, int(match.group(2)))
        except ValueError:
            continue
    return None


def _compiled(line: re.Match[str]) -> date | None:
    """The copy's date line. GathererScraper writes the month counted from 0 ("2021-00-18"
    is January 18); a month of 12 can only be counted from 1."""
    year, month, day = (int(g) for g in line.groups())
    try:
        return date(year, month + 1 if month < 12 else month, day)
    except ValueError:
        return None


# -- blocks ------------------------------------------------------------------------------


class _Blocks:
    """Collects a page's blocks: each heading starts one, lines go into the current one.
    ``top`` is the index of each block whose heading is an ``<h2>`` (the JAR's sections)."""

    def __init__(self) -> None:
        self.blocks: list[tuple[str | None, list[str]]] = [(None, [])]
        self.top: set[int] = set()
        self.asides: dict[int, list[Block]] = {}  # boxes shown after the block they sit in

    def aside(self, blocks: tuple[Block, ...]) -> None:
        """A box inside a block (the IPG's penalty): its own blocks, after the one it
        interrupts, which goes on after the box."""
        self.asides.setdefault(len(self.blocks) - 1, []).extend(blocks)

    def heading(self, text: str, top: bool = False) -> None:
        name = clean(text).rstrip(":").strip()
        if name:
            if top:
                self.top.add(len(self.blocks))
            self.blocks.append((_KNOWN.get(name.lower(), name), []))

    def line(self, text: str, indent: str = "") -> None:
        line = clean(text)
        if line:
            self.blocks[-1][1].append(indent + line)

    def result(self) -> tuple[Block, ...]:
        out: list[Block] = []
        for index, (heading, lines) in enumerate(self.blocks):
            if lines:
                out.append(Block(heading, tuple(lines)))
            out.extend(self.asides.get(index, ()))
        return tuple(out)

    def parts(self) -> list[tuple[str | None, tuple[Block, ...]]]:
        """The blocks cut at each ``<h2>``: (its heading, or None before the first; blocks)."""
        parts: list[tuple[str | None, list[Block]]] = [(None, [])]
        for index, (heading, lines) in enumerate(self.blocks):
            if index in self.top:
                parts.append((heading, [Block(None, tuple(lines))] if lines else []))
            elif lines:
                parts[-1][1].append(Block(heading, tuple(lines)))
        return [(heading, tuple(blocks)) for heading, blocks in parts if heading or blocks]


def _only_bold(node: Node) -> bool:
    """Whether all of a paragraph's text is bold (``<p><strong>Regular</strong></p>``)."""
    seen = False
    for child in node.children:
        if isinstance(child, str):
            if clean(child):
                return False
        elif child.tag in _BOLD or (child.tag in _INLINE and _only_bold(child)):
            seen = seen or bool(clean(child.text()))
        elif child.tag != "br":
            return False
    return seen


def _leading_bold(node: Node) -> tuple[str, Node] | None:
    """A paragraph that opens with a bold run and a line break (``<strong>Examples:</strong>
    <br> 1. ...``): the run, and the paragraph without it."""
    kids = [c for c in node.children if not (isinstance(c, str) and not clean(c))]
    if len(kids) < 3 or isinstance(kids[0], str) or isinstance(kids[1], str):
        return None
    first, second = kids[0], kids[1]
    if second.tag != "br" or not (first.tag in _BOLD or _only_bold(Node("p", {}, [first]))):
        return None
    rest = Node(node.tag, node.attrs, kids[2:])
    return first.text(), rest


def _paragraph(node: Node, out: _Blocks) -> None:
    text = node.text()
    words = clean(text).rstrip(":").strip().lower()
    if words in _KNOWN or _only_bold(node):
        out.heading(text)
        return
    opened = _leading_bold(node)
    if opened is not None:
        out.heading(opened[0])
        node = opened[1]
    for line in _joined(node.text()):
        out.line(line)


def _list(node: Node, out: _Blocks) -> None:
    ordered = node.tag == "ol"
    number = int(node.attrs.get("start", "1") or 1) if ordered else 0
    for item in node.children:
        if isinstance(item, str) or item.tag != "li":
            continue
        nested = [c for c in item.children if isinstance(c, Node) and c.tag in ("ul", "ol")]
        own = Node("li", item.attrs, [c for c in item.children if c not in nested])
        lines = _joined(own.text())
        if lines:
            mark = f"{number}. " if ordered else "• "
            # The IPG's examples carry their own letters ("A. Knight of Infamy ...").
            out.line(lines[0] if _MARKED.match(lines[0]) else mark + lines[0])
            for line in lines[1:]:
                out.line(line, indent="  ")
            number += 1
        for inner in nested:
            _list(inner, out)


def _table(node: Node, out: _Blocks) -> None:
    for row in _descendants(node, "tr"):
        cells = [clean(cell.text()) for cell in row.children if isinstance(cell, Node)]
        cells = [cell for cell in cells if cell]
        if cells:
            out.line(" | ".join(cells))


def _descendants(node: Node, tag: str) -> list[Node]:
    found: list[Node] = []
    for child in node.children:
        if isinstance(child, Node):
            if child.tag == tag:
                found.append(child)
            else:
                found.extend(_descendants(child, tag))
    return found


def _walk(node: Node, out: _Blocks) -> None:
    """The blocks and lines of a page's body, in document order."""
    loose: list[Node | str] = []  # inline content outside any paragraph

    def flush() -> None:
        if loose:
            _paragraph(Node("p", {}, list(loose)), out)
            loose.clear()

    for child in node.children:
        if isinstance(child, str) or child.tag in _INLINE or child.tag == "br":
            loose.append(child)
            continue
        flush()
        tag = child.tag
        if tag in _HEADINGS:
            out.heading(child.text(), top=tag == "h2")
        elif tag == "p":
            _paragraph(child, out)
        elif tag in ("ul", "ol"):
            _list(child, out)
        elif tag == "table":
            _table(child, out)
        elif tag == "div" and "alert" in child.classes():
            box = _Blocks()
            _walk(child, box)
            out.aside(box.result())
        elif tag not in ("img", "script", "style", "head", "meta", "hr"):
            _walk(child, out)
    flush()


# -- pages -------------------------------------------------------------------------------


@dataclass(slots=True)
class _Page:
    anchor: str
    title: str
    body: list[Node | str] = field(default_factory=list)


def _pages(root: Node) -> list[_Page]:
    """The pages in order: each ``entry-header`` and everything up to the next one."""
    pages: list[_Page] = []

    def visit(node: Node) -> None:
        for child in node.children:
            if isinstance(child, Node) and child.tag == "header":
                heading = _descendants(child, "h1")
                title = clean(heading[0].text()) if heading else clean(child.text())
                pages.append(_Page(child.attrs.get("id", ""), title))
            elif isinstance(child, Node) and child.tag in ("html", "body"):
                visit(child)
            elif pages:
                pages[-1].body.append(child)

    visit(root)
    return pages


def _number(kind: str, page: _Page) -> tuple[str, str]:
    """A page's section number and title, from its anchor (``mtr4-2``) or else its title."""
    shown = _TITLE_NUMBER.match(page.title)
    title = clean(shown.group(4)) if shown and shown.group(4) else page.title
    anchor = _ANCHOR.match(page.anchor)
    if anchor and anchor.group(1) == kind:
        if anchor.group(4):
            return anchor.group(4).upper(), title
        if anchor.group(2):
            chapter, section = anchor.group(2), anchor.group(3)
            return (f"{chapter}.{section}" if section else chapter), title
    if shown and (shown.group(1) or shown.group(3)):
        if shown.group(3):
            return shown.group(3), title
        return shown.group(1) + (f".{shown.group(2)}" if shown.group(2) else ""), title
    return "", page.title


def _contents(blocks: tuple[Block, ...]) -> tuple[list[tuple[str, str]], tuple[Block, ...]]:
    """The chapters named by the first page's contents (``1. Tournament Fundamentals``,
    ``Appendices``), and the blocks before the contents (the introduction)."""
    chapters: list[tuple[str, str]] = []
    intro: list[Block] = []
    in_contents = False
    for block in blocks:
        heading = block.heading or ""
        match = _CHAPTER_HEADING.match(heading)
        if match or heading == "Appendices":
            in_contents = True
            chapters.append((match.group(1), match.group(2)) if match else ("", heading))
            continue
        if in_contents:
            continue
        lines = block.lines
        if lines and lines[-1] == "Contents":
            lines = lines[:-1]
            in_contents = True
        if lines:
            intro.append(Block(block.heading, lines))
    return chapters, tuple(intro)


def _chapter_of(number: str) -> str:
    if not number:
        return ""
    if number.isalpha():
        return ""  # an appendix: under the appendices
    return number.partition(".")[0]


def parse_html(text: str, kind: str) -> TournamentDocument:
    """Parse one document (``kind`` is ``mtr``, ``ipg`` or ``jar``).

    Raises
    ------
    DocumentParseError
        The text has no pages, no title, or too few sections to be the whole document.
    """
    if kind not in KINDS:
        raise DocumentParseError(f"unknown document kind {kind!r}")
    compiled_line = _COMPILED.match(text)
    compiled = _compiled(compiled_line) if compiled_line else None
    pages = _pages(_tree(text[compiled_line.end() :] if compiled_line else text))
    if not pages:
        raise DocumentParseError("no document pages (entry-header) in the text")
    first, rest = pages[0], pages[1:]
    body = _Blocks()
    _walk(Node("div", {}, first.body), body)
    first_blocks = body.result()
    opening = first_blocks[0].lines[:3] if first_blocks else ()
    dates = [line for line in opening if _DATES_LINE.match(line)]
    lead = " ".join(dates)
    effective = parse_date(lead.partition("Last updated")[0]) if "Effective" in lead else None
    updated = parse_date(lead.partition("Last updated")[2]) if "Last updated" in lead else None
    if dates:
        first_blocks = _without(first_blocks, dates)
        body.blocks = [(h, [x for x in lines if x not in dates]) for h, lines in body.blocks]
    chapter_titles, intro = _contents(first_blocks)
    sections: list[Section] = []
    if kind == "jar":
        sections = _jar_sections(first.anchor, body.parts())
    else:
        if intro:
            sections.append(Section("", "Introduction", first.anchor, "", intro))
        for page in rest:
            number, title = _number(kind, page)
            blocks = _Blocks()
            _walk(Node("div", {}, page.body), blocks)
            sections.append(
                Section(number, title, page.anchor, _chapter_of(number), blocks.result())
            )
    chapters = tuple(
        Chapter(
            number,
            title,
            tuple(
                s.number
                for s in sections
                if s.number != number
                and (_chapter_of(s.number) == number if number else s.number.isalpha())
            ),
        )
        for number, title in chapter_titles
    )
    if len(sections) < MIN_SECTIONS[kind]:
        raise DocumentParseError(f"only {len(sections)} sections: not a whole {kind.upper()}")
    return TournamentDocument(
        kind, first.title, effective, updated, compiled, chapters, tuple(sections)
    )


def _without(blocks: tuple[Block, ...], lines: list[str]) -> tuple[Block, ...]:
    """The blocks without the given lines of the first one (the dates)."""
    if not blocks:
        return blocks
    first = Block(blocks[0].heading, tuple(x for x in blocks[0].lines if x not in lines))
    return (first, *blocks[1:]) if first.lines else blocks[1:]


def _jar_sections(anchor: str, parts: list[tuple[str | None, tuple[Block, ...]]]) -> list[Section]:
    """The JAR's sections: its text before the first ``<h2>`` (the introduction), then one
    per ``<h2>``, numbered in order (the JAR has no numbers of its own);
    bold paragraphs inside one are its blocks."""
    sections: list[Section] = []
    number = 0
    for heading, blocks in parts:
        if heading is None:
            if blocks:
                sections.append(Section("", "Introduction", anchor, "", blocks))
            continue
        number += 1
        sections.append(Section(str(number), heading, anchor, "", blocks))
    return sections


def decode(data: bytes) -> str:
    """The file's text: UTF-8 (with or without a byte-order mark), else Windows-1252."""
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252")


def parse_bytes(data: bytes, kind: str) -> TournamentDocument:
    """Decode and parse a document file (see :func:`parse_html`)."""
    return parse_html(decode(data), kind)
