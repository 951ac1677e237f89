"""Each DominAI request the rules core's decisions map onto, in an arranged position, over a real socket:
`ThroneRoom` (a throned card's second play), `Attack` for Militia with a Moat, Bureaucrat and Bandit with a
choice, Witch against a Moat, `Sentry` (its placements and the order put back), `Harbinger`, `Library`,
`Poacher`, `Vassal`, and a play whose data answers nested decisions up front."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from protocol import dominai
from tests.network.conftest import GAME_TIMEOUT, serving, start_in_order

KINGDOM = (
    "throne-room",
    "workshop",
    "village",
    "bureaucrat",
    "bandit",
    "witch",
    "moat",
    "sentry",
    "militia",
    "harbinger",
)


class Script(threading.Thread):
    """A scripted DominAI client: at its first `StartTurn` it sends `turn` (a list of (method, params)) one
    request at a time, each after the answer to the one before; it answers the server's requests with
    `answers[method](params)`; it keeps every message received, every answer to its requests and every
    error answer (`refused`: a refused request; it goes on with the next)."""

    def __init__(self, url: str, name: str, turn=(), answers: dict[str, Callable] | None = None) -> None:
        super().__init__(daemon=True, name=name)
        self.url = f"{url}/?name={name}"
        self.turn = list(turn)
        self.answers = {"StartGame": lambda params: {}, "GameOver": lambda params: {"rematch": False}}
        self.answers.update(answers or {})
        self.received: list[dict] = []
        self.results: list = []
        self.asked: list[tuple[str, dict]] = []
        self.refused: list[dict] = []

    def run(self) -> None:
        try:
            self._run()
        except ConnectionClosed:
            pass  # ejected: what it received is kept

    def _run(self) -> None:
        with connect(self.url, compression=None) as socket:
            self.socket = socket
            started = False
            while True:
                message = self._next()
                if message.get("method") == "StartTurn":
                    if not started:
                        started = True
                        for at, (method, params) in enumerate(self.turn):
                            socket.send(dominai.request(f"s{at}", method, params))
                            reply = self._next()
                            while reply.get("id") != f"s{at}" or "method" in reply:
                                reply = self._next()
                            if "error" in reply:
                                self.refused.append(reply["error"])
                                continue
                            self.results.append(reply["result"])
                    socket.send(dominai.request("end", "EndTurn", {}))
                if message.get("method") == "GameOver":
                    return

    def _next(self) -> dict:
        message = json.loads(self.socket.recv(timeout=GAME_TIMEOUT))
        self.received.append(message)
        if "id" in message and "method" in message:
            self.asked.append((message["method"], message["params"]))
            self.socket.send(
                dominai.result(message["id"], self.answers[message["method"]](message["params"]))
            )
        return message


def test_throne_room_data_answers_the_first_play_and_a_throne_room_request_the_second():
    holder = {}

    def arrange(game):
        game.arrange("ann", hand=["throne-room", "workshop", "copper", "copper", "copper"])
        holder["game"] = game

    with serving(games=1, seed=2, kingdom=KINGDOM, turn_limit=1, arrange=lambda n, g: arrange(g)) as (
        server,
        url,
    ):
        play = {"card": "ThroneRoom", "data": {"card": "Workshop", "data": "Silver"}}
        ann = Script(url, "ann", [("Play", play)], {"ThroneRoom": lambda params: {"data": "Village"}})
        bob = Script(url, "bob")
        start_in_order(server, [ann, bob])
        for thread in (ann, bob):
            thread.join(GAME_TIMEOUT)
    (result,) = server.results.values()
    assert not result.ejections
    assert ann.asked[1][0] == "ThroneRoom" and ann.asked[1][1]["card"] == "Workshop"
    (after,) = ann.results
    start = next(m["params"] for m in ann.received if m.get("method") == "StartTurn")
    assert after["supply"]["Silver"] == start["supply"]["Silver"] - 1
    assert after["supply"]["Village"] == start["supply"]["Village"] - 1
    assert after["in_play"] == ["ThroneRoom", "Workshop"] and after["discard"] == 2


def _scripted(arrange, ann_turn, ann_answers=None, bob_answers=None):
    with serving(games=1, seed=2, kingdom=KINGDOM, turn_limit=1, arrange=lambda n, g: arrange(g)) as (
        server,
        url,
    ):
        ann = Script(url, "ann", ann_turn, ann_answers)
        bob = Script(url, "bob", (), bob_answers)
        start_in_order(server, [ann, bob])
        for thread in (ann, bob):
            thread.join(GAME_TIMEOUT)
    (result,) = server.results.values()
    assert not result.ejections, [p.ejection for p in result.ejections]
    return ann, bob


def test_militia_against_a_moat_holder_who_does_not_reveal_it():
    def arrange(game):
        game.arrange("ann", hand=["militia", "copper", "copper", "copper", "copper"])
        game.arrange("bob", hand=["moat", "estate", "duchy", "copper", "gold"])

    ann, bob = _scripted(
        arrange,
        [("Play", {"card": "Militia"})],
        bob_answers={"Attack": lambda p: {"data": ["Estate", "Duchy"]}},
    )
    ((method, params),) = [asked for asked in bob.asked if asked[0] == "Attack"]
    assert params["card"] == "Militia" and sorted(params["hand"]) == [
        "Copper",
        "Duchy",
        "Estate",
        "Gold",
        "Moat",
    ]
    bob_turn = next(m["params"] for m in bob.received if m.get("method") == "StartTurn")
    assert sorted(bob_turn["hand"]) == ["Copper", "Gold", "Moat"] and bob_turn["discard"] == 2


def test_witch_against_a_revealed_moat_gives_no_curse():
    def arrange(game):
        game.arrange("ann", hand=["witch", "copper", "copper", "copper", "copper"])
        game.arrange("bob", hand=["moat", "estate", "estate", "copper", "copper"])

    ann, bob = _scripted(
        arrange, [("Play", {"card": "Witch"})], bob_answers={"Attack": lambda p: {"reaction": "Moat"}}
    )
    assert [asked[1]["card"] for asked in bob.asked if asked[0] == "Attack"] == ["Witch"]
    (after,) = ann.results
    assert after["supply"]["Curse"] == 10


def test_bureaucrat_asks_which_victory_card_when_there_is_a_choice():
    def arrange(game):
        game.arrange("ann", hand=["bureaucrat", "copper", "copper", "copper", "copper"])
        game.arrange("bob", hand=["estate", "duchy", "copper", "copper", "copper"])

    ann, bob = _scripted(
        arrange, [("Play", {"card": "Bureaucrat"})], bob_answers={"Attack": lambda p: {"data": "Duchy"}}
    )
    assert [asked[1]["card"] for asked in bob.asked if asked[0] == "Attack"] == ["Bureaucrat"]
    bob_turn = next(m["params"] for m in bob.received if m.get("method") == "StartTurn")
    assert sorted(bob_turn["hand"]) == ["Copper", "Copper", "Copper", "Estate"]


def test_bandit_shows_the_revealed_treasures_and_trashes_the_chosen_one():
    def arrange(game):
        game.arrange("ann", hand=["bandit", "copper", "copper", "copper", "copper"])
        game.arrange("bob", deck=["gold", "silver", "copper", "copper", "copper", "estate", "estate"])

    ann, bob = _scripted(
        arrange, [("Play", {"card": "Bandit"})], bob_answers={"Attack": lambda p: {"data": "Silver"}}
    )
    ((_, params),) = [asked for asked in bob.asked if asked[0] == "Attack"]
    assert params["card"] == "Bandit" and sorted(params["data"]) == ["Gold", "Silver"]
    (after,) = ann.results
    assert after["trash"] == ["Silver"]


def test_sentry_placements_trash_and_put_back_in_order():
    def arrange(game):
        game.arrange("ann", hand=["sentry", "copper", "copper", "copper", "copper"])
        game.arrange("ann", deck=["village", "estate", "gold", "silver", "copper"])

    # Sentry draws the village, then looks at the estate and the gold.
    placements = [{"card": "Estate", "placement": "trash"}, {"card": "Gold", "placement": "topdeck"}]
    ann, _ = _scripted(arrange, [("Play", {"card": "Sentry"})], ann_answers={"Sentry": lambda p: placements})
    ((_, params),) = [asked for asked in ann.asked if asked[0] == "Sentry"]
    assert sorted(params["cards"]) == ["Estate", "Gold"] and "Village" in params["hand"]
    (after,) = ann.results
    assert after["trash"] == ["Estate"] and after["deck"] == 3 and after["discard"] == 0


def test_harbinger_puts_a_card_from_the_discards_onto_the_deck():
    def arrange(game):
        game.arrange("ann", hand=["harbinger", "village", "copper", "copper", "copper"], discards=["gold"])
        game.arrange("ann", deck=["estate", "workshop", "copper", "copper", "copper"])

    turn = [("Play", {"card": "Village"}), ("Play", {"card": "Harbinger"})]
    ann, _ = _scripted(arrange, turn, ann_answers={"Harbinger": lambda p: {"card": "Gold"}})
    ((_, params),) = [asked for asked in ann.asked if asked[0] == "Harbinger"]
    assert params["discard"] == ["Gold"]
    after = ann.results[-1]
    assert after["deck"] == 4 and after["discard"] == 0  # the gold went back onto the deck


def test_a_play_of_an_estate_is_judged_by_the_rules_and_refused():
    with serving(games=1, seed=2, kingdom=KINGDOM, turn_limit=1) as (server, url):
        ann = Script(url, "ann", [("Play", {"card": "Estate"})])
        bob = Script(url, "bob")
        start_in_order(server, [ann, bob])
        ann.join(GAME_TIMEOUT)
        bob.join(GAME_TIMEOUT)
    (result,) = server.results.values()
    assert not result.ejections
    (refused,) = ann.refused
    assert refused["code"] == dominai.INVALID_REQUEST and "Estate is not an action card" in refused["message"]


SECOND_KINGDOM = (
    "library",
    "vassal",
    "poacher",
    "smithy",
    "village",
    "cellar",
    "chapel",
    "market",
    "moneylender",
    "remodel",
)


def test_poacher_vassal_and_library_requests_in_one_turn():
    def arrange(game):
        game.arrange("ann", hand=["village", "poacher", "vassal", "library", "copper"])
        game.arrange(
            "ann", deck=["estate", "copper", "cellar", "smithy", "copper", "copper", "copper", "copper"]
        )
        game.set_pile("market", 0)

    turn = [("Play", {"card": card}) for card in ("Village", "Poacher", "Vassal", "Library")]
    answers = {
        "Poacher": lambda p: {"discard": ["Estate"]},
        "Vassal": lambda p: {"play": True, "data": []},
        "Library": lambda p: {"skip": True},
    }
    with serving(games=1, seed=2, kingdom=SECOND_KINGDOM, turn_limit=1, arrange=lambda n, g: arrange(g)) as (
        server,
        url,
    ):
        ann = Script(url, "ann", turn, answers)
        bob = Script(url, "bob")
        start_in_order(server, [ann, bob])
        for thread in (ann, bob):
            thread.join(GAME_TIMEOUT)
    (result,) = server.results.values()
    assert not result.ejections, [p.ejection for p in result.ejections]
    assert [method for method, _ in ann.asked][1:4] == ["Poacher", "Vassal", "Library"]
    poacher, vassal, library = (params for _, params in ann.asked[1:4])
    assert poacher["empty_supply_piles"] == 1 and "Estate" in poacher["hand"]
    assert vassal["card"] == "Cellar"
    assert library["card"] == "Smithy" and "Smithy" in library["hand"]
    after = ann.results[-1]
    assert after["in_play"] == ["Village", "Poacher", "Vassal", "Cellar", "Library"]
    assert len(after["hand"]) == 7 and "Smithy" not in after["hand"]
