r"""Text the user pastes for the agent to work on: someone else's words, never the user's.

"summarise this: <article>", "translate this into Spanish:\n\n<email>", "what do you
think of this: <post>", "can you proofread \"<sentence>\"": what follows the request (or
what the request quotes) is material to process. An "I always tell new runners..." in it
is the author's habit, not the user's rule, so it is set aside before anything is read.
The user's own words around it (the request itself, a sentence after the closing quote)
are still read.

A request needs a verb that processes text and an object that points at the paste ("this",
"the following", "my essay", "into French"), so "two things to fix: always use tabs" keeps
its rules.
"""

from __future__ import annotations

import re

__all__ = ["set_aside_pasted"]

_LEGIT = (
    r"(?:is|are)\s+(?:this|that|it|these|those)\s+(?:(?:actually|really|even|at\s+all)\s+)?"
    r"(?:legit|true|accurate|correct|real|right|bs|bullshit|nonsense|a\s+myth|good\s+advice|sound"
    r"|safe|evidence[\s-]based|science[\s-]based|backed\s+by\s+(?:science|evidence))"
)
"""A claim the user asks about: 'is this legit?? "..."', 'is this true:'."""
_LEGIT_ASK = re.compile(_LEGIT, re.IGNORECASE)
_VERB = (
    r"(?:summari[sz]e|sum\s+up|tl;?\s*dr|translate|proof-?read|paraphrase|rephrase|reword|rewrite"
    r"|copy-?edit|edit|shorten|simplify|explain|critique|review|fact-?check|check|correct|fix"
    r"|improve|polish|analy[sz]e|grade|mark|clean\s+up|tidy\s+up|respond\s+to|reply\s+to"
    r"|what\s+do\s+you\s+(?:think|make)\s+of|(?:any\s+)?(?:thoughts|opinions?|feedback|notes)\s+on"
    r"|(?:give|get)\s+(?:me\s+)?(?:the\s+)?(?:gist|key\s+points|main\s+points)\s+of"
    # "what does this bit mean on the label:", "what is this saying:": text to explain
    r"|what\s+(?:does|do)\s+(?:this|these|that|those|it|the\s+[\w-]+)(?:\s+[\w-]+)?\s+(?:mean|say)"
    # "what does this do", "whats this part of my start gcode do": code to explain
    r"|what(?:'?s|\s+does|\s+do)\s+(?:this|these|that|those|the\s+[\w-]+)(?:\s+[\w-]+){0,6}?\s+do"
    r"|what\s+(?:is|are)\s+(?:this|these|that|they|it)\s+(?:saying|telling\s+me)|decode|interpret"
    # "what does derate mean here?" above a pasted sheet: a term of the text below
    r"|what\s+(?:does|do)\s+[\"']?[\w-]+[\"']?\s+mean\s+(?:here|in\s+(?:this|these|the\s+[\w-]+))"
    r"|break\s+down"
    # 'is this legit?? "Runners should always ..."': a claim to check
    r"|" + _LEGIT + r")"
)
_THING = (
    r"(?:text|article|email|e-mail|mail|message|paragraph|passage|post|piece|essay|letter"
    r"|abstract|quote|note|notes|review|summary|story|draft|blurb|bio|report|section|chapter"
    r"|thread|comment|reply|tweet|excerpt|transcript|speech|poem|lyrics|paper|doc|document"
    r"|page|statement|description|copy|sentence|line|lines|words|bit|one|thing|stuff)"
)
_OBJECT = (
    rf"(?:this|these|that|it|the\s+following|following|below|(?:the|my|this|that|a|an|his|her"
    rf"|their|our|your|his)\s+(?:[\w'-]+\s+){{0,2}}?{_THING}\b|(?:in)?to\s+[A-Z][a-z]+)"
)
_ASK = (
    r"(?i:(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|plz\s+)?"
    rf"(?P<verb>{_VERB}))"
)
_HEADER = re.compile(
    rf"(?:^|(?<=[.!?,])\s+)(?i:(?:ok(?:ay)?|hey|hi|so|now|and|also|next|then|right|quick|one\s+more"
    rf"|another\s+one)\W+){{0,2}}{_ASK}(?P<object>\s+(?i:{_OBJECT}))?"
    r"[^\n.!?:\"]{0,60}?(?P<end>[?!.]{0,3}\s*:|[?!.]{0,3}[ \t]*\n\s*\n|[?!.]{0,3}\s+(?=[\"']))",
    re.MULTILINE,
)
"""A request to work on text, up to where the paste starts: a colon, a blank line or a quote.
An opener may come first ("ok summarise this:", "hey, translate this:")."""
_SCREEN = frozenset(
    """summarise summarize sum tldr tl translate proofread proof paraphrase rephrase reword
    rewrite copy edit copyedit shorten simplify explain critique review fact check correct fix
    improve polish analyse analyze grade mark clean tidy respond reply think make thoughts
    opinion opinions feedback notes give get mean say saying telling decode interpret
    break do legit true accurate correct real right bs bullshit nonsense myth advice sound safe
    evidence science backed""".split()
)
_WORD = re.compile(r"[a-z]+")
"""Every request holds one of these; most replies hold none and skip the full pattern."""
_BARE_VERB = re.compile(
    r"(?i:summari[sz]e|sum\s+up|tl;?\s*dr|translate|proof-?read|what\s+(?:does|do|is|are)\s+(?:this"
    r"|these|that|those|it|they|the\s+[\w-]+)(?:\s+[\w-]+)?\s+(?:mean|say|saying|telling\s+me)"
    r"|what(?:'?s|\s+does|\s+do)\s+(?:this|these|that|those|the\s+[\w-]+)(?:\s+[\w-]+){0,6}?\s+do"
    r"|what\s+(?:does|do)\s+[\"']?[\w-]+[\"']?\s+mean\s+(?:here|in\s+(?:this|these|the\s+[\w-]+))"
    r"|" + _LEGIT + r")$"
)
"""Verbs that ask to work on text even without an object ("tldr:", "translate pls:", "what
does this bit mean on the label:")."""
_AFTER = re.compile(
    rf"^\W*(?i:(?:ok(?:ay)?|so|now|and|also)\W+)?{_ASK}(?P<object>\s+(?i:the\s+above|above|that|this"
    rf"|it|all\s+(?:that|this)|{_OBJECT}))?[^\n]{{0,60}}$"
)
"""A request after the paste, in its own last paragraph ("<article>\n\ntldr the above")."""


_OWN_WORDS = re.compile(r"^\W*(?:i|i'm|i've|my|we|we're|our|me)\b", re.IGNORECASE)
"""What the user says of themselves after asking what something means: not a paste."""
_QUOTED_WORDS = 4
"""Words a quotation needs to be a paste rather than a word or phrase quoted."""
_PASTE_WORDS = 15
"""Words a paragraph needs before a request after it makes it a paste."""


def set_aside_pasted(text: str) -> tuple[str, bool]:
    """`text` without the material it asks the agent to process, and whether any was found."""
    # a paste starts at a colon, a quote or a blank line; most replies hold none of them
    if not (":" in text or '"' in text or " '" in text or "\n\n" in text):
        return text, False
    if _SCREEN.isdisjoint(_WORD.findall(text.lower())):
        return text, False
    paragraphs = text.rstrip().rsplit("\n\n", 1)
    if len(paragraphs) == 2:
        last = _AFTER.match(paragraphs[1].strip())
        pointed = last is not None and (
            last.group("object") or _BARE_VERB.match(last.group("verb"))
        )
        # a paste is long; "I play cello.\n\nCan you explain it?" gives context, not a paste
        if pointed and len(paragraphs[0].split()) >= _PASTE_WORDS:
            return paragraphs[1].strip(), True
    for m in _HEADER.finditer(text):
        if m.group("object") is None and not _BARE_VERB.match(m.group("verb")):
            continue  # "two things to fix: always use tabs" points at no paste
        head, rest = text[: m.start("end")], text[m.end("end") :]
        if not rest.strip():
            continue
        if (
            m.group("verb").lower().startswith("what") or _LEGIT_ASK.match(m.group("verb"))
        ) and _OWN_WORDS.match(rest.lstrip(" \n\"'")):
            # "what does this mean: I always get migraines after coffee", "is this safe: i'm
            # 14 weeks pregnant and still running": the user's own words
            continue
        end = m.group("end")
        if (
            "\n" not in end
            and not end.strip(" ?!.\t")
            and len(_quoted(rest).split()) < _QUOTED_WORDS
        ):
            continue  # 'rewrite it with "we" throughout': a word quoted, not a paste
        after = _after_paste(rest)
        if after is None:
            return head, True
        # 'proofread "..." for me?' goes on after the quote; after a colon a new sentence starts
        joint = "\n" if m.group("end").strip(" ?!.") else " "
        return f"{head}{joint}{after}", True
    return text, False


def _quoted(rest: str) -> str:
    """The quotation `rest` opens with (up to its closing quote or the end)."""
    stripped = rest.lstrip()
    close = stripped.find(stripped[:1], 1)
    return stripped[1:close] if close != -1 else stripped[1:]


def _after_paste(rest: str) -> str | None:
    """What the user writes after a quoted paste, or None when the paste runs to the end."""
    stripped = rest.lstrip()
    quote = stripped[:1]
    if quote not in ('"', "'"):
        return None
    close = stripped.find(quote, 1)
    while close != -1 and quote == "'" and stripped[close + 1 : close + 2].isalpha():
        close = stripped.find("'", close + 1)  # "don't" inside: an apostrophe, not the end
    if close == -1:
        return None
    return stripped[close + 1 :].strip() or None
