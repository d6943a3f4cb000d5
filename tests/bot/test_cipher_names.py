"""A cipher spell is shown by the name printed in the reader's language (keywords.toml
``[spells]``), whichever language the board wrote it in: the summary, the copy's lines and
the life it makes a player lose."""

from __future__ import annotations

import pytest

from bot.explain import explain
from bot.i18n import LANGUAGES, vocabulary
from engine import parse, simulate

# The name each language's card prints (Forge's card-name files; the glossaries give them).
PRINTED = {
    "en": "Shadow Slice",
    "it": "Ombre Trancianti",
    "de": "Schattenschnitz",
    "ja": "影切り",
    "fr": "Tranche d'ombre",
    "es": "Corte sombrío",
}


def reply(board: str, code: str) -> str:
    shown = explain(simulate(parse(board, vocabulary())), code)
    return "\n".join((*shown.summary, *shown.lines))


# The names read before the printed ones were confirmed still read.
OLDER = ("Fendente d'Ombra", "Schattenschnitt")


@pytest.mark.parametrize("written", [*PRINTED.values(), *OLDER, "shadow slice", "Corte sombrio"])
@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_the_reply_names_the_spell_as_the_reader_s_card_prints_it(code: str, written: str):
    text = reply(f"Alice: Rogue 1/1 cipher({written}) | Bob:", code)
    lines = [line for line in text.splitlines() if PRINTED[code] in line]
    assert len(lines) >= 4, text  # the summary, the copy cast, resolved, the life lost
    assert "shadow slice" not in text.lower()


@pytest.mark.parametrize("written", ["shadow slice", "Tranche d'ombre", "Corte sombrio"])
def test_an_english_reply_names_the_spell_by_its_english_name(written: str):
    text = reply(f"Alice: Rogue 1/1 cipher({written}) | Bob:", "en")
    assert len([line for line in text.splitlines() if "Shadow Slice" in line]) >= 4, text
