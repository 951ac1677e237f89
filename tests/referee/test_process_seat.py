"""SubprocessSeat against real player programs (tests/programs/) with hand-made states.

Every time limit that decides an outcome is far from the behaviour tested: a program that must be accepted
answers in milliseconds under limits of seconds; a program that must time out sleeps for many times the
limit (or for ever).
"""

from __future__ import annotations

import dataclasses
import json
import os
import sys
import time
from pathlib import Path

import programs_harness as harness
import pytest

import protocol
from protocol.messages import Act, Add, Card, Clean, DiscardDefense, MoatDefense, Move, Moved
from referee.errors import (
    OutputWhileWaiting,
    PlayerCrashed,
    ProtocolViolation,
    ReplyTimeout,
    ReplyTooLarge,
    UsageError,
    WriteTimeout,
)
from referee.seats.process import Limits, SubprocessSeat, describe_containment, find_program
from referee.seats.seat import Seat
from referee.transcript import Transcript
from tests.cli import patience

program, state, proc_state = harness.program, harness.state, harness.proc_state
assert_all_dead, read_pids = harness.assert_all_dead, harness.read_pids

FAST = harness.FAST
PROGRAMS = harness.PROGRAMS


def seat(name: str, *args: object, limits: Limits = FAST, **kwargs) -> SubprocessSeat:
    return SubprocessSeat("me", program(name, *args), version=3, limits=limits, **kwargs)


def test_is_a_seat_and_plays_passively() -> None:
    transcript = Transcript()
    with seat("passive_kit", transcript=transcript) as player:
        assert isinstance(player, Seat)
        assert player.pid is not None
        assert player.move(state()) == Clean(Card.COPPER)
        player.notify(Moved("you", Add(Card.COPPER)))
        assert player.defend("you", state(hand=(Card.COPPER,) * 5)) == DiscardDefense((Card.COPPER,) * 2)
        assert player.defend("you", state(hand=(Card.MOAT, Card.ESTATE))) == MoatDefense()
        assert player.last_reply_text == "(moat)"
    assert player.exited_on_its_own is True
    assert player.returncode == 0
    stats = player.reply_stats()
    # Wall-clock times: no upper bound a loaded machine could exceed (the limits count starvation out).
    assert stats.count == 3 and 0 < stats.mean <= stats.max
    move_text = protocol.to_wire(Move(state()))
    assert transcript.messages() == [
        ("to", "me", move_text),
        ("from", "me", "(clean copper)"),
        ("to", "me", "(moved you (add copper))"),
        (
            "to",
            "me",
            protocol.to_wire(protocol.messages.Attacked(Act(Card.MILITIA), "you", state((Card.COPPER,) * 5))),
        ),
        ("from", "me", "(discard copper copper)"),
        (
            "to",
            "me",
            protocol.to_wire(
                protocol.messages.Attacked(Act(Card.MILITIA), "you", state((Card.MOAT, Card.ESTATE)))
            ),
        ),
        ("from", "me", "(moat)"),
    ]


def test_odd_spacing_without_newline_split_over_writes_is_accepted() -> None:
    with seat("odd_spacing") as player:
        for _ in range(3):
            assert player.move(state()) == Clean(Card.COPPER)
            assert player.last_reply_text == "(  clean\n\t copper )"
        assert player.defend("you", state(hand=(Card.COPPER,) * 4)) == DiscardDefense((Card.COPPER,))


def test_never_answers_gets_first_reply_timeout() -> None:
    # A hard cap far above the default: a start-up starved by a loaded machine does not make it void.
    limits = Limits(reply_timeout=0.3, first_reply_timeout=1.0, exit_grace=0.5, wall_cap=100.0)
    with seat("never_answers", limits=limits) as player:
        start = time.monotonic()
        with pytest.raises(ReplyTimeout) as caught:
            player.move(state())
        elapsed = time.monotonic() - start
    assert "no first reply (the start-up limit) within 1 s" in caught.value.message
    assert caught.value.kind == "reply-timeout"
    assert caught.value.state == protocol.to_wire(Move(state()))
    assert 1.0 <= elapsed < patience(10)


def test_first_reply_gets_the_longer_limit_and_later_replies_the_shorter() -> None:
    # Answer 0 after 1 s (accepted: first limit 20 s); answer 1 after 10 s (reply limit 0.5 s).
    limits = Limits(reply_timeout=0.5, first_reply_timeout=20.0, exit_grace=0.5)
    with SubprocessSeat("me", program("slow_answer", 0, 1.0), version=3, limits=limits) as first:
        assert first.move(state()) == Clean(Card.COPPER)
        assert first.reply_stats().max >= 1.0
    with SubprocessSeat("me", program("slow_answer", 1, 10.0), version=3, limits=limits) as later:
        assert later.move(state()) == Clean(Card.COPPER)
        with pytest.raises(ReplyTimeout) as caught:
            later.move(state())
    assert "no reply within 0.5 s" in caught.value.message


def test_partial_reply_is_reported_at_the_deadline() -> None:
    # The first move is answered in full (its limit covers start-up on a loaded machine); the second reply
    # stops half-way, and the deadline, 2 s, is far above the microseconds the half takes to arrive.
    limits = Limits(reply_timeout=2.0, first_reply_timeout=20.0, exit_grace=0.5)
    code = (
        "import os, sys, time\nsys.stdin.readline()\nos.write(1, b'(clean copper)\\n')\n"
        "sys.stdin.readline()\nos.write(1, b'(clean cop')\ntime.sleep(60)\n"
    )
    with SubprocessSeat("me", [sys.executable, "-c", code], version=3, limits=limits) as player:
        assert player.move(state()) == Clean(Card.COPPER)
        with pytest.raises(ReplyTimeout) as caught:
            player.move(state())
    assert caught.value.text == "(clean cop"
    assert "received so far: (clean cop" in caught.value.message


@pytest.mark.parametrize(
    ("name", "fault", "gist", "text"),
    [
        ("garbage", ProtocolViolation, "expected a play", "(please let me win)"),
        ("binary", ProtocolViolation, "not valid UTF-8", "(buy \\xff\\xfe\x00\x01)"),
        ("capitalised", ProtocolViolation, "card names are lowercase", "(clean Copper)"),
        ("huge", ReplyTooLarge, "over the limit of 65536 bytes", None),
    ],
)
def test_bad_replies(name: str, fault: type, gist: str, text: str | None) -> None:
    transcript = Transcript()
    with seat(name, transcript=transcript) as player:
        with pytest.raises(fault) as caught:
            player.move(state())
    assert transcript.messages()[-1] == ("from", "me", caught.value.text)  # what it sent is on record
    assert gist in caught.value.message
    assert caught.value.state == protocol.to_wire(Move(state()))
    if text is not None:
        assert caught.value.text == text
    else:
        assert caught.value.text.startswith("(buy copper copper")


def test_a_play_answering_an_attack_is_a_protocol_violation() -> None:
    code = "import sys, os\nsys.stdin.readline()\nos.write(1, b'(clean copper)\\n')\nsys.stdin.read()\n"
    with SubprocessSeat("me", [sys.executable, "-c", code], version=3, limits=FAST) as player:
        with pytest.raises(ProtocolViolation) as caught:
            player.defend("you", state(hand=(Card.COPPER,) * 5))
    assert "defense" in caught.value.message
    assert caught.value.text == "(clean copper)"
    assert caught.value.state.startswith("(attacked (act militia) you ((players me you)")


def test_reply_with_a_card_of_a_later_version_is_a_protocol_violation() -> None:
    code = "import sys, os\nsys.stdin.readline()\nos.write(1, b'(act smithy)\\n')\nsys.stdin.read()\n"
    with SubprocessSeat("me", [sys.executable, "-c", code], version=1, limits=FAST) as player:
        with pytest.raises(ProtocolViolation) as caught:
            player.move(state())
    assert "smithy" in caught.value.message
    assert caught.value.text == "(act smithy)"


def test_exit_mid_game_is_a_crash_with_status_and_stderr() -> None:
    with seat("exits_midgame", 2) as player:
        assert player.move(state()) == Clean(Card.COPPER)
        assert player.move(state()) == Clean(Card.COPPER)
        with pytest.raises(PlayerCrashed) as caught:
            for _ in range(3):  # the exit may be seen at the notification or at the move
                player.notify(Moved("you", Clean(Card.COPPER)))
            player.move(state())
    assert "exited with status 3" in caught.value.message
    assert "exits_midgame: leaving now" in caught.value.message
    assert player.returncode == 3


def test_closed_stdout_while_running_is_a_crash(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    with seat("closes_stdout", 1, pids) as player:
        assert player.move(state()) == Clean(Card.COPPER)
        with pytest.raises(PlayerCrashed) as caught:
            player.move(state())
    assert "closed its stdout while still running" in caught.value.message
    assert player.exited_on_its_own is True  # it still reads stdin, so it ends at end of input
    assert_all_dead(read_pids(pids, 1))


def test_closed_stdout_is_seen_after_the_player_was_found_holding_it(tmp_path: Path) -> None:
    """The seat remembers which descriptor of the player held its stdout when it last looked (at a slow
    reply) and looks there first the next time (issue 43): once the player closes it, it must still be seen
    as closed."""
    pids = tmp_path / "pids"
    with seat("closes_stdout", 2, pids) as player:
        assert player.move(state()) == Clean(Card.COPPER)
        # What a reply slower than a slice does: look whether the player holds its stdout (it does).
        assert player._player_holds_stdout()
        if player._launcher_holds_stdout:
            assert player._stdout_holder is not None
        assert player.move(state()) == Clean(Card.COPPER)  # then it closes its stdout
        with pytest.raises(PlayerCrashed) as caught:
            player.move(state())
    assert "closed its stdout while still running" in caught.value.message
    assert_all_dead(read_pids(pids, 1))


def test_exit_while_a_child_holds_stdout_is_a_crash(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    limits = Limits(reply_timeout=30.0, first_reply_timeout=30.0, exit_grace=0.5)
    with seat("fork_child_exits", 1, pids, limits=limits) as player:
        assert player.move(state()) == Clean(Card.COPPER)
        start = time.monotonic()
        with pytest.raises(PlayerCrashed) as caught:
            player.move(state())
        assert time.monotonic() - start < 10  # found by the liveness check, long before the 30 s limit
    assert "exited with status 0" in caught.value.message
    assert_all_dead(read_pids(pids, 2))


def test_output_while_waiting_is_caught_before_the_next_message() -> None:
    transcript = Transcript()
    with seat("writes_while_waiting", transcript=transcript) as player:
        assert player.move(state()) == Clean(Card.COPPER)
        with pytest.raises(OutputWhileWaiting) as caught:
            player.notify(Moved("you", Clean(Card.COPPER)))
    assert caught.value.text == "(buy copper)"
    # Not the (moved ...) it was about to be sent: the last message it got, the move it answered.
    assert caught.value.state == protocol.to_wire(Move(state()))
    assert "unexpected output while waiting" in caught.value.message
    assert transcript.messages()[-1] == ("from", "me", "(buy copper)")


def test_check_silence() -> None:
    with seat("writes_while_waiting") as player:
        assert player.move(state()) == Clean(Card.COPPER)
        assert player.check_silence(10.0) == "(buy copper)"
    with seat("passive_kit") as player:
        assert player.move(state()) == Clean(Card.COPPER)
        start = time.monotonic()
        assert player.check_silence(0.3) is None
        assert time.monotonic() - start >= 0.3


def test_write_timeout_when_the_player_never_reads(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    limits = Limits(write_timeout=0.5, exit_grace=0.5)
    big = state(supply_coppers=30_000)  # about 210 kB: more than a pipe holds
    with seat("never_reads", pids, limits=limits) as player:
        start = time.monotonic()
        with pytest.raises(WriteTimeout) as caught:
            player.move(big)
        assert time.monotonic() - start < 10
    assert "did not read its input for 0.5 s" in caught.value.message
    assert player.exited_on_its_own is False
    assert_all_dead(read_pids(pids, 1))


def test_write_timeout_from_many_notifications() -> None:
    limits = Limits(write_timeout=0.5, exit_grace=0.5)
    with seat("never_reads", limits=limits) as player:
        with pytest.raises(WriteTimeout):
            for _ in range(100_000):  # 64 KiB of pipe fills after about 2,000
                player.notify(Moved("you", Clean(Card.COPPER)))


def test_stderr_flood_does_not_block_and_is_capped(tmp_path: Path) -> None:
    log = tmp_path / "me.stderr"
    limits = Limits(stderr_bytes=100_000, exit_grace=2.0)
    with seat("floods_stderr", 20, limits=limits, stderr_path=str(log)) as player:
        for _ in range(5):
            assert player.move(state()) == Clean(Card.COPPER)
    data = log.read_bytes()
    assert 100_000 < len(data) < 100_300
    assert data.rstrip().endswith(b"[referee: stderr cut after 100000 bytes; the rest was dropped]")
    tail = player.stderr_tail(2)
    assert tail.count("\n") == 1 and tail.split("\n")[-1].startswith("noise noise")
    assert player.exited_on_its_own is True


def test_stderr_tail_is_empty_for_a_quiet_player() -> None:
    with seat("passive_kit") as player:
        player.move(state())
    assert player.stderr_tail() == ""


def test_environment_has_only_what_a_player_needs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DOMINION_TEST_SECRET", "do-not-leak")
    out = tmp_path / "env.json"
    marker = f"marker-{os.getpid()}-{time.monotonic_ns()}"
    code = (
        "import json, os, sys\n"
        f"open(os.path.join(os.environ['HOME'], {marker!r}), 'w').write('x')\n"
        "json.dump(dict(os.environ), open(sys.argv[1], 'w'))\n"
    )
    player = SubprocessSeat(
        "me",
        [sys.executable, "-c", code, str(out)],
        version=3,
        limits=FAST,
        env_extra={"DOMINION_PLAYER_SEED": "1234"},
    )
    home = None
    try:
        deadline = time.monotonic() + patience(20)
        while not out.exists() or not out.read_text().endswith("}"):
            assert time.monotonic() < deadline
            time.sleep(0.01)
        env = json.loads(out.read_text())
        home = env["HOME"]
        assert Path(home).is_dir()
    finally:
        player.close()
    assert set(env) == {"PATH", "LANG", "LC_ALL", "HOME", "TMPDIR", "DOMINION_PLAYER_SEED"}
    assert env["DOMINION_PLAYER_SEED"] == "1234"
    assert env["LC_ALL"] == env["LANG"] == "C.UTF-8"
    assert env["TMPDIR"] == home
    # The private directory is gone at close: a directory the referee removes, or (with the read-only
    # file system) the player's private /tmp, a tmpfs of its own mount namespace, never the host's.
    assert not (Path(home) / marker).exists()
    assert home == "/tmp" or not Path(home).exists()


def test_resource_limits_are_in_force(tmp_path: Path) -> None:
    out = tmp_path / "limits"
    limits = Limits(cpu_seconds=77, data_bytes=500_000_000, file_bytes=12_345_678, open_files=99)
    code = "import shutil, sys\nshutil.copyfile('/proc/self/limits', sys.argv[1] + '.tmp')\n"
    code += "import os\nos.rename(sys.argv[1] + '.tmp', sys.argv[1])\n"
    player = SubprocessSeat("me", [sys.executable, "-c", code, str(out)], version=3, limits=limits)
    try:
        deadline = time.monotonic() + patience(20)
        while not out.exists():
            assert time.monotonic() < deadline
            time.sleep(0.01)
    finally:
        player.close()
    rows = {line[:26].strip(): line[26:].split() for line in out.read_text().splitlines()[1:]}
    assert rows["Max cpu time"][:2] == ["77", "78"]
    assert rows["Max data size"][:2] == ["500000000", "500000000"]
    assert rows["Max file size"][:2] == ["12345678", "12345678"]
    assert rows["Max open files"][:2] == ["99", "99"]
    assert rows["Max core file size"][:2] == ["0", "0"]
    assert rows["Max address space"][0] == "unlimited"  # not RLIMIT_AS: it stops the JVM


def test_java_starts_under_the_default_limits(tmp_path: Path) -> None:
    import shutil

    java = shutil.which("java")
    if java is None:
        pytest.skip("no java on this machine")
    with SubprocessSeat("me", [java, "-version"], version=3, limits=Limits(exit_grace=20.0)) as player:
        pass
    assert player.returncode == 0, player.stderr_tail()
    assert "version" in player.stderr_tail()


def test_memory_limit_stops_a_memory_hog() -> None:
    limits = Limits(data_bytes=200 * 1024**2, reply_timeout=20.0, first_reply_timeout=20.0, exit_grace=0.5)
    with seat("memory_hog", limits=limits) as player:
        with pytest.raises(PlayerCrashed) as caught:
            player.move(state())
    assert "exited with status 1" in caught.value.message
    assert "MemoryError" in caught.value.message


def test_cpu_limit_stops_a_spinning_player() -> None:
    code = "import sys\nsys.stdin.readline()\nwhile True:\n    pass\n"
    limits = Limits(cpu_seconds=1, reply_timeout=60.0, first_reply_timeout=60.0, exit_grace=0.5)
    with SubprocessSeat("me", [sys.executable, "-c", code], version=3, limits=limits) as player:
        with pytest.raises(PlayerCrashed) as caught:
            player.move(state())
    if player.containment.pid_namespace is not None:
        # PID 1 of its namespace ignores SIGXCPU; the hard limit's SIGKILL ends it (docs/sandbox.md).
        assert "killed by SIGKILL (CPU time limit" in caught.value.message
    else:
        assert "killed by SIGXCPU (CPU time limit)" in caught.value.message


def test_close_is_idempotent_and_reports_a_clean_exit() -> None:
    player = seat("passive_kit")
    player.move(state())
    player.close()
    assert (player.returncode, player.exited_on_its_own) == (0, True)
    player.close()
    assert (player.returncode, player.exited_on_its_own) == (0, True)
    with pytest.raises(PlayerCrashed):
        player.move(state())


def test_start_is_idempotent() -> None:
    with seat("passive_kit") as player:
        pid = player.pid
        player.start()
        assert player.pid == pid


def test_a_player_spinning_after_end_of_input_is_killed(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    with seat("spins_at_eof", pids, limits=Limits(exit_grace=0.5)) as player:
        assert player.move(state()) == Clean(Card.COPPER)
    assert player.exited_on_its_own is False
    assert player.returncode == -9
    assert_all_dead(read_pids(pids, 1))


def test_missing_program_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="not found on PATH"):
        SubprocessSeat("me", ["no-such-player-program-xyz"], version=3, limits=FAST)
    with pytest.raises(UsageError, match="no such file"):
        SubprocessSeat("me", ["./nothing-here"], version=3, limits=FAST, cwd=str(tmp_path))
    with pytest.raises(UsageError, match="is not a directory"):
        SubprocessSeat("me", ["true"], version=3, limits=FAST, cwd=str(tmp_path / "nowhere"))
    script = tmp_path / "player"
    script.write_text("#!/bin/sh\n")
    with pytest.raises(UsageError, match="not executable"):
        SubprocessSeat("me", ["./player"], version=3, limits=FAST, cwd=str(tmp_path))


def test_relative_program_runs_in_cwd(tmp_path: Path) -> None:
    script = tmp_path / "player"
    script.write_text(f"#!/bin/sh\nexec {sys.executable} {PROGRAMS / 'passive_kit.py'}\n")
    script.chmod(0o755)
    with SubprocessSeat("me", ["./player"], version=3, limits=FAST, cwd=str(tmp_path)) as player:
        assert player.move(state()) == Clean(Card.COPPER)


def test_limits_are_checked() -> None:
    with pytest.raises(ValueError, match="Limits.reply_timeout must be a positive number"):
        Limits(reply_timeout=0)
    with pytest.raises(ValueError, match="Limits.open_files must be a whole number"):
        Limits(open_files=2.5)
    with pytest.raises(ValueError, match="Limits.write_timeout must be finite"):
        Limits(write_timeout=float("inf"))
    assert Limits().first_reply_timeout == 20.0


def test_describe_containment_names_the_kill_set() -> None:
    line = describe_containment()
    assert line.startswith("containment: kill set ")
    assert "process limit" in line


def test_check_silence_returns_the_exact_stray_datum() -> None:
    code = "import os, time\nos.write(1, b'  (buy  gold)  ')\ntime.sleep(60)\n"
    with SubprocessSeat("me", [sys.executable, "-c", code], version=3, limits=FAST) as player:
        assert player.check_silence(10.0) == "(buy  gold)"


def test_find_program_names_what_is_wrong(tmp_path: Path) -> None:
    assert find_program(["sh"]) is None
    assert "not found on PATH" in find_program(["no-such-program-xyz"])
    assert "no such file" in find_program([str(tmp_path / "absent")])
    script = tmp_path / "bot"
    script.write_text("#!/bin/sh\n")
    assert "chmod +x" in find_program([str(script)])
    script.chmod(0o755)
    assert find_program([str(script)]) is None
    assert find_program(["./bot"], cwd=tmp_path) is None
    assert find_program(["./bot"], cwd=str(tmp_path)) is None
    assert "directory" in find_program([str(tmp_path)])


def test_close_with_kill_gives_no_grace() -> None:
    # A player that ignores the end of its input: with kill=True (an ejection) it is not waited for.
    limits = dataclasses.replace(FAST, exit_grace=30.0)
    seat = SubprocessSeat("spinner", program("spins_at_eof"), version=3, limits=limits)
    started = time.monotonic()
    seat.close(kill=True)
    assert time.monotonic() - started < 15.0  # far below the 30 s grace it would otherwise get
    assert seat.exited_on_its_own is False and seat.returncode is not None
