"""Whole games over real loopback WebSockets: remote vs remote, remote vs a subprocess, 3 and 4 seats, and
every second-edition card in some kingdom, judged by the same rules core as local games."""

from __future__ import annotations

import json
import subprocess
import sys
import threading

import pytest

from players import big_money, random_legal, smithy_money
from protocol.dominai import card_to_wire
from referee.network.server import DOMINAI_CARDS
from referee.rules.cards import KINGDOM_CARDS
from tests.network.conftest import GAME_TIMEOUT, ClientThread, Eager, play_clients, serving, start_in_order

# Three kingdoms holding every second-edition kingdom card between them.
KINGDOMS = [DOMINAI_CARDS[:10], DOMINAI_CARDS[10:20], DOMINAI_CARDS[-10:]]


def test_the_kingdoms_cover_every_second_edition_card():
    assert set().union(*KINGDOMS) == set(DOMINAI_CARDS)
    assert len(DOMINAI_CARDS) == 26 and set(DOMINAI_CARDS) <= set(KINGDOM_CARDS)


def _finished_without_ejection(result):
    assert result is not None
    assert not result.ejections, [(p.name, p.ejection) for p in result.ejections]
    assert result.end in ("provinces", "three-piles", "turn-limit")


def test_remote_against_remote():
    with serving(games=1, seed=11) as (server, url):
        outcomes = play_clients(
            server, url, [("alice", big_money.Strategy()), ("bob", smithy_money.Strategy())]
        )
    (result,) = server.results.values()
    _finished_without_ejection(result)
    assert result.end == "provinces"
    scores = {p.name: p.score for p in result.players}
    for name, outcome in zip(("alice", "bob"), outcomes, strict=True):
        (over,) = outcome
        assert over["scores"] == scores
        assert over["result"] == ("Win" if name in result.winners else "Lose")


@pytest.mark.parametrize("seats,kingdom", [(3, KINGDOMS[0]), (4, KINGDOMS[1]), (3, KINGDOMS[2])])
def test_random_legal_players_play_every_card(seats, kingdom):
    # Seeded random legal players buy and play whatever the rules allow, so over these games every
    # second-edition card is bought and played, with its mid-card requests and attacks.
    with serving(games=1, seed=seats, players=seats, kingdom=kingdom, turn_limit=25) as (server, url):
        players = [(f"p{'abcd'[at]}", random_legal.Strategy(seed=at)) for at in range(seats - 1)]
        players.append(("eager", Eager(seats)))
        outcomes = play_clients(server, url, players, lobby="every")
    (result,) = server.results.values()
    _finished_without_ejection(result)
    assert len(result.players) == seats
    assert all(isinstance(outcome, list) and len(outcome) == 1 for outcome in outcomes), outcomes


def test_every_second_edition_card_is_played_in_some_game(tmp_path):
    # Eager players (seeded) in 4-player games, two games per kingdom; the transcripts show what was played.
    played: set[str] = set()
    for number, kingdom in enumerate(KINGDOMS):
        log_dir = tmp_path / str(number)
        config = {"games": 2, "seed": 100 + number, "players": 4, "kingdom": kingdom, "turn_limit": 40}
        with serving(log_dir=log_dir, **config) as (server, url):
            for game in range(2):
                players = [(f"p{c}", Eager(number * 8 + game * 4 + at)) for at, c in enumerate("abcd")]
                play_clients(server, url, players)
        assert len(server.results) == 2
        for game, result in server.results.items():
            _finished_without_ejection(result)
            for line in (log_dir / f"game-{game}.jsonl").read_text().splitlines():
                record = json.loads(line)
                if record.get("dir") == "from" and '"method":"Play"' in record["text"]:
                    played.add(json.loads(record["text"])["params"]["card"])
    missing = {card_to_wire(card) for card in DOMINAI_CARDS if card != "gardens"} - played
    assert not missing, f"never played: {sorted(missing)}"


def test_remote_against_a_subprocess_opponent(python):
    opponent = ("militia", (python, "-m", "players.militia_money"))
    with serving(games=1, seed=3, opponents=(opponent,)) as (server, url):
        client = subprocess.run(
            [sys.executable, "-m", "players.remote", url, "--strategy", "smithy_money", "--name", "alice"],
            capture_output=True,
            text=True,
            timeout=GAME_TIMEOUT,
        )
    assert client.returncode == 0, client.stderr
    (result,) = server.results.values()
    _finished_without_ejection(result)
    assert [p.name for p in result.players] == ["alice", "militia"]
    assert client.stdout.startswith("game 1: ")
    assert result.players[1].command.endswith("players.militia_money")


def test_a_rematch_plays_again_on_the_same_connection():
    with serving(games=2, seed=8) as (server, url):
        threads = [ClientThread(url, name, big_money.Strategy(), games=2) for name in ("ann", "bob")]
        start_in_order(server, threads)
        for thread in threads:
            thread.join(GAME_TIMEOUT)
    assert len(server.results) == 2
    assert all(isinstance(thread.outcome, list) and len(thread.outcome) == 2 for thread in threads)


def test_referee_serve_command_plays_two_remote_clients(tmp_path):
    serve = subprocess.Popen(
        [sys.executable, "-m", "referee.cli", "serve", "--port", "0", "--games", "1", "--seed", "4",
         "--log-dir", str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
        banner = serve.stdout.readline()
        assert banner.startswith("referee serve: listening on ws://127.0.0.1:"), banner
        url = banner.split()[4]
        clients = [
            subprocess.Popen(
                [sys.executable, "-m", "players.remote", url, "--strategy", strategy, "--name", name],
                stdout=subprocess.PIPE,
                text=True,
            )
            for name, strategy in (("alice", "big_money"), ("bob", "village_smithy"))
        ]
        for client in clients:
            assert client.wait(GAME_TIMEOUT) == 0
        out, err = serve.communicate(timeout=GAME_TIMEOUT)
    finally:
        serve.kill()
    assert serve.returncode == 0, err
    assert out.startswith("game 1 (seed 4): "), out
    lines = (tmp_path / "game-1.jsonl").read_text().splitlines()
    assert "StartGame" in json.loads(lines[0])["text"] and json.loads(lines[-1])["result"]["seed"] == 4
    # One line per game that says who won in words (no unexplained "*") and names the kingdom.
    result = json.loads(lines[-1])["result"]
    [line] = out.splitlines()
    [winner] = result["winners"]
    ranked = sorted(result["players"], key=lambda p: p["rank"])
    assert line.startswith(f"game 1 (seed 4): {winner} won; ")
    scores = ", ".join(f"{p['name']} {p['score']}" for p in ranked)
    assert f"; {scores}; " in line and "*" not in line
    assert f" after {result['turns']} turns; kingdom {', '.join(result['kingdom'])}" in line


def test_players_join_the_lobby_of_their_game_only():
    # Two games at once, in lobbies "a" and "b": each pair plays its own game.
    with serving(games=2, seed=1) as (server, url):
        outcomes: dict[str, list] = {}

        def pair(lobby: str) -> None:
            players = [(f"{lobby}x", big_money.Strategy()), (f"{lobby}y", big_money.Strategy())]
            outcomes[lobby] = play_clients(server, url, players, lobby=lobby)

        threads = [threading.Thread(target=pair, args=(lobby,)) for lobby in "ab"]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(GAME_TIMEOUT)
    names = sorted(sorted(p.name for p in result.players) for result in server.results.values())
    assert names == [["ax", "ay"], ["bx", "by"]]


def test_replay_says_a_served_game_is_not_its_language(tmp_path):
    from referee.errors import UsageError
    from referee.replay import read_replay

    with serving(games=1, seed=6, log_dir=tmp_path) as (server, url):
        play_clients(server, url, [("ann", big_money.Strategy()), ("bob", big_money.Strategy())])
    with pytest.raises(UsageError, match="served by referee serve"):
        read_replay(tmp_path / "game-1.jsonl")
