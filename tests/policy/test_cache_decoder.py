"""Decoded cached policies are reused per payload, bounded, and equal to a fresh decode."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import pytest

from imprint.adapters.tokens import HeuristicTokenCounter
from imprint.errors import StoreError
from imprint.policy.cache import PolicyDecoder, decode_policy, encode_policy
from imprint.types import Memory, MemorySource, MemoryStatus, MemoryType, Policy, PolicyMemory

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def _policy(text: str) -> Policy:
    memory = Memory(
        memory_id=7,
        agent_id="a",
        user_id="u",
        key=None,
        type=MemoryType.RULE,
        content=text,
        scope="global",
        status=MemoryStatus.ACTIVE,
        source=MemorySource.DETECTED,
        confidence=0.9,
        reinforcement=2,
        stability=3.0,
        pinned=False,
        produced_by="heuristic",
        superseded_by=None,
        session_id=None,
        created_at=NOW,
        updated_at=NOW,
        last_seen_at=NOW,
    )
    item = PolicyMemory(
        memory=memory,
        bm25_rank=1,
        dense_rank=None,
        fused_score=0.5,
        decay_factor=1.0,
        tokens=6,
        reason="rule",
    )
    return Policy(text=f"- {text}", memories=(item,), token_count=6, compiled_at=NOW)


def test_same_payload_gives_the_same_object_equal_to_a_fresh_decode() -> None:
    decoder = PolicyDecoder(HeuristicTokenCounter())
    payload = encode_policy(_policy("Write in paragraphs."))
    first = decoder.decode(payload)
    # A different string object with the same text still hits.
    again = decoder.decode("".join(list(payload)))
    assert again is first
    fresh = decode_policy(payload)
    # The token count is this decoder's counter's, not the one stored with the payload.
    assert first == dataclasses.replace(
        fresh, token_count=HeuristicTokenCounter().count(fresh.text)
    )
    assert first.cached


class _Strict:
    """A counter twice as strict as the heuristic one."""

    def count(self, text: str) -> int:
        return 2 * HeuristicTokenCounter().count(text)


def test_token_count_is_the_decoders_counters() -> None:
    payload = encode_policy(_policy("Write in paragraphs."))
    lax = PolicyDecoder(HeuristicTokenCounter()).decode(payload)
    strict = PolicyDecoder(_Strict()).decode(payload)
    assert strict.token_count == 2 * lax.token_count


@pytest.mark.parametrize(
    "payload",
    ["", "[]", "null", '{"text": 5}', '{"text": "x"}', "{", '{"text": "x", "token_count": "y"}'],
)
def test_a_damaged_payload_is_a_store_error(payload: str) -> None:
    with pytest.raises(StoreError):
        PolicyDecoder(HeuristicTokenCounter()).decode(payload)


def test_a_changed_payload_is_decoded_afresh() -> None:
    decoder = PolicyDecoder(HeuristicTokenCounter())
    first = decoder.decode(encode_policy(_policy("Write in paragraphs.")))
    second = decoder.decode(encode_policy(_policy("Use bullet points.")))
    assert second is not first
    assert second.text == "- Use bullet points."


def test_the_memo_is_bounded_least_recently_used_first() -> None:
    decoder = PolicyDecoder(HeuristicTokenCounter(), size=2)
    payloads = [encode_policy(_policy(f"Rule {i}.")) for i in range(3)]
    kept = decoder.decode(payloads[0])
    decoder.decode(payloads[1])
    decoder.decode(payloads[0])  # touch: payloads[1] is now the oldest
    decoder.decode(payloads[2])
    assert decoder.decode(payloads[0]) is kept
    assert len(decoder._decoded) == 2
    assert payloads[1] not in decoder._decoded
