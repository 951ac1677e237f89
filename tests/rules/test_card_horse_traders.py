"""Horse Traders (Cornucopia, first edition only): +1 buy, +3 coins, then 2 cards of the hand are discarded.
As a reaction to another player's attack it may leave the hand to wait aside; when its owner's following turn
begins, that player takes it back and draws one card.

Rulings (official FAQ, in our words): with fewer than 2 cards in hand, discard what there is; the reaction is
revealed before the attack does anything, and the Horse Traders set aside is no longer in the hand the attack
sees (a Militia's victim discards down to 3 among the other cards); setting it aside does not make its owner
unaffected; a Moat may be revealed too; each copy is a reaction of its own (two may be set aside against one
attack); at the start of its owner's next turn (after the durations of its own last turn) the Horse Traders
returns to the hand, then a card is drawn; if the game ends meanwhile it counts among its owner's cards; it
is never in play and never discarded in between; the others see it set aside."""

from __future__ import annotations

from referee import views
from referee.rules.game import count_cards


def test_horse_traders_gives_a_buy_coins_and_discards_two(table):
    t = table("horse-traders")
    t.give("ann", hand=["horse-traders", "estate", "copper", "silver"], discards=[])
    decision = t.play("horse-traders")
    assert t.game.buys == 2 and t.game.coins == 3
    assert decision.kind == "discard" and decision.min == decision.max == 2
    t.answer("estate", "copper")
    assert t.ann.hand == ["silver"] and sorted(t.ann.discards) == ["copper", "estate"]


def test_horse_traders_with_one_card_discards_it(table):
    t = table("horse-traders")
    t.give("ann", hand=["horse-traders", "estate"], discards=[])
    decision = t.play("horse-traders")
    assert decision.min == decision.max == 1
    t.answer("estate")
    assert t.ann.hand == []
    t.give("ann", hand=["horse-traders"], discards=[])
    t.game.actions = 1
    assert t.play("horse-traders") is None


def test_set_aside_against_militia_and_back_next_turn(table):
    t = table("horse-traders", "militia")
    t.give("ann", hand=["militia"], deck=["copper"] * 10)
    t.give(
        "bob", hand=["horse-traders", "copper", "copper", "estate", "silver"], deck=["gold"] + ["copper"] * 9
    )
    total = count_cards(t.game)
    events = []
    t.game.listeners.append(events.append)
    decision = t.play("militia")
    assert decision.player == "bob" and decision.kind == "reveal" and decision.options == ("horse-traders",)
    decision = t.answer("horse-traders")
    assert t.bob.mats == {"horse-traders": ["horse-traders"]} and "horse-traders" not in t.bob.hand
    assert any(e.kind == "mat" and e.cards == ("horse-traders", "horse-traders") for e in events)
    # still attacked: 4 cards left, discard 1 down to 3
    assert decision.player == "bob" and decision.kind == "discard" and decision.min == 1
    t.answer("estate")
    assert count_cards(t.game) == total
    seat = next(seat for seat in views.view(t.game).seats if seat.name == "bob")
    assert seat.mats == (("horse-traders", ("horse-traders",)),)  # every player sees it set aside
    t.clean()
    assert t.game.player.name == "bob"
    assert t.bob.hand == ["copper", "copper", "silver", "horse-traders", "gold"]  # returned, then drawn
    assert "horse-traders" not in t.bob.mats and t.bob.plays == []
    assert any(e.kind == "from-mat" for e in events)
    assert count_cards(t.game) == total


def test_setting_aside_does_not_protect_but_a_moat_does(table):
    t = table("horse-traders", "witch", "moat")
    t.give("ann", hand=["witch"], deck=["copper"] * 10)
    t.give("bob", hand=["horse-traders", "moat"], discards=[])
    decision = t.play("witch")
    assert set(decision.options) == {"horse-traders", "moat"}
    decision = t.answer("horse-traders")
    assert decision.options == ("moat",)
    assert t.answer() is None
    assert t.bob.discards == ["curse"]
    t = table("horse-traders", "witch", "moat")
    t.give("ann", hand=["witch"], deck=["copper"] * 10)
    t.give("bob", hand=["horse-traders", "moat"], discards=[])
    t.play("witch")
    t.answer("horse-traders")
    assert t.answer("moat") is None
    assert t.bob.discards == [] and t.bob.mats["horse-traders"] == ["horse-traders"]


def test_two_attacks_set_aside_two_horse_traders(table):
    t = table("horse-traders", "witch", "village")
    t.give("ann", hand=["village", "witch", "witch"], deck=["copper"] * 20)
    t.give("bob", hand=["horse-traders", "horse-traders", "copper"], deck=["silver", "gold"] + ["copper"] * 8)
    t.play("village")
    t.play("witch")
    decision = t.answer("horse-traders")
    assert decision.kind == "set-aside" and decision.options == ("horse-traders",) and decision.min == 0
    assert t.answer() is None  # the second copy stays in the hand
    t.play("witch")
    t.answer("horse-traders")
    assert t.bob.mats["horse-traders"] == ["horse-traders", "horse-traders"]
    t.clean()
    assert sorted(t.bob.hand) == ["copper", "gold", "horse-traders", "horse-traders", "silver"]
    assert "horse-traders" not in t.bob.mats


def test_two_horse_traders_against_one_attack(table):
    t = table("horse-traders", "witch")
    t.give("ann", hand=["witch"], deck=["copper"] * 20)
    t.give("bob", hand=["horse-traders", "horse-traders"], deck=["silver", "gold"] + ["copper"] * 8)
    t.play("witch")
    t.answer("horse-traders")
    assert t.answer("horse-traders") is None
    assert t.bob.hand == [] and t.bob.mats["horse-traders"] == ["horse-traders", "horse-traders"]
    assert t.bob.discards[-1] == "curse"
    t.clean()
    assert sorted(t.bob.hand) == ["gold", "horse-traders", "horse-traders", "silver"]


def test_horse_traders_comes_back_after_the_durations_of_the_last_turn(table):
    t = table("horse-traders", "caravan", "witch")
    t.give("ann", hand=["estate"], deck=["copper"] * 10)
    t.clean()
    t.give("bob", hand=["caravan"], deck=["copper"] * 10)
    t.play("caravan")  # stays in play until bob's next turn
    t.clean()
    t.give("ann", hand=["witch"], deck=["copper"] * 10)
    t.give("bob", hand=["horse-traders", "estate"], deck=["silver", "gold"] + ["copper"] * 8, discards=[])
    assert t.bob.plays == ["caravan"]
    t.play("witch")
    t.answer("horse-traders")
    t.clean()
    assert t.bob.hand == ["estate", "silver", "horse-traders", "gold"]  # Caravan's card, then its own


def test_a_horse_traders_set_aside_counts_at_the_end(table):
    t = table("horse-traders", "witch", "gardens")
    t.give("bob", hand=["horse-traders"], deck=[], discards=["gardens"] + ["copper"] * 7)
    t.give("ann", hand=["witch"])
    t.play("witch")
    t.answer("horse-traders")
    assert "horse-traders" in t.bob.cards() and t.game.scores()["bob"] == 1 - 1  # 10 cards with it: Gardens 1
