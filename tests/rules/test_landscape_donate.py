"""Donate (Empires event, 8 debt; its 2022 text): at the start of your next turn, first, put your deck and
discard pile into your hand, trash any number of cards from it, then shuffle the rest into your deck and
draw 5 cards."""


def _buy_donate(t):
    t.give("ann", hand=["copper"], deck=["silver", "estate"], discards=["curse", "estate", "gold"])
    t.buy_event("donate")
    assert t.ann.debt == 8


def test_donate_happens_as_the_buyers_next_turn_starts(table):
    t = table("village", landscapes=("donate",))
    _buy_donate(t)
    t.clean()  # ann's clean-up draws her 2 deck cards and shuffles the discards: nothing happens yet
    assert t.game.current == 1 and t.game.pending is None
    t.give("bob", hand=["copper"] * 5, deck=["copper"] * 5, discards=[])
    t.clean()
    decision = t.game.pending
    assert (decision.player, decision.kind, decision.min) == ("ann", "trash", 0)
    # Her whole deck, discard pile and hand (six cards) are in her hand.
    assert sorted(t.ann.hand) == sorted(["copper", "silver", "estate", "curse", "estate", "gold"])
    assert (t.ann.deck, t.ann.discards) == ([], [])
    t.answer("curse", "estate", "estate")
    assert sorted(t.game.trash) == ["curse", "estate", "estate"]
    # The rest shuffled into the deck, 5 drawn (only 3 left: all of them).
    assert sorted(t.ann.hand) == ["copper", "gold", "silver"] and t.ann.deck == []


def test_donate_draws_5_whatever_the_hand_held(table):
    t = table("village", landscapes=("donate",))
    t.give("ann", hand=["copper"], deck=[], discards=["copper"] * 9)
    t.buy_event("donate")
    t.next_turn_of_ann()
    t.answer()
    assert (len(t.ann.hand), len(t.ann.deck)) == (5, 5)


def test_donate_comes_before_the_other_start_of_turn_effects(table):
    t = table("caravan", landscapes=("donate",))
    t.give("ann", hand=["caravan"], deck=["copper"] * 6, discards=["estate"])
    t.play("caravan")
    t.buy_event("donate")
    t.next_turn_of_ann()
    # Donate first: Caravan's card is drawn after the hand was reshuffled and 5 drawn.
    assert t.game.pending.card == "donate"
    t.answer("estate")
    assert (len(t.ann.hand), t.game.trash) == (6, ["estate"])


def test_trash_triggers_happen_before_the_shuffle(table):
    t = table("feodum", landscapes=("donate",))
    t.give("ann", hand=["feodum"], deck=["copper"] * 5, discards=[])
    t.buy_event("donate")
    t.next_turn_of_ann()
    t.answer("feodum")
    # The 3 Silvers Feodum gains go to the discard pile, which is not shuffled in.
    assert t.ann.discards == ["silver"] * 3 and "silver" not in t.ann.hand + t.ann.deck


def test_the_game_ending_first_leaves_nothing_to_do(table):
    t = table("village", landscapes=("donate",))
    t.give("ann", hand=["copper"], deck=["copper"] * 5, discards=[])
    t.buy_event("donate")
    t.game.piles["province"] = 0
    t.clean()
    assert t.game.over and t.game.pending is None


def test_two_donates_bought_happen_twice(table):
    t = table("village", landscapes=("donate",))
    t.give("ann", hand=["copper"], deck=["copper"] * 5, discards=[])
    t.game.buys = 2
    t.buy_event("donate")
    t.game.coins = 8  # pays off the first Donate's debt before the second is bought
    t.buy_event("donate")
    assert t.ann.debt == 8
    t.next_turn_of_ann()
    t.answer("copper")
    assert t.game.pending.card == "donate"
    t.answer("copper")
    assert t.game.trash == ["copper", "copper"] and len(t.ann.hand) == 4  # of her 6 Coppers
