"""The full state of one game of Dominion (protocol v1-v3) and its transitions. No I/O.

A `Game` holds every card's place (supply, trash, and each player's deck, hand, plays and discards), the
turn (actions, buys, coins) and the one `random.Random(seed)` that shuffles. It applies plays and defenses
that `referee.rules.legality` has accepted, and derives each player's protocol `State` view, which never holds
another player's hidden cards and lists the deck as a sorted multiset, never in draw order.

Rules implemented (official rules and referee-decisions.md):
- Positions: `Game.at(state)` builds a game in the middle of a turn from a protocol view (deck in the
  listed order), so `referee validate` judges plays with these same transitions.
- Set-up: supply piles by player count and version (`referee.rules.cards.pile_size`); each player shuffles
  7 copper and 3 estate and draws 5; the first seat starts.
- Turn: actions 1, buys 1, coins 0; actions become 0 after the first add or buy.
- Effects: mine trashes a treasure and gains one INTO THE HAND; remodel trashes a card and gains one to the
  discards; workshop gains to the discards; cellar +1 action, discards the listed cards, then draws as many;
  market +1 card +1 action +1 buy +1 coin; smithy +3 cards; village +1 card +2 actions; woodcutter +1 buy
  +2 coins; moat +2 cards; militia +2 coins (its attack is asked of the defenders by the engine, then each
  defense is applied with `defend`). A buy gains to the discards.
- Draw: one card at a time; only when a draw finds the deck empty are the discards shuffled into a new
  deck; a draw with both empty gives nothing.
- Clean-up: plays and hand go to the discards (the exposed card on top), then draw 5.
- End, checked after each clean-up (and after a turn that ends by ejection): the province pile is empty
  ("provinces"), any three supply piles are empty ("three-piles"), or every remaining player has started
  `turn_limit` turns ("turn-limit"). Ejecting all players but one ends the game at once
  ("last-player-standing").
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from protocol.messages import Act, Add, Buy, Card, Clean, Defense, DiscardDefense, Play, State
from referee.rules.cards import (
    COST,
    HAND_SIZE,
    ORDER,
    STARTING_DECK,
    SUPPLY_ORDER,
    VALUE,
    VP,
    pile_size,
    supply_piles,
)

_PROVINCE = Card.PROVINCE
_order = ORDER.__getitem__


def _state_builder():
    """A function making a `State` from its ten fields in order, equal to `State(...)`.

    Views are built for every play, and the frozen dataclass `__init__` spends most of its time in ten
    `object.__setattr__` calls; setting the slots through their descriptors is about 40% cheaper. Falls
    back to the plain constructor if `State` ever gains fields or a `__post_init__` check.
    """
    fields = ("players", "supply", "trash", "actions", "buys", "coins", "deck", "hand", "plays", "discards")
    if getattr(State, "__slots__", None) != fields or hasattr(State, "__post_init__"):
        return State
    new = object.__new__
    s0, s1, s2, s3, s4, s5, s6, s7, s8, s9 = (getattr(State, name).__set__ for name in fields)

    def build(players, supply, trash, actions, buys, coins, deck, hand, plays, discards):
        state = new(State)
        s0(state, players)
        s1(state, supply)
        s2(state, trash)
        s3(state, actions)
        s4(state, buys)
        s5(state, coins)
        s6(state, deck)
        s7(state, hand)
        s8(state, plays)
        s9(state, discards)
        return state

    return build


_new_state = _state_builder()


@dataclass(slots=True, eq=False)
class Player:
    """One player's cards and counters. Lists are in physical order: `deck` and `discards` have their top
    card LAST (so a draw is `deck.pop()`); `hand` in the order drawn; `plays` in the order played.

    `turns` counts the turns this player has started. `_deck_view` and `_discards_view` cache the view
    tuples (sorted deck; discards top first) until the list changes.
    """

    name: str
    seat: int
    deck: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    plays: list[Card] = field(default_factory=list)
    discards: list[Card] = field(default_factory=list)
    turns: int = 0
    _deck_view: tuple[Card, ...] | None = None
    _discards_view: tuple[Card, ...] | None = None

    def cards(self) -> list[Card]:
        """Every card the player owns (deck, hand, plays, discards)."""
        return self.deck + self.hand + self.plays + self.discards

    def score(self) -> int:
        """Victory points of all the player's cards."""
        vp = VP.get
        return sum(vp(card, 0) for card in self.cards())


class Game:
    """One game from set-up to its end.

    Arguments:
        names: the players' names in seat (turn) order, 2 to 4, distinct.
        version: protocol version 1, 2 or 3 (decides the kingdom).
        seed: seed of the game's only random generator (shuffles).
        turn_limit: turns per player after which the game ends (>= 1).
    Raises:
        ValueError: for a player count outside 2-4, repeated names, an unknown version, a turn limit < 1
            or a seed that is not a whole number >= 0.

    Attributes (read them; change them only through the methods): `players` (remaining, in turn order),
    `current` (index into `players` of the player whose turn it is), `turn` (1-based count of turns started
    in the game), `actions`, `buys`, `coins`, `piles` (card -> copies left, in supply order), `trash` (top
    LAST), `over`, `end` (one of `referee.result.END_REASONS` once over), `ejected` (players removed, in
    order, with their score when removed), `removed` (their cards, which left the game), `rng` (the
    shuffles' generator; None in a position built by `Game.at` without a seed: no shuffle),
    `endless_supply` (True only in a position built with it: gains leave the piles as they are).

    `Game.at(state, ...)` builds a game positioned at a player's protocol view instead of a new game.
    """

    def __init__(self, names: Sequence[str], *, version: int = 3, seed: int, turn_limit: int = 100) -> None:
        names = list(names)
        if not 2 <= len(names) <= 4:
            raise ValueError(f"a game has 2 to 4 players, got {len(names)}: {names!r}")
        if len(set(names)) != len(names):
            raise ValueError(f"player names must be distinct in a game, got {names!r}")
        if seed is None:
            raise ValueError("a new game needs a seed (a whole number >= 0)")
        self._blank(version, seed, turn_limit)
        self.rng = random.Random(seed)
        self.piles = {card: pile_size(card, len(names)) for card in supply_piles(version)}
        for seat, name in enumerate(names):
            player = Player(name, seat, list(STARTING_DECK))
            self._shuffle(player.deck)
            self._draw(player, HAND_SIZE)
            self.players.append(player)
        self.current = 0
        self._start_turn()

    def _blank(self, version: int, seed: int | None, turn_limit: int) -> None:
        """Every attribute of a game with no player, no pile, no turn and no random generator yet."""
        if not isinstance(turn_limit, int) or turn_limit < 1:
            raise ValueError(f"turn_limit must be a whole number >= 1, got {turn_limit!r}")
        supply_piles(version)  # raises ValueError for an unknown version
        if seed is not None and (type(seed) is not int or seed < 0):
            # A seed that random.Random would take but a result could not replay (a str, a float, a bool).
            raise ValueError(f"seed must be a whole number >= 0, got {seed!r}")
        self.version = version
        self.seed = seed
        self.turn_limit = turn_limit
        self.rng: random.Random | None = None
        self.endless_supply = False
        self.piles: dict[Card, int] = {}
        self.trash: list[Card] = []
        self.players: list[Player] = []
        self.ejected: list[tuple[Player, int]] = []
        self.removed: list[Card] = []
        self.over = False
        self.end: str | None = None
        self.turn = 0
        self.current = 0
        self.actions = self.buys = self.coins = 0
        self._supply_view: tuple[Card, ...] | None = None
        self._trash_view: tuple[Card, ...] | None = None
        self._rotations: dict[str, tuple[str, ...]] = {}
        self._others: dict[str, tuple[Player, ...]] = {}

    @classmethod
    def at(
        cls,
        state: State,
        *,
        version: int = 3,
        seed: int | None = None,
        turn_limit: int = 100,
        endless_supply: bool = False,
    ) -> Game:
        """A game positioned at the protocol view `state`, in the middle of the turn of its first player.

        This is how a course test-case file (`referee validate`) is played with the engine's own transitions:
        build the position, then `apply` each play and read `view()`.

        Arguments:
            state: a `(move state)` view. Its `players` become the game's players in that order, the first
                one current (its turn is under way: `turn` 1, its `turns` 1, the others' 0). The first
                player's hand, plays and discards (top first), the trash (top first), actions, buys and
                coins are taken as listed; its deck is taken in the LISTED order as the draw order (the first
                listed is drawn first). The other players hold no cards: their cards are not in the view.
                The supply holds, for each card, as many copies as the view lists; a pile of the version's
                supply that the view does not list is empty (a view omits empty piles).
            version: protocol version 1-3; its supply piles count as piles (empty if unlisted) for the
                three-pile ending.
            seed: seed of the shuffles; None: no shuffle, a draw that finds the deck empty takes the discards
                in their listed order (top first), as test-case files expect.
            turn_limit: turns per player after which the game ends (>= 1).
            endless_supply: if True, a gain never takes a copy away: a card in the supply stays there (the
                test-case convention "a card listed in the supply never runs out within a case").
        Raises:
            ValueError: if `state.players` is empty or names a player twice, for an unknown version or a
                turn limit < 1.
        """
        names = list(state.players)
        if not names:
            raise ValueError("the state lists no player: (players ...) must name the current player first")
        if len(set(names)) != len(names):
            raise ValueError(f"player names must be distinct in a game, got {names!r}")
        game = cls.__new__(cls)
        game._blank(version, seed, turn_limit)
        if seed is not None:
            game.rng = random.Random(seed)
        game.endless_supply = endless_supply
        listed = Counter(state.supply)
        piles = supply_piles(version)
        game.piles = {card: listed[card] for card in SUPPLY_ORDER if card in listed or card in piles}
        game.trash[:] = reversed(state.trash)
        game.players[:] = [Player(name, seat) for seat, name in enumerate(names)]
        game.arrange(names[0], deck=state.deck, hand=state.hand, plays=state.plays, discards=state.discards)
        game._start_turn()
        game.actions, game.buys, game.coins = state.actions, state.buys, state.coins
        return game

    # ---- queries ------------------------------------------------------------------------------------

    @property
    def player(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.current]

    def find(self, name: str) -> Player | None:
        """The remaining player called `name`, or None (never was, or was ejected)."""
        for player in self.players:
            if player.name == name:
                return player
        return None

    def others(self, name: str) -> tuple[Player, ...]:
        """The remaining players other than `name`, in turn order starting after `name`."""
        others = self._others.get(name)
        if others is None:
            names = [p.name for p in self.players]
            at = names.index(name)
            others = tuple(self.players[at + 1 :] + self.players[:at])
            self._others[name] = others
        return others

    def empty_piles(self) -> int:
        """How many supply piles are empty."""
        return sum(1 for count in self.piles.values() if count == 0)

    def supply(self) -> tuple[Card, ...]:
        """Every card copy left in the supply, pile by pile in the canonical order (the view's `supply`)."""
        view = self._supply_view
        if view is None:
            view = self._supply_view = tuple(card for card, count in self.piles.items() for _ in range(count))
        return view

    def view(self, player: Player | None = None) -> State:
        """The protocol `state` for `player` (default: the current player) answering `(move state)`.

        `players` is rotated so that `player` comes first; the turn counters are the current turn's for the
        current player (another player is not moving: 0 actions, 0 buys, 0 coins, no plays).
        """
        current = self.players[self.current]
        if player is None or player is current:
            return self._state(current, self.actions, self.buys, self.coins, tuple(current.plays))
        return self._state(player, 0, 0, 0, ())

    def attack_view(self, player: Player) -> State:
        """The protocol `state` for a defender answering `(attacked (act militia) NAME state)`:
        its own view with zero actions, zero buys, zero coins and no cards in plays."""
        return self._state(player, 0, 0, 0, ())

    def _state(self, player: Player, actions: int, buys: int, coins: int, plays: tuple[Card, ...]) -> State:
        rotation = self._rotations.get(player.name)
        if rotation is None:
            names = [p.name for p in self.players]
            at = names.index(player.name)
            rotation = self._rotations[player.name] = tuple(names[at:] + names[:at])
        deck = player._deck_view
        if deck is None:
            deck = player._deck_view = tuple(sorted(player.deck, key=_order))
        discards = player._discards_view
        if discards is None:
            discards = player._discards_view = tuple(reversed(player.discards))
        trash = self._trash_view
        if trash is None:
            trash = self._trash_view = tuple(reversed(self.trash))
        supply = self._supply_view
        if supply is None:
            supply = self.supply()
        return _new_state(
            rotation, supply, trash, actions, buys, coins, deck, tuple(player.hand), plays, discards
        )

    def places(self) -> dict[str, list[Card]]:
        """Every place a card can be, by name (``"supply"``, ``"trash"``, ``"removed"``, ``"NAME.deck"`` ...).

        For checks: every card of the game is in exactly one of these lists.
        """
        places = {
            "supply": [card for card, count in self.piles.items() for _ in range(count)],
            "trash": list(self.trash),
            "removed": list(self.removed),
        }
        for player in self.players:
            for part in ("deck", "hand", "plays", "discards"):
                places[f"{player.name}.{part}"] = list(getattr(player, part))
        return places

    def scores(self) -> dict[str, int]:
        """Remaining player name -> victory points of all its cards."""
        return {player.name: player.score() for player in self.players}

    # ---- arranging a position (tests, tools) ---------------------------------------------------------

    def arrange(
        self,
        name: str,
        *,
        deck: Sequence[Card] | None = None,
        hand: Sequence[Card] | None = None,
        plays: Sequence[Card] | None = None,
        discards: Sequence[Card] | None = None,
    ) -> None:
        """Replace some of player `name`'s cards, to set up a position (for tests and tools).

        `deck` and `discards` are given top card FIRST (the deck's first card is drawn first; the discards'
        first card is the top one, as in a view). Cards are created or destroyed, not moved: the caller owns
        the card totals. Raises ValueError if no remaining player has that name.
        """
        player = self.find(name)
        if player is None:
            raise ValueError(f"no remaining player called {name!r}")
        if deck is not None:
            player.deck[:] = reversed(deck)
            player._deck_view = None
        if hand is not None:
            player.hand[:] = hand
        if plays is not None:
            player.plays[:] = plays
        if discards is not None:
            player.discards[:] = reversed(discards)
            player._discards_view = None

    def set_pile(self, card: Card, count: int) -> None:
        """Set the supply pile of `card` to `count` copies (for tests and tools; the caller owns the totals).

        Raises ValueError if `card` has no pile in this game's supply or `count` is negative.
        """
        if card not in self.piles:
            raise ValueError(f"{card} has no pile in the supply of a v{self.version} game")
        if count < 0:
            raise ValueError(f"a pile cannot hold {count} cards")
        self.piles[card] = count
        self._supply_view = None

    # ---- transitions --------------------------------------------------------------------------------

    def _shuffle(self, cards: list[Card]) -> None:
        # Sorting by one random float per card is a uniform shuffle (a tie, probability ~2**-53, keeps the
        # earlier order: still deterministic) and several times faster than random.shuffle's Python loop.
        rng = self.rng
        if rng is None:
            return
        random_key = rng.random
        cards.sort(key=lambda _card: random_key())

    def _draw(self, player: Player, count: int) -> None:
        deck = player.deck
        hand = player.hand
        player._deck_view = None
        for _ in range(count):
            if not deck:
                if not player.discards:
                    return
                # Reshuffle only now, when a draw finds the deck empty.
                deck.extend(player.discards)
                player.discards.clear()
                player._discards_view = None
                self._shuffle(deck)
            hand.append(deck.pop())

    def _take(self, card: Card) -> None:
        count = self.piles.get(card, 0)
        if count < 1:
            raise ValueError(f"there is no {card} in the supply")
        if self.endless_supply:
            return
        self.piles[card] = count - 1
        view = self._supply_view
        if view is not None:
            # One copy fewer: cutting it out of the cached tuple is cheaper than rebuilding every pile.
            at = view.index(card)
            self._supply_view = view[:at] + view[at + 1 :]

    def _gain(self, player: Player, card: Card) -> None:
        self._take(card)
        player.discards.append(card)
        player._discards_view = None

    def _trash(self, player: Player, card: Card) -> None:
        player.hand.remove(card)
        self.trash.append(card)
        self._trash_view = None

    def apply(self, play: Play) -> None:
        """Make the current player's `play`, which `referee.rules.legality.check_play` accepted in `view()`.

        A `Clean` ends the turn: clean-up, the end-of-game check, and (unless the game is over) the next
        player's turn starts. An illegal play raises ValueError or leaves the game inconsistent: check first.
        Militia's attack is not made here: the engine asks each defender and calls `defend`.
        """
        if self.over:
            raise ValueError("the game is over")
        player = self.players[self.current]
        kind = type(play)
        if kind is Add:
            card = play.card
            player.hand.remove(card)
            player.plays.append(card)
            self.coins += VALUE[card]
            self.actions = 0
        elif kind is Buy:
            card = play.card
            if self.buys < 1 or COST[card] > self.coins:
                raise ValueError(f"illegal buy of {card}")
            self.buys -= 1
            self.coins -= COST[card]
            self._gain(player, card)
            self.actions = 0
        elif kind is Clean:
            self._clean_up(player, play.card)
            self._end_turn()
        elif kind is Act:
            self._act(player, play)
        else:
            raise ValueError(f"not a play: {play!r}")

    def _act(self, player: Player, play: Act) -> None:
        card = play.card
        if self.actions < 1:
            raise ValueError(f"no action left for {card}")
        self.actions -= 1
        player.hand.remove(card)
        player.plays.append(card)
        if card == Card.SMITHY:
            self._draw(player, 3)
        elif card == Card.VILLAGE:
            self._draw(player, 1)
            self.actions += 2
        elif card == Card.MARKET:
            self._draw(player, 1)
            self.actions += 1
            self.buys += 1
            self.coins += 1
        elif card == Card.WOODCUTTER:
            self.buys += 1
            self.coins += 2
        elif card == Card.MILITIA:
            self.coins += 2
        elif card == Card.MOAT:
            self._draw(player, 2)
        elif card == Card.MINE:
            trashed, gained = play.args
            self._trash(player, trashed)
            self._take(gained)
            player.hand.append(gained)
        elif card == Card.REMODEL:
            trashed, gained = play.args
            self._trash(player, trashed)
            self._gain(player, gained)
        elif card == Card.WORKSHOP:
            self._gain(player, play.args[0])
        elif card == Card.CELLAR:
            self.actions += 1
            for discarded in play.args:
                player.hand.remove(discarded)
                player.discards.append(discarded)
            player._discards_view = None
            self._draw(player, len(play.args))
        else:
            raise ValueError(f"not an action card: {card}")

    def defend(self, name: str, defense: Defense) -> None:
        """Apply the defense of player `name`, accepted by `referee.rules.legality.check_defense` in its view.

        `(moat)` changes nothing (the moat stays in the hand). `(discard C ...)` moves the cards from the hand
        to the discards, the first listed ending on top (it is the one other players are shown).
        """
        player = self.find(name)
        if player is None:
            raise ValueError(f"no remaining player called {name!r}")
        if isinstance(defense, DiscardDefense):
            for card in defense.cards:
                player.hand.remove(card)
            player.discards.extend(reversed(defense.cards))
            player._discards_view = None

    def _clean_up(self, player: Player, exposed: Card | None) -> None:
        discards = player.discards
        discards.extend(player.plays)
        player.plays.clear()
        hand = player.hand
        if exposed is not None:
            hand.remove(exposed)
            discards.extend(hand)
            discards.append(exposed)
        else:
            discards.extend(hand)
        hand.clear()
        player._discards_view = None
        self._draw(player, HAND_SIZE)

    def _end_turn(self) -> None:
        """The current turn is over (clean-up done, or its player ejected): check the end, start the next."""
        piles = self.piles
        if piles[_PROVINCE] == 0:
            self._finish("provinces")
        elif self.empty_piles() >= 3:
            self._finish("three-piles")
        elif all(player.turns >= self.turn_limit for player in self.players):
            self._finish("turn-limit")
        else:
            self.current = (self.current + 1) % len(self.players)
            self._start_turn()

    def _start_turn(self) -> None:
        self.players[self.current].turns += 1
        self.turn += 1
        self.actions = 1
        self.buys = 1
        self.coins = 0

    def _finish(self, end: str) -> None:
        self.over = True
        self.end = end

    def eject(self, name: str) -> int:
        """Remove player `name` from the game and return its score (victory points) at that moment.

        Its cards leave the game (to `removed`). If it was the current player its turn ends at once: the
        end-of-game check runs and the next player starts. If one player remains the game is over
        ("last-player-standing"). Raises ValueError if no remaining player has that name.
        """
        player = self.find(name)
        if player is None:
            raise ValueError(f"no remaining player called {name!r}")
        score = player.score()
        at = self.players.index(player)
        was_current = at == self.current
        self.removed.extend(player.cards())
        for part in (player.deck, player.hand, player.plays, player.discards):
            part.clear()
        self.players.pop(at)
        self.ejected.append((player, score))
        self._rotations.clear()
        self._others.clear()
        if self.over:
            return score
        if len(self.players) == 1:
            self.current = 0
            self._finish("last-player-standing")
        elif was_current:
            # The next player now sits at index `at`; _end_turn advances by one, so step back first.
            self.current = (at - 1) % len(self.players)
            self._end_turn()
        elif at < self.current:
            self.current -= 1
        return score


def count_cards(game: Game) -> Counter[Card]:
    """How many of each card the game holds in all its places (constant through a game)."""
    total: Counter[Card] = Counter()
    for cards in game.places().values():
        total.update(cards)
    return total
