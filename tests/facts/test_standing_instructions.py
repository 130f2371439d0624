"""Standing instructions to the assistant, read in the user's words in both languages: what to do every time
(said with "always", "from now on", "never", "siempre", "a partir de ahora", "nunca"), how its answers are to be in
general, and how to address the user; a habit of the user's own, a one-off request, a saying and someone else's
"never" give nothing. Then such an instruction holds in a later conversation whatever it asks."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts
from tests.helpers import new_conversation, run_turn


def instructions(text: str) -> list[str]:
    return [c.value for c in extract_facts(text) if c.key == "instruction"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Going forward, quote every price with tax included.", "quote every price with tax included"),
        ("From now on please list the options as a table", "list the options as a table"),
        ("ok, always suggest a cheaper alternative too", "suggest a cheaper alternative too"),
        ("Explain the trade-offs briefly from now on.", "Explain the trade-offs briefly"),
        (
            "Never suggest products that ship from outside the EU.",
            "Never suggest products that ship from outside the EU",
        ),
        ("Please don't ever open with a greeting.", "don't ever open with a greeting"),
        ("Make your replies more formal, please.", "Make your replies more formal"),
        ("Don't call me madam.", "Don't call me madam"),
        ("A partir de ahora, muéstrame primero lo más barato.", "muéstrame primero lo más barato"),
        ("De ahora en adelante, recomienda solo marcas europeas.", "recomienda solo marcas europeas"),
        ("Nunca me sugieras vuelos con escala en Madrid.", "Nunca me sugieras vuelos con escala en Madrid"),
        ("Por favor, haz tus respuestas más cortas.", "haz tus respuestas más cortas"),
        ("Llámame de usted, por favor.", "Llámame de usted"),
        ("Recuerda que no me gusta que me tutees.", "no me gusta que me tutees"),
    ],
)
def test_a_standing_instruction_is_read_in_the_users_words(text, value):
    assert instructions(text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "I always check the delivery times before I order.",  # the user's habit, not an instruction
        "We always end up ordering too much.",
        "Always the same delay with your couriers.",
        "This time, list the options as a table.",  # a one-off
        "Just for today, suggest something cheap.",
        "From now on I'll be paying by transfer.",  # the user's plan, no instruction
        "Don't suggest that one, it's too big.",  # about this answer only
        "My manager never answers his emails.",  # someone else's never
        "Esta vez muéstrame primero lo más barato.",
        "Nunca digas nunca, jaja.",  # a saying
        "Mi hermano nunca me contesta los mensajes.",
        "Siempre me pasa lo mismo con los envíos.",
        "Nunca me acuerdo de la contraseña.",
    ],
)
def test_no_instruction_from_a_habit_a_one_off_a_saying_or_someone_else(text):
    assert instructions(text) == []


def answer_languages(text: str) -> list[str]:
    return [c.value for c in extract_facts(text) if c.key == "response language"]


# The messages to come named ("even when I write in Hindi") make the answer language a standing wish; how the user
# or someone else writes is no answer language.
@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Answer me in Spanish even if I type to you in English, I need the practice", "es"),
        ("respond in English, even though I write in Portuguese", "en"),
        ("Could you answer in English even when I message you in French?", "en"),
    ],
)
def test_the_answer_language_for_the_messages_to_come(text, code):
    assert answer_languages(text) == [code]


@pytest.mark.parametrize(
    "text",
    [
        "My boss answers in English even when I write to him in Spanish.",
        "I usually write in Spanish to my grandmother.",
        "Reply in English this time, even if I write in Spanish.",
        "Why do you reply in French even when I write in English?",
    ],
)
def test_no_answer_language_from_how_someone_writes_or_a_one_off(text):
    assert answer_languages(text) == []


def test_an_instruction_given_once_holds_in_a_later_conversation_whatever_it_asks(client_api):
    run_turn(
        client_api, new_conversation(client_api, user_id="uma"), "From now on, quote every price with VAT.", "Noted."
    )
    later = new_conversation(client_api, user_id="uma")
    body = client_api.get(
        f"/api/v1/conversations/{later}/context/", {"query": "Which headphones are good for running?"}
    )
    facts = [m["content"] for m in body.json()["messages"] if m["content"].startswith("Known facts")]
    assert facts
    assert "quote every price with VAT" in facts[0]
