"""Which stored memories a new one makes out of date, and which a forget request names.

Pure functions over candidate memories (same user, overlapping scope), run inside the write
transaction by the store's decision. A new memory supersedes an active one when:
- it retires a value the old one holds ("we moved from MySQL to Postgres" retires
  "Our app runs on MySQL 5.7."), or
- both set the same subject and the subject holds one value at a time (a new employer, a
  new manager, a new home city), or the new one says it changed ("now", "switched").
A memory about someone in the user's life (their wife, their parents) and one about the user,
or about another person, never supersede each other (`whose.py`). Memories written by the
same reply never supersede each other, and pinned or user-given
memories are only replaced by a value they hold being retired outright.

A memory that takes back the user's last word without naming it ("go with teal instead",
"scratch that, make it weekly") supersedes what the session's latest write created on the
same subject, or, when neither has a subject, the pick it revises (`revises`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from imprint.pipeline.cjk_changes import topic_changed
from imprint.pipeline.declension import declinable, declined_pattern
from imprint.pipeline.milestones import exam_behind
from imprint.pipeline.named_ages import age_moved_on
from imprint.pipeline.old_names import kind_names
from imprint.pipeline.old_values import LEFT_ASPECT, LEFT_FOR
from imprint.pipeline.placenames import PLACES_AND_TOWNS
from imprint.pipeline.pointed_values import other_value_of_kind, value_now
from imprint.pipeline.purpose_changes import purpose_changed
from imprint.pipeline.relocations import relocated
from imprint.pipeline.role_holders import HOLDER_PREFIX, holder_changed, holder_role
from imprint.pipeline.subjects import (
    SINGLE_VALUED,
    partner_name,
    subject_of,
    subjects_in,
    word_subject,
)
from imprint.pipeline.topic_change import updates_topic
from imprint.pipeline.topics import names_topic
from imprint.pipeline.value_classes import (
    address_changed,
    ends_partnership,
    outdates,
    says_new_value,
)
from imprint.pipeline.whose import person_of
from imprint.pipeline.work import changes_work, ends_work
from imprint.types import MemoryDraft, MemorySource, MemoryType
from imprint.writes import CandidateMemory

__all__ = [
    "ANSWERED",
    "NO_FRAME",
    "answer_outdated",
    "forget_matches",
    "forget_stem",
    "holds_new_value",
    "holds_stem",
    "holds_value",
    "of_others",
    "revises",
    "same_partner",
    "same_subject",
    "supersedes",
]

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_INITIALISM = 3
"""Letters a retired value needs to be matched by its initials too (two, "js", are too few)."""


_PLURAL = re.compile(r"[A-Za-z]{4,}(?<![SsUuIi])s")
"""One word of five letters or more in a plural "s" ("cardinals"; not "class", "axis")."""


@lru_cache(maxsize=8192)
def _value_pattern(value: str) -> re.Pattern[str]:
    if _CJK.search(value):
        return re.compile(re.escape(value))
    words = value.split()
    if declinable(value) and words:
        # Russian names decline: "ushel iz Polyarisa" retires "rabotayu v Polyaris", and
        # "v Tomske" names Tomsk; the stem is matched with any short ending.
        body = r"\s+".join(declined_pattern(w) for w in words)
        return re.compile(r"(?<![\w-])" + body + r"(?![\w-])", re.IGNORECASE)
    if len(words) == 1 and len(value) >= _INITIALISM and _abbreviation(value):
        # "migrated off QBD" retires "QuickBooks Desktop", "left GCP" "Google Cloud Platform"
        return re.compile(_EDGE_BEFORE + _word_or_initials(value) + _EDGE_AFTER, re.IGNORECASE)
    if len(words) > 1 and any(_abbreviation(w) for w in words[1:]):
        # "our Meraki SM licences weren't renewed" retires "Meraki Systems Manager"
        body = r"\s+".join(_word_or_initials(w) for w in words)
        return re.compile(_EDGE_BEFORE + body + _EDGE_AFTER, re.IGNORECASE)
    if len(words) == 2 and all(w.isalpha() for w in words):
        # "no longer doing the eastside market" retires "the eastside farmers market": a
        # word the old memory put between the two
        body = re.escape(words[0]) + r"\s+(?:[a-z'-]+\s+)?" + re.escape(words[1])
        return re.compile(_EDGE_BEFORE + body + _EDGE_AFTER, re.IGNORECASE)
    if _PLURAL.fullmatch(value):
        # "scratch the cardinals" retires "8 cardinal tetras": a plural meets its noun said
        # as a modifier
        body = re.escape(value[:-1]) + r"s?"
        return re.compile(_EDGE_BEFORE + body + _EDGE_AFTER, re.IGNORECASE)
    return re.compile(_EDGE_BEFORE + re.escape(value) + _EDGE_AFTER, re.IGNORECASE)


_CJK_LETTERS = r"\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
_EDGE_BEFORE = rf"(?<!-)(?<![^\W{_CJK_LETTERS}])"
_EDGE_AFTER = rf"(?!-(?-i:[^A-Z\u00c0-\u00de]))(?![^\W{_CJK_LETTERS}])"
"""A whole word's edges, which kana, kanji and hangul do not bind: "HubSpot" is a word of
"mail wa HubSpot wo tsukatte imasu" written without spaces. A name before a capitalised
part of a compound is a word of it ("eine DSA-Runde" holds "DSA"), not one before a
lower-case part ("Postgres-compatible")."""


def _abbreviation(word: str) -> bool:
    """Whether `word` may be the initials of a name after the first word ("sm", "ce")."""
    return 2 <= len(word) <= 4 and word.isascii() and word.isalpha()


def _word_or_initials(word: str) -> str:
    """`word`, or the capitalised words its letters begin ("sm": "Systems Manager")."""
    if not _abbreviation(word):
        return re.escape(word)
    # "\s*": the initials of a name cased inside ("DevOps") as of one with spaces
    initials = r"\s*".join(f"(?-i:{c.upper()})[a-z]*" for c in word.lower())
    return f"(?:{re.escape(word)}|{initials})"


_SET_ASIDE = re.compile(
    r"(?:\b(?:instead\s+of|rather\s+than|in\s+place\s+of|nothing\s+to\s+do\s+with"
    r"|(?:no\s+longer|not|never|(?:do|does|did)n'?t)"
    r"(?:\s+\w+)?|ex-?|former(?:ly)?"
    r"|previous(?:ly)?|old|used\s+to(?:\s+\w+){1,2}|kein(?:e|en|er|em|es)?|(?:moved|switched|migrated|changed|went|converted"
    r"|transferred|upgraded|away)\s+from|replac\w*|dropp?\w*|ditch\w*|quit|stopped\s+\w+ing|off"
    r"|gave\s+up\s+on|giving\s+up\s+on|got\s+rid\s+of|binned|scrapped"
    r"|left|quitt\w*|abandonn\w*|dej[e\u00e9]\w*|lasciat\w*|verlass\w*|deix(?:ei|amos|ou)\w*"
    r"|larg(?:amos|uei|ou)|en\s+(?:lugar|vez)\s+de|au\s+lieu\s+de|(?:an)?statt|em\s+vez\s+de|invece\s+di"
    r"|anzich\S|non\s+pi\u00f9|nicht\s+mehr|ya\s+no|n\u00e3o\s+(?:\u00e9\s+)?mais|plus"
    r"|\u0432\u043c\u0435\u0441\u0442\u043e|\u0443\u0448[\u0435\u0451]\u043b|\u0443\u0448\u043b[\u0430\u0438]|\u0443\u0432\u043e\u043b"
    r"\u0438\u043b\w*|\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b\w*|\u0441\u044a\u0435\u0445"
    r"\u0430\u043b\w*))"
    r"(?:\s+(?:the|a|an|my|our|using|on|at|in|with|il|la|le|lo|l'|el|los|las|les|o|os|as|am|im"
    r"|der|die|das|den|dem|bei|\u0438\u0437|\u043e\u0442))*\s*$",
    re.IGNORECASE,
)
"""Words just before a value that set it aside ("instead of MySQL", "moved from Lyon")."""


def holds_value(content: str, value: str) -> bool:
    """Whether `content` holds `value` as true now, not only where it is set aside.

    A mention is a whole word (for CJK, a substring); "use Postgres instead of MySQL" does
    not hold "mysql".
    """
    if not value:
        return False
    for found in _value_pattern(value).finditer(content):
        if _SET_ASIDE.search(content[max(0, found.start() - 40) : found.start()]):
            continue
        if _SET_ASIDE_AFTER.match(content, found.end()):
            continue  # "HubSpot wo yamete": Japanese and Korean set a value aside after it
        return True
    return False


_SET_ASIDE_AFTER = re.compile(
    # English: "the Humira stopped working", "Dylan moved out", "the 2016 boxes are retired"
    r"\s+(?:(?:has\s+)?stopped\s+working|moved\s+out|went\s+bust|(?:is|are|was|were|got)\s+(?:now\s+)?"
    r"(?:decommissioned|retired|phased\s+out|gone|history)"
    # "mayesh got too pricey", "heroku bill got silly", "the cetirizine was making me a
    # zombie": the reason the user left it
    r"|(?:" + LEFT_ASPECT + r"\s+)?" + LEFT_FOR + r")"
    r"|\s*(?:(?:\u3092|\u306f)?(?:\u3084\u3081|\u8f9e\u3081|\u6b62\u3081)|\u304b\u3089"
    r"|\u3058\u3083\u306a\u304f|\u3067\u306f\u306a\u304f"
    r"|(?:[\uc740\ub294\uc744\ub97c]\s*)?(?:\uadf8\ub9cc|\uc548\s*\uc4f0|\ub300\uc2e0))"
)
"""What sets a value aside after it: English "stopped working", "moved out", "got too
pricey"; Japanese "wo
yamete", "kara", "ja naku"; Korean "geuman", "an sseu", "daesin"."""


def _retires(value: str, *, content: str, old_content: str) -> bool:
    """Whether the new memory retires `value` and the old one holds it.

    A name the old memory gives to someone of the user's family ("my daughter Emma") is not
    retired by "Emma moved out": she is still the user's daughter.
    """
    if not holds_value(old_content, value) or holds_value(content, value):
        return False
    return _KIN_NAMED.search(old_content) is None or not re.search(
        _KIN_NAMED.pattern + re.escape(value) + r"\b", old_content, re.IGNORECASE
    )


def _without_generic_head(values: Sequence[str]) -> tuple[str, ...]:
    """Each value of two words or more whose last word names no thing of its own, without it.

    "gave up on the paper form" retires "paper form", and the old memory said "on paper".
    """
    out = []
    for value in values:
        words = value.split()
        if len(words) > 1 and words[-1].lower() in _GENERIC_HEADS:
            out.append(" ".join(words[:-1]))
    return tuple(out)


_GENERIC_HEADS = frozenset(
    "form forms thing things stuff one ones plan plans option options route way method version"
    " setup system app thingy idea".split()
)


_KIN_NAMED = re.compile(
    r"\b(?:daughter|son|kid|child|wife|husband|partner|mum|mom|mother|dad|father|sister"
    r"|brother|grandson|granddaughter|grandma|grandpa|grandmother|grandfather|niece|nephew"
    r"|aunt|uncle|cousin|stepson|stepdaughter|twins?)(?:'s)?,?\s+"
    # "wife is pregnant": a verb after the relation names no one
    r"(?:(?!(?:is|was|are|were|has|had|got|gets|just|now|still)\b)\(?\w+\)?\s+)?",
    re.IGNORECASE,
)
"""A relation of the user's just before a name ("daughter Emma", "son, Jake")."""


def supersedes(
    *,
    content: str,
    subject: str | None,
    replaces: Sequence[str],
    changed: bool,
    old_content: str,
    old_subject: str | None,
    old_protected: bool = False,
) -> bool:
    """Whether a new memory (`content`, ...) makes the old one (`old_*`) out of date.

    `old_subject` None means "compute it from `old_content`" (memories stored before
    subjects existed). `old_protected` marks pinned and user-given memories.
    """
    if content.casefold() == old_content.casefold():
        return False
    if of_others(content, old_content) and not (
        subject in _RELATIONS
        or ends_partnership(content, old_content)
        or (_BORN.search(content) is not None and _PREGNANT.search(old_content) is not None)
    ):
        return False  # the user's new job or home says nothing of where their wife works
    if any(
        _retires(v, content=content, old_content=old_content)
        for v in (*replaces, *kind_names(tuple(replaces)), *_without_generic_head(replaces))
    ):
        return True
    if old_protected:
        return False
    if subject == "partner" and same_partner(content, old_content):
        return False  # "idris and i got engaged" after "my boyfriend Idris loves injera"
    if _new_partner(content, old_content):
        return True  # "my girlfriend ines" after "my boyfriend callum": one partner at a time
    held = old_subject or subject_of(old_content)  # the old memory's subject, read once
    role = (
        held[len(HOLDER_PREFIX) :]
        if held is not None and held.startswith(HOLDER_PREFIX)
        else holder_role(old_content)
    )
    if role is not None and (
        (holder_role(content) == role and holder_changed(HOLDER_PREFIX + role, content))
        or (_TEACHES.search(role) is not None and _NEW_LESSONS.search(content) is not None)
    ):
        # "okafor took a job in toronto so my new advisor is dr. lindqvist": a new holder of
        # the role, though the sentence's subject is the job the old one took
        return True
    if _more_of_the_same(content, old_content):
        return False  # "More puns." after "playful, puns welcome": the same way, further
    # a new dose, weekday, time or provider said as new is a change however it was read
    changed = (
        changed or ends_work(content) or says_new_value(content) or holder_changed(subject, content)
    )
    if age_moved_on(content, old_content):
        return True  # "Leo is 7" after "The user's son Leo is 6": one person has one age
    if exam_behind(content, old_content):
        return True  # "The user passed their CPA" after "... studying for the CPA exam"
    if updates_topic(content, old_content):
        return True  # a topic no lexicon names: "the recital got pushed to the 20th"
    if not content.isascii() and topic_changed(content, old_content):
        return True  # "kyoukasho ga Suken ni kawatta" after "kyoukasho wa Tokyo Shoseki"
    if changed and purpose_changed(content, old_content):
        return True  # "maintenant on passe par promocash pour le sec" after "... le sec chez metro"
    if changed and address_changed(content, old_content) and not of_others(content, old_content):
        return True  # "from now on use 880 Harmon Ave" after "my address is 14 Birch Ln"
    if changed and answer_outdated(content, old_content):
        return True  # "What's your base resolution?" "320x180", then "new base res is 640x360"
    if (changed or subject in SINGLE_VALUED) and outdates(
        content=content, subject=subject, old_content=old_content
    ):
        return True  # "I work at Merriweather now" outdates "Backend dev at Tallyhoo here"
    if not same_subject(subject, old_content=old_content, old_subject=old_subject):
        if _bought_anew(content, subject, old_content):
            return True  # "IT gave me the macbook" after "my laptop is a thinkpad on fedora"
        if (
            changed
            and subject in SINGLE_VALUED
            and subject in subjects_in(old_content)
            and held not in _WHO_THE_USER_IS
        ):
            # "I switched billing over to Stripe" outdates "runs a SaaS for yoga studios and
            # takes payments through Paddle": the old memory set it too, beside another subject.
            # Not one that says who the user is ("a nurse in Leeds, on Jira"): that stays.
            return True
        # a move to a new town: where the user worked in the old one is out of date too
        return relocated(
            content=content,
            subject=subject,
            changed=changed,
            old_content=old_content,
            old_subject=old_subject,
        ) or changes_work(
            content=content,
            subject=subject,
            changed=changed,
            old_subject=old_subject if old_subject is not None else held,
            old_content=old_content,
        )
    if subject is not None and subject.startswith(HOLDER_PREFIX):
        # "our nanny is doing three days a week now" is news of Rosa, not a new nanny
        return holder_changed(subject, content)
    if changed and holds_new_value(content, subject, old_content):
        # "moved the blog off wordpress onto ghost" beside "the blog is on ghost, we post
        # every sunday", written by the same reply: the old value is gone there already
        return False
    return (
        subject in SINGLE_VALUED
        or changed
        or _bought_anew(content, subject, old_content, same_kind=True)
    )


_VALUE_WORD = re.compile(r"[a-z][\w.+-]+")


def holds_new_value(content: str, subject: str | None, old_content: str) -> bool:
    """Whether `old_content` is already the new version of what `content` says changed.

    `content` moves a thing of `subject` from one value to another ("moved the blog off
    wordpress onto ghost"); the old memory holds the value moved to and no other value
    `content` names ("the blog is on ghost, we post every sunday", written anew by the same
    reply): it is up to date. A value moved to follows "to", "onto" or "into" ("was on jira"
    names the old one).
    """
    if subject is None:
        return False
    named, new = _values_moved(content, subject)
    if not new:
        return False
    held = {w for w in named if _value_pattern(w).search(old_content)}
    return bool(held) and held <= new and len(held) < len(named)


@lru_cache(maxsize=1024)
def _values_moved(content: str, subject: str) -> tuple[frozenset[str], frozenset[str]]:
    """The values of `subject` that `content` names, and those of them it moves to.

    Cached: a draft is compared with each of its candidates.
    """
    low = content.lower()
    named: set[str] = set()
    new: set[str] = set()
    for m in _VALUE_WORD.finditer(low):
        word = m.group(0).rstrip(".")
        if len(word) > 2 and word_subject(word, content) == subject:
            named.add(word)
            if _MOVED_TO.search(low, 0, m.start()) is not None:
                new.add(word)
    return frozenset(named), frozenset(new)


_MOVED_TO = re.compile(r"\b(?:to|onto|into)\s+(?:the\s+)?$")
"""The words just before a value moved to ("onto ghost", "over to the stripe")."""


def _bought_anew(
    content: str, subject: str | None, old_content: str, *, same_kind: bool = False
) -> bool:
    """Whether `content` tells of a new car, computer or phone the user got, beside the old one's.

    "finally caved and bought a used kia niro" after "a 2009 corolla": the new one, most
    often in place of the old. The old memory need only hold the kind among others ("my
    laptop is a thinkpad on fedora" is of the system too); `same_kind` says its subject is
    already known to be the kind.
    """
    return (
        subject in _REPLACED_BY_BUYING
        and (_BOUGHT.search(content) is not None or _ONE_CAR.match(content) is not None)
        and (same_kind or subject in subjects_in(old_content))
        # "The user has a kia" after "a 2019 kia niro": the same car, said shorter
        and not _same_car(content, old_content)
    )


_CASED_NAME = re.compile(r"(?<!^)\b(?-i:[A-Z])[a-z\u00c0-\u024f'-]+")


def same_partner(content: str, old_content: str) -> bool:
    """Whether the partner `content` names by name is one `old_content` names too."""
    names = {n.lower() for n in _CASED_NAME.findall(content)}
    return bool(names) and bool(names & set(re.findall(r"[\w'-]+", old_content.lower())))


def _new_partner(content: str, old_content: str) -> bool:
    """Whether `content` names the user's partner by another name than `old_content` does."""
    name = partner_name(content)
    before = partner_name(old_content) if name is not None else None
    return before is not None and before != name


def _same_car(content: str, old_content: str) -> bool:
    """Whether the car `content` names by its last word is the one `old_content` holds."""
    named = content.rstrip(" .").split()[-1].lower()
    return (
        re.search(rf"(?<![\w-]){re.escape(named)}(?![\w-])", old_content, re.IGNORECASE) is not None
    )


_REPLACED_BY_BUYING = frozenset({"car", "computer", "phone"})
_ONE_CAR = re.compile(
    r"^the\s+user\s+has\s+an?\s+(?:new\s+)?(?:(?:19|20)\d\d\s+)?[\w.-]+(?:\s+[\w.-]+)?\.?$",
    re.IGNORECASE,
)
"""The car the user has, named by its model alone (`own_gear`): "The user has a niro"."""
"""Subjects a user may hold two of, but whose new one, bought, most often replaces the old."""
_BOUGHT = re.compile(
    r"\b(?:(?:bought|got|picked\s+up|leased|purchased|traded\s+(?:up|in)|collected)"
    # "IT finally gave me the macbook pro m3": a work machine handed to the user
    r"|(?:gave|handed|issued)\s+(?:me|the\s+user|them))\s+(?:a|an|the|my|our|their|the\s+user's)"
    r"\s+(?!(?:user's\s+)?(?:new\s+)?(?:son|daughter|kids?|child|children|wife|husband|partner|mum|mom|dad"
    r"|mother|father|brother|sister|boyfriend|girlfriend|fianc\w*|friend)\b)"
    r"(?:new\s+|used\s+|second[\s-]hand\s+|secondhand\s+|nearly[\s-]new\s+)?",
    re.IGNORECASE,
)


_TEACHES = re.compile(r"\b(?:teacher|tutor|instructor|coach|trainer|cfi)$")
_NEW_LESSONS = re.compile(
    r"\b(?:started|starting|switched\s+to|moved\s+to|now\s+(?:having|taking|doing)|begun|began)\s+"
    r"(?:(?:my|our|the)\s+)?(?:[\w-]+\s+)?(?:lessons|classes|sessions|coaching|tuition)\s+with\s+\w",
    re.IGNORECASE,
)
"""Lessons begun with someone: "started lessons with marta now" names a new teacher."""


_RELATIONS = frozenset({"manager", "partner", "children", "pet"})
"""Subjects naming who someone is to the user: "The user's manager is Sarah" and "The user
reports to Tom now" set the same thing, though only one opens on the manager; "The user's
baby Nell is 3 weeks old" outdates "The user is 30 weeks pregnant"."""


_BORN = re.compile(
    r"\b(?:son|daughter|baby|twins?|newborn)\b.*\b(?:born|arrived|weeks?\s+old|days?\s+old"
    r"|months?\s+old)\b|\b(?:baby|twins?)\s+(?:arrived|came|is\s+here)\b",
    re.IGNORECASE,
)
_PREGNANT = re.compile(r"\b(?:pregnant|expecting|due\s+(?:in|on|date))\b", re.IGNORECASE)
"""A birth told of the child outdates the pregnancy told of the user."""


def of_others(content: str, old_content: str) -> bool:
    """Whether two memories tell of two people (the user and their wife, two relatives)."""
    new, old = person_of(content), person_of(old_content)
    return new is not None and old is not None and new != old


_MORE_OF = re.compile(
    r"^\W*(?:(?:and|also|ok|okay|even|maybe|a\s+bit|a\s+lot|way|lots|much)\s+)*(?:more|extra)\s+"
    r"(?P<what>[a-z][\w-]+)",
    re.IGNORECASE,
)


def _more_of_the_same(content: str, old_content: str) -> bool:
    """Whether `content` asks for more of what the old memory already asks for."""
    m = _MORE_OF.match(content)
    if m is None:
        return False
    what = m.group("what").lower().rstrip("s")
    return (
        len(what) > 2 and re.search(rf"\b{re.escape(what)}", old_content, re.IGNORECASE) is not None
    )


_WHO_THE_USER_IS = frozenset(
    "name pronouns employer role city school partner children pet diet allergy pregnancy".split()
)
"""Subjects of a memory too important to retire for a tool it also names."""


_FRAME_WORD = re.compile(r"[^\W\d_]{4,}")
_FRAME_STEM = 5
"""Words of four letters or more, compared by their first five: Russian "vtornikam" and
"vtornik", "schedules" and "schedule" meet."""
NO_FRAME = frozenset(
    "user users user's team team's they their them theirs with from this that these those have"
    " been were also just only still more most about into then than when what which where"
    " there here some very really will would should could said says every each week weeks"
    " weekly month months monthly year years yearly morning mornings evening evenings night"
    " nights daily times always usually often sometimes today tomorrow since until after before"
    " during".split()
)
"""Words that frame nothing of their own: the user, pronouns, and when or how often, so that
"walks the dog every morning" and "learns Spanish every morning" share no frame."""
_MIN_SHARED = 2
_SHARED_SHARE = 0.4


def shares_frame(
    content: str, old_content: str, *, share: float = _SHARED_SHARE, at_least: int = _MIN_SHARED
) -> bool:
    """Whether two memories say the same thing of the user with another value.

    They share at least two longer words (by stem; not "the user", nor words of no content),
    and those make up at least two fifths of the shorter one's: "Verkaufen nur noch
    Lastenraeder" and "Wir verkaufen Lastenraeder und E-Bikes". Consolidation reads facts
    this way when the new one says it changed and the old one has no subject to
    compare ("now I do yoga, Tuesdays and Thursdays" outdates "goes to the pool Tuesdays and
    Thursdays"). Rules ask a larger `share`: two rules sharing a few words are two rules
    ("use type hints in Python code", "use docstrings in Python code"). `at_least` is the
    fewest words shared (`named_values` asks one, beside values that differ).
    """
    new, old = _frame_stems(content), _frame_stems(old_content)
    shared = len(new & old)
    return shared >= at_least and shared >= share * min(len(new), len(old))


def _frame_stems(content: str) -> frozenset[str]:
    words = _FRAME_WORD.findall(content.casefold())
    return frozenset(w[:_FRAME_STEM] for w in words if w not in NO_FRAME)


_ANSWER = re.compile(r'^Asked "[^"]*", the user said:')
"""An answer to the agent's question, kept as asked (`understand.py`)."""


ANSWERED = re.compile(r'^Asked "(?P<question>[^"]*)", the user said: "(?P<said>.+)"\.?$', re.DOTALL)
"""A memory holding the user's answer to the agent's question (`choices.answer_frame`)."""
_VALUE_KINDS = (
    re.compile(r"\b\d+(?:[.,:x]\d+)*(?:\s*(?:k|m|am|pm|%|px|h|hrs?|mins?))?\b", re.IGNORECASE),
    re.compile(
        r"\b(?:early\s+|late\s+)?(?:mornings?|afternoons?|evenings?|nights?|lunchtimes?)\b", re.I
    ),
)
"""Kinds of value an answer gives and a later statement may give anew: a figure (an amount,
a size, a time), a time of day."""
_QUESTION_WORD = re.compile(r"[a-z]{3,}")
_STEM = 4
"""Letters of a word compared ("write" and "writing", "train" and "training")."""
_NOT_TOPIC = frozenset(
    """what which when where who how many much your you the and for are was were does did have
    has usually normally best like want need with that this there their they them about kind
    sort long often time""".split()
)


def answer_outdated(content: str, old_content: str) -> bool:
    """Whether a statement that says it changed gives anew the value an old answer gave.

    'Asked "What's your base resolution?", the user said: "320x180"' is outdated by "The
    user's new base res is 640x360.": the statement shares a word of the question ("base")
    and gives a value of the answer's kind (a figure) that the answer does not hold. A word
    of the question alone is not enough (the answer gave a figure, the new one none), nor
    the same value said again.
    """
    m = ANSWERED.match(old_content.strip())
    if m is None:
        return False
    if _moved_elsewhere(m.group("question"), m.group("said"), content):
        return True
    topic = {
        w[:_STEM]
        for w in _QUESTION_WORD.findall(m.group("question").lower())
        if w not in _NOT_TOPIC
    }
    said = {w[:_STEM] for w in _QUESTION_WORD.findall(content.lower())}
    if not topic & said:
        return False
    answer = m.group("said").lower()
    for kind in _VALUE_KINDS:
        old_values = {v.group(0).lower() for v in kind.finditer(answer)}
        new_values = {v.group(0).lower() for v in kind.finditer(content.lower())}
        if old_values and new_values and not new_values & old_values:
            return True
    return False


_WHERE_ASKED = re.compile(
    r"\bwhere\b(?!.*\b(?:did|were|was|used\s+to|grew|born|went)\b)", re.IGNORECASE
)
"""A question where something is now ("Where do you keep the boat?"), not where it was."""
_MOVED = re.compile(
    r"\b(?:moved|relocated|transferred|shifted)\s+(?P<what>her|him|it|them|(?:the|my|our)\s+"
    r"(?:[\w-]+\s+){0,2}?[\w-]+)\b",
    re.IGNORECASE,
)
"""A thing moved, named or pointed at ("moved her over saturday", "moved the hives")."""
_PLACE_NAMED = re.compile(
    r"\b(?:at|in|to|into)\s+(?:the\s+)?(?P<place>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2})"
)


def _moved_elsewhere(question: str, said: str, content: str) -> bool:
    """Whether `content` moves the thing a where-question was answered about to another place.

    'Asked "Where do you keep the boat?", the user said: "mooring ball in Port Townsend"'
    is outdated by "finally got the slip at Port Ludlow marina, moved her over saturday":
    a move, and a place named that the answer does not hold.
    """
    moved = _MOVED.search(content)
    if _WHERE_ASKED.search(question) is None or moved is None:
        return False
    what = moved.group("what").lower().split()
    asked = {w[:_STEM] for w in _QUESTION_WORD.findall(question.lower())}
    if what[0] not in ("her", "him", "it", "them") and not {w[:_STEM] for w in what} & asked:
        return False  # "moved the meeting" after "where do you keep the van?"
    old = {p.group("place").casefold() for p in _PLACE_NAMED.finditer(said)}
    new = {p.group("place").casefold() for p in _PLACE_NAMED.finditer(content)}
    return bool(old) and bool(new) and not any(n in o or o in n for n in new for o in old)


_QUOTED = re.compile(r'^The user said: "')
"""A reply kept in the user's words, what no rule read ('The user said: "PPL, 6 days a week".')."""


def _pick(memory_type: MemoryType, content: str) -> bool:
    """A choice the user made in the conversation: a decision, or an answer to a question."""
    return memory_type is MemoryType.DECISION or _ANSWER.match(content) is not None


def _quoted_pick(draft: MemoryDraft, latest: CandidateMemory) -> bool:
    """A reply kept in the user's words that a revising pick takes back: the same kind of value.

    'The user said: "PPL, 6 days a week".' then "make it upper/lower, 4 days" (days), "mon
    wed fri, 6am" then "make it tue thu, 7pm" (a time); not "night shifts, 3 on 4 off"
    then "make it 2 meals".
    """
    return (
        _QUOTED.match(latest.content) is not None
        and _pick(draft.type, draft.content)
        and bool(_measures(draft.content) & _measures(latest.content))
    )


_MEASURED = re.compile(r"\d+(?:[.:]\d+)?\s*(?P<unit>[a-z]+)", re.IGNORECASE)


def _measures(content: str) -> set[str]:
    """What the figures of `content` count: "6 days" -> day, "6am" and "7pm" -> clock."""
    units = {m.group("unit").lower() for m in _MEASURED.finditer(content)}
    return {"clock" if u in ("am", "pm") else u.removesuffix("s") for u in units}


def revises(draft: MemoryDraft, latest: CandidateMemory) -> bool:
    """Whether a draft that takes back the user's last word supersedes `latest`.

    `latest` is a memory the session's latest write created. It is superseded when it
    sets the draft's subject, or when neither sets one and both are picks (decisions or
    answers): "orange, it pops" then "wait no, teal instead". Pinned and user-given
    memories stay, and the same wording is no revision.
    """
    if latest.pinned or latest.source is MemorySource.USER_EDIT:
        return False
    if draft.content.casefold() == latest.content.casefold():
        return False
    if draft.type is MemoryType.FACT and value_now(_said(draft.content)) is not None:
        # "its 175 now for everybody" after the answer "150/hr": a new value of its kind
        return latest.type is not MemoryType.RULE and other_value_of_kind(
            draft.content, latest.content
        )
    if draft.subject is not None and latest.subject is not None:
        return draft.subject == latest.subject
    if draft.subject is not None or latest.subject is not None:
        return False
    if _INSTEAD.search(draft.content) and _places_apart(draft.content, latest.content):
        # "plans changed, we're doing Porto instead" after "we're going to Lisbon in May"
        return True
    if (
        draft.type is MemoryType.FACT
        and latest.type is MemoryType.FACT
        and draft.changed
        and _SWITCHED.search(draft.content) is not None
    ):
        # "we use active911 for paging" then "scratch that, the dept switched to
        # IamResponding in march": a change told in place of the fact just said
        return True
    return (_pick(draft.type, draft.content) and _pick(latest.type, latest.content)) or (
        _quoted_pick(draft, latest)
    )


_INSTEAD = re.compile(r"\binstead\b(?!\s+of\b)", re.IGNORECASE)
_PLACE_NAME = re.compile(r"(?=\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b)")
"""Each capitalised word, with the next one if capitalised too (an overlapping search)."""


def _places_apart(content: str, old_content: str) -> bool:
    """Whether each names a known town or country, and no place of one is the other's."""
    new, old = _places(content), _places(old_content)
    return bool(new) and bool(old) and not new & old


def _places(text: str) -> frozenset[str]:
    """The known towns and countries `text` names with a capital ("Porto", "New York")."""
    found = set()
    for m in _PLACE_NAME.finditer(text):
        words = m.group(1).lower()
        for name in (words, words.split()[0], words.split()[-1]):
            if name in PLACES_AND_TOWNS:
                found.add(name)
                break
    return frozenset(found)


_SWITCHED = re.compile(
    r"\b(?:switched|moved|migrated|changed|went\s+over|swapped|replaced|renamed|switching|moving"
    r"|changing)\s+(?:\w+\s+){0,3}?(?:to|onto|over\s+to|for|with)\b|\binstead\b",
    re.IGNORECASE,
)
"""A fact told as a change ("switched to X", "moved everything over to Y", "... instead")."""


_SAID = re.compile(r'^The user said: "(?:\.\.\. )?(?P<said>.*)"\.?$', re.DOTALL)


def _said(content: str) -> str:
    """The user's words a memory kept as said, or the memory itself."""
    m = _SAID.match(content)
    return m.group("said") if m is not None else content


def same_subject(subject: str | None, *, old_content: str, old_subject: str | None) -> bool:
    """Whether an old memory sets `subject` (None sets nothing and matches nothing).

    `old_subject` None means "compute it from `old_content`" (memories stored before
    subjects existed).
    """
    if subject is None:
        return False
    old = old_subject if old_subject is not None else subject_of(old_content)
    return old == subject


def forget_matches(content: str, targets: Iterable[tuple[str, ...]]) -> bool:
    """Whether a memory's `content` is named by one of a forget request's targets.

    A target of one or two words must be held whole; a longer one by two thirds of its
    words, so "the job hunting stuff" finds the job-hunting memory and nothing else. A
    target whose last word names an attribute ("my salary", "the mental health stuff")
    also finds the memories holding a value of it ("currently on 82k", "depression"):
    see `topics.py`.
    """
    for words in targets:
        # "the school name" names the school: the attribute is the word before "name".
        head = words[:-1] if len(words) > 1 and words[-1] in ("name", "names") else words
        theirs = any(w in _SOMEONES for w in head[:-1])  # "my wife's car": not the user's car
        if head and not theirs and any(names_topic(content, w) for w in head[-1].split("-") if w):
            # "the interviewing-elsewhere thing": an attribute named in a word of a compound
            return True
        if len(head) > 1 and names_topic(content, " ".join(head[-2:])):
            return True  # "the job hunting stuff": an attribute named in two words
        # "the pulley injury stuff": a kind word ("injury") the memory need not say; "my
        # ex-husband's name": the memories that name him
        named = tuple(w for w in head if w not in _KIND_WORDS and w not in _TALK) or head or words
        # "that debt to my brother" names "owes their brother 3000 dollars": a word naming an
        # attribute is held by a value of it, wherever it stands in the target
        held = sum(holds_stem(content, w) or names_topic(content, w) for w in named)
        need = len(named) if len(named) <= 2 else -(-2 * len(named) // 3)
        if named and held >= need:
            return True
        if len(named) == 1 and _spelled_out(content, named[0]):
            return True  # "the pip" names "a performance improvement plan"
    return False


@lru_cache(maxsize=4096)
def _initials_pattern(word: str) -> re.Pattern[str]:
    body = r"\s+".join(f"{re.escape(c)}[a-z'-]{{2,}}" for c in word)
    return re.compile(r"(?<![\w'-])" + body + r"(?![\w'-])", re.IGNORECASE)


def _spelled_out(content: str, word: str) -> bool:
    """Whether `content` holds the words an initialism of three or four letters stands for.

    "forget the pip stuff" names "is on a performance improvement plan": each word of three
    letters or more, one after the other (so "the user is" never spells "tui").
    """
    return (
        3 <= len(word) <= 4
        and word.isascii()
        and word.isalpha()
        and (_initials_pattern(word.lower()).search(content) is not None)
    )


_SOMEONES = frozenset(
    """wife husband partner boyfriend girlfriend mum mom mother dad father brother sister son
    daughter friend mate boss colleague neighbour neighbor uncle aunt cousin grandma grandpa nan
    ex flatmate roommate""".split()
)
"""Whose thing a request names before it ("my wife's car"): then the attribute is theirs."""
_KIND_WORDS = frozenset(
    """injury injuries issue issues stuff thing things situation drama news condition problem
    problems details info information story business bit part mess saga episode interview
    interviews plan plans planning prep arrangements organising organizing logistics trip trips
    visit holiday vacation getaway""".split()
)
"""Words that say what kind of thing a forget request names, not the thing itself."""
_TALK = frozenset("hey hi hiya ok okay so um uh oh also and yeah yep lol actually".split())
"""Words of talk a request's target may have picked up ("hey, the stuff I said about ...")."""


def holds_stem(content: str, word: str) -> bool:
    """Whether `content` holds a forget request's `word` (see `_stem_pattern`)."""
    if _CJK.search(word):
        return word in content
    return _stem_pattern(word).search(content) is not None


_SHORT_ENDINGS = r"(?:s|es|'s)?(?![^\W\d_])"
"""What may follow a word of three letters or fewer: "cat" finds "cats" and "ex" finds
"ex-wife", but neither finds "category" or "exercise"."""


def forget_stem(word: str) -> str:
    """The start of a request's word that every text `forget_matches` finds by it holds.

    A long word is held by its first letters ("pregnancy" -> "pregnan", which "pregnant"
    holds too; "adoption" -> "adopt", which "adopted" holds; "failing" -> "fail", which
    "failed" holds), a short one whole ("cat", "kids" -> "kid"). The values of an attribute
    a word names ("currently on 82k" for "salary") need not hold it: the store reads its
    newest text for those.
    """
    if len(word) <= 3:
        return word
    if word.endswith("ing") and len(word) >= 7 and word[-4] not in "aeiou":
        # "failing" -> "fail" (held by "failed"), "moving" is left to the rule below
        return word[:-3]
    if len(word) >= 10 and word.endswith("igkeit") and word.isalpha():
        # "arbeitslosigkeit" -> "arbeitslos" (held by "ich bin arbeitslos")
        return word[:-6]
    if len(word) >= 10 and word.endswith(("schaft", "heit", "keit")) and word.isalpha():
        # German nouns of a state: "schwangerschaft" -> "schwanger" (held by "ich bin
        # schwanger"), "krankheit" -> "krank"
        return word[: -6 if word.endswith("schaft") else -4]
    if len(word) >= 7 and word.endswith("ung") and word.isalpha():
        # German nouns of a doing: "trennung" -> "trenn" (held by "trennen uns gerade"),
        # "scheidung" -> "scheid" (held by "scheiden")
        return word[:-3]
    if len(word) >= 9 and word.endswith("nsion") and word.isalpha():
        # "suspension" -> "suspen" (held by "suspended"), "extension" -> "exten"
        return word[:-4]
    if _ICATION.fullmatch(word):
        return word[: word.rindex("ication")]  # "application" -> "appl", held by "applying"
    if len(word) >= 8 and word.endswith("ion"):
        # "adoption" -> "adopt" (held by "adopted"), "addiction" -> "addict"
        return word[:-3]
    if len(word) >= 7:
        return word[: max(6, len(word) - 3)]
    if _SILENT_E.fullmatch(word):
        return word[:-1]  # "move" -> "mov", held by "moving" (`_stem_pattern` keeps it a verb's)
    return word[:-1] if len(word) > 4 and word.endswith("s") else word


_ICATION = re.compile(r"[a-z]{3,}ications?")
"""A noun of a verb in "-y": "application" is "apply", "verification" is "verify"."""
_SILENT_E = re.compile(r"[a-z]{2,4}[^aeiouy\W\d]e")
"""A word of four to six letters ending on a silent "e" that "-ing" drops: "move", "bake"."""


@lru_cache(maxsize=4096)
def _stem_pattern(word: str) -> re.Pattern[str]:
    """Where a request's word is held: as the start of a word, its ending left open.

    A long word is held by its first letters ("pregnancy" -> "pregnant", "therapy" ->
    "therapist", "divorcio" -> "divorci\u00e9"), a short one only whole with a plural.
    """
    if len(word) <= 3:
        return re.compile(r"(?<![\w-])" + re.escape(word) + _SHORT_ENDINGS, re.IGNORECASE)
    if _ICATION.fullmatch(word):
        # "application" finds "applying", "applied" and "applications", not "apple"
        ending = r"(?:y|ies|ied|ying|ication|ications)(?![^\W\d_])"
        return re.compile(r"(?<![\w-])" + re.escape(forget_stem(word)) + ending, re.IGNORECASE)
    if _SILENT_E.fullmatch(word):
        # "move" finds "moving" and "moved", not "movie"
        ending = r"(?:e|es|ed|er|ers|ing)(?![^\W\d_])"
        return re.compile(r"(?<![\w-])" + re.escape(word[:-1]) + ending, re.IGNORECASE)
    return re.compile(r"(?<![\w-])" + re.escape(forget_stem(word)), re.IGNORECASE)
