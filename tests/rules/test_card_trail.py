"""Trail (Hinterlands, second edition): +1 card, +1 action; when gained, trashed or discarded other than in
Clean-up, its owner may play it.

Rulings (the official FAQ, in our words): playing it puts it into play and gives +1 card and +1 action; on
another player's turn the +1 action helps nobody and the Trail leaves play in that turn's Clean-up; trashed,
it may be played from the trash (back into play, then into its owner's discard pile at Clean-up), and it
still counts as trashed (a Remodel of it still gains a card costing up to 2 more); gained, it may be played
from where it went (a buy: before the buy phase goes on); Clean-up's discards do not trigger it. Our
rulings: it is played only while still where the trigger left it (a reshuffle loses it; a gained Trail that
a Watchtower moved first is lost, and one played first leaves the Watchtower nothing to move)."""

from __future__ import annotations


def test_trail_gives_a_card_and_an_action(table):
    t = table("trail")
    t.give("ann", hand=["trail"], deck=["copper"])
    t.play("trail")
    assert t.ann.hand == ["copper"] and t.game.actions == 1


def test_trail_bought_may_be_played_before_the_buy_phase_goes_on(table):
    t = table("trail")
    t.give("ann", hand=["silver", "silver"], deck=["gold"])
    t.game.buys = 2
    t.add("silver")
    t.add("silver")
    t.buy("trail")
    decision = t.game.pending
    assert (decision.kind, decision.source, decision.options) == ("play", "discards", ("trail",))
    assert t.answer("trail") is None
    assert t.ann.plays[-1] == "trail" and t.ann.hand == ["gold"]
    assert t.game.buys == 1


def test_trail_gained_by_workshop_may_be_played(table):
    t = table("trail", "workshop")
    t.give("ann", hand=["workshop"], deck=["copper"])
    t.play("workshop")
    decision = t.answer("trail")
    assert decision.kind == "play"
    t.answer("trail")
    assert t.ann.plays == ["workshop", "trail"] and t.game.actions == 1 and t.ann.hand == ["copper"]


def test_trail_trashed_by_chapel_is_played_from_the_trash(table):
    t = table("trail", "chapel")
    t.give("ann", hand=["chapel", "trail", "estate"], deck=["copper"] * 6)
    t.play("chapel")
    decision = t.answer("trail", "estate")
    assert (decision.kind, decision.source) == ("play", "trash")
    assert t.answer("trail") is None
    assert "trail" not in t.game.trash and t.ann.plays == ["chapel", "trail"]
    t.clean()
    assert "trail" in t.ann.discards


def test_remodel_of_a_trail_played_from_the_trash_still_gains(table):
    t = table("trail", "remodel")
    t.give("ann", hand=["remodel", "trail"], deck=["copper"])
    t.play("remodel")
    decision = t.answer("trail")
    assert decision.kind == "play"
    decision = t.answer("trail")
    assert decision.kind == "gain" and "gold" in decision.options
    assert t.answer("gold") is None
    assert t.ann.discards == ["gold"] and t.ann.plays == ["remodel", "trail"]


def test_trail_discarded_to_militia_draws_on_the_attackers_turn(table):
    t = table("trail", "militia")
    t.give("ann", hand=["militia"], deck=["copper"] * 5)
    t.give("bob", hand=["trail", "copper", "copper", "silver", "estate"], deck=["gold"])
    t.play("militia")
    decision = t.answer("trail", "estate")
    assert (decision.player, decision.kind) == ("bob", "play")
    assert t.answer("trail") is None
    assert "gold" in t.bob.hand and t.bob.plays == ["trail"]
    assert t.game.actions == 0  # ann's actions: the +1 action helps nobody
    t.clean()
    assert t.bob.plays == [] and "trail" in t.bob.discards


def test_a_trail_reshuffled_away_is_not_played(table):
    t = table("trail", "militia")
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["trail", "trail", "copper", "silver", "gold"], deck=[], discards=[])
    t.play("militia")
    assert t.answer("trail", "trail").kind == "play"
    # The first Trail draws from an empty deck: the discards (the other Trail) are shuffled into it.
    assert t.answer("trail") is None
    assert t.bob.plays == ["trail"] and t.bob.discards == []


def test_declining_leaves_trail_where_it_went(table):
    t = table("trail", "chapel")
    t.give("ann", hand=["chapel", "trail"])
    t.play("chapel")
    t.answer("trail")
    assert t.answer() is None
    assert t.game.trash == ["trail"]


def test_trail_in_clean_up_does_not_react(table):
    t = table("trail")
    t.give("ann", hand=["trail", "copper"], deck=["copper"] * 5)
    t.clean()
    assert t.game.pending is None and "trail" in t.ann.discards


def test_trail_gained_to_the_hand_may_be_played_from_it(table):
    t = table("trail", "artisan")
    t.give("ann", hand=["artisan"], deck=["copper"])
    t.play("artisan")
    decision = t.answer("trail")
    assert (decision.kind, decision.source) == ("play", "hand")
    decision = t.answer("trail")
    assert t.ann.plays == ["artisan", "trail"] and t.ann.hand == ["copper"]
    assert decision.kind == "topdeck"  # then Artisan goes on: a card of the hand onto the deck


def test_trail_gained_and_moved_by_a_watchtower_first_is_not_played(table):
    t = table("trail", "watchtower", "workshop")
    t.give("ann", hand=["workshop", "watchtower"], deck=["copper"])
    t.play("workshop")
    decision = t.answer("trail")
    assert (decision.kind, decision.source, decision.ordered) == ("choose", "cards", True)
    decision = t.answer("watchtower", "trail")
    assert decision.card == "watchtower"
    assert t.answer("topdeck") is None  # Trail lost track of the card: nothing more asked
    assert t.ann.deck[-1] == "trail"


def test_trail_played_before_a_watchtower_acts_leaves_it_nothing_to_move(table):
    t = table("trail", "watchtower", "workshop")
    t.give("ann", hand=["workshop", "watchtower"], deck=["copper"])
    t.play("workshop")
    t.answer("trail")
    assert t.answer("trail", "watchtower").kind == "play"
    assert t.answer("trail") is None  # played: the Watchtower has no gained card left to move
    assert t.ann.plays == ["workshop", "trail"]
