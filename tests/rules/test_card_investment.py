"""Investment (second edition): trash a card from your hand; then either +1 coin, or trash this Investment and
reveal your hand for +1 VP token per differently named treasure in it.

Official FAQ, in our words:
- Trashing a card from your hand is compulsory when you hold one.
- The tokens count distinct treasure names in your hand after that trash (two Silvers count once); cards in
  play do not count.
- Choosing the tokens trashes the Investment from play.
"""


def test_investment_for_a_coin(table):
    t = table("investment")
    t.give("ann", hand=["investment", "estate", "copper"])
    t.add("investment")
    decision = t.game.pending
    assert (decision.kind, decision.min, decision.max) == ("trash", 1, 1)
    decision = t.answer("estate")
    assert decision.kind == "choose" and set(decision.options) == {"+coin", "trash-for-vp"}
    assert t.answer("+coin") is None
    assert t.game.coins == 1 and t.game.trash == ["estate"] and t.ann.plays == ["investment"]


def test_investment_for_tokens(table):
    t = table("investment", "bank")
    t.give("ann", hand=["investment", "estate", "silver", "silver", "gold", "bank", "copper"])
    t.add("investment")
    t.answer("copper")
    t.answer("trash-for-vp")
    assert t.ann.vp_tokens == 3  # silver, gold, bank
    assert t.game.coins == 0 and sorted(t.game.trash) == ["copper", "investment"] and t.ann.plays == []


def test_trash_is_compulsory(table):
    t = table("investment")
    t.give("ann", hand=["investment", "gold"])
    t.add("investment")
    assert t.game.pending.min == 1
