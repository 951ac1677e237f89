"""One option per meaning across the commands: the same name, form and default for the kingdom, the players
per game and the reply time limit (and the seed's and time limits' placeholders), and the old spellings of
`referee serve` still accepted with a deprecation line."""

from __future__ import annotations

import argparse

import pytest

from referee.cli import check as conformance
from referee.cli import compare
from referee.cli import main as cli
from referee.cli import serve as serve_cli
from referee.cli import simulate as simulate_cli
from referee.cli import tournament as tournament_cli
from referee.seats.process import Limits

PARSERS = {
    "referee": cli.build_parser,
    "tournament": tournament_cli.build_tournament_parser,
    "compare": compare.build_parser,
    "check": conformance.build_parser,
    "simulate": simulate_cli.build_parser,
    "serve": serve_cli.build_parser,
}


def option(parser: argparse.ArgumentParser, name: str) -> argparse.Action | None:
    return next(
        (a for a in parser._actions if name in a.option_strings and a.help != argparse.SUPPRESS), None
    )


@pytest.mark.parametrize("command", PARSERS)
def test_the_same_meaning_has_the_same_name_form_and_default(command: str) -> None:
    parser = PARSERS[command]()
    kingdom = option(parser, "--kingdom")
    if kingdom is not None:
        assert (kingdom.metavar, kingdom.nargs) == ("CARDS|random", None)
    timeout = option(parser, "--timeout")
    if timeout is not None:
        assert timeout.metavar == "SECONDS"
        # Given or left to the limits' own default: 5 s either way.
        assert (timeout.default or Limits().reply_timeout) == 5.0
        assert "(default 5)" in timeout.help
    first = option(parser, "--first-timeout")
    if first is not None:
        assert first.metavar == "SECONDS"
        # A game's 20 s in `referee check` too (5 s failed slow-starting programs on a busy machine).
        assert (first.default or Limits().first_reply_timeout) == Limits().first_reply_timeout == 20.0
    jobs = option(parser, "--jobs")
    if jobs is not None:
        assert jobs.metavar == "J"
    seed = option(parser, "--seed")
    if seed is not None:
        assert seed.metavar == "N"
    assert option(parser, "--players") is None  # players per game has one name
    if command in ("tournament", "serve"):
        per_game = option(parser, "--players-per-game")
        assert per_game is not None and (per_game.metavar, per_game.default) == ("K", 2)


def serve_config(capsys: pytest.CaptureFixture[str], *args: str):
    options = serve_cli.build_parser().parse_args(serve_cli.joined_kingdom(list(args)))
    return serve_cli.config_of(options), capsys.readouterr().err.splitlines()


KINGDOM = ["ThroneRoom", "cellar", "chapel", "moat", "harbinger", "merchant", "vassal", "village", "workshop",
           "bureaucrat"]  # fmt: skip


def test_serve_takes_the_options_of_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    config, err = serve_config(capsys, "--kingdom", ",".join(KINGDOM), "--players-per-game", "3")
    assert err == []
    assert config.players == 3 and "throne-room" in (config.kingdom or ())
    assert config.limits.reply_timeout == 5.0  # as every other command
    config, err = serve_config(capsys, "--kingdom", "random")
    assert err == [] and config.kingdom is None and config.players == 2


def test_serves_old_spellings_still_work_with_a_deprecation_line(capsys: pytest.CaptureFixture[str]) -> None:
    config, err = serve_config(capsys, "--kingdom", *KINGDOM, "--players", "4", "--timeout", "30")
    assert err == [
        "referee serve: --kingdom CARD CARD ... is deprecated, give the cards as one argument separated by "
        "commas: --kingdom CARD,CARD,...",
        "referee serve: --players is deprecated, use --players-per-game (same meaning)",
    ]
    assert config.players == 4 and len(config.kingdom or ()) == 10 and config.limits.reply_timeout == 30.0
    with pytest.raises(Exception, match="expected 2 to 4 players per game, got '5'"):
        serve_cli.build_parser().parse_args(["--players", "5"])
