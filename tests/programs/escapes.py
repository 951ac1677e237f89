"""Writes terminal escape sequences where a referee might print them: its stderr, then, as its first answer,
a play that carries them (a protocol error, so the referee quotes it). `PAYLOAD` is what tests look for.

The payload sets the window title (OSC 0), the clipboard (OSC 52), a hyperlink (OSC 8), clears the screen
(CSI 2J), starts a C1 CSI (U+009B) and reverses the text's direction (BiDi overrides and isolates)."""

import sys

from passive_kit import run

PAYLOAD = (
    "\x1b]0;pwned title\x07"
    "\x1b]52;c;cm0gLXJmIH4=\x07"
    "\x1b]8;;https://evil.example/\x1b\\click\x1b]8;;\x1b\\"
    "\x1b[2J\x1b[H"
    "\x9b31m"
    "\u202eevil\u202c\u2066x\u2069"
)


def answer(message, count):
    if count == 0:
        sys.stderr.write(f"stderr says {PAYLOAD}\n")
        sys.stderr.flush()
        # `;` starts a comment to the end of the line on the wire: the closing parenthesis goes on the next.
        return f"(buy {PAYLOAD}\n)\n"
    return None


if __name__ == "__main__":
    raise SystemExit(run(answer))
