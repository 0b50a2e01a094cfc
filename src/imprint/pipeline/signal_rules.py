"""The sentence rules: which signals (a direction, a decision, a fact ...) a sentence carries."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from imprint.pipeline import patterns as p
from imprint.pipeline.filler import is_ack, strip_filler
from imprint.pipeline.habits import slip_owned
from imprint.pipeline.hedges import hedged
from imprint.pipeline.likeness import overlap
from imprint.pipeline.screened import screened
from imprint.pipeline.subjects import subjects_in
from imprint.types import SignalType

RULES = {
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
_SPAN_TOP = max(RULES[rule][0] for rule in ("constraint", "preference", "fact"))
"""The highest priority a clause span (`_clause_span`) can have."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Hit:
    """One candidate signal in one sentence."""

    rule: str
    """The rule that fired, a key of `RULES`."""
    text: str
    """The sentence, or the clauses of it, that carry the signal."""


def hits_in(sentence: str, context: str) -> list[Hit]:
    """Every candidate signal in one sentence, uncached (`heuristics.sentence_hits` caches)."""
    if is_ack(sentence):
        return []
    hits: list[Hit] = []
    question = sentence.rstrip().endswith("?") and p.TAG_QUESTION.search(sentence) is None
    core = strip_filler(sentence)
    if p.REINFORCEMENT.found(sentence):
        hits.append(Hit(rule="reinforcement", text=sentence))
    if not question and decision_match(core) is not None:
        hits.append(Hit(rule="decision", text=sentence))
    if _is_direction(core, sentence, question=question):
        hits.append(Hit(rule="direction", text=sentence))
    elif not question:  # "I'm a beginner, so explain things simply."
        for clause in _later_clauses(sentence):
            if p.STYLE_IMPERATIVE.match(strip_filler(clause)) is not None:
                hits.append(Hit(rule="direction", text=clause.strip()))
                break
        else:
            asked = _standing_please(sentence)
            if asked is not None:
                hits.append(Hit(rule="direction", text=asked))
    if any(RULES[h.rule][0] > _SPAN_TOP for h in hits):
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
        core = strip_filler(clause)
        if p.IMPERATIVE_VERB.match(core) is not None and (
            p.STANDING_MARKER.search(clause) is not None or p.ANY_TIME.search(clause) is not None
        ):
            return clause.strip()
    return None


def _is_direction(core: str, sentence: str, *, question: bool) -> bool:
    """An instruction to the agent that should hold beyond this turn."""
    scope = p.SCOPE_PREFIX.match(core)  # "When writing SQL, always use uppercase."
    core = strip_filler(core[scope.end() :]) if scope is not None else core
    lead = p.DIRECTION_LEAD.match(core)
    body = core[lead.end() :] if lead is not None else core
    polite = lead is not None and lead.group(0).split()[0].lower() in p.POLITE
    if (
        (question and not polite)
        or len(body.split()) < 2
        or p.ENCOURAGEMENT.found(body)
        or p.NOT_A_DIRECTION.match(body)
        or slip_owned(body)  # "always mix them up": the user's slip, the "I" left out
    ):
        return False
    if question and p.BE_NOT_STYLE.match(body) is not None:
        return False  # "will you always be there?" asks for no behaviour at work
    if question and not _asks_for_output(body):
        return False  # "so can you always swap one for the other?" asks how things are
    if p.IMPERATIVE_LEAD.match(body) is not None:
        return not body.lower().startswith(("stop", "quit")) or p.GERUND.match(body) is not None
    # The standing marker is searched last: an unanchored search, and most sentences are
    # decided without it.
    if polite:  # "can you ..." is a request unless it asks for a standing behaviour
        refusal = p.POLITE_REFUSAL.match(body.rstrip(" ?.!"))
        if refusal is not None and p.ONE_TURN_WORD.search(body) is None:
            return True  # "could you please not use abbreviations": spared from now on
        marker = p.STANDING_MARKER.search(sentence)
        if marker is None:
            return False
        # "can you actually explain why next time": a softener before the verb
        body = _SOFTENER.sub("", body, count=1)
        asked = p.QUESTION_WORD.search(sentence, 0, marker.start())
        return p.IMPERATIVE_VERB.match(body) is not None and (
            # "can you tell me what you always ...?" asks a question of its own; "explain
            # why" names what to explain
            asked is None
            or (
                asked.group(0).lower() in ("why", "how")
                # "explain why it crashes every time i open it": the crash's every time
                and _NEXT_TIME.fullmatch(marker.group(0)) is not None
                and _EXPLAIN_BEFORE.search(sentence, 0, asked.start()) is not None
            )
        )
    if p.STYLE_IMPERATIVE.match(body) is not None:
        # "quick recap please": a piece of work asked for, not a style
        return not p.asks_for_work(body)
    return (
        p.IMPERATIVE_VERB.match(body) is not None
        and p.NOT_IMPERATIVE_NEXT.match(body) is None
        and p.FIRST_PERSON_SUBJECT.search(body) is None
        and (
            p.STANDING_MARKER.search(sentence)
            or p.EVERY_KIND.search(sentence)
            or _RECURRING_NOW.search(sentence)
        )
        is not None
    )


_RECURRING_NOW = re.compile(
    r"\b(?:these|my|our|all(?:\s+(?:the|my|our))?)\s+(?:[\w-]+\s+){0,2}?(?:updates|e-?mails"
    r"|reports|summaries|posts|notes|messages|replies|newsletters|invoices|recaps|standups|captions"
    r"|descriptions|changelogs|briefs|minutes|handovers)\b[^.;!?]{0,30}?\b(?:as|in|with|without|using"
    r"|like)\b[^.;!?]{1,50}\bnow\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""Work that recurs, asked a new way "now" ("do these client updates as short paragraphs
now"): from now on, not this minute."""
_SOFTENER = re.compile(r"^(?:actually|just|also|maybe|kindly)\s+", re.IGNORECASE)
_NEXT_TIME = re.compile(
    r"next\s+time|from\s+now\s+on|going\s+forward|moving\s+forward|in\s+(?:the\s+)?future"
    r"|henceforth|from\s+here\s+on",
    re.IGNORECASE,
)
"""Markers that can only be said of the ask, not of what the question is about."""
_EXPLAIN_BEFORE = re.compile(
    r"\b(?:explain|show\s+(?:me|us)|walk\s+(?:me|us)\s+through)\s+$", re.IGNORECASE
)
"""A verb whose object is a "why" or "how" ("explain why", "show me how")."""
_ASKED_VERB = re.compile(
    r"^\W*(?:(?:always|ever|never|just|please|pls|by\s+default|actually|also|kindly)\W+)*"
    r"(?P<verb>[a-z][\w-]*)",
    re.IGNORECASE,
)
_OUTPUT_VERBS = frozenset(
    """give use write answer reply respond format put include show send keep spell call sign
    add list cite convert round translate explain summarise summarize start end begin open
    close make do stick default tell remind note mark label bold number quote address avoid
    skip leave stop drop cut limit check double-check proofread speak talk refer say go
    assume ask copy cc bcc attach link greet capitalise capitalize abbreviate""".split()
)
"""What an agent does with its own work: "can you always give me paces in km?" asks it of
the agent; "can you always freeze cooked rice?" asks how things are."""


def _asks_for_output(body: str) -> bool:
    m = _ASKED_VERB.match(body)
    return m is not None and m.group("verb").lower() in _OUTPUT_VERBS


def _clause_span(sentence: str, context: str, *, question: bool) -> Hit | None:
    """The clauses of `sentence` that state a preference or a fact, as one hit."""
    if not _SPEAKER_WORDS.intersection(p.ascii_words(sentence)):
        # Every clause rule needs the user as speaker ("I", "we", "my", "me", "call me",
        # "as someone who"); most sentences of a chat without one are ruled out here.
        return None
    pieces = _pieces(sentence)
    found: list[tuple[int, int, str]] = []
    for index, (start, end) in enumerate(pieces):
        clause = sentence[start:end]
        if p.QUESTION_HEAD.match(clause) or (question and index == len(pieces) - 1):
            # "Any tips, since I avoid dairy?": the reason can still state a preference.
            reason = p.EMBEDDED_REASON.search(clause)
            if reason is None:
                continue
            start, clause = start + reason.end(), clause[reason.end() :]
        rule = _clause_rule(strip_filler(clause), context)
        if rule is None and name_in(clause) is not None:
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
    rule = max((r for _, _, r in found), key=lambda r: RULES[r][0])
    return Hit(rule=rule, text=sentence[found[0][0] : end].strip(" ,;:-"))


def _clause_rule(clause: str, context: str) -> str | None:
    if not clause or p.REQUEST_HEAD.match(clause) is not None:
        return None
    if clause.isascii() and _CLAUSE_SPEAKER_WORDS.isdisjoint(p.ascii_words(clause)):
        # Every fact and preference pattern but `name_in`'s needs the user as speaker; most
        # clauses of a chat are ruled out here. (ASCII only: under IGNORECASE a dotless
        # "i" matches "i", which the word screen would miss.)
        return "fact" if name_in(clause) is not None else None
    fact = fact_rule(clause)
    if fact != "constraint" and is_preference(clause, context):
        return "preference"
    return fact


_WEARY = re.compile(r"\b(?:sick|tired)\s+of$", re.IGNORECASE)
_AT_HAND = re.compile(
    r"\s*(?:this|that|these|those|it|all\s+(?:this|that|of\s+(?:this|that|it)))\b", re.IGNORECASE
)


def is_preference(clause: str, context: str) -> bool:
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
            or (rest.lower().startswith("the ") and overlap(rest, context) >= 0.6)
        )
        if not reaction:
            return True
    state = p.PREFERENCE_STATE.search(clause)
    if (
        state is not None
        and (
            clause[state.end() :].strip(" ,.!")
            or state.group(0).split()[-1].lower() not in p.PREPOSITIONS
        )
        # "I'm so tired of this bug": weary of the thing at hand, no standing dislike
        and not (_WEARY.search(state.group(0)) and _AT_HAND.match(clause[state.end() :]))
    ):
        return True
    others = (p.RATHER, p.PREFERENCE_OTHER, p.NOT_FOR_ME)
    if any(x.search(clause) is not None for x in others):
        return True
    # "maybe I'm a morning person after all": a side taken only tentatively is no preference.
    return p.SIDE_PREFERENCE.found(clause) and not hedged(clause)


def fact_rule(clause: str) -> str | None:
    """The rule for a clause stating a fact about the user ("constraint", "fact"), or None."""
    m = p.FACT_CLAUSE.search(clause)
    if m is not None:
        return "constraint" if m.group("constraint") else "fact"
    role = p.ROLE.search(clause)
    if name_in(clause) is not None or (role is not None and _is_role(role.group("role"))):
        return "fact"
    return None


def name_in(clause: str) -> str | None:
    """The name the user gives in `clause` ("call me Sam", "I'm Ana"), capitalised, or None."""
    if not _NAME_WORDS.intersection(p.ascii_words(clause)):
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


def decision_match(core: str) -> re.Match[str] | None:
    """The `DECISION` match of a choice stated in `core`; None for narrative, vague picks."""
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
    if m.group("rest8") and _LETS_GO.match(core) and not subjects_in(m.group("rest8")):
        return None  # "let's go team!", "let's go slowly": only a named tool is a pick
    if m.group("rest4") and p.UNSETTLED.match(m.group("rest4")):
        return None  # "decision on the job offer: not yet", "verdict on the pizza: meh"
    return m


_LETS_GO = re.compile(r"^(?:\W*\w+[,\s]+){0,2}?let'?s\s+go\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _pieces(sentence: str) -> tuple[tuple[int, int], ...]:
    """The spans of the clauses of `sentence`: the text between `CLAUSE_SPLIT`'s matches."""
    # Cached: the clause span and the later clauses (`_later_clauses`) split the same sentence.
    cuts = [
        x
        for m in p.CLAUSE_SPLIT.finditer(sentence)
        if not _pair_joined(sentence, m)
        for x in (m.start(), m.end())
    ]
    bounds = [0, *cuts, len(sentence)]
    return tuple(zip(bounds[::2], bounds[1::2], strict=True))


def _pair_joined(sentence: str, m: re.Match[str]) -> bool:
    """Whether the cut `m` only joins the user to someone before: "my partner tom and i live"."""
    return m.group(0).strip().lower() == "and" and bool(
        p.PAIRED_SUBJECT.fullmatch(sentence, 0, m.start())
    )


@lru_cache(maxsize=4096)
def _later_clauses(sentence: str) -> tuple[str, ...]:
    # Cached: detection and the reading split the same sentence several times. What
    # `CLAUSE_SPLIT.split` gives: the text between its matches, none of which is empty.
    return tuple(sentence[start:end] for start, end in _pieces(sentence)[1:])


@lru_cache(maxsize=4096)
def decision_clause(sentence: str) -> str | None:
    """A later clause of `sentence` that states a decision ("..., and we settled it: X")."""
    # Cached: the reading asks it of every sentence, then again of those without a hit.
    for clause in _later_clauses(sentence):
        core = strip_filler(clause)
        if core and decision_match(core) is not None:
            return core
    # "ok we talked it over, going with Ember Brothers", "signed the forms, Alder Street it
    # is": a pick after a comma, told after how it was reached.
    if "?" in sentence or _CONDITION.search(sentence):
        return None
    for clause in _COMMA.split(sentence)[1:]:
        core = strip_filler(clause)
        if core and _PICK.match(core) is not None and decision_match(core) is not None:
            return core
    return None


_COMMA = re.compile(r",\s+")
_CONDITION = screened(r"\b(?:if|unless|whether|when|would|should|might)\b", re.IGNORECASE)
_PICK = re.compile(
    r"^(?:(?:we'?re|we\s+are|i'?m|i\s+am)\s+)?(?:going|sticking)\s+with\s+(?!(?:that|it|this|them"
    r"|those|these|one)\b)|^(?!(?:that|it|this)\b)[\w .&'-]{1,40}?\s+it\s+is\b",
    re.IGNORECASE,
)
"""The picks read after a comma: "going with X", "X it is"."""
