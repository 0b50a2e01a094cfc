"""The `Imprint` facade: lifecycle, and the stages chained into the public calls.

The class is assembled from one part per concern under `imprint.facade`: state and
lifecycle (`base`), the write path (`observing`), policies (`policies`), feedback loops
(`learning`) and scratchpad-style memory, episodes and data rights (`memories`).
"""

from __future__ import annotations

from imprint.facade.conversation import ConversationMixin
from imprint.facade.editing import EditingMixin
from imprint.facade.memories import MemoriesMixin
from imprint.facade.policies import PolicyMixin
from imprint.facade.transfer import TransferMixin

__all__ = ["Imprint"]


class Imprint(ConversationMixin, PolicyMixin, MemoriesMixin, TransferMixin, EditingMixin):
    """Memory for one agent: observe users' replies, compile policies from what they taught.

    The constructor does no I/O; `connect()` (or `async with`) opens the store. Every
    argument after `agent_id` is keyword-only. For scripts and sync code,
    `imprint.sync.Imprint` takes the same arguments and offers every method without `await`.

    Args:
        agent_id: The agent whose memories this instance reads and writes; one store holds
            many agents, each with its own users.
        agent_description: What the agent does; guides scope choice and policy compilation.
            Saved in the store; None keeps the saved one.
        model: A pydantic-ai model string (`"anthropic:claude-haiku-4-5"`), a pydantic-ai
            `Model`, or None to run offline (heuristics and the extractive compiler).
        store: Where memories live: `sqlite:///path.db`, a plain file path (str or Path),
            `sqlite:///:memory:`, `postgresql://user:password@host/db`, or a `MemoryStore`.
            Default: `~/.imprint/<agent_id>.db`.
        processing_mode: `frugal` (never call the LLM in `observe`), `balanced` (only when
            the heuristics are unsure; the default) or `eager` (always). Saved in the store.
        scopes: The scopes this agent declares besides `global` (e.g. `project:alpha`).
        embedder: An `Embedder` (`LocalEmbedder()`, `VoyageEmbedder()`, `HashingEmbedder()`)
            or any callable `str -> list[float]`, sync or async; None for keyword search
            only. A store keeps the dimension (and, for named embedders, the name) it was
            written with.
        vector_store: `auto` (NumPy over the store's float32 vectors, or pgvector on
            PostgreSQL), `blob`, `sqlite-vec`, `pgvector`, or a `VectorStore` object.
        token_counter: Counts policy tokens (`HeuristicTokenCounter` by default; an exact
            `AnthropicAPITokenCounter` is awaited before each compile).
        decay_model: How retrievability falls with time (`FSRSStaticDecay` by default).
        alpha_tuner: The keyword-versus-vector weight (`StaticAlphaTuner(1.0)` without an
            embedder, `BanditAlphaTuner` with one).
        feedback_timeout: Seconds a policy's feedback loop stays open (3600).
        max_memories: At most this many active memories per user; None for no bound.
        eviction: Who goes when the bound is reached: lowest `retrievability` (pinned and
            user-given last) or the `oldest`.
        redact_secrets: True (default) replaces secrets before anything is stored; False
            turns it off; a `SecretRedactor` customises it.
        clock: Where time is read (`imprint.testing.FakeClock` in tests).
        llm_timeout: Seconds one LLM call may take in all, retries included (30).
        llm_retries: Retries of a transient LLM failure (1).
        embed_timeout: Seconds one embedding call may take (10).
        tracer_provider: Where OpenTelemetry spans go; None uses the global provider (and
            makes nothing when none is set up). See "Tracing" in the README.
        trace_content: True records texts (redacted) on spans; False (default) records
            counts and labels only.
        trace_user_key: The key user ids are hashed with on spans; None draws a random one
            per instance.

    Raises:
        InvalidInputError: an argument has the wrong type or is out of range.
        UsageError: arguments that do not go together (e.g. `vector_store="pgvector"`
            with a SQLite store).
    """
