"""`referee.cli.options`: the argument types, the parser and the usage line every `referee` command shares."""

from __future__ import annotations

import argparse

import pytest

from referee.cli import options as cliargs
from referee.errors import UsageError
from referee.match import MAX_SEED


@pytest.mark.parametrize(("text", "value"), [("2.5", 2.5), ("1", 1.0), ("1e-3", 0.001), ("1000000", 1e6)])
def test_positive_seconds_accepts_finite_positive_numbers(text: str, value: float) -> None:
    assert cliargs.positive_seconds(text) == value


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("x", "expected a number of seconds, got 'x'"),
        ("0", "expected a positive number of seconds, got '0'"),
        ("-1", "expected a positive number of seconds, got '-1'"),
        ("nan", "expected a positive number of seconds, got 'nan'"),
        ("inf", "expected a positive number of seconds, got 'inf'"),
        ("2e6", "expected at most 1000000 seconds, got '2e6'"),
    ],
)
def test_positive_seconds_rejects_with_the_text_quoted(text: str, message: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError) as raised:
        cliargs.positive_seconds(text)
    assert str(raised.value) == message


def test_seed_spans_0_to_max_seed() -> None:
    assert cliargs.seed("0") == 0
    assert cliargs.seed(str(MAX_SEED)) == MAX_SEED
    for text, message in [
        ("x", "expected a whole number, got 'x'"),
        ("-1", f"expected 0 to {MAX_SEED}, got '-1'"),
        (str(MAX_SEED + 1), f"expected 0 to {MAX_SEED}, got '{MAX_SEED + 1}'"),
    ]:
        with pytest.raises(argparse.ArgumentTypeError) as raised:
            cliargs.seed(text)
        assert str(raised.value) == message


def test_positive_int_names_its_unit_in_singular_and_plural() -> None:
    turns = cliargs.positive_int("turn")
    assert turns("1") == 1 and turns("30") == 30
    with pytest.raises(argparse.ArgumentTypeError, match=r"^expected at least 1 turn, got '0'$"):
        turns("0")
    with pytest.raises(argparse.ArgumentTypeError, match=r"^expected a whole number of turns, got '2.5'$"):
        turns("2.5")


def _parser() -> cliargs.Parser:
    parser = cliargs.Parser("demo", description="a demonstration command")
    parser.add_argument("--jobs", type=cliargs.positive_int("job"), default=1)
    parser.add_argument("files", nargs="*")
    return parser


def test_parser_raises_usage_error_instead_of_exiting() -> None:
    parser = _parser()
    assert parser.prog == "referee demo"
    assert cliargs.Parser().prog == "referee"
    with pytest.raises(UsageError, match=r"^argument --jobs: expected at least 1 job, got '0'$"):
        parser.parse_args(["--jobs", "0"])


def test_usage_line_is_one_line_with_the_help_hint() -> None:
    assert cliargs.usage_line("referee demo", "bad\n  thing") == (
        "referee demo: error: bad thing (see referee demo --help)"
    )


def test_an_error_that_says_what_to_do_gets_no_second_hint() -> None:
    advised = cliargs.AdvisedUsageError("no such thing; run referee demo --list")
    assert cliargs.usage_line("referee demo", advised) == (
        "referee demo: error: no such thing; run referee demo --list"
    )
    assert cliargs.usage_line("referee demo", "bad", hint=False) == "referee demo: error: bad"


def test_run_command_returns_the_body_status_and_passes_the_options() -> None:
    seen: list[argparse.Namespace] = []
    status = cliargs.run_command(
        _parser(), ["a", "--jobs", "3", "b"], lambda o: seen.append(o) or 7, intermixed=True
    )
    assert status == 7
    assert seen[0].jobs == 3 and seen[0].files == ["a", "b"]


def test_run_command_prints_one_usage_line_and_returns_2(capsys) -> None:
    assert cliargs.run_command(_parser(), ["--jobs", "x"], lambda o: 0) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "referee demo: error: argument --jobs: expected a whole number of jobs, got 'x' "
        "(see referee demo --help)\n"
    )


def test_run_command_reports_a_usage_error_raised_by_the_body(capsys) -> None:
    def body(options: argparse.Namespace) -> int:
        raise UsageError(f"no file called {options.files[0]!r}")

    assert cliargs.run_command(_parser(), ["absent.txt"], body) == 2
    assert (
        capsys.readouterr().err
        == "referee demo: error: no file called 'absent.txt' (see referee demo --help)\n"
    )


def test_help_returns_0_without_ending_the_process(capsys) -> None:
    ran: list[bool] = []
    assert cliargs.run_command(_parser(), ["--help"], lambda o: ran.append(True) or 0) == 0
    assert "a demonstration command" in capsys.readouterr().out
    assert ran == []


def test_game_options_give_limits_with_only_the_time_limits_given() -> None:
    from referee.seats.process import Limits

    parser = cliargs.Parser("demo")
    cliargs.add_game_options(parser)
    options = parser.parse_args(["--timeout", "2.5"])
    assert (options.protocol, options.turn_limit) == (3, 100)
    assert cliargs.limits(options) == Limits(reply_timeout=2.5)
    options = parser.parse_args(["--protocol", "1", "--first-timeout", "60", "--turn-limit", "30"])
    assert (options.protocol, options.turn_limit) == (1, 30)
    assert cliargs.limits(options) == Limits(first_reply_timeout=60.0)


def test_writable_file_names_the_option_and_what_is_wrong(tmp_path) -> None:
    assert cliargs.writable_file(str(tmp_path / "out.json"), "--json") == tmp_path / "out.json"
    with pytest.raises(UsageError, match=r"^--json '.*' is a directory; give a file name$"):
        cliargs.writable_file(str(tmp_path), "--json")
    with pytest.raises(
        UsageError, match=r"^--log '.*/absent/game.jsonl': directory '.*/absent' does not exist$"
    ):
        cliargs.writable_file(str(tmp_path / "absent" / "game.jsonl"), "--log")
