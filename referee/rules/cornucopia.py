"""The cards of Cornucopia (both editions) whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`.

Two sections, so that two engineers add cards without touching each other's lines: section A (`CARDS_A`:
hamlet, fortune-teller, menagerie, farming-village, horse-traders, remake, tournament and its Prizes, harvest,
horn-of-plenty, hunting-party, jester, fairgrounds) and section B (`CARDS_B`: young-witch, shop, farmhands,
carnival, ferryman, joust and its Rewards). `SET_SPECS` is what the registry collects. docs/rules-core.md
describes the API.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from referee.rules.decisions import Decision
from referee.rules.helpers import (
    choose,
    distinct,
    from_hand,
    gain_decision,
    militia_discard,
    non_supply_decision,
    play_times,
    play_treasure_twice,
    unaffected,
    victims,
)
from referee.rules.spec import ACTION, CURSE, SPECS, TREASURE, VICTORY, CardSpec, Gained, Played, spec

if TYPE_CHECKING:
    from referee.rules.player import Player

# ==== section A (hamlet fortune-teller menagerie farming-village horse-traders remake tournament + Prizes
# ==== harvest horn-of-plenty hunting-party jester fairgrounds) ============================================


def _is_treasure(game, card: str) -> bool:
    """Whether `card` is a treasure in `game`: by its types, or made one by the kingdom (`Game.values`: a
    Charlatan's Curse, a treasure "in all situations")."""
    return card in game.values


def _reveal_until(game, player: Player, found: Callable[[str], bool]) -> tuple[str | None, list[str]]:
    """`player` reveals cards from its deck, one by one, until one for which `found` is True, shuffling its
    discards in when the deck runs out (never the cards already revealed). Returns that card (None when deck
    and discards run out first) and the other cards revealed, in order; all of them are set aside
    (`Player.aside`) for the caller to move on (Fortune Teller, Farming Village, Hunting Party)."""
    others: list[str] = []
    while True:
        card = game.reveal_top(player)
        if card is None or found(card):
            return card, others
        others.append(card)


def _aside_to_hand(player: Player, card: str) -> None:
    """`player` takes `card`, which it revealed (and everyone saw), from the cards set aside into its hand: a
    move the game's methods lack (a primitive of this module)."""
    player.aside.remove(card)
    player.hand.append(card)


def _hamlet(game, player: Player, this: Played):
    for bonus in ("+1 action", "+1 buy"):
        if not player.hand:
            return
        chosen = yield from_hand(
            player, "hamlet", "discard", 0, 1, f"you may discard a card for {bonus}", upfront=False
        )
        if player.gone:
            return
        if chosen:
            yield from game.discard(player, chosen)
            if bonus == "+1 action":
                game.actions += 1
            else:
                game.buys += 1


def _fortune_teller(game, player: Player, this: Played):
    for victim in victims(game, player, "fortune-teller"):
        if (yield from unaffected(game, victim, player, "fortune-teller")):
            continue
        card, rest = _reveal_until(game, victim, lambda c: bool({VICTORY, CURSE} & SPECS[c].types))
        yield from game.discard(victim, rest, source="aside")
        if card is not None:
            game.topdeck_aside(victim, (card,))


def _menagerie(game, player: Player, this: Played):
    hand = player.hand
    if hand:
        game.emit("reveal", player, tuple(hand))
    game.draw(player, 3 if len(set(hand)) == len(hand) else 1)
    return
    yield


def _farming_village(game, player: Player, this: Played):
    card, rest = _reveal_until(game, player, lambda c: ACTION in SPECS[c].types or _is_treasure(game, c))
    yield from game.discard(player, rest, source="aside")
    if card is not None:
        _aside_to_hand(player, card)
    return
    yield


def _horse_traders(game, player: Player, this: Played):
    if not player.hand:
        return
    count = min(2, len(player.hand))
    chosen = yield from_hand(
        player,
        "horse-traders",
        "discard",
        count,
        count,
        "discard 2 cards" if count == 2 else "discard your one card",
        upfront=False,
    )
    if not player.gone:
        yield from game.discard(player, chosen)


HORSE_TRADERS_MAT = "horse-traders"
"""The mat (`Player.mats`, shown to every player: `protocol.MATS`) holding the Horse Traders set aside as a
reaction to an attack until the start of their owner's next turn."""


def _horse_traders_reacts(game, victim: Player, attacker: Player, attack: str):
    """Revealed against an attack: the Horse Traders leaves the hand for its mat (so the attack no longer sees
    it), and comes back at the start of its owner's next turn with a card drawn (`Game.stay` with a hook, the
    card being on no play: nothing stays in play). The victim is still affected. Each other copy in the hand
    may then be set aside too (a `set-aside` decision each: the core asks a reaction once per name)."""
    while "horse-traders" in victim.hand and not victim.gone:
        game.put_on_mat(victim, HORSE_TRADERS_MAT, ("horse-traders",))
        game.stay(victim, Played("horse-traders"), hook=_horse_traders_returns)
        if "horse-traders" not in victim.hand:
            break
        # Each copy is a reaction of its own: another one may be set aside against the same attack.
        again = yield Decision(
            victim.name,
            attack,
            "set-aside",
            ("horse-traders",),
            0,
            1,
            "hand",
            f"you may set aside another horse-traders against {attacker.name}'s {attack} (back next turn)",
            target=attacker.name,
        )
        if not again:
            break
        game.emit("reveal", victim, ("horse-traders",))
    return False


def _horse_traders_returns(game, player: Player, this: Played):
    """The start of the turn after a Horse Traders was set aside: that Horse Traders returns to the hand
    (event ``from-mat``), then +1 card (the official FAQ's order)."""
    held = player.mats.get(HORSE_TRADERS_MAT)
    if held:
        held.remove("horse-traders")
        if not held:
            del player.mats[HORSE_TRADERS_MAT]
        player.hand.append("horse-traders")
        game.emit("from-mat", player, (HORSE_TRADERS_MAT, "horse-traders"))
    game.draw(player, 1)
    return
    yield


def _exact_cost_gain(game, player: Player, card: str, trashed: str, more: int) -> Decision:
    """The decision "gain a card from the supply costing exactly `more` coins more than `trashed`" (Remake),
    at the costs of the moment (`Game.cost`), the potion part equal to the trashed card's; compulsory when
    the supply holds one, a decision with no option when it holds none."""
    cost = game.cost(trashed) + more
    potion = game.potion_cost(trashed)
    options = tuple(
        c
        for c, count in game.piles.items()
        if count > 0 and game.cost(c) == cost and game.potion_cost(c) == potion
    )
    return Decision(
        player.name,
        card,
        "gain",
        options,
        min(1, len(options)),
        min(1, len(options)),
        "supply",
        f"gain a card costing exactly {cost} ({more} more than the trashed {trashed})",
        rule=f"{card} gains a card costing exactly {more} more than the trashed card",
        note=f"{trashed} costs {cost - more}",
    )


def _remake(game, player: Player, this: Played):
    for time in ("first", "second"):
        if not player.hand or player.gone:
            return
        chosen = yield from_hand(
            player,
            "remake",
            "trash",
            1,
            1,
            f"remake ({time} of two): trash a card from your hand, to gain one costing exactly 1 more",
            upfront=False,
        )
        if not chosen or player.gone:
            return
        trashed = chosen[0]
        yield from game.trash_cards(player, chosen)
        decision = _exact_cost_gain(game, player, "remake", trashed, 1)
        if decision.options and not player.gone:
            wanted = yield decision
            if wanted and not player.gone:
                yield from game.gain(player, wanted[0])


def _harvest(game, player: Player, this: Played):
    revealed = []
    for _ in range(HARVEST_REVEALS):
        card = game.reveal_top(player)
        if card is None:
            break
        revealed.append(card)
    yield from game.discard(player, revealed, source="aside")
    game.coins += len(set(revealed))
    return
    yield


HARVEST_REVEALS = 4
"""Cards Harvest reveals from the deck."""


def _horn_of_plenty(game, player: Player, this: Played):
    names = len(set(player.plays))
    decision = gain_decision(
        game,
        player,
        "horn-of-plenty",
        names,
        upfront=False,
        rule="horn-of-plenty gains a card costing at most 1 per differently named card in play",
        note=f"{names} differently named cards in play",
    )
    if not decision.options:
        return
    wanted = yield decision
    if not wanted or player.gone:
        return
    yield from game.gain(player, wanted[0])
    if VICTORY in SPECS[wanted[0]].types and not this.moved and "horn-of-plenty" in player.plays:
        this.moved = True
        yield from game.trash_cards(player, ("horn-of-plenty",), source="plays")


def _hunting_party(game, player: Player, this: Played):
    hand = set(player.hand)
    if player.hand:
        game.emit("reveal", player, tuple(player.hand))
    card, rest = _reveal_until(game, player, lambda c: c not in hand)
    yield from game.discard(player, rest, source="aside")
    if card is not None:
        _aside_to_hand(player, card)
    return
    yield


JESTER_WORDS: tuple[str, ...] = ("me", "them")
"""Jester's choice for a victim's discarded card: ``me`` (the Jester's player gains a copy) or ``them``
(the victim does)."""


def _jester(game, player: Player, this: Played):
    for victim in victims(game, player, "jester"):
        if (yield from unaffected(game, victim, player, "jester")):
            continue
        card = game.reveal_top(victim)
        if card is None:
            continue
        yield from game.discard(victim, (card,), source="aside")
        if VICTORY in SPECS[card].types:
            yield from game.gain(victim, "curse")
            continue
        if game.piles.get(card, 0) < 1:
            continue  # no copy in the supply: nobody gains one
        chosen = yield choose(
            player,
            "jester",
            JESTER_WORDS,
            f"{victim.name} discarded {card}: me (you gain a {card}) or them ({victim.name} gains it)",
            target=victim.name,
        )
        if player.gone or not chosen:
            continue
        gainer = player if chosen[0] == "me" else victim
        if not gainer.gone:
            yield from game.gain(gainer, card)


def _fairgrounds(cards: Sequence[str]) -> int:
    return FAIRGROUNDS_VP * (len(set(cards)) // FAIRGROUNDS_NAMES)


FAIRGROUNDS_VP = 2
FAIRGROUNDS_NAMES = 5
"""Fairgrounds: 2 VP per 5 differently named cards its owner has (rounded down)."""


PRIZES: tuple[str, ...] = ("bag-of-gold", "diadem", "followers", "princess", "trusty-steed")
"""Tournament's Prizes: a non-supply pile of five different cards, one copy each (`Game.non_supply`)."""


def _tournament(game, player: Player, this: Played):
    mine = False
    if "province" not in player.hand and game.cover_reactions and player.owns("province"):
        yield game.cover_question(player, "tournament", "province")
        if player.gone:
            return
    elif "province" in player.hand:
        chosen = yield _reveal_province(
            player,
            "you may reveal a province: it is discarded, and you gain a prize or a duchy onto your deck",
        )
        if player.gone:
            return
        if chosen:
            mine = True
            game.emit("reveal", player, ("province",))
    theirs = False
    for other in game.others(player.name):
        if "province" not in other.hand:
            if game.cover_reactions and other.owns("province"):
                yield game.cover_question(other, "tournament", "province", player.name)
            continue
        chosen = yield _reveal_province(
            other,
            f"you may reveal a province: then {player.name}'s tournament gives no +1 card and +1 coin",
            player.name,
        )
        if chosen and not other.gone:
            theirs = True
            game.emit("reveal", other, ("province",))
    if player.gone:
        return
    if mine and "province" in player.hand:
        yield from game.discard(player, ("province",))
        prizes = game.non_supply_cards("prize")
        duchy = game.piles.get("duchy", 0) > 0
        options = (*prizes, "duchy") if duchy else prizes
        if options:
            # Taking from an empty Prize pile or Duchy pile is allowed and gains nothing (official FAQ): with
            # one of them empty the choice may be left empty.
            least = 1 if prizes and duchy else 0
            wanted = yield Decision(
                player.name,
                "tournament",
                "gain",
                options,
                least,
                1,
                "choice",
                "take one of the prizes left or a duchy: it goes on top of your deck",
                rule="tournament gains a prize left in the prize pile or a duchy",
            )
            if wanted and not player.gone:
                source = "supply" if wanted[0] == "duchy" else "non-supply"
                yield from game.gain(player, wanted[0], to="deck", source=source)
    if not theirs and not player.gone:
        game.draw(player, 1)
        game.coins += 1


def _reveal_province(player: Player, prompt: str, target: str | None = None) -> Decision:
    return Decision(
        player.name, "tournament", "reveal", ("province",), 0, 1, "hand", prompt, target=target, types=VICTORY
    )


def _bag_of_gold(game, player: Player, this: Played):
    yield from game.gain(player, "gold", to="deck")


def _diadem(game, player: Player, this: Played):
    coins = game.unused_actions
    game.coins += coins
    this.value += coins
    return
    yield


def _followers(game, player: Player, this: Played):
    yield from game.gain(player, "estate")
    for victim in victims(game, player, "followers"):
        if (yield from unaffected(game, victim, player, "followers")):
            continue
        yield from game.gain(victim, "curse")
        decision = militia_discard(victim.name, victim.hand, player.name)
        if decision is None or victim.gone:
            continue
        chosen = yield replace(
            decision, card="followers", prompt="discard down to 3 cards in hand (followers)"
        )
        if not victim.gone:
            yield from game.discard(victim, tuple(reversed(chosen)))


TRUSTY_STEED: tuple[str, ...] = ("+cards", "+actions", "+coins", "silvers")
"""Trusty Steed's option words, in the order the chosen two are carried out."""


def _trusty_steed(game, player: Player, this: Played):
    chosen = yield choose(
        player,
        "trusty-steed",
        TRUSTY_STEED,
        "pick two: +cards (+2 cards), +actions (+2 actions), +coins (+2 coins), silvers (4 silvers gained, "
        "then your whole deck goes to your discard pile)",
        count=2,
    )
    if player.gone:
        return
    for word in TRUSTY_STEED:
        if word not in chosen:
            continue
        if word == "+cards":
            game.draw(player, 2)
        elif word == "+actions":
            game.actions += 2
        elif word == "+coins":
            game.coins += 2
        else:
            for _ in range(4):
                yield from game.gain(player, "silver")
            if player.gone:
                return
            game.deck_to_discards(player)


def _princess_reduces(game, card: str) -> int:
    return PRINCESS_REDUCTION


PRINCESS_REDUCTION = 2
"""Coins every card costs less while a Princess is in the current player's play (never below 0)."""


CARDS_A: tuple[CardSpec, ...] = (
    spec("hamlet", cards=1, actions=1, effect=_hamlet),
    spec("fortune-teller", coins=2, effect=_fortune_teller),
    spec("menagerie", actions=1, effect=_menagerie),
    spec("farming-village", actions=2, effect=_farming_village),
    spec("horse-traders", buys=1, coins=3, effect=_horse_traders, react_attack=_horse_traders_reacts),
    spec("remake", effect=_remake),
    spec("harvest", effect=_harvest),
    spec("horn-of-plenty", effect=_horn_of_plenty),
    spec("hunting-party", cards=1, actions=1, effect=_hunting_party),
    spec("jester", coins=2, effect=_jester),
    spec("fairgrounds", points=_fairgrounds),
    spec("tournament", actions=1, effect=_tournament, needs=PRIZES),
    spec("bag-of-gold", actions=1, effect=_bag_of_gold),
    spec("diadem", coins=2, effect=_diadem),
    spec("followers", cards=2, effect=_followers),
    spec("princess", buys=1, cost_modifier=_princess_reduces),
    spec("trusty-steed", effect=_trusty_steed),
)
"""Section A's cards."""


# ==== section B (young-witch shop farmhands carnival ferryman joust + Rewards) =============================


YOUNG_WITCH_DISCARDS = 2
"""Cards Young Witch's player discards after drawing 2."""


def _young_witch(game, player: Player, this: Played):
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
        yield from game.discard(player, chosen)
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
        elif bane is not None and game.cover_reactions and victim.owns(bane):
            yield game.cover_question(victim, "young-witch", bane, player.name)
            if victim.gone:
                continue
        yield from game.gain(victim, "curse")


def _shop(game, player: Player, this: Played):
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


def _carnival(game, player: Player, this: Played):
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
    yield from game.discard(player, rest, source="aside")
    return
    yield


FARMHANDS_MAT = "farmhands"
"""The mat (a place beside the player, face up) where the card a Farmhands gain set aside waits."""


def _farmhands_gained(game, player: Player, gained: Gained):
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


def _farmhands_at_start(game, player: Player, this: Played):
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


def _ferryman(game, player: Player, this: Played):
    chosen = yield from_hand(player, "ferryman", "discard", 1, 1, "discard a card", upfront=False)
    if chosen and not player.gone:
        yield from game.discard(player, chosen)


def _ferryman_set_up(game) -> None:
    """The card set aside for Ferryman is set up as a kingdom card of the game would be (our ruling, as for
    the cards of a Black Market deck): the non-supply piles it `needs` (Tournament's Prizes) and its own
    `setup` (Trade Route's tokens). A Bane for a Young Witch set aside is not set up: its victims cannot
    block."""
    aside = game.piles_aside.get("ferryman")
    if aside is None:
        return
    one = SPECS[aside]
    for needed in one.needs:
        if not SPECS[needed].supply and needed not in game.non_supply:
            game.non_supply[needed] = SPECS[needed].pile[game.seats - 2] or 1
    if one.setup is not None:
        one.setup(game)


def _ferryman_gained(game, player: Player, gained: Gained):
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


def _joust_set_up(game) -> None:
    """The Rewards pile: `needs` makes one of each; with 3 or more players each Reward has two copies."""
    copies = REWARD_COPIES[game.seats]
    for reward in REWARDS:
        game.non_supply[reward] = copies


def _joust(game, player: Player, this: Played):
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


def _joust_clean_up(game, player: Player, this: Played):
    # Every Province a Joust set aside this turn (one call discards them all; the others find none).
    if player.mats.get(JOUST_MAT):
        game.take_from_mat(player, JOUST_MAT, to="discards")
    return
    yield


def _not_reward(card: str) -> bool:
    return "reward" not in SPECS[card].types


def _coronet(game, player: Player, this: Played):
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
            yield from play_times(game, player, this, chosen[0])
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
            yield from play_treasure_twice(game, player, chosen[0])


COURSER_OPTIONS = ("+cards", "+actions", "+coins", "silvers")
"""Courser's option words, in the order they are carried out."""

COURSER_SILVERS = 4
"""Silvers Courser's last option gains."""


def _courser(game, player: Player, this: Played):
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


def _demesne(game, player: Player, this: Played):
    yield from game.gain(player, "gold")


def _housecarl(game, player: Player, this: Played):
    named = {card for card in player.plays if ACTION in SPECS[card].types}  # Housecarl itself included
    game.draw(player, len(named))
    return
    yield


HUGE_TURNIP_COFFERS = 2
"""Coffers Huge Turnip gives before counting them."""


def _huge_turnip(game, player: Player, this: Played):
    game.add_coffers(player, HUGE_TURNIP_COFFERS)
    game.coins += player.coffers  # the 2 just taken included
    this.value += player.coffers
    return
    yield


RENOWN_REDUCTION = 2
"""Coins every card costs less this turn after a Renown (never below 0)."""


def _renown(game, player: Player, this: Played):
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
        setup=_ferryman_set_up,
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
