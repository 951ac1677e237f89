"""Showing a tournament to people: the live progress bar, the standings tables and the CSV/JSON exports."""

from __future__ import annotations

import csv
import json
import math
import shlex
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich import box
from rich.console import Console
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

from referee.output import ejection_summary, printable
from referee.tournament.definition import TournamentDefinition
from referee.tournament.runner import MAX_VOIDS, GameOutcome
from referee.tournament.standings import Standing, Standings
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
    "elo",
    "elo_low",
    "elo_high",
    "los_next",
    "forfeit_wins",
    "rated_games",
    "rated_wins",
    "rated_losses",
    "rated_ties",
)
"""Columns of `--csv`, one row per player, best first. `ejections` is ``kind:count`` items joined by ``;``;
`elo*` are empty unless every game had two players; `los_next` is empty for the last player;
`forfeit_wins` counts the games won only because every opponent was ejected (not in `wins`), `rated_games`
the games without a forfeit (those of the interval, Elo, LOS and rating) and `rated_wins`, `rated_losses`,
`rated_ties` the record in them."""


class _RateColumn(ProgressColumn):
    """Units (games, checks, pages) per second over rich's recent window (this run only: resumed games do
    not count)."""

    def __init__(self, unit: str) -> None:
        super().__init__()
        self.unit = unit

    def render(self, task: Task) -> Text:
        speed = task.speed
        shown = "--" if speed is None else f"{speed:.2f}"
        return Text(f"{shown} {self.unit}/s", style="progress.data.speed")


PLAIN_EVERY_SECONDS = 30.0
"""Without a terminal, a progress line at least this often (when a game ends)."""

PLAIN_EVERY_FRACTION = 0.05
"""Without a terminal, a progress line every this fraction of the games (at least every game)..."""

PLAIN_AT_MOST_EVERY_SECONDS = 5.0
"""... but not more often than this (a short run says when it starts and when it ends, not every step)."""


def format_duration(seconds: float) -> str:
    """A duration for people: ``45 s``, ``12 min``, ``3 h 20 min``."""
    if seconds < 90:
        return f"{seconds:.0f} s"
    minutes = round(seconds / 60)
    if minutes < 90:
        return f"{minutes} min"
    return f"{minutes // 60} h {minutes % 60:02d} min"


class PlainProgress:
    """Progress as plain lines, for a console that is not a terminal (cron, nohup, CI logs), the same on
    every command that can run for more than 2 s (`referee tournament`, `simulate`, `compare`'s games are
    its LLR lines, `check`, `report`).

    One line when the run starts, then one every `PLAIN_EVERY_FRACTION` of the total (but at most one per
    `PLAIN_AT_MOST_EVERY_SECONDS`) or every `PLAIN_EVERY_SECONDS` (checked as units end), and one when the
    last ends: ``progress: 120 of 2600 games (4.6%), 1.52 games/s, elapsed 1 min, about 27 min left``. The
    rate counts the units of this run only (a resumed run's earlier games took no time of it).

    Arguments:
        console: where to print.
        clock: seconds, monotonic (for tests).
        unit: what is counted, plural: ``"games"``, ``"checks"``, ``"pages"``.
    """

    def __init__(
        self, console: Console, clock: Callable[[], float] = time.monotonic, unit: str = "games"
    ) -> None:
        self.console = console
        self.clock = clock
        self.unit = unit
        self.total = self.done = self.already = self.skipped = 0
        self.started = self.last_time = 0.0
        self.last_done = 0

    def start(self, total: int, already: int) -> None:
        """The run starts with `already` of `total` games recorded."""
        self.total, self.done, self.already = total, already, already
        self.started = self.last_time = self.clock()
        self.last_done = already
        self.console.print(self.line(), soft_wrap=True, markup=False, highlight=False)

    def advance(self) -> None:
        """One more game recorded; print a line if it is time."""
        self.done += 1
        self._maybe_print()

    def skip(self) -> None:
        """One more unit will not run (`referee check --fail-fast` stopped): it is counted as not run, never
        as done; print a line if it is time (the last unit's line says how many did not run)."""
        self.skipped += 1
        self._maybe_print()

    def _maybe_print(self) -> None:
        now = self.clock()
        step = max(1, round(self.total * PLAIN_EVERY_FRACTION))
        if (
            self.done - self.last_done >= step
            and now - self.last_time >= PLAIN_AT_MOST_EVERY_SECONDS
            or now - self.last_time >= PLAIN_EVERY_SECONDS
            or self.done + self.skipped >= self.total
        ):
            self.last_time, self.last_done = now, self.done
            self.console.print(self.line(), soft_wrap=True, markup=False, highlight=False)

    def line(self) -> str:
        """The progress line for now."""
        elapsed = self.clock() - self.started
        played = self.done - self.already
        percent = 100 * self.done / self.total if self.total else 100.0
        text = f"progress: {self.done} of {self.total} {self.unit} ({percent:.1f}%)"
        left = self.total - self.done - self.skipped
        if played and elapsed > 0:
            rate = played / elapsed
            text += f", {rate:.2f} {self.unit}/s, elapsed {format_duration(elapsed)}"
            if left or not self.skipped:
                text += f", about {format_duration(left / rate)} left"
        if self.skipped:
            text += f", {self.skipped} not run (stopped early)"
        return text


class LiveProgress:
    """Progress on `console` with one line per notable game: a rich progress bar (done/total, rate, elapsed,
    time left) on a terminal, else plain lines (`PlainProgress`).

    A game is notable when someone was ejected from it or the referee failed to play it.
    Use as a context manager; pass `start` and `game` to `TournamentRunner` as `on_start` and `on_game`;
    other commands count their `unit` (``"checks"``, ``"pages"``) with `start` and `advance`.
    """

    def __init__(self, console: Console, unit: str = "games") -> None:
        self.console = console
        self.plain = None if console.is_terminal else PlainProgress(console, unit=unit)
        self.progress = Progress(
            TextColumn(f"[bold]{unit}"),
            BarColumn(),
            MofNCompleteColumn(),
            _RateColumn(unit),
            TextColumn("elapsed"),
            TimeElapsedColumn(),
            TextColumn("left"),
            TimeRemainingColumn(),
            console=console,
            transient=False,
        )
        self._task: Any = None
        self._total = 0

    @property
    def width(self) -> int | None:
        """The width live lines must fit: the terminal's, or None off a terminal (a log keeps them whole)."""
        return self.console.width if self.console.is_terminal else None

    def __enter__(self) -> LiveProgress:
        if self.plain is None:
            self.progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.plain is None:
            self.progress.stop()

    def start(self, total: int, already: int) -> None:
        """The run starts: `already` of `total` games were recorded by earlier runs."""
        if already:
            self.console.print(f"resuming: {already} of {total} games already recorded")
        if self.plain is not None:
            self.plain.start(total, already)
            return
        self._total = total
        self._task = self.progress.add_task("", total=total, completed=already)

    def advance(self, games: int = 1) -> None:
        """`games` more games ended, with nothing notable to say of them (`referee simulate`'s batches)."""
        if self.plain is not None:
            for _ in range(games):
                self.plain.advance()
        else:
            self.progress.advance(self._task, games)

    def skip(self) -> None:
        """One unit will not run after all (a run stopped early): the bar's total shrinks by one, plain lines
        count it as not run (`PlainProgress.skip`)."""
        if self.plain is not None:
            self.plain.skip()
        else:
            self._total -= 1
            self.progress.update(self._task, total=self._total)

    def game(self, outcome: GameOutcome) -> None:
        """One game ended: advance the bar, and say why if a player was ejected, the game was void (played
        again), or the referee failed."""
        g = outcome.game
        said = None
        if outcome.void is not None:
            said = (
                f"void, the machine's fault, not a player's: {outcome.void}; it is played again (at most "
                f"{MAX_VOIDS} times in a run)",
                "yellow",
            )
        elif outcome.error is not None:
            said = (
                f"the referee failed: {outcome.error}; details in {outcome.error_log}; a later run retries "
                "it",
                "red",
            )
        if said is not None:
            what, style = said
            line = Text(f"game {g.index} (seed {g.seed}, {' '.join(g.seats)}): {what}", style=style)
            self.console.print(line, soft_wrap=True)
            return
        assert outcome.result is not None
        for p in outcome.result["players"]:
            if p.get("ejection"):
                e = p["ejection"]
                summary = ejection_summary(e["kind"], e["message"], e.get("state"), e["turn"])
                self.console.print(
                    ejection_line(g.index, p["name"], summary, outcome.transcript or "", self.width),
                    soft_wrap=True,
                )
        if outcome.recorded:
            if self.plain is not None:
                self.plain.advance()
            else:
                self.progress.advance(self._task)


def ejection_line(index: int, name: str, summary: str, transcript: str, width: int | None) -> Text:
    """The live line of one ejection: ``game 12: ann ejected on game turn 3 (...): ...  TRANSCRIPT``.

    With a `width` (a terminal's) the line fits it: the transcript's path is left out when the whole line
    would not fit, and then the summary is cut with ``…`` (every ejection is whole in the standings'
    details and the report, and the transcripts are in the directory printed when the run starts). One
    line per ejection either way."""
    tail = f"  {transcript}" if transcript else ""
    line = Text.assemble(f"game {index}: ", (name, "bold"), " " + summary, (tail, "dim"))
    if width is None or len(line) <= width:
        return line
    line = Text.assemble(f"game {index}: ", (name, "bold"), " " + summary)
    return kept_to_cause(line, len(line) - len(summary), width)


def kept_to_cause(line: Text, start: int, width: int) -> Text:
    """`line` cut with ``…`` to `width` characters, but never before the end of its cause: the message that
    begins at character `start`, up to its first ``; `` (what follows is advice and detail) or whole without
    one. A cause that does not fit leaves the line longer than `width`, for the terminal to wrap: an
    ejection line never loses its cause (the whole message is in ``--details`` and the report)."""
    if len(line) <= width:
        return line
    advice = line.plain.find("; ", start)
    cause_end = len(line) if advice < 0 else advice
    line.truncate(max(width, cause_end + 1), overflow="ellipsis")
    return line


def _num(value: float | None, digits: int = 2) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _ms(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds * 1000:.0f}"


def _ejections_text(ejections: dict[str, int]) -> str:
    return ";".join(f"{kind}:{count}" for kind, count in sorted(ejections.items()))


def _percent(value: float | None, digits: int = 1) -> str:
    return "-" if value is None else f"{value * 100:.{digits}f}"


def elo_value(value: float) -> str:
    """An Elo figure as shown everywhere: ``+191``, ``-40``, ``0`` (never ``-0``), ``+inf``, ``-inf``."""
    if math.isinf(value):
        return "+inf" if value > 0 else "-inf"
    rounded = round(value)
    return "0" if rounded == 0 else f"{rounded:+d}"


def points_text(points: float) -> str:
    """Points as shown in tables: two decimals at most, trailing zeros dropped: ``16.5``, ``11.33``, ``9``
    (a shared win gives 1/k point, so a total can be 11.3333...; the CSV and JSON keep it whole)."""
    return f"{points:.2f}".rstrip("0").rstrip(".")


def elo_text(s: Standing) -> str:
    """``+191 (+120..+280)``: Elo against the field and its 95% interval; ``-`` without games."""
    if s.elo is None or s.elo_low is None or s.elo_high is None:
        return "-"
    return f"{elo_value(s.elo)} ({elo_value(s.elo_low)}..{elo_value(s.elo_high)})"


def rating_text(s: Standing, between: str = "±") -> str:
    """``36.4±13.8``: openskill mu and 2 sigma, `between` them; ``-`` when the player has no rated
    game (every game it played was a forfeit): its rating would be the untouched prior, 25, which reads as a
    rating beside the players that played (docs/tournaments.md, "Forfeits")."""
    if not s.rated_games:
        return "-"
    return f"{s.rating:.1f}{between}{2 * s.rating_sigma:.1f}"


def seats_text(standings: Standings) -> str | None:
    """The points by seat and the first-seat advantage in one sentence (terminal and HTML report alike), or
    None without games: ``Points by seat (fair share 25.0%): seat 1 27.1%, ... First-seat advantage: +2.1
    points per 100 games (95% CI 24.0-30.3% for seat 1, 360 games)``."""
    if not standings.seats:
        return None
    k = len(standings.seats)
    first = standings.seats[0]
    shares = ", ".join(f"seat {x.seat + 1} {_percent(x.share)}%" for x in standings.seats)
    return (
        f"Points by seat (fair share {_percent(1 / k)}%): {shares}. First-seat advantage: "
        f"{(first.share - 1 / k) * 100:+.1f} points per 100 games "
        f"(95% CI {_percent(first.ci_low)}-{_percent(first.ci_high)}% for seat 1, {first.games} "
        f"game{'' if first.games == 1 else 's'})"
    )


def not_separated_text(standings: Standings) -> str | None:
    """The explanation under standings whose two leaders are not statistically separated (LOS of the first
    over the second under 95%), or None when they are or cannot be compared."""
    if standings.leaders_separated is not False:
        return None
    first, second = standings.players[0], standings.players[1]
    record = standings.crosstable.get((first.name, second.name))
    head = f"; head to head {record.text}" if record else ""
    return (
        f"{first.name} and {second.name} are not statistically separated: LOS "
        f"{_percent(first.los_next, 0)}% that {first.name} is the stronger (95% needed){head}. "
        "More games would tell them apart, or not."
    )


def print_seats(console: Console, standings: Standings) -> None:
    """One line: the points share of each seat, the fair share, and the first seat's interval."""
    text = seats_text(standings)
    if text is None:
        return
    console.print(Text(text))
    console.print()


def _titled(console: Console, title: str, table: Table) -> None:
    """Print `title` on its own line (wrapped at spaces, not squeezed to the table's width), then `table`."""
    console.print(Text(title, style="italic"))
    console.print(table)


def _table(columns: tuple[tuple[str, str, bool], ...]) -> Table:
    """A compact table (no vertical rules): `columns` are (header, justify, may_fold).

    Columns that may not fold never wrap: when the console is too narrow, rich narrows the foldable ones
    (names) first, so figures are never cut into ``40-0…``.
    """
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, collapse_padding=True)
    for header, justify, may_fold in columns:
        table.add_column(
            header,
            justify=justify,  # type: ignore[arg-type]
            no_wrap=not may_fold,
            overflow="fold" if may_fold else "ellipsis",
        )
    return table


def size_text(definition: TournamentDefinition) -> str:
    """How big the tournament is, in its format's terms: games per group, per player, or rounds."""
    if definition.format == "swiss":
        return f"{definition.rounds} rounds (each group plays every seat rotation)"
    if definition.games_per_player:
        return f"{definition.games_per_player} games per player"
    return f"{definition.games} games per group"


def forfeit_text(standings: Standings) -> str | None:
    """The note under standings with forfeit wins (terminal and HTML report alike), or None without any."""
    if not standings.forfeit_wins:
        return None
    scored = (
        "score a point each (--forfeit win)"
        if standings.forfeit == "win"
        else "score nothing and are not counted as games (--forfeit none)"
    )
    return (
        f"F = wins by forfeit (every opponent ejected), {standings.forfeit_wins} in all: not in W-L-T; they "
        f"{scored}; the 95% CI, Elo, LOS and rating leave forfeit games out."
    )


def rated_record(s: Standing) -> str:
    """``4-0-0``: a standing's wins, losses and ties in its rated games (`Standing.rated_games`)."""
    return f"{s.rated_wins}-{s.rated_losses}-{s.rated_ties}"


RATED_EXAMPLES = 3
"""Players named in the line saying why a rated record differs; the others are counted (``+5 more``)."""


def rated_text(standings: Standings) -> str | None:
    """Why a rated record differs from the full one (terminal and HTML report alike), naming the players
    whose record does, or None when none does: a game won by forfeit is not rated, so the loss of a player
    ejected from it counts in its W-L-T and win % but not in its rated W-L-T, interval, Elo, LOS or
    rating."""
    differ = [s for s in standings.players if s.forfeit_losses]
    if not differ:
        return None
    named = ", ".join(
        f"{s.name} {s.wins}-{s.losses}-{s.ties}, rated {rated_record(s)}" for s in differ[:RATED_EXAMPLES]
    )
    if len(differ) > RATED_EXAMPLES:
        named += f", +{len(differ) - RATED_EXAMPLES} more"
    return (
        f"Rated W-L-T differs from W-L-T ({named}): a game won by forfeit (every other player ejected) is "
        "not rated, so a loss by the player's own ejection in it counts in its W-L-T and win % but not in "
        "its rated W-L-T, 95% CI, Elo, LOS or rating."
    )


def details_command(db: str) -> str:
    """The command that shows every detail of the tournament in `db`: ``referee standings --details``, with
    ``--db`` unless `db` is the default database."""
    from referee.tournament.store import DEFAULT_DB

    return "referee standings --details" + ("" if db == DEFAULT_DB else f" --db {shlex.quote(db)}")


def print_standings(
    console: Console,
    definition: TournamentDefinition,
    standings: Standings,
    total: int,
    db: str,
    *,
    full: bool = False,
) -> None:
    """Print the heading, the standings (three tables), one line per ejection kind and the crosstable when it
    fits; with `full` (``--details``), the crosstable in any case and every ejection.

    Every line fits the console's width (80 columns for player names up to 16 letters and up to thousands
    of games; off a terminal the console is `referee.cli.tournament.UNWRAPPED` wide and no line is
    wrapped), and a name is never split: the standings are three tables (the whole record: games, W-L-T,
    points, win %, ejections, forfeit wins; the strength over the rated games: rated W-L-T beside the 95% CI,
    Elo, LOS and rating, then a line saying why a rated record differs (`rated_text`); mean score and reply
    times); each ejection kind's line (count, players, first example) is cut with ``…`` but never before its
    cause (`kept_to_cause`) and says where the rest is (`details_command`, or the report); a crosstable too
    wide for a table is one line per player, wrapped, with `full` only.
    """
    console.print(
        Text.assemble(
            (f"{definition.label} tournament", "bold"),
            f": {standings.games} of {total} games recorded in {db}",
        ),
        soft_wrap=True,
    )
    console.print(
        f"{definition.players_per_game} players per game, {size_text(definition)}, "
        f"protocol {definition.version}{definition.kingdom_text}, turn limit {definition.turn_limit}",
        highlight=False,
        markup=False,
    )
    console.print(f"seed {definition.seed}", highlight=False, markup=False)
    two_players = any(s.elo is not None for s in standings.players)
    separated = standings.leaders_separated
    forfeits = forfeit_text(standings)
    results = _table(
        (
            ("#", "right", False),
            ("player", "left", False),
            ("games", "right", False),
            ("W-L-T", "right", False),
            *((("F", "right", False),) if forfeits else ()),
            ("points", "right", False),
            ("win %", "right", False),
            ("ejected", "right", False),
        ),
    )
    strength = _table(
        (
            ("#", "right", False),
            ("player", "left", False),
            ("rated W-L-T", "right", False),
            ("95% CI", "right", False),
            *((("Elo 95% CI", "right", False),) if two_players else ()),
            ("LOS↓", "right", False),
            ("rating ±2σ", "right", False),
        ),
    )
    play = _table(
        (
            ("#", "right", False),
            ("player", "left", False),
            ("score", "right", False),
            ("reply mean/max", "right", False),
        ),
    )
    for place, s in enumerate(standings.players, start=1):
        name = Text(s.name)
        tied = separated is False and place <= 2
        shown = f"{place}≈" if tied else str(place)
        results.add_row(
            shown,
            name,
            str(s.games),
            f"{s.wins}-{s.losses}-{s.ties}",
            *((str(s.forfeit_wins),) if forfeits else ()),
            points_text(s.points),
            _percent(s.win_rate),
            str(sum(s.ejections.values())),
        )
        strength.add_row(
            shown,
            name,
            rated_record(s),
            "-" if s.ci_low is None else f"{_percent(s.ci_low)}-{_percent(s.ci_high)}",
            *((elo_text(s),) if two_players else ()),
            _percent(s.los_next, 0),
            rating_text(s),
        )
        play.add_row(str(place), name, _num(s.mean_score, 1), f"{_ms(s.reply_mean)}/{_ms(s.reply_max)}")
    _titled(
        console,
        "Standings, best first (W-L-T: every game, a loss by the player's own ejection included; win % = "
        "points / games; games ejected from" + (", wins by forfeit (F)" if forfeits else "") + ")",
        results,
    )
    if forfeits is not None:
        console.print(Text(forfeits))
    _titled(
        console,
        "Strength over the rated games, those without a forfeit (95% CI of the win rate on paired seeds; "
        "LOS↓ = likelihood of being stronger than the next player down; openskill rating)",
        strength,
    )
    rated = rated_text(standings)
    if rated is not None:
        console.print(Text(rated))
    explanation = not_separated_text(standings)
    if explanation is not None:
        console.print(Text(f"≈ {explanation}", style="yellow"))
    print_seats(console, standings)
    _titled(console, "Mean score (victory points) and reply times in ms", play)
    print_ejection_kinds(console, standings, details_command(db), below=full)
    print_crosstable(console, standings, details_command(db), whole=full)
    if full:
        print_ejections(console, standings.ejected_games)


EXAMPLE_PLAYERS = 3
"""Players named on an ejection kind's line; the others are counted (``+5 more``)."""


def ejection_kinds(standings: Standings) -> list[tuple[str, int, list[tuple[str, int]], RecordedGame | None]]:
    """Each ejection kind with its count, its players (name, count; most first) and the first recorded game
    with an ejection of that kind (None when the standings hold no games), most frequent kind first."""
    counts: dict[str, int] = {}
    players: dict[str, list[tuple[str, int]]] = {}
    for s in standings.players:
        for kind, count in s.ejections.items():
            counts[kind] = counts.get(kind, 0) + count
            players.setdefault(kind, []).append((s.name, count))
    first: dict[str, RecordedGame] = {}
    for g in standings.ejected_games:
        for p in g.ejected:
            first.setdefault(p.ejection_kind or "?", g)
    return [
        (kind, counts[kind], sorted(players[kind], key=lambda item: -item[1]), first.get(kind))
        for kind in sorted(counts, key=lambda kind: (-counts[kind], kind))
    ]


def print_ejection_kinds(
    console: Console, standings: Standings, details: str, *, below: bool = False
) -> None:
    """One line per ejection kind: ``  reply-timeout 24 (neverflushes 24) first: game 56, turn 4: no first
    reply ...`` (the game's turn; the player is named when not the first listed), cut to the console's
    width, under a line saying how many ejections there were and where each is shown in full (`details`,
    or the report; "below" when `below`: ``--details`` prints every one after); ``No ejections.`` without
    any."""
    kinds = ejection_kinds(standings)
    if not kinds:
        console.print("No ejections.")
        console.print()
        return
    total = sum(count for _, count, _, _ in kinds)
    games = len(standings.ejected_games)
    where = f" in {games} games" if games else ""
    console.print(
        Text(
            f"Ejections: {total}{where}, by kind with the first of each (every one in full"
            + (" below)" if below else f": {details}, or the report)"),
            style="italic",
        )  # fmt: skip
    )
    for kind, count, players, game in kinds:
        named = ", ".join(f"{name} {n}" for name, n in players[:EXAMPLE_PLAYERS])
        if len(players) > EXAMPLE_PLAYERS:
            named += f", +{len(players) - EXAMPLE_PLAYERS} more"
        line = Text.assemble("  ", (f"{kind} {count}", "bold"), f" ({named})")
        example = next((p for p in game.ejected if p.ejection_kind == kind), None) if game else None
        if game is not None and example is not None:
            who = "" if example.name == players[0][0] else f"{example.name}, "
            line.append(f" first: game {game.index}, {who}turn {example.ejection_turn}: ")
            start = len(line)
            line.append(printable(example.ejection_message or "", 400))
            line = kept_to_cause(line, start, console.width)
        console.print(line, soft_wrap=True)
    console.print()


def crosstable_forfeit_text(forfeit: str) -> str:
    """What ``+NF`` means in a crosstable, as the standings score forfeits (`forfeit`: ``none``, ``win``)."""
    scored = "scored as wins (--forfeit win)" if forfeit == "win" else "not scored (--forfeit none)"
    return f"N wins by forfeit (every opponent ejected), not in W-L-T, {scored}, as in the standings"


def print_crosstable(
    console: Console, standings: Standings, details: str = "", *, whole: bool = True
) -> None:
    """The crosstable as a table when it fits the console; else, when `whole`, one line per player
    (wrapped at the console's width, never cut), or one line saying where it is (`details`, the report)."""
    names = [s.name for s in standings.players]
    if len(names) < 2:
        return
    title = "Crosstable: row player's wins-losses-ties against column player"
    if any(r.forfeits for r in standings.crosstable.values()):
        title += f", +NF: {crosstable_forfeit_text(standings.forfeit)}"

    def cell(a: str, b: str) -> str:
        if a == b:
            return "·"
        record = standings.crosstable.get((a, b))
        return "-" if record is None else record.text

    widths = [max(len(b), *(len(cell(a, b)) for a in names)) for b in names]
    needed = max(len(n) for n in names) + sum(w + 2 for w in widths)
    if needed <= console.width:
        cross = _table((("", "left", False), *((n, "center", False) for n in names)))
        for a in names:
            cross.add_row(a, *(cell(a, b) for b in names))
        _titled(console, title, cross)
        return
    if not whole:
        console.print(
            Text(
                f"Crosstable: {len(names)} players, too many for a table {console.width} columns wide: "
                f"{details} (one line per player), or the report",
                style="italic",
            )  # fmt: skip
        )
        return
    console.print(Text(f"{title} (too wide for a table: one line per player)", style="italic"))
    for a in names:
        items = [f"{b} {cell(a, b)}" for b in names if b != a]
        for number, line in enumerate(packed(f"{a}:", items, console.width)):
            console.print(Text(line, style="bold" if number == 0 else ""), no_wrap=True, overflow="ignore")
    console.print()


def packed(head: str, items: list[str], width: int, indent: str = "    ") -> list[str]:
    """`head` then `items` separated by ``, `` in lines of at most `width` characters, an item never split
    (one longer than a line gets a line of its own); the lines after the first start with `indent`."""
    lines = [head]
    for number, item in enumerate(items):
        separator = "," if number < len(items) - 1 else ""
        candidate = f"{lines[-1]} {item}{separator}"
        if len(candidate) <= width or lines[-1] == head:
            lines[-1] = candidate
        else:
            lines.append(f"{indent}{item}{separator}")
    return lines


def print_ejections(console: Console, games: tuple[RecordedGame, ...]) -> None:
    """List every ejection: game, seed, seats, player, game turn, kind, reason and the message answered,
    then its transcript and stderr.

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
                    " "
                    + ejection_summary(
                        p.ejection_kind or "?",
                        p.ejection_message or "",
                        p.ejection_state,
                        p.ejection_turn or 0,
                    ),
                ),
            )
            stderr = None if g.stderr_dir is None else Path(g.stderr_dir) / f"{p.name}.stderr"
            # Its own file, the whole of what it wrote (the message quotes only its error).
            stderr_shown = stderr if stderr is not None and stderr.is_file() else g.stderr_dir
            for label, path in (("transcript", g.transcript), ("its whole stderr", stderr_shown)):
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
                    s.elo,
                    s.elo_low,
                    s.elo_high,
                    s.los_next,
                    s.forfeit_wins,
                    s.rated_games,
                    s.rated_wins,
                    s.rated_losses,
                    s.rated_ties,
                ]
            )


def write_json(
    path: str | Path,
    definition: TournamentDefinition,
    standings: Standings,
    games: list[RecordedGame],
    total: int,
    changes: list[tuple[str, str]] | None = None,
) -> None:
    """Write everything to `path` as one JSON object.

    Keys (each documented in docs/tournaments.md): ``tournament`` (the definition), ``digest``,
    ``games_scheduled``, ``changes`` (each change of the definition since the start, e.g. an extension:
    ``{"changed": ISO time, "change": "rounds: 6 -> 7"}``, from `changes`), ``games_recorded``,
    ``forfeit_scoring``, ``standings``, ``crosstable``, ``ejections`` (see `Standings.to_json`) and
    ``results`` (one object per recorded game: index, group, round, rotation, seed, seats, end, turns,
    winners, transcript, and per player its score, rank, outcome, points, ejection kind and whether it won
    by forfeit).
    """
    data: dict[str, Any] = {
        "tournament": definition.to_json(),
        "digest": definition.digest(),
        "games_scheduled": total,
        "changes": [{"changed": when, "change": what} for when, what in changes or ()],
    }
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
                    "forfeit": p.forfeit,
                }
                for p in g.players
            ],
        }
        for g in games
    ]
    with open(path, "w", encoding="utf-8") as file:
        json.dump(data, file, indent=2)
        file.write("\n")
