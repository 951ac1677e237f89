"""The cards of Cornucopia (both editions) whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`.

Two sections, so that two engineers add cards without touching each other's lines: section A (`CARDS_A`:
hamlet, fortune-teller, menagerie, farming-village, horse-traders, remake, tournament and its Prizes, harvest,
horn-of-plenty, hunting-party, jester, fairgrounds) and section B (`CARDS_B`: young-witch, shop, farmhands,
carnival, ferryman, joust and its Rewards). `SET_SPECS` is what the registry collects. docs/rules-core.md
describes the API.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.cards import (
    ACTION,
    SPECS,
    TREASURE,
    CardSpec,
    Gained,
    Played,
    choose,
    distinct,
    from_hand,
    non_supply_decision,
    spec,
    unaffected,
    victims,
)
from referee.rules.decisions import Decision

if TYPE_CHECKING:
    from referee.rules.game import Game, Player

# ==== section A (hamlet fortune-teller menagerie farming-village horse-traders remake tournament + Prizes
# ==== harvest horn-of-plenty hunting-party jester fairgrounds) ============================================


CARDS_A: tuple[CardSpec, ...] = ()
"""Section A's cards."""


# ==== section B (young-witch shop farmhands carnival ferryman joust + Rewards) =============================


YOUNG_WITCH_DISCARDS = 2
"""Cards Young Witch's player discards after drawing 2."""


def _young_witch(game: Game, player: Player, this: Played):
    chosen = yield from_hand(
        player,
        "young-witch",
        "discard",
        YOUNG_WITCH_DISCARDS,
        YOUNG_WITCH_DISCARDS,
        "discard 2 cards",
        upfront=False,
    )
    if chosen and not player.gone:
        game.discard_from_hand(player, chosen)
    bane = game.bane
    for victim in victims(game, player, "young-witch"):
        # Reactions to attacks (Moat, Secret Chamber...) come first, then the Bane (the official order).
        if (yield from unaffected(game, victim, player, "young-witch")):
            continue
        if game.piles.get("curse", 0) < 1:
            continue  # our choice: no Curse left, nothing to block, nothing asked
        if bane is not None and bane in victim.hand:
            shown = yield Decision(
                victim.name,
                "young-witch",
                "reveal",
                (bane,),
                0,
                1,
                "hand",
                f"you may reveal the Bane ({bane}) from your hand to gain no Curse from {player.name}'s "
                "young-witch",
                target=player.name,
                rule=f"only the Bane, {bane}, blocks young-witch's Curse",
            )
            if victim.gone:
                continue
            if shown and bane in victim.hand:
                game.emit("reveal", victim, (bane,))
                continue
        yield from game.gain(victim, "curse")


def _shop(game: Game, player: Player, this: Played):
    # Ruling: only what is in play now matters; a copy played this turn that left play does not count.
    options = distinct(c for c in player.hand if ACTION in SPECS[c].types and c not in player.plays)
    if not options:
        return
    chosen = yield Decision(
        player.name,
        "shop",
        "play",
        options,
        0,
        1,
        "hand",
        "you may play an action card from your hand that you have no copy of in play",
        types=ACTION,
        rule="shop plays an action card of your hand of which no copy is in play",
    )
    if chosen and not player.gone and chosen[0] in player.hand:
        yield from game.resolve(player, game.put_in_play(player, chosen[0]))


CARNIVAL_REVEALS = 4
"""Cards Carnival reveals from the top of the deck."""


def _carnival(game: Game, player: Player, this: Played):
    revealed = []
    for _ in range(CARNIVAL_REVEALS):
        card = game.reveal_top(player)  # shuffles the discards in when the deck runs out
        if card is None:
            break
        revealed.append(card)
    kept = list(dict.fromkeys(revealed))  # one of each name, in the order revealed
    for card in kept:
        player.aside.remove(card)
    player.hand.extend(kept)
    rest = list(revealed)
    for card in kept:
        rest.remove(card)
    game.discard_aside(player, rest)
    return
    yield


FARMHANDS_MAT = "farmhands"
"""The mat (a place beside the player, face up) where the card a Farmhands gain set aside waits."""


def _farmhands_gained(game: Game, player: Player, gained: Gained):
    options = distinct(c for c in player.hand if ACTION in SPECS[c].types or c in game.values)
    if not options:
        return
    chosen = yield Decision(
        player.name,
        "farmhands",
        "set-aside",
        options,
        0,
        1,
        "hand",
        "you may set aside an action or treasure from your hand, to play it when your next turn starts",
        rule="farmhands sets aside an action or treasure card of your hand",
    )
    if not chosen or player.gone or chosen[0] not in player.hand:
        return
    card = chosen[0]
    game.put_on_mat(player, FARMHANDS_MAT, (card,))
    # A generic "at the start of your next turn" for a card that is not in play: a staying record whose play
    # is marked moved, so that no card is kept in play for it at clean-up; its hook plays the card set aside.
    game.stay(player, Played("farmhands", moved=True, memo={"card": card}), _farmhands_at_start)


def _farmhands_at_start(game: Game, player: Player, this: Played):
    card = this.memo["card"]
    mat = player.mats.get(FARMHANDS_MAT, [])
    if card not in mat:  # moved away meanwhile: nothing to play
        return
    mat.remove(card)
    if not mat:
        del player.mats[FARMHANDS_MAT]
    game.emit("from-mat", player, (FARMHANDS_MAT, card))
    # Compulsory once set aside; it uses no action (an action-treasure card is played as an action).
    if ACTION in SPECS[card].types:
        yield from game.resolve(player, game.put_in_play(player, card, source=None))
    else:
        yield from game.play_treasure(player, card, source=None)


def _ferryman(game: Game, player: Player, this: Played):
    chosen = yield from_hand(player, "ferryman", "discard", 1, 1, "discard a card", upfront=False)
    if chosen and not player.gone:
        game.discard_from_hand(player, chosen)


def _ferryman_gained(game: Game, player: Player, gained: Gained):
    # Its set-up set a kingdom pile aside (`pile_aside`): each Ferryman gained brings one of it, while any is
    # left; that pile gives cards no other way (never bought, no gain from the supply offers it).
    aside = game.piles_aside.get("ferryman")
    if aside is not None and not player.gone:
        yield from game.gain(player, aside, source="non-supply")


REWARDS: tuple[str, ...] = ("coronet", "courser", "demesne", "housecarl", "huge-turnip", "renown")
"""Joust's Rewards: a non-supply pile of six differently named cards."""

REWARD_COPIES = {2: 1, 3: 2, 4: 2}
"""Copies of each Reward by player count (the official set-up: one each with 2 players, two with more)."""

JOUST_MAT = "joust"
"""The mat (a place beside the player) where a Joust's Province waits, face up, for the clean-up."""


def _joust_set_up(game: Game) -> None:
    """The Rewards pile: `needs` makes one of each; with 3 or more players each Reward has two copies."""
    copies = REWARD_COPIES[game.seats]
    for reward in REWARDS:
        game.non_supply[reward] = copies


def _joust(game: Game, player: Player, this: Played):
    # Our choice: with no Reward left the Province stays in hand (setting it aside would change nothing).
    if "province" not in player.hand or not game.non_supply_cards("reward"):
        return
    chosen = yield Decision(
        player.name,
        "joust",
        "set-aside",
        ("province",),
        0,
        1,
        "hand",
        "you may set aside a Province from your hand to gain a Reward to your hand",
        rule="joust sets aside a Province from your hand",
    )
    if not chosen or player.gone or "province" not in player.hand:
        return
    game.put_on_mat(player, JOUST_MAT, ("province",))
    reward = yield non_supply_decision(game, player, "joust", "gain a Reward to your hand", kind="reward")
    if reward and not player.gone:
        yield from game.gain(player, reward[0], "hand", source="non-supply")


def _joust_clean_up(game: Game, player: Player, this: Played):
    # Every Province a Joust set aside this turn (one call discards them all; the others find none).
    if player.mats.get(JOUST_MAT):
        game.take_from_mat(player, JOUST_MAT, to="discards")
    return
    yield


def _not_reward(card: str) -> bool:
    return "reward" not in SPECS[card].types


def _play_treasure_again(game: Game, player: Player, first: Played):
    """Play again the treasure of `first`, just played: no move, its value added again, a `play` event, its
    effect run again (a card the first play moved stays moved)."""
    card = first.card
    again = Played(card, moved=first.moved, value=game.treasure_value(card))
    game.coins += again.value
    game.emit("play", player, (card,))
    effect = SPECS[card].effect
    if effect is not None:
        yield from effect(game, player, again)


def _coronet(game: Game, player: Player, this: Played):
    # Played as an action or as a treasure alike: first an action twice, then a treasure twice (both
    # optional, the action first: the FAQ's order).
    actions = distinct(c for c in player.hand if ACTION in SPECS[c].types and _not_reward(c))
    if actions:
        chosen = yield Decision(
            player.name,
            "coronet",
            "play",
            actions,
            0,
            1,
            "hand",
            "you may play a non-Reward action card from your hand two times",
            types=ACTION,
            rule="coronet plays a non-Reward action card of your hand",
        )
        if chosen and not player.gone and chosen[0] in player.hand:
            card = chosen[0]
            again = game.put_in_play(player, card)
            yield from game.resolve(player, again)
            game.end_arguments()
            if not player.gone:
                game.played_again(player, card)
                game.emit("play", player, (card,))
                yield from game.resolve(player, again)
            if game.stays(player, again):
                game.stay(player, this)  # stays in play as long as the duration it played
    if player.gone:
        return
    treasures = distinct(c for c in player.hand if c in game.values and _not_reward(c))
    if treasures:
        chosen = yield Decision(
            player.name,
            "coronet",
            "play",
            treasures,
            0,
            1,
            "hand",
            "you may play a non-Reward treasure from your hand two times",
            types=TREASURE,
            rule="coronet plays a non-Reward treasure of your hand",
        )
        if chosen and not player.gone and chosen[0] in player.hand:
            first = yield from game.play_treasure(player, chosen[0])
            if not player.gone:
                yield from _play_treasure_again(game, player, first)


COURSER_OPTIONS = ("+cards", "+actions", "+coins", "silvers")
"""Courser's option words, in the order they are carried out."""

COURSER_SILVERS = 4
"""Silvers Courser's last option gains."""


def _courser(game: Game, player: Player, this: Played):
    chosen = yield choose(
        player,
        "courser",
        COURSER_OPTIONS,
        "choose two different: +2 cards, +2 actions, +2 coins, gain 4 Silvers",
        count=2,
    )
    for word in COURSER_OPTIONS:  # in the order listed, whatever the order chosen
        if word not in chosen or player.gone:
            continue
        if word == "+cards":
            game.draw(player, 2)
        elif word == "+actions":
            game.actions += 2
        elif word == "+coins":
            game.coins += 2
        else:
            for _ in range(COURSER_SILVERS):
                if not (yield from game.gain(player, "silver")):
                    break


def _demesne(game: Game, player: Player, this: Played):
    yield from game.gain(player, "gold")


def _housecarl(game: Game, player: Player, this: Played):
    named = {card for card in player.plays if ACTION in SPECS[card].types}  # Housecarl itself included
    game.draw(player, len(named))
    return
    yield


HUGE_TURNIP_COFFERS = 2
"""Coffers Huge Turnip gives before counting them."""


def _huge_turnip(game: Game, player: Player, this: Played):
    game.add_coffers(player, HUGE_TURNIP_COFFERS)
    game.coins += player.coffers  # the 2 just taken included
    this.value += player.coffers
    return
    yield


RENOWN_REDUCTION = 2
"""Coins every card costs less this turn after a Renown (never below 0)."""


def _renown(game: Game, player: Player, this: Played):
    game.reduce_costs(RENOWN_REDUCTION)
    return
    yield


CARDS_B: tuple[CardSpec, ...] = (
    spec("young-witch", cards=2, effect=_young_witch, bane=True),
    spec("shop", cards=1, coins=1, effect=_shop),
    spec("carnival", effect=_carnival),
    spec("farmhands", cards=1, actions=2, on_gain=_farmhands_gained),
    spec(
        "ferryman",
        cards=2,
        actions=1,
        effect=_ferryman,
        on_gain=_ferryman_gained,
        pile_aside=(3, 4),
    ),
    spec(
        "joust",
        cards=1,
        actions=1,
        coins=1,
        effect=_joust,
        at_clean_up=_joust_clean_up,
        needs=REWARDS,
        setup=_joust_set_up,
    ),
    spec("coronet", effect=_coronet),
    spec("courser", effect=_courser),
    spec("demesne", actions=2, buys=2, effect=_demesne, points=lambda cards: cards.count("gold")),
    spec("housecarl", effect=_housecarl),
    spec("huge-turnip", effect=_huge_turnip),
    spec("renown", buys=1, effect=_renown),
)
"""Section B's cards."""


SET_SPECS: tuple[CardSpec, ...] = CARDS_A + CARDS_B
"""Every Cornucopia card whose rules are built."""
