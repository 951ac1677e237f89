"""Landscapes in a game (docs/landscapes.md): the events and landmarks set out with the kingdom, an event
bought, debt taken and paid off, VP tokens on supply piles and on landmarks, and the landmarks' points at the
end.

Functions over a `referee.rules.game.Game` (`game`), bound as its methods. A game without landscapes never
calls them but at its set-up (`_set_up_landscapes` with nothing to set up).
"""

from __future__ import annotations

from collections.abc import Sequence

from protocol.catalogue import A_KIND, EVENT, LANDSCAPES
from referee.rules.moves import TAVERN
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


def _position_landscapes(game, state) -> None:
    """A position's landscapes from the v6 view `state` (`Game.at`): its events and landmarks set out as at
    set-up (`_set_up_landscapes`), then the tokens the view lists instead of those the set-up puts: VP tokens
    on each landmark, VP and debt tokens on piles, each player's debt and Tavern mat."""
    names = (*state.events, *(name for name, _ in state.landmarks))
    if names:
        _set_up_landscapes(game, names, len(game.players))
    game.landscape_vp = {name: count for name, count in state.landmarks if count}
    for counts in game.pile_tokens.values():
        counts.pop("vp", None)
        counts.pop("debt", None)
    for token, piles in (("vp", state.vp_piles), ("debt", state.debt_piles)):
        for pile, count in piles:
            game.pile_tokens.setdefault(pile, {})[token] = count
    game.pile_tokens = {pile: counts for pile, counts in game.pile_tokens.items() if counts}
    by_name = {player.name: player for player in game.players}
    for name, debt in state.debt:
        if name in by_name:
            by_name[name].debt = debt
    for name, cards in state.tavern:
        if name in by_name and cards:
            by_name[name].mats[TAVERN] = list(cards)


def _event_bought(game, player: Player, name: str):
    """`player` buys the event `name` with a buy (the one buy rule judged it in the player's view:
    `referee.rules.costs.check_buy`; what it cannot afford raises ValueError here): its debt
    paid off first with its coins, one buy and the event's cost in coins spent, the debt of its cost taken
    (event ``debt``), event ``buy-event`` told, then what the event does (`on_buy`). An event is never
    gained: no gain trigger, no "when you buy a card" (docs/landscapes.md, "Buying")."""
    spec = LANDSCAPE_SPECS[name]
    if name not in game.events or game.buys < 1 or spec.cost > game.coins - player.debt:
        raise ValueError(f"illegal buy of the event {name}")
    if name in spent_events(game, player):
        raise ValueError(f"{name} may be bought once per {spec.once}, and {player.name} bought it already")
    game.pay_debt(player)
    game.buys -= 1
    game.coins -= spec.cost
    game.actions = 0
    game.buying = True
    game.emit("buy-event", player, (name,))
    if spec.once is not None:
        game.events_bought.append((game.turn, player.name, name))
    if game._recording:
        game.turn_buys.append(name)  # a buy of the turn (Messenger: "the first thing you bought")
    game.take_debt(player, spec.debt)
    if spec.on_buy is not None:
        yield from spec.on_buy(game, player, name)


def spent_events(game, player: Player) -> frozenset[str]:
    """The events `player` may not buy now because it bought them already: those bought this turn that may
    be bought once per turn (`LandscapeSpec.once` ``"turn"``: Alms, Borrow, Save...) and those bought in
    this game that may be bought once per game (``"game"``). A fact of the game that a view does not carry
    (as `Game.paid_off`): `referee.rules.legality.check_play` and `legal_plays` take it as ``spent``."""
    if not game.events_bought:
        return frozenset()
    return frozenset(
        name
        for turn, buyer, name in game.events_bought
        if buyer == player.name and (LANDSCAPE_SPECS[name].once == "game" or turn == game.turn)
    )


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
        game.paid_off = game.turn
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
