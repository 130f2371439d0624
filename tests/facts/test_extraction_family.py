"""Wordings the thirty-sixth natural batch showed the rules missing in English (family and home life), each written
here in other words, with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


# A relative named after "'s" for "is", before the relation after "with", or after "the" for "my".
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My wife's Priya, and we've got a cat", [("partner", "Priya", "set"), ("pet", "cat", "set")]),
        (
            "For the toast: Mum's Carol and Dad's Ken, married forty years",
            [("father", "Ken", "set"), ("mother", "Carol", "set")],
        ),
        ("My sister's Orla, she's the organised one", [("sister", "Orla", "set")]),
        (
            "I've lived in Leeds with Gareth, my husband, for six years",
            [("home", "Leeds", "set"), ("partner", "Gareth", "set")],
        ),
        (
            "Raised in Sligo, but I've been in Galway with Enda, my partner, for ten years now",
            [("home", "Galway", "set"), ("origin", "Sligo", "set"), ("partner", "Enda", "set")],
        ),
        ("So it's just me, the wife Aileen and the dog these days", [("partner", "Aileen", "set")]),
        (
            "The hubby Gary and I are off to Crete in May",
            [("partner", "Gary", "set"), ("planned trip", "Crete", "set")],
        ),
        # "I've" alone for "I have" (Irish and British English) before relatives counted or "a", then named
        (
            "I've three brothers, Padraig, Sean and Tomas, and a sister, Grainne",
            [
                ("brother", "Padraig", "set"),
                ("brother", "Sean", "set"),
                ("brother", "Tomas", "set"),
                ("sister", "Grainne", "set"),
            ],
        ),
        ("I've a son, Rory, and a daughter, Clodagh", [("daughter", "Clodagh", "set"), ("son", "Rory", "set")]),
    ],
)
def test_relative_named_in_short(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "His wife's Anna, apparently",
        "Her mum's Linda and her dad's Geoff",
        "my dad's sick and my mum's tired",
        "My dad's Ford is in the garage again",
        "I went for lunch with Sarah, my boss, and it was awkward",
        "Is your wife's name Anna?",
        "Is the wife Fiona coming too?",
        "If my husband's Tom, then who is Tim?",
        "I've two days, Monday and Friday, to get it done",
        "My friend has two brothers, Liam and Ross",
    ],
)
def test_relative_named_in_short_near_misses(text: str) -> None:
    assert read(text) == []


# A pet named beside its kind: first, then "my <kind>" or "the <kind> we adopted"; just taken in; moved or lived with.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Biscuit, my spaniel, and Tigger, my tabby, fight over the sofa",
            [("pet", "Biscuit", "set"), ("pet", "Tigger", "set")],
        ),
        ("Rolo, the rescue lurcher we adopted in May, won't stop digging", [("pet", "Rolo", "set")]),
        ("My girlfriend and I finally got our first puppy, a cockapoo called Bramble", [("pet", "Bramble", "set")]),
        ("We just rescued a lurcher named Dot, what should she eat?", [("pet", "Dot", "set")]),
        (
            "We're moving to Leeds in June with a collie named Bo, any tips?",
            [("pet", "Bo", "set"), ("planned move", "Leeds", "set")],
        ),
        (
            "I live in Bray with my husband and our three cats, and we need a cat sitter",
            [("home", "Bray", "set"), ("pet", "three cats", "set")],
        ),
    ],
)
def test_pet_named_beside_its_kind(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Honestly, my dog, bless him, is a menace",
        "I'm staying with a friend with a dog called Rex",
        "My neighbour just got a puppy called Bean",
        "Rex, the dog my neighbour adopted, barks all night",
        "If we adopted a kitten called Mo, would the dog cope?",
        "Should we get a beagle called Toast?",
    ],
)
def test_pet_named_beside_its_kind_near_misses(text: str) -> None:
    assert read(text) == []


# A home by the dwelling the user rents, shares or is in, with its town after a comma; the user's home after "but"
# beside someone else's.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My boyfriend and I rent a place in Leederville, and we'd love a garden", [("home", "Leederville", "set")]),
        (
            "I share a flat in Rondebosch, Cape Town — any tips for a chore chart?",
            [("home", "Rondebosch, Cape Town", "set")],
        ),
        ("We're in a two-bed terrace in Heaton now and the boiler is ancient", [("home", "Heaton", "set")]),
        (
            "Myself Anil, staying in Kothrud, Pune — kindly suggest a menu",
            [("home", "Kothrud, Pune", "set"), ("name", "Anil", "set")],
        ),
        ("My parents stay in Kumasi, but I'm in Accra with my husband", [("home", "Accra", "set")]),
    ],
)
def test_home_by_its_dwelling(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My sister rents a flat in Leeds",
        "We're in an Airbnb flat in Lisbon for the week",
        "We could rent a place in Leederville next year?",
        "My parents live in Cork but I'm in Galway this weekend",
        "My sister is in Leeds but I'm in a meeting",
    ],
)
def test_home_by_its_dwelling_near_misses(text: str) -> None:
    assert read(text) == []


# Children counted by the kind of parent the user is, a baby girl or boy named, twins.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm a single dad of two and I need quick lunches", [("children", "two", "set")]),
        ("Proud stay-at-home mum of three, help me plan the school run", [("children", "three", "set")]),
        (
            "Myself Anu, working mother of two sons, need a meal plan",
            [("children", "two sons", "set"), ("name", "Anu", "set")],
        ),
        ("We have a little boy, Rory, who just started crawling", [("son", "Rory", "set")]),
        ("I've got a baby girl called Ife and she never sleeps", [("daughter", "Ife", "set")]),
        ("Our twins turn five in May, party ideas?", [("children", "twins", "set")]),
    ],
)
def test_children_by_the_parent_the_user_is(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My sister, working mother of two, lives in Leeds",
        "My sister's twins are coming over",
        "I have a twin sister",
        "My neighbour has a baby girl called Ife",
        "Would a mum of three like this bag?",
    ],
)
def test_children_by_the_parent_the_user_is_near_misses(text: str) -> None:
    assert read(text) == []


# The partner the user married or is marrying: after the word they have for them, in a piece of an intro, or named
# beside the user as the one they are marrying.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I finally married my childhood sweetheart Kemi in May, help me write the thank-yous",
            [("partner", "Kemi", "set")],
        ),
        (
            "I'm Hollie, 29, married to Dean, and we live in Hull",
            [("age", "29", "set"), ("home", "Hull", "set"), ("name", "Hollie", "set"), ("partner", "Dean", "set")],
        ),
        ("Married to Aoife, two kids, live in Cork", [("home", "Cork", "set"), ("partner", "Aoife", "set")]),
        ("Dan and I are engaged, so help me pick a venue", [("partner", "Dan", "set")]),
        ("Myself and Roisin are tying the knot, so I need a speech", [("partner", "Roisin", "set")]),
    ],
)
def test_partner_married_or_marrying(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My sister, married to Tom, lives in Leeds",
        "My sister and I are getting married the same year, funnily",
        "Are you married to Tom?",
        "If I married my girlfriend Kemi, would her visa be quicker?",
    ],
)
def test_partner_married_or_marrying_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    "text",
    [
        # a child named with no word for an animal in the line is no pet the fallback may read
        "We have a 3-year-old named Nico, and he never sleeps.",
        "Quick one: we have a toddler named Nico — what's a good nap routine?",
    ],
)
def test_a_name_with_no_word_for_an_animal_is_no_pet(text: str) -> None:
    assert ("pet", "Nico", "set") not in read(text)


def test_a_pet_told_by_its_breed_or_its_passing_is_still_read() -> None:
    assert read("We've a greyhound, Comet, who sleeps all day.") == [("pet", "Comet", "set")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Scrap the move to Inverness, the job fell through.", [("planned move", "Inverness", "retire")]),
        ("We've ditched the relocation to Perth.", [("planned move", "Perth", "retire")]),
        ("I've cancelled the move to Derby.", [("planned move", "Derby", "retire")]),
    ],
)
def test_a_move_the_user_calls_off(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Should I scrap the move to Leeds?",
        "My sister scrapped the move to Leeds.",
        "If we cancel the move to Leeds, we lose the deposit.",
    ],
)
def test_a_move_called_off_by_someone_else_or_maybe_gives_nothing(text: str) -> None:
    assert read(text) == []


# A partner left by a divorce, told as done or as the divorce itself; never someone else's divorce or a what-if.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I divorced Marek back in 2020, so it's just me now", [("partner", "Marek", "retire")]),
        ("i'm divorced from Carl, please stop suggesting couples' breaks", [("partner", "Carl", "retire")]),
        ("My divorce from Simone finally came through in May", [("partner", "Simone", "retire")]),
        ("The divorce from Henrik is done and dusted", [("partner", "Henrik", "retire")]),
    ],
)
def test_partner_left_by_a_divorce(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My brother's divorce from Simone came through in May",
        "Her divorce from Henrik is done and dusted",
        "If I divorced Marek, who would keep the dog?",
        "Did Carl get divorced from Anna?",
    ],
)
def test_partner_left_by_a_divorce_near_misses(text: str) -> None:
    assert read(text) == []


# Home again, said with "back in" (the subject left out, or after another thing the user is); never a stay, a
# visit, a time ahead, someone else or a question.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Back in Galway now after six years in Toronto, any good running clubs?", [("home", "Galway", "set")]),
        ("I'm finally back in Durban for good", [("home", "Durban", "set")]),
        ("I'm single again and back in Wexford, where do I start?", [("home", "Wexford", "set")]),
    ],
)
def test_home_again(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'm back in Galway for the weekend, where's good for brunch?",
        "Back in Durban on Friday, can you book a taxi?",
        "My cousin is back in Wexford and I'm thrilled",
        "Are you back in Galway yet?",
        "Back in Wexford I used to swim every morning",
    ],
)
def test_home_again_near_misses(text: str) -> None:
    assert read(text) == []


# A baby on the way, with when: the user's or the partner's; never someone else's, a delivery or a check-up due, a
# loss or a question.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We're expecting in October, which pram folds smallest?", [("upcoming plan", "expecting in October", "set")]),
        ("my girlfriend is expecting a boy next spring", [("upcoming plan", "expecting a boy next spring", "set")]),
        ("My partner's due in November, what should I batch cook?", [("upcoming plan", "baby due in November", "set")]),
    ],
)
def test_a_baby_on_the_way(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My cousin is expecting in October",
        "My neighbour's baby is due in November",
        "I'm expecting a parcel next week",
        "My partner's due in November for a check-up",
        "Is your wife expecting in October?",
        "We were expecting in October but lost the baby",
    ],
)
def test_a_baby_on_the_way_near_misses(text: str) -> None:
    assert read(text) == []


# A relative with the name in brackets after it; never someone else's relative, an age or a word about them in brackets.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Mam (Siobhan) and Dad (Declan) want a quiet anniversary",
            [("father", "Declan", "set"), ("mother", "Siobhan", "set")],
        ),
        ("my sister (Freya) is getting the cake", [("sister", "Freya", "set")]),
    ],
)
def test_a_relative_named_in_brackets(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "His mam (Siobhan) wants a quiet anniversary",
        "my son (9) needs new boots",
        "Dad (retired now) plays a lot of golf",
    ],
)
def test_a_relative_named_in_brackets_near_misses(text: str) -> None:
    assert read(text) == []
