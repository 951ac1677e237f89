"""One tournament game in its own process: ``python -m referee.tournament.worker``.

The runner starts one worker per game, so games never share an interpreter, a module-level cache or a
file descriptor. Protocol with the runner (one JSON object each way):

    stdin   one line: {"players": [[NAME, [ARG, ...]], ...], "seed": N, "player_seed_key": HEX, "version": V,
            "kingdom": [CARD, ...] or null (v1-v3: the version's), "edition": 1 or 2 (optional, 2),
            "turn_limit": T, "cover_reactions": true or false (optional, false: `MatchConfig`'s),
            "limits": {FIELD: VALUE, ...}, "log": PATH, "stderr_dir": PATH,
            "containment": {...} (optional: the runner's `Containment.to_json()`, adopted instead of probing),
            "hide": {"files": [PATH, ...], "dirs": [PATH, ...]} (optional: the tournament's database and
            logs directory, hidden from every player, `referee.seats.process.hide_from_players`)}
            then nothing; the runner keeps stdin open as a lifeline. End of file on stdin (the runner
            stopped, or died, even by kill -9) stops the game: its players are ended and nothing is reported.
    stdout  one line when the game ended:
            {"result": GameResult JSON, "reply_histograms": {NAME: [COUNT, ...]}}
            (each player's reply times from the transcript, in the bins of
            `referee.transcript.REPLY_BIN_EDGES`) or {"error": TEXT, "traceback": TEXT}
            (a failure of the referee itself) or {"void": TEXT} (the machine starved a player past the hard
            cap: `referee.errors.MachineBusy`, its message). Nothing at all when the game was stopped.

SIGTERM, SIGINT (unless ignored at start) and SIGHUP (unless ignored) stop the game the same way. If the
worker is killed outright (SIGKILL), its players die with it (docs/sandbox.md, "Every exit path").

Anything else the referee prints goes to stderr (the runner keeps it in a file). Exit status: 0 result
sent, 1 error sent, 3 void sent, 130 stopped.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
import traceback
from typing import Any

from referee.errors import MachineBusy

_stopping = threading.Event()


def _stop(signum: int, frame: object) -> None:
    # Raising here unwinds run_match, whose ExitStack ends every player's process group.
    if not _stopping.is_set():
        _stopping.set()
        raise KeyboardInterrupt


def _watch_lifeline(stdin: Any) -> None:
    """Read stdin to its end, then stop the game (the runner is gone or wants us gone)."""
    while stdin.buffer.read1(4096):
        pass
    os.kill(os.getpid(), signal.SIGTERM)


def play(job: dict[str, Any]) -> dict[str, Any]:
    """Play the game described by `job` (see the module doc); return ``{"result": ..., "reply_histograms":
    ...}``.

    Raises whatever `referee.match.run_match` raises (a failure of the referee itself), and ValueError for
    a malformed containment.
    """
    from referee.match import MatchConfig, play_match
    from referee.seats import sandbox
    from referee.seats.process import Limits, hide_from_players
    from referee.transcript import reply_histogram, reply_times

    if job.get("containment") is not None:
        sandbox.adopt(sandbox.Containment.from_json(job["containment"]))
    hidden = job.get("hide") or {}
    hide_from_players(hidden.get("files", ()), hidden.get("dirs", ()))

    config = MatchConfig(
        players=tuple((name, tuple(command)) for name, command in job["players"]),
        seed=job["seed"],
        player_seed_key=job.get("player_seed_key"),
        version=job["version"],
        kingdom=None if job.get("kingdom") is None else tuple(job["kingdom"]),
        edition=job.get("edition", 2),
        turn_limit=job["turn_limit"],
        cover_reactions=job.get("cover_reactions", False),
        limits=Limits(**job["limits"]),
        log=job["log"],
        stderr_dir=job["stderr_dir"],
    )
    record = play_match(config)
    times = reply_times(record.transcript.records)
    return {
        "result": record.result.to_json(),
        "reply_histograms": {name: reply_histogram(times.get(name, [])) for name, _ in config.players},
    }


def main() -> int:
    """Read one job from stdin, play it, write the outcome to stdout; see the module doc."""
    report = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8")
    # Keep stray prints (ours or a library's) off the result channel.
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    signal.signal(signal.SIGTERM, _stop)
    if signal.getsignal(signal.SIGHUP) is not signal.SIG_IGN:
        signal.signal(signal.SIGHUP, _stop)  # a closed terminal hangs up the whole process group
    # A tournament started with SIGINT ignored (in the background of a script) must not lose its games
    # to a Ctrl-C it does not see itself: keep the inherited disposition then.
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
        signal.signal(signal.SIGINT, _stop)
    line = sys.stdin.buffer.readline()
    if not line:
        return 130
    threading.Thread(target=_watch_lifeline, args=(sys.stdin,), daemon=True).start()
    try:
        outcome = play(json.loads(line))
    except KeyboardInterrupt:
        return 130
    except MachineBusy as error:
        outcome = {"void": str(error)}
    except Exception as error:  # noqa: BLE001 - reported to the runner, which shows it and goes on
        outcome = {"error": f"{type(error).__name__}: {error}", "traceback": traceback.format_exc()}
    try:
        # The game is over: a stop request from now on must not interrupt the report.
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    except KeyboardInterrupt:
        return 130
    if _stopping.is_set():
        return 130
    report.write(json.dumps(outcome) + "\n")
    report.flush()
    return 0 if "result" in outcome else 3 if "void" in outcome else 1


if __name__ == "__main__":
    sys.exit(main())
