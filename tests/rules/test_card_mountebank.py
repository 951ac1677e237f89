"""Mountebank (first edition only): +2 coins; every other player may discard a Curse; each one who does not
gains a Curse and a Copper."""


def test_mountebank(table):
    t = table("mountebank", players=3)
    t.give("ann", hand=["mountebank"])
    t.give("bob", hand=["curse", "estate"])
    t.give("cat", hand=["estate"])
    decision = t.play("mountebank")
    assert t.game.coins == 2
    assert (decision.player, decision.kind, decision.options, decision.min, decision.max) == (
        "bob",
        "discard",
        ("curse",),
        0,
        1,
    )
    assert decision.target == "ann"
    assert t.answer("curse") is None
    assert t.bob.discards == ["curse"] and t.bob.hand == ["estate"]
    # cat holds no Curse: it gains a Curse and a Copper, asked nothing.
    assert sorted(t.cat.discards) == ["copper", "curse"]


def test_a_victim_may_keep_its_curse_and_gain_both(table):
    t = table("mountebank")
    t.give("ann", hand=["mountebank"])
    t.give("bob", hand=["curse"])
    t.play("mountebank")
    assert t.answer() is None
    assert t.bob.hand == ["curse"] and sorted(t.bob.discards) == ["copper", "curse"]


def test_an_empty_pile_still_gives_the_other_card(table):
    """Ruling: with the Curse pile empty the victim still gains a Copper (and the other way round)."""
    t = table("mountebank")
    t.game.set_pile("curse", 0)
    t.give("ann", hand=["mountebank"])
    t.give("bob", hand=["estate"])
    assert t.play("mountebank") is None
    assert t.bob.discards == ["copper"]


def test_curse_and_copper_come_in_turn_order(table):
    """Ruling: the victims are hit in turn order, which matters when a pile runs low."""
    t = table("mountebank", players=3)
    t.game.set_pile("curse", 1)
    t.give("ann", hand=["mountebank"])
    t.give("bob", hand=["estate"])
    t.give("cat", hand=["estate"])
    t.play("mountebank")
    assert sorted(t.bob.discards) == ["copper", "curse"] and t.cat.discards == ["copper"]


def test_with_both_piles_empty_a_curse_may_still_be_discarded(table):
    t = table("mountebank")
    t.game.set_pile("curse", 0)
    t.game.set_pile("copper", 0)
    t.give("ann", hand=["mountebank"])
    t.give("bob", hand=["curse"])
    assert t.play("mountebank").options == ("curse",)
    t.answer("curse")
    assert t.bob.discards == ["curse"]


def test_moat_blocks_the_whole_attack(table):
    """Ruling: a player revealing Moat neither discards a Curse nor gains anything."""
    t = table("mountebank", "moat")
    t.give("ann", hand=["mountebank"])
    t.give("bob", hand=["moat", "curse"])
    assert t.play("mountebank").kind == "reveal"
    assert t.answer("moat") is None
    assert t.bob.discards == [] and t.bob.hand == ["moat", "curse"]


def test_playable_in_a_second_edition_game(table):
    """As Base's removed cards: a first-edition-only card plays in any game."""
    t = table("mountebank", edition=2)
    t.give("ann", hand=["mountebank"])
    t.give("bob", hand=[])
    assert t.play("mountebank") is None
    assert sorted(t.bob.discards) == ["copper", "curse"]


def test_discarding_another_card_is_refused_by_name(table):
    t = table("mountebank")
    t.give("ann", hand=["mountebank"])
    t.give("bob", hand=["curse", "estate"])
    t.play("mountebank")
    assert t.illegal("estate") == "(mountebank ...): mountebank discards a curse, and estate is not one"


def test_a_watchtower_may_trash_the_curse_the_copper_or_both(table):
    """Ruling: a victim holding Watchtower may use it on each card it gains: trash the Curse and put the
    Copper onto its deck, say."""
    t = table("mountebank", "watchtower")
    t.give("ann", hand=["mountebank"])
    t.give("bob", hand=["watchtower"], deck=["estate"])
    decision = t.play("mountebank")
    assert (decision.player, decision.card) == ("bob", "watchtower")
    decision = t.answer("trash")
    assert (decision.player, decision.card) == ("bob", "watchtower")
    assert t.answer("topdeck") is None
    assert t.game.trash == ["curse"] and t.bob.deck[-1] == "copper" and t.bob.discards == []
