"""Emporium (Empires, bottom half of the Patrician/Emporium split pile): +1 card, +1 action, +1 coin; gaining
it with 5 action cards or more in play gives +2 VP. Rulings (the wiki's FAQ): the cards in play count, not
the plays (a Throne Room and its card are two); an Emporium gained other than by buying counts too; fewer
than 5, no VP."""

from __future__ import annotations


def _top_emporium(t) -> None:
    for _ in range(5):
        t.game.run(t.game.gain(t.bob, "patrician"))


def test_played_it_gives_a_card_an_action_and_a_coin(table):
    t = table("patrician")
    t.give("ann", hand=["emporium"], deck=["copper", "estate"], discards=[])
    t.play("emporium")
    assert t.ann.hand == ["copper"] and (t.game.actions, t.game.coins) == (1, 1)


def test_bought_with_five_action_cards_in_play_it_gives_two_vp(table):
    t = table("patrician", "village")
    _top_emporium(t)
    t.give("ann", hand=["gold", "gold"], plays=["village"] * 5, deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("gold")
    t.buy("emporium")
    assert t.ann.vp_tokens == 2


def test_four_action_cards_in_play_give_nothing(table):
    t = table("patrician", "village")
    _top_emporium(t)
    t.give("ann", hand=["gold", "gold"], plays=["village"] * 4 + ["copper"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("gold")
    t.buy("emporium")
    assert t.ann.vp_tokens == 0


def test_gained_without_a_buy_it_counts_the_cards_in_play_too(table):
    t = table("patrician", "village", "throne-room")
    _top_emporium(t)
    t.give("ann", plays=["throne-room", "village", "village", "village", "village"], discards=[])
    assert t.game.run(t.game.gain(t.ann, "emporium"))
    assert t.ann.vp_tokens == 2
