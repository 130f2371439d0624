"""Classes of self-disclosure the rules used to miss or cut short (a request after "so", ages in words, lists of likes,
a preference cut at its verb, music listened to, a retirement read as the job now), each written here in other
words, with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return [(c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm coeliac so could you suggest a birthday cake?", [("diet", "coeliac", "set")]),
        ("we live in Norwich, so can you find me a dentist nearby?", [("home", "Norwich", "set")]),
        ("soy vegano así que ¿me recomiendas un postre?", [("diet", "vegano", "set")]),
        ("vivo en Cuenca, entonces ¿qué ruta me recomiendas?", [("home", "Cuenca", "set")]),
        ("tengo un perro, así que me buscas un hotel que los acepte?", [("pet", "perro", "set")]),
    ],
)
def test_a_statement_before_so_and_a_request_is_still_read(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "it's pouring so can you suggest something to do indoors?",
        "hace un calor horrible, así que ¿me dices una bebida fresca?",
        "my brother is vegan so can you suggest a dessert for him?",
        "so can you help me plan the week?",
        "así que ¿me ayudas con el correo?",
    ],
)
def test_a_request_after_so_with_no_fact_of_the_user_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm fifty-three and I still skate", [("age", "fifty-three", "set")]),
        ("I am twenty nine years old", [("age", "twenty nine", "set")]),
        ("I just turned sixty", [("age", "sixty", "set")]),
        ("turned seventy in June, still cycling", [("age", "seventy", "set")]),
        ("I'm forty-four now", [("age", "forty-four", "set")]),
        ("tengo cincuenta y un años", [("age", "cincuenta y un", "set")]),
        ("tengo veintitrés", [("age", "veintitrés", "set")]),
        ("cumplí treinta y ocho en enero", [("age", "treinta y ocho", "set")]),
        # a name typed with no comma before the age
        ("me llamo Inés tengo treinta años", [("name", "Inés", "set"), ("age", "treinta", "set")]),
    ],
)
def test_an_age_in_words_keeps_the_users_words(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'm forty minutes from home",
        "my nan is ninety-one",
        "tengo cuarenta y dos correos sin leer",
        "mi abuelo tiene ochenta y cuatro años",
        "cumplimos treinta años de casados",
    ],
)
def test_a_number_in_words_that_is_no_age_of_the_user_gives_nothing(text):
    assert read(text) == []


def test_an_age_in_words_meets_the_same_age_in_digits():
    from facts.engine.synonyms import values_match

    assert values_match("age", "thirty-two", "32")
    assert values_match("age", "41", "cuarenta y un")
    assert not values_match("age", "treinta", "31")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I listen to loads of reggae", [("likes", "reggae", "set")]),
        ("I listen to grime all day", [("likes", "grime", "set")]),
        ("escucho bachata a todas horas", [("likes", "bachata", "set")]),
        ("I mainly listen to Nina Simone", [("likes", "Nina Simone", "set")]),
        ("escucho muchísima cumbia", [("likes", "cumbia", "set")]),
        ("siempre escucho a Jorge Drexler en el coche", [("likes", "Jorge Drexler", "set")]),
        # a favourite said after it is read as the favourite (a singer, by the word for one), never a pronoun
        ("escucho a Rosalía sin parar, es mi cantante favorita", [("favourite singer", "Rosalía", "set")]),
        # a band introduced by the word for it keeps only its name
        ("I'm a huge fan of the band Arctic Monkeys", [("likes", "Arctic Monkeys", "set")]),
        ("me flipa el grupo Love of Lesbian", [("likes", "Love of Lesbian", "set")]),
        ("mi grupo favorito es la banda Héroes del Silencio", [("favourite band", "Héroes del Silencio", "set")]),
    ],
)
def test_music_listened_to_is_a_like_and_a_band_keeps_its_name(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I listen to the news over breakfast",
        "I listen to music while I cook",
        "my daughter listens to a lot of grime",
        "mi pareja escucha mucho flamenco",
        "escucho a mi abuela cuando habla de la guerra",
        "I used to listen to a lot of metal",
        "I'm listening to some jazz right now",
    ],
)
def test_listening_that_is_no_taste_of_the_user_gives_nothing(text):
    assert read(text) == []


def test_a_favourite_said_by_a_pronoun_is_never_the_pronoun():
    assert ("favourite singer", "she", "set") not in read("I listen to Adele all day, she's my favourite singer")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I enjoy sailing, pottery and crime dramas", [("likes", "sailing, pottery and crime dramas", "set")]),
        ("I really like curling and board games", [("likes", "curling and board games", "set")]),
        ("I'm into kayaking, jigsaws and old westerns", [("likes", "kayaking, jigsaws and old westerns", "set")]),
        (
            "me encantan la escalada, el ajedrez y las novelas negras",
            [("likes", "escalada, el ajedrez y las novelas negras", "set")],
        ),
        ("me gusta nadar y tocar el ukelele", [("likes", "nadar y tocar el ukelele", "set")]),
        ("I can't stand olives and capers", [("dislikes", "olives and capers", "set")]),
        ("odio el tráfico y las colas", [("dislikes", "tráfico y las colas", "set")]),
        # the list ends where a clause of its own starts: the first item is still read
        ("I love surfing and go most weekends", [("likes", "surfing", "set")]),
        ("me gustan los gatos y tengo tres", [("likes", "gatos", "set")]),
        ("me encanta el jazz y odio el trap", [("likes", "jazz", "set"), ("dislikes", "trap", "set")]),
        ("I love cricket and Root is my hero", [("likes", "cricket", "set")]),
        ("me gusta el tenis y Nadal es lo más", [("likes", "tenis", "set")]),
    ],
)
def test_a_list_of_likes_is_kept_whole_in_the_users_words(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I like this one and that one",
        "I love the green one and the grey one",
        "me gustan esta y aquella",
        "my sister loves baking, knitting and quizzes",
        "a mi hermano le gustan el pádel, el golf y los coches",
    ],
)
def test_a_list_of_the_moment_or_someone_elses_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I prefer to shop in small local stores", [("preference", "shop in small local stores", "set")]),
        ("I'd rather get the parcels on Saturdays", [("preference", "get the parcels on Saturdays", "set")]),
        ("I prefer working from the library", [("preference", "working from the library", "set")]),
        ("I like to swim in the lake before work", [("likes", "swim in the lake before work", "set")]),
        ("I enjoy baking for my neighbours", [("likes", "baking for my neighbours", "set")]),
        ("prefiero leer en el tren", [("preference", "leer en el tren", "set")]),
        ("prefiero escuchar la radio en catalán", [("preference", "escuchar la radio en catalán", "set")]),
        ("me encanta ir a nadar por las tardes", [("likes", "ir a nadar por las tardes", "set")]),
        # the comparison is not part of it
        ("I'd rather cycle to work than drive", [("preference", "cycle to work", "set")]),
        ("prefiero cocinar en casa que comer fuera", [("preference", "cocinar en casa", "set")]),
        ("prefiero caminar a coger el bus", [("preference", "caminar", "set")]),
        ("I like to read, draw and sing", [("likes", "read, draw and sing", "set")]),
    ],
)
def test_a_preference_or_like_said_by_a_verb_keeps_what_follows_the_verb(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'd rather not get into it",
        "I prefer to wait and see",
        "prefiero no decirlo",
        "I enjoy talking to you",
        "me gusta hablar contigo",
        "my wife prefers to sleep in on Sundays",
        "a mi hijo le gusta jugar al fútbol en el parque",
    ],
)
def test_a_verb_of_the_moment_or_someone_elses_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a retirement retires the role held before it, never reads it as the job now
        ("I retired as a paramedic in the spring", [("job", "paramedic", "retire")]),
        ("I drove a bus for 25 years as a driver before retiring", [("job", "driver", "retire")]),
        ("me jubilé como conserje hace dos años", [("job", "conserje", "retire")]),
        # a role named retired is the user's words
        ("I'm a retired plumber", [("job", "retired plumber", "set")]),
        ("soy enfermera jubilada", [("job", "enfermera jubilada", "set")]),
        # the work now, after a retirement or a past role
        ("I'm retired but I work weekends at Aldi", [("employer", "Aldi", "set")]),
        ("antes era fontanero, ahora soy taxista", [("job", "taxista", "set")]),
    ],
)
def test_a_role_held_before_retiring_is_retired_and_the_work_now_is_read(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I used to work as a lifeguard",
        "I used to be a chef",
        "I used to work in insurance",
        "antes trabajaba de cocinero",
        "trabajaba como socorrista en verano",
        "I retired from teaching a while ago",
    ],
)
def test_a_role_the_user_had_once_is_no_job_now(text):
    assert [fact for fact in read(text) if fact[2] == "set" and fact[0] in ("job", "employer", "industry")] == []


# A budget keeps the period it is counted over, as the user said it; the same amount over another period is
# another budget, and one said without a period meets it.
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My budget is £1,200 a month for rent", "£1,200 a month"),
        ("mi presupuesto es de 90 euros a la semana para la compra", "90 euros a la semana"),
        ("I have a budget of $180 per night for the hotel", "$180 per night"),
        ("My budget's 400 euros, nothing more", "400 euros"),
    ],
)
def test_a_budget_keeps_its_period(text, value):
    assert [c.value for c in extract_facts(text) if c.key == "budget"] == [value]


def test_a_budget_over_another_period_is_another_budget():
    from facts.engine.synonyms import values_match

    assert values_match("budget", "£1,200 a month", "£1,200")
    assert values_match("budget", "800 euros al mes", "800 € a month")
    assert not values_match("budget", "£100 a week", "£100 a month")
