"""Offline heuristics for the observe pipeline: detect a signal, derive a memory, compare two.

Pure functions over the precompiled patterns in `patterns.py`; no I/O, no state.

Conventions for canonical content (what `derive_offline` returns):
- Directions to the agent stay imperative: "From now on, please always answer in French!"
  becomes "Always answer in French."
- First-person preferences and facts are rewritten in the third person, so that a policy
  reads as data about the user and "I" never means the agent: "I prefer tea over coffee"
  becomes "The user prefers tea over coffee."; "call me Sam" becomes "The user's name is
  Sam."; a later "I" in the same sentence becomes "they".
- Decisions are imperatives: "Let's go with Postgres instead of MySQL" becomes "Use Postgres
  instead of MySQL."
- Content has no conversational filler, starts with a capital letter and ends with a period.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline import patterns as p
from imprint.types import MemoryType, Signal, SignalType

__all__ = [
    "derive_offline",
    "detect_signal",
    "is_near_duplicate",
    "looks_like_injection",
    "polarity",
]

MAX_CHARS = 4000
"""Only the first `MAX_CHARS` characters of a reply are analysed, which bounds the time."""
MAX_SENTENCE_CHARS = 500
"""Longer sentences are cut; signals hide in short sentences, run-ons are rarely directions."""
DUPLICATE_THRESHOLD = 0.75
"""Jaccard similarity of tagged subject stems at or above which two contents are duplicates."""

_PRIORITY = {
    "correction": 60,
    "decision": 50,
    "direction": 40,
    "constraint": 35,
    "preference": 30,
    "fact": 20,
    "reinforcement": 10,
}
_TYPE = {
    "correction": SignalType.CORRECTION,
    "decision": SignalType.DECISION,
    "direction": SignalType.PREFERENCE,
    "constraint": SignalType.FACT,
    "preference": SignalType.PREFERENCE,
    "fact": SignalType.FACT,
    "reinforcement": SignalType.REINFORCEMENT,
}
_CONFIDENCE = {
    "correction": 0.8,
    "decision": 0.75,
    "direction": 0.8,
    "constraint": 0.8,
    "preference": 0.7,
    "fact": 0.7,
    "reinforcement": 0.7,
}
_LIKING = frozenset({"like", "love", "adore", "enjoy", "prefer", "preferred"})


@dataclass(frozen=True, slots=True, kw_only=True)
class _Hit:
    """One candidate signal in one sentence."""

    rule: str
    """The rule that fired, a key of `_PRIORITY`."""
    text: str
    """The sentence, or the clauses of it, that carry the signal."""


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
    reply = _normalise(user_response)[:MAX_CHARS]
    sentences = [s[:MAX_SENTENCE_CHARS] for s in _sentences(reply)][:40]
    if not sentences or all(_is_ack(s) for s in sentences):
        return None
    context = _normalise(agent_output)[-MAX_CHARS:]
    hit = _correction(sentences, context)
    hits = [hit] if hit is not None else [h for s in sentences for h in _sentence_hits(s, context)]
    if not hits:
        return None
    best = max(hits, key=lambda h: _PRIORITY[h.rule])
    same = [h.text for h in hits if h.rule == best.rule][:3]
    return Signal(
        type=_TYPE[best.rule],
        text=" ".join(same),
        confidence=_CONFIDENCE[best.rule],
        detector=f"heuristic:{best.rule}",
    )


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
    text = _normalise(signal.text).strip() or _normalise(user_response)[:MAX_CHARS]
    parts: list[str] = []
    kind = MemoryType.RULE
    for sentence in _sentences(text)[:3]:
        derived = _derive_sentence(signal.type, sentence[:MAX_SENTENCE_CHARS])
        if derived is not None:
            if not parts:
                kind = derived[0]
            parts.append(derived[1])
    if not parts:
        return None
    return kind, " ".join(parts)


def polarity(content: str) -> tuple[int, frozenset[str]]:
    """Say whether content asks for or against something, and what it is about.

    "Use bullet points." and "Never use bullet points." give `(1, {bullet, point})` and
    `(-1, {bullet, point})`. Any negator (never, don't, no, avoid, stop, without, dislike,
    hate, ...) makes the polarity -1; the subject is the remaining content words, lightly
    stemmed, without stopwords and light verbs (use, prefer, like, want, ...).
    """
    tokens = _tokens(content)
    negative = any(_is_negator(t) for t in tokens)
    subject = frozenset(_stem(t) for t in tokens if _is_subject(t))
    return (-1 if negative else 1), subject


def is_near_duplicate(a: str, b: str) -> bool:
    """True when two contents say the same thing: same polarity, near-identical subject.

    Similarity is the Jaccard index of the subject stems (see `polarity`), where words after
    "instead of", "rather than", "over", "than" or ", not" are tagged as the rejected side,
    so "Use Postgres instead of MySQL." and "Use MySQL instead of Postgres." differ. Two
    contents are duplicates at `DUPLICATE_THRESHOLD` (0.75) or more: one extra word among
    four still merges, one extra among two does not.
    """
    if polarity(a)[0] != polarity(b)[0]:
        return False
    ta, tb = _tagged_subject(a), _tagged_subject(b)
    if not ta or not tb:
        return _tokens(a) == _tokens(b)
    return len(ta & tb) / len(ta | tb) >= DUPLICATE_THRESHOLD


def looks_like_injection(text: str) -> bool:
    """True for instruction-shaped text aimed at the agent rather than about the user.

    Catches "ignore previous instructions", requests for the system prompt, role and tool
    tags (`<system>`, `[INST]`, `<|im_start|>`, a line starting `assistant:`), sending data
    to a URL, and invisible Unicode tag characters. Preferences such as "Always answer in
    French." are not injections.
    """
    normalised = _normalise(text)[: MAX_CHARS * 4]
    return p.INJECTION.search(normalised) is not None or p.HIDDEN.search(text) is not None


# --- detection helpers ---


def _normalise(text: str) -> str:
    return text.translate(p.QUOTES).strip()


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in p.SENTENCE_SPLIT.split(text) if s and s.strip()]


def _is_ack(sentence: str) -> bool:
    clauses = [c for c in p.ACK_SPLIT.split(sentence) if c.strip()]
    return all(p.ACK_CLAUSE.fullmatch(c.strip()) for c in clauses)


def _strip_filler(text: str) -> str:
    previous = None
    text = text.strip()
    while previous != text:
        previous = text
        text = p.LEADING_FILLER.sub("", text, count=1).strip()
        text = p.TRAILING_FILLER.sub("", text).strip()
    return p.INLINE_PLEASE.sub("", text).strip(" ,;:-")


def _asked_question(agent_output: str) -> bool:
    tail = agent_output.rstrip()[-300:]
    return tail.endswith("?")


def _correction(sentences: list[str], context: str) -> _Hit | None:
    first = sentences[0]
    following = sentences[1] if len(sentences) > 1 else ""
    lead = p.CORRECTION_LEAD.match(first)
    if lead is not None:
        rest = first[lead.end() :].strip() or following
        if rest and not _is_ack(rest) and not rest.lower().startswith("you"):
            return _Hit(rule="correction", text=_join(first, rest, following))
        return _Hit(rule="correction", text=first)
    no = p.NO_LEAD.match(first)
    if no is not None and not _asked_question(context):
        rest = first[no.end() :].strip() or following
        if rest and _is_correction_content(rest):
            return _Hit(rule="correction", text=_join(first, rest, following))
    if p.I_SAID.match(_strip_filler(first)) is not None:
        return _Hit(rule="correction", text=first)
    if len(sentences) == 1 and len(first.split()) <= 8:
        core = p.TRAILING_JUNK.sub("", _strip_filler(first))
        m = p.NOT_X_BUT_Y.match(core) or p.Y_NOT_X.match(core)
        if m is not None and (not context or _overlap(m.group("x"), context) > 0):
            return _Hit(rule="correction", text=first)
    actually = p.ACTUALLY.match(first)
    if actually is not None:
        inner = [h for h in _sentence_hits(first[actually.end() :], context)]
        if any(h.rule != "reinforcement" for h in inner):
            return _Hit(rule="correction", text=first)
    return None


def _join(first: str, rest: str, following: str) -> str:
    return f"{first} {following}" if rest == following else first


def _is_correction_content(rest: str) -> bool:
    core = _strip_filler(rest)
    if not core or _is_ack(core):
        return False
    if core.lower().startswith("you") and p.DIRECTION_LEAD.match(core) is None:
        return False
    return (
        p.IMPERATIVE_VERB.match(core) is not None
        or p.IMPERATIVE_LEAD.match(core) is not None
        or p.DIRECTION_LEAD.match(core) is not None
        or p.I_SAID.match(core) is not None
        or p.STATEMENT_FIX.match(core) is not None
        or any(h.rule != "reinforcement" for h in _sentence_hits(core, ""))
    )


def _sentence_hits(sentence: str, context: str) -> list[_Hit]:
    if _is_ack(sentence):
        return []
    hits: list[_Hit] = []
    question = sentence.rstrip().endswith("?") and p.TAG_QUESTION.search(sentence) is None
    core = _strip_filler(sentence)
    if p.REINFORCEMENT.search(sentence) is not None:
        hits.append(_Hit(rule="reinforcement", text=sentence))
    if not question and _decision_match(core) is not None:
        hits.append(_Hit(rule="decision", text=sentence))
    if _is_direction(core, sentence, question=question):
        hits.append(_Hit(rule="direction", text=sentence))
    span = _clause_span(sentence, context, question=question)
    if span is not None:
        hits.append(span)
    return hits


def _is_direction(core: str, sentence: str, *, question: bool) -> bool:
    standing = p.STANDING_MARKER.search(sentence) is not None
    lead = p.DIRECTION_LEAD.match(core)
    body = core[lead.end() :] if lead is not None else core
    polite = lead is not None and lead.group(0).lower().split()[0] in {
        "can",
        "could",
        "would",
        "will",
    }
    if (question and not polite) or p.ENCOURAGEMENT.search(body) or p.NOT_A_DIRECTION.match(body):
        return False
    if p.IMPERATIVE_LEAD.match(body) is not None:
        return not body.lower().startswith(("stop", "quit")) or p.GERUND.match(body) is not None
    if polite:
        return standing and p.IMPERATIVE_VERB.match(body) is not None
    if p.STYLE_IMPERATIVE.match(body) is not None:
        return True
    if lead is not None:
        return standing or p.STYLE_IMPERATIVE.match(body) is not None
    return (
        standing
        and p.IMPERATIVE_VERB.match(body) is not None
        and p.NOT_IMPERATIVE_NEXT.match(body) is None
        and not _first_person(body)
    )


def _clause_span(sentence: str, context: str, *, question: bool) -> _Hit | None:
    """The clauses of `sentence` that state a preference or a fact, as one hit."""
    bounds = [
        0,
        *(x for m in p.CLAUSE_SPLIT.finditer(sentence) for x in (m.start(), m.end())),
        len(sentence),
    ]
    found: list[tuple[int, int, str]] = []
    pieces = list(zip(bounds[::2], bounds[1::2], strict=True))
    for index, (start, end) in enumerate(pieces):
        clause = sentence[start:end]
        is_last = index == len(pieces) - 1
        if p.QUESTION_HEAD.match(clause) or (question and is_last):
            sub = p.EMBEDDED_REASON.search(clause)
            if sub is None:
                continue
            start, clause = start + sub.end(), clause[sub.end() :]
        rule = _clause_rule(_strip_filler(clause), context)
        if rule is not None:
            found.append((start, end, rule))
    if not found:
        return None
    rule = max((r for _, _, r in found), key=_PRIORITY.__getitem__)
    end = found[-1][1]
    # A list or a qualifier that continues the last signal clause belongs to it.
    for start, stop in pieces:
        if start >= end and not question and p.CLAUSE_HAS_SUBJECT.match(sentence[start:stop]) is None:
            end = stop
        elif start >= end:
            break
    text = sentence[found[0][0] : end].strip(" ,;:-")
    return _Hit(rule=rule, text=text)


def _clause_rule(clause: str, context: str) -> str | None:
    if not clause or p.REQUEST_HEAD.match(clause) is not None:
        return None
    fact = _fact_rule(clause)
    if fact == "constraint":
        return fact
    if _is_preference(clause, context):
        return "preference"
    return fact


def _is_preference(clause: str, context: str) -> bool:
    m = p.PREFERENCE_VERB.search(clause) or p.COORDINATED_PREFERENCE.search(clause)
    if m is not None:
        verb = m.group("verb").lower().split()[-1]
        rest = clause[m.end() :].strip(" ,.!?;:")
        if verb.startswith("prefer"):
            return bool(rest) and p.REACTION_CHOICE.match(rest) is None
        if verb not in _LIKING:
            return True
        subject = clause[m.start() : m.end()].lower().split()
        reaction = (
            not rest
            or "we" in subject
            or p.REACTION_OBJECT.match(rest) is not None
            or (rest.lower().startswith("the ") and _overlap(rest, context) >= 0.6)
        )
        if not reaction:
            return True
    if p.RATHER.search(clause) is not None:
        return True
    state = p.PREFERENCE_STATE.search(clause)
    if state is not None and (
        clause[state.end() :].strip(" ,.!")
        or state.group(0).split()[-1].lower() not in p.PREPOSITIONS
    ):
        return True
    return p.PREFERENCE_OTHER.search(clause) is not None or p.NOT_FOR_ME.search(clause) is not None


def _fact_rule(clause: str) -> str | None:
    m = p.FACT_CLAUSE.search(clause)
    if m is not None:
        return "constraint" if m.group("constraint") else "fact"
    if _name(clause) is not None:
        return "fact"
    role = p.ROLE.search(clause)
    if role is not None and _is_role(role.group("role")):
        return "fact"
    return None


def _name(clause: str) -> str | None:
    m = p.NAME.search(clause) or p.NAME_GREETING.search(clause)
    if m is None:
        return None
    words: list[str] = []
    for index, word in enumerate(m.group("name").split()):
        word = word.strip(".'-")
        if not word or word.lower() in p.NOT_A_NAME or (index > 0 and not word[0].isupper()):
            break
        words.append(word[0].upper() + word[1:])
    short_reply = len(clause.split()) <= 6
    if not words or (not m.group("name")[0].isupper() and not short_reply):
        return None
    return " ".join(words)


def _is_role(role: str) -> bool:
    words = role.lower().split()
    if not words or any(w in p.NOT_A_ROLE or w in p.ROLE_BREAKERS for w in words):
        return False
    last = words[-1]
    return last in p.ROLE_NOUNS or p.ROLE_SUFFIX.fullmatch(last) is not None


def _decision_match(core: str) -> re.Match[str] | None:
    m = p.DECISION.match(core)
    if m is None:
        return None
    rest = m.group("rest") or m.group("rest3") or ""
    if p.DECISION_BAD_OBJECT.match(rest):
        return None
    verb = (m.group("verb") or "").lower()
    if verb in {"pick", "choose"} and rest.lower().startswith(("a ", "an ", "some ", "one ")):
        return None
    how = (m.group("how") or "").lower()
    if how == "to" and p.DECISION_OBJECT.match(rest) is None:
        return None
    return m


def _first_person(text: str) -> bool:
    return p.FIRST_PERSON_SUBJECT.search(text) is not None


def _overlap(phrase: str, context: str) -> float:
    words = {_stem(t) for t in _tokens(phrase) if _is_subject(t)}
    if not words:
        return 0.0
    seen = {_stem(t) for t in _tokens(context) if _is_subject(t)}
    return len(words & seen) / len(words)


# --- derivation helpers ---


def _derive_sentence(kind: SignalType, sentence: str) -> tuple[MemoryType, str] | None:
    if kind is SignalType.CORRECTION:
        return _derive_correction(sentence)
    if kind is SignalType.DECISION:
        content = _decision_content(_strip_filler(sentence))
        return None if content is None else (MemoryType.DECISION, content)
    if kind is SignalType.FACT:
        name = _name(sentence)
        if name is not None:
            return MemoryType.FACT, f"The user's name is {name}."
        content = _canonical(sentence)
        return None if content is None else (MemoryType.FACT, content)
    content = _canonical(sentence)
    return None if content is None else (MemoryType.RULE, content)


def _derive_correction(sentence: str) -> tuple[MemoryType, str] | None:
    core = p.TRAILING_JUNK.sub("", _strip_filler(sentence))
    for lead in (p.CORRECTION_LEAD, p.NO_LEAD, p.ACTUALLY):
        m = lead.match(core)
        if m is not None:
            core = _strip_filler(core[m.end() :])
    said = p.I_SAID.match(core)
    if said is not None:
        core = p.TO_PREFIX.sub("", said.group("rest"))
    swap = p.NOT_X_BUT_Y.match(core)
    if swap is not None:
        core = f"{swap.group('y')}, not {swap.group('x')}"
    if not core or _is_ack(core) or p.ONE_OFF_TASK.match(core) or core.lower().startswith("you "):
        if not p.DIRECTION_LEAD.match(core):
            return None
    if _decision_match(core) is not None:
        content = _decision_content(core)
        return None if content is None else (MemoryType.DECISION, content)
    if _fact_rule(core) is not None and not _is_preference(core, ""):
        name = _name(core)
        if name is not None:
            return MemoryType.FACT, f"The user's name is {name}."
        content = _canonical(core)
        return None if content is None else (MemoryType.FACT, content)
    content = _canonical(core)
    return None if content is None else (MemoryType.RULE, content)


def _decision_content(core: str) -> str | None:
    m = _decision_match(core)
    if m is None:
        return _canonical(core)
    groups = m.groupdict()
    target = next((v for k, v in groups.items() if k.startswith("rest") and v), "")
    if p.DEICTIC.match(target):
        return None
    if groups["rest"] is not None:
        verb = " ".join(groups["verb"].lower().split())
        head = "Use" if verb in p.USE_VERBS else verb
        return _canonical(f"{head} {groups['rest']}")
    if groups["rest3"] is not None:
        how = groups["how"].lower()
        rest = p.WE_WILL.sub("", groups["rest3"])
        if how in {"on", "upon"}:
            rest = f"use {rest}"
        elif how == "against":
            rest = f"avoid {rest}"
        return _canonical(rest)
    for key in ("rest2", "rest5", "rest6"):
        if groups[key] is not None:
            return _canonical(f"use {groups[key]}")
    tail = groups["rest4"] or groups["rest7"] or core
    return _canonical(p.WE_WILL.sub("", tail))


def _canonical(text: str) -> str | None:
    core = _strip_filler(_unquote(text))
    lead = p.DIRECTION_LEAD.match(core)
    if lead is not None:
        core = core[lead.end() :]
    core = _strip_filler(_third_person(core))
    core = p.TRAILING_JUNK.sub("", core).strip()
    if sum(ch.isalnum() for ch in core) < 2:
        return None
    return core[0].upper() + core[1:] + "."


def _unquote(text: str) -> str:
    text = text.strip()
    if len(text) > 1 and text[0] in "\"'" and text[-1] == text[0]:
        return text[1:-1].strip()
    return text.strip("\"")


def _third_person(text: str) -> str:
    out: list[str] = []
    pos = 0
    named = False
    coordinate_from: int | None = None
    for m in p.FIRST_PERSON.finditer(text):
        if m.start() < pos:
            continue
        out.append(text[pos : m.start()])
        pos = m.end()
        word = m.group("word").lower()
        contraction = " ".join((m.group("contraction") or "").lower().split())
        if word in {"i", "we"} and named:
            out.append(_LATER_SUBJECT.get(contraction, f"they {contraction}".strip()))
        elif word in {"i", "we"}:
            named = True
            subject = "the user" if word == "i" else "the user's team"
            verb = p.VERB_AFTER.match(text, pos)
            if contraction:
                out.append(f"{subject} {_FIRST_SUBJECT[contraction]}")
            elif verb is not None and verb.group("verb").lower() not in p.NOT_VERBS:
                out.append(f"{subject}{verb.group('adverbs')}{_third_singular(verb.group('verb'))}")
                pos = verb.end()
            else:
                out.append(subject)
            coordinate_from = sum(map(len, out))
        elif word in {"my", "our"}:
            out.append("their" if named else ("the user's" if word == "my" else "the user's team's"))
            named = True
        elif word in {"me", "myself"} and not named:
            out.append("the user")
            named = True
        else:
            # A contraction after "me" or "us" ("let us have") is not theirs to keep.
            out.append(_OBJECT[word] + text[m.end("word") : m.end()])
    out.append(text[pos:])
    result = "".join(out)
    if coordinate_from is None:
        return result
    # Verbs that share the user as subject: "avoids X and prefer Y" -> "and prefers Y".
    later = p.LATER_SUBJECT.search(result, coordinate_from)
    stop = len(result) if later is None else later.start()
    middle = p.COORDINATED_VERB.sub(
        lambda c: c.group("head") + _third_singular(c.group("verb")), result[coordinate_from:stop]
    )
    return result[:coordinate_from] + middle + result[stop:]


_FIRST_SUBJECT = {
    "'m": "is",
    "am": "is",
    "'re": "is",
    "are": "is",
    "was": "was",
    "were": "was",
    "'ve": "has",
    "have": "has",
    "had": "had",
    "'d": "would",
    "'ll": "will",
    "do": "does",
    "don't": "doesn't",
    "do not": "does not",
    "haven't": "hasn't",
    "have not": "has not",
}
_LATER_SUBJECT = {"'m": "they are", "am": "they are", "was": "they were", "'re": "they are"}
_OBJECT = {
    "me": "them",
    "us": "them",
    "mine": "theirs",
    "ours": "theirs",
    "myself": "themselves",
    "ourselves": "themselves",
}


def _third_singular(verb: str) -> str:
    low = verb.lower()
    if low in p.IRREGULAR_THIRD:
        return p.IRREGULAR_THIRD[low]
    if low in p.MODALS or low.endswith(("ed", "n't")):
        return verb
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(low) > 2 and low.endswith("y") and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


# --- polarity helpers ---


def _tokens(text: str) -> list[str]:
    return [t.lower() for t in p.WORD.findall(_normalise(text).lower())]


def _is_negator(token: str) -> bool:
    return token in p.NEGATORS or token.endswith("n't")


def _is_subject(token: str) -> bool:
    return (
        not _is_negator(token) and token not in p.STOPWORDS and (len(token) > 1 or token.isdigit())
    )


def _stem(token: str) -> str:
    word = token.removesuffix("'s")
    for suffix, replacement in p.SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)] + replacement
            break
    if len(word) >= 4 and word.endswith("e"):
        word = word[:-1]
    return word


def _tagged_subject(text: str) -> frozenset[str]:
    tagged: set[str] = set()
    for index, part in enumerate(p.COMPARATORS.split(_normalise(text), maxsplit=1)):
        prefix = "~" if index else ""
        tagged.update(prefix + _stem(t) for t in _tokens(part) if _is_subject(t))
    return frozenset(tagged)
