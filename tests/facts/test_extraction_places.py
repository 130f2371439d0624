"""Wordings the thirty-ninth natural batch showed the rules missing in English (places in a life: homes, origins,
moves and trips), each written here in other words, with the near misses that must stay empty (pure engine, no
database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a trip's date written day first, a day of this month alone, or a feast it spans
        ("Heading to Porto on 3 June with my brother, any tips?", [("planned trip", "Porto", "set")]),
        ("Flying to Oslo from 2 March, what should I pack?", [("planned trip", "Oslo", "set")]),
        ("We're going to Rome on the 12th, need a hotel.", [("planned trip", "Rome", "set")]),
        ("We're flying to Krakow over Christmas.", [("planned trip", "Krakow", "set")]),
        ("Off to Seville on 4 May, first time in Spain.", [("planned trip", "Seville", "set")]),
    ],
)
def test_en_trip_dated_day_first_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's trip, a question, a what-if, a trip told as done
        "My sister is heading to Porto on 3 June.",
        "Were you going to Rome on the 12th?",
        "If we go to Krakow over Christmas, what do we need?",
        "I went to Rome on 3 June.",
        "We flew to Oslo on the 3rd of June.",
        "I went to Rome in June.",
    ],
)
def test_en_trip_dated_day_first_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # where the user is from as a piece of a list about them that opens the line
        ("Scot, from Perth, living in Leeds", [("home", "Leeds", "set"), ("origin", "Perth", "set")]),
        ("Mark here, 45, from Leeds", [("name", "Mark", "set"), ("age", "45", "set"), ("origin", "Leeds", "set")]),
        ("Aussie, born in Darwin, what's good for a barbecue?", [("origin", "Darwin", "set")]),
        ("Polish, originally from Gdansk, can you help with a CV?", [("origin", "Gdansk", "set")]),
        # a name with "here" alone before "from" is a firm's man: his name, no origin
        ("Dave here, from Ikea", [("name", "Dave", "set")]),
    ],
)
def test_en_origin_in_an_opening_list_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a letter's closing, a greeting, a firm's man, someone else, a question
        "Love, from Granny",
        "Hi, from Ikea, your order is ready",
        "Question, from Reddit: what is a ULEZ?",
        "My mate is Polish, from Gdansk",
        "Polish, from Gdansk?",
    ],
)
def test_en_origin_in_an_opening_list_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    "text",
    [
        # the in-laws' home or move is theirs, whatever time is said
        "My in-laws live in Inverness and want us up at Christmas.",
        "Our in-laws are moving to Perth in March.",
        "My sisters-in-law live in Cork.",
    ],
)
def test_en_in_laws_places_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the user's own home in the same line still counts
        ("The in-laws live in Inverness, I live in Leeds.", [("home", "Leeds", "set")]),
        ("I live in Leeds with the in-laws.", [("home", "Leeds", "set")]),
    ],
)
def test_en_in_laws_places_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # the place the user works or commutes to is never read as their home
        "The office is in Cardiff twice a week — car or train?",
        "Work in the City, which railcard?",
    ],
)
def test_en_workplace_not_home_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the home said beside the workplace is the home, never the workplace
        ("Swansea's home, but the office is in Cardiff twice a week — car or train?", [("home", "Swansea", "set")]),
        ("Commuter life: live in Reading, work in the City; which railcard?", [("home", "Reading", "set")]),
        ("We live on Skye and commute to Portree by bus; any good rain jackets?", [("home", "Skye", "set")]),
        # working from a place is still living there
        ("I work from home in Bath, any desk chair you'd recommend?", [("home", "Bath", "set")]),
        ("Working from our cottage in Tenby most of the year now; which broadband?", [("home", "Tenby", "set")]),
    ],
)
def test_en_workplace_not_home_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the user's trip named by its place, then called off
        ("Trip to Crete's off, the boss won't sign the leave.", [("planned trip", "Crete", "retire")]),
        ("Our holiday to Malta got cancelled by the airline.", [("planned trip", "Malta", "retire")]),
        ("The Lake District weekend is off, the car's broken.", [("planned trip", "Lake District", "retire")]),
        ("The big Lisbon trip has been scrapped.", [("planned trip", "Lisbon", "retire")]),
    ],
)
def test_en_trip_called_off_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's trip, a what-if, a question, a trip named by its time
        "My sister's trip to Bali is off.",
        "My brother's Bali trip is off.",
        "If the trip to Rome is off, what then?",
        "Is the trip to Bali off?",
        "Our Easter weekend is off.",
        "The June holiday got cancelled.",
        "The big weekend is off.",
    ],
)
def test_en_trip_called_off_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a move once planned, then called off in the same line
        (
            "We were supposed to be moving to Perth in May but we've called it off.",
            [("planned move", "Perth", "retire")],
        ),
        ("I was meant to relocate to Dubai next year but it fell through.", [("planned move", "Dubai", "retire")]),
    ],
)
def test_en_move_called_off_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's move called off, a question
        "My sister was meant to be moving to Leeds but she called it off.",
        "Were you meant to be moving to Leeds before it fell through?",
    ],
)
def test_en_move_called_off_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an origin worn as a nickname: the word for a town's people, or a known place with "girl", "lad"…
        ("Proud Mancunian here, where's a good curry?", [("origin", "Mancunian", "set")]),
        ("As a Glaswegian, I'm used to rain.", [("origin", "Glaswegian", "set")]),
        ("Texan to the core, need a brisket recipe", [("origin", "Texan", "set")]),
        ("I'm a Texas girl", [("origin", "Texas", "set")]),
        ("Devon born, Devon bred, and I need a plumber", [("origin", "Devon", "set")]),
        # and where the user lives now, said after it
        (
            "Lancashire lass living in Leeds, any pottery classes?",
            [("origin", "Lancashire", "set"), ("home", "Leeds", "set")],
        ),
        ("Cornwall boy at heart, now based in Bristol", [("origin", "Cornwall", "set"), ("home", "Bristol", "set")]),
        # a wait somewhere is no home
        ("Geordie stuck in Heathrow, flight's cancelled", [("origin", "Geordie", "set")]),
    ],
)
def test_en_origin_worn_as_a_nickname_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's, a question, a negation, a what-if, a past state, a joke, a thing rather than the user
        "My husband is a proper Geordie.",
        "Our Scouser neighbour is loud.",
        "Is he a Glaswegian?",
        "Was she a Devon girl?",
        "Not a Mancunian, just visiting.",
        "If I were a Texan I'd love brisket.",
        "I was a Londoner for ten years.",
        "Honorary Scouser here.",
        "A Geordie accent is hard to follow.",
        "Essex girl jokes are so tired.",
        "Birthday girl here!",
    ],
)
def test_en_origin_worn_as_a_nickname_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the answer language asked for with a reason that lasts: practice, a weak language, one spoken at home
        ("Reply in French please, I'm trying to learn it", [("response language", "fr", "set")]),
        ("Answer in French, my German is rusty", [("response language", "fr", "set")]),
        ("We speak Urdu at home, but reply in English please", [("response language", "en", "set")]),
        ("Please respond in Portuguese, I'm practising for Lisbon", [("response language", "pt", "set")]),
        # the language of the answers in general
        ("German answers are fine, I'm brushing up before the move", [("response language", "de", "set")]),
    ],
)
def test_en_answer_language_with_a_reason_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's wish, a one-off, a text for someone else, a what-if, a negation, a question, answers given
        "My sister wants you to answer in French, she's practising",
        "Reply in Spanish today, I need to forward it",
        "Reply in Spanish to my landlord, I'm learning it",
        "If you answer in Spanish I can practise",
        "Don't answer in Spanish, I'm practising my English",
        "Do you answer in French? I'm learning",
        "Are Spanish answers fine?",
        "French answers are fine for this one",
        "The English answers were better, I'm learning",
    ],
)
def test_en_answer_language_with_a_reason_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the home said as a thing, with no verb of living
        ("Home's in Leith, any good cafés?", [("home", "Leith", "set")]),
        ("My flat's in Hove now", [("home", "Hove", "set")]),
        ("Bath is home these days", [("home", "Bath", "set")]),
        ("We've got a cottage in Tenby now, any good pubs?", [("home", "Tenby", "set")]),
    ],
)
def test_en_home_said_without_a_verb_of_living_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's, a name, a place's fame, a stay, a question, a what-if, a negation
        "My mum's flat is in Hove",
        "Their house is in Derby",
        "Sarah's home, finally",
        "Dad's home!",
        "Leeds is home to the Royal Armouries",
        "Home's in Cornwall for Christmas",
        "London is home for the weekend",
        "Is your home in Leeds?",
        "If home's in Leeds, which train?",
        "Home's not in Leeds anymore",
    ],
)
def test_en_home_said_without_a_verb_of_living_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a trip with no verb of going: a place booked, or "done", at a time ahead
        ("Booked Porto for the 3rd of June, where should we eat?", [("planned trip", "Porto", "set")]),
        ("Corfu's booked for a fortnight in July", [("planned trip", "Corfu", "set")]),
        ("our Peru trip in May is booked!", [("planned trip", "Peru", "set")]),
        ("Our Lake District weekend is booked for June", [("planned trip", "Lake District", "set")]),
        ("We're doing Japan over Easter, which rail pass?", [("planned trip", "Japan", "set")]),
    ],
)
def test_en_trip_without_a_verb_of_going_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's, a person or a table booked, a trip told as done, a question, a what-if, no place
        "My sister's Bali trip is booked",
        "Dave's booked for Friday",
        "Nobu's booked for Friday",
        "The table's booked for 8",
        "Booked Dave for the 14th to fix the boiler",
        "Booked Lisbon last year for May",
        "Our Cambodia trip was booked",
        "We did Thailand over Christmas",
        "Did you book Lisbon for May?",
        "If Corfu's booked for July, what then?",
        "We're doing Pilates in June",
    ],
)
def test_en_trip_without_a_verb_of_going_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a place named, then said to be where the user lives
        ("I meant Derby, that's where I live", [("home", "Derby", "set")]),
        ("Flying from Doha, where we live, to Paris", [("home", "Doha", "set")]),
        ("Bath is where I live now", [("home", "Bath", "set")]),
        ("It's Hove we live in, not Brighton", [("home", "Hove", "set")]),
    ],
)
def test_en_place_then_where_i_live_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's, a past home, a question, a negation, a what-if, no place, a stay with a when
        "My mum's in Leeds, that's where she lives",
        "Leeds is where I used to live",
        "Leeds, where I lived as a kid",
        "It's Swindon I lived in",
        "Is Leeds where you live?",
        "Is it Swindon you live in?",
        "Leeds isn't where I live",
        "Bath is where I'd live if I could",
        "The office is where I live these days",
        "Leeds is where I live when I'm working",
    ],
)
def test_en_place_then_where_i_live_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a bare age, and a trade after it, as pieces of a list about the user that opens the line
        (
            "Tom here, 52, from Hull, any good chippies?",
            [("name", "Tom", "set"), ("age", "52", "set"), ("origin", "Hull", "set")],
        ),
        (
            "Living in Bath these days, 47, joiner — which van?",
            [("home", "Bath", "set"), ("age", "47", "set"), ("job", "joiner", "set")],
        ),
        # a name, then the age, then something else about the user
        ("Priya, 29, married and based in Leeds", [("name", "Priya", "set"), ("age", "29", "set")]),
    ],
)
def test_en_age_in_an_opening_list_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's age, numbers of things, a score, a question
        "Sarah, 12, wants a bike",
        "Mia, 6, and Jack, 3, need coats",
        "My son, 12, from Leeds",
        "Bolts, 12, 24 and 36 mm",
        "Order 12, 34, from the catalogue",
        "Leeds, 38, Manchester 12 — who won?",
        "Is it Tom here, 52, from Hull?",
    ],
)
def test_en_age_in_an_opening_list_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the employer said first, or as where the job is
        ("Leeds City Council's where I work", [("employer", "Leeds City Council", "set")]),
        ("My job's at the Royal Free now", [("employer", "Royal Free", "set")]),
    ],
)
def test_en_employer_said_first_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a town, someone else's job, a time, a question, a past job, no name
        "Leeds is where I work",
        "My husband's job is at Tesco",
        "Work's at 9 tomorrow",
        "Is Tesco where you work?",
        "Tesco is where I worked for years",
        "The office is where I work best",
    ],
)
def test_en_employer_said_first_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the user living somewhere as one of a pair or a household, or with the subject left out after a label
        ("Me and my partner live in Hackney, any good vets?", [("home", "Hackney", "set")]),
        ("Me and the kids still live in Ely", [("home", "Ely", "set")]),
        ("Fun fact: live in Leeds, work in York", [("home", "Leeds", "set")]),
    ],
)
def test_en_home_with_the_subject_said_otherwise_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's, a past home, a question, a stay, advice
        "My flatmate and her boyfriend live in Hackney",
        "Me and my sister lived in Hackney as kids",
        "Do me and my flatmate live in the same zone?",
        "Me and my mate live in hotels when we travel",
        "Question: live in Leeds or York?",
        "Pro tip: live in Leeds, not London",
    ],
)
def test_en_home_with_the_subject_said_otherwise_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an island the user lives on
        ("I live on Gozo now", [("home", "Gozo", "set")]),
        ("We live on Hayling Island, any good sailing clubs?", [("home", "Hayling Island", "set")]),
    ],
)
def test_en_home_on_an_island_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a street, food lived on, someone else's, a past home, a question
        "I live on Elm Street",
        "We live on Pot Noodles",
        "We live on Doritos",
        "My parents live on Skye",
        "We lived on Skye for years",
        "Do you live on Skye?",
    ],
)
def test_en_home_on_an_island_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # where the user is from, a bare place and "originally", as a piece of a list after a comma
        ("Retired nurse, Cork originally, now in Bath", [("origin", "Cork", "set"), ("home", "Bath", "set")]),
        ("Vegan, Lagos originally, any good restaurants?", [("diet", "Vegan", "set"), ("origin", "Lagos", "set")]),
    ],
)
def test_en_origin_as_a_bare_place_in_a_list_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # what someone first wanted, a question
        "Kevin originally wanted the blue one",
        "Is it, Lagos originally?",
    ],
)
def test_en_origin_as_a_bare_place_in_a_list_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a trip ahead in the present tense, the user and a companion its subject
        ("On 3 May my sister and I fly to Riga", [("planned trip", "Riga", "set")]),
        ("Me and my mate head to Bilbao on the 9th", [("planned trip", "Bilbao", "set")]),
    ],
)
def test_en_trip_in_the_present_with_a_companion_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a trip told as done, a habit, a question, a what-if, someone else's, an errand
        "My brother and I flew to Tallinn on 12 August",
        "My brother and I fly to Tallinn every August",
        "Do my brother and I fly to Tallinn on the 12th?",
        "If my brother and I fly to Tallinn on 12 August, what then?",
        "My brother and his wife fly to Tallinn on 12 August",
        "Me and my mate head to the shop on Monday",
    ],
)
def test_en_trip_in_the_present_with_a_companion_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the user's life spent in a place, still there
        ("Spent my whole life in Hobart and never seen snow, any good coats?", [("home", "Hobart", "set")]),
        ("I've spent all my life in Sligo", [("home", "Sligo", "set")]),
    ],
)
def test_en_life_spent_in_a_place_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's, a question, no place, a negation
        "My dad spent his whole life in Leeds",
        "Have you spent your whole life in Leeds?",
        "I've spent my whole life in debt",
        "I haven't spent my whole life in Leeds",
    ],
)
def test_en_life_spent_in_a_place_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # where the user comes from on a visit is home
        ("Just visiting from Perth, any good beaches?", [("home", "Perth", "set")]),
        ("We're over from Cork for the week", [("home", "Cork", "set")]),
    ],
)
def test_en_home_visited_from_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's visit, a question, a past visit
        "My cousin is visiting from Adelaide",
        "Are you visiting from Adelaide?",
        "Visiting from Adelaide?",
        "I was visiting from Adelaide",
    ],
)
def test_en_home_visited_from_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # where the user ended up living, said in the perfect too
        ("I've ended up living in Broome, any good dentists?", [("home", "Broome", "set")]),
        ("We've somehow ended up in Perth", [("home", "Perth", "set")]),
    ],
)
def test_en_home_ended_up_in_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's, a question, a what-if
        "My brother has ended up living in Perth",
        "Have you ended up in Perth?",
        "If we ended up in Perth, what then?",
    ],
)
def test_en_home_ended_up_in_near_misses(text: str) -> None:
    assert read(text) == []
