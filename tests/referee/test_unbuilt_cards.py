"""A set whose catalogue rows come before its rules (Adventures, issue 44; docs/cards.md): `referee cards`
lists its cards, but no kingdom draws them and no game accepts them, each refusal naming the set."""

from __future__ import annotations

import pytest

from protocol.catalogue import CATALOGUE, LANDSCAPES
from referee.kingdom import KINGDOM_CARDS, SETS, KingdomError, card_name, set_name
from referee.rules.kingdoms import check_kingdom, unbuilt_refusal
from referee.rules.spec import SPECS
from tests.cli import run_referee

UNBUILT = sorted(name for name, row in CATALOGUE.items() if row.set == "adventures" and name not in SPECS)

OTHERS = "cellar,market,remodel,smithy,village,woodcutter,workshop,militia,moat"


@pytest.mark.skipif(not UNBUILT, reason="every card of Adventures has its rules")
def test_no_kingdom_draws_a_card_without_rules() -> None:
    assert not set(UNBUILT) & set(KINGDOM_CARDS)
    assert set(KINGDOM_CARDS) <= set(SPECS)
    with pytest.raises(
        KingdomError, match=f"'{UNBUILT[0]}' is a card of Adventures whose rules are not built"
    ):
        card_name(UNBUILT[0])


@pytest.mark.skipif(not UNBUILT, reason="every card of Adventures has its rules")
def test_a_game_refuses_a_card_without_rules_naming_its_set() -> None:
    card = UNBUILT[0]
    with pytest.raises(ValueError, match=f"^'{card}' is a card of Adventures whose rules are not built yet"):
        check_kingdom([card, *OTHERS.split(",")])
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
