"""What the user does for a living: whether a fact tells it, and whether a new one changes it.

People tell their work in more shapes than a subject lexicon names ("The user is a postdoc
at Uppsala", "The user is on the night desk at the Harlow Courier", "The user does evri
deliveries self employed"), and tell a change of it in other words again ("The user is an
account exec now", "The user started a permanent lectureship at Aarhus last week"). A fact
of the user's own work that names no other subject is given the subject `role`, so a later
change of work finds it: a new job, role or employer that says it changed replaces the
user's earlier work, whichever of `role` and `employer` each was filed under.
"""

from __future__ import annotations

import re

from imprint.pipeline import patterns as p
from imprint.pipeline.screened import screened

__all__ = ["WORK_SUBJECTS", "about_work", "changes_work", "ends_work"]

WORK_SUBJECTS = frozenset({"role", "employer"})
"""The subjects a user's work is filed under: what they do, and for whom."""

_USER = r"^(?:(?:so|and|but|also|now)\s+)?the\s+user\s+"
_ROLE_NOUN = r"(?P<noun>[a-z][\w-]*?)s?"
_IS_A = re.compile(
    _USER + r"(?:is|was|has\s+been|'s)\s+(?:now\s+|currently\s+|still\s+)?(?:a|an|the)\s+"
    r"(?P<words>(?:[\w&/-]+\s+){0,3}?)" + _ROLE_NOUN + r"(?=\s+(?:at|for|in|on|with|now|here"
    r"|and|but|who|since|by|so|they|she|he)\b|[,.;:!)(]|$)",
    re.IGNORECASE,
)
""""The user is an ICU nurse", "The user is a freelance flutter dev, ...": a role held."""
_DOES_WORK = re.compile(
    _USER + r"(?:now\s+|currently\s+|still\s+|also\s+)?(?:(?:works|worked|is\s+working|has\s+been"
    r"\s+working)\s+(?:as|at|for)\b"
    # "is working night shift in Pallex warehouse", "works the early shift at ..."
    # "works days at the assessor's office", "works part-time for a charity"
    r"|(?:works|worked|is\s+working|has\s+been\s+working)\s+(?:days|nights|evenings|weekends"
    r"|mornings|part[\s-]time|full[\s-]time)\s+(?:as|at|for)\b"
    r"|(?:works|worked|is\s+working|has\s+been\s+working|does|is\s+doing)\s+(?:the\s+|a\s+)?"
    r"(?:night|day|early|late|evening|weekend|double|split)s?\s+shifts?\s+(?:as|at|for|in)\b|teaches|taught|lectures|drives\s+for|delivers\s+for|does\s+(?:[\w-]+\s+){0,2}?"
    r"(?:deliveries|shifts|contracts?|locums?|agency\s+work|supply)\b|is\s+on\s+the\s+[\w-]+"
    r"(?:\s+[\w-]+)?\s+(?:desk|ward|team|rota|shift)\s+(?:at|for|in)\b|(?:runs|leads|manages"
    r"|heads)\s+the\s+(?:[\w-]+\s+){1,3}?(?:team|department|unit|ward|desk|group|lab)\b"
    r"|(?:started|starts|began|took|got|landed|accepted)\s+(?:a|an|the|their|my)\s+(?:new\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:job|role|position|post|lectureship|fellowship|residency"
    r"|internship|apprenticeship|placement|contract|tenure|professorship|chair)\b"
    # "started as practice manager last month": a role needs no article
    r"|(?:started|starts|starting|began|begins)\s+(?:work(?:ing)?\s+|back\s+)?as\s+(?:(?:a|an|the)\s+"
    r"|(?!(?:soon|well|usual|expected|planned|such|if|though|of|part|far|long|much|early|late"
    r"|always|normal|ever|before|agreed|intended|promised|a\s+joke)\b))[a-z]"
    # "is head of girls PE at Hillside Academy": a post over something, said without "a"
    r"|is\s+(?:now\s+)?(?:head|deputy\s+head|director|principal|chief|lead)\s+of\s+(?:[\w&-]+\s+){1,4}?"
    r"(?:at|for|in)\s+[A-Za-z]"
    # "picks orders nights at Parcelwise", "pulls pints at the Red Lion": the job's own work,
    # done at a named place
    r"|(?:picks|packs|pulls|waits|stacks|cooks|serves|cleans|guards|tends|stocks|sorts|loads"
    r"|drives)\s+(?:[\w-]+\s+){0,3}?(?:at|for)\s+(?:the\s+)?(?-i:[A-Z])"
    r"|went\s+(?:in-house|freelance|self-employed|part-time|full-time)\b|is\s+(?:now\s+)?"
    r"(?:self[- ]employed|freelance|freelancing|retired|qualified)\b)",
    re.IGNORECASE,
)
""""The user works at ...", "teaches ...", "is on the night desk at ...", "started a
permanent lectureship at ...", "went in-house at ...": work done or taken up."""
_WORK_ENDED = re.compile(
    r"\bthe\s+user's\s+(?:very\s+)?(?:final|last)\s+(?:day|shift|week)\b"
    r"(?!\s+(?:off|at\s+(?:uni|university|school|college)|of\s+(?:term|school|uni|the\s+holiday)))"
    r"|\bthe\s+user\s+(?:has\s+|had\s+|just\s+|finally\s+|officially\s+|is\s+(?:now\s+)?)*(?:retired"
    r"(?!\s+from\s+(?!(?:their|the)\s+(?:job|post|role|work|practice)\b))"
    r"|stopped\s+working\b(?!\s+out)|left\s+(?:their|the)\s+job|quit\s+(?:their|the)\s+job"
    r"|handed\s+in\s+(?:their|the)\s+notice|got\s+(?:laid\s+off|made\s+redundant))\b",
    re.IGNORECASE,
)
"""Work that ended: "last Friday was the user's final day", "the user retired in June"."""
_NOT_WORK = screened(
    r"\b(?:volunteer\w*|hobby|for\s+fun|on\s+weekends|at\s+weekends|side\s+project"
    r"|in\s+(?:my|their|his|her)\s+spare\s+time)\b",
    re.IGNORECASE,
)
"""Work for fun or on the side: a pastime beside the job, which it does not replace."""
_NOT_A_JOB = frozenset(
    """
    mom dad mother father parent grandparent grandmother grandfather veteran volunteer fan
    beginner newbie novice member user owner customer client patient student-athlete
    """.split()
)


def about_work(content: str) -> bool:
    """Whether a fact (in the third person) tells what the user does for a living."""
    if _NOT_WORK.search(content):
        return False
    if _DOES_WORK.search(content) or _WORK_ENDED.search(content):
        return True
    m = _IS_A.search(content)
    if m is None:
        return False
    noun = m.group("noun").lower()
    if noun in _NOT_A_JOB or noun in p.NOT_A_ROLE:
        return False
    if _FOR_FAMILY.match(content, m.end()):
        return False  # "a carer for their mum": family, not a job
    # Listed job words only: a word shaped like one names a trait as often ("a fast learner",
    # "a heavy sleeper", "a Londoner", "a runner").
    if noun == "carrier":
        # "a postal carrier", not "a cystic fibrosis carrier"
        return re.search(r"\b(?:postal|mail|letter|rural)\s+$", m.group("words")) is not None
    return noun in p.ROLE_NOUNS or _JOB_WORDS.fullmatch(noun) is not None


_FOR_FAMILY = re.compile(
    r"\s+(?:to|for)\s+(?:their|his|her|my)\s+(?:mum|mom|dad|mother|father|parents?|wife"
    r"|husband|partner|son|daughter|kids?|children|nan|gran|grandma|grandad|sister|brother)\b",
    re.IGNORECASE,
)
_JOB_WORDS = re.compile(
    r"dev|sdr|bdr|pm|exec|executive|associate|partner|fellow|resident|registrar|locum|gp|hca"
    r"|cna|rn|sre|swe|qa|ux|hr|ops|manager|lead|head|director|specialist|coordinator"
    r"|assistant|receptionist|courier|driver|cleaner|carer|worker|labourer|laborer|tradie"
    r"|sparky|chippy|postie|postman|postwoman"
    r"|hairdresser|stylist|barber|beautician"
    r"|freelancer|contractor|self-employed|apprentice|trainee|intern|postdoc|lecturer"
    r"|professor|teacher|tutor|nurse|midwife|doctor|surgeon|paramedic|pharmacist",
    re.IGNORECASE,
)
"""Job titles said short or not ending like one ("SDR", "account exec", "staff nurse")."""


_BESIDE = re.compile(
    r"\b(?:also|too|as\s+well|on\s+the\s+side|second\s+job|side\s+gig)\b", re.IGNORECASE
)


def ends_work(content: str) -> bool:
    """Whether a fact says the user's work ended ("last Friday was the user's final day").

    It says a change without a word of change ("now", "no longer"): the work told before is
    out of date.
    """
    return _WORK_ENDED.search(content) is not None


def changes_work(
    *,
    content: str,
    subject: str | None,
    changed: bool,
    old_subject: str | None,
    old_content: str,
) -> bool:
    """Whether a new fact of the user's work, said as a change, outdates an older one of it.

    The new one is filed under the user's work and says it changed ("now", "started",
    "joined"); the old one is filed under the other work subject, or tells the user's work
    under none of them: "The user is an account exec now" (`role`) outdates "The user is an
    SDR at Paylark" (`employer`); "The user works at Kestrel Health now" outdates "The user is
    a freelance flutter dev". Memories of the same subject are compared by `supersede`, and
    a role said without a change ("The user is a nurse") sits beside an employer, as before.
    `old_subject` is the old memory's subject as read (None: it has none). Only facts told
    in English are read this way: in the other languages a subject is read from trigger
    words alone, and "nicht mehr bei Lingua Plus, sondern selbststaendig" keeps the role.
    """
    if not changed or subject not in WORK_SUBJECTS or old_subject == subject:
        return False
    if _BESIDE.search(content):
        return False  # "also works as a tutor now": a second job, beside the first
    english = content.startswith("The user")
    if not (english and subject in _SAID_OF_WORK) and not about_work(content):
        # a team or a manager named may be someone else's; in another language a subject
        # is read from trigger words alone ("nicht mehr bei X, sondern selbststaendig")
        return False
    return old_subject in WORK_SUBJECTS or about_work(old_content)


_SAID_OF_WORK = frozenset({"employer", "role"})
"""Subjects that are the user's work by themselves: "The user joined Halden in May" needs no
other word of work to outdate "The user is a data analyst at Corvane"."""
