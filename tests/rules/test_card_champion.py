"""Champion (Adventures, Hero's upgrade): +1 action; it stays in play for the rest of the game: other players'
attacks do not affect you, and each action you play gives +1 action."""

from __future__ import annotations


def test_it_stays_in_play_for_the_rest_of_the_game(table):
    t = table("page")
    t.give("ann", hand=["champion"], deck=["copper"] * 30, discards=[])
    t.play("champion")
    assert t.game.actions == 1
    for _ in range(3):
        t.next_turn_of_ann()
        assert t.ann.plays == ["champion"]


def test_each_later_action_gives_one_more_action(table):
    t = table("page", "smithy")
    t.give("ann", hand=["champion", "smithy", "smithy"], deck=["copper"] * 10, discards=[])
    t.play("champion")
    t.play("smithy")
    assert t.game.actions == 1
    t.play("smithy")
    assert t.game.actions == 1


def test_on_a_later_turn_too(table):
    t = table("page", "smithy")
    t.give("ann", hand=["champion"], deck=["copper"] * 30, discards=[])
    t.play("champion")
    t.next_turn_of_ann()
    t.ann.hand.append("smithy")
    t.play("smithy")
    assert t.game.actions == 1


def test_other_players_attacks_do_not_affect_its_owner(table):
    t = table("page", "militia")
    t.give("ann", hand=["champion"], deck=["copper"] * 30, discards=[])
    t.play("champion")
    t.clean()
    t.give("bob", hand=["militia"], deck=["copper"] * 10)
    assert t.play("militia") is None
    assert len(t.ann.hand) == 5


def test_the_exchange_is_not_offered_for_it(table):
    t = table("page")
    t.give("ann", hand=["champion"], deck=["copper"] * 30, discards=[])
    t.play("champion")
    t.clean()
    assert t.game.pending is None
