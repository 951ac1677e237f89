"""The order of a gainer's own triggers (docs/rules-core.md, "The order of simultaneous triggers") lists only
the reactions in its hand that can do something for this gain (`CardSpec.react_gain_when`): a Trader is not
offered for a Silver, nor when no Silver is left to exchange, nor for a card gained from the trash; a
Watchtower not for a gain of another player; a Fool's Gold never for its own player's gain; a Hovel only for
a victory card. With one trigger left nothing is asked; with two or more the order lists those only."""

from __future__ import annotations


def _buy(t, card: str, hand: list[str]):
    """ann holds `hand` and a Gold, plays the Gold and buys `card`: the first decision the buy asks."""
    t.give("ann", hand=[*hand, "gold", "gold", "gold"], deck=["copper"] * 10)
    for _ in range(3):
        t.add("gold")
    t.buy(card)
    return t.game.pending


def test_trader_is_not_listed_for_a_silver(table):
    t = table("trader", "watchtower")
    decision = _buy(t, "silver", ["trader", "watchtower"])
    assert decision is not None and decision.card == "watchtower" and decision.kind == "choose", decision


def test_trader_is_not_listed_when_no_silver_is_left(table):
    t = table("trader", "watchtower")
    t.game.piles["silver"] = 0
    decision = _buy(t, "estate", ["trader", "watchtower"])
    assert decision is not None and decision.card == "watchtower" and decision.kind == "choose", decision


def test_trader_and_watchtower_for_an_estate_are_both_listed(table):
    t = table("trader", "watchtower")
    decision = _buy(t, "estate", ["trader", "watchtower"])
    assert (
        decision.source == "cards"
        and decision.ordered
        and sorted(decision.options) == ["trader", "watchtower"]
    )


def test_fools_gold_is_never_listed_for_its_own_players_gain(table):
    t = table("fools-gold", "watchtower")
    decision = _buy(t, "province", ["fools-gold", "watchtower"])
    assert decision is not None and decision.card == "watchtower" and decision.kind == "choose", decision


def test_hovel_is_listed_for_a_victory_card_only(table):
    """A Hovel (a Shelter, given to ann's hand) beside a Watchtower."""
    t = table("watchtower", "trader")
    decision = _buy(t, "silver", ["hovel", "watchtower"])
    assert decision is not None and decision.card == "watchtower" and decision.kind == "choose", decision
    t = table("watchtower", "trader")
    decision = _buy(t, "estate", ["hovel", "watchtower"])
    assert decision.source == "cards" and sorted(decision.options) == ["hovel", "watchtower"]


def test_every_reaction_to_gains_of_the_sets_says_when_it_has_something_to_do():
    from referee.rules.cards import SPECS

    reactions = sorted(card for card, spec in SPECS.items() if spec.react_gain is not None)
    assert reactions and all(SPECS[card].react_gain_when is not None for card in reactions), [
        card for card in reactions if SPECS[card].react_gain_when is None
    ]
