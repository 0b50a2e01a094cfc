"""A role given as a verbless self-description: "paralegal, small firm in Leeds".

People introduce themselves in chat without "I'm": a bare noun phrase whose head names a
job or a course of study, opening the sentence or following a lead-in ("context:",
"background:"), and then more verbless fragments about it: "sous chef, small bistro in
porto", "context: 3rd year PhD in hydrology, the thesis is on floods", "signals engineer at
a rail firm, 8 yrs", "nurse here, nights mostly". Nobody else is named, so the role is the
speaker's own; the fragments after it (where, what, how long) are kept with it, up to the
clause that turns to the request.

Left alone: a noun phrase with a determiner or a possessive ("my nurse, ...", "the editor
at the paper ..."), a head that is not a role ("server, port 8080"), family words ("dad,
81, on statins" is about the father), and a role followed by a verb ("engineer at Acme told
me ...": someone else speaking).
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.screened import screened

__all__ = ["role_being", "role_fragment"]

_I = re.IGNORECASE

_LEAD = screened(
    r"^\W*(?:(?:some\s+|a\s+bit\s+of\s+|bit\s+of\s+|quick\s+|for\s+)?(?:context|background|about\s+me"
    r"|who\s+i\s+am)\s*[:,\u2014-]+\s*)?",
    _I,
)
"""Where the fragment may start: the sentence's start, after a lead-in like "context:"."""
_ARTICLE = re.compile(r"(?:a|an)\s+(?=[\w-]+\s+[\w-])", _I)
_IN_SENTENCE_LEAD = re.compile(
    r"[.,;]\s*(?:(?:some\s+|a\s+bit\s+of\s+|bit\s+of\s+|quick\s+|for\s+)?(?:context|background)"
    r"\s*[:\u2014-]+\s*)",
    _I,
)
"""A lead-in inside a sentence ("need a second pair of eyes. Context: employment lawyer ...")."""
_CLAUSE = re.compile(r"[,;:()]|\s+[+&]\s+|\s+-+\s+|\s*\u2014\s*|\.(?:\s|$)")
_PREPOSITIONS = frozenset("at for in with on from by here".split())
_EXTRA_ROLES = frozenset(
    "dev sre pm rn gp emt hca tech phd msc mba ma ba bsc md dphil paralegal chef nurse cook"
    " solicitor barrister sparky chippy medic resident registrar fellow postdoc undergrad"
    " grad bookkeeper cleaner builder roofer welder driver courier dispatcher carer gardener"
    " tiler plasterer painter decorator labourer laborer surveyor assessor auditor inspector"
    " investigator coordinator supervisor instructor realtor underwriter adjuster broker banker"
    " trader teller planner programmer coder maintainer streamer youtuber pentester tester teamer"
    " hacker responder"
    " blogger podcaster organiser organizer moderator copywriter ghostwriter proofreader"
    " reporter presenter lecturer examiner caretaker housekeeper childminder babysitter"
    " zookeeper beekeeper groomer breeder sommelier".split()
)
"""Roles that neither the shared list nor a job suffix gives away."""
_NURSING = frozenset(
    "nurse nursing icu nicu picu er ed ward charge staff registered travel".split()
)
"""Words that make a lower-case "rn" a registered nurse rather than "right now"."""
_NOT_ROLES = frozenset(
    "mom dad mother father parent grandparent grandmother grandfather sister brother daughter"
    " son husband wife partner boss colleague coworker client patient".split()
)
"""Family and people around the user: "dad, 81, on statins" is about the father."""
_MODIFIER_BAD = frozenset(
    "a an the my our his her their your this that these those some any i we you he she they"
    " it is are was were be been has have had do does did will would can could should not no"
    " me us him them so and but or then also just maybe for to of with in on at like very"
    " really too more less how why what when where who"
    # "ok booking vet": an answer and a task of the day, not a job title
    " ok okay yes yeah yep yup sure cool great fine alright thx thanks booking calling emailing"
    " texting ringing phoning seeing getting finding taking trying fixing checking asking"
    " sending making doing going heading waiting picking dropping grabbing buying ordering".split()
)
_VERBISH = re.compile(
    r"\b(?:is|was|are|were|told|tells|said|says|asked|asks|wants|wanted|thinks|thought|has|had"
    r"|will|would|can|could|should|did|does|gave|sent|called|emailed|replied|suggested)\b",
    _I,
)
"""A verb after the role: someone else doing something, not the user describing themself."""
_REQUEST = re.compile(
    r"^\W*(?:(?:i\s+)?(?:need|want|wanna|would|'d|am\s+looking|'m\s+looking|was\s+wondering)"
    r"|can|could|would|will|any|how|what|which|why|where|when|is\s+it|does|do\s+you|help|looking"
    r"|trying|pls|please|(?:quick\s+|random\s+|small\s+|dumb\s+)?questions?|so\s+(?:i|can|could|what|how)|but|anyway|lol|haha|thanks)\b",
    _I,
)
_SETUP = re.compile(
    r"^\W*(?:and\s+)?(?:we|i)(?:(?:'re|'m|\s+are|\s+am)\s+on|\s+(?:use|run|deploy|host)"
    r"|\s+(?:\w+\s+){0,2}?(?:in|on|with))\s+(?-i:[A-Z])",
    _I,
)
"""A clause of the tool the user works with ("..., we use EMIS", "we're on SystmOne"): a fact
of its own, which a change of tool retires without the role. A shift pattern ("we run 24
on 48 off") stays with the role it describes."""
_ROLE_SUFFIX = re.compile(
    r"[a-z]{3,}(?:ist|eer|ographer|ologist|ician|iatrist|wright|smith|monger)", _I
)
"""Job suffixes that few other nouns share ("-er" and "-or" name tools too: "freezer")."""
_SOLE = frozenset("only sole solo lone".split())
_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|final|\d+", _I)
_MAX_WORDS = 30
_FIRST_CHARS = 100


def role_fragment(sentence: str) -> str | None:
    """The user's role told as a verbless fragment, with its fragments, as a fact, or None."""
    text = sentence.strip()
    if not text or text.endswith("?") or text[0] in "\"'>":
        return None
    lead = _LEAD.match(text)
    start = lead.end() if lead is not None else 0
    article = _ARTICLE.match(text, start)
    # "Tomas, a junior dev at a bank": the article is put back as the role's own
    found = _fragment(text[start if article is None else article.end() :])
    if found is None:
        low = text.lower()
        if "context" not in low and "background" not in low:
            return None
        inner = _IN_SENTENCE_LEAD.search(text)
        if inner is None:
            return None
        found = _fragment(text[inner.end() :])
    return found


_BEING = re.compile(
    r"(?:^|[,;.!]\s*|\b(?:and|but|so|honestly|tbh)\s+)being\s+(?:(?P<article>a|an|the)\s+)?"
    r"(?P<role>(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s+(?:is|has\s+been|means|feels)\b",
    re.IGNORECASE,
)
"""The user's own role said as what it is like to hold: "being qa lead is so much more
people stuff than i expected"."""


def role_being(sentence: str) -> str | None:
    """The role `sentence` says the user holds by what holding it is like, as a fact, or None."""
    m = _BEING.search(sentence)
    if m is None:
        return None
    words = m.group("role").lower().split()
    if any(w in _MODIFIER_BAD for w in words) or not _is_role(
        words[-1], modified=len(words) > 1, placed=False
    ):
        return None
    role = m.group("role")
    # "being qa lead is ...": a role said bare takes its article back, as a role fact has it
    article = (m.group("article") or ("an" if role[0].lower() in "aeiou" else "a")).lower()
    return f"The user is {article} {role} now."


def _fragment(text: str) -> str | None:
    opening = text.split(None, 1)
    if not opening or opening[0].lower().strip(".,!") in _MODIFIER_BAD:
        return None  # "I ...", "the ...", "my ...": most sentences end here
    # A fragment's first clause is a few words; a long one is never read past this.
    first = _CLAUSE.split(text[:_FIRST_CHARS], maxsplit=1)[0].strip()
    words = first.split()
    if not 1 <= len(words) <= 8:
        return None
    lowered = [w.lower().strip(".,!") for w in words]
    # The head is the last word before a preposition ("engineer at X"), else the last word.
    at = next((i for i, w in enumerate(lowered) if w in _PREPOSITIONS and i > 0), len(lowered))
    if at > 4 or _VERBISH.search(first) is not None:
        return None
    head = lowered[at - 1]
    if lowered[0] in _MODIFIER_BAD or any(w in _MODIFIER_BAD for w in lowered[:at]):
        return None
    # "front desk at the kestrel hotel": the desk is a post held
    front_desk = head == "desk" and at > 1 and lowered[at - 2] == "front"
    # "second year adult nursing at leeds beckett": a year of a course, its student's
    studying = (
        at >= 3
        and _ORDINAL.fullmatch(lowered[0]) is not None
        # "5 year fix with nationwide", "10 year plan": a term of years, not a year of study
        and not lowered[0].isdigit()
        and lowered[1] in ("year", "yr")
        and head.isalpha()
        and not _is_role(head, modified=True, placed=True)
    )
    if (
        not front_desk
        and not studying
        and not _is_role(head, modified=at > 1, placed=at < len(lowered))
    ):
        return None
    if head == "rn" and words[at - 1].strip(".,!") != "RN" and _NURSING.isdisjoint(lowered):
        return None  # "250 rn on the textured plate": chat's "right now", not a nurse
    if any(not (w.isalpha() or _ORDINAL.fullmatch(w) or "-" in w) for w in lowered[: at - 1]):
        return None
    kept = _kept(text)
    if kept is None:
        return None
    here = re.match(rf"^(?P<np>.*?\b{re.escape(words[at - 1])})\s+here\b\s*", kept, _I)
    if here is not None:
        kept = (here.group("np") + " " + kept[here.end() :].lstrip(" ,")).strip()
    if front_desk:
        return h.canonical(f"I work the {kept.strip(' ,.')}")
    if lowered[0] in _SOLE:
        # "only SRE at a small fintech": the one holder of the role.
        return h.canonical(f"I'm the {kept.strip(' ,.')}")
    if studying:
        course = " ".join(words[:at])
        kept = course + " student" + kept[len(course) :] if kept.startswith(course) else kept
    article = "an" if kept[0].lower() in "aeiou" else "a"
    return h.canonical(f"I'm {article} {kept.strip(' ,.')}")


def _is_role(head: str, *, modified: bool, placed: bool) -> bool:
    """Whether `head` names a role; a bare job-suffix word needs a modifier or a place."""
    if head in _NOT_ROLES or head in p.NOT_A_ROLE:
        return False
    if head in p.ROLE_NOUNS or head in _EXTRA_ROLES:
        return True
    return (modified or placed) and _ROLE_SUFFIX.fullmatch(head) is not None


def _kept(text: str) -> str | None:
    """The fragment and the clauses after it, up to the request, at most a few dozen words."""
    parts = re.split(r"(?<=[,;])\s+|\s+(?=\()", text.split(". ", 1)[0])
    kept: list[str] = []
    for part in parts:
        if kept and (_REQUEST.match(part) or "?" in part or _SETUP.match(part)):
            break
        kept.append(part)
        if sum(len(x.split()) for x in kept) >= _MAX_WORDS:
            break
    out = " ".join(kept).strip(" ,;")
    if out.count("(") != out.count(")"):
        out = out.replace("(", "").replace(")", "")
    return out or None
