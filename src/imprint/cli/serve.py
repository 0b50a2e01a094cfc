"""`imprint mcp`: serve one agent's memories to MCP clients over stdio or HTTP.

The MCP SDK is an optional extra, imported only when the command runs, so the rest of the
command line works without it.
"""

from __future__ import annotations

import argparse
import os
import sys

from imprint import Imprint
from imprint.cli.output import CliError, Result

__all__ = ["DEFAULT_HOST", "TOKEN_ENV", "mcp", "parse_address"]

DEFAULT_HOST = "127.0.0.1"
"""Where `--http PORT` listens: this machine only."""
TOKEN_ENV = "IMPRINT_MCP_TOKEN"  # noqa: S105 (the variable's name, not a token)
"""The environment variable `--token` defaults to."""


def parse_address(text: str) -> tuple[str, int]:
    """`PORT`, `HOST:PORT` or `[IPv6]:PORT`; the host defaults to 127.0.0.1."""
    host, sep, port = text.rpartition(":")
    if not sep:
        host, port = "", text
    host = host.removeprefix("[").removesuffix("]") or DEFAULT_HOST
    if not port.isdigit() or int(port) > 65535:
        raise CliError(f"--http {text!r} is not [HOST:]PORT; pass e.g. 8765 or 127.0.0.1:8765")
    return host, int(port)


async def mcp(args: argparse.Namespace, imprint: Imprint) -> Result:
    """`imprint mcp`: serve until the client disconnects (stdio) or an interrupt (HTTP)."""
    from imprint.integrations import mcp_serve

    if args.http is None:
        if args.token is not None:
            raise CliError("--token is for --http; a stdio server is reached only by its host")
        await mcp_serve.serve_stdio(imprint, default_user=args.user)
        return Result(None, [])
    host, port = parse_address(args.http)
    token = args.token or os.environ.get(TOKEN_ENV)
    if not token:
        raise CliError(f"an HTTP server needs a bearer token: pass --token or set ${TOKEN_ENV}")

    def ready(url: str) -> None:
        # stderr: stdout stays free for scripts, and a supervisor reads this line.
        print(f"imprint mcp: agent {imprint.agent_id!r} at {url}", file=sys.stderr, flush=True)

    await mcp_serve.serve_http(
        imprint, host=host, port=port, token=token, default_user=args.user, ready=ready
    )
    return Result(None, [])
