"""What a memory is about: the attribute it sets (employer, database, diet, spelling...).

A subject lets a later statement find the one it replaces even when they share no value:
"I'm at Spotify now" replaces "The user works at Zalando." because both set `employer`,
and "we moved onto CockroachDB" replaces "Our database is MongoDB." because both set
`database`. Subjects are recognised from trigger words (in every language Imprint reads)
and from well-known values (PostgreSQL is a database whatever the language around it).

Some subjects hold one value at a time (a name, an employer, a home city): a new value
replaces the old one outright. Others may hold several (a team can run two databases):
there a new value replaces the old one only when the statement says it changed ("now",
"moved to", "switched", "no longer").
"""

from __future__ import annotations

import re
from functools import lru_cache

from imprint.pipeline.alternation import Alternation
from imprint.pipeline.placenames import KNOWN_PLACES, NOT_PLACES, PLACES_AND_TOWNS
from imprint.pipeline.role_holders import HOLDER_PREFIX, holder_role
from imprint.pipeline.value_classes import PRESCRIBER_MOVED, ROLE_WORDS
from imprint.pipeline.work import about_work

__all__ = [
    "NEW_HOMES",
    "PRODUCTS",
    "SINGLE_VALUED",
    "SUBJECTS",
    "partner_name",
    "subject_of",
    "subject_terms",
    "subjects_in",
    "word_subject",
]


def _terms(text: str) -> tuple[str, ...]:
    return tuple(t.strip() for t in text.split("|") if t.strip())


CHANGED_JOB = re.compile(
    r"\b(?:(?:mud|troqu)(?:ei|ou|amos)|(?:me\s+)?cambi(?:\u00e9|e|\u00f3|amos))\s+de\s+(?:emprego"
    r"|empresa|escrit\u00f3rio|trabalho|firma|trabajo|curro|chamba|laburo|oficina|despacho"
    r"|agencia|ag\u00eancia|hospital|cl\u00ednica)\b"
    r"|\bchang\u00e9e?s?\s+d(?:e\s+|')(?:bo\u00eete|boulot|travail|job|poste|employeur|entreprise"
    r"|cabinet|\u00e9tablissement|agence|labo)\b"
    r"|\bcambiat[oa]\s+(?:lavoro|azienda|ufficio|studio|datore\s+di\s+lavoro)\b"
    r"|\b(?:job|arbeitgeber|firma|stelle|arbeitsstelle|praxis|kanzlei|klinik)\s+(?:\w+\s+)?"
    r"gewechselt\b"
    r"|(?:\u0441\u043c\u0435\u043d\u0438\u043b|\u043f\u043e\u043c\u0435\u043d\u044f\u043b)\w*"
    r"\s+\u0440\u0430\u0431\u043e\u0442\u0443"
    r"|\u6362\u4e86?(?:\u5de5\u4f5c|\u516c\u53f8|\u5355\u4f4d)"
    r"|\u8077\u5834\u3092?\u5909\u3048|\u8077\u5834\u304c\u5909\u308f"
    r"|(?:\ud68c\uc0ac|\uc9c1\uc7a5)(?:\ub97c|\uc744)?\s*\uc62e(?:\uae30|\uacbc)",
    re.IGNORECASE,
)
"""A change of job said as changing one's workplace, in the other languages: "mudei de
escritorio", "cambie de trabajo", "j'ai change de boite", "ho cambiato lavoro", "die Stelle
gewechselt", "smenil rabotu", Chinese "huan le gongzuo", Japanese "shokuba ga kawatta",
Korean "hoesa omgyeosseo". The verb is the one of moving house in Portuguese and Spanish,
so the sentence says nothing of the user's town."""

_FOREIGN_PARTNER = (
    r"(?:mia|mio|mi|meine|mein|ma|mon|minha|meu)\s+(?:ragazz[ao]|fidanzat[ao]|novi[ao]|pareja"
    r"|partnerin|copine|copain|namorad[ao]|compagn[ao]|compagne|compagnon)"
)
"""The user's partner, by a possessive, in Italian, Spanish, German, French or Portuguese."""


SUBJECTS: dict[str, tuple[str, ...]] = {
    # identity
    "name": _terms(
        "my name|call me|i go by|me llamo|mi nombre|ich hei\u00dfe|mein name|je m'appelle"
        "|mon nom|moi c'est|me chamo|meu nome|mi chiamo|il mio nome|\u6211\u53eb"
        "|\u6211\u7684\u540d\u5b57|\u540d\u524d\u306f|\u3068\u7533\u3057\u307e\u3059"
        "|\uc81c \uc774\ub984|\uc774\ub984\uc740|"
        "\u043c\u0435\u043d\u044f \u0437\u043e\u0432\u0443\u0442"
        "|\u043c\u043e\u0451 \u0438\u043c\u044f|user's name"
    ),
    "surname": _terms("surname|last name|family name|maiden name|married name"),
    "pronouns": _terms("pronouns|she/her|he/him|they/them"),
    # how the user wants to be addressed (tu or vous, du or Sie): one form at a time
    "address_form": (
        r"\b(?:tutoi|tutoy|vouvoi|vouvoy|duz|siez|tute[a\u00e1]|tut\u00e9a)\w*",
        r"\b(?:h[a\u00e1]blame|tr[a\u00e1]tame)\s+de\s+(?:t[u\u00fa]|usted)\b",
        r"\bmit\s+(?:du|sie)\s+an(?:sprechen|reden)?\b",
        r"\b(?:dammi|darmi|diamoci)\s+del\s+(?:tu|lei)\b",
        r"\b(?:me\s+trat[ae]|tratar?-me)\s+por\s+(?:tu|voc\u00ea|senhor)",
        r"\u043d\u0430\s+(?:\u0442\u044b|\u0432\u044b)\b",
        "\ubc18\ub9d0|\uc874\ub313\ub9d0|\u30bf\u30e1\u53e3",
    ),
    # how the user's messages are signed: "sign guest replies as 'Leena, GM'"; one at a time
    "signature": (
        r"\bsign(?:ing)?\s+(?:(?:them|it|all|my|our|the|emails?|e-mails?|replies|letters?"
        r"|messages?|guest|customer|client|everything|off|these|those)\s+){1,3}(?:as|with)\s+"
        r"['\"\u2018\u201c]?(?-i:[A-Z])|\bsign(?:ing)?\s+(?:as|with)\s+['\"\u2018\u201c]"
        r"|\b(?:email|e-mail)\s+signature\b|\bsign[\s-]?off\s+(?:is|should|as|with|:)",
    ),
    "employer": (
        *_terms(
            "work at|work for|works at|works for|working at|working for|worked at|employed at"
            "|employer|joined|i'm at|company"
            "|trabajo en|trabajo para|arbeite bei|arbeite f\u00fcr|arbeitgeber|je travaille chez"
            "|je bosse chez|travaille chez|trabalho na|trabalho no|trabalho em|lavoro in"
            "|lavoro da|lavoro presso|lavoro alla|sono passata alla|sono passato alla"
            "|sono passata al|sono passato al"
            "|\u5728.{0,8}\u5de5\u4f5c|\u3067\u50cd\u3044|\u52e4\u3081"
            "|\uc5d0\uc11c \uc77c|\ud68c\uc0ac|\u0440\u0430\u0431\u043e\u0442\u0430\u044e \u0432"
        ),
        # Starting at a new employer, in the other languages: "bei Zalando angefangen",
        # "commence chez Airbus", "ustroilsya v", Japanese "tenshoku", Korean "ijik", Chinese
        # "tiaocao"
        # "a TA at st annes primary", "a porter at the royal infirmary": a job at a workplace
        # named in lower case, known by the kind of place it is
        r"\b(?:user\s+is|i'?m|i\s+am)\s+(?:a|an|the)\s+(?!(?:[\w-]+\s+){0,2}(?:student|pupil|patient"
        r"|member|volunteer|regular|customer|visitor|resident|beginner|novice|newbie|fan|tenant|guest"
        r"|diner|client|mum|mom|dad|parent|learner|subscriber|user)s?\b)(?:[\w-]+\s+){1,3}?(?:at|in)\s+"
        r"(?:the\s+)?"
        r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}\s+(?:primary|academy|school|hospital|clinic|surgery"
        r"|practice|college|nursery|pharmacy|hotel|library|council|infirmary|depot|warehouse"
        # "a line cook at a tapas place", "a barista at the corner cafe"
        r"|place|restaurant|cafe|caf\u00e9|bistro|pub|bakery|kitchen|salon|garage|agency|firm"
        r"|studio|store|shop|centre|center)\b",
        # "monday is my first day at the nhs trust": a new workplace, from a day on
        # "first week done at the dental practice", "first week as sous chef at marrow"
        r"\bfirst\s+(?:day|week|shift)\s+(?:(?:done|over|in)\s+)?(?:as\s+(?:a\s+|an\s+)?[\w-]+"
        r"(?:\s+[\w-]+)?\s+)?(?:at|with)\s+(?!(?:the\s+)?(?:home|gym|school|uni|university"
        r"|college|nursery|daycare|kindergarten|camp|club|dentist|doctor|hospital\s+as\s+a\s+patient)\b)\w",
        # "started a new job at ocado", "nouvelle job chez coveo", "neuer job bei sap": a new
        # job named by its workplace (not one looked for: "applied for a job at google")
        r"\b(?:(?:(?:(?:started|starting|got|landed|took|first)\s+(?:a\s+|the\s+|my\s+)?(?:new\s+)?"
        r"|new\s+)"
        r"(?:job|position)|new\s+role)\s+(?:at|with)\s+(?!(?:work|home|the\s+moment|last|this)\b)"
        r"|nouve(?:lle|au|l)\s+(?:job|poste|travail|boulot|emploi|taf)\s+(?:chez|\u00e0|au)"
        r"|nuevo\s+(?:trabajo|curro|puesto|empleo|laburo|chamba)\s+en"
        r"|novo\s+(?:emprego|trabalho|cargo)\s+(?:na|no|em)"
        r"|nuovo\s+(?:lavoro|posto|impiego)\s+(?:da|presso|in|alla|al)"
        r"|neue[rn]?\s+(?:job|stelle|arbeitsstelle|arbeit)\s+bei)\b",
        # "started at revolut last month as a platform engineer": a new workplace, with the
        # job there
        r"\bstarted\s+(?:work(?:ing)?\s+)?at\s+(?!(?:the\s+)?(?:gym|school|uni|university|college"
        r"|nursery|daycare|club|pool|class|bottom|top|beginning|start)\b)[^,.;!?]{1,40}?\s+as\s+"
        r"(?:(?:a|an|the)\s+)?(?!(?:a|an|the|kid|child|teen|teenager|hobby|beginner|volunteer|student"
        r"|member|guest|patient)\b)[a-z]",
        # "my H-1B sponsor is Brightwell Analytics": the employer that sponsors a work visa
        r"\b(?:h-?1b|visa|work\s+visa|skilled\s+worker\s+visa|tier\s+2|l-?1)\s+sponsor\b",
        # "works days at the county assessor's office": when beside where
        r"\bwork(?:s|ed|ing)?\s+(?:days|nights|evenings|weekends|mornings|part[\s-]time"
        r"|full[\s-]time)\s+(?:at|for)\b",
        r"\bbei\s+\S+(?:\s+\S+)?\s+angefangen\b|\b(?:commenc\u00e9|d\u00e9but\u00e9)\s+chez\b"
        r"|\b(?:iniziato|cominciato)\s+a\s+lavorare\b|\b(?:comecei|empec\u00e9)\s+a\s+trabaja?r"
        # "primeira semana na quali saude", "je commence lundi au conseil departemental": a
        # first day or week at a new workplace, or one about to start
        r"|\b(?:primeira\s+semana|primeiro\s+dia)\s+(?:na|no|em)\s+(?!(?:escola|faculdade|academia"
        r"|creche)\b)\w"
        r"|\b(?:primera\s+semana|primer\s+d\u00eda|primer\s+dia)\s+en\s+(?!(?:el\s+)?(?:cole|colegio"
        r"|gimnasio|universidad|guarder\u00eda)\b)\w"
        r"|\b(?:premi\u00e8re\s+semaine|premier\s+jour)\s+(?:chez|\u00e0\s+la|au|\u00e0\s+l')\s*\w"
        r"|\bje\s+commence\s+(?:(?:lundi|mardi|mercredi|jeudi|vendredi|demain|bient\u00f4t)\s+)?"
        r"(?:chez|au|\u00e0\s+la|\u00e0\s+l')\s*(?!(?:travail|boulot|sport|salle)\b)\w"
        r"|\b(?:prima\s+settimana|primo\s+giorno)\s+(?:da|in|al|alla|presso)\s+(?!(?:scuola|palestra"
        r"|universit\u00e0)\b)\w"
        r"|\b(?:erste\s+woche|erster\s+tag|ersten\s+tag)\s+bei\s+\w",
        r"\u0443\u0441\u0442\u0440\u043e\u0438\u043b|\u8ee2\u8077|\uc774\uc9c1|\u8df3\u69fd",
        # Japanese "Sapporo no koukou de eigo wo oshiete imasu": teaching at a place
        r"\u3067[^\u3002\u3001]{0,12}\u6559\u3048\u3066",
        # A change of job said as "changing one's X": "mudei de escrit\u00f3rio", "cambi\u00e9
        # de curro", "chang\u00e9 de bo\u00eete", "cambiato azienda", "die Stelle gewechselt"
        CHANGED_JOB.pattern,
        # "a junior dev at a fintech called Paylo": the workplace named after its kind
        r"\b(?:work(?:s|ing|ed)?|employed|(?:user\s+is|i'?m|i\s+am)\s+(?:a|an)\s+(?:[\w-]+\s+){1,3}?)"
        r"(?:at|for)\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:called|named)\s+(?-i:[A-Z])",
        # "first week at brightwave went well": a new workplace, named in lower case; not a
        # school, a nursery or the gym
        r"\bfirst\s+(?:day|week|month|shift|fortnight)\s+(?:at|with)\s+(?!(?:the|a|an|my|our|his|her"
        r"|their|uni|school|college|nursery|work|home|gym|kindy|kindergarten|preschool|daycare"
        r"|university|camp|club|church)\b)[a-z][\w&'-]+",
        # A job done at a named company: "I do QA at Zalando", "the user does payroll for Acme".
        r"\b(?:i|user)\s+(?:do|does)\s+(?:(?:the|all\s+the|some)\s+)?(?:(?-i:QA|HR|IT|UX|UI|PR"
        r"|SEO)|devops|marketing|sales|support|payroll|accounting|accounts|bookkeeping|recruiting"
        r"|recruitment|design|engineering|research|admin|ops|operations|finance|legal|compliance"
        r"|security|data|analytics|consulting|customer\s+service|product|content|comms|logistics"
        r"|procurement|testing)(?:\s+[\w/&-]+)?\s+(?:at|for)\s+(?-i:[A-Z])",
        # Work done for an organisation named by its kind, in lower case: "i do grant writing
        # for the lakeside literacy project", "the user does the books for harbour trust".
        # "the user does payroll at a dental group": a kind of firm after "a" too
        r"\b(?:i|user)\s+(?:do|does)\s+(?:[\w-]+\s+){1,3}?(?:for|at)\s+(?:the\s+|an?\s+)?"
        r"(?:[\w'&-]+\s+){1,3}(?:project|trust|foundation|charity|agency|council|hospital|clinic"
        r"|society|association|museum|library|university|college|nonprofit|non-profit|group"
        r"|practice|firm|startup|bank|warehouse|factory|surgery|pharmacy)\b",
        # "I'm with Keller Crest Realty": with a company, named by the kind of firm it is
        r"\b(?:user\s+is|i'?m|i\s+am)\s+(?:now\s+|currently\s+|still\s+)?with\s+(?:(?:(?-i:[A-Z])"
        r"[\w&'.-]*|&)\s+){1,4}(?-i:Realty|Realtors|Properties|Group|Inc|LLC|Ltd|Corp|Bank|Partners"
        r"|Associates|Agency|Capital|Holdings|Labs|Studios?|Consulting|Solutions|Systems"
        r"|Technologies|Insurance|Media|Logistics|Healthcare|Homes|Brokerage|Advisors|Advisers"
        r"|Financial|Law|Architects|Engineering)\b",
        # A role held at a named workplace: "I'm a PM at Quillbyte", "the user teaches
        # chemistry at Oakfield Academy", "i'm an ER nurse at Mercy General".
        # (a student at a college studies there: `school`)
        r"\b(?:user\s+is|i'?m|i\s+am)\s+(?:a|an)\s+(?!(?:[\w-]+\s+){0,2}?(?:student|pupil)\b)"
        r"(?:[\w-]+\s+){0,3}?(?:at|for)\s+(?-i:[A-Z])"
        r"|\b(?:user\s+teaches|i\s+teach)\s+(?:[\w-]+\s+){0,2}?at\s+(?-i:[A-Z])",
        # A role at a named workplace said without "I'm a": "backend dev at Tallyhoo here",
        # "staff nurse on the cardiac ward at Ridgemoor General".
        r"\b(?:dev|developer|engineer|designer|nurse|teacher|pharmacist|analyst|accountant"
        r"|consultant|scientist|intern|paralegal|lawyer|physician|therapist|technician|architect"
        r"|researcher|recruiter|librarian|lecturer|midwife|paramedic|dentist|hygienist)s?\s+"
        r"(?:[\w-]+\s+){0,4}?(?:at|for)\s+(?-i:[A-Z])",
        # Said in passing and typed in lower case: "after 8hr shifts as a barista at costa".
        r"\bas\s+an?\s+(?:[\w-]+\s+){0,2}?(?:" + "|".join(ROLE_WORDS) + r")\s+(?:at|for)\s+"
        r"(?!(?:a|an|the|my|our|his|her|their|this|that|home|night|nights|work|heart|weekends?"
        r"|school|uni|college|university|hospital|clinic|practice|times?|least|most|first|all"
        r"|last|present|one|two|some|years|fun|kids|free|money|cash|life|now|ages)\b)[a-z][\w&'-]{2,}"
        r"(?=\s*(?:[,.;!()]|$|\s+(?:and|but|so|since|now|until|till)\b))",
    ),
    # the name of the user's band, shop or project ("my band Lantern Oak"), renamed at times
    "group_name": (
        r"\b(?:my|our|user's)\s+(?:band|podcast|channel|shop|store|brand|studio|label|blog"
        r"|bakery|cafe|startup|club|choir)\s+(?:is\s+)?(?:called\s+|named\s+)?(?-i:[A-Z])",
    ),
    "manager": _terms(
        "manager|boss|supervisor|jefe|jefa|chef|chefin|capo|\u4e0a\u53f8|\ud300\uc7a5"
        "|user's lead is|my lead is|line manager|reports to|reporting to"
    ),
    "role": (
        *_terms(
            "i'm a|i am a|i work as|job|role|occupation|profession|trabajo como|soy ingenier"
            "|arbeite als|je suis prof|sou engenheir|faccio il|faccio la|lavoro come"
            "|\u505a.{0,6}\u5f00\u53d1|\u3068\u3057\u3066\u50cd|"
            "\u0440\u0430\u0431\u043e\u0442\u0430\u044e \u043a\u0430\u043a"
        ),
        # Japanese "QA enjinia wo shite imasu": a trade's word, then "doing it"
        r"(?:\u30a8\u30f3\u30b8\u30cb\u30a2|\u30c7\u30b6\u30a4\u30ca\u30fc|\u30d7\u30ed\u30b0\u30e9\u30de\u30fc"
        r"|\u30de\u30cd\u30fc\u30b8\u30e3\u30fc|\u5e2b|\u58eb|\u54e1)\u3092(?:\u3057\u3066|\u3084\u3063\u3066)",
    ),
    # where the user studies: one school, college or university at a time
    "school": (
        r"\b(?:i\s+study|i'?m\s+studying|user\s+(?:studies|is\s+studying)|(?:i'?m|user\s+is)\s+(?:a|an)\s+"
        r"(?:[\w-]+\s+){0,2}?student|enrolled)\s+(?:[\w-]+\s+){0,3}?(?:at|in)\s+(?-i:[A-Z])",
        # "doing an MSc at Birkbeck part time", "transferred to UCL for the second year of
        # my masters": a degree and where it is taken
        r"\b(?:doing|studying|taking|started|starting|finishing|in\s+the\s+\w+\s+year\s+of)\s+"
        r"(?:a|an|my|the|their|his|her)\s+(?:part[\s-]time\s+|full[\s-]time\s+|online\s+)?"
        r"(?:msc|ma|mba|ba|bsc|masters?|master's|degree|pgce|llm|llb|meng|beng)\b"
        r"(?:\s+[\w.'-]+){0,4}?\s+(?:at|with)\s+(?-i:[A-Z])",
        r"\btransferred\s+(?:unis?\s+|universities\s+|schools\s+|colleges\s+)?to\s+(?-i:[A-Z])"
        r"[^.;!?]{0,40}?\b(?:year|semester|term|rest)\s+of\s+(?:my|the|their|his|her)\s+"
        r"(?:[\w-]+\s+)?(?:degree|masters?|master's|msc|ma|mba|course|studies|ba|bsc)\b",
        r"\bstudiere\b(?:\s+\S+){0,3}?\s+(?:an|in)\s+(?:(?:der|dem|den|die)\s+)?"
        r"(?-i:[A-Z\u00c4\u00d6\u00dc])",
        r"\b(?:estudio|estudo)\b(?:\s+\S+){0,3}?\s+(?:en|na|no|em)\s+(?:la\s+|el\s+)?(?-i:[A-Z])",
        r"\b(?:j'\u00e9tudie|je\s+suis\s+\u00e9tudiante?)\b(?:\s+\S+){0,3}?\s+(?:\u00e0|en)\s+",
        r"\bstudio\s+(?:\S+\s+){0,3}?(?:all'universit|al\s+politecnico|all'accademia"
        r"|al\s+conservatorio)",
        "\u0443\u0447\u0443\u0441\u044c \u0432",
        r"(?:\u5927\u5b66|\u5b66\u6821|\u5c02\u9580\u5b66\u6821)\u306b\u901a|\u306b\u5728\u5b66"
        r"|\u5728.{1,8}(?:\u4e0a\u5b66|\u8bfb\u4e66|\u8bfb\u7814|\u8bfb\u535a)"
        r"|(?:\ub300\ud559|\ud559\uad50)\uc5d0\s*\ub2e4\ub2c8",
        # A year or a degree being studied for: "je suis en 3e annee d'archi", "estoy en
        # segundo de Derecho", "ich bin im 4. Semester", "sono al terzo anno", "faco
        # mestrado", Korean "baksa gwajeong jung", Japanese "hakushi katei", Chinese "du yan"
        r"\bje\s+suis\s+en\s+(?:\d+\s*(?:e|\u00e8me|i\u00e8me|re)\s+ann\u00e9e|master|licence"
        r"|pr\u00e9pa|doctorat|th\u00e8se|[lm]\d)\b"
        r"|\bestoy\s+(?:en|haciendo)\s+(?:(?:primero|segundo|tercero|cuarto|quinto|\d+\W?\s*(?:a\u00f1o)?)"
        r"\s+de|(?:el\s+|un\s+)?(?:m\u00e1ster|master|doctorado|grado))\b"
        r"|\b(?:estou|t\u00f4)\s+(?:no|fazendo)\s+(?:\d+\W?\s*(?:ano|per\u00edodo|semestre)"
        r"|mestrado|doutorado)|\bfa\u00e7o\s+(?:mestrado|doutorado|faculdade)\b"
        r"|\bsono\s+al\s+(?:primo|secondo|terzo|quarto|quinto|\d+\W?)\s+anno\b"
        r"|\bfaccio\s+(?:il\s+dottorato|la\s+magistrale|la\s+triennale)\b"
        r"|\bich\s+bin\s+im\s+\d+\.?\s+(?:semester|studienjahr)\b"
        r"|(?:\ubc15\uc0ac|\uc11d\uc0ac)\s*\uacfc\uc815|\ud559\ubd80\uc0dd"
        r"|(?:\u535a\u58eb|\u4fee\u58eb)(?:\u8ab2\u7a0b|\u53f7)|\u5927\u5b66\u9662"
        r"|\u8bfb(?:\u7814|\u535a|\u5927)|(?:\u7855|\u535a)\u58eb\u5728\u8bfb",
    ),
    # what the user researches: a PhD, a thesis, a topic; one at a time
    "research_topic": (
        r"\b(?:ph\.?d|doctorate|thesis|dissertation|postdoc)\b(?!\s+(?:advis[eo]r|supervisor"
        r"|committee|examiner|defen[cs]e|viva|deadline|draft))(?:\s+[\w.'-]+){0,5}?\s+on\s+"
        r"(?!(?:the\s+(?:side|weekend|way)|hold|track|ice|pause|schedule|leave|sabbatical|time|target"
        r"|course)\b)",
        r"\b(?:research|thesis|phd|dissertation|master'?s)\s+(?:topic|area|focus|project)\b",
        r"\b(?:my|user'?s)\s+topic\s+(?:is|was|has|had|got)\b",
        # "we pivoted ... the project is now PFAS in groundwater": what the research is on now
        r"\b(?:the|my|our|user'?s)\s+(?:research\s+|dissertation\s+|thesis\s+)?(?:project|topic)\s+is\s+"
        r"now\s+(?:on\s+|about\s+)?(?-i:[A-Z])",
    ),
    # an office held in a club, a board or a society: "treasurer", "chair", "club captain"
    "post": (
        r"\b(?:user\s+is|user\s+was|i'?m|i\s+am|as|became|become|elected|voted\s+in\s+as|made"
        r"|now)\s+(?:the\s+)?(?:new\s+|club\s+|acting\s+|interim\s+|our\s+)?(?:treasurer"
        r"|chair(?:person|woman|man)?|secretary|vice[\s-]?(?:chair|president|captain)|president"
        r"|captain|trustee|churchwarden)\b"
        # "im doing outreach coordinator now": a volunteer post taken up
        r"|\b(?:user\s+is|i'?m|i\s+am)\s+(?:now\s+)?doing\s+(?:the\s+)?(?:[\w-]+\s+)?(?:coordinator"
        r"|officer|liaison|rep|treasurer|secretary|chair)\b",
    ),
    # a team or an office within the employer: moving between them keeps the employer
    "team": (r"\b(?:on|in|joined|to)\s+the\s+[\w-]+(?:\s+[\w-]+)?\s+(?:team|squad)\b",),
    "office": (
        r"\b(?:in|at|from|to|out\s+of)\s+the\s+[\w-]+\s+(?:office|branch|depot|site|store)\b",
    ),
    "city": (
        *_terms(
            "live in|lives in|living in|based in|located in|hometown|city"
            # the agent's question an answer was given to: "Where are you based?" "porto"
            "|are you based|do you live|are you located|are you living"
            # "agora que to em florianopolis", "ahora que vivo en Valencia": now that I'm in X
            "|agora que to em|agora que t\u00f4 em|agora que estou em|agora que moro em"
            "|ahora que estoy en|ahora que vivo en|ora che sto a|ora che vivo a|ora che abito a"
            "|vivo en|me mud\u00e9|wohne|umgezogen|j'habite|habite \u00e0|je vis|moro em|mudei"
            "|vivo no|vivo na|vivo em"
            "|abito a|vivo a|trasferit|voltei pra|voltei para|fui morar|d\u00e9m\u00e9nag|gezogen"
            "|emm\u00e9nag|emmenag|demenag|wohn jetzt|wohne jetzt|lebe jetzt|ora abito|ahora vivo"
            "|umzug nach|we rent in|i rent in|renting in|rent a flat in|rent a house in"
            "|agora moro|morando em|morando no|morando na|vivendo em|viviendo en"
            "|vient d'emm\u00e9nager|vient d'emmenager|viens d'emm\u00e9nager"
            "|venons d'emm\u00e9nager"
            # "nos mudamos a malaga", "moramos em recife", "on habite a lyon": said for two
            "|nos mudamos|mudamos pra|mudamos para|vivimos en|moramos em|moramos no|moramos na"
            "|nous habitons|on habite|on vit \u00e0|abitiamo a|viviamo a|wir wohnen"
            # "unsere neue Wohnung in Freiburg", "notre nouvel appart \u00e0 lyon": a new home
            "|neue wohnung in|neues haus in|neues zuhause in|piso nuevo en|casa nueva en"
            "|nueva casa en|nouvel appart|nouvelle maison \u00e0|nuova casa a|nuovo appartamento a"
            "|casa nova em|apartamento novo em"
            "|sono tornato a|sono tornata a|instalada en|instalado en|me instal\u00e9 en"
            "|estoy viviendo en|installata a|installato a"
            # "je me suis install\u00e9e avec mon copain \u00e0 grenoble"
            "|me suis install\u00e9|me suis install\u00e9e|me suis installe|me suis installee"
            "|sommes install\u00e9s|on s'est install\u00e9|on s'est install\u00e9s"
            "|install\u00e9e \u00e0|install\u00e9 \u00e0"
            "|install\u00e9s \u00e0|install\u00e9es \u00e0|installes a|install\u00e9s a"
            "|instalada em|instalado em"
            "|\u4f4f\u5728|\u642c\u5230|\u306b\u4f4f\u3093|\u5f15\u3063\u8d8a"
            "|\uc0b4\uc544|\uc0b4\uace0|\uc0ac\ub294|\uc774\uc0ac|\u0436\u0438\u0432\u0443 \u0432|"
            "\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b"
        ),
        # "moro com minha mae em campinas", "to morando sozinha em sao paulo": with whom, or
        # alone, between the verb and the place
        r"\b(?:moro|morando|vivo|viviendo|wohne)\s+(?:(?:com|con|mit)\s+\S+(?:\s+\S+)?|sozinh[oa]"
        r"|sol[oa]|allein)\s+(?:em|no|na|en|in)\s+\w",
        # "renting a tiny flat in leith", "we own a terrace in headingley": a home somewhere
        r"(?:\b(?:i|we|user)\s+(?:am\s+|are\s+|is\s+)?|\b(?:i'm|im|we're|user's|they're)\s+|^\W*"
        r"|(?<=\"))"
        r"(?:now\s+|currently\s+|still\s+)?(?:rent(?:s|ing)?|own(?:s|ing)?|bought|buying|share|sharing)\s+"
        r"(?:a\s+|an\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}?(?:flat|house|apartment|room|studio|bungalow"
        r"|terrace|semi|maisonette|condo|townhouse)\s+(?:in|near)\s+(?!(?:the|a|an|my|our|this|that"
        r"|town|his|her)\b)[a-z][\w'-]*(?![^.;]{0,30}\bfor\s+(?:a|the|two|three|\d+)\s+(?:week|weekend"
        r"|night|nights|days|month)s?\b)",
    ),
    # where the user is, said by shape, not on a visit: "the user is in Charlotte"
    "whereabouts": (
        r"\b(?:user\s+is|user's\s+(?:team|family)\s+is|i'?m|we'?re|i\s+am|we\s+are)\s+"
        r"(?:(?:now|currently|still|based)\s+)*in\s+(?-i:[A-Z])[\w'-]+"
        r"(?![^.;]{0,40}\b(?:for\s+(?:a|an|the|two|three|\d+)\s+(?:\w+\s+)?(?:conference|trip|days?"
        r"|weeks?|weekend|meeting|wedding|holiday|visit|night)|visiting|on\s+(?:holiday|vacation"
        r"|business)|this\s+week|today|tonight|until|till)\b)",
    ),
    "timezone": (
        *_terms(
            "time zone|timezone|utc|gmt|pacific time|eastern time|mountain time|central time|cet"
            "|pst|pdt|mst|mdt|cdt|edt|aest|aedt|awst|acst|nzst|nzdt|cest|standard time"
            "|daylight saving|daylight savings"
        ),
        # "EST" and "IST" in capitals: the lower-case words are French and German ("c'est")
        r"(?-i:\b(?:EST|CST|IST|BST|JST|KST|HKT|SGT|EET|EEST|WET|WEST)\b)",
    ),
    # stack and tools
    "database": _terms(
        "database|db|postgres|postgresql|mysql|mariadb|sqlite|mongodb|mongo|sql server"
        "|mssql|oracle|dynamodb|cockroachdb|cockroach|cassandra|supabase|planetscale"
        "|base de datos|datenbank|base de donn\u00e9es|banco de dados"
        "|\u6570\u636e\u5e93|\u30c7\u30fc\u30bf\u30d9\u30fc\u30b9|"
        "\ub370\uc774\ud130\ubca0\uc774\uc2a4"
        "|\u0431\u0430\u0437\u0430 \u0434\u0430\u043d\u043d\u044b\u0445"
    ),
    "cache": _terms("cache|redis|memcached|valkey|varnish"),
    "warehouse": _terms("warehouse|bigquery|snowflake|redshift|databricks|clickhouse"),
    "frontend": _terms(
        "frontend|front-end|react|vue|angular|svelte|next.js|nuxt|solid|ember|jquery"
    ),
    "backend": _terms(
        "backend|back-end|django|flask|fastapi|rails|laravel|spring boot|express|nestjs|phoenix"
    ),
    "orm": _terms(
        "orm|sqlalchemy|sqlmodel|prisma|drizzle|typeorm|sequelize|hibernate|entity framework"
        "|ef core|activerecord|active record|django orm|peewee|tortoise orm|mikro-orm|gorm|diesel"
        "|ecto|doctrine|eloquent"
    ),
    "job_queue": _terms(
        "sidekiq|celery|bullmq|resque|delayed_job|good_job|solid queue|hangfire|dramatiq|huey"
        "|background jobs|job queue|task queue"
    ),
    "mobile": _terms(
        "flutter|react native|swiftui|jetpack compose|expo|ionic|xamarin|capacitor"
        "|kotlin multiplatform"
    ),
    # the engine a game is built in; "unreal" alone is mostly an exclamation
    "game_engine": _terms(
        "game engine|godot|unity|unreal engine|ue4|ue5|gamemaker|game maker|bevy|love2d|pygame"
        "|phaser|defold|monogame|rpg maker|cocos2d|construct 3"
    ),
    "language": _terms(
        "python|javascript|typescript|java|kotlin|swift|rust|golang|ruby|php|c#|c\\+\\+|scala"
        "|elixir|haskell|clojure|dart|objective-c|matlab|fortran|cobol|perl|ocaml"
        "|micropython|circuitpython|lua|zig"
    ),
    "package_manager": _terms("package manager|npm|pnpm|yarn|bun|poetry|pip|uv|conda|pipenv"),
    "test_runner": _terms(
        "test runner|jest|vitest|mocha|jasmine|pytest|unittest|rspec|minitest|junit|testng|phpunit"
    ),
    # where the user's email lives: "my email's with fastmail now"
    "email_provider": _terms(
        "email provider|mail provider|email is with|email's with|mail is with|emails are with"
        "|gmail|googlemail|hotmail|fastmail|protonmail|proton mail|icloud mail|yahoo mail"
        "|zoho mail|outlook.com|google workspace|g suite|gsuite|microsoft 365|office 365|m365"
        "|o365|exchange online"
    ),
    # the user's shell: "bash" and "fish" are words of parties and food, read as a shell only
    # beside what a shell has
    "shell": (
        *_terms("zsh|oh my zsh|oh-my-zsh|powershell|pwsh|nushell|fish shell|zshrc|bashrc|tcsh"),
        r"\b(?:bash|fish)\b(?=[^.]{0,30}\b(?:shell|scripts?|alias(?:es)?|profile|prompt|config"
        r"|terminal|functions?)\b)",
    ),
    # the linters and formatters a codebase runs: "black" and "prettier" are common words,
    # read as tools only beside another one or the work they do
    "lint_format": (
        *_terms(
            "linter|linters|formatter|formatters|ruff|flake8|isort|pylint|yapf|autopep8|eslint"
            "|stylelint|rubocop|standardrb|golangci-lint|rustfmt|clippy|ktlint|swiftlint|phpcs"
            "|biome|dprint"
        ),
        r"\b(?:black|prettier)\b(?=[^.]{0,40}\b(?:isort|flake8|eslint|format\w*|lint\w*)\b)",
    ),
    "editor": _terms(
        "editor|ide|vim|neovim|emacs|vs code|vscode|helix|cursor|intellij|pycharm|sublime|zed"
    ),
    # the web browser: "I'm a Firefox person now" after "I use Chrome"
    "browser": _terms("browser|chrome|google chrome|firefox|safari|brave|vivaldi|microsoft edge"),
    # the tools of a trade, one of a kind at a time: a switch names the new one and leaves
    # the old one in another memory ("we went live on Meditech", "migrated off QuickBooks")
    "health_records": _terms("cerner|meditech|athenahealth|eclinicalworks|allscripts|powerchart"),
    "accounting": (
        *_terms(
            "quickbooks|qbo|xero|freshbooks|myob|zoho books|sage accounting|freeagent"
            "|wave accounting"
        ),
        # "I do my accounts in a spreadsheet": the tool named by what it keeps
        r"\b(?:do(?:es)?|keeps?|run(?:s)?)\s+(?:my|their|our|the)\s+(?:accounts|books|bookkeeping)"
        r"\s+(?:in|on|with|through)\b",
    ),
    "device_management": _terms(
        "intune|jamf|meraki systems manager|meraki sm|kandji|mosyle|workspace one|airwatch|sccm"
    ),
    "experiment_tracking": _terms("mlflow|wandb|weights & biases|weights and biases|neptune.ai"),
    "annotation": _terms("label studio|cvat|labelbox|supervisely"),
    "crm": _terms("hubspot|salesforce|pipedrive|attio|zoho crm|freshsales|dynamics 365"),
    "email_marketing": _terms("mailchimp|klaviyo|marketo|convertkit|beehiiv|mailerlite|brevo"),
    "reference_manager": _terms("mendeley|zotero|endnote|refworks|paperpile"),
    "basal_insulin": _terms("lantus|tresiba|levemir|toujeo|basaglar|semglee"),
    # "arch" alone is a place as often ("boulders at the arch"): the distro is said on a verb
    "os": _terms(
        "macos|mac|windows|linux|ubuntu|debian|fedora|arch linux|on arch|use arch|uses arch"
        "|running arch|runs arch|rhel|\u30de\u30c3\u30af"
    ),
    "computer": _terms("laptop|macbook|thinkpad|desktop|computer|\\bpc\\b|m1|m2|m3"),
    # CI before code hosting: "github actions" is a CI, "github" alone hosts code.
    "ci": _terms("ci|github actions|circleci|jenkins|buildkite|travis|gitlab ci|drone"),
    "code_hosting": _terms("github|gitlab|bitbucket|gitea|codeberg"),
    "cloud": _terms("aws|gcp|azure|google cloud|digitalocean|hetzner|cloudflare|oracle cloud"),
    "hosting": _terms(
        "hosting|hosted|deploy|heroku|vercel|netlify|fly.io|render|railway|kubernetes|k8s|ec2"
        "|ecs|lambda"
    ),
    # where the user keeps notes: "all my meeting notes in notion" (notion alone is many
    # things), "moved my whole vault to obsidian"
    "notes_app": _terms(
        "obsidian|evernote|onenote|logseq|roam research|joplin|google keep|apple notes|bear notes"
        "|notes in notion|notes on notion|notion for notes|notion for my notes|notes app"
        "|note-taking app|note taking app|notes live in"
        "|notion pour mes notes|mes notes sur notion|notion para mis notas|notion para minhas notas"
        "|notion per gli appunti|notion per le note|notion f\u00fcr notizen|notizen in notion"
    ),
    "tracker": _terms("jira|linear|asana|trello|clickup|notion|shortcut|youtrack"),
    # "our blog runs on wordpress", "the blog lives on ghost now"
    "blog_platform": _terms(
        "wordpress|ghost|webflow|wix|blogger|hugo|jekyll|medium|squarespace blog|blog platform"
    ),
    # "the newsletter lives on substack", "moved slow bread onto buttondown"
    "newsletter_platform": _terms("substack|beehiiv|buttondown|convertkit|mailerlite|revue"),
    # "net 30, bank transfer only": when the user's invoices fall due
    "payment_terms": (
        *_terms("payment terms|due on receipt|payable on receipt"),
        r"\bnet[\s-]?\d{1,3}\b(?!\s*(?:%|percent|kg|g|grams|weight|pay|profit|income|salary"
        r"|worth|of|after|margin|loss|gain|calories|carbs))",
    ),
    "payments": _terms(
        "payment provider|payment processor|payments|billing|stripe|paddle|braintree|adyen|paypal"
        "|lemon squeezy|gumroad|mollie|chargebee|recurly|square|sumup|razorpay"
    ),
    "cat_tool": _terms(
        "cat tool|trados|sdl trados|memoq|wordfast|smartcat|memsource|phrase tms|matecat|omegat"
    ),
    "design_tool": (
        *_terms("figma|sketch|adobe xd|penpot|invision|framer|affinity designer"),
        # "sketch" written lower-case is a drawing unless it is a tool's: "a sketch shop"
        r"\bsketch\s+(?:shop|files?|librar(?:y|ies)|symbols?|app|cloud|plugins?|mockups?|documents?)\b"
        r"|\b(?:in|from|out\s+of|off|into)\s+sketch\b(?!\s+(?:show|comedy|book|pad|form))",
    ),
    "cad_tool": _terms(
        "archicad|revit|autocad|vectorworks|sketchup|microstation|bricscad|solidworks|fusion 360"
        "|freecad|catia|rhino 3d|rhino3d|onshape"
    ),
    # where the user sells at a market: "moved my stall to the riverside night market"
    "market_stall": (
        r"\b(?:market\s+stalls?|(?:my|our)\s+stalls?|(?:farmers'?|night|saturday|sunday|weekend"
        r"|craft|flea|christmas|makers'?|food|street|village|artisan|producers'?)\s+markets?)\b",
    ),
    # where the household's food shop is done: "i shop at aldi", "we're a tesco family"
    "supermarket": _terms(
        "aldi|lidl|tesco|asda|sainsbury's|sainsburys|morrisons|waitrose|ocado|iceland|kroger"
        "|walmart|costco|trader joe's|whole foods|safeway|publix|wegmans|h-e-b|albertsons"
        "|woolworths|coles|countdown|pak'nsave|rewe|edeka|kaufland|carrefour|mercadona"
        "|auchan|leclerc|albert heijn|jumbo|migros|coop|co-op|supermarket|grocery store"
    ),
    # where an event is held: "at hallows barn", "we're at the lakeside pavilion now"
    "venue": (
        r"\bvenues?\b|\b(?:at|in)\s+(?:the\s+)?(?:[a-z][\w'-]*\s+){1,2}(?:barn|pavilion|manor|ballroom"
        r"|chapel|orangery|boathouse|banquet\s+hall|function\s+room)\b",
    ),
    # the position the user plays in a team sport
    "position": _terms(
        "left back|right back|centre back|center back|full back|fullback|wing back|centre mid"
        "|center mid|central midfield|midfield|midfielder|striker|goalkeeper|goalie|left wing"
        "|right wing|winger|point guard|shooting guard|power forward|small forward|shortstop"
        "|pitcher|catcher|fly half|fly-half|scrum half|scrum-half|flanker|setter|libero"
        "|outside hitter|wicketkeeper|wicket keeper"
    ),
    "stats_tool": _terms("stata|spss|jamovi|minitab|rstudio|sas studio|eviews"),
    "ml_framework": _terms(
        "pytorch|tensorflow|jax|keras|mxnet|paddlepaddle|pytorch lightning|scikit-learn|sklearn"
    ),
    "infra_as_code": _terms("terraform|opentofu|pulumi|cloudformation|aws cdk|bicep|crossplane"),
    "orchestrator": _terms("airflow|dagster|prefect|luigi|argo workflows|mage.ai|kestra"),
    "chart_tool": _terms("datawrapper|flourish|infogram|rawgraphs|chartjs|highcharts"),
    "rtos": _terms("freertos|zephyr|threadx|azure rtos|chibios|nuttx|mbed os|riot os"),
    "microcontroller": (r"\b(?:stm32|esp32|esp8266|nrf5\d|atmega|atsamd|rp2040|rp2350|pic32)\w*",),
    "reporting": _terms("tableau|power bi|powerbi|looker|metabase|superset|qlik|looker studio"),
    # the accelerators a team trains on: "we're on H100s at coreweave now" outdates 8x A100s
    "gpu": (
        r"\b(?:a100|h100|h200|b200|gb200|v100|a10g|l40s|mi250x?|mi300x?|rtx\s?\d{4}|gtx\s?\d{4}"
        r"|tpu\s?v\d)s?\b",
    ),
    # the user's devices: a new one replaces the old ("it's all steam deck now")
    "phone": _terms(
        "iphone|samsung|samsung galaxy|galaxy s\\d+|google pixel|pixel|pixel \\d+|oneplus"
        "|flip phone|smartphone"
    ),
    "console": _terms(
        "ps5|ps4|playstation|xbox|steam deck|nintendo switch|switch oled|switch 2|game boy"
    ),
    "chat": _terms("slack|mattermost|teams|discord|zulip|rocket.chat"),
    # the currency the user's books are kept or reported in, not a price paid
    "currency": (
        r"\b(?:reporting|functional|presentation|base|group|billing|pricing|home)\s+(?:currency|ccy)\b"
        r"|\breport(?:s|ed|ing)?\s+in\s+(?-i:[A-Z]{3})\b|\b(?:currency|ccy)\s+(?:is|was|to|of)\s+"
        r"(?-i:[A-Z]{3})\b",
    ),
    "bank": _terms(
        "bank with|banks with|banking with|my bank|our bank|current account"
        "|checking account|savings account|switched banks|joint account|business account"
        "|bank account"
        # a bank named where it holds the user's money; a bare brand is left out, since
        # "at Monzo" may be an employer and "nationwide" or "chase" other words
        "|with nationwide|nationwide account|nationwide current|chase bank|with chase"
        # banks of the other languages' countries, whose names are no common word
        "|lcl|boursorama|bnp paribas|cr\u00e9dit agricole|credit agricole"
        "|soci\u00e9t\u00e9 g\u00e9n\u00e9rale"
        "|caisse d'\u00e9pargne|banque postale|fortuneo|n26|sabadell|bbva|caixabank|bankinter"
        "|openbank|ibercaja|unicaja|nubank|ita\u00fa|bradesco|intesa sanpaolo|unicredit|fineco"
        "|sparkasse|volksbank|commerzbank|comdirect|postbank|bunq"
        # "since switching to monzo", "moved my account to starling": a bank moved to
        "|switching to monzo|switched to monzo|switching to starling"
        "|switched to starling|switching to revolut|switched to revolut"
        "|account to monzo|account to starling|account over to monzo|account over to starling"
        "|switched to barclays|switched to lloyds|switched to natwest|switched to halifax"
        "|switched to santander|switched to hsbc|switched to first direct"
        "|with monzo|with starling|with barclays|with lloyds|with natwest|with halifax"
        "|with santander|with hsbc|with first direct|with revolut"
    ),
    # what the user does their taxes with: one at a time
    "tax_software": _terms(
        "turbotax|freetaxusa|h&r block|taxact|taxslayer|cash app taxes|taxfix|taxscouts"
        "|gosimpletax|wiso steuer|smartsteuer|steuerbot|tax software|tax app|do my taxes with"
        "|file my taxes with|file taxes with"
    ),
    # where the user's shop sells: "mugs on etsy", "its on squarespace now"
    "shop_platform": _terms(
        "on etsy|etsy shop|etsy store|my etsy|squarespace|wix site|on wix|woocommerce|big cartel"
        "|bigcartel|on shopify|shopify store|shopify shop|shopify site|gumroad|folksy|on vinted"
        "|on depop|ebay shop|etsy listing|etsy fees|tienda en etsy|boutique etsy|loja no etsy"
    ),
    "license": _terms("licen[cs]e|mit|apache-2.0|gpl|agpl|mpl|bsd"),
    # the household's providers: each is one at a time, named by its brand; a bare word of
    # the trade ("the gym", "my pension") names none, so it retires none
    "energy_supplier": (
        *_terms(
            "energy supplier|energy provider|electricity supplier|gas supplier|octopus energy"
            "|british gas|edf|e.on|eon|eon next|ovo|ovo energy|so energy|shell energy"
            "|scottish power|scottishpower|utility warehouse|good energy|ecotricity|sse"
            "|octopus agile|octopus go|octopus cosy|octopus tracker|octopus flux|on octopus"
            "|con edison|pg&e|duke energy|agl|origin energy"
            # "our energy is with british gas": the provider named by what it holds
            "|energy is with|energy's with|electric is with|electricity is with|gas is with"
        ),
        # "octopus" alone is food as often as a supplier
        r"\boctopus\b(?=.{0,40}\b(?:energy|tariff|agile|tracker|supplier|bills?|smart\s+meter"
        r"|electric\w*|gas)\b)|\b(?:switched|moved|went)\s+(?:over\s+)?to\s+octopus\b",
    ),
    "broadband": _terms(
        "broadband provider|internet provider|isp|fibre provider|fiber provider|virgin media"
        "|plusnet|talktalk|hyperoptic|community fibre|bt broadband|sky broadband|zen internet"
        "|vodafone broadband|comcast|xfinity|verizon fios|at&t fiber|google fiber|starlink"
        "|aussie broadband|telstra|broadband is with|broadband's with|internet is with"
        "|internet's with|wifi is with|broadband is from|internet is from"
        # the other languages' providers, and the internet said as whose it is
        "|telmex|totalplay|izzi|megacable|jazztel|masmovil|digi fibra|movistar fibra|freebox"
        "|livebox|bouygues|sfr box|fastweb|tim fibra|vivo fibra|claro net|net claro|oi fibra"
        "|internet de|mi internet|minha internet|mon internet|meine internet|il mio internet"
        "|mi fibra|ma fibre|minha fibra"
    ),
    "mobile_network": _terms(
        "mobile network|phone network|network provider|giffgaff|voxi|smarty|lebara|lycamobile"
        "|tesco mobile|id mobile|sky mobile|vodafone|t-mobile|mint mobile|visible|cricket wireless"
        "|ee contract|o2 contract|three contract|on ee|on o2|on three"
    ),
    "pension": _terms(
        "pension provider|pensionbee|nest pension|scottish widows|royal london|aviva pension"
        "|hargreaves lansdown|aj bell|vanguard|fidelity|legal & general|standard life"
        "|moneybox|penfold|workplace pension|sipp|pension is with|pension's with|pensions are with"
    ),
    "gym": (
        *_terms(
            "puregym|pure gym|the gym group|david lloyd|anytime fitness|planet fitness"
            "|virgin active|f45|orangetheory|nuffield health|la fitness|24 hour fitness|equinox"
            "|snap fitness|gym membership|gym contract|user's gym|user's new gym|new gym is|gym is"
            # where the user trains, said by what they do there ("boulders at crux hall")
            "|boulders at|climbs at|trains at|works out at|lifts at|bouldering gym|climbing gym"
            "|leisure centre|leisure center|sports centre|sports center"
            "|climbing wall|bouldering wall"
        ),
        # a club named by its trade: "my membership at Vertex Fitness", "joined iron temple gym"
        r"\b(?:at|with|joined|join)\s+(?!(?:the|a|my|our|their|work)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?"
        r"\s+(?:fitness|gym|crossfit|leisure\s+cent(?:re|er))\b",
    ),
    "heating": _terms(
        "boiler|combi boiler|heat pump|air source|ground source|storage heaters|night storage"
        "|underfloor heating|central heating|oil heating|gas heating|oil-fired|wood burner"
        "|log burner|furnace|heating system"
    ),
    "car": (
        *_terms(
            "car|cars|drives a|drive a|driving a|toyota|honda|vw|volkswagen|audi|bmw|skoda"
            "|kia|hyundai|nissan|mazda|subaru|tesla|volvo|polestar|peugeot|citroen|renault"
            "|dacia|vauxhall|chevy|chevrolet|lexus|porsche|suzuki|mitsubishi|rivian|byd|cupra"
            "|corolla|yaris|prius|rav4|camry|qashqai|octavia|fabia|sportage|ioniq|niro|mokka"
            "|mondeo|kuga|tiguan|id.3|id.4|id3|id4|mg4|mg5|xc40|xc60|xc90|cx-5|mx-5|megane"
            "|sandero|impreza|f-150|silverado|model 3|model y|e-golf|e-tron|ev6|ev9|enyaq"
            # makers and models of the other languages' countries ("einen opel corsa")
            "|opel|corsa|fiat 500|fiat panda|fiat punto|citro\u00ebn|alfa romeo|lancia|ypsilon"
            "|seat ibiza|seat leon|twingo|renault clio|renault zoe|peugeot 208|peugeot 308"
        ),
        # Models named like a town, a party or a duty ("Tacoma", "Kona", "Fiesta", "Civic")
        # are left out: "since the move to Tacoma" is a move, not a car.
        # "my 2016 golf", "the golf tdi": the car, not the sport; "ford focus", "2012 focus"
        r"\b(?:(?:19|20)\d\d|diesel|petrol|vw|my|our|the)\s+golf\b(?!\s+(?:club|clubs|course"
        r"|courses|lessons?|swing|bag|balls?|buggy|trip|holiday|game|round|days?))"
        r"|\bgolf\s+(?:tdi|gti|estate|hatchback|mk\s?\d)\b"
        r"|\b(?:ford|(?:19|20)\d\d)\s+focus\b|\bfocus\s+(?:st|rs|estate|tdci|hatchback)\b",
    ),
    # how the user gets to work or school: one way at a time
    "commute": (
        r"\bcommut\w*"
        r"|\b(?:cycles?|cycling|bikes?|biking|drives?|driving|walks?|walking|takes?\s+the\s+"
        r"(?:bus|train|tube|ferry|metro|subway|tram)|gets?\s+the\s+(?:bus|train|tube|tram))\s+"
        r"(?:to|into|in\s+to)\s+(?:work|the\s+office|uni|college)\b"
        r"|\bon\s+the\s+(?:bus|train|tube|tram)\s+(?:now|to\s+work|every\s+day|each\s+day)\b"
        r"|\b(?:its|it's|it\s+is)\s+the\s+(?:bus|train|tube|tram)\s+(?:to\s+\w+\s+)?now\b"
        # "working from home full time now, so no more train": no commute at all
        r"|\b(?:work(?:s|ing)?|wfh)\s+(?:from\s+home\s+)?(?:full[\s-]time\s+from\s+home|from\s+home"
        r"\s+full[\s-]time|fully\s+remote|remote\s+full[\s-]time)\b|\bno\s+more\s+commut\w*",
    ),
    # which shifts the user works: "on nights this month", then "back on days from Monday"
    "shift": (
        r"\bon\s+(?:the\s+)?(?:nights|days|lates|earlies|(?:night|day|late|early|swing|graveyard"
        r"|evening|weekend)\s+shifts?|nightshift)\b(?!\s+(?:when|off|out|like)\b)"
        r"|\b(?:works?|working|doing)\s+(?:the\s+)?(?:nights|lates|earlies|(?:night|day|late|early"
        r"|swing|graveyard)\s+shifts?)\b(?!\s+(?:at|for)\b)"
        # "moved onto days now", "back on nights from monday"
        r"|\b(?:moved|moving|switched|switching|went|going|back)\s+(?:on(?:to)?|to)\s+(?:nights|days"
        r"|lates|earlies)\b(?!\s+(?:out|off|ago|later|before|after|of|in)\b)"
        r"|\b(?:a|the)\s+night\s+(?:nurse|porter|manager|worker|shift\s+worker|security\s+guard)\b",
    ),
    # how much of the week the user works: "4 days a week", "back to full time"
    "work_hours": (
        r"\b(?:works?|working|worked)\s+(?:\w+\s+)?(?:part[\s-]time|full[\s-]time|(?:\d|one|two"
        r"|three|four|five|six)\s+days\s+(?:a|per)\s+week|a\s+(?:four|4)[\s-]day\s+week)\b"
        r"(?!\s+(?:at|for)\b)"
        r"|\b(?:back\s+to|gone|going|went|dropped\s+to|down\s+to|up\s+to)\s+(?:full[\s-]time"
        r"|part[\s-]time|(?:\d|one|two|three|four|five|six)\s+days(?:\s+(?:a|per)\s+week)?"
        r"|a\s+(?:four|4)[\s-]day\s+week)\b",
    ),
    # body and life
    # how old the user is: "The user is 35 years old." (see `own_age.py`), "The user is 34."
    "age": (r"^the\s+user\s+is\s+(?:now\s+)?\d{1,3}(?:\s+years\s+old)?(?:\s+now)?\W*$",),
    # what the user weighs: "current bodyweight", "The user weighs 78.5 now."
    "body_weight": (
        r"\bbody\s*weight\b|\bthe\s+user\s+weighs\b|(?:^|\bthe\s+user\s+is\s+)\d{2,3}(?:[.,]\d{1,2})?"
        r"\s?(?:kg|kgs|kilos|lbs|stone)\s+(?:at\s+the\s+moment|right\s+now|now|currently|these\s+days"
        r"|today)\b",
    ),
    "diet": _terms(
        "vegetarian|vegan|pescatarian|diet|halal|kosher|eat meat|eating meat|eating fish"
        "|eat fish|keto|gluten-free|gluten free|dairy-free|dairy free|paleo|flexitarian"
        "|carnivore|whole30|atkins|low carb|low-carb|low fodmap|low-fodmap|fodmap|mediterranean"
        "|intermittent fasting|slimming world|weight watchers|raw vegan|fruitarian"
        # eating fish or meat again, said in the other languages
        "|wieder fisch|wieder fleisch|esse fisch|ess fisch|como pescado|vuelvo a comer pescado"
        "|como peixe|voltei a comer|mangio pesce|rimangio|je mange du poisson|remange du"
        "|vuelvo a comer|volv\u00ed a comer|volvi a comer|volto a comer|remange|esse wieder"
        "|ess wieder|iss wieder|ricominciato a mangiare|ricominciata a mangiare|mangio di nuovo"
        "|recommenc\u00e9 \u00e0 manger|carne de novo|carne otra vez|carne de nuevo"
        "|de nouveau de la"
        "|\u00e0 nouveau de la"
        "|vegano|vegana|veganos|veganas|vegani|vegane|veganer|veganerin|vegetariana|vegetarianos"
        "|vegetariani|vegetarierin|v\u00e9g\u00e9tarienne|v\u00e9gane|v\u00e9g\u00e9talien|pescetariano"
        "|vegetarier|v\u00e9g\u00e9tarien|vegetariano|\u7d20\u98df"
        "|\u30d9\u30b8\u30bf\u30ea\u30a2\u30f3|\ucc44\uc2dd"
    ),
    "allergy": _terms(
        "allerg|intoleran|celiac|coeliac|\u8fc7\u654f|\u30a2\u30ec\u30eb\u30ae\u30fc|"
        "\uc54c\ub808\ub974\uae30"
    ),
    "pregnancy": _terms("pregnan|due in|embarazada|schwanger|enceinte|gr\u00e1vida|incinta"),
    "partner": (
        *_terms("partner|girlfriend|boyfriend|wife|husband|spouse|fianc|gf|bf"),
        # the user's own status says who their partner is too: "single now" after "my wife",
        # "seeing someone" after "single" (not a sister who got married: said of the user)
        r"\b(?:the\s+user|i)(?:'m|\s+is|\s+am|\s+has\s+been|'ve\s+been|\s+have\s+been|\s+got"
        r"|\s+just\s+got)\s+(?:now\s+|just\s+|recently\s+)?(?:single|seeing\s+someone"
        r"|dating\s+(?:someone|again)|engaged|married|divorced|separated)\b",
        # "la mia ragazza, chiara, ...", "io e la mia ragazza giulia": a partner named (a trip
        # "con mi pareja" says nothing of who the partner is)
        r"\b" + _FOREIGN_PARTNER + r"(?:\s*,\s*[a-z\u00e0-\u00ff]{3,}\s*(?:,|\.|$)"
        r"|\s+(?-i:[A-Z\u00c0-\u00de])[a-z\u00e0-\u00ff]{2,}\b)",
        r"\b(?:io\s+e|yo\s+y|ich\s+und|moi\s+et|eu\s+e)\s+(?:la\s+|il\s+|a\s+|o\s+)?"
        + _FOREIGN_PARTNER
        + r"\s+[a-z\u00e0-\u00ff]{3,}",
    ),
    "children": _terms("daughter|daughters|son|sons|kids|kid|children|child|twins|baby|toddler"),
    # what the user's pet eats: a food the vet or the user changes replaces the one before
    "pet_food": _terms(
        "kibble|dry food|wet food|cat food|dog food|purina|royal canin|hill's|hills k/d"
        "|hills i/d|hills science|hills prescription|science diet|iams|whiskas|felix pouches"
        "|pedigree chum|harringtons|lily's kitchen|lilys kitchen|james wellbeloved|orijen|acana"
        "|applaws|arden grange|blue buffalo|pro plan|butcher's|renal diet|renal food"
        "|ra\u00e7\u00e3o"
        "|come pienso|de pienso|el pienso|un pienso|croquettes|crocchette|trockenfutter|nassfutter"
        "|premier renal|golden castrados"
    ),
    "pet": _terms("my cat|my cats|my dog|my dogs|puppy|kitten"),
    # how answers should look
    "tone": (
        *_terms(
            "tone|tone of voice|informal|playful|jokey|jokes|joke|puns|buttoned-up|witty|cheeky"
            "|casual tone|chatty|loosen it up|lighten it up|laid-back|laid back"
        ),
        # "keep it casual": the register, not a casual job or business casual
        r"(?<!business\s)\bcasual\b(?!\s+(?:jobs?|work|workers?|staff|shifts?|dress|wear|clothes"
        r"|friday|games?|gamers?|players?|basis|contracts?|hours|labou?r|role|position|runners?"
        r"|cyclists?|observers?|users?|fans?))",
        # "keep it formal": the register, not a formal complaint or a formal dinner
        r"\bformal\b(?!\s+(?:complaints?|dinners?|letters?|events?|wear|dress|education"
        r"|qualifications?|training|hearings?|grievances?|warnings?|reviews?|meetings?|offers?"
        r"|notices?|requests?|proposals?|methods?|verification|proofs?|languages?|logic))",
    ),
    # the level of a language the user speaks: "has the B2 in Italian", "on A2 level"
    "language_level": (
        r"(?-i:\b[ABC][12]\b)\s+(?:level|in\s+(?-i:[A-Z])\w+|certificate|exam|course|class)\b"
        r"|\b(?:level|niveau|nivel|livello)\s+(?-i:[ABC][12])\b"
        r"|\b(?:passed|have|has|got|at|on|reached|am|i'?m|is)\s+(?:the\s+|my\s+|their\s+)?"
        r"(?-i:[ABC][12])\b(?!\s*(?:road|motorway|paper|size|visa|envelope))"
        r"|\b(?:cefr|jlpt\s+n[1-5]|hsk\s*[1-6]|topik\s*[1-6])\b",
    ),
    "answer_language": (
        *_terms(
            "write in english|in german|in french|in spanish|in portuguese|in italian|in chinese"
            "|in japanese|in korean|in russian|in dutch|comments in english"
        ),
        # "answer in Polish", not "answer in short paragraphs"
        r"\b(?:answer|reply|respond)(?:\s+(?:to\s+)?(?:the\s+user|me|us))?\s+in\s+(?!(?:a|an|the|short|long|full|plain|simple|bullets?"
        r"|paragraphs?|prose|points|one|two|three|few|detail|depth|kind|time|person|writing|private"
        r"|public|order|steps|sentences|lists?|tables?|markdown|\d+)\b)\w+",
    ),
    "spelling": _terms("spelling|british|american english|us english|uk english"),
    "units": _terms(
        "metric|imperial|celsius|fahrenheit|grams|ounces|units|cups and spoons|tablespoons"
        "|teaspoons|cup measures"
    ),
    "date_format": _terms(
        "date format|iso 8601|iso format|dates in|dd/mm/yyyy|mm/dd/yyyy|dd/mm|mm/dd|yyyy-mm-dd"
        "|day/month|month/day|24h|24-hour|12-hour"
    ),
    "citation_style": (
        *_terms(
            "citation|chicago style|apa|mla|ieee|harvard style|vancouver|harvard referencing"
            "|notes-bibliography|author-date|turabian|chicago manual|chicago notes|oscola|mhra"
            "|bluebook|ama style|acs style|cse style"
        ),
        # "format these in Harvard": the style, not the university
        r"\bin\s+harvard\b(?!\s+(?:university|business|law|medical|square|yard|kennedy"
        r"|extension))|\bharvard\s+(?:format|citations?|references?)\b",
    ),
    "indentation": _terms("indent|tabs|spaces"),
    "length": (
        *_terms(
            "short answers|shorter|concise|brief|length|sentences max|too long|too terse|verbose"
            "|detailed answers|detailed explanations|detailed responses|in-depth answers"
            "|long answers|longer answers|too much text|words max|longer version|long version"
            "|short version|shorter version|full version|one-liners|one liners|tl;dr|tldr"
            "|more detail|less detail|go longer|write longer|be longer|longer replies"
            "|longer responses"
        ),
        # "keep replies short", "give me long detailed answers": how long any answer is
        r"\b(?:short|shorter|brief|long|longer|detailed|in-depth|deep)\s+(?:and\s+\w+\s+)?(?:answers?"
        r"|replies|responses|explanations?)\b|\b(?:answers?|replies|responses)\s+(?:short|shorter"
        r"|brief|long|longer|detailed)\b"
        # "keep it short, just the fix", "when you explain stuff go deep": how far any answer goes
        r"|\bkeep\s+(?:it|them|things|answers|replies|responses)\s+(?:short|brief|tight|concise)\b"
        r"|\bgo\s+(?:deep|deeper|in[\s-]depth)\b",
    ),
    # "csv pls", "from now on just give me a normal table": the shape data is handed over in
    "data_format": (
        r"\b(?:as|give\s+(?:me|the\s+user)|send\s+(?:me|the\s+user)|wants?|prefers?)\s+(?:an?\s+)?"
        r"(?:csv|tsv|json|yaml|toml|xml)\b|\b(?:csv|tsv|json|yaml|toml|xml)\s+(?:pls|please|format"
        r"|output|only|instead)\b|^(?:csv|tsv|json|yaml|toml|xml)\b"
        # "do them in YAML", "write the configs in toml": the shape a file is written in
        r"|\b(?:do|write|make|keep|put)\s+(?:them|it|these|those|the\s+\w+)\s+in\s+(?:csv|tsv|json"
        r"|yaml|toml|xml)\b"
        r"|\b(?:a\s+)?(?:normal|plain|simple|markdown|html|proper)\s+table\b",
    ),
    "emoji": _terms("emoji|emojis|emoticons"),
    "type_hints": _terms("type hints|type annotations|typing"),
    "commit_messages": _terms("commit message|conventional commits|commits"),
    "summary_format": _terms("bullet|bullets|bulleted|bullet points|paragraph|paragraphs|prose"),
    "seat": _terms(
        "window seat|window seats|aisle seat|aisle seats|middle seat|exit row|bulkhead seat"
    ),
    "launch": _terms(
        "launch|launching|release date|go-live|ship date|going live|goes live|go live"
    ),
    "deadline": _terms("deadline|due|submission date|hand-in date|hand in date"),
    # what the user works toward: a race, an exam, a mark ("goal is the bath half in march")
    "goal": _terms(
        "goal|goals|goal race|target race|race goal|building toward|building towards"
        "|aiming for|training for|prepping for|preparing for|gearing up for"
    ),
    "staging": _terms("staging"),
    # the team sport the user plays: "nur noch tischtennis" after "handball im verein"
    "sport": _terms(
        "handball|tischtennis|table tennis|volleyball|volleyball|volei|v\u00f4lei|basketball"
        "|baloncesto|basquete|pallavolo|pallacanestro|calcetto|futsal|f\u00fatbol sala|futebol"
        "|fu\u00dfball|fussball|rugby|netball|hockey|lacrosse|water polo|waterpolo|ultimate frisbee"
        "|badminton|squash club|squash court|play squash|playing squash|padel|p\u00e1del|pickleball"
        "|5-a-side|five-a-side|sunday league"
    ),
    # "plays the violin in an orchestra", "switched to viola", "i'm the bassist"
    "instrument": _terms(
        "violin|viola|cello|double bass|upright bass|bass guitar|piano|electric guitar"
        "|acoustic guitar|guitar|the drums|plays drums|play drums|playing drums|drum kit"
        "|saxophone|trumpet|trombone|flute|clarinet|oboe"
        "|bassoon|ukulele|harp|banjo|mandolin|accordion|french horn|bassist|drummer|guitarist"
        "|pianist|violinist|cellist|violist|saxophonist|trumpeter|flautist|clarinettist"
        "|geige|bratsche|klavier|schlagzeug|gitarre|violon|violoncelle|guitare"
        "|viol\u00edn|guitarra|bater\u00eda|bateria|violino|violoncello|chitarra"
    ),
}
"""Subject -> terms that mark it (lower-case; a few are regex fragments)."""

SINGLE_VALUED = frozenset(
    "name pronouns employer manager city timezone package_manager editor code_hosting ci"
    " answer_language spelling units date_format citation_style indentation length diet"
    " launch staging commit_messages summary_format type_hints tracker chat warehouse cache"
    " license tone address_form phone research_topic school payments seat surname position"
    " signature body_weight payment_terms accounting energy_supplier broadband mobile_network"
    " gym heating commute test_runner age shift work_hours"
    "".split()
)
"""Subjects that hold one value at a time: a new value replaces the old one."""
PRODUCTS = frozenset(
    "database cache warehouse frontend backend orm job_queue mobile game_engine language"
    " package_manager test_runner"
    " editor health_records accounting device_management experiment_tracking annotation crm"
    " email_marketing reference_manager basal_insulin os computer ci code_hosting cloud hosting"
    " tracker payments cat_tool design_tool cad_tool stats_tool ml_framework infra_as_code"
    " orchestrator chart_tool rtos microcontroller reporting gpu phone console chat bank"
    " energy_supplier broadband mobile_network pension gym car lint_format shell email_provider"
    " notes_app shop_platform tax_software blog_platform newsletter_platform"
    "".split()
)
"""Subjects whose values are named products or providers ("xero", "monzo", "postgres"): a
clause naming one tells what the user uses, not a word of talk ("every job", "my daughter")."""

_ORDER = tuple(SUBJECTS)
_PREFIX_TERMS = frozenset(
    {
        "allerg",
        "intoleran",
        "pregnan",
        "fianc",
        "trasferit",
        "vegetarian",
        "d\u00e9m\u00e9nag",
        "emm\u00e9nag",
        "demenag",
        "emmenag",
    }
)


_TOKEN = re.compile(r"[^\W_][\w.+#/'-]*")
_SPECIAL = re.compile(r"[\\.{\[]|^[^a-z0-9]")


def _index() -> tuple[dict[str, str], dict[str, str], list[tuple[str, str]], list[tuple[str, str]]]:
    """Lookup tables for `subjects_in`: one scan of the words instead of a regex per term.

    Returns words, phrases (words joined by one space), prefixes and raw substrings (CJK,
    Hangul, Cyrillic and terms with regex syntax, matched as compiled patterns), each
    mapped to the first subject in `SUBJECTS` that lists it.
    """
    words: dict[str, str] = {}
    phrases: dict[str, str] = {}
    prefixes: list[tuple[str, str]] = []
    raw: list[tuple[str, str]] = []
    for subject, terms in SUBJECTS.items():
        for term in terms:
            if term in _PREFIX_TERMS:
                prefixes.append((term, subject))
            elif _SPECIAL.search(term) and not re.fullmatch(
                r"[a-z0-9][\w.+#/'-]*(?: [\w.+#/'-]+)*", term
            ):
                raw.append((term, subject))
            elif " " in term:
                phrases.setdefault(term, subject)
            else:
                words.setdefault(term, subject)
    return words, phrases, prefixes, raw


_WORDS, _PHRASES, _PREFIXES, _RAW = _index()
_RAW_PATTERN = re.compile(
    "|".join(f"(?P<r{i}>{term})" for i, (term, _) in enumerate(_RAW)), re.IGNORECASE
)


def _foreign_only(term: str) -> bool:
    """`term` starts with a letter that matches no ASCII character, even ignoring case.

    Such a term can never match an ASCII text, so an ASCII text need not try it: the long
    alternation of CJK, Hangul and Cyrillic terms costs a quarter of a millisecond a text.
    """
    first = term[0]
    return (
        not first.isascii()
        and first.isalpha()
        and term[1:2] not in ("?", "*", "{", "|")
        and all(not c.isascii() for c in {first.lower(), first.upper(), first.casefold()})
    )


_RAW_ASCII_PATTERN = Alternation(
    [(f"r{i}", term) for i, (term, _) in enumerate(_RAW) if not _foreign_only(term)],
    re.IGNORECASE,
)
"""`_RAW_PATTERN` without the terms an ASCII text cannot hold; the group names are kept. Each
text runs only the terms whose words it holds (see `Alternation`)."""

_PREFIX_STARTS = tuple(prefix for prefix, _ in _PREFIXES)
_PIECE_SPLIT = re.compile(r"[-/]")


NEW_HOMES = ("place", "flat", "house", "home", "apartment", "condo")
"""What a new home is called when named in passing ("our new place in york")."""
_HOME_PHRASES = frozenset(
    {"live in", "lives in", "living in", "based in", "located in", "out of"}
    | {"commute from", "commutes from", "commuting from"}
    | {f"new {home} in" for home in NEW_HOMES}
)
"""City cues that need a place after them: "i live in obsidian" names a notes app. Where the
user commutes from is where they live: a move to another town ends it."""
_LONGEST_PHRASE = max((p.count(" ") + 1 for p in (*_PHRASES, *_HOME_PHRASES)), default=1)
_PHRASE_STARTS = frozenset(p.split(" ", 1)[0] for p in (*_PHRASES, *_HOME_PHRASES))
_HOME_PLACE = re.compile(
    r"\b(?:(?i:live|lives|living|based|located|new\s+(?:" + "|".join(NEW_HOMES) + r"))"
    r"\s+(?i:in)|(?i:commute|commutes|commuting)\s+(?i:from)"
    # "im out of amarillo", "a courier working out of Leeds": a base, said as a trucker does
    r"|(?i:based|operat\w+|works?|working|runs?|running|driv\w+|user\s+is|i'?m|im|we'?re)\s+"
    r"(?i:out\s+of))\s+"
    # "live in a flat in Glasgow": the home, then the place
    r"(?i:(?:an?|the|our|my)\s+(?:[\w-]+\s+){0,2}(?:flat|house|apartment|studio|cottage|condo|place"
    r"|terrace|semi|maisonette|bungalow|townhouse)"
    r"\s+(?:in|near|outside)\s+)?"
    r"(?P<place>(?i:the\s+)?[\w'-]+"
    r"(?:\s+[\w'-]+){0,3})"
)
_PLACED = re.compile(
    r"\b(?:user\s+is|i'?m|we'?re|i\s+am|we\s+are)\s+(?:(?:now|currently|still|based)\s+)*in\s+"
    r"(?P<place>[a-z]+(?:\s+(?!for\b)[a-z]+)?)\b(?![^.;]{0,40}\b(?:for\s+(?:a|an|the|two|three|\d+)\s|visiting"
    r"|on\s+(?:holiday|vacation|business)|this\s+week|today|tonight|until|till)\b)"
)
"""The user placed in a town written lower-case; `KNOWN_PLACES` says it is one."""
_CASED = {"mit": "MIT", "sketch": "Sketch", "pixel": "Pixel", "ci": "CI"}
"""Terms that name their subject only written so ("mit" is German for "with", "ci" Italian
for "us")."""
_EVERYDAY = frozenset(
    "poetry yarn bun render railway express solid notion linear shortcut drone lambda arch chef"
    " capo cursor sublime varnish snowflake ember flask teams oracle stripe paddle square"
    " phoenix ghost medium hugo jekyll wix".split()
)
"""Tool names that are everyday words too ("I write poetry", "express delivery"): they name
their subject only beside another sign of software (`_SOFTWARE`, or a term that is a tool)."""
_SOFTWARE = frozenset(
    "app apps api backend frontend server servers stack project repo repos codebase code coding"
    " dev developer engineer framework library lib package packages install installed lockfile"
    " deploy deployed deploying deploys build builds ci pipeline script scripts version npm"
    " node js python javascript typescript tool tools tooling switched switch migrated migrate"
    " moved use using uses used tracker tickets ticket board issues editor ide plugin plugins"
    " config cli terminal workspace channel hosted hosting host function functions manager"
    " team's team our we migration payments billing blog blogs newsletter site website".split()
)
_REACT_NATIVE = ("react", "native")
_SAME_COMPANY = ("same", "company")
_TO_A_PLACE = frozenset("to in from near at".split())
_NOT_SOFTWARE = frozenset(
    "name pronouns employer manager role city timezone diet allergy pregnancy partner children pet"
    " launch deadline".split()
)
"""Subjects whose terms say nothing of software beside an everyday word."""
_CAME_TO = re.compile(r"\bvim\s+(?:pra|para|pro|morar|embora\s+pra)\s+\w", re.IGNORECASE)
"""Portuguese "vim pra Floripa": where the user came to live."""
_PERSON_EDITOR = re.compile(
    r"\b(?:(?:copy|line|managing|commissioning|acquisitions?|book|magazine|news|section|desk"
    r"|story|development(?:al)?)\s+editors?|editors?\s+(?:in\s+chief|at\s+(?-i:[A-Z])|of\s+the)"
    r"|editors?\s+(?:(?:is|was|'s|are)\s+(?:\w+\s+)?(?:militant|strict|picky|particular|fussy"
    r"|adamant|insistent|obsessed|a\s+stickler|a\s+fan|against|happy|fine)|wants?|insists?|says"
    r"|said|asked|hates?|loves?|likes?|prefers?|requires?|demands?|told|cares|swears|needs?))\b",
    re.IGNORECASE,
)
""""editor" as a person ("my editor is militant about it"), not the user's code editor."""


def _home_place(text: str) -> bool:
    """Whether a "live in" cue of `text` is followed by a place, not a tool or a state."""
    for m in _HOME_PLACE.finditer(text):
        if " of" in m.group(0)[: m.start("place") - m.start()] and _LEAVING.match(
            text, m.start("place") + len(m.group("place").split()[0])
        ):
            continue  # "im out of london by 6 tonight": leaving it, not based there
        words = m.group("place").split()
        if words[0].lower() == "the" and len(words) > 1:
            words = words[1:]
        first = words[0].strip("'-")
        if first[:1].isupper() and first.lower() not in _WORDS and first.lower() not in NOT_PLACES:
            return True
        lowered = m.group("place").lower().split()
        if any(" ".join(lowered[:size]) in PLACES_AND_TOWNS for size in range(1, len(lowered) + 1)):
            return True
        if (
            first.isalpha()
            and first.islower()
            and " of" not in m.group(0)[: m.start("place") - m.start()]  # "out of milk"
            and len(first) > 3
            and first not in _WORDS
            and first not in NOT_PLACES
            and first not in _NOT_HOMES
            and words[0].lower() != "the"
            and _HOME_AFTER.match(text, m.start("place") + len(first))
        ):
            return True  # "lives in croydon with their mum": a town typed lower-case
    return False


_LEAVING = re.compile(
    r"[^.;!?]{0,25}?\b(?:by|at|until|till|tonight|today|tomorrow|this\s+\w+|for\s+the|on\s+(?:mon|tues"
    r"|wednes|thurs|fri|satur|sun)day|next\s+\w+|in\s+(?:an?\s+)?(?:hour|minute|min|bit))\b",
    re.IGNORECASE,
)
"""When the user leaves a place they are "out of": a time, not a base."""
_MOVED_HOUSE = re.compile(
    "umgezogen|gezogen|me\\s+mud|mudei|mudamos|trasferit|d\u00e9m\u00e9nag|\u642c\u5230|\u5f15\u3063\u8d8a"
    "|\uc774\uc0ac|\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b"
)
"""Verbs of moving house, which other languages use for moving a tool's data too."""
_LIVES = re.compile(
    "wohne|vivo|habite|je\\s+vis|moro|abito|\u4f4f\u5728|\u306b\u4f4f\u3093|\uc0b4\uc544|\uc0b4\uace0"
    "|\u0436\u0438\u0432\u0443|live\\s+in|lives\\s+in"
)
"""Words that say where the user lives, whatever else moved."""
_HOME_AFTER = re.compile(
    r"\s*(?:[,.;:!?)]|$|\s(?:with|near|atm|now|since|for|currently|these\s+days|at\s+the\s+moment"
    r"|right\s+now|too|again)\b)",
    re.IGNORECASE,
)
"""What follows a home typed lower-case: people, a time, or the end ("lives in croydon with
their mum atm"); "lives in notepad and plain text files" names tools."""
_NOT_HOMES = frozenset(
    "hope fear denial dread terror peace comfort luxury poverty squalor limbo harmony sin"
    " silence shame pain agony misery bliss ignorance exile constant fantasy dreams"
    " this that there here these those them they their what fact reality real mine sweatpants"
    " pyjamas pajamas hoodies hoodie jeans joggers trainers sneakers slippers leggings shorts"
    " sweats overalls uniform".split()
)
"""Words after "live in" that are no place: "I live in hope", "we live in fear"."""


def word_subject(word: str, context: str) -> str | None:
    """The subject one word of `context` names, or None.

    A tool name that is an everyday word ("render", "railway") names its subject only
    where `context` shows software, as in `subjects_in`: "heroku got silly so we're on
    Render now".
    """
    lowered = word.lower().rstrip(".'-")
    if lowered in _EVERYDAY:
        subject = _WORDS.get(lowered)
        return subject if subject is not None and subject in subjects_in(context) else None
    return subject_of(word)


@lru_cache(maxsize=4096)
def subjects_in(text: str) -> tuple[str, ...]:
    """Every subject `text` mentions, in `SUBJECTS` order."""
    lowered = text.lower()
    tokens = [t.rstrip(".'-") for t in _TOKEN.findall(lowered)]
    found: set[str] = set()
    everyday: set[str] = set()
    home_cue = False
    for index, token in enumerate(tokens):
        pieces = _PIECE_SPLIT.split(token) if "-" in token or "/" in token else ()
        after = tokens[index + 1 : index + 2]
        # "react native" is mobile, not React; "(same company)" says the employer stayed
        alone = (token, *after) != _REACT_NATIVE and tuple(
            tokens[index - 1 : index + 1]
        ) != _SAME_COMPANY
        for piece in (token, *pieces) if alone else ():
            if piece in _WORDS and (piece not in _CASED or _CASED[piece] in text):
                if (
                    piece in KNOWN_PLACES
                    and index
                    and tokens[index - 1] in _TO_A_PLACE
                    and tokens[index + 1 : index + 2] != ["style"]
                ):
                    pass  # "moved to Vancouver": the city, not the citation style
                elif piece in _EVERYDAY:
                    everyday.add(_WORDS[piece])
                else:
                    found.add(_WORDS[piece])
        if token in _PHRASE_STARTS:
            for size in range(2, _LONGEST_PHRASE + 1):
                phrase = " ".join(tokens[index : index + size])
                if phrase in _HOME_PHRASES:
                    home_cue = True
                elif phrase in _PHRASES:
                    found.add(_PHRASES[phrase])
        if token.startswith(_PREFIX_STARTS):
            found.update(subject for prefix, subject in _PREFIXES if token.startswith(prefix))
    if _RAW:
        raw = (_RAW_ASCII_PATTERN if text.isascii() else _RAW_PATTERN).finditer(text)
        for m in raw:
            found.add(_RAW[int((m.lastgroup or "r0")[1:])][1])
    if everyday and (found - _NOT_SOFTWARE or not _SOFTWARE.isdisjoint(tokens)):
        found |= everyday

    if (
        "city" in found
        and (
            (found - _NOT_SOFTWARE - {"city"} and _MOVED_HOUSE.search(lowered))
            or CHANGED_JOB.search(lowered)
        )
        and not _LIVES.search(lowered)
    ):
        # "von Jira zu Linear umgezogen": a tool moved, not the user; "mudei de
        # escritorio": a new firm, not a new town
        found.discard("city")
    if home_cue and "city" not in found and _home_place(text):
        found.add("city")
    if "whereabouts" not in found and _PLACED.search(lowered):
        placed = _PLACED.search(lowered)
        words = placed.group("place").split() if placed is not None else []
        if words and (words[0] in PLACES_AND_TOWNS or " ".join(words) in PLACES_AND_TOWNS):
            found.add("whereabouts")  # "the user is in phoenix": a known place, lower-case
    if "editor" in found and _PERSON_EDITOR.search(text) and not _editor_tool(tokens):
        found.discard("editor")
    if "editor" in found and _CAME_TO.search(text):
        # "desde que vim pra florianopolis": Portuguese "I came to", not the editor
        found.discard("editor")
        found.add("city")
    return tuple(subject for subject in _ORDER if subject in found)


def _editor_tool(tokens: list[str]) -> bool:
    """Whether the text names a code editor besides the word "editor"."""
    return any(t != "editor" and _WORDS.get(t) == "editor" for t in tokens) or "vs code" in (
        " ".join(tokens)
    )


def subject_of(text: str, hint: str | None = None) -> str | None:
    """The subject `text` sets, or None; `hint` (a detector's own subject) wins when given.

    Earlier subjects in `SUBJECTS` win over later ones, so identity and stack come before
    the broad formatting subjects.
    """
    if hint is not None:
        return hint
    other = _SOMEONE_ELSE.match(text)
    if other is not None:
        # "The user's sister lives in Oslo" sets nothing of the user's: not their city.
        relation = _WORDS.get(other.group(1).lower())
        if relation == "partner" and _partner_named(text):
            return relation  # "The user's girlfriend is Jess now": who the partner is
        return relation if relation == "manager" else None
    found = subjects_in(text)
    if found and found[0] == "manager" and _COVERING.search(text):
        return None  # "covering for their manager next week" says nothing of who it is
    if found and found[0] == "diet" and _THEIR_DIET.search(text) and not _USER_FIRST.match(text):
        return None  # "Lots of the user's clients are doing keto": not what the user eats
    if found and found[0] in ("signature", "shift", "work_hours") and about_work(text):
        # "the user is the front office manager at the Harrowgate, sign them as '...'": who
        # the user is first; a new signature must not take the role with it
        return "role"
    if found and found[0] == "employer" and len(found) > 1 and _MOVED_BY_WORK.search(text):
        return found[1]  # "Company switched them to Teams": the chat tool changed
    if found and found[0] == "employer" and _SUITS.search(text):
        # "thursdays don't work for her anymore": a day that does not suit, no workplace
        return found[1] if len(found) > 1 else None
    if (
        found
        and found[0] == "employer"
        and "gym" in found
        and _JOINED.search(text)
        and not _AT_WORK.search(text)
        and not about_work(text)
    ):
        return "gym"  # "joined the leisure centre instead": a gym joined, no job
    if found and found[0] == "instrument" and (player := holder_role(text)) is not None:
        return HOLDER_PREFIX + player  # "Tomasz's our drummer now": who holds it
    if found and found[0] == "supermarket" and (about_work(text) or _SHOP_FLOOR.search(text)):
        return "employer"  # "The user is a cashier at lidl": where they work, not shop
    if found and found[0] != "manager":
        return found[0]
    if _DATED_THING.match(text) is not None:
        return "car"  # "The user has a 2011 astra": a model year names a vehicle
    # "The user's gp has bumped them up to 60mg": news of the dose, not of who the gp is
    holder = holder_role(text) if PRESCRIBER_MOVED.search(text) is None else None
    if holder is not None:
        return HOLDER_PREFIX + holder  # "Linda's our treasurer now": who holds the role
    # "The user is an account exec now": the user's work, in words no lexicon names; "The
    # user is an account manager" is their role, not their manager.
    if about_work(text):
        return "role"
    return found[0] if found else None


_JOINED = re.compile(r"\bjoin(?:ed|ing)?\b", re.IGNORECASE)
_AT_WORK = re.compile(r"\b(?:work\w*|job|employed|staff|shifts?|hired)\b", re.IGNORECASE)
_SHOP_FLOOR = re.compile(
    r"\b(?:on\s+the\s+(?:tills?|checkouts?|shop\s+floor|night\s+shift)|shelf[\s-]stack\w*"
    r"|stack(?:s|ing)?\s+shelves|(?:a|an)\s+(?:[\w-]+\s+)?(?:assistant|stacker|picker|packer"
    r"|driver|baker|butcher)\s+(?:at|for)\b)",
    re.IGNORECASE,
)
"""Work on a shop's floor, in words no role list names ("on the tills at asda")."""
_THEIR_DIET = re.compile(
    r"\b(?:clients?|customers?|patients?|friends?|people|everyone|guests?|kids|children|family"
    r"|husband|wife|partner|son|daughter|mum|mom|dad|parents|colleagues?|students?|members)"
    r"(?:'s)?\s+(?:\w+\s+)?(?:is|are|'s|'re|doing|eats?|went|gone|has|have)\b",
    re.IGNORECASE,
)
_MOVED_BY_WORK = re.compile(
    r"\b(?:company|work|employer|firm|office|management|it|boss|school|uni|university)\s+(?:\w+\s+)?"
    r"(?:switched|moved|migrated|put|is\s+moving|is\s+switching|made)\s+(?:us|me|them|everyone"
    r"|the\s+user|all\s+of\s+us|the\s+team|the\s+whole\s+team)\s+(?:over\s+)?(?:to|onto|on)\b",
    re.IGNORECASE,
)
"""A tool the user's work moved them to: what the sentence sets is the tool, not the employer."""
_SUITS = re.compile(
    r"\b(?:it|that|this|which|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|times?|slots?|dates?"
    r"|mornings?|evenings?|afternoons?|nights?|weekends?|weekdays?|days?|hours?)\s+"
    r"(?:(?:don'?t|doesn'?t|do\s+not|does\s+not|won'?t|wouldn'?t|didn'?t|no\s+longer|never)\s+)?"
    r"(?:work|works|worked)\s+for\b",
    re.IGNORECASE,
)
"""A time or a thing said to suit someone or not ("thursdays don't work for her"): "work
for" of fitting, not of a workplace."""
_DATED_THING = re.compile(
    r"^the\s+user\s+has\s+an?\s+(?:19[6-9]\d|20[0-3]\d)\s+[a-z][\w-]*(?:\s+[a-z0-9][\w-]*)?\.?$",
    re.IGNORECASE,
)
"""A thing of the user's named by its model year alone ("The user has a 2011 astra"), as
`own_gear` words it: a device of a known kind has its subject before this is asked."""
_USER_FIRST = re.compile(r"^(?:the\s+user|i)\b(?!'s)", re.IGNORECASE)
_COVERING = re.compile(r"\b(?:covering|filling\s+in|standing\s+in|cover)\s+for\b", re.IGNORECASE)
_SOMEONE_ELSE = re.compile(
    r"^(?:the\s+user'?s|my|our)\s+(?:(?:best|old|close|new)\s+)?(coworkers?|co-workers?|colleagues?"
    r"|friends?|wife|husband|partner|girlfriend|boyfriend|sisters?|brothers?|mother|father|mom|mum"
    r"|dad|sons?|daughters?|kids?|children|parents?|cousins?|aunt|uncle|grandm\w+|grandf\w+"
    r"|roommates?|flatmates?|neighbou?rs?|boss|manager|teammates?|clients?|customers?)\b",
    re.IGNORECASE,
)


_PARTNER_NAMED = re.compile(
    # "The user and their bf rafael are doing porto": the couple said from the user's side
    r"^(?:the\s+user'?s|my|the\s+user\s+and\s+their|me\s+and\s+my)\s+(?:(?:new|current)\s+)?"
    r"(?:girlfriend|boyfriend|partner|wife|husband"
    r"|fianc\w*|spouse|gf|bf),?\s+(?:(?:is|'s)\s+(?:now\s+)?(?:(?:called|named)\s+(?P<called>[a-z]+)\b"
    r"|(?P<named>(?-i:[A-Z])[a-z]+)\b)"
    # "the user's gf keira's birthday is ...": the name, said as whose the thing is
    r"|(?P<name>[a-z]+)(?:'s\s+[a-z]+)?\s+(?:is|was|has|had|and|does|did|wants|says|said|thinks"
    r"|loves|hates|found|got|will|can|are|'s)\b)",
    re.IGNORECASE,
)
_NOT_A_PARTNER_NAME = frozenset(
    "a an the just also still now really always never who and but is was has had does did"
    " finally recently currently".split()
)


def _partner_named(text: str) -> bool:
    """Whether `text` names the user's partner ("The user's girlfriend maya is testing it").

    Only a name says who the partner is: "The user's wife works at Google" says what she
    does, and "The user's wife is pregnant" how she is.
    """
    m = _PARTNER_NAMED.match(text)
    if m is None:
        return False
    if m.group("named") or m.group("called"):
        return True
    name = m.group("name").lower()
    if name in _NOT_A_PARTNER_NAME or name.endswith(("ed", "ly")):
        return False
    # "ines is coeliac" names her; "works has" would be a verb, not a name
    return not name.endswith("s") or text[m.end("name") :].lstrip().lower().startswith(
        ("is ", "was ")
    )


_FOREIGN_PARTNER_NAMED = re.compile(
    # "la mia ragazza, chiara, compie 30 anni", "meine Freundin Lea": set off, or capitalised
    _FOREIGN_PARTNER + r"(?:\s*,\s*(?P<set>[a-z\u00e0-\u00ff]{3,})\s*(?:,|\.?$)"
    r"|\s+(?P<cased>(?-i:[A-Z\u00c0-\u00de])[a-z\u00e0-\u00ff]{2,})\b)"
    # "io e la mia ragazza giulia andiamo": after "me and", the word after the partner is a name
    r"|\b(?:io\s+e|yo\s+y|ich\s+und|moi\s+et|eu\s+e)\s+(?:la\s+|il\s+|a\s+|o\s+)?"
    + _FOREIGN_PARTNER
    + r"\s+(?P<with>[a-z\u00e0-\u00ff]{3,})\b",
    re.IGNORECASE,
)
"""The user's partner named in Italian, Spanish, German, French or Portuguese."""


_WED_TO = re.compile(
    r"^the\s+user\s+is\s+(?:now\s+)?(?:engaged|married)\s+to\s+(?P<to>[a-z][a-z'-]+)\b",
    re.IGNORECASE,
)
"""The partner a memory says the user is engaged or married to (`new_partners.py`)."""


def partner_name(text: str) -> str | None:
    """The name `text` gives the user's partner ("The user's girlfriend ines is ..."), or None."""
    wed = _WED_TO.match(text)
    if wed is not None:
        return wed.group("to").lower()
    if not _partner_named(text):
        foreign = None if text.isascii() and " my " in text else _FOREIGN_PARTNER_NAMED.search(text)
        if foreign is None:
            return None
        return str(foreign.group("set") or foreign.group("cased") or foreign.group("with")).lower()
    m = _PARTNER_NAMED.match(text)
    return (
        None if m is None else str(m.group("named") or m.group("called") or m.group("name")).lower()
    )


def subject_terms(subject: str) -> tuple[str, ...]:
    """The plain words that mark `subject` (for searching the memories that set it)."""
    return tuple(
        t
        for t in SUBJECTS.get(subject, ())
        if t not in _PREFIX_TERMS and "\\" not in t and ".{" not in t
    )
