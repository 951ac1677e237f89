"""A set whose catalogue rows come before its rules (Adventures, issue 44; docs/cards.md): `referee cards`
lists its cards, but no kingdom draws them and no game accepts them, each refusal naming the set."""

from __future__ import annotations

import pytest

from protocol.catalogue import CATALOGUE, LANDSCAPES
from referee.kingdom import SETS, KingdomError, set_name
from referee.rules.kingdoms import check_kingdom, unbuilt_refusal
from referee.rules.spec import SPECS
from tests.cli import run_referee

UNBUILT = sorted(
    name for name, row in CATALOGUE.items() if row.set in ("adventures", "empires") and name not in SPECS
)

OTHERS = "cellar,market,remodel,smithy,village,woodcutter,workshop,militia,moat"


def test_every_card_of_adventures_and_empires_has_its_rules() -> None:
    assert UNBUILT == []
    assert {name for name, row in CATALOGUE.items() if row.set in ("adventures", "empires")} <= set(SPECS)


def test_a_game_refuses_a_card_without_rules_naming_its_set(monkeypatch) -> None:
    # A set whose rows come before its rules (the next one after Empires): a card of the catalogue without
    # its spec is refused by name and set. Ratcatcher stands in for such a card, its spec taken away.
    monkeypatch.delitem(SPECS, "ratcatcher")
    with pytest.raises(
        ValueError, match="^'ratcatcher' is a card of Adventures whose rules are not built yet"
    ):
        check_kingdom(["ratcatcher", *OTHERS.split(",")])
    assert unbuilt_refusal("cellar") is None and unbuilt_refusal("no-such-card") is None


def test_a_set_without_built_cards_is_named_as_such() -> None:
    if "adventures" in {box for box, _ in SETS.values()}:
        assert set_name("adventures") == "adventures"
        return
    with pytest.raises(KingdomError, match="^no kingdom draws from Adventures yet"):
        set_name("adventures")


def test_referee_cards_lists_the_set() -> None:
    result = run_referee("cards", "--set", "adventures")
    assert result.returncode == 0, result.stderr
    listed = [line.split()[0] for line in result.stdout.splitlines()[1:]]
    cards = [name for name in listed if name in CATALOGUE]
    assert sorted(cards) == sorted(name for name, row in CATALOGUE.items() if row.set == "adventures")
    assert len(cards) == 38  # 30 kingdom cards and the 8 Traveller upgrades
    assert listed[len(cards) :] == [name for name, row in LANDSCAPES.items() if row.set == "adventures"]
