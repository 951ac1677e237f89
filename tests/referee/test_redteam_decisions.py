"""Red team of protocol v5's decisions (issue 30): hostile answers to the decisions a v5 game asks, each
ejecting its program with one line a student can act on (the answer as written, the rule, the decision),
while the game goes on for the others. In-process seats of random legal players
(tests/programs/v4_random.py) play the rest of each game through the real engine.
"""

from __future__ import annotations

import sys
from pathlib import Path

from protocol import to_wire
from protocol.messages import Act, Add, Buy
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "programs"))
from v4_random import RandomV4  # noqa: E402

FILL = ["village", "smithy", "market", "mine", "cellar", "chapel", "moat", "militia", "witch"]


class Scripted(RandomV4):
    """Plays `plays` first (each when its card is in the hand, for an act or an add; a buy at once),
    answers its first decision with `answer`, then plays at random; keeps every message it is sent in
    `texts` (wire text)."""

    def __init__(self, seed: int, plays=(), answer: tuple | None = None) -> None:
        super().__init__(seed, keep=True)
        self.plays = list(plays)
        self.answer = answer
        self.texts: list[str] = []

    def move(self, state):
        self.texts.append("(move ...)")
        while self.plays:
            play = self.plays.pop(0)
            if type(play) in (Act, Add) and play.card in state.hand or type(play) is Buy:
                return play
        return super().move(state)

    def decide(self, decision, state):
        self.texts.append(f"(decide {decision.card} {decision.kind})")
        if self.answer is not None:
            answer, self.answer = self.answer, None
            return answer
        return super().decide(decision, state)

    def notify(self, notification) -> None:
        self.texts.append(to_wire(notification))
        super().notify(notification)


def _game(card: str, hand: list[str], turn_limit: int = 2) -> Game:
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=[card, *FILL], turn_limit=turn_limit)
    game.arrange("ann", hand=hand)
    return game


def test_an_illegal_answer_to_a_treasures_decision_is_quoted_as_written_with_the_decision() -> None:
    # Anvil's discard is asked right after `(add anvil)`: a decision a treasure triggers, not an act's.
    game = _game("anvil", ["anvil", "estate", "copper", "silver", "copper"])
    ann = Scripted(1, [Add("anvil")], answer=("gold",))
    result = run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", RandomV4(2))], version=5)
    ejection = {p.name: p.ejection for p in result.players}["ann"]
    assert ejection is not None and ejection.kind == "illegal-play"
    assert ejection.text == "(choose gold)"
    assert ejection.message.startswith("(choose gold) needs gold in your hand to discard")
    assert "[the anvil decision:" in ejection.message
    assert ejection.state.startswith("(decide ann ((player ann) (card anvil) (kind discard)")
    assert "\n" not in ejection.message


def test_what_a_treasure_did_is_told_before_its_decision_is_asked() -> None:
    # The protocol: every `happened` is told before the next message that asks anything. Anvil's play is
    # told to ann before its discard is asked of her.
    game = _game("anvil", ["anvil", "estate", "copper", "silver", "copper"])
    ann = Scripted(1, [Add("anvil")])
    run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", RandomV4(2))], version=5)
    asked = ann.texts.index("(decide anvil discard)")
    assert "(happened ann (play anvil))" in ann.texts[:asked]


def test_an_option_chosen_twice_is_said_to_be_chosen_twice_not_missing_from_the_options() -> None:
    # Duchess offers the one card ann looked at; `(choose copper copper)` lists it twice. The message said
    # "copper is not among the cards to choose from (copper)", which a student cannot act on.
    game = _game("duchess", ["duchess", "estate", "estate", "estate", "estate"])
    game.arrange("ann", deck=["copper", "silver"])  # copper on top
    ann = Scripted(1, [Act("duchess")], answer=("copper", "copper"))
    result = run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", RandomV4(2))], version=5)
    ejection = {p.name: p.ejection for p in result.players}["ann"]
    assert ejection is not None, ann.texts
    assert ejection.message.startswith(
        "(choose copper copper): copper is chosen 2 times, and the options hold 1: (copper)"
    ), ejection.message


def test_a_stash_placed_illegally_in_the_middle_of_another_players_draw_ejects_only_its_owner() -> None:
    # ann's Council Room makes bob draw a card; bob's deck is empty, so his discards (a Stash among them)
    # are shuffled in the middle of that draw, and his Stash's place is asked of him then, on ann's turn.
    # A hostile answer (a place past the bottom) ejects bob; the draw, ann's turn and the game go on.
    game = Game(
        ["ann", "bob", "cat"], rules=game_rules(5), seed=2, kingdom=["stash", "council-room", *FILL[:8]]
    )
    game.turn_limit = 2
    game.arrange("ann", hand=["council-room", "copper", "copper", "copper", "copper"])
    game.arrange("bob", deck=[], discards=["stash", "copper", "estate", "silver"])
    ann, bob, cat = Scripted(1, [Act("council-room")]), Scripted(2, answer=("99",)), Scripted(3)
    result = run_game(
        game, [InProcessSeat("ann", ann), InProcessSeat("bob", bob), InProcessSeat("cat", cat)], version=5
    )
    ejections = {p.name: p.ejection for p in result.players}
    assert ejections["ann"] is None and ejections["cat"] is None, ejections
    ejection = ejections["bob"]
    assert ejection is not None and ejection.kind == "illegal-play", ejection
    assert ejection.message.startswith("(choose 99): 99 is not among the options (0 1 2 3)"), ejection.message
    # The reason quotes the Stash decision's prompt, once (not again in a bracket after it).
    assert ejection.message.count("(you shuffled a stash into your new deck: how many of its other 3") == 1
    assert result.end in ("turn-limit", "provinces", "piles"), result.end
    assert "(decide stash insert)" in bob.texts


def test_a_huge_play_or_answer_is_quoted_cut_in_a_one_line_message_that_keeps_the_rule() -> None:
    # 9,000 card names fit in a reply under the 64 KB limit; the ejection message quoted them all (63 KB),
    # in the terminal, the results and the report pages. The quote is cut; the rule broken stays whole.
    game = _game("anvil", ["anvil", "estate", "copper", "silver", "copper"])
    ann = Scripted(1, [Add("anvil")], answer=("copper",) * 9000)
    result = run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", RandomV4(2))], version=5)
    message = {p.name: p.ejection for p in result.players}["ann"].message
    assert len(message) < 400, len(message)
    assert message.startswith("(choose copper copper copper") and "..." in message
    assert message.endswith(
        "needs copper in your hand to discard; your hand is (copper silver) [the anvil decision: you may "
        "discard a treasure from your hand to gain a card costing up to 4]"
    )
    game = _game("courtyard", ["cellar", "estate", "copper", "silver", "copper"])  # FILL has the Cellar
    ann = Scripted(1, [Act("cellar", ("copper",) * 9000)])
    result = run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", RandomV4(2))], version=5)
    message = {p.name: p.ejection for p in result.players}["ann"].message
    assert len(message) < 400 and message.startswith("(act cellar copper copper"), message[:300]


def test_an_ejection_ending_a_turn_settles_the_next_turns_start_decision_before_its_first_move() -> None:
    # ann is ejected at her first play; bob's turn starts with a Clerk in his hand, which asks at the start of
    # his turn whether to play it. The referee raised "a decision is pending" (a traceback) instead of
    # asking bob first.
    game = Game(["ann", "bob", "cat"], rules=game_rules(5), seed=1, kingdom=["clerk", *FILL], turn_limit=2)
    game.arrange("bob", hand=["clerk", "copper", "copper", "copper", "estate"])
    ann, bob, cat = Scripted(1, [Buy("knights")]), Scripted(2), Scripted(3)
    result = run_game(
        game, [InProcessSeat("ann", ann), InProcessSeat("bob", bob), InProcessSeat("cat", cat)], version=5
    )
    ejections = {p.name: p.ejection for p in result.players}
    assert ejections["ann"] is not None and ejections["ann"].message.startswith("(buy knights)")
    assert ejections["bob"] is None and ejections["cat"] is None, ejections
    assert "(decide clerk play)" in bob.texts
    assert bob.texts.index("(decide clerk play)") < bob.texts.index("(move ...)")
