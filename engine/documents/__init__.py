"""The tournament documents (MTR, IPG, JAR): parse their published HTML, look up, search,
compare versions.

No network here: the bot downloads the files; this package only reads text it is given.
"""

from engine.documents.model import KINDS, Block, Chapter, Section, TournamentDocument
from engine.documents.parse import DocumentParseError, parse_bytes, parse_html

__all__ = [
    "KINDS",
    "Block",
    "Chapter",
    "DocumentParseError",
    "Section",
    "TournamentDocument",
    "parse_bytes",
    "parse_html",
]
