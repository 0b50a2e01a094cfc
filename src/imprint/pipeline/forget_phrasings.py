"""Forget requests said around the store rather than with an erasing verb.

`forget_verbs.REQUEST` reads an erasing verb ("delete", "wipe") or a keeping verb negated
("don't keep"). People as often say where the thing must not be ("the knee thing doesn't
need to live in your memory", "I'd like him out of your notes", "no trace of it in your
memory", "my brother shouldn't exist as far as your memory goes"), that it must not be
kept, in the passive, after a wish ("I'd prefer the numbers don't get saved", "I would
prefer that my medication not be recorded", "my location is not for saving", "nothing
about her should stick"), or with a verb of letting go ("let the divorce go", "redact the
medication bit", "unlearn the vim preference", "could it go?", "consider the dispute
deleted"). `other_request` finds those shapes in an English sentence and returns where
the request is and the words that name its thing ("" when it only points: "it", "that").
`pointed_thing` finds what a pointer means in the words before it: "the medication thing
I asked about, please don't keep that" -> "medication".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.screened import Screened, screened

__all__ = ["OtherRequest", "may_ask", "other_request", "pointed_thing"]

_I = re.IGNORECASE
_PLACE = (
    r"(?:(?:your|ur|the|my)\s+(?:memory|memories|notes|records?|files?|brain|head|profile"
    r"|database|db|logs?)|on\s+(?:file|record)|(?:on|at)\s+your\s+(?:side|end)|about\s+me)"
)
"""Where the agent keeps what it knows."""
_KEPT = (
    r"(?:saved|stored|kept|recorded|remembered|written\s+down|noted(?:\s+down)?|filed(?:\s+away)?"
    r"|logged|retained|tracked|for\s+(?:saving|keeping|storing|the\s+record|your\s+(?:notes"
    r"|memory|records))|stick|stay|come\s+up|resurface|follow\s+me|lying\s+around"
    r"|hanging\s+around|sitting\s+(?:there|around))"
)
"""What the thing must not be or do."""
_NEG = (
    r"(?:(?:does|do|did|should|must|is|are|was|were|would|will|can|could)\s*n'?t"
    r"|(?:does|do|should|must|is|are|would|will|can)\s+not|not|never|no\s+longer)"
)
_THING = r"(?P<np>(?:(?!\b(?:and|but|so)\b)[^,;.!?()]){1,60}?)"
_RATHER = (
    r"(?:(?:i'?d|i\s+would|i)\s+(?:(?:much|really|honestly|actually|just|genuinely|truly)\s+)?"
    r"(?:prefer|rather)(?:\s+(?:that|if))?)"
)
"""A wish in the first person; "make sure" and "ensure" ask for a way of working ("make sure
you never save the API key") as often as for a forgetting."""
_WISH = (
    rf"(?:{_RATHER}"
    r"|(?:please|pls|plz)\s+make\s+sure(?:\s+that)?|make\s+sure(?:\s+that)?|ensure(?:\s+that)?)"
)
_SAID = (
    r"(?P<np>(?:it|that|this|those|them|(?:any|all)\s+of\s+(?:it|that|this|those|them)"
    r"|(?:the|my|that|this|all\s+the)\s+[^,;.!?()]{1,40}?\s+(?:stuff|things?|bits?|part|details"
    r"|info|news|story)))"
)
"""What was said, pointed at or named as such ("any of that", "the divorce stuff"): a wish
about how a thing is kept ("I don't want the API key stored in the repo") is a rule."""
_SHAPES: tuple[Screened, ...] = tuple(
    screened(pattern, _I)
    for pattern in (
        # "I'd prefer the numbers don't get saved", "make sure that isn't kept"
        rf"\b{_WISH}\s+{_THING}\s+{_NEG}\s+(?:need\s+to\s+)?(?:get\s+|be\s+|go\s+)?{_KEPT}\b",
        # "my location is not for saving", "nothing about her should stick",
        # "the knee thing doesn't need to live in your memory"
        rf"(?:^|[,;:]\s*|\b(?:and|but|so|also|actually|ok|okay)\s+){_THING}\s+{_NEG}\s+"
        rf"(?:need\s+to\s+|have\s+to\s+)?(?:be\s+)?(?:for\s+(?:saving|keeping|storing|the\s+record)"
        rf"|(?:live|exist|stay|sit|be|belong|go|end\s+up)\b[^.;!?]{{0,30}}?\b(?:in|on|as\s+far"
        rf"\s+as)\s+{_PLACE})",
        rf"(?:^|[,;:(]\s*|\b(?:and|but|so|also|actually|ok|okay)\s+)(?P<np2>nothing\s+(?:about|of|on)"
        rf"\s+[^,;.!?]{{1,40}}?|none\s+of\s+(?:it|that|this|them))\s+(?:should|must|can|may|is\s+to)"
        rf"\s+(?:be\s+)?{_KEPT}\b",
        # "I'd like him out of your notes", "no trace of it in your memory"
        rf"\b(?:like|want|need|keep|get|leave|take)\s+{_THING}\s+out\s+of\s+{_PLACE}",
        rf"\bno\s+trace\s+of\s+{_THING}\s+(?:in|on)\s+{_PLACE}",
        # "please not save the betting part in your memory"
        rf"\b(?:please|pls|plz)\s+(?:do\s+)?not\s+(?:save|store|keep|record|remember)\s+{_THING}"
        rf"(?:\s+(?:in|on)\s+{_PLACE})?(?=\s*(?:[,;.!?]|$))",
        # "let the divorce go", "could it go please?", "consider the dispute deleted"
        r"\blet\s+(?P<np>(?:the|my|that|this|it|all)\b[^,;.!?]{0,40}?)\s+go\b(?!\s+(?:to|and|for))",
        r"\b(?:can|could)\s+(?P<np>it|that|this|those|they)\s+(?:please\s+)?go(?:\s+away)?"
        r"(?=\s*(?:please|pls|now|too|[.!?,;]|$))",
        r"\bconsider\s+(?P<np>(?:the|my|that|this|it|all)\b[^,;.!?]{0,40}?)\s+(?:deleted|gone"
        r"|forgotten|erased|wiped|scrubbed)\b",
        # "redact the medication bit", "unlearn the vim preference", "bin it"
        r"\b(?:redact|unlearn|un-?tell\s+you|un-?remember|clear\s+out|retire)\s+"
        r"(?P<np>(?:the|my|that|this|it|all|everything|anything)\b[^,;.!?]{0,50})"
        # "ditch the headings" edits the draft: binning a thing said names it as said
        r"|\b(?:bin|ditch)\s+(?P<np3>(?:my|that|this|it|all|everything|anything)\b[^,;.!?]{0,50}"
        r"|the\s+[^,;.!?]{0,40}?\b(?:stuff|bit|bits|thing|things|info|details|story|part)\b)"
        # "lose the salary info": a thing said, named by its kind ("lose the headings" edits)
        # (asked, not told: "I lose my place in long bits of writing")
        r"|(?:^|[,;:]\s*|\b(?:please|pls|plz|just|so|and|but|can\s+you|could\s+you|then)\s+)lose\s+"
        r"(?P<np4>(?:the|that|this|all\s+the)\s+(?:(?!(?:in|of|on|at|to|for|with)\b)[\w'-]+\s+){1,2}"
        r"(?:stuff|bit|bits|thing|things|info|details|story|part|numbers)\b)",
        # "I'd rather you didn't keep any of that around", "I'd prefer you never store it"
        rf"\b{_RATHER}\s+you\s+(?:didn'?t|did\s+not|don'?t|do\s+not|wouldn'?t|never|not)\s+(?:(?:keep"
        rf"|store|save|record|remember|hold\s+on\s+to|hang\s+on\s+to)\s+{_SAID}"
        rf"(?=\s*(?:around|anywhere|at\s+all|[,;.!?]|$))"
        # "I'd rather you didn't have the Ozempic thing on record": having it, where it is kept
        rf"|have\s+{_SAID.replace('?P<np>', '?P<np2>')}\s+(?:on\s+(?:file|record)"
        r"|in\s+(?:your|ur)\s+(?:memory|memories|notes|records?|files?)))",
        # "I'd honestly prefer you didn't store my salary": the thing named after the verb; a
        # thing kept only where it is kept ("... keep my address on file"), since "keep my cv
        # short" asks for an edit
        rf"\b{_RATHER}\s+you\s+(?:didn'?t|did\s+not|wouldn'?t|never|not)\s+(?:(?:store|save"
        r"|record|remember|hold\s+on\s+to|hang\s+on\s+to)\s+(?P<np3>(?:my|our|his|her|their)\s+"
        r"[\w'-]+(?:\s+[\w'-]+){0,2}?)(?=\s*(?:around|anywhere|at\s+all|on\s+file|[,;.!?]|$))"
        r"|keep\s+(?P<np4>(?:my|our|his|her|their)\s+[\w'-]+(?:\s+[\w'-]+){0,2}?)"
        r"(?=\s+(?:around|anywhere|at\s+all|on\s+file)\b))",
        # "I don't want the divorce stuff kept anywhere", "don't want those floating around"
        rf"\b(?:don'?t|do\s+not)\s+want\s+{_SAID}\s+(?:to\s+be\s+|being\s+)?(?:stored|kept|saved"
        rf"|recorded|remembered|on\s+file|written\s+down|floating\s+around|lying\s+around"
        rf"|hanging\s+around)\b(?!\s+(?:out|in\s+the\s+(?:loop|dark)|waiting|busy|up|informed"
        rf"|posted|safe|warm|away\s+from))",
        # "I do not want her illness kept on any file", "don't want my address stored anywhere"
        r"\b(?:don'?t|do\s+not)\s+want\s+(?P<np>(?:her|his|their|my|our)\s+[\w'-]+(?:\s+[\w'-]+){0,2}?)"
        # "I don't want my daughter's health stuff on record": where it must not be is enough
        r"\s+(?:(?:(?:to\s+be\s+|being\s+)?(?:stored|kept|saved|recorded|remembered|written\s+down"
        r"|noted)\s+)?(?:on\s+(?:any\s+)?(?:file|record)|(?:in|on)\s+(?:your|ur)\s+"
        r"(?:memory|memories|notes|records?|files?|profile))"
        # "I don't want my age saved": the keeping verb ends the clause
        r"|(?:to\s+be\s+|being\s+)?(?:stored|kept|saved|recorded|remembered|noted)"
        r"(?=\s*(?:anywhere|at\s+all|by\s+(?:you|u))?\s*(?:please|pls)?\s*(?:[,;.!]|$)))(?![^?]*\?)",
        # "I'd like my address deleted from your notes", "the gambling thing - I'd like that
        # gone from your memory" ("I want the CSS stuff gone" edits the work at hand)
        rf"\b(?:like|want|need)\s+{_THING}\s+(?:gone|deleted|erased|removed|wiped|scrubbed)\s+"
        rf"(?:from|out\s+of)\s+{_PLACE}",
        # "I'd rather there be zero record of it here"
        rf"\b{_RATHER}\s+there\s+(?:be|was|were|is)\s+(?:zero|no)\s+(?:record|trace|mention|note)s?"
        rf"\s+of\s+{_SAID}(?=\s*(?:here|anywhere|at\s+all|in\s+{_PLACE}|[,;.!?]|$))",
        # "I'd rather that not be a thing u carry around", "I'd prefer it wasn't something you keep"
        rf"\b{_RATHER}\s+{_SAID}\s+(?:not\s+be|wasn'?t|weren'?t|isn'?t|didn'?t\s+become)\s+"
        r"(?:a\s+thing\s+|something\s+|part\s+of\s+what\s+)?(?:you|u)\s+(?:carry(?:\s+around)?|keep"
        r"|know|remember|hold\s+on\s+to|hang\s+on\s+to|store|have\s+on\s+file)\b"
        r"(?=\s*(?:around|anywhere|at\s+all|on\s+file|[,;.!?]|$))",
        # "make it so you don't know my address", "don't let it become a thing you know"
        r"\bmake\s+(?:it\s+so|sure)\s+(?:that\s+)?you\s+(?:don'?t|do\s+not|no\s+longer)\s+(?:know"
        r"|have|keep)\s+(?P<np>[^,;.!?]{1,50})",
        r"\bdon'?t\s+let\s+(?P<np>[^,;.!?]{1,40}?)\s+(?:become|be|turn\s+into|stay)\s+(?:a\s+)?"
        r"(?:thing|part|something)\s+(?:you|of\s+what\s+you)\s+(?:know|remember|keep)",
        # "the Vantrel thing is dead and honestly I shouldn't have mentioned it at all"
        r"\b(?:i\s+)?(?:(?:shouldn'?t|should\s+not|should\s+never)\s+have\s+(?:ever\s+)?(?:mentioned"
        r"|told\s+you(?:\s+about)?|brought\s+up|shared|said)"
        # "I regret telling you my credit score", "I wish I hadn't mentioned the loan"
        r"|(?:regret|wish\s+i\s+(?:hadn'?t|had\s+not|never|didn'?t))\s+(?:ever\s+)?(?:telling\s+you"
        r"(?:\s+about)?|told\s+you(?:\s+about)?|mentioning|mentioned|sharing|shared|bringing\s+up"
        r"|brought\s+up|said))\s+(?P<np>it|that|this|them|those"
        r"|any\s+of\s+(?:it|that|this)|(?:the|my|that|this)\s+[^,;.!?]{1,40}?)"
        r"(?=\s*(?:at\s+all|to\s+you|here|in\s+the\s+first\s+place|[,;.!?]|$))",
        # "the city is need-to-know and you don't need to know it"
        # ("this doc is need-to-know only" is about who reads the doc)
        r"(?:^|[,;:]\s*|\b(?:and|but|so|also|actually|ok|okay)\s+)(?P<np>(?:my|the|where|who|what"
        r"|how)\b[^,;.!?()]{1,50}?)\s+(?:is|'s|are)\s+(?:strictly\s+|very\s+much\s+|kind\s+of\s+)?"
        r"(?:on\s+a\s+)?need[\s-]to[\s-]know\b(?!\s+only)",
        # "the stuff about marco, can we act like i never brought it up?", "pretend I never
        # told you about the loan"
        # "the nimbus thing, treat it like i never said it"
        r"\b(?:(?:act|behave|treat\s+(?:it|that|this|them))\s+(?:like|as\s+if|as\s+though)"
        r"|pretend(?:\s+(?:like|that|as\s+if))?)\s+"
        r"i\s+(?:never|didn'?t)\s+"
        r"(?:ever\s+)?(?:brought\s+(?P<np>it|that|this|them|those)\s+up|(?:mentioned|said|told\s+you"
        r"(?:\s+about)?|shared)\s+(?P<np2>it|that|this|them|those"
        # "pretend I never mentioned Mark", "... I never mentioned med school": a thing
        # named in any words, up to the clause's end
        r"|(?!(?:anything|something|any|much|a\s+thing|it|that|this)\b)"
        r"(?:(?!\b(?:and|but|so|then)\b)[^,;.!?]){1,40}?))"
        r"(?=\s*(?:at\s+all|to\s+you|here|[,;.!?]|$))",
        # "i'd rather you didn't know which school they go to": what the agent is not to know
        rf"\b{_RATHER}\s+you\s+(?:didn'?t|did\s+not|don'?t|do\s+not|wouldn'?t|never|not)\s+"
        r"(?:know|find\s+out)\s+(?:about\s+)?(?:(?:which|what)\s+(?P<np2>[\w'-]+)[^,;.!?]{0,40}?"
        r"|(?P<np>(?:where|who|how\s+much|my|our|his|her|their|the)\b[^,;.!?]{1,50}?))"
        r"(?=\s*(?:[,;.!?]|$|\s+(?:and|but|so|tbh)\b))",
        # "you don't need to know about Sam's ADHD", "you dont have to remember my salary"
        r"\b(?:(?:you|u)\s+(?:really\s+)?(?:don'?t|do\s+not|dont)\s+(?:really\s+)?(?:need|have)"
        r"|(?:nobody|no\s+one|no-one)\s+(?:really\s+)?(?:needs|has))\s+to\s+"
        r"(?:(?:know|hear)\s+about|remember|keep|hold\s+on\s+to)\s+(?!(?:the\s+)?(?:details|specifics"
        r"|context|background|rest|why|how|what|where|when|who|which|whether|if)\b)(?P<np>(?:the|my|our|his"
        r"|her|their|that|this|it|any|all|[A-Z][\w'-]*)\b[^,;.!?]{0,50}?)(?=\s*(?:[,;.!?]|$|\s+(?:and"
        r"|but|so|though|either|anymore|any\s+more|at\s+all)\b))",
        # "I'd appreciate it if you forgot about Dan", "better if you didn't hold onto the
        # Amazon thing": a forgetting wished for, in the past of "if"
        r"\b(?:appreciate\s+it|(?:be\s+)?(?:better|best|good|great|nice|easier|safer)|prefer\s+it|like\s+it)"
        r"\s+if\s+you\s+(?:could\s+|would\s+|just\s+)?(?:forgot|deleted|erased|wiped|removed|dropped"
        r"|scrubbed|binned|(?:didn'?t|did\s+not|never|no\s+longer)\s+(?:keep|kept|hold\s+on\s*to|held"
        r"\s+on\s*to|hang\s+on\s+to|store|stored|save|saved|remember|remembered|record|recorded))\s+"
        r"(?:all\s+)?(?:about\s+)?(?P<np>[^,;.!?]{1,50}?)(?=\s*(?:entirely|completely|altogether"
        r"|for\s+good|please|pls|[,;.!?]|$))",
        # "let's keep the PIP between us", "keep it between you and me"
        r"\bkeep\s+(?P<np>(?:the|my|our|that|this|it|all|everything|anything)\b[^,;.!?]{0,40}?)\s+"
        r"(?:between\s+(?:us|you\s+and\s+me|ourselves|the\s+two\s+of\s+us)|to\s+(?:ourselves"
        r"|myself))\b",
        # "id prefer you dont keep the lisbon trip or the dates", "rather you didnt hang onto
        # the inheritance stuff", "id rather you didnt have my employer stored anywhere": a
        # thing named after a verb of keeping, up to where the clause ends
        rf"(?:\b{_RATHER}|(?:^|[,;:]\s*|\b(?:yeah|yes|ok|okay|and|but|also|tbh|honestly)\W*\s+)"
        r"rather)\s+(?:you|u)\s+(?:didn'?t|did\s+not|don'?t|do\s+not|wouldn'?t|never|not)\s+"
        r"(?:(?:keep|store|save|record|hold\s+on\s*to|hang\s+on\s*to|hold\s+onto|hang\s+onto)\s+"
        # ("... didn't keep the tone so formal", "... the dog waiting": a way, not a thing)
        r"(?P<np>(?:the|my|our|his|her|their|that|this|any|all\s+the)\s+(?:(?!\b(?:so|too|waiting"
        r"|going|hanging)\b)[^,;.!?()]){1,50}?)"
        r"(?:\s+(?:stored|saved|kept|recorded|on\s+(?:file|record)))?"
        r"|have\s+(?P<np2>(?:the|my|our|his|her|their|that|this|any)\s+[^,;.!?()]{1,50}?)\s+(?:stored"
        r"|saved|kept|recorded|written\s+down|on\s+(?:file|record)))"
        r"(?=\s*(?:around|anywhere|at\s+all|any\s*more|either|[,;.!?]|$|\s+(?:just|tbh|for\s+now"
        r"|please|pls)\b))",
    )
)
_NEEDS = re.compile(
    r"memor|notes|record|file|brain|profile|sav|stor|kept|stick|trace|let\s|go\b|redact|unlearn|lose"
    r"|tell|bin\b|ditch|clear|retire|consider|know|noted|written|logged|around|resurface|follow"
    r"|come\s+up|side|end\b|db|database|rather|prefer|need|should|regret|wish|act\b|pretend|behave|treat|ha(?:ve|s)\s+to"
    r"|between|ourselves|myself|\bif\s+you",
    _I,
)
"""Words one of which each shape holds: a sentence with none is read no further."""
_LOWER_NEEDS = re.compile(_NEEDS.pattern)
"""`_NEEDS` for lowered ASCII text: all its letters are lower case and it has no escape that
lowering changes, so it answers as `_NEEDS` does, without IGNORECASE (several times slower)."""
_PLACE_WORDS = (
    *("memor", "notes", "record", "file", "brain", "head", "profile", "database", "db", "log"),
    *("side", "end", "about", "saving", "keeping", "storing"),
)
_SHAPE_NEEDS: tuple[tuple[str, ...], ...] = (
    ("prefer", "rather", "sure"),
    _PLACE_WORDS,
    ("nothing", "none"),
    ("out",),
    ("trace",),
    ("please", "pls", "plz"),
    ("let",),
    ("go",),
    ("consider",),
    ("redact", "unlearn", "tell", "remember", "bin", "ditch", "clear", "retire", "lose"),
    ("prefer", "rather", "sure"),
    ("prefer", "rather"),
    ("want",),
    ("want",),
    ("like", "want", "need"),
    ("prefer", "rather", "sure"),
    ("prefer", "rather"),
    ("make",),
    ("let",),
    ("should", "regret", "wish"),
    ("need",),
    ("act", "pretend", "behave", "treat"),
    ("prefer", "rather"),
    ("need", "have", "has"),
    ("if",),
    ("between", "ourselves", "myself"),
    ("prefer", "rather"),
)
"""For each of `_SHAPES`, words one of which every match of it holds (lowered): a lowered
ASCII sentence with none of them cannot match that shape, so it is not searched."""
_VERB_OBJECT = re.compile(
    rf"^(?:remove|delete|drop|take)?\s*(?P<np>.*?)\s+(?:in|from)\s+{_PLACE}", _I
)


@dataclass(frozen=True, slots=True, kw_only=True)
class OtherRequest:
    """A request in one of these shapes: where it is, and the words naming its thing."""

    start: int
    end: int
    thing: str
    """The words that name what to forget ("the crohn's thing"), or a pointer ("it")."""


def may_ask(sentence: str) -> bool:
    """Whether `sentence` holds a word every shape of this module needs (a cheap screen)."""
    if sentence.isascii():
        return _LOWER_NEEDS.search(sentence.lower()) is not None
    return _NEEDS.search(sentence) is not None


def other_request(sentence: str) -> OtherRequest | None:
    """The forget request of `sentence` in a shape of this module, or None."""
    if not may_ask(sentence):
        return None
    lowered = sentence.lower() if sentence.isascii() else None
    for needs, pattern in zip(_SHAPE_NEEDS, _SHAPES, strict=True):
        if lowered is not None and not any(need in lowered for need in needs):
            continue
        m = pattern.search(sentence)
        if m is None:
            continue
        groups = m.groupdict()
        thing = (
            groups.get("np") or groups.get("np2") or groups.get("np3") or groups.get("np4") or ""
        )
        inner = _VERB_OBJECT.match(thing)
        if inner is not None:
            thing = inner.group("np")
        return OtherRequest(start=m.start(), end=m.end(), thing=thing.strip())
    return None


_POINTED = re.compile(
    r"\b(?:the|my|that|this|your|all\s+the|any\s+of\s+the)\s+(?!(?:kind|sort|type)\s+of\b)(?P<x>[\w'/-]+(?:\s+[\w'/-]+){0,2}?)"
    r"\s+(?:thing|stuff|bit|part|news|info|preference|story|matter|business|situation|saga"
    r"|episode|detail|details|mess|drama|palaver|fiasco|ordeal|nightmare"
    # "the pay number, no need for you to hold on to that": a figure named by what it counts
    r"|number|figure|amount|sum)s?\b"
    # "that money thing with dan": who or what the thing was with
    r"(?:\s+(?:with|involving|at)\s+(?P<y>(?!(?:you|u|me|it|that|this|the|my|a|an)\b)[\w'-]{2,}))?",
    _I,
)
"""What a pointer stands for: "the medication thing", "the baby news", "the vim preference"."""


_ALL_OF = re.compile(
    r"\b(?:everything|anything|all|whatever|what(?=\s+(?:i|we)\s)|(?:the|that|this|those)\s+"
    r"(?:stuff|things?|bits?|details|part|mess|saga|situation|business|drama))"
    # "the thing I said about ...", "what I mentioned about ..."
    r"(?:\s+(?:i|we)\s+(?:told\s+(?:you|u)|said(?:\s+to\s+(?:you|u))?|mentioned(?:\s+to\s+(?:you|u))?"
    r"|wrote|shared|gave\s+(?:you|u))(?:\s+(?:earlier|before|yesterday|last\s+time|just\s+now"
    r"|the\s+other\s+day))?)?\s+(?:to"
    r"\s+do\s+with|about|related\s+to|regarding|with|involving"
    r"|around|concerning|connected\s+(?:to|with))\s+(?P<x>[^,;.!?\u2014\u2013]{1,40}?)\s*"
    r"(?:[,;.!?\u2014\u2013]|\s-\s|$)",
    _I,
)
"""A pointer's thing as a whole subject: "everything to do with the court case -- wipe it",
"the stuff about the divorce, I'd rather you didn't keep any of that"."""


def pointed_thing(earlier: str) -> str:
    """The last thing `earlier` names by "the X thing/stuff/bit/news", or ""."""
    found = [*_POINTED.finditer(earlier), *_ALL_OF.finditer(earlier)]
    if not found:
        return ""
    last = max(found, key=lambda m: m.start())
    with_whom = last.groupdict().get("y")
    return f"{last.group('x')} {with_whom}" if with_whom else last.group("x")
