"""Tiara (second edition only): a treasure giving +1 buy; for the rest of the turn, you may put each card
you gain onto your deck; you may play a treasure from your hand twice."""

from referee.rules.decisions import Treasures


def test_tiara_plays_a_treasure_twice(table):
    t = table("tiara")
    t.give("ann", hand=["tiara", "gold", "copper"])
    t.add("tiara")
    decision = t.game.pending
    assert (decision.kind, decision.options, decision.min, decision.max) == ("play", ("copper", "gold"), 0, 1)
    assert t.answer("gold") is None
    assert t.game.coins == 6 and t.game.buys == 2
    assert t.ann.plays == ["tiara", "gold"] and t.ann.hand == ["copper"]


def test_tiara_may_play_nothing(table):
    t = table("tiara")
    t.give("ann", hand=["tiara", "gold"])
    t.add("tiara")
    assert t.answer() is None
    assert t.game.coins == 0 and t.ann.hand == ["gold"]


def test_a_treasure_played_twice_does_its_thing_twice(table):
    t = table("tiara", "venture")
    t.give("ann", hand=["tiara", "venture"], deck=["silver", "estate", "copper"])
    t.add("tiara")
    t.answer("venture")
    # The first play finds the Silver and plays it, the second the Copper.
    assert t.game.coins == (1 + 2) + (1 + 1)
    assert t.ann.plays == ["tiara", "venture", "silver", "copper"] and t.ann.discards == ["estate"]


def test_tiara_on_tiara_plays_two_treasures_twice_each(table):
    """Ruling: a Tiara played twice by a Tiara plays two treasures twice each, not one four times."""
    t = table("tiara")
    t.give("ann", hand=["tiara", "tiara", "gold", "silver"])
    t.add("tiara")
    t.answer("tiara")
    t.answer("gold")
    assert t.answer("silver") is None
    assert t.game.coins == 6 + 4 and t.game.buys == 1 + 1 + 2


def test_gains_may_go_onto_the_deck_for_the_rest_of_the_turn(table):
    """Ruling: every card gained later in the turn, bought or gained otherwise, may go onto the deck."""
    t = table("tiara")
    t.give("ann", hand=["tiara", "gold", "gold"], deck=["estate"])
    t.add("tiara")
    t.answer()
    t.add("gold")
    t.add("gold")
    t.buy("silver")
    decision = t.game.pending
    assert (decision.card, decision.kind, decision.options, decision.min) == (
        "tiara",
        "choose",
        ("topdeck",),
        0,
    )
    t.answer("topdeck")
    t.buy("silver")
    t.answer()
    assert t.ann.deck[-1] == "silver" and t.ann.discards == ["silver"]


def test_two_tiaras_ask_once_per_gain(table):
    t = table("tiara")
    t.give("ann", hand=["tiara", "tiara", "gold"])
    t.add("tiara")
    t.answer()
    t.add("tiara")
    t.answer()
    t.add("gold")
    t.buy("silver")
    assert t.game.pending.card == "tiara"
    assert t.answer() is None


def test_the_effect_ends_with_the_turn(table):
    t = table("tiara")
    t.give("ann", hand=["tiara"])
    t.add("tiara")
    t.answer()
    t.clean()
    t.clean()  # bob's turn
    t.give("ann", hand=["copper"] * 3)
    for _ in range(3):
        t.add("copper")
    t.buy("silver")
    assert t.game.pending is None


def test_tiara_and_royal_seal_ask_once_per_gain(table):
    """Our ruling: two cards offering to put a gained card onto the deck ask once for that card."""
    t = table("tiara", "royal-seal")
    t.give("ann", hand=["tiara", "royal-seal", "copper"])
    t.add("tiara")
    t.answer()
    t.add("royal-seal")
    t.add("copper")
    t.buy("silver")
    assert t.game.pending.options == ("royal-seal", "tiara")  # the order of the two triggers: any
    t.answer("tiara", "royal-seal")
    assert t.game.pending.kind == "choose" and t.game.pending.card == "tiara"
    assert t.answer() is None
    assert t.ann.discards == ["silver"]


def test_a_treasures_play_skips_the_treasure_tiara_took_and_plays_the_rest(table):
    """A game of the rules alone's `Treasures` play listing the treasure Tiara plays: that one is not played
    a third time, the others are still played."""
    t = table("tiara")
    t.give("ann", hand=["tiara", "gold", "copper"])
    t.game.apply(Treasures(("tiara", "gold", "copper")))
    t.answer("gold")
    assert t.game.coins == 3 + 3 + 1 and t.ann.plays == ["tiara", "gold", "copper"] and t.ann.hand == []


def test_tiara_may_play_a_charlatans_curse_twice(table):
    """Ruling (Charlatan's FAQ): with Charlatan in the game a Curse is a treasure worth 1 in every
    situation, so Tiara may play one twice."""
    t = table("tiara", "charlatan")
    t.give("ann", hand=["tiara", "curse"])
    t.add("tiara")
    assert t.game.pending.options == ("curse",)
    assert t.answer("curse") is None
    assert t.game.coins == 2 and t.ann.plays == ["tiara", "curse"]


def test_a_tiara_trashed_by_buying_a_mint_still_offers_the_deck(table):
    """Ruling: Tiara's offer lasts the turn ("this turn"), unlike Royal Seal's ("while in play"): a Mint
    bought trashes the Tiara from play, yet the Mint may still go onto the deck."""
    t = table("tiara", "mint")
    t.give("ann", hand=["tiara", "gold", "gold"], deck=["estate"])
    t.add("tiara")
    t.answer()
    t.add("gold")
    t.add("gold")
    t.buy("mint")
    assert "tiara" in t.game.trash
    decision = t.game.pending
    assert decision is not None and decision.card == "tiara"
    t.answer("topdeck")
    assert t.ann.deck[-1] == "mint"
