"""The moves of cards between a game's places without triggers of their own: draw and shuffle, take and reveal
the top card, trash, discard and topdeck from the hand, play, the deck or cards set aside, mats and tokens.

Functions over a `referee.rules.game.Game` (the first argument, `game`), bound as its methods
(`game.draw(...)`): each keeps the views' caches (`Player._deck_view`, `_discards_view`,
`Game._trash_view`) and emits the move's public `Event`. The moves that run triggers (gain, trash,
discard as a card effect) are in `referee.rules.triggers`. Rules: the official rules (draw, shuffle only
when the deck is empty) and docs/rules-core.md, "What the game offers a hook".
"""

from __future__ import annotations

from collections.abc import Sequence

from protocol.messages import Card, Defense, DiscardDefense
from referee.rules.player import Player
from referee.rules.spec import SPECS, Gained, Played


def _shuffle(game, cards: list[Card]) -> None:
    # Sorting by one random float per card is a uniform shuffle (a tie, probability ~2**-53, keeps the
    # earlier order: still deterministic) and several times faster than random.shuffle's Python loop.
    rng = game.rng
    if rng is None:
        return
    random_key = rng.random
    cards.sort(key=lambda _card: random_key())


def _draw(game, player: Player, count: int) -> None:
    if player.tokens:
        count = game.fewer_drawn(player, count)  # the -1 Card token on its deck (Adventures)
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
            game._reshuffle(player)
            if player.gone:
                break  # ejected at a question of the shuffle (Stash's): its cards have left the game
        hand.append(deck.pop())
    player._deck_view = None  # (a shuffle's rule may have asked a decision, whose view was kept)


def _reshuffle(game, player: Player) -> None:
    # Only when a draw (or a reveal) finds the deck empty are the discards shuffled into a new deck.
    player.deck.extend(player.discards)
    player.discards.clear()
    player.unseen.clear()
    player._discards_view = None
    game._shuffle(player.deck)
    if game.listeners:
        game.emit("shuffle", player, ())
    if game.shuffle_rules:
        for rule in game.shuffle_rules:
            rule(game, player)
        player._deck_view = None


def _gain(game, player: Player, card: Card) -> None:
    # A buy in a game without gain triggers (`_watched` False): the gain path's moves only.
    game._take(card)
    player.discards.append(card)
    player._discards_view = None
    if game._recording:
        game.turn_gains.append(Gained(card, player.name, "discards", True))
    if game.listeners:
        game.emit("gain", player, (card,), "discards")


def _trash(game, player: Player, card: Card) -> None:
    player.hand.remove(card)
    game.trash.append(card)
    game._trash_view = None


def draw(game, player: Player, count: int) -> None:
    """`player` draws `count` cards (fewer if deck and discards run out), shuffling when the deck is
    empty."""
    game._draw(player, count)


def _put(game, player: Player, card: Card, to: str) -> None:
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


def move_gained(game, gained: Gained, to: str) -> bool:
    """Move the card of `gained` from where the gain put it to `to` ("trash", "deck", "hand",
    "discards"), as Watchtower, Royal Seal or Trader do; False (nothing moved) when it is no longer
    there (the "lose track" rule: a card already moved by another trigger stays)."""
    player = game.find(gained.player)
    if player is None or gained.moved or gained.to not in ("discards", "hand", "deck"):
        return False
    place = {"discards": player.discards, "hand": player.hand, "deck": player.deck}[gained.to]
    if not place or gained.card not in place:
        return False
    at = len(place) - 1 - place[::-1].index(gained.card)
    place.pop(at)
    player._deck_view = player._discards_view = None
    if to == "trash":
        game.trash.append(gained.card)
        game._trash_view = None
        game.emit("trash", player, (gained.card,))
        if game.trash_rules:
            game._trashed_rules(player, (gained.card,))
    else:
        game._put(player, gained.card, to)
        if to == "deck":
            game.emit("topdeck", player, (gained.card,))
    gained.to = to
    gained.moved = True
    return True


def insert_into_deck(game, player: Player, card: str, position: int) -> None:
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
        game.emit("topdeck", player, (), count=1)
    else:
        game.emit("insert", player, (str(position),))


def gain_from_trash(game, player: Player, card: str) -> None:
    """`player` gains `card` from the trash into its discards, with no trigger (tools and tests; a card
    effect uses ``yield from game.gain(player, card, source="trash")``). Raises ValueError if not
    there."""
    game.trash.remove(card)
    game._trash_view = None
    player.discards.append(SPECS[card].name)
    player._discards_view = None
    game.emit("gain", player, (card,), "discards")


def trash_from_hand(game, player: Player, cards: Sequence[str]) -> None:
    """`player` trashes `cards` from its hand, in order."""
    for card in cards:
        player.hand.remove(card)
        game.trash.append(SPECS[card].name)
    if cards:
        game._trash_view = None
        game.emit("trash", player, cards)
        if game.trash_rules:
            game._trashed_rules(player, cards)


def trash_from_play(game, player: Player, card: str) -> None:
    """`player` trashes its last played `card` from play (Feast trashing itself)."""
    plays = player.plays
    at = len(plays) - 1 - plays[::-1].index(card)
    game.trash.append(plays.pop(at))
    game._trash_view = None
    game.emit("trash", player, (card,))
    if game.trash_rules:
        game._trashed_rules(player, (card,))


def _discard_from_hand(game, player: Player, cards: Sequence[str]) -> None:
    """`player` discards `cards` from its hand, in order: the last listed ends on top of its discards
    (no trigger: a card effect discards with ``yield from game.discard(...)``)."""
    hand = player.hand
    discards = player.discards
    for card in cards:
        hand.remove(card)
        discards.append(card)
    if cards:
        player._discards_view = None
        game.emit("discard", player, cards)


def topdeck_from_hand(game, player: Player, cards: Sequence[str]) -> None:
    """`player` puts `cards` from its hand onto its deck; the first listed ends on top."""
    for card in reversed(cards):
        player.hand.remove(card)
        player.deck.append(card)
    if cards:
        player._deck_view = None
        game.emit("topdeck", player, (), count=len(cards))


def topdeck_from_discards(game, player: Player, cards: Sequence[str]) -> None:
    """`player` puts `cards` from its discard pile onto its deck (Harbinger); public, as the pile is."""
    for card in cards:
        at = len(player.discards) - 1 - player.discards[::-1].index(card)
        player.deck.append(player.take_discard(at))
    if cards:
        player._deck_view = player._discards_view = None
        game.emit("topdeck", player, cards)


def topdeck_from_play(game, player: Player, cards: Sequence[str]) -> None:
    """`player` puts `cards` from its play onto its deck (Herbalist's treasure at clean-up); the first
    listed ends on top; public, as the cards in play are. Raises ValueError for a card not in play."""
    for card in reversed(cards):
        plays = player.plays
        at = len(plays) - 1 - plays[::-1].index(card)
        player.deck.append(plays.pop(at))
    if cards:
        player._deck_view = None
        game.emit("topdeck", player, cards)


def deck_to_discards(game, player: Player) -> None:
    """`player` puts its whole deck into its discard pile at once (Chancellor); the deck is not looked
    at, so that part of the pile is shown in the canonical order (`Player.unseen`). The event carries no
    cards, only their `count` (for `referee -v`)."""
    count = len(player.deck)
    if count:
        player.unseen.append([len(player.discards), count])
    player.discards.extend(player.deck)
    player.deck.clear()
    player._deck_view = player._discards_view = None
    game.emit("discard", player, (), count=count)


def take_top(game, player: Player, *, asks: bool = False) -> Card | None:
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
            game._reshuffle(player)
        else:
            game._asks_blocked = True
            try:
                game._reshuffle(player)
            finally:
                game._asks_blocked = False
        if player.gone:
            return None  # ejected at a question of the shuffle (Stash's)
    player._deck_view = None
    return deck.pop()


def reveal_top(game, player: Player) -> Card | None:
    """`player` reveals its top card (see `take_top`) and sets it aside; returns it, or None."""
    card = game.take_top(player, asks=True)
    if card is not None:
        player.aside.append(card)
        game.emit("reveal", player, (card,))
    return card


def _discard_aside(game, player: Player, cards: Sequence[str]) -> None:
    """`player` discards `cards` from those it set aside (no trigger: ``yield from game.discard(...,
    source="aside")``)."""
    for card in cards:
        player.aside.remove(card)
        player.discards.append(card)
    if cards:
        player._discards_view = None
        game.emit("discard", player, cards)


def trash_aside(game, player: Player, cards: Sequence[str]) -> None:
    """`player` trashes `cards` from those it set aside."""
    for card in cards:
        player.aside.remove(card)
        game.trash.append(SPECS[card].name)
    if cards:
        game._trash_view = None
        game.emit("trash", player, cards)
        if game.trash_rules:
            game._trashed_rules(player, cards)


def topdeck_aside(game, player: Player, cards: Sequence[str]) -> None:
    """`player` puts `cards` from those it set aside back onto its deck; the first listed ends on top."""
    for card in reversed(cards):
        player.aside.remove(card)
        player.deck.append(SPECS[card].name)
    if cards:
        player._deck_view = None
        game.emit("topdeck", player, (), count=len(cards))


def put_in_play(game, player: Player, card: str, source: str | None = "hand") -> Played:
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
    if game.listeners:
        game.emit("play", player, (card,))
    this = Played(card)
    if player is not game.players[game.current]:
        game._off_turn.append((player, this))
    return this


def defend(game, name: str, defense: Defense) -> None:
    """Apply the defense of player `name`, accepted by `referee.rules.legality.check_defense` in its view.

    `(moat)` changes nothing (the moat stays in the hand). `(discard C ...)` moves the cards from the hand
    to the discards, the first listed ending on top (it is the one other players are shown).
    """
    player = game.find(name)
    if player is None:
        raise ValueError(f"no remaining player called {name!r}")
    if isinstance(defense, DiscardDefense):
        for card in defense.cards:
            player.hand.remove(card)
        player.discards.extend(reversed(defense.cards))
        player._discards_view = None


def add_vp(game, player: Player, count: int) -> None:
    """`player` takes `count` VP tokens (Monument, Bishop, Goons), added to its score; event ``vp``."""
    player.vp_tokens += count
    if count:
        game.emit("vp", player, (str(count),))


def add_coffers(game, player: Player, count: int) -> None:
    """`player` takes `count` Coffers (coin tokens it may spend in a later buy phase); event
    ``coffers``."""
    player.coffers += count
    if count:
        game.emit("coffers", player, (str(count),))


def spend_coffers(game, player: Player, count: int) -> None:
    """The current `player` spends `count` of its Coffers for +1 coin each (a v5 ``(coffers N)`` play, in
    its buy phase). Raises ValueError for a count below 1 or above its Coffers."""
    if not 1 <= count <= player.coffers:
        raise ValueError(f"{player.name} cannot spend {count} coffers: it has {player.coffers}")
    player.coffers -= count
    game.coins += count
    game.buying = True
    if game.actions:
        game.unused_actions = game.actions  # (read by Diadem)
    game.actions = 0
    game.emit("spend-coffers", player, (str(count),))


def put_on_mat(game, player: Player, mat: str, cards: Sequence[str], source: str = "hand") -> None:
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
        game.emit("mat", player, (mat, *cards))


TAVERN = "tavern"
"""The mat of a player's Reserve cards (Adventures), public: `Player.mats[TAVERN]`."""


def to_tavern(game, player: Player, this: Played) -> None:
    """A Reserve card's play puts the card onto its owner's Tavern mat (`TAVERN`): `this` (its `Played`)
    moves from play to the mat, unless it left play already (`this.moved`: the second play of a card a
    Throne Room played, a play in place), when nothing moves (the "lose track" rule). Event ``mat``."""
    if this.moved or this.card not in player.plays:
        return
    this.moved = True
    game.put_on_mat(player, TAVERN, [this.card], source="plays")


def take_from_mat(game, player: Player, mat: str, to: str = "hand") -> list[Card]:
    """`player` takes every card of its mat `mat` into its hand (or `to` "discards"); returns them. Event
    ``from-mat``."""
    cards = player.mats.pop(mat, [])
    if to == "hand":
        player.hand.extend(cards)
    else:
        player.discards.extend(cards)
        player._discards_view = None
    if cards:
        game.emit("from-mat", player, (mat, *cards))
    return cards
