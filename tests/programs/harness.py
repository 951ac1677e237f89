"""Helpers for the tests that run the programs of this directory. tests/referee/conftest.py makes this
file importable as ``programs_harness`` (this directory is not a package); tests/referee/test_process_*.py
and test_misbehaving_*.py import it under that name.

Programs record *tags* of their processes (`passive_kit.record_pid`), not pids: a player has its own PID
namespace with a private /proc, so it cannot know its host pid. `proc_state`, `alive` and `assert_all_dead`
take tags (or plain host pids) and find the process in the host's /proc.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from protocol.messages import Card, State
from referee.seats.process import Limits

PROGRAMS = Path(__file__).resolve().parent
"""This directory."""


FAST = Limits(reply_timeout=5.0, first_reply_timeout=20.0, write_timeout=5.0, exit_grace=2.0)
"""Generous limits for programs that must be accepted (they answer in milliseconds)."""


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


def _stat_fields(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command name (state first), or None if it is gone."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return None


def resolve(tag: str) -> int | None:
    """The host pid of the live process named by `tag` (``pid:<namespace inode>:<pid there>:<start>``, see
    passive_kit.process_tag), or None if no such process runs (a zombie has no namespace left: None too).
    Raises ValueError for a line that is not a tag."""
    kind, namespace, inner, start = tag.split(":")
    if kind != "pid":
        raise ValueError(f"not a process tag: {tag!r}")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        fields = _stat_fields(int(entry))
        if fields is None or fields[19] != start:
            continue
        try:
            if str(os.stat(f"/proc/{entry}/ns/pid").st_ino) != namespace:
                continue
            with open(f"/proc/{entry}/status", encoding="ascii") as status:
                nspid = next(line.split()[-1] for line in status if line.startswith("NSpid:"))
        except (OSError, StopIteration):
            continue
        if nspid == inner:
            return int(entry)
    return None


def proc_state(pid: int | str) -> str | None:
    """The /proc state letter of `pid` (a host pid, or a tag: see `resolve`), Z = zombie (ended, waiting to
    be reaped), or None if it is gone."""
    if isinstance(pid, str):
        found = resolve(pid)
        if found is None:
            return None
        pid = found
    fields = _stat_fields(pid)
    return None if fields is None else fields[0]


def alive(pids: list[int] | list[str]) -> dict[int | str, str]:
    """The pids among `pids` that are running (neither gone nor zombies), with their state letter."""
    out = {}
    for pid in pids:
        letter = proc_state(pid)
        if letter not in (None, "Z"):
            out[pid] = letter
    return out


def assert_all_dead(pids: list[int] | list[str], within: float = 5.0) -> None:
    """Each pid is gone or a zombie (waiting for the parent it was re-parented to to reap it)."""
    deadline = time.monotonic() + within
    while alive(pids) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not alive(pids), f"processes still alive: {alive(pids)}"


def read_pids(path: Path, count: int, within: float = 10.0) -> list[int | str]:
    """The process tags (see `resolve`) or host pids (a line of digits, from a process outside any player
    namespace) written to `path`, waiting up to `within` s for `count` of them."""
    deadline = time.monotonic() + within
    while True:
        lines = path.read_text().split() if path.exists() else []
        if len(lines) >= count or time.monotonic() > deadline:
            return [int(line) if line.isdigit() else line for line in lines]
        time.sleep(0.01)


_KEY_CALLS = {"x86_64": (248, 250), "aarch64": (217, 219)}
"""add_key(2) and keyctl(2) numbers per machine (the machines whose numbers the referee's filter knows)."""


def keyring_calls() -> tuple[int, int] | None:
    """(add_key, keyctl) system call numbers of this machine, or None where they are not known here."""
    import platform

    return _KEY_CALLS.get(platform.machine())


def _syscall(*args: object) -> int:
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    result = libc.syscall(*(ctypes.c_long(a) if isinstance(a, int) else a for a in args))
    if result == -1:
        error = ctypes.get_errno()
        raise OSError(error, os.strerror(error))
    return int(result)


def add_user_key(description: str, payload: bytes) -> int:
    """Add the key ``user:DESCRIPTION`` with `payload` to this process's user keyring (``@u``); its id.
    Raises OSError."""
    calls = keyring_calls()
    assert calls is not None
    return _syscall(calls[0], b"user", description.encode(), payload, len(payload), -4)


def find_user_key(description: str) -> int | None:
    """The id of the key ``user:DESCRIPTION`` in this process's user keyring, or None."""
    calls = keyring_calls()
    assert calls is not None
    try:
        return _syscall(calls[1], 10, -4, b"user", description.encode(), 0)
    except OSError:
        return None


def remove_key(key: int) -> None:
    """Invalidate key `key` (keyctl KEYCTL_INVALIDATE); nothing if it is gone."""
    calls = keyring_calls()
    assert calls is not None
    try:
        _syscall(calls[1], 21, key)
    except OSError:
        pass
