"""Hostile strategy files (tests/data/strategies/): each gets the documented one-line error naming the file,
the line and, for what TOML reads, the column (docs/simulate.md, "Mistakes in a file"), from
`python -m players.strategy` and `referee simulate` alike; never a traceback. A condition is read in time
linear in its length, and a long valid one plays."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from players.conditions import compile_condition
from players.strategy import StrategyError, read_strategy
from tests.cli import patience, referee_command

ROOT = Path(__file__).resolve().parents[2]
HOSTILE = ROOT / "tests" / "data" / "strategies"

EXPECTED = {
    "deep-condition.toml": ("line 2", "buy[1].if", "column 33: nested deeper than 32 levels of (, not and -"),
    "deep-not.toml": ("line 2", "buy[1].if", "column 129: nested deeper than 32 levels"),
    "deep-minus.toml": ("line 2", "buy[1].if", "column 33: nested deeper than 32 levels"),
    "long-product.toml": ("line 2", "buy[1].if", "a product of more than 16 factors"),
    "huge-number-condition.toml": ("line 2", "buy[1].if", "column 9: a number of more than 9 digits"),
    "deep-array.toml": ("line 2, column 23", "", "nested deeper than 16 levels of [ and {"),
    "deep-inline-table.toml": ("line 3, column 88", "", "nested deeper than 16 levels of [ and {"),
    "huge-integer.toml": ("line 3, column 36", "", "a number of more than 100 digits"),
    "not-utf8.toml": ("line 2, column 13", "", "not UTF-8 text (byte 0xff)"),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_hostile_file_gets_one_line_naming_the_file_and_the_line(name: str) -> None:
    where, key, message = EXPECTED[name]
    path = HOSTILE / name
    with pytest.raises(StrategyError) as caught:
        read_strategy(path)
    text = str(caught.value)
    assert text.startswith(f"{path}, {where}: {key + ': ' if key else ''}"), text
    assert message in text and "\n" not in text and len(text) < 400, text


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_commands_print_that_line_and_no_traceback(name: str) -> None:
    path = str(HOSTILE / name)
    for command in (
        [sys.executable, "-m", "players.strategy", path],
        [*referee_command(), "simulate", "--games", "2", path, "big-money"],
    ):
        run = subprocess.run(
            command, capture_output=True, text=True, timeout=patience(120), cwd=ROOT, stdin=subprocess.DEVNULL
        )
        assert run.returncode == 2, run.stderr
        assert "Traceback" not in run.stderr and "internal error" not in run.stderr, run.stderr
        [line] = run.stderr.splitlines()
        assert f"{path}, {EXPECTED[name][0]}: " in line and EXPECTED[name][2] in line, line


def test_a_long_sum_loads_and_plays() -> None:
    run = subprocess.run(
        [
            *referee_command(),
            "simulate",
            "--games",
            "2",
            "--seed",
            "1",
            str(HOSTILE / "long-sum.toml"),
            "big-money",
        ],
        capture_output=True,
        text=True,
        timeout=patience(300),
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stderr[-2000:]


class CountedText(str):
    """A condition that counts the characters copied out of it by slicing."""

    copied = 0

    def __getitem__(self, index):  # noqa: ANN001 - as str's
        piece = super().__getitem__(index)
        CountedText.copied += len(piece)
        return piece


def test_reading_a_condition_copies_no_more_than_its_length() -> None:
    text = CountedText(" and ".join(["coins > 1"] * 5000))
    CountedText.copied = 0
    compile_condition(text, {"coins": lambda c: 3}, {}, str)
    # Copying the rest of the text at each token (the old tokenizer) copies ~ n^2 / 28 characters here.
    assert CountedText.copied <= 2 * len(text), CountedText.copied
