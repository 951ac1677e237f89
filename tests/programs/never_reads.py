"""Never reads its stdin; sleeps for ever. Writes its pid to the file named by argument 1."""

import os
import time

from passive_kit import arg, record_pid

record_pid(arg(1, os.devnull))
while True:
    time.sleep(3600)
