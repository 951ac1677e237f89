"""The categories of `referee kingdom`: every kingdom card is classified, no other name is, and the one
table of docs/kingdoms.md says what the code says."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.kingdom import (
    CATEGORIES,
    CATEGORY_TEXT,
    EFFECT_CATEGORIES,
    SETS,
    KingdomError,
    card_name,
    card_sets,
    categories,
    category_name,
    set_name,
    sets_cards,
    spec_categories,
)
from referee.rules.cards import COST, KINGDOM_CARDS, SPECS

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "kingdoms.md"


def test_every_kingdom_card_is_classified_and_no_other_name_is() -> None:
    assert set(EFFECT_CATEGORIES) == {str(card) for card in KINGDOM_CARDS}
    assert all(SPECS[card].kingdom for card in EFFECT_CATEGORIES)
    for card in KINGDOM_CARDS:
        assert categories(card) <= set(CATEGORIES), card


def test_every_category_has_its_words_and_a_card_in_the_base_game() -> None:
    assert set(CATEGORY_TEXT) == set(CATEGORIES)
    for category in CATEGORIES:
        assert any(category in categories(card) for card in KINGDOM_CARDS), category


def test_the_spec_decides_what_it_states() -> None:
    assert spec_categories("festival") == {"village", "plus-buy", "economy"}
    assert spec_categories("moat") == {"draw", "reaction"}
    assert spec_categories("witch") == {"draw", "attack"}
    assert spec_categories("village") == {"village"}
    assert spec_categories("market") == {"plus-buy", "economy"}
    assert spec_categories("gardens") == set()
    for card in KINGDOM_CARDS:
        spec = SPECS[card]
        assert ("attack" in spec_categories(card)) == ("attack" in spec.types)
        assert ("village" in spec_categories(card)) == (spec.actions >= 2)
        assert ("plus-buy" in spec_categories(card)) == (spec.buys >= 1)


def test_the_explicit_table_adds_what_only_the_text_says() -> None:
    assert categories("witch") == {"draw", "attack", "curser"}
    assert categories("militia") == {"attack", "hand-size-attack", "economy"}
    assert categories("gardens") == {"alt-victory"}
    assert categories("library") == {"draw"}
    assert "trasher" not in categories("feast")
    assert "hand-size-attack" not in categories("bureaucrat")
    assert categories("throne-room") == set()


def test_each_set_is_its_edition_box() -> None:
    assert len(sets_cards(["base1"])) == 25
    assert len(sets_cards(["base2"])) == 26
    assert len(sets_cards(list(SETS))) == len(KINGDOM_CARDS) == 32
    assert "adventurer" in sets_cards(["base1"]) and "adventurer" not in sets_cards(["base2"])
    assert card_sets("artisan") == ("base2",)
    assert card_sets("smithy") == ("base1", "base2")


def _docs_rows() -> dict[str, list[str]]:
    text = DOCS.read_text(encoding="utf-8")
    rows = {}
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) == 5 and cells[0] in SPECS:
            assert cells[0] not in rows, f"{cells[0]} has two rows"
            rows[cells[0]] = cells
    return rows


def _listed(cell: str) -> set[str]:
    return set() if cell == "-" else set(cell.split(", "))


def test_the_docs_table_and_the_code_agree() -> None:
    rows = _docs_rows()
    assert set(rows) == set(EFFECT_CATEGORIES)
    for card, (_, sets, cost, listed, from_text) in rows.items():
        assert tuple(sets.split()) == card_sets(card), card
        assert int(cost) == COST[card], card
        assert _listed(listed) == categories(card), card
        assert _listed(from_text) == EFFECT_CATEGORIES[card], card


def test_the_docs_name_every_category() -> None:
    text = DOCS.read_text(encoding="utf-8")
    for category in CATEGORIES:
        assert f"| `{category}` |" in text, category


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Throne Room", "throne-room"),
        ("council_room", "council-room"),
        ("SMITHY", "smithy"),
        (" moat ", "moat"),
    ],
)
def test_card_names_forgive_case_spaces_and_underscores(text: str, name: str) -> None:
    assert card_name(text) == name


@pytest.mark.parametrize(
    ("function", "text", "message"),
    [
        (card_name, "smithey", "unknown card 'smithey': did you mean smithy?"),
        (card_name, "xyzzy", "unknown card 'xyzzy': the kingdom cards are adventurer, artisan"),
        (card_name, "copper", "'copper' is not a kingdom card: it is in every game's supply"),
        (card_name, "curse", "'curse' is not a kingdom card"),
        (category_name, "vilage", "unknown category 'vilage': did you mean village?"),
        (category_name, "buy", "did you mean plus-buy?"),
        (set_name, "base3", "unknown set 'base3': the sets are base1"),
    ],
)
def test_unknown_names_get_the_closest_known_name(function, text: str, message: str) -> None:
    with pytest.raises(KingdomError) as error:
        function(text)
    assert message in str(error.value)
