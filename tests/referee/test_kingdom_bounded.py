"""Kingdom drawing bounded in memory and time (issue 39, docs/kingdoms.md "How the draw works"): a request
whose exact count would take more than `COUNT_MEMORY_LIMIT` is refused at once with one line naming the
limit and what to change, never a traceback; a draw in `draw_in_worker` is killed at its time limit."""

from __future__ import annotations

import resource
import subprocess

import pytest

from referee.kingdom import (
    COUNT_MEMORY_LIMIT,
    KingdomError,
    KingdomRequest,
    RequestTooLarge,
    draw_in_worker,
    random_kingdom,
)
from tests.cli import patience, referee_command

ELEVEN = ("village", "plus-buy", "draw", "trasher", "curser", "hand-size-attack", "attack", "reaction",
          "gainer", "alt-victory", "economy")  # fmt: skip


def _limited(memory: int):
    """A `preexec_fn` capping the command's address space at `memory` bytes: a count that tried to take
    gigabytes ends in MemoryError instead of taking the machine's memory."""
    return lambda: resource.setrlimit(resource.RLIMIT_AS, (memory, memory))


@pytest.mark.parametrize(
    "args",
    [
        ["--sets", "all", *(arg for category in ELEVEN for arg in ("--at-least", f"{category}=4"))],
        ["--sets", "base1,base2", *(arg for category in ELEVEN for arg in ("--at-least", f"{category}=3"))],
    ],
    ids=["all sets, 11 categories of 4", "base game, 11 categories of 3"],
)
def test_a_request_too_large_to_count_is_refused_in_one_line(args: list[str]) -> None:
    done = subprocess.run(
        [*referee_command(), "kingdom", *args],
        capture_output=True,
        text=True,
        timeout=patience(300),
        preexec_fn=_limited(3 * 2**30),
    )
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert "internal error" not in line and "Traceback" not in line
    assert "counting the kingdoms of this request would take" in line, line
    assert "over the limit of 256 MiB" in line and "ask for fewer categories or smaller counts" in line


def test_the_limit_is_checked_before_anything_is_allocated() -> None:
    from referee.kingdom import SETS

    request = KingdomRequest(sets=tuple(SETS), at_least=tuple((category, 4) for category in ELEVEN))
    with pytest.raises(RequestTooLarge, match="GiB, over the limit"):
        random_kingdom(request, 1)
    assert COUNT_MEMORY_LIMIT == 256 * 2**20


def test_a_draw_in_a_worker_is_the_draw_and_its_errors_are_the_draws() -> None:
    request = KingdomRequest(sets=("base1", "base2"), at_least=(("village", 2), ("draw", 1)))
    assert draw_in_worker(request, 7).kingdom == random_kingdom(request, 7).kingdom
    with pytest.raises(KingdomError, match="^at least 2 curser: the chosen sets"):
        draw_in_worker(KingdomRequest(sets=("base1", "base2"), at_least=(("curser", 2),)), 1)
    with pytest.raises(KingdomError, match="^drawing this kingdom took longer than 1e-06 s"):
        draw_in_worker(request, 7, limit=1e-6)
