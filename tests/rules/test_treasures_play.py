"""`Treasures` and `BuyAndClean`: a game of the rules alone makes several plays in one step, exactly as the
protocol plays they stand for."""

from __future__ import annotations

from players.strategy import load_strategy, parse_strategy
from protocol.messages import Add, Buy, Clean
from referee import views
from referee.rules.decisions import BuyAndClean, Treasures
from referee.rules.game import Game
from referee.rules.legality import check_play
from referee.seats.engine import Observer, run_game
from referee.seats.seat import InProcessSeat

KINGDOM = tuple("cellar chapel festival laboratory market merchant smithy village witch moat".split())


def _position(table, hand):
    t = table("merchant")
    t.give("ann", hand=list(hand), deck=["estate"] * 5)
    return t


def test_treasures_is_judged_as_its_adds_together(table):
    t = _position(table, ["copper", "silver", "copper", "estate"])
    view = views.view(t.game)
    assert check_play(view, Treasures(("copper", "silver", "copper")), arguments=False) is None
    too_many = check_play(view, Treasures(("copper", "copper", "copper")), arguments=False)
    assert too_many is not None and too_many.startswith("(add copper) needs copper in your hand")
    assert "is not a treasure" in check_play(view, Treasures(("estate",)), arguments=False)
    assert "plays no treasure" in check_play(view, Treasures(()), arguments=False)


def test_treasures_is_no_play_of_the_protocol(table):
    t = _position(table, ["copper", "silver"])
    message = check_play(views.view(t.game), Treasures(("copper", "silver")))
    assert message is not None and "(add CARD)" in message


def test_treasures_leaves_the_game_as_its_adds_would(table):
    hand = ["silver", "copper", "merchant", "silver", "gold"]
    cards = ("silver", "copper", "silver", "gold")
    one, other = _position(table, hand), _position(table, hand)
    for t in (one, other):
        t.play("merchant")
    heard: list = []
    one.game.listeners.append(heard.append)
    one.game.apply(Treasures(cards))
    told: list = []
    other.game.listeners.append(told.append)
    for card in cards:
        other.add(card)
    assert heard == told and [e.cards for e in heard] == [(c,) for c in cards]
    assert views.view(one.game) == views.view(other.game)
    # The first Silver after a Merchant: +1 coin, once.
    assert one.game.coins == 2 + 1 + 1 + 2 + 3 and one.game.actions == 0


class _Watcher(Observer):
    def __init__(self) -> None:
        self.plays: list = []

    def played(self, name, play) -> None:
        self.plays.append((name, play))


def _game(together: bool, observer: Observer | None):
    strategy = load_strategy("double-witch")
    seats = [InProcessSeat(n, strategy.player(rules_alone=together)) for n in ("ann", "bob")]
    game = Game(["ann", "bob"], seed=5, kingdom=KINGDOM)
    return game, run_game(game, seats, observer=observer)


def test_a_strategy_playing_treasures_together_plays_the_same_game():
    apart, together = _Watcher(), _Watcher()
    game_apart, result_apart = _game(False, apart)
    game_together, result_together = _game(True, together)
    assert result_apart == result_together
    assert game_apart.places() == game_together.places()
    # An observer is told of every treasure as an `Add`, as when they are played one by one.
    assert together.plays == apart.plays
    assert not any(type(play) is Treasures for _, play in together.plays)


def test_a_strategy_plays_its_listed_treasures_in_one_step_only_without_conditions():
    def first_play(treasures) -> object:
        data = {"buy": ["province"], "treasures": treasures}
        player = parse_strategy(data, "test").player(rules_alone=True)
        game = Game(["ann", "bob"], seed=1, kingdom=KINGDOM)
        game.arrange("ann", hand=["copper", "gold", "copper", "estate", "silver"])
        return player.move(views.view(game))

    assert first_play(["gold", "copper"]) == Treasures(("gold", "copper", "copper"))
    assert first_play(["silver"]) == Add("silver")
    assert first_play([{"card": "gold", "if": "coins < 1"}, "copper"]) == Add("gold")
    assert first_play([]) == Clean("estate")


def test_buy_and_clean_is_judged_as_its_buy_and_its_clean_up(table):
    t = _position(table, ["silver", "estate", "copper"])
    t.add("silver")
    t.add("copper")
    view = views.view(t.game)
    assert check_play(view, BuyAndClean("silver", "estate"), arguments=False) is None
    assert "needs 6 coins" in check_play(view, BuyAndClean("gold", "estate"), arguments=False)
    assert "(clean gold) needs gold" in check_play(view, BuyAndClean("silver", "gold"), arguments=False)
    assert "(clean CARD)" in check_play(view, BuyAndClean("silver", "estate"))


def test_buy_and_clean_leaves_the_game_as_its_buy_and_clean_up_would(table):
    one, other = (_position(table, ["silver", "estate", "copper"]) for _ in range(2))
    for t in (one, other):
        t.add("silver")
        t.add("copper")
    one.game.apply(BuyAndClean("silver", "estate"))
    other.buy("silver")
    other.game.apply(Clean("estate"))
    assert one.game.places() == other.game.places() and one.game.turn == other.game.turn == 2
    assert views.view(one.game) == views.view(other.game)


def test_a_strategy_buys_with_its_last_buy_and_cleans_up_in_one_step():
    player = load_strategy("big-money").player(rules_alone=True)
    game = Game(["ann", "bob"], seed=1, kingdom=KINGDOM)
    game.arrange("ann", hand=["estate", "copper", "copper", "silver"])
    game.apply(player.move(views.view(game)))
    assert game.coins == 4 and player.move(views.view(game)) == BuyAndClean("silver", "estate")
    game.buys = 2  # a Market's +buy: the first buy alone, the clean-up asked after the last
    assert player.move(views.view(game)) == Buy("silver")
