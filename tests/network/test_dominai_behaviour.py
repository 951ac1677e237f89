"""`referee serve` behaves as the DominAI server does for a player written for DominAI (issue 26): the
client (`tests.network.dominai_client.FactClient`) is written from DominAI's documented behaviour, not from
our server's code.

1. a DominAI player against a local program on a second-edition kingdom; the default kingdom is DominAI's;
2. `data` a card does not take is ignored (Vassal answered with data for Smithy, Copper played with data);
3. a `ThroneRoom` request after every throned card (Smithy too);
4. an `Attack` to every victim of every attack (Witch one victim after the other, with `data: null`);
5. the kingdom, edition and seats in `serve --json` and in the transcript;
7. a refused play gets DominAI's error answer (-32600) and the player plays on, its state unchanged;
and a remote player against a v4 program on a kingdom of Vassal, Throne Room, Witch and Militia.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

from tests.cli import patience
from tests.network.conftest import GAME_TIMEOUT, ClientThread, Eager, serving, start_in_order
from tests.network.dominai_client import DOMINAI_CARDS, FactClient

KINGDOM = "chapel,smithy,militia,moat,village,market,laboratory,witch,festival,cellar"


class Serve:
    """`referee serve ARGS --port 0 --json` as a process: its URL from the line it prints when listening."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "referee.cli", "serve", "--port", "0", "--json", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        banner = self.process.stderr.readline()
        if "listening on" not in banner:
            self.process.kill()
            _, err = self.process.communicate(timeout=GAME_TIMEOUT)
            raise AssertionError(f"referee serve did not start: {banner}{err}")
        self.url = banner.split()[4]

    def results(self) -> list[dict]:
        out, err = self.process.communicate(timeout=GAME_TIMEOUT)
        assert self.process.returncode == 0, err
        return [json.loads(line) for line in out.splitlines()]


def _play(clients: list[FactClient]) -> None:
    for client in clients:
        client.start()
        time.sleep(0.3)  # joining order = seat order
    for client in clients:
        client.join(GAME_TIMEOUT)
        assert not client.is_alive(), f"{client.name} did not finish"
        assert client.error is None, client.error
        assert not client.fatal, client.fatal
        assert client.over is not None, f"{client.name} got no GameOver"


def test_1_a_dominai_player_plays_a_local_program_on_a_second_edition_kingdom():
    serve = Serve(
        "--games", "1", "--seed", "5", "--kingdom", KINGDOM, "--opponent", "python -m players.big_money"
    )
    alice = FactClient(f"{serve.url}/join/one", "alice")
    _play([alice])
    (result,) = serve.results()
    assert not any(player["ejection"] for player in result["players"])
    assert result["end"] in ("provinces", "three-piles", "turn-limit")
    (start,) = alice.requests("StartGame")
    assert set(start["kingdom"]) == {card.capitalize() for card in KINGDOM.split(",")}


def test_1_the_default_kingdom_with_an_opponent_is_a_dominai_kingdom():
    serve = Serve("--games", "1", "--seed", "6", "--opponent", "python -m players.big_money")
    alice = FactClient(serve.url, "alice")
    _play([alice])
    serve.results()
    (start,) = alice.requests("StartGame")
    assert len(start["kingdom"]) == 10 and set(start["kingdom"]) <= DOMINAI_CARDS


def _arranged(arrange, players: int = 2, **fields):
    return serving(
        games=1, seed=2, players=players, turn_limit=1, arrange=lambda number, game: arrange(game), **fields
    )


def test_2_data_a_card_does_not_take_is_ignored():
    kingdom = (
        "vassal",
        "smithy",
        "festival",
        "village",
        "militia",
        "moat",
        "market",
        "cellar",
        "chapel",
        "witch",
    )

    def arrange(game):
        game.arrange("alice", hand=["vassal", "copper", "copper", "copper", "estate"], deck=["smithy"] * 5)

    vassal = {"Vassal": lambda params: {"play": True, "data": {"card": "Festival"}}}
    script = [("Play", {"card": "Vassal"}), ("Play", {"card": "Copper", "data": [1, 2]})]
    with _arranged(arrange, kingdom=kingdom) as (server, url):
        alice = FactClient(url, "alice", script, vassal)
        bob = FactClient(url, "bob")
        _play([alice, bob])
    (result,) = server.results.values()
    assert not result.ejections
    assert alice.requests("Vassal") == [{"card": "Smithy", "hand": ["Copper", "Copper", "Copper", "Estate"]}]
    played = [answer["result"]["in_play"] for answer in alice.answers.values() if "result" in answer]
    assert played[0] == ["Vassal", "Smithy"] and played[1] == ["Vassal", "Smithy", "Copper"]


def test_3_a_throne_room_request_follows_every_throned_card():
    kingdom = (
        "throne-room",
        "smithy",
        "festival",
        "village",
        "militia",
        "moat",
        "market",
        "cellar",
        "chapel",
    )

    def arrange(game):
        game.arrange(
            "alice", hand=["throne-room", "smithy", "copper", "copper", "copper"], deck=["estate"] * 6
        )

    script = [("Play", {"card": "ThroneRoom", "data": {"card": "Smithy", "data": None}})]
    with _arranged(arrange, kingdom=(*kingdom, "witch")) as (server, url):
        alice = FactClient(url, "alice", script)
        bob = FactClient(url, "bob")
        _play([alice, bob])
    (result,) = server.results.values()
    assert not result.ejections
    (throne,) = alice.requests("ThroneRoom")
    assert throne["card"] == "Smithy"
    first = next(answer["result"] for answer in alice.answers.values() if "result" in answer)
    assert len(first["hand"]) == 3 + 6 and first["in_play"] == ["ThroneRoom", "Smithy"]


def test_4_every_victim_gets_the_attack_of_a_witch_one_after_the_other():
    kingdom = (
        "witch",
        "smithy",
        "festival",
        "village",
        "militia",
        "moat",
        "market",
        "cellar",
        "chapel",
        "bandit",
    )

    def arrange(game):
        game.arrange("alice", hand=["witch", "copper", "copper", "copper", "copper"])
        for name in ("bob", "cat"):
            game.arrange(name, hand=["copper", "copper", "copper", "estate", "estate"])

    script = [("Play", {"card": "Witch"})]
    with _arranged(arrange, players=3, kingdom=kingdom) as (server, url):
        alice = FactClient(url, "alice", script)
        bob, cat = FactClient(url, "bob"), FactClient(url, "cat")
        _play([alice, bob, cat])
    (result,) = server.results.values()
    assert not result.ejections
    for victim in (bob, cat):
        (attack,) = victim.requests("Attack")
        assert attack["card"] == "Witch" and "data" in attack and attack["data"] is None
    asked_cat = next(at for at, message in cat.received if message.get("method") == "Attack")
    assert bob.answered_at["Attack"] < asked_cat  # one victim after the other, in turn order
    first = next(answer["result"] for answer in alice.answers.values() if "result" in answer)
    start = alice.requests("StartGame")[0]
    assert start["order"] == ["alice", "bob", "cat"] and first["supply"]["Curse"] == 20 - 2


def test_4_militia_attacks_a_victim_with_nothing_to_discard_too():
    kingdom = (
        "witch",
        "smithy",
        "festival",
        "village",
        "militia",
        "moat",
        "market",
        "cellar",
        "chapel",
        "bandit",
    )

    def arrange(game):
        game.arrange("alice", hand=["militia", "copper", "copper", "copper", "copper"])
        game.arrange("bob", hand=["copper", "copper", "estate"])

    with _arranged(arrange, kingdom=kingdom) as (server, url):
        alice = FactClient(url, "alice", [("Play", {"card": "Militia"})])
        bob = FactClient(url, "bob")
        _play([alice, bob])
    (result,) = server.results.values()
    assert not result.ejections
    assert bob.requests("Attack") == [
        {"card": "Militia", "data": None, "hand": ["Copper", "Copper", "Estate"]}
    ]


def test_5_kingdom_edition_and_seats_in_the_json_results_and_the_transcript(tmp_path):
    serve = Serve("--games", "1", "--seed", "7", "--kingdom", "engines", "--log-dir", str(tmp_path))
    _play([FactClient(serve.url, "alice"), FactClient(serve.url, "bob")])
    (result,) = serve.results()
    engines = [
        "chapel",
        "festival",
        "laboratory",
        "library",
        "militia",
        "moat",
        "smithy",
        "vassal",
        "village",
        "witch",
    ]
    assert sorted(result["kingdom"]) == engines and result["edition"] == 2
    assert [(seat["name"], seat["type"], seat["wire_name"]) for seat in result["seats"]] == [
        ("alice", "remote", "alice"),
        ("bob", "remote", "bob"),
    ]
    last = json.loads((tmp_path / "game-1.jsonl").read_text().splitlines()[-1])["result"]
    assert sorted(last["kingdom"]) == engines and last["edition"] == 2 and len(last["seats"]) == 2


def test_7_a_refused_play_is_answered_with_an_error_and_the_player_plays_on():
    kingdom = (
        "witch",
        "smithy",
        "festival",
        "village",
        "militia",
        "moat",
        "market",
        "cellar",
        "chapel",
        "bandit",
    )

    def arrange(game):
        game.arrange("alice", hand=["copper", "copper", "copper", "estate", "estate"])

    script = [("Buy", {"card": "Province"}), ("Play", {"card": "Estate"}), ("Play", {"card": "Copper"})]
    with _arranged(arrange, kingdom=kingdom) as (server, url):
        alice = FactClient(url, "alice", script)
        bob = FactClient(url, "bob")
        _play([alice, bob])
    (result,) = server.results.values()
    assert not result.ejections
    first, second = alice.refused
    assert first["code"] == second["code"] == -32600
    assert "Province" in first["message"] and "Estate" in second["message"]
    answers = [answer["result"] for answer in alice.answers.values() if "result" in answer]
    start = next(m["params"] for _, m in alice.received if m.get("method") == "StartTurn")
    # The state after the refusals is the state before them: the Copper's answer shows one card played.
    assert answers[0]["supply"] == start["supply"] and answers[0]["in_play"] == ["Copper"]
    assert answers[0]["treasure"] == 1 and answers[0]["buys"] == 1


def test_a_remote_player_against_a_v4_program_with_vassal_throne_room_witch_and_militia(python, tmp_path):
    kingdom = (
        "vassal",
        "throne-room",
        "witch",
        "militia",
        "moat",
        "village",
        "smithy",
        "cellar",
        "chapel",
        "bandit",
    )
    texts = []
    for seed, program in ((14, "throne_room"), (12, "militia_money"), (13, "random_legal")):
        opponent = ("opp", (python, "-m", f"players.{program}"))
        fields = {
            "kingdom": kingdom,
            "opponents": (opponent,),
            "turn_limit": 40,
            "log_dir": tmp_path / str(seed),
        }
        with serving(games=1, seed=seed, **fields) as (server, url):
            client = ClientThread(url, "alice", Eager(seed))
            start_in_order(server, [client])
            client.join(GAME_TIMEOUT)
        assert isinstance(client.outcome, list) and len(client.outcome) == 1, client.outcome
        (result,) = server.results.values()
        assert not result.ejections, [(p.name, p.ejection) for p in result.ejections]
        assert result.end in ("provinces", "three-piles", "turn-limit")
        assert server.seats[1][1]["protocol"] == 4
        texts += [json.loads(line).get("text", "") for line in (tmp_path / str(seed) / "game-1.jsonl").open()]
    # The remote player played the four cards, the programs their attacks and Throne Room.
    for wire in ("Vassal", "ThroneRoom", "Witch", "Militia"):
        assert any(f'"method":"Play","params":{{"card":"{wire}"' in text for text in texts), wire
    for ours in ("throne-room", "witch", "militia"):
        assert any(text.startswith(f"(act {ours}") for text in texts), ours
    assert any('"method":"ThroneRoom"' in text for text in texts) and any(
        '"method":"Vassal"' in text for text in texts
    )


def test_7_a_request_out_of_turn_is_refused_and_the_player_plays_on():
    kingdom = (
        "witch",
        "smithy",
        "festival",
        "village",
        "militia",
        "moat",
        "market",
        "cellar",
        "chapel",
        "bandit",
    )

    def arrange(game):
        game.arrange("alice", hand=["militia", "copper", "copper", "copper", "copper"])

    def attacked(params):
        early = {"jsonrpc": "2.0", "id": "early", "method": "Buy", "params": {"card": "Silver"}}
        bob.socket.send(json.dumps(early))
        return {"data": params["hand"][:2]}  # our addition: bob has not seen its hand yet

    with _arranged(arrange, kingdom=kingdom) as (server, url):
        alice = FactClient(url, "alice", [("Play", {"card": "Militia"})])
        bob = FactClient(url, "bob", replies={"Attack": attacked})
        _play([alice, bob])
    (result,) = server.results.values()
    assert not result.ejections
    (refused,) = bob.refused
    assert refused["code"] == -32600 and refused["message"].startswith("It is not your turn")


def test_7_a_throne_room_whose_data_breaks_the_rules_is_refused_whole():
    kingdom = (
        "throne-room",
        "remodel",
        "festival",
        "village",
        "militia",
        "moat",
        "market",
        "cellar",
        "chapel",
    )

    def arrange(game):
        game.arrange("alice", hand=["throne-room", "remodel", "estate", "copper", "copper"])

    bad = {"card": "ThroneRoom", "data": {"card": "Remodel", "data": {"trash": "Estate", "gain": "Gold"}}}
    good = {"card": "ThroneRoom", "data": {"card": "Remodel", "data": {"trash": "Estate", "gain": "Silver"}}}
    replies = {"ThroneRoom": lambda params: {"data": {"trash": "Copper", "gain": "Estate"}}}
    with _arranged(arrange, kingdom=(*kingdom, "witch")) as (server, url):
        alice = FactClient(url, "alice", [("Play", bad), ("Play", good)], replies)
        bob = FactClient(url, "bob")
        _play([alice, bob])
    (result,) = server.results.values()
    assert not result.ejections
    (refused,) = alice.refused
    assert refused["code"] == -32600 and "Gold" in refused["message"]
    first = next(answer["result"] for answer in alice.answers.values() if "result" in answer)
    assert first["trash"] == ["Copper", "Estate"] and first["in_play"] == ["ThroneRoom", "Remodel"]


def test_1_an_opponent_protocol_too_old_for_a_served_game_is_refused_by_name():
    run = subprocess.run(
        [sys.executable, "-m", "referee.cli", "serve", "--opponent", "old=python -m players.big_money",
         "--player-protocol", "old=2"],
        capture_output=True,
        text=True,
        timeout=patience(60),
    )  # fmt: skip
    assert run.returncode == 2
    assert "opponent old speaks protocol v2, which knows 8 kingdom cards: a served game has 10" in run.stderr


def test_1_a_v3_opponent_plays_on_v3s_kingdom(python):
    opponent = ("old", (python, "-m", "players.militia_money"))
    config = {"opponents": (opponent,), "opponent_versions": (("old", 3),), "turn_limit": 30}
    with serving(games=1, seed=9, **config) as (server, url):
        client = ClientThread(url, "alice", Eager(9))
        start_in_order(server, [client])
        client.join(GAME_TIMEOUT)
    assert isinstance(client.outcome, list), client.outcome
    (result,) = server.results.values()
    assert not result.ejections, [(p.name, p.ejection) for p in result.ejections]
    assert "woodcutter" in result.kingdom and server.seats[1][1]["protocol"] == 3
