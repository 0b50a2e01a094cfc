"""A name given after what the user does, in Japanese, Korean and Chinese.

Japanese and Korean put what one does before one's name as a modifier: "Sapporo no
shiyakusho de kouhou yatteru Sasaki desu" ("I'm Sasaki, who does PR at Sapporo city
hall"), "Noryangjin-eseo gongmuwon junbihaneun Kim Taeyun-imnida". Chinese puts it after:
"wo shi Chen Yijun, zai Taizhong kai yi jian kafeiting". The lexicons find a name only
alone ("Sasaki desu."), so these give the name and, apart from it, the whole sentence as
what the user does. A job noun in the name's slot ("kaishain desu", "gaebalja-imnida",
"wo shi laoshi") is no name.
Read by `foreign.py`; non-ASCII letters are written as escapes (the sources are ASCII).
"""

from __future__ import annotations

import re

from imprint.pipeline.foreign_names import korean_name
from imprint.pipeline.language import Language

__all__ = ["japanese_name", "modified_name", "name_said", "works_at"]

_JA = re.compile(
    r"(?<=[\u308b\u305f\u306e\u3001])(?P<name>[\u4e00-\u9fff\u3005]{2,4}|[\u3041-\u3093]{3,8})"
    r"(?P<copula>\u3067\u3059|\u3068\u7533\u3057\u307e\u3059|\u3060\u3088|\u3063\u3059)"
    r"[\u3002\uff01!.\s]*$"
)
"""After a clause ending "-ru", "-ta", "no" or a comma: a name, then "desu"."""
_JA_JOB_ENDS = tuple(
    "\u54e1\u8005\u5e2b\u58eb\u751f\u5bb6\u624b\u9577\u5a66\u592b\u533b\u5b98\u4e3b\u4eba"
    "\u8077\u696d\u5c4b\u4fc2\u5de5\u6bcd\u7236\u59bb"
)
"""Last characters of Japanese job and kin nouns (-in, -sha, -shi, -sei, -ka, -shu, ...)."""
_KO = re.compile(
    r"(?<=[\ub294\ub358\ud55c\uc778]\s)(?P<name>[\uac00-\ud7a3]{2,3})"
    r"(?P<copula>\uc785\ub2c8\ub2e4|\uc774\uc5d0\uc694|\uc608\uc694|\uc774\uc57c)"
    r"[.!\s]*$"
)
"""After a modifier ending "-neun", "-deon", "-han", "-in": a name, then "imnida"."""
_ZH = re.compile(r"\u6211\u662f(?P<name>[\u4e00-\u9fff]{2,3})(?P<copula>)[\uff0c,]")
"""Chinese "wo shi X," with what the user does after the comma."""
_ZH_JOB_ENDS = tuple(
    "\u5e08\u751f\u5458\u8005\u5bb6\u5de5\u957f\u624b\u4eba\u533b\u5b98\u4e3b\u5988\u7238"
    "\u59bb\u592b\u53f8\u673a\u54e5\u59d0"
)


def modified_name(sentence: str, language: Language) -> re.Match[str] | None:
    """The user's name in a sentence that also says what they do, or None."""
    text = sentence.strip()
    if language == "ja":
        m = _JA.search(text)
        ok = m is not None and not m.group("name").endswith(_JA_JOB_ENDS)
    elif language == "ko":
        m = _KO.search(text)
        ok = m is not None and korean_name(m.group("name"), "")
    elif language == "zh":
        m = _ZH.search(text)
        ok = m is not None and not m.group("name").endswith(_ZH_JOB_ENDS)
    else:
        return None
    return m if ok else None


def name_said(m: re.Match[str], language: Language) -> str:
    """The name as stored, in the user's own words ("Sasaki desu.")."""
    if language == "zh":
        return "\u6211\u662f" + m.group("name") + "\u3002"
    end = "\u3002" if language == "ja" else "."
    return m.group("name") + m.group("copula") + end


_KANJI = re.compile(r"[\u4e00-\u9fff\u3005]{1,4}")
_KANA = re.compile(r"[\u3041-\u3093]{2,8}|[\u30a1-\u30fa\u30fc]{2,8}")
_JA_NOT_NAMES = frozenset(
    "\u5927\u4e08\u592b \u4e86\u89e3 \u7d50\u69cb \u672c\u5f53 \u7121\u7406 \u5143\u6c17"
    " \u6700\u9ad8 \u5341\u5206 \u8cdb\u6210 \u53cd\u5bfe \u5fc3\u914d \u78ba\u8a8d"
    " \u4e88\u5b9a \u5927\u5909 \u5fc5\u8981 \u4e0d\u8981 \u5927\u597d\u304d \u82e6\u624b"
    " \u6b8b\u5ff5 \u4e0a\u624b".split()
)
"""Words before "desu" that are no name (daijoubu, ryoukai, kekkou, hontou, muri, ...)."""


def japanese_name(name: str) -> bool:
    """Whether the word a Japanese "X desu" gives can be a name: one script, no job noun.

    "Shinpuru de ii desu ne" gives "ru de ii" and "Osaka ni sunderu kaishain desu" gives
    "ru kaishain": neither is one word of one script, and "kaishain" ends as a job does.
    """
    whole = _KANJI.fullmatch(name) or _KANA.fullmatch(name)
    return bool(whole) and name not in _JA_NOT_NAMES and not name.endswith(_JA_JOB_ENDS)


_WORKS_AT = re.compile(
    r"\u4f1a\u793e|\u3067(?:\u50cd|\u52e4\u3081|[^\u3002]{0,12}(?:\u3084\u3063\u3066|\u3057\u3066"
    r"|\u4f5c\u3063\u3066))|\uc5d0\uc11c\s"
)
"""Where one works, said before the name: "... no kaisha de", "... de kouhou yatteru",
Korean "-eseo"."""


def works_at(text: str) -> bool:
    """Whether a sentence giving the user's name also says where they work."""
    return _WORKS_AT.search(text) is not None
