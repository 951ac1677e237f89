"""Tribute: the player to your left reveals and discards their top 2 cards; for each differently named card:
an action +2 actions, a treasure +2 coins, a victory card +2 cards."""


def test_tribute_two_kinds(table):
    """A treasure and a victory card revealed: +2 coins and +2 cards; both revealed cards are discarded."""
    t = table("tribute")
    t.give("ann", hand=["tribute"], deck=["estate", "estate", "estate"])
    t.give("bob", deck=["copper", "estate", "gold"])
    assert t.play("tribute") is None
    assert sorted(t.bob.discards) == ["copper", "estate"] and t.bob.deck == ["gold"]
    assert t.game.coins == 2 and len(t.ann.hand) == 2 and t.game.actions == 0


def test_tribute_same_name_counts_once(table):
    """Two Silvers give +2 coins once."""
    t = table("tribute")
    t.give("ann", hand=["tribute"])
    t.give("bob", deck=["silver", "silver"])
    t.play("tribute")
    assert t.game.coins == 2


def test_tribute_dual_type_gives_both(table):
    """A card of two types gives both bonuses (Nobles: +2 actions and +2 cards)."""
    t = table("tribute", "nobles")
    t.give("ann", hand=["tribute"], deck=["gold", "gold", "silver"])
    t.give("bob", deck=["copper", "nobles"])
    t.play("tribute")
    assert t.game.coins == 2 and t.game.actions == 2 and t.ann.hand == ["gold", "gold"]


def test_tribute_curse_gives_nothing(table):
    """A Curse is neither action, treasure nor victory card: no bonus."""
    t = table("tribute")
    t.give("ann", hand=["tribute"], deck=["gold"])
    t.give("bob", deck=["curse", "curse"])
    t.play("tribute")
    assert (t.game.coins, t.game.actions, t.ann.hand) == (0, 0, [])


def test_tribute_fewer_than_two_cards(table):
    """A player to your left with one card in deck and discards together reveals just that one."""
    t = table("tribute", "village")
    t.give("ann", hand=["tribute"])
    t.give("bob", deck=["village"], discards=[])
    t.play("tribute")
    assert t.game.actions == 2 and t.bob.discards == ["village"]


def test_tribute_shuffles_without_the_revealed_card(table):
    """A deck with one card: it is revealed, then the discards are shuffled to reveal the second."""
    t = table("tribute")
    t.give("ann", hand=["tribute"])
    t.give("bob", deck=["silver"], discards=["estate"])
    t.play("tribute")
    assert t.game.coins == 2 and len(t.ann.hand) == 2 and sorted(t.bob.discards) == ["estate", "silver"]


def test_tribute_only_the_player_to_the_left(table):
    """Only the next player in turn order reveals."""
    t = table("tribute", players=3)
    t.give("ann", hand=["tribute"])
    t.give("bob", deck=["silver", "gold"])
    t.give("cat", deck=["estate", "estate"])
    t.play("tribute")
    assert t.game.coins == 4 and t.cat.deck == ["estate", "estate"]


def test_throne_room_tribute_reveals_two_more(table):
    """Played twice, the player to the left reveals and discards 2 cards each time."""
    t = table("tribute", "throne-room")
    t.give("ann", hand=["throne-room", "tribute"])
    t.give("bob", deck=["silver", "gold", "copper", "copper"])
    t.play("throne-room")
    t.answer("tribute")
    assert t.game.coins == 6 and t.bob.deck == [] and len(t.bob.discards) == 4


def test_tribute_curse_in_a_charlatan_game_gives_coins(table):
    """Ruling (Charlatan's FAQ): with Charlatan in the kingdom a Curse is also a treasure in every situation,
    so a revealed Curse gives +2 coins (once for two Curses: one name)."""
    t = table("tribute", "charlatan")
    t.give("ann", hand=["tribute"], deck=["gold"])
    t.give("bob", deck=["curse", "curse"])
    t.play("tribute")
    assert (t.game.coins, t.game.actions, t.ann.hand) == (2, 0, [])
