"""The cards of Intrigue (both editions): one `CardSpec` each, collected into `referee.rules.cards.SPECS`.

Each card is its catalogue row (`protocol.catalogue`, ``playable=True``) plus its spec here, made with
`referee.rules.cards.spec`; its behaviours are generator functions as described in docs/rules-core.md. The
module has two sections, each ending in its own tuple of specs, so that two authors append without touching
each other's lines: cards Baron to Minion (`CARDS_A`), cards Nobles to Wishing Well (`CARDS_B`).
`SET_SPECS` is what the registry collects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.cards import (
    ACTION,
    ORDER,
    REACTION,
    SPECS,
    TREASURE,
    VICTORY,
    CardSpec,
    Played,
    choose,
    distinct,
    from_hand,
    gain_decision,
    spec,
    unaffected,
    victims,
)
from referee.rules.decisions import Decision

if TYPE_CHECKING:
    from referee.rules.game import Game, Player


# ==== cards Baron .. Minion (baron bridge conspirator coppersmith courtier courtyard diplomat duke great-hall
# ==== harem ironworks lurker masquerade mill mining-village minion) ========================================


def _baron(game: Game, player: Player, this: Played):
    if "estate" in player.hand:
        chosen = yield Decision(
            player.name,
            "baron",
            "discard",
            ("estate",),
            0,
            1,
            "hand",
            "you may discard an Estate for +4 coins; if you do not, you gain an Estate",
            rule="baron discards an Estate or nothing (and then gains an Estate)",
        )
        if chosen:
            game.discard_from_hand(player, chosen)
            game.coins += 4
            return
        if player.gone:
            return
    yield from game.gain(player, "estate")


def _bridge(game: Game, player: Player, this: Played):
    game.reduce_costs(1)  # for the rest of the turn, every card everywhere (a Throne Room: 2 less)
    return
    yield


def _conspirator(game: Game, player: Player, this: Played):
    # `actions_played` holds this play already: a third action (or later) draws and gives an action.
    if len(game.actions_played) >= 3:
        game.actions += 1
        game.draw(player, 1)
    return
    yield


def _coppersmith(game: Game, player: Player, this: Played):
    # Cumulative: each play (a Throne Room's two included) adds 1 coin to every Copper played this turn.
    game.add_treasure_bonus("copper", 1)
    return
    yield


COURTIER_WORDS = ("+action", "+buy", "+coins", "gold")
"""Courtier's options: +1 action, +1 buy, +3 coins, gain a Gold."""


def _courtier(game: Game, player: Player, this: Played):
    if not player.hand:
        return
    shown = yield Decision(
        player.name,
        "courtier",
        "reveal",
        distinct(player.hand),
        1,
        1,
        "hand",
        "reveal a card from your hand: you get one different bonus per type it has",
    )
    if not shown or player.gone:
        return
    game.emit("reveal", player, shown)
    types = len(SPECS[shown[0]].types)
    chosen = yield choose(
        player,
        "courtier",
        COURTIER_WORDS,
        f"{shown[0]} has {types} type{'s' if types > 1 else ''}: choose {min(types, 4)} different of +1 "
        "action (+action), +1 buy (+buy), +3 coins (+coins), gain a Gold (gold)",
        count=types,
    )
    for word in chosen:
        if word == "+action":
            game.actions += 1
        elif word == "+buy":
            game.buys += 1
        elif word == "+coins":
            game.coins += 3
        elif word == "gold" and game.piles.get("gold", 0) > 0:
            yield from game.gain(player, "gold")


def _courtyard(game: Game, player: Player, this: Played):
    if player.hand:
        chosen = yield from_hand(
            player, "courtyard", "topdeck", 1, 1, "put a card from your hand onto your deck", upfront=False
        )
        game.topdeck_from_hand(player, chosen)


DIPLOMAT_HAND = 5
"""Diplomat: +2 actions when the hand then holds at most this many cards; revealed only from a hand of at
least this many."""


def _diplomat(game: Game, player: Player, this: Played):
    if len(player.hand) <= DIPLOMAT_HAND:  # counted after its +2 cards
        game.actions += 2
    return
    yield


def _diplomat_may_react(hand) -> bool:
    return len(hand) >= DIPLOMAT_HAND


def _diplomat_reacts(game: Game, victim: Player, attacker: Player, attack: str):
    """Revealed against an attack: draw 2, then discard 3 (the Diplomat may be one); while the hand still
    holds a Diplomat and 5 or more cards, the victim may reveal it again (official ruling) and do it again.
    Never makes the victim unaffected."""
    while True:
        game.draw(victim, 2)
        count = min(3, len(victim.hand))
        chosen = yield Decision(
            victim.name,
            "diplomat",
            "discard",
            tuple(sorted(victim.hand, key=ORDER.__getitem__)),
            count,
            count,
            "hand",
            f"discard 3 cards (you revealed Diplomat against {attacker.name}'s {attack})",
            target=attacker.name,
        )
        if victim.gone:
            return False
        game.discard_from_hand(victim, chosen)
        if "diplomat" not in victim.hand or not _diplomat_may_react(victim.hand):
            return False
        again = yield Decision(
            victim.name,
            "diplomat",
            "reveal",
            ("diplomat",),
            0,
            1,
            "hand",
            f"you hold {len(victim.hand)} cards: you may reveal Diplomat again against {attacker.name}'s "
            f"{attack} (draw 2, then discard 3)",
            target=attacker.name,
            types=REACTION,
        )
        if not again or victim.gone:
            return False
        game.emit("reveal", victim, ("diplomat",))


def _duke(cards) -> int:
    """Duke's points: 1 per Duchy its owner has."""
    return cards.count("duchy")


def _ironworks(game: Game, player: Player, this: Played):
    chosen = yield gain_decision(
        game,
        player,
        "ironworks",
        4,
        upfront=False,
        rule="ironworks gains a card costing at most 4",
    )
    if not chosen or not (yield from game.gain(player, chosen[0])):
        return
    types = SPECS[chosen[0]].types
    if ACTION in types:
        game.actions += 1
    if TREASURE in types:
        game.coins += 1
    if VICTORY in types:
        game.draw(player, 1)


LURKER_WORDS = ("trash", "gain")
"""Lurker's options: trash an action card from the supply, or gain one from the trash."""


def _lurker(game: Game, player: Player, this: Played):
    mode = yield choose(
        player,
        "lurker",
        LURKER_WORDS,
        "trash an action card from the supply (trash), or gain an action card from the trash (gain)",
    )
    if not mode or player.gone:
        return
    if mode[0] == "trash":
        options = tuple(
            card for card, count in game.piles.items() if count > 0 and ACTION in SPECS[card].types
        )
        chosen = yield Decision(
            player.name,
            "lurker",
            "trash",
            options,
            min(1, len(options)),
            min(1, len(options)),
            "supply",
            "trash an action card from the supply",
            types=ACTION,
            rule="lurker trashes an action card from the supply",
        )
        if chosen:
            yield from trash_from_supply(game, player, chosen[0])
    else:
        options = distinct(card for card in game.trash if ACTION in SPECS[card].types)
        chosen = yield Decision(
            player.name,
            "lurker",
            "gain",
            options,
            min(1, len(options)),
            min(1, len(options)),
            "trash",
            "gain an action card from the trash",
            types=ACTION,
            rule="lurker gains an action card from the trash",
        )
        if chosen:
            yield from game.gain(player, chosen[0], source="trash")


def trash_from_supply(game: Game, player: Player, card: str):
    """`player` trashes one `card` from its supply pile (Lurker): the pile loses a copy (which may empty it),
    the trash gains it, a public `trash` event, then the card's `on_trash` (a generator to ``yield from``).
    Raises ValueError for a pile without a copy."""
    game._take(card)  # raises ValueError for an empty pile
    game.trash.append(SPECS[card].name)
    game._trash_view = None
    game.emit("trash", player, (card,))
    hook = SPECS[card].on_trash
    if hook is not None:
        yield from hook(game, player, Played(card))


def _masquerade(game: Game, player: Player, this: Played):
    seated = (player, *game.others(player.name))
    chosen_by: list[tuple[Player, str]] = []
    # Every passer chooses before any card moves (the passing is simultaneous): nobody sees what comes.
    for passer in seated:
        if not passer.hand or passer.gone:
            continue
        chosen = yield from_hand(
            passer,
            "masquerade",
            "pass",
            1,
            1,
            "pass a card from your hand to the next player on your left"
            + (" holding cards" if game.edition == 2 else ""),
            upfront=False,
        )
        if chosen and not passer.gone:
            chosen_by.append((passer, chosen[0]))
    remaining = [one for one in seated if not one.gone]
    if game.edition == 2:
        # The next player on the left who held cards (when the choices were made), yourself if alone.
        circle = [one for one in remaining if any(one is passer for passer, _ in chosen_by)]
    else:
        circle = remaining
    passed = [passer.hand.pop(passer.hand.index(card)) for passer, card in chosen_by]
    for (passer, _), card in zip(chosen_by, passed, strict=True):
        receiver = circle[(circle.index(passer) + 1) % len(circle)]
        receiver.hand.append(card)
        game.emit("pass", passer)  # which card is hidden: the receiver sees it in its hand
    if player.gone or not player.hand:
        return
    trashed = yield from_hand(
        player, "masquerade", "trash", 0, 1, "you may trash a card from your hand", upfront=False
    )
    yield from game.trash_cards(player, trashed)


MILL_WORDS = ("discard",)
"""Mill's option: discard 2 cards for +2 coins (choosing nothing declines)."""


def _mill(game: Game, player: Player, this: Played):
    wanted = yield choose(
        player, "mill", MILL_WORDS, "you may discard 2 cards for +2 coins (discard)", optional=True
    )
    if not wanted or player.gone:
        return
    count = min(2, len(player.hand))
    if not count:
        return
    chosen = yield from_hand(
        player,
        "mill",
        "discard",
        count,
        count,
        "discard 2 cards for +2 coins" if count == 2 else "discard your card (only 2 cards give +2 coins)",
        upfront=False,
    )
    game.discard_from_hand(player, chosen)
    if len(chosen) == 2:
        game.coins += 2


def _mining_village(game: Game, player: Player, this: Played):
    if this.moved or "mining-village" not in player.plays:
        return
    chosen = yield Decision(
        player.name,
        "mining-village",
        "trash",
        ("mining-village",),
        0,
        1,
        "play",
        "you may trash this Mining Village from play for +2 coins",
        rule="mining-village trashes only itself, from play",
    )
    if chosen and not this.moved and not player.gone:
        this.moved = True
        yield from game.trash_cards(player, ("mining-village",), source="plays")
        game.coins += 2


MINION_WORDS = ("+coins", "discard")
"""Minion's options: +2 coins, or new hands of 4 cards (yours, and every other player's holding 5 or more)."""


def _minion(game: Game, player: Player, this: Played):
    # Reactions are revealed before the Minion's player chooses (official ruling).
    affected = []
    for victim in victims(game, player, "minion"):
        if not (yield from unaffected(game, victim, player, "minion")):
            affected.append(victim)
    if player.gone:
        return
    chosen = yield choose(
        player,
        "minion",
        MINION_WORDS,
        "+2 coins (+coins), or discard your hand and draw 4 while every other player holding 5 or more "
        "cards does the same (discard)",
    )
    if not chosen:
        return
    if chosen[0] == "+coins":
        game.coins += 2
        return
    game.discard_from_hand(player, list(player.hand))
    game.draw(player, 4)
    for victim in affected:
        if not victim.gone and len(victim.hand) >= 5:
            game.discard_from_hand(victim, list(victim.hand))
            game.draw(victim, 4)


CARDS_A: tuple[CardSpec, ...] = (
    spec("baron", buys=1, effect=_baron),
    spec("bridge", buys=1, coins=1, effect=_bridge),
    spec("conspirator", coins=2, effect=_conspirator),
    spec("coppersmith", effect=_coppersmith),
    spec("courtier", effect=_courtier),
    spec("courtyard", cards=3, effect=_courtyard),
    spec(
        "diplomat",
        cards=2,
        effect=_diplomat,
        react_attack=_diplomat_reacts,
        react_when=_diplomat_may_react,
    ),
    spec("duke", points=_duke),
    spec("great-hall", vp=1, cards=1, actions=1),
    spec("harem", coins=2, vp=2),
    spec("ironworks", effect=_ironworks),
    spec("lurker", actions=1, effect=_lurker),
    spec(
        "masquerade",
        cards=2,
        effect=_masquerade,
        first_edition=(
            "+2 cards. Each player passes a card from their hand to the player on their left, at once (a "
            "player with an empty hand passes nothing but still receives); then you may trash a card from "
            "your hand."
        ),
    ),
    spec("mill", vp=1, cards=1, actions=1, effect=_mill),
    spec("mining-village", cards=1, actions=2, effect=_mining_village),
    spec("minion", actions=1, effect=_minion),
)


# ==== cards Nobles .. Wishing Well (nobles patrol pawn replace saboteur scout secret-chamber secret-passage
# ==== shanty-town steward swindler torturer trading-post tribute upgrade wishing-well) =====================


CARDS_B: tuple[CardSpec, ...] = ()


SET_SPECS: tuple[CardSpec, ...] = CARDS_A + CARDS_B
"""Every Intrigue card whose rules are built."""
