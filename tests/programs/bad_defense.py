"""Plays passively, but answers a militia attack badly. Argument 1: ``moat`` (default) answers `(moat)`
though it never has a moat (it buys nothing): an illegal defense; ``silent`` never answers the attack."""

import os

from passive_kit import arg, run

from protocol.messages import Attacked

mode = arg(1, "moat")


def answer(message, count):
    if not isinstance(message, Attacked):
        return None
    if mode == "silent":
        while os.read(0, 65536):
            pass
        raise SystemExit(0)
    return "(moat)\n"


raise SystemExit(run(answer))
