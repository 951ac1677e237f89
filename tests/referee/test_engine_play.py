"""referee.seats.engine: protocol flow, militia and moat, endings, ranks, ejection, closing seats."""

from __future__ import annotations

import pytest

from protocol import to_wire
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
from referee import views
from referee.errors import PlayerCrashed, ReplyTimeout, WriteTimeout
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.legality import check_play
from referee.seats.engine import Observer, play_game, run_game
from referee.seats.seat import InProcessSeat

C = Card
MILITIA = Act(C.MILITIA)


class Script:
    """A strategy that answers from lists (plays, or functions of the state), then cleans / discards to 3.

    `received` records every message it gets, as the protocol objects.
    """

    def __init__(self, moves=(), defenses=()):
        self.moves = list(moves)
        self.defenses = list(defenses)
        self.received = []

    def move(self, state):
        self.received.append(Move(state))
        if self.moves:
            move = self.moves.pop(0)
            return move(state) if callable(move) else move
        return Clean(state.hand[0]) if state.hand else Clean()

    def defend(self, attacker, state):
        self.received.append(Attacked(MILITIA, attacker, state))
        if self.defenses:
            return self.defenses.pop(0)
        return DiscardDefense(tuple(state.hand[3:]))

    def notify(self, notification):
        self.received.append(notification)


class Seat(InProcessSeat):
    """An in-process seat that counts close() calls and can raise a fault on the Nth call of a method."""

    def __init__(self, name, strategy, *, fail=None):
        super().__init__(name, strategy)
        self.closes = 0
        self.calls = {"move": 0, "defend": 0, "notify": 0}
        self.fail = fail  # (method, n, fault)

    def _count(self, method):
        self.calls[method] += 1
        if self.fail and self.fail[0] == method and self.calls[method] == self.fail[1]:
            raise self.fail[2]

    def move(self, state):
        self._count("move")
        return super().move(state)

    def defend(self, attacker, state):
        self._count("defend")
        return super().defend(attacker, state)

    def notify(self, notification):
        self._count("notify")
        super().notify(notification)

    def close(self, *, kill=False):
        self.closes += 1
        self.killed = kill


class Events(Observer):
    def __init__(self):
        self.events = []

    def turn_started(self, turn, name):
        self.events.append(("turn", turn, name))

    def played(self, name, play):
        self.events.append(("played", name, play))

    def defended(self, name, defense):
        self.events.append(("defended", name, defense))

    def ejected(self, name, fault):
        self.events.append(("ejected", name, fault.kind))

    def game_ended(self, result):
        self.events.append(("ended", result.end))


NAMES = ["ann", "bob", "cat", "dan"]


def seats_for(*scripts, fails=None):
    fails = fails or {}
    return [Seat(NAMES[i], s, fail=fails.get(NAMES[i])) for i, s in enumerate(scripts)]


def new_game(players, *, version=3, seed=1, turn_limit=1):
    return Game(NAMES[:players], rules=game_rules(version), seed=seed, turn_limit=turn_limit)


# ---- protocol flow ----------------------------------------------------------------------------------


def test_moves_go_to_the_mover_and_moved_to_every_other_player():
    game = new_game(3)
    game.arrange("ann", hand=[C.COPPER, C.COPPER, C.ESTATE, C.ESTATE, C.SILVER])
    ann, bob, cat = Script([Add(C.SILVER), Add(C.COPPER), Buy(C.SILVER), Clean(C.ESTATE)]), Script(), Script()
    result = run_game(game, seats_for(ann, bob, cat), version=3)
    ann_moves = [m for m in ann.received if isinstance(m, Move)]
    assert len(ann_moves) == 4
    assert ann_moves[0].state.hand == (C.COPPER, C.COPPER, C.ESTATE, C.ESTATE, C.SILVER)
    assert (ann_moves[3].state.actions, ann_moves[3].state.buys, ann_moves[3].state.coins) == (0, 0, 0)
    expected = [Moved("ann", p) for p in (Add(C.SILVER), Add(C.COPPER), Buy(C.SILVER), Clean(C.ESTATE))]
    assert bob.received[:4] == expected and cat.received[:4] == expected
    assert not any(isinstance(m, Moved) and m.name == "ann" for m in ann.received)
    assert isinstance(bob.received[4], Move) and bob.received[4].state.players == ("bob", "cat", "ann")
    assert result.end == "turn-limit" and result.turns == 3


class Deaf(Script):
    """A Script that declares it ignores notifications: the engine must never call its `notify`."""

    listens = False

    def notify(self, notification):
        raise AssertionError(f"a strategy with listens = False was told {notification!r}")


def test_a_strategy_that_does_not_listen_is_never_notified_and_plays_the_same_game():
    def play(ann_class):
        game = new_game(3, turn_limit=2)
        game.arrange("ann", hand=[C.MILITIA, C.COPPER, C.COPPER, C.ESTATE, C.SILVER])
        ann, bob, cat = ann_class([MILITIA, Add(C.SILVER), Buy(C.SILVER)]), Script(), Script()
        result = run_game(game, seats_for(ann, bob, cat), version=3)
        return result, ann, bob, cat

    heard, *listening = play(Script)
    deaf_result, *deaf = play(Deaf)
    assert deaf_result == heard
    # The deaf strategy got exactly its moves (no `moved`, no `defended`); the others heard everything.
    assert deaf[0].received == [m for m in listening[0].received if isinstance(m, Move)]
    assert any(isinstance(m, Defended) for m in listening[0].received)
    assert deaf[1].received == listening[1].received and deaf[2].received == listening[2].received
    assert any(isinstance(m, Moved) and m.name == "ann" for m in deaf[1].received)


def test_observer_sees_turns_plays_and_the_end():
    events = Events()
    game = new_game(2)
    game.arrange("ann", hand=[C.COPPER, C.ESTATE])
    run_game(game, seats_for(Script([Add(C.COPPER)]), Script()), observer=events, version=3)
    assert events.events == [
        ("turn", 1, "ann"),
        ("played", "ann", Add(C.COPPER)),
        ("played", "ann", Clean(C.ESTATE)),
        ("turn", 2, "bob"),
        ("played", "bob", Clean(game.find("bob").discards[-1])),
        ("ended", "turn-limit"),
    ]


# ---- militia and moat -------------------------------------------------------------------------------


def test_militia_against_hands_of_5_4_and_3():
    game = new_game(4)
    game.arrange("ann", hand=[C.MILITIA, C.COPPER])
    game.arrange("bob", hand=[C.COPPER, C.ESTATE, C.GOLD, C.SILVER, C.ESTATE])
    game.arrange("cat", hand=[C.COPPER, C.ESTATE, C.GOLD, C.SILVER])
    game.arrange("dan", hand=[C.COPPER, C.ESTATE, C.GOLD])
    ann = Script([MILITIA, Add(C.COPPER), Clean()])
    bob = Script(defenses=[DiscardDefense((C.ESTATE, C.ESTATE))])
    cat = Script(defenses=[DiscardDefense((C.ESTATE,))])
    dan = Script(defenses=[DiscardDefense(())])
    events = Events()
    result = run_game(game, seats_for(ann, bob, cat, dan), observer=events, version=3)
    assert result.ejections == ()
    for name, script in (("bob", bob), ("cat", cat), ("dan", dan)):
        attacked = [m for m in script.received if isinstance(m, Attacked)]
        assert len(attacked) == 1 and attacked[0].name == "ann"
        state = attacked[0].state
        assert state.players[0] == name and (state.actions, state.buys, state.coins, state.plays) == (
            0,
            0,
            0,
            (),
        )
        assert len(state.hand) == {"bob": 5, "cat": 4, "dan": 3}[name]
    assert [m for m in ann.received if isinstance(m, Defended)] == [
        Defended("bob", DiscardDefense((C.ESTATE,))),  # only the first discarded card is shown
        Defended("cat", DiscardDefense((C.ESTATE,))),
        Defended("dan", DiscardDefense(())),
    ]
    # a defender sees every defense but its own, all after the last defender answered
    assert bob.received[:5] == [
        Moved("ann", MILITIA),
        bob.received[1],
        Defended("cat", DiscardDefense((C.ESTATE,))),
        Defended("dan", DiscardDefense(())),
        Moved("ann", Add(C.COPPER)),
    ]
    assert isinstance(bob.received[1], Attacked)
    assert ("defended", "bob", DiscardDefense((C.ESTATE, C.ESTATE))) in events.events
    bob_state = next(m for m in bob.received if isinstance(m, Move)).state
    assert sorted(bob_state.hand) == sorted([C.COPPER, C.GOLD, C.SILVER])
    assert next(m for m in ann.received[1:] if isinstance(m, Move)).state.coins == 2


def test_militia_against_a_hand_of_2_only_discard_nothing():
    game = new_game(2)
    game.arrange("ann", hand=[C.MILITIA])
    game.arrange("bob", hand=[C.COPPER, C.ESTATE])
    bob = Script(defenses=[DiscardDefense(())])
    result = run_game(game, seats_for(Script([MILITIA]), bob), version=3)
    assert result.ejections == ()
    game = new_game(2)
    game.arrange("ann", hand=[C.MILITIA])
    game.arrange("bob", hand=[C.COPPER, C.ESTATE])
    bob = Script(defenses=[DiscardDefense((C.COPPER,))])
    result = run_game(game, seats_for(Script([MILITIA]), bob), version=3)
    (ejected,) = result.ejections
    assert ejected.name == "bob" and ejected.ejection.kind == "illegal-defense"
    assert "you keep them all; answer (discard)" in ejected.ejection.message
    assert ejected.ejection.text == "(discard copper)"
    assert ejected.ejection.state.startswith("(attacked (act militia) ann ((players bob ann)")
    assert result.end == "last-player-standing" and result.winners == ("ann",)


def test_moat_against_militia():
    game = new_game(3)
    game.arrange("ann", hand=[C.MILITIA])
    game.arrange("bob", hand=[C.MOAT, C.COPPER, C.COPPER, C.ESTATE, C.GOLD])
    game.arrange("cat", hand=[C.COPPER, C.COPPER, C.ESTATE, C.GOLD, C.GOLD])
    ann, bob, cat = Script([MILITIA]), Script(defenses=[MoatDefense()]), Script()
    run_game(game, seats_for(ann, bob, cat), version=3)
    assert Defended("bob", MoatDefense()) in ann.received and Defended("bob", MoatDefense()) in cat.received
    bob_move = next(m for m in bob.received if isinstance(m, Move))
    assert len(bob_move.state.hand) == 5 and C.MOAT in bob_move.state.hand
    cat_move = next(m for m in cat.received if isinstance(m, Move))
    assert len(cat_move.state.hand) == 3


def test_moat_without_a_moat_is_an_illegal_defense():
    game = new_game(3)
    game.arrange("ann", hand=[C.MILITIA])
    ann, bob, cat = Script([MILITIA]), Script(defenses=[MoatDefense()]), Script()
    result = run_game(game, seats_for(ann, bob, cat), version=3)
    assert [p.name for p in result.ejections] == ["bob"]
    assert "needs a moat in your hand" in result.ejections[0].ejection.message
    assert Defended("cat", DiscardDefense((cat.received[1].state.hand[3],))) in ann.received


# ---- endings, ties, ranks ---------------------------------------------------------------------------


def _rich(game, name):
    """Three golds in `name`'s hand instead of its treasures (its victory points stay the same)."""
    estates = [card for card in game.find(name).hand if card == C.ESTATE]
    game.arrange(name, hand=[C.GOLD, C.GOLD, C.GOLD, *estates])


def test_province_ending():
    game = new_game(2, turn_limit=100)
    game.set_pile(C.PROVINCE, 1)
    _rich(game, "ann")
    result = run_game(game, seats_for(Script([Add(C.GOLD)] * 3 + [Buy(C.PROVINCE)]), Script()), version=3)
    assert (result.end, result.turns, result.winners) == ("provinces", 1, ("ann",))
    assert [(p.score, p.turns, p.rank) for p in result.players] == [(9, 1, 1), (3, 0, 2)]


@pytest.mark.parametrize("players", [3, 4])
def test_three_pile_ending(players):
    game = new_game(players, turn_limit=100)
    game.set_pile(C.CELLAR, 0)
    game.set_pile(C.MOAT, 0)
    game.set_pile(C.WORKSHOP, 2)
    scripts = [Script([Buy(C.WORKSHOP)]), Script([Buy(C.WORKSHOP)])] + [Script() for _ in range(players - 2)]
    for name in NAMES[:2]:
        _rich(game, name)
        scripts[NAMES.index(name)].moves[:0] = [Add(C.GOLD)] * 3
    result = run_game(game, seats_for(*scripts), version=3)
    assert (result.end, result.turns) == ("three-piles", 2)


def test_tie_on_points_broken_by_turns():
    # ann empties the third pile on turn 1: equal scores, bob took fewer turns (0) and wins alone
    game = new_game(2, turn_limit=100)
    game.set_pile(C.CELLAR, 0)
    game.set_pile(C.MOAT, 0)
    game.set_pile(C.WORKSHOP, 1)
    _rich(game, "ann")
    result = run_game(game, seats_for(Script([Add(C.GOLD)] * 3 + [Buy(C.WORKSHOP)]), Script()), version=3)
    assert result.end == "three-piles"
    assert [(p.name, p.score, p.turns, p.rank) for p in result.players] == [
        ("ann", 3, 1, 2),
        ("bob", 3, 0, 1),
    ]
    assert result.winners == ("bob",)


def test_tie_broken_by_turns_with_three_players_then_shared():
    # ann empties the third pile on turn 1: all have 3 points; bob and cat took fewer turns and share the win
    game = new_game(3, turn_limit=100)
    game.set_pile(C.CELLAR, 0)
    game.set_pile(C.MOAT, 0)
    game.set_pile(C.WORKSHOP, 1)
    _rich(game, "ann")
    result = run_game(
        game, seats_for(Script([Add(C.GOLD)] * 3 + [Buy(C.WORKSHOP)]), Script(), Script()), version=3
    )
    assert result.end == "three-piles"
    assert [(p.name, p.score, p.turns, p.rank) for p in result.players] == [
        ("ann", 3, 1, 3),
        ("bob", 3, 0, 1),
        ("cat", 3, 0, 1),
    ]
    assert result.winners == ("bob", "cat")


def test_shared_win_on_equal_points_and_turns():
    game = new_game(2, turn_limit=100)
    game.set_pile(C.CELLAR, 0)
    game.set_pile(C.MOAT, 0)
    game.set_pile(C.WORKSHOP, 1)
    _rich(game, "bob")
    result = run_game(game, seats_for(Script(), Script([Add(C.GOLD)] * 3 + [Buy(C.WORKSHOP)])), version=3)
    assert result.end == "three-piles" and result.winners == ("ann", "bob")
    assert [p.rank for p in result.players] == [1, 1]


def test_turn_limit():
    result = play_game([Seat("ann", Script()), Seat("bob", Script())], seed=3, turn_limit=7)
    assert (result.end, result.turns) == ("turn-limit", 14)
    assert [p.turns for p in result.players] == [7, 7] and result.winners == ("ann", "bob")


def test_ranks_share_and_skip():
    game = new_game(3, turn_limit=1)
    _rich(game, "cat")
    result = run_game(
        game, seats_for(Script(), Script(), Script([Add(C.GOLD), Add(C.GOLD), Buy(C.DUCHY)])), version=3
    )
    assert [(p.score, p.rank) for p in result.players] == [(3, 2), (3, 2), (6, 1)]
    assert result.winners == ("cat",)


# ---- ejection ---------------------------------------------------------------------------------------


def test_illegal_play_ejects_with_the_rule_and_the_game_goes_on():
    game = new_game(3, turn_limit=2)
    game.arrange("ann", hand=[C.COPPER, C.ESTATE])
    events = Events()
    seats = seats_for(Script([Add(C.COPPER), Buy(C.PROVINCE)]), Script(), Script())
    state_before = views.view(game)
    score = game.find("ann").score()
    result = run_game(game, seats, observer=events, version=3)
    ann = result.players[0]
    assert ann.status == "ejected" and ann.rank == 3 and ann.score == score and ann.turns == 1
    assert ann.ejection.kind == "illegal-play"
    assert ann.ejection.message == "(buy province) needs 8 coins, you have 1"
    assert ann.ejection.text == "(buy province)" and ann.ejection.turn == 1
    assert ann.ejection.state.startswith("(move ((players ann bob cat)")
    assert state_before.hand == (C.COPPER, C.ESTATE)
    assert result.end == "turn-limit" and [p.turns for p in result.players[1:]] == [2, 2]
    assert ("ejected", "ann", "illegal-play") in events.events
    assert events.events.index(("ejected", "ann", "illegal-play")) < events.events.index(("turn", 2, "bob"))
    bob = seats[1].strategy
    assert next(m for m in bob.received if isinstance(m, Move)).state.players == ("bob", "cat")
    assert seats[0].closes == 1 and seats[1].closes == 1 and seats[2].closes == 1


def test_ejected_seat_is_closed_at_ejection_and_never_called_again():
    closes_at_ejection = []

    class Watch(Observer):
        def ejected(self, name, fault):
            closes_at_ejection.append(seats[0].closes)

    seats = seats_for(Script(), Script(), fails={"ann": ("move", 2, ReplyTimeout("no reply within 5 s"))})
    result = play_game(seats, seed=4, turn_limit=3, observer=Watch())
    assert closes_at_ejection == [1] and seats[0].closes == 1 and seats[0].calls["move"] == 2
    # Killed at once when ejected; the other player gets its grace to exit at the end of the game.
    assert seats[0].killed is True and seats[1].killed is False
    assert result.end == "last-player-standing" and result.winners == ("bob",)
    assert result.players[0].ejection.kind == "reply-timeout"
    assert result.players[0].ejection.state.startswith("(move ((players ann bob)")


def test_fault_while_notified_ejects_the_receiver():
    fault = WriteTimeout("did not read its input for 5 s")
    seats = seats_for(Script(), Script(), Script(), fails={"cat": ("notify", 1, fault)})
    result = play_game(seats, seed=5, turn_limit=2)
    cat = result.players[2]
    assert cat.ejection.kind == "write-timeout" and cat.ejection.state.startswith("(moved ann (clean ")
    assert [p.turns for p in result.players] == [2, 2, 0] and result.end == "turn-limit"


def test_fault_while_defending():
    game = new_game(3)
    game.arrange("ann", hand=[C.MILITIA])
    fault = PlayerCrashed("exited with status 1")
    seats = seats_for(Script([MILITIA]), Script(), Script(), fails={"bob": ("defend", 1, fault)})
    result = run_game(game, seats, version=3)
    assert result.players[1].ejection.kind == "crashed"
    assert result.players[1].ejection.state.startswith("(attacked (act militia) ann ((players bob cat ann)")
    assert not any(isinstance(m, Defended) and m.name == "bob" for m in seats[0].strategy.received)


def test_the_attacker_faulting_on_a_defended_message_loses_its_turn():
    game = new_game(3, turn_limit=2)
    game.arrange("ann", hand=[C.MILITIA, C.GOLD])
    fault = WriteTimeout("did not read")
    seats = seats_for(Script([MILITIA, Add(C.GOLD)]), Script(), Script(), fails={"ann": ("notify", 1, fault)})
    result = run_game(game, seats, version=3)
    assert result.players[0].ejection.kind == "write-timeout"
    assert result.players[0].ejection.state.startswith("(defended bob (discard")
    cat = seats[2].strategy
    assert Defended("bob", cat.received[2].defense) == cat.received[2]  # cat still got bob's defense
    assert result.players[0].turns == 1 and result.turns == 5


def test_later_ejection_ranks_above_earlier():
    seats = seats_for(
        Script(),
        Script(),
        Script(),
        Script(),
        fails={"ann": ("move", 3, ReplyTimeout("late")), "cat": ("move", 1, ReplyTimeout("late"))},
    )
    result = play_game(seats, seed=6, turn_limit=4)
    ranks = {p.name: p.rank for p in result.players}
    assert ranks == {"bob": 1, "dan": 1, "ann": 3, "cat": 4}
    assert result.winners == ("bob", "dan")
    assert all(seat.closes == 1 for seat in seats)


def test_an_illegal_play_from_the_check_is_the_same_message():
    game = new_game(2)
    game.arrange("ann", hand=[C.SMITHY, C.COPPER])
    state = views.view(game)
    result = run_game(game, seats_for(Script([Add(C.COPPER), Act(C.SMITHY)]), Script()), version=3)
    after_add = Game(["ann", "bob"], seed=1, rules=game_rules(3))
    after_add.arrange("ann", hand=[C.SMITHY, C.COPPER])
    after_add.apply(Add(C.COPPER))
    assert result.players[0].ejection.message == check_play(views.view(after_add), Act(C.SMITHY))
    assert result.players[0].ejection.state == to_wire(Move(views.view(after_add)))
    assert state.actions == 1


def test_bad_seats_are_refused():
    with pytest.raises(ValueError, match="2 to 4"):
        play_game([Seat("ann", Script())], seed=1)
    with pytest.raises(ValueError, match="letters"):
        play_game([Seat("ann1", Script()), Seat("bob", Script())], seed=1)
    with pytest.raises(ValueError, match="distinct"):
        play_game([Seat("ann", Script()), Seat("ann", Script())], seed=1)


def test_an_answer_that_is_no_play_or_defense_is_illegal():
    result = play_game([Seat("ann", Script([lambda state: None])), Seat("bob", Script())], seed=1)
    ejection = result.players[0].ejection
    assert ejection.kind == "illegal-play" and "is not a play" in ejection.message and ejection.text == "None"
    game = new_game(2)
    game.arrange("ann", hand=[C.MILITIA])
    result = run_game(game, seats_for(Script([MILITIA]), Script(defenses=[Add(C.COPPER)])), version=3)
    assert result.players[1].ejection.kind == "illegal-defense"
    assert "is not a defense" in result.players[1].ejection.message


def test_a_fault_while_closing_is_not_misbehaviour():
    class Grumpy(Seat):
        def close(self, *, kill=False):
            super().close(kill=kill)
            raise PlayerCrashed("exited with status 1 after its stdin closed")

    seats = [Grumpy("ann", Script()), Grumpy("bob", Script(), fail=("move", 2, ReplyTimeout("late")))]
    result = play_game(seats, seed=2, turn_limit=3)
    assert result.end == "last-player-standing" and result.winners == ("ann",)
    assert [seat.closes for seat in seats] == [1, 1]


# ---- broadcasts under way finish for the players left, unless one player is left ----------------------


def test_a_fault_on_the_final_moved_does_not_keep_it_from_the_other_players():
    """The clean-up that ends the game is an accepted play: every other player is told of it, even when
    one of them faults on that very message (docs/protocol.md, "Ejection": a misbehaving player never hurts
    the other players)."""
    game = new_game(3, turn_limit=100)
    game.set_pile(C.PROVINCE, 1)
    _rich(game, "ann")
    fault = WriteTimeout("did not read its input for 5 s")
    seats = seats_for(
        Script([Add(C.GOLD)] * 3 + [Buy(C.PROVINCE), Clean(C.ESTATE)]),
        Script(),
        Script(),
        fails={"bob": ("notify", 5, fault)},
    )
    result = run_game(game, seats, version=3)
    assert result.end == "provinces"
    assert result.players[1].ejection.state == "(moved ann (clean estate))"
    assert seats[2].strategy.received[-1] == Moved("ann", Clean(C.ESTATE))


def test_the_other_defenses_are_told_when_the_attacker_s_ejection_ends_the_game():
    """cat plays militia on the last turn; it faults on the first `defended` message, its ejection ends
    its turn and, by the turn limit, the game: the defense of bob is still told to ann (a broadcast under
    way is finished for the players left, docs/rules.md)."""
    game = new_game(3, turn_limit=1)
    game.arrange("cat", hand=[C.MILITIA, C.COPPER, C.COPPER, C.ESTATE, C.ESTATE])
    fault = WriteTimeout("did not read its input for 5 s")
    ann, bob = Script(), Script()
    seats = seats_for(ann, bob, Script([MILITIA]), fails={"cat": ("notify", 3, fault)})
    result = run_game(game, seats, version=3)
    assert result.end == "turn-limit"
    assert result.players[2].ejection.state.startswith("(defended ann (discard")
    bob_defense = [m for m in bob.received if isinstance(m, Attacked)]
    assert len(bob_defense) == 1
    assert isinstance(ann.received[-1], Defended) and ann.received[-1].name == "bob"


def test_a_mover_ejected_after_emptying_the_province_pile_ends_the_game():
    """Ejection ends the mover's turn; the end-of-game check runs as after a clean-up (docs/rules.md), and
    the pile it emptied stays empty."""
    game = new_game(3, turn_limit=100)
    game.set_pile(C.PROVINCE, 1)
    _rich(game, "ann")
    seats = seats_for(Script([Add(C.GOLD)] * 3 + [Buy(C.PROVINCE), Buy(C.PROVINCE)]), Script(), Script())
    result = run_game(game, seats, version=3)
    assert result.end == "provinces" and result.turns == 1
    assert game.piles[C.PROVINCE] == 0
    assert result.players[0].ejection.message == "(buy province) needs 1 buy; you have 0 (each buy uses one)"
    assert [p.rank for p in result.players] == [3, 1, 1] and result.winners == ("bob", "cat")
    assert not any(isinstance(m, Move) for m in seats[1].strategy.received)
