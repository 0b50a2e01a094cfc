"""Offline heuristics for the observe pipeline: detect a signal, derive a memory, compare two.

Pure functions over the precompiled patterns in `patterns.py`; no I/O, no state. This
module is the public face of its parts: the text as read (`filler.py`), the sentence rules
(`signal_rules.py`) and corrections (`corrections.py`) that detect, a sentence as memory
(`offline_memory.py`) in canonical wording (`canonical.py`), and the comparison of two
contents (`likeness.py`).

Conventions for canonical content (what `derive_offline` returns):
- Directions to the agent stay imperative: "From now on, please always answer in French!"
  becomes "Always answer in French."; "me" becomes "the user".
- First-person preferences and facts are rewritten in the third person, so that a policy
  reads as data about the user and "I" never means the agent: "I prefer tea over coffee"
  becomes "The user prefers tea over coffee."; "call me Sam" becomes "The user's name is
  Sam."; "we use Postgres" becomes "The user's team uses Postgres."; a later "I" in the
  same sentence becomes "they".
- Decisions are imperatives: "Let's go with Postgres instead of MySQL" becomes "Use Postgres
  instead of MySQL."
- Content has no conversational filler, starts with a capital letter and ends with a period.
"""

from __future__ import annotations

from functools import lru_cache

from imprint.pipeline import patterns as p
from imprint.pipeline.canonical import canonical, third_singular
from imprint.pipeline.corrections import correction_hit
from imprint.pipeline.filler import is_ack, normalise, split_sentences, strip_filler
from imprint.pipeline.injection import folded_injection, reworded_injection
from imprint.pipeline.likeness import (
    DUPLICATE_THRESHOLD,
    ContentKey,
    content_key,
    is_near_duplicate,
    keys_near_duplicate,
    polarity,
    subject_words,
)
from imprint.pipeline.offline_memory import sentence_memory
from imprint.pipeline.signal_rules import (
    RULES,
    Hit,
    decision_clause,
    hits_in,
)
from imprint.types import MemoryType, Signal, SignalType

__all__ = [
    "DUPLICATE_THRESHOLD",
    "RULES",
    "ContentKey",
    "Hit",
    "canonical",
    "content_key",
    "correction_hit",
    "decision_clause",
    "derive_offline",
    "derive_sentence",
    "detect_signal",
    "is_ack",
    "is_near_duplicate",
    "keys_near_duplicate",
    "looks_like_injection",
    "normalise",
    "polarity",
    "sentence_hits",
    "strip_filler",
    "subject_words",
    "third_singular",
]

MAX_CHARS = 4000
"""Only the first `MAX_CHARS` characters of a reply are analysed, which bounds the time."""
MAX_SENTENCE_CHARS = 500
"""Longer sentences are cut; signals hide in short sentences, run-ons are rarely directions."""


def detect_signal(user_response: str, agent_output: str = "") -> Signal | None:
    """Find a correction, preference, decision, fact or reinforcement in a user's reply.

    Only the reply is evidence; `agent_output` only helps to reject: a "No, ..." that
    answers the agent's question is not a correction, and "I love the potluck idea" that
    echoes the agent's suggestion is a reaction, not a standing preference.

    Args:
        user_response: What the user replied.
        agent_output: What the agent said just before, if known.

    Returns:
        The strongest signal, or None for thanks, acknowledgements, questions, one-off
        requests and chit-chat. `Signal.detector` names the rule, e.g.
        `heuristic:direction`; `Signal.text` is the sentence(s) that carry it.
    """
    reply = normalise(user_response)[:MAX_CHARS]
    sentences = [s[:MAX_SENTENCE_CHARS] for s in split_sentences(reply)][:40]
    if not sentences or all(is_ack(s) for s in sentences):
        return None
    context = normalise(agent_output)[-MAX_CHARS:]
    hit = correction_hit(sentences, context)
    hits = [hit] if hit is not None else [h for s in sentences for h in hits_in(s, context)]
    if not hits:
        return None
    best = max(hits, key=lambda h: RULES[h.rule][0])
    _, kind, confidence = RULES[best.rule]
    text = " ".join([h.text for h in hits if h.rule == best.rule][:3])
    return Signal(type=kind, text=text, confidence=confidence, detector=f"heuristic:{best.rule}")


def derive_offline(signal: Signal, user_response: str) -> tuple[MemoryType, str] | None:
    """Turn a signal into a memory type and canonical content, without a model.

    Corrections, directions and standing preferences become RULE, decisions DECISION and
    facts FACT (see the module docstring for the wording). A reinforcement creates nothing,
    and neither does a correction that only says "that's wrong" or asks for a one-off task.

    Args:
        signal: What detection found.
        user_response: The whole reply, used when `signal.text` is empty.

    Returns:
        `(type, content)`, content never empty and ending with a period, or None.
    """
    if signal.type is SignalType.REINFORCEMENT:
        return None
    text = normalise(signal.text).strip() or normalise(user_response)[:MAX_CHARS]
    parts: list[str] = []
    kind = MemoryType.RULE
    for sentence in split_sentences(text)[:3]:
        derived = sentence_memory(signal.type, sentence[:MAX_SENTENCE_CHARS])
        if derived is not None:
            if not parts:
                kind = derived[0]
            parts.append(derived[1])
    if not parts:
        return None
    return kind, " ".join(parts)


def looks_like_injection(text: str) -> bool:
    """True for instruction-shaped text aimed at the agent rather than about the user.

    Catches "ignore previous instructions", requests for the system prompt, role and tool
    tags (`<system>`, `[INST]`, `<|im_start|>`, a line starting `assistant:`), sending data
    to a URL, and invisible Unicode tag characters. Preferences such as "Always answer in
    French." are not injections. Obfuscated spellings are folded first (`injection`).
    """
    normalised = normalise(text)[: MAX_CHARS * 4]
    return (
        p.INJECTION.found(normalised)
        or p.HIDDEN.search(text) is not None
        or reworded_injection(normalised)
        or folded_injection(normalised)
    )


# --- the sentence-level API that `understand.py` builds on ---


@lru_cache(maxsize=4096)
def _cached_hits(sentence: str, context: str) -> tuple[Hit, ...]:
    return tuple(hits_in(sentence, context))


def sentence_hits(sentence: str, context: str) -> list[Hit]:
    """Every candidate signal in one sentence (see `detect_signal`); cached."""
    return list(_cached_hits(sentence, context))


def derive_sentence(kind: SignalType, sentence: str) -> tuple[MemoryType, str] | None:
    """One sentence of a signal as a memory type and canonical content, or None."""
    return sentence_memory(kind, sentence[:MAX_SENTENCE_CHARS])
