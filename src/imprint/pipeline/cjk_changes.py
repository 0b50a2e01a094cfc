"""A topic changed to a new value, said in Japanese or Korean: "kyoukasho ga Suken ni kawatta".

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
    r"(?:\u5909\u308f|\u5909\u66f4|\u5207\u308a\u66ff\u3048|\u306a\u3063|\u306a\u308a)"
)
"""Japanese: topic, "ga" or "wa", the new value, "ni" or "e", then "kawatta", "henkou",
"kirikae", "natta"."""
_KO_CHANGED = re.compile(
    r"(?P<topic>[\uac00-\ud7af]{1,8}?)(?:\uc774|\uac00|\uc740|\ub294)\s*"
    r"(?P<new>[^\s.,!?]{1,20}?)(?:\uc73c\ub85c|\ub85c)\s*(?:\ubc14\ub00c|\ubcc0\uacbd)"
)
"""Korean: topic, a subject or topic particle, the new value, "(eu)ro", then "bakkwi",
"byeongyeong"."""
_NOT_INSIDE = r"(?<![\u4e00-\u9fff\u30a1-\u30ff\uac00-\ud7af])"
_JA_SET = "[\u306f\u304c\u3092\u3082]"
_KO_SET = "(?:\uc774|\uac00|\uc740|\ub294|\uc744|\ub97c|\ub3c4)"


def topic_changed(content: str, old_content: str) -> bool:
    """Whether `content` changes, in Japanese or Korean, a topic `old_content` sets otherwise."""
    for pattern, particles in ((_JA_CHANGED, _JA_SET), (_KO_CHANGED, _KO_SET)):
        m = pattern.search(content)
        if m is None:
            continue
        topic, new = m.group("topic"), m.group("new").strip()
        if new and new in old_content:
            continue  # the old memory already holds the new value
        # the topic as the old memory's own subject: "kyoushitsu wo hiraite", not the
        # "tougei kyoushitsu" a longer noun ends with
        if re.search(_NOT_INSIDE + re.escape(topic) + particles, old_content) is not None:
            return True
    return False
