"""Old values said to be over in the other languages, with or without a verb of change.

"Jenkins ist Geschichte", "on n'utilise plus Trello", "sostituito Trello con Jira",
"cerramos la cuenta de Heroku"; and a value set aside by "no longer" or "not ... but"
alone ("nicht mehr am Montag, sondern am Dienstag", "pas le lundi mais le mardi").
`updates.change_in` runs these after `old_values.OLD`; each names the old value in its
group `old`. Non-ASCII letters are written as escapes (ASCII sources).
"""

from __future__ import annotations

import re

from imprint.pipeline.language import Language
from imprint.pipeline.old_values import OLD_UNTIL, OLD_WORDS

__all__ = ["OVER"]

_START = r"(?:^|[,;:]\s*)"
"""Where a clause starts: an old value said to be over comes first ("Jenkins ist Geschichte")."""
_NAMED = (
    r"(?P<old>(?-i:[A-Z0-9\u0410-\u042f])[^\s,.;:!?()]*"
    r"(?:\s+(?-i:[A-Z0-9\u0410-\u042f])[^\s,.;:!?()]*)?)"
)
"""A provider named after a verb of closing: "ferm\u00e9 mon compte chez LCL le mois dernier"."""


def _old_before(stops: str) -> str:
    """`OLD_WORDS` that ends before any of `stops` ("largamos o Vue de vez": "Vue")."""
    word = r"[^\s,.;:!?()]+"
    return rf"(?P<old>{word}(?:\s+(?!(?:{stops})\b){word}){{0,2}})"


_GONE: dict[Language, tuple[re.Pattern[str], ...]] = {
    "es": (
        re.compile(
            _START
            + r"(?:el\s+|la\s+|los\s+|las\s+)?"
            + OLD_WORDS
            + r"\s+(?:ya\s+)?(?:es\s+historia"
            r"|ya\s+fue|qued\u00f3\s+atr\u00e1s|pas\u00f3\s+a\s+la\s+historia"
            r"|ya\s+no\s*(?:[,.;!]|$))",
            re.I,
        ),
        re.compile(
            r"\b(?:dej\u00e9|dejamos|dejaron)\s+de\s+(?:usar|utilizar|trabajar\s+(?:en|para)"
            r"|vivir\s+en)\s+(?:la\s+|el\s+)?" + OLD_WORDS,
            re.I,
        ),
        re.compile(
            r"\b(?:cambi|reemplaz|sustitu)\w*\s+(?:el\s+|la\s+)?" + OLD_UNTIL + r"\s+(?:por|con)\s",
            re.I,
        ),
        re.compile(r"\badi\u00f3s\s+a\s+(?:la\s+|el\s+)?" + OLD_WORDS, re.I),
        re.compile(
            r"\b(?:cerr\u00e9|cerramos|cancel\u00e9|cancelamos|(?:he|hemos)\s+(?:cerrado|cancelado)"
            r"|d(?:i|imos)\s+de\s+baja)\s+"
            r"(?:(?:la|mi|nuestra)\s+(?:cuenta|tienda|tiendita)\s+(?:de|en|del|con)\s+"
            r"|(?:el|mi|nuestro)\s+(?:local|negocio|perfil|puesto)\s+(?:de|en|del)\s+"
            r"|el\s+|la\s+|mi\s+)?" + _NAMED,
            re.I,
        ),
        # "ya no salgo de laredo", "ya no compramos en mercadona": a place or supplier left
        re.compile(
            r"\bya\s+no\s+(?:salgo|salimos|compro|compramos|voy|vamos|entreno|entrenamos|juego"
            r"|jugamos|pido|pedimos|uso|usamos)\s+(?:de|desde|en|a|con)\s+(?:la\s+|el\s+|los\s+|las\s+)?"
            + OLD_WORDS,
            re.I,
        ),
        # "el del centro ya lo cerramos": the one in the old place, closed
        re.compile(
            r"\b(?:el|la|los|las)\s+(?:del|de\s+la|de)\s+"
            + OLD_UNTIL
            + r"\s+(?:ya\s+)?(?:lo|la|los|las)\s+(?:cerramos|cerr\u00e9|vendimos|vend\u00ed|dejamos"
            r"|dej\u00e9|traspasamos|traspas\u00e9)\b",
            re.I,
        ),
        # "al final he dejado el oleo, tardaba dias en secar": given up, said alone
        re.compile(
            r"\b(?:he|hemos|ha|han)\s+dejado\s+(?:el|la|los|las)\s+"
            + OLD_WORDS
            + r"(?=\s*(?:[,.;!]|$))",
            re.I,
        ),
        # "el caf\u00e9 ya no est\u00e1 en Corrientes", "ya no trabajo para Globant"
        re.compile(
            r"\bya\s+no\s+(?:est\u00e1|estamos|estoy|vivo|vivimos|trabajo|trabajamos|vendo"
            r"|vendemos)\s+(?:en|con|para|por)\s+(?:la\s+|el\s+|calle\s+)?" + _NAMED,
            re.I,
        ),
        re.compile(
            _START + r"(?:el\s+|la\s+|los\s+|las\s+)?" + OLD_WORDS + r"\s+(?:ya\s+)?(?:est\u00e1n?"
            r"|fue|fueron|qued\u00f3|quedaron)\s+(?:cerrad|cancelad|apagad|dad[oa]s?\s+de\s+baja)",
            re.I,
        ),
    ),
    "de": (
        re.compile(
            _START
            + r"(?:der\s+|die\s+|das\s+|unser(?:e|en)?\s+|mein(?:e|en)?\s+)?"
            + OLD_WORDS
            + r"\s+(?:ist|sind|war|waren|wurden?|haben\s+wir)\s+(?:(?:jetzt|endlich|komplett"
            r"|l\u00e4ngst|inzwischen|mittlerweile|schon|alle|\u00fcbrigens|leider|offiziell"
            r"|definitiv)\s+)*"
            # "der Titel ist vom Tisch", "das Angebot ist geplatzt": off the table, fallen through
            r"(?:geschichte|weg|pass\u00e9|abgeschafft|abgel\u00f6st|vom\s+tisch|geplatzt|gestorben"
            r"|abgesagt|gestrichen|gecancelt"
            r"|rausgeflogen|rausgeworfen|ersetzt|abgeschaltet|gek\u00fcndigt|stillgelegt"
            r"|eingestellt|aufgel\u00f6st|abgemeldet)\b",
            re.I,
        ),
        re.compile(r"\bkein(?:e|en)?\s+" + OLD_WORDS + r"\s+mehr\b", re.I),
        # "der Deal mit Kranich Games ist geplatzt": the party of an agreement that ended
        re.compile(
            r"\b(?:deal|vertrag|zusammenarbeit|vereinbarung|kooperation|partnerschaft)\s+mit\s+"
            + OLD_WORDS
            + r"\s+(?:ist|wurde|war)\s+(?:(?:jetzt|leider|endg\u00fcltig|offiziell)\s+)*"
            r"(?:geplatzt|vom\s+tisch|beendet|gek\u00fcndigt|gestorben|aufgel\u00f6st|geschichte)\b",
            re.I,
        ),
        re.compile(
            _START
            + r"(?:den\s+|die\s+|das\s+)?"
            + OLD_WORDS
            + r"\s+(?:nutzen|verwenden|benutzen|haben)\s+wir\s+nicht\s+mehr\b",
            re.I,
        ),
        # "Bovenden fahren wir seit den Osterferien nicht mehr": the thing first, any verb,
        # when it ended between the pronoun and "nicht mehr"
        re.compile(
            _START
            + r"(?:den\s+|die\s+|das\s+)?"
            # not a word of time or talk that opens a sentence ("Morgens laufen wir ...")
            + r"(?!(?i:morgens|abends|nachts|mittags|heute|jetzt|dann|hier|da|das|es|wir|ich|leider"
            r"|auch|also|aber|so|oft|sonntags|montags|dienstags|mittwochs|donnerstags|freitags"
            r"|samstags|damals|seitdem|trotzdem)\b)"
            + _NAMED
            + r"\s+[a-z\u00e4\u00f6\u00fc\u00df]+\s+(?:ich|wir)\s+(?:[^\s,.;:!?()]+\s+){0,4}?"
            r"nicht\s+mehr\b(?!\s+so\b)",
        ),
        # "den Hiwi-Job hab ich Ende Mai hingeschmissen": a job or a thing given up, the verb
        # last
        re.compile(
            _START
            + r"(?:den\s+|die\s+|das\s+|meinen\s+|meine\s+|mein\s+)"
            + _old_before("hab|habe|haben|hat|am|im|bei|beim|in|an|auf|von|vom|zum|zur")
            # where it was: "am Bodeninstitut", "bei der Post"
            + r"(?:\s+(?:am|im|bei|beim|in|an|auf|von|vom|zum|zur)\s+(?:der\s+|dem\s+|den\s+)?"
            r"[^\s,.;:!?()]+)?"
            + r"\s+(?:hab|habe|haben)\s+(?:ich|wir)\s+(?:[^\s,.;:!?()]+\s+){0,4}?"
            r"(?:hingeschmissen|gek\u00fcndigt|aufgegeben|abgegeben|verkauft|abgemeldet"
            r"|an\s+den\s+nagel\s+geh\u00e4ngt)\b",
            re.I,
        ),
        # "arbeitsrecht mach ich nicht mehr": the thing first, then the verb, "ich", "nicht mehr"
        re.compile(
            _START
            + r"(?:den\s+|die\s+|das\s+)?"
            + OLD_WORDS
            + r"\s+(?:mach|mache|machen|nutz|nutze|benutz|benutze|spiel|spiele|trink|trinke"
            r"|ess|esse|fahr|fahre|unterricht|unterrichte)\s+(?:ich|wir)\s+nicht\s+mehr\b",
            re.I,
        ),
        re.compile(
            r"(?:\b(?:haben|habe|hab|hat|wurde|wird|ist)\s+|"
            + _START
            + r"(?!(?:wir|ich|man|sie|er|bei)\s))(?:der\s+|die\s+|das\s+|den\s+|unser\w*\s+)?"
            + r"(?P<old>[^\s,.;:!?()]+(?:\s+(?!wurde\b|wird\b|ist\b)[^\s,.;:!?()]+){0,2}?)"
            + r"\s+(?:(?:wurde|wird|ist)\s+(?:\w+\s+){0,3}?)?(?:durch|gegen)\s+[^.;!?]{1,40}?"
            r"\b(?:ersetzt|getauscht|ausgetauscht|abgel\u00f6st)",
            re.I,
        ),
        re.compile(
            r"\b(?:haben|habe|hab|hat)\s+(?![^.;!?]*\bnicht\b)(?:den\s+|die\s+|das\s+|unser\w*\s+)?"
            + OLD_WORDS
            + r"\s+(?:abgeschafft|abgel\u00f6st|rausgeworfen|aufgegeben|gek\u00fcndigt"
            r"|verlassen)\b",
            re.I,
        ),
        re.compile(r"\bweg\s+von\s+(?:der\s+|dem\s+)?" + OLD_WORDS, re.I),
        re.compile(
            r"\b(?:haben|habe|hab|hat)\s+(?![^.;!?]*\bnicht\b)(?:den\s+|die\s+|das\s+|unser\w*\s+|mein\w*\s+)?"
            r"(?:(?:vertrag|konto|account|abo)\s+(?:bei|mit)\s+(?:der\s+|dem\s+)?)?"
            + OLD_WORDS
            + r"\s+(?:abgeschaltet|stillgelegt|eingestellt|aufgel\u00f6st|abgemeldet"
            r"|gek\u00fcndigt)",
            re.I,
        ),
    ),
    "fr": (
        # "celui en plastique, je l'ai donne", "le local du centre, on l'a ferme"
        re.compile(
            r"(?:\b(?:le|la|les)\s+|\bl'|\bcel(?:ui|le)\s+(?:en|de|du|d')\s*)"
            + OLD_UNTIL
            + r"\s*,?\s+(?:je|j'|on|nous)\s*(?:l'|les\s+)(?:ai|a|avons)\s+"
            r"(?:ferm|vend|donn|jet|quitt|rendu|l\u00e2ch)\w*",
            re.I,
        ),
        re.compile(
            _START
            + r"(?:le\s+|la\s+|les\s+|l')?"
            + OLD_WORDS
            + r"\s*,?\s+(?:c'est\s+(?:bien\s+|d\u00e9finitivement\s+)?"
            r"(?:fini|termin\u00e9|du\s+pass\u00e9|de\s+l'histoire)"
            r"|(?:est|sont)\s+(?:du\s+pass\u00e9|de\s+l'histoire|abandonn\u00e9e?s?))\b",
            re.I,
        ),
        # "je ne bosse plus pour Voiles & Vents", "on ne travaille plus avec Fnac"
        re.compile(
            r"\bne\s+(?:bosse|bossons|travaille|travaillons|vends|vendons|pige)\s+plus\s+"
            r"(?:pour|avec|chez)\s+(?:le\s+|la\s+|les\s+|l')?" + _NAMED,
            re.I,
        ),
        re.compile(
            r"\bn'(?:utilis|emploi|travaill|habit)\w*\s+plus\s+(?:de\s+|d'|le\s+|la\s+|les\s+|l')?"
            r"(?!(?:au|\u00e0|chez|en|dans)\b)" + OLD_WORDS,
            re.I,
        ),
        re.compile(
            _START
            + r"(?:adieu|fini|termin\u00e9)\s+(?:le\s+|la\s+|les\s+|l'|\u00e0\s+)?"
            + OLD_WORDS,
            re.I,
        ),
        re.compile(r"\bremplac\w*\s+(?:le\s+|la\s+|les\s+|l')?" + OLD_UNTIL + r"\s+par\s", re.I),
        re.compile(
            r"\b(?:abandonn\u00e9|l\u00e2ch\u00e9|laiss\u00e9\s+tomber|arr\u00eat\u00e9\s+"
            r"d'utiliser|arr\u00eat\u00e9\s+avec)\s+(?:le\s+|la\s+|les\s+|l')?" + OLD_WORDS,
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
            + OLD_WORDS
            + r"\s+(?:est|sont)\s+(?:d\u00e9sormais\s+)?"
            r"(?:ferm\u00e9|r\u00e9sili\u00e9|\u00e9teint|arr\u00eat\u00e9)",
            re.I,
        ),
    ),
    "pt": (
        # "largamos o Vue de vez", "abandonei o Trello": dropped
        re.compile(
            r"\b(?:largamos|larguei|abandonamos|abandonei|aposentamos|aposentei)\s+(?:o|a|os|as)\s+"
            + OLD_UNTIL
            + r"(?=\s*(?:[,.;!]|$|\s+(?:de\s+vez|e\b|porque|pois|j\u00e1)))",
            re.I,
        ),
        re.compile(
            _START
            + r"(?:o\s+|a\s+|os\s+|as\s+)?"
            + OLD_WORDS
            + r"\s+(?:j\u00e1\s+era|j\u00e1\s+foi"
            r"|\u00e9\s+(?:passado|hist\u00f3ria|coisa\s+do\s+passado))\b",
            re.I,
        ),
        re.compile(
            r"\bn\u00e3o\s+(?:uso|usamos|utilizo|utilizamos)\s+mais\s+(?:o\s+|a\s+)?" + OLD_WORDS,
            re.I,
        ),
        re.compile(
            r"\b(?:deix\w+\s+de\s+(?:usar|utilizar|trabalhar\s+(?:na|no|em)|morar\s+(?:na|no|em))"
            r"|larg\w+|abandon\w+)\s+(?:o\s+|a\s+)?"
            + _old_before(r"de\s+vez|de\s+uma\s+vez|pra\s+sempre|para\s+sempre|e|porque|que"),
            re.I,
        ),
        re.compile(r"\bsubstitu\w+\s+(?:o\s+|a\s+)?" + OLD_UNTIL + r"\s+(?:por|pelo|pela)\s", re.I),
        # "troquei o jiu-jitsu pelo muay thai": one thing given for another
        re.compile(
            r"\btro(?:quei|camos|cou|caram)\s+(?:o\s+|a\s+|os\s+|as\s+|meu\s+|minha\s+)?"
            + OLD_UNTIL
            + r"\s+(?:por|pelo|pela|pelos|pelas)\s",
            re.I,
        ),
        re.compile(
            r"\b(?:fechei|fechamos|cancelei|cancelamos|encerrei|encerramos)\s+(?:(?:a|minha|nossa)"
            r"\s+(?:conta|assinatura)\s+(?:no|na|do|da|em|com)\s+|o\s+|a\s+)?" + _NAMED,
            re.I,
        ),
        re.compile(
            _START + r"(?:o\s+|a\s+|os\s+|as\s+)?" + OLD_WORDS + r"\s+(?:j\u00e1\s+)?(?:foi|foram"
            r"|est\u00e1|est\u00e3o)\s+(?:fechad|cancelad|desligad|encerrad)",
            re.I,
        ),
    ),
    "it": (
        # "lo Sterlino l'hanno chiuso", "quello di plastica l'ho regalato": the thing first,
        # then a pronoun for it and what was done with it
        re.compile(
            r"(?:\b(?:il|lo|la|i|gli|le)\s+|\bl'|\bquell[oaie]\s+(?:di|da|in)\s+)"
            + OLD_UNTIL
            + r"\s*,?\s+(?:l'|lo\s+|la\s+|li\s+|le\s+)(?:hanno|abbiamo|ho|ha)\s+"
            r"(?:chius|vendut|regalat|buttat|dat|lasciat|cambiat|mollat)[oaie]\b",
            re.I,
        ),
        re.compile(
            _START
            + r"(?:il\s+|la\s+|lo\s+|l')?"
            + OLD_WORDS
            + r"\s+(?:\u00e8|e'|e`)\s+(?:ormai\s+)?"
            r"(?:storia|acqua\s+passata|un\s+ricordo|il\s+passato)\b",
            re.I,
        ),
        re.compile(
            r"\bnon\s+(?:uso|usiamo|utilizzo|utilizziamo)\s+pi\u00f9\s+(?:il\s+|la\s+|lo\s+|l')?"
            r"(?!(?:a|in|da|con|al|alla)\b)" + OLD_WORDS,
            re.I,
        ),
        re.compile(
            r"\bsostituit\w*\s+(?:il\s+|la\s+|lo\s+|l')?" + OLD_UNTIL + r"\s+(?:con|per)\s", re.I
        ),
        re.compile(
            r"\b(?:smess[oa]\s+di\s+(?:usare|lavorare\s+(?:a|in|da|per)|vivere\s+a)|addio\s+a)\s+"
            r"(?:il\s+|la\s+|lo\s+|l')?" + OLD_WORDS,
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
            _START + OLD_WORDS + r"\s+\u0431\u043e\u043b\u044c\u0448\u0435\s+\u043d\u0435\b", re.I
        ),
        # "metotreksat mne otmenili": a drug, a plan or a class called off for the user
        re.compile(
            _START + OLD_UNTIL + r"\s+(?:\u043c\u043d\u0435\s+|\u043d\u0430\u043c\s+)?"
            r"(?:\u043e\u0442\u043c\u0435\u043d\u0438\u043b\w*|\u043e\u0442\u043c\u0435\u043d\u0435\u043d\w*)\b",
            re.I,
        ),
        re.compile(
            r"\b\u043e\u0442\u043a\u0430\u0437\u0430\u043b\w*\s+\u043e\u0442\s+" + OLD_WORDS, re.I
        ),
        re.compile(
            _START
            + OLD_WORDS
            + r"\s+(?:\u0443\u0436\u0435\s+)?\u0432\s+\u043f\u0440\u043e\u0448\u043b"
            r"\u043e\u043c\b",
            re.I,
        ),
        # "left Polaris", "quit Polaris", "moved away from Tomsk": the place named after it
        re.compile(
            r"(?:^|[,.;:!]\s*|\b\u044f\s+)(?:(?:\u0443\u0436\u0435|\u043d\u0430\u043a\u043e\u043d\u0435\u0446|\u0432\u0447\u0435\u0440\u0430)\s+)?"
            r"(?:\u0443\u0448[\u0435\u0451]\u043b|\u0443\u0448\u043b[\u0430\u0438]"
            r"|\u0443\u0432\u043e\u043b\u0438\u043b(?:\u0441\u044f|\u0430\u0441\u044c"
            r"|\u0438\u0441\u044c)|\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b[\u0430\u0438]?"
            r"|\u0441\u044a\u0435\u0445\u0430\u043b[\u0430\u0438]?)\s+\u0438\u0437\s+" + _NAMED,
            re.I,
        ),
        # "s Igorem razoshlis'": parted ways with someone (a coach, a partner), named after "s"
        re.compile(
            r"\b\u0441\s+" + _NAMED + r"\s+(?:\u043c\u044b\s+)?(?:\u0440\u0430\u0437\u043e\u0448"
            r"\u043b\u0438\u0441\u044c|\u0440\u0430\u0441\u0441\u0442\u0430\u043b\u0438\u0441\u044c"
            r"|\u043f\u043e\u043f\u0440\u043e\u0449\u0430\u043b\u0438\u0441\u044c)\b",
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
        re.compile(
            r"\bya\s+no\s+(?:es\s+|son\s+)?(?:el|la|los|las|en|con|para)\s+" + OLD_WORDS, re.I
        ),
        re.compile(r"\bno\s+(?:es\s+|son\s+)?" + _ART + OLD_WORDS + r"\s*,?\s+sino\b", re.I),
    ),
    "de": (
        re.compile(r"\bnicht\s+mehr\s+(?:am|im|um)\s+" + _ONE, re.I),
        re.compile(r"\bnicht\s+(?:mehr\s+)?" + _ART + OLD_WORDS + r"\s*,?\s+sondern\b", re.I),
    ),
    "fr": (
        re.compile(r"\b(?:ne|n')\s*\w+\s+plus\s+(?:le|la|les|l')\s*" + OLD_WORDS, re.I),
        re.compile(
            r"(?:^|[,;]\s*)(?:et\s+)?plus\s+(?:chez|\u00e0|au|en|dans|avec)\s+" + OLD_WORDS, re.I
        ),
        re.compile(r"\b(?:plus|non)\s+(?:le|la|les|l')\s*" + OLD_WORDS + r"\s*,?\s+mais\b", re.I),
    ),
    "pt": (
        re.compile(
            r"\bn\u00e3o\s+(?:\u00e9\s+)?mais\s+(?:o|a|os|as|na|no|nas|nos|em|com)\s+" + OLD_WORDS,
            re.I,
        ),
        re.compile(
            r"\bn\u00e3o\s+(?:\u00e9\s+)?(?:o|a|os|as)\s+"
            + OLD_WORDS
            + r"\s*,\s*(?:mas|e\s+sim)\b",
            re.I,
        ),
    ),
    "it": (
        re.compile(
            r"\bnon\s+pi\u00f9\s+(?!di\b|del|della)(?:(?:il|lo|la|i|gli|le|a|in|da|con|al|alla)\s+|l')?"
            + OLD_WORDS,
            re.I,
        ),
        re.compile(
            r"\bnon\s+(?:\u00e8\s+)?(?:il|lo|la|i|gli|le)\s+" + OLD_WORDS + r"\s*,\s*ma\b", re.I
        ),
    ),
}
"""A value set aside by "no longer" or "not ... but", with no verb of change."""


OVER: dict[Language, tuple[re.Pattern[str], ...]] = {
    language: _GONE.get(language, ()) + _NOT_BUT.get(language, ())
    for language in dict.fromkeys((*_GONE, *_NOT_BUT))
}
"""What `updates.change_in` runs in each language beside `old_values.OLD`: the values said
to be over, then those set aside by "no longer" or "not ... but"."""
