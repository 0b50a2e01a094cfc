"""A status the user has reached, said as news: qualified, retired, divorced, a new baby.

Milestones are told in passing and often without a verb: "passed my AM2 on friday!!
fully qualified now", "officially retired now", "divorce went through last month", "Nell
is 3 weeks old today". `milestone(sentence)` reads the status reached and, where the
milestone ends an earlier state, the value it retires (a baby born ends "pregnant").
A status of someone else ("my sister is engaged now") and one only hoped for ("once I'm
qualified") are not read.
"""

from __future__ import annotations

import re

from imprint.pipeline import patterns as p
from imprint.pipeline.life import as_household
from imprint.pipeline.switches import Switch

__all__ = ["exam_behind", "milestone"]

_STATUS = (
    r"(?P<status>qualified|certified|licensed|chartered|registered|accredited|retired|engaged"
    r"|married|divorced|separated|single|sober|debt-free|mortgage-free|self-employed|freelance"
    r"|graduated|a\s+(?:citizen|grandparent|grandma|grandad|granddad|grandpa|homeowner|dad|mum"
    r"|mom|parent))"
)
_NOW_STATUS = re.compile(
    r"(?:^\W*|[,;:!]\s*|\b(?:so|and|but|finally|officially|now)\s+)(?:(?:i'?m|i\s+am|we'?re"
    r"|we\s+are)\s+)?(?:(?:now|officially|finally|fully|legally|properly)\s+)*"
    + _STATUS
    + r"\b(?=[^.;!?]{0,20}?\b(?:now|at\s+last|finally|officially|as\s+of)\b|\s*[!.]*\s*$)",
    re.IGNORECASE,
)
"""A status said as reached: "fully qualified now", "I'm officially retired"."""
_QUALIFIED_AS = re.compile(
    r"(?:^\W*|[,;:!]\s*|\b(?:i|just|finally|and|so|officially|i've|i\s+have|now)\s+)(?:(?:fully"
    r"|officially|finally|just)\s+)*qualified\s+as\s+(?:a|an)\s+(?P<role>[a-z][\w-]*(?:\s+(?!(?:and"
    r"|but|so|at|in|on|from|last|this|today|yesterday)\b)[a-z][\w-]*)?)",
    re.IGNORECASE,
)
"""A trade qualified in: "just qualified as a teacher", "I've qualified as an electrician"."""
_SMOKE_FREE = re.compile(
    r"\b(?:(?P<span>(?:\d{1,3}|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+"
    r"(?:days?|weeks?|months?|years?))\s+(?:smoke|cigarette|nicotine|vape)[\s-]free"
    r"|(?:i'?m|i\s+am|now|officially)\s+(?:now\s+|officially\s+)?(?:a\s+)?(?:smoke[\s-]free"
    r"|non[\s-]?smoker|ex[\s-]?smoker)"
    r"|(?:i\s+)?(?P<quit>(?:quit|stopped|gave\s+up)\s+smoking[^.;!?,]*)"
    r"|(?:i\s+)?(?:haven'?t|have\s+not)\s+(?:had\s+a\s+(?:cigarette|smoke|fag)|smoked)\s+"
    r"(?:in|for)\s+(?P<span2>[\w\s]{1,20}?(?:days?|weeks?|months?|years?)))\b",
    re.IGNORECASE,
)
"""Smoking given up: "3 months smoke free today!", "quit smoking in March", "haven't smoked
in 6 weeks"; it ends "The user is a smoker"."""
_SPLIT_UP = re.compile(
    r"(?:^\W*|[,;:!]\s*|\b(?:so|and|but|well|update|news)\W+)(?P<who>(?-i:[A-Z])[a-z]+|my\s+(?:husband"
    r"|wife|partner|boyfriend|girlfriend|fianc\w+|ex))\s+and\s+i\s+(?:have\s+|'ve\s+|finally\s+|just\s+)*"
    r"(?P<verb>separated|split(?:\s+up)?|broke\s+up|divorced|called\s+it\s+(?:off|quits))"
    # "Sam and I split the bill": a thing shared out, not a couple parted
    r"(?!\s+(?:the|a|an|our|my|it|everything|costs?|bills?|rent|cheque|check|difference|shifts?)\b)"
    r"(?P<rest>[^.;!?]*)",
    re.IGNORECASE,
)
"""A partner left, told of the two of them: "Mark and I separated in the summer"."""
_DIVORCE = re.compile(
    r"\b(?:the\s+|my\s+|our\s+)?divorce\s+(?:(?:finally|officially|just)\s+)*(?:went\s+through"
    r"|is\s+(?:final|through|done)|was\s+finali[sz]ed|came\s+through|got\s+finali[sz]ed)\b",
    re.IGNORECASE,
)
_PASSED = re.compile(
    r"(?:^\W*|[,;:!]\s*|\b(?:i|just|finally|and|so)\s+)(?:passed|cleared|aced)\s+(?:my|the)\s+"
    r"(?P<exam>(?-i:[A-Z0-9])[\w-]*(?:\s+(?-i:[A-Z0-9])[\w-]*){0,2}|driving\s+test|bar(?:\s+exam)?"
    r"|boards|finals|thesis\s+defen[cs]e|viva)"
    # "passed grade 4 yesterday", "got my brown belt": a graded level reached
    r"|(?:^\W*|[,;:!]\s*|\b(?:i|just|finally|and|so)\s+)(?:passed|cleared|aced|got)\s+(?:my\s+)?"
    r"(?P<grade>(?:grade|level|stage|dan|kyu)\s+\d{1,2}\b|(?:white|yellow|orange|green|blue|purple"
    r"|red|brown|black)\s+belt\b)",
    re.IGNORECASE,
)
"""An exam or qualification passed: "passed my AM2", "cleared the CFA Level 1", "passed
grade 4"."""
_FAILED = re.compile(
    r"(?:^\W*|[,;:!]\s*|\b(?:i|just|and|so|but)\s+)(?:failed|flunked|bombed|didn'?t\s+pass)\s+"
    r"(?:my|the)\s+(?P<exam>(?:[\w-]+\s+){0,2}?(?:test|exam|resit|retake|re-sit|module|paper"
    r"|assessment|osce|viva|boards|finals|mock|midterm|final)s?)\b(?!\s+(?:questions?|prep|on)\b)",
    re.IGNORECASE,
)
"""An exam failed: "failed my pharm resit", "flunked the theory test"; what is still ahead
hangs on it as much as on one passed."""
_NEWBORN = re.compile(
    r"(?:^\W*|[,;:!]\s*|\b(?:and|so|my\s+(?:baby|daughter|son|little\s+one)|our\s+(?:baby"
    r"|daughter|son|little\s+one))\s*)(?P<name>(?-i:[A-Z])[a-z]+)\s+(?:is|'s|turned|turns)\s+"
    r"(?:(?:only|just|already|now)\s+)?(?P<age>\d{1,2}|one|two|three|four|five|six)\s+"
    r"(?P<unit>days?|weeks?)\s+old\b",
    re.IGNORECASE,
)
"""A baby days or weeks old: the pregnancy is over."""
_BIRTH = re.compile(
    r"(?:^\W*|[,;:!]\s*|\b(?:and|so|finally|well|news|update)\W+)"
    r"(?P<birth>(?:(?:the|our|my)\s+(?:(?:baby|little\s+one|twins)\s+(?:(?:finally|just|has|have"
    r"|is|are|was|were)\s+)*(?:arrived|born|came|here)\b(?!\s+(?:with|to|for|at\s+(?:school"
    r"|nursery))\b)|(?:daughter|son|boy|girl)\s+(?:(?:finally|just)\s+)*(?:was|is)\s+born\b)"
    r"|(?:i|we|my\s+(?:wife|partner|girlfriend|fianc\w+))\s+(?:(?:finally|just|have|'ve|has)\s+)*"
    r"(?:had|welcomed|delivered)\s+(?:the|our|my|a)\s+"
    r"(?:baby|little\s+(?:girl|boy|one)|(?:baby\s+)?(?:girl|boy|son|daughter)|twins)\b"
    r"|(?:i|i've|i\s+have|i\s+just)\s+(?:finally\s+)?gave\s+birth\b"
    # "Nora was born on the 3rd": a name born days ago, not "Sam was born in 1990"
    r"|(?-i:[A-Z])[a-z]+\s+(?:was|is)\s+(?:finally\s+|just\s+)?born\s+(?=(?:on\s+(?:the\s+)?\d"
    r"|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|yesterday|last\s+night|this\s+morning"
    r"|today|at\s+\d|early|late)))[^.;!?]*)",
    re.IGNORECASE,
)
"""The user's baby born: "the baby arrived on tuesday!", "we had a little girl", "I gave
birth last week", "Nora was born on the 3rd" (a parcel arrives too, so a word for the baby
comes first; a name born is news only with a day close by)."""
_THE_BABY = re.compile(r"^(?:the|our)\s+", re.IGNORECASE)
_OTHER = re.compile(
    r"\b(?:he|she|they|his|her|their|(?:my|our)\s+(?:\w+\s+)?(?:sister|brother|friend|cousin"
    r"|niece|nephew|neighbou?r|colleague|boss|mom|mum|dad|mother|father|aunt|uncle)(?:'s)?)\b"
    r"[^.;!?]{0,25}$",
    re.IGNORECASE,
)
_HOPE = re.compile(
    r"\b(?:once|when|if|until|hope|hoping|might|maybe|will\s+be|going\s+to|gonna|soon|almost"
    r"|nearly)\b[^.;!?]{0,25}$",
    re.IGNORECASE,
)
_UNKEPT = re.compile(
    r"\b(?:forget|not\s+(?:something|anything|a\s+thing)\s+to\s+(?:keep|remember|store|save)"
    r"|(?:don'?t|do\s+not|no\s+need\s+to)\s+(?:keep|remember|store|save|note|log)|let\s+(?:the\s+|that"
    r"\s+|it\s+)?\w*\s*go\b|off\s+the\s+record|between\s+(?:us|you\s+and\s+me))",
    re.IGNORECASE,
)
"""A milestone the user asks not to keep ("my divorce came through, but let the divorce go")."""
_WORDS = frozenset(
    "qualified certified licensed chartered registered accredited retired engaged married"
    " divorced separated single sober debt free mortgage self employed freelance graduated"
    " citizen grandparent grandma grandad granddad grandpa homeowner dad mum mom parent divorce"
    " passed cleared aced old failed flunked bombed pass arrived born came here had welcomed"
    " delivered gave smoke smoking smoked smoker non-smoker nonsmoker ex-smoker split broke"
    " called defended finished completed got".split()
)


def milestone(sentence: str) -> Switch | None:
    """The status the user reached, as `sentence` tells it, or None."""
    if not p.ascii_words(sentence) & _WORDS or _UNKEPT.search(sentence):
        return None
    return (
        _divorce(sentence)
        or _graduated(sentence)
        or _split_up(sentence)
        or _smoke_free(sentence)
        or _qualified_as(sentence)
        or _passed(sentence)
        or _failed(sentence)
        or _newborn(sentence)
        or _birth(sentence)
        or _status(sentence)
    )


_PASSED_SAID = re.compile(
    r"\b(?:passed|cleared|aced|sat|took|finished|completed|got\s+through)\s+"
    r"(?:my|the|their|his|her)\s+(?P<exam>[\w-]+(?:\s+[\w-]+){0,3})",
    re.IGNORECASE,
)
_STUDYING = re.compile(
    r"\b(?:studying|revising|preparing|prepping|cramming|training|sitting)\s+for\s+"
    r"(?:my|the|their|an?)\s+(?P<exam>[\w-]+(?:\s+[\w-]+){0,3})",
    re.IGNORECASE,
)
_GRADUATED = re.compile(
    r"(?:^\W*|[,;:!]\s*|\b(?:i|i've|i\s+have|and|so)\s+)(?:(?:just|finally|officially)\s+)*"
    r"(?P<told>(?:graduated|passed\s+(?:my|the)\s+(?:viva|defen[cs]e|thesis\s+defen[cs]e)"
    r"|defended\s+(?:my|the)\s+(?:thesis|dissertation|phd)|(?:finished|completed|got)\s+my\s+"
    r"(?:phd|doctorate|degree|masters|master's|msc|ma|bsc|ba|mba)\b)\b[^.;!?]*)",
    re.IGNORECASE,
)
"""A degree done: "I graduated last week!", "passed my viva", "finished my masters"; it ends
"The user is a final year student"."""
_DEGREES = r"(?:phd|doctorate|degree|masters|master's|msc|ma|mba|bsc|ba|llm|mphil|dphil|pgce)"
_DEGREE_DONE = re.compile(
    r"\b(?:graduated|passed\s+(?:their|my|the)\s+viva|defended\s+(?:their|my|the)\s+(?:thesis"
    r"|dissertation|phd)|(?:finished|completed|got)\s+(?:their|my)\s+" + _DEGREES + r")\b",
    re.IGNORECASE,
)
"""A degree done, said of the user: "The user graduated.", "The user finished their phd"."""
_DEGREE_UNDER_WAY = re.compile(
    r"\b(?:doing|studying\s+for|working\s+on|in\s+the\s+(?:first|second|third|final|last)\s+year"
    r"\s+of|halfway\s+through|partway\s+through|writing\s+up)\s+(?:a|an|my|their|the)\s+(?:[\w-]+\s+)?"
    + _DEGREES
    + r"\b",
    re.IGNORECASE,
)
"""A degree under way: "The user is doing a masters in public health at leeds"."""
_LEVEL_PASSED = re.compile(
    r"^the\s+user(?:\s+is\s+[^.;]{0,60}?,)?\s+(?:just\s+|finally\s+|has\s+)*(?:passed|got\s+(?:their|my))\s+"
    r"(?:(?P<rung>grade|level|stage|dan|kyu)\s+\d{1,2}|\w+\s+(?P<belt>belt))\b",
    re.IGNORECASE,
)
"""A graded level the user reached, said of the user: "The user passed grade 4"."""
_EXAM_FRAME = frozenset("exam exams test tests paper papers level part module the my their".split())
"""Words that say an exam is one without saying which one."""


def exam_behind(content: str, old_content: str) -> bool:
    """Whether `content` says the user sat the exam `old_content` says they study for.

    "The user passed their CPA" outdates "The user is studying for the CPA exam"; a pass
    of another exam ("passed my driving test") leaves the studying where it was.
    """
    if _DEGREE_DONE.search(content) is not None and _DEGREE_UNDER_WAY.search(old_content):
        return True  # "The user graduated." after "... is doing a masters in public health"
    level, before = _LEVEL_PASSED.search(content), _LEVEL_PASSED.search(old_content)
    if level is not None and before is not None:
        # "passed grade 4" after "just passed grade 3": one ladder, one rung reached
        rung, rung_before = (str(m.group("rung") or "belt").lower() for m in (level, before))
        return rung == rung_before and level.group(0).lower() != before.group(0).lower()
    sat, studying = _PASSED_SAID.search(content), _STUDYING.search(old_content)
    if sat is None or studying is None:
        return False
    named = set(sat.group("exam").lower().split()) - _EXAM_FRAME
    return bool(named & (set(studying.group("exam").lower().split()) - _EXAM_FRAME))


def _mine(sentence: str, at: int) -> bool:
    before = sentence[max(0, at - 40) : at]
    return _OTHER.search(before) is None and _HOPE.search(before) is None


def _status(sentence: str) -> Switch | None:
    m = _NOW_STATUS.search(sentence)
    if m is None or not _mine(sentence, m.start("status")):
        return None
    status = " ".join(m.group("status").lower().split())
    return Switch(text=f"I'm {status} now", new=status, old=None, subject=None)


def _graduated(sentence: str) -> Switch | None:
    m = _GRADUATED.search(sentence)
    if m is None or not _mine(sentence, m.start()):
        return None
    return Switch(text=f"I {m.group('told').strip()}", new="graduated", old="student", subject=None)


def _split_up(sentence: str) -> Switch | None:
    m = _SPLIT_UP.search(sentence)
    if m is None:
        return None
    who, verb = m.group("who"), " ".join(m.group("verb").lower().split())
    if verb.startswith("split"):
        verb = "broke up"  # "the user split up" would be read as the present
    old = who.split()[-1].lower()  # "Mark" or "husband": the memories that name the partner
    return Switch(text=f"{who} and I {verb}{m.group('rest')}", new=verb, old=old, subject=None)


def _smoke_free(sentence: str) -> Switch | None:
    m = _SMOKE_FREE.search(sentence)
    if m is None or not _mine(sentence, m.start()):
        return None
    span = m.group("span") or m.group("span2")
    if m.group("quit"):
        text = f"I {m.group('quit').strip()}"  # "I quit smoking in March": as told, with when
    elif span:
        text = f"I've been smoke-free for {span.strip()}"
    else:
        text = "I'm smoke-free now"
    return Switch(text=text, new="smoke-free", old="smoker", subject=None)


def _qualified_as(sentence: str) -> Switch | None:
    m = _QUALIFIED_AS.search(sentence)
    if m is None or not _mine(sentence, m.start()):
        return None
    role = m.group("role").lower()
    return Switch(text=f"I'm a qualified {role} now", new=role, old=None, subject=None)


def _divorce(sentence: str) -> Switch | None:
    m = _DIVORCE.search(sentence)
    if m is None or not _mine(sentence, m.start()):
        return None
    return Switch(text="I'm divorced now", new="divorced", old=None, subject=None)


def _passed(sentence: str) -> Switch | None:
    m = _PASSED.search(sentence)
    if m is None or not _mine(sentence, m.start()):
        return None
    if m.group("grade"):
        grade = m.group("grade").lower()
        verb = "got my" if grade.endswith("belt") else "passed"
        # the level before is the one this replaces: "grade 3" goes, what it was of stays
        old = f"passed {grade.split()[0]}" if grade[-1].isdigit() else "belt"
        return Switch(text=f"I {verb} {grade}", new=grade, old=old, subject=None)
    exam = m.group("exam")
    return Switch(text=f"I passed my {exam}", new=exam, old=None, subject=None)


def _failed(sentence: str) -> Switch | None:
    m = _FAILED.search(sentence)
    if m is None or not _mine(sentence, m.start()):
        return None
    exam = " ".join(m.group("exam").split())
    return Switch(text=f"I failed my {exam}", new=exam, old=None, subject=None)


def _birth(sentence: str) -> Switch | None:
    m = _BIRTH.search(sentence)
    # "she's here! Nora was born ...": the "she" before the mark is the baby, in another clause
    if m is None or not _mine(sentence, m.start("birth")):
        return None
    # The clause as told ("the baby arrived on tuesday", "we had a little boy on the 3rd"):
    # the day and the baby's name are the user's news, not only the birth.
    told = _THE_BABY.sub("my ", m.group("birth").strip(" ,"))
    return Switch(text=as_household(told), new=told, old="pregnant", subject=None)


def _newborn(sentence: str) -> Switch | None:
    m = _NEWBORN.search(sentence)
    if m is None or not _mine(sentence, m.start()):
        return None
    name, age, unit = m.group("name"), m.group("age"), m.group("unit")
    return Switch(
        text=f"My baby {name} is {age} {unit} old", new=name, old="pregnant", subject=None
    )
