"""`python -m imprint.cli`."""

from __future__ import annotations

import sys

from imprint.cli.app import main

sys.exit(main())
