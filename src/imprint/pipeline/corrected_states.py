"""What the user's thing is, said to put the agent right: "no, it's a fan oven".

A reply that corrects the agent often tells the fact the agent got wrong as "it is ...":
"ugh no. this app has zero XML layouts, it's Jetpack Compose top to bottom", "celsius
please, and it's a fan oven", "i don't own it, im renting. its a housing association
flat", "cant take it with breakfast, it has to be on an empty stomach". "It" is the thing
the agent assumed about; the clause is the user's fact. `corrected_state` finds it in a
sentence of a correcting reply; the reader keeps it in the user's words.
"""

from __future__ import annotations

import re

__all__ = ["corrected_state", "corrects"]

_IT_IS = re.compile(
    r"(?:^|[,;:\u2014]\s*|\b(?:and|but|so|cos|because)\s+)"
    r"(?P<clause>(?:it'?s|its|it\s+is|it\s+has\s+to\s+be|it\s+needs\s+to\s+be|it\s+must\s+be"
    r"|they'?re|they\s+are)\s+(?P<what>[^,;.!?()]{3,80}))",
    re.IGNORECASE,
)
_NOT_A_STATE = re.compile(
    r"^(?:(?:a|an|the)\s+)?(?:not\b|n't|fine|ok|okay|good|great|nice|perfect|wrong|right|correct"
    r"|true|false|better|worse|too\b|so\b|very|just|really|that|this|what|how|like\b|about"
    r"|because|been|going|gonna|getting|my\s+bad|all\s+good|nothing|no\s+big|alright"
    r"|fixed|done|working|broken|weird|annoying|confusing|off\b|on\s+me|mine\b|up\s+to"
    r"|probably|maybe|still|also|kind\s+of|sort\s+of|a\s+bit|a\s+lot|hard|easy|late|early"
    r"|time|ok\b)",
    re.IGNORECASE,
)
"""What "it's" says that is no fact of the user's thing: a verdict ("it's fine", "it's
wrong"), a manner ("it's too long"), the moment ("it's late")."""
_CORRECTING = re.compile(
    r"^\W*(?:(?:ugh|erm|um|uh|hmm|oh|ah|lol|haha|sorry)\W+)*(?:no\b|nope\b|nah\b|not\b"
    r"|actually\b|wrong\b|that'?s\s+not\b|it'?s\s+not\b|i\s+don'?t\s+(?:have|own|use)\b"
    r"|i\s+(?:can'?t|cannot)\b|i'?m\s+(?:not|in)\b|we\s+don'?t\b)",
    re.IGNORECASE,
)
"""A reply that opens by putting the agent right: "no, ...", "erm I don't have ...",
"nope cant take it ...", "i dont own it ..."."""


def corrects(reply: str) -> bool:
    """Whether `reply` opens by putting the agent right."""
    return _CORRECTING.match(reply) is not None


def corrected_state(sentence: str) -> str | None:
    """The "it is ..." clause of `sentence` that tells what the user's thing is, or None."""
    for m in _IT_IS.finditer(sentence):
        what = m.group("what").strip()
        if _NOT_A_STATE.match(what) or len(what.split()) > 12:
            continue
        return m.group("clause").strip()
    return None
