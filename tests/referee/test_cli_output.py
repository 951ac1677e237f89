"""`referee.output`: how figures of the result table read."""

from __future__ import annotations

import pytest

from referee.output import reply_times
from referee.result import ReplyStats


@pytest.mark.parametrize(
    ("mean", "max_", "shown"),
    [
        (0.00031, 0.0012, "0.31/1.2 ms"),
        (0.00004, 0.0009, "0.04/0.90 ms"),
        (0.0012, 0.0099, "1.2/9.9 ms"),
        (0.00999, 0.01, "10/10 ms"),
        (0.012, 0.47, "12/470 ms"),
        (0.8, 4.9, "800/4900 ms"),
    ],
)
def test_reply_times_keep_two_significant_digits(mean: float, max_: float, shown: str) -> None:
    assert reply_times(ReplyStats(count=10, mean=mean, max=max_)) == shown
