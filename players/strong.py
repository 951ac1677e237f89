"""strong (protocol v1-v5): a reference player for any kingdom, playing Big Money with the kingdom's best
cards, chosen from a table of figures measured by simulation (docs/player-strength.md, "The strong player").

How it plays. At its first view of a game it reads the kingdom from the supply (what every seat sees) and
writes itself a strategy file (`plan`, the format of docs/simulate.md), which a `players.strategy.FilePlayer`
then plays: every card's decisions get the strategy files' answers and defaults, so it plays every card of
every set the referee plays. The plan is Big Money Ultimate's end-game (province, duchies and estates near the
end; Colony and Platinum in a Colony game) around the kingdom's best card, in the number of copies and at the
place in the buy list (before or after Gold) that the table says wins most; a second card of the table is
added when it is non-terminal (gives +actions) or when the first is a village. Actions are played villages
first (+actions, most first), then Throne Room and King's Court, then the rest, dearest first.

The table (`TABLE`, players/strong_table.json) holds, per kingdom card, the best of the variants
`bench/strong_tune.py` measured against Big Money Ultimate: copies 1, 2 or 3, before or after Gold, with its
win rate. A card the table lacks counts as not worth buying. The time budget (``--budget SECONDS``, default
`DEFAULT_BUDGET`) bounds the only search it makes: none at the default; with a budget it tries, on its
first move, the table's best few plans against each other in simulated games of the rules alone played from
public facts only (the kingdom; no card of any hand or deck), and keeps the one that wins most.

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
from referee.rules.cards import ACTION, MIXED_PILES, SPECS

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
    `rate` is the win rate the table measured for it against Big Money Ultimate (0 to 1)."""

    card: str
    copies: int
    before_gold: bool
    rate: float


@cache
def load_table(path: Path = TABLE_PATH) -> dict[str, Choice]:
    """The tuned table at `path` (JSON: card -> {"copies": int, "before_gold": bool, "rate": float});
    an absent file is an empty table (then every plan is Big Money Ultimate)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    return {card: Choice(card, row["copies"], row["before_gold"], row["rate"]) for card, row in data.items()}


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


def _terminal(card: str) -> bool:
    spec = SPECS[card] if card in SPECS else None
    return spec is not None and ACTION in spec.types and spec.actions == 0


def choices(piles: Sequence[str], table: dict[str, Choice] | None = None) -> list[Choice]:
    """The plan's kingdom cards for a kingdom of `piles`: the table's best card if it beats `BASELINE`,
    and a second one where the two fit together (the second non-terminal, or the first a village)."""
    table = load_table() if table is None else table
    ranked = sorted((table[p] for p in piles if p in table), key=lambda c: (-c.rate, c.card))
    ranked = [choice for choice in ranked if choice.rate > BASELINE]
    if not ranked:
        return []
    first = ranked[0]
    for other in ranked[1:]:
        if not _terminal(other.card) or (SPECS.get(first.card) and SPECS[first.card].actions >= 2):
            return [first, other]
    return [first]


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
    """The best of a few candidate plans for a kingdom of `piles`, by simulated games between them within
    `budget` seconds (an in-process game of the rules alone; the kingdom is public, no hidden card is
    read); `default` when the budget allows no game. The candidates: the table's plan, and the plans of
    its three best cards each alone."""
    from referee.rules.engine import run_game
    from referee.rules.game import Game
    from referee.seat import InProcessSeat

    table = load_table()
    ranked = sorted((table[p] for p in piles if p in table), key=lambda c: (-c.rate, c.card))[:3]
    candidates = [default, *(parse_strategy(plan_data([c], piles, colony), "strong") for c in ranked)]
    kingdom = [p for p in piles]
    wins = [0.0] * len(candidates)
    start = time.process_time()
    seed = 0
    while time.process_time() - start < budget:
        for i, mine in enumerate(candidates):
            other = candidates[(i + 1 + seed) % len(candidates)]
            if other is mine:
                continue
            names = ["a", "b"][:players] if players == 2 else ["a", "b", "c"][:players]
            seats = [
                InProcessSeat(n, (mine if j == seed % players else other).player(rules_alone=True))
                for j, n in enumerate(names)
            ]
            game = Game(names, version=None, seed=seed, kingdom=kingdom, colony=colony)
            result = run_game(game, seats)
            wins[i] += (names[seed % players] in result.winners) / max(1, len(result.winners))
        seed += 1
    if seed == 0:
        return default
    return candidates[max(range(len(candidates)), key=wins.__getitem__)]


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
