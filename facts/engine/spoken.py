"""A spoken message, as a speech-to-text transcript gives it back, made readable before the rules see it: the
hesitation sounds dropped, a figure put right at once kept in place of the first one, a word echoed after "yeah"
said once, a word said again more exactly kept the exact way, and the discourse markers that stand for a comma
("o sea", "you know") made one, as is the pause before a denial that starts a clause of its own ("pago con débito
no tengo tarjeta")."""

from __future__ import annotations

import re

from facts.engine.rules import NUMBER_WORD
from memory_platform.text.normalise import STOPWORDS, fold

# "um", "uhh", "erm", "ehm", "mmm": sounds, never words ("eh" too: a tag in Spanish, a sound in both).
HESITATION = re.compile(r"(?<![\w'’-])(?:u+m+|u+h+|e+r+m+|e+h+m*|m{3,}|hm+)(?![\w'’-])\s*,?\s*", re.IGNORECASE)
# "mi hija este Valentina", "este me llamo…": the Mexican and River Plate filler, before a name or the user speaking
# ("este mes", "al este de Lima" are a month and a direction).
ESTE = re.compile(
    r"(?<!\bal\s)(?<!\bdel\s)(?<!\bel\s)\beste\s+(?=[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+\b"
    r"|(?:mi|mis|me|yo|soy|tengo|trabajo|vivo|estoy)\b)"
)
# "me encanta el béisbol o sea lo veo a diario", "I love hiking you know like every weekend", "lactosa pues así que":
# a marker between two statements stands for the comma the transcript left out.
MARKER = re.compile(
    r"(?<!\bso)(?<!\bdid)(?<!\bdo)(?<!\bif)(?<!\bas)(?<=\w)\s+(?:o\s+sea|you\s+know(?:\s+like)?|ya\s+sabes|pues)(?=\s+\w)(?!\s+(?:what|que|qu[eé]|how|c[oó]mo)\b)",
    re.IGNORECASE,
)
# "pago con débito no tengo tarjeta", "soy vegana no como nada de origen animal": a denial in the first person said
# straight after a statement starts a clause of its own, where a typed message would have put a comma ("que no tengo",
# "ya no vivo", "yo no como", "al final no soy" go on with the clause before).
DENIAL_AFTER = re.compile(
    r"(?<=[^\W\d_]{2})(?<!\bque)(?<!\bq)(?<!\bya)(?<!\byo)(?<!\bsi)(?<!\bs[ií])(?<!\bcasi)(?<!\ba[uú]n)(?<!\btodav[ií]a)"
    r"(?<!\bporque)(?<!\bpero)(?<!\bfinal)(?<!\by)(?<!\bo)(?<!\bni)(?<!\bcomo)(?<!\bcuando)(?<!\bdonde)(?<!\blo)(?<!\bla)(?<!\ble)"
    r"(?<!\bles)(?<!\bme)(?<!\bte)(?<!\bse)(?<!\bnos)(?<!\btambi[eé]n)(?<!\bpor\squ[eé])(?<!\bpues)(?<!\bs[oó]lo)"
    r"\s+(?=(?:no|nunca|tampoco)\s+(?:tengo|uso|soy|estoy|puedo|quiero|como|bebo|tomo|fumo|vivo|trabajo|manejo|conduzco"
    r"|pago|hablo)\b)",
    re.IGNORECASE,
)
# A figure, not "un" / "one" ("tengo un perro no un gato" corrects nothing).
FIGURE = (
    r"(?:\d{1,3}|(?!(?:un|uno|una|one|mil|hundred|thousand)\b)"
    + NUMBER_WORD
    + r"(?:(?:[\s-]+|\s+(?:y|and)\s+)"
    + NUMBER_WORD
    + r")*)"
)
# A bare "no" puts a figure right only in English after "I'm" ("I'm 34 no 35"): in Spanish "tengo 34, no 43" says
# which of the two it is not.
CORRECTING = (
    r"(?:no\s*,?\s+)?(?:wait|sorry|perd[oó]n|perdona|espera|digo|i\s+mean|mejor\s+dicho|bueno|actually|or\s+rather)"
    r"|(?P<bare>no)"
)
# Words that go on after a figure put right without being counted by it ("cuatro ahora", "five now").
GOES_ON = frozenset("ahora now desde since ya already today hoy total".split())  # noqa: SIM905
AFTER_IM = re.compile(r"\b(?:i'?m|i’m|i\s+am)\s+$", re.IGNORECASE)
# "tengo treinta y cuatro no perdón treinta y cinco", "two kids no sorry three kids", "tres hijos bueno cuatro": the
# figure put right at once, with the word counted when it was said only before the correction.
PUT_RIGHT = re.compile(
    r"(?<![\w-])(?P<old>" + FIGURE + r")(?P<noun>\s+(?!(?:no|wait|sorry|perd[oó]n|bueno|digo|espera)\b)[^\W\d_]+)?"
    r"\s*,?\s+(?:" + CORRECTING + r")\s*,?\s+(?:(?:i'?m|tengo|it'?s|son|es)\s+)?(?P<new>" + FIGURE + r")(?![\w-])"
    r"(?P<next>\s+[^\W\d_]+)?",
    re.IGNORECASE,
)
# "allergic to penicillin yeah penicillin": a word said again after "yeah" is said once.
ECHO = re.compile(
    r"\b(?P<w>(?!(?:que|that|the)\b)[^\W\d_]{3,}(?:\s+[^\W\d_]+)?)\s*,?\s+(?:yeah|yes|yep|s[ií]|eso)\s*,?\s+(?P=w)\b",
    re.IGNORECASE,
)
# "blue like navy blue", "verde bueno verde oliva", "tech I mean tech sales": a word said again more exactly, at once,
# is said once, the exact way.
REFINED = re.compile(
    r"\b(?P<w>[^\W\d_]{3,})\s*,?\s+(?:like|i\s+mean|more\s+like|or\s+rather|well|o\s+sea|bueno|digo|mejor\s+dicho"
    r"|m[aá]s\s+bien)\s*,?\s+(?:(?:el|la|los|las|un|una|the|a|an)\s+)?"
    r"(?P<r>(?!(?:el|la|los|las|un|una|the|a|an)\b)[^\W\d_]+\s+(?P=w)"
    r"|(?P=w)\s+(?!(?:and|or|but|y|o|pero|que|so|because|porque)\b)[^\W\d_]+)\b",
    re.IGNORECASE,
)
# "my budget's like eight hundred dollars", "es como de quince mil pesos": a hedge between the verb and an amount.
HEDGED_AMOUNT = re.compile(
    r"(?:(?<='s)|(?<=\bis)|(?<=\bare)|(?<=\bes)|(?<=\bson))\s+(?:like|about|como)(?=\s+(?:de\s+)?(?:[$€£]|\d|"
    + NUMBER_WORD
    + r"\b))",
    re.IGNORECASE,
)


def readable(text: str) -> str:
    """The transcript with its hesitations, corrections and echoes resolved; a typed message is left as it is
    but for these."""
    text = HESITATION.sub(" ", text)
    text = ESTE.sub("", text)
    text = PUT_RIGHT.sub(_put_right, text)
    text = ECHO.sub(lambda match: match.group("w"), text)
    text = REFINED.sub(lambda match: match.group("r"), text)
    text = HEDGED_AMOUNT.sub("", text)
    text = MARKER.sub(",", text)
    text = DENIAL_AFTER.sub(", ", text)
    return re.sub(r"[ \t]{2,}", " ", text).strip()


def _put_right(match: re.Match[str]) -> str:
    said_before = match.string[: match.start()]
    if match.group("old").lower() == match.group("new").lower() or (
        match.group("bare") and not AFTER_IM.search(said_before)
    ):
        return match.group()
    noun, after = match.group("noun") or "", match.group("next") or ""
    counted, following = fold(noun.strip()), fold(after.strip())
    if counted and following == counted:
        noun = ""
    elif counted and following and following not in STOPWORDS and following not in GOES_ON:
        return match.group()  # "tengo 34 años, perdón 2 preguntas más": the second figure counts something else
    return match.group("new") + noun + after
