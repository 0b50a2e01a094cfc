"""The `imprint` command line: run the demo, inspect a store, export, import and erase.

`app` parses and runs; `memories` holds the commands on one agent's store (public
`Imprint` API only), `stores` the whole-store ones (`migrate`, `copy`), `output` what
they print.
"""

from __future__ import annotations

from imprint.cli.app import main
from imprint.cli.output import CliError

__all__ = ["CliError", "main"]
