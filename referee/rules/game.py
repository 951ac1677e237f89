"""The full state of one game of Dominion (protocol v1-v4, or the rules alone) and its transitions. No I/O.

A `Game` holds every card's place (supply, trash, and each player's deck, hand, plays and discards), the
turn (actions, buys, coins) and the one `random.Random(seed)` that shuffles. It applies plays and defenses
that `referee.rules.legality` has accepted. A player's protocol view of it is built outside the rules core
(`referee.views`), from the game's public facts; the game keeps the sorted deck, the discards top first, the
trash top first and the supply as tuples (`_deck_view`, `_discards_view`, `_trash_view`, `supply()`) until
the cards under them move, for the view made at every play.

Rules implemented (official rules and docs/rules.md):
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
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from functools import partial

from protocol.catalogue import DURATION
from protocol.messages import (
    Act,
    Add,
    Buy,
    Card,
    Clean,
    Coffers,
    Defense,
    DiscardDefense,
    Play,
    State,
    StateV4,
    StateV5,
)
from protocol.versions import VERSIONS, is_version, sending, spoken
from referee.rules.cards import (
    ACTION,
    ATTACK,
    ATTACK_WATCHERS,
    BASE_CARDS,
    COST,
    DISCARD_TRIGGERS,
    EDITIONS,
    GAIN_REPLACERS,
    HAND_SIZE,
    HAND_STARTS,
    KINGDOM_SIZE,
    KINGDOM_TREASURES,
    MIXED_PILES,
    ORDER,
    SHELTERS,
    SPECS,
    STARTING_DECK,
    TRASH_REACTIONS,
    TREASURE_EFFECTS,
    VALUE,
    Gained,
    Played,
    aside_candidates,
    bane_candidates,
    check_kingdom,
    check_version_cards,
    mixed_pile_cards,
    needs_bane,
    pile_size,
    score,
    supply_piles,
)
from referee.rules.decisions import BuyAndClean, Decision, Event, Treasures
from referee.rules.supply import Supply

_PROVINCE = Card.PROVINCE
_SILVER = Card.SILVER
POSSESSION_MAT = "possession"
"""The mat where a possessed player's cards trashed in its possessed turn wait for the turn's end."""
_order = ORDER.__getitem__


_TABLES: dict[tuple, object] = {}
"""What a game derives from its cards' specs, kept: the same kingdom's next game (a simulation's thousands)
looks it up. The cards of a game (its piles) -> `Game._set_tables`'s tables; ``("kingdom", *names)`` ->
`check_kingdom` of those names; ``("piles", players, *cards)`` -> `_piles`. (Tests that change a spec give
the game module an empty one.)"""


def _checked_kingdom(kingdom: Sequence[str]) -> tuple[str, ...]:
    """`check_kingdom(kingdom)`, kept in `_TABLES` for the next game of the same kingdom (a simulation plays
    thousands): raises as it does."""
    key = ("kingdom", *kingdom)
    chosen = _TABLES.get(key)
    if chosen is None:
        chosen = _TABLES[key] = check_kingdom(kingdom)
    return chosen


def _piles(cards: tuple[str, ...], players: int) -> tuple[tuple[str, ...], dict[str, int]]:
    """The kingdom piles among the supply piles `cards` and each pile's starting size with `players` players
    (`pile_size`), kept in `_TABLES` (read only: a game copies the sizes)."""
    key = ("piles", players, *cards)
    piles = _TABLES.get(key)
    if piles is None:
        piles = _TABLES[key] = (
            tuple(card for card in cards if SPECS[card].kingdom),
            {card: pile_size(card, players) for card in cards},
        )
    return piles


def _values(cards) -> dict[str, int]:
    """Treasure -> value in a game of `cards`: `VALUE` itself, or a copy with the kingdom's extra treasures
    (`KINGDOM_TREASURES`: Charlatan's Curse)."""
    extra = [KINGDOM_TREASURES[card] for card in cards if card in KINGDOM_TREASURES]
    if not extra:
        return VALUE
    values = dict(VALUE)
    for more in extra:
        values.update(more)
    return values


def _stays_while(played: Played, game: Game, player: Player, this: Played):
    """The start-of-turn hook of a card staying with the card it played (`Game.stay_with`): it stays again
    when that card was made to stay again by its own hook, which ran before (it was made to stay first)."""
    if game.stays(player, played):
        game.stay(player, this, partial(_stays_while, played))
    return
    yield


@dataclass(slots=True, eq=False)
class Staying:
    """A play staying in play across turns (`Game.stay`): its `Played` record (shared by the plays of a
    Throne Room or King's Court), the hook run at the start of its owner's next turn (None: nothing), and
    `turn`, the game's turn when it was made to stay."""

    this: Played
    hook: object
    turn: int


@dataclass(slots=True, eq=False)
class Player:
    """One player's cards and counters. Lists are in physical order: `deck` and `discards` have their top
    card LAST (so a draw is `deck.pop()`); `hand` in the order drawn; `plays` in the order played.

    `aside` holds cards revealed or set aside while a card resolves (empty between plays). `gone` becomes
    True when the player is ejected. `turns` counts the turns this player has started. `vp_tokens` (added to
    the score: Monument, Bishop, Goons), `coffers` (coin tokens to spend in a buy phase: Baker, Butcher...),
    `mats` (mat name -> the cards on it, top LAST: ``"native-village"``, ``"island"``) and `tokens` (other
    counters by name: ``"pirate-ship"``) are the player's tokens and mats. `staying` lists the plays that
    stay in play at its next clean-up (`Game.stay`: durations, and what played them), `durations` the cards
    of its play that stayed from an earlier turn (what the other players see: v5's ``durations``).
    `unseen` lists the parts of `discards` put there unseen (a whole deck: Chancellor, Scavenger, Trusty
    Steed), each as ``[start, count]``: `discards[start:start + count]`; the view shows each part in the
    canonical order (`discards_view`). Every removal from the pile goes through `take_discard`, which keeps
    them; a shuffle of the pile into the deck forgets them. `_deck_view` and `_discards_view` cache the view
    tuples (sorted deck; discards top first) until the list changes.
    """

    name: str
    seat: int
    deck: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    plays: list[Card] = field(default_factory=list)
    discards: list[Card] = field(default_factory=list)
    turns: int = 0
    extra_taken: int = 0  # of `turns`, the extra turns (Outpost, a possessed turn): not for the tiebreak
    aside: list[Card] = field(default_factory=list)
    gone: bool = False
    vp_tokens: int = 0
    coffers: int = 0
    mats: dict[str, list[Card]] = field(default_factory=dict)
    tokens: dict[str, int] = field(default_factory=dict)
    staying: list[Staying] = field(default_factory=list)
    durations: list[Card] = field(default_factory=list)
    unseen: list[list[int]] = field(default_factory=list)
    _deck_view: tuple[Card, ...] | None = None
    _discards_view: tuple[Card, ...] | None = None
    _rotation: tuple[str, ...] | None = None

    def discards_view(self) -> tuple[Card, ...]:
        """The discard pile as its owner sees it, top first (the state's `discards`): the cards in their
        order, but for each part put there unseen (`unseen`), which comes in the canonical order: nobody
        looked at those cards as they went, so their order is nobody's to know (docs/protocol.md, "A deck
        put into the discard pile"; it would be the shuffle's output)."""
        if not self.unseen:
            return tuple(reversed(self.discards))
        pile = list(self.discards)
        for start, count in self.unseen:
            # Bottom first here: sorted backwards, the part reads in the canonical order from the top.
            pile[start : start + count] = sorted(pile[start : start + count], key=_order, reverse=True)
        return tuple(reversed(pile))

    def take_discard(self, at: int) -> Card:
        """Take the card at index `at` (bottom first, as `discards`) out of the discard pile and return it,
        keeping the parts put there unseen (`unseen`) on their cards. Raises IndexError for no such card."""
        card = self.discards.pop(at)
        self._discards_view = None
        if self.unseen:
            kept = []
            for part in self.unseen:
                if at < part[0]:
                    part[0] -= 1
                elif at < part[0] + part[1]:
                    part[1] -= 1
                if part[1]:
                    kept.append(part)
            self.unseen[:] = kept
        return card

    def cards(self) -> list[Card]:
        """Every card the player owns (deck, hand, plays, discards, any set aside, and its mats' cards)."""
        cards = self.deck + self.hand + self.plays + self.discards + self.aside
        if self.mats:
            for mat in self.mats.values():
                cards.extend(mat)
        return cards

    def owns(self, card: Card) -> bool:
        """Whether the player has a copy of `card` anywhere (`cards`): what every player can know, since
        every gain and every trash is told to every player."""
        if card in self.hand or card in self.deck or card in self.discards or card in self.plays:
            return True
        if card in self.aside:
            return True
        return any(card in mat for mat in self.mats.values())

    def score(self) -> int:
        """Victory points of all the player's cards (`referee.rules.cards.score`: Gardens, Duke... count too)
        plus its VP tokens."""
        return score(self.cards()) + self.vp_tokens


class Game:
    """One game from set-up to its end.

    Arguments:
        names: the players' names in seat (turn) order, 2 to 4, distinct.
        version: protocol version 1, 2, 3 or 4, whose plays carry the answers of a card's up-front
            decisions as arguments (``(act remodel estate silver)``; in v4 a Throne Room's argument is the
            nested play of its card, see `play_answers`) and whose kingdom is the default (v4 has none: it
            needs `kingdom`); None: a game of the rules alone, whose plays carry no arguments (every
            decision is asked when it arises). In a v4 game every attack asks each victim whether it
            reveals a reaction (`ask_every_victim`), so that the engine can ask each its `attacked`.
        seed: seed of the game's only random generator (shuffles).
        turn_limit: turns per player after which the game ends (>= 1).
        kingdom: the 10 kingdom cards of the game (names, any order); None: the default kingdom of
            `version`. A game naming its kingdom has a Curse pile (10 per opponent); a default v1-v3 game has
            none (its players' views never listed one). A v1-v3 kingdom names only cards of that version.
            With Young Witch (a card whose spec has `bane`) the kingdom may name its Bane, an eleventh
            kingdom pile (``bane=CARD`` among the cards, or the eleventh of 11: `check_kingdom`); named or
            not, the game has one (`bane`: drawn with the game's generator from `bane_candidates` when not
            named, after the Colony draw).
        shelters: True: each player starts with Hovel, Necropolis and Overgrown Estate instead of 3
            Estates (Dark Ages); False: never; None (the default): by the rule of the box, when a kingdom card
            drawn at random with the game's generator (after the Colony draw) is from Dark Ages, drawn only
            when the kingdom has one.
        edition: 2 (second edition texts, the default) or 1 (first edition texts where they differ).
    Raises:
        ValueError: for a player count outside 2-4, repeated names, an unknown version, a bad kingdom (a
            v4 game without one, a card the version does not name: the message names the version that
            introduces it), an edition other than 1 or 2, a turn limit < 1 or a seed that is not a whole
            number >= 0.

    Attributes (read them; change them only through the methods): `players` (remaining, in turn order),
    `current` (index into `players` of the player whose turn it is), `turn` (1-based count of turns started
    in the game), `actions`, `buys`, `coins`, `piles` (card -> copies left, in supply order), `trash` (top
    LAST), `over`, `end` (one of `referee.result.END_REASONS` once over), `ejected` (players removed, in
    order, with their score when removed), `removed` (their cards, which left the game), `rng` (the
    shuffles' generator; None in a position built by `Game.at` without a seed: no shuffle),
    `endless_supply` (True only in a position built with it: gains leave the piles as they are),
    `edition`, `pending` (the `Decision` the game waits for, answered with `answer`, or None), `listeners`
    (callables given every `Event`), `merchants` (Merchants played this turn), `silver_played`, `kingdom`
    (the kingdom piles in the canonical order), `ask_every_victim` (True in a v4 game: an attack asks each
    victim a reveal decision, with no option when it holds no reaction), `cover_reactions` (False unless set:
    True asks every owner of a reaction card, with `cover_question` when it holds none, wherever a holder
    would be asked; docs/sandbox.md, "A reaction's delay"), `ask_bandit_victims` (True in a
    DominAI game: a Bandit asks each victim it affects which revealed treasure to trash even with one kind
    or none to choose from, as DominAI asks each its `Attack` with the revealed cards), `arguments_ended`
    (True once the first play of a Throne Room's card is over: the play's arguments answer nothing more),
    `again_listeners` (callables given (player name, card) as a Throne Room plays its card again),
    `treasure_bonus` (treasure -> coins each play of it adds this turn beyond its value: Coppersmith),
    `bane` (the Bane pile's card in a game with Young Witch, else None; it is one of `kingdom`),
    `piles_aside` (kingdom card -> the card of the non-supply pile it set aside at set-up: Ferryman's),
    `shelters` (True: the starting decks hold the Shelters instead of 3 Estates), `mixed` (mixed pile name ->
    its cards, top LAST: Ruins, Knights; its entry in `piles` is keyed by its top card).

    `Game.at(state, ...)` builds a game positioned at a player's protocol view instead of a new game.
    """

    def __init__(
        self,
        names: Sequence[str],
        *,
        version: int | None = 3,
        seed: int,
        turn_limit: int = 100,
        kingdom: Sequence[str] | None = None,
        edition: int = 2,
        colony: bool | None = None,
        shelters: bool | None = None,
    ) -> None:
        names = list(names)
        if not 2 <= len(names) <= 4:
            raise ValueError(f"a game has 2 to 4 players, got {len(names)}: {names!r}")
        if len(set(names)) != len(names):
            raise ValueError(f"player names must be distinct in a game, got {names!r}")
        if seed is None:
            raise ValueError("a new game needs a seed (a whole number >= 0)")
        if kingdom is None and version is None:
            raise ValueError("a game without a protocol version needs its kingdom: 10 kingdom cards")
        if kingdom is None and is_version(version) and VERSIONS[version].knows("chosen-kingdom"):
            raise ValueError(f"a protocol v{version} game needs its kingdom: 10 kingdom cards")
        self._blank(version, seed, turn_limit, edition)
        self.rng = random.Random(seed)
        if kingdom is None:
            cards = supply_piles(version)
        else:
            chosen = _checked_kingdom(kingdom)
            if version is not None and not VERSIONS[version].knows("chosen-kingdom"):
                check_version_cards(chosen, version, "the kingdom")
            elif version is not None and not VERSIONS[version].knows("later-sets"):
                later = [card for card in chosen if SPECS[card].set != "base"]
                if later:
                    raise ValueError(
                        f"the kingdom has {later[0]}, which protocol v4 does not know (protocol v5 "
                        "introduces it; v4 plays the base game only)"
                    )
            bane = chosen[KINGDOM_SIZE] if len(chosen) > KINGDOM_SIZE else None
            chosen = chosen[:KINGDOM_SIZE]
            cards = BASE_CARDS + chosen
            extra = self._set_up_cards(chosen, colony, bane, shelters)
            if extra:
                cards = tuple(sorted(set(cards) | set(extra), key=_order))
        self.kingdom, piles = _piles(cards, len(names))
        self.piles = dict(piles)
        if kingdom is not None:
            if not MIXED_PILES.keys().isdisjoint(self.piles):
                self._set_up_mixed()
            self._set_up_kingdom(len(names))
        self._set_tables()
        for seat, name in enumerate(names):
            player = Player(name, seat, list(self._starting_deck()))
            self._shuffle(player.deck)
            self._draw(player, HAND_SIZE)
            player.coffers = self.starting_coffers
            self.players.append(player)
        self.current = 0
        self._start_turn()

    def _starting_deck(self) -> tuple[Card, ...]:
        """Each player's 10 starting cards: 7 Copper and 3 Estate, or in a Shelters game (`shelters`) 7
        Copper, Hovel, Necropolis and Overgrown Estate."""
        if self.shelters:
            return (*STARTING_DECK[:7], *SHELTERS)
        return STARTING_DECK

    def _set_up_mixed(self) -> None:
        """Each mixed pile of the supply (`MIXED_PILES`: Ruins, Knights) built: its cards shuffled with the
        game's generator, as many as the pile's size (the Ruins left over stay in the box), top LAST in
        `mixed`; its entry in `piles` is then keyed by its top card (the card a buy or a gain takes, at its
        own cost), in the pile's place."""
        piles = list(self.piles.items())
        self.piles.clear()
        for pile, count in piles:
            if pile in MIXED_PILES:
                cards = list(mixed_pile_cards(pile))
                self._shuffle(cards)
                cards = cards[len(cards) - count :]
                self.mixed[pile] = cards
                if cards:
                    self._mixed_of[cards[-1]] = pile
                    self.piles[cards[-1]] = len(cards)
                    continue
            self.piles[pile] = count

    def _next_top(self, top: Card) -> None:
        """The top card of a mixed pile was taken (`_take` lowered its count): the card under it is the top
        now, and the pile's entry in `piles` (and its tokens) is keyed by it, in place; an empty pile is keyed
        by the pile's name (``knights``), so that three piles count it."""
        pile = self._mixed_of.pop(top)
        cards = self.mixed[pile]
        cards.pop()
        new = cards[-1] if cards else pile
        if cards:
            self._mixed_of[new] = pile
        if new != top:
            items = list(self.piles.items())
            self.piles.clear()
            self.piles.update((new if card == top else card, count) for card, count in items)
            if top in self.pile_tokens:
                self.pile_tokens[new] = self.pile_tokens.pop(top)
            self._cost_order = None
        self._supply_view = None

    def _pile_key(self, card: Card) -> str:
        """The key in `piles` and `pile_tokens` of the supply pile `card` was just taken from: `card` itself,
        but for a card of a mixed pile, whose entry (and tokens) `_next_top` keyed by the card under it (or
        by the pile's name once empty): Embargo's and Trade Route's tokens of the pile it was bought from."""
        if not self.mixed:
            return card
        pile = self.mixed_pile_of(card)
        if pile is None:
            return card
        cards = self.mixed[pile]
        return cards[-1] if cards else pile

    def return_to_supply(self, player: Player, cards: Sequence[str]) -> None:
        """`player` puts `cards` from its hand back onto their supply piles (Ambassador), in order; a card
        of a mixed pile goes on its top (the pile is then keyed by it). Event ``return`` (public). Raises
        ValueError for a card not in the hand or without a pile in this game's supply."""
        for card in cards:
            card = SPECS[card].name
            pile = self.mixed_pile_of(card)
            if pile is None and card not in self.piles:
                raise ValueError(f"{card} has no supply pile to return to")
            player.hand.remove(card)
            if pile is None:
                self.piles[card] += 1
                continue
            cards_of = self.mixed[pile]
            old = cards_of[-1] if cards_of else pile
            cards_of.append(card)
            self._mixed_of.pop(old, None)
            self._mixed_of[card] = pile
            items = list(self.piles.items())
            self.piles.clear()
            self.piles.update((card if key == old else key, count) for key, count in items)
            self.piles[card] += 1
            if old in self.pile_tokens and old != card:
                self.pile_tokens[card] = self.pile_tokens.pop(old)
            self._cost_order = None
        if cards:
            self._supply_view = None
            self.emit("return", player, tuple(cards))

    def mixed_pile_of(self, card: str) -> str | None:
        """The mixed pile of this game that `card` belongs to (`MIXED_PILES`: ``"ruins"``, ``"knights"``), or
        None (Ambassador returns a Ruins that is not the top one onto it)."""
        for pile in self.mixed:
            kind = MIXED_PILES[pile][0]
            if kind in SPECS[card].types:
                return pile
        return None

    def pile_top(self, pile: str) -> Card | None:
        """The top card of the supply pile `pile` (a mixed pile by its name, ``"ruins"``, ``"knights"``; any
        other pile by its card), or None when it is empty or not in the game."""
        if pile in self.mixed:
            return self.mixed[pile][-1] if self.mixed[pile] else None
        return pile if self.piles.get(pile, 0) > 0 else None

    def _set_up_cards(
        self,
        kingdom: tuple[str, ...],
        colony: bool | None,
        bane: str | None = None,
        shelters: bool | None = None,
    ) -> tuple[str, ...]:
        """The supply piles a kingdom brings beside the base cards and itself: Platinum and Colony in a Colony
        game (`colony` True; None: by the rule of the box, a Colony game when a kingdom card drawn at random
        is from Prosperity, drawn only when the kingdom has one); the Bane pile of a kingdom with Young
        Witch (`bane`, or drawn with the game's generator after the Colony draw: `bane_candidates`); the
        supply cards its cards `need` (a Potion)."""
        extra: list[str] = []
        if colony is None:
            colony = (
                any(SPECS[card].set == "prosperity" for card in kingdom)
                and SPECS[self.rng.choice(kingdom)].set == "prosperity"
            )
        if colony:
            extra += ["platinum", "colony"]
            self.colony = True
        if shelters is None:
            # The rule of the box: a kingdom card revealed at random is from Dark Ages (drawn only when the
            # kingdom has one, so no other game's shuffles change).
            shelters = any(SPECS[card].set == "dark-ages" for card in kingdom) and (
                SPECS[self.rng.choice(kingdom)].set == "dark-ages"
            )
        if shelters:
            self.shelters = True
        if needs_bane(kingdom):
            self.bane = bane if bane is not None else self.rng.choice(bane_candidates(kingdom))
            extra.append(self.bane)
            kingdom = (*kingdom, self.bane)
        for card in kingdom:
            for needed in SPECS[card].needs:
                if SPECS[needed].supply:
                    extra.append(needed)
        return tuple(extra)

    def _set_up_kingdom(self, players: int) -> None:
        """What the kingdom's cards set up once the piles are there: the non-supply piles they `need`
        (Spoils, Madman, Mercenary, Prizes: one of each card without a pile of its own), the pile a card
        sets aside (`pile_aside`: Ferryman's, a kingdom card costing 3 or 4 not in the game, drawn with the
        game's generator from `aside_candidates`; `piles_aside`), then each card's `setup` (Trade Route's
        tokens). `seats` is the player count, for a `setup` that depends on it (Joust's Rewards: two of each
        with 3 or more players)."""
        self.seats = players
        for card in self.kingdom:
            for needed in SPECS[card].needs:
                one = SPECS[needed]
                if not one.supply and needed not in self.non_supply:
                    self.non_supply[needed] = one.pile[players - 2] or 1
            costs = SPECS[card].pile_aside
            if costs:
                taken = (*self.piles, *self.non_supply)
                aside = self.rng.choice(aside_candidates(costs, taken))
                self.piles_aside[card] = aside
                self.non_supply[aside] = pile_size(aside, players)
        for card in self.kingdom:
            setup = SPECS[card].setup
            if setup is not None:
                setup(self)

    def _blank(self, version: int | None, seed: int | None, turn_limit: int, edition: int = 2) -> None:
        """Every attribute of a game with no player, no pile, no turn and no random generator yet."""
        if not isinstance(turn_limit, int) or turn_limit < 1:
            raise ValueError(f"turn_limit must be a whole number >= 1, got {turn_limit!r}")
        if version is not None and not is_version(version):
            raise ValueError(f"unknown protocol version {version!r}: expected one of {spoken(last=', ')}")
        protocol = VERSIONS[version] if version is not None else None
        if edition not in EDITIONS:
            raise ValueError(f"edition must be 1 or 2, got {edition!r}")
        if seed is not None and (type(seed) is not int or seed < 0):
            # A seed that random.Random would take but a result could not replay (a str, a float, a bool).
            raise ValueError(f"seed must be a whole number >= 0, got {seed!r}")
        self.version = version
        self.edition = edition
        self.kingdom: tuple[Card, ...] = ()
        self.ask_every_victim = protocol is not None and protocol.knows("decide")
        # A decision with nothing to choose is never asked (v4, v5: `_advance`); only the base game's cards
        # carry their up-front answers in a play (v5: `carries`).
        self._skips_empty = self.ask_every_victim
        self._base_arguments = protocol is not None and protocol.knows("later-sets")
        self.ask_bandit_victims = False
        self.cover_reactions = False
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
        self.merchants = 0
        self.silver_played = False
        self.potions = 0
        self.reduction = 0
        self._listed: dict[Card, int] | None = None  # a v5 position's own (costs ...): see `at`
        self._listed_from = 0
        self.buying = False
        self.unused_actions = 0
        self.contraband: set[str] = set()
        self.turn_gains: list[Gained] = []
        self.last_turn_gains: dict[str, tuple[Card, ...]] = {}
        self._turn_player: str | None = None
        self.turn_buys: list[Card] = []
        self.actions_played: list[Card] = []
        self.pile_tokens: dict[Card, dict[str, int]] = {}
        self.trade_route = 0
        self.non_supply: dict[Card, int] = {}
        self.extra_turns: list[str] = []
        self.extra = False
        # This turn's player also took the turn before it (an extra turn, or its own turn right after its
        # possessed turn): Outpost then gives nothing ("the previous turn wasn't yours").
        self.after_own_turn = False
        self.possessions: list[tuple[str, str]] = []
        self.possession: tuple[str, str] | None = None
        self._resume: str | None = None  # whose normal turn preceded the possessed turns under way
        self.clean_up_draw = HAND_SIZE
        self.colony = False
        self.bane: Card | None = None
        self.shelters = False
        self.mixed: dict[str, list[Card]] = {}
        self._mixed_of: dict[Card, str] = {}
        self.piles_aside: dict[Card, Card] = {}
        self.starting_coffers = 0
        """Coffers each player starts with (a kingdom card's `setup` sets it: Baker's 1)."""
        self.gain_rules: list = []
        """Rules of the whole game run for every gain (a kingdom card's `setup` appends one: Footpad), each a
        generator ``rule(game, player, gained)``, after the gainer's own triggers of that gain."""
        self.clean_up_rules: list = []
        """Rules of the whole game run at each clean-up of a game with clean-up hooks (a kingdom card's
        `setup` appends one: Prince, whose spec then has an `at_clean_up` too), each a generator
        ``rule(game, player)``, after the `at_clean_up` hooks of the cards in play and before anything leaves
        play."""
        self.shuffle_rules: list = []
        """Rules of the whole game run right after a player shuffles its discard pile into a new deck (a
        kingdom card's `setup` appends one: Stash), each a plain function ``rule(game, player)`` that may
        reorder the new deck (`Player.deck`, top last); it may ask decisions with `ask_now` in a game whose
        `asks_at_shuffle` is True."""
        self.asks_at_shuffle = False
        """True in a game where a shuffle may ask a decision (a kingdom card's `setup` sets it: Stash). Every
        step of its effects then runs in a greenlet (`_send`), so that a move that is not a generator (a
        draw, and the shuffle it makes) can stop the game at a decision (`ask_now`) and resume when it is
        answered; an action's +cards are drawn inside its effect's step."""
        self._worker = None  # the greenlet running the effect's step under way (a game that asks at shuffles)
        self._suspended = None  # that greenlet, stopped at a decision `ask_now` asked
        self._asks_blocked = False  # True while `take_top` shuffles: `ask_now` asks nothing then
        self.turn_watchers: list[tuple[str, str, str, object]] = []
        self._turn_memo: tuple[int, dict] = (0, {})
        self._clean_hooks = False
        self._treasure_rules = False
        self._cost_rules = False
        self._plain = True
        self._costs_seen: tuple[tuple, tuple[tuple[Card, int], ...]] | None = None
        self._cost_order: tuple | None = None  # (pile counts, cards, own-cost cards, reduction -> costs)
        self.values: dict[Card, int] = VALUE
        self.treasure_bonus: dict[Card, int] = {}
        self._costs_plain = True
        self._cost_cards: frozenset[str] = frozenset()
        self._watched = False
        self._others_gain = False
        self._others_treasure = False
        self._hand_starts: frozenset[str] = frozenset()
        self._trash_reactions: frozenset[str] = frozenset()
        self._gain_reactions: tuple[str, ...] = ()
        self.attack_reactions: tuple[str, ...] = ()
        self._discard_triggers: frozenset[str] = frozenset()
        self._off_turn: list[tuple[Player, Played]] = []
        """The plays made on this turn by other players than the current one (`put_in_play`: a Guard Dog
        against an attack, a Berserker gained, a Weaver or Trail by its reaction), discarded from their play
        at the end of this turn's Clean-up (`_clean_up_off_turn`)."""
        self.in_clean_up = False
        self.reaction_plays = 0  # plays made by a card's own reaction (`play_from`): Vassal counts them
        self._gain_replacers: frozenset[str] = frozenset()
        self._attack_watchers: frozenset[str] = frozenset()
        self._recording = False
        self.pending: Decision | None = None
        self.listeners: list[Callable[[Event], None]] = []
        self.again_listeners: list[Callable[[str, Card], None]] = []
        self.judge: Callable[[Decision, tuple], str | None] | None = None
        self.arguments_ended = False
        self.misjudged: str | None = None
        self._effect: Generator[Decision, tuple, None] | None = None
        self._supplied: list[tuple[Card, ...]] = []
        self._supply_view: Supply | None = None
        self._trash_view: tuple[Card, ...] | None = None
        self._others: dict[str, tuple[Player, ...]] = {}

    @classmethod
    def at(
        cls,
        state: State,
        *,
        version: int | None = None,
        seed: int | None = None,
        turn_limit: int = 100,
        endless_supply: bool = False,
        edition: int = 2,
        bane: str | None = None,
    ) -> Game:
        """A game positioned at the protocol view `state`, in the middle of the turn of its first player.

        This is how a course test-case file (`referee validate`) is played with the engine's own transitions:
        build the position, then `apply` each play and read its view (`referee.views.view`).

        Arguments:
            state: a `(move state)` view. Its `players` become the game's players in that order, the first
                one current (its turn is under way: `turn` 1, its `turns` 1, the others' 0). The first
                player's hand, plays and discards (top first), the trash (top first), actions, buys and
                coins are taken as listed; its deck is taken in the LISTED order as the draw order (the first
                listed is drawn first). The other players hold no cards: their cards are not in the view.
                The supply holds, for each card, as many copies as the view lists; a pile of the version's
                supply that the view does not list is empty (a view omits empty piles). A v5 view's
                `non-supply` copies are the game's non-supply piles (Tournament's Prizes left) and each seat's
                `mats` its player's mats (a Horse Traders set aside).
            version: protocol version 1-5 (default: 5 for a `StateV5`, 4 for a `StateV4`, else 3); a v5
                view's `costs` are this turn's costs (a card it does not list costs its printed cost), less
                what the cards played from the position on reduce; the supply piles of a v1-v3
                version, or of a v4 view's base cards (curse included) and `kingdom`, count as piles
                (empty if unlisted) for the three-pile ending. A v4 view's `aside` becomes the first
                player's cards set aside.
            seed: seed of the shuffles; None: no shuffle, a draw that finds the deck empty takes the discards
                in their listed order (top first), as test-case files expect.
            turn_limit: turns per player after which the game ends (>= 1).
            endless_supply: if True, a gain never takes a copy away: a card in the supply stays there (the
                test-case convention "a card listed in the supply never runs out within a case").
            edition: 2 or 1, whose card texts are played (a first-edition Mine must trash a treasure).
            bane: Young Witch's Bane, one of the view's kingdom piles (a state does not say which); None:
                no Bane (`bane` None).
        Raises:
            ValueError: if `state.players` is empty or names a player twice, for an unknown version or a
                turn limit < 1, a `bane` that is not among the view's kingdom piles.
        """
        names = list(state.players)
        if not names:
            raise ValueError("the state lists no player: (players ...) must name the current player first")
        if len(set(names)) != len(names):
            raise ValueError(f"player names must be distinct in a game, got {names!r}")
        v4 = isinstance(state, StateV4)
        if version is None:
            version = sending(state).number
        game = cls.__new__(cls)
        game._blank(version, seed, turn_limit, edition)
        game.ask_every_victim = False  # a position judges plays: no engine asks the victims
        if seed is not None:
            game.rng = random.Random(seed)
        game.endless_supply = endless_supply
        listed = Counter(state.supply)
        if VERSIONS[version].knows("chosen-kingdom"):
            kingdom = state.kingdom if v4 else ()
            piles = set(BASE_CARDS) | set(kingdom) | set(listed)
        else:
            piles = set(supply_piles(version)) | set(listed)
        game.piles = {SPECS[card].name: listed[card] for card in sorted(piles, key=_order)}
        game.kingdom = tuple(card for card in game.piles if SPECS[card].kingdom)
        game.colony = "colony" in game.piles
        if bane is not None:
            if bane not in game.kingdom:
                raise ValueError(
                    f"the Bane {bane} is not a kingdom pile of the state: {', '.join(game.kingdom)}"
                )
            game.bane = SPECS[bane].name
        game._set_tables()
        game.trash[:] = reversed(state.trash)
        game.players[:] = [Player(name, seat) for seat, name in enumerate(names)]
        game.arrange(names[0], deck=state.deck, hand=state.hand, plays=state.plays, discards=state.discards)
        if v4 and state.aside:
            game.players[0].aside[:] = state.aside
        if isinstance(state, StateV5):
            for player, record in zip(game.players, state.seats, strict=False):
                player.vp_tokens = record.vp
                player.mats = {mat: list(cards) for mat, cards in record.mats}
            if state.seats:
                game.players[0].coffers = state.seats[0].coffers
            # The non-supply piles the view lists (Tournament's Prizes left...), every copy.
            game.non_supply = dict(Counter(SPECS[card].name for card in state.non_supply))
            game._set_tables()
        game._start_turn()
        if isinstance(state, StateV5):
            # The state's costs are this turn's (a Bridge played, a Quarry...): they hold until the turn
            # ends, less what is played from here on.
            game._listed = dict(state.costs)
            game._listed_from = len(state.plays)
            game.potions = state.potions
            game.contraband = set(state.banned)  # what this turn forbids buying (Grand Market's own rule too)
            game._set_tables()
        game.actions, game.buys, game.coins = state.actions, state.buys, state.coins
        return game

    def _set_tables(self) -> None:
        """What the game's cards need beyond the base game's fast paths: costs computed (a card with a
        `cost_modifier` or `own_cost` in the game) and the gain path's triggers (a card with `on_buy`,
        `on_gain`, a watcher or a reaction to gains, or pile tokens). A base-game kingdom needs neither: its
        costs are the printed ones and a buy is a plain move (the speed of `bench/engine_bench.py`)."""
        cards = (*self.piles, *self.non_supply)
        if self.shelters:
            cards += SHELTERS  # the starting Shelters' hooks (Hovel's reaction, Overgrown Estate's trash)
        if self.mixed:
            cards += tuple(card for pile in self.mixed.values() for card in dict.fromkeys(pile))
        tables = _TABLES.get(cards)
        if tables is None:
            specs = [SPECS[card] for card in cards]
            ordered = sorted({one.name for one in specs}, key=_order)
            tables = _TABLES[cards] = (
                frozenset(one.name for one in specs if one.cost_modifier is not None),
                not any(one.cost_modifier is not None or one.own_cost is not None for one in specs),
                any(one.set != "base" for one in specs),
                any(
                    one.on_buy
                    or one.on_gain
                    or one.watch_buy
                    or one.watch_gain
                    or one.react_gain
                    or one.watch_others_gain
                    for one in specs
                ),
                any(one.on_discard or one.at_clean_up for one in specs),
                _values(cards),
                any(one.watch_others_gain for one in specs),
                any(one.watch_others_treasure for one in specs),
                # The reactions in hand to a gain (Watchtower, Trader, Fool's Gold, Hovel, Pirate) and to
                # an attack, in the canonical order: what `cover_reactions` asks about when not held.
                tuple(card for card in ordered if SPECS[card].react_gain and SPECS[card].react_gain_when),
                tuple(card for card in ordered if SPECS[card].react_attack),
            )
        (
            self._cost_cards,
            plain,
            self._recording,
            watched,
            self._clean_hooks,
            values,
            self._others_gain,
            self._others_treasure,
            self._gain_reactions,
            self.attack_reactions,
        ) = tables
        self._costs_plain = plain and self.reduction == 0 and not self._listed
        self._cost_rules = not plain
        self.values = values
        self._treasure_rules = (
            values is not VALUE
            or bool(self.treasure_bonus)
            or not TREASURE_EFFECTS.isdisjoint(cards)
            or self._others_treasure
        )
        self._watched = watched or bool(self.pile_tokens) or bool(self.gain_rules)
        # Start-of-turn hooks of cards in hand (Clerk): only those of this game's cards.
        self._hand_starts = HAND_STARTS.intersection(cards) if HAND_STARTS else frozenset()
        # Reactions to its owner's trash in hand (Market Square), watchers of its owner's attacks in play
        # (Urchin): only those of this game's cards; none in most games, so the paths test one empty set.
        self._trash_reactions = TRASH_REACTIONS.intersection(cards) if TRASH_REACTIONS else frozenset()
        # The first edition's replacements of a gain in hand (Trader 1E): in a first-edition game only.
        replacers = (
            GAIN_REPLACERS.intersection(cards) if GAIN_REPLACERS and self.edition == 1 else frozenset()
        )
        self._gain_replacers = replacers
        self._attack_watchers = ATTACK_WATCHERS.intersection(cards) if ATTACK_WATCHERS else frozenset()
        # Triggers of a card discarded other than in Clean-up (Tunnel, Weaver, Trail): none in most games,
        # so a discard tests one empty set.
        self._discard_triggers = DISCARD_TRIGGERS.intersection(cards) if DISCARD_TRIGGERS else frozenset()
        if self._discard_triggers:
            self._clean_hooks = True  # the clean-up path that discards the cards others played this turn
        # One look on the hot paths (add, buy, end of turn): a game of base-game cards only, nothing changed.
        self._plain = not (
            self._watched
            or not self._costs_plain
            or self._recording
            or self._treasure_rules
            or self._cost_rules
            or self._clean_hooks
            or self._hand_starts
        )

    # ---- queries ------------------------------------------------------------------------------------

    def types(self, card: str) -> frozenset[str]:
        """The types `card` has in this game: its spec's (the latest errata's), but in a first-edition game
        those of its first printing where an errata changed them (`CardSpec.first_types`: Prince, an action
        only in 2014; an action, duration and command since its 2022 errata). Every rule that asks whether a
        card is a Duration or a Command reads this. Raises KeyError for a card without a spec."""
        spec = SPECS[card]
        if self.edition == 1 and spec.first_types:
            return spec.first_types
        return spec.types

    def cost(self, card: str) -> int:
        """What `card` costs now, in coins (never below 0): its printed cost, its own rule (`own_cost`:
        Peddler in a buy phase), less this turn's reductions (`reduction`: Bridge), less what cards in the
        current player's play reduce (`cost_modifier`: Quarry, Highway, Princess). Every reader of a cost
        (buys, gain decisions, legality, views) asks this. Raises KeyError for a card without a spec."""
        if self._costs_plain:
            return COST[card]
        spec = SPECS[card]
        listed = self._listed
        if listed is None:
            cost = spec.cost if spec.own_cost is None else spec.own_cost(self, spec.cost)
        elif card in listed:
            cost = listed[card]
        else:
            cost = spec.cost if spec.own_cost is None else spec.own_cost(self, spec.cost)
        less = self.reduction
        if self._cost_cards and self.players:
            plays = self.players[self.current].plays
            # A position's listed costs count its cards in play already: only later plays reduce further.
            for played in plays if listed is None else plays[self._listed_from :]:
                if played in self._cost_cards:
                    less += SPECS[played].cost_modifier(self, card)
        return max(0, cost - less)

    @property
    def later_sets(self) -> bool:
        """True when the game holds a card of a set other than the base game: its players see v5 views
        (also in a game of the rules alone) and a buy is judged by `buy_refusal` too (Contraband's named
        card, which no view shows)."""
        return self._recording

    def potion_cost(self, card: str) -> int:
        """The potions in `card`'s cost now: 1 for a card whose cost has a potion (Alchemy), else 0."""
        return 1 if SPECS[card].potion else 0

    def buy_refusal(self, card: str, player: Player | None = None) -> str | None:
        """Why the current player (or `player`) cannot buy `card` now, in words, or None when it can: a buy
        left, a copy in the supply, its cost (`cost`, `potion_cost`) within the coins and potions, and the
        card's own condition (`may_buy`: Grand Market with a Copper in play) and this turn's bans
        (`contraband`)."""
        if player is None:
            player = self.players[self.current]
        if self.buys < 1:
            return f"buying {card} needs 1 buy; there are none left"
        if self.piles.get(card, 0) < 1:
            return f"there is no {card} left in the supply (empty pile, or not in this game)"
        cost = self.cost(card)
        if cost > self.coins:
            return f"{card} costs {cost} coins, there are {self.coins}"
        if self.potion_cost(card) > self.potions:
            return f"{card} costs a potion, there is none"
        if card in self.contraband:
            return f"{card} cannot be bought this turn (named for contraband)"
        may_buy = SPECS[card].may_buy
        if may_buy is not None:
            return may_buy(player.plays)
        return None

    def can_buy(self, card: str, player: Player | None = None) -> bool:
        """True when the current player (or `player`) can buy `card` now (`buy_refusal` gives the reason
        when not)."""
        return self.buy_refusal(card, player) is None

    def card_names(self) -> tuple[str, ...]:
        """Every card this game holds or may hold, once each, in the canonical order: its supply piles
        (empty or not), every card its mixed piles are made of (every Ruins and Knight, whether the shuffled
        pile holds it or not: only a mixed pile's top card is public), its non-supply piles and the starting
        cards (what a `name_a_card` decision offers)."""
        names = set(self.piles) | set(self.non_supply) | set(self._starting_deck())
        for pile in self.mixed:
            # Every card the mixed pile is made of, not those it holds: only its top card is public, and
            # options left out would tell which Ruins the shuffled pile lacks.
            names.update(mixed_pile_cards(pile))
        return tuple(sorted(names, key=_order))

    def non_supply_cards(self, kind: str | None = None) -> tuple[Card, ...]:
        """The distinct cards with a copy left in the game's non-supply piles (`non_supply`), in the canonical
        order; of the type `kind` only when given (``"prize"``: the Prize pile of Tournament, five different
        cards; ``"reward"``: Joust's). Empty when those piles are empty (Tournament's Prize pile used up)."""
        return tuple(
            sorted(
                (
                    card
                    for card, count in self.non_supply.items()
                    if count > 0 and (kind is None or kind in SPECS[card].types)
                ),
                key=_order,
            )
        )

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
        return len(self.supply().empty)

    def supply(self) -> Supply:
        """Every card copy left in the supply, pile by pile in the canonical order (the view's `supply`): a
        `referee.rules.supply.Supply`, which stands for that tuple and carries the pile counts (`piles`)
        and the empty piles (`empty`). Kept until the supply changes; a gain makes the next one from it."""
        view = self._supply_view
        if view is None:
            view = self._supply_view = Supply(self.piles)
        return view

    def places(self) -> dict[str, list[Card]]:
        """Every place a card can be, by name (``"supply"``, ``"trash"``, ``"removed"``, ``"NAME.deck"`` ...).

        For checks: every card of the game is in exactly one of these lists.
        """
        mixed = self._mixed_of
        places = {
            "supply": [card for card, count in self.piles.items() if card not in mixed for _ in range(count)]
            + [card for cards in self.mixed.values() for card in cards],
            "trash": list(self.trash),
            "removed": list(self.removed),
        }
        if self.non_supply:
            places["non-supply"] = [card for card, count in self.non_supply.items() for _ in range(count)]
        for player in self.players:
            for part in ("deck", "hand", "plays", "discards", "aside"):
                places[f"{player.name}.{part}"] = list(getattr(player, part))
            for mat, cards in player.mats.items():
                places[f"{player.name}.mat.{mat}"] = list(cards)
        return places

    def tokens(self) -> dict[str, int]:
        """Every token of the game by place (for conservation checks, beside `places`): ``"NAME.vp"``,
        ``"NAME.coffers"``, ``"NAME.TOKEN"`` for each player's counters, ``"PILE.TOKEN"`` for each pile's
        tokens (``"estate.trade-route"``, ``"smithy.embargo"``) and ``"trade-route"`` for the Trade Route
        mat. Trade Route tokens are conserved (piles plus mat); the others come from an unlimited stock."""
        tokens = {"trade-route": self.trade_route}
        for pile, counts in self.pile_tokens.items():
            for kind, count in counts.items():
                tokens[f"{pile}.{kind}"] = count
        for player in self.players:
            tokens[f"{player.name}.vp"] = player.vp_tokens
            tokens[f"{player.name}.coffers"] = player.coffers
            for kind, count in player.tokens.items():
                tokens[f"{player.name}.{kind}"] = count
        return tokens

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
            player.unseen.clear()
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
        if 0 < count <= len(deck):
            # Most draws: the deck holds enough; its last `count` cards, top first, as `count` pops take them.
            # (The loop below handles a deck running out: a reshuffle, or fewer cards.)
            hand.extend(reversed(deck[-count:]))
            del deck[-count:]
            return
        for _ in range(count):
            if not deck:
                if not player.discards:
                    break
                self._reshuffle(player)
                if player.gone:
                    break  # ejected at a question of the shuffle (Stash's): its cards have left the game
            hand.append(deck.pop())
        player._deck_view = None  # (a shuffle's rule may have asked a decision, whose view was kept)

    def _reshuffle(self, player: Player) -> None:
        # Only when a draw (or a reveal) finds the deck empty are the discards shuffled into a new deck.
        player.deck.extend(player.discards)
        player.discards.clear()
        player.unseen.clear()
        player._discards_view = None
        self._shuffle(player.deck)
        if self.listeners:
            self.emit("shuffle", player, ())
        if self.shuffle_rules:
            for rule in self.shuffle_rules:
                rule(self, player)
            player._deck_view = None

    def _take(self, card: Card) -> None:
        count = self.piles.get(card, 0)
        if count < 1:
            raise ValueError(f"there is no {card} in the supply")
        if self.endless_supply:
            return
        self.piles[card] = count - 1
        if self._mixed_of and card in self._mixed_of:
            self._next_top(card)
            return
        view = self._supply_view
        if view is not None:
            # One copy fewer: the next view's supply is this one with one count lowered.
            self._supply_view = view.taken(card)

    def _gain(self, player: Player, card: Card) -> None:
        # A buy in a game without gain triggers (`_watched` False): the gain path's moves only.
        self._take(card)
        player.discards.append(card)
        player._discards_view = None
        if self._recording:
            self.turn_gains.append(Gained(card, player.name, "discards", True))
        if self.listeners:
            self.emit("gain", player, (card,), "discards")

    def _trash(self, player: Player, card: Card) -> None:
        player.hand.remove(card)
        self.trash.append(card)
        self._trash_view = None

    # ---- what card effects do (see referee.rules.cards) -------------------------------------------------

    def emit(
        self,
        kind: str,
        player: Player,
        cards: Sequence[Card] = (),
        to: str = "",
        *,
        count: int = 0,
        exchange: str = "",
    ) -> None:
        """Give the `Event` (kind, player's name, cards, to; `count` of hidden cards and `exchange`, which the
        wire does not carry: see `Event`) to every listener (nothing when there is none)."""
        if self.listeners:
            event = Event(kind, player.name, tuple(cards), to, count, exchange)
            for listener in self.listeners:
                listener(event)

    def played_again(self, player: Player, card: Card) -> None:
        """A Throne Room plays `card` of `player` a second time (its first play is over, the second about to
        begin): call each of `again_listeners` with (the player's name, the card). The DominAI server asks
        the player for the second play's data at this moment (docs/network.md); no event is emitted."""
        for listener in self.again_listeners:
            listener(player.name, card)

    def draw(self, player: Player, count: int) -> None:
        """`player` draws `count` cards (fewer if deck and discards run out), shuffling when the deck is
        empty."""
        self._draw(player, count)

    def gain(
        self, player: Player, card: str, to: str = "discards", *, source: str = "supply", bought: bool = False
    ):
        """`player` gains `card` into its discards, hand or deck (`to`: "discards", "hand", "deck"), taken
        from `source`: "supply" (its pile), "trash" (Thief), "non-supply" (a non-supply pile: Spoils,
        Madman...). A generator: every gain of a card effect is ``yield from game.gain(...)``, which returns
        True, or False (gaining nothing) when there is no copy there.

        The one gain path (buys too): after the card moves, the triggers run, each a generator that may ask
        decisions of any player, sharing one `Gained` record (a trigger that moves the card sets its `to`,
        so the next one knows): for a buy (`bought`) the card's own `on_buy` and the `watch_buy` of each
        card in the buyer's play (Hoard, Talisman, Goons); then the gainer's own triggers, in the order it
        chooses when two cards or more have one (`_own_gain_triggers`): the card's own `on_gain`, the
        `watch_gain` of each card in its play (Royal Seal), its "this turn" watchers (Tiara), the
        `react_gain` of the cards in its hand (Watchtower); then the other players' watchers in play and
        reactions in hand, in turn order (the hook decides whose gains it reacts to). The gain is recorded
        in `turn_gains` (and a buy in `turn_buys` by the buy itself).
        Raises ValueError for a `source` other than those, or a card absent from the trash.

        In a possessed turn (`possess`) what the possessed player would gain, the possessor gains instead,
        into its discards (Possession); the buy's triggers are still the possessed player's (its Hoard in
        play), the gain's the possessor's."""
        card = SPECS[card].name
        buyer = player
        if self.possession is not None:
            player = self._gainer(player)
            if player is not buyer:
                to = "discards"
        if self._gain_replacers and not self._gain_replacers.isdisjoint(player.hand):
            if source == "supply" and self.piles.get(card, 0) < 1:
                return False
            if source == "non-supply" and self.non_supply.get(card, 0) < 1:
                return False
            if source == "trash" and card not in self.trash:
                return False
            would = Gained(card, player.name, to, bought, source)
            if (yield from self._replace_gain(player, would)):
                if bought:
                    yield from self._gain_triggers(player, would, buyer, only_buy=True)
                return False
        if source == "supply":
            if self.piles.get(card, 0) < 1:
                return False
            self._take(card)
        elif source == "trash":
            self.trash.remove(card)
            self._trash_view = None
        elif source == "non-supply":
            if self.non_supply.get(card, 0) < 1:
                return False
            self.non_supply[card] -= 1
        else:
            raise ValueError(f"gain from {source!r}: expected 'supply', 'trash' or 'non-supply'")
        if to == "discards":
            player.discards.append(card)
            player._discards_view = None
        else:
            self._put(player, card, to)
        if self.listeners:
            self.emit("gain", player, (card,), to)
        if self._recording or self._watched:
            gained = Gained(card, player.name, to, bought, source)
            if self._recording:
                self.turn_gains.append(gained)
            if self._watched:
                yield from self._gain_triggers(player, gained, buyer)
        return True

    def _replace_gain(self, player: Player, would: Gained):
        """Before `player` gains the card of `would` (not moved yet): the `replace_gain` hook of each card of
        its hand that has one in this game (`_gain_replacers`: Trader's first edition), in the hand's
        order, until one replaces the gain (returns True: the card is not gained, stays where it was, and
        none of its gain triggers runs). A generator returning True or False."""
        for card in dict.fromkeys(player.hand):
            if card in self._gain_replacers and card in player.hand and not player.gone:
                if (yield from SPECS[card].replace_gain(self, player, card, would)):
                    return True
        return False

    def _put(self, player: Player, card: Card, to: str) -> None:
        if to == "hand":
            player.hand.append(card)
        elif to == "deck":
            player.deck.append(card)
            player._deck_view = None
        elif to == "discards":
            player.discards.append(card)
            player._discards_view = None
        else:
            raise ValueError(f"gain to {to!r}: expected 'discards', 'hand' or 'deck'")

    def _gain_triggers(
        self, player: Player, gained: Gained, buyer: Player | None = None, *, only_buy: bool = False
    ):
        """The triggers of a gain (see `gain`), in the order documented in docs/rules-core.md. `buyer`: the
        player whose buy it is when not the gainer (a possessed turn). `only_buy`: the buy's triggers only
        (a card bought whose gain a first-edition Trader replaced: "when you buy" still happens)."""
        spec = SPECS[gained.card]
        if gained.bought:
            if buyer is None:
                buyer = player
            if spec.on_buy is not None:
                yield from spec.on_buy(self, buyer, gained)
            tokens = self.pile_tokens.get(self._pile_key(gained.card)) if self.pile_tokens else None
            if tokens and tokens.get("embargo"):
                for _ in range(tokens["embargo"]):
                    yield from self.gain(buyer, "curse")
            for card in list(buyer.plays):
                watch = SPECS[card].watch_buy
                if watch is not None:
                    yield from watch(self, buyer, card, gained)
            if self.turn_watchers:
                yield from self._turn_watchers(buyer, "buy", gained)
        if only_buy:
            return
        if gained.source == "supply":
            tokens = self.pile_tokens.get(self._pile_key(gained.card)) if self.pile_tokens else None
            if tokens and tokens.get("trade-route"):
                tokens["trade-route"] -= 1
                self.trade_route += 1
        yield from self._own_gain_triggers(player, gained, spec)
        for rule in self.gain_rules:
            yield from rule(self, player, gained)
        if self._others_gain and not player.gone:
            # Watchers of the other players' cards in play or staying (Monkey, Blockade), in turn order, once
            # per card name: a card Band of Misfits played stays without being in play, and its "until your
            # next turn" still watches (the hooks count their plays from `Player.staying`).
            for owner in self.others(player.name):
                staying = [entry.this.card for entry in owner.staying]
                for card in dict.fromkeys(owner.plays + staying):
                    watch = SPECS[card].watch_others_gain
                    if watch is not None and (card in owner.plays or card in staying):
                        yield from watch(self, owner, card, gained)
        for owner in self.others(player.name) if not player.gone else ():
            for card in dict.fromkeys(owner.hand):
                react = SPECS[card].react_gain
                if react is not None and card in owner.hand and card not in self._gain_replacers:
                    yield from react(self, owner, card, gained)
            if self.cover_reactions:
                for card in self._gain_reactions:
                    if card not in owner.hand and card not in self._gain_replacers and owner.owns(card):
                        if SPECS[card].react_gain_when(self, owner, gained) and not owner.gone:
                            yield self.cover_question(owner, card)

    def _own_gain_triggers(self, player: Player, gained: Gained, spec):
        """The gainer's own "when you gain" triggers, by card: the gained card's `on_gain`, the `watch_gain`
        of its cards in play (each copy), its "this turn" watchers (`watch_this_turn`), the `react_gain` of
        the cards in its hand. When two cards or more have one, the gainer chooses their order (the rule
        for simultaneous triggers of one player): an ordered ``choose`` decision (source ``cards``) among
        those cards' names,
        the first chosen running first; canonical order is the order above (an ejected player's empty
        answer keeps it)."""
        steps: dict[str, list] = {}
        if spec.on_gain is not None:
            steps.setdefault(gained.card, []).append(lambda: spec.on_gain(self, player, gained))
        for card in dict.fromkeys(player.plays):
            watch = SPECS[card].watch_gain
            if watch is not None:
                steps.setdefault(card, []).append(
                    lambda card=card, watch=watch: self._watch_copies(player, card, watch, gained)
                )
        for owner, card, watched, watch in self.turn_watchers:
            if owner == player.name and watched == "gain":
                steps.setdefault(card, []).append(
                    lambda card=card, watch=watch: watch(self, player, card, gained)
                )
        for card in dict.fromkeys(player.hand):
            if (when := SPECS[card].react_gain_when) is not None and not when(self, player, gained):
                continue  # a reaction with nothing to do for this gain (Hovel: not a victory card)
            react = SPECS[card].react_gain
            if react is not None and card not in self._gain_replacers:
                steps.setdefault(card, []).append(
                    lambda card=card, react=react: self._react_if_held(player, card, react, gained)
                )
        if self.cover_reactions:
            for card in self._gain_reactions:
                if card not in player.hand and card not in self._gain_replacers and player.owns(card):
                    if SPECS[card].react_gain_when(self, player, gained):
                        steps.setdefault(card, []).append(
                            lambda card=card: self._react_if_held(
                                player, card, SPECS[card].react_gain, gained
                            )
                        )
        order = yield from self._order_triggers(
            player, list(steps), gained.card, f"gain {gained.card}", f"gaining {gained.card}"
        )
        for card in order:
            for step in steps[card]:
                if player.gone:
                    return
                yield from step()

    def _order_triggers(self, player: Player, order: list[str], card: str | None, doing: str, kind: str):
        """The order in which `player` runs the triggers `order` (card names, in the canonical order) that
        happen at the same time as it does `doing` ("gain estate", "trash rats cultist"...): the rule for
        simultaneous triggers of one player (a gain's, a trash's, a discard's). With two or more, an ordered
        ``choose`` decision of `card` (None: the first trigger's card; source ``cards``) listing each once,
        the first chosen running first; `kind` ("gaining estate", "trashing", "discarding") names them in
        the illegal-answer rule. Returns the order to run (the canonical one with fewer than two, for an
        ejected player, or on an empty answer)."""
        if len(order) < 2 or player.gone:
            return order
        chosen = yield Decision(
            player.name,
            card or order[0],
            "choose",
            tuple(order),
            len(order),
            len(order),
            "cards",
            f"order what happens as you {doing}: list all of {', '.join(order)}, the first listed happens "
            "first",
            ordered=True,
            rule=f"the order of the triggers of {kind} lists each of them once",
        )
        return list(chosen) if chosen else order

    def _watch_copies(self, player: Player, card: str, watch, gained: Gained):
        """`watch` (a `watch_gain`) of each copy of `card` in `player`'s play, as long as it is there."""
        for _ in range(player.plays.count(card)):
            if card in player.plays:
                yield from watch(self, player, card, gained)

    def _react_if_held(self, player: Player, card: str, react, gained: Gained):
        """`react` (a `react_gain`) of `card` if `player` still holds it; else, with `cover_reactions`, the
        `cover_question` when the reaction would have something to do (its `react_gain_when`)."""
        if card in player.hand:
            yield from react(self, player, card, gained)
        elif self.cover_reactions and SPECS[card].react_gain_when(self, player, gained):
            yield self.cover_question(player, card)

    def cover_question(
        self, player: Player, card: Card, held: Card | None = None, target: str | None = None
    ) -> Decision:
        """The question `cover_reactions` asks of `player`, who owns a copy of the card `held` (default
        `card`: a reaction) but holds none, where a holder would be asked whether to use it (docs/sandbox.md,
        "A reaction's delay"): a ``reveal`` decision of `card` (an attack's: Mountebank, whose Curse is
        `held`), source ``hand``, `target` (the attacker, None for none), with no option, whose one answer is
        ``(choose)``. Asked only because whether it is asked must not depend on the hidden hand: every owner
        of the card is asked, holder or not, and ownership is public (every gain and trash is told)."""
        held = held or card
        return Decision(
            player.name,
            card,
            "reveal",
            (),
            0,
            0,
            "hand",
            f"you hold no {held}: nothing to choose (every owner of a {held} is asked here, so that the "
            "question does not tell the others what you hold)",
            target=target,
        )

    def _turn_watchers(self, player: Player, kind: str, gained: Gained):
        """The watchers of this turn (`watch_this_turn`) of `player` for `kind` ("gain", "buy"), in the order
        they were registered (each play its own)."""
        for owner, card, watched, watch in list(self.turn_watchers):
            if owner == player.name and watched == kind and not player.gone:
                yield from watch(self, player, card, gained)

    def watch_this_turn(self, player: Player, card: str, *, gain=None, buy=None) -> None:
        """A "this turn" effect of a play of `card` by `player`: until the end of the turn, `gain` (a watcher,
        ``watch(game, owner, card, gained)`` as a spec's `watch_gain`) runs when `player` gains a card, and
        `buy` when it buys one, whether `card` is still in play or not (Collection's VP tokens and Tiara's
        offer outlive a Collection or Tiara trashed by a Mint bought; Royal Seal's "while in play" is a
        spec's `watch_gain`). Each call is one more effect (a card played twice by Tiara: two). They run
        after the watchers of the cards in play; the turn's start forgets them."""
        if gain is not None:
            self.turn_watchers.append((player.name, card, "gain", gain))
        if buy is not None:
            self.turn_watchers.append((player.name, card, "buy", buy))
        self._watched = True
        self._plain = False

    def this_turn(self) -> dict:
        """What cards remember until the end of the turn under way, by key (``"war-chest"``: the cards named
        for War Chests; ``"offered-topdeck"``: the gains already offered to go onto the deck): a dict, new and
        empty at the start of each turn (`turn` counts the turns)."""
        memo = self._turn_memo
        if memo[0] != self.turn:
            memo = self._turn_memo = (self.turn, {})
        return memo[1]

    def move_gained(self, gained: Gained, to: str) -> bool:
        """Move the card of `gained` from where the gain put it to `to` ("trash", "deck", "hand",
        "discards"), as Watchtower, Royal Seal or Trader do; False (nothing moved) when it is no longer
        there (the "lose track" rule: a card already moved by another trigger stays)."""
        player = self.find(gained.player)
        if player is None or gained.moved or gained.to not in ("discards", "hand", "deck"):
            return False
        place = {"discards": player.discards, "hand": player.hand, "deck": player.deck}[gained.to]
        if not place or gained.card not in place:
            return False
        at = len(place) - 1 - place[::-1].index(gained.card)
        place.pop(at)
        player._deck_view = player._discards_view = None
        if to == "trash":
            self.trash.append(gained.card)
            self._trash_view = None
            self.emit("trash", player, (gained.card,))
        else:
            self._put(player, gained.card, to)
            if to == "deck":
                self.emit("topdeck", player, (gained.card,))
        gained.to = to
        gained.moved = True
        return True

    def trash_cards(self, player: Player, cards: Sequence[str], source: str = "hand"):
        """`player` trashes `cards` (in order) from its `source`: "hand", "plays" (its last played copy:
        Feast trashing itself), "aside" (cards it revealed or set aside), "deck" (its top cards), "supply"
        (the top of a supply pile: Lurker; ValueError when the pile is empty). A
        generator (``yield from game.trash_cards(...)``): after the cards move, each one's `on_trash` runs,
        and each `react_trash` in the player's hand, in the order the player chooses (`_trashed`).
        Raises ValueError for another source or a card not there.

        In a possessed turn (`possess`) the possessed player's cards are set aside on its ``possession`` mat
        instead (their `on_trash` still runs: it counts as trashing them) and go to its discards at the end
        of the turn (Possession)."""
        aside = self.possession is not None and source != "supply" and player.name == self.possession[0]
        if aside:
            self._set_aside_possessed(player, cards, source)
        elif source == "hand":
            self.trash_from_hand(player, cards)
        elif source == "plays":
            for card in cards:
                self.trash_from_play(player, card)
        elif source == "aside":
            self.trash_aside(player, cards)
        elif source == "deck":
            for card in cards:
                player.deck.remove(card)
                self.trash.append(SPECS[card].name)
            if cards:
                player._deck_view = None
                self._trash_view = None
                self.emit("trash", player, cards)
        elif source == "supply":
            for card in cards:
                card = SPECS[card].name
                self._take(card)
                self.trash.append(card)
            if cards:
                self._trash_view = None
                self.emit("trash", player, cards)
        else:
            raise ValueError(f"trash from {source!r}: expected 'hand', 'plays', 'aside', 'deck' or 'supply'")
        reacting = bool(self._trash_reactions) and source != "supply"
        if cards and (reacting or any(SPECS[card].on_trash is not None for card in cards)):
            yield from self._trashed(player, tuple(cards), reacting, aside)

    def _trashed(self, player: Player, cards: tuple[str, ...], reacting: bool, aside: bool = False):
        """The triggers of `player` trashing `cards` at once (see `trash_cards`): each trashed card's
        `on_trash` (Cultist, Rats, Fortress...) and, when `reacting` (a card of the player's, not one trashed
        from the supply: Lurker's is nobody's), the `react_trash` of each card in its hand (Market Square).
        They happen at the same time, so when two cards or more have one the player chooses their order
        (the rule for simultaneous triggers of one player, as for a gain's): an ordered ``choose`` decision
        (source ``cards``) listing each card's name once, the first chosen running first (copies of one
        card one after the other); the canonical order is the trashed cards' in the order trashed, then
        the reactions in hand in the hand's order (an ejected player's empty answer keeps it). A reaction
        no longer in hand when its turn comes does nothing (lose track); one that comes into the hand
        while the triggers run (a Market Square drawn by a trashed Cultist: its FAQ) is offered after them.
        With one trigger nothing is asked; once the player is gone (ejected) nothing more runs. `aside`: the
        cards went onto the possession mat, not into the trash (a possessed turn): each `on_trash` gets its
        `Played` with `moved` True, so a hook that takes its card from the trash (Fortress, Trail) has lost
        track of it and never takes another copy that is there."""
        steps: dict[str, list] = {}
        for card in cards:
            spec = SPECS[card]
            if spec.on_trash is not None:
                steps.setdefault(spec.name, []).append(
                    lambda card=card, hook=spec.on_trash: hook(self, player, Played(card, aside))
                )
        if reacting:
            for card in dict.fromkeys(player.hand):
                if card in self._trash_reactions:
                    steps.setdefault(card, []).append(None)  # run by `_react_trash` below
            if self.cover_reactions:
                for card in sorted(self._trash_reactions, key=_order):
                    if card not in steps and player.owns(card):
                        steps[card] = [None]  # not held: its `cover_question` below
        order = yield from self._order_triggers(
            player, list(steps), None, f"trash {' '.join(cards)}", "trashing"
        )
        left: dict[str, int] = {}  # reaction -> copies still in hand after it ran (declined)
        for card in order:
            for step in steps[card]:
                if player.gone:
                    return
                if step is None:
                    if card in player.hand:  # lose track: a reaction that left the hand does nothing
                        yield from SPECS[card].react_trash(self, player, card, cards)
                    elif self.cover_reactions:
                        yield self.cover_question(player, card)
                    left[card] = player.hand.count(card)
                else:
                    yield from step()
        if reacting and not player.gone:
            # Reactions that came into the hand while the triggers ran (drawn by a Cultist trashed).
            for card in dict.fromkeys(player.hand):
                if card in self._trash_reactions and player.hand.count(card) > left.get(card, 0):
                    if player.gone:
                        return
                    yield from SPECS[card].react_trash(self, player, card, cards)

    def insert_into_deck(self, player: Player, card: str, position: int) -> None:
        """`player` puts `card` from its hand into its deck with `position` cards above it (0: on top; the
        deck's size: at the bottom), as Secret Passage does. Which card stays hidden; where it goes is
        public: a ``topdeck`` event (no cards) on top, else an ``insert`` event whose one word is the
        position (v5's ``(insert N)``). Raises ValueError for a position outside 0 to the deck's size or a
        card not in the hand."""
        deck = player.deck
        if not 0 <= position <= len(deck):
            raise ValueError(f"a position in a deck of {len(deck)} cards is 0 to {len(deck)}, not {position}")
        player.hand.remove(card)
        deck.insert(len(deck) - position, SPECS[card].name)
        player._deck_view = None
        if position == 0:
            self.emit("topdeck", player, (), count=1)
        else:
            self.emit("insert", player, (str(position),))

    def reduce_costs(self, coins: int) -> None:
        """Every card costs `coins` less for the rest of this turn (Bridge; never below 0: `cost`)."""
        self.reduction += coins
        self._costs_plain = False
        self._plain = False

    def gain_from_trash(self, player: Player, card: str) -> None:
        """`player` gains `card` from the trash into its discards, with no trigger (tools and tests; a card
        effect uses ``yield from game.gain(player, card, source="trash")``). Raises ValueError if not
        there."""
        self.trash.remove(card)
        self._trash_view = None
        player.discards.append(SPECS[card].name)
        player._discards_view = None
        self.emit("gain", player, (card,), "discards")

    def trash_from_hand(self, player: Player, cards: Sequence[str]) -> None:
        """`player` trashes `cards` from its hand, in order."""
        for card in cards:
            player.hand.remove(card)
            self.trash.append(SPECS[card].name)
        if cards:
            self._trash_view = None
            self.emit("trash", player, cards)

    def trash_from_play(self, player: Player, card: str) -> None:
        """`player` trashes its last played `card` from play (Feast trashing itself)."""
        plays = player.plays
        at = len(plays) - 1 - plays[::-1].index(card)
        self.trash.append(plays.pop(at))
        self._trash_view = None
        self.emit("trash", player, (card,))

    def _discard_from_hand(self, player: Player, cards: Sequence[str]) -> None:
        """`player` discards `cards` from its hand, in order: the last listed ends on top of its discards
        (no trigger: a card effect discards with ``yield from game.discard(...)``)."""
        hand = player.hand
        discards = player.discards
        for card in cards:
            hand.remove(card)
            discards.append(card)
        if cards:
            player._discards_view = None
            self.emit("discard", player, cards)

    def topdeck_from_hand(self, player: Player, cards: Sequence[str]) -> None:
        """`player` puts `cards` from its hand onto its deck; the first listed ends on top."""
        for card in reversed(cards):
            player.hand.remove(card)
            player.deck.append(card)
        if cards:
            player._deck_view = None
            self.emit("topdeck", player, (), count=len(cards))

    def topdeck_from_discards(self, player: Player, cards: Sequence[str]) -> None:
        """`player` puts `cards` from its discard pile onto its deck (Harbinger); public, as the pile is."""
        for card in cards:
            at = len(player.discards) - 1 - player.discards[::-1].index(card)
            player.deck.append(player.take_discard(at))
        if cards:
            player._deck_view = player._discards_view = None
            self.emit("topdeck", player, cards)

    def topdeck_from_play(self, player: Player, cards: Sequence[str]) -> None:
        """`player` puts `cards` from its play onto its deck (Herbalist's treasure at clean-up); the first
        listed ends on top; public, as the cards in play are. Raises ValueError for a card not in play."""
        for card in reversed(cards):
            plays = player.plays
            at = len(plays) - 1 - plays[::-1].index(card)
            player.deck.append(plays.pop(at))
        if cards:
            player._deck_view = None
            self.emit("topdeck", player, cards)

    def deck_to_discards(self, player: Player) -> None:
        """`player` puts its whole deck into its discard pile at once (Chancellor); the deck is not looked
        at, so that part of the pile is shown in the canonical order (`Player.unseen`). The event carries no
        cards, only their `count` (for `referee -v`)."""
        count = len(player.deck)
        if count:
            player.unseen.append([len(player.discards), count])
        player.discards.extend(player.deck)
        player.deck.clear()
        player._deck_view = player._discards_view = None
        self.emit("discard", player, (), count=count)

    def take_top(self, player: Player, *, asks: bool = False) -> Card | None:
        """The top card of `player`'s deck, taken off it (shuffling the discards in if the deck is empty), or
        None when deck and discards are both empty. The caller puts it somewhere. A shuffle here asks no
        decision (`ask_now` gives None: Stash's default placement), since a caller may hold cards it took
        before in no place while the game would stop; `asks` (True for `reveal_top`, whose cards are set
        aside one by one) lets it ask."""
        deck = player.deck
        if not deck:
            if not player.discards:
                return None
            if asks:
                self._reshuffle(player)
            else:
                self._asks_blocked = True
                try:
                    self._reshuffle(player)
                finally:
                    self._asks_blocked = False
            if player.gone:
                return None  # ejected at a question of the shuffle (Stash's)
        player._deck_view = None
        return deck.pop()

    def reveal_top(self, player: Player) -> Card | None:
        """`player` reveals its top card (see `take_top`) and sets it aside; returns it, or None."""
        card = self.take_top(player, asks=True)
        if card is not None:
            player.aside.append(card)
            self.emit("reveal", player, (card,))
        return card

    def _discard_aside(self, player: Player, cards: Sequence[str]) -> None:
        """`player` discards `cards` from those it set aside (no trigger: ``yield from game.discard(...,
        source="aside")``)."""
        for card in cards:
            player.aside.remove(card)
            player.discards.append(card)
        if cards:
            player._discards_view = None
            self.emit("discard", player, cards)

    def discard(self, player: Player, cards: Sequence[str], source: str | None = "hand"):
        """`player` discards `cards`, in order (the last listed ends on top of its discard pile), from its
        `source`: "hand", "aside" (cards it revealed, looked at or set aside: Cartographer, Adventurer, a
        Spy's victim), or None (the caller took them off the deck: Vassal's and Sea Hag's
        top card). A generator (``yield from game.discard(...)``): after the cards move, each discarded card
        with a `when_discarded` hook (Tunnel, Weaver, Trail: "when you discard this other than during
        Clean-up") runs it for `player`, whoever's turn it is, one card at a time (`_discarded`: the
        player orders two different cards' triggers). Clean-up's discards never come here, nor does a deck
        put into the discard pile (Chancellor: `deck_to_discards`, no discard by the rules).
        A game without such a card pays one test of an empty set. Raises ValueError for another source or a
        card not there."""
        if source == "hand":
            self._discard_from_hand(player, cards)
        elif source == "aside":
            self._discard_aside(player, cards)
        elif source is None:
            if cards:
                player.discards.extend(cards)
                player._discards_view = None
                self.emit("discard", player, tuple(cards))
        else:
            raise ValueError(f"discard from {source!r}: expected 'hand', 'aside' or None")
        if self._discard_triggers and cards and not self.in_clean_up:
            yield from self._discarded(player, cards)

    def _discarded(self, player: Player, cards: Sequence[str]):
        """The `when_discarded` hooks of the `cards` `player` just discarded, one card at a time. Two
        different cards or more with one: the player chooses their order (the rule for simultaneous triggers
        of one player, as for a gain's): an ordered ``choose`` decision (source ``cards``) listing each once,
        the first chosen running first (copies of one card run one after the other); the canonical order is
        the order discarded (an ejected player's empty answer keeps it)."""
        reacting = [card for card in cards if card in self._discard_triggers]
        names = list(dict.fromkeys(reacting))
        order = yield from self._order_triggers(
            player, names, None, f"discard {' '.join(names)}", "discarding"
        )
        for card in order:
            for _ in range(reacting.count(card)):
                if player.gone:
                    return
                yield from SPECS[card].when_discarded(self, player, card)

    def play_from(self, player: Player, card: str, source: str):
        """`player` plays `card` from its `source` ("discards": the top copy, "hand", "deck": the top copy,
        "trash") as a card's own reaction lets it (Weaver, Trail: "you may play it"), on its own turn or on
        another player's: it goes into `player`'s play and resolves (`resolve`; a play on another player's
        turn gives its +cards and effect, not its +actions, +buys or +coins, which are the current player's,
        and it is discarded at the end of that turn's Clean-up: the official FAQ of Weaver and Trail). No
        action is spent; `reaction_plays` counts these plays. A generator. Returns nothing; does nothing
        when the card is no longer there (the reaction lost track of it: a reshuffle, another reaction moved
        it)."""
        if source == "discards":
            place = player.discards
        elif source == "hand":
            place = player.hand
        elif source == "deck":
            place = player.deck
        elif source == "trash":
            place = self.trash
        else:
            raise ValueError(f"play from {source!r}: expected 'discards', 'hand', 'deck' or 'trash'")
        if card not in place:
            return
        place.pop(len(place) - 1 - place[::-1].index(card))
        if source == "discards":
            player._discards_view = None
        elif source == "deck":
            player._deck_view = None
        elif source == "trash":
            self._trash_view = None
        self.reaction_plays += 1
        this = self.put_in_play(player, card, source=None)
        yield from self.resolve(player, this)

    def trash_aside(self, player: Player, cards: Sequence[str]) -> None:
        """`player` trashes `cards` from those it set aside."""
        for card in cards:
            player.aside.remove(card)
            self.trash.append(SPECS[card].name)
        if cards:
            self._trash_view = None
            self.emit("trash", player, cards)

    def topdeck_aside(self, player: Player, cards: Sequence[str]) -> None:
        """`player` puts `cards` from those it set aside back onto its deck; the first listed ends on top."""
        for card in reversed(cards):
            player.aside.remove(card)
            player.deck.append(SPECS[card].name)
        if cards:
            player._deck_view = None
            self.emit("topdeck", player, (), count=len(cards))

    def put_in_play(self, player: Player, card: str, source: str | None = "hand") -> Played:
        """`player` puts `card` into play (from its hand, or from nowhere when `source` is None: the caller
        took it, as Vassal does from the discards); returns the `Played` record to `resolve`.

        A card put into play on another player's turn (a Guard Dog against an attack, a Berserker gained, a
        Weaver or Trail by its reaction, a Pirate) leaves its owner's play at the end of that turn's Clean-up,
        unless it was made to stay (`stay`: a Pirate, a duration): the rule for a card played on another
        player's turn (the official FAQ of Weaver, Trail, Guard Dog; the wiki's Berserker)."""
        card = SPECS[card].name
        if source == "hand":
            player.hand.remove(card)
        player.plays.append(card)
        if self.listeners:
            self.emit("play", player, (card,))
        this = Played(card)
        if player is not self.players[self.current]:
            self._off_turn.append((player, this))
        return this

    def play_in_place(self, player: Player, card: str):
        """`player` plays `card` where it is, without moving it (Band of Misfits: the top card of a supply
        pile, left there): event ``play``, then its bonuses and effect (`resolve`). A generator; returns
        the card's `Played` (``yield from``), which the caller reads with `stays`.

        The card is never in play (the 2019 rules of Command cards): its `Played` is born `moved`, so that
        anything it does to move itself fails (Feast's trash, Death Cart's trash and its +5 coins that need
        it) while the rest of its effect happens; a duration's `stay` keeps no copy in play, its start of
        turn hook still runs; "while in play" abilities (Highway's cost, a watcher) do nothing, since they
        read the cards in play."""
        this = Played(SPECS[card].name, moved=True)
        self.emit("play", player, (this.card,))
        yield from self.resolve(player, this)
        return this

    def resolve(self, player: Player, this: Played):
        """Carry out the card `this` played by `player`: its +cards, +actions, +buys, +coins, then its effect
        (a generator of decisions)."""
        spec = SPECS[this.card]
        if self.players and player is not self.players[self.current]:
            # A play on another player's turn (Weaver, Trail reacting): its +cards only; the turn's counters
            # and records are the current player's.
            if spec.cards:
                self._draw(player, spec.cards)
            if spec.effect is not None:
                yield from spec.effect(self, player, this)
            return
        self.actions_played.append(this.card)
        if self._attack_watchers and ATTACK in spec.types:
            yield from self._watch_attack(player, this)
        self._bonus(player, spec)
        if spec.effect is not None:
            yield from spec.effect(self, player, this)

    def _watch_attack(self, player: Player, this: Played):
        """Before the attack `this` resolves, the `watch_attack_play` of each other card of `player`'s play
        with one (Urchin: "when you play another attack card with this in play"), once per copy in play
        other than the attack itself, while it is still there."""
        for card in dict.fromkeys(player.plays):
            if card not in self._attack_watchers:
                continue
            copies = player.plays.count(card) - (card == this.card)
            for _ in range(copies):
                if card in player.plays and not player.gone:
                    yield from SPECS[card].watch_attack_play(self, player, card, this)

    def _bonus(self, player: Player, spec) -> None:
        self.actions += spec.actions
        self.buys += spec.buys
        self.coins += spec.coins
        if spec.cards:
            self._draw(player, spec.cards)

    # ---- decisions ------------------------------------------------------------------------------------

    def answer(self, answer: Sequence[Card]) -> Decision | None:
        """Answer the pending decision with `answer` (cards chosen from its options, judged legal by
        `referee.rules.legality.check_answer`) and resume; returns the next pending decision, or None.

        Raises ValueError when no decision is pending.
        """
        if self.pending is None:
            raise ValueError("no decision is pending")
        return self._advance(tuple(answer))

    def _begin(self, effect, supplied: list[tuple[Card, ...]]) -> None:
        self._effect = effect
        self._supplied = supplied
        self.arguments_ended = False
        self._advance(None)

    def _advance(self, answer: tuple | None) -> Decision | None:
        """Resume the effect under way with `answer`, answering from the play's arguments every up-front
        decision of the current player they cover, and for an ejected player an empty answer; stop at the
        next decision to ask (`pending`), or at the end of the effect. In a v4 game a decision with nothing
        to choose (`max` 0) is answered with nothing, never asked and never given an argument, except a
        victim's reveal (`ask_every_victim`)."""
        effect = self._effect
        supplied = self._supplied
        mover = self.players[self.current].name if self.players else None
        v4 = self._skips_empty
        # A game that asks at shuffles steps the effect through `_send`'s greenlet; any other game (nearly
        # all) sends to the generator itself, paying no call for it.
        send = partial(self._send, effect) if self.asks_at_shuffle else effect.send
        try:
            decision = send(answer)
            while True:
                if v4 and decision.max == 0 and decision.kind != "reveal":
                    # Nothing to choose (a Mine with no treasure in hand): never asked, takes no argument.
                    decision = send(())
                elif supplied and decision.upfront and decision.player == mover and self.carries(decision):
                    given = supplied.pop(0)
                    if self.judge is not None:
                        message = self.judge(decision, given)
                        if message is not None:
                            self.misjudged = message
                            self._close(effect)
                            raise StopIteration
                    decision = send(given)
                elif self.judge is not None and not supplied:
                    self._close(effect)  # judging a play: every argument has been judged
                    raise StopIteration
                elif self.find(decision.player) is None:
                    decision = send(())
                else:
                    break
        except StopIteration:
            self._effect = None
            self.pending = None
            if self.judge is not None and self.misjudged is None and any(supplied):
                self.misjudged = "too many cards"
            self._supplied = []
            return None
        self.pending = decision
        return decision

    def _send(self, effect, answer: tuple | None) -> Decision:
        """`effect.send(answer)`: the effect's next decision (StopIteration at its end). In a game that asks
        at shuffles (`asks_at_shuffle`) the step runs in a greenlet, which `ask_now` may stop at a decision
        of its own (returned here as the next decision); the answer to that decision resumes the greenlet
        where it stopped."""
        if not self.asks_at_shuffle:
            return effect.send(answer)
        from greenlet import greenlet  # (only games that ask at shuffles need it)

        worker = self._suspended
        if worker is not None:
            self._suspended = None
            out = worker.switch(answer)
        else:
            worker = self._worker = greenlet(_step)
            out = worker.switch(effect, answer)
        if out[0] == "ask":
            self._suspended = worker
            return out[1]
        self._worker = None
        if out[0] == "stop":
            raise StopIteration
        return out[1]

    def ask_now(self, decision: Decision) -> tuple[Card, ...] | None:
        """Ask `decision` from inside a move that is not a generator (a shuffle: Stash's placement) and
        return its answer, the game stopping at it (`pending`) as at any decision. None when the move does
        not run inside an effect's step of a game that asks at shuffles (`asks_at_shuffle`: a tool's or a
        test's direct `draw`, `run`), or runs inside a `take_top` whose caller did not allow it (`asks`):
        the caller then does its default."""
        if not self.asks_at_shuffle or self._worker is None or self._asks_blocked:
            return None
        from greenlet import getcurrent

        worker = getcurrent()
        if worker is not self._worker:
            return None
        return worker.parent.switch(("ask", decision))

    def _close(self, effect) -> None:
        """Close `effect`, first unwinding a step stopped at a decision of `ask_now` (its greenlet gets
        GreenletExit, which closes the generators it runs)."""
        worker = self._suspended
        if worker is not None:
            self._suspended = None
            worker.throw()
        self._worker = None
        effect.close()

    def end_arguments(self) -> None:
        """The first play of a Throne Room's card is over (`referee.rules.cards`' Throne Room calls this):
        a protocol play's arguments answered that play only, so what they still hold is dropped and the
        second play's choices are asked. An answer left over that chooses a card makes a judged play list
        too many cards (an empty one stood for an argument left out)."""
        supplied = self._supplied
        if supplied:
            if self.judge is not None and self.misjudged is None and any(supplied):
                self.misjudged = "too many cards"
            supplied.clear()
        self.arguments_ended = True

    def _abort(self) -> None:
        """Stop the effect under way (its player was ejected): set-aside cards go to their owners'
        discards."""
        if self._effect is not None:
            self._close(self._effect)
        self._effect = None
        self.pending = None
        self._supplied = []
        for player in self.players:
            if player.aside:
                player.discards.extend(player.aside)
                player.aside.clear()
                player._discards_view = None

    def apply(self, play: Play) -> None:
        """Make the current player's `play`, which `referee.rules.legality.check_play` accepted in `view()`.

        A `Clean` ends the turn: clean-up, the end-of-game check, and (unless the game is over) the next
        player's turn starts. A `Treasures` (a game of the rules alone) makes the `Add` of each of its cards,
        in order; a `BuyAndClean` its `Buy`, then its `Clean`. An `Act` carries out the card's effect,
        answering its up-front decisions from the play's arguments; it stops at the first decision left to
        ask (`pending`: answer it with `answer`). An illegal play raises ValueError or leaves the game
        inconsistent: check first.
        """
        if self.over:
            raise ValueError("the game is over")
        if self.pending is not None:
            raise ValueError(f"a decision is pending: {self.pending.prompt} ({self.pending.player})")
        player = self.players[self.current]
        kind = type(play)
        if kind is Add:
            card = play.card
            if not self._plain:
                self.buying = True  # (read by a later set's card only: Peddler's cost)
                if self._treasure_rules:
                    # Treasures with effects, bonuses or a kingdom's extra treasures: the general path.
                    if self.actions:
                        self.unused_actions = self.actions  # (read by Diadem)
                    self.actions = 0
                    self._begin(self.play_treasure(player, card), [])
                    return
            player.hand.remove(card)
            player.plays.append(card)
            self.coins += VALUE[card]
            self.actions = 0
            if self.merchants and card == _SILVER and not self.silver_played:
                self.silver_played = True
                self.coins += self.merchants
            if self.listeners:
                self.emit("play", player, (card,))
        elif kind is Treasures:
            self._play_treasures(player, play.cards)
        elif kind is Buy:
            self._buy(player, play.card)
        elif kind is Clean:
            if self._clean_hooks or self._off_turn:
                self._begin(self._clean_up_steps(player, play.card), [])
            else:
                self._clean_up(player, play.card)
                self._end_turn()
        elif kind is BuyAndClean:
            if self._watched:
                self._pay(play.card)
                self._begin(self._buy_then_clean(player, play.card, play.exposed), [])
            elif self._clean_hooks or self._off_turn:
                self._buy(player, play.card)
                self._begin(self._clean_up_steps(player, play.exposed), [])
            else:
                self._buy(player, play.card)
                self._clean_up(player, play.exposed)
                self._end_turn()
        elif kind is Act:
            self._act(player, play)
        elif kind is Coffers:
            self.spend_coffers(player, play.count)  # v5's (coffers N); it ends the action phase
        else:
            raise ValueError(f"not a play: {play!r}")

    def _buy(self, player: Player, card: Card) -> None:
        """A buy: pay the cost, gain the card (to the discards) through the gain path's triggers when the
        game has any (`_watched`), which may leave a decision pending."""
        if not self._plain:
            self._pay(card)
            if self._watched:
                self._begin(self.gain(player, card, bought=True), [])
            else:
                self._gain(self._gainer(player) if self.possession else player, card)
            return
        # A base-game kingdom: printed costs, no trigger, no record (the hot path of simulations).
        if self.buys < 1 or COST[card] > self.coins:
            raise ValueError(f"illegal buy of {card}")
        self.buys -= 1
        self.coins -= COST[card]
        self._gain(player, card)
        self.actions = 0

    def _pay(self, card: Card) -> None:
        cost = COST[card] if self._costs_plain else self.cost(card)
        if self.buys < 1 or cost > self.coins:
            raise ValueError(f"illegal buy of {card}")
        self.buys -= 1
        self.coins -= cost
        if self.potions and SPECS[card].potion:
            self.potions -= 1
        self.actions = 0
        self.buying = True
        if self._recording:
            self.turn_buys.append(card)

    def _buy_then_clean(self, player: Player, card: Card, exposed: Card | None):
        """A `BuyAndClean` in a game with gain triggers: the buy's gain path, then (its decisions answered)
        the clean-up and the end of the turn."""
        yield from self.gain(player, card, bought=True)
        if not player.gone and not self.over:
            exposed = exposed if exposed in player.hand else None
            if self._clean_hooks or self._off_turn:
                yield from self._clean_up_steps(player, exposed)
            else:
                self._clean_up(player, exposed)
                yield from self._end_turn_steps()

    def _play_treasures(self, player: Player, cards: tuple[Card, ...]) -> None:
        """A `Treasures` play: each of `cards` played as its `Add` would be, in order."""
        if self._treasure_rules:
            self._begin(self._treasures_with_effects(player, cards), [])
            return
        hand = player.hand
        plays = player.plays
        listeners = self.listeners
        for card in cards:
            hand.remove(card)
            plays.append(card)
            self.coins += VALUE[card]
            if self.merchants and card == _SILVER and not self.silver_played:
                self.silver_played = True
                self.coins += self.merchants
            if listeners:
                self.emit("play", player, (card,))
        self.actions = 0
        self.buying = True

    def _treasures_with_effects(self, player: Player, cards: tuple[Card, ...]):
        """A `Treasures` play holding a treasure with an effect: each card played in order as its `Add`
        would be, each effect run (and its decisions asked) before the next card is played. A card an effect
        already took from the hand (a treasure a Tiara played) is skipped; the others are still played."""
        if self.actions:
            self.unused_actions = self.actions  # (read by Diadem)
        self.actions = 0
        self.buying = True
        for card in cards:
            if player.gone:
                return
            if card in player.hand:
                yield from self.play_treasure(player, card)

    def play_treasure(self, player: Player, card: str, source: str | None = "hand"):
        """`player` plays the treasure `card` (from its hand, or from nowhere when `source` is None: the
        caller took it, as Venture does from the deck): into play, its value added (this game's value:
        `treasure_value`), then its effect (a generator: ``yield from``; returns the `Played`, whose `value`
        is what this play added). A Merchant's coin counts for the first Silver."""
        card = SPECS[card].name
        if source == "hand":
            player.hand.remove(card)
        player.plays.append(card)
        this = Played(card, value=self.treasure_value(card))
        self.coins += this.value
        if self.merchants and card == _SILVER and not self.silver_played:
            self.silver_played = True
            self.coins += self.merchants
        self.emit("play", player, (card,))
        if self._others_treasure and not player.gone:
            # Watchers in the other players' play (Corsair), in turn order, once per card name.
            for owner in self.others(player.name):
                for held in dict.fromkeys(owner.plays):
                    watch = SPECS[held].watch_others_treasure
                    if watch is not None and held in owner.plays:
                        yield from watch(self, owner, player, this)
        if card in TREASURE_EFFECTS:
            yield from SPECS[card].effect(self, player, this)
        return this

    def treasure_value(self, card: str) -> int:
        """The coins `card` adds when played now: its value in this game (`values`: a Charlatan's Curse is
        worth 1) plus this turn's bonus for it (`treasure_bonus`: Coppersmith)."""
        return self.values.get(card, 0) + self.treasure_bonus.get(card, 0)

    def add_treasure_bonus(self, card: str, coins: int) -> None:
        """Each `card` played for the rest of this turn adds `coins` more (Coppersmith: copper, 1)."""
        self.treasure_bonus[card] = self.treasure_bonus.get(card, 0) + coins
        self._treasure_rules = True
        self._plain = False

    def _act(self, player: Player, play: Act) -> None:
        card = play.card
        spec = SPECS.get(card)
        if spec is None or ACTION not in spec.types:
            raise ValueError(f"not an action card: {card}")
        if self.actions < 1:
            raise ValueError(f"no action left for {card}")
        self.actions -= 1
        answers = play_answers(play, every=self.version is not None, v5=self._base_arguments)
        self.start_act(card, answers, player=player)

    def carries(self, decision: Decision) -> bool:
        """Whether a protocol play's arguments answer `decision` (an up-front one): always but in a v5 game,
        where only the base game's cards carry arguments (docs/protocol.md, "Version 5": every choice of a
        card of another set is asked with ``decide``)."""
        return not self._base_arguments or SPECS[decision.card].set == "base"

    def start_act(
        self, card: Card, answers: list[tuple[Card, ...]], *, player: Player | None = None
    ) -> Decision | None:
        """Put `card` from the current player's hand into play and carry out its effect, answering its
        up-front
        decisions with `answers` in order; returns the first decision left to ask (`pending`), or None.

        `apply` plays an `(act ...)` with this (the action is spent there); tools use it to explore the
        decisions of a play.
        """
        if player is None:
            player = self.players[self.current]
        this = self.put_in_play(player, card)
        spec = SPECS[card]
        if (self._attack_watchers and ATTACK in spec.types) or self.asks_at_shuffle:
            # Watchers of the attack in play (Urchin) ask first, then the card resolves (`resolve`); in a game
            # that asks at shuffles, its +cards are drawn inside the effect's step (`ask_now`).
            self._begin(self.resolve(player, this), answers)
            return self.pending
        self.actions_played.append(this.card)
        self._bonus(player, spec)
        if spec.effect is not None:
            self._begin(spec.effect(self, player, this), answers)
        return self.pending

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
        staying = player.staying or player.durations
        if staying:
            self._keep_staying(player)
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
        if staying and player.durations:
            player.plays.extend(player.durations)
        self._draw(player, self.clean_up_draw)

    def _keep_staying(self, player: Player) -> None:
        """Before the plays are discarded: the cards of `staying` (each distinct play once) are taken out of
        the plays and become the player's `durations`, put back into play after the discard."""
        kept: list[Card] = []
        seen: set[int] = set()
        plays = player.plays
        for staying in player.staying:
            this = staying.this
            if id(this) in seen or this.moved or this.card not in plays:
                continue
            seen.add(id(this))
            plays.remove(this.card)
            kept.append(this.card)
        player.durations = kept

    def _clean_up_steps(self, player: Player, exposed: Card | None):
        """Clean-up in a game whose cards have clean-up triggers: each card in play's `at_clean_up`, then
        the cards staying in play kept (durations), then each card in play with an `on_discard` discarded
        and its hook run, one at a time while the others are still in play (Herbalist, Alchemist, Treasury),
        then the other cards in play discarded, then the hand and the draw; the turn then ends
        (`_end_turn_steps`). Last, the cards other players played on this turn (Weaver, Trail reacting)
        are discarded from their play. `in_clean_up` is True meanwhile (Trail gained or trashed then does not
        react)."""
        self.in_clean_up = True
        for card in list(player.plays):
            hook = SPECS[card].at_clean_up
            if hook is not None and card in player.plays:
                yield from hook(self, player, Played(card))
        for rule in self.clean_up_rules:
            yield from rule(self, player)
        if player.gone:
            self._clean_up_off_turn()
            return
        if player.staying or player.durations:
            self._keep_staying(player)
        # The cards staying go back into play first, before any hook asks a decision: a card staying is
        # never out of every place. Those leaving are the plays after them.
        kept = len(player.durations)
        plays = player.plays
        if kept:
            plays[:0] = player.durations
        # The cards with a hook when discarded from play go first, one at a time, each hook run while the
        # others are still in play (Herbalist puts a treasure from play onto the deck; Alchemist needs a
        # Potion in play): the order a player who wants their effects picks. Then the rest, at once.
        for card in [card for card in plays[kept:] if SPECS[card].on_discard is not None]:
            if card not in plays[kept:]:
                continue
            plays.pop(len(plays) - 1 - plays[::-1].index(card))
            player.discards.append(card)
            player._discards_view = None
            yield from SPECS[card].on_discard(self, player, Played(card))
            if player.gone:
                self._clean_up_off_turn()
                return
        player.discards.extend(plays[kept:])
        del plays[kept:]
        player._discards_view = None
        hand = player.hand
        if exposed is not None and exposed in hand:
            hand.remove(exposed)
            player.discards.extend(hand)
            player.discards.append(exposed)
        else:
            player.discards.extend(hand)
        hand.clear()
        self._draw(player, self.clean_up_draw)
        self._clean_up_off_turn()
        yield from self._end_turn_steps()

    def _clean_up_off_turn(self) -> None:
        """The end of a turn's Clean-up: the cards played on this turn by other players (`put_in_play`: a
        Weaver discarded to a Militia and played, a Guard Dog played against an attack) go from their play
        to their discard pile, while there (no trigger; the event ``discard`` tells it), but those made to
        stay (`stay`: a Pirate); `in_clean_up` ends."""
        self.in_clean_up = False
        leaving: dict[str, list[Card]] = {}
        for other, this in self._off_turn:
            plays = other.plays
            card = this.card
            if this.moved or card not in plays or other.gone:
                continue
            if any(entry.this is this for entry in other.staying):
                continue
            other.discards.append(plays.pop(len(plays) - 1 - plays[::-1].index(card)))
            other._discards_view = None
            leaving.setdefault(other.name, []).append(card)
        self._off_turn.clear()
        for name, cards in leaving.items():
            self.emit("discard", self.find(name), tuple(cards))

    def _end_turn(self) -> None:
        """The current turn is over (clean-up done, or its player ejected): check the end, start the next
        (whose start-of-turn hooks may leave a decision pending)."""
        if not self._plain:
            if not self._ended():
                self._next_turn()
                player = self.players[self.current]
                if player.staying or self._starts_in_hand(player):
                    self._begin(self._start_steps(player), [])
            return
        # The base game's turn (no Colony, no extra turn): `_ended` and `_next_turn` spelled out.
        piles = self.piles
        if piles[_PROVINCE] == 0:
            self._finish("provinces")
        elif self.empty_piles() >= 3:
            self._finish("three-piles")
        # (The player whose turn ended is checked first: one look settles it until the last round.)
        elif self.players[self.current].turns >= self.turn_limit and all(
            player.turns >= self.turn_limit for player in self.players
        ):
            self._finish("turn-limit")
        else:
            self.current = (self.current + 1) % len(self.players)
            self._start_turn()
            player = self.players[self.current]
            if player.staying:  # (no card here has a start-of-turn hook in hand: `_plain` says so)
                self._begin(self._start_steps(player), [])

    def _end_turn_steps(self):
        """`_end_turn` inside a generator: the start-of-turn hooks run in it."""
        if not self._ended():
            self._next_turn()
            player = self.players[self.current]
            if player.staying or self._starts_in_hand(player):
                yield from self._start_steps(player)

    def _ended(self) -> bool:
        """The end-of-game check after a turn: True (and the game over) when it ends."""
        piles = self.piles
        if piles[_PROVINCE] == 0:
            self._finish("provinces")
        elif self.colony and piles.get("colony", 1) == 0:
            self._finish("colonies")
        elif self.empty_piles() >= 3:
            self._finish("three-piles")
        # (The player whose turn ended is checked first: one look settles it until the last round.)
        elif self.players[self.current].turns >= self.turn_limit and all(
            player.turns >= self.turn_limit for player in self.players
        ):
            self._finish("turn-limit")
        else:
            return False
        return True

    def _next_turn(self) -> None:
        """The next turn starts: an extra turn queued (`extra_turn`) if any, else a possessed turn queued
        (`possess`), else the next player's. A possessed turn that ends returns the cards set aside in it."""
        self.extra = False
        previous = self._turn_player  # whose turn just ended (recorded by `_start_turn` outside plain games)
        if self.possession is not None:
            self._end_possession()
        while self.extra_turns:
            name = self.extra_turns.pop(0)
            player = self.find(name)
            if player is not None:
                self.current = self.players.index(player)
                self.extra = True
                self.emit("extra-turn", player, ())
                break
        else:
            if not (self.possessions and self._start_possession()):
                if self._resume is not None:
                    # Possessed turns are extra turns: the turns go on after the player who possessed.
                    resume = self.find(self._resume)
                    self._resume = None
                    if resume is not None:
                        self.current = self.players.index(resume)
                self.current = (self.current + 1) % len(self.players)
        self.after_own_turn = len(self.players) > 1 and previous == self.players[self.current].name
        self._start_turn()

    def _start_steps(self, player: Player):
        """The start of `player`'s turn: the hook of each play staying from an earlier turn, in the order
        they were made to stay; those plays no longer stay (unless a hook makes them stay again)."""
        staying = [entry for entry in player.staying if entry.turn < self.turn]
        player.staying = [entry for entry in player.staying if entry.turn >= self.turn]
        for entry in staying:
            if entry.hook is not None and not player.gone:
                yield from entry.hook(self, player, entry.this)
        for card in sorted(self._hand_starts, key=_order):
            if card in player.hand and not player.gone:
                yield from SPECS[card].at_start_in_hand(self, player, Played(card))

    def _starts_in_hand(self, player: Player) -> bool:
        """True when `player`'s hand holds a card with a start-of-turn hook in hand (`at_start_in_hand`:
        Clerk)."""
        return bool(self._hand_starts) and not self._hand_starts.isdisjoint(player.hand)

    def _start_turn(self) -> None:
        player = self.players[self.current]
        player.turns += 1
        if self.extra:
            player.extra_taken += 1
        self.turn += 1
        self.actions = 1
        self.buys = 1
        self.coins = 0
        self.merchants = 0
        self.silver_played = False
        self.buying = False
        if self.actions_played:
            self.actions_played = []
        if not self._plain:
            # A game with cards of other sets (or a Bridge played): the turn's counters and records anew.
            if self._turn_player is not None:
                # Smugglers: what the player whose turn just ended gained on it, kept until its next turn.
                ended = self._turn_player
                self.last_turn_gains[ended] = tuple(g.card for g in self.turn_gains if g.player == ended)
            self._turn_player = self.players[self.current].name
            self.turn_gains = []
            self.turn_buys = []
            self.potions = 0
            self.unused_actions = 0
            self.clean_up_draw = HAND_SIZE
            if self.treasure_bonus:
                self.treasure_bonus = {}
                self._set_tables()
            if self.turn_watchers:
                self.turn_watchers = []
                self._set_tables()
            if self.reduction or self.contraband or self._listed is not None:
                self.reduction = 0
                self.contraband = set()
                self._listed = None
                self._set_tables()

    # ---- what durations and extra turns use ------------------------------------------------------------

    def stay(self, player: Player, this: Played, hook=None) -> None:
        """The card of `this` stays in play at `player`'s next clean-up (a duration), and `hook` (default:
        its spec's `at_start`; a generator ``hook(game, player, this)``) runs at the start of the player's
        next turn; after that turn's clean-up it leaves play, unless made to stay again. A card that played
        a card that stays may stay with it (`stay_with`: a Throne Room on a duration). Each distinct
        play keeps one copy in play, however many times it is made to stay (a Throne Room's Caravan: one
        Caravan, two hooks)."""
        if hook is None:
            hook = SPECS[this.card].at_start
        player.staying.append(Staying(this, hook, self.turn))

    def stays(self, player: Player, this: Played) -> bool:
        """True when the play `this` was made to stay this turn (`stay`)."""
        return any(entry.this is this and entry.turn == self.turn for entry in player.staying)

    def stay_with(self, player: Player, this: Played, played: Played, *, stands_in: bool = False) -> None:
        """The rule of a card that plays another (docs/rules-core.md, "A card that plays another"): `this`
        has just played the card of `played` (a Throne Room, King's Court or Coronet: from the hand, two or
        three times; Band of Misfits: where it lies). It stays in play at `player`'s next clean-up, with
        that card, when the card was made to stay this turn (`stay`) and it is a Duration card (`types`: in
        this game's edition), or it is a card that plays others made to stay by two or more of its plays
        (the designer's ruling: a Throne Room on a Throne Room used on two durations records that the inner
        one was played twice; used on one duration and non-durations, it records nothing and leaves). With
        `stands_in` (Band of Misfits, played in that card's stead: its FAQ) it stays whenever that card
        stays. Each call for which it stays is one more record (`Player.staying`), so a card that plays this
        one counts them. At each later turn's start it stays again while the card of `played` was made to
        stay again (a Throne Room on the current Prince: for the rest of the game)."""
        made = sum(1 for entry in player.staying if entry.this is played and entry.turn == self.turn)
        if not made or not (stands_in or made > 1 or DURATION in self.types(played.card)):
            return
        self.stay(player, this, partial(_stays_while, played))

    def extra_turn(self, player: Player) -> bool:
        """`player` takes an extra turn after this one (Outpost): False, and nothing queued, when this turn
        is already an extra turn, or follows the same player's turn (its possessed turn: Outpost's FAQ; never
        a third turn in a row), or one is queued for it."""
        if self.extra or self.after_own_turn or player.name in self.extra_turns:
            return False
        self.extra_turns.append(player.name)
        return True

    # ---- Possession: a turn whose decisions another player makes -------------------------------------

    def possess(self, possessor: Player) -> str | None:
        """The player on `possessor`'s left takes an extra turn after this one (after the extra turns of
        `extra_turn`), in which `possessor` makes every decision (`decider`), gains what it would gain
        (`gain`), and its cards trashed are set aside until the turn ends (`trash_cards`): Possession. Each
        call queues one more such turn (a Throne Room's Possession: two). Returns the possessed player's
        name, or None when `possessor` plays alone."""
        others = self.others(possessor.name)
        if not others:
            return None
        self.possessions.append((others[0].name, possessor.name))
        return others[0].name

    def decider(self, name: str) -> str:
        """The name of the player who makes player `name`'s plays and decisions now: its possessor during
        its possessed turn (while both remain), else `name` itself."""
        possession = self.possession
        if possession is not None and possession[0] == name and self.find(possession[1]) is not None:
            return possession[1]
        return name

    def _gainer(self, player: Player) -> Player:
        """Who gains what `player` would gain: its possessor during its possessed turn, else itself."""
        possession = self.possession
        if possession is not None and possession[0] == player.name:
            possessor = self.find(possession[1])
            if possessor is not None:
                return possessor
        return player

    def _start_possession(self) -> bool:
        """Start the first possessed turn queued whose two players remain: True, or False when none."""
        while self.possessions:
            possessed, possessor = self.possessions.pop(0)
            player = self.find(possessed)
            if player is not None and self.find(possessor) is not None:
                if self._resume is None:
                    self._resume = self.players[self.current].name
                self.current = self.players.index(player)
                self.extra = True
                self.possession = (possessed, possessor)
                self.emit("extra-turn", player, (), possessor)  # `to`: who plays it (not on the wire)
                return True
        return False

    def _set_aside_possessed(self, player: Player, cards: Sequence[str], source: str) -> None:
        """A possessed turn's trash of `player`'s `cards` from `source`: onto its ``possession`` mat."""
        self.put_on_mat(player, POSSESSION_MAT, [SPECS[card].name for card in cards], source)

    def _end_possession(self) -> None:
        """The possessed turn is over: the cards set aside on the possessed player's mat go to its
        discards (not a gain)."""
        possessed = self.find(self.possession[0])
        self.possession = None
        if possessed is not None and POSSESSION_MAT in possessed.mats:
            self.take_from_mat(possessed, POSSESSION_MAT, to="discards")

    # ---- tokens and mats ---------------------------------------------------------------------------

    def add_vp(self, player: Player, count: int) -> None:
        """`player` takes `count` VP tokens (Monument, Bishop, Goons), added to its score; event ``vp``."""
        player.vp_tokens += count
        if count:
            self.emit("vp", player, (str(count),))

    def add_coffers(self, player: Player, count: int) -> None:
        """`player` takes `count` Coffers (coin tokens it may spend in a later buy phase); event
        ``coffers``."""
        player.coffers += count
        if count:
            self.emit("coffers", player, (str(count),))

    def spend_coffers(self, player: Player, count: int) -> None:
        """The current `player` spends `count` of its Coffers for +1 coin each (a v5 ``(coffers N)`` play, in
        its buy phase). Raises ValueError for a count below 1 or above its Coffers."""
        if not 1 <= count <= player.coffers:
            raise ValueError(f"{player.name} cannot spend {count} coffers: it has {player.coffers}")
        player.coffers -= count
        self.coins += count
        self.buying = True
        if self.actions:
            self.unused_actions = self.actions  # (read by Diadem)
        self.actions = 0
        self.emit("spend-coffers", player, (str(count),))

    def put_on_mat(self, player: Player, mat: str, cards: Sequence[str], source: str = "hand") -> None:
        """`player` puts `cards` from its `source` ("hand", "plays", "aside", "deck": its top cards) onto its
        mat `mat` (``"island"``, ``"native-village"``); they stay the player's (scored, conserved). Event
        ``mat`` (the cards shown: the caller hides a face-down mat's cards from the others)."""
        where = {"hand": player.hand, "plays": player.plays, "aside": player.aside, "deck": player.deck}
        if source not in where:
            raise ValueError(f"onto a mat from {source!r}: expected 'hand', 'plays', 'aside' or 'deck'")
        place = where[source]
        onto = player.mats.setdefault(mat, [])
        for card in cards:
            at = len(place) - 1 - place[::-1].index(card)
            onto.append(place.pop(at))
        player._deck_view = None
        if cards:
            self.emit("mat", player, (mat, *cards))

    def take_from_mat(self, player: Player, mat: str, to: str = "hand") -> list[Card]:
        """`player` takes every card of its mat `mat` into its hand (or `to` "discards"); returns them. Event
        ``from-mat``."""
        cards = player.mats.pop(mat, [])
        if to == "hand":
            player.hand.extend(cards)
        else:
            player.discards.extend(cards)
            player._discards_view = None
        if cards:
            self.emit("from-mat", player, (mat, *cards))
        return cards

    def add_pile_token(self, pile: str, kind: str, count: int = 1) -> None:
        """Put `count` tokens `kind` (``"embargo"``, ``"trade-route"``) on the supply pile of `pile`; the
        gain path then runs what they do (docs/rules-core.md). Raises ValueError for a pile not in the
        supply."""
        if pile not in self.piles:
            raise ValueError(f"{pile} has no pile in this game's supply")
        counts = self.pile_tokens.setdefault(pile, {})
        counts[kind] = counts.get(kind, 0) + count
        self._watched = True
        self._plain = False

    def costs_differing(self) -> tuple[tuple[Card, int], ...]:
        """(card, coins) for every card of the game (supply and non-supply piles) whose cost now differs from
        its printed one, in the canonical order (v5's ``costs``); empty when costs are the printed ones."""
        if self._costs_plain:
            return ()
        # The game's cards in the canonical order, those with a cost rule of their own (Peddler), the costs
        # with each reduction alone: kept, as a game's piles are set up once (only their counts change after).
        sizes = (len(self.piles), len(self.non_supply))
        order = self._cost_order
        if order is None or order[0] != sizes:
            cards = sorted({*self.piles, *self.non_supply}, key=_order)
            own = tuple(card for card in cards if SPECS[card].own_cost is not None)
            order = self._cost_order = (sizes, tuple(cards), own, {})
        player = self.players[self.current] if self.players else None
        reduction = self.reduction
        if (
            not order[2]
            and self._listed is None
            and (player is None or self._cost_cards.isdisjoint(player.plays))
            and reduction >= 0
        ):
            # No card with its own cost rule, none in play modifying costs: only this turn's reduction
            # (Bridge) lowers them, every card costing more than 0 by that much (not below 0), the same on
            # every turn with that reduction.
            if not reduction:
                return ()
            costs = order[3].get(reduction)
            if costs is None:
                costs = order[3][reduction] = tuple(
                    (card, max(0, COST[card] - reduction)) for card in order[1] if COST[card]
                )
            return costs
        # Costs change with this turn's reductions, the cards in play and the phase: kept until one does.
        # (The cards in play matter only in a game with cards modifying costs in play or their own.)
        plays = tuple(player.plays) if player is not None and self._cost_rules else ()
        key = (self.turn, reduction, plays, self.buying)
        cached = self._costs_seen
        if cached is not None and cached[0] == key:
            return cached[1]
        costs = tuple((card, cost) for card in order[1] if (cost := self.cost(card)) != COST[card])
        self._costs_seen = (key, costs)
        return costs

    def run(self, behaviour):
        """Run `behaviour` (a generator: a gain, a trash, a hook) to its end when it asks nothing (tools and
        tests); returns its return value. Raises ValueError, closing it, when it asks a decision: use
        `begin` for a behaviour that may."""
        try:
            decision = next(behaviour)
        except StopIteration as stop:
            return stop.value
        behaviour.close()
        raise ValueError(f"the behaviour asks a decision; start it with begin(): {decision.prompt}")

    def begin(self, behaviour) -> Decision | None:
        """Run `behaviour` (a generator of decisions: a hook, a test's or a tool's step) as the game's effect
        under way; returns the first decision left to ask (`pending`), or None. Raises ValueError when a
        decision is pending already."""
        if self.pending is not None:
            raise ValueError(f"a decision is pending: {self.pending.prompt} ({self.pending.player})")
        self._begin(behaviour, [])
        return self.pending

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
        at = self.players.index(player)
        was_current = at == self.current
        if was_current and self._effect is not None:
            self._abort()
        score = player.score()
        self.removed.extend(player.cards())
        for part in (player.deck, player.hand, player.plays, player.discards, player.aside):
            part.clear()
        player.gone = True
        self.players.pop(at)
        self.ejected.append((player, score))
        for remaining in self.players:
            remaining._rotation = None
        self._others.clear()
        self._eject_turn(at, was_current)
        if self._effect is not None:
            if self.over:
                self._abort()
            elif self.pending is not None and self.pending.player == name:
                self._advance(())
        return score

    def _eject_turn(self, at: int, was_current: bool) -> None:
        if self.over:
            return
        if len(self.players) == 1:
            self.current = 0
            self._finish("last-player-standing")
        elif was_current:
            # The next player now sits at index `at`; _end_turn advances by one, so step back first.
            self.current = (at - 1) % len(self.players)
            self._end_turn()
        elif at < self.current:
            self.current -= 1


def _step(effect, answer):
    """A greenlet's run (`Game._send`): one step of `effect`, ("yield", decision) or ("stop",) at its end."""
    try:
        return ("yield", effect.send(answer))
    except StopIteration:
        return ("stop",)


def count_cards(game: Game) -> Counter[Card]:
    """How many of each card the game holds in all its places (constant through a game)."""
    total: Counter[Card] = Counter()
    for cards in game.places().values():
        total.update(cards)
    return total


def play_answers(play: Act, *, every: bool = True, v5: bool = False) -> list[tuple[Card, ...]]:
    """The answers the arguments of the protocol play `play` give to its card's up-front decisions, in
    order: `split_arguments` of the card's argument shape; a Throne Room's nested play ``(act throne-room
    (act CARD ARG ...))`` gives ``(CARD,)``, then the answers of ``(act CARD ARG ...)``, which are its first
    play's only (docs/protocol.md, "How v4 maps onto the rules core"). `every` as for `split_arguments`.
    `v5`: a card of another set than the base game's carries no argument (protocol v5), so gives none."""
    args = play.args
    if args and type(args[0]) is Act:
        inner = args[0]
        return [(inner.card,), *play_answers(inner, every=every, v5=v5)]
    if v5 and SPECS[play.card].set != "base":
        return []
    return split_arguments(SPECS[play.card].arguments, args, every=every)


def split_arguments(
    shape: tuple[int | None, ...], args: tuple[Card, ...], *, every: bool = True
) -> list[tuple[Card, ...]]:
    """The answers a protocol play's arguments give, one per up-front decision of the card (`shape`: cards
    per decision, None for "the rest"; a missing argument answers with no card). No arguments and not
    `every` (a game of the rules alone): no answer, every decision is asked."""
    if not args and not every:
        return []
    answers = []
    at = 0
    for count in shape:
        if count is None:
            answers.append(tuple(args[at:]))
            at = len(args)
        else:
            answers.append(tuple(args[at : at + count]))
            at += count
    return answers
