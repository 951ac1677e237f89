"""Band of Misfits (Dark Ages, its 2019 text, an Action-Command): play a non-Command action card of the supply
costing less than this, leaving it there.

Rulings (official FAQ, 2020, in our words), each a test below: the card played is a non-Command action of
the supply costing less than Band of Misfits, at this turn's costs (a cost with a potion is never less than
5 coins); Command cards never play each other; only the top card of a pile can be played (a Ruins pile, the
Knights); the card stays in the supply: what tries to move it fails (Feast's trash, Death Cart's), and a
part that depends on having moved it fails too (Death Cart's +5 coins), while the rest happens (Feast's
gain); it is not in play, so "while in play" abilities do nothing (an Urchin's, when another attack is
played); Band of Misfits stays in play as long as the card it played would have (a duration: until the
clean-up of the next turn), and played several times (a Throne Room) until the last of them would leave; an
empty pile cannot be played; in a possessed turn what the card gains goes to the possessor."""

from __future__ import annotations

import dataclasses

import pytest

from referee.rules import setup as game_setup
from referee.rules.cards import ALL_KINGDOM_CARDS
from referee.rules.game import count_cards
from referee.rules.legality import legal_answers
from referee.rules.spec import SPECS


def test_band_of_misfits_as_a_feast_leaves_the_feast_in_the_supply_and_gains(table):
    t = table("band-of-misfits", "feast", "smithy")
    t.give("ann", hand=["band-of-misfits", "copper"], deck=["copper"] * 10)
    total = count_cards(t.game)
    feasts = t.game.piles["feast"]
    decision = t.play("band-of-misfits")
    assert decision.kind == "play" and decision.source == "supply" and decision.min == 1
    assert "feast" in decision.options and "smithy" in decision.options
    decision = t.answer("feast")
    assert decision.card == "feast" and decision.kind == "gain"  # the gain happens
    assert t.answer("duchy") is None
    assert t.game.piles["feast"] == feasts and t.game.trash == []  # the Feast failed to trash itself
    assert t.ann.plays == ["band-of-misfits"] and t.ann.discards == ["duchy"]
    assert count_cards(t.game) == total
    t.clean()
    assert "band-of-misfits" in t.ann.discards and "feast" not in t.ann.discards


def test_the_card_played_is_told_to_every_player(table):
    t = table("band-of-misfits", "village")
    events = []
    t.game.listeners.append(events.append)
    t.give("ann", hand=["band-of-misfits"], deck=["copper"] * 10)
    t.play("band-of-misfits")
    t.answer("village")
    assert [(e.kind, e.cards) for e in events if e.kind == "play"] == [
        ("play", ("band-of-misfits",)),
        ("play", ("village",)),
    ]
    assert t.game.actions == 2 and len(t.ann.hand) == 1  # the Village's +1 card +2 actions


def test_only_actions_costing_less_without_a_potion_are_offered(table):
    t = table("band-of-misfits", "village", "smithy", "festival", "laboratory", "alchemist", "golem")
    t.give("ann", hand=["band-of-misfits"])
    decision = t.play("band-of-misfits")
    assert "village" in decision.options and "smithy" in decision.options
    assert "festival" not in decision.options and "laboratory" not in decision.options  # 5: not less
    assert "alchemist" not in decision.options and "golem" not in decision.options  # 3 and 4 with a potion
    assert "band-of-misfits" not in decision.options and "silver" not in decision.options
    assert "festival" in t.illegal("festival") and "less than it (5)" in t.illegal("festival")


def test_a_command_card_is_never_played(table, monkeypatch):
    # The catalogue's only Command costing less than 5 would be a test's: a Village given the Command type.
    village = SPECS["village"]
    monkeypatch.setitem(SPECS, "village", dataclasses.replace(village, types=village.types | {"command"}))
    monkeypatch.setattr(game_setup, "_TABLES", {})
    t = table("band-of-misfits", "village", "smithy")
    t.give("ann", hand=["band-of-misfits"])
    decision = t.play("band-of-misfits")
    assert "village" not in decision.options and "smithy" in decision.options
    assert "village" in t.illegal("village")


def test_an_empty_pile_cannot_be_played_and_with_none_left_nothing_happens(table):
    t = table("band-of-misfits", "village", "smithy")
    t.give("ann", hand=["band-of-misfits"])
    t.game.set_pile("village", 0)
    decision = t.play("band-of-misfits")
    assert "village" not in decision.options and "smithy" in decision.options
    t2 = table("band-of-misfits", "village")
    t2.give("ann", hand=["band-of-misfits"])
    for card in list(t2.game.piles):
        if t2.game.cost(card) < 5 and "action" in SPECS[card].types:
            t2.game.set_pile(card, 0)
    assert t2.play("band-of-misfits") is None
    assert t2.ann.plays == ["band-of-misfits"] and t2.game.actions == 0


def test_costs_are_this_turns_costs(table):
    t = table("band-of-misfits", "village", "bridge")
    t.give("ann", hand=["band-of-misfits"])
    t.game.reduce_costs(5)  # five Bridges' worth: Band of Misfits costs 0, and nothing costs less
    assert t.play("band-of-misfits") is None
    t2 = table("band-of-misfits", "village", "highway")
    t2.give("ann", hand=["highway", "band-of-misfits"], deck=["copper"] * 10)
    t2.play("highway")
    decision = t2.play("band-of-misfits")  # Highway in play: Band of Misfits costs 4, a Village 2
    assert "village" in decision.options and decision.prompt.endswith(
        "less than 4, leaving it there (never a Command card such as Band of Misfits)"
    )


def test_while_in_play_abilities_do_nothing(table):
    t = table("band-of-misfits", "urchin", "militia")
    t.give("ann", hand=["band-of-misfits", "militia"], deck=["copper"] * 10)
    t.give("bob", hand=["copper"] * 4)
    t.play("band-of-misfits")
    assert t.answer("urchin") is None
    assert t.game.actions == 1 and len(t.ann.hand) == 2  # Urchin's +1 card +1 action
    decision = t.play("militia")  # an Urchin in play would first offer to trash itself
    assert decision.player == "bob" and decision.card == "militia" and decision.kind == "discard"
    assert t.ann.plays == ["band-of-misfits", "militia"] and t.game.piles["urchin"] == 10


def test_only_the_top_card_of_a_mixed_pile(table):
    t = table("band-of-misfits", "cultist")
    t.give("ann", hand=["band-of-misfits"])
    decision = t.play("band-of-misfits")
    ruins = [card for card in decision.options if "ruins" in SPECS[card].types]
    assert ruins == [t.game.pile_top("ruins")]
    count = t.game.piles[ruins[0]]
    t.answer(ruins[0])
    assert t.game.pile_top("ruins") == ruins[0] and t.game.piles[ruins[0]] == count


def test_as_death_cart_it_cannot_trash_itself_and_gets_no_coins(table):
    t = table("band-of-misfits", "death-cart")
    t.give("ann", hand=["band-of-misfits", "village"])
    carts = t.game.piles["death-cart"]
    t.play("band-of-misfits")
    decision = t.answer("death-cart")
    assert decision.card == "death-cart" and decision.kind == "trash"
    assert t.answer() is None  # no action trashed: Death Cart would trash itself, and fails
    assert t.game.coins == 0 and t.game.trash == [] and t.game.piles["death-cart"] == carts
    t2 = table("band-of-misfits", "death-cart")
    t2.give("ann", hand=["band-of-misfits", "village"])
    t2.play("band-of-misfits")
    t2.answer("death-cart")
    assert t2.answer("village") is None  # an action from the hand trashed: +5 coins
    assert t2.game.coins == 5 and t2.game.trash == ["village"]


def test_as_a_duration_it_stays_in_play_as_long(table):
    t = table("band-of-misfits", "caravan")
    deck = ["silver"] + ["estate"] * 5 + ["gold"] + ["copper"] * 8
    t.give("ann", hand=["band-of-misfits"], deck=deck, discards=[])
    total = count_cards(t.game)
    caravans = t.game.piles["caravan"]
    t.play("band-of-misfits")
    assert t.answer("caravan") is None
    assert t.ann.hand == ["silver"] and t.game.actions == 1
    t.clean()
    assert t.ann.plays == ["band-of-misfits"] and t.ann.durations == ["band-of-misfits"]
    assert t.game.piles["caravan"] == caravans and count_cards(t.game) == total
    t.clean()  # bob
    assert len(t.ann.hand) == 6 and t.ann.hand[-1] == "gold"  # the Caravan's next-turn card
    assert t.ann.plays == ["band-of-misfits"]
    t.clean()
    assert t.ann.plays == [] and t.ann.durations == [] and "band-of-misfits" in t.ann.discards
    assert count_cards(t.game) == total


def test_as_a_throne_room(table):
    t = table("band-of-misfits", "throne-room", "village")
    t.give("ann", hand=["band-of-misfits", "village"], deck=["copper"] * 10)
    t.play("band-of-misfits")
    decision = t.answer("throne-room")
    assert decision.card == "throne-room" and decision.options == ("village",)
    assert t.answer("village") is None
    assert t.game.actions == 4 and t.ann.plays == ["band-of-misfits", "village"]
    assert t.game.piles["throne-room"] == 10


def test_throne_room_on_it_as_one_duration_leaves_while_it_stays(table):
    """The Duration rules: Band of Misfits stays as the Caravan it played would have; the Throne Room played
    a card that is no Duration, which stayed for one of its plays only: it records nothing and leaves."""
    t = table("band-of-misfits", "throne-room", "caravan", "village")
    t.give("ann", hand=["throne-room", "band-of-misfits"], deck=["copper"] * 20, discards=[])
    t.play("throne-room")
    t.answer("band-of-misfits")
    t.answer("caravan")  # the first play of Band of Misfits: a duration
    assert t.answer("village") is None  # the second: not one
    assert t.game.actions == 3
    t.clean()
    assert t.ann.durations == ["band-of-misfits"] and "throne-room" in t.ann.discards
    t.clean()  # bob
    assert len(t.ann.hand) == 6
    t.clean()
    assert t.ann.durations == [] and "band-of-misfits" in t.ann.discards


def test_throne_room_on_it_as_two_durations_stays_with_it(table):
    """The designer's ruling for a Throne Room on a card used on two cards that stay: both stay."""
    t = table("band-of-misfits", "throne-room", "caravan", "fishing-village")
    t.give("ann", hand=["throne-room", "band-of-misfits"], deck=["copper"] * 20, discards=[])
    t.play("throne-room")
    t.answer("band-of-misfits")
    t.answer("caravan")
    assert t.answer("fishing-village") is None
    t.clean()
    assert sorted(t.ann.durations) == ["band-of-misfits", "throne-room"]
    t.clean()  # bob
    assert len(t.ann.hand) == 6 and t.game.actions == 2 and t.game.coins == 1
    t.clean()
    assert t.ann.durations == []


def test_a_throne_room_played_by_it_on_a_duration_keeps_it_out(table):
    t = table("band-of-misfits", "throne-room", "caravan")
    t.give("ann", hand=["band-of-misfits", "caravan"], deck=["copper"] * 20, discards=[])
    t.play("band-of-misfits")
    t.answer("throne-room")
    assert t.answer("caravan") is None
    t.clean()
    assert sorted(t.ann.durations) == ["band-of-misfits", "caravan"]  # the Throne Room stayed in the supply
    t.clean()  # bob
    assert len(t.ann.hand) == 7  # two Caravan plays: two cards
    t.clean()
    assert t.ann.durations == []


def test_procession_on_it_trashes_it_and_gains_an_action_costing_6(table):
    t = table("band-of-misfits", "procession", "village", "smithy", "artisan")
    t.give("ann", hand=["procession", "band-of-misfits"], deck=["copper"] * 10)
    t.play("procession")
    t.answer("band-of-misfits")
    t.answer("village")
    decision = t.answer("smithy")
    assert t.game.trash == ["band-of-misfits"] and t.game.piles["village"] == 10
    assert decision.card == "procession" and "artisan" in decision.options
    t.answer("artisan")
    assert "artisan" in t.ann.discards


def test_in_a_possessed_turn_the_feasts_gain_goes_to_the_possessor(table):
    t = table("possession", "band-of-misfits", "feast")
    t.give("ann", hand=["possession"], deck=["copper"] * 10)
    t.play("possession")
    t.clean()
    assert t.game.possession == ("bob", "ann")
    t.give("bob", hand=["band-of-misfits"], deck=["copper"] * 10, discards=[])
    t.give("ann", discards=[])
    decision = t.play("band-of-misfits")
    assert decision.player == "bob" and t.game.decider("bob") == "ann"
    t.answer("feast")
    t.answer("duchy")
    assert t.ann.discards == ["duchy"] and t.bob.discards == [] and t.game.trash == []


def test_a_this_turn_effect_still_happens_as_scheme(table):
    t = table("band-of-misfits", "scheme", "smithy")
    t.give("ann", hand=["band-of-misfits", "smithy"], deck=["copper"] * 10)
    t.play("band-of-misfits")
    assert t.answer("scheme") is None
    t.play("smithy")
    t.clean()
    decision = t.game.pending  # Scheme's "this turn" effect: an action of the play goes onto the deck
    assert decision.card == "scheme" and decision.options == ("smithy", "band-of-misfits")
    t.answer("band-of-misfits")
    assert "band-of-misfits" in t.ann.hand and t.game.piles["scheme"] == 10


def test_until_your_next_turn_effects_still_happen_as_monkey(table):
    t = table("band-of-misfits", "monkey")
    t.give("ann", hand=["band-of-misfits"], deck=["copper"] * 20)
    t.play("band-of-misfits")
    assert t.answer("monkey") is None
    t.clean()
    assert t.ann.plays == ["band-of-misfits"] and len(t.ann.hand) == 5
    t.give("bob", hand=["silver", "silver"], deck=["copper"] * 10)
    t.add("silver")
    t.add("silver")
    t.buy("silver")  # bob is on ann's right: the Monkey's "until your next turn" draws her a card
    assert len(t.ann.hand) == 6
    t.clean()
    assert len(t.ann.hand) == 7  # and its start-of-turn card
    t.clean()
    assert t.ann.plays == [] and t.game.piles["monkey"] == 10


def test_as_blockade_the_card_set_aside_still_curses(table):
    t = table("band-of-misfits", "blockade")
    t.give("ann", hand=["band-of-misfits"], deck=["copper"] * 20)
    t.play("band-of-misfits")
    t.answer("blockade")
    assert t.answer("silver") is None
    assert t.ann.mats["blockade"] == ["silver"]
    t.clean()
    t.give("bob", hand=["silver", "copper"], deck=["copper"] * 10)
    t.add("silver")
    t.add("copper")
    t.buy("silver")
    assert t.bob.discards.count("curse") == 1
    t.clean()
    assert "silver" in t.ann.hand


def test_once_this_turn_effects_still_happen_as_sailor(table):
    t = table("band-of-misfits", "sailor", "caravan")
    t.give("ann", hand=["band-of-misfits", "silver", "silver"], deck=["gold"] + ["copper"] * 12)
    t.play("band-of-misfits")
    assert t.answer("sailor") is None
    t.add("silver")
    t.add("silver")
    t.buy("caravan")
    decision = t.game.pending
    assert decision.card == "sailor" and decision.options == ("play",)
    assert t.answer("play") is None
    assert "caravan" in t.ann.plays and t.ann.hand == ["gold"]
    t.clean()
    assert sorted(t.ann.durations) == ["band-of-misfits", "caravan"]
    t.clean()  # bob
    assert t.game.coins == 2 and t.game.pending.card == "sailor"  # its next turn's +2 coins and trash


def _cheaper_actions() -> list[str]:
    """Every kingdom card of the rules Band of Misfits may play: a non-Command action costing less than 5
    coins, no potion."""
    return [
        card
        for card in ALL_KINGDOM_CARDS
        if "action" in SPECS[card].types
        and "command" not in SPECS[card].types
        and SPECS[card].cost < 5
        and not SPECS[card].potion
        and SPECS[card].supply
    ]


@pytest.mark.parametrize("card", _cheaper_actions())
def test_every_card_it_plays_stays_in_the_supply_and_moves_no_copy_in_play(table, card):
    # A copy of the card is already in play: a card moving "itself" by its name would take that one.
    t = table("band-of-misfits", card, "village", "smithy")
    t.give("ann", hand=["band-of-misfits", "copper", "estate", "silver"], deck=["copper"] * 10, plays=[card])
    t.give("bob", hand=["copper", "copper", "estate", "gold", "silver"], deck=["copper"] * 10)
    total = count_cards(t.game)
    gained = []
    t.game.listeners.append(lambda e: gained.append(e.cards[0]) if e.kind == "gain" else None)
    pile = t.game.piles[card]
    decision = t.play("band-of-misfits")
    decision = t.answer(card)
    for _ in range(60):  # each decision answered with its first non-empty legal answer
        if decision is None:
            break
        answers = legal_answers(decision)
        decision = t.answer(*answers[1 if len(answers) > 1 and not answers[0] else 0])
    assert decision is None
    assert t.game.piles[card] == pile - gained.count(card)
    assert t.ann.plays[:2] == [card, "band-of-misfits"]
    assert count_cards(t.game) == total
