"""`python -m players.remote` plays on a server that behaves as the real DominAI server does
(`tests.network.dominai_server`, written from DominAI's documented behaviour): every reference strategy
plays whole games there, against Big Money, with nothing the real server would hang or die on."""

from __future__ import annotations

import importlib

import pytest

from players import REFERENCE, big_money
from players.remote import Client, join_url
from protocol.messages import Clean
from tests.network.conftest import GAME_TIMEOUT, ClientThread, Eager
from tests.network.dominai_server import SECOND_KINGDOM, DominaiServer


def _strategy(name: str, seed: int):
    module = importlib.import_module(REFERENCE[name].module)
    return module.Strategy(seed) if name == "random_legal" else module.Strategy()


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_a_reference_strategy_plays_whole_games_on_a_dominai_server(name):
    server = DominaiServer(seed=len(name))
    url = server.start()
    try:
        for game in range(2):
            threads = [
                ClientThread(f"{url}/join/g{game}", "remote", _strategy(name, game)),
                ClientThread(f"{url}/join/g{game}", "money", big_money.Strategy()),
            ]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(GAME_TIMEOUT)
                assert not thread.is_alive()
            assert server.violations == []
            for thread in threads:
                assert isinstance(thread.outcome, list) and len(thread.outcome) == 1, thread.outcome
    finally:
        server.stop()
    assert len(server.scores) == 2 and server.refusals == []
    print(name, dict(server.plays), dict(server.requests))
    for card in KEY_CARDS.get(name, ()):
        assert server.plays[card] > 0, (card, server.plays)


KEY_CARDS = {
    "chapel_lab": ("Chapel", "Laboratory"),
    "militia_money": ("Militia",),
    "mine_money": ("Mine",),
    "smithy_money": ("Smithy",),
    "throne_room": ("Witch",),
    "village_smithy": ("Smithy",),
    "witch_money": ("Witch",),
}
"""The cards each strategy plays in its games (so their requests and attacks come up)."""


def test_the_client_sends_endturn_without_params():
    assert Client.request_of(Clean()) == ("EndTurn", None)
    assert join_url("http://h:1/join/g", "a", None) == "ws://h:1/join/g?name=a"


def test_an_eager_player_answers_throne_room_vassal_and_attacks_on_a_dominai_server():
    server = DominaiServer(seed=3)
    url = server.start()
    try:
        for game in range(3):
            threads = [
                ClientThread(f"{url}/join/e{game}", n, Eager(game * 2 + at)) for at, n in enumerate("ab")
            ]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(GAME_TIMEOUT)
            assert server.violations == []
            assert all(isinstance(thread.outcome, list) for thread in threads), [t.outcome for t in threads]
    finally:
        server.stop()
    assert (
        server.requests["ThroneRoom"] > 0 and server.requests["Vassal"] > 0 and server.requests["Attack"] > 0
    )
    # The only refusals: a Throne Room with no action to play, which the rules allow and DominAI refuses
    # (the client then plays on without actions).
    assert all("ThroneRoom takes {card, data}" in refusal for refusal in server.refusals), server.refusals


@pytest.mark.parametrize("player", ["eager", "random_legal"])
def test_every_other_request_and_attack_of_dominai_is_answered(player):
    server = DominaiServer(seed=5, kingdom=SECOND_KINGDOM)
    url = server.start()
    try:
        for game in range(3):
            strategy = Eager(game) if player == "eager" else _strategy("random_legal", game)
            threads = [
                ClientThread(f"{url}/join/o{game}", player, strategy),
                ClientThread(f"{url}/join/o{game}", "money", big_money.Strategy()),
            ]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(GAME_TIMEOUT)
            assert server.violations == []
            assert all(isinstance(thread.outcome, list) for thread in threads), [t.outcome for t in threads]
    finally:
        server.stop()
    assert server.refusals == []
    if player == "eager":
        assert all(server.requests[method] for method in ("Attack", "Harbinger", "Library", "Sentry"))
        assert server.plays["Bureaucrat"] and server.plays["Bandit"]
