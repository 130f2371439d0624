"""Facts from what users say about themselves: first-person statements about the user or their
organisation, in Spanish and English, with a normalised key and value each.

The rule extractor splits a message into clauses and drops the ones that assert nothing about the
user: questions (including "¿te acordás…?"), hypotheticals, sarcasm. It then runs the rules of
rules_es/rules_en on what is left; a rule names the key and normalises the value, so "Calzo un 43"
and "my shoe size is 43" meet on ("shoe size", "43"). A negated statement counts only as a
retirement ("ya no vivo en Madrid", "I'm not vegetarian anymore"), never as a new value, and a
complaint, question or idiom matches no rule at all.

FactExtractor is the seam for another extractor (an LLM, say) that a tenant may choose; it runs
only in the after-turn pipeline, never on the request path."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Protocol

from facts.engine import fields, lexicon, rules_en, rules_es, spoken, values
from facts.engine.keys import KEYS, label
from facts.engine.rules import (
    AHEAD,
    CONSUMING,
    END,
    MESSAGES_TO_COME,
    PAST,
    ROUTE,
    SOMEONE_ELSES_CHILDREN,
    STANDING,
    SUFFERED,
    Rule,
    in_view,
)
from facts.engine.synonyms import side_by_side, values_match
from memory_platform.text.language import detect_language, is_question
from memory_platform.text.literals import LiteralIndex
from memory_platform.text.normalise import STOPWORDS, fold_aligned, normalise

# A question tacked on after a comma or colon ("mi hija Martina tiene fiebre, ¿qué le doy?") is a clause
# of its own, so the statement before it is still read.
# A yes/no question counts too ("I'm a size L in hoodies, does this brand run small?"), and so does one
# followed by more talk ("…, can you explain it? my manager keeps saying it").
# "…, so can you suggest a dessert?", "… así que ¿me recomiendas un sitio?": the question may follow a "so", with or
# without a comma before it, and still leaves the statement before it a clause of its own.
SO_THEN = r"(?:so|and|then|as[ií]\s+que|entonces|pues|y)"
TAIL_QUESTION = (
    # "…, q juguete le compro?" ("q" typed for "qué"), "… — any tips for the first week?" (a dash for the comma)
    r"(?:(?:\s*[,:]|\s+[—–])\s+(?:" + SO_THEN + r"\s*,?\s+)?|\s+(?:so|as[ií]\s+que|entonces)\s*,?\s+)"
    r"(?=¿?(?:qu[eé]|q|c[oó]mo|cu[aá]l(?:es)?|cu[aá]nt[oa]s?|d[oó]nde|what|how|which|where|who|why|when|any"
    r"|(?:can|could|would|will|should|do|does|did|is|are|was|were|have|has)\s+(?:you|u|i|we|it|they|this|that|these"
    r"|those|there|the|my|a|an|he|she)"
    r"|(?:me|nos)\s+(?:ayudas|ayudais|puedes|podes|podrias|recomiendas|recomendas|dices|decis|explicas|armas|pasas)"
    # "…, me das una mano?", "…, me ayudai con el cv?": any verb said to "you" (tú, vos, vosotros, the Chilean -ai)
    r"|(?:me|nos)\s+[a-záéíóúñ]+(?:as|es|ais|eis|ai|ei|is|ás|és|ís|áis|éis)(?:\s+(?:una|un|el|la|los|las|con|a))?"
    r"|(?:puedes|podes|podrias|sabes|sabias|tienes|tenes|hay|conviene|vale|sirve|es\s+normal"
    # "…, cachai algún cerro?", "…, tenéis esas zapatillas?", "…, venden fundas?": regional and plural "you"
    r"|cach[aá]i|cachay|cachas|sab[ií]s|sab[eé]is|sabi|conoc[eé]s|conoc[eé]is|conoc[ií]s|ten[eé]is|ten[ií]s|tienen|venden"
    r"|vend[eé]is|manejan|recomiendan|alguien|alg[uú]n|alguna|got\s+any|know\s+(?:any|where|what|how|if)|reckon|thoughts|ideas|tips"
    r"|suggestions|recommendations))\b[^.!?]*\?+(?:\s|$))"
)
# Any question that closes the message after a comma leaves the statement before it a clause of its own, whatever
# word opens it ("…, en qué curros me sirve?", "…, se puede en la web?", "…, receta?", "…, wich one is best?").
# "I'm a size 10 in dresses — find me a wrap dress under £60?": after a spaced dash too.
CLOSING_QUESTION = r"(?:\s*,|\s+[—–])\s+(?=[^,.;:!?¿¡\n—–]+\?+\W*$)"
# An emoji between words ends a sentence as a full stop would ("mi pedido nunca llegó 😤 vivo en Puebla").
# "…vi otra vez Esperando la carroza; es mi película favorita": a favourite said of the thing just named goes on with
# it.
FAVOURITE_OF_IT = r"(?!\s*es\s+(?:sin\s+duda\s+)?mi\s+[^\W\d_]+\s+(?:favorit|preferid))"
EMOJI_BREAK = (
    r"\s+[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]+"
    # "soy Ximena 👋 de Guadalajara" goes on
    r"(?:\s+(?!(?:de|del|from|en|in|y|and|con|with|a|al|to|que)\b)" + FAVOURITE_OF_IT + r"|$)"
)
# "a nurse at St. Luke's": an abbreviation's dot ends no clause, unless a sentence plainly starts after it
# ("I live on Elm St. It is quiet").
SENTENCE_OPENER = r"(?=\s+(?:i|it|we|he|she|they|the|my|our|this|that|there|yo|mi|el|la|es|hay)\b)"
# "you won't believe it — our kelpie dug under the fence": a spaced dash before a statement of its own ends the
# clause before it, as a full stop would; "my kids — Mia and Leo" goes on.
DASH_BREAK = (
    r"\s+[—–]\s+(?=(?:i|i'm|i've|i'd|im|we|we're|we've|he|she|they|my|our|so|now|yo|mi|mis|nos|tengo|soy|vivo"
    r"|estoy)\b)"
)
CLAUSE_BREAK = re.compile(
    r"(?<=[.!?])(?:(?<!\bSt\.)(?<!\bMt\.)(?<!\bDr\.)(?<!\bFt\.)|"
    + SENTENCE_OPENER
    + r")\s+|\s*(?:;\s*"
    + FAVOURITE_OF_IT
    + r"|[;\n]*\n[;\n]*)\s*|(?=¿)|\s+(?:pero|but)\s+|"
    + DASH_BREAK
    + "|"
    + TAIL_QUESTION
    + "|"
    + CLOSING_QUESTION
    + "|"
    + EMOJI_BREAK,
    re.IGNORECASE,
)
QUESTION_CUES = re.compile(
    r"\b(?:te\s+acordas|te\s+acuerdas|te\s+acordaras|me\s+recordas|me\s+recuerdas|sabes\s+si|sabias|do\s+you\s+remember"
    r"|remember\s+when|do\s+you\s+know|did\s+i\s+tell\s+you)\b"
)
HYPOTHETICAL = re.compile(
    # "if I'm not in, leave it with…", "si no estoy, dejadlo…": whenever the user is out, a standing instruction
    r"^\W*(?:y\s+)?(?:si(?!\s*,|\s+no\s+estoy\b)|if(?!\s+i'?m\s+(?:not\s+(?:in|home|there|around)|out)\b)|what\s+if|imagine|imaginate|imagina|imaginemos|supongamos|suponete|suponte|supon|suponiendo|imaginese|pongamos\s+que|digamos|suppose|supposing|let'?s\s+say|say"
    r"|en\s+caso|in\s+case|capaz|quizas|quiza|tal\s+vez|a\s+lo\s+mejor|igual(?!\s+(?:que|de)\b)|puede\s+que|maybe|perhaps"
    r"|(?:i|we)\s+might|might|ojala|hopefully|one\s+day)\b"
    # "…, por si algún día te escribo mezclando", "…, in case someday I…", "…, si algún día me preguntas…": the reason
    # for telling, after what was told, not a what-if
    r"|(?<!por\ssi\s)(?<!in\scase\s)(?<!,\ssi\s)(?<!,\sif\s)\b(?:algun\s+dia|someday|some\s+day)\b"
    # Undecided: "dunno if I'd rather live by the sea", "no sé si mudarme"; not "not sure if I told you".
    r"|\b(?:dunno|don'?t\s+know|not\s+sure|can'?t\s+decide|undecided)\s+(?:if|whether)\b(?!\s+i\s+(?:told|mentioned|said))"
    r"|\bno\s+(?:se|tengo\s+claro|me\s+decido)\s+si\b(?!\s+(?:ya\s+)?te\s+(?:lo\s+)?(?:dije|conte|comente|habia))"
    r"|\b(?:si|if)\s+(?:yo\s+|i\s+|we\s+)?(?:[a-z]+(?:ara|iera|iese|ase|aramos|ieramos)|were|was|had|lived|moved|went|chose|wore)\b"
)
ONE_OFF = re.compile(
    r"\b(?:esta\s+vez|por\s+esta\s+vez|solo\s+por\s+hoy|por\s+hoy|hoy|this\s+time|just\s+this\s+once|only\s+today|today"
    r"|for\s+this\s+order|para\s+este\s+pedido|de\s+este\s+pedido|this\s+order|this\s+week|esta\s+semana|por\s+ahora|for\s+now"
    r"|este\s+mes|this\s+month|esta\s+noche|tonight)\b"
)
HEDGES = re.compile(
    r"\b(?:creo\s+que|me\s+parece\s+que|quizas|quiza|tal\s+vez|probablemente|no\s+estoy\s+segur[oa]|i\s+think|i\s+believe|maybe"
    r"|probably|perhaps|not\s+sure)\b"
)
NEGATION = re.compile(r"\b(?:no|not|nunca|never|tampoco|ni|dont|no\s+longer)\b|n't\b")
# "resulta que no soy alérgica a la penicilina", "al final no soy celíaca": a denial of what turned out untrue, as
# "after all" says it in English.
RETIREMENT = re.compile(
    r"\b(?:ya\s+no|no\s+longer|anymore|any\s+more|mas|after\s+all|resulta\s+que\s+no|al\s+final\s+no)\b"
)
MEMORY_PREFIX = re.compile(
    r"^\W*(?:(?:pls|plz|please|porfa|porfis|por\s+favor)\W+)?(?:recorda|recuerda|acordate|acuerdate|anota|no\s+olvides|no\s+te\s+olvides|que\s+no\s+se\s+te\s+olvide|tene\s+en\s+cuenta|ten\s+en\s+cuenta|para\s+que\s+(?:lo\s+)?(?:tengas|sepas)"
    r"|(?:please\s+)?remember|don'?t\s+forget|note|keep\s+in\s+mind|for\s+the\s+record|just\s+so\s+you\s+know|fyi)\b(?:\s+(?:que|q|that|de\s+que))?\s*[,:]?\s*"
)
LANGUAGE_NAMES = (
    r"(?:ingles|frances|aleman|italiano|portugues|espanol|castellano|catalan|chino|japones|english|french|german"
    r"|italian|portuguese|spanish|chinese|japanese)"
)
# "Traduce: …", "How do you say …": the user's words are material for a task, not about the user.
TASK = re.compile(
    r"^\W*(?:(?:help\s+me|ayudame\s+(?:a|con)|can\s+you|could\s+you|please|puedes|podes|por\s+favor)\s+)?(?:traduc\w*|translate|como\s+se\s+dice|how\s+do\s+you\s+say|corrig\w*|correct|fix|rewrite|reescrib\w*|escrib\w*"
    r"|write|repite|repeat|resum\w*|summari[sz]e|parafrase\w*|paraphrase|how\s+do\s+i\s+say|como\s+digo"
    # "pásame al inglés esto:", "ponme en francés:", "put this in French:": the same, into another language
    r"|(?:pasa|pasame|pasalo|pon|ponme|ponlo|put|turn)\b[^:\n]{0,20}?\b(?:al|en|in|into)\s+" + LANGUAGE_NAMES + r")\b"
    r"[^:\n]{0,40}:"
)
# Someone else's words in quotes ("my boss says 'I prefer bullet points'") are blanked before reading.
QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|«[^»]*»|(?:(?<=\s)|(?<=^)|(?<=:))'(?:[^']|(?<=\w)'(?=\w))+'(?=\W|$)")
# "no bebo alcohol": Spanish drops the "yo", so a first-person verb after a negation or "siempre" counts.
FIRST_PERSON = re.compile(
    r"\b(?:yo|mi|mis|me|tengo|soy|estoy|nosotros|nuestro|nuestra|i|my|me|i'm|im|we|our|we're)\b"
    # A clause opened by a verb in the first person ("tomo levotiroxina en ayunas"), negated or not.
    r"|^(?:no\s+|nunca\s+|ya\s+no\s+|siempre\s+|tampoco\s+)?"
    r"(?!(?:vino|hubo|paso|solo|mucho|poco|todo|algo|nada|eso|esto|aquello|como|cuando|pero|tanto|otro|uno|medio"
    r"|casi|luego|mismo|nuevo|dinero|trabajo|pedido|precio|envio|producto|modelo|texto|correo|tiempo)\b)[a-z]{2,}o\b"
)
RULES: dict[str, list[Rule]] = {"es": rules_es.RULES + rules_en.RULES, "en": rules_en.RULES + rules_es.RULES}


@cache
def _rule_index(language: str) -> LiteralIndex:
    """The language's rules by the words their patterns require: a clause is scanned only by the few dozen of
    some 650 rules whose words it holds (built once per process, on the first clause)."""
    return LiteralIndex(rule.pattern for rule in RULES[language])


DOMAIN_WORDS = {
    "work": ("trabajo", "empresa", "equipo", "oficina", "jefe", "work", "job", "company", "team", "office", "career"),
    "preferences": ("prefiero", "prefer", "respuestas", "estilo", "style", "formato", "format", "marca", "brand"),
    "decisions": ("decidi", "decidimos", "elegi", "decided", "chose", "elegimos"),
    "projects": ("proyecto", "project", "lanzamiento", "launch", "repo", "roadmap", "sprint"),
}
# Keys read only from what no more specific rule read ("I prefer prices in dollars" is a currency).
FALLBACK_KEYS = frozenset(["instruction", "preference", "likes", "dislikes"])


@dataclass(frozen=True)
class FactCandidate:
    domain: str
    key: str
    value: str
    text: str
    confidence: str = "high"
    source: str = "explicit"
    retire: bool = False  # a negation with no new value: the live fact with this key (and value) is retired
    # A retirement that only stands when the user holds this very value (a bare name said to have died may be no pet:
    # "Elvis died in 1977" retires a pet called Elvis, and records nothing when there is none).
    held_only: bool = False


class FactExtractor(Protocol):
    """Turns one user message into fact candidates. Another implementation (an LLM behind an API,
    say) can be registered in settings.FACT_EXTRACTORS and chosen per tenant; it runs in the
    after-turn pipeline only."""

    def extract(self, text: str, *, extra_domains: Sequence[str] = ()) -> list[FactCandidate]: ...


@dataclass
class _Clause:
    original: str
    folded: str
    message: str  # the whole message, folded, for rules that need context
    claimed: list[tuple[int, int]] = field(default_factory=list)
    matched: list[tuple[int, int]] = field(default_factory=list)  # the words of each rule that read a fact
    found: list[FactCandidate] = field(default_factory=list)
    whole: str = ""  # for a part of a clause read again, the clause, folded: what rules it out still does

    def __post_init__(self) -> None:
        self.whole = self.whole or self.folded


# "Te cuento que…", "le cuento que…", "igual te cuento pa que cachís:", "te explico por qué te pregunto por Madrid:",
# "…: es que…": what opens a story says nothing itself; the statement after it is read as if it opened the clause.
STORY_OPENER = re.compile(
    r"(?:^|(?<=:))\W*(?:(?:ay|oye|mira|vale|pues|bueno|igual|y|che|mi\s+pana)\W+)*"
    r"(?:(?:te|le|les|os)\s+(?:cuento|comento|explico|digo|confieso)(?:\s+(?:que|q)\b|\s+(?:pa|para)\s+que\s+[^:,.!?]{1,20}:"
    r"|\s+(?:por\s+que|porque)\s+[^:.!?]{1,60}:|\s*:)|es\s+que\b)"
)


# "te explico por qué te pregunto tanto por Córdoba: nos mudamos allá…": the place asked about, which "allá" names
# after.
ASKED_ABOUT = re.compile(r"\b(?:pregunt|habl)\w*\s+(?:tanto\s+)?(?:por|de|sobre)\s+(?P<place>[A-ZÁÉÍÓÚÑ][\w'-]+)\s*:")
THERE = re.compile(r"\b(?:(?:para|pa)\s+)?(?:all[aá]|all[ií]|ah[ií])\b", re.IGNORECASE)


def _without_story_opener(piece: str) -> str:
    """The clause with a story's opener blanked (the same length, so offsets still hold); "allá" after an opener that
    says which place the user asks about is that place."""
    for opener in reversed(list(STORY_OPENER.finditer(fold_aligned(piece)))):
        asked = ASKED_ABOUT.search(piece, opener.start(), opener.end())
        rest = piece[opener.end() :]
        if asked:
            rest = THERE.sub("a " + asked.group("place"), rest, count=1)
        piece = piece[: opener.start()] + " " * (opener.end() - opener.start()) + rest
    return piece


class RuleExtractor:
    """Rules only, no model, deterministic: how a fact submitted or contradicted through the API is read."""

    with_rules = True  # off only to measure the learned fallback alone (bench/leave_one_out.py)

    def extract(self, text: str, *, extra_domains: Sequence[str] = ()) -> list[FactCandidate]:
        found, _ = self.read(text, extra_domains=extra_domains)
        return _consistent(_reasons_dropped(found, text))

    def read(self, text: str, *, extra_domains: Sequence[str] = ()) -> tuple[list[FactCandidate], list[str]]:
        """The rules' facts, and the clauses they left unread that may still state something."""
        text = _numbered_items(
            _request_spelt_out(
                _answer_spelt_out(
                    rules_en.kind_asked_then_named(rules_en.named_by_pronoun(fields.readable(spoken.readable(text))))
                )
            )
        )
        folded = fold_aligned(text)
        if is_sarcastic(folded, text) or TASK.match(folded) or WRITING_TASK.match(folded):
            return [], []
        text = QUOTED.sub(lambda quoted: " " * len(quoted.group()), text)
        folded = fold_aligned(text)
        language = detect_language(text)
        found: list[FactCandidate] = []
        unread: list[str] = []
        for piece in CLAUSE_BREAK.split(text):
            if piece and piece.strip():
                piece = _without_story_opener(piece)
                facts, left = self._read_clause(piece, folded, language, extra_domains)
                found += facts
                unread += left
        return _corrected(_corrected_name(found, text, language), text, language), unread

    def _read_clause(
        self, piece: str, message: str, language: str, extra_domains: Sequence[str], whole: str = ""
    ) -> tuple[list[FactCandidate], list[str]]:
        """A clause's facts and what is left unread of it: the whole clause when no rule read it, else each part
        of it no rule touched that is a statement of the user's own ("my brother is in Leeds and I'm down in
        Hove"), read again as a clause of its own."""
        clause = _Clause(piece, fold_aligned(piece), message, whole=whole)
        facts = _clause_facts(clause, language, extra_domains) if self.with_rules else []
        if not facts:
            return [], [] if _says_nothing(clause) else [piece.strip()]
        unread: list[str] = []
        for rest in _unclaimed_statements(clause):
            more, left = self._read_clause(rest, message, language, extra_domains, clause.whole)
            facts, unread = facts + more, unread + left
        return facts, unread


# The word that says yes or no before an answer, and what a transcript leaves after it: a comma, a dash, or nothing at
# all ("yeah two cats", "sí casada con Iván"; an unaccented "si" with nothing after it is "if": "si dos gatos caben…").
YES = r"(?:(?:s[ií]|yes|yeah|yep|yup|claro|exacto|correct|right)\s*[,.!:—–-]+\s*|(?:sí|yes|yeah|yep|yup|claro)\s+)"
NO = r"no\s*(?:[,.!:—–-]+\s*|\s)"
# An answer to the assistant's question, its verb left out: "Yes — two kids, 4 and 7", "Sí, dos hijos: …", "no, just one
# brother, Eli", "no, solo una hermana, Paula" (a "no" answers how many only with "just" or "solo" after it, and not
# when it says "not only…": "no solo dos perros sino también un gato").
COUNTED_ANSWER = re.compile(
    r"^\W*(?:" + YES + r"(?:(?:just|only|s[oó]lo|solamente)\s+)?|" + NO + r"\s*(?:just|only|s[oó]lo|solamente)\s+"
    r"(?![^.;]*\b(?:sino|but\s+also)\b))"
    r"(?=(?:\d{1,2}|one|two|three|four|five|six|(?P<es>un[oa]?|dos|tres|cuatro|cinco|seis))\s+(?:(?:kids?|child(?:ren)?"
    r"|boys?|girls?|sons?|daughters?|brothers?|sisters?|cats?|dogs?|pets?)|(?P<es2>hij[oa]s?|niñ[oa]s?|nenes?|nenas?"
    r"|herman[oa]s?|gat[oa]s?|perr[oa]s?|mascotas?))\b)",
    re.IGNORECASE,
)
# "yes, married, to Carlos", "sí, casada, con Rodrigo": the partner named in an answer with its verb left out.
MARRIED_ANSWER = re.compile(
    r"^\W*" + YES + r"(?:(?P<en>married|engaged)|(?P<es>casad[oa]|prometid[oa]))"
    r"\s*,?\s+(?:to|con)\s+(?=[A-ZÁÉÍÓÚÑ])",
    re.IGNORECASE,
)
# "Dublin originally, but living in Berlin now", "Cali de nacimiento", "de Salta de nacimiento": where the user is from,
# answered with the place.
ORIGIN_ANSWER = re.compile(
    r"^\W*(?:de\s+)?(?P<place>[A-ZÁÉÍÓÚÑ][\w'-]*(?:\s+[A-ZÁÉÍÓÚÑ][\w'-]*){0,2})\s+(?:(?P<en>originally|by\s+birth)"
    r"|originalmente|de\s+nacimiento)(?=\s*(?:[,.;!]|$|\s+(?:but|pero)\b))"
)
# The user's own question echoed, then its answer: "Favorite color? Definitely teal.", "¿Comida favorita? La pizza".
FAVOURITE_ANSWER = re.compile(
    r"^\W*¿?\s*(?:(?:my|mi)\s+)?(?P<q>(?:favou?rite|fave)\s+[^\W\d_]+|(?P<es>[^\W\d_]+\s+(?:favorit[oa]|preferid[oa])))"
    # "Favourite book of all time? …", "¿Peli favorita de siempre? …": how long it has been the favourite
    r"(?:\s+(?:of\s+all\s+time|ever|de\s+todos\s+los\s+tiempos|de\s+siempre|de\s+la\s+vida))?"
    r"\s*\?+\s*(?:(?:definitely|def|probably|easily|obviously|oh|hmm+|well|sin\s+duda|obvio|claramente|seguramente"
    r"|pues|dir[ií]a)\W+)*(?!(?:no|not|idk|dunno|ni|what|which|you|tu|t[uú]|cu[aá]l|qu[eé]|none|ninguna?)\b)"
    r"(?:(?:el|la|los|las)\s+)?(?P<a>[^.!?¿]+?)\s*[.!]*\s*$",
    re.IGNORECASE,
)


# "Can you make your answers shorter from now on?", "¿Puedes a partir de ahora poner los precios en euros?": a request
# for every time to come, put as a question out of politeness, asks nothing; "always" alone may ask what the assistant
# can do ("can you always ship to Ireland?"), so only a word of the time to come makes it a request.
STANDING_REQUEST = re.compile(
    r"(?:^|(?<=[.!]\s))\s*¿?\s*(?:can|could|would|will)\s+you\s+(?:please\s+)?"
    r"(?P<ask>[^?.!¿]*\b(?:from\s+now\s+on|going\s+forward|from\s+here\s+on|in\s+(?:the\s+)?future"
    r"|" + MESSAGES_TO_COME + r")\b[^?.!¿]*)\?",
    re.IGNORECASE,
)


def _request_spelt_out(text: str) -> str:
    return STANDING_REQUEST.sub(lambda asked: " please " + asked.group("ask") + ".", text)


def _answer_spelt_out(text: str) -> str:
    """An answer with its verb left out, written out as the statement it answers ("I have two kids, 4 and 7")."""
    counted = COUNTED_ANSWER.match(text)
    if counted:
        return ("tengo " if counted.group("es") or counted.group("es2") else "I have ") + text[counted.end() :]
    married = MARRIED_ANSWER.match(text)
    if married:
        said = married.group("en") or married.group("es")
        return ("I'm " + said + " to " if married.group("en") else "estoy " + said + " con ") + text[married.end() :]
    origin = ORIGIN_ANSWER.match(text)
    if origin:
        return ("I'm from " if origin.group("en") else "soy de ") + origin.group("place") + text[origin.end() :]
    favourite = FAVOURITE_ANSWER.match(text)
    if favourite:
        verb = " es " if favourite.group("es") else " is "
        return ("mi " if favourite.group("es") else "my ") + favourite.group("q") + verb + favourite.group("a")
    return text


class LearnedExtractor(RuleExtractor):
    """The default extractor: the rules, then the learned fallback (facts/engine/learned.py) on the
    clauses they left unread. Off the request path: the fallback embeds each such clause."""

    def extract(self, text: str, *, extra_domains: Sequence[str] = ()) -> list[FactCandidate]:
        found, unread = self.read(text, extra_domains=extra_domains)
        clauses = [body for body in map(fallback_clause, unread) if body and not _after_denial(text, body)]
        if clauses:
            found = _corrected(
                found + _fallback_facts(clauses, detect_language(text), text), text, detect_language(text)
            )
        return _consistent(_reasons_dropped(found, text))


# A standing choice, and a taste said right after it as the reason for it ("always text me instead of calling, I hate
# phone calls", "I always pay with PayPal, I don't like putting my card details in", "Window seat, always. I like to
# sleep against the wall"): the reason restates the choice, it is no taste of its own; "also", "too", "and" join a
# taste that is.
CHOICE_KEYS = frozenset(["preference", "payment", "contact channel", "delivery", "instruction", "response language"])
TASTE_KEYS = frozenset(["likes", "dislikes", "preference"])
REASON_OPENS = re.compile(
    r"^[\s,.;:!-]*(?:(?:porque|because|'?cause|as|since|que|ya\s+que|es\s+que)\s+)?"
    r"(?:i|i'?m|im|me|no\s+me|yo|odio|prefiero)\b[^,.;:!?]*$"
)


def _reasons_dropped(found: list[FactCandidate], text: str) -> list[FactCandidate]:
    folded = fold_aligned(text)
    where = {id(c): folded.find(fold_aligned(c.value)) for c in found}
    choices = [c for c in found if c.key in CHOICE_KEYS and not c.retire and where[id(c)] >= 0]
    return [c for c in found if not _a_reason_for(c, choices, where, folded)]


def _a_reason_for(taste: FactCandidate, choices: list[FactCandidate], where: dict[int, int], folded: str) -> bool:
    start = where[id(taste)]
    if taste.key not in TASTE_KEYS or taste.retire or start < 0:
        return False
    for choice in choices:
        end = where[id(choice)] + len(choice.value)
        if choice is taste or end > start:
            continue
        between = folded[end:start]
        clause = re.split(r"[,.;:!?]", between)[-1]
        if re.search(r"[,.;:!]", between) and REASON_OPENS.match(clause) and not ALSO.search(between):
            return True
    return False


ALSO = re.compile(r"\b(?:also|too|and|as\s+well|y|tambien|ademas|e)\b")


def extract_facts(text: str, *, extra_domains: Sequence[str] = ()) -> list[FactCandidate]:
    return LearnedExtractor().extract(text, extra_domains=extra_domains)


def warm_up() -> None:
    """Index the rules of both languages and fit the learned fallback now, not on the first message read (a
    worker's start: its first turn's facts then come in milliseconds, not seconds)."""
    from facts.engine.learned import reader_for
    from memory_platform.text.embeddings import get_backend

    for language in RULES:
        _rule_index(language)
    reader_for(get_backend())


# What the fallback never reads, whatever the sentence model says: the cues of a line about no one
# real, about a wish, a request or the moment, or saying what is not.
FICTION = re.compile(
    r"\b(?:historia|cuento|relato|protagonista|personaje|heroe|heroina|villano|story|tale|character|protagonist"
    r"|hero|heroine|villain|pretend|finge|roleplay)\b"
)
# A book or a film is fiction too, unless the user names it as theirs ("mi libro de cabecera", "my
# favourite film"): a taste. "book" before an article is the verb ("I always book the earliest flight").
MEDIA = re.compile(
    r"\b(?:libro|novela|pelicula|serie|juego|book(?!\s+(?:the|a|an|my|our)\b)|novel|film|movie|show|game)\b"
)
FAVOURITE_CUE = re.compile(r"\b(?:favorit[oa]s?|favou?rite|preferid[oa]s?|de\s+cabecera|go-to|all-time)\b")
WISH = re.compile(
    r"\b(?:i\s+wish|wish\s+i|i'?d\s+(?:also\s+|really\s+|just\s+)?(?:love|like)"
    r"|(?:i|we)\s+(?:also\s+|just\s+|still\s+|only\s+|even\s+)?(?:want|need)|i\s+fancy|i\s+feel\s+like|quiero|queremos|quisiera|necesito|necesitamos"
    r"|me\s+gustaria|me\s+encantaria|me\s+apetece|tengo\s+ganas|ojala|busco|buscaba|(?:estoy|estamos|sigo|seguimos|ando|andamos)\s+buscando|looking\s+for"
    r"|i'?m\s+after|i\s+was\s+after)\b"
)
REQUEST = re.compile(
    r"^\W*(?:(?:oye|hey|ok|vale|bueno|so|and|y)\W+)?(?:(?:can|could|would)\s+you|puedes|podes|podrias|please|por\s+favor"
    r"|escrib\w*|redact\w*|write|draft|tell|dime|decime|cuentame|contame|haz\w*|make|give|dame|help|ayuda\w*"
    r"|explain|explica\w*|busca\w*|find|search|recommend|recomienda\w*|send|envia\w*|manda\w*|let'?s|vamos\s+a"
    r"|show|ship|book|order|list|compare|check|suggest|plan|create|generate|summari[sz]e|convert|calculate|remind"
    r"|[a-z]{2,}[aei](?:me|nos|le|les|melo|mela|selo|sela))\b"
)
# "cuando me mude a Lyon…": a when with the subjunctive is ahead and unsure; "…es que me escuches": a
# wish about the assistant, not a fact about the user.
WHEN_SUBJUNCTIVE = re.compile(
    r"\bcuando\s+(?:me\s+|nos\s+)?[a-z]+(?:e|a|emos|amos)\b"
    # "when I move to Denver…", "once we relocate to Perth…": the English says it with the present
    r"|\b(?:when|once|whenever)\s+(?:i|we)\s+(?:finally\s+)?(?:move|relocate|retire|graduate|emigrate)\b"
)
ADDRESSED = re.compile(r"\bque\s+(?:me|nos)\s+[a-z]+(?:es|as)\b")
MOMENT = re.compile(
    r"\b(?:right\s+now|at\s+the\s+moment|just\s+now|ahora\s+mismo|en\s+este\s+momento|ahorita|luego\s+te|later\s+i'?ll"
    r"|on\s+my\s+way|on\s+the\s+way|de\s+camino|en\s+camino|voy\s+camino)\b"
)
# "Para una semana de senderismo por los Picos, ¿qué me llevo?", "for a weekend of surfing in Cornwall, what do I
# pack?": the outing a request is for, a one-off, no pastime.
OUTING_ASKED_FOR = re.compile(
    r"^\W*(?:para|pa|for)\s+(?:un|una|unos|unas|el|la|mi|a|the|my)\s+(?:\w+\s+)?(?:semanas?|finde|fin\s+de\s+semana|dias"
    r"|viaje|escapada|excursion|salida|weeks?|weekend|trip|days|outing)\b"
)
# What was and is no more ("antes vivía en Berlín", "I used to live in Berlin", "viví seis años en Cusco").
FORMER = re.compile(
    r"\b(?:antes(?!\s+del?\b)|used\s+to|solia|solias|formerly|previously|back\s+then|de\s+joven|de\s+pequen[oa]|when\s+i\s+was"
    r"|vivi|vivimos\s+(?:\w+\s+)?(?:anos|meses)|(?:i|we)\s+lived"
    # "fui cartero quince años", "I was a postman for 30 years": a role held once, over.
    r"|fui\s+(?:\w+\s+){1,3}?(?:durante|por)?\s*(?:\w+\s+){0,2}(?:anos|decadas)"
    r"|i\s+was\s+an?\s+(?:[\w-]+\s+){1,3}?for\s+(?:\w+\s+){0,2}(?:years?|yrs|decades?|ages)"
    # "I worked as a porter for a year", "trabajé de socorrista dos veranos": a role left ("I've worked as…" is not)
    r"|i\s+worked\s+as|trabaje\s+(?:de|como)"
    # "I played hockey for my school", "jugaba al fútbol en el equipo del barrio": a sport once played for a side
    r"|(?:i|we)\s+played\s+(?:\w+\s+){1,3}?(?:for|in|at|on)\s+(?:\w+\s+){0,3}?(?:school|college|university|uni|team|club"
    r"|side|league)|juga(?:ba|bamos)|jugue\s+(?:al?\s+)?\w+\s+(?:en|con|para))\b"
)
# "I go to mass every Sunday", "voy a misa los domingos": worship kept up is no pastime (a church choir still is).
WORSHIP = re.compile(
    r"(?:(?:the|a|la|el|al)\s+)?(?:church|mass|chapel|temple|mosque|synagogue|worship|iglesia|misa|templo|mezquita"
    r"|sinagoga|culto|capilla)"
)
# "Lucía dice que Valencia es preciosa", "Tom reckons…": someone else's words or opinion, not the user's.
REPORTED = re.compile(
    r"^\W*(?!(?:yo|i|we|nosotros)\b)(?:[a-z]+\s+){1,3}?(?:dice|dijo|dicen|opina|cree|piensa|says|said|thinks|reckons"
    r"|told\s+me)\b"
)
# "Write me a cover letter saying I'm a nurse": what follows is material for the task, not about the user.
WRITING_TASK = re.compile(
    r"^\W*(?:(?:can|could|would)\s+you\s+|please\s+|puedes\s+|podes\s+|podrias\s+|por\s+favor\s+)?"
    r"(?:write|draft|compose|escrib\w*|redact\w*|prepar\w*)\b"
    r".*\b(?:saying|that\s+says|stating|diciendo|que\s+diga|que\s+dice)\b"
)
# An order and what came of it ("I got a 9 when I ordered a 10") is an errand, not the user's size.
ERRAND = re.compile(
    r"\b(?:pedi|pedimos|mi\s+pedido|el\s+pedido|ordered|my\s+order|compre|compramos|bought|vinieron|llegaron|arrived"
    r"|delivered|me\s+mandaron|me\s+enviaron|they\s+sent|i\s+got\s+a)\b"
)
OTHERS = lexicon.PEOPLE | frozenset(
    [
        "parents",
        "padres",
        "folks",
        "viejos",
        "suegros",
        "abuelos",
        "grandparents",
        "law",
        "laws",  # "my in-laws live in Aberdeen"
        "neighbours",
        "vecinos",
        # "my ma works nights at Asda", "ma wee boy": the Scots and Irish word for a mother
        "ma",
        "maw",
        "mammy",
        "mummy",
        "she",
        "he",
        "they",
        "ella",
        "ellos",
        "ellas",
    ]
)
# "my friends are all skaters", "mis amigos viven en Quito": a line about the people the user knows, unless the user is
# among them ("me and my mates play five-a-side", "mis amigos y yo…").
COMPANY = frozenset(
    "friends amigos amigas mates colleagues coworkers companeros companeras neighbours neighbors vecinas roommates"  # noqa: SIM905
    " flatmates housemates classmates".split()
)
USER_AMONG = re.compile(r"^\W*(?:me|i|yo)\s+(?:and|y|e)\b|\b(?:and|y|e)\s+(?:i|me|yo|myself)\b")
OF_SOMEONE = re.compile(r"\b(?:de|of)\s+(?:mi|mis|my|our|nuestr[oa]s?)\s+([a-z]+)|\b([a-z]+)'s\b")
# "cámbialo", "pásamelo": a Spanish imperative with its pronoun attached carries a written accent.
ACCENTED_IMPERATIVE = re.compile(r"^\W*\w*[áéíóú]\w*(?:lo|la|los|las|me|nos|le|les)\b")
# "no soy vegetariano, pero como poca carne": what follows a denial qualifies it.
AFTER_DENIAL = re.compile(r"\b(?:pero|but)\W*$")
SEGMENT = re.compile(r"\s*[,;]\s*")
# "Condiciones: 1) soy celíaco 2) prefiero ventanilla": the items of a numbered list, told by "1)" then "2)".
ITEM_NUMBER = re.compile(r"(?:(?<=[\s:])|^)(?:[1-9]|1\d)\)\s+")
FIRST_ITEMS = re.compile(r"(?:^|[\s:])1\)\s+\S.*?\s2\)\s+\S", re.DOTALL)


def _numbered_items(text: str) -> str:
    """A numbered list's items as clauses of their own, so one item's value never runs into the next one's number;
    a number in brackets alone ("Leo (3) y Ana") is no list."""
    if not FIRST_ITEMS.search(text):
        return text
    return ITEM_NUMBER.sub("; ", text)


# "can't stand", "not a fan of", "no soporto", "no me mola": a dislike said with a negation, which denies nothing.
DISLIKE_IDIOM = re.compile(
    r"\b(?:can'?t|cannot|can\s+not)\s+(?:stand|be\s+doing\s+with)\b|\bnot\s+(?:a|much\s+of\s+a|the\s+biggest)\s+fan\s+of\b"
    r"|\bno\s+(?:soporto|aguanto|trago|puedo\s+con|me\s+va|me\s+mola|me\s+copa)\b"
)
# "my manager's wife", "la mujer de mi jefe": a relative of someone the user knows.
OWNED_PERSON = re.compile(r"\b([a-z]+)'s\s+([a-z]+(?:\s+[a-z]+)?)|\b([a-z]+)\s+de\s+(?:mi|mis|tu|su)\s+([a-z]+)\b")
PLAN_KEYS = frozenset(["planned move", "planned trip", "upcoming plan"])
RELATIVE_KEYS = frozenset(["partner", "sister", "brother", "mother", "father", "daughter", "son", "children", "pet"])


# "had pizza for lunch", "anoche cené sushi": one meal says nothing about a favourite.
MEAL = re.compile(
    r"\b(?:had|ate|eaten|grabbed)\s+[^,.;!?]*?\bfor\s+(?:lunch|dinner|breakfast|brunch|tea|supper)\b"
    r"|\b(?:desayune|almorce|cene|me\s+comi|me\s+cene|me\s+desayune)\b"
)
# "our cat Pickles passed away", "se nos murió la Pelusa", "we lost our dog Bruno", "had to put our old lab
# Rex down", "had Tigger put to sleep": the pet is gone.
PET_GONE = re.compile(
    r"\b(?:passed\s+away|passed\s+on|died|put\s+(?:\w+\s+){0,4}?(?:down(?!\s+(?:for|as)\b)|to\s+sleep)|se\s+(?:me|nos|le)\s+murio"
    r"|murio|fallecio|se\s+(?:me|nos)\s+fue|(?:we|i)\s+lost\s+(?:our|my)\b|perdimos\s+a\b|tuvimos\s+que\s+dormir"
    # "nos tocó dormir a la Kira", "tuve que sacrificar a mi gato": a pet put to sleep
    r"|(?:(?:me|nos)\s+)?(?:toco|tuve\s+que)\s+(?:dormir|sacrificar)\s+(?:al|a\s+(?:la|mi|nuestr[oa]))\b"
    # "RIP to my hamster Nugget", "QEPD mi gato Félix", "crossed the rainbow bridge": a farewell to one gone
    r"|(?<!\bi\s)(?<!\bto\s)(?<!\bwill\s)(?<!\bcan\s)(?<!\bthey\s)(?<!\bdogs\s)(?<!\bcats\s)rip"
    r"(?!\s+(?:off|up|out|apart|open|through|into|it|them|that|this|the|his|her|its|their)\b)"
    # "rip my wallet" is a joke; "rip my sweet boy", "rip our old cat" a farewell
    r"(?!\s+(?:my|our|your)\s+(?!(?:\w+\s+){0,2}?(?:boy|girl|baby|dog|cat|pup|puppy|kitten|bunny|rabbit|hamster|budgie"
    r"|parrot|bird|fish|horse|pony|tortoise|guinea\s+pig)\b))"
    r"|r\.i\.p|rest\s+in\s+peace|rainbow\s+bridge|descansa\s+en\s+paz|q\.?e\.?p\.?d|en\s+paz\s+descanse"
    r"|(?:se\s+fue|cruzo)\s+(?:al\s+cielo|el\s+arco\s*iris))\b"
)
# "Max passed away, so it's just the two cats now, Luna and Pip": the pets named after a death and a turn
# like this are the ones still at home.
STILL_HERE = re.compile(
    r"\b(?:so|now|still|only|just\s+the|left|but|ahora|asi\s+que|solo|solamente|quedan|quedo|todavia|aun|pero)\b"
)
# "el mes pasado fuimos a Cartagena", "last week we went to Bath": an outing told in the past names no home.
OUTING = re.compile(
    r"\b(?:fui|fuimos|estuve|estuvimos|visite|visitamos|went|visited|was\s+in|were\s+in"
    # "nos conocimos en Montevideo", "we met in Lisbon": where the user met someone is no home
    r"|se\s+conocieron|nos\s+conocimos|conoci\s+a\s+\w+|(?:we|i)\s+met(?:\s+\w+)?)"
    r"(?:\s+(?:con|with)\s+[^,.;]{1,25}?)?\s+(?:a|al|en|to|in)\b(?!\s+viv)"
)
# "I'm in Leeds for a conference", "estoy en Lima de vacaciones": a stay, not a home, unless the line says
# the user lives there.
STAY = re.compile(
    r"\bfor\s+(?:a|the)\s+(?:conference|wedding|funeral|meeting|match|gig|concert|course|week|weekend|few\s+days"
    r"|couple\s+of\s+days)\b|\bon\s+(?:holiday|vacation|business|a\s+trip)\b|\bvisiting\b|\bvisitando\b"
    r"|\bde\s+(?:vacaciones|viaje|paseo|visita)\b|\bpor\s+(?:un|una)\s+(?:congreso|boda|reunion|semana|curso|partido)\b"
)
# "tengo mi propio despacho en Bilbao", "I run a shop in Leeds": where the user's business is, not where they live.
BUSINESS = re.compile(
    r"\b(?:despacho|oficina|office|taller|tienda|shop|consulta|clinic|clinica|bufete|negocio|business|restaurante"
    r"|restaurant|store|practice|firm|empresa|company|agencia|agency)\b"
    r"|\b(?:mi\s+propi[oa]|my\s+own|i\s+(?:run|own)|(?:llevo|regento|tengo)\s+(?:un|una)\s+\w+\s+(?:en|de))\b"
)
LIVING = re.compile(r"\b(?:live|lives|living|lived|based|reside|resido|vivo|vivimos|viviendo|radico)\b")
# "estoy en Valencia este finde", "I'm in Chicago this weekend for a wedding": where the user is for a few days is
# neither a home nor a move nor a trip to remember.
BEING_THERE = re.compile(
    r"\b(?:i'?m|im|i\s+am|we'?re|we\s+are|estoy|estamos|ando|andamos)\s+(?:(?:just|only|still|solo|aun)\s+)?(?:in|en)\b"
)
SHORT_STAY = re.compile(
    STAY.pattern + r"|\b(?:this|next)\s+weekend\b|\beste\s+(?:finde|fin\s+de\s+semana)\b"
    r"|\bfor\s+(?:a\s+few|two|three|\d)\s+(?:days|nights)\b|\bpor\s+(?:unos|dos|tres|\d)\s+dias\b"
)
PLACE_KEYS = frozenset(["home", "planned move", "planned trip"])
# Laughter and chat fillers are never a value ("todo bien lol, soy barista jaja" is a barista, never a "jaja").
FILLER = re.compile(
    r"^(?:(?:ja|je|ji|jo|ha|he|hi|js|xd)+|lol|lmao|lmfao|rofl|xd+|ntp|ngl|tbh|idk|omg|jk|k+|ok|okay|plis|porfa)$"
)
# "I love afrobeats bad bad", "me gusta mal mal": a doubled "bad" is an intensifier, not a verdict.
DOUBLED_INTENSIFIER = re.compile(r"\b(bad|mal|too\s+much|full)\s+\1\b")
LIKING = re.compile(r"\b(?:love|like|enjoy|adore|encanta|gusta|gustan|flipa|fan)\b")
# "me llamo Ana... bueno, Anabel": the name after the self-correction is the one meant.
NAME_CORRECTION = re.compile(
    r"\b(?P<old>[A-ZÁÉÍÓÚÑ][\w'-]*)\s*(?:\.{2,}|…|,)\s*(?:bueno|digo|mejor\s+dicho|perd[oó]n|i\s+mean|well|sorry"
    r"|or\s+rather|actually)\s*[,:]?\s+(?P<new>[A-ZÁÉÍÓÚÑ][\w'-]*)"
)
# "we could cook at home more often", "deberíamos salir menos": a suggestion of what to do, never a fact.
SUGGESTION = re.compile(
    r"\b(?:(?:we|you)\s+(?:could|should|ought\s+to)|why\s+don'?t\s+(?:we|you)|how\s+about|podriamos|deberiamos"
    r"|podrias|deberias|podrian|deberian|por\s+que\s+no)\b"
)
# "Mañana tengo dentista", "tomorrow I've got the vet": a day ahead is an appointment, not who the user is
# ("por la mañana", "cada mañana" are mornings, and no cue).
DAY_AHEAD = re.compile(r"(?<!\bla\s)(?<!\bcada\s)(?<!\besta\s)(?<!\buna\s)(?<!\btoda\s)\bmanana\b|\btomorrow\b")
UNREAD_CUES = (
    SUGGESTION,
    ONE_OFF,
    DAY_AHEAD,
    MEAL,
    MOMENT,
    OUTING_ASKED_FOR,
    FORMER,
    ERRAND,
    HYPOTHETICAL,
    WHEN_SUBJUNCTIVE,
    ADDRESSED,
    WISH,
    REQUEST,
    QUESTION_CUES,
    REPORTED,
)


def _fiction(folded: str) -> bool:
    return bool(FICTION.search(folded)) or (bool(MEDIA.search(folded)) and not FAVOURITE_CUE.search(folded))


def fallback_clause(clause: str) -> str:
    """The part of an unread clause the fallback may read ("Recuerda que…", "FYI" taken off), or ""."""
    folded = fold_aligned(clause)
    opener = MEMORY_PREFIX.match(folded)
    start = opener.end() if opener else 0
    body = clause[start:].strip(" .!,;:-")
    folded = fold_aligned(body)
    if len(body.split()) < 2 or any(cue.search(folded) for cue in UNREAD_CUES) or _fiction(folded):
        return ""
    parts = SEGMENT.split(folded)
    if all(_denies(part) for part in parts):
        return ""  # "no tengo mascotas"; "from Cork, came over for uni and never left" keeps its first part
    if any(REQUEST.match(part) for part in parts[1:]) or any(
        ACCENTED_IMPERATIVE.match(part) for part in SEGMENT.split(body.lower())
    ):
        return ""  # "no me gusta este formato, cámbialo a tabla"
    return body


def _a_date(folded: str, value: str) -> bool:
    """The value is a month said in a date ("on the 3rd of May", "el 3 de mayo", "in May")."""
    month = values.fold(value)
    return month in lexicon.MONTHS and bool(
        re.search(
            r"(?:\d(?:st|nd|rd|th)?\s+(?:of|de)|\b(?:in|en|since|desde|until|hasta))\s+" + re.escape(month) + r"\b",
            folded,
        )
    )


# "…and commute to Auckland", "the job is in Bristol", "work in the Sydney CBD": the place just after is where the user
# works or goes to work, never their home ("I work from home in Leeds", "working from our cabin in Tofino" are).
WORKPLACE_BEFORE = re.compile(
    r"\b(?:work(?:s|ing)?|job(?:'s)?|office(?:'s)?|commut\w*)\s+(?!from\b)(?:[a-z']+\s+){0,3}?"
    r"(?:in|to|at|into)\s+(?:the\s+)?$"
)


def _fallback_facts(clauses: list[str], language: str, text: str = "") -> list[FactCandidate]:
    from facts.engine.learned import read_clauses

    found = []
    for clause, readings in zip(clauses, read_clauses(clauses), strict=True):
        for reading in readings:
            key = _settled_key(reading.key, fold_aligned(clause))
            folded = fold_aligned(clause)
            if key == "dislikes" and DOUBLED_INTENSIFIER.search(folded) and LIKING.search(folded):
                key = "likes"  # "I love afrobeats bad bad": loved very much
            owner = NAMED_OWNER.match(clause)
            if owner and values.fold(owner.group(1)) not in lexicon.PEOPLE | OTHERS | KINDS_OF_PET:
                key = None  # "Sam's peanut allergy": a named person's; "Mum's called Brenda" names the mother
            if key == "budget" and not BUDGET_WORD.search(folded) and OTHER_MONEY.search(folded):
                key = None  # "salary is 118k": money the user earns or owes is no budget
            if key in RELATIVE_KEYS and _a_relatives_thing(folded, clause):
                key = None  # "my sister's happy place is Cornwall": what is the sister's, not her name
            if key in RELATIVE_KEYS | {"name"} and _a_date(folded, reading.value):
                key = None  # "my sister's wedding is on the 3rd of May": a month in a date is no one's name
            if key in ("son", "daughter") and SOMEONE_ELSES_CHILDREN.search(folded):
                key = None  # "el chiquito, Mateo, es mi sobrino": a nephew, a pupil or someone else's child
            if key == "age" and _not_the_users_age(folded, reading.value):
                key = None  # "dejé Renfe después de 40 años", "tenía 15 años" (the cat): a duration or someone's age
            if (
                key
                and _plausible(key, reading.value)
                and not _negated_value(clause, reading.value)
                and not (
                    key == "employer"
                    and (
                        _moved_to(clause, reading.value)
                        or values.is_town(reading.value)
                        or IN_A_PLACE.search(folded[: max(clause.find(reading.value), 0)])
                    )
                )
                and not (
                    key == "home" and (OUTING.search(folded) or (STAY.search(folded) and not LIVING.search(folded)))
                )
                and not (key in ("home", "origin") and BUSINESS.search(folded) and not LIVING.search(folded))
                and not (key == "home" and WORKPLACE_BEFORE.search(folded[: max(clause.find(reading.value), 0)]))
                and not (key in PLACE_KEYS and _a_short_stay(folded))
                and not (key in PLACE_KEYS | {"origin"} and not _named_as_a_place(key, folded, clause, reading.value))
                and not (key == "preference" and FEELING.search(folded))
                and not (
                    key in PLACE_KEYS
                    and (
                        LODGING.search(values.fold(reading.value))
                        or WITH_BEFORE.search(folded[: max(folded.find(values.fold(reading.value)), 0)])
                    )
                )
                and not _not_about_the_user(folded)
                and not (key == "hobby" and WORSHIP.fullmatch(values.fold(reading.value)))
                and not (NO_THING.match(values.fold(reading.value)) and not SELF_NAMED.match(reading.value))
                and not (key in NAMED_KEYS and _after_preposition(folded, clause.find(reading.value)))
                and not (key in NAMED_KEYS and values.FIRM_CALLED.search(clause[: max(clause.find(reading.value), 0)]))
                # "i am currently in high school", "I'm an economics major": a job only by a word for one
                and not (key == "job" and values.profession(reading.value) is None)
                and _said_of_the_key(key, clause, folded, reading.value, text or clause)
            ):
                gone = key == "pet" and _pet_gone(folded, max(clause.find(reading.value), 0))
                if key in WORK_KEYS:
                    if THIRD_PERSON_PAST.search(clause, 0, max(clause.find(reading.value), 0)):
                        continue  # "…, pero acabó de maestra en Jaén": someone else's past, as the rules read it
                    held = _work_held_before(
                        folded, max(clause.find(reading.value), 0), fold_aligned(text or clause), reading.value
                    )
                    if held == "over":
                        continue  # "I used to be a nurse": no job now
                    gone = held == "retired"  # "I'm retired now, I was an accountant"
                found += [
                    candidate(key, value, language, confidence="medium", source="inferred", retire=gone)
                    for value in _each_name(key, _without_pronoun(reading.value))
                ]
    return found


# "These are from Guatemala", "they're from the coast", "esos son de Oaxaca": a line whose subject is a thing or
# someone else, with no word for the user, says nothing of the user whatever its words suggest.
SOMETHING_ELSE = re.compile(
    r"^\W*(?:(?:yes|yeah|no|well|oh|ok|okay|but|and|si|bueno|pues|pero|y)\W+)*"
    r"(?:these|those|they|they'?re|he|he'?s|she|she'?s|estos|estas|esos|esas|ellos|ellas|ella)\b"
)
# "We accept cards and cash", "we also have this style in red", "también lo tenemos en azul": a shop or a business
# speaking of what it sells, not the user's taste or payment.
SHOP_VOICE = re.compile(
    r"\bwe\s+(?:also\s+|only\s+|still\s+|do\s+|now\s+)?(?:accept|offer|sell|stock|carry|serve"
    r"|have\s+(?:this|these|that|those|it|them|the\s+same)|'?ve\s+got\s+(?:this|these|that|those|it|them|the\s+same))\b"
    r"|\b(?:aceptamos|ofrecemos|vendemos|servimos|(?:lo|la|los|las)\s+tenemos\s+(?:en|tambien)"
    r"|tenemos\s+(?:tambien\s+)?(?:este|esta|estos|estas|ese|esa|esos|esas|el\s+mismo|la\s+misma))\b"
)
# A value that is a pronoun or a clause of its own ("all", "us", "I'm doing") names nothing.
NO_THING = re.compile(
    r"^(?:i|i'?m|i'?ve|i'?d|we|we'?re|you|he|she|they|us|me|them|him|all|everything|nothing|something|anything"
    r"|yo|nosotros|todo|todos|nada|algo|eso|esto)\b"
)
# "I'm Declan": a name cut with the words that introduce it still names someone.
SELF_NAMED = re.compile(r"(?:I'?m|I\s+am|Im)\s+[A-ZÁÉÍÓÚÑ]")
# "We'll stay at the Harbour Inn", "I'm with Hartford Insurance": a lodging or a firm is no home.
LODGING = re.compile(
    r"\b(?:hotel|motel|hostel|inn|lodge|resort|guesthouse|b&b|airbnb|campsite|hostal|albergue|posada|parador|pension)s?\b"
)
WITH_BEFORE = re.compile(r"\b(?:with|con)\s+(?:the\s+|el\s+|la\s+)?$")


# "I reckon I look great in flour", "me veo guapa con harina": how the user looks at the moment, not a taste.
LOOKS = re.compile(
    r"\b(?:i\s+look|i'?d\s+look|looks?\s+(?:good|great|nice)\s+on\s+me|me\s+veo|me\s+queda|me\s+quedan)\b"
)


# "the limes come from Mexico", "las uvas vienen de Chile": where a thing comes from, no word for the user.
COMES_FROM = re.compile(r"\b(?:is|are|was|were|comes?|came)\s+from\b|\b(?:es|son|viene|vienen|vino|vinieron)\s+de\b")


def _not_about_the_user(folded: str) -> bool:
    return bool(SHOP_VOICE.search(folded) or LOOKS.search(folded)) or bool(
        (SOMETHING_ELSE.match(folded) or COMES_FROM.search(folded)) and not FIRST_PERSON.search(folded)
    )


# "I love the oak floors and the big windows": "the" before a thing in lowercase is one in front of the user.
LIKED_THE = re.compile(r"\b(?:love|like|enjoy|adore|hate|dislike)\s+(?P<v>the\s+[^.,;!?]+)", re.IGNORECASE)


def _liked_in_view(clause: str) -> bool:
    found = LIKED_THE.search(clause)
    if found is None:
        return False
    return in_view(found.group("v"), values.fold(found.group("v")).split())


KINDS_OF_PET = frozenset("dog cat puppy kitten rabbit bunny hamster parrot budgie tortoise".split())  # noqa: SIM905
BUDGET_WORD = re.compile(r"\b(?:budget|presupuesto|spend|gastar|gastarme|max|maximo|tope|limit|limite)\b")
OTHER_MONEY = re.compile(
    r"\b(?:salary|salario|sueldo|earn|earns|earning|gano|ganaba|cobro|income|ingresos|rent|alquiler|renta|owe|debo"
    r"|costs?|cuesta|costo|price|precio|paid|pague|charged|cobraron|raise|aumento|bonus|mortgage|hipoteca)\b"
)


# The fallback reads these keys only from a line that says the key in a word of its own: a number or a
# drug in a line with no word for an allergy ("a sun protection factor of 30"), an amount with no word for a
# budget ("I'm in room 214", "te doy 150 pesos por los dos") are the moment's, not the user's.
KEY_WORD_NEEDED = {
    # "I'm quite a quiet person", "posted overseas with the navy", "mostly blues and a bit of salsa": a taste
    # the fallback reads needs a word for liking or disliking in the line.
    "likes": re.compile(
        r"\b(?:love[sd]?|lovin|like[sd]?|enjoy\w*|adore\w*|fan|fans|into|obsessed|passion\w*|favou?rite|fave|sucker"
        r"|addict\w*|keen|crazy|mad\s+about|hooked|big\s+on|gusta\w*|encanta\w*|flipa\w*|mola\w*|chifla\w*|pirra\w*"
        r"|apasiona\w*|copa|copan|adict\w*|loc[oa]s?|pierden?|enganchad\w*|vicio|pasion|aficionad\w*|amo|adoro|disfruto"
        r"|get\s+enough)\b"
    ),
    "dislikes": re.compile(
        r"\b(?:hate[sd]?|dislike\w*|stand|bear|loathe|despise|detest|fan|into|odio|odia|soporto|aguanto|detesto|asco"
        r"|gusta\w*|revienta|repatea|cae|paso|ugh|can'?t|cannot|not|no|nunca|never|gross|yuck|puaj)\b"
    ),
    "allergy": re.compile(
        # an intolerance or coeliac disease is a diet, so no word for an allergy
        r"\b(?:allerg\w*|alerg\w*|anaphyla\w*|epipen|swell\w*|hinch\w*|rash|(?:give|gives|gave|break\s+out\s+in|come\s+out\s+in)\s+(?:me\s+)?hives"
        r"|ronchas|urticaria|sarpullido|reaction|reaccion|itch\w*|picazon)\b"
    ),
    # "we have a 2-year-old named Zoe", "tengo una sobrina que se llama Lola": a name the fallback reads as a pet
    # needs a word for an animal or a pet in the line.
    "pet": re.compile(
        r"\b(?:"
        + rules_en.PET
        + "|"
        + rules_en.PETS
        + "|"
        + rules_es.PETS
        + r"|pets?|rescue|adopt\w*|vet|vets|veterinari\w*|breed|raza|paws?|patitas?|walkies|litter|kitty|doggo|pupper"
        r"|perrhij[oa]|guau|miau|podenc[oa]s?|galg[oa]s?|mastin\w*|bodeguer[oa]s?|caniche|yorki\w*|salchicha"
        # a pet that died, retired only when one of that name is on record ("our old boy Rufus passed away")
        r"|passed\s+away|died|put\s+down|put\s+to\s+sleep|muri\w*|old\s+(?:boy|girl)|good\s+(?:boy|girl))\b"
    ),
    # "me gustan los gatos y tengo tres": a count of no one named is no count of children.
    "children": re.compile(
        r"\b(?:hij\w*|nin[oa]s|nenes?|nenas?|peques?|chamac\w*|pelaos|pibes?|crios|chaval\w*|gurises|guaguas|cabros"
        r"|chiquill\w*|kids?|kiddos?|child\w*|boys|girls|sons|daughters|bairns|little\s+ones|twins|gemel\w*|melliz\w*"
        r"|madre|padre|mum|mom|mother|dad|father|mama|papa)\b"
    ),
    "budget": re.compile(
        BUDGET_WORD.pattern + r"|\b(?:gasto|gasta|tops|up\s+to|at\s+most|no\s+more\s+than|como\s+(?:mucho|maximo)"
        r"|a\s+lo\s+sumo|hasta|under|menos\s+de|no\s+mas|no\s+more|nothing\s+more|or\s+less|o\s+menos)\b"
    ),
}
# A store platform or another tool the organisation chose is a product's name, written as one ("Shopify",
# "HubSpot"): "welcome to our bakery" names none.
PRODUCT_KEYS = frozenset(["platform", "crm", "helpdesk", "carrier", "cloud", "database", "llm"])
# "call me Raj", "name's Orla", "soy Aitana", "Sofia here", "aquí Rocío": a name the fallback reads follows
# one of these, or stands before "here"; "Now, Tom, I'll get the drinks in" calls someone, "his name is Rocket" is
# someone else's.
NAMING = re.compile(
    r"\b(?:me\s+llamo|mi\s+nombre|my\s+name|me\s+(?:dicen|llaman|pusieron)|llamame|soy|aqui|name'?s|name\s+is|i'?m|im"
    r"|i\s+am|call\s+me|calls\s+me|go\s+by|named\s+me|called\s+me|christened\s+me)\b"
)
NAMED_BEFORE_HERE = re.compile(r"^\W*(?:here|aqui)\b")
# "Dev. Well, Devendra, but…", "Ana… bueno, Anabel": the name after a self-correction.
NAME_PUT_RIGHT = re.compile(
    r"\b[A-ZÁÉÍÓÚÑ][\w'-]*\s*(?:\.+|…|,)\s*(?i:well|bueno|i\s+mean|digo|or\s+rather|mejor\s+dicho|actually)\s*,?\s*$"
)
SOMEONE_ELSES_NAME = re.compile(r"\b(?:his|her|their|its)\s+name\b|\bse\s+llama(?:n|ba)?\b")
# "I love these old wooden houses", "me encanta este sitio": a delight in what is in front of the user, not a taste.
THIS_ONE = re.compile(
    r"\b(?:love|like|enjoy|adore|hate|dislike|encanta|encantan|gusta|gustan|odio)\s+(?:all\s+|todo\s+)?"
    r"(?:this|these|that|those|este|esta|estos|estas|ese|esa|esos|esas|eso|esto|aquel\w*)\b"
)
TASTE_KEYS = frozenset(["likes", "dislikes", "preference"])


def _said_of_the_key(key: str, clause: str, folded: str, value: str, text: str) -> bool:
    """Whether the line says what the fallback's key needs said: its own word, a product's name, a name
    given by the user for themselves, a taste that is more than the thing in front of them."""
    if key in KEY_WORD_NEEDED and not KEY_WORD_NEEDED[key].search(folded):
        return False
    if key in ("allergy", "budget"):
        return True
    if key == "contact channel":
        said = values.fold(value)
        return any(re.search(rf"\b{re.escape(channel)}\b", said) for channel in lexicon.CHANNELS)
    if key in PRODUCT_KEYS:
        return value[:1].isupper()
    if key == "name":
        where = max(clause.find(value), 0)
        named = (
            NAMING.search(folded[: where + len(value)])
            or NAMED_BEFORE_HERE.match(folded[where + len(value) :])
            or NAME_PUT_RIGHT.search(text[: max(text.find(value), 0)])
        )
        return bool(named) and not SOMEONE_ELSES_NAME.search(folded)
    if key in FAVOURITE_TITLES and not (KEY_WORD_NEEDED["likes"].search(folded) or FAVOURED.search(folded)):
        return False  # "Watching Ratatouille and now I'm starving": a title watched is no favourite
    if key in TASTE_KEYS or key.startswith("favourite"):
        return not THIS_ONE.search(folded) and not _liked_in_view(clause)
    return True


# A title watched, read or heard, which only a word of favour makes a favourite.
FAVOURITE_TITLES = frozenset(
    ["favourite film", "favourite book", "favourite series", "favourite song", "favourite podcast"]
)
# Words that make a thing named the user's favourite when no word for liking is there ("the best film ever", "the
# book that marked me", "nothing beats it", "la mejor serie", "mi preferida").
FAVOURED = re.compile(
    r"\b(?:best|greatest|top|number\s+one|all[\s-]time|ever|beats?|marked|shaped|changed\s+my\s+life|mejor|marc\w*"
    r"|preferid\w*|favorit\w*|de\s+cabecera|de\s+siempre)\b"
)


# "después de 40 años", "after 30 years", "hace 20 años": a number of years after these is a duration;
# "tenía 15 años", "he was 15": an age in the past or the third person is someone else's (or no longer).
DURATION = re.compile(
    r"\b(?:despues\s+de|tras|hace|desde\s+hace|durante|llevo|llevaba|after|for|over|in|ago|nearly|almost)"
    r"\s+(?:\w+\s+)?$"
)
SOMEONE_ELSES_AGE = re.compile(
    r"\b(?:tenia|tuvo|cumplio|tiene|cumple|was|had|has|he'?s|she'?s|it'?s|ago|de\s+servicio|of\s+service)\b"
)


# "I work at a clinic in Hackney", "en un hotel en Cancún": a name after "in", or after a workplace with no name and
# "en", is where the work is, not whom it is for ("trabajo en Globant" still names the employer).
IN_A_PLACE = re.compile(r"(?:\bin|\b(?:un|una)\s+\w+\s+en)\s+(?:(?:the|el|la|los|las)\s+)?$")
# A place is named after a word of place ("I'm down in Hove", "me instalé en Tacna", "de Lima", "moving to Leeds");
# "we're doing the Inca Trail", "my happy place is the Isle of Skye" name none the user lives in or goes to.
PLACE_BEFORE = re.compile(
    r"\b(?:in|en|at|de|del|from|a|al|to|pa|para|por|near|around|round|outside|through|across|cerca\s+de|desde|hacia|into)"
    r"\s+(?:(?:the|el|la|los|las)\s+)?$"
)
# "i get anxious on the aisle", "me mareo en barco": how the user feels somewhere is no preference.
FEELING = re.compile(
    r"\b(?:anxious|nervous|sick|scared|afraid|dizzy|queasy|panic\w*|claustrophobic|ansios[oa]|nervios[oa]|mareo"
    r"|me\s+mareo|miedo|agobi\w*|claustrofobi\w*)\b"
)


def _named_as_a_place(key: str, folded: str, clause: str, value: str) -> bool:
    """Whether the place read comes after a word of place, or is a route walked on a trip ("hacer el Camino de
    Santiago")."""
    where = clause.find(value)
    route = key == "planned trip" and re.fullmatch(ROUTE, values.fold(value))
    return where > 0 and bool(PLACE_BEFORE.search(folded[:where]) or route)


def _a_short_stay(folded: str) -> bool:
    """ "estoy en Valencia este finde por un congreso": the user is somewhere for a few days, and does not say they
    live there."""
    return bool(BEING_THERE.search(folded) and SHORT_STAY.search(folded) and not LIVING.search(folded))


def _not_the_users_age(folded: str, value: str) -> bool:
    where = folded.find(values.fold(value))
    return bool(DURATION.search(folded[: max(where, 0)]) or SOMEONE_ELSES_AGE.search(folded))


def _after_preposition(folded: str, where: int) -> bool:
    """ "my sister is a sophomore at Westfield High", "my brother is running the Boston Marathon": a name right
    after "at", "en", "from" or "the" (or "en el": "una finquita en el Huila con mi papá") is a place, a school
    or an event; after "quit" or "dejé" ("my sister quit Aldi") a company."""
    return where > 0 and bool(
        re.search(
            r"\b(?:at|in|from|the|en|de|del|desde|hacia|quit|left|joined|deje|dejo|renuncie|renuncio)"
            r"(?:\s+(?:el|la|los|las))?\s+$",
            folded[:where],
        )
    )


def _without_pronoun(value: str) -> str:
    """ "Tunde, I": a name cut with the pronoun that starts the next clause loses it."""
    return re.sub(r"\s*,\s*(?:I|Yo|yo)$", "", value)


def _each_name(key: str, value: str) -> list[str]:
    """ "Kira y Canela", "Pickle and Bean": two pets, each a fact of its own (a key that holds several
    values side by side); any other value as it is."""
    if key not in NAMED_KEYS or not KEYS[key].multi:
        return [value]
    found = values.names(value)
    return found if len(found) > 1 and len(" ".join(found)) >= len(value) - 2 * len(found) - 4 else [value]


NAMED_KEYS = frozenset(["name", "partner", "sister", "brother", "mother", "father", "daughter", "son", "pet"])
# A verdict is not a value ("my team is great").
VERDICTS = frozenset(
    [
        "great",
        "good",
        "bad",
        "nice",
        "awesome",
        "amazing",
        "terrible",
        "awful",
        "fine",
        "cool",
        "lovely",
        "brilliant",
        "genial",
        "bueno",
        "buena",
        "malo",
        "mala",
        "increible",
        "horrible",
        "fatal",
        "guay",
        "estupendo",
        "estupenda",
    ]
)
KEY_WORDS = frozenset(
    word for spec in KEYS.values() for word in normalise(f"{spec.label_en} {spec.label_es} {spec.key}").split()
)


THE_USER = re.compile(r"(?i)i(?:'?m|'?ve|'?d|'ll)?")
TIME_OF_WEEK = re.compile(
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun|week)days?|weekends?|mornings?|afternoons?|evenings?|nights?|lunes|martes"
    r"|miercoles|jueves|viernes|sabados?|domingos?|findes?|fines|semana|mananas?|tardes?|noches?|los|las|de|por|la|el)"
)


COLOUR_WORDS = frozenset(word for phrase in {**lexicon.COLOURS, **lexicon.SHADES} for word in phrase.split())
TIME_UNITS = frozenset(
    "year years month months week weeks day days time times ano anos mes meses semana semanas dia dias vez"  # noqa: SIM905
    " veces".split()
)


# Watching or following, with no thing named ("watch", "veo"): no pastime of its own.
SPECTATING = frozenset("watch watching watched see follow following ver veo miro mirar sigo seguir".split())  # noqa: SIM905


# The sets a show or a song reaches the user through: no title of one ("vi la tele", "put the radio on").
SETS = frozenset(["tele", "television", "televisión", "tv", "telly", "radio", "movil", "móvil", "celu"])


def _plausible(key: str, value: str) -> bool:
    """A name is written as one ("Lola", not "lives"); a value is more than the key's own name ("el color")."""
    words = normalise(value).split()
    if THE_USER.fullmatch(value.strip()):
        return False  # "Pickles died and now I'm devastated": the user, cut at the next clause, is no value
    if not words or all(
        word in KEY_WORDS
        or word in OTHERS
        or word in VERDICTS
        or word in STOPWORDS
        or FILLER.match(word)
        or FAVOURITE_CUE.fullmatch(word)  # "Swing is my favorite": the word for a favourite is none
        for word in words
    ):
        return False
    if key == "colour" and words[-1] in ("colour", "color", "colours", "colors", "colores"):
        return False  # "such an underrated colour" is an opinion of one, not the user's colour
    if key == "colour" and not COLOUR_WORDS.intersection(words):
        return False  # "it's red with a stripe, shiny when I race": a colour is named by a colour word
    if all(word in TIME_UNITS for word in words):
        return False  # "I read twenty books a year": how often is no value
    if key == "allergy" and values.allergen(value) is None:
        return False  # "Mondays give me hives": a day or a symptom is no allergen
    if key in ("preference", "likes", "dislikes") and lexicon.MEDICINES.intersection(words):
        return False  # "llevo siempre la adrenalina": a medicine the user carries is no taste
    if key == "diet" and " ".join(words) in lexicon.ALLERGENS:
        return False  # "started eating fish again": a food on its own is no diet
    if key == "job" and values.a_trait(value):
        return False  # "I'm a hard worker", "I'm a keen gardener": how the user is, or a pastime
    if key.startswith("favourite") and all(word in SETS for word in words):
        return False  # "vi la tele un rato; es mi serie favorita": what it came through is no favourite of the kind
    if key == "hobby" and any(word in lexicon.INJURIES for word in words):
        return False  # "tore my ACL": what hurts the user is no pastime
    if key == "hobby" and all(word in SPECTATING for word in words):
        return False  # "I watch every match I can": watching alone names no pastime
    if key == "hobby" and all(TIME_OF_WEEK.fullmatch(word) for word in words):
        return False  # "Saturday mornings are for tennis": when the user has time is no pastime
    if key in ("home", "origin", "planned move", "planned trip") and (
        values.is_time(value) or not any(c.isalpha() for c in value)
    ):
        return False  # "back in March", "en 2019": a month or a year is when, never where
    if key == "budget" and not any(c.isdigit() for c in value):
        return False  # "my budget is tight" says how it feels, not how much
    if key == "children" and not (any(c.isdigit() for c in value) or COUNT_WORDS.intersection(words)):
        return False  # "a married mother of…": the children are a count, never a word about the user
    if key == "studies" and all(word in STUDY_VERBS for word in words):
        return False  # "still studying", "I just graduated": no field, school or stage is named
    if (key in ("likes", "dislikes", "preference", "diet") or key.startswith("favourite")) and all(
        word in CONSUMING for word in words
    ):
        return False  # "I like to eat rice": eating is no food; "volví a comer carne": eating is no diet
    if key not in COUNTED_KEYS and all(word.isdigit() or word in COUNT_WORDS for word in words):
        return False  # "me tomo como cuatro al día": a number alone is only a count's or an amount's value
    if all(word in PARTICLES for word in words):
        return False  # "I fly over every Christmas": a particle names nothing
    if all(word in ADVERBS_OF_TIME for word in words):
        return False  # "started eating fish again": when or how often names nothing
    if key == "name" and values.fold(value) in lexicon.DEMONYMS:
        return False  # "I'm Canadian, from Halifax": where the user is from, never a name
    return key not in NAMED_KEYS or value[:1].isupper()


# Keys whose value may be a number alone.
COUNTED_KEYS = frozenset(["age", "shoe size", "clothing size", "budget", "children", "team size", "birthday", "note"])
PARTICLES = frozenset("over up down out back off away around along about through ahi alla aca".split())  # noqa: SIM905
ADVERBS_OF_TIME = frozenset(
    "again anymore still ever already yet now then otra vez de nuevo ya todavia aun entonces ahora".split()  # noqa: SIM905
)
COUNT_WORDS = frozenset(
    "one two three four five six seven eight nine ten eleven twelve couple twins triplets un una uno dos tres cuatro"  # noqa: SIM905
    " cinco seis siete ocho nueve diez once doce par gemelos gemelas mellizos mellizas trillizos".split()
)
STUDY_VERBS = frozenset(
    "study studying studied studies graduate graduated graduating estudio estudiando estudie estudiado graduado"  # noqa: SIM905
    " graduada graduarme recibido recibida".split()
)


def _moved_to(clause: str, value: str) -> bool:
    """ "work brought me to Bangalore", "el trabajo me trajo a Lima": where the user went, not whom they work for."""
    moved = (
        r"\b(?:brought|took|sent|moved|relocated|transferred|trajo|llevo|mando|mudo)\s+(?:(?:me|us|nos)\s+)?"
        r"(?:over\s+)?(?:to|a)\s+"
    )
    return bool(re.search(moved + re.escape(normalise(value)), normalise(clause)))


def _after_denial(text: str, clause: str) -> bool:
    folded = fold_aligned(text)
    before = folded[: max(0, text.find(clause))]
    return bool(AFTER_DENIAL.search(before)) and bool(NEGATION.search(before))


def _negated_value(clause: str, value: str) -> bool:
    """The value stands in a part of the clause that says what is not ("nunca con leche")."""
    folded, where = fold_aligned(clause), clause.find(value)
    return any(_denies(part.group()) and part.start() <= where < part.end() for part in re.finditer(r"[^,;]+", folded))


def _denies(part: str) -> bool:
    return bool(NEGATION.search(DISLIKE_IDIOM.sub(" ", part)))


# "tengo una amiga que tiene dos hermanas", "a friend who has two boys": the relatives are the friend's.
WHOSE_RELATIVES = re.compile(r"\b([a-z]+)\s+(?:que|who)\s+(?:tiene|tienen|has|have)\b")


def _relative_of_someone(folded: str) -> bool:
    if any(match.group(1) in OTHERS for match in WHOSE_RELATIVES.finditer(folded)):
        return True
    for match in OWNED_PERSON.finditer(folded):
        owner, owned = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
        if owner in OTHERS and OTHERS.intersection(owned.split()):
            return True
    return False


# "Sam's peanut allergy…": a clause opened by a named person's something is theirs ("budget's", "It's" are not).
NAMED_OWNER = re.compile(
    r"^\W*(?!(?:It|That|What|There|Here|Let|He|She|Who|Where|How|When|Name|Today)'s)([A-ZÁÉÍÓÚÑ]\w*)'s\b"
)


# "my dad's called Frank", "my wife's from Cork", "my son's 4": an "'s" that is "is".
IS_AFTER = (
    r"name|called|named|a|an|the|from|in|at|on|of|been|got|gone|always|just|now|still|very|so|not|also|really|here"
    r"|there|back|away|off|[a-z]+ing|[a-z]+ed|\d"
)
# "my sister's favourite place is…", "el lugar favorito de mi hermana es…": something of a relative's, not their name.
RELATIVES_THING = re.compile(
    r"\b(?:my|our)\s+(?P<r>[a-z]+)'s\s+(?!(?:"
    + IS_AFTER
    + r")\b)(?P<w>[a-z]+)|\b(?:el|la|los|las)\s+(?!nombre\b)[a-z]+(?:\s+[a-z]+)?\s+de\s+mis?\s+(?P<s>[a-z]+)"
)


def _a_relatives_thing(folded: str, clause: str) -> bool:
    """ "my sister's happy place is…", never "my dad's Steve" (a name after it: "is")."""
    for match in RELATIVES_THING.finditer(folded):
        relative = match.group("r") or match.group("s")
        named = match.start("w") >= 0 and clause[match.start("w") : match.start("w") + 1].isupper()
        if relative in lexicon.PEOPLE and not named:
            return True
    return False


def _someone_else(folded: str) -> bool:
    """The clause is about someone the user knows: one opens it ("my parents live in Cornwall", "she
    said…") or owns its subject ("el perro de mi vecina", "my boss's dog"); "…with my sister" is not."""
    opening = re.findall(r"[a-z]+", folded)[:4]
    if any(word in OTHERS for word in opening):
        return True
    if COMPANY.intersection(opening) and not USER_AMONG.search(" ".join(re.findall(r"[a-z]+", folded)[:7])):
        return True
    return any(word in OTHERS for match in OF_SOMEONE.finditer(folded) for word in match.groups() if word)


WITH_THE_USER = re.compile(
    r"\b(?:lives|has\s+lived|is\s+living|moved\s+in|stays)\s+with\s+(?:me|us)\b|\b(?:vive|viven)\s+(?:conmigo|con\s+nosotr[oa]s)\b"
)
NAMED_ME = re.compile(r"\b(?:named|called|call|calls|christened)\s+me\b|\bme\s+(?:llaman|pusieron|bautizaron)\b")


# "I went to Rome on 3 June", "we flew to Oslo in March": a going the user tells as done, whatever its date.
WENT = re.compile(r"\b(?:i|we)\s+(?:(?:already|just)\s+)?(?:went|flew|drove|sailed|travell?ed|visited)\b")


def _settled_key(key: str, folded: str) -> str | None:
    """Plans are not the present: a move with a time ahead is a planned move, a plan needs a time
    ahead, and a line whose subject is someone the user knows only names them."""
    ahead = bool(re.search(AHEAD, folded)) and not re.search(PAST, folded) and not WENT.search(folded)
    if key == "name" and NAMED_ME.search(folded):
        return key  # "my folks named me Oisin": whoever speaks, the name is the user's
    if key == "home" and WITH_THE_USER.search(folded):
        return key  # "my mam lives with us in Llandudno": where someone lives with the user is the user's home
    if _someone_else(folded) and (key not in RELATIVE_KEYS or key == "pet" or _relative_of_someone(folded)):
        return None  # "el perro de mi vecina se llama Toby", "my parents live in Cornwall", "my boss's wife…"
    if key in ("home", "planned move"):
        return "planned move" if ahead else "home"
    if key in PLAN_KEYS:
        return key if ahead else None
    return key


IRONIC_FAVOURITE = re.compile(r"\b(?:mi\s+deporte\s+favorito|my\s+favou?rite\s+hobby)\b(?!\s+(?:es|is)\b)")


DELIGHT = re.compile(  # "because I LOVE doing my taxes": the delight may come as the reason
    r"\W*(?:(?:because|cause|porque|como\s+si)\s+)?(?:i\s+(?:\w+ly\s+|just\s+|do\s+)?(?:love|adore|enjoy)|(?:como\s+)?me\s+(?:encanta|chifla|flipa|apasiona|gusta)n?)\b"
)


CHEER = re.compile(
    r"\b(?:love|loving|adore|enjoy|encanta|chifla|flipa|favou?rite|favorit[oa]|great|genial|claro|sure|brilliant"
    r"|fantastic|perfect[oa]?|wonderful|maravill\w*|que\s+bien|estupendo|fenomenal|lovely|obvio"
    # "qué ilusión las reuniones de los lunes… 🙃", "lo mejor de mi vida 🙄"
    r"|que\s+ilusion|lo\s+mejor\s+de\s+mi\s+vida)\b"
)


# "I just love being kept waiting": loving what is done to you is a complaint, whoever reads the line.
SUFFERED_DELIGHT = re.compile(r"\b(?:love|adore|enjoy)\s+" + SUFFERED.pattern)


# "oh great, another Monday, I just LOVE Mondays", "otro lunes más, me encantan los lunes": a delight in what everyone
# dreads, beside a cheer, "another" or the delight shouted, is the joke; "I love Mondays, it's my day off" is not.
DREADED_DELIGHT = re.compile(
    r"\b(?:i\s+(?:\w+ly\s+|just\s+|do\s+|so\s+)?(?:love|adore|enjoy)|(?:me|nos)\s+(?:encanta|chifla|flipa|fascina|gusta)n?)"
    r"\s+(?:(?:the|los|las|el|la)\s+)?(?:" + "|".join(re.escape(d) for d in lexicon.DREADED) + r")\b"
)
ANOTHER = re.compile(r"\b(?:another|yet\s+another|otro|otra|otra\s+vez|again)\b")
SHOUTED_DELIGHT = re.compile(r"\b(?:LOVE|ADORE|ENJOY|ENCANTA|ENCANTAN|AMO|CHIFLA|CHIFLAN)\b")
SARCASM_OPENER = re.compile(  # "ay sí, claro, …", "uy, genial": an interjection before the cheer changes nothing
    r"^\W*(?:(?:oh|ah|ay|uy|vaya|pues)\W+)?(" + "|".join(re.escape(o) for o in lexicon.SARCASM_OPENERS) + r")"
    r"(?:\s+(?:que\s+si|thing))?\s*[,!]"
)


def is_sarcastic(folded: str, original: str = "") -> bool:
    if any(mark in folded for mark in lexicon.SARCASM_MARKS) or IRONIC_FAVOURITE.search(folded):
        return True
    if any(mark in folded for mark in lexicon.EYE_ROLLS) and CHEER.search(folded):
        return True
    if SUFFERED_DELIGHT.search(folded):
        return True
    opener = SARCASM_OPENER.match(folded)
    if DREADED_DELIGHT.search(folded) and (opener or ANOTHER.search(folded) or SHOUTED_DELIGHT.search(original)):
        return True
    if opener is None:
        return False
    # "Great, I just love queuing": delight opened with a cheer is the joke, aimed or not.
    return any(target in folded for target in lexicon.SARCASM_TARGETS) or bool(DELIGHT.match(folded, opener.end()))


def _says_nothing(clause: _Clause) -> bool:
    """Questions, hypotheticals and "¿te acordás…?" assert nothing about the user."""
    if is_question(clause.original) or QUESTION_CUES.search(clause.folded):
        return True
    return _hypothetical(clause) and not clause.original.lstrip().lower().startswith("sí")


def _hypothetical(clause: _Clause) -> bool:
    """A what-if, a maybe or a wish; "y sí, me encanta…" says yes, written with its accent, not "if"."""
    for found in HYPOTHETICAL.finditer(clause.folded):
        cue = re.search(r"\bsi\b", found.group())
        if cue is None or clause.original[found.start() + cue.start() : found.start() + cue.end()].lower() != "sí":
            return True
    return False


def _clause_facts(clause: _Clause, language: str, extra_domains: Sequence[str]) -> list[FactCandidate]:
    if _says_nothing(clause):
        return []
    one_off = bool(ONE_OFF.search(clause.folded))
    standing = bool(STANDING.search(clause.folded))
    confidence = "low" if HEDGES.search(clause.folded) else "high"
    rules = RULES[language]
    for position in _rule_index(language).candidates(clause.folded):
        rule = rules[position]
        if (
            (rule.requires and not rule.requires.search(clause.message))
            or (rule.excludes and rule.excludes.search(clause.whole))
            or (rule.needs_standing and not standing)
            or (rule.one_off_gated and one_off)
        ):
            continue
        for match in rule.pattern.finditer(clause.folded):
            _apply(rule, match, clause, language, confidence)
    if not clause.found and MEMORY_PREFIX.match(clause.folded):
        clause.found += _note(clause, language, extra_domains)
    return clause.found


def _apply(rule: Rule, match: re.Match[str], clause: _Clause, language: str, confidence: str) -> None:
    value_span = match.span("v") if "v" in match.re.groupindex and match.start("v") >= 0 else match.span()
    if any(value_span[0] < end and start < value_span[1] for start, end in clause.claimed):
        return
    result = rule.handler(match, clause.original)
    if result is None:
        return
    for key, value in result if isinstance(result, list) else [result]:
        if key in FALLBACK_KEYS and _read_by_a_specific_rule(clause, match):
            return  # a more specific rule already read these words
        if _keep(rule, match, clause, value_span, key, value, language, confidence):
            clause.claimed.append(value_span)
            clause.matched.append((min(match.start(), value_span[0]), max(match.end(), value_span[1])))


# Where a clause joins one statement to the next: a comma or colon, a coordinating word.
JOINT = re.compile(r"\s*[,:]\s*|\s+(?:y|e|and|pero|but|so|asi\s+que|plus|while|mientras\s+que)\s+")
CONNECTOR = r"(?:(?:and|y|e|but|pero|so|now|ahora|then|luego|also|tambien|ya|plus)\s+)*"
# A part that opens with the user as its subject (FIRST_PERSON at its start, or these): a pronoun, a Spanish verb in
# the first person ("hago turnos…", "me vine a…"), or a Spanish first-person past written with its accent ("nací
# en…", "empecé…"). "…y mi hija la S en camisetas": a part about someone or something of the user's is read with its
# clause, and a capitalised word is a name, however it ends ("…, Estudio Nube").
OWN_SUBJECT = re.compile(r"^\W*" + CONNECTOR + r"(?:i'?ll|i'?d|we'?ve|(?:me|nos)\s+[a-z]{3,})\b")
FIRST_PERSON_PAST = re.compile(
    r"^\W*" + CONNECTOR + r"(?:no\s+|nunca\s+)?(?!(?:aqu[ií]|all[ií]|ah[ií]|as[ií]|caf[eé]|beb[eé]|pur[eé]|man[ií]"
    r"|champ[uú]|men[uú])\b)[a-záéíóúñ]{2,}[éí](?![\w-])",
    re.IGNORECASE,
)
POSSESSIVE_OPENING = re.compile(r"(?:mi|mis|my|our|nuestr[oa]s?)\b")
PRONOUN_OPENING = re.compile(r"(?i)(?:i|i'm|i've|i'd|i'll|im|we|we're|yo|me|mi|mis|my|nos|nosotr[oa]s|our)\b")
# "I left Aldi and joined Lidl", "I'm from Derry but live in Hull now": an English verb whose subject, the user, was
# said at the clause's start.
DROPPED_SUBJECT_VERB = re.compile(
    r"^\W*" + CONNECTOR + r"(?:just\s+|still\s+|recently\s+|currently\s+|finally\s+)?"
    r"(?:[a-z]{3,}ed|live|work|have|got|play|go|teach|run|own|study|speak|drive|love|like|hate|prefer|use|wear|pay"
    r"|support|spend|coach|train|volunteer)\b"
)
USER_OPENS = re.compile(
    r"^\W*(?:(?:hi|hey|hello|hiya|mate|ok|okay|so|well|yeah|yes|oh|also|and|but)\W+)*"
    # "Grew up in Galway, moved to Dublin…": a life told with the subject left out from its first verb
    r"(?:i|i'?m|im|i'?ve|i'?d|we|we'?re|we'?ve|grew\s+up|born\s+and\s+raised|raised|born)\b"
)


def _unclaimed_statements(clause: _Clause) -> list[str]:
    """The runs of a clause's parts (between commas and coordinating words) that no rule's words touch and that open
    as a statement of the user's own; a part whose subject was left out counts when the clause opened with the user."""
    cuts = [0, *(j for joint in JOINT.finditer(clause.folded) for j in joint.span()), len(clause.folded)]
    parts = [(cuts[i], cuts[i + 1]) for i in range(0, len(cuts) - 1, 2) if cuts[i] < cuts[i + 1]]
    runs: list[tuple[int, int]] = []
    touched = True
    for start, end in parts:
        if any(start < m_end and m_start < end for m_start, m_end in clause.matched):
            touched = True
        elif touched:
            runs.append((start, end))
            touched = False
        else:
            runs[-1] = (runs[-1][0], end)  # the next part of the same run
    opener = MEMORY_PREFIX.match(clause.folded)
    user_opens = bool(USER_OPENS.match(clause.folded, opener.end() if opener else 0))
    found = []
    for start, end in runs:
        folded, original = clause.folded[start:end], clause.original[start:end]
        opening = original[len(folded) - len(_without_connector(folded)) :].lstrip(" \t\"'(¡¿")
        if start and opening[:1].isupper() and not PRONOUN_OPENING.match(opening):
            continue  # "…: Mateo, Lucía y Tomás": a name, however it ends, is no verb
        rest = _without_connector(folded)
        own = (FIRST_PERSON.match(rest) and not POSSESSIVE_OPENING.match(rest)) or OWN_SUBJECT.match(folded)
        if own or FIRST_PERSON_PAST.match(original) or (user_opens and DROPPED_SUBJECT_VERB.match(folded)):
            found.append(original)
    return found


def _without_connector(folded: str) -> str:
    return re.sub(r"^\W*" + CONNECTOR, "", folded)


STATEMENT_JOINT = re.compile(r"[,;]|\s(?:y|e|and|pero|but|also|tambien)\s")


def _read_by_a_specific_rule(clause: _Clause, match: re.Match[str]) -> bool:
    """ "I prefer prices in dollars" is a currency, not a preference too; "soy vegetariana y odio el
    cilantro" is a diet and a dislike: a taste yields only to a specific fact read from its own words."""
    if not any(c.key not in FALLBACK_KEYS for c in clause.found):
        return False
    breaks = [0, *(b.end() for b in STATEMENT_JOINT.finditer(clause.folded)), len(clause.folded) + 1]
    start = max(b for b in breaks if b <= match.start())
    end = min(b for b in breaks if b > match.start())
    return any(start < claimed_end and claimed_start < end for claimed_start, claimed_end in clause.claimed)


def _keep(
    rule: Rule,
    match: re.Match[str],
    clause: _Clause,
    value_span: tuple[int, int],
    key: str,
    value: str,
    language: str,
    confidence: str,
) -> bool:
    if value and all(FILLER.match(word) for word in normalise(value).split()):
        return False  # "jaja", "lol": chat, never a value
    if THIRD_PERSON_PAST.search(clause.original, match.start(), value_span[0]):
        return False  # "mi papá trabajó en Pemex": folded, "trabajó" reads as the user's "trabajo"
    retire = rule.retire or (key == "pet" and _pet_gone(clause.folded, value_span[0]))
    put_right = PUT_RIGHT_AFTER.match(clause.folded, value_span[1])
    if not rule.negative_form and not put_right and _negated(clause.folded, match.start(), value_span[0]):
        if not _retiring(clause.folded, match.start(), value_span[1]):
            return False  # "no vivo en el centro": says what is not, asserts nothing to store
        retire = True
    if key in WORK_KEYS and not retire:
        held = _work_held_before(clause.folded, value_span[0], clause.message, value)
        if held == "over":
            return False  # "I used to work as a nurse", "antes trabajaba de camarero": no job now, and no retirement
        retire = held == "retired"
    level = "medium" if rule.inferred and confidence == "high" else confidence
    clause.found.append(
        candidate(
            key,
            value,
            language,
            confidence=level,
            source="inferred" if rule.inferred else "explicit",
            retire=retire,
            held_only=rule.held_only,
        )
    )
    return True


WORK_KEYS = frozenset(["job", "employer", "industry"])
# "no vivo en Getafe sino en Leganés": a denial put right at once denies nothing; the value stands, and the correction
# (CORRECTIONS) puts the new one in its place ("no solo…, sino también…" adds to it, and stays under its "no").
PUT_RIGHT_AFTER = re.compile(r"\s*,?\s*sino\s+(?!(?:que\s+)?tambien\b)")
# A Spanish verb in the third person of the past ("trabajó", "estudió") folds to the user's present ("trabajo",
# "estudio"): said of someone else, never the user; after "me" or "nos" it happened to the user ("me salió alergia",
# "se nos murió el gato").
THIRD_PERSON_PAST = re.compile(r"(?<!\bme\s)(?<!\bnos\s)\b\w+ó\b", re.IGNORECASE)
# "I'm retired", "me jubilé", "antes de jubilarme", "before I retired": the user has retired.
USER_RETIRED = re.compile(
    r"\b(?:i\s+(?:just\s+|finally\s+|recently\s+)?retired|i'?m\s+(?:now\s+|happily\s+)?retired|i\s+am\s+(?:now\s+)?retired"
    r"|(?:before|since|after|until|till)\s+(?:i\s+)?retir(?:ed|ing)|me\s+jubile|me\s+retire|(?:estoy|soy)\s+jubilad[oa]"
    r"|(?:antes\s+de|hasta|desde\s+que\s+me|cuando\s+me)\s+jubil\w*|jubilarme)\b"
)
# "I worked at Barclays for years but I left in 2020", "trabajé en Zara pero renuncié": a past workplace left.
USER_LEFT = re.compile(r"\b(?:i\s+(?:finally\s+)?(?:left|quit)|i'?ve\s+(?:left|quit)|renuncie|lo\s+deje)\b")
# The role or workplace is one the user had: "used to", "antes", the imperfect or the simple past of being or working.
WORK_BEFORE = re.compile(
    # "corrijo lo de antes", "lo que te dije antes": what was said before, not work held before
    r"\b(?:used\s+to|solia|(?<!\blo\sde\s)(?<!\bdije\s)antes(?!\s+del?\b)|formerly|previously|back\s+then"
    r"|back\s+in\s+the\s+day|trabajaba|era"
    r"|i\s+was(?!\s+(?:promoted|hired|made|appointed|offered|given|taken\s+on)\b)|fui|i\s+worked|i\s+spent"
    # "pasé diez años en Indra" is a time spent there; "me pasé a Everis" a move to it
    r"|(?<!\bme\s)pase)\b"
)
# What the user does now starts after "now", "ahora", "but", "pero".
WORK_NOW = re.compile(r"\b(?:now|nowadays|these\s+days|currently|ahora|hoy\s+en\s+dia|actualmente|but|pero)\b")


def _work_held_before(folded: str, value_start: int, message: str, value: str) -> str | None:
    """ "over" when the clause says the user had this role or workplace once and the message tells no retirement,
    "retired" when the message says the user retired and the clause puts the role in the past or in the retirement
    ("I retired as a firefighter", "I'm retired now, I was an accountant"); None when it is the user's work now. A role
    named retired ("a retired postman") is the user's words and stays."""
    if re.search(r"\b(?:retired|jubilad[oa])\b", values.fold(value)):
        return None
    before = folded[:value_start]
    turns = [turn.end() for turn in WORK_NOW.finditer(before)]
    start = turns[-1] if turns else 0
    past = bool(WORK_BEFORE.search(folded[start:value_start]))
    if past and (USER_RETIRED.search(message) or USER_LEFT.search(message)):
        return "retired"
    if USER_RETIRED.search(folded[start : value_start + len(value) + 40]):
        return "retired"  # "I retired as a firefighter", "a teacher until I retired"
    return "over" if past else None


def _pet_gone(folded: str, value_start: int) -> bool:
    """A pet told with a death is gone, unless it is named after the death and a turn to the ones left."""
    deaths = [death.end() for death in PET_GONE.finditer(folded)]
    before = [end for end in deaths if end <= value_start]
    return bool(deaths) and not (len(before) == len(deaths) and STILL_HERE.search(folded[before[-1] : value_start]))


def _corrected_name(found: list[FactCandidate], text: str, language: str) -> list[FactCandidate]:
    correction = NAME_CORRECTION.search(text)
    if not correction:
        return found
    old, new = correction.group("old"), correction.group("new")
    return [
        candidate("name", new, language, confidence=c.confidence, source=c.source)
        if c.key == "name" and c.value == old and not c.retire
        else c
        for c in found
    ]


# A value said and then put right in the same message: "I said I live in Auckland but it's actually
# Hamilton", "I meant Cork, not Kerry", "perdón, no es Rosario sino Funes", "quise decir martes, no jueves".
# The group "old" is the wrong value when the words name it, else the value read inside "said".
CORRECTED_VALUE = r"(?P<new>[^\W\d_][^,.;:!?()\n]*?)" + END
CORRECTIONS = [
    re.compile(
        r"\b(?P<said>(?:i|yo)\s+(?:said|told\s+you|wrote|put|mentioned)|(?:te\s+)?(?:dije|escribi|puse|comente))\b"
        r"(?P<old>[^.;!?]*?)(?:,\s*|\s+)(?:but|pero)\s+(?:(?:it'?s|it\s+is|that'?s|es|era|son)\s+)?"
        r"(?:actually|really|en\s+realidad|realmente|de\s+hecho)\s+(?:(?:it'?s|it\s+is|es|son|en|in)\s+)?"
        + CORRECTED_VALUE
    ),
    re.compile(
        r"\b(?:i\s+meant|quise\s+decir|queria\s+decir)\s+"
        + CORRECTED_VALUE.replace(END, "")
        + r"\s*,?\s+(?:not|no)\s+(?P<old>[^\W\d_][^,.;:!?()\n]*?)"
        + END
    ),
    re.compile(
        r"\bno\s+(?:es|era|son|en|de|a)?\s*(?P<old>(?!(?:me|te|se|nos|le|les|lo|la|los|las)\b)[^\W\d_][\w'-]*"
        r"(?:\s+[\w'-]+){0,2}?)\s*,?\s+sino\s+(?:que\s+)?(?:en\s+|de\s+|a\s+)?" + CORRECTED_VALUE
    ),
    # "mi perro se llama Rocco. Perdón, me lie: se llama Rocky": a name put right after the mistake owned.
    re.compile(
        r"\bse\s+llama(?:ba)?\s+(?P<old>[^\W\d_][\w'-]*)[^;!?]{0,40}?\b(?:me\s+equivoque|me\s+confundi|me\s+lie"
        r"|error\s+mio)\s*[:,.]?\s*(?:en\s+realidad\s+)?se\s+llama\s+" + CORRECTED_VALUE
    ),
    # "tengo 34 años, perdón 43", "I'm 34, sorry, 43": a number put right at once, after "perdón", "digo", "sorry".
    re.compile(
        r"\b(?P<old>\d{1,3})(?:\s+(?:anos|years?(?:\s+old)?|yrs))?\s*(?:,|\.{2,}|…|-+)?\s*(?:no\s+)?"
        r"(?:perdon|perdona|digo|mejor\s+dicho|quise\s+decir|sorry|i\s+mean|i\s+meant|oops|whoops|typo)\s*[,:.!-]*\s*"
        r"(?:(?:no\s+)?(?:tengo|i'?m|im|i\s+am)\s+)?(?P<new>\d{1,3})(?![\d%]|[.,]\d)"
        r"(?=\s*(?:$|[^\w\s%]|(?:anos|years?|yrs|not|no|jaj\w*|jej\w*|hah\w*|lol|xd|me\s+equivoque|typo|sorry|perdon)\b))"
    ),
    re.compile(
        r"\b(?:it'?s|it\s+is|that'?s)\s+not\s+(?:in\s+)?(?P<old>[^\W\d_][^,.;:!?()\n]*?)\s*,\s*(?:but\s+)?(?:it'?s\s+)?(?:in\s+)?"
        + CORRECTED_VALUE
    ),
]


def _corrected(found: list[FactCandidate], text: str, language: str) -> list[FactCandidate]:
    """The corrected value replaces the wrong one, never stands beside it."""
    folded = fold_aligned(text)
    for correction in CORRECTIONS:
        for match in correction.finditer(folded):
            new = values.clean(text[match.start("new") : match.end("new")])
            old_start, old_end = match.span("old")
            found = [_put_right(c, new, text, old_start, old_end, language) for c in found]
    return found


def _put_right(c: FactCandidate, new: str, text: str, start: int, end: int, language: str) -> FactCandidate:
    where = text.find(c.value, start, end) if c.value else -1
    if c.retire or where < 0 or normalise(c.value) == normalise(new):
        return c
    if c.value[:1].isupper():
        run = values.capitalised_words(new)
        if not run:
            return c
        new = run
    else:
        new = values.without_article(new)
    return candidate(c.key, new, language, confidence=c.confidence, source=c.source)


def _segment_start(folded: str, position: int) -> int:
    return max(folded.rfind(mark, 0, position) for mark in ",:;") + 1


# "no tomo lácteos porque soy intolerante a la lactosa": the reason given for a denial is asserted, not denied.
REASON = re.compile(r".*\b(?:porque|because|ya\s+que)\s+", re.DOTALL)


def _negated(folded: str, match_start: int, value_start: int) -> bool:
    segment = INTERJECTED_NO.sub("", folded[_segment_start(folded, match_start) : value_start])
    # "no olvides que soy celíaco", "don't forget I'm vegan": the "no" asks to keep in mind, it denies nothing
    segment = MEMORY_PREFIX.sub("", segment, count=1)
    segment = REASON.sub("", segment)
    restated = [found.start() for pattern in (RESTATED, JOINED_OWN_VERB) for found in pattern.finditer(segment)]
    if restated:
        segment = segment[max(restated) :]  # "ya no vivo en Puebla ahora vivo en Querétaro": the new one stands
    return bool(NEGATION.search(segment))


# "ya no vivo en Puebla ahora vivo en Querétaro", "I don't work at Aldi now I work at Lidl": a new statement opened by
# "ahora" or "now" and the user's verb, after the denial, is no longer under it ("no vivo ahora en…" still is).
RESTATED = re.compile(
    r"\b(?:(?:y|pero|and|but)\s+)?(?:ahora|now|actualmente|currently|hoy\s+en\s+dia|these\s+days)\s+(?:(?:yo|nosotros)\s+)?"
    r"(?:vivo|vivimos|soy|somos|estoy|estamos|trabajo|trabajamos|curro|laburo|chambeo|estudio|tengo|tenemos|uso"
    r"|(?:me|nos)\s+[a-z]+|(?:i|we)\s+(?!don'?t\b|do\s+not\b|never\b|no\b)[a-z']+|i'?m|im|we'?re)\b"
)


# "a mi marido no le dieron el traslado y nos quedamos en Albacete": a statement of the user's own joined by "y" after a
# denial of something else is no longer under it.
JOINED_OWN_VERB = re.compile(r"\b(?:y|e)\s+(?:yo\s+|nosotros\s+)?(?:me|nos)\s+[a-z]{3,}")


# "wait no I'm 29 not 28", "oh no my name is Tom": a "no" before an English subject puts right what was said,
# it denies nothing ("no soy vegano" stays a denial).
INTERJECTED_NO = re.compile(
    r"^\W*(?:(?:wait|oh|uh|um|erm|ah|sorry|actually|hmm+|lol)\W+)*no+\W+(?=(?:i|i'?m|im|i'?ve|my|we|we'?re)\b)"
)


def _retiring(folded: str, match_start: int, value_end: int) -> bool:
    start = _segment_start(folded, match_start)
    end = folded.find(",", value_end)
    return bool(RETIREMENT.search(folded[start : end if end >= 0 else len(folded)]))


NOTE_END = re.compile(r"(?i)\s+(?:when|whenever|if|so\s+that|cuando|si|para\s+que|asi\s+que)\s+")


def _note(clause: _Clause, language: str, extra_domains: Sequence[str]) -> list[FactCandidate]:
    """ "Recordá que …" with no rule for what follows: keep the user's words, if they are about the user."""
    body = clause.original[MEMORY_PREFIX.match(clause.folded).end() :].strip(" .!")  # type: ignore[union-attr]
    body = (
        body.split(",")[0].strip() if len(body.split(",")[0].split()) >= 2 else body
    )  # what follows is another matter
    body = NOTE_END.split(body, maxsplit=1)[0].strip()  # "…when you plan my runs": when to mind it, not the note
    folded = fold_aligned(body)
    if len(body.split()) < 2 or not FIRST_PERSON.search(folded) or ONE_OFF.search(folded) or _about_someone(folded):
        return []
    domain = _domain_by_words(body, extra_domains)
    return [FactCandidate(domain=domain, key="note", value=body, text=body, confidence="high")]


def _about_someone(folded: str) -> bool:
    """ "mi suegra es vegana", "my older sister is…": the sentence's subject is someone the user knows."""
    words = folded.split()
    if not words or words[0] not in ("mi", "mis", "my", "our", "nuestro", "nuestra", "nuestros", "nuestras"):
        return False
    return any(re.sub(r"(?:'s)?,?$", "", w) in lexicon.PEOPLE for w in words[1:3])


def _domain_by_words(text: str, extra_domains: Sequence[str]) -> str:
    words = set(normalise(text).split())
    for domain in extra_domains:
        if domain in words:
            return domain
    scores = {domain: len(words & set(vocab)) for domain, vocab in DOMAIN_WORDS.items()}
    best = max(scores, key=lambda d: scores[d])
    return best if scores[best] else "personal"


def candidate(
    key: str,
    value: str,
    language: str,
    *,
    confidence: str = "high",
    source: str = "explicit",
    retire: bool = False,
    held_only: bool = False,
) -> FactCandidate:
    return FactCandidate(
        domain=KEYS[key].domain if key in KEYS else "preferences",
        key=key,
        value=value,
        text=render_text(key, value, language, retire=retire),
        confidence=confidence,
        source=source,
        retire=retire,
        held_only=held_only,
    )


def render_text(key: str, value: str, language: str, *, retire: bool = False) -> str:
    """How the fact reads in a context: "shoe size: 43", "empresa: ya no Globant"."""
    name = label(key, language)
    if retire:
        gone = "ya no" if language == "es" else "no longer"
        return f"{name}: {gone} {value}".rstrip() if value else f"{name}: {'ninguno' if language == 'es' else 'none'}"
    return f"{name}: {value}"


# A job left and another taken keep both: "I quit Tim Hortons, I drive for Uber now" retires the one it names.
SUCCEEDED = frozenset(["employer"])


def _consistent(found: list[FactCandidate]) -> list[FactCandidate]:
    """One message, one story: a new value beats a retirement of the same key ("ya no vivo en X,
    ahora vivo en Y") or, for a key of several values or an employer, of the same value ("Max died, so it's the two cats
    now, Luna and Pip" keeps Max gone); a single-valued key keeps its first value, unless the two stand side by side
    ("soy vegana y celíaca"); nothing is said twice."""
    kept: list[FactCandidate] = []
    for c in found:
        multi = KEYS.get(c.key, KEYS["note"]).multi
        said = any(k.key == c.key and k.retire == c.retire and values_match(c.key, k.value, c.value) for k in kept)
        single_taken = (
            not c.retire
            and not multi
            and any(k.key == c.key and not k.retire and not side_by_side(c.key, k.value, c.value) for k in kept)
        )
        beaten = c.retire and any(
            k.key == c.key
            and not k.retire
            and (not (multi or c.key in SUCCEEDED) or values_match(c.key, k.value, c.value))
            for k in found
        )
        if said or beaten or single_taken:
            continue
        kept.append(c)
    return kept
