"""Minion: +1 action; choose one: +2 coins, or discard your hand and draw 4 while every other player holding
at least 5 cards discards their hand and draws 4."""

COINS = "+coins"
NEW_HANDS = "discard"


def test_two_coins(table):
    """+1 action whichever option; +2 coins leaves every hand as it is."""
    t = table("minion")
    t.give("ann", hand=["minion", "copper"])
    t.give("bob", hand=["copper"] * 5)
    decision = t.play("minion")
    assert (decision.player, decision.kind, decision.options, decision.min, decision.max) == (
        "ann",
        "choose",
        (COINS, NEW_HANDS),
        1,
        1,
    )
    assert t.answer(COINS) is None
    assert (t.game.actions, t.game.coins) == (1, 2)
    assert t.ann.hand == ["copper"] and len(t.bob.hand) == 5


def test_new_hands_for_you_and_players_with_five_cards(table):
    """Ruling: only other players holding 5 or more cards are affected."""
    t = table("minion", players=3)
    t.give("ann", hand=["minion", "estate", "estate"], deck=["gold"] * 4)
    t.give("bob", hand=["copper"] * 5, deck=["silver"] * 4)
    t.give("cat", hand=["copper"] * 4, deck=["silver"] * 4)
    t.play("minion")
    assert t.answer(NEW_HANDS) is None
    assert t.ann.hand == ["gold"] * 4 and t.ann.discards == ["estate", "estate"]
    assert t.bob.hand == ["silver"] * 4 and t.bob.discards == ["copper"] * 5
    assert t.cat.hand == ["copper"] * 4
    assert (t.game.actions, t.game.coins) == (1, 0)


def test_an_empty_hand_still_draws_four(table):
    """Choosing new hands with an empty hand still draws 4 cards."""
    t = table("minion")
    t.give("ann", hand=["minion"], deck=["gold"] * 4)
    t.play("minion")
    t.answer(NEW_HANDS)
    assert t.ann.hand == ["gold"] * 4


def test_moat_is_revealed_before_the_choice_and_spares_its_holder(table):
    """Rulings: players reveal reactions before the Minion's player chooses; a player who reveals Moat neither
    discards nor draws."""
    t = table("minion", "moat")
    t.give("ann", hand=["minion"], deck=["gold"] * 4)
    t.give("bob", hand=["moat", "copper", "copper", "copper", "copper"], deck=["silver"] * 4)
    decision = t.play("minion")
    assert (decision.player, decision.kind) == ("bob", "reveal")
    decision = t.answer("moat")
    assert (decision.player, decision.kind) == ("ann", "choose")
    t.answer(NEW_HANDS)
    assert t.bob.hand == ["moat", "copper", "copper", "copper", "copper"]


def test_a_moat_may_be_revealed_even_when_coins_are_chosen(table):
    """Reactions come before the choice, so a Moat may be revealed even though the player then takes +2
    coins."""
    t = table("minion", "moat")
    t.give("ann", hand=["minion"])
    t.give("bob", hand=["moat", "copper"])
    decision = t.play("minion")
    assert decision.player == "bob"
    t.answer()
    t.answer(COINS)
    assert t.game.coins == 2


def test_throne_room_minion(table):
    """Under Throne Room: +2 actions, and each play chooses on its own (+2 coins, then new hands)."""
    t = table("minion", "throne-room")
    t.give("ann", hand=["throne-room", "minion", "estate"], deck=["gold"] * 8)
    t.give("bob", hand=["copper"] * 5, deck=["silver"] * 8)
    t.play("throne-room")
    t.answer("minion")
    t.answer(COINS)
    t.answer(NEW_HANDS)
    assert t.game.coins == 2 and t.game.actions == 2
    assert t.ann.hand == ["gold"] * 4 and t.bob.hand == ["silver"] * 4


class _Minions:
    """A player of a whole game: plays Minion whenever it can (new hands when its hand holds no Gold, else
    +2 coins), reveals every reaction it may, discards its cheapest cards; buys Minion at 5 (at most 4),
    Moat or Diplomat at 2-4 (one each), Gold at 6-7, Province at 8."""

    listens = False

    def __init__(self) -> None:
        self.bought: list[str] = []

    def move(self, state):
        from protocol.messages import Act, Add, Buy, Clean
        from referee.rules.spec import VALUE

        for card in ("minion", "diplomat", "moat"):
            if state.actions and card in state.hand:
                return Act(card)
        for card in state.hand:
            if card in VALUE:
                return Add(card)
        if state.buys:
            wanted = [(8, "province"), (6, "gold"), (5, "minion"), (4, "diplomat"), (2, "moat")]
            for price, card in wanted:
                limit = {"minion": 4, "diplomat": 1, "moat": 1}.get(card, 99)
                if state.coins >= price and card in state.supply and self.bought.count(card) < limit:
                    self.bought.append(card)
                    return Buy(card)
        return Clean(state.hand[0]) if state.hand else Clean()

    def decide(self, decision, state):
        from referee.rules.spec import COST

        if decision.card == "minion" and decision.kind == "choose":
            return (COINS,) if "gold" in state.hand else (NEW_HANDS,)
        if decision.kind == "reveal":
            return decision.options[:1]
        cheapest = sorted(decision.options, key=lambda card: COST[card])
        return tuple(cheapest[: decision.min])

    def defend(self, attacker, state):
        raise AssertionError("no protocol defense in a game of the rules alone")

    def notify(self, notification):
        pass


def test_whole_games_with_reactions():
    """Minion through the engine, with Moat and Diplomat revealed by its victims: new hands for those holding
    5 cards, reactions asked before the choice; cards conserved, games ended, nobody ejected."""
    from referee.rules.game import Game, count_cards
    from referee.seats.engine import Observer, run_game
    from referee.seats.seat import InProcessSeat

    class Seen(Observer):
        def __init__(self) -> None:
            self.decided_kinds: set[tuple[str, str]] = set()

        def decided(self, name, decision, answer):
            self.decided_kinds.add((decision.card, decision.kind))

    kingdom = [
        "minion",
        "moat",
        "diplomat",
        "village",
        "smithy",
        "market",
        "cellar",
        "chapel",
        "mill",
        "baron",
    ]
    seen = Seen()
    for seed in range(4):
        names = ("ann", "bob", "cat")[: 2 + seed % 2]
        game = Game(names, seed=seed, kingdom=kingdom, edition=2)
        total = count_cards(game)
        result = run_game(game, [InProcessSeat(name, _Minions()) for name in names], observer=seen)
        assert game.over and not result.ejections
        assert count_cards(game) == total
    assert {("minion", "choose"), ("minion", "reveal"), ("diplomat", "discard")} <= seen.decided_kinds
