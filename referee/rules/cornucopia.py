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
    CardSpec,
    Played,
    distinct,
    spec,
)
from referee.rules.decisions import Decision

if TYPE_CHECKING:
    from referee.rules.game import Game, Player

# ==== section A (hamlet fortune-teller menagerie farming-village horse-traders remake tournament + Prizes
# ==== harvest horn-of-plenty hunting-party jester fairgrounds) ============================================


CARDS_A: tuple[CardSpec, ...] = ()
"""Section A's cards."""


# ==== section B (young-witch shop farmhands carnival ferryman joust + Rewards) =============================


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


CARDS_B: tuple[CardSpec, ...] = (
    spec("shop", cards=1, coins=1, effect=_shop),
    spec("carnival", effect=_carnival),
)
"""Section B's cards."""


SET_SPECS: tuple[CardSpec, ...] = CARDS_A + CARDS_B
"""Every Cornucopia card whose rules are built."""
