"""The standings say what the rating counts, and read whole off a terminal (issue 41, items 5 and 9).

- A loss by a player's own ejection in a game another player won by forfeit counts in its W-L-T but not in
  its rating: the rated record (rated W-L-T) stands beside the 95% CI, Elo, LOS and rating, and one line says
  why it differs (`4-1-0 80.0 ... Elo +inf` said nothing).
- `referee standings --db FILE > file` wraps no line at 80 columns and never splits a name; an ejection kind's
  line keeps its cause, on an 80-column terminal too.

Standings are computed from a real SQLite store; the command runs as a subprocess with its stdout a pipe."""

from __future__ import annotations

import io
import os
import re
from pathlib import Path

from rich.console import Console

from referee.tournament.report import print_standings
from referee.tournament.schedule import ScheduledGame
from referee.tournament.standings import Standings, compute_standings
from referee.tournament.store import TournamentStore
from tests.cli import run_referee
from tests.referee.test_tournament_report import definition
from tests.referee.test_tournament_report import seat as report_seat

STAR = "militiamoneyplus"
"""A 16-letter name (the longest the standings are laid out for) that wins every game it finishes."""

CAUSE = "closed its stdout: it exited with status 3"
MESSAGE = f"{CAUSE}; its last stderr line: Error: cannot read property of undefined at player.js:93:71"


def seat(name: str, index: int, rank: int, ejected: bool = False) -> dict:
    """`name`'s record in a game, ejected with MESSAGE on game turn 6 when `ejected`."""
    return report_seat(name, index, rank, ejected, message=MESSAGE, turn=6)


def recorded(db: Path) -> Standings:
    """STAR beats bigmoney and minemoney twice each, and loses once by its own ejection (minemoney wins by
    forfeit); bigmoney and minemoney share two games."""
    names = (STAR, "bigmoney", "minemoney")
    games = [
        ((STAR, "bigmoney"), [seat(STAR, 0, 1), seat("bigmoney", 1, 2)], [STAR]),
        (("bigmoney", STAR), [seat("bigmoney", 0, 2), seat(STAR, 1, 1)], [STAR]),
        ((STAR, "minemoney"), [seat(STAR, 0, 1), seat("minemoney", 1, 2)], [STAR]),
        (("minemoney", STAR), [seat("minemoney", 0, 2), seat(STAR, 1, 1)], [STAR]),
        ((STAR, "minemoney"), [seat(STAR, 0, 2, ejected=True), seat("minemoney", 1, 1)], ["minemoney"]),
        (("bigmoney", "minemoney"), [seat("bigmoney", 0, 1), seat("minemoney", 1, 2)], ["bigmoney"]),
        (("minemoney", "bigmoney"), [seat("minemoney", 0, 1), seat("bigmoney", 1, 2)], ["minemoney"]),
    ]
    with TournamentStore.create_or_resume(db, definition(names)) as store:
        for index, (seats, players, winners) in enumerate(games):
            result = {
                "seed": 7 + index // 2,
                "version": 3,
                "end": "provinces",
                "turns": 20,
                "players": players,
            }
            scheduled = ScheduledGame(index, 0, index, 0, 7 + index // 2, seats)
            assert store.record(
                scheduled, {**result, "winners": winners}, transcript=None, stderr_dir=None, duration=1.0
            )
        return compute_standings(list(names), store.games())


def rendered(standings: Standings, width: int) -> str:
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None, highlight=False)
    names = tuple(s.name for s in standings.players)
    print_standings(console, definition(names), standings, 7, "t.sqlite")
    return out.getvalue()


def test_the_rated_record_is_the_one_the_rating_counts(tmp_path: Path) -> None:
    star = next(s for s in recorded(tmp_path / "t.sqlite").players if s.name == STAR)
    assert (star.wins, star.losses, star.ties, star.games) == (4, 1, 0, 5)
    assert (star.rated_wins, star.rated_losses, star.rated_ties, star.rated_games) == (4, 0, 0, 4)
    assert star.forfeit_losses == 1 and star.elo == float("inf")


def test_the_rated_record_stands_beside_the_rating_with_a_line_saying_why_it_differs(tmp_path: Path) -> None:
    text = rendered(recorded(tmp_path / "t.sqlite"), 1000)
    row = next(line for line in text.splitlines() if STAR in line and "±" in line)
    # 4-1-0 in the whole record; 4-0-0 where the interval, Elo (+inf: no rated loss) and rating are.
    assert re.search(r" 4-0-0 .* \+inf \(.*\d±\d", row), row
    assert " 4-1-0 " in next(line for line in text.splitlines() if STAR in line)
    lines = [line for line in text.splitlines() if line.startswith("Rated W-L-T differs")]
    assert lines == [
        f"Rated W-L-T differs from W-L-T ({STAR} 4-1-0, rated 4-0-0): a game won by forfeit (every other "
        "player ejected) is not rated, so a loss by the player's own ejection in it counts in its W-L-T and "
        "win % but not in its rated W-L-T, 95% CI, Elo, LOS or rating."
    ]


def test_off_a_terminal_no_line_is_wrapped_and_no_name_split(tmp_path: Path) -> None:
    recorded(tmp_path / "t.sqlite")
    # COLUMNS=80, as many a CI runner and `script` set: still no wrapping into a file or a pipe.
    done = run_referee("standings", "--db", "t.sqlite", cwd=tmp_path, env={**os.environ, "COLUMNS": "80"})
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    for name in (STAR, "bigmoney", "minemoney"):
        rows = [line for line in lines if re.match(rf"\s*\d≈?\s+{name}\s", line)]
        assert len(rows) == 3, (name, done.stdout)  # its row in each of the three tables, the name whole
    assert not any(re.fullmatch(r"\s*[a-z]{1,15}\s*", line) for line in lines), done.stdout  # no stub
    assert any(line.startswith("Standings, best first (") and line.endswith(")") for line in lines)
    [kind] = [line for line in lines if line.startswith("  crashed 1 ")]
    assert kind.endswith(f"turn 6: {MESSAGE}"), kind  # whole: its cause and the rest
    assert max(map(len, lines)) > 80


def test_on_an_80_column_terminal_an_ejection_line_keeps_its_cause(tmp_path: Path) -> None:
    text = rendered(recorded(tmp_path / "t.sqlite"), 80)
    [kind] = [line for line in text.splitlines() if line.startswith("  crashed 1 ")]
    assert kind == f"  crashed 1 ({STAR} 1) first: game 4, turn 6: {CAUSE}…", kind
