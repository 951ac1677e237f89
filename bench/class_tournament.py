"""A tournament for a whole class, timed, killed with kill -9 part way and resumed: the figures of
docs/tournaments.md, "A class of 26".

26 programs: reference players under several names each and misbehaving programs from tests/programs (a
protocol error, an illegal play, a capitalised card, a crash in mid-game, an illegal defense, debugging text
on stdout, a reply too slow for the time limit). They play `referee tournament --format swiss` (default 15
rounds, 4 players per game, --jobs 2) as the real command, through its real worker processes and SQLite.
After `--kill-after` games are recorded the command is killed with SIGKILL (kill -9); the same command is
then run again and must finish the tournament. The script checks that every scheduled game is recorded
exactly once and no process of the killed run is left, then prints: games, wall time of each run and in all,
games per second, the resume line, and the load average before and after (figures on a shared machine mean
little without it).

With `--report`, it then writes the HTML report (`referee report`, timed) and opens every page in headless
Chromium (the browser driver of tests/referee/test_report_site.py): every page must load, every plot be
decoded by the browser, every link lead to a file of the site (and every #anchor to an element there), and
every page be reachable from the index. With `--keep DIR`, a full-page screenshot of the index and of a few
player pages goes to DIR/screenshots/ for a human to look at.

Usage: python bench/class_tournament.py [--rounds R] [--jobs J] [--kill-after N] [--format swiss|sampled]
                                        [--games-per-player N] [--keep DIR] [--report]
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = ROOT / "tests" / "programs"

REFERENCE = {
    "big_money": ("ann", "bob", "cyd", "dee"),
    "smithy_money": ("eli", "fay", "gil"),
    "militia_money": ("hal", "ida", "jon"),
    "mine_money": ("kim", "lou"),
    "village_smithy": ("max", "ned"),
    "random_legal": ("oli", "pam"),
    "passive": ("quin",),
}
MISBEHAVING = {
    "ray": "garbage.py",
    "sue": "illegal_play.py",
    "tom": "capitalised.py",
    "uma": "exits_midgame.py",
    "vic": "bad_defense.py",
    "wes": "debug_words.py",
    "xia": "odd_spacing.py",  # odd but legal spacing: must not be ejected
    "yan": "slow_answer.py 3 6",  # its fourth answer takes 6 s: over the 5 s limit
    "zed": "exits_midgame.py 10",
}


def class_players() -> list[str]:
    """The 26 PLAYER arguments, NAME=COMMAND."""
    python = sys.executable
    players = [f"{n}={python} -m players.{module}" for module, names in REFERENCE.items() for n in names]
    for name, program in MISBEHAVING.items():
        script, *args = program.split()
        players.append(" ".join([f"{name}={python}", str(PROGRAMS / script), *args]))
    assert len(players) == 26, len(players)
    return players


def recorded(db: Path) -> list[int]:
    """Schedule indices recorded, one per row (a duplicate would show)."""
    if not db.exists():
        return []
    connection = sqlite3.connect(db, timeout=30)
    try:
        return [r[0] for r in connection.execute("SELECT schedule_index FROM games ORDER BY schedule_index")]
    except sqlite3.OperationalError:
        return []
    finally:
        connection.close()


def alive_with(tag: str) -> list[int]:
    """Processes still alive whose environment carries `tag` (those of a run)."""
    needle = f"CLASS_BENCH_TAG={tag}".encode()
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if needle in Path(f"/proc/{entry}/environ").read_bytes().split(b"\0"):
                    state = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[0]
                    if state != "Z":
                        found.append(int(entry))
            except OSError:
                continue
    return found


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--format", choices=("swiss", "sampled"), default="swiss")
    parser.add_argument("--rounds", type=int, default=15, help="swiss rounds (default 15)")
    parser.add_argument("--games-per-player", type=int, default=56, help="sampled: games per player (56)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--kill-after", type=int, default=100, help="games recorded before kill -9 (100)")
    parser.add_argument("--keep", metavar="DIR", help="run in DIR and keep its database (default: temporary)")
    parser.add_argument(
        "--report", action="store_true", help="then write the HTML report and check it in headless Chromium"
    )
    options = parser.parse_args()

    referee = shutil.which("referee")
    command = [referee] if referee else [sys.executable, "-m", "referee.cli"]
    size = (
        ["--format", "swiss", "--rounds", str(options.rounds)]
        if options.format == "swiss"
        else ["--games-per-player", str(options.games_per_player)]
    )
    args = [
        *command,
        "tournament",
        *size,
        "--players-per-game",
        "4",
        "--jobs",
        str(options.jobs),
        "--seed",
        "2026",
        "--yes",
        "--skip-preflight",  # its misbehaving programs are there to be ejected
        "--db",
        "class.sqlite",
        *class_players(),
    ]
    directory = Path(options.keep or tempfile.mkdtemp(prefix="class-tournament-"))
    directory.mkdir(parents=True, exist_ok=True)
    db = directory / "class.sqlite"
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {os.cpu_count()} cores")
    print(f"directory: {directory}")
    print("command:", " ".join(args[: args.index("--db") + 2]), "PLAYER x 26")

    tag = f"{os.getpid()}-{time.time_ns()}"
    env = {**os.environ, "CLASS_BENCH_TAG": tag, "PYTHONPATH": str(ROOT)}
    started = time.monotonic()
    first = subprocess.Popen(args, cwd=directory, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    while len(recorded(db)) < options.kill_after:
        if first.poll() is not None:
            print(f"the first run ended before {options.kill_after} games: {first.stderr.read().decode()}")
            return 1
        time.sleep(0.1)
    first.send_signal(signal.SIGKILL)
    first.wait()
    first_seconds = time.monotonic() - started
    at_kill = recorded(db)
    deadline = time.monotonic() + 30
    while (left := alive_with(tag)) and time.monotonic() < deadline:
        time.sleep(0.2)
    print(
        f"run 1: killed with SIGKILL after {first_seconds:.0f} s with {len(at_kill)} games recorded; "
        f"processes of it left 30 s later: {len(left)}"
    )

    started = time.monotonic()
    second = subprocess.run(args, cwd=directory, env=env, capture_output=True, text=True)
    second_seconds = time.monotonic() - started
    resume = next((line for line in second.stderr.splitlines() if line.startswith("resuming:")), "(none)")
    final = recorded(db)
    total = int(resume.split(" of ")[1].split()[0]) if " of " in resume else len(final)
    print(f"run 2: exit status {second.returncode} after {second_seconds:.0f} s; {resume}")
    print(
        f"recorded: {len(final)} rows, {len(set(final))} distinct, "
        f"every scheduled game once: {final == list(range(total))}"
    )
    wall = first_seconds + second_seconds
    print(f"games: {total}; wall time in all: {wall:.0f} s ({wall / 60:.1f} min); {total / wall:.2f} games/s")
    standings = subprocess.run(
        [*command, "standings", "--db", "class.sqlite"], cwd=directory, capture_output=True, text=True
    )
    # The standings and the lines under them; the crosstable and the list of every ejection are long.
    print(standings.stdout.split("\nGames, points")[0])
    site_ok = True
    if options.report:
        site_ok = check_report(command, directory, screenshots=bool(options.keep))
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if not options.keep:
        shutil.rmtree(directory, ignore_errors=True)
    return 0 if second.returncode == 0 and final == list(range(total)) and not left and site_ok else 1


def check_report(command: list[str], directory: Path, *, screenshots: bool) -> bool:
    """Write the report of class.sqlite in `directory`, open every page in headless Chromium and print what
    was found; True when every page, plot, link and anchor is there."""
    sys.path.insert(0, str(ROOT))
    from tests.referee.test_report_site import Chromium

    started = time.monotonic()
    written = subprocess.run(
        [*command, "report", "--db", "class.sqlite", "--out", "class-report"],
        cwd=directory,
        capture_output=True,
        text=True,
    )
    seconds = time.monotonic() - started
    print(f"referee report: exit status {written.returncode} after {seconds:.1f} s; {written.stdout.strip()}")
    if written.returncode != 0:
        print(written.stderr)
        return False
    site = (directory / "class-report").resolve()
    pages = sorted(site.rglob("*.html"))
    problems: list[str] = []
    seen: dict[Path, dict] = {}
    started = time.monotonic()
    browser = Chromium(Path(tempfile.mkdtemp(prefix="class-chromium-")))
    try:
        for page in pages:
            seen[page] = browser.open(page)
            if screenshots and (page.name == "index.html" or page.stem in ("ann", "eli", "yan", "uma")):
                shot = directory / "screenshots" / f"{page.parent.name}-{page.stem}.png"
                shot.parent.mkdir(exist_ok=True)
                height = browser.send(
                    "Runtime.evaluate",
                    session=True,
                    expression="document.documentElement.scrollHeight",
                    returnByValue=True,
                )["result"]["value"]
                browser.send(
                    "Emulation.setDeviceMetricsOverride",
                    session=True,
                    width=1200,
                    height=min(height, 16000),
                    deviceScaleFactor=1,
                    mobile=False,
                )
                shot.write_bytes(browser.screenshot())
    finally:
        browser.close()
    browsing = time.monotonic() - started
    images = 0
    links: dict[Path, set[Path]] = {page: set() for page in pages}
    for page, dom in seen.items():
        for image in dom["images"]:
            images += 1
            if not image["decoded"]:
                problems.append(f"{page.relative_to(site)}: Chromium could not show {image['src']}")
        for link in dom["links"]:
            parts = urlsplit(link)
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if parts.scheme or not target.is_file() or not target.is_relative_to(site):
                problems.append(f"{page.relative_to(site)}: broken link {link}")
            elif parts.fragment and target in seen and parts.fragment not in seen[target]["ids"]:
                problems.append(f"{page.relative_to(site)}: {link}: no #{parts.fragment} there")
            elif target.suffix == ".html":
                links[page].add(target)
    reached, queue = {site / "index.html"}, [site / "index.html"]
    while queue:
        for target in links.get(queue.pop(), ()):
            if target not in reached:
                reached.add(target)
                queue.append(target)
    problems += [f"{p.relative_to(site)}: no link reaches it" for p in pages if p not in reached]
    print(
        f"Chromium: {len(pages)} pages opened in {browsing:.0f} s, {images} images decoded, "
        f"{sum(len(d['links']) for d in seen.values())} links followed; problems: {len(problems)}"
    )
    for problem in problems[:20]:
        print(f"  {problem}")
    return not problems


if __name__ == "__main__":
    sys.exit(main())
