"""Attacks 2 and 3 of docs/sandbox.md: read the tournament's secrets from the working directory (where a
student runs the referee, beside the database). At its first move it
- opens every SQLite database in its working directory and reads the tournament seed from it (with the
  seed and the public player names every game's shuffles can be replayed);
- reads every file of every ``*-games`` directory there, including ``.running/`` (the transcripts of the
  games in flight: the opponents' hands);
- reads the database's companion files (``-journal``, ``-wal``, ``-shm``, ``.lock``) it finds;
- reads each PATH given (a file, or every file under a directory), and the seed of a database among them.
Then it plays passively.

    reads_tournament.py [PATH...]

Reports (`passive_kit.report`) ``{"seeds": [...], "read": [PATH, ...], "hands": N}``: the seeds found, the
files of which it read at least one byte, and how many transcript lines naming a hand it read.
"""

import json
import os
import sqlite3
import sys

from passive_kit import report, run


def attack(message, count):
    if count == 0:
        seeds, read, hands = [], [], 0
        given = [p for arg in sys.argv[1:] for p in ([arg] if os.path.isfile(arg) else walk(arg))]
        for entry in sorted(os.listdir(".")) + given:
            try:
                with open(entry, "rb") as file:
                    head = file.read(16)
            except OSError:
                continue
            if head:
                read.append(entry)
            if head == b"SQLite format 3\x00":
                try:
                    db = sqlite3.connect(f"file:{entry}?mode=ro", uri=True)
                    for (definition,) in db.execute("SELECT definition FROM tournament"):
                        seeds.append(json.loads(definition)["seed"])
                    db.close()
                except sqlite3.Error:
                    pass
        for top in [e for e in os.listdir(".") if e.endswith("-games") and os.path.isdir(e)] + sys.argv[1:]:
            if not os.path.isdir(top):
                continue
            for directory, _, files in os.walk(top):
                for name in files:
                    path = os.path.join(directory, name)
                    try:
                        with open(path, "rb") as file:
                            data = file.read()
                    except OSError:
                        continue
                    if data:
                        read.append(path)
                    hands += data.count(b"(hand ")
        report({"seeds": seeds, "read": read, "hands": hands})
    return None


def walk(top):
    return [os.path.join(d, name) for d, _, names in os.walk(top) for name in names]


raise SystemExit(run(answer=attack))
