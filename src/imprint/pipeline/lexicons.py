"""Cues for the languages other than English: what marks a fact, a rule, a decision.

One `Lexicon` per language, each a handful of patterns written for intents, not for
sentences: a self-introduction (Spanish "soy", German "ich bin", French "je m'appelle",
Chinese "wo jiao", Japanese "to moushimasu"), a lasting fact about oneself (where one
lives or works, one's job, family, health, stack), a standing instruction ("siempre",
"immer", "toujours", Chinese "yihou", Japanese "kanarazu", Korean "hangsang"), a
preference, a decision, and the markers that cancel a memory: a hedge ("quizas",
"vielleicht", Japanese "kamo"), a one-off ("solo esta vez", "nur diesmal", Japanese
"konkai dake"), a question, someone else's view ("mi jefe quiere", "meine Frau mag").
Patterns hold non-ASCII letters as escapes (the sources are ASCII). Read by `foreign.py`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.language import Language

__all__ = ["LEXICONS", "Lexicon"]


@dataclass(frozen=True, slots=True)
class Lexicon:
    """The cues of one language, as compiled patterns (searched, case-insensitive)."""

    name: re.Pattern[str]
    """A self-introduction; group `name` holds the name."""
    fact: re.Pattern[str]
    """A lasting fact about the user or their world."""
    rule: re.Pattern[str]
    """A standing instruction or preference for the agent."""
    decision: re.Pattern[str]
    """A choice made."""
    hedge: re.Pattern[str]
    """Uncertainty or a hypothetical: nothing to keep."""
    one_off: re.Pattern[str]
    """This time only: instructions in the same reply are not standing."""
    other: re.Pattern[str]
    """Someone else's preference or words."""
    question: re.Pattern[str]
    """A question (besides a final question mark)."""
    ack: re.Pattern[str]
    """A whole sentence that only acknowledges or greets."""
    filler: re.Pattern[str]
    """Greetings and fillers stripped from the start of a sentence before it is stored."""


def _c(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_NAME_TAIL = r"(?P<name>[A-Z\u00c0-\u00de][\w\u00c0-\u024f'-]{1,30})"
_CJK_NAME = r"(?P<name>[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]{1,4})"

LEXICONS: dict[Language, Lexicon] = {
    "es": Lexicon(
        name=re.compile(
            r"\b(?:[Ss]oy|[Mm]e llamo|[Mm]i nombre es|[Ll]l\u00e1mame)\s+(?:el\s+|la\s+)?"
            + _NAME_TAIL
        ),
        fact=_c(
            r"\b(?:soy|estoy|trabajo|vivo|vivimos|me mud\u00e9|nos mudamos|tengo|uso|usamos|"
            r"estamos"
            r"|somos|trabajamos|migramos|pasamos|cambiamos|mi\s+\w+\s+(?:es|son|se llama)|"
            r"nuestr[oa]"
            r"\s+\w+\s+(?:es|son|usa|corre)|soy\s+al[e\u00e9]rgic|la base de datos es|"
            r"el backend es"
            r"|ya no vivo|ya no trabajo|me fui|mi (?:esposa|esposo|marido|mujer|hij[oa]|"
            r"novi[oa]|perro|gato))\b"
        ),
        rule=_c(
            r"\b(?:siempre|nunca|jam[a\u00e1]s|a partir de ahora|de ahora en adelante|"
            r"por favor|porfa"
            r"|prefiero|me gusta|no me gusta|odio|no soporto|evita|usa|escr[i\u00ed]beme|"
            r"resp[o\u00f3]ndeme"
            r"|h[a\u00e1]blame|dame|p[a\u00e1]same|tut\u00e9ame|tr\u00e1tame|"
            r"en espa[\u00f1n]ol|sin\s+\w+)\b"
        ),
        decision=_c(
            r"\b(?:decidimos|decidido|hemos decidido|vamos con|nos quedamos con|elegimos|"
            r"optamos por)\b"
        ),
        hedge=_c(
            r"\b(?:quiz[a\u00e1]s?|tal vez|a lo mejor|no s[e\u00e9] si|estoy pensando|igual|"
            r"puede que|no estoy segur)\w*"
        ),
        one_off=_c(
            r"\b(?:solo (?:esta|por esta) vez|esta vez|solo hoy|por hoy|solo para (?:este|esta))\b"
        ),
        other=_c(
            r"\b(?:mi (?:jefe|jefa|cliente|compa\u00f1er[oa]|esposa|esposo|marido|mujer|madre"
            r"|padre)|[e\u00e9]l|ella|ellos)\s+(?:quiere|prefiere|dice|odia|siempre)\b"
        ),
        question=_c(
            r"^\s*\u00bf|\b(?:qu[e\u00e9]|c[o\u00f3]mo|d[o\u00f3]nde|cu[a\u00e1]ndo|"
            r"por qu[e\u00e9]|cu[a\u00e1]l)\b.*\?$"
        ),
        ack=_c(
            r"^(?:s[i\u00ed]|no|vale|ok|dale|gracias|muchas gracias|perfecto|genial|listo|"
            r"funcion[o\u00f3]|hola|buenas|claro|bien|de acuerdo|entendido|"
            r"ok te las paso)[\s!.,\U0001f642\U0001f60a]*$"
        ),
        filler=_c(
            r"^(?:(?:hola|buenas|s[i\u00ed]|no|ah|oh|pues|bueno|vale|ok|oye|mira|gracias|"
            r"perfecto)[\s!.,;:]+|y\s+|adem[a\u00e1]s,?\s+|por cierto,?\s+)+"
        ),
    ),
    "de": Lexicon(
        name=re.compile(
            r"\b(?:[Ii]ch bin|[Ii]ch hei\u00dfe|[Mm]ein Name ist|[Nn]enn mich)\s+" + _NAME_TAIL
        ),
        fact=_c(
            r"\b(?:ich (?:bin|arbeite|wohne|lebe|habe|nutze|benutze|unterrichte|studiere)|"
            r"wir (?:sind|nutzen|benutzen|haben|arbeiten|setzen)"
            r"|mein(?:e)? \w+ (?:ist|sind|hei\u00dft)|unser(?:e)? \w+ (?:ist|sind|l\u00e4uft)"
            r"|umgezogen|gewechselt|umgestellt"
            r"|allergisch|vegetarisch|vegan)\b"
        ),
        rule=_c(
            r"\b(?:immer|nie|niemals|ab sofort|ab jetzt|k\u00fcnftig|in zukunft|bitte|lieber|"
            r"bevorzuge"
            r"|mag keine|hasse|vermeide|nutze|verwende|schreib|antworte|duz|siez|statt)\w*"
        ),
        decision=_c(r"\b(?:entschieden|entscheidung|wir nehmen|wir gehen mit|festgelegt)\b"),
        hedge=_c(
            r"\b(?:vielleicht|eventuell|mal sehen|wei\u00df nicht|\u00fcberlege|"
            r"bin mir nicht sicher|k\u00f6nnte)\b"
        ),
        one_off=_c(
            r"\b(?:nur (?:dies|dieses) ?mal|nur heute|diesmal|nur f\u00fcr (?:diese|diesen|"
            r"dieses))\b"
        ),
        other=_c(
            r"\b(?:mein(?:e)? (?:chef|chefin|kunde|kollege|kollegin|frau|mann)|er|"
            r"sie)\s+(?:will|m\u00f6chte|sagt|mag|bevorzugt)\b"
        ),
        question=_c(
            r"^\s*(?:was|wie|wo|wann|warum|welche[rsmn]?|kannst du|k\u00f6nntest du|"
            r"gibt es)\b.*\?$"
        ),
        ack=_c(
            r"^(?:ja|nein|ok|okay|passt|danke|super|prima|klar|gut|alles klar|hallo|hi|genau|"
            r"gleich)[\s!.,]*$"
        ),
        filler=_c(
            r"^(?:(?:hallo|hi|hey|ja|nein|ok|also|gleich|danke|super)[\s!.,;:]+|und\s+|"
            r"kurzes update(?: zu mir)?:\s*)+"
        ),
    ),
    "fr": Lexicon(
        name=re.compile(
            r"(?:\b[Jj]e m'appelle|\b[Mm]oi c'est|\b[Mm]on nom est|\b[Jj]e suis)\s+" + _NAME_TAIL
        ),
        fact=_c(
            r"\b(?:je suis|j'habite|je vis|je travaille|je bosse|j'enseigne|j'ai|nous sommes|"
            r"on est|on utilise"
            r"|nous utilisons|on fait|mon \w+ est|ma \w+ est|notre \w+ est|"
            r"on est pass[e\u00e9]s|d\u00e9m\u00e9nag[e\u00e9]"
            r"|allergique|v\u00e9g\u00e9tarien|v\u00e9gane?|chez)\b"
        ),
        rule=_c(
            r"\b(?:toujours|jamais|d\u00e9sormais|dor\u00e9navant|\u00e0 partir de maintenant"
            r"|s'il te pla\u00eet|stp"
            r"|svp|je pr\u00e9f\u00e8re|j'aime|je d\u00e9teste|\u00e9vite|utilise|\u00e9cris|"
            r"r\u00e9ponds|vouvoi|tutoi)\w*"
        ),
        decision=_c(
            r"\b(?:on a d\u00e9cid\u00e9|nous avons d\u00e9cid\u00e9|c'est d\u00e9cid\u00e9|"
            r"on part sur|on garde|on choisit)\b"
        ),
        hedge=_c(
            r"\b(?:peut-\u00eatre|je ne sais pas|je sais pas|je r\u00e9fl\u00e9chis|on verra|"
            r"pas s\u00fbr|\u00e9ventuellement)\b"
        ),
        one_off=_c(
            r"\b(?:juste cette fois|cette fois|pour cette fois|juste aujourd'hui|rien que pour)\b"
        ),
        other=_c(
            r"\b(?:mon (?:chef|client|coll\u00e8gue)|ma (?:cheffe|femme|coll\u00e8gue)|il|"
            r"elle)\s+(?:veut|pr\u00e9f\u00e8re|dit|aime|d\u00e9teste)\b"
        ),
        question=_c(
            r"^\s*(?:qu'est-ce|comment|o\u00f9|quand|pourquoi|quel(?:le)?s?|est-ce que|"
            r"tu peux)\b.*\?$"
        ),
        ack=_c(
            r"^(?:oui|non|ok|d'accord|merci|super|top|nickel|parfait|g\u00e9nial|bonjour|"
            r"salut|c'est not\u00e9|\u00e7a marche)[\s!.,]*(?:super)?[\s!.,]*$"
        ),
        filler=_c(
            r"^(?:(?:bonjour|salut|oui|non|ah|bon|alors|ok|merci|super)[\s!.,;:]+|et\s+|"
            r"en fait,?\s+|sinon,?\s+)+"
        ),
    ),
    "pt": Lexicon(
        name=re.compile(
            r"\b(?:[Ss]ou (?:a |o )?|[Mm]e chamo|[Mm]eu nome \u00e9|[Ee]u sou (?:a |o )?)"
            + _NAME_TAIL
        ),
        fact=_c(
            r"\b(?:sou|estou|trabalho|moro|tenho|uso|usamos|somos|trabalhamos|migramos|trocou"
            r"|trocamos|mudei|mudamos|meu \w+ \u00e9|minha \w+ \u00e9|nosso \w+ \u00e9|"
            r"nossa \w+ \u00e9|al\u00e9rgic|vegetarian)\w*"
        ),
        rule=_c(
            r"\b(?:sempre|nunca|a partir de agora|daqui pra frente|por favor|pfv|prefiro|gosto de"
            r"|odeio|evite|use|usa|escreva|responda|me manda|manda|nada de)\b"
        ),
        decision=_c(r"\b(?:decidimos|decidido|vamos com|vamos de|ficamos com|escolhemos)\b"),
        hedge=_c(
            r"\b(?:talvez|quem sabe|n\u00e3o sei se|estou pensando|pode ser que|acho que vou)\b"
        ),
        one_off=_c(
            r"\b(?:s\u00f3 (?:dessa|desta) vez|dessa vez|desta vez|s\u00f3 hoje|"
            r"s\u00f3 para (?:esse|essa|este|esta))\b"
        ),
        other=_c(
            r"\b(?:meu (?:chefe|cliente|colega|marido)|minha (?:chefe|esposa|mulher|colega)|"
            r"ele|ela)\s+(?:quer|prefere|diz|gosta|odeia)\b"
        ),
        question=_c(r"^\s*(?:o que|como|onde|quando|por que|qual|quais|voc\u00ea pode)\b.*\?$"),
        ack=_c(
            r"^(?:sim|n\u00e3o|ok|valeu|obrigad[oa]|perfeito|beleza|oi|ol\u00e1|tudo|tudo bem"
            r"|tudo certo|quero sim|show|massa|"
            r"era isso mesmo)[\s!.,\U0001f60a]*(?:valeu)?[\s!.,]*$"
        ),
        filler=_c(
            r"^(?:(?:oi|ol\u00e1|sim|n\u00e3o|ah|bom|ent\u00e3o|ok|valeu|tudo|"
            r"novidade)[\s!.,;:\U0001f60a]+|e\s+)+"
        ),
    ),
    "it": Lexicon(
        name=re.compile(r"\b(?:[Mm]i chiamo|[Ss]ono|[Ii]l mio nome \u00e8)\s+" + _NAME_TAIL),
        fact=_c(
            r"\b(?:sono|lavoro|abito|vivo|ho|uso|usiamo|siamo|faccio il|faccio la|insegno|"
            r"il mio \w+ \u00e8"
            r"|la mia \w+ \u00e8|mi sono trasferit|sono passat|allergic|vegetarian|vegan)\w*"
        ),
        rule=_c(
            r"\b(?:sempre|mai|d'ora in poi|da ora in poi|per favore|per piacere|preferisco|"
            r"mi piace"
            r"|odio|non sopporto|evita|usa|scrivi|rispondi|dammi|mettimi|metti|dammi del)\w*"
        ),
        decision=_c(r"\b(?:deciso|abbiamo deciso|andiamo con|scegliamo|facciamo)\b"),
        hedge=_c(r"\b(?:forse|magari|non so se|ci sto pensando|boh|vedremo|non sono sicur)\w*"),
        one_off=_c(
            r"\b(?:solo questa volta|questa volta|solo questa|solo oggi|oggi no|per stavolta|"
            r"stavolta)\b"
        ),
        other=_c(
            r"\b(?:il mio (?:capo|cliente|collega)|mia (?:moglie|madre)|mio marito|lui|"
            r"lei)\s+(?:vuole|preferisce|dice|odia|ama)\b"
        ),
        question=_c(
            r"^\s*(?:che|cosa|come|dove|quando|perch\u00e9|quale|quali|mi (?:fai|scrivi|"
            r"prepari))\b.*\?$"
        ),
        ack=_c(
            r"^(?:s\u00ec|no|ok|grazie|grazie mille|perfetto|ottimo|ciao|va bene|certo|"
            r"funziona|s\u00ec dai)[\s!.,]*$"
        ),
        filler=_c(
            r"^(?:(?:ciao|salve|s\u00ec|no|ah|allora|ok|grazie|guarda|ecco)[\s!.,;:]+|e\s+)+"
        ),
    ),
    "zh": Lexicon(
        name=re.compile(
            r"(?:\u6211\u53eb|\u6211\u7684\u540d\u5b57\u662f|\u6211\u662f)" + _CJK_NAME
        ),
        fact=_c(
            r"\u6211(?:\u5728|\u662f|\u4f4f|\u505a|\u4eec\u7528|\u4eec\u7684|"
            r"\u4eec\u56e2\u961f|\u4eec\u9879\u76ee|\u4eec\u5df2\u7ecf|\u6709|\u5bf9|\u7684)|"
            r"\u6211\u4eec(?:\u7528|\u7684|\u56e2\u961f|\u9879\u76ee|\u516c\u53f8)|"
            r"\u8fc1\u79fb|\u642c\u5230|\u8fc7\u654f|\u7d20\u98df"
        ),
        rule=_c(
            r"\u4ee5\u540e|\u603b\u662f|\u4e00\u76f4|\u6bcf\u6b21|\u6c38\u8fdc|\u4e0d\u8981|"
            r"\u522b|\u8bf7|\u5c3d\u91cf|\u4e00\u5f8b|\u5fc5\u987b|\u7528\u4e2d\u6587|"
            r"\u6211\u559c\u6b22|\u6211\u4e0d\u559c\u6b22|\u6211\u8ba8\u538c"
        ),
        decision=_c(r"\u51b3\u5b9a|\u5b9a\u4e86|\u5c31\u7528|\u9009\u62e9"),
        hedge=_c(
            r"\u4e5f\u8bb8|\u53ef\u80fd|\u8fd8\u6ca1\u60f3\u597d|\u8003\u8651|"
            r"\u4e0d\u786e\u5b9a|\u518d\u770b\u770b"
        ),
        one_off=_c(r"\u8fd9\u6b21|\u53ea\u662f\u8fd9\u6b21|\u4eca\u5929\u5148"),
        other=_c(
            r"(?:\u8001\u677f|\u9886\u5bfc|\u540c\u4e8b|\u5ba2\u6237|\u8001\u5a46|"
            r"\u8001\u516c|\u4ed6|\u5979)(?:\u8bf4|\u8981|\u559c\u6b22|\u5e0c\u671b)"
        ),
        question=_c(
            r"[\u5417\u5462\uff1f?]\s*$|^(?:\u600e\u4e48|\u4e3a\u4ec0\u4e48|\u4ec0\u4e48|\u54ea)"
        ),
        ack=_c(
            r"^(?:\u597d\u7684?|\u8c22\u8c22|\u597d\uff0c?\u6211\u5148\u8bd5\u8bd5|\u55ef|"
            r"\u884c|\u53ef\u4ee5|\u4f60\u597d|"
            r"\u6548\u679c\u4e0d\u9519)[\uff0c\u3002\uff01!.\s]*(?:\u8c22\u8c22)?[\u3002\uff01!\s]*$"
        ),
        filler=_c(
            r"^(?:\u4f60\u597d|\u60a8\u597d|\u597d\u7684|\u55ef|"
            r"\u66f4\u65b0\u4e00\u4e0b)[\uff0c\u3002\uff01!:\uff1a\s]*"
        ),
    ),
    "ja": Lexicon(
        name=re.compile(
            r"(?:\u306f\u3058\u3081\u307e\u3057\u3066\u3001?|\u79c1\u306f|"
            r"\u308f\u305f\u3057\u306f)?"
            + _CJK_NAME
            + r"(?:\u3067\u3059|\u3068\u7533\u3057\u307e\u3059|\u3068\u3044\u3044\u307e\u3059)"
        ),
        fact=_c(
            r"(?:\u306b\u4f4f\u3093\u3067|\u3067\u50cd\u3044\u3066|\u306b\u52e4\u3081\u3066|"
            r"\u3092\u4f5c\u3063\u3066|\u3092\u3057\u3066\u3044\u307e\u3059|"
            r"\u3057\u3066\u3044\u307e\u3059|\u4f7f\u3063\u3066\u3044\u307e\u3059|"
            r"\u4f7f\u3063\u3066\u307e\u3059|\u5f15\u3063\u8d8a\u3057|\u8ee2\u8077|"
            r"\u30a2\u30ec\u30eb\u30ae\u30fc|\u30d9\u30b8\u30bf\u30ea\u30a2\u30f3|"
            r"\u79c1\u306e|\u3046\u3061\u306e)"
        ),
        rule=_c(
            r"\u5fc5\u305a|\u3044\u3064\u3082|\u4eca\u5f8c|\u3053\u308c\u304b\u3089|"
            r"\u5e38\u306b|\u304a\u9858\u3044\u3057\u307e\u3059|\u304f\u3060\u3055\u3044|"
            r"\u3057\u306a\u3044\u3067|\u3067\u304a\u9858\u3044|\u304c\u597d\u304d|"
            r"\u304c\u82e6\u624b|\u5acc\u3044"
        ),
        decision=_c(
            r"\u6c7a\u3081\u307e\u3057\u305f|\u6c7a\u5b9a|\u306b\u3057\u307e\u3059|"
            r"\u3067\u3044\u304d\u307e\u3059"
        ),
        hedge=_c(
            r"\u304b\u3082\u3057\u308c|\u304b\u306a|\u8ff7\u3063\u3066|\u691c\u8a0e\u4e2d|"
            r"\u8003\u3048\u4e2d|\u308f\u304b\u3089\u306a\u3044"
        ),
        one_off=_c(r"\u4eca\u56de\u3060\u3051|\u4eca\u56de\u306f|\u4eca\u65e5\u3060\u3051"),
        other=_c(
            r"(?:\u4e0a\u53f8|\u540c\u50da|\u304a\u5ba2\u69d8|\u59bb|\u592b|\u5f7c|"
            r"\u5f7c\u5973)(?:\u304c|\u306f)"
        ),
        question=_c(r"[\u304b\uff1f?]\s*$"),
        ack=_c(
            r"^(?:\u3042\u308a\u304c\u3068\u3046\u3054\u3056\u3044\u307e\u3059|"
            r"\u3042\u308a\u304c\u3068\u3046|\u306a\u308b\u307b\u3069|\u4e86\u89e3|"
            r"\u306f\u3044|\u3044\u3044\u3048|\u52a9\u304b\u308a\u307e\u3059|"
            r"\u3053\u3093\u306b\u3061\u306f)[\u3001\u3002\uff01!\s]*(?:\u52a9\u304b\u308a\u307e\u3059)?[\u3002\uff01!\s]*$"
        ),
        filler=_c(
            r"^(?:\u306f\u3058\u3081\u307e\u3057\u3066|\u3053\u3093\u306b\u3061\u306f|"
            r"\u3061\u306a\u307f\u306b|\u3042\u3068)[\u3001\u3002\uff01!\s]*"
        ),
    ),
    "ko": Lexicon(
        name=re.compile(
            r"(?:\uc800\ub294|\uc81c \uc774\ub984\uc740|\ub098\ub294)\s*"
            + _CJK_NAME
            + r"(?:\uc785\ub2c8\ub2e4|\uc774\uc5d0\uc694|\uc608\uc694|\uc774\uace0|\ub77c\uace0)"
        ),
        fact=_c(
            r"(?:\uc0b4\uc544\uc694|\uc0b4\uace0|\uc77c\ud558\uace0|\uc77c\ud574\uc694|"
            r"\uadfc\ubb34|\ub2e4\ub140\uc694|\uc774\uc0ac|\uc774\uc9c1|\uc368\uc694|"
            r"\uc0ac\uc6a9\ud574\uc694|\uc54c\ub808\ub974\uae30|\ucc44\uc2dd|\uc800\ud76c|"
            r"\uc81c\uac00|\uc800\ub294|\uc6b0\ub9ac)"
        ),
        rule=_c(
            r"\ud56d\uc0c1|\uc55e\uc73c\ub85c|\uc808\ub300|\ub298|\ub9e4\ubc88|"
            r"\uc8fc\uc138\uc694|\ud574\uc918|\ud558\uc9c0 \ub9c8|\ub9d0\uc544|\uc2eb\uc5b4|"
            r"\uc88b\uc544\ud574\uc694"
        ),
        decision=_c(
            r"\uacb0\uc815|\ud655\uc815|\ud560\uac8c\uc694|\uac08\uac8c\uc694|\ub85c \ud558\uc8e0"
        ),
        hedge=_c(
            r"\uc544\ub9c8|\uace0\ubbfc|\ubaa8\ub974\uaca0|\uc0dd\uac01\ud574\ubcfc\uac8c|"
            r"\ud560\uc9c0\ub3c4"
        ),
        one_off=_c(
            r"\uc774\ubc88\ub9cc|\uc774\ubc88\uc5d4|\uc774\ubc88\uc5d0\ub294|\uc624\ub298\uc740"
        ),
        other=_c(
            r"(?:\ud300\uc7a5\ub2d8|\uc0c1\uc0ac|\ub3d9\ub8cc|\uace0\uac1d|\uc640\uc774\ud504"
            r"|\uc544\ub0b4|\ub0a8\ud3b8|\uadf8|\uadf8\ub140)(?:\uc774|\uac00|\uc740|\ub294)"
        ),
        question=_c(r"[?\uff1f]\s*$|(?:\ubb50\uc608\uc694|\ubb50\uc8e0|\uc65c|\uc5b4\ub5bb\uac8c)"),
        ack=_c(
            r"^(?:\uac10\uc0ac\ud574\uc694|\uac10\uc0ac\ud569\ub2c8\ub2e4|"
            r"\uace0\ub9c8\uc6cc\uc694|\ub124|\ub135|\uc88b\uc544\uc694|\ub410\uc5b4\uc694|"
            r"\uc548\ub155\ud558\uc138\uc694)[~!.\u314e\u314b\s]*$"
        ),
        filler=_c(
            r"^(?:\uc548\ub155\ud558\uc138\uc694|\ub124|\uc544\ub1e8|\uc74c|"
            r"\uadf8\ub9ac\uace0)[,.!~\s]*"
        ),
    ),
    "ru": Lexicon(
        name=re.compile(
            r"(?:[\u041c\u043c]\u0435\u043d\u044f \u0437\u043e\u0432\u0443\u0442|"
            r"[\u042f\u044f]\s*[-\u2014]?\s*)"
            + r"(?P<name>[\u0410-\u042f\u0401][\u0430-\u044f\u0451]{1,30})"
        ),
        fact=_c(
            r"\b(?:\u044f (?:\u0440\u0430\u0431\u043e\u0442\u0430\u044e|"
            r"\u0436\u0438\u0432\u0443|\u0443\u0447\u0443\u0441\u044c|"
            r"\u043f\u0440\u0435\u043f\u043e\u0434\u0430\u044e|"
            r"\u0438\u0441\u043f\u043e\u043b\u044c\u0437\u0443\u044e|"
            r"\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b|"
            r"\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b\u0430)|"
            r"\u043c\u044b (?:\u0438\u0441\u043f\u043e\u043b\u044c\u0437\u0443\u0435\u043c|"
            r"\u0440\u0430\u0431\u043e\u0442\u0430\u0435\u043c|"
            r"\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b\u0438|"
            r"\u043f\u0435\u0440\u0435\u0448\u043b\u0438)|\u043c\u043e\u0439 \w+|"
            r"\u043c\u043e\u044f \w+|\u043d\u0430\u0448 \w+|"
            r"\u0430\u043b\u043b\u0435\u0440\u0433\u0438|"
            r"\u0432\u0435\u0433\u0435\u0442\u0430\u0440\u0438\u0430\u043d)\w*"
        ),
        rule=_c(
            r"\b(?:\u0432\u0441\u0435\u0433\u0434\u0430|"
            r"\u043d\u0438\u043a\u043e\u0433\u0434\u0430|\u0432\u043f\u0440\u0435\u0434\u044c"
            r"|\u0442\u0435\u043f\u0435\u0440\u044c|"
            r"\u043f\u043e\u0436\u0430\u043b\u0443\u0439\u0441\u0442\u0430|"
            r"\u043f\u0440\u0435\u0434\u043f\u043e\u0447\u0438\u0442\u0430\u044e|"
            r"\u043b\u044e\u0431\u043b\u044e|\u043d\u0435 \u043b\u044e\u0431\u043b\u044e|"
            r"\u0438\u0437\u0431\u0435\u0433\u0430\u0439|"
            r"\u0438\u0441\u043f\u043e\u043b\u044c\u0437\u0443\u0439|\u043f\u0438\u0448\u0438"
            r"|\u043e\u0442\u0432\u0435\u0447\u0430\u0439)\w*"
        ),
        decision=_c(
            r"\b(?:\u0440\u0435\u0448\u0438\u043b\u0438|"
            r"\u0440\u0435\u0448\u0435\u043d\u043e|"
            r"\u0432\u044b\u0431\u0440\u0430\u043b\u0438|"
            r"\u043e\u0441\u0442\u0430\u043d\u043e\u0432\u0438\u043b\u0438\u0441\u044c"
            r" \u043d\u0430)\b"
        ),
        hedge=_c(
            r"\b(?:\u043c\u043e\u0436\u0435\u0442 \u0431\u044b\u0442\u044c|"
            r"\u0432\u043e\u0437\u043c\u043e\u0436\u043d\u043e|"
            r"\u043d\u0435 \u0443\u0432\u0435\u0440\u0435\u043d|"
            r"\u043f\u043e\u0434\u0443\u043c\u0430\u044e|"
            r"\u0434\u0443\u043c\u0430\u044e \u043e)\w*"
        ),
        one_off=_c(
            r"\b(?:\u0442\u043e\u043b\u044c\u043a\u043e "
            r"\u0432 \u044d\u0442\u043e\u0442 \u0440\u0430\u0437"
            r"|\u0432 \u044d\u0442\u043e\u0442 \u0440\u0430\u0437|"
            r"\u0442\u043e\u043b\u044c\u043a\u043e \u0441\u0435\u0433\u043e\u0434\u043d\u044f)\b"
        ),
        other=_c(
            r"\b(?:\u043c\u043e\u0439 (?:\u043d\u0430\u0447\u0430\u043b\u044c\u043d\u0438\u043a"
            r"|\u043a\u043b\u0438\u0435\u043d\u0442|"
            r"\u043a\u043e\u043b\u043b\u0435\u0433\u0430|\u043c\u0443\u0436)|"
            r"\u043c\u043e\u044f (?:\u0436\u0435\u043d\u0430|"
            r"\u043d\u0430\u0447\u0430\u043b\u044c\u043d\u0438\u0446\u0430)|\u043e\u043d|"
            r"\u043e\u043d\u0430)\s+(?:\u0445\u043e\u0447\u0435\u0442|"
            r"\u0433\u043e\u0432\u043e\u0440\u0438\u0442|\u043b\u044e\u0431\u0438\u0442|"
            r"\u043f\u0440\u0435\u0434\u043f\u043e\u0447\u0438\u0442\u0430\u0435\u0442)\b"
        ),
        question=_c(r"\?\s*$"),
        ack=_c(
            r"^(?:\u0434\u0430|\u043d\u0435\u0442|\u0441\u043f\u0430\u0441\u0438\u0431\u043e|"
            r"\u043e\u043a|\u0445\u043e\u0440\u043e\u0448\u043e|"
            r"\u043e\u0442\u043b\u0438\u0447\u043d\u043e|\u043f\u0440\u0438\u0432\u0435\u0442"
            r"|\u043f\u043e\u043d\u044f\u0442\u043d\u043e)[\s!.,]*$"
        ),
        filler=_c(
            r"^(?:(?:\u043f\u0440\u0438\u0432\u0435\u0442|\u0434\u0430|\u043d\u0435\u0442|"
            r"\u043e\u043a|\u043d\u0443|\u0441\u043f\u0430\u0441\u0438\u0431\u043e)[\s!.,;:]+"
            r"|\u0438\s+)+"
        ),
    ),
}
