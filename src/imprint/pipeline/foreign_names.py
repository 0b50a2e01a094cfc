"""A self-introduction in a language other than English: whether it names the user, and how.

`foreign.py` finds "soy X", "ich heisse X", Korean "naneun X-igo" by the lexicons; here:
- Korean puts a name and a job in the same slot ("jeoneun Minjun-ieyo", "jeoneun
  gaebalja-yeyo"): the noun's last syllable tells a job, kin word or belonging apart;
- what follows a name may be a job noun ("soy Lucia, enfermera en X", given "soy" back by
  `apposition`) or a first-person verb of what one does ("soy Lucia, hago ciclismo en
  Sevilla"), which keeps its own verb;
- the name is stored as the user said it, less a trailing "and" (Korean "-igo").
Non-ASCII letters are written as escapes (the sources are ASCII).
"""

from __future__ import annotations

import re

from imprint.pipeline.language import Language

__all__ = [
    "activity_first",
    "korean_name",
    "name_head",
    "offers_help",
    "plausible_name",
    "wish_first",
]

_KO_NOT_NAME_ENDS = tuple(
    "\uc790\uc0ac\uc0dd\uac00\ubd80\uad00\uc7a5\ub108\uc5b4\ud130\uba38\uc6d0\uc778\ub9c8\ube60"
)
"""Last syllables of Korean job, kin and belonging nouns (developer, doctor, student, writer,
housewife, officer, boss, designer, engineer, creator, programmer, employee, -person, mom,
dad): "jeoneun gaebalja-yeyo" states a job, not a name."""
_KO_MY_NAME = "\uc81c \uc774\ub984\uc740"
"""Korean "je ireumeun", "my name is"."""


def korean_name(name: str, said: str) -> bool:
    """Whether "naneun/jeoneun X-ieyo" names the user: X of two or three syllables, no job."""
    if said.startswith(_KO_MY_NAME):
        return True
    return 2 <= len(name) <= 3 and not name.endswith(_KO_NOT_NAME_ENDS)


_ACTIVITY_VERBS: dict[Language, frozenset[str]] = {
    "es": frozenset(
        "hago vendo tengo vivo trabajo estudio doy llevo juego corro cocino escribo ense\u00f1o"
        " manejo dirijo programo dise\u00f1o cuido entreno toco colecciono monto organizo"
        " vivimos trabajamos tenemos".split()
    ),
    "pt": frozenset(
        "fa\u00e7o vendo tenho moro trabalho estudo dou levo jogo corro cozinho escrevo ensino"
        " dirijo programo cuido treino toco coleciono organizo moramos trabalhamos temos".split()
    ),
    "it": frozenset(
        "faccio vendo ho vivo abito lavoro studio do gioco corro cucino scrivo insegno gestisco"
        " dirigo programmo curo alleno suono colleziono organizzo"
        " viviamo abitiamo lavoriamo abbiamo".split()
    ),
    "de": frozenset(
        "mache verkaufe habe wohne lebe arbeite studiere gebe spiele laufe koche schreibe"
        " unterrichte leite programmiere pflege trainiere sammle organisiere baue wir".split()
    ),
    "fr": frozenset(
        "je j' j'ai on nous".split()  # a French clause opens with its subject pronoun
    ),
    "ru": frozenset(
        "\u044f \u0440\u0430\u0431\u043e\u0442\u0430\u044e \u0436\u0438\u0432\u0443"
        " \u0443\u0447\u0443\u0441\u044c \u0434\u0435\u043b\u0430\u044e".split()
    ),
}
"""First-person verbs of what one does, or the pronoun that opens such a clause: after a
name, "hago ciclismo en Sevilla" is an activity, not a job to say "soy" before."""


def activity_first(rest: str, language: Language) -> bool:
    """Whether the clause after a name opens with a first-person verb of doing."""
    verbs = _ACTIVITY_VERBS.get(language)
    if verbs is None or not rest.strip():
        return False
    first = rest.split()[0].lower().strip(",.;:")
    return first in verbs or (language == "fr" and first.startswith("j'"))


_KO_AND = "\uc774\uace0"
_KO_I = "\ub098\ub294"


def name_head(head: str, language: Language) -> str:
    """The introduction as stored: Korean "naneun Minjun-igo" ("... and") ends "-iya".

    "-iya" is "am" said casually ("naneun"), "-ieyo" politely ("jeoneun", "je ireumeun").
    """
    if language == "ko":
        stripped = head.rstrip(" .")
        if stripped.endswith(_KO_AND):
            casual = _KO_I in stripped
            return stripped[: -len(_KO_AND)] + (
                "\uc774\uc57c." if casual else "\uc774\uc5d0\uc694."
            )
    return head


_OFFER_OF_HELP = re.compile(
    r"\b(?:(?:en\s+)?qu[e\u00e9]\s+(?:te|le|les)\s+(?:puedo\s+)?ayud"
    r"|qu[e\u00e9]\s+necesitas"
    r"|(?:wie|womit|wobei)\s+kann\s+ich\s+(?:\w+\s+)?helfen|was\s+steht\s+an"
    r"|(?:comment|en\s+quoi)\s+(?:puis-je|je\s+peux)\s+(?:vous\s+|t')aider"
    r"|que\s+puis-je\s+faire|on\s+fait\s+quoi"
    r"|(?:em\s+que|como)\s+(?:posso|te\s+posso)\s+(?:te\s+)?ajudar|o\s+que\s+manda"
    r"|come\s+posso\s+aiutar|cosa\s+(?:facciamo|prepariamo|cuciniamo)"
    r"|how\s+(?:can|may)\s+i\s+(?:help|assist)|what\s+can\s+i\s+(?:help\s+(?:you\s+)?with|do\s+for\s+you)"
    r"|what\s+do\s+you\s+need(?:\s+help\s+with)?)|"
    r"\u0447\u0435\u043c\s+(?:\u043c\u043e\u0433\u0443\s+)?\u043f\u043e\u043c\u043e\u0447"
    r"|\u0447\u0442\u043e\s+\u0434\u0435\u043b\u0430\u0435\u043c"
    r"|(?:\ubb34\uc5c7\uc744|\ubb50\ub97c|\ubb58)\s*\ub3c4\uc640"
    r"|\u4f55\u304b\u304a\u624b\u4f1d\u3044|\u3069\u3046\u3057\u307e\u3057\u305f"
    r"|\u6709\u4ec0\u4e48(?:\u53ef\u4ee5|\u80fd)?\u5e2e|\u9700\u8981\u4ec0\u4e48\u5e2e\u52a9"
    # what to work on today: "Woran arbeiten wir?", "On travaille sur quoi ?", "En que
    # trabajamos?", "O que vamos fazer hoje?", "Su cosa lavoriamo?", "Chto nuzhno segodnya?",
    # Japanese "nani wo shimashou ka", Chinese "jintian zuo shenme", Korean "mwo halkka"
    r"|\bworan\s+arbeiten\s+wir|\bwas\s+machen\s+wir|on\s+travaille\s+sur\s+quoi"
    r"|\bqu'est-ce\s+qu'on\s+fait|en\s+qu[e\u00e9]\s+(?:trabajamos|estamos)|qu[e\u00e9]\s+hacemos"
    r"|o\s+que\s+vamos\s+fazer|no\s+que\s+(?:vamos\s+)?trabalh|su\s+cosa\s+lavoriamo"
    r"|\u0447\u0442\u043e\s+\u043d\u0443\u0436\u043d\u043e"
    # what the user needs: "Cosa ti serve oggi?", "De quoi as-tu besoin ?", "Was brauchst du?"
    r"|\bcosa\s+ti\s+serve|\bdi\s+cosa\s+hai\s+bisogno|\bde\s+quoi\s+(?:as-tu|avez-vous|tu\s+as)"
    r"\s+besoin|\bqu'est-ce\s+qu'il\s+te\s+faut|\bwas\s+brauchst\s+du|\bdo\s+que\s+(?:voc\u00ea\s+)?"
    r"precisa|\bqu[e\u00e9]\s+te\s+hace\s+falta"
    # an offer to act on the work: "Vuoi che lo renda pi\u00f9 breve?", "Soll ich ...?"
    r"|\bvuoi\s+che\b|\bquieres\s+que\b|\b(?:veux-tu|tu\s+veux|voulez-vous|vous\s+voulez)\s+que\b"
    r"|\bsoll\s+ich\b|\bsollen\s+wir\b|\b(?:queres|quer)\s+que\b|\bwant\s+me\s+to\b"
    # "Lo quieres m\u00e1s formal?", "Je vous fais un programme ?": how the work should be
    r"|\b(?:lo|la|los|las)\s+quieres\b|\bte\s+(?:hago|preparo|escribo|paso)\b"
    r"|\bje\s+(?:te|vous)\s+(?:fais|pr\u00e9pare|propose|\u00e9cris|fait)\b|\bwillst\s+du\b"
    r"|\bm\u00f6chtest\s+du\b|\bte\s+(?:fa\u00e7o|preparo|mando)\b|\bte\s+lo\s+(?:faccio|preparo)\b"
    r"|\u4f55\u3092(?:\u3057\u307e\u3057\u3087\u3046|\u3084\u308a\u307e\u3057\u3087\u3046)"
    r"|\u505a\u4ec0\u4e48|\ubb50\s*(?:\ud560\uae4c|\ud558\uc8e0|\ud574\uc694)",
    re.IGNORECASE,
)
"""An agent's opening offer ("En que te puedo ayudar?", "Womit kann ich helfen?", Russian
"Chem mogu pomoch?", Korean "mueoseul dowa deurilkkayo?"): it asks nothing about the user,
so the greeting that answers it is no fact."""


def offers_help(question: str) -> bool:
    """Whether the agent's question only offers help or asks what to do today."""
    return _OFFER_OF_HELP.search(question) is not None


_WISH = re.compile(
    r"^(?:y\s+|e\s+|et\s+|und\s+|\u0438\s+)?(?:quiero|quisiera|me\s+gustar\u00eda|ich\s+m\u00f6chte"
    r"|ich\s+will|ich\s+w\u00fcrde|je\s+veux|je\s+voudrais|j'aimerais|voglio|vorrei|mi\s+piacerebbe"
    r"|quero|queria|gostaria|\u0445\u043e\u0447\u0443|\u0445\u043e\u0442\u0435\u043b\w*)\b",
    re.IGNORECASE,
)
"""A clause opening with a wish ("y quiero aprender a cocinar"): what the user wants this
time, not something true of them."""


def wish_first(rest: str) -> bool:
    """Whether the clause after a name opens with a wish."""
    return _WISH.match(rest.strip()) is not None


_NAME_PREFIX = re.compile(
    "^(?:\u306f\u3058\u3081\u307e\u3057\u3066|\u79c1\u306f|\u308f\u305f\u3057\u306f)"
)
_ROLE_AFTER = re.compile(r"\s+(?:bei|in|im|am|an|f\u00fcr|von\s+Beruf)\b", re.IGNORECASE)
"""After "Ich bin X": where X is done, so X is a job, not a name ("Ich bin Anna aus Bonn")."""


def plausible_name(m: re.Match[str], sentence: str, language: Language) -> bool:
    """Whether the name a lexicon found introduces the user, not a place or a job."""
    name = m.group("name")
    if language == "zh" and "\u662f" not in m.group(0):
        return True  # "wo jiao" always introduces; "wo shi" is as often a job.
    if language == "ko":
        return korean_name(name, m.group(0))
    if language in ("zh", "ja"):
        # "<name> desu" alone is an introduction; inside a longer sentence it is too often a
        # place or a job, unless "watashi wa" or "hajimemashite" introduces it.
        rest = sentence[m.end() :].strip(" \u3002\uff01!.\u3001")
        return bool(_NAME_PREFIX.match(sentence.strip())) or (len(rest) <= 2 and m.start() <= 8)
    if (
        language == "de"
        and m.group(0).lower().startswith("ich bin")
        and _ROLE_AFTER.match(sentence, m.end())
    ):
        return False  # nouns are capitalised: "Ich bin Entwickler in Koeln" names a job
    if language == "de" and m.group(0).lower().startswith("ich bin") and _german_job(name):
        return False  # "Ich bin Kleinunternehmerin": a job, whatever follows it
    if name.isupper() and len(name) <= 5:
        return False  # "sou MEI", "soy DBA": an acronym of what the user is, not a name
    return name[:1].isupper() and len(name) >= 2


_DE_JOB_ENDS = (
    *("erin", "istin", "eurin", "ler", "ker", "iker", "ner", "ist", "eur", "kraft", "mann"),
    *("frau", "arzt", "\u00e4rztin", "ling", "ator", "ster", "ent", "ant"),
    *("pfleger", "leiter", "arbeiter", "helfer", "meister", "inhaber"),
)
"""Endings of German job nouns; a name of ten letters or more seldom ends so."""
_DE_JOBS = frozenset(
    "lehrer lehrerin arzt \u00e4rztin koch k\u00f6chin student studentin rentner rentnerin"
    " pfleger pflegerin anwalt anw\u00e4ltin beamter beamtin richter richterin autor autorin"
    " designer designerin ingenieur ingenieurin doktorand doktorandin hausfrau hausmann azubi"
    " sch\u00fcler sch\u00fclerin b\u00e4cker b\u00e4ckerin maler malerin tischler"
    " elektriker hebamme friseur friseurin polizist polizistin soldat soldatin musiker"
    " musikerin trainer trainerin berater beraterin selbstst\u00e4ndig freiberufler"
    " freiberuflerin".split()
)
"""Short German job nouns, which a name could end like ("Werner", "Kristin")."""


def _german_job(word: str) -> bool:
    lowered = word.lower()
    return lowered in _DE_JOBS or (len(lowered) >= 10 and lowered.endswith(_DE_JOB_ENDS))
