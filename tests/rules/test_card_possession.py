"""Possession (Alchemy): costs 6 and a potion. The player on your left takes an extra turn after this one, in
which you make every decision for them (seeing what they see) and gain whatever they would gain; their cards
trashed in that turn are set aside and go back to their discard pile at its end.

Rulings (official FAQ, in our words), each a test below: the possessed player takes the turn (its hand, its
deck, its actions, buys and coins) and the possessor makes every play and every decision of it; every card
the possessed player would gain, bought or gained by a card, goes to the possessor's discard pile, even one
that would have gone to a hand or a deck; the possessed player's cards trashed are set aside and return to
its discard pile after clean-up, which is no gain, and the trash still counts (a Mining Village trashed
gives its coins; a Feast trashed gains its card, for the possessor); other players' cards trashed in that
turn go to the trash; attacks played in a possessed turn hurt the others as usual, the possessor included,
who answers its own attack decisions and may reveal its Moat; VP tokens stay the possessed player's; a
Throne Room's Possession gives two possessed turns; the possessed turn is an extra turn (no Outpost turn
from it), after which the turns go on from the possessor as if nothing happened."""

from __future__ import annotations

from referee import views
from referee.rules.game import count_cards


def _possess(t, bob_hand, bob_deck=None):
    """ann plays Possession and ends her turn; bob's possessed turn starts with `bob_hand`."""
    t.give("ann", hand=["possession"], deck=["copper"] * 10)
    assert t.play("possession") is None
    t.clean()
    assert t.game.player.name == "bob"
    t.give("bob", hand=bob_hand, deck=bob_deck if bob_deck is not None else ["copper"] * 10, discards=[])
    t.give("ann", discards=[])  # her turn's cards, out of the way


def test_the_player_on_the_left_takes_a_possessed_extra_turn(table):
    t = table("possession", players=3)
    t.give("ann", hand=["possession"], deck=["copper"] * 10)
    t.play("possession")
    assert t.game.player.name == "ann"
    t.clean()
    assert t.game.player.name == "bob" and t.game.extra
    assert t.game.possession == ("bob", "ann")
    assert t.game.decider("bob") == "ann" and t.game.decider("cat") == "cat"
    t.clean()  # the possessed turn ends
    assert t.game.player.name == "bob" and not t.game.extra and t.game.decider("bob") == "bob"
    t.clean()
    assert t.game.player.name == "cat"


def test_a_card_bought_goes_to_the_possessor(table):
    t = table("possession")
    _possess(t, ["gold", "gold"])
    total = count_cards(t.game)
    t.add("gold")
    t.add("gold")
    t.buy("gold")
    assert t.bob.discards == [] and t.ann.discards == ["gold"]
    assert t.game.coins == 0
    assert count_cards(t.game) == total


def test_a_card_gained_to_the_hand_goes_to_the_possessors_discards(table):
    t = table("possession", "mine")
    _possess(t, ["mine", "silver"])
    t.play("mine")
    t.answer("silver")
    t.answer("gold")
    assert "gold" not in t.bob.hand and t.ann.discards == ["gold"]


def test_cards_trashed_are_set_aside_and_return_after_clean_up(table):
    t = table("possession", "chapel")
    _possess(t, ["chapel", "estate", "copper", "curse"])
    t.play("chapel")
    t.answer("estate", "copper", "curse")
    assert t.game.trash == []
    assert sorted(t.bob.mats["possession"]) == ["copper", "curse", "estate"]
    total = count_cards(t.game)
    t.clean()
    assert "possession" not in t.bob.mats
    assert {"estate", "copper", "curse"} <= set(t.bob.discards)
    assert t.game.trash == [] and count_cards(t.game) == total


def test_a_trash_still_counts_as_one(table):
    """Mining Village trashed for +2 coins gives them; Feast trashed still gains, for the possessor."""
    t = table("possession", "mining-village", "feast")
    _possess(t, ["mining-village", "feast"])
    t.play("mining-village")
    t.answer("mining-village")
    assert t.game.coins == 2 and t.bob.mats["possession"] == ["mining-village"]
    t.play("feast")
    t.answer("duchy")
    assert t.bob.mats["possession"] == ["mining-village", "feast"]
    assert t.ann.discards == ["duchy"] and "duchy" not in t.bob.discards


def test_the_possessed_players_attack_hurts_the_possessor(table):
    t = table("possession", "witch", "militia", "moat")
    _possess(t, ["witch"])
    t.play("witch")
    assert t.ann.discards.count("curse") == 1 and "curse" not in t.bob.discards


def test_the_possessor_answers_its_own_attack_decisions_and_may_reveal_a_moat(table):
    t = table("possession", "militia", "moat")
    _possess(t, ["militia"])
    t.give("ann", hand=["moat", "copper", "copper", "copper", "copper"])
    decision = t.play("militia")
    assert decision.player == "ann" and decision.kind == "reveal"
    assert t.answer("moat") is None
    assert len(t.ann.hand) == 5


def test_other_players_cards_trashed_go_to_the_trash(table):
    t = table("possession", "swindler")
    _possess(t, ["swindler"])
    t.give("ann", deck=["silver", "copper"])
    decision = t.play("swindler")
    assert t.game.trash == ["silver"] and decision.player == "bob" and decision.target == "ann"
    t.answer("silver")
    assert t.ann.discards[-1] == "silver"


def test_vp_tokens_stay_the_possessed_players(table):
    t = table("possession", "monument")
    _possess(t, ["monument"])
    t.play("monument")
    assert t.bob.vp_tokens == 1 and t.ann.vp_tokens == 0


def test_a_watchtower_of_the_possessor_reacts_to_its_gain(table):
    t = table("possession", "watchtower")
    _possess(t, ["silver"])
    t.give("ann", hand=["watchtower"])
    t.add("silver")
    t.buy("estate")
    decision = t.game.pending
    assert decision.player == "ann" and decision.card == "watchtower"
    t.answer("trash")
    assert t.game.trash == ["estate"]


def test_throne_room_possession_gives_two_possessed_turns(table):
    t = table("possession", "throne-room")
    t.give("ann", hand=["throne-room", "possession"], deck=["copper"] * 10)
    t.play("throne-room")
    t.answer("possession")
    t.clean()
    assert t.game.player.name == "bob" and t.game.possession == ("bob", "ann")
    t.clean()
    assert t.game.player.name == "bob" and t.game.possession == ("bob", "ann")
    t.clean()
    assert t.game.player.name == "bob" and t.game.possession is None


def test_no_outpost_turn_from_a_possessed_turn(table):
    t = table("possession", "outpost")
    _possess(t, ["outpost"])
    t.play("outpost")
    t.clean()
    assert t.game.player.name == "bob" and t.game.possession is None and not t.game.extra


def test_a_possession_in_a_possessed_turn_possesses_the_possessed_players_left(table):
    t = table("possession")
    _possess(t, ["possession"])
    t.play("possession")
    t.clean()
    assert t.game.player.name == "ann" and t.game.possession == ("ann", "bob")
    t.clean()
    assert t.game.player.name == "bob" and t.game.possession is None


def test_the_possession_mat_is_in_every_v5_view_and_its_events_parse(table):
    """The set-aside cards are public: every player's v5 view lists bob's possession mat, and the wire
    texts of the view and of the mat's events read back as they were written."""
    from protocol import parse_notification, to_wire
    from protocol.messages import Move
    from referee.seats.engine import notification

    t = table("possession", "chapel")
    events = []
    t.game.listeners.append(events.append)
    _possess(t, ["chapel", "estate", "copper"])
    t.play("chapel")
    t.answer("estate", "copper")
    for viewer in (t.bob, t.ann):
        view = views.view(t.game, viewer)
        seat = next(seat for seat in view.seats if seat.name == "bob")
        assert seat.mats == (("possession", ("copper", "estate")),)
        text = to_wire(Move(view))
        assert to_wire(parse_notification(text, 5)) == text
    mat = next(event for event in events if event.kind == "mat")
    text = to_wire(notification(mat))
    assert text == "(happened bob (mat possession copper estate))"
    assert to_wire(parse_notification(text, 5)) == text


def test_the_play_by_play_says_who_plays_a_possessed_turn(table):
    from referee.output import event_text
    from referee.rules.decisions import Event

    t = table("possession")
    events = []
    t.game.listeners.append(events.append)
    _possess(t, ["copper"])
    start = next(event for event in events if event.kind == "extra-turn")
    assert start == Event("extra-turn", "bob", (), "ann")
    assert event_text(start) == "bob takes an extra turn, played by ann (possessed)"
    assert event_text(Event("extra-turn", "ann", ())) == "ann takes an extra turn"
