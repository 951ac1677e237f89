"""Bonfire (Adventures event, 3 coins): trash up to 2 cards you have in play."""


def test_bonfire_trashes_cards_in_play_and_the_coins_they_gave_stay(table):
    t = table("village", landscapes=("bonfire",))
    t.give("ann", hand=["copper"] * 4, deck=["copper"] * 5, discards=[])
    for _ in range(4):
        t.add("copper")
    decision = t.buy_event("bonfire")
    assert (decision.source, decision.max) == ("play", 2)
    t.answer("copper", "copper")
    assert (t.ann.plays, t.game.trash, t.game.coins) == (["copper", "copper"], ["copper", "copper"], 1)


def test_bonfire_may_trash_nothing_and_never_the_hand(table):
    t = table("village", landscapes=("bonfire",))
    t.give("ann", hand=["gold", "estate"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    decision = t.buy_event("bonfire")
    assert decision.options == ("gold",)
    t.answer()
    assert (t.ann.plays, t.game.trash) == (["gold"], [])
