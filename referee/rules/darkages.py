"""The cards of Dark Ages whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`.

Two sections, so that two engineers add cards without touching each other's lines: section A (`CARDS_A`:
the Ruins, the Shelters, Spoils, Madman, Mercenary and the kingdom cards Poor House to Marauder) and section B
(`CARDS_B`: Procession to Hunting Grounds, the Knights among them). `SET_SPECS` is what the registry collects.
docs/rules-core.md describes the API (mixed piles, Shelters, non-supply piles).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.cards import (
    ACTION,
    ORDER,
    SPECS,
    CardSpec,
    Played,
    choose,
    from_hand,
    gain_decision,
    name_a_card,
    reveal_cards,
    spec,
)
from referee.rules.decisions import Decision

if TYPE_CHECKING:
    from referee.rules.game import Game, Player

# ==== section A (ruins: abandoned-mine ruined-library ruined-market ruined-village survivors; shelters:
# ==== hovel necropolis overgrown-estate; spoils madman mercenary; poor-house beggar squire vagrant forager
# ==== hermit market-square sage storeroom urchin armory death-cart feodum fortress ironmonger marauder) ====


CARDS_A: tuple[CardSpec, ...] = ()
"""Section A's cards."""


# ==== section B (procession rats scavenger wandering-minstrel band-of-misfits bandit-camp catacombs count
# ==== counterfeit cultist graverobber junk-dealer mystic pillage rebuild rogue altar hunting-grounds; the
# ==== Knights: knights dame-anna dame-josephine dame-molly dame-natalie dame-sylvia sir-bailey sir-destry
# ==== sir-martin sir-michael sir-vander) =================================================================


def _b_sorted(cards) -> tuple[str, ...]:
    """`cards` in the canonical card order (`referee.rules.cards.sort_cards` is defined after the set modules
    are collected, so a set module cannot import it)."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def _trash_one_from_hand(game: Game, player: Player, card: str, prompt: str):
    """`player` trashes exactly one card of its hand (nothing when the hand is empty): Junk Dealer, Altar."""
    if not player.hand:
        return
    chosen = yield from_hand(player, card, "trash", 1, 1, prompt, upfront=False)
    if not player.gone:
        yield from game.trash_cards(player, chosen)


def _junk_dealer(game: Game, player: Player, this: Played):
    yield from _trash_one_from_hand(game, player, "junk-dealer", "trash a card from your hand")


COUNT_FIRST = ("discard", "topdeck", "copper")
"""Count's first choice: discard 2 cards, put a card of the hand onto the deck, or gain a Copper."""
COUNT_SECOND = ("+coins", "trash", "duchy")
"""Count's second choice: +3 coins, trash the hand, or gain a Duchy."""


def _count(game: Game, player: Player, this: Played):
    first = yield choose(
        player,
        "count",
        COUNT_FIRST,
        "choose one: discard 2 cards (discard), put a card from your hand onto your deck (topdeck), "
        "or gain a Copper (copper)",
    )
    if player.gone:
        return
    if first == ("discard",):
        if len(player.hand) <= 2:
            game.discard_from_hand(player, list(player.hand))
        else:
            chosen = yield from_hand(player, "count", "discard", 2, 2, "discard 2 cards", upfront=False)
            if player.gone:
                return
            game.discard_from_hand(player, chosen)
    elif first == ("topdeck",):
        if player.hand:
            chosen = yield from_hand(
                player, "count", "topdeck", 1, 1, "put a card from your hand onto your deck", upfront=False
            )
            if player.gone:
                return
            game.topdeck_from_hand(player, chosen)
    else:
        yield from game.gain(player, "copper")
    if player.gone:
        return
    second = yield choose(
        player,
        "count",
        COUNT_SECOND,
        "choose one: +3 coins (+coins), trash your hand (trash), or gain a Duchy (duchy)",
    )
    if player.gone:
        return
    if second == ("+coins",):
        if game.player is player:
            game.coins += 3
    elif second == ("trash",):
        if player.hand:
            yield from game.trash_cards(player, list(player.hand))
    else:
        yield from game.gain(player, "duchy")


def _mystic(game: Game, player: Player, this: Played):
    named = yield name_a_card(
        game, player, "mystic", "name a card, then reveal your top card: named, it is drawn"
    )
    if player.gone:
        return
    card = game.reveal_top(player)
    if card is None:
        return
    if card == named[0]:
        player.aside.remove(card)
        player.hand.append(card)
    else:
        game.topdeck_aside(player, [card])


def _scavenger(game: Game, player: Player, this: Played):
    if player.deck:
        chosen = yield choose(
            player,
            "scavenger",
            ("discard-deck",),
            "you may put your whole deck into your discard pile (discard-deck)",
            optional=True,
        )
        if player.gone:
            return
        if chosen:
            game.deck_to_discards(player)
    if not player.discards:
        return
    chosen = yield Decision(
        player.name,
        "scavenger",
        "topdeck",
        _b_sorted(set(player.discards)),
        1,
        1,
        "discards",
        "put a card from your discard pile onto your deck",
        rule="scavenger puts exactly one card of the discard pile onto the deck",
    )
    if not player.gone:
        game.topdeck_from_discards(player, chosen)


def _wandering_minstrel(game: Game, player: Player, this: Played):
    revealed = reveal_cards(game, player, 3)
    rest = [c for c in revealed if ACTION not in SPECS[c].types]
    game.discard_aside(player, rest)
    actions = [c for c in revealed if ACTION in SPECS[c].types]
    order = tuple(actions)
    if len(set(actions)) > 1:
        order = yield Decision(
            player.name,
            "wandering-minstrel",
            "topdeck",
            _b_sorted(actions),
            len(actions),
            len(actions),
            "revealed",
            "put the revealed action cards back onto your deck in any order (the first chosen ends on top)",
            ordered=True,
        )
        if player.gone:
            return
    game.topdeck_aside(player, order)


def _altar(game: Game, player: Player, this: Played):
    yield from _trash_one_from_hand(
        game, player, "altar", "trash a card from your hand (then gain one costing up to 5)"
    )
    if player.gone:
        return
    chosen = yield gain_decision(game, player, "altar", 5, upfront=False)
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _hunting_grounds_trashed(game: Game, player: Player, this: Played):
    chosen = yield choose(
        player,
        "hunting-grounds",
        ("duchy", "estates"),
        "Hunting Grounds was trashed: gain a Duchy (duchy) or 3 Estates (estates)",
    )
    if player.gone:
        return
    if chosen == ("duchy",):
        yield from game.gain(player, "duchy")
    else:
        for _ in range(3):
            yield from game.gain(player, "estate")


CARDS_B: tuple[CardSpec, ...] = (
    spec("junk-dealer", cards=1, actions=1, coins=1, effect=_junk_dealer),
    spec("count", effect=_count),
    spec("mystic", actions=1, coins=2, effect=_mystic),
    spec("scavenger", coins=2, effect=_scavenger),
    spec("wandering-minstrel", cards=1, actions=2, effect=_wandering_minstrel),
    spec("altar", effect=_altar),
    spec("hunting-grounds", cards=4, on_trash=_hunting_grounds_trashed),
)
"""Section B's cards."""


SET_SPECS: tuple[CardSpec, ...] = CARDS_A + CARDS_B
"""Every Dark Ages card whose rules are built."""
