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
the Island mat never loses a card, nor a player's play a Hireling or Champion; and the tokens are kept as
the rules keep them (see `Invariants.tokens`: Trade Route's conserved, VP tokens, Pirate Ship tokens and
Embargo tokens never fewer; Adventures' player tokens where they may be, `Invariants.player_tokens`).
Every game ends: by the rules or by the turn limit
(`TURN_LIMIT` turns per player; the extra turns, Outpost's and possessed ones, told by their ``extra-turn``
events, not counted).
Same seed, same game: `GameRecord.digest` is a SHA-256 of the game's whole event stream (every play, answer
and public event, in order) and its result; `--replay N` plays every Nth game again and compares, and the
digest of all the games (`digest of the run`) is the same in any process (the test suite compares two
processes of different hash seeds).

With `--with adventures,empires` the built cards of those sets join the pool and their built events and
landmarks are dealt with the kingdom (`Setup.draw`), and more is checked (`Invariants.vp_and_debt`,
`Invariants.player_tokens`): each player's VP tokens and debt change by exactly what its events tell (so VP
tokens never fewer, debt never negative), VP tokens on piles and landmarks move only with an event and the
game's VP tokens are never fewer, and a player's tokens lie on piles of the game.

Run: `python bench/random_games.py [--games 10000] [--seed 0] [--replay 10] [--quiet] [--with SETS]`. It
prints, per game, nothing (a progress bar on stderr); at the end the figures: games, games per second (CPU),
the endings, player counts, editions, Colony games, plays, answers and invariant checks per game, kingdom
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
from referee.kingdom import deal_landscapes
from referee.result import END_REASONS, GameResult
from referee.rules.cards import MAY_BUY
from referee.rules.game import Game, count_cards
from referee.rules.kingdoms import MIXED_PILES, mixed_pile_cards
from referee.rules.landscapes import spent_events
from referee.rules.legality import check_answer, legal_answers, legal_plays
from referee.rules.spec import LANDSCAPE_SPECS, SPECS
from referee.rules.tokens import HELD_TOKENS, PILE_TOKENS, action_piles
from referee.seats.engine import Observer, run_game
from referee.seats.seat import InProcessSeat

SETS = VERSIONS[5].sets
"""The sets whose kingdom cards are drawn: protocol v5's (Adventures and Empires come with v6)."""
TURN_LIMIT = 30
"""Turns per player after which a game ends: random players end few games by the rules alone."""
NAMES = ("ann", "bob", "cat", "dan")
FOR_GOOD = frozenset(("hireling", "champion"))
"""Cards that stay in play for the rest of the game once played (Adventures)."""
RISING = (".pirate-ship", ".embargo")
"""Tokens that only ever grow in these sets (by place suffix, `Game.tokens()`): Pirate Ship tokens, a
pile's Embargo tokens (and each player's VP tokens, `Invariants.vp`)."""


LATER_SETS = ("adventures", "empires")
"""Sets whose cards get their rules one by one (issue 44), drawn only when asked (``--with
adventures,empires``): the cards of theirs whose rules are built join the pool, their events and landmarks
whose rules are built are dealt with the kingdom (`Setup.draw`), and the default games' digest stays."""


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
    `LANDSCAPES` (wire names): the randomizers shuffled in with the kingdom cards'."""
    return tuple(name for name, facts in LANDSCAPES.items() if facts.set in later and name in LANDSCAPE_SPECS)


@dataclass(frozen=True)
class Setup:
    """What a game's seed draws: players, edition, kingdom (10 wire names, drawn order), Colony, and the
    events and landmarks (`LANDSCAPES` order)."""

    seed: int
    players: int
    edition: int
    kingdom: tuple[str, ...]
    colony: bool
    landscapes: tuple[str, ...] = ()

    @classmethod
    def draw(cls, seed: int, pool: Sequence[str] | None = None, landscapes: Sequence[str] = ()) -> Setup:
        """The set-up of game `seed` (a whole number >= 0): everything from `random.Random(seed)`.

        Colony: a Colony game if a kingdom card drawn at random among the ten is from Prosperity (the rule of
        the box for a random kingdom). Then the events and landmarks, as the rules suggest: `landscapes`'
        randomizers shuffled in with the pool's, those dealt while dealing the 10 kingdom cards set aside,
        two at most (`referee.kingdom.deal_landscapes`, which draws nothing when `landscapes` is empty, so
        a game without them is drawn as before)."""
        rng = random.Random(seed)
        pool = kingdom_pool() if pool is None else tuple(pool)
        players = rng.choice((2, 3, 4))
        edition = rng.choice((1, 2))
        kingdom = tuple(rng.sample(pool, 10))
        colony = CATALOGUE[rng.choice(kingdom)].set == "prosperity"
        dealt = deal_landscapes(rng, len(pool), tuple(landscapes))
        return cls(seed, players, edition, kingdom, colony, dealt)


def new_game(setup: Setup) -> Game:
    """The game of `setup`: a game of the rules alone (no protocol version) of its kingdom and edition, a
    Colony game or not as drawn."""
    return Game(
        NAMES[: setup.players],
        seed=setup.seed,
        turn_limit=TURN_LIMIT,
        kingdom=setup.kingdom + setup.landscapes,
        edition=setup.edition,
        colony=setup.colony,
    )


def _printed_cost(play) -> int:
    # An event bought is no card: its cost in coins is its landscape row's.
    return (CATALOGUE.get(play.card) or LANDSCAPES[play.card]).cost


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

    A player's debt is in its view (a game with a card or landscape of a set after Guilds has v6 views), so
    the one buy rule refuses what debt forbids; two facts of its own turn no view carries are read from the
    game (`game`)."""

    listens = False

    def __init__(self, rng: random.Random, game: Game | None = None) -> None:
        self.rng = rng
        self.game = game
        """The game played, read for two facts of the player's own past that no view carries (as a program
        keeps them from what it is told): the events it may not buy again now (`spent_events`) and a debt
        paid off this turn, after which it plays no treasure (`Game.paid_off`)."""
        self.greed = rng.random() if rng.random() < 0.5 else 2.0  # half the players: money players
        self.potions_bought = 0

    def move(self, state):
        rng = self.rng
        game = self.game
        spent = spent_events(game, game.player) if game is not None else ()
        paid_off = game is not None and game.paid_off == game.turn
        for kind in (Act, Add, Buy):
            group = (
                []
                if paid_off and kind is Add
                else legal_plays(state, arguments=False, kinds=(kind,), spent=spent)
            )
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
        plays = legal_plays(state, arguments=False, spent=spent)
        return rng.choice([play for play in plays if type(play) is not Add] if paid_off else plays)

    def _wanted(self, state, buys: list[Buy]) -> Buy | None:
        """The buy among `buys` (each legal now) that spends a potion or gets one; None: none is wanted."""
        if state.potions >= 1:
            costing = [play for play in buys if play.card in SPECS and SPECS[play.card].potion]
            if costing and self.rng.random() < 0.75:
                return max(costing, key=_printed_cost)
        if self.potions_bought < POTIONS_WANTED and state.coins < 6:
            potion = next((play for play in buys if play.card == "potion"), None)
            if potion is not None and self.rng.random() < 0.5:
                self.potions_bought += 1
                return potion
        return None

    def _respect(self, treasure: str, state) -> Buy | None:
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
    bought: Counter = field(default_factory=Counter)
    """Events bought (``buy-event`` events), by name."""
    _told: Counter = field(default_factory=Counter)
    """VP tokens and debt told by events since the last check, by ``"NAME.vp"``, ``"NAME.debt"`` (`vp`,
    `debt` minus `pay-debt`), and ``"board"`` for the events that move VP tokens on piles and landmarks
    (`vp-to`, `vp-from`, each counted once)."""
    _hash: object = field(default_factory=hashlib.sha256)

    def __post_init__(self) -> None:
        self.total = count_cards(self.game)
        tokens = self.token_counts()
        self._routes = _trade_route_tokens(tokens)
        self._rising = {place: count for place, count in tokens.items() if place.endswith(RISING)}
        self._kept = tokens
        self._players = {f"{player.name}.vp": player.vp_tokens for player in self.game.players}
        self._players.update((f"{player.name}.debt", player.debt) for player in self.game.players)
        self._islands = {player.name: Counter(player.mats.get("island", ())) for player in self.game.players}
        self._for_good = {player.name: Counter() for player in self.game.players}
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
        elif event.kind == "buy-event":
            self.bought.update(event.cards)
        elif event.kind in ("vp", "debt", "pay-debt"):
            sign = -1 if event.kind == "pay-debt" else 1
            self._told[f"{event.player}.{'vp' if event.kind == 'vp' else 'debt'}"] += sign * int(
                event.cards[-1]
            )
        elif event.kind in ("vp-to", "vp-from"):
            self._told["board"] += 1
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

    def tokens(self, where: str) -> None:
        """Tokens kept as the rules keep them: none negative; Trade Route tokens conserved (those on the
        piles plus those on the Trade Route mat, as at set-up); a player's VP tokens, Pirate Ship tokens and
        a pile's Embargo tokens never fewer than before (`RISING`: no card of the sets played takes one
        away)."""
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
        # A pile's or a landmark's VP tokens come and go (Gathering cards, Aqueduct): only a player's rise.
        players = {player.name for player in self.game.players}
        rising = {
            place: count
            for place, count in counts.items()
            if place.endswith(RISING) and (not place.endswith(".vp") or place[: -len(".vp")] in players)
        }
        for place, count in rising.items():
            if count < self._rising.get(place, 0):
                self.fail(where, f"{place} went down from {self._rising[place]} to {count}")
        self._rising = rising
        self.vp_and_debt(where, counts)
        self._kept = counts

    def vp_and_debt(self, where: str, counts: dict[str, int]) -> None:
        """VP tokens and debt kept as the rules keep them (`counts`: `token_counts` now): each player's VP
        tokens and debt changed by exactly what its events told since the last check (`vp`; `debt` minus
        `pay-debt`), so its VP tokens never fewer and its debt never below 0; the VP tokens on supply piles
        and landmarks changed only with a `vp-to` or `vp-from` event; the game's VP tokens (the players',
        the piles', the landmarks') never fewer, since no move of these sets returns one to the stock."""
        names = [player.name for player in self.game.players]
        for player in self.game.players:
            for kind, now in (("vp", player.vp_tokens), ("debt", player.debt)):
                place = f"{player.name}.{kind}"
                change = now - self._players.get(place, 0)
                if change != self._told[place]:
                    self.fail(where, f"{place} changed by {change}, its events told {self._told[place]}")
                self._players[place] = now
        board = {
            place: count
            for place, count in counts.items()
            if place.endswith(".vp") and place.partition(".")[0] not in names
        }
        before = {
            place: count
            for place, count in self._kept.items()
            if place.endswith(".vp") and place.partition(".")[0] not in names
        }
        if {p: c for p, c in board.items() if c} != {p: c for p, c in before.items() if c}:
            if not self._told["board"]:
                self.fail(where, f"VP tokens on piles and landmarks went from {before} to {board}, no event")
        total = sum(count for place, count in counts.items() if place.endswith(".vp"))
        if total < sum(count for place, count in self._kept.items() if place.endswith(".vp")):
            self.fail(where, "the game's VP tokens (players, piles, landmarks) went down")
        self._told.clear()

    def player_tokens(self, where: str) -> None:
        """Adventures' player tokens where they may be: each player's tokens on piles (`player_tokens`: one of
        each kind at most, by the dict) on an action supply pile of the game, each of the tokens it holds
        (`Player.tokens`: Journey, -1 Card, -1 Coin) 0 or 1."""
        game = self.game
        placed = getattr(game, "player_tokens", None)
        if not placed:
            return
        piles = action_piles(game).values()
        for name, tokens in placed.items():
            for token, pile in tokens.items():
                if token not in PILE_TOKENS or pile not in piles:
                    self.fail(where, f"{name}'s {token} token is on {pile}, no action pile of the game")
        for player in game.players:
            for token in HELD_TOKENS:
                if player.tokens.get(token, 0) not in (0, 1):
                    self.fail(where, f"{player.name} holds {player.tokens[token]} {token} tokens")

    def mats(self, where: str) -> None:
        """The Island mat only grows: a card set aside there stays to the end of the game; so do the cards in
        play that stay for the rest of the game once played (`FOR_GOOD`: Hireling, Champion)."""
        for player in self.game.players:
            now = Counter(player.mats.get("island", ()))
            before = self._islands.get(player.name, Counter())
            if before - now:
                self.fail(where, f"{player.name}'s Island mat lost {dict(before - now)}")
            self._islands[player.name] = now
            now = Counter(card for card in player.plays if card in FOR_GOOD)
            before = self._for_good.get(player.name, Counter())
            if before - now:
                self.fail(where, f"{player.name}'s play lost {dict(before - now)}, in play for good")
            self._for_good[player.name] = now

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
        self.player_tokens(where)
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
    bought: Counter
    """Events bought in the game, by name."""


def play(
    seed: int, *, check: bool = True, pool: Sequence[str] | None = None, landscapes: Sequence[str] = ()
) -> GameRecord:
    """Play the random game of `seed` (`Setup.draw`), checking every invariant after every play and answer
    (`check`). Raises `InvariantBroken` naming the seed when one fails, or when a game does not end as the
    rules say (its end reason, its turn count)."""
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
        observer.bought,
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
    bought: Counter = field(default_factory=Counter)
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
        self.played.update(record.played)
        self.landscapes.update(record.setup.landscapes)
        self.bought.update(record.bought)
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
    """Play the games of `seeds` in order, every invariant checked; every `replay`-th game (0: none) played
    again unchecked and its digest compared. `progress(figures)` is called after each game. Raises
    `InvariantBroken` at the first failure."""
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
    """The figures of a run, as lines for a terminal (a line on the events and landmarks when `landscapes`,
    the pool they were dealt from, has some)."""
    games = figures.games

    def share(counter: Counter, keys) -> str:
        return ", ".join(f"{key} {counter[key]} ({100 * counter[key] / games:.0f} %)" for key in keys)

    never_drawn = sorted(set(pool) - set(figures.drawn))
    played = figures.played_cards()
    never_played = figures.actions_never_played(pool)
    lines = [
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
        (
            f"same seed, same game: {_count(figures.replayed, 'game')} played twice, same digest"
            if figures.replayed
            else "same seed, same game: not checked (--replay 0)"
        ),
        f"digest of the run: {figures.digest()}",
    ]
    if landscapes:
        events = [name for name in landscapes if LANDSCAPES[name].kind == "event"]
        unbought = sorted(set(events) - set(figures.bought))
        lines.insert(
            -2,
            f"events and landmarks: {len(landscapes)}; {len(set(figures.landscapes))} dealt in "
            f"{sum(1 for _ in figures.landscapes.elements())} deals; events bought "
            f"{sum(figures.bought.values())} times"
            + (f"; events never bought: {', '.join(unbought)}" if unbought else ""),
        )
    return lines


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


def _later_sets(text: str) -> tuple[str, ...]:
    """A ``--with`` value: names of `LATER_SETS` separated by commas. Raises argparse.ArgumentTypeError
    naming an unknown one and the sets there are."""
    names = tuple(part.strip() for part in text.split(","))
    unknown = [name for name in names if name not in LATER_SETS]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown set {unknown[0]!r}: expected {' or '.join(LATER_SETS)}, comma-separated"
        )
    return names


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
        type=_later_sets,
        default=[],
        metavar="SET[,SET]",
        help=f"also draw the cards of these sets ({', '.join(LATER_SETS)}) whose rules are built, and deal "
        "their built events and landmarks with the kingdom (comma-separated or repeated: --with "
        "adventures,empires; the default games keep their digest)",
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.seed < 0 or args.replay < 0:
        parser.error("--games must be >= 1, --seed and --replay >= 0")
    later = tuple(name for name in LATER_SETS if any(name in given for given in args.later))
    pool = kingdom_pool(later)
    landscapes = landscape_pool(later)
    seeds = range(args.seed, args.seed + args.games)
    again = f" --with {','.join(later)}" if later else ""
    try:
        if args.quiet:
            figures = run(seeds, replay=args.replay, pool=pool, landscapes=landscapes)
        else:
            figures = _run_with_progress(seeds, args.replay, pool, landscapes)
    except InvariantBroken as broken:
        print(f"random games: {broken}", file=sys.stderr)
        print(
            f"play that game alone: python bench/random_games.py --games 1 --seed {broken.seed}{again}",
            file=sys.stderr,
        )
        return 1
    print("\n".join(report(figures, pool, landscapes)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
