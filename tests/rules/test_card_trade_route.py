"""Trade Route (first edition only): +1 buy, +1 coin per token on the Trade Route mat; trash a card from your
hand. Set-up: a token on each victory supply pile, moved to the mat when a card is first gained from it."""

from referee.rules.game import Game


def test_set_up_puts_a_token_on_each_victory_pile(table):
    t = table("trade-route", "gardens")
    tokens = {pile for pile, kinds in t.game.pile_tokens.items() if kinds.get("trade-route")}
    assert tokens == {"estate", "duchy", "province", "gardens"}
    assert t.game.trade_route == 0


def test_no_token_without_trade_route(table):
    t = table("village", "gardens")
    assert not any(kinds.get("trade-route") for kinds in t.game.pile_tokens.values())


def test_trade_route_gives_a_coin_per_token_on_the_mat(table):
    t = table("trade-route", "workshop")
    t.give("ann", hand=["workshop"])
    t.play("workshop")
    t.answer("estate")
    assert t.game.trade_route == 1 and t.game.pile_tokens["estate"]["trade-route"] == 0
    t.game.actions = 1
    t.give("ann", hand=["trade-route", "estate", "copper"])
    decision = t.play("trade-route")
    assert t.game.buys == 2 and t.game.coins == 1
    assert (decision.kind, decision.min, decision.max) == ("trash", 1, 1)
    assert t.answer("estate") is None
    assert t.game.trash == ["estate"] and t.ann.hand == ["copper"]


def test_a_pile_moves_its_token_once_whoever_gains_and_however(table):
    """Ruling: the first card gained from a victory pile, by any player, bought or gained otherwise, moves
    its token to the mat; more gains from that pile move nothing more."""
    t = table("trade-route", "workshop", "gardens")
    t.give("ann", hand=["copper"] * 4)
    for _ in range(4):
        t.add("copper")
    t.game.buys = 2
    t.buy("estate")
    t.buy("estate")
    assert t.game.trade_route == 1
    t.clean()
    t.give("bob", hand=["workshop", "gold", "gold"])
    t.play("workshop")
    t.answer("gardens")
    t.add("gold")
    t.add("gold")
    t.buy("duchy")
    assert t.game.trade_route == 3 and t.game.pile_tokens["gardens"]["trade-route"] == 0


def test_the_curse_pile_has_no_token(table):
    t = table("trade-route", "witch")
    assert not t.game.pile_tokens.get("curse", {}).get("trade-route")
    t.give("ann", hand=["witch"])
    t.play("witch")
    assert t.game.trade_route == 0


def test_the_trash_is_compulsory_and_an_empty_hand_trashes_nothing(table):
    """Ruling: a card must be trashed if the hand holds one; with an empty hand nothing is."""
    t = table("trade-route")
    t.give("ann", hand=["trade-route", "gold"])
    assert t.play("trade-route").min == 1
    t = table("trade-route")
    t.give("ann", hand=["trade-route"])
    assert t.play("trade-route").options == ()
    assert t.answer() is None and t.game.trash == []


def test_tokens_are_conserved(table):
    t = table("trade-route")
    before = sum(kinds.get("trade-route", 0) for kinds in t.game.pile_tokens.values())
    t.give("ann", hand=["copper"] * 5)
    for _ in range(5):
        t.add("copper")
    t.buy("duchy")
    after = sum(kinds.get("trade-route", 0) for kinds in t.game.pile_tokens.values())
    assert before == 3 and after + t.game.trade_route == before


def test_in_a_colony_game_the_colony_pile_has_a_token_too():
    """Ruling: every victory supply pile gets a token, Colony's included (Platinum's not: a treasure)."""
    kingdom = ["trade-route", "kings-court", "vault", "rabble", "mint", "monument", "smithy", "village"]
    kingdom += ["market", "cellar"]
    game = Game(["ann", "bob"], seed=1, kingdom=kingdom, colony=True)
    tokens = {pile for pile, kinds in game.pile_tokens.items() if kinds.get("trade-route")}
    assert tokens == {"estate", "duchy", "province", "colony"}


def test_a_kingdom_victory_pile_of_several_types_has_a_token(table):
    """Ruling: the victory piles of the kingdom get a token too, whatever their other types (Harem, Great
    Hall, Nobles)."""
    t = table("trade-route", "harem", "great-hall", "nobles")
    tokens = {pile for pile, kinds in t.game.pile_tokens.items() if kinds.get("trade-route")}
    assert {"harem", "great-hall", "nobles"} <= tokens
