"""The order of a gainer's own triggers (docs/rules-core.md, "The order of simultaneous triggers") lists only
the reactions in its hand that can do something for this gain (`CardSpec.react_gain_when`): a Trader is not
offered for a Silver, nor when no Silver is left to exchange, nor for a card gained from the trash; a
Watchtower not for a gain of another player; a Fool's Gold never for its own player's gain; a Hovel only for
a victory card. With one trigger left nothing is asked; with two or more the order lists those only."""

from __future__ import annotations

import pytest


def _buy(t, card: str, hand: list[str]):
    """ann holds `hand` and a Gold, plays the Gold and buys `card`: the first decision the buy asks."""
    t.give("ann", hand=[*hand, "gold", "gold", "gold"], deck=["copper"] * 10)
    for _ in range(3):
        t.add("gold")
    t.buy(card)
    return t.game.pending


@pytest.mark.parametrize(
    ("kingdom", "silvers", "bought", "hand"),
    [
        pytest.param(("trader", "watchtower"), None, "silver", ["trader", "watchtower"], id="trader-silver"),
        pytest.param(("trader", "watchtower"), 0, "estate", ["trader", "watchtower"], id="trader-no-silver"),
        pytest.param(
            ("fools-gold", "watchtower"), None, "province", ["fools-gold", "watchtower"], id="fools-gold"
        ),
        pytest.param(("watchtower", "trader"), None, "silver", ["hovel", "watchtower"], id="hovel-silver"),
    ],
)
def test_a_reaction_with_nothing_to_do_is_not_listed(table, kingdom, silvers, bought, hand):
    """Trader for a Silver, or with no Silver left to exchange; Fool's Gold for its own player's gain; a
    Hovel (a Shelter, given to ann's hand) for a card not a victory card: only the Watchtower is asked, its
    own decision, no order of triggers."""
    t = table(*kingdom)
    if silvers is not None:
        t.game.piles["silver"] = silvers
    decision = _buy(t, bought, hand)
    assert decision is not None and decision.card == "watchtower" and decision.kind == "choose", decision


@pytest.mark.parametrize(
    ("kingdom", "hand"),
    [
        (("trader", "watchtower"), ["trader", "watchtower"]),
        (("watchtower", "trader"), ["hovel", "watchtower"]),
    ],
)
def test_two_reactions_that_can_act_on_an_estate_are_both_listed(table, kingdom, hand):
    """Trader and Watchtower, or a Hovel and Watchtower, for a gained Estate: an ordered choice of both."""
    t = table(*kingdom)
    decision = _buy(t, "estate", hand)
    assert decision.source == "cards" and decision.ordered and sorted(decision.options) == sorted(hand)


def test_every_reaction_to_gains_of_the_sets_says_when_it_has_something_to_do():
    from referee.rules.spec import SPECS

    reactions = sorted(card for card, spec in SPECS.items() if spec.react_gain is not None)
    assert reactions and all(SPECS[card].react_gain_when is not None for card in reactions), [
        card for card in reactions if SPECS[card].react_gain_when is None
    ]
