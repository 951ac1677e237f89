"""Whole games with the promotional cards (`referee.rules.promo`): the effects meet the engine and protocol.

Seeded games of the rules alone, 2-4 players, on a kingdom holding the 6 promos and four others that meet them
(Village, Throne Room, Moat, Feast), played by random in-process players (a random action when they can,
every treasure, a random affordable card, a random legal answer to each decision). After every play and
answer: no pile negative, every card of the game in exactly one place (the Black Market deck and the Prince
mat included); every game ends with no ejection and no decision pending; the same seed gives the same game;
the promos are played, Princes set cards aside, Black Market buys. Then the Prince mat on the wire of v5."""

from __future__ import annotations

import pytest

from protocol.messages import Act, Clean, Move
from protocol.parse import parse_notification
from protocol.printer import to_wire
from referee import views
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from tests.rules.games import assert_ended_cleanly, assert_same_game, random_game

CARDS = ("black-market", "envoy", "walled-village", "governor", "stash", "prince")
OTHERS = ("village", "throne-room", "moat", "feast")
GAMES = 40
MORE_GAMES = 200


def _game(seed: int):
    """Random players that play Stash as a treasure, a Prince first when another action is in hand (so that
    it may set one aside), buy a Prince half the times it is affordable (its set-aside, seen in enough games
    whatever the seeds draw), else the dearest affordable card 6 times in 10; a Prince always sets a card
    aside, and the Black Market's unbought cards go under its deck in the order offered (drawing nothing
    keeps the games' streams)."""
    return random_game(
        seed,
        [*CARDS, *OTHERS],
        turn_limit=30,
        edition=1,
        events=True,
        first="prince",
        favourite=("prince", 0.5),
        dearest=0.6,
        adds=("stash",),
        most=lambda decision: (
            decision.card == "prince" or (decision.card == "black-market" and decision.kind == "choose")
        ),
    )


@pytest.mark.early
def test_random_games_keep_the_invariants():
    played: set[str] = set()
    mats: set[str] = set()
    bought_from_black_market = 0
    seed = 0
    # GAMES games, then more (at most MORE_GAMES) until a Prince has set a card aside: a random player rarely
    # reaches 8 coins with an action costing 4 or less in hand, and which seed does changes with any rule.
    while seed < GAMES or ("prince" not in mats and seed < GAMES + MORE_GAMES):
        one = _game(seed)
        seed += 1
        game, events = one.game, one.events
        assert_ended_cleanly(one.result, game)
        played.update(e.cards[0] for e in events if e.kind in ("play", "add") and e.cards)
        mats.update(e.cards[0] for e in events if e.kind == "mat")
        bought_from_black_market += sum(
            1 for e in events if e.kind == "gain" and e.cards and e.cards[0] not in game.piles
        )
    assert set(CARDS) - {"stash"} <= played, set(CARDS) - played
    assert "prince" in mats and bought_from_black_market > 0


def test_the_same_seed_gives_the_same_game():
    assert_same_game(_game, (3, 17))


def test_the_prince_mat_on_the_wire_of_protocol_v5():
    """A seat record shows the Prince mat (its cards in the canonical order: the card set aside, then the
    Prince) to every player."""
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=[*CARDS, *OTHERS])
    ann = game.players[0]
    ann.hand[:2] = ["prince", "village"]
    game.put_on_mat(ann, "prince", ("prince", "village"))
    for viewer in game.players:
        text = to_wire(Move(views.view(game, viewer, version=5)))
        assert "(mats (prince village prince))" in text, text
        assert to_wire(parse_notification(text, 5)) == text


def test_the_current_prince_and_its_card_on_the_wire_of_protocol_v5():
    """Prince's current text (a second-edition game): from the next turn on every player sees the Prince among
    its owner's durations and the card on the Prince mat, and is told the card's play at the start of each of
    its owner's turns, the card staying on the mat."""
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=[*CARDS, *OTHERS], edition=2)
    events = []
    game.listeners.append(events.append)
    game.arrange("ann", hand=["prince", "village"], deck=["copper"] * 12, discards=[])
    game.apply(Act("prince"))
    assert game.pending.kind == "set-aside" and game.pending.options == ("village",)
    game.answer(("village",))
    game.apply(Clean())
    for viewer in game.players:
        text = to_wire(Move(views.view(game, viewer, version=5)))
        seat = "(ann (vp 0) (coffers 0) (pirate-ship 0) (durations prince) (mats (prince village)))"
        assert seat in text, text
        assert to_wire(parse_notification(text, 5)) == text
    del events[:]
    game.apply(Clean(game.player.hand[0]))  # Bob's turn ends; Ann's starts by playing the Village
    played = [event for event in events if event.kind == "play"]
    assert [(event.player, event.cards) for event in played] == [("ann", ("village",))]
    assert game.find("ann").mats["prince"] == ["village"] and game.find("ann").plays == ["prince"]
