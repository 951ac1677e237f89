"""Protocol v5 games through the one turn loop (docs/protocol.md, "Version 5"): every message a seat gets
is v5 wire text that reads back as itself, the set-up is told before the first move, tokens and mats are
told with `happened`, Coffers are spent with `(coffers N)`, and a v4 seat in a v5 game of base cards gets v4
only. In-process seats of random legal players (tests/programs/v4_random.py), which know the rules only
through `referee.rules.legality`."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from protocol import Act, Card, Clean, Coffers, Happened, StateV4, StateV5, parse_notification, to_wire
from protocol.catalogue import CATALOGUE
from protocol.messages import Attacked, Decide, Move
from protocol.versions import VERSIONS
from referee.rules.game import Game
from referee.seats.engine import Driver, run_game
from referee.seats.seat import InProcessSeat

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "programs"))
from v4_random import RandomV4  # noqa: E402

from referee import views
from referee.protocol_rules import game_rules

NEW_CARDS = sorted(
    name
    for name, facts in CATALOGUE.items()
    if facts.set != "base" and facts.kingdom and name in VERSIONS[5].cards
)
"""The kingdom cards protocol v5 names of the sets after the base game."""

BASE_FILL = (
    "militia",
    "moat",
    "witch",
    "throne-room",
    "chapel",
    "cellar",
    "village",
    "smithy",
    "market",
    "mine",
)


def kingdom(seed: int) -> list[str]:
    """Ten kingdom cards: the cards of other sets first (rotated by `seed`), then base cards."""
    new = NEW_CARDS[seed % len(NEW_CARDS) :] + NEW_CARDS[: seed % len(NEW_CARDS)] if NEW_CARDS else []
    chosen = list(dict.fromkeys([*new[:7], *BASE_FILL]))
    return chosen[:10]


class Wire(RandomV4):
    """A random legal player that prints every message it is sent as wire text and reads it back as v5,
    keeping the texts (`texts`)."""

    def __init__(self, seed: int, version: int = 5) -> None:
        super().__init__(seed, keep=True)
        self.version = version
        self.texts: list[str] = []

    def _heard(self, message) -> None:
        text = to_wire(message)
        assert to_wire(parse_notification(text, self.version)) == text
        self.texts.append(text)

    def move(self, state):
        self._heard(Move(state))
        return super().move(state)

    def defend(self, attacker, state, card="militia"):
        self._heard(Attacked(_act(card), attacker, state))
        return super().defend(attacker, state, card)

    def decide(self, decision, state):
        from referee.rules.decisions import question

        self._heard(Decide(decision.player, question(decision), state))
        return super().decide(decision, state)

    def notify(self, notification) -> None:
        self._heard(notification)
        super().notify(notification)


def _act(card: str):
    from protocol import Act, Card

    return Act(Card(card))


def play(seed: int, players: int = 2, seats=None):
    names = ["ann", "bob", "cat", "dan"][:players]
    game = Game(names, rules=game_rules(5), seed=seed, kingdom=kingdom(seed), turn_limit=30)
    strategies = seats or [Wire(seed * 10 + index) for index in range(players)]
    result = run_game(
        game, [InProcessSeat(name, s) for name, s in zip(names, strategies, strict=True)], version=5
    )
    return game, result, strategies


@pytest.mark.parametrize("seed", range(12))
def test_v5_games_of_random_legal_players_end_without_ejection_in_v5_wire_text(seed: int) -> None:
    game, result, strategies = play(seed, players=2 + seed % 3)
    assert all(p.ejection is None for p in result.players), [p.ejection for p in result.players]
    assert game.over
    for strategy in strategies:
        moves = [text for text in strategy.texts if text.startswith("(move ")]
        assert moves and all(isinstance(parse_notification(t, 5).state, StateV5) for t in moves[:3])


def test_the_set_up_is_told_before_the_first_move() -> None:
    _, _, strategies = play(3)
    texts = strategies[1].texts
    first_move = next(i for i, t in enumerate(texts) if t.startswith("(move "))
    setup = [parse_notification(t, 5) for t in texts[: min(first_move, 3)]]
    assert [note.kind for note in setup] == ["setup", "start", "start"]
    piles = setup[0].cards
    assert {"copper", "curse", "province"} <= set(piles) and set(kingdom(3)) <= set(piles)
    assert [note.name for note in setup[1:]] == ["ann", "bob"]
    assert all(sorted(note.cards) == sorted(["copper"] * 7 + ["estate"] * 3) for note in setup[1:])


def test_tokens_and_mats_are_told_with_happened() -> None:
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=kingdom(0))
    heard: list = []
    seats = [InProcessSeat(name, RandomV4(i, keep=True)) for i, name in enumerate(("ann", "bob"))]
    driver = Driver(game, seats, None, 5)
    driver._tokens = driver.token_snapshot()
    ann, bob = game.players
    game.arrange("ann", hand=["estate", "copper", "copper", "copper", "copper"])
    game.arrange("bob", hand=["gold", "copper", "copper", "copper", "copper"])
    game.add_vp(ann, 2)
    game.add_coffers(bob, 3)
    game.put_on_mat(ann, "island", ["estate"])
    game.put_on_mat(bob, "native-village", ["gold"])
    game.pile_tokens["smithy"] = {"embargo": 1}
    game.trade_route = 2
    driver.flush()
    heard = [to_wire(note) for note in seats[1].strategy.heard]
    assert heard == [
        "(happened ann (vp 2))",
        "(happened bob (coffers 3))",
        "(happened ann (mat island estate))",
        "(happened bob (mat native-village))",
        "(happened ann (trade-route 2))",
        "(happened ann (token smithy embargo))",
    ]
    game.spend_coffers(bob, 2)
    game.take_from_mat(ann, "island")
    driver.flush()
    assert [to_wire(note) for note in seats[0].strategy.heard[-2:]] == [
        "(happened bob (spend-coffers 2))",
        "(happened ann (from-mat island estate))",
    ]
    game.put_on_mat(bob, "native-village", ["copper"])
    view = views.view(game, bob, version=5)
    assert to_wire(view).endswith(
        "(potions 0) (seats (bob (vp 0) (coffers 1) (pirate-ship 0) (durations) "
        "(mats (native-village copper gold))) (ann (vp 2) (coffers 0) (pirate-ship 0) (durations) (mats))) "
        "(piles (smithy embargo)) "
        "(trade-route 2) (non-supply) (costs) (banned))"
    )
    assert "native-village" not in to_wire(views.view(game, ann, version=5))


class SpendsCoffers(RandomV4):
    """Spends all its Coffers at its first move, then plays at random."""

    def move(self, state):
        coffers = state.seats[0].coffers
        if coffers:
            return Coffers(coffers)
        return super().move(state)


def test_coffers_are_spent_with_a_play_and_told() -> None:
    game = Game(["ann", "bob"], rules=game_rules(5), seed=5, kingdom=kingdom(1), turn_limit=3)
    game.players[0].coffers = 2
    listener = RandomV4(9, keep=True)
    spender = SpendsCoffers(8)
    run_game(game, [InProcessSeat("ann", spender), InProcessSeat("bob", listener)], version=5)
    texts = [to_wire(note) for note in listener.heard]
    assert "(moved ann (coffers 2))" in texts
    assert texts.index("(happened ann (spend-coffers 2))") > texts.index("(moved ann (coffers 2))")


class OverSpends(RandomV4):
    def move(self, state):
        return Coffers(3)


def test_spending_more_coffers_than_held_ejects() -> None:
    game = Game(["ann", "bob"], rules=game_rules(5), seed=5, kingdom=kingdom(1))
    game.players[0].coffers = 2
    result = run_game(
        game, [InProcessSeat("ann", OverSpends(1)), InProcessSeat("bob", RandomV4(2))], version=5
    )
    ejection = result.players[0].ejection
    assert ejection is not None and ejection.kind == "illegal-play"
    assert ejection.message == "(coffers 3) needs 3 Coffers; you have 2"


def test_a_v4_seat_in_a_v5_game_of_base_cards_gets_v4_only() -> None:
    base = [
        "militia",
        "moat",
        "witch",
        "throne-room",
        "chapel",
        "cellar",
        "village",
        "smithy",
        "market",
        "mine",
    ]
    for seed in range(4):
        game = Game(["ann", "bob"], rules=game_rules(5), seed=seed, kingdom=base, turn_limit=30)
        old = Wire(seed, version=4)
        new = Wire(seed + 100)
        result = run_game(game, [InProcessSeat("ann", new), InProcessSeat("bob", old, version=4)], version=5)
        assert all(p.ejection is None for p in result.players)
        assert all(
            type(parse_notification(t, 4).state) is StateV4 for t in old.texts if t.startswith("(move ")
        )
        assert not any(isinstance(n, Happened) for n in old.heard)
        assert any(t.startswith("(happened") for t in new.texts)


class Reacts(RandomV4):
    """Against an attack: `(reveal secret-chamber)`, then, asked with decide, reveals the Moat when offered;
    puts back its first cards; records what it was asked."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, keep=True)
        self.asked: list[tuple[str, str, tuple]] = []

    def defend(self, attacker, state, card="militia"):
        from protocol import RevealDefense

        self.asked.append(("attacked", card, tuple(state.hand)))
        return RevealDefense(Card.SECRET_CHAMBER)

    def decide(self, decision, state):
        self.asked.append((decision.kind, decision.card, tuple(decision.options)))
        if decision.kind == "reveal":
            return (Card.MOAT,) if Card.MOAT in decision.options else ()
        return tuple(decision.options[: decision.min])


class PlaysMilitia(RandomV4):
    def move(self, state):
        if Card.MILITIA in state.hand and state.actions:
            return Act(Card.MILITIA)
        return Clean(state.hand[0]) if state.hand else Clean()


def test_a_reaction_revealed_then_the_rest_of_the_defense_is_asked_with_decide() -> None:
    cards = [
        "secret-chamber",
        "militia",
        "moat",
        "village",
        "smithy",
        "market",
        "cellar",
        "chapel",
        "mine",
        "witch",
    ]
    game = Game(["ann", "bob"], rules=game_rules(5), seed=2, kingdom=cards)
    game.arrange("ann", hand=["militia", "copper", "copper", "copper", "estate"])
    game.arrange(
        "bob", hand=["secret-chamber", "moat", "estate", "estate", "copper"], deck=["gold", "silver"]
    )
    bob = Reacts(1)
    listener = PlaysMilitia(2, keep=True)
    game.turn_limit = 1
    run_game(game, [InProcessSeat("ann", listener), InProcessSeat("bob", bob)], version=5)
    kinds = [entry[0] for entry in bob.asked]
    assert kinds[:3] == ["attacked", "topdeck", "reveal"], bob.asked
    assert bob.asked[2] == ("reveal", "militia", (Card.MOAT,))  # secret-chamber is not offered again
    texts = [to_wire(note) for note in listener.heard]
    assert "(defended bob (reveal secret-chamber))" in texts
    assert "(happened bob (reveal secret-chamber))" in texts and "(happened bob (reveal moat))" in texts
    assert not any(t.startswith("(happened bob (discard") for t in texts)  # the Moat made it unaffected
