"""A new state of the user's world said with a state marker, on the way to something else.

`passing_changes.py` reads a change by its verb (started, moved, ditched). Many updates
have no such verb: the user only states how things are now, and a marker ("now", "these
days", "again", "I guess") or the value's own class says it replaced something:
- a value said to be all there is now: "it's all steam deck for me now", "everything's
  Figma these days";
- a thing of the user's given a value of a known class: "the whole monorepo is pnpm now",
  "our backend is on Django now", "we're on Postgres 16 now";
- a diet said bare: "so pescatarian now I guess", "basically vegetarian these days";
- a first day or week at a new workplace: "last monday was my first day at Merriweather";
- things moved off one value onto another: "moving orders off mongo and onto postgres";
- a move to another department, unit or ward: "I transferred to the emergency department";
- a new budget or rate (`new_amounts.py`): "knock that down to 1400 tops";
- an old value retired beside another of its class: "the department mandated Chicago
  notes-bibliography, so MLA is retired for me" keeps the clause naming Chicago.

The value needs a class (`subjects.py` knows it is a package manager, a console, a diet) or
a name (capitals, digits), so "it's all good now" and "the kitchen is a mess now" give
nothing. Someone else's state ("my sister is vegan now") and a thought ("if we were on
pnpm now") are left to the other readers.
"""

from __future__ import annotations

import re

from imprint.pipeline import patterns as p
from imprint.pipeline.new_amounts import new_amount
from imprint.pipeline.role_holders import HOLDER_PREFIX
from imprint.pipeline.subjects import subject_of, subject_terms
from imprint.pipeline.switches import Switch
from imprint.pipeline.updates import change_in

__all__ = ["now_state", "successor"]

_NOW = (
    r"(?:now|these\s+days|nowadays|at\s+this\s+point|for\s+good|as\s+of\s+(?:this|last|today"
    r"|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d+\w*|\d))"
)
_VAL = r"(?P<new>[\w.+#-]+(?:\s+[\w.+#-]+){0,2}?)"
_ALL_NOW = re.compile(
    r"\b(?:(?:it'?s|its|we'?re|i'?m|it\s+is)\s+(?:all|only|just|fully|100%|strictly|purely"
    r"|exclusively)|everything'?s|everything\s+is)\s+(?:on\s+|in\s+|using\s+)?"
    + _VAL
    + r"\s+(?:(?:for|with"
    r"|here\s+for)\s+(?:me|us|the\s+team)\s+)?" + _NOW + r"\b",
    re.IGNORECASE,
)
"""A value said to be all there is now: "it's all steam deck for me now"."""
_THING_IS_NOW = re.compile(
    r"(?:^\W*|[,;:]\s*|\b(?:and|but|so|btw|also|update)\s+)(?:(?:the|our|my)\s+"
    # "tidepool's CI is GitHub Actions now": the user's project named; not a relative's thing
    r"|(?!(?:my|our|his|her|their|mum|mom|dad|wife|husband|partner|sister|brother|son|daughter"
    r"|friend|boss|neighbou?r)'s)[\w-]+'s\s+)?(?:(?:whole|entire"
    # "my email's with fastmail now": the contraction leans on the topic, with no space
    r"|full|all)\s+)?(?P<topic>[\w-]+(?:\s+[\w-]+)?)(?:'s|'ve\s+been|\s+(?:is|'s|are|runs|uses"
    r"|sits|lives|has\s+been|have\s+been|'ve\s+been))\s+(?:(?:all|fully|now|entirely)\s+)?"
    r"(?:on\s+|in\s+|with\s+)?" + _VAL + r"\s+"
    r"(?:" + _NOW + r"|since)\b",
    re.IGNORECASE,
)
"""A thing of the user's given a value of a known class: "whole monorepo is pnpm now"."""
_VALUE_END = r"(?=\s*(?:[,.;!?)]|$|\s+(?:\+|&|and|with|plus|for|so|but)\s))"
"""Where a value said after its marker ends: the clause's end, or what joins it to more."""
_NOW_ALL = re.compile(
    r"\b" + _NOW + r",?\s+(?:(?:it'?s|its|it\s+is)\s+all|everything'?s|everything\s+is)\s+"
    r"(?:on\s+|in\s+|using\s+|done\s+in\s+)?" + _VAL + _VALUE_END,
    re.IGNORECASE,
)
"""`_ALL_NOW` with its marker first: "these days everything's in memoQ"."""
_THING_NOW_IS = re.compile(
    r"(?:^\W*|[,;:]\s*|\b(?:and|but|so|btw|also|update)\s+)(?:(?:the|our|my)\s+)?"
    r"(?P<topic>[\w-]+(?:\s+[\w-]+)?)(?:\s+is|'s|\s+are)\s+now\s+(?:on\s+|in\s+|with\s+)?"
    + _VAL
    + _VALUE_END,
    re.IGNORECASE,
)
"""`_THING_IS_NOW` with "now" before the value: "so the target is now databricks"."""
_ON_NOW = re.compile(
    r"\b(?:we'?re|i'?m|we\s+are|i\s+am)\s+(?:(?:now|finally|fully|all)\s+)*(?:on|running|using)\s+"
    r"(?P<new>[\w.+#-]+(?:\s+[\w.+#-]+)?)\s+" + _NOW + r"\b",
    re.IGNORECASE,
)
"""The user on a value now: "we're on 3.12 now", "I'm on Arch these days"."""
_BARE_NOW = re.compile(
    r"(?:^\W*(?:(?:so|and|but|ok|well)\s+)?|[,;:]\s*|\b(?:and|so)\s+)(?P<new>[\w.+#-]+"
    r"(?:\s+[\w.+#-]+)?)\s+(?<!from\s)now\b(?!\s*\?)",
    re.IGNORECASE,
)
"""A value alone with "now" after a change: "nuked windows, fedora 40 now" (not the "now" of
"from now on": "imperial from now on" asks for a way of answering)."""
_MOVED_TO = re.compile(
    r"\b(?:bumped|upgraded|updated|moved|migrated|ported|porting|rewrote|rewritten|rewriting"
    # "I finally made the jump to Neovim", "we jumped ship to Linear"
    r"|rebuilt|rebuilding|converted|switched|made\s+the\s+(?:jump|switch|move|leap|change)"
    r"|jumped\s+ship)\s+(?:(?:every|all|the|our|my|each|whole)\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:over\s+)?(?:to|into|onto)\s+(?P<new>[\w.+#-]+(?:\s+v?\d[\w.]*)?)",
    re.IGNORECASE,
)
"""Things moved onto a value of a known class: "ported ingestion to rust", "bumped every
lambda runtime to node 22"."""
_RAISED_TO = re.compile(
    r"\b(?:rais(?:e|ed|ing)|bump(?:ed|ing)?|up(?:ped|ping)|lift(?:ed|ing)?)\s+(?:the\s+|our\s+|my\s+)?"
    r"(?P<topic>(?!(?:me|us|you|him|her|them|it|that|this|those|these)\b)(?:min(?:imum)?\s+"
    r"|max(?:imum)?\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+"
    r"(?:from\s+[\w.+#-]+(?:\s+v?\d[\w.]*)?\s+)?to\s+(?P<new>(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep"
    r"|oct|nov|dec|like|about|around|roughly)[a-z]*\s)[A-Za-z][\w.+#-]*\s+v?\d+(?:\.\d+)*)",
    re.IGNORECASE,
)
"""A setting raised to a named version: "signed off on raising min deployment to iOS 17"."""
_UPGRADE = re.compile(
    r"\b(?:since|after|now\s+that|once)\s+(?:the|our|my)\s+(?P<new>(?:[A-Za-z][\w.+#-]*\s+)?v?\d+"
    r"(?:\.\d+)+)\s+(?:upgrade|migration|update|bump|move|switch)\s+(?:landed|went\s+(?:in|out"
    r"|live)|shipped|is\s+(?:done|in|live|out)|happened|finished)\b",
    re.IGNORECASE,
)
"""A version upgrade given as background: "since the 5.0 upgrade landed"."""
_SITS_WITH = re.compile(
    r"\b(?:the\s+|our\s+|my\s+)(?:whole\s+|entire\s+)?(?P<topic>[\w-]+(?:\s+[\w-]+)?)\s+(?:now\s+)?"
    r"(?:sits|is|lives|are|sit)\s+(?:now\s+)?(?:with|at)\s+(?P<new>(?-i:[A-Z])[\w.&'-]*(?:\s+(?:&\s+)?"
    r"(?-i:[A-Z])[\w.&'-]*){0,2})\s+(?:now|these\s+days|nowadays)\b",
    re.IGNORECASE,
)
"""A thing of the user's now held by a named provider: "the whole ISA sits with Nettle & Pine
now", "our pension is with Acorn now"."""
_NAME_VERSION = re.compile(r"[A-Za-z][\w.+#-]*\s+v?\d+(?:\.\d+)*")
_DOING_AT = re.compile(
    r"\bnow\s+(?:doing|working|running|leading|teaching|managing)\s+(?:[\w-]+\s+){0,4}?"
    r"(?:at|for)\s+(?P<new>(?-i:[A-Z])[\w.&'-]*(?:\s+(?-i:[A-Z])[\w.&'-]*){0,2})",
    re.IGNORECASE,
)
"""Work at a new place said with "now": "now doing supply chain analytics at Kestrel"."""
_DIETS = (
    r"(?P<diet>vegan|vegetarian|veggie|pescatarian|pescetarian|keto|paleo|carnivore|plant-based"
    r"|gluten-free|dairy-free|flexitarian|low-carb)"
)
_DIET_SAID = re.compile(
    r"(?:^\W*|[,;:(]\s*|\b(?:so|basically|technically|officially|mostly|i'?m|we'?re|i\s+am"
    r"|we\s+are)\s+)(?:(?:a|now|officially|basically|mostly|fully)\s+)*" + _DIETS + r"\b"
    r"(?=\s*,?\s*(?:now|i\s+guess|these\s+days|nowadays|again|apparently|i\s+suppose|i\s+think"
    r"|officially)\b)",
    re.IGNORECASE,
)
"""A diet said bare with a marker: "so pescatarian now I guess", "vegan again"."""
_NAME = r"(?P<new>(?-i:[A-Z])[\w.&'-]*(?:\s+(?:&\s+)?(?-i:[A-Z])[\w.&'-]*){0,2})"
_FIRST_AT = re.compile(
    r"\b(?:first\s+(?:full\s+)?(?:day|week|month|shift|fortnight|days|weeks)|(?:day|week)\s+one"
    r")\s+(?:of\s+work\s+|in\s+the\s+office\s+)?"
    r"(?:as\s+(?:an?\s+|the\s+)?(?P<role>(?:[\w-]+\s+){0,2}?[\w-]+)\s+)?(?:over\s+)?(?:at|with)\s+"
    r"(?:" + _NAME + r"|(?P<low>(?!(?:the|a|an|my|our|home|work)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*)"
    r"{0,2}?)(?=\s*(?:[,.;!?]|$|\s+(?:and|but|so|now|today|lol)\b)))",
    re.IGNORECASE,
)
"""A first day or week at a workplace: "last monday was my first day at Merriweather",
"first week as branch manager over at northfield" (a name typed in lower case, after a
role that says it is work)."""
_AHEAD = re.compile(
    r"[^.;!?]{0,25}?\b(?:tomorrow|next|is\s+on|starts|begins|coming\s+up|soon|on\s+(?:mon|tues"
    r"|wednes|thurs|fri|satur|sun)day|in\s+\w+\s+(?:days|weeks))\b|\s*\?",
    re.IGNORECASE,
)
"""A first day still ahead: the move has not happened yet."""
_OFF_ONTO = re.compile(
    r"\b(?:mov|migrat|switch|port|shift|tak|took|transferr|bring|brought|get|got)\w*\s+"
    r"(?:[\w-]+\s+){0,3}?off\s+(?:of\s+)?(?:the\s+|our\s+|my\s+)?(?P<old>[\w.+#-]+(?:\s+[\w.+#-]+)?"
    r"?)\s+(?:and\s+)?(?:on\s*to|over\s+to|to|into)\s+(?:the\s+|our\s+|my\s+)?"
    r"(?P<new>[\w.+#-]+(?:\s+\d[\w.]*)?)",
    re.IGNORECASE,
)
"""Things moved off one value and onto another: "moving orders off mongo onto postgres"."""
_TRANSFERRED = re.compile(
    r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|finally|recently|officially|now)\s+)*"
    r"(?:transferred|moved(?:\s+over)?|switched|changed|went)\s+(?:over\s+)?(?:to|into)\s+"
    # "switched to a standing desk" is furniture, "moved to the news desk" a workplace
    r"(?!(?:a|an)\s+(?:[\w-]+\s+)?desk\b)"
    r"(?P<new>(?:the|a|an)\s+[\w-]+(?:\s+[\w-]+)?)\s+(?P<kind>department|dept|unit|ward|team"
    r"|clinic|office|branch|campus|practice|lab|desk|division|squad)\b",
    re.IGNORECASE,
)
"""A move inside the workplace said by the user: "I transferred to the emergency department"."""
_KIND_SUBJECT = {
    "office": "office",
    "branch": "office",
    "campus": "office",
    "clinic": "office",
    "practice": "office",
}
_OTHER = re.compile(
    r"(?:\b(?:he|she|they|his|her|their)\b|\b(?:my|our)\s+(?:\w+\s+)?(?:wife|husband|partner"
    r"|sister|brother|mom|mum|dad|mother|father|son|daughter|friend|boss|colleague|kid|kids"
    r"|cousin|roommate|flatmate|parents?))[^.;!?]{0,25}$",
    re.IGNORECASE,
)
_THOUGHT = re.compile(
    r"\b(?:if|might|maybe|thinking|considering|planning|would|could|hoping|hope|wish|should"
    r"|whether|unless|gonna|going\s+to|want\s+to|once)\b[^.;!?]*$",
    re.IGNORECASE,
)
_NOT_VALUES = frozenset(
    "good fine ok okay done over ready great better worse set sorted it that this them those"
    " these there here one ones new the a an my our me us back well right broken dead quiet"
    " busy fun easy hard different same".split()
)
_NOT_TOPICS = frozenset(
    "it that this he she they wife husband partner sister brother mom mum dad mother father son"
    " daughter friend boss colleague kid kids cousin roommate flatmate parents neighbour"
    " neighbor".split()
)
_NOW_WORDS = frozenset("now days nowadays point good since as".split())
_UPGRADE_WORDS = frozenset("upgrade migration update bump".split())
_MOVE_WORDS = frozenset(
    "bumped upgraded updated moved migrated ported porting rewrote rewritten rewriting rebuilt"
    " rebuilding converted switched raise raised raising bumping upped upping lifted lifting made"
    " jumped"
    "".split()
)
_DIET_WORDS = frozenset(
    "vegan vegetarian veggie pescatarian pescetarian keto paleo carnivore plant gluten dairy"
    " flexitarian low".split()
)


def now_state(sentence: str) -> Switch | None:
    """The new state of the user's world `sentence` states with a marker, or None."""
    words = p.contracted_words(sentence)
    if words & _DIET_WORDS:
        found = _diet(sentence)
        if found is not None:
            return found
    if words & _NOW_WORDS:
        found = (
            _all_now(sentence)
            or _thing_now(sentence)
            or _on_now(sentence)
            or _doing_at(sentence)
            or _bare_now(sentence)
            or _sits_with(sentence)
        )
        if found is not None:
            return found
    if words & _MOVE_WORDS or words & _UPGRADE_WORDS:
        found = _moved_to(sentence)
        if found is not None:
            return found
    if "first" in words or "one" in words:
        found = _first_at(sentence)
        if found is not None:
            return found
    if "off" in words:
        found = _off_onto(sentence)
        if found is not None:
            return found
    if words & {"transferred", "moved", "switched", "changed", "went"}:
        found = _transferred(sentence)
        if found is not None:
            return found
    return _replaced_in_class(sentence) or new_amount(sentence)


def _own(sentence: str, at: int) -> bool:
    """Whether what starts at `at` is the user's and has happened (not someone's, no wish)."""
    before = sentence[max(0, at - 50) : at]
    return _OTHER.search(before) is None and _THOUGHT.search(before) is None


def _classed(value: str) -> str | None:
    """The subject of a value of a known class, or None for an everyday word."""
    value = value.strip(" .'-")
    if not value or value.lower() in _NOT_VALUES or value.split()[0].lower() in _NOT_VALUES:
        return None
    return subject_of(value)


def _classed_now(pattern: re.Pattern[str], said: str, sentence: str) -> Switch | None:
    """The new value `pattern` finds in `sentence`, if of a known class, said as `said`."""
    m = pattern.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    new = m.group("new").rstrip(".")  # "everything's in memoQ.": the value, not the stop
    subject = _classed(new)
    if subject is None:
        return None
    return Switch(text=said.format(new=new), new=new, old=None, subject=subject)


def _all_now(sentence: str) -> Switch | None:
    return _classed_now(_ALL_NOW, "I use {new} now", sentence) or _classed_now(
        _NOW_ALL, "I use {new} now", sentence
    )


def _thing_now(sentence: str) -> Switch | None:
    m = _THING_IS_NOW.search(sentence) or _THING_NOW_IS.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    topic, new = m.group("topic"), m.group("new").rstrip(".")
    subject = _classed(new) or (_classed(f"{topic} {new}") if _classed(topic) is None else None)
    if subject is None or topic.split()[-1].lower() in _NOT_TOPICS:
        return None  # "my sister is vegan now": someone else's state
    if subject.startswith(HOLDER_PREFIX):
        return None  # "Rob Feeney is our accountant now": a person in a role, not a thing on it
    if subject == "payment_terms":
        # "all new invoices are net 14 now": terms are what the invoices are, not a tool
        verb = "are" if re.search(r"\bare\b", m.group(0), re.IGNORECASE) else "is"
        return Switch(
            text=f"The user's {topic} {verb} {new} now", new=new, old=None, subject=subject
        )
    return Switch(text=f"The {topic} is on {new} now", new=new, old=None, subject=subject)


def _on_now(sentence: str) -> Switch | None:
    m = _ON_NOW.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    new = m.group("new")
    subject = _classed(new)
    if subject is None and not re.fullmatch(r"(?:[A-Za-z]+\s+)?v?\d+(?:\.\d+)+", new):
        return None  # a version ("3.12") is a value of its own class (`value_classes.py`)
    return Switch(text=f"I'm on {new} now", new=new, old=None, subject=subject)


def _bare_now(sentence: str) -> Switch | None:
    return _classed_now(_BARE_NOW, "I'm on {new} now", sentence)


def _sits_with(sentence: str) -> Switch | None:
    m = _SITS_WITH.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    topic, new = m.group("topic"), m.group("new").strip(" .'-")
    if topic.split()[-1].lower() in _NOT_TOPICS or subject_of(new) is not None:
        return None
    return Switch(text=f"My {topic} is with {new} now", new=new, old=None, subject=None)


_NEXT_WORDS = re.compile(r"\s+[a-z][\w&.+-]*(?:\s+[a-z][\w&.+-]*)?", re.IGNORECASE)
"""The words after a value, which may be the rest of its name ("british" then "gas")."""


def _moved_to(sentence: str) -> Switch | None:
    raised = _RAISED_TO.search(sentence)
    if raised is not None and _own(sentence, raised.start()):
        # "raising min deployment to iOS 17": what was raised is named, so the answer
        # to "what's your deployment target?" is found by its word
        new, topic = raised.group("new"), raised.group("topic")
        return Switch(text=f"our {topic} is now {new}", new=new, old=None, subject=None)
    up = _UPGRADE.search(sentence)
    if up is not None and _own(sentence, up.start()):
        new = up.group("new")
        return Switch(text=f"I'm on {new} now", new=new, old=None, subject=subject_of(new))
    m = _MOVED_TO.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    new = m.group("new").strip(" .")
    subject = _classed(new)
    tail = _NEXT_WORDS.match(sentence, m.end("new"))
    if tail is not None:
        # "we moved to british gas fixed": the name goes on past the word read ("british"
        # alone is a spelling), and names another thing
        longer = f"{new}{tail.group()}"
        named = _classed(longer)
        if named is not None and named != subject and _classed(tail.group().strip()) is None:
            new, subject = longer.strip(" ."), named
    if subject is None and not _NAME_VERSION.fullmatch(new):
        return None  # "moved the meeting to friday": no tool, version or platform
    return Switch(text=f"I'm on {new} now", new=new, old=None, subject=subject)


def _doing_at(sentence: str) -> Switch | None:
    m = _DOING_AT.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    name = m.group("new").strip(" .'-")
    if subject_of(name) is not None:
        return None
    return Switch(text=f"I work at {name} now", new=name, old=None, subject="employer")


def _diet(sentence: str) -> Switch | None:
    m = _DIET_SAID.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    if re.search(r"\b(?:not|never|no\s+longer|n't)\s+(?:\w+\s+)?$", sentence[: m.start("diet")]):
        return None
    diet = m.group("diet").lower()
    return Switch(text=f"I'm {diet} now", new=diet, old=None, subject="diet")


def _first_at(sentence: str) -> Switch | None:
    m = _FIRST_AT.search(sentence)
    if m is None or not _own(sentence, m.start()) or _AHEAD.match(sentence, m.end()):
        return None
    role = m.group("role")
    if m.group("new") is None and role is None:
        return None  # "first week at camp": a name in lower case needs a role to be work
    name = (m.group("new") or m.group("low")).strip(" .'-")
    if subject_of(name) is not None or name.split()[0].lower() in ("the", "a", "my"):
        return None  # "first week with Rust": a tool, not a workplace
    held = f" as {role}" if role else ""
    return Switch(text=f"I work at {name} now{held}", new=name, old=None, subject="employer")


def _off_onto(sentence: str) -> Switch | None:
    m = _OFF_ONTO.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    old, new = m.group("old").strip(), m.group("new").strip()
    if old.lower() == new.lower() or not (_named(old) or _named(new)):
        return None  # "took the kids off screens and onto bikes": no tool or provider
    subject = subject_of(old) or subject_of(new)
    return Switch(text=f"I moved from {old} to {new}", new=new, old=old, subject=subject)


def _named(value: str) -> bool:
    return any(c.isupper() or c.isdigit() for c in value) or subject_of(value) is not None


_VALUE_SUBJECTS = frozenset(
    "database cache warehouse frontend backend mobile game_engine package_manager editor os"
    " ci code_hosting cloud hosting tracker chat reporting design_tool stats_tool phone console"
    " citation_style diet".split()
)
"""Subjects whose terms are values (a tool, a device, a style), not only words for them."""
_GENERIC = frozenset(
    "database db cache warehouse frontend front-end backend back-end package manager editor"
    " ide ci hosting hosted deploy tracker citation diet laptop computer desktop smartphone"
    " game engine".split()
)
_CLAUSES = re.compile(
    r"\s*(?:[,;:]|\b(?:so|and|but|because|since|when|after|now\s+that)\b)\s*", re.IGNORECASE
)


def _replaced_in_class(sentence: str) -> Switch | None:
    """The clause naming a new value beside an old one of its class that it retires."""
    for old in change_in(sentence, "en").replaces:
        written = re.search(re.escape(old), sentence, re.IGNORECASE)
        subject = subject_of(written.group(0) if written else old)  # "Pixel" as written
        if subject not in _VALUE_SUBJECTS:
            continue
        found = _in_class(sentence, subject, old)
        if found is not None:
            return found
    return None


def successor(sentences: tuple[str, ...], retired: tuple[str, ...]) -> tuple[str, Switch] | None:
    """A value of a retired one's class named in another sentence of the reply.

    "we got acquired and their standard is Power BI. our Tableau licences lapse in June":
    Tableau is retired by the second sentence, and Power BI, a reporting tool too, is what
    replaces it. Gives the sentence and the change read from it.
    """
    for old in retired:
        subject = subject_of(old)
        if subject not in _VALUE_SUBJECTS:
            continue
        for sentence in sentences:
            if old in sentence.lower():
                continue
            found = _in_class(sentence, subject, old)
            if found is not None:
                return sentence, found
    return None


def _in_class(sentence: str, subject: str, old: str) -> Switch | None:
    """The clause of `sentence` naming another value of `subject` than `old`."""
    for clause in _CLAUSES.split(sentence):
        lowered = clause.lower()
        if old in lowered:
            continue
        for term in subject_terms(subject):
            if term in _GENERIC or term in old or old in term:
                continue
            if re.search(r"(?<![\w-])" + re.escape(term) + r"(?![\w-])", lowered):
                return Switch(text=clause, new=term, old=old, subject=subject)
    return None


def _transferred(sentence: str) -> Switch | None:
    m = _TRANSFERRED.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    new, kind = m.group("new"), m.group("kind").lower()
    subject = _KIND_SUBJECT.get(kind, "team")
    return Switch(
        text=f"I work in {new} {kind} now", new=f"{new} {kind}", old=None, subject=subject
    )
