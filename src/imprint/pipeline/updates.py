"""Changes of mind and knowledge updates: what a statement says is no longer true.

Three things are read from a sentence, in any language Imprint reads:
- the old values it replaces, said outright: "we moved from MySQL to Postgres" (`mysql`),
  "I no longer work at Shopify" (`shopify`), "Jenkins is gone", "ya no vivo en
  Monterrey", "nicht mehr in Koeln", "trocou o BigQuery pelo Snowflake";
- a retraction of what the user said last: "actually scratch that", "I changed my mind",
  "on second thought";
- a change marker ("now", "new", "switched", "these days") that lets a statement replace
  an older one on the same subject even where that subject may hold several values.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from imprint.pipeline.foreign_changes import set_aside
from imprint.pipeline.gone_values import GONE_EN, GONE_WORDS
from imprint.pipeline.language import FUNCTION_WORDS, Language
from imprint.pipeline.subjects import subject_of

__all__ = ["Change", "change_in"]


@dataclass(frozen=True, slots=True)
class Change:
    """What one sentence says has changed."""

    replaces: tuple[str, ...] = ()
    """Old values, lower-case ("mysql", "shopify"); memories holding one are out of date."""
    retracts: bool = False
    """The user takes back what they said last ("scratch that", "I changed my mind")."""
    changed: bool = False
    """The sentence says something changed ("now", "new", "switched", "no longer")."""
    revises: bool = False
    """It takes back the user's last word without naming the old value ("teal instead",
    "scratch that, ...", "wait no, ..."): what the user said last on it is out of date."""


_X = r"(?P<old>[^\s,.;:!?()]+(?:\s+[^\s,.;:!?()]+){0,3}?)"
_XS = r"(?P<old>[^\s,.;:!?()]+(?:\s+[^\s,.;:!?()]+){0,2})"
_NAMED_ONE = r"(?P<old>(?-i:[A-Z])[a-z]+(?:(?-i:[A-Z])[a-z]+)?)"
"""A name, capitalised as names are ("Pickles", "Biscuit")."""
_OLD: dict[Language, tuple[re.Pattern[str], ...]] = {
    "en": (
        re.compile(
            r"\b(?:moved|migrated|switched|changed|went|transitioned|upgraded|converted|ported"
            r"|swapped|moving|migrating|switching|relocated)\b[^.;!?]{0,40}\bfrom\s+(?:the\s+|our\s+|my\s+)?"
            + _X
            + r"\s+(?:to|onto|over\s+to|into|for)\b",
            re.I,
        ),
        re.compile(
            r"\bno\s+longer\s+(?:\w+\s+){0,2}?(?:at|in|for|on|with|using|use|a|an)\s+" + _XS, re.I
        ),
        re.compile(
            r"\b(?:not|n't)\s+(?:on|at|in|using|with|a|an)\s+(?:the\s+)?"
            + _XS
            + r"\s+any\s*more\b",
            re.I,
        ),
        re.compile(
            r"(?:^\W*(?:(?:\w+ly|oh|well|ok(?:ay)?|also|btw|fyi|update|news)[,:!]?\s+)?|[,;]\s*"
            r"|\b(?:and|but|so)\s+)(?:the\s+|our\s+|my\s+)?"
            + _XS
            + r"(?:\s+is|'s|\s+was|\s+got|\s+has\s+been)\s+(?:\w+\s+)?(?:gone|out|off|dead|retired"
            r"|deprecated|history|over|cancell?ed|shelved|dropped|scrapped|wrapped|finished|done"
            r"|no\s+more)\b",
            re.I,
        ),
        re.compile(
            r"\b(?:dropped|ditched|retired|replaced|killed|scrapped|abandoned|quit"
            # "left" the verb, not "my left knee" or "left my keys at home"
            r"|(?<!my\s)(?<!the\s)(?<!his\s)(?<!her\s)(?<!our\s)(?<!your\s)left(?!\s+(?:my\s+|the\s+|a\s+)?"
            r"(?:knee|leg|arm|hand|foot|eye|ear|side|shoulder|hip|wrist|ankle|lane|turn|wing|column|keys?"
            r"|phone|wallet|bag|laptop|umbrella|charger|jacket|coat|kids?|house|home|work|early|late"
            r"|behind|over|out|alone|open|office|room)\b)"
            r"|stopped\s+using|got\s+rid\s+of|moved\s+off|moved\s+away\s+from|migrated\s+off"
            # chat's ways of giving a tool or a job up: "bailed on pnpm", "ripped out Jenkins",
            # "handed in my badge at St Mary's"
            r"|bailed\s+on|ripped\s+out|tore\s+out|gave\s+up\s+on|walked\s+away\s+from|uninstalled"
            r"|resigned\s+from|handed\s+in\s+(?:my|our)\s+(?:badge|notice|resignation|keys"
            r"|lanyard|laptop)\s+(?:at|to)"
            r"|shut\s+down|sunset|decommissioned"
            r"|(?:took|taken|takes?|taking|got|gets)\s+(?:me|us)\s+off)\s+(?!(?:in|on|at|last|this|since|after|before"
            r"|yesterday|today|recently|a\s+while|ago|it|that|them)\b)(?:the\s+|our\s+|my\s+)?"
            + _XS,
            re.I,
        ),
        # "closed the window" retires nothing: a closed account or a named provider does.
        re.compile(
            r"\b(?:closed|cancell?ed|terminated|unsubscribed\s+from)\s+(?:the\s+|our\s+|my\s+)?"
            r"(?P<old>(?-i:[A-Z0-9])[^\s,.;:!?()]*(?:\s+[^\s,.;:!?()]+){0,2}"
            r"|[^\s,.;:!?()]+\s+(?:account|subscription|membership))",
            re.I,
        ),
        re.compile(
            r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:the\s+|our\s+)?" + _XS, re.I
        ),
        # "ripped mongo out": the value between the verb and its particle
        re.compile(
            r"\b(?:ripped|tore|threw|kicked)\s+(?:the\s+|our\s+|my\s+)?(?P<old>(?!out\b)"
            r"[^\s,.;:!?()]+(?:\s+(?!out\b)[^\s,.;:!?()]+)?)\s+out\b",
            re.I,
        ),
        re.compile(r"\bscratch\s+(?:the\s+)?(?!that\b|this\b|it\b)" + _XS, re.I),
        re.compile(r"\bnot\s+" + _XS + r"\s+any\s*more\b", re.I),
        re.compile(r",\s*not\s+(?:a\s+|an\s+|the\s+)?" + _XS + r"\s*(?:[.;!]|$)", re.I),
        re.compile(
            r"\b(?:i'?m|we'?re|i\s+am|we\s+are)\s+not\s+(?:on|using|at|in)\s+" + _XS + r"\s*[,;.]",
            re.I,
        ),
        # A pet or person who died is no longer the user's: their name is retired, so
        # "Pickles is on a renal diet" goes ("we had to let Pickles go", "Rex passed away").
        re.compile(
            _NAMED_ONE + r"\s+(?:(?:has|had|just|sadly|finally)\s+)*(?:passed(?:\s+away|\s+on)?"
            r"|died|crossed\s+the\s+rainbow\s+bridge|is\s+no\s+longer\s+with\s+us)\b",
            re.I,
        ),
        re.compile(
            r"\b(?:let|put)\s+(?:(?:our|my)\s+(?:\w+\s+)?)?"
            + _NAMED_ONE
            + r"\s+(?:go|down|to\s+sleep)\b(?!\s+(?:as|for|on)\b)",
            re.I,
        ),
        re.compile(
            r"\b(?:lost|said\s+goodbye\s+to|buried|rip)\s+(?:(?:our|my)\s+(?:\w+\s+){0,2})?"
            + _NAMED_ONE
            + r"(?=\s+(?:last|this|in|on|a|two|three|yesterday|today|recently|after)\b"
            r"|\s*[,.;!]|$)",
            re.I,
        ),
        *GONE_EN,
    ),
    "es": (
        re.compile(
            r"\b(?:ya\s+)?no\s+(?:vivo|trabajo|uso|usamos|estoy|estamos)\s+(?:en\s+|con\s+|para\s+|a\s+)?(?:la\s+|el\s+)?"
            + _XS,
            re.I,
        ),
        re.compile(r"\bme\s+fui\s+de\s+" + _XS, re.I),
        re.compile(
            r"\b(?:migr|pas|cambi|mud|mov|tras)\w*\b[^.;!?]{0,50}\bde\s+(?:la\s+|el\s+)?"
            + _X
            + r"\s+(?:a|al|por)\b",
            re.I,
        ),
        re.compile(r"\b(?:en\s+vez|en\s+lugar)\s+de\s+(?:la\s+|el\s+)?" + _XS, re.I),
        re.compile(
            r"\b(?:dej\u00e9|dejamos|abandonamos|quitamos)\s+(?!de\s)(?:la\s+|el\s+)?" + _XS, re.I
        ),
    ),
    "de": (
        re.compile(
            r"\bnicht\s+(?:mehr\s+)?(?:in|bei|auf|mit|an)\s+(?:der\s+|dem\s+|den\s+)?" + _XS, re.I
        ),
        re.compile(
            r"\bvon\s+(?:der\s+|dem\s+)?" + _X + r"\s+(?:zu|nach|auf|in)\b[^.;!?]{0,60}?\b"
            r"(?:umgestellt|umgezogen|gewechselt|migriert|umgestiegen|gezogen)",
            re.I,
        ),
        re.compile(r"\b(?:statt|anstatt|anstelle\s+von)\s+(?:der\s+|dem\s+|den\s+)?" + _XS, re.I),
    ),
    "fr": (
        re.compile(
            r"\b(?:ne\s+)?\w+\s+plus\s+(?:\w+\s+)?(?:au|\u00e0|chez|en|dans)\s+(?:la\s+|le\s+|l')?"
            + _XS,
            re.I,
        ),
        re.compile(r"\bquitt\w+\s+(?:la\s+|le\s+|l')?" + _XS, re.I),
        re.compile(
            r"\b(?:pass\u00e9|pass\u00e9s|migr\u00e9|d\u00e9m\u00e9nag\u00e9|chang\u00e9)\w*\b[^.;!?]{0,40}?"
            r"\bde\s+(?:la\s+|le\s+|l')?" + _X + r"\s+(?:\u00e0|au|vers|sur)\b",
            re.I,
        ),
        re.compile(r"\b(?:au\s+lieu\s+de|plut\u00f4t\s+que)\s+(?:la\s+|le\s+|l')?" + _XS, re.I),
        re.compile(r"\boublie[zs]?\s+(?:la\s+|le\s+|l')?" + _XS, re.I),
    ),
    "pt": (
        re.compile(r"\bn\u00e3o\s+\w+\s+mais\s+(?:em|na|no|com|para)\s+" + _XS, re.I),
        re.compile(r"\btroc\w+\s+(?:o\s+|a\s+)?" + _X + r"\s+(?:pelo|pela|por)\b", re.I),
        re.compile(
            r"\b(?:migr|mud|pass)\w*\b[^.;!?]{0,50}?\bd[eoa]\s+" + _X + r"\s+(?:para|pro|pra)\b",
            re.I,
        ),
        re.compile(r"\bem\s+vez\s+d[eoa]\s+" + _XS, re.I),
        re.compile(r"\bsa\u00ed\s+d[aeo]\s+(?!l\u00e1\b)" + _XS, re.I),
    ),
    "it": (
        re.compile(r"\bnon\s+\w+\s+pi\u00f9\s+(?:a|in|da|con|al|alla)\s+" + _XS, re.I),
        re.compile(
            r"\bda\s+" + _X + r"\s+(?:a|ad|al|alla)\b[^.;!?]{0,40}?(?:passat|trasferit|spostat)",
            re.I,
        ),
        re.compile(
            r"\b(?:passat[oaie]|trasferit[oaie]|spostat[oaie])\s+da\s+" + _X + r"\s+(?:a|ad)\b",
            re.I,
        ),
        re.compile(r"\bda\s+" + _XS + r"\s+me\s+ne\s+sono\s+andat", re.I),
        re.compile(
            r"\b(?:abbiamo\s+)?(?:buttato|mollato|abbandonato|lasciato)\s+(?:il\s+|la\s+|lo\s+)?"
            + _XS,
            re.I,
        ),
        re.compile(r"\binvece\s+d[ie]\s+" + _XS, re.I),
    ),
    "zh": (
        re.compile(
            r"\u4ece\s*(?P<old>[^\s\uff0c\u3002,]{1,12}?)\s*(?:\u8fc1\u79fb|\u6362|\u642c|\u8f6c|\u6539)"
        ),
        re.compile(
            r"\u4e0d\u518d(?:\u7528|\u4f7f\u7528|\u4f4f\u5728|\u5728)\s*(?P<old>[^\s\uff0c\u3002,]{1,10})"
        ),
        re.compile(r"\u4e0d\u5728\s*(?P<old>[^\s\uff0c\u3002,\u554a\u5566\u4e86]{2,6})"),
    ),
    "ja": (
        re.compile(
            r"(?P<old>[^\s\u3001\u3002,]{1,10}?)\u304b\u3089\S{1,12}?(?:\u306b|\u3078)(?:\u5f15\u3063\u8d8a|\u79fb\u884c|\u4e57\u308a\u63db\u3048|\u5909\u66f4|\u8ee2\u8077|\u79fb)"
        ),
        re.compile(r"(?P<old>[^\s\u3001\u3002,]{1,10}?)\u306f(?:\u3082\u3046|\u524d\u306b)"),
    ),
    "ko": (
        re.compile(
            r"(?P<old>\S{1,10}?)\uc5d0\uc11c\s+\S{1,12}?\ub85c\s*(?:\uc774\uc0ac|\uc774\uc9c1|\uc62e\uacbc|\ubc14\uafe8|\uac08\uc544\ud0c0)"
        ),
        re.compile(r"(?P<old>\S{1,10}?)\s+\uc548\s+\uc0b4"),
        re.compile(r"(?P<old>\S{1,10}?)\s*(?:\ub9d0\uace0|\uc544\ub2c8\uace0)\s"),
        re.compile(r"(?P<old>\S{1,10}?)(?:\ub294|\uc740)\s+\S*\s*\uc815\ub9ac\ud588"),
        # "Naver-neun geumandwosseoyo": the employer or tool the user quit
        re.compile(
            r"(?P<old>\S{1,10}?)(?:\ub294|\uc740|\ub97c|\uc744)\s*\uadf8\ub9cc(?:\ub480|\ub450|\ub46c)"
        ),
    ),
    "ru": (
        re.compile(
            r"\b\u0431\u043e\u043b\u044c\u0448\u0435\s+\u043d\u0435\s+(?:\w+\s+){0,2}?(?:\u0432|\u043d\u0430)\s+"
            + _XS,
            re.I,
        ),
        re.compile(r"\b\u0441\s+" + _X + r"\s+\u043d\u0430\s+", re.I),
        re.compile(r"\b\u0438\u0437\s+" + _X + r"\s+\u0432\s+", re.I),
    ),
}
_START = r"(?:^|[,;:]\s*)"
_NAMED = (
    r"(?P<old>(?-i:[A-Z0-9\u0410-\u042f])[^\s,.;:!?()]*"
    r"(?:\s+(?-i:[A-Z0-9\u0410-\u042f])[^\s,.;:!?()]*)?)"
)
"""A provider named after a verb of closing: "ferm\u00e9 mon compte chez LCL le mois dernier"."""
"""Where a clause starts: an old value said to be over comes first ("Jenkins ist Geschichte")."""
_GONE: dict[Language, tuple[re.Pattern[str], ...]] = {
    "es": (
        re.compile(
            _START + r"(?:el\s+|la\s+|los\s+|las\s+)?" + _XS + r"\s+(?:ya\s+)?(?:es\s+historia"
            r"|ya\s+fue|qued\u00f3\s+atr\u00e1s|pas\u00f3\s+a\s+la\s+historia"
            r"|ya\s+no\s*(?:[,.;!]|$))",
            re.I,
        ),
        re.compile(
            r"\b(?:dej\u00e9|dejamos|dejaron)\s+de\s+(?:usar|utilizar|trabajar\s+(?:en|para)"
            r"|vivir\s+en)\s+(?:la\s+|el\s+)?" + _XS,
            re.I,
        ),
        re.compile(
            r"\b(?:cambi|reemplaz|sustitu)\w*\s+(?:el\s+|la\s+)?" + _X + r"\s+(?:por|con)\s",
            re.I,
        ),
        re.compile(r"\badi\u00f3s\s+a\s+(?:la\s+|el\s+)?" + _XS, re.I),
        re.compile(
            r"\b(?:cerr\u00e9|cerramos|cancel\u00e9|cancelamos|(?:he|hemos)\s+(?:cerrado|cancelado)"
            r"|d(?:i|imos)\s+de\s+baja)\s+"
            r"(?:(?:la|mi|nuestra)\s+cuenta\s+(?:de|en|del|con)\s+|el\s+|la\s+|mi\s+)?" + _NAMED,
            re.I,
        ),
        re.compile(
            _START + r"(?:el\s+|la\s+|los\s+|las\s+)?" + _XS + r"\s+(?:ya\s+)?(?:est\u00e1n?"
            r"|fue|fueron|qued\u00f3|quedaron)\s+(?:cerrad|cancelad|apagad|dad[oa]s?\s+de\s+baja)",
            re.I,
        ),
    ),
    "de": (
        re.compile(
            _START
            + r"(?:der\s+|die\s+|das\s+|unser(?:e|en)?\s+|mein(?:e|en)?\s+)?"
            + _XS
            + r"\s+(?:ist|sind|war|waren|wurden?|haben\s+wir)\s+(?:(?:jetzt|endlich|komplett"
            r"|l\u00e4ngst|inzwischen|mittlerweile|schon|alle)\s+)?"
            r"(?:geschichte|weg|pass\u00e9|abgeschafft|abgel\u00f6st"
            r"|rausgeflogen|rausgeworfen|ersetzt|abgeschaltet|gek\u00fcndigt|stillgelegt"
            r"|eingestellt|aufgel\u00f6st|abgemeldet)\b",
            re.I,
        ),
        re.compile(r"\bkein(?:e|en)?\s+" + _XS + r"\s+mehr\b", re.I),
        re.compile(
            _START
            + r"(?:den\s+|die\s+|das\s+)?"
            + _XS
            + r"\s+(?:nutzen|verwenden|benutzen|haben)\s+wir\s+nicht\s+mehr\b",
            re.I,
        ),
        re.compile(
            r"(?:\b(?:haben|habe|hat|wurde|wird|ist)\s+|"
            + _START
            + r"(?!(?:wir|ich|man|sie|er|bei)\s))(?:der\s+|die\s+|das\s+|den\s+|unser\w*\s+)?"
            + r"(?P<old>[^\s,.;:!?()]+(?:\s+(?!wurde\b|wird\b|ist\b)[^\s,.;:!?()]+){0,2}?)"
            + r"\s+(?:(?:wurde|wird|ist)\s+(?:\w+\s+){0,3}?)?(?:durch|gegen)\s+[^.;!?]{1,40}?"
            r"\b(?:ersetzt|getauscht|ausgetauscht|abgel\u00f6st)",
            re.I,
        ),
        re.compile(
            r"\b(?:haben|habe|hat)\s+(?:den\s+|die\s+|das\s+|unser\w*\s+)?"
            + _XS
            + r"\s+(?:abgeschafft|abgel\u00f6st|rausgeworfen|aufgegeben|gek\u00fcndigt"
            r"|verlassen)\b",
            re.I,
        ),
        re.compile(r"\bweg\s+von\s+(?:der\s+|dem\s+)?" + _XS, re.I),
        re.compile(
            r"\b(?:haben|habe|hat)\s+(?:den\s+|die\s+|das\s+|unser\w*\s+|mein\w*\s+)?"
            r"(?:(?:vertrag|konto|account|abo)\s+(?:bei|mit)\s+(?:der\s+|dem\s+)?)?"
            + _XS
            + r"\s+(?:abgeschaltet|stillgelegt|eingestellt|aufgel\u00f6st|abgemeldet"
            r"|gek\u00fcndigt)",
            re.I,
        ),
    ),
    "fr": (
        re.compile(
            _START
            + r"(?:le\s+|la\s+|les\s+|l')?"
            + _XS
            + r"\s*,?\s+(?:c'est\s+(?:bien\s+|d\u00e9finitivement\s+)?"
            r"(?:fini|termin\u00e9|du\s+pass\u00e9|de\s+l'histoire)"
            r"|(?:est|sont)\s+(?:du\s+pass\u00e9|de\s+l'histoire|abandonn\u00e9e?s?))\b",
            re.I,
        ),
        re.compile(
            r"\bn'(?:utilis|emploi|travaill|habit)\w*\s+plus\s+(?:de\s+|d'|le\s+|la\s+|les\s+|l')?"
            r"(?!(?:au|\u00e0|chez|en|dans)\b)" + _XS,
            re.I,
        ),
        re.compile(
            _START + r"(?:adieu|fini|termin\u00e9)\s+(?:le\s+|la\s+|les\s+|l'|\u00e0\s+)?" + _XS,
            re.I,
        ),
        re.compile(r"\bremplac\w*\s+(?:le\s+|la\s+|les\s+|l')?" + _X + r"\s+par\s", re.I),
        re.compile(
            r"\b(?:abandonn\u00e9|l\u00e2ch\u00e9|laiss\u00e9\s+tomber|arr\u00eat\u00e9\s+"
            r"d'utiliser)\s+(?:le\s+|la\s+|les\s+|l')?" + _XS,
            re.I,
        ),
        re.compile(
            r"\b(?:ferm\u00e9|r\u00e9sili\u00e9|cl\u00f4tur\u00e9|annul\u00e9)\s+(?:(?:mon|notre"
            r"|le)\s+(?:compte|abonnement)\s+(?:chez\s+|\u00e0\s+|de\s+|d')?|le\s+|la\s+|l')?"
            + _NAMED,
            re.I,
        ),
        re.compile(
            _START
            + r"(?:le\s+|la\s+|les\s+|l')?"
            + _XS
            + r"\s+(?:est|sont)\s+(?:d\u00e9sormais\s+)?"
            r"(?:ferm\u00e9|r\u00e9sili\u00e9|\u00e9teint|arr\u00eat\u00e9)",
            re.I,
        ),
    ),
    "pt": (
        re.compile(
            _START + r"(?:o\s+|a\s+|os\s+|as\s+)?" + _XS + r"\s+(?:j\u00e1\s+era|j\u00e1\s+foi"
            r"|\u00e9\s+(?:passado|hist\u00f3ria|coisa\s+do\s+passado))\b",
            re.I,
        ),
        re.compile(
            r"\bn\u00e3o\s+(?:uso|usamos|utilizo|utilizamos)\s+mais\s+(?:o\s+|a\s+)?" + _XS, re.I
        ),
        re.compile(
            r"\b(?:deix\w+\s+de\s+(?:usar|utilizar|trabalhar\s+(?:na|no|em)|morar\s+(?:na|no|em))"
            r"|larg\w+|abandon\w+)\s+(?:o\s+|a\s+)?" + _XS,
            re.I,
        ),
        re.compile(r"\bsubstitu\w+\s+(?:o\s+|a\s+)?" + _X + r"\s+(?:por|pelo|pela)\s", re.I),
        re.compile(
            r"\b(?:fechei|fechamos|cancelei|cancelamos|encerrei|encerramos)\s+(?:(?:a|minha|nossa)"
            r"\s+(?:conta|assinatura)\s+(?:no|na|do|da|em|com)\s+|o\s+|a\s+)?" + _NAMED,
            re.I,
        ),
        re.compile(
            _START + r"(?:o\s+|a\s+|os\s+|as\s+)?" + _XS + r"\s+(?:j\u00e1\s+)?(?:foi|foram"
            r"|est\u00e1|est\u00e3o)\s+(?:fechad|cancelad|desligad|encerrad)",
            re.I,
        ),
    ),
    "it": (
        re.compile(
            _START + r"(?:il\s+|la\s+|lo\s+|l')?" + _XS + r"\s+(?:\u00e8|e'|e`)\s+(?:ormai\s+)?"
            r"(?:storia|acqua\s+passata|un\s+ricordo|il\s+passato)\b",
            re.I,
        ),
        re.compile(
            r"\bnon\s+(?:uso|usiamo|utilizzo|utilizziamo)\s+pi\u00f9\s+(?:il\s+|la\s+|lo\s+|l')?"
            r"(?!(?:a|in|da|con|al|alla)\b)" + _XS,
            re.I,
        ),
        re.compile(r"\bsostituit\w*\s+(?:il\s+|la\s+|lo\s+|l')?" + _X + r"\s+(?:con|per)\s", re.I),
        re.compile(
            r"\b(?:smess[oa]\s+di\s+(?:usare|lavorare\s+(?:a|in|da|per)|vivere\s+a)|addio\s+a)\s+"
            r"(?:il\s+|la\s+|lo\s+|l')?" + _XS,
            re.I,
        ),
        re.compile(
            r"\b(?:chiuso|disdetto|disattivato)\s+(?:(?:il|mio|nostro)\s+(?:conto|abbonamento)\s+"
            r"(?:da|con|in|su)\s+|il\s+|la\s+|lo\s+|l')?" + _NAMED,
            re.I,
        ),
    ),
    "ru": (
        re.compile(
            _START + _XS + r"\s+\u0431\u043e\u043b\u044c\u0448\u0435\s+\u043d\u0435\b", re.I
        ),
        re.compile(
            r"\b\u043e\u0442\u043a\u0430\u0437\u0430\u043b\w*\s+\u043e\u0442\s+" + _XS, re.I
        ),
        re.compile(
            _START + _XS + r"\s+(?:\u0443\u0436\u0435\s+)?\u0432\s+\u043f\u0440\u043e\u0448\u043b"
            r"\u043e\u043c\b",
            re.I,
        ),
        # "(we) closed Heroku", "switched off the old server", "closed my account at X":
        re.compile(
            r"\b(?:\u0437\u0430\u043a\u0440\u044b\u043b\w*|\u043e\u0442\u043a\u043b\u044e"
            r"\u0447\u0438\u043b\w*)\s+(?:\u0441\u0447[\u0435\u0451]\u0442\s+\u0432\s+)?" + _NAMED,
            re.I,
        ),
    ),
    "zh": (
        re.compile(
            r"\u4e0d(?:\u7528|\u4f7f\u7528|\u518d\u7528)\s*(?P<old>[^\s\uff0c\u3002,]{1,12}?)\s*\u4e86"
        ),
        re.compile(
            r"\u628a\s*(?P<old>[^\s\uff0c\u3002,]{1,12}?)\s*(?:\u6362\u6210|\u6539\u6210"
            r"|\u66ff\u6362\u6210)"
        ),
        re.compile(
            r"(?P<old>[^\s\uff0c\u3002,]{1,12}?)\s*(?:\u5df2\u7ecf)?(?:\u662f\u8fc7\u53bb\u5f0f"
            r"|\u6dd8\u6c70\u4e86|\u4e0d\u7528\u4e86)"
        ),
        re.compile(
            r"(?:\u653e\u5f03\u4e86?|\u544a\u522b\u4e86?|\u5f03\u7528\u4e86?)\s*"
            r"(?P<old>[^\s\uff0c\u3002,]{1,12})"
        ),
    ),
    "ja": (
        re.compile(
            r"(?P<old>[^\s\u3001\u3002,]{1,10}?)(?:\u3092|\u306f)(?:\u3084\u3081|\u624b\u653e"
            r"|\u5352\u696d)"
        ),
        re.compile(
            r"(?P<old>[^\s\u3001\u3002,]{1,10}?)\u306f(?:\u3082\u3046)?\u4f7f\u3063\u3066"
            r"(?:\u3044\u307e\u305b\u3093|\u3044\u306a\u3044|\u306a\u3044)"
        ),
    ),
    "ko": (
        re.compile(
            r"(?P<old>\S{1,10}?)(?:\uc740|\ub294|\uc744|\ub97c)?\s+(?:\uc548\s*\uc4f0|\uc548\s*\uc368"
            r"|\ub354\s*\uc774\uc0c1\s*\uc548|\uadf8\ub9cc\s*\uc4f0)"
        ),
    ),
}
"""Old values said to be over, given up or replaced, in the other languages ("Jenkins ist
Geschichte", "on n'utilise plus Trello", "sostituito Trello con Jira")."""
_RETRACT = re.compile(
    r"\b(?:scratch\s+that|i(?:'ve)?\s+changed\s+my\s+mind|change\s+of\s+plans?|on\s+second\s+thoughts?"
    r"|i\s+take\s+(?:that|it)\s+back|actually,?\s+no\b|never\s*mind\s+(?:that|what\s+i\s+said)"
    r"|cambio\s+de\s+planes|he\s+cambiado\s+de\s+opini\u00f3n|planwechsel|ich\s+habe\s+es\s+mir\s+anders"
    r"|j'ai\s+chang\u00e9\s+d'avis|changement\s+de\s+plan|mudei\s+de\s+ideia|mudan\u00e7a\s+de\s+planos"
    r"|ho\s+cambiato\s+idea|ci\s+ho\s+ripensato|anzi\s+no|\u6539\u4e3b\u610f|\u6c17\u304c\u5909\u308f"
    r"|\u3084\u3063\u3071\u308a|\uc5ed\uc2dc|\u043f\u0435\u0440\u0435\u0434\u0443\u043c\u0430\u043b)",
    re.I,
)
_CHANGED = re.compile(
    r"\b(?:now|new|any\s*more|no\s+longer|moved|switched|migrated|changed|joined|started|these\s+days"
    r"|currently|back\s+(?:on|to)|instead|slipped|postponed|pushed|delayed|upgraded|promoted"
    r"|ahora|ya\s+no|nuevo|nueva|jetzt|nicht\s+mehr|neu|neue|neuer|maintenant|plus|nouveau|nouvelle"
    r"|agora|n\u00e3o\s+\w+\s+mais|novo|nova|ora|adesso|non\s+pi\u00f9|nuovo|nuova"
    r"|\u0442\u0435\u043f\u0435\u0440\u044c|\u0431\u043e\u043b\u044c\u0448\u0435\s+\u043d\u0435)\b"
    r"|\u73b0\u5728|\u5df2\u7ecf|\u4e0d\u518d|\u4eca\u306f|\u3082\u3046|\uc774\uc81c|\uc774\uc0ac|\uc774\uc9c1",
    re.I,
)
_REVISE = re.compile(
    r"\b(?:instead(?!\s+of)|(?<!'d\s)(?<!would\s)rather(?!\s+than)|make\s+that\s+|wait,?\s+no"
    r"|no,?\s+wait|on\s+second\s+thoughts?|scratch\s+that|actually,?\s+(?:no|let'?s|make|go|use"
    r"|switch|change|pick)|let'?s\s+(?:switch|change)\s+(?:it|that)|en\s+(?:vez|lugar)\s+de\s+eso"
    r"|mejor|stattdessen|lieber|plut\u00f4t|finalement|em\s+vez\s+disso|melhor|invece|anzi"
    r"|\u8fd8\u662f|\u6539\u6210|\u3084\u3063\u3071\u308a|\ub300\uc2e0|\u043b\u0443\u0447\u0448\u0435)",
    re.I,
)
"""A reply that takes back the user's last word without naming it."""
_EN_REVISE_WORDS = frozenset(
    "instead rather make wait second scratch actually switch change".split()
)
_BREAKS = frozenset(
    "when because since after before as so for in on at last this next yesterday today ago"
    " cuando porque desde weil seit quand parce depuis quando porque perch\u00e9 da"
    " and now e y et und ahora agora maintenant adesso ora jetzt"
    # "lache Figma pour Penpot": what follows "for" is the new value, not the old
    " pour por per para pra f\u00fcr".split()
)
_LEADING = frozenset("so and but also then well ok okay btw oh anyway plus".split())
"""Connectors that may open a clause before its old value ("so the trip is off")."""
_CJK_TIME = re.compile(
    r"^(?:\u5148\u6708|\u6628\u5e74|\u53bb\u5e74|\u4eca\u5e74|\u5148\u9031|\u6700\u8fd1|\u4eca\u6708|\u5b9f\u306f)+"
)
_EN_STOP = frozenset(
    "the a an our my their his her its this that these those all some any it them us me we i"
    " they you your of in on at to for from with by and or is are was were be been"
    # "Mr Patel retired so I've been moved": a contraction is never the old value
    " i've we've i'm we're i'd we'd".split()
)


_HOLDERS = frozenset(
    "account accounts subscription subscriptions membership plan card server servers box boxes"
    " instance instances konto vertrag abo abonnement cuenta compte conta conto assinatura"
    " abbonamento"
    # what a brand of food or kit comes in: "the Harlow bag is going to the shelter"
    " bag bags tin tins tub tubs sack sacks".split()
)
"""What holds a value rather than being it: "closed my Barclays account" retires Barclays,
"die Hetzner-Server sind abgeschaltet" retires Hetzner."""


def _unheld(words: list[str]) -> list[str]:
    out = [w.split("-")[0] if "-" in w and w.rsplit("-", 1)[1] in _HOLDERS else w for w in words]
    named = [w for w in out if w not in _HOLDERS]
    return named or out


def _clean(old: str, language: Language) -> str:
    words = [w.strip("'\".-") for w in old.split()]
    while words and words[0].lower() in _LEADING:
        words = words[1:]  # "so Valencia is off": the connector opens the clause
    cut = next((i for i, w in enumerate(words) if w.lower() in _BREAKS), len(words))
    common = FUNCTION_WORDS.get(language, frozenset()) | _EN_STOP
    kept = [w for w in words[:cut] if w and w.lower() not in common]
    if kept and _CJK_TIME.match(kept[0]):
        kept[0] = _CJK_TIME.sub("", kept[0])
    return " ".join(_unheld([w.lower() for w in kept if w]))


_EN_WORD = re.compile(r"[a-z]+")
_EN_OLD_WORDS = (
    frozenset(
        "from longer anymore more gone out off dead retired deprecated history over cancelled"
        " canceled shelved dropped scrapped wrapped finished done ditched replaced killed abandoned"
        " left quit stopped rid moved migrated shut sunset decommissioned instead rather place"
        " scratch not closed cancelled canceled terminated unsubscribed passed died rainbow let put"
        " lost goodbye buried rip bailed ripped tore gave walked resigned handed threw kicked"
        " uninstalled".split()
    )
    | GONE_WORDS
)
"""An English sentence without one of these words names no old value (a cheap screen)."""
_EN_RETRACT_WORDS = frozenset("scratch changed change second take actually never".split())
_EN_CHANGED_WORDS = frozenset(
    "now new anymore more longer moved switched migrated changed joined started these currently"
    " back instead slipped postponed pushed delayed upgraded promoted".split()
)


_ART = (
    r"(?:(?:el|la|los|las|le|les|il|lo|i|gli|o|a|os|as|der|die|das|den|dem|am|im|um|bei|en|na"
    r"|no|nas|nos|em|al|alla|in|au)\s+|l')?"
)
_ONE = r"(?P<old>[^\s,.;:!?()]+)"
_NOT_BUT: dict[Language, tuple[re.Pattern[str], ...]] = {
    # "no longer X" said without a verb, or "not X but Y": the value before the turn is old
    # ("non piu il lunedi, restiamo chiusi il martedi", "nicht mehr am Montag, sondern am
    # Dienstag", "ya no los lunes", "pas le lundi mais le mardi").
    "es": (
        re.compile(r"\bya\s+no\s+(?:es\s+|son\s+)?(?:el|la|los|las|en|con|para)\s+" + _XS, re.I),
        re.compile(r"\bno\s+(?:es\s+|son\s+)?" + _ART + _XS + r"\s*,?\s+sino\b", re.I),
    ),
    "de": (
        re.compile(r"\bnicht\s+mehr\s+(?:am|im|um)\s+" + _ONE, re.I),
        re.compile(r"\bnicht\s+(?:mehr\s+)?" + _ART + _XS + r"\s*,?\s+sondern\b", re.I),
    ),
    "fr": (
        re.compile(r"\b(?:ne|n')\s*\w+\s+plus\s+(?:le|la|les|l')\s*" + _XS, re.I),
        re.compile(r"(?:^|[,;]\s*)(?:et\s+)?plus\s+(?:chez|\u00e0|au|en|dans|avec)\s+" + _XS, re.I),
        re.compile(r"\b(?:plus|non)\s+(?:le|la|les|l')\s*" + _XS + r"\s*,?\s+mais\b", re.I),
    ),
    "pt": (
        re.compile(
            r"\bn\u00e3o\s+(?:\u00e9\s+)?mais\s+(?:o|a|os|as|na|no|nas|nos|em|com)\s+" + _XS, re.I
        ),
        re.compile(
            r"\bn\u00e3o\s+(?:\u00e9\s+)?(?:o|a|os|as)\s+" + _XS + r"\s*,\s*(?:mas|e\s+sim)\b",
            re.I,
        ),
    ),
    "it": (
        re.compile(
            r"\bnon\s+pi\u00f9\s+(?!di\b|del|della)(?:(?:il|lo|la|i|gli|le|a|in|da|con|al|alla)\s+|l')?"
            + _XS,
            re.I,
        ),
        re.compile(r"\bnon\s+(?:\u00e8\s+)?(?:il|lo|la|i|gli|le)\s+" + _XS + r"\s*,\s*ma\b", re.I),
    ),
}
"""A value set aside by "no longer" or "not ... but", with no verb of change."""


_STILL_TO_COME = re.compile(r"\s+yet\b")
"""A negation closed by "yet" says the thing is still expected, not that it ended."""


@lru_cache(maxsize=4096)
def change_in(sentence: str, language: Language) -> Change:
    """What `sentence` says has changed (see the module docstring)."""
    if language == "en":
        # Most sentences name no change; a set lookup decides them without the patterns.
        words = set(_EN_WORD.findall(sentence.lower()))
        patterns = _OLD["en"] if words & _EN_OLD_WORDS else ()
        retract = bool(words & _EN_RETRACT_WORDS)
        marker = bool(words & _EN_CHANGED_WORDS)
        revise = bool(words & _EN_REVISE_WORDS)
    else:
        patterns = _OLD.get(language, ()) + _GONE.get(language, ()) + _NOT_BUT.get(language, ())
        retract, marker, revise = True, True, True
    replaces: list[str] = []
    for pattern in patterns:
        for m in pattern.finditer(sentence):
            if _STILL_TO_COME.match(sentence, m.end()):
                continue  # "baby's not out yet": still to come, nothing retired
            old = _clean(m.group("old"), language)
            if old and len(old) > 1 and old not in replaces:
                replaces.append(old)
    if language != "en":
        replaces.extend(v for v in set_aside(sentence, language) if v not in replaces)
    replaces.extend(_fused(replaces))
    retracts = retract and _RETRACT.search(sentence) is not None
    changed = bool(replaces) or retracts or (marker and _CHANGED.search(sentence) is not None)
    revises = not replaces and (retracts or (revise and _REVISE.search(sentence) is not None))
    return Change(replaces=tuple(replaces[:4]), retracts=retracts, changed=changed, revises=revises)


_KIND_ENDINGS = ("db", "ci", "sql", "js")


def _fused(values: list[str]) -> list[str]:
    """The names of tools said short with their kind fused on: "mongo" is "mongodb" too.

    A store finds the memories to retire by whole words, so "ripped out circle" must also
    name "circleci"; only a fused name the subject lexicon knows is added.
    """
    return [
        v + ending
        for v in values
        if " " not in v and not v.endswith(_KIND_ENDINGS)
        for ending in _KIND_ENDINGS
        if v + ending not in values and subject_of(v + ending) is not None
    ][:1]
