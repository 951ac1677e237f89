"""A protocol v5 program that times a hidden reaction's delay as a hostile player would (issue 46), or its
victim. `python times_reactions.py witch`: plays a Witch whenever it can, and after each Curse another player
gains (`(happened NAME (gain curse discards))`) writes to stderr `gap NANOSECONDS`, the time until its next
message arrives: when the victim is asked whether to reveal a Watchtower, that message waits for the
victim's answer. `python times_reactions.py victim`: takes every attack, declines every decision (`(choose)`)
and writes `asked` to stderr for each; cleans up at once (`clean`). Neither parses more than it needs: the
victim answers in the same time whatever it is asked."""

import sys
import time


def clean(line: str) -> str:
    """`(clean CARD)` exposing the hand's first card (`(clean)` only with an empty hand)."""
    hand = line.split("(hand ", 1)[1].split(")", 1)[0].split()
    return f"(clean {hand[0]})" if hand else "(clean)"


def witch() -> None:
    since = None  # when the last Curse's message came, until the next message
    for line in sys.stdin:
        if since is not None:
            sys.stderr.write(f"gap {time.perf_counter_ns() - since}\n")
            sys.stderr.flush()
            since = None
        if line.startswith("(happened ") and "(gain curse discards)" in line:
            since = time.perf_counter_ns()
        elif line.startswith("(move "):
            # The hand is the state's sixth field: a Witch in it, and the action to play it.
            hand = line.split("(hand ", 1)[1].split(")", 1)[0].split()
            actions = line.split("(actions ", 1)[1].split(")", 1)[0]
            answer = "(act witch)" if "witch" in hand and actions != "0" else clean(line)
            sys.stdout.write(answer + "\n")
            sys.stdout.flush()
        elif line.startswith(("(decide ", "(attacked ")):
            sys.stdout.write("(choose)\n" if line.startswith("(decide ") else "(discard)\n")
            sys.stdout.flush()


def victim() -> None:
    for line in sys.stdin:
        if line.startswith("(move "):
            sys.stdout.write(clean(line) + "\n")
        elif line.startswith("(attacked "):
            sys.stdout.write("(discard)\n")
        elif line.startswith("(decide "):
            sys.stdout.write("(choose)\n")
            sys.stderr.write("asked\n")
        else:
            continue
        sys.stdout.flush()


if __name__ == "__main__":
    witch() if sys.argv[1] == "witch" else victim()
