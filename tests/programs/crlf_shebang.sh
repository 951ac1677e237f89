#!/bin/sh
# Windows line endings: the kernel looks for the interpreter "/bin/sh\r".
exec python3 -m players.passive
