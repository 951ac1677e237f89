"""Bishop: +1 coin, +1 VP token; trash a card from your hand for VP tokens equal to half its cost (rounded
down); every other player may trash a card from their hand.

Official FAQ, in our words:
- The +1 coin and +1 VP token come first, whatever happens next.
- Trashing is compulsory for you when you hold a card, optional for the others.
- Half the cost is rounded down: a Copper gives 0, an Estate 1, a Gold 3, a Province 4, a Colony 5.
- With an empty hand you still get the coin and the token.
- The others choose in turn order and get no VP tokens for what they trash.
"""


def test_bishop_trashes_for_half_the_cost(table):
    t = table("bishop", players=3)
    t.give("ann", hand=["bishop", "gold", "copper"])
    t.give("bob", hand=["estate", "copper"])
    t.give("cat", hand=["curse"])
    decision = t.play("bishop")
    assert t.game.coins == 1 and t.ann.vp_tokens == 1
    assert (decision.player, decision.kind, decision.min, decision.max) == ("ann", "trash", 1, 1)
    decision = t.answer("gold")
    assert t.ann.vp_tokens == 1 + 3
    assert (decision.player, decision.kind, decision.min, decision.max) == ("bob", "trash", 0, 1)
    decision = t.answer("estate")
    assert decision.player == "cat"
    assert t.answer() is None
    assert t.game.trash == ["gold", "estate"] and t.bob.hand == ["copper"] and t.cat.hand == ["curse"]
    assert t.bob.vp_tokens == 0


def test_rounding_down(table):
    for card, tokens in (("copper", 0), ("estate", 1), ("silver", 1), ("duchy", 2), ("province", 4)):
        t = table("bishop")
        t.give("ann", hand=["bishop", card])
        t.play("bishop")
        t.answer(card)
        assert t.ann.vp_tokens == 1 + tokens, card


def test_empty_hand_still_gives_coin_and_token(table):
    t = table("bishop")
    t.give("ann", hand=["bishop"])
    t.give("bob", hand=[])
    assert t.play("bishop") is None  # nothing to trash, nobody holding a card: nothing asked
    assert t.game.coins == 1 and t.ann.vp_tokens == 1


def test_vp_tokens_count_in_the_score(table):
    t = table("bishop")
    t.give("ann", hand=["bishop", "estate"], deck=[], discards=[])
    t.play("bishop")
    t.answer("estate")
    t.answer()
    assert t.ann.score() == 2


def test_throne_room_bishop_twice(table):
    # Each play gives its coin and token and trashes again; the others are asked each time.
    t = table("bishop", "throne-room")
    t.give("ann", hand=["throne-room", "bishop", "gold", "estate"])
    t.give("bob", hand=["copper"])
    t.play("throne-room")
    t.answer("bishop")
    t.answer("gold")
    t.answer()
    t.answer("estate")
    t.answer()
    assert t.game.coins == 2 and t.ann.vp_tokens == 1 + 3 + 1 + 1
    assert sorted(t.game.trash) == ["estate", "gold"]


def test_the_trashed_cards_cost_is_the_games_cost_now(table):
    # A Bridge played first makes a Gold cost 5: it gives 2 tokens, not 3.
    t = table("bishop", "bridge", "village")
    t.give("ann", hand=["village", "bridge", "bishop", "gold"], deck=["copper"])
    t.play("village")
    t.play("bridge")
    t.play("bishop")
    t.answer("gold")
    assert t.ann.vp_tokens == 1 + 2
