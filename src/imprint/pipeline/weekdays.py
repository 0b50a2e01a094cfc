"""A weekly thing moved to another weekday, said in another language.

"Raii kara kyoushitsu wa nichiyoubi ni kawarimasu" (from next month the class is on
Sundays) outdates "maishuu doyoubi ni kyoushitsu wo hiraite imasu" (class every
Saturday); so does "el club ahora es los jueves" after "el club es los martes". English
weekdays are read by `value_classes._day_moved`; here the weekdays of Spanish, Portuguese,
Italian, French, German, Russian, Chinese, Japanese and Korean, with a word saying the
day is new, and a word (or for CJK, two characters) the old memory shares beside the days.
"""

from __future__ import annotations

import itertools
import re

__all__ = ["foreign_day_moved", "says_new_foreign_day"]

_DAYS = (
    # Monday .. Sunday, each a pattern over the languages
    r"lunes|segunda(?:-feira)?|luned[i\u00ec]|lundis?|montags?|\u043f\u043e\u043d\u0435\u0434\u0435\u043b\u044c\u043d\u0438\u043a\w*"
    r"|\u661f\u671f\u4e00|\u5468\u4e00|\u6708\u66dc|\uc6d4\uc694\uc77c",
    r"martes|ter[c\u00e7]a(?:-feira)?|marted[i\u00ec]|mardis?|dienstags?|\u0432\u0442\u043e\u0440\u043d\u0438\u043a\w*"
    r"|\u661f\u671f\u4e8c|\u5468\u4e8c|\u706b\u66dc|\ud654\uc694\uc77c",
    r"mi[e\u00e9]rcoles|quarta(?:-feira)?|mercoled[i\u00ec]|mercredis?|mittwochs?|\u0441\u0440\u0435\u0434\w*"
    r"|\u661f\u671f\u4e09|\u5468\u4e09|\u6c34\u66dc|\uc218\uc694\uc77c",
    r"jueves|quinta(?:-feira)?|gioved[i\u00ec]|jeudis?|donnerstags?|\u0447\u0435\u0442\u0432\u0435\u0440\u0433\w*"
    r"|\u661f\u671f\u56db|\u5468\u56db|\u6728\u66dc|\ubaa9\uc694\uc77c",
    r"viernes|sexta(?:-feira)?|venerd[i\u00ec]|vendredis?|freitags?|\u043f\u044f\u0442\u043d\u0438\u0446\w*"
    r"|\u661f\u671f\u4e94|\u5468\u4e94|\u91d1\u66dc|\uae08\uc694\uc77c",
    r"s[a\u00e1]bados?|sabato|samedis?|samstags?|\u0441\u0443\u0431\u0431\u043e\u0442\w*"
    r"|\u661f\u671f\u516d|\u5468\u516d|\u571f\u66dc|\ud1a0\uc694\uc77c",
    r"domingos?|domenica|dimanches?|sonntags?|\u0432\u043e\u0441\u043a\u0440\u0435\u0441\u0435\u043d\u044c\w*"
    r"|\u661f\u671f[\u65e5\u5929]|\u5468[\u65e5\u672b]|\u65e5\u66dc|\uc77c\uc694\uc77c",
)
_DAY = re.compile("|".join(f"(?P<d{i}>{pattern})" for i, pattern in enumerate(_DAYS)), re.I)
_NEW = re.compile(
    r"\b(?:ahora|ya\s+no|a\s+partir\s+de|jetzt|nun|ab\s+(?:n\u00e4chst|jetzt|sofort)|nicht\s+mehr"
    r"|maintenant|d\u00e9sormais|plus\s+le|agora|a\s+partir\s+d[eo]|ora|adesso|d'ora\s+in\s+poi"
    r"|non\s+pi\u00f9|cambi|ge\u00e4ndert|verlegt|chang|passe|mud|spostat"
    r"|\u0442\u0435\u043f\u0435\u0440\u044c|\u043f\u0435\u0440\u0435\u043d\u0435\u0441\w*)"
    r"|\u5909\u308f|\u5909\u66f4|\u304b\u3089|\u6539\u6210|\u6362\u5230|\u6539\u5230|\u73b0\u5728"
    r"|\ubc14\ub00c|\ubcc0\uacbd|\ubd80\ud130|\uc774\uc81c",
    re.IGNORECASE,
)
"""A word saying the day is new: "ahora", "jetzt", "kawarimasu", "gaicheng", "bakkwi"."""
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_LATIN_WORD = re.compile(r"[^\W\d_]{5,}")
_HANGUL = re.compile(r"[\uac00-\ud7af]")


def _days(text: str) -> set[int]:
    return {int(name[1:]) for m in _DAY.finditer(text) for name, v in m.groupdict().items() if v}


def says_new_foreign_day(content: str) -> bool:
    """Whether `content` names a weekday in another language with a word saying it is new."""
    return _DAY.search(content) is not None and _NEW.search(content) is not None


def foreign_day_moved(content: str, old_content: str) -> bool:
    """Whether a weekly thing moved to another weekday outdates the old memory of it."""
    if not says_new_foreign_day(content):
        return False
    new, old = _days(content), _days(old_content)
    if not new or not old or new & old:
        return False
    return bool(_shared(content) & _shared(old_content))


def _shared(text: str) -> set[str]:
    """What two memories of one weekly thing share beside its days: words, or CJK pairs."""
    bare = _DAY.sub(" ", text.lower())
    if _HANGUL.search(bare):
        # Korean spaces its words, and particles glue to them: whole words, not pairs
        return {w for w in bare.split() if len(w) > 1 and _HANGUL.search(w)} - _CJK_COMMON
    if _CJK.search(bare):
        chars = [c for c in bare if _CJK.match(c)]
        return {a + b for a, b in itertools.pairwise(chars)} - _CJK_COMMON
    return {w[:5] for w in _LATIN_WORD.findall(bare)} - _LATIN_COMMON


_CJK_COMMON = frozenset(
    "\u6bce\u9031 \u6765\u6708 \u304b\u3089 \u3066\u3044 \u3044\u307e \u307e\u3059"
    " \u3067\u3059 \u306b\u5909 \u5909\u308f \u308f\u308a \u308a\u307e \u4e0b\u4e2a"
    " \u4e2a\u6708 \u6bcf\u5468 \ub2e4\uc74c \ub9e4\uc8fc \uc774\uc81c \ud574\uc694"
    " \uc788\uc5b4\uc694".split()
)
"""Pairs of characters every weekly statement may hold ("maishuu", "raigetsu", "-masu")."""
_LATIN_COMMON = frozenset(
    w[:5]
    for w in (
        "ahora todos todas siempre jetzt immer maintenant toujours agora sempre adesso tutti"
        " tengo tenemos tiene hacemos habe haben avons tenho temos abbiamo"
        " semana woche semaine settimana \u043a\u0430\u0436\u0434\u044b\u0439"
        " \u0442\u0435\u043f\u0435\u0440\u044c partir desde"
    ).split()
)
"""Words of a weekly statement that say nothing of what the thing is."""
