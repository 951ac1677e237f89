"""Player names and seeds of a match: derived from commands, letters only, unique; one-way player seeds."""

from __future__ import annotations

import hashlib
import shlex

import pytest

from referee.errors import UsageError
from referee.match import (
    MAX_SEED,
    MatchConfig,
    find_program,
    name_from_command,
    parse_player,
    player_seed,
    players_from_specs,
    unique_names,
)


@pytest.mark.parametrize(
    ("command", "name"),
    [
        ("python -m players.big_money", "bigmoney"),
        ("python3 -u -m players.random_legal --seed 3", "randomlegal"),
        ("/usr/bin/python3.11 -X dev bots/Smart_Bot2.py --fast", "smartbot"),
        ("pypy3 -mplayers.village_smithy", "villagesmithy"),
        ("java -cp build/classes org.example.MyBot", "mybot"),
        ("java -Xmx512m -jar target/Dominion-Player-1.0.jar", "dominionplayer"),
        ("node dist/player.js", "player"),
        ("racket player.rkt", "player"),
        ("ruby -w my_bot.rb", "mybot"),
        ("sh -c 'exec ./x'", "sh"),
        ("python -c 'import x'", "python"),
        ("./my-player2", "myplayer"),
        ("/opt/bots/Greedy", "greedy"),
        ("env DEBUG=1 python3 ./a/b/smart_bot.py", "smartbot"),
        ("./2048", "player"),
        ("node", "node"),
        # A strategy file is named after the strategy, not after the module that plays it.
        ("python -m players.strategy smithy-money", "smithymoney"),
        ("python3 -m players.strategy --protocol 4 strategies/my_bot.toml", "mybot"),
        ("python -mplayers.strategy double-witch", "doublewitch"),
        ("python -m players.strategy", "strategy"),
    ],
)
def test_names_come_from_the_module_script_jar_class_or_program(command: str, name: str) -> None:
    assert name_from_command(shlex.split(command)) == name


def test_repeated_derived_names_get_letter_suffixes_and_given_names_are_kept() -> None:
    big = ["python", "-m", "players.big_money"]
    assert unique_names([None, None, None], [big, big, big]) == ["bigmoney", "bigmoneyb", "bigmoneyc"]
    # A suffix already taken by a given name is skipped.
    assert unique_names([None, "bigmoneyb", None], [big, big, big]) == ["bigmoney", "bigmoneyb", "bigmoneyc"]
    assert unique_names(["bigmoney", None], [big, big]) == ["bigmoney", "bigmoneyb"]


def test_given_names_must_be_letters_and_distinct() -> None:
    big = ["python", "-m", "players.big_money"]
    with pytest.raises(UsageError, match="letters"):
        unique_names(["ann1", None], [big, big])
    with pytest.raises(UsageError, match="unique"):
        unique_names(["ann", "ann"], [big, big])


@pytest.mark.parametrize(
    ("spec", "name", "argv"),
    [
        ("alice=python -m players.big_money", "alice", ["python", "-m", "players.big_money"]),
        ("Bob=./bot 'two words'", "Bob", ["./bot", "two words"]),
        ("./bot --level=3", None, ["./bot", "--level=3"]),
        ("python bot.py --x=1", None, ["python", "bot.py", "--x=1"]),
        ("dir/x=y/bot", None, ["dir/x=y/bot"]),
    ],
)
def test_player_specs_split_like_a_shell(spec: str, name: str | None, argv: list[str]) -> None:
    assert parse_player(spec) == (name, argv)


@pytest.mark.parametrize(
    ("spec", "reason"),
    [
        ("p1=./bot", "bad player name 'p1'"),
        ("big_money=./bot", "letters"),
        ("alice=", "no command"),
        ("", "no command"),
        ("'unclosed", "like a shell"),
    ],
)
def test_bad_player_specs_are_usage_errors_naming_the_problem(spec: str, reason: str) -> None:
    with pytest.raises(UsageError, match=reason):
        parse_player(spec)


def test_config_checks_player_count_names_version_seed_and_turn_limit() -> None:
    cmd = ("python", "-m", "players.big_money")
    good = {"players": (("a", cmd), ("b", cmd)), "seed": 1}
    assert MatchConfig(**good).players == (("a", cmd), ("b", cmd))
    assert MatchConfig(players=[("a", list(cmd)), ("b", list(cmd))], seed=1).players[0] == ("a", cmd)
    for change, reason in [
        ({"players": (("a", cmd),)}, "2 to 4 players, got 1"),
        ({"players": tuple((n, cmd) for n in "abcde")}, "2 to 4 players, got 5"),
        ({"players": (("a", cmd), ("a", cmd))}, "unique"),
        ({"players": (("a1", cmd), ("b", cmd))}, "letters"),
        ({"players": (("a", ()), ("b", cmd))}, "empty command"),
        ({"players": (("a", "python -m x"), ("b", cmd))}, "not the string"),
        ({"version": 7}, "protocol version 7"),
        ({"version": 4}, "a protocol 4 game needs its kingdom"),
        ({"seed": -1}, "bad seed"),
        ({"seed": MAX_SEED + 1}, "bad seed"),
        ({"turn_limit": 0}, "turn limit"),
    ]:
        with pytest.raises(UsageError, match=reason):
            MatchConfig(**{**good, **change})


def test_player_seed_is_the_documented_hash() -> None:
    # docs/referee.md: the first 8 bytes of sha256("SEED:NAME"), big-endian, shifted right by one bit.
    digest = hashlib.sha256(b"42:ann").digest()
    assert player_seed(42, "ann") == int.from_bytes(digest[:8], "big") // 2 == 2969440193699059893


def test_player_seeds_are_deterministic_distinct_and_not_the_game_seed() -> None:
    seeds = {player_seed(seed, name) for seed in range(50) for name in ("ann", "bob")}
    assert len(seeds) == 100
    assert all(0 <= s < 2**63 for s in seeds)
    assert player_seed(42, "ann") != 42


def test_find_program_is_the_one_of_referee_process() -> None:
    """One check of a program's start-up for the command line and the seats (tested in test_process_seat)."""
    import referee.seats.process

    assert find_program is referee.seats.process.find_program


def test_players_from_specs_names_every_player_before_any_starts() -> None:
    assert players_from_specs(
        ["python -m players.big_money", "ann=sh -c 'exit 0'", "python -m players.big_money"]
    ) == (
        ("bigmoney", ("python", "-m", "players.big_money")),
        ("ann", ("sh", "-c", "exit 0")),
        ("bigmoneyb", ("python", "-m", "players.big_money")),
    )
    with pytest.raises(UsageError, match="not found on PATH"):
        players_from_specs(["sh", "no-such-program-xyz"])
    with pytest.raises(UsageError, match="two players are named 'ann'"):
        players_from_specs(["ann=sh", "ann=sh"])
