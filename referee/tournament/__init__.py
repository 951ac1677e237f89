"""Tournaments: many games between player programs, fair seats, parallel, durable, with standings.

Layers, each usable on its own:
    schedule     which players meet, in which seats, with which seeds (pure)
    definition   everything that defines a tournament, with a digest to refuse changes on resume
    store        the SQLite database of the definition and every finished game
    runner       plays the unrecorded games, `jobs` at a time, each in its own worker process
    standings    wins, points, win rates with confidence intervals, crosstable, openskill ratings
    report, cli  progress bar, tables, CSV/JSON exports; `referee tournament` and `referee standings`
"""

from referee.tournament.definition import Entrant, TournamentDefinition
from referee.tournament.runner import GameOutcome, RunSummary, TournamentRunner, logs_dir_for
from referee.tournament.schedule import FORMATS, ScheduledGame, build_schedule, games_per_group, groups
from referee.tournament.standings import PairRecord, Standing, Standings, compute_standings, wilson_interval
from referee.tournament.store import (
    AlreadyRunning,
    DefinitionChanged,
    RecordedGame,
    RecordedPlayer,
    TournamentStore,
)

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
]
