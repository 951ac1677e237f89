"""Decisions and events as values: what a card asks a player, and what the game tells its observers.

A card's effect (see `referee.rules.cards`) is a generator that yields a `Decision` whenever it needs a choice
and receives the answer, a tuple of cards taken from `Decision.options`. The game stops at each pending
decision (`referee.rules.game.Game.pending`) and resumes when `Game.answer` gives the answer, so a choice that
depends on cards revealed half-way through a card is asked when it arises.
`referee.rules.legality.check_answer`
is the one judge of an answer.

Every public change of the game (a gain, a trash, a discard, a reveal, a shuffle, a play, an attack) is an
`Event` given to the game's listeners: transcripts, notifications and a player's own tracking.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from protocol.messages import (
    CARDS_BY_NAME,
    Add,
    Buy,
    Choice,
    Clean,
    Defended,
    Defense,
    Happened,
    Moved,
    Play,
    Question,
    State,
)

DECISION_KINDS: tuple[str, ...] = (
    "trash",  # trash the chosen cards
    "discard",  # discard the chosen cards (a Spy's attacker: discard the revealed card or leave it)
    "gain",  # gain the chosen card
    "topdeck",  # put the chosen cards onto the deck; with `ordered`, the first chosen ends on top
    "play",  # play the chosen action card (Throne Room: twice; Vassal: once)
    "reveal",  # reveal the chosen reaction (Moat) to be unaffected by an attack
    "set-aside",  # set the chosen card aside (Library)
    "choose",  # take the named option words (Chancellor: "discard-deck"; Pawn: "+card", "+action"...)
    "name",  # name a card (Wishing Well, Contraband): options are card names (source "cards")
    "return",  # return the chosen cards to their supply piles (Ambassador)
    "pass",  # pass the chosen card to the next player (Masquerade)
    "mat",  # put the chosen cards onto a mat (Island, Native Village)
    "pay",  # choose an amount: options are the words "0", "1", ... (source "amount": overpaying, Coffers)
    "insert",  # a place in the deck: how many cards end above the card, "0" (on top) ... (source "amount")
    "call",  # call the chosen Reserve card from the Tavern mat into play (source "mat": Ratcatcher, Guide)
)
"""What happens to the cards chosen in a decision, by `Decision.kind`."""

SOURCES: tuple[str, ...] = (
    "hand",
    "supply",
    "discards",
    "revealed",
    "trash",
    "choice",
    "play",  # cards in play
    "mat",  # the player's mat
    "deck",  # the player's deck (a multiset)
    "amount",  # numbers "0", "1", ... (a "pay" decision)
    "cards",  # card names in no one place (a "name" decision)
    "non-supply",  # cards left in the non-supply piles (Prizes, Rewards, Ferryman's pile)
)
"""Where a decision's options are, by `Decision.source`."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One choice a card asks of one player.

    The answer is a tuple of between `min` and `max` cards taken from `options` (a multiset: a card listed
    twice may be chosen twice). `min` 0 makes the decision optional ("you may"); an empty answer then
    declines. `options` already holds only the cards the rules allow (right type, cost within the limit,
    present where the decision takes them from), so a player may choose from it blindly.
    """

    player: str
    """Name of the player who decides: the player whose turn it is, or another (a Militia's victim, a
    Bandit's victim choosing which treasure to trash, a player revealing a Moat)."""
    card: str
    """The card whose effect asks (for a Moat's reveal: the attacking card)."""
    kind: str
    """What the chosen cards undergo: one of `DECISION_KINDS`."""
    options: tuple[str, ...]
    """The cards that may be chosen, in the canonical card order (a multiset)."""
    min: int
    """Fewest cards in an answer (0: the decision is optional)."""
    max: int
    """Most cards in an answer."""
    source: str = "hand"
    """Where the options are: one of `SOURCES`."""
    prompt: str = ""
    """The choice in words, for people: ``"trash up to 4 cards from your hand"``."""
    upfront: bool = False
    """True when the choice is known as the card is played (Remodel, Cellar, Chapel...): a protocol play
    carries its answer as an argument, ``(act remodel estate silver)``. False when it depends on cards seen
    while the card resolves (Library, Sentry, Vassal...) or is made by another player: asked when it
    arises."""
    ordered: bool = False
    """True when the order of the answer matters: cards put onto the deck (the first chosen ends on top),
    a Militia's discards (the first chosen ends on top, the one other players see)."""
    target: str | None = None
    """The player whose cards the choice is about, when not the decider (a Spy's or Thief's victim), or the
    attacker a Moat is revealed against."""
    types: str | None = None
    """The card type the options are restricted to (``"treasure"``, ``"action"``, ``"victory"``), if any."""
    max_cost: int | None = None
    """The highest cost an option may have, if the card limits it."""
    rule: str = ""
    """The limit in words, for an illegal answer's message: ``"remodel gains a card costing at most 2 more
    than the trashed card"``."""
    note: str = ""
    """What the limit was computed from, for the same message: ``"estate costs 2"``."""
    excluded: tuple[str, ...] = ()
    """Cards the asking card rules out whatever their cost (War Chest: the cards named this turn), so that an
    answer choosing one is refused with `rule` and `note` rather than as a card missing from the supply."""
    costs: tuple[tuple[str, int], ...] = ()
    """(card, coins) of the cards whose cost differs from the printed one when the decision is asked (a
    Bridge played: `Game.costs_differing`), so that an illegal answer's message quotes the cost that
    counts."""

    @property
    def optional(self) -> bool:
        """True when the player may choose nothing (`min` is 0)."""
        return self.min == 0


_CHOICES = {choice.value: choice for choice in Choice}


def question(decision: Decision) -> Question:
    """The wire's decision record of `decision` (docs/protocol.md, "How v4 maps onto the rules core"): the
    fields `player card kind source target options min max ordered`, field for field; options become
    `protocol.Card`s (or a `protocol.Choice` word such as ``discard-deck``; in v5 any other option word or
    amount stays a str: ``+card``, ``2``); the decision of an event (v6: Save) names it as a str.
    `prompt`, `types`, `max_cost`, `rule` and `note` are not sent: the options already obey them."""
    options = tuple(CARDS_BY_NAME.get(option) or _CHOICES.get(option, option) for option in decision.options)
    return Question(
        decision.player,
        CARDS_BY_NAME.get(decision.card, decision.card),  # an event's name stays a str (v6)
        decision.kind,
        decision.source,
        decision.target,
        options,
        decision.min,
        decision.max,
        decision.ordered,
    )


@dataclass(frozen=True, slots=True)
class Treasures:
    """A play of a game of the rules alone: play these treasures from the hand, in order, in one step.

    It stands for the `Add` plays of its `cards`, one after the other, and does exactly what they would do
    (`referee.rules.game.Game.apply`: each card moves from the hand to the plays, adds its coins, leaves no
    action, and the first Silver after a Merchant adds the Merchant's coin); the engine asks for it, judges
    it and applies it once instead of once per treasure (one view built, one play asked, one legality
    check), and tells observers and the other players of each `Add` as if they had been played so. An
    in-process strategy may play it in a game without a protocol version (`RULES_ALONE`: what
    `referee simulate` plays), never in a protocol game, whose grammar has no such play
    (`referee.rules.legality.check_play` rejects it there).
    """

    cards: tuple[str, ...]
    """The treasures played, first played first (a multiset of the hand's treasures, at least one)."""

    def plays(self) -> tuple[Add, ...]:
        """The protocol plays it stands for: ``(add CARD)`` for each card, in order."""
        return tuple(Add(card) for card in self.cards)


@dataclass(frozen=True, slots=True)
class BuyAndClean:
    """A play of a game of the rules alone: buy `card`, then clean up exposing `exposed`, in one step.

    It stands for ``(buy card)`` then ``(clean exposed)`` (``(clean)`` when `exposed` is None: an empty
    hand) and does exactly what they would do (`referee.rules.game.Game.apply`); a buy gains to the discards,
    so the hand it cleans up is the one the view shows. As with `Treasures`, the engine asks, judges and
    applies it once instead of twice, and tells observers and the other players of each play it stands for;
    only games without a protocol version take it (`referee.rules.legality.check_play` rejects it in a
    protocol game). A player buying with its last buy (buys 1) and then ending its turn may play it.
    """

    card: str
    """The card bought (from the supply, to the discards)."""
    exposed: str | None = None
    """The card of the hand exposed on top of the discards at clean-up, or None for an empty hand."""

    def plays(self) -> tuple[Buy, Clean]:
        """The protocol plays it stands for: ``(buy card)``, then ``(clean exposed)``."""
        return (Buy(self.card), Clean(self.exposed))


EVENT_KINDS: tuple[str, ...] = (
    "play",  # a card was played (a treasure, an action, a card played again by Throne Room)
    "gain",  # a card was gained (`to`: "discards", "hand" or "deck")
    "trash",  # cards were trashed
    "discard",  # cards were discarded (from the hand, or revealed cards)
    "topdeck",  # cards were put onto a deck (which cards is hidden unless revealed first)
    "reveal",  # cards were revealed to every player
    "shuffle",  # a player shuffled the discards into a new deck
    "attack",  # an attack was played (`cards`: the attacking card)
    "extra-turn",  # the player takes an extra turn, which starts now (Outpost)
    "vp",  # the player took VP tokens (`cards`: the count, as a word)
    "coffers",  # the player took Coffers (`cards`: the count)
    "spend-coffers",  # the player spent Coffers for coins (`cards`: the count)
    "mat",  # cards were put onto a mat (`cards`: the mat, then the cards)
    "from-mat",  # cards were taken from a mat (`cards`: the mat, then the cards)
    "insert",  # a hidden card of the hand was put into the deck under N cards (`cards`: N, as a word)
)
"""Kinds of `Event`."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened in the game, public unless said otherwise.

    `player` is whose cards moved (or who played, attacked or shuffled); `cards` the cards concerned (empty
    when hidden, as for a card put onto a deck from the hand); `to` where they went when the kind leaves it
    open (a gain: ``"discards"``, ``"hand"`` or ``"deck"``).

    Two fields the wire does not carry (the v4/v5 `happened` keeps its shape; the `-v` printer reads them):
    `count`, how many cards a ``topdeck`` whose cards are hidden put onto the deck (0: not said); and
    `exchange`, on the ``gain`` event of an exchange (a Madman for a Hermit, a Trader's Silver for the card
    gained), the card given back for it (told just before by its ``return`` event): an exchange is not a
    gain, though the wire tells the card taken as v4's ``(gain CARD discards)``.
    """

    kind: str
    player: str
    cards: tuple[str, ...] = ()
    to: str = ""
    count: int = 0
    exchange: str = ""


@runtime_checkable
class Strategy(Protocol):
    """Decisions of one player, in-process. The reference players in `players/` implement this.

    A strategy decides only from the view it is given (and the notifications it has seen). A strategy that
    ignores notifications may say so with a class attribute ``listens = False``: in-process, the engine then
    never builds nor sends it `moved` and `defended` (a saving per play in simulations); it changes nothing
    else. A strategy that reads a view only while deciding on it (it keeps no view to read after its
    answer) may say so with ``keeps_views = False``: in-process, the engine then makes the fields of its
    `move` views that strategies seldom read (trash, deck, discards; v5's seats, pile tokens, non-supply
    piles, costs, bans) only when first read, by the strategy or by the one judge of its play
    (`referee.views.Viewer.lazy`); a field read later shows the game as it is then.
    """

    def move(self, state: State) -> Play:
        """Answer `(move state)` with one play (in a game of the rules alone, also a `Treasures` or a
        `BuyAndClean`)."""
        ...

    def defend(self, attacker: str, state: State) -> Defense:
        """Answer `(attacked (act militia) attacker state)` with one defense (v3). In a v4 game the engine
        calls ``defend(attacker, state, card)`` against any attack but Militia (`card` the attacking card),
        so a v4 strategy declares ``defend(self, attacker, state, card="militia")``."""
        ...

    def notify(self, notification: Moved | Defended | Happened) -> None:
        """Take note of `(moved ...)`, `(defended ...)` or (v4) `(happened ...)`; no answer."""
        ...


@runtime_checkable
class Decider(Protocol):
    """Decisions of one player, one at a time, as the rules core asks them (a game of the rules alone: every
    decision asked when it arises; later the network seat). Beside `Strategy.move` for the plays."""

    def decide(self, decision: Decision, state: State) -> tuple:
        """Answer `decision` (`referee.rules.decisions.Decision`) with a tuple of cards from its options;
        `state` is the decider's view at that moment."""
        ...
