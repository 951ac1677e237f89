"""The quiet paths of expansion kingdoms: a buy in a game with gain triggers takes the gain path's moves
alone when nothing could trigger (`referee.rules.plays._quiet_buy`), and the whole path whenever a watcher
or reaction is in any player's play or hand, or the card has its own trigger; a `Treasures` play in a game
with treasure rules plays its cards without a generator when none has an effect; a clean-up in a game with
clean-up hooks runs none when none of those cards is in play."""

from referee.rules.decisions import Treasures
from referee.rules.plays import _quiet_buy, _quiet_clean_up


def test_a_buy_that_nothing_watches_is_quiet_and_gains_the_card(table):
    t = table("talisman", "watchtower", "hoard")
    t.give("ann", hand=["gold"])
    t.add("gold")
    assert t.game._watched and _quiet_buy(t.game, t.ann, "silver")
    t.buy("silver")
    assert t.ann.discards == ["silver"]
    assert t.game.pending is None and t.game.buys == 0


def test_a_watcher_in_play_or_a_reaction_in_any_hand_takes_the_whole_path(table):
    t = table("talisman", "watchtower")
    t.give("ann", hand=["gold"], plays=["talisman"])
    assert not _quiet_buy(t.game, t.ann, "silver")
    t.give("ann", hand=["gold"], plays=[])
    t.give("bob", hand=["watchtower"])
    assert not _quiet_buy(t.game, t.ann, "silver")


def test_a_card_with_its_own_gain_trigger_takes_the_whole_path(table):
    t = table("border-village")
    t.give("ann", hand=["gold", "gold"])
    assert t.game._watched and not _quiet_buy(t.game, t.ann, "border-village")
    t.add("gold")
    t.add("gold")
    t.buy("border-village")
    assert t.game.pending is not None and t.game.pending.card == "border-village"  # its gain asks its choice


def test_treasures_without_effects_in_a_game_with_treasure_rules_play_as_their_adds(table):
    t = table("bank", "merchant")
    t.give("ann", hand=["gold", "silver", "copper", "bank"], plays=["merchant"])
    t.game.merchants = 1
    assert t.game._treasure_rules
    t.game.apply(Treasures(("silver", "gold")))
    assert t.game.coins == 6 and t.ann.plays == ["merchant", "silver", "gold"] and t.game.pending is None
    t.game.apply(Treasures(("copper", "bank")))  # Bank: 1 coin per treasure in play, itself included
    assert t.game.coins == 6 + 1 + 4 and t.ann.hand == []


def test_a_clean_up_with_no_hook_in_play_is_quiet_and_one_with_a_hook_runs_it(table):
    t = table("herbalist", "smithy")
    t.give("ann", hand=["herbalist", "gold"], plays=["silver", "smithy"], deck=["estate"] * 10)
    assert t.game._clean_hooks and _quiet_clean_up(t.game, t.ann)
    t.play("herbalist")
    t.add("gold")
    assert not _quiet_clean_up(t.game, t.ann)
    t.clean()  # Herbalist: a treasure from play may go onto the deck
    assert t.game.pending is not None and t.game.pending.kind == "topdeck"


def test_a_clean_up_in_a_game_asking_at_shuffles_takes_the_whole_path(table):
    t = table("stash")
    t.give("ann", plays=["silver"])
    assert t.game.asks_at_shuffle and not _quiet_clean_up(t.game, t.ann)
