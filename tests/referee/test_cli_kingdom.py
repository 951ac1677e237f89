"""`--kingdom`, `--kingdom-seed` and `--edition` of `referee` and `referee tournament`: what they accept, the
errors for what they refuse (naming the card and what is expected), and the kingdom and edition recorded in
the result, the report and the replay command (real games between real player processes)."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from referee.kingdom import RANDOM, KingdomError, game_kingdom, introduced_in, parse_kingdom
from tests.cli import patience

ROOT = Path(__file__).resolve().parents[2]
BIG = f"{sys.executable} -m players.big_money"
SMITHY = f"{sys.executable} -m players.smithy_money"
V3 = "mine,cellar,market,remodel,smithy,village,woodcutter,workshop,militia,moat"
PROSPERITY = "city,clerk,collection,investment,ironworks,pawn,rabble,vault,war-chest,watchtower"
V4 = "witch,chapel,village,smithy,market,moat,cellar,mine,gardens,throne-room"


def referee(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["referee", *args], capture_output=True, text=True, timeout=patience(300), cwd=ROOT)


def test_a_kingdom_is_ten_cards_in_supply_order_or_random() -> None:
    assert parse_kingdom(" Throne Room, witch,CHAPEL,village,smithy,market,moat,cellar,mine,gardens") == (
        "mine", "cellar", "market", "smithy", "village", "moat", "chapel", "gardens", "throne-room", "witch"
    )  # fmt: skip
    assert parse_kingdom("Random") == RANDOM
    assert [introduced_in(card) for card in ("mine", "cellar", "moat", "witch", "gardens")] == [1, 2, 3, 4, 4]
    assert [introduced_in(card) for card in ("city", "pawn", "kings-court")] == [5, 5, 5]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("wich," + V3.split(",", 1)[1], "unknown card 'wich': did you mean witch?"),
        ("copper," + V3.split(",", 1)[1], "'copper' is not a kingdom card: it is in every game's supply"),
        (
            "witch,chapel",
            "2 kingdom cards given (witch, chapel): expected 10 kingdom cards separated by commas",
        ),
        ("witch,witch", "witch is given twice: a kingdom holds each card once"),
        (",", "no card in ',': expected 10 kingdom cards separated by commas, or random"),
    ],
)
def test_bad_kingdoms_name_the_card_and_what_is_expected(text: str, message: str) -> None:
    with pytest.raises(KingdomError) as caught:
        parse_kingdom(text)
    assert message in str(caught.value)


@pytest.mark.parametrize(
    ("version", "kingdom", "message"),
    [
        (3, V4, "chapel is a v4 card: use --protocol 4"),
        (1, V4, "chapel is a v4 card: use --protocol 4"),
        (2, V3, "militia is a v3 card: use --protocol 3"),
        (1, V3, "militia is a v3 card: use --protocol 3"),
        (3, RANDOM, "--kingdom random draws from every card of the base game: use --protocol 4"),
        (3, PROSPERITY, "city is a v5 card: use --protocol 5"),
        (
            1,
            "mine,chapel,witch,village,smithy,market,moat,cellar,gardens,city",
            "city is a v5 card: use --protocol 5",
        ),
    ],
)
def test_a_v1_to_v3_game_is_refused_a_card_of_a_later_version(
    version: int, kingdom: str, message: str
) -> None:
    given = kingdom if kingdom == RANDOM else parse_kingdom(kingdom)
    with pytest.raises(KingdomError) as caught:
        game_kingdom(given, version, 1)
    assert str(caught.value).startswith(message)


def test_a_v3_game_may_name_its_own_kingdom_in_any_order() -> None:
    assert game_kingdom(parse_kingdom(",".join(reversed(V3.split(",")))), 3, 1) is None
    assert game_kingdom(None, 3, 1) is None


def test_a_v4_kingdom_is_the_given_one_or_drawn_from_the_seed() -> None:
    assert game_kingdom(parse_kingdom(V4), 4, 1) == parse_kingdom(V4)
    drawn = game_kingdom(RANDOM, 4, 7)
    assert drawn == game_kingdom(None, 4, 7) == game_kingdom(RANDOM, 4, 7) != game_kingdom(RANDOM, 4, 8)
    assert drawn == parse_kingdom(",".join(drawn))  # 10 distinct kingdom cards, in supply order


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (
            ("--kingdom", V4, "a", "b"),
            "referee: error: --kingdom: chapel is a v4 card: use --protocol 4 (see referee --help)",
        ),
        (
            ("--protocol", "2", "--kingdom", V3, "a", "b"),
            "referee: error: --kingdom: militia is a v3 card: use --protocol 3 (see referee --help)",
        ),
        (
            ("--kingdom", "witch,chapel,villige", "a", "b"),
            "referee: error: argument --kingdom: unknown card 'villige': did you mean village? "
            "(see referee --help)",
        ),
        (
            ("--kingdom", PROSPERITY, "a", "b"),
            "referee: error: --kingdom: city is a v5 card: use --protocol 5 (see referee --help)",
        ),
        (
            ("--edition", "3", "a", "b"),
            "referee: error: argument --edition: invalid choice: 3 (choose from 1, 2)",
        ),
        (
            ("--kingdom-seed", "4", "a", "b"),
            "referee: error: --kingdom-seed seeds a drawn kingdom: it goes with --protocol 4 and --kingdom "
            "random (or no --kingdom), not with a list of cards or a v1-v3 game (see referee --help)",
        ),
        (
            ("tournament", "--kingdom", V4, "a", "b"),
            "referee tournament: error: --kingdom: chapel is a v4 card: use --protocol 4 "
            "(see referee tournament --help)",
        ),
    ],
)
def test_kingdom_misuse_is_one_line_and_exit_2_before_any_player_starts(
    args: tuple[str, ...], line: str
) -> None:
    done = referee(*args)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.splitlines() == [line] or done.stderr.startswith(line), done.stderr


def test_the_edition_and_kingdom_are_in_the_result_and_the_replay_command_replays_the_game(
    tmp_path: Path,
) -> None:
    log = tmp_path / "game.jsonl"
    done = referee("--json", "--seed", "5", "--edition", "1", "--kingdom", V3, "--log", str(log), BIG, SMITHY)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert (result["kingdom"], result["edition"]) == (V3.split(","), 1)
    assert result["replay"].startswith("referee --edition 1 --seed 5 ")
    again = json.loads(referee("--json", *shlex.split(result["replay"])[1:]).stdout)
    assert {**again, "players": None} == {**result, "players": None}
    assert [(p["score"], p["turns"]) for p in again["players"]] == [
        (p["score"], p["turns"]) for p in result["players"]
    ]
    shown = referee("replay", str(log)).stdout.splitlines()
    assert shown[1] == f"Kingdom: {V3.replace(',', ', ')} (edition 1)"


def test_a_v3_game_shows_no_kingdom_line_and_its_replay_command_is_unchanged() -> None:
    done = referee("--seed", "5", BIG, SMITHY)
    assert done.returncode == 0, done.stderr
    assert not any(line.startswith("Kingdom:") for line in done.stdout.splitlines())
    assert f"Replay: referee --seed 5 'bigmoney={BIG}'" in done.stdout


def test_a_drawn_kingdom_holds_only_cards_the_oldest_player_knows() -> None:
    """With a v3 program in a v4 game (``--player-protocol NAME=3``) a drawn kingdom is v3's own 10 cards;
    a v2 or v1 program knows fewer than 10 kingdom cards, so no kingdom can be drawn for it."""
    assert game_kingdom(RANDOM, 4, 5, oldest=3) == parse_kingdom(V3) == game_kingdom(None, 4, 6, oldest=3)
    with pytest.raises(KingdomError, match="a player of protocol v2 knows 8 kingdom cards, too few"):
        game_kingdom(RANDOM, 4, 5, oldest=2)
    assert game_kingdom(parse_kingdom(V4), 4, 5, oldest=3) == parse_kingdom(V4)  # the match refuses it


def test_a_v3_program_in_a_v4_game_without_kingdom_plays_the_v3_cards() -> None:
    done = referee(
        "--json", "--protocol", "4", "--player-protocol", "smithymoney=3", "--seed", "3", BIG, SMITHY
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["kingdom"] == V3.split(",") and [p["ejection"] for p in result["players"]] == [None, None]


def test_a_v5_kingdom_drawn_without_older_players_holds_intrigue_and_prosperity_cards() -> None:
    """`referee tournament` and `referee compare` draw a v5 game's random kingdom with `game_kingdom`'s
    default: every kingdom card of the catalogue, not the base game's alone."""
    from protocol.catalogue import CATALOGUE

    drawn = [card for seed in range(10) for card in game_kingdom(RANDOM, 5, seed)]
    assert {CATALOGUE[card].set for card in drawn} >= {"intrigue", "prosperity"}
    assert all(CATALOGUE[card].kingdom for card in drawn)
    assert game_kingdom(RANDOM, 5, 3) == game_kingdom(RANDOM, 5, 3, oldest=5)
