"""Decisions made by picking one of the options the agent laid out.

When the agent offers alternatives ("Option 1: ... Option 2: ...", "you could use Redis
streams, or a Postgres table with SKIP LOCKED", "MIT or Apache-2.0"), a short reply that
names one of them is a decision: "Option 2.", "SKIP LOCKED table it is.", "MIT. simple,
everyone knows it", "We'll go avalanche". So is a closing word on one the agent named ("ok
redis then", "redis wins", "let's just do redis", "redis, done"), even without offers. A
closer ("Decided.", "Final answer.", "done deliberating", "end of discussion") marks the
sentence it ends, or the one beside it, as the decision. Naming the agent's words to say
they were found or learnt ("shell tab, found it", "ctrl+K, never knew") decides nothing.
The content keeps the user's words.

`answer_frame` words the answer to the agent's question; a short question ("Which way?")
carries the sentence before it, which names the topic and the options. `decision_content`
gives a bare pick ("fastapi.") the agent's sentence that offered it, for the same reason.
"""

from __future__ import annotations

import re

from imprint.pipeline import patterns as p
from imprint.pipeline.filler import is_ack
from imprint.pipeline.picked_pointers import numbered_pick
from imprint.pipeline.screened import screened
from imprint.pipeline.wording import as_offered

__all__ = [
    "answer_frame",
    "chosen_option",
    "closes_decision",
    "decision_content",
    "marked_decision",
    "only_seals",
    "option_after_closer",
    "points_back",
    "sealed_option",
]

_I = re.IGNORECASE

_OFFERS = re.compile(
    r"\boption\s+(?:\d|[a-c]|one|two|three)\b|\b(?:or|either|versus|vs\.?(?!\s*code\b))\b"
    r"|\bwhich\s+(?:one|way|direction|option|of\s+(?:the|these|those)|(?:do|would)\s+you\s+(?:prefer"
    r"|like|want|pick|choose|go\s+(?:for|with))|sounds|works|fits|is\s+better|should\s+(?:we|i))\b"
    r"|(?:^|[\s:])(?:1[).]|#1)\s.*?\s(?:2[).]|#2)\s"  # a numbered list: "1) Paper Lanterns, 2) ..."
    # a bulleted list of labelled options: "- Sanity: ...\n- Storyblok: ..."
    r"|(?:^|\n)[ \t]*[-*\u2022][ \t]+[^\n:]{1,40}:[^\n]*\n[ \t]*[-*\u2022][ \t]+[^\n:]{1,40}:"
    r"|\bleaning\s+towards?\b|\b(?:any\s+)?preference\s*\?|\b(?:could|can)\s+"
    r"(?:go\s+with|use|pick|choose|do)\b|\b(?:two|three|a\s+few)\s+(?:options|choices|ways|approaches)\b"
    # "Here are three laptops: ...": a few things of a kind, listed to pick from
    r"|\bhere\s+are\s+(?:two|three|four|five|a\s+few|some)\s+[^.:\n]{1,30}:",
    _I,
)
_RECOMMENDS = re.compile(
    r"\b(?:the\s+)?best\s+(?:fit|bet|option|choice|route)\b|\bi'?d\s+(?:recommend|suggest|go\s+with"
    r"|lean\s+towards?)\b|\bmy\s+(?:recommendation|suggestion|pick)\b"
    # "3-5-2 fits your players", "the fixed rate suits you better"
    r"|\b(?:fits|suits)\s+(?:you|your|what\s+you)\b|\b(?:works|fits|suits)\s+best\b",
    _I,
)
"""A recommendation, which the user may take up with a verb of taking it ("let's do X")."""
_TAKES_UP = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yes|yeah|right|fine|alright|great)[,.!]?\s+)?(?:let'?s\s+(?:do|go|use|take)"
    r"|we'?ll\s+(?:do|go|take)|i'?ll\s+(?:do|go|take)|(?:i'?m\s+|we'?re\s+)?going\s+with"
    r"|(?:i'?m|we'?re)\s+going\s+(?!(?:to|for|back|out|home|on|off|in|up|down|away)\b)(?=\w))\b",
    _I,
)
_PICK = screened(
    r"^(?:(?:ok(?:ay)?|yes|yeah|yep|right|fine|hmm+|alright|great)[,.!]?\s+){0,3}"
    r"(?P<lead>(?:let'?s|we'?ll|i'?ll)\s+(?:go|do|take|pick)\s+(?:with\s+)?|(?:sticking|staying|going)\s+with\s+"
    r"|(?:i'?m\s+|we'?re\s+)?going\s+(?!(?:to|with|for|back|out|home|on|off|in|up|down|away)\b)"
    # "we're doing the ymca thing": a pick said as what the user does
    r"|(?:i'?m|we'?re|i\s+am|we\s+are)\s+(?:doing|taking|booking|picking|choosing)\s+(?:the\s+)?"
    # "ordered the air": an option bought is the one picked
    r"|(?:(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|already\s+|finally\s+)?)?(?:ordered|bought|purchased)"
    r"\s+(?:the\s+)?)?"
    r"(?P<choice>option\s+\w+|(?:plan\s+)?[a-c]\b|[\w.+#/'&-]+(?:\s+[\w.+#/'&-]+){0,3}?)"
    r"(?:\s+(?:thing|one|option|plan))?"
    # "let's do the blister packs through Hollins Pharmacy": the option, and who provides it
    r"(?:\s+(?:through|via|from|with|at)\s+(?-i:[A-Z])[\w.'&-]*(?:\s+(?-i:[A-Z])[\w.'&-]*){0,3})?"
    # "we're going 3-5-2 for the rest of the season": a pick said with its verb may say for when
    r"(?(lead)(?:\s+(?:for|from|starting|until|till|this|next)\s+[^.!?,;:]{1,40}?)?)"
    # "storyblok it is for marlow gin": what the pick is for may follow
    r"(?:\s+it\s+is(?:\s+for\s+[^.!?,;:]{1,40}?)?)?\s*(?:[.!:,]|$)",
    _I,
)
_ROLE_PICK = screened(
    # "PR-AUC as the headline metric", "sqlite for the main db", "Lato as our default font"
    r"^(?:(?:ok(?:ay)?|yes|yeah|right|fine|alright|so)[,.!]?\s+)?(?:let'?s\s+(?:use|go\s+with|do)\s+)?"
    r"(?P<choice>[\w.+#/'-]+(?:\s+[\w.+#/'-]+){0,3}?)\s+(?:as|for)\s+(?:the|our|my|a|your)\s+"
    r"(?P<role>(?:[\w-]+\s+){0,3}[\w-]+)\s*(?:[.!,;]|$)",
    _I,
)
"""An option named with the part it plays; the choice alone must be one the agent named."""
_WEIGHED = re.compile(r"\b(?:but|whereas|while)\b|;", _I)
_COMPARED = re.compile(
    r"\b(?:compar\w+|the\s+two|both\s+options|pros\s+and\s+cons|both\s+(?:work|would\s+work"
    r"|are\s+(?:good|fine|great|solid))|either\s+(?:works|would\s+work|is\s+fine))\b|;",
    _I,
)
"""An answer that sets options side by side, which a pick said with its verb takes up."""
"""Options weighed against each other ("GraphQL would ..., but REST is simpler")."""
_NOT_A_CHOICE = re.compile(
    r"^(?:yes|yeah|yep|no|nope|nah|sure|ok|okay|thanks|thank\s+you|great|perfect|nice|cool|good"
    r"|maybe|both|neither|either|none|hmm+|lol|haha|wow|interesting|right|fine|exactly|agreed"
    r"|done|later|what|why|how|sounds\s+good|not\s+sure|i|it|that|this|the|a|an)[.!?]*$",
    _I,
)
_SIGN_OFF = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yeah|nah|no|nope|lol|haha)\W+)*(?:back\s+to\s+(?:work|it|the\s+grind)"
    r"|call(?:ing)?\s+it\s+a\s+(?:day|night)|done\s+for\s+(?:now|today|tonight)|nothing\s+else"
    r"|that'?s\s+(?:all|it)\s+for\s+(?:now|today))\b",
    _I,
)
"""How the user leaves the conversation: a pick between going on and stopping is no decision."""
_ONE_AFTER = re.compile(r"(?<=\w)\s+one$")
_NUMBERED = re.compile(r"(?:^|[\s:])(?:1[).]|#1)\s.*?\s(?:2[).]|#2)\s", _I)
"""A numbered list of options ("1) terracotta, 2) teal ...")."""
_ACTIVITY_OFFER = screened(
    r"\b(?:i\s+can|i\s+could|want\s+me\s+to|would\s+you\s+like|shall\s+i|should\s+i|want\s+a)\b", _I
)
_CLOSER = (
    r"(?:decided|final\s+(?:answer|decision|call|choice)|it'?s\s+decided|done\s+deal|settled"
    r"|(?:and\s+)?that'?s\s+(?:settled|final|that|decided)|it'?s\s+final|case\s+closed"
    r"|done\s+(?:deliberating|debating|deciding|discussing|dithering)|decision\s+made"
    r"|end\s+of\s+(?:the\s+)?(?:discussion|debate|story)|no\s+more\s+(?:debate|debating"
    r"|discussion|deliberating|dithering|back\s+and\s+forth)|(?:my\s+)?mind'?s\s+made\s+up"
    r"|i'?ve\s+made\s+up\s+my\s+mind|lock(?:ing|ed)?\s+(?:it|that)\s+in|not\s+revisiting\s+(?:it|this))"
)
_MARKER = re.compile(
    rf"^(?:(?:so|and|ok(?:ay)?|yeah|yep|yes|then|right|alright|well|fine)[,\s]+){{0,2}}(?:{_CLOSER}"
    rf"|(?:it\s+)?is\s+decided)\b[^a-z]*(?:[,.!]|$)",
    _I,
)
_NO_PICK_AFTER = re.compile(
    r"^\W*going\s+(?:home|nuts|crazy|mad|insane|out|back|to\s+(?:bed|sleep|lunch)|for\s+a)\b", _I
)
"""What follows a closer without being the pick ("right, decided. going home early today")."""
_TRAILING_MARKER = re.compile(rf"[,;:.!-]\s*{_CLOSER}[\s.!]*$", _I)
_CLOSING_PICK = re.compile(
    # "ok redis then", "redis wins", "redis, done", "let's just do redis", "going with redis"
    r"^(?:(?:yeah|yes|ok(?:ay)?|fine|alright|right|so|well|hmm+|oo+h*)[,.!]?\s+)*(?P<lead>"
    r"(?:let'?s|we'?ll"
    r"|i'?ll)\s+just\s+(?:do|go\s+with|go|use|take|pick)\s+|(?:i'?m\s+|we'?re\s+)?going\s+with\s+)?"
    r"(?P<choice>[\w.+#/'&-]+(?:\s+[\w.+#/'&-]+){0,4}?)(?P<close>\s+then|\s+wins|[,;]\s*done)?"
    r"\s*[.!]*$",
    _I,
)
_CLOSING_WORD = screened(r"\b(?:then|wins|done|just|going\s+with|that'?s\s+(?:the\s+one|it))\b", _I)
_DISCOVERY = re.compile(
    r"^\W*(?:oh\s+)?(?:found\s+it|never\s+knew|(?:i\s+)?didn'?t\s+know|(?:i\s+)?did\s+not\s+know"
    r"|good\s+to\s+know|nice\s+to\s+know|til|today\s+i\s+learned|there\s+it\s+is|(?:i\s+)?see\s+it"
    r"|that\s+worked|it\s+worked|works(?:\s+now)?|learned\s+something|new\s+to\s+me|never\s+noticed"
    r"|(?:i\s+)?missed\s+(?:it|that)|got\s+it)\b",
    _I,
)
"""The agent's words named back to say they were found or learnt: not a choice."""
_THANKS = re.compile(
    r"^\W*(?:oh\s+)?(?:nice|neat|cool|sweet|wow|ty|thx|thanks|thank\s+you|handy)\b", _I
)
_NOT_CHOICE_WORDS = frozenset(
    """i you we it that this they he she me us them my our your see talk bye later thanks good
    great cool nice sounds makes looks let's let all everything nothing something then just
    done wins ok okay alright fine right well so yeah yes going""".split()
)
"""Words that open a closing phrase which picks nothing ("ok I see then", "ok bye then")."""
_ARTICLE = re.compile(r"^(?:the|a|an|with)\s+", _I)
_FOLLOW_ON = re.compile(
    r"^(?:so\s+)?(?:we'?ll|we\s+will|i'?ll|i\s+will|we'?re\s+going\s+to)\s+\w+\s+(?:it|them|that)\b",
    _I,
)
"""A plan for the pick just made ("we'll pick it up in Inverness on the 2nd")."""
_POINTER_PHRASE = (
    r"(?:(?:yes|yeah|yep|yup|ok(?:ay)?|definitely|absolutely|totally)"
    r"|that'?s\s+(?:it|the\s+one|our\s+\w+|perfect)|(?:that|this)(?:\s+one)?(?:\s+it\s+is)?"
    r"|(?:i\s+|we\s+)?love\s+(?:it|that|this)|perfect|nailed\s+it"
    r"|(?:we'?re|i'?m|we\s+are|i\s+am)\s+(?:going|sticking)\s+with\s+(?:that|it|this)(?:\s+one)?"
    r"|(?:let'?s|we'?ll|i'?ll)\s+(?:use|take|go\s+with|pick|do)\s+(?:that|it|this)(?:\s+one)?"
    r"|go(?:ing)?\s+with\s+(?:that|it|this)(?:\s+one)?"
    # "that's what we're calling it", "we'll call it that", "that's the name"
    r"|that'?s\s+what\s+(?:we'?re|i'?m|we\s+are|i\s+am|we'?ll\s+be|i'?ll\s+be)\s+(?:calling|naming"
    r"|using|going\s+with|doing)(?:\s+(?:it|them|him|her))?"
    r"|(?:we'?ll|i'?ll|let'?s)\s+(?:call|name)\s+it\s+that|that'?s\s+(?:the|our|its)\s+name)"
)
_POINTER = re.compile(rf"^(?:{_POINTER_PHRASE}[\s,.!;-]*)+$", _I)
"""A sentence that only points back at a pick ("that's it, we're going with that")."""


_TRAILING_POINTER = re.compile(
    r"[,;]\s*(?:(?:we'?re|i'?m|we\s+are|i\s+am)\s+)?(?:going|sticking)\s+with\s+(?:that|it|this)"
    r"(?:\s+one)?[\s.!]*$|[,;]\s*that'?s\s+(?:the\s+one|it)[\s.!]*$",
    _I,
)
"""A close that points back at the option just named ("redis, going with that")."""


def points_back(sentence: str) -> bool:
    """Whether `sentence` only commits to the option named beside it ("yes, that one")."""
    return _POINTER.match(sentence.strip()) is not None


def closes_decision(sentence: str) -> bool:
    """Whether `sentence` is only a closer ("Decided.", "done deliberating")."""
    return _MARKER.match(sentence.strip()) is not None


_PRAISED = re.compile(
    r"^\W*(?P<pick>[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+(?:works?|is|seems|sounds|looks|would\s+be"
    r"|makes|feels)\s+(?:(?:much|way|a\s+lot|so|far|definitely|probably)\s+)?(?:better|best"
    r"|more\s+sense|ideal)\b(?:\s+(?:for\s+(?:me|us)|long[\s-]term"
    r"|then|tbh|honestly|to\s+me|here|now|for\s+this))*\W*$",
    re.IGNORECASE,
)
"""A pick said with its praise: "graphql is better here", "b makes more sense long term". Only
a word that weighs one against another: "dunham massey sounds great" likes an idea."""
_LAST_PICK_WORDS = 3
_REASON_WORDS = 8
"""A pick said after its reason: the option in a few words, the reason in a short clause."""


_MILD = re.compile(r"(?<=\w)[\s,]+i\s+(?:think|reckon)\s*[.!]*\s*$", _I)
"""A pick said mildly ("sage green i think"): still the option the user takes."""


def chosen_option(sentences: tuple[str, ...], agent_output: str) -> str | None:
    """The reply's opening sentence(s) when they pick one of the agent's options."""
    if not sentences:
        return None
    first = _MILD.sub("", sentences[0].strip()) or sentences[0].strip()
    if first != sentences[0].strip():
        sentences = (first, *sentences[1:])
    if _SIGN_OFF.match(first):
        return None  # "back to work i guess" after "Anything else, or back to work?"
    if numbered_pick(first, agent_output) is not None:
        return first  # "2 for sure" after "1) Morning Comal 2) Curbside Comal ..."
    closing = _closing_pick(first, agent_output)
    if closing is not None:
        return first
    for later in sentences[1:4]:
        # "the patent grant matters. apache then, going with that": the close may come after
        # the reason.
        if _closing_pick(later.strip(), agent_output) is not None:
            return later.strip()
    for index in range(1, min(len(sentences), 4)):
        sealed = _sealed_before(sentences, index, agent_output)
        if sealed is not None:
            return sealed
    if first.endswith("?"):
        return None  # "amber glass bottles, are they food safe?": asked about, not picked
    praised = _PRAISED.match(first)
    if praised is not None and chosen_option((praised.group("pick"),), agent_output) is not None:
        return praised.group("pick")  # "b makes more sense long term", "graphql is better here"
    reason, comma, last = first.rpartition(",")
    if (
        comma
        and len(last.split()) <= _LAST_PICK_WORDS
        and len(reason.split()) <= _REASON_WORDS
        # "ah ok, 32 then": a nod, not a reason; the reply as a whole is read below
        and not is_ack(reason.strip())
        and not _opens_with_offer(reason.strip(), agent_output)
        and chosen_option((last.strip(),), agent_output) is not None
    ):
        return last.strip()  # "let's keep it simple, monolith": the reason, then the pick
    role = _ROLE_PICK.match(first)
    m = _PICK.match(first)
    if role is None and (m is None or _NOT_A_CHOICE.match(m.group("choice"))):
        # Decided on the opening alone, before the offers are searched for in the agent's
        # whole message (a long one costs a hundred times more).
        return first if _option_fragment(first, agent_output) else None
    if (
        not _OFFERS.search(agent_output)
        # the opening is read first: the agent's whole message is searched only for a bare pick
        and not (_bare_pick(m, first, more=len(sentences) > 1) and _WEIGHED.search(agent_output))
        # "Comparing the two: X is ...; Y is ..." then "we're doing the X thing"
        and not (m is not None and m.group("lead") and _COMPARED.search(agent_output))
        and not (_RECOMMENDS.search(agent_output) and _TAKES_UP.match(first))
    ):
        return None  # an echo of a single recommendation ("Hinge, ugh, never again") is no pick
    if _ACTIVITY_OFFER.search(agent_output) and not _NUMBERED.search(agent_output):
        # "Want me to show more?" after a numbered list still leaves the list on offer.
        return None
    if role is not None and _named_pick(role.group("choice"), agent_output):
        return first
    if m is None or _NOT_A_CHOICE.match(m.group("choice")):
        return None
    choice = m.group("choice").strip().strip(".,!:").lower()
    choice = _ONE_AFTER.sub("", choice)  # "the sage one": the option is "sage"
    named = choice.startswith(("option", "plan ")) or len(choice) == 1
    if m.group("lead") and not named:
        # "let's go nb in glmmTMB": said with a verb of picking, a distinctive word of the
        # option is enough ("negative binomial GLMM in glmmTMB" was offered)
        named = any(
            len(word) >= 4 and word not in _NOT_CHOICE_WORDS and _named_by_agent(word, agent_output)
            for word in _WORD.findall(choice)
        )
    if m.group("lead") and not named:
        # "lets do pawsitive on saturdays, the 1:1 is too pricey": the pick is the user's own
        # option, said against one the agent named
        other = _OTHER_TURNED_DOWN.match(first[m.end() :])
        named = other is not None and _named_by_agent(other.group("other"), agent_output)
    if not named and not _named_by_agent(_ARTICLE.sub("", choice), agent_output):
        return None
    tail = sentences[1] if len(sentences) > 1 and not sentences[1].rstrip().endswith("?") else ""
    if _found_not_chosen(first[m.end() :], tail, agent_output):
        return None
    # "car, definitely. we'll pick it up in Inverness": the plan made for the pick belongs to it.
    follow_on = _FOLLOW_ON.match(tail) is not None and len(tail.split()) <= 14
    fragment = tail and ("," in tail or follow_on) and len(tail.split()) <= 14
    return f"{first} {tail}".strip() if fragment else first


_THATS_THE = screened(
    r"\b(?:that'?s|that\s+is|it'?s)\s+(?:the|our|my)\s+(?:name|title|one|winner|pick|choice|logo"
    r"|colou?r|font|venue|plan)\b(?=\s*(?:[,.;!]|$|\s(?:done|then|now|for\s+(?:sure|good))\b))",
    _I,
)
"""A pointer naming the part the option plays ("that's the name", "it's our pick")."""


def _bare_pick(m: re.Match[str] | None, first: str, *, more: bool) -> bool:
    """Whether the opening is the option alone, no verb of picking before it, yet said as a pick.

    A name alone ("fly") may only repeat the agent; a nod before it ("fine, REST.") or a
    reason after it, in the sentence or in `more` of them ("Stripe. we already have an
    accountant"), makes it the user's choice.
    """
    return (
        m is not None
        and m.group("lead") is None
        and len(m.group("choice").split()) <= 3
        and (more or m.end() < len(first) or m.start("choice") > 0)
    )


def _sealed_before(sentences: tuple[str, ...], index: int, agent_output: str) -> str | None:
    """The option named before `sentences[index]` when that sentence seals it.

    A pointer ("love it. that's the one", "we'll go with that", "the others voted, that's the
    name"), a closer that says only that ("done, locking it in") or the other options ruled
    out ("Airflow is out") seals the agent's option the sentence before opens with, or names
    alone after a lead ("agreed at standup: Dagster."). Pointers one after another all point
    back to the same option.
    """
    later = sentences[index].strip()
    ruled_out = _RULED_OUT.match(later)
    if ruled_out is None and not _seals(later):
        return None
    start = index - 1
    while ruled_out is None and start > 0 and points_back(sentences[start].strip()):
        start -= 1
    before = sentences[start].strip()
    # "no. Acuity." is one sentence to the splitter; the option is its last piece
    named = _PIECES.split(before)[-1]
    named = _LEAD.sub("", named) if _LEAD.match(named) else named
    if ruled_out is not None:
        bare = named.rstrip(".!")
        other = _ARTICLE.sub("", ruled_out.group("other"))
        if not (
            _BARE_OPTION.match(named)
            and other.lower() not in bare.lower()
            and _named_pick(bare, agent_output)
            and _named_pick(other, agent_output)
        ):
            return None
    elif points_back(named) or not _opens_with_offer(named, agent_output):
        return None
    return " ".join(s.strip() for s in sentences[start : index + 1])


def _seals(sentence: str) -> bool:
    """Whether `sentence` points back at, or closes on, what was named before it."""
    return only_seals(sentence) or bool(_THATS_THE.search(sentence)) or closes_decision(sentence)


def only_seals(sentence: str) -> bool:
    """Whether `sentence` only commits to what was named before it, naming nothing itself.

    A pointer ("yes, that one") or a closer after a word that picks nothing ("done, locking
    it in").
    """
    if points_back(sentence):
        return True
    trailing = _TRAILING_MARKER.search(sentence)
    return trailing is not None and (
        _NOT_A_CHOICE.match(sentence[: trailing.start()].strip()) is not None
    )


_RULED_OUT = re.compile(
    r"^(?P<other>[\w.+#/'-]+(?:\s+[\w.+#/'-]+){0,2}?)(?:\s+is|'s)\s+(?:out|off\s+the\s+table"
    r"|ruled\s+out|not\s+happening)(?!\s+(?:of|for|in|on|at|now|today|sick)\b)(?:[\s,.!;-]|$)",
    _I,
)
"""Another option ruled out ("Nextflow is out", "airflow's out, too heavy for us")."""
_LEAD = re.compile(r"^[^:]{3,60}:\s*(?=\S)")
"""A lead before the option named ("discussed at lab meeting: Snakemake.")."""
_PIECES = re.compile(r"(?<=[.!?])\s+")
_EDGE_PUNCTUATION = ".,!;:'\"?"


_WORD = re.compile(r"[\w+#-]+")
_FINITE = re.compile(
    r"\b(?:is|are|was|were|'s|look|looks|seem|seems|sound|sounds|feel|feels|cost|costs|have|has"
    r"|had|do|does|did|can|could|would|will|might|should|need|needs|want|wants|like|likes)\b",
    _I,
)
"""A verb that makes an opening a remark about an option rather than the option picked."""


def _option_fragment(first: str, agent_output: str) -> bool:
    """Whether the reply opens with one of the agent's listed options, alone, as its pick.

    "hex jars w the gold lids. the bears look cheap" after "1) 12 oz hex jars with gold lids;
    2) ...; 3) PET plastic bears": a fragment that starts with an option's words, with no
    verb to make it a remark ("hex jars look nice but pricey") or a question.
    """
    words = first.split()
    if not 2 <= len(words) <= 8 or first.rstrip().endswith("?") or _FINITE.search(first):
        return False
    if not (_NUMBERED.search(agent_output) or _OFFERS.search(agent_output)):
        return False
    head = " ".join(words[:2]).strip(_EDGE_PUNCTUATION)
    return not _NOT_A_CHOICE.match(words[0]) and _named_pick(head, agent_output)


def _opens_with_offer(sentence: str, agent_output: str) -> bool:
    """Whether `sentence` opens with words that are one of the agent's options.

    One word counts only when it is the whole sentence or at least four letters
    ("calendly looks easiest"); shorter lone words are too often the agent's own filler.
    """
    words = sentence.split()
    for n in (4, 3, 2, 1):
        if len(words) < n:
            continue
        head = " ".join(words[:n]).strip(_EDGE_PUNCTUATION)
        if n == 1 and len(words) > 1 and len(head) < 4:
            continue
        if head and _named_pick(head, agent_output):
            return True
    return False


def _named_pick(choice: str, agent_output: str) -> bool:
    """Whether `choice` is one of the agent's words, and not a pronoun or a filler."""
    bare = _ARTICLE.sub("", choice.strip())
    if _NOT_A_CHOICE.match(bare) or bare.lower().split()[0] in _NOT_CHOICE_WORDS:
        return False
    return _named_by_agent(bare, agent_output)


_OTHER_TURNED_DOWN = re.compile(
    r"^\s*(?:(?:and|cos|because|since|as)\s+)?(?:the\s+|a\s+|that\s+)?(?P<other>[\w.:+#/'&-]+"
    r"(?:\s+[\w.:+#/'&-]+)?)\s+(?:is|are|'s|seems|sounds|feels)\s+(?:(?:way|a\s+bit|far|much"
    r"|just|really)\s+)*too\s+\w+",
    _I,
)
"""The other option turned down after a pick ("..., the 1:1 is too pricey")."""


def _named_by_agent(choice: str, agent_output: str) -> bool:
    if choice.isascii() and agent_output.isascii() and choice.lower() not in agent_output.lower():
        # Every match is `choice` in other case; checked first, as the pattern is new each time.
        return False
    return re.search(r"(?<!\w)" + re.escape(choice) + r"(?!\w)", agent_output, _I) is not None


def _found_not_chosen(rest: str, tail: str, agent_output: str) -> bool:
    """Whether the agent's words are named back as learnt ("shell tab, found it")."""
    if _DISCOVERY.match(rest) or _DISCOVERY.match(tail):
        return True
    # "ctrl+D, nice": thanks for a tip, unless the agent asked which one.
    asked = agent_output.rstrip().endswith("?")
    return not asked and (_THANKS.match(rest) is not None or _THANKS.match(tail) is not None)


_REASON_AFTER = re.compile(
    r"(?<=\sthen|\swins),\s+(?:the|my|our|it|it'?s|that'?s|they|she|he|we|i|because|since|as|cause"
    r"|cheaper|simpler|easier|safer|faster|better|more|less)\b.{4,}$",
    _I,
)
"""A reason after a closing pick ("redis then, it's simpler"): the pick is the part before it."""


def _closing_pick(sentence: str, agent_output: str) -> str | None:
    """The option a closing word picks ("ok redis then", "redis wins", "let's just do redis")."""
    if not agent_output or _CLOSING_WORD.search(sentence) is None:
        return None
    pointer = _TRAILING_POINTER.search(sentence)
    if pointer is not None:
        # "apache 2.0 then, going with that": the pointer only repeats the close.
        sentence = sentence[: pointer.start()]
    reason = _REASON_AFTER.search(sentence)
    if reason is not None:
        # "apache then, the GC will want the patent grant": the pick, then why.
        sentence = sentence[: reason.start()]
    if len(sentence) > 80:
        return None  # a close is a few words ("ok redis then"); a longer sentence says more
    m = _CLOSING_PICK.match(sentence)
    if m is None or not (m.group("lead") or m.group("close") or pointer is not None):
        return None  # a bare name ("ok redis"): a closing word must say it is chosen
    choice = _ARTICLE.sub("", m.group("choice").strip())
    words = choice.lower().split()
    if _NOT_A_CHOICE.match(choice) or words[0] in _NOT_CHOICE_WORDS:
        return None
    # "redis, done" names only the option; "tests pass, done" reports work finished.
    named = words if re.search(r"[,;]\s*done\W*$", sentence, _I) else words[:1]
    return choice if all(_named_by_agent(w, agent_output) for w in named) else None


_BARE_OPTION = re.compile(
    r"^(?!(?:ok(?:ay)?|yes|yeah|yep|no|nope|fine|sure|right|alright|hmm+|thanks|ty|cool|great"
    r"|good|done|decided|agreed|so|and|but|lol|haha|wait|hm+)\b)[\w.+#/'&-]+(?:\s+[\w.+#/'&-]+){0,3}[.!]*$",
    _I,
)
"""An option named alone ("godot.", "The Salt Road!"): no verb, a few words."""


_NOT_AN_OPTION = re.compile(
    r"^\W*(?:finally|not|yet|maybe|later|tomorrow|soon|already|lol|haha|phew|yay|thanks|ty|for\s+now"
    r"|kinda|sort\s+of|i\s+think|probably|again)\b",
    _I,
)
"""What follows a closer without naming an option ("ok decided, finally!", "decided, not yet")."""


def option_after_closer(sentence: str) -> str | None:
    """The option a closer opens on, named alone ("ok decided, grizl."), or None.

    What follows in the next sentence ("the mounts sold me") is the reason, not the pick.
    """
    m = _MARKER.match(sentence.strip())
    if m is None or sentence.rstrip().endswith("?"):
        return None
    rest = sentence.strip()[m.end() :].strip()
    return rest if _names_option(rest) else None


def _names_option(rest: str) -> bool:
    """Whether what follows a closer is an option named alone ("grizl."), not "finally!"."""
    return bool(rest) and _BARE_OPTION.match(rest) is not None and not _NOT_AN_OPTION.match(rest)


def marked_decision(sentences: tuple[str, ...]) -> tuple[int, str] | None:
    """`(index, text)` of the sentence a bare "Decided." or "Final answer." points at."""
    for index, sentence in enumerate(sentences):
        if _TRAILING_MARKER.search(sentence) and len(sentence.split()) >= 3:
            # "monorepo, final answer": the closer ends the sentence it decides.
            head = _TRAILING_MARKER.sub("", sentence).strip()
            if _MARKER.match(head) is None and len(head) > 1:
                return index, sentence
        settled = _SETTLED.match(sentence.strip())
        if settled is not None:
            return index, sentence  # "title's settled: The Salt Ledger"
        led = _SETTLED_LEAD.match(sentence.strip())
        if (
            led is not None
            and not sentence.rstrip().endswith("?")
            and p.UNSETTLED.match(sentence.strip()[led.end() - 1 :]) is None
        ):
            # "yeah ok, that settles it - Postgres on Neon", "outcome: primary metric is ..."
            return index, sentence.strip()[led.end() - 1 :]
        m = _MARKER.match(sentence.strip())
        if m is None or sentence.rstrip().endswith("?"):
            continue  # "final answer?": asked, not closed
        rest = sentence.strip()[m.end() :].strip()
        if len(rest.split()) >= 2 or _names_option(rest):
            return index, rest
        if index > 0 and _BARE_OPTION.match(sentences[index - 1].strip()):
            # "godot. final answer. the licensing scared me off": the closer seals the
            # option just named; what follows is the reason.
            return index - 1, sentences[index - 1]
        if (
            index + 1 < len(sentences)
            and not sentences[index + 1].rstrip().endswith("?")
            and _NO_PICK_AFTER.match(sentences[index + 1]) is None
        ):
            return index + 1, sentences[index + 1]
        if index > 0:
            return index - 1, sentences[index - 1]
    return None


_SETTLED = screened(
    r"^(?:(?:so|ok(?:ay)?|and)[,\s]+)?(?:the\s+|our\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?(?:'s|\s+is)\s+(?:now\s+)?"
    r"(?:settled|decided|final|locked(?:\s+in)?|confirmed|official)\s*[:\u2014-]+\s*\S",
    _I,
)
"""A thing declared settled with its value ("name's final: Copperleaf")."""
_SETTLED_LEAD = re.compile(
    r"^(?:(?:yeah|yes|yep|ok(?:ay)?|so|and|right|alright|fine|well)[,.!\s]+)*(?:that\s+(?:settles"
    r"|decides)\s+it|(?:the\s+)?(?:verdict|outcome|conclusion|decision)(?:\s+(?:is|was))?"
    r"|(?:it'?s\s+)?(?:decided|settled)|final\s+(?:answer|call|decision))\s*[:\u2014-]+\s*\S",
    _I,
)
"""A lead that seals what follows it: "that settles it - Postgres on Neon", "outcome: ..."."""


def sealed_option(sentences: tuple[str, ...]) -> tuple[set[int], str] | None:
    """An option named alone, then sealed by a closer and a reason after a comma.

    "MPL-2.0. final answer, I want file-level copyleft": the closer seals the option just
    named; what follows the comma is why, however much it sounds like a decision itself.
    """
    for index, sentence in enumerate(sentences):
        m = _MARKER.match(sentence.strip())
        if m is None or not m.group().rstrip().endswith(","):
            continue
        before = _option_before(sentences, index)
        if before is not None:
            return set(range(before, index + 1)), " ".join(
                x.strip() for x in sentences[before : index + 1]
            )
    return None


def _option_before(sentences: tuple[str, ...], index: int) -> int | None:
    """The index of an option named alone in one of the two sentences before `index`."""
    seen = 0
    for back in range(index - 1, -1, -1):
        sentence = sentences[back].strip()
        if points_back(sentence):
            continue  # "X!! that's it. locking it in": the pointer seals X too
        if _BARE_OPTION.match(sentence):
            return back
        seen += 1
        if seen == 2:
            break
    return None


SHORT_QUESTION_WORDS = 6
"""A question this short ("Which way?", "What do you prefer?") needs the sentence before it."""
_TOPIC_WORDS = 40
"""At most this many words of the sentence before a short question are kept."""
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+")


def answer_frame(question: str, answer: str, agent_output: str) -> str:
    """The answer to the agent's question as content, with its topic when the question is short.

    'Asked "Which way?", the user said: "fastapi"' loses what was asked about; the sentence
    before the question ("For the inventory service both fit: FastAPI ...; Flask ...")
    names it, so the memory is found by its topic.
    """
    asked = " ".join(question.split())
    if len(asked.split()) <= SHORT_QUESTION_WORDS:
        said = " ".join(agent_output.split())
        at = said.rfind(asked)
        before = _SENTENCE_BREAK.split(said[:at].strip()) if at > 0 else []
        topic = before[-1].split() if before else []
        if len(topic) > _TOPIC_WORDS:
            topic = [*topic[:_TOPIC_WORDS], "..."]
        if topic:
            asked = f"{' '.join(topic)} {asked}"
    return f'Asked "{asked}", the user said: "{answer}"'


_CLAUSE_END = re.compile(r"[,.;:!?]")
BARE_PICK_WORDS = 4
"""A pick this short ("fastapi.", "Option 2", "the cabin") says nothing of what was chosen."""


_ACK_LEAD = re.compile(r"^(?:(?:ok(?:ay)?|yes|yeah|yep|yup|right|alright|hmm+)\b[,.!]?\s*)+", _I)
"""The acknowledgement a pick opens with ("ok yeah storyblok it is"): not part of it."""


def decision_content(picked: str, agent_output: str) -> str:
    """A decision as content: a bare pick also keeps the agent's sentence that offered it.

    "Decision: fastapi." is found by no question about the service; the agent's sentence
    ("For the inventory service both fit: FastAPI ...; Flask ...") names what it decides.
    """
    bare = _ACK_LEAD.sub("", picked.strip())
    listed = numbered_pick(picked, agent_output)
    text = listed if listed is not None else as_offered(bare or picked.strip(), agent_output)
    words = _CLAUSE_END.split(text, maxsplit=1)[0].split()
    if not words or len(words) > BARE_PICK_WORDS or not agent_output:
        return f"Decision: {text}"
    said = _SENTENCE_BREAK.split(" ".join(agent_output.split()))
    named = [w for w in words if w.lower() not in _NOT_CHOICE_WORDS and not _ARTICLE.match(w + " ")]
    offer = next(
        (x for x in said if named and all(_named_by_agent(w, x) for w in named)),
        None,
    )
    if offer is None:
        return f"Decision: {text}"
    if offer.rstrip().endswith("?"):
        # "September" after "Should we do the trip in June or September?"
        return f"Decision: {_asked_pick(offer, named) or text}"
    topic = _offer_topic(offer, named).split()
    clipped = " ".join(topic[:_TOPIC_WORDS]) + (" ..." if len(topic) > _TOPIC_WORDS else "")
    return f'Decision: {text.rstrip()} (chosen from: "{clipped}")'


_ASKED_EITHER = re.compile(
    r"^\W*(?:so\s+|ok(?:ay)?\s+|and\s+)?(?:should|shall|do|would|will|can)\s+(?:we|i|you)\s+"
    r"(?:(?:want|like|prefer)\s+to\s+|rather\s+)?(?P<doing>[a-z][\w' -]{2,60}?)\s+"
    r"(?P<one>[\w'-]+)\s+or\s+(?P<other>[\w'-]+)(?P<tail>\s+(?:for\s+(?:this|that|it|now|the\s+\w+)"
    r"|here|then|instead|this\s+time))?\s*\?\s*$",
    _I,
)
"""The agent's question offering two ways to do one thing ("Should we do the trip in June or
September?")."""


def _asked_pick(offer: str, named: list[str]) -> str | None:
    """What the user decided to do, from the question that offered it, or None.

    "September" after "Should we do the trip in June or September?" is "Do the trip in
    September."
    """
    m = _ASKED_EITHER.match(offer.strip())
    if m is None:
        return None
    picked = " ".join(named).lower()
    chosen = next(
        (m.group(g) for g in ("one", "other") if m.group(g).lower() == picked),
        None,
    )
    if chosen is None:
        return None
    doing, tail = m.group("doing"), m.group("tail") or ""
    return f"{doing[0].upper()}{doing[1:]} {chosen}{tail}."


_OPTION_BREAK = re.compile(r"\s*(?:[:;,]|\s\(?\d[).]|\bor\b|\bversus\b|\bvs\.?)\s*", _I)
_NUMBERING = re.compile(r"^\s*\(?(?:\d|#\d)[).:]?\s+")
_OFFER_VERB = re.compile(
    r"\s+(?:you|we)\s+(?:could|can|might|may)\b|\s+(?:either|options?\s+(?:are|is))\b", _I
)


_NUMBER_AFTER = re.compile(r"\s+\(?\d[).]?$")


def _offer_topic(offer: str, named: list[str]) -> str:
    """The offer's topic and the clause naming the pick, without the options left aside.

    "For ten days in the Highlands you could use a rail pass plus buses, or hire a car."
    -> "For ten days in the Highlands ... hire a car": a rejected option kept in the memory
    would be read back as if it were chosen.
    """
    parts = _OPTION_BREAK.split(offer.rstrip(".!"))
    clauses = [c for c in (_NUMBERING.sub("", p) for p in parts) if c.strip()]
    if len(clauses) < 2:
        return offer
    head = _OFFER_VERB.split(clauses[0], maxsplit=1)[0].strip()
    pick = next((c for c in clauses[1:] if all(_named_by_agent(w, c) for w in named)), None)
    if all(_named_by_agent(w, clauses[0]) for w in named) or pick is None:
        pick, head = clauses[0], ""  # the first clause names the pick: its own words are the topic
    pick = _NUMBER_AFTER.sub("", pick.strip())  # "Suds & Paws 2.": the next item's number
    return f"{head} ... {pick}" if head else pick
