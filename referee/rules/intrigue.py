"""The cards of Intrigue (both editions): one `CardSpec` each, collected into `referee.rules.cards.SPECS`.

Each card is its catalogue row (`protocol.catalogue`) plus its spec here, made with
`referee.rules.cards.spec`; its behaviours are generator functions as described in docs/rules-core.md. The
module has two sections, each ending in its own tuple of specs, so that two authors append without touching
each other's lines: cards Baron to Minion (`CARDS_A`), cards Nobles to Wishing Well (`CARDS_B`).
`SET_SPECS` is what the registry collects.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from referee.rules.decisions import Decision
from referee.rules.helpers import (
    choose,
    distinct,
    exact_cost_gain,
    from_hand,
    gain_decision,
    keep_and_put_back,
    name_a_card,
    reveal_cards,
    unaffected,
    victims,
)
from referee.rules.spec import (
    ACTION,
    CURSE,
    ORDER,
    REACTION,
    SPECS,
    TREASURE,
    VICTORY,
    CardSpec,
    Played,
    spec,
)

if TYPE_CHECKING:
    from referee.rules.player import Player


def _types(game, card: str) -> tuple[str, ...]:
    """`card`'s types in `game`: its printed ones, and treasure too where the game's kingdom makes it one
    (Charlatan's Curse, a treasure "in all situations" by Charlatan's official FAQ: `Game.values` holds
    every treasure of the game). Courtier, Ironworks, Replace and Tribute read a card's types through it."""
    types = SPECS[card].types
    if TREASURE not in types and card in game.values:
        return (*types, TREASURE)
    return types


# ==== cards Baron .. Minion (baron bridge conspirator coppersmith courtier courtyard diplomat duke great-hall
# ==== harem ironworks lurker masquerade mill mining-village minion) ========================================


def _baron(game, player: Player, this: Played):
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
            yield from game.discard(player, chosen)
            game.coins += 4
            return
        if player.gone:
            return
    yield from game.gain(player, "estate")


def _bridge(game, player: Player, this: Played):
    game.reduce_costs(1)  # for the rest of the turn, every card everywhere (a Throne Room: 2 less)
    return
    yield


def _conspirator(game, player: Player, this: Played):
    # `actions_played` holds this play already: a third action (or later) draws and gives an action.
    if len(game.actions_played) >= 3:
        game.actions += 1
        game.draw(player, 1)
    return
    yield


def _coppersmith(game, player: Player, this: Played):
    # Cumulative: each play (a Throne Room's two included) adds 1 coin to every Copper played this turn.
    game.add_treasure_bonus("copper", 1)
    return
    yield


COURTIER_WORDS = ("+action", "+buy", "+coins", "gold")
"""Courtier's options: +1 action, +1 buy, +3 coins, gain a Gold."""


def _courtier(game, player: Player, this: Played):
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
    types = len(_types(game, shown[0]))
    chosen = yield choose(
        player,
        "courtier",
        COURTIER_WORDS,
        f"{shown[0]} has {types} type{'s' if types > 1 else ''}: choose "
        + ("one" if types == 1 else f"{min(types, 4)} different ones")
        + " of +1 action (+action), +1 buy (+buy), +3 coins (+coins), gain a Gold (gold)",
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


def _courtyard(game, player: Player, this: Played):
    if player.hand:
        chosen = yield from_hand(
            player, "courtyard", "topdeck", 1, 1, "put a card from your hand onto your deck", upfront=False
        )
        game.topdeck_from_hand(player, chosen)


DIPLOMAT_HAND = 5
"""Diplomat: +2 actions when the hand then holds at most this many cards; revealed only from a hand of at
least this many."""


def _diplomat(game, player: Player, this: Played):
    if len(player.hand) <= DIPLOMAT_HAND:  # counted after its +2 cards
        game.actions += 2
    return
    yield


def _diplomat_may_react(hand) -> bool:
    return len(hand) >= DIPLOMAT_HAND


def _diplomat_reacts(game, victim: Player, attacker: Player, attack: str):
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
        yield from game.discard(victim, chosen)
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


def _ironworks(game, player: Player, this: Played):
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
    types = _types(game, chosen[0])
    if ACTION in types:
        game.actions += 1
    if TREASURE in types:
        game.coins += 1
    if VICTORY in types:
        game.draw(player, 1)


LURKER_WORDS = ("trash", "gain")
"""Lurker's options: trash an action card from the supply, or gain one from the trash."""


def _lurker(game, player: Player, this: Played):
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
            yield from game.trash_cards(player, chosen, source="supply")
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


def _masquerade(game, player: Player, this: Played):
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


def _mill(game, player: Player, this: Played):
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
    yield from game.discard(player, chosen)
    if len(chosen) == 2:
        game.coins += 2


def _mining_village(game, player: Player, this: Played):
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


def _minion(game, player: Player, this: Played):
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
    yield from game.discard(player, list(player.hand))
    game.draw(player, 4)
    for victim in affected:
        if not victim.gone and len(victim.hand) >= 5:
            yield from game.discard(victim, list(victim.hand))
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
#
# Every choice of these cards is asked when it arises (a protocol play carries none: `upfront` False); the
# option words of their `choose` decisions are listed in docs/rules.md.


def _trash_two(player: Player, card: str, then: str = "") -> Decision:
    """Steward's and Trading Post's "trash 2 cards from your hand": exactly 2, or the 1 card left; `then`
    ends the prompt (what trashing 2 brings)."""
    count = min(2, len(player.hand))
    prompt = "trash 2 cards from your hand" if count == 2 else "trash the one card left in your hand"
    return from_hand(player, card, "trash", count, count, prompt + then, upfront=False)


_NOBLES = ("+cards", "+actions")


def _nobles(game, player: Player, this: Played):
    chosen = yield choose(player, "nobles", _NOBLES, "choose +cards (+3 cards) or +actions (+2 actions)")
    if chosen == ("+cards",):
        game.draw(player, 3)
    elif chosen == ("+actions",):
        game.actions += 2


def _is_victory(one: CardSpec) -> bool:
    return VICTORY in one.types


def _is_victory_or_curse(one: CardSpec) -> bool:
    return VICTORY in one.types or CURSE in one.types


def _patrol(game, player: Player, this: Played):
    revealed = reveal_cards(game, player, 4)
    yield from keep_and_put_back(game, player, "patrol", _is_victory_or_curse, revealed)


_PAWN = ("+card", "+action", "+buy", "+coin")


def _pawn(game, player: Player, this: Played):
    chosen = yield choose(
        player, "pawn", _PAWN, "choose two different bonuses: +card, +action, +buy, +coin", count=2
    )
    if "+card" in chosen:
        game.draw(player, 1)
    if "+action" in chosen:
        game.actions += 1
    if "+buy" in chosen:
        game.buys += 1
    if "+coin" in chosen:
        game.coins += 1


def _replace(game, player: Player, this: Played):
    # Reactions to the attack are revealed as Replace is played, whatever it gains then (the Curses are
    # its only attack: a Moat's holder gets none).
    spared = set()
    for victim in victims(game, player, "replace"):
        if (yield from unaffected(game, victim, player, "replace")):
            spared.add(victim.name)
    if player.gone or not player.hand:
        return
    chosen = yield from_hand(
        player,
        "replace",
        "trash",
        1,
        1,
        "trash a card from your hand, to gain one costing up to 2 more",
        upfront=False,
    )
    if not chosen:
        return
    trashed = chosen[0]
    cost = game.cost(trashed)
    yield from game.trash_cards(player, chosen)
    decision = gain_decision(
        game,
        player,
        "replace",
        cost + 2,
        upfront=False,
        potion=game.potion_cost(trashed) > 0,
        rule="replace gains a card costing at most 2 more than the trashed card",
        note=f"the trashed {trashed} cost {cost}",
    )
    if not decision.options:
        return
    wanted = yield decision
    if not wanted or player.gone:
        return
    card = wanted[0]
    types = _types(game, card)
    at = len(game.turn_gains)
    if not (yield from game.gain(player, card)):
        return
    gained = game.turn_gains[at]
    if (ACTION in types or TREASURE in types) and gained.to == "discards":
        game.move_gained(gained, "deck")  # only from where the gain put it: a reaction may have moved it
    if VICTORY in types:
        for victim in game.others(player.name):
            if victim.name not in spared:
                yield from game.gain(victim, "curse")


def _saboteur(game, player: Player, this: Played):
    for victim in victims(game, player, "saboteur"):
        if (yield from unaffected(game, victim, player, "saboteur")):
            continue
        hit = None
        while hit is None:
            card = game.reveal_top(victim)
            if card is None:
                break
            if game.cost(card) >= 3:
                hit = card
        if hit is not None:
            cost = game.cost(hit)
            yield from game.trash_cards(victim, (hit,), source="aside")
            decision = gain_decision(
                game,
                victim,
                "saboteur",
                cost - 2,
                upfront=False,
                potion=game.potion_cost(hit) > 0,
                rule="saboteur's victim gains a card costing at most 2 less than the trashed card",
                note=f"the trashed {hit} cost {cost}",
            )
            if decision.options and not victim.gone:
                decision = replace(
                    decision,
                    min=0,
                    prompt=f"{player.name}'s saboteur trashed your {hit}: you may gain a card costing up to "
                    f"{cost - 2}",
                    target=player.name,
                )
                wanted = yield decision
                if wanted and not victim.gone:
                    yield from game.gain(victim, wanted[0])
        if not victim.gone:
            yield from game.discard(victim, list(victim.aside), source="aside")


def _scout(game, player: Player, this: Played):
    revealed = reveal_cards(game, player, 4)
    yield from keep_and_put_back(game, player, "scout", _is_victory, revealed)


def _secret_chamber(game, player: Player, this: Played):
    chosen = yield from_hand(
        player,
        "secret-chamber",
        "discard",
        0,
        len(player.hand),
        "discard any number of cards for +1 coin each",
        upfront=False,
    )
    yield from game.discard(player, chosen)
    game.coins += len(chosen)


def _secret_chamber_reaction(game, victim: Player, attacker: Player, attack: str):
    game.draw(victim, 2)
    count = min(2, len(victim.hand))
    if count:
        chosen = yield replace(
            from_hand(
                victim,
                "secret-chamber",
                "topdeck",
                count,
                count,
                "put 2 cards from your hand onto your deck (the first chosen ends on top)"
                if count == 2
                else "put your one card onto your deck",
                upfront=False,
                ordered=True,
            ),
            target=attacker.name,
        )
        if not victim.gone:
            game.topdeck_from_hand(victim, chosen)
    return False  # the attack still hits


def _secret_passage(game, player: Player, this: Played):
    if not player.hand:
        return
    chosen = yield from_hand(
        player,
        "secret-passage",
        "topdeck",
        1,
        1,
        "choose a card from your hand to put into your deck",
        upfront=False,
    )
    if not chosen or player.gone:
        return
    depth = 0
    if player.deck:
        size = len(player.deck)
        answer = yield choose(
            player,
            "secret-passage",
            tuple(str(n) for n in range(size + 1)),
            f"put the {chosen[0]} into your deck under this many cards: 0 is on top, {size} at the bottom",
        )
        if player.gone or not answer:
            return
        depth = int(answer[0])
    game.insert_into_deck(player, chosen[0], depth)


def _shanty_town(game, player: Player, this: Played):
    if player.hand:
        game.emit("reveal", player, tuple(player.hand))
    if not any(ACTION in SPECS[c].types for c in player.hand):
        game.draw(player, 2)
    return
    yield


_STEWARD = ("+cards", "+coins", "trash")


def _steward(game, player: Player, this: Played):
    chosen = yield choose(
        player, "steward", _STEWARD, "choose +cards (+2 cards), +coins (+2 coins) or trash (trash 2 cards)"
    )
    if chosen == ("+cards",):
        game.draw(player, 2)
    elif chosen == ("+coins",):
        game.coins += 2
    elif chosen == ("trash",) and player.hand:
        trashed = yield _trash_two(player, "steward")
        yield from game.trash_cards(player, trashed)


def _swindler(game, player: Player, this: Played):
    for victim in victims(game, player, "swindler"):
        if (yield from unaffected(game, victim, player, "swindler")):
            continue
        card = game.reveal_top(victim)
        if card is None:
            continue
        yield from game.trash_cards(victim, (card,), source="aside")
        decision = exact_cost_gain(game, player, "swindler", card, 0, target=victim.name)
        if not decision.options or player.gone:
            continue
        wanted = yield decision
        if wanted and not victim.gone:
            yield from game.gain(victim, wanted[0])


_TORTURER = ("discard", "curse")


def _torturer(game, player: Player, this: Played):
    for victim in victims(game, player, "torturer"):
        if (yield from unaffected(game, victim, player, "torturer")):
            continue
        fate = yield choose(
            victim,
            "torturer",
            _TORTURER,
            f"{player.name}'s torturer: discard (2 cards) or curse (gain a curse into your hand)",
            target=player.name,
        )
        if victim.gone:
            continue
        if fate == ("discard",):
            count = min(2, len(victim.hand))
            if count:
                chosen = yield replace(
                    from_hand(
                        victim,
                        "torturer",
                        "discard",
                        count,
                        count,
                        "discard 2 cards" if count == 2 else "discard your one card",
                        upfront=False,
                    ),
                    target=player.name,
                )
                if not victim.gone:
                    yield from game.discard(victim, chosen)
        elif fate == ("curse",):
            yield from game.gain(victim, "curse", to="hand")


def _trading_post(game, player: Player, this: Played):
    if not player.hand:
        return
    trashed = yield _trash_two(player, "trading-post", " (trashing 2 gains a silver into your hand)")
    yield from game.trash_cards(player, trashed)
    if len(trashed) == 2 and not player.gone:
        yield from game.gain(player, "silver", to="hand")


def _tribute(game, player: Player, this: Played):
    left = game.others(player.name)
    if not left:
        return
    left = left[0]
    revealed = reveal_cards(game, left, 2)
    yield from game.discard(left, revealed, source="aside")
    for card in dict.fromkeys(revealed):
        types = _types(game, card)
        if ACTION in types:
            game.actions += 2
        if TREASURE in types:
            game.coins += 2
        if VICTORY in types:
            game.draw(player, 2)
    return
    yield


def _upgrade(game, player: Player, this: Played):
    if not player.hand:
        return
    chosen = yield from_hand(
        player,
        "upgrade",
        "trash",
        1,
        1,
        "trash a card from your hand, to gain one costing exactly 1 more",
        upfront=False,
    )
    if not chosen:
        return
    trashed = chosen[0]
    yield from game.trash_cards(player, chosen)
    decision = exact_cost_gain(game, player, "upgrade", trashed, 1)
    if not decision.options or player.gone:
        return
    wanted = yield decision
    if wanted:
        yield from game.gain(player, wanted[0])


def _wishing_well(game, player: Player, this: Played):
    if not player.deck and not player.discards:
        return  # no card to reveal: naming one changes nothing
    named = yield name_a_card(
        game, player, "wishing-well", "name a card: if it is your top card, it goes into your hand"
    )
    card = game.reveal_top(player)
    if card is None or player.gone:
        return
    if named and card == named[0]:
        player.aside.remove(card)
        player.hand.append(card)
    else:
        game.topdeck_aside(player, (card,))


CARDS_B: tuple[CardSpec, ...] = (
    spec("nobles", vp=2, effect=_nobles),
    spec("patrol", cards=3, effect=_patrol),
    spec("pawn", effect=_pawn),
    spec("replace", effect=_replace),
    spec("saboteur", effect=_saboteur),
    spec("scout", actions=1, effect=_scout),
    spec("secret-chamber", effect=_secret_chamber, react_attack=_secret_chamber_reaction),
    spec("secret-passage", cards=2, actions=1, effect=_secret_passage),
    spec("shanty-town", actions=2, effect=_shanty_town),
    spec("steward", effect=_steward),
    spec("swindler", coins=2, effect=_swindler),
    spec("torturer", cards=3, effect=_torturer),
    spec("trading-post", effect=_trading_post),
    spec("tribute", effect=_tribute),
    spec("upgrade", cards=1, actions=1, effect=_upgrade),
    spec("wishing-well", cards=1, actions=1, effect=_wishing_well),
)

SET_SPECS: tuple[CardSpec, ...] = CARDS_A + CARDS_B
"""Every Intrigue card whose rules are built."""
