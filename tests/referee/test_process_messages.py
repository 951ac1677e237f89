"""What a SubprocessSeat tells a student about the usual mistakes of a first player program (found by a user
review): output after a notification, debugging words on stdout, an unflushed stdout, a bad ``#!`` line,
and a program the launcher could not start. Each with a real program of tests/programs/.

Time limits that decide an outcome are far from the behaviour: programs that must be accepted answer in
milliseconds under limits of seconds; a program that never answers is given 1 s and never writes.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import sys
import time
from pathlib import Path

import programs_harness as harness
import pytest

import protocol
from protocol.messages import Card, Clean, Move, Moved
from referee.errors import OutputWhileWaiting, PlayerCrashed, ProtocolViolation, ReplyTimeout, UsageError
from referee.seats import sandbox
from referee.seats.advice import language_of, no_reply
from referee.seats.process import Limits, SubprocessSeat, find_program
from tests.cli import patience

program, state = harness.program, harness.state
FAST = harness.FAST
PROGRAMS = harness.PROGRAMS
HINT = (
    "nothing arrived on stdout: the program does not flush its output after each reply (stdout is buffered "
    "when it is a pipe), or waits for input its input buffering holds back; Python: print(..., flush=True) "
    "or python -u; read with sys.stdin.readline() or for line in sys.stdin; for a slow start-up allow more "
    'with --first-timeout (docs/writing-a-player.md, "No reply")'
)


def seat(name: str, *args: object, limits: Limits = FAST, **kwargs) -> SubprocessSeat:
    return SubprocessSeat("me", program(name, *args), version=3, limits=limits, **kwargs)


def wait_for_stderr(player: SubprocessSeat, text: str, seconds: float = 20.0) -> None:
    """Wait until the player's stderr ends with a line containing `text` (the program wrote what it wrote on
    stdout before that line, so that output is in the pipe)."""
    deadline = time.monotonic() + patience(seconds)
    while text not in player.stderr_tail(1):
        assert time.monotonic() < deadline, f"no {text!r} on stderr within {seconds} s"
        time.sleep(0.01)


# ---- 1. output while waiting names the last message the player got ------------------------------------


def test_output_after_a_notification_is_reported_after_that_notification() -> None:
    moved = Moved("you", Clean(Card.ESTATE))
    with seat("acks_notifications") as player:
        assert player.move(state()) == Clean(Card.COPPER)
        player.notify(moved)
        wait_for_stderr(player, "acked")
        with pytest.raises(OutputWhileWaiting) as caught:
            player.move(state())
    assert caught.value.text == "(ok)"
    assert caught.value.state == "(moved you (clean estate))" == protocol.to_wire(moved)
    assert player.last_sent == "(moved you (clean estate))"  # the move was never sent
    assert "unexpected output while waiting" in caught.value.message


def test_two_plays_for_one_move_are_reported_after_that_move() -> None:
    first = state()
    with seat("writes_while_waiting") as player:
        assert player.move(first) == Clean(Card.COPPER)
        with pytest.raises(OutputWhileWaiting) as caught:
            player.move(state(hand=(Card.ESTATE,)))
    assert caught.value.text == "(buy copper)"
    assert caught.value.state == protocol.to_wire(Move(first))


def test_output_before_the_first_message_has_an_empty_state() -> None:
    code = "import os, time\nos.write(1, b'(hello)\\n')\nos.write(2, b'ready\\n')\ntime.sleep(60)\n"
    with SubprocessSeat("me", [sys.executable, "-c", code], version=3, limits=FAST) as player:
        wait_for_stderr(player, "ready")
        with pytest.raises(OutputWhileWaiting) as caught:
            player.move(state())
    assert caught.value.text == "(hello)"
    assert caught.value.state == ""  # nothing was sent: not the move it never got
    assert "unexpected output before it was sent anything" in caught.value.message


# ---- 2. a reply timeout with not one byte received hints at flushing -----------------------------------


def test_never_flushing_gets_the_flush_hint() -> None:
    # Long enough for Python to start on a loaded machine: a program still starting (runnable, queued for a
    # CPU) at the limit is told it was starting up or computing instead (the next test).
    limits = Limits(reply_timeout=4.0, first_reply_timeout=4.0, exit_grace=0.5)
    with seat("never_flushes", limits=limits) as player:
        with pytest.raises(ReplyTimeout) as caught:
            player.move(state())
    assert caught.value.message == f"no first reply (the start-up limit) within 4 s; {HINT}"
    assert caught.value.text is None


def test_a_program_computing_past_its_limit_hears_it_was_computing_not_of_flushing() -> None:
    """Busy on the CPU for the whole reply time: the flushing advice would mislead (a user review). Its time
    on a CPU plus its time queued for one counts, so a loaded machine does not hide it."""
    # The hard cap far above the default: on a machine loaded by others its window may grow tenfold and more.
    limits = Limits(reply_timeout=1.0, first_reply_timeout=20.0, exit_grace=0.5, wall_cap=100.0)
    with seat("computes", limits=limits) as player:
        assert player.move(state()) == Clean(Card.COPPER)
        with pytest.raises(ReplyTimeout) as caught:
            player.move(state())
    message = caught.value.message
    assert message.startswith("no reply within 1 s; it used "), message
    # The window is the limit and the time the machine starved it, which it says apart.
    window = float(message.split(" s of CPU in the ")[1].split(" s it ")[0])
    assert window >= 1.0
    if " s it was given (of which " in message:
        starved = float(message.split(" s it was given (of which ")[1].split(" s ")[0])
        assert "waiting for a CPU the machine gave to others, which does not count against it" in message
        assert starved <= window - 0.9  # the window: the limit and the time starved (a slice less measured)
    else:
        assert f"in the {window:.1f} s it had: it was still computing" in message
    assert ": it was still computing; make it answer faster" in message
    assert "allow more time with --timeout" in message and "flush" not in message
    assert 0 < float(message.split("it used ")[1].split(" s of CPU")[0]) <= 1.5


def test_an_awk_program_that_flushes_hears_of_mawks_input_buffer_and_plays_with_w_interactive() -> None:
    script = str(PROGRAMS / "passive.awk")
    limits = Limits(reply_timeout=1.0, first_reply_timeout=2.0, exit_grace=0.5)
    with SubprocessSeat("me", ["mawk", "-f", script], version=1, limits=limits) as player:
        with pytest.raises(ReplyTimeout) as caught:
            player.move(state())
    assert caught.value.message == (
        "no first reply (the start-up limit) within 2 s; nothing arrived on stdout: the program does not "
        "flush its output after each reply (stdout is buffered when it is a pipe), or waits for input its "
        "input buffering holds back; awk: fflush() after each print, and run mawk (Debian's awk) as mawk -W "
        "interactive; for a slow start-up allow more with --first-timeout "
        '(docs/writing-a-player.md, "No reply")'
    )
    # The same program read line by line answers at once (a generous limit: only the answer is tested).
    generous = Limits(reply_timeout=20.0, first_reply_timeout=20.0, exit_grace=0.5)
    with SubprocessSeat(
        "me", ["mawk", "-W", "interactive", "-f", script], version=1, limits=generous
    ) as player:
        assert player.move(state()) == Clean(Card.COPPER)


@pytest.mark.parametrize(
    ("command", "language"),
    [
        (["mawk", "-f", "x.awk"], "awk"),
        (["/usr/bin/gawk", "-f", "x.awk"], "awk"),
        (["sed", "-f", "x.sed"], "sed"),
        (["env", "PYTHONHASHSEED=0", "python3.11", "bot.py"], "python"),
        (["java", "-jar", "bot.jar"], "java"),
        (["/bin/true"], "c"),  # a compiled program
        (["/no/such/program"], None),
    ],
)
def test_the_language_of_a_command_chooses_the_advice(command: list[str], language: str | None) -> None:
    assert language_of(command) == language


def test_the_language_of_a_script_is_that_of_its_interpreter_line(tmp_path) -> None:
    for line, language in (
        ("#!/usr/bin/awk -f", "awk"),
        ("#!/usr/bin/env -S sed -u -f", "sed"),
        ("#!/bin/sh", "shell"),
    ):
        (tmp_path / "bot").write_text(f"{line}\n")
        assert language_of(["./bot"], tmp_path) == language
        assert language_of([str(tmp_path / "bot")]) == language
    assert no_reply(["./bot"], tmp_path).startswith("nothing arrived on stdout: the program does not flush")
    assert "(Python print(..., flush=True), C fflush(stdout), Java System.out.flush())" in no_reply(["./x"])


def test_a_sleeping_program_is_told_it_was_idle_not_of_flushing() -> None:
    """Issue 41: a program that sleeps past its limit got only "no reply within 5 s". It used almost no CPU
    and was not starved: it is told it was idle, with the likely causes, and nothing of flushing once a
    byte arrived."""
    limits = Limits(reply_timeout=0.5, first_reply_timeout=20.0, exit_grace=0.5)
    with seat("slow_answer", 1, 30.0, limits=limits) as later:
        assert later.move(state()) == Clean(Card.COPPER)
        with pytest.raises(ReplyTimeout) as caught:
            later.move(state())
    message = caught.value.message
    assert message.startswith("no reply within 0.5 s; it was idle: it used 0.0 s of CPU in the "), message
    assert "waiting, not computing: for input it had already been sent" in message
    assert "in a sleep or a wait on something else" in message and "flush" not in message
    # A blank line is a byte: it was written, so stdout is not stuck in a buffer. It is written at once, at
    # start-up, so a 5 s first-reply limit is far above the time it takes to arrive, even on a loaded machine.
    code = "import os, sys, time\nos.write(1, b'\\n')\nsys.stdin.readline()\ntime.sleep(60)\n"
    limits = Limits(reply_timeout=0.5, first_reply_timeout=5.0, exit_grace=0.5)
    with SubprocessSeat("me", [sys.executable, "-c", code], version=3, limits=limits) as player:
        with pytest.raises(ReplyTimeout) as caught:
            player.move(state())
    message = caught.value.message
    assert message.startswith("no first reply (the start-up limit) within 5 s; it was idle: it used "), (
        message
    )
    assert "flush" not in message


# ---- 4. a bare word is shown with the rest of its line -------------------------------------------------


def test_debugging_words_are_shown_with_their_line() -> None:
    with seat("debug_words") as player:
        with pytest.raises(ProtocolViolation) as caught:
            player.move(state())
    assert caught.value.text == "got a move, hand is coming"  # not the next line, (clean copper)
    assert "got got" in caught.value.message and "stderr" in caught.value.message
    assert caught.value.state == protocol.to_wire(Move(state()))


def test_the_line_shown_is_bounded() -> None:
    with seat("debug_words", 5000) as player:
        with pytest.raises(ProtocolViolation) as caught:
            player.move(state())
    assert caught.value.text == ("got " + "x" * 5000)[:300]


def test_a_bad_defense_word_is_shown_with_its_line() -> None:
    code = (
        "import os, sys, time\nsys.stdin.readline()\nos.write(1, b'discard copper please\\n')\n"
        "time.sleep(60)\n"
    )
    with SubprocessSeat("me", [sys.executable, "-c", code], version=3, limits=FAST) as player:
        with pytest.raises(ProtocolViolation) as caught:
            player.defend("you", state(hand=(Card.COPPER,) * 5))
    assert caught.value.text == "discard copper please"


# ---- 3. a bad #! line is found before anything starts --------------------------------------------------


def test_find_program_names_an_interpreter_that_does_not_exist() -> None:
    problem = find_program([str(PROGRAMS / "bad_interpreter.py")])
    assert problem == (
        f"program {str(PROGRAMS / 'bad_interpreter.py')!r} cannot be started: its #! line names "
        "/nonexistent/dominion-test/python9, which does not exist"
    )
    with pytest.raises(UsageError, match="its #! line names /nonexistent/dominion-test/python9"):
        SubprocessSeat("me", [str(PROGRAMS / "bad_interpreter.py")], version=3, limits=FAST)


def test_find_program_names_windows_line_endings() -> None:
    assert (PROGRAMS / "crlf_shebang.sh").read_bytes().startswith(b"#!/bin/sh\r\n")
    problem = find_program(["./crlf_shebang.sh"], cwd=PROGRAMS)
    assert problem == (
        "program './crlf_shebang.sh' cannot be started: its #! line names /bin/sh\\r, which does not exist: "
        "the file has Windows (CRLF) line endings; convert it with dos2unix"
    )


def test_find_program_checks_other_interpreter_lines(tmp_path: Path) -> None:
    def script(name: str, text: bytes) -> str:
        path = tmp_path / name
        path.write_bytes(text)
        path.chmod(0o755)
        return str(path)

    assert find_program([script("good", b"#!/bin/sh\necho\n")]) is None
    assert find_program([script("spaced", b"#! /bin/sh -e\necho\n")]) is None
    assert find_program([script("binaryish", b"\x7fELF\x02\x01")]) is None  # not a script: not judged
    assert find_program([script("plain", b"echo hi\n")]) is None  # no #! line: run by the shell
    assert "ends in a carriage return: the file has Windows (CRLF)" in find_program(
        [script("envcr", b"#!/usr/bin/env python3\r\nprint()\r\n")]
    )
    assert (
        "its #! line runs /usr/bin/env no-such-interpreter-xyz, and no-such-interpreter-xyz is not "
        "found on PATH" in find_program([script("envmiss", b"#!/usr/bin/env no-such-interpreter-xyz\n")])
    )
    text_file = tmp_path / "notes.txt"
    text_file.write_text("hello\n")
    assert f"its #! line names {text_file}, which is not an executable program" in find_program(
        [script("textinterp", f"#!{text_file}\n".encode())]
    )
    assert "names no interpreter" in find_program([script("empty", b"#!\n")])
    assert "names no interpreter" in find_program([script("emptycr", b"#!\r\n")])
    # A program found on PATH is checked the same way.
    bindir = tmp_path / "bin"
    bindir.mkdir()
    shutil.copy(PROGRAMS / "bad_interpreter.py", bindir / "dominion-bad-xyz")
    path = os.environ["PATH"]
    try:
        os.environ["PATH"] = f"{bindir}{os.pathsep}{path}"
        assert "which does not exist" in find_program(["dominion-bad-xyz"])
    finally:
        os.environ["PATH"] = path


# ---- 3. an exec failure of the launcher chain does not name the launcher -------------------------------

BUSY = "Text file busy (the file is open for writing: is it still being compiled or copied?)"

CHAINS = {
    "detected": sandbox.detect,
    "prlimit-only": lambda: sandbox.Containment(prlimit=shutil.which("prlimit")),
}


@pytest.mark.parametrize("chain", CHAINS)
def test_a_program_the_launcher_cannot_start_is_reported_in_our_words(chain: str, tmp_path: Path) -> None:
    # A program still open for writing (a compiler still writing it) passes `find_program` but cannot be
    # exec'd (ETXTBSY): the last launcher of the chain fails and says so, in its words, on stderr.
    containment = CHAINS[chain]()
    if chain == "prlimit-only" and containment.prlimit is None:
        pytest.skip("util-linux prlimit is missing here")
    bot = tmp_path / "bot"
    shutil.copy(shutil.which("sleep") or "/bin/sleep", bot)
    bot.chmod(0o755)
    limits = dataclasses.replace(FAST, exit_grace=0.5)
    # Open for writing until the failure is seen: the launchers exec one another after Popen returns.
    with (
        open(bot, "r+b"),
        SubprocessSeat("me", [str(bot), "60"], version=3, limits=limits, containment=containment) as player,
    ):
        assert find_program([str(bot), "60"]) is None
        with pytest.raises(PlayerCrashed) as caught:
            player.move(state())
        tail = player.stderr_tail()
        bot.unlink()  # what is wrong now is said, rather than the launcher's words
        gone = player.stderr_tail()
    assert caught.value.message == f"could not start {bot}: {BUSY}"
    assert tail == f"could not start {bot}: {BUSY}"
    assert gone == f"could not start {bot}: not found (no such file)"
    for tool in ("setpriv", "prlimit", "unshare", "sh:"):
        assert tool not in caught.value.message and tool not in tail


def test_a_program_exec_refuses_without_launcher_is_a_usage_error(tmp_path: Path) -> None:
    bot = tmp_path / "bot"
    shutil.copy(shutil.which("sleep") or "/bin/sleep", bot)
    bot.chmod(0o755)
    with open(bot, "r+b"), pytest.raises(UsageError) as caught:
        SubprocessSeat("me", [str(bot), "60"], version=3, limits=FAST, containment=sandbox.Containment())
    assert str(caught.value) == f"player me: could not start {bot}: {BUSY}"
