"""Every reference player of `players.REFERENCE` plays whole games over real loopback WebSockets through
`players.remote`, v4 players included: nested Throne Room plays, mid-card requests and attacks answered by
the strategy's own `decide` and `defend`, with no ejection and no client crash."""

from __future__ import annotations

import importlib
import json

import pytest

from players import REFERENCE, big_money, random_legal
from tests.network.conftest import GAME_TIMEOUT, ClientThread, Eager, serving, start_in_order

V4_KINGDOM = [
    "throne-room",
    "smithy",
    "chapel",
    "laboratory",
    "witch",
    "moat",
    "village",
    "market",
    "festival",
    "sentry",
]
"""The key cards of witch_money, chapel_lab and throne_room (and smithy_money's, village_smithy's)."""

V3_KINGDOM = [
    "mine",
    "militia",
    "remodel",
    "smithy",
    "village",
    "market",
    "moat",
    "witch",
    "cellar",
    "chapel",
]
"""The key cards of mine_money, militia_money and village_smithy, with a Moat against their attacks."""

REQUESTS_KINGDOM = [
    "harbinger",
    "vassal",
    "poacher",
    "library",
    "sentry",
    "throne-room",
    "bureaucrat",
    "bandit",
    "militia",
    "moat",
]
"""Every card whose choice comes as a mid-card request (and the attacks with data): random players play
them."""

UPFRONT_KINGDOM = [
    "throne-room",
    "remodel",
    "mine",
    "chapel",
    "cellar",
    "workshop",
    "artisan",
    "moneylender",
    "militia",
    "moat",
]
"""Cards with up-front choices: a throned one's second play is a `ThroneRoom` request."""

KINGDOM_OF = {
    "big_money": V4_KINGDOM,
    "mine_money": V3_KINGDOM,
    "smithy_money": V4_KINGDOM,
    "village_smithy": V3_KINGDOM,
    "militia_money": V3_KINGDOM,
    "witch_money": V4_KINGDOM,
    "chapel_lab": V4_KINGDOM,
    "throne_room": V4_KINGDOM,
    "random_legal": REQUESTS_KINGDOM,
    "passive": V3_KINGDOM,
    "strong": V4_KINGDOM,
}


def _strategy(name: str, seed: int):
    module = importlib.import_module(REFERENCE[name].module)
    return module.Strategy(seed) if name == "random_legal" else module.Strategy()


def _recording(client, sent: list[str], asked: set[str]) -> None:
    """Keep each text `client` sends in `sent` and each server request it answers in `asked`."""
    send, answer = client._send, client._answer

    def recorded_send(text: str) -> None:
        sent.append(text)
        send(text)

    def recorded_answer(method: str, params):
        asked.add(method)
        return answer(method, params)

    client._send, client._answer = recorded_send, recorded_answer


def _play(
    kingdom: list[str], seed: int, players: list[tuple[str, object]], turn_limit: int = 30
) -> tuple[object, list, list, set]:
    """One game on `kingdom` between `players` (name, strategy) in seat order; returns the server's result,
    each client's outcome, the texts each client sent, and the server's requests the clients answered."""
    config = {"games": 1, "seed": seed, "players": len(players), "kingdom": kingdom, "turn_limit": turn_limit}
    with serving(**config) as (server, url):
        threads = [ClientThread(url, name, strategy) for name, strategy in players]
        sent: list[list[str]] = [[] for _ in threads]
        asked: set[str] = set()
        for thread, texts in zip(threads, sent, strict=True):
            _recording(thread.client, texts, asked)
        start_in_order(server, threads)
        for thread in threads:
            thread.join(GAME_TIMEOUT)
            assert not thread.is_alive(), f"{thread.name} did not finish"
    (result,) = server.results.values()
    return result, [thread.outcome for thread in threads], sent, asked


def _check(result, outcomes) -> None:
    assert not result.ejections, [(p.name, p.ejection) for p in result.ejections]
    assert result.end in ("provinces", "three-piles", "turn-limit")
    for outcome in outcomes:
        assert isinstance(outcome, list) and len(outcome) == 1, outcome
        assert outcome[0]["result"] in ("Win", "Lose")


def test_every_reference_player_has_a_kingdom():
    assert set(KINGDOM_OF) == set(REFERENCE)


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_reference_player_plays_a_whole_game_against_big_money(name):
    result, outcomes, sent, _ = _play(
        KINGDOM_OF[name], 2, [("remote", _strategy(name, 2)), ("money", big_money.Strategy())]
    )
    _check(result, outcomes)
    plays = [json.loads(text) for text in sent[0]]
    played = {p["params"]["card"] for p in plays if p.get("method") == "Play"}
    if name == "throne_room":
        # Its nested plays ``(act throne-room (act witch))`` went as Play {card, data: {card, data}}.
        nested = [
            p["params"]["data"]
            for p in plays
            if p.get("method") == "Play" and p["params"]["card"] == "ThroneRoom"
        ]
        assert nested and all(isinstance(data, dict) and data["card"] for data in nested), nested
    key = {"witch_money": "Witch", "chapel_lab": "Chapel", "mine_money": "Mine", "militia_money": "Militia"}
    if name in key:
        assert key[name] in played, played


class Deciding(Eager):
    """`Eager` (plays every action it can, buys kingdom cards) answering every decision with a random legal
    answer through its own `decide`, and every attack with a three-parameter `defend`: a v4 strategy."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.random = random_legal.Strategy(seed)

    def decide(self, decision, state) -> tuple:
        return self.random.decide(decision, state)

    def defend(self, attacker, state, card="militia"):
        return self.random.defend(attacker, state, card)


SEED = 2
TURNS = 120


@pytest.mark.parametrize(
    "kingdom,requests",
    [
        (REQUESTS_KINGDOM, {"Attack", "Harbinger", "Library", "Poacher", "Sentry", "Vassal"}),
        (UPFRONT_KINGDOM, {"Attack", "ThroneRoom"}),
    ],
)
def test_random_players_answer_every_request_and_attack_with_decide(kingdom, requests):
    # Two seeded random legal players on the kingdom of mid-card requests: Harbinger, Vassal, Poacher,
    # Library, Sentry, Throne Room, and Bureaucrat/Bandit/Militia attacks against Moats, each answered by
    # the strategy's own decide (or defend) and judged legal by the server's rules core.
    result, outcomes, _, asked = _play(
        kingdom,
        SEED,
        [("alice", Deciding(1)), ("bob", Deciding(2)), ("carol", random_legal.Strategy(seed=3))],
        turn_limit=TURNS,
    )
    _check(result, outcomes)
    assert requests <= asked, sorted(asked)
