"""Beings and things of the user's own, named and described: "my beagle Biscuit is 4".

`named_possession(sentence)` reads the shape, not a list of animals or relatives: a
possessive ("my", "our"), one to three lower-case words that say what it is ("beagle",
"rescue greyhound", "eldest son"), a capitalised name (between commas or not), then a verb
that describes it ("is allergic to", "has", "turns", "starts", "loves", "can't eat"). A verb
that reports what someone said or wants ("my boss Dana says ...", "my friend Sam thinks
...") describes nothing, and a state of the moment ("my son Theo is sick") does not last.
"I've got a cat named Miso" and "we have a rescue greyhound called Pepper" name one too.

A named being "we" or "our" own is the household's, not the team's ("our cat Olive is 3"
reads "The user's cat Olive is 3."), unless it is a thing of work ("our client Acme").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.calendar_words import CALENDAR_WORDS
from imprint.pipeline.canonical import canonical
from imprint.pipeline.life import as_household
from imprint.pipeline.patterns import ascii_words
from imprint.pipeline.routines import opens_condition
from imprint.pipeline.subjects import subjects_in

__all__ = ["Possession", "bracketed_name", "named_possession"]

_NAME = r"[A-Z][a-z\u00c0-\u024f'-]+"
_KIND = r"[a-z][a-z-]{1,20}"
_DESCRIBES = (
    r"(?i:(?:is|are)(?!\s+(?:\w+ing|here|there|over|back|away|out|home|sick|ill|unwell|asleep"
    r"|awake|right|wrong|so|such|too|just|also|the\s+best|with\s+me|on\s+(?:the\s+phone|it)"
    r"|at\s+(?:school|work|home)\s+(?:today|now)|not\s+here|a\s+good\s+(?:boy|girl))\b)"
    r"|(?:is|are)\s+(?:starting|turning|learning|training|studying|teething|recovering|allergic)"
    r"|'s\s+(?:an?\s|\d|allergic|afraid|scared|terrified|obsessed|vegan|vegetarian|deaf|blind"
    r"|autistic|diabetic|epileptic|only|always|never|still|got|been|in\s+(?:year|grade|reception"
    r"|nursery|kindergarten|preschool|pre-k|daycare|school|class|college|uni)|starting|turning"
    r"|learning|training|really|very|super|quite|older|younger|\w+-(?:year|month|week)-old)"
    r"|has|have|had\s+(?:surgery|an?\s+operation)|turns|turned\s+\d|starts|started\s+(?:school"
    r"|nursery|daycare|college|uni|kindergarten)|goes\s+to|attends|loves|hates|likes|adores"
    r"|eats|only\s+\w+s|won'?t|can'?t|cannot|doesn'?t|don'?t|never|always|needs|gets|sleeps"
    r"|takes|weighs|lives|works|plays|uses|suffers|refuses|was\s+born|was\s+diagnosed"
    r"|is\s+on|(?!(?:says|thinks|wants|asks|reckons|suggests|mentions|claims|insists|believes"
    r"|feels|recommends|keeps|tells|texts|calls|emails|sends|messages|means|seems|guess|does"
    r"|was|has\s+to|is\s+to)\b)[a-z]+s)\b"
)
_NAMED = re.compile(
    r"\b(?P<own>(?i:my|our))\s+(?P<kind>(?:" + _KIND + r"\s+){0,2}" + _KIND + r")"
    r"(?P<comma>\s*,)?\s+(?P<name>" + _NAME + r"(?:\s+(?:and|&)\s+" + _NAME + r")?)"
    r"(?(comma)\s*,)\s+(?P<verb>" + _DESCRIBES + r")"
)
_CALLED = re.compile(
    r"\b(?P<own>(?i:i|we))(?i:'ve\s+got|\s+have\s+got|\s+have|\s+own|\s+(?:just\s+)?(?:adopted"
    r"|rescued|got|brought\s+home|took\s+in))\s+(?P<count>(?i:an?|one|two|three|\d+))\s+"
    r"(?P<mid>[^.;!?]{0,60}?)"
    r"(?:\b(?i:an?)\s+)?(?P<kind>(?:" + _KIND + r"\s+){0,2}" + _KIND + r")\s+(?i:called|named)\s+"
    r"(?P<name>" + _NAME + r"(?:\s+(?:and|&)\s+" + _NAME + r")?)\b(?![.'-]?\w)"
)
"""A being the user has or has just taken in, by name: "we adopted a kitten, a tabby called
Olive". Lasting even when told as news ("yesterday")."""
_STOP = (
    r"(?:is|are|was|were|has|have|had|keeps|kept|just|got|gets|seems|won'?t|can'?t|doesn'?t"
    r"|didn'?t|loves|hates|ate|started|needs|and|who|which|that|with|from|to|in|on|at|for"
    r"|of|as|so|but|because)"
)
_MENTION = re.compile(
    r"\b(?P<own>my|our)\s+(?P<who>\d{1,2}(?:yo|y/o|-year-old|-month-old)|(?!" + _STOP + r"\b)"
    # the second word is no verb of the being's ("my mum moved in", "my dad lives ...")
    r"[a-z][a-z-]+(?:\s+(?!" + _STOP + r"\b|[a-z]+ed\b|(?:lives|works|says|thinks|wants|goes"
    r"|comes|runs|uses|stays|visits|also|still|never|always|recently|finally)\b)[a-z][a-z-]+"
    # "my girlfriend ines's birthday": the name, said as whose the thing is
    r"(?:'s(?=\s))?)?)"
    r"(?:\s|(?=,))",
    re.IGNORECASE,
)
"""A being of the user's named in passing: "my beagle biscuit keeps ...", "my two cats"."""
_PRONOUN_STATE = re.compile(
    r"(?:^|[,;.]\s*|\b(?:and|but|so|since|because)\s+)(?P<pro>he|she|they)(?:(?P<verb>'s|s"
    r"|\s+is|'re|\s+are)\s+(?P<what>(?:(?:severely|very|really|badly|super|also)\s+)?"
    r"(?:allergic|intolerant|sensitive)\s+to\s+\w+(?:\s+(?:and|or)\s+\w+)?|[\w-]+\s+intolerant"
    r"|diabetic|deaf|blind|epileptic|asthmatic|autistic|vegan|vegetarian|coeliac|celiac"
    r"|\d+(?:\s+(?:and|&)\s+\d+)?(?:\s+(?:years?|months?|weeks?)\s+old)?(?=\s*(?:[,.;!]|and\b|$)))"
    r"|\s+(?P<cannot>(?:can'?t|cannot|mustn'?t|shouldn'?t)\s+(?:eat|have|drink|digest|tolerate"
    r"|take)\s+\w+(?:\s+(?:and|or)\s+\w+)?|has\s+(?:an?\s+)?(?:(?:severe|bad|mild|serious)\s+)?"
    r"[\w-]+\s+(?:allergy|intolerance)|has\s+(?:asthma|eczema|diabetes|type\s+[12]\s+diabetes"
    r"|epilepsy|adhd|autism|coeliac|celiac|reflux|dyslexia)))",
    re.IGNORECASE,
)
"""A lasting state said of that being with a pronoun: "he's allergic to chicken"."""
_HEAD = re.compile(
    r"((?:[a-z-]+\s+){0,2}?[a-z-]+)(?:\s+(?:from|in|at|on|last|this|yesterday|today|over|off"
    r"|out|for|with|and|who|which|that)\b|\s*,)",
    re.IGNORECASE,
)
"""The thing first named ("a kitten from the shelter, ..."): what a later name is of."""
_LACKS = re.compile(
    r"\b(?P<who>i|we)(?:\s+(?:still|just|currently|also))?\s*(?:have\s+no|'ve\s+got\s+no"
    r"|don'?t\s+(?:have|own)\s+(?:a|an|any)|do\s+not\s+(?:have|own)\s+(?:a|an|any)"
    r"|haven'?t\s+got\s+(?:a|an|any)|no\s+longer\s+(?:have|own)\s+(?:a|an|any))\s+"
    r"(?P<what>(?:[a-z-]+\s+){0,2}?[a-z-]+)(?=\s*(?:[,.;:!]|$|\s(?:and|but|so|at|in|because|anymore"
    r"|any\s+more|yet)\b))",
    re.IGNORECASE,
)
"""What the user goes without: "I have no car", "we don't have a dishwasher"."""
_NOT_LACKED = frozenset(
    """
    idea clue time preference preferences opinion opinions questions question problem problems
    issue issues doubt doubts plans choice way reason energy words complaints complaint
    objection objections interest patience worries feedback comment comments thoughts
    strong particular real big clear specific update news luck experience context answer
    access permission permissions rights say control memory recollection chance
    """.split()
)
"""What one says to have none of in passing, not a thing of the household."""
_SCREEN = frozenset({"my", "our", "called", "named", "adopted", "rescued"})
_TAKEN_IN = re.compile(
    r"\b(?P<own>i|we)\s+(?:just\s+|finally\s+|recently\s+)?(?P<verb>adopted|rescued)\s+"
    r"(?P<name>(?!(?:a|an|the|my|our|her|him|them|it|this|that|one|two|three|another)\b)[a-z][\w'-]+)"
    # "adopted Biscuit from a rescue last spring, she's a retired racing greyhound"
    r"(?P<when>\s+(?:from|at|in|last|this|back|about)\b[^,.;!?()]{0,40})?"
    r"\s*,\s*(?:(?:she|he)(?:'s|s|\s+is)\s+)?(?P<kind>(?:a|an)\s+[^,.;!?()]{2,40}?)"
    r"(?=\s*(?:[,.;!?()]|$|\s+(?:and|but|so)\b))",
    re.IGNORECASE,
)
"""A being taken in, named before what it is: "we just adopted biscuit, shes a retired
greyhound". Lasting even when told as news."""
_CALL_WORDS = frozenset({"called", "named"})
_TAKEN_WORDS = frozenset({"adopted", "rescued"})
_LACK_WORDS = frozenset({"no", "don", "dont", "not", "haven", "havent"})
_OWN_WORDS = frozenset({"my", "our"})
_PRONOUNS = frozenset({"he", "she", "they", "hes", "shes", "theyre"})
_INNER_CAPITAL = re.compile(r"\s[A-Z][a-z]")
"""A name is a capitalised word after the first."""
_CLAUSE_END = re.compile(r"[,;:.!?]|\s[-\u2013\u2014]\s|\s(?:and|but|so)\s")
_NOT_KIND = frozenset(
    """
    a an the and or but to of in on at for with by from way own self name names favourite
    favorite first last next whole entire very so this that it is was are i me
    file files function class method variable table column folder directory script module
    component field sheet tab branch repo repository variable key button page route
    """.split()
)
"""Words that make the "kind" no noun for a being or a thing of the user's own."""
_WORK = frozenset(
    """
    team company client clients customer customers product app service project startup boss
    manager cto ceo cfo designer developer engineer lead pm intern contractor vendor investor
    agency brand platform tool site website repo org organisation organization employer
    department division lab school office
    """.split()
)
"""Kinds that belong to a team's work: "our client Acme" stays the team's."""
_NOT_NAME = frozenset({"I", *(word.title() for word in CALENDAR_WORDS)})


_BRACKETED = re.compile(
    r"\b(?P<own>my|our)\s+(?P<kind>(?:(?:eldest|oldest|youngest|middle|little|baby|new|rescue"
    r"|older|younger)\s+)?(?:\d{1,2}\s*(?:yo|y/o|yr\s*old|-?year-?old|-?month-?old|mo|m/o)"
    r"|son|daughter|kid|boy|girl|toddler|baby|little\s+one|dog|cat|puppy|kitten|pup|horse"
    r"|husband|wife|partner|bf|gf|boyfriend|girlfriend|fiance|fiancee|mum|mom|dad))"
    r"\s*\(\s*(?P<name>[A-Za-z][a-z'-]{1,15})\s*\)",
    re.IGNORECASE,
)
"""A being of the user's with its name in brackets: "my 2yo (milo)", "our dog (Pepper)"."""
_NOT_BRACKETED_NAME = frozenset(
    "he she him her they them his hers ish maybe sadly lol haha twins rip deceased again still"
    " sigh ugh yes no ok okay too also both sometimes always never now then though obviously"
    " apparently anyway somehow again seriously honestly literally".split()
)


@dataclass(frozen=True, slots=True)
class Possession:
    """A named being or thing of the user's, and the clause that describes it."""

    start: int
    """Where the clause starts in the sentence."""
    text: str
    """The clause, reworded to read alone ("my cat Olive is 3")."""
    news: bool = False
    """Whether it holds even when told as news of the day ("we adopted ... yesterday")."""
    pronoun: bool = False
    """Whether the state was said of a pronoun: a reading of the whole sentence is fuller."""


def named_possession(sentence: str) -> Possession | None:
    """The clause of `sentence` that names and describes a being or thing of the user's."""
    words = ascii_words(sentence)
    if words & _LACK_WORDS:
        lacked = _lacked(sentence)
        if lacked is not None:
            return lacked
    if words.isdisjoint(_SCREEN):
        return None
    taken = _TAKEN_IN.search(sentence) if words & _TAKEN_WORDS else None
    if taken is not None:
        own = "I" if taken.group("own").lower() == "i" else "we"
        verb = taken.group("verb").lower()
        when = taken.group("when") or ""
        text = f"{own} {verb} {taken.group('name')}{when}, {taken.group('kind')}"
        return Possession(start=taken.start(), text=text, news=True)
    m = _CALLED.search(sentence) if words & _CALL_WORDS else None
    if m is not None and m.group("kind").split()[-1] not in _NOT_KIND:
        name = m.group("name")
        cut = _CLAUSE_END.search(sentence, m.end())
        rest = sentence[m.end() : cut.start() if cut is not None else len(sentence)]
        kind = m.group("kind")
        first = _HEAD.match(m.group("mid"))
        if first is not None:  # "a kitten from the shelter, a little tabby called Olive"
            kind = f"{m.group('count')} {first.group(1)} ({kind})"
        elif m.group("mid"):
            kind = f"{'an' if kind[0] in 'aeiou' else 'a'} {kind}"
        else:
            kind = f"{m.group('count')} {kind}"
        text = f"I have {kind} called {name}{rest}"
        return Possession(start=m.start(), text=text.strip(), news=True)
    named = words & _OWN_WORDS and _INNER_CAPITAL.search(sentence) is not None
    for pattern in (_NAMED,) if named else ():
        for m in pattern.finditer(sentence):
            kind = m.group("kind").split()
            if not kind or kind[0] in _NOT_KIND or kind[-1] in _NOT_KIND:
                continue
            name = m.group("name")
            if name.split()[0] in _NOT_NAME or subjects_in(name):
                continue  # "my exam Monday is ...", "my editor Vim is ...": no named being
            rest = sentence[m.end("name") :] if m.groupdict().get("comma") else ""
            text = sentence[m.start() :]
            if rest:  # "our cat, Olive, is 3" reads alone as "our cat Olive is 3"
                head = f"{m.group('own')} {m.group('kind')} {name}"
                text = head + " " + rest.lstrip(" ,")
            if m.group("own").lower() in ("our", "we") and kind[-1] not in _WORK:
                text = as_household(text)
            return Possession(start=m.start(), text=text.strip())
    return _said_with_pronoun(sentence) if words & _PRONOUNS and words & _OWN_WORDS else None


def bracketed_name(sentence: str) -> str | None:
    """A being of the user's named in brackets in passing ("for my 2yo (milo)"), as a fact.

    It is kept beside what else the sentence says: the name is told only in passing.
    """
    m = _BRACKETED.search(sentence) if "(" in sentence else None
    if m is None:
        return None
    word = m.group("name").lower()
    if word in _NOT_BRACKETED_NAME or word.endswith(("ly", "ing", "ed")):
        return None  # "my son (sigh)", "my daughter (finally)", "my mum (jokingly)"
    name = m.group("name")
    text = f"{m.group('own')} {m.group('kind')} is called {name[0].upper()}{name[1:]}"
    return canonical(as_household(text) if m.group("own").lower() == "our" else text)


def _lacked(sentence: str) -> Possession | None:
    """A lasting lack ("I have no car", "we don't have a dishwasher"), not "no idea"."""
    m = _LACKS.search(sentence)
    if m is None or _NOT_LACKED.intersection(m.group("what").lower().split()):
        return None
    if opens_condition(sentence[: m.start()]):
        return None  # "if I have no car, ...": supposed, not said
    cut = _CLAUSE_END.search(sentence, m.end())
    text = sentence[m.start() : cut.start() if cut is not None else len(sentence)]
    tail = sentence[cut.start() :] if cut is not None else ""
    # "I have no oven, just a microwave": what stands in for it belongs with it
    just = re.match(r",\s*(?:just|only)\s+(?:a|an|the)?\s*[\w-]+(?:\s+[\w-]+)?", tail, re.I)
    if just is not None:
        text += just.group()
    if m.group("who").lower() == "we":
        text = as_household(text)
    return Possession(start=m.start(), text=text.strip())


def _said_with_pronoun(sentence: str) -> Possession | None:
    """The state said of a being with a pronoun: "my beagle biscuit ..., he's allergic to X"."""
    mention = _MENTION.search(sentence)
    if mention is None or mention.group("who").split()[-1].lower() in _WORK:
        return None
    state = _PRONOUN_STATE.search(sentence, mention.end())
    if state is None or (state.group("pro").lower() == "they" and state.group("verb") == "s"):
        return None
    words = mention.group("who").split()
    if len(words) == 2 and words[1].endswith("'s"):
        words[1] = words[1][:-2]  # "my girlfriend ines's birthday ..., she's coeliac"
    elif len(words) == 2 and words[1].endswith("s") and not words[1].endswith("ss"):
        # "my son plays with Tom, he has a nut allergy": "plays" is a verb, and the state
        # may be Tom's; only the state of the being named alone is read
        return None
    who = f"my {' '.join(words)}"
    if state.group("cannot") is not None:  # "she can't eat gluten"
        text = f"{who} {state.group('cannot')}"
        return Possession(start=mention.start(), text=text, pronoun=True)
    verb = "are" if state.group("pro").lower() == "they" else "is"
    text = f"{who} {verb} {state.group('what')}"
    return Possession(start=mention.start(), text=text, pronoun=True)
