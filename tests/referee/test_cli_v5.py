"""`referee --protocol 5` as a user runs it: real player programs, a kingdom with cards of other sets, the
transcript in v5 wire text; `--kingdom random` draws from every kingdom card."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from protocol import parse_notification
from protocol.catalogue import CATALOGUE
from tests.cli import run_referee

ROOT = Path(__file__).resolve().parents[2]
RANDOM = f"{sys.executable} -m players.random_legal"
BIG = f"{sys.executable} -m players.big_money"
WITCH = f"{sys.executable} -m players.witch_money"
KINGDOM = "bridge,watchtower,militia,moat,witch,chapel,village,smithy,market,mine"


def test_a_v5_game_of_reference_programs_ends_without_ejection(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    done = run_referee(
        "--protocol", "5", "--kingdom", KINGDOM, "--seed", "4", "--log", str(log), RANDOM, BIG, WITCH
    )
    assert done.returncode == 0, done.stderr
    assert "| protocol 5 |" in done.stdout and "ejected" not in done.stdout, done.stdout
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    sent = [line["text"] for line in lines if line.get("dir") == "to" and "text" in line]
    assert sent, lines[:3]
    kinds = set()
    for text in sent:
        note = parse_notification(text, 5)
        kinds.add(type(note).__name__)
    assert {"Move", "Moved", "Happened"} <= kinds
    assert any(text.startswith("(happened") and "(setup " in text for text in sent)


def test_a_v5_random_kingdom_holds_ten_kingdom_cards() -> None:
    done = run_referee("--protocol", "5", "--kingdom", "random", "--seed", "9", "--json", BIG, BIG)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    # Ten cards, and Young Witch's Bane after them when one of the ten is a Young Witch.
    assert len(result["kingdom"]) == 10 + ("bane" in result)
    assert ("young-witch" in result["kingdom"]) == ("bane" in result)
    assert "bane" not in result or result["kingdom"][-1] == result["bane"]
    assert all(CATALOGUE[card].kingdom for card in result["kingdom"])


def test_a_v4_game_refuses_a_card_of_another_set_naming_v5() -> None:
    done = run_referee("--protocol", "4", "--kingdom", KINGDOM, BIG, BIG)
    assert done.returncode == 2
    assert "bridge, which protocol" in done.stderr and "v5 introduces it" in done.stderr, done.stderr


def test_the_result_names_young_witchs_bane() -> None:
    """A game with Young Witch says which pile is its Bane (an eleventh kingdom pile), drawn or named."""
    kingdom = KINGDOM.replace("bridge", "young-witch")
    done = run_referee("--protocol", "5", "--kingdom", f"{kingdom},bane=cellar", "--seed", "2", BIG, BIG)
    assert done.returncode == 0, done.stderr
    assert "Young Witch's Bane: cellar (an eleventh kingdom pile)." in done.stdout
    done = run_referee("--protocol", "5", "--kingdom", KINGDOM, "--seed", "2", BIG, BIG)
    assert "Bane" not in done.stdout


def test_the_result_tells_the_set_up_choices_a_kingdom_made() -> None:
    """Platinum and Colony, and Shelters, are told when a card of their set made the game choose (Prosperity,
    Dark Ages), in the supply or not; a kingdom without such cards tells neither."""
    half = "hoard,vault,bank,venture,monument,beggar,rats,squire,vagrant,forager"  # 5 Prosperity, 5 Dark Ages
    seen: set[str] = set()
    for seed in range(1, 30):
        done = run_referee(
            "--protocol", "5", "--kingdom", half, "--seed", str(seed), "--turn-limit", "2", BIG, BIG
        )
        assert done.returncode == 0, done.stderr
        told = [
            line
            for line in done.stdout.splitlines()
            if line.startswith(("Platinum and Colony:", "Shelters:"))
        ]
        assert len(told) == 2, done.stdout
        seen.update(told)
        if len(seen) == 4:
            break
    assert seen == {
        "Platinum and Colony: in the supply.",
        "Platinum and Colony: not in this game.",
        "Shelters: each player started with Hovel, Necropolis, Overgrown Estate, not 3 Estates.",
        "Shelters: not in this game (each player started with 3 Estates).",
    }
    base = "cellar,moat,village,smithy,militia,market,mine,witch,chapel,bureaucrat"
    done = run_referee("--protocol", "5", "--kingdom", base, "--seed", "2", "--turn-limit", "2", BIG, BIG)
    assert "Platinum and Colony" not in done.stdout and "Shelters" not in done.stdout, done.stdout
