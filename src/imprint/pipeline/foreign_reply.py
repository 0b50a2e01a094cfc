"""A reply in another language, read through its lexicons (`foreign.py`)."""

from __future__ import annotations

from imprint.pipeline import heuristics as h
from imprint.pipeline.amend import fix_statement
from imprint.pipeline.foreign import before_others_wish, foreign_statements
from imprint.pipeline.foreign_gate import learned_foreign_facts
from imprint.pipeline.forget import forget_request
from imprint.pipeline.hedges import firm_part
from imprint.pipeline.kept_statements import (
    foreign_not_forgotten,
    strongest,
    with_private_apart,
)
from imprint.pipeline.language import Language
from imprint.pipeline.retired_values import retired_values, with_retired
from imprint.pipeline.segment import segment
from imprint.pipeline.statements import CONFIDENCE, Statement
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.term_fixes import name_spelled
from imprint.pipeline.understanding import Understanding
from imprint.pipeline.updates import change_in
from imprint.types import MemoryType, SignalType


def foreign_reading(text: str, language: Language, agent_output: str) -> Understanding:
    """Read a reply in `language` (not English): its statements, what they retire and forget."""
    sentences = tuple(
        before_others_wish(firm_part(s, language)) for s in segment(h.normalise(text)).sentences
    )
    request, used = forget_request(sentences, language)
    if request is not None and request.remainder:
        # "oublie Slack : on est passes sur Mattermost": the update after the request counts.
        sentences, used = sentences + request.remainder, used
    found = foreign_statements(sentences, language, used, agent_output)
    statements = []
    for memory_type, content, hint, rule, index in found:
        signal = {
            MemoryType.RULE: SignalType.PREFERENCE,
            MemoryType.DECISION: SignalType.DECISION,
        }.get(memory_type, SignalType.FACT)
        statements.append(
            Statement(
                signal=signal,
                type=memory_type,
                content=content,
                subject=subject_of(content, hint),
                change=change_in(sentences[index], language),
                source=sentences[index],
                rule=rule,
                confidence=CONFIDENCE[memory_type],
            )
        )
    if request is None:
        # What no lexicon read may still be a fact of the user's life, in a shape of its own
        # ("de lunes a viernes cuido a mi abuela en Rosario"): the learned gate judges it,
        # unless the reply asks to forget something, which it might hold.
        read = {index for *_, index in found}
        statements += [
            fact
            for index, sentence in enumerate(sentences)
            if index not in read
            for fact in learned_foreign_facts(sentence, language)
        ]
    name = name_spelled(sentences, agent_output) if 0 not in used else None
    if name is not None:
        statements = [s for s in statements if s.subject != "name"]
        statements.insert(0, fix_statement(name, sentences))
    retired = retired_values(sentences, used, language)
    return Understanding(
        language=language,
        statements=strongest(
            with_private_apart(with_retired(foreign_not_forgotten(statements, request), retired))
        ),
        forget=request,
        retired=retired,
    )
