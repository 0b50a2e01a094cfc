"""How a forget request is worded: its verbs in each language Imprint reads.

English asks with an erasing verb ("delete", "wipe", "forget"), a keeping verb negated
("don't keep", "I'd rather you didn't remember") or by setting aside what was said ("never
mind what I said about the cats"); the other languages with their own verbs ("olvida",
"vergiss", "ne le retiens pas"). `forget.py` reads a request with these patterns and
decides whether an English verb asks to forget; the shapes said around the store instead
("the knee thing doesn't need to live in your memory") are `forget_phrasings.py`'s.
"""

from __future__ import annotations

import re

from imprint.pipeline.language import Language
from imprint.pipeline.screened import Screened, screened

__all__ = ["MEMORY_WORDS", "NEEDED", "NOT_A_REQUEST", "REQUEST", "REQUEST_NEEDS"]

_VERB_EN = (
    r"(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+|i\s+(?:want|need)\s+you\s+to\s+|just\s+)?"
    r"(?<!can't\s)(?<!cannot\s)(?<!won't\s)(?<!don't\s)"
    # "set and forget", "fire-and-forget", "forgive and forget": idioms, no request
    r"(?<!set\sand\s)(?<!set-and-)(?<!fire\sand\s)(?<!fire-and-)(?<!forgive\sand\s)"
    r"(?<!set\sit\sand\s)(?<!set-it-and-)"
    r"(?:(?:forget|scrap|scratch|drop)\b(?!\s+(?:to|it|about\s+it)\s*[.!]*$)"
    r"|(?:delete|erase|remove|wipe|purge)\b(?!\s+to\b)"
    # "scrub pantrypal from whatever you've got on me": a cleaning verb, a request only when
    # what it cleans out of is the agent's keeping
    r"|(?:scrub|strike|expunge|nuke|clear)\b(?=[^.!?]{0,60}?\b(?:from|off|out\s+of)\s+(?:whatever|what"
    r"|your|ur|the\s+(?:record|file|notes)|my\s+(?:file|record|profile)|everything|anything"
    r"|memory|all)\b))"
)
_NEGATED_EN = (
    # "no reason to hold onto it" asks; "there's no reason to hold onto receipts?" asks advice
    r"(?:don'?t|do\s+not|never|stop|no\s+need\s+(?:for\s+(?:you|u)\s+)?to|(?<!there's\s)(?<!theres\s)(?<!is\s)no\s+reason\s+to"
    r"|(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?not"
    r"|(?:i'?d|i\s+would)\s+(?:rather|prefer)\s+(?:if\s+)?(?:you|u)\s+(?:didn'?t|did\s+not|don'?t|not"
    r"|wouldn'?t|would\s+not)|i\s+don'?t\s+(?:want|need)\s+(?:you|u)\s+to"
    # "dont need you to remember anything about them": the bare form, of what was told
    r"|(?<!\bi\s)(?:don'?t|dont|do\s+not)\s+need\s+(?:you|u)\s+to(?=\s+(?:remember|keep|store|save"
    r"|hold\s+on\s+to)\s+(?:anything|any\s+of|that|this|it|them|those|him|her|the\s+\w+\s+(?:stuff"
    r"|thing|bit|info))\b(?![^.!?]*,\s*just\b)))"
    r"\s+(?:you\s+)?(?:(?:keep\s+)?remember(?:ing)?|keep(?:ing)?(?:\s+(?:track|hold|a\s+record|a\s+note)\s+of)?"
    r"|stor(?:e|ing)|sav(?:e|ing)|record(?:ing)?|retain(?:ing)?|(?:hold|hang)(?:ing)?\s+on(?:\s+to|to)"
    r"|mention(?:ing)?|bring(?:ing)?\s+up|not(?:e|ing)\s+down|writ(?:e|ing)\s+down"
    r"|fil(?:e|ing)\s+away)\b"
)
_MOOT_EN = (
    r"(?:never\s*mind|disregard|ignore)\s+(?=(?:what|anything|everything|all|the\s+(?:bit|stuff|thing"
    r"|part|info|note)s?|about|that\s+(?:bit|stuff|thing|part)|(?:my|the|that)\s+\w+(?:\s+\w+)?\s+(?:stuff"
    r"|bit|thing|info|preference))\b)"
)
""""never mind what I said about the cats", "disregard the bit about my knee": a request
only when it points at something said (a bare "never mind" is an acknowledgement)."""
REQUEST: dict[Language, re.Pattern[str] | Screened] = {
    "en": screened(
        rf"(?:^|\b)(?:{_VERB_EN}|{_NEGATED_EN}|{_MOOT_EN}|take\s+(?:that|it|this)\s+out|i\s+don'?t\s+"
        r"(?:(?:really|honestly|actually|particularly|even)\s+)?want"
        r"\s+(?:it|that|this|you\s+to\s+(?:remember|keep|store))\b|wipe\s+(?:that|it|this)\b"
        # "could you clear it out?": emptying out what was just said
        r"|clear\s+(?:it|that|this|them|all\s+(?:of\s+)?(?:it|that|this))\s+out\b"
        r"|get\s+rid\s+of"
        # "you can let go of it now", "please unremember my address"
        r"|(?:(?:you|u)\s+can|feel\s+free\s+to|please|pls|(?:i'?d|i\s+would)\s+(?:like|love|want)"
        r"\s+(?:you|u)\s+to|i\s+(?:want|need)\s+(?:you|u)\s+to|(?:can|could)\s+(?:you|u))"
        r"\s+(?:just\s+)?let\s+(?:it\s+)?go(?:\s+of)?\b"
        # "let go of all the wedding stuff": said to the agent, of what was told
        r"|^\W*(?:(?:ok|okay|so|and|also|oh)\W+)*let\s+go\s+of\s+(?=(?:all|everything|anything|the|that"
        r"|those|my)\b[^.!?,]{0,40}?\b(?:stuff|bits?|info)\b(?:\s+(?:about|on|re|i\s+(?:told|said"
        r"|mentioned|shared))\b|\s*(?:[,.!?]|$|please|pls|now|too)))"
        r"|un-?(?:remember|learn|know|hear)\b"
        # "I'd rather you forgot that ADHD thing": the wish said with the verb in the past
        r"|(?:i'?d|i\s+would)\s+(?:rather|prefer(?:\s+it)?)\s+(?:if\s+)?(?:you|u)\s+(?:just\s+)?"
        r"(?:forgot|deleted|erased|wiped|dropped|removed|binned|scrapped)\b"
        # "you can throw out everything about that table": discarding all that was said
        r"|(?:throw|chuck|toss)\s+(?:out|away)\s+(?=(?:everything|anything|all)\s+(?:about|of|on)\b)"
        # "make sure none of it stays with you", "nothing of that gets saved"
        r"|(?:none|nothing)\s+of\s+(?:it|that|this|them)\s+(?:stays?|sticks?|is\s+(?:kept|saved"
        r"|stored)|gets?\s+(?:kept|saved|stored|remembered))\b(?=\s+(?:with\s+(?:you|u)\b|in\s+(?:your"
        r"|ur)\s+(?:memory|notes|head)|anywhere\b|on\s+(?:file|record)\b)))",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"\b(?:(?:olvida|borra|b\u00f3rra|elimina)(?:lo|la|los|las)?|olv\u00eddate|olvidate"
        r"|(?:olv\u00edda|b\u00f3rra|elim\u00edna)(?:lo|la|los|las)"
        # "prefiero que no quede guardado": kept nowhere
        r"|(?:que\s+)?no\s+(?:quede|se\s+quede|se\s+guarde)\s+(?:guardad[oa]\s+)?"
        r"|no\s+(?:(?:lo|la|los|las|me|eso)\s+)?"
        r"(?:recuerdes|guardes|anotes|registres|almacenes|apuntes|guardar|recordar|anotar"
        r"|registrar)"
        # "prefiero q no lo tengas guardado": not to be held
        r"|no\s+(?:(?:me\s+)?(?:lo|la|los|las|eso)\s+)?tengas\s+(?:guardad|apuntad|anotad|registrad)[oa]s?"
        # "no quiero que guardes lo de la dislexia": the wish said before the verb
        r"|no\s+quiero\s+que\s+(?:(?:me\s+)?(?:lo|la|los|las|eso)\s+)?(?:guardes|recuerdes|anotes|apuntes"
        r"|registres|almacenes)"
        # "no hace falta que lo guardes", "no es necesario que lo recuerdes"
        r"|no\s+(?:hace\s+falta|es\s+necesario|necesitas)\s+(?:que\s+)?(?:(?:me\s+)?(?:lo|la|los|las|eso)\s+)?"
        r"(?:guardes|recuerdes|anotes|apuntes|guardar|recordar|anotar|apuntar))\b"
        # "puedes olvidar lo de la mudanza", "podr\u00edas borrarlo": the verb asked for
        # ("eso no se me puede olvidar" is the user's own memory: a thing not to forget)
        r"|\b(?<!\bse\s)(?<!\bme\s)(?<!\bte\s)(?<!\bno\s)(?:puedes|pod\u00e9s|podes|podr\u00edas|podrias|puede"
        r"|podr\u00eda)\s+"
        r"(?:(?:por\s+favor|porfa|ya)\s+)?(?:olvidar|borrar|eliminar)(?:lo|la|los|las|te)?\b",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"\b(?:vergiss|vergessen\s+sie|l\u00f6sch|loesch|entfern|speicher\s+(?:das\s+)?nicht"
        r"|merk\s+dir\s+(?:das\s+)?nicht)\w*"
        # "das musst du dir nicht merken", "brauchst du nicht zu speichern"
        r"|\b(?:musst|brauchst|sollst)\s+du\s+(?:dir\s+)?(?:(?:das|es)\s+)?(?:auch\s+)?(?:nicht|nich|net|"
        r"gar\s+nicht|echt\s+nicht)\s+(?:zu\s+)?(?:merken|speichern|behalten|notieren|aufschreiben)\b"
        # "behalt das bitte nicht": not to be kept
        r"|\bbehalt\w*\s+(?:das|es)\s+(?:bitte|lieber)\s+nicht\b"
        # "das mit der Trennung bitte nicht speichern", "bitte vergessen": the infinitive a
        # request is often put in, negated or asked for with "bitte"
        r"|\bnicht\s+(?:mehr\s+)?(?:speichern|merken|behalten|notieren|aufschreiben|festhalten"
        r"|abspeichern)\b"
        # "kannst du das bitte nicht mehr gespeichert haben?": kept no longer
        r"|\bnicht\s+(?:mehr\s+)?(?:gespeichert|gemerkt|notiert|abgespeichert)\s+(?:haben|lassen)\b"
        r"|\bbitte\s+(?:(?:wieder|einfach|gleich)\s+)?(?:vergessen|l\u00f6schen|loeschen)\b"
        # "ich will nicht, dass du das speicherst"
        r"|\b(?:will|m\u00f6chte|moechte)\s+nicht,?\s+dass\s+du\s+(?:[^.;!?]{0,50}?\s)?"
        r"(?:speicherst|abspeicherst|merkst|beh\u00e4ltst|notierst|aufschreibst)\b"
        # "kannst du das mit dem Umzug vergessen": the verb asked for comes last
        r"|\b(?:kannst|k\u00f6nntest|koenntest|k\u00f6nnten|koennten|k\u00f6nnen|koennen)\s+"
        r"(?:du|sie)\b[^.?!]{0,80}?\bvergessen\b",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"\b(?:oublie|oubliez|efface|effacez|supprime|supprimez|ne\s+(?:(?:le|la|les)\s+|l')?"
        r"(?:retiens|retiennes|gardes?|notes?|enregistres?|stockes?)\s+pas"
        # "garde pas \u00e7a en m\u00e9moire", "pas besoin de le retenir": chat French
        r"|(?<!ne\s)(?:garde|retiens|note|stocke)\s+pas\s+(?:\u00e7a|ca|cela)"
        r"|pas\s+besoin\s+de\s+(?:(?:le|la|les)\s+|l')?(?:garder|retenir|noter|m\u00e9moriser|memoriser"
        r"|stocker|enregistrer)"
        # "ne pas garder \u00e7a", "merci de ne pas le noter": the infinitive, negated
        r"|ne\s+pas\s+(?:(?:le|la|les)\s+|l')?(?:retenir|garder|noter|enregistrer|stocker"
        r"|m\u00e9moriser|memoriser))\b"
        # "tu peux oublier l'histoire du d\u00e9m\u00e9nagement", "pourriez-vous l'effacer"
        r"|\b(?:(?:peux|pourrais)(?:-tu|\s+tu)|(?:pouvez|pourriez)(?:-vous|\s+vous)"
        r"|tu\s+(?:peux|pourrais)|vous\s+(?:pouvez|pourriez))\s+(?:(?:stp|svp)\s+)?"
        r"(?:l'|le\s+|la\s+|les\s+)?(?:oublier|effacer|supprimer)\b"
        # "tu peux zapper ce que je t'ai dit sur mon arr\u00eat": what was told, skipped
        r"|\bzappe[rsz]?\s+(?=(?:ce\s+que\s+je\s+t'ai|ce\s+que\s+je\s+vous\s+ai|tout\s+ce\s+que\s+je"
        r"\s+t'ai)\b)"
        # "je pr\u00e9f\u00e8re que \u00e7a tra\u00eene nulle part": kept nowhere, wished
        r"|\b(?:pr\u00e9f\u00e8re|prefere|aimerais|voudrais|veux)\s+que\s+(?:\u00e7a|ca|cela)\s+(?:ne\s+)?"
        r"(?:tra\u00eene|traine|reste|soit\s+gard\u00e9|soit\s+stock\u00e9)\s+nulle\s+part\b"
        # "laisse tomber ce que je t'ai dit sur ma soeur": what was told, let go
        # "je ne veux pas que tu le gardes"
        r"|\bveux\s+pas\s+que\s+tu\s+(?:le\s+|la\s+|les\s+|l')?(?:gardes|retiennes|notes|enregistres"
        r"|stockes|m\u00e9morises|memorises)\b"
        r"|\blaisse[sz]?\s+tomber\s+(?=(?:ce\s+que|ce\s+qu'|tout\s+ce|l'histoire|la\s+partie"
        r"|le\s+truc|la\s+chose)\b)",
        re.IGNORECASE,
    ),
    "pt": re.compile(
        r"\b(?:esquece|esque\u00e7a|apaga|apague|remove|n(?:\u00e3|a)o\s+(?:(?:o|a|os|as|isso)\s+)?"
        r"(?:guarde|grave|lembre|salve|registre|guardar|gravar|salvar|registrar|anotar))\b"
        # "pode esquecer essa hist\u00f3ria da festa", "voc\u00ea consegue apagar isso?"
        r"|\b(?:pode|podes|poderia|podia|consegue)\s+(?:(?:por\s+favor|s\u00f3|j\u00e1)\s+)?"
        r"(?:esquecer|apagar|deletar|remover|excluir)\b"
        # "n\u00e3o quero que voc\u00ea guarde isso"
        r"|\bn(?:\u00e3|a)o\s+quero\s+que\s+(?:voc(?:\u00ea|e)\s+|vc\s+)?(?:(?:o|a|isso)\s+)?(?:guarde|grave"
        r"|lembre|salve|registre|anote)\b"
        # "deixa pra l\u00e1 o que eu te falei da minha irm\u00e3": what was told, let go
        # "n\u00e3o precisa guardar", "nem precisa lembrar disso": no need to keep it
        r"|\b(?:n(?:\u00e3|a)o|nem)\s+(?:precisa|precisas|tem\s+que|\u00e9\s+preciso)\s+(?:(?:me\s+)?"
        r"(?:o|a|os|as)\s+)?(?:guardar|lembrar|anotar|salvar|registrar|gravar)\b(?=\s*(?:[,.!?]|$|isso"
        r"|isto|disso|nada|n(?:\u00e3|a)o|por\s+favor|pfv|t(?:\u00e1|a)|viu|de\s+nada)\b|\s*$)"
        r"|\bdeixa\s+(?:pra|para)\s+l(?:\u00e1|a)\s+(?=(?:o\s+que|aquilo|tudo|a\s+hist\u00f3ria"
        r"|a\s+parte|essa|esse)\b)",
        re.IGNORECASE,
    ),
    "it": re.compile(
        r"\b(?:dimentica|scordati|cancella|elimina|non\s+(?:ricordare|salvare|memorizzare"
        # "non tenertela", "non tenerlo": not to hold on to it
        r"|tener(?:te|me)?l[aoie]"
        # "la chemio preferisco che non la tieni": not "non lo ricordi?", a question
        r"|(?:la|lo|li|le)\s+(?:tieni|tenga|salvi|memorizzi|ricordi)(?![^.!?]*\?)"
        r"|conservarl[aoie]))\w*"
        # "non voglio che lo salvi"
        r"|\bnon\s+voglio\s+che\s+(?:tu\s+)?(?:(?:te|me)\s+)?(?:(?:lo|la|li|le)\s+)?(?:salvi|tenga|tieni"
        r"|memorizzi|ricordi|conservi)\b"
        # "lasciala perdere", "non serve che te lo ricordi": let go, no need to keep
        r"|\blascia(?:la|lo|li|le)\s+perdere\b"
        r"|\bnon\s+(?:serve|c'\u00e8\s+bisogno)\s+che\s+(?:(?:te|me)\s+)?(?:(?:lo|la|li|le)\s+)?"
        r"(?:ricordi|salvi|tenga|memorizzi)\b"
        # "lascia perdere quello che ti ho detto sul dj": what was told, let go
        r"|\blascia(?:te)?\s+(?:pure\s+)?perdere\s+(?=(?:quello|quel|quanto|ci\u00f2|tutto|la\s+storia"
        r"|il\s+discorso|la\s+parte|la\s+cosa)\b)",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"\u5fd8\u4e86|\u5fd8\u6389|\u5fd8\u8bb0|\u5220\u6389|\u5220\u9664|\u522b\u8bb0|\u4e0d\u8981\u8bb0"
    ),
    "ja": re.compile(
        r"\u5fd8\u308c\u3066|\u524a\u9664|\u6d88\u3057\u3066|\u8a18\u61b6\u3057\u306a\u3044\u3067"
    ),
    "ko": re.compile(r"\uc78a\uc5b4|\uc9c0\uc6cc|\uc0ad\uc81c|\uc800\uc7a5\ud558\uc9c0"),
    "ru": re.compile(
        r"\u0437\u0430\u0431\u0443\u0434\u044c|\u0443\u0434\u0430\u043b\u0438|\u0441\u043e\u0442\u0440\u0438"
        r"|\u043d\u0435\s+\u0437\u0430\u043f\u043e\u043c\u0438\u043d\u0430\u0439",
        re.IGNORECASE,
    ),
}
"""A verb that asks to forget, per language: erasing, a keeping verb negated, setting aside."""
REQUEST_NEEDS: dict[Language, tuple[str, ...]] = {
    "en": (
        *("forget", "forgot", "delete", "erase", "remove", "wipe", "scra", "purge", "drop"),
        *("remember", "binned"),
        *("scrub", "strike", "expunge", "nuke", "clear"),
        *("keep", "stor", "sav", "record", "retain", "hold", "mention", "bring", "take"),
        *("want", "rid", "hang", "mind", "disregard", "ignore", "note", "noting", "writ", "fil"),
        *("throw", "chuck", "toss", "none", "nothing", "let", "unremember", "un-remember"),
        *("unlearn", "un-learn", "unknow", "un-know", "unhear", "un-hear"),
    )
}
"""Lower-case words one of which every match of `REQUEST` holds: an ASCII sentence with
none of them is no request, decided without the pattern (tried at every position)."""
NEEDED = {
    language: re.compile("|".join(map(re.escape, needs)))
    for language, needs in REQUEST_NEEDS.items()
}
"""`REQUEST_NEEDS` as one alternation of plain words, found in one scan of a lowered
sentence (quicker than an `in` per word)."""
NOT_A_REQUEST = screened(
    r"\b(?:i\s+(?:forgot|keep\s+forgetting)|don'?t\s+forget\s+(?:to|that)|forgot\s+to|never\s+forget"
    # "forget it i found it", "oh forget it ill do it": waved off, the sentence going on
    r"|forget\s+(?:it|about\s+it)(?=\s*(?:[.!,;]|$|i\b|i'?ll\b|ill\b|i'?ve\b|nvm\b|never\s*mind"
    r"|lol\b|haha\b|no\s+worries))|delete\s+(?:the|this|that)\s+(?:file|line|row|column|branch"
    r"|function|method|test|comment|word|sentence|paragraph|section|field|key|variable|commit)"
    r"|remove\s+(?:the|this|that)\s+(?:file|line|row|column|branch|function|method|test|comment"
    r"|word|sentence|paragraph|section|field|key|variable|import|dependency|duplicate))\b",
    re.IGNORECASE,
)
"""What a forget verb's sentence is not: "I keep forgetting", "don't forget to", "delete the
file", "remove this import"."""
MEMORY_WORDS = re.compile(
    r"\b(?:memory|memories|remember|stored|told\s+(?:you|u|ya)|said|mentioned|shared|records?|notes?)\b"
    r"|\u8bb0|\u8a18\u61b6|\uae30\ub85d|\u0437\u0430\u043f\u0438\u0441",
    re.IGNORECASE,
)
"""Words about what the agent was told or keeps: "memory", "said", "mentioned", "notes"."""
