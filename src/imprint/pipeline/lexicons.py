"""Cues for the languages other than English: what marks a fact, a rule, a decision.

One `Lexicon` per language, each a handful of patterns written for intents, not for
sentences: a self-introduction (Spanish "soy", German "ich bin", French "je m'appelle",
Chinese "wo jiao", Japanese "to moushimasu"), a lasting fact about oneself (where one
lives or works, one's job, family, health, stack), a standing instruction ("siempre",
"immer", "toujours", Chinese "yihou", Japanese "kanarazu", Korean "hangsang"), a
preference, a decision, and the markers that cancel a memory: a hedge ("quizas",
"vielleicht", Japanese "kamo"), a one-off ("solo esta vez", "nur diesmal", Japanese
"konkai dake"), a request for this turn's work, a question, someone else's view ("mi
jefe quiere", "meine Frau mag"). Patterns hold non-ASCII letters as escapes (the sources
are ASCII). Read by `foreign.py`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.language import Language

__all__ = ["LEXICONS", "Lexicon", "ignore_case"]


@dataclass(frozen=True, slots=True)
class Lexicon:
    """The cues of one language, as compiled patterns (searched, case-insensitive)."""

    name: re.Pattern[str]
    """A self-introduction; group `name` holds the name."""
    fact: re.Pattern[str]
    """A lasting fact about the user or their world."""
    standing: re.Pattern[str]
    """A marker that an instruction holds from now on ("siempre", "in Zukunft")."""
    preference: re.Pattern[str]
    """A first-person like, dislike or preference, or a style instruction."""
    decision: re.Pattern[str]
    """A choice made."""
    hedge: re.Pattern[str]
    """Uncertainty, indifference or a hypothetical: nothing to keep."""
    one_off: re.Pattern[str]
    """This time only: instructions in the same reply are not standing."""
    task: re.Pattern[str]
    """A request for this turn's work ("I need help with ..."), not a lasting statement."""
    other: re.Pattern[str]
    """Someone else's preference or words."""
    question: re.Pattern[str]
    """A question (besides a final question mark)."""
    ack: re.Pattern[str]
    """A whole sentence that only acknowledges, thanks or greets."""
    filler: re.Pattern[str]
    """Greetings and fillers stripped from the start of a sentence before it is stored."""


def ignore_case(pattern: str) -> re.Pattern[str]:
    """`pattern` compiled to match in any case (the other languages' readers share it)."""
    return re.compile(pattern, re.IGNORECASE)


_c = ignore_case
_ASK_LEAD = (
    r"(?:^|[,;:.!?]\s*|\b(?:y|e|et|und|porfa|pls|stp|svp|bitte|ah|oh|ach|also|aussi|tamb\u00e9m"
    r"|anche|adem\u00e1s)\s+)"
)
"""Where a verbless ask of how to answer starts ("y porfa respuestas cortitas"): a clause's
start, so answers named as a thing of the task ("mis alumnos dan respuestas cortas") ask
nothing."""


_NAME_TAIL = r"(?P<name>[A-Z\u00c0-\u00de][\w\u00c0-\u024f'-]{1,30})"
_CJK_NAME = r"(?P<name>[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]{1,4})"

LEXICONS: dict[Language, Lexicon] = {
    "es": Lexicon(
        name=re.compile(
            r"\b(?:[Ss]oy|[Mm]e llamo|[Mm]i nombre es|[Ll]l\u00e1mame)\s+(?:el\s+|la\s+)?"
            + _NAME_TAIL
        ),
        fact=_c(
            r"\b(?:soy|estoy|trabajo|trabajamos|vivo|vivimos|me mud\u00e9|nos mudamos|tengo|"
            # "vuelvo a comer pescado": meat or fish eaten again, a change of diet
            r"(?:vuelvo|volv[i\u00ed])\s+a\s+comer|como\s+(?:carne|pescado)\s+(?:otra\s+vez|de\s+nuevo)|"
            # "el veterinario le ha cambiado a royal canin": a pet's food moved by its vet
            r"(?:el|la)\s+veterinari[oa]\s+(?:le|la|lo)\s+(?:ha\s+)?(?:cambiado|pasado|puesto)|come\s+pienso|"
            # "ya me cambi\u00e9 a totalplay": the user switched to a provider or a tool
            r"me\s+(?:cambi[e\u00e9]|pas[e\u00e9])\s+(?:a|al)(?=\s+\w)|"
            r"uso|usamos"
            r"|estamos|somos|migramos|pasamos|cambiamos|mi\s+\w+\s+(?:es|son|se llama)"
            r"|nuestr[oa]\s+\w+\s+(?:es|son|usa|corre)|al[e\u00e9]rgic[oa]|vegetarian[oa]|"
            r"vegan[oa]"
            r"|cel\u00edac[oa]|embarazada|la base de datos es|el backend es|el frontend es"
            r"|llevo\s+(?:\w+\s+){1,2}?en|doy\s+clases|ense\u00f1o|regento|dirijo|gestiono|entreno"
            r"|me caso|nos casamos|llevo (?:un|una) (?:tienda|bar|caf\u00e9|negocio|restaurante)"
            r"|ya no vivo|ya no trabajo|me fui|mi (?:esposa|esposo|marido|mujer|hij[oa]s?|novi[oa]"
            r"|perro|gato|jefe|jefa)|toco\s+(?:el|la|en)|ensayamos"
            # "juego de portero en un equipo de f\u00fatbol sala", "juego al p\u00e1del": a sport
            r"|juego\s+(?:al|a\s+la|de\s+(?:portero|base|delantero|defensa|central|alero|p\u00edvot"
            r"|pivot|lateral|extremo|medio)|en\s+(?:un|una|el|la)\s+(?:equipo|club|liga))"
            # "me he apuntado a padel chamberi": a club, a class or a gym joined
            r"|me\s+he\s+apuntado|me\s+apunt[e\u00e9]|me\s+he\s+inscrito|me\s+inscrib[i\u00ed]"
            r"|me\s+he\s+unido|me\s+un[i\u00ed]"
            # "vendo ropa de segunda mano en wallapop", "ya lo vendo todo por vinted", "hago
            # las facturas en holded": where the user sells, the tool they work in
            r"|(?:lo\s+)?vendo\s+(?:\w+\s+){0,5}?(?:en|por)\s+\w+"
            r"|hago\s+(?:las|los|mis)\s+\w+\s+(?:en|con)\s+\w+"
            # "pago 750 de alquiler", "el alquiler ahora es 800": what the home costs
            r"|pago\s+\d+|el\s+alquiler\s+(?:ahora\s+)?(?:es|son|est\u00e1))\b"
        ),
        standing=_c(
            r"\b(?:siempre|nunca|jam[a\u00e1]s|a partir de ahora|de ahora en adelante|en adelante"
            r"|de aqu\u00ed en adelante|cada vez que|por defecto|en todo lo que"
            # "mas corto la proxima": next time, and the times after it
            r"|la pr\u00f3xima vez|la proxima vez|las pr[o\u00f3]ximas veces"
            r"|de ahora en m[a\u00e1]s"
            r"|la pr[o\u00f3]xima(?=\s*[,.;!]|\s*$))\b"
        ),
        preference=_c(
            r"\b(?:prefiero|me gusta|no me gusta|me encanta|odio|no soporto|detesto|evita"
            r"|tut\u00e9ame|tr\u00e1tame de|h[a\u00e1]blame de|sin\s+(?:tanto|emojis?|rollo)\w*)\b"
            r"|,\s*no\s+\w+\s*[.!]?$"
            # "porfa respuestas cortitas", "us\u00e1 el voseo conmigo": how to answer, verbless
            r"|"
            + _ASK_LEAD
            + r"respuestas?\s+(?:m[a\u00e1]s\s+)?(?:cort\w*|breves?|largas?|detalladas?|concisas?"
            r"|simples?|sencillas?|directas?)\b|\b(?:usa|us[a\u00e1]|us\u00e1)\s+(?:el\s+)?voseo\b"
            # "sin tecnicismos", "medidas en cent\u00edmetros, por favor": a manner or a unit
            r"|\bsin\s+(?:tecnicismos|jerga|rodeos|formalidades|palabrotas)\b"
            r"|\b(?:medidas|cantidades|precios|temperaturas|pesos|distancias)\s+(?:siempre\s+)?en\s+\w+"
        ),
        decision=_c(
            r"\b(?:decidimos|decidido|hemos decidido|vamos con|nos quedamos con|elegimos"
            r"|optamos por|queda decidido|me quedo con)\b"
        ),
        hedge=_c(
            r"\b(?:quiz[a\u00e1]s?|tal vez|a lo mejor|no s[e\u00e9] si|estoy pensando|puede que"
            r"|no estoy segur[oa]|me da igual|lo que sea|da lo mismo)\b"
        ),
        one_off=_c(
            r"\b(?:solo (?:esta|por esta) vez|esta vez|solo hoy|por hoy|hoy|solo para (?:este"
            r"|esta)"
            r"|por esta vez|por una vez|excepcionalmente|solo (?:en|para) (?:este|esta))\b"
        ),
        task=_c(
            r"\b(?:necesito|quiero (?:que|preparar|hacer|escribir|un|una)"
            r"|quer\u00eda (?:un|una|que|saber)|quisiera|tengo que|me ayudas|"
            r"ay\u00fadame"
            r"|puedes|podr\u00edas|escr\u00edbeme un|hazme|revisa|tengo este error)\b"
        ),
        other=_c(
            r"\b(?:mi (?:jefe|jefa|cliente|compa\u00f1er[oa]|esposa|esposo|marido|mujer|madre"
            r"|padre|suegr[oa]|gerente|profe(?:sora?)?|supervisora?)"
            r"|[e\u00e9]l|ella|ellos)\s+(?:quiere|prefiere|dice|odia|siempre|pide|exige|insiste)\b"
        ),
        question=_c(
            r"^\s*\u00bf|\b(?:qu[e\u00e9]|c[o\u00f3]mo|d[o\u00f3]nde|cu[a\u00e1]ndo|"
            r"por qu[e\u00e9]|cu[a\u00e1]l)\b.*\?$"
        ),
        ack=_c(
            r"^(?:s[i\u00ed]|no|vale|ok|dale|gracias|muchas gracias|perfecto|genial|listo|"
            r"funcion[o\u00f3]"
            r"|hola|buenas|claro|bien|de acuerdo|entendido|"
            r"ok te las paso)[\s!.,\U0001f642\U0001f60a]*$"
        ),
        filler=_c(
            r"^(?:(?:hola|buenas|s[i\u00ed]|no|ah|oh|pues|bueno|vale|ok|oye|mira|gracias|perfecto)"
            r"[\s!.,;:]+|y\s+|pero\s+|adem[a\u00e1]s,?\s+|por cierto,?\s+)+"
        ),
    ),
    "de": Lexicon(
        name=re.compile(
            r"\b(?:[Ii]ch bin|[Ii]ch hei\u00dfe|[Mm]ein Name ist|[Nn]enn mich)\s+" + _NAME_TAIL
        ),
        fact=_c(
            r"\b(?:(?:ich\s+)?(?:esse|ess|iss)\s+(?:\w+\s+){0,3}?wieder\s+(?:fleisch|fisch)"
            r"|ich\s+(?:bin|arbeit|wohn|leb|hab|nutz|benutz|unterricht|studier|komm|sitz"
            r"|trainier|leit|f\u00fchr|betreib|heirat)\w*|wir\s+heiraten"
            r"|(?:bin|arbeite|wohne|lebe|habe)\s+ich"
            # "..., hab nen balkon mit tomaten": what the user has, the "ich" dropped
            r"|(?:^|[,;]\s*)hab(?:e)?\s+(?:n|nen|ne|einen|eine|ein|zwei|drei)(?=\s+\w)"
            # "hab mir jetzt einen gebrauchten skoda gekauft": a thing got, the "ich" dropped
            r"|(?:^|[,;]\s*)hab(?:e)?\s+mir\s+(?:[^\s,.;!?]+\s+){1,5}?(?:gekauft|geholt|zugelegt"
            r"|geleast|angeschafft)"
            r"|(?:der|die)\s+tier\u00e4rzt(?:in)?\s+hat\s+(?:ihn|sie|\w+)\s+auf|frisst\s+(?:nur\s+)?\w+"
            # "meine tochter emma geht dienstags zum turnen", "emma geht jetzt zum judo": what
            # the user's own do, and a new activity said with "jetzt"
            r"|(?:meine?|unsere?)\s+(?:tochter|sohn|kinder?|kleine|kleiner|gro\u00dfe|gro\u00dfer)\s+"
            r"(?:[^\W\d_]+\s+)?(?:geht|gehen|hat|haben|spielt|spielen|macht|machen|f\u00e4ngt|tanzt"
            r"|schwimmt|turnt|reitet)"
            r"|geht\s+(?:\w+\s+){0,2}?jetzt\s+(?:zum|zur|in\s+den|in\s+die|ins)"
            r"|^(?:bin|arbeite|wohne|lebe)\s+(?:\w+\s+){0,3}?(?-i:[A-Z])\w*"
            r"|wir\s+(?:sind|nutzen|benutzen|haben|arbeiten"
            r"|setzen|hosten|deployen)|mein(?:e)?\s+\w+\s+(?:ist|sind|hei\u00dft)|"
            r"unser(?:e)?\s+\w+\s+"
            r"(?:ist|sind|l\u00e4uft)|umgezogen|gewechselt|umgestellt|allergisch|\w*allergie|"
            r"vegetarisch"
            r"|vegetarier\w*|vegan\w*|schwanger|im urlaub|in elternzeit|ich\s+spiel\w*"
            r"|wir\s+(?:proben|spielen|trainieren|treffen\s+uns|wohnen|leben)"
            # "ich zahle 950 Miete", "die Miete ist jetzt 1100": what the home costs
            r"|(?:ich\s+)?zahle\s+\d+|(?:die|meine|unsere)\s+miete\s+(?:ist|liegt|steigt|betr\u00e4gt))\b"
        ),
        standing=_c(
            r"\b(?:immer|nie|niemals|ab sofort|ab jetzt|k\u00fcnftig|in zukunft|weiterhin"
            r"|jedes mal|grunds\u00e4tzlich|standardm\u00e4\u00dfig|n\u00e4chstes mal"
            r"|beim n\u00e4chsten mal)\b"
        ),
        preference=_c(
            r"\b(?:lieber|bevorzuge|mag\s+(?:keine|lieber|es)|hasse|vermeide|duz\w*|siez\w*"
            # "nichts mit pilzen, die mag ich gar nicht": a dislike said of what was named
            r"|(?:die|den|das)\s+mag\s+ich\s+(?:gar\s+|\u00fcberhaupt\s+|echt\s+)?nicht"
            r"|(?:bitte\s+)?nichts\s+mit\s+\w+(?=\s*(?:[,.!]|$|bitte))"
            # "ohne Emojis" asks how; "ohne was zu zahlen", "ohne dass er fragt" tell what
            # someone did not do
            r"|statt|anstatt|ohne\s+(?!dass\b|was\b|etwas\b|zu\b)(?![^.,;!?]*\b(?:zu\s+\w+en|(?:an|auf|aus|ein|mit|vor|zur\u00fcck)zu\w+en)\b)\w+)\b"
            r"|,\s*nicht\s+\w+\s*[.!]?$"
            # "Antworten bitte kurz halten", "keine Emojis bitte": how to answer, verbless
            r"|"
            + _ASK_LEAD
            + r"Antworten?\s+(?:bitte\s+)?(?:immer\s+)?(?:kurz|knapp|ausf\u00fchrlich|detailliert"
            r"|einfach|auf\s+\w+)\b|\bkeine\s+(?:Emojis?|Ausrufezeichen|Anglizismen|Fachbegriffe"
            r"|Fachsprache|Floskeln)\b"
            r"|\b(?:Mengen|Ma(?:\u00df|ss)e|Preise|Temperaturen|Gewichte|Entfernungen|alles)\s+(?:bitte\s+)?"
            r"(?:immer\s+)?in\s+(?:Gramm|Kilo\w*|Metern?|Zentimetern?|Euro|Grad|Celsius)\b"
        ),
        decision=_c(
            r"\b(?:entschieden|entscheidung|wir nehmen|wir gehen mit|festgelegt|nehmen wir"
            r"|bleiben (?:wir )?bei)\b"
        ),
        hedge=_c(
            r"\b(?:vielleicht|eventuell|mal sehen|wei\u00df nicht|\u00fcberlege|"
            r"bin mir nicht sicher"
            r"|k\u00f6nnte|ist mir egal|egal)\b"
        ),
        one_off=_c(
            r"\b(?:nur (?:dies|dieses) ?mal|nur heute|heute|diesmal|nur f\u00fcr (?:diese|"
            r"diesen|dieses)|ausnahmsweise|dieses eine mal|nur (?:in|bei) (?:diese[mrn]?))\b"
        ),
        task=_c(
            r"\b(?:brauche|br\u00e4uchte|m\u00f6chte|will (?:ich )?(?:in|mich)|kannst du|"
            r"k\u00f6nntest du|hilf"
            r"|schreib mir|mach mir|ich hab (?:da )?(?:ein|einen) (?:fehler|problem))\b"
        ),
        other=_c(
            r"\b(?:mein(?:e)? (?:chef|chefin|kunde|kundin|kollege|kollegin|frau|mann|mutter|vater"
            r"|schwiegermutter|schwiegervater|vorgesetzte[r]?|teamleiter(?:in)?|managerin|manager)"
            r"|er|sie)\s+(?:will|m\u00f6chte|sagt|mag|bevorzugt|verlangt|besteht|hasst|fordert)\b"
        ),
        question=_c(
            r"^\s*(?:was|wie|wo|wann|warum|welche[rsmn]?|kannst du|k\u00f6nntest du|"
            r"gibt es)\b.*\?$"
        ),
        ack=_c(
            r"^(?:ja|jo|jep|nein|ok|okay|passt|danke|super|prima|klar|gut|alles klar|hallo|hi"
            r"|genau|gleich|gerne?|bitte)[\s!.,]*$"
        ),
        filler=_c(
            r"^(?:(?:hallo|hi|hey|ja|nein|nee|ok|also|gleich|danke|super)[\s!.,;:]+|und\s+"
            r"|kurzes update(?: zu mir)?:\s*)+"
        ),
    ),
    "fr": Lexicon(
        name=re.compile(
            r"(?:\b[Jj]e m'appelle|\b[Mm]oi c'est|\b[Mm]on nom est|\b[Jj]e suis|\b[Oo]n m'appelle"
            r"|\b[Aa]ppel(?:le|ez)-moi)\s+" + _NAME_TAIL
        ),
        fact=_c(
            r"\b(?:je suis|chui|chu|j'suis|j'habite|je vis|je travaille|je bosse|j'enseigne|j'ai"
            # "on a achet\u00e9 une long\u00e8re dans le finist\u00e8re": a home or a vehicle bought
            r"|(?:on\s+a|j'ai|nous\s+avons)\s+(?:achet\u00e9|acquis)\s+(?:une?|notre|ma|mon|nos)\s+"
            r"(?:\w+\s+)?(?:maison|appart\w*|long\u00e8re|ferme|studio|voiture|moto|chalet|villa|pavillon"
            r"|loft|duplex|camping-car|van|bateau|terrain)"
            # "je passe le DELE B2 en mai": an exam the user sits
            r"|je\s+(?:passe|pr\u00e9pare|repasse)\s+(?:le|la|l'|les|mon|ma)\s*(?:permis|bac\b|brevet"
            r"|concours|delf|dalf|dele|toefl|ielts|toeic|capes|crpe|agr\u00e9g|examen|partiels|code\b"
            r"|(?-i:[A-Z]{3,}))"
            r"|(?:le|la)\s+v[e\u00e9]to?\s+l'a\s+(?:pass\u00e9|mis)e?|(?:le|la)\s+v\u00e9t\u00e9rinaire\s+l'a"
            r"\s+(?:pass\u00e9|mis)e?|mange\s+des\s+croquettes"
            r"|je\s+remange|je\s+mange\s+(?:\w+\s+){0,2}?(?:\u00e0|de)\s+nouveau|j'ai\s+recommenc\w+\s+\u00e0\s+manger"
            r"|je tiens|je g\u00e8re|je gere|je dirige|j'entra\u00eene|j'entraine|je me marie"
            r"|on se marie"
            r"|nous sommes|"
            r"on est"
            r"|on utilise|nous utilisons|on fait"
            # "ma nouvelle cheffe s'appelle Ines": someone of the user's, new or not, named
            r"|(?:mon|ma|notre)\s+(?:nouveau\s+|nouvelle\s+|nouvel\s+)?\w+\s+(?:est|s'appelle)"
            r"|on (?:bosse|travaille|code|d\u00e9veloppe) (?:sur|avec|en|sous)"
            r"|on est pass[e\u00e9]s|d[e\u00e9]m[e\u00e9]nag[e\u00e9]|emm[e\u00e9]nag[e\u00e9]s?"
            # "on vient d'emm\u00e9nager \u00e0 nantes": just moved in
            r"|(?:vient|viens|venons)\s+d'(?:emm[e\u00e9]nager|d[e\u00e9]m[e\u00e9]nager)"
            r"|allergique|"
            r"v\u00e9g\u00e9tarien\w*|v\u00e9gane?|enceinte|chez|je\s+joue\s+(?:du|de\s+la"
            r"|de\s+l'|au|\u00e0\s+la)"
            r"|on\s+r\u00e9p\u00e8te|je\s+me\s+suis\s+inscrite?|j'ai\s+rejoint"
            # "je loue un T2 a villeurbanne": the home the user rents; "on s'est
            # install\u00e9s \u00e0 rennes": where they settled
            r"|je\s+loue\s+(?:un|une)\s|(?:on\s+s'est|je\s+me\s+suis|nous\s+nous\s+sommes)\s+install\w*"
            # "je paie 850 de loyer", "le loyer est pass\u00e9 \u00e0 900": what the home costs
            r"|je\s+pa(?:ie|ye)\s+\d+|(?:le|mon|notre)\s+loyer\s+(?:est|passe|augmente))\b"
        ),
        standing=_c(
            # not "toujours pas de voiture": still none, no rule
            r"\b(?:toujours(?!\s+pas\b)|jamais|d\u00e9sormais|dor\u00e9navant"
            r"|\u00e0 partir de maintenant|\u00e0 l'avenir"
            r"|chaque fois|par d\u00e9faut|la prochaine fois|les prochaines fois)\b"
        ),
        preference=_c(
            r"\b(?:je pr\u00e9f\u00e8re|j'aime|je n'aime pas|je d\u00e9teste|\u00e9vite|"
            r"vouvoie\w*|tutoie\w*"
            r"|sans\s+\w+)\b|,\s*pas\s+\w+\s*[.!]?$"
            # "r\u00e9ponses courtes stp", "pas d'\u00e9mojis ni de points d'exclamation"
            r"|" + _ASK_LEAD + r"r\u00e9ponses?\s+(?:plus\s+)?(?:courtes?|br\u00e8ves?|longues?"
            r"|d\u00e9taill\u00e9es?|concises?|simples?|directes?)\b|\bpas\s+d[e']\s*(?:\u00e9mojis?|emojis?|points?"
            r"\s+d'exclamation|jargon|anglicismes?)"
            # "les quantit\u00e9s en grammes stp, pas en cups": the unit of every answer
            r"|\b(?:quantit\u00e9s|mesures|prix|temp\u00e9ratures|poids|distances)\s+(?:toujours\s+)?en\s+\w+"
        ),
        decision=_c(
            r"\b(?:on a d\u00e9cid\u00e9|nous avons d\u00e9cid\u00e9|c'est d\u00e9cid\u00e9|"
            r"on part sur|on garde|on choisit"
            r"|j'ai choisi|va pour)\b"
        ),
        hedge=_c(
            r"\b(?:peut-\u00eatre|je ne sais pas|je sais pas|je r\u00e9fl\u00e9chis|on verra|"
            r"pas s\u00fbr"
            r"|\u00e9ventuellement|peu importe|\u00e7a m'est \u00e9gal)\b"
        ),
        one_off=_c(
            r"\b(?:juste cette fois|cette fois|pour cette fois|juste aujourd'hui|aujourd'hui"
            r"|rien que pour|pour une fois|exceptionnellement|(?:seulement|uniquement|juste) pour"
            r" ce(?:t|tte)?|pour ce(?:t|tte)? [\w-]+ (?:seulement|uniquement))\b"
        ),
        task=_c(
            r"\b(?:j'ai besoin|je voudrais|je veux (?:que|faire)|tu peux|pourrais-tu|peux-tu"
            r"|je cherche (?:des|un|une|de|du|quelques) (?:id\u00e9es?|conseils?|recettes?|astuces?"
            r"|suggestions?|activit\u00e9s?|sorties?|cadeau)"
            r"|aide-moi|\u00e9cris-moi)\b"
        ),
        other=_c(
            r"\b(?:mon (?:chef|client|coll\u00e8gue|mari|manager|patron|p\u00e8re|beau-p\u00e8re"
            r"|responsable|prof)|ma (?:cheffe|femme|coll\u00e8gue|patronne|m\u00e8re"
            r"|belle-m\u00e8re|responsable|manager|prof|cliente)|il|elle)"
            r"\s+(?:veut|pr\u00e9f\u00e8re|dit|aime|d\u00e9teste|demande|exige|insiste)\b"
        ),
        question=_c(
            r"^\s*(?:qu'est-ce|comment|o\u00f9|quand|pourquoi|quel(?:le)?s?|est-ce que|"
            r"tu peux)\b.*\?$"
        ),
        ack=_c(
            r"^(?:oui|non|ok|d'accord|merci|super|top|nickel|parfait|g\u00e9nial|bonjour|salut"
            r"|c'est not\u00e9|\u00e7a marche)[\s!.,]*(?:super)?[\s!.,]*$"
        ),
        filler=_c(
            r"^(?:(?:bonjour|salut|oui|non|ah|bon|alors|ok|merci|super)[\s!.,;:]+|et\s+"
            r"|en fait,?\s+|sinon,?\s+)+"
        ),
    ),
    "pt": Lexicon(
        name=re.compile(
            r"\b(?:[Ss]ou (?:a |o )?|[Mm]e chamo |[Cc]hamo-me |[Mm]eu nome \u00e9 "
            r"|[Ee]u sou (?:a |o )?)" + _NAME_TAIL
        ),
        fact=_c(
            r"\b(?:sou|estou|trabalho|moro|vivo|tenho|uso|usamos|somos|trabalhamos|migramos|trocou"
            r"|volto\s+a\s+comer|como\s+(?:carne|peixe)\s+de\s+novo"
            # "to aprendendo flutter", "tranquei a faculdade": chat's "t\u00f4" and a gerund
            r"|to\s+(?!(?:pensando|achando|vendo|tentando|querendo|precisando|procurando|esperando"
            r"|indo|sabendo)\b)\w+(?:ando|endo|indo)|tranquei|trancamos"
            r"|(?:a|o)\s+vet(?:erin\u00e1ri[oa]|erinari[oa])?\s+(?:passou|trocou|mudou)\s+(?:ela|ele)"
            r"|come\s+ra\u00e7\u00e3o"
            r"|gerencio|administro|dirijo|treino|vou casar|me caso|abri"
            r"|trocamos|troquei|mudei|mudamos|meu \w+ \u00e9|minha \w+ \u00e9|nosso \w+ \u00e9|"
            r"nossa \w+ \u00e9|al\u00e9rgic[oa]"
            r"|vegetarian[oa]|vegan[oa]|gr\u00e1vida|voltei|fui morar|t\u00f4"
            r"|toco\s+(?:o|a|no|na)\s|ensaiamos|me\s+inscrevi|entrei\s+(?:no|na|num|numa|para)"
            # "jogo de goleiro num time de futsal", "jogo v\u00f4lei": a sport the user plays
            r"|jogo\s+(?:de\s+(?:goleiro|zagueiro|atacante|lateral|ala|piv\u00f4)|(?:num|numa|no|na)\s+"
            r"(?:time|equipa|equipe|clube|liga)|futebol|futsal|v\u00f4lei|volei|basquete|t\u00eanis|padel"
            r"|p\u00e1del|rugby|h\u00f3quei)"
            # "vendo coisas no olx", "eu fa\u00e7o as faturas no moloni": where the user sells,
            # the tool they work in
            r"|vendo\s+(?:\w+\s+){0,4}?(?:no|na|pelo|pela)\s|fa\u00e7o\s+(?:as|os|minhas|meus)\s+\w+\s+"
            r"(?:no|na|com|pelo|pela)\s"
            # "pago 1200 de aluguel", "o aluguel agora \u00e9 1400": what the home costs
            r"|pago\s+\d|o\s+aluguel\s+(?:agora\s+)?(?:\u00e9|est\u00e1|ficou|subiu))\w*"
        ),
        standing=_c(
            r"\b(?:sempre|nunca|a partir de agora|daqui pra frente|daqui para a frente"
            r"|de agora em diante"
            r"|toda vez|por padr\u00e3o|da pr\u00f3xima vez|na pr\u00f3xima vez"
            r"|das pr\u00f3ximas vezes)\b"
        ),
        preference=_c(
            # "sem cebola" asks; "t\u00f4 sem carro" says how the user lives
            r"\b(?:prefiro|gosto de|n\u00e3o gosto|odeio|detesto|evite|nada de"
            r"|(?<!t\u00f4\s)(?<!to\s)(?<!estou\s)(?<!fiquei\s)(?<!ando\s)(?<!vivo\s)sem\s+\w+"
            r"|me chama de|me trate por|trata-me por)\b"
            # "respostas curtas, por favor": how to answer, verbless
            r"|"
            + _ASK_LEAD
            + r"respostas?\s+(?:mais\s+)?(?:curtas?|breves?|longas?|detalhadas?|simples|diretas?"
            r"|objetivas?)\b"
            r"|\b(?:medidas|quantidades|pre\u00e7os|temperaturas|pesos)\s+(?:sempre\s+)?em\s+\w+"
            r"|,\s*n\u00e3o\s+\w+\s*[.!]?$"
        ),
        decision=_c(
            r"\b(?:decidimos|decidido|vamos com|vamos de|ficamos com|escolhemos|fechado)\b"
        ),
        hedge=_c(
            r"\b(?:talvez|quem sabe|n\u00e3o sei se|estou pensando|pode ser que|acho que vou"
            r"|tanto faz)\b"
        ),
        one_off=_c(
            r"\b(?:s\u00f3 (?:dessa|desta) vez|dessa vez|desta vez|s\u00f3 hoje|hoje|s\u00f3 para"
            r" (?:esse|essa|este|esta)|excepcionalmente|s\u00f3 por (?:esta|essa) vez"
            r"|s\u00f3 (?:neste|nesta|nesse|nessa))\b"
        ),
        task=_c(
            r"\b(?:preciso|quero (?:que|fazer|um|uma)|queria (?:um|uma|que|saber|fazer|ajuda)"
            r"|gostaria (?:de|que)|pode me|voc\u00ea pode|me ajuda|me ajude|escreve)\b"
        ),
        other=_c(
            r"\b(?:meu (?:chefe|cliente|colega|marido|gerente|pai|sogro|professor)|minha (?:chefe"
            r"|esposa|mulher|colega|gerente|m\u00e3e|sogra|professora|cliente)"
            r"|ele|ela)\s+(?:sempre\s+)?(?:quer|prefere|diz|gosta|odeia|pede|exige|manda)\b"
        ),
        question=_c(r"^\s*(?:o que|como|onde|quando|por que|qual|quais|voc\u00ea pode)\b.*\?$"),
        ack=_c(
            r"^(?:sim|n\u00e3o|ok|valeu|obrigad[oa]|perfeito|beleza|oi|ol\u00e1|tudo|tudo bem"
            r"|tudo certo"
            r"|quero sim|show|massa|era isso mesmo)[\s!.,\U0001f60a]*(?:valeu)?[\s!.,]*$"
        ),
        filler=_c(
            r"^(?:(?:oi|ol\u00e1|sim|n\u00e3o|ah|bom|ent\u00e3o|ok|valeu|tudo|"
            r"novidade|e\s+a\u00ed|e\s+ai|fala|opa)[\s!.,;:\U0001f60a]+|e\s+)+"
        ),
    ),
    "it": Lexicon(
        name=re.compile(r"\b(?:[Mm]i chiamo|[Ss]ono|[Ii]l mio nome \u00e8)\s+" + _NAME_TAIL),
        fact=_c(
            r"\b(?:sono|lavoro|abito|vivo|ho|uso|usiamo|siamo|faccio il|faccio la|insegno"
            r"|gioco\s+(?:a|al|nella|in)\s+\w"
            r"|(?:ho\s+)?ricominciat[oa]\s+a\s+mangiare|rimangio|mangio\s+di\s+nuovo"
            r"|(?:il|la)\s+veterinari[oa]\s+(?:l'ha|le\s+ha|gli\s+ha)\s+(?:cambiato|passato|messo)"
            r"|mangia\s+(?:le\s+)?crocchette"
            r"|gestisco|dirigo|alleno|mi sposo|ci sposiamo|ho aperto"
            r"|il mio \w+ \u00e8|la mia \w+ \u00e8|mi sono trasferit|sono passat|allergic|"
            r"vegetarian"
            r"|vegan|incinta|suono\s+(?:il|la|l'|lo|nel|nella)|proviamo"
            # "gioco a calcetto il gioved\u00ec", "gioco in una squadra di pallavolo"
            r"|gioco\s+(?:a\s|al\s|alla\s|in\s+(?:una|un)\s+(?:squadra|club|lega))"
            # "pago 680 \u20ac d'affitto", "l'affitto adesso \u00e8 740": what the home costs
            r"|pago\s+\d|l'affitto\s+(?:adesso\s+|ora\s+)?\u00e8|il\s+mutuo\s+(?:adesso\s+|ora\s+)?\u00e8)\w*"
        ),
        standing=_c(
            # "sempre a torino": still there, no rule
            r"\b(?:sempre(?!\s+(?:a|da|al|alla|allo|qui|qua|l\u00ec|li|l\u00e0|presso)\b)|mai"
            r"|d'ora in poi|da ora in poi|d'ora in avanti|ogni volta|in futuro"
            r"|la prossima volta|le prossime volte)\b"
        ),
        preference=_c(
            r"\b(?:preferisco|mi piace|non mi piace|odio|non sopporto|evita|dammi del"
            r"|dammi del tu|senza\s+\w+)\b|,\s*non\s+\w+\s*[.!]?$"
            # "risposte brevi per favore", "niente emoji": how to answer, verbless
            r"|"
            + _ASK_LEAD
            + r"risposte?\s+(?:pi\u00f9\s+)?(?:brevi|breve|corte|corta|lunghe|dettagliate|semplici"
            r"|sintetiche|dirette)\b|\bniente\s+(?:emoji|punti\s+esclamativi|inglesismi)\b"
            # "parlami in modo semplice": the manner of every answer
            r"|\bin\s+modo\s+(?:semplice|chiaro|diretto|informale|sintetico|schematico)\b"
        ),
        decision=_c(r"\b(?:deciso|abbiamo deciso|andiamo con|scegliamo|facciamo)\b"),
        hedge=_c(
            r"\b(?:forse|magari|non so se|ci sto pensando|boh|vedremo|non sono sicur\w*"
            r"|\u00e8 uguale|indifferente)\b"
        ),
        one_off=_c(
            r"\b(?:solo questa volta|questa volta|solo questa|solo oggi|oggi|per stavolta"
            r"|stavolta|per una volta|eccezionalmente|solo per quest[oa])\b"
        ),
        task=_c(
            r"\b(?:mi serve|mi servono|ho bisogno|vorrei|puoi|potresti|aiutami|mi scrivi"
            r"|mi prepari|traducimi)\b"
        ),
        other=_c(
            r"\b(?:il mio (?:capo|cliente|collega|responsabile|manager)|la mia (?:capa|cliente"
            r"|collega|responsabile)|mia (?:moglie|madre|suocera)|mio (?:marito|padre|suocero)"
            r"|lui|lei)"
            r"\s+(?:vuole|preferisce|dice|odia|ama|chiede|pretende|insiste)\b"
        ),
        question=_c(
            r"^\s*(?:che|cosa|come|dove|quando|perch\u00e9|quale|quali|mi (?:fai|scrivi|"
            r"prepari))\b.*\?$"
        ),
        ack=_c(
            r"^(?:s\u00ec|no|ok|grazie|grazie mille|perfetto|ottimo|ciao|va bene|certo|funziona"
            r"|s\u00ec dai)[\s!.,]*$"
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
            r"\u5f00\u4e86\u4e00\u5bb6|\u7ecf\u8425|"
            r"\u6211(?:\u5728|\u662f|\u4f4f|\u505a|\u4eec\u7528|\u4eec\u7684|"
            r"\u4eec\u56e2\u961f|\u4eec\u9879\u76ee|\u4eec\u5df2\u7ecf|\u6709|\u5bf9|\u7684)|"
            r"\u6211\u4eec(?:\u7528|\u7684|\u56e2\u961f|\u9879\u76ee|\u516c\u53f8)"
            r"|\u8fc1\u79fb|\u642c\u5230|\u8fc7\u654f|\u7d20\u98df|\u5973\u513f|\u513f\u5b50|"
            r"\u5b69\u5b50|\u8001\u516c|\u8001\u5a46|\u51fa\u5dee|\u4f11\u5047"
            r"|\u8df3\u69fd|\u8df3\u5230|\u5165\u804c|\u52a0\u5165\u4e86"
        ),
        standing=_c(
            r"\u4ee5\u540e|\u603b\u662f|\u4e00\u76f4|\u6bcf\u6b21|\u6c38\u8fdc|\u4e00\u5f8b|"
            r"\u4ece\u73b0\u5728\u5f00\u59cb|\u4eca\u540e|\u90fd\u8981|\u59cb\u7ec8"
        ),
        preference=_c(
            r"\u5c3d\u91cf|\u5fc5\u987b|\u6211\u559c\u6b22|\u6211\u4e0d\u559c\u6b22|"
            r"\u6211\u8ba8\u538c|\u7528\u4e2d\u6587|\u4e0d\u8981\u7528|\u522b\u7528|"
            r"\u4e0d\u7528\u201c"
            # "please answer in simplified Chinese", "answer briefly": how to answer
            r"|\u8bf7\u7528.{1,10}\u56de\u7b54|\u56de\u7b54.{0,4}(?:\u7b80\u77ed|\u7b80\u6d01"
            r"|\u7b80\u5355)"
            r"|(?:\u7b80\u77ed|\u7b80\u6d01)(?:\u4e00\u70b9|\u4e00\u4e9b)?\u5730?\u56de\u7b54"
            # "yong jiantizi huida": the script or language to answer in, at a clause's start
            r"|(?:^|[\uff0c,\u3002\uff1b])\s*\u7528(?!\u4e86).{1,8}\u56de\u7b54"
        ),
        decision=_c(r"\u51b3\u5b9a|\u5b9a\u4e86|\u5c31\u7528|\u9009\u62e9|\u786e\u5b9a\u7528"),
        hedge=_c(
            r"\u4e5f\u8bb8|\u53ef\u80fd|\u8fd8\u6ca1\u60f3\u597d|\u8003\u8651|"
            r"\u4e0d\u786e\u5b9a|"
            r"\u518d\u770b\u770b|\u65e0\u6240\u8c13|\u90fd\u884c"
        ),
        one_off=_c(r"\u8fd9\u6b21|\u53ea\u662f\u8fd9\u6b21|\u4eca\u5929\u5148|\u4eca\u5929"),
        task=_c(
            r"\u5e2e\u6211|\u8bf7\u5e2e|\u6211\u60f3|\u6211\u9700\u8981|\u80fd\u4e0d\u80fd|"
            r"\u53ef\u4ee5\u5e2e"
        ),
        other=_c(
            r"(?:\u8001\u677f|\u9886\u5bfc|\u540c\u4e8b|\u5ba2\u6237|\u8001\u5a46|"
            r"\u8001\u516c|\u7ecf\u7406|\u4e3b\u7ba1|\u5a46\u5a46|\u5cb3\u6bcd|"
            r"\u4ed6|\u5979)(?:\u603b\u662f|\u4e00\u76f4|\u8001\u662f)?"
            r"(?:\u8bf4|\u8981|\u559c\u6b22|\u5e0c\u671b|\u8981\u6c42)"
        ),
        question=_c(
            r"[\u5417\u5462\uff1f?]\s*$|^(?:\u600e\u4e48|\u4e3a\u4ec0\u4e48|\u4ec0\u4e48|\u54ea)"
        ),
        ack=_c(
            r"^(?:\u597d\u7684?|\u8c22\u8c22|\u597d\uff0c?\u6211\u5148\u8bd5\u8bd5|\u55ef"
            r"|\u884c|"
            r"\u53ef\u4ee5|\u4f60\u597d|"
            r"\u6548\u679c\u4e0d\u9519)+[\uff0c\u3002\uff01!.\s]*(?:\u8c22\u8c22)?[\u3002"
            r"\uff01!\s]*$"
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
            r"\u55b6\u3093\u3067|\u7d4c\u55b6\u3057\u3066|\u7d50\u5a5a\u3057\u307e\u3059|"
            r"\u3092\u4f5c\u3063\u3066|\u3092\u3057\u3066\u3044\u307e\u3059|"
            r"\u3057\u3066\u3044\u307e\u3059|\u4f7f\u3063\u3066\u3044\u307e\u3059"
            r"|\u4f7f\u3063\u3066\u307e\u3059|\u5f15\u3063\u8d8a\u3057|\u8ee2\u8077|"
            r"\u30a2\u30ec\u30eb\u30ae\u30fc|\u30d9\u30b8\u30bf\u30ea\u30a2\u30f3|"
            r"\u79c1\u306e|\u3046\u3061\u306e|\u5a18|\u606f\u5b50|\u5b50\u4f9b|\u592b|\u59bb|"
            r"\u51fa\u5f35\u4e2d|\u3084\u3063\u3066\u307e\u3059"
            r"|\u3084\u3063\u3066\u3044\u307e\u3059"
            # "kagaku wo oshiete(i)masu", "oshieteru": teaching, the "i" dropped as people type
            r"|\u3092\u6559\u3048\u3066\u3044?(?:\u307e\u3059|\u308b)"
            r"|\u3057\u3066\u304a\u308a\u307e\u3059"
            r"|\u3068\u3057\u3066\u50cd)"
        ),
        standing=_c(
            r"\u5fc5\u305a|\u3044\u3064\u3082|\u4eca\u5f8c|\u3053\u308c\u304b\u3089|"
            r"\u5e38\u306b|"
            r"\u6bce\u56de|\u305a\u3063\u3068|\u7d76\u5bfe"
        ),
        preference=_c(
            r"\u3057\u306a\u3044\u3067|\u306a\u3044\u3067\u304f\u3060\u3055\u3044"
            r"|\u304c\u597d\u304d|\u304c\u82e6\u624b|\u5acc\u3044|"
            # "kotae wa kajougaki de mijikame ni onegai": how to answer, as a manner asked for
            r"(?:\u77ed\u3081|\u7c21\u6f54|\u7b87\u6761\u66f8\u304d|\u656c\u8a9e|\u30bf\u30e1\u53e3|\u4e01\u5be7)\u306b?(?:\u3057\u3066|\u304a\u9858\u3044)|"
            r"\u306b\u3057\u3066\u304f\u3060\u3055\u3044|\u3067\u304a\u9858\u3044"
        ),
        decision=_c(
            r"\u6c7a\u3081\u307e\u3057\u305f|\u6c7a\u5b9a|\u306b\u3057\u307e\u3059|"
            r"\u3067\u3044\u304d\u307e\u3059"
        ),
        hedge=_c(
            r"\u304b\u3082\u3057\u308c|\u304b\u306a|\u8ff7\u3063\u3066|\u691c\u8a0e\u4e2d|"
            r"\u8003\u3048\u4e2d|\u308f\u304b\u3089\u306a\u3044|\u3069\u3061\u3089\u3067\u3082"
        ),
        one_off=_c(
            r"\u4eca\u56de\u3060\u3051|\u4eca\u56de\u306f|\u4eca\u65e5\u3060\u3051|"
            r"\u4eca\u65e5\u306f"
        ),
        task=_c(
            r"\u6559\u3048\u3066|\u624b\u4f1d\u3063\u3066|\u805e\u304d\u305f\u3044|"
            r"\u66f8\u3044\u3066|\u4f5c\u3063\u3066|\u898b\u3066"
        ),
        other=_c(
            r"(?:\u4e0a\u53f8|\u540c\u50da|\u304a\u5ba2\u69d8|\u59bb|\u592b|\u5f7c|"
            r"\u5f7c\u5973|\u90e8\u9577|\u8ab2\u9577|\u793e\u9577|\u5e97\u9577|\u5148\u8f29)"
            r"(?:\u304c|\u306f)"
        ),
        question=_c(r"[\u304b\uff1f?]\s*$"),
        ack=_c(
            r"^(?:\u3042\u308a\u304c\u3068\u3046\u3054\u3056\u3044\u307e\u3059|"
            r"\u3042\u308a\u304c\u3068\u3046|\u306a\u308b\u307b\u3069|\u4e86\u89e3|"
            r"\u306f\u3044|\u3044\u3044\u3048|\u52a9\u304b\u308a\u307e\u3059|"
            r"\u3053\u3093\u306b\u3061\u306f|\u304a\u9858\u3044\u3057\u307e\u3059"
            # "kore de onegaishimasu", "sore de ii desu": the draft shown, approved
            r"|(?:\u3053\u308c|\u305d\u308c|\u3042\u308c|\u3053\u3061\u3089|\u305d\u3061\u3089"
            r"|\u3053\u306e\u307e\u307e|\u305d\u306e\u307e\u307e)\u3067(?:\u304a\u9858\u3044"
            r"(?:\u3057\u307e\u3059)?|\u3044\u3044(?:\u3067\u3059)?"
            r"|\u5927\u4e08\u592b(?:\u3067\u3059)?)?"
            r"[\u306d\u3088]?)"
            r"[\u3001\u3002\uff01!\s]*(?:\u52a9\u304b\u308a\u307e\u3059)?[\u3002\uff01!\s]*$"
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
            + r"(?:\uc785\ub2c8\ub2e4|\uc774\uc5d0\uc694|\uc608\uc694|\uc774\uace0|\ub77c\uace0"
            r"|\uc774\uc57c|\uc57c)"
        ),
        fact=_c(
            r"(?:\uc0b4\uc544\uc694|\uc0b4\uace0|\uc77c\ud558\uace0|\uc77c\ud574\uc694|"
            r"\uc6b4\uc601\ud558|\uc6b4\uc601\ud574|\uacb0\ud63c\ud574\uc694|"
            r"\uadfc\ubb34|\ub2e4\ub140\uc694|\ub2e4\ub2c8\uace0|\uc774\uc0ac|\uc774\uc9c1|"
            r"\uc368\uc694|\uc0ac\uc6a9\ud574\uc694|\uc54c\ub808\ub974\uae30|\ucc44\uc2dd"
            r"|\uc800\ud76c|\uc81c\uac00|\uc800\ub294|\uc6b0\ub9ac|"
            r"\ud558\uace0 \uc788\uc5b4\uc694|\ud558\uace0 \uc788\uc2b5\ub2c8\ub2e4|"
            r"\uc774\uc5d0\uc694|\uc608\uc694|\uc785\ub2c8\ub2e4|\uc911\uc774\ub77c|"
            r"\uc911\uc774\uc5d0\uc694|\ub538|\uc544\ub4e4"
            r"|\uc544\uc774|\ub0a8\ud3b8|\uc544\ub0b4|\ucd9c\uc7a5|\ud734\uac00)"
        ),
        standing=_c(
            r"\ud56d\uc0c1|\uc55e\uc73c\ub85c|\uc808\ub300|\ub298|\ub9e4\ubc88|\uacc4\uc18d|"
            r"\uc5b8\uc81c\ub098"
        ),
        preference=_c(
            r"\ud558\uc9c0 \ub9c8|\ub9d0\uc544|\uc2eb\uc5b4|\uc88b\uc544\ud574\uc694|"
            r"\ub9d0\uace0"
            r"|\ub85c \ud574\uc918|\ub85c \ud574 \uc8fc\uc138\uc694"
            # "dapbyeon-eun jjalge hae juseyo": how to answer
            r"|(?:\ub2f5\ubcc0|\ub300\ub2f5|\ub2f5)[\uc740\ub294]?\s*(?:\uc880\s*)?(?:\uc9e7\uac8c|\uac04\ub2e8\ud788|\uac04\ub2e8\ud558\uac8c|\uae38\uac8c|\uc790\uc138\ud788|\uc790\uc138\ud558\uac8c)"
        ),
        decision=_c(
            r"\uacb0\uc815|\ud655\uc815|\ud560\uac8c\uc694|\uac08\uac8c\uc694|\ub85c \ud558\uc8e0"
        ),
        hedge=_c(
            r"\uc544\ub9c8|\uace0\ubbfc|\ubaa8\ub974\uaca0|\uc0dd\uac01\ud574\ubcfc\uac8c|"
            r"\ud560\uc9c0\ub3c4|\uc0c1\uad00\uc5c6"
        ),
        one_off=_c(
            r"\uc774\ubc88\ub9cc|\uc774\ubc88\uc5d4|\uc774\ubc88\uc5d0\ub294|\uc624\ub298\uc740"
        ),
        task=_c(
            r"\ud544\uc694\ud574\uc694|\uc2f6\uc5b4\uc694|\uc54c\ub824\uc8fc\uc138\uc694|"
            r"\ub3c4\uc640|\ub9cc\ub4e4\uc5b4|\uc815\ub9ac\ud574|\uc9dc\uc918|"
            r"\ubc88\uc5ed\ud574"
        ),
        other=_c(
            r"(?:\ud300\uc7a5\ub2d8|\uc0c1\uc0ac|\ub3d9\ub8cc|\uace0\uac1d|\uc640\uc774\ud504|"
            r"\uc544\ub0b4|\ub0a8\ud3b8|\uadf8|\uadf8\ub140)(?:\uc774|\uac00|\uc740|\ub294)"
        ),
        question=_c(r"[?\uff1f]\s*$|(?:\ubb50\uc608\uc694|\ubb50\uc8e0|\uc65c|\uc5b4\ub5bb\uac8c)"),
        ack=_c(
            r"^(?:\uac10\uc0ac\ud574\uc694|\uac10\uc0ac\ud569\ub2c8\ub2e4|"
            r"\uace0\ub9c8\uc6cc\uc694|\ub124|\ub135|\uc88b\uc544\uc694|\ub410\uc5b4\uc694|"
            r"\uc548\ub155\ud558\uc138\uc694)[~!.\u314e\u314b\s]*$"
        ),
        filler=_c(
            r"^(?:\uc548\ub155\ud558\uc138\uc694|\ub124|\uc544\ub1e8|\uc74c|"
            r"\uadf8\ub9ac\uace0|"
            r"\uadfc\ub370)[,.!~\s]*"
        ),
    ),
    "ru": Lexicon(
        name=re.compile(
            r"(?:[\u041c\u043c]\u0435\u043d\u044f\s+\u0437\u043e\u0432\u0443\u0442\s+|"
            r"[\u042f\u044f]\s*[-\u2014]?\s*)(?P<name>[\u0410-\u042f\u0401][\u0430-\u044f"
            r"\u0451]{1,30})"
        ),
        fact=_c(
            # a first-person verb needs no pronoun: "Zhivu v Tveri", "Rabotayu v shkole"
            r"^(?:\u0436\u0438\u0432\u0443|\u0440\u0430\u0431\u043e\u0442\u0430\u044e"
            r"|\u0443\u0447\u0443\u0441\u044c|\u043f\u0440\u0435\u043f\u043e\u0434\u0430"
            r"\u044e)\s+\w"
            r"|\b(?:\u044f (?:\u0440\u0430\u0431\u043e\u0442\u0430\u044e|"
            r"\u0436\u0438\u0432\u0443|\u0443\u0447\u0443\u0441\u044c|"
            r"\u043f\u0440\u0435\u043f\u043e\u0434\u0430\u044e|"
            r"\u0438\u0441\u043f\u043e\u043b\u044c\u0437\u0443\u044e|"
            r"\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b|"
            r"\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b\u0430|"
            # "derzhu kofeinyu", "rukovozhu otdelom", "treniruyu detei", "vykhozhu zamuzh"
            r"\u0434\u0435\u0440\u0436\u0443|\u0440\u0443\u043a\u043e\u0432\u043e\u0436\u0443|"
            r"\u0442\u0440\u0435\u043d\u0438\u0440\u0443\u044e|\u0432\u044b\u0445\u043e\u0436\u0443"
            r" \u0437\u0430\u043c\u0443\u0436|\u0436\u0435\u043d\u044e\u0441\u044c)|"
            r"\u043c\u044b (?:\u0438\u0441\u043f\u043e\u043b\u044c\u0437\u0443\u0435\u043c"
            r"|\u0440\u0430\u0431\u043e\u0442\u0430\u0435\u043c|"
            r"\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b\u0438|"
            r"\u043f\u0435\u0440\u0435\u0448\u043b\u0438)|\u043c\u043e\u0439 \w+|"
            r"\u043c\u043e\u044f \w+|\u043d\u0430\u0448 \w+|"
            r"\u0430\u043b\u043b\u0435\u0440\u0433\u0438|"
            r"\u0432\u0435\u0433\u0435\u0442\u0430\u0440\u0438\u0430\u043d)\w*"
            # "Ya analitik dannykh v Novosibirske": a role (no verb in Russian) in a city; a
            # first-person verb ends in -u/-yu ("Ya dumayu ... v Moskve") and is no role.
            r"|(?:^"
            r"|[.!?]\s*)\u044f\s+[\u0430-\u044f\u0451]*[\u0430-\u0442\u0444-\u044d\u044f\u0451]"
            r"(?:\s+[\u0430-\u044f\u0451]+)?\s+\u0432\u043e?\s+[\u0410-\u042f\u0401]"
        ),
        standing=_c(
            r"\b(?:\u0432\u0441\u0435\u0433\u0434\u0430|"
            r"\u043d\u0438\u043a\u043e\u0433\u0434\u0430|\u0432\u043f\u0440\u0435\u0434\u044c|"
            # "teper" (now) is lasting only before an instruction: "teper otvechay koroche",
            # not "teper ya rabotayu v ..." (a change of fact)
            r"\u0442\u0435\u043f\u0435\u0440\u044c(?=\s+(?:\u043e\u0442\u0432\u0435\u0447\u0430\u0439"
            r"|\u043f\u0438\u0448\u0438|\u0438\u0441\u043f\u043e\u043b\u044c\u0437\u0443\u0439"
            r"|\u0434\u0435\u043b\u0430\u0439|\u043d\u0435))|"
            r"\u043a\u0430\u0436\u0434\u044b\u0439 \u0440\u0430\u0437|"
            r"\u043f\u043e \u0443\u043c\u043e\u043b\u0447\u0430\u043d\u0438\u044e)\b"
        ),
        preference=_c(
            r"\b(?:\u043f\u0440\u0435\u0434\u043f\u043e\u0447\u0438\u0442\u0430\u044e|"
            r"\u043b\u044e\u0431\u043b\u044e|\u043d\u0435 \u043b\u044e\u0431\u043b\u044e|"
            r"\u0442\u0435\u0440\u043f\u0435\u0442\u044c \u043d\u0435 \u043c\u043e"
            r"\u0433\u0443|"
            r"\u0438\u0437\u0431\u0435\u0433\u0430\u0439|\u0431\u0435\u0437\s+\w+"
            # an imperfective imperative of answering is a habit asked for ("otvechay
            # korotko", "ne ispolzuy emodzi"); the perfective "napishi" asks for one piece
            r"|\u043e\u0442\u0432\u0435\u0447\u0430\u0439(?:\u0442\u0435)?"
            # the polite plural ("otvechayte", "pishite") and the ask in the infinitive
            # ("proshu otvechat korotko") say the same
            r"|\u043f\u0440\u043e\u0448\u0443\s+(?:\u043e\u0442\u0432\u0435\u0447\u0430\u0442\u044c"
            r"|\u043f\u0438\u0441\u0430\u0442\u044c)"
            r"|\u043f\u0438\u0448\u0438(?:\u0442\u0435)?(?=\s+(?:\u043a\u043e\u0440\u043e\u0442\u043a\u043e"
            r"|\u043a\u043e\u0440\u043e\u0447\u0435|\u043a\u0440\u0430\u0442\u043a\u043e"
            r"|\u043f\u043e\u0434\u0440\u043e\u0431\u043d\u043e"
            r"|\u043f\u0440\u043e\u0441\u0442\u043e|\u043f\u0440\u043e\u0449\u0435"
            r"|\u043f\u043e-\w+|\u043d\u0430\s+\w+|\u0431\u0435\u0437\s))"
            r"|\u043d\u0435 \u0438\u0441\u043f\u043e\u043b\u044c\u0437\u0443\u0439(?:\u0442\u0435)?"
            r"|\u0438\u0441\u043f\u043e\u043b\u044c\u0437\u0443\u0439(?:\u0442\u0435)?(?=\s+\w)"
            r"|\u043d\u0430\u0437\u044b\u0432\u0430\u0439 \u043c\u0435\u043d\u044f"
            r"|\u043e\u0431\u0440\u0430\u0449\u0430\u0439\u0441\u044f"
            r" \u043a\u043e \u043c\u043d\u0435)"
        ),
        decision=_c(
            r"\b(?:\u0440\u0435\u0448\u0438\u043b\u0438|\u0440\u0435\u0448\u0435\u043d\u043e|"
            r"\u0432\u044b\u0431\u0440\u0430\u043b\u0438|"
            r"\u043e\u0441\u0442\u0430\u043d\u043e\u0432\u0438\u043b\u0438\u0441\u044c \u043d"
            r"\u0430)\b"
        ),
        hedge=_c(
            r"\b(?:\u043c\u043e\u0436\u0435\u0442 \u0431\u044b\u0442\u044c|"
            r"\u0432\u043e\u0437\u043c\u043e\u0436\u043d\u043e|"
            r"\u043d\u0435 \u0443\u0432\u0435\u0440\u0435\u043d|"
            r"\u043f\u043e\u0434\u0443\u043c\u0430\u044e|"
            r"\u0434\u0443\u043c\u0430\u044e \u043e|"
            r"\u0432\u0441\u0451 \u0440\u0430\u0432\u043d\u043e)\w*"
        ),
        one_off=_c(
            r"\b(?:\u0442\u043e\u043b\u044c\u043a\u043e \u0432 \u044d\u0442\u043e\u0442 "
            r"\u0440\u0430\u0437|\u0432 \u044d\u0442\u043e\u0442 \u0440\u0430\u0437|"
            r"\u0442\u043e\u043b\u044c\u043a\u043e \u0441\u0435\u0433\u043e\u0434\u043d\u044f|"
            r"\u0441\u0435\u0433\u043e\u0434\u043d\u044f)\b"
        ),
        task=_c(
            r"\b(?:\u043f\u043e\u043c\u043e\u0433\u0438|\u043d\u0443\u0436\u043d\u043e|"
            r"\u043d\u0443\u0436\u043d\u0430|\u043d\u0443\u0436\u0435\u043d|"
            r"\u043c\u043e\u0436\u0435\u0448\u044c|\u043d\u0430\u043f\u0438\u0448\u0438|"
            r"\u0441\u0434\u0435\u043b\u0430\u0439)\b"
        ),
        other=_c(
            r"\b(?:\u043c\u043e\u0439 (?:\u043d\u0430\u0447\u0430\u043b\u044c\u043d\u0438"
            r"\u043a|\u043a\u043b\u0438\u0435\u043d\u0442|"
            r"\u043a\u043e\u043b\u043b\u0435\u0433\u0430|\u043c\u0443\u0436)|"
            r"\u043c\u043e\u044f (?:\u0436\u0435\u043d\u0430|"
            r"\u043d\u0430\u0447\u0430\u043b\u044c\u043d\u0438\u0446\u0430)|\u043e\u043d|"
            r"\u043e\u043d\u0430)"
            r"\s+(?:\u0445\u043e\u0447\u0435\u0442|\u0433\u043e\u0432\u043e\u0440\u0438\u0442"
            r"|\u043b\u044e\u0431\u0438\u0442|"
            r"\u043f\u0440\u0435\u0434\u043f\u043e\u0447\u0438\u0442\u0430\u0435\u0442)\b"
        ),
        question=_c(r"\?\s*$"),
        ack=_c(
            r"^(?:\u0434\u0430|\u043d\u0435\u0442|\u0441\u043f\u0430\u0441\u0438\u0431\u043e|"
            r"\u043e\u043a|\u0445\u043e\u0440\u043e\u0448\u043e|"
            r"\u043e\u0442\u043b\u0438\u0447\u043d\u043e|\u043f\u0440\u0438\u0432\u0435\u0442|"
            r"\u043f\u043e\u043d\u044f\u0442\u043d\u043e)[\s!.,]*$"
        ),
        filler=_c(
            r"^(?:(?:\u043f\u0440\u0438\u0432\u0435\u0442|\u0434\u0430|\u043d\u0435\u0442|"
            r"\u043e\u043a|\u043d\u0443|\u0441\u043f\u0430\u0441\u0438\u0431\u043e)[\s!.,;:]+|"
            r"\u0438\s+)+"
        ),
    ),
}
