"""protocol.catalogue against the public card database of the `domdiv` package (its costs, types and sets).

domdiv (MIT for its data; a test dependency, the `[test]` extra) lists every card of every set by printed
name, with its cost (``"8*"`` for Peddler, ``"4+"`` for an overpay card), potion cost, types, the sets whose
box holds it (one per edition, plus the "Removed" and "Upgrade" part-boxes) and, for some, the count in the
box. Only facts are read; its texts are compared with ours only to make sure we never copied them.
"""

from __future__ import annotations

import ast
import gzip
import importlib.resources
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

import pytest

from protocol import catalogue, messages
from protocol.catalogue import (
    CATALOGUE,
    LANDSCAPE_KINDS,
    LANDSCAPES,
    LATER_SETS,
    SET_EDITIONS,
    SETS,
    TYPES,
    UnknownCard,
    UnknownLandscape,
    card,
    card_name,
    kingdom_cards,
    landscape,
)

DOMDIV_SETS: dict[str, tuple[str, int]] = {
    "dominion1stEdition": ("base", 1),
    "dominion2ndEdition": ("base", 2),
    "intrigue1stEdition": ("intrigue", 1),
    "intrigue2ndEdition": ("intrigue", 2),
    "seaside1stEdition": ("seaside", 1),
    "seaside2ndEdition": ("seaside", 2),
    "alchemy": ("alchemy", 1),
    "prosperity1stEdition": ("prosperity", 1),
    "prosperity2ndEdition": ("prosperity", 2),
    "cornucopia1stEdition": ("cornucopia", 1),
    "hinterlands1stEdition": ("hinterlands", 1),
    "hinterlands2ndEdition": ("hinterlands", 2),
    "darkAges": ("dark-ages", 1),
    "guilds1stEdition": ("guilds", 1),
    "adventures": ("adventures", 1),
    "empires": ("empires", 1),
    "promo": ("promo", 1),
}
"""domdiv's set -> our set and edition. domdiv's "cornucopiaAndGuilds2ndEdition" is the one box of both
sets' second editions: `_combined_box` tells a card's set from the first edition or upgrade box holding it."""

COMBINED_BOX = "cornucopiaAndGuilds2ndEdition"
UPGRADES = {"cornucopia2ndEditionUpgrade": "cornucopia", "guilds2ndEditionUpgrade": "guilds"}

PROMOS = ("Black Market", "Envoy", "Stash", "Walled Village", "Governor", "Prince")
"""The promos of the years of these sets (2009-2014); domdiv's other promos are of later sets."""

NOT_CARDS = {"Start Deck", "Trash"}
"""domdiv rows that are no card (a divider for the starting decks, the trash mat)."""

CASTLES = (
    "humble-castle",
    "crumbling-castle",
    "small-castle",
    "haunted-castle",
    "opulent-castle",
    "sprawling-castle",
    "grand-castle",
    "kings-castle",
)
"""Empires' eight Castles, cheapest first (3 to 10 coins), as the Castles pile holds them."""

SPLIT_PILES = {
    "encampment": "plunder",
    "patrician": "emporium",
    "settlers": "bustling-village",
    "catapult": "rocks",
    "gladiator": "fortune",
}
"""Empires' split piles: the top card (a kingdom card, naming the pile) -> its bottom half."""

NOT_IN_DOMDIV: dict[str, str] = {
    **{
        name: "knights"
        for name in (
            "dame-anna",
            "dame-josephine",
            "dame-molly",
            "dame-natalie",
            "dame-sylvia",
            "sir-bailey",
            "sir-destry",
            "sir-martin",
            "sir-michael",
            "sir-vander",
        )
    },
    **{
        name: "ruins"
        for name in ("abandoned-mine", "ruined-library", "ruined-market", "ruined-village", "survivors")
    },
    **{name: "castles" for name in CASTLES},
}
"""Cards domdiv lists only as their mixed pile ("Knights", "Ruins", "Castles"; one divider each) -> that
pile."""

BOX_COUNT_DIFFERS = {
    "copper": "60 in the box: 7 per player are in the starting decks (46, 39, 32 in the supply)",
    "estate": "24 in the box: 3 per player are in the starting decks, 8 or 12 in the supply",
    "ruins": "50 in the box: 10 per player after the first are used",
}
"""Cards whose supply pile is not domdiv's count in the box, and why."""


def _load(*parts: str):
    path = importlib.resources.files("domdiv").joinpath("card_db", *parts)
    with path.open("rb") as raw, gzip.open(raw) as data:
        return json.load(data)


@pytest.fixture(scope="module")
def domdiv() -> dict[str, dict]:
    """domdiv's cards of our sets, by printed name, each with `sets`: the (set, edition) pairs holding it."""
    found: dict[str, dict] = {}
    for row in _load("cards_db.json.gz"):
        tags = set(row["cardset_tags"])
        pairs = {DOMDIV_SETS[tag] for tag in tags if tag in DOMDIV_SETS}
        if COMBINED_BOX in tags:
            first = {DOMDIV_SETS[t][0] for t in tags if t in DOMDIV_SETS} | {
                UPGRADES[t] for t in tags if t in UPGRADES
            }
            assert len(first) == 1, row
            pairs.add((first.pop(), 2))
        if "base" in tags and not pairs:  # Potion, Platinum, Colony: in "base" and their set's boxes
            continue
        if row["card_tag"] in NOT_CARDS or {"Event", "Landmark"} & set(row["types"]):
            continue
        if ("promo", 1) in pairs and row["card_tag"] not in PROMOS:
            continue
        if pairs:
            assert row["card_tag"] not in found, row
            found[row["card_tag"]] = {**row, "sets": pairs, "basic": "base" in tags}
    return found


def test_every_card_of_domdiv_is_in_the_catalogue(domdiv):
    titles = {facts.title for facts in CATALOGUE.values()}
    assert sorted(set(domdiv) - titles) == []


def test_every_row_is_a_card_of_domdiv_or_of_a_mixed_pile_domdiv_lists(domdiv):
    for facts in CATALOGUE.values():
        if facts.name in NOT_IN_DOMDIV:
            pile = CATALOGUE[NOT_IN_DOMDIV[facts.name]]
            assert facts.part_of == pile.name and pile.title in domdiv, facts
            assert facts.set == pile.set and facts.editions == pile.editions, facts
            continue
        assert facts.title in domdiv, f"{facts.title} is not a card of domdiv's sets"


@pytest.mark.parametrize("name", [n for n in CATALOGUE if n not in NOT_IN_DOMDIV])
def test_set_editions_cost_and_types_are_domdivs(domdiv, name):
    facts = CATALOGUE[name]
    row = domdiv[facts.title]
    pairs = {(facts.set, edition) for edition in facts.editions}
    if row["basic"]:
        # A basic card (Copper, Potion, Platinum...) is in every box of a set that can be played alone
        # (Intrigue's first edition too): its set is the first of them.
        assert pairs <= row["sets"] and facts.set == min((s for s, _ in row["sets"]), key=SETS.index)
    else:
        assert pairs == row["sets"]
    cost = row.get("cost", "")
    assert facts.cost == int(cost.rstrip("*+") or 0)
    assert facts.debt == int(row.get("debtcost") or 0)
    assert facts.overpay == cost.endswith("+")
    assert facts.potion == ("potcost" in row)
    # domdiv lists Prince by its 2014 printing (an action); ours are its 2022 errata's, and the printing's
    # types are `first_types`.
    assert (facts.first_types or facts.types) == {kind.lower() for kind in row["types"]}
    assert facts.kingdom == row.get("randomizer", True)


@pytest.mark.parametrize("name", [n for n in CATALOGUE if n not in NOT_IN_DOMDIV])
def test_pile_is_domdivs_count_in_the_box(domdiv, name):
    facts = CATALOGUE[name]
    row = domdiv[facts.title]
    count = row.get("count")
    if count is None or name in BOX_COUNT_DIFFERS:
        return
    if facts.set == "empires" and "group_tag" in row:
        # domdiv counts each half of a split pile; our top card's pile is both halves, 5 on 5.
        assert (name in SPLIT_PILES) == bool(row.get("group_top")), name
        top = name if name in SPLIT_PILES else facts.part_of
        assert CATALOGUE[top].pile == (2 * int(count),) * 3 and SPLIT_PILES[top] in CATALOGUE, name
        return
    assert facts.pile[2] == int(count), f"4 players use every {facts.title} of the box"


def test_piles_follow_the_rules_of_set_up():
    for facts in CATALOGUE.values():
        assert len(facts.pile) == 3 and min(facts.pile) >= 0, facts
        if facts.part_of or "prize" in facts.types or "reward" in facts.types or "shelter" in facts.types:
            assert facts.pile == (0, 0, 0), facts  # no pile of its own
        elif facts.kingdom and "victory" in facts.types:
            assert facts.pile == (8, 12, 12), facts  # as many as the basic victory piles
        elif facts.kingdom and facts.name not in ("rats", "port", *SPLIT_PILES):
            assert facts.pile == (10, 10, 10), facts
        elif facts.name in TRAVELLER_UPGRADES:
            assert facts.pile == (5, 5, 5), facts  # 5 of each upgrade in the box
    assert CATALOGUE["copper"].pile == tuple(60 - 7 * players for players in (2, 3, 4))
    assert CATALOGUE["curse"].pile == tuple(10 * (players - 1) for players in (2, 3, 4))
    assert CATALOGUE["ruins"].pile == tuple(10 * (players - 1) for players in (2, 3, 4))
    assert sum(1 for f in CATALOGUE.values() if f.part_of == "knights") == CATALOGUE["knights"].pile[0]
    assert sum(1 for f in CATALOGUE.values() if f.part_of == "ruins") == 5
    castles = [f for f in CATALOGUE.values() if f.part_of == "castles"]
    assert [f.name for f in sorted(castles, key=lambda f: f.cost)] == list(CASTLES)
    assert [f.cost for f in sorted(castles, key=lambda f: f.cost)] == list(range(3, 11))
    assert all("castle" in f.types and not f.kingdom and f.supply for f in castles)
    for top, bottom in SPLIT_PILES.items():
        assert CATALOGUE[top].pile == (10, 10, 10) and CATALOGUE[top].kingdom, top
        assert CATALOGUE[bottom].part_of == top and not CATALOGUE[bottom].kingdom, bottom
        assert CATALOGUE[bottom].supply and CATALOGUE[bottom].set == CATALOGUE[top].set, bottom


def test_debt_costs_are_empires():
    debts = {name: (f.cost, f.debt) for name, f in CATALOGUE.items() if f.debt}
    assert debts == {
        "engineer": (0, 4),
        "city-quarter": (0, 8),
        "overlord": (0, 8),
        "royal-blacksmith": (0, 8),
        "fortune": (8, 8),
    }


TRAVELLER_UPGRADES = "treasure-hunter warrior hero champion soldier fugitive disciple teacher".split()
"""Adventures' Traveller upgrades, Page's line then Peasant's: non-supply piles reached by exchange."""


def test_non_supply_cards():
    outside = {name for name, facts in CATALOGUE.items() if not facts.supply}
    prizes = {name for name, facts in CATALOGUE.items() if {"prize", "reward", "shelter"} & facts.types}
    assert outside == prizes | {"madman", "mercenary", "spoils"} | set(TRAVELLER_UPGRADES)
    assert not any(CATALOGUE[name].kingdom for name in outside)


def test_the_randomizer_documents_206_kingdom_cards_are_the_first_editions_and_the_promos():
    # The randomizer document counts the sets up to Guilds and the promos of those years.
    assert len([f for f in kingdom_cards(edition=1) if f.set not in LATER_SETS]) == 206
    assert [f.title for f in kingdom_cards("promo")] == [
        "Black Market",
        "Envoy",
        "Walled Village",
        "Governor",
        "Stash",
        "Prince",
    ]


CARD_SETS = tuple(dict.fromkeys(facts.set for facts in CATALOGUE.values()))
"""The sets with cards in the catalogue (every set)."""


@pytest.mark.parametrize("set_name", CARD_SETS)
def test_kingdom_cards_of_each_edition(set_name):
    for edition in SET_EDITIONS[set_name]:
        cards = kingdom_cards(set_name, edition)
        assert cards and all(f.set == set_name and edition in f.editions and f.kingdom for f in cards)
    with pytest.raises(ValueError, match=f"{set_name} has no edition 3"):
        kingdom_cards(set_name, 3)


def test_edition_sizes():
    sizes = {(s, e): len(kingdom_cards(s, e)) for s in SETS for e in SET_EDITIONS[s]}
    assert sizes == {
        ("base", 1): 25,
        ("base", 2): 26,
        ("intrigue", 1): 25,
        ("intrigue", 2): 26,
        ("seaside", 1): 26,
        ("seaside", 2): 27,
        ("alchemy", 1): 12,
        ("prosperity", 1): 25,
        ("prosperity", 2): 25,
        ("cornucopia", 1): 13,
        ("cornucopia", 2): 13,
        ("hinterlands", 1): 26,
        ("hinterlands", 2): 26,
        ("dark-ages", 1): 35,
        ("guilds", 1): 13,
        ("guilds", 2): 13,
        ("promo", 1): 6,
        ("adventures", 1): 30,
        ("empires", 1): 24,
    }


def test_wire_names():
    for name, facts in CATALOGUE.items():
        assert re.fullmatch(r"[a-z]+(-[a-z]+)*", name), name
        assert facts.name == name == catalogue.wire_name(facts.title)
    assert CATALOGUE["kings-court"].title == "King's Court"
    assert CATALOGUE["philosophers-stone"].title == "Philosopher's Stone"


BASE_GAME = (
    "copper silver gold estate duchy province curse mine cellar market remodel smithy village woodcutter "
    "workshop militia moat adventurer artisan bandit bureaucrat chancellor chapel council-room feast "
    "festival gardens harbinger laboratory library merchant moneylender poacher sentry spy thief "
    "throne-room vassal witch"
).split()
"""The wire names of protocol v1-v4 in the canonical order, as they were before the catalogue."""


def test_the_base_games_wire_names_are_the_protocols():
    # Every card of the catalogue has its rules (tests/rules/test_docs_cards.py).
    assert [str(c) for c in messages.BASE_GAME] == BASE_GAME
    assert set(BASE_GAME) == {n for n, f in CATALOGUE.items() if f.set == "base"}


def test_order_is_set_then_cost_then_name():
    keys = [(SETS.index(f.set), f.cost, f.potion, f.name) for f in CATALOGUE.values()]
    assert keys == sorted(keys)


def test_types_and_sets_are_known():
    for facts in CATALOGUE.values():
        assert facts.types and facts.types <= TYPES, facts
        assert facts.set in SETS and facts.editions <= set(SET_EDITIONS[facts.set]), facts
        assert not facts.part_of or facts.part_of in CATALOGUE


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9+]+", text.lower())


def test_texts_are_one_line_of_our_own_words():
    """One line each, never domdiv's text: a card's rules are terse, so a short line may coincide with the
    printed one ("+3 cards."), but no text of more than 8 words is the printed text again."""
    theirs = _load("en_us", "cards_en_us.json.gz")
    for facts in CATALOGUE.values():
        assert facts.text and "\n" not in facts.text and facts.text.endswith((".", ")")), facts.name
        assert len(facts.text) <= 260, facts.name
        mine = _words(facts.text)
        printed = _words(theirs.get(facts.title, {}).get("description", ""))
        assert len(mine) <= 8 or mine != printed, facts.name


def test_lookup_by_title_or_wire_name():
    assert card("King's Court") is CATALOGUE["kings-court"]
    assert card("kings_court") is card("KINGS COURT") is card("kings-court")
    assert card_name("Throne Room") == "throne-room"


def test_unknown_card_suggests_the_closest():
    with pytest.raises(UnknownCard) as caught:
        card("kings-cort")
    assert isinstance(caught.value, KeyError)
    assert str(caught.value) == "unknown card 'kings-cort': did you mean kings-court?"
    with pytest.raises(UnknownCard, match="^unknown card 'zzz'$"):
        card("zzz")


def test_the_catalogue_is_a_leaf():
    """It imports the standard library only: protocol/ and every tool may read it."""
    tree = ast.parse(Path(catalogue.__file__).read_text())
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            imported.add((node.module or "").split(".")[0])
    assert imported <= set(sys.stdlib_module_names) | {"__future__"}, imported


def test_rows_are_grouped_by_box():
    by_set = defaultdict(list)
    for facts in CATALOGUE.values():
        by_set[facts.set].append(facts.name)
    assert list(by_set) == list(CARD_SETS) == [s for s in SETS if s in by_set]


# ---- landscapes: events and landmarks (docs/landscapes.md) ---------------------------------------------

LANDSCAPE_SETS = {"adventures": "adventures", "empires": "empires"}
"""domdiv's set -> our set, for the sets whose events and landmarks the catalogue lists."""


@pytest.fixture(scope="module")
def domdiv_landscapes() -> dict[str, dict]:
    """domdiv's events and landmarks of `LANDSCAPE_SETS`, by printed name, each with `set` (ours)."""
    found: dict[str, dict] = {}
    for row in _load("cards_db.json.gz"):
        kinds = {kind.lower() for kind in row["types"]} & set(LANDSCAPE_KINDS)
        sets = {LANDSCAPE_SETS[tag] for tag in row["cardset_tags"] if tag in LANDSCAPE_SETS}
        if kinds and sets:
            assert len(kinds) == len(sets) == 1 and row["card_tag"] not in found, row
            found[row["card_tag"]] = {**row, "set": sets.pop(), "kind": kinds.pop()}
    return found


def test_every_landscape_of_domdiv_is_ours_and_every_one_of_ours_is_domdivs(domdiv_landscapes):
    assert sorted(f.title for f in LANDSCAPES.values()) == sorted(domdiv_landscapes)
    assert len([f for f in LANDSCAPES.values() if f.set == "empires"]) == 13 + 21
    assert len([f for f in LANDSCAPES.values() if f.set == "adventures"]) == 20


@pytest.mark.parametrize("name", list(LANDSCAPES))
def test_landscape_set_kind_cost_and_debt_are_domdivs(domdiv_landscapes, name):
    facts = LANDSCAPES[name]
    row = domdiv_landscapes[facts.title]
    assert (facts.set, facts.kind) == (row["set"], row["kind"])
    assert facts.editions == {1} == set(SET_EDITIONS[facts.set])
    assert facts.cost == int(row.get("cost") or 0)
    assert facts.debt == int(row.get("debtcost") or 0)
    assert row.get("randomizer", True) is False  # no landscape is a kingdom card


def test_landscape_names_are_wire_names_no_card_has():
    for name, facts in LANDSCAPES.items():
        assert re.fullmatch(r"[a-z]+(-[a-z]+)*", name) and name == catalogue.wire_name(facts.title), name
        assert name not in CATALOGUE, name
        assert facts.kind in LANDSCAPE_KINDS and facts.set in SETS
    keys = [
        (SETS.index(f.set), LANDSCAPE_KINDS.index(f.kind), f.cost, f.debt, f.name)
        for f in LANDSCAPES.values()
    ]
    assert keys == sorted(keys)


def test_landscape_texts_are_one_line_of_our_own_words():
    theirs = _load("en_us", "cards_en_us.json.gz")
    for facts in LANDSCAPES.values():
        assert facts.text and "\n" not in facts.text and facts.text.endswith((".", ")")), facts.name
        assert len(facts.text) <= 260, facts.name
        mine = _words(facts.text)
        assert len(mine) <= 8 or mine != _words(theirs[facts.title]["description"]), facts.name


def test_landscape_lookup_by_title_or_wire_name():
    assert landscape("Salt the Earth") is landscape("salt_the_earth") is LANDSCAPES["salt-the-earth"]
    assert (landscape("Wedding").cost, landscape("Wedding").debt) == (4, 3)
    with pytest.raises(UnknownLandscape) as caught:
        landscape("tomm")
    assert isinstance(caught.value, KeyError)
    assert str(caught.value) == "unknown event or landmark 'tomm': did you mean tomb?"
