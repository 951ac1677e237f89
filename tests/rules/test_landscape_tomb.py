"""Tomb (Empires landmark): when you trash a card, +1 VP."""


def test_tomb_gives_1_vp_per_card_trashed(table):
    t = table("chapel", landscapes=("tomb",))
    t.give("ann", hand=["chapel", "copper", "copper", "estate", "curse"], deck=["copper"] * 5, discards=[])
    t.play("chapel")
    t.answer("copper", "copper", "estate")
    assert t.ann.vp_tokens == 3


def test_tomb_counts_a_card_trashed_from_play_and_from_the_supply(table):
    t = table("feast", "lurker", landscapes=("tomb",))
    t.give("ann", hand=["feast", "lurker"], deck=["copper"] * 5, discards=[])
    t.game.actions = 2
    t.play("lurker")
    t.answer("trash")
    t.answer("feast")  # Lurker trashes an action card from the supply
    assert t.ann.vp_tokens == 1
    t.play("feast")  # Feast trashes itself from play
    assert t.ann.vp_tokens == 2


def test_tomb_gives_the_vp_to_the_player_who_trashes_on_another_players_turn(table):
    t = table("swindler", landscapes=("tomb",))
    t.give("ann", hand=["swindler"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["copper"] * 5, deck=["silver"], discards=[])
    t.play("swindler")
    # bob trashes the top card of his deck (Swindler's victim).
    assert (t.ann.vp_tokens, t.bob.vp_tokens) == (0, 1)
