"""A deterministic synthetic support/shopping conversation in Spanish and English, shaped like the
one in shared/PEERS.md: user ~50 tokens, assistant ~185, topic segments of 15-40 turns (2 of 3 in
Spanish), facts stated now and then, a third of them updated later."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

TOPICS = {
    "es": [
        ("zapatillas de running", ["amortiguación", "drop", "suela", "pisada", "talla", "horma", "maratón", "entrenamiento", "asfalto", "trail"]),
        ("portátiles", ["batería", "pantalla", "procesador", "memoria", "disco", "teclado", "peso", "garantía", "gráfica", "puertos"]),
        ("planes de teléfono", ["datos", "minutos", "roaming", "fibra", "permanencia", "cobertura", "tarifa", "portabilidad", "router", "factura"]),
        ("viajes", ["vuelo", "hotel", "equipaje", "escala", "reserva", "check-in", "asiento", "traslado", "seguro", "visado"]),
        ("devoluciones", ["reembolso", "etiqueta", "plazo", "recogida", "embalaje", "ticket", "cambio", "defecto", "transportista", "abono"]),
        ("cafeteras", ["espresso", "molinillo", "cápsulas", "presión", "vaporizador", "depósito", "descalcificación", "crema", "filtro", "molienda"]),
        ("muebles", ["sofá", "tapizado", "medidas", "montaje", "madera", "escritorio", "estantería", "colchón", "entrega", "acabado"]),
    ],
    "en": [
        ("running shoes", ["cushioning", "drop", "outsole", "gait", "size", "fit", "marathon", "training", "road", "trail"]),
        ("laptops", ["battery", "screen", "processor", "memory", "storage", "keyboard", "weight", "warranty", "graphics", "ports"]),
        ("phone plans", ["data", "minutes", "roaming", "fiber", "contract", "coverage", "rate", "porting", "router", "invoice"]),
        ("travel", ["flight", "hotel", "luggage", "layover", "booking", "check-in", "seat", "transfer", "insurance", "visa"]),
        ("returns", ["refund", "label", "deadline", "pickup", "packaging", "receipt", "exchange", "defect", "carrier", "credit"]),
        ("coffee machines", ["espresso", "grinder", "capsules", "pressure", "steamer", "tank", "descaling", "crema", "filter", "grind"]),
    ],
}
USER_TEMPLATES = {
    "es": ["Estoy mirando {t} y me interesa saber más sobre {a} y {b}.", "¿Qué diferencia hay entre los modelos en cuanto a {a}?",
           "Me preocupa un poco el tema de {a}, sobre todo para el uso diario.", "¿Podés comparar {a} con {b} en los que me mostraste?",
           "Quisiera entender cómo influye {b} en el precio final de {t}.", "Gracias, y respecto a {a}, ¿qué opciones hay disponibles ahora mismo?"],
    "en": ["I'm looking at {t} and I'd like to know more about {a} and {b}.", "What is the difference between the models in terms of {a}?",
           "I'm a bit worried about {a}, especially for daily use.", "Can you compare {a} with {b} in the ones you showed me?",
           "I'd like to understand how {b} affects the final price of {t}.", "Thanks, and regarding {a}, which options are available at the moment?"],
}
ASSISTANT_TEMPLATES = {
    "es": ["En {t}, {a} es uno de los factores que más cambia la experiencia.", "Los modelos de gama media ofrecen un buen equilibrio entre {a} y {b}.",
           "Si priorizás {a}, conviene mirar las versiones más recientes del catálogo.", "La diferencia en {b} se nota sobre todo con el uso intensivo.",
           "Tenemos tres opciones con buena valoración en {a} y precios distintos.", "El modelo intermedio mejora {b} sin subir demasiado el precio.",
           "Te recomiendo revisar la ficha técnica, donde se detalla {a} con precisión.", "Varios clientes destacan {b} como el punto fuerte de esta línea.",
           "Si querés, puedo filtrar los resultados por {a} o por rango de precio.", "También hay ofertas combinadas que incluyen accesorios relacionados con {b}."],
    "en": ["For {t}, {a} is one of the factors that changes the experience the most.", "Mid-range models offer a good balance between {a} and {b}.",
           "If you prioritise {a}, it is worth looking at the newest versions in the catalogue.", "The difference in {b} shows mostly with heavy use.",
           "We have three well-rated options for {a} at different prices.", "The middle model improves {b} without raising the price too much.",
           "I suggest checking the spec sheet, which details {a} precisely.", "Several customers highlight {b} as the strong point of this line.",
           "If you like, I can filter the results by {a} or by price range.", "There are also bundles that include accessories related to {b}."],
}
FACT_KINDS = {
    # kind: (statement es, update es, statement en, update en, values)
    "size": ("Recordá que mi talla es {v}.", "Ahora mi talla es {v}.", "Remember that my shoe size is {v}.", "Now my shoe size is {v}.", ["41", "42", "43", "44", "9", "10"]),
    "city": ("Vivo en {v}.", "Ya no vivo en {old}, ahora vivo en {v}.", "I live in {v}.", "I moved to {v}.", ["Valencia", "Sevilla", "Bilbao", "Lisbon", "Porto", "Dublin"]),
    "budget": ("Mi presupuesto es {v} euros.", "Ahora mi presupuesto es {v} euros.", "My budget is {v} dollars.", "Now my budget is {v} dollars.", ["150", "200", "250", "300"]),
    "brand": ("Prefiero la marca {v}.", "Ahora prefiero la marca {v}.", "I prefer the brand {v}.", "Now I prefer the brand {v}.", ["Asics", "Brooks", "Hoka", "Saucony"]),
    "name": ("Me llamo {v}.", "Me llamo {v}, no como dije antes.", "My name is {v}.", "My name is {v}, not what I said before.", ["Lucía", "Mateo", "Sam", "Alex"]),
}
QUESTIONS = {
    "size": ("¿Cuál es mi talla?", "What is my shoe size?"),
    "city": ("¿Dónde vivo?", "Where do I live?"),
    "budget": ("¿Cuál es mi presupuesto?", "What is my budget?"),
    "brand": ("¿Qué marca prefiero?", "Which brand do I prefer?"),
    "name": ("¿Cómo me llamo?", "What is my name?"),
}
SHIFT_PHRASES = {"es": "Cambiando de tema, ", "en": "By the way, "}


@dataclass
class Turn:
    number: int
    language: str
    user: str
    assistant: str
    fact: tuple[str, str] | None = None  # (kind, value) stated or updated in this turn


@dataclass
class Profile:
    current: dict[str, str] = field(default_factory=dict)
    superseded: dict[str, list[str]] = field(default_factory=dict)


def _sentences(rng: random.Random, templates: list[str], topic: str, words: list[str], count: int) -> str:
    out = []
    for _ in range(count):
        a, b = rng.sample(words, 2)
        out.append(rng.choice(templates).format(t=topic, a=a, b=b))
    return " ".join(out)


def conversation(turns: int, *, seed: int = 7, fact_every: int = 25, languages: tuple[str, ...] = ("es", "es", "en")) -> Iterator[Turn]:
    """Yield `turns` turns; facts every ~fact_every turns, a third of them updates of earlier ones."""
    rng = random.Random(seed)
    profile = Profile()
    number = 0
    while number < turns:
        language = rng.choice(languages)
        topic, words = rng.choice(TOPICS[language])
        length = min(40, max(15, int(rng.triangular(15, 40, 27))))
        for index in range(length):
            number += 1
            if number > turns:
                return
            user = _sentences(rng, USER_TEMPLATES[language], topic, words, rng.choice([2, 2, 3, 3, 4]))
            if index == 0 and number > 1 and rng.random() < 0.5:
                user = SHIFT_PHRASES[language] + user[0].lower() + user[1:]
            assistant = _sentences(rng, ASSISTANT_TEMPLATES[language], topic, words, rng.choice([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]))
            fact = None
            if number % fact_every == 0:
                fact, statement = _fact(rng, profile, language)
                user = f"{statement} {user}"
            yield Turn(number, language, user, assistant, fact)


def _fact(rng: random.Random, profile: Profile, language: str) -> tuple[tuple[str, str], str]:
    known = list(profile.current)
    update = bool(known) and rng.random() < 0.34
    kind = rng.choice(known) if update else rng.choice(list(FACT_KINDS))
    es, es_update, en, en_update, values = FACT_KINDS[kind]
    old = profile.current.get(kind)
    value = rng.choice([v for v in values if v != old])
    if old is not None:
        profile.superseded.setdefault(kind, []).append(old)
        template = es_update if language == "es" else en_update
    else:
        template = es if language == "es" else en
    profile.current[kind] = value
    return (kind, value), template.format(v=value, old=old or "")


def replay_profile(turns: list[Turn]) -> Profile:
    profile = Profile()
    for turn in turns:
        if turn.fact:
            kind, value = turn.fact
            if kind in profile.current and profile.current[kind] != value:
                profile.superseded.setdefault(kind, []).append(profile.current[kind])
            profile.current[kind] = value
    return profile
