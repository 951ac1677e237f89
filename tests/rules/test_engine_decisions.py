"""The engine with decision-level seats (a game of the rules alone): decisions are asked of whoever decides,
judged by `check_answer`, reported to the observer; an illegal answer ejects; events reach observers."""

from __future__ import annotations

from protocol.messages import Act, Add, Clean
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.seats.engine import Observer, run_game
from referee.seats.seat import InProcessSeat

KINGDOM = [
    "chapel",
    "militia",
    "moat",
    "witch",
    "village",
    "smithy",
    "market",
    "cellar",
    "remodel",
    "workshop",
]


class Scripted:
    """Plays the first card of `acts` found in hand (once), else adds treasures, else cleans up; answers
    decisions with `answer(decision)`."""

    def __init__(self, acts=(), answer=lambda decision: decision.options[: decision.min]) -> None:
        self.acts = list(acts)
        self.answer = answer
        self.asked = []

    def move(self, state):
        for card in self.acts:
            if state.actions and card in state.hand:
                self.acts.remove(card)
                return Act(card)
        for card in state.hand:
            if card in ("copper", "silver", "gold"):
                return Add(card)
        return Clean(state.hand[0]) if state.hand else Clean()

    def decide(self, decision, state):
        self.asked.append(decision)
        return self.answer(decision)

    def defend(self, attacker, state):
        raise AssertionError("no protocol defense in a game of the rules alone")

    def notify(self, notification):
        pass


class Recorder(Observer):
    def __init__(self) -> None:
        self.events = []
        self.decided_by = []

    def event(self, event):
        self.events.append(event)

    def decided(self, name, decision, answer):
        self.decided_by.append((name, decision.card, decision.kind, answer))


def _game(ann, bob, turn_limit=1):
    game = Game(["ann", "bob"], seed=3, kingdom=KINGDOM, turn_limit=turn_limit)
    return game, [InProcessSeat("ann", ann), InProcessSeat("bob", bob)]


def test_a_militia_victim_decides_and_the_observer_hears_it():
    game, seats = _game(Scripted(["militia"]), Scripted())
    game.arrange("ann", hand=["militia", "copper", "copper", "copper", "estate"])
    game.arrange("bob", hand=["estate", "estate", "copper", "copper", "gold"])
    recorder = Recorder()
    result = run_game(game, seats, observer=recorder)
    assert not result.ejections
    assert ("bob", "militia", "discard", ("copper", "copper")) in recorder.decided_by
    kinds = [(e.kind, e.player) for e in recorder.events]
    assert ("attack", "ann") in kinds and ("discard", "bob") in kinds and ("play", "ann") in kinds


def test_witch_gives_a_curse_event():
    game, seats = _game(Scripted(["witch"]), Scripted())
    game.arrange("ann", hand=["witch", "copper"], deck=["copper", "copper"])
    recorder = Recorder()
    run_game(game, seats, observer=recorder)
    assert any(e.kind == "gain" and e.player == "bob" and e.cards == ("curse",) for e in recorder.events)


def test_an_illegal_answer_ejects_the_decider():
    game, seats = _game(Scripted(["militia"]), Scripted(answer=lambda decision: ("province",)))
    game.arrange("ann", hand=["militia", "copper", "copper", "copper", "estate"])
    game.arrange("bob", hand=["estate", "estate", "copper", "copper", "gold"])
    result = run_game(game, seats)
    (bob,) = [p for p in result.players if p.name == "bob"]
    assert bob.ejection is not None and bob.ejection.kind == "illegal-play"
    assert "province" in bob.ejection.message and result.end == "last-player-standing"


def test_the_mover_ejected_mid_card_leaves_no_card_aside():
    # Sentry looks at two cards and asks the mover, who answers illegally: the cards go to its discards,
    # then leave the game with it.
    def bad(decision):
        return ("gold", "gold", "gold")

    kingdom = ["sentry", *KINGDOM[1:]]
    game = Game(["ann", "bob", "cat"], seed=3, kingdom=kingdom, turn_limit=2)
    game.arrange("ann", hand=["sentry"], deck=["copper", "estate", "estate"])
    seats = [
        InProcessSeat("ann", Scripted(["sentry"], bad)),
        InProcessSeat("bob", Scripted()),
        InProcessSeat("cat", Scripted()),
    ]
    result = run_game(game, seats)
    assert [p.name for p in result.players if p.ejection] == ["ann"]
    assert game.pending is None and not any(p.aside for p in game.players)
    assert game.removed.count("estate") >= 2


def test_an_illegal_answers_ejection_says_the_decisions_prompt_once():
    """v4-v5: a reason that quotes the decision's prompt (Journeyman named nothing: a count out of range) is
    not followed by it again; one that does not (Sentry: a card not among those looked at) is followed by
    ``[the CARD decision: PROMPT]``."""
    cases = (
        ("journeyman", (), "name a card: you keep the first 3 revealed that are not it", False),
        ("sentry", ("gold",), "trash any of the cards you looked at", True),
    )
    for card, answer, prompt, bracket in cases:
        game = Game(["ann", "bob"], rules=game_rules(5), seed=3, kingdom=[card, *KINGDOM[1:]], turn_limit=2)
        game.arrange("ann", hand=[card], deck=["copper", "estate", "estate", "silver", "gold"])
        seats = [
            InProcessSeat("ann", Scripted([card], lambda decision, answer=answer: answer)),
            InProcessSeat("bob", Scripted()),
        ]
        (ann,) = [p for p in run_game(game, seats, version=5).players if p.name == "ann"]
        message = ann.ejection.message
        assert message.count(prompt) == 1, message
        assert (f"[the {card} decision: " in message) is bracket, message
