"""`referee check [NAME=]COMMAND`: does a player program speak the Dominion Protocol? (conformance)

The program is driven through scripted checks, each a short dialogue with a FRESH process (so a crash or
a hang in one check does not stop the others), a few checks at a time in threads. Every state sent is a
real view of a `referee.rules.game.Game` arranged for the check (the views a game would send), other players'
plays are legal plays of that game, and every answer is judged by `referee.rules.legality` (the project's one
legality decision), never here. Each check passes or fails; a failure says the message sent, the reply
received (or "no reply in 5 s", or how the program exited and its last stderr lines) and what was
expected, in words a student can act on.

    from referee.conformance import run_checks
    report = run_checks("me", ["python", "-m", "players.big_money"], version=3)
    report.passed          # True if every check passed

`CHECKS` lists every check with what it sends and what it expects (docs/conformance.md describes them).
Protocol v4's own checks (decide, happened, every attack with and without a Moat, Throne Room on every
action card) are in `referee.conformance.v4` (v5's in `.v5`), registered after those of v1-v3 (`.v1`) in
`referee.conformance.registry`: no module of a version imports the registry.
"""

from referee.conformance.dialogue import (
    DEFAULT_FIRST_TIMEOUT,
    DEFAULT_KINGDOM,
    Check,
    CheckFailed,
    Dialogue,
    ScriptError,
    Table,
)
from referee.conformance.registry import CHECKED_VERSIONS, CHECKS, checks_for
from referee.conformance.run import (
    DEFAULT_JOBS,
    CheckReport,
    Outcome,
    failure_groups,
    run_check,
    run_checks,
    start_slots,
)

__all__ = [
    "CHECKED_VERSIONS",
    "CHECKS",
    "DEFAULT_FIRST_TIMEOUT",
    "DEFAULT_JOBS",
    "DEFAULT_KINGDOM",
    "Check",
    "CheckFailed",
    "CheckReport",
    "Dialogue",
    "Outcome",
    "ScriptError",
    "Table",
    "checks_for",
    "failure_groups",
    "run_check",
    "run_checks",
    "start_slots",
]
