"""A profile typed as labelled fields ("Name: … / City: …", "Edad: 52. Profesión: taxista.", "¿Mi nombre? …"), a short
list or a signature the user says is theirs, and a note that leaves its subject out ("moving to Perth in the autumn",
"‼️ sesame allergy ‼️"): the wordings the thirty-fifth natural batch showed the rules missing almost entirely, each
written here in other words, with the near misses that must stay empty: someone else's fields or list, a template, an
event, a product (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts
from facts.engine.fields import spelt_out


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fields between slashes, bars, full stops, semicolons and new lines
        (
            "Name: Oksana Petrenko / Age: 38 / City: Reading / Diet: vegan",
            [
                ("age", "38", "set"),
                ("diet", "vegan", "set"),
                ("home", "Reading", "set"),
                ("name", "Oksana Petrenko", "set"),
            ],
        ),
        (
            "Occupation: physiotherapist | Employer: Bupa | Allergies: penicillin",
            [("allergy", "penicillin", "set"), ("employer", "Bupa", "set"), ("job", "physiotherapist", "set")],
        ),
        (
            "Email: dara.quinn@example.ie\nBirthday: 2 March",
            [("birthday", "2 March", "set"), ("email", "dara.quinn@example.ie", "set")],
        ),
        # the question a form asks, echoed, then its answer
        ("Name? Fergus. Age? 52. Anything else you need?", [("age", "52", "set"), ("name", "Fergus", "set")]),
        # an arrow for the colon; the aside in brackets is no part of the value
        ("Fave band → Idles (saw them twice)", [("favourite band", "Idles", "set")]),
        # a value put right in the same field
        ("Age: 27, sorry, 28 as of last week", [("age", "28", "set")]),
        (
            "Name: Priya, City: Derby — wait no, Nottingham now",
            [("home", "Nottingham", "set"), ("name", "Priya", "set")],
        ),
        # what the label is for, and a comma that ends a value
        ("Budget for the new sofa: 700 pounds", [("budget", "700 pounds", "set")]),
        ("Contact: preferably WhatsApp, calls go unanswered", [("contact channel", "WhatsApp", "set")]),
        ("Location: Halifax, NS", [("home", "Halifax", "set")]),
        # answers and style
        ("Language: Spanish please", [("response language", "es", "set")]),
        ("Style: zero emojis", [("response style", "no emojis", "set")]),
        # a value crossed out or given up
        ("Employer: ~~Aldi~~ Lidl since June", [("employer", "Aldi", "retire"), ("employer", "Lidl", "set")]),
        ("Diet: ex-pescatarian, I eat everything now", [("diet", "pescatarian", "retire")]),
        ("Job: courier ❌ stopped in the summer", [("job", "courier", "retire")]),
        # a plan, a trip, a status
        ("Plan: moving to Galway in May", [("planned move", "Galway", "set")]),
        ("Trip: Vietnam, ten days in February", [("planned trip", "Vietnam", "set")]),
        ("Status: married, to Efua", [("partner", "Efua", "set")]),
    ],
)
def test_english_fields_are_read_as_the_users(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Nombre: Nerea Olaizola / Edad: 45 / Profesión: farmacéutica / Ciudad: Donostia",
            [
                ("age", "45", "set"),
                ("home", "Donostia", "set"),
                ("job", "farmacéutica", "set"),
                ("name", "Nerea Olaizola", "set"),
            ],
        ),
        ("Dieta: vegetariana. Alergias: nueces.", [("allergy", "nueces", "set"), ("diet", "vegetariana", "set")]),
        ("¿Mi nombre? Ramiro. ¿Edad? 61.", [("age", "61", "set"), ("name", "Ramiro", "set")]),
        (
            "¿De dónde soy? De Mendoza, aunque vivo en Rosario",
            [("home", "Rosario", "set"), ("origin", "Mendoza", "set")],
        ),
        ("Comida favorita → las croquetas de mi abuela", [("favourite food", "croquetas de mi abuela", "set")]),
        ("Ciudad: Soria... no, espera, ya es Segovia", [("home", "Segovia", "set")]),
        ("Presupuesto máx. para la tele: 600 euros", [("budget", "600 euros", "set")]),
        ("Contacto: mejor por Telegram, gracias", [("contact channel", "Telegram", "set")]),
        ("Idioma de las respuestas: inglés", [("response language", "en", "set")]),
        ("Forma de pago: tarjeta de débito", [("payment", "tarjeta de débito", "set")]),
        ("Color favorito: azul marino 💙 para la camiseta del equipo", [("colour", "azul marino", "set")]),
        ("Trabajo: Mapfre", [("employer", "Mapfre", "set")]),
        ("Curro: ~~Zara~~ → Mango desde abril", [("employer", "Mango", "set"), ("employer", "Zara", "retire")]),
        ("Dieta: ex-vegana, ya como de todo", [("diet", "vegana", "retire")]),
        ("Plan para junio: mudarme a Cáceres", [("planned move", "Cáceres", "set")]),
        ("Altura: 1,68", [("note", "Mido 1,68", "set")]),
    ],
)
def test_spanish_fields_are_read_as_the_users(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # someone else's fields
        "My brother's profile: Name: Owen / Age: 19 / City: Cardiff — can you make it funnier?",
        "Bio for my flatmate: Age: 31 / Job: chef / City: Leeds",
        "Perfil de mi cuñada: Nombre: Inés / Edad: 40 / Ciudad: Lugo",
        "Character for my novel — Name: Elsa Brandt / Age: 52 / Job: detective",
        "Ficha del personaje: Nombre: Tomás / Edad: 70 / Profesión: farero",
        # a template to fill, an example
        "Name: ______ / Age: ____ / City: ______",
        "Nombre: [tu nombre] / Ciudad: [tu ciudad]",
        "Example profile — Name: Jane Doe / Age: 30 / City: Anytown",
        # lists that are no profile: an event, a product, a recipe
        "Date: 3 June / Venue: The Albert / Price: £12 / Location: upstairs room",
        "Marca: Bosch / Modelo: Serie 4 / Color: blanco / Precio: 499 euros",
        "Ingredients: flour, eggs, milk / Serves: 4",
        # a question asked back, no answer
        "Name? Why do you need it?",
        "¿Edad? ¿Para qué la quieres?",
    ],
)
def test_fields_that_are_not_the_users_give_nothing(text: str) -> None:
    assert read(text) == []


def test_a_message_without_fields_is_left_as_it_was() -> None:
    text = "I moved to Leeds last year: best decision ever."
    assert spelt_out(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "About me: 41, pharmacist, based in Swansea. Could you make that sound friendlier?",
            [("age", "41", "set"), ("home", "Swansea", "set"), ("job", "pharmacist", "set")],
        ),
        (
            "Make me a CV from this: Tunde Bakare, quantity surveyor, 9 yrs at Arup, Leeds",
            [
                ("employer", "Arup", "set"),
                ("home", "Leeds", "set"),
                ("job", "quantity surveyor", "set"),
                ("name", "Tunde Bakare", "set"),
            ],
        ),
        (
            "Mis datos para la matrícula: Irene Gil, 23, enfermera, Huesca",
            [
                ("age", "23", "set"),
                ("home", "Huesca", "set"),
                ("job", "enfermera", "set"),
                ("name", "Irene Gil", "set"),
            ],
        ),
    ],
)
def test_a_short_list_the_user_says_is_about_them_is_read_item_by_item(
    text: str, expected: list[tuple[str, str, str]]
) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "About my sister: 29, vet, lives in Bath. What should I get her?",
        "Bio for my mate Kwesi: 35, Croydon, plumber. Make it sound cool.",
        "Datos de mi madre: Pilar Ortiz, 67, jubilada, Teruel",
        "Things to pack for the weekend: passport, charger, two adapters",
    ],
)
def test_a_list_about_someone_else_or_nobody_gives_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a profile in quotes or between bars after a lead asking to mend the user's own
        (
            "Tweak my twitter bio: 'Midwife | 15 yrs at St Mary's | Hull'",
            [("employer", "St Mary's", "set"), ("home", "Hull", "set"), ("job", "midwife", "set")],
        ),
        (
            "Retócame el perfil de LinkedIn: «Arquitecta | 8 años en Foster | Bilbao»",
            [("employer", "Foster", "set"), ("home", "Bilbao", "set"), ("job", "arquitecta", "set")],
        ),
        # a signature the user says is theirs: the name, then the role and the workplace
        (
            "Use my usual sign-off: Kind regards, Imogen Flett — Head of Finance, Crofters Ltd",
            [("employer", "Crofters Ltd", "set"), ("job", "head of finance", "set"), ("name", "Imogen Flett", "set")],
        ),
        ("Mi firma: Saludos cordiales, Araceli Ibarra", [("name", "Araceli Ibarra", "set")]),
    ],
)
def test_a_profile_or_a_signature_the_user_says_is_theirs_is_read(
    text: str, expected: list[tuple[str, str, str]]
) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("moving to Perth in the autumn, need a removals firm", [("planned move", "Perth", "set")]),
        ("Mudanza a Teruel en octubre, socorro", [("planned move", "Teruel", "set")]),
        ("Relocation to Oslo confirmed for March", [("planned move", "Oslo", "set")]),
        ("new job @ Ocado from Monday 🎉", [("upcoming plan", "a new job at Ocado", "set")]),
        ("Move to Leeds: off. We're staying put.", [("planned move", "Leeds", "retire")]),
        ("Traslado a Vigo: cancelado, nos quedamos", [("planned move", "Vigo", "retire")]),
        ("M/41, any tips for a first half marathon?", [("age", "41", "set")]),
        ("glasgow-based, looking for a climbing gym", [("home", "Glasgow", "set")]),
        ("Ex-Barclays, now at Monzo since May", [("employer", "Barclays", "retire"), ("employer", "Monzo", "set")]),
        ("Ex de Repsol, ahora en Cepsa", [("employer", "Cepsa", "set"), ("employer", "Repsol", "retire")]),
        ("‼️ sesame allergy ‼️", [("allergy", "sesame", "set")]),
        ("#celiaco 🙋 ¿qué pido en el bar?", [("diet", "celiaco", "set")]),
        ("FYI — pescatarian", [("diet", "pescatarian", "set")]),
        # what follows a dash in a field is a statement of its own
        ("Relationship status: single — Lewis and I split up in June", [("partner", "Lewis", "retire")]),
    ],
)
def test_a_note_without_its_subject_is_read_as_the_users(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "moving the wardrobe upstairs is a two-person job",
        "Ex-boyfriend texted me again",
        "My boss's sign-off: Best, Gerald Pike — CEO, Pike & Co",
        "Relocation to Oslo is what my sister is planning",
        "Great weather in Oslo today",
        "la mudanza a Lugo de mis suegros es el sábado",
    ],
)
def test_notes_that_are_not_the_users_give_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My dad's CV: Brian Moss, 64, retired welder. Can you tidy it up?", []),
        ("Dating profile for my flatmate Jonno (not me!): 28, Hackney, barista. Make it witty.", []),
        ("The CV of the woman I interviewed: 5 yrs at Boots, first aid trained. Any questions to ask her?", []),
        ("El currículum de mi hermano: Álvaro Peña, 22, camarero en Benidorm. ¿Lo mejoras?", []),
        # what follows someone else's list is still the user's own
        ("My mum's CV: Ann Price, 66, retired nurse. I'm a nurse too, funnily enough.", [("job", "nurse", "set")]),
    ],
)
def test_someone_elses_list_gives_nothing_of_it(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected
