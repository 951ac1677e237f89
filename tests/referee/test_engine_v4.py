"""Protocol v4 games in-process: random legal players on seeded random kingdoms of the whole base game.

The engine judges every play, defense and answer (`referee.rules.legality`) and ejects on an illegal one, so a
game without ejection between random legal players (tests/programs/v4_random.py) means that the engine, the
legality judge and `legal_plays`/`legal_defenses`/`legal_answers` agree everywhere the games went. The
games are seeded: every run plays the same ones.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

from protocol import V4_ACTIONS, parse_play, to_wire
from protocol.messages import Act, Card, Clean, DiscardDefense, Happened, MoatDefense, Moved, StateV4
from referee.kingdom import WHOLE_GAME, KingdomRequest, random_kingdom
from referee.protocol_rules import version_kingdom as default_kingdom
from referee.rules.cards import KINGDOM_CARDS
from referee.rules.game import Game
from referee.rules.legality import check_play, legal_plays
from referee.seats.engine import Driver, Observer, play_game, run_game
from referee.seats.seat import InProcessSeat

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "programs"))
from v4_random import RandomV4  # noqa: E402

from referee import views
from referee.protocol_rules import game_rules

NAMES = ("ann", "bob", "cat", "dan")
WHOLE_SET = KingdomRequest(sets=WHOLE_GAME.sets)


class Counts(Observer):
    """Counts what a game exercised: acts (and nested ones), decisions asked, defenses."""

    def __init__(self, counts: Counter[str]) -> None:
        self.counts = counts

    def played(self, name, play) -> None:
        if type(play) is Act:
            self.counts["act"] += 1
            if play.args and type(play.args[0]) is Act:
                self.counts["nested"] += 1

    def decided(self, name, decision, answer) -> None:
        self.counts[f"decide {decision.card}"] += 1

    def defended(self, name, defense) -> None:
        self.counts["defense " + type(defense).__name__] += 1


def random_game(seed: int, counts: Counter[str], *, players: int, edition: int, keep: bool = False):
    kingdom = random_kingdom(WHOLE_SET, seed).kingdom
    strategies = [RandomV4(seed * 4 + index, edition, keep=keep) for index in range(players)]
    seats = [InProcessSeat(name, strategy) for name, strategy in zip(NAMES, strategies, strict=False)]
    result = play_game(
        seats, version=4, kingdom=kingdom, edition=edition, seed=seed, turn_limit=30, observer=Counts(counts)
    )
    assert result.ejections == (), (seed, kingdom, [(p.name, p.ejection) for p in result.ejections])
    assert result.end in ("provinces", "three-piles", "turn-limit")
    return result, strategies


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_legal_players_finish_random_kingdoms_without_an_ejection(players):
    counts: Counter[str] = Counter()
    for seed in range(30):
        random_game(1000 * players + seed, counts, players=players, edition=1 + seed % 2)
    assert counts["act"] > 1000 and counts["nested"] > 0
    assert counts["defense MoatDefense"] > 0 and counts["defense DiscardDefense"] > 0
    assert sum(count for key, count in counts.items() if key.startswith("decide ")) > 100


def test_every_player_hears_every_public_event_and_sees_v4_states():
    counts: Counter[str] = Counter()
    _, strategies = random_game(7, counts, players=3, edition=2, keep=True)
    for strategy in strategies:
        heard = strategy.heard
        happened = [n for n in heard if type(n) is Happened]
        # Every player hears its own events too, and every other player's.
        assert {n.name for n in happened} == set(NAMES[:3])
        assert any(type(n) is Moved for n in heard)
        kinds = {n.kind for n in happened}
        assert {"play", "gain", "shuffle"} <= kinds
    # Each player hears the same happened notifications, in the same order.
    streams = [[n for n in s.heard if type(n) is Happened] for s in strategies]
    assert streams[0] == streams[1] == streams[2]


class Views(RandomV4):
    def move(self, state):
        assert type(state) is StateV4 and len(state.kingdom) == 10 and "curse" in state.supply
        return super().move(state)


def test_views_are_v4_states_with_the_kingdom_and_the_curse_pile():
    kingdom = random_kingdom(WHOLE_SET, 3).kingdom
    seats = [InProcessSeat(name, Views(index)) for index, name in enumerate(NAMES[:2])]
    result = play_game(seats, version=4, kingdom=kingdom, seed=3, turn_limit=5)
    assert result.ejections == ()


def test_a_v4_game_needs_a_kingdom():
    seats = [InProcessSeat(name, RandomV4(0)) for name in NAMES[:2]]
    with pytest.raises(ValueError, match="a protocol v4 game needs its kingdom"):
        play_game(seats, version=4, seed=1)


# ---- nested Throne Room plays ----------------------------------------------------------------------------

THRONED_HAND = ("copper", "silver", "estate")


def throne_room_position(card: str, edition: int = 2) -> Game:
    """A v4 game where ann holds a Throne Room, `card` and a few cards, with cards in its discards (for a
    Harbinger) and a deck to draw from."""
    kingdom = list(dict.fromkeys(["throne-room", card, "village", *KINGDOM_CARDS]))[:10]
    game = Game(["ann", "bob"], rules=game_rules(4), seed=3, kingdom=kingdom, edition=edition)
    hand = (
        ["throne-room", card, *THRONED_HAND] if card != "throne-room" else ["throne-room"] * 2 + ["village"]
    )
    game.arrange("ann", hand=hand, discards=["estate", "copper"], deck=["gold", "village", "copper"] * 3)
    return game


@pytest.mark.parametrize("card", sorted(V4_ACTIONS))
def test_throne_room_nests_every_action_card(card):
    game = throne_room_position(card)
    state = views.view(game, version=4)
    nested = [
        p
        for p in legal_plays(state)
        if type(p) is Act and p.args and type(p.args[0]) is Act and p.args[0].card == card
    ]
    assert nested, [to_wire(p) for p in legal_plays(state)]
    for play in nested:
        assert check_play(state, play) is None, to_wire(play)
    play = nested[-1]
    events: list = []
    game.listeners.append(events.append)
    seats = [InProcessSeat(name, RandomV4(index)) for index, name in enumerate(("ann", "bob"))]
    driver = Driver(game, seats, None, 4)
    game.apply(play)
    driver.resolve("ann", play)
    assert driver.ejections == {} and game.pending is None, (to_wire(play), driver.ejections)
    played = [e.cards[0] for e in events if e.kind == "play"]
    assert played.count(card) == (2 if card != "throne-room" else 3), (to_wire(play), played)


@pytest.mark.parametrize(
    ("card", "play", "message"),
    [
        (
            "remodel",
            "(act throne-room (act remodel gold silver))",
            "(act throne-room (act remodel gold silver)) needs gold in your hand to trash",
        ),
        ("smithy", "(act throne-room (act market))", "needs market in your hand to play"),
        (
            "throne-room",
            "(act throne-room (act throne-room (act throne-room (act village))))",
            "needs a second throne-room in your hand",
        ),
    ],
)
def test_a_nested_play_is_judged_as_the_first_play_of_its_card(card, play, message):
    state = views.view(throne_room_position(card), version=4)
    found = check_play(state, parse_play(play, 4))
    assert found is not None and message in found, found


def test_a_throne_room_or_mine_with_a_choice_left_out_is_judged_by_the_edition():
    for edition, legal in ((2, True), (1, False)):
        state = views.view(throne_room_position("mine", edition), version=4)
        for text in ("(act throne-room)", "(act mine)"):
            assert (check_play(state, parse_play(text, 4), edition=edition) is None) is legal, (
                edition,
                text,
            )
    # With nothing to choose, leaving the choice out is legal in both editions.
    game = throne_room_position("mine", 1)
    game.arrange("ann", hand=["throne-room", "mine", "estate"])
    state = views.view(game, version=4)
    for text in ("(act throne-room (act mine))", "(act mine)"):
        assert check_play(state, parse_play(text, 4), edition=1) is None, text
    assert Act(Card.MINE) in legal_plays(state, edition=1)


# ---- the order of the messages of an attack --------------------------------------------------------------


class Script:
    """An in-process player that makes the given plays and defenses in order and logs every call."""

    def __init__(self, log: list, name: str, plays=(), defenses=()) -> None:
        self.log, self.name = log, name
        self.plays, self.defenses = list(plays), list(defenses)

    def move(self, state):
        self.log.append((self.name, "move"))
        return self.plays.pop(0) if self.plays else Clean(state.hand[0]) if state.hand else Clean()

    def defend(self, attacker, state, card="militia"):
        self.log.append((self.name, "attacked", card))
        return self.defenses.pop(0)

    def decide(self, decision, state):
        self.log.append((self.name, "decide", decision.card))
        return decision.options[: decision.min]

    def notify(self, notification):
        if type(notification) is Happened:
            self.log.append(
                (self.name, "happened", notification.name, notification.kind, *notification.cards)
            )
        elif type(notification) is Moved:
            self.log.append((self.name, "moved", notification.name, to_wire(notification.play)))
        else:
            self.log.append((self.name, "defended", notification.name, to_wire(notification.defense)))


def test_an_attack_is_moved_happened_attacked_defended_then_its_effects():
    kingdom = ["witch", "moat", *[c for c in KINGDOM_CARDS if c not in ("witch", "moat")][:8]]
    game = Game(["ann", "bob", "cat"], rules=game_rules(4), seed=1, kingdom=kingdom, turn_limit=1)
    game.arrange("ann", hand=["witch", "copper"], deck=["estate"] * 5)
    game.arrange("bob", hand=["moat", "copper"])
    game.arrange("cat", hand=["copper"])
    log: list = []
    seats = [
        InProcessSeat("ann", Script(log, "ann", plays=[Act(Card.WITCH)])),
        InProcessSeat("bob", Script(log, "bob", defenses=[MoatDefense()])),
        InProcessSeat("cat", Script(log, "cat", defenses=[DiscardDefense()])),
    ]
    run_game(game, seats, version=4)
    witch = log[: log.index(("ann", "move"), 1)]
    assert witch == [
        ("ann", "move"),
        ("bob", "moved", "ann", "(act witch)"),
        ("cat", "moved", "ann", "(act witch)"),
        *[(who, "happened", "ann", "play", "witch") for who in ("ann", "bob", "cat")],
        *[(who, "happened", "ann", "attack", "witch") for who in ("ann", "bob", "cat")],
        ("bob", "attacked", "witch"),
        ("cat", "attacked", "witch"),
        ("cat", "defended", "bob", "(moat)"),
        ("ann", "defended", "bob", "(moat)"),
        ("ann", "defended", "cat", "(discard)"),
        ("bob", "defended", "cat", "(discard)"),
        *[(who, "happened", "bob", "reveal", "moat") for who in ("ann", "bob", "cat")],
        *[(who, "happened", "cat", "gain", "curse") for who in ("ann", "bob", "cat")],
    ]


# ---- an older player in a v4 game -------------------------------------------------------------------------


class V3Views:
    """Wraps a v3 reference strategy: checks that it is only ever given v3 messages."""

    def __init__(self, strategy) -> None:
        self.strategy = strategy
        self.defended = 0

    def move(self, state):
        assert type(state) is not StateV4 and "curse" not in state.supply
        return self.strategy.move(state)

    def defend(self, attacker, state):  # a v3 strategy's two arguments
        assert type(state) is not StateV4
        self.defended += 1
        return self.strategy.defend(attacker, state)

    def notify(self, notification):
        assert type(notification) is not Happened
        self.strategy.notify(notification)


def test_an_in_process_v3_strategy_plays_a_v4_game_of_v3_cards():
    from players.militia_money import Strategy as MilitiaMoney

    old = V3Views(MilitiaMoney())
    for seed in range(6):
        seats = [InProcessSeat("old", old, version=3), InProcessSeat("new", RandomV4(seed))]
        result = play_game(seats, version=4, kingdom=default_kingdom(3), seed=seed, turn_limit=40)
        assert result.ejections == (), [p.ejection for p in result.ejections]
    assert old.defended > 0


def test_an_in_process_v3_strategy_is_refused_a_v4_card():
    seats = [InProcessSeat("old", RandomV4(0), version=3), InProcessSeat("new", RandomV4(1))]
    with pytest.raises(ValueError, match=r"player old speaks protocol v3, but the kingdom has chapel"):
        play_game(seats, version=4, kingdom=["chapel", *default_kingdom(3)[:9]], seed=1)
