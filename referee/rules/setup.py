"""A game's set-up: the supply piles a kingdom brings (Colony, Shelters, the Bane, what its cards `need`), the
mixed piles shuffled, the non-supply piles and each kingdom card's `setup`, and the tables a game derives from
its cards' specs (`set_tables`: which fast paths it may take).

Functions over a `referee.rules.game.Game` (`game`), bound as its methods, and `_TABLES`, what they derive
kept across the games of one kingdom. docs/rules-core.md, "Set-up".
"""

from __future__ import annotations

from collections.abc import Sequence

from protocol.messages import Card
from referee.rules.cards import (
    ACTION_BONUS,
    ATTACK_WATCHERS,
    DISCARD_TRIGGERS,
    GAIN_REPLACERS,
    HAND_STARTS,
    KINGDOM_TREASURES,
    TAVERN_AFTER_ACTION,
    TAVERN_STARTS,
    TRASH_REACTIONS,
    TREASURE_EFFECTS,
)
from referee.rules.kingdoms import (
    MIXED_PILES,
    ORDERED_PILES,
    SHELTERS,
    STARTING_DECK,
    aside_candidates,
    bane_candidates,
    check_kingdom,
    mixed_pile_cards,
    needs_bane,
    ordered_pile,
    pile_size,
)
from referee.rules.spec import ORDER, SPECS, VALUE

_order = ORDER.__getitem__

_TABLES: dict[tuple, object] = {}
"""What a game derives from its cards' specs, kept: the same kingdom's next game (a simulation's thousands)
looks it up. The cards of a game (its piles) -> `set_tables`'s tables; ``("kingdom", *names)`` ->
`check_kingdom` of those names; ``("piles", players, *cards)`` -> `_piles`. (Tests that change a spec give
this module an empty one.)"""


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


def kingdom_piles(cards: tuple[str, ...], players: int) -> tuple[tuple[str, ...], dict[str, int]]:
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


def checked_kingdom(kingdom: Sequence[str]) -> tuple[str, ...]:
    """`check_kingdom(kingdom)`, kept in `_TABLES` for the next game of the same kingdom (a simulation plays
    thousands): raises as it does."""
    key = ("kingdom", *kingdom)
    chosen = _TABLES.get(key)
    if chosen is None:
        chosen = _TABLES[key] = check_kingdom(kingdom)
    return chosen


def _starting_deck(game) -> tuple[Card, ...]:
    """Each player's 10 starting cards: 7 Copper and 3 Estate, or in a Shelters game (`shelters`) 7
    Copper, Hovel, Necropolis and Overgrown Estate."""
    if game.shelters:
        return (*STARTING_DECK[:7], *SHELTERS)
    return STARTING_DECK


def _set_up_mixed(game) -> None:
    """Each mixed or split pile of the supply (`ASSEMBLED_PILES`: Ruins, Knights, Castles, the split piles)
    built: a shuffled pile's cards shuffled with the game's generator, as many as the pile's size (the Ruins
    left over stay in the box), an ordered pile's in its order (`ordered_pile`: no draw of the generator),
    top LAST in `mixed`; its entry in `piles` is then keyed by its top card (the card a buy or a gain takes,
    at its own cost), in the pile's place."""
    piles = list(game.piles.items())
    game.piles.clear()
    for pile, count in piles:
        if pile in ORDERED_PILES:
            cards = ordered_pile(pile, count)
            game.mixed[pile] = cards
            if cards:
                game._mixed_of[cards[-1]] = pile
                game.piles[cards[-1]] = len(cards)
                continue
        elif pile in MIXED_PILES:
            cards = list(mixed_pile_cards(pile))
            game._shuffle(cards)
            cards = cards[len(cards) - count :]
            game.mixed[pile] = cards
            if cards:
                game._mixed_of[cards[-1]] = pile
                game.piles[cards[-1]] = len(cards)
                continue
        game.piles[pile] = count


def _set_up_cards(
    game,
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
            and SPECS[game.rng.choice(kingdom)].set == "prosperity"
        )
    if colony:
        extra += ["platinum", "colony"]
        game.colony = True
    if shelters is None:
        # The rule of the box: a kingdom card revealed at random is from Dark Ages (drawn only when the
        # kingdom has one, so no other game's shuffles change).
        shelters = any(SPECS[card].set == "dark-ages" for card in kingdom) and (
            SPECS[game.rng.choice(kingdom)].set == "dark-ages"
        )
    if shelters:
        game.shelters = True
    if needs_bane(kingdom):
        game.bane = bane if bane is not None else game.rng.choice(bane_candidates(kingdom))
        extra.append(game.bane)
        kingdom = (*kingdom, game.bane)
    for card in kingdom:
        for needed in SPECS[card].needs:
            if SPECS[needed].supply:
                extra.append(needed)
    return tuple(extra)


def _set_up_kingdom(game, players: int) -> None:
    """What the kingdom's cards set up once the piles are there: the non-supply piles they `need`
    (Spoils, Madman, Mercenary, Prizes: one of each card without a pile of its own), the pile a card
    sets aside (`pile_aside`: Ferryman's, a kingdom card costing 3 or 4 not in the game, drawn with the
    game's generator from `aside_candidates`; `piles_aside`), then each card's `setup` (Trade Route's
    tokens). `seats` is the player count, for a `setup` that depends on it (Joust's Rewards: two of each
    with 3 or more players)."""
    game.seats = players
    for card in game.kingdom:
        for needed in SPECS[card].needs:
            one = SPECS[needed]
            if not one.supply and needed not in game.non_supply:
                game.non_supply[needed] = one.pile[players - 2] or 1
        costs = SPECS[card].pile_aside
        if costs:
            taken = (*game.piles, *game.non_supply)
            aside = game.rng.choice(aside_candidates(costs, taken))
            game.piles_aside[card] = aside
            game.non_supply[aside] = pile_size(aside, players)
    for card in game.kingdom:
        setup = SPECS[card].setup
        if setup is not None:
            setup(game)


def _set_tables(game) -> None:
    """What the game's cards need beyond the base game's fast paths: costs computed (a card with a
    `cost_modifier` or `own_cost` in the game) and the gain path's triggers (a card with `on_buy`,
    `on_gain`, a watcher or a reaction to gains, or pile tokens). A base-game kingdom needs neither: its
    costs are the printed ones and a buy is a plain move (the speed of `bench/engine_bench.py`)."""
    cards = (*game.piles, *game.non_supply)
    if game.shelters:
        cards += SHELTERS  # the starting Shelters' hooks (Hovel's reaction, Overgrown Estate's trash)
    if game.mixed:
        cards += tuple(card for pile in game.mixed.values() for card in dict.fromkeys(pile))
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
            # The cards watching or reacting to a buy or a gain from a play or a hand, and those with a
            # hook at clean-up: where none is, a buy or a clean-up takes the quiet path (`plays`).
            frozenset(
                one.name
                for one in specs
                if one.watch_buy or one.watch_gain or one.react_gain or one.watch_others_gain
            ),
            frozenset(one.name for one in specs if one.at_clean_up or one.on_discard),
        )
    (
        game._cost_cards,
        plain,
        game._recording,
        watched,
        game._clean_hooks,
        values,
        game._others_gain,
        game._others_treasure,
        game._gain_reactions,
        game.attack_reactions,
        game._gain_watchers,
        game._clean_up_cards,
    ) = tables
    game._costs_plain = plain and game.reduction == 0 and not game._listed and not game.player_tokens
    game._cost_rules = not plain
    game.values = values
    game._treasure_rules = (
        values is not VALUE
        or bool(game.treasure_bonus)
        or not TREASURE_EFFECTS.isdisjoint(cards)
        or game._others_treasure
    )
    game._watched = watched or bool(game.pile_tokens) or bool(game.gain_rules)
    # Start-of-turn hooks of cards in hand (Clerk): only those of this game's cards.
    game._hand_starts = HAND_STARTS.intersection(cards) if HAND_STARTS else frozenset()
    # The Reserve cards called at the start of a turn (Ratcatcher, Guide): only those of this game's cards.
    game._tavern_starts = TAVERN_STARTS.intersection(cards) if TAVERN_STARTS else frozenset()
    # The Reserve cards called right after an action (Coin of the Realm, Royal Carriage): this game's only.
    game._tavern_after = TAVERN_AFTER_ACTION.intersection(cards) if TAVERN_AFTER_ACTION else frozenset()
    # The cards in play giving more actions to each action played (Champion): this game's only.
    game._action_bonus = frozenset(ACTION_BONUS.keys() & set(cards)) if ACTION_BONUS else frozenset()
    # Reactions to its owner's trash in hand (Market Square), watchers of its owner's attacks in play
    # (Urchin): only those of this game's cards; none in most games, so the paths test one empty set.
    game._trash_reactions = TRASH_REACTIONS.intersection(cards) if TRASH_REACTIONS else frozenset()
    # The first edition's replacements of a gain in hand (Trader 1E): in a first-edition game only.
    replacers = GAIN_REPLACERS.intersection(cards) if GAIN_REPLACERS and game.edition == 1 else frozenset()
    game._gain_replacers = replacers
    game._attack_watchers = ATTACK_WATCHERS.intersection(cards) if ATTACK_WATCHERS else frozenset()
    # Triggers of a card discarded other than in Clean-up (Tunnel, Weaver, Trail): none in most games,
    # so a discard tests one empty set.
    game._discard_triggers = DISCARD_TRIGGERS.intersection(cards) if DISCARD_TRIGGERS else frozenset()
    if game._discard_triggers:
        game._clean_hooks = True  # the clean-up path that discards the cards others played this turn
    # One look on the hot paths (add, buy, end of turn): a game of base-game cards only, nothing changed.
    if game.landscapes:
        # An event's cost, debt and "this turn" counts (Triumph's gains) need the general paths.
        game._recording = True
        game._watched = game._watched or bool(game.buy_rules)
        game._clean_hooks = game._clean_hooks or bool(game.clean_up_rules) or bool(game.after_draw_rules)
    game._plain = not (
        game.landscapes
        or game._watched
        or not game._costs_plain
        or game._recording
        or game._treasure_rules
        or game._cost_rules
        or game._clean_hooks
        or game._hand_starts
        or game._tavern_starts
        or game._tavern_after
    )
