"""The tournament documents (MTR, IPG, JAR): parse their published HTML
(``engine.documents.parse``), look up, search and autocomplete (``.book``), compare versions
(``.compare``).

No network here: the bot downloads the files; this package only reads text it is given.
The package itself holds the models only, so naming the documents (``KINDS``) imports no
parser.
"""

from engine.documents.model import KINDS, Block, Chapter, Section, TournamentDocument

__all__ = ["KINDS", "Block", "Chapter", "Section", "TournamentDocument"]
