"""A player of a game: its cards in their places (deck, hand, plays, discards, set aside, mats), its tokens,
the plays it keeps in play across turns (`Staying`), and the view caches of its deck and discards.

Lists are in physical order (`deck` and `discards` top LAST). The moves between places are the game's
(`referee.rules.moves`, `referee.rules.triggers`), which keep the caches.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from protocol.messages import Card
from referee.rules.spec import ORDER, TAVERN_VP, Played, score

_order = ORDER.__getitem__


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
    `debt` (debt tokens, never below 0: while any is left the player may buy nothing; docs/landscapes.md),
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
    debt: int = 0
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
        plus its VP tokens, plus the points of the cards scoring on its Tavern mat only (`TAVERN_VP`:
        Distant Lands)."""
        total = score(self.cards()) + self.vp_tokens
        tavern = self.mats.get("tavern") if self.mats else None
        if tavern and TAVERN_VP:
            total += sum(TAVERN_VP.get(card, 0) for card in tavern)
        return total
