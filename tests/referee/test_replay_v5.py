"""`referee replay` of a v5 game: each turn's state shows what v5 adds beside the cards (VP tokens, Coffers,
mats, pile tokens, the Trade Route mat) on a ``tokens:`` line; a v4 replay has none."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from protocol.messages import SeatRecord, StateV5
from referee.replay import v5_tokens
from tests.cli import run_referee as referee

ROOT = Path(__file__).resolve().parents[2]
RANDOM = f"{sys.executable} -m players.random_legal"
KINGDOM = "bishop,monument,goons,trade-route,workers-village,city,pawn,courtyard,steward,baron"
KEY = "00112233445566778899aabbccddeeff"


def test_a_v5_replay_shows_the_tokens_of_each_turn(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    game = referee(
        "--protocol", "5", "--kingdom", KINGDOM, "--seed", "1", "--player-seed-key", KEY,
        "--turn-limit", "10", "--log", str(log), RANDOM, RANDOM,
    )  # fmt: skip
    assert game.returncode == 0, game.stderr
    done = referee("replay", str(log))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    first = lines.index("turn 1: randomlegal")
    assert lines[first + 4] == (
        "  tokens: pile tokens estate trade-route, duchy trade-route, province trade-route,"
        " colony trade-route"
    ), lines[first : first + 6]


def test_a_v4_state_has_no_tokens() -> None:
    from protocol import parse_notification

    move = parse_notification(
        "(move ((players a b) (supply copper) (trash) (actions 1) (buys 1) (coins 0) (deck) (hand copper)"
        " (plays) (discards) (aside) (kingdom)))",
        4,
    )
    assert v5_tokens(move.state) == ""


def test_every_v5_token_is_said() -> None:
    state = StateV5(
        players=("ann", "bob"), supply=(), trash=(), actions=1, buys=1, coins=0, deck=(), hand=(), plays=(),
        discards=(), potions=1, trade_route=2, piles=(("estate", ("trade-route",)),),
        seats=(
            SeatRecord("ann", vp=3, coffers=1),
            SeatRecord("bob", mats=(("island", ("estate", "estate")),)),
        ),
    )  # fmt: skip
    assert v5_tokens(state) == (
        "ann 3 VP, 1 Coffers; bob island mat: 2 estate | pile tokens estate trade-route | trade route 2"
        " | potions 1"
    )


def test_a_possessed_turn_is_the_possessed_players_played_by_the_possessor(tmp_path: Path) -> None:
    """Possession: the possessor's program is sent the possessed player's (move ...); the replay names the
    possessed player as the mover and the possessor as the one who played."""
    log = tmp_path / "game.jsonl"
    possessor = f"{sys.executable} {ROOT / 'tests' / 'programs' / 'possessor.py'}"
    kingdom = (
        "possession,golem,apothecary,scrying-pool,university,alchemist,herbalist,transmute,familiar,smithy"
    )
    game = referee(
        "--protocol", "5", "--kingdom", kingdom, "--seed", "3", "--turn-limit", "30", "--log", str(log),
        f"ann={possessor}", f"bob={possessor}",
    )  # fmt: skip
    assert game.returncode == 0, game.stderr
    done = referee("replay", "--all", str(log))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    possessed = [line for line in lines if "(played by" in line]
    assert possessed, "no possessed turn in the game"
    heading = possessed[0]
    mover, by = heading.split(": ", 1)[1].split(" (played by ")
    assert mover != by.split(":")[0] and by.endswith(": a possessed turn)")
    at = lines.index(heading)
    # the state shown is the possessed player's, the plays are written by the possessor
    assert lines[at + 3].startswith(f"  {mover}: hand ")
    plays = [line for line in lines[at + 4 : at + 12] if line.startswith("  ") and ": (" in line]
    assert plays and all(line.startswith(f"  {by.split(':')[0]}: (") for line in plays)


def test_a_v5_replay_says_the_set_up_choices_as_the_game_did(tmp_path: Path) -> None:
    """Platinum and Colony (Prosperity) and Shelters (Dark Ages) are decided per game: the replay's heading
    (and so the report's game page) says each as the game's own report said it, in the same words."""
    kingdom = "bishop,monument,city,mint,vault,hermit,marauder,squire,rats,feodum"
    big_money = f"{sys.executable} -m players.big_money"
    for seed, colony, shelters in (
        (2, "Platinum and Colony: in the supply.",
         "Shelters: not in this game (each player started with 3 Estates)."),
        (4, "Platinum and Colony: not in this game.",
         "Shelters: each player started with Hovel, Necropolis, Overgrown Estate, not 3 Estates."),
    ):  # fmt: skip
        log = tmp_path / f"game-{seed}.jsonl"
        game = referee(
            "--protocol", "5", "--kingdom", kingdom, "--seed", str(seed), "--player-seed-key", KEY,
            "--turn-limit", "2", "--log", str(log), big_money, big_money,
        )  # fmt: skip
        assert game.returncode == 0, game.stderr
        assert [colony, shelters] == [
            line for line in game.stdout.splitlines() if line.startswith(("Pla", "She"))
        ]
        done = referee("replay", str(log))
        assert done.returncode == 0, done.stderr
        assert done.stdout.splitlines()[2:4] == [colony, shelters], done.stdout[:600]


def test_an_ordered_decision_of_several_cards_says_in_order(tmp_path: Path) -> None:
    """Black Market's cards left go under its deck in the order chosen: the replay says the order counts
    (`, in order`); a decision of at most one card says nothing of order."""
    from protocol import Decide, Move, to_wire
    from protocol.messages import Question

    state = StateV5(
        players=("ann", "bob"), supply=("copper",), trash=(), actions=0, buys=1, coins=2, deck=(),
        hand=("copper",), plays=("black-market",), discards=(),
        seats=(SeatRecord("ann"), SeatRecord("bob")),
    )  # fmt: skip
    ordered = Question("ann", "black-market", "choose", "revealed", None, ("cache", "militia"), 2, 2, True)
    single = Question("ann", "black-market", "gain", "revealed", None, ("cache",), 0, 1, True)
    records = [
        ("to", to_wire(Move(state))),
        ("from", "(act black-market)"),
        ("to", to_wire(Decide("ann", single, state))),
        ("from", "(choose)"),
        ("to", to_wire(Decide("ann", ordered, state))),
        ("from", "(choose militia cache)"),
    ]
    result = {
        "version": 5, "seed": 1, "end": "turn-limit", "turns": 1, "winners": ["ann"], "edition": 2,
        "kingdom": KINGDOM.split(","), "colony": False, "shelters": False,
        "players": [{"name": "ann", "seat": 0, "rank": 1, "score": 0, "turns": 1, "ejection": None}],
    }  # fmt: skip
    log = tmp_path / "game.jsonl"
    log.write_text(
        "".join(
            json.dumps({"seq": n, "time": 0.0, "dir": d, "player": "ann", "text": text}) + "\n"
            for n, (d, text) in enumerate(records, 1)
        )
        + json.dumps({"result": result})
        + "\n"
    )
    done = referee("replay", str(log))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "  ann decides (black-market: gain from revealed, cache, 0-1): (choose)" in lines, lines
    ordered_line = "  ann decides (black-market: choose from revealed, cache militia, 2, in order): "
    assert ordered_line + "(choose militia cache)" in lines, lines


SWINDLER_MONEY = """
name = "Swindler Money"
description = "Big Money with up to three Swindlers, played whenever it can."
requires = ["swindler"]
buy = [
    { card = "province", if = "money > 15" },
    "gold",
    { card = "swindler", if = "count(swindler) < 3" },
    "silver",
]
play = ["swindler"]
"""


def _event_lines(text: str) -> list[tuple[str, str, str]]:
    """Each event line (4 spaces in) with the turn it is under and the play line it follows ("" after the
    heading, a decision or a defense: those lines differ between -v and replay)."""
    lines, turn, after = [], "", ""
    for line in text.splitlines():
        if line.startswith("turn "):
            turn, after = line.split(" (")[0], ""
        elif line.startswith("    (hand now"):
            continue
        elif line.startswith("    "):
            lines.append((turn, after, line))
        elif line.startswith("  ") and " decides " not in line and " defends" not in line:
            after = line
        elif line.startswith("  "):
            after = ""
    return lines


def test_a_replay_shows_what_happened_under_the_play_that_caused_it_as_v_does(tmp_path: Path) -> None:
    """A Swindler's decision "(choose curse)" is followed by what it did ("bob gains curse"), and the
    reveal and trash before it: every public event of the game, under the same turn and play as `-v` puts
    it (issue 41: the replay never said what was trashed or gained)."""
    strategy = tmp_path / "swindler.toml"
    strategy.write_text(SWINDLER_MONEY)
    player = f"{sys.executable} -m players.strategy {strategy}"
    log = tmp_path / "game.jsonl"
    kingdom = "swindler,militia,courtyard,island,native-village,workshop,smithy,bishop,moneylender,trader"
    game = referee(
        "--protocol", "5", "--kingdom", kingdom, "--seed", "7", "--player-seed-key", KEY,
        "--turn-limit", "8", "--log", str(log), "-v", f"ann={player}", f"bob={player}",
    )  # fmt: skip
    assert game.returncode == 0, game.stderr
    done = referee("replay", "--all", str(log))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    decision = next(i for i, line in enumerate(lines) if " decides (swindler: gain of " in line)
    victim = lines[decision].split(" gain of ")[1].split(" ")[0]
    gained = lines[decision].rsplit("(choose ", 1)[1].rstrip(")")
    assert lines[decision + 1] == f"    {victim} gains {gained}", lines[decision - 4 : decision + 2]
    assert lines[decision - 1].startswith(f"    {victim} trashes "), lines[decision - 4 : decision + 2]
    assert lines[decision - 2].startswith(f"    {victim} reveals "), lines[decision - 4 : decision + 2]
    shown = _event_lines(done.stdout)
    assert len(shown) > 20 and shown == _event_lines(game.stdout)
