"""A standing ask bound to what an answer holds: "if there's code, comment it".

"also if theres numbers, table them", "if it's over 500 words, add a summary at the top",
"whenever you quote a price, include VAT": the condition is about the agent's own output
(there is code, it is long, it quotes a price), so the ask holds for every answer that
meets it, kept as a rule in the user's words. A condition about the world ("if it rains,
bring a coat"), the user ("if I'm late, start without me") or politeness ("if it's not too
much trouble, ...") is no rule for the agent.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h

__all__ = ["conditional_ask"]

_CONDITIONAL = re.compile(
    r"^\W*(?:(?:also|and|oh|plus|btw|ok(?:ay)?|so)\W+)*(?:if|when|whenever|anytime)\s+"
    r"(?:there'?s|theres|there\s+(?:is|are)|(?:it'?s|its|it\s+is)(?!\s+(?:not\s+too|no\s+trouble|ok|okay"
    # "if it's not too much trouble, ...": politeness, no condition on the answer
    r"|alright|fine|possible|easy|easier|quicker|convenient|not\s+a\s+problem)\b)|it\s+gets"
    r"|the\s+(?:answer|reply"
    r"|response|code|list|text|email|draft)\s+(?:is|gets|has)|(?:you|u)\s+(?:use|include|give"
    r"|write|mention|quote|list|show|cite|recommend|suggest))\s+[^,;:.!?]{2,60}?\s*,\s*"
    r"(?:(?:please|pls|just|always)\s+)?"
    r"(?:table|tabulate|bold|flag|comment|link|cite|add|put|use|mark|highlight|split|summari[sz]e"
    r"|number|label|list|show|include|explain|convert|round|quote|warn|note|keep|break|format"
    r"|translate|spell|wrap|give\s+me|tell\s+me)\b[^?]{0,80}$",
    re.IGNORECASE,
)


def conditional_ask(sentence: str) -> str | None:
    """The rule a conditional ask about the agent's output gives, as content, or None."""
    if _CONDITIONAL.match(sentence.strip()) is None:
        return None
    return h.canonical(sentence)
