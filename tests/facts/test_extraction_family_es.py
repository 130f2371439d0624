"""Wordings the thirty-sixth natural batch showed the rules missing in Spanish (family and home life), each written here
in other words, with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


# A household's budget: of a kind said between the word and the amount ("mensual", "de la casa"), one the household
# has or draws up ("hacemos un presupuesto de…"), or the most it has ("tenemos hasta…", with its currency).
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Nuestro presupuesto semanal para la compra es de 120 euros.", [("budget", "120 euros", "set")]),
        ("El presupuesto familiar es de 2.500 pesos, ¿cómo lo reparto?", [("budget", "2.500 pesos", "set")]),
        ("Tenemos un presupuesto mensual de 900 euros para todo.", [("budget", "900 euros", "set")]),
        ("Mi marido y yo hacemos un presupuesto de 600 soles al mes.", [("budget", "600 soles al mes", "set")]),
        ("Queremos cambiar el sofá y tenemos hasta 700 euros.", [("budget", "700 euros", "set")]),
        ("Para la reforma del baño puedo llegar hasta 3.000 euros.", [("budget", "3.000 euros", "set")]),
    ],
)
def test_budget_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a time or a count, no money
        "Tengo hasta el viernes para entregar el trabajo.",
        "Tenemos hasta 3 días para decidir.",
        # someone else's budget, a what-if, a question
        "Mi hermano tiene un presupuesto de 500 euros.",
        "Si tuviera un presupuesto de 1000 euros, ¿qué compraría?",
        "¿Cuánto sería un presupuesto mensual de 800 euros para dos personas?",
    ],
)
def test_budget_nothing(text: str) -> None:
    assert read(text) == []


# The user's home told by the dwelling: where a flat of a kind is ("un piso de alquiler en…", "una casa con jardín
# en…"), "nuestra casa en…", a dwelling the user has and lives in ("…y ahí vivimos"), or where someone came to live with
# the user ("se vino a vivir con nosotros aquí en…").
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Vivo sola en un piso de dos habitaciones en Chamberí.", [("home", "Chamberí", "set")]),
        ("Vivimos en un departamento de tres ambientes en Belgrano.", [("home", "Belgrano", "set")]),
        ("Mis cuñados vienen a cenar el sábado a nuestra casa en Valladolid.", [("home", "Valladolid", "set")]),
        ("Tenemos un chalet en Marbella y allí vivimos todo el año.", [("home", "Marbella", "set")]),
        ("Mi abuela se vino de Lima a vivir conmigo aquí en Cusco.", [("home", "Cusco", "set")]),
    ],
)
def test_home_by_dwelling_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's house, a house sold or asked about, a house by the sea, a what-if
        "La casa de mi hermana en Toledo es enorme.",
        "Mis padres tienen una casa en Cádiz y ahí viven.",
        "Mi hermana tiene un piso en Oviedo y ahí vive.",
        "¿Vale la pena comprar una casa en Burgos?",
        "Si tuviera una casa en Ibiza, viviría ahí.",
    ],
)
def test_home_by_dwelling_nothing(text: str) -> None:
    assert read(text) == []


# A pet's death told with its kind before its name ("se nos murió el perro, el Canelo") or as a pet put to sleep ("nos
# tocó dormir a la Kira", "tuve que sacrificar a mi gato…"): the pet is retired.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Se nos murió el perro, el Canelo, anoche.", [("pet", "Canelo", "retire")]),
        ("Ayer nos tocó dormir a la Kira, mi perrita de 15 años.", [("pet", "Kira", "retire")]),
        ("Tuve que sacrificar a mi gato Pancho la semana pasada.", [("pet", "Pancho", "retire")]),
        # sleeping on the sofa with the dog puts no pet to sleep
        ("Me tocó dormir en el sofá con mi perro Toby.", [("pet", "Toby", "set")]),
    ],
)
def test_pet_gone_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's pet, a plant, a relative, a what-if
        "Se nos murió la gata de mi vecina, la Luna.",
        "Se me murió la planta, la pobre.",
        "Se nos murió el abuelo, el Pepe.",
        "¿Qué hago si se nos muere el perro, el Toby?",
    ],
)
def test_pet_gone_nothing(text: str) -> None:
    assert read(text) == []


# A pet named where the household is told: after the home and who the user lives with ("vivo en Gijón con mi novia y un
# gato que se llama Coco"), last in a household the user counts themself in ("…los dos niños y yo, y el gato Félix"),
# or by the name the user gave it ("tengo una gatita nueva, le puse de nombre Miga").
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Vivo en Gijón con mi novia y un gato que se llama Coco.",
            [("home", "Gijón", "set"), ("pet", "Coco", "set")],
        ),
        ("En casa estamos mi marido, los dos niños y yo, y el gato Félix.", [("pet", "Félix", "set")]),
        ("Tengo una gatita nueva, le puse de nombre Miga.", [("pet", "Miga", "set")]),
        ("El conejo que rescatamos del parque ya tiene nombre: le pusimos Pompón.", [("pet", "Pompón", "set")]),
    ],
)
def test_pet_named_in_the_household_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's household, someone else's pet or naming, a pet left unnamed
        "Mi hermana vive en Gijón con su novio y un gato que se llama Coco.",
        "Mi hermana y yo, y la perra de la vecina, fuimos al parque.",
        "Mi hermana adoptó un perro y le puso Rocco.",
        "Al perro del vecino le pusieron Rex.",
        "¿Qué nombre le pongo a mi perrita?",
    ],
)
def test_pet_named_in_the_household_nothing(text: str) -> None:
    assert read(text) == []


# A child by a word for one: one child counted by it with an age, then named, a son or a daughter by the word ("una
# nena", "un nene"), the word's article ("una bebé") or the name's ("una guagua de 8 meses, la Emilia"), also after
# "soy papá de"; "mi gurí…", "mi gurisa…" beside a child's age or school; children counted beside where the user lives
# ("vivimos en Teruel con los dos niños").
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Soy mamá de un nene de 2, Bruno, y no come verduras.", [("son", "Bruno", "set")]),
        ("Tenemos un bebé de 3 meses, el Tomás, que no duerme.", [("son", "Tomás", "set")]),
        ("Tengo una bebé de 5 meses, Lola.", [("daughter", "Lola", "set")]),
        ("Tengo una guagua de un año, la Josefa, y ya camina.", [("daughter", "Josefa", "set")]),
        ("Mi gurisa Juana empieza la escuela en marzo.", [("daughter", "Juana", "set")]),
        ("Vivimos en Teruel con los dos niños.", [("children", "dos niños", "set"), ("home", "Teruel", "set")]),
    ],
)
def test_child_by_a_word_for_one_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # the word does not tell, a what-if, no name, a child looked after for work, an outing
        "Tengo un bebé de 3 meses, Alex.",
        "Si tuviera una nena de 4, la llamaría Olivia.",
        "Mi gurí está en cuarto de escuela.",
        "Fuimos al cine con los tres niños.",
    ],
)
def test_child_by_a_word_for_one_nothing(text: str) -> None:
    assert read(text) == []


# Both parents named between commas after the word for them ("el aniversario de mis papás, Norma y Rubén, es…"), the
# mother by her name's ending.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "El aniversario de mis papás, Norma y Rubén, es en mayo.",
            [("father", "Rubén", "set"), ("mother", "Norma", "set")],
        ),
        (
            "Vienen a comer mis padres, Julián y Rosa.",
            [("father", "Julián", "set"), ("mother", "Rosa", "set")],
        ),
    ],
)
def test_parents_named_between_commas_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's parents, no names, names that do not tell the mother
        "Los padres de mi novio, Marta y Pedro, vienen a cenar.",
        "Mis padres, mis tíos y yo fuimos a Cádiz.",
        "Mis viejos, Sergio y Andrés, viven en Rosario.",
    ],
)
def test_parents_named_between_commas_nothing(text: str) -> None:
    assert read(text) == []


# A family event ahead told of the household: a baby the user's partner is expecting ("mi mujer está esperando una niña
# para junio"), "la boda" in a line that says the user got engaged, the place of a dwelling bought or rented with a move
# ahead ("compramos un piso en Gràcia y nos mudamos en mayo").
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mi mujer está esperando una niña para junio.", [("upcoming plan", "una niña para junio", "set")]),
        (
            "Nos comprometimos en mayo y la boda será en Toledo en junio.",
            [("upcoming plan", "boda en Toledo en junio", "set")],
        ),
        (
            "Me pidió matrimonio en la playa; la boda es el 4 de octubre.",
            [("upcoming plan", "boda el 4 de octubre", "set")],
        ),
        ("Compramos un piso en Gràcia y nos mudamos en mayo.", [("planned move", "Gràcia", "set")]),
        (
            "Alquilamos una casita en Tafí del Valle y nos vamos a mudar en marzo.",
            [("planned move", "Tafí del Valle", "set")],
        ),
    ],
)
def test_family_event_ahead_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's baby or wedding, a wedding with no engagement of the user's, one past
        "Mi hermana está esperando un bebé para mayo.",
        "La mujer de mi primo está esperando gemelos.",
        "La boda de mi prima es el 4 de octubre.",
        "Mi hermano se prometió y la boda será en junio.",
        "La boda será en junio, ¿qué le regalo a mi amiga?",
        "Nos prometimos y la boda fue en junio.",
        # a move made long ago, someone else's, a flat bought to let, a holiday rental
        "Compramos un piso en Gràcia hace años y nos mudamos en 2019.",
        "Mis padres compraron una casa en Jaca y se mudan en mayo.",
        "Compramos un piso en Gràcia para alquilarlo.",
        "Alquilamos una casa en Cádiz para las vacaciones de julio.",
    ],
)
def test_family_event_ahead_nothing(text: str) -> None:
    assert read(text) == []


# A word the user calls the assistant by, opening the line, is no one's name ("Chamo, mi esposa y yo…").
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Lucho, mi novio, llega mañana de Quito.", [("partner", "Lucho", "set")]),
    ],
)
def test_word_of_address_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        "Parce, mi novia y yo queremos adoptar un perro, ¿qué raza nos recomiendas?",
        "Chamo, mi esposa quiere pintar la sala.",
        "Mano, mi suegra viene el domingo y no sé qué cocinar.",
    ],
)
def test_word_of_address_nothing(text: str) -> None:
    assert read(text) == []


# Updates told the region's way: a move called off with Mexico's "siempre no", or going somewhere called off beside
# staying where the user is ("al final no nos vamos a Lugo, nos quedamos en Vigo"); a break-up with the partner named
# with an article ("terminé con la Cata", "me separé del Nico").
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Al final no nos vamos a Lugo, nos quedamos en Vigo por el trabajo.",
            [("home", "Vigo", "set"), ("planned move", "Lugo", "retire")],
        ),
        (
            "Siempre no me mudo a Monterrey, me quedo en Saltillo.",
            [("home", "Saltillo", "set"), ("planned move", "Monterrey", "retire")],
        ),
        ("Terminé con la Cata hace un mes.", [("partner", "Cata", "retire")]),
        ("Me separé del Nico en verano.", [("partner", "Nico", "retire")]),
    ],
)
def test_update_told_the_regions_way_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a trip called off with no staying said, an outing, someone else's break-up, a book finished
        "Al final no nos vamos a Cancún, qué pena.",
        "Ya no nos vamos a cenar fuera, nos quedamos en casa.",
        "Mi hermana terminó con el Benja.",
        "Terminé con el libro anoche.",
    ],
)
def test_update_told_the_regions_way_nothing(text: str) -> None:
    assert read(text) == []


# A date before the age the user turns is their birthday ("el 3 de mayo cumplo los 50").
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("El 3 de mayo cumplo los 50 y quiero hacer una fiesta.", [("birthday", "3 de mayo", "set")]),
        ("El 12 de junio cumplo 30 años, ¿qué hago?", [("birthday", "12 de junio", "set")]),
    ],
)
def test_birthday_by_the_age_turned_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # years of marriage or at work, someone else's birthday
        "El 12 de junio cumplo 10 años de casada.",
        "El 12 de junio cumplo 5 años en la empresa.",
        "El 12 de junio mi hijo cumple 5.",
    ],
)
def test_birthday_by_the_age_turned_nothing(text: str) -> None:
    assert read(text) == []
