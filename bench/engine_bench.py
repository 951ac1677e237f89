"""How fast does the rules engine play? Our engine beside pyminion's, same matchups, one process, one core.

Prints games per second (CPU time, so other load on the machine does not count) for 2-player games:
- Big Money vs Big Money (play every treasure; buy a province at 8+, a gold at 6-7, a silver at 3-5):
  ours in a protocol v1 game (every play judged by `referee.rules.legality.check_play`), ours in a game of
  the rules alone on a 10-card kingdom, and pyminion's own `BigMoney` bots on the same kingdom;
- Witch vs Witch (Big Money that buys a Witch at 5 while it has fewer than 2 and plays it): ours and
  pyminion's, same kingdom;
- Bridge vs Bridge on an Intrigue kingdom (Big Money that buys a Bridge at 4-5 while it has fewer than 2 and
  plays it: every cost a coin lower for the rest of the turn): ours and pyminion's, same kingdom;
- Monument vs Monument on a Prosperity kingdom, a Colony game (Big Money with Platinum and Colony that buys a
  Monument at 4-5 while it has fewer than 2 and plays it: VP tokens): ours alone, pyminion has no Prosperity;
  the figure is printed beside the others, with its ratio to our Big Money's;
- Wharf vs Wharf on a Seaside kingdom (Big Money that buys a Wharf at 5 while it has fewer than 2 and
  plays it: a duration, +2 cards and +1 buy now and at the start of the next turn): ours alone, pyminion
  0.4.0's Seaside module is empty;
- Familiar vs Familiar on an Alchemy kingdom (Big Money that buys one Potion at 4 coins, then a Familiar with
  a potion and 3-5 coins while it has fewer than 2, and plays it: +1 card, +1 action, a Curse to every
  other player; a Potion pile in the supply, potions spent on buys): ours alone, pyminion has no Alchemy;
and the ratios ours / pyminion. In the games of the rules alone our bots play their treasures as one
`Treasures` and their last buy with the clean-up as one `BuyAndClean` (the same games, play for play, as one
protocol play at a time: tests/rules/test_engine_bench_bots.py), as pyminion's bots play their treasures in
one call; the protocol v1 row plays one play at a time. Targets: Big Money >= 1,000 games/s and >= 2x
pyminion. A row whose cards the rules core does not play yet says so instead of a figure.

Same-run baseline for our legality check: the v1 games again with each play judged by looking it up in
`legal_plays(state)`, the obvious way to write a legality check.

Each figure is the best of `--rounds` runs (load only ever slows a run down), ours and pyminion's
alternating round by round so that a change of load on a shared machine hits both alike; beside the ratio
of the best runs the bench prints the ratio of the median runs, and the target must hold for both.

pyminion (https://pypi.org/project/pyminion/) is the comparison: install it into this environment with
`pip install pyminion` (the bench says so and stops without it). It runs as pyminion's own simulations are
set up (`Game(..., log_stdout=False)`, as its `Simulator` examples do), with its `logging` calls disabled,
as ours has none; it draws its shuffles from the global `random` module, seeded here per game. Its bots
are told nothing of the other players' plays, so ours declare `listens = False` and the engine sends them
no `moved` (see `referee.rules.decisions.Strategy`); every play of ours is still judged by
`referee.rules.legality.check_play`, as in any game.

Run: `python bench/engine_bench.py [--games N] [--seed S] [--rounds R]`.
"""

from __future__ import annotations

import argparse
import logging
import os
import random
import statistics
import time

import referee.seats.engine as engine
from protocol.messages import Act, Add, Buy, Card, Clean, DiscardDefense
from referee.protocol_rules import game_rules
from referee.rules.decisions import BuyAndClean, Treasures
from referee.rules.game import Game
from referee.rules.legality import legal_plays
from referee.rules.spec import COST
from referee.seats.seat import InProcessSeat

KINGDOM = (
    "cellar",
    "chapel",
    "festival",
    "laboratory",
    "market",
    "remodel",
    "smithy",
    "village",
    "witch",
    "workshop",
)
"""The kingdom of the base game's rows (pyminion's games too)."""

INTRIGUE_KINGDOM = (
    "courtyard",
    "pawn",
    "shanty-town",
    "steward",
    "baron",
    "bridge",
    "conspirator",
    "ironworks",
    "mining-village",
    "torturer",
)
"""The kingdom of the Intrigue row: Intrigue cards of both editions that pyminion has too."""

PROSPERITY_KINGDOM = (
    "watchtower",
    "monument",
    "quarry",
    "talisman",
    "bishop",
    "hoard",
    "mint",
    "bank",
    "grand-market",
    "kings-court",
)
"""The kingdom of the Prosperity row (a Colony game): among them cards that watch buys and gains (Talisman,
Hoard, Watchtower) and change costs (Quarry), which the game must carry even when nobody buys them."""

SEASIDE_KINGDOM = (
    "haven",
    "lighthouse",
    "native-village",
    "fishing-village",
    "warehouse",
    "caravan",
    "merchant-ship",
    "treasury",
    "bazaar",
    "wharf",
)
"""The kingdom of the Seaside row: durations (Wharf, Caravan, Haven, Lighthouse, Merchant Ship, Fishing
Village), a mat (Native Village) and a clean-up trigger (Treasury) in the game."""

ALCHEMY_KINGDOM = (
    "transmute",
    "vineyard",
    "herbalist",
    "apothecary",
    "scrying-pool",
    "university",
    "alchemist",
    "familiar",
    "philosophers-stone",
    "golem",
)
"""The kingdom of the Alchemy row: a Potion pile, costs with a potion, clean-up triggers (Herbalist,
Alchemist)."""

_ADD = {card: Add(card) for card in (Card.GOLD, Card.SILVER, Card.COPPER)}
_ADD.update({"platinum": Add("platinum")})
_BUY = {
    card: Buy(card)
    for card in (
        "colony",
        "platinum",
        "province",
        "gold",
        "silver",
        "witch",
        "bridge",
        "monument",
        "wharf",
        "potion",
        "familiar",
    )
}
_CLEAN = {
    card: Clean(card)
    for card in (
        *Card,
        "curse",
        "platinum",
        "colony",
        "potion",
        *KINGDOM,
        *INTRIGUE_KINGDOM,
        *PROSPERITY_KINGDOM,
        *SEASIDE_KINGDOM,
        *ALCHEMY_KINGDOM,
    )
}
_CLEAN_EMPTY = Clean()
_WITCH = Act("witch")


class BigMoney:
    """Plays every treasure, then buys a province at 8+ coins, a gold at 6-7, a silver at 3-5, then cleans.

    In a game of the rules alone (`batches` True) it plays its treasures as one `Treasures` and its last
    buy with the clean-up as one `BuyAndClean`, as pyminion's bots play their treasures in one call and as
    `referee simulate`'s strategies do: the same game as the protocol plays one by one (the treasures in
    the hand's order, the clean-up exposing the same card), with fewer views and judgements. In a protocol
    game (`ProtocolBigMoney`) it plays one `(add ...)`, `(buy ...)` and `(clean ...)` at a time."""

    __slots__ = ()
    listens = False  # ignores notifications, like pyminion's bots, which are told nothing of other plays
    keeps_views = False  # reads a view only while deciding: its unread fields are never made
    batches = True

    def move(self, state):
        hand = state.hand
        if self.batches:
            treasures = tuple(card for card in hand if card in _ADD)
            if treasures:
                return Treasures(treasures)
        else:
            add = _ADD.get
            for card in hand:
                play = add(card)
                if play is not None:
                    return play
        if state.buys:
            play = self.buy(state)
            if play is not None:
                if self.batches and state.buys == 1:
                    return BuyAndClean(play.card, hand[0] if hand else None)
                return play
        return _CLEAN[hand[0]] if hand else _CLEAN_EMPTY

    def buy(self, state):
        coins = state.coins
        if coins >= 8 and "province" in state.supply:
            return _BUY["province"]
        if coins >= 6 and "gold" in state.supply:
            return _BUY["gold"]
        if coins >= 3 and "silver" in state.supply:
            return _BUY["silver"]
        return None

    def defend(self, attacker, state):
        return DiscardDefense(tuple(state.hand[3:]))

    def decide(self, decision, state):
        return decision.options[: decision.min]

    def notify(self, notification):
        pass


class ProtocolBigMoney(BigMoney):
    """`BigMoney` playing one protocol play at a time (a protocol game has no batch)."""

    __slots__ = ()
    batches = False


class WitchMoney(BigMoney):
    """Big Money that plays a Witch when it holds one and buys one at 5 coins while it owns fewer than 2."""

    __slots__ = ("witches",)

    def __init__(self) -> None:
        self.witches = 0

    def move(self, state):
        if state.actions and "witch" in state.hand:
            return _WITCH
        return super().move(state)

    def buy(self, state):
        if 5 <= state.coins < 6 and self.witches < 2 and "witch" in state.supply:
            self.witches += 1
            return _BUY["witch"]
        return super().buy(state)


class OneActionMoney(BigMoney):
    """Big Money that plays `CARD` when it holds one and buys one with its cost to 5 coins while it owns fewer
    than 2 (Bridge, Monument at 4-5, Wharf at 5: cards that ask nothing)."""

    __slots__ = ("owned",)
    CARD = ""

    def __init__(self) -> None:
        self.owned = 0

    def move(self, state):
        if state.actions and self.CARD in state.hand:
            return self.PLAY
        return super().move(state)

    def buy(self, state):
        if COST[self.CARD] <= state.coins < 6 and self.owned < 2 and self.CARD in state.supply:
            self.owned += 1
            return _BUY[self.CARD]
        return super().buy(state)


class BridgeMoney(OneActionMoney):
    """Big Money with up to 2 Bridges (+1 buy, +1 coin, every cost 1 coin lower this turn)."""

    __slots__ = ()
    CARD = "bridge"
    PLAY = Act("bridge")


class MonumentMoney(OneActionMoney):
    """Big Money of a Colony game (a Colony at 11+, a Platinum at 9-10) with up to 2 Monuments (+2 coins,
    +1 VP token)."""

    __slots__ = ()
    CARD = "monument"
    PLAY = Act("monument")

    def buy(self, state):
        coins = state.coins
        if coins >= 11 and "colony" in state.supply:
            return _BUY["colony"]
        if coins >= 9 and "platinum" in state.supply:
            return _BUY["platinum"]
        return super().buy(state)


class WharfMoney(OneActionMoney):
    """Big Money with up to 2 Wharves, bought at 5 coins (+2 cards, +1 buy, and again at the start of the
    next turn: a duration staying in play)."""

    __slots__ = ()
    CARD = "wharf"
    PLAY = Act("wharf")

    def buy(self, state):
        if state.coins == 5 and self.owned < 2 and self.CARD in state.supply:
            self.owned += 1
            return _BUY[self.CARD]
        return BigMoney.buy(self, state)


_ADD_POTION = Add("potion")


class FamiliarMoney(OneActionMoney):
    """Big Money with one Potion (bought at 4 coins) and up to 2 Familiars (bought with the potion and 3-5
    coins; +1 card, +1 action, every other player gains a Curse); plays its Potion with its treasures."""

    __slots__ = ("potions",)
    CARD = "familiar"
    PLAY = Act("familiar")

    def __init__(self) -> None:
        super().__init__()
        self.potions = 0

    def move(self, state):
        hand = state.hand
        if "potion" in hand and not (state.actions and self.CARD in hand):
            # The potion first, then the other treasures in the hand's order.
            if not self.batches:
                return _ADD_POTION
            rest = tuple(card for card in hand if card in _ADD)
            return Treasures(("potion",) * hand.count("potion") + rest)
        return super().move(state)

    def buy(self, state):
        coins = state.coins
        if state.potions and 3 <= coins < 6 and self.owned < 2 and self.CARD in state.supply:
            self.owned += 1
            return _BUY[self.CARD]
        if 4 <= coins < 6 and not self.potions and "potion" in state.supply:
            self.potions += 1
            return _BUY["potion"]
        return BigMoney.buy(self, state)


def enumerating_check(state, play):
    """The baseline legality check: a play is legal when `legal_plays(state)` lists it."""
    return None if play in legal_plays(state) else "not among legal_plays(state)"


def ours(
    games: int,
    seed: int,
    strategy,
    *,
    version: int | None,
    kingdom: tuple[str, ...] = KINGDOM,
    colony: bool = False,
) -> tuple[float, float]:
    """Play `games` games of `strategy` against itself (seeds seed, seed+1, ...): a protocol game of
    `version`, or a game of the rules alone on `kingdom` (version None), a Colony game when `colony`.
    Returns (CPU seconds, mean turns)."""
    turns = 0
    cpu = time.process_time()
    setup = {"colony": True} if colony else {}
    for index in range(games):
        seats = [InProcessSeat("alice", strategy()), InProcessSeat("bob", strategy())]
        game = Game(
            ["alice", "bob"],
            rules=game_rules(version),
            seed=seed + index,
            kingdom=None if version is not None else kingdom,
            **setup,
        )
        result = engine.run_game(game, seats, version=version)
        if result.ejections:
            # A bot of this bench made an illegal play: its figures would measure games that stopped early.
            fault = result.ejections[0].ejection.message
            raise SystemExit(f"{strategy.__name__} was ejected in game {seed + index}: {fault}")
        turns += result.turns
    return time.process_time() - cpu, turns / games


def pyminion_games(games: int, seed: int, witch: bool = False, bridge: bool = False) -> tuple[float, float]:
    """The same matchup with pyminion's engine and its own bots: Big Money (neither `witch` nor `bridge`),
    Witch vs Witch on `KINGDOM`, or Bridge vs Bridge on `INTRIGUE_KINGDOM`. Returns (CPU seconds, mean
    turns)."""
    from pyminion.bots.bot import Bot
    from pyminion.bots.examples.big_money import BigMoney as PyBigMoney
    from pyminion.bots.examples.big_money import BigMoneyDecider
    from pyminion.expansions import base, intrigue
    from pyminion.game import Game as PyGame

    class WitchDecider(BigMoneyDecider):
        def action_priority(self, player, game):
            yield base.witch

        def buy_priority(self, player, game):
            money = player.state.money
            if 5 <= money < 6 and player.get_card_count(base.witch) < 2:
                yield base.witch
            yield from super().buy_priority(player, game)

    class BridgeDecider(BigMoneyDecider):
        def action_priority(self, player, game):
            yield intrigue.bridge

        def buy_priority(self, player, game):
            money = player.state.money
            if 4 <= money < 6 and player.get_card_count(intrigue.bridge) < 2:
                yield intrigue.bridge
            yield from super().buy_priority(player, game)

    if bridge:
        kingdom = [getattr(intrigue, name.replace("-", "_")) for name in INTRIGUE_KINGDOM]
        expansions = [base.base_set, intrigue.intrigue_set]
    else:
        kingdom = [getattr(base, name.replace("-", "_")) for name in KINGDOM]
        expansions = [base.base_set]
    logging.disable(logging.CRITICAL)
    turns = 0
    cpu = time.process_time()
    for index in range(games):
        random.seed(seed + index)
        if witch or bridge:
            decider = WitchDecider if witch else BridgeDecider
            bots = [Bot(decider=decider(), player_id="alice"), Bot(decider=decider(), player_id="bob")]
        else:
            bots = [PyBigMoney(player_id="alice"), PyBigMoney(player_id="bob")]
        game = PyGame(players=bots, expansions=expansions, kingdom_cards=kingdom, log_stdout=False)
        game.play()
        turns += sum(bot.turns for bot in bots)
    return time.process_time() - cpu, turns / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per run of ours (default 2000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument(
        "--rounds", type=int, default=3, help="runs of each measurement; the best counts (default 3)"
    )
    args = parser.parse_args()
    try:
        import pyminion  # noqa: F401
    except ImportError:
        raise SystemExit(
            "pyminion is not installed: the bench compares against it. Install it into this environment "
            "with `pip install pyminion` (https://pypi.org/project/pyminion/), then run the bench again."
        ) from None
    games = args.games
    small = max(1, games // 5)  # pyminion is slower: fewer games keep the run short
    rounds = args.rounds
    ours(min(200, games), args.seed, ProtocolBigMoney, version=1)  # warm-up
    pyminion_games(min(20, small), args.seed, witch=False)

    def best(measure) -> tuple[float, float]:
        """The best rate (games per CPU second) of `rounds` runs, and the mean turns."""
        rates = []
        for _ in range(rounds):
            count, (cpu, turns) = measure()
            rates.append(count / cpu)
        return max(rates), turns

    def pair(strategy, witch: bool, bridge: bool = False) -> tuple[list[float], float, list[float], float]:
        """Rates (games per CPU second) of `rounds` runs each of ours and pyminion's, and their mean turns.
        Ours and pyminion's alternate, round after round, so a change of load hits both alike."""
        ours_rates, py_rates = [], []
        kingdom = INTRIGUE_KINGDOM if bridge else KINGDOM
        for _ in range(rounds):
            cpu, turns = ours(games, args.seed, strategy, version=None, kingdom=kingdom)
            ours_rates.append(games / cpu)
            py_cpu, py_turns = pyminion_games(small, args.seed, witch=witch, bridge=bridge)
            py_rates.append(small / py_cpu)
        return ours_rates, turns, py_rates, py_turns

    def row(
        label: str, strategy, witch: bool, bridge: bool = False
    ) -> tuple[float, float, float, float, float]:
        """Print one matchup's row: best rates, the ratio of the best and the ratio of the medians. Returns
        the best and median rates (ours, pyminion's) and our mean turns."""
        rates, turns, py_rates, py_turns = pair(strategy, witch, bridge)
        best, py_best = max(rates), max(py_rates)
        median, py_median = statistics.median(rates), statistics.median(py_rates)
        print(
            f"{label:>44}  {best:8.0f}  {py_best:8.0f}  {best / py_best:5.2f}x  {median / py_median:5.2f}x"
            f"  {turns:.1f} / {py_turns:.1f}"
        )
        return best, py_best, median, py_median, turns

    print(f"load average (1 min): {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs; one process, one thread")
    print(
        f"best of {rounds} rounds, ours and pyminion alternating; {games} games per run of ours,"
        f" {small} of pyminion"
    )
    header = f"{'ours':>8}  {'pyminion':>8}  {'ratio':>6}  {'median':>6}  turns (ours / pyminion)"
    print(f"{'games/s (CPU), best of the rounds':>44}  {header}")
    v1_rate, v1_turns = best(lambda: (games, ours(games, args.seed, ProtocolBigMoney, version=1)))
    blank = f"{'':>8}  {'':>6}  {'':>6}"
    print(f"{'Big Money vs Big Money, protocol v1 game':>44}  {v1_rate:8.0f}  {blank}  {v1_turns:.1f}")
    bm_rate, py_rate, bm_median, py_median, bm_turns = row(
        "Big Money vs Big Money, 10-card kingdom", BigMoney, False
    )
    row("Witch vs Witch, 10-card kingdom", WitchMoney, True)
    row("Bridge vs Bridge, Intrigue kingdom", BridgeMoney, False, bridge=True)
    label = "Monument vs Monument, Prosperity, Colony"
    rate, turns = best(
        lambda: (
            games,
            ours(games, args.seed, MonumentMoney, version=None, kingdom=PROSPERITY_KINGDOM, colony=True),
        )
    )
    per_turn = rate * turns / (bm_rate * bm_turns)
    print(
        f"{label:>44}  {rate:8.0f}  {'-':>8}  {'':>6}  {'':>6}  {turns:.1f}"
        f"  ({rate / bm_rate:.2f}x our Big Money's games/s, {per_turn:.2f}x its turns/s;"
        " pyminion has no Prosperity)"
    )
    for label, strategy, kingdom, why in (
        ("Wharf vs Wharf, Seaside kingdom", WharfMoney, SEASIDE_KINGDOM, "pyminion's Seaside is empty"),
        ("Familiar vs Familiar, Alchemy kingdom", FamiliarMoney, ALCHEMY_KINGDOM, "pyminion has no Alchemy"),
    ):
        rate, turns = best(
            lambda strategy=strategy, kingdom=kingdom: (
                games,
                ours(games, args.seed, strategy, version=None, kingdom=kingdom),
            )
        )
        per_turn = rate * turns / (bm_rate * bm_turns)
        print(
            f"{label:>44}  {rate:8.0f}  {'-':>8}  {'':>6}  {'':>6}  {turns:.1f}"
            f"  ({rate / bm_rate:.2f}x our Big Money's games/s, {per_turn:.2f}x its turns/s; {why})"
        )
    original = engine.check_play
    engine.check_play = enumerating_check
    try:
        base_rate, base_turns = best(lambda: (games, ours(games, args.seed, ProtocolBigMoney, version=1)))
    finally:
        engine.check_play = original
    if base_turns != v1_turns:
        raise SystemExit("baseline games differ from the measured ones: the comparison is void")
    print(
        f"{'baseline: v1 games judged by legal_plays':>44}  {base_rate:8.0f}"
        f"  (check_play is {v1_rate / base_rate:.2f}x faster)"
    )
    met = bm_rate >= 1000 and bm_rate / py_rate >= 2 and bm_median / py_median >= 2
    verdict = "met" if met else "NOT met"
    print(f"targets (Big Money >= 1,000 games/s and >= 2x pyminion, best and median ratio): {verdict}")


if __name__ == "__main__":
    main()
