"""A field of study or teaching changed: "switched to economics" after "a chemistry major".

Students change their major and teachers are moved to another subject, and they tell it by
naming only the new field: "I switched to economics last month", "I've been moved over to
teaching geography this term". Word vectors put the fields of a school apart ("economics"
and "chemistry" 0.26, "geography" and "history" 0.27), so the class is listed here. The old
memory must hold its field in a frame of study or teaching (a major, a degree, a subject
taught); the new one must name another field, and not the old one, and be told as a change
(the caller's `changed`). "also teaches geography" adds a field beside the old one.
"""

from __future__ import annotations

import re

__all__ = ["field_changed"]

_FIELDS = (
    r"accounting|anthropology|archaeology|architecture|art|art\s+history|astrophysics"
    r"|biochemistry|biology|bio|business(?:\s+studies)?|chemistry|chem|classics|comp\s*sci"
    r"|computer\s+science|computing|criminology|dance|data\s+science|dentistry|design|drama"
    r"|economics|econ|education|engineering|english(?:\s+lit(?:erature)?)?|finance|fine\s+art"
    r"|french|geography|geology|german|history|journalism|law|linguistics|literature"
    r"|management|marketing|maths|math|mathematics|media\s+studies|medicine|music|neuroscience"
    r"|nursing|pharmacy|philosophy|physics|politics|political\s+science|psychology|psych"
    r"|religious\s+studies|RE|sociology|spanish|statistics|stats|theology|zoology"
)
_FIELD = re.compile(rf"\b(?P<field>{_FIELDS})\b", re.IGNORECASE)
_STUDY_FRAME = re.compile(
    r"\b(?:majors?|majoring|minor|degree|studying|studies|study|student|teach|teaches|teaching"
    r"|teacher|lecturer|lecturing|course|phd|masters|msc|ba|bsc|a-?levels?|gcse|class(?:es)?"
    r"|department|dept|module|undergrad|postgrad)\b",
    re.IGNORECASE,
)
_INTO_FIELD = re.compile(
    r"\b(?:switched|switching|changed|changing|moved|moving|transferred|swapped|swapping|went"
    r"|going)\s+(?:(?:over|across|back)\s+)?(?:to|into)\s+(?:teaching\s+|studying\s+|doing\s+)?"
    rf"(?:{_FIELDS})\b",
    re.IGNORECASE,
)
"""A field moved into: "switched to economics", "moved over to teaching geography"."""
_BESIDE = re.compile(r"\b(?:also|too|as\s+well|another|second|double|joint|minor)\b", re.I)
"""What makes a new field one more beside the old ("also teaches geography")."""
_SHORT = {
    "chem": "chemistry",
    "econ": "economics",
    "bio": "biology",
    "math": "maths",
    "mathematics": "maths",
    "stats": "statistics",
    "psych": "psychology",
    "comp sci": "computer science",
    "compsci": "computer science",
}
"""Short names of a field, written as its name: "switched to chem" names chemistry."""


def _fields(text: str) -> set[str]:
    found = set()
    for m in _FIELD.finditer(text):
        word = m.group("field")
        if word == "RE" or word.lower() != "re":
            low = " ".join(word.lower().split())
            found.add(_SHORT.get(low, low))
    return found


def field_changed(content: str, old_content: str) -> bool:
    """Whether `content` names a new field of the study or teaching `old_content` holds.

    The caller has read `content` as a change; this says the two name two fields of one
    kind, the old one in a frame of study or teaching.
    """
    if _STUDY_FRAME.search(old_content) is None or _BESIDE.search(content) is not None:
        return False
    if _STUDY_FRAME.search(content) is None and _INTO_FIELD.search(content) is None:
        return False  # "moved to a design agency": a field's word, not a field studied
    new, old = _fields(content), _fields(old_content)
    return bool(new - old) and bool(old) and not old & new
