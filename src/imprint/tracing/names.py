"""The span names and attribute names Imprint's traces use: a stable vocabulary.

Described in `imprint.tracing`. Counts are ints, flags bools; `imprint.content.*` carry
user text and are set only with `Imprint(trace_content=True)`.
"""

from __future__ import annotations

from typing import Final

SPAN_OBSERVE: Final = "imprint.observe"
SPAN_OBSERVE_DIRECTIONS: Final = "imprint.observe_directions"
SPAN_REPROCESS: Final = "imprint.reprocess_pending"
SPAN_GET_POLICY: Final = "imprint.get_policy"
SPAN_RECALL: Final = "imprint.recall"
SPAN_DETECT: Final = "imprint.detect"
SPAN_DERIVE: Final = "imprint.derive"
SPAN_EMBED: Final = "imprint.embed"
SPAN_CONSOLIDATE: Final = "imprint.consolidate"
SPAN_PERSIST: Final = "imprint.persist"
SPAN_RETRIEVE: Final = "imprint.retrieve"
SPAN_RANK: Final = "imprint.rank"
SPAN_COMPILE: Final = "imprint.compile"

AGENT: Final = "imprint.agent"
USER: Final = "imprint.user"
MODE: Final = "imprint.mode"
SIGNAL: Final = "imprint.signal"
DRAFTED: Final = "imprint.memories.drafted"
CREATED: Final = "imprint.memories.created"
MERGED: Final = "imprint.memories.merged"
CONTRADICTED: Final = "imprint.memories.contradicted"
REINFORCED: Final = "imprint.memories.reinforced"
FORGOTTEN: Final = "imprint.memories.forgotten"
QUARANTINED: Final = "imprint.memories.quarantined"
CANDIDATES: Final = "imprint.memories.candidates"
RANKED: Final = "imprint.memories.ranked"
DROPPED: Final = "imprint.memories.dropped"
SELECTED: Final = "imprint.memories.selected"
RETURNED: Final = "imprint.memories.returned"
EMBEDDED: Final = "imprint.texts.embedded"
PENDING: Final = "imprint.observation.pending"
REDACTIONS: Final = "imprint.redactions"
LLM_CALLS: Final = "imprint.llm.calls"
LLM_TOKENS: Final = "imprint.llm.tokens"
CACHE_HIT: Final = "imprint.policy.cache_hit"
POLICY_TOKENS: Final = "imprint.policy.tokens"
COMPILER: Final = "imprint.policy.compiler"
FALLBACK: Final = "imprint.policy.fallback"
RECALL_BY: Final = "imprint.recall.by"
RECALL_K: Final = "imprint.recall.k"

CONTENT_REPLY: Final = "imprint.content.user_response"
CONTENT_AGENT_OUTPUT: Final = "imprint.content.agent_output"
CONTENT_MEMORIES: Final = "imprint.content.memories"
CONTENT_QUERY: Final = "imprint.content.query"
CONTENT_POLICY: Final = "imprint.content.policy"
CONTENT_CONTEXT: Final = "imprint.content.context"
