"""Decoded cached policies are reused per payload, bounded, and equal to a fresh decode."""

from __future__ import annotations

from datetime import UTC, datetime

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
    decoder = PolicyDecoder()
    payload = encode_policy(_policy("Write in paragraphs."))
    first = decoder.decode(payload)
    # A different string object with the same text still hits.
    again = decoder.decode("".join(list(payload)))
    assert again is first
    assert first == decode_policy(payload)
    assert first.cached


def test_a_changed_payload_is_decoded_afresh() -> None:
    decoder = PolicyDecoder()
    first = decoder.decode(encode_policy(_policy("Write in paragraphs.")))
    second = decoder.decode(encode_policy(_policy("Use bullet points.")))
    assert second is not first
    assert second.text == "- Use bullet points."


def test_the_memo_is_bounded_least_recently_used_first() -> None:
    decoder = PolicyDecoder(size=2)
    payloads = [encode_policy(_policy(f"Rule {i}.")) for i in range(3)]
    kept = decoder.decode(payloads[0])
    decoder.decode(payloads[1])
    decoder.decode(payloads[0])  # touch: payloads[1] is now the oldest
    decoder.decode(payloads[2])
    assert decoder.decode(payloads[0]) is kept
    assert len(decoder._decoded) == 2
    assert payloads[1] not in decoder._decoded
