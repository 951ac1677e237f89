"""Full games (`referee.match.run_match`) of each misbehaving program against the big_money reference player.

For each program: the game completes, the right player is ejected (or not) with the right fault kind and
the gist of the message, no process of the game is alive afterwards, and the referee finishes in time.
Limits that decide an outcome are far from the behaviour: the well-behaved player answers in milliseconds
and has limits of seconds; a late answer comes 5 times after the reply limit.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import programs_harness as harness
import pytest

from referee.match import MatchConfig, player_seed, run_match
from referee.seats.process import Limits

BOUND = 60.0
"""Seconds within which every game here must be over (they take well under 5)."""

GOOD = (sys.executable, "-m", "players.big_money")


@dataclass(frozen=True)
class Case:
    """One misbehaving program: its arguments, the limits of the game, and what must happen.

    `args` may hold the string "PIDS", replaced by the file the program writes its pids to; `kind` None
    means the program must NOT be ejected."""

    program: str
    args: tuple[str, ...] = ()
    kind: str | None = None
    gist: str = ""
    limits: dict = field(default_factory=dict)
    pids: int = 0
    """How many pids the program writes to its pid file."""
    answering: bool = True
    """The fault happens while the program answers a `move` (so the ejection names that state); False when
    it may be found while the program waits (at a `moved` sent to it)."""
    text: str | None = None
    """The text the ejection must show as received, if given."""


CASES = [
    Case("never_answers", kind="reply-timeout", gist="no first reply", limits={"first_reply_timeout": 3.0}),
    Case("slow_answer", ("2", "5.0"), kind="reply-timeout", gist="no reply within 1 s"),
    Case("garbage", kind="protocol-error", gist="expected a play"),
    Case("binary", kind="protocol-error", gist="not valid UTF-8"),
    Case("huge", kind="reply-too-large", gist="over the limit of 65536 bytes"),
    Case("exits_midgame", ("3",), kind="crashed", gist="exited with status 3", answering=False),
    Case("closes_stdout", ("2", "PIDS"), kind="crashed", gist="closed its stdout", pids=1),
    # In its PID namespace the child dies with the player (PID 1): the next write may find the pipe closed.
    Case(
        "fork_child_exits",
        ("2", "PIDS"),
        kind="crashed",
        gist="exited with status 0",
        pids=2,
        answering=False,
    ),
    Case("double_fork", ("PIDS",), pids=2),
    Case("spins_at_eof", ("PIDS",), pids=1),
    # It never sees its move, so the reply limit ends it (a write timeout needs a full pipe: see
    # test_process_seat.py::test_write_timeout_when_the_player_never_reads).
    Case(
        "never_reads",
        ("PIDS",),
        kind="reply-timeout",
        gist="no first reply",
        limits={"first_reply_timeout": 3.0},
        pids=1,
    ),
    Case("floods_stderr", ("20",)),
    Case(
        "memory_hog",
        kind="crashed",
        gist="MemoryError",
        limits={"data_bytes": 256 * 1024**2, "reply_timeout": 20.0, "first_reply_timeout": 20.0},
    ),
    Case("illegal_play", kind="illegal-play", gist="province"),
    Case("writes_while_waiting", kind="output-while-waiting", gist="(buy copper)", answering=False),
    Case(
        "never_flushes",
        kind="reply-timeout",
        gist="nothing arrived on stdout: the program does not flush its output after each reply",
        limits={"first_reply_timeout": 3.0},
    ),
    Case("debug_words", kind="protocol-error", gist="bare word", text="got a move, hand is coming"),
    Case("capitalised", kind="protocol-error", gist="card names are lowercase"),
    Case("odd_spacing"),
]


def game_processes(seeds: set[str]) -> list[tuple[int, str]]:
    """(pid, command line) of every live process whose environment has one of these player seeds."""
    wanted = {f"DOMINION_PLAYER_SEED={seed}".encode() for seed in seeds}
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as environ:
                variables = set(environ.read().split(b"\0"))
            if wanted & variables and harness.proc_state(int(entry)) not in (None, "Z"):
                with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                    found.append((int(entry), cmdline.read().replace(b"\0", b" ").decode(errors="replace")))
        except OSError:
            continue
    return found


@pytest.mark.parametrize("case", CASES, ids=[case.program for case in CASES])
def test_misbehaving_player_in_a_full_game(case: Case, tmp_path: Path) -> None:
    seed = 5000 + CASES.index(case)
    pidfile = tmp_path / "pids"
    args = [str(pidfile) if arg == "PIDS" else arg for arg in case.args]
    limits = Limits(**{"reply_timeout": 1.0, "first_reply_timeout": 10.0, "exit_grace": 0.5, **case.limits})
    log = tmp_path / "log.jsonl"
    config = MatchConfig(
        players=(("good", GOOD), ("bad", tuple(harness.program(case.program, *args)))),
        seed=seed,
        limits=limits,
        log=log,
        stderr_dir=tmp_path / "stderr",
    )
    start = time.monotonic()
    result = run_match(config)
    elapsed = time.monotonic() - start

    assert elapsed < BOUND
    good, bad = result.players
    assert good.ejection is None, good.ejection
    if case.kind is None:
        assert bad.ejection is None, bad.ejection
        assert result.end in ("provinces", "three-piles", "turn-limit")
    else:
        assert bad.ejection is not None, f"{case.program} was not ejected"
        assert bad.ejection.kind == case.kind, bad.ejection
        assert case.gist in bad.ejection.message, bad.ejection
        assert (bad.rank, good.rank) == (2, 1)
        assert result.winners == ("good",)
        assert result.end == "last-player-standing"
        if case.text is not None:
            assert bad.ejection.text == case.text
        if case.answering:
            assert bad.ejection.state is not None
            assert bad.ejection.state.startswith("(move ((players bad good)")
        if case.kind == "output-while-waiting":
            # Found before a message was sent: the state is the last message the player did get.
            records = [json.loads(line) for line in log.read_text().splitlines()]
            sent = [
                record["text"]
                for record in records
                if record.get("dir") == "to" and record["player"] == "bad"
            ]
            assert bad.ejection.state == sent[-1][: len(bad.ejection.state)]
            assert len(bad.ejection.state) == min(len(sent[-1]), 2000)
    assert (
        game_processes(
            {
                str(player_seed(seed, "good", result.player_seed_key)),
                str(player_seed(seed, "bad", result.player_seed_key)),
            }
        )
        == []
    )
    if case.pids:
        recorded = harness.read_pids(pidfile, case.pids)
        assert len(recorded) == case.pids
        harness.assert_all_dead(recorded)


@pytest.mark.parametrize(
    ("mode", "kind", "text"), [("moat", "illegal-defense", "(moat)"), ("silent", "reply-timeout", None)]
)
def test_a_bad_defense_against_militia_is_ejected(mode: str, kind: str, text: str | None) -> None:
    seed = 4242
    config = MatchConfig(
        players=(
            ("good", (sys.executable, "-m", "players.militia_money")),
            ("bad", tuple(harness.program("bad_defense", mode))),
        ),
        seed=seed,
        # Also the good player's limit: 3 s is far above its replies of milliseconds on a loaded machine.
        limits=Limits(reply_timeout=3.0, exit_grace=0.5),
    )
    result = run_match(config)
    good, bad = result.players
    assert good.ejection is None
    assert bad.ejection is not None and bad.ejection.kind == kind, bad.ejection
    assert bad.ejection.text == text
    assert bad.ejection.state.startswith("(attacked (act militia) good ((players bad good)")
    assert (
        game_processes(
            {
                str(player_seed(seed, "good", result.player_seed_key)),
                str(player_seed(seed, "bad", result.player_seed_key)),
            }
        )
        == []
    )


def test_stderr_of_a_flooding_player_is_capped_in_its_file(tmp_path: Path) -> None:
    limits = Limits(stderr_bytes=50_000, exit_grace=0.5)
    config = MatchConfig(
        players=(("good", GOOD), ("bad", tuple(harness.program("floods_stderr", "10")))),
        seed=77,
        limits=limits,
        stderr_dir=tmp_path,
    )
    result = run_match(config)
    assert result.players[1].ejection is None
    data = (tmp_path / "bad.stderr").read_bytes()
    assert 50_000 < len(data) < 50_300
    assert b"[referee: stderr cut after 50000 bytes" in data


def test_an_ejection_in_a_three_player_game_lets_the_others_finish(tmp_path: Path) -> None:
    config = MatchConfig(
        players=(
            ("good", GOOD),
            ("bad", tuple(harness.program("exits_midgame", "4"))),
            ("other", (sys.executable, "-m", "players.big_money")),
        ),
        seed=91,
        limits=Limits(exit_grace=0.5),
    )
    result = run_match(config)
    good, bad, other = result.players
    assert bad.ejection is not None and bad.ejection.kind == "crashed"
    assert good.ejection is None and other.ejection is None
    assert result.end in ("provinces", "three-piles")
    assert bad.rank == 3
    assert (
        game_processes(
            {str(player_seed(91, name, result.player_seed_key)) for name in ("good", "bad", "other")}
        )
        == []
    )
