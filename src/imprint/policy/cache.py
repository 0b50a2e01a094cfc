"""Policy cache keys and the JSON form of a cached `Policy`."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections import OrderedDict
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from imprint.errors import StoreError
from imprint.protocols import TokenCounter
from imprint.types import (
    DroppedMemory,
    Memory,
    MemorySource,
    MemoryStatus,
    MemoryType,
    Policy,
    PolicyMemory,
)

__all__ = [
    "CACHE_FORMAT",
    "PolicyDecoder",
    "cache_key",
    "decode_policy",
    "encode_policy",
    "outlived",
]

CACHE_FORMAT = 4
"""Bumped whenever the cached JSON or what it means changes; part of every key."""


def cache_key(
    *,
    user_id: str,
    scopes: Sequence[str] | None,
    existing_instructions: str,
    max_output_tokens: int,
    selected: Sequence[int] | None,
    agent_description: str,
    model_id: str | None,
    prompt_version: str,
    extra: Sequence[object] = (),
) -> str:
    """A digest of every input that changes the compiled text (the version is checked apart).

    `selected` names the memories a policy holds (in any order), and the key never holds
    the context that selected them: contexts that select the same memories share one
    entry. `selected=None` is the key of a request without a context, looked up before
    anything is selected (the selection is then fixed by the user's memory version).
    """
    material = json.dumps(
        [
            CACHE_FORMAT,
            user_id,
            None if scopes is None else sorted(scopes),
            existing_instructions,
            max_output_tokens,
            None if selected is None else sorted(selected),
            agent_description,
            model_id,
            prompt_version,
            [repr(e) for e in extra],
        ],
        ensure_ascii=True,
    )
    return hashlib.blake2b(material.encode(), digest_size=20).hexdigest()


def _memory_json(m: Memory) -> dict[str, Any]:
    return {
        "memory_id": m.memory_id,
        "agent_id": m.agent_id,
        "user_id": m.user_id,
        "type": str(m.type),
        "content": m.content,
        "scope": m.scope,
        "status": str(m.status),
        "source": str(m.source),
        "confidence": m.confidence,
        "created_at": m.created_at.isoformat(),
        "updated_at": m.updated_at.isoformat(),
        "last_seen_at": m.last_seen_at.isoformat(),
        "reinforcement": m.reinforcement,
        "stability": m.stability,
        "pinned": m.pinned,
        "key": m.key,
        "produced_by": m.produced_by,
        "superseded_by": m.superseded_by,
        "session_id": m.session_id,
        "subject": m.subject,
        "valid_until": None if m.valid_until is None else m.valid_until.isoformat(),
        "metadata": dict(m.metadata),
        "origin": m.origin,
    }


def _memory_from(d: dict[str, Any]) -> Memory:
    return Memory(
        memory_id=int(d["memory_id"]),
        agent_id=d["agent_id"],
        user_id=d["user_id"],
        type=MemoryType(d["type"]),
        content=d["content"],
        scope=d["scope"],
        status=MemoryStatus(d["status"]),
        source=MemorySource(d["source"]),
        confidence=float(d["confidence"]),
        created_at=datetime.fromisoformat(d["created_at"]),
        updated_at=datetime.fromisoformat(d["updated_at"]),
        last_seen_at=datetime.fromisoformat(d["last_seen_at"]),
        reinforcement=int(d["reinforcement"]),
        stability=float(d["stability"]),
        pinned=bool(d["pinned"]),
        key=d["key"],
        produced_by=d["produced_by"],
        superseded_by=d["superseded_by"],
        session_id=d["session_id"],
        subject=d.get("subject"),
        valid_until=None
        if d.get("valid_until") is None
        else datetime.fromisoformat(d["valid_until"]),
        metadata=d.get("metadata") or {},
        origin=d.get("origin"),
    )


def outlived(policy: Policy, now: datetime) -> bool:
    """True when a memory the policy uses has expired since it was compiled ("off next week")."""
    return any(
        m.memory.valid_until is not None and m.memory.valid_until <= now for m in policy.memories
    )


def _moment(value: str | None) -> datetime | None:
    return None if value is None else datetime.fromisoformat(value)


def encode_policy(policy: Policy) -> str:
    """JSON for the cache: everything a hit needs, so a hit does no per-memory queries."""
    return json.dumps(
        {
            "text": policy.text,
            "token_count": policy.token_count,
            "compiled_at": policy.compiled_at.isoformat(),
            "compiler": policy.compiler,
            "fallback_reason": policy.fallback_reason,
            "budget_dropped": policy.budget_dropped,
            "memories": [
                {
                    "memory": _memory_json(pm.memory),
                    "bm25_rank": pm.bm25_rank,
                    "dense_rank": pm.dense_rank,
                    "fused_score": pm.fused_score,
                    "decay_factor": pm.decay_factor,
                    "tokens": pm.tokens,
                    "reason": pm.reason,
                }
                for pm in policy.memories
            ],
            "dropped": [
                {"memory": _memory_json(d.memory), "reason": d.reason, "detail": d.detail}
                for d in policy.dropped
            ],
        },
        ensure_ascii=False,
    )


def decode_policy(payload: str) -> Policy:
    """Rebuild a cached `Policy` (marked `cached=True`).

    Raises:
        StoreError: the payload is damaged or not in this version's format.
    """
    try:
        policy = _decode(payload)
    except (ValueError, TypeError, KeyError, AttributeError, OverflowError) as exc:
        raise StoreError(
            f"a cached policy in the store is damaged ({type(exc).__name__}: {exc}); it is "
            f"compiled again"
        ) from exc
    return policy


def _decode(payload: str) -> Policy:
    d = json.loads(payload)
    if not isinstance(d, dict) or not isinstance(d["text"], str):
        raise TypeError("the payload is not a policy object")
    return Policy(
        text=d["text"],
        token_count=int(d["token_count"]),
        compiled_at=datetime.fromisoformat(d["compiled_at"]),
        compiler=d["compiler"],
        fallback_reason=d["fallback_reason"],
        budget_dropped=int(d["budget_dropped"]),
        cached=True,
        memories=tuple(
            PolicyMemory(
                memory=_memory_from(m["memory"]),
                bm25_rank=m["bm25_rank"],
                dense_rank=m["dense_rank"],
                fused_score=float(m["fused_score"]),
                decay_factor=float(m["decay_factor"]),
                tokens=int(m["tokens"]),
                reason=m["reason"],
            )
            for m in d["memories"]
        ),
        dropped=tuple(
            DroppedMemory(memory=_memory_from(x["memory"]), reason=x["reason"], detail=x["detail"])
            for x in d["dropped"]
        ),
    )


class PolicyDecoder:
    """Decodes cached policies, reusing the `Policy` built for a payload seen before.

    A cache hit still reads the payload from the store (another process may have replaced
    it), but rebuilding dozens of memories from JSON cost more than the read itself; a
    `Policy` is immutable, so one decoded object can serve every hit on the same payload.

    The cache is shared by every instance on the store, and instances may count tokens
    differently: `token_count` is recounted with this decoder's `counter`, once per payload,
    so the caller can check the policy against its own budget.
    """

    def __init__(self, counter: TokenCounter, size: int = 128) -> None:
        self._counter = counter
        self._size = size
        self._decoded: OrderedDict[str, Policy] = OrderedDict()

    def decode(self, payload: str) -> Policy:
        """`decode_policy(payload)` with `token_count` by this decoder's counter.

        Decoded once per payload and then served from memory.

        Raises:
            StoreError: the payload is not a policy this version wrote (a damaged store).
        """
        policy = self._decoded.get(payload)
        if policy is None:
            policy = decode_policy(payload)
            policy = dataclasses.replace(
                policy, token_count=self._counter.count(policy.text) if policy.text else 0
            )
            self._decoded[payload] = policy
            if len(self._decoded) > self._size:
                self._decoded.popitem(last=False)
        else:
            self._decoded.move_to_end(payload)
        return policy
