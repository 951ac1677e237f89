"""A possessed turn through the engine (Possession, docs/protocol.md "A possessed turn"): every decision of
the possessed player is asked of its possessor's seat, with the possessed player's view, whatever path asks
it (a play's decision, an attack set off by a buy in a v5 game, a reaction to its own gain), and an illegal
answer ejects the possessor; the possessed player's seat is asked nothing in that turn. The other players'
decisions (the victims of its attacks, the possessor among them) stay their own.

In-process seats with the engine directly, then real subprocess programs through the command line."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from players.tactics import defend_with_moat_or_discard
from protocol import Act, Add, Buy, Clean
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.legality import check_play, legal_answers
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat
from tests.cli import run_referee as referee

ROOT = Path(__file__).resolve().parents[2]
KINGDOM = [
    "possession",
    "oasis",
    "noble-brigand",
    "militia",
    "village",
    "smithy",
    "market",
    "cellar",
    "chapel",
    "moat",
]


class Scripted:
    """Plays Possession when it can, else the first of `actions` in its hand, then every treasure, then buys
    a Noble Brigand, else nothing; answers each decision with its first legal answer (`bad`: a card that is
    not offered, for decisions whose player is not `me`). Records every request as (kind, whose it is, the
    decision's card or the attack, the view's first player) in `asked`, and those made in a possessed turn
    in `possessed` too (the test sets `game`)."""

    actions = ("possession", "oasis", "noble-brigand")

    def __init__(self, me: str, bad: bool = False) -> None:
        self.me = me
        self.bad = bad
        self.asked: list[tuple] = []
        self.possessed: list[tuple] = []
        self.game: Game | None = None

    def _record(self, *entry) -> None:
        self.asked.append(entry)
        if self.game is not None and self.game.possession is not None:
            self.possessed.append(entry)

    def move(self, state):
        self._record("move", state.players[0], None, state.players[0])
        if state.actions:
            for card in self.actions:
                if card in state.hand:
                    return Act(card)
        treasures = [card for card in state.hand if card in ("copper", "silver", "gold", "potion")]
        if treasures:
            return Add(treasures[0])
        if state.buys and check_play(state, Buy("noble-brigand"), arguments=False) is None:
            return Buy("noble-brigand")
        return Clean(state.hand[0]) if state.hand else Clean()

    def defend(self, attacker, state, card="militia"):
        self._record("attacked", self.me, card, state.players[0])
        return defend_with_moat_or_discard(state, card)

    def decide(self, decision, state):
        self._record("decide", decision.player, decision.card, state.players[0])
        if self.bad and decision.player != self.me:
            return ("province",)
        return tuple(legal_answers(decision)[0])

    def notify(self, notification) -> None:
        pass


def _possessed_turn(ann: Scripted, bob: Scripted):
    """ann plays Possession; bob's possessed turn, played by ann: Oasis (bob's discard), Noble Brigand (ann
    attacked; of her Silver and Gold revealed, bob's choice), then 8 coins buy a Noble Brigand, whose attack
    on its buy makes the same choice of her next Silver and Gold."""
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=KINGDOM)
    game.arrange(
        "ann",
        hand=["possession", "copper", "copper", "estate", "estate"],
        deck=["copper"] * 5 + ["silver", "gold", "silver", "gold"] + ["copper"] * 5,
    )
    game.arrange("bob", hand=["oasis", "noble-brigand", "gold", "gold", "estate"], deck=["copper"] * 10)
    game.turn_limit = 2
    ann.game = bob.game = game
    result = run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", bob)], version=5)
    return game, result


def test_the_possessed_players_decisions_are_asked_of_the_possessor_with_its_view():
    ann, bob = Scripted("ann"), Scripted("bob")
    game, result = _possessed_turn(ann, bob)
    assert all(p.ejection is None for p in result.players), [p.ejection for p in result.players]
    # bob's program is asked nothing in the possessed turn: ann makes every play and decision of it, each
    # with bob's view (bob first); her own defenses show her own view
    assert bob.possessed == []
    assert ann.possessed == [
        ("move", "bob", None, "bob"),
        ("decide", "bob", "oasis", "bob"),
        ("move", "bob", None, "bob"),
        ("attacked", "ann", "noble-brigand", "ann"),
        ("decide", "bob", "noble-brigand", "bob"),  # the play's attack
        ("move", "bob", None, "bob"),
        ("move", "bob", None, "bob"),
        ("move", "bob", None, "bob"),
        ("decide", "bob", "noble-brigand", "bob"),  # the buy's attack (no defense: not played)
        ("move", "bob", None, "bob"),
    ], ann.possessed
    # what bob would gain came to ann: the Noble Brigand bought and the two treasures taken
    ann_cards = game.find("ann").cards()
    assert "noble-brigand" in ann_cards and "noble-brigand" not in game.find("bob").discards
    assert ann_cards.count("gold") == 2  # the first answer offered takes the gold each time


def test_an_illegal_answer_for_the_possessed_player_ejects_the_possessor():
    ann, bob = Scripted("ann", bad=True), Scripted("bob")
    _, result = _possessed_turn(ann, bob)
    ejected = {p.name: p.ejection for p in result.players if p.ejection is not None}
    assert list(ejected) == ["ann"], ejected
    assert ejected["ann"].kind == "illegal-play"
    assert "oasis" in ejected["ann"].message and "province" in ejected["ann"].message, ejected
    assert bob.possessed == []  # bob's program was asked nothing (alone, it wins at once)
    assert result.winners == ("bob",)


def test_subprocess_programs_in_a_possessed_turn_the_possessor_answers_every_decision(tmp_path: Path):
    """Real programs (tests/programs/possessor_attacks.py) in v5 games: in each possessed turn (a `(move ...)`
    whose view is another player's sent to a program), every `decide` of the possessed player's decisions
    goes to the possessor's program, none to the possessed one's, naming the possessed player as the one
    whose turn it is."""
    program = f"{sys.executable} {ROOT / 'tests' / 'programs' / 'possessor_attacks.py'}"
    possessed_decisions = 0
    for seed in (1, 2, 3):
        log = tmp_path / f"game{seed}.jsonl"
        done = referee(
            "--protocol", "5", "--kingdom", ",".join(KINGDOM), "--seed", str(seed), "--turn-limit", "40",
            "--log", str(log), f"ann={program}", f"bob={program}",
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        assert "EJECTED" not in done.stdout, done.stdout
        possessed: tuple[str, str] | None = None  # (possessed, possessor) while a possessed turn is played
        for line in log.read_text().splitlines():
            record = json.loads(line)
            text = record.get("text", "")
            if record.get("dir") != "to":
                continue
            if text.startswith("(move ((players "):
                mover = text.split()[2].rstrip(")")
                possessed = (mover, record["player"]) if mover != record["player"] else None
            elif text.startswith("(decide ") and possessed is not None:
                player = text.split("((player ", 1)[1].split(")", 1)[0]
                if player == possessed[0]:
                    possessed_decisions += 1
                    assert record["player"] == possessed[1], (seed, record)
                    # NAME in (decide NAME ...) is the player whose turn it is: the possessed one
                    assert text.startswith(f"(decide {possessed[0]} "), (seed, record)
    assert possessed_decisions, "no decision of a possessed player was asked in these games"
