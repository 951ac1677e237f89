"""The transcript of a game: every message sent or received, in order, as JSON Lines (`--log FILE`).

One object per message: ``{"seq": N, "time": SECONDS, "dir": "to"|"from", "player": NAME, "text": TEXT}``
where `time` is monotonic seconds since the transcript started and `text` is exact (without the newline
the referee adds). The last object is ``{"result": {...}}`` (`referee.result.GameResult.to_json`).
"""

from __future__ import annotations

import bisect
import json
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from typing import IO, Any

ASKING = ("(move ", "(attacked ", "(decide ")
"""How the notifications that need a reply (a play or a defense) start on the wire."""

REPLY_BIN_EDGES: tuple[float, ...] = (
    0.0001,
    0.0002,
    0.0005,
    0.001,
    0.002,
    0.005,
    0.01,
    0.02,
    0.05,
    0.1,
    0.2,
    0.5,
    1.0,
    2.0,
    5.0,
    10.0,
    20.0,
)
"""Upper edges in seconds of the reply-time histogram's bins (1-2-5 steps from 0.1 ms to 20 s): bin i counts
replies of at most ``REPLY_BIN_EDGES[i]`` seconds and more than the edge before; one last bin counts the
slower ones. Fixed, so that histograms of different games add up."""


def reply_histogram(times: list[float]) -> list[int]:
    """Counts of `times` (seconds) in the bins of `REPLY_BIN_EDGES` (``len(REPLY_BIN_EDGES) + 1`` counts)."""
    counts = [0] * (len(REPLY_BIN_EDGES) + 1)
    for t in times:
        counts[bisect.bisect_left(REPLY_BIN_EDGES, t)] += 1
    return counts


class Transcript:
    """Records messages in memory and, if `path` is given, appends them to a JSON Lines file as they happen.

    Arguments:
        path: file to write (created or truncated), or None to keep the records in memory only.
    Raises:
        OSError: if the file cannot be opened.
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self._start = time.monotonic()
        self._seq = 0
        self._lock = threading.Lock()
        self.records: list[dict[str, Any]] = []
        self.path: Path | None = None if path is None else Path(path)
        """The JSON Lines file being written, or None (records kept in memory only)."""
        self._file: IO[str] | None = open(path, "w", encoding="utf-8") if path is not None else None

    def record(self, direction: str, player: str, text: str) -> int:
        """Record one message; `direction` is ``"to"`` (to the player) or ``"from"`` (from the player).
        Returns its record number (``seq``: 1 for the first record of the game)."""
        with self._lock:
            self._seq += 1
            entry = {
                "seq": self._seq,
                "time": round(time.monotonic() - self._start, 6),
                "dir": direction,
                "player": player,
                "text": text,
            }
            self.records.append(entry)
            if self._file is not None:
                self._file.write(json.dumps(entry) + "\n")
            return self._seq

    def messages(self) -> list[tuple[str, str, str]]:
        """The recorded messages as (direction, player, text), without times: equal for replayed games."""
        return [(r["dir"], r["player"], r["text"]) for r in self.records]

    def close(self, result: dict[str, Any] | None = None) -> None:
        """Write the final ``{"result": ...}`` line (if a result is given) and close the file."""
        with self._lock:
            if self._file is not None:
                if result is not None:
                    self._file.write(json.dumps({"result": result}) + "\n")
                self._file.close()
                self._file = None


def reply_times(records: Iterable[dict[str, Any]]) -> dict[str, list[float]]:
    """Each player's reply times in seconds, in game order, from transcript records (`Transcript.records`
    or the lines of a ``--log`` file).

    A reply time is the `time` of a ``from`` record minus that of the last ``(move ...)``,
    ``(attacked ...)`` or (v4) ``(decide ...)`` sent to the same player (recorded just before the referee
    writes it): the player's thinking time plus the pipes. Text a player wrote without being asked (output
    while waiting) is not a reply; records without `dir` (the result line) are skipped.
    """
    asked: dict[str, float] = {}
    times: dict[str, list[float]] = {}
    for record in records:
        direction, player = record.get("dir"), record.get("player")
        if direction == "to" and record["text"].startswith(ASKING):
            asked[player] = record["time"]
        elif direction == "from" and player in asked:
            times.setdefault(player, []).append(max(0.0, record["time"] - asked.pop(player)))
    return times
