"""Random games on random kingdoms: the rules core's conservation, termination and determinism, measured.

Each game is drawn from its seed alone: 2 to 4 players, an edition (1 or 2), ten kingdom cards drawn from
every kingdom card of every set of protocol v5 (`SETS`, read from its row: Base, Intrigue, Seaside, Alchemy,
Prosperity, Cornucopia, Hinterlands, Dark Ages, Guilds and the promos), and a Colony game by the rule of the
box (one of the ten kingdom cards, drawn at random, is from Prosperity). The game itself sets up what its
kingdom brings (a Potion pile, Young Witch's Bane pile, Tournament's Prizes beside the supply), which
`Invariants.set_up` checks.
Every seat is an in-process random-legal player (`RandomLegal`): each play is a random element of
`legal_plays(state, arguments=False)` (biased to act, add and buy, so that games also end by the rules; to
spend a potion, buy Potions and respect a buy condition, so that every kingdom card is played) and
each answer to a decision a random element of `legal_answers(decision)`, so every decision of every card is
answered with every kind of legal answer over many games. The games are played through the real engine
(`referee.seats.engine.run_game`, a game of the rules alone), whose one judge (`check_play`,
`check_answer`) judges each of them: an ejection is a disagreement between the judge and the list of legal
plays or answers, a defect.

After every play and every answer (`Invariants`): every card of the game is in exactly one place
(`Game.places()`: the supply piles, the trash, the removed cards and each player's deck, hand, cards in
play, discards, cards set aside and mats: Native Village, Island) and the count of each card is the count
at set-up; no pile (supply or non-supply) is negative; actions, buys, coins and potions are not negative;
the Island mat never loses a card; and the tokens are kept as the rules keep them (see `Invariants.tokens`:
Trade Route's conserved, VP tokens, Pirate Ship tokens and Embargo tokens never fewer).
Every game ends: by the rules or by the turn limit
(`TURN_LIMIT` turns per player; the extra turns, Outpost's and possessed ones, told by their ``extra-turn``
events, not counted).
Same seed, same game: `GameRecord.digest` is a SHA-256 of the game's whole event stream (every play, answer
and public event, in order) and its result; `--replay N` plays every Nth game again and compares, and the
digest of all the games (`digest of the run`) is the same in any process (the test suite compares two
processes of different hash seeds).

Run: `python bench/random_games.py [--games 10000] [--seed 0] [--replay 10] [--quiet]`. It prints, per
game, nothing (a progress bar on stderr); at the end the figures: games, games per second (CPU), the
endings, player counts, editions, Colony games, plays, answers and invariant checks per game, kingdom
cards drawn and played, and the run's digest. A broken invariant stops the run with the game's seed and
what broke; `--games 1 --seed S` plays that game alone.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from protocol.catalogue import CATALOGUE, LANDSCAPES
from protocol.messages import Act, Add, Buy
from protocol.versions import VERSIONS
from referee.result import END_REASONS, GameResult
from referee.rules.cards import MAY_BUY
from referee.rules.game import Game, count_cards
from referee.rules.kingdoms import MIXED_PILES, mixed_pile_cards
from referee.rules.landscapes import check_event_buy
from referee.rules.legality import check_answer, legal_answers, legal_plays
from referee.rules.spec import LANDSCAPE_SPECS, SPECS
from referee.seats.engine import Observer, run_game
from referee.seats.seat import InProcessSeat

SETS = VERSIONS[5].sets
"""The sets whose kingdom cards are drawn: protocol v5's (Adventures and Empires come with v6)."""
TURN_LIMIT = 30
"""Turns per player after which a game ends: random players end few games by the rules alone."""
NAMES = ("ann", "bob", "cat", "dan")
RISING = (".vp", ".pirate-ship", ".embargo")
"""Tokens that only ever grow in these sets (by place suffix, `Game.tokens()`): a player's VP tokens and
Pirate Ship tokens, a pile's Embargo tokens (the VP tokens on landmarks and piles are `held`, not rising)."""


LATER_SETS = ("adventures", "empires")
"""Sets whose cards get their rules one by one (issue 44), drawn only when asked (``--with empires``): the
cards of theirs whose rules are built join the pool, each game also draws one or two of their built events
and landmarks (`landscape_pool`), and the default games' digest stays."""
EVENT_ODDS = 0.2
"""How often a random player with an event it may buy buys one instead of making its play."""


def kingdom_pool(later: Sequence[str] = ()) -> tuple[str, ...]:
    """Every kingdom card of `SETS`, both editions, and those of `later` (names of `LATER_SETS`) whose rules
    are built, in catalogue order (wire names)."""
    return tuple(
        name
        for name, facts in CATALOGUE.items()
        if facts.kingdom and (facts.set in SETS or (facts.set in later and name in SPECS))
    )


def landscape_pool(later: Sequence[str] = ()) -> tuple[str, ...]:
    """The events and landmarks of `later` (names of `LATER_SETS`) whose rules are built, in the order of
    `LANDSCAPES` (wire names); empty for the default games."""
    return tuple(name for name, facts in LANDSCAPES.items() if facts.set in later and name in LANDSCAPE_SPECS)


@dataclass(frozen=True)
class Setup:
    """What a game's seed draws: players, edition, kingdom (10 wire names, drawn order), Colony, and the
    events and landmarks (none unless asked: ``--with empires``)."""

    seed: int
    players: int
    edition: int
    kingdom: tuple[str, ...]
    colony: bool
    landscapes: tuple[str, ...] = ()

    @classmethod
    def draw(cls, seed: int, pool: Sequence[str] | None = None, landscapes: Sequence[str] = ()) -> Setup:
        """The set-up of game `seed` (a whole number >= 0): everything from `random.Random(seed)`; one or
        two of `landscapes` (a `landscape_pool`) from a generator of their own, so that the rest is drawn as
        without them.

        Colony: a Colony game if a kingdom card drawn at random among the ten is from Prosperity (the rule of
        the box for a random kingdom)."""
        rng = random.Random(seed)
        pool = kingdom_pool() if pool is None else tuple(pool)
        players = rng.choice((2, 3, 4))
        edition = rng.choice((1, 2))
        kingdom = tuple(rng.sample(pool, 10))
        colony = CATALOGUE[rng.choice(kingdom)].set == "prosperity"
        drawn: tuple[str, ...] = ()
        if landscapes:
            more = random.Random(f"landscapes {seed}")
            drawn = tuple(more.sample(tuple(landscapes), min(len(landscapes), more.choice((1, 2)))))
        return cls(seed, players, edition, kingdom, colony, drawn)


def new_game(setup: Setup) -> Game:
    """The game of `setup`: a game of the rules alone (no protocol version) of its kingdom, landscapes and
    edition, a Colony game or not as drawn."""
    return Game(
        NAMES[: setup.players],
        seed=setup.seed,
        turn_limit=TURN_LIMIT,
        kingdom=setup.kingdom + setup.landscapes,
        edition=setup.edition,
        colony=setup.colony,
    )


def _printed_cost(play) -> int:
    return CATALOGUE[play.card].cost


POTIONS_WANTED = 2
"""Potions a random player buys at most in a game with a Potion pile (a kingdom card costs a potion)."""


class RandomLegal:
    """A random legal play or answer from a seeded generator; never a play or answer the rules refuse.

    Plays: among `legal_plays(state, arguments=False)`, first the acts, then the adds, then the buys are each
    picked (uniformly within the group) with odds 0.75 + 0.25 x greed, and a buy is of the highest printed
    cost it can with odds greed / 2 (of several, the first in supply order three times in four, else one
    at random); otherwise a uniformly random legal play (a clean-up among them). Greed is drawn per
    player: in [0, 1) for half the players, 2 for the others, the money players, who make every act, add
    and buy they can, the dearest buy, so that games also end by Provinces and Colonies; a money player
    adds its dearest treasures first.

    So that every kingdom card gets bought and played, a buy first spends what random picks seldom spend
    (`_wanted`): a player with a potion to spend buys the dearest card costing one, three times in four; in
    a game with a Potion pile, a player with fewer than 6 coins buys a Potion one time in two, until it has
    bought `POTIONS_WANTED`. And a money player respects a card's buy condition (`MAY_BUY`) instead of
    losing the card (`_respect`): rather than add a treasure that would forbid a card it can buy now (a
    Copper and Grand Market), it buys that card. Answers: a uniformly random element of
    `legal_answers(decision)`, shuffled when the order matters.

    Each group is listed alone (`legal_plays(state, arguments=False, kinds=(KIND,))`: the full list's plays
    of that kind, in its order), and the full list only for the uniform pick: the picks, their odds and the
    random draws are those of picking from the full list, without listing the buys and clean-ups of a turn
    that acts or adds.

    In a game with landscapes (`game` given) the player reads the game itself for what its view does not
    show yet (protocol v6 will): it buys an event it may buy (`check_event_buy`) with odds `EVENT_ODDS`, and
    with debt it buys only a card whose cost leaves its debt paid off (the rules' "no buy while in debt")."""

    listens = False

    def __init__(self, rng: random.Random, game: Game | None = None) -> None:
        self.rng = rng
        self.greed = rng.random() if rng.random() < 0.5 else 2.0  # half the players: money players
        self.potions_bought = 0
        self.game = game if game is not None and game.landscapes else None

    def move(self, state):
        rng = self.rng
        game = self.game
        if game is not None and game.events:
            player = game.players[game.current]
            events = [name for name in game.events if check_event_buy(game, player, name) is None]
            if events and rng.random() < EVENT_ODDS:
                return Buy(rng.choice(events))
        for kind in (Act, Add, Buy):
            group = legal_plays(state, arguments=False, kinds=(kind,))
            if kind is Buy and game is not None and game.players[game.current].debt:
                left = state.coins - game.players[game.current].debt
                group = [play for play in group if left >= game.cost(play.card)]
            if not group or rng.random() >= 0.75 + 0.25 * self.greed:
                continue
            if kind is Add and self.greed > 1:
                dearest = max(group, key=_printed_cost)
                return self._respect(dearest.card, state) or dearest
            if kind is Buy:
                wanted = self._wanted(state, group)
                if wanted is not None:
                    return wanted
                if rng.random() < self.greed / 2:
                    most = max(map(_printed_cost, group))
                    dearest = [play for play in group if _printed_cost(play) == most]
                    return dearest[0] if rng.random() < 0.75 else rng.choice(dearest)
            return rng.choice(group)
        plays = legal_plays(state, arguments=False)
        if game is not None and game.players[game.current].debt:
            left = state.coins - game.players[game.current].debt
            plays = [play for play in plays if type(play) is not Buy or left >= game.cost(play.card)]
        return rng.choice(plays)

    def _wanted(self, state, buys: list[Buy]) -> Buy | None:
        """The buy among `buys` (each legal now) that spends a potion or gets one; None: none is wanted."""
        if state.potions >= 1:
            costing = [play for play in buys if SPECS[play.card].potion]
            if costing and self.rng.random() < 0.75:
                return max(costing, key=_printed_cost)
        if self.potions_bought < POTIONS_WANTED and state.coins < 6:
            potion = next((play for play in buys if play.card == "potion"), None)
            if potion is not None and self.rng.random() < 0.5:
                self.potions_bought += 1
                return potion
        return None

    @staticmethod
    def _respect(treasure: str, state) -> Buy | None:
        """The legal buy that adding `treasure` now would forbid by its card's buy condition (`MAY_BUY`:
        Grand Market, by a Copper in play), the dearest of several; None: no such buy. The buys are listed
        only when a card with a buy condition is in the supply."""
        if not any(card in state.supply for card in MAY_BUY):
            return None
        after = (*state.plays, treasure)
        kept = [
            play
            for play in legal_plays(state, arguments=False, kinds=(Buy,))
            if play.card in MAY_BUY and MAY_BUY[play.card](after) is not None
        ]
        return max(kept, key=_printed_cost) if kept else None

    def decide(self, decision, state):
        answer = list(self.rng.choice(legal_answers(decision)))
        if decision.ordered:
            self.rng.shuffle(answer)
        return tuple(answer)

    def defend(self, attacker, state):
        raise AssertionError("a game of the rules alone asks decisions, never a protocol defense")

    def notify(self, notification):
        pass


def _trade_route_tokens(tokens: dict[str, int]) -> int:
    """The Trade Route tokens among `tokens` (`Game.tokens()`): on the piles and on the mat."""
    return sum(
        count for place, count in tokens.items() if place == "trade-route" or place.endswith(".trade-route")
    )


class InvariantBroken(AssertionError):
    """An invariant of the rules failed in the game of `seed`; the message names the seed, the turn and what
    broke."""

    def __init__(self, seed: int, message: str) -> None:
        super().__init__(f"game seed {seed}: {message}")
        self.seed = seed


@dataclass
class Invariants(Observer):
    """Checks the whole game after every play and every answer, and hashes the game's event stream.

    Arguments:
        game: the game, at set-up (its cards are counted now).
        seed: for messages.
        check: check the invariants (False: only hash, for a replay).
        drawn: the ten kingdom cards drawn (`Setup.kingdom`), for the check of a Bane pile beside them;
            None: the game's kingdom piles are only counted."""

    game: Game
    seed: int
    check: bool = True
    drawn: tuple[str, ...] | None = None
    checks: int = 0
    plays: int = 0
    answers: int = 0
    extra_turns: int = 0
    """Extra turns, told by their public ``extra-turn`` events (Outpost's; a possessed turn, which may come
    between two other players' turns: a Possession played in a possessed turn): they do not count towards
    the turn limit."""
    played_cards: Counter = field(default_factory=Counter)
    _hash: object = field(default_factory=hashlib.sha256)

    def __post_init__(self) -> None:
        self.total = count_cards(self.game)
        tokens = self.token_counts()
        self._routes = _trade_route_tokens(tokens)
        self._rising = {place: count for place, count in tokens.items() if self._is_rising(place)}
        self._held = self._vp_held(tokens)
        self._islands = {player.name: Counter(player.mats.get("island", ())) for player in self.game.players}
        self.game.listeners.append(self._event)
        if self.check:
            self.verify("set-up")
            self.set_up()

    def set_up(self) -> None:
        """The piles at set-up are the catalogue's: each supply pile holds its card's pile size for the
        player count (`CardFacts.pile`), the base cards and the Curse are there, and Platinum and Colony are
        there exactly in a Colony game; a Potion pile exactly when a kingdom pile's cost has a potion; an
        eleventh kingdom pile (the Bane, costing 2 or 3 coins) exactly when Young Witch is in the kingdom;
        one of each Prize beside the supply exactly when Tournament is in the game (in the supply, or the pile
        Ferryman sets aside)."""
        game = self.game
        players = len(game.players)
        # A mixed pile (Ruins, Knights) is keyed by its top card: its size is the pile's (`part_of`).
        sizes = {CATALOGUE[card].part_of or card: count for card, count in game.piles.items()}
        for card, count in sizes.items():
            facts = CATALOGUE[card]
            if count != facts.pile[players - 2]:
                self.fail("set-up", f"{card} pile of {count}, the catalogue says {facts.pile[players - 2]}")
        basics = {"copper", "silver", "gold", "estate", "duchy", "province", "curse"}
        if not basics <= set(sizes):
            self.fail("set-up", f"no pile of {sorted(basics - set(sizes))}")
        colony = {"platinum", "colony"} & set(sizes)
        if colony and colony != {"platinum", "colony"}:
            self.fail("set-up", f"only {sorted(colony)} of Platinum and Colony")
        kingdom = [card for card in sizes if CATALOGUE[card].kingdom]
        potion = any(CATALOGUE[card].potion for card in kingdom)
        if potion != ("potion" in sizes):
            has = "potion" in sizes
            self.fail("set-up", f"a kingdom pile costs a potion: {potion}; a Potion pile: {has}")
        bane = "young-witch" in kingdom
        if len(kingdom) != 10 + bane:
            self.fail("set-up", f"{len(kingdom)} kingdom piles {sorted(kingdom)}; Young Witch's Bane: {bane}")
        extra = [card for card in kingdom if card not in (self.drawn or kingdom)]
        if bane and self.drawn is not None:
            if len(extra) != 1 or CATALOGUE[extra[0]].potion or CATALOGUE[extra[0]].cost not in (2, 3):
                self.fail("set-up", f"Young Witch's Bane pile: the kingdom piles beside the ten are {extra}")
        prizes = {card for card, facts in CATALOGUE.items() if "prize" in facts.types}
        beside = {card: count for card, count in getattr(game, "non_supply", {}).items() if card in prizes}
        # Tournament in the supply, or as Ferryman's pile set aside (its set-up is done all the same).
        tournament = "tournament" in kingdom or "tournament" in getattr(game, "non_supply", {})
        wanted = {card: 1 for card in prizes} if tournament else {}
        if beside != wanted:
            self.fail("set-up", f"Prizes beside the supply {beside}, expected {wanted}")

    def _feed(self, text: str) -> None:
        self._hash.update(text.encode())
        self._hash.update(b"\n")

    def _event(self, event) -> None:
        self._feed(f"event {event.kind} {event.player} {' '.join(event.cards)} {event.to}")
        if event.kind == "play":
            self.played_cards.update(event.cards)
        elif event.kind == "extra-turn":
            self.extra_turns += 1

    def fail(self, where: str, what: str) -> None:
        raise InvariantBroken(self.seed, f"turn {self.game.turn}, after {where}: {what}")

    def token_counts(self) -> dict[str, int]:
        """Every token of the game by place (`Game.tokens()`: ``"NAME.vp"``, ``"NAME.coffers"``,
        ``"PILE.trade-route"``, ``"trade-route"`` for the Trade Route mat...); empty for a rules core that
        keeps no tokens."""
        tokens = getattr(self.game, "tokens", None)
        return dict(tokens()) if tokens is not None else {}

    def _is_rising(self, place: str) -> bool:
        """A place of `RISING` tokens: a player's VP and Pirate Ship tokens, a pile's Embargo tokens (not the
        VP tokens on a landmark or a pile, which players take)."""
        owner = place.partition(".")[0]
        return place.endswith(RISING) and (not place.endswith(".vp") or owner in NAMES)

    @staticmethod
    def _vp_held(counts: dict[str, int]) -> int:
        """The VP tokens lying on landmarks and supply piles (a player's are not held)."""
        return sum(
            count for place, count in counts.items() if place.endswith(".vp") and place[:-3] not in NAMES
        )

    def tokens(self, where: str) -> None:
        """Tokens kept as the rules keep them: none negative (debt included); Trade Route tokens conserved
        (those on the piles plus those on the Trade Route mat, as at set-up); a player's VP tokens, Pirate
        Ship tokens and a pile's Embargo tokens never fewer than before (`RISING`: no card of the sets played
        takes one away); the VP tokens lying on landmarks and piles never more than before (players take
        them; a move between a pile and a landmark keeps them: Defiled Shrine)."""
        counts = self.token_counts()
        if not counts:
            return
        negative = {place: count for place, count in counts.items() if count < 0}
        if negative:
            self.fail(where, f"negative tokens {negative}")
        routes = _trade_route_tokens(counts)
        if routes != self._routes:
            self.fail(
                where, f"{routes} Trade Route tokens on the piles and the mat, {self._routes} at set-up"
            )
        rising = {place: count for place, count in counts.items() if self._is_rising(place)}
        for place, count in rising.items():
            if count < self._rising.get(place, 0):
                self.fail(where, f"{place} went down from {self._rising[place]} to {count}")
        self._rising = rising
        held = self._vp_held(counts)
        if held > self._held:
            self.fail(where, f"the VP tokens on landmarks and piles rose from {self._held} to {held}")
        self._held = held

    def mats(self, where: str) -> None:
        """The Island mat only grows: a card set aside there stays to the end of the game."""
        for player in self.game.players:
            now = Counter(player.mats.get("island", ()))
            before = self._islands.get(player.name, Counter())
            if before - now:
                self.fail(where, f"{player.name}'s Island mat lost {dict(before - now)}")
            self._islands[player.name] = now

    def verify(self, where: str) -> None:
        """Every invariant now (module docstring); raises `InvariantBroken`."""
        self.checks += 1
        game = self.game
        negative = {card: count for card, count in game.piles.items() if count < 0}
        negative.update((card, count) for card, count in getattr(game, "non_supply", {}).items() if count < 0)
        if negative:
            self.fail(where, f"negative piles {negative}")
        potions = getattr(game, "potions", 0)
        if min(game.actions, game.buys, game.coins, potions) < 0:
            self.fail(
                where, f"actions {game.actions}, buys {game.buys}, coins {game.coins}, potions {potions}"
            )
        counts = count_cards(game)
        if counts != self.total:
            self.fail(
                where, f"cards appeared {dict(counts - self.total)}, vanished {dict(self.total - counts)}"
            )
        self.tokens(where)
        self.mats(where)

    def turn_started(self, turn, name):
        self._feed(f"turn {turn} {name}")

    def played(self, name, play):
        self.plays += 1
        self._feed(f"play {name} {play!r}")
        if self.check:
            self.verify(f"{name}'s play {play!r}")

    def decided(self, name, decision, answer):
        self.answers += 1
        self._feed(f"answer {name} {decision.card} {decision.kind} {' '.join(answer)}")
        if self.check:
            problem = check_answer(decision, answer)
            if problem is not None:
                self.fail(f"{name}'s answer {answer}", f"the engine applied an illegal answer: {problem}")
            self.verify(f"{name}'s answer {answer} to {decision.card}'s {decision.kind}")

    def ejected(self, name, fault):
        self.fail(f"{name}'s move", f"a random legal player was ejected: {fault}")

    def game_ended(self, result):
        self._feed(f"result {result!r}")

    def digest(self) -> str:
        return self._hash.hexdigest()


@dataclass(frozen=True)
class GameRecord:
    """One random game: its set-up, result, and what was checked."""

    setup: Setup
    result: GameResult
    digest: str
    """SHA-256 (hex) of the game's event stream and result."""
    plays: int
    answers: int
    checks: int
    played: Counter


def play(
    seed: int, *, check: bool = True, pool: Sequence[str] | None = None, landscapes: Sequence[str] = ()
) -> GameRecord:
    """Play the random game of `seed` (`Setup.draw`, drawing its landscapes from `landscapes`), checking
    every invariant after every play and answer (`check`). Raises `InvariantBroken` naming the seed when
    one fails, or when a game does not end as the rules say (its end reason, its turn count)."""
    setup = Setup.draw(seed, pool, landscapes)
    game = new_game(setup)
    rng = random.Random(f"players {seed}")
    seats = [
        InProcessSeat(name, RandomLegal(random.Random(rng.random()), game)) for name in NAMES[: setup.players]
    ]
    observer = Invariants(game, seed, check, setup.kingdom)
    if check and ("colony" in game.piles) != setup.colony:
        observer.fail("set-up", f"a Colony game drawn: {setup.colony}; Colony pile: {'colony' in game.piles}")
    result = run_game(game, seats, observer=observer)
    if check:
        observer.verify("the end")
        if not (game.over and result.end in END_REASONS and result.end == game.end):
            observer.fail("the end", f"the game did not end properly: over {game.over}, end {result.end!r}")
        if result.ejections:
            observer.fail("the end", f"ejections {[p.ejection for p in result.ejections]}")
        if result.turns - observer.extra_turns > TURN_LIMIT * setup.players:
            observer.fail(
                "the end",
                f"{result.turns} turns ({observer.extra_turns} extra), more than the turn limit allows",
            )
        if game.pending is not None:
            observer.fail("the end", f"a decision still pending: {game.pending}")
    return GameRecord(
        setup,
        result,
        observer.digest(),
        observer.plays,
        observer.answers,
        observer.checks,
        observer.played_cards,
    )


@dataclass
class Figures:
    """What a run of games measured (for the printed figures and the tests)."""

    games: int = 0
    cpu: float = 0.0
    ends: Counter = field(default_factory=Counter)
    players: Counter = field(default_factory=Counter)
    editions: Counter = field(default_factory=Counter)
    colony: int = 0
    plays: int = 0
    answers: int = 0
    checks: int = 0
    turns: int = 0
    drawn: Counter = field(default_factory=Counter)
    played: Counter = field(default_factory=Counter)
    landscapes: Counter = field(default_factory=Counter)
    replayed: int = 0
    _hash: object = field(default_factory=hashlib.sha256)

    def add(self, record: GameRecord) -> None:
        self.games += 1
        self.ends[record.result.end] += 1
        self.players[record.setup.players] += 1
        self.editions[record.setup.edition] += 1
        self.colony += record.setup.colony
        self.plays += record.plays
        self.answers += record.answers
        self.checks += record.checks
        self.turns += record.result.turns
        self.drawn.update(record.setup.kingdom)
        self.landscapes.update(record.setup.landscapes)
        self.played.update(record.played)
        self._hash.update(record.digest.encode())

    def digest(self) -> str:
        """SHA-256 (hex) of every game's digest in order: the same run gives the same digest anywhere."""
        return self._hash.hexdigest()

    def played_cards(self) -> set[str]:
        """Every card played in the run, and each mixed pile (the Knights) one of whose cards was played:
        a mixed pile's name is played as its cards."""
        played = set(self.played)
        return played | {pile for pile in MIXED_PILES if played & set(mixed_pile_cards(pile))}

    def actions_never_played(self, pool: Sequence[str]) -> list[str]:
        """The action cards of `pool` (wire names) never played in the run (`played_cards`), sorted."""
        played = self.played_cards()
        return sorted(card for card in set(pool) if "action" in CATALOGUE[card].types and card not in played)


def run(
    seeds: Sequence[int],
    *,
    replay: int = 0,
    progress=None,
    pool: Sequence[str] | None = None,
    landscapes: Sequence[str] = (),
) -> Figures:
    """Play the games of `seeds` in order (their landscapes drawn from `landscapes`), every invariant
    checked; every `replay`-th game (0: none) played again unchecked and its digest compared.
    `progress(figures)` is called after each game. Raises `InvariantBroken` at the first failure."""
    figures = Figures()
    start = time.process_time()
    for index, seed in enumerate(seeds):
        record = play(seed, pool=pool, landscapes=landscapes)
        if replay and index % replay == 0:
            again = play(seed, check=False, pool=pool, landscapes=landscapes)
            figures.replayed += 1
            if again.digest != record.digest:
                raise InvariantBroken(seed, "played again, it is another game (digests differ)")
        figures.add(record)
        figures.cpu = time.process_time() - start
        if progress is not None:
            progress(figures)
    return figures


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def report(figures: Figures, pool: Sequence[str], landscapes: Sequence[str] = ()) -> list[str]:
    """The figures of a run, as lines for a terminal (a line of the landscapes drawn when `landscapes`, the
    run's `landscape_pool`, holds any)."""
    games = figures.games

    def share(counter: Counter, keys) -> str:
        return ", ".join(f"{key} {counter[key]} ({100 * counter[key] / games:.0f} %)" for key in keys)

    never_drawn = sorted(set(pool) - set(figures.drawn))
    played = figures.played_cards()
    never_played = figures.actions_never_played(pool)
    return [
        f"{_count(games, 'random game')}, every invariant checked after every play and answer: all held",
        f"speed: {games / figures.cpu:.1f} games/s (CPU, {figures.cpu:.1f} s),"
        f" {figures.checks / figures.cpu:.0f} checks/s",
        f"endings: {share(figures.ends, [end for end in END_REASONS if figures.ends[end]])}",
        f"players: {share(figures.players, sorted(figures.players))}",
        f"editions: {share(figures.editions, sorted(figures.editions))}; Colony games: {figures.colony}",
        f"per game: {figures.turns / games:.1f} turns, {figures.plays / games:.1f} plays,"
        f" {figures.answers / games:.1f} answers, {figures.checks / games:.1f} checks",
        f"kingdom cards: {len(pool)} in {', '.join(dict.fromkeys(CATALOGUE[card].set for card in pool))}; "
        f"{len(set(figures.drawn))} drawn,"
        f" {len(played & set(pool))} played"
        + (f"; never drawn: {', '.join(never_drawn)}" if never_drawn else "")
        + (f"; actions never played: {', '.join(never_played)}" if never_played else ""),
        *(
            [
                f"events and landmarks: {len(landscapes)}; {len(figures.landscapes)} drawn"
                + (
                    f"; never drawn: {', '.join(sorted(set(landscapes) - set(figures.landscapes)))}"
                    if set(landscapes) - set(figures.landscapes)
                    else ""
                )
            ]
            if landscapes
            else []
        ),
        (
            f"same seed, same game: {_count(figures.replayed, 'game')} played twice, same digest"
            if figures.replayed
            else "same seed, same game: not checked (--replay 0)"
        ),
        f"digest of the run: {figures.digest()}",
    ]


def _run_with_progress(seeds: range, replay: int, pool: Sequence[str], landscapes: Sequence[str]) -> Figures:
    """`run` with a progress bar on stderr (rich): games done, time left, endings so far. When stderr is not
    a terminal (a log file), one line per tenth of the run instead."""
    if not sys.stderr.isatty():
        step = max(1, len(seeds) // 10)

        def line(figures: Figures) -> None:
            if figures.games % step == 0 or figures.games == len(seeds):
                rate = figures.games / figures.cpu if figures.cpu else 0.0
                print(
                    f"random games: {figures.games} of {len(seeds)}, {rate:.1f} games/s (CPU),"
                    " all invariants held so far",
                    file=sys.stderr,
                    flush=True,
                )

        return run(seeds, replay=replay, progress=line, pool=pool, landscapes=landscapes)
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    columns = (
        TextColumn("random games"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        TextColumn("{task.fields[ends]}"),
    )
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("games", total=len(seeds), ends="")

        def progress(figures: Figures) -> None:
            if figures.games % 10 == 0 or figures.games == len(seeds):
                ends = ", ".join(f"{end} {count}" for end, count in sorted(figures.ends.items()))
                bar.update(task, completed=figures.games, ends=ends)

        return run(seeds, replay=replay, progress=progress, pool=pool, landscapes=landscapes)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games to play (default 10000)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    parser.add_argument(
        "--replay", type=int, default=10, help="play every Nth game twice and compare (default 10; 0: none)"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument(
        "--with",
        dest="later",
        action="append",
        choices=LATER_SETS,
        default=[],
        help="also draw this set's cards, events and landmarks whose rules are built (repeatable; the "
        "default games keep their digest)",
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.seed < 0 or args.replay < 0:
        parser.error("--games must be >= 1, --seed and --replay >= 0")
    pool = kingdom_pool(args.later)
    landscapes = landscape_pool(args.later)
    seeds = range(args.seed, args.seed + args.games)
    try:
        if args.quiet:
            figures = run(seeds, replay=args.replay, pool=pool, landscapes=landscapes)
        else:
            figures = _run_with_progress(seeds, args.replay, pool, landscapes)
    except InvariantBroken as broken:
        print(f"random games: {broken}", file=sys.stderr)
        print(
            f"play that game alone: python bench/random_games.py --games 1 --seed {broken.seed}",
            file=sys.stderr,
        )
        return 1
    print("\n".join(report(figures, pool, landscapes)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
