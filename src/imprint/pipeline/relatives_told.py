"""What a question or a request tells of the user's people in a relative clause, as a sentence.

"what's a good gift for my wife who loves gardening?", "how do i get my cat, who hates the
carrier, to the vet?", "any tips for my son who just started secondary school": the ask is
for this turn, but the clause after "who" tells something of the user's wife, cat or son
that holds beyond it. Read whole, the question hides it from every reader; cut out as "my
wife loves gardening." it is read as the user would have told it. Only "who" (people and
pets; "which" and "that" as often pick out a thing at hand), only a state or a habit (not
"who might", "who will"), and only inside a question or an ask: a statement ("we're
throwing a party for my mum who turns 70") is read whole by the readers of facts already.
"""

from __future__ import annotations

import re

from imprint.pipeline.patterns import QUESTION_HEAD
from imprint.pipeline.screened import screened

__all__ = ["told_in_relatives"]

_I = re.IGNORECASE
_VERB = (
    r"(?:'s\s+got|'s|is|are|'re|has|have|had|was|were|can'?t|cannot|won'?t|doesn'?t|does\s+not"
    r"|don'?t|do\s+not|isn'?t|aren'?t|(?:just|recently|finally|only|still|always|never|really"
    r"|absolutely|both|now)\s+\w+|loves?|hates?|likes?|adores?|gets?|needs?|uses?|lives?|works?"
    r"|goes|plays?|turns?|turned|started|keeps?|struggles?|suffers?|wears?|eats?|sleeps?"
    r"|refuses?|prefers?|owns?|runs?|teaches|studies|does|moved|retired|broke)"
)
_RELATIVE = screened(
    r"\b(?P<np>(?:my|our)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)\s*,?\s+who(?:\s+|(?='))(?P<verb>"
    + _VERB
    + r")\b"
    r"(?P<rest>[^,;:.!?()]{2,80}?)"
    r"(?=\s*(?:[,;:.!?()]|$|\s+(?:and|but|so)\s+(?:what|how|can|could|should|would|where|which"
    r"|is|are|do|does|any|i|we)\b))",
    _I,
)
"""A person or pet of the user's, then "who" and what holds of them."""
_NOT_SAID = re.compile(
    r"^\s*(?:might|may|would|will|could|should|wants?\s+to|is\s+going\s+to|'s\s+going\s+to)\b"
    r"|\b(?:if|whether|maybe|probably)\b",
    _I,
)
"""A relative clause of what may be or is wished: no state of the person."""
_ASK = re.compile(
    r"^\W*(?:(?:ok|so|hey|hi|also|and|btw|quick\s+q)\W+)*(?:can|could|would|will)\s+(?:you|u)\b"
    r"|^\W*(?:(?:ok|so|hey|hi|also|and|btw)\W+)*(?:any\s+(?:ideas|tips|advice|recs|suggestions)"
    r"|(?:i'?m\s+|im\s+)?looking\s+for|(?:i\s+)?need\s+(?:a|an|some|ideas|help|advice|tips)"
    r"|help\s+me|suggest|recommend|ideas\s+for|tips\s+for|advice\s+for)\b",
    _I,
)
"""A request that is not a question by its mark ("any tips for my son who ...")."""
_MIN_WORDS = 2
_SPELLED_OUT = {"'s": "is", "'re": "are", "'s got": "has got"}


def told_in_relatives(sentence: str) -> tuple[str, ...]:
    """`sentence`, then each state told of the user's people in its relative clauses.

    Only a question or an ask gives more than `sentence` itself.
    """
    if "who" not in sentence.lower():
        return (sentence,)
    asked = (
        sentence.rstrip().endswith("?")
        or QUESTION_HEAD.match(sentence) is not None
        or _ASK.match(sentence) is not None
    )
    if not asked:
        return (sentence,)
    told: list[str] = []
    for m in _RELATIVE.finditer(sentence):
        verb = m.group("verb")
        said = f"{verb}{m.group('rest')}".strip()
        if _NOT_SAID.search(said) or len(said.split()) < _MIN_WORDS:
            continue
        if verb.startswith("'"):
            said = _SPELLED_OUT[" ".join(verb.split())] + said[len(verb) :]
        told.append(f"{m.group('np')} {said.strip()}.")
    return (sentence, *told)
