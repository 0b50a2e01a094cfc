"""The decision of a reply: a pick among the agent's options, one per reply, with its list."""

from __future__ import annotations

import dataclasses
import re

from imprint.pipeline import heuristics as h
from imprint.pipeline.answers import answered_pick
from imprint.pipeline.choices import (
    chosen_option,
    closes_decision,
    decision_content,
    marked_decision,
    only_seals,
    option_after_closer,
    sealed_option,
)
from imprint.pipeline.lasting_asks import VERBISH
from imprint.pipeline.one_off import bounds_in_time, marks_one_off
from imprint.pipeline.statements import Statement, new_statement
from imprint.pipeline.updates import Change, change_in
from imprint.types import MemoryType, SignalType

_FRAGMENT = re.compile(r"^[^.!?]*,[^.!?]*[.!]?$")


def chosen_decision(
    sentences: tuple[str, ...], context: str, used: frozenset[int]
) -> tuple[set[int], Statement] | None:
    """The decision a reply makes by sealing or picking an option, with the sentences it takes.

    None when the pick's sentence or the one after it says it is for now only ("the french
    toast one. tomorrow its back to normal"): nothing to remember it by. A one-off ask
    elsewhere in the reply ("go with postgres. and for this email only, keep it short")
    leaves the pick as it is.
    """
    decided = sealed_option(sentences) if not used else None
    if decided is None and not _has_decision(sentences, context):
        decided = _decision_by_choice(sentences, context, used)
    if decided is None:
        answered = _answered(sentences, context, used)
        return None if answered is None or _for_now(sentences, answered[0]) else answered
    indexes, text = decided
    if _for_now(sentences, indexes):
        return None
    return indexes, new_statement(
        SignalType.DECISION,
        MemoryType.DECISION,
        decision_content(text, context),
        None,
        change_in(text, "en"),
        text,
        "decision",
    )


def _for_now(sentences: tuple[str, ...], indexes: set[int]) -> bool:
    """Whether the pick's sentences, or a bare word of time after them, make it for now only.

    The sentence after counts only when it asks nothing of its own ("tomorrow its back to
    normal"); "for this email only, keep it short" is a one-off ask beside a lasting pick.
    """
    if any(marks_one_off(sentences[i]) for i in indexes):
        return True
    after = max(indexes) + 1
    return after < len(sentences) and bounds_in_time(sentences[after])


def _answered(
    sentences: tuple[str, ...], context: str, used: frozenset[int]
) -> tuple[set[int], Statement] | None:
    """The choice named in answer to "did you decide on ...?" ("Yes! Little Acorns.")."""
    picked = answered_pick(sentences, context)
    if picked is None or picked[0] in used:
        return None
    index, content = picked
    source = sentences[index]
    statement = new_statement(
        SignalType.DECISION, MemoryType.DECISION, content, None, Change(), source, "decision"
    )
    return {index}, statement


def _has_decision(sentences: tuple[str, ...], context: str) -> bool:
    # "X!! that's it, we're going with that", "X. done, locking it in": the pointer or the
    # closer decides the option named beside it.
    # "ok decided, grizl.": the closer names its option itself (`marked_decision`)
    return any(
        not only_seals(s) and option_after_closer(s) is None and _decides(s, context)
        for s in sentences
    )


_POINTED = re.compile(r"^\W*(?:that|it|this)(?:\s+one)?\b(?!\s+(?:is|was|'s)\b)", re.IGNORECASE)
"""A decision whose object only points back ("we'll go with that, ...")."""


def _decides(sentence: str, context: str) -> bool:
    """Whether `sentence` makes a decision of its own, not one pointing at an option named."""
    texts = [x.text for x in h.sentence_hits(sentence, context) if x.rule == "decision"]
    clause = h.decision_clause(sentence)
    if clause:
        texts.append(clause)
    return any(not _POINTED.match(_object(t)) for t in texts)


_DECIDING_VERB = re.compile(
    r"^.*?\b(?:go(?:ing)?\s+with|use|pick|take|choose|do|settle\s+on|opt\s+for)\s+", re.IGNORECASE
)


def _object(text: str) -> str:
    """What a decision's words pick: the words after its verb, or all of them."""
    m = _DECIDING_VERB.match(text)
    return text[m.end() :] if m is not None else text


def _decision_by_choice(
    sentences: tuple[str, ...], context: str, used: frozenset[int]
) -> tuple[set[int], str] | None:
    """A pick among the agent's options, or the sentence a bare "Decided." points at."""
    if 0 not in used:
        picked = chosen_option(sentences, context)
        if picked is not None:
            # the pick is the sentences it joins, or the part of one said after its reason
            return {i for i, s in enumerate(sentences[:4]) if s in picked or picked in s}, picked
    marked = marked_decision(sentences)
    if marked is not None and marked[0] not in used:
        index, text = marked
        return {
            index,
            *(i for i, s in enumerate(sentences) if text not in s and closes_decision(s)),
        }, text
    return None


def one_decision(statements: list[Statement]) -> list[Statement]:
    """One decision per reply: "..., final answer, no more debate" confirms, it adds nothing."""
    seen = False
    kept = []
    for statement in statements:
        if statement.type is MemoryType.DECISION:
            if seen:
                continue
            seen = True
        kept.append(statement)
    return kept


def join_fragments(statements: list[Statement], sentences: tuple[str, ...]) -> list[Statement]:
    """A decision followed by a bare list keeps it ("5 chapters." + "intro, methods, ...")."""
    joined: list[Statement] = []
    for statement in statements:
        if statement.type is MemoryType.DECISION and statement.source in sentences:
            at = sentences.index(statement.source) + 1
            tail = sentences[at] if at < len(sentences) else ""
            if tail and _FRAGMENT.match(tail) and not VERBISH.search(tail) and _listed(tail):
                content = statement.content.rstrip(".") + ": " + tail.rstrip(".!") + "."
                statement = Statement(
                    signal=statement.signal,
                    type=statement.type,
                    content=content,
                    subject=statement.subject,
                    change=statement.change,
                    source=f"{statement.source} {tail}",
                    rule=statement.rule,
                    confidence=statement.confidence,
                )
        joined.append(statement)
    return joined


_LIST_ITEM_WORDS = 4


def _listed(tail: str) -> bool:
    """Whether `tail` is a bare list, a few words between commas ("intro, methods, results")."""
    return all(len(item.split()) <= _LIST_ITEM_WORDS for item in tail.rstrip(".!").split(","))


_AGENT_NAME = re.compile(r"(?<![.!?:]\s)(?<!^)(?<!\n)\b[A-Z][a-z][\w-]+")
"""A name the agent wrote inside a sentence ("A 4-year Transit Custom lease"), not the word
a sentence opens with."""
_WORD = re.compile(r"[a-z][\w-]+")


def picks_over_named(
    statements: list[Statement], sentences: tuple[str, ...], agent_output: str
) -> list[Statement]:
    """`statements` with a new pick retiring the option the rest of the reply turns from.

    "ugh the transit insurance quote just came back at nearly double ... go with the vivaro",
    after the agent wrote up the Transit: the user names the option picked before beside the
    new pick, so the older decision is out of date. Only a name the agent used counts.
    """
    names = {m.group(0).lower() for m in _AGENT_NAME.finditer(agent_output)}
    if not names:
        return statements
    out = []
    for s in statements:
        if s.type is not MemoryType.DECISION or s.change.replaces:
            out.append(s)
            continue
        picked = set(_WORD.findall(s.content.lower()))
        before = [x for x in sentences if x != s.source and x not in s.source]
        left = tuple(
            dict.fromkeys(
                w
                for x in before
                for w in _WORD.findall(x.lower())
                if w in names and w not in picked
            )
        )
        change = Change(replaces=left, retracts=False, changed=True) if len(left) == 1 else None
        out.append(s if change is None else dataclasses.replace(s, change=change))
    return out
