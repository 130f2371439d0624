"""Self-disclosures said to a general-purpose assistant in wordings the rules had not read, by class, each in other
words than any corpus line, with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return [(c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("No olvides que soy vegana: nada de lácteos.", [("diet", "vegana", "set")]),
        ("no te olvides de que vivo en Albacete", [("home", "Albacete", "set")]),
        ("Don't forget I'm allergic to sesame.", [("allergy", "sesame", "set")]),
    ],
)
def test_a_reminder_opened_by_do_not_forget_reads_what_follows(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    ["No olvides que mi madre es vegana", "don't forget my son is allergic to kiwi", "no soy vegana"],
)
def test_a_reminder_about_someone_else_or_a_denial_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Nunca me busques pisos sin ascensor, que mi padre vive conmigo.",
            [("instruction", "Nunca me busques pisos sin ascensor", "set")],
        ),
        (
            "a partir de ahora nunca me reserves asientos en la última fila",
            [("instruction", "nunca me reserves asientos en la última fila", "set")],
        ),
        (
            "Never book me anything before 9, I'm not a morning person.",
            [("instruction", "Never book me anything before 9", "set")],
        ),
        ("From now on, always show me the price per kilo", [("instruction", "show me the price per kilo", "set")]),
    ],
)
def test_a_standing_instruction_keeps_what_to_do_without_its_reason(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    ["Nunca digas de esta agua no beberé", "This time, always show me the cheapest", "my dad never books anything"],
)
def test_a_saying_a_one_off_or_someone_elses_habit_is_no_instruction(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Quiero que de ahora en adelante me pongas los precios con IVA.",
            [("instruction", "me pongas los precios con IVA", "set")],
        ),
        (
            "Can you give me the weights in kilos from now on?",
            [("instruction", "give me the weights in kilos", "set")],
        ),
        (
            "Could you please list the options as a table going forward?",
            [("instruction", "list the options as a table", "set")],
        ),
        ("make your replies a bit shorter from now on", [("instruction", "make your replies a bit shorter", "set")]),
    ],
)
def test_a_request_for_every_time_to_come_is_an_instruction_also_asked_politely(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "esta vez quiero que me pongas los precios con IVA",
        "mi jefe quiere que a partir de ahora le mandes los informes",
        "can you make this one shorter?",
        "Can you always deliver on Sundays?",
        "could you give me shorter answers?",
    ],
)
def test_a_request_this_once_someone_elses_or_a_question_of_what_can_be_done_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("siempre reservo asiento de ventanilla en el AVE", [("preference", "asiento de ventanilla", "set")]),
        ("prefiero el pasillo", [("preference", "pasillo", "set")]),
    ],
)
def test_the_seat_the_user_always_takes_keeps_their_words(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "tenemos dos hijas: Noa y Vera",
            [("children", "dos hijas", "set"), ("daughter", "Noa", "set"), ("daughter", "Vera", "set")],
        ),
        (
            "tengo tres hijos: Bruno, Alba y Nico, el pequeño aún no habla",
            [
                ("children", "tres hijos", "set"),
                ("son", "Bruno", "set"),
                ("daughter", "Alba", "set"),
                ("son", "Nico", "set"),
            ],
        ),
        (
            "Our three kids are Rosa, Hugo and Mara.",
            [
                ("children", "three kids", "set"),
                ("daughter", "Rosa", "set"),
                ("son", "Hugo", "set"),
                ("daughter", "Mara", "set"),
            ],
        ),
    ],
)
def test_children_counted_and_named_are_each_a_son_or_a_daughter_when_the_name_tells(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    ["my sister's two kids are Leo and Mia", "sus tres hijos son Hugo, Irene y Sara", "no tengo hijos"],
)
def test_someone_elses_children_named_give_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm not vegan anymore, eating cheese again", [("diet", "vegan", "retire")]),
        ("ya no soy vegano, como carne otra vez", [("diet", "vegano", "retire")]),
        ("I am pure vegetarian, no onion also", [("diet", "pure vegetarian", "set")]),
        ("I'm a totally vegan cook", [("diet", "totally vegan", "set")]),
    ],
)
def test_a_diet_given_up_or_kept_strictly_and_no_adverb_as_a_diet(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Mi bar favorito es La Venencia, si algún día pasas por Madrid.",
            [("favourite restaurant", "La Venencia", "set")],
        ),
        (
            "The podcast I keep going back to is Desert Island Discs",
            [("favourite podcast", "Desert Island Discs", "set")],
        ),
        ("el disco que más me ha marcado es Mediterráneo", [("favourite music", "Mediterráneo", "set")]),
        ("My favourite game to play is Catan, every Friday", [("favourite game", "Catan", "set")]),
        ("Nothing beats Lisbon for me, it's my favourite city", [("favourite city", "Lisbon", "set")]),
        ("Rangers till I die", [("favourite team", "Rangers", "set")]),
        ("my favourite book is Of Mice and Men", [("favourite book", "Of Mice and Men", "set")]),
    ],
)
def test_a_favourite_in_other_words_and_a_title_past_its_small_words(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "si algún día me mudo, será a Lima",
        "my sister's favourite film is Gone with the Wind",
        "my uncle is Celtic till he dies",
        "nothing beats my mum, she's the best",
    ],
)
def test_a_what_if_or_someone_elses_favourite_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "el 15 de enero empiezo en un empleo nuevo en Mapfre",
            [("upcoming plan", "un empleo nuevo en Mapfre", "set")],
        ),
        (
            "me he inscrito en un curso de fotografía que empieza en abril",
            [("upcoming plan", "un curso de fotografía", "set")],
        ),
        (
            "On the 2nd of June I start a new job at Aviva",
            [("upcoming plan", "a new job at Aviva", "set")],
        ),
        (
            "We're booked onto a cookery course next month",
            [("upcoming plan", "a cookery course next month", "set")],
        ),
    ],
)
def test_a_job_or_course_begun_on_a_date_or_signed_up_for_ahead_is_a_plan(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "mi prima empieza un trabajo nuevo el 2 de mayo",
        "me inscribí en un curso de fotografía el año pasado",
        "my son is signed up for a swimming course in May",
    ],
)
def test_someone_elses_start_or_a_course_gone_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I've got a hamster, Nibbles, and a really lazy old cat named Duchess",
            [("pet", "Nibbles", "set"), ("pet", "Duchess", "set")],
        ),
        ("at present I'm staying in Mysore", [("home", "Mysore", "set")]),
        (
            "I'm currently working at Wipro as a data analyst",
            [("employer", "Wipro", "set"), ("job", "data analyst", "set")],
        ),
        (
            "I'm a size 38 in shoes and mostly a small in jumpers",
            [("shoe size", "38", "set"), ("clothing size", "S", "set")],
        ),
    ],
)
def test_a_pet_after_the_users_having_staying_and_working_now_and_a_second_size(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my neighbour has a dog and a very old cat called Tiddles",
        "I'm presently staying in a hotel in Goa till Sunday",
        "my wife is currently working at Wipro",
    ],
)
def test_someone_elses_pet_or_work_and_a_stay_with_an_end_give_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I always pay by Google Pay, I don't like typing my card in.", [("payment", "Google Pay", "set")]),
        ("Siempre pago con Bizum, no me gusta dar la tarjeta.", [("payment", "Bizum", "set")]),
        ("Window seat, always. I like to look out at the clouds.", [("preference", "Window seat", "set")]),
    ],
)
def test_a_taste_said_as_the_reason_for_a_standing_choice_is_no_taste_of_its_own(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I always pay with PayPal, and I love jazz",
            [("payment", "PayPal", "set"), ("likes", "jazz", "set")],
        ),
        (
            "I prefer window seats. I also love hiking",
            [("preference", "window seats", "set"), ("likes", "hiking", "set")],
        ),
        ("I hate phone calls", [("dislikes", "phone calls", "set")]),
    ],
)
def test_a_taste_joined_to_a_choice_or_said_alone_is_kept(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Dejen siempre las compras en recepción, que trabajo hasta tarde.",
            [("preference", "en recepción", "set")],
        ),
        (
            "When I'm not home, leave the parcels in the wooden box by the front door",
            [("preference", "in the wooden box by the front door", "set")],
        ),
    ],
)
def test_where_deliveries_are_left_with_what_is_left_and_which_box(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    ["mi portero deja los paquetes en recepción", "the courier left my parcel in the bin yesterday"],
)
def test_someone_elses_way_with_deliveries_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("por si acaso: mido 1,62, las mangas largas me sobran", [("note", "mido 1,62", "set")]),
        ("mido un metro setenta y cinco", [("note", "mido un metro setenta y cinco", "set")]),
        ("I'm 5ft 3 so maxi dresses drag", [("note", "I'm 5ft 3", "set")]),
        ("soy copywriter en una agencia", [("job", "copywriter", "set")]),
    ],
)
def test_the_users_height_is_a_note_and_a_copywriter_a_job(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize("text", ["mi novio mide 1,90", "my daughter is five foot two already"])
def test_someone_elses_height_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Raised in Durban, moved to Cape Town after uni",
            [("origin", "Durban", "set"), ("home", "Cape Town", "set")],
        ),
        ("Grew up in Hull, my brother moved to Leeds", [("origin", "Hull", "set")]),
    ],
)
def test_a_life_told_with_the_subject_left_out_reads_each_part_of_the_users(text, expected):
    assert read(text) == expected
