"""Young Witch's Bane (docs/rules-core.md, "Set-up"): a kingdom whose card sets up a Bane (`CardSpec.bane`)
has an eleventh kingdom pile, named with the kingdom (``bane=CARD``, or the eleventh card) or drawn with the
game's seed; the game, the v5 set-up events, the result and its replay command all carry it.

Young Witch is Cornucopia's (its author builds it on this); until then a test-only spec stands for it: the
base game's Witch given `bane=True`."""

from __future__ import annotations

import dataclasses
import json

import pytest

import referee.rules.setup as game_setup
from protocol.messages import Clean
from referee import views
from referee.kingdom import KingdomError, kingdom_text, parse_kingdom
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.kingdoms import bane_candidates, bane_refusal, check_kingdom
from referee.rules.spec import SPECS
from tests.cli import patience, referee_command

KINGDOM = (
    "witch",
    "village",
    "smithy",
    "market",
    "festival",
    "laboratory",
    "mine",
    "remodel",
    "moat",
    "gardens",
)
"""A kingdom with the stand-in Young Witch; its cards costing 2 or 3 are Moat and Village."""


@pytest.fixture
def young_witch(monkeypatch):
    """The base game's Witch sets up a Bane, as Young Witch does (a test-only spec)."""
    monkeypatch.setattr(game_setup, "_TABLES", {})
    monkeypatch.setitem(SPECS, "witch", dataclasses.replace(SPECS["witch"], bane=True))


def test_a_named_bane_is_an_eleventh_kingdom_pile(young_witch):
    game = Game(["ann", "bob"], seed=1, kingdom=(*KINGDOM, "bane=cellar"))
    assert game.bane == "cellar"
    assert game.piles["cellar"] == 10 and "cellar" in game.kingdom and len(game.kingdom) == 11


def test_the_eleventh_card_of_a_kingdom_is_its_bane(young_witch):
    # The form check_kingdom returns and a result records: the 10 in the canonical order, then the Bane.
    chosen = check_kingdom((*KINGDOM, "chapel"))
    assert chosen[-1] == "chapel" and sorted(chosen[:10]) == sorted(KINGDOM)
    assert Game(["ann", "bob"], seed=1, kingdom=chosen).bane == "chapel"


def test_a_bane_not_named_is_drawn_with_the_games_seed(young_witch):
    banes = {Game(["ann", "bob"], seed=seed, kingdom=KINGDOM).bane for seed in range(40)}
    assert banes <= set(bane_candidates(KINGDOM)) and len(banes) > 3
    one, two = (Game(["ann", "bob"], seed=5, kingdom=KINGDOM) for _ in range(2))
    assert one.bane == two.bane and one.players[0].hand == two.players[0].hand


def test_the_candidates_cost_2_or_3_and_are_neither_in_the_kingdom_nor_moat(young_witch):
    candidates = bane_candidates(KINGDOM)
    assert "cellar" in candidates and "chapel" in candidates
    assert "village" not in candidates and "moat" not in candidates  # in the kingdom; Moat never drawn
    assert all(SPECS[card].cost in (2, 3) and not SPECS[card].potion for card in candidates)


def test_a_kingdom_without_young_witch_has_no_bane_and_draws_nothing():
    plain = tuple(card for card in KINGDOM if card != "witch") + ("cellar",)
    game = Game(["ann", "bob"], seed=3, kingdom=plain)
    again = Game(["ann", "bob"], seed=3, kingdom=plain)
    assert game.bane is None and game.rng.random() == again.rng.random()


@pytest.mark.parametrize(
    ("kingdom", "message"),
    [
        ((*KINGDOM, "bane=gold"), "'gold' is not a kingdom card"),
        ((*KINGDOM, "bane=militia"), "costing 2 or 3 coins, no potion; militia costs 4"),
        ((*KINGDOM, "bane=village"), "a kingdom names each card once"),
        ((*KINGDOM, "bane=cellar", "bane=chapel"), "a kingdom has one Bane"),
    ],
)
def test_a_bane_that_cannot_be_is_refused_by_name(young_witch, kingdom, message):
    with pytest.raises(ValueError, match=message):
        Game(["ann", "bob"], seed=1, kingdom=kingdom)


def test_a_bane_without_young_witch_is_refused():
    plain = tuple(card for card in KINGDOM if card != "witch") + ("chapel",)
    with pytest.raises(ValueError, match=r"names a Bane \(cellar\) but none of its cards sets one up"):
        check_kingdom((*plain, "bane=cellar"))


def test_moat_may_be_named_as_the_bane(young_witch):
    # The official rule allows any kingdom card costing 2 or 3; only the randomizer never draws Moat.
    kingdom = tuple(card for card in KINGDOM if card != "moat") + ("chapel",)
    assert bane_refusal("moat") is None
    assert Game(["ann", "bob"], seed=1, kingdom=(*kingdom, "bane=moat")).bane == "moat"


def test_three_piles_count_the_bane_pile(young_witch):
    game = Game(["ann", "bob"], seed=1, kingdom=(*KINGDOM, "bane=cellar"))
    for card in ("cellar", "village", "smithy"):
        game.set_pile(card, 0)
    game.apply(Clean(game.player.hand[0]))
    assert game.over and game.end == "three-piles"


def test_the_command_line_names_the_bane(young_witch):
    given = parse_kingdom(",".join(KINGDOM) + ",bane=Cellar")
    assert given[-1] == "cellar" and len(given) == 11
    assert kingdom_text(given).endswith(",bane=cellar")
    with pytest.raises(KingdomError, match="the Bane is a kingdom card costing 2 or 3"):
        parse_kingdom(",".join(KINGDOM) + ",bane=militia")
    with pytest.raises(KingdomError, match="two Banes given"):
        parse_kingdom(",".join(KINGDOM) + ",bane=cellar,bane=chapel")


def test_a_v5_game_tells_the_bane_and_its_result_records_it(young_witch, tmp_path, capsys):
    from referee.cli.main import main

    log = tmp_path / "game.jsonl"
    big = "python3 -m players.big_money"
    kingdom = ",".join(KINGDOM)  # no Bane named: drawn with the seed
    status = main(
        ["--protocol", "5", "--kingdom", kingdom, "--seed", "4", "--json", "--log", str(log), big, big]
    )
    assert status == 0
    result = json.loads(capsys.readouterr().out)
    bane = Game(["a", "b"], rules=game_rules(5), seed=4, kingdom=KINGDOM).bane
    assert result["bane"] == bane and result["kingdom"][-1] == bane and len(result["kingdom"]) == 11
    sent = [json.loads(line).get("text", "") for line in log.read_text().splitlines()]
    assert any(f"(bane {bane})" in text for text in sent)
    setup = next(text for text in sent if "(setup " in text)
    assert f" {bane}" in setup


def test_a_game_with_young_witch_says_its_bane_and_replays_it(tmp_path):
    import subprocess
    import sys

    if "young-witch" not in SPECS:
        pytest.skip("Young Witch is not built")
    command = referee_command()
    kingdom = ",".join(card if card != "witch" else "young-witch" for card in KINGDOM)
    big = f"{sys.executable} -m players.big_money"
    done = subprocess.run(
        [*command, "--protocol", "5", "--kingdom", f"{kingdom},bane=cellar", "--seed", "3", big, big],
        capture_output=True,
        text=True,
        timeout=patience(300),
    )
    assert done.returncode == 0, done.stderr
    assert "cellar (Bane)" in done.stdout and "Young Witch's Bane: cellar" in done.stdout
    replay = next(line for line in done.stdout.splitlines() if line.startswith("Seed 3. Replay: "))
    assert ",young-witch,bane=cellar " in replay


def test_a_position_is_told_its_bane(tmp_path):
    import subprocess

    from protocol.messages import Move
    from protocol.printer import to_wire

    if "young-witch" not in SPECS:
        pytest.skip("Young Witch is not built")
    kingdom = tuple(card if card != "witch" else "young-witch" for card in KINGDOM)
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=(*kingdom, "bane=cellar"))
    view = views.view(game, version=5)
    assert Game.at(view, bane="cellar").bane == "cellar" and Game.at(view).bane is None
    with pytest.raises(ValueError, match="the Bane chapel is not a kingdom pile of the state"):
        Game.at(view, bane="chapel")
    case = tmp_path / "case.txt"
    case.write_text(f"{to_wire(Move(view))}\n(clean {view.hand[0]})\n#t\n")
    done = subprocess.run(
        ["referee", "validate", "--bane", "Cellar", str(case)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    done = subprocess.run(
        ["referee", "validate", "--bane", "chapel", str(case)], capture_output=True, text=True
    )
    assert done.returncode == 1 and "the Bane chapel is not a kingdom pile of the state" in done.stdout


def test_a_simulation_has_one_bane_for_all_its_games():
    from referee.cli.simulate import settle_kingdom

    if "young-witch" not in SPECS:
        pytest.skip("Young Witch is not built")
    text = ",".join(card if card != "witch" else "young-witch" for card in KINGDOM)
    kingdom, how = settle_kingdom(text, ["big_money", "big_money"], 3)
    assert len(kingdom) == 11 and kingdom[-1] in bane_candidates(kingdom[:10])
    assert (
        how == f"given, Bane {kingdom[-1]} drawn with seed 3"
        and settle_kingdom(text, ["big_money"] * 2, 3)[0] == kingdom
    )
    named, how = settle_kingdom(text + ",bane=chapel", ["big_money", "big_money"], 3)
    assert named[-1] == "chapel" and how == "given"
