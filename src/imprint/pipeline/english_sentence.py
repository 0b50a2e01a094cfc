"""What one English sentence says: a name, then its strongest statement, then a fact."""

from __future__ import annotations

import re
from dataclasses import replace

from imprint.pipeline import heuristics as h
from imprint.pipeline.amend import with_switch
from imprint.pipeline.directions import direction_in, points_only
from imprint.pipeline.experience import experience_in
from imprint.pipeline.fact_gate import learned_facts
from imprint.pipeline.facts import (
    FactHit,
    fact_in,
    fact_subject,
    introduced_name,
    name_correction,
)
from imprint.pipeline.habits import habit_in
from imprint.pipeline.life import household
from imprint.pipeline.places import location_in
from imprint.pipeline.role_fragments import role_fragment
from imprint.pipeline.schedules import schedule_in
from imprint.pipeline.statements import Statement, new_statement, says_mostly, trim
from imprint.pipeline.updates import change_in
from imprint.pipeline.user_name import name_after_refusal, new_surname
from imprint.pipeline.writing_rules import preference_clause
from imprint.types import MemoryType, SignalType

_DANGLING = re.compile(r"[\s,;]*\b(?:and|but|so|or|because|while)[\s,;]*$", re.IGNORECASE)
_DANGLING_WORDS = ("and", "but", "so", "or", "because", "while")


def _may_dangle(text: str) -> bool:
    """Whether `_DANGLING` can match: on ASCII text, only where a dangling word ends it.

    The pattern is tried at every position of the text; this looks at its end once.
    """
    if not text.isascii():
        return True
    end = text.rstrip()
    while end.endswith((",", ";")):
        end = end.rstrip(",;").rstrip()
    return end.lower().endswith(_DANGLING_WORDS)


_WE_START = re.compile(r"(?:we|our)\b", re.IGNORECASE)


_OWN_REST = re.compile(
    r"^(?:(?:and|but|also|plus|then)\s+)?(?:(?:in|on|at|during|outside(?:\s+of)?)\s+"
    r"(?:(?:my|our|the)\s+)?(?:[\w-]+\s+){0,2}?(?:time|weekends?|evenings?|nights|mornings"
    r"|days?\s+off|life|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\s*,?\s+)?"
    r"(?:i|i'm|im|i've|ive|we|we're|my|our)\s",
    re.IGNORECASE,
)
"""The rest of a sentence that starts as the user's own clause: "and in my spare time I ..."."""
_GATED_REST = 5
"""Fewer words than this after the rules' clause tell nothing of their own."""


_OWN_TAIL = re.compile(r",\s+(?=(?:and|but|also|plus)\s)")


def _dropped_tail(text: str, kept: Statement) -> str | None:
    """The user's own clause at the end of `text` that `kept` left out, or None."""
    if kept.type is not MemoryType.FACT:
        return None
    for m in _OWN_TAIL.finditer(text):
        tail = text[m.end() :]
        if _OWN_REST.match(tail) is None or len(tail.split()) < _GATED_REST:
            continue
        words = set(_WORD.findall(tail.lower()))
        missing = words - set(_WORD.findall(kept.content.lower()))
        if len(missing) > len(words) // 2:
            return tail
    return None


_WORD = re.compile(r"[^\W\d_]+")
_CALL_ME = re.compile(r"\b(?:call|address)\s+me\b", re.IGNORECASE)
"""A name to be called by, which a one-off ask keeps to its turn."""


def sentence_statements(
    sentence: str,
    hits: list[h.Hit],
    context: str,
    *,
    previous: str,
    first: bool,
    one_off: bool,
    marked: bool,
    in_preference: bool = False,
) -> list[Statement]:
    """What one English sentence says: a name, then its strongest statement, then a fact."""
    change = change_in(sentence, "en")
    found: list[Statement] = []
    told = ""  # the role read after an introduced name, read by nothing else
    name = name_correction(sentence, context) if first else None
    if name is None and previous:
        # "nobody's called me that since school. it's mags, always"
        name = name_after_refusal(sentence, previous)
    rule = "correction"
    if name is None and not (one_off and _CALL_ME.search(sentence)):
        # "for the rest of this chat, call me Captain": a name for now, not theirs
        name, rule = introduced_name(sentence), "fact"
    surname = new_surname(sentence) if name is None else None
    if surname is not None:
        found.append(
            new_statement(
                SignalType.FACT,
                MemoryType.FACT,
                f"The user's surname is now {surname}.",
                "surname",
                replace(change, changed=True),
                sentence,
                "fact",
            )
        )
    if name is not None:
        found.append(
            new_statement(
                SignalType.FACT if rule == "fact" else SignalType.CORRECTION,
                MemoryType.FACT,
                f"The user's name is {name}.",
                "name",
                change,
                sentence,
                rule,
            )
        )
        # the name as typed: "im marisol, i do legal translation" is read as "Marisol"
        at = sentence.lower().find(f"{name.lower()},")
        after = sentence[at + len(name) + 1 :] if at >= 0 else ""
        role = role_fragment(after) if after.strip() else None
        if role is not None:
            # "im Aisling, second year adult nursing at leeds beckett": who they are, after
            # the name
            found.append(
                new_statement(
                    SignalType.FACT, MemoryType.FACT, role, None, change, sentence, "fact"
                )
            )
            told = after.strip()
    ranked = sorted(
        (x for x in hits if x.rule != "reinforcement"),
        key=lambda x: h.RULES[x.rule][0],
        reverse=True,
    )
    if not any(x.rule in ("correction", "decision") for x in ranked):
        clause = h.decision_clause(sentence)
        if clause is not None:
            ranked.insert(0, h.Hit(rule="decision", text=clause))
    if one_off:
        # "just for this email, make it super formal": the instruction is for this turn.
        ranked = [
            x
            for x in ranked
            if x.rule in ("decision", "fact", "constraint")
            and not (x.rule == "fact" and _CALL_ME.search(x.text))
        ]
    main: Statement | None = None
    used_text = ""
    for hit in ranked:
        if hit.rule == "direction" and schedule_in(hit.text) is not None:
            continue  # "book club is the last thursday from now on": when it is on, not a rule
        _, kind, confidence = h.RULES[hit.rule]
        # "we have a 6-month-old", "we moved to Porto": the household speaks, not the team
        text = hit.text
        if hit.rule == "fact":
            where = location_in(text)
            home = where is not None and where.home and _WE_START.match(text, where.start)
            text = household(text, home=bool(home))
        derived = h.derive_sentence(kind, text)
        if derived is not None and points_only(derived[1]):
            continue  # "exactly like that": an approval, not an instruction
        if derived is not None and not (
            name is not None and derived[1].startswith("The user's name")
        ):
            memory_type, content = derived
            hint = fact_subject(hit.text) if memory_type is MemoryType.FACT else None
            main = new_statement(
                kind, memory_type, trim(content), hint, change, sentence, hit.rule, confidence
            )
            used_text = hit.text
            break
    if (main is None or main.type is MemoryType.FACT) and not one_off:
        direction = direction_in(
            sentence,
            previous=previous,
            after_agent=first and bool(context),
            in_preference=in_preference,
        )
        if direction is not None:
            if main is not None and main.content != direction:
                found.append(main)  # the fact stays beside the rule, unless it is the rule
            main = new_statement(
                SignalType.PREFERENCE,
                MemoryType.RULE,
                direction,
                None,
                change,
                sentence,
                "direction",
            )
            # "i'm in portugal, so quote prices in euros": a rule read from one clause
            # leaves the others to be read for facts.
            clause = preference_clause(h.strip_filler(sentence), sentence)
            used_text = clause if clause and h.canonical(clause) == direction else sentence
    if main is not None:
        found.append(main)
    if marked:
        return found
    rest = sentence.replace(used_text, " ") if used_text else sentence
    rest = rest.replace(told, " ") if told else rest
    if _may_dangle(rest):
        rest = _DANGLING.sub("", rest)
    rest = rest.strip(" ,;.")
    # "Actually I've switched to coffee": the fact starts after the filler.
    rest = h.strip_filler(rest)
    fact = fact_in(rest) if len(rest.split()) >= 3 else None
    habit = habit_in(rest) if fact is None and not found else None
    if habit is not None:
        fact = FactHit(text=habit)  # "I run 3 times a week": a routine is a fact too
    elif fact is None and not found and (on := schedule_in(rest, sentence)) is not None:
        fact = FactHit(text=on)  # "standup is at 9:15 every day": a fixed point of the week
    if fact is None and len(rest) > 12:
        fact = experience_in(rest)  # "been playing guitar 6 years", "happy with VS Code"
    if fact is not None and fact.name is None:
        extra = h.canonical(trim(fact.text))
        if extra is not None and not any(extra == s.content for s in found):
            found.append(
                new_statement(
                    SignalType.FACT, MemoryType.FACT, extra, fact.subject, change, sentence, "fact"
                )
            )
            # "i drive a van ..., about 140 drops a day round the wirral, and in my spare time
            # i play bass in a covers band": the rules kept the routine and let the clause
            # after it go; the learned gate judges that clause as a sentence of its own
            tail = _dropped_tail(rest, found[-1])
            found.extend(
                f
                for f in (learned_facts(tail) if tail is not None else ())
                if f.type is MemoryType.FACT and not any(says_mostly(f, s) for s in found)
            )
    return found if one_off else with_switch(found, sentence, change)
