"""Statements in a reply written in a language other than English, kept in that language.

Each sentence is read against its language's `Lexicon`: introductions become the user's
name, lasting facts and standing instructions are kept in the user's own words (trimmed of
greetings), decisions too; questions, acknowledgements, hedges, other people's views and,
when the reply says "this time only", its instructions are dropped.
"""

from __future__ import annotations

import re

from imprint.pipeline.language import Language
from imprint.pipeline.lexicons import LEXICONS, Lexicon
from imprint.types import MemoryType

__all__ = ["foreign_statements"]

_QUOTED = re.compile(
    r"[\u00ab\u201e\u201c\"\u300c\u300e][^\u00bb\u201c\u201d\"\u300d\u300f]{3,}[\u00bb\u201c\u201d\"\u300d\u300f]"
)
_EMOJI = re.compile(r"[\U0001f000-\U0001faff\u2600-\u27bf\ufe0f]+")
_END = "\u3002"
_CJK = frozenset({"zh", "ja"})
_NAME_PREFIX = re.compile(
    r"^(?:\u306f\u3058\u3081\u307e\u3057\u3066|\u79c1\u306f|\u308f\u305f\u3057\u306f)"
)


def _tidy(sentence: str, lexicon: Lexicon, language: Language) -> str:
    text = _EMOJI.sub("", sentence).strip()
    text = lexicon.filler.sub("", text).strip(" ,;:-\u3001")
    if not text:
        return ""
    if language in _CJK:
        return text if text[-1] in "\u3002\uff01\uff1f.!?" else text + _END
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def foreign_statements(
    sentences: tuple[str, ...], language: Language, skip: frozenset[int] = frozenset()
) -> list[tuple[MemoryType, str, str | None, str, int]]:
    """`(type, content, subject hint, rule, index)` for each sentence worth keeping.

    `skip` holds the indexes of sentences already used (a forget request).
    """
    lexicon = LEXICONS.get(language)
    if lexicon is None:
        return []
    one_off = any(lexicon.one_off.search(s) for s in sentences)
    found: list[tuple[MemoryType, str, str | None, str, int]] = []
    for index, raw in enumerate(sentences):
        if index in skip:
            continue
        sentence = _QUOTED.sub(" ", raw).strip()
        if (
            not sentence
            or lexicon.ack.match(sentence)
            or lexicon.ack.match(_tidy(sentence, lexicon, language).rstrip(".\u3002"))
        ):
            continue
        question = sentence.rstrip().endswith(("?", "\uff1f")) or lexicon.question.search(sentence)
        name = lexicon.name.search(sentence)
        if name is not None and _plausible_name(name, sentence, language):
            found.append(
                (MemoryType.FACT, _tidy(sentence, lexicon, language), "name", "name", index)
            )
            continue
        if question or lexicon.hedge.search(sentence) or lexicon.other.search(sentence):
            continue
        content = _tidy(sentence, lexicon, language)
        if len(content) < 4:
            continue
        if lexicon.decision.search(sentence):
            found.append((MemoryType.DECISION, content, None, "decision", index))
        elif lexicon.rule.search(sentence) and not one_off:
            found.append((MemoryType.RULE, content, None, "direction", index))
        elif lexicon.fact.search(sentence) and not lexicon.one_off.search(sentence):
            found.append((MemoryType.FACT, content, None, "fact", index))
    return found


def _plausible_name(m: re.Match[str], sentence: str, language: Language) -> bool:
    name = m.group("name")
    if language == "zh" and "\u662f" not in m.group(0):
        return True  # "我叫王磊" always introduces; "我是..." is as often a job.
    if language in ("zh", "ja", "ko"):
        # "<name>です" alone is an introduction; inside a longer sentence it is too often a
        # place or a job ("大阪です"), unless "私は" / "はじめまして" introduces it.
        rest = sentence[m.end() :].strip(" \u3002\uff01!.\u3001")
        return bool(_NAME_PREFIX.match(sentence.strip())) or (len(rest) <= 2 and m.start() <= 8)
    return name[:1].isupper() and len(name) >= 2
