"""Every card of the Dominion base game, one `CardSpec` each, in one place: `SPECS`.

A spec holds a card's rules: victory points, treasure value, +cards/actions/buys/coins, the arguments a
protocol play of it carries, its effect, and `first_edition` when the first edition's text plays
differently. Its printed facts (wire name, cost, types, pile size, editions, text in our words) are its row
of the card catalogue, `protocol.catalogue`, which `spec` reads: no table here lists them again. The
catalogue holds every card of the sets up to Guilds, and each has its spec here or in its set's module.

An effect is a generator function ``effect(game, player, this)`` that changes the game through the methods of
`referee.rules.game.Game` and yields a `referee.rules.decisions.Decision` for every choice; the answer (a
tuple of cards) is what the ``yield`` returns. `this` is the `Played` record of the play, shared by the two
plays of a Throne Room, so that a card that moves itself (Feast) does so once.

Adding a card is its catalogue row, one spec here, one test file
(tests/rules/test_card_NAME.py) and one row in docs/rules.md.

The tables below the specs (`COST`, `VALUE`, `VP`, `ACTIONS`, `ORDER`...) are derived from `SPECS` for the
fast paths; nothing else lists cards. Tables are keyed by card name; a `protocol.messages.Card` hashes like
its name, so either finds the entry.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Generator, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from protocol.catalogue import (
    ACTION,
    CATALOGUE,
    CURSE,
    REACTION,
    TREASURE,
    VICTORY,
    UnknownCard,
)
from protocol.catalogue import ATTACK as ATTACK  # re-exported: the rules' modules spell types so
from protocol.catalogue import card as catalogue_card
from protocol.messages import CARDS_BY_NAME, Card
from protocol.versions import VERSIONS, introducing
from referee.rules.decisions import Decision

if TYPE_CHECKING:
    from referee.rules.game import Game, Player

EDITIONS: tuple[int, ...] = (1, 2)
"""Dominion editions: 1 (2008) and 2 (2016, the default). Where texts differ the game's `edition` decides."""

Effect = Callable[["Game", "Player", "Played"], Generator[Decision, tuple, None]]
"""A card's effect: ``effect(game, player, this)``, a generator yielding decisions and receiving answers."""


@dataclass(slots=True)
class Played:
    """One play of a card (shared by the two plays of a Throne Room).

    `moved` becomes True once the card has left play by its own effect (Feast trashing itself), so a second
    play of it does not move it again (the official "lose track" rule). `value` is what this play of a
    treasure added in coins (Bank, Venture: each play its own); `memo` holds what a card remembers of its play
    across turns (a duration's choice, the card a King's Court played: `referee.rules.game.Game.stay`)."""

    card: str
    moved: bool = False
    value: int = 0
    memo: dict = field(default_factory=dict)


@dataclass(slots=True)
class Gained:
    """One gain under way, shared by every trigger it runs (the gainer's own `on_gain`, watchers in play,
    reactions in hand), so that a card moved by one (Watchtower trashing it) is known to the next: the
    official "lose track" rule.

    `card` the card gained; `player` the gainer's name; `to` where it is now: ``"discards"``, ``"hand"``,
    ``"deck"``, ``"trash"``, or ``""`` once something else moved it; `bought` True when the gain is a buy;
    `source` where it came from: ``"supply"``, ``"trash"``, ``"non-supply"``; `moved` True once a trigger
    moved it on (`Game.move_gained`): no other trigger can move it again."""

    card: str
    player: str
    to: str = "discards"
    bought: bool = False
    source: str = "supply"
    moved: bool = False


Hook = Callable[["Game", "Player", "Played | Gained"], Generator[Decision, tuple, None]]
"""A trigger of a card's own event (`on_buy`, `on_gain`, `on_trash`, `on_discard`, `at_start`,
`at_clean_up`): ``hook(game, player, record)``, a generator like an effect. `record` is the `Gained` for a
buy or a gain, else the `Played` of the card (a new one for a card not in play)."""

Watch = Callable[["Game", "Player", str, "Gained"], Generator[Decision, tuple, None]]
"""A watcher: ``watch(game, owner, card, gained)``, run when `owner` (who has `card` in play, or in hand for
a reaction to gains) buys or gains a card (`gained`). A generator like an effect."""

Reaction = Callable[["Game", "Player", "Player", str], Generator[Decision, tuple, bool]]
"""A reaction to an attack, revealed from the hand: ``react(game, victim, attacker, attack)``; returns (as a
generator's return value) True when the victim is then unaffected (Moat)."""

TreasureWatch = Callable[["Game", "Player", "Player", "Played"], Generator[Decision, tuple, None]]
"""A watcher of the other players' treasures: ``watch(game, owner, player, this)``, run when `player` (not
`owner`, who has the watching card in play) plays a treasure (`this`: its `Played`). A generator."""

CostModifier = Callable[["Game", str], int]
"""While its card is in play: ``modifier(game, card)`` -> coins `card` costs less (Quarry: 2 for an
action)."""


@dataclass(frozen=True, slots=True)
class CardSpec:
    """Everything the rules know of one card.

    `pile` is the supply pile size for 2, 3 and 4 players; `vp` the fixed victory points (Gardens: 0, see
    `score`); `coins` the coins the card gives when played (a treasure's value, an action's +coins);
    `cards`, `actions`, `buys` an action's +cards, +actions, +buys, given first when it is played (every
    base card gives them before the rest of its effect), then `effect` does the rest. `arguments` gives,
    for each decision a protocol play of the card answers up front (``(act remodel estate silver)``), how
    many cards the play lists for it (None: any number); empty: the play lists no card. `editions` are the
    editions whose box holds the card (any card may be chosen for any game; the edition picks the texts).
    `first_edition` is the first edition's text where it plays differently from `text`, else None;
    `first_types` the types of its first printing where an errata changed them (Prince), else empty: a
    game's `types` of a card are read with `referee.rules.game.Game.types`, which knows the edition.
    """

    name: str
    cost: int
    types: frozenset[str]
    text: str
    pile: tuple[int, int, int] = (10, 10, 10)
    vp: int = 0
    coins: int = 0
    cards: int = 0
    actions: int = 0
    buys: int = 0
    effect: Effect | None = None
    arguments: tuple[int | None, ...] = ()
    editions: tuple[int, ...] = (1, 2)
    first_edition: str | None = None
    first_types: frozenset[str] = frozenset()
    kingdom: bool = True
    set: str = "base"
    potion: bool = False
    supply: bool = True
    # ---- behaviours beyond the fixed numbers (every one optional; None: the card has none) ----
    points: Callable[[Sequence[str]], int] | None = None
    on_buy: Hook | None = None
    on_gain: Hook | None = None
    on_trash: Hook | None = None
    on_discard: Hook | None = None
    when_discarded: Watch | None = None
    at_start: Hook | None = None
    at_clean_up: Hook | None = None
    at_start_in_hand: Hook | None = None
    watch_buy: Watch | None = None
    watch_gain: Watch | None = None
    react_gain: Watch | None = None
    replace_gain: Watch | None = None
    react_trash: Watch | None = None
    # Whether the `react_gain` in `player`'s hand has anything to do for `gained` (Hovel: only its owner's
    # victory cards); None: always. One with nothing to do is not among the triggers the gainer orders.
    react_gain_when: Callable[[Game, Player, Gained], bool] | None = None
    watch_attack_play: Watch | None = None
    watch_others_gain: Watch | None = None
    watch_others_treasure: (
        Callable[[Game, Player, Player, Played], Generator[Decision, tuple, None]] | None
    ) = None
    react_attack: Reaction | None = None
    react_when: Callable[[Sequence[str]], bool] | None = None
    shields: bool = False
    cost_modifier: CostModifier | None = None
    own_cost: Callable[[Game, int], int] | None = None
    may_buy: Callable[[Sequence[str]], str | None] | None = None
    needs: tuple[str, ...] = ()
    bane: bool = False
    pile_aside: tuple[int, ...] = ()
    setup: Callable[[Game], None] | None = None
    treasure_values: tuple[tuple[str, int], ...] = ()

    @property
    def is_action(self) -> bool:
        """True for an action card (it can be played with `(act ...)`)."""
        return ACTION in self.types


# ---- the tables, filled once every set module is collected (see the end of this module) --------------------

SPECS: dict[str, CardSpec] = {}
ORDER: dict[str, int] = {}
COST: dict[str, int] = {}
VALUE: dict[str, int] = {}
VP: dict[str, int] = {}
ARGUMENTS: dict[str, tuple[int | None, ...]] = {}


def sort_cards(cards) -> tuple[str, ...]:
    """`cards` (any iterable of card names) as a tuple in the canonical order of `ORDER` (filled once every
    set module is collected: set modules import it and call it inside effects)."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


# ---- helpers the effects share ---------------------------------------------------------------------------


def distinct(cards) -> tuple[str, ...]:
    return tuple(sorted(set(cards), key=ORDER.__getitem__))


def gain_decision(
    game: Game,
    player: Player,
    card: str,
    max_cost: int,
    *,
    types: str | None = None,
    to: str = "discards",
    rule: str = "",
    note: str = "",
    upfront: bool = True,
    potion: bool = False,
) -> Decision:
    """The decision "gain a card costing up to `max_cost` coins" (of type `types`: ``"action"``...),
    from the supply, costs as the game computes them now (`Game.cost`: Bridge, Quarry...).

    `to` is where the gained card goes (``"discards"``, ``"hand"``, ``"deck"``: words of the prompt only;
    the effect gains it there); `potion` True lets a card whose cost has a potion be chosen (Remodel on a
    Golem); `rule` and `note` word an illegal answer's message; `upfront` False when a protocol play cannot
    carry the answer (it depends on what the card revealed). An empty supply gives a decision with no
    option (min 0)."""
    cost = game.cost
    options = tuple(
        c
        for c, count in game.piles.items()
        if count > 0
        and cost(c) <= max_cost
        and (types is None or types in SPECS[c].types)
        and (not SPECS[c].potion or potion)
    )
    what = f"{'an' if types[0] in 'aeiou' else 'a'} {types} card" if types else "a card"
    where = {"discards": "", "hand": " to your hand", "deck": " onto your deck"}[to]
    return Decision(
        player.name,
        card,
        "gain",
        options,
        1 if options else 0,
        1 if options else 0,
        "supply",
        f"gain {what}{where} costing up to {max_cost}",
        upfront=upfront,
        types=types,
        max_cost=max_cost,
        rule=rule or f"{card} gains {what} costing at most {max_cost}",
        note=note,
        costs=game.costs_differing(),
    )


def exact_cost_gain(
    game: Game, decider: Player, card: str, trashed: str, more: int, *, target: str | None = None
) -> Decision:
    """The decision "gain a card from the supply costing exactly `more` coins more than `trashed`" (Upgrade:
    1, Swindler: 0), asked of `decider`, for `target` when another player gains it (Swindler's victim).

    Costs are the game's now (`Game.cost`: after a Bridge an Estate costs 1, so Upgrade turns a Copper into
    an Estate), and the potion part must equal the trashed card's. The card must be chosen when the supply
    holds one at that cost; none left at that cost: a decision with no option."""
    cost = game.cost(trashed) + more
    potion = game.potion_cost(trashed)
    options = tuple(
        c
        for c, count in game.piles.items()
        if count > 0 and game.cost(c) == cost and game.potion_cost(c) == potion
    )
    exactly = "the same as" if more == 0 else f"{more} more than"
    whose = f"{target}'s" if target else "the"
    return Decision(
        decider.name,
        card,
        "gain",
        options,
        min(1, len(options)),
        min(1, len(options)),
        "supply",
        f"choose a card costing {cost} ({exactly} {whose} trashed {trashed})"
        + (f" for {target} to gain" if target else " to gain"),
        target=target,
        # No `max_cost`: the illegal-answer message is then the rule itself, for a card too cheap as for
        # one too dear.
        rule=f"{card} gains a card costing exactly {cost} ({exactly} the trashed {trashed})",
    )


def reveal_cards(game: Game, player: Player, count: int) -> list[str]:
    """`player` reveals its top `count` cards and sets them aside, first revealed first (fewer when deck and
    discards run out; a shuffle on the way leaves the cards already revealed out of the new deck)."""
    revealed = []
    for _ in range(count):
        card = game.reveal_top(player)
        if card is None:
            break
        revealed.append(card)
    return revealed


def keep_and_put_back(
    game: Game, player: Player, card: str, kept: Callable[[CardSpec], bool], revealed: list[str]
):
    """Scout and Patrol: of the cards `player` `revealed` (set aside), every one that is `kept` goes into the
    hand (all of them: none may stay on the deck), the rest back onto the deck in the order the player
    chooses, asked only when they differ (the first chosen ends on top). Only those cards: a Golem's second
    action may be set aside too."""
    for one in [c for c in revealed if kept(SPECS[c])]:
        player.aside.remove(one)
        player.hand.append(one)
    rest = tuple(c for c in revealed if not kept(SPECS[c]))
    if len(set(rest)) > 1:
        rest = yield Decision(
            player.name,
            card,
            "topdeck",
            tuple(sorted(rest, key=ORDER.__getitem__)),
            len(rest),
            len(rest),
            "revealed",
            "put the other revealed cards back onto your deck in any order (the first chosen ends on top)",
            ordered=True,
        )
        if player.gone:
            return
    game.topdeck_aside(player, rest)


def this_turn(game: Game) -> dict[str, Any]:
    """What cards remember until the end of the turn under way, by key (``"war-chest"``: the cards named for
    War Chests; ``"offered-topdeck"``: the gains already offered to go onto the deck): a dict, new and empty
    at the start of each turn (`Game.this_turn`)."""
    return game.this_turn()


def play_treasure_again(game: Game, player: Player, first: Played):
    """`player` plays again the treasure of `first`, its play just over (Tiara: a treasure played two times):
    no move, its value added again (`Game.treasure_value`), announced as a `play` event, its effect run
    again. A card the first play moved out of play stays moved (the "lose track" rule: an Investment
    trashed by its first play cannot be trashed by its second). A generator to ``yield from``."""
    card = first.card
    this = Played(card, moved=first.moved, value=game.treasure_value(card))
    game.coins += this.value
    game.emit("play", player, (card,))
    effect = SPECS[card].effect
    if effect is not None:
        yield from effect(game, player, this)


def non_supply_decision(
    game: Game,
    player: Player,
    card: str,
    prompt: str,
    *,
    kind: str | None = None,
    optional: bool = False,
    rule: str = "",
) -> Decision:
    """The decision "gain one card of the non-supply piles" (of type `kind`: ``"prize"``, ``"reward"``;
    every non-supply card when None), kind ``"gain"``, source ``"non-supply"``: the options are the distinct
    cards left there (`Game.non_supply_cards`: each Prize once). `optional` lets the player take none. No
    card left: a decision with no option (min 0). The effect gains the chosen card with
    ``yield from game.gain(player, chosen, source="non-supply")``, the one gain path (its triggers run)."""
    options = game.non_supply_cards(kind)
    least = 0 if optional or not options else 1
    return Decision(
        player.name,
        card,
        "gain",
        options,
        least,
        1 if options else 0,
        "non-supply",
        prompt,
        types=kind,
        rule=rule or f"{card} gains a {kind or 'card'} from the non-supply piles",
    )


def from_hand(
    player: Player,
    card: str,
    kind: str,
    lo: int,
    hi: int,
    prompt: str,
    *,
    types: str | None = None,
    upfront: bool = True,
    ordered: bool = False,
) -> Decision:
    """A decision choosing `lo`..`hi` cards of the player's hand (of type `types`), clamped to what it
    holds."""
    options = sort_cards(c for c in player.hand if types is None or types in SPECS[c].types)
    hi = min(hi, len(options))
    return Decision(
        player.name,
        card,
        kind,
        options,
        min(lo, hi),
        hi,
        "hand",
        prompt,
        upfront=upfront,
        ordered=ordered,
        types=types,
    )


def choose(
    player: Player,
    card: str,
    words: Sequence[str],
    prompt: str,
    *,
    count: int = 1,
    optional: bool = False,
    upfront: bool = False,
    target: str | None = None,
) -> Decision:
    """A choose-one (or choose-`count`) decision of `player` among option `words` (Pawn's ``"+card"``,
    ``"+action"``, ``"+buy"``, ``"+coin"``; each card's words are listed in docs/rules.md), kind
    ``"choose"``, source ``"choice"``. The answer is a tuple of distinct words; `optional` lets the player
    choose none. `upfront` True when a protocol play carries the answer. Raises ValueError for a word that
    is not lowercase letters, digits, ``+`` and ``-`` (the protocol's word shape) or a repeated word."""
    words = tuple(words)
    for word in words:
        if not word or not all(c.islower() or c.isdigit() or c in "+-" for c in word):
            raise ValueError(f"{card}: option word {word!r} is not lowercase letters, digits, + and -")
    if len(set(words)) != len(words):
        raise ValueError(f"{card}: option words repeat: {words!r}")
    count = min(count, len(words))
    return Decision(
        player.name,
        card,
        "choose",
        words,
        0 if optional else count,
        count,
        "choice",
        prompt,
        upfront=upfront,
        target=target,
    )


def trash_from_hand(game: Game, player: Player, card: str, lo: int, hi: int, prompt: str):
    """`player` trashes `lo` to `hi` cards of its hand for `card` (`from_hand`, clamped to what the hand
    holds, asked when the effect resolves: ``upfront`` False); nothing is asked from an empty hand. A
    generator to ``yield from``: Junk Dealer and Altar trash one, Infirmary up to one, Dame Anna and Souk's
    gain up to two."""
    if not player.hand:
        return
    chosen = yield from_hand(player, card, "trash", lo, hi, prompt, upfront=False)
    if chosen and not player.gone:
        yield from game.trash_cards(player, chosen)


def look_at_top(game: Game, player: Player, count: int) -> list[str]:
    """`player` takes up to `count` cards (a whole number >= 0) from the top of its deck, shuffling its
    discards in when the deck runs out, and sets each aside at once (`Player.aside`), seen by it alone (a
    shuffle meanwhile may ask a decision: Stash); returns them, top first (fewer when deck and discards run
    out). Sentry, Lookout, Catacombs, Navigator, Survivors, Cartographer, Jack of All Trades, Duchess."""
    looked = []
    for _ in range(count):
        card = game.take_top(player, asks=True)
        if card is None:
            break
        looked.append(card)
        player.aside.append(card)
    return looked


def discard_or_put_back(game: Game, player: Player, card: str, count: int):
    """`player` looks at its `count` top cards (set aside, seen by it alone) and either discards them all or
    puts them back in an order it chooses (Navigator, Survivors): a ``choose`` of ``discard-all`` or
    ``put-back``, then, when two of them differ, an ordered ``topdeck`` decision (source ``revealed``). A
    generator to ``yield from``."""
    look_at_top(game, player, count)
    if not player.aside:
        return
    looked = sort_cards(player.aside)
    chosen = yield choose(
        player,
        card,
        ("discard-all", "put-back"),
        f"you look at {' '.join(looked)}: discard them all (discard-all), or put them back in an order you "
        "choose (put-back)",
    )
    if player.gone:
        return
    if chosen == ("discard-all",):
        yield from game.discard(player, list(player.aside), source="aside")
        return
    order: tuple[str, ...] = tuple(player.aside)
    if len(set(order)) > 1:
        order = yield Decision(
            player.name,
            card,
            "topdeck",
            looked,
            len(looked),
            len(looked),
            "revealed",
            "put the cards back onto your deck in any order (the first chosen ends on top)",
            ordered=True,
            rule=f"{card} puts back every card it looked at",
        )
        if player.gone:
            return
    game.topdeck_aside(player, order)


def name_a_card(
    game: Game,
    player: Player,
    card: str,
    prompt: str,
    *,
    upfront: bool = False,
    target: str | None = None,
) -> Decision:
    """The decision "name a card" of `player` (Wishing Well, Contraband, Doctor...), kind ``"name"``, source
    ``"cards"``: exactly one of every card the game holds (`Game.card_names`: its supply piles, empty or not,
    its non-supply piles and the starting cards), in the canonical order. A card the game does not hold
    cannot be named: naming one is legal by the rules but never differs from naming a card nobody has."""
    options = game.card_names()
    return Decision(player.name, card, "name", options, 1, 1, "cards", prompt, upfront=upfront, target=target)


def amount(
    player: Player,
    card: str,
    most: int,
    prompt: str,
    *,
    least: int = 0,
    upfront: bool = False,
) -> Decision:
    """The decision "choose an amount from `least` to `most`" of `player` (overpaying, spending Coffers,
    coins to pay), kind ``"pay"``, source ``"amount"``: the options are the words ``"0"``, ``"1"``, ...
    and the answer is one of them (`int(answer[0])`)."""
    words = tuple(str(n) for n in range(least, max(least, most) + 1))
    return Decision(player.name, card, "pay", words, 1, 1, "amount", prompt, upfront=upfront)


def chosen_amount(answer: Sequence[str]) -> int:
    """The number an answer to an `amount` decision chose (0 for an empty answer of an ejected player)."""
    return int(answer[0]) if answer else 0


def unaffected(game: Game, victim: Player, attacker: Player, card: str):
    """Whether `victim` escapes the attack `card` of `attacker` (a generator to ``yield from``).

    Reactions to attacks are one mechanism: a victim holding a card whose spec has `react_attack` (Moat,
    Secret Chamber, Diplomat...) is asked whether to reveal one (a ``"reveal"`` decision, optional); a card
    revealed runs its `react_attack`, and the victim is then asked again among the reactions it holds that it
    has not revealed against this attack, until it declines or has none left (each reaction card once per
    attack: our ruling, docs/rules-core.md). The victim is unaffected when any revealed reaction says so
    (Moat). With `game.ask_every_victim` (a protocol v4 game) a victim without one is asked too, a decision
    with no option, so that the engine asks every victim its defense. A victim ejected meanwhile is
    unaffected too. Attacks call this for each other player in turn order, just before affecting that
    player.
    """
    if victim.gone:
        return True
    # A card of the victim's play that shields it (Lighthouse) makes it unaffected; reactions may still be
    # revealed (a Secret Chamber's draw).
    # bool(): not the play list itself, which a reaction played from the hand (Guard Dog) may fill meanwhile.
    shielded = bool(SHIELDS and victim.plays and not SHIELDS.isdisjoint(victim.plays))
    decision = reaction_decision(victim.name, victim.hand, attacker.name, card)
    if decision is None:
        if not game.ask_every_victim:
            return bool(shielded)
        # A protocol v4 game asks every victim (`attacked`), with a reaction in hand or not.
        decision = _no_reaction(
            victim, attacker, card, f"no reaction to reveal against {attacker.name}'s {card}"
        )
    safe = False
    revealed: set[str] = set()
    while decision is not None:
        answer = yield decision
        if victim.gone:
            return True
        if not answer:
            break
        reaction = answer[0]
        revealed.add(reaction)
        game.emit("reveal", victim, tuple(answer))
        if (yield from SPECS[reaction].react_attack(game, victim, attacker, card)):
            safe = True
        if victim.gone:
            return True
        decision = reaction_decision(victim.name, victim.hand, attacker.name, card, revealed)
        if decision is None and game.cover_reactions:
            decision = _cover_reaction(game, victim, attacker, card, revealed)
    return safe or bool(shielded)


def _cover_reaction(game: Game, victim: Player, attacker: Player, card: str, revealed: Collection[str]):
    """With `Game.cover_reactions`, the further question after a reaction revealed when `victim` holds no
    other reaction it may reveal but owns one (public: every gain is told): a ``reveal`` decision with no
    option, so that whether the victim is asked again does not tell what its hand holds. None when it owns
    no other reaction to attacks."""
    hand = victim.hand
    for other in game.attack_reactions:
        when = SPECS[other].react_when
        if other not in revealed and (when is None or when(hand)) and victim.owns(other):
            return _no_reaction(
                victim,
                attacker,
                card,
                f"no other reaction to reveal against {attacker.name}'s {card} (every owner of one is asked)",
            )
    return None


def _no_reaction(victim: Player, attacker: Player, card: str, prompt: str) -> Decision:
    """The reveal decision of no option that asks `victim` about the attack `card` of `attacker` though it
    has no reaction to reveal (its one answer is ``(choose)``)."""
    return Decision(
        victim.name, card, "reveal", (), 0, 0, "hand", prompt, target=attacker.name, types=REACTION
    )


def reaction_decision(
    victim: str, hand: Sequence[str], attacker: str | None, card: str, revealed: Collection[str] = ()
) -> Decision | None:
    """The decision an attack `card` asks of `victim` holding `hand` before affecting it: reveal a reaction
    to attacks (a card whose spec has `react_attack`: Moat...) that the hand allows (`react_when`: Diplomat
    from 5 cards or more) and that is not among the reactions already `revealed` against this attack, or
    not (optional). None when the hand holds none. `attacker` is the attacking player's name (None where
    unknown: a defense judged from the defender's view alone)."""
    reactions = distinct(
        c
        for c in hand
        if SPECS[c].react_attack is not None
        and c not in revealed
        and (SPECS[c].react_when is None or SPECS[c].react_when(hand))
    )
    if not reactions:
        return None
    return Decision(
        victim,
        card,
        "reveal",
        reactions,
        0,
        1,
        "hand",
        f"reveal a reaction to be unaffected by {attacker}'s {card}"
        if reactions == ("moat",)
        else f"you may reveal a reaction to {attacker}'s {card}",
        target=attacker,
        types=REACTION,
    )


HAND_AFTER_MILITIA = 3
"""Cards a Militia's victim keeps in hand."""


def militia_discard(victim: str, hand: Sequence[str], attacker: str | None) -> Decision | None:
    """The decision Militia asks of `victim` holding `hand`: discard down to `HAND_AFTER_MILITIA` cards, the
    first chosen ending on top (the one other players see). None with that many cards or fewer in hand.
    `attacker` as for `reaction_decision`."""
    if len(hand) <= HAND_AFTER_MILITIA:
        return None
    count = len(hand) - HAND_AFTER_MILITIA
    return Decision(
        victim,
        "militia",
        "discard",
        sort_cards(hand),
        count,
        count,
        "hand",
        "discard down to 3 cards in hand",
        ordered=True,
        target=attacker,
    )


def victims(game: Game, attacker: Player, card: str):
    """The other players, in turn order, that `attacker`'s attack `card` may affect (after announcing it).

    Iterate, and for each victim ``if (yield from unaffected(game, victim, attacker, card)): continue``.
    """
    game.emit("attack", attacker, (card,))
    return game.others(attacker.name)


# ---- the effects, card by card (alphabetical) ------------------------------------------------------------


def _adventurer(game: Game, player: Player, this: Played):
    found = 0
    revealed: list[str] = []  # its own cards only: a Golem's second action may be set aside too
    while found < 2:
        card = game.reveal_top(player)
        if card is None:
            break
        revealed.append(card)
        if card in game.values:  # this game's treasures (a Charlatan's Curse too)
            found += 1
    treasures = [c for c in revealed if c in game.values]
    for card in treasures:
        player.aside.remove(card)
        revealed.remove(card)
    player.hand.extend(treasures)
    yield from game.discard(player, revealed, source="aside")
    return
    yield


def _artisan(game: Game, player: Player, this: Played):
    chosen = yield gain_decision(game, player, "artisan", 5, to="hand")
    if chosen:
        yield from game.gain(player, chosen[0], to="hand")
    put = yield from_hand(player, "artisan", "topdeck", 1, 1, "put a card from your hand onto your deck")
    game.topdeck_from_hand(player, put)


def _bandit(game: Game, player: Player, this: Played):
    yield from game.gain(player, "gold")
    for victim in victims(game, player, "bandit"):
        if (yield from unaffected(game, victim, player, "bandit")):
            continue
        game.reveal_top(victim)
        game.reveal_top(victim)
        good = sort_cards(c for c in victim.aside if c in game.values and c != "copper")
        if len(set(good)) > 1 or game.ask_bandit_victims:
            chosen = yield Decision(
                victim.name,
                "bandit",
                "trash",
                good,
                min(1, len(good)),
                min(1, len(good)),
                "revealed",
                "trash one of your revealed treasures other than copper",
                target=player.name,
                types=TREASURE,
            )
            if victim.gone:
                continue
        else:
            chosen = good[:1]
        yield from game.trash_cards(victim, chosen, source="aside")
        yield from game.discard(victim, list(victim.aside), source="aside")


def _bureaucrat(game: Game, player: Player, this: Played):
    yield from game.gain(player, "silver", to="deck")
    for victim in victims(game, player, "bureaucrat"):
        if (yield from unaffected(game, victim, player, "bureaucrat")):
            continue
        victories = distinct(c for c in victim.hand if VICTORY in SPECS[c].types)
        if not victories:
            game.emit("reveal", victim, tuple(victim.hand))
            continue
        chosen: tuple[str, ...] = victories  # one kind of victory card: no choice to ask
        if len(victories) > 1:
            chosen = yield Decision(
                victim.name,
                "bureaucrat",
                "topdeck",
                victories,
                1,
                1,
                "hand",
                "reveal a victory card from your hand and put it onto your deck",
                target=player.name,
                types=VICTORY,
            )
        if victim.gone or not chosen:
            continue
        game.emit("reveal", victim, tuple(chosen))
        game.topdeck_from_hand(victim, chosen)


def _cellar(game: Game, player: Player, this: Played):
    chosen = yield from_hand(
        player, "cellar", "discard", 0, len(player.hand), "discard any number of cards, then draw as many"
    )
    yield from game.discard(player, chosen)
    game.draw(player, len(chosen))


def _chancellor(game: Game, player: Player, this: Played):
    chosen = yield Decision(
        player.name,
        "chancellor",
        "choose",
        ("discard-deck",),
        0,
        1,
        "choice",
        "you may put your deck into your discard pile",
        upfront=True,
    )
    if chosen:
        game.deck_to_discards(player)


def _chapel(game: Game, player: Player, this: Played):
    chosen = yield from_hand(player, "chapel", "trash", 0, 4, "trash up to 4 cards from your hand")
    yield from game.trash_cards(player, chosen)


def _council_room(game: Game, player: Player, this: Played):
    for other in game.others(player.name):
        game.draw(other, 1)
    return
    yield


def _feast(game: Game, player: Player, this: Played):
    if not this.moved:
        this.moved = True
        yield from game.trash_cards(player, ("feast",), source="plays")
    chosen = yield gain_decision(game, player, "feast", 5)
    if chosen:
        yield from game.gain(player, chosen[0])


def _harbinger(game: Game, player: Player, this: Played):
    if player.discards:
        chosen = yield Decision(
            player.name,
            "harbinger",
            "topdeck",
            sort_cards(player.discards),
            0,
            1,
            "discards",
            "you may put a card from your discard pile onto your deck",
        )
        game.topdeck_from_discards(player, chosen)


def _library(game: Game, player: Player, this: Played):
    set_aside: list[str] = []  # its own cards only: a Golem's second action may be set aside too
    while len(player.hand) < 7:
        card = game.take_top(player, asks=True)  # each into the hand at once: a shuffle may ask (Stash)
        if card is None:
            break
        player.hand.append(card)
        if ACTION in SPECS[card].types:
            chosen = yield Decision(
                player.name,
                "library",
                "set-aside",
                (card,),
                0,
                1,
                "hand",
                f"you may set the {card} you drew aside (it is discarded after drawing)",
            )
            if player.gone:
                return
            if chosen:
                player.hand.pop()
                player.aside.append(card)
                set_aside.append(card)
    yield from game.discard(player, set_aside, source="aside")


def _merchant(game: Game, player: Player, this: Played):
    game.merchants += 1
    return
    yield


def _militia(game: Game, player: Player, this: Played):
    for victim in victims(game, player, "militia"):
        if (yield from unaffected(game, victim, player, "militia")):
            continue
        decision = militia_discard(victim.name, victim.hand, player.name)
        if decision is None:
            continue
        chosen = yield decision
        if victim.gone:
            continue
        # The first card chosen ends on top: the one other players see.
        yield from game.discard(victim, tuple(reversed(chosen)))


def _mine(game: Game, player: Player, this: Played):
    treasures = sort_cards(c for c in player.hand if c in game.values)  # a Charlatan's Curse too
    most = min(1, len(treasures))
    must = min(1 if game.edition == 1 and treasures else 0, most)
    chosen = yield Decision(
        player.name,
        "mine",
        "trash",
        treasures,
        must,
        most,
        "hand",
        "trash a treasure from your hand",
        upfront=True,
        types=TREASURE,
    )
    if not chosen:
        return
    trashed = chosen[0]
    cost = game.cost(trashed)  # as the game computes it now (a Bridge played: 1 less)
    yield from game.trash_cards(player, chosen)
    wanted = yield gain_decision(
        game,
        player,
        "mine",
        cost + 3,
        types=TREASURE,
        to="hand",
        rule="mine gains a treasure costing at most 3 more than the trashed one",
        note=f"{trashed} costs {cost} (value {game.values[trashed]})",
    )
    if wanted:
        yield from game.gain(player, wanted[0], to="hand")


def _moneylender(game: Game, player: Player, this: Played):
    must = 1 if game.edition == 1 and "copper" in player.hand else 0
    options = tuple(c for c in player.hand if c == "copper")
    chosen = yield Decision(
        player.name,
        "moneylender",
        "trash",
        options,
        must,
        min(1, len(options)),
        "hand",
        "trash a copper from your hand for +3 coins",
        upfront=True,
    )
    if chosen:
        yield from game.trash_cards(player, chosen)
        game.coins += 3


def _poacher(game: Game, player: Player, this: Played):
    count = min(game.empty_piles(), len(player.hand))
    if count:
        chosen = yield from_hand(
            player,
            "poacher",
            "discard",
            count,
            count,
            f"discard {count} card{'' if count == 1 else 's'}, one per empty supply pile",
            upfront=False,
        )
        yield from game.discard(player, chosen)


def _remodel(game: Game, player: Player, this: Played):
    chosen = yield from_hand(player, "remodel", "trash", 1, 1, "trash a card from your hand")
    if not chosen:
        return
    trashed = chosen[0]
    cost = game.cost(trashed)  # as the game computes it now (a Bridge played: 1 less)
    yield from game.trash_cards(player, chosen)
    wanted = yield gain_decision(
        game,
        player,
        "remodel",
        cost + 2,
        rule="remodel gains a card costing at most 2 more than the trashed card",
        note=f"{trashed} costs {cost}",
        potion=game.potion_cost(trashed) > 0,  # a potion in the trashed card's cost covers one (Alchemy)
    )
    if wanted:
        yield from game.gain(player, wanted[0])


def _sentry(game: Game, player: Player, this: Played):
    looked = look_at_top(game, player, 2)
    if not looked:
        return
    trashed = yield Decision(
        player.name,
        "sentry",
        "trash",
        sort_cards(looked),
        0,
        len(looked),
        "revealed",
        "trash any of the cards you looked at",
    )
    if player.gone:
        return
    yield from game.trash_cards(player, trashed, source="aside")
    rest = _without(looked, trashed)  # its own cards only: a Golem's second action may be set aside too
    discarded = ()
    if rest:
        discarded = yield Decision(
            player.name,
            "sentry",
            "discard",
            sort_cards(rest),
            0,
            len(rest),
            "revealed",
            "discard any of the rest",
        )
        if player.gone:
            return
        yield from game.discard(player, discarded, source="aside")
    rest = _without(rest, discarded)
    order = tuple(rest)
    if len(rest) > 1 and rest[0] != rest[1]:
        order = yield Decision(
            player.name,
            "sentry",
            "topdeck",
            sort_cards(rest),
            len(rest),
            len(rest),
            "revealed",
            "put the rest back onto your deck in any order (the first chosen ends on top)",
            ordered=True,
        )
        if player.gone:
            return
    game.topdeck_aside(player, order)


def _without(cards: Sequence[str], taken: Sequence[str]) -> list[str]:
    """`cards` less one copy of each of `taken` (a multiset difference, order kept)."""
    left = list(cards)
    for card in taken:
        left.remove(card)
    return left


def _spy(game: Game, player: Player, this: Played):
    for target in (player, *victims(game, player, "spy")):
        if player.gone or (target is not player and (yield from unaffected(game, target, player, "spy"))):
            continue
        card = game.reveal_top(target)
        if card is None:
            continue
        chosen = yield Decision(
            player.name,
            "spy",
            "discard",
            (card,),
            0,
            1,
            "revealed",
            f"discard {target.name}'s revealed {card}, or leave it on the deck",
            target=target.name,
        )
        if target.gone:
            continue
        if chosen:
            yield from game.discard(target, chosen, source="aside")
        else:
            game.topdeck_aside(target, (card,))


def _thief(game: Game, player: Player, this: Played):
    stolen: list[str] = []
    for victim in victims(game, player, "thief"):
        if (yield from unaffected(game, victim, player, "thief")):
            continue
        game.reveal_top(victim)
        game.reveal_top(victim)
        treasures = sort_cards(c for c in victim.aside if c in game.values)
        chosen: tuple[str, ...] = ()
        if len(set(treasures)) > 1:
            chosen = yield Decision(
                player.name,
                "thief",
                "trash",
                treasures,
                1,
                1,
                "revealed",
                f"trash one of {victim.name}'s revealed treasures",
                target=victim.name,
                types=TREASURE,
            )
            if victim.gone:
                continue
        elif treasures:
            chosen = treasures[:1]
        yield from game.trash_cards(victim, chosen, source="aside")
        stolen.extend(chosen)
        yield from game.discard(victim, list(victim.aside), source="aside")
    if stolen and not player.gone:
        chosen = yield Decision(
            player.name,
            "thief",
            "gain",
            sort_cards(stolen),
            0,
            len(stolen),
            "trash",
            "gain any of the trashed treasures",
            types=TREASURE,
        )
        for card in chosen:
            yield from game.gain(player, card, source="trash")


def _throne_room(game: Game, player: Player, this: Played):
    actions = [c for c in player.hand if ACTION in SPECS[c].types]
    must = 1 if game.edition == 1 and actions else 0
    chosen = yield from_hand(
        player, "throne-room", "play", must, 1, "play an action card from your hand twice", types=ACTION
    )
    if not chosen:
        return
    card = chosen[0]
    again = game.put_in_play(player, card)
    yield from game.resolve(player, again)
    game.end_arguments()  # a nested play's arguments answer the first play only
    if not player.gone:
        game.played_again(player, card)
        game.emit("play", player, (card,))  # played again: public, as the first play was
        yield from game.resolve(player, again)
    game.stay_with(player, this, again)


def _vassal(game: Game, player: Player, this: Played):
    card = game.take_top(player, asks=True)
    if card is None:
        return
    game.emit("reveal", player, (card,))
    reacted = game.reaction_plays
    yield from game.discard(player, (card,), source=None)
    if ACTION not in SPECS[card].types or player.gone or not player.discards or player.discards[-1] != card:
        return  # not an action, or no longer on top
    if game.reaction_plays != reacted:
        return  # a Weaver played by its own reaction: Vassal lost track of it (a Weaver it gained is another)
    chosen = yield Decision(
        player.name, "vassal", "play", (card,), 0, 1, "discards", f"you may play the discarded {card}"
    )
    if chosen and not player.gone and player.discards and player.discards[-1] == card:
        player.take_discard(len(player.discards) - 1)
        again = game.put_in_play(player, card, source=None)
        yield from game.resolve(player, again)


def _witch(game: Game, player: Player, this: Played):
    for victim in victims(game, player, "witch"):
        if (yield from unaffected(game, victim, player, "witch")):
            continue
        if game.piles.get("curse", 0) > 0:
            yield from game.gain(victim, "curse")


def _workshop(game: Game, player: Player, this: Played):
    chosen = yield gain_decision(game, player, "workshop", 4)
    if chosen:
        yield from game.gain(player, chosen[0])


def _moat(game: Game, victim: Player, attacker: Player, attack: str):
    return True  # revealed: unaffected by the attack
    yield


def _gardens(player_cards: Sequence[str]) -> int:
    """Gardens' points: 1 per 10 cards the player owns, rounded down."""
    return len(player_cards) // 10


# ---- the specs ---------------------------------------------------------------------------------------------


def spec(name: str, **kw: Any) -> CardSpec:
    """The spec of card `name` (its wire name): its printed facts (cost, potion, types, text, pile, set,
    editions, kingdom or not, supply or not) from the catalogue (`protocol.catalogue`), its rules from `kw`
    (`CardSpec`'s other fields: ``coins=``, ``cards=``, ``effect=``, ``on_gain=``...). Raises KeyError for a
    name the catalogue lacks."""
    facts = CATALOGUE[name]
    return CardSpec(
        name=name,
        cost=facts.cost,
        types=facts.types,
        first_types=facts.first_types,
        text=facts.text,
        pile=facts.pile,
        editions=tuple(sorted(facts.editions)),
        kingdom=facts.kingdom,
        set=facts.set,
        potion=facts.potion,
        supply=facts.supply,
        **kw,
    )


_SPECS: tuple[CardSpec, ...] = (
    # Base cards (always in the supply).
    spec("copper", coins=1),
    spec("silver", coins=2),
    spec("gold", coins=3),
    spec("estate", vp=1),
    spec("duchy", vp=3),
    spec("province", vp=6),
    spec("curse", vp=-1),
    # Kingdom cards.
    spec("adventurer", effect=_adventurer),
    spec("artisan", effect=_artisan, arguments=(1, 1)),
    spec("bandit", effect=_bandit),
    spec("bureaucrat", effect=_bureaucrat),
    spec("cellar", actions=1, effect=_cellar, arguments=(None,)),
    spec("chancellor", coins=2, effect=_chancellor, arguments=(None,)),
    spec("chapel", effect=_chapel, arguments=(None,)),
    spec("council-room", cards=4, buys=1, effect=_council_room),
    spec("feast", effect=_feast, arguments=(1,)),
    spec("festival", coins=2, actions=2, buys=1),
    spec("gardens", points=_gardens),
    spec("harbinger", cards=1, actions=1, effect=_harbinger),
    spec("laboratory", cards=2, actions=1),
    spec(
        "library",
        effect=_library,
        first_edition=(
            "Draw until you have 7 cards in hand. You may set aside any action cards drawn this way, as you "
            "draw them; discard the set aside cards after you finish drawing. (Plays the same.)"
        ),
    ),
    spec("market", coins=1, cards=1, actions=1, buys=1),
    spec("merchant", cards=1, actions=1, effect=_merchant),
    spec("militia", coins=2, effect=_militia),
    spec(
        "mine",
        effect=_mine,
        arguments=(1, 1),
        first_edition=(
            "Trash a treasure card from your hand (you must, if you have one). Gain a treasure card costing "
            "up to 3 more; put it into your hand."
        ),
    ),
    spec("moat", cards=2, react_attack=_moat),
    spec(
        "moneylender",
        effect=_moneylender,
        arguments=(None,),
        first_edition="Trash a Copper from your hand (you must, if you have one). If you do, +3 coins.",
    ),
    spec("poacher", coins=1, cards=1, actions=1, effect=_poacher),
    spec("remodel", effect=_remodel, arguments=(1, 1)),
    spec("sentry", cards=1, actions=1, effect=_sentry),
    spec("smithy", cards=3),
    spec("spy", cards=1, actions=1, effect=_spy),
    spec("thief", effect=_thief),
    spec(
        "throne-room",
        effect=_throne_room,
        arguments=(1,),
        first_edition="Choose an action card in your hand (you must, if you have one). Play it twice.",
    ),
    spec("vassal", coins=2, effect=_vassal),
    spec("village", cards=1, actions=2),
    spec("witch", cards=2, effect=_witch),
    spec("woodcutter", coins=2, buys=1),
    spec("workshop", effect=_workshop, arguments=(1,)),
)


def _named(spec: CardSpec) -> CardSpec:
    # Every card is keyed by its `Card` (protocol.messages names the whole base game), so views hold Cards.
    card = CARDS_BY_NAME.get(spec.name)
    return spec if card is None else _replace_name(spec, card)


def _replace_name(spec: CardSpec, name: str) -> CardSpec:
    fields = {f: getattr(spec, f) for f in CardSpec.__slots__}
    fields["name"] = name
    return CardSpec(**fields)


SET_MODULES: tuple[str, ...] = (
    "intrigue",
    "seaside",
    "alchemy",
    "prosperity",
    "cornucopia",
    "hinterlands",
    "darkages",
    "guilds",
    "promo",
)
"""The set modules of `referee.rules` whose `SET_SPECS` (a tuple of `CardSpec`) the registry collects into
`SPECS`, beside the base game's specs of this module. A set module imports the helpers and `SPECS` of this
module (the dict is filled once every module is collected: read it inside effects, never at import)."""


def _collect() -> tuple[CardSpec, ...]:
    """The base game's specs, then every set module's `SET_SPECS` in `SET_MODULES` order. Raises
    ValueError for a card given two specs."""
    import importlib  # the set modules import this one: collected once its helpers exist

    specs = list(_SPECS)
    for module in SET_MODULES:
        specs.extend(importlib.import_module(f"referee.rules.{module}").SET_SPECS)
    seen: set[str] = set()
    for one in specs:
        if one.name in seen:
            raise ValueError(f"two specs for card {one.name!r}")
        seen.add(one.name)
    return tuple(map(_named, specs))


SPECS.update((one.name, one) for one in _collect())
"""Card name -> its spec: every card whose rules are built (the base game, both editions; the cards of the set
modules)."""

BASE_CARDS: tuple[str, ...] = tuple(
    name for name, one in SPECS.items() if one.set == "base" and not one.kingdom
)
"""The cards of every game's supply (treasures, victory cards, curse), in the canonical order."""

KINGDOM_CARDS: tuple[str, ...] = tuple(
    sorted(name for name, one in SPECS.items() if one.kingdom and one.set == "base")
)
"""Every kingdom card of the base game, both editions, alphabetical (the cards protocol v4 knows)."""

ALL_KINGDOM_CARDS: tuple[str, ...] = tuple(sorted(name for name, one in SPECS.items() if one.kingdom))
"""Every kingdom card whose rules are built, of every set, alphabetical."""

SUPPLY_ORDER: tuple[Card, ...] = (
    Card.COPPER,
    Card.SILVER,
    Card.GOLD,
    Card.ESTATE,
    Card.DUCHY,
    Card.PROVINCE,
    *VERSIONS[3].actions,
)
"""The cards of protocol v1-v3 in the canonical pile order of the supply view (docs/protocol.md, "The
state"). The same order sorts a deck in a player's view."""

_ALL_ORDER: tuple[str, ...] = tuple(
    name
    for name in (
        *SUPPLY_ORDER[:3],
        "platinum",
        "potion",
        *SUPPLY_ORDER[3:6],
        "colony",
        "curse",
        *SUPPLY_ORDER[6:],
        *(name for name in KINGDOM_CARDS if name not in SUPPLY_ORDER),
        *sorted(
            name
            for name in CATALOGUE
            if name not in KINGDOM_CARDS
            and CATALOGUE[name].set != "base"
            and name not in ("platinum", "potion", "colony")
        ),
    )
    if name in CATALOGUE
)

ORDER.update((card, index) for index, card in enumerate(_ALL_ORDER))
"""Card -> its canonical position: copper, silver, gold (platinum, potion), estate, duchy, province (colony),
curse, the kingdom cards of v1-v3 in `SUPPLY_ORDER`, the other base kingdom cards alphabetically, then every
other card alphabetically (the base game's cards keep their relative order whatever the sets add). Every card
of the catalogue has its place, whether its rules are built or not (a test-only spec sorts too). The sort
key of every canonical multiset and the order of the supply's piles."""

COST.update((name, one.cost) for name, one in SPECS.items())
"""Card -> printed cost in coins (derived from `SPECS`). What a card costs in a game is `Game.cost`."""

VALUE.update((name, one.coins) for name, one in SPECS.items() if TREASURE in one.types)
"""Treasure -> coins it adds when played, before its effect (derived from `SPECS`). Only treasures are
keys."""

VP.update((name, one.vp) for name, one in SPECS.items() if one.vp)
"""Card -> fixed victory points (derived from `SPECS`; a card with `points` counts apart, see `score`)."""

POINTS: dict[str, Callable[[Sequence[str]], int]] = {
    name: one.points for name, one in SPECS.items() if one.points is not None
}
"""Card -> its game-dependent points per copy (Gardens, Duke...), from the owner's cards."""

KINGDOM_TREASURES: dict[str, dict[str, int]] = {
    name: dict(one.treasure_values) for name, one in SPECS.items() if one.treasure_values
}
"""Kingdom card -> the cards that are also treasures, and their value, in a game whose kingdom has it
(`CardSpec.treasure_values`: Charlatan makes Curse a treasure worth 1)."""

HAND_STARTS: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if one.at_start_in_hand is not None
)
"""The cards whose `at_start_in_hand` hook runs at the start of their owner's turn, while in its hand
(Clerk)."""

GAIN_REPLACERS: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if one.replace_gain is not None
)
"""The cards whose `replace_gain` hook, in a first-edition game, runs while in its owner's hand when that
player would gain a card, before the card moves, instead of their `react_gain` (Trader's first edition)."""

TRASH_REACTIONS: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if one.react_trash is not None
)
"""The cards whose `react_trash` hook runs, while in its owner's hand, when that player's cards are trashed
(Market Square)."""

DISCARD_TRIGGERS: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if one.when_discarded is not None
)
"""The cards whose `when_discarded` hook runs when their owner discards them other than during Clean-up
(Tunnel, Weaver, Trail)."""

ATTACK_WATCHERS: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if one.watch_attack_play is not None
)
"""The cards whose `watch_attack_play` hook runs, while in its owner's play, when that player plays another
attack card (Urchin)."""

SHIELDS: frozenset[str] = frozenset(name for name, one in SPECS.items() if one.shields)
"""The cards that, while in their owner's play, keep other players' attacks from affecting the owner
(`CardSpec.shields`: Lighthouse); read by `unaffected`."""

MAY_BUY: dict[str, Callable[[Sequence[str]], str | None]] = {
    name: one.may_buy for name, one in SPECS.items() if one.may_buy is not None
}
"""Card -> its buy condition (`CardSpec.may_buy`: from the buyer's cards in play, why it cannot be bought),
for the cards that have one (Grand Market)."""

ACTIONS: frozenset[str] = frozenset(name for name, one in SPECS.items() if ACTION in one.types)
"""Every action card."""

TREASURE_EFFECTS: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if TREASURE in one.types and one.effect is not None
)
"""Every treasure whose play runs an effect (Bank, Venture, Loan...): `Game.apply` of its `(add ...)`."""

ARGUMENTS.update((name, one.arguments) for name, one in SPECS.items())
"""Action card -> cards a protocol play lists per up-front decision (derived from `SPECS`)."""

MOAT_CARDS: tuple[Card, ...] = (Card.MOAT,)
"""The answer revealing a Moat (the protocol's `(moat)` defense)."""

KINGDOM_SIZE = 10
"""Kingdom cards chosen for a game that names its kingdom."""


def score(cards: Sequence[str]) -> int:
    """Victory points of a player owning `cards` (a list, VP tokens apart): fixed points (curse -1) plus
    each card's `points` (Gardens: 1 per 10 cards; Duke...), per copy."""
    vp = VP.get
    total = sum(vp(card, 0) for card in cards)
    # Only the cards with points that the player owns are counted (a game has a few of the many).
    for card in POINTS.keys() & set(cards):
        total += cards.count(card) * POINTS[card](cards)
    return total


def card_type(card: str) -> str:
    """``"treasure"``, ``"victory"``, ``"curse"`` or ``"action"``: the main type of `card`.

    Raises ValueError for a name that is not a card of the base game.
    """
    spec = SPECS.get(card)
    if spec is None:
        raise ValueError(f"not a card of the base game: {card!r}")
    for kind in (ACTION, TREASURE, VICTORY, CURSE):
        if kind in spec.types:
            return kind
    raise AssertionError(spec)


def kingdom(version: int) -> tuple[Card, ...]:
    """The kingdom (action) piles of a game under protocol `version`, in supply order.

    v1 = (mine); v2 adds cellar, market, remodel, smithy, village, woodcutter, workshop; v3 adds militia
    and moat. Raises ValueError for a version other than 1, 2, 3.
    """
    known = VERSIONS.get(version)
    if known is None or known.knows("chosen-kingdom"):
        raise ValueError(f"unknown protocol version {version!r}: expected one of 1, 2, 3")
    return known.actions


def introducing_version(card: str) -> int:
    """The first protocol version whose grammar names `card`: 1 for the treasures, victory cards and mine,
    2 for the seven cards v2 adds, 3 for militia and moat, 4 for every other card of the base game, 5 for the
    cards of the other sets."""
    return introducing(card).number


def check_version_cards(cards: Sequence[str], version: int, what: str) -> None:
    """Refuse `cards` (`what` they are, for the message: ``"the kingdom"``) if protocol `version` does not
    name one of them. Raises ValueError naming the first such card and the version that introduces it."""
    known = VERSIONS[version].cards
    for card in cards:
        if card not in known:
            raise ValueError(
                f"{what} has {card}, which protocol v{version} does not know "
                f"(protocol v{introducing_version(card)} introduces it)"
            )


BANE_PREFIX = "bane="
"""How a kingdom names its Bane among its cards: ``bane=cellar`` (`check_kingdom`, ``--kingdom``)."""

BANE_COSTS = (2, 3)
"""The printed coin costs a Bane may have (never with a potion in its cost)."""


def bane_refusal(card: str) -> str | None:
    """Why `card` cannot be a Bane (Young Witch's set-up: a kingdom card costing 2 or 3 coins, no potion), in
    words, or None when it can. The official rule allows any such card, Moat included (the randomizer of
    `referee.kingdom` never draws Moat, see `bane_candidates`)."""
    one = SPECS.get(card)
    if one is None or not one.kingdom:
        return f"the Bane {card} is not a kingdom card"
    if one.cost not in BANE_COSTS or one.potion:
        potion = " and a potion" if one.potion else ""
        return f"the Bane is a kingdom card costing 2 or 3 coins, no potion; {card} costs {one.cost}{potion}"
    return None


def bane_candidates(kingdom: Collection[str]) -> tuple[str, ...]:
    """The cards a game draws its Bane from when its kingdom (a card with `CardSpec.bane`: Young Witch) names
    none: every kingdom card whose rules are built, costing 2 or 3 coins and no potion (`bane_refusal`), not
    in `kingdom` and not Moat (as the randomizer of `referee.kingdom` decides: `NOT_BANE`), alphabetical."""
    return tuple(
        card
        for card in ALL_KINGDOM_CARDS
        if card not in kingdom and card != "moat" and bane_refusal(card) is None
    )


def aside_candidates(costs: Collection[int], taken: Collection[str]) -> tuple[str, ...]:
    """The kingdom cards a game may set aside as a non-supply pile for a card with `CardSpec.pile_aside`
    (Ferryman: costing 3 or 4): every kingdom card whose rules are built, of a printed coin cost in `costs`,
    no potion, not among the game's piles (`taken`), alphabetical."""
    return tuple(
        card
        for card in ALL_KINGDOM_CARDS
        if card not in taken and SPECS[card].cost in costs and not SPECS[card].potion
    )


def needs_bane(kingdom: Iterable[str]) -> bool:
    """True when a card of `kingdom` sets up a Bane pile (`CardSpec.bane`: Young Witch)."""
    return any(SPECS[card].bane for card in kingdom if card in SPECS)


def check_kingdom(cards: Sequence[str]) -> tuple[str, ...]:
    """`cards` as a kingdom: exactly `KINGDOM_SIZE` distinct kingdom card names, returned in canonical order,
    then its Bane when it names one (an eleventh kingdom pile, Young Witch's set-up).

    The Bane is named ``bane=CARD`` anywhere among `cards`, or is the eleventh of 11 names (the form this
    function returns, and a result's ``kingdom``); it is allowed only when a card of the 10 sets up a Bane
    (`CardSpec.bane`), and must be a kingdom card costing 2 or 3 coins, no potion, not among the 10
    (`bane_refusal`). A kingdom with Young Witch and no Bane named gets one at set-up (`Game`).

    Raises ValueError naming the first name that is not a kingdom card ("unknown card ..., did you mean" for
    a name in no set), a
    repeated card, a wrong count, or a Bane that is refused or not wanted.
    """
    cards = list(cards)
    named = [card for card in cards if card.startswith(BANE_PREFIX)]
    if len(named) > 1:
        raise ValueError(f"a kingdom has one Bane, got {', '.join(named)}")
    bane = None
    if named:
        cards.remove(named[0])
        bane = named[0].removeprefix(BANE_PREFIX)
    elif len(cards) == KINGDOM_SIZE + 1:
        bane = cards.pop()
    if bane is not None:
        cards.append(bane)
    for card in cards:
        if card not in SPECS:
            try:
                catalogue_card(card)
            except UnknownCard as error:
                raise ValueError(str(error)) from None
        if card not in SPECS or not SPECS[card].kingdom:
            raise ValueError(
                f"{card!r} is not a kingdom card whose rules are built: expected one of "
                f"{', '.join(ALL_KINGDOM_CARDS)}"
            )
    if len(set(cards)) != len(cards):
        raise ValueError(f"a kingdom names each card once, got {cards!r}")
    if bane is not None:
        cards.pop()
    if len(cards) != KINGDOM_SIZE:
        raise ValueError(f"a kingdom has {KINGDOM_SIZE} cards, got {len(cards)}: {cards!r}")
    chosen = tuple(SPECS[card].name for card in sorted(cards, key=ORDER.__getitem__))
    if bane is None:
        return chosen
    if not needs_bane(chosen):
        raise ValueError(
            f"the kingdom names a Bane ({bane}) but none of its cards sets one up (Young Witch does)"
        )
    refusal = bane_refusal(bane)
    if refusal is not None:
        raise ValueError(refusal)
    return (*chosen, SPECS[bane].name)


def supply_piles(version: int) -> tuple[Card, ...]:
    """The supply piles under protocol `version`, in the canonical order (treasures, victories, kingdom)."""
    return SUPPLY_ORDER[:6] + kingdom(version)


def pile_size(card: str, players: int) -> int:
    """The starting size of `card`'s supply pile in a game of `players` (2-4) players.

    Copper 60 - 7 x players (the rest are in the starting decks), silver 40, gold 30; estate, duchy,
    province and Gardens 8 with 2 players and 12 with 3 or 4; curse 10 per opponent; 10 of each other kingdom
    card. Raises ValueError for a player count outside 2-4 or a name that is not a card.
    """
    if players not in (2, 3, 4):
        raise ValueError(f"a game has 2 to 4 players, not {players!r}")
    spec = SPECS.get(card)
    if spec is None:
        raise ValueError(f"not a card of the base game: {card!r}")
    return spec.pile[players - 2]


STARTING_DECK: tuple[Card, ...] = (Card.COPPER,) * 7 + (Card.ESTATE,) * 3
"""Each player's ten starting cards (before the shuffle)."""

SHELTERS: tuple[str, ...] = ("hovel", "necropolis", "overgrown-estate")
"""The Shelters (Dark Ages), which replace the 3 Estates of each starting deck in a Shelters game."""

MIXED_PILES: dict[str, tuple[str, int]] = {"ruins": ("ruins", 10), "knights": ("knight", 1)}
"""Supply pile whose cards differ -> (the type of its cards, copies of each card the box holds): the Ruins
(five kinds, ten each, shuffled together; a game takes as many as its pile size, 10 per player after the
first) and the Knights (ten different cards, shuffled). `Game` builds them (docs/rules-core.md, "Mixed
piles")."""


def mixed_pile_cards(pile: str) -> tuple[str, ...]:
    """The cards a mixed pile (`MIXED_PILES`) is made of, each as many times as the box holds it, in the
    canonical order (before the shuffle). Raises KeyError for a pile that is not mixed."""
    kind, copies = MIXED_PILES[pile]
    cards = [name for name, row in CATALOGUE.items() if kind in row.types and name != pile]
    return tuple(card for card in sorted(cards, key=ORDER.__getitem__) for _ in range(copies))


HAND_SIZE = 5
"""Cards drawn at set-up and at each clean-up."""
