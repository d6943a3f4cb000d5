"""Tournament documents in their published HTML form, written by the project.

The form is that of magicjudges.org's document pages as GathererScraper compiles them into
one file per document (``../shared/judging/*-light.html`` holds real, old ones; tests must
not need them): a first line with the copy's date, its month counted from 0; then per page
an ``<header class="entry-header" id="mtr4-2">`` with its ``<h1 class="entry-title">`` and a
``<div class="entry-content">``. The first page holds the dates in ``<em>`` and the contents
(an ``<h2>`` per chapter with a paragraph of links). The IPG's infractions have their
``<h2>`` blocks, the penalty in an alert box, ``Examples`` as an ``<h2>`` or a bare
paragraph, lettered examples in a list group and ``Upgrade``/``Downgrade`` as an ``<h5>``
card; the MTR has bold sub-headings, examples after a bold run and a line break, lists and
tables; the JAR is one page with ``<h2>`` sections and bold paragraphs as their headings.

The texts are short excerpts of the real documents (2019-2020 versions). ``version=2``
makes a later version: a section reworded, one added, two swapped in number, one removed.

``python -m tests.documents.fixture DIR`` writes the three files.
"""

from __future__ import annotations

import sys
from datetime import date
from html import escape
from pathlib import Path

SHORTCUT_PARAGRAPHS = (
    "A tournament shortcut is an action taken by players to skip parts of the technical play"
    " sequence without explicitly announcing them.",
    "Most tournament shortcuts involve skipping one or more priority passes to the mutual"
    " understanding of all players;",
    "A player may interrupt a tournament shortcut by explaining how they are deviating from it"
    " or at which point in the middle they wish to take an action.",
)
SHORTCUT_ITEMS = (
    "If the active player passes priority with an empty stack during their first main phase,"
    " the non-active player is assumed to be acting in beginning of combat<br> <br> unless they"
    " are affecting whether a beginning of combat ability triggers.<br> <br> Then, after those"
    " actions resolve or no actions took place, the active player receives priority at the"
    " beginning of combat.",
    "Whenever a player adds an object to the stack, they are assumed to be passing priority"
    " unless they explicitly announce that they intend to retain it.<br>",
    "A player is assumed to have paid any cost of 0 unless they announce otherwise.<br>",
)

# (number, title, paragraphs) of the MTR's sections; a chapter's sections follow its title.
MTR_CHAPTERS: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    (
        "1",
        "Tournament Fundamentals",
        (
            ("1", "Tournament Types"),
            ("2", "Publishing Tournament Information"),
            ("3", "Tournament Roles"),
            ("12", "Rules Enforcement Levels"),
        ),
    ),
    (
        "2",
        "Tournament Mechanics",
        (("1", "Match Structure"), ("2", "Play/Draw Rule"), ("3", "Pregame Procedures")),
    ),
    ("3", "Tournament Rules", (("1", "Tiebreakers"), ("10", "Sleeves"), ("11", "Marked Cards"))),
    (
        "4",
        "Communication",
        (
            ("1", "Player Communication"),
            ("2", "Tournament Shortcuts"),
            ("3", "Out-of-Order Sequencing"),
            ("4", "Loops"),
            ("5", "Triggered Abilities"),
        ),
    ),
    (
        "5",
        "Tournament Violations",
        (("1", "Cheating"), ("2", "Bribery"), ("5", "Slow Play"), ("6", "Outside Assistance")),
    ),
    ("6", "Constructed Tournament Rules", (("4", "Modern Format Deck Construction"),)),
)

MTR_TEXT = {
    "1.1": (
        "Sanctioned, rated tournaments are divided into two types: Premier and non-Premier.",
        "There are two major tournament formats: Limited and Constructed.",
    ),
    "4.5": (
        'Players are expected to remember their own triggered abilities; intentionally ignoring one is <a href="#mtr5-1">Cheating</a>.',
        "Triggered abilities are considered to be forgotten by their controller once they have"
        " taken an action past the point where the triggered ability would have an observable"
        " impact on the game.",
    ),
    "5.5": (
        "Players must take their turns in a timely fashion regardless of the complexity of the"
        " play situation and adhere to time limits specified for the tournament. Stalling is"
        " not acceptable. Players may ask a judge to watch their game for slow play; such a"
        " request will be granted if feasible.",
    ),
}

MODERN_SETS = 300  # list items in 6.4: a section too long for one page


def _p(text: str) -> str:
    return f"  <p>{text}</p> \n"


def _page(anchor: str, title: str, body: str) -> str:
    return (
        f' <header class="entry-header" id="{anchor}"> \n'
        f'  <h1 class="entry-title">{escape(title, quote=False)}</h1> \n'
        " </header>\n"
        f' <div class="entry-content"> \n{body} </div>\n'
    )


def _document(
    compiled: date, anchor: str, title: str, dates: str, first_body: str, pages: str
) -> str:
    # GathererScraper counts the month from 0.
    head = f"{compiled.year}-{compiled.month - 1:02d}-{compiled.day:02d}\n"
    return (
        head
        + "<!doctype html>\n<html>\n <head>\n"
        + '  <meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n </head>\n'
        + _page(anchor, title, f"  <div>\n   <em>{dates}</em>\n  </div> \n{first_body}")
        + pages
        + "</html>"
    )


def _contents(kind: str, chapters: list[tuple[str, str, list[tuple[str, str]]]]) -> str:
    out = _p("Contents")
    for number, title, sections in chapters:
        out += f"  <h2>{number}. {escape(title, quote=False)}</h2> \n" if number else ""
        links = "<br> ".join(
            f'{number}.{n} <a href="#{kind}{number}-{n}">{escape(t, quote=False)}</a>'
            for n, t in sections
        )
        out += _p(links)
    return out


def _mtr_section(number: str, title: str, version: int) -> str:
    if number == "1.12":
        return (
            _p(
                "Rules Enforcement Levels (REL) are a means to communicate to the players and"
                " judges what expectations they can have of the tournament."
            )
            + _p("<strong>Regular</strong>")
            + _p("Regular tournaments are focused on fun and social aspects, not enforcement.")
            + _p("<strong>Competitive</strong>")
            + _p("Competitive tournaments are usually those with significant cash prizes.")
            + _p("<strong>Professional</strong>")
            + _p(
                "Professional level tournaments offer large cash awards, prestige, and other benefits."
            )
        )
    if number == "4.2":
        paragraphs = list(SHORTCUT_PARAGRAPHS)
        if version == 2:
            paragraphs[1] = paragraphs[1].replace("skipping one or more", "skipping several")
        items = "".join(f"   <li>{item}</li> \n" for item in SHORTCUT_ITEMS)
        return "".join(_p(p) for p in paragraphs) + f"  <ul> \n{items}  </ul> \n"
    if number == "4.3":
        return _p(
            "Due to the complexity of accurately representing a game of <strong>Magic</strong>,"
            " it is acceptable for players to engage in a block of actions that, while"
            " technically in an incorrect order, arrive at a legal and clearly understood game"
            " state once they are complete."
        ) + _p(
            "<em><strong>Examples:</strong></em><br> 1. A player discards a card to pay for"
            ' <a href="http://gatherer.wizards.com/Pages/Card/Details.aspx?name=Masticore"'
            ' class="jTip" name="">Masticore</a>\'s upkeep cost before untapping their'
            " lands.<br> 2. A player resolves Harrow and puts the card into their graveyard,"
            " then searches."
        )
    if number == "6.4":
        items = "".join(f"   <li>Set number {n}</li> \n" for n in range(1, MODERN_SETS + 1))
        return _p("The following card sets are permitted in Modern tournaments:") + (
            f"  <ul> \n{items}  </ul> \n"
        )
    text = MTR_TEXT.get(number, (f"The rules of {title.lower()} are described here.",))
    return "".join(_p(p) for p in text)


def mtr_html(version: int = 1) -> str:
    """The MTR: six chapters, a section in each kind of structure, two appendices."""
    chapters = [
        (number, title, [(n, t) for n, t in sections]) for number, title, sections in MTR_CHAPTERS
    ]
    if version == 2:
        chapters[4][2].insert(3, ("4", "Unsporting Conduct"))  # 5.4 is new
        chapters[2][2].remove(("1", "Tiebreakers"))  # 3.1 is gone
    first_body = (
        "  <h2>Introduction</h2> \n  <div> \n"
        + _p(
            "The DCI is a worldwide organization dedicated to organized play. It promotes,"
            " enforces, and develops rules and policies."
        )
        + "  </div> \n"
        + _p("There are two types of sanctioned <strong>Magic</strong> tournaments.")
        + _contents("mtr", chapters)
        + "  <h2>Appendices</h2> \n"
        + _p(
            'Appendix A - <a href="#mtr-appendix-a">Changes From Previous Versions</a><br>'
            ' Appendix B - <a href="#mtr-appendix-b">Time Limits</a>'
        )
    )
    pages = ""
    for number, _title, sections in chapters:
        for n, title in sections:
            full = f"{number}.{n}"
            pages += _page(
                f"mtr{number}-{n}", f"MTR {full} {title}", _mtr_section(full, title, version)
            )
    pages += _page(
        "mtr-appendix-a",
        "MTR Appendix A - Changes From Previous Versions",
        _p("<b>May 3, 2019</b>") + "  <ul> \n   <li>Updated the Modern section.</li> \n  </ul> \n",
    )
    pages += _page(
        "mtr-appendix-b",
        "MTR Appendix B - Time Limits",
        _p("The <strong>required</strong> minimum time limit for any match is 40 minutes.")
        + _p(
            "<strong>Booster Draft Timing</strong><br> Individual booster drafts have the following default time limits for each pick:"
        )
        + '  <table class="table table-hover table-condensed aligncenter"> \n   <tbody> \n'
        + "    <tr> \n     <td><strong>Cards remaining in pack</strong></td> \n"
        + "     <td><strong>Time allotted</strong></td> \n    </tr> \n"
        + "    <tr> \n     <td>15 cards</td> \n     <td>40 seconds</td> \n    </tr> \n"
        + "   </tbody> \n  </table> \n",
    )
    updated = "June 6, 2019" if version == 1 else "November 18, 2019"
    return _document(
        date(2020, 4, 14) if version == 1 else date(2020, 11, 20),
        "mtr",
        "Magic: The Gathering Tournament Rules",
        f"Effective May 3, 2019<br> Last updated {updated}",
        first_body,
        pages,
    )


# (number, infraction, definition, penalty, examples, philosophy, remedy, upgrade/downgrade)
IPG_INFRACTIONS = (
    (
        "2.1",
        "Game Play Error - Missed Trigger",
        "A triggered ability triggers, but the player controlling the ability doesn't"
        " demonstrate awareness of the trigger's existence by the first time that it would"
        " affect the game in a visible fashion.",
        "None",
        (
            'Knight of Infamy (a 2/1 creature with exalted) attacks alone. Its controller says "Take two."',
        ),
        "Triggered abilities are common and invisible, so players should not be harshly"
        " penalized when forgetting about one.",
        "If the triggered ability isn't covered by the previous paragraphs, the opponent"
        " chooses whether the triggered ability is added to the stack.",
        (
            "Upgrade",
            "If the triggered ability is usually considered detrimental for the"
            " controlling player, the penalty is a Warning.",
        ),
    ),
    (
        "2.2",
        "Game Play Error - Looking at Extra Cards",
        "A player takes an action that may have enabled them to see the faces of cards that"
        " they were not entitled to see.",
        "Warning",
        (
            "A player accidentally reveals (drops, flips over) a card while shuffling their opponent's library.",
        ),
        "A player can accidentally look at extra cards easily.",
        "Shuffle any previously unknown cards from a deck back into the random portion of the library.",
        None,
    ),
    (
        "2.3",
        "Game Play Error - Hidden Card Error",
        "A player commits an error in a zone that the opponent can't verify, and which can't be"
        " corrected by simply reversing the action.",
        "Warning",
        ("A player draws four cards after casting Ancestral Recall.",),
        "These errors are potentially easy to commit, but they are a problem because they can"
        " only be fixed by partially randomizing the hidden zone.",
        "If the error involved too many cards in hand, the opponent reveals the hand and"
        " chooses one of the cards to shuffle into the library.",
        (
            "Upgrade",
            "If the error was caught after the player took further actions, the penalty is a Game Loss.",
        ),
    ),
    (
        "2.5",
        "Game Play Error - Game Rule Violation",
        "This infraction covers the majority of game situations in which a player makes an"
        " error or fails to follow a game procedure correctly.",
        "Warning",
        ("A player casts Wrath of God for {2}{W}.",),
        "While a Game Rule Violation can be attributed to one player, it usually occurs"
        " publicly and both players are expected to be mindful of what is happening.",
        "First, correct any illegal choices, then consider a simple backup.",
        None,
    ),
    (
        "2.6",
        "Game Play Error - Failure to Maintain Game State",
        "A player allows another player in the game to commit a Game Rule Violation.",
        "Warning",
        ("A player's opponent forgets to reveal the card fetched with Worldly Tutor.",),
        "Failure to Maintain Game State is never upgraded.",
        None,
        None,
    ),
    (
        "3.1",
        "Tournament Error - Tardiness",
        "A player is not in their seat at the beginning of a round.",
        "Game Loss",
        ("A player arrives to their seat 5 minutes after the round begins.",),
        "Players are responsible for being on time and in the correct seat for their matches.",
        "The players are given a time extension corresponding to the length of the tardiness.",
        (
            "Downgrade",
            "A player who arrives at their seat before 1 minute has elapsed in the round receives a warning.",
        ),
    ),
    (
        "3.2",
        "Tournament Error - Outside Assistance",
        "A player, spectator, or other tournament participant seeks play advice or private"
        " information about their match from others once they have sat for their match.",
        "Match Loss",
        (
            "A spectator points out the correct play to a player who had not solicited the information.",
        ),
        "Tournaments test the skill of a player, not their ability to follow external advice.",
        None,
        None,
    ),
    (
        "3.3",
        "Tournament Error - Slow Play",
        "A player takes longer than is reasonably required to complete game actions.",
        "Warning",
        (
            "A player repeatedly checks the contents of their graveyard without any significant change in the game state.",
        ),
        "All players have a responsibility to play quickly enough to finish the match in time.",
        "Two additional turns are added to the number of turns in end-of-match procedure.",
        None,
    ),
    (
        "4.1",
        "Unsporting Conduct - Minor",
        "A player takes action that is disruptive to the tournament or its participants.",
        "Warning",
        ("A player uses excessively vulgar and profane language.",),
        "All participants should expect a safe and enjoyable environment at a tournament.",
        "The player must correct the problem immediately.",
        None,
    ),
    (
        "4.8",
        "Unsporting Conduct - Cheating",
        "A person breaks a rule defined by the tournament documents, lies to a Tournament"
        " Official, or notices an offense committed in their (or a teammate's) match and does"
        " not call attention to it.",
        "Disqualification",
        ("A player alters the results on a match slip without their opponent's knowledge.",),
        None,
        None,
        None,
    ),
)


def _ipg_infraction(spec: tuple, version: int, plain_examples: bool) -> str:
    number, title, definition, penalty, examples, philosophy, remedy, upgrade = spec
    if version == 2 and number == "3.3":
        penalty = "Warning"
        philosophy = (
            "All players have a responsibility to play quickly enough to finish the match in"
            " the announced time limit."
        )
    body = (
        f"  <div> \n   <h2>Definition</h2> \n   <p>{definition}</p> \n  </div> \n"
        '  <div> \n   <div class="alert alert-warning" role="alert"> \n'
        f"    <p></p> \n    <p><strong>Penalty</strong></p> \n    <p>{penalty}</p> \n"
        "    <p></p>\n   </div> \n  </div> \n  <br> \n  <p></p>\n  <p></p> \n"
    )
    if number == "2.1":
        body += _p(
            "Once any of the above obligations has been fulfilled, further problems"
            ' are treated as a <a href="#ipg2-5">Game Play Error - Game Rule Violation</a>.'
        )
    body += _p("Examples") if plain_examples else "  <h2>Examples</h2> \n"
    letters = "ABCDEFG"
    body += (
        '  <ul class="list-group"> \n'
        + "".join(
            f'   <li class="list-group-item"><strong>{letters[i]}.</strong> {e}<br> </li> \n'
            for i, e in enumerate(examples)
        )
        + "  </ul> \n"
    )
    if philosophy:
        body += "  <h2>Philosophy</h2> \n" + _p(philosophy)
    if remedy:
        body += "  <h2>Additional Remedy</h2> \n" + _p(remedy)
    if upgrade:
        body += (
            '  <h5>\n   <div class="card">\n    <div class="card-header">\n'
            f"     {upgrade[0]}\n    </div>\n   </div></h5> \n" + _p(upgrade[1])
        )
    anchor = "ipg" + number.replace(".", "-")
    # The real IPG writes one infraction's title without "IPG" (3.4): so does 3.2 here.
    shown = f"{number} {title}" if number == "3.2" else f"IPG {number} {title}"
    return _page(anchor, shown, body)


def ipg_html(version: int = 1) -> str:
    """The IPG: its philosophy, the definitions of the penalties, infractions of the three
    classes with every kind of block, the quick reference."""
    infractions = list(IPG_INFRACTIONS)
    if version == 2:
        # 2.5 and 2.6 swap numbers; 4.1 is gone; 4.2 is new.
        swapped = {"2.5": "2.6", "2.6": "2.5"}
        infractions = [(swapped.get(i[0], i[0]), *i[1:]) for i in infractions if i[0] != "4.1"]
        infractions.sort(key=lambda i: tuple(int(x) for x in i[0].split(".")))
        infractions.insert(
            len(infractions) - 1,
            (
                "4.2",
                "Unsporting Conduct - Major",
                "A person takes action towards another"
                " individual that is a serious breach of the tournament's code.",
                "Match Loss",
                ("A player uses a racial slur against their opponent.",),
                None,
                None,
                None,
            ),
        )
    classes = {"1": "General Philosophy", "2": "Game Play Errors", "3": "Tournament Errors",
               "4": "Unsporting Conduct"}  # fmt: skip
    chapters = [
        ("1", classes["1"], [("1", "Definition of Penalties"), ("2", "Applying Penalties")])
    ]
    for chapter in ("2", "3", "4"):
        chapters.append(
            (chapter, classes[chapter],
             [(i[0].split(".")[1], i[1]) for i in infractions if i[0].startswith(chapter + ".")])
        )  # fmt: skip
    first_body = (
        "  <p>&nbsp;</p> \n  <h2>Introduction</h2> \n  <div> \n"
        + _p(
            "The <strong>Magic(TM)</strong> Infraction Procedure Guide provides judges the"
            " appropriate penalties and procedures to handle rules violations."
        )
        + "  </div> \n  <div></div> \n"
        + "  <h2>Framework of this document</h2> \n"
        + _p("This document is divided into two major parts.")
        + _contents("ipg", chapters)
        .replace("<h2>1. ", '<h2>1. <a href="#ipg1">')
        .replace("Philosophy</h2>", "Philosophy</a></h2>")
        + "  <h2>Appendices</h2> \n"
        + _p('Appendix A - <a href="#ipg-appendix-a">Penalty Quick Reference</a>')
    )
    pages = _page(
        "ipg1",
        "IPG 1. General Philosophy",
        _p("Judges are neutral arbiters and enforcers of policy and rules."),
    )
    pages += _page(
        "ipg1-1",
        "IPG 1.1 Definition of Penalties",
        "  <h2>Warning</h2> \n"
        + _p("A Warning is an officially tracked penalty.")
        + "  <h2>Game Loss</h2> \n"
        + _p("A Game Loss ends the current game immediately.")
        + "  <p>&nbsp;</p> \n  <h2>Match Loss</h2> \n"
        + _p(
            "A Match Loss is a severe penalty that is usually issued when the match itself has been compromised."
        )
        + "  <h2>Disqualification</h2> \n"
        + _p(
            "A Disqualification is issued for activity that damages the integrity of a tournament as a whole."
        ),
    )
    pages += _page(
        "ipg1-2",
        "IPG 1.2 Applying Penalties",
        _p(
            "Penalties are included with the tournament report so that a permanent record can be kept."
        ),
    )
    for chapter in ("2", "3", "4"):
        pages += _page(
            f"ipg{chapter}",
            f"IPG {chapter}. {classes[chapter]}",
            _p(f"These infractions are {classes[chapter].lower()}."),
        )
        for spec in infractions:
            if spec[0].startswith(chapter + "."):
                pages += _ipg_infraction(spec, version, plain_examples=spec[0] == "2.1")
    rows = "".join(
        f'    <tr> \n     <td><a href="#ipg{i[0].replace(".", "-")}">{i[1].split(" - ")[-1]}</a></td> \n'
        f'     <td scope="col">{i[3]}</td> \n    </tr> \n'
        for i in infractions
    )
    pages += _page(
        "ipg-appendix-a",
        "IPG Appendix A - Penalty Quick Reference",
        '  <table class="table table-hover table-condensed aligncenter"> \n   <tbody> \n'
        + rows
        + "   </tbody> \n  </table> \n",
    )
    effective = "Sep 25, 2020" if version == 1 else "Jan 25, 2021"
    return _document(
        date(2021, 1, 18) if version == 1 else date(2021, 2, 3),
        "ipg",
        "Magic Infraction Procedure Guide",
        f"Effective {effective}<br> Last updated Jan 6th , 2021"
        if version == 1
        else f"Effective {effective}",
        first_body,
        pages,
    )


JAR_ISSUES = (
    (
        'A player forgets a triggered ability (one that uses the words "when," "whenever,"'
        ' or "at the beginning", usually at the start of the ability\'s text)',
        "These abilities are considered missed if the player did not acknowledge the ability"
        " in any way at the point that it required choices or had a visible in-game effect.",
    ),
    (
        "A player sees a card in a library that they shouldn't have seen",
        "Shuffle the card seen into the unknown portion of the library.",
    ),
    (
        "A player accidentally draws or has more cards than they were supposed to",
        "If the identity of the card(s) were known to all players, return them to their proper"
        " location. Otherwise,<br> determine how many extra cards have been drawn.",
    ),
)


def jar_html(version: int = 1) -> str:
    """The JAR: one page, an introduction, ``<h2>`` sections, bold paragraph headings."""
    issues = "".join(
        _p(f"<strong>{escape(heading, quote=False)}</strong>") + _p(text)
        for heading, text in JAR_ISSUES
    )
    body = (
        "  <div> \n"
        + _p(
            "Most <strong>Magic(TM)</strong> players play for fun and see a tournament as a"
            " social event."
        )
        + "  </div> \n  <br> \n"
        + _p("When answering a question, double check the rules if you aren't sure of your answer.")
        + "  <h2>Common Issues</h2> \n"
        + issues
        + "  <h2>General Unwanted Behaviors</h2> \n  <ul> \n"
        + "   <li>Inadequate shuffling.</li> \n"
        + "   <li>Taking unreasonable amounts of time making play decisions or sideboarding.</li> \n"
        + "  </ul> \n"
        + "  <h2>Serious Problems</h2> \n"
        + _p("Certain actions will not be tolerated under any circumstances.")
    )
    effective = "January 21, 2019" if version == 1 else "September 30, 2019"
    return _document(
        date(2019, 4, 24),
        "jar",
        "Judging at Regular Rules Enforcement Level",
        f"Effective {effective}<br> ",
        body,
        "",
    )


BUILDERS = {"mtr": mtr_html, "ipg": ipg_html, "jar": jar_html}
FILE_NAMES = {
    "mtr": "MagicTournamentRules-light.html",
    "ipg": "InfractionProcedureGuide-light.html",
    "jar": "JudgingAtRegular-light.html",
}


def encode(kind: str, version: int = 1) -> bytes:
    return BUILDERS[kind](version).encode("utf-8")


def write(directory: Path, version: int = 1) -> dict[str, Path]:
    """The three files in ``directory``; returns their paths by kind."""
    directory.mkdir(parents=True, exist_ok=True)
    paths = {}
    for kind, name in FILE_NAMES.items():
        paths[kind] = directory / name
        paths[kind].write_bytes(encode(kind, version))
    return paths


if __name__ == "__main__":
    for path in write(Path(sys.argv[1])).values():
        print(path)
