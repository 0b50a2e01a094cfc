"""Precompiled English patterns for the offline heuristics in `heuristics.py`.

Each pattern is matched against one normalised sentence or clause (straight quotes, at most
a few hundred characters), case-insensitively unless noted. Repetitions are bounded so that
no pattern backtracks badly on hostile input.
"""

from __future__ import annotations

import re
from functools import lru_cache

from imprint.pipeline.screened import screened

_I = re.IGNORECASE


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _mapping(text: str) -> dict[str, str]:
    """`"a=b|c=d"` as `{"a": "b", "c": "d"}`."""
    return {k: v for k, _, v in (item.partition("=") for item in text.split("|"))}


CLAUSE_OPENERS = frozenset(
    "and|but|so|because|since|as|though|also|plus|btw|fyi|now|cos|cause|anyway|currently"
    "|personally|professionally|these days|now that|day to day|by day|at work|for work"
    "|at my job|at my day job|for my day job".split("|")
)
"""Words after which a new clause starts ("... and i'm in Leeds", "at work i write Go")."""


def at_clause_start(text: str, at: int) -> bool:
    """Whether a clause of `text` starts at `at`: at the start, after , ; : ( or an opener.

    Checking the words before one candidate is cheaper than a pattern that tries the
    alternation of openers at every position of the text.
    """
    head = text[:at].rstrip()
    if not head or head[-1] in ",;:(":
        return True
    words = head.lower().split()
    return any(" ".join(words[-n:]) in CLAUSE_OPENERS for n in (1, 2, 3, 4))


class Folded:
    r"""A case-insensitive pattern that answers only whether it occurs in a text.

    On ASCII text it searches the lowered text with a case-sensitive copy of the pattern,
    which `re` runs about four times faster than IGNORECASE; other text takes the
    IGNORECASE pattern. The two agree because the pattern is lowered whole: it must have
    no escapes but `\b \s \w \d \n \r \t \f` and escaped punctuation, no inline flags or
    named groups, no range from one case to the other.

    `needs`, when given, lists lower-case substrings one of which every match contains: an
    ASCII text holding none of them is decided without running the pattern (a `re`
    alternation tries each branch at every position; `in` scans once).
    """

    __slots__ = ("_any", "_ascii", "_literals", "_needs", "_rest")

    def __init__(self, pattern: str, flags: int = 0, *, needs: tuple[str, ...] = ()) -> None:
        # `(?P<name>`, `(?i:`, `\S`, `\x41` and `[A-z]` would change meaning when lowered;
        # escapes other than these classes and escaped punctuation are refused too.
        if re.search(r"\\[^bswdnrtf\W]|\(\?[a-zA-Z-]|[A-Z]-[a-z]|[a-z]-[A-Z]", pattern):
            raise ValueError(
                f"cannot fold {pattern!r}: lowering it would change an escape, flag, name or range"
            )
        self._any = re.compile(pattern, flags | re.IGNORECASE)
        self._ascii = re.compile(pattern.lower(), flags)
        self._needs = needs
        # A top-level alternative that is plain text is looked for with `in`: `re` tries
        # every alternative at every position, so fifty literal alternatives cost 100 us
        # on a 500-character text, and fifty `in` scans a tenth of that. (A text matches an
        # alternation where it matches one of its alternatives, so this decides the same.)
        branches = [] if flags & re.VERBOSE else alternatives(pattern.lower())
        literals = [_literal(b) for b in branches]
        self._literals: tuple[str, ...] = tuple(x for x in literals if x)
        rest = [b for b, x in zip(branches, literals, strict=True) if not x]
        # The other alternatives one by one: most start with a literal, which `re` finds
        # with a fast scan that a combined alternation loses.
        self._rest: tuple[re.Pattern[str], ...] = (
            tuple(re.compile(b, flags) for b in rest) if self._literals else (self._ascii,)
        )

    @property
    def pattern(self) -> re.Pattern[str]:
        """The IGNORECASE pattern itself."""
        return self._any

    def found(self, text: str) -> bool:
        """Whether the pattern matches anywhere in `text`, ignoring case."""
        if text.isascii():
            lowered = text.lower()
            if self._needs and not any(need in lowered for need in self._needs):
                return False
            if any(literal in lowered for literal in self._literals):
                return True
            return any(branch.search(lowered) is not None for branch in self._rest)
        return self._any.search(text) is not None


def alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of a regular expression (`a|b(c|d)` -> `a`, `b(c|d)`)."""
    out: list[str] = []
    depth, start, index, in_class = 0, 0, 0, False
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            index += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            if pattern[index + 1 : index + 2] == "^":
                index += 1
            if pattern[index + 1 : index + 2] == "]":
                index += 1  # "[]...]" and "[^]...]": a first "]" is a member
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            out.append(pattern[start:index])
            start = index + 1
        index += 1
    out.append(pattern[start:])
    return out


_PLAIN = re.compile(r"(?:[^\\\[\](){}.*+?^$|]|\\[^\w\s])+")
"""Regex text that matches only itself: no operators, escapes only of punctuation."""


def _literal(branch: str) -> str:
    """The text `branch` matches if it is plain text, else the empty string."""
    if _PLAIN.fullmatch(branch) is None:
        return ""
    return re.sub(r"\\(.)", r"\1", branch)


QUOTES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u02bc": "'",
        "\u2032": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u00a0": " ",
        "\u2014": " - ",
        "\u2013": " - ",
    }
)
"""Curly quotes and dashes to ASCII, so the patterns only need to spell `'` and `-`."""

DRAFT_OPENS = re.compile(r":\s*(?:\n|['\"\u2018\u201c`*-])")
"""Where a draft the agent wrote starts: "Here's a draft: 'Thank you for ...'"."""
SENTENCE_SPLIT = re.compile(r"(?<=[.!?])[\"')\]]*\s+|\s*\n+\s*")
CLAUSE_SPLIT = re.compile(
    r"\s*;\s*|,?\s+but\s+|,\s*(?:and|so|yet|although|though|whereas)\s+|\s+-+\s+"
    r"|\s+and\s+(?=(?:i|we)\b)"
    # "we did the viewings and booked the barn": a pick told after how it was reached
    r"|(?:,|\s+and)\s+(?=(?:just\s+|finally\s+)?(?:booked|signed\s+with|settled\s+on|went\s+with)\s)"
    r"|,\s*(?=(?:do|does|did|can|could|would|will|is|are|what|how"
    r"|which|where|who|why|any|should|have\s+you|got\s+any)\b)",
    _I,
)
WISH_AFTER_SO = (
    r"so\s+(?!i\b|we\b)[^.!?]*\b(?:would|will|'d)\s+be\s+(?:nice|good|great|ideal|helpful|handy"
    r"|perfect|best|better|easier|amazing|lovely)\b"
)
"""What the user would like for this task, after what leads to it: "im in norwich so something
i could pick up locally would be nice" (a pattern's text, for the readers that cut it off)."""
KIN_PHRASE = (
    r"(?:(?:new|old|best|little|big|younger|older|ex)\s+)?[\w'-]+"
    # a name after the kin word, never a verb: "my partner tom", not "my dad got"
    r"(?:\s+(?!(?:[a-z]+ed|got|gets|has|had|is|was|are|were|says|said|lives|works|goes|went|left"
    r"|does|did|can|will|would|just|also|and|but|so|eats|runs|wants|needs|loves|hates|likes"
    r"|thinks|keeps|makes|takes|comes|plays|drives|uses|knows|seems|feels|pays|owns|teaches"
    r"|studies|drinks|sleeps|walks|helps)\b)[\w'-]+)?"
)
"""One of the user's people after "my": "partner tom", "new gf lotte", "brother" (not "dad got",
"brother eats")."""
PAIRED_SUBJECT = re.compile(
    r"\s*(?:(?:my|our)\s+" + KIN_PHRASE + r"|(?!(?:ok|okay|yes|yeah|yep|no|nope|nah|so|well"
    r"|sure|right|also|then|now|oh|hmm|ah|and|but|lol|haha|honestly|anyway|plus|yesterday|today"
    r"|tonight|sometimes|usually|often|later|again)\b)[a-z][\w'-]*)\s*",
    _I,
)
"""The first of two subjects joined by "and I": "tom", "my partner tom" ("tom and i split up")
is one clause, not two."""
ACK_SPLIT = re.compile(r"[,.!?;:\n]+|\s+-+\s+|\s+and\s+", _I)
QUESTION_HEAD = re.compile(
    r"^\s*(?:do|does|did|can|could|would|will|is|are|was|were|should|shall|may|might|what"
    r"|how|why|when|where|which|who|whom|whose|any|anyone|anything|have\s+you|has|had"
    r"|isn't|aren't|don't\s+you|got\s+any|i\s+wonder|i'?m\s+wondering|i\s+was\s+wondering"
    r"|wondering|curious)\b",
    _I,
)
EMBEDDED_REASON = re.compile(
    r"\b(?:since|as|because|given\s+that|considering)\s+(?=(?:i|we)\b)", _I
)

# --- acknowledgements, thanks and chit-chat: a clause made only of these carries nothing ---
ACK_CLAUSE = screened(
    r"(?:(?:oh|ah|well|hmm+|um+|uh+|wow|yes|yeah|yep|ok(?:ay)?|alright|great|perfect|cool"
    r"|and|so|but|really|very|just|that's|that\s+is|this\s+is|it's|it\s+is)\s+){0,4}"
    r"(?:ok(?:ay)?|k+|cool|great|good|nice|fine|perfect|awesome|amazing|excellent|wonderful"
    r"|fantastic|brilliant|lovely|sweet|neat|super|wow|thanks?(?:\s+(?:you|u))?"
    r"(?:\s+(?:so|very)\s+much|\s+a\s+(?:lot|bunch|ton)|\s+again|\s+anyway|\s+for\s+"
    r"(?:the|your|that|this|all|everything)\b.{0,40})?|thx|ty|tysm|cheers|(?:much\s+)?appreciated"
    r"|(?:i\s+)?appreciate\s+(?:it|that|this|you|the\s+help)|got\s+it|gotcha|understood"
    r"|noted|roger(?:\s+that)?|will\s+do|makes\s+sense|i\s+see|i\s+understand|sounds\s+"
    r"(?:good|great|fine|perfect|nice|like\s+a\s+plan|about\s+right)|sure(?:\s+thing)?"
    r"|of\s+course|yes|yeah|yep|yup|ya|right|exactly|correct|agreed|fair\s+enough|true"
    r"|indeed|totally|absolutely|definitely|maybe|perhaps|no|nope|nah|no\s+problem"
    r"|no\s+worries|no\s+thanks?(?:\s+you)?|no\s+need|not\s+(?:now|yet|really|today)"
    r"|never\s*mind|nvm|forget\s+(?:it|about\s+it)|don'?t\s+worry(?:\s+about\s+(?:it|that))?"
    r"|no\s+big\s+deal|all\s+good|(?:i'?m|we'?re|i\s+am)\s+(?:good|fine|ok(?:ay)?|done|set)"
    r"|done|that'?(?:s|ll)\s+(?:do|all|it|fine|ok(?:ay)?|true|right|fair|"
    r"(?:very\s+|really\s+|so\s+|super\s+)?(?:great|good|helpful|useful|interesting|perfect"
    r"|awesome|amazing|cool|nice|wonderful|fantastic|lovely|brilliant))"
    r"|(?:that|this|it)\s+(?:is|was|'s)\s+(?:very\s+|really\s+|so\s+|super\s+)?"
    r"(?:helpful|useful|great|good|interesting|perfect|nice|cool|awesome|fine|ok(?:ay)?)"
    r"|(?:i|we)\s+need\s+(?:a|one)\s+(?:minute|moment|second|sec|break)"
    r"|give\s+me\s+(?:a|one)\s+(?:minute|moment|second|sec)|one\s+(?:sec|second|moment|minute)"
    r"|hold\s+on|hang\s+on|brb|lol|lmao|ha(?:ha)+|he(?:he)+|hi|hello|hey(?:\s+there)?|bye"
    r"|goodbye|see\s+(?:you|ya)(?:\s+later)?|good\s+(?:morning|night|evening|afternoon)"
    r"|have\s+a\s+(?:good|nice|great)\s+(?:day|one|night|weekend)|you\s+too|same|interesting"
    r"|oops|my\s+bad|sorry|excuse\s+me|please|go\s+ahead|carry\s+on|continue|next|more)"
    r"(?:\s+(?:a\s+lot|so\s+much|very\s+much|again|then|though|anyway|too|now|for\s+now"
    r"|man|dude|mate|buddy))?",
    _I,
)

# --- text stripped before anything is stored ---
# Screened: tried on every sentence and clause, it matches few; its case-folded copy (see
# `screened`) rules the others out faster than IGNORECASE.
LEADING_FILLER = screened(
    r"^\s*(?:(?:no+|nope|nah|yes|yeah|yep|yup|right|sure|well|ok(?:ay)?|alright|all\s+right"
    r"|hmm+|um+|uh+|erm+|oh|ah|wait|look|listen|sorry|oops+|whoops+|my\s+bad|argh+|ugh+"
    r"|(?:oh+\s+)?(?:shoot|crap|damn|dang|snap|jeez)|oh+\s+(?:no+|god|man|dear|wait|right)|(?:hey|hi|hello)(?:\s+there)?|wrong|incorrect"
    r"|not\s+quite|great|good|perfect|thanks|thank\s+you|(?:(?:and|but|so)\s+)?you\s+know\s+what"
    # "big news, I joined Northgate": the news itself is what is kept
    r"|(?:(?:big|good|great|some|exciting|quick|small)\s+)?(?:news|update)(?:\s+(?:on\s+my\s+end"
    r"|from\s+me))?"
    r"|(?:one\s+)?(?:small|quick|little|tiny|minor)\s+(?:thing|request|note|nit|ask|favou?r)"
    r"|(?:(?:one\s+)?(?:small|quick|little|tiny|minor)\s+(?:one|q)|before\s+anything(?:\s+else)?"
    r"|first\s+things\s+first|before\s+we\s+(?:start|begin|get\s+going)"
    r"|one\s+(?:more\s+)?thing(?:\s+first)?(?:\s+(?:tho|though|though|btw))?"
    r"|(?:(?:my|the|our|house|general|golden|one)\s+)?rule\s+is))\s*[,.;:!\-]+"
    # "tiny thing but can you ...": the lead asks leave to ask, it says nothing
    r"|(?:one\s+)?(?:small|quick|little|tiny|minor|random|odd)\s+(?:thing|request|one|ask|q"
    r"|question)\s+but\s+"
    r"|(?:some\s+|a\s+bit\s+of\s+|quick\s+)?(?:context|background)(?:\s+first)?\s*:"
    # "aisle, always aisle": the word said first is said again with its "always"
    r"|(?P<said_twice>[\w-]+(?:\s+[\w-]+)?)\s*,\s+(?=(?:always|only|never\s+anything\s+but)\s+"
    r"(?P=said_twice)\b)"
    # "new year new me, ...": the saying, which says nothing of the user
    r"|new\s+\w+(?:\s+\w+)?,?\s+new\s+(?:me|us)\b\s*[,.;:!\-]*\s*"
    # "no no I'm on tenor sax": a correction lead typed without its comma
    r"|(?:no+|nope|nah)(?:[\s,]+no+)*\s+(?=(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?!not\b))"
    r"|(?:hang|hold)\s+on(?:\s+a\s+(?:sec(?:ond)?|minute|mo))?\s+(?=(?:i|we)(?:'|\s))"
    # "after a lot of back and forth we settled on Svelte": how long the choice took
    r"|(?:after\s+(?:a\s+lot\s+of|much|some|lots\s+of|all\s+(?:the|that)|weeks\s+of|days\s+of)\s+"
    r"(?:back[\s-]and[\s-]forth|debate|debating|discussion|deliberation|thought|agonising|agonizing"
    r"|dithering|going\s+back\s+and\s+forth)|long\s+story\s+short|eventually|ultimately"
    r"|in\s+the\s+end)\s*,?\s+(?=(?:we|i)\s+(?:(?:finally|eventually|just)\s+)?(?:settled|went"
    r"|decided|chose|picked|opted|agreed|landed|plumped|booked)\b)"
    # "mate you can swear": whom the user speaks to, typed without its comma
    r"|(?:mate|dude|bro|buddy|pal|fam|m8)\s+(?=(?:you|can|could|please|pls|just|don'?t|stop"
    r"|never|always|keep|no\s+need)\b)"
    # "oh actually scratch that, ...": an interjection before a lead without its comma
    r"|(?:oh+|ah+|um+|uh+|hmm+|erm+)(?:\s+(?:crap|damn|dang|shit|god|man|jeez))?\s+"
    r"(?=(?:actually|wait|no|scratch|sorry|ok(?:ay)?)\b)"
    # "for this one everything in micropython pls": the project the turn is about, before a
    # rule for all its work (not "for this one, make it formal": one answer's). A project or
    # client named ("for this client never mention pricing") stays in the rule's words.
    r"|(?:for|on|with|in)\s+(?:this|that)\s+one\s*,?\s+(?=(?:everything|every|any|all|always"
    r"|never|no)\b)"
    # "1) I run the flu clinic thursdays": the number of an item in the user's own list
    r"|(?:\(?(?:\d{1,2}|[a-h])\)|\d{1,2}\.)\s+(?=[a-z])"
    # "mate we're in australia": who the user speaks to, before what they tell
    r"|(?:mate|dude|bro|man|buddy|pal|guys|lads)\s+(?=(?:i'?m|i\s+am|we'?re|we\s+are|i|we|my|our)\b)"
    r"|(?:yes|yeah|yep|ok(?:ay)?|sure)\s+but\s+|oh\s+wait\s*[,.!]?"
    r"|(?:(?:hmm+|oh|ah|uh+|um+)\s+)?(?:no,?\s+wait|wait,?\s+no)\b\s*[,.;:!\-]*"
    r"|i(?:'ve|\s+have)?\s+changed\s+my\s+mind\s*[,:;-]|change\s+of\s+plans?\s*[,:;!-]"
    r"|on\s+second\s+thoughts?\s*[,:;-]|scratch\s+that\s*[,:;-]"
    r"|(?:also\s+)?(?:unrelated|random|side\s+note|heads\s+up|fwiw|update)\s*(?:but\b|:|,)"
    # "heads up im red-green colorblind", "funny thing is I'm coeliac": a lead before what
    # the user tells of themselves
    r"|(?:(?:just\s+)?(?:a\s+)?(?:quick\s+)?heads[\s-]+up|(?:the\s+)?(?:funny|weird|odd|crazy"
    r"|ironic|other|main|only)?\s*thing\s+is)\s*,?\s+(?=(?:i|i'?m|im|we|we'?re|my|our)\b)"
    r"|(?:please\s+)?(?:remember|note|reminder|memo|nb|important|psa|fyi)\s*(?::|\s-\s)"
    r"|(?:actually|so|also|and|but|anyway|anyways|by\s+the\s+way|btw|fyi|oh\s+and"
    r"|ok(?:ay)?|i\s+(?:think|guess|suppose)(?:\s+that)?|one\s+more\s+thing|just|please|pls|plz|kindly|honestly|to\s+be\s+honest"
    r"|tbh|fwiw|for\s+what\s+it'?s\s+worth|i\s+mean|you\s+know|as\s+i\s+said|like\s+i\s+said|as\s+i\s+mentioned|again"
    # "as a rule give me grams": a lasting ask's lead (the marker stays in the sentence)
    r"|as\s+a\s+(?:general\s+)?rule"
    # "me personally, when you give me numbers ...": the user's own side, after another's
    r"|(?:but\s+)?me\s+personally|as\s+for\s+me|(?:but\s+)?me\s*,(?=\s*(?:i|i'?m|when|if)\b)"
    r"|for\s+(?:the\s+)?record|for\s+future\s+reference|from\s+now\s+on|going\s+forward"
    r"|moving\s+forward|from\s+here\s+on(?:\s+out)?|henceforth|in\s+(?:the\s+)?future"
    r"|next\s+time|(?:remember|note|keep\s+in\s+mind|just\s+so\s+you\s+know|be\s+aware)\s+that"
    # a lead that says what follows is about the user ("bit of background, I'm a plumber")
    r"|(?:(?:a\s+)?(?:little\s+)?bit\s+of|some|quick|brief|a\s+little)\s+(?:background|context)"
    r"|for\s+(?:some\s+)?(?:context|background)|full\s+disclosure|just\s+so\s+you\s+know"
    # "reason is im deaf in my left ear": the reason given is about the user
    r"|(?:the\s+|my\s+)?reason(?:\s+being|\s+is)(?:\s+that)?(?=\s*[:,]?\s*(?:i|i'?m|im|we"
    r"|we'?re|my|our)\b)"
    r"|(?:i\s+should|i\s+must|i\s+have\s+to|let\s+me)\s+(?:mention|say|add|point\s+out)(?:\s+that)?"
    r"|(?:it'?s\s+)?worth\s+(?:mentioning|saying|noting)(?:\s+that)?|in\s+case\s+it\s+(?:matters|helps)"
    # "big change since we last talked: ...": the news follows; "we" is the user and the agent
    r"|(?:(?:a\s+)?(?:big|quick|small|huge|some|lots\s+of|loads\s+of|a\s+lot\s+of|so\s+much|few)\s+)?(?:change|changes"
    r"|update|updates|news)\s+since\s+(?:we|i)\s+last\s+(?:talked|spoke|chatted|met)"
    # "content is fine, but for anything in my repos use ...": a verdict on the agent's work
    # before the ask that follows it
    r"|(?:(?:the|your|that|this|it|its|it's)\s+)?(?!(?:i|we|my|our|he|she|they)\b)[\w'-]+(?:\s+[\w'-]+){0,2}?\s+"
    r"(?:is|are|was|looks?|seems?|reads?)\s+(?:(?:all|mostly|pretty|really|very)\s+)?(?:fine|good|ok(?:ay)?"
    r"|great|perfect|right|correct|spot\s+on)\s*,?\s+but"
    # "terraform question: I keep our infra in ...": the topic of the ask, then the user's words
    r"|(?:(?:a|one|another|quick|random|small|dumb|silly)\s+)?(?:[\w.+#-]+\s+){0,2}question\s*:"
    r"|speaking\s+of\s+[^,.;!?]{1,60},|on\s+(?:a|another|that)\s+(?:different\s+"
    r"|related\s+|separate\s+|side\s+|similar\s+)?(?:note|topic)|that\s+reminds\s+me"
    r"|(?:that'?s|that\s+is|this\s+is|it'?s)\s+(?:wrong|incorrect|not\s+(?:right|correct"
    r"|quite\s+right|what\s+i\s+(?:asked(?:\s+for)?|meant|wanted|said|need(?:ed)?))))"
    r"(?:\s*[,.;:!\-]+\s*|\s+|$))",
    _I,
)
TRAILING_FILLER = re.compile(
    r"(?:[\s,;:\-]+(?:thanks|thank\s+you|thx|ty|please|pls|cheers|if\s+(?:you\s+can|possible"
    r"|you\s+don'?t\s+mind)"
    # "the kids are rosie 8 and alfie 5 if you need that": offered, an aside
    r"|(?:if|in\s+case)\s+(?:you|u)\s+need\s+(?:that|it|them|to\s+know)|if\s+(?:that|it)\s+(?:helps"
    r"|matters)|from\s+now\s+on|going\s+forward|moving\s+forward|in\s+(?:the\s+)?"
    r"future|ok(?:ay)?|(?:for|in)\s+(?:all\s+)?future\s+(?:answers|responses|replies|chats)"
    r"|btw|lol|haha|fyi|though|anyway|fight\s+me|sue\s+me|don'?t\s+@\s*me"
    # "my wrist is wrecked so idk": unsure what follows from it, not of what was said
    r"|so\s+(?:idk|i\s+dunno|dunno|i\s+don'?t\s+know|who\s+knows))"
    r"(?:\s+(?:so\s+much|very\s+much|a\s+lot|again))?)"
    r"{1,4}[\s.!?]*$",
    _I,
)
# "X please, because Y" keeps its comma (the reason stays a clause of its own).
INLINE_PLEASE = re.compile(r"\s*\bplease\b(?=\s*,)|\s*\bplease\b,?", _I)
LEADING_ACK = re.compile(r"^([^,.;:!?]{1,60})[,.;:!?]+\s*")
SCOPE_PREFIX = re.compile(
    r"^(?:when|whenever|if|for|in|on|with|during|while|before|after)\b[^,]{1,60},\s*", _I
)
TRAILING_JUNK = re.compile(r"(?:(?<![A-Za-z+])|(?![#+]))[^\w)\"'%\]]+$")
"""Punctuation that ends a sentence, but not the "#" of "C#" or the "++" of "C++"."""

# --- standing directions to the agent ---
STANDING_MARKER = screened(
    r"\b(?:from\s+now\s+on|going\s+forward|moving\s+forward|in\s+(?:the\s+)?future"
    r"|henceforth|from\s+here\s+on|next\s+time|every\s+time|each\s+time|whenever"
    # "when there's double entry, lay it out as journals": each time it comes up
    r"|(?:^|(?<=[,;:.]\s))when\s+(?:there'?s|theres|there\s+(?:is|are))\s+(?!(?:time|a\s+(?:moment"
    r"|sec|second|minute|chance)|any\s+time)\b)"
    r"|at\s+all\s+times|by\s+default|in\s+(?:all\s+)?(?:your\s+)?(?:answers|responses|replies)"
    r"|always|never|no\s+more|any\s*more|ever\s+again)\b",
    _I,
)
EVERY_KIND = screened(
    r"\bevery\s+(?:single\s+)?(?:release|e-?mail|message|reply|answer|response|post|report"
    r"|commit|pr|invoice|newsletter|recipe|repo|project|client)\b",
    _I,
)
"""Each of a kind of work that recurs ("do the changelog like that every release"): standing
in an imperative, but in a polite question ("can you check every commit?") only the task."""
PLEASE_CLAUSE = re.compile(r",\s*(?=(?:please|pls|plz|kindly)\s+\w)", _I)
"""Where a polite ask starts a clause of its own ("small thing, ..., pls use X")."""
ANY_TIME = re.compile(r"\bany\s*time\s+(?:you|u|i|we)\b", _I)
OFFER_ASK = (
    r"want\s+me\s+to|would\s+you\s+like|shall\s+(?:i|we)|should\s+i|do\s+you\s+want|like\s+me\s+to"
)
"""How the agent offers to do something ("Want me to ...?", "Shall I ...?", "Would you like
...?"): a question about the work, not about the user (`answers`), which a bare yes takes
up (`one_off.accepts_offer`)."""
SUPPOSING = r"(?:say|suppose|supposing|let'?s\s+say|imagine|hypothetically|what\s+if)"
"""Words that open a case supposed rather than told ("say we got a second dog"); `hedges`
and `asks_apart` both read them."""
QUESTION_WORD = re.compile(r"\b(?:what|how|why|whether|if|which|who|where|when)\b", _I)
"""A question inside a request ("can you tell me what ..."): a marker after it is not the ask's."""
BE_NOT_STYLE = re.compile(
    r"^(?:(?:always|never|just)\s+)*be\b(?!\s+(?:more\s+|less\s+|very\s+|a\s+bit\s+)?(?:concise"
    r"|brief|formal|informal|casual|direct|specific|detailed|terse|succinct|polite|blunt|thorough"
    r"|precise|technical|friendly|honest|critical|strict|careful|explicit|clear)\b)",
    _I,
)
"""An ask to "always be there": about the agent itself, not how it does the work."""
DIRECTION_LEAD = re.compile(
    r"^(?:you\s+(?:should|must|need\s+to|have\s+to|shall)"
    r"|i\s+(?:want|need|would\s+like|'d\s+like|would\s+prefer|'d\s+prefer|expect)\s+you\s+to"
    r"|i\s+(?:would|'d)\s+(?:rather|prefer)\s+(?:that\s+)?you|(?:can|could|would|will)\s+you"
    # "can we do this in Spanish from now on?": the user and the agent, an ask of the agent
    r"|(?:can|could)\s+we(?=\s+(?:do|keep|use|write|stick|switch|go|have|make|put|stay)\b)"
    r"|make\s+sure\s+(?:to|that\s+you|you)|be\s+sure\s+to|remember\s+to)\s+",
    _I,
)
POLITE_REFUSAL = re.compile(
    r"^(?:please\s+|pls\s+|kindly\s+)?not\s+(?P<rest>(?:use|say|write|call|add|put|include|start"
    r"|end|send|give|mention|bring\s+up|do|make|bold|capitali[sz]e)\b[^?]{1,120})$",
    _I,
)
"""What "could you please not ..." asks to be spared ("not use abbreviations"): it holds
beyond the answer, marker or not, unless it names the answer at hand (`ONE_TURN_WORD`)."""
ONE_TURN_WORD = re.compile(
    r"\b(?:this|that|these|those|it|today|tonight|tomorrow|now|for\s+now|this\s+time|here|yet"
    r"|until|till|til|before|by\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|the\s+\d|\d))\b",
    _I,
)
"""Words that tie an ask to the answer at hand."""
IMPERATIVE_LEAD = re.compile(
    r"^(?:don'?t|do\s+not|dont|never|stop|quit|avoid|refrain\s+from|no\s+more|always)\b",
    _I,
)
GERUND = re.compile(r"^(?:stop|quit)\s+\w{2,}ing\b", _I)
# Conversational uses of the same words: "never mind", "don't worry", "always a pleasure".
NOT_A_DIRECTION = re.compile(
    r"^(?:(?:always|never)\s+(?:\w{3,}ing|\w+ed|done|seen|been|gone|known|heard|tried"
    r"|\w*[^su\W]s|by|in|on|at|with|for|your|my|our|their|ready|welcome|around|together"
    r"|love|like|enjoy|hate|feel|think|wonder|wish|want|hope|know|gotta|so)\b"
    r"|don'?t\s+forget\b|never\s*mind"
    # "dont ask, the lyon job fell through": a sigh, not an ask
    r"|don'?t\s+(?:even\s+)?ask\s*[,.!;:-]+\s*(?=\S)"
    r"|don'?t\s+(?:worry|bother|mind|know|think|care|get\s+me|be\s+(?:sorry"
    r"|shy|sad|afraid|scared|nervous|silly|a\s+stranger)|apologi[sz]e|hesitate|rush|panic"
    r"|stress|sweat|mention\s+it|feel|you|even|we|i|they|it|that)\b|do\s+not\s+(?:worry"
    r"|bother|hesitate)\b|always\s+(?:a|an|the|happy|glad|good|great|nice|fun|here|there"
    r"|been|was|is|has|had|so|such|remember|believe)\b|never\s+(?:been|was|had|thought"
    r"|knew|heard|seen|did|got|really|even|once|again|felt|imagined|expected|knew)\b"
    # "never have a clue what a cup is": what the user never manages, their "I" dropped
    r"|(?:always|never)\s+(?:have\s+(?:a|any|the\s+(?:faintest|slightest))\s+(?:clue|idea)"
    r"|remember|understand|get\s+(?:it|how|what|why)|figure|manage|seem|sleep|find\s+(?:it|them"
    r"|the))\b|always\s+(?:forget|lose|miss|mess\s+up)\b)",
    _I,
)
# Life advice and encouragement look like directions but are not aimed at the agent.
ENCOURAGEMENT = Folded(
    r"\b(?:yourself|your\s+(?:dreams?|heart|passions?|life|goals?|happiness|health|family"
    r"|friends|kids|loved\s+ones|mind|body|feelings|gut|instincts?|path|journey|worth"
    r"|potential|best|self)|give\s+up|let\s+go|for\s+granted|be\s+afraid|believing|dreaming"
    r"|take\s+care|have\s+fun|be\s+proud|stay\s+(?:strong|positive|safe|true|focused)"
    r"|good\s+luck|lose\s+(?:hope|faith|sight|touch)|look\s+back|change\s+who"
    r"|keep\s+(?:it\s+up|up\s+the|going|pushing|smiling|shining|rocking)|stop\s+"
    r"(?:learning|growing|trying|exploring|fighting|chasing|pushing|smiling))\b",
)
STYLE_IMPERATIVE = re.compile(
    r"^(?:(?:use|stick\s+to|stick\s+with|switch\s+to|default\s+to|address\s+me"
    r"|refer\s+to\s+me|spell|cite|sign\s+off)\s+(?!this\b|that\b|it\b|these\b|those\b|them\b"
    r"|your\b|you\b|my\b"
    r"|the\s+(?:following|above|last|next|same)\b)"
    r"|(?:write|answer|respond|reply|format|speak|talk(?:\s+to\s+me)?"
    r"|explain(?:\s+(?:things|stuff|it|everything))?"
    r"|communicate|code)\s+(?:in|with|using|like|as|more|less|only|briefly|formally"
    r"|informally|casually|concisely|plainly|simply|clearly|directly)\b"
    r"|(?:go|switch|get)\s+back\s+to\s+(?!(?:it|that|this|work|sleep|you|me)\b)"
    r"|keep\s+(?:it|things|answers|responses|replies|your\s+\w+|explanations|messages|tickets"
    r"|emails|summaries|code|comments|commits|docs|posts|slides|reports|titles|paragraphs"
    # "keep recipes to stuff i can do in the air fryer", "keep workouts under 30 min"
    r"|recipes|meals|workouts|plans|suggestions|ideas|exercises|routes|books|recommendations"
    r"|the\s+(?:tone|vibe|voice|language))\s+"
    r"(?:short|brief|concise|simple|under|below|to|casual|formal|light|professional|chill|relaxed"
    r"|laid[\s-]back|friendly|playful|upbeat|plain|snappy|punchy|conversational|informal"
    r"|lighthearted|light-hearted|low[\s-]key|warm|neutral)\b"
    # "mate you can swear", "feel free to curse": a way of talking allowed for good
    r"|(?:you\s+can|you'?re\s+allowed\s+to|feel\s+free\s+to|it'?s\s+(?:fine|ok|okay)\s+to)\s+"
    r"(?:now\s+)?(?:swear|curse|use\s+(?:slang|swear\s+words|bad\s+language|humou?r|jokes)"
    # "you can go longer now": a limit on answers lifted
    r"|go\s+(?:longer|shorter|deeper|into\s+more\s+detail)|write\s+(?:longer|more)"
    r"|be\s+(?:a\s+bit\s+|more\s+)?(?:longer|casual|informal|detailed|blunt|chatty|wordier))\b"
    r"|be\s+(?:more\s+|less\s+|very\s+)?(?:concise|brief|formal|informal|casual|direct"
    r"|specific|detailed|terse|succinct|polite|blunt|thorough|precise|technical|friendly)"
    # "treat me as a beginner in stats", "assume I know SQL": how much to explain, for good
    r"|treat\s+me\s+(?:as|like)\s|assume\s+(?:i'?m|i\s+am|i\s+know|i\s+have|i\s+don'?t"
    r"|i\s+(?:can|can'?t)|no\s+(?:prior|background))\b)",
    _I,
)
NOT_IMPERATIVE_NEXT = re.compile(
    r"^\S+\s+(?:is|are|was|were|has|have|had|will|would|can|could|seems|looks|feels|makes"
    r"|'s)\b",
    _I,
)
IMPERATIVE_VERB = screened(
    r"^(?:use|write|make|keep|put|add|remove|delete|drop|answer|respond|reply|say|format|try"
    r"|suggest|recommend|offer|propose|tell|reply|greet|sort|show"
    r"|do|include|exclude|change|rename|move|set|switch|leave|skip|avoid|sort|explain"
    r"|translate|convert|return|print|show|give|list|send|book|pick|choose|go|stick|be"
    r"|mention|refer|cite|link|spell|capitali[sz]e|shorten|expand|summari[sz]e|rewrite"
    r"|replace|wait|call|address|speak|talk|start|stop|begin|end|finish|check|run|test|sign"
    r"|indent|wrap|limit|prefer|assume|treat|ask|quote|number|label|split|merge|group|order"
    r"|bold|highlight|omit|only|just|always|never|don'?t|do\s+not|stay|focus|prioriti[sz]e"
    r"|default|name|tag|note|double-check|reply|open|close|ping|email|message|text|cc"
    r"|cut|lose|ditch|lay\s+off|tone\s+down|knock\s+off|turn|present|lay\s+out|structure|break\s+down"
    r"|flag|mark|warn|round|(?:lay|point|spell|set)\s+(?:it|them|that|this|these|those)\s+out"
    r"|point\s+out|describe|caption|define|clarify|simplify|specify)\b",
    _I,
)
ONE_OFF_TASK = re.compile(
    r"^(?:give|show|tell|find|list|send|book|search|look\s+up|get|fetch|make|create|generate"
    r"|draft|write|translate|summari[sz]e|recommend|suggest|help|check|run|fix|compare|plan"
    r"|calculate|remind)\s+(?:me|us|a|an|the|some|\d|this|that|it|them|my|our|three|two"
    r"|five|ten|few)\b",
    _I,
)

# --- first-person standing preferences ---
_SUBJ = (
    r"(?:^[\"'(\s]*|[,;:(]\s*|\b(?:and|but|so|because|since|as|though|although|while|plus"
    r"|also|why|how|that|cause|cuz|which\s+is\s+why|personally|honestly|generally|usually)\s+)"
)
_ADVERBS = (
    r"(?:(?:really|truly|strongly|generally|usually|typically|normally|mostly|mainly|always"
    r"|just|much|definitely|absolutely|honestly|personally|also|still|simply|particularly"
    r"|especially|very|quite|actually|totally|seriously|firmly|strictly|genuinely|deeply"
    r"|certainly|greatly|highly|prefer\s+to|tend\s+to|try\s+to|like\s+to|have\s+to|must"
    r"|need\s+to|kind\s+of|sort\s+of|do|rather|would|will|often|only|[a-z]{3,}ly)\s+){0,3}"
)
_PREF_VERBS = (
    r"(?P<verb>prefer(?:red)?|like|love|adore|enjoy|hate|dislike|despise|detest|loathe|abhor"
    r"|avoid|refuse|favou?r|prioriti[sz]e|value|gravitate|lean\s+towards?|stay\s+away\s+from"
    r"|steer\s+clear\s+of|shy\s+away\s+from|abstain|opt\s+for|stick\s+to|require|insist\s+on"
    r"|can'?t\s+(?:stand|bear|tolerate|handle|deal\s+with|stomach)|cannot\s+(?:stand|bear"
    r"|tolerate|handle|stomach)|(?:learn|work|study|focus|function|do)\s+(?:best|better)"
    r"|(?:can\s+)?(?:always|usually|normally|typically|generally|only|exclusively|strictly"
    r"|solely|mostly|mainly|tend\s+to|prefer\s+to|like\s+to)\s+(?:choose|pick|go\s+for"
    r"|order|buy|book|ask\s+for|wear|eat|drink|take|look\s+for|use|shop|cook|watch|read"
    r"|listen\s+to|stick\s+(?:to|with)|stay|travel|fly|play|rely\s+on|go\s+with|learn"
    r"|work\s+with|dine|feed|adopt|want|consider|accept|keep|get|choose)"
    r"|(?:don'?t|do\s+not|won'?t|will\s+not|would\s+never|wouldn'?t|never|no\s+longer"
    r"|can'?t|cannot)\s+(?:like|enjoy|eat|drink|wear|use|watch|play|read|care\s+for|consume"
    r"|touch|buy|consider|fly|listen\s+to|want\s+you\s+to|support|trust|allow|tolerate"
    r"|go\s+(?:for|near|to)|participate|engage|own|drive|smoke|travel|stay|feel\s+comfortable"
    r"|appreciate|find|want\s+(?:any|to\s+(?:see|hear|read|use|get))))\b"
)
PREFERENCE_VERB = screened(_SUBJ + r"(?P<subj>i|we)\s+" + _ADVERBS + _PREF_VERBS, _I)
COORDINATED_PREFERENCE = screened(
    r"\b(?:i|we)\b[^.;!?]{1,100}?\b(?:and|but|so)\s+" + _ADVERBS + _PREF_VERBS, _I
)
RATHER = screened(r"\b(?:i|we)(?:'d|\s+would)\s+(?:much\s+|really\s+)?(?:rather|prefer)\b", _I)
_ADJ = r"(?:(?!for\b|to\b|of\b|in\b|with\b)[\w-]+\s+){0,4}"
PREFERENCE_STATE = screened(
    _SUBJ + r"(?P<subj>i|we)\s*(?:'m|\s+am|'ve\s+got|\s+have|'ve|\s+had|'re|\s+are|\s+feel"
    r"|\s+get|\s+become|\s+remain)"
    r"\s+(?:always\s+been\s+|been\s+)?(?:" + _ADJ + r"(?:preference|aversion|dislike|distaste"
    r"|fear|phobia|objection|bias|soft\s+spot|weakness|passion|hatred|affinity|penchant"
    r"|fondness|contempt|disdain|advocate|supporter|believer|enthusiast|lover|hater|fan"
    r"|proponent|opponent)\s+(?:for|to|of|against|about|towards?|in|with)"
    r"|(?:absolutely\s+|really\s+)?(?:no|zero|little)\s+(?:real\s+)?(?:interest|patience"
    r"|tolerance|desire|appetite|use|love|stomach)\s+(?:for|in|to|with)"
    r"|(?:not|never|no\s+longer)\s+(?:really\s+|very\s+|particularly\s+|that\s+|too\s+)?"
    r"(?:into|keen\s+on|big\s+on|fond\s+of|crazy\s+about|interested\s+in|comfortable\s+with"
    r"|a\s+(?:big\s+|huge\s+)?fan\s+of)"
    r"|(?:really\s+|very\s+|so\s+|quite\s+|totally\s+|deeply\s+|extremely\s+)?(?:into"
    r"|keen\s+on|big\s+on|fond\s+of|crazy\s+about|partial\s+to|passionate\s+about"
    r"|fascinated\s+by|obsessed\s+with|opposed\s+to|against|averse\s+to|uninterested\s+in"
    r"|uncomfortable\s+(?:with|around)|sensitive\s+to|wary\s+of|allergic\s+to)"
    r"|(?:really\s+|very\s+|so\s+|quite\s+|deathly\s+)?(?:afraid|scared|terrified|frightened"
    r"|wary|sick|tired)\s+of"
    # "I'm just vegetarian", "only vegan": a diet said plainly
    r"|(?:just\s+|only\s+|mostly\s+|now\s+)?(?:a\s+)?(?:strict\s+|committed\s+|lifelong\s+"
    r"|total\s+)?(?:vegetarian|vegan|pescatarian|teetotal(?:er)?|kosher|halal|non-drinker"
    r"|plant-based)\b)",
    _I,
)
PREFERENCE_OTHER = screened(
    _SUBJ + r"(?:(?:i|we)(?:'m\s+on|'re\s+on|\s+am\s+on|\s+are\s+on|(?:\s+(?:strictly|always"
    r"|only|try\s+to|generally))?\s+(?:follow|eat|keep|stick\s+to|maintain|live|adhere\s+to"
    r"|observe))\s+(?:a|an|my|our)\s+(?:[\w-]+\s+){0,3}?(?:diet|lifestyle)\b"
    r"|i\s+(?:firmly\s+|strongly\s+)?believe\s+in\b"
    r"|i\s+(?:always\s+|usually\s+|generally\s+|really\s+)?find\s+(?:it\s+)?(?:[\w-]+\s+){0,6}?"
    r"(?:boring|annoying|ineffective|useless|tedious|overwhelming|distracting|difficult"
    r"|unpleasant|off-?putting|uncomfortable|unbearable|frustrating|pointless|unappealing"
    r"|disgusting|stressful|easier|more\s+(?:engaging|effective|enjoyable|helpful|useful))\b"
    r"|(?:i|we)\s+(?:want|need|expect|like)\s+(?:my\s+|our\s+|the\s+)?(?:answers|responses"
    r"|replies|code|output|explanations|summaries|examples|emails|messages|comments|docs"
    r"|documentation|commit\s+messages)\b"
    r"|as\s+(?:someone|a\s+person|one)\s+who(?:\s+(?:\w+\s+){0,2}?(?:follow|avoid|prefer|hate"
    r"|dislike|love|use|buy|wear|eat|refuse|value|prioriti[sz]e)s?\b|\s+(?:\w+\s+){0,2}?"
    r"(?:can'?t|doesn'?t|won'?t)\b|(?:'s|\s+is)\s+(?:\w+\s+)?(?:allergic|vegan|vegetarian"
    r"|intolerant|sensitive|averse|opposed|against)\b))",
    _I,
)
_BEING = (
    r"(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:(?:firmly|solidly|totally|definitely|very\s+much"
    r"|fully|always|been|still|more|much|really|kind\s+of|so|very)\s+)*"
)
_NOT_A_SIDE = (
    r"(?!(?:people|private|shy|quiet|simple|nice|good|kind|patient|old|young|big|small|tall"
    r"|short|real|different|new|better|strong|normal|busy|happy|lazy|visual|practical|social"
    r"|\w+(?:ive|ous|ful|ed))\s)"
)
"""Traits of character: "a very private person" is a fact about the user, not a side."""
SIDE_PREFERENCE = Folded(
    # "i'm team httpx over requests", "firmly in the vim camp", "more of a tabs person",
    # "polars > pandas for me": the side taken is a standing preference.
    rf"{_BEING}team\s+(?!(?:lead|leader|leads|captain|manager|player|players|member|members|coach"
    r"|owner|mates?|size|work|effort|sports?|events?|meeting|up|of|for|at|in|with)\b)[\w.+#-]+"
    rf"|{_BEING}in\s+(?:the\s+)?(?:[\w.+#-]+\s+){{1,3}}camp\b"
    rf"|{_BEING}(?:of\s+)?an?\s+(?:(?:very|really|pretty|quite|super|total|huge|massive|big)\s+)?+"
    rf"{_NOT_A_SIDE}(?:[\w.+#/-]+\s+){{1,3}}?(?:person|guy|gal|girl|kind\s+of\s+person"
    r"|type\s+of\s+person)\b(?!\s+(?:who|that)\b)"
    r"|\bteam\s+[\w.+#-]+\s+all\s+the\s+way\b"
    r"|(?:^|[\s,;:])[\w.+#-]+(?:\s+[\w.+#-]+)?\s*(?:>>?|beats|over)\s*[\w.+#-]+"
    r"(?:\s+[\w.+#-]+)?\s+for\s+me\b"
    # "I'd take a straight answer over a hedged one any day", "paper over kindle every time"
    r"|\b(?:i'?d|i\s+would|i'?ll|i\s+will)\s+(?:always\s+|still\s+)?(?:take|pick|choose)\s+"
    r"(?:[\w.+#'-]+\s+){1,4}?over\s+(?:[\w.+#'-]+\s+){1,4}?(?:any\s+day|every\s+(?:time|day)"
    r"|all\s+day)\b"
    r"|\bover\s+(?:[\w.+#'-]+\s+){1,4}?(?:any\s+day|every\s+(?:time|day))\b",
    needs=("team", "camp", "person", "guy", "gal", "girl", ">", "beats", "over"),
)
PREPOSITIONS = frozenset("for to of against about toward towards in with on into".split())
NOT_FOR_ME = screened(
    r"\b(?:is|are)(?:\s+not|n't)\s+(?:really\s+)?(?:for\s+me|my\s+(?:thing|cup\s+of\s+tea"
    r"|style))\b|\b(?:doesn'?t|don'?t|do\s+not|does\s+not|never)\s+(?:really\s+)?(?:interest"
    r"|appeal\s+to|suit|agree\s+with)\s+me\b"
    # "emojis are dead to me on linkedin", "exclamation marks are a hard no for me"
    # (not a person: "he is dead to me" is a feud, no way of answering)
    r"|(?<!\bhe\s)(?<!\bshe\s)(?<!\bthey\s)(?<!\bhe's\s)\b(?:is|are)\s+"
    r"(?:(?:officially|completely|totally)\s+)?dead\s+to\s+me\b"
    r"|\b(?:is|are)\s+a\s+(?:hard\s+|firm\s+|big\s+)?no\s+(?:for|from)\s+me\b",
    _I,
)
# "I like it", "I love the idea", "I enjoyed your list": reactions to the last answer.
REACTION_OBJECT = re.compile(
    r"^(?:it(?!\s+(?:when|if)\b)|that|this|those|these|them|him|her|you|your|yours|ur|what|how"
    r"|when|where|which"
    r"|the\s+(?:idea|ideas|sound|suggestion|suggestions|way|thought|plan|option|options"
    r"|first|second|third|last|other|former|latter|one|ones|approach|concept|tip|tips"
    r"|recommendation|recommendations|list|example|examples|pictures?|photos?|results?|answer"
    r"|response)\b|my\b|our\b|his\b|their\b|a\s+lot\b|so\s+much\b|seeing\b|hearing\b"
    r"|reading\s+(?:your|this|that|about)\b|to\s+(?:see|hear|know|help|learn\s+more|join)\b"
    r"|(?:\S+\s+){0,5}(?:idea|suggestion|recommendation|tip)s?\b)",
    _I,
)
REACTION_CHOICE = re.compile(
    r"^(?:the\s+(?:first|second|third|last|other|former|latter|one|ones)\b|option\s+\w+\b"
    r"|(?:this|that)\s+one\b|your\b|the\s+(?:\S+\s+){0,3}(?:idea|suggestion|option|one)s?\b)",
    _I,
)
CLAUSE_HAS_SUBJECT = re.compile(
    r"^\W*(?:i|we|you|it|this|that|these|those|they|he|she|there|my|our|what|how|do|does"
    r"|can|could|would|any|is|are|let's|so|but|also|anyway|by\s+the\s+way|speaking)\b",
    _I,
)
TAG_QUESTION = re.compile(
    r",\s*(?:you\s+know|right|isn'?t\s+it|aren'?t\s+they|don'?t\s+you\s+think|ok(?:ay)?|eh"
    r"|huh|no|yeah|lol|haha)\s*\?+\W*$",
    _I,
)
REQUEST_HEAD = re.compile(
    r"^(?:i\s+(?:would|'d)\s+(?:like|love)\s+(?!you\s+to\b)|i\s+(?:want|need)\s+(?:a|an|the"
    r"|some|to\s+(?:know|see|find|get|book|buy|ask|learn))\b|(?:can|could|would|will)\s+you"
    r"\b|give\s+me\b|show\s+me\b)",
    _I,
)

# --- facts about the user ---
NAME = screened(
    r"\b(?:call\s+me|my\s+name\s+is|my\s+name's|i\s+go\s+by|i'?m\s+called|i\s+am\s+called"
    # "his name's Deon": someone else's name
    r"|(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)(?<!\bits\s)name's|refer\s+to\s+me\s+as|address\s+me\s+as)\s+(?P<name>[^\W\d_][\w'.-]{0,30}"
    r"(?:\s+[^\W\d_][\w'.-]{0,30}){0,2})",
    _I,
)
NAME_GREETING = re.compile(
    r"^(?i:hi|hello|hey)[,!.]?\s+(?i:i'm|i\s+am|this\s+is)\s+(?P<name>[A-Z]\w{1,30})\b"
)
NOT_A_NAME = _words(
    "anytime crazy old old-fashioned biased weird silly lazy naive paranoid skeptical "
    "sceptical sentimental picky stubborn later back tomorrow sometime whenever if when a an "
    "the maybe now please once cause because but and or so on at in by any if you him her "
    "them from instead not thanks"
)
ROLE = re.compile(
    r"\b(?:i'?m|i\s+am|i\s+work\s+as|i'?m\s+working\s+as|i\s+am\s+working\s+as"
    r"|i'?ve\s+been\s+working\s+as)\s+(?:a|an)\s+(?P<role>(?:[\w-]+\s+){0,3}?[\w-]+?)"
    r"(?=\s+(?:at|for|in|with|who|and|but|from|by|on|of|working|currently|here|now)\b"
    r"|[,.;:!?)]|$)",
    _I,
)
ROLE_NOUNS = _words(
    "nurse chef student teacher doctor lawyer dentist developer engineer designer manager "
    "scientist analyst consultant architect writer artist editor journalist accountant "
    "programmer founder ceo cto cfo intern pharmacist therapist paramedic firefighter pilot "
    "officer detective plumber electrician carpenter mechanic farmer baker barista waiter "
    "waitress bartender cashier clerk librarian professor lecturer researcher tutor coach "
    "trainer counselor counsellor veterinarian vet surgeon physician psychologist "
    "photographer musician dancer actor actress retiree homemaker mom dad mother father "
    "parent grandparent grandmother grandfather freelancer contractor entrepreneur "
    "administrator admin sysadmin devops marketer salesperson recruiter translator "
    "illustrator animator producer director undergrad postdoc phd volunteer veteran soldier "
    "sergeant pastor priest nanny caregiver midwife radiologist technician lead principal "
    "machinist welder joiner roofer bricklayer plasterer tiler glazier locksmith butcher "
    "florist hairdresser barber tailor seamstress courier postman postwoman dispatcher "
    "surveyor optician optometrist physio physiotherapist chiropractor podiatrist dietitian "
    "nutritionist sonographer paralegal solicitor barrister notary auditor bookkeeper actuary "
    "underwriter realtor"
)
ROLE_SUFFIX = re.compile(r"[a-z]{3,}(?:er|or|ist|ian|ant|eer|ect)", _I)
NOT_A_ROLE = _words(
    "fan bit lot little member sucker believer lover fool mess wreck natural person fighter "
    "winner loser user buyer owner reader listener follower supporter advocate gamer player "
    "hater beginner newbie novice killer thinker dreamer worrier talker walker perfectionist "
    "optimist pessimist introvert extrovert huge big part survivor other number letter matter "
    "computer answer ever never leader giant pleasant constant different"
)
ROLE_BREAKERS = _words("of about to the a an that which who so really very not just")
FACT_CLAUSE = screened(
    _SUBJ + r"(?:(?P<employer>(?:i|we)(?:\s+(?:currently|now))?(?:\s+work|'m\s+working"
    r"|\s+am\s+working|'m\s+employed|\s+am\s+employed)\s+(?:at|for|in)\s+(?!(?:the|a)\s+"
    r"(?:moment|end|way|same)\b|on\b|it\b|that\b|this\b)\S)"
    r"|(?P<location>(?:i|we)(?:'m|'re|\s+am|\s+are)\s+(?:currently\s+|now\s+)?(?:based"
    r"|located|living)\s+(?:in|near|out\s+of|outside)\s+\w|(?:i|we)(?:'m|'re|\s+am|\s+are)"
    r"\s+(?:originally\s+)?from\s+(?-i:[A-Z])|(?:i|we)\s+(?:currently\s+|now\s+|just\s+)?"
    r"(?:live|reside)\s+(?:in|near|on|outside)\s+\w|(?:i|we)\s+(?:just\s+|recently\s+)?"
    r"(?:moved|relocated)\s+to\s+(?-i:[A-Z]))"
    r"|(?P<tool>(?:i|we)(?:\s+(?:mostly|mainly|usually|primarily|currently|only|always"
    r"|exclusively))?(?:\s+use|\s+code\s+in|\s+program\s+in|\s+develop\s+in"
    r"|\s+develop\s+with|'re\s+using|\s+are\s+using|'m\s+using|\s+am\s+using|\s+deploy\s+(?:on|to)|\s+run\s+on"
    r"|\s+build\s+with)\s+(?!to\b|it\b|this\b|that\b|the\s+(?:same|word|time|money"
    r"|opportunity|chance|bathroom)\b|my\b|a\s+lot\b|them\b|him\b|her\b|you\b|your\b"
    r"|some\s+help\b|every\b|all\b)\S"
    r"|my\s+(?:editor|ide|stack|os|shell|language|laptop|setup|tech\s+stack)\s+(?:is|are)\b"
    r"|our\s+(?:stack|tech\s+stack|backend|frontend|database|db|infra(?:structure)?)\s+"
    r"(?:is|are|uses|runs)\b)"
    r"|(?P<constraint>(?:i|we)\s*(?:'m|\s+am|'re|\s+are)\s+(?:severely\s+|very\s+|highly\s+"
    r"|deathly\s+|extremely\s+)?(?:allergic|intolerant|lactose\s+intolerant|gluten\s+intolerant"
    r"|diabetic|celiac|coeliac|pregnant|breastfeeding|colou?r-?blind|deaf|blind|dyslexic"
    r"|hard\s+of\s+hearing|on\s+a\s+(?:[\w-]+\s+)?budget)\b"
    r"|i\s+(?:have|'ve\s+got|suffer\s+from)\s+(?:(?:a|an|severe|mild|bad|serious|terrible"
    r"|life-threatening)\s+){0,2}(?:[\w-]+\s+){0,4}?(?:allergy|allergies|intolerance|diabetes"
    r"|celiac|coeliac|dyslexia|adhd|migraines|asthma|budget)\b"
    r"|i\s+(?:can'?t|cannot|can\s+not|am\s+unable\s+to|'m\s+unable\s+to|must\s+not"
    r"|shouldn'?t)\s+(?:eat|drink|have|consume|tolerate|digest|afford|spend)\b"
    r"|i\s+(?:can|could)\s+only\s+(?:afford|spend|eat)\b|my\s+budget\s+(?:is|was)\b))",
    _I,
)

# --- decisions ---
DECISION = screened(
    # A lead-in the choice follows: "after sleeping on it, we're going with ...".
    r"^(?:(?:after\s+\S+(?:\s+\S+){0,4}?|in\s+the\s+end|ultimately|ok(?:ay)?|so|right|alright"
    # "talked to tash just now, we're doing ...": who the choice was talked over with
    r"|(?:(?:just|finally)\s+)?(?:talked|spoke|chatted)\s+(?:to|with)\s+[^,.!?;]{1,50}?"
    r"|had\s+a\s+(?:chat|talk)\s+with\s+[^,.!?;]{1,50}?"
    r"|fine|anyway|yeah|yes|yep|cool|great|good|perfect|sure|honestly|hmm+)[,\s]+){0,2}"
    # "we went to the florist and ended up going with dusty blue": the pick closes the story
    r"(?:(?:we|i)\s+[^.!?;]{3,80}?(?:,\s*|\s+)and\s+(?=(?:(?:finally|eventually)\s+)?ended\s+up\s+"
    r"(?:going\s+with|choosing|picking|opting\s+for)\b))?"
    # "we go with LightGBM": the pick said in the present
    r"(?:(?:let'?s|let\s+us|we(?:'ll|\s+will|'re\s+going\s+to|\s+are\s+going\s+to"
    r"|(?=\s+(?:go\s+with|settle\s+on|opt\s+for)\s))"
    r"|i(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to))\s+(?:(?:just|definitely|then"
    r"|probably)\s+)?(?P<verb>go\s+with|go\s+ahead\s+with|stick\s+with|stay\s+with|settle\s+on|opt\s+for"
    r"|switch\s+to|move\s+to|migrate\s+to|adopt|use|drop|pick|choose"
    r"|standardi[sz]e\s+on)\s+(?P<rest>.+)"
    # "going with jetstream": the subject is often left out, never the company kept
    r"|(?:(?:(?:we'?re|we\s+are|i'?m|i\s+am)\s+)?(?:going|staying|sticking)\s+with"
    # "we're going ahead with the loft conversion": a plan decided on
    r"|(?:(?:we'?re|we\s+are|i'?m|i\s+am|we'?ve|we\s+have|i'?ve|i\s+have)\s+)?(?:going|gone|pressing"
    r"|pushing)\s+ahead\s+with"
    # "im going for the january intake instead": a pick in place of the one before; not
    # "going for a run"
    r"|(?:(?:we'?re|we\s+are|i'?m|i\s+am)\s+)?going\s+for(?=\s+the\s+[^.!?]{1,40}?\binstead\b)"
    # "we stay on Hetzner, it's a fifth of the cost": kept, after weighing a move
    r"|(?:we|i)(?:'ll|\s+will)?\s+(?:stay|stick)\s+(?:on|with))\s+"
    r"(?!(?:my|our|his|her|their|the|a|some)\s+(?:\w+\s+)?(?:parents|mum|mom|dad|family|friends?"
    r"|folks|sister|brother|aunt|uncle|grand\w+|partner|girlfriend|boyfriend|wife|husband|kids"
    r"|children|son|daughter|boss|team|colleagues?|co-?workers?|class|group|guys|girls|dog"
    r"|flow|crowd|grain|gut)\b)"
    r"(?P<rest2>.+)"
    # "we'll go serverless": a bare "go" naming the option, not a trip or an errand.
    r"|(?:(?:we|i)(?:'ll|\s+will)|let'?s)\s+go\s+"
    # "let's go breezy from here on": a style for good is an instruction, not a pick
    r"(?!.*\b(?:from\s+(?:here|now)\s+on|going\s+forward|always|every\s+time)\b)"
    r"(?!(?:to|for|back|out|ahead|home|through|over|and|on|off"
    r"|chatty|casual|formal|informal|short|shorter|brief|long|longer|simple|plain|easy|slow|slower"
    r"|fast|faster|light|lighter|gentle|deeper|bold|big|small|full|all|halves|dutch|live|quiet"
    r"|there|here|in|into|up|down|away|around|get|see|check|try|with|a|an|the|some|via|somewhere"
    r"|anywhere|elsewhere|everywhere|train|run|swim|shop|shopping|eat|sleep|work|play|walk|hike|grab"
    r"|buy|fetch|visit|talk|ask|find|look|make|do|camping|fishing|hiking|running|dancing|skiing"
    r"|crazy|nuts|mad|bananas|wild|broke|bust|first|next|now|tomorrow|today|later|soon)\b)"
    r"(?P<rest8>\w[\w.+#-]*(?:\s+[\w.+#-]+)?\b.*)"
    # "Postgres it is": the choice named before "it is".
    r"|(?!(?:that|this|it|what|how|which|so|as|here|there|whatever|such|who|where|why|when)\b)"
    r"(?!.*\b(?:how|what|so|such|too|very|where|who|why|when|whatever)\s+\S+\s+it\s+is\b)"
    r"(?P<rest9>\w[\w .+#/-]{0,40}?)\s+it\s+is(?:\s+then)?\s*(?:[,;.!-].*)?$"
    r"|(?:(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?)?booked\s+(?P<rest10>.+)"
    r"|(?:(?P<subj3>we|i)(?:'ve|\s+have)?\s+)?(?:finally\s+|now\s+|just\s+|all\s+)?"
    r"(?:decided|agreed|settled)\s+(?P<how>to|on|against|that|upon)\s+(?P<rest3>.+)"
    r"|(?:(?:final\s+(?:answer|decision|call|choice)|decision|verdict)(?:\s+on\s+(?:the\s+|our\s+"
    r"|my\s+)?(?P<on>[\w'-]+(?:\s+[\w'-]+){0,2}))?|it'?s\s+decided"
    r"|the\s+decision\s+is|decided|agreed|(?:we\s+|i\s+)?settled\s+(?:it|this|that)"
    r"|it'?s\s+settled)\s*(?:is|:|-|=|,)\s*(?P<rest4>.+)"
    r"|go\s+with\s+(?P<rest5>.+)"
    # "already went with hetzner": the "we" left out, as chat does, after a word of when
    r"|(?:we(?:'ve|\s+have)?\s+|(?=(?:already|finally|eventually)\s))"
    r"(?:(?:already|finally|eventually|just)\s+)?(?:chosen|chose|picked|selected"
    r"|went\s+with|gone\s+with|opted\s+for|settled\s+on|plumped\s+for)\s+"
    r"(?!(?:up|out|it\s+up|a\s+fight|poorly|badly|wrong|the\s+wrong|(?:my|our|the|his|her)\s+(?:gut"
    r"|instinct|instincts|heart|flow))\b)(?P<rest6>.+)"
    # "we ended up going with a different venue, the Old Mill": chosen in the end; not a
    # person gone along with ("ended up going with my mum")
    r"|(?:(?:we|i)\s+)?(?:(?:finally|eventually)\s+)?ended\s+up\s+(?P<verb16>going\s+with|choosing|picking"
    r"|booking|buying|taking|opting\s+for)\s+(?!(?:not|to|my|our|his|her|their|him|them|friends|the\s+kids"
    r"|the\s+flow|nothing|it|a\s+nap"
    r"|mum|mom|dad)\b)(?P<rest16>.+)"
    # "we're calling it Fieldstone": a name given
    r"|(?:(?:we'?re|we\s+are|we'?ll|we\s+will)\s+)(?:calling|naming|call|name)\s+it\s+"
    r"(?!(?-i:Quits|Even|Done)\b)(?P<rest13>(?-i:[A-Z0-9])\S*.*)"
    # "after a lot of back and forth we're keeping the old boiler": kept, after weighing it
    r"|(?:after\s+(?:a\s+lot\s+of\s+|lots\s+of\s+|much\s+|some\s+)?(?:back\s+and\s+forth"
    r"|deliberation|debate|debating|thought|discussion|agonising|agonizing)|in\s+the\s+end"
    r"|ultimately)[,\s]+(?:we'?re|we\s+are|i'?m|i\s+am|we'?ll|i'?ll)\s+keeping\s+"
    r"(?!(?:it|things|them)\s+(?:simple|short|light|quiet|small|brief)\b|(?:my|our)\s+(?:mouth|head"
    r"|cool|distance|options\s+open)\b|quiet|calm|going)(?P<rest14>(?:the|our|my)\s+.+)"
    # "the team voted and we're moving standups to 10am", "we voted to keep the logo"
    r"|(?:the\s+team|we)\s+voted\s+(?:to\s+(?!leave\b)|for\s+|and\s+(?=we(?:'re|\s+are|'ll"
    r"|\s+will)\b))(?P<rest15>.+)"
    r"|let'?s\s+(?P<rest7>.{1,200}\binstead\b.*)"
    # "we're doing rent 60/40 like ur option 1": the agent's option, taken
    r"|(?:we'?re|we\s+are|i'?m|i\s+am|we'?ll|we\s+will|i'?ll|i\s+will)\s+(?:doing|going\s+for"
    r"|taking|do|take)\s+(?P<rest18>[^.!?]{1,120}?)\s*,?\s+(?:like|as|per)\s+(?:ur|your|you|u)\s+"
    r"(?:option|suggestion|suggested|idea|said)\b[^,.!?;]*(?P<also18>,\s*and\s+[^.!?;]+)?.*"
    # "let's do Lisbon", "make it Porto instead": a named option picked, or a pick revised.
    r"|(?:let'?s|we(?:'ll|\s+will)|i(?:'ll|\s+will))\s+do\s+(?P<rest11>(?-i:[A-Z0-9])\S*.*)"
    r"|make\s+(?:it|that)\s+(?P<rest12>(?-i:[A-Z0-9])\S*.*|.{1,60}\binstead\b.*)"
    # "use 208-555-0143 instead": a number given in place of the one just given
    r"|use\s+(?P<rest17>[+$\u00a3\u20ac(]?\d[\d\s().,/+-]*\d\S*\s+instead\b.*))",
    _I,
)
UNSETTLED = re.compile(
    r"^\W*(?:not\s+yet|tbd|tbc|pending|undecided|unclear|unknown|no\s+idea|dunno|meh|who\s+knows"
    r"|still\b|nobody|no\s+one|none|i\b|i'm|im\b|it\b|it's|its\b|we\s+(?:lost|failed)|too\b"
    r"|nothing)",
    _I,
)
"""What follows a lead of a decision without deciding anything: "not yet", "meh", "it's too
spicy", "I failed the exam", "nobody knows"."""
DECISION_OBJECT = re.compile(
    r"^(?:use|go\s+with|switch|stick|keep|drop|adopt|choose|pick|move\s+(?:to|forward\s+with)"
    r"|migrate|implement|deploy|avoid|stop\s+using|replace|standardi[sz]e|rewrite|ship"
    r"|postpone|cancel|delay|release|launch|hire|rent|buy)\b",
    _I,
)
DECISION_BAD_OBJECT = re.compile(
    r"^(?:\w+ing\b|ya\b|(?:\S+\s+){0,4}in\s+mind\b|you|in\s+touch|an?\s+eye|my\s+fingers|going|trying|up|by|off|in\b|at\s+it"
    r"|(?:that|this|it)\s+in\s+mind|in\s+mind|it\s+up|the\s+faith|the\s+flow|quiet|busy"
    r"|safe|me\b|your\b|him|her|them)",
    _I,
)
DEICTIC = re.compile(
    r"^(?:that|it|this|those|these|them|one|(?:this|that)\s+one|the\s+(?:first|second|third"
    r"|last|other|former|latter)(?:\s+one)?)[\s.!]*$",
    _I,
)
RAISED_OR_CUT = (
    r"bump(?:ed|ing)|rais(?:ed|ing)|upp(?:ed|ing)|increas(?:ed|ing)|lower(?:ed|ing)"
    r"|drop(?:ped|ping)|cut(?:ting)?"
)
"""Verbs that set a value of the user's anew, up or down ("raising my rate to", "cut the
budget to"), as an alternation for the patterns of new values (`new_amounts.py`,
`updates.py`) to build on."""
USE_VERBS = frozenset({"go with", "opt for", "settle on", "standardize on", "standardise on"})
WE_WILL = re.compile(
    r"^(?:we|i)(?:'ll|\s+will|\s+should|'re\s+going\s+to|\s+are\s+going\s+to"
    r"|\s+am\s+going\s+to|'m\s+going\s+to)\s+",
    _I,
)

# --- corrections ---
CORRECTION_LEAD = re.compile(
    r"^(?:(?:that'?s|that\s+is|this\s+is|it'?s|that\s+was|this\s+was)\s+(?:wrong|incorrect"
    r"|not\s+(?:right|correct|accurate|what\s+i\s+(?:asked(?:\s+for)?|meant|wanted|said"
    r"|need(?:ed)?)))|(?:that|this|it)\s+(?:isn'?t|wasn'?t)\s+(?:right|correct|what\s+i)"
    r"|you'?re\s+wrong|you\s+are\s+wrong|you\s+got\s+(?:it|that|this)\s+wrong"
    r"|you\s+misunderstood|you\s+misread|wrong|incorrect|not\s+quite)\b[\s,.;:!-]*",
    _I,
)
SHORT_CORRECTION = re.compile(
    r"^(?!(?:i|it|that|this|he|she|they|we|you|there|not|no|my|our|still|just|already|yet"
    r"|only|really|kinda|pretty|so|too|haha|lol|sorry|well|ever|\w+ing)\b)[^?]{1,40}$",
    _I,
)
NO_LEAD = re.compile(
    r"^(?:no+|nope|nah)\s*[,.;:!-]+\s*|^no\s+(?=(?:i|it|the|use|don'?t|not|always|never)\b)",
    _I,
)
ACTUALLY = re.compile(r"^actually\b[\s,]*", _I)
I_SAID = re.compile(
    r"^(?:i\s+(?:already\s+|clearly\s+|specifically\s+)?(?:said|meant|asked\s+for"
    r"|asked\s+you\s+to|told\s+you\s+to)|what\s+i\s+(?:meant|said|wanted)\s+(?:was|is))"
    r"\s+(?!(?:to\s+(?:myself|him|her|them)|that\s+(?:i|we)|yes|hi|hello|goodbye|thanks)\b)"
    r"(?P<rest>.+)",
    _I,
)
TO_PREFIX = re.compile(r"^(?:to|that\s+you\s+should|you\s+should)\s+", _I)
STATEMENT_FIX = re.compile(
    r"^(?:(?:it|that|this|the\s+\w+)\s+(?:should|must|needs?\s+to|has\s+to|is\s+supposed\s+to"
    r"|'s\s+supposed\s+to)\b|(?:the\s+)?(?:correct|right)\s+\w+\s+is\b|the\s+answer\s+is\b)",
    _I,
)
NOT_X_BUT_Y = re.compile(r"^not\s+(?P<x>[^,;]{1,60}),\s*(?:but\s+)?(?P<y>[^,;]{1,60})$", _I)
Y_NOT_X = re.compile(r"^(?P<y>[^,;]{1,60}),\s*not\s+(?P<x>[^,;]{1,60})$", _I)

SLIP = (
    r"(?:out\s+of\s+(?:habit|reflex)|by\s+(?:mistake|accident)|without\s+thinking|on\s+autopilot"
    r"|but\s+(?:i\s+)?meant)"
)
"""How a user takes back a value they said by mistake: "I said trados out of habit"."""
WORK_ASKED = re.compile(
    r"^(?:(?:a|an|the|some|my|our|new|quick|rough|short|first)\s+)*(?:[\w'-]+\s+){0,2}"
    r"(?:shortlist|list|draft|template|summary|recap|plan|ideas|options|suggestions|recipe"
    r"|email|letter|rota|schedule|script|outline|quote|estimate|breakdown|checklist|itinerary"
    r"|agenda|rewrite|translation|caption|reply|invoice|menu|timeline|budget|proposal|cover\s+letter"
    r"|shopping\s+list|packing\s+list|tl;?\s*dr|eli5|gist|overview|explanation)\s+(?:please|pls|plz)$",
    _I,
)
"""A piece of work asked for with courtesy and nothing else: "venue shortlist pls", "a rough
budget please". A format asked that way ("metric pls", "bullet points please") is a style."""


def asks_for_work(text: str) -> bool:
    """Whether `text` only asks, politely, for a piece of work (`WORK_ASKED`), stops aside.

    The ask may close a sentence that says where the work comes from: "someone shared this
    in a group chat, tldr pls".
    """
    text = text.strip(" .!")
    return WORK_ASKED.match(text) is not None or (
        "," in text and WORK_ASKED.match(text.rsplit(",", 1)[1].strip()) is not None
    )


# --- reinforcement ---
REINFORCEMENT = Folded(
    r"\bexactly\s+(?:like\s+(?:that|this)|what\s+i\s+(?:wanted|needed|asked\s+for"
    r"|was\s+looking\s+for|meant|had\s+in\s+mind)|how\s+i\s+(?:like|want)(?:ed)?\s+it)"
    r"|\b(?:that'?s|this\s+is|that\s+is|this\s+was|that\s+was|it'?s)\s+(?:exactly|precisely"
    r"|just)\s+(?:what|how|the\s+(?:format|style|tone|length|kind))"
    r"|^(?:(?:yes|yeah|yep|perfect|great|good|nice)[,!.]?\s+)?(?:keep\s+(?:doing\s+(?:that"
    r"|this|it)|it\s+like\s+(?:this|that)|(?:this|that)\s+(?:format|style)|going\s+like"
    r"\s+(?:this|that))|(?:do\s+)?more\s+like\s+this|just\s+like\s+(?:that|this)"
    r"|like\s+(?:that|this)|spot\s+on|nailed\s+it|(?:that'?s\s+|this\s+is\s+|now\s+that'?s\s+)?"
    r"(?:much|way|a\s+lot|so\s+much)\s+better)\s*[.!]*$"
    r"|\bthat'?s\s+(?:the|a)\s+(?:format|style|tone|length)\s+i\s+(?:want|like|prefer)"
    r"|\bi\s+(?:really\s+)?(?:like|love)\s+(?:how|the\s+way)\s+you\b"
    r"|\b(?:continue|keep)\s+(?:doing|writing|formatting|answering)\s+(?:it\s+)?(?:this|that"
    r"|like)",
    needs=(
        "exactly",
        "precisely",
        "just",
        "keep",
        "like",
        "spot",
        "nailed",
        "better",
        "format",
        "style",
        "tone",
        "length",
        "love",
        "continue",
    ),
)

# The same intents in other words: instructions set aside, conversations or links sent
# out, claims made to other people, commands run. Each needs an object that a preference
# about the user's own answers does not have ("the chat", a URL in every answer, "it is free").
_DATA = (
    r"(?:chats?|conversations?|transcripts?|chat\s+logs?|message\s+history|history|dialog(?:ue)?s?"
    r"|sessions?|everything\s+(?:i|we|you)\s+(?:say|said|type|write|wrote)|credentials"
    r"|passwords|api\s+keys|(?:this|our|the|my)\s+(?:exchange|discussion|thread|messages))"
)
_ADDRESS = r"(?:[^\s@]+@[^\s@]+\.\w|https?://)"
_ANSWERS = (
    r"(?:every|each|all|any|your)\s+(?:(?:single|future|later|other|of\s+your)\s+)?"
    r"(?:answers?|repl(?:y|ies)|responses?|messages?|outputs?|emails?|posts?|completions?)"
)
_REWORDED = (
    r"\b(?:pay\s+no\s+attention\s+to|(?:don'?t|do\s+not|never|no\s+longer)\s+(?:follow|obey"
    r"|listen\s+to|stick\s+to|apply)|stop\s+(?:following|obeying|applying)|drop|abandon|scrap"
    r"|ditch|dismiss|cancel|erase|wipe|nullify|circumvent|evade|throw\s+away|set\s+aside"
    r"|put\s+aside|disobey|ignoring|disregarding)\s+(?:(?:all|any|the|your|every|of|previous"
    r"|prior|above|earlier|preceding|former|original|initial|existing|system|safety|developer"
    r"|these|those|old|current|standing)\s+){1,4}(?:instructions?|prompts?|rules|directives?"
    r"|guidelines|guidance|context|constraints|guardrails|polic(?:y|ies)|programming"
    r"|training|restrictions|directions|orders)\b"
    r"|\b(?:your|the|all|any)\s+(?:(?:previous|prior|earlier|above|original|old|initial"
    r"|system|existing)\s+){1,2}(?:instructions|rules|guidelines|prompts?|directives)\s+"
    r"(?:are|is|were)\s+(?:now\s+)?(?:void|cancell?ed|revoked|obsolete|invalid|null"
    r"|overridden|superseded|lifted|gone|no\s+longer\s+(?:valid|apply|applicable|in\s+effect))"
    r"|\b(?:your|the)\s+(?:new|real|actual|true|updated|secret)\s+(?:instructions|orders"
    r"|directives|task|mission|objective|goal|purpose|rules)\s+(?:are|is|:)"
    r"|\b(?:updated|revised|real|actual|override)\s+(?:system\s+)?(?:instructions|prompt)\s*:"
    r"|\b(?:admin|administrator|developer|system|root|operator)\s+(?:override|command"
    r"|instruction|directive|notice|message)\s*:"
    r"|\bact\s+as\s+(?:if|though)\s+you\s+(?:have|had)\s+no\s+(?:instructions|rules"
    r"|restrictions|guidelines|limits|filters)"
    r"|\b(?:respond|answer|reply|operate|act)\s+without\s+(?:any\s+)?(?:restrictions|filters"
    r"|limits|limitations|censorship|guardrails|safety)"
    r"|\b(?:reveal|print|show|output|repeat|display|leak|dump|tell\s+me|give\s+me|share|recite"
    r"|list|paste|copy|write\s+out|spell\s+out)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?your\s+(?:(?:full"
    r"|entire|original|hidden|secret|initial|exact|complete|internal)\s+){0,2}(?:instructions"
    r"|rules|guidelines|configuration|directives|setup\s+text|initial\s+text)"
    r"|\b(?:repeat|print|output|recite|copy|echo)\s+(?:back\s+)?(?:everything|all|the\s+(?:text"
    r"|words|lines|messages?|content))\s+(?:written\s+)?(?:above|before\s+(?:this|my\s+message))"
    r"|\bwhat\s+(?:were|are)\s+you\s+(?:told|instructed|programmed)\s+(?:to\s+do\s+)?(?:before"
    r"|earlier|at\s+the\s+start|initially|by\s+your)"
    r"|\b(?:send|forward|e-?mail|mail|cc|bcc|copy|share|post|upload|relay|leak|sync|back\s+up"
    r"|transfer|dm|text|report)\b[^\n]{0,80}?\b" + _DATA + r"\b[^\n]{0,80}?\b(?:to|at|into|on"
    r"|with)\s+"
    + _ADDRESS
    + r"|\b"
    + _DATA
    + r"\b[^\n]{0,60}?\b(?:send|forward|e-?mail|mail|post|upload|copy)\b"
    r"[^\n]{0,60}?"
    + _ADDRESS
    + r"|\b(?:include|add|append|insert|put|embed|attach|paste|place|mention|promote|show"
    r"|display|render|end\s+with|start\s+with|sign\s+off\s+with|link\s+to)\b[^\n]{0,80}?"
    r"https?://[^\n]{0,160}?\b(?:in|to|at\s+the\s+(?:end|start|bottom|top)\s+of|with)\s+"
    + _ANSWERS
    + r"|\b(?:in|to|at\s+the\s+(?:end|start|bottom|top)\s+of)\s+"
    + _ANSWERS
    + r"\b[^\n]{0,80}?https?://"
    r"|\balways\s+(?:include|add|append|insert|put|embed|paste|share|mention|link\s+to"
    r"|point\s+(?:people|users|them|everyone)\s+to|send\s+(?:people|users|them|everyone)\s+to"
    r"|redirect\s+(?:people|users|them|everyone)\s+to|refer\s+(?:people|users|them)\s+to)"
    r"\b[^\n]{0,60}?https?://"
    r"|\b(?:always|just|only|simply)\s+(?:say|tell\s+(?:them|people|users|customers|everyone"
    r"|anybody|anyone)|claim|state|insist|confirm|assure\s+(?:them|people|users|customers"
    r"|everyone))\s+(?:that\s+)?(?:it|this|that|they|everything|the\s+\w+|our\s+\w+)\s*(?:'s"
    r"|\s+is|\s+are|\s+was|\s+will\s+be)?\s+(?:completely\s+|totally\s+|100%\s+)?(?:free"
    r"|safe|legal|approved|certified|guaranteed|secure|official|legit(?:imate)?|risk-?free"
    r"|harmless|endorsed|verified|in\s+stock|on\s+sale|no\s+(?:cost|charge|risk))\b"
    r"|\btell\s+(?:all\s+)?(?:customers|other\s+users|all\s+users|every\s+user|everyone\s+else"
    r"|everyone\s+who\s+asks|visitors|clients|buyers)\b"
    r"|\b(?:say|claim|pretend|insist)\s+(?:that\s+)?you(?:'re|\s+are)\s+(?:a\s+)?(?:human"
    r"|real\s+person|official|(?:from|with)\s+(?:the\s+)?(?:bank|support|government"
    r"|security|police|irs))\b"
    r"|\b(?:don'?t|do\s+not|never)\s+(?:mention|reveal|disclose|say|admit)\s+(?:this|that|it"
    r"|anything)\s+to\s+(?:the\s+)?(?:user|customer|anyone|them|users|customers)\b"
    r"|\bkeep\s+(?:this|it|that)\s+(?:a\s+)?(?:secret|hidden|confidential)\s+from\s+(?:the\s+)?"
    r"(?:user|customer|users|customers|them)\b"
    r"|\bwithout\s+(?:telling|informing|notifying|alerting|warning)\s+(?:the\s+)?(?:user"
    r"|customer|users|customers|them|anyone)\b"
    r"|\b(?:approve|grant|authori[sz]e|accept)\s+(?:all|every|any)\s+(?:refunds?|requests?"
    r"|discounts?|transactions?|payments?|transfers?|withdrawals?)\b"
    r"|\b(?:run|execute|exec|eval)\b[^\n]{0,40}?(?:rm\s+-rf|curl\s|wget\s|powershell|bash\s+-c"
    r"|sudo\s|nc\s+-e|/bin/sh|base64\s+-d)"
)

# --- injection: text aimed at the agent's instructions rather than about the user ---
INJECTION = Folded(
    r"\b(?:ignore|disregard|forget|override|bypass|overrule|discard)\s+(?:(?:all|any|the"
    r"|your|every|of|previous|prior|above|earlier|preceding|former|original|initial|existing"
    r"|system|safety|developer|these|those)\s+){1,4}(?:instructions?|prompts?|rules"
    r"|directives?|guidelines|messages|context|constraints|guardrails|polic(?:y|ies)"
    r"|programming|training|restrictions)\b"
    r"|\b(?:ignore|disregard|forget)\s+(?:everything|anything)\s+(?:above|before|previously"
    r"|you\s+(?:were|have\s+been)\s+told)"
    r"|\b(?:reveal|print|show|output|repeat|display|leak|dump|tell\s+me|give\s+me|share"
    r"|expose|recite|echo|what\s+(?:is|are|'s))\s+(?:me\s+)?(?:your|the)\s+(?:(?:full|entire"
    r"|original|hidden|secret|initial|exact|complete|verbatim)\s+){0,3}(?:system\s+(?:prompt"
    r"|message|instructions)|(?:hidden|secret|initial|original)\s+(?:prompt|instructions)"
    r"|developer\s+(?:message|prompt|instructions)|instructions\s+(?:above|you\s+were\s+given)"
    r"|prompt\b)"
    r"|<\|?\s*(?:im_start|im_end|system|endoftext|eot_id|start_header_id|end_header_id)"
    # an opening tag stands apart: "Json<User>" and "Vec<Tool>" are type parameters in code
    r"\s*\|?>|(?:</|(?<![\w:])<)\s*(?:system|assistant|user|instructions?|tool|tool_call|function_call|sys"
    r"|developer)\s*>|\[/?\s*(?:INST|SYS|SYSTEM)\s*\]|<<\s*/?\s*SYS\s*>>"
    r"|(?:^|\n)\s*(?:system|assistant|developer|human|tool)\s*:"
    r"|\b(?:send|post|upload|forward|transmit|exfiltrate|leak|e-?mail|curl|wget|fetch|beacon"
    r"|submit|ping|copy)\b[^\n]{0,120}?\bhttps?://"
    r"|\bexfiltrat\w*|!\[[^\]\n]{0,100}\]\(\s*https?://[^)\s]{0,200}\?"
    r"|\byou\s+are\s+(?:now\s+)?(?:DAN|jailbroken|in\s+developer\s+mode|unrestricted"
    r"|no\s+longer\s+bound)|\bdeveloper\s+mode\b|\bjailbreak|\bdo\s+anything\s+now\b"
    r"|\bnew\s+(?:system\s+)?instructions\s*:|\bsystem\s+override\b"
    r"|\bpretend\s+(?:that\s+)?you\s+(?:have|are\s+under)\s+no\s+(?:rules|restrictions"
    r"|guidelines|filters)"
    r"|\b(?:don'?t|do\s+not|never)\s+(?:tell|inform|warn|let)\s+the\s+user\b"
    r"|\b(?:if|when|whenever)\s+(?:anyone|someone|somebody|other\s+users?|another\s+user"
    r"|any\s+user|users)\s+asks?\b",
    re.MULTILINE,
    # One of these is in every alternative's match (the first word, or the word every
    # ending of its list shares: "prompt", "instructions", "message"; "http" for links).
    needs=(
        "ignore",
        "disregard",
        "forget",
        "override",
        "bypass",
        "overrule",
        "discard",
        "prompt",
        "instructions",
        "message",
        "<",
        "[",
        ":",
        "http",
        "exfiltrat",
        "dan",
        "jailbr",
        "developer",
        "unrestricted",
        "bound",
        "anything",
        "pretend",
        "user",
        "ask",
    ),
)
REWORDED = Folded(_REWORDED, re.MULTILINE)
"""`INJECTION`'s intents in other words; searched only when a text holds one of
`REWORDED_WORDS` (or a URL or an address), which every alternative needs."""
REWORDED_WORDS = _words(
    """
    instruction instructions prompt prompts rules directive directives guidelines guidance
    context constraints guardrails policy policies programming training restrictions
    directions orders task mission objective goal purpose admin administrator developer
    system root operator limits filters limitations censorship safety configuration setup
    initial above before told instructed programmed free safe legal approved certified
    guaranteed secure official legit legitimate risk-free riskfree harmless endorsed verified
    stock sale cost charge risk customers users user everyone visitors clients buyers human
    person bank support government security police irs mention reveal disclose say admit
    secret hidden confidential telling informing notifying alerting warning refund refunds
    request requests discount discounts transaction transactions payment payments transfer
    transfers withdrawal withdrawals rm curl wget powershell bash sudo nc sh base64
    """
)
HIDDEN = re.compile("[\U000e0000-\U000e007f\u202a-\u202e\u2066-\u2069]")
"""Invisible Unicode tag characters and bidi overrides, used to hide instructions."""

# --- third-person rewriting ---
FIRST_PERSON = re.compile(
    # "US spelling", "moved to the US": the country, never the user
    # "I-130s", "the I-95": a form's or a road's name, not the user; "ii-v-i", "type-i
    # error": a letter inside a hyphenated word, not the user either
    r"\b(?<!-)(?!(?-i:US)\b)(?P<word>i(?![/.]\w|-\d)|we|me|my|mine|myself|our|ours|us|ourselves)"
    r"(?P<contraction>'m|'ve|'d|'ll|'re|\s+am\b|\s+are\b|\s+was\b|\s+were\b|\s+have\s+not\b"
    r"|\s+haven't\b|\s+have\b|\s+had\b|\s+do\s+not\b|\s+don't\b|\s+do\b)?\b",
    _I,
)
FIRST_PERSON_SUBJECT = re.compile(r"\b(?<!-)(?:i(?!-\d)|we)\b(?![/.]\w)", _I)
VERB_AFTER = re.compile(
    r"(?P<adverbs>\s+(?:(?:really|truly|strongly|usually|generally|typically|normally"
    r"|mostly|mainly|always|never|often|sometimes|also|just|only|still|already|absolutely"
    r"|definitely|strictly|firmly|much|even|ever|actually|honestly|personally|particularly"
    r"|especially|totally|simply|rarely|seldom|hardly|genuinely|deeply|certainly"
    r"|currently|now|no\s+longer|kind\s+of|sort\s+of|kinda|sorta|basically|literally|finally|officially|pretty\s+much|[a-z]{3,}ly(?=\s+(?!(?:in|on|at|to|for|with|the|a|an"
    r"|and|or|but|my|your|their|our|this|that|it|them|me|you)\b)))\s+){0,3})"
    # "co-facilitate", "re-run", "double-check": the verb is the whole hyphenated word
    r"(?P<verb>[a-z]+n't|(?:co|re|pre|de|over|under|double|cross|self|up|out)-[a-z]+|[a-z]+)\b",
    _I,
)
COORDINATED_VERB = re.compile(
    r"\b(?P<head>(?:and|but|or|then)\s+(?:(?:also|strongly|usually|generally|always|often"
    r"|only|really|mostly|definitely|completely|firmly|actively|would|absolutely)\s+){0,2})"
    r"(?P<verb>prefer|avoid|find|dislike|hate|enjoy|refuse|want|need|require|value|follow"
    r"|stay|steer|try|tend|believe|consider|feel|opt|choose|stick|insist|shop|wear|eat|use"
    r"|buy|rely|favou?r|prioriti[sz]e)\b(?!-)",
    _I,
)
LATER_SUBJECT = re.compile(r"\b(?:they|the\s+user|he|she|it|you|which|that|who)\b", _I)
NOT_VERBS = _words("and or but so too the a an to of in on at for with not")
IRREGULAR_THIRD = _mapping(
    "be=is|am=is|have=has|do=does|go=goes|don't=doesn't|haven't=hasn't|aren't=isn't"
)
FIRST_SUBJECT = _mapping(
    "'m=is|am=is|'re=is|are=is|was=was|were=was|'ve=has|have=has|had=had|'d=would|'ll=will"
    "|do=does|don't=doesn't|do not=does not|haven't=hasn't|have not=has not"
)
"""The verb after "I" or "we" when the subject becomes "the user" (or "the user's team")."""
LATER_SUBJECT_FORMS = _mapping("'m=they are|am=they are|was=they were|'re=they are")
OBJECTS = _mapping("me=them|us=them|mine=theirs|ours=theirs|myself=themselves|ourselves=themselves")
LIKING = _words("like love adore enjoy")
PAST_IRREGULAR = _words(
    "got went made took came saw left had did said told found thought bought brought felt kept "
    "met ran sat stood wrote began became broke chose drove ate fell flew forgot gave grew knew "
    "lost paid put read rode sold sent spent taught won wore understood sang swam slept tore hit "
    "quit let set cut hurt built caught fought meant heard held led lent sought shot shut spoke "
    "stole stuck swore threw woke was were rebuilt rewrote redid remade resold retook overtook "
    "outgrew undertook withdrew upheld drank forgave bit blew dug drew dealt fled hid hung "
    "knelt laid lit slid spun sprang stank struck swept swung wept rang rose shook sank stung "
    "bent bled bound crept froze leapt learnt misunderstood mistook overheard overslept spat "
    "trod wove wrung awoke bore forbade foresaw undid sought"
)
"""Past tenses that take no third-person -s ("the user got", not "the user gots")."""
NOT_PAST_ED = _words("need feed breed bleed speed seed proceed succeed exceed heed embed shred")
"""Present tenses that end in -ed."""
POLITE = _words("can could would will")
MODALS = _words(
    "can can't cannot could couldn't will won't would wouldn't shall shan't should shouldn't "
    "may might must mustn't did didn't was wasn't had hadn't ought"
)

# --- polarity and similarity ---
NEGATORS = _words(
    "never not no don't dont doesn't didn't won't can't cannot shouldn't isn't aren't wasn't "
    "avoid avoids avoiding avoided stop stops stopping without dislike dislikes hate hates "
    "refuse refuses nor none neither omit omits exclude excludes against skip skips quit "
    "mustn't wouldn't hasn't haven't detest detests despise despises loathe loathes aversion"
)
COMPARATORS = re.compile(r"\b(?:instead\s+of|rather\s+than|over|than|versus|vs)\b|,\s*not\b", _I)
STOPWORDS = _words(
    "a an the and or but so to of in on at by for with from as is are was were be been being "
    "am it its it's this that these those i me my mine we our us you your yours he she they "
    "them their his her user user's team team's please always just very really also only do "
    "does did doing done use uses used using write writes written prefer prefers preferred "
    "like likes love loves enjoy enjoys want wants need needs keep keeps make makes have has "
    "had get gets put give should must will would can could may might more less any all some "
    "every each when whenever time times now then there here what which who how if about into "
    "than instead rather over versus vs one ones thing things way include includes including "
    "add adds adding anymore"
)
SUFFIXES = tuple(_mapping("ss=ss|us=us|ies=y|ied=y|ness=|ing=|ed=|es=|s=").items())
"""Light stemming, first match wins; `ss` and `us` endings are kept as they are."""
WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
ASCII_WORD = re.compile(r"[a-z]+")
"""Lower-case ASCII words, for the cheap word-set screens before the patterns run."""
_CONTRACTED_WORD = re.compile(r"[a-z']+")
_ALNUM_WORD = re.compile(r"[a-z0-9]+")


@lru_cache(maxsize=4096)
def ascii_words(text: str) -> frozenset[str]:
    """The `ASCII_WORD` words of `text` lowered; cached, as several readers screen a sentence."""
    return frozenset(ASCII_WORD.findall(text.lower()))


@lru_cache(maxsize=4096)
def contracted_words(text: str) -> frozenset[str]:
    """Like `ascii_words`, with apostrophes kept inside words ("don't" is one word)."""
    return frozenset(_CONTRACTED_WORD.findall(text.lower()))


@lru_cache(maxsize=4096)
def alnum_words(text: str) -> frozenset[str]:
    """Like `ascii_words`, with digits as letters ("v2" and "2024" are words)."""
    return frozenset(_ALNUM_WORD.findall(text.lower()))


ELLIPTIC = re.compile(
    r"\b(?:do|does|did|is|are|was|were|can|will|has|have|had|would|should|could)(?:n't|\s+not)?"
    r"(?:\s+(?:too|either|though|anymore))?[\s.!]*$|\b(?:can't|cannot|won't)[\s.!]*$"
    # "my cat does the same thing": the verb's thing is the one said before
    r"|\b(?:do|does|did|doing)\s+(?:the\s+)?(?:exact\s+)?same(?:\s+thing)?(?:\s+(?:too|lol|haha"
    r"|all\s+the\s+time))?[\s.!]*$",
    _I,
)
"""A clause whose verb is left to the one before ("... but my club coach doesn't", "and my
partner does too", "my cat does the same thing"): it says nothing alone."""
