"""A habit the user states with how often: "I run 3 times a week, 5k each".

The fact rules read what the user is, has and uses; a routine said with a first-person
verb and a frequency ("I swim twice a week", "we meal-prep every Sunday", "I take my
meds each morning") was lost, and with it the firm part of "I run 3 times a week; might
do a half marathon". `habit_in` returns the clause that states it, from its subject on.
"""

from __future__ import annotations

import re

from imprint.pipeline.patterns import PAST_IRREGULAR
from imprint.pipeline.screened import screened

__all__ = ["habit_in", "slip_owned"]

_FREQUENCY = screened(
    r"\b(?:(?:\d+|once|twice|one|two|three|four|five|six|seven|a\s+couple\s+of|a\s+few)\s+"
    r"(?:times?\s+|days?\s+|nights?\s+|mornings?\s+|sessions?\s+)?(?:a|per|each|every)\s+"
    r"(?:day|week|month|weekend|fortnight)|every\s+(?:single\s+)?(?:day|morning|evening|night"
    r"|week|weekend|other\s+day|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"|each\s+(?:morning|evening|night|day|week)|daily|nightly|weekly|on\s+weekends"
    r"|(?:most|all)\s+(?:days|mornings|evenings|nights|weekends))\b",
    re.IGNORECASE,
)
_NEEDS = (
    *("once", "twice", "time", "a ", "per ", "each", "every", "daily", "nightly", "weekl"),
    *("weekend", "most ", "all ", "always", "usually", "normally", "typically", "generally"),
    *("never", "only", "mainly", " at "),
)
_SEASONAL = screened(
    r"\b(?:every|each)\s+(?:single\s+)?(?:year|season|spring|summer|fall|autumn|winter"
    r"|january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b",
    re.IGNORECASE,
)
"""A yearly routine: "I feed 2:1 syrup every september", "we prune each winter"."""
_ALWAYS = re.compile(
    r"\b(?P<subject>i|we)\s+(?:(?:still|also|pretty\s+much|almost)\s+)?(?:always|usually"
    r"|normally|typically|generally|never|(?P<only>only|mostly|mainly))\s+"
    # "I never even got the email", "I only ever use vim": the verb after a softener
    r"(?:(?:even|ever|actually|really|just|still|literally|basically|kinda|totally)\s+){0,2}"
    r"(?P<verb>[a-z]{2,}"
    r"(?:-[a-z]+)?)\b"
    # "i build all mine with embla": every one of the user's things done the same way
    r"|\b(?P<subject2>i|we)\s+(?P<verb2>[a-z]{2,})\s+all\s+(?:of\s+)?(?:mine|ours)\b"
    # "i listen to all the book club books on audible": every one done the same way
    r"|\b(?P<subject3>i|we)\s+(?P<verb3>[a-z]{2,})\s+(?:to\s+|through\s+)?all\s+(?:of\s+)?"
    r"(?:the|my|our)\s+(?=[a-z])",
    re.IGNORECASE,
)
"""A practice said with an adverb of habit ("thing is I always do a 20 min formals block",
"we usually quote after a site visit", "i never shoot jpeg") or of all the user's things
("i build all mine with embla", "i listen to all the book club books on audible")."""
_PAST = PAST_IRREGULAR - frozenset("read set cut put hit quit let hurt shut bid".split())
"""Past forms: "I never got the email" tells of a moment, not a routine. Those that are
also present forms ("I always read the small print") are left to the clause."""
_SLIPS = frozenset(
    """mix mixes confuse muddle mess screw lose miss misspell misread overthink panic worry
    cry cries sob argue argues fight fights struggle struggles fail fails choke chokes crash
    crashes trip trips seem seems procrastinate procrastinates oversleep overslept""".split()
)
"""Slips and moments owned in passing ("I always mix up margin and markup", "I always cry
at that movie"): an aside, not a practice."""
_SLIP_OPENS = re.compile(
    r"^\W*(?:i\s+|i'?m\s+)?(?:always|constantly|keep|forever)\s+(?P<verb>[a-z]+)\b", re.IGNORECASE
)


def slip_owned(text: str) -> bool:
    """Whether `text` owns a slip with its "I" dropped: "always mix them up", "keep forgetting".

    Said after a question ("whats the difference between a W-9 and a 1099? always mix them
    up"), it tells of the user, and asks the agent nothing.
    """
    m = _SLIP_OPENS.match(text)
    if m is None:
        return False
    verb = m.group("verb").lower()
    if verb.startswith(("mix", "mess", "screw")):
        # "always mix them up" is a slip; "always mix the dressing separately" a rule
        return _UP_AFTER.match(text, m.end()) is not None
    return verb in _SLIPS or verb.startswith(("forget", "confus", "losing"))


_UP_AFTER = re.compile(r"(?:\s+[\w'-]+){0,4}?\s+up\b", re.IGNORECASE)


_STANCES = frozenset("liked enjoyed".split())
"""Past forms that still tell a lasting taste: "I never really liked coffee"."""
_MISHAP = screened(
    r"\b(?:run|runs|bump|bumps)\s+into\b|\b(?:end|ends|mess|messes|screw|screws)"
    r"\s+(?:\w+\s+)?up\b|\b(?:give|gives)\s+up(?:\s+(?:on|after|by|halfway|every|each|in)\b|\s*$|[,.])"
    r"|\bfall(?:s)?\s+(?:behind|apart|off)\b"
    r"|\b(?:have|has|get|gets)\s+(?:a|an|the)\s+(?:\w+\s+)?(?:fight|argument|row|meltdown"
    r"|breakdown|tantrum|panic\s+attack|migraine|headache|cold|flu|nightmare|hangover)\b",
    re.IGNORECASE,
)
"""What goes wrong rather than what the user does: "I always run into this bug", "every
january I set goals and give up", "we always have a huge fight at christmas"."""
_SUBJECT_VERB = re.compile(
    r"\b(?P<subject>i|we)\s+(?:(?:usually|normally|generally|typically|currently|now|still|also"
    r"|always|only|mostly|regularly)\s+)?(?P<verb>[a-z]{2,}(?:-[a-z]+)?)\b",
    re.IGNORECASE,
)
_NOT_HABITS = frozenset(
    """
    am was were will would could should might may can can't cannot don't didn't won't wouldn't
    think thought feel felt guess want wanted need needed wonder wish hope know knew mean meant
    said say told asked tried try get got had 'm 've 'd 'll just forget forgot like love hate
    prefer used ran went did
    """.split()
)
"""Verbs that state no routine ("I think ...", "I want to ...", "I'm ...") or that the
preference and fact rules read already."""
_WILL_BE = re.compile(
    r"\b(?P<subject>i|we)(?:'ll|\s+will)\s+be\s+(?P<verb>[a-z]{2,}ing)\b", re.IGNORECASE
)
"""A routine begun now, said in the future ("i'll be cycling to work every day now")."""
_FROM_NOW = re.compile(
    r"\b(?:now|from\s+now\s+on|going\s+forward|from\s+here\s+on(?:\s+out)?|for\s+good)\b",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(
    r"[.;!?]|,\s*(?:but|though|and\s+(?:i|we)\s+(?:might|may|could)|so\s+(?:i|we)\s+(?:need|want"
    r"|have\s+to|gotta|was|am|'m)|(?:just\s+)?wondering|any\s+(?:idea|tips)"
    # "I only ever use vim, so give me vim keybindings": the ask it leads to
    r"|(?:so|and)\s+(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:give|use|show|make|write|keep"
    r"|suggest|stick|send|put|add|format|default|assume|tailor|skip|avoid|don'?t|never|always"
    r"|do\s+the\s+same|plan|recommend))\b",
    re.I,
)
"""Where the clause of a habit ends: a full stop, a contrast or maybe, the need or ask it
leads to."""


_ASKED_BEFORE = re.compile(
    r"(?:^|[,;:]\s*|\b(?:so|and|but|ok|okay)\s+)(?:(?:how|why|when|where|what)\s+(?:else\s+)?"
    r"|whether\s+|(?:should|can|could|would|do|does|did|shall)\s+)"
    r"(?:(?:do|does|did|can|could|should|would|shall|might|will)\s+)?$",
    re.IGNORECASE,
)
"""A question asked without its mark, just before the habit's subject: "how do I ... every
friday", "should we ... every week"."""


def habit_in(sentence: str) -> str | None:
    """The clause of `sentence` stating a habit with its frequency, from its subject on."""
    clause = _habit(sentence)
    return None if clause is None or _MISHAP.search(clause) else clause


def _habit(sentence: str) -> str | None:
    if sentence.isascii():
        lowered = sentence.lower()
        if not any(need in lowered for need in _NEEDS):
            return None
    if sentence.rstrip().endswith("?"):
        return None
    often = _FREQUENCY.search(sentence)
    yearly = often is None
    often = often or _SEASONAL.search(sentence)
    if often is None:
        return _practice(sentence) or _at_the_clock(sentence)
    for m in _SUBJECT_VERB.finditer(sentence, 0, often.start()):
        if m.group("verb").lower() in _NOT_HABITS or (yearly and not _opens(sentence, m.start())):
            continue
        if _ASKED_BEFORE.search(sentence, 0, m.start()):
            return None  # "how do I keep the kitchen clean every day": asked, not done
        clause = _clause(sentence, m, often)
        if clause is not None:
            return clause.strip(" ,")
    if _opens(sentence, often.start()):
        # "every spring we repot the collection": the time first, the subject after it
        after = sentence[often.end() :]
        first = _SUBJECT_VERB.match(sentence, often.end() + len(after) - len(after.lstrip(" ,")))
        if first is not None and first.group("verb").lower() not in _NOT_HABITS:
            end = _CLAUSE_END.search(sentence, first.end())
            told = sentence[first.start() : end.start() if end is not None else len(sentence)]
            return f"{told.strip(' ,')} {often.group(0).lower()}"
    for m in _WILL_BE.finditer(sentence, 0, often.start()):
        clause = _clause(sentence, m, often)
        if clause is not None and _FROM_NOW.search(clause):
            # "i'll be cycling to work every day now": what the user does from now on;
            # without "now" it is a plan ("I'll be working every day next week")
            be = "I'm" if m.group("subject").lower() == "i" else "we're"
            return f"{be} {clause[m.start('verb') - m.start() :]}".strip(" ,")
    return None


_CLOCK = re.compile(
    r"\b(?P<subject>i|we)\s+(?:(?:usually|normally|always|only|still)\s+)?(?P<verb>take|wake(?:\s+up)?"
    r"|get\s+up|leave|start|finish|eat|walk|run|train|swim|feed|inject|dose|meditate|nap)\s+"
    r"(?:[\w'-]+\s+){0,3}?at\s+(?:about\s+|around\s+|like\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?\b",
    re.IGNORECASE,
)
"""A routine kept by the clock: "i take it at 6:30", "we leave for school at 8:15"."""
_ONE_DAY = re.compile(
    r"\b(?:today|tomorrow|tmrw|tonight|yesterday|this\s+\w+|next\s+\w+|on\s+(?:mon|tues|wednes|thurs"
    r"|fri|satur|sun)day)\b",
    re.IGNORECASE,
)
"""A day named: the time is that day's plan ("i leave at 6 tomorrow"), not a routine."""


def _at_the_clock(sentence: str) -> str | None:
    """The clause of a routine kept by the clock, from its subject on, or None."""
    m = _CLOCK.search(sentence)
    if m is None or _ONE_DAY.search(sentence) or not _opens(sentence, m.start()):
        return None
    end = _CLAUSE_END.search(sentence, m.end())
    return sentence[m.start() : end.start() if end is not None else len(sentence)].strip(" ,")


def _clause(sentence: str, subject: re.Match[str], often: re.Match[str]) -> str | None:
    """The clause from `subject` through the frequency, or None if a clause ends between."""
    if _CLAUSE_END.search(sentence, subject.end(), often.start()) is not None:
        return None
    end = _CLAUSE_END.search(sentence, often.end())
    return sentence[subject.start() : end.start() if end is not None else len(sentence)]


def _practice(sentence: str) -> str | None:
    """The clause stating a practice by an adverb of habit (`_ALWAYS`), from its subject on."""
    for m in _ALWAYS.finditer(sentence):
        verb = (m.group("verb") or m.group("verb2") or m.group("verb3")).lower()
        if verb in _NOT_HABITS or verb in _PAST or verb in _SLIPS:
            continue
        if m.group("verb3") and verb in _HOLDS:
            continue  # "I have all the receipts": a state
        if verb.endswith("ed") and verb not in _STANCES:
            continue
        if sentence[m.end() : m.end() + 4].lower() in (" to ", " to") or not _opens(
            sentence, m.start()
        ):
            continue  # "I always have to restart it": a chore; "the cake I always make"
        end = _CLAUSE_END.search(sentence, m.end())
        told = sentence[m.start() : end.start() if end is not None else len(sentence)]
        done = told[m.end() - m.start() :]
        if set(_WORD.findall(done.lower())) <= _NOTHING_SAID:
            continue  # "I always mix them up": what is done is not named
        if m.group("only") and verb in _HOLDS:
            continue  # "I only have her alternate weeks", "I only have 10 minutes": a state
        return told.strip(" ,")
    return None


def _opens(sentence: str, start: int) -> bool:
    """Whether the subject at `start` opens its clause, not a relative one ("a thing I run")."""
    before = _WORD.findall(sentence[max(0, start - 40) : start].lower())
    if not before:
        return True
    gap = sentence[:start].rstrip()
    return gap.endswith((",", ".", ";", ":", "!", "?", "-", ")")) or before[-1] in _LEADS


_WORD = re.compile(r"[a-z']+")
_HOLDS = frozenset("have has got get gets".split())
"""What "only" holds of a state rather than a practice."""
_LEADS = frozenset(
    """and but so because cause cos coz since honestly personally tbh is also though tho now
    well ok okay yeah yes no then generally basically anyway plus lol haha me actually like
    seriously frankly""".split()
)
"""Words a clause's subject may follow ("thing is I always ...", "honestly we usually ...")."""
_NOTHING_SAID = frozenset(
    """it them this that these those up out down off over again all the time lol haha so
    one ones stuff things tbh tho honestly anyway""".split()
)
"""Words that name nothing done: a clause of these after its verb says no practice."""
