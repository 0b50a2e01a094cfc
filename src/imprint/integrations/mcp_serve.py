"""Run Imprint's MCP server over stdio (desktop hosts) or streamable HTTP (with a token).

Over HTTP every request must carry `Authorization: Bearer <token>`; anything else gets
401 before it reaches a tool. The address is 127.0.0.1 unless another host is named, and
for local hosts the SDK's DNS-rebinding protection is on.
"""

from __future__ import annotations

import hmac
import ipaddress
import logging
import socket
from collections.abc import Callable

# First, so that a missing `mcp` extra is reported as such; uvicorn comes with it.
from imprint.integrations.mcp import build_server  # isort: skip

import uvicorn
from mcp.server.auth.provider import AccessToken

from imprint._core import Imprint
from imprint.errors import InvalidInputError

__all__ = ["StaticToken", "endpoint", "serve_http", "serve_stdio"]

log = logging.getLogger(__name__)


class StaticToken:
    """Accepts exactly one bearer token (the SDK's `TokenVerifier` protocol)."""

    def __init__(self, token: str) -> None:
        if len(token) < 16:
            raise InvalidInputError(
                f"the bearer token is {len(token)} characters; use at least 16, e.g. "
                f"`python -c 'import secrets; print(secrets.token_urlsafe(32))'`"
            )
        self._token = token.encode()

    async def verify_token(self, token: str) -> AccessToken | None:
        """The access granted to `token`, or None when it is not the server's token."""
        # compare_digest takes as long for a near miss as for a wild guess.
        if not hmac.compare_digest(token.encode(), self._token):
            return None
        return AccessToken(token=token, client_id="imprint-mcp", scopes=[])


def endpoint(host: str, port: int) -> str:
    """The MCP endpoint's URL on `host` and `port`."""
    return f"http://[{host}]:{port}/mcp" if ":" in host else f"http://{host}:{port}/mcp"


async def serve_stdio(imprint: Imprint, *, default_user: str | None) -> None:
    """Serve over stdin/stdout until the client closes them."""
    server = build_server(imprint, default_user=default_user)
    await server.run_stdio_async()


async def serve_http(
    imprint: Imprint,
    *,
    host: str,
    port: int,
    token: str,
    default_user: str | None,
    ready: Callable[[str], None],
) -> None:
    """Serve streamable HTTP on `host`:`port` until interrupted; `ready(url)` once listening.

    Port 0 lets the system choose a free port; `ready` gets the URL with the real one.
    """
    server = build_server(imprint, default_user=default_user, token_verifier=StaticToken(token))
    app = server.streamable_http_app(host=host)
    family = socket.AF_INET
    try:
        if ipaddress.ip_address(host).version == 6:
            family = socket.AF_INET6
    except ValueError:
        pass  # a host name; IPv4
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(128)
        sock.setblocking(False)
    except OSError:
        sock.close()
        raise
    # Once listening, the kernel queues connections until uvicorn accepts them, so a
    # client that reads this line can connect at once.
    ready(endpoint(host, sock.getsockname()[1]))
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on")
    with sock:
        await uvicorn.Server(config).serve(sockets=[sock])
