"""Masquerade: +2 cards; each player with cards in hand passes one to the next such player on their left,
all at once; then you may trash a card from your hand."""


def test_pass_left_then_trash(table):
    """Ruling: +2 cards; each player holding cards passes one to the left at once; then the player may trash
    one."""
    t = table("masquerade", players=3)
    t.give("ann", hand=["masquerade", "curse"], deck=["copper", "silver"])
    t.give("bob", hand=["estate", "gold"])
    t.give("cat", hand=["copper"])
    decision = t.play("masquerade")
    assert t.ann.hand == ["curse", "copper", "silver"]
    assert (decision.player, decision.kind, decision.source, decision.min, decision.max) == (
        "ann",
        "pass",
        "hand",
        1,
        1,
    )
    decision = t.answer("curse")
    assert (decision.player, decision.options) == ("bob", ("gold", "estate"))
    decision = t.answer("estate")
    assert (decision.player, decision.options) == ("cat", ("copper",))
    decision = t.answer("copper")
    # Every card moves once all have chosen: ann's curse to bob, bob's estate to cat, cat's copper to ann.
    assert t.bob.hand == ["gold", "curse"]
    assert t.cat.hand == ["estate"]
    assert sorted(t.ann.hand) == ["copper", "copper", "silver"]
    assert (decision.player, decision.kind, decision.min, decision.max) == ("ann", "trash", 0, 1)
    assert t.answer("copper") is None
    assert t.game.trash == ["copper"] and sorted(t.ann.hand) == ["copper", "silver"]


def test_cards_are_chosen_before_any_is_received(table):
    """Ruling: passing is simultaneous: nobody sees the card coming to them before choosing theirs."""
    t = table("masquerade")
    t.give("ann", hand=["masquerade", "curse"], deck=["copper", "copper"])
    t.give("bob", hand=["estate"])
    t.play("masquerade")
    decision = t.answer("curse")
    assert decision.player == "bob" and decision.options == ("estate",)
    assert "curse" not in t.bob.hand
    t.answer("estate")
    assert t.bob.hand == ["curse"] and "estate" in t.ann.hand


def test_passed_cards_change_owner_and_are_not_gained(table):
    """Ruling: the receiver does not gain the card (no gain happens, the supply is untouched); it is theirs
    from then on, for scoring too."""
    t = table("masquerade")
    events = []
    t.game.listeners.append(events.append)
    t.give("ann", hand=["masquerade", "province"], deck=["copper", "copper"], discards=[])
    t.give("bob", hand=["copper"], deck=[], discards=[])
    t.play("masquerade")
    t.answer("province")
    t.answer("copper")
    t.answer()
    assert not [e for e in events if e.kind == "gain"]
    # Each pass is public, the card is not: the events name who passed, never what.
    assert [(e.player, e.cards) for e in events if e.kind == "pass"] == [("ann", ()), ("bob", ())]
    assert t.bob.score() == 6


def test_players_without_cards_are_skipped(table):
    """Ruling (second edition): a player with an empty hand neither passes nor receives; the card goes on to
    the next player holding cards."""
    t = table("masquerade", players=3)
    t.give("ann", hand=["masquerade", "curse"], deck=["copper", "copper"])
    t.give("bob", hand=[])
    t.give("cat", hand=["gold"])
    t.play("masquerade")
    decision = t.answer("curse")
    assert decision.player == "cat"
    t.answer("gold")
    assert t.bob.hand == [] and t.cat.hand == ["curse"] and "gold" in t.ann.hand


def test_alone_with_cards_passes_to_yourself(table):
    """Ruling: when only the player holds cards, it passes a card to itself."""
    t = table("masquerade")
    t.give("ann", hand=["masquerade"], deck=["copper", "estate"])
    t.give("bob", hand=[])
    t.play("masquerade")
    decision = t.answer("estate")
    assert t.bob.hand == [] and sorted(t.ann.hand) == ["copper", "estate"]
    assert decision.kind == "trash"


def test_first_edition_passes_to_the_next_player_even_with_an_empty_hand(table):
    """First edition: each player passes to the player on their left, who receives even with an empty hand."""
    t = table("masquerade", players=3, edition=1)
    t.give("ann", hand=["masquerade", "curse"], deck=["copper", "copper"])
    t.give("bob", hand=[])
    t.give("cat", hand=["gold"])
    t.play("masquerade")
    decision = t.answer("curse")
    assert decision.player == "cat"
    t.answer("gold")
    assert t.bob.hand == ["curse"] and t.cat.hand == [] and "gold" in t.ann.hand


def test_not_an_attack_moat_is_not_asked(table):
    """Ruling: Masquerade is no attack, so Moat cannot be revealed against it."""
    t = table("masquerade", "moat")
    t.give("ann", hand=["masquerade"], deck=["copper", "copper"])
    t.give("bob", hand=["moat", "estate"])
    t.play("masquerade")
    decision = t.answer("copper")
    assert decision.player == "bob" and decision.kind == "pass"


def test_only_the_player_trashes_and_may_decline(table):
    """Ruling: only the player of Masquerade may trash, and it may decline."""
    t = table("masquerade")
    t.give("ann", hand=["masquerade"], deck=["copper", "estate"])
    t.give("bob", hand=["curse"])
    t.play("masquerade")
    t.answer("copper")
    decision = t.answer("curse")
    assert decision.player == "ann" and decision.optional
    assert t.answer() is None and t.game.trash == []


class _Masquerader:
    """A player of a whole game: plays Masquerade whenever it can, treasures, buys Masquerade at 3-4 coins
    (at most 3), Gold at 6-7, Province at 8; passes and trashes its cheapest card (a Curse first)."""

    listens = False

    def __init__(self) -> None:
        self.bought = 0

    def move(self, state):
        from protocol.messages import Act, Add, Buy, Clean
        from referee.rules.spec import VALUE

        if state.actions and "masquerade" in state.hand:
            return Act("masquerade")
        for card in state.hand:
            if card in VALUE:
                return Add(card)
        if state.buys:
            if state.coins >= 8 and "province" in state.supply:
                return Buy("province")
            if state.coins >= 6 and "gold" in state.supply:
                return Buy("gold")
            if 3 <= state.coins and self.bought < 3 and "masquerade" in state.supply:
                self.bought += 1
                return Buy("masquerade")
        return Clean(state.hand[0]) if state.hand else Clean()

    def decide(self, decision, state):
        from referee.rules.spec import COST

        if decision.max == 0 or not decision.options:
            return ()
        worst = min(decision.options, key=lambda card: (card != "curse", COST[card]))
        if decision.kind == "trash" and worst not in ("curse", "estate", "copper"):
            return ()
        return (worst,)

    def defend(self, attacker, state):
        raise AssertionError("no protocol defense in a game of the rules alone")

    def notify(self, notification):
        pass


def test_whole_games_of_three_passing_players():
    """Masquerade through the engine: every player holding cards is asked to pass, in any player's turn; the
    cards are conserved and the games end."""
    from referee.rules.game import Game, count_cards
    from referee.seats.engine import Observer, run_game
    from referee.seats.seat import InProcessSeat

    class Passes(Observer):
        def __init__(self) -> None:
            self.by: set[str] = set()
            self.events = 0

        def decided(self, name, decision, answer):
            if decision.kind == "pass":
                assert decision.player == name and len(answer) == 1
                self.by.add(name)

        def event(self, event):
            self.events += event.kind == "pass"

    kingdom = [
        "masquerade",
        "witch",
        "village",
        "smithy",
        "market",
        "cellar",
        "chapel",
        "moat",
        "mill",
        "baron",
    ]
    for seed, edition in ((5, 2), (6, 1)):
        game = Game(["ann", "bob", "cat"], seed=seed, kingdom=kingdom, edition=edition)
        total = count_cards(game)
        observer = Passes()
        seats = [InProcessSeat(name, _Masquerader()) for name in ("ann", "bob", "cat")]
        result = run_game(game, seats, observer=observer)
        assert game.over and not result.ejections
        assert observer.by == {"ann", "bob", "cat"} and observer.events > 30
        assert count_cards(game) == total


def test_a_player_ejected_while_choosing_neither_passes_nor_receives(table):
    """A player ejected before the cards move leaves the circle: the others pass around it; no card lost."""
    from referee.rules.game import count_cards

    t = table("masquerade", players=3)
    t.give("ann", hand=["masquerade", "curse"], deck=["copper", "copper"])
    t.give("bob", hand=["estate"])
    t.give("cat", hand=["gold"])
    total = count_cards(t.game)
    t.play("masquerade")
    assert t.answer("curse").player == "bob"
    t.game.eject("bob")
    assert t.game.pending.player == "cat"
    t.answer("gold")
    assert t.cat.hand == ["curse"] and "gold" in t.ann.hand
    assert count_cards(t.game) == total
