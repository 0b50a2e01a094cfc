"""Canonical content: no filler, third person, capitalised, a final period.

See `heuristics.py` for the conventions ("I prefer tea" becomes "The user prefers tea.").
"""

from __future__ import annotations

import re

from imprint.pipeline import patterns as p
from imprint.pipeline.filler import strip_filler
from imprint.pipeline.life import household

_ASIDE = re.compile(r"(?<=\w)[,\s]+(?:btw|by\s+the\s+way|fyi|tbh|lol)\b(?=\s*(?:[,.;!(]|$))", re.I)
"""A chatty aside inside a statement ("I'm vegetarian btw (eggs are fine)"): not content."""
_ASIDE_WORDS = ("btw", "by the way", "fyi", "tbh", "lol")


def canonical(text: str) -> str | None:
    """Text as canonical content: no filler, third person, capitalised, a final period."""
    core = strip_filler(_unquote(text))
    if any(word in core.lower() for word in _ASIDE_WORDS):
        core = _ASIDE.sub("", core)
    lead = p.DIRECTION_LEAD.match(core)
    if lead is not None:
        core = core[lead.end() :]
        asked = strip_filler(core).rstrip(" ?")
        if p.POLITE_REFUSAL.match(asked) is not None:
            # "could you please not use X?": said as the rule it asks for
            core = "don't " + asked[asked.lower().index("not ") + 4 :]
    # "our mortgage is 1200 a month": a household's "we" is the user's, not their team's
    core = strip_filler(third_person(household(core)))
    # "we're a family of four" said as "I'm a family of four": the household is one
    core = _HOUSEHOLD_IS.sub("the user's household is a", core)
    core = p.TRAILING_JUNK.sub("", core).strip()
    if len(p.WORD.findall(core)) < 2:
        return None
    return core[0].upper() + core[1:] + "."


_HOUSEHOLD_IS = re.compile(
    r"^the\s+user\s+is\s+an?(?=\s+(?:[\w-]+\s+){0,2}(?:household|family|couple)"
    r"(?:\s*$|\s*[,.;]|\s+(?:of|in|with|and|who|that)\b))",
    re.IGNORECASE,
)
"""The user said to be a household ("The user is a family of four.")."""


def _unquote(text: str) -> str:
    text = text.strip()
    if len(text) > 1 and text[0] in "\"'" and text[-1] == text[0] and text.count(text[0]) == 2:
        return text[1:-1].strip()
    if text.count('"') % 2 == 0 and '"' in text:
        return text  # 'sign off with "Cheers, Dan" not "Best regards"': quotes in pairs
    return text.strip('"')


_TEAM_NEXT = re.compile(r"\s+team\b", re.IGNORECASE)


_MINE_AND_I = re.compile(r"^(\W*)my\s+(" + p.KIN_PHRASE + r")\s+and\s+i\b(?!')", re.IGNORECASE)
""""my brother-in-law and I brew ..." opens with both subjects: said "me and my ..." so the user
comes first ("The user and their brother-in-law brew ...")."""


_OTHERS = re.compile(
    r"\b(?:they|them|their|theirs|he|him|his|she|her|hers)\b|\bmy\s+(?:sister|brother|mum|mom"
    r"|dad|mother|father|wife|husband|partner|son|daughter|boss|friend|colleague|coworker|manager"
    r"|kids?|children|parents|flatmate|roommate|neighbou?r|client|teacher|doctor|landlord)\b",
    re.IGNORECASE,
)
"""Someone else spoken of in the text the user's words are rewritten in."""


_HOME = re.compile(
    r"\b(?:kids?|son|daughter|baby|babies|toddler|pup|puppy|dog|cat|kitten|house|flat|home|keys"
    r"|wedding|honeymoon|holiday|garden|kitchen|mum|mom|dad|partner|wife|husband|family"
    r"|birthday|nursery|pocket\s+money|rent|mortgage|landlord|vet|allotment|grandkids?"
    r"|granddaughter|grandson|bedroom|sofa|fridge|dinner|groceries|adopted|rescued|fostered"
    r"|fostering|bills?|boiler|heat\s+pump|radiators?|thermostat|loft|driveway|broadband"
    r"|council\s+tax)\b",
    re.IGNORECASE,
)
"""Words of home life: "we" said with them is the user's household."""
_WORK = re.compile(
    r"\b(?:team|deploy\w*|code|codebase|repo|app|product|clients?|customers?|sprint|releases?"
    r"|stack|database|db|server|office|company|startup|business|users|api|ci|pipeline|service"
    r"|project|launch|prod|staging|backend|frontend|shop|store|orders|sales|revenue|brand"
    r"|colleagues?|boss|manager|work|job|staff|hire|hired|hiring|restaurant|cafe|truck|menu"
    r"|class|students?|pupils|patients?|ward|clinic|school|church|club|group|band|choir)\b",
    re.IGNORECASE,
)
"""Words of work or of a group the user belongs to: "we" said with them is that team."""
_QUANTIFIER = re.compile(r"\s+(?:all|both|each)(?=\s+[a-z])", re.IGNORECASE)
"""A quantifier after "we" ("we all have"): it is no verb to put in the third person."""


_COUPLE = re.compile(
    r"\b(?:we|we'?ve|we\s+have|we'?re|we\s+are)\s+(?:only\s+|just\s+|now\s+|finally\s+)*(?:been\s+"
    r"(?:together|dating|seeing\s+each\s+other|married|engaged)|got\s+(?:married|engaged)"
    r"|getting\s+married|engaged|married)\b",
    re.IGNORECASE,
)
""""we" said of a couple: "we've only been together 3 weeks", "we're getting married"."""
_PLURAL_FORMS = {"'ve": "have", "'re": "are", "'d": "would", "'ll": "will", "'m": "are"}
"""The verb a contraction stands for after a subject of two."""
_TITLE_NEXT = re.compile(r"\s+[A-Z][a-z]")
"""A capitalised word after a capitalised "Our" or "My" inside a sentence: a title's."""


def third_person(text: str) -> str:
    """Rewrite first-person text about the user in the third person (see `heuristics.py`)."""
    if " and " in text.lower():
        text = _MINE_AND_I.sub(r"\1me and my \2", text, count=1)
    out: list[str] = []
    pos, named, coordinate_from = 0, False, -1
    # "they use slack at my work, I prefer email": after someone else was spoken of, a later
    # "I" stays "the user", or it would read as theirs
    others = _OTHERS.search(text)
    # "we got the keys", "our new rescue pup": the user's household, not a team at work
    home = _HOME.search(text) is not None and _WORK.search(text) is None
    couple = " we" in f" {text.lower()}" and _COUPLE.search(text) is not None
    for m in p.FIRST_PERSON.finditer(text):
        if m.start() < pos:
            continue
        if m.group("word") in ("Our", "My") and m.start() > 0 and _TITLE_NEXT.match(text, m.end()):
            continue  # "stage managing Our Town": a title, not the user's town
        out.append(text[pos : m.start()])
        pos = m.end()
        word = m.group("word").lower()
        contraction = " ".join((m.group("contraction") or "").lower().split())
        if word in {"i", "we"} and named and (others is None or others.start() > m.start()):
            # "and I've": the contraction stays on its subject ("they've", not "they 've").
            joint = "" if contraction.startswith("'") else " "
            out.append(p.LATER_SUBJECT_FORMS.get(contraction, f"they{joint}{contraction}".strip()))
        elif word == "we" and couple and not named:
            # "we've only been together 3 weeks": the user and their partner, not a team
            out.append("the user and their partner")
            if contraction:
                out.append(f" {_PLURAL_FORMS.get(contraction, contraction)}")
            named, coordinate_from = True, sum(map(len, out))
        elif word in {"i", "we"}:
            subject = (
                "the user" if word == "i" else "the user's household" if home else "the user's team"
            )
            together = _QUANTIFIER.match(text, pos) if word == "we" and not contraction else None
            if together is not None:
                pos = together.end()  # "we all have ...": the team has it, no "alls"
            verb = p.VERB_AFTER.match(text, pos)
            if contraction:
                out.append(f"{subject} {p.FIRST_SUBJECT[contraction]}")
            elif verb is not None and verb.group("verb").lower() not in p.NOT_VERBS:
                out.append(f"{subject}{verb.group('adverbs')}{third_singular(verb.group('verb'))}")
                pos = verb.end()
            else:
                out.append(subject)
            named, coordinate_from = True, sum(map(len, out))
        elif word in {"my", "our"}:
            owner = "the user's" if word == "my" or home else "the user's team's"
            if word == "our" and _TEAM_NEXT.match(text, pos):
                owner = "the user's"  # "our team" is the user's team, not its team's team
            out.append("their" if named else owner)
            named = True
        elif word in {"me", "myself"} and not named:
            out.append("the user")
            named = True
        else:  # "let us have": the contraction belongs to the next word
            # Some letters lower-case to two characters ("\u0130" -> "i\u0307"), which the
            # table does not hold; such a word is kept as written.
            out.append(p.OBJECTS.get(word, m.group("word")) + text[m.end("word") : m.end()])
    result = "".join([*out, text[pos:]])
    if coordinate_from < 0:
        return result
    # Verbs that share the user as subject: "avoids X and prefer Y" -> "and prefers Y".
    later = p.LATER_SUBJECT.search(result, coordinate_from)
    stop = len(result) if later is None else later.start()
    middle = p.COORDINATED_VERB.sub(
        lambda c: c.group("head") + third_singular(c.group("verb")), result[coordinate_from:stop]
    )
    return result[:coordinate_from] + middle + result[stop:]


_PREFIXES = ("re", "pre", "over", "under", "out", "co")


def third_singular(verb: str) -> str:
    """`verb` as said of one person ("charge" -> "charges", "will" and "raised" as they are)."""
    low = verb.lower()
    # "re-seed", "reseed", "co-lead": the last word, or the word after a prefix, decides
    base = low.rsplit("-", 1)[-1]
    base = next((base[len(x) :] for x in _PREFIXES if base[len(x) :] in p.NOT_PAST_ED), base)
    if low in p.IRREGULAR_THIRD:
        third = p.IRREGULAR_THIRD[low]
    elif (
        low in p.MODALS
        or low in p.PAST_IRREGULAR
        or low.endswith("n't")
        or (base.endswith("ed") and base not in p.NOT_PAST_ED)
    ):
        third = low
    elif low.endswith(("s", "sh", "ch", "x", "z", "o")):
        third = low + "es"
    elif len(low) > 2 and low.endswith("y") and low[-2] not in "aeiou":
        third = low[:-1] + "ies"
    else:
        third = low + "s"
    return third.upper() if verb.isupper() and len(verb) > 1 else verb[0] + third[1:]
