"""Cards of Prosperity's first half meeting the engine: whole games of the rules alone between in-process
strategies, where a treasure's decisions (Contraband naming, Anvil's discard) are asked after an `(add ...)`,
other players decide (Bishop's optional trash, Contraband's name), and VP tokens reach the result."""

from __future__ import annotations

from protocol.messages import Act, Add, Buy, Clean
from referee.rules.game import Game
from referee.seats.engine import Observer, run_game
from referee.seats.seat import InProcessSeat

KINGDOM = [
    "bishop",
    "contraband",
    "hoard",
    "anvil",
    "city",
    "expand",
    "forge",
    "grand-market",
    "bank",
    "village",
]


class Scripted:
    """Plays the first card of `acts` found in hand (once each), then every treasure, then buys `buys` in
    order while it can, then cleans up; answers decisions with `answer(decision)`."""

    def __init__(self, acts=(), buys=(), answer=lambda decision: decision.options[: decision.min]) -> None:
        self.acts = list(acts)
        self.buys = list(buys)
        self.answer = answer

    def move(self, state):
        for card in self.acts:
            if state.actions and card in state.hand:
                self.acts.remove(card)
                return Act(card)
        for card in state.hand:
            if card in ("copper", "silver", "gold", "contraband", "hoard", "anvil", "bank"):
                return Add(card)
        if self.buys and state.buys:
            return Buy(self.buys.pop(0))
        return Clean(state.hand[0]) if state.hand else Clean()

    def decide(self, decision, state):
        return tuple(self.answer(decision))

    def defend(self, attacker, state):
        raise AssertionError("no protocol defense in a game of the rules alone")

    def notify(self, notification):
        pass


class Recorder(Observer):
    def __init__(self) -> None:
        self.decided_by = []

    def decided(self, name, decision, answer):
        self.decided_by.append((name, decision.card, decision.kind, tuple(answer)))


def _play(ann, bob):
    game = Game(["ann", "bob"], seed=5, kingdom=KINGDOM, turn_limit=1)
    recorder = Recorder()
    result = run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", bob)], observer=recorder)
    return game, result, recorder


def test_bishop_in_a_game_asks_both_players_and_scores_the_tokens():
    def ann_answers(decision):
        return ("estate",) if decision.kind == "trash" else decision.options[: decision.min]

    def bob_answers(decision):
        return ("copper",) if decision.card == "bishop" else decision.options[: decision.min]

    game = Game(["ann", "bob"], seed=5, kingdom=KINGDOM, turn_limit=1)
    game.arrange("ann", hand=["bishop", "estate", "copper", "copper", "copper"])
    game.arrange("bob", hand=["copper", "copper", "estate", "estate", "estate"])
    recorder = Recorder()
    result = run_game(
        game,
        [
            InProcessSeat("ann", Scripted(["bishop"], answer=ann_answers)),
            InProcessSeat("bob", Scripted(answer=bob_answers)),
        ],
        observer=recorder,
    )
    assert not result.ejections
    assert ("ann", "bishop", "trash", ("estate",)) in recorder.decided_by
    assert ("bob", "bishop", "trash", ("copper",)) in recorder.decided_by
    ann = next(p for p in result.players if p.name == "ann")
    assert game.find("ann").vp_tokens == 2 and ann.score == game.find("ann").score()


def _contraband_game(buys):
    game = Game(["ann", "bob"], seed=5, kingdom=KINGDOM, turn_limit=1)
    game.arrange("ann", hand=["contraband", "gold", "gold", "copper", "copper"])
    recorder = Recorder()
    named = []

    def bob_answers(decision):
        named.append(decision.options)
        return ("province",) if decision.kind == "name" else decision.options[: decision.min]

    seats = [InProcessSeat("ann", Scripted(buys=buys)), InProcessSeat("bob", Scripted(answer=bob_answers))]
    return game, run_game(game, seats, observer=recorder), recorder, named


def test_contraband_in_a_game_asks_the_player_on_the_left_after_the_add():
    game, result, recorder, named = _contraband_game(["gold", "silver"])
    assert not result.ejections
    assert ("bob", "contraband", "name", ("province",)) in recorder.decided_by
    assert "province" in named[0] and "bank" in named[0]
    assert sorted(game.find("ann").discards)[-2:] == ["gold", "silver"]


def test_buying_the_card_named_for_contraband_ejects():
    game, result, recorder, named = _contraband_game(["province"])
    assert result.ejections and "contraband" in result.ejections[0].ejection.message
