"""Helpers for the tests that run the programs of this directory (tests/referee/test_process_*.py and
test_misbehaving_*.py import it by path, as this directory is not a package)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from protocol.messages import Card, State

PROGRAMS = Path(__file__).resolve().parent
"""This directory."""


def program(name: str, *args: object) -> list[str]:
    """The argv that runs test program `name` with `args` under the interpreter running the tests."""
    return [sys.executable, str(PROGRAMS / f"{name}.py"), *(str(arg) for arg in args)]


def state(hand: tuple[Card, ...] = (Card.COPPER, Card.ESTATE, Card.COPPER), supply_coppers: int = 5) -> State:
    """A small hand-made view for player "me" (opponent "you") at the start of a turn."""
    return State(
        players=("me", "you"),
        supply=(Card.COPPER,) * supply_coppers + (Card.MOAT,),
        trash=(),
        actions=1,
        buys=1,
        coins=0,
        deck=(Card.COPPER, Card.ESTATE),
        hand=hand,
        plays=(),
        discards=(),
    )


def proc_state(pid: int) -> str | None:
    """The /proc state letter of `pid` (Z = zombie: ended, waiting to be reaped) or None if it is gone."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return None


def alive(pids: list[int]) -> dict[int, str]:
    """The pids among `pids` that are running (neither gone nor zombies), with their state letter."""
    out = {}
    for pid in pids:
        letter = proc_state(pid)
        if letter not in (None, "Z"):
            out[pid] = letter
    return out


def assert_all_dead(pids: list[int], within: float = 5.0) -> None:
    """Each pid is gone or a zombie (waiting for the parent it was re-parented to to reap it)."""
    deadline = time.monotonic() + within
    while alive(pids) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not alive(pids), f"processes still alive: {alive(pids)}"


def read_pids(path: Path, count: int, within: float = 10.0) -> list[int]:
    """The pids a program wrote to `path`, waiting up to `within` s for `count` of them."""
    deadline = time.monotonic() + within
    while True:
        pids = [int(line) for line in path.read_text().split()] if path.exists() else []
        if len(pids) >= count or time.monotonic() > deadline:
            return pids
        time.sleep(0.01)
