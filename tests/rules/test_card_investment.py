"""Investment (second edition): trash a card from your hand; then either +1 coin, or trash this Investment and
reveal your hand for +1 VP token per differently named treasure in it.

Official FAQ, in our words:
- Trashing a card from your hand is compulsory when you hold one.
- The tokens count distinct treasure names in your hand after that trash (two Silvers count once); cards in
  play do not count.
- Choosing the tokens trashes the Investment from play; played twice (Tiara), a second choice of the tokens
  cannot trash it again and gives none ("trash this to ..."), while +1 coin works each time.
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


def test_played_twice_the_second_play_cannot_trash_it_and_gives_no_token(table):
    # Tiara plays it twice: the first play trashes it for tokens; the second, choosing the same, cannot
    # trash it again ("trash this to ...") and gives nothing.
    t = table("investment", "tiara")
    t.give("ann", hand=["tiara", "investment", "estate", "copper", "silver", "gold"])
    t.add("tiara")
    t.answer("investment")
    t.answer("estate")
    t.answer("trash-for-vp")
    assert t.ann.vp_tokens == 3 and "investment" in t.game.trash  # copper, silver, gold
    t.answer("copper")
    assert t.answer("trash-for-vp") is None
    assert t.ann.vp_tokens == 3 and t.game.trash.count("investment") == 1


def test_played_twice_for_coins(table):
    t = table("investment", "tiara")
    t.give("ann", hand=["tiara", "investment", "estate", "copper"])
    t.add("tiara")
    t.answer("investment")
    t.answer("estate")
    t.answer("+coin")
    t.answer("copper")
    t.answer("+coin")
    assert t.game.coins == 2 and t.ann.plays == ["tiara", "investment"]


def test_played_twice_beside_another_investment_the_second_play_trashes_neither(table):
    """Ruling: an Investment trashed for tokens by its first play (of two, Tiara) cannot be trashed by its
    second; that second play gives no token and leaves another Investment already in play where it is."""
    t = table("investment", "tiara")
    t.give("ann", hand=["tiara", "investment", "estate", "copper", "silver"], plays=["investment"])
    t.add("tiara")
    t.answer("investment")
    t.answer("estate")
    t.answer("trash-for-vp")
    assert t.ann.vp_tokens == 2  # copper, silver
    t.answer("copper")
    assert t.answer("trash-for-vp") is None
    assert t.ann.vp_tokens == 2 and t.game.trash.count("investment") == 1
    assert t.ann.plays == ["investment", "tiara"]
