"""Reads every notification and never answers (a reply timeout)."""

import os

while os.read(0, 65536):
    pass
