"""`referee report`: a tournament's static HTML report, one page per player, and the grading CSV.

``referee report --db FILE --out DIR`` writes (docs/report.md):

    DIR/index.html              standings with the figures of `referee standings` (paired-seed intervals,
                                drawn; Elo for two-player games; LOS; the leaders-not-separated marker),
                                crosstable heat map, score distributions, points by seat and first-seat
                                advantage, ejections by player and kind
    DIR/players/NAME.html       one page per player: record, head to head, ejections grouped by reason (count,
                                first game, its message, a link to its replay), reply-time distribution,
                                every game it played
    DIR/replays/game-N.html     one page per kept transcript: the game turn by turn (`referee.replay`)
    DIR/transcripts/game-N.jsonl  a copy of each kept transcript
    DIR/stderr/game-N-NAME.txt  a player's stderr in the first game of each of its ejection groups
    DIR/plots/*.png             the plots (matplotlib, Agg backend: no display needed)
    DIR/results.csv             one row per game and seat, for grading scripts (`RESULT_COLUMNS`)
    DIR/style.css, DIR/.referee-report

Every link is relative and every file is local, so the site works opened from the file system (file://)
and can be copied or zipped as a whole; it loads no script. All text that comes from players (ejection
messages, transcripts) is HTML-escaped.
"""

from __future__ import annotations

import csv
import datetime
import html
import shutil
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee.errors import UsageError
from referee.output import counted, excerpt, state_label
from referee.tournament.definition import TournamentDefinition
from referee.tournament.standings import Standing, Standings
from referee.tournament.store import RecordedGame, RecordedPlayer
from referee.transcript import REPLY_BIN_EDGES

TABLE_PLAYERS = 12
"""Up to this many players the index also shows the crosstable as a wins-losses-ties table."""

EXCERPT_CUT = 1200
"""Characters of the message an ejected player was answering shown on its page (`referee.output.excerpt`:
the hand and play area first, runs of a card counted)."""

MARKER = ".referee-report"
"""File that marks a directory as written by `referee report`: only such a directory is replaced."""

RESULT_COLUMNS: tuple[tuple[str, str], ...] = (
    ("game", "the game's schedule index (its key in the database and in file names)"),
    ("round", "the round of its group"),
    ("seed", "the game's seed (`referee --seed SEED ...` replays it)"),
    ("seat", "0-based seat of this player (0 moves first)"),
    ("player", "the player's name"),
    ("players", "number of players in the game"),
    ("score", "victory points at the end (or when ejected)"),
    ("turns", "turns this player started"),
    ("game_turns", "turns played in the game in all"),
    ("rank", "1 is best; tied players share a rank; ejected players rank below every finisher"),
    ("outcome", "win (sole winner), tie (shares the win) or loss"),
    ("points", "1 for a win, 1/k when k players share it, 0 for a loss"),
    ("status", "finished or ejected"),
    ("ejection_kind", "the ejection's kind (docs/referee.md), empty when it finished"),
    ("ejection_reason", "the ejection's message, empty when it finished"),
    ("ejection_turn", "the game turn of the ejection, empty when it finished"),
    ("end", "why the game ended: provinces, colonies, three-piles, turn-limit or last-player-standing"),
    ("reply_count", "replies this player sent"),
    ("reply_mean", "mean reply time in seconds"),
    ("reply_max", "slowest reply in seconds"),
    ("transcript", "path of the game's kept transcript (empty when it was not kept)"),
    (
        "forfeit",
        "1 when this player won only because every opponent was ejected (a forfeit win: outcome win, points "
        "1 as played; the standings score it as --forfeit says), else 0",
    ),
    (
        "kingdom",
        "the game's kingdom cards in supply order, space-separated (Young Witch's Bane after them, then the "
        "events and landmarks of a v6 game)",
    ),
    ("colony", "a v5 game: 1 when Platinum and Colony were in the supply, else 0; empty for v1-v4"),
    ("shelters", "a v5 game: 1 when each player started with the Shelters, else 0; empty for v1-v4"),
)
"""Columns of ``results.csv`` (name, meaning), one row per game and seat, in schedule then seat order."""

_CSS = """\
body { font-family: system-ui, sans-serif; margin: 1.5em auto; max-width: 78em; padding: 0 1em;
       color: #1b1b1b; line-height: 1.4; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; } h2 { margin-top: 1.6em; border-bottom: 1px solid #ccc; }
nav { margin-bottom: 1em; } nav a { margin-right: 1em; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { padding: 0.2em 0.5em; border-bottom: 1px solid #e3e3e3; text-align: right; vertical-align: top; }
th { background: #f3f3f3; vertical-align: bottom; } td { white-space: nowrap; }
td.text, th.text { text-align: left; white-space: normal; }
table#crosstable-table td { white-space: normal; min-width: 3.2em; }
div.wide { overflow-x: auto; }
figure { margin: 1em 0; } figure img { max-width: 100%; border: 1px solid #e3e3e3; }
figcaption { color: #555; font-size: 0.9em; }
.tied { color: #8a5a00; font-weight: bold; }
.muted { color: #666; } .bad { color: #a40000; } .good { color: #1a6a1a; } .forfeit { color: #8a5a00; }
pre { background: #f7f7f7; padding: 0.6em; overflow-x: auto; white-space: pre-wrap; word-break: break-word; }
section.turn { border-top: 1px solid #e3e3e3; } section.turn h3 { margin: 0.6em 0 0.2em; }
"""


@dataclass(frozen=True, slots=True)
class SiteSummary:
    """What `write_site` wrote.

    Fields:
        index: the index page.
        pages: every HTML page written.
        plots: every plot image written.
        csv: the grading CSV.
    """

    index: Path
    pages: tuple[Path, ...]
    plots: tuple[Path, ...]
    csv: Path


def write_site(
    out: str | Path,
    definition: TournamentDefinition,
    standings: Standings,
    games: list[RecordedGame],
    total: int,
    db: str,
    progress: Any = None,
) -> SiteSummary:
    """Write the report of a tournament into directory `out` (see the module doc).

    Arguments:
        out: the directory; created if missing, replaced if an earlier report is there (it holds `MARKER`).
        definition: the tournament.
        standings: `referee.tournament.standings.compute_standings` of `games`.
        games: the recorded games, in schedule order.
        total: games scheduled.
        db: the database's path, shown on the index.
        progress: told ``start(pages, 0)`` when the pages are counted, then ``advance()`` as each is
            written (`referee.tournament.report.LiveProgress` with unit ``"pages"``), or None.
    Raises:
        UsageError: `out` exists and is not a directory, or is a non-empty directory `referee report` did not
            write (nothing is deleted then).
        OSError: a file cannot be written.
    """
    out = Path(out)
    _prepare(out)
    writer = _Site(out, definition, standings, games, total, db, progress)
    return writer.write()


def _prepare(out: Path) -> None:
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out}: not a directory")
    if out.is_dir() and any(out.iterdir()):
        if not (out / MARKER).is_file():
            raise UsageError(
                f"--out {out}: the directory holds other files; give a new or empty directory (an earlier "
                f"report written by referee report is replaced)"
            )
        shutil.rmtree(out)
    for sub in ("players", "replays", "plots", "transcripts", "stderr"):
        (out / sub).mkdir(parents=True, exist_ok=True)
    (out / MARKER).write_text("written by referee report; the whole directory is replaced by the next one\n")


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


def _percent(value: float | None) -> str:
    return "" if value is None else f"{100 * value:.1f}"


def _ms(seconds: float | None) -> str:
    if seconds is None:
        return ""
    ms = seconds * 1000
    return f"{ms:.0f}" if ms >= 100 else f"{ms:.1f}" if ms >= 1 else f"{ms:.2f}"


def _page(title: str, body: str, depth: int) -> str:
    """A whole HTML page; `depth` is how many directories below the site's top it is."""
    up = "../" * depth
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<title>{_e(title)}</title>\n<link rel="stylesheet" href="{up}style.css">\n</head>\n<body>\n'
        f'<nav><a href="{up}index.html">Standings</a><a href="{up}results.csv">results.csv</a></nav>\n'
        f"{body}\n</body>\n</html>\n"
    )


def _table(
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    text_columns: Sequence[int] = (0,),
    table_id: str | None = None,
) -> str:
    """An HTML table; cells are already HTML. Columns in `text_columns` are left-aligned; `table_id` is the
    table's id attribute (a link target), if any."""

    def cell(tag: str, i: int, content: str) -> str:
        cls = ' class="text"' if i in text_columns else ""
        return f"<{tag}{cls}>{content}</{tag}>"

    head = "".join(cell("th", i, _e(h)) for i, h in enumerate(headers))
    body = "\n".join("<tr>" + "".join(cell("td", i, c) for i, c in enumerate(row)) + "</tr>" for row in rows)
    attribute = f' id="{_e(table_id)}"' if table_id else ""
    table = f"<table{attribute}>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n</tbody>\n</table>"
    return f'<div class="wide">{table}</div>'


def _los(s: Standing) -> str:
    """A standing's likelihood of superiority over the next player down, in whole percent (as the terminal
    shows it); empty for the last player or without games."""
    return "" if s.los_next is None else f"{100 * s.los_next:.0f}"


def _interval(s: Standing) -> str:
    """The 95% interval of a standing's win rate, in percent: ``41.2–58.8``; empty without games."""
    return "" if s.ci_low is None else f"{_percent(s.ci_low)}–{_percent(s.ci_high)}"


def _figure(src: str, alt: str, caption: str) -> str:
    return f'<figure><img src="{_e(src)}" alt="{_e(alt)}"><figcaption>{caption}</figcaption></figure>'


def _bin_labels() -> list[str]:
    """Labels of the reply-time histogram's bins: ``≤0.1 ms``, ..., ``>20 s``."""

    def unit(seconds: float) -> str:
        return f"{seconds * 1000:g} ms" if seconds < 1 else f"{seconds:g} s"

    return [f"≤{unit(edge)}" for edge in REPLY_BIN_EDGES] + [f">{unit(REPLY_BIN_EDGES[-1])}"]


class _Site:
    def __init__(
        self,
        out: Path,
        definition: TournamentDefinition,
        standings: Standings,
        games: list[RecordedGame],
        total: int,
        db: str,
        progress: Any = None,
    ) -> None:
        self.out = out
        self.progress = progress
        self.definition = definition
        self.standings = standings
        self.games = games
        self.total = total
        self.db = db
        self.pages: list[Path] = []
        self.plots: list[Path] = []
        self.replays: dict[int, str] = {}  # game index -> replay page, relative to the top
        self.games_of: dict[str, list[tuple[RecordedGame, RecordedPlayer]]] = defaultdict(list)
        for game in games:
            for player in game.players:
                self.games_of[player.name].append((game, player))

    # ---- the whole site ---------------------------------------------------------------------------

    def write(self) -> SiteSummary:
        if self.progress is not None:
            replays = sum(1 for g in self.games if g.transcript is not None and Path(g.transcript).is_file())
            self.progress.start(replays + len(self.standings.players) + 1, 0)
        (self.out / "style.css").write_text(_CSS, encoding="utf-8")
        self._write_replays()
        csv_path = self._write_csv()
        for standing in self.standings.players:
            self._write_player(standing)
        index = self._write_index()
        return SiteSummary(index, tuple(self.pages), tuple(self.plots), csv_path)

    def _save(self, path: Path, text: str) -> None:
        path.write_text(text, encoding="utf-8")
        self.pages.append(path)
        if self.progress is not None:
            self.progress.advance()

    def _plot(self, name: str, figure: Any) -> str:
        """Save a matplotlib figure as plots/NAME.png; return its path relative to the top."""
        path = self.out / "plots" / f"{name}.png"
        figure.savefig(path, dpi=100)
        self.plots.append(path)
        return f"plots/{name}.png"

    # ---- replays and transcripts ------------------------------------------------------------------

    def _write_replays(self) -> None:
        from referee.replay import read_replay

        for game in self.games:
            if game.transcript is None or not Path(game.transcript).is_file():
                continue
            name = f"game-{game.index:06d}"
            shutil.copyfile(game.transcript, self.out / "transcripts" / f"{name}.jsonl")
            try:
                replay = read_replay(game.transcript)
            except UsageError as error:
                body = f'<h1>Game {game.index}</h1><p class="bad">{_e(error)}</p>'
            else:
                body = self._replay_body(game, replay)
            self._save(self.out / "replays" / f"{name}.html", _page(f"Game {game.index}", body, 1))
            self.replays[game.index] = f"replays/{name}.html"

    def _replay_body(self, game: RecordedGame, replay: Any) -> str:
        from referee.replay import render_turn

        seats = ", ".join(f'<a href="../players/{_e(n)}.html">{_e(n)}</a>' for n in game.seats)
        jump = " ".join(f'<a href="#turn-{t.number}">{t.number}</a>' for t in replay.turns)
        parts = [
            f"<h1>Game {game.index}</h1>",
            f"<p>Seats: {seats}. Seed {game.seed}. Ended after {counted(game.turns, 'turn')} "
            f"({_e(game.end)}). "
            f'<a href="../transcripts/game-{game.index:06d}.jsonl">Transcript (JSON Lines)</a>; in a '
            f"terminal, from the report's directory: "
            f"<code>referee replay transcripts/game-{game.index:06d}.jsonl</code>.</p>",
            f"<p>Turns: {jump}</p>",
            "<pre>" + _e("\n".join(replay.header())) + "</pre>",
        ]
        for turn in replay.turns:
            lines = render_turn(turn)
            parts.append(
                f'<section class="turn" id="turn-{turn.number}"><h3>{_e(lines[0])}</h3>'
                f"<pre>{_e(chr(10).join(lines[1:]))}</pre></section>"
            )
        parts.append("<h2>Result</h2><pre>" + _e("\n".join(replay.footer())) + "</pre>")
        return "\n".join(parts)

    # ---- results.csv ------------------------------------------------------------------------------

    def _write_csv(self) -> Path:
        path = self.out / "results.csv"
        with open(path, "w", newline="", encoding="utf-8") as file:
            writer = csv.writer(file)
            writer.writerow([name for name, _ in RESULT_COLUMNS])
            for game in self.games:
                for p in game.players:
                    writer.writerow(
                        [
                            game.index,
                            game.round,
                            game.seed,
                            p.seat,
                            p.name,
                            len(game.players),
                            p.score,
                            p.turns,
                            game.turns,
                            p.rank,
                            p.outcome,
                            f"{p.points:.6g}",
                            "ejected" if p.ejection_kind else "finished",
                            p.ejection_kind or "",
                            p.ejection_message or "",
                            "" if p.ejection_turn is None else p.ejection_turn,
                            game.end,
                            "" if p.reply_count is None else p.reply_count,
                            "" if p.reply_mean is None else f"{p.reply_mean:.6f}",
                            "" if p.reply_max is None else f"{p.reply_max:.6f}",
                            game.transcript or "",
                            int(p.forfeit),
                            " ".join(game.kingdom),
                            "" if game.colony is None else int(game.colony),
                            "" if game.shelters is None else int(game.shelters),
                        ]
                    )
        return path

    # ---- index ------------------------------------------------------------------------------------

    def _write_index(self) -> Path:
        from referee.tournament.report import (
            elo_text,
            forfeit_text,
            not_separated_text,
            rated_record,
            rated_text,
            rating_text,
            size_text,
        )

        d = self.definition
        players = self.standings.players
        when = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
        two_players = any(s.elo is not None for s in players)
        explanation = not_separated_text(self.standings)
        rows = []
        for place, s in enumerate(players, 1):
            ejected = sum(s.ejections.values())
            tied = explanation is not None and place <= 2
            rows.append(
                [
                    f'<span class="tied" title="not statistically separated">{place}≈</span>'
                    if tied
                    else str(place),
                    f'<a href="players/{_e(s.name)}.html">{_e(s.name)}</a>',
                    str(s.games),
                    f"{s.wins}-{s.losses}-{s.ties}",
                    f'<span class="forfeit">{s.forfeit_wins}</span>' if s.forfeit_wins else "0",
                    _percent(s.win_rate),
                    rated_record(s),
                    _interval(s),
                    *((_e(elo_text(s)),) if two_players else ()),
                    _los(s),
                    rating_text(s, " ± "),
                    "" if s.mean_score is None else f"{s.mean_score:.1f}",
                    f'<span class="bad">{ejected}</span>' if ejected else "0",
                ]
            )
        rounds = self._rounds_played()
        parts = [
            "<h1>Tournament report</h1>",
            f"<p>{_e(d.label)}, {d.players_per_game} players per game, {_e(size_text(d))}, protocol "
            f"{d.version}{_e(d.kingdom_text)}, turn limit {d.turn_limit}. "
            f'<strong id="games-recorded">{self.standings.games} of {self.total} games recorded</strong>'
            f"{rounds} (database <code>{_e(self.db)}</code>; report written {when}).</p>",
            "<h2>Standings</h2>",
            _table(
                [
                    "place",
                    "player",
                    "games",
                    "W-L-T",
                    "forfeit wins",
                    "win %",
                    "rated W-L-T",
                    "95% interval",
                    *(("Elo (95% interval)",) if two_players else ()),
                    "LOS↓ %",
                    "rating ±2σ",
                    "mean score",
                    "ejected",
                ],
                rows,
                text_columns=(1,),
                table_id="standings",
            ),
        ]
        forfeits = forfeit_text(self.standings)
        if forfeits is not None:
            parts.append(f'<p id="forfeits">{_e(forfeits.replace("F = wins", "Forfeit wins = wins", 1))}</p>')
        rated = rated_text(self.standings)
        if rated is not None:
            parts.append(f'<p id="rated">{_e(rated)}</p>')
        if explanation is not None:
            parts.append(f'<p class="tied" id="not-separated">≈ {_e(explanation)}</p>')
        parts.append(
            '<p class="muted">Best first, by win rate, then rating. Win % = points / games (a shared win '
            "counts its fraction); the 95% interval is computed on paired seeds (the games of one group "
            "share a seed and are one unit, not independent games). "
            + (
                "Elo is the rating difference against the field that the win rate implies, with its 95% "
                "interval (two-player games only). "
                if two_players
                else ""
            )
            + "Rated W-L-T is the record in the rated games, those without a forfeit: the interval, Elo, "
            "LOS and rating are computed from them. "
            + "LOS↓ is the likelihood of superiority over the player just below: the probability that it "
            "is the stronger of the two; the leaders are separated when it reaches 95%. The rating is "
            "openskill's Plackett-Luce mu with ±2σ. Definitions: docs/tournaments.md, \u201cScoring and "
            "statistics\u201d.</p>"
        )
        if any(s.rated_win_rate is not None for s in players):
            parts.append(
                _figure(
                    self._plot("standings", self._standings_figure(two_players)),
                    "win rate of each player with its 95% interval",
                    "Win rate of each player over the games played out (dot; forfeit games left out) and its "
                    "95% interval on paired seeds (bar), best first; beside each name, its rated W-L-T, the "
                    "games behind the dot (a dot at 100% may stand on few games: its bar says how few)"
                    + ("; the top axis reads them as Elo against the field." if two_players else ".")
                    + " Two players whose bars overlap much are not told apart by these games.",
                )
            )
        parts += self._crosstable_section()
        parts += self._scores_section()
        parts += self._seats_section()
        parts += self._ejections_section()
        parts.append(
            '<h2>Files</h2><p><a href="results.csv">results.csv</a>: one row per game and seat, for grading '
            "scripts (columns in docs/report.md).</p>"
        )
        path = self.out / "index.html"
        self._save(path, _page("Tournament report", "\n".join(parts), 0))
        return path

    def _rounds_played(self) -> str:
        """``; swiss rounds played: 7 of 15`` for a swiss tournament (the last round with a recorded game;
        round r holds games ``r * swiss_games_per_round`` onwards), else ``""``."""
        from referee.tournament.schedule import swiss_games_per_round

        d = self.definition
        if d.format != "swiss" or not self.games:
            return ""
        per_round = swiss_games_per_round(len(d.entrants), d.players_per_game)
        last = max(game.index for game in self.games) // per_round + 1
        return f"; swiss rounds played: {last} of {d.rounds}"

    def _standings_figure(self, two_players: bool) -> Any:
        from matplotlib.figure import Figure

        # The games played out (forfeit games left out): the interval's own centre, which the win rate
        # differs from when forfeits count in it.
        shown = [s for s in self.standings.players if s.rated_win_rate is not None][::-1]
        figure = Figure(figsize=(7, 1.2 + 0.3 * len(shown)), layout="constrained")
        axes = figure.subplots()
        y = range(len(shown))
        rates = [100 * (s.rated_win_rate or 0.0) for s in shown]
        low = [100 * ((s.rated_win_rate or 0.0) - (s.ci_low or 0.0)) for s in shown]
        high = [100 * ((s.ci_high or 0.0) - (s.rated_win_rate or 0.0)) for s in shown]
        axes.errorbar(rates, y, xerr=[low, high], fmt="o", color="#1f4e96", ecolor="#7f9fd0", capsize=3)
        axes.set_yticks(list(y), standings_labels(self.standings)[::-1])
        axes.set_ylim(-0.7, len(shown) - 0.3)
        axes.set_xlim(-2, 102)
        axes.set_xlabel("win rate, % (95% interval on paired seeds)")
        axes.grid(axis="x", color="#e3e3e3")
        if two_players:
            top = axes.secondary_xaxis("top")
            ticks = (-400, -200, -100, 0, 100, 200, 400)
            labels = [f"{e:+d}" if e else "0" for e in ticks]
            top.set_ticks([100 / (1 + 10 ** (-e / 400)) for e in ticks], labels)
            top.set_xlabel("Elo against the field")
        return figure

    def _crosstable_section(self) -> list[str]:
        """The heat map, and the wins-losses-ties table when it is narrow enough to read (at most
        `TABLE_PLAYERS` players; beyond, each player's page lists its head-to-head records)."""
        names = [s.name for s in self.standings.players]
        table = self.standings.crosstable
        if not table:
            return ["<h2>Crosstable</h2><p>No games yet.</p>"]
        from referee.tournament.report import crosstable_forfeit_text

        met = len(table) // 2
        pairs = len(names) * (len(names) - 1) // 2
        forfeits = any(r.forfeits for r in table.values())
        rule = (
            "a win by forfeit (every opponent ejected) counts as a win (--forfeit win)"
            if self.standings.forfeit == "win"
            else "a win by forfeit (every opponent ejected) is not counted (--forfeit none); F marks a pair "
            "met only in such games"
        )
        parts = [
            '<h2 id="crosstable">Crosstable</h2>',
            _figure(
                self._plot("crosstable", self._crosstable_figure(names)),
                "heat map of each row player's score against each column player",
                "Share of the games both played in which the row player finished above the column player "
                f"(a tie counts half{'; ' + rule if forfeits else ''}), in percent: green, the row "
                "player does better; red, worse; grey, "
                f"they never met ({met} of {pairs} pairs met). Players in the order of the standings.",
            ),
        ]
        if len(names) > TABLE_PLAYERS:
            parts.append(
                f"<p>With {len(names)} players the wins-losses-ties table would be too wide to read: each "
                "player's page lists its head-to-head records (follow a name in the standings).</p>"
            )
            return parts
        rows = []
        for place, a in enumerate(names, 1):
            cells = [f'{place} <a href="players/{_e(a)}.html">{_e(a)}</a>']
            for b in names:
                record = table.get((a, b))
                cells.append("" if a == b or record is None else _e(record.text))
            rows.append(cells)
        legend = f"; +NF: {crosstable_forfeit_text(self.standings.forfeit)}" if forfeits else ""
        # Columns are numbered by place, the names in the rows: twelve 16-letter names as column headings
        # would not fit a 1280-pixel window.
        return [
            *parts,
            f"<p>Wins-losses-ties of the row player against the column player (columns numbered by place, "
            f"as the rows){_e(legend)}:</p>",
            _table(["", *map(str, range(1, len(names) + 1))], rows, table_id="crosstable-table"),
        ]

    def _crosstable_figure(self, names: list[str]) -> Any:
        import numpy
        from matplotlib.figure import Figure

        n = len(names)
        grid = numpy.full((n, n), numpy.nan)
        forfeit_only = []  # pairs met only in games the row player won by forfeit, not counted
        for (a, b), r in self.standings.crosstable.items():
            score = r.score(self.standings.forfeit)
            if score is not None:
                grid[names.index(a), names.index(b)] = score
            elif r.forfeits:
                forfeit_only.append((names.index(a), names.index(b)))
        size = max(4.0, 0.42 * n + 2)
        figure = Figure(figsize=(size + 1.2, size), layout="constrained")
        axes = figure.subplots()
        axes.set_facecolor("#d9d9d9")  # pairs that never met
        image = axes.imshow(grid, cmap="RdYlGn", vmin=0, vmax=1)
        # Each name hangs from its own column: below, it ends at the tick and goes down-left; above, it
        # starts at the tick and goes up-right (rotated about that end, so neighbours never overlap).
        axes.set_xticks(range(n), names, rotation=60, ha="right", rotation_mode="anchor")
        axes.set_yticks(range(n), names)
        axes.set_xlabel("opponent")
        if n > TABLE_PLAYERS:  # names above and below: a big map is read from both sides
            axes.xaxis.set_ticks_position("both")
            axes.tick_params(axis="x", labeltop=True, labelbottom=True)
            for tick in axes.xaxis.get_major_ticks():
                tick.label2.set(rotation=60, ha="left", va="center", rotation_mode="anchor")
        for i in range(n):
            for j in range(n):
                value = grid[i, j]
                if not numpy.isnan(value):
                    dark = value < 0.2 or value > 0.8  # the ends of the colour map: white figures read best
                    axes.text(
                        j,
                        i,
                        f"{100 * value:.0f}",
                        ha="center",
                        va="center",
                        fontsize=8,
                        color="white" if dark else "black",
                    )
        for i, j in forfeit_only:
            axes.text(j, i, "F", ha="center", va="center", fontsize=8, color="#8a5a00")
        figure.colorbar(image, ax=axes, shrink=0.6 if n > TABLE_PLAYERS else 1.0, label="row player's score")
        return figure

    def _scores_section(self) -> list[str]:
        from matplotlib.figure import Figure

        shown = [s for s in self.standings.players if s.games]
        if not shown:
            return []
        figure = Figure(figsize=(max(5.0, 0.5 * len(shown) + 2), 4), layout="constrained")
        axes = figure.subplots()
        data = [[p.score for _, p in self.games_of[s.name]] for s in shown]
        axes.boxplot(data, showmeans=True)
        axes.set_xticks(range(1, len(shown) + 1), [s.name for s in shown], rotation=60, ha="right")
        axes.set_ylabel("score (victory points)")
        axes.grid(axis="y", color="#e3e3e3")
        return [
            "<h2>Scores</h2>",
            _figure(
                self._plot("scores", figure),
                "distribution of each player's score per game",
                "Score per game of each player, best first: the box holds the middle half of its games, the "
                "line is the median, the triangle the mean, the whiskers and dots the rest.",
            ),
        ]

    def _seats_section(self) -> list[str]:
        """The points share of each seat and the first-seat advantage, as the standings compute them
        (`Standings.seats`, the same figures as the terminal's line)."""
        from matplotlib.figure import Figure

        from referee.tournament.report import seats_text

        seats = self.standings.seats
        text = seats_text(self.standings)
        if text is None:
            return []
        fair = 100 / len(seats)
        figure = Figure(figsize=(6, 3.2), layout="constrained")
        axes = figure.subplots()
        shares = [100 * x.share for x in seats]
        axes.bar(
            [x.seat + 1 for x in seats],
            shares,
            yerr=[
                [100 * (x.share - x.ci_low) for x in seats],
                [100 * (x.ci_high - x.share) for x in seats],
            ],
            color="#1f4e96",
            ecolor="#555",
            capsize=4,
        )
        axes.axhline(fair, color="#999", linestyle=":", linewidth=1, label=f"fair share {fair:.1f}%")
        axes.set_xlabel("seat (1 moves first)")
        axes.set_ylabel("points per 100 games")
        axes.set_xticks([x.seat + 1 for x in seats])
        axes.legend()
        rows = [
            [
                str(x.seat + 1),
                str(x.games),
                f"{100 * x.share:.1f}",
                f"{100 * x.ci_low:.1f}–{100 * x.ci_high:.1f}",
                f"{100 * x.share - fair:+.1f}",
            ]
            for x in seats
        ]
        return [
            '<h2 id="seats">Seat advantage</h2>',
            f'<p id="first-seat">{_e(text)}.</p>',
            _figure(
                self._plot("seats", figure),
                "points per game by seat, with 95% intervals",
                "Points per 100 games of whoever sat in each seat, over all recorded games, with the 95% "
                "interval on paired seeds (bar); the dotted line is the fair share (1 / players per game). "
                "Every group plays every seat rotation, so every player sits in each seat equally often.",
            ),
            _table(
                ["seat", "games", "points per 100 games", "95% interval", "against the fair share"],
                rows,
                text_columns=(),
                table_id="seat-table",
            ),
        ]

    def _ejections_section(self) -> list[str]:
        rows = []
        for s in self.standings.players:
            for kind, count in sorted(s.ejections.items(), key=lambda item: -item[1]):
                rows.append(
                    [f'<a href="players/{_e(s.name)}.html#ejections">{_e(s.name)}</a>', _e(kind), str(count)]
                )
        if not rows:
            return ["<h2>Ejections</h2><p>No ejections.</p>"]
        return [
            "<h2>Ejections</h2>",
            _table(["player", "kind", "games"], rows, text_columns=(0, 1)),
            '<p class="muted">Each player\'s page groups its ejections by reason, with the first game and '
            "its replay.</p>",
        ]

    # ---- a player's page --------------------------------------------------------------------------

    def _write_player(self, s: Standing) -> None:
        mine = self.games_of[s.name]
        parts = [
            f"<h1>{_e(s.name)}</h1>",
            f'<p class="muted">Command: <code>{_e(" ".join(self.definition.command_of(s.name)))}</code></p>',
            "<h2>Record</h2>",
            self._record_table(s),
            *self._head_to_head(s.name),
            *self._player_ejections(s.name, mine),
            *self._reply_section(s, mine),
            *self._player_games(s.name, mine),
        ]
        self._save(self.out / "players" / f"{s.name}.html", _page(s.name, "\n".join(parts), 1))

    def _record_table(self, s: Standing) -> str:
        """A player's line of the standings: the same figures as its row on the index."""
        from referee.tournament.report import elo_text, rated_record, rating_text

        place = self.standings.players.index(s) + 1
        # As on the index: a player without a rated game (all its games forfeits) shows "-".
        two_players = any(other.elo is not None for other in self.standings.players)
        headers = [
            "place",
            "games",
            "W-L-T",
            "forfeit wins",
            "win %",
            "rated W-L-T",
            "95% interval",
            *(("Elo (95% interval)",) if two_players else ()),
            "LOS↓ %",
            "rating ±2σ",
        ]
        row = [
            f"{place} of {len(self.standings.players)}",
            str(s.games),
            f"{s.wins}-{s.losses}-{s.ties}",
            str(s.forfeit_wins),
            _percent(s.win_rate),
            rated_record(s),
            _interval(s),
            *((_e(elo_text(s)),) if two_players else ()),
            _los(s),
            rating_text(s, " ± "),
        ]
        details = [
            "" if s.mean_score is None else f"{s.mean_score:.1f}",
            str(sum(s.ejections.values())),
            _ms(s.reply_mean),
            _ms(s.reply_max),
        ]
        return _table(headers, [row], text_columns=(), table_id="record") + _table(
            ["mean score", "games ejected from", "reply mean ms", "reply max ms"],
            [details],
            text_columns=(),
        )

    def _head_to_head(self, name: str) -> list[str]:
        rows = []
        for (a, b), r in self.standings.crosstable.items():
            if a == name:
                rows.append(
                    [
                        f'<a href="{_e(b)}.html">{_e(b)}</a>',
                        str(r.games + r.forfeits),
                        str(r.wins),
                        str(r.losses),
                        str(r.ties),
                        str(r.forfeits),
                    ]
                )
        if not rows:
            return []
        return [
            "<h2>Head to head</h2>",
            _table(
                ["opponent", "games together", "finished above", "below", "level", "won by forfeit"],
                rows,
                table_id="head-to-head",
            ),
            f"<p>Won by forfeit: {_e(self._forfeit_meaning())}.</p>"
            if any(r[-1] != "0" for r in rows)
            else "",
        ]

    def _forfeit_meaning(self) -> str:
        from referee.tournament.report import crosstable_forfeit_text

        return crosstable_forfeit_text(self.standings.forfeit).removeprefix("N ")

    def _replay_link(self, game: RecordedGame, turn: int | None = None, *, depth: int = 1) -> str:
        page = self.replays.get(game.index)
        if page is None:
            return '<span class="muted">not kept</span>'
        anchor = f"#turn-{turn}" if turn else ""
        return f'<a href="{"../" * depth}{page}{anchor}">replay</a>'

    def _player_ejections(self, name: str, mine: list[tuple[RecordedGame, RecordedPlayer]]) -> list[str]:
        """Its ejections grouped by reason: the kind, and the message once numbers and card names are set
        aside (`referee.output.cause_shape`), most frequent first."""
        from referee.output import cause_shape

        groups: dict[tuple[str, str], list[tuple[RecordedGame, RecordedPlayer]]] = defaultdict(list)
        for game, p in mine:
            if p.ejection_kind:
                groups[(p.ejection_kind, cause_shape(p.ejection_kind, p.ejection_message or ""))].append(
                    (game, p)
                )
        if not groups:
            said = '<p class="good">Never ejected.</p>' if mine else "<p>No game recorded yet.</p>"
            return ['<h2 id="ejections">Ejections</h2>' + said]
        parts = [
            '<h2 id="ejections">Ejections</h2>',
            f"<p>Ejected from {sum(map(len, groups.values()))} of {len(mine)} games, for "
            f"{len(groups)} reason{'s' if len(groups) != 1 else ''}: each is shown once, with its first game "
            "and a link to that game's replay at the turn of the ejection.</p>",
        ]
        for (kind, _), ejections in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0])):
            game, p = ejections[0]
            count = len(ejections)
            parts += [
                f"<h3>{_e(kind)}: {count} game{'s' if count != 1 else ''}</h3>",
                f"<pre>{_e(p.ejection_message)}</pre>",
                f"<p>First in game {game.index} (seed {game.seed}, seats {_e(' '.join(game.seats))}), on "
                f"game turn {p.ejection_turn}: {self._replay_link(game, p.ejection_turn)}</p>",
            ]
            if p.ejection_state:
                label = state_label(kind, p.ejection_state).capitalize()
                parts.append(f"<p>{label}:</p><pre>{_e(excerpt(p.ejection_state, EXCERPT_CUT))}</pre>")
            stderr = self._stderr_copy(game, name)
            if stderr is not None:
                parts.append(
                    f'<p>What {_e(name)} wrote on stderr in that game: <a href="../{stderr}">stderr</a></p>'
                )
            kept = next(((g, q) for g, q in ejections if g.index in self.replays), None)
            if kept is not None and kept[0].index != game.index:
                parts.append(
                    f"<p>The first kept transcript: game {kept[0].index}, "
                    f"{self._replay_link(kept[0], kept[1].ejection_turn)}</p>"
                )
            messages = Counter(q.ejection_message for _, q in ejections)
            if len(messages) > 1:
                parts.append(
                    f"<p>{len(messages)} messages alike (numbers and cards aside), the commonest:</p><ul>"
                    + "".join(
                        f"<li><code>{_e(text)}</code>: {n} game{'s' if n != 1 else ''}</li>"
                        for text, n in messages.most_common(5)
                    )
                    + "</ul>"
                )
            parts.append(
                "<p>Games: "
                + ", ".join(
                    f'<a href="../{self.replays[g.index]}#turn-{q.ejection_turn}">{g.index}</a>'
                    if g.index in self.replays
                    else str(g.index)
                    for g, q in ejections
                )
                + "</p>"
            )
        return parts

    def _stderr_copy(self, game: RecordedGame, name: str) -> str | None:
        """Copy player `name`'s stderr file of `game` (when kept) into the site as text; its path, or None."""
        if game.stderr_dir is None:
            return None
        source = Path(game.stderr_dir) / f"{name}.stderr"
        if not source.is_file():
            return None
        target = f"stderr/game-{game.index:06d}-{name}.txt"
        shutil.copyfile(source, self.out / target)
        return target

    def _reply_section(self, s: Standing, mine: list[tuple[RecordedGame, RecordedPlayer]]) -> list[str]:
        from matplotlib.figure import Figure

        if not mine:
            return []
        histograms = [p.reply_histogram for _, p in mine if p.reply_histogram is not None]
        if not histograms:
            return [
                "<h2>Reply times</h2><p>No reply-time distribution recorded for these games (recorded by an "
                f"older referee). Mean {_ms(s.reply_mean)} ms, slowest {_ms(s.reply_max)} ms.</p>"
            ]
        counts = [sum(column) for column in zip(*histograms, strict=True)]
        if not any(counts):
            return [
                f'<h2>Reply times</h2><p class="bad">{_e(s.name)} sent no reply in any of its '
                f"{len(histograms)} games.</p>"
            ]
        labels = _bin_labels()
        while len(counts) > 1 and counts[-1] == 0:  # drop empty bins at both ends
            counts.pop()
            labels.pop()
        while len(counts) > 1 and counts[0] == 0:
            counts.pop(0)
            labels.pop(0)
        figure = Figure(figsize=(max(4.0, 0.5 * len(counts) + 1.5), 3), layout="constrained")
        axes = figure.subplots()
        axes.bar(range(len(counts)), counts, color="#1f4e96")
        axes.set_xticks(range(len(counts)), labels, rotation=45, ha="right")
        axes.set_ylabel("replies")
        axes.set_xlabel("reply time")
        limit = self.definition.limits.get("reply_timeout")
        note = f" The time limit per reply is {limit:g} s." if limit else ""
        return [
            "<h2>Reply times</h2>",
            _figure(
                "../" + self._plot(f"replies-{s.name}", figure),
                f"distribution of {s.name}'s reply times",
                f"Replies of {_e(s.name)} by time taken, over {len(histograms)} games: mean "
                f"{_ms(s.reply_mean)} ms, slowest {_ms(s.reply_max)} ms.{note}",
            ),
        ]

    def _player_games(self, name: str, mine: list[tuple[RecordedGame, RecordedPlayer]]) -> list[str]:
        if not mine:
            return ["<h2>Games</h2><p>No game recorded yet.</p>"]
        per_game = self._kingdom_per_game
        rows = []
        for game, p in mine:
            status = (
                f'<span class="bad">ejected: {_e(p.ejection_kind)}</span>'
                if p.ejection_kind
                else '<span class="forfeit">win by forfeit</span>'
                if p.forfeit
                else _e(p.outcome)
            )
            row = [
                str(game.index),
                str(game.seed),
                _e(" ".join(game.seats)),
                str(p.seat + 1),
                str(p.rank),
                str(p.score),
                status,
                self._replay_link(game, p.ejection_turn),
            ]
            rows.append([*row, _e(game_setup(game))] if per_game else row)
        headers = ["game", "seed", "seats", "seat", "rank", "score", "outcome", "transcript"]
        if per_game:
            headers.append("kingdom and set-up")
        return ["<h2>Games</h2>", _table(headers, rows, text_columns=(2, 6, 7, 8))]

    @property
    def _kingdom_per_game(self) -> bool:
        """Whether the games differ in kingdom or set-up (`--kingdom random`): each game's row then says its
        own, so that a student sees what each game was played with even where its transcript is not kept."""
        return len({(g.kingdom, g.colony, g.shelters) for g in self.games}) > 1


def standings_labels(standings: Standings) -> list[str]:
    """The labels of the win-rate plot's dots, best first: each player with a rated game, and its rated
    record, the games its dot stands on: ``alice (4-0-0)``."""
    from referee.tournament.report import rated_record

    return [f"{s.name} ({rated_record(s)})" for s in standings.players if s.rated_win_rate is not None]


def game_setup(game: RecordedGame) -> str:
    """A game's kingdom cards in supply order (Young Witch's Bane, an eleventh, marked ``(Bane)``), its
    events and landmarks (``delve (event)``), then its v5 set-up choices when made: ``cellar, chapel, ... ;
    Platinum and Colony; Shelters``."""
    from referee.kingdom import kingdom_words

    cards = kingdom_words(game.kingdom)
    choices = ["Platinum and Colony"] if game.colony else []
    choices += ["Shelters"] if game.shelters else []
    return "; ".join([", ".join(cards), *choices])
