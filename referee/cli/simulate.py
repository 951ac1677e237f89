"""`referee simulate A B [C D]`: thousands of in-process games between strategies, and what they show.

Parses the command line, settles the kingdom, runs `referee.simulate.simulate` with the tournament's
progress bar (on stderr), and prints `referee.simulate.summarize`'s figures as tables (rich); `--plot` draws
the score curve with matplotlib (the optional ``[plot]`` extra), `--json` writes the figures to a file.
docs/simulate.md explains every figure and decision.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from protocol.catalogue import CATALOGUE, LANDSCAPE_KINDS, LANDSCAPES
from referee.cli import options as cliargs
from referee.errors import UsageError

COMMAND = "simulate"

DEFAULT_GAMES = 1000

PLOT_FORMATS = (".png", ".svg")

CURVE_UNTIL = 0.05
"""The score curve table stops at the turn after which fewer than this fraction of games still run."""

DESCRIPTION = """\
Play thousands of games between 2 to 4 strategies in this process (no player programs: the same rules
engine, every play still judged), rotating seats and sharing each seed between the rotations as tournaments
do, and report win/tie/loss rates with 95% confidence intervals, mean score and turns, the first-player
advantage and the score curve (mean victory points after each turn).

STRATEGY is [NAME=]STRATEGY: a shipped strategy's name or the path of a strategy file (.toml, see
docs/simulate.md), or a reference player as players.NAME; NAME (ASCII letters) is how the report calls it.
The same strategy may be given twice (a mirror match).
"""


def _epilog() -> str:
    from referee.simulate import known_strategies, resolve_strategy

    lines = ["strategies:"]
    names = known_strategies()
    column = max(map(len, names), default=0) + 2  # two spaces at least: `cliargs.FittedRawDescription`
    for name in names:
        strategy = resolve_strategy(name)
        needs = f" (needs {', '.join(strategy.required)})" if strategy.required else ""
        lines.append(f"  {name:<{column}}{strategy.description}{needs}")
    lines += [
        "",
        "examples:",
        "  referee simulate smithy-money big-money --games 2000 --jobs 2",
        "  referee simulate double-witch village-smithy big-money --seed 7 --plot curve.png",
        "  referee simulate my-bot.toml players.smithy_money --kingdom cellar,chapel,festival,laboratory,"
        "market,militia,moat,smithy,village,witch",
        "",
        "exit status: 0 the games were played; 2 bad use (an unknown strategy, a kingdom without a card a",
        "strategy needs, a bad number). Full documentation: docs/simulate.md",
    ]
    return "\n".join(lines)


def build_parser() -> cliargs.Parser:
    """The argument parser of `referee simulate` (misuse raises `referee.errors.UsageError`)."""
    parser = cliargs.Parser(
        COMMAND,
        description=DESCRIPTION,
        epilog=_epilog(),
        formatter_class=cliargs.FittedRawDescription,
    )
    parser.add_argument(
        "strategies", nargs="+", metavar="STRATEGY", help="2 to 4 strategies, e.g. smithy-money big-money"
    )
    parser.add_argument(
        "--games",
        type=cliargs.positive_int("game"),
        default=DEFAULT_GAMES,
        metavar="N",
        help=f"games to play (default {DEFAULT_GAMES}), rounded up to a multiple of the number of "
        "strategies so that every seed is played in every seat rotation. Example: --games 5000",
    )
    cliargs.add_kingdom_option(
        parser,
        "the 10 kingdom cards, comma-separated (what `referee kingdom` prints), or random (default): "
        "every card the strategies need, the rest drawn at random with the seed. "
        "Example: --kingdom cellar,chapel,festival,laboratory,market,militia,moat,smithy,village,witch",
        parse=False,
        default="random",
    )
    cliargs.add_jobs_and_cluster_options(parser, "games")
    cliargs.add_seed_option(
        parser,
        "the simulation seed (default: random, always printed); the same arguments and seed give the "
        "same report. Example: --seed 42",
    )
    cliargs.add_turn_limit_option(parser, ". Example: --turn-limit 40")
    parser.add_argument(
        "--colony",
        choices=COLONY_CHOICES,
        default="box",
        help="Platinum and Colony: in every game (yes), in none (no), or by the box's rule (box, the "
        "default: each game draws them from its seed when the kingdom has a Prosperity card). "
        "Example: --colony yes",
    )
    parser.add_argument(
        "--plot",
        metavar="FILE",
        help="draw the score curve into FILE, .png or .svg (needs matplotlib: pip install -e '.[plot]'). "
        "Example: --plot curve.svg",
    )
    parser.add_argument(
        "--json",
        metavar="FILE",
        help="also write every figure to FILE as JSON. Example: --json figures.json",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run `referee simulate ARGV` (default `sys.argv[2:]`); return the exit status."""
    args = list(sys.argv[2:] if argv is None else argv)
    return cliargs.run_command(build_parser(), args, _run, intermixed=True)


def entrants(specs: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The strategies and the players' names of the command line's ``[NAME=]STRATEGY`` arguments.

    A name not given is the strategy's letters (`letters`: ``smithy-money`` -> ``smithymoney``, a file's
    stem for a path), with a letter added to repeats as `referee` does (``bigmoney``, ``bigmoneyb``).
    Raises UsageError: a count other than 2 to 4, a bad or repeated NAME, an unknown strategy."""
    from referee.match import NAME_RULE, check_name, unique_names
    from referee.simulate import resolve_strategy

    if not 2 <= len(specs) <= 4:
        raise UsageError(f"a simulation needs 2 to 4 strategies, got {len(specs)}")
    names: list[str | None] = []
    strategies: list[str] = []
    derived: list[list[str]] = []
    for spec in specs:
        name, equals, strategy = spec.partition("=")
        if not equals:
            name, strategy = "", spec
        elif not name:
            raise UsageError(f"bad player name '' in {spec!r}: {NAME_RULE}")
        if name:
            check_name(name)
        strategies.append(resolve_strategy(strategy).spec)
        names.append(name or None)
        derived.append([letters(resolve_strategy(strategy).label)])
    return tuple(strategies), tuple(unique_names(names, derived))


def letters(label: str) -> str:
    """The player name a strategy's label gives: its last dotted part's ASCII letters, lowercased
    (``smithy-money`` -> ``smithymoney``, ``players.big_money`` -> ``bigmoney``), or ``player``."""
    last = label.rsplit(".", 1)[-1]
    return "".join(ch for ch in last if ch.isascii() and ch.isalpha()).lower() or "player"


def settle_kingdom(text: str, strategies: Sequence[str], seed: int) -> tuple[tuple[str, ...], str]:
    """The kingdom of ``--kingdom TEXT`` for `strategies`, and how it was chosen (for the report).

    ``random``: every card (and event or landmark) the strategies need plus cards drawn by
    `referee.kingdom.random_kingdom` (the
    base game's second edition, uniformly, with `seed`; no bound on the cards whose cost has a potion: a
    strategy's Familiar needs no other Alchemy card beside it). A list: its 10 cards (names as `referee
    kingdom` spells them; case and spaces forgiven), which must hold every required card, and ``bane=CARD``
    for Young Witch's Bane (without one, a Bane is drawn with `seed`: every game of the simulation has the
    same), and events and landmarks (``event:delve``). The 10 cards alphabetical, then the Bane, then the
    events and landmarks.
    Raises UsageError: a bad list, a missing required card, more than 10 required cards."""
    from referee.kingdom import KingdomError, KingdomRequest, parse_kingdom, random_kingdom
    from referee.rules.kingdoms import KINGDOM_SIZE, bane_candidates, needs_bane, split_landscapes
    from referee.simulate import resolve_strategy

    needs = {resolve_strategy(spec).label: resolve_strategy(spec).required for spec in strategies}
    required, landscapes = split_landscapes(sorted({card for cards in needs.values() for card in cards}))
    if text.strip().lower() == "random":
        if len(required) > KINGDOM_SIZE:
            raise UsageError(
                f"the strategies need {len(required)} kingdom cards ({', '.join(required)}): a kingdom has 10"
            )
        drawn = random_kingdom(KingdomRequest(include=required, potions=(0, KINGDOM_SIZE)), seed)
        held = (*required, *landscapes)
        how = f"random with seed {seed}" + (f", holding {', '.join(held)}" if held else "")
        return (*sorted(drawn.kingdom), *([drawn.bane] if drawn.bane else []), *landscapes), how
    try:
        kingdom = parse_kingdom(text)
    except (KingdomError, ValueError) as error:
        raise UsageError(f"--kingdom {text!r}: {error}") from None
    for label, cards in needs.items():
        missing = [card for card in cards if card not in kingdom]
        if missing:
            raise UsageError(
                f"strategy {label} needs {', '.join(missing)} in the kingdom, which --kingdom lacks: add "
                f"{'them' if len(missing) > 1 else 'it'}, or leave --kingdom out to draw a kingdom holding "
                "every card the strategies need"
            )
    cards, given = split_landscapes(kingdom)
    if len(cards) == KINGDOM_SIZE and needs_bane(cards):
        # One Bane for every game of the simulation, drawn with its seed, as a drawn kingdom has.
        bane = random.Random(seed).choice(bane_candidates(cards))
        return (*sorted(cards), bane, *given), f"given, Bane {bane} drawn with seed {seed}"
    return (*sorted(cards[:KINGDOM_SIZE]), *cards[KINGDOM_SIZE:], *given), "given"


def absent_buys(strategies: Sequence[str], kingdom: Sequence[str]) -> list[str]:
    """One note per strategy file whose `buy` list names kingdom piles that `kingdom` (pile names) lacks:
    such an entry is never bought, which a student reading the results should know, with what to change."""
    from referee.simulate import resolve_strategy

    notes = []
    for spec in dict.fromkeys(strategies):
        strategy = resolve_strategy(spec)
        absent = [card for card in strategy.buys if card not in kingdom]
        if absent:
            them = "them" if len(absent) > 1 else "it"
            notes.append(
                f"note: {strategy.label} buys {', '.join(absent)}, not in this kingdom, so it never buys "
                f"{them} here: add {them} to its requires to draw a kingdom holding {them}, or give --kingdom"
            )
    return notes


def _check_plot(path_text: str) -> Path:
    suffix = Path(path_text).suffix.lower()
    if suffix not in PLOT_FORMATS:
        raise UsageError(f"--plot {path_text!r}: expected a file name ending in .png or .svg")
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise UsageError(
            "--plot needs matplotlib, which is not installed: pip install -e '.[plot]' (or pip install "
            "matplotlib)"
        ) from None
    return cliargs.writable_file(path_text, "--plot")


def _run(options: argparse.Namespace) -> int:
    from referee.cli.tournament import _console
    from referee.cluster import connect, workers_line
    from referee.match import random_seed
    from referee.simulate import Simulation, resolved, simulate, simulate_on_cluster, summarize, workers
    from referee.tournament.report import LiveProgress

    strategies, names = entrants(options.strategies)
    jobs, cluster = cliargs.jobs_or_cluster(options)
    plot = _check_plot(options.plot) if options.plot else None
    json_path = cliargs.writable_file(options.json, "--json") if options.json else None
    seed = random_seed() if options.seed is None else options.seed
    kingdom, how = settle_kingdom(options.kingdom, strategies, seed)
    colony = COLONY_CHOICES[options.colony]
    simulation = Simulation(
        strategies, names, kingdom, options.games, seed, options.turn_limit, colony=colony
    )
    total = len(simulation.schedule())
    out, err = _console(stderr=False), _console(stderr=True)
    from referee.kingdom import kingdom_text

    err.print(
        f"simulation seed {seed}; kingdom {kingdom_text(kingdom)} ({how})", markup=False, soft_wrap=True
    )
    for spec in strategies:
        resolved(spec)  # once, before the workers are forked: they inherit it
    for line in absent_buys(strategies, kingdom):
        err.print(line, markup=False, soft_wrap=True)
    if cluster is not None:
        with connect(cluster) as client, LiveProgress(err) as live:
            err.print(workers_line(client, str(cluster)), markup=False)
            live.start(total, 0)
            games = simulate_on_cluster(simulation, client, progress=live.advance)
    else:
        # The workers are forked before the progress bar starts its thread.
        with workers(jobs) as pool, LiveProgress(err) as live:
            live.start(total, 0)
            games = simulate(simulation, jobs=jobs, progress=live.advance, pool=pool)
    summary = summarize(simulation, games)
    print_summary(out, summary, how, again(options, seed))
    if plot is not None:
        draw_curve(summary, plot)
        out.print(f"score curve drawn in {plot}", markup=False)
    if json_path is not None:
        json_path.write_text(json.dumps(summary.to_json(), indent=2) + "\n", encoding="utf-8")
        out.print(f"figures written to {json_path}", markup=False)
    return 0


COLONY_CHOICES: dict[str, bool | None] = {"box": None, "yes": True, "no": False}
"""``--colony`` word -> `Simulation.colony`."""

COLONY_WORDS: dict[bool | None, str] = {
    None: "by the box's rule (each game draws them from its seed, as a Prosperity card of the kingdom may "
    "bring them)",
    True: "in every game (--colony yes)",
    False: "in no game (--colony no)",
}
"""`Simulation.colony` -> the report's words for it."""


def again(options: argparse.Namespace, seed: int) -> str:
    """The command that plays the same games again (the seed and every option that changes a game)."""
    parts = ["referee", COMMAND, *options.strategies, "--games", str(options.games)]
    if options.kingdom.strip().lower() != "random":
        parts += ["--kingdom", options.kingdom]
    if options.turn_limit != cliargs.TURN_LIMIT:
        parts += ["--turn-limit", str(options.turn_limit)]
    if options.colony != "box":
        parts += ["--colony", options.colony]
    parts += ["--seed", str(seed)]
    return shlex.join(parts)


def _percent(value: float) -> str:
    return f"{100 * value:.1f}"


def _interval(rate: Any) -> str:
    return f"{_percent(rate.rate)} ({_percent(rate.low)}-{_percent(rate.high)})"


def _table(*columns: tuple[str, str]) -> Any:
    from rich import box
    from rich.table import Table

    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, collapse_padding=True)
    for header, justify in columns:
        table.add_column(header, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    return table


def print_summary(console: Any, summary: Any, how: str, command: str) -> None:
    """Print `summary` (`referee.simulate.Summary`) on the rich `console`: the games, a results table, the
    likelihood of superiority, the seats, how games ended, the score curve table, and `command`."""
    from rich.text import Text

    from referee.rules.kingdoms import KINGDOM_SIZE, split_landscapes
    from referee.tournament.report import elo_value

    simulation = summary.simulation
    k = len(simulation.names)
    games = sum(summary.ends.values())
    console.print(
        Text(
            f"{games} games of {' vs '.join(simulation.names)}: {games // k} seeds, each played in the {k} "
            f"seat rotations; seed {simulation.seed}, turn limit {simulation.turn_limit}"
        ),
        soft_wrap=True,
    )
    piles, landscapes = split_landscapes(simulation.kingdom)
    cards = ", ".join(piles[:KINGDOM_SIZE])
    bane = piles[KINGDOM_SIZE:]  # the eleventh card: Young Witch's Bane
    shown = f"{cards}; Bane: {bane[0]}" if bane else cards
    for kind in LANDSCAPE_KINDS:
        named = [name for name in landscapes if LANDSCAPES[name].kind == kind]
        if named:
            shown += f"; {kind}{'s' if len(named) > 1 else ''}: {', '.join(named)}"
    console.print(Text(f"kingdom ({how}): {shown}"), soft_wrap=True)
    prosperity = any(CATALOGUE[card].set == "prosperity" for card in piles)
    if simulation.colony is not None or prosperity:
        console.print(Text(f"Platinum and Colony: {COLONY_WORDS[simulation.colony]}"), soft_wrap=True)
    console.print()
    # One column per strategy, one row per figure: narrow enough for a terminal of 80 columns.
    table = _table(("", "left"), *((s.name, "right") for s in summary.strategies))
    table.add_row("strategy", *(s.label for s in summary.strategies))
    table.add_row("games", *(str(s.games) for s in summary.strategies))
    table.add_row("win % (95% CI)", *(_interval(s.win) for s in summary.strategies))
    table.add_row("tie % (95% CI)", *(_interval(s.tie) for s in summary.strategies))
    table.add_row("loss % (95% CI)", *(_interval(s.loss) for s in summary.strategies))
    table.add_row("points % (95% CI)", *(_interval(s.points) for s in summary.strategies))
    if k == 2:
        # + 0.0 turns the -0.0 of an even score into 0.0, shown "+0".
        table.add_row(
            "Elo (95% CI)",
            *(
                f"{elo_value(s.elo + 0.0)} ({elo_value(s.elo_low + 0.0)}..{elo_value(s.elo_high + 0.0)})"
                for s in summary.strategies
            ),
        )
    table.add_row(
        "mean VP (95% CI)",
        *(
            f"{s.mean_score:.1f}" + ("" if math.isnan(s.score_margin) else f" ± {s.score_margin:.1f}")
            for s in summary.strategies
        ),
    )
    table.add_row("turns", *(f"{s.mean_turns:.1f}" for s in summary.strategies))
    console.print(table)
    for s in summary.strategies:
        if s.ejections:
            console.print(
                Text(
                    f"{s.name} was ejected from {s.ejections} games (its strategy made an illegal play or "
                    f"answer); the first: {s.first_ejection}",
                    style="red",
                ),
                soft_wrap=True,
            )
    if summary.los is not None:
        first, second = simulation.names
        console.print(
            Text(f"LOS: {_percent(summary.los)}% that {first} is stronger than {second}"), soft_wrap=True
        )
    first = summary.seats[0]
    shares = ", ".join(f"seat {x.seat + 1} {_percent(x.share)}%" for x in summary.seats)
    console.print(
        Text(
            f"Points by seat (fair share {_percent(1 / k)}%): {shares}. First-player advantage: "
            f"{(first.share - 1 / k) * 100:+.1f} points per 100 games (95% CI {_percent(first.ci_low)}-"
            f"{_percent(first.ci_high)}% for seat 1)"
        ),
        soft_wrap=True,
    )
    ends = ", ".join(f"{end} {_percent(count / games)}%" for end, count in summary.ends.items())
    console.print(
        Text(f"Games ended by: {ends}; {summary.mean_turns:.1f} turns per game (all players)"), soft_wrap=True
    )
    console.print()
    console.print(Text("Score curve: mean victory points after each player's own turn", style="italic"))
    curve = _table(
        ("turn", "right"), *((s.name, "right") for s in summary.strategies), ("games going", "right")
    )
    last = curve_length(summary)
    for turn in range(last):
        row = [f"{s.curve[turn]:.1f}" if turn < len(s.curve) else "" for s in summary.strategies]
        curve.add_row(str(turn + 1), *row, f"{_percent(summary.running[turn])}%")
    console.print(curve)
    console.print(Text(f"again: {command}"), soft_wrap=True)


def curve_length(summary: Any) -> int:
    """Turns shown in the score curve table: up to the last turn that at least `CURVE_UNTIL` of the games
    reach (at least 1)."""
    reached = [turn for turn, share in enumerate(summary.running) if share >= CURVE_UNTIL]
    return (reached[-1] + 1) if reached else 1


def draw_curve(summary: Any, path: Path) -> None:
    """Draw the score curve of `summary` (each strategy's mean VP after each of its turns, as far as the
    table shows it: `curve_length`) into `path`, a PNG or SVG by its suffix, with matplotlib's Agg backend."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    simulation = summary.simulation
    figure, axes = plt.subplots(figsize=(8, 5), layout="constrained")
    shown = curve_length(summary)
    for s in summary.strategies:
        curve = s.curve[:shown]
        axes.plot(range(1, len(curve) + 1), curve, label=s.name, linewidth=2)
    axes.set_xlabel("turn (each player's own)")
    axes.set_ylabel("mean victory points")
    games = sum(summary.ends.values())
    axes.set_title(f"{' vs '.join(simulation.names)}: {games} games, seed {simulation.seed}", fontsize=11)
    axes.grid(True, alpha=0.3)
    axes.legend()
    figure.savefig(path, format=path.suffix.lower().lstrip("."), metadata=_plot_metadata(path))
    plt.close(figure)


def _plot_metadata(path: Path) -> dict[str, Any]:
    """No creation date in the file: the same simulation draws the same bytes."""
    return {"Date": None} if path.suffix.lower() == ".svg" else {}
