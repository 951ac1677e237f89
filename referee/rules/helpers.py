"""The helpers card effects share: the usual decisions (`gain_decision`, `from_hand`, `choose`,
`name_a_card`, `amount`, `non_supply_decision`), attacks and their reactions (`victims`, `unaffected`),
and moves several sets' cards make (`reveal_cards`, `keep_and_put_back`, `discard_or_put_back`,
`exact_cost_gain`, `play_treasure_again`, `this_turn`).

Each takes the game (`referee.rules.game.Game`) as its first argument, a player
(`referee.rules.player.Player`) and card names; the table of docs/rules-core.md, "Decisions", lists them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from protocol.catalogue import CATALOGUE, COMMAND
from referee.rules.decisions import Decision
from referee.rules.player import Player
from referee.rules.spec import ACTION, ORDER, REACTION, SPECS, CardSpec, Played, sort_cards


def distinct(cards) -> tuple[str, ...]:
    return tuple(sorted(set(cards), key=ORDER.__getitem__))


def gain_decision(
    game,
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
    Golem; a card with debt in its cost is never one: Engineer's 4 debt is not "up to 4"); `rule` and `note`
    word an illegal answer's message; `upfront` False when a protocol play cannot
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
        and not CATALOGUE[c].debt  # a cost with debt is never "up to" coins (Empires)
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
    game, decider: Player, card: str, trashed: str, more: int, *, target: str | None = None
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


def reveal_cards(game, player: Player, count: int) -> list[str]:
    """`player` reveals its top `count` cards and sets them aside, first revealed first (fewer when deck and
    discards run out; a shuffle on the way leaves the cards already revealed out of the new deck)."""
    revealed = []
    for _ in range(count):
        card = game.reveal_top(player)
        if card is None:
            break
        revealed.append(card)
    return revealed


def keep_and_put_back(game, player: Player, card: str, kept: Callable[[CardSpec], bool], revealed: list[str]):
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


def this_turn(game) -> dict[str, Any]:
    """What cards remember until the end of the turn under way, by key (``"war-chest"``: the cards named for
    War Chests; ``"offered-topdeck"``: the gains already offered to go onto the deck): a dict, new and empty
    at the start of each turn (`Game.this_turn`)."""
    return game.this_turn()


def debt_cost(card: str) -> int:
    """The debt in `card`'s printed cost (Engineer 4, City Quarter 8; 0 for most cards): no card of the
    sets built changes it (docs/landscapes.md, "Buying"). A cost with debt is never "up to" nor "less than"
    a cost in coins, and a cost without is never more than one with (the Empires rules)."""
    return CATALOGUE[card].debt


def costs_more(game, card: str, other: str) -> bool:
    """Whether `card` costs more than `other` now: no part of its cost (coins at this turn's costs,
    potion, debt) is less than the other's, and one part is greater (the Empires rules: Overlord's 8 debt
    is neither more nor less than Silver's 3 coins). Chariot Race compares so."""
    mine = (game.cost(card), game.potion_cost(card), debt_cost(card))
    theirs = (game.cost(other), game.potion_cost(other), debt_cost(other))
    return mine != theirs and all(a >= b for a, b in zip(mine, theirs, strict=True))


def same_cost(game, card: str, other: str) -> bool:
    """Whether `card` and `other` cost the same now: coins (this turn's costs), potion and debt alike."""
    return (game.cost(card), game.potion_cost(card), debt_cost(card)) == (
        game.cost(other),
        game.potion_cost(other),
        debt_cost(other),
    )


def play_from_supply(game, player: Player, this: Played, most: int, *, below: bool, prompt: str, rule: str):
    """A Command card's play (Band of Misfits, Overlord: their 2019 texts): `player` plays a non-Command
    action card of the supply, leaving it there. The options are the top card of each non-empty pile that is
    an action, not a Command (`Game.types`), costing less than `most` coins (`below` True: Band of Misfits'
    "costing less than it") or up to `most` (`below` False: Overlord's "up to 5"), at this turn's costs,
    without a potion or debt in its cost (never less than nor up to a cost in coins). The card is played
    where it is (`Game.play_in_place`); the Command card stays in play as long as the card it played would
    have (`Game.stay_with`, ``stands_in``: a duration, or a Throne Room of one). Nothing is asked when no
    card qualifies. `prompt` and `rule` word the decision. A generator to ``yield from``."""
    cost = game.cost
    options = sort_cards(
        card
        for card, count in game.piles.items()
        if count > 0
        and ACTION in SPECS[card].types
        and COMMAND not in game.types(card)
        and (cost(card) < most if below else cost(card) <= most)
        and not SPECS[card].potion
        and not debt_cost(card)
    )
    if not options:
        return
    chosen = yield Decision(
        player.name,
        this.card,
        "play",
        options,
        1,
        1,
        "supply",
        prompt,
        types=ACTION,
        rule=rule,
        costs=game.costs_differing(),
    )
    if not chosen or player.gone:
        return
    played = yield from game.play_in_place(player, chosen[0])
    game.stay_with(player, this, played, stands_in=True)  # in play as long as the card it played would be


def play_treasure_again(game, player: Player, first: Played):
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
    game,
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


def trash_from_hand(game, player: Player, card: str, lo: int, hi: int, prompt: str):
    """`player` trashes `lo` to `hi` cards of its hand for `card` (`from_hand`, clamped to what the hand
    holds, asked when the effect resolves: ``upfront`` False); nothing is asked from an empty hand. A
    generator to ``yield from``: Junk Dealer and Altar trash one, Infirmary up to one, Dame Anna and Souk's
    gain up to two."""
    if not player.hand:
        return
    chosen = yield from_hand(player, card, "trash", lo, hi, prompt, upfront=False)
    if chosen and not player.gone:
        yield from game.trash_cards(player, chosen)


def look_at_top(game, player: Player, count: int) -> list[str]:
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


def discard_or_put_back(game, player: Player, card: str, count: int):
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
    game,
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


def unaffected(game, victim: Player, attacker: Player, card: str):
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
    shielded = bool(victim.plays) and any(SPECS[played].shields for played in victim.plays)
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


def _cover_reaction(game, victim: Player, attacker: Player, card: str, revealed: Collection[str]):
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


def victims(game, attacker: Player, card: str):
    """The other players, in turn order, that `attacker`'s attack `card` may affect (after announcing it).

    Iterate, and for each victim ``if (yield from unaffected(game, victim, attacker, card)): continue``.
    """
    game.emit("attack", attacker, (card,))
    return game.others(attacker.name)
