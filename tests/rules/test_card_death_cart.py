"""Death Cart (Dark Ages; a looter), by its current text: you may trash this or an action card from your
hand, for +5 coins. When you gain it, gain 2 Ruins.

Rulings (official FAQ, 2020, in our words): trashing an action from the hand keeps the Death Cart; the
Death Cart may trash itself instead, and either trash gives the 5 coins; neither is compulsory: trashing
nothing gives nothing, even with no action in hand; a Death Cart that already left play (a Throne Room's
second play after it trashed itself) can only trash an action from the hand; every Death Cart gained,
bought or not, brings 2 Ruins from the top of the Ruins pile (fewer when it runs out); a game with it has
the Ruins pile."""

from __future__ import annotations

from referee import views


def test_trashing_an_action_from_the_hand_keeps_it(table):
    t = table("death-cart")
    t.give("ann", hand=["death-cart", "village", "copper"])
    decision = t.play("death-cart")
    assert decision.options == ("village",) and decision.min == 0
    assert t.answer("village") is None
    assert t.game.coins == 5 and t.ann.plays == ["death-cart"] and t.game.trash == ["village"]


def test_declining_the_action_it_may_trash_itself(table):
    t = table("death-cart")
    t.give("ann", hand=["death-cart", "village", "copper"])
    t.play("death-cart")
    decision = t.answer()
    assert decision.kind == "choose" and decision.options == ("trash",) and decision.min == 0
    assert t.answer("trash") is None
    assert t.game.coins == 5 and t.ann.plays == [] and t.game.trash == ["death-cart"]
    assert t.ann.hand == ["village", "copper"]


def test_with_no_action_in_hand_it_asks_only_about_itself(table):
    t = table("death-cart")
    t.give("ann", hand=["death-cart", "copper"])
    decision = t.play("death-cart")
    assert decision.kind == "choose" and decision.options == ("trash",)
    assert t.answer("trash") is None
    assert t.game.coins == 5 and t.ann.plays == [] and t.game.trash == ["death-cart"]


def test_trashing_nothing_is_allowed_and_gives_nothing(table):
    """The 2020 FAQ: you do not have to trash either; then there is no +5 coins and the Death Cart stays."""
    t = table("death-cart")
    t.give("ann", hand=["death-cart", "village"])
    t.play("death-cart")
    t.answer()  # no action trashed
    assert t.answer() is None  # nor the Death Cart
    assert t.game.coins == 0 and t.ann.plays == ["death-cart"] and t.game.trash == []


def test_throne_room_second_play_after_it_left_gives_nothing(table):
    t = table("death-cart", "throne-room")
    t.give("ann", hand=["throne-room", "death-cart"])
    t.play("throne-room")
    t.answer("death-cart")
    assert t.answer("trash") is None  # trashes itself: 5; gone already for the second play: nothing asked
    assert t.game.coins == 5 and t.game.trash == ["death-cart"]


def test_throne_room_second_play_may_still_trash_an_action(table):
    t = table("death-cart", "throne-room")
    t.give("ann", hand=["throne-room", "death-cart", "village"])
    t.play("throne-room")
    t.answer("death-cart")
    t.answer()  # keeps the village the first time
    decision = t.answer("trash")  # trashes itself: 5
    assert decision.options == ("village",)
    assert t.answer("village") is None
    assert t.game.coins == 10 and sorted(t.game.trash) == ["death-cart", "village"]


def test_gaining_it_gains_two_ruins(table):
    t = table("death-cart")
    game = t.game
    assert len(game.mixed["ruins"]) == 10
    first, second = game.mixed["ruins"][-1], game.mixed["ruins"][-2]
    t.give("ann", discards=[])
    game.coins = 4
    t.buy("death-cart")
    assert t.ann.discards == ["death-cart", first, second]


def test_trashing_a_fortress_counts_though_it_comes_back(table):
    """Fortress's FAQ: a Fortress trashed by a Death Cart still was trashed (the Death Cart stays, +5 coins),
    though it goes back to the hand."""
    t = table("death-cart", "fortress")
    t.give("ann", hand=["death-cart", "fortress"])
    t.play("death-cart")
    assert t.answer("fortress") is None
    assert t.game.coins == 5 and t.ann.plays == ["death-cart"] and t.ann.hand == ["fortress"]
    assert t.game.trash == []


def test_the_kits_default_answers_trash_a_ruins_else_the_death_cart(table):
    """A player answering with the kit's defaults (`players.answers.default_answer`) gets its +5 coins: it
    trashes a Ruins of the hand when there is one, else the Death Cart itself (never another action)."""
    from players.answers import default_answer

    t = table("death-cart")
    t.give("ann", hand=["death-cart", "ruined-village", "village"])
    decision = t.play("death-cart")
    assert default_answer(decision, views.view(t.game)) == ("ruined-village",)
    t2 = table("death-cart")
    t2.give("ann", hand=["death-cart", "village"])
    decision = t2.play("death-cart")
    assert default_answer(decision, views.view(t2.game)) == ()
    decision = t2.answer()
    assert default_answer(decision, views.view(t2.game)) == ("trash",)
