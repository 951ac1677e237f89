"""strong (protocol v1-v5): a reference player for any kingdom, playing Big Money with the kingdom's best
cards, chosen from a table of figures measured by simulation (docs/player-strength.md, "The strong player").

How it plays. At its first view of a game it reads the kingdom from the supply (what every seat sees) and
writes itself a strategy file (`plan`, the format of docs/simulate.md), which a `players.strategy.FilePlayer`
then plays: every card's decisions get the strategy files' answers and defaults, so it plays every card of
every set the referee plays. The plan is Big Money Ultimate's end-game (province, duchies and estates near the
end; Colony and Platinum in a Colony game) around the kingdom's best card, in the number of copies and at the
place in the buy list (before or after Gold) that the table says wins most, and a second card where the table
says it helps (`choices`). Actions are played villages first (+actions, most first), then Throne Room and
King's Court, then the rest, dearest first (the strategy files' default).

The table (`TABLE_PATH`, players/strong_table.json), made by bench/strong_tune.py on seeds of its own, holds
per kingdom card the best of its variants against Big Money Ultimate (1 or 2 copies before Gold, 1 after) with
its win rate, the win rate of that variant against Double Witch, and the win rate against Double Witch of two
Witches and the card: the manner of Provincial (M. Fisher, 2014), buy lists measured by simulation, made
per card so that any kingdom is covered at once. A card the table lacks is not bought.

The time budget (``--budget SECONDS``, default `DEFAULT_BUDGET`: none) bounds the only search it makes: on
its first move, `search` plays the plans of the table's three best cards against the table's plan in
simulated games of the rules alone, built from public facts only (the kingdom; no card of any hand or deck),
and keeps a plan that clearly wins more. With a budget its games depend on the machine's speed.

Its limit, measured (issue 45 asks 65 % against Double Witch): on the rating suite's kingdoms it wins
78.5 % against Big Money Ultimate and 59.4 % against Double Witch (2 players; docs/player-strength.md). A
plan of this family (two Witches and at most one card beside them) cannot go much further against Double
Witch: on 20 kingdoms of the suite's draw with another seed (7), each plan of two Witches and one card of
the kingdom played 40 games, and the best plan of each kingdom, picked after its games (a bound from
above), scored 56.9 %, two Witches alone 51.7 %. What beats Double Witch by more must play better, not
buy other cards: a search of the decisions themselves.

Run: `python -m players.strong [--budget SECONDS]`; in `referee simulate` and tournaments ``players.strong``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from players.strategy import FilePlayer, StrategyFile, parse_strategy
from protocol.messages import State
from referee.rules import MIXED_PILES, SPECS

TABLE_PATH = Path(__file__).with_name("strong_table.json")
"""The tuned table: card -> {"copies", "before_gold", "rate"} (written by bench/strong_tune.py)."""

DEFAULT_BUDGET = 0.0
"""Seconds of search on the first move by default: none (the table's plan is played at once)."""

BASELINE = 0.5
"""A card is bought only when its tuned win rate against Big Money Ultimate beats this: Big Money
Ultimate against itself scores 0.5, so a card below it makes the deck worse than money alone."""

_PILE_OF = {card: pile for pile in MIXED_PILES for card in SPECS if MIXED_PILES[pile][0] in SPECS[card].types}


@dataclass(frozen=True)
class Choice:
    """One kingdom card of a plan: buy up to `copies` of `card`, before Gold (`before_gold`) or after it;
    `rate` is the win rate the table measured for it against Big Money Ultimate (0 to 1), `rate_witch`
    against Double Witch with its Witch in the kingdom, `rate_beside` the win rate against Double Witch of
    a plan of two Witches and this card (None: not measured, the card does not beat Big Money Ultimate)."""

    card: str
    copies: int
    before_gold: bool
    rate: float
    rate_witch: float | None = None
    rate_beside: float | None = None

    @property
    def worth(self) -> float:
        """How the plan ranks the card: its mean win rate against the two opponents (against Big Money
        Ultimate alone when the other is not measured). A card that beats money but not the cursers (an
        attack that only hurts money, a Ghost Ship) so gives way to a curser."""
        return self.rate if self.rate_witch is None else (self.rate + self.rate_witch) / 2


@cache
def load_table(path: Path = TABLE_PATH) -> dict[str, Choice]:
    """The tuned table at `path` (JSON: card -> {"copies": int, "before_gold": bool, "rate": float,
    "rate_witch": float, "rate_beside": float, both optional}); an absent file is an empty table (then
    every plan is Big Money Ultimate)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    return {
        card: Choice(
            card,
            row["copies"],
            row["before_gold"],
            row["rate"],
            row.get("rate_witch"),
            row.get("rate_beside"),
        )
        for card, row in data.items()
    }


def kingdom_piles(supply: Iterable[str]) -> tuple[str, ...]:
    """The kingdom piles of a view's `supply` (card names, a copy each): each kingdom card, a card of a mixed
    pile (a Knight, a Ruins) by its pile's name (``knights``), in the order first seen."""
    piles: dict[str, None] = {}
    for card in supply:
        spec = SPECS.get(card)
        if spec is None:
            continue
        pile = _PILE_OF.get(card)
        if pile is not None:
            piles[pile] = None
        elif spec.kingdom and spec.supply:
            piles[str(card)] = None
    piles.pop("ruins", None)  # Ruins come with looters; nobody buys them for themselves
    return tuple(piles)


def choices(piles: Sequence[str], table: dict[str, Choice] | None = None) -> list[Choice]:
    """The plan's kingdom cards for a kingdom of `piles`: the table's best card (`Choice.worth`) if it beats
    Big Money Ultimate (`BASELINE`), and the card that did best beside two Witches (`Choice.rate_beside`)
    if it did better than two Witches alone (the Witch's `rate_witch`) by `BESIDE_MARGIN`."""
    table = load_table() if table is None else table
    ranked = sorted((table[p] for p in piles if p in table), key=lambda c: (-c.worth, c.card))
    ranked = [choice for choice in ranked if choice.rate > BASELINE]
    if not ranked:
        return []
    first = ranked[0]
    alone = table["witch"].rate_witch if "witch" in table else None
    beside = [c for c in ranked[1:] if c.rate_beside is not None]
    if alone is None or not beside:
        return [first]
    second = max(beside, key=lambda c: (c.rate_beside, c.card))
    return [first, second] if second.rate_beside > alone + BESIDE_MARGIN else [first]


BESIDE_MARGIN = 0.05
"""How much better than two Witches alone a plan of two Witches and a card must have done against Double
Witch for the card to be bought as a second card (the figures are of 160 games: about 0.04 of noise)."""


def plan_data(picked: Sequence[Choice], piles: Sequence[str], colony: bool) -> dict:
    """The strategy file (as `players.strategy.parse_strategy` takes it) playing `picked` in a kingdom of
    `piles`: Big Money Ultimate's end-game, each chosen card before or after Gold, a Potion when a chosen
    card costs one; Colony and Platinum when `colony`."""
    before, after = [], []
    for choice in picked:
        entry = {"card": choice.card, "if": f"count({_counted(choice.card)}) < {choice.copies}"}
        (before if choice.before_gold else after).append(entry)
    buy: list = []
    if colony:
        buy += [{"card": "colony", "if": "money > 24"}, {"card": "province", "if": "gains_to_end <= 6"}]
    buy += [
        {"card": "province", "if": "money > 15"},
        {"card": "duchy", "if": "gains_to_end <= 4"},
        {"card": "estate", "if": "gains_to_end <= 2"},
        *before,
    ]
    if colony:
        buy.append("platinum")
    buy += ["gold", *after, {"card": "duchy", "if": "gains_to_end <= 6"}]
    if any(SPECS[c.card].potion for c in picked if c.card in SPECS):
        buy.append({"card": "potion", "if": "count(potion) < 1"})
    buy.append("silver")
    return {"name": "strong", "buy": buy}


def _counted(card: str) -> str:
    # A mixed pile is counted by its cards' type (`count(knight)`), as conditions count types.
    return MIXED_PILES[card][0] if card in MIXED_PILES else card


def plan(piles: Sequence[str], *, colony: bool, table: dict[str, Choice] | None = None) -> StrategyFile:
    """The compiled strategy (`players.strategy.StrategyFile`) the strong player plays in a kingdom of
    `piles` (kingdom pile names), with or without Colony."""
    return parse_strategy(plan_data(choices(piles, table), piles, colony), "strong")


class Strategy:
    """The strong player of one game: a `referee.rules.decisions.Strategy` and `Decider`.

    Arguments:
        seed: unused (it plays deterministically from its views); accepted as every reference player's.
        arguments: its plays carry their up-front arguments (a protocol game; `players.kit`); False in a
            game of the rules alone (``version=None``, `referee simulate`).
        rules_alone: a game of the rules alone: its treasures in one play (see `StrategyFile.player`).
        budget: seconds of search on its first move (see the module docstring); 0 for none.
    """

    listens = False

    def __init__(
        self,
        seed: int | None = None,
        *,
        arguments: bool = True,
        rules_alone: bool = False,
        budget: float = DEFAULT_BUDGET,
    ) -> None:
        self.arguments = arguments and not rules_alone
        self.rules_alone = rules_alone
        self.budget = budget
        self.player: FilePlayer | None = None

    def _player(self, state: State) -> FilePlayer:
        if self.player is None:
            piles = kingdom_piles(state.supply)
            colony = "colony" in state.supply
            strategy = plan(piles, colony=colony)
            if self.budget > 0:
                strategy = search(piles, colony, len(state.players), strategy, self.budget)
            self.player = strategy.player(arguments=self.arguments, rules_alone=self.rules_alone)
        return self.player

    def move(self, state: State):
        """The next play (the plan's `FilePlayer`)."""
        return self._player(state).move(state)

    def decide(self, decision, state: State) -> tuple:
        """The answer to `decision` (the plan's `FilePlayer`: the strategy files' answers)."""
        return self._player(state).decide(decision, state)

    def defend(self, attacker: str, state: State, card: str = "militia"):
        """The defense against `attacker`'s `card` (the plan's `FilePlayer`)."""
        return self._player(state).defend(attacker, state, card)

    def notify(self, notification) -> None:
        """Notifications change nothing: it decides from its views (``listens = False``)."""


def search(
    piles: Sequence[str], colony: bool, players: int, default: StrategyFile, budget: float
) -> StrategyFile:
    """The plan to play in a kingdom of `piles`: `default` (the table's), unless one of the plans of the
    table's three best cards alone beats it in simulated games within `budget` seconds of CPU time.

    The games are playouts of the rules alone (`players.playout.play_out`) between a candidate and
    `default` (`players` seats, the candidate in a seat that turns with the game seed), from public facts
    only: the kingdom, Colony or not; no card of any hand or deck. A candidate replaces `default` when it
    scores more than `SEARCH_MARGIN` above an even share after at least `SEARCH_GAMES` games. Returns
    `default` when the kingdom cannot be set up again (a Bane the supply does not tell apart)."""
    from players.playout import play_out
    from referee.rules import Game

    table = load_table()
    ranked = sorted((table[p] for p in piles if p in table), key=lambda c: (-c.worth, c.card))[:3]
    candidates = [parse_strategy(plan_data([c], piles, colony), "strong") for c in ranked]
    kingdom = _settable(piles)
    if not candidates or kingdom is None:
        return default
    names = ["a", "b", "c", "d"][:players]
    points = [0.0] * len(candidates)
    start = time.process_time()
    seed = 0
    while time.process_time() - start < budget:
        mine = seed % players
        for i, candidate in enumerate(candidates):
            strategies = {
                n: (candidate if j == mine else default).player(rules_alone=True) for j, n in enumerate(names)
            }
            try:
                winners = play_out(Game(names, seed=seed, kingdom=kingdom, colony=colony), strategies)
            except ValueError:
                return default
            if names[mine] in winners:
                points[i] += 1 / len(winners)
        seed += 1
    if seed < SEARCH_GAMES:
        return default
    best = max(range(len(candidates)), key=points.__getitem__)
    return candidates[best] if points[best] / seed > 1 / players + SEARCH_MARGIN else default


SEARCH_GAMES = 10
"""Games each candidate must have played before the search may prefer it to the table's plan."""
SEARCH_MARGIN = 0.1
"""How far above an even share (1/players) a candidate must score against the table's plan."""


def _settable(piles: Sequence[str]) -> list[str] | None:
    """`piles` as a kingdom `Game` takes (10 cards, then the Bane), or None when 11 piles leave the Bane
    ambiguous (more than one could be it)."""
    if len(piles) == 10:
        return list(piles)
    if len(piles) != 11:
        return None
    banes = [p for p in piles if p in SPECS and SPECS[p].cost in (2, 3) and not SPECS[p].potion]
    if len(banes) != 1:
        return None
    return [*(p for p in piles if p != banes[0]), banes[0]]


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m players.strong [--budget SECONDS] [--protocol N]``: play the strong player through
    `players.kit`. Returns the kit's exit status."""
    from players import kit

    parser = argparse.ArgumentParser(prog="python -m players.strong", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--budget",
        type=float,
        default=DEFAULT_BUDGET,
        help=f"seconds of search on the first move (default {DEFAULT_BUDGET}: play the tuned plan at once)",
    )
    parser.add_argument("--protocol", type=int, choices=(1, 2, 3, 4, 5), default=None)
    options = parser.parse_args(argv)
    if options.budget < 0:
        parser.error(f"--budget must be 0 or more seconds, got {options.budget}")
    return kit.run(Strategy(budget=options.budget), options.protocol)


if __name__ == "__main__":
    sys.exit(main())
