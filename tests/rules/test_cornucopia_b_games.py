"""Whole games with the Cornucopia cards of section B (`referee.rules.cornucopia`): the effects meet the
engine and the protocol.

Seeded games of the rules alone, 2-4 players, second edition, on kingdoms holding those 6 cards and four
others that meet them (Throne Room, Moat, Remodel, Workshop), played by random in-process players that play a
random action when they can and answer every decision with a random legal answer (but always set a Province
aside for a Joust and reveal a Bane). After every play and answer: no pile negative, every card of the game in
exactly one place (the Rewards, Ferryman's pile, the Joust and Farmhands mats included); every game ends with
no ejection and no decision pending; the same seed gives the same game; Rewards are gained and played, cards
wait on the Farmhands and Joust mats, Banes are revealed and Ferrymen bring their cards. Then the new mats on
the wire of protocol v5: the events and the seat records print and parse back."""

from __future__ import annotations

import pytest

from protocol.messages import Move
from protocol.parse import parse_notification
from protocol.printer import to_wire
from referee import views
from referee.protocol_rules import game_rules
from referee.rules.decisions import Event
from referee.rules.game import Game
from referee.seats.engine import notification
from tests.rules.games import assert_ended_cleanly, assert_same_game, random_game

CARDS = ("young-witch", "shop", "farmhands", "carnival", "ferryman", "joust")
OTHERS = ("throne-room", "moat", "remodel", "workshop")
REWARDS = ("coronet", "courser", "demesne", "housecarl", "huge-turnip", "renown")
GAMES = 60
PROVINCES = 2
"""Estates of each player's starting deck replaced by Provinces of the supply."""


def _provinces(game: Game) -> None:
    """2 of each player's Estates become Provinces, so that Jousts find some."""
    for player in game.players:
        hand, deck = (
            list(player.hand),
            list(reversed(player.deck)),
        )  # the deck top first, as `arrange` takes it
        for _ in range(PROVINCES):
            cards = hand if "estate" in hand else deck
            cards[cards.index("estate")] = "province"
        game.arrange(player.name, hand=hand, deck=deck)
        game.set_pile("province", game.piles["province"] - PROVINCES)
        game.set_pile("estate", game.piles["estate"] + PROVINCES)


def _game(seed: int):
    """Random players that buy the dearest affordable card 6 times in 10 (so that Jousts find Provinces),
    always set a Province aside for a Joust and always reveal a Bane."""
    return random_game(
        seed,
        [*CARDS, *OTHERS],
        turn_limit=30,
        edition=2,
        arrange=_provinces,
        events=True,
        dearest=0.6,
        most=lambda decision: (
            (decision.card, decision.kind) in (("joust", "set-aside"), ("young-witch", "reveal"))
        ),
    )


@pytest.mark.early
def test_random_games_keep_the_invariants():
    decisions = 0
    played: set[str] = set()
    mats: set[str] = set()
    revealed = 0
    for seed in range(GAMES):
        one = _game(seed)
        game, observer, events = one.game, one.observer, one.events
        assert_ended_cleanly(one.result, game)
        assert game.bane is not None and "ferryman" in game.piles_aside
        decisions += observer.decisions
        played.update(e.cards[0] for e in events if e.kind == "play" and e.cards)
        mats.update(e.cards[0] for e in events if e.kind == "mat")
        revealed += sum(1 for e in events if e.kind == "reveal" and e.cards == (game.bane,))
    assert set(CARDS) <= played and decisions > 1000
    assert set(REWARDS) <= played, set(REWARDS) - played
    assert {"farmhands", "joust"} <= mats and revealed > 0


def test_the_same_seed_gives_the_same_game():
    assert_same_game(_game, (3, 17))


def test_the_new_mats_on_the_wire_of_protocol_v5():
    """The events of the Joust and Farmhands mats print as v5 `happened` notifications and parse back, and a
    seat record shows both mats to every player."""
    for event, wire in (
        (Event("mat", "ann", ("joust", "province")), "(happened ann (mat joust province))"),
        (Event("from-mat", "ann", ("joust", "province")), "(happened ann (from-mat joust province))"),
        (Event("mat", "ann", ("farmhands", "smithy")), "(happened ann (mat farmhands smithy))"),
        (Event("from-mat", "ann", ("farmhands", "smithy")), "(happened ann (from-mat farmhands smithy))"),
    ):
        assert to_wire(notification(event)) == wire
        assert to_wire(parse_notification(wire, 5)) == wire
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=[*CARDS, *OTHERS])
    ann = game.players[0]
    ann.hand[:2] = ["province", "smithy"]
    game.put_on_mat(ann, "joust", ("province",))
    game.put_on_mat(ann, "farmhands", ("smithy",))
    for viewer in game.players:
        text = to_wire(Move(views.view(game, viewer, version=5)))
        assert (
            "(ann (vp 0) (coffers 0) (pirate-ship 0) (durations) (mats (farmhands smithy) (joust province)))"
            in (text)
        ), text
        assert to_wire(parse_notification(text, 5)) == text
