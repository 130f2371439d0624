"""Wordings the thirty-seventh natural batch showed the rules missing in English (work, study and money), each written
here in other words, with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a role whose head word alone is no job, named whole
        ("I'm a dispatch rider, mostly lunchtimes.", [("job", "dispatch rider", "set")]),
        ("I'm a sales executive and my targets are brutal.", [("job", "sales executive", "set")]),
        ("I'm a paralegal.", [("job", "paralegal", "set")]),
        (
            "I'm revising while working as a graduate trainee at Arup.",
            [("employer", "Arup", "set"), ("job", "graduate trainee", "set")],
        ),
        # a role held beside another, or still held, ending where how the user works it starts
        ("I'm also a cab driver on Sundays.", [("job", "cab driver", "set")]),
        ("I'm still a postman for Royal Mail.", [("employer", "Royal Mail", "set"), ("job", "postman", "set")]),
        ("I'm a support worker doing nights at the moment.", [("job", "support worker", "set")]),
    ],
)
def test_a_role_named_whole_or_held_beside_another(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My cousin is a paralegal.",
        "Are you a dispatch rider?",
        "If I were a sales executive I'd earn more.",
        "I'm still a bit shattered.",
        "I used to be a dispatch rider.",
    ],
)
def test_a_role_near_miss_is_no_job(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a subject by the short name students give it, at a school named after it, after another clause
        ("I'm a nurse and doing psych at Deakin on the side.", [("job", "nurse", "set"), ("studies", "psych", "set")]),
        # a teaching or postgraduate certificate taken
        ("I'm doing a PGCE at Leeds, it's intense.", [("studies", "PGCE", "set")]),
        # the year of a course put first, a known subject after it
        ("Second year of physics at Bath and I'm knackered.", [("studies", "Second year of physics at Bath", "set")]),
        # a degree just finished, named by its field
        (
            "I'm 23, just finished a nursing degree at Keele.",
            [("age", "23", "set"), ("studies", "nursing degree", "set")],
        ),
        # a telegraphic intro, the subject left out, names the field
        ("Masters student in computer science at Leeds, so busy.", [("studies", "computer science", "set")]),
        # a subject the user no longer studies
        ("I dropped out of chemistry at Hull in first year.", [("studies", "chemistry", "retire")]),
        ("I quit my nursing degree last spring.", [("studies", "nursing", "retire")]),
    ],
)
def test_a_subject_studied_or_given_up(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My brother dropped out of law.",
        "Did you drop out of chemistry?",
        "Final year of my mortgage, thank god.",
        "My cousin is doing psych at Monash.",
        "Second year of marriage and still happy.",
        "My daughter just finished a history degree at York.",
        "PhD student in need of coffee.",
    ],
)
def test_a_subject_near_miss_is_no_study(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an employer left by being let go, however it is said
        ("I got made redundant from Boots last week.", [("employer", "Boots", "retire")]),
        ("I was let go by Aviva, so I'm job hunting.", [("employer", "Aviva", "retire")]),
        ("I've been made redundant by Halfords.", [("employer", "Halfords", "retire")]),
        # a role given up, the subject left out, a retirement after it naming the employer left
        ("Not a teacher any more.", [("job", "teacher", "retire")]),
        (
            "No longer a postie — retired in March after 30 years with Royal Mail.",
            [("employer", "Royal Mail", "retire"), ("job", "postie", "retire")],
        ),
        # a role the user no longer works as, and the one they hold now
        (
            "I stopped working as a chef and I'm now a cook at Leeds General.",
            [("employer", "Leeds General", "set"), ("job", "cook", "set")],
        ),
        # being retired is what the user does now
        ("I'm retired now, used to be a plumber.", [("job", "retired", "set")]),
        ("I'm happily retired, so I have time.", [("job", "retired", "set")]),
    ],
)
def test_work_left_or_retired_from(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My dad got made redundant from Ford.",
        "If I got laid off from Shell I'd cry.",
        "Not a fan any more.",
        "My wife is not a nurse any more.",
        "My dad is retired now.",
        "Are you retired?",
        "I'm not retired yet.",
    ],
)
def test_work_left_near_miss_is_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the way the user will pay
        ("I'll pay with Revolut.", [("payment", "Revolut", "set")]),
        # where the user's spending goes is how they pay
        ("Everything I buy goes on Google Pay, so only shops that take it.", [("payment", "Google Pay", "set")]),
        ("It all goes on my credit card.", [("payment", "credit card", "set")]),
    ],
)
def test_the_way_the_user_pays(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My husband will pay with PayPal.",
        "Can I pay with PayPal?",
        "Everything goes on my nerves.",
        "Everything goes on the list.",
    ],
)
def test_the_way_to_pay_near_miss_is_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a sector whose name joins two words, or one named with the subject left out or put first
        ("I'm in oil and gas, three weeks on and two off.", [("industry", "oil and gas", "set")]),
        ("work in hospitality, waiter, need help with rotas", [("industry", "hospitality", "set")]),
        ("Retail is where I work.", [("industry", "Retail", "set")]),
    ],
)
def test_the_sector_worked_in(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My brother is in oil and gas.",
        "I'm in the middle of a move.",
        "London is where I work.",
        "work in progress, don't judge",
    ],
)
def test_the_sector_near_miss_is_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a role held beside what the user is doing, and where
        (
            "I'm studying for my CIMA exams while working as a junior accountant at Mazars.",
            [("employer", "Mazars", "set"), ("job", "junior accountant", "set")],
        ),
        # the firm before the role, the article left out, in a line the user opens with "myself"
        (
            "Myself Priya, working in Wipro as test engineer since 2020, please check my mail",
            [("employer", "Wipro", "set"), ("job", "test engineer", "set"), ("name", "Priya", "set")],
        ),
    ],
)
def test_a_role_and_its_firm_told_in_passing(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My brother is studying while working as a porter at Asda.",
        "My sister, working in Infosys as analyst.",
    ],
)
def test_a_role_told_in_passing_near_miss_is_nothing(text: str) -> None:
    assert read(text) == []


def test_a_town_before_the_role_is_no_employer() -> None:
    found = read("I'm Joanna, from Cebu but working in Makati as a call center agent.")
    assert ("employer", "Makati", "set") not in found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a firm named after two partners, the line ending or a new clause after it
        (
            "I'm a paralegal at Smith and Jones — need a cover letter.",
            [("employer", "Smith and Jones", "set"), ("job", "paralegal", "set")],
        ),
        (
            "I'm a cashier at Marks and Spencer, it's fine.",
            [("employer", "Marks and Spencer", "set"), ("job", "cashier", "set")],
        ),
        # someone named after "and" with a clause of their own is no partner of the firm
        (
            "I'm a cashier at Tesco and Sarah works at Aldi.",
            [("employer", "Tesco", "set"), ("job", "cashier", "set")],
        ),
        ("I'm a nurse at the Royal and I love it.", [("employer", "Royal", "set"), ("job", "nurse", "set")]),
    ],
)
def test_a_firm_named_after_two_partners(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My son is a paralegal at Smith and Jones.",
        "Would I be a good cashier at Marks and Spencer?",
    ],
)
def test_a_firm_of_partners_near_miss_is_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an exam ahead the user is getting ready for, and when
        ("I'm revising for my bar exam in July.", [("upcoming plan", "bar exam in July", "set")]),
        ("im practising for my IELTS exam in june", [("upcoming plan", "IELTS exam in june", "set")]),
        ("I'm preparing for my CFA exam in November.", [("upcoming plan", "CFA exam in November", "set")]),
    ],
)
def test_an_exam_ahead_got_ready_for(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My son is revising for his bar exam in July.",
        "I was preparing for my CFA exam in November last year.",
        "Are you revising for your exam in July?",
    ],
)
def test_an_exam_got_ready_for_near_miss_is_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # who a course or a placement begun on a day ahead is with is part of the plan
        (
            "I start my apprenticeship with Siemens on the 3rd of August.",
            [("upcoming plan", "my apprenticeship with Siemens on the 3rd of August", "set")],
        ),
        ("I start my internship at Arup next Monday.", [("upcoming plan", "my internship at Arup next Monday", "set")]),
    ],
)
def test_a_course_ahead_and_who_it_is_with(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My brother starts his internship at Arup next Monday.",
        "If I start an apprenticeship with Siemens in May, will I get paid?",
        "I started my apprenticeship with Siemens last year.",
    ],
)
def test_a_course_with_someone_near_miss_is_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # where the user stays, with a move called off, is home
        (
            "We're not moving to Perth after all, the sale fell through, so we're staying put in Leeds.",
            [("home", "Leeds", "set"), ("planned move", "Perth", "retire")],
        ),
        ("So we're staying put in Hobart.", [("home", "Hobart", "set")]),
    ],
)
def test_home_kept_when_a_move_is_called_off(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "We're staying in Leeds this week.",
        "My parents are not moving, they're staying put in Leeds.",
        "If the move falls through we're staying put in Leeds.",
    ],
)
def test_home_kept_near_miss_is_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # where the user's team works is their employer
        (
            "Our team at Leeds City Council is 6 people, and I run it.",
            [("employer", "Leeds City Council", "set"), ("team size", "6", "set")],
        ),
        ("My department at Arup is tiny.", [("employer", "Arup", "set")]),
    ],
)
def test_the_firm_the_users_team_is_at(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My team at work is great.",
        "My wife's team at Google is huge.",
        "Is your team at Arup big?",
    ],
)
def test_the_firm_of_a_team_near_miss_is_nothing(text: str) -> None:
    assert read(text) == []
