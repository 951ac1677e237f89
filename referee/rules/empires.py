"""Empires (2016): its events and landmarks whose rules are built, one `LandscapeSpec` each, collected into
`referee.rules.spec.LANDSCAPE_SPECS` (docs/landscapes.md; docs/rules-core.md describes the API). Its kingdom
cards come with issue 44's step 4; the landscapes here need the simplest machinery: an event that gains and
gives VP tokens, a landmark that scores at the end, one whose VP tokens a gain or a buy takes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING

from referee.rules.decisions import Decision
from referee.rules.helpers import chosen_amount, from_hand, gain_decision
from referee.rules.spec import ACTION, TREASURE, VICTORY, Gained, LandscapeSpec, landscape, sort_cards

if TYPE_CHECKING:
    from referee.rules.player import Player

SET_SPECS: tuple = ()
"""Empires' kingdom cards whose rules are built (none yet)."""

DONATE_DRAW = 5
"""Cards Donate draws once the hand is shuffled into the deck, whatever the hand held."""

VP_PER_PLAYER = 6
"""VP tokens per player a landmark that hands them out holds at set-up (Battlefield, Basilica...)."""


def _gains_this_turn(game, player: Player, card: str | None = None) -> int:
    """How many cards (`card`s only, when given) `player` gained this turn."""
    return sum(1 for g in game.turn_gains if g.player == player.name and (card is None or g.card == card))


# ---- events ------------------------------------------------------------------------------------------


def _delve(game, player: Player, name: str):
    game.buys += 1
    yield from game.gain(player, "silver")


def _wedding(game, player: Player, name: str):
    game.add_vp(player, 1)
    yield from game.gain(player, "gold")


def _dominate(game, player: Player, name: str):
    if (yield from game.gain(player, "province")):
        game.add_vp(player, 9)


def _triumph(game, player: Player, name: str):
    # "If you did": no Estate gained, no VP; the Estate itself counts among the cards gained this turn.
    if (yield from game.gain(player, "estate")):
        game.add_vp(player, _gains_this_turn(game, player))


def _conquest(game, player: Player, name: str):
    for _ in range(2):
        yield from game.gain(player, "silver")
    # Every Silver gained this turn counts, bought or gained by any card, not only these two.
    game.add_vp(player, _gains_this_turn(game, player, "silver"))


def _windfall(game, player: Player, name: str):
    if player.deck or player.discards:
        return
    for _ in range(3):
        yield from game.gain(player, "gold")


def _tax_setup(game, players: int) -> None:
    for pile in game.piles:
        game.add_pile_token(pile, "debt")


def _tax(game, player: Player, name: str):
    chosen = yield Decision(
        player.name,
        "tax",
        "choose",
        tuple(game.piles),  # every supply pile, empty or not
        1,
        1,
        "supply",
        "put 2 debt on a supply pile: the next player to buy a card from it takes them",
        rule="tax puts its debt on a pile of the supply",
    )
    if chosen and not player.gone:
        game.add_pile_token(chosen[0], "debt", 2)


def _advance(game, player: Player, name: str):
    # Nothing trashed (none in hand, or declined): nothing gained.
    if not any(ACTION in game.types(card) for card in player.hand):
        return
    prompt = "trash an action card from your hand to gain an action card costing up to 6"
    chosen = yield from_hand(player, name, "trash", 0, 1, prompt, types=ACTION, upfront=False)
    if not chosen or player.gone:
        return
    yield from game.trash_cards(player, chosen)
    if player.gone:
        return
    gained = yield gain_decision(game, player, name, 6, types=ACTION, upfront=False)
    if gained and not player.gone:
        yield from game.gain(player, gained[0])


def _annex(game, player: Player, name: str):
    discards = player.discards
    if discards:
        kept = yield Decision(
            player.name,
            name,
            "choose",
            sort_cards(discards),
            0,
            min(5, len(discards)),
            "discards",
            "keep up to 5 cards in your discard pile; the others are shuffled into your deck",
            rule="annex keeps at most 5 cards of your discard pile there",
        )
        if player.gone:
            return
        rest = list(discards)
        for card in kept:
            rest.remove(card)
        discards[:] = list(kept)
        player.unseen.clear()
        player._discards_view = None
        if rest:
            player.deck.extend(rest)
            game._shuffle(player.deck)
            player._deck_view = None
            game.emit("shuffle", player, ())
    # The Duchy comes last, so it stays in the discard pile; an empty Duchy pile still lets the shuffle be.
    yield from game.gain(player, "duchy")


def _banquet(game, player: Player, name: str):
    for _ in range(2):
        yield from game.gain(player, "copper")
    if player.gone:
        return
    decision = gain_decision(game, player, name, 5, upfront=False)
    options = tuple(card for card in decision.options if VICTORY not in game.types(card))
    chosen = yield replace(
        decision,
        options=options,
        min=1 if options else 0,
        max=1 if options else 0,
        prompt="gain a card costing up to 5 that is not a victory card",
        rule="banquet gains a card costing at most 5 that is not a victory card",
    )
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _ritual(game, player: Player, name: str):
    if not (yield from game.gain(player, "curse")) or not player.hand or player.gone:
        return
    prompt = "trash a card from your hand: 1 VP per coin of its cost"
    chosen = yield from_hand(player, name, "trash", 1, 1, prompt, upfront=False)
    if chosen and not player.gone:
        # Its cost in coins as it is now (a potion or debt in it gives nothing).
        cost = game.cost(chosen[0])
        yield from game.trash_cards(player, chosen)
        game.add_vp(player, cost)


def _salt_the_earth(game, player: Player, name: str):
    game.add_vp(player, 1)
    # The top card of each supply pile that is a victory card (a mixed pile is keyed by its top card).
    options = tuple(card for card, count in game.piles.items() if count > 0 and VICTORY in game.types(card))
    if not options:
        return
    chosen = yield Decision(
        player.name,
        name,
        "trash",
        options,
        1,
        1,
        "supply",
        "trash a victory card from the supply",
        types=VICTORY,
        rule="salt-the-earth trashes a victory card from the supply",
    )
    if chosen and not player.gone:
        yield from game.trash_cards(player, chosen, source="supply")


def _donate(game, player: Player, name: str):
    # The 2022 text: done as its buyer's next turn starts, once per Donate bought.
    game.donations[player.name] = game.donations.get(player.name, 0) + 1
    return
    yield


def _donate_at_turn_start(game, player: Player):
    for _ in range(game.donations.pop(player.name, 0)):
        if player.gone:
            return
        hand = player.hand
        hand.extend(player.deck)
        hand.extend(player.discards)
        player.deck.clear()
        player.discards.clear()
        player.unseen.clear()
        player._deck_view = player._discards_view = None
        prompt = "trash any number of cards from your hand, which holds your deck and discard pile now"
        chosen = yield from_hand(player, "donate", "trash", 0, len(hand), prompt, upfront=False)
        if player.gone:
            return
        if chosen:
            yield from game.trash_cards(player, chosen)
            if player.gone:
                return
        # Only the hand is shuffled into the deck (a card an on-trash effect put in the discard pile stays).
        player.deck.extend(player.hand)
        player.hand.clear()
        game._shuffle(player.deck)
        player._deck_view = None
        game.emit("shuffle", player, ())
        game._draw(player, DONATE_DRAW)


# ---- landmarks ---------------------------------------------------------------------------------------


def _holding(name: str):
    """The set-up of landmark `name`: `VP_PER_PLAYER` VP tokens per player put on it."""

    def setup(game, players: int) -> None:
        game.put_vp(name, VP_PER_PLAYER * players)

    return setup


def _pile_of(game, gained: Gained) -> str:
    """The supply pile of a card gained, keyed as `Game.piles` (a mixed pile by its new top card)."""
    return game._pile_key(gained.card) if gained.source == "supply" else gained.card


def _move_vp(game, player: Player, pile: str, landmark: str) -> None:
    """1 VP token moved from supply pile `pile` (when it has one) onto `landmark`."""
    tokens = game.pile_tokens.get(pile)
    if tokens and tokens.get("vp"):
        tokens["vp"] -= 1
        game.put_vp(landmark, 1, player)


def _aqueduct_setup(game, players: int) -> None:
    for pile in ("silver", "gold"):
        game.put_vp(pile, 8)


def _aqueduct(game, player: Player, gained: Gained):
    types = game.types(gained.card)
    # A card both a treasure and a victory card (Harem) does both, the move first.
    if "treasure" in types:
        _move_vp(game, player, _pile_of(game, gained), "aqueduct")
    if VICTORY in types:
        game.take_vp(player, "aqueduct")
    return
    yield


def _action_piles(game) -> dict[str, str]:
    """The action supply piles at set-up (Ruins too), each once: its name (a mixed or split pile's, as in
    `Game.mixed`) -> its key in `Game.piles` (a mixed pile's top card), where its tokens go."""
    piles: dict[str, str] = {}
    for key in game.piles:
        if ACTION in game.types(key):
            piles.setdefault((game.mixed_pile_of(key) if game.mixed else None) or key, key)
    return piles


def _defiled_shrine_setup(game, players: int) -> None:
    for key in _action_piles(game).values():
        if "gathering" not in game.types(key):
            game.put_vp(key, 2)


def _defiled_shrine(game, player: Player, gained: Gained):
    if ACTION in game.types(gained.card):
        _move_vp(game, player, _pile_of(game, gained), "defiled-shrine")
    yield from _defiled_shrine_curse(game, player, gained)


def _defiled_shrine_curse(game, player: Player, gained: Gained):
    # The 2022 text: a Curse gained in its gainer's own buy phase (bought, or by an Embargo token), not only
    # a Curse bought.
    buy_phase = game.buying and not game.in_clean_up and player is game.players[game.current]
    if gained.card == "curse" and buy_phase:
        game.take_vp(player, "defiled-shrine")
    return
    yield


def _battlefield(game, player: Player, gained: Gained):
    if VICTORY in game.types(gained.card):
        game.take_vp(player, "battlefield", 2)
    return
    yield


def _labyrinth(game, player: Player, gained: Gained):
    # Only a gain in the gainer's own turn, and only its second one of that turn.
    if player is game.players[game.current] and _gains_this_turn(game, player) == 2:
        game.take_vp(player, "labyrinth", 2)
    return
    yield


def _basilica(game, player: Player, gained: Gained):
    # The coins left once the card is paid for (an overpay already spent counts as spent).
    if game.coins >= 2:
        game.take_vp(player, "basilica", 2)
    return
    yield


def _colonnade(game, player: Player, gained: Gained):
    if ACTION in game.types(gained.card) and gained.card in player.plays:
        game.take_vp(player, "colonnade", 2)
    return
    yield


def _baths(game, player: Player):
    # Ending the turn: a clean-up's own gains are none in these sets, so its start decides.
    if _gains_this_turn(game, player) == 0:
        game.take_vp(player, "baths", 2)
    return
    yield


def _bandit_fort(game, player: Player) -> int:
    cards = player.cards()
    return -2 * (cards.count("silver") + cards.count("gold"))


def _fountain(game, player: Player) -> int:
    return 15 if player.cards().count("copper") >= 10 else 0


def _museum(game, player: Player) -> int:
    return 2 * len(set(player.cards()))


def _orchard(game, player: Player) -> int:
    counts = Counter(player.cards())
    return 4 * sum(1 for card, n in counts.items() if n >= 3 and ACTION in game.types(card))


def _palace(game, player: Player) -> int:
    cards = player.cards()
    return 3 * min(cards.count("copper"), cards.count("silver"), cards.count("gold"))


def _wall(game, player: Player) -> int:
    return -max(0, len(player.cards()) - 15)


def _wolf_den(game, player: Player) -> int:
    return -3 * sum(1 for n in Counter(player.cards()).values() if n == 1)


def _arena(game, player: Player):
    # Offered whenever an action card is in hand, even with no VP left (a discard may trigger something).
    if not any(ACTION in game.types(card) for card in player.hand):
        return
    prompt = "discard an action card to take 2 VP from Arena"
    chosen = yield from_hand(player, "arena", "discard", 0, 1, prompt, types=ACTION, upfront=False)
    if chosen and not player.gone:
        yield from game.discard(player, chosen)
        game.take_vp(player, "arena", 2)


def _keep(game, player: Player) -> int:
    mine = Counter(card for card in player.cards() if TREASURE in game.types(card))
    others = [Counter(other.cards()) for other in game.players if other is not player]
    # Tied for most is enough; a treasure counts only when the player has a copy.
    return 5 * sum(1 for card, count in mine.items() if all(count >= other[card] for other in others))


def _mountain_pass(game, player: Player, gained: Gained):
    if gained.card != "province" or "mountain-pass" in game.landscape_done or player.gone:
        return
    game.landscape_done.add("mountain-pass")
    high, winner = 0, None
    # Each player bids once, from the gainer's left, the gainer last; a bid must beat the one standing.
    for bidder in (*game.others(player.name), player):
        if bidder.gone or high >= 40:
            continue
        bid = yield Decision(
            bidder.name,
            "mountain-pass",
            "pay",
            ("0",) + tuple(str(n) for n in range(high + 1, 41)),
            1,
            1,
            "amount",
            f"bid debt for 8 VP: 0 passes, else more than {high} and at most 40",
            rule="mountain-pass takes a bid above the one standing, at most 40 debt, or 0 to pass",
        )
        if chosen_amount(bid) > high:
            high, winner = chosen_amount(bid), bidder
    if winner is not None and not winner.gone:
        game.add_vp(winner, 8)
        game.take_debt(winner, high)


def _obelisk_setup(game, players: int) -> None:
    # One of the action supply piles drawn at random, a mixed or split pile by its name.
    piles = list(_action_piles(game))
    if piles:
        game.landscape_piles["obelisk"] = game.rng.choice(piles) if game.rng is not None else piles[0]


def _obelisk(game, player: Player) -> int:
    pile = game.landscape_piles.get("obelisk")
    if pile is None:
        return 0
    if pile in game.mixed:
        return 2 * sum(1 for card in player.cards() if game.mixed_pile_of(card) == pile)
    return 2 * player.cards().count(pile)


def _tomb(game, player: Player, cards) -> None:
    game.add_vp(player, len(cards))


def _tower(game, player: Player) -> int:
    total = 0
    for card, count in Counter(player.cards()).items():
        if VICTORY in game.types(card):
            continue
        pile = game.mixed_pile_of(card) if game.mixed else None
        # A card of no supply pile (Spoils, a Prize) is never from an empty one.
        if (not game.mixed[pile]) if pile is not None else game.piles.get(card) == 0:
            total += count
    return total


def _triumphal_arch(game, player: Player) -> int:
    counts = sorted(
        (count for card, count in Counter(player.cards()).items() if ACTION in game.types(card)), reverse=True
    )
    # Tied for most: the second most common is as common as the first.
    return 3 * counts[1] if len(counts) > 1 else 0


SET_LANDSCAPES: tuple[LandscapeSpec, ...] = (
    landscape("conquest", on_buy=_conquest),
    landscape("delve", on_buy=_delve),
    landscape("dominate", on_buy=_dominate),
    landscape("triumph", on_buy=_triumph),
    landscape("wedding", on_buy=_wedding),
    landscape("tax", setup=_tax_setup, on_buy=_tax),
    landscape("windfall", on_buy=_windfall),
    landscape("advance", on_buy=_advance),
    landscape("annex", on_buy=_annex),
    landscape("banquet", on_buy=_banquet),
    landscape("donate", on_buy=_donate, at_turn_start=_donate_at_turn_start),
    landscape("ritual", on_buy=_ritual),
    landscape("salt-the-earth", on_buy=_salt_the_earth),
    landscape("arena", setup=_holding("arena"), at_buy_phase=_arena),
    landscape("keep", points=_keep),
    landscape("mountain-pass", on_gain=_mountain_pass),
    landscape("obelisk", setup=_obelisk_setup, points=_obelisk),
    landscape("tomb", on_trash=_tomb),
    landscape("tower", points=_tower),
    landscape("triumphal-arch", points=_triumphal_arch),
    landscape("aqueduct", setup=_aqueduct_setup, on_gain=_aqueduct),
    landscape("bandit-fort", points=_bandit_fort),
    landscape("basilica", setup=_holding("basilica"), on_buy_card=_basilica),
    landscape("baths", setup=_holding("baths"), at_clean_up=_baths),
    landscape("battlefield", setup=_holding("battlefield"), on_gain=_battlefield),
    landscape("colonnade", setup=_holding("colonnade"), on_buy_card=_colonnade),
    landscape(
        "defiled-shrine",
        setup=_defiled_shrine_setup,
        on_gain=_defiled_shrine,
    ),
    landscape("fountain", points=_fountain),
    landscape("labyrinth", setup=_holding("labyrinth"), on_gain=_labyrinth),
    landscape("museum", points=_museum),
    landscape("orchard", points=_orchard),
    landscape("palace", points=_palace),
    landscape("wall", points=_wall),
    landscape("wolf-den", points=_wolf_den),
)
"""Empires' events and landmarks whose rules are built."""
