"""The catalogue's card texts are our own words: compared with the printed text in domdiv's card database
once its markup (``<br>``, ``<n>``, ``<b>...</b>``, ``$``) is set aside.

`tests/protocol/test_catalogue.py` compares the words of a text with domdiv's description as stored, where
``+1 Card<br>+1 Action<n>Look at...`` yields the words ``br`` and ``n``: no text was ever equal to it, so
texts that are the printed card word for word passed. This test keeps every text from being one
(docs/cards.md: "the texts here are ours").
"""

from __future__ import annotations

import gzip
import importlib.resources
import json
import re

from protocol.catalogue import CATALOGUE


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
