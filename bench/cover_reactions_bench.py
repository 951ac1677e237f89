"""What `--cover-reactions` costs (issue 46; docs/sandbox.md, "A reaction's delay"): the same v5 games played
with the mode and without it, between real player programs, exactly as `referee` plays them.

    python bench/cover_reactions_bench.py [--games 6] [--turn-limit 40]

Each seed is played twice in a row, without the mode and then with it (so a machine's load, whatever it is,
falls on both alike), by three strategy-file programs (`python -m players.strategy`) on a kingdom of the
reactions the mode covers: Double Witch (two Witches, then money), a Watchtower player (two Watchtowers,
two Fool's Golds, then money) and Big Money Ultimate, on witch, watchtower, fools-gold, trader,
market-square, moat, village, smithy, market and cellar. It prints, for each mode: the wall time per game,
the referee's own CPU per game (user+sys of this process: the engine and the pipes, not the players), the
questions asked per game (`decide` lines of the transcripts) and among them the cover questions (those with
no option); then the mode's cost: the extra questions per game and the extra wall and CPU time per game,
and per cover question its wait (from the end of writing it to the end of reading its answer, by the
transcript's times: a figure a busy machine's noise between games does not swamp) and the referee CPU.
Every cover question is a round trip to a player program, which the game pays only where an owner of a
reaction card does not hold it (a holder would have been asked anyway).
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee.match import MatchConfig, play_match  # noqa: E402
from referee.seats.process import Limits  # noqa: E402

KINGDOM = (
    "witch",
    "watchtower",
    "fools-gold",
    "trader",
    "market-square",
    "moat",
    "village",
    "smithy",
    "market",
)
KINGDOM += ("cellar",)
WATCHTOWER_MONEY = """
name = "Watchtower Money"
description = "Two Watchtowers and two Fool's Golds, then money: reactions in hand to a Curse and a Province."
requires = ["watchtower", "fools-gold"]
buy = [
    { card = "province", if = "money > 15" },
    { card = "watchtower", if = "count(watchtower) < 2" },
    "gold",
    { card = "fools-gold", if = "count(fools-gold) < 2" },
    "silver",
]
"""


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def cover_waits(log: Path) -> list[float]:
    """The seconds each question of no option in the transcript `log` took, from the end of writing it to
    the end of reading its answer (the transcript's own times): the wall time the mode added."""
    waits, asked = [], {}
    for line in log.read_text().splitlines():
        record = json.loads(line)
        if "text" not in record:
            continue
        if record["dir"] == "to" and "(options) (min 0) (max 0)" in record["text"]:
            asked[record["player"]] = record["time"]
        elif record["dir"] == "from" and record["player"] in asked:
            waits.append(record["time"] - asked.pop(record["player"]))
    return waits


def play(seed: int, cover: bool, turn_limit: int, folder: Path) -> tuple[float, float, int, int, list[float]]:
    """One game; its wall seconds, the referee's CPU seconds, its `decide` lines, its cover questions and
    the wait of each (`cover_waits`)."""
    strategy = folder / "watchtower-money.toml"
    players = (
        ("witch", (sys.executable, "-m", "players.strategy", "double-witch")),
        ("tower", (sys.executable, "-m", "players.strategy", str(strategy))),
        ("money", (sys.executable, "-m", "players.strategy", "big-money-ultimate")),
    )
    log = folder / f"game-{seed}-{cover}.jsonl"
    config = MatchConfig(
        players=players,
        seed=seed,
        version=5,
        kingdom=KINGDOM,
        turn_limit=turn_limit,
        cover_reactions=cover,
        log=log,
        cwd=ROOT,
        # A busy machine must not eject a program: the figures are about the referee, not the limits.
        limits=Limits(reply_timeout=60.0, first_reply_timeout=120.0),
    )
    wall, cpu = time.perf_counter(), _cpu()
    record = play_match(config)
    wall, cpu = time.perf_counter() - wall, _cpu() - cpu
    if record.result.ejections:
        raise SystemExit(f"seed {seed}: an ejection: {record.result.ejections}")
    text = log.read_text()
    return wall, cpu, text.count("(decide "), text.count("(options) (min 0) (max 0)"), cover_waits(log)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="seeds, each played with and without the mode")
    parser.add_argument("--turn-limit", type=int, default=40, help="turns per player (default 40)")
    options = parser.parse_args()
    figures: dict[bool, list[tuple[float, float, int, int, list[float]]]] = {False: [], True: []}
    with tempfile.TemporaryDirectory() as directory:
        folder = Path(directory)
        (folder / "watchtower-money.toml").write_text(WATCHTOWER_MONEY)
        for seed in range(options.games):
            for cover in (False, True):
                figures[cover].append(play(seed, cover, options.turn_limit, folder))
    print(f"{options.games} v5 games per mode, 3 strategy programs, kingdom {', '.join(KINGDOM)}")
    means = {}
    for cover, rows in figures.items():
        wall, cpu, asked, covers = (statistics.fmean(row[i] for row in rows) for i in range(4))
        means[cover] = wall, cpu, asked, covers
        print(
            f"  {'with' if cover else 'without'} --cover-reactions: {wall:.2f} s wall per game, "
            f"{cpu * 1000:.0f} ms referee CPU per game, {asked:.1f} questions per game ({covers:.1f} cover)"
        )
    (wall0, cpu0, asked0, _), (wall1, cpu1, asked1, covers1) = means[False], means[True]
    extra = asked1 - asked0
    print(
        f"  cost: {extra:+.1f} questions per game, "
        f"{wall1 - wall0:+.3f} s wall ({(wall1 / wall0 - 1) * 100:+.1f}%), "
        f"{(cpu1 - cpu0) * 1000:+.1f} ms referee CPU ({(cpu1 / cpu0 - 1) * 100:+.1f}%) per game"
    )
    waits = [wait for row in figures[True] for wait in row[4]]
    if waits:
        added = sum(waits) / len(figures[True])
        print(
            f"  per cover question: {statistics.median(waits) * 1000:.2f} ms wall (median of {len(waits)}: "
            f"written to answer read), {(cpu1 - cpu0) / covers1 * 1e6:.0f} us referee CPU; "
            f"{added:.3f} s wall per game, {added / wall1 * 100:.1f}% of the game"
        )


if __name__ == "__main__":
    main()
