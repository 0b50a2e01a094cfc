"""Someone named with a condition of theirs: "pepper is allergic to chicken".

Parents and pet owners name a child or an animal and say what a carer must know: "oh and
pepper's allergic to chicken", "leo is coeliac", "Mia has type 1 diabetes". No "my daughter"
or "my dog" says whose they are, and the name is often typed in lower case; but only a
being is allergic, coeliac or diabetic, so the word before it is a name. `named_condition`
gives the fact as said, from the name on ("Pepper is allergic to chicken.").

Left alone: a pronoun or a word for people in general ("everyone's allergic to
something"), a question, a condition hoped or feared ("might be allergic").
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline.named_beings import NOT_SUBJECTS

__all__ = ["named_condition"]

_CONDITION = re.compile(
    r"^\W*(?:(?:oh|and|also|plus|btw|fyi|but|so)\W+){0,3}"
    r"(?P<name>[A-Za-z][a-z\u00c0-\u024f-]{1,15})(?:'s\s+got|\u2019s\s+got|'s|\u2019s|\s+has\s+got|\s+is|\s+has)\s+"
    r"(?:(?:also|really|very|severely|badly|quite|now)\s+)?"
    r"(?P<what>(?:allergic|intolerant)\s+to\s+[^,.;!?]{2,40}?|coeliac|celiac|diabetic|epileptic"
    r"|asthmatic|(?:type\s+[12]\s+)?diabetes|epilepsy|asthma|eczema|an?\s+(?:\w+\s+)?allergy"
    r"|(?:a\s+)?(?:nut|peanut|egg|dairy|milk|gluten|chicken|beef|fish|shellfish|soy|wheat)"
    r"\s+allergy)"
    r"(?=\s*(?:[,.;!?(]|$|\s+(?:if|so|and|but|which|the|since|as)\b))",
    re.IGNORECASE,
)
_NOT_NAMES = NOT_SUBJECTS | frozenset(
    "everybody someone somebody nobody half most one none plus".split()
)
"""Words for people in general ("nobody here is diabetic") beside those naming no one."""
_HOPED = re.compile(r"\b(?:might|may|could|maybe|probably|possibly|think|thinks)\b", re.IGNORECASE)


def named_condition(sentence: str) -> str | None:
    """The fact of someone named with a condition of theirs, as said, or None."""
    text = sentence.strip()
    if text.endswith("?"):
        return None
    m = _CONDITION.match(text)
    if m is None or m.group("name").lower() in _NOT_NAMES or _HOPED.search(text[: m.end()]):
        return None
    name = m.group("name")
    # what follows is told of them too ("mochi is diabetic, insulin twice a day")
    return h.canonical(f"{name[0].upper()}{name[1:]}{text[m.end('name') :]}")
