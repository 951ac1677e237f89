"""The page's server side without a browser: tables asked for, who may open what, the server's legality,
what the page is sent (docs/browser.md). A real server on a loopback port; the page is played by a
WebSocket client speaking the page's messages, choosing at random among what it is offered."""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from protocol import parse_notification
from protocol.messages import Card, Clean, StateV4
from referee.network.browser import BrowserSeat, Page, TableConfig, TableError, Tables, parse_table
from referee.network.server import ServeConfig, Server
from referee.rules.decisions import Decision
from referee.rules.spec import SPECS
from referee.transcript import Transcript
from tests.cli import patience
from tests.network.test_browser import START_TIMEOUT, serving

BOARD_FIELDS = {
    "type", "me", "turn", "supply", "in_play", "log", "log_whole", "cards", "players", "hand", "deck",
    "discards", "discard_top", "trash", "actions", "buys", "coins", "aside", "potions", "seats", "tokens",
    "trade_route", "non_supply", "banned", "events", "landmarks", "debt", "vp_piles", "debt_piles", "tavern",
}  # fmt: skip
"""Every field of a board message: the seat's own view and the public record, nothing else."""


def ws_url(url: str, query: str = "") -> str:
    return url.replace("http://", "ws://") + "browser" + (f"?{query}" if query else "")


def play_randomly(socket, seed: int, answers: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """Answer every question with a random offered choice (an action or all treasures four times in five
    when offered; the next of `answers` first) until the result; every message received."""
    rng = random.Random(seed)
    received = []
    scripted = list(answers or ())
    while True:
        message = json.loads(socket.recv(timeout=patience(120)))
        received.append(message)
        if message["type"] == "result":
            return received
        if message["type"] != "ask":
            continue
        if scripted:
            socket.send(json.dumps({"type": "answer", "ask": message["ask"], **scripted.pop(0)}))
        elif message["mode"] in ("move", "pick"):
            groups = [choice["group"] for choice in message["choices"]]
            preferred = [at for at, group in enumerate(groups) if group in ("act", "treasures")]
            choice = rng.choice(preferred) if preferred and rng.random() < 0.8 else rng.randrange(len(groups))
            socket.send(json.dumps({"type": "answer", "ask": message["ask"], "choice": choice}))
        else:
            cards = rng.choice(message["answers"])
            socket.send(json.dumps({"type": "answer", "ask": message["ask"], "cards": cards}))


def next_ask(socket) -> dict[str, Any]:
    while True:
        message = json.loads(socket.recv(timeout=patience(60)))
        if message["type"] == "ask":
            return message


def create(socket, players: list[dict[str, str]], **table: Any) -> dict[str, Any]:
    assert json.loads(socket.recv(timeout=patience(30)))["type"] == "choices"
    socket.send(json.dumps({"type": "create", "table": {"players": players, **table}}))
    seated = json.loads(socket.recv(timeout=patience(30)))
    assert seated["type"] == "seated", seated
    return seated


@pytest.mark.parametrize(
    ("spec", "error"),
    [
        ({"players": [{"kind": "person"}]}, "players: a table has 2 to 4 seats"),
        (
            {"players": [{"kind": "person"}, {"kind": "program", "name": "rm"}]},
            "players[2]: expected a person",
        ),
        (
            {"players": [{"kind": "reference", "name": "big_money"}] * 2},
            "players[1]: the first seat is the person",
        ),
        (
            {"players": [{"kind": "person", "name": "a b"}, {"kind": "person"}]},
            "players[1]: a person's name is 1 to 16",
        ),
        ({"players": [{"kind": "person"}] * 2, "version": 7}, "version: protocol version 1, 2, 3, 4, 5 or 6"),
        (
            {"players": [{"kind": "person"}, {"kind": "remote"}], "version": 5},
            "version: a table with remote players plays protocol 4",
        ),
        (
            {"players": [{"kind": "person"}] * 2, "version": 4, "sets": ["alchemy"]},
            "sets: 'alchemy' is not a set",
        ),
        ({"players": [{"kind": "person"}] * 2, "version": 5, "sets": []}, "sets: a list of one or more sets"),
        (
            {"players": [{"kind": "person"}, {"kind": "remote"}], "sets": ["base1"]},
            "sets: a table with remote players plays base2: tick it",
        ),
        ({"players": [{"kind": "person"}] * 2, "kingdom": ["witch"]}, "kingdom: "),
        (
            {
                "players": [{"kind": "person"}] * 2,
                "kingdom": [
                    "possession",
                    *"""cellar chapel moat village
            smithy market festival laboratory witch""".split(),
                ],
            },
            "kingdom: possession is a card of alchemy; a table of protocol 4 plays the base game's kingdom "
            "cards: choose protocol 5",
        ),
        ({"players": [{"kind": "person"}] * 2, "version": 3, "kingdom": ["witch"]}, "kingdom: a v3 game"),
    ],
)
def test_a_bad_table_is_refused_naming_the_field(spec: dict[str, Any], error: str) -> None:
    with pytest.raises(TableError, match="^" + error.replace("[", r"\[").replace("]", r"\]")):
        parse_table(spec, {})


def test_the_page_is_served_with_its_files_and_nothing_else(tmp_path: Path) -> None:
    with serving(tmp_path) as (_, url):
        with urllib.request.urlopen(url, timeout=patience(30)) as page:
            assert page.headers["Content-Type"] == "text/html; charset=utf-8"
            assert "default-src 'self'" in page.headers["Content-Security-Policy"]
            assert b'<script type="module" src="/static/app.js">' in page.read()
        with urllib.request.urlopen(url + "static/app.js", timeout=patience(30)) as script:
            assert script.headers["Content-Type"] == "text/javascript; charset=utf-8"
            assert b"judges nothing" in script.read()
        for path in ("static/../browser.py", "static/nothing.js", "elsewhere"):
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(url + path, timeout=patience(30))
            assert refused.value.code == 404
            refused.value.close()


def test_with_a_token_the_page_and_a_new_table_need_it_and_a_seat_link_opens_only_its_seat(
    tmp_path: Path,
) -> None:
    with serving(tmp_path, tokens=("s3cret",), person_timeout=60) as (_, url):
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(url, timeout=patience(30))
        assert refused.value.code == 401
        refused.value.close()
        with urllib.request.urlopen(url + "?token=s3cret", timeout=patience(30)) as page:
            assert page.status == 200 and page.read()
        with urllib.request.urlopen(url + "static/app.js", timeout=patience(30)) as script:
            assert script.status == 200 and script.read()
        with pytest.raises(InvalidStatus):
            connect(ws_url(url), open_timeout=patience(30))
        with connect(ws_url(url, "token=s3cret"), open_timeout=patience(30)) as host:
            seated = create(host, [{"kind": "person", "name": "ann"}, {"kind": "person", "name": "bob"}])
            assert [link["name"] for link in seated["links"]] == ["bob"]
            bob_key = seated["links"][0]["seat"]
            assert bob_key != seated["seat"]
            with connect(ws_url(url, f"seat={bob_key}"), open_timeout=patience(30)) as guest:
                assert json.loads(guest.recv(timeout=patience(30)))["type"] == "choices"
                board = json.loads(guest.recv(timeout=patience(30)))
                assert board["type"] == "board" and board["me"] == "bob"
                guest.send(json.dumps({"type": "create", "table": {"players": [{"kind": "person"}] * 2}}))
            with pytest.raises(InvalidStatus):
                connect(ws_url(url, "seat=not-a-seat"), open_timeout=patience(30))


def test_an_answer_outside_the_legal_ones_is_asked_again_never_played(tmp_path: Path) -> None:
    with serving(tmp_path, seed=3) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            create(page, [{"kind": "person"}, {"kind": "reference", "name": "big_money"}])
            first = next(
                m
                for m in iter(lambda: json.loads(page.recv(timeout=patience(30))), None)
                if m["type"] == "ask"
            )
            for wrong in ({"choice": 99}, {"choice": True}, {"cards": ["province"]}, {"ask": 0, "choice": 0}):
                page.send(json.dumps({"type": "answer", "ask": first["ask"], **wrong}))
            again = next(
                m
                for m in iter(lambda: json.loads(page.recv(timeout=patience(30))), None)
                if m["type"] == "ask"
            )
            assert again["ask"] == first["ask"] + 1 and again["error"] == "choose one of the buttons"
            page.send(json.dumps({"type": "answer", "ask": again["ask"], "choice": 0}))
            messages = play_randomly(page, seed=1)
        result = server.tables.tables[1].result
    assert result is not None and not result.ejections
    assert messages[-1]["type"] == "result"


@pytest.mark.parametrize("version", [4, 5])
def test_the_page_is_sent_only_the_seats_own_view_and_public_events(tmp_path: Path, version: int) -> None:
    with serving(tmp_path, seed=9) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            create(
                page,
                [{"kind": "person"}, {"kind": "reference", "name": "militia_money"}],
                kingdom="random",
                version=version,
            )
            messages = play_randomly(page, seed=2)
    records = [json.loads(line) for line in (tmp_path / "table-1.jsonl").read_text().splitlines()]
    own_hands = {()}  # the board before the first view
    for record in records:
        if record.get("dir") == "to" and record["player"] == "you":
            message = parse_notification(record["text"], version)
            state = getattr(message, "state", None)
            if state is not None:
                own_hands.add(tuple(map(str, state.hand)))
    boards = [m for m in messages if m["type"] == "board"]
    assert len(boards) > 50
    for board in boards:
        assert set(board) == BOARD_FIELDS, set(board) ^ BOARD_FIELDS
        assert tuple(board["hand"]) in own_hands, "a hand that is not the seat's own view"
        assert isinstance(board["deck"], int) and isinstance(board["discards"], int)
    others = {
        "ask", "mode", "title", "prompt", "choices", "limit", "error", "card", "kind", "source", "options",
        "min", "max", "ordered", "answers", "back", "end", "winners", "transcript", "replay", "seat", "links",
        "message", "reference", "strategies", "programs", "kingdom", "categories", "sets", "version",
        "versions", "person_timeout", "turns",
    }  # fmt: skip
    assert set().union(*map(set, messages)) - BOARD_FIELDS - others == set()


def test_a_protocol_3_table_plays_its_kingdom_and_replays(tmp_path: Path) -> None:
    with serving(tmp_path, seed=4) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            create(page, [{"kind": "person"}, {"kind": "strategy", "name": "smithy-money"}], version=3)
            play_randomly(page, seed=3)
        result = server.tables.tables[1].result
    assert result is not None and result.version == 3 and not result.ejections
    shown = subprocess.run(
        [sys.executable, "-m", "referee.cli", "replay", str(tmp_path / "table-1.jsonl")],
        capture_output=True,
        text=True,
        timeout=patience(120),
    )
    assert shown.returncode == 0 and "protocol 3" in shown.stdout, shown.stderr


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_card_with_up_front_choices_is_played_through_the_page(tmp_path: Path, seed: int) -> None:
    # Random choices among those offered: each play the page makes must be one of `legal_plays`.
    kingdom = [
        "cellar", "chapel", "workshop", "moneylender", "remodel", "mine", "artisan", "throne-room", "vassal",
        "village",
    ]  # fmt: skip
    with serving(tmp_path, seed=seed) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            create(page, [{"kind": "person"}, {"kind": "reference", "name": "throne_room"}], kingdom=kingdom)
            messages = play_randomly(page, seed=seed)
        result = server.tables.tables[1].result
    assert result is not None and not result.ejections, result
    asked = {m["title"] for m in messages if m["type"] == "ask" and m["mode"] == "cards"}
    assert len(asked) >= 3, asked


def test_a_program_of_the_command_line_takes_a_seat_and_a_bad_one_is_refused_at_start(tmp_path: Path) -> None:
    programs = {"mine": (sys.executable, "-m", "players.random_legal")}
    with serving(tmp_path, seed=8, programs=programs) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            seats = [
                {"kind": "person"},
                {"kind": "program", "name": "mine"},
                {"kind": "strategy", "name": "big-money"},
            ]
            create(page, seats)
            play_randomly(page, seed=8)
        result = server.tables.tables[1].result
    assert result is not None and [p.name for p in result.players] == ["you", "mine", "bigmoney"]
    assert result.players[1].command == f"{sys.executable} -m players.random_legal"
    refused = subprocess.run(
        [sys.executable, "-m", "referee.cli", "serve", "--program", "mine=./not-there"],
        capture_output=True,
        text=True,
        timeout=patience(60),
    )
    assert refused.returncode == 2
    assert "--program 'mine=./not-there': program './not-there' not found" in refused.stderr


def test_a_table_past_the_most_at_once_is_refused_until_one_ends(tmp_path: Path) -> None:
    seats = [{"kind": "person"}, {"kind": "reference", "name": "passive"}]
    with serving(tmp_path, max_tables=1, person_timeout=1.0) as (server, url):
        with (
            connect(ws_url(url), open_timeout=patience(30)) as first,
            connect(ws_url(url), open_timeout=patience(30)) as second,
        ):
            create(first, seats)
            assert json.loads(second.recv(timeout=patience(30)))["type"] == "choices"
            second.send(json.dumps({"type": "create", "table": {"players": seats}}))
            refused = json.loads(second.recv(timeout=patience(30)))
            assert refused == {
                "type": "error",
                "message": "the server plays 1 tables already, its most at once (--max-tables); try again "
                "when one ends",
            }
            server.tables.join(120)  # the first table's person never answers: ejected after 1 s
            second.send(json.dumps({"type": "create", "table": {"players": seats}}))
            assert json.loads(second.recv(timeout=patience(30)))["type"] == "seated"


def test_a_kingdom_drawn_under_constraints_meets_them_and_random_is_referees(tmp_path: Path) -> None:
    from referee.kingdom import WHOLE_GAME, KingdomRequest, random_kingdom, satisfies

    draw = {"at_least": {"village": 1, "trasher": 2}, "reaction_if_attack": True}
    with serving(tmp_path, seed=12) as (server, url):
        for kingdom in (draw, "random"):
            with connect(ws_url(url), open_timeout=patience(30)) as page:
                create(page, [{"kind": "person"}, {"kind": "reference", "name": "passive"}], kingdom=kingdom)
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            assert json.loads(page.recv(timeout=patience(30)))["type"] == "choices"
            impossible = {"at_least": {"village": 10, "curser": 10}}
            table = {"players": [{"kind": "person"}] * 2, "kingdom": impossible}
            page.send(json.dumps({"type": "create", "table": table}))
            refused = json.loads(page.recv(timeout=patience(30)))
        drawn, anyhow = server.tables.tables[1].kingdom, server.tables.tables[2].kingdom
    at_least = (("village", 1), ("trasher", 2))
    request = KingdomRequest(sets=WHOLE_GAME.sets, at_least=at_least, reaction_if_attack=True)
    assert satisfies(drawn, request)
    assert set(anyhow) == set(random_kingdom(WHOLE_GAME, server.tables.tables[2].seed).kingdom)
    assert refused["type"] == "error" and refused["message"].startswith("kingdom: ")


def test_first_edition_cards_play_through_the_page_with_nothing_per_card(tmp_path: Path) -> None:
    # Chancellor's word option, Spy's and Thief's choices about another player's cards, Feast, Adventurer:
    # decisions the page had never seen, shown from their data alone.
    kingdom = [
        "adventurer", "chancellor", "feast", "spy", "thief", "moat", "village", "woodcutter", "cellar",
        "smithy",
    ]  # fmt: skip
    with serving(tmp_path, seed=21) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            create(page, [{"kind": "person"}, {"kind": "reference", "name": "big_money"}], kingdom=kingdom)
            messages = play_randomly(page, seed=21)
        result = server.tables.tables[1].result
    assert result is not None and not result.ejections, result
    asked = {(m["card"], m["kind"]) for m in messages if m["type"] == "ask" and m["mode"] == "cards"}
    assert {card for card, _ in asked} & {"chancellor", "spy", "thief", "feast"}, asked


def test_the_pages_connections_count_towards_the_cap(tmp_path: Path) -> None:
    server = Server(ServeConfig(port=0, max_connections=1), tables=Tables(TableConfig(log_dir=tmp_path)))
    ready = threading.Event()
    thread = threading.Thread(target=lambda: asyncio.run(server.run(lambda port: ready.set())), daemon=True)
    thread.start()
    assert ready.wait(START_TIMEOUT)
    url = f"http://127.0.0.1:{server.port}/"
    try:
        with connect(ws_url(url), open_timeout=patience(30)) as first:
            assert json.loads(first.recv(timeout=patience(30)))["type"] == "choices"
            with pytest.raises(InvalidStatus) as refused:
                connect(ws_url(url), open_timeout=patience(30))
            assert refused.value.response.status_code == 503
    finally:
        server.stop()
        thread.join(START_TIMEOUT)


def _players_of_this_process() -> list[str]:
    """Command lines of live processes whose parent is this test process and that run a reference player."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, ValueError, IndexError):
            continue
        if ppid == os.getpid() and "players." in cmdline:
            found.append(cmdline)
    return found


def test_a_stopped_server_ends_its_tables_games_and_their_programs(tmp_path: Path) -> None:
    # The person has 300 s for each request: without the stop, the game (and its program) would wait for them
    # long after the server is gone.
    with serving(tmp_path, seed=4) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            create(page, [{"kind": "person"}, {"kind": "reference", "name": "passive"}], kingdom="random")
        table = server.tables.tables[1]
        assert table.thread is not None
    table.thread.join(60)
    assert not table.thread.is_alive()
    assert table.result is not None
    (ejection,) = [p.ejection for p in table.result.players if p.ejection is not None]
    assert "the server stopped before the game ended" in ejection.message
    assert _players_of_this_process() == []


def test_in_a_possessed_turn_the_seat_names_the_possessed_player(tmp_path: Path) -> None:
    """The person's seat asked to move in a turn whose view has another player first (a possessed turn:
    Possession) says so on the page, logs that player's end of turn, and writes that player as the NAME of
    ``(decide NAME ...)`` (docs/protocol.md: the player whose turn it is). A real `Page` with no tab open,
    its answers put in its inbox as the server does."""
    transcript = Transcript(tmp_path / "seat.jsonl")
    seat = BrowserSeat("you", Page(asyncio.new_event_loop()), 30.0, transcript, 4)
    state = StateV4(
        ("bob", "you"), (Card.COPPER,) * 10, (), 1, 1, 0, (), (Card.ESTATE, Card.CHAPEL), (), (),
        kingdom=(Card.CHAPEL,),
    )  # fmt: skip
    seat.page.inbox.put({"ask": 1, "choice": 2})  # Play Chapel, Buy Copper, End turn
    assert isinstance(seat.move(state), Clean)
    seat.decide(Decision("bob", "chapel", "trash", ("estate",), 1, 1, prompt="trash a card"), state)
    decides = [r["text"] for r in transcript.records if r["dir"] == "to" and r["text"].startswith("(decide")]
    assert decides and all(text.startswith("(decide bob ") for text in decides), decides
    assert seat.log[-1] == "bob ends the turn", seat.log
    assert seat._turn == "bob"  # the board's "turn": the page shows "bob's turn"


@pytest.mark.parametrize(
    ("seat", "version", "kingdom", "message"),
    [
        (
            "wharf-money",
            4,
            "random",
            "players[2]: strategy wharf-money needs wharf, of seaside; a table of protocol 4 plays the base "
            "game: choose protocol 5",
        ),
        (
            "double-witch",
            3,
            "random",
            "players[2]: strategy double-witch needs witch, not in the kingdom: a v3 game's kingdom is "
            "mine, cellar, market, remodel, smithy, village, woodcutter, workshop, militia, moat: choose "
            "protocol 4",
        ),
        (
            "throne-room-festival",
            4,
            [
                "cellar",
                "chapel",
                "moat",
                "village",
                "workshop",
                "bureaucrat",
                "gardens",
                "militia",
                "festival",
            ]
            + ["remodel"],
            "players[2]: strategy throne-room-festival needs throne-room, smithy, not in the kingdom: tick "
            "them, or seat another player",
        ),
    ],
)
def test_a_strategy_seat_without_its_cards_is_refused_naming_them(seat, version, kingdom, message) -> None:
    spec = {"players": [{"kind": "person"}, {"kind": "strategy", "name": seat}], "version": version}
    with pytest.raises(TableError) as refused:
        parse_table({**spec, "kingdom": kingdom}, {})
    assert str(refused.value) == message


def test_a_drawn_kingdom_holds_the_cards_of_every_strategy_seated() -> None:
    players = [
        {"kind": "person"},
        {"kind": "strategy", "name": "chapel-laboratory"},
        {"kind": "strategy", "name": "double-witch"},
    ]
    _, _, random_request = parse_table({"players": players}, {})
    _, _, drawn_request = parse_table({"players": players, "kingdom": {"at_least": {"village": 1}}}, {})
    assert random_request.include == drawn_request.include == ("chapel", "laboratory", "witch")
    # A protocol 3 table plays its own kingdom, which has Militia Money's Militia.
    players = [{"kind": "person"}, {"kind": "strategy", "name": "militia-money"}]
    assert parse_table({"players": players, "version": 3}, {})[1:] == (3, None)


@pytest.mark.parametrize(
    "kingdom",
    [
        "random",
        [
            "knights", "marauder", "death-cart", "rats", "tunnel", "trader", "haggler", "plaza", "butcher",
            "young-witch",
        ],
    ],
)  # fmt: skip
def test_a_v5_table_plays_any_kingdom_of_every_set_to_its_end(tmp_path: Path, kingdom: Any) -> None:
    """A v5 table on a random kingdom of every set, and on Dark Ages' mixed piles (the Knights, the Ruins a
    Marauder brings, Shelters), Hinterlands' reactions and Guilds' Coffers: the person (choosing at random
    among what it is offered) plays to the end; every supply pile of the board is named by its top card."""
    with serving(tmp_path, seed=21) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            create(
                page,
                [{"kind": "person"}, {"kind": "reference", "name": "big_money"}],
                kingdom=kingdom,
                version=5,
            )
            messages = play_randomly(page, seed=3)
        result = server.tables.tables[1].result
        table = server.tables.tables[1]
    assert result is not None and result.version == 5 and not result.ejections
    assert not [m for m in messages if m["type"] == "error"]
    if kingdom != "random":
        assert sorted(table.kingdom[:10]) == sorted(kingdom)
        first = next(m for m in messages if m["type"] == "board" and m["supply"])
        piles = [pile["card"] for pile in first["supply"]]
        knight = next(card for card in piles if "knight" in SPECS[card].types)
        assert knight != "knights" and "knights" not in piles, piles
        assert any("ruins" in SPECS[card].types for card in piles), piles
