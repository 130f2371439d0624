"""Wordings the thirty-eighth natural batch showed the rules missing in English (everyday life told in passing while
asking for something), each written here in other words, with the near misses that must stay empty (pure engine, no
database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the thing first, the user's verb of liking or not liking after it, the clause ending or going on with "but"
        ("Cycling I genuinely love, but the hills here are brutal — gear tips?", [("likes", "Cycling", "set")]),
        ("Jazz I really love, can you recommend some albums?", [("likes", "Jazz", "set")]),
        ("Mushrooms I don't like, so what goes in a risotto instead?", [("dislikes", "Mushrooms", "set")]),
        ("and aubergine I really don't like, any swaps?", [("dislikes", "aubergine", "set")]),
        # music told as what the user listens to most
        ("Afrobeat is what I listen to most when I run, playlist please?", [("likes", "Afrobeat", "set")]),
        ("Old soul is what I most listen to on the train.", [("likes", "Old soul", "set")]),
    ],
)
def test_taste_put_first_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a word that points, a thing of the moment, a person, a question, someone else's listening
        "This I love, thanks!",
        "The one I like, can you find it in blue?",
        "The jacket I like but it's too pricey, alternatives?",
        "Something I love, a good roast.",
        "Which one I like? No idea.",
        "The radio is what I listen to in the car.",
        "Heavy metal is what my brother listens to most.",
        "That is what I listen to most.",
    ],
)
def test_taste_put_first_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a size put first in a clipped line, after a spaced dash or a comma, in numbers or words, a garment or a kit
        ("Size 10 in jeans, what cuts suit pear shapes?", [("clothing size", "10", "set")]),
        (
            "Going away for a weekend — small in tops, size 5 trainers, what do I pack?",
            [("clothing size", "S", "set"), ("shoe size", "5", "set")],
        ),
        ("I wear a medium in running kit, which rain jacket?", [("clothing size", "M", "set")]),
        # a size before the garment, in a list of the user's sizes
        (
            "Size 9 trainers, large hoodie, and nothing over £50 please.",
            [("clothing size", "L", "set"), ("shoe size", "9", "set")],
        ),
    ],
)
def test_size_put_first_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's size, a size with no size of the user's beside it, a thing searched for
        "size 9 boots for my son, medium jacket too",
        "Need a gift for a friend, size 12 in dresses",
        "she's a medium in jackets, what colour?",
        "medium jacket, under £100?",
        "Looking for a medium jacket in navy.",
    ],
)
def test_size_put_first_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # money the user has to spend, or has while buying, also after "and" with the subject left out
        ("We've got 2,000 dollars to spend on the kitchen, where do we start?", [("budget", "2,000 dollars", "set")]),
        (
            "Shopping for a sofa, I'm in a studio and have roughly €600, what fits?",
            [("budget", "€600", "set")],
        ),
        (
            "I'm vegan and can spend about 40 quid a week on food, meal plan?",
            [("budget", "40 quid a week", "set"), ("diet", "vegan", "set")],
        ),
        ("Buying a used car, I've got £15,000, which models?", [("budget", "£15,000", "set")]),
    ],
)
def test_money_to_spend_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # money left over or owed, someone else's, a what-if, a line about no purchase
        "I have 50 quid left till payday, cheap dinners?",
        "I owe my sister 200 quid, how do I tell her?",
        "My brother is 16 and can spend up to £50, what should he buy?",
        "If I had 500 quid to spend, what would you get?",
        "She's got 300 dollars to spend on a phone.",
        "I have 200 euros in my account and rent is due.",
    ],
)
def test_money_to_spend_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a trip with someone, the user one of those going
        (
            "Me and my best mate are flying to Lisbon next month, where should we eat?",
            [("planned trip", "Lisbon", "set")],
        ),
        # a holiday told by what the user will do there, at a time ahead
        ("I'm diving in Dahab next month, what wetsuit thickness?", [("planned trip", "Dahab", "set")]),
        ("We're surfing in Biarritz in July — board or no board?", [("planned trip", "Biarritz", "set")]),
        # a route begun on a day ahead, the subject left out
        ("Starting the Pennine Way on the 12th of June, boots advice?", [("planned trip", "Pennine Way", "set")]),
    ],
)
def test_trip_ahead_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a habit, a what-if, someone else's trip, a thing begun that is no route
        "Are they skiing in Verbier in March?",
        "If we're skiing in Whistler in February, what do we need?",
        "My sister and her husband are off to Peru in May.",
        "Starting the diet on Monday.",
        "I'm skiing in the garden tomorrow lol",
    ],
)
def test_trip_ahead_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a race ahead with the subject left out, or counted down to
        ("Doing the Bath half in March, any training plan?", [("upcoming plan", "the Bath half", "set")]),
        ("3 days to go until my first marathon, what do I eat?", [("upcoming plan", "my first marathon", "set")]),
        ("Six weeks till the Leeds 10k — can you build me a plan?", [("upcoming plan", "the Leeds 10k", "set")]),
    ],
)
def test_race_ahead_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # half of something else, someone else's race, a countdown to a feast, a race run before
        "Running the second half of the meeting tomorrow, tips?",
        "Eight weeks till my sister's marathon, what do I get her?",
        "Two weeks till Christmas, gift ideas?",
        "Running the Leeds 10k last month was hard.",
    ],
)
def test_race_ahead_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a move with its subject left out, made with someone
        ("Moving to Cork in May with my sister, where do we look for a flat?", [("planned move", "Cork", "set")]),
        ("relocating to Perth next spring with my husband, schools?", [("planned move", "Perth", "set")]),
    ],
)
def test_move_with_someone_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's move
        "Moving to Oslo is what my sister is planning.",
        "Relocation to Bristol for my brother next month, can you help him pack?",
    ],
)
def test_move_with_someone_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a fan opening the clause, said of the user by "here", "through and through", "since I was…"
        ("Big ramen fan here, best broth for a cold night?", [("likes", "ramen", "set")]),
        ("Celtic supporter since I was six, what's a good scarf?", [("favourite team", "Celtic", "set")]),
        # taken with a list, the subject left out
        ("been really into pottery and yoga lately, gift ideas?", [("likes", "pottery and yoga", "set")]),
    ],
)
def test_fan_with_the_subject_left_out_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a fan of no thing named, someone else's club or taste
        "Massive music fan here, any festival tips?",
        "My dad's a Spurs fan through and through, gift ideas?",
        "My son is really into dinosaurs and trains",
    ],
)
def test_fan_with_the_subject_left_out_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a known pastime given up, the subject maybe left out, and the one done now after "and"
        (
            "Gave up rugby after my shoulder op and do yoga three times a week now — mat advice?",
            [("hobby", "rugby", "retire"), ("hobby", "yoga", "set")],
        ),
        ("I've stopped playing padel since the baby came, what else can I do?", [("hobby", "padel", "retire")]),
        ("I work nights and go climbing twice a week, meal prep ideas?", [("hobby", "climbing", "set")]),
    ],
)
def test_pastime_given_up_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a run for the bus, a habit that is no pastime, someone else's, a thing given up for a while
        "I stopped running for the bus and hurt my ankle.",
        "I quit smoking a month ago.",
        "Dad quit golf last year, gift ideas?",
        "My sister gave up yoga.",
        "I gave up chocolate for Lent.",
        "My kids go to school and play football every Saturday.",
    ],
)
def test_pastime_given_up_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a pastime told in passing: the time put before "I spend", the gym as a habit, one taken up after a comma
        ("Saturdays I spend painting miniatures, which brushes?", [("hobby", "painting miniatures", "set")]),
        ("I go to the gym most days, protein ideas?", [("hobby", "gym", "set")]),
        ("New job's fine, took up climbing, what shoes for a beginner?", [("hobby", "climbing", "set")]),
    ],
)
def test_pastime_in_passing_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a chore, a first visit, a what-if, someone else's pastime
        "Weekends I spend cleaning the house, any hacks?",
        "I go to the gym tomorrow for the first time, what should I do?",
        "If I go to the gym, what should I eat?",
        "My brother turned 40, started cycling, gift ideas?",
    ],
)
def test_pastime_in_passing_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a diet of a kind the user was put on or is on
        ("My consultant has put me on a low-fodmap diet, breakfast ideas?", [("diet", "low-fodmap", "set")]),
        ("I'm currently on a dairy-free diet, what can I bake?", [("diet", "dairy-free", "set")]),
        # a diet the user's clause goes on from, or kept a while with the subject left out
        ("Since becoming vegan I never feel full, snack ideas?", [("diet", "vegan", "set")]),
        ("moved flats last month, been veggie two years, easy dinners?", [("diet", "veggie", "set")]),
    ],
)
def test_diet_in_passing_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's diet, a what-if, a diet thought of, one someone else went on
        "My doctor put my dad on a low-salt diet.",
        "If I went on a keto diet would I lose weight?",
        "I'm thinking of going on a low-carb diet.",
        "Since going vegan my sister is so annoying.",
    ],
)
def test_diet_in_passing_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a relative named in the next clause by a pronoun that agrees with the relation
        ("Planning my son's birthday, he's called Theo and he loves dinosaurs.", [("son", "Theo", "set")]),
        ("My husband's turning 50 — his name is Raj, what should I plan?", [("partner", "Raj", "set")]),
        ("Gift for my mum? Her name's Grace and she gardens.", [("mother", "Grace", "set")]),
    ],
)
def test_relative_named_by_pronoun_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone between the relation and the pronoun, a pronoun that does not agree
        "My sister's friend is visiting — she's called Jo, where should we go?",
        "My son's teacher retired, she's called Mrs Lee.",
        "Help with my daughter's party — he's called Ben.",
    ],
)
def test_relative_named_by_pronoun_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a home told by the halls or the floor the user lives on, in a place
        ("First year at uni, living in halls in Leicester, cheap meals?", [("home", "Leicester", "set")]),
        ("I live on the 12th floor in Croydon and the lift is always broken.", [("home", "Croydon", "set")]),
        # years in a place, "for" left out, beside where the user is from
        ("Derry born, been in Manchester ten years, where's good for soda bread?", [("home", "Manchester", "set")]),
    ],
)
def test_home_told_by_dwelling_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert [f for f in read(text) if f[0] == "home"] == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's halls, a floor at work, hours somewhere
        "My brother's living in halls in Leeds.",
        "I'm on the third floor in Canary Wharf at work.",
        "been in Tesco two hours, send help",
    ],
)
def test_home_told_by_dwelling_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a pet called by an endearment before its name, gone (it retires only a pet of that name on record)
        ("Our sweet girl Tilly died on Monday, what do I do with her bed?", [("pet", "Tilly", "retire")]),
        # pets lived with, who "we" are said between the place and them
        (
            "We live in Hobart, my husband and I, with three cats — which litter?",
            [("home", "Hobart", "set"), ("pet", "three cats", "set")],
        ),
    ],
)
def test_pet_in_passing_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a father, someone else's pets
        "My old man Frank passed away last year.",
        "We live in Leeds, my sister lives with three cats.",
    ],
)
def test_pet_in_passing_near_misses(text: str) -> None:
    assert [f for f in read(text) if f[0] == "pet"] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the height after the age, "I'm" not repeated
        ("I'm 45 and 1.80 m tall, what bike size?", [("age", "45", "set"), ("note", "1.80 m tall", "set")]),
        ("I'm 29 and 6ft 3, which wetsuit?", [("age", "29", "set"), ("note", "6ft 3", "set")]),
    ],
)
def test_height_after_the_age_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's height
        "my son is 12 and 5ft 4, what bike?",
    ],
)
def test_height_after_the_age_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a break-up with the subject left out (it retires only a partner of that name on record)
        ("Broke up with Sam in March, how do I move on?", [("partner", "Sam", "retire")]),
    ],
)
def test_break_up_subject_left_out_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # no one named, someone else's break-up
        "Split up with my band last year, what now?",
        "My sister broke up with Dan, how do I cheer her up?",
    ],
)
def test_break_up_subject_left_out_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the assistant's language switched for good
        ("Please switch to French when you reply from now on.", [("response language", "fr", "set")]),
        ("Switch over to Portuguese for your answers going forward.", [("response language", "pt", "set")]),
    ],
)
def test_language_switched_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # one answer, someone else's switch
        "Switch to Spanish for this answer.",
        "My son wants to switch to Spanish at school from now on, can you talk him through it?",
    ],
)
def test_language_switched_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the one that marked the user most, either way round
        (
            "Half of a Yellow Sun is the book that shaped me most, similar reads?",
            [("favourite book", "Half of a Yellow Sun", "set")],
        ),
        ("The film that changed my life is Amélie, any similar?", [("favourite film", "Amélie", "set")]),
    ],
)
def test_favourite_that_marked_me_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a word that points, someone else's
        "That is the book that marked me most.",
        "The book that marked my mum most is Rebecca.",
    ],
)
def test_favourite_that_marked_me_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # where to send things, beside a channel the user does not check
        ("forward it on telegram, I barely check email", [("contact channel", "telegram", "set")]),
        ("Please send the list to my WhatsApp, I never read my emails.", [("contact channel", "WhatsApp", "set")]),
    ],
)
def test_channel_sent_to_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # one sending with no channel given up, someone else's channel
        "send the meal plan to my whatsapp",
        "send it to my sister on whatsapp, I never check email",
    ],
)
def test_channel_sent_to_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    "text",
    [
        # a title watched or read right now, with no word of favour, is no favourite
        "Watching Ratatouille and now I'm dying for actual ratatouille lol, recipe?",
        "Reading Dune on the train and now I want to visit a desert, where?",
    ],
)
def test_title_in_front_of_the_user_near_misses(text: str) -> None:
    assert [f for f in read(text) if f[0].startswith("favourite")] == []


def test_title_with_a_word_of_favour_still_read() -> None:
    assert read("Ratatouille is my favourite film, any like it?") == [("favourite film", "Ratatouille", "set")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the user's pets named right after a question that said their kind
        ("Best harness for small dogs? Ours, Pip, pulls like mad.", [("pet", "Pip", "set")]),
        (
            "Can guinea pigs eat kale? We've got three, Oreo, Mocha and Pudding.",
            [("pet", "Mocha", "set"), ("pet", "Oreo", "set"), ("pet", "Pudding", "set")],
        ),
    ],
)
def test_pet_kind_asked_then_named_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # no name after, someone else's pets, a question alone
        "Are cats ok with milk? Got two, how much?",
        "Which dog food is best? Ours, honestly, is too fussy.",
        "What do hamsters eat? My neighbour's got two, Bo and Jo.",
    ],
)
def test_pet_kind_asked_then_named_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a known town the move was to, called off beside the user staying put
        (
            "Perth is off, we're staying put in Leeds — can you help me tell the landlord?",
            [("home", "Leeds", "set"), ("planned move", "Perth", "retire")],
        ),
    ],
)
def test_move_called_off_by_its_town_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # no staying said, no place, someone else's move
        "Melbourne's off, what a shame.",
        "Tomorrow's off, we're staying put.",
        "My sister's move to Perth is off, she's staying put.",
    ],
)
def test_move_called_off_by_its_town_near_misses(text: str) -> None:
    assert [f for f in read(text) if f[0] == "planned move"] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the verb of liking first, the subject left out, a thing alone after it
        ("Love sushi, where in Leeds is good?", [("likes", "sushi", "set")]),
        ("Absolutely adore jazz but my flat is tiny, speaker advice?", [("likes", "jazz", "set")]),
    ],
)
def test_like_subject_left_out_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # sarcasm, thanks, the conversation itself
        "Love how the gym at 6pm has so much room, truly spacious 🙃 when is it quietest?",
        "Love it, thanks!",
        "Love you",
        "Love this idea",
    ],
)
def test_like_subject_left_out_near_misses(text: str) -> None:
    assert read(text) == []
