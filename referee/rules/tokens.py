"""Adventures' player tokens in a game (docs/landscapes.md, section 6; docs/rules-core.md, "Player
tokens"): the tokens a player moves onto supply piles (`Game.player_tokens`), the ones it holds
(`Player.tokens`: the Journey token, the -1 Card and -1 Coin tokens), and what they do when a card is
played, bought, costed, drawn, or coins are had.

Functions over a `referee.rules.game.Game` (`game`), bound as its methods. A game in which no token was
ever moved tests one empty dict on its paths (`player_tokens`) and one on a draw (`Player.tokens`).
"""

from __future__ import annotations

from referee.rules.decisions import Decision
from referee.rules.helpers import from_hand
from referee.rules.player import Player
from referee.rules.spec import ACTION

PILE_TOKENS: tuple[str, ...] = ("+card", "+action", "+coin", "+buy", "-cost", "trashing", "estate")
"""The tokens a player puts on a pile, at most one of each per player (`Game.player_tokens`)."""

BONUS_TOKENS: tuple[str, ...] = ("+card", "+action", "+coin", "+buy")
"""The tokens that give their bonus first when their owner plays a card of their pile."""

HELD_TOKENS: tuple[str, ...] = ("journey", "-card", "-coin")
"""The tokens a player holds (`Player.tokens`): ``journey`` 1 face up (its start, and when absent), 0 face
down; ``-card`` and ``-coin`` 1 while on the player's deck or before it, 0 (or absent) when returned."""

COST_TOKEN_LESS = 2
"""Coins the -2 cost token takes off the cards of its pile on its owner's turns."""

JOURNEY = "journey"
MINUS_CARD = "-card"
MINUS_COIN = "-coin"


def pile_name(game, card: str) -> str:
    """The name of the supply pile `card` belongs to: the card itself, or a mixed pile's name
    (``"knights"``, ``"ruins"``) for a card of a mixed pile. A player's token on a mixed pile is kept
    under that name, which does not change as the pile's top card does."""
    if game.mixed:
        pile = game.mixed_pile_of(card)
        if pile is not None:
            return pile
    return card


def action_piles(game) -> dict[str, str]:
    """The game's action supply piles, empty or not: their key in `piles` (a mixed pile's top card, the
    word a player names it by) -> the pile's name (`pile_name`)."""
    found = {}
    for key in game.piles:
        name = pile_name(game, key)
        if name in game.mixed or ACTION in game.types(key):
            found[key] = name
    return found


def token_on(game, player: Player, token: str) -> str | None:
    """The pile (its name) `player`'s `token` is on, or None."""
    placed = game.player_tokens.get(player.name)
    return placed.get(token) if placed else None


def move_token(game, player: Player, token: str, pile: str) -> None:
    """`player`'s `token` (one of `PILE_TOKENS`) goes onto the supply pile `pile` (a card of it or its
    name), off the pile it was on; event ``token`` (the token, the pile's name)."""
    pile = pile_name(game, pile)
    game.player_tokens.setdefault(player.name, {})[token] = pile
    game._costs_plain = False  # (the -2 cost token, and a view's costs: kept computed from now on)
    game._plain = False
    game.token_moves += 1
    game.emit("token", player, (token, pile))


def choose_pile_for(game, player: Player, card: str, token: str, prompt: str):
    """Ask `player` which action supply pile its `token` goes onto (a ``choose`` decision, source
    ``supply``, options the piles as `action_piles` names them; one must be chosen when any exists) and
    move it there. A generator; returns the pile's name, or None when the game has no action pile."""
    piles = action_piles(game)
    if not piles:
        return None
    chosen = yield Decision(
        player.name,
        card,
        "choose",
        tuple(piles),
        1,
        1,
        "supply",
        prompt,
        rule=f"{card} moves your {token} token onto an action supply pile",
    )
    if not chosen or player.gone:
        return None
    move_token(game, player, token, piles[chosen[0]])
    return piles[chosen[0]]


def take_token(game, player: Player, token: str) -> None:
    """`player` takes its -1 Card token (onto its deck) or its -1 Coin token (`token`: ``-card``,
    ``-coin``); nothing new when it has it already. Event ``token`` (the token, ``"taken"``)."""
    if player.tokens.get(token):
        return
    player.tokens[token] = 1
    if token == MINUS_COIN:
        game._coin_token()
    game.emit("token", player, (token, "taken"))


def _return_token(game, player: Player, token: str) -> None:
    player.tokens[token] = 0
    game.emit("token", player, (token, "returned"))


def turn_journey(game, player: Player) -> bool:
    """`player` turns its Journey token over (face up at the start of the game); returns True when it is
    face up now. Event ``token`` (``journey``, ``"up"`` or ``"down"``)."""
    up = 0 if player.tokens.get(JOURNEY, 1) else 1
    player.tokens[JOURNEY] = up
    game.emit("token", player, (JOURNEY, "up" if up else "down"))
    return bool(up)


def fewer_drawn(game, player: Player, count: int) -> int:
    """The cards a draw of `count` into `player`'s hand draws: one fewer when its -1 Card token is on its
    deck (the token then returns: event ``token``); the draw's own count otherwise."""
    if count > 0 and player.tokens.get(MINUS_CARD):
        _return_token(game, player, MINUS_CARD)
        return count - 1
    return count


def fewer_coins(game, player: Player, more: int) -> int:
    """The coins `player` gets of `more` coins (> 0) it is about to have: one fewer when it holds its -1
    Coin token (the token then returns: event ``token``)."""
    if player.tokens.get(MINUS_COIN):
        _return_token(game, player, MINUS_COIN)
        return more - 1
    return more


def token_bonus(game, player: Player, card: str) -> None:
    """`player` plays `card`: the bonus of each of its +1 tokens on `card`'s pile, before the card's own
    numbers and effect (+1 card, action, buy, coin; on another player's turn the +1 card only: the turn's
    counters are the current player's)."""
    placed = game.player_tokens.get(player.name)
    if not placed:
        return
    pile = pile_name(game, card)
    current = player is game.players[game.current]
    for token in BONUS_TOKENS:
        if placed.get(token) != pile:
            continue
        if token == "+card":
            game._draw(player, 1)
        elif not current:
            continue
        elif token == "+action":
            game.actions += 1
        elif token == "+buy":
            game.buys += 1
        else:
            game.coins += 1


def cost_token_less(game, card: str) -> int:
    """Coins `card` costs less now for the current player's -2 cost token (on `card`'s pile), 0 else."""
    placed = game.player_tokens.get(game.players[game.current].name)
    if placed and placed.get("-cost") == pile_name(game, card):
        return COST_TOKEN_LESS
    return 0


def trashing_token(game, player: Player, gained):
    """A rule of the game for every card bought (`Game.buy_rules`, set out by Plan): a buy of a card from
    the pile with the buyer's Trashing token lets it trash a card from its hand (optional; nothing asked
    from an empty hand). A generator."""
    if gained.source != "supply" or token_on(game, player, "trashing") != pile_name(game, gained.card):
        return
    if not player.hand or player.gone:
        return
    chosen = yield from_hand(
        player,
        "plan",
        "trash",
        0,
        1,
        "your Trashing token: trash a card from your hand or none",
        upfront=False,
    )
    if chosen and not player.gone:
        yield from game.trash_cards(player, chosen)
