"""A correction of the agent's last turn, and what it asks for without "no" or "I said"."""

from __future__ import annotations

import re

from imprint.pipeline import patterns as p
from imprint.pipeline.filler import is_ack, strip_filler
from imprint.pipeline.likeness import overlap
from imprint.pipeline.signal_rules import (
    Hit,
    hits_in,
)


def correction_hit(sentences: list[str], context: str) -> Hit | None:
    """A correction of the agent's last turn, judged on the reply's opening sentences."""
    first, following = sentences[0], (sentences[1] if len(sentences) > 1 else "")
    both = Hit(rule="correction", text=f"{first} {following}".strip())
    lead = p.CORRECTION_LEAD.match(first)
    if lead is not None:
        if first[lead.end() :].strip():
            return Hit(rule="correction", text=first)
        return both if following and not is_ack(following) else Hit(rule="correction", text=first)
    no = p.NO_LEAD.match(first)
    # "No, ..." that answers the agent's question ("Have you tried it?") is not a correction.
    if no is not None and not context.rstrip().endswith("?"):
        rest = first[no.end() :].strip()
        if _is_correction_content(rest or following):
            return Hit(rule="correction", text=first) if rest else both
    if p.I_SAID.match(strip_filler(first)) is not None:
        return Hit(rule="correction", text=first)
    # "tabs, not spaces. this is a Go repo": the swap opens the reply, a reason may follow.
    if len(sentences) <= 3 and len(first.split()) <= 8:
        swap = _not_x_but_y(strip_filler(first))
        if (
            swap is not None
            and (not context or overlap(swap[1], context) > 0)
            and (len(sentences) == 1 or _IS_A_SWAP.fullmatch(swap[1]) is not None)
        ):
            return Hit(rule="correction", text=first)
    if named_wrong(strip_filler(first), context) is not None:
        return Hit(rule="correction", text=first)
    actually = p.ACTUALLY.match(first)
    if actually is not None and _has_content(first[actually.end() :]):
        return Hit(rule="correction", text=first)
    return None


# The rejected side of a swap a reason may follow: a short name ("spaces", "APA", "two"),
# not a clause ("not everything has been going smoothly").
_IS_A_SWAP = re.compile(
    r"(?!(?:everything|everyone|everybody|all|always|much|many|only|really|quite|exactly|sure|yet"
    r"|so|too|that|this|it|me|you|him|her|them|us|really|even|just)\b)[\w.+#/'-]+(?:\s+[\w.+#/'-]+){0,2}",
    re.IGNORECASE,
)


_Y_NOT_X_BARE = re.compile(
    r"^(?P<y>[^,;?]{1,60}?)\s+not\s+(?P<x>(?!(?:a|an|the|to|so|too|that|this|it|really|just|even"
    r"|sure|yet|only|all|always|very|much|bad|great|good|ok|okay)\b)[\w'-]+(?:\s+[\w'-]+)?)"
    r"(?:\s+(?:lol|haha|lmao|pls|please|thx|thanks))?\s*[.!]*$",
    re.IGNORECASE,
)


def named_wrong(text: str, context: str) -> str | None:
    """The swap in a reply putting right, without a comma, a word the agent used.

    "her name is moira not maureen": only when the rejected word is the agent's own and
    the kept one is not ("it's quiet not loud" after a message that said neither is no
    correction). The swap is given back with its comma ("her name is moira, not maureen").
    """
    m = _Y_NOT_X_BARE.match(p.TRAILING_JUNK.sub("", text))
    if m is None or not context:
        return None
    rejected, kept = m.group("x"), m.group("y").split()[-1]
    said = context.lower()
    if not re.search(rf"(?<![\w-]){re.escape(rejected.lower())}(?![\w-])", said):
        return None
    if re.search(rf"(?<![\w-]){re.escape(kept.lower())}(?![\w-])", said):
        return None
    return f"{m.group('y')}, not {rejected}"


def _not_x_but_y(text: str) -> tuple[str, str] | None:
    """`(kept, rejected)` for "Not X, Y" and "Y, not X"."""
    text = p.TRAILING_JUNK.sub("", text)
    m = p.NOT_X_BUT_Y.match(text) or p.Y_NOT_X.match(text)
    return None if m is None else (m.group("y"), m.group("x"))


def _has_content(text: str) -> bool:
    return any(h.rule != "reinforcement" for h in hits_in(text, ""))


def _is_correction_content(rest: str) -> bool:
    core = strip_filler(rest)
    if not core or is_ack(core):
        return False
    if core.lower().startswith("you") and p.DIRECTION_LEAD.match(core) is None:
        return False
    shaped = (p.IMPERATIVE_VERB, p.IMPERATIVE_LEAD, p.DIRECTION_LEAD, p.I_SAID, p.STATEMENT_FIX)
    short = len(core.split()) <= 5 and p.SHORT_CORRECTION.match(core) is not None
    return short or any(x.match(core) for x in shaped) or _has_content(core)


_SLIP = re.compile(r"^\s*\S+(?:\s+\S+){0,3}?\s+" + p.SLIP + r"\b", re.IGNORECASE)
"""A value said and taken back in the same breath ("trados out of habit"), right after "I said"."""


def correction_core(core: str) -> str | None:
    """What a correction asks for, without "no", "that's wrong" or "I said"."""
    for lead in (p.CORRECTION_LEAD, p.NO_LEAD, p.ACTUALLY):
        m = lead.match(core)
        if m is not None:
            core = strip_filler(core[m.end() :])
    said = p.I_SAID.match(core)
    if said is not None:
        if _SLIP.match(said.group("rest")):
            return None  # "I said trados out of habit": a slip taken back, not an instruction
        core = p.TO_PREFIX.sub("", said.group("rest"))
    swap = _not_x_but_y(core)
    if swap is not None:
        core = f"{swap[0]}, not {swap[1]}"
    if p.DIRECTION_LEAD.match(core) is None and (
        not core
        or is_ack(core)
        or p.ONE_OFF_TASK.match(core) is not None
        or core.lower().startswith("you ")
    ):
        return None
    return core
