"""Wordings the thirty-fourth natural batch showed the rules missing in English (facts told inside stories: anecdotes,
venting, catching up, the fact one clause of a longer message), each written here in other words, with the near
misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a spaced dash before a statement of its own ends the clause of the story before it
        ("Honestly, I can't complain — our beagle Rolo keeps us all sane.", [("pet", "Rolo", "set")]),
        ("Didn't sleep a wink — my son Alfie was up all night with a cough.", [("son", "Alfie", "set")]),
        ("Wasn't expecting that score — I support Celtic, so it stings.", [("favourite team", "Celtic", "set")]),
        # a pet's death after a word of sorrow (retired only when a pet of that name is on record)
        ("Sadly Pepper passed away yesterday.", [("pet", "Pepper", "retire")]),
        # a budget said as how far the user can go
        ("I could go up to £450 for the dishwasher.", [("budget", "£450", "set")]),
        ("I can probably stretch to $1,200 for a laptop.", [("budget", "$1,200", "set")]),
        # an email given as "it's" in a line offering it, or after "new email address:"
        ("Email's easiest — it's sam.k@example.net.", [("email", "sam.k@example.net", "set")]),
        ("New email address: ana.lopez@example.com, please update it.", [("email", "ana.lopez@example.com", "set")]),
        # a car told by its model alone or by a model of two words, the word of time left out
        ("These days we drive a second-hand Qashqai.", [("note", "drive a second-hand Qashqai", "set")]),
        ("Traded the Polo in, I drive a Tesla Model S now.", [("note", "drive a Tesla Model S", "set")]),
        # a standing word before "never", a particle after "please", a complaint about the answers left out
        (
            "From now on, never suggest hotels without a lift.",
            [("instruction", "never suggest hotels without a lift", "set")],
        ),
        (
            "Please lah, from now on answer in short points, your paragraphs are too long.",
            [("instruction", "answer in short points", "set")],
        ),
        # a move called off with the verb a contraction on the place
        (
            "So our relocation to Perth's off, we're staying in Leeds.",
            [("home", "Leeds", "set"), ("planned move", "Perth", "retire")],
        ),
        # a request closing the message after a dash leaves the statement before it a clause of its own
        ("Anyway, I'm a size 9 in shoes — find me trail runners under £90?", [("shoe size", "9", "set")]),
        # a workplace begun on a day ahead is a plan, and the role begun with it no job yet
        (
            "I'm starting at the Royal Infirmary on the 3rd of May as a staff nurse.",
            [("upcoming plan", "at the Royal Infirmary on the 3rd of May", "set")],
        ),
        ("I start at Monzo on Monday.", [("upcoming plan", "at Monzo on Monday", "set")]),
        # an event signed up for, the subject left out
        (
            "Just signed up for the Bristol half marathon in May, wish me luck.",
            [("upcoming plan", "the Bristol half marathon", "set")],
        ),
        # a pet named after the user's having, the subject left out
        (
            "Got two boys and a cat called Pickle, so the house is never tidy.",
            [("children", "two boys", "set"), ("pet", "Pickle", "set")],
        ),
        # a business district is where the user works, no employer
        ("I live in Woodlands and work at Marina Bay, so the commute is long.", [("home", "Woodlands", "set")]),
        ("I work at Marina Bay Sands.", [("employer", "Marina Bay Sands", "set")]),
        # a birthday joined to its word by ", which is", by Nigerian English's "na" or by "falls on"
        (
            "Booking a table for my birthday, which is the 2nd of June, for eight of us.",
            [("birthday", "2nd of June", "set")],
        ),
        ("My birthday na 3rd March, I no dey joke.", [("birthday", "3rd March", "set")]),
        ("My birthday falls on the 30th of November this year.", [("birthday", "30th of November", "set")]),
        # an age after the name of an intro that opens with "myself"
        (
            "Myself Kavya, 31, from Mysore, looking for a flat.",
            [("age", "31", "set"), ("name", "Kavya", "set"), ("origin", "Mysore", "set")],
        ),
        # a count of children said before their names stands when the ages are told by a verb of their own
        (
            "My 3 boys, Otis, Jude and Fraser, are 9, 7 and 2.",
            [("children", "3 boys", "set"), ("son", "Fraser", "set"), ("son", "Jude", "set"), ("son", "Otis", "set")],
        ),
        ("My two girls, Ava 8 and Isla 5, love the beach.", [("daughter", "Ava", "set"), ("daughter", "Isla", "set")]),
        # a course of study named by its field put before the word for it, or a subject done at uni
        ("I've recently started a nursing degree at night.", [("studies", "nursing degree", "set")]),
        ("Started a plumbing apprenticeship in March, loving it.", [("studies", "plumbing apprenticeship", "set")]),
        (
            "Hey, I'm Ailsa, 20, from Oban but at uni studying Marine Biology.",
            [
                ("age", "20", "set"),
                ("name", "Ailsa", "set"),
                ("origin", "Oban", "set"),
                ("studies", "Marine Biology", "set"),
            ],
        ),
        # a role the user was given is the job, the workplace named with it the employer
        (
            "Good news, I was appointed deputy head at St Brigid's last month.",
            [("employer", "St Brigid's", "set"), ("job", "deputy head", "set")],
        ),
        ("I got promoted to team lead, so more meetings now.", [("job", "team lead", "set")]),
        # a role done "in" a company, the article left out; a workplace named after a role said without its subject
        (
            "I am working as senior developer in Infosys for six years.",
            [("employer", "Infosys", "set"), ("job", "senior developer", "set")],
        ),
        (
            "I'm Wei, from Ipoh but working in KL now as a pharmacist at Guardian.",
            [
                ("employer", "Guardian", "set"),
                ("job", "pharmacist", "set"),
                ("name", "Wei", "set"),
                ("origin", "Ipoh", "set"),
            ],
        ),
        # a role given up: not it anymore, or no longer it
        ("Quick update: I'm not a paramedic anymore, I retrained.", [("job", "paramedic", "retire")]),
        ("I'm no longer a nurse, I moved into teaching.", [("job", "nurse", "retire")]),
        # where the user is from, with "actually" before it
        ("My Cantonese is rusty, I'm actually from Ipoh.", [("origin", "Ipoh", "set")]),
        # a favourite given as the reason for something else
        ("I painted the door because teal is my favourite colour.", [("colour", "teal", "set")]),
        ("I'm asking cos Dune is my favourite book, anything similar?", [("favourite book", "Dune", "set")]),
        # the way to pay put first
        ("Google Pay is how I usually pay, so check the shop takes it.", [("payment", "Google Pay", "set")]),
        # a known pastime liked, then done as often as the user says
        ("I'm really into padel and play every Sunday.", [("hobby", "padel", "set")]),
        ("I'm hooked on yoga, I go twice a week.", [("hobby", "yoga", "set")]),
        ("I'm into pizza, I have it every Friday.", [("likes", "pizza", "set")]),  # no pastime: a like
        # the tone of every answer, with a standing word
        ("From now on, be more casual, it's only me reading.", [("response style", "informal", "set")]),
        # a trip booked, then named after a colon or a dash with its time ahead
        ("Finally booked it: Tbilisi in April, can't wait!", [("planned trip", "Tbilisi", "set")]),
        ("We've booked the flights — Madeira in September.", [("planned trip", "Madeira", "set")]),
    ],
)
def test_en_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # after the dash: a what-if, someone else's pet or relative, a denial
        "Imagine being rich — I'd buy a yacht and a horse.",
        "My neighbour won't stop moaning — her terrier Max barks all night.",
        "Not my story — my cousin Ella lives in Perth now.",
        "Wasn't me — I'd never buy a Tesla.",
        # someone else's death, a team's loss
        "Sadly my nan passed away last week.",
        "Unfortunately, Arsenal lost again.",
        # a what-if, someone else's money, a one-off, a price that rises, a count that is no money
        "If I could stretch to £900 I'd get the bigger one.",
        "My dad can go up to £500.",
        "This time I can stretch to 60 euros.",
        "The price could go up to 400 euros next week.",
        "I can go up to 3 stops.",
        # someone else's email
        "My manager's email is down, it's boss@example.com.",
        "Email her instead, it's jo@example.com.",
        # someone else's car, a car for the day
        "My brother drives a Qashqai.",
        "I test drove a Qashqai today.",
        # a saying, someone else's habit, a one-off request
        "From now on never say never.",
        "My boss from now on never answers emails.",
        "Please lah, help me with this essay.",
        # someone else's move called off, a move still ahead
        "My sister's move to Aberdeen's off.",
        "The move to Aberdeen's next month.",
        # a question after a dash about a stay, a what-if
        "I'm in Leeds this weekend — anything fun to do?",
        "Imagine I lived in Rome — what would rent be?",
        # someone else's start, a what-if, a time of day
        "My brother starts at Google on June 1st.",
        "If I start at Google on June 1st I'll need a car.",
        "I start at 9am on Monday.",
        # someone else's sign-up, no event
        "My wife signed up for the Paris marathon in April.",
        "Signed up for the newsletter in May.",
        # someone else's pet after "got"
        "Got told my neighbour has a dog called Rex.",
        # someone else's birthday, a day that is no date
        "My mum's birthday, which is the 2nd of May, is coming up.",
        "His birthday na 5th June.",
        # "myself" that opens no intro
        "Myself and Ravi went, 2 of us.",
        # someone else's studies, a plan ahead, no field named
        "My daughter has started a nursing degree.",
        "My son is at uni doing Law.",
        "I've started a new degree.",
        # someone else's promotion, a job lost, a what-if, a part that is no profession
        "My wife got promoted to head of sales at Boots.",
        "I was made redundant in May.",
        "If I get promoted to manager I'll buy a car.",
        "I was made captain of the team.",
        # someone else's role left, a denial, no profession, a student's studies
        "She's not a barista anymore.",
        "I'm not a nurse.",
        "I'm not a kid anymore.",
        "I'm not a student anymore.",
        # "actually from" no place, someone else's origin
        "I'm actually from the IT team.",
        "My boss is actually from Penang.",
        # someone else's favourite, a pronoun for the favourite
        "She picked it because pink is her favourite colour.",
        "I chose it because it is my favourite colour.",
        # someone else's way to pay, a one-off
        "Apple Pay is how my mum pays.",
        "This time, cash is how I pay.",
        # someone else's pastime
        "My wife is obsessed with pilates, she goes twice a week.",
        # a tone for one message, someone else's wish, the user's own habit
        "Keep it formal for this email.",
        "My boss always wants me to be formal.",
        "I always keep it formal with clients.",
        # someone else's booking, a booking in the past, a booking that is no trip
        "My brother booked it: Seville in May.",
        "I booked it: Vienna last spring, it was freezing.",
        "Booked it: the vet on Thursday morning.",
    ],
)
def test_en_nothing(text: str) -> None:
    assert read(text) == []
