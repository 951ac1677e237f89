"""What can go wrong in a game, and whose fault it is.

    Exception
    +-- RefereeError               our fault: a bug or a broken environment; exits 1
    |   +-- UsageError             bad command-line use; exits 2
    |   |   +-- AdvisedUsageError  one whose message already says what to do (no "see --help" hint)
    |   +-- ClusterError           a Dask cluster failed us (scheduler lost, workers unfit); exits 1
    |   +-- MachineBusy            the machine starved a player past the hard cap: the game is void; exits 3
    +-- PlayerFault                a player's fault: recorded as an ejection, never escapes a match
        +-- ProtocolViolation      not a well-formed datum of the expected kind
        +-- IllegalPlay            a grammatical play the rules forbid in that state
        +-- IllegalDefense         a grammatical defense the rules forbid in that state
        +-- ReplyTimeout           no complete reply within the time limit
        +-- WriteTimeout           did not read its notifications within the time limit
        +-- ReplyTooLarge          a reply over the size limit
        +-- OutputWhileWaiting     wrote something while in wait mode
        +-- PlayerCrashed          exited, or closed its stdout, during the game

Each `PlayerFault` kind has a stable short name (`KIND`) used in results, the database and reports.
"""

from __future__ import annotations


class RefereeError(RuntimeError):
    """A failure of the referee itself (not of a player)."""


class UsageError(RefereeError):
    """Bad command-line use: the message is one line saying what to change."""


class AdvisedUsageError(UsageError):
    """A usage error whose message already says what to do (``run the original command to resume it``,
    ``referee check --list names them``): its usage line gets no ``(see PROG --help)`` hint, one piece of
    advice being enough."""


class ClusterError(RefereeError):
    """A Dask cluster failed us (`referee.cluster`): its scheduler was lost or has no worker, a worker runs
    another referee version, or a task's workers kept dying. The message names the scheduler or the workers
    and says what to do."""


class MachineBusy(RefereeError):
    """The machine kept a player from running for its time limit until the hard cap on wall time
    (`referee.seats.process.Limits.wall_cap`): neither the player's fault nor a bug of ours. The game is void,
    not a forfeit: one game exits with status 3, a tournament records the void and plays the game again
    (docs/referee.md, "A busy machine").

    Arguments:
        message: the player, its limit, the wall time, how long its processes waited for a CPU and the
            CPU they used, and the machine's load, in one line.
        player: the player's name, or None where only the message is known (a game played in a worker).
    """

    EXIT_STATUS = 3

    def __init__(self, message: str, *, player: str | None = None) -> None:
        super().__init__(message)
        self.player = player


class PlayerFault(Exception):
    """A player misbehaved; the match ejects it and records this fault.

    Arguments:
        message: what went wrong and the rule or limit broken, in words a student can act on.
        text: the offending text exactly as received (the referee cuts it for display), or None.
        state: wire text of the `move`/`attacked` notification the player was answering, or None.
    """

    KIND = "fault"

    def __init__(self, message: str, *, text: str | None = None, state: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.text = text
        self.state = state

    @property
    def kind(self) -> str:
        """The stable short name of this fault's kind, e.g. ``"illegal-play"``."""
        return self.KIND


class ProtocolViolation(PlayerFault):
    """The reply is not a well-formed datum of the expected kind (play or defense)."""

    KIND = "protocol-error"


class IllegalPlay(PlayerFault):
    """A grammatical play that the rules forbid in the state it answered."""

    KIND = "illegal-play"


class IllegalDefense(PlayerFault):
    """A grammatical defense that the rules forbid in the state it answered."""

    KIND = "illegal-defense"


class ReplyTimeout(PlayerFault):
    """No complete reply arrived within the per-reply (or first-reply) time limit."""

    KIND = "reply-timeout"


class WriteTimeout(PlayerFault):
    """The player did not read a notification within the time limit (its stdin pipe stayed full)."""

    KIND = "write-timeout"


class ReplyTooLarge(PlayerFault):
    """A reply longer than the size limit (default 64 KiB)."""

    KIND = "reply-too-large"


class OutputWhileWaiting(PlayerFault):
    """The player wrote to stdout while in wait mode (it was not asked to move, defend or decide)."""

    KIND = "output-while-waiting"

    FOLLOWED = ", written after "
    """What precedes, in the message, the messages the output can have followed: how many there are is
    timing, not the fault (`referee.output.cause_shape` leaves them out)."""


class PlayerCrashed(PlayerFault):
    """The player exited, or closed its stdout, before the game ended."""

    KIND = "crashed"


FAULT_KINDS: tuple[type[PlayerFault], ...] = (
    ProtocolViolation,
    IllegalPlay,
    IllegalDefense,
    ReplyTimeout,
    WriteTimeout,
    ReplyTooLarge,
    OutputWhileWaiting,
    PlayerCrashed,
)
"""Every fault kind, in the order reports list them."""
