"""The catalogue's card texts are our own words: compared with the printed text in domdiv's card database
once its markup (``<br>``, ``<n>``, ``<b>...</b>``, ``$``) is set aside.

`tests/protocol/test_catalogue.py` compares the words of a text with domdiv's description as stored, where
``+1 Card<br>+1 Action<n>Look at...`` yields the words ``br`` and ``n``: no text was ever equal to it, so
texts that are the printed card word for word passed. This test keeps every text from being one
(docs/cards.md: "the texts here are ours"), and keeps any text from borrowing a printed sentence.

How much may a text share with the printed card? The game's own terms must stay sayable: bonuses
("+1 card, +1 action, +1 buy" is 6 words), card names ("Native Village mat"), timing ("at the start of
your next turn" is 7 words) and cost limits ("gain a card costing up to 4" is 7 words) are the game's
vocabulary, not its prose. A run of 8 consecutive words is where the printed card's sentence itself begins to
show (the copies found shared runs of 8 to 19 words), so no text may share more than `MAX_SHARED_RUN` = 7
consecutive words with the printed text of its card. docs/rules.md's table of the cards the rules core plays
has a text column of its own, held to the same rule.
"""

from __future__ import annotations

import gzip
import importlib.resources
import json
import re
from pathlib import Path

from protocol.catalogue import CATALOGUE, LANDSCAPES, CardFacts, LandscapeFacts

MAX_SHARED_RUN = 7
"""The most consecutive words a catalogue text may share with its printed card (see the module docstring)."""


def words(text: str) -> list[str]:
    """The words of a card text, lowercase, with domdiv's markup tags and ``$`` set aside."""
    text = re.sub(r"<[^>]*>", " ", text).replace("$", " ")
    return re.findall(r"[a-z0-9+]+", text.lower())


def printed_texts() -> dict[str, str]:
    """domdiv's English card texts by printed name (its ``description``)."""
    path = importlib.resources.files("domdiv").joinpath("card_db", "en_us", "cards_en_us.json.gz")
    with path.open("rb") as raw, gzip.open(raw) as data:
        return {title: row.get("description", "") for title, row in json.load(data).items()}


def test_words_set_domdivs_markup_aside() -> None:
    assert words("+1 Card<br>+1 Action<n>Look at the top 2 cards.") == words(
        "+1 card, +1 action. Look at the top 2 cards."
    )
    assert words("+<b>$2</b>") == ["+", "2"]


def test_no_other_text_is_the_printed_card_word_for_word() -> None:
    printed = printed_texts()
    # The comparison sees through the markup of domdiv's texts ("+1 Card<br>+2 Actions").
    assert words(printed["Village"]) == words(CATALOGUE["village"].text) == ["+1", "card", "+2", "actions"]
    copies = {
        facts.name
        for facts in CATALOGUE.values()
        if len(words(facts.text)) > 8 and words(facts.text) == words(printed.get(facts.title, ""))
    }
    assert copies == set(), sorted(copies)


def longest_shared_run(ours: list[str], printed: list[str]) -> list[str]:
    """The longest run of consecutive words found in both word lists (the first one found of that length)."""
    best: list[str] = []
    for i in range(len(ours)):
        for j in range(len(printed)):
            k = 0
            while i + k < len(ours) and j + k < len(printed) and ours[i + k] == printed[j + k]:
                k += 1
            if k > len(best):
                best = ours[i : i + k]
    return best


def printed_text_of(facts: CardFacts | LandscapeFacts, printed: dict[str, str]) -> str:
    """The printed text `facts` is compared with: its own, or for one Knight (one Castle) domdiv's shared
    "Knights" ("Castles") text (the database has no row per Knight or Castle)."""
    if facts.title in printed:
        return printed[facts.title]
    if isinstance(facts, CardFacts) and "knight" in facts.types:
        return printed["Knights"]
    if isinstance(facts, CardFacts) and "castle" in facts.types:
        return printed["Castles"]
    raise AssertionError(f"domdiv has no text for {facts.title!r}")


def test_longest_shared_run_finds_the_copied_words() -> None:
    assert longest_shared_run(
        words("+1 card. Trash a card from your hand."), words("Trash a card from it.")
    ) == [
        "trash",
        "a",
        "card",
        "from",
    ]
    assert longest_shared_run(words("+2 actions"), words("+1 Buy")) == []


def test_no_text_shares_a_long_run_of_words_with_its_printed_card() -> None:
    printed = printed_texts()
    # A text that copies a printed sentence is found ("Trash up to 4 cards from your hand." is Chapel's).
    assert (
        len(longest_shared_run(words("Trash up to 4 cards from your hand."), words(printed["Chapel"]))) == 8
    )
    offenders = {}
    for facts in (*CATALOGUE.values(), *LANDSCAPES.values()):
        run = longest_shared_run(words(facts.text), words(printed_text_of(facts, printed)))
        if len(run) > MAX_SHARED_RUN:
            offenders[facts.name] = " ".join(run)
    assert offenders == {}, offenders


def rules_doc_texts() -> dict[str, str]:
    """The "text" column of docs/rules.md's table of the cards the rules core plays, by wire name."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "rules.md").read_text()
    texts = {}
    for line in doc[doc.index("## The cards") :].splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) == 6 and cells[0] in CATALOGUE:
            texts[cells[0]] = cells[3]
    return texts


def test_the_rules_docs_card_texts_are_ours_too() -> None:
    printed = printed_texts()
    texts = rules_doc_texts()
    assert {"chapel", "market", "mine", "witch"} <= set(texts)
    offenders = {}
    for name, text in texts.items():
        run = longest_shared_run(words(text), words(printed_text_of(CATALOGUE[name], printed)))
        if len(run) > MAX_SHARED_RUN:
            offenders[name] = " ".join(run)
    assert offenders == {}, offenders
