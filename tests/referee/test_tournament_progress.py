"""Progress without a terminal: plain lines every 5% of the games or every 30 s, with the rate and the time
left (a fake clock; a real console writing to a string, as under cron or nohup)."""

from __future__ import annotations

import io

from rich.console import Console

from referee.tournament.report import LiveProgress, PlainProgress, format_duration


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_line_every_five_percent_or_thirty_seconds_and_at_the_end() -> None:
    # Games of 2 s: every 5% is more than 5 s apart (a short run with quicker games: see below).
    out = io.StringIO()
    clock = Clock()
    progress = PlainProgress(Console(file=out, width=200), clock=clock)
    progress.start(100, 20)  # resuming: 20 already recorded
    for _ in range(4):
        clock.now += 2
        progress.advance()
    clock.now += 2
    progress.advance()  # 5 games = 5% of 100: a line
    clock.now += 31
    progress.advance()  # over 30 s since the last line: a line
    for _ in range(74):
        clock.now += 2
        progress.advance()  # 100 of 100: the last line among others
    lines = out.getvalue().splitlines()
    assert lines[0] == "progress: 20 of 100 games (20.0%)"
    # 5 games of this run in 10 s: 0.5 games/s, 75 left: 150 s.
    assert lines[1] == "progress: 25 of 100 games (25.0%), 0.50 games/s, elapsed 10 s, about 2 min left"
    assert lines[2].startswith("progress: 26 of 100 games (26.0%)")
    assert lines[-1].startswith("progress: 100 of 100 games (100.0%)") and lines[-1].endswith(
        "about 0 s left"
    )
    assert len(lines) == 3 + 74 // 5 + 1


def test_quick_units_get_a_line_at_most_every_five_seconds() -> None:
    out = io.StringIO()
    clock = Clock()
    progress = PlainProgress(Console(file=out, width=200), clock=clock, unit="checks")
    progress.start(37, 0)
    for _ in range(36):
        clock.now += 0.25  # 37 checks in about 9 s: not a line per 2 checks
        progress.advance()
    clock.now += 0.25
    progress.advance()
    lines = out.getvalue().splitlines()
    assert lines[0] == "progress: 0 of 37 checks (0.0%)"
    assert len(lines) == 3, lines  # the start, one after 5 s, the end
    assert lines[1].startswith("progress: 20 of 37 checks (54.1%), 4.00 checks/s, elapsed 5 s")
    assert lines[-1].startswith("progress: 37 of 37 checks (100.0%)")


def test_the_live_progress_is_plain_off_a_terminal_and_a_bar_on_one() -> None:
    assert LiveProgress(Console(file=io.StringIO())).plain is not None
    assert LiveProgress(Console(file=io.StringIO(), force_terminal=True)).plain is None


def test_durations_read_like_a_person_would_say_them() -> None:
    assert [format_duration(s) for s in (4, 89, 150, 3600, 5400, 12000)] == [
        "4 s",
        "89 s",
        "2 min",
        "60 min",
        "1 h 30 min",
        "3 h 20 min",
    ]
