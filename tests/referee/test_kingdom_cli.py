"""The real `referee kingdom` command, run as a user runs it: the kingdom, the seed, the command that draws it
again, --json, and misuse or impossible constraints (exit 2, one line on stderr, nothing on stdout)."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from protocol.catalogue import CATALOGUE
from referee.kingdom import KINGDOM_CARDS, KingdomRequest, categories, satisfies
from tests.cli import patience, referee_command


def run_kingdom(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the installed `referee kingdom` (falling back to `python -m referee.cli kingdom`)."""
    command = referee_command()
    return subprocess.run([*command, "kingdom", *args], capture_output=True, text=True, timeout=patience(120))


def _again(stdout: str) -> list[str]:
    line = next(line for line in stdout.splitlines() if line.startswith("again: "))
    return shlex.split(line.removeprefix("again: "))


def test_a_kingdom_with_its_seed_and_the_command_that_draws_it_again() -> None:
    done = run_kingdom("--at-least", "village=1", "--at-least", "plus-buy=1", "--reaction-if-attack")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    lines = done.stdout.splitlines()
    kingdom = lines[0].split(",")
    assert len(kingdom) == 10 and set(kingdom) <= set(KINGDOM_CARDS)
    request = KingdomRequest(at_least=(("village", 1), ("plus-buy", 1)), reaction_if_attack=True)
    assert satisfies(kingdom, request)
    seed_line = next(line for line in lines if line.startswith("seed "))
    assert "kingdoms that satisfy the constraints, each as likely" in seed_line
    for card in kingdom:
        assert any(line.startswith(card + " ") for line in lines), card
    assert "at least 1 village: " in done.stdout and "--reaction-if-attack: " in done.stdout
    again = _again(done.stdout)
    assert again[:2] == ["referee", "kingdom"] and "--seed" in again
    assert again[again.index("--seed") + 1] == seed_line.split()[1].rstrip(",")
    replay = run_kingdom(*again[2:])
    assert replay.returncode == 0, replay.stderr
    assert replay.stdout.splitlines()[0] == lines[0]


def test_the_same_seed_draws_the_same_kingdom_and_another_seed_another() -> None:
    first = run_kingdom("--seed", "42", "--sets", "base1,base2")
    second = run_kingdom("--sets", "base2,base1", "--seed", "42")
    other = run_kingdom("--seed", "43", "--sets", "base1,base2")
    assert first.returncode == second.returncode == other.returncode == 0
    assert first.stdout == second.stdout
    assert first.stdout.splitlines()[0] != other.stdout.splitlines()[0]
    assert "again: referee kingdom --sets base1,base2 --seed 42" in first.stdout


def test_json_for_scripts() -> None:
    done = run_kingdom(
        "--json", "--seed", "7", "--sets", "base1", "--include", "Artisan,witch", "--exclude", "chapel",
        "--at-most", "attack=2",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["seed"] == 7 and result["sets"] == ["base1"]
    kingdom = result["kingdom"]
    assert {"artisan", "witch"} <= set(kingdom) and "chapel" not in kingdom
    assert result["list"] == ",".join(kingdom)
    assert sum("attack" in categories(card) for card in kingdom) <= 2
    assert sorted(card["name"] for card in result["cards"]) == kingdom and result["bane"] is None
    assert next(c for c in result["cards"] if c["name"] == "artisan")["sets"] == ["base2"]
    assert result["set_restriction"] == "strong" and all("playable" not in c for c in result["cards"])
    assert [c["label"] for c in result["constraints"]] == [
        "--include artisan",
        "--include witch",
        "at most 2 attack",
    ]
    assert 0 <= result["number"] < result["satisfying"]
    assert result["command"] == (
        "referee kingdom --sets base1 --at-most attack=2 --include artisan,witch --exclude chapel --seed 7"
    )


def test_help_lists_the_categories_and_sets() -> None:
    done = run_kingdom("--help")
    assert done.returncode == 0
    for word in (
        "hand-size-attack",
        "alt-victory",
        "duration",
        "potion",
        "base1",
        "base2",
        "intrigue2",
        "dark-ages",
        "--reaction-if-attack",
        "--set-restriction",
        "--potions",
        "--colony",
        "--shelters",
        "docs/kingdoms.md",
    ):
        assert word in done.stdout


def test_the_referee_help_names_the_subcommand() -> None:
    command = referee_command()
    done = subprocess.run([*command, "--help"], capture_output=True, text=True, timeout=patience(120))
    assert done.returncode == 0
    assert "kingdom" in done.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("--at-least", "curser=3"),
            "no kingdom satisfies the constraints: at least 3 curser: the chosen sets (base2) have 1 curser "
            "card (witch)",
        ),
        (
            ("--at-least", "village=2", "--at-most", "plus-buy=0"),
            "these constraints cannot all hold together, though each can alone: at least 2 village, at most "
            "0 plus-buy",
        ),
        (("--include", "witch", "--at-most", "attack=0"), "--include witch, at most 0 attack"),
        (("--include", "smithey"), "argument --include: unknown card 'smithey': did you mean smithy?"),
        (("--exclude", "province"), "argument --exclude: 'province' is not a kingdom card"),
        (("--at-least", "vilage=1"), "argument --at-least: unknown category 'vilage': did you mean village?"),
        (
            ("--at-least", "village"),
            "argument --at-least: expected CATEGORY=N such as village=1, got 'village'",
        ),
        (("--at-most", "attack=two"), "expected a whole number of cards after attack=, got 'attack=two'"),
        (("--at-most", "attack=-1"), "expected a count of 0 or more, got 'attack=-1'"),
        (("--sets", "base3"), "argument --sets: unknown set 'base3': did you mean base2? the sets are base1"),
        (("--sets", "base1,"), "argument --sets: expected comma-separated set names, got 'base1,'"),
        (("--sets", "intrigue"), "set 'intrigue' has 2 editions: name one (intrigue1, intrigue2)"),
        (("--potions", "5-3"), "argument --potions: expected MIN-MAX potion-cost cards such as 3-5"),
        (("--potions", "3"), "argument --potions: expected MIN-MAX potion-cost cards such as 3-5"),
        (("--colony", "maybe"), "argument --colony: expected yes, no or random, got 'maybe'"),
        (("--set-restriction", "soft"), "argument --set-restriction: invalid choice: 'soft'"),
        (
            ("--sets", "alchemy", "--potions", "3-5", "--seed", "5"),
            "--potions 3-5: the chosen sets (alchemy) have 10 potion cards (alchemist, apothecary, familiar, "
            "golem, philosophers-stone, possession, scrying-pool, transmute, university, vineyard), and the "
            "other cards cannot make a kingdom without them (--potions 0-10 allows any number; add a set to "
            "--sets; --set-restriction weak brings in cards of other sets)",
        ),
        (
            ("--sets", "promo"),
            "the chosen sets (promo) have 6 kingdom cards, and a kingdom needs 10 (add a set to --sets; "
            "--set-restriction weak fills it from the other sets)",
        ),
        (
            ("--at-least", "curser=3", "--seed", "9"),
            "(seed 9; the command: referee kingdom --sets base2 --at-least curser=3 --seed 9)",
        ),
        (("--include", "moat", "--exclude", "moat"), "moat is both included and excluded"),
        (("--at-least", "draw=1", "--at-least", "draw=2"), "--at-least draw is given twice (1 and 2)"),
        (("--seed", "x"), "argument --seed: expected a whole number, got 'x'"),
        (("smithy",), "unrecognized arguments: smithy"),
    ],
)
def test_misuse_and_impossible_constraints_exit_2_with_one_line(args: tuple[str, ...], message: str) -> None:
    done = run_kingdom(*args)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("referee kingdom: error: ")
    assert message in lines[0]


def _docs_examples() -> list[tuple[list[str], list[str]]]:
    """(arguments after ``referee kingdom``, the lines shown) of every ``$ referee kingdom`` in the docs."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "kingdoms.md").read_text(encoding="utf-8")
    examples: list[tuple[list[str], list[str]]] = []
    for block in text.split("```console\n")[1:]:
        for line in block[: block.index("```")].splitlines():
            if line.startswith("$ referee kingdom"):
                examples.append((shlex.split(line)[3:], []))
            else:
                examples[-1][1].append(line)
    return examples


@pytest.mark.parametrize(("args", "shown"), _docs_examples())
def test_the_docs_examples_print_what_the_docs_show(args: list[str], shown: list[str], capsys) -> None:
    from referee.cli.kingdom import main

    status = main(args)
    captured = capsys.readouterr()
    printed = captured.out if status == 0 else captured.err
    assert [line.rstrip() for line in printed.splitlines()] == shown


def test_every_set_a_table_game_and_the_cards_the_referee_plays() -> None:
    """A kingdom of every set: a table sorted by set and cost, what to set out, the set-up, and which cards
    the referee plays; the same draw again from the printed command."""
    done = run_kingdom(
        "--sets", "all", "--seed", "11", "--at-least", "duration=1", "--include", "tournament,tunnel"
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    named = lines[0].split(",")
    kingdom = [name for name in named if ":" not in name]  # then the events and landmarks dealt with it
    assert len(kingdom) == 10 and "tournament" in kingdom
    assert all(name.startswith(("event:", "landmark:")) for name in named[10:]) and len(named) <= 12
    assert "the Prizes, one of each, beside the supply (not in it): bag-of-gold, diadem" in done.stdout
    assert any(line.startswith("Platinum and Colony: ") for line in lines)
    assert any(line.startswith("Shelters: ") for line in lines)
    assert re.search(r"^the referee: plays it \(--protocol 6 --kingdom ", done.stdout, re.MULTILINE)
    assert re.search(r"^tournament +4  cornucopia1 ", done.stdout, re.MULTILINE)
    assert re.search(r"^tunnel +3  hinterlands1 hinterlands2 ", done.stdout, re.MULTILINE)
    again = _again(done.stdout)
    assert again[again.index("--sets") + 1] == "all" and "--potions" in again
    assert run_kingdom(*again[2:]).stdout == done.stdout


def test_young_witch_has_its_bane_on_the_first_line_and_json() -> None:
    done = run_kingdom("--sets", "base2,cornucopia1", "--include", "young-witch", "--seed", "4", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    bane = result["bane"]
    assert bane and bane not in result["kingdom"] and result["list"].endswith(f",bane={bane}")
    assert next(c for c in result["cards"] if c["name"] == bane)["bane"]
    assert result["set_out"][0] == f"kingdom piles: 11, {bane} as Young Witch's Bane"


def test_colony_and_shelters_forced_by_an_option() -> None:
    done = run_kingdom(
        "--sets", "prosperity2", "--seed", "3", "--colony", "no", "--shelters", "yes", "--json"
    )
    result = json.loads(done.stdout)
    assert result["colony"] == {"used": False, "forced": True, "revealed": "", "share": 10}
    assert result["shelters"]["used"] and result["shelters"]["forced"]
    assert "--colony no --shelters yes --seed 3" in result["command"]
    assert any(line.startswith("Shelters: each player starts with Hovel") for line in result["set_out"])
    text = run_kingdom("--sets", "prosperity2", "--seed", "3", "--colony", "no", "--shelters", "yes")
    assert "Platinum and Colony: no (--colony no)" in text.stdout


def test_the_ruins_pile_lists_its_five_kinds_and_not_itself() -> None:
    done = run_kingdom("--sets", "dark-ages", "--include", "marauder", "--seed", "5", "--json")
    ruins = [line for line in json.loads(done.stdout)["set_out"] if line.startswith("Ruins pile")]
    assert ruins and ruins[0].endswith(
        "top card up: abandoned-mine, ruined-library, ruined-market, ruined-village, survivors"
    ), ruins


def test_a_weak_restriction_names_the_card_from_another_set() -> None:
    done = run_kingdom(
        "--sets", "base2", "--set-restriction", "weak", "--at-least", "curser=2", "--seed", "3"
    )
    assert done.returncode == 0, done.stderr
    line = next(line for line in done.stdout.splitlines() if line.startswith("from sets not chosen"))
    assert line.endswith("because at least 2 curser: the chosen sets (base2) have 1 curser card (witch)")
    assert "(other set)" in done.stdout
    assert "--set-restriction weak" in shlex.join(_again(done.stdout))


def test_an_intrigue_and_prosperity_kingdom_is_played_by_the_command_it_suggests() -> None:
    """The line ``the referee: plays every card (--protocol 5 --kingdom ...)`` is a command that plays the
    kingdom (a v5 game: the cards are Intrigue's and Prosperity's)."""
    done = run_kingdom("--sets", "intrigue2,prosperity2", "--seed", "3")
    assert done.returncode == 0, done.stderr
    line = next(line for line in done.stdout.splitlines() if line.startswith("the referee: "))
    options = shlex.split(line[line.index("(") + 1 : line.rindex(")")])
    assert options[:3] == ["--protocol", "5", "--kingdom"] and options[3] == done.stdout.splitlines()[0]
    command = referee_command()
    player = f"{sys.executable} -m players.big_money"
    game = subprocess.run(
        [*command, *options, "--seed", "1", "--json", player, player],
        capture_output=True,
        text=True,
        timeout=patience(300),
        cwd=Path(__file__).resolve().parents[2],
    )
    assert game.returncode == 0, game.stderr
    result = json.loads(game.stdout)
    assert result["version"] == 5 and set(result["kingdom"]) == set(options[3].split(","))
    assert all(player["ejection"] is None for player in result["players"])


@pytest.mark.parametrize("restriction", ["strong", "weak"])
def test_default_potion_bounds_the_chosen_sets_cannot_meet_are_dropped_with_a_note(restriction: str) -> None:
    """Alchemy alone (10 of its 12 cards cost a Potion) cannot meet the default 3-5: a plain request draws
    with any number, says so in one line (text and --json), and prints the command that draws it again; a
    weak restriction does not bring in other sets' cards for bounds nobody asked for."""
    done = run_kingdom("--sets", "alchemy", "--set-restriction", restriction, "--seed", "4")
    assert done.returncode == 0, done.stderr
    note = (
        "--potions 3-5 (the default) dropped: no kingdom of the chosen sets (alchemy) meets it"
        + (" without cards of other sets" if restriction == "weak" else "")
        + " (10 of their 12 cards cost a Potion), so any number of potion-cost cards may come"
        + " (--potions 0-10)"
    )
    assert note in done.stdout.splitlines()
    kingdom = done.stdout.splitlines()[0].split(",")
    assert set(kingdom) <= set(KINGDOM_CARDS) and "(other set)" not in done.stdout
    assert sum(CATALOGUE[card].potion for card in kingdom) >= 8
    again = _again(done.stdout)
    assert again[again.index("--potions") + 1] == "0-10"
    redone = run_kingdom(*again[2:])
    assert redone.returncode == 0 and redone.stdout.splitlines()[0] == done.stdout.splitlines()[0]
    assert "(the default) dropped" not in redone.stdout  # asked for: nothing to say
    as_json = json.loads(run_kingdom("--sets", "alchemy", "--seed", "4", "--json").stdout)
    assert as_json["notes"] == [note.replace(" without cards of other sets", "")]
    assert as_json["potions"] == [0, 10] and as_json["kingdom"] == kingdom


def test_default_potion_bounds_stay_where_the_chosen_sets_meet_them() -> None:
    done = run_kingdom("--sets", "alchemy,base2", "--seed", "4", "--json")
    drawn = json.loads(done.stdout)
    assert drawn["notes"] == [] and drawn["potions"] == [3, 5]
    assert sum(card["potion"] for card in drawn["cards"]) in (0, 3, 4, 5)


def test_every_set_but_the_promos_alone_makes_a_kingdom_with_the_default_options(capsys) -> None:
    """A plain `referee kingdom --sets SET` works for every set that has 10 kingdom cards, Young Witch and its
    Bane included; the promos (6 cards) fail with what to do."""
    from referee.cli.kingdom import main
    from referee.kingdom import SETS

    for name in SETS:
        for extra in ([], ["--include", "young-witch"]):
            status = main(["--sets", name, "--seed", "3", *extra])
            captured = capsys.readouterr()
            if name == "promo":
                assert status == 2 and "(add a set to --sets; --set-restriction weak" in captured.err
                continue
            assert status == 0, (name, extra, captured.err)
            assert ("bane=" in captured.out.splitlines()[0]) == bool(extra)
