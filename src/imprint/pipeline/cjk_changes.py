"""A topic changed to a new value in Japanese or Korean ("kyoukasho ga Suken ni kawatta").

The examples here are romanised for the reader; the patterns read the kana, kanji and
Hangul the user wrote.

Japanese and Korean name what changed as the subject and the new value with a particle of
direction: "kyoukasho ga Suken shuppan ni kawatta" (the textbook changed to Suken),
"renshuu-bi ga mokuyoubi ni henkou" (practice day changed to Thursday), Korean "gyogwaseoga
Cheonjae-ro bakkwieosseo". An old memory that sets that same topic ("kyoukasho wa Tokyo
Shoseki no wo tsukattemasu") and does not hold the new value is out of date.
`topic_changed(content, old_content)` says so; `supersede.py` asks it with the other readings
of a change. Non-ASCII letters are written as escapes (the sources are ASCII).
"""

from __future__ import annotations

import re

__all__ = ["topic_changed"]

_JA_CHANGED = re.compile(
    r"(?P<topic>[\u4e00-\u9fff\u30a1-\u30ff]{1,8})[\u304c\u306f]"
    r"(?P<new>[^\u3002\u3001\uff01\uff1f!?.,]{1,24}?)[\u306b\u3078]"
    r"(?:\u5909\u308f|\u5909\u66f4|\u5207\u308a\u66ff\u3048)"
)
"""Japanese: topic, "ga" or "wa", the new value, "ni" or "e", then "kawatta", "henkou",
"kirikae". Not "natta" (became): "musume wa shougakusei ni natta" is news of a daughter."""
_KO_CHANGED = re.compile(
    r"(?P<topic>[\uac00-\ud7af]{1,8}?)(?:\uc774|\uac00|\uc740|\ub294)\s*"
    r"(?P<new>[^\s.,!?]{1,20}?)(?:\uc73c\ub85c|\ub85c)\s*(?:\ubc14\ub00c|\ubcc0\uacbd)"
)
"""Korean: topic, a subject or topic particle, the new value, "(eu)ro", then "bakkwi",
"byeongyeong"."""
_NOT_INSIDE = r"(?<![\u4e00-\u9fff\u30a1-\u30ff\uac00-\ud7af])"
_JA_SET = "[\u306f\u304c\u3092\u3082]"
_KO_SET = "(?:\uc774|\uac00|\uc740|\ub294|\uc744|\ub97c|\ub3c4)"


_PEOPLE = frozenset(
    "\u79c1 \u50d5 \u4ffa \u5a18 \u606f\u5b50 \u592b \u59bb \u5f7c \u5f7c\u5973 \u6bcd \u7236"
    " \uc800 \ub098 \uc81c\uac00 \ub0b4\uac00 \ub538 \uc544\ub4e4 \ub0a8\ud3b8 \uc544\ub0b4".split()
)
"""People, not topics: "watashi", "boku", "musume", "otto", Korean "jeo", "na", "ttal"."""


def topic_changed(content: str, old_content: str) -> bool:
    """Whether `content` changes, in Japanese or Korean, a topic `old_content` sets otherwise."""
    for pattern, particles in ((_JA_CHANGED, _JA_SET), (_KO_CHANGED, _KO_SET)):
        m = pattern.search(content)
        if m is None:
            continue
        topic, new = m.group("topic"), m.group("new").strip()
        if topic in _PEOPLE or topic[-1:] in _PEOPLE:
            continue
        if new and new in old_content:
            continue  # the old memory already holds the new value
        # the topic as the old memory's own subject: "kyoushitsu wo hiraite", not the
        # "tougei kyoushitsu" a longer noun ends with
        if re.search(_NOT_INSIDE + re.escape(topic) + particles, old_content) is not None:
            return True
    return False
