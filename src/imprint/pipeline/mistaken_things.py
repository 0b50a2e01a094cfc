"""A thing of the user's the agent took for another: "its not a refractor lol, its a newtonian".

The agent assumed what the user has ("Since your refractor doesn't need collimating ...");
the user puts it right. What they have is a fact worth keeping, and the agent's word for it
is out of date wherever it was kept. `mistaken_thing(sentence, agent_output)` reads the
shape "it's not X, it's Y" (also "mine's not X, it's Y") where X is the agent's word, and
gives the fact and the word it retires. "its not the router, its the modem" names a culprit,
not what the user has: "the" on either side leaves it alone. It
"it's not a bug, it's a feature" said of nothing the
agent called the user's is not read: the agent must have said "your X" (or "you're on X").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from imprint.pipeline.calendar_words import DAYS, MONTHS
from imprint.pipeline.canonical import third_singular

__all__ = ["Mistaken", "implied_swap", "mistaken_thing"]


@dataclass(frozen=True, slots=True)
class Mistaken:
    """What the user has, and the agent's word for it that was wrong."""

    content: str
    """The fact, as kept ("The user has a newtonian reflector, not a refractor.")."""
    wrong: str
    """The agent's word, lower-case ("refractor")."""


_ARTICLE = r"(?:(?:an?|the)\s+)?"
_SHAPE = re.compile(
    r"^\W*(?:(?:no|nah|nope|lol|haha|actually|um+|erm|oh|well|wait)[\s,!.]+)*"
    r"(?:it'?s|its|it\s+is|mine'?s|mine\s+is)\s+not\s+(?P<art>an?\s+)?(?!the\b)(?P<wrong>[\w/.+-]+"
    r"(?:\s+[\w/.+-]+){0,2}?)(?:\s+(?:lol|haha|lmao|tho|though))?\s*[,;.!-]+\s*"
    r"(?:it'?s|its|it\s+is|mine'?s|mine\s+is)\s+(?:actually\s+|really\s+)?(?P<right>(?!the\b)"
    + _ARTICLE
    + r"[\w/.+-]+(?:\s+[\w/.+-]+){0,3}?)(?=\s*(?:[,;.!]|$))",
    re.IGNORECASE,
)

_SHAPE_RIGHT_FIRST = re.compile(
    r"^\W*(?:(?:no|nah|nope|lol|haha|actually|um+|erm|oh|well|wait)[\s,!.]+)*"
    r"(?:it'?s|its|it\s+is|mine'?s|mine\s+is|she'?s|shes|he'?s|hes)\s+(?:actually\s+|really\s+)?"
    r"(?P<right>(?:an?\s+)(?!the\b)[\w/.+-]+(?:\s+[\w/.+-]+){0,2}?)(?:\s+(?:lol|haha|lmao))?"
    r"\s*,?\s+not\s+(?P<art>an?\s+)(?P<wrong>[\w/.+-]+(?:\s+[\w/.+-]+){0,1}?)"
    r"(?=\s*(?:[,;.!]|lol|haha|$))",
    re.IGNORECASE,
)
"""The same put the other way round: "shes a ketch not a sloop" (a boat is "she")."""


_PEOPLE = frozenset(
    """friend girlfriend boyfriend wife husband partner fiance fiancee colleague coworker
    sister brother mum mom dad mother father boss manager client neighbour neighbor cousin
    aunt uncle son daughter kid child ex roommate flatmate""".split()
)
"""People: "she's a friend not a girlfriend" puts right who someone is, not a thing had."""
_SAYINGS = frozenset({("marathon", "sprint"), ("feature", "bug"), ("journey", "destination")})
"""Sayings in the shape of a swap ("it's a marathon not a sprint")."""


_SWAP = re.compile(
    r"^\W*(?:(?:no|nah|nope|actually|sorry|lol|haha|um+|erm|oh|wait|ha)[\s,!.]+)*"
    r"(?:(?:it'?s|its|it\s+is|she'?s|he'?s|they'?re|we'?re|i'?m)\s+)?"
    r"(?P<right>[\w'/.+-]+(?:\s+[\w'/.+-]+){0,2}?)\s*[,;!.-]*\s+not\s+"
    r"(?P<wrong>[\w'/+-]+(?:[./][\w'+-]+)*(?:\s+[\w'/+-]+(?:[./][\w'+-]+)*){0,2}?)\s*[.!]*$",
    re.IGNORECASE,
)
"""A value put right in few words: "1820s! not 1920s", "porto, not lisbon", "she's 9 not 8"."""
_NOT_A_STATEMENT = re.compile(
    r"^(?:ask|tell|check|try|use|make|add|put|send|call|let|see|get|give|take|keep|run|set"
    r"|remember|don'?t|do|please)\b|\b(?:should|could|would|might|may|can|will)\b|\?\s*$",
    re.IGNORECASE,
)
"""An agent's clause that asks or advises rather than states what the user has."""
_NO_VALUE = frozenset(
    """no nah nope yes yeah yep ok okay sorry lol haha actually um erm oh wait ha hmm well
    i'm im it's its she's shes he's hes they're we're""".split()
)
"""Words that put no value right: "I'm not vegetarian" denies, it names what holds nowhere."""
_CLAUSE_BREAK = re.compile(r"[.!?;]\s+|,\s+|\s+(?:but|and|so|which)\s+")
_LEAD = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|great|right|well|since|as|because|given\s+that|now\s+that|if|when"
    r"|with|and)\b[\s,]*)+",
    re.IGNORECASE,
)
_SECOND_PERSON = (
    (re.compile(r"\byour\b", re.IGNORECASE), "the user's"),
    (re.compile(r"\byou(?:'re|\s+are)\b", re.IGNORECASE), "the user is"),
    (re.compile(r"\byou(?:'ve|\s+have)\b", re.IGNORECASE), "the user has"),
    (re.compile(r"\byou\b", re.IGNORECASE), "the user"),
)


_ASKS = re.compile(
    r"^(?:do|does|did|are|is|was|were|have|has|can|could|would|will|shall|should|what|where"
    r"|when|which|who|whom|how|why)\b",
    re.IGNORECASE,
)
"""A question the agent asks, not a fact of the user's it checks ("So your deadline is Friday?")."""
_OWNED_ONLY = re.compile(
    r"^the user's ((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+[a-z]+"
    r"(?:\s+[a-z]+)?)\W*$",
    re.IGNORECASE,
)
"""What the user has, named with no verb ("your two kids"): a count of what they have."""
_BARE_VERB = re.compile(
    r"\bthe user (live|work|use|have|run|ride|drive|own|teach|eat|go|do|study|train|play|keep"
    r"|sail|fly|grow|make|sell|need|want|like|prefer)\b"
)
_A_BEFORE_VOWEL = re.compile(r"\b([Aa])\s+(?!(?i:one|once|us|uni|eu))([aeiouAEIOU]\w)")


def swapped_value(sentence: str, agent_output: str) -> Mistaken | None:
    """The agent's statement about the user with the value the user put right, or None.

    "Since your house was built in the 1920s, ..." then "1820s! not 1920s" keeps "The
    user's house was built in the 1820s." The wrong value must be in a clause of the
    agent's about the user ("your", "you"): a value of the agent's own wording ("colour,
    not color") is a way of writing, read elsewhere.
    """
    if "not" not in sentence.lower():
        return None
    m = _SWAP.match(sentence.strip())
    if m is None:
        return None
    wrong, right = m.group("wrong"), _SAID_LIGHTLY.sub("", m.group("right"))
    if wrong.lower() == right.lower() or right.lower() in _NO_VALUE:
        return None  # "no no, not french. portuguese": the value comes after
    value = re.compile(r"(?<![\w-])" + re.escape(wrong) + r"(?![\w-])", re.IGNORECASE)
    for clause in _CLAUSE_BREAK.split(agent_output):
        if value.search(clause) is None or not re.search(r"\byou(?:r|'re|'ve)?\b", clause, re.I):
            continue
        bare = _LEAD.sub("", clause.strip())
        if bare.endswith("?") and _ASKS.match(bare) is None:
            bare = bare.rstrip("?")  # "So your deadline is Friday?": the agent checks a fact
        if _NOT_A_STATEMENT.search(bare) is not None:
            return None  # "Ask your wife ...", "your job file should look like this": no fact
        at = value.search(bare)
        lead = _LED.match(right)
        if (
            at is not None
            and lead is not None
            and bare[: at.start()].lower().rstrip().endswith(" " + lead.group(1).lower())
        ):
            # "I'm in Manchester, not London" after "you're in London": the word before the
            # value is said once
            right = right[lead.end() :]
        text = value.sub(right, bare, count=1)
        for pattern, said in _SECOND_PERSON:
            text = pattern.sub(said, text)
        # "you live in Leeds" -> "the user lives in York"; "a beginner" -> "an intermediate"
        text = _BARE_VERB.sub(lambda v: f"the user {third_singular(v.group(1))}", text)
        text = _A_BEFORE_VOWEL.sub(r"\1n \2", text)
        text = text.strip(" ,;:.!?")
        if len(text.split()) < 3:
            return None
        owned = _OWNED_ONLY.match(text)
        if owned is not None:
            text = f"the user has {owned.group(1)}"  # "with your two kids..." said no verb
        return Mistaken(content=f"{text[0].upper()}{text[1:]}.", wrong=wrong.lower())
    return None


_SAID_LIGHTLY = re.compile(r"\s+(?:actually|tho|though|lol|haha|btw)$", re.IGNORECASE)
"""Talk after the value put right ("in Manchester actually"): not part of it."""
_LED = re.compile(r"(in|at|on|from|to|with|for|near)\s+(?=\S)", re.IGNORECASE)
"""A preposition opening the value, which the agent's clause may say already."""


_DENIED = re.compile(
    r"^\W*(?:(?:no|nah|nope|lol|haha|um+|wait|what)[\s,!.]+)*(?:i'?m|i\s+am|it'?s|its|it\s+is"
    r"|she'?s|shes|he'?s|hes|we'?re|they'?re)\s+not\s+(?:(?:an?|in|at|on|from|using|with|the)\s+)?"
    r"(?!(?:a|an|the|in|at|on|from|with|so|that|this|sure|really|even|just|too|very|going|gonna"
    r"|doing|being|here|there|anymore|any)\b)(?P<wrong>[\w'-]+(?:\s+[\w'-]+){0,2})",
    re.IGNORECASE,
)
_WORD = r"[\w'/+-]+(?:\.[\w]+)*"
"""A word of a value; a dot inside stays ("node.js"), one that ends the sentence does not."""
_FRAGMENT = re.compile(rf"^\W*(?P<right>{_WORD}(?:\s+{_WORD}){{0,2}}?)[\s.!]*$")


def denied_then_named(sentences: tuple[str, ...], agent_output: str) -> str | None:
    """A denial and the value named after it as one swap ("im not vegetarian. pescatarian.").

    Given as "pescatarian, not vegetarian" for `mistaken_thing`; a remark on the mistake
    ("where did u get that") may stand between them. The value denied is the longest run
    of its words the agent said ("a morning person", not "morning"). None when the reply
    has no such shape.
    """
    denied = _DENIED.match(sentences[0]) if sentences else None
    if denied is None:
        return None
    words = denied.group("wrong").split()
    said = agent_output.casefold()
    wrong = next(
        (
            " ".join(words[:n])
            for n in range(len(words), 0, -1)
            if re.search(rf"(?<![\w-]){re.escape(' '.join(words[:n]).casefold())}(?![\w-])", said)
        ),
        None,
    )
    if wrong is None:
        return None  # the agent never said it: nothing of theirs to put right
    for following in sentences[1:3]:
        named = _FRAGMENT.match(following)
        if named is not None and named.group("right").lower() not in _NO_VALUE:
            return f"{named.group('right')}, not {wrong}"
        if not following.rstrip().endswith("?") and not re.search(
            r"\b(?:where|why|how|what)\b", following, re.IGNORECASE
        ):
            return None  # anything but a remark on the mistake ends the search
    return None


_PUT_RIGHT = re.compile(
    r"^\W*(?:\*|(?:(?:no+|nah|nope|sorry|oops|actually|um+|erm|close|wait|haha|lol|ha|correction"
    r"|not\s+quite)\b[\s,!.:-]*)+)(?P<rest>.*)$|^(?P<it>(?:it'?s|its|it\s+is)\s+actually\b.*)$",
    re.IGNORECASE,
)
"""A reply that opens by putting something right ("no no, Dundee", "sorry, three kids", "it's
actually Thursday"), and what follows the opening."""
_NUMBERS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
    " fifteen sixteen seventeen eighteen nineteen twenty"
).split()
_COUNT = re.compile(
    r"\b(?P<n>\d{1,3}|" + "|".join(_NUMBERS) + r")\s+(?P<noun>[a-z]{3,})\b", re.IGNORECASE
)
_CALENDAR = re.compile(r"\b(?:" + "|".join(sorted(DAYS | MONTHS)) + r")\b", re.IGNORECASE)
_CLOCK = re.compile(r"\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\b", re.IGNORECASE)
_PLACED = re.compile(
    r"\b(?:in|from|to|near|at)\s+(?P<place>(?-i:[A-Z])[a-z]+(?:\s+(?-i:[A-Z])[a-z]+)?)",
    re.IGNORECASE,
)
_NAMED_FIRST = re.compile(
    r"^\W*(?:(?:in|from|it'?s|its|it\s+is)\s+)?(?P<place>(?-i:[A-Z])[a-z]+(?:\s+(?-i:[A-Z])[a-z]+)?)"
    r"(?=\s*(?:[,.;!]|$|\s+(?:actually|tho|though|lol|haha|not)\b))"
)
_ABOUT_YOU = re.compile(r"\byou(?:r|'re|'ve)?\b", re.IGNORECASE)


def implied_swap(sentence: str, agent_output: str) -> str | None:
    """A value put right without "not", said as the swap `swapped_value` reads, or None.

    "sorry, three kids" after "with your two kids" is "three kids, not two kids"; "no no,
    Dundee" after "you're in Dublin" is "Dundee, not Dublin"; "it's actually Thursday"
    after "your deadline is Friday?" is "Thursday, not Friday". The agent's value must be
    of the same kind (a count of the same things, a day or month, a time of day, a place
    named after "in" or "from") and said in a clause about the user.
    """
    opening = _PUT_RIGHT.match(sentence.strip())
    if opening is None:
        return None
    rest = opening.group("rest") if opening.group("rest") is not None else opening.group("it")
    clauses = [c for c in _CLAUSE_BREAK.split(agent_output) if _ABOUT_YOU.search(c)]
    if not rest or not clauses:
        return None
    first = re.split(r"[,;.!?]", rest.strip(), maxsplit=1)[0]
    if " not " in f" {first.lower()} ":
        return None  # "no, Dundee not Dublin": the swap said whole, read as such
    for found, theirs in _values(first):
        for clause in clauses:
            for other in theirs(clause):
                if other.lower() != found.lower():
                    return f"{found}, not {other}"
    return None


def _values(first: str) -> list[tuple[str, Callable[[str], list[str]]]]:
    """Each value of a kind in `first`, with how to find the agent's values of that kind."""
    out: list[tuple[str, Callable[[str], list[str]]]] = []
    count = _COUNT.search(first)
    if count is not None:
        noun = count.group("noun").lower().rstrip("s")
        out.append(
            (
                count.group(0),
                lambda clause: [
                    m.group(0)
                    for m in _COUNT.finditer(clause)
                    if m.group("noun").lower().rstrip("s") == noun
                ],
            )
        )
    for pattern in (_CALENDAR, _CLOCK):
        said = pattern.search(first)
        if said is not None:
            out.append((said.group(0), partial(_all_of, pattern, "0")))
    place = _NAMED_FIRST.match(first)
    if place is not None and not _CALENDAR.fullmatch(place.group("place")):
        out.append((place.group("place"), partial(_all_of, _PLACED, "place")))
    return out


def _all_of(pattern: re.Pattern[str], group: str, clause: str) -> list[str]:
    """Every match of `pattern` in `clause`: its `group` ("0" for the whole match)."""
    return [m.group(int(group) if group.isdigit() else group) for m in pattern.finditer(clause)]


def mistaken_thing(sentence: str, agent_output: str) -> Mistaken | None:
    """What the user says they have in place of the agent's word for it, or None."""
    if "not" not in sentence.lower():
        return None
    m = _SHAPE.match(sentence.strip()) or _SHAPE_RIGHT_FIRST.match(sentence.strip())
    if m is None:
        return swapped_value(sentence, agent_output)
    wrong = m.group("wrong").lower()
    right_word = m.group("right").lower().split()[-1]
    if {wrong, right_word} & _PEOPLE or (right_word, wrong) in _SAYINGS:
        return None  # "she's a friend not a girlfriend", "it's a marathon not a sprint"
    said = (
        r"\b(?:your|you(?:'re|\s+are)?\s+(?:using|on|running|have|got|with|riding|driving)"
        r"(?:\s+(?:an?|the))?)\s+(?:[\w-]+\s+){0,2}?" + re.escape(wrong) + r"(?![\w-])"
        # "For a sloop like yours": the agent's word for the user's thing
        r"|\b" + re.escape(wrong) + r"\s+(?:like|of)\s+yours\b"
    )
    if re.search(said, agent_output, re.I) is None:
        return None  # the agent must have taken it for the user's: "your refractor"
    right = m.group("right")
    article = m.group("art") or ""
    return Mistaken(content=f"The user has {right}, not {article}{wrong}.", wrong=wrong)
