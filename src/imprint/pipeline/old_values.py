"""Old values a sentence names outright, in each language Imprint reads.

"we moved from MySQL to Postgres" (`mysql`), "I no longer work at Shopify" (`shopify`),
"Jenkins is gone", "ripped mongo out", "instead of Trello", "Rex passed away", "ya no vivo
en Monterrey", "nicht mehr in Koeln", "trocou o BigQuery pelo Snowflake". Each pattern
names the old value in its group `old`; `updates.change_in` runs them, `old_names.py`
trims what they found to the value. English idioms of a thing behind the user are
`gone_values.py`'s; the other languages' ways of saying a value is over are
`foreign_gone.py`'s.
"""

from __future__ import annotations

import re

from imprint.pipeline.gone_values import GONE_EN
from imprint.pipeline.language import Language
from imprint.pipeline.patterns import SLIP

__all__ = [
    "AWAY_FOR_NOW",
    "DEAD_AS_ENDED",
    "LEFT_ASPECT",
    "LEFT_FOR",
    "OLD",
    "OLD_UNTIL",
    "OLD_WORDS",
]

DEAD_AS_ENDED = r"dead(?!\s+(?:set|keen|against|tired|easy|serious|proud|excited|nervous|on)\b)"
""""dead" as what ended ("the project is dead"), not an idiom ("my mum is dead set on it",
"dead keen")."""
AWAY_FOR_NOW = r"sick|work|ill|today|tomorrow"
"""What "off" is followed by when someone is away for now ("she's off sick"), not ended."""

OLD_UNTIL = r"(?P<old>[^\s,.;:!?()]+(?:\s+[^\s,.;:!?()]+){0,3}?)"
"""An old value of one to four words, as few as the words after it allow."""
OLD_WORDS = r"(?P<old>[^\s,.;:!?()]+(?:\s+[^\s,.;:!?()]+){0,2})"
"""An old value of one to three words, as many as there are."""
_NAMED_ONE = r"(?P<old>(?-i:[A-Z])[a-z]+(?:(?-i:[A-Z])[a-z]+)?)"
"""A name, capitalised as names are ("Pickles", "Biscuit")."""
LEFT_FOR = (
    r"(?:(?:got|went|became|kept\s+getting|had\s+got|ha(?:ve|s)\s+gone)\s+(?:(?:way|far|so"
    r"|just|really|kinda|pretty|a\s+bit)\s+)*(?:too\s+(?:high|pricey|expensive|dear|slow|unreliable"
    r"|flaky|much)|silly|ridiculous|insane|crazy|absurd|through\s+the\s+roof|out\s+of\s+hand"
    r"|unaffordable)"
    # "was too pricey"; "the gym was crazy busy" is no reason to leave it
    r"|(?:was|were)\s+(?:(?:way|far|just|a\s+bit)\s+)*too\s+(?:pricey|expensive|dear|slow"
    r"|unreliable|flaky)"
    # "the cetirizine was making me a zombie", "the citalopram kept giving me headaches": a
    # medicine or a food left for what it did to the user
    r"|(?:was|were|kept|had\s+been|has\s+been)\s+(?:(?:just|really|literally|honestly|always)\s+)?"
    r"(?:making|giving|leaving)\s+(?:me|us|him|her|them)\s+(?:feel\s+)?(?:(?:so|really|super|way"
    r"|too|constant|awful|bad|terrible|these|such)\s+)*(?:a\s+)?(?:zombie|drowsy|sleepy|groggy"
    r"|foggy|dizzy|sick|ill|nauseous|nauseated|queasy|tired|exhausted|knackered|wired|jittery"
    r"|anxious|itchy|headaches?|migraines?|rash(?:es)?|nausea|insomnia|heartburn|cramps|bloated"
    r"|brain\s+fog|side\s+effects|hives|acne|spots|breakouts?)"
    # "hanaya fell through, we got a room at the granvia instead": a plan that came to nothing
    r"|(?:fell|has\s+fallen|had\s+fallen)\s+through(?!\s+(?:the|a|an|my|our|into|onto|to)\b)"
    r"|(?:(?:was|were)n'?t\s+working|didn'?t\s+work)(?!\s+at\s+first))\b"
)
"""What a thing named just before did that made the user leave it: a cost or a service gone
bad ("got too pricey"), a side effect ("was making me a zombie"), a plan that fell through.
`supersede.holds_value` reads it too: a memory that says so of a value does not hold it."""
LEFT_ASPECT = (
    r"(?:bills?|prices?|pricing|rates?|fees?|costs?|quotes?|subscription|plans?|service|support"
    r"|quality|uptime|booking|reservation)"
)
"""What of a thing went bad, said between it and `LEFT_FOR` ("heroku bill got silly")."""
_NOT_LEFT = (
    r"(?:it|that|this|them|everything|the|a|an|baby|babies|kids?|phone|pen|book|bag|dog|cat|work"
    r"|out|off|by|in|back|him|her|me|foot|feet|alarm|car|keys?|bags?|tools?)\b"
)
"""What is put down or dropped without being given up ("putting the baby down", "dropping
the kids off")."""
_NOT_FINISHED = (
    r"(?:it|that|this|them|everything|all|up|off|work|lunch|dinner|breakfast|the\s+day|day|shift"
    r"|early|late|reading|watching|playing|eating|now|one|a|an|some)\b"
)
"""What is finished without ending anything held ("finished work at 5", "finished it")."""
_ANY_ARTICLE = (
    r"(?:(?:al|a\s+la|a|el|la|il|lo|le|l'|au|du|o|os|ao|na|no|mon|ma|mi|minha|meu|der|dem|den"
    r"|the|my)\s*)?"
)
"""An article or a possessive a guard below looks through, however the pattern takes it."""
_NOT_ONE_OFF = (
    r"(?!"
    + _ANY_ARTICLE
    + r"(?:reuni\u00e3o|reuni\u00f3n|reunion|riunione|rendez-vous|rdv|ordine|pedido|commande|volo"
    r"|vuelo|voo|vol|viaje|viagem|viaggio|voyage|cita|consulta|uber|taxi|t\u00e1xi|appuntamento"
    r"|visita|cena|jantar|d\u00eener|diner|almo\u00e7o|comida|pranzo|evento|festa|fiesta|f\u00eate"
    r"|boda|matrimonio|casamento|mariage|turno|clase|aula|lezione|cours|reserva|r\u00e9servation"
    r"|prenotazione|entrega|livraison|consegna|compra|encomenda)\b)"
)
"""A thing cancelled once (a meeting, an order, a flight): no provider left."""
_OLD_SHORT = _NOT_ONE_OFF + r"(?P<old>[^\s,.;:!?()]+(?:\s+[^\s,.;:!?()]+)?)"
"""A value of one or two words, named in lower case as often as not (a provider, not a thing
cancelled once)."""
_NOT_WORK_OR_NOTHING = (
    r"(?!"
    + _ANY_ARTICLE
    + r"(?:trabajo|lavoro|travail|trabalho|arbeit|oficina|ufficio|bureau|escritorio|escola"
    r"|escuela|scuola|\u00e9cole|cole|nada|nothing|niente|rien|nichts|nulla|fazer|hacer)\b)"
)
"""No activity given up: work or school gone to another way, or nothing at all."""
_NOT_STOPPED = (
    r"(?:my|our|the|a|an|on|and|so|by|at|in|for|to|off|over|there|here|it|that|this|them|him|her"
    r"|me|us|you|now|after|before|when|because|since|all|every|short|dead|halfway|completely"
    r"|suddenly|again|with|outside|near|right|just|briefly|abruptly|altogether|cold|twice|once"
    r"|recently|last|yesterday|today|eating|drinking|smoking|working|work|uni|school|college"
    r"|payment|somewhere|anything|everything|something|nothing)\b"
)
"""What follows "stopped" without naming an activity given up ("stopped at", "stopped it")."""
_FINISHED_TAIL = (
    r"(?:last|this|yesterday|today|tonight|and|so|but|finally|at|on|in|with|for|now|early"
    r"|late|already|just|off)\b"
)
"""What follows the thing finished ("finished Dune last night", "finished chemo in May")."""
_EARNED = (
    r"(?:course|rating|degree|training|certification|certificate|qualification|apprenticeship"
    r"|masters|master's|phd|exams?|programme|program|bootcamp|residency|internship|diploma)"
)
"""What finishing earns rather than ends ("finished my A330 type rating"): a milestone, read by
`milestones.py`."""
_TAKING_UP = (
    r"\s*(?:,|and|to|so)\s+(?:(?:i'?m|im|we'?re|i\s+am)\s+)?(?:going\s+back\s+to|switching"
    r"\s+to|moving\s+(?:on\s+)?to|picking\s+up|focus(?:ing)?\s+on|learning)\b"
)
"""What is taken up beside a thing given up ("... and going back to portuguese")."""
OLD: dict[Language, tuple[re.Pattern[str], ...]] = {
    "en": (
        # "our lenses come from Hoya these days, Essilor rates went too high", "heroku bill got
        # silly so we're on Render now": a thing named as left for its cost, beside the new
        re.compile(
            r"^(?=.*\b(?:now|these\s+days|nowadays|instead|switched|swapped|changed|moved"
            r"|so\s+(?:we|i)\b))"
            r"(?:.*?(?:[,;]\s*|\b(?:and|but|so|since|because|cos|coz|cuz|bc|as)\s+))?"
            r"(?:the\s+|our\s+|my\s+)?"
            r"(?P<old>(?!(?:it|that|this|they|everything|things|prices|rent|costs?|rates?|fees?|bills?"
            r"|we|i|he|she|you|kids?|children|baby|mum|mom|dad|husband|wife|partner|boss|work|job"
            r"|plans?|trip|booking|the|a|an|my|our|your|meds|medication|gym)\b)"
            # "running was making me so tired": an activity kept up another way, not left
            r"(?![\w-]*ing\b)[\w.&'-]+(?:\s+(?-i:[A-Z])[\w.&'-]*)?)(?:'s)?\s+"
            r"(?:" + LEFT_ASPECT + r"\s+)?" + LEFT_FOR,
            re.I,
        ),
        # "im putting french down and going back to portuguese", "dropping spanish to focus on
        # german": a thing given up now, for the one taken up beside it
        re.compile(
            r"\b(?:dropping|ditching|quitting|shelving|giving\s+up(?:\s+on)?)\s+(?:the\s+|my\s+)?"
            r"(?P<old>(?!" + _NOT_LEFT + r")[\w+#.-]+)" + _TAKING_UP,
            re.I,
        ),
        re.compile(
            r"\b(?:putting|setting|parking)\s+(?:the\s+|my\s+)?(?P<old>(?!"
            + _NOT_LEFT
            + r")[\w+#.-]+)\s+(?:down|aside|on\s+hold|on\s+ice)"
            + _TAKING_UP,
            re.I,
        ),
        # "I stopped selling on Etsy", "we stopped shipping with DPD": where the user did
        # business, given up (a verb of trade: "quit smoking in January" names no place)
        re.compile(
            r"\b(?:i|we)(?:\s+have\s+|'?ve\s+|\s+)(?:stopped|quit)\s+(?:selling|shipping|trading|posting"
            r"|listing|hosting|banking|shopping|ordering|buying|advertising|streaming|publishing"
            r"|working|delivering|stocking)\s+(?:on|at|with|through|via)\s+(?:the\s+|my\s+|our\s+)?"
            r"(?P<old>(?-i:[A-Z])[\w.&'-]*(?:\s+(?-i:[A-Z])[\w.&'-]*)?)",
            re.I,
        ),
        # "stopped volunteering at the food bank", "I quit going to the climbing wall": a
        # place the user went to, given up (named in lower case as often)
        re.compile(
            r"(?:\b(?:i|we)(?:\s+have\s+|'?ve\s+|\s+)|^\W*)(?:(?:just|finally)\s+)?(?:stopped|quit"
            r"|gave\s+up)\s+(?:volunteering|going|helping|coaching|teaching|tutoring|playing|singing"
            r"|training|swimming|climbing|dancing|working\s+out|worshipping)\s+(?:at|with|for|in|to)"
            r"\s+(?:the\s+|my\s+|our\s+)?(?P<old>(?!(?:it|that|this|them|all|home|work)\b)[\w'&-]+"
            r"(?:\s+[\w'&-]+){0,2}?)(?=\s*(?:[,.;!?]|$|\s+(?:on|every|because|since|as|now|anymore"
            r"|any\s+more|after|for)\b))",
            re.I,
        ),
        # "i've stopped netball", "ive stopped playing the cello": an activity the user gave up
        # (not "stopped spotify from opening", "stopped netflix for a month", "stopped work at 6",
        # nor a relative's: "my wife stopped yoga" leaves the user's yoga)
        re.compile(
            r"(?:\b(?:i|we)(?:\s+have\s+|'?ve\s+|\s+)|^\W*)(?:(?:just|finally|also|recently)\s+)?"
            r"stopped\s+(?:(?:playing|doing|attending|going\s+to)\s+(?:the\s+|my\s+)?)?"
            r"(?P<old>(?!" + _NOT_STOPPED + r")(?![a-z]+ing\b(?!\s+(?:lessons|classes|club|practice"
            r"|sessions|team|squad)\b))[a-z][\w'-]*(?:\s+(?:lessons|classes|club|practice|sessions"
            r"|team|squad))?)(?=\s*(?:[,.;!?]|$|\s+(?:because|since|as|cos|coz|after|last|this|now"
            r"|anymore|any\s+more|altogether|completely|for\s+good|over\s+the\s+(?:summer|winter"
            r"|holidays)|in\s+(?:the\s+)?(?:spring|summer"
            r"|autumn|fall|winter|january|february|march|april|may|june|july|august|september"
            r"|october|november|december))\b))",
            re.I,
        ),
        # "gave up my season ticket", "we gave up our allotment": a thing held, given up (not
        # a seat or an evening given up once)
        re.compile(
            r"(?:\b(?:i|we)(?:\s+have\s+|'?ve\s+|\s+)|^\W*)(?:(?:just|finally)\s+)?gave\s+up\s+(?:my|our)\s+"
            r"(?P<old>(?!(?:seat|time|weekends?|evenings?|lunch|morning|day|afternoon|place|spot|turn"
            r"|sleep|holiday|break|job)\b)[\w'-]+(?:\s+[\w'-]+)?)(?=\s*(?:[,.;!?]|$|\s+(?:this|last|in|at"
            r"|after|because|since|as|for|when)\b))",
            re.I,
        ),
        # "I've closed the Etsy shop", "deleted my Shopify account"
        re.compile(
            r"\b(?:i|we)(?:\s+ha(?:ve|d)\s+|'?ve\s+|'d\s+|\s+)(?:just\s+|finally\s+|officially\s+)?"
            r"(?:closed|deleted|cancell?ed|deactivated)\s+(?:down\s+)?(?:the|my|our)\s+"
            r"(?P<old>(?-i:[A-Z])[\w.&'-]*(?:\s+(?-i:[A-Z])[\w.&'-]*)?)\s+(?:shop|store|account|page"
            r"|profile|subscription|membership|listing|channel)s?\b",
            re.I,
        ),
        # "finished Dune!", "just finished my Spanish course", "we've finished chemo": an
        # ongoing thing done ("finished work at 5" ends nothing held)
        re.compile(
            r"(?:\b(?:i|we)(?:\s+have\s+|'?ve\s+|\s+)|^\W*)(?:(?:just|finally|officially)\s+)?"
            r"(?:finished|completed)\s+(?:(?:reading|watching|playing|listening\s+to)\s+)?"
            r"(?:the\s+|my\s+|our\s+)?(?![^,.;!?]{0,40}?\b" + _EARNED + r"\b)"
            r"(?P<old>(?!" + _NOT_FINISHED + r")[\w'&:-]+"
            r"(?:\s+(?!" + _FINISHED_TAIL + r")[\w'&:-]+){0,3}?)"
            r"(?=\s*(?:[,.;!?]|$|\s+" + _FINISHED_TAIL + r"))",
            re.I,
        ),
        # "scrap the 3:55, im aiming for 4:15 now": a figure set aside, the new one after it
        re.compile(
            r"\b(?:scrap|ditch|drop|forget|bin)\s+(?:the|that|my)\s+"
            r"(?P<old>[$\u00a3\u20ac]?\d[\d:.,]*\s?(?:k|km|kg|lbs?|miles?|hours?|mins?|%)?)"
            r"(?:\s+(?:goal|target|plan|budget|figure|number|time|pace|price|estimate))?\s*[,;.-]+\s*"
            r"(?=(?:i'?m|im|we'?re|it'?s|its|now|going|aiming|let'?s|make\s+it|new)\b)",
            re.I,
        ),
        re.compile(
            r"\b(?:moved|migrated|switched|changed|went|transitioned|upgraded|converted|ported"
            r"|swapped|moving|migrating|switching|relocated)\b[^.;!?]{0,40}\bfrom\s+(?:the\s+|our\s+|my\s+)?"
            + OLD_UNTIL
            + r"\s+(?:to|onto|over\s+to|into|for)\b",
            re.I,
        ),
        re.compile(
            r"\bno\s+longer\s+(?:\w+\s+){0,2}?(?:at|in|for|on|with|using|use|a|an)\s+" + OLD_WORDS,
            re.I,
        ),
        # "we're no longer finishing the basement": what is no longer being done to a thing
        re.compile(
            r"\bno\s+longer\s+(?:\w+ing|doing|getting|having|building|buying)\s+(?:the|our|my)\s+"
            r"(?P<old>[^\s,.;:!?()]+(?:\s+(?!(?:as|for|because|since|this|next|and|but|so|now|at|in"
            r"|on|with)\b)[^\s,.;:!?()]+)?)",
            re.I,
        ),
        # "we're no longer doing Hollow Oak", "no longer using Trello": a name given up bare
        re.compile(
            r"\bno\s+longer\s+(?:doing|using|with|going\s+with|booking|hosting|at|on)\s+"
            r"(?P<old>(?-i:[A-Z])[\w.&'-]*(?:\s+(?-i:[A-Z])[\w.&'-]*){0,2})",
            re.I,
        ),
        re.compile(
            # "not on jira anymore", "im not doing york anymore", "not seeing dr lee any more"
            r"(?:\bnot|n't|\b(?:do|does|did|is|are|was|were)nt)\s+(?:on|at|in|using|with|a|an|doing|going\s+(?:to|with|for)|running"
            r"|playing|taking|attending|seeing|entering|riding|driving|flying|training\s+for"
            r"|working\s+(?:at|for|on|with)|use|using|own|drive|run|rent|sell|stock|offer|go\s+to"
            # "we dont have the hunter anymore": a thing had is named with its determiner
            r"|(?=(?:have|own|keep)\s+(?:the|my|our|that)\s)(?:have|own|keep))\s+(?>(?:the\s+|my\s+"
            r"|our\s+|that\s+)?)(?!(?:well|much|great|good|ok|okay|fine|that|this|it|them|so|too|any|time"
            r"|money|energy|space|room|access|budget|patience|bandwidth|capacity|headspace|cash|funds"
            r"|spare)\b)" + OLD_WORDS + r"\s+any\s*more\b",
            re.I,
        ),
        re.compile(
            r"(?:^\W*(?:(?:\w+ly|oh|well|ok(?:ay)?|also|btw|fyi|update|news)[,:!]?\s+)?"
            # "as of this morning meta is paused": when it ended, said first
            r"(?:(?:as\s+of|since|from)\s+(?:today|now|yesterday|(?:this|last)\s+\w+)[,:]?\s+)?"
            r"|[,;]\s*|\b(?:and|but|so)\s+)(?:the\s+|our\s+|my\s+)?"
            # "knee's gone", "my voice is gone": the body failing, nothing given up
            r"(?!(?:(?:the|our|my)\s+)?(?:knee|knees|back|ankle|shoulder|hip|wrist|neck|voice|eyes?|ears?|hearing|eyesight"
            r"|legs?|arms?|feet|foot|hands?|head|stomach|brain|patience|energy|motivation)"
            r"(?:\s+is|'s|\s+was|\s+got|\s+has)\b)"
            # "v4 of pyfoliage is out", "the new album's out": released, nothing given up
            r"(?!(?:(?:the|our|my|its|their)\s+)?(?:v\d[\w.]*|version|release|beta|alpha|update|patch|episode|season|issue|album"
            r"|single|trailer|results?|grades|preprint|paper|new)\b[^,.;:!?()]{0,40}?"
            r"(?:\s+is|'s|\s+was)\s+(?:\w+\s+)?out\b)"
            + OLD_WORDS
            # "Jess has retired": gone, said in the perfect
            + r"(?:\s+is|'s|\s+was|\s+got|\s+has\s+been|\s+has(?=\s+(?:retired|gone)\b))"
            # "my mum is dead set on a church do", "she's off sick": no end of anything
            + r"\s+(?:\w+\s+)?(?:gone|out|off(?!\s+(?:"
            + AWAY_FOR_NOW
            + r"|this\s+week))|"
            + DEAD_AS_ENDED
            + r"|retired"
            # "ruth is taking over as director": a phrasal verb, no end
            r"|deprecated|history|(?<!ing\s)over|cancell?ed|shelved|dropped|scrapped|wrapped"
            r"|finished|done|no\s+more|decommissioned|phased\s+out"
            # "meta is paused entirely", "the newsletter's on hold": out of use for now
            r"|(?:paused|on\s+hold)(?![^.;!?]{0,12}\b(?:while|until|till|pending|for\s+(?:now|a\s+bit"
            r"|a\s+few|a\s+week|a\s+month|the\s+moment)))|vetoed|nixed|axed"
            # "my brompton got nicked": gone, taken
            r"|stolen|nicked|pinched|nabbed)\b",
            re.I,
        ),
        # "my partner vetoed biscuit", "marketing shot down The Salt Orchard": a pick of the
        # user's turned down, by whoever did it (the doer is in the match, so it is no
        # one else's own thing given up)
        re.compile(
            r"(?:^\W*|[,;:.!?]\s*|\b(?:and|but|so|then|because|cos|bc)\s+)(?:[\w'-]+\s+){0,3}?"
            r"(?:vetoed|nixed|shot\s+down|overruled)\s+"
            r"(?:the\s+|my\s+|our\s+)?" + OLD_UNTIL + r"(?=\s*(?:[,.;:!?()]|$|\s+(?:so|and|but"
            r"|because|cos|as|since|for|in|apparently|lol|haha|which|now|too)\b))",
            re.I,
        ),
        # "nights are done", "the Saturday classes are over": things given up, said in the
        # plural; not people ("the kids are done", "guests are gone")
        re.compile(
            r"(?:^\W*(?:(?:quick\s+|big\s+)?(?:update|news)[,:!]?\s+)?|[,;:]\s*|\b(?:and|but|so)\s+)"
            r"(?!(?:\S+\s+){0,2}(?:kids|children|boys|girls|twins|parents|guests|folks"
            r"|people|they|we|you|things|both|all)\b)(?:the\s+|our\s+|my\s+)?"
            + OLD_WORDS
            + r"(?:\s+are|'re|\s+were|\s+have\s+been)\s+(?:all\s+|now\s+)?(?:done|over|finished"
            r"|history|cancell?ed|scrapped|gone|no\s+more|decommissioned|phased\s+out"
            r"|switched\s+off)\b"
            # "my shifts are done for the week", "classes are over for the summer, back in
            # September": a pause, not an end
            r"(?![^.;!?]*\b(?:for\s+(?:the|this|today|tonight|now|a|two|the\s+rest)|today|tonight"
            r"|this\s+(?:week|month|term)|until|till|back\s+(?:in|on|at|next)|resume|again\s+(?:in|on)"
            r"|next\s+(?:week|month|term|year))\b)",
            re.I,
        ),
        re.compile(
            r"\b(?:dropped|ditched|retired|replaced|killed|scrapped|abandoned|quit"
            # "gave up crossfit after my shoulder injury": a bare activity given up (a thing
            # of the user's, "gave up my season ticket", is read apart)
            r"|gave\s+up(?=\s+(?!(?:my|our|the|a|an|on|and|so|hope|trying|now|after)\b)[a-z])"
            # "left" the verb, not "my left knee" or "left my keys at home"
            # (nor the agent's omission: "u left those out", "you left the dates out")
            r"|(?<!my\s)(?<!the\s)(?<!his\s)(?<!her\s)(?<!our\s)(?<!your\s)(?<!you\s)(?<!u\s)"
            r"left(?!\s+(?:[\w'-]+\s+){1,3}?out\b)(?!\s+(?:my\s+|the\s+|a\s+)?"
            r"(?:knee|leg|arm|hand|foot|eye|ear|side|shoulder|hip|wrist|ankle|lane|turn|wing|column|keys?"
            r"|phone|wallet|bag|laptop|umbrella|charger|jacket|coat|kids?|house|home|work|early|late"
            r"|behind|over|out|alone|open|office|room"
            # "the last SM left me basically nothing": left to someone, nothing given up
            r"|me|us|him|her|them|you"
            # a position or a side played: "I play left back", "a left-footed winger"
            r"|back|winger|mid|midfield|midfielder|field|fielder|forward|tackle|guard|centre|center"
            r"|handed|hander|footed|-handed|-footed)\b)"
            r"|stopped\s+using|got\s+rid\s+of|moved\s+off|moved\s+away\s+from|migrated\s+off"
            # chat's ways of giving a tool or a job up: "bailed on pnpm", "ripped out Jenkins",
            # "handed in my badge at St Mary's"
            r"|bailed\s+on|ripped\s+out|tore\s+out|gave\s+up\s+on|walked\s+away\s+from|uninstalled"
            # a race, a place or an event put off: "deferred berlin", "pulled out of the 10k"
            r"|deferred|withdrew\s+from|pulled\s+out\s+of|dropped\s+out\s+of"
            r"|resigned\s+from|handed\s+in\s+(?:my|our)\s+(?:badge|notice|resignation|keys"
            r"|lanyard|laptop)\s+(?:at|to)|handed\s+(?:my|our)\s+(?:notice|resignation|badge|keys"
            r"|lanyard)\s+in\s+(?:at|to)"
            r"|shut\s+down|sunset|decommissioned"
            # British ways of quitting a job or a club: "packed in evri", "jacked in the gym";
            # not a passive "is packed in boxes", nor "packed in the car" or "chucked in a few
            # chillies" (after an article only a course, a club or the like is given up so)
            r"|(?<!is\s)(?<!'s\s)(?<!are\s)(?<!was\s)(?<!were\s)(?<!be\s)(?<!been\s)(?<!get\s)"
            r"(?<!got\s)(?:packed|jacked|chucked)\s+in(?=\s+(?!(?:the|a|an|some|my|our|all|lots?"
            r"|loads|like|into|tight|together|with|there|here|boxes|bags?|ice)\b)"
            r"|\s+(?:the|my|our)\s+(?:gym|membership|course|class|classes|club|team|uni|college"
            r"|apprenticeship|band|choir|degree|night\s+shifts?|shifts?)\b)"
            r"|stepped\s+down\s+(?:as|from)(?=\s+(?:the\s+|my\s+|our\s+)?(?:(?-i:[A-Z])|(?:[\w-]+\s+){0,2}?(?:chair|head"
            r"|lead|manager|director|treasurer|secretary|committee|board|council|role|post|position"
            r"|captain|coach|governor|trustee)\b))"
            r"|moved\s+on\s+from"
            # "done with BA after the lost luggage", "I switched out of history": a provider or
            # a course the user is through with
            r"|(?:(?:^|(?<=[,;:.!?]\s))\W*|\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:so\s+|totally\s+"
            r"|completely\s+|officially\s+|finally\s+)?)done\s+with"
            r"|(?:switched|transferred|changed)\s+out\s+of"
            # "the consultant took him off the tablets": a medicine stopped for one of theirs
            r"|(?:took|taken|takes?|taking|got|gets)\s+(?:me|us|him|her|them)\s+off)\s+(?!(?:in|on|at|last|this|since|after|before"
            r"|yesterday|today|recently|a\s+while|ago|it|that|them"
            # "the server shut down overnight": how it went, not what went
            r"|overnight|suddenly|again|unexpectedly|randomly|automatically|itself|halfway|mid"
            r"|completely|every|each|twice|once)\b)(?:the\s+|our\s+|my\s+)?" + OLD_WORDS,
            re.I,
        ),
        # "stopped seeing Dr Lee": a doctor, a therapist or a partner no longer seen
        re.compile(
            r"(?:^\W*|\b(?:i|we)(?:\s+have\s+|'?ve\s+|\s+)|[,;]\s*)(?:(?:just|finally)\s+)?stopped\s+seeing\s+"
            r"(?P<old>(?:(?-i:Dr|Mr|Mrs|Ms)\.?\s+)?(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?"
            r"|(?:my|our)\s+(?:therapist|counsell?or|psychiatrist|psychologist|physio|chiro(?:practor)?"
            r"|osteo(?:path)?|gp|doctor|consultant|dentist|tutor|coach|trainer))",
            re.I,
        ),
        # "my kindle died so I'm reading on a Kobo now": a thing of the user's gone for good,
        # said beside what took its place (a phone that "died" alone may only be flat)
        re.compile(
            r"\b(?:my|our)\s+(?:old\s+|trusty\s+)?(?P<old>(?!(?:mum|mom|dad|mother|father|nan|gran"
            r"|grandma|grandad|grandpa|grandmother|grandfather|uncle|aunt|auntie|brother|sister"
            r"|husband|wife|partner|friend|son|daughter|cousin|battery|plant|plants)\b)[\w-]+"
            r"(?:\s+[\w-]+)?)\s+(?:finally\s+|just\s+|completely\s+)?(?:died|broke|packed\s+up"
            r"|conked\s+out|gave\s+up\s+the\s+ghost|bit\s+the\s+dust|got\s+stolen|was\s+stolen)\b"
            r"(?=[^.!?]*\b(?:now|replaced|new\s+one|got\s+a|bought\s+a|switched|instead"
            # "my kindle died so I've gone back to paper books"
            r"|(?:gone|went|going)\s+back\s+to|so\s+(?:i|we)(?:'ve|\s+have)\s+(?:gone|switched|moved"
            r"|started)|so\s+(?:i'?m|we'?re"
            r"|i\s+got|we\s+got)\s+(?:on|using|with|reading\s+on|listening\s+on)?)\b)",
            re.I,
        ),
        # "closed the window" retires nothing: a closed account or a named provider does.
        re.compile(
            r"\b(?:closed|cancell?ed|terminated|unsubscribed\s+from)\s+(?:the\s+|our\s+|my\s+)?"
            # "they cancelled the 8:10": a time keeps its colon
            r"(?P<old>(?-i:[A-Z0-9])(?:[^\s,.;:!?()]|[:.](?=\d))*(?:\s+[^\s,.;:!?()]+){0,2}"
            # "opened a monzo account and closed the barclays one"
            r"|(?!(?:old|other|new|last|first|second|same|wrong|right|main)\b)[^\s,.;:!?()]+\s+"
            r"(?:account|subscription|membership|one(?=\s*(?:[,.;!?]|$|\s+(?:and|so|but|too|as|last"
            r"|yesterday|today|this|because)\b))))",
            re.I,
        ),
        # "cancelled hello fresh, we're doing Gousto now": a provider typed in lower case, its
        # successor said in the next clause (so "cancelled dinner, we're tired" is no value)
        re.compile(
            r"\b(?:cancell?ed|unsubscribed\s+from|ditched)\s+(?P<old>(?!(?:it|that|this|them|the|my|our"
            r"|a|an|plans?|dinner|lunch|class(?:es)?|lessons?|meetings?|calls?|appointments?|orders?"
            r"|bookings?|flights?|trips?|sessions?|practice|training|work|school|everything|all"
            r"|some|today|tonight|tomorrow)\b)[a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)"
            r"(?=\s*,\s*(?:we'?re|i'?m|we\s+are|i\s+am|now|switched|moved|went|using|got|signed)\b)",
            re.I,
        ),
        re.compile(
            r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:the\s+|our\s+)?"
            # "explain why instead of just giving me the fix": a way of answering, no value
            r"(?!(?:just|simply|only|merely)\b|\w+ing\s+(?:me|us|you|him|her|them|it)\b)"
            + OLD_WORDS,
            re.I,
        ),
        # A workplace left: "friday was my last day at Fernhill", "finished up at Deloitte"
        re.compile(
            r"\b(?:my|our)\s+(?:very\s+)?last\s+(?:day|shift|week|month|term)\s+(?:at|with)\s+"
            r"(?:the\s+)?" + OLD_WORDS,
            re.I,
        ),
        re.compile(r"\bfinished\s+(?:up\s+)?(?:at|with)\s+(?:the\s+)?" + OLD_WORDS, re.I),
        # consultants leave a client's project: "rolled off Vireo on friday", "rotated off Halden"
        re.compile(
            r"\b(?:rolled|rotated)\s+off\s+(?:the\s+)?(?P<old>(?-i:[A-Z])[\w&.-]*"
            r"(?:\s+(?-i:[A-Z])[\w&.-]*){0,2})",
            re.I,
        ),
        # "ripped mongo out": the value between the verb and its particle
        re.compile(
            r"\b(?:ripped|tore|threw|kicked)\s+(?:the\s+|our\s+|my\s+)?(?P<old>(?!out\b)"
            r"[^\s,.;:!?()]+(?:\s+(?!out\b)[^\s,.;:!?()]+)?)\s+out\b",
            re.I,
        ),
        re.compile(r"\bscratch\s+(?:the\s+)?(?!that\b|this\b|it\b)" + OLD_WORDS, re.I),
        re.compile(r"\bnot\s+" + OLD_WORDS + r"\s+any\s*more\b", re.I),
        # "Travis ate our credits and I gave up on it": the pronoun stands for the tool named
        # before it (`updates.change_in` finds it); "dropped it off" is a delivery
        re.compile(
            r"\b(?:gave\s+up\s+on|dropped|ditched|bailed\s+on|dumped|binned|got\s+rid\s+of|scrapped"
            r"|killed|uninstalled|ripped\s+out|moved\s+off)\s+(?P<old>it|them)\b(?!\s+(?:for|as|in|into"
            r"|on|off|to|from|with|at|back|over)\b)",
            re.I,
        ),
        # "so no more zebrafish for me": what the user's days held is over for them
        re.compile(r"\bno\s+more\s+(?:the\s+)?" + OLD_WORDS + r"\s+for\s+(?:me|us)\b", re.I),
        # "we're off heroku since the price hike": a platform left; not "off work", "off
        # sick", "off to Paris", "off on holiday"
        re.compile(
            r"\b(?:we'?re|i'?m|we\s+are|i\s+am)\s+(?:now\s+|finally\s+|fully\s+|completely\s+)*off\s+"
            r"(?:of\s+)?(?!(?:to|on|for|work|sick|today|tonight|tomorrow|next|this|until|till|the\s+hook"
            r"|duty|school|the\s+clock|again|now|soon|out|home|in|at|after|early|shift|later|then"
            r"|already|\w+ing|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight)\b)"
            # a name ("off AWS") or what is given up for good ("off heroku since the price hike")
            r"(?:the\s+|our\s+|my\s+)?(?P<old>(?-i:[A-Z])[\w.+-]*(?=\s*[,.;!]|$)|[\w.+-]+(?=\s+(?:since"
            r"|for\s+good|as\s+of|entirely|completely|altogether)\b))",
            re.I,
        ),
        # "marco and i split up in may", "I broke up with Tom": the partner is no longer one
        re.compile(
            r"\b(?!(?:we|you|they|he|she|it|me|and|so|but|then|sister|brother|mum|mom|dad|son"
            r"|daughter|friend|boss|team|colleague)\b)(?P<old>[A-Za-z][a-z]{2,})\s+and\s+"
            r"(?:i|me)\s+(?:have\s+|had\s+|just\s+|finally\s+|officially\s+)*(?:split\s+up"
            r"|split(?=\s*(?:[,.;!]|$|\s+(?:in|last|this|after|before|recently|over|a\s+while)\b))"
            r"|broke\s+up|separated|divorced|called\s+it\s+(?:off|quits))\b",
            re.I,
        ),
        re.compile(
            r"\b(?:i|we)\s+(?:have\s+|had\s+|just\s+|finally\s+|officially\s+)*(?:split(?:\s+up)?"
            r"|broke\s+up)\s+with\s+(?:my\s+(?:\w+\s+)?)?(?P<old>(?-i:[A-Z])[a-z]{2,}|[a-z]{3,}(?=\s*[,.;!]|$))",
            re.I,
        ),
        # "nothing to do with payments anymore"
        re.compile(
            r"\bnothing\s+to\s+do\s+with\s+(?:the\s+|our\s+|my\s+)?"
            + OLD_WORDS
            + r"\s+any\s*more\b",
            re.I,
        ),
        # "after the Humira stopped working", "the old router stopped working": a thing that
        # no longer does its job is replaced; not a person ("she stopped working")
        re.compile(
            r"(?:^|\b(?:after|since|when|because|as|and|but|so)\s+|[,;]\s*)the\s+(?:old\s+)?"
            r"(?!(?:\w+\s+){0,2}?(?:nanny|cleaner|childminder|sitter|tutor|guy|girl|man|woman|lady"
            r"|boss|manager|vet|doctor|gp|nurse|kid|kids|dog|cat)\b)"
            + OLD_WORDS
            + r"\s+(?:stopped|stops|quit|has\s+stopped)\s+working\b",
            re.I,
        ),
        # "we're on Postgres, not MySQL" (not ", not sure", ", not really": a hedge, an answer)
        re.compile(
            r",\s*not\s+(?:a\s+|an\s+|the\s+)?(?!(?:sure|really|yet|quite|much|so|too|that|this|very"
            r"|bad|great|good|now|ever|always|even|just|only|necessarily|exactly|certain|convinced"
            r"|100%|a\s+fan|my\s+thing|ideal|ok|okay)\b)" + OLD_WORDS + r"\s*(?:[.;!]|$)",
            re.I,
        ),
        # "I said trados out of habit": a value the user takes back as a slip
        re.compile(
            r"\bi\s+(?:said|wrote|typed|put|told\s+you)\s+(?:the\s+)?"
            + OLD_UNTIL
            + r"\s+"
            + SLIP
            + r"\b",
            re.I,
        ),
        # "its munich now not berlin, his company moved": typed without the comma before "not"
        re.compile(
            r"\bnow,?\s+not\s+(?:a\s+|an\s+|the\s+)?(?!(?:sure|really|yet|quite|much|so|too|that"
            r"|this|very|bad|great|good|now|any|anymore|working|ideal|ok|okay|always|even|just"
            r"|only|for|to|in|on|at|with|as|because|since|if|when|i|we|you|it|me|my|our|happy|sad"
            r"|mad|upset|angry|tired|sick|scared|afraid|fussy|possible|necessary|important|urgent"
            r"|relevant|true|right|wrong|fine|easy|hard|cheap|free)\b)(?![a-z]{2,}(?:ed|ing)\b)"
            + OLD_WORDS
            + r"\s*(?:[,.;!]|$)",
            re.I,
        ),
        re.compile(
            r"\b(?:i'?m|we'?re|i\s+am|we\s+are)\s+not\s+(?:on|using|at|in)\s+"
            + OLD_WORDS
            + r"\s*[,;.]",
            re.I,
        ),
        # A pet or person who died is no longer the user's: their name is retired, so
        # "Pickles is on a renal diet" goes ("we had to let Pickles go", "Rex passed away").
        re.compile(
            _NAMED_ONE + r"\s+(?:(?:has|had|just|sadly|finally)\s+)*(?:passed(?:\s+away|\s+on)?"
            r"|died|crossed\s+the\s+rainbow\s+bridge|is\s+no\s+longer\s+with\s+us"
            # a tenant or a flatmate who moved out lives there no more
            r"|moved\s+out)\b",
            re.I,
        ),
        re.compile(
            r"\b(?:let|put)\s+(?:(?:our|my)\s+(?:\w+\s+)?)?"
            + _NAMED_ONE
            + r"\s+(?:go|down|to\s+sleep)\b(?!\s+(?:as|for|on)\b)",
            re.I,
        ),
        # "switched to the blue ridge co-op, mayesh got too pricey": the one left, and why
        re.compile(
            r"\b(?:switched|moved|changed|went\s+over|gone\s+over)\s+to\s+[^,.;!?]{2,60}[,;]\s*"
            r"(?:as\s+|since\s+|because\s+|cos\s+|cause\s+)?(?:the\s+)?"
            r"(?P<old>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:got|was|were|is|had\s+got|became|went)\s+"
            r"(?:way\s+|so\s+|far\s+|just\s+)?(?:too\s+)?(?:pricey|expensive|dear|slow|unreliable"
            r"|flaky|rubbish|useless|bust|under)\b",
            re.I,
        ),
        # "rip to the civic, transmission went": a thing of the user's that died
        re.compile(
            r"\b(?:rip|r\.i\.p\.?|rest\s+in\s+peace|farewell|so\s+long|bye\s+bye|goodbye)\s+(?:to\s+)?"
            r"(?:the|my|our)\s+(?:old\s+|poor\s+|trusty\s+)?(?P<old>[a-z][\w-]*(?:\s+(?!(?:lol|haha|lmao|tbh)\b)[a-z][\w-]*)?)"
            r"(?=\s*[,.;!(]|\s*$|\s+(?:died|went|is|was|finally|after)\b)",
            re.I,
        ),
        re.compile(
            r"\b(?:lost|said\s+goodbye\s+to|buried|rip)\s+(?:(?:our|my)\s+(?:\w+\s+){0,2})?"
            + _NAMED_ONE
            + r"(?=\s+(?:last|this|in|on|a|two|three|yesterday|today|recently|after)\b"
            r"|\s*[,.;!]|$)",
            re.I,
        ),
        # "we've had to move book club to the library, the red lion shut": a place the user's
        # thing was held at, closed for good (not "the pool's shut till march")
        re.compile(
            r"(?:[,;]\s*|\b(?:since|because|as|cos|now\s+that)\s+)the\s+(?P<old>[a-z][\w'-]*"
            r"(?:\s+[a-z][\w'-]*)?)\s+(?:has\s+|have\s+)?(?:shut(?:\s+down)?|closed(?:\s+down)?"
            r"|went\s+(?:bust|under)|closed\s+its\s+doors)(?!\s+(?:for|till|until|today|tonight|this"
            r"|on|early|at)\b)(?=\s*(?:[,.;!?]|$|\s+(?:so|and|last|in)\b))",
            re.I,
        ),
        *GONE_EN,
    ),
    "es": (
        re.compile(
            r"\b(?:ya\s+)?no\s+(?:vivo|trabajo|uso|usamos|estoy|estamos|juego|jugamos|hago|practico"
            r"|entreno|voy)\s+(?:en\s+|con\s+|para\s+|al?\s+)?(?:la\s+|el\s+)?"
            + _NOT_WORK_OR_NOTHING
            + OLD_WORDS,
            re.I,
        ),
        re.compile(
            r"\bme\s+(?:fui|sal\u00ed|sali)\s+(?:del\s+|de\s+(?:la\s+|el\s+)?)" + OLD_WORDS, re.I
        ),
        re.compile(
            r"\b(?:migr|pas|cambi|mud|mov|tras)\w*\b[^.;!?]{0,50}\bde\s+(?:la\s+|el\s+)?"
            + OLD_UNTIL
            + r"\s+(?:a|al|por)\b",
            re.I,
        ),
        re.compile(r"\b(?:en\s+vez|en\s+lugar)\s+de\s+(?:la\s+|el\s+)?" + OLD_WORDS, re.I),
        re.compile(
            r"\b(?:dej\u00e9|dejamos|abandonamos|quitamos)\s+(?!de\s)(?:la\s+|el\s+)?" + OLD_WORDS,
            re.I,
        ),
        # "dej\u00e9 de jugar al p\u00e1del", "he dejado de ir a yoga": an activity given up
        re.compile(
            r"\b(?:dej\u00e9|dejamos|he\s+dejado|hemos\s+dejado)\s+de\s+(?:jugar|ir|hacer|practicar"
            r"|entrenar|usar|tomar)\s+(?!con\b)(?:al?\s+|a\s+la\s+|el\s+|la\s+)?"
            + _NOT_WORK_OR_NOTHING
            + OLD_WORDS,
            re.I,
        ),
        re.compile(
            r"\b(?:cancel\u00e9|cancelamos|me\s+di\s+de\s+baja\s+(?:de(?:l|\s+la|\s+el)?|en))\s+"
            r"(?:la\s+|el\s+|mi\s+)?" + _OLD_SHORT + r"(?=\s*[,;.]?\s*(?:y\s+)?ahora\b)",
            re.I,
        ),
    ),
    "de": (
        re.compile(
            r"\bnicht\s+(?:mehr\s+)?(?:in|bei|auf|mit|an)\s+(?:der\s+|dem\s+|den\s+)?" + OLD_WORDS,
            re.I,
        ),
        re.compile(
            r"\bvon\s+(?:der\s+|dem\s+)?" + OLD_UNTIL + r"\s+(?:zu|nach|auf|in)\b[^.;!?]{0,60}?\b"
            r"(?:umgestellt|umgezogen|gewechselt|migriert|umgestiegen|gezogen)",
            re.I,
        ),
        re.compile(
            r"\b(?:statt|anstatt|anstelle\s+von)\s+(?:der\s+|dem\s+|den\s+)?" + OLD_WORDS, re.I
        ),
        # "ich habe mit handball aufgeh\u00f6rt", "mit dem yoga hab ich aufgeh\u00f6rt"
        re.compile(
            r"\bmit\s+(?:dem\s+|der\s+|den\s+)?(?!(?:mein|dein|sein|ihr|unser)\w*\b)"
            + OLD_UNTIL
            + r"\s+(?:(?:hab|habe|haben)\s+(?:ich\s+|wir\s+)?(?:jetzt\s+|schon\s+)?)?"
            r"aufgeh\u00f6rt\b(?!\s+zu\b)",
            re.I,
        ),
    ),
    "fr": (
        re.compile(
            r"\b(?:ne\s+)?\w+\s+plus\s+(?:\w+\s+)?(?:au|\u00e0|chez|en|dans)\s+(?:la\s+|le\s+|l')?"
            + OLD_WORDS,
            re.I,
        ),
        re.compile(r"\bquitt\w+\s+(?:la\s+|le\s+|l')?" + OLD_WORDS, re.I),
        # "j'ai arr\u00eat\u00e9 de jouer au foot", "arr\u00eat\u00e9 d'aller \u00e0 la salle"
        re.compile(
            r"\barr\u00eat\u00e9e?s?\s+(?:de\s+(?:jouer|faire|pratiquer)|d'aller)\s+(?:au\s+|\u00e0\s+la\s+"
            r"|\u00e0\s+l'|\u00e0\s+|du\s+|de\s+la\s+|de\s+l'|le\s+|la\s+)?(?!avec\b)"
            + _NOT_WORK_OR_NOTHING
            + OLD_WORDS,
            re.I,
        ),
        re.compile(
            r"\b(?:r\u00e9sili\u00e9|annul\u00e9|quitt\u00e9)e?s?\s+(?:mon\s+|ma\s+|le\s+|la\s+|l')?"
            r"(?:abonnement\s+(?:\u00e0\s+(?:la\s+|le\s+|l')?|chez\s+)?)?"
            + _OLD_SHORT
            + r"(?=\s*[,;.]?\s*(?:et\s+)?maintenant\b)",
            re.I,
        ),
        re.compile(
            r"\b(?:pass\u00e9|pass\u00e9s|migr\u00e9|d\u00e9m\u00e9nag\u00e9|chang\u00e9)\w*\b[^.;!?]{0,40}?"
            r"\bde\s+(?:la\s+|le\s+|l')?" + OLD_UNTIL + r"\s+(?:\u00e0|au|vers|sur)\b",
            re.I,
        ),
        re.compile(
            r"\b(?:au\s+lieu\s+de|plut\u00f4t\s+que)\s+(?:la\s+|le\s+|l')?" + OLD_WORDS, re.I
        ),
        re.compile(r"\boublie[zs]?\s+(?:la\s+|le\s+|l')?" + OLD_WORDS, re.I),
        # "Marc est parti, ma nouvelle cheffe s'appelle Ines": a person of the user's gone
        re.compile(
            r"(?:^|[,;.]\s*)(?P<old>(?-i:[A-Z])[\w\u00e9-]+)\s+(?:est\s+(?:parti|partie|parti\(e\)"
            r"|\u00e0\s+la\s+retraite)|a\s+(?:d\u00e9missionn\u00e9|quitt\u00e9)|s'en\s+est\s+all\u00e9e?)\b",
            re.I,
        ),
    ),
    "pt": (
        re.compile(r"\bn\u00e3o\s+\w+\s+mais\s+(?:em|na|no|com|para)\s+" + OLD_WORDS, re.I),
        re.compile(r"\btroc\w+\s+(?:o\s+|a\s+)?" + OLD_UNTIL + r"\s+(?:pelo|pela|por)\b", re.I),
        re.compile(
            r"\b(?:migr|mud|pass)\w*\b[^.;!?]{0,50}?\bd[eoa]\s+"
            + OLD_UNTIL
            + r"\s+(?:para|pro|pra)\b",
            re.I,
        ),
        re.compile(r"\bem\s+vez\s+d[eoa]\s+" + OLD_WORDS, re.I),
        re.compile(r"\bsa\u00ed\s+d[aeo]\s+(?!l\u00e1\b)" + OLD_WORDS, re.I),
        # "parei de jogar futebol", "deixei de ir na academia", "larguei o pilates"
        re.compile(
            r"\b(?:parei|paramos|deixei|deixamos)\s+d[eoa]\s+(?:jogar|ir|fazer|praticar|treinar|usar"
            r"|tomar)\s+(?!com\b)(?:o\s+|a\s+|ao\s+|\u00e0\s+|na\s+|no\s+)?"
            + _NOT_WORK_OR_NOTHING
            + OLD_WORDS,
            re.I,
        ),
        re.compile(r"\blarguei\s+(?:o\s+|a\s+)?" + OLD_WORDS, re.I),
        # "cancelei a bodytech, agora to fazendo crossfit": a provider dropped in lower case,
        # its successor said next
        re.compile(
            r"\b(?:cancelei|cancelamos|sa\u00ed\s+d[aeo])\s+(?:a\s+|o\s+|minha\s+|meu\s+)?"
            + _OLD_SHORT
            + r"(?=\s*[,;.]?\s*(?:e\s+)?agora\b)",
            re.I,
        ),
    ),
    "it": (
        re.compile(r"\bnon\s+\w+\s+pi\u00f9\s+(?:a|in|da|con|al|alla)\s+" + OLD_WORDS, re.I),
        re.compile(
            r"\bda\s+"
            + OLD_UNTIL
            + r"\s+(?:a|ad|al|alla)\b[^.;!?]{0,40}?(?:passat|trasferit|spostat)",
            re.I,
        ),
        re.compile(
            r"\b(?:passat[oaie]|trasferit[oaie]|spostat[oaie])\s+da\s+"
            + OLD_UNTIL
            + r"\s+(?:a|ad)\b",
            re.I,
        ),
        re.compile(r"\bda\s+" + OLD_WORDS + r"\s+me\s+ne\s+sono\s+andat", re.I),
        re.compile(
            r"\b(?:abbiamo\s+)?(?:buttato|mollato|abbandonato|lasciato)\s+(?:il\s+|la\s+|lo\s+)?"
            + OLD_WORDS,
            re.I,
        ),
        re.compile(r"\binvece\s+d[ie]\s+" + OLD_WORDS, re.I),
        # "ho smesso di giocare a calcetto", "ho smesso con la palestra"
        re.compile(
            r"\bsmess[oaie]\s+(?:di\s+(?:giocare|fare|andare|usare|prendere)\s+(?!con\b)(?:a\s+|al\s+"
            r"|alla\s+|in\s+|il\s+|la\s+|lo\s+)?|con\s+(?:il\s+|la\s+|lo\s+|l')?)"
            + _NOT_WORK_OR_NOTHING
            + OLD_WORDS,
            re.I,
        ),
        re.compile(
            r"\b(?:disdetto|cancellato|annullato)\s+(?:la\s+|il\s+|lo\s+|l'|l\u2019)?"
            + _OLD_SHORT
            + r"(?=\s*[,;.]?\s*(?:e\s+)?(?:adesso|ora)\b)",
            re.I,
        ),
    ),
    "zh": (
        re.compile(
            r"\u4ece\s*(?P<old>[^\s\uff0c\u3002,]{1,12}?)\s*(?:\u8fc1\u79fb|\u6362|\u642c|\u8f6c|\u6539)"
        ),
        re.compile(
            r"\u4e0d\u518d(?:\u7528|\u4f7f\u7528|\u4f4f\u5728|\u5728)\s*(?P<old>[^\s\uff0c\u3002,]{1,10})"
        ),
        re.compile(r"\u4e0d\u5728\s*(?P<old>[^\s\uff0c\u3002,\u554a\u5566\u4e86]{2,6})"),
        # "women Taobao dian yijing guan le": a shop or account closed, a thing sold
        re.compile(
            r"(?:(?:\u6211\u4eec|\u6211|\u90a3\u4e2a)\u7684?)?(?P<old>(?!\u7684)[^\s\uff0c\u3002,\u6211]{2,8}?)"
            r"(?:\u5e97|\u8d26\u53f7|\u5de5\u4f5c)?\u5df2\u7ecf(?:\u5173|\u505c|\u5356\u6389|\u6ce8\u9500"
            r"|\u8f9e\u6389|\u5012\u95ed)\u4e86?"
        ),
    ),
    "ja": (
        re.compile(
            r"(?P<old>[^\s\u3001\u3002,]{1,10}?)\u304b\u3089\S{1,12}?(?:\u306b|\u3078)(?:\u5f15\u3063\u8d8a|\u79fb\u884c|\u4e57\u308a\u63db\u3048|\u5909\u66f4|\u8ee2\u8077|\u79fb)"
        ),
        re.compile(r"(?P<old>[^\s\u3001\u3002,]{1,10}?)\u306f(?:\u3082\u3046|\u524d\u306b)"),
        # "A1 mini wa oigokko ni yuzutte": a thing given away, sold or let go
        re.compile(
            r"(?:^|[\s\u3001\u3002])(?P<old>(?:[A-Za-z0-9][\w-]*\s)?[^\s\u3001\u3002,]{1,12}?)(?:\u306f|\u3092)"
            r"[^\s\u3001\u3002]{0,10}?(?:\u8b72\u3063|\u8b72\u308a|\u58f2\u3063|\u58f2\u308a"
            r"|\u624b\u653e\u3057|\u51e6\u5206\u3057)"
        ),
    ),
    "ko": (
        re.compile(
            r"(?P<old>\S{1,10}?)\uc5d0\uc11c\s+\S{1,12}?\ub85c\s*(?:(?:\uc644\uc804\ud788|\ub2e4|\ubaa8\ub450)\s*)?"
            # moved, changed jobs, moved over, switched, changed over, replaced
            r"(?:\uc774\uc0ac|\uc774\uc9c1|\uc62e\uacbc|\ubc14\uafe8|\uac08\uc544\ud0c0|\uac08\uc544\ud0d4"
            r"|\ub118\uc5b4\uac14|\ub118\uc5b4\uc654|\uc804\ud658|\uad50\uccb4|\ubcc0\uacbd)"
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
            + OLD_WORDS,
            re.I,
        ),
        re.compile(r"\b\u0441\s+" + OLD_UNTIL + r"\s+\u043d\u0430\s+", re.I),
        re.compile(r"\b\u0438\u0437\s+" + OLD_UNTIL + r"\s+\u0432\s+", re.I),
        # "vmesto 50", "vmesto Trello": instead of
        re.compile(r"\b\u0432\u043c\u0435\u0441\u0442\u043e\s+" + OLD_WORDS, re.I),
    ),
}
"""Old values said outright, per language: a move from one, "no longer", "gone", a verb of
giving up, "instead of"."""
