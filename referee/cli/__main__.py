"""`python -m referee.cli ARGS` runs the `referee` command, as the installed script does."""

import sys

from referee.cli.main import main

sys.exit(main())
