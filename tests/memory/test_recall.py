"""Recall and search, end to end on PostgreSQL: what a user said in an earlier conversation comes back
into a new conversation's context when they ask about it (with its date), and through the search
API; off-topic questions recall nothing; nothing is repeated that the context already holds; the
section keeps its budget and is shrunk first; and nothing deleted or forgotten ever comes back."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from conversations.models import Conversation, EntityMention, Message
from memory.engine.recall import HOP_TURNS, NEIGHBOUR_WORD_SHARE
from memory.services import recall
from memory_platform.text.embeddings import get_backend
from tenants.services import set_tenant_policy
from tests.helpers import begin, complete, new_conversation, run_turn

DETAILS = [
    ("We finally adopted a beagle puppy last week, we call him Toby.", "Congratulations on Toby!"),
    ("My order 48213 arrived with a cracked screen protector.", "Sorry about that, I opened a claim."),
    ("I'm flying to Porto on 12 March for my sister's wedding.", "Have a wonderful trip!"),
]
CHAT = [
    ("Hi, I'm looking for running shoes for asphalt.", "We have several cushioned models."),
    ("Which of them is lighter?", "The Pegasus is the lightest of the three."),
]


def recalled_text(context: dict) -> str:
    return "\n".join(
        m["content"] for m in context["messages"] if m["content"].startswith("From the user's earlier conversations")
    )


@pytest.fixture
def past(client_api) -> str:
    """An earlier conversation of user 'ana' with a few details in the middle of ordinary chat."""
    cid = new_conversation(client_api, user_id="ana")
    for user, assistant in [CHAT[0], *DETAILS, CHAT[1]]:
        run_turn(client_api, cid, user, assistant)
    return cid


def ask(client_api, question: str, user_id: str = "ana") -> dict:
    cid = new_conversation(client_api, user_id=user_id)
    body = begin(client_api, cid, question).json()
    complete(client_api, cid, body["turn"], body["lease"], "ok")
    return body["context"]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("What is my dog called?", DETAILS[0][0]),
        ("Which order of mine had a problem?", DETAILS[1][0]),
        ("Where am I travelling for the wedding?", DETAILS[2][0]),
    ],
)
def test_a_detail_from_an_earlier_conversation_is_recalled_with_its_date(client_api, past, question, said):
    context = ask(client_api, question)
    text = recalled_text(context)
    assert said in text
    assert f"[{timezone.now().date().isoformat()}]" in text
    assert context["tokens"]["recalled"] > 0
    assert context["total_tokens"] <= context["budget"]


@pytest.mark.parametrize(
    "question",
    [
        "What's the capital of Australia?",
        "Who painted the ceiling of the Vatican's chapel?",  # near "my sister's wedding" for a sentence model
        "How often should a dog be taken to the vet?",  # the user's topics, asked in general
        "¿Cómo se hace un buen caldo de pescado?",
    ],
)
def test_an_off_topic_question_recalls_nothing(client_api, past, question):
    context = ask(client_api, question)
    assert context["tokens"]["recalled"] == 0
    assert recalled_text(context) == ""


@pytest.mark.parametrize(
    ("said", "question"),
    [
        # About someone else, no "I" or "my" in the question.
        (
            "Did I mention Gwen, my upstairs neighbour, works as a landscape gardener now? She left the pharmacy.",
            "What does Gwen do for a living these days?",
        ),
        # About a place, in other words than the ones said.
        (
            "A ramen bar called Menya Sora opened across from the station, and the broth is out of this world.",
            "What was that Japanese noodle place near the station called?",
        ),
        # Said in Spanish, asked in English.
        (
            "Jugando al pádel en el club Las Encinas me hice un esguince de tobillo.",
            "Where did I hurt my foot?",
        ),
        # Said in English, asked in Spanish.
        (
            "My daughter's form teacher, Mrs Hale, says she's doing great at maths.",
            "¿Cómo se llama la maestra de la niña?",
        ),
    ],
)
def test_a_relevant_past_turn_is_recalled_whoever_the_question_is_about_and_in_either_language(
    client_api, said, question
):
    cid = new_conversation(client_api, user_id="ana")
    for user, assistant in [CHAT[0], (said, "Good to know."), CHAT[1]]:
        run_turn(client_api, cid, user, assistant)
    assert said in recalled_text(ask(client_api, question))


def test_without_filling_the_recalled_section_keeps_to_its_budget_when_the_context_has_room(client_api, tenant):
    cid = new_conversation(client_api, user_id="ana")
    for n in range(12):
        run_turn(client_api, cid, f"My running club meets on Tuesday number {n} near the old bridge.", "Nice!")
    set_tenant_policy(tenant=tenant, overrides={"recall_budget_tokens": 80, "recall_fill_share": 0.0})
    context = ask(client_api, "When does my running club meet?")
    assert 0 < context["tokens"]["recalled"] <= 80
    assert context["total_tokens"] < context["budget"] - 1000  # room was left, and recall did not take it


def test_once_recall_opens_the_next_turns_fill_the_room_up_to_their_share(client_api, tenant):
    cid = new_conversation(client_api, user_id="ana")
    for n in range(12):
        run_turn(client_api, cid, f"My running club meets on Tuesday number {n} near the old bridge.", "Nice!")
    set_tenant_policy(tenant=tenant, overrides={"recall_budget_tokens": 80, "recall_fill_share": 0.2})
    context = ask(client_api, "When does my running club meet?")
    assert 80 < context["tokens"]["recalled"] <= 0.2 * context["budget"]
    assert ask(client_api, "What's the capital of Australia?")["tokens"]["recalled"] == 0


def test_a_message_naming_nothing_the_user_said_gets_fewer_turns_than_one_that_does(client_api, tenant):
    cid = new_conversation(client_api, user_id="ana")
    for n in range(12):
        run_turn(client_api, cid, f"Lidia and I went running on Tuesday number {n} near the old bridge.", "Nice!")
    set_tenant_policy(tenant=tenant, overrides={"recall_fill_unnamed_turns": 4, "recall_max_turns": 2})
    named = recalled_text(ask(client_api, "When did Lidia and I go running?"))
    unnamed = recalled_text(ask(client_api, "When did I go running near the bridge?"))
    assert 4 < named.count("running on Tuesday number") <= 12  # a name the user said: the turns fill the room
    assert 0 < unnamed.count("running on Tuesday number") <= 4


def test_only_turns_that_earn_it_fill_the_room_unless_the_tenant_lets_every_next_turn_in(client_api, tenant):
    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, "My sister Lidia moved to Oporto for a job at the port.", "How exciting!")
    for n in range(10):
        run_turn(client_api, cid, f"Remind me to water plant number {n} on the balcony.", "Done.")
    question = "Where did Lidia move to?"
    earned = ask(client_api, question)  # the default floors: a share of the best turn's words, or a close meaning
    assert "Oporto" in recalled_text(earned)
    # Of the turns sharing no word with the question and unlike it in meaning, only the one right after the answer
    # (a turn's neighbour shares its words' score: the answer is often the next turn) earns its place.
    assert recalled_text(earned).count("plant number") <= 1
    set_tenant_policy(tenant=tenant, overrides={"recall_fill_min_word_share": 0.0, "recall_fill_min_similarity": 0.0})
    filled = ask(client_api, question)
    assert "Oporto" in recalled_text(filled)
    assert recalled_text(filled).count("plant number") >= 5  # no floor: the ranking's next turns take the room
    assert earned["tokens"]["recalled"] < filled["tokens"]["recalled"]
    # Either floor alone keeps them out: the words (above the share its neighbour ranks at), or the meaning.
    for floors in (
        {"recall_fill_min_word_share": 0.8, "recall_fill_min_similarity": 0.0},
        {"recall_fill_min_word_share": 0.0, "recall_fill_min_similarity": 0.99},
    ):
        set_tenant_policy(tenant=tenant, overrides=floors)
        alone = recalled_text(ask(client_api, question))
        assert "Oporto" in alone
        assert "plant number" not in alone


def test_a_tenant_may_fill_only_for_a_message_that_names_what_it_asks_about(client_api, tenant):
    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, "My sister Lidia moved to Oporto for a job at the port.", "How exciting!")
    for n in range(10):
        run_turn(client_api, cid, f"Remind me to water plant number {n} on the balcony.", "Done.")
    no_floors = {"recall_fill_min_word_share": 0.0, "recall_fill_min_similarity": 0.0}
    set_tenant_policy(tenant=tenant, overrides={"recall_fill_named_only": True, **no_floors})
    named = ask(client_api, "Where did Lidia move to?")
    unnamed = ask(client_api, "Where did my sister move to?")
    assert "Oporto" in recalled_text(named)
    assert "Oporto" in recalled_text(unnamed)
    assert "plant number" in recalled_text(named)  # a name of the past: the next turns fill the room
    assert "plant number" not in recalled_text(unnamed)  # no name: the offered turns alone
    assert unnamed["tokens"]["recalled"] < named["tokens"]["recalled"]


@pytest.mark.parametrize(
    "message", ["that's everything, thank you", "¡Muchísimas gracias, crack!", "¿Y vos qué me aconsejás?"]
)
def test_small_talk_and_a_request_about_what_is_on_the_table_recall_nothing(client_api, message):
    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, "Thanks, and my dog Toby needs a new harness, medium size.", "Noted!")
    for n in range(6):
        run_turn(client_api, cid, f"Do you have trail shoes in size {38 + n}? Thanks!", "We do, in two colours.")
    assert ask(client_api, message)["tokens"]["recalled"] == 0


def test_a_third_person_question_recalls_the_turn_about_them_among_many_like_it(client_api):
    """A long history of like conversations about friends: the question names someone said about once."""
    friends = ["Marta", "Lucas", "Olivia", "Nadia", "Tomas", "Irene", "Pavel", "Greta"]
    for c, friend in enumerate(friends):
        cid = new_conversation(client_api, user_id="ana")
        for n in range(6):
            other = friends[(c + n + 1) % len(friends)]
            run_turn(
                client_api,
                cid,
                f"I had coffee with {other} again today, we talked about work and the weekend plans.",
                f"Sounds like a nice time with {other}!",
            )
        if friend == "Greta":
            run_turn(client_api, cid, "Greta went to Lisbon for a conference in May and loved it.", "How nice!")
    assert "Greta went to Lisbon" in recalled_text(ask(client_api, "When did Greta go to Lisbon?"))


def test_a_named_question_lists_first_the_turns_its_words_find_best(client_api):
    """The section's order decides what a smaller budget keeps: for a question that names what it asks about,
    the turn holding most of its words comes first, even said in passing in a long message, ahead of turns
    closer in meaning that share only the name."""
    cid = new_conversation(client_api, user_id="ana")
    for user, assistant in [
        (
            "Long week: the printer broke twice, the landlord finally fixed the heating, and Greta sent me "
            "photos of Lisbon, she was there last May for the tile festival. Anyway, I still need new shoes.",
            "Sounds like quite a week!",
        ),
        ("Greta went to Porto in June.", "Nice!"),
        ("Greta travelled to Madrid in April.", "Fun!"),
        *CHAT,
    ]:
        run_turn(client_api, cid, user, assistant)
    section = recalled_text(ask(client_api, "When did Greta go to Lisbon?"))
    assert section.index("photos of Lisbon") < section.index("Greta went to Porto")
    assert section.index("photos of Lisbon") < section.index("Greta travelled to Madrid")


def test_a_turn_the_second_hop_brings_comes_after_the_turns_holding_the_questions_words(client_api):
    """The second hop's turn stays in the section, but where its own words place it: right behind the turn that
    found it, it pushed the turns holding the question's words past a small budget."""
    cid = new_conversation(client_api, user_id="ana")
    for user, assistant in [  # the linked turn far from the question's (beside them, it would share their words)
        ("Greta went to Lisbon in May with her colleague Anselmo.", "How nice!"),
        ("Greta loved the trams, she said they were the best part of the trip.", "I can imagine."),
        *CHAT,
        ("Anselmo has started a pottery class on Tuesday evenings.", "Fun!"),
    ]:
        run_turn(client_api, cid, user, assistant)
    section = recalled_text(ask(client_api, "When did Greta go to Lisbon?"))
    assert (
        section.index("Greta went to Lisbon") < section.index("Greta loved the trams") < section.index("pottery class")
    )


def test_a_question_naming_someone_the_user_talked_about_recalls_what_its_words_find_though_nothing_is_close(
    client_api, tenant
):
    """A name the user said in several turns is no rare word, and no turn may be close enough in meaning to open
    recall (here no turn ever is): a question naming that person is still about the user's past, and the turns its
    words find fill the room. A question naming nobody the user said still recalls nothing."""
    set_tenant_policy(tenant=tenant, overrides={"recall_min_similarity": 1.0, "recall_min_distinct_similarity": 1.0})
    cid = new_conversation(client_api, user_id="ana")
    for user, assistant in [
        ("Joanna got three letters from her publisher this week.", "Great news!"),
        ("Joanna and I went for a long walk by the river.", "Lovely."),
        *CHAT,
    ]:
        run_turn(client_api, cid, user, assistant)
    assert "three letters from her publisher" in recalled_text(ask(client_api, "How many letters has Joanna received?"))
    assert ask(client_api, "How many letters has Beatriz received?")["tokens"]["recalled"] == 0


def test_the_turn_after_one_naming_what_a_question_asks_about_ranks_by_its_words_though_it_holds_none(
    client_api, tenant
):
    """What a question names is often said in one turn and told about in the next: that next turn ranks at a share of
    its neighbour's word score, within its conversation only (the last turn of the conversation before gets none)."""
    earlier = new_conversation(client_api, user_id="ana")
    for user, assistant in CHAT:
        run_turn(client_api, earlier, user, assistant)
    first = new_conversation(client_api, user_id="ana")
    for user, assistant in [
        ("Dinner with Rafa tonight at the new Korean place by the station.", "Enjoy!"),
        ("It was amazing, the bibimbap was the best I've ever had.", "Glad to hear it."),
        ("The courier left my parcel with the neighbour again.", "Annoying!"),
    ]:
        run_turn(client_api, first, user, assistant)
    index = recall.vector_index((tenant.pk, "client", "ana"), get_backend().dim)
    dinner = (Conversation.objects.get(public_id=first).pk, 1)
    bibimbap = (dinner[0], 2)
    question = "What did I eat at dinner with Rafa?"
    assert recall._word_ranking(index, question, excluded=())[0] == [dinner]  # without the neighbours' shares
    ranking, _, scores, holding = recall._word_ranking(index, question, excluded=(), neighbours=True)
    assert ranking == [dinner, bibimbap]  # nothing else holds its words or sits beside a turn that does
    assert holding == {dinner}  # ranked, but it shares no word with the question (it is not offered for one)
    assert scores[bibimbap] == pytest.approx(scores[dinner] * NEIGHBOUR_WORD_SHARE)


def _said_on(client_api, turns: list[tuple[str, str]]) -> int:
    cid = new_conversation(client_api, user_id="ana")
    for user, assistant in turns:
        run_turn(client_api, cid, user, assistant)
    return Conversation.objects.get(public_id=cid).pk


def test_a_question_naming_a_day_ranks_first_what_was_said_that_day_though_it_does_not_write_the_date(
    client_api, tenant
):
    """An import stamps each conversation with its date: its first message opens with it. A question naming that
    day ranks the turns of that conversation first, the stamp's own turn and those after it, over the same words
    said on another day; a month or a year named ranks the turns said then."""
    run_turns = [("Hi, I'm after a new kettle.", "Here are three.")]
    first = _said_on(
        client_api,
        [
            ("(9:15 am on 4 April, 2024) Morning! Quick one before work.", "Morning!"),
            ("Marta baked a lemon tart for the office yesterday.", "Yum."),
        ],
    )
    second = _said_on(
        client_api,
        [
            ("(6:40 pm on 11 May, 2024) Evening!", "Hello again."),
            ("Marta baked a carrot cake for her nephew.", "Lovely."),
        ],
    )
    _said_on(client_api, run_turns)
    index = recall.vector_index((tenant.pk, "client", "ana"), get_backend().dim)
    by_day = recall._word_ranking(index, "What did Marta bake on 4 April, 2024?", excluded=(), neighbours=True)[0]
    assert by_day.index((first, 2)) < by_day.index((second, 2))
    by_month = recall._word_ranking(index, "What did Marta bake in May 2024?", excluded=(), neighbours=True)[0]
    assert by_month.index((second, 2)) < by_month.index((first, 2))
    undated = recall._word_ranking(index, "What did Marta bake?", excluded=(), neighbours=True)
    assert undated[2][(first, 2)] == pytest.approx(undated[2][(second, 2)], rel=0.2)  # nothing else tells them apart


def test_without_a_stamp_a_turn_is_dated_by_the_day_it_was_written(client_api, tenant):
    day = (timezone.now() - timedelta(days=40)).date()
    with time_machine.travel(timezone.now() - timedelta(days=40)):
        older = _said_on(client_api, [("My brother Iker repainted the hallway green.", "Bold choice!")])
    newer = _said_on(client_api, [("My brother Iker repainted the kitchen yellow.", "Sunny!")])
    index = recall.vector_index((tenant.pk, "client", "ana"), get_backend().dim)
    question = f"What did Iker repaint on {day.day} {day:%B} {day.year}?"
    assert recall._word_ranking(index, question, excluded=(), neighbours=True)[0][0] == (older, 1)
    assert recall._word_ranking(index, "What did Iker repaint?", excluded=(), neighbours=True)[0][0] == (newer, 1)


def test_a_list_question_ranks_by_the_meaning_of_its_first_turns_one_that_shares_no_word_with_it(client_api, tenant):
    """A question naming someone may ask for several things told of them in different conversations: the turns
    holding its words are found first, and what they are about (a second hop by meaning) ranks a turn about the same
    kind of thing above the everyday turns that the question's own vector puts first, though it holds none of its
    words."""
    said = {}
    for user, assistant in [
        ("My neighbour Olga has taken up pottery, she threw her first bowl yesterday.", "How fun!"),
        ("Olga is learning the cello now, her teacher is very strict.", "Good for her."),
        ("Is the blue raincoat fully waterproof?", "Yes, it is."),
        ("Olga spent the whole weekend knitting a scarf for her grandson.", "Lovely."),
        ("The parcel came late again, third time this month.", "Sorry about that."),
        ("She enrolled in a watercolour course at the community centre.", "Nice."),
        ("I need new running socks, the old ones have holes.", "Here are some."),
    ]:
        said[user.split()[1]] = (_said_on(client_api, [(user, assistant)]), 1)
    index = recall.vector_index((tenant.pk, "client", "ana"), get_backend().dim)
    question = "What hobbies has Olga picked up?"
    vector = get_backend().embed(question)
    words = recall._word_ranking(index, question, excluded=(), neighbours=True)[0]
    assert said["enrolled"] not in words
    by_message, by_hop = recall._vector_rankings(
        index, vector, (), "en", hop=recall._hop_vector(index, vector, words[:HOP_TURNS])
    )
    beyond_words = [[key for key, _, _ in ranking if key not in words] for ranking in (by_message, by_hop)]
    assert beyond_words[0][0] != said["enrolled"]  # the question's own vector puts another turn first
    assert beyond_words[1][0] == said["enrolled"]
    similarity = {key: (sim, dist) for key, sim, dist in by_message}
    assert all(similarity[key] == (sim, dist) for key, sim, dist in by_hop)  # still the question's similarities


def test_a_question_about_someone_with_a_short_name_recalls_what_was_said_of_them(client_api):
    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, "My cousin Tim just started working as a firefighter in Leeds.", "Brave job!")
    for user, assistant in CHAT:
        run_turn(client_api, cid, user, assistant)
    assert "My cousin Tim just started working" in recalled_text(ask(client_api, "What does Tim do for a living?"))


def test_a_reply_that_answered_the_users_question_comes_back_whole(client_api):
    answer = (
        "You have 30 days from delivery to return the jacket, as long as the tags are still on it; "
        "print the prepaid label from your order page, drop the parcel at any post office, and the "
        "refund reaches your card within five working days of our warehouse receiving it."
    )
    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, "How long do I have to return the green jacket I bought?", answer)
    for user, assistant in CHAT:
        run_turn(client_api, cid, user, assistant)
    assert answer in recalled_text(ask(client_api, "How long did you say I have to return the green jacket?"))


def test_another_user_and_another_tenant_recall_nothing_of_ana(client_api, past, other_tenant, make_client):
    assert DETAILS[0][0] not in recalled_text(ask(client_api, "What is my dog called?", user_id="bruno"))
    stranger = make_client(other_tenant)
    assert DETAILS[0][0] not in recalled_text(ask(stranger, "What is my dog called?"))


def test_what_the_window_holds_is_not_recalled_again(client_api):
    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, *DETAILS[0])
    body = begin(client_api, cid, "What is my dog called?").json()
    window = [m["content"] for m in body["context"]["messages"] if m["role"] == "user"]
    assert DETAILS[0][0] in window
    assert recalled_text(body["context"]) == ""


def test_a_turn_that_left_the_window_and_the_active_summaries_is_recalled_in_the_same_conversation(client_api):
    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, *DETAILS[0])
    for n in range(24):  # past the window (≤ 8 turns) and the 4 active summaries (3 turns each)
        run_turn(client_api, cid, f"Do you have running shoes model {n} in size 42?", f"Model {n} is in stock.")
    body = begin(client_api, cid, "Remind me what my dog is called?").json()
    text = recalled_text(body["context"])
    assert DETAILS[0][0] in text
    assert "earlier in this conversation" in text


def test_recall_is_shrunk_first_when_the_budget_is_tight(client_api, past, tenant):
    # The prompt and the question take ~60 tokens: no room for a recalled turn (~50).
    set_tenant_policy(tenant=tenant, overrides={"context_budget_tokens": 100, "recall_budget_tokens": 30})
    context = ask(client_api, "Where am I travelling for the wedding?")
    assert context["total_tokens"] <= 100
    dropped = {d["section"]: d for d in context["dropped"]}
    assert "recalled" in dropped
    assert "summaries" not in dropped  # recall gave way first (there are no summaries to drop yet either)


def test_a_tenant_can_turn_recall_off(client_api, past, tenant):
    set_tenant_policy(tenant=tenant, overrides={"recall_budget_tokens": 0})
    assert ask(client_api, "What is my dog called?")["tokens"]["recalled"] == 0


def test_a_message_referring_back_brings_the_entities_it_may_mean(client_api):
    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, "I'm thinking of a weekend in Porto or maybe Lisbon.", "Both are lovely in spring.")
    for n in range(10):
        run_turn(client_api, cid, f"Do you sell travel adapters type {n}?", "Yes, several.")
    assert "Porto" in [m.text for m in EntityMention.objects.all()]
    body = begin(client_api, cid, "Are there good hotels there?").json()
    text = "\n".join(m["content"] for m in body["context"]["messages"])
    assert "Mentioned earlier in this conversation" in text
    assert "Porto (turn 1)" in text
    assert "Lisbon (turn 1)" in text


def test_a_deleted_conversation_is_never_recalled(client_api, past):
    assert DETAILS[0][0] in recalled_text(ask(client_api, "What is my dog called?"))
    assert client_api.delete(f"/api/v1/conversations/{past}/").status_code == 200
    assert DETAILS[0][0] not in recalled_text(ask(client_api, "What is my dog called?"))


def test_forgetting_the_user_erases_the_search_index_and_the_vectors(client_api, past, tenant):
    assert DETAILS[0][0] in recalled_text(ask(client_api, "What is my dog called?"))
    assert recall.indexed_rows(tenant_id=tenant.pk, role="client", user_id="ana") > 0
    anas = Message.objects.joined_for_tenant(tenant.pk).filter(conversation__user_id="ana")
    assert anas.exists()
    assert client_api.delete("/api/v1/users/ana/memory/").status_code == 200
    assert not anas.exists()
    assert not EntityMention.objects.joined_for_tenant(tenant.pk).filter(conversation__user_id="ana").exists()
    assert recall.indexed_rows(tenant_id=tenant.pk, role="client", user_id="ana") == 0  # every process drops its copy
    assert client_api.get("/api/v1/search/", {"q": "Toby", "user_id": "ana"}).json()["results"] == []
    assert recalled_text(ask(client_api, "What is my dog called?")) == ""


def test_search_finds_messages_with_their_conversation_turn_date_and_snippet(client_api, past):
    response = client_api.get("/api/v1/search/", {"q": "beagle puppy", "user_id": "ana"})
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["mode"] == "hybrid"
    top = body["results"][0]
    assert top["kind"] == "message"
    assert top["conversation"] == past
    assert top["turn"] == 2
    assert top["role"] == "user"
    assert "**beagle** **puppy**" in top["snippet"]
    assert top["at"].startswith(timezone.now().date().isoformat())


def test_search_finds_a_paraphrase_through_the_vectors(client_api, past):
    body = client_api.get("/api/v1/search/", {"q": "new pet dog", "user_id": "ana"}).json()
    assert any("Toby" in hit["snippet"] for hit in body["results"][:3])


def test_search_filters_by_conversation_and_date(client_api, past):
    later = new_conversation(client_api, user_id="ana")
    run_turn(client_api, later, "The beagle puppy chewed my new shoes.", "Oh no!")
    only_later = client_api.get("/api/v1/search/", {"q": "beagle", "conversation": later}).json()["results"]
    assert only_later
    assert {hit["conversation"] for hit in only_later} == {later}
    tomorrow = (timezone.now() + timedelta(days=1)).isoformat()
    assert (
        client_api.get("/api/v1/search/", {"q": "beagle", "user_id": "ana", "since": tomorrow}).json()["results"] == []
    )


def test_search_finds_facts_and_summaries_too(client_api):
    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, "Recordá que vivo en Valencia.", "Anotado.")
    for n in range(12):
        run_turn(client_api, cid, f"Busco zapatillas modelo {n} para correr en asfalto", f"Tenemos el modelo {n}.")
    kinds = {
        hit["kind"] for hit in client_api.get("/api/v1/search/", {"q": "Valencia", "user_id": "ana"}).json()["results"]
    }
    assert "fact" in kinds
    assert "message" in kinds
    kinds = {
        hit["kind"]
        for hit in client_api.get("/api/v1/search/", {"q": "zapatillas asfalto", "user_id": "ana", "limit": 50}).json()[
            "results"
        ]
    }
    assert "summary" in kinds


@pytest.mark.parametrize(
    "params",
    [
        {"user_id": "ana"},  # no query
        {"q": "   ", "user_id": "ana"},
        {"q": "beagle"},  # whose?
        {"q": "beagle", "user_id": "ana", "limit": "0"},
        {"q": "beagle", "user_id": "ana", "since": "yesterday"},
        {"q": "beagle", "user_id": "ana", "since": "2026-02-01T00:00:00Z", "until": "2026-01-01T00:00:00Z"},
        {"q": "beagle", "user_id": "ana", "role": "robot"},
    ],
)
def test_bad_search_parameters_get_a_json_400(client_api, past, params):
    response = client_api.get("/api/v1/search/", params)
    assert response.status_code == 400, response.content
    assert set(response.json()["error"]) == {"code", "message", "fields"}


def test_search_of_another_tenants_conversation_is_a_404_and_its_users_are_empty(
    client_api, past, other_tenant, make_client
):
    stranger = make_client(other_tenant)
    assert stranger.get("/api/v1/search/", {"q": "beagle", "conversation": past}).status_code == 404
    assert stranger.get("/api/v1/search/", {"q": "beagle", "user_id": "ana"}).json()["results"] == []


def test_search_for_a_role_the_key_may_not_act_for_is_a_403(client_api, past):
    assert client_api.get("/api/v1/search/", {"q": "beagle", "user_id": "ana", "role": "admin"}).status_code == 403


def test_a_second_hop_brings_the_turn_linked_by_a_name(client_api):
    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, "My uncle Fergus is an airline pilot and always finds me cheap flights.", "Lucky you!")
    for user, assistant in CHAT:
        run_turn(client_api, cid, user, assistant)
    run_turn(client_api, cid, "Fergus told me he's retiring and moving to Cornwall.", "Sounds lovely.")
    text = recalled_text(ask(client_api, "Where is my pilot uncle going to live?"))
    assert "My uncle Fergus is an airline pilot" in text
    assert "moving to Cornwall" in text


SHOPPING = [
    "I'm looking at {t} and I'd like to know more about {a} and {b}.",
    "What is the difference between the models in terms of {a}?",
    "Can you compare {a} with {b} in the ones you showed me?",
    "Thanks, and regarding {a}, which options are available at the moment?",
]
TOPICS = [
    ("running shoes", ["cushioning", "drop", "sole", "size", "trail", "asphalt"]),
    ("laptops", ["battery", "screen", "processor", "memory", "keyboard", "weight"]),
    ("coffee machines", ["espresso", "capsules", "milk frother", "tank", "pressure", "grinder"]),
]


@pytest.fixture
def regular(client_api) -> str:
    """User 'eva': months of shopping chat (a "usual" to judge against), one detail said in passing
    inside a long message."""
    for c, (topic, words) in enumerate(TOPICS * 3):
        cid = new_conversation(client_api, user_id="eva")
        for n in range(6):
            a, b = words[(n + c) % len(words)], words[(n + 2 * c + 1) % len(words)]
            user = " ".join(SHOPPING[(n + k) % len(SHOPPING)].format(t=topic, a=a, b=b) for k in range(2))
            if (c, n) == (4, 3):
                user = f"{user} By the way, my neighbour Anselmo waters my plants whenever I travel. {user}"
            run_turn(client_api, cid, user, f"Here is how the {topic} compare on {a} and {b}.")
    return cid


def test_a_detail_said_in_passing_in_a_long_message_is_recalled_first_and_small_talk_only_fills(
    client_api, regular, tenant
):
    cid = new_conversation(client_api, user_id="eva")

    def preview() -> str:  # asked without storing the question, so the second asking does not recall the first
        params = {"query": "Who looks after my plants when I'm away?"}
        return recalled_text(client_api.get(f"/api/v1/conversations/{cid}/context/", params).json())

    text = preview()
    assert "my neighbour Anselmo waters my plants" in text.splitlines()[1]  # the first recalled turn
    set_tenant_policy(tenant=tenant, overrides={"recall_fill_share": 0.0})
    text = preview()
    assert "my neighbour Anselmo waters my plants" in text
    assert text.count("[") <= 3  # the detail and its neighbours above the floor, not the shopping chat
    assert ask(client_api, "What's the capital of Australia?", user_id="eva")["tokens"]["recalled"] == 0
    assert (
        ask(client_api, "What's the difference between weather and climate?", user_id="eva")["tokens"]["recalled"] == 0
    )


def test_a_filler_found_by_its_words_alone_is_judged_by_its_real_meaning():
    """A turn the fill ranking holds only by its words (the vector ranking it fills from is the second hop's, and
    stops at its depth) once entered that ranking with no similarity, so the floor by meaning could never let it in
    however close it was; it now carries its similarity to the message, as the gate's candidates do."""
    from memory.engine.recall import fuse
    from tenants.policy import MemoryPolicy

    close, far, hopped = (1, 1), (1, 2), (1, 3)
    by_message = [(close, 0.42, 0.3), (far, 0.05, 0.0), (hopped, 0.2, 0.1)]
    by_hop = [(hopped, 0.2, 0.1)]  # the second hop's ranking, which holds neither word-found turn
    words = [far, close]  # both found by the message's words
    policy = MemoryPolicy(recall_fill_min_word_share=0.9, recall_fill_min_similarity=0.15)
    floor = 0.9 * 1.0
    word_scores = {far: 1.0, close: 0.2}  # close's words weigh too little for the word floor

    unmeasured = fuse(by_hop, words)
    assert [c.similarity for c in unmeasured if c.key == close] == [0.0]
    assert not recall._earns_fill(next(c for c in unmeasured if c.key == close), word_scores, floor, policy)

    measured = {c.key: c for c in recall._measured(unmeasured, by_hop, by_message, {})}
    assert measured[close].similarity == 0.42
    assert recall._earns_fill(measured[close], word_scores, floor, policy)  # close in meaning: it earns its room
    assert recall._earns_fill(measured[far], word_scores, floor, policy)  # by its words, as before
    assert measured[far].similarity == 0.05
    assert measured[hopped].similarity == 0.2  # a turn of the hop's ranking keeps the similarity it came with
    # A turn found by words only and ranked by no vector takes the similarity measured for it.
    only_words = {c.key: c for c in recall._measured(fuse(by_hop, [(2, 9)]), by_hop, [], {(2, 9): (0.33, 0.2)})}
    assert only_words[(2, 9)].similarity == 0.33


@pytest.mark.parametrize(
    ("said", "question", "other"),
    [
        (
            "We adopted two dogs last spring, Shelly and Bolt.",
            "What pets does the household have?",
            "The boiler broke again and the plumber can't come until Friday.",
        ),
        (
            "Juego al tenis los martes y al fútbol con mi hija los sábados.",
            "¿Qué deportes practico?",
            "El casero no contesta y la caldera sigue rota desde el viernes.",
        ),
    ],
)
def test_a_word_the_question_means_without_writing_it_finds_the_turn(client_api, tenant, said, question, other):
    """Query expansion over the user's own words: 'pets' finds the turn about their dogs, 'deportes' the one about
    tennis and football, though neither shares a word with the question; with the expansion off the words find
    nothing."""
    cid = new_conversation(client_api, user_id="ana")
    for text in (said, other, "Thanks!" if said.startswith("We") else "¡Gracias!"):
        run_turn(client_api, cid, text, "OK.")
    index = recall.vector_index((tenant.pk, "client", "ana"), get_backend().dim)
    told = (Conversation.objects.get(public_id=cid).pk, 1)
    assert recall._word_ranking(index, question, excluded=())[0] == []  # no word of the question in any turn
    expanded = recall._word_ranking(index, question, excluded=(), expand=5)[0]
    assert expanded[:1] == [told]
    assert index.vocabulary.words  # the user's words now have vectors in this process
