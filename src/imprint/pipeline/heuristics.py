"""Offline heuristics for the observe pipeline: detect a signal, derive a memory, compare two.

Pure functions over the precompiled patterns in `patterns.py`; no I/O, no state.

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

import re
from dataclasses import dataclass
from functools import lru_cache

from imprint.pipeline import patterns as p
from imprint.pipeline.hedges import hedged
from imprint.pipeline.injection import folded_injection, reworded_injection
from imprint.types import MemoryType, Signal, SignalType

__all__ = [
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
]

MAX_CHARS = 4000
"""Only the first `MAX_CHARS` characters of a reply are analysed, which bounds the time."""
MAX_SENTENCE_CHARS = 500
"""Longer sentences are cut; signals hide in short sentences, run-ons are rarely directions."""
DUPLICATE_THRESHOLD = 0.75
"""Jaccard similarity of tagged subject stems at or above which two contents are duplicates."""

_RULES = {
    "correction": (60, SignalType.CORRECTION, 0.8),
    "decision": (50, SignalType.DECISION, 0.75),
    "direction": (40, SignalType.PREFERENCE, 0.8),
    "constraint": (35, SignalType.FACT, 0.8),
    "preference": (30, SignalType.PREFERENCE, 0.7),
    "fact": (20, SignalType.FACT, 0.7),
    "reinforcement": (10, SignalType.REINFORCEMENT, 0.7),
}
"""Rule name -> (priority when several fire, signal type, confidence)."""
_SPEAKER_WORDS = frozenset("i we my our me us name someone person one myself".split())
"""A clause rule can only fire where one of these words is (see `_clause_span`)."""
_CLAUSE_SPEAKER_WORDS = _SPEAKER_WORDS | frozenset(("im", "ive"))
"""The fact and preference patterns of `_clause_rule` each need one of these words ("im"
and "ive": `ROLE` allows "im a nurse")."""
_NAME_WORDS = frozenset("call name go called refer address i".split())
"""`NAME` and `NAME_GREETING` need one of these words."""
_SPAN_TOP = max(_RULES[rule][0] for rule in ("constraint", "preference", "fact"))
"""The highest priority a clause span (`_clause_span`) can have."""


@dataclass(frozen=True, slots=True, kw_only=True)
class _Hit:
    """One candidate signal in one sentence."""

    rule: str
    """The rule that fired, a key of `_RULES`."""
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
    best = max(hits, key=lambda h: _RULES[h.rule][0])
    _, kind, confidence = _RULES[best.rule]
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
    return _polarity(_tokens(content))


def _polarity(tokens: list[str]) -> tuple[int, frozenset[str]]:
    negative = any(_is_negator(t) for t in tokens)
    subject = frozenset(_stem(t) for t in tokens if _is_subject(t))
    return (-1 if negative else 1), subject


@dataclass(frozen=True, slots=True)
class ContentKey:
    """What consolidation compares, computed once per content (see `content_key`)."""

    sign: int
    """+1 or -1, as `polarity` gives."""
    subject: frozenset[str]
    """Subject stems, as `polarity` gives."""
    tagged: frozenset[str]
    """Subject stems with the rejected side of a comparison prefixed by `~`."""
    tokens: tuple[str, ...]
    """All lower-case words, for contents without subject words."""


@lru_cache(maxsize=8192)
def content_key(content: str) -> ContentKey:
    """Precompute what `is_near_duplicate` and `polarity` look at.

    Cached: consolidation compares each new memory with the same few stored ones again and
    again, and the key (immutable) depends on the text alone.
    """
    tokens = _tokens(content)
    sign, subject = _polarity(tokens)
    # Without a comparator `_tagged_subject` has one part, these same tokens, and tags none.
    compared = p.COMPARATORS.search(_normalise(content)) is not None
    tagged = _tagged_subject(content) if compared else subject
    return ContentKey(sign=sign, subject=subject, tagged=tagged, tokens=tuple(tokens))


def subject_words(content: str) -> str:
    """The words of `content` that `polarity` counts as its subject, or all of it if none.

    A stored memory can only be a near-duplicate of the content or contradict it if it
    shares one of these words (or, without them, all its words), so they are what
    consolidation searches candidates by.
    """
    words = [t for t in _tokens(content) if _is_subject(t)]
    return " ".join(words) if words else content


def keys_near_duplicate(a: ContentKey, b: ContentKey) -> bool:
    """`is_near_duplicate` on precomputed keys."""
    if a.sign != b.sign:
        return False
    if not a.tagged or not b.tagged:
        return a.tokens == b.tokens
    return len(a.tagged & b.tagged) / len(a.tagged | b.tagged) >= DUPLICATE_THRESHOLD


def is_near_duplicate(a: str, b: str) -> bool:
    """True when two contents say the same thing: same polarity, near-identical subject.

    Similarity is the Jaccard index of the subject stems (see `polarity`), where words after
    "instead of", "rather than", "over", "than" or ", not" are tagged as the rejected side,
    so "Use Postgres instead of MySQL." and "Use MySQL instead of Postgres." differ. Two
    contents are duplicates at `DUPLICATE_THRESHOLD` (0.75) or more: one extra word among
    four still merges, one extra among two does not.
    """
    return keys_near_duplicate(content_key(a), content_key(b))


def looks_like_injection(text: str) -> bool:
    """True for instruction-shaped text aimed at the agent rather than about the user.

    Catches "ignore previous instructions", requests for the system prompt, role and tool
    tags (`<system>`, `[INST]`, `<|im_start|>`, a line starting `assistant:`), sending data
    to a URL, and invisible Unicode tag characters. Preferences such as "Always answer in
    French." are not injections. Obfuscated spellings are folded first (`injection`).
    """
    normalised = _normalise(text)[: MAX_CHARS * 4]
    return (
        p.INJECTION.found(normalised)
        or p.HIDDEN.search(text) is not None
        or reworded_injection(normalised)
        or folded_injection(normalised)
    )


# --- detection ---


def _normalise(text: str) -> str:
    return text.translate(p.QUOTES).strip()


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in p.SENTENCE_SPLIT.split(text) if s and s.strip()]


@lru_cache(maxsize=4096)
def _is_ack(sentence: str) -> bool:
    # Cached: the reading asks it of the same sentence several times.
    return all(p.ACK_CLAUSE.fullmatch(c.strip()) for c in p.ACK_SPLIT.split(sentence) if c.strip())


@lru_cache(maxsize=1024)
def _strip_filler(text: str) -> str:
    # Cached: detection strips the same sentence and clauses several times per reply.
    previous, text = None, text.strip()
    while previous != text:
        previous = text
        text = p.LEADING_FILLER.sub("", text, count=1).strip()
        if _may_end_in_filler(text):
            text = p.TRAILING_FILLER.sub("", text).strip()
        ack = p.LEADING_ACK.match(text)  # "Sure, that's fine, go with B."
        if ack is not None and ack.end() < len(text) and p.ACK_CLAUSE.fullmatch(ack.group(1)):
            text = text[ack.end() :]
    if text.isascii() and "please" not in text.lower():
        return text.strip(" ,;:-")  # what the substitution would leave: it has no match
    return p.INLINE_PLEASE.sub("", text).strip(" ,;:-")


_FILLER_ENDS = tuple(
    """thanks you thx ty please pls cheers can possible mind on forward future ok okay answers
    responses replies chats btw lol haha fyi though anyway much lot again""".split()
)
r"""The last word of every match of `TRAILING_FILLER`, before its closing `[\s.!?]*`."""


def _may_end_in_filler(text: str) -> bool:
    """False when `TRAILING_FILLER` cannot match: an ASCII text not ending in its words."""
    if not text.isascii():
        return True
    end = len(text)
    while end and (text[end - 1].isspace() or text[end - 1] in ".!?"):
        end -= 1
    return text[:end].lower().endswith(_FILLER_ENDS)


def _correction(sentences: list[str], context: str) -> _Hit | None:
    """A correction of the agent's last turn, judged on the reply's opening."""
    first, following = sentences[0], (sentences[1] if len(sentences) > 1 else "")
    both = _Hit(rule="correction", text=f"{first} {following}".strip())
    lead = p.CORRECTION_LEAD.match(first)
    if lead is not None:
        if first[lead.end() :].strip():
            return _Hit(rule="correction", text=first)
        return both if following and not _is_ack(following) else _Hit(rule="correction", text=first)
    no = p.NO_LEAD.match(first)
    # "No, ..." that answers the agent's question ("Have you tried it?") is not a correction.
    if no is not None and not context.rstrip().endswith("?"):
        rest = first[no.end() :].strip()
        if _is_correction_content(rest or following):
            return _Hit(rule="correction", text=first) if rest else both
    if p.I_SAID.match(_strip_filler(first)) is not None:
        return _Hit(rule="correction", text=first)
    # "tabs, not spaces. this is a Go repo": the swap opens the reply, a reason may follow.
    if len(sentences) <= 3 and len(first.split()) <= 8:
        swap = _not_x_but_y(_strip_filler(first))
        if (
            swap is not None
            and (not context or _overlap(swap[1], context) > 0)
            and (len(sentences) == 1 or _IS_A_SWAP.fullmatch(swap[1]) is not None)
        ):
            return _Hit(rule="correction", text=first)
    actually = p.ACTUALLY.match(first)
    if actually is not None and _has_content(first[actually.end() :]):
        return _Hit(rule="correction", text=first)
    return None


# The rejected side of a swap a reason may follow: a short name ("spaces", "APA", "two"),
# not a clause ("not everything has been going smoothly").
_IS_A_SWAP = re.compile(
    r"(?!(?:everything|everyone|everybody|all|always|much|many|only|really|quite|exactly|sure|yet"
    r"|so|too|that|this|it|me|you|him|her|them|us|really|even|just)\b)[\w.+#/'-]+(?:\s+[\w.+#/'-]+){0,2}",
    re.IGNORECASE,
)


def _not_x_but_y(text: str) -> tuple[str, str] | None:
    """`(kept, rejected)` for "Not X, Y" and "Y, not X"."""
    text = p.TRAILING_JUNK.sub("", text)
    m = p.NOT_X_BUT_Y.match(text) or p.Y_NOT_X.match(text)
    return None if m is None else (m.group("y"), m.group("x"))


def _has_content(text: str) -> bool:
    return any(h.rule != "reinforcement" for h in _sentence_hits(text, ""))


def _is_correction_content(rest: str) -> bool:
    core = _strip_filler(rest)
    if not core or _is_ack(core):
        return False
    if core.lower().startswith("you") and p.DIRECTION_LEAD.match(core) is None:
        return False
    shaped = (p.IMPERATIVE_VERB, p.IMPERATIVE_LEAD, p.DIRECTION_LEAD, p.I_SAID, p.STATEMENT_FIX)
    short = len(core.split()) <= 5 and p.SHORT_CORRECTION.match(core) is not None
    return short or any(x.match(core) for x in shaped) or _has_content(core)


def _sentence_hits(sentence: str, context: str) -> list[_Hit]:
    if _is_ack(sentence):
        return []
    hits: list[_Hit] = []
    question = sentence.rstrip().endswith("?") and p.TAG_QUESTION.search(sentence) is None
    core = _strip_filler(sentence)
    if p.REINFORCEMENT.found(sentence):
        hits.append(_Hit(rule="reinforcement", text=sentence))
    if not question and _decision_match(core) is not None:
        hits.append(_Hit(rule="decision", text=sentence))
    if _is_direction(core, sentence, question=question):
        hits.append(_Hit(rule="direction", text=sentence))
    elif not question:  # "I'm a beginner, so explain things simply."
        for clause in _later_clauses(sentence):
            if p.STYLE_IMPERATIVE.match(_strip_filler(clause)) is not None:
                hits.append(_Hit(rule="direction", text=clause.strip()))
                break
        else:
            asked = _standing_please(sentence)
            if asked is not None:
                hits.append(_Hit(rule="direction", text=asked))
    if any(_RULES[h.rule][0] > _SPAN_TOP for h in hits):
        # A clause span ranks below this hit, so it could neither be chosen nor join the
        # chosen text; its dozen patterns are a third of the time spent on a direction.
        return hits
    span = _clause_span(sentence, context, question=question)
    return hits if span is None else [*hits, span]


def _standing_please(sentence: str) -> str | None:
    """A standing ask after a comma: "i'm team httpx, pls use it any time you write http"."""
    low = sentence.lower()
    if "," not in sentence or not ("pl" in low or "kindly" in low):
        return None  # every match has a comma, then "please", "pls", "plz" or "kindly"
    for clause in p.PLEASE_CLAUSE.split(sentence)[1:]:
        core = _strip_filler(clause)
        if p.IMPERATIVE_VERB.match(core) is not None and (
            p.STANDING_MARKER.search(clause) is not None or p.ANY_TIME.search(clause) is not None
        ):
            return clause.strip()
    return None


def _is_direction(core: str, sentence: str, *, question: bool) -> bool:
    """An instruction to the agent that should hold beyond this turn."""
    scope = p.SCOPE_PREFIX.match(core)  # "When writing SQL, always use uppercase."
    core = _strip_filler(core[scope.end() :]) if scope is not None else core
    lead = p.DIRECTION_LEAD.match(core)
    body = core[lead.end() :] if lead is not None else core
    polite = lead is not None and lead.group(0).split()[0].lower() in p.POLITE
    if (
        (question and not polite)
        or len(body.split()) < 2
        or p.ENCOURAGEMENT.found(body)
        or p.NOT_A_DIRECTION.match(body)
    ):
        return False
    if question and p.BE_NOT_STYLE.match(body) is not None:
        return False  # "will you always be there?" asks for no behaviour at work
    if p.IMPERATIVE_LEAD.match(body) is not None:
        return not body.lower().startswith(("stop", "quit")) or p.GERUND.match(body) is not None
    # The standing marker is searched last: an unanchored search, and most sentences are
    # decided without it.
    if polite:  # "can you ..." is a request unless it asks for a standing behaviour
        marker = p.STANDING_MARKER.search(sentence)
        return (
            p.IMPERATIVE_VERB.match(body) is not None
            and marker is not None
            # "can you tell me what you always ...?" asks a question of its own.
            and p.QUESTION_WORD.search(sentence, 0, marker.start()) is None
        )
    if p.STYLE_IMPERATIVE.match(body) is not None:
        return True
    return (
        p.IMPERATIVE_VERB.match(body) is not None
        and p.NOT_IMPERATIVE_NEXT.match(body) is None
        and p.FIRST_PERSON_SUBJECT.search(body) is None
        and p.STANDING_MARKER.search(sentence) is not None
    )


def _clause_span(sentence: str, context: str, *, question: bool) -> _Hit | None:
    """The clauses of `sentence` that state a preference or a fact, as one hit."""
    if not _SPEAKER_WORDS.intersection(p.ASCII_WORD.findall(sentence.lower())):
        # Every clause rule needs the user as speaker ("I", "we", "my", "me", "call me",
        # "as someone who"); most sentences of a chat without one are ruled out here.
        return None
    cuts = [x for m in p.CLAUSE_SPLIT.finditer(sentence) for x in (m.start(), m.end())]
    bounds = [0, *cuts, len(sentence)]
    pieces = list(zip(bounds[::2], bounds[1::2], strict=True))
    found: list[tuple[int, int, str]] = []
    for index, (start, end) in enumerate(pieces):
        clause = sentence[start:end]
        if p.QUESTION_HEAD.match(clause) or (question and index == len(pieces) - 1):
            # "Any tips, since I avoid dairy?": the reason can still state a preference.
            reason = p.EMBEDDED_REASON.search(clause)
            if reason is None:
                continue
            start, clause = start + reason.end(), clause[reason.end() :]
        rule = _clause_rule(_strip_filler(clause), context)
        if rule is None and _name(clause) is not None:
            rule = "fact"
        if rule is not None:
            found.append((start, end, rule))
    if not found:
        return None
    end = found[-1][1]
    for start, stop in pieces:  # a list or qualifier that continues the last clause
        if start < end:
            continue
        if question or p.CLAUSE_HAS_SUBJECT.match(sentence[start:stop]) is not None:
            break
        end = stop
    rule = max((r for _, _, r in found), key=lambda r: _RULES[r][0])
    return _Hit(rule=rule, text=sentence[found[0][0] : end].strip(" ,;:-"))


def _clause_rule(clause: str, context: str) -> str | None:
    if not clause or p.REQUEST_HEAD.match(clause) is not None:
        return None
    if clause.isascii() and _CLAUSE_SPEAKER_WORDS.isdisjoint(p.ASCII_WORD.findall(clause.lower())):
        # Every fact and preference pattern but `_name`'s needs the user as speaker; most
        # clauses of a chat are ruled out here. (ASCII only: under IGNORECASE a dotless
        # "i" matches "i", which the word screen would miss.)
        return "fact" if _name(clause) is not None else None
    fact = _fact_rule(clause)
    if fact != "constraint" and _is_preference(clause, context):
        return "preference"
    return fact


def _is_preference(clause: str, context: str) -> bool:
    """A standing like or dislike stated in the first person, not a reaction to the answer."""
    m = p.PREFERENCE_VERB.search(clause) or p.COORDINATED_PREFERENCE.search(clause)
    if m is not None:
        verb = m.group("verb").lower().split()[-1]
        rest = clause[m.end() :].strip(" ,.!?;:")
        if verb.startswith("prefer"):
            return bool(rest) and p.REACTION_CHOICE.match(rest) is None
        if verb not in p.LIKING:
            return True
        reaction = (
            not rest
            or "we" in clause[m.start() : m.end()].lower().split()
            or p.REACTION_OBJECT.match(rest) is not None
            or (rest.lower().startswith("the ") and _overlap(rest, context) >= 0.6)
        )
        if not reaction:
            return True
    state = p.PREFERENCE_STATE.search(clause)
    if state is not None and (
        clause[state.end() :].strip(" ,.!")
        or state.group(0).split()[-1].lower() not in p.PREPOSITIONS
    ):
        return True
    others = (p.RATHER, p.PREFERENCE_OTHER, p.NOT_FOR_ME)
    if any(x.search(clause) is not None for x in others):
        return True
    # "maybe I'm a morning person after all": a side taken only tentatively is no preference.
    return p.SIDE_PREFERENCE.found(clause) and not hedged(clause)


def _fact_rule(clause: str) -> str | None:
    m = p.FACT_CLAUSE.search(clause)
    if m is not None:
        return "constraint" if m.group("constraint") else "fact"
    role = p.ROLE.search(clause)
    if _name(clause) is not None or (role is not None and _is_role(role.group("role"))):
        return "fact"
    return None


def _name(clause: str) -> str | None:
    if not _NAME_WORDS.intersection(p.ASCII_WORD.findall(clause.lower())):
        return None
    m = p.NAME.search(clause) or p.NAME_GREETING.search(clause)
    if m is None:
        return None
    words: list[str] = []
    for index, word in enumerate(m.group("name").split()):
        word = word.strip(".'-")
        if not word or word.lower() in p.NOT_A_NAME or (index > 0 and not word[0].isupper()):
            break
        words.append(word[0].upper() + word[1:])
    # "call me crazy, but ...": a lowercase "name" is trusted only in a short reply.
    if not words or (not m.group("name")[0].isupper() and len(clause.split()) > 6):
        return None
    return " ".join(words)


def _is_role(role: str) -> bool:
    words = role.lower().split()
    if not words or any(w in p.NOT_A_ROLE or w in p.ROLE_BREAKERS for w in words):
        return False
    return words[-1] in p.ROLE_NOUNS or p.ROLE_SUFFIX.fullmatch(words[-1]) is not None


def _decision_match(core: str) -> re.Match[str] | None:
    m = p.DECISION.match(core)
    if m is None:
        return None
    rest = (m.group("rest") or m.group("rest3") or "").lower()
    verb = (m.group("verb") or "").lower()
    if p.DECISION_BAD_OBJECT.match(rest) or (
        verb in {"pick", "choose"} and rest.startswith(("a ", "an ", "some ", "one "))
    ):
        return None
    # "I decided to take a break" is narrative; "we decided to migrate" is a choice.
    if (m.group("how") or "").lower() == "to" and p.DECISION_OBJECT.match(rest) is None:
        return None
    return m


def _overlap(phrase: str, context: str) -> float:
    words = {_stem(t) for t in _tokens(phrase) if _is_subject(t)}
    seen = {_stem(t) for t in _tokens(context) if _is_subject(t)}
    return len(words & seen) / len(words) if words else 0.0


# --- derivation ---


def _derive_sentence(kind: SignalType, sentence: str) -> tuple[MemoryType, str] | None:
    core: str | None = _strip_filler(sentence)
    if kind is SignalType.CORRECTION:
        core = _correction_core(p.TRAILING_JUNK.sub("", core or ""))
    if core is None:
        return None
    if kind is SignalType.DECISION or (
        kind is SignalType.CORRECTION and _decision_match(core) is not None
    ):
        content = _decision_content(core)
        return None if content is None else (MemoryType.DECISION, content)
    fact = kind is SignalType.FACT or (
        kind is SignalType.CORRECTION
        and _fact_rule(core) is not None
        and not _is_preference(core, "")
    )
    name = _name(sentence) if fact else None
    if name is not None:
        return MemoryType.FACT, f"The user's name is {name}."
    content = _canonical(core)
    return None if content is None else (MemoryType.FACT if fact else MemoryType.RULE, content)


def _correction_core(core: str) -> str | None:
    """What a correction asks for, without "no", "that's wrong" or "I said"."""
    for lead in (p.CORRECTION_LEAD, p.NO_LEAD, p.ACTUALLY):
        m = lead.match(core)
        if m is not None:
            core = _strip_filler(core[m.end() :])
    said = p.I_SAID.match(core)
    if said is not None:
        core = p.TO_PREFIX.sub("", said.group("rest"))
    swap = _not_x_but_y(core)
    if swap is not None:
        core = f"{swap[0]}, not {swap[1]}"
    if p.DIRECTION_LEAD.match(core) is None and (
        not core
        or _is_ack(core)
        or p.ONE_OFF_TASK.match(core) is not None
        or core.lower().startswith("you ")
    ):
        return None
    return core


def _decision_content(core: str) -> str | None:
    m = _decision_match(core)
    if m is None:
        return _canonical(core)
    groups = m.groupdict()
    target = next((v for k, v in groups.items() if k.startswith("rest") and v), "")
    if p.DEICTIC.match(target):  # "let's go with that": nothing to store offline
        return None
    if groups["rest"] is not None:
        verb = " ".join(groups["verb"].lower().split())
        return _canonical(f"{'use' if verb in p.USE_VERBS else verb} {groups['rest']}")
    if groups["rest3"] is not None:
        head = {"on": "use ", "upon": "use ", "against": "avoid "}.get(groups["how"].lower(), "")
        return _canonical(head + p.WE_WILL.sub("", groups["rest3"]))
    for key in ("rest2", "rest5", "rest6", "rest9"):
        if groups[key] is not None:
            return _canonical(f"use {groups[key]}")
    if groups["rest8"] is not None:
        return _canonical(f"go {groups['rest8']}")
    for key in ("rest11", "rest12"):
        if groups[key] is not None:
            return _canonical(f"go with {groups[key]}")
    if groups["rest10"] is not None:
        return _canonical(f"the user booked {groups['rest10']}")
    return _canonical(p.WE_WILL.sub("", groups["rest4"] or groups["rest7"] or core))


_ASIDE = re.compile(r"(?<=\w)[,\s]+(?:btw|by\s+the\s+way|fyi|tbh|lol)\b(?=\s*(?:[,.;!(]|$))", re.I)
"""A chatty aside inside a statement ("I'm vegetarian btw (eggs are fine)"): not content."""
_ASIDE_WORDS = ("btw", "by the way", "fyi", "tbh", "lol")


def _canonical(text: str) -> str | None:
    core = _strip_filler(_unquote(text))
    if any(word in core.lower() for word in _ASIDE_WORDS):
        core = _ASIDE.sub("", core)
    lead = p.DIRECTION_LEAD.match(core)
    core = _strip_filler(_third_person(core[lead.end() :] if lead else core))
    core = p.TRAILING_JUNK.sub("", core).strip()
    if len(p.WORD.findall(core)) < 2:
        return None
    return core[0].upper() + core[1:] + "."


def _unquote(text: str) -> str:
    text = text.strip()
    if len(text) > 1 and text[0] in "\"'" and text[-1] == text[0]:
        return text[1:-1].strip()
    return text.strip('"')


_TEAM_NEXT = re.compile(r"\s+team\b", re.IGNORECASE)


def _third_person(text: str) -> str:
    """Rewrite first-person text about the user in the third person (see module docstring)."""
    out: list[str] = []
    pos, named, coordinate_from = 0, False, -1
    for m in p.FIRST_PERSON.finditer(text):
        if m.start() < pos:
            continue
        out.append(text[pos : m.start()])
        pos = m.end()
        word = m.group("word").lower()
        contraction = " ".join((m.group("contraction") or "").lower().split())
        if word in {"i", "we"} and named:
            # "and I've": the contraction stays on its subject ("they've", not "they 've").
            joint = "" if contraction.startswith("'") else " "
            out.append(p.LATER_SUBJECT_FORMS.get(contraction, f"they{joint}{contraction}".strip()))
        elif word in {"i", "we"}:
            subject = "the user" if word == "i" else "the user's team"
            verb = p.VERB_AFTER.match(text, pos)
            if contraction:
                out.append(f"{subject} {p.FIRST_SUBJECT[contraction]}")
            elif verb is not None and verb.group("verb").lower() not in p.NOT_VERBS:
                out.append(f"{subject}{verb.group('adverbs')}{_third_singular(verb.group('verb'))}")
                pos = verb.end()
            else:
                out.append(subject)
            named, coordinate_from = True, sum(map(len, out))
        elif word in {"my", "our"}:
            owner = "the user's" if word == "my" else "the user's team's"
            if word == "our" and _TEAM_NEXT.match(text, pos):
                owner = "the user's"  # "our team" is the user's team, not its team's team
            out.append("their" if named else owner)
            named = True
        elif word in {"me", "myself"} and not named:
            out.append("the user")
            named = True
        else:  # "let us have": the contraction belongs to the next word
            # Some letters lower-case to two characters ("\u0130" -> "i\u0307"), which the
            # table does not hold; such a word is kept as written.
            out.append(p.OBJECTS.get(word, m.group("word")) + text[m.end("word") : m.end()])
    result = "".join([*out, text[pos:]])
    if coordinate_from < 0:
        return result
    # Verbs that share the user as subject: "avoids X and prefer Y" -> "and prefers Y".
    later = p.LATER_SUBJECT.search(result, coordinate_from)
    stop = len(result) if later is None else later.start()
    middle = p.COORDINATED_VERB.sub(
        lambda c: c.group("head") + _third_singular(c.group("verb")), result[coordinate_from:stop]
    )
    return result[:coordinate_from] + middle + result[stop:]


def _third_singular(verb: str) -> str:
    low = verb.lower()
    if low in p.IRREGULAR_THIRD:
        third = p.IRREGULAR_THIRD[low]
    elif (
        low in p.MODALS
        or low in p.PAST_IRREGULAR
        or low.endswith("n't")
        or (low.endswith("ed") and low not in p.NOT_PAST_ED)
    ):
        third = low
    elif low.endswith(("s", "sh", "ch", "x", "z", "o")):
        third = low + "es"
    elif len(low) > 2 and low.endswith("y") and low[-2] not in "aeiou":
        third = low[:-1] + "ies"
    else:
        third = low + "s"
    return third.upper() if verb.isupper() and len(verb) > 1 else verb[0] + third[1:]


# --- comparison ---


def _tokens(text: str) -> list[str]:
    return p.WORD.findall(_normalise(text).lower())


def _is_negator(token: str) -> bool:
    return token in p.NEGATORS or token.endswith("n't")


def _is_subject(token: str) -> bool:
    return (
        not _is_negator(token) and token not in p.STOPWORDS and (len(token) > 1 or token.isdigit())
    )


@lru_cache(maxsize=16384)
def _stem(token: str) -> str:
    # Cached: the same few thousand words recur in every user's memories.
    word = token.removesuffix("'s")
    for suffix, replacement in p.SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)] + replacement
            break
    return word[:-1] if len(word) >= 4 and word.endswith("e") else word


def _tagged_subject(text: str) -> frozenset[str]:
    """Subject stems; those after "instead of", "than", ", not" ... are prefixed with `~`."""
    parts = p.COMPARATORS.split(_normalise(text), maxsplit=1)
    return frozenset(
        ("~" if index else "") + _stem(t)
        for index, part in enumerate(parts)
        for t in _tokens(part)
        if _is_subject(t)
    )


# --- the sentence-level API that `understand.py` builds on ---

Hit = _Hit
RULES = _RULES


def normalise(text: str) -> str:
    """Curly quotes and dashes as ASCII, surrounding space stripped."""
    return _normalise(text)


def is_ack(sentence: str) -> bool:
    """Whether a sentence only acknowledges, thanks or greets."""
    return _is_ack(sentence)


def correction_hit(sentences: list[str], context: str) -> Hit | None:
    """A correction of the agent's last turn, judged on the reply's opening sentences."""
    return _correction(sentences, context)


@lru_cache(maxsize=4096)
def _cached_hits(sentence: str, context: str) -> tuple[Hit, ...]:
    return tuple(_sentence_hits(sentence, context))


def sentence_hits(sentence: str, context: str) -> list[Hit]:
    """Every candidate signal in one sentence (see `detect_signal`); cached."""
    return list(_cached_hits(sentence, context))


@lru_cache(maxsize=4096)
def _later_clauses(sentence: str) -> tuple[str, ...]:
    # Cached: detection and the reading split the same sentence several times.
    return tuple(p.CLAUSE_SPLIT.split(sentence)[1:])


@lru_cache(maxsize=4096)
def decision_clause(sentence: str) -> str | None:
    """A later clause of `sentence` that states a decision ("..., and we settled it: X")."""
    # Cached: the reading asks it of every sentence, then again of those without a hit.
    for clause in _later_clauses(sentence):
        core = _strip_filler(clause)
        if core and _decision_match(core) is not None:
            return core
    return None


def derive_sentence(kind: SignalType, sentence: str) -> tuple[MemoryType, str] | None:
    """One sentence of a signal as a memory type and canonical content, or None."""
    return _derive_sentence(kind, sentence[:MAX_SENTENCE_CHARS])


def strip_filler(text: str) -> str:
    """Text without leading and trailing conversational filler ("ok so", "thanks")."""
    return _strip_filler(text)


def canonical(text: str) -> str | None:
    """Text as canonical content: no filler, third person, capitalised, a final period."""
    return _canonical(text)


def third_singular(verb: str) -> str:
    """`verb` as said of one person ("charge" -> "charges", "will" and "raised" as they are)."""
    return _third_singular(verb)
