"""Whole protocol v4 games in-process between the reference players, on seeded random kingdoms of the whole
base game, both editions: none of them ever makes an illegal play, defense or answer.

The engine (`referee.seats.engine.play_game` with `InProcessSeat`) judges every play, defense and answer to
a decision with `referee.rules.legality` and ejects on an illegal one, so "no ejection" means all were
legal; a strategy that raises fails the test. Each new v4 player meets its key card in half of its games
(forced into the kingdom) and plays money in kingdoms without it. The Witch player must beat big money on a
Witch kingdom by a wide margin.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from players import REFERENCE, random_legal
from protocol.messages import ATTACKS as ATTACK_CARDS
from protocol.messages import Act, Add, Buy, Card, StateV4
from referee.result import GameResult
from referee.rules.cards import ACTIONS, BASE_CARDS, KINGDOM_CARDS
from referee.rules.kingdoms import KINGDOM_SIZE
from referee.rules.legality import check_defense, check_play, legal_plays
from referee.rules.spec import sort_cards
from referee.seats.engine import Observer, play_game
from referee.seats.seat import InProcessSeat

SEAT_NAMES = ("alice", "bob", "carol", "dave")

KEY_CARDS: dict[str, tuple[str, ...]] = {
    "witch_money": ("witch",),
    "chapel_lab": ("chapel", "laboratory"),
    "throne_room": ("throne-room", "laboratory", "smithy"),
    "random_legal": ("throne-room", "library", "sentry", "bandit", "thief", "spy", "vassal", "harbinger"),
}
"""The v4 players under test, with the cards forced into half of their kingdoms."""

GAMES_PER_OPPONENT = 8


class Counts(Observer):
    """Counts acts by card (a nested Throne Room as ``throne-room>CARD``), defenses and decisions by kind,
    and by player."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()

    def played(self, name: str, play) -> None:
        if type(play) is Act:
            self.counts[_shown(play)] += 1

    def defended(self, name: str, defense) -> None:
        self.counts[type(defense).__name__] += 1
        self.counts[f"{name} defended"] += 1

    def decided(self, name: str, decision, answer) -> None:
        self.counts[f"decide {decision.card} {decision.kind}"] += 1
        self.counts[f"{name} decided"] += 1

    def by(self, name: str, what: str) -> int:
        """How many times player `name` defended or decided (`what`)."""
        return self.counts[f"{name} {what}"]


def _shown(play: Act) -> str:
    nested = [arg for arg in play.args if type(arg) is Act]
    return play.card + "".join(">" + _shown(arg) for arg in nested)


def kingdom(seed: int, forced: tuple[str, ...] = (), banned: tuple[str, ...] = ()) -> list[str]:
    """A seeded random kingdom of 10 cards of the whole base game, with the `forced` cards in it and none of
    the `banned` ones."""
    rng = random.Random(f"kingdom {seed}")
    others = [card for card in KINGDOM_CARDS if card not in forced and card not in banned]
    return [*forced, *rng.sample(others, KINGDOM_SIZE - len(forced))]


def make(name: str, seed: int):
    cls = __import__(REFERENCE[name].module, fromlist=["Strategy"]).Strategy
    return cls(seed) if name == "random_legal" else cls()


def play(names: list[str], seed: int, cards: list[str], counts: Counts, edition: int = 2) -> GameResult:
    seats = [InProcessSeat(SEAT_NAMES[i], make(name, seed * 4 + i)) for i, name in enumerate(names)]
    result = play_game(seats, version=4, seed=seed, kingdom=cards, edition=edition, observer=counts)
    assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    assert result.end in ("provinces", "three-piles", "turn-limit")
    return result


@pytest.mark.parametrize("player", sorted(KEY_CARDS))
def test_a_v4_player_plays_legally_against_every_reference_player(player):
    counts = Counts()
    for index, opponent in enumerate(sorted(REFERENCE)):
        for game in range(GAMES_PER_OPPONENT):
            seed = 1000 * index + game
            forced = KEY_CARDS[player] if game % 2 == 0 else ()
            names = [player, opponent] if game % 4 < 2 else [opponent, player]
            play(names, seed, kingdom(seed, forced), counts, edition=1 + (game // 4) % 2)
    for card in KEY_CARDS[player][:1]:
        assert counts.counts[card] > 0 or any(key.startswith(card + ">") for key in counts.counts), card


def test_throne_room_plays_nested_throne_rooms():
    counts = Counts()
    for seed in range(100):
        names = ["throne_room", "passive"] if seed % 2 else ["passive", "throne_room"]
        cards = kingdom(seed, ("throne-room", "laboratory"), banned=("witch", "smithy", "council-room"))
        play(names, seed, cards, counts)
    assert counts.counts["throne-room>laboratory"] > 50
    nested = [key for key in counts.counts if key.count(">") >= 2]
    assert nested, "no throne room on a throne room in 100 games"
    assert counts.counts["decide throne-room play"] > 0  # the second play of a throne-roomed throne room


@pytest.mark.parametrize("players", [3, 4])
def test_games_of_three_and_four_players_on_random_kingdoms(players):
    counts = Counts()
    names = sorted(REFERENCE)
    for seed in range(20):
        chosen = [names[(seed + 3 * k) % len(names)] for k in range(players)]
        play(chosen, 50_000 + seed, kingdom(50_000 + seed), counts, edition=1 + seed % 2)
    assert counts.counts["DiscardDefense"] + counts.counts["MoatDefense"] > 0


class ActionBuyer(random_legal.Strategy):
    """random_legal that, once it has no action to play, adds all its treasures and buys a random action card
    when it can, so that its games meet the cards' choices often; its actions, defenses and answers are
    random_legal's own."""

    def move(self, state):
        plays = legal_plays(state, arguments=False)
        if not any(type(play) is Act for play in plays):
            adds = [play for play in plays if type(play) is Add]
            buys = [play for play in plays if type(play) is Buy and play.card in ACTIONS]
            if adds or buys:
                return self.rng.choice(adds or buys)
        return super().move(state)


ATTACKS = ("bureaucrat", "bandit", "militia", "witch", "moat")


class AttackBuyer(ActionBuyer):
    """`ActionBuyer` that buys only attack cards: its opponents are attacked and asked to decide often."""

    def move(self, state):
        plays = legal_plays(state, arguments=False)
        if not any(type(play) is Act for play in plays) and not any(type(play) is Add for play in plays):
            buys = [play for play in plays if type(play) is Buy and play.card in ATTACKS]
            if buys:
                return self.rng.choice(buys)
        return super().move(state)


def test_random_legal_answers_every_kind_of_decision():
    counts = Counts()
    for seed in range(40):
        forced = KEY_CARDS["random_legal"][seed % 4 * 2 : seed % 4 * 2 + 2] + ("moat", "militia")
        seats = [InProcessSeat(name, ActionBuyer(seed * 3 + i)) for i, name in enumerate(SEAT_NAMES[:3])]
        result = play_game(seats, version=4, seed=seed, kingdom=kingdom(seed, forced), observer=counts)
        assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    kinds = {key.split()[-1] for key in counts.counts if key.startswith("decide ")}
    assert {"trash", "discard", "topdeck", "play", "set-aside", "gain"} <= kinds, kinds
    assert counts.counts["MoatDefense"] > 0
    assert any(key.count(">") >= 2 for key in counts.counts), "no throne room on a throne room"


@pytest.mark.parametrize(
    ("player", "cards", "wins"),
    [
        ("witch_money", ("witch",), 0.8),
        ("chapel_lab", ("chapel", "laboratory"), 0.6),
        ("throne_room", ("throne-room", "smithy"), 0.5),
    ],
)
def test_a_v4_player_beats_big_money_with_its_key_cards(player, cards, wins):
    counts = Counts()
    score = 0.0
    games = 60
    for seed in range(games):
        names = [player, "big_money"] if seed % 2 == 0 else ["big_money", player]
        result = play(names, 90_000 + seed, kingdom(seed, cards), counts)
        winner = SEAT_NAMES[names.index(player)]
        if winner in result.winners:
            score += 1 / len(result.winners)
    assert score / games >= wins, (player, score, games)


def random_v4_view(rng: random.Random, make_state) -> StateV4:
    """A random but well-formed v4 view: a random kingdom, any piles of its cards, any hand, any counters."""
    cards = rng.sample(KINGDOM_CARDS, KINGDOM_SIZE)
    every = [*BASE_CARDS, *cards]
    supply = sort_cards(card for card in every for _ in range(rng.choice((0, 1, 1, 3, 8))))
    plain = make_state(
        [rng.choice(every) for _ in range(rng.choice((0, 1, 3, 5, 7, 10)))],
        supply=supply,
        actions=rng.choice((0, 1, 2)),
        buys=rng.choice((0, 1, 2)),
        coins=rng.randrange(0, 14),
        deck=[rng.choice(every) for _ in range(rng.randrange(0, 20))],
        discards=[rng.choice(every) for _ in range(rng.randrange(0, 20))],
    )
    fields = {name: getattr(plain, name) for name in plain.__slots__}
    return StateV4(**fields, aside=(), kingdom=tuple(Card(card) for card in sort_cards(cards)))


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_every_play_and_defense_on_random_v4_views_is_legal_in_both_editions(name, state):
    """Views no real game may reach (any hand, any counters, piles missing) still get legal plays (judged
    under both editions' texts: the wire does not tell the edition) and legal defenses to every attack."""
    rng = random.Random(f"v4 views {name}")
    player = make(name, 7)
    for _ in range(600):
        view = random_v4_view(rng, state)
        play = player.move(view)
        for edition in (1, 2):
            assert check_play(view, play, edition=edition) is None, (view, play, edition)
        for card in ATTACK_CARDS:
            defense = player.defend("other", view, card)
            assert check_defense(view, defense, card) is None, (view, defense, card)
