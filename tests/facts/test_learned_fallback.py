"""The learned fallback of fact extraction (no database): what no rule reads, the sentence model
reads in the user's own words, and what states nothing about the user still gives nothing. None of
these lines is among the fallback's training lines."""

from __future__ import annotations

import numpy as np
import pytest

from bench.corpus import (
    natural_held_out_8,
    natural_held_out_9,
    natural_held_out_10,
    natural_held_out_11,
    natural_held_out_12,
    natural_held_out_13,
)
from facts.engine import learned
from facts.engine.extraction import LearnedExtractor, RuleExtractor, extract_facts
from memory_platform.text.embeddings import HashedNgramEmbedder, get_backend

DISCLOSURES = [
    ("para la tele me puedo gastar 700 euros", ("budget", "700 euros")),
    ("can spend about 300 pounds on a new phone", ("budget", "300 pounds")),
    ("been stuck in Leeds most of my life", ("home", "Leeds")),
    ("my folks named me Oisin", ("name", "Oisin")),
    ("we've got a spaniel, Mabel", ("pet", "Mabel")),
]

NOTHING = [
    "write a short poem about a nurse who lives in Leeds",
    "escríbeme un correo diciendo que soy enfermera",
    "imagine I lived in Tokyo, what would I eat",
    "if I had a dog I'd call it Pixel",
    "si viviera en Tokio comería ramen todos los días",
    "I don't have any allergies",
    "no tengo mascotas",
    "my brother-in-law is a plumber in Croydon",
    "mi cuñado es fontanero en Vigo",
    "my neighbour's son is called Finn",
    "la hija de mi vecino se llama Ruby",
    "the hero of my comic is a plumber from Croydon",
    "el protagonista de mi novela es un fontanero de Vigo",
    "honestly, I love being stuck in meetings all day",
    "tonight I could murder a curry",
    "hoy me apetece sushi",
    "ugh, my train is late again",
    "qué frío hace hoy",
    "what's a good name for a cat",
]


@pytest.fixture(scope="module", autouse=True)
def _not_training_lines():
    training = {example.text for example in learned.training_examples()}
    assert not training & ({text for text, _ in DISCLOSURES} | set(NOTHING))


@pytest.mark.parametrize(("text", "fact"), DISCLOSURES)
def test_what_no_rule_reads_the_fallback_reads_in_the_users_words(text, fact):
    assert RuleExtractor().extract(text) == []
    [found] = extract_facts(text)
    assert (found.key, found.value) == fact
    assert (found.confidence, found.source) == ("medium", "inferred")


def test_a_clause_may_state_a_job_and_where():
    facts = extract_facts("diez años de enfermera en La Paz")  # "llevo diez años de…" the rules read
    assert {(c.key, c.value) for c in facts} == {("job", "enfermera"), ("employer", "La Paz")}


@pytest.mark.parametrize("text", NOTHING)
def test_requests_hypotheticals_negations_other_people_fiction_and_chat_give_nothing(text):
    assert extract_facts(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("moving to Edinburgh next spring", ("plans", "planned move", "Edinburgh")),
        ("el verano que viene nos vamos de ruta por Escocia", ("plans", "planned trip", "Escocia")),
    ],
)
def test_a_plan_read_by_the_fallback_is_a_plan_not_the_home(text, expected):
    assert [(c.domain, c.key, c.value) for c in extract_facts(text)] == [expected]


def test_the_rules_come_first_and_the_fallback_only_reads_what_they_left():
    assert [(c.key, c.value, c.source) for c in extract_facts("Vivo en Valencia")] == [("home", "Valencia", "explicit")]
    both = extract_facts("Me llamo Lucía. Diez años de enfermera en La Paz")
    assert [(c.key, c.value, c.source) for c in both][:1] == [("name", "Lucía", "explicit")]
    assert ("job", "enfermera", "inferred") in [(c.key, c.value, c.source) for c in both]


def test_a_backend_without_a_fitted_threshold_gets_no_fallback():
    assert learned.reader_for(HashedNgramEmbedder()) is None
    reader = learned.reader_for(get_backend())
    assert reader is not None
    assert reader.backend == get_backend().name


def test_the_value_is_the_best_run_of_words():
    assert learned.best_span([-3.0, 2.0, 1.0, -4.0]) == (1, 3)
    assert learned.best_span([-3.0, -0.2, -4.0]) == (1, 2)  # the likeliest word, when all are doubtful
    assert learned.best_span([-5.0, -6.0]) is None
    assert learned.best_span([1.0] * 10, max_tokens=3) == (0, 3)


def test_the_gate_separates_what_it_was_fitted_on():
    rng = np.random.default_rng(7)
    positives = rng.normal(1.0, 0.3, size=(20, 4))
    negatives = rng.normal(-1.0, 0.3, size=(30, 4))
    gate = learned.fit_logistic(positives, negatives)
    assert (gate.probability(positives) > 0.9).all()
    assert (gate.probability(negatives) < 0.1).all()


def test_every_natural_held_out_batch_is_fitted_on_so_only_leaving_it_out_scores_it_unseen():
    training = {example.text for example in learned.training_examples()}
    for batch in (
        natural_held_out_8,
        natural_held_out_9,
        natural_held_out_10,
        natural_held_out_11,
        natural_held_out_12,
        natural_held_out_13,
    ):
        assert all(text in training for text, _, _ in batch.SPANISH + batch.ENGLISH)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("our two guinea pigs, Biscuit and Marmite, run the house", ["Biscuit", "Marmite"]),
        ("las gatas, Luna y Nala, duermen todo el día", ["Luna", "Nala"]),
    ],
)
def test_names_given_as_a_list_are_a_fact_each(text, names):
    assert sorted(f.value for f in extract_facts(text) if f.key == "pet") == sorted(names)


def test_a_reader_put_in_use_reads_only_inside_its_block():
    text, (key, value) = DISCLOSURES[-1]
    deployed = learned.reader_for(get_backend())
    examples = learned.training_examples()
    vectors = np.stack([deployed.bank[0]] * len(examples))  # any vectors: this reader's gate never passes
    silent = learned.fit_reader(deployed.backend, examples, vectors, threshold=1.01)
    with learned.reader_in_use(silent):
        assert extract_facts(text) == []
    assert [(c.key, c.value) for c in extract_facts(text)] == [(key, value)]
    assert learned.reader_for(get_backend()) is deployed


def test_without_the_rules_the_fallback_reads_every_clause_alone():
    class FallbackAlone(LearnedExtractor):
        with_rules = False

    assert [(c.key, c.source) for c in extract_facts("Vivo en Valencia")] == [("home", "explicit")]
    assert {c.source for c in FallbackAlone().extract("Vivo en Valencia, y tengo un perro, Rufo")} <= {"inferred"}
    assert FallbackAlone().extract("¿qué tiempo hace en Valencia?") == []


def test_the_key_follows_the_cue_words_not_the_value_words():
    examples = [
        learned.Example("trabajo de camarero en Sevilla", "es", (("job", "camarero"),)),
        learned.Example("trabajo de enfermera en Bilbao", "es", (("job", "enfermera"),)),
        learned.Example("vivo en Sevilla", "es", (("home", "Sevilla"),)),
        learned.Example("vivo en Cádiz desde hace años", "es", (("home", "Cádiz"),)),
        learned.Example("estudio Derecho en Sevilla", "es", (("studies", "Derecho"),)),
        learned.Example("estudio Medicina en Oviedo", "es", (("studies", "Medicina"),)),
    ]
    words = learned.fit_key_words(examples)
    for text, key in [
        ("trabajo de fontanero en Sevilla", "job"),
        ("estudio Historia en Sevilla", "studies"),
        ("vivo en Lugo", "home"),
    ]:
        shares = dict(zip(words.keys, words.shares(text), strict=True))
        assert max(shares, key=shares.get) == key


@pytest.mark.parametrize("text", ["my boss's wife is called Maggie", "la novia de mi jefe se llama Laura"])
def test_a_relative_of_someone_the_user_knows_is_not_the_users(text):
    assert extract_facts(text) == []


def test_the_fallback_reads_a_value_with_thousands_as_one_number():
    assert [word for _, _, word in learned.tokens("about 1,200 pounds")] == ["about", "1,200", "pounds"]


def test_a_colour_reading_that_ends_in_the_word_colour_is_an_opinion_not_the_users_colour():
    from facts.engine.extraction import _plausible

    assert not _plausible("colour", "underrated colour")  # "emerald green is such an underrated colour"
    assert _plausible("colour", "burnt orange")


def test_a_place_the_user_was_brought_or_moved_to_is_never_read_as_an_employer():
    from facts.engine.extraction import _moved_to

    assert _moved_to("but work brought me to Bangalore", "Bangalore")
    assert _moved_to("el trabajo me trajo a Lima", "Lima")
    assert not _moved_to("I work at Infosys in Bangalore", "Infosys")


def test_without_the_rules_a_name_after_i_am_is_still_read():
    class FallbackAlone(LearnedExtractor):
        with_rules = False

    names = [c.value for c in FallbackAlone().extract("hiya, I'm Declan") if c.key == "name"]
    assert names
    assert "Declan" in names[0]


def _model_calls(monkeypatch) -> list[str]:
    """The texts the fallback sends to the sentence model from here on."""
    sent: list[str] = []
    embed = learned.embed_texts

    def spy(backend, texts):
        sent.extend(texts)
        return embed(backend, texts)

    monkeypatch.setattr(learned, "embed_texts", spy)
    return sent


def test_a_clause_whose_vector_the_caller_holds_is_read_from_it_without_a_model_call(monkeypatch):
    text, fact = DISCLOSURES[2]
    sentence = text[0].upper() + text[1:] + "."  # as split from a stored message: capital and full stop kept
    vector = get_backend().embed(sentence)
    learned.reader_for(get_backend())  # fitted before counting
    sent = _model_calls(monkeypatch)
    with learned.known_sentences({sentence: vector}):
        found = extract_facts(sentence)
    assert sent == []
    assert [(c.key, c.value) for c in found] == [fact]
    # Outside the block the model reads the clause again, to the same fact.
    assert [(c.key, c.value) for c in extract_facts(sentence)] == [fact]
    assert sent == [sentence.rstrip(".")]


def test_a_clause_that_is_no_held_sentence_is_embedded_as_before(monkeypatch):
    text, fact = DISCLOSURES[3]
    learned.reader_for(get_backend())
    sent = _model_calls(monkeypatch)
    with learned.known_sentences({"Something else entirely.": get_backend().embed("Something else entirely.")}):
        found = extract_facts(text)
    assert sent == [text]
    assert [(c.key, c.value) for c in found] == [fact]


def test_a_celery_worker_indexes_the_rules_and_fits_the_fallback_when_it_starts(monkeypatch):
    from celery.signals import worker_init

    from facts.apps import _warm_up
    from facts.engine import extraction

    assert [receiver for key, receiver in worker_init.receivers if key[0] == "facts-warm-up"] == [_warm_up]
    extraction._rule_index.cache_clear()
    monkeypatch.setattr(learned, "_readers", {})
    _warm_up(sender=None)
    assert extraction._rule_index.cache_info().currsize == len(extraction.RULES)
    assert get_backend().name in learned._readers
