"""Who fills a role in the user's life or group: "our treasurer Dave", "Linda's our treasurer now".

A memory naming who is the user's photographer, accountant, landlord or the troupe's
treasurer sets one thing: who holds that role. "linda's our treasurer now" outdates "our
treasurer dave handles the float" though the two share no value, as "I'm at Spotify now"
outdates "works at Zalando" (`subjects.py`). `holder_role(text)` names the role such a
memory fills; the subject it gives is `holder:<role>`, so two roles never meet.

The role must belong to the user ("our", "my", "the user's"): "a photographer friend" and
"the caterer at my cousin's wedding" say nothing of who the user's caterer is. The user's
own job ("The user is a photographer") is `role`, not this.
"""

from __future__ import annotations

import re

from imprint.pipeline.named_beings import NOT_NAMES
from imprint.pipeline.word_kin import may_be_name

__all__ = ["HOLDER_PREFIX", "holder_changed", "holder_is", "holder_role", "named_holder"]

HOLDER_PREFIX = "holder:"
"""What a subject of who holds a role begins with: `holder:treasurer`."""

_ROLES = (
    "treasurer|secretary|chair|chairperson|chairwoman|chairman|president|vice[\\s-]president"
    "|photographer|videographer|caterer|florist|planner|wedding\\s+planner|coordinator|officiant"
    "|dj|band|baker|cake\\s+maker|venue\\s+manager|accountant|bookkeeper|tax\\s+preparer"
    "|financial\\s+advisor|financial\\s+adviser|lawyer|attorney|solicitor|notary|dentist"
    "|orthodontist|doctor|gp|pediatrician|paediatrician|midwife|ob-?gyn|therapist|counsell?or"
    "|psychiatrist|physio|physiotherapist|chiropractor|vet|veterinarian|landlord|landlady"
    "|letting\\s+agent|property\\s+manager|realtor|estate\\s+agent|broker|mortgage\\s+broker"
    "|contractor|general\\s+contractor|builder|plumber|electrician|architect|interior\\s+designer"
    "|coach|head\\s+coach|assistant\\s+coach|trainer|personal\\s+trainer|tutor|nanny|babysitter"
    "|childminder|cleaner|mechanic|hairdresser|barber|stylist|agent|literary\\s+agent|editor"
    "|publisher|director|co-?director|musical\\s+director|producer|stage\\s+manager|choreographer"
    "|captain|co-?captain|team\\s+captain|mentor|advisor|adviser|supervisor|sponsor|drummer"
    "|bassist|guitarist|singer|vocalist|keyboardist|sound\\s+engineer|designer|illustrator"
    "|developer|web\\s+developer|cofounder|co-?founder|business\\s+partner|surveyor|fabricator"
    "|installer|inspector|groomer|dog\\s+walker|pet\\s+sitter|farrier|tech\\s+lead|product\\s+manager"
    "|instructor|flight\\s+instructor|cfi|teacher|piano\\s+teacher|driving\\s+instructor|a&p"
)
_OURS = r"(?:our|my|the\s+user'?s(?:\s+team'?s|\s+group'?s)?)\s+(?:new\s+|current\s+|main\s+)?"
_ROLE = rf"(?:{_ROLES})(?!-)\b(?!'s\b)"
_SWAPPED = rf"\b(?:switched|changed|swapped|switching|changing)\s+(?P<role4>{_ROLES})s\b"
_GOT_NEW = (
    rf"\b(?:has|have|got|found|'ve\s+got|registered\s+with|signed\s+up\s+with|switched\s+to"
    # "we've gone with a new accountant this year, a guy called Tom Reyes"
    rf"|moved\s+to|gone\s+with|went\s+with|going\s+with|go\s+with|use|using|hired|taken\s+on"
    rf"|took\s+on)\s+(?:a|an)\s+new\s+(?P<role5>{_ROLE})"
    r"(?!\s+(?:friend|course|class|job|role|position|appointment)\b)"
)
_HOLDER = re.compile(
    # "our treasurer dave", "the user's photographer is lena", "my new accountant, Sam"
    rf"\b{_OURS}(?P<role>{_ROLE})(?!\s+(?:friend|friends|course|class|job|jobs|role"
    r"|position|exam|training|career|work|side|skills?|business|gig)\b)"
    # "Linda's our treasurer now", "Sam Whitfield is the user's photographer now"
    rf"|\b(?:is|'s|are|as)\s+(?:now\s+|officially\s+)?{_OURS}(?P<role2>{_ROLE})"
    # "dave stepped down, linda took over as treasurer"
    rf"|\b(?:took|takes|taking|has\s+taken)\s+over\s+as\s+(?:the\s+)?(?P<role3>{_ROLE})"
    # "switched dentists", "has a new accountant, Priya": the role named by its change
    rf"|{_SWAPPED}|{_GOT_NEW}",
    re.IGNORECASE,
)
_THE_USER_IS = re.compile(
    r"^(?:the\s+user|i)\s+(?:is|am|was|'m|works\s+as|has\s+been|took|takes|has\s+taken)\b"
    r"|^(?:i'?m|im)\b",
    re.IGNORECASE,
)
"""The user's own job: "The user is their team's captain" is what they do, not who."""


def holder_role(text: str) -> str | None:
    """The role `text` names someone as holding for the user, lower-case and spaced, or None."""
    if _THE_USER_IS.match(text):
        return None
    m = _HOLDER.search(text)
    if m is None:
        return None
    said = next(m.group(g) for g in ("role", "role2", "role3", "role4", "role5") if m.group(g))
    role = re.sub(r"[\s-]+", " ", said.lower())
    return role.replace("co ", "co")


_NEW_HOLDER = re.compile(
    # "Linda's our treasurer now", "Ann is the user's treasurer now"
    rf"\b(?:is|'s|are)\s+(?:now\s+|officially\s+)?{_OURS}(?:{_ROLE})(?:\s+now\b|\s*[,.;!]|\s*$)"
    # "our new photographer is Sam", "Ana took over as chair", "Sam replaced Dana as our coach"
    rf"|\b(?:our|my|the\s+user'?s(?:\s+team'?s|\s+group'?s)?)\s+new\s+(?:{_ROLE})"
    rf"|\b(?:took|takes|taking|has\s+taken)\s+over\s+as\s+(?:(?:our|my|the)\s+)?(?:{_ROLE})"
    rf"|\breplaced\s+\w+\s+as\s+(?:(?:our|my|the)\s+)?(?:{_ROLE})"
    rf"|\b(?:appointed|elected|hired)\s+(?:as\s+)?(?:(?:our|my|the)\s+)?(?:new\s+)?(?:{_ROLE})"
    rf"|{_SWAPPED}|{_GOT_NEW}"
    # "the user's band is called night harbour now": a new name for it
    r"|\b(?:is|'s|are)\s+(?:now\s+)?(?:called|named)\s+[^,.;!?]{1,40}?\s+now\b",
    re.IGNORECASE,
)


def holder_changed(subject: str | None, content: str) -> bool:
    """Whether `content`, of who holds a role, says the role has a new holder.

    "Linda's our treasurer now", "our new photographer is Sam", "Ana took over as chair".
    A role may be named again without a change ("our treasurer wants the report by
    Sunday", "my landlord is finally fixing the boiler now"): that retires no one.
    """
    return (
        subject is not None
        and subject.startswith(HOLDER_PREFIX)
        and _NEW_HOLDER.search(content) is not None
    )


_TITLES = frozenset("dr mr mrs ms miss mx prof professor".split())
_TITLE = r"(?:(?:" + "|".join(sorted(_TITLES)) + r")\.?\s+)?"
"""A title before a name ("dr sato", "Mrs. Okafor", "prof okafor")."""
_TITLED = r"(?:" + "|".join(sorted(_TITLES)) + r")\.?\s+[a-z][a-z'-]{1,20}"
"""A name after a title, in any case: the title says a name follows ("mr haddad")."""
_WHO = r"(?P<who>" + _TITLE + r"[A-Za-z][\w'-]+(?:\s+[A-Z][\w'-]+)?)"
_PLACE = r"(?P<at>\s+(?:at|from)\s+[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,3})?"
_SAID_BESIDE = re.compile(
    # "dr sato at hillside animal clinic (our vet) wants ...", "priya, the new nanny, starts"
    rf"(?:^|(?<=[\s,;:.!?]))(?<![A-Za-z]){_WHO}{_PLACE}\s*(?:\(\s*(?P<own>our|my|the\s+new)\s+"
    rf"(?:new\s+)?(?P<role>{_ROLE})\s*\)|,\s*(?P<own2>our|my|the\s+new)\s+(?:new\s+)?"
    rf"(?P<role2>{_ROLE})\s*,)",
    re.IGNORECASE,
)
_BESIDE_JOINTS = (", our ", ", my ", ", the new ")
_ROLE_THEN_WHO = re.compile(
    # "my advisor (dr okafor) wants ...", "our landlord (Greg) says ...", "my coach (dagny,
    # she does my plans) says ..."
    rf"\b(?P<own>our|my)\s+(?:new\s+)?(?P<role>{_ROLE})\s*\(\s*(?P<who>{_TITLE}"
    r"[A-Za-z][\w'-]+(?:\s+[A-Za-z][\w'-]+)?)\s*(?:\)|,\s*(?:she|he|they|who)\b)",
    re.IGNORECASE,
)
_ROLE_NAMED_AFTER = re.compile(
    # "my new instructor Priya Sandhu thinks ...", "my cfi marisol says ...": a name after the
    # role, capitalised after "new", or in lower case before what the holder said or did
    rf"\b(?P<own>our|my)\s+(?P<new>new\s+)?(?P<role>{_ROLE})\s+(?P<who>{_TITLED}"
    rf"|{_TITLE}(?-i:[A-Z])[a-z'-]+(?:\s+(?-i:[A-Z])[a-z'-]+)?|[a-z][a-z'-]{{2,14}}(?=\s+(?:says|said|thinks"
    r"|thought|wants|wanted|told|tells|reckons|asked|suggested|mentioned)\b))",
    re.IGNORECASE,
)
_ROLE_THEN_NAME_SAID = re.compile(
    # "my landlord, his name is Mr Haddad", "our new cleaner - she's called bea", "my GP, who
    # goes by dr k": the role, then its holder's name said in a clause of its own
    rf"\b(?P<own>our|my)\s+(?P<new>new\s+)?(?P<role>{_ROLE})\s*(?:,|-+|\u2013|\u2014)\s*"
    r"(?:(?:his|her|their)\s+name(?:'s|\s+is)|(?:he|she|they|who)(?:'?s|\s+is|\s+are|'re)\s+"
    r"(?:called|named)|(?:he|she|they|who)\s+goes?\s+by)\s+"
    rf"(?P<who>{_TITLED}|(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?"
    # a name typed in lower case ends the clause: "he's called pete", not "he's called twice
    # about the bill"
    r"|[a-z][a-z'-]{1,14}(?=\s*(?:[,.;:!?)\u2013\u2014-]|$)|\s+(?:and|but|so|btw|lol|tho)\b))",
    re.IGNORECASE,
)
_LEAD = r"(?:^|[,;:.!]\s*|\b(?:and|so|but|now)\s+)"
_HOLDER_IS = re.compile(
    # "jonas is our new drummer", "Linda's our treasurer now": the holder named, then the role
    rf"{_LEAD}(?P<who>{_TITLE}[A-Za-z][\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s*(?:\s+is|'s)\s+"
    rf"(?:now\s+|officially\s+)?(?P<own>our|my)\s+(?P<new>new\s+|current\s+)?(?P<role>{_ROLE})"
    r"(?P<now>\s+now)?\s*+(?=$|[,.;:!)]|\s+(?:and|but|so|btw|lol|tho|since|from|as\s+of)\b)"
    # "our new drummer is jonas", "my accountant is now Sam Whitfield"
    rf"|\b(?P<own2>our|my)\s+(?P<new2>new\s+)?(?P<role2>{_ROLE})\s+(?:is|'s)\s+(?P<now2>now\s+)?"
    # a holder after "is" is written with a capital or a title: "our new coach is brazilian"
    rf"(?P<who2>{_TITLED}|(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)",
    re.IGNORECASE,
)
"""Who holds a role, said plainly: "jonas is our new drummer", "our new vet is Dr Sato"."""
_NOT_WHO = frozenset(
    "i we you he she they it this that the a an and but so also then now which who".split()
)
_NO_ONE = _NOT_WHO | NOT_NAMES
"""Words after a role that name no one ("my coach just said", "my tutor says")."""


def named_holder(sentence: str) -> str | None:
    """Who holds a role of the user's, named beside the role in passing, as a fact, or None.

    "dr sato at hillside animal clinic (our vet) wants to do a dental", "priya, the new
    nanny, starts monday": said to tell something else, they name who is the vet or the
    nanny now ("Dr Sato at hillside animal clinic is the user's vet now.").
    """
    low = sentence.lower()
    if "(" not in low and not any(joint in low for joint in _BESIDE_JOINTS):
        mine = "my " in low or "our " in low
        said = _ROLE_THEN_NAME_SAID.search(sentence) if mine else None
        after = said or (_ROLE_NAMED_AFTER.search(sentence) if mine else None)
        if after is None or after.group("who").split()[0].lower() in _NO_ONE:
            return None
        titled = after.group("who").split()[0].rstrip(".").lower() in _TITLES
        if not (said or after.group("new") or titled) and after.group("who")[0].isupper():
            return None  # "our nanny Rosa has the boys": the sentence itself keeps her
        if after.group("role").lower() == "band":
            return None  # "my band Lantern Static": the user's own, not a holder of a role
        # "mr haddad" typed in lower case is written as the name it is
        who = " ".join(w[0].upper() + w[1:] for w in after.group("who").split())
        role = " ".join(after.group("role").lower().split())
        now = " now" if after.group("new") else ""
        return f"{who} is the user's {role}{now}."
    m = _SAID_BESIDE.search(sentence)
    if m is None or m.group("who").split()[0].lower() in _NOT_WHO:
        then = _ROLE_THEN_WHO.search(sentence)
        if then is None or then.group("who").split()[0].lower() in _NOT_WHO:
            return None
        who = then.group("who")
        role = " ".join(then.group("role").lower().split())
        return f"{who[0].upper()}{who[1:]} is the user's {role}."
    role = " ".join((m.group("role") or m.group("role2")).lower().split())
    words = m.group("who").split()
    if len(words) == 2 and words[0][0].islower() and words[0].rstrip(".").lower() not in _TITLES:
        words = words[1:]  # "ask Dana (my lawyer)": the name is the capitalised word
    who = " ".join(words)
    who = who[0].upper() + who[1:]
    at = m.group("at") or ""
    new = "new" in (m.group("own") or m.group("own2") or "").lower().split()
    return f"{who}{at} is the user's {role}{' now' if new else ''}."


def holder_is(sentence: str) -> str | None:
    """Who holds a role of the user's, said plainly ("jonas is our new drummer"), or None."""
    if sentence.rstrip().endswith("?"):
        return None  # "wait, jonas is our new drummer?": asked, not told
    m = _HOLDER_IS.search(sentence)
    if m is None:
        return None
    who = m.group("who") or m.group("who2")
    role = m.group("role") or m.group("role2")
    if who.split()[0].rstrip(".").lower() in _NO_ONE or role.lower() == "band":
        return None  # "this is our new drummer", "that's my band": no one named
    if who.islower() and " " not in who and not may_be_name(who):
        return None  # "amazing is our new drummer" is no one; "priya is our new nanny" is
    new = any(m.group(g) for g in ("new", "new2", "now", "now2"))
    who = " ".join(w[0].upper() + w[1:] for w in who.split())
    role = " ".join(role.lower().split())
    return f"{who} is the user's {role}{' now' if new else ''}."
