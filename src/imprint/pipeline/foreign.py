"""Statements in a reply written in a language other than English, kept in that language.

Each sentence is read against its language's `Lexicon`: introductions become the user's
name; lasting facts, standing instructions and preferences are kept in the user's own
words (trimmed of greetings), decisions too; a bare "decided" points at the sentence
before it; a short answer to the agent's question about the user is kept with the
question. Acknowledgements, hedges, other people's views, requests for this turn's work
and, when the reply says "this time only", its instructions are dropped.
"""

from __future__ import annotations

import re

from imprint.pipeline.cjk_names import japanese_name, modified_name, name_said, works_at
from imprint.pipeline.foreign_cues import comment_language, now_state, refusal
from imprint.pipeline.foreign_fragments import fragment_name
from imprint.pipeline.foreign_names import (
    activity_first,
    name_head,
    offers_help,
    plausible_name,
    wish_first,
)
from imprint.pipeline.foreign_reasons import lasting_ask
from imprint.pipeline.foreign_self import (
    commutes,
    located,
    origin_apart,
    self_employed,
    self_statement,
)
from imprint.pipeline.foreign_shapes import (
    address_form,
    answer_language,
    apposition,
    clauses_apart,
    own_kin,
    role_apart,
)
from imprint.pipeline.language import FUNCTION_WORDS, Language
from imprint.pipeline.lexicons import LEXICONS, Lexicon
from imprint.pipeline.subjects import CHANGED_JOB, subject_of
from imprint.pipeline.updates import change_in
from imprint.types import MemoryType

__all__ = ["Found", "before_others_wish", "foreign_statements"]

Found = tuple[MemoryType, str, str | None, str, int]
"""`(type, content, subject hint, rule, sentence index)`."""

_QUOTED = re.compile(
    '[\u00ab\u201e\u201c"\u300c\u300e][^\u00bb\u201c\u201d"\u300d\u300f]{3,}'
    '[\u00bb\u201c\u201d"\u300d\u300f]'
)
_NAME_QUOTED = re.compile(
    r"(?:^|(?<=\s))(?:in|at|for|from|bei|von|f\u00fcr|aus|zu|zum|zur|chez|\u00e0|de|du|des"
    r"|pour|en|em|na|no|da|do|para|di|a|per|presso|nel|nella|al|alla"
    r"|\u0432|\u0432\u043e|\u0438\u0437|\u0443|\u043d\u0430|\u0434\u043b\u044f"
    r"|\u043e\u0442)\s+$",
    re.IGNORECASE,
)
"""A preposition just before a quotation: what follows is a name ("bei \u201eNordlicht\u201c")."""
_MOST_NAME_WORDS = 4
_SAID_BEFORE = re.compile(
    r"(?::|\b(?:say|says|said|sagt|sagte|sagen|meint|meinte|dit|disait|dice|dicen|dijo|diz|disse"
    r"|repite|repete|r\u00e9p\u00e8te|ripete|predigt|insiste|wiederholt"
    r"|\u043f\u043e\u0432\u0442\u043e\u0440\u044f\u0435\u0442"
    r"|dicono|\u0433\u043e\u0432\u043e\u0440\u0438\u0442|\u0441\u043a\u0430\u0437\u0430\u043b\w*"
    r"|\u043f\u0438\u0448\u0435\u0442|writes?|wrote|schreibt|\u00e9crit|escribe|scrive|escreve|always"
    r"|immer|toujours|siempre|sempre|\u0432\u0441\u0435\u0433\u0434\u0430))\s*[\W]*$",
    re.IGNORECASE,
)
"""A saying before a quotation: what follows is someone's words, not a name."""
_WORDS_OF_A_RULE = re.compile(
    r"\b(?:nunca|jam(?:a|\u00e1)is|nie|niemals|keine?|kein|nichts|nada|sin|sans|pas|ne|non|no|mai"
    r"|sempre|siempre|toujours|immer|always|never|\u043d\u0438\u043a\u043e\u0433\u0434\u0430"
    r"|\u043d\u0438\u043a\u0430\u043a\w*|\u043d\u0435|\u0432\u0441\u0435\u0433\u0434\u0430)\b",
    re.IGNORECASE,
)
"""Words of a rule inside a quotation ("<<Nunca uses tablas>>"): someone's words, not a name."""


def _unquoted(sentence: str) -> str:
    """`sentence` without what it quotes, keeping quoted names ("work in <<Ladoga Labs>>").

    Quoted words are someone else's ("my boss always says <<no PDFs>>"), but a short
    capitalised quotation after a preposition, or anywhere but after a saying, names a
    company, a club or a product ("v kompanii <<Biryuza>>").
    """

    def kept(m: re.Match[str]) -> str:
        inner = m.group(0)[1:-1].strip()
        named = (
            inner[:1].isupper()
            and len(inner.split()) <= _MOST_NAME_WORDS
            and not any(c in inner for c in ".,;:!?")
            and (
                _NAME_QUOTED.search(sentence[: m.start()]) is not None
                or (
                    _SAID_BEFORE.search(sentence[max(0, m.start() - 30) : m.start()]) is None
                    and _WORDS_OF_A_RULE.search(inner) is None
                )
            )
        )
        return m.group(0) if named else " "

    return _QUOTED.sub(kept, sentence)


_EMOJI = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf\ufe0f]+")
_CJK = frozenset({"zh", "ja"})
_STACK = frozenset(
    "database cache warehouse frontend backend language package_manager editor os computer"
    " code_hosting ci cloud hosting tracker chat license".split()
)
"""Subjects a sentence states as a fact just by naming a value ("DB ist Oracle")."""
_SHORT_CJK = 20
_SHORT_WORDS = 8


_TAG = re.compile(
    r"[,\uff0c\u3001]\s*\u00bf?(?:ok(?:ay|ey)?|vale|t\u00e1|ta|n\u00e9|beleza|certo|combinado"
    r"|d'accord|hein|non|ja|oder|gell|ne|va\s+bene|d'accordo|capito|chiaro|intesi|s\u00ec|no"
    r"|\u043b\u0430\u0434\u043d\u043e|\u0445\u043e\u0440\u043e\u0448\u043e|\u0434\u0430|\u043e\u043a"
    r"|\u597d\u5417|\u597d\u4e0d\u597d|\u53ef\u4ee5\u5417|\u884c\u5417|\u884c\u4e0d\u884c"
    r"|\uc54c\uaca0\uc9c0|\uc54c\uc558\uc9c0|\uc54c\uc558\uc8e0|\uc54c\uaca0\uc8e0)"
    r"\s*[?\uff1f]+\s*$",
    re.IGNORECASE,
)
"""A tag question closing a statement ("prefiro sem juridiques, ok?", "Antworten kurz,
ja?", Chinese "..., hao ma?"): it asks for assent, and leaves the statement a statement."""


def without_tag(sentence: str) -> str:
    """`sentence` without the tag question that closes it, ended as a statement."""
    tag = _TAG.search(sentence)
    if tag is None or "?" in sentence[: tag.start()] or "\uff1f" in sentence[: tag.start()]:
        return sentence
    return sentence[: tag.start()].rstrip() + ("\u3002" if sentence[tag.start()] != "," else ".")


def _tidy(sentence: str, lexicon: Lexicon, language: Language) -> str:
    text = _EMOJI.sub("", sentence).strip()
    text = lexicon.filler.sub("", text).strip(" ,;:-\u3001")
    if not text:
        return ""
    if language in _CJK:
        return text if text[-1] in "\u3002\uff01\uff1f.!?" else text + "\u3002"
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def _short(text: str, language: Language) -> bool:
    if language in ("zh", "ja", "ko"):
        return len(text) <= _SHORT_CJK
    return len(text.split()) <= _SHORT_WORDS


def foreign_statements(
    sentences: tuple[str, ...],
    language: Language,
    skip: frozenset[int] = frozenset(),
    agent_output: str = "",
) -> list[Found]:
    """Each sentence worth keeping, as `Found` (see the module docstring).

    `skip` holds the indexes of sentences already used (a forget request).
    """
    lexicon = LEXICONS.get(language)
    if lexicon is None:
        return []
    one_off = any(lexicon.one_off.search(s) for s in sentences)
    found: list[Found] = []
    opening = True
    for index, raw in enumerate(sentences):
        if index in skip:
            continue
        sentence = without_tag(_unquoted(raw).strip())
        content = _tidy(sentence, lexicon, language)
        if (
            not sentence
            or lexicon.ack.match(sentence)
            or lexicon.ack.match(content.rstrip(".\u3002"))
        ):
            continue
        name = lexicon.name.search(sentence)
        if name is None and opening:
            # "Lena, Hebamme, Freiburg.": a name without a verb, answering the agent's hello
            bare = lexicon.filler.sub("", sentence)
            fragment = fragment_name(bare, language, agent_output)
            if fragment is not None:
                found.extend(_fragment(bare, fragment, index, lexicon, language, content))
                opening = False
                continue
        opening = opening and len(sentence.split()) <= 2  # "Moin." opens, and no more
        if (
            name is not None
            and plausible_name(name, sentence, language)
            and (language != "ja" or japanese_name(name.group("name")))
        ):
            found.extend(_introduction(sentence, name, index, lexicon, language, content))
            continue
        modified = modified_name(sentence, language)
        if modified is not None:
            # "Sapporo no shiyakusho de kouhou yatteru Sasaki desu": the name, and the
            # sentence as what the user does
            found.append((MemoryType.FACT, name_said(modified, language), "name", "name", index))
            fact = _before_task(content, lexicon)
            hint = "employer" if works_at(fact) else _workplace(fact)
            found.append((MemoryType.FACT, fact, hint, "fact", index))
            continue
        if (
            index > 0
            and index - 1 not in skip
            and _STANDING_POINTER.search(sentence) is not None
            and not lexicon.ack.match(sentences[index - 1].strip())
            and not sentences[index - 1].rstrip().endswith(("?", "\uff1f"))
        ):
            # "... solo trattorie e osterie. vale sempre, ovunque vado", "je fais tout en
            # train. garde \u00e7a en t\u00eate pour tous mes voyages": the sentence before is
            # the lasting wish this one points back at
            merged = f"{sentences[index - 1].rstrip()} {sentence}"
            # a fact read from the sentence before stays as it is ("Ich wohne in Berlin.")
            found = [
                f for f in found if f[4] != index and (f[4] != index - 1 or f[0] is MemoryType.FACT)
            ]
            found.append(
                (MemoryType.RULE, _tidy(merged, lexicon, language), None, "rule", index - 1)
            )
            continue
        if index > 0 and index - 1 not in skip and _bare_marker(sentence, lexicon, language):
            # "... reply casually. From now on." : the marker makes the sentence before it a rule
            merged = f"{sentences[index - 1].rstrip()} {sentence}"
            ack = lexicon.ack.match(sentences[index - 1].strip())
            if not ack and _kind(merged, lexicon, language, one_off=one_off) is MemoryType.RULE:
                found = [f for f in found if f[4] != index - 1]
                found.append(
                    (MemoryType.RULE, _tidy(merged, lexicon, language), None, "rule", index - 1)
                )
            continue
        head = _statement_before_question(sentence, lexicon, language)
        if head is not None:
            # "je chante alto a Lyon et j'ai du mal avec le dechiffrage, des astuces ?"
            sentence, content = head, _tidy(head, lexicon, language)
        retires = bool(change_in(sentence, language).replaces)
        kind = _kind(sentence, lexicon, language, one_off=one_off, retires=retires)
        if kind is None or len(content) < 4:
            continue
        if (
            kind is MemoryType.DECISION
            and _short(content, language)
            and index > 0
            and len(sentence.split()) <= 5
            and _PICK_NAMED.search(sentence) is None
        ):
            # "Das ist jetzt so entschieden." points at the sentence before it.
            previous = _tidy(sentences[index - 1], lexicon, language)
            found = [f for f in found if f[4] != index - 1]
            found.append((MemoryType.DECISION, previous, None, "decision", index - 1))
            continue
        if kind is MemoryType.FACT:
            found.extend(_facts(_before_task(content, lexicon), index, lexicon, language, retires))
            continue
        found.append((kind, content, _rule_subject(sentence, language), kind.value, index))
    answer = _answer(sentences, agent_output, lexicon, language, found, skip)
    if answer is not None:
        found.append(answer)
    return found


_OTHERS_WISH_AFTER = re.compile(
    r"[,;]?\s+(?:(?:y|und|et|e|pero|aber|mais|mas|ma)\s+)?(?:mi|mein|meine|ma|mon|minha|meu|mia|mio"
    r"|il\s+mio|la\s+mia|o\s+meu|a\s+minha)\s+(?:jef[ae]|chef|chefin|patron|patronne|chefe"
    r"|capo|capa|cliente|client|kunde|kundin|manager|gerente|responsable|vorgesetzte[r]?)\s+"
    r"(?:quiere|quer|will|m\u00f6chte|moechte|veut|voudrait|vuole|vorrebbe|pide|pede|chiede"
    r"|demande)\b",
    re.IGNORECASE,
)
"""Where someone at the user's work asks for something, after a clause of the user's own."""


_HANGING = re.compile(
    r"\b(?:porque|parce\s+que|parce\s+qu'|weil|perch\u00e9|perche|que|because|since|car|pois|as|da"
    r"|dass|che|quand|cuando|quando|wenn|si|se|if|and|y|et|und|e|mais|pero|aber|ma|mas)\W*$",
    re.IGNORECASE,
)
"""A clause cut before someone's wish that leans on it ("je suis stress\u00e9e parce que")."""


def before_others_wish(sentence: str) -> str:
    """`sentence` up to where someone at the user's work asks for something, or as it is.

    "trabajo en una cl\u00ednica veterinaria y mi jefa quiere algo bonito": the user's fact,
    then someone else's wish for this turn's task (never the user's rule).
    """
    own = _OTHERS_WISH_AFTER.split(sentence, maxsplit=1)[0]
    if own == sentence or len(own.split()) < 3 or _HANGING.search(own):
        return sentence
    return own.rstrip(" ,;") + "."


_PICK_NAMED = re.compile(
    r"\b(?:vamos\s+(?:de|com|con|por)|ficamos\s+com|nos\s+quedamos\s+con|me\s+quedo\s+con"
    r"|andiamo\s+(?:con|su)|scegliamo|on\s+part\s+sur|on\s+prend|je\s+prends|wir\s+nehmen"
    r"|ich\s+nehme)\s+(?!(?:isso|eso|esto|quello|questo|\u00e7a|das|dies)\b)\w",
    re.IGNORECASE,
)
"""A short decision that names its own pick ("vamos de fornalha, decidido"): it points at
nothing before it."""
_LAST_COMMA = re.compile(r"[,\uff0c\u3001](?=[^,\uff0c\u3001]*$)")
_TAIL_WORDS = 10
"""Words (the question mark not one) a question after a statement may run to."""


def _statement_before_question(sentence: str, lexicon: Lexicon, language: Language) -> str | None:
    """What a sentence states before the short question it ends with, or None.

    "mon fils Jules (8 ans) veut faire le dessin, tu peux laisser une place ?": the clause
    before the comma says something about the user; the question after it is this turn's.
    """
    if not sentence.rstrip().endswith(("?", "\uff1f")):
        return None
    cut = _LAST_COMMA.search(sentence)
    if cut is None:
        return None
    head, tail = sentence[: cut.start()].rstrip(), sentence[cut.end() :]
    short = (
        len(tail) <= 24
        if language in _CJK or language == "ko"
        else len(re.findall(r"\w+", tail)) <= _TAIL_WORDS
    )
    if not short or "?" in head or "\uff1f" in head or lexicon.question.search(head):
        return None
    stated = (
        lexicon.fact.search(head)
        or own_kin(head, language)
        or self_statement(head, language)
        or located(head, language)
    )
    return head + "." if stated else None


def _rule_subject(sentence: str, language: Language) -> str | None:
    """The attribute a rule sets that its words alone do not name in `subjects.py`.

    "Contestame en espanol" sets the answers' language (one at a time: a later "answer in
    English" replaces it); "los comentarios del codigo en ingles" the comments' language.
    """
    if comment_language(sentence):
        return "comment_language"
    return "answer_language" if answer_language(sentence, language) else None


_CLAUSE = re.compile(r"\s*[,;:\u3001\uff0c]\s*|\s+-\s+|\s+(?:und|y|e|et)\s+", re.IGNORECASE)
_WORKS = re.compile(
    r"\b(?:trabaj[oa]|ense\u00f1o|doy\s+clases|arbeite|unterrichte|travaille|bosse|enseigne"
    r"|trabalho|ensino|dou\s+aulas|lavoro|insegno|\u0440\u0430\u0431\u043e\u0442\u0430\u044e"
    r"|\u043f\u0440\u0435\u043f\u043e\u0434\u0430\u044e)\b"
    r"(?!\s+(?:sur|avec|con|mit|com|sobre|su)\b)",  # "on bosse sur Figma": a tool, no workplace
    re.IGNORECASE,
)
"""Where the user works or teaches, said in a language with one verb for it."""
_WORKS_AT_NAMED = re.compile(
    _WORKS.pattern + r"\s+(?:no|na|em|en|para|pour|chez|bei|f\u00fcr|presso|per)\s+"
    r"(?:(?:la|el|le|los|las|les|il|lo|o|a|os|as|der|die|dem|den)\s+|l')?(?-i:[A-Z])",
    re.IGNORECASE,
)
"""Work at a named place ("trabalho no Moraes Lacerda", "arbeite bei Siemens")."""


_JOB_IN_TOWN = re.compile(
    r"(?:\b(?:sono|soy|sou|je\s+suis|ich\s+bin)|^bin)\s+(?:(?:un|una|uno|un'|une|um|uma|ein|eine)\s+)?"
    r"(?!(?:nat[oa]|nacid[oa]|n\u00e9e?|nascid[oa]|geboren|in|a|en|em|\u00e0|da|de|di|aus|bei"
    r"|qui|aqu\u00ed|ici|aqui|hier|tornat[oa]|andat[oa]|venut[oa]|trasferit[oa]|mudad[oa])\b)[^\W\d_]+(?:\s+[^\W\d_]+){0,2}?"
    r"\s+(?:(?:a|in|en|\u00e0|em|no|na|bei)\s+|(?:all|nell)')(?-i:[A-Z])",
    re.IGNORECASE,
)
"""A job said with the town it is done in ("sono avvocato a Torino", "soy enfermera en
Vigo"): where the user works, as much as "lavoro a Torino" is."""


def _facts(
    content: str, index: int, lexicon: Lexicon, language: Language, retires: bool
) -> list[Found]:
    """A fact statement, kept apart into its clauses, and a job apart from its workplace.

    A change leaves what it does not name: a new employer keeps the role ("Ich arbeite
    als Uebersetzerin." is kept besides the whole statement), a new closing day keeps the
    restaurant's town. A statement that
    retires a value stays whole: its clauses say what replaced what.
    """
    found: list[Found] = []
    origin = None if retires else origin_apart(content)
    if origin is not None:
        # "ya iz Kazani, zanimayus ...": where the user is from, apart from the rest
        found.append((MemoryType.FACT, origin[0], "city", "fact", index))
        content = origin[1]
    parts = (content,) if retires else clauses_apart(content, language, lexicon.fact)
    # "sou advogada em Curitiba, trabalho no Moraes Lacerda": the clause with the verb of
    # working names the workplace; the job in its town is the role, which a new firm in
    # the same town leaves standing.
    named = len(parts) > 1 and any(_WORKS_AT_NAMED.search(part) for part in parts)

    def employer(part: str) -> str:
        town_job = named and not _WORKS_AT_NAMED.search(part) and _JOB_IN_TOWN.search(part)
        return "role" if town_job else "employer"

    for part in parts:
        apart = None if retires else role_apart(part, language)
        if apart is not None:
            # The whole statement as where the user works, and the job alone: a new
            # employer retires the first and leaves the second.
            found.append((MemoryType.FACT, part, employer(part), "fact", index))
            found.append((MemoryType.FACT, apart[0], "role", "fact", index))
        else:
            # "ich bin jetzt in Kiel": the user's town, though "jetzt" stands where a job would;
            # "mudei de escritorio, agora estou no ...": the employer, though a place is named
            hint = (
                "employer"
                if CHANGED_JOB.search(part)
                else "city"
                if located(part, language)
                else _workplace(part)
            )
            if hint == "employer":
                hint = employer(part)
            found.append((MemoryType.FACT, part, hint, "fact", index))
    return found


def _workplace(content: str) -> str | None:
    """`employer` for a statement of where the user works ("insegno in un liceo di Bari").

    A later one ("ora insegno a Lecce") then replaces it, whatever else either names; so
    does working for oneself ("seit April bin ich mein eigener Chef").
    """
    found = (
        _WORKS.search(content)
        or _JOB_IN_TOWN.search(content)
        or self_employed(content)
        or commutes(content)
    )
    return "employer" if found else None


def _introduction(
    sentence: str,
    name: re.Match[str],
    index: int,
    lexicon: Lexicon,
    language: Language,
    content: str,
) -> list[Found]:
    """A self-introduction: the name, and apart from it what else it states.

    "Sono Ada, insegno fisica a Bari" gives the name and where Ada teaches as two
    memories, so a later move replaces the second and the name stays.
    """
    parts = _CLAUSE.split(sentence[name.end() :].strip(), maxsplit=1)
    rest = _tidy(parts[-1] if parts[0] == "" and len(parts) > 1 else parts[0], lexicon, language)
    head = _tidy(sentence[: name.end()], lexicon, language)
    fact = (
        _kind(rest, lexicon, language, one_off=False) is MemoryType.FACT
        or _workplace(rest) is not None
    )
    doing = not fact and activity_first(rest, language)
    job = (
        None
        if fact or doing
        else apposition(rest, language, FUNCTION_WORDS.get(language, frozenset()))
    )
    if job is not None:
        # "soy Lucia, enfermera en el hospital X": the job beside the name is a fact
        rest, fact = job, True
    if not fact and len(rest) >= 4 and head:
        kind = _kind(rest, lexicon, language, one_off=False)
        if kind is MemoryType.RULE:
            # "Sono Ada, dammi del tu": the name, and the rule apart from it
            return [
                (MemoryType.FACT, head, "name", "name", index),
                (kind, rest, None, "rule", index),
            ]
        # "Soy Lupita, vendo tamales en Monterrey": what a self-introduction goes on to say
        # is about the user too; apart from the name, so a later move leaves the name.
        fact = doing or (kind is None and _clause_about_self(rest, lexicon, language))
        if not fact and _asks(rest, lexicon):
            # "Sono Marco, mi serve una ricetta": the name; the request is this turn's
            return [(MemoryType.FACT, name_head(head, language), "name", "name", index)]
    if len(rest) < 4 or not head or not fact:
        return [(MemoryType.FACT, content, "name", "name", index)]
    return [
        (MemoryType.FACT, name_head(head, language), "name", "name", index),
        *_facts(_before_task(rest, lexicon), index, lexicon, language, retires=False),
    ]


_LAST_PIECE = re.compile(r",\s*(?P<town>[^\W\d_][\w'-]*)[.!]?$")


def _fragment(
    sentence: str,
    name: re.Match[str],
    index: int,
    lexicon: Lexicon,
    language: Language,
    content: str,
) -> list[Found]:
    """A verbless introduction: the name, and what the user is apart from it.

    "Joerg hier, Elektriker bei den Stadtwerken Kassel" reads as an introduction does;
    "Lena, Hebamme, Freiburg" has no verb to read, so its last piece, a capitalised word
    alone, is the user's town ("name, job, town" is how such fragments run).
    """
    read = _introduction(sentence, name, index, lexicon, language, content)
    if len(read) > 1:
        return read
    rest = _tidy(sentence[name.end() :], lexicon, language)
    town = _LAST_PIECE.search(rest)
    if len(rest) < 4 or town is None or not town.group("town")[:1].isupper():
        return read
    head = _tidy(sentence[: name.end()].rstrip(" ,-\u2013\u2014"), lexicon, language)
    return [
        (MemoryType.FACT, head, "name", "name", index),
        (MemoryType.FACT, rest, "city", "fact", index),
    ]


def _asks(rest: str, lexicon: Lexicon) -> bool:
    """Whether a clause asks a question or for this turn's work."""
    question = rest.rstrip().endswith(("?", "\uff1f")) or lexicon.question.search(rest)
    return bool(question) or _task(rest, lexicon) is not None


def _clause_about_self(rest: str, lexicon: Lexicon, language: Language) -> bool:
    """Whether the clause after a name states something (not a request, question or doubt)."""
    if _asks(rest, lexicon) or wish_first(rest):
        return False
    if lexicon.hedge.search(rest) or lexicon.other.search(rest) or lexicon.one_off.search(rest):
        return False
    return len(rest) >= 6 if language in ("zh", "ja", "ko") else len(rest.split()) >= 3


_AS_USUAL = re.compile(
    r"\b(?:de|di|como|come|wie)\s+(?:sempre|siempre|immer)\b|\bcomme\s+(?:toujours|d'habitude)\b"
    r"|\u043a\u0430\u043a\s+\u0432\u0441\u0435\u0433\u0434\u0430",
    re.IGNORECASE,
)
""""As usual": how a thing is done now ("no tom simples de sempre", "die Probe ist wie immer
um 19:30"), no marker that an instruction holds from now on."""


def _kind(
    sentence: str, lexicon: Lexicon, language: Language, *, one_off: bool, retires: bool = False
) -> MemoryType | None:
    question = sentence.rstrip().endswith(("?", "\uff1f")) or lexicon.question.search(sentence)
    standing = (
        lexicon.standing.search(_AS_USUAL.sub(" ", sentence)) is not None
        or address_form(sentence, language)
        or comment_language(sentence)  # the code's comments: every piece of code, not one
        or lasting_ask(sentence)  # "comme on les dit chez nous", "bei allem, was ich mache"
    )
    if (
        (question and not standing)
        or lexicon.hedge.search(sentence)
        or lexicon.other.search(sentence)
    ):
        return None
    if lexicon.decision.search(sentence):
        return MemoryType.DECISION
    if not standing and not question and self_employed(sentence):
        return MemoryType.FACT  # "bin mein eigener Chef, noch ohne Angestellte": no "ohne X" rule
    rule = (
        standing
        or lexicon.preference.search(sentence) is not None
        or answer_language(sentence, language)
        or refusal(sentence, language)
    )
    task = _task(sentence, lexicon)
    # "today I want a bug template" in another sentence makes this one no one-off when it
    # says "always" itself; its own "this time" does
    once = lexicon.one_off.search(sentence) is not None or (one_off and not standing)
    if rule and not once and (standing or not task):
        return MemoryType.RULE
    fact = lexicon.fact.search(sentence) or own_kin(sentence, language)
    this_time = lexicon.one_off.search(sentence)
    if (
        this_time is not None
        and fact is not None
        and fact.end() < this_time.start()
        and _CLAUSE.search(sentence, fact.end(), this_time.start()) is not None
    ):
        # "on a emm\u00e9nag\u00e9 \u00e0 annecy et cette fois je peux percer": "this time" sets the
        # news against before, in a clause of its own; it asks nothing for once
        this_time = None
    if question or this_time is not None:
        return None
    if (
        task
        and not (fact and fact.start() < task.start())
        # "agora q to morando sozinha em sao paulo preciso montar um orcamento": how the user
        # lives now, said before the ask
        and not self_statement(sentence[: task.start()], language)
    ):
        return None
    if (
        fact
        or retires
        or now_state(sentence, language)
        or self_statement(sentence, language)
        or subject_of(sentence) in _STACK
    ):
        # "Jenkins ist Geschichte, ...": what replaced the old value is a fact too.
        return MemoryType.FACT
    return None


_MARKER_REST = re.compile(r"[\W\d_]+")
_STANDING_POINTER = re.compile(
    r"\bvale\s+(?:sempre(?!\s+(?:la|a)\s+pena)|per\s+(?:tutt[eio]|ogni))|\btien(?:i|ilo|etelo)\s+(?:a\s+mente|presente)"
    r"\s+(?:sempre|per\s+tutt|per\s+ogni)"
    r"|\bgarde[sz]?[- ](?:\u00e7a|ca|le|cela)\s+en\s+t\u00eate\s+pour\s+tou"
    r"|\b(?:\u00e7a|ca|c'est|cela)\s+(?:vaut|est\s+valable|marche)\s+pour\s+tou(?!t\s+le\s+monde)"
    r"|\bdas\s+gilt\s+(?:f\u00fcr\s+alle|immer(?!\s+noch)|\u00fcberall|generell|grunds\u00e4tzlich)"
    r"|\b(?:eso|esto)\s+(?:vale|aplica)\s+(?:para\s+tod|siempre(?!\s+la\s+pena))"
    r"|\btenlo\s+en\s+cuenta\s+(?:siempre|para\s+tod)"
    r"|\b(?:isso|isto)\s+vale\s+(?:pra|para)\s+tud|\bvale\s+pra\s+sempre"
    r"|\blembr[ae]\s+disso\s+(?:sempre|pra\s+tud|para\s+tud)",
    re.IGNORECASE,
)
"""A clause that makes what was said before it lasting, pointing back at it ("vale sempre",
"das gilt f\u00fcr alle Anleitungen", "garde \u00e7a en t\u00eate pour tous mes voyages")."""


def _bare_marker(sentence: str, lexicon: Lexicon, language: Language) -> bool:
    """A sentence that is only a marker of lasting ("Ab jetzt immer.", Korean "apeuro gyesok")."""
    m = lexicon.standing.search(sentence)
    if m is None:
        return False
    rest = _MARKER_REST.sub(" ", sentence[: m.start()] + " " + sentence[m.end() :]).strip()
    if language in _CJK or language == "ko":
        return len(rest.replace(" ", "")) <= 3
    return len(rest.split()) <= 1


_IF = re.compile(r"\b(?:si|se|wenn|falls|caso|quand)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
"""A condition just before a request: "si necesito mas, te pregunto" asks for nothing now."""


def _task(sentence: str, lexicon: Lexicon) -> re.Match[str] | None:
    """The first request for this turn's work in `sentence` that no condition puts off."""
    for m in lexicon.task.finditer(sentence):
        if not _IF.search(sentence, max(0, m.start() - 24), m.start()):
            return m
    return None


_MIN_FACT_WORDS = 3
"""Fewer words before an ask's comma are a greeting or a word of address ("allo,", "gente,")."""


def _before_task(content: str, lexicon: Lexicon) -> str:
    """A fact without the request that follows it ("..., entonces necesito ...")."""
    task = lexicon.task.search(content)
    if task is None:
        return content
    cut = max(content.rfind(",", 0, task.start()), content.rfind("\uff0c", 0, task.start()))
    if cut > 0 and len(content[:cut].split()) < _MIN_FACT_WORDS:
        # "gente, agora q to morando em sao paulo preciso montar ...": the comma ends only a
        # word of address; the fact runs up to the ask
        cut = task.start() if len(content[: task.start()].split()) >= _MIN_FACT_WORDS else 0
    return content[:cut].rstrip(" ,") + content[-1] if cut > 0 else content


_AFTER_STATEMENT = re.compile(r"(?<=[.!\u3002\uff01])\s*")
_PIECES = re.compile(r"\s*[,;!.\u3001\uff0c\u3002\uff01]+\s*")
"""Between the words of a reply made of acknowledgements ("dale, si", "jo, gerne")."""


_ABOUT_THE_WORK = re.compile(
    # how the work or a plan is going: "Que tal va el excel?", "Como tao os treinos?"
    r"\b(?:qu[e\u00e9]\s+tal\s+(?:va|van|vas|fue|est\u00e1)|c[o\u00f3]mo\s+(?:va|van|vai|v\u00e3o|t\u00e3o|tao|est\u00e1|est\u00e3o)"
    r"|comment\s+(?:\u00e7a\s+va|va|se\s+passe)|\u00e7a\s+avance|wie\s+l\u00e4uft|wie\s+laeuft|wie\s+geht"
    r"|come\s+(?:va|vanno|sta\s+andando|procede)"
    # which of the agent's options: "Cual prefieres?", "Laquelle tu preferes ?"
    r"|cu[a\u00e1]l(?:es)?\s+(?:prefieres|te\s+gusta|eliges)|qual\s+(?:prefere|voc\u00ea\s+prefere|gostou)"
    r"|lequel|laquelle|lesquel(?:le)?s|welche[nrs]?\s+(?:\w+\s+)?(?:lieber|nimmst|gef\u00e4llt)"
    r"|quale\s+(?:preferisci|ti\s+piace|scegli))",
    re.IGNORECASE,
)
"""A question about the work the agent did or offered, not about the user."""
_OPTIONS = re.compile(
    r"[:,][^?:]*\s(?:oder|ou|or|o|od\.)\s+[^?,]{1,60}\?+\s*$|\b(?:A|B)\s+(?:oder|ou|or|o)\s+(?:A|B)\b",
    re.IGNORECASE,
)
"""A question that offers options to pick from ("Por onde quer come\u00e7ar: a store ou os
componentes?"): the answer picks for the work at hand."""
_NAMED_THING = re.compile(r"(?<!^)\b(?-i:[A-Z])\w|\d")


_LOOK = re.compile(
    r"\W*(?:olha|olhe|veja|mira|mire|regarde|regardez|voil\u00e0|voila|schau|guck|hier|guarda|ecco"
    r"|tipo|bom|bueno|pues|alors|also|allora|ent\u00e3o|entao)\W*",
    re.IGNORECASE,
)
"""A word that only points at what follows ("olha:" before a pasted log): no answer."""


def _answer(
    sentences: tuple[str, ...],
    agent_output: str,
    lexicon: Lexicon,
    language: Language,
    found: list[Found],
    skip: frozenset[int],
) -> Found | None:
    """A short first sentence that answers the agent's question about the user."""
    question = agent_output.strip()
    if not sentences or 0 in skip or any(f[4] == 0 for f in found):
        return None
    if not question.endswith(("?", "\uff1f")) or lexicon.task.search(question):
        return None
    if offers_help(_AFTER_STATEMENT.split(question)[-1]):
        return None  # "En que te puedo ayudar?" asks nothing about the user: "hola!" answers it
    asked_last = _AFTER_STATEMENT.split(question)[-1]
    if _OPTIONS.search(asked_last) is not None:
        return None  # "Wo hakt es: Laufzeit, Tests oder Wartbarkeit?": a pick for the work
    work = _ABOUT_THE_WORK.search(asked_last)
    if work is not None and _NAMED_THING.search(asked_last, work.end()) is None:
        # "Que tal va el excel?", "Cual prefieres?": the work, not the user; "Como vai a Caloi
        # 10?" names a thing of theirs, which the answer tells of
        return None
    first = sentences[0].strip()
    if (
        _LOOK.fullmatch(first) is not None
        or not _short(first, language)
        or first.endswith(("?", "\uff1f"))
        or all(lexicon.ack.match(piece) for piece in _PIECES.split(first) if piece)
        or lexicon.hedge.search(first)
        or lexicon.task.search(first)
        or lexicon.one_off.search(first)
    ):
        return None
    asked = _AFTER_STATEMENT.split(question)[-1].strip()
    return (MemoryType.FACT, f"{asked} {_tidy(first, lexicon, language)}", None, "answer", 0)
