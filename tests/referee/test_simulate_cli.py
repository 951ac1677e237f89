"""The real `referee simulate` command, run as a user runs it: the report, its determinism (the same seed,
any --jobs), the command that plays it again, --plot (a real PNG or SVG), --json, and misuse (exit 2, one
line on stderr, nothing on stdout)."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
from pathlib import Path

import pytest

from tests.cli import patience, referee_command

KINGDOM = "cellar,chapel,festival,laboratory,market,militia,moat,smithy,village,witch"


def run_simulate(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the installed `referee simulate` (falling back to `python -m referee.cli simulate`)."""
    command = referee_command()
    return subprocess.run(
        [*command, "simulate", *args], capture_output=True, text=True, timeout=patience(600)
    )


def test_a_report_with_rates_intervals_seats_and_the_score_curve() -> None:
    done = run_simulate("smithy_money", "big_money", "--games", "200", "--seed", "42", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith(
        "200 games of smithymoney vs bigmoney: 100 seeds, each played in the 2 seat rotations"
    )
    assert "kingdom (random with seed 42, holding smithy): " in out
    lines = out.splitlines()
    head = next(i for i, line in enumerate(lines) if line.split() == ["smithymoney", "bigmoney"])
    # one column per strategy, one row per figure; cells hold single spaces only
    cells = [re.split(r"\s{2,}", line.strip()) for line in lines[head + 2 : head + 11]]
    rows = {row[0]: row[1:] for row in cells}
    assert rows["strategy"] == ["smithy-money", "big-money"]
    assert rows["games"] == ["200", "200"]
    for figure in ("win %", "tie %", "loss %", "points %", "Elo", "mean VP"):
        assert f"{figure} (95% CI)" in rows, figure
    win, loss = rows["win % (95% CI)"], rows["loss % (95% CI)"]
    assert win == loss[::-1]  # smithymoney's wins are bigmoney's losses
    assert float(win[0].split()[0]) > 50 and rows["Elo (95% CI)"][0].startswith("+")
    assert "LOS: " in out and "that smithymoney is stronger than bigmoney" in out
    assert "Points by seat (fair share 50.0%): seat 1 " in out and "First-player advantage: " in out
    assert "Games ended by: " in out
    assert "Score curve: mean victory points after each player's own turn" in out
    curve = [
        line.split() for line in out.splitlines() if line.strip()[:1].isdigit() and line.strip().endswith("%")
    ]
    assert [row[0] for row in curve[:3]] == ["1", "2", "3"]
    assert curve[0][1:3] == ["3.0", "3.0"]  # three estates each after the first turn
    assert "progress: 200 of 200 games (100.0%)" in done.stderr  # not a terminal: plain progress lines
    assert "simulation seed 42; kingdom " in done.stderr


def test_the_same_seed_gives_the_same_report_whatever_the_jobs_and_again_replays_it() -> None:
    one = run_simulate("militia_money", "village_smithy", "--games", "120", "--seed", "9", "--jobs", "1")
    two = run_simulate("--jobs", "2", "militia_money", "village_smithy", "--seed", "9", "--games", "120")
    assert one.returncode == two.returncode == 0, one.stderr + two.stderr
    assert one.stdout == two.stdout
    line = next(line for line in one.stdout.splitlines() if line.startswith("again: "))
    again = shlex.split(line.removeprefix("again: "))
    assert again[:2] == ["referee", "simulate"] and again[again.index("--seed") + 1] == "9"
    replay = run_simulate(*again[2:], "--jobs", "2")
    assert replay.stdout == one.stdout
    other = run_simulate("militia_money", "village_smithy", "--games", "120", "--seed", "10", "--jobs", "1")
    assert other.stdout != one.stdout


def test_without_a_seed_one_is_drawn_and_printed() -> None:
    done = run_simulate("big_money", "big_money", "--games", "4", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    seed = done.stderr.split("simulation seed ")[1].split(";")[0]
    assert f"--seed {seed}" in done.stdout and "bigmoneyb" in done.stdout


@pytest.mark.parametrize("suffix", [".png", ".svg"])
def test_the_plot_is_a_real_image(tmp_path: Path, suffix: str) -> None:
    plot = tmp_path / f"curve{suffix}"
    figures = tmp_path / "figures.json"
    done = run_simulate(
        "smithy_money", "big_money", "--games", "20", "--seed", "1", "--jobs", "1",
        "--kingdom", KINGDOM, "--plot", str(plot), "--json", str(figures),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert f"score curve drawn in {plot}" in done.stdout
    data = plot.read_bytes()
    if suffix == ".png":
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and b"IHDR" in data[:32] and b"IEND" in data[-12:]
    else:
        import xml.etree.ElementTree as ElementTree

        root = ElementTree.fromstring(data)
        assert root.tag.endswith("svg")
        assert b"smithymoney" in data or b"<path" in data
    report = json.loads(figures.read_text())
    assert report["simulation"]["kingdom"] == KINGDOM.split(",")
    assert [s["name"] for s in report["strategies"]] == ["smithymoney", "bigmoney"]
    assert report["strategies"][0]["curve"][0] == 3.0


def test_names_may_be_given_and_an_underscore_stands_for_the_hyphen() -> None:
    done = run_simulate("alice=big_money", "bob=smithy-money", "--games", "4", "--seed", "1", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    assert "4 games of alice vs bob" in done.stdout
    lines = [line.split() for line in done.stdout.splitlines()]
    assert ["alice", "bob"] in lines and ["strategy", "big-money", "smithy-money"] in lines


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["big_money"], "a simulation needs 2 to 4 strategies, got 1"),
        (["a", "b", "c", "d", "e"], "a simulation needs 2 to 4 strategies, got 5"),
        (["big_money", "nosuch"], "nosuch: no such strategy: give a .toml file or one of "),
        (["big_money", "players.nosuch"], "or a reference player: players.big_money, players.mine_money"),
        (["big_money", "missing.toml"], "missing.toml: cannot read the strategy file: No such file"),
        (["big_money", "big_money", "--games", "0"], "argument --games: expected at least 1 game, got '0'"),
        (["big_money", "big_money", "--games", "ten"], "expected a whole number of games, got 'ten'"),
        (["big_money", "big_money", "--jobs", "0"], "argument --jobs: expected at least 1 job, got '0'"),
        (["big_money", "big_money", "--seed", "-1"], "argument --seed: expected 0 to"),
        (["big_money", "big_money", "--turn-limit", "0"], "expected at least 1 turn, got '0'"),
        (
            ["smithy_money", "big_money", "--kingdom", KINGDOM.replace("smithy", "workshop")],
            "strategy smithy-money needs smithy in the kingdom, which --kingdom lacks: add it",
        ),
        (
            ["big_money", "big_money", "--kingdom", "cellar,chapel"],
            "2 kingdom cards given (cellar, chapel): expected 10 kingdom cards",
        ),
        (
            ["big_money", "big_money", "--kingdom", KINGDOM.replace("smithy", "smithee")],
            "unknown card 'smithee': did you mean smithy?",
        ),
        (["big_money", "big_money", "--plot", "curve.pdf"], "expected a file name ending in .png or .svg"),
        (["x1=big_money", "big_money"], "bad player name 'x1'"),
        (["a=big_money", "a=smithy_money"], "two players are named 'a'"),
    ],
)
def test_misuse_is_one_line_and_exit_2(args: list[str], message: str) -> None:
    done = run_simulate(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("referee simulate: error: ")
    assert message in lines[0]


def test_a_player_program_is_refused_with_what_simulate_takes_and_how_to_play_it(tmp_path: Path) -> None:
    program = tmp_path / "my-player"
    program.write_text("#!/bin/sh\nexec python3 -m players.passive\n")
    program.chmod(0o755)
    script = tmp_path / "bot.py"
    script.write_text("print('(clean)')\n")  # neither executable nor with a #! line: its name tells
    for spec in (str(program), f"python3 {program}", str(script)):
        done = run_simulate(spec, "smithy-money")
        assert done.returncode == 2 and done.stdout == ""
        assert done.stderr.splitlines() == [
            f"referee simulate: error: {spec} is a player program, not a strategy: simulate plays strategy "
            "files (.toml, or a shipped name such as smithy-money) in this process; to play a program use "
            "`referee PLAYER PLAYER` for one game or `referee tournament` for many (a strategy file joins "
            'them as "python -m players.strategy FILE") (see referee simulate --help)'
        ]
    done = run_simulate("python -m players.big_money", "smithy-money")
    assert done.returncode == 2
    assert "simulate plays the reference player as players.big_money" in done.stderr


def test_help_lists_the_strategies_with_the_cards_they_need() -> None:
    done = run_simulate("--help")
    assert done.returncode == 0
    assert "smithy-money" in done.stdout and "(needs smithy)" in done.stdout
    assert "players.smithy_money" in done.stdout
    assert "docs/simulate.md" in done.stdout


@pytest.mark.parametrize("columns", [60, 80, 120])
def test_help_fits_the_terminal_width(columns: int) -> None:
    """The strategies and the description wrap to the terminal (a user review found lines of 172 columns);
    only what must be copied whole may be wider: an example command, or one long word (a kingdom)."""
    command = referee_command()
    done = subprocess.run(
        [*command, "simulate", "--help"],
        capture_output=True,
        text=True,
        timeout=patience(60),
        env={**os.environ, "COLUMNS": str(columns)},
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    wide = [line for line in lines if len(line) > columns]
    assert all(line.startswith("  referee simulate ") or len(line.split()) == 1 for line in wide), wide
    # Each strategy on its line, its description continued under its own column.
    start = lines.index("strategies:") + 1
    table = lines[start : lines.index("", start)]
    column = len(table[0]) - len(table[0].split(maxsplit=1)[1])
    assert {line.split()[0] for line in table if not line[2].isspace()} >= {
        "smithy-money",
        "players.big_money",
    }
    assert all(line[2].isspace() == line.startswith(" " * column) for line in table)
    assert "(needs smithy)" in " ".join(done.stdout.split())


def test_a_strategy_file_of_ones_own_is_named_by_its_stem_and_found_by_the_workers(tmp_path: Path) -> None:
    bot = tmp_path / "bots" / "gold_rush.toml"
    bot.parent.mkdir()
    bot.write_text('name = "Gold rush"\nbuy = ["province", "gold", "gold", "silver"]\n', encoding="utf-8")
    command = referee_command()
    done = subprocess.run(
        [
            *command,
            "simulate",
            "bots/gold_rush.toml",
            "big-money",
            "--games",
            "40",
            "--seed",
            "2",
            "--jobs",
            "2",
        ],
        capture_output=True,
        text=True,
        timeout=patience(600),
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert "40 games of goldrush vs bigmoney" in done.stdout
    assert "again: referee simulate bots/gold_rush.toml big-money --games 40 --seed 2" in done.stdout


def test_a_strategy_file_with_a_mistake_is_named_with_the_key(tmp_path: Path) -> None:
    bot = tmp_path / "bad.toml"
    bot.write_text('buy = ["province", "goldd"]\n', encoding="utf-8")
    done = run_simulate(str(bot), "big-money", "--games", "2")
    assert done.returncode == 2 and done.stdout == ""
    assert f"{bot}: buy[2].card: " in done.stderr and "goldd" in done.stderr


def test_an_ejected_strategy_is_reported_in_red_with_the_first_reason() -> None:
    import io

    from rich.console import Console

    from referee.cli.simulate import print_summary
    from referee.simulate import SimulatedGame, SimulatedPlayer, Simulation, summarize

    reason = "illegal-play: (buy province) needs 8 coins, you have 5"
    games = [
        SimulatedGame(
            i, i // 2, i % 2, i // 2, "last-player-standing", 3, ("bb",),
            (SimulatedPlayer("aa", 0, 3, 1, 2, (3,), reason), SimulatedPlayer("bb", 1, 3, 1, 1, (3,))),
        )
        for i in range(4)
    ]  # fmt: skip
    simulation = Simulation(("big-money", "big-money"), ("aa", "bb"), KINGDOM.split(","), 4, 0)
    summary = summarize(simulation, games)
    assert summary.strategies[0].ejections == 4 and summary.strategies[1].ejections == 0
    out = io.StringIO()
    print_summary(Console(file=out, width=200), summary, "given", "referee simulate ...")
    said = "aa was ejected from 4 games (its strategy made an illegal play or answer); the first: game 0: "
    assert said + reason in out.getvalue()


def test_ctrl_c_stops_the_workers_and_exits_130() -> None:
    import os
    import signal
    import time

    command = referee_command()
    process = subprocess.Popen(
        [
            *command,
            "simulate",
            "big-money",
            "smithy-money",
            "--games",
            "1000000",
            "--jobs",
            "2",
            "--seed",
            "1",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # a process group of its own, as a terminal's foreground job
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        assert process.stderr is not None
        assert process.stderr.readline().startswith("simulation seed 1;")
        time.sleep(2)  # the workers are playing
        os.killpg(process.pid, signal.SIGINT)  # what Ctrl-C does: the whole foreground group
        out, err = process.communicate(timeout=patience(120))
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 130
    assert err.strip().endswith("referee: interrupted")  # a simulation runs no player process
    time.sleep(1)
    with pytest.raises(ProcessLookupError):
        os.killpg(process.pid, 0)  # no worker is left in the group


@pytest.mark.parametrize("terminal", [True, False])
def test_progress_advances_by_whole_batches(terminal: bool) -> None:
    import io

    from rich.console import Console

    from referee.tournament.report import LiveProgress

    out = io.StringIO()
    console = Console(file=out, force_terminal=terminal, width=120)
    with LiveProgress(console) as live:
        live.start(10, 0)
        live.advance(4)
        live.advance(6)
        if terminal:
            assert live.progress.tasks[0].completed == 10
    if not terminal:
        assert out.getvalue().splitlines()[-1].startswith("progress: 10 of 10 games (100.0%)")


def test_a_young_witch_kingdom_names_its_bane_and_a_familiar_needs_no_other_potion_card() -> None:
    """The random kingdom around a Young Witch strategy has an eleventh pile, shown as its Bane; the one
    around a Familiar strategy is drawn without the 3 to 5 potion cards a table kingdom wants."""
    done = run_simulate("young-witch", "familiar-money", "--games", "20", "--seed", "28", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    line = done.stdout.splitlines()[1]
    assert line.startswith("kingdom (random with seed 28, holding familiar, young-witch): "), line
    cards, bane = line.split(": ", 1)[1].split("; Bane: ")
    assert len(cards.split(", ")) == 10 and "familiar" in cards and "young-witch" in cards
    from protocol.catalogue import CATALOGUE

    facts = CATALOGUE[bane]
    assert facts.kingdom and facts.cost in (2, 3) and not facts.potion and bane not in cards.split(", ")


def test_a_file_buying_a_kingdom_card_absent_from_the_kingdom_is_told_so(tmp_path: Path) -> None:
    """A strategy file whose buy list names a kingdom pile the kingdom lacks never buys it: the run says so,
    with what to change; once the file requires it, the drawn kingdom holds it and nothing is said."""
    path = tmp_path / "knight-money.toml"
    path.write_text('name = "knight-money"\nbuy = ["province", "gold", "knights", "smithy", "silver"]\n')
    done = run_simulate(str(path), "big_money", "--games", "2", "--seed", "3", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    assert (
        "note: knight-money buys knights, smithy, not in this kingdom, so it never buys them here: add them "
        "to its requires to draw a kingdom holding them, or give --kingdom"
    ) in done.stderr, done.stderr
    path.write_text(path.read_text() + 'requires = ["knights", "smithy"]\n')
    done = run_simulate(str(path), "big_money", "--games", "2", "--seed", "3", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    assert "holding knights, smithy" in done.stderr and "note:" not in done.stderr, done.stderr
