"""What a reply says, read offline: its statements, what they replace, what to forget.

`understand(reply, agent_output)` is the heuristic reading that detection and derivation
share (cached, so a reply is read once). A reply may hold several statements: "My name is
Sam and I'm allergic to peanuts." gives two facts. Each statement carries its subject
(`subjects.py`), the old values it replaces and whether it takes back the user's last word
(`updates.py`); a forget request (`forget.py`) names what to erase and is never stored.

English replies go through the English rules (`heuristics.py` for corrections,
directions, preferences and decisions, `facts.py` for facts); the other languages through
their lexicons (`foreign.py`). Quoted, pasted and relayed text is set aside first
(`segment.py`), and clauses a hedge covers are left out of every sentence (`hedges.py`);
a sentence that relays someone else's words ("per the client, ...") keeps what it states
as theirs (`relayed.py`).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.absences import absence_in, arrangement_in, bound_beside
from imprint.pipeline.amend import (
    arrangement,
    as_theirs,
    fix_statement,
    term_fixes_in,
    with_fix,
    with_switch,
)
from imprint.pipeline.asked_to_keep import asked_to_keep
from imprint.pipeline.backgrounds import background_in
from imprint.pipeline.choices import (
    answer_frame,
    chosen_option,
    closes_decision,
    decision_content,
    marked_decision,
    points_back,
    sealed_option,
)
from imprint.pipeline.complaints import complains, fix_after_complaint
from imprint.pipeline.deadlines import deadline_in, moved_deadline
from imprint.pipeline.directions import direction_in, points_only, resolve_topic
from imprint.pipeline.disclosures import disclosure, disclosures
from imprint.pipeline.experience import experience_in
from imprint.pipeline.facts import (
    FactHit,
    answered_fact,
    fact_in,
    fact_subject,
    introduced_name,
    name_correction,
    passing_state,
)
from imprint.pipeline.foreign import foreign_statements
from imprint.pipeline.forget import ForgetRequest, forget_request, requests_apart
from imprint.pipeline.forget_rest import forget_rest
from imprint.pipeline.habits import habit_in
from imprint.pipeline.health_mentions import health_mention
from imprint.pipeline.hedges import firm_part, wholly_hedged
from imprint.pipeline.language import Language, detect_language
from imprint.pipeline.led_rules import led_clause
from imprint.pipeline.life import household
from imprint.pipeline.now_states import successor
from imprint.pipeline.one_off import for_now_request, marks_one_off, one_off_apart, standing
from imprint.pipeline.places import location_in
from imprint.pipeline.present_states import present_state
from imprint.pipeline.referents import resolve_referent
from imprint.pipeline.relayed import relayed_lead, someone_elses_rule
from imprint.pipeline.role_fragments import role_fragment
from imprint.pipeline.role_tenure import role_with_tenure
from imprint.pipeline.segment import informal_english, segment, without_interjection
from imprint.pipeline.spec_sheets import (
    HOUSE_RULE,
    bare_standard,
    list_item,
    names_standard,
    opens_list,
    relays_someone,
    someone_elses,
    spec_sheet,
)
from imprint.pipeline.stack_fragments import stack_fragment
from imprint.pipeline.standing_markers import merge_markers, without_concession
from imprint.pipeline.statements import CONFIDENCE, Statement, new_statement, trim
from imprint.pipeline.subjects import subject_of, subjects_in
from imprint.pipeline.supersede import forget_matches
from imprint.pipeline.term_fixes import name_spelled
from imprint.pipeline.topics import private_apart
from imprint.pipeline.updates import Change, change_in
from imprint.pipeline.wording import own_subject, reads_as_clause, tidy
from imprint.pipeline.writing_rules import preference_clause
from imprint.types import MemoryType, SignalType

__all__ = ["Statement", "Understanding", "understand"]

MAX_CHARS = 4000
"""Only the first `MAX_CHARS` characters of a reply are read, which bounds the time."""
MAX_STATEMENTS = 4
"""At most this many statements are kept from one reply, strongest first."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Understanding:
    """The offline reading of one reply."""

    language: Language
    statements: tuple[Statement, ...] = ()
    forget: ForgetRequest | None = None
    reinforcement: bool = False
    """The reply approves of what the agent just did ("exactly like that")."""
    retired: tuple[str, ...] = ()
    """Old values the reply says are no longer true, whatever statements it holds."""
    unexplained: tuple[str, ...] = ()
    """Sentences that sound like something to remember but gave no statement: the rules
    may have missed them, so an LLM (balanced mode) is worth asking."""

    @property
    def gate(self) -> Literal["signal", "nothing", "unsure"]:
        """What the offline reading is sure of: a signal, surely nothing, or unsure."""
        if self.statements or self.forget is not None or self.reinforcement:
            return "signal"
        return "unsure" if self.unexplained else "nothing"

    @property
    def signal(self) -> SignalType | None:
        """The strongest kind of evidence in the reply, or None."""
        if self.statements:
            return self.statements[0].signal
        if self.reinforcement:
            return SignalType.REINFORCEMENT
        return None


_FRAGMENT = re.compile(r"^[^.!?]*,[^.!?]*[.!]?$")
_VERBISH = re.compile(
    r"\b(?:i|we|you|he|she|they|is|are|was|were|be|have|has|had|do|does|did|will|would|can|could"
    r"|should|want|need|like|please)\b",
    re.IGNORECASE,
)
_APPROVAL = p.Folded(
    r"\b(?:exactly\s+(?:how|what)\s+i\s+(?:want|need|like)|spot\s+on|(?:that'?s|this\s+is)\s+the"
    r"\s+\w+\s+i\s+want|exactly\s+right|just\s+right|10/10|perfect(?:ly)?|love\s+(?:it|this|that))\b",
    needs=("exactly", "spot", "want", "right", "10/10", "perfect", "love"),
)
_PRAISE = p.Folded(
    r"\b(?:(?:is|was|are|were)\s+(?:great|gold|brilliant|excellent|ideal)|(?:super|really|so|very)\s+"
    r"(?:handy|helpful|useful))\b",
    needs=("great", "gold", "brilliant", "excellent", "ideal", "handy", "helpful", "useful"),
)
"""Praise that approves only beside an ask to do it again ("..., keep doing that")."""
_ASK_AGAIN = re.compile(
    r"(?:^|[,;:.!-]\s*)(?:please\s+)?(?:do|keep\s+(?:doing|adding|putting|using|giving|including)"
    r"|use|write|format|make)\b",
    re.IGNORECASE,
)
_KEEP_DOING = re.compile(
    r"\b(?:every\s+(?:time|release|week|day|report)|each\s+time|always|from\s+now\s+on|going\s+forward"
    r"|for\s+(?:all|every|any)\s+\w+|for\s+any(?:thing|one)\b|keep\s+(?:doing|it\s+like)\s+(?:that|this)|(?:like|as)\s+(?:that|this)"
    r"\s+(?:from\s+now\s+on|going\s+forward)|^keep\s+(?:doing|adding|putting|using|giving|including)\s+\w+"
    r"|(?:like|as)\s+(?:that|this)"
    r"\s+(?:every|each|from|for\s+all)|in\s+(?:the\s+)?future)\b",
    re.IGNORECASE,
)
_APPROVAL_TAIL = re.compile(
    r"(?:^|[,.;!]\s*)(?:(?:this|that|it)\s+(?:is|was|'s)\s+)?(?:exactly\s+(?:how|what)\s+i\s+(?:want|need"
    r"|like)(?:\s+it)?|spot\s+on|10/10|perfect|keep\s+doing\s+(?:that|this)|do\s+(?:it|the\s+\w+)\s+like"
    r"\s+(?:that|this)|that'?s\s+the\s+\w+\s+i\s+want)\b[^,.;!]*",
    re.IGNORECASE,
)
_EVALUATION = re.compile(
    r"^(?:the|your|that|this|those|these)\s+[^,]{2,60}?\s+(?:is|was|are|were|looks?)\s+(?:\w+\s+)?"
    r"(?:great|perfect|gold|brilliant|excellent|ideal|spot\s+on|exactly\s+right|just\s+right"
    r"|helpful|handy|useful|nice|good)\b[\s.!]*$",
    re.IGNORECASE,
)
"""Praise of one named thing ("the TL;DR at the top is gold")."""
_POINTING_ASK = re.compile(r"^(?:do|keep\s+doing|use)\s+(?:that|this|it|them)\b", re.IGNORECASE)
_UNDECIDED = re.compile(
    r"^\W*(?:(?:m+h*|hm+|uh+|eh|well|so|honestly|tbh|dunno|nah)\W+)?(?:not\s+(?:decided|sure)\s+yet"
    r"|(?:i\s+)?(?:don'?t|do\s+not)\s+know\s+yet|no\s+idea\s+yet|(?:i\s+)?haven'?t\s+decided(?:\s+yet)?"
    r"|still\s+(?:deciding|undecided|on\s+the\s+fence)|undecided|no\s+s\u00e9\s+(?:todav\u00eda|a\u00fan)"
    r"|todav\u00eda\s+no\s+(?:lo\s+)?(?:s\u00e9|decid\u00ed)|a\u00fan\s+no\s+(?:lo\s+)?(?:s\u00e9|decid\u00ed)"
    r"|wei(?:\u00df|ss)\s+(?:ich\s+)?noch\s+nicht|noch\s+nicht\s+entschieden"
    r"|(?:je\s+(?:ne\s+)?)?sais\s+pas\s+encore|pas\s+encore\s+d\u00e9cid\u00e9e?"
    r"|(?:ainda\s+)?n\u00e3o\s+sei\s+ainda|ainda\s+n\u00e3o\s+(?:sei|decidi)|non\s+(?:lo\s+)?so\s+ancora"
    r"|non\s+ho\s+ancora\s+deciso|\u8fd8\u6ca1(?:\u60f3\u597d|\u51b3\u5b9a)"
    r"|\u307e\u3060(?:\u6c7a\u3081\u3066|\u308f\u304b\u3089|\u5206\u304b\u3089)"
    r"|\uc544\uc9c1\s*(?:\ubaa8\ub974|\uacb0\uc815))",
    re.IGNORECASE,
)
"""A reply's opening that says the user has not made up their mind, in any language read."""
_NEW_TOPIC = re.compile(
    r"^\W*(?:also|btw|by\s+the\s+way|on\s+another\s+note|separately|unrelated(?:ly)?|p\.?s\.?)\b",
    re.IGNORECASE,
)
"""A sentence that leaves the undecided topic: what it states still counts."""
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


_MEMORABLE = re.compile(
    r"\b(?:(?:i'?m|i\s+am)\s+(?:a|an)\s(?!(?:bit|little|big|huge|lot|fan\s+of\s+(?:it|that|this)))|i\s+(?:work|live|teach|study)\s+(?:at|in|for|as)"
    r"|i\s+(?:always|never|usually|only)\s+\w+|i\s+(?:prefer|hate|can'?t\s+stand|avoid|refuse)\b"
    r"|i\s+(?:like|love)\s+(?!(?:it|that|this|those|these|the\s+idea|your|how|what|the\s+sound"
    r"|hearing|seeing|reading|to\s+(?:hear|see|know|learn)|the\s+suggestion))\w+"
    r"|i\s+(?:can'?t|don'?t|do\s+not)\s+(?:eat|drink|use|stand|like|want|do)\b|i\s+have\s+(?:a|an|two"
    r"|three|type)\s|my\s+(?:name|\w+)\s+(?:is|are)\b|we\s+(?:use|run|deploy|build)\b|we'?re\s+on\b"
    r"|our\s+\w+\s+(?:is|are|runs|uses)\b|from\s+now\s+on|going\s+forward|(?:^|[.!]\s+)(?:always"
    r"|never|don'?t|do\s+not|stop|please)\s+\w+|call\s+me\b|no\s+longer|switched\s+to|moved\s+to"
    r"|next\s+time|in\s+(?:the\s+)?future|(?:could|should)\s+(?:be|use|have)\s+"
    r"(?:a\s+(?:bit|lot|little)\s+|much\s+|way\s+)?(?:\w+er|more|less|fewer)\b|(?:way\s+|much\s+|a\s+bit\s+)?too"
    r"\s+(?:long|short|formal|casual|verbose|wordy|technical|dense|terse|stiff|vague|generic)\b"
    r"|decided|let'?s\s+(?:go|use|stick|switch))",
    re.IGNORECASE,
)
"""A sentence with one of these cues may hold something to remember (see `unexplained`)."""
_POLITE_REQUEST = re.compile(
    r"^(?:(?:hey|hi|oh|ok(?:ay)?|so|also|and|btw)\W+){0,2}(?:can|could|would|will)\s+you\s+"
    r"(?:please\s+|pls\s+)?"
    r"(?P<what>(?:do|use|give|write|show|list|put|switch\s+to|stick\s+to|keep|answer|reply"
    r"|respond|talk|speak)\b[^?]{2,80}?)"
    r"(?:,?\s+(?:please|pls))?\s*\?+$",
    re.IGNORECASE,
)
_LASTING_REASON = p.Folded(
    r"\b(?:i|we)\s+(?:don'?t|do\s+not|never|can'?t|cannot)\s+(?:think|work|read|measure|cook|count"
    r"|use|do)\s+(?:in|with)\b|\b(?:nobody|no\s+one|everyone|everybody)\s+(?:here|around\s+here"
    r"|where\s+i\s+live|in\s+(?:my|our|this)\s+\w+)\b|\b(?:my|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:don'?t|doesn'?t"
    r"|do\s+not|does\s+not|can'?t|cannot|won'?t|only)\s+(?:do|does|take|takes|show|shows|support"
    r"|supports|display|displays|go|goes)\b|\b(?:i|we)\s+(?:always|usually|only)\s+(?:use"
    r"|work|think|read|measure|cook)\b|\b(?:i'?m|i\s+am)\s+(?:not\s+)?used\s+to\b|\bwhere\s+i"
    r"\s+(?:live|work|am\s+from)\b|\b(?:i'?m|i\s+am)\s+(?:colou?r-?blind|dyslexic|blind|deaf"
    r"|(?:a\s+)?non-native|not\s+a\s+native)|\bthat'?s\s+(?:how|what)\s+i\s+(?:like|want|prefer|need)"
    r"(?:\s+(?:it|them|things|from\s+you))?\s+(?:in\s+general|always|every\s+time|generally|from\s+now\s+on)\b",
    needs=(
        *("don", "not", "never", "can", "body", "one", "always", "usually", "only", "used"),
        *("doesn", "won"),
        *("where", "blind", "dyslexic", "deaf", "native", "that"),
    ),
)
"""A reason that holds beyond this turn: how the user always works, where they live."""
_FORM_REASON = re.compile(
    r"\b(?:every\s+(?:single\s+)?time|each\s+time|all\s+the\s+time|always|i\s+live\s+in"
    r"|i'?m\s+(?:in|from|based\s+in)\s+[A-Z]|(?:here|over\s+here)\s+in\s+[A-Z])",
    re.IGNORECASE,
)
"""What makes a request about the form of answers last: every time, or where the user lives."""
_IN_LANGUAGE = re.compile(
    r"\b(?:answer|reply|respond|talk|speak|write)\s+(?:to\s+)?(?:me\s+)?(?:only\s+)?in\s+"
    r"(?:spanish|german|french|portuguese|italian|chinese|mandarin|japanese|korean|russian"
    r"|dutch|polish|turkish|arabic|hindi|swedish|english|greek|ukrainian)\b",
    re.IGNORECASE,
)
"""A request for the language of the answers, which holds for the conversation."""
_ABOUT_FORM = frozenset(
    ("units", "date_format", "spelling", "answer_language", "tone", "length", "emoji")
)
"""Subjects of a request about how answers are written or measured."""
_SOCIAL = frozenset(
    "hmm hm maybe perhaps see you ok okay then well sure thanks thank bye good great cool yes"
    " yeah no nope so and but the a an i it that this too again lol haha oh ah".split()
)
"""Words that, alone beside a cue, make a sentence social rather than something to keep."""
_RANK = {"correction": 60, "decision": 50, "direction": 40, "constraint": 35, "preference": 30}


@lru_cache(maxsize=2048)
def understand(reply: str, agent_output: str = "") -> Understanding:
    """Read a reply offline (see the module docstring)."""
    text = reply[:MAX_CHARS]
    if not text.strip():
        return Understanding(language="en")
    reading = _read(text, agent_output)
    if reading.statements and _opens_undecided(text):
        # "Not decided yet. Supabase is tempting, but ...": thinking aloud, nothing to keep
        # (a forget request in it still counts).
        kept = tuple(x for x in reading.statements if _NEW_TOPIC.match(x.source))
        return replace(reading, statements=kept, retired=(), unexplained=())
    return reading


_SENTENCE_END = re.compile(r"[.!?\u2026\u3002\uff01\uff1f]")
_DO_THING = re.compile(r"^do\s+(?=\w+\s*$)", re.I)
"""A bare "do X" asked for: kept as "use X"."""
_WEAK_CUE = re.compile(r"(?:next\s+time|in\s+(?:the\s+)?future)", re.IGNORECASE)
_LATIN_WORD = re.compile(r"[a-z]+")
_WE_START = re.compile(r"(?:we|our)\b", re.IGNORECASE)


def _opens_undecided(text: str) -> bool:
    """Whether the reply opens by saying the user has not made up their mind."""
    text = without_interjection(text.strip())  # "ugh, no idea yet": the same
    m = _UNDECIDED.match(text)
    if m is None:
        return False
    rest = _SENTENCE_END.split(text[m.end() :], maxsplit=1)[0]
    return len(rest.split()) <= 5 and len(rest) <= 30


def _read(text: str, agent_output: str) -> Understanding:
    language = detect_language(text)
    if language == "en":
        return _english(text, agent_output)
    sentences = tuple(firm_part(s, language) for s in segment(h.normalise(text)).sentences)
    request, used = forget_request(sentences, language)
    if request is not None and request.remainder:
        # "oublie Slack : on est passes sur Mattermost": the update after the request counts.
        sentences, used = sentences + request.remainder, used
    found = foreign_statements(sentences, language, used, agent_output)
    statements = []
    for memory_type, content, hint, rule, index in found:
        signal = {
            MemoryType.RULE: SignalType.PREFERENCE,
            MemoryType.DECISION: SignalType.DECISION,
        }.get(memory_type, SignalType.FACT)
        statements.append(
            Statement(
                signal=signal,
                type=memory_type,
                content=content,
                subject=subject_of(content, hint),
                change=change_in(sentences[index], language),
                source=sentences[index],
                rule=rule,
                confidence=CONFIDENCE[memory_type],
            )
        )
    name = name_spelled(sentences, agent_output) if 0 not in used else None
    if name is not None:
        statements = [s for s in statements if s.subject != "name"]
        statements.insert(0, fix_statement(name, sentences))
    retired = _retired(sentences, used, language)
    return Understanding(
        language=language,
        statements=_strongest(
            _private_apart(_with_retired(_foreign_kept(statements, request), retired))
        ),
        forget=request,
        retired=retired,
    )


def _foreign_kept(statements: list[Statement], request: ForgetRequest | None) -> list[Statement]:
    """`_kept` for another language: what the request's remainder says is the new state.

    "oublie Slack : on est passes sur Mattermost": the remainder names the old value only
    to leave it; "lo de Meridia no lo guardes": the interview said before goes.
    """
    if request is None or not request.remainder:
        return _kept(statements, request)
    after = [s for s in statements if s.source in request.remainder]
    return _kept([s for s in statements if s.source not in request.remainder], request) + after


def _english(reply: str, agent_output: str) -> Understanding:
    sentences = merge_markers(
        tuple(
            without_concession(part)
            for s in segment(informal_english(h.normalise(reply))).sentences
            for part in one_off_apart(firm_part(s[: h.MAX_SENTENCE_CHARS], "en"))
        )
    )
    if not sentences or all(h.is_ack(s) for s in sentences):
        return Understanding(language="en")
    context = h.normalise(agent_output)[-MAX_CHARS:]
    sentences = requests_apart(sentences)
    request, used = forget_request(sentences, "en")
    if request is not None and request.remainder:
        sentences = sentences + request.remainder
    one_off = any(marks_one_off(s) for s in sentences)
    correction = h.correction_hit(list(sentences), context)
    fixed = {
        i: fix for fix in term_fixes_in(sentences, context, used, one_off) for i in fix.indexes
    }
    statements: list[Statement] = []
    unexplained: list[str] = []
    reinforcement = False
    covered: set[int] = set()
    ruled_at: set[int] = set()
    listing = numbered = others_list = False
    decided = sealed_option(sentences) if not used else None
    if decided is None and not _has_decision(sentences, context):
        decided = _decision_by_choice(sentences, context, used)
    if decided is not None:
        indexes, text = decided
        covered.update(indexes)
        statements.append(
            new_statement(
                SignalType.DECISION,
                MemoryType.DECISION,
                decision_content(text, context),
                None,
                change_in(text, "en"),
                text,
                "decision",
            )
        )
    for index, sentence in enumerate(sentences):
        if index in used or index in covered or h.is_ack(sentence):
            continue
        if wholly_hedged(sentence):
            # "we'll probably switch to Postgres" keeps nothing; an LLM may still be asked.
            if _unexplained(sentence, one_off=False):
                unexplained.append(sentence)
            continue
        previous = sentences[index - 1] if index else ""
        sentence = resolve_referent(resolve_topic(sentence, previous), sentences[:index])
        hits = h.sentence_hits(sentence, context)
        if correction is not None and index < 2 and sentence in correction.text:
            hits = [correction, *hits]
        praised = bool(previous) and _EVALUATION.match(h.strip_filler(previous)) is not None
        approves = (
            any(x.rule == "reinforcement" for x in hits)
            or _APPROVAL.found(sentence)
            or (praised and _POINTING_ASK.match(h.strip_filler(sentence)) is not None)
            or (_PRAISE.found(sentence) and _ASK_AGAIN.search(h.strip_filler(sentence)))
        )
        marked = marks_one_off(sentence)
        # "just for this email: formal. Always sign with my initials.": the sentence that
        # says it lasts is the exception; "keep it short for now" is this turn's alone.
        this_turn = marked or ((one_off or for_now_request(sentence)) and not standing(sentence))
        if approves and _KEEP_DOING.search(sentence) and not this_turn:
            # "exactly how I want it every time": what was approved becomes a standing rule.
            kept = _approved(sentence, previous if index - 1 not in covered else "")
            if kept is not None:
                covered.add(index)
                statements.append(_direction(kept, sentence))
                continue
        reinforcement = reinforcement or bool(approves)
        found = _english_statements(
            sentence,
            hits,
            context,
            previous=previous,
            first=index == 0,
            one_off=this_turn,
            marked=marked,
            in_preference=any(s.type is MemoryType.RULE for s in statements),
        )
        ruled = any(s.type is MemoryType.RULE for s in found)
        led = None if ruled or this_turn else led_clause(sentence)
        if led is not None:
            # "house rules first: keep them under 120 words": the rule after the lead-in.
            found = found + [
                s
                for s in _english_statements(
                    led,
                    h.sentence_hits(led, context),
                    context,
                    previous=previous,
                    first=False,
                    one_off=False,
                    marked=False,
                )
                if s.type is MemoryType.RULE
            ]
        sheet = (
            None
            if this_turn or found or listing or _POLITE_REQUEST.match(previous.strip())
            else spec_sheet(sentence) or bare_standard(sentence)
        )
        if sheet is not None:
            # "US spelling, super playful, emojis welcome": the standards of the work, as listed.
            found = [
                _direction(
                    sheet,
                    sentence,
                    HOUSE_RULE
                    if someone_elses(sentence) or relays_someone(sentences)
                    else "direction",
                ),
                *found,
            ]
        if not found and not this_turn and index and complains(previous):
            instead = fix_after_complaint(sentence)
            if instead is not None:
                # "three paragraphs before the code?? put the code first": how every answer goes
                found = [_direction(instead, sentence)]
        if not found and listing and not this_turn:
            item = list_item(sentence, numbered=numbered)
            numbered = item == ""
            if numbered:
                continue  # "1." cut from its item by the splitter
            if item is not None:
                # "their style guide:\n- US spelling\n- no emoji": each item is a rule
                found = [_direction(item, sentence)]
        if listing and others_list:
            # "their style guide:\n- no emoji": every rule of the list is theirs
            found = [
                dataclasses.replace(x, rule=HOUSE_RULE) if x.type is MemoryType.RULE else x
                for x in found
            ]
        if not found and opens_list(sentence):
            listing, others_list = True, someone_elses(sentence) or relays_someone(sentences)
        else:
            listing = listing and bool(found)
        if not this_turn and arrangement_in(sentence):
            found = arrangement(found, sentence, bound_beside(sentences, index))
        elif not found and not this_turn and absence_in(sentence):
            found = arrangement([], sentence, "")
        if found and relayed_lead(sentence) is not None:
            found = as_theirs(found, sentence)
        theirs = someone_elses_rule(sentence)
        content = h.canonical(theirs) if theirs is not None else None
        if content is not None and not any(content.lower() in s.content.lower() for s in found):
            # "my landlord's rule is no pets": theirs, kept beside what the user makes of it.
            fact = new_statement(
                SignalType.FACT, MemoryType.FACT, content, None, Change(), sentence, "fact"
            )
            found = [fact, *(s for s in found if s.type is not MemoryType.RULE)]
        if index in fixed:
            found = with_fix(found, fixed[index], index, sentences)
        role = None if found or this_turn else role_with_tenure(sentence)
        bare = None if role is not None or this_turn else role_fragment(sentence)
        if bare is not None:
            # "paralegal, small firm in Leeds": the role and what is told with it, in place of
            # the facts read from its parts.
            found = [
                new_statement(
                    SignalType.FACT, MemoryType.FACT, bare, "role", Change(), sentence, "fact"
                ),
                *(s for s in found if not _inside(s, bare)),
            ]
        if role is not None:
            # "ICU nurse, 8 years in": the user's job, told as a fragment with its span.
            found = [
                new_statement(
                    SignalType.FACT, MemoryType.FACT, role, "role", Change(), sentence, "fact"
                )
            ]
        given = None if bare is not None or this_turn else background_in(sentence)
        if given is not None:
            # "background: legacy PHP monolith, deploys over FTP": what the agent should know.
            found = [
                new_statement(
                    SignalType.FACT, MemoryType.FACT, given, None, Change(), sentence, "fact"
                ),
                *(s for s in found if not _inside(s, given)),
            ]
        due = None if this_turn else deadline_in(sentence)
        if due is not None and not any(due[:-1].lower() in s.content.lower() for s in found):
            # "the grant closes June 30": a deadline, kept beside what else the sentence says.
            found = [
                *found,
                new_statement(
                    SignalType.FACT, MemoryType.FACT, due, None, Change(), sentence, "fact"
                ),
            ]
        moved = None if this_turn or due is not None else moved_deadline(sentence)
        if moved is not None:
            # "they shoved the guidelines back to July 10": the new date retires what held the
            # thing's old one.
            content, thing = moved
            change = Change(replaces=(thing,), changed=True)
            found = [
                *(s for s in found if thing not in s.content.lower()),
                new_statement(
                    SignalType.FACT, MemoryType.FACT, content, None, change, sentence, "fact"
                ),
            ]
        # "British spelling please, I'm at Leeds ...": a rule put right, and the user's life
        ruled = bool(found) and all(s.rule == "correction" for s in found)
        told = None if (found and not ruled) or this_turn else disclosure(sentence)
        if told is not None and passing_state(told):
            told = None  # "we've run out of milk": the state of the moment, not the user's life
        if told is not None:
            found = [
                *(found if ruled else ()),
                new_statement(
                    SignalType.FACT,
                    MemoryType.FACT,
                    told,
                    None,
                    change_in(sentence, "en"),
                    sentence,
                    "disclosure",
                    0.5,
                ),
            ]
        if found and not this_turn:
            # "I'm a nursing student and I also work nights at a care home": what else the
            # sentence tells of the user's life is kept beside what a rule read in it.
            found = [*found, *_more_told(sentence, found)]
        if (
            not found
            and not this_turn
            and index - 1 in ruled_at
            and not any(sentence in x.source for x in statements)
        ):
            more = _more_of_rule(sentence)
            if more is not None:
                # "code first. then max 3 bullets.": one more item of the rule just given
                found = [_direction(more, sentence)]
        kept = None if found or this_turn else asked_to_keep(sentence)
        if kept is not None:
            # "u can remember I'm doing A-levels in chem and bio": kept because asked.
            found = [
                new_statement(
                    SignalType.FACT, MemoryType.FACT, kept, None, Change(), sentence, "fact"
                )
            ]
        # An answer to the agent's question is framed with it (`answered_fact`), whole.
        answers = index == 0 and answered_fact((sentence,), agent_output) is not None
        listed = None if found or this_turn or answers else stack_fragment(sentence)
        if listed is not None:
            # "rust + axum + sqlx on postgres": the stack, listed without a verb.
            found = [
                new_statement(
                    SignalType.FACT, MemoryType.FACT, listed, None, Change(), sentence, "fact"
                )
            ]
        health = None if this_turn else health_mention(sentence, sentences[:index])
        if health is not None:
            # "He takes warfarin (evenings)": a health fact about the user or someone of theirs,
            # unless what else the sentence gave already holds it.
            said = new_statement(
                SignalType.FACT, MemoryType.FACT, health, None, Change(), sentence, "fact"
            )
            if not any(_inside(said, s.content) for s in found):
                found = [*found, said]
        if found:
            covered.add(index)
            statements.extend(found)
            if any(x.type is MemoryType.RULE for x in found):
                ruled_at.add(index)
        elif _unexplained(sentence, one_off=this_turn):
            unexplained.append(sentence)
    answered = (
        answered_fact(
            tuple(s for i, s in enumerate(sentences) if i not in covered and i not in used),
            agent_output,
        )
        if not covered or min(covered) > 0
        else None
    )
    if answered is not None:
        question, answer = answered
        statements.append(
            Statement(
                signal=SignalType.FACT,
                type=MemoryType.FACT,
                content=answer_frame(question, answer, agent_output),
                subject=subject_of(question) or subject_of(answer),
                change=change_in(answer, "en"),
                source=answer,
                rule="answer",
                confidence=0.7,
            )
        )
    if not any(s.type is MemoryType.RULE for s in statements) and not one_off:
        # A sentence that gave only a fact ("I'm in Canada, can you ...?") may hold the ask.
        asked = _request_with_reason(sentences, set(used))
        if asked is not None:
            statements.append(asked)
    statements = _one_decision(_join_fragments(statements, sentences))
    retired = _retired(sentences, used, "en")
    if retired and not one_off:
        statements += _successor(sentences, retired, statements, asked=request is not None)
    for fix in dict.fromkeys(fixed.values()):
        retired += tuple(v for v in fix.rejected if v not in retired)
    return Understanding(
        language="en",
        statements=_strongest(_private_apart(_with_retired(_kept(statements, request), retired))),
        forget=request,
        reinforcement=reinforcement and not statements,
        retired=retired,
        unexplained=tuple(u for u in unexplained if not answered or u not in answered[1]),
    )


def _more_told(sentence: str, found: list[Statement]) -> list[Statement]:
    """The clauses of `sentence` about the user's life that `found` does not already hold.

    A clause that restates what a rule read ("My name is Ana, I teach ...") is passed over
    when a narrower clause follows it; kept when it is the only one, since the rule may
    have read only its start. None gets a subject: a fact kept in passing never replaces
    another memory.
    """
    change = change_in(sentence, "en")
    said = [
        Statement(
            signal=SignalType.FACT,
            type=MemoryType.FACT,
            content=told,
            subject=None,
            change=change,
            source=sentence,
            rule="disclosure",
            confidence=0.5,
        )
        for told in disclosures(sentence)
        # "I'm Ana and we've run out of milk": the state of the moment, not the user's life
        if not passing_state(told)
    ]
    narrower = [x for x in said if not any(_inside(s, x.content) for s in found)]
    more: list[Statement] = []
    held = " ".join(s.content for s in found)
    for statement in narrower or said:
        if not _inside(statement, held):
            more.append(statement)
            held += " " + statement.content
    return more


def _inside(statement: Statement, fragment: str) -> bool:
    """Whether a fact's words are (nearly) all in `fragment`, so that it adds nothing."""
    if statement.type is not MemoryType.FACT:
        return False
    words = set(_LATIN_WORD.findall(statement.content.lower())) - _SOCIAL - {"user", "they"}
    told = set(_LATIN_WORD.findall(fragment.lower()))
    return len(words - told) <= len(words) // 2


def _retired(
    sentences: tuple[str, ...], used: frozenset[int], language: Language
) -> tuple[str, ...]:
    values: list[str] = []
    for index, sentence in enumerate(sentences):
        if index not in used:
            values.extend(v for v in change_in(sentence, language).replaces if v not in values)
    return tuple(values[:4])


def _successor(
    sentences: tuple[str, ...],
    retired: tuple[str, ...],
    statements: list[Statement],
    *,
    asked: bool,
) -> list[Statement]:
    """The new value another sentence names for a retired one of its class (`now_states`).

    Failing that, the clause that says what holds now (`present_states`), unless the reply
    asks to forget: "wipe the Acme stuff, contract's over" says nothing to keep.
    """
    found = successor(sentences, retired)
    if found is None:
        return [] if asked else _present_instead(sentences, retired, statements)
    sentence, switch = found
    content = h.canonical(switch.text)
    if content is None or any(switch.new in s.content.lower() for s in statements):
        return []
    change = Change(replaces=(switch.old,) if switch.old else (), changed=True)
    return [
        new_statement(
            SignalType.FACT, MemoryType.FACT, content, switch.subject, change, sentence, "fact"
        )
    ]


def _present_instead(
    sentences: tuple[str, ...], retired: tuple[str, ...], statements: list[Statement]
) -> list[Statement]:
    """The clause of the reply saying what holds now in place of a retired value, as a fact."""
    found = present_state(sentences, retired)
    if found is None:
        return []
    content, sentence = found
    said = Statement(
        signal=SignalType.FACT,
        type=MemoryType.FACT,
        content=content,
        subject=None,
        change=Change(replaces=retired, changed=True),
        source=sentence,
        rule="fact",
        confidence=0.5,
    )
    if any(_inside(said, s.content) for s in statements):
        return []
    return [said]


def _with_retired(statements: list[Statement], retired: tuple[str, ...]) -> list[Statement]:
    """Every statement of a reply carries the old values the reply retires."""
    out = []
    for statement in statements:
        extra = tuple(
            v
            for v in retired
            if v not in statement.change.replaces and v not in statement.content.lower()
        )
        if extra:
            change = Change(
                replaces=statement.change.replaces + extra,
                retracts=statement.change.retracts,
                changed=True,
            )
            statement = dataclasses.replace(statement, change=change)
        out.append(statement)
    return out


def _has_decision(sentences: tuple[str, ...], context: str) -> bool:
    # "X!! that's it, we're going with that": the pointer decides the option named beside it.
    return any(
        not points_back(s)
        and (any(x.rule == "decision" for x in h.sentence_hits(s, context)) or h.decision_clause(s))
        for s in sentences
    )


def _decision_by_choice(
    sentences: tuple[str, ...], context: str, used: frozenset[int]
) -> tuple[set[int], str] | None:
    """A pick among the agent's options, or the sentence a bare "Decided." points at."""
    if 0 not in used:
        picked = chosen_option(sentences, context)
        if picked is not None:
            return {i for i, s in enumerate(sentences[:4]) if s in picked}, picked
    marked = marked_decision(sentences)
    if marked is not None and marked[0] not in used:
        index, text = marked
        return {
            index,
            *(i for i, s in enumerate(sentences) if text not in s and closes_decision(s)),
        }, text
    return None


def _approved(sentence: str, previous: str) -> str | None:
    """The standing rule an approval names: its own description, or the sentence before."""
    whole = h.strip_filler(sentence)
    own = _APPROVAL_TAIL.sub("", whole).strip(" ,.;!")
    if _EVALUATION.match(own) and len(whole) > len(own) + 8:
        # "the side-by-side diff is great, do reviews like that from now on": the praise
        # names what to repeat and the rest says where; the rule needs both.
        return h.canonical(whole)
    if _POINTING_ASK.match(own) and _EVALUATION.match(h.strip_filler(previous)):
        # "The TL;DR up top is gold. Do that for anything long.": "that" is the praise.
        return h.canonical(f"{h.strip_filler(previous).rstrip(' .!')}; {own}")
    if len(own.split()) >= 3 and not _KEEP_DOING.fullmatch(own) and not points_only(own):
        return h.canonical(own)
    before = h.strip_filler(previous)
    if before and not h.is_ack(before) and len(before.split()) >= 2 and not points_only(before):
        return h.canonical(before)
    return None


def _request_with_reason(sentences: tuple[str, ...], taken: set[int]) -> Statement | None:
    """A polite request made lasting by the reason given for it.

    "can you do metric please? grams and celsius. I don't think in cups" asks for this
    answer, but the reason (how the user always thinks, what nobody where they live does)
    holds for every answer: it is a standing rule.
    """
    reason = next((s for s in sentences if _LASTING_REASON.found(s)), None)
    form_only = False
    if reason is None:
        # "can you answer me in Spanish?": the language of answers is asked for good
        reason = next((s for s in sentences if _IN_LANGUAGE.search(s) is not None), None)
    if reason is None:
        # "could you write times as 24h? I live in Norway": a request about the form of
        # answers lasts when the user says where they live or that it is every time.
        reason = next((s for s in sentences if _FORM_REASON.search(s) is not None), None)
        form_only = True
    if reason is None:
        return None
    for index, sentence in enumerate(sentences):
        # "mate I'm in Australia, can you give me temps in celsius?": the ask may follow
        # its reason in the same sentence.
        m = _POLITE_REQUEST.match(sentence.strip()) or _POLITE_REQUEST.match(
            sentence.rsplit(",", 1)[-1].strip()
        )
        if index in taken or m is None:
            continue
        what = _DO_THING.sub("use ", m.group("what").strip(" ,"))
        if form_only and not (names_standard(what) or _ABOUT_FORM.intersection(subjects_in(what))):
            continue
        tail = sentences[index + 1].strip() if index + 1 < len(sentences) else ""
        if tail and tail != reason and len(tail.split()) <= 6 and not _VERBISH.search(tail):
            what = f"{what}: {tail.rstrip('.!')}"
        content = h.canonical(what)
        if content is None or points_only(content):
            return None
        return new_statement(
            SignalType.PREFERENCE,
            MemoryType.RULE,
            content,
            None,
            change_in(sentence, "en"),
            f"{sentence} {reason}",
            "direction",
        )
    return None


_MORE_LEAD = re.compile(r"^(?:then|and|also|plus|oh\s+and|and\s+also)\b[\s,]*", re.IGNORECASE)
_MORE_TAIL = re.compile(r",?\s*(?:if\s+you\s+would|if\s+you\s+can|please|pls|thanks)[.!]*$", re.I)


def _direction(content: str, sentence: str, rule: str = "direction") -> Statement:
    """A standing rule `sentence` gives, worded as `content`."""
    return new_statement(
        SignalType.PREFERENCE,
        MemoryType.RULE,
        content,
        None,
        change_in(sentence, "en"),
        sentence,
        rule,
    )


def _more_of_rule(sentence: str) -> str | None:
    """One more standard, said alone right after a rule ("then max 3 bullets."), or None."""
    text = _MORE_TAIL.sub("", _MORE_LEAD.sub("", h.strip_filler(sentence).strip()))
    if not text or any(mark in text for mark in "?:'\"`"):
        return None
    return bare_standard(text)


def _unexplained(sentence: str, *, one_off: bool) -> bool:
    """A sentence the rules gave nothing for, though it sounds like something to remember."""
    if one_off or sentence.rstrip().endswith("?"):
        return False
    cue = _MEMORABLE.search(sentence)
    if cue is None:
        return False
    rest = sentence[: cue.start()] + " " + sentence[cue.end() :]
    weak = _WEAK_CUE.fullmatch(cue.group(0))
    if weak and not set(_LATIN_WORD.findall(rest.lower())) - _SOCIAL:
        return False  # "see you next time!", "maybe in future": nothing to remember
    core = h.strip_filler(sentence)
    return not (p.ENCOURAGEMENT.found(core) or p.NOT_A_DIRECTION.match(core) or h.is_ack(core))


def _english_statements(
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
    name = name_correction(sentence, context) if first else None
    rule = "correction"
    if name is None:
        name, rule = introduced_name(sentence), "fact"
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
        ranked = [x for x in ranked if x.rule in ("decision", "fact", "constraint")]
    main: Statement | None = None
    used_text = ""
    for hit in ranked:
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
    if _may_dangle(rest):
        rest = _DANGLING.sub("", rest)
    rest = rest.strip(" ,;.")
    # "Actually I've switched to coffee": the fact starts after the filler.
    rest = h.strip_filler(rest)
    fact = fact_in(rest) if len(rest.split()) >= 3 else None
    habit = habit_in(rest) if fact is None and not found else None
    if habit is not None:
        fact = FactHit(text=habit)  # "I run 3 times a week": a routine is a fact too
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
    return found if one_off else with_switch(found, sentence, change)


def _one_decision(statements: list[Statement]) -> list[Statement]:
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


def _join_fragments(statements: list[Statement], sentences: tuple[str, ...]) -> list[Statement]:
    """A decision followed by a bare list keeps it ("5 chapters." + "intro, methods, ...")."""
    joined: list[Statement] = []
    for statement in statements:
        if statement.type is MemoryType.DECISION and statement.source in sentences:
            at = sentences.index(statement.source) + 1
            tail = sentences[at] if at < len(sentences) else ""
            if tail and _FRAGMENT.match(tail) and not _VERBISH.search(tail):
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


_NOW_CUE = re.compile(
    r"\b(?:no\s+longer|anymore|any\s+more|not|n't|stopped|quit|back\s+(?:on|to)|instead|now)\b",
    re.IGNORECASE,
)
"""What makes a statement naming the thing to forget say what holds now ("I'm back on
caffeine", "no longer vegan"), rather than repeat it."""


def _kept(statements: list[Statement], request: ForgetRequest | None) -> list[Statement]:
    """Statements the reply's own forget request does not name.

    "jordi moved out. delete everything about him": what the reply says of the person it
    asks to forget is erased with the rest, not stored after the erasure.
    """
    if request is None or not request.terms:
        return statements
    # A rule's statement about the user ("I'm back on caffeine, drop the decaf stuff") or
    # one that replaces something ("forget Slack, we moved to Mattermost") says what holds
    # now; it names the thing to forget only to leave it behind. The last-resort reading
    # of a sentence ("my credit score is nobody's business") is not such a statement.
    kept = []
    for s in statements:
        now = (
            s.change.changed
            and s.content.startswith("The user")
            and s.rule != "disclosure"
            and _NOW_CUE.search(s.content) is not None
        )
        if s.change.replaces or now or not forget_matches(s.content, request.terms):
            kept.append(s)
            continue
        # "I'm learning Italian, because of my ex Dario ... I'd like him out of your notes":
        # the clauses the request does not name stay (see `forget_rest`).
        rest = forget_rest(s.content, request.terms)
        if rest is not None:
            kept.append(dataclasses.replace(s, content=rest[0], subject=rest[1]))
    return kept


def _private_apart(statements: list[Statement]) -> list[Statement]:
    """A fact holding a pay figure or a school name beside other facts is stored as two.

    "forget my salary" then erases the memory with the figure and keeps the job said with
    it (see `topics.private_apart`).
    """
    out = []
    for statement in statements:
        split = private_apart(statement.content) if statement.type is MemoryType.FACT else None
        apart = () if split is None else tuple(own_subject(x, statement.source) for x in split)
        if not apart or not all(reads_as_clause(content) for content in apart):
            # "(children's wards, thirty-eight years at the same hospital": a piece with no
            # verb of its own is no fact; the statement stays whole.
            out.append(statement)
            continue
        for content in apart:
            out.append(dataclasses.replace(statement, content=content, subject=subject_of(content)))
    return out


def _tidied(statement: Statement) -> Statement:
    content = tidy(statement.content)
    return statement if content == statement.content else replace(statement, content=content)


def _strongest(statements: list[Statement]) -> tuple[Statement, ...]:
    """Statements strongest first (stable), duplicates of content dropped, at most a few."""
    seen: set[str] = set()
    unique = []
    for said in statements:
        # An answer is quoted as the user gave it; every other statement reads as a sentence.
        statement = said if said.rule == "answer" else _tidied(said)
        key = statement.content.casefold()
        if key not in seen:
            seen.add(key)
            unique.append(statement)
    ranked = sorted(unique, key=lambda s: _RANK.get(s.rule, 20), reverse=True)
    return tuple(ranked[:MAX_STATEMENTS])
