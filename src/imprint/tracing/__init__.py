"""OpenTelemetry spans for `observe()`, `get_policy()` and `recall()`: names, attributes, privacy.

Imprint uses the OpenTelemetry API only (`opentelemetry-api`, the `tracing` extra). Spans go
to the tracer provider passed as `Imprint(tracer_provider=...)`, else to the global one that
an application sets with the SDK or `logfire.configure()`. With neither, a span costs one
check and nothing is recorded.

Spans (the stage spans are children of the call's span):

    imprint.observe           imprint.detect, imprint.derive, imprint.embed,
                              imprint.consolidate, imprint.persist
    imprint.observe_directions  imprint.embed, imprint.persist
    imprint.reprocess_pending   the observe stages, per pending turn
    imprint.get_policy        imprint.retrieve, imprint.rank, imprint.compile
    imprint.recall            imprint.retrieve, imprint.rank

Attributes, a stable vocabulary (counts are ints, flags bools):

    imprint.agent                  the agent id (every call span)
    imprint.user                   a keyed hash of the user id, 16 hex digits (every call span)
    imprint.mode                   the processing mode (detect)
    imprint.signal                 the signal found, or `none` (detect, observe)
    imprint.memories.drafted       memories derived from the reply (derive, consolidate)
    imprint.memories.created       new memories written (persist, observe)
    imprint.memories.merged        ... merged into existing ones (observe)
    imprint.memories.contradicted  ... existing ones superseded (observe)
    imprint.memories.reinforced    ... existing ones reinforced (observe)
    imprint.memories.forgotten     ... forgotten on request (observe)
    imprint.memories.quarantined   ... held as suspected injections (observe)
    imprint.memories.candidates    memories retrieval read (retrieve)
    imprint.memories.ranked        memories eligible after ranking and filtering (rank)
    imprint.memories.dropped       memories left out, for any reason (retrieve, rank, get_policy)
    imprint.memories.selected      memories in the policy (compile, get_policy)
    imprint.memories.returned      hits returned (recall)
    imprint.texts.embedded         texts sent to the embedder (embed)
    imprint.observation.pending    the turn was kept for `reprocess_pending()` (observe)
    imprint.redactions             secrets replaced in the turn (observe)
    imprint.llm.calls              LLM requests made in the span
    imprint.llm.tokens             LLM tokens spent in the span, where the model reports them
    imprint.policy.cache_hit       the policy came from the cache (get_policy)
    imprint.policy.tokens          tokens in the policy text (get_policy)
    imprint.policy.compiler        `extractive` or `llm:<prompt>` (compile, get_policy)
    imprint.policy.fallback        a model is set but the extractive compiler was used
    imprint.recall.by              `relevance` or `similarity` (recall)
    imprint.recall.k               hits asked for (recall)

No memory text, query, context, policy text or raw user id appears in a span unless the
instance was made with `trace_content=True`; then the `imprint.content.*` attributes carry
them (`user_response`, `agent_output` on detect; `memories` on derive, persist and recall;
`query` on recall; `context` and `policy` on get_policy), after secret redaction, and an
exception's message is recorded too. Without it, an
exception that escapes a span is recorded with its type and frames only, since messages
quote the values they reject.
"""

from imprint.tracing.records import (
    compiled_policy,
    derived,
    detected,
    gathered,
    observed,
    observed_all,
    persisted,
    policy_made,
    recalled,
    selected,
)
from imprint.tracing.spans import SILENT, Stage, Tracing, traced

__all__ = [
    "SILENT",
    "Stage",
    "Tracing",
    "compiled_policy",
    "derived",
    "detected",
    "gathered",
    "observed",
    "observed_all",
    "persisted",
    "policy_made",
    "recalled",
    "selected",
    "traced",
]
