"""Colony: a victory card worth 10 VP, costing 11, in the supply of a Colony game (8 copies with 2 players, 12
with 3 or 4).

Rules, in our words:
- Platinum and Colony come together: a game adds both or neither (by the rule of the box when not told: a
  kingdom card drawn at random is from Prosperity).
- The game also ends when the Colony pile is empty.
- It is a basic card, never one of the 10 kingdom cards; it scores like any victory card.
"""

from protocol.messages import Add, Buy, Clean
from referee.rules.game import Game
from referee.rules.kingdoms import pile_size
from referee.rules.spec import SPECS


def test_colony_is_worth_ten(table):
    t = table("bank")
    t.give("ann", hand=["colony"], deck=["colony", "estate"], discards=[], plays=[])
    assert t.ann.score() == 10 + 10 + 1


def test_colony_and_platinum_are_basic_cards():
    assert not SPECS["colony"].kingdom and not SPECS["platinum"].kingdom
    assert [pile_size("colony", n) for n in (2, 3, 4)] == [8, 12, 12]
    assert [pile_size("platinum", n) for n in (2, 3, 4)] == [12, 12, 12]
    assert (SPECS["colony"].cost, SPECS["platinum"].cost) == (11, 9)


KINGDOM = ["bank", "city", "expand", "forge", "village", "smithy", "market", "cellar", "chapel", "workshop"]


def test_a_colony_game_has_both_piles_and_ends_when_colony_runs_out():
    game = Game(["ann", "bob"], seed=1, kingdom=KINGDOM, colony=True)
    assert (game.piles["platinum"], game.piles["colony"]) == (12, 8)
    game.set_pile("colony", 0)
    game.apply(Clean(game.player.hand[0]))
    assert game.over and game.end == "colonies"


def test_no_colony_game_without_the_piles():
    game = Game(["ann", "bob"], seed=1, kingdom=KINGDOM, colony=False)
    assert "platinum" not in game.piles and "colony" not in game.piles


def test_bought_colony_scores_ten():
    game = Game(["ann", "bob"], seed=1, kingdom=KINGDOM, colony=True)
    game.arrange("ann", hand=["platinum", "platinum", "copper"], deck=[], discards=[], plays=[])
    for card in ("platinum", "platinum", "copper"):
        game.apply(Add(card))
    assert game.coins == 11
    game.apply(Buy("colony"))
    assert game.find("ann").score() == 10 and game.piles["colony"] == 7
