"""Cards discarded other than in Clean-up (Tunnel, Weaver, Trail) in whole protocol v5 games of the engine:
their owner is asked (`decide`) on any player's turn, the answers are judged, and the other players are told
what happened (a reveal, a play on another player's turn) with `happened`. Seeded random legal players that
favour these cards and the cards that discard (Militia, Cellar, Warehouse, Vassal, Cartographer, Chapel)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from protocol import to_wire
from protocol.messages import Act, Add, Buy
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.legality import legal_answers, legal_defenses, legal_plays
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat

KINGDOM = [
    "tunnel",
    "weaver",
    "trail",
    "militia",
    "cellar",
    "warehouse",
    "vassal",
    "cartographer",
    "chapel",
    "remodel",
]
REACTORS = {"tunnel", "weaver", "trail"}
WANTED = {"tunnel", "weaver", "trail", "militia", "cellar", "warehouse", "vassal"}


class Player:
    """A random legal v5 player that buys the kingdom's discarders and reactors first; it writes down every
    decision it is asked and every notification it is sent."""

    def __init__(self, rng: random.Random, name: str, seen: Counter[str], told: list[str]) -> None:
        self.rng, self.name, self.seen, self.told = rng, name, seen, told
        self.game: Game | None = None  # the game, to tell whose turn it is (the test's own check)

    def move(self, state):
        # Weaver and Trail are kept in hand for a discard to play them (a Militia's on another's turn).
        plays = [play for play in legal_plays(state, edition=2) if play not in (Act("weaver"), Act("trail"))]
        if Act("militia") in plays:
            return Act("militia")
        wanted = [play for play in plays if isinstance(play, Buy) and play.card in WANTED]
        if wanted:
            return self.rng.choice(wanted)
        for kind in (Act, Add, Buy):
            group = [each for each in plays if type(each) is kind]
            if group and self.rng.random() < 0.9:
                return self.rng.choice(group)
        return self.rng.choice(plays)

    def defend(self, attacker, state, card="militia"):
        defenses = legal_defenses(state, card)
        most = max(len(set(getattr(one, "cards", ())) & REACTORS) for one in defenses)
        return self.rng.choice(
            [one for one in defenses if len(set(getattr(one, "cards", ())) & REACTORS) == most]
        )

    def decide(self, decision, state):
        if decision.card in ("tunnel", "weaver", "trail") and decision.kind in ("reveal", "play"):
            self.seen[f"{decision.card} {decision.kind} {decision.source}"] += 1
            if self.game.player.name != decision.player:
                self.seen[f"{decision.card} on another's turn"] += 1
            return decision.options[:1]  # always react
        answer = list(self.rng.choice(legal_answers(decision)))
        if decision.ordered:
            self.rng.shuffle(answer)
        return tuple(answer)

    def notify(self, notification):
        self.told.append(f"{self.name} {to_wire(notification)}")


@pytest.mark.early
def test_discard_triggers_in_whole_v5_games() -> None:
    seen: Counter[str] = Counter()
    told: list[str] = []
    for seed in range(16):
        names = ["ann", "bob", "cat"][: 2 + seed % 2]
        game = Game(names, rules=game_rules(5), seed=seed, turn_limit=30, kingdom=KINGDOM, edition=2)
        players = [Player(random.Random(seed * 5 + i), n, seen, told) for i, n in enumerate(names)]
        for player in players:
            player.game = game
        seats = [InProcessSeat(n, player) for n, player in zip(names, players, strict=True)]
        result = run_game(game, seats, version=5)
        assert not result.ejections, (seed, result.ejections)
    assert seen["tunnel reveal discards"] and seen["weaver play discards"] and seen["trail play discards"], (
        seen
    )
    assert seen["tunnel on another's turn"], seen
    # Another player learns of a Tunnel revealed and of a Weaver played, on any turn.
    assert any("(reveal tunnel)" in line for line in told)
    assert any("(play weaver)" in line for line in told)


def test_a_weaver_and_a_trail_discarded_to_militia_are_played_on_the_attackers_turn() -> None:
    seen: Counter[str] = Counter()
    told: list[str] = []
    game = Game(["ann", "bob"], rules=game_rules(5), seed=3, turn_limit=2, kingdom=KINGDOM, edition=2)
    game.arrange("ann", hand=["militia", "copper", "copper", "copper", "estate"])
    game.arrange("bob", hand=["weaver", "trail", "copper", "copper", "estate"])
    players = [Player(random.Random(i), name, seen, told) for i, name in enumerate(("ann", "bob"))]
    for player in players:
        player.game = game
    result = run_game(game, [InProcessSeat(player.name, player) for player in players], version=5)
    assert not result.ejections
    assert seen["weaver on another's turn"] == 1 and seen["trail on another's turn"] == 1, seen
    # ann is told of bob's plays on her turn, as of any play.
    assert "ann (happened bob (play weaver))" in told and "ann (happened bob (play trail))" in told
