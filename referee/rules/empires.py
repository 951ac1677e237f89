"""Empires (2016): its kingdom cards and its events and landmarks whose rules are built, one `CardSpec` or
`LandscapeSpec` each, collected into `referee.rules.spec.SPECS` and `LANDSCAPE_SPECS` (docs/landscapes.md;
docs/rules-core.md describes the API). The plain kingdom cards (`PLAIN_CARDS`: no split pile, no Castle) and
the split piles' and Castles' cards (`PILE_SPECS`) have their own sections; the landscapes need the simplest
machinery: an event that gains and gives VP tokens, a landmark that scores at the end, one whose VP tokens a
gain or a buy takes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from protocol.catalogue import CASTLE
from referee.rules.decisions import Decision
from referee.rules.helpers import (
    choose,
    chosen_amount,
    costs_more,
    distinct,
    from_hand,
    gain_decision,
    militia_discard,
    play_from_supply,
    play_times,
    play_treasure_twice,
    same_cost,
    this_turn,
    unaffected,
    victims,
)
from referee.rules.spec import (
    ACTION,
    SPECS,
    TREASURE,
    VICTORY,
    CardSpec,
    Gained,
    LandscapeSpec,
    Played,
    landscape,
    sort_cards,
    spec,
)
from referee.rules.tokens import action_piles

if TYPE_CHECKING:
    from referee.rules.player import Player

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
    """The action supply piles at set-up (Ruins too, not Castles), each once: its name (a mixed or split
    pile's, as in `Game.mixed`) -> its key in `Game.piles` (a mixed pile's top card), where its tokens go."""
    return {name: key for key, name in action_piles(game).items() if ACTION in game.types(key)}


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


# ==== the plain kingdom cards (no split pile, no Castle) ================================================

ARCHIVE_CARDS = 3
"""Cards an Archive sets aside: one into the hand now, one at the start of each of the next two turns."""
ARCHIVE_ASIDE = "archive"
"""The place (a key of `Player.mats` no view lists) of the cards Archives set aside face down: their
owner's cards (scored, conserved), seen by nobody else."""
CAPITAL_DEBT = 6
"""Debt a Capital gives its player when discarded from play."""
ENGINEER_GAIN = 4
"""The most an Engineer's gains cost, in coins."""
FARMERS_MARKET_TAKE = 4
"""VP tokens on the Farmers' Market pile from which a play takes them all (and trashes itself)."""
LEGIONARY_HAND = 2
"""Cards a Legionary's victim keeps in hand before drawing one."""
OVERLORD_MOST = 5
"""The most, in coins, the card an Overlord plays may cost."""
TEMPLE_TRASH = 3
"""The most differently named cards a Temple trashes."""


def _archive(game, player: Player, this: Played):
    # Each play its own set of cards, kept apart (a Throne Room's Archive: two sets, one card of each a turn).
    aside: list[str] = []
    for _ in range(ARCHIVE_CARDS):
        card = game.take_top(player, asks=True)
        if card is None:
            break
        player.mats.setdefault(ARCHIVE_ASIDE, []).append(card)
        aside.append(card)
    yield from _archive_take(game, player, this, aside)


def _archive_take(game, player: Player, this: Played, aside: list[str]):
    """One card of the set `aside` (a play's, on the hidden place `ARCHIVE_ASIDE`) into `player`'s hand, the
    player choosing which when they differ; the play stays while the set holds cards (its next hook takes the
    next one)."""
    if not aside or player.gone:
        return
    options = sort_cards(dict.fromkeys(aside))
    card = options[0]
    if len(options) > 1:
        chosen = yield Decision(
            player.name,
            "archive",
            "choose",
            options,
            1,
            1,
            "mat",
            "put one of the cards set aside on your Archive into your hand",
            rule="archive puts into your hand one of its own cards set aside",
        )
        if player.gone:
            return
        card = chosen[0] if chosen else card
    aside.remove(card)
    held = player.mats[ARCHIVE_ASIDE]
    held.remove(card)
    if not held:
        del player.mats[ARCHIVE_ASIDE]
    player.hand.append(card)
    if aside:
        game.stay(player, this, partial(_archive_at_start, aside))


def _archive_at_start(aside: list[str], game, player: Player, this: Played):
    yield from _archive_take(game, player, this, aside)


def _capital(game, player: Player, this: Played):
    game.buys += 1
    return
    yield


def _capital_discarded(game, player: Player, this: Played):
    # Only discarded from play (a trashed Capital takes nothing); one Capital, 6 debt, however often played.
    game.take_debt(player, CAPITAL_DEBT)
    game.pay_debt(player)
    return
    yield


def _chariot_race(game, player: Player, this: Played):
    mine = game.take_top(player, asks=True)
    if mine is not None:
        game.emit("reveal", player, (mine,))
        player.hand.append(mine)
    if player.gone:
        return
    left = game.others(player.name)[0] if game.others(player.name) else None
    theirs = game.take_top(left, asks=True) if left is not None else None
    if theirs is not None:
        game.emit("reveal", left, (theirs,))
        left.deck.append(theirs)  # back on top of its deck, seen by everyone
        left._deck_view = None
    # No card on either side: yours does not cost more.
    if mine is not None and theirs is not None and costs_more(game, mine, theirs):
        game.coins += 1
        game.add_vp(player, 1)
    return
    yield


CHARM_WORDS = ("+buy+coins", "gain-same-cost")
"""Charm's options: +1 buy and +2 coins, or a card of the same cost with the next card gained this turn."""


def _charm(game, player: Player, this: Played):
    chosen = yield choose(
        player,
        "charm",
        CHARM_WORDS,
        "choose: +1 buy and +2 coins, or the next time you gain a card this turn you may also gain a "
        "differently named card costing the same",
    )
    if player.gone:
        return
    if not chosen or chosen[0] == CHARM_WORDS[0]:
        game.buys += 1
        game.coins += 2
        return
    pending = this_turn(game).setdefault("charm", [])
    claim: dict = {"gained": None}
    pending.append(claim)
    game.watch_this_turn(player, "charm", gain=partial(_charm_watches, claim))


def _charm_watches(claim: dict, game, player: Player, card: str, gained: Gained):
    # Every Charm waiting takes the same next gain (two Charms and a Forum: two cards costing 5), never the
    # card one of them gains meanwhile.
    if claim["gained"] is None:
        for waiting in this_turn(game).get("charm", ()):
            if waiting["gained"] is None:
                waiting["gained"] = gained
    if claim["gained"] is not gained:
        return
    options = sort_cards(
        pile
        for pile, count in game.piles.items()
        if count > 0 and pile != gained.card and same_cost(game, pile, gained.card)
    )
    chosen = yield Decision(
        player.name,
        "charm",
        "gain",
        options,
        0,
        min(1, len(options)),
        "supply",
        f"you may also gain a card other than {gained.card} costing the same",
        rule=f"charm gains a differently named card costing the same as {gained.card}",
        costs=game.costs_differing(),
    )
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _city_quarter(game, player: Player, this: Played):
    if player.hand:
        game.emit("reveal", player, sort_cards(player.hand))
    game.draw(player, sum(1 for card in player.hand if ACTION in game.types(card)))
    return
    yield


def _crown(game, player: Player, this: Played):
    if game.buying:
        # Played in a buy phase (as a treasure, or by another Crown there): a treasure twice; still an
        # action played, which an Enchantress may turn into +1 card.
        if game.play_rules and game._replaced(player, this):
            return
        game.actions_played.append(this.card)
        treasures = distinct(card for card in player.hand if card in game.values)
        chosen = yield Decision(
            player.name,
            "crown",
            "play",
            treasures,
            0,
            min(1, len(treasures)),
            "hand",
            "you may play a treasure from your hand two times",
            types=TREASURE,
            rule="crown in your buy phase plays a treasure of your hand",
        )
        if chosen and not player.gone and chosen[0] in player.hand:
            yield from play_treasure_twice(game, player, chosen[0])
        return
    actions = distinct(card for card in player.hand if ACTION in game.types(card))
    chosen = yield Decision(
        player.name,
        "crown",
        "play",
        actions,
        0,
        min(1, len(actions)),
        "hand",
        "you may play an action card from your hand two times",
        types=ACTION,
        rule="crown in your action phase plays an action card of your hand",
    )
    if chosen and not player.gone and chosen[0] in player.hand:
        yield from play_times(game, player, this, chosen[0])


def _enchantress(game, player: Player, this: Played):
    # Reactions are revealed now, not when the enchanted player plays (the FAQ).
    for victim in victims(game, player, "enchantress"):
        if (yield from unaffected(game, victim, player, "enchantress")):
            continue
        this.memo.setdefault("victims", []).append(victim.name)
    if not player.gone:
        game.stay(player, this)


def _enchantress_at_start(game, player: Player, this: Played):
    game.draw(player, 2)
    return
    yield


def _enchantress_setup(game) -> None:
    game.play_rules.append(_enchanted)


def _enchanted(game, player: Player, this: Played) -> bool:
    """Enchantress's rule of the game: the first action card `player` plays on its own turn, while an
    Enchantress of another player's that attacked it is staying (from that player's turn until its next
    turn starts), gives +1 card and +1 action instead of what it does (no action in a buy phase: a Crown
    played there only draws). Abilities below the line (on gain, while in play) are not touched."""
    if game.actions_played or player is not game.players[game.current]:
        return False
    if not any(
        entry.this.card == "enchantress" and player.name in entry.this.memo.get("victims", ())
        for owner in game.others(player.name)
        for entry in owner.staying
    ):
        return False
    game.draw(player, 1)
    if not game.buying:
        game.actions += 1
    return True


def _engineer(game, player: Player, this: Played):
    chosen = yield gain_decision(game, player, "engineer", ENGINEER_GAIN, upfront=False)
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])
    if this.moved or "engineer" not in player.plays or player.gone:
        return  # already trashed (a Throne Room's second play), or played where it lies (Overlord)
    trash = yield choose(
        player,
        "engineer",
        ("trash",),
        "you may trash this Engineer to gain another card costing up to 4",
        optional=True,
    )
    if not trash or player.gone or this.moved:
        return
    this.moved = True
    yield from game.trash_cards(player, ("engineer",), source="plays")
    chosen = yield gain_decision(game, player, "engineer", ENGINEER_GAIN, upfront=False)
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _farmers_market(game, player: Player, this: Played):
    pile = "farmers-market"
    if pile not in game.piles:
        return  # no pile of its own in this game (the FAQ): no token, no coins
    on = game.pile_tokens.get(pile, {}).get("vp", 0)
    if on >= FARMERS_MARKET_TAKE:
        game.take_vp(player, pile)
        if not this.moved and pile in player.plays:
            this.moved = True
            yield from game.trash_cards(player, (pile,), source="plays")
        return
    game.put_vp(pile, 1, player)
    game.coins += on + 1


def _forum(game, player: Player, this: Played):
    if player.hand:
        chosen = yield from_hand(player, "forum", "discard", 2, 2, "discard 2 cards", upfront=False)
        if chosen and not player.gone:
            yield from game.discard(player, chosen)


def _forum_bought(game, player: Player, gained: Gained):
    game.buys += 1
    return
    yield


def _groundskeeper_watches(game, owner: Player, card: str, gained: Gained):
    if VICTORY in game.types(gained.card):
        game.add_vp(owner, 1)
    return
    yield


def _legionary(game, player: Player, this: Played):
    if "gold" not in player.hand:
        return
    revealed = yield Decision(
        player.name,
        "legionary",
        "reveal",
        ("gold",),
        0,
        1,
        "hand",
        "you may reveal a Gold from your hand: each other player discards down to 2 cards, then draws a card",
    )
    if not revealed or player.gone or "gold" not in player.hand:
        return
    game.emit("reveal", player, ("gold",))
    for victim in victims(game, player, "legionary"):
        if (yield from unaffected(game, victim, player, "legionary")):
            continue
        over = len(victim.hand) - LEGIONARY_HAND
        if over > 0:
            chosen = yield Decision(
                victim.name,
                "legionary",
                "discard",
                sort_cards(victim.hand),
                over,
                over,
                "hand",
                f"discard down to {LEGIONARY_HAND} cards in hand (then draw a card)",
                ordered=True,
                target=player.name,
            )
            if victim.gone:
                continue
            yield from game.discard(victim, chosen)
        if not victim.gone:
            game.draw(victim, 1)


def _overlord(game, player: Player, this: Played):
    yield from play_from_supply(
        game,
        player,
        this,
        OVERLORD_MOST,
        below=False,
        prompt=f"play an action card of the supply costing up to {OVERLORD_MOST}, leaving it there (never a "
        "Command card)",
        rule=f"overlord plays a non-command action card of the supply costing up to {OVERLORD_MOST}",
    )


def _royal_blacksmith(game, player: Player, this: Played):
    if player.hand:
        game.emit("reveal", player, sort_cards(player.hand))
    coppers = [card for card in player.hand if card == "copper"]
    if coppers:
        yield from game.discard(player, coppers)


def _sacrifice(game, player: Player, this: Played):
    if not player.hand:
        return
    chosen = yield from_hand(player, "sacrifice", "trash", 1, 1, "trash a card from your hand", upfront=False)
    if not chosen or player.gone:
        return
    card = chosen[0]
    types = game.types(card)
    yield from game.trash_cards(player, (card,))
    if player.gone:
        return
    # A card of several types gives each of their bonuses (a Crown: the action's and the treasure's).
    if ACTION in types:
        game.draw(player, 2)
        game.actions += 2
    if TREASURE in types:
        game.coins += 2
    if VICTORY in types:
        game.add_vp(player, 2)


def _temple(game, player: Player, this: Played):
    game.add_vp(player, 1)
    if player.hand:
        names = sort_cards(dict.fromkeys(player.hand))  # each name once: the cards trashed differ
        chosen = yield Decision(
            player.name,
            "temple",
            "trash",
            names,
            1,
            min(TEMPLE_TRASH, len(names)),
            "hand",
            f"trash from 1 to {TEMPLE_TRASH} differently named cards from your hand",
            rule=f"temple trashes 1 to {TEMPLE_TRASH} cards of your hand, no two of the same name",
        )
        if chosen and not player.gone:
            yield from game.trash_cards(player, chosen)
    if "temple" in game.piles and not player.gone:
        game.put_vp("temple", 1, player)


def _temple_gained(game, player: Player, gained: Gained):
    if "temple" in game.piles:
        game.take_vp(player, "temple")
    return
    yield


def _villa_gained(game, player: Player, gained: Gained):
    game.move_gained(gained, "hand")
    # +1 action and the action phase again only on its gainer's own turn (another's turn: nothing to use).
    if player is game.players[game.current]:
        game.actions += 1
        game.buying = False
    return
    yield


WILD_HUNT_WORDS = ("+cards", "estate")
"""Wild Hunt's options: +3 cards and 1 VP onto its pile, or an Estate and the VP of its pile."""


def _wild_hunt(game, player: Player, this: Played):
    chosen = yield choose(
        player,
        "wild-hunt",
        WILD_HUNT_WORDS,
        "choose: +3 cards and 1 VP onto the Wild Hunt pile, or gain an Estate and take the VP of the pile",
    )
    if player.gone:
        return
    if not chosen or chosen[0] == WILD_HUNT_WORDS[0]:
        game.draw(player, 3)
        if "wild-hunt" in game.piles:
            game.put_vp("wild-hunt", 1, player)
        return
    if (yield from game.gain(player, "estate")) and "wild-hunt" in game.piles:
        game.take_vp(player, "wild-hunt")


PLAIN_CARDS: tuple[CardSpec, ...] = (
    spec("archive", actions=1, effect=_archive),
    spec("capital", coins=6, effect=_capital, on_discard=_capital_discarded),
    spec("chariot-race", actions=1, effect=_chariot_race),
    spec("charm", effect=_charm),
    spec("city-quarter", actions=2, effect=_city_quarter),
    spec("crown", effect=_crown),
    spec(
        "enchantress",
        effect=_enchantress,
        at_start=_enchantress_at_start,
        setup=_enchantress_setup,
    ),
    spec("engineer", effect=_engineer),
    spec("farmers-market", buys=1, effect=_farmers_market),
    spec("forum", cards=3, actions=1, effect=_forum, on_buy=_forum_bought),
    spec("groundskeeper", cards=1, actions=1, watch_gain=_groundskeeper_watches),
    spec("legionary", coins=3, effect=_legionary),
    spec("overlord", effect=_overlord),
    spec("royal-blacksmith", cards=5, effect=_royal_blacksmith),
    spec("sacrifice", effect=_sacrifice),
    spec("temple", effect=_temple, on_gain=_temple_gained),
    spec("villa", actions=2, buys=1, coins=1, on_gain=_villa_gained),
    spec("wild-hunt", effect=_wild_hunt),
)
"""Empires' plain kingdom cards (no split pile, no Castle), by their current texts (docs/landscapes.md,
section 4)."""

# ---- the split piles and the Castles (docs/landscapes.md, "Split piles and Castles") ------------------


def _patrician(game, player: Player, this: Played):
    """Its top card shown: into the hand when it costs 5 coins or more (its coins alone: a debt cost is no
    coins), else back onto the deck."""
    card = game.reveal_top(player)
    if card is None:
        return
    if game.cost(card) >= 5:
        player.aside.remove(card)
        player.hand.append(card)
    else:
        game.topdeck_aside(player, [card])
    return
    yield


def _emporium_gained(game, player: Player, gained: Gained):
    """+2 VP when its gainer has 5 action cards or more in play (whoever's turn it is)."""
    if sum(1 for card in player.plays if ACTION in game.types(card)) >= 5:
        game.add_vp(player, 2)
    return
    yield


def _from_discards(card: str, wanted: str):
    """The effect of Settlers (`wanted` Copper) and Bustling Village (`wanted` Settlers): its player may show
    a `wanted` card of its discard pile and take it into its hand (asked only when one is there)."""

    def effect(game, player: Player, this: Played):
        if wanted not in player.discards:
            return
        chosen = yield Decision(
            player.name,
            card,
            "reveal",
            (wanted,),
            0,
            1,
            "discards",
            f"you may reveal a {wanted} from your discard pile and put it into your hand",
        )
        if chosen and wanted in player.discards:
            player.discards.remove(wanted)
            player._discards_view = None
            player.hand.append(wanted)
            game.emit("reveal", player, (wanted,))

    return effect


def _castles(cards: Sequence[str]) -> int:
    """How many Castles are among `cards` (a player's cards, for Humble and King's Castle)."""
    return sum(1 for card in cards if CASTLE in SPECS[card].types)


def _silver_and_vp(game, player: Player, record):
    """Crumbling Castle gained or trashed: +1 VP and a Silver gained."""
    game.add_vp(player, 1)
    yield from game.gain(player, "silver")


def _small_castle(game, player: Player, this: Played):
    """Trash a Castle of the hand, or (declining, or with none) this card from play if it is still there;
    having trashed one, gain the top card of the Castles pile."""
    chosen: tuple[str, ...] = ()
    if any(CASTLE in SPECS[card].types for card in player.hand):
        prompt = "trash a castle from your hand, or none to trash this small castle"
        chosen = yield from_hand(player, "small-castle", "trash", 0, 1, prompt, types=CASTLE, upfront=False)
    if chosen:
        yield from game.trash_cards(player, chosen)
    elif not this.moved:
        this.moved = True
        yield from game.trash_cards(player, ("small-castle",), source="plays")
    else:
        return
    top = game.pile_top("castles")
    if top is not None:
        yield from game.gain(player, top)


def _haunted_castle(game, player: Player, gained: Gained):
    """Gained on its gainer's own turn: a Gold, and every other player holding 5 cards or more puts 2 of
    them onto its deck, in the order it chooses (not an attack: no reaction)."""
    if game.players[game.current] is not player:
        return
    yield from game.gain(player, "gold")
    for other in game.others(player.name):
        if len(other.hand) >= 5 and not other.gone:
            prompt = "put 2 cards from your hand onto your deck (the first chosen ends on top)"
            chosen = yield from_hand(
                other, "haunted-castle", "topdeck", 2, 2, prompt, upfront=False, ordered=True
            )
            game.topdeck_from_hand(other, chosen)


def _opulent_castle(game, player: Player, this: Played):
    """Discard any number of victory cards from the hand, +2 coins each."""
    prompt = "discard any number of victory cards, +2 coins each"
    chosen = yield from_hand(
        player, "opulent-castle", "discard", 0, len(player.hand), prompt, types=VICTORY, upfront=False
    )
    if chosen:
        yield from game.discard(player, chosen)
        game.coins += 2 * len(chosen)


SPRAWLING_WORDS: tuple[str, ...] = ("duchy", "estates")
"""Sprawling Castle's words: gain a Duchy, or gain 3 Estates."""


def _sprawling_castle(game, player: Player, gained: Gained):
    chosen = yield choose(player, "sprawling-castle", SPRAWLING_WORDS, "gain a duchy or 3 estates")
    if chosen == ("duchy",):
        yield from game.gain(player, "duchy")
    else:
        for _ in range(3):
            yield from game.gain(player, "estate")


def _grand_castle(game, player: Player, gained: Gained):
    """Gained: the hand shown, +1 VP per victory card in the gainer's hand and in its play."""
    game.emit("reveal", player, tuple(player.hand))
    count = sum(1 for card in (*player.hand, *player.plays) if VICTORY in game.types(card))
    game.add_vp(player, count)
    return
    yield


CASTLE_SPECS: tuple = (
    spec("castles"),  # the pile's name: its cards are the eight Castles below, in cost order
    spec("humble-castle", coins=1, points=_castles),
    spec("crumbling-castle", vp=1, on_gain=_silver_and_vp, on_trash=_silver_and_vp),
    spec("small-castle", vp=2, effect=_small_castle),
    spec("haunted-castle", vp=2, on_gain=_haunted_castle),
    spec("opulent-castle", vp=3, effect=_opulent_castle),
    spec("sprawling-castle", vp=4, on_gain=_sprawling_castle),
    spec("grand-castle", vp=5, on_gain=_grand_castle),
    spec("kings-castle", points=lambda cards: 2 * _castles(cards)),
)
"""The Castles pile and its eight Castles (Empires)."""


def _plunder(game, player: Player, this: Played):
    game.add_vp(player, 1)
    return
    yield


def _catapult(game, player: Player, this: Played):
    """Trash a card of the hand (one must be, if any); costing 3 coins or more, every other player gains a
    Curse; a treasure, every other player discards down to 3 cards (an attack: each victim may react)."""
    if not player.hand:
        return
    chosen = yield from_hand(player, "catapult", "trash", 1, 1, "trash a card from your hand", upfront=False)
    trashed = chosen[0]
    curse = game.cost(trashed) >= 3
    treasure = TREASURE in game.types(trashed)
    yield from game.trash_cards(player, chosen)
    if not (curse or treasure):
        return
    for victim in victims(game, player, "catapult"):
        if (yield from unaffected(game, victim, player, "catapult")):
            continue
        if curse:
            yield from game.gain(victim, "curse")
        decision = militia_discard(victim.name, victim.hand, player.name, "catapult") if treasure else None
        if decision is not None and not victim.gone:
            discarded = yield decision
            yield from game.discard(victim, tuple(reversed(discarded)))


def _rocks(game, player: Player, record):
    """Rocks gained or trashed: a Silver gained, onto the deck in its player's own buy phase, else into the
    hand."""
    buy_phase = game.buying and game.players[game.current] is player
    yield from game.gain(player, "silver", to="deck" if buy_phase else "hand")


ENCAMPMENT_SHOWS: tuple[str, ...] = ("gold", "plunder")
"""What an Encampment's player may show from its hand to keep it in play."""

ENCAMPMENT_MAT = "encampment"
"""The place of the Encampments set aside until their player's clean-up: a key of `Player.mats` that
`protocol.MATS` does not name (no view lists it; other cards' use of the cards they set aside, `Player.aside`,
never sweeps it up)."""


def _encampment(game, player: Player, this: Played):
    """Unless its player shows a Gold or a Plunder from its hand, it leaves play, set aside until its player's
    clean-up starts, then goes back onto its pile (`_encampments_return`); a second play of it (a Throne
    Room's) finds it gone already."""
    shown = sort_cards(card for card in set(player.hand) if card in ENCAMPMENT_SHOWS)
    if shown:
        prompt = (
            "you may reveal a gold or a plunder; if you do not, this encampment is set aside until clean-up"
        )
        chosen = yield Decision(player.name, "encampment", "reveal", shown, 0, 1, "hand", prompt)
        if chosen:
            game.emit("reveal", player, chosen)
            return
    if this.moved or "encampment" not in player.plays:
        return
    this.moved = True
    # Moved without a `mat` event: the wire's mats are `protocol.MATS` (the plays shown tell it left play).
    plays = player.plays
    del plays[len(plays) - 1 - plays[::-1].index("encampment")]
    player.mats.setdefault(ENCAMPMENT_MAT, []).append("encampment")


def _encampments_return(game, player: Player):
    """A clean-up rule (Encampment's set-up): the Encampments `player` set aside go back onto their pile as
    its clean-up starts."""
    if player.mats.get(ENCAMPMENT_MAT):
        game.return_to_supply(player, list(player.mats[ENCAMPMENT_MAT]), source=ENCAMPMENT_MAT)
    return
    yield


def _encampment_set_up(game) -> None:
    game.clean_up_rules.append(_encampments_return)


def _no_hook(game, player: Player, this: Played):
    """Nothing of its own: the hook marks the game as one with clean-up steps, where the rule that
    `_encampment_set_up` adds runs."""
    return
    yield


def _gladiator(game, player: Player, this: Played):
    """Show a card of the hand; unless the player on the left shows a copy of it, +1 coin and a Gladiator of
    the supply trashed (only while a Gladiator is the pile's top card: not a Fortune)."""
    copied = False
    if player.hand:
        prompt = "reveal a card from your hand; unless the player to your left reveals a copy, +1 coin"
        chosen = yield from_hand(player, "gladiator", "reveal", 1, 1, prompt, upfront=False)
        shown = chosen[0]
        game.emit("reveal", player, chosen)
        left = game.others(player.name)[0] if game.others(player.name) else None
        if left is not None and shown in left.hand:
            answer = yield Decision(
                left.name,
                "gladiator",
                "reveal",
                (shown,),
                0,
                1,
                "hand",
                f"you may reveal a {shown} from your hand: then {player.name} gets no coin and no Gladiator "
                "is trashed",
                target=player.name,
            )
            if answer and shown in left.hand:
                game.emit("reveal", left, answer)
                copied = True
    if copied:
        return
    game.coins += 1
    if game.pile_top("gladiator") == "gladiator":
        yield from game.trash_cards(player, ("gladiator",), source="supply")


FORTUNE_DOUBLED = "fortune-doubled"
"""The `this_turn` key set once a Fortune doubled its player's coins this turn."""


def _fortune(game, player: Player, this: Played):
    """+1 buy; the turn's first Fortune played doubles the coins (a second one only gives its buy)."""
    game.buys += 1
    turn = this_turn(game)
    if not turn.get(FORTUNE_DOUBLED):
        turn[FORTUNE_DOUBLED] = True
        game.coins *= 2
    return
    yield


def _fortune_gained(game, player: Player, gained: Gained):
    """Gained: a Gold per Gladiator its gainer has in play."""
    for _ in range(player.plays.count("gladiator")):
        yield from game.gain(player, "gold")


PILE_SPECS: tuple = (
    spec("patrician", cards=1, actions=1, effect=_patrician),
    spec("emporium", cards=1, actions=1, coins=1, on_gain=_emporium_gained),
    spec("settlers", cards=1, actions=1, effect=_from_discards("settlers", "copper")),
    spec("bustling-village", cards=1, actions=3, effect=_from_discards("bustling-village", "settlers")),
    spec(
        "encampment", cards=2, actions=2, effect=_encampment, setup=_encampment_set_up, at_clean_up=_no_hook
    ),
    spec("plunder", coins=2, effect=_plunder),
    spec("catapult", coins=1, effect=_catapult),
    spec("gladiator", coins=2, effect=_gladiator),
    spec("fortune", effect=_fortune, on_gain=_fortune_gained),
    spec("rocks", coins=1, on_gain=_rocks, on_trash=_rocks),
    *CASTLE_SPECS,
)
"""The cards of Empires' split piles and of its Castles pile whose rules are built (`SET_SPECS` holds them
too)."""

SET_SPECS: tuple[CardSpec, ...] = PLAIN_CARDS + PILE_SPECS
"""Empires' kingdom cards whose rules are built."""
