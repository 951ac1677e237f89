"""Pieces of play shared by the reference players: the money turn, buying by priority, defending, exposing.

Every function here decides from one player's own `State` view only (its hand, deck, discards and plays, the
public supply and trash), as a player program must. Costs come from `referee.rules.cards`; nothing here judges
legality (that is `referee.rules.legality`'s job), but every play built here is legal by construction, which
the
in-process tests check over thousands of games.

The turn of `MoneyPlayer` and its subclasses (see docs/protocol.md, "Turn flow", and docs/rules.md):

1. while `actions > 0`: play the action `choose_action` names, if any;
2. add every treasure in the hand, best first (after the first `add` there are no more actions);
3. while `buys > 0`: buy the card `choose_buy` names, if any;
4. end the turn with `(clean CARD)` exposing the least useful card in the hand, or `(clean)` if it is empty.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import chain

from players.answers import default_answer
from players.worth import worst_first
from protocol.catalogue import ACTION
from protocol.messages import (
    Act,
    Add,
    Buy,
    Card,
    Clean,
    Defended,
    Defense,
    DiscardDefense,
    Happened,
    MoatDefense,
    Moved,
    Play,
    State,
)
from referee.rules import SPECS, check_play

TERMINALS: frozenset[str] = frozenset(
    name for name, spec in SPECS.items() if ACTION in spec.types and spec.actions == 0
)
"""Action cards that give no +action (from the card specs): with one action per turn only one of them can be
played."""

TREASURE_ORDER: tuple[Card, ...] = (Card.GOLD, Card.SILVER, Card.COPPER)
"""Treasures in the order a player adds them (best first; the order does not change the coins)."""


def owned(state: State) -> Counter[Card]:
    """Every card the player owns (deck + hand + plays + discards), as a multiset."""
    return Counter(chain(state.deck, state.hand, state.plays, state.discards))


def kingdom_of(state: State) -> frozenset[Card]:
    """The game's kingdom cards as far as the view tells: a v4 view's `kingdom` (every pile, empty or not);
    else the kingdom cards left in the supply (a v1-v3 view lists no kingdom; an empty pile is then
    unseen)."""
    listed = getattr(state, "kingdom", ())
    if listed:
        return frozenset(listed)
    return frozenset(card for card in state.supply if card in SPECS and SPECS[card].kingdom)


def affordable(state: State, card: Card) -> bool:
    """`(buy card)` is legal now (a buy left, `card` in the supply, cost within the coins), as the referee
    judges it: `referee.rules.legality.check_play`, the project's one legality decision."""
    return check_play(state, Buy(card)) is None


def first_affordable(state: State, priorities: Iterable[Card]) -> Card | None:
    """The first card of `priorities` that `affordable` allows, or None."""
    for card in priorities:
        if affordable(state, card):
            return card
    return None


def treasure_to_add(state: State) -> Add | None:
    """`(add T)` for the best treasure in the hand, or None if the hand holds no treasure."""
    for treasure in TREASURE_ORDER:
        if treasure in state.hand:
            return Add(treasure)
    return None


def clean_up(state: State) -> Clean:
    """End the turn: `(clean)` for an empty hand, else `(clean C)` exposing the least useful card C.

    Decision (the protocol leaves the choice free): expose the card worth least by `KEEP` (a victory card,
    then copper, ...). Those are the cards opponents learn least from: every purchase is public, and a
    victory card or copper says nothing about how strong the rest of the hand was.
    """
    if not state.hand:
        return Clean()
    return Clean(worst_first(state.hand)[0])


def discard_down_to_three(hand: tuple[Card, ...]) -> DiscardDefense:
    """The discard defense against militia: keep the three best cards, discard the rest, worst first.

    Keeps the highest `KEEP` cards, but at most one terminal action (`TERMINALS`) unless a village is kept
    too, since only one terminal could be played next turn. The discards are listed worst first, so the one
    card shown to other players (the first) is the least informative. A hand of three or fewer cards gives
    `(discard)` (protocol v3: the defense must leave exactly three cards, or the whole hand if it is smaller).
    """
    if len(hand) <= 3:
        return DiscardDefense(())
    ranked = worst_first(hand)
    kept: list[Card] = []
    skipped: list[Card] = []
    has_village = Card.VILLAGE in hand
    for card in reversed(ranked):
        if len(kept) == 3:
            break
        terminal_clash = card in TERMINALS and not has_village and any(k in TERMINALS for k in kept)
        (skipped if terminal_clash else kept).append(card)
    for card in skipped:
        if len(kept) == 3:
            break
        kept.append(card)
    discards = Counter(hand) - Counter(kept)
    return DiscardDefense(tuple(worst_first(discards.elements())))


def defend_with_moat_or_discard(state: State, card: str = Card.MILITIA) -> Defense:
    """Answer the attack `card` (v3: always militia): `(moat)` when a moat is in the hand (it blocks and
    stays); else against militia discard down to 3 (`discard_down_to_three`), against any other attack
    `(discard)` (v4: nothing discarded, the attack goes on)."""
    if Card.MOAT in state.hand:
        return MoatDefense()
    if card != Card.MILITIA:
        return DiscardDefense(())
    return discard_down_to_three(state.hand)


class MoneyPlayer:
    """A player that plays actions (`choose_action`), adds all its treasures, buys (`choose_buy`), cleans up.

    Subclasses override `choose_action` and `choose_buy`. Against militia it reveals a moat when it holds one,
    else discards down to three (`discard_down_to_three`); against any other attack (v4) it reveals a moat or
    takes it. A v4 decision gets the kit's default answer (`decide`; subclasses override it for the cards they
    care about). It keeps no memory between calls: every decision comes from the state it is given, so one
    object can play any number of games.
    """

    def move(self, state: State) -> Play:
        """Answer `(move state)`: an action, else a treasure, else a buy, else the clean-up."""
        if state.actions > 0:
            action = self.choose_action(state)
            if action is not None:
                return action
        add = treasure_to_add(state)
        if add is not None:
            return add
        if state.buys > 0:
            card = self.choose_buy(state)
            if card is not None:
                return Buy(card)
        return clean_up(state)

    def defend(self, attacker: str, state: State, card: str = Card.MILITIA) -> Defense:
        """Answer `(attacked (act CARD) attacker state)`: moat if held, else against militia discard the
        worst cards, against another attack `(discard)`."""
        return defend_with_moat_or_discard(state, card)

    def decide(self, decision, state: State) -> tuple:
        """Answer a v4 decision (`(decide ...)`, or a card's up-front choice while `players.kit.act` builds a
        play): the kit's default answer for its kind (`players.answers.DEFAULTS`)."""
        return default_answer(decision, state)

    def notify(self, notification: Moved | Defended | Happened) -> None:
        """Other players' moves do not change this player's decisions."""

    def choose_action(self, state: State) -> Act | None:
        """The action to play now (state.actions > 0), or None to go on to treasures. Default: none."""
        return None

    def choose_buy(self, state: State) -> Card | None:
        """The card to buy now (state.buys > 0), or None to end the turn. Default: big money's rule."""
        return first_affordable(state, (Card.PROVINCE, Card.GOLD, Card.SILVER))

    def __repr__(self) -> str:
        return f"{type(self).__module__}.{type(self).__qualname__}()"


def money_priorities(state: State, kingdom: Iterable[Card] = ()) -> list[Card]:
    """What a money player buys, best first, with a simple end-game ("duchy dancing").

    Province (8+); duchy over gold when 4 or fewer provinces are left; gold (6-7); then the `kingdom` cards
    the caller wants (in its order); duchy over silver when 5 or fewer provinces are left; estate when 2 or
    fewer are left; silver (3+). "Provinces left" counts the province pile in the supply, so the thresholds
    suit 2-player games (8 provinces) and come later, relatively, with 3-4 players (12).
    """
    provinces = state.supply.count(Card.PROVINCE)
    priorities = [Card.PROVINCE]
    if provinces <= 4:
        priorities.append(Card.DUCHY)
    priorities.append(Card.GOLD)
    priorities.extend(kingdom)
    if provinces <= 5:
        priorities.append(Card.DUCHY)
    if provinces <= 2:
        priorities.append(Card.ESTATE)
    priorities.append(Card.SILVER)
    return priorities


def wants_another(count: int, cards_owned: int, *, second_at: int) -> bool:
    """Buy a first copy of a kingdom card at once and a second once the deck has `second_at` cards or more."""
    return count == 0 or (count == 1 and cards_owned >= second_at)
