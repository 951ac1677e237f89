"""Minion: +1 action; choose one: +2 coins, or discard your hand and draw 4 while every other player holding
at least 5 cards discards their hand and draws 4."""

COINS = "+coins"
NEW_HANDS = "discard"


def test_two_coins(table):
    t = table("minion")
    t.give("ann", hand=["minion", "copper"])
    t.give("bob", hand=["copper"] * 5)
    decision = t.play("minion")
    assert (decision.player, decision.kind, decision.options, decision.min, decision.max) == (
        "ann",
        "choose",
        (COINS, NEW_HANDS),
        1,
        1,
    )
    assert t.answer(COINS) is None
    assert (t.game.actions, t.game.coins) == (1, 2)
    assert t.ann.hand == ["copper"] and len(t.bob.hand) == 5


def test_new_hands_for_you_and_players_with_five_cards(table):
    # Ruling: only other players holding 5 or more cards are affected.
    t = table("minion", players=3)
    t.give("ann", hand=["minion", "estate", "estate"], deck=["gold"] * 4)
    t.give("bob", hand=["copper"] * 5, deck=["silver"] * 4)
    t.give("cat", hand=["copper"] * 4, deck=["silver"] * 4)
    t.play("minion")
    assert t.answer(NEW_HANDS) is None
    assert t.ann.hand == ["gold"] * 4 and t.ann.discards == ["estate", "estate"]
    assert t.bob.hand == ["silver"] * 4 and t.bob.discards == ["copper"] * 5
    assert t.cat.hand == ["copper"] * 4
    assert (t.game.actions, t.game.coins) == (1, 0)


def test_an_empty_hand_still_draws_four(table):
    t = table("minion")
    t.give("ann", hand=["minion"], deck=["gold"] * 4)
    t.play("minion")
    t.answer(NEW_HANDS)
    assert t.ann.hand == ["gold"] * 4


def test_moat_is_revealed_before_the_choice_and_spares_its_holder(table):
    # Rulings: players reveal reactions before the Minion's player chooses; a player who reveals Moat
    # neither discards nor draws.
    t = table("minion", "moat")
    t.give("ann", hand=["minion"], deck=["gold"] * 4)
    t.give("bob", hand=["moat", "copper", "copper", "copper", "copper"], deck=["silver"] * 4)
    decision = t.play("minion")
    assert (decision.player, decision.kind) == ("bob", "reveal")
    decision = t.answer("moat")
    assert (decision.player, decision.kind) == ("ann", "choose")
    t.answer(NEW_HANDS)
    assert t.bob.hand == ["moat", "copper", "copper", "copper", "copper"]


def test_a_moat_may_be_revealed_even_when_coins_are_chosen(table):
    t = table("minion", "moat")
    t.give("ann", hand=["minion"])
    t.give("bob", hand=["moat", "copper"])
    decision = t.play("minion")
    assert decision.player == "bob"
    t.answer()
    t.answer(COINS)
    assert t.game.coins == 2


def test_throne_room_minion(table):
    t = table("minion", "throne-room")
    t.give("ann", hand=["throne-room", "minion", "estate"], deck=["gold"] * 8)
    t.give("bob", hand=["copper"] * 5, deck=["silver"] * 8)
    t.play("throne-room")
    t.answer("minion")
    t.answer(COINS)
    t.answer(NEW_HANDS)
    assert t.game.coins == 2 and t.game.actions == 2
    assert t.ann.hand == ["gold"] * 4 and t.bob.hand == ["silver"] * 4
