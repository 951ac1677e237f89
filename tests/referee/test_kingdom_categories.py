"""The categories of `referee kingdom` over every kingdom card of the catalogue: every card is classified with
known categories, the categories a card type or cost decides follow it, the randomizer document's exceptions
hold, the base game's cards agree with what their rule specs state, and the one table of docs/kingdoms.md
says what the catalogue says."""

from __future__ import annotations

from pathlib import Path

import pytest

from protocol.catalogue import CATALOGUE
from referee.kingdom import (
    CATEGORIES,
    CATEGORY_TEXT,
    EXCEPTIONS,
    KINGDOM_CARDS,
    SET_UP_NEEDS,
    SETS,
    TYPE_CATEGORIES,
    KingdomError,
    card_name,
    card_sets,
    categories,
    category_name,
    cost_text,
    is_bane_candidate,
    set_name,
    sets_cards,
    sets_option,
)
from referee.rules.spec import SPECS

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "kingdoms.md"
ATTACKS_BY_TEXT = {"knights"}
"""Kingdom cards whose pile is of Attacks though the pile's own row has no attack type: the Knights."""


def test_every_kingdom_card_is_classified_with_known_categories() -> None:
    assert len(KINGDOM_CARDS) > 200
    for card in KINGDOM_CARDS:
        assert categories(card) <= set(CATEGORIES), card
    for name, facts in CATALOGUE.items():
        if not facts.kingdom:
            assert not facts.categories, f"{name} is no kingdom card, yet has categories"


def test_every_category_has_its_words_and_cards() -> None:
    assert set(CATEGORY_TEXT) == set(CATEGORIES)
    for category in CATEGORIES:
        assert sum(category in categories(card) for card in KINGDOM_CARDS) >= 5, category


def test_types_and_costs_decide_their_categories() -> None:
    for card in KINGDOM_CARDS:
        facts = CATALOGUE[card]
        for category, kind in TYPE_CATEGORIES.items():
            expected = kind in facts.types or (category == "attack" and card in ATTACKS_BY_TEXT)
            assert (category in facts.categories) == expected, (card, category)
        assert ("potion" in facts.categories) == facts.potion, card


@pytest.mark.parametrize("exception", EXCEPTIONS, ids=lambda e: f"{e.category}-{e.card}")
def test_the_randomizer_documents_exceptions_hold(exception) -> None:
    assert exception.card in KINGDOM_CARDS
    assert (exception.category in categories(exception.card)) == exception.member, exception.why


def test_the_exceptions_are_the_documents_list() -> None:
    """The document's "card type details": villages, +buys, cursers, hand-size attacks and trashers."""
    listed = {(e.category, e.card, e.member) for e in EXCEPTIONS}
    assert ("village", "throne-room", False) in listed and ("village", "kings-court", False) in listed
    assert ("curser", "ambassador", False) in listed and ("curser", "masquerade", False) in listed
    assert ("curser", "torturer", True) in listed and ("curser", "tournament", True) in listed
    assert ("trasher", "mine", True) in listed and ("trasher", "watchtower", False) in listed
    assert len(listed) == len(EXCEPTIONS) == 39


def test_the_base_game_agrees_with_its_rule_specs() -> None:
    """What a base card's spec states decides those categories (village: +2 actions or more; plus-buy: +1
    buy or more; +2 cards or more is draw; +1 coin or more is economy)."""
    for card in sets_cards(["base1", "base2"]):
        spec = SPECS[card]
        has = categories(card)
        assert ("village" in has) == (spec.actions >= 2), card
        assert ("plus-buy" in has) == (spec.buys >= 1), card
        if spec.cards >= 2:
            assert "draw" in has, card
        if spec.coins >= 1 and spec.is_action:
            assert "economy" in has, card


def test_single_cards_decisions_a_reader_could_question() -> None:
    assert categories("witch") == {"draw", "attack", "curser"}
    assert categories("militia") == {"attack", "hand-size-attack", "economy"}
    assert categories("festival") == {"village", "plus-buy", "economy"}
    assert "trasher" not in categories("feast")  # it trashes only itself
    assert "trasher" not in categories("bandit")  # other players' cards
    assert "curser" in categories("sea-hag") and "curser" in categories("familiar")
    assert "village" in categories("nobles") and "village" in categories("squire")  # choose +2 actions
    assert categories("scrying-pool") >= {"potion", "attack", "draw"}
    assert categories("wharf") >= {"duration", "draw", "plus-buy"}
    assert "alt-victory" in categories("duke") and "alt-victory" in categories("monument")
    assert categories("throne-room") == set()


def test_bane_candidates_cost_2_or_3_and_never_a_potion_nor_moat() -> None:
    candidates = [card for card in KINGDOM_CARDS if is_bane_candidate(card)]
    assert "moat" not in candidates and "chapel" in candidates and "village" in candidates
    assert "apothecary" not in candidates  # 2 and a potion
    assert all(CATALOGUE[card].cost in (2, 3) for card in candidates)


def test_set_up_needs_name_cards_of_the_catalogue() -> None:
    for card, needs in SET_UP_NEEDS.items():
        assert card in KINGDOM_CARDS, card
        for need in needs:
            assert need[0].isupper() or any(
                need in facts.types or name == need for name, facts in CATALOGUE.items()
            ), (card, need)
    for looter in (card for card in KINGDOM_CARDS if "looter" in CATALOGUE[card].types):
        assert "ruins" in SET_UP_NEEDS[looter], looter


def test_each_edition_is_a_set_of_its_own() -> None:
    assert len(sets_cards(["base1"])) == 25
    assert len(sets_cards(["base2"])) == 26
    assert len(sets_cards(["base1", "base2"])) == 32
    assert {"intrigue1", "intrigue2", "seaside1", "seaside2", "alchemy", "dark-ages", "promo"} <= set(SETS)
    assert "adventurer" in sets_cards(["base1"]) and "adventurer" not in sets_cards(["base2"])
    assert card_sets("artisan") == ("base2",)
    assert card_sets("smithy") == ("base1", "base2")
    assert card_sets("sea-hag") == ("seaside1",) and card_sets("altar") == ("dark-ages",)
    assert sum(len(sets_cards([name])) for name in SETS) >= len(KINGDOM_CARDS)
    assert set(sets_cards(list(SETS))) == set(KINGDOM_CARDS)


def test_set_names_and_all() -> None:
    assert sets_option("all") == tuple(SETS)
    assert sets_option("Seaside2, base1") == ("base1", "seaside2")
    assert set_name("alchemy1") == "alchemy" and set_name("Dark Ages") == "dark-ages"
    with pytest.raises(KingdomError, match="set 'intrigue' has 2 editions: name one"):
        set_name("intrigue")


def _docs_rows() -> dict[str, list[str]]:
    """The rows of the docs' table of every kingdom card (from its header to the next blank line)."""
    text = DOCS.read_text(encoding="utf-8")
    table = text.split("| card | sets | cost | categories |\n", 1)[1].split("\n\n", 1)[0]
    rows = {}
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) == 4 and cells[0] in CATALOGUE:
            assert cells[0] not in rows, f"{cells[0]} has two rows"
            rows[cells[0]] = cells
    return rows


def _listed(cell: str) -> set[str]:
    return set() if cell == "-" else set(cell.split(", "))


def test_the_docs_table_and_the_catalogue_agree() -> None:
    rows = _docs_rows()
    assert set(rows) == set(KINGDOM_CARDS)
    for card, (_, sets, cost, listed) in rows.items():
        assert tuple(sets.split()) == card_sets(card), card
        assert cost == cost_text(card), card
        assert _listed(listed) == categories(card), card


def test_the_docs_name_every_category_and_exception() -> None:
    text = DOCS.read_text(encoding="utf-8")
    for category in CATEGORIES:
        assert f"| `{category}` |" in text, category
    for exception in EXCEPTIONS:
        row = f"| {exception.category} | {exception.card} | {'yes' if exception.member else 'no'} |"
        assert row in text, row


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Throne Room", "throne-room"),
        ("council_room", "council-room"),
        ("SMITHY", "smithy"),
        (" moat ", "moat"),
        ("King's Court", "kings-court"),
        ("Jack of All Trades", "jack-of-all-trades"),
    ],
)
def test_card_names_forgive_case_spaces_apostrophes_and_underscores(text: str, name: str) -> None:
    assert card_name(text) == name


@pytest.mark.parametrize(
    ("function", "text", "message"),
    [
        (card_name, "smithey", "unknown card 'smithey': did you mean smithy?"),
        (card_name, "copper", "'copper' is not a kingdom card: it is in every game's supply"),
        (card_name, "curse", "'curse' is not a kingdom card"),
        (card_name, "followers", "'followers' is not a kingdom card: it is one of cornucopia's other cards"),
        (category_name, "vilage", "unknown category 'vilage': did you mean village?"),
        (category_name, "buy", "did you mean plus-buy?"),
        (set_name, "base3", "unknown set 'base3': did you mean base2? the sets are base1"),
    ],
)
def test_unknown_names_get_the_closest_known_name(function, text: str, message: str) -> None:
    with pytest.raises(KingdomError) as error:
        function(text)
    assert message in str(error.value)
