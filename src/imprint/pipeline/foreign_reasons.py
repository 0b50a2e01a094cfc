"""An ask that lasts because of why it is asked: "comme on dit chez nous", "bei allem".

English keeps "nobody here thinks in miles" as a reason that holds beyond this turn
(`lasting_asks._LASTING_REASON`); the other languages say it with "at ours" ("chez nous",
"bei uns", "aqui", "u nas", "da noi"), with a dislike that does not pass ("que eu nao
suporto", "je ne supporte pas"), or with the scope of everything ("bei allem, was ich mit
dir mache", "manda tudo em ...", "dans vos reponses"). Such a sentence is a standing rule
when it also asks for something (a "please", a request, a "don't put", an "avoid"), or
gives both a reason and the scope.
Read by `foreign._kind`; non-ASCII letters are written as escapes (the sources are ASCII).
"""

from __future__ import annotations

import re

__all__ = ["lasting_ask"]

_REASON = re.compile(
    r"\b(?:chez\s+nous|bei\s+uns|aqui\s+(?:em\s+casa\s+)?n\u00e3o|en\s+(?:mi|nuestra)\s+casa"
    r"|da\s+noi|a\s+casa\s+(?:mia|nostra)|\u0443\s+\u043d\u0430\u0441"
    r"|(?:que\s+)?(?:eu\s+)?n\u00e3o\s+suporto|(?:je\s+)?ne\s+supporte\s+pas|no\s+soporto"
    r"|non\s+sopporto|(?:kann|mag)\s+(?:ich\s+)?\w*\s*nicht\s+(?:ausstehen|leiden)"
    r"|\u0442\u0435\u0440\u043f\u0435\u0442\u044c\s+\u043d\u0435\s+\u043c\u043e\u0433\u0443)",
    re.IGNORECASE,
)
"""Why an ask holds beyond this turn: how it is where the user lives, or a lasting dislike."""
_EVERYTHING = re.compile(
    r"\b(?:bei\s+allem|f\u00fcr\s+alles|(?:manda|mande|faz|fa\u00e7a)\s+tudo|tudo\s+em"
    r"|pour\s+tout|en\s+todo|para\s+todo|per\s+tutto|\u0432\u043e\s+\u0432\u0441\u0451\u043c"
    # "in your answers": every answer, not this one
    r"|dans\s+(?:vos|tes)\s+r\u00e9ponses|en\s+(?:tus|sus)\s+respuestas"
    r"|n[ao]s\s+(?:suas\s+)?respostas|nelle\s+(?:tue\s+|sue\s+)?risposte"
    r"|in\s+(?:deinen|Ihren)\s+Antworten|\u0432\s+(?:\u0442\u0432\u043e\u0438\u0445"
    r"|\u0432\u0430\u0448\u0438\u0445)\s+\u043e\u0442\u0432\u0435\u0442\u0430\u0445)\b",
    re.IGNORECASE,
)
"""The scope of everything the user does with the agent."""
_ASK = re.compile(
    r"\b(?:bitte|por\s+favor|porfa|per\s+favore|s'il\s+(?:vous|te)\s+pla\u00eet|svp|stp"
    r"|\u043f\u043e\u0436\u0430\u043b\u0443\u0439\u0441\u0442\u0430|tu\s+peux|vous\s+pouvez"
    r"|kannst\s+du|k\u00f6nnen\s+sie|puedes|pod(?:e|es)|puoi|pu\u00f2"
    r"|n\u00e3o\s+(?:coloque|ponha|use|bote|p\u00f5e|coloca|mande|manda)"
    r"|no\s+(?:pongas|ponga|uses|use|metas|mandes)|non\s+(?:mettere|usare|mettete|usate)"
    r"|ne\s+(?:mets|mettez|utilise|utilisez)|\u043d\u0435\s+\w+(?:\u0439|\u0439\u0442\u0435)"
    # "avoid ...": evitez, evita, evite, evitate, vermeide, izbegay
    r"|\u00e9vite[zs]?|evit(?:a|e|ate)|vermeide|vermeiden\s+Sie"
    r"|\u0438\u0437\u0431\u0435\u0433\u0430\u0439\w*)\b",
    re.IGNORECASE,
)
"""Something asked of the agent: a "please", a "can you", a "don't put", an "avoid"."""


def lasting_ask(sentence: str) -> bool:
    """Whether `sentence` asks for something for good (see the module docstring)."""
    reason = _REASON.search(sentence) is not None
    everything = _EVERYTHING.search(sentence) is not None
    if not (reason or everything):
        return False
    return (reason and everything) or _ASK.search(sentence) is not None
