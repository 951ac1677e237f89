"""How strong is each reference player? Win rates against big_money, random_legal and passive.

Plays in-process games (`referee.seats.engine.play_game` with `referee.seats.seat.InProcessSeat`, no
subprocess) and writes the table to `docs/player-strength.md` (and prints it):

- every reference player against `big_money` (big_money against itself is the sanity check: 50%);
- every engine and money player against `random_legal` and against `passive` (they must win essentially
  always).

Method:
- Seat rotation with paired seeds: for each game seed s (base seed, base seed + 1, ...) the pairing plays
  two games with the same seed, the player first and then the opponent first, so both meet the same shuffles
  from both seats. `--games` counts all games, both orders together.
- Score of a game for the player: 1 for a win, 1/2 for a shared win (a tie after the tie-break on fewer turns,
  as the official rules share it), 0 for a loss. The win rate is the mean score.
- 95% confidence interval: the Wilson score interval of the win rate over the games, with the half points
  counted as they are (a Wilson interval on a mean of values in [0, 1]). It treats games as independent; the
  pairing of seeds makes the two games of a pair negatively correlated, so the interval is if anything wide.
- random_legal gets its own seed from the game seed and its seat, so every figure is reproducible.

The strong player (players/strong.py) is measured apart, on the kingdoms of `referee rate`'s suite (random
kingdoms of every set, docs/rating.md) against Big Money Ultimate and Double Witch, 2 and 3 players: the same
games as ``referee rate players.strong --kingdoms N --opponents big-money-ultimate,double-witch``
(`--strong-kingdoms N`, default `STRONG_KINGDOMS`; 0 leaves it out).

Run: `python bench/player_strength.py [--games 2000] [--seed 1] [--jobs N] [--strong-kingdoms N]
[--strong-only] [--output FILE]` (`--strong-only`: the strong player's section alone, the rest of the page
kept).
Prints the table, the games played and games per second; writes FILE (default docs/player-strength.md;
`--output -` writes nothing).
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import math
import multiprocessing
import os
import platform
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from statistics import NormalDist

from players import REFERENCE
from referee.seats.engine import play_game
from referee.seats.seat import InProcessSeat

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = ROOT / "docs" / "player-strength.md"
CONFIDENCE = 0.95
STRONG = ("big_money", "mine_money", "smithy_money", "village_smithy", "militia_money")
"""The engine and money players, which must beat random_legal and passive essentially always."""
SEAT_NAMES = ("player", "opponent")
VERSION = 3
STRONG_KINGDOMS = 200
"""Kingdoms of the strong player's measure: 200 x 2 seats = 400 two-player games against each opponent."""
STRONG_OPPONENTS = ("big-money-ultimate", "double-witch")
"""Protocol version of every game: v3 has every card, and every reference player supports it."""


@dataclass
class Tally:
    """What a batch of games between `player` and `opponent` gave, from `player`'s side."""

    games: int = 0
    wins: int = 0
    ties: int = 0
    losses: int = 0
    turns: int = 0
    ejections: int = 0
    ends: Counter[str] = field(default_factory=Counter)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.wins += other.wins
        self.ties += other.ties
        self.losses += other.losses
        self.turns += other.turns
        self.ejections += other.ejections
        self.ends.update(other.ends)

    @property
    def rate(self) -> float:
        """Mean score: (wins + ties / 2) / games."""
        return (self.wins + self.ties / 2) / self.games


def wilson(rate: float, games: int, confidence: float = CONFIDENCE) -> tuple[float, float]:
    """The Wilson score interval (low, high) of a proportion `rate` observed over `games` trials."""
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    denominator = 1 + z * z / games
    centre = (rate + z * z / (2 * games)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def make(name: str, seed: int):
    """A fresh strategy of reference player `name`; random_legal gets `seed`."""
    cls = importlib.import_module(REFERENCE[name].module).Strategy
    return cls(seed) if name == "random_legal" else cls()


def play_batch(task: tuple[str, str, int, int, int]) -> tuple[str, str, Tally]:
    """Play the game pairs of seeds [first, last) between `player` and `opponent`: both seat orders each."""
    player, opponent, version, first, last = task
    tally = Tally()
    for seed in range(first, last):
        for player_seat in (0, 1):
            names = [player, opponent] if player_seat == 0 else [opponent, player]
            seats = [
                InProcessSeat(SEAT_NAMES[0 if index == player_seat else 1], make(name, seed * 2 + index))
                for index, name in enumerate(names)
            ]
            result = play_game(seats, version=version, seed=seed)
            tally.games += 1
            tally.turns += result.turns
            tally.ejections += len(result.ejections)
            tally.ends[result.end] += 1
            if "player" in result.winners:
                if len(result.winners) == 1:
                    tally.wins += 1
                else:
                    tally.ties += 1
            else:
                tally.losses += 1
    return player, opponent, tally


def pairings() -> list[tuple[str, str]]:
    """(player, opponent) pairs to measure, in table order. The v4 players are left out: in a v3 game their
    key cards are missing and they play money (tests/players/test_v4_games.py measures them against big
    money on their own kingdoms)."""
    pairs = [(name, "big_money") for name, info in REFERENCE.items() if info.min_version <= VERSION]
    for opponent in ("random_legal", "passive"):
        pairs.extend((name, opponent) for name in STRONG)
    return pairs


def run(games: int, base_seed: int, version: int, jobs: int) -> tuple[dict[tuple[str, str], Tally], float]:
    """Play every pairing `games` times; return the tallies by (player, opponent) and the wall time in s."""
    pairs = games // 2
    chunk = max(1, min(100, pairs // max(1, jobs)))
    tasks = [
        (player, opponent, version, base_seed + start, base_seed + min(pairs, start + chunk))
        for player, opponent in pairings()
        for start in range(0, pairs, chunk)
    ]
    tallies = {pair: Tally() for pair in pairings()}
    started = time.perf_counter()
    if jobs == 1:
        results = map(play_batch, tasks)
        for player, opponent, tally in results:
            tallies[player, opponent].add(tally)
    else:
        with multiprocessing.Pool(jobs) as pool:
            for player, opponent, tally in pool.imap_unordered(play_batch, tasks):
                tallies[player, opponent].add(tally)
    return tallies, time.perf_counter() - started


def strong_batch(batch: list) -> list[tuple[str, int, dict]]:
    """Play suite games (`referee.rate.SuiteGame`) of the strong player in this process."""
    from referee.rate import play_in_process

    return [(game.opponent, game.players, play_in_process("players.strong", game)) for game in batch]


def run_strong(kingdoms: int, jobs: int) -> tuple[dict[tuple[str, int], list[dict]], float]:
    """The strong player's suite games against `STRONG_OPPONENTS`: results by (opponent, players), seconds."""
    from referee.rate import POOL, schedule

    games = schedule(kingdoms, pool=[o for o in POOL if o.name in STRONG_OPPONENTS])
    batches = [games[i : i + 20] for i in range(0, len(games), 20)]
    results: dict[tuple[str, int], list[dict]] = {}
    started = time.perf_counter()
    with multiprocessing.Pool(jobs) as pool:
        for done in pool.imap_unordered(strong_batch, batches):
            for opponent, players, line in done:
                results.setdefault((opponent, players), []).append(line)
    return dict(sorted(results.items())), time.perf_counter() - started


def strong_table(results: dict[tuple[str, int], list[dict]]) -> list[str]:
    """The strong player's rows: games, wins, shared wins, win rate (a shared win 1/k), Wilson 95% CI,
    ejections of the strong player."""
    lines = [
        "| player | opponent | players | games | wins | shared | losses | win rate | 95% CI | ejections |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |",
    ]
    for (opponent, players), games in results.items():
        points = sum(g["points"] for g in games)
        wins = sum(1 for g in games if g["points"] == 1)
        shared = sum(1 for g in games if 0 < g["points"] < 1)
        ejections = sum(1 for g in games for p in g["players"] if p["name"] == "rated" and p["ejection"])
        rate = points / len(games)
        low, high = wilson(rate, len(games))
        lines.append(
            f"| strong | {opponent} | {players} | {len(games)} | {wins} | {shared} | "
            f"{len(games) - wins - shared} | {rate:.1%} | {low:.1%} - {high:.1%} | {ejections} |"
        )
    return lines


def table(tallies: dict[tuple[str, str], Tally]) -> list[str]:
    """The results as Markdown table lines."""
    lines = [
        "| player | opponent | games | wins | ties | losses | win rate | 95% CI | mean turns | ends "
        "| ejections |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- | ---: |",
    ]
    for (player, opponent), t in tallies.items():
        low, high = wilson(t.rate, t.games)
        ends = ", ".join(f"{end} {count}" for end, count in sorted(t.ends.items()))
        lines.append(
            f"| {player} | {opponent} | {t.games} | {t.wins} | {t.ties} | {t.losses} | {t.rate:.1%} "
            f"| {low:.1%} - {high:.1%} | {t.turns / t.games:.1f} | {ends} | {t.ejections} |"
        )
    return lines


def summary(tallies: dict[tuple[str, str], Tally]) -> list[str]:
    """Facts read off the table: the mirror sanity check, and the strong players against the weak ones."""
    lines = []
    mirror = tallies.get(("big_money", "big_money"))
    if mirror is not None:
        low, high = wilson(mirror.rate, mirror.games)
        lines.append(
            f"- Bookkeeping check: big_money against itself scores {mirror.rate:.1%} "
            f"({low:.1%} - {high:.1%}). With paired seeds the two games of a seed are the same game with the "
            "seats swapped, so equal players score exactly 50%; its ties are games with equal scores and "
            "equal turns (the second player took the last province)."
        )
    for weak in ("random_legal", "passive"):
        rows = [t for (player, opponent), t in tallies.items() if opponent == weak and player in STRONG]
        if rows:
            games = sum(t.games for t in rows)
            wins = sum(t.wins for t in rows)
            lowest = min(t.rate for t in rows)
            lines.append(
                f"- Engine and money players against {weak}: {wins} wins in {games} games "
                f"(lowest win rate {lowest:.1%})."
            )
    return lines


def document(
    tallies,
    *,
    command: str,
    games: int,
    base_seed: int,
    version: int,
    seconds: float,
    jobs: int,
    strong: tuple[dict, float, int] | None = None,
) -> str:
    """The whole generated Markdown page."""
    pairs = games // 2
    when = _now()
    total = sum(t.games for t in tallies.values())
    return "\n".join(
        [
            "# Reference player strength",
            "",
            "GENERATED by `bench/player_strength.py`; do not edit by hand. To regenerate:",
            "",
            "```",
            command,
            "```",
            "",
            f"- Generated: {when}, Python {platform.python_version()}, {jobs} worker process(es), "
            f"{total} games in {seconds:.0f} s.",
            f"- Protocol version {version} (kingdom: all ten action cards), two players, "
            "turn limit 100 per player.",
            f"- {games} games per row: game seeds {base_seed} to {base_seed + pairs - 1}, each played twice "
            "with the seats swapped (the player first, then the opponent first: seat rotation with paired "
            "seeds).",
            "- Win rate = (wins + ties / 2) / games, from the first-named player's side. A tie is a shared "
            "win (equal score and equal turns, official rules); it counts half.",
            f"- {CONFIDENCE:.0%} CI: Wilson score interval of the win rate over the games (games treated as "
            "independent).",
            "- `mean turns` counts the turns of both players; `ends` says why the games ended; "
            "`ejections` must be 0 (an ejection is an illegal play or defense by a reference player).",
            "- random_legal's seed is derived from the game seed and its seat.",
            "",
            *table(tallies),
            "",
            *summary(tallies),
            "",
            "How each player plays: `players/NAME.py` (module docstring) and docs/writing-a-player.md.",
            "",
            *(strong_section(*strong) if strong else []),
        ]
    )


STRONG_HEADING = "## The strong player on the rating suite's kingdoms"


def _now() -> str:
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")


def strong_section(results: dict, seconds: float, kingdoms: int, command: str | None = None) -> list[str]:
    """The strong player's section of the page (`command`: the run that printed it, when not the page's)."""
    total = sum(len(games) for games in results.values())
    return [
        STRONG_HEADING,
        "",
        *([f"- Printed by `{command}` on {_now()}."] if command else []),
        f"- {total} games in {seconds:.0f} s: the games of `referee rate players.strong "
        f"--kingdoms {kingdoms} --opponents {','.join(STRONG_OPPONENTS)}` (suite v1, seed 1: {kingdoms} "
        "random kingdoms of every set, Double Witch's Witch put in where missing; each game seed played "
        "with the strong player in every seat), in-process, at the strong player's default time budget.",
        "- Win rate = points / games: a win 1, a win shared by k players 1/k (with 2 players a tie counts "
        "half), a loss 0; 95% CI: Wilson. With 3 players an equal player scores 33.3%.",
        "- The strong player's table was tuned on other seeds (bench/strong_tune.py, seeds from 7,000,000).",
        "",
        *strong_table(results),
        "",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per pairing, both seat orders (even)")
    parser.add_argument("--seed", type=int, default=1, help="first game seed (default 1)")
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: cores)"
    )
    parser.add_argument(
        "--strong-kingdoms",
        type=int,
        default=STRONG_KINGDOMS,
        help=f"kingdoms of the strong player's measure (default {STRONG_KINGDOMS}; 0: none)",
    )
    parser.add_argument("--output", default=str(DEFAULT_OUTPUT), help="Markdown file to write, or - for none")
    parser.add_argument(
        "--strong-only",
        action="store_true",
        help="measure the strong player alone and replace its section of the page, keeping the rest",
    )
    options = parser.parse_args(argv)
    if options.strong_only:
        return strong_only(options, argv)
    if options.games < 2 or options.games % 2:
        parser.error("--games must be an even number >= 2 (each seed is played from both seats)")
    tallies, seconds = run(options.games, options.seed, VERSION, options.jobs)
    total = sum(t.games for t in tallies.values())
    print("\n".join(table(tallies)))
    print(
        f"\n{total} games in {seconds:.1f} s with {options.jobs} process(es): {total / seconds:.0f} games/s "
        f"({total / seconds / options.jobs:.0f} games/s per process)"
    )
    strong = None
    if options.strong_kingdoms > 0:
        results, strong_seconds = run_strong(options.strong_kingdoms, options.jobs)
        strong = (results, strong_seconds, options.strong_kingdoms)
        print("\n".join(strong_table(results)))
        print(f"strong player: {sum(map(len, results.values()))} games in {strong_seconds:.1f} s")
    ejections = sum(t.ejections for t in tallies.values())
    if strong is not None:
        ejections += sum(
            1 for games in strong[0].values() for g in games for p in g["players"] if p["ejection"]
        )
    if ejections:
        print(f"WARNING: {ejections} ejections of reference players (illegal plays)", file=sys.stderr)
    if options.output != "-":
        command = "python bench/player_strength.py" + "".join(f" {arg}" for arg in (argv or sys.argv[1:]))
        text = document(
            tallies,
            command=command,
            games=options.games,
            base_seed=options.seed,
            version=VERSION,
            seconds=seconds,
            jobs=options.jobs,
            strong=strong,
        )
        Path(options.output).write_text(text)
        print(f"wrote {options.output}")
    return 1 if ejections else 0


def strong_only(options: argparse.Namespace, argv: list[str] | None) -> int:
    """``--strong-only``: the strong player's games alone; its section of the page `options.output`
    replaced (the other tables stay as their own run wrote them). Returns 1 if a game ejected it."""
    results, seconds = run_strong(options.strong_kingdoms, options.jobs)
    print("\n".join(strong_table(results)))
    print(f"strong player: {sum(map(len, results.values()))} games in {seconds:.1f} s")
    ejections = sum(1 for games in results.values() for g in games for p in g["players"] if p["ejection"])
    if options.output != "-":
        page = Path(options.output).read_text()
        kept = page[: page.index(STRONG_HEADING)] if STRONG_HEADING in page else page + "\n"
        command = "python bench/player_strength.py" + "".join(f" {arg}" for arg in (argv or sys.argv[1:]))
        Path(options.output).write_text(
            kept + "\n".join(strong_section(results, seconds, options.strong_kingdoms, command))
        )
        print(f"wrote {options.output}")
    if ejections:
        print(f"WARNING: {ejections} ejections of the strong player (illegal plays)", file=sys.stderr)
    return 1 if ejections else 0


if __name__ == "__main__":
    raise SystemExit(main())
