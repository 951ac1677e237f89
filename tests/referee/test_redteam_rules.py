"""Red team of the expansions' rules (issue 30), as a rules lawyer: what a red team found that the card's own
FAQ rules, each a game of the rules core (`Game.apply`, `Game.answer`) with its cards arranged.
"""

from __future__ import annotations

import pytest

from protocol.messages import Act, Add, Buy
from referee.protocol_rules import game_rules
from referee.rules.game import Game

KINGDOM = ["knights", "embargo", "village", "smithy", "market", "cellar", "chapel", "moat", "militia", "mine"]


def _embargo_then_buy(pile: str) -> Game:
    """ann plays Embargo on `pile` (a pile of the supply by its top card, or a mixed pile's name), then
    buys that pile's top card with 8 coins."""
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=KINGDOM)
    top = game.pile_top(pile)
    game.arrange("ann", hand=["embargo", "gold", "gold", "copper", "copper"])
    game.apply(Act("embargo"))
    game.answer((top,))
    for card in ("gold", "gold", "copper", "copper"):
        game.apply(Add(card))
    game.apply(Buy(top))
    while game.pending is not None:
        game.answer(tuple(game.pending.options[: game.pending.min]))
    return game


@pytest.mark.parametrize("pile", ["village", "knights"])
def test_buying_the_top_card_of_an_embargoed_pile_gains_a_curse_mixed_pile_or_not(pile: str) -> None:
    # Embargo's FAQ: whoever buys a card from the pile gains a Curse per token. The Knights pile's tokens
    # follow its top card (the pile is keyed by it); they were looked up under the Knight just bought,
    # whose pile was already keyed by the next Knight: no Curse.
    game = _embargo_then_buy(pile)
    ann = game.players[0]
    assert ann.discards.count("curse") == 1, ann.discards
    assert game.piles["curse"] == 9
