"""Entity references in Spanish and English text: names and places, products and codes, numbers and
dates, found by their shape (capitals, digits, month names), and the words with which a later message
points back at one of them ("there", "that one", "allí", "ese")."""

from __future__ import annotations

import re
from dataclasses import dataclass

from memory_platform.text.language import phrase_pattern
from memory_platform.text.normalise import fold

MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre"
)
# A capitalised word that opens a sentence is usually just the sentence; these never start a name.
NOT_NAMES = frozenset(
    fold(w)
    for w in (
        "I",
        "I'm",
        "I've",
        "I'd",
        "I'll",
        "The",
        "A",
        "An",
        "My",
        "Our",
        "We",
        "You",
        "Your",
        "It",
        "This",
        "That",
        "These",
        "Those",
        "Hi",
        "Hello",
        "Hey",
        "Thanks",
        "Thank",
        "Please",
        "Yes",
        "No",
        "Ok",
        "Okay",
        "Sure",
        "Great",
        "Also",
        "And",
        "But",
        "So",
        "What",
        "Which",
        "Where",
        "When",
        "Who",
        "How",
        "Why",
        "Can",
        "Could",
        "Do",
        "Does",
        "Did",
        "Is",
        "Are",
        "Was",
        "Will",
        "Would",
        "Should",
        "If",
        "In",
        "On",
        "At",
        "For",
        "From",
        "To",
        "With",
        "By",
        "Of",
        "Last",
        "Next",
        "One",
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
        "Hola",
        "Gracias",
        "Buenas",
        "Buenos",
        "Sí",
        "Si",
        "No",
        "Vale",
        "Bueno",
        "Perfecto",
        "Genial",
        "Yo",
        "Mi",
        "Mis",
        "Mí",
        "El",
        "La",
        "Los",
        "Las",
        "Un",
        "Una",
        "Unos",
        "Unas",
        "Es",
        "Eso",
        "Esa",
        "Ese",
        "Esto",
        "Esta",
        "Este",
        "Qué",
        "Que",
        "Cuál",
        "Cual",
        "Dónde",
        "Donde",
        "Cuándo",
        "Cuando",
        "Cómo",
        "Como",
        "Quién",
        "Por",
        "Para",
        "Con",
        "En",
        "De",
        "Del",
        "Al",
        "Y",
        "Pero",
        "Entonces",
        "También",
        "Ya",
        "Me",
        "Te",
        "Nos",
        "Lo",
        "Le",
        "Se",
        "Hay",
        "Tengo",
        "Quiero",
        "Estoy",
        "Soy",
        "Puedo",
        "Podés",
        "Puedes",
        "Lunes",
        "Martes",
        "Miércoles",
        "Jueves",
        "Viernes",
        "Sábado",
        "Domingo",
        "Ah",
        "Oh",
        "Mmm",
        "Pues",
        "Claro",
    )
)
# Connectors allowed inside a multi-word name ("Rio de Janeiro", "Bank of Spain").
NAME_JOINERS = frozenset(("de", "del", "la", "las", "los", "of", "the", "y", "and"))
REFERRING_BACK = (
    "there",
    "that one",
    "that place",
    "those ones",
    "the same one",
    "the same place",
    "that day",
    "that one again",
    "over there",
    "the one you mentioned",
    "you mentioned",
    "we talked about",
    "i mentioned",
    "i told you",
    "alli",
    "alla",
    "ahi",
    "ese lugar",
    "ese mismo",
    "esa misma",
    "ese dia",
    "aquel",
    "aquella",
    "el mismo",
    "la misma",
    "lo mismo",
    "el que me dijiste",
    "la que me dijiste",
    "que me dijiste",
    "que mencionaste",
    "que te dije",
    "te conte",
)

_DATE = re.compile(rf"\b(\d{{1,2}}(?:\s+de)?\s+(?:{MONTHS})|(?:{MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?)\b", re.IGNORECASE)
_CODE = re.compile(r"(?<![\w#])#?(?=[A-Za-z-]*\d)(?=\d*[A-Za-z#])[A-Za-z0-9#][A-Za-z0-9-]{1,19}\b")
_NUMBER = re.compile(r"(?<![\w.,])\d{3,}(?:[.,]\d+)?\b")
_WORD = re.compile(r"[\wÁÉÍÓÚÑÜáéíóúñü'’-]+|[.!?¡¿;:,\n]")


@dataclass(frozen=True)
class Entity:
    text: str
    kind: str  # "name", "product", "number" or "date"


def find_entities(text: str, limit: int = 12) -> list[Entity]:
    """The entities in `text`, in order of appearance, without repeats (at most `limit`)."""
    found: list[tuple[int, Entity]] = []
    taken: list[tuple[int, int]] = []

    def add(start: int, end: int, kind: str) -> None:
        if any(start < t_end and t_start < end for t_start, t_end in taken):
            return
        taken.append((start, end))
        found.append((start, Entity(text=re.sub(r"['’]s$", "", text[start:end].strip(" .,;:")), kind=kind)))

    for match in _DATE.finditer(text):
        add(match.start(), match.end(), "date")
    for match in _CODE.finditer(text):
        add(match.start(), match.end(), "product")
    for start, end in _names(text):
        add(start, end, "name")
    for match in _NUMBER.finditer(text):
        add(match.start(), match.end(), "number")
    seen: set[str] = set()
    entities: list[Entity] = []
    for _, entity in sorted(found, key=lambda pair: pair[0]):
        key = fold(entity.text)
        if entity.text and key not in seen:
            seen.add(key)
            entities.append(entity)
    return entities[:limit]


def _names(text: str) -> list[tuple[int, int]]:
    """Spans of capitalised word runs, not counting the sentence's first word unless it is followed
    by another capitalised one (then the run is a name: "Buenos Aires")."""
    spans: list[tuple[int, int]] = []
    tokens = list(_WORD.finditer(text))
    sentence_start = True
    index = 0
    while index < len(tokens):
        token = tokens[index]
        word = token.group()
        if word in ".!?¡¿;:\n":
            sentence_start = True
            index += 1
            continue
        # Mid-sentence, a capital marks a name even on a word that usually opens sentences ("a Buenos Aires").
        if _capitalised(word) and (not sentence_start or fold(word) not in NOT_NAMES):
            end = index
            while end + 1 < len(tokens):
                following = tokens[end + 1].group()
                if _capitalised(following) or (following.isdigit() and len(following) <= 4):  # "Pegasus 40"
                    end += 1
                elif (
                    following.lower() in NAME_JOINERS
                    and end + 2 < len(tokens)
                    and _capitalised(tokens[end + 2].group())
                ):
                    end += 2
                else:
                    break
            if not sentence_start or end > index:
                spans.append((token.start(), tokens[end].end()))
            index = end + 1
            sentence_start = False
            continue
        sentence_start = sentence_start and word == ","
        index += 1
    return spans


def _capitalised(word: str) -> bool:
    return (len(word) > 1 and word[0].isupper() and not word.isupper()) or (
        word.isupper() and 2 <= len(word) <= 5 and word.isalpha()
    )


def refers_back(text: str) -> bool:
    """Does the message point back at something said before ("there", "that one", "allí", "ese")?"""
    return phrase_pattern(REFERRING_BACK).search(fold(text).replace("’", "'")) is not None
