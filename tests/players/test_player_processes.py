"""Each reference player as a real subprocess over real pipes: every message kind, silence, end of input.

A player is started as `[python, "-m", "players.NAME"]`. The test writes notifications to its stdin and reads
its stdout with the project's own `protocol.framing.DatumReader`. Replies are parsed with the protocol parser
and judged with `referee.rules.legality`. Silence after `moved`/`defended` is checked twice: nothing within
a short
window, and (deterministically) after the end of input the player has written exactly one datum per `move` or
`attacked` sent and nothing else.
"""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Callable

import pytest

from players import REFERENCE
from protocol import parse_defense, parse_play, to_wire
from protocol.errors import EndOfStream
from protocol.framing import DatumReader
from protocol.messages import (
    Act,
    Attacked,
    Buy,
    Card,
    Defended,
    DiscardDefense,
    MoatDefense,
    Move,
    Moved,
    State,
)
from referee.rules.legality import check_defense, check_play
from tests.cli import patience

C = Card
MILITIA = Act(C.MILITIA)
REPLY_DEADLINE = patience(60.0)
"""Seconds a reply may take. Far above the ~0.5 s start-up, so a loaded machine does not fail the test."""
SILENCE_WINDOW = 0.3
"""Seconds to watch for output after a notification that takes no reply (a quick first check only: the
exact count of datums at the end of input is the deterministic one)."""


class PlayerProcess:
    """A player program under test, with its stdin, a `DatumReader` on its stdout, and its stderr."""

    def __init__(self, command: list[str], cwd, env: dict[str, str | None] | None = None) -> None:
        """`env`: variables to set on top of the test's environment; a None value removes the variable."""
        environment = {**os.environ, **(env or {})}
        self.proc = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=cwd,
            env={name: value for name, value in environment.items() if value is not None},
        )
        self.reader = DatumReader(self.proc.stdout.fileno())
        self.replies = 0

    def send(self, text: str) -> None:
        self.proc.stdin.write(text.encode() + b"\n")
        self.proc.stdin.flush()

    def reply(self) -> str:
        text = self.reader.read_datum(time.monotonic() + REPLY_DEADLINE)
        self.replies += 1
        return text

    def assert_silent(self) -> None:
        time.sleep(SILENCE_WINDOW)
        assert not self.reader.poll_pending(), "the player wrote something in wait mode"

    def finish(self) -> tuple[int, str]:
        """Close stdin; return (exit status, stderr). Asserts nothing more was written to stdout."""
        self.proc.stdin.close()
        try:
            status = self.proc.wait(timeout=REPLY_DEADLINE)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()
        with pytest.raises(EndOfStream):
            extra = self.reader.read_datum(time.monotonic() + REPLY_DEADLINE)
            pytest.fail(f"the player wrote more than one datum per move/attacked: {extra!r}")
        stderr = self.proc.stderr.read().decode(errors="replace")
        self.proc.stdout.close()
        self.proc.stderr.close()
        return status, stderr


@pytest.fixture
def spawn(project_root, python) -> Callable[..., PlayerProcess]:
    started: list[PlayerProcess] = []

    def start(args: list[str], env: dict[str, str | None] | None = None) -> PlayerProcess:
        player = PlayerProcess([python, *args], project_root, env)
        started.append(player)
        return player

    yield start
    for player in started:
        if player.proc.poll() is None:
            player.proc.kill()
            player.proc.wait()
        for stream in (player.proc.stdin, player.proc.stdout, player.proc.stderr):
            if not stream.closed:
                stream.close()


def multi_line(text: str) -> str:
    """`text` spread over many lines with odd indentation (a datum is not a line)."""
    return text.replace(" (", "\n   (").replace(") ", ")\n ")


def start_of_turn(state, version: int) -> State:
    return state(
        [C.COPPER, C.COPPER, C.ESTATE, C.COPPER, C.SILVER],
        version=version,
        deck=[C.COPPER] * 3 + [C.ESTATE] * 2,
        discards=[C.SILVER],
    )


def buy_phase(state, version: int) -> State:
    return state(
        [C.ESTATE],
        version=version,
        actions=0,
        coins=6,
        plays=[C.GOLD, C.SILVER, C.COPPER],
        deck=[C.COPPER] * 5,
        discards=[C.ESTATE, C.SILVER],
    )


def check_move(player: PlayerProcess, view: State, *, spread: bool = False) -> None:
    text = to_wire(Move(view))
    player.send(multi_line(text) if spread else text)
    play = parse_play(player.reply())
    assert check_play(view, play) is None, (view, play)


def check_attacked(player: PlayerProcess, view: State) -> None:
    player.send(to_wire(Attacked(MILITIA, "other", view)))
    defense = parse_defense(player.reply())
    assert check_defense(view, defense) is None, (view, defense)


@pytest.mark.parametrize("name", list(REFERENCE))
def test_player_answers_every_message_kind_in_a_v3_game(name, spawn, state):
    """A v3 dialogue, including messages a player may get before its first move, as any player may meet."""
    player = spawn(["-m", REFERENCE[name].module], env={"DOMINION_PLAYER_SEED": "4242"})
    player.send(to_wire(Moved("other", Buy(C.SILVER))))
    player.assert_silent()
    attacked_view = state([C.COPPER, C.ESTATE, C.SILVER, C.ESTATE, C.COPPER], actions=0, buys=0)
    check_attacked(player, attacked_view)
    player.send(to_wire(Defended("other", DiscardDefense((C.ESTATE,)))))
    player.assert_silent()
    check_move(player, start_of_turn(state, 3), spread=True)
    player.send(to_wire(Defended("other", MoatDefense())))
    player.assert_silent()
    check_move(player, buy_phase(state, 3))
    check_attacked(player, state([C.MOAT, C.GOLD, C.ESTATE, C.COPPER, C.SMITHY], actions=0, buys=0))
    check_attacked(player, state([C.GOLD, C.ESTATE], actions=0, buys=0))
    check_move(player, state([], actions=0, buys=0, plays=[C.COPPER]))
    status, stderr = player.finish()
    assert status == 0, stderr
    assert stderr == ""
    assert player.replies == 6


@pytest.mark.parametrize(
    ("name", "version"),
    [(name, v) for name, info in REFERENCE.items() for v in (1, 2) if v >= info.min_version],
)
def test_player_plays_an_earlier_version_game(name, version, spawn, state):
    player = spawn(["-m", REFERENCE[name].module, "--protocol", str(version)])
    check_move(player, start_of_turn(state, version), spread=True)
    player.send(to_wire(Moved("other", Buy(C.GOLD))))
    player.assert_silent()
    check_move(player, buy_phase(state, version))
    status, stderr = player.finish()
    assert (status, stderr) == (0, "")


def test_random_legal_is_reproducible_from_its_seed(spawn, state):
    view = state([C.COPPER, C.COPPER, C.ESTATE, C.SILVER, C.GOLD], coins=3)

    def replies(args, env=None) -> list[str]:
        player = spawn(["-m", "players.random_legal", *args], env=env)
        texts = []
        for _ in range(8):
            player.send(to_wire(Move(view)))
            texts.append(player.reply())
        assert player.finish()[0] == 0
        return texts

    by_option = replies(["--seed", "99"])
    assert by_option == replies([], env={"DOMINION_PLAYER_SEED": "99"})
    assert len(set(by_option)) > 1, "eight random picks among ~15 plays were all the same"


def test_bad_seed_in_the_environment_is_reported(spawn):
    player = spawn(["-m", "players.random_legal"], env={"DOMINION_PLAYER_SEED": "abc"})
    status, stderr = player.finish()
    assert status != 0
    assert "DOMINION_PLAYER_SEED must be an integer" in stderr


BROKEN_PLAYER = """
from players import kit
from players.tactics import clean_up

class Broken:
    "Fails on the second move."
    def __init__(self):
        self.moves = 0
    def move(self, state):
        self.moves += 1
        if self.moves == 2:
            raise RuntimeError("strategy bug: no idea what to do with " + str(len(state.hand)) + " cards")
        return clean_up(state)
    def defend(self, attacker, state):
        return "(moat)"
    def notify(self, notification):
        pass

raise SystemExit(kit.main(Broken))
"""


def test_a_strategy_that_raises_gives_a_readable_error_and_a_failure_status(spawn, state):
    player = spawn(["-c", BROKEN_PLAYER])
    view = start_of_turn(state, 3)
    check_move(player, view)
    player.send(to_wire(Move(view)))
    status, stderr = player.finish()
    assert status != 0
    assert "the strategy Broken failed" in stderr
    assert "while answering: (move ((players me other)" in stderr
    assert "RuntimeError: strategy bug: no idea what to do with 5 cards" in stderr
    assert "Traceback (most recent call last)" in stderr


def test_a_strategy_answering_with_a_non_defense_is_reported(spawn, state):
    player = spawn(["-c", BROKEN_PLAYER])
    player.send(to_wire(Attacked(MILITIA, "other", state([C.GOLD] * 5, actions=0, buys=0))))
    status, stderr = player.finish()
    assert status != 0
    assert "strategy.defend returned '(moat)'; expected a defense" in stderr


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("(move ((players me other)))", "could not be parsed"),
        ("(buy copper)", "could not be parsed"),
        ("(move ((players me other) (supply copper)", "did not end cleanly"),
        (")", "not a sequence of S-expression datums"),
    ],
)
def test_bad_input_gives_a_readable_error_and_a_failure_status(text, message, spawn):
    player = spawn(["-m", "players.big_money"])
    player.send(text)
    status, stderr = player.finish()
    assert status != 0
    assert "player error:" in stderr
    assert message in stderr


def test_help_names_the_module_and_the_options(project_root, python):
    done = subprocess.run(
        [python, "-m", "players.random_legal", "--help"],
        cwd=project_root,
        capture_output=True,
        text=True,
        timeout=REPLY_DEADLINE,
    )
    assert done.returncode == 0
    assert "python -m players.random_legal" in done.stdout
    assert "--seed" in done.stdout and "--protocol" in done.stdout


def test_players_run_from_another_directory_with_the_installed_package(tmp_path, python):
    """`python -m players.NAME` must work wherever the referee runs it (the package is installed)."""
    done = subprocess.run(
        [python, "-m", "players.passive"],
        cwd=tmp_path,
        input="(moved other (buy silver))\n",
        capture_output=True,
        text=True,
        timeout=REPLY_DEADLINE,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


CHATTY_PLAYER = """
from players import kit
from players.big_money import Strategy

class Chatty(Strategy):
    "Big money that prints debugging text, as students do."
    def move(self, state):
        print("debug: my hand is", state.hand)
        return super().move(state)
    def notify(self, notification):
        print("debug: noted", notification)

raise SystemExit(kit.main(Chatty))
"""


def test_print_in_a_strategy_goes_to_stderr_not_into_the_replies(spawn, state):
    player = spawn(["-c", CHATTY_PLAYER])
    player.send(to_wire(Moved("other", Buy(C.SILVER))))
    player.assert_silent()
    check_move(player, start_of_turn(state, 3))
    status, stderr = player.finish()
    assert status == 0
    assert "debug: noted Moved(name='other'" in stderr
    assert "debug: my hand is" in stderr


@pytest.mark.parametrize("unbuffered", ["1", None])
def test_a_closed_stdout_is_reported_once_and_ends_the_player(unbuffered, spawn, state):
    """With a buffered stdout the failed flush leaves the reply in the buffer: Python's own flush at exit
    must not fail again (it would print "Exception ignored" and exit 120)."""
    player = spawn(["-m", "players.big_money"], env={"PYTHONUNBUFFERED": unbuffered})
    player.proc.stdout.close()
    player.send(to_wire(Move(start_of_turn(state, 3))))
    player.proc.stdin.close()
    assert player.proc.wait(timeout=REPLY_DEADLINE) == 1
    stderr = player.proc.stderr.read().decode()
    assert "writing the reply to stdout failed" in stderr
    assert "BrokenPipeError" in stderr
    assert "Exception ignored" not in stderr
