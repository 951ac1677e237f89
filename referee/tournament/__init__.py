"""Tournaments: many games between player programs, fair seats, parallel, durable, with standings.

Layers, each usable on its own:
    schedule     which players meet, in which seats, with which seeds (pure): round robin (full or sampled),
                 gauntlet, swiss
    definition   everything that defines a tournament, with a digest to refuse changes on resume
    store        the SQLite database of the definition and every finished game
    runner       plays the unrecorded games, `jobs` at a time, each in its own worker process
    standings    wins, points, win rates with intervals on paired seeds, Elo, LOS, seat shares, crosstable,
                 openskill ratings
    report, cli  progress bar, tables, CSV/JSON exports; `referee tournament` and `referee standings`
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# Where each public name lives. The names are loaded on first use (PEP 562), so that the worker, which runs
# one game per process as ``python -m referee.tournament.worker``, does not pay for the runner, the store
# and the standings at every game's start.
_HOME = {
    "FORMATS": "schedule",
    "AlreadyRunning": "store",
    "DefinitionChanged": "store",
    "Entrant": "definition",
    "GameOutcome": "runner",
    "PairRecord": "standings",
    "RecordedGame": "store",
    "RecordedPlayer": "store",
    "RunSummary": "runner",
    "ScheduledGame": "schedule",
    "Standing": "standings",
    "Standings": "standings",
    "TournamentDefinition": "definition",
    "TournamentRunner": "runner",
    "TournamentStore": "store",
    "build_schedule": "schedule",
    "compute_standings": "standings",
    "games_per_group": "schedule",
    "groups": "schedule",
    "logs_dir_for": "runner",
    "wilson_interval": "standings",
    "SeatShare": "standings",
    "SwissRound": "schedule",
    "build_sampled_schedule": "schedule",
    "build_swiss_schedule": "schedule",
    "sampled_groups": "schedule",
    "swiss_pairing": "schedule",
}

if TYPE_CHECKING:
    from referee.tournament.definition import Entrant, TournamentDefinition
    from referee.tournament.runner import GameOutcome, RunSummary, TournamentRunner, logs_dir_for
    from referee.tournament.schedule import (
        FORMATS,
        ScheduledGame,
        SwissRound,
        build_sampled_schedule,
        build_schedule,
        build_swiss_schedule,
        games_per_group,
        groups,
        sampled_groups,
        swiss_pairing,
    )
    from referee.tournament.standings import (
        PairRecord,
        SeatShare,
        Standing,
        Standings,
        compute_standings,
        wilson_interval,
    )
    from referee.tournament.store import (
        AlreadyRunning,
        DefinitionChanged,
        RecordedGame,
        RecordedPlayer,
        TournamentStore,
    )


def __getattr__(name: str) -> Any:
    """Import the public name `name` from its module on first use; AttributeError for any other name."""
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOME])


__all__ = [
    "FORMATS",
    "AlreadyRunning",
    "DefinitionChanged",
    "Entrant",
    "GameOutcome",
    "PairRecord",
    "RecordedGame",
    "RecordedPlayer",
    "RunSummary",
    "ScheduledGame",
    "Standing",
    "Standings",
    "TournamentDefinition",
    "TournamentRunner",
    "TournamentStore",
    "build_schedule",
    "compute_standings",
    "games_per_group",
    "groups",
    "logs_dir_for",
    "wilson_interval",
    "SeatShare",
    "SwissRound",
    "build_sampled_schedule",
    "build_swiss_schedule",
    "sampled_groups",
    "swiss_pairing",
]
