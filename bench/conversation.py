"""A deterministic synthetic support/shopping conversation in Spanish and English, shaped like a
common assistant benchmark conversation: user ~50 tokens, assistant ~185, topic segments of 15-40
turns (2 of 3 in Spanish), facts stated now and then in the corpus's phrasing (bench/corpus/templates.py), a third
of them updated later."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from bench.corpus.templates import KINDS, FactKind

TOPICS = {
    "es": [
        (
            "zapatillas de running",
            [
                "amortiguación",
                "drop",
                "suela",
                "pisada",
                "talla",
                "horma",
                "maratón",
                "entrenamiento",
                "asfalto",
                "trail",
            ],
        ),
        (
            "portátiles",
            [
                "batería",
                "pantalla",
                "procesador",
                "memoria",
                "disco",
                "teclado",
                "peso",
                "garantía",
                "gráfica",
                "puertos",
            ],
        ),
        (
            "planes de teléfono",
            [
                "datos",
                "minutos",
                "roaming",
                "fibra",
                "permanencia",
                "cobertura",
                "tarifa",
                "portabilidad",
                "router",
                "factura",
            ],
        ),
        (
            "viajes",
            ["vuelo", "hotel", "equipaje", "escala", "reserva", "check-in", "asiento", "traslado", "seguro", "visado"],
        ),
        (
            "devoluciones",
            [
                "reembolso",
                "etiqueta",
                "plazo",
                "recogida",
                "embalaje",
                "ticket",
                "cambio",
                "defecto",
                "transportista",
                "abono",
            ],
        ),
        (
            "cafeteras",
            [
                "espresso",
                "molinillo",
                "cápsulas",
                "presión",
                "vaporizador",
                "depósito",
                "descalcificación",
                "crema",
                "filtro",
                "molienda",
            ],
        ),
        (
            "muebles",
            [
                "sofá",
                "tapizado",
                "medidas",
                "montaje",
                "madera",
                "escritorio",
                "estantería",
                "colchón",
                "entrega",
                "acabado",
            ],
        ),
    ],
    "en": [
        (
            "running shoes",
            ["cushioning", "drop", "outsole", "gait", "size", "fit", "marathon", "training", "road", "trail"],
        ),
        (
            "laptops",
            [
                "battery",
                "screen",
                "processor",
                "memory",
                "storage",
                "keyboard",
                "weight",
                "warranty",
                "graphics",
                "ports",
            ],
        ),
        (
            "phone plans",
            ["data", "minutes", "roaming", "fiber", "contract", "coverage", "rate", "porting", "router", "invoice"],
        ),
        (
            "travel",
            ["flight", "hotel", "luggage", "layover", "booking", "check-in", "seat", "transfer", "insurance", "visa"],
        ),
        (
            "returns",
            [
                "refund",
                "label",
                "deadline",
                "pickup",
                "packaging",
                "receipt",
                "exchange",
                "defect",
                "carrier",
                "credit",
            ],
        ),
        (
            "coffee machines",
            ["espresso", "grinder", "capsules", "pressure", "steamer", "tank", "descaling", "crema", "filter", "grind"],
        ),
    ],
}
USER_TEMPLATES = {
    "es": [
        "Estoy mirando {t} y me interesa saber más sobre {a} y {b}.",
        "¿Qué diferencia hay entre los modelos en cuanto a {a}?",
        "Me preocupa un poco el tema de {a}, sobre todo para el uso diario.",
        "¿Podés comparar {a} con {b} en los que me mostraste?",
        "Quisiera entender cómo influye {b} en el precio final de {t}.",
        "Gracias, y respecto a {a}, ¿qué opciones hay disponibles ahora mismo?",
    ],
    "en": [
        "I'm looking at {t} and I'd like to know more about {a} and {b}.",
        "What is the difference between the models in terms of {a}?",
        "I'm a bit worried about {a}, especially for daily use.",
        "Can you compare {a} with {b} in the ones you showed me?",
        "I'd like to understand how {b} affects the final price of {t}.",
        "Thanks, and regarding {a}, which options are available at the moment?",
    ],
}
ASSISTANT_TEMPLATES = {
    "es": [
        "En {t}, {a} es uno de los factores que más cambia la experiencia.",
        "Los modelos de gama media ofrecen un buen equilibrio entre {a} y {b}.",
        "Si priorizás {a}, conviene mirar las versiones más recientes del catálogo.",
        "La diferencia en {b} se nota sobre todo con el uso intensivo.",
        "Tenemos tres opciones con buena valoración en {a} y precios distintos.",
        "El modelo intermedio mejora {b} sin subir demasiado el precio.",
        "Te recomiendo revisar la ficha técnica, donde se detalla {a} con precisión.",
        "Varios clientes destacan {b} como el punto fuerte de esta línea.",
        "Si querés, puedo filtrar los resultados por {a} o por rango de precio.",
        "También hay ofertas combinadas que incluyen accesorios relacionados con {b}.",
    ],
    "en": [
        "For {t}, {a} is one of the factors that changes the experience the most.",
        "Mid-range models offer a good balance between {a} and {b}.",
        "If you prioritise {a}, it is worth looking at the newest versions in the catalogue.",
        "The difference in {b} shows mostly with heavy use.",
        "We have three well-rated options for {a} at different prices.",
        "The middle model improves {b} without raising the price too much.",
        "I suggest checking the spec sheet, which details {a} precisely.",
        "Several customers highlight {b} as the strong point of this line.",
        "If you like, I can filter the results by {a} or by price range.",
        "There are also bundles that include accessories related to {b}.",
    ],
}
# Topic openers as people write them: sometimes a marker, often none (the shift then rests on similarity).
OPENERS = {
    "es": ("Otra consulta: ", "Por cierto, ", "Cambiando de tema, ", "", ""),
    "en": ("Oh, one more thing: ", "Switching gears, ", "By the way, ", "", ""),
}
UPDATE_OPENERS = {"es": ("Un cambio: ", "Actualizo: ", ""), "en": ("Quick update: ", "Actually, ", "")}
KIND_BY_KEY = {kind.key: kind for kind in KINDS}


@dataclass
class Turn:
    number: int
    language: str
    user: str
    assistant: str
    fact: tuple[str, str] | None = None  # (key, stored value) stated or updated in this turn


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


def conversation(
    turns: int,
    *,
    seed: int = 7,
    fact_every: int = 25,
    languages: tuple[str, ...] = ("es", "es", "en"),
    kinds: Sequence[FactKind] = KINDS,
) -> Iterator[Turn]:
    """Yield `turns` turns; a fact every ~fact_every turns (each kind once first, then a third of
    them updates of earlier ones)."""
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
            if index == 0 and number > 1:
                user = rng.choice(OPENERS[language]) + user
            assistant = _sentences(
                rng, ASSISTANT_TEMPLATES[language], topic, words, rng.choice([7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
            )
            fact = None
            if number % fact_every == 0:
                fact, statement = _fact(rng, profile, language, kinds)
                user = f"{statement} {user}"
            yield Turn(number, language, user, assistant, fact)


def _fact(
    rng: random.Random, profile: Profile, language: str, kinds: Sequence[FactKind]
) -> tuple[tuple[str, str], str]:
    unstated = [k for k in kinds if k.key not in profile.current]
    updatable = [k for k in kinds if k.key in profile.current and k.updatable and len(k.values[language]) > 1]
    update = bool(updatable) and (not unstated or rng.random() < 0.34)
    kind = rng.choice(updatable if update else unstated or list(kinds))
    old = profile.current.get(kind.key)
    said, stored = rng.choice([v for v in kind.values[language] if v[1] != old] or list(kind.values[language]))
    if old is not None and old != stored:
        profile.superseded.setdefault(kind.key, []).append(old)
    profile.current[kind.key] = stored
    statement = rng.choice(getattr(kind, language)).format(v=said)
    if update:
        opener = rng.choice(UPDATE_OPENERS[language])
        statement = opener + (statement[0].lower() + statement[1:] if opener else statement)
    return (kind.key, stored), statement


def replay_profile(turns: list[Turn]) -> Profile:
    profile = Profile()
    for turn in turns:
        if turn.fact:
            key, value = turn.fact
            if key in profile.current and profile.current[key] != value:
                profile.superseded.setdefault(key, []).append(profile.current[key])
            profile.current[key] = value
    return profile
