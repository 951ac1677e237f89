"""Showing a tournament to people: the live progress bar, the standings tables and the CSV/JSON exports."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from referee.tournament.definition import TournamentDefinition
from referee.tournament.runner import GameOutcome
from referee.tournament.standings import Standings
from referee.tournament.store import RecordedGame

CSV_COLUMNS = (
    "place",
    "name",
    "games",
    "wins",
    "losses",
    "ties",
    "points",
    "win_rate",
    "ci_low",
    "ci_high",
    "mean_score",
    "ejections",
    "reply_mean",
    "reply_max",
    "rating",
    "rating_sigma",
    "conservative",
)
"""Columns of `--csv`, one row per player, best first. `ejections` is ``kind:count`` items joined by ``;``."""


class _RateColumn(ProgressColumn):
    """Games per second over rich's recent window (this run only: resumed games do not count)."""

    def render(self, task: Task) -> Text:
        speed = task.speed
        return Text("-- games/s" if speed is None else f"{speed:.2f} games/s", style="progress.data.speed")


class LiveProgress:
    """A progress bar (done/total, rate, elapsed, time left) on `console`, with one line per notable game.

    A game is notable when someone was ejected from it or the referee failed to play it.
    Use as a context manager; pass `start` and `game` to `TournamentRunner` as `on_start` and `on_game`.
    """

    def __init__(self, console: Console) -> None:
        self.console = console
        self.progress = Progress(
            TextColumn("[bold]games"),
            BarColumn(),
            MofNCompleteColumn(),
            _RateColumn(),
            TextColumn("elapsed"),
            TimeElapsedColumn(),
            TextColumn("left"),
            TimeRemainingColumn(),
            console=console,
            transient=False,
        )
        self._task: Any = None

    def __enter__(self) -> LiveProgress:
        self.progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.progress.stop()

    def start(self, total: int, already: int) -> None:
        """The run starts: `already` of `total` games were recorded by earlier runs."""
        if already:
            self.console.print(f"resuming: {already} of {total} games already recorded")
        self._task = self.progress.add_task("games", total=total, completed=already)

    def game(self, outcome: GameOutcome) -> None:
        """One game ended: advance the bar, and say why if a player was ejected or the referee failed."""
        g = outcome.game
        if outcome.error is not None:
            self.console.print(
                Text(
                    f"game {g.index} (seed {g.seed}, {' '.join(g.seats)}): the referee failed: "
                    f"{outcome.error}; details in {outcome.error_log}; a later run retries it",
                    style="red",
                ),
                soft_wrap=True,
            )
            return
        assert outcome.result is not None
        for p in outcome.result["players"]:
            if p.get("ejection"):
                e = p["ejection"]
                self.console.print(
                    Text.assemble(
                        f"game {g.index}: ",
                        (p["name"], "bold"),
                        f" ejected ({e['kind']}, turn {e['turn']}): {e['message']}  ",
                        (outcome.transcript or "", "dim"),
                    ),
                    soft_wrap=True,
                )
        if outcome.recorded:
            self.progress.advance(self._task)


def _num(value: float | None, digits: int = 2) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _ms(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds * 1000:.0f}"


def _ejections_text(ejections: dict[str, int]) -> str:
    return ";".join(f"{kind}:{count}" for kind, count in sorted(ejections.items()))


def print_standings(
    console: Console, definition: TournamentDefinition, standings: Standings, total: int, db: str
) -> None:
    """Print the standings, the crosstable and the list of ejections as rich tables."""
    console.print(
        f"[bold]{definition.format}[/bold], {definition.players_per_game} players per game, "
        f"{definition.games} games per group, protocol {definition.version}, seed {definition.seed}: "
        f"{standings.games} of {total} games recorded in {escape(db)}",
        highlight=False,
    )
    table = Table(title="Standings", title_justify="left")
    for header, justify in (
        ("#", "right"),
        ("player", "left"),
        ("games", "right"),
        ("W-L-T", "right"),
        ("points", "right"),
        ("win rate", "right"),
        ("95% CI", "right"),
        ("score", "right"),
        ("ejections", "left"),
        ("reply ms mean/max", "right"),
        ("rating ±2σ", "right"),
    ):
        table.add_column(header, justify=justify)  # type: ignore[arg-type]
    for place, s in enumerate(standings.players, start=1):
        table.add_row(
            str(place),
            s.name,
            str(s.games),
            f"{s.wins}-{s.losses}-{s.ties}",
            f"{s.points:g}",
            "-" if s.win_rate is None else f"{s.win_rate:.1%}",
            "-" if s.ci_low is None else f"{s.ci_low:.1%}-{s.ci_high:.1%}",
            _num(s.mean_score, 1),
            ", ".join(f"{k} {n}" for k, n in sorted(s.ejections.items())) or "-",
            f"{_ms(s.reply_mean)}/{_ms(s.reply_max)}",
            f"{s.rating:.1f} ± {2 * s.rating_sigma:.1f}",
        )
    console.print(table)
    names = [s.name for s in standings.players]
    if len(names) > 1:
        cross = Table(
            title="Crosstable: row player's wins-losses-ties against column player", title_justify="left"
        )
        cross.add_column("")
        for name in names:
            cross.add_column(name, justify="center")
        for a in names:
            cells = []
            for b in names:
                record = standings.crosstable.get((a, b))
                cells.append(
                    "·"
                    if a == b
                    else "-"
                    if record is None
                    else f"{record.wins}-{record.losses}-{record.ties}"
                )
            cross.add_row(a, *cells)
        console.print(cross)
    print_ejections(console, standings.ejected_games)


def print_ejections(console: Console, games: tuple[RecordedGame, ...]) -> None:
    """List every ejection: game, seed, seats, player, kind, turn and reason, then its transcript and stderr.

    One ejection per paragraph rather than a table, so that the paths are never folded and can be copied.
    """
    if not games:
        console.print("No ejections.")
        return
    console.print(Text("Ejections (their transcripts are kept)", style="italic"))
    for g in games:
        for p in g.ejected:
            console.print(
                Text.assemble(
                    f"game {g.index} (seed {g.seed}, seats {' '.join(g.seats)}): ",
                    (p.name, "bold"),
                    f" ejected at turn {p.ejection_turn} ({p.ejection_kind}): {p.ejection_message}",
                ),
                soft_wrap=True,
            )
            for label, path in (("transcript", g.transcript), ("stderr", g.stderr_dir)):
                console.print(Text(f"    {label}: {path or '(not kept)'}"), soft_wrap=True)


def write_csv(path: str | Path, standings: Standings) -> None:
    """Write the standings to `path` as CSV (`CSV_COLUMNS`, one row per player, best first)."""
    with open(path, "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(CSV_COLUMNS)
        for place, s in enumerate(standings.players, start=1):
            writer.writerow(
                [
                    place,
                    s.name,
                    s.games,
                    s.wins,
                    s.losses,
                    s.ties,
                    s.points,
                    s.win_rate,
                    s.ci_low,
                    s.ci_high,
                    s.mean_score,
                    _ejections_text(s.ejections),
                    s.reply_mean,
                    s.reply_max,
                    s.rating,
                    s.rating_sigma,
                    s.conservative,
                ]
            )


def write_json(
    path: str | Path,
    definition: TournamentDefinition,
    standings: Standings,
    games: list[RecordedGame],
    total: int,
) -> None:
    """Write everything to `path` as one JSON object.

    Keys: ``tournament`` (the definition), ``digest``, ``total`` (games scheduled), ``games`` (recorded),
    ``standings``, ``crosstable``, ``ejections`` (see `Standings.to_json`) and ``results`` (one object per
    recorded game: index, group, round, rotation, seed, seats, end, turns, winners, transcript, and per
    player its score, rank, outcome, points and ejection kind).
    """
    data: dict[str, Any] = {"tournament": definition.to_json(), "digest": definition.digest(), "total": total}
    data.update(standings.to_json())
    data["results"] = [
        {
            "index": g.index,
            "group": g.group,
            "round": g.round,
            "rotation": g.rotation,
            "seed": g.seed,
            "seats": list(g.seats),
            "end": g.end,
            "turns": g.turns,
            "winners": list(g.winners),
            "transcript": g.transcript,
            "players": [
                {
                    "name": p.name,
                    "score": p.score,
                    "rank": p.rank,
                    "outcome": p.outcome,
                    "points": p.points,
                    "ejection": p.ejection_kind,
                }
                for p in g.players
            ],
        }
        for g in games
    ]
    with open(path, "w", encoding="utf-8") as file:
        json.dump(data, file, indent=2)
        file.write("\n")
