"""A player that crashes is ejected with the line of its stderr that states its error and where its stderr is
kept (docs/sandbox.md, "Crashes"), and one crash is one message, however the referee noticed it.

Real programs of the runtimes installed here (Python, Node, Java, gcc-compiled C) crash inside a game
against big_money; for Go, Ruby and Racket, not installed, a program writes a crash's stderr in that
runtime's documented format (tests/programs/crashes/*.stderr) and exits as that runtime does.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import programs_harness as harness
import pytest

from referee.errors import PlayerCrashed
from referee.match import MatchConfig, run_match
from referee.output import message_shape
from referee.result import PlayerResult
from referee.seats import sandbox
from referee.seats.crashes import error_line, last_line
from referee.seats.process import SEGV_IN_NAMESPACE, Limits, SubprocessSeat
from tests.cli import patience, run_referee

T = TypeVar("T")

CRASHES = Path(__file__).resolve().parent.parent / "programs" / "crashes"
GOOD = (sys.executable, "-m", "players.big_money")
LIMITS = Limits(reply_timeout=10.0, first_reply_timeout=30.0, exit_grace=0.5)
ABORTED = ("it was killed by SIGABRT (aborted)", f"it was killed by SIGSEGV ({SEGV_IN_NAMESPACE})")
"""How a C program's abort() ends: SIGABRT, or with PID namespaces SIGSEGV (glibc's last resort for PID 1,
which ignores SIGABRT)."""


def line_of(path: Path, marker: str) -> int:
    """The 1-based number of the line of `path` that holds `marker` (where the program's bug is)."""
    lines = path.read_text().splitlines()
    return next(number for number, line in enumerate(lines, 1) if marker in line)


def crash_in_a_game(command: list[str], tmp_path: Path, seed: int = 7, first: bool = True) -> PlayerResult:
    """The result of the player running `command` (seated `first`, else second) in a game against
    big_money."""
    players = (("crasher", tuple(command)), ("good", GOOD))
    result = run_match(
        MatchConfig(
            players=players if first else players[::-1],
            seed=seed,
            limits=LIMITS,
            stderr_dir=tmp_path / f"stderr-{seed}",
        )
    )
    crasher, good = result.players if first else result.players[::-1]
    assert good.ejection is None, good.ejection
    assert crasher.ejection is not None and crasher.ejection.kind == "crashed", crasher.ejection
    return crasher


def test_python_error_line_and_its_place(tmp_path: Path) -> None:
    program = CRASHES / "crashes.py"
    message = crash_in_a_game([sys.executable, str(program)], tmp_path).ejection.message
    place = f"{program}:{line_of(program, 'hand.cards[0]')}"
    error = "AttributeError: 'NoneType' object has no attribute 'cards'"
    expected = f"it exited with status 1; its error: {error} (at {place})"
    assert message == expected


@pytest.mark.skipif(shutil.which("node") is None, reason="Node is not installed")
def test_node_error_line_not_its_footer(tmp_path: Path) -> None:
    program = CRASHES / "crashes.js"
    message = crash_in_a_game(["node", str(program)], tmp_path).ejection.message
    place = re.escape(f"{program}:{line_of(program, 'hand.cards[0]')}:") + r"\d+"
    error = re.escape("TypeError: Cannot read properties of undefined (reading 'cards')")
    assert re.fullmatch(f"it exited with status 1; its error: {error} \\(at {place}\\)", message), message
    assert "Node.js v" not in message


@pytest.mark.skipif(shutil.which("javac") is None, reason="no Java compiler")
def test_java_error_line_at_the_players_own_frame(tmp_path: Path) -> None:
    subprocess.run(["javac", "-d", str(tmp_path), str(CRASHES / "Crashes.java")], check=True)
    message = crash_in_a_game(["java", "-cp", str(tmp_path), "Crashes"], tmp_path).ejection.message
    # The NullPointerException is thrown by String.length, a frame of the platform: the place is the player's.
    line = line_of(CRASHES / "Crashes.java", "hand.length()")
    assert message.startswith("it exited with status 1; its error: java.lang.NullPointerException: "), message
    assert message.endswith(f"(at Crashes.java:{line})"), message


@pytest.fixture(scope="module")
def c_player(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if shutil.which("gcc") is None:
        pytest.skip("gcc is not installed")
    binary = tmp_path_factory.mktemp("c") / "crashes"
    subprocess.run(["gcc", "-o", str(binary), str(CRASHES / "crashes.c")], check=True)
    return binary


def test_c_failed_assert_names_its_file_and_line(c_player: Path, tmp_path: Path) -> None:
    message = crash_in_a_game([str(c_player), "assert"], tmp_path).ejection.message
    line = line_of(CRASHES / "crashes.c", "assert(cards_in_hand")
    assert message.startswith(tuple(f"{aborted}; its error: " for aborted in ABORTED)), message
    assert f"crashes.c:{line}: main: Assertion `cards_in_hand > 5' failed." in message


def test_c_abort_after_its_own_message(c_player: Path, tmp_path: Path) -> None:
    message = crash_in_a_game([str(c_player)], tmp_path).ejection.message
    assert message in (
        f"{aborted}; its last stderr line: player: impossible hand of 0 cards" for aborted in ABORTED
    )


RECORDED = [
    ("go", 2, "panic: runtime error: invalid memory address or nil pointer dereference "
     "(at /home/ada/dominion/player.go:42)"),
    ("ruby", 1, "player.rb:27:in 'Player#first_card': undefined method 'first' for nil (NoMethodError)"),
    ("racket", 1, "car: contract violation (at /home/ada/dominion/player.rkt:31:4)"),
]  # fmt: skip


@pytest.mark.parametrize(("runtime", "status", "error"), RECORDED, ids=[r[0] for r in RECORDED])
def test_recorded_runtime_crash(runtime: str, status: int, error: str, tmp_path: Path) -> None:
    command = [
        sys.executable,
        str(CRASHES / "replays_stderr.py"),
        str(CRASHES / f"{runtime}.stderr"),
        str(status),
    ]
    message = crash_in_a_game(command, tmp_path).ejection.message
    assert message == f"it exited with status {status}; its error: {error}"


@pytest.mark.skipif(shutil.which("node") is None, reason="Node is not installed")
def test_one_bug_one_message_whenever_it_strikes(tmp_path: Path) -> None:
    """The same TypeError, thrown while the referee waits for a reply (at a move) and while the player waits
    (at a `moved`, found when the referee next writes to it): one message, so one group in the report."""
    program = str(CRASHES / "crashes.js")
    at_move = crash_in_a_game(["node", program, "(move"], tmp_path, seed=7).ejection
    at_moved = crash_in_a_game(["node", program, "(moved"], tmp_path, seed=8, first=False).ejection
    assert message_shape(at_move.message) == message_shape(at_moved.message), (at_move, at_moved)


def test_a_crash_is_not_called_running_while_its_launcher_is_slow_to_report_it() -> None:
    """With PID namespaces the launcher (unshare) holds the player's stdout and passes on its exit. On a
    loaded machine it may be slow to: held here with SIGSTOP until 2.5 s after the player died, longer than
    the half second the referee waits for an exit. The player is gone (a zombie): one crash, "it exited",
    not "closed its stdout while still running"."""
    with SubprocessSeat(
        "crasher", [sys.executable, str(CRASHES / "crashes.py")], version=3, limits=LIMITS
    ) as seat:
        if seat.containment.pid_namespace is None:
            pytest.skip("no PID namespace here: no launcher holds the player's stdout")
        assert seat.pid is not None
        # Stopped only once the player runs its program: its launchers are done (a child of unshare may
        # wait for it during the set-up).
        player = _wait_for(
            lambda: next(
                (p for p in sandbox.descendants(seat.pid) if _cmdline(p).startswith(sys.executable + "\0")),
                None,
            )
        )
        os.kill(seat.pid, signal.SIGSTOP)

        def resume_after_the_death() -> None:
            _wait_for(lambda: harness.proc_state(player) in (None, "Z") or None)
            time.sleep(2.5)
            os.kill(seat.pid, signal.SIGCONT)

        resume = threading.Thread(target=resume_after_the_death)
        resume.start()
        try:
            with pytest.raises(PlayerCrashed) as caught:
                seat.move(harness.state())
        finally:
            resume.join()
    assert caught.value.message.startswith("it exited with status 1; its error: AttributeError: "), (
        caught.value
    )


def _wait_for(found: Callable[[], T | None]) -> T:
    """What `found` returns once it is not None, asked every 10 ms for at most 60 s."""
    deadline = time.monotonic() + patience(60)
    while (value := found()) is None:
        assert time.monotonic() < deadline, "waited 60 s in vain"
        time.sleep(0.01)
    return value


def _cmdline(pid: int) -> str:
    """The command line of process `pid`, its arguments separated by NUL characters ("" if it is gone)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return cmdline.read().decode(errors="replace")
    except OSError:
        return ""


def test_the_referee_says_where_the_whole_stderr_is(tmp_path: Path) -> None:
    crasher = f"crasher={sys.executable} {CRASHES / 'crashes.py'}"
    kept = run_referee(
        "--seed", "3", "--stderr-dir", str(tmp_path / "logs"), crasher, "good=python -m players.big_money"
    )
    assert kept.returncode == 0, kept.stderr
    assert f"  its whole stderr: {tmp_path / 'logs' / 'crasher.stderr'}\n" in kept.stdout
    assert "Traceback (most recent call last)" in (tmp_path / "logs" / "crasher.stderr").read_text()
    # The message states the error: the traceback's last lines are not repeated under it.
    assert "its stderr ended with" not in kept.stdout
    not_kept = run_referee("--seed", "3", crasher, "good=python -m players.big_money")
    assert (
        "  its whole stderr was not kept: --stderr-dir DIR keeps it in DIR/NAME.stderr\n" in not_kept.stdout
    )


SHAPES = [
    # Python: the last traceback of a chain, the place of its last frame.
    (
        "Traceback (most recent call last):\n"
        '  File "/home/ada/p.py", line 3, in <module>\n'
        "    int('x')\n"
        "ValueError: invalid literal for int() with base 10: 'x'\n"
        "\n"
        "During handling of the above exception, another exception occurred:\n"
        "\n"
        "Traceback (most recent call last):\n"
        '  File "/home/ada/p.py", line 5, in <module>\n'
        "    raise KeyError('hand')\n"
        "KeyError: 'hand'\n",
        "KeyError: 'hand' (at /home/ada/p.py:5)",
    ),
    # Python's syntax error: no Traceback heading.
    (
        '  File "/home/ada/p.py", line 3\n    x = (\n        ^\nSyntaxError: \'(\' was never closed\n',
        "SyntaxError: '(' was never closed (at /home/ada/p.py:3)",
    ),
    # Node: a thrown value that is not an Error has no frames.
    (
        "/home/ada/p.js:12\n    throw 'no card';\n    ^\nno card\n"
        "(Use `node --trace-uncaught ...` to show where the exception was thrown)\n\nNode.js v20.20.2\n",
        "no card (at /home/ada/p.js:12)",
    ),
    # Java: the root cause, at the player's frame below the platform's.
    (
        'Exception in thread "main" java.lang.RuntimeException: bad state\n'
        "\tat Player.main(Player.java:20)\n"
        "Caused by: java.lang.IndexOutOfBoundsException: Index 5 out of bounds for length 3\n"
        "\tat java.base/jdk.internal.util.Preconditions.outOfBounds(Preconditions.java:64)\n"
        "\tat java.base/java.util.ArrayList.get(ArrayList.java:427)\n"
        "\tat Player.pick(Player.java:33)\n"
        "\t... 1 more\n",
        "java.lang.IndexOutOfBoundsException: Index 5 out of bounds for length 3 (at Player.java:33)",
    ),
    # C++: terminate with its what().
    (
        "terminate called after throwing an instance of 'std::out_of_range'\n"
        "  what():  vector::_M_range_check: __n (which is 5) >= this->size() (which is 3)\n",
        "terminate called after throwing an instance of 'std::out_of_range': vector::_M_range_check: "
        "__n (which is 5) >= this->size() (which is 3)",
    ),
    # Racket BC writes no colon after a context line's column.
    ("vector-ref: index is out of range\n  index: 5\n  context...:\n   /home/ada/p.rkt:9:2 pick\n",
     "vector-ref: index is out of range (at /home/ada/p.rkt:9:2)"),
    ("player: debugging line\nanother line\n", None),
]  # fmt: skip


@pytest.mark.parametrize(("stderr", "expected"), SHAPES)
def test_error_line_shapes(stderr: str, expected: str | None) -> None:
    assert error_line(stderr) == expected


def test_last_line_skips_a_runtimes_footer() -> None:
    assert last_line("bad card: x\n\nNode.js v20.20.2\n") == "bad card: x"
    assert last_line("\n  \n") is None
