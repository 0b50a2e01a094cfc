"""What someone in the user's life wants, said of them by name or role: a fact about them.

"my branch manager tricia wants every sign to say 'patrons'", "my co-maintainer Jun insists
on squash merges", "raul ortega wants everything on paper", "chloe hates long intros": the
wish is that person's. It is no rule of the user's (the preference gate leaves someone
else's wish alone, `preference_gate._SOMEONE_ELSES`), yet the agent needs it whenever it
writes for or about them. `others_wish(sentence)` gives it as a fact that names whose it is
("The user's co-maintainer Jun insists on squash merges for everything."), so a policy that
shows it says whose wish it is.

The holder is named: "my" or "our" and up to three words before the verb ("my branch manager
tricia", "our new editor"), or a name alone at the start of a clause ("raul ortega", "Kasia").
A pronoun ("she insists ...") is the one person of the user's the sentence before names,
when "she" or "he" can be that person; with two people, or none, the clause is left to the
other readers. What the user says of the wish ("personally i think ...") is cut off at the
turn of view.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from imprint.pipeline import heuristics as h
from imprint.pipeline.pointed_people import PERSON, one_person
from imprint.pipeline.word_kin import may_be_name

__all__ = ["others_wish", "views_apart"]

_WISH = (
    r"(?:wants?|insists?\s+(?=(?:on|that|no|we|you|everything|all|every)\b)|prefers?|hates?"
    r"|can'?t\s+stand|requires?|expects?"
    r"|enforces?|demands?|refuses?\s+to|won'?t\s+(?:have|do|use|accept|take|read|touch)"
    # "my manager keeps saying we should write everything in Go", "my coworker swears by tabs"
    r"|swears?\s+by(?!\s+(?:it|that|this|them)\b)|told\s+(?:me|us)\s+to"
    r"|will\s+only|only\s+(?:wants?|does|uses?|accepts?|takes?|reads?)|does\s+not\s+do"
    r"|doesn'?t\s+do|has\s+(?:(?:a|two|three|some|a\s+few|strict|hard|firm|strong)\s+)*"
    r"(?:rules?|polic(?:y|ies))\b)"
)
_OPINION = (
    r"(?:says?|said|thinks?|reckons?)\s+(?:that\s+)?(?:i|we|you)\s+(?:should|must|need\s+to"
    r"|ought\s+to)|keeps?\s+(?:saying|telling\s+(?:me|us))"
)
"""Someone's view of what the user should do ("my teacher says I should ..."): reported
speech, no wish kept as a fact, yet the user's own view after it is read apart."""
_LEAD = r"(?:^|(?<=[,;:])\s*|\b(?:but|and|so|also|plus|fyi|btw|though|because|since)\s+)"
_BARE_CLIENT = re.compile(
    r"(?P<lead>^\W*|[.!?]\s+)(?P<role>client)\s+"
    r"(?:(?:saw|read|looked\s+at|checked|reviewed|came\s+back\s+on)\s+[^,;.]{1,30}?\s+and\s+)?"
    r"(?=(?:now\s+|really\s+|also\s+)?(?:wants?|prefers?|hates?|insists?)\b)",
    re.IGNORECASE,
)
"""A client named bare ("client wants cool blues"): the user's, whatever else they did first."""
_OWNED = re.compile(
    _LEAD + r"(?P<holder>(?:my|our)\s+(?:[a-z][\w'-]*\s+){1,3}?)(?:really\s+|always\s+|also\s+"
    r"|still\s+|absolutely\s+)?(?P<wish>" + _WISH + r")\b",
    re.IGNORECASE,
)
_NAMED = re.compile(
    # not after "and": "Kasia and Tom hate long intros" is two people's wish, not Tom's
    r"(?:^|(?<=[,;:])\s*+|\b(?:but|so|also|plus|fyi|btw|though|because|since)\s+)"
    r"(?P<holder>[A-Za-z][a-z'-]+(?:\s+[A-Za-z][a-z'-]+)?),?\s+(?:really\s+|always\s+"
    r"|also\s+|still\s+|absolutely\s+)?(?P<wish>" + _WISH + r")\b",
    re.IGNORECASE,
)
_TURN_OF_VIEW = re.compile(
    r"(?:\s*+(?:[,;]|\s-+|\s\u2013|\s\u2014)\s*+(?:but\s+|and\s+|though\s+|whereas\s+|while\s+)?"
    r"|\s+(?:but|whereas|while)\s+)"
    r"(?:(?:me\s+)?personally|i\s+(?:(?:really|actually|honestly|still)\s+)?(?:think|reckon|feel"
    r"|find|prefer|like|love|hate|want|don'?t)|(?:i'?d|i\s+would)\s+(?:much\s+)?(?:rather|prefer)"
    r"|for\s+me|as\s+for\s+me|myself|my\s+own|(?:our|my)\s+(?:codebase|repo|team|project"
    r"|style\s+guide|house\s+style)|we\s+(?:use|do|go\s+with|stick\s+with))\b",
    re.IGNORECASE,
)
"""Where the user turns to their own view ("personally i think customers is fine")."""
_NO_ONE = frozenset(
    """i we you he she they it this that everyone everybody someone somebody nobody people
    anyone anybody who which what one each both all nothing everything something the a an
    and but so also mine yours theirs ours he's she's they're it's""".split()
)
_MIN_WORDS = 3
_EACH_OTHER = re.compile(r"\s+(?:each\s+other|one\s+another)\b", re.IGNORECASE)
_PRONOUN_WISH = re.compile(
    r"^\W*(?:(?:and|but|so|also|plus|apparently)\s+)?(?P<pronoun>she|he)\s+(?:really\s+"
    r"|always\s+|also\s+|still\s+|absolutely\s+)?(?P<wish>" + _WISH + r")\b",
    re.IGNORECASE,
)
"""A wish said of "she" or "he": "she insists no sugar before 2"."""
_PERSON_HOLDER = re.compile(
    r"(?:my|our)\s+(?:[\w'-]+\s+){0,2}?"
    + PERSON
    + r"(?:\s+(?:of|for)\s+[\w'-]+)?(?:\s+[\w'-]+){0,2}\s*$",
    re.IGNORECASE,
)
"""A holder named by "my" or "our" that is a person: a relation or a role, then a name."""
_PASSING_ASK = re.compile(
    r"\s*to\s+(?:know|ask|see|check|talk|chat|meet|come|go|borrow|grab|catch\s+up|hear)\b",
    re.IGNORECASE,
)
"""What someone wants of the moment: "Tim wants to know if ...", "she wants to meet"."""
_PASSING = re.compile(
    # "my boss wants the report by friday": wanted once, for a day
    r"\b(?:by|before|until|till)\s+(?:today|tonight|tomorrow|eod|cob|noon|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|the\s+end\s+of|next|this)\b"
    r"|\b(?:today|tonight|tomorrow|right\s+now|this\s+(?:time|week|morning|afternoon))\b",
    re.IGNORECASE,
)
"""What makes the wish one of the moment, not a standing one."""


def others_wish(sentence: str, before: str = "") -> str | None:
    """The wish `sentence` says someone named holds, as a fact about them, or None.

    `before` is the sentence before it: "she insists no sugar before 2" is the wish of the
    one person of the user's it names ("my mother in law has opinions lol").
    """
    pointed = _pointed_wish(sentence, before)
    if pointed is not None:
        return pointed
    if "client" in sentence.lower():
        # "client saw the mockups and wants earthy greens": the user's client, whose wish it is
        sentence = _BARE_CLIENT.sub(r"\g<lead>my \g<role> ", sentence)
    for m, pattern in _held(sentence, _OWNED, _NAMED):
        holder = m.group("holder").strip()
        said = sentence[m.start("holder") :]
        wished = m.end("wish") - m.start("holder")  # where the wish ends in `said`
        turn = _TURN_OF_VIEW.search(said, wished)
        if turn is not None:
            said = said[: turn.start()]
        said = said.strip(" .!?;,")
        if _EACH_OTHER.match(said, wished):
            continue  # "they hate each other": no wish of anyone's
        if _PASSING_ASK.match(said, wished) or _PASSING.search(said, wished):
            return None
        if len(said.split()) - len(holder.split()) < _MIN_WORDS:
            continue
        rest = re.sub(r"^,\s*", " ", said[len(holder) :])  # "Dario, insists on ..."
        if pattern is _NAMED:
            holder = " ".join(w[0].upper() + w[1:] for w in holder.split())
        said = holder + rest
        content = h.canonical(said)
        if content is not None:
            return content
    return None


_OWN_VIEW = re.compile(
    r"\s*+(?:[,;]|\s-+|\s\u2013|\s\u2014)?\s*+(?:but\s+|and\s+|though\s+|whereas\s+|while\s+)?"
    r"(?P<view>(?:(?:me\s+)?personally\W+)?(?:i\b|i'[a-z]+\b|(?:our|my)\s+(?:codebase|repo|team"
    r"|project|style\s+guide|house\s+style)\b|we\s+(?:use|do|go\s+with|stick\s+with)\b).*)$",
    re.IGNORECASE,
)
"""The user's own view after someone else's wish, as a clause of its own."""


_OWNED_VIEW = re.compile(_OWNED.pattern.replace(_WISH, f"(?:{_WISH}|{_OPINION})"), re.IGNORECASE)
_NAMED_VIEW = re.compile(_NAMED.pattern.replace(_WISH, f"(?:{_WISH}|{_OPINION})"), re.IGNORECASE)


def views_apart(sentence: str) -> tuple[str, ...]:
    """Someone's wish and the user's own view said in one sentence, read as two.

    "my manager keeps saying we should write everything in Go, but I really prefer Python
    for scripts": read whole, the wish and the user's view are one fact, and the user's rule
    is lost in it. Apart, the first is a fact about the manager (`others_wish`) and the
    second the user's own preference.
    """
    if not _WISH_WORDS.search(sentence):
        return (sentence,)
    for m, _ in _held(sentence, _OWNED_VIEW, _NAMED_VIEW):
        turn = _TURN_OF_VIEW.search(sentence, m.end("wish"))
        if turn is None:
            return (sentence,)
        view = _OWN_VIEW.match(sentence, turn.start())
        if view is None:
            return (sentence,)
        wish = sentence[: turn.start()].rstrip(" ,;-")
        own = view.group("view").strip()
        return (wish, own[0].upper() + own[1:]) if len(own.split()) >= 3 else (sentence,)
    return (sentence,)


_WISH_WORDS = re.compile(
    r"\b(?:wants?|insists?|prefers?|hates?|stand|requires?|expects?|enforces?|demands?|refuses?"
    r"|won'?t|will|only|does|doesn'?t|has|keeps?|swears?|says?|said|thinks?|reckons?|told)\b",
    re.IGNORECASE,
)
"""The words `_WISH` needs one of (a cheap screen)."""


def _held(
    sentence: str, owned: re.Pattern[str], named: re.Pattern[str]
) -> Iterator[tuple[re.Match[str], re.Pattern[str]]]:
    """The matches of `owned` and `named` whose holder is a person, with their pattern.

    `owned` finds a holder named by "my" or "our" ("my manager ..."), `named` one named by
    name ("Kasia ..."); each gives its first match.
    """
    for pattern in (owned, named):
        m = pattern.search(sentence)
        if m is None:
            continue
        holder = m.group("holder").strip()
        at_start = not sentence[: m.start("holder")].strip(" \"'")
        if _holds_wishes(holder, owned=pattern is owned, at_start=at_start):
            yield m, pattern


def _pointed_wish(sentence: str, before: str) -> str | None:
    """The wish said of a pronoun, given to the one person `before` names, or None."""
    m = _PRONOUN_WISH.match(sentence)
    if m is None or not before or before.rstrip().endswith("?"):
        return None
    holder = one_person(before, m.group("pronoun"))
    if holder is None:
        return None
    return others_wish(holder + sentence[m.end("pronoun") :])


def _holds_wishes(holder: str, *, owned: bool, at_start: bool = False) -> bool:
    """Whether `holder` names a person: a role of the user's, or someone by name."""
    words = holder.lower().split()
    if owned:
        # "my co-maintainer Jun", "our head of year"; not "my knee", "my printer", "my bank"
        return _PERSON_HOLDER.match(holder) is not None and not set(words[1:]) & _NO_ONE
    if words[0] in _NO_ONE or words[-1] in _NO_ONE:
        return False
    # a name is no common word, however it is typed ("raul", not "dogs"), and no acronym
    # ("printers and PDFs hate each other"); one the word table lacks is taken only with a
    # capital inside the sentence ("FYI the weekend editor, Kasia, ..."), since tools and
    # brands are typed so too ("mypy hates this pattern", "Spotify wants me to log in")
    return all(
        sum(c.isupper() for c in w) < 2
        and may_be_name(w.lower(), unknown=w[0].isupper() and not at_start)
        for w in holder.split()
    )
