"""English standing instructions in the shapes the sentence rules of `heuristics.py` miss.

People rarely write "Always do X." They write a fragment with a marker ("no emojis.
ever.", "Dates in ISO format please"), an imperative with the rejected option ("Write the
summaries as prose paragraphs, not bullets."), a need with its contrast ("I need Chicago
style, not APA."), a condition ("When you write python for me, include pytest tests"),
a label for a context ("for the blog: casual, first person"), an instruction after the
reason for it ("they track everything in Jira, so format tickets Jira-style"), or a
requirement ("this one has to support Python 3.9"), or a question that asks for a standing
behaviour ("can u write times as 24h going forward?"). A thing kept out of the user's
work and a convention for a class of things are read by `conventions.py`.
`direction_in` returns the instruction in canonical form, or None.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.minds_changed import changed_topic, mind_stands
from imprint.pipeline.screened import screened
from imprint.pipeline.segment import without_asides
from imprint.pipeline.symptoms import names_symptom
from imprint.pipeline.writing_rules import (
    DUE_OR_SIGNED,
    formatted,
    names_unit,
    names_work,
    opens_with_unit,
    standing_preference,
)

__all__ = ["direction_in", "points_only", "resolve_topic"]

_I = re.IGNORECASE

_STANDING = screened(
    r"\b(?:from\s+now\s+on|going\s+forward|moving\s+forward|in\s+(?:the\s+)?future|always|never"
    r"|ever|every\s+time|by\s+default|for\s+(?:all|any|every)\b|in\s+everything|everywhere"
    r"|please|pls|plz|even\s+(?:in|for|when|if|on|with)|throughout|from\s+here\s+on"
    # "in all caps" is a way of writing, not "in all documents"
    r"|(?:for|in)\s+(?:everything|anything|all\s+(?!caps\b|lower\s*case\b|upper\s*case\b)\w+"
    r"|any\s+\w+)|in\s+general|as\s+a\s+rule"
    r"|any\s+\w+\s+you\s+(?:give|write|send|make|suggest|produce|draft)|across\s+the\s+board)\b",
    _I,
)
_STANDING_FOUND = p.Folded(_STANDING.pattern)
"""`_STANDING` where only whether it occurs matters: a sentence rarely holds a marker, and
the folded pattern rules it out several times faster than the IGNORECASE one."""
_NO_THING = re.compile(
    r"^(?:and\s+)?no\s+(?!(?:worries|problem|need|thanks|idea|way|rush|stress|clue|kidding|big\s+deal"
    r"|offense|pressure|biggie|doubt|luck|wonder|time|more\s+than|one|matter|longer|sir|ma'am)\b)"
    r"(?P<thing>[\w'\"-]+(?:\s+[\w'\"/-]+){0,5})(?:[\s.!]*$|,)",
    _I,
)
_NO_LIST = re.compile(r"^no\s+[\w'\"][^,.;!?]{1,60}(?:,|\s+and\s+|$)", _I)
_FRAGMENT_RULE = re.compile(
    r"^(?:just\s+|only\s+)?(?P<body>(?:plain\s+|short\s+|simple\s+)?[\w'/-]+(?:\s+[\w'/-]+){0,3}"
    r"\s+(?:in|as|with|using|like|over|via)\s+[^?]{2,120}?|[\w'/-]+(?:\s+(?:and|&)\s+[\w'/-]+)?)"
    r"(?:,?\s+(?:please|pls|plz))?(?:,\s*not\s+[^?]{1,40})?[\s.!]*$",
    _I,
)
_ASK_OPENS = re.compile(
    r"^(?:(?:and|so|also|ok(?:ay)?|oh|btw)\W+)?(?:can|could|would|will)\s+(?:you|u|ya)\b", _I
)
_ASIDE_AFTER = re.compile(
    r",\s*(?=(?:yes|yeah|yep|ya|i|i'm|im|i've|ive|my|because|since|cause|cos|bc|lol|as|which"
    r"|it's|its|that's|thats)\b)",
    _I,
)
"""Where a reason or an aside follows an ask: ", yes I'm in the uk", ", my boss reads them"."""
_CONTEXT_LABEL = re.compile(
    r"^for\s+(?:the\s+|my\s+|our\s+|this\s+|all\s+)?(?P<what>[\w'-]+(?:\s+[\w'-]+){0,2})\s*:\s*"
    r"(?P<how>[^?]{3,160})$",
    _I,
)
_CONTEXT_PREFIX = re.compile(
    r"^(?:for|in|on|with)\s+(?:the\s+|my\s+|our\s+|this\s+|all\s+|any\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}"
    r"\s+(?=(?:keep|use|write|format|make|always|never|don'?t|avoid|target|stick|add|include"
    r"|sign|cite|spell|put|answer|reply)\b)",
    _I,
)
_SCOPED_STANDARD = re.compile(
    r"^(?:for|in|on)\s+(?:the\s+|my\s+|our\s+|this\s+|all\s+|any\s+)?(?:[\w'-]+\s+){0,2}?"
    r"(?:reports?|e-?mails?|invoices?|docs?|documents?|notes|slides?|decks?|tickets?|posts?|code"
    r"|scripts?|quer(?:y|ies)|sql|sheets?|spreadsheets?|tables?|newsletters?|letters?|minutes"
    r"|summar(?:y|ies)|recaps?|logs?|messages?|captions?|listings?|menus?|quotes?|proposals?"
    r"|contracts?|briefs?|handovers?|templates?|labels?|files?|exports?|charts?|dashboards?"
    r"|commits?|changelogs?|articles?|essays?|papers?|chapters?|drafts?|filings?|plans?|rotas?)"
    r"(?:,\s*|\s+)(?:the\s+|all\s+)?(?!(?:i|we|they|he|she|it|you|my|our|his|her|their)\b)"
    r"[\w'-]+(?:\s+[\w'-]+)?\s+(?:(?:is|are|should\s+be|must\s+be|need\s+to\s+be|have\s+to\s+be"
    r"|has\s+to\s+be)\s+(?:always|never)\b|(?:should|must)\s+(?:always|never)\s+be\b)",
    _I,
)
"""A standard of a named piece of work: "for the shipping reports timestamps are always UTC"."""
_SCOPED_WANT = re.compile(
    r"^(?:for|on)\s+(?:the\s+|my\s+|our\s+|this\s+|all\s+|any\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}"
    r"(?:,\s*|\s+)(?:i|we)(?:'d)?\s+(?:want|like|prefer|would\s+like)\s+it\s+"
    r"(?!(?:to|by|done|back|now|today|tomorrow|asap|sent|ready|fixed|finished)\b)\w",
    _I,
)
"""A style wanted for a named piece of work: "for the channel I want it chatty and long"."""
_WHEN_WORKING = re.compile(
    r"^(?:when(?:ever)?|while)\s+(?:we'?re|i'?m|we\s+are|i\s+am)\s+(?:writing|editing|drafting"
    r"|working\s+on\s+(?:the|my|our)\s+(?:book|novel|thesis|script|paper|chapter|blog|newsletter"
    r"|essay|report|deck|docs|manuscript|story|menu|website|site|app|code))\b[^,]{0,50},\s*"
    r"(?=(?:no|never|always|keep|use|avoid|don'?t|only|stick|write|make)\b)",
    _I,
)
"""A rule for while a piece of work is in hand: "when we're working on the kids' book, no
scary words"."""
_WHEN_YOU = re.compile(
    r"^(?:when(?:ever)?|if|each\s+time|every\s+time)\s+you\s+[^,]{2,80},\s*(?P<then>.+)$"
    # "when you write stuff to the other parents sign it 'Jess'": no comma before the ask
    r"|^(?:when(?:ever)?|each\s+time|every\s+time)\s+(?:you|u)\s+[^,]{2,80}?\s+(?P<then2>"
    r"(?:(?:always|just|please|pls)\s+)?(?:sign|use|keep|format|put|add|include|start|end|open"
    r"|close|make|give|avoid|skip|drop|address|cc|spell|cite|mention|leave|stick)\s+\S.*)$",
    _I,
)
_NEED_NOT = re.compile(
    r"^(?:i|we)\s+(?:need|want|use|prefer|asked\s+for)\s+(?P<x>[^,]{2,60}?),\s*not\s+(?P<y>[^,.;]{1,40})",
    _I,
)
_CONTRAST = re.compile(r",\s*not\s+\w|\b(?:instead\s+of|rather\s+than)\b", _I)
_SO_IMPERATIVE = re.compile(
    r"(?:,|;)\s*(?:so\s+|then\s+)?(?P<then>(?:format|keep|write|use|make|put|sign|cite|spell|add"
    r"|include|name|tag|label)\s+(?:\([^)]*\)|[^,;(])+(?:\([^)]*\))?(?::[^;]*?)?)"
    r"(?=\s*(?:,\s*(?:they|it|we|he|she|i|because|since)\b|[.;]|$))",
    _I,
)
_STYLE_OBJECT = re.compile(
    r"(?:-style\b|\bstyle\b|\bshort\b|\bbrief\b|\bformal\b|\bcasual\b|\bconcise\b|\bin\s+\w|\bas\s+\w"
    r"|\bwith\s+\w|\blike\s+\w|\bfirst\b|\bonly\b|\(|:)",
    _I,
)
_REQUIREMENT = re.compile(
    r"^(?:this(?:\s+one)?|it|the\s+[\w-]+(?:\s+[\w-]+)?|everything|all\s+[\w-]+|this\s+[\w-]+"
    r"|our\s+[\w-]+)\s+(?:has\s+to|must|needs?\s+to|should\s+always|is\s+required\s+to"
    r"|can\s+only)\s+(?:support|run\s+on|work\s+(?:on|with|in)|target|use|stay\s+(?:on|under|below)"
    r"|compile|pass|build|handle|follow|fit|include|ship|deploy|be\s+(?:compatible|written|under"
    r"|below|in\s+[A-Z]|at\s+most|done\s+(?:in|with|by)"
    # "the school stuff has to be formal": a register asked for a kind of work
    r"|(?:super\s+|very\s+|really\s+|properly\s+)?(?:formal|informal|casual|polite|friendly"
    r"|professional|short|brief|concise|plain|simple|upbeat|neutral|warm|direct)))\b",
    _I,
)
_QUESTION = re.compile(r"\?\s*$")
_IMPERATIVE = re.compile(
    r"^(?:write|use|format|keep|put|make|give|answer|reply|respond|sign|spell|cite|add|include"
    r"|name|indent|wrap|label|number|sort|quote|translate|explain|show|send|structure|list"
    r"|lead|open|start|end|close|avoid|skip|drop"
    # "do these in gherkin, for all test cases"; not "do you ...", "do I ..."
    r"|do(?=\s+(?!(?:you|u|we|i|they|he|she|not|n'?t|so|that\s+again)\b)))\s+\S",
    _I,
)
_PRONOUN_OBJECT = re.compile(r"^(\w+\s+)(them|it|those|these)\b", _I)


_POINTING = frozenset(
    "exactly just like that this it so keep doing do the same way perfect great good always"
    " again more of please yes yeah continue carry on up".split()
)
"""Words of an approval that only points at what the agent did ("exactly like that")."""


def direction_in(
    sentence: str, *, previous: str = "", after_agent: bool = False, in_preference: bool = False
) -> str | None:
    """The standing instruction `sentence` gives, in canonical form, or None.

    An approval that only points at what the agent did ("perfect, keep doing that") names
    no instruction of its own: it reinforces, it is not a direction.
    """
    found = _direction(
        sentence, previous=previous, after_agent=after_agent, in_preference=in_preference
    )
    if found is not None and _THIS_PIECE.search(found) and not _HELD_FOR_GOOD.search(sentence):
        return None  # "write it in all caps, it's a banner": an edit of the piece at hand
    return None if found is None or points_only(found) else found


_THIS_PIECE = re.compile(
    # (not "put it in": "Put it in Kenyan shillings please. We budget in KES always")
    r"^(?:write|translate|rewrite|redo|render|print)\s+(?:it|this"
    r"|that)\b(?!\s+(?:way|kind|sort|style|a\s+habit|a\s+rule|standard|default)\b)"
    r"|\b(?:for|to|on|in|with)\s+(?:it|this|that)(?:\s+one)?\s*[.!]?$",
    _I,
)
"""A request about the piece at hand ("write it in all caps", "use bullet points for it"),
not a way of working: "keep it short" is kept, as its shape says a style."""
_HELD_FOR_GOOD = re.compile(
    r"\b(?:from\s+now\s+on|going\s+forward|moving\s+forward|in\s+(?:the\s+)?future|always|never"
    r"|every\s+time|by\s+default|from\s+here\s+on|as\s+a\s+rule|in\s+general)\b",
    _I,
)
"""What makes a request about the piece at hand hold for good ("always write it in caps")."""
_LATIN_WORD = re.compile(r"[a-z]+")
_PRONOUN_START = re.compile(r"^(?:i|we|you|it|that|this|they|he|she)\b", _I)


def points_only(text: str) -> bool:
    """True when `text` only points at what the agent did ("exactly like that", "keep it up")."""
    return not set(_LATIN_WORD.findall(text.lower())) - _POINTING


def _direction(
    sentence: str, *, previous: str, after_agent: bool, in_preference: bool
) -> str | None:
    """`direction_in` before its check that the instruction names something.

    `previous` is the sentence before (a bare "ever." extends it); `after_agent` says the
    sentence opens a reply to something the agent just produced, where a short fragment
    ("no emojis.", "rupees please, not dollars") is an instruction about it;
    `in_preference` says an earlier sentence of the reply stated a preference, which a
    following "no 'I hope this finds you well' stuff" continues.
    """
    if "(" in sentence:
        # "metrics as percentages (87.4%, not 0.874), latency in ms": the example in
        # brackets hides the shape of the list it sits in.
        sentence = without_asides(sentence)
    acked = _ACK_BUT.match(sentence)
    if acked is not None:
        sentence = sentence[acked.end() :]  # "works, but from now on can all examples be typed?"
    permitted = _PERMISSION.search(sentence)
    if permitted is not None and _STANDING_FOUND.found(sentence):
        # "you can give me long detailed answers from now on": leave given, an ask for good
        sentence = sentence[: permitted.start()] + sentence[permitted.end() :]
    core = h.strip_filler(sentence)
    bare = core.strip()
    generic = _GENERIC_ASK.match(bare)
    if generic is not None:
        # "can u keep answers short and in bullet points": answers in general, not this one
        return h.canonical(generic.group("what"))
    kept = _KEEP_IT_ASK.match(bare)
    if kept is not None and formatted(kept.group("value")):
        return h.canonical(kept.group("what"))
    unit = _UNIT_ASK.search(bare)
    if unit is not None and _asks_for_unit(_AND_ASKED.split(unit.group("what"), maxsplit=1)[0]):
        # "can you do times in 24h and put the day before the month pls": a unit asked
        # first, another way of writing with it
        what = unit.group("what")
        return h.canonical(f"use {what[3:]}" if what.lower().startswith("do ") else what)
    if _QUESTION.search(sentence):
        return _class_ask(core) or _standing_ask(sentence)
    if _ASK_OPENS.match(sentence):
        # "can u always give me paces in km, yes I'm in the uk lol": a question asked
        # without its mark, up to the aside after it. Else it is read as any sentence.
        asked = _standing_ask(_ASIDE_AFTER.split(sentence.rstrip(" .!"), maxsplit=1)[0] + "?")
        if asked is not None:
            return asked
    if not core:
        return None
    kind = _ANY_OF_A_KIND.match(core)
    if kind is not None:
        # "any handover stuff i ask for, always SBAR": a rule for a kind of work
        return h.canonical(f"for any {kind.group('kind')}, {kind.group('rule')}")
    found = _shaped(core, sentence, previous, after_agent=after_agent, in_preference=in_preference)
    reason = _REASON_AFTER.search(core) if found is None and "," in core else None
    if reason is not None and _STANDING_FOUND.found(sentence):
        # "from now on stats go in google sheets, it was slow with all the match data": the
        # reason after the ask hid its shape
        found = _shaped(
            core[: reason.start()],
            sentence.replace(reason.group(), ""),
            previous,
            after_agent=after_agent,
            in_preference=in_preference,
        )
    if found is not None and _symptom(core):
        return None
    # Encouragement ("always believe in yourself") is no instruction. It is looked for last:
    # most sentences have no instruction's shape, and then it need not be.
    return None if found is None or p.ENCOURAGEMENT.found(core) else found


_ANY_OF_A_KIND = re.compile(
    r"^(?:(?:and|also|so|tbh|honestly|oh)[\s,]+)*(?:any|all|every)\s+(?P<kind>[\w'-]+(?:\s+[\w'-]+){0,3}?)"
    r"\s+(?:i|we)\s+(?:ask\s+(?:you\s+)?for|want|need|get\s+from\s+you|send\s+you)\s*,?\s+"
    r"(?P<rule>(?:always|never|only|use|in|as|do|keep|make)\b[^,;.!?]{1,50})",
    _I,
)
"""A rule for a kind of work the user asks for ("any handover stuff i ask for, always SBAR")."""
_ACK_BUT = re.compile(
    r"^\W*(?:(?:(?:this|that|it|which)(?:'?s|\s+is|\s+was|\s+looks|\s+totally|\s+mostly)?\s+)?"
    r"(?:works|worked|helps|helped|nice|cool|great|good|perfect|thanks|thank\s+you|ta|cheers|ok"
    r"|okay|yeah|yes|yep|fine|lovely|love\s+it|looks\s+good|better|brilliant|awesome|amazing"
    r"|spot\s+on|got\s+it|makes\s+sense|fair\s+enough)(?:\s+(?:now|lol|haha))?[,!.]*\s*)+"
    r"(?:but|though|however)[,]?\s+(?=\w)",
    _I,
)
"""Thanks for the answer before the ask that follows it ("works, but ...", "this works but
could you ...", "ok cool thanks, but ...")."""
_PERMISSION = re.compile(
    r"(?:^|(?<=[,;:.]\s))\W*(?:you\s+(?:can|may|could)\s+(?:now\s+|also\s+|totally\s+|definitely"
    r"\s+|just\s+)?|feel\s+free\s+to\s+|(?:it'?s|its)\s+(?:fine|ok|okay|cool)\s+(?:for\s+you\s+)?to\s+"
    r"|go\s+ahead\s+and\s+)(?=[a-z])",
    _I,
)
"""Leave given to the agent ("you can ...", "feel free to ..."), before what it may do."""
_REASON_AFTER = re.compile(
    r",\s*(?:(?:it|that|this|they|those|he|she|[a-z]+)\s+(?:was|were|is|are|got|gets|kept|keeps"
    r"|had|has\s+been|made|makes)\b|(?:because|since|cos|cause|bc|as)\s)[^,]*$",
    _I,
)
"""A reason closing a sentence after its ask: ", it was slow", ", notion kept crashing"."""


_IT_IS_NOW = re.compile(
    r"^(?:it'?s|its|it\s+is|it'?ll\s+be|it\s+will\s+be)\s+(?!(?:going|gonna|been|not|no|just|all|a\s+lot"
    r"|over|done|fine|ok|okay|hard|easy|better|worse|different|up\s+to|my|your|our|their|time"
    r"|too|so|very|really|pretty|quite|getting|the\s+same|like)\b)(?P<value>\S.{0,80})$",
    _I,
)
"""A value set for good with "it" for the thing being discussed ("from now on it's 'Warmly,
Rosa' on everything", "going forward its tabs not spaces"); not a state ("it's fine")."""
_A_WAY_OF_WRITING = re.compile(
    r"^['\"\u2018\u201c]|\s(?:not|instead\s+of|rather\s+than)\s|\b(?:spelling|format|style|font|case"
    r"|units?|metric|imperial|celsius|fahrenheit|kg|lbs|km|miles|24h|24-hour|tabs|spaces|bullets"
    r"|prose|emojis?)\b",
    _I,
)
"""A value set for good that is a way of writing: quoted ("'Warmly, Rosa'"), set against
another ("tabs not spaces") or a form ("british spelling"); not "a team of 5", "on me"."""
_FOR_GOOD = screened(
    r"\b(?:from\s+now\s+on|going\s+forward|moving\s+forward|from\s+here\s+on(?:\s+out)?)\b", _I
)


_AND_THEM = re.compile(
    r"^(?:(?:oh\s+)?and|also|plus)[\s,]+(?:(?:please|pls)\s+)?(?P<ask>(?:sign|address|end|open|start"
    r"|close|title|label|tag|cc|send|format|write|keep|put)\s+(?:them|those|these|each\s+one|all\s+of"
    r"\s+them)\b[^.!?]{1,80}?)[.!]*$",
    _I,
)
"""A second ask joined to a standing one, its object the same things ("and sign them Dani &
Marcus")."""
_SCOPE_OPENING = re.compile(
    r"^(?:for|in|on)\s+(?:all|any|every)\s+[^,.;:!?]{2,40}?(?=\s+(?:keep|use|write|make|put|sign"
    r"|format|always|never|be|do|add|include|send|go|stay|stick|avoid|skip|no)\b)",
    _I,
)
"""The things a standing rule opens by naming ("for all the vendor emails ...")."""


def _shaped(
    core: str, sentence: str, previous: str, *, after_agent: bool, in_preference: bool
) -> str | None:
    """The instruction `core` (`sentence` without its filler) gives by its shape, or None."""
    also = _AND_THEM.match(sentence.strip())
    scope = _SCOPE_OPENING.match(previous.strip()) if also is not None and previous else None
    if also is not None and scope is not None:
        # "for all the vendor emails keep it short. and sign them Dani & Marcus": "them"
        # are what the standing rule before was for, so the ask stands as well
        return h.canonical(f"{scope.group(0).rstrip(', ')}, {also.group('ask')}")
    it_is = _IT_IS_NOW.match(core)
    if (
        it_is is not None
        and _FOR_GOOD.search(sentence) is not None
        and _A_WAY_OF_WRITING.search(it_is.group("value")) is not None
    ):
        return h.canonical(it_is.group("value"))
    lets = _LETS.match(core)
    if lets is not None and _STANDING_FOUND.found(core):
        # "let's go chatty and casual from here on": a standing style, put as an instruction
        return h.canonical(lets.group("rest"))
    m = _NEED_NOT.match(core)
    if m is not None:
        return h.canonical(f"use {m.group('x')}, not {m.group('y')}")
    m = _CONTEXT_LABEL.match(core)
    if (m is not None and "," in m.group("how")) or (
        m is not None and len(m.group("how").split()) <= 6
    ):
        return h.canonical(core)
    prefix = _CONTEXT_PREFIX.match(core)
    if (
        prefix is not None
        or _SCOPED_WANT.match(core)
        or _WHEN_WORKING.match(core)
        or _SCOPED_STANDARD.match(core)
    ):
        return h.canonical(core)
    m = _WHEN_YOU.match(core)
    then = h.strip_filler(m.group("then") or m.group("then2")) if m is not None else ""
    if m is not None and (_IMPERATIVE.match(then) or p.IMPERATIVE_VERB.match(then)):
        return h.canonical(core)
    if _REQUIREMENT.match(core):
        return h.canonical(core)
    after_change = mind_stands(previous, core)
    standing = (
        _STANDING_FOUND.found(sentence)
        or _STANDING.fullmatch(previous.strip(" .!")) is not None
        or after_change
    )
    if after_change and (_IMPERATIVE.match(core) or p.IMPERATIVE_VERB.match(core)):
        # "I changed my mind about type hints. add them": the ask replaces a standing one
        return h.canonical(core)
    # Courtesy makes a fragment an instruction, but a polite imperative is a request.
    if _IMPERATIVE.match(core) and (
        _CONTRAST.search(core) or _STANDING_FOUND.found(_POLITE.sub("", sentence))
    ):
        return h.canonical(core)
    m = _NO_THING.match(core)
    if m is not None and standing and not h.is_ack(core):
        return h.canonical(core)
    if in_preference and _NO_LIST.match(core) and not h.is_ack(core):
        return h.canonical(core)
    # "24h clock for me please": asked only of a sentence with a marker.
    if standing and _noun_fragment(
        core, personal=_FOR_ME_PLEASE.search(sentence) is not None, sentence=sentence
    ):
        return h.canonical(core)
    # The cheap conditions first: most sentences have neither a marker nor a contrast.
    if (
        (standing or (after_agent and _CONTRAST.search(core)))
        and _FRAGMENT_RULE.match(core) is not None
        and core.split()[0].lower().strip(",.:;!") not in _NOT_FRAGMENT_START
        and _FINITE.search(_SCOPE_CLAUSE.sub(" ", core)) is None
        and not h.is_ack(core)
        and not _PRONOUN_START.match(core)
        and len(core.split()) >= 2
        and not _news(core, sentence)
        # "someone shared this in a group chat, tldr pls": a piece of work asked for once
        and not p.asks_for_work(sentence)
    ):
        return h.canonical(core)
    if _personal_standing(core):
        return h.canonical(core)
    # `_SO_IMPERATIVE` starts at a comma or semicolon.
    m = _SO_IMPERATIVE.search(core) if "," in core or ";" in core else None
    if m is not None and _STYLE_OBJECT.search(m.group("then")):
        # The reason stays with the instruction: "they use Linear, keep tickets short".
        reason = core[: m.start()]
        keep = reason if len(reason.split()) <= 8 else ""
        return h.canonical(f"{keep}, {m.group('then')}" if keep else m.group("then"))
    kept = standing_preference(core, sentence)
    return None if kept is None else h.canonical(kept)


def _symptom(core: str) -> bool:
    """Whether `core` is a fragment naming what goes wrong, with no verb asking anything."""
    return names_symptom(core) and _IMPERATIVE.match(core) is None


_LASTING = screened(
    r"\b(?:always|every\s+time|each\s+time|all\s+the\s+time|from\s+now\s+on|never)\b", _I
)
_PERSONAL = re.compile(
    r"\bfor\s+me\b|\byou\s+(?:write|give|send|make|answer|tell|show|put|do|use|say)\s+(?:to\s+)?me\b"
    r"|^(?:please[\s,]+)?(?:write|answer|give|send|tell|show)\s+(?:to\s+)?me\b",
    _I,
)
_VALUE = re.compile(
    r"\b(?:in|with|without|as|not|only|using)\s+\w|\b(?:short|shorter|brief|formal|informal"
    r"|casual|simple|polite|slow|slowly|detailed|long)\b",
    _I,
)
_NOT_STANDING = re.compile(
    r"^(?:(?:and|but|so|well)\s+)?(?:i|we|it|that|this|there|he|she|they)\b"
    r"|\b(?:is|are|am|was|were|did|had|been|used\s+to|thank(?:s|\s+you))\b",
    _I,
)


_CLAUSE_BREAK = re.compile(r"[,;]|\s+(?:because|since|as)\s+", _I)


def _personal_standing(core: str) -> bool:
    """A standing rule in a learner's word order: "all amounts you write for me always in euro".

    It needs a lasting word ("always", "every time"), the user as the one served ("for
    me", "you write me") and a value ("in euro", "short", "formal"). A sentence whose
    subject is the user or a thing ("for me it was always hard", "I always write in
    formal") reports; it asks nothing of the agent.
    """
    if _LASTING.search(core) is None or _VALUE.search(core) is None:
        return False
    # Only the clause naming the user is read: a reason after it ("I am new here") is free.
    clause = next((c for c in _CLAUSE_BREAK.split(core) if _PERSONAL.search(c.strip())), None)
    return clause is not None and _NOT_STANDING.search(clause.strip()) is None


_POLITE = re.compile(r"\b(?:please|pls|plz)\b", _I)
_FOR_ME = re.compile(r"\bfor\s+me\b", _I)
_FOR_ME_PLEASE = re.compile(
    r"\bfor\s+me[\s,]+(?:please|pls|plz)\b|\b(?:please|pls|plz)[\s,]+for\s+me\b", _I
)
_CLAUSE_END = re.compile(r"[,;:(]")
_AFTER_BARE_MARKER = re.compile(r"\s*(?:[,.;:!)]|$|please\b|pls\b|for\b|in\b|not\b|except\b)", _I)
_NOT_FRAGMENT_START = frozenset(
    """
    i we you it that this they he she there what how why when where which who whom whose do
    does did is are was were can could would will should have has had am let's let if
    thanks thank great awesome wow yes yeah yep no nope ok okay sure perfect sounds looks
    always never ever just so but and or because since hope maybe also well oh ah haha lol
    as after before being every even between change appreciate catch don't give with without
    at on in by from of to some most many much more less all any each both either neither
    not those these stay keep take make go come try remember enjoy have be get see look feel
    know think stop start your my our their his her
    """.split()
)
_SCOPE_CLAUSE = re.compile(
    r"\b(?:for|in)\s+(?:everything|anything|all|any)\s+(?:(?:of\s+)?(?:i|you|we)\s+\w+)", _I
)
_FINITE = re.compile(
    r"\b(?:is|are|was|were|be|been|being|have|has|had|do|does|did|will|would|can|could|should"
    r"|am|get|got|need|want|think|know|feel|see|look|looks|sound|sounds|seem|seems|went|make"
    r"|made|take|took)\b|\w'(?:s|re|m|ve|d|ll)\b",
    _I,
)


_ASKED = re.compile(
    r"^(?:(?:hey|hi|ok(?:ay)?|so|also|and|oh|btw)\W+)?"
    # "for temps can you just use celsius from now on?": what the ask is about, said first
    r"(?:(?:for|with|on)\s+(?P<topic>(?:any\s+|all\s+)?[a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)\s*,?\s+"
    r"(?=(?:can|could|would|will)\s+(?:you|u|ya)\b))?"
    r"(?:(?:(?:would|do)\s+(?:you|u)\s+)?mind\s+"
    r"(?P<adverb>(?:always|never|just)\s+)?(?P<gerund>\w+ing)\b(?P<rest>[^?]{2,160}?)"
    r"|(?:(?:can|could|would|will)\s+(?:you|u|ya)"
    r"|(?:any\s+chance|do\s+you\s+think)\s+(?:you|u)\s+(?:could|can|would)"
    r"|(?:is\s+it|would\s+it\s+be)\s+possible\s+(?:for\s+you\s+)?to)"
    r"(?:\s+(?:please|pls|plz|kindly))?\s+(?P<what>[^?]{3,160}?))"
    r"(?:,?\s+(?:please|pls|plz|thanks|thx))?\s*\?+\s*$",
    _I,
)
_ASK_MARKER = re.compile(
    r"\b(?:from\s+now\s+on|going\s+forward|moving\s+forward|in\s+(?:the\s+)?future"
    r"|from\s+here\s+on|henceforth|always|never|by\s+default|default\s+to|every\s+time|each\s+time"
    r"|for\s+(?:all|every|any)\s+\w+|as\s+a\s+rule|in\s+general|across\s+the\s+board"
    r"|(?:in|for|with)\s+(?:everything|anything)|(?:everything|anything)\s+(?:you|u)\s+\w+)\b",
    _I,
)
_LABEL = screened(r"^(?:[\w'-]+\s+){0,3}[\w'-]+\s*:\s+(?=\w)")
"""A short label before an ask ("quick one: could you ...")."""
_ASK_FRAME = re.compile(
    r"^(?:remember\s+to|make\s+sure\s+(?:to|you)|be\s+sure\s+to|try\s+to"
    r"|make\s+it\s+a\s+(?P<habit>habit|rule|point)\s+(?:to|of))\s+(?=\w)",
    _I,
)
_ASK_ADVERB = re.compile(r"^(?:(?:always|never|just|please|pls|also|by\s+default)\s+)+", _I)


_LETS = re.compile(
    r"^(?:so\s+|ok(?:ay)?\s+|right\s+)?let'?s\s+(?!keep\s+it\s+(?:to|at|under|below)\s+[$\d])"
    r"(?P<rest>(?:go|keep|stick|switch|stay|make)\b"
    r"(?!\s+(?:to|out|home|back)\b)(?!\s+(?:with|for)\s+(?-i:[A-Z0-9]))[^?]*)$",
    re.IGNORECASE,
)
"""A style the user sets for both of them: "let's go chatty from here on" (a named pick,
"let's go with Postgres", is a decision)."""
_POLITE_OPEN = r"(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+(?:please\s+|pls\s+|plz\s+)?)"
"""The polite opening of an ask ("can u pls", "could you")."""
_FOR_NOW = r"today|tonight|this\s+time|for\s+now|until|till|right\s+now|rn"
"""Words that keep an ask to the turn it is made in."""
_GENERIC_ASK = re.compile(
    rf"^{_POLITE_OPEN}(?P<what>(?:keep"
    r"|make|write)\s+(?:your\s+|all\s+|all\s+your\s+)?(?:(?!(?:the|those|these|this|that|my|our"
    r"|some|a|an)\b)[\w-]+\s+)?(?:answers|replies|responses|messages|explanations|summaries)\b"
    rf"(?!\s+(?:to|for|from|about|of|above|below|into|in\s+a)\b)(?![^?]*\b(?:{_FOR_NOW})\b)"
    r"[^?]*?)[\s?.!]*$",
    re.IGNORECASE,
)
"""An ask about the agent's answers in general ("can u keep answers short"): plural and
without "this", it holds beyond the turn, marker or not."""
_UNIT_VERBS = (
    r"(?:do|use|give(?:\s+me)?|show|put|write|keep\s+to|stick\s+to|switch\s+to|go\s+with"
    r"|work\s+in)"
)
"""The verbs a unit is asked with ("do km", "use mmol/L", "keep to British spelling")."""
_UNIT_ASK = re.compile(
    rf"(?:^|[,;]\s+(?:so\s+)?|\bso\s+){_POLITE_OPEN}(?P<what>{_UNIT_VERBS}\s+"
    r"(?![^?,]*\b(?:it|this|that|these|those|today|tonight|now|for\s+now|this\s+time|here)\b)"
    r"[^?,]{1,80}?)(?:,?\s+(?:please|pls|plz|thanks|thx|instead))?(?:[?,]\s+[^?]{0,160})?[\s?.!]*$",
    re.IGNORECASE,
)
"""A unit, clock, currency or spelling asked for ("can u do km pls", "could you use mmol/L?"):
asked once, it holds for every answer; "can you convert that to celsius" asks about one."""
_UNIT_VERB = re.compile(rf"^{_UNIT_VERBS}\s+", re.IGNORECASE)
_UNIT_AT_END = re.compile(
    r"^(?:everything|things|it\s+all|(?:all\s+)?(?:the\s+|my\s+|your\s+)?[\w-]+s)\s+(?:in|into)\s+"
    r"(?P<unit>[\w/-]+(?:\s+[\w/-]+)?)\s*$"
    # "aperture in mm not inches": one measure, the unit set against another
    r"|^(?:(?:the\s+|my\s+|your\s+)?[\w-]+)\s+in\s+(?P<unit2>[\w/-]+)\s*,?\s*(?:not|rather\s+than"
    r"|instead\s+of)\s+[\w/-]+\s*$",
    re.IGNORECASE,
)
"""A class of things and the unit it is asked in ("prices in euros", "the times in 24 hour");
"the price in euros" is the one at hand."""


_AND_ASKED = re.compile(
    r"\s+and\s+(?=(?:put|use|do|show|keep|stick\s+to|switch\s+to)\s(?![^,]*\bme\s+(?:a|an|some)\b))",
    re.I,
)
"""Where a second ask joins the first: "do times in 24h and put the day first"."""


def _asks_for_unit(what: str) -> bool:
    """Whether the ask is for a unit itself ("do km", "prices in euros").

    A piece of work that has one ("write me a 5 km running plan") asks for the work.
    """
    body = _UNIT_VERB.sub("", what.strip(), count=1)
    if opens_with_unit(body) or opens_with_unit(body.removeprefix("in ")):
        return True
    end = _UNIT_AT_END.match(body)
    return end is not None and names_unit(end.group("unit") or end.group("unit2"))


_KEEP_IT_ASK = re.compile(
    rf"^{_POLITE_OPEN}(?P<what>keep"
    r"\s+(?:it|things|them|everything|stuff)\s+(?P<value>(?:to|in|as|at|under|short|brief|simple"
    rf"|concise|casual|plain|light|tight|informal)\b(?![^?]*\b(?:{_FOR_NOW}|this\s+one"
    r"|for\s+this)\b)[^?]{0,80}?))[\s?.!]*$",
    re.IGNORECASE,
)
"""An ask to keep things in a format ("can you keep it to bullet points pls"): "keep" asks
for a way of writing that goes on, where "make it formal" reworks the one answer."""


def _standing_ask(sentence: str) -> str | None:
    """The standing rule a question asks for: "could u keep answers short from now on?".

    A question is a request for this turn unless it names a standing marker ("going
    forward", "always", "by default", "default to") before any question of its own
    ("can you tell me what you always ...?" asks something).
    """
    m = _ASKED.match(_LABEL.sub("", sentence.strip(), count=1))
    if m is None:
        return None
    what = m.group("what")
    if what is None:
        verb = _base_verb(m.group("gerund"))
        if verb is None:
            return None
        what = (m.group("adverb") or "") + verb + m.group("rest")
    # "could you make it a habit to ...", "can you remember to always ...": the frame
    # goes; a habit or a rule is a standing marker of its own.
    frame = _ASK_FRAME.match(what)
    if frame is not None:
        what = what[frame.end() :]
        if frame.group("habit") and _ASK_MARKER.search(what) is None:
            what = f"always {what}"
    refusal = p.POLITE_REFUSAL.match(what)
    if refusal is not None and p.ONE_TURN_WORD.search(what) is None:
        # "could you please not use abbreviations": a thing the user asks to be spared
        # holds beyond the answer, marker or not.
        return h.canonical(f"don't {refusal.group('rest')}")
    marker = _ASK_MARKER.search(what)
    if marker is None or p.QUESTION_WORD.search(what, 0, marker.start()):
        return None
    body = _ASK_ADVERB.sub("", what)
    if p.IMPERATIVE_VERB.match(body) is None or p.BE_NOT_STYLE.match(body):
        return None  # "will you always be there?": not an instruction about the work
    topic = m.group("topic")
    if topic is None:
        return h.canonical(what)
    return h.canonical(f"for {topic}, " + re.sub(r"^just\s+", "", what, flags=_I))


_CLASS_ASK = re.compile(
    r"^(?:can|could)\s+(?P<obj>(?:every|each)\s+[\w'-]+(?:\s+[\w'-]+)?|all\s+(?:the\s+|your\s+|of\s+"
    r"(?:the|your)\s+)?[\w'-]+(?:\s+[\w'-]+)?)\s+(?P<rest>(?:have|include|get|come\s+with|end\s+with"
    r"|start\s+with|open\s+with|close\s+with|use|be)\s+[^?]{2,160}?)[\s?]*$",
    _I,
)
"""A class of the agent's work asked to be a certain way ("can every lesson plan have a
differentiation bit at the end?"): "every" makes it hold beyond this answer."""


def _class_ask(sentence: str) -> str | None:
    """The rule a question about every piece of a kind of work asks for, or None."""
    m = _CLASS_ASK.match(sentence.strip())
    if m is None or DUE_OR_SIGNED.search(sentence):
        return None
    if not names_work(m.group("obj")):
        return None
    return h.canonical(f"{m.group('obj')} should {m.group('rest')}")


def _base_verb(gerund: str) -> str | None:
    """The imperative of "keeping", "writing", "putting", if it is an instruction verb."""
    stem = gerund[:-3]
    doubled = stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else ""
    for verb in (stem, stem + "e", doubled):
        if verb and p.IMPERATIVE_VERB.fullmatch(verb):
            return verb
    return None


_REPORTED = re.compile(
    r"(?:just\s+|finally\s+|also\s+)?(?:(?!\w*eed\b)\w{2,}ed|went|left|began|became|bought"
    r"|sold|took|found|lost|quit|made|had|got)\s+(?:to|from|into|in|at|out|up|over|back|off|on"
    r"|the|a|an|my|our|his|her|their|it|them|him|us|me)\b",
    _I,
)
"""A clause opening with a past verb and what it acted on: the user's news, subject dropped."""
_LINKED = re.compile(r"\b(?:so|please|pls|plz|for\s+me|from\s+now\s+on|going\s+forward)\b", _I)
"""What ties a clause of news to an instruction after it ("..., so metric everywhere")."""


def _news(core: str, sentence: str) -> bool:
    """Whether `core` tells the user's news ("moved to Bristol last weekend, boxes everywhere").

    A word like "everywhere" or "always" in it describes; only a "so", a "please" or a
    "from now on" makes what follows an ask ("moved to Lisbon, so euros everywhere please").
    """
    return _REPORTED.match(core) is not None and _LINKED.search(sentence) is None


def _noun_fragment(core: str, *, personal: bool = False, sentence: str = "") -> bool:
    """A verbless instruction: "oven temps as gas marks please", "APA 7 for everything I do".

    Every clause up to the one holding the standing marker must be verbless; what follows
    may give the reason ("..., my oven is ancient").
    """
    words = core.split()
    if not words or len(words) > 25 or words[0].lower().strip(",.:;!") in _NOT_FRAGMENT_START:
        return False
    if _news(core, sentence or core):
        return False
    marker = _STANDING.search(core) or (_FOR_ME.search(core) if personal else None)
    if marker is None:
        return False
    if p.asks_for_work(core[: marker.end()]):
        return False  # "venue shortlist pls": a piece of work asked for once, not a style
    if marker.group(0).lower() in ("always", "never", "ever") and not _AFTER_BARE_MARKER.match(
        core, marker.end()
    ):
        return False  # "Nature always pushes me": an adverb before a verb, not a rule
    clause_end = _CLAUSE_END.search(core, marker.end())
    head = _SCOPE_CLAUSE.sub(" ", core[: clause_end.start() if clause_end else len(core)])
    return _FINITE.search(head) is None and not h.is_ack(core)


def resolve_topic(sentence: str, previous: str) -> str:
    """Name the pronoun of a rule from the sentence before.

    "add them" after "I changed my mind about type hints." adds type hints, and "always
    use it" after "add the oxford comma." always uses the oxford comma: a rule whose
    object is a pronoun holds for what the request before it named.
    """
    topic = changed_topic(previous)
    if topic is None:
        return _resolve_request(sentence, previous) if previous else sentence
    core = h.strip_filler(sentence)
    pronoun = _PRONOUN_OBJECT.match(core)
    if pronoun is None:
        return sentence
    return pronoun.group(1) + topic + core[pronoun.end() :]


_PRONOUN_RULE = re.compile(
    r"^(?P<head>(?:(?:and|also|so|but|oh|ok(?:ay)?)[,\s]+)?(?:(?:in\s+general|generally|from\s+now"
    r"\s+on|going\s+forward|in\s+(?:the\s+)?future|by\s+default|please|pls|just)[,\s]+)*(?:(?:always"
    r"|never|also|please|pls)\s+)*)(?P<verb>[a-z]+)\s+(?P<pronoun>it|them|that|those|these|the\s+same)"
    r"(?:\s+(?:like\s+(?:that|this)|(?:that|this|the\s+same)\s+way))?\b(?P<tail>.*)$",
    _I,
)
_ASKED_BEFORE = re.compile(
    r"(?:^|\bbut\s+|\band\s+|[,;:]\s*|\bjust\s+|\bplease\s+|\bpls\s+)(?P<verb>add|use|include|put"
    r"|keep|make|write|cite|spell|drop|remove|avoid|skip|format|sign|label|number|bold|wrap|sort"
    r"|quote|switch\s+to|stick\s+to|go\s+with)\s+(?P<what>[^,.;!?]{2,60}?)(?:\s+(?:here|there"
    r"|this\s+time|too|again|please|pls|instead|for\s+(?:this|that|now)(?:\s+one)?))*[\s,.;!?]*$",
    _I,
)
_REQUEST_PRONOUN = re.compile(r"\b(?:it|them|that|those|these|the\s+same)\b", _I)


_EVERY_ONE = re.compile(r"\b(?:on|in|for|with)\s+every\s+[a-z]+", _I)
"""What a rule is for, each of a kind: "in every recipe", "on every label"."""
_EXAMPLE_AFTER = re.compile(r",?\s+(?:like|e\.g\.|eg|for\s+example|as\s+in)\b.*$", _I)
_NOD_BEFORE = re.compile(r"^(?:(?:both|yes|yeah|yep|ok(?:ay)?|sure|right)[\s,.!]+)+", _I)


def _described(previous: str) -> str | None:
    """A way of doing something described without a verb, without its example, or None.

    "oz first then grams in parentheses, like Net Wt 16 oz (454 g)" gives "oz first then
    grams in parentheses"; a sentence with a verb of its own says more than a way.
    """
    text = _EXAMPLE_AFTER.sub("", _NOD_BEFORE.sub("", previous.strip())).strip(" .,;:!")
    words = text.split()
    if not 2 <= len(words) <= 14 or _FINITE.search(text) or _PRONOUN_START.match(text):
        return None
    return text


def _resolve_request(sentence: str, previous: str) -> str:
    """The rule with its pronoun named: "always use it" after "add the oxford comma."."""
    if _REQUEST_PRONOUN.search(sentence) is None or (
        _STANDING.search(sentence) is None and _EVERY_ONE.search(sentence) is None
    ):
        return sentence
    rule = _PRONOUN_RULE.match(sentence.strip())
    asked = _ASKED_BEFORE.search(previous.strip()) if rule is not None else None
    if rule is not None and asked is None and rule.group("verb").lower() == "do":
        # "oz first then grams in parentheses. do that on every label we ever make": what
        # to do is the way just described, said without a verb
        described = _described(previous)
        if described is not None:
            return f"{rule.group('head')}{described}{rule.group('tail')}"
    if rule is None or asked is None or p.DEICTIC.match(asked.group("what")):
        return sentence
    what = asked.group("what").strip()
    if rule.group("verb").lower() == "do":  # "do that always": do what was asked
        what = f"{asked.group('verb')} {what}"
    else:
        what = f"{rule.group('verb')} {what}"
    return f"{rule.group('head')}{what}{rule.group('tail')}"
