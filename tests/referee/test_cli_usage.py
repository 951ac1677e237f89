"""Misuse of `referee`: exit status 2 and one line saying what is wrong, before any player starts."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from referee.cli.main import main
from tests.cli import patience, referee_command

BIG = f"{sys.executable} -m players.big_money"


def run_referee(*args: str, cwd=None) -> subprocess.CompletedProcess[str]:
    """Run the installed `referee` command (falling back to `python -m referee.cli`)."""
    command = referee_command()
    return subprocess.run([*command, *args], capture_output=True, text=True, timeout=patience(60), cwd=cwd)


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        ((), "the following arguments are required: PLAYER"),
        ((BIG,), "a game needs 2 to 4 players, got 1"),
        ((BIG,) * 5, "a game needs 2 to 4 players, got 5"),
        (("--bogus", BIG, BIG), "unrecognized arguments: --bogus"),
        (("--protocol", "7", BIG, BIG), "argument --protocol: invalid choice: 7"),
        (("--seed", "x", BIG, BIG), "argument --seed: expected a whole number, got 'x'"),
        (("--seed", "-5", BIG, BIG), "argument --seed: expected 0 to"),
        (("--timeout", "0", BIG, BIG), "argument --timeout: expected a positive number of seconds"),
        (("--turn-limit", "0", BIG, BIG), "argument --turn-limit: expected at least 1 turn"),
        ((f"p1={BIG}", BIG), "bad player name 'p1'"),
        ((f"ann={BIG}", f"ann={BIG}"), "two players are named 'ann'"),
        (("no-such-program-xyz --fast", BIG), "program 'no-such-program-xyz' not found on PATH"),
        (("./no/such/bot", BIG), "program './no/such/bot' not found"),
        (("--log", "/no/such/dir/game.jsonl", BIG, BIG), "does not exist"),
        # /proc allows a write by its permission bits but creates no file: only trying tells.
        (("--log", "/proc/x.jsonl", BIG, BIG), "--log '/proc/x.jsonl' cannot be written"),
        (
            ("--run-as", "no-such-user-xyz", BIG, BIG),
            "--run-as no-such-user-xyz: Limits.run_as: there is no user",
        ),
    ],
)
def test_misuse_exits_2_with_one_line(args: tuple[str, ...], reason: str) -> None:
    completed = run_referee(*args)
    assert completed.returncode == 2, completed.stderr
    assert completed.stdout == ""
    lines = completed.stderr.splitlines()
    assert len(lines) == 1, completed.stderr
    assert lines[0].startswith("referee: error: ")
    assert reason in lines[0]
    assert lines[0].endswith("(see referee --help)")


def test_misuse_starts_no_player(tmp_path) -> None:
    marker = tmp_path / "started"
    bot = tmp_path / "bot"
    bot.write_text(f"#!/bin/sh\ntouch {marker}\n")
    bot.chmod(0o755)
    completed = run_referee(str(bot), "no-such-program-xyz")
    assert completed.returncode == 2
    assert not marker.exists()


def test_help_lists_options_with_examples_subcommands_and_reference_players() -> None:
    completed = run_referee("--help")
    assert completed.returncode == 0
    text = completed.stdout
    for option in ("--protocol", "--seed", "--timeout", "--first-timeout", "--turn-limit", "--log",
                   "--stderr-dir", "--json", "-v"):  # fmt: skip
        assert option in text
    assert text.count("Example:") >= 9
    for subcommand in ("check", "validate", "tournament", "standings"):
        assert f"\n  {subcommand} " in text
    for player in ("big_money", "smithy_money", "random_legal", "militia_money"):
        assert player in text


def test_main_returns_the_status_instead_of_exiting(capsys) -> None:
    assert main(["--help"]) == 0
    assert main([BIG]) == 2
    assert "got 1" in capsys.readouterr().err


@pytest.mark.parametrize("subcommand", ["check", "validate", "tournament", "standings"])
def test_subcommands_are_dispatched(subcommand: str) -> None:
    completed = run_referee(subcommand, "--help")
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.startswith(f"usage: referee {subcommand}")


def test_a_program_in_the_current_directory_without_its_dot_slash_is_suggested_it(tmp_path) -> None:
    money = tmp_path / "money"
    money.write_text("#!/bin/sh\nexec python3 -m players.big_money\n")
    money.chmod(0o755)
    done = run_referee("money", BIG, cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        "referee: error: program 'money' not found on PATH; to run the file money here, write ./money "
        "(see referee --help)"
    ]
    assert run_referee("nomoney", BIG, cwd=tmp_path).stderr.startswith(
        "referee: error: program 'nomoney' not found on PATH (see"
    )


@pytest.mark.parametrize(
    ("subcommand", "example"),
    [
        ("", "witch,chapel,village,smithy,market,moat,cellar,mine,gardens,throne-room"),
        ("simulate", "cellar,chapel,festival,laboratory,market,militia,moat,smithy,village,witch"),
        ("tournament", "witch,chapel,village,smithy,market,moat,cellar,mine,gardens,throne-room"),
    ],
)
def test_help_keeps_an_example_whole_on_one_line_to_be_copied(subcommand: str, example: str) -> None:
    completed = subprocess.run(
        [*referee_command(), *([subcommand] if subcommand else []), "--help"],
        capture_output=True,
        text=True,
        timeout=patience(60),
        env={**os.environ, "COLUMNS": "80"},
    )
    assert completed.returncode == 0, completed.stderr
    # In the options' help (indented 24 columns by argparse), not only in the epilog's raw examples.
    assert f"{' ' * 24}{example}" in completed.stdout.splitlines()


def test_help_names_protocol_5_and_what_its_random_kingdom_draws_from() -> None:
    text = " ".join(run_referee("--help").stdout.split())
    assert "Dominion Protocol (v1 to v5)" in text
    from referee.cli.options import v5_sets

    # The sets are read from the catalogue: every set after the base game.
    assert f"of the catalogue (v5: base game, {v5_sets()})" in text
    assert v5_sets().startswith("Intrigue, Seaside, Alchemy, Prosperity, Cornucopia, Hinterlands, ")


def test_help_shows_a_v5_game_a_strategy_file_and_the_v5_decision_kinds_a_student_meets() -> None:
    text = run_referee("--help").stdout
    assert "  referee --protocol 5 --kingdom random --seed 7 -v A B" in text.splitlines()
    assert '"python -m players.strategy chapel-laboratory"' in text
    words = " ".join(text.split())
    for said in ("docs/protocol.md, Version 5", "an insert", "an ordered choose", "Black Market's play"):
        assert said in words, said
    assert "strategy files (players/strategies, run as: python -m players.strategy NAME" in words
