"""The option a "go with that" means, when the reply named it just before.

People pick first and seal after: "yeah SQS. nobody wants to babysit rabbit. go with that",
"porch light for sure. ... lets go with that", "2. the extra $130 is worth it ... going with
them". Read alone, the sealing sentence decides on "that"; read after the pick, it decides
on the option. `resolve_pick` writes the option in place of the pointer. The pick must be a
short fragment that names one of the agent's options: its words are the agent's, or it is
the number or letter of an item the agent listed ("2.", "b", "option 3", "the second one").
"""

from __future__ import annotations

import re

from imprint.pipeline.wording import as_offered

__all__ = ["listed_option", "numbered_pick", "resolve_pick"]

_I = re.IGNORECASE

_POINTING_PICK = re.compile(
    r"\b(?:(?P<with>go|going|goes|went|stick|sticking)\s+with|(?P<who>let'?s|lets|we'?ll|i'?ll"
    r"|we\s+will|i\s+will)\s+(?P<verb>do|take|use|book|order|pick|choose))\s+(?P<pointer>that"
    r"(?:\s+one)?|this\s+one|them|it|those|that\s+option)\b"
    # "going with that would be risky", "I'll do it later": not a pick
    r"(?!\s+(?:is|was|'s|would|will|could|should|might|later|tomorrow|tonight|again|myself"
    r"|first|next|soon|now)\b)",
    _I,
)
_LEAD = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yeah|yes|yep|yup|right|so|hmm+|alright|fine|definitely|def|deffo|o+h+"
    r"|a+h+|wow|omg|honestly|tbh|love|i\s+love|i\s+like|i\s+think)\b[\s,.!]*)*",
    _I,
)
_TAIL = re.compile(
    r"[\s,]*(?:for\s+sure|then|please|pls|i\s+think|definitely|def|deffo|defo|obviously|easily"
    r"|all\s+the\s+way"
    r"|100%|hands\s+down|no\s+question"
    # "the second one looks perfect": the pick praised, said as a remark
    r"|(?:looks|sounds|seems|is)\s+(?:(?:really|just|absolutely|so)\s+)?(?:perfect|great|good"
    r"|ideal|lovely|amazing|best|right|spot\s+on|the\s+one|the\s+best))?[\s.!]*$",
    _I,
)
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")
_INDEX = re.compile(
    r"^(?:(?:option|number|no\.?|#)\s*)?(?P<n>[1-9]|[a-f])\b[).:]?$"
    r"|^(?:the\s+)?(?P<ord>first|second|third|fourth|fifth|sixth)(?:\s+(?:one|option))?$",
    _I,
)
_WORD = re.compile(r"[\w+#&'-]+")
MAX_PICK_WORDS = 5
"""A fragment longer than this says more than which option it is."""


def listed_option(index: str, agent_output: str) -> str | None:
    """The name of the agent's listed option that `index` ("2", "b", "second") points at."""
    m = _INDEX.match(index.strip().rstrip("."))
    if m is None:
        return None
    key = m.group("n") or str(_ORDINALS.index(m.group("ord").lower()) + 1)
    if key.isdigit():
        item = re.search(
            rf"(?:^|\n)\s*(?:#|\()?{key}[).:]\s+(?P<text>[^\n]+)|\({key}\)\s+(?P<inline>[^;\n(]+)",
            agent_output,
        ) or re.search(
            # "1) Morning Comal 2) Curbside Comal 3) ...": a list run on in one line
            rf"(?:^|\s){key}\)\s+(?P<inline>[^;\n]+?)(?=\s+\(?{int(key) + 1}\)\s|[;\n]|$)",
            agent_output,
        )
    else:
        item = re.search(rf"\({key}\)\s+(?P<inline>[^;\n(]+)", agent_output, _I)
    if item is None:
        return _in_run_on_list(int(key), agent_output) if m.group("ord") else None
    found = item.groupdict()
    text = found.get("text") or found.get("inline") or ""
    name = re.split(r"\s*(?::|\s[-\u2013\u2014]\s|,|\(|;|\.\s)", text.strip(), maxsplit=1)[0]
    return name.strip(" .") or None


_RUN_ON_LIST = re.compile(r":\s*(?P<items>[^.\n?:]+)")
"""Options listed after a colon in one line: "three venues: The Grange, Willow Creek, Oak Hall"."""
_LIST_BREAK = re.compile(r"\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+")
_ITEM_MAX_WORDS = 4


def _in_run_on_list(n: int, agent_output: str) -> str | None:
    """The `n`th of the options the agent listed after a colon, said by its place ("the second")."""
    for m in _RUN_ON_LIST.finditer(agent_output):
        items = [item.strip(" .") for item in _LIST_BREAK.split(m.group("items")) if item.strip()]
        if len(items) >= 2 and all(len(item.split()) <= _ITEM_MAX_WORDS for item in items):
            return items[n - 1] if n <= len(items) else None
    return None


def _bare(sentence: str) -> str:
    """`sentence` without the nod before a pick or the "for sure" after it."""
    return _TAIL.sub("", _LEAD.sub("", sentence)).strip()


def numbered_pick(sentence: str, agent_output: str) -> str | None:
    """The option a reply picks by its number alone ("2 for sure", "def #3", "the second one").

    None unless the sentence is the number with at most a nod or a "for sure" around it and
    the agent listed an item under that number.
    """
    core = _bare(sentence)
    if core and len(core) > _LONGEST_INDEX:
        # "the second one, kids have never been abroad": the number, then why
        led = _INDEX_THEN_WHY.match(_LEAD.sub("", sentence).strip())
        return listed_option(led.group("index"), agent_output) if led is not None else None
    if not core:
        return None
    return listed_option(core, agent_output)


_INDEX_THEN_WHY = re.compile(
    r"^(?P<index>(?:the\s+)?(?:first|second|third|fourth|fifth|sixth)(?:\s+(?:one|option))?"
    r"|(?:option\s+|number\s+|#)?[1-9])\s*(?:[,;:]|\s+-+|\s+(?:because|bc|cos|since|as)\b)\s*"
    # not a list of numbers ("3, 4 and 5 are fine")
    r"(?!(?:\d|and|or|&|first|second|third|fourth|fifth|sixth)\b)\S",
    _I,
)
"""A pick by number with its reason after it: "the second one, kids have never been abroad"."""
_LONGEST_INDEX = len("the fourth option")
"""No number said alone is longer; the quick test keeps long sentences off the patterns."""


def _pick_in(sentence: str, agent_output: str) -> str | None:
    """The option a short fragment picks, as the agent wrote it, or None."""
    core = _bare(sentence)
    words = _WORD.findall(core)
    if not words or len(words) > MAX_PICK_WORDS:
        return None
    listed = listed_option(core, agent_output)
    if listed is not None:
        return listed
    if not all(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", agent_output, _I) for w in words):
        return None
    if len(words) == 1 and words[0].lower() in _COMMON:
        return None
    return as_offered(core, agent_output)


_LEANING = re.compile(
    r"\b(?:(?:keep|kept)\s+(?:coming|going)\s+back\s+to|(?:i'?m|we'?re|i\s+am|we\s+are)\s+"
    r"(?:leaning|drawn|swaying)\s+(?:towards?|to)|(?:really\s+)?(?:like|love|prefer)s?"
    r"|(?:my|our)\s+(?:fave|favourite|favorite|pick)\s+is)\s+(?P<pick>[^,.;!?]+?)\s*(?:[,.;!?]|$)",
    _I,
)
"""An option the user leans to in a sentence of its own: "i keep coming back to slack water"."""
_COMMON = frozenset(
    """yes no ok okay that this it one the a an both neither either all none sure fine good
    great perfect nice cool agreed done""".split()
)


def resolve_pick(sentence: str, before: tuple[str, ...], agent_output: str) -> str:
    """`sentence` with the option a pointing pick means written in, or as it was."""
    if not agent_output:
        return sentence
    m = _POINTING_PICK.search(sentence)
    if m is None or (
        (m.group("verb") or "").lower() == "do" and m.group("pointer").lower() == "it"
    ):
        return sentence  # "I'll do it": a task taken on, not an option picked
    # "the second one looks perfect, let's book it": the pick may come first in the sentence
    lead = sentence[: m.start()].rstrip(" ,;-")
    priors = [(prior, False) for prior in reversed(before)] + ([(lead, True)] if lead else [])
    for prior, in_sentence in priors:
        named = _pick_in(prior, agent_output)
        if named is None and "," in prior:
            # "harvest table deffo, the others are a bit naff": the pick, then why
            named = _pick_in(prior.split(",", 1)[0], agent_output)
        leaning = _LEANING.search(prior) if named is None else None
        if leaning is not None:
            # "i keep coming back to slack water. ... going with that": the option leaned to
            named = _pick_in(leaning.group("pick"), agent_output)
        if named is not None:
            # "we'll take that" is read as the pick it is: "we'll go with Geodis"
            said = m.group("with") or f"{m.group('who')} go"
            if in_sentence:
                return f"{said} with {named}{sentence[m.end() :]}"  # the lead said as the pick
            return f"{sentence[: m.start()]}{said} with {named}{sentence[m.end() :]}"
    return sentence
