"""referee.seats.engine against the protocol, message by message, over many random games (a review of the
engine).

Two independent oracles watch every message the engine sends:
- what a view may hold: each `(move state)` / `(attacked ... state)` is recomputed from the receiver's true
  cards at that moment (own hand, own deck as a sorted multiset, own discards top first, own plays; the
  public supply and trash; the remaining players rotated to the receiver), so a view can never hold another
  player's cards, the order of a deck, or a stale cached part;
- the order of messages: from the plays and defenses alone, the oracle rebuilds the stream the protocol
  prescribes (docs/protocol.md, "Turn flow" and "Attacks (v3)"): `(move)` to the
  mover; after each accepted play `(moved NAME play)` to every other player in turn order after the mover;
  after militia each other player attacked in turn order, then for each defender in turn order `(defended
  NAME shown)` to every player but the defender, a discard shown as its first card only.
It also knows when the game must end: after the turn in which every player left has started the turn
limit, and at once when one player is left. The games are 2-4 player v3 games between random legal players
that favour actions, so militia and moat come up often; half start with small kingdom piles so that many end
by three piles; in the second test seats fault on a move, a `moved`, an `attacked` or a `defended` message.
"""

from __future__ import annotations

import random
from collections import Counter

from protocol.messages import (
    Act,
    Add,
    Attacked,
    Buy,
    Card,
    Clean,
    Defended,
    DiscardDefense,
    MoatDefense,
    Move,
    Moved,
)
from referee.errors import ReplyTimeout, WriteTimeout
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.legality import legal_defenses, legal_plays
from referee.rules.spec import ORDER
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat

NAMES = ("ann", "bob", "cat", "dan")
GAMES = 300
MILITIA = Act(Card.MILITIA)


class Random:
    """Random legal plays, actions first (militia most of all), and random legal defenses."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def move(self, state):
        plays = legal_plays(state)
        if MILITIA in plays and self.rng.random() < 0.8:
            return MILITIA
        for kind in (Act, Add, Buy):
            group = [p for p in plays if type(p) is kind]
            if group and self.rng.random() < 0.8:
                return self.rng.choice(group)
        return self.rng.choice(plays)

    def defend(self, attacker, state):
        return self.rng.choice(legal_defenses(state))

    def notify(self, notification):
        pass


class Watched(InProcessSeat):
    """A seat that logs (receiver, message, answer, faulted) in one list shared by every seat of the game,
    checks each view it is sent against the receiver's true cards in `game` at that moment, and, if
    `fail` = (message type, n) is given, raises a fault (as a subprocess seat would) on the n-th message
    of that type it receives."""

    def __init__(self, name: str, game: Game, log: list, rng: random.Random, fail=None) -> None:
        super().__init__(name, Random(rng))
        self.game = game
        self.log = log
        self.calls = Counter()
        self.fail = fail

    def _fails(self, message) -> bool:
        kind = type(message)
        self.calls[kind] += 1
        if (kind, self.calls[kind]) == self.fail:
            self.log.append((self.name, message, None, True))
            return True
        return False

    def move(self, state):
        self._check_view(state, current=True)
        if self._fails(Move(state)):
            raise ReplyTimeout("scripted: no reply")
        play = super().move(state)
        self.log.append((self.name, Move(state), play, False))
        return play

    def defend(self, attacker, state):
        self._check_view(state, current=False)
        if self._fails(Attacked(MILITIA, attacker, state)):
            raise ReplyTimeout("scripted: no defense")
        defense = super().defend(attacker, state)
        self.log.append((self.name, Attacked(MILITIA, attacker, state), defense, False))
        return defense

    def notify(self, notification):
        if self._fails(notification):
            raise WriteTimeout("scripted: does not read")
        self.log.append((self.name, notification, None, False))
        super().notify(notification)

    def close(self, *, kill=False):
        pass

    def _check_view(self, state, *, current: bool) -> None:
        game = self.game
        me = game.find(self.name)
        names = [p.name for p in game.players]
        at = names.index(self.name)
        assert state.players == tuple(names[at:] + names[:at])
        assert state.hand == tuple(me.hand)
        assert state.deck == tuple(sorted(me.deck, key=ORDER.__getitem__))
        assert state.discards == tuple(reversed(me.discards))
        assert state.trash == tuple(reversed(game.trash))
        assert state.supply == tuple(card for card, n in game.piles.items() for _ in range(n))
        if current:
            assert game.player is me
            assert (state.actions, state.buys, state.coins, state.plays) == (
                game.actions,
                game.buys,
                game.coins,
                tuple(me.plays),
            )
        else:
            assert game.player is not me
            assert (state.actions, state.buys, state.coins, state.plays) == (0, 0, 0, ())


class _Over(Exception):
    """One player is left: the game ends at once."""


class Protocol:
    """The message order the protocol prescribes, checked against `log` entry by entry.

    It knows only the players in seat order and, from the log, each question's answer and which receiver
    faulted. A receiver that faults is out from that message on: it gets nothing more and is skipped in
    every broadcast under way; a mover that faults loses the rest of its turn; an attacker that faults on a
    `defended` message still lets the other defenses be told; one player left ends the game at once.
    """

    def __init__(self, log: list, names: list[str], turn_limit: int) -> None:
        self.log = log
        self.names = list(names)
        self.turn_limit = turn_limit
        self.turns = Counter()
        self.at = 0

    def _after(self, name: str, names: list[str] | None = None) -> list[str]:
        names = self.names if names is None else names
        at = names.index(name)
        return names[at + 1 :] + names[:at]

    def _next(self, kind, receiver: str, name: str | None = None):
        assert self.at < len(self.log), f"the log ends where {kind.__name__} to {receiver} was due"
        got, message, answer, faulted = self.log[self.at]
        assert (got, type(message)) == (receiver, kind), (self.at, self.log[self.at])
        if name is not None:
            assert message.name == name
        if kind in (Move, Attacked):
            # the players left, rotated so that the receiver comes first
            assert message.state.players == (receiver, *self._after(receiver))
        self.at += 1
        if faulted:
            self.names.remove(receiver)
            if len(self.names) == 1:
                raise _Over
        return message, answer, faulted

    def _tell(self, recipients: list[str], notification) -> None:
        for receiver in recipients:
            if receiver in self.names:
                assert self._next(type(notification), receiver)[0] == notification

    def check(self, end: str) -> None:
        """Walk the whole log of a game that ended with `end`; raise AssertionError at the first message out
        of place, or if the game did not end when the turn limit says or went on after it."""
        try:
            seats = list(self.names)
            mover = self.names[0]
            while self.at < len(self.log):
                assert not all(self.turns[name] >= self.turn_limit for name in self.names), (
                    f"the game went on after every player left started {self.turn_limit} turns"
                )
                self.turns[mover] += 1
                self._turn(mover)
                # the next turn is the next player in seat order still in the game
                mover = next(n for n in self._after(mover, seats) + [mover] if n in self.names)
        except _Over:
            assert end == "last-player-standing"
        assert self.at == len(self.log), f"messages after the game's end: {self.log[self.at :]}"
        if end == "turn-limit":
            assert all(self.turns[name] == self.turn_limit for name in self.names), self.turns
        elif end == "last-player-standing":
            assert len(self.names) == 1

    def _turn(self, mover: str) -> None:
        while True:
            _, play, faulted = self._next(Move, mover)
            if faulted:
                return
            self._tell(self._after(mover), Moved(mover, play))
            if play == MILITIA:
                defenses = []
                for defender in self._after(mover):
                    if defender in self.names:
                        _, defense, faulted = self._next(Attacked, defender, mover)
                        if not faulted:
                            defenses.append((defender, defense))
                for defender, defense in defenses:
                    if defender not in self.names:
                        continue
                    if isinstance(defense, DiscardDefense):
                        defense = DiscardDefense(defense.cards[:1])
                    self._tell(self._after(defender), Defended(defender, defense))
            if isinstance(play, Clean) or mover not in self.names:
                return


def _game(seed: int, *, faults: bool):
    rng = random.Random(seed)
    players = 2 + seed % 3
    names = list(NAMES[:players])
    game = Game(names, rules=game_rules(3), seed=seed, turn_limit=15)
    if seed % 2:
        # small piles, so that games also end by the rules (three piles, provinces)
        for card, count in ((Card.CELLAR, 1), (Card.WORKSHOP, 1), (Card.WOODCUTTER, 2), (Card.PROVINCE, 2)):
            game.set_pile(card, count)
    log: list = []
    seats = []
    for name in names:
        fail = None
        if faults and rng.random() < 0.5:
            kind = rng.choice((Move, Moved, Attacked, Defended))
            fail = (kind, rng.randint(1, 40 if kind in (Move, Moved) else 3))
        seats.append(Watched(name, game, log, random.Random(rng.random()), fail))
    result = run_game(game, seats, version=3)
    Protocol(log, names, game.turn_limit).check(result.end)
    return log, result


def test_views_hold_only_the_receiver_s_cards_and_messages_follow_the_protocol_order():
    militias = moats = 0
    ends = Counter()
    for seed in range(GAMES):
        log, result = _game(seed, faults=False)
        assert result.ejections == ()
        ends[result.end] += 1
        militias += sum(1 for entry in log if entry[2] == MILITIA)
        moats += sum(1 for entry in log if isinstance(entry[2], MoatDefense))
    assert militias > 100 and moats > 20 and ends["three-piles"] > 20 and ends["turn-limit"] > 20


def test_ejections_mid_turn_and_mid_attack_keep_the_protocol_order():
    where = Counter()
    ends = Counter()
    for seed in range(GAMES):
        log, result = _game(seed, faults=True)
        ends[result.end] += 1
        faulted = [(name, type(message).__name__) for name, message, _, failed in log if failed]
        assert sorted(p.name for p in result.ejections) == sorted(name for name, _ in faulted)
        where.update(kind for _, kind in faulted)
        if result.end == "last-player-standing":
            assert len(result.winners) == 1
    assert min(where[kind] for kind in ("Move", "Moved", "Attacked", "Defended")) >= 20, where
    assert min(ends[end] for end in ("turn-limit", "three-piles", "last-player-standing")) > 20, ends
