"""Landscapes in a game (docs/landscapes.md): the events and landmarks set out with the kingdom, an event
bought, debt taken and paid off, VP tokens on supply piles and on landmarks, and the landmarks' points at the
end.

Functions over a `referee.rules.game.Game` (`game`), bound as its methods. A game without landscapes never
calls them but at its set-up (`_set_up_landscapes` with nothing to set up).
"""

from __future__ import annotations

from collections.abc import Sequence

from protocol.catalogue import A_KIND, EVENT, LANDSCAPES
from protocol.messages import Buy
from referee.rules.decisions import BuyAndClean
from referee.rules.player import Player
from referee.rules.spec import LANDSCAPE_SPECS


def _set_up_landscapes(game, names: Sequence[str], players: int) -> None:
    """The game's landscapes set out for `players` players (`names`: wire names, any order): `landscapes`
    in the order of `protocol.catalogue.LANDSCAPES`, `events` and `landmarks` of them; each one's `setup`
    run (VP tokens put on piles or on itself); each landmark's `on_gain` made a rule of the game run for
    every gain (`gain_rules`, after the gainer's own triggers), each `on_buy_card` one run for every
    card bought (`buy_rules`), each `at_clean_up` one run at every clean-up (`clean_up_rules`), each
    `at_buy_phase` one run as every buy phase starts (`buy_phase_rules`), each `at_turn_start` one run
    as every turn starts (`turn_start_rules`) and each `on_trash` one run at every trash (`trash_rules`).
    Raises ValueError naming a landscape given twice or one whose rules are not built."""
    if len(set(names)) != len(names):
        twice = next(name for name in names if list(names).count(name) > 1)
        raise ValueError(f"the landscapes name {twice} twice: a game has each event or landmark once")
    for name in names:
        if name not in LANDSCAPE_SPECS:
            raise ValueError(
                f"{name} is {A_KIND[LANDSCAPES[name].kind]} whose rules the referee does not play yet"
            )
    order = list(LANDSCAPES)
    game.landscapes = tuple(sorted(names, key=order.index))
    game.events = tuple(name for name in game.landscapes if LANDSCAPES[name].kind == EVENT)
    game.landmarks = tuple(name for name in game.landscapes if LANDSCAPES[name].kind != EVENT)
    for name in game.landscapes:
        spec = LANDSCAPE_SPECS[name]
        if spec.setup is not None:
            spec.setup(game, players)
        if spec.on_gain is not None:
            game.gain_rules.append(spec.on_gain)
        if spec.on_buy_card is not None:
            game.buy_rules.append(spec.on_buy_card)
        if spec.at_clean_up is not None:
            game.clean_up_rules.append(spec.at_clean_up)
        if spec.at_buy_phase is not None:
            game.buy_phase_rules.append(spec.at_buy_phase)
        if spec.at_turn_start is not None:
            game.turn_start_rules.append(spec.at_turn_start)
        if spec.on_trash is not None:
            game.trash_rules.append(spec.on_trash)


def _event_bought(game, player: Player, name: str):
    """`player` buys the event `name` with a buy (the one buy rule judged it: `check_event_buy`): its debt
    paid off first with its coins, one buy and the event's cost in coins spent, the debt of its cost taken
    (event ``debt``), event ``buy-event`` told, then what the event does (`on_buy`). An event is never
    gained: no gain trigger, no "when you buy a card" (docs/landscapes.md, "Buying")."""
    refusal = check_event_buy(game, player, name)
    if refusal is not None:
        raise ValueError(refusal)
    spec = LANDSCAPE_SPECS[name]
    game.pay_debt(player)
    game.buys -= 1
    game.coins -= spec.cost
    game.actions = 0
    game.buying = True
    game.emit("buy-event", player, (name,))
    game.take_debt(player, spec.debt)
    if spec.on_buy is not None:
        yield from spec.on_buy(game, player, name)


def check_event_buy(game, player: Player, name: str) -> str | None:
    """Why `player` may not buy the event `name` now, in words quoting the play, or None: an event of this
    game, a buy left, and its cost in coins within the coins left once the player's debt is paid off with
    them (a player with debt left may buy nothing: the Empires rules)."""
    if name not in game.events:
        return f"(buy {name}): {name} is not an event of this game"
    if game.buys < 1:
        return f"(buy {name}) needs 1 buy; you have 0 (each buy uses one)"
    spec = LANDSCAPE_SPECS[name]
    if player.debt > game.coins:
        return (
            f"(buy {name}): you have {player.debt} debt and {game.coins} coins to pay it off with; "
            "nothing may be bought while debt is left"
        )
    if spec.cost > game.coins - player.debt:
        left = f" once your {player.debt} debt is paid off" if player.debt else ""
        return f"(buy {name}) needs {spec.cost} coins, you have {game.coins - player.debt}{left}"
    return None


def check_play_with_landscapes(game, player: Player, state, play) -> str | None:
    """The judge of `player`'s `play` in its view `state` of a game of the rules alone with landscapes,
    until protocol v6's views carry events and debt (docs/landscapes.md, step 3): a buy of an event or
    landmark by `check_event_buy`, on the game itself (and never in a `BuyAndClean`); any other play by
    `referee.rules.legality.check_play`, and a card's buy also refused while debt would be left once the
    coins paid it off (the rules: no buy while in debt)."""
    from referee.rules.legality import check_play  # (legality imports the game, which imports this module)

    card = getattr(play, "card", None)
    if card in game.events or (type(play) is Buy and card in LANDSCAPES):
        if type(play) is BuyAndClean:
            return f"a buy of the event {card} and the clean-up are two plays"
        return check_event_buy(game, player, card)
    message = check_play(state, play, arguments=False)
    if message is None and player.debt and type(play) in (Buy, BuyAndClean):
        left = game.coins - player.debt
        if left < game.cost(card):
            return (
                f"(buy {card}): you have {player.debt} debt and {game.coins} coins; once the debt is paid "
                f"off {max(left, 0)} coins are left and {card} costs {game.cost(card)} (no buy while in debt)"
            )
    return message


def take_debt(game, player: Player, count: int) -> None:
    """`player` takes `count` debt tokens (a cost in debt, Mountain Pass's bid); event ``debt``."""
    if count:
        player.debt += count
        game.emit("debt", player, (str(count),))


def pay_debt(game, player: Player) -> None:
    """`player` pays off as much of its debt as its coins allow, 1 coin a token; event ``pay-debt``. The
    referee pays for the player before each buy and as its buy phase ends (our ruling, docs/landscapes.md:
    the rules let it pay at any moment of its buy phase, and holding coins back never helps)."""
    paid = min(player.debt, game.coins)
    if paid:
        player.debt -= paid
        game.coins -= paid
        game.emit("pay-debt", player, (str(paid),))


def put_vp(game, place: str, count: int, player: Player | None = None) -> None:
    """`count` VP tokens put on `place`: a landmark of the game (`landscape_vp`) or a supply pile (its
    ``vp`` tokens among `pile_tokens`, which follow a mixed pile's top card); event ``vp-to`` as `player`'s
    move (None: at set-up, which the opening tells, no event)."""
    if not count:
        return
    if place in LANDSCAPES:
        game.landscape_vp[place] = game.landscape_vp.get(place, 0) + count
    else:
        game.add_pile_token(place, "vp", count)
    if player is not None:
        game.emit("vp-to", player, (place, str(count)))


def take_vp(game, player: Player, place: str, count: int | None = None) -> int:
    """`player` takes `count` VP tokens from `place` (a landmark or a pile, as `put_vp`), all of them when
    None, at most what is there; returns how many it took. Events ``vp-from`` then ``vp``."""
    where = game.landscape_vp if place in LANDSCAPES else game.pile_tokens.get(place, {})
    key = place if place in LANDSCAPES else "vp"
    there = where.get(key, 0)
    taken = there if count is None else min(count, there)
    if taken:
        where[key] = there - taken
        game.emit("vp-from", player, (place, str(taken)))
        game.add_vp(player, taken)
    return taken


def trashed(game, player: Player, cards) -> None:
    """`player` trashed `cards` (any move: from its hand, play, deck, set aside, a gain moved to the trash,
    the supply; a possessed turn's cards set aside count as trashed): the game's trash rules
    (`trash_rules`: Tomb), each told. The moves call it only when there are rules."""
    for rule in game.trash_rules:
        rule(game, player, cards)


def landmark_points(game, player: Player) -> int:
    """The victory points the game's landmarks score for `player` now (each one's `points`)."""
    total = 0
    for name in game.landmarks:
        points = LANDSCAPE_SPECS[name].points
        if points is not None:
            total += points(game, player)
    return total
