"""English extraction rules: first-person statements only, most specific first. A rule that matches
claims its value span; later rules cannot take it again."""

from __future__ import annotations

import re

from facts.engine import lexicon, values
from facts.engine.rules import (
    AGE,
    AHEAD,
    AMOUNT,
    BOTH,
    CAR_MAKES,
    CHANNEL,
    CONDITION,
    DATED,
    DAY,
    DEGREE,
    EAGER,
    EMAIL,
    END,
    END_JOB,
    END_PREF,
    ERRAND_TRIP,
    FEAST,
    FREQUENCY,
    GARMENTS,
    I_AM,
    LATER,
    LIST,
    LISTED_FAVOURITE_ENDS,
    MONTHS,
    NAME,
    NUM,
    ONE_RUN,
    PAST,
    PLACE_WORDS,
    ROUTE,
    SEASONS,
    SHOE,
    SHOE_IN_WORDS,
    SPEECH_TAG,
    SPOKEN_LANGUAGE,
    VERBAL,
    VERBAL_ING,
    WEEKDAYS,
    WORD,
    WORKPLACE,
    Found,
    Handler,
    V,
    after,
    after_a_size,
    after_having,
    allergens,
    allergens_named_before,
    annoyance,
    both_children_named,
    brand_or_tool,
    budget,
    capitalised_words_as_said,
    child_by_endearment,
    children_named,
    choice,
    club,
    coded,
    date_as_said,
    day_month,
    degree,
    diet_of_degree,
    diet_without,
    eldest,
    employer_held_for_a_while,
    event,
    favourite,
    favourite_listed,
    favourite_of_its_kind,
    fixed,
    free_time,
    freeform,
    habit,
    hated,
    industry,
    intolerance,
    kept_at,
    keyed,
    kin_list,
    known_town,
    known_town_or_country,
    liked_list,
    listed,
    listened_to,
    mapped,
    name_put_right,
    named_pet_gone,
    occupation,
    of_the_user,
    parents,
    pastime,
    pastimes_listed,
    pet_kinds,
    pet_looked_after,
    pet_named_last,
    pet_names,
    pets,
    place_even_in_lowercase,
    place_named_before,
    plan,
    plan_and_when,
    plan_called_off,
    preferred_brand_or_tool,
    priced,
    relative,
    relatives,
    role_and_named_employer,
    rule,
    siblings_counted,
    span,
    standing_choice,
    taste,
    work_place,
    year_of_a_course,
)

PET = (
    r"(?:dog|cat|puppy|kitten|pup|greyhound|lurcher|whippet|labrador|lab|spaniel|terrier|collie|beagle|pug|poodle"
    r"|dachshund|husky|retriever|tabby|rabbit|bunny|hamster|parrot|budgie|tortoise|ferret|goldfish"
    # breeds and working dogs ("a huntaway called Bluey", "a kelpie named Red")
    r"|huntaway|kelpie|heeler|staffy|staffie|sheepdog|alsatian|rottweiler|bulldog|chihuahua|schnauzer|corgi|dalmatian"
    r"|doberman|cockapoo|labradoodle|cavoodle|cavapoo|mutt|moggy|pony"
    # other animals kept at home ("a turtle named shelly", "a gecko called ziggy")
    r"|turtle|horse|snake|lizard|gecko|iguana|guinea\s+pig|rat|mouse|gerbil|chinchilla|hedgehog|ferret|axolotl|frog"
    r"|canary|cockatiel|parakeet|hen|chicken|duck|goat|pig"
    # every kind the counted pets know, one of them ("a bearded dragon named spike", "a tarantula called Fuzz")
    r"|dragon|tarantula|degu|betta|koi|chook|finch|quail|dove|pigeon|alpaca|sheep|piglet|macaw|cockatoo|crab|snail"
    r"|goose|mice|sugar\s+glider)"
)
# A word that opens a clause before a comma and names no pet ("Honestly, my dog, bless him, …").
NOT_A_PET_BEFORE = (
    r"(?:anyway|honestly|well|so|also|ok|okay|oh|yes|yeah|no|sadly|luckily|basically|seriously|look|listen|thanks"
    r"|sorry|update|today|now|and|but|then|again|btw|fyi|lol)\b"
)
# "This is my dog", "esta es mi perra": a word that points or stands for someone names no pet.
NOT_NAMED_BEFORE = (
    r"(?:this|that|these|those|it|he|she|they|here|there|who|which|what|where|esta|este|esto|esa|ese|eso|estos|estas"
    r"|esos|esas|ella|el|ellos|ellas|aqui|aca|ahi|quien|cual|que|donde)\b"
)
# Where a size put first starts: the line's start, a comma or a spaced dash ("Packing for Skye — medium in jackets").
SIZE_PUT_FIRST = r"(?:^\W*|(?<=,)\s*|(?<=\s[—–])\s*)"
# A clothing size in words or letters.
SIZE_WORD = r"(?P<v>extra\s+small|extra\s+large|small|medium|large|xxl|xl|xs|s|m|l)"
# A size put first ends its piece of the list.
SIZE_ENDS = r"\b(?=\s*(?:$|[,.;!—–]|\s+(?:and|pls|please|btw)\b))"
# Whose size it is, when someone else's ("size 10 boots for my son", "she's a medium"); a stretch of time it is for
# ("for a week's hiking") is no one.
SOMEONE_ELSES_SIZE = (
    r"\bfor\s+(?:my|his|her|our|their|a(?!\s+(?:week|weekend|day|month|fortnight|trip|holiday|hike)))\b|\b(?:he|she)\b"
    r"|\b(?:ordered|bought|got|sent)\b"
)
# "I'm a size 10 and …", "I'm 38 and …": the user said first, a statement of theirs after "and", the subject left out.
I_AM_AND = r"\b(?:i'?m|im|i\s+am)\b[^,.;:!?]{1,40}?\band"
# Money the user has: "I've got", "I have", or "and have" after the user's "I'm …"; how much roughly before it.
USER_HAS = (
    r"(?:\b(?:i'?ve\s+got|i\s+have|i\s+got|we'?ve\s+got|we\s+have)|" + I_AM_AND + r"\s+(?:have|'ve\s+got|got))\s+"
    r"(?:about\s+|around\s+|like\s+|roughly\s+|nearly\s+|almost\s+|up\s+to\s+)?"
)
# A race or a ride the user takes part in ("the Bath half", "a 10k", "the Great North Run"), where it is maybe
# after it; a half of a match is none ("the second half").
RACE = (
    r"(?:marathon|half[\s-]marathon|(?<!first\s)(?<!second\s)(?<!other\s)(?<!bottom\s)(?<!top\s)half"
    r"|\d{1,3}\s?k(?:ms?)?|triathlon|ironman|ultra|race|sportive|camino|trek|run|fun\s+run|relay|gran\s+fondo|swim)"
    r"(?:\s+(?:of|in)\s+[a-z]+(?:\s+[a-z]+){0,2})?"
)
# Taken with something, the subject left out at a clause's start: "obsessed with", "been really into".
TAKEN_WITH = (
    r"(?:^\W*|(?<=,)\s*)(?:(?:(?:been|so|totally|lowkey|low-key|kinda|honestly|lately|really|proper)\s+)*obsessed\s+with"
    r"|(?:(?:been|so|totally|lowkey|low-key|kinda|honestly|really|proper)\s+)+into)\s+"
)
# A pastime done before or told by a doctor, which how often it is done makes no habit of the user's; a wish counts
# only before how often ("salgo a correr tres veces por semana y quiero complementarlo" is a habit).
NOT_A_HABIT = (
    r"\b(?:used\s+to|solia|solias|antes|de\s+joven|de\s+chic[oa]|when\s+i\s+was|back\s+then|formerly|previously"
    r"|tried|intente|doctor|medico|fisio|physio)\b"
    r"|\b(?:want\s+to|wanna|would\s+like|'d\s+like|should|need\s+to|have\s+to|plan\s+to|going\s+to|gonna|will|'ll"
    r"|quiero|quisiera|deberia|tengo\s+que|me\s+gustaria|voy\s+a|pienso)\b(?=.*?" + FREQUENCY + ")"
)
# "my daughter's party — she's called Amara", "What can I get my partner? Her name's Ngozi": a relative of the user's
# named in the next clause by a pronoun that agrees with the relation, nobody else named between.
NAMED_BY_PRONOUN = re.compile(
    r"\b(?:my|our)\s+(?:(?P<she>daughter|wife|girlfriend|fiancee|fiancée|sister|mum|mom|mother)|(?P<he>son|husband"
    r"|boyfriend|fiance|fiancé|brother|dad|father)|(?P<either>partner))\b(?P<gap>[^.!?]{0,60}?(?:[.!?:,]|\s[—–])\s*)"
    r"(?P<pronoun>(?:(?P<shes>she)|he)(?:'s|\s+is)\s+(?:called|named)|(?:(?P<her>her)|his)\s+name(?:'s|\s+is))\s+"
    r"(?=(?-i:[A-Z]))",
    re.IGNORECASE,
)


def named_by_pronoun(text: str) -> str:
    """The pronoun that names a relative written out as the relation ("my daughter is called Amara")."""
    found = NAMED_BY_PRONOUN.search(text)
    if not found or lexicon.PEOPLE.intersection(values.fold(found.group("gap")).split()):
        return text
    female = bool(found.group("shes") or found.group("her"))
    if (female and found.group("he")) or (not female and found.group("she")):
        return text
    relation = found.group("she") or found.group("he") or found.group("either")
    start, end = found.span("pronoun")
    return text[:start] + f"my {relation} is called" + text[end:]


# A height in metres or in feet and inches ("1.85 m tall", "6ft 2", "five foot four").
HEIGHT = (
    r"(?:\d[.,]\d{1,2}\s*(?:m|metres|meters)\b(?:\s+tall)?"
    r"|(?:\d|five|six|four)\s*(?:ft|foot|feet|')\s*(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)?"
    r"(?:\s*(?:in|inches|\"))?(?:\s+tall)?(?=\s*(?:$|[,.;!?]|\s+(?:and|so|but|tall)\b)))"
)
# "the book that marked me most", "the film that changed my life": the one that meant most to the user.
MARKED_ME = (
    r"(?:that|which)\s+(?:has\s+|'s\s+)?(?:most\s+)?(?:marked|shaped|changed|moved)\s+(?:me|my\s+life)"
    r"(?:\s+(?:the\s+)?most)?"
)
# A thing named first, then the user's verb about it ("coriander I hate", "swimming I absolutely love"): a clause's
# first few words, never a word that points, a person, or a thing of the moment ("the one I like", "something I love").
THING_BEFORE_I = (
    r"(?:^\W*|(?<=[,;:])\s*)(?:(?:and|but|though|whereas)\s+)?(?!(?:" + NOT_NAMED_BEFORE + r"|i|we|you|me|him|her|them"
    r"|us|the|your|his|their|one|something|anything|everything|nothing|someone|anyone|everyone)\b)"
    r"(?P<v>[a-z]+(?:\s+[a-z-]+){0,2}?)\s+i\s+(?:really\s+|just\s+|absolutely\s+|totally\s+|genuinely\s+)?"
)
# The clause ends after the verb, or goes on with "but" ("swimming I love but chlorine…").
AFTER_THE_VERB_FIRST = r"\s*(?=$|[,.;!?—–]|\s+but\b)"
PETS = (
    r"(?:dogs?|cats?|pupp(?:y|ies)|kittens?|pups?|rabbits?|bunn(?:y|ies)|parrots?|hamsters?|guinea\s+pigs?|tortoises?"
    r"|turtles?|fish|goldfish|horses?|ponies|pony|budgies?|ferrets?|rats?|mice|geckos?|snakes?|lizards?|chickens?|hens?"
    r"|dragons?|iguanas?|axolotls?|tarantulas?|chinchillas?|cockatiels?|canar(?:y|ies)|hedgehogs?|ducks?|goats?|geese|goose"
    r"|parakeets?|cockatoos?|macaws?|frogs?|crabs?|snails?|bettas?|degus?|gerbils?|sugar\s+gliders?|alpacas?|sheep|pigs?"
    r"|piglets?|quails?|doves?|pigeons?|finch(?:es)?|koi|chooks?)"
)
# "…for a 12-year-old cat? Ours, Biscuit, has gone fussy", "…safe for rabbits? Got two, Clover and Bramble": the
# user's pets named right after a question that said their kind, the kind left out.
KIND_ASKED_THEN_NAMED = re.compile(
    r"\b(?P<kind>" + PETS + r")\b[^.?!]{0,30}\?\s+(?:(?P<ours>ours|mine)|(?P<got>(?:(?:i|we)(?:'ve|\s+have)\s+)?got"
    r"|(?:i|we)\s+have)\s+(?P<count>two|three|four|five|\d))\s*,\s*(?=(?-i:[A-Z]))",
    re.IGNORECASE,
)


def kind_asked_then_named(text: str) -> str:
    """The pets' kind, said in the question before, written out where the user names them ("Our cat, Biscuit,")."""
    found = KIND_ASKED_THEN_NAMED.search(text)
    if not found:
        return text
    start, end = found.span("ours") if found.group("ours") else found.span("count")
    said = f"Our {found.group('kind')}" if found.group("ours") else f"{found.group('count')} {found.group('kind')}"
    return text[:start] + said + text[end:]


COUNT = r"(?:an?|one|two|three|four|five|\d)"
VEHICLE = (
    r"(?:car|truck|pickup|pick-up|van|minivan|suv|jeep|motorbike|motorcycle|scooter|moped|camper|rv|motorhome|yacht|boat|"
    + CAR_MAKES
    + r")"
)
PASTIME_DOERS = (
    r"(?:skateboarder|skater|surfer|runner|jogger|climber|boulderer|kayaker|canoeist|cyclist|skier|snowboarder|swimmer"
    r"|hiker|golfer|gamer|gardener|birdwatcher|birder|knitter|angler|rower|triathlete|marathoner|bodybuilder"
    r"|weightlifter|powerlifter|backpacker|scuba\s+diver|stargazer)"
)
RELATIVES = {
    "sister": "sister",
    "brother": "brother",
    "mum": "mother",
    "mom": "mother",
    "mother": "mother",
    "mam": "mother",
    "ma": "mother",
    "dad": "father",
    "da": "father",
    "father": "father",
    "daughter": "daughter",
    "son": "son",
    # the short words for a sibling ("my little sis Chloe", "my big bro Jake")
    "sis": "sister",
    "bro": "brother",
    # the Spanish word in an English line ("my hermana Carla")
    "hermana": "sister",
    "hermano": "brother",
    "esposa": "partner",
    "esposo": "partner",
    "novia": "partner",
    "novio": "partner",
    "hija": "daughter",
    "hijo": "son",
    **dict.fromkeys(
        (
            "wife",
            "husband",
            "partner",
            "boyfriend",
            "girlfriend",
            "fiance",
            "fiancee",
            "husbnd",
            "hubby",
            "wifey",
            "gf",
            "bf",
            "fella",
            "feller",
            "bloke",
            "missus",
            "missis",
            "other half",
        ),
        "partner",
    ),
}
KIN = {
    "kids": "children",
    "children": "children",
    "sons": "son",
    "daughters": "daughter",
    "brothers": "brother",
    "sisters": "sister",
}
RELATIVE = (
    r"(?:(?:older|younger|big|little|lil|baby|eldest|oldest|youngest|twin|elder|kid|wee)\s+)?(?P<r>"
    + "|".join(RELATIVES)
    + r")"
)
# A relative in the line, whose role a piece of an intro may be ("I'm Tom, my wife, nurse at St Mary's, says hi").
SOMEONE_ELSES_ROLE = (
    r"\b(?:my|his|her|our|their)\s+(?:\w+\s+)?(?:wife|husband|partner|sister|brother|mum|mom|dad|son"
    r"|daughter|friend|boyfriend|girlfriend)\b"
)
# "a dog called Rex", "a parrot that's called Polly".
CALLED = r"(?:(?:that'?s|who'?s|which\s+is|that\s+is)\s+)?(?:called|named)"
# A pet's kind, maybe told more of, then its name: "a mini schnauzer called Kopi", "a tabby named Mo".
KIND_NAMED = r"(?:[a-z]+\s+){0,2}?" + PET + r"\s+" + CALLED + r"\s+" + NAME
# A home by its kind: "a flat", "an HDB flat", "our two-bed terrace".
A_DWELLING = (
    r"(?:an?|our|my|the)\s+(?:[\w-]+\s+){0,2}?(?:flat|house|apartment|place|home|cottage|bungalow|studio|bedsit|terrace"
    r"|semi|condo|unit|room|houseboat|townhouse)"
)
# The town after a place and a comma ("Rondebosch, Cape Town"), kept by home_and_its_town when it is a known one.
AND_ITS_TOWN = r"(?:\s*,\s*(?P<t>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)?)(?=\s*(?:$|[—–,.;:!?()]|\s-\s))|" + END + r")"
# A night's stay, not a home: "I stay in hotels when I travel", "I stay in Leeds for work".
A_NIGHTS_STAY = (
    r"\bwhen(?:ever)?\b|\bhotels?\b|\bairbnbs?\b|\bhostels?\b|\bfor\s+(?:a|the|two|three|\d|work|business)\b"
    r"|\bovernight\b|\btonight\b|\bif\b|\bsometimes\b|\busually\b"
)
# Someone else's home, said before the user's ("my folks live in Cork", "my brother stays in Joburg").
SOMEONE_LIVES_IN = (
    r"\b(?:live|lives|living|stay|stays|staying|are|is|'s|'re|based)\s+(?:still\s+)?"
    r"(?:in|(?:over|down|up|out|back)\s+in)"
)
NOT_A_HOME_BESIDE = A_NIGHTS_STAY + r"|\b(?:this\s+(?:weekend|week)|today|tonight|for\s+work|on\s+holiday|visiting)\b"
# A parent of so many, what kind of parent maybe before it ("stay-at-home mum of three", "working mother of two sons").
PARENT_OF = (
    r"(?:(?:proud|busy|tired|single|working|stay[\s-]at[\s-]home|full[\s-]time|exhausted|first[\s-]time|solo)\s+){0,2}"
    r"(?:mum|mom|mama|mam|dad|mother|father|parent)\s+(?:of|to)\s+(?P<v>(?:two|three|four|five|six|\d)"
    r"(?:\s+(?:kids|children|boys|girls|sons|daughters))?)(?=\s*(?:$|[,.!;]|\s+(?:and|under|so|lol)\b))"
)
# A message that opens by introducing the user: its pieces after a comma are about the user.
INTRO = r"^\W*(?:(?:hi|hello|hey|hiya|good\s+\w+|dear\s+\w+)\W+)*(?:myself|i'?m|i\s+am|im|my\s+name|this\s+is)\b"
# What a trip is called when it is named by its place: "the trip to Bali", "the Cotswolds weekend".
TRIP_NOUN = r"trip|holiday|vacation|weekend|break|getaway|honeymoon"
# A trip called off, said after its name: "…'s off", "… got cancelled", "… has been scrapped".
TRIP_CALLED_OFF = (
    r"(?:'s|\s+(?:is|has\s+been|was|got))\s+(?:(?:now|officially|definitely|been)\s+)?"
    r"(?:off|cancell?ed|called\s+off|scrapped|not\s+happening)\b"
)
# Where an origin worn as a nickname opens: the line's start ("Proper Scouser here", "As a Geordie, …", "Hiya, Jersey
# girl here") or the user's "I'm (a)"; never after "my", "he's" or "not".
NICKNAME_OPENS = (
    r"(?:^\W*(?:(?:hi|hey|hiya|hello|morning|evening)\W+)?(?:(?:as\s+|just\s+)?an?\s+)?|" + I_AM + r"\s+(?:an?\s+)?)"
    r"(?:(?:proper|true|real|proud|lifelong|die-hard|born\s+and\s+bred)\s+)*"
)
# What may follow an origin worn as a nickname: how deep it runs, where the user is now, or the clause's end ("Dubliner
# to the bone", "Brummie with Jamaican parents"); "a Geordie accent", "Essex girl jokes" are things, not the user.
NICKNAME_ENDS = (
    r"(?=\s*(?:$|[,;:!?()]|\.(?!\w)|\s[—–-]\s)|\s+(?:here|to\s+the\s+(?:bone|core)|through\s+and\s+through"
    r"|born\s+and\s+bred|at\s+heart|by\s+birth|and\s+proud|originally|in\s+exile|far\s+from\s+home|with|living"
    r"|now|based|myself|missing|stuck)\b)"
)
LOCAL_DEMONYMS = "|".join(sorted(lexicon.LOCAL_DEMONYMS, key=len, reverse=True)).replace(" ", r"\s+")
# An origin worn as a nickname: the word for a town's people, or a place with "girl", "lad"…
ORIGIN_WORN = (
    NICKNAME_OPENS
    + r"(?:"
    + LOCAL_DEMONYMS
    + r"|[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s+(?:girl|boy|lad|lass|gal))"
    + r"(?:\s+(?:through\s+and\s+through|to\s+the\s+(?:bone|core)|born\s+and\s+bred|at\s+heart))?"
)


def _known_place_or_region(span_text: str) -> str | None:
    """A place the user capitalised that is a known town, country, county, state or island ("Yorkshire", "Jersey")."""
    found = values.capitalised_place(span_text)
    return found if found and (known_town_or_country(found) or values.fold(found) in lexicon.REGIONS) else None


ANSWER_LANGUAGE = r"english|spanish|portuguese|french|german|italian"
# Why an answer language asked for is for good: practising or learning, a language the user is weak in, one spoken
# at home, or asked for "though" after another language of theirs ("…a Polish mum; answer in English though").
LASTING_REASON = (
    r"\b(?:practi[sc](?:e|ing)|learning|to\s+learn|brush(?:ing)?\s+up|improve\s+my|easier\s+for\s+me|it'?s\s+easier"
    r"|my\s+(?:\w+\s+)?(?:spelling|grammar|writing|reading|" + SPOKEN_LANGUAGE + r")(?:'s|\s+is)\s+(?:\w+\s+)?"
    r"(?:rubbish|bad|terrible|awful|rusty|poor|weak|shaky|dreadful|not\s+great)"
    r"|(?:speak|talk)\s+(?:\w+\s+)?at\s+home|in\s+(?:" + ANSWER_LANGUAGE + r")\s+though)\b"
)
# A home that is no home of the user's now: a holiday one, an old one, a second one, a rental.
HOME_BUT_NOT_NOW = (
    r"|\b(?:holiday|second|rental|old|previous|former|used\s+to|sold|selling|last\s+year|weekend|summer|christmas"
    r"|easter|to\s+(?:the|many|some|a|an)|was|were)\b"
)
# How long a stay lasts ("for a fortnight", "for three nights").
STAY_LENGTH = r"\bfor\s+(?:a|one|two|three|\d+)\s+(?:weeks?|nights?|days?|fortnight)\b"


def _trip_booked(match: re.Match[str], original: str) -> Found:
    """A place said booked: any place the user capitalised beside a trip's word or a stay's length, else a known one."""
    said = span(match, original)
    trip = match.group("t") or re.search(STAY_LENGTH, match.string)
    place = values.capitalised_place(said) if trip else _known_place_or_region(said)
    return ("planned trip", place) if place else None


def _place_said_last(match: re.Match[str], original: str) -> Found:
    """The home named by the capitalised words that end the span ("I meant Leicester", "flights from Doha")."""
    said = re.search(r"(?:[A-Z][\w'-]*\s+)*[A-Z][\w'-]*$", values.clean(span(match, original)))
    place = values.capitalised_place(said.group()) if said and said.group() != "I" else None
    return ("home", place) if place else None


# A piece of a list about the user that opens the line ("Lucy here", "from Hull", "living in Bath", "retired",
# "Geordie"): what makes a bare number after it the user's age.
SELF_PIECE = (
    r"(?:[a-z]+\s+here|(?:originally\s+)?from\s+[^,.;:!?]{1,30}"
    r"|(?:living|based|born|raised|settled)\s+in\s+[^,.;:!?]{1,40}|retired|married|single|divorced|widowed|freelance"
    r"|" + "|".join(sorted(lexicon.DEMONYMS, key=len, reverse=True)) + r"|" + LOCAL_DEMONYMS + r")"
)
SELF_LIST = r"^\W*(?:(?:hi|hello|hey|hiya)\W+)?(?:" + SELF_PIECE + r"\s*,\s*){1,3}"
# Where a piece of such a list ends: the next comma, a spaced dash, a full stop or the line's end.
PIECE_ENDS = r"(?=\s*(?:$|,|[—–-]\s|\.(?!\w)))"


def _a_trade(span_text: str) -> str | None:
    """A trade the professions list knows ("nurse", "sparky"), never a word about how the user works ("freelance")."""
    folded = values.fold(values.clean(span_text))
    return values.profession(span_text) if folded in lexicon.PROFESSIONS and folded not in ("freelance",) else None


def _name_and_age(match: re.Match[str], original: str) -> Found:
    """ "Colleen, 61, retired": a name the user capitalised, no place, then the age."""
    name = values.capitalised_name(span(match, original, "n"))
    age = values.age(span(match, original))
    if not name or not age or values.is_town(name) or values.fold(name) in lexicon.DEMONYMS | lexicon.REGIONS:
        return None
    return [("name", name), ("age", age)]


def _an_island(span_text: str) -> str | None:
    """A place lived on: the name the user capitalised, alone ("Tesco meal deals" is food), one word that is no plural
    ("Pot Noodles", "Doritos" are food), a known one or an "… Island"; never a street."""
    place = values.capitalised_place(span_text)
    if not place or place != values.clean(span_text):
        return None
    words = values.fold(place).split()
    known = _known_place_or_region(place) is not None or words[-1] in ("island", "isle")
    return place if known or (len(words) == 1 and not words[0].endswith("s")) else None


# The pieces of a list about the user that opens the line, each a word or a few before a comma: a demonym
# ("Kiwi,"), a name said with "here", an age, a birthday just had, a home ("living in Vancouver,"). Never a letter's
# closing or a greeting ("Love, from Gran", "Hi, from Ikea").
SELF_LIST_OPENING = (
    # a name said with "here" only before another piece: "Dave here, from Ikea" is a firm's man
    r"^\W*(?:(?:hi|hello|hey|hiya)\W+)?(?:[a-z]+\s+here\s*,\s*)?(?:(?:\d{2}|just\s+turned\s+\d{2}"
    r"|(?:living|based)\s+in\s+[^,.;:!?]{1,30}|(?:kiwi|aussie|brit|scot|yank|"
    + "|".join(sorted(lexicon.DEMONYMS, key=len, reverse=True))
    + r"))\s*,\s*){1,3}"
)
# A word that gives the reason for what was said before it ("…, because teal is my favourite colour").
REASON_WORD = r"(?:because|cause|cos|coz|cuz)"
# Where a thing named before its verb starts: the clause's start, or after a word of reason.
THING_FIRST = r"(?:^|[,.;]\s*|\b" + REASON_WORD + r"\s+)"
# A value that runs up to the next word of reason, never past it ("I booked it cos Lisbon is…" names Lisbon).
UNTIL_A_REASON = r"(?P<v>(?:(?!\b" + REASON_WORD + r"\s)[^,.;:!?¿¡()\n\"]|\.(?=\w))+?)"
# "Myself Rohit, 34, from Lucknow": an Indian English intro, the name after "myself" opening the line.
MYSELF = r"^\W*(?:(?:hi|hello|hey|good\s+\w+|dear\s+\w+)\W+)*myself"
# A greeting before a teenager's intro ("yo its jayden"), which makes "it's" open a name, not the weather.
GREETING = r"(?:yo|hey+|hi+|hiya|hello|sup|wassup)\W+"
# Words that follow "it's" or "I'm" and are no name, in a teenager's intro written in lowercase ("its jayden, 16").
NOT_A_FIRST_NAME = frozenset(
    "me back here home done sorry tired fine good ok okay sick late bored new free ready still just so not also only"  # noqa: SIM905
    " almost nearly about around like turning literally basically over under going gonna currently now finally"
    " officially actually really very too".split()
)
# Words of study that make a year of something a year of a course ("exam", "uni", "lectures").
STUDY_WORDS = (
    r"\b(?:exams?|finals|midterms?|uni|university|college|school|degree|course|module|thesis|dissertation|lectures?"
    r"|seminars?|semester|revision|revise|coursework|assignments?|essays?)\b"
)
# A subject studied, by its name ("law", "marine biology", "psych").
A_SUBJECT = r"(?:" + "|".join(sorted(lexicon.SUBJECTS, key=len, reverse=True)) + r")\b"
# "I barely check email", "never read my texts": a channel the user does not use, which makes another one asked for
# ("just whatsapp me") the one they want.
NOT_CHECKED = (
    r"\b(?:never|barely|hardly|rarely|seldom|don'?t|do\s+not)\s+(?:ever\s+)?(?:check|read|look\s+at|use|answer|open"
    r"|pick\s+up)\b"
)


def _lowercase_first_name(text: str) -> str | None:
    folded = values.fold(text)
    return None if folded in NOT_A_FIRST_NAME or folded.endswith("ing") else values.person_name(text)


# "me mam's called Bernadette": "me" for "my" before a parent or a sibling, where a clause or its second half starts.
# "ma wee boy Callum", "ma sister Isla": the Scots "ma" for "my", only before a relative or "wee".
MY = (
    r"(?:my|our|(?:^|(?<=[,;]\s)|(?<=\band\s))me|(?<![\w'])ma(?=\s+(?:wee|big|wife|man|husband|boy|girl|son|daughter"
    r"|brother|sister|bro|sis|partner|boyfriend|girlfriend|fella|lassie|laddie|lad|lass)\b))"
)
SMALL_PLACE = (
    r"an?\s+(?:\w+\s+)?(?:town|village|city|island|suburb|place)\s+(?:in|near|outside|just\s+outside|close\s+to)\s+"
)
# "also", "currently", "still": how long or how much, between "I'm" and what the user is.
STILL = r"(?:also|currently|still|now|just|only)"
ORDINAL = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)"
# A stage of school a student is at ("grad student", "in college"); a bare "school" may be a place for the day.
SCHOOL_STAGE = (
    r"grad|graduate|postgraduate|postgrad|college|university|uni|phd|doctoral|masters?|undergrad|undergraduate"
)
STUDENT = (
    r"freshman|sophomore|junior|senior|fresher|(?:first|second|third|fourth|final)[\s-]year|student|pupil|undergrad"
    r"|undergraduate|postgrad|grad\s+student|phd\s+student|(?:year|grade)\s+\d{1,2}(?:\s+student)?"
)
# A form the user fills in names them first: its other fields are read only then ("Job: fix the sink" is a task).
FORM = r"(?:^|[,;:]\s*)(?:full\s+)?name\s*[:=\-–—]"
# A child's age or school, which makes "my boy" a son and "my girl" a daughter.
CHILD = (
    r"\b(?:school|kindy|kindergarten|nursery|daycare|preschool|year\s+\d|grade\s+\d|\w+\s+grade)\b"
    r"|\b(?:he'?s|she'?s|is|turns?|turned|aged?)\s+(?:[1-9]|1[0-7]|one|two|three|four|five|six|seven|eight|nine|ten|eleven"
    r"|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\b(?!\s*(?:am|pm|%|quid|bucks|dollars|pounds|euros|k\b))"
)
# A degree by its word, a kind or "degree" maybe beside it: "a degree", "a master's degree", "a bachelor's", "an MSc".
DEGREE_WORD = (
    r"(?:(?:undergraduate|postgraduate|graduate|honou?rs|part[\s-]time|full[\s-]time|online|joint)\s+)?"
    r"(?:master'?s|masters|bachelor'?s|bachelors|degree|phd|ba|bsc|msc|ma|diploma|course)(?:\s+degree)?"
)
# A child's name, an age maybe after it: "Sam (7)", "Mia, 6", "Leo aged 4", "Emily, who is 9", "Finn who's 8".
NAMED_CHILD = (
    r"(?!(?:and|i)\b)[a-z][\w'-]*(?:\s*\(\s*\d{1,2}[^)]{0,12}\)"
    r"|\s*,\s*(?:aged\s+|who'?s\s+|who\s+is\s+)?\d{1,2}(?:\s+(?:years?\s+old|yrs?))?(?=\s*(?:,|$|[.;!?]|and\b))"
    r"|\s+(?:aged\s+|who'?s\s+|who\s+is\s+)?\d{1,2}\b(?:\s+(?:years?\s+old|yrs?))?)?"
)
# "i are": "my husband and I are moving…"; "me and the missus are", "me and Dan are": the user one of two.
_WE_ARE_SELF = r"i'?m|im|i\s+am|we'?re|we\s+are|i\s+are"
WE_ARE_SELF = r"(?:" + _WE_ARE_SELF + ")"
ME_AND_SOMEONE_ARE = r"me\s+and\s+(?:my\s+|the\s+)?[a-zé]+(?:\s+[a-z]+)?\s+are"
WE_ARE = r"(?:" + _WE_ARE_SELF + "|" + ME_AND_SOMEONE_ARE + ")"
# "me and my boyfriend are off to…", "me and Dan are flying…": the user one of those going.
ME_AND_ARE = r"\bme\s+and\s+(?:my\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?\s+are"
MOVE = (
    r"(?:"
    + WE_ARE
    + r"\s+(?:(?:going|planning|hoping|about)\s+to\s+)?(?:move|moving|relocate|relocating|go\s+live|live)"
    r"|(?:i|we)(?:\s+will|'ll|\s+plan\s+to|\s+want\s+to|\s+intend\s+to|\s+hope\s+to)\s+(?:be\s+)?(?:move|moving|relocate|relocating)"
    r"|(?:i|we)\s+(?:are|am)\s+going\s+to\s+(?:move|relocate))(?:\s+back|\s+over|\s+out)?"
)
TRIP = (
    r"(?:(?:"
    + WE_ARE
    + "|"
    + ME_AND_ARE
    + r")\s+(?:going|flying|travell?ing|heading|off|driving|sailing|taking\s+a\s+trip)(?:\s+(?:back|over|out))?"
    r"|(?:i|we)(?:\s+will|'ll)\s+be\s+(?:going|flying|travell?ing|heading))"
)
START = r"(?:" + WE_ARE + r"\s+(?:starting|beginning)|(?:i|we)\s+(?:start|begin))"
# What a user begins that is worth remembering on any day ahead: a course, a degree, a job.
COURSE = (
    r"(?:course|class|classes|degree|masters?|master's|phd|apprenticeship|internship|placement|job|bootcamp|diploma"
    r"|training|evening\s+class|night\s+class)"
)
# A couple broken up: "we split", "broke up", "my ex".
BROKE_UP_EN = (
    r"\b(?:we\s+(?:split|broke\s+up|separated|divorced|called\s+it\s+(?:off|quits))|broke\s+up|split\s+up|dumped"
    r"|my\s+ex)\b"
)
# A test of the body or of a car is an appointment, not an exam ("a cat allergy test tomorrow", "my MOT").
MEDICAL = (
    r"(?:eye|medical|physical|blood|allergy|allergies|dental|hearing|covid|pcr|pregnancy|dna|drug|mot|skin|urine|smear"
    r"|breast|stress|scan|sugar|glucose|lateral|flow|antigen|patch|sight|vision|health)\b"
)
# An exam or a test the user sits, named by its kind ("driving test", "IELTS", "A-levels", "finals").
EXAM = (
    r"(?:(?!" + MEDICAL + r")[a-z0-9-]+\s+){0,2}?(?:test|exam|exams|finals|resit|viva|a-levels|gcses|ielts|toefl|sats"
    r"|boards|bar\s+exam|theory|practical|dissertation\s+defen[cs]e)"
)


def exam_and_when(match: re.Match[str], original: str) -> Found:
    """ "my driving test is on the 14th of March": the exam and when, without the verb between."""
    exam = span(match, original) or span(match, original, "w") or span(match, original, "d")
    text = f"{values.clean(exam)} {values.clean(span(match, original, 't'))}"
    return ("upcoming plan", text) if len(text.split()) <= 10 else None


def baby_due(match: re.Match[str], original: str) -> Found:
    """ "expecting in April" as said; "due in June" said of the partner or the baby is the baby due then."""
    found = plan("upcoming plan")(match, original)
    if isinstance(found, tuple) and found[1].lower().startswith("due "):
        return ("upcoming plan", "baby " + found[1])
    return found


MILESTONE = (
    # the user alone or "we": a couple named ("me and my fiancé Darren are…") is read apart, its names left to theirs
    r"(?:" + WE_ARE_SELF + r"\s+(?:getting\s+married|having\s+a\s+baby|expecting\s+a\s+baby|retiring)"
    r"|(?:i|we)(?:'ll|\s+will)\s+(?:retire|get\s+married))"
)
# A time ahead that opens the clause ("in June", "next spring", "in two months"), before the event it dates.
TIME_FIRST = (
    r"(?:(?:in|by|at\s+the\s+(?:end|start|beginning)\s+of)\s+(?:" + MONTHS + "|" + SEASONS + r")"
    r"|next\s+(?:year|month|week|" + MONTHS + "|" + SEASONS + r")|this\s+(?:year|" + SEASONS + r")"
    r"|in\s+(?:a|one|two|three|four|five|six|a\s+few|a\s+couple\s+of|\d+)\s+(?:weeks|months|years)"
    r"|on\s+the\s+\d{1,2}(?:st|nd|rd|th)?\s+of\s+(?:" + MONTHS + r"))"
)
PLAN_VERB = (
    r"(?:(?:i|we)\s+(?:plan|want|intend|hope|am\s+going|are\s+going)\s+to|"
    + WE_ARE
    + r"\s+(?:planning|hoping|going)\s+to)"
)
# A home given up ("I don't live in Leeds anymore", "we moved away from Hull"): a place said next is the new one.
LEFT_HOME = (
    r"\b(?:no\s+longer\s+live|moved\s+(?:away|out))\b"
    r"|\b(?:don'?t|do\s+not)\s+live\s+(?:in|at)\b[^.;!?]*\b(?:anymore|any\s+more)\b"
)
PARTNER = r"(?:wife|husband|partner|boyfriend|girlfriend|fiance|fiancee|other\s+half|hubby)"
DAYPART = {"morning": "mornings", "afternoon": "afternoons", "evening": "evenings", "night": "evenings"}
NEG = r"(?:(?:don'?t|do\s+not|no\s+longer|never)\s+)?"
CHOSE = r"(?:i|we)\s+decided\s+(?:to\s+(?:go\s+with|use|switch\s+to|stick\s+with|migrate\s+to|move\s+to)|on)"
PURPOSE = r"(?:\s+(?:for|as)\s+(?:our\s+|the\s+)?(?P<p>[^,.;]+?))?" + END
# A role taken now, said beside one left ("I was a teacher for 20 yrs, now I drive a truck").
NOW_A_NEW_ROLE = r"\b(?:now|currently|these\s+days|nowadays|since\s+then)\b"
RETIRED = (
    r"(?:\bi(?:\s+have|'ve)?\s+(?:just\s+|finally\s+|recently\s+)?|\bi'?m\s+|^\W*(?:just\s+)?"
    # "No longer a nurse — retired in June after 30 years with the NHS": retired, the subject left out, a clause after
    r"|(?:^\W*(?:not|no\s+longer)\s+an?\s+[a-z]+(?:\s+[a-z]+)?(?:\s+any\s*more)?\s*(?:,|—|–|\s-)\s*))retired\b"
)
# "I quit my job at Deloitte": the employer is the company named after the job.
MY_JOB_AT = r"(?:my\s+(?:\w+\s+)?(?:job|position|role|post)\s+(?:at|with)\s+)?"
STARTED_JOB = (
    r"(?:\bi(?:\s+have|'ve)?\s+(?:just\s+|recently\s+|finally\s+)?|^\W*(?:just\s+|recently\s+|finally\s+)?)"
    r"(?:started|began|begun|got\s+a\s+(?:new\s+)?job|landed\s+a\s+(?:new\s+)?job)"
)


# When the user works, between the verb and where ("I work night shift at Costco", "I work weekends for Tesco").
SHIFT = (
    r"(?:\s+(?:the\s+|a\s+)?(?:(?:night|day|late|early|evening|morning|afternoon|weekend|graveyard|overnight|split|double"
    r"|back)\s+)?shifts?|\s+(?:nights|days|weekends|evenings|lates|earlies|part[\s-]time|full[\s-]time|casual|overtime))?"
)
# "a carer doing nights", "a nurse doing twelve-hour shifts": how the user works the role, after it.
DOING_SHIFTS = r"(?=\s+doing\s+(?:\S+\s+){0,2}?(?:nights|days|weekends|evenings|lates|earlies|shifts)\b)"
# "now I'm at", "now I'm working for": where the user works now.
# "…, now I'm at Lidl", "left Amazon, now at Shopify" (the subject left out, as in a text).
NOW_AT = r"\bnow\s+(?:(?:i'?m|i\s+am|im)\s+(?:working\s+)?(?:at|with|for)|at)"
# How long: "3 years", "about five yrs", "eight months".
# "five years", "nearly six years", "going on five years" (how long the user has been somewhere).
DURATION = (
    r"(?:about\s+|almost\s+|nearly\s+|over\s+|around\s+|going\s+on\s+|coming\s+up\s+(?:on\s+)?)?"
    r"(?:\w+|\d+)\s+(?:years?|yrs|months?)"
)


def _student_of(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "a law student" studies law; "an exchange student" is one; "a good student" says how, not what."""
    field = values.clean(span(match, original))
    if values.fold(field) in lexicon.SUBJECTS:
        return "studies", field
    whole = values.clean(original[match.start("v") : match.end()])
    return None if values.a_trait(whole) or values.fold(field) in NOT_A_FIELD else ("studies", whole)


NOT_A_FIELD = frozenset("good bad great top star model terrible lazy poor average".split())  # noqa: SIM905


def _team_lead(match: re.Match[str], original: str) -> tuple[str, str] | None:
    area = values.clean(span(match, original)).lower()
    return ("job", f"{area} team lead") if area else None


def _role_and_employer_in_a_piece(match: re.Match[str], original: str) -> list[tuple[str, str]] | None:
    """ "…, software engineer at Shopify, …": a profession and the employer it names, in a piece of an intro."""
    role = values.profession(span(match, original, "j"))
    name = values.named_company(span(match, original))
    return [("job", role), ("employer", name)] if role and name else None


def _role_given_up(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "I quit being a teacher", "packed in the chef work": the role named, retired."""
    role = values.job(span(match, original, "v" if match.start("v") >= 0 else "w"))
    return ("job", role) if role and role not in ("day", "full-time", "part-time", "office") else None


def _profession_given_up(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "I'm not a barista anymore": the role left, a profession; a student's studies are no job."""
    role = values.profession(span(match, original, "v" if match.start("v") >= 0 else "w"))
    return ("job", role) if role and not re.search(r"\b(?:student|pupil)\b", role) else None


# "Slater and Gordon", "Marks & Spencer": a firm named after two partners, the line ending or a new clause after it.
PARTNER_IN_THE_NAME = re.compile(r"\s+(and|&)\s+([A-Z][\w'-]+)(?=\s*(?:$|[,.;:!?()—–]|\s-\s))")


def _firm_of_partners(match: re.Match[str], original: str) -> Found:
    """ "a paralegal at Slater and Gordon": the employer, its second partner kept when both are named with a capital
    ("at Tesco and Sarah works at Aldi" keeps Tesco)."""
    name = values.capitalised_company(span(match, original))
    partner = PARTNER_IN_THE_NAME.match(original, match.end("v"))
    if name and partner and name == values.clean(span(match, original)):
        name = f"{name} {partner.group(1)} {partner.group(2)}"
    return ("employer", name) if name else None


def _of_the_user_or_myself(handler: Handler) -> Handler:
    """ "Myself Priya, working in Wipro as…": in a line the user opens with "myself", the piece after is theirs."""
    checked = of_the_user(handler)

    def handle(match: re.Match[str], original: str) -> Found:
        return (handler if re.match(MYSELF, match.string) else checked)(match, original)

    return handle


def _role_and_any_employer(role: str, employer: str, before: str = "") -> Handler:
    """ "working in SG as a nurse at Tan Tock Seng", "I've been made head of department at Craigmount High": the role,
    when it is a profession, and the employer named with a capital beside it, if any."""

    def handle(match: re.Match[str], original: str) -> list[tuple[str, str]] | None:
        job = values.profession(span(match, original, role))
        if job is None:
            return None
        name = values.named_company(span(match, original, employer)) if match.start(employer) >= 0 else None
        if name is None and before and match.start(before) >= 0:
            name = values.capitalised_company(span(match, original, before))  # a town there is where, no employer
        return [("job", job), ("employer", name)] if name else [("job", job)]

    return handle


def _pastime(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "obsessed with bouldering, been going three times a week": a hobby, when the thing is a known pastime."""
    said = values.clean(span(match, original))
    return ("hobby", said) if values.fold(said) in lexicon.HOBBIES else None


def _subject_taught(span_text: str) -> str | None:
    """ "teaching English": the work, when what is taught is a language or a known subject."""
    subject = values.fold(span_text).split()[-1]
    known = subject in lexicon.SUBJECTS or re.fullmatch(SPOKEN_LANGUAGE, subject)
    return values.clean(span_text) if known else None


def _subject_at_a_school(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "doing nursing at Leeds Beckett": a known subject, at a place the user names with a capital."""
    subject = values.clean(span(match, original))
    named = span(match, original, "u").isupper()
    return ("studies", subject) if named and values.fold(subject) in lexicon.SUBJECTS else None


def _subject_named(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "doing Mechanical Engineering", "studying law": a subject the user capitalised, or a known one."""
    said = values.clean(span(match, original))
    named = values.capitalised_words(said)
    if named and len(named.split()) <= 4:
        return "studies", named
    return ("studies", said) if values.fold(said) in lexicon.SUBJECTS else None


def _name_without_possessive(key: str) -> Handler:
    def handle(match: re.Match[str], original: str) -> tuple[str, str] | None:
        name = values.capitalised_name(re.sub(r"'s$", "", span(match, original)))
        return (key, name) if name else None

    return handle


def _job_where_it_is_done(match: re.Match[str], original: str) -> list[tuple[str, str]] | None:
    """ "now I'm doing admin at Pick n Pay": the job by a profession or the work done, and the employer it names."""
    said = values.clean(span(match, original, "j"))
    role = values.profession(said) or (said.lower() if values.fold(said) in lexicon.WORK_DONE else None)
    name = values.named_company(span(match, original))
    return [("job", role), ("employer", name)] if role and name else None


def _runs_a_business(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "I run my own little shop": the job, unless the user named their trade before it ("I'm a baker, I run my own
    little shop" is a baker)."""
    before = match.string[: match.start()]
    trade = re.search(I_AM + r"\s+an?\s+([a-z]+(?:\s+[a-z]+)?)\s*(?:,|\band\b)", before)
    if trade and values.profession(trade.group(1)):
        return None
    return "job", "runs " + values.clean(span(match, original))


def _named_like(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "I'm a big Taylor Swift fan": a like, when the user wrote a name ("a big music fan" names no one), or when
    "I'm" says it of the user in lowercase ("i'm a huge star wars fan")."""
    text = values.clean(span(match, original))
    said_of_the_user = re.match(I_AM, match.group().lstrip()) is not None and values.fold(text) not in GENERIC_FANDOM
    named = re.sub(r"\s+\d{1,3}$", "", text)  # "Formula 1": a capitalised name and its number
    return ("likes", text) if values.capitalised_words(named) == named or said_of_the_user else None


def _diet_as_said(said: str) -> str | None:
    """A known diet by its name ("vegetarian"), one the lexicon does not hold in the user's word ("veggie")."""
    return lexicon.DIETS.get(values.fold(said), values.clean(said))


def _pastime_started(match: re.Match[str], original: str) -> Found:
    """A pastime taken up, the user's: after a comma only when the clause did not open on someone else ("My brother
    turned 40, started cycling")."""
    before = match.string[: match.start()]
    if before.rstrip().endswith(",") and lexicon.PEOPLE.intersection(re.findall(r"[a-z]+", before)[:3]):
        return None
    return of_the_user(pastime)(match, original)


def _pastime_as_said(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "baking sourdough": a known pastime and what it makes, in the user's words; "cleaning the house" is none."""
    return ("hobby", values.clean(span(match, original))) if pastime(match, original) else None


def _fan_of_the_user(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "Spurs fan through and through" is a team when the club is known, "sushi fan here" a like; "music" is none."""
    text = values.clean(span(match, original))
    team = values.club(text)
    if team:
        return "favourite team", team
    return None if values.fold(text) in GENERIC_FANDOM else ("likes", text)


GENERIC_FANDOM = frozenset(["music", "movie", "film", "book", "tv", "sports", "sport", "food", "big", "huge"])


def whole_place(span: str) -> str | None:
    """ "live on the Gold Coast": a place after "on the" only when every word of it is capitalised ("the Isle of
    Wight" would be cut short at "of")."""
    found = values.capitalised_place(span)
    return found if found and found == values.clean(span) else None


def home_and_its_town(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "in Rondebosch, Cape Town": the place the user capitalised, and the known town or country named after it."""
    place = values.capitalised_place(span(match, original))
    town = span(match, original, "t")
    if place and town[:1].isupper() and known_town_or_country(town):
        return "home", f"{place}, {values.clean(town)}"
    return ("home", place) if place else None


def the_one_married(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "Ciara and I are getting married", "myself and Dan are engaged": the partner, named either side of the user."""
    name = values.capitalised_name(span(match, original) or span(match, original, "w"))
    return ("partner", name) if name else None


# A standing instruction to the assistant: the words that make it hold every time, what opens it (the clause's start,
# "please", "and"), and the verbs of what an assistant does for the user.
STANDING_EN = (
    r"(?:always|from\s+now\s+on|from\s+here\s+on(?:\s+out)?|going\s+forward|in\s+(?:the\s+)?future"
    r"|for\s+future\s+reference|every\s+time)"
)
# "Please lah, from now on…": a particle of Singapore and Malaysian English after "please" changes nothing.
INSTRUCTION_OPENS_EN = (
    r"(?:^\W*|\bplease(?:\s+(?:lah|la|leh|ah))?\s*,?\s+|\band\s+|(?:^|,)\s*(?:ok(?:ay)?|also|oh)\s*,?\s+)"
    r"(?:please\s*,?\s+)?"
)
ASSISTANT_VERBS_EN = (
    r"answer|reply|respond|write|show|give|keep|call|address|speak|talk|explain|format|list|quote|display|round"
    r"|convert|recommend|suggest|avoid|skip|leave|ask|summari[sz]e|sign|mention|translate|spell|start|begin|end|offer"
    r"|double[\s-]check|assume|default|stick|refer|greet|cite|link|attach|limit|send|cc|copy|include|add|remind|notify"
    r"|tell|email|text|let|put|ship|bill|invoice|mark|check|confirm|use|open|close|reply|book|reserve|propose|schedule"
)

RULES = [
    # Plans: what the user is about to do is not what is true now ("we're moving to Porto in March").
    rule(r"\b" + MOVE + r"\s+(?:to|in)\s+" + V + END, keyed("planned move", values.place)),
    # "Next year we relocate to Perth": a move ahead in the present tense, its time said; never a habit.
    rule(
        r"\b(?:i|we)\s+(?:move|relocate|emigrate)\s+(?:back\s+|over\s+)?to\s+" + V + END,
        keyed("planned move", values.capitalised_place),
        requires=LATER,
        excludes=PAST + r"|\b(?:every|each|always|usually|often|if|when|whenever|should|could|would)\b",
    ),
    # "planning to relocate to Perth next year", "hoping to move back to Cork": the subject dropped, a time ahead said.
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:just\s+|currently\s+|still\s+)?(?:planning|hoping|going|looking)\s+to\s+(?:move|relocate)"
        r"(?:\s+back|\s+over|\s+out)?\s+to\s+" + V + END,
        keyed("planned move", values.capitalised_place),
        requires=LATER,
        excludes=PAST,
    ),
    # "gonna move to leeds in the summer": the user's plan with the subject dropped (never "she's gonna move"), the
    # town typed in lowercase.
    rule(
        r"(?:\b(?:i'?m|im|we'?re)\s+|^\W*)gonna\s+(?:move|relocate)(?:\s+back|\s+over|\s+out)?\s+to\s+"
        + PLACE_WORDS
        + r"(?=\s+(?:in|next|this|for|after|at|by|when|soon)\b|\s*(?:$|[,.;!?])|\s+and\s)",
        keyed("planned move", place_even_in_lowercase),
    ),
    # "from October I'll be living in Leeds", "next year we're going to be living in Hull": with a time ahead.
    rule(
        r"\b(?:(?:i|we)(?:'ll|\s+will)\s+be|" + WE_ARE + r"\s+going\s+to\s+be)\s+living\s+in\s+" + V + END,
        keyed("planned move", values.capitalised_place),
        requires=LATER,
        excludes=PAST,
    ),
    # "next summer I'm walking the West Highland Way": a route ahead is a planned trip, by the route's name.
    rule(
        # "Starting the West Highland Way on the 3rd of May": the subject left out at the line's start
        r"(?:\b(?:(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:going\s+to\s+)?|(?:i|we)(?:'ll|\s+will)\s+(?:be\s+)?)|^\W*)"
        r"(?:walk(?:ing)?|hik(?:e|ing)|do(?:ing)?|cycl(?:e|ing)|bik(?:e|ing)|trek(?:king)?|ride|riding|start(?:ing)?)"
        r"\s+(?:the\s+)?" + ROUTE,
        keyed("planned trip", capitalised_words_as_said),
        requires=AHEAD,
        excludes=PAST + r"|\b(?:going|flying|heading|off|travell?ing|trip)\s+to\b",
    ),
    rule(
        r"\b" + TRIP + r"(?:\s+with\s+(?:my|our)\s+[^,.;]{1,25}?)?\s+to\s+" + V + END,
        keyed("planned trip", place_even_in_lowercase),
        requires=AHEAD + "|" + FEAST,
        excludes=PAST + r"|" + ERRAND_TRIP,
    ),
    # "we're skiing in Whistler in February", "I'm diving in Dahab next month": a holiday told by what the user will do
    # there, in a place they capitalised, at a time ahead.
    rule(
        r"\b" + WE_ARE + r"\s+(?:going\s+)?(?:skiing|snowboarding|surfing|hiking|trekking|diving|camping|backpacking"
        r"|sailing|climbing|island[\s-]hopping|interrailing)\s+(?:in|on|around|across)\s+" + V + END,
        keyed("planned trip", values.capitalised_place),
        requires=AHEAD + "|" + FEAST,
        excludes=PAST + r"|\b(?:every|usually|always|often|used\s+to|if|would|could)\b",
    ),
    # "Off to my cousin's wedding in Accra in December": a trip to a do ahead, by the town it is in.
    rule(
        r"(?:^\W*|\b"
        + WE_ARE
        + r"\s+)(?:off|heading|headed|flying|going|travell?ing)\s+to\s+(?:my|our|a|the)\s+[^,.;!?]{1,30}?"
        r"\b(?:wedding|graduation|reunion|funeral|party|christening|festival|conference)\s+in\s+" + V + END,
        keyed("planned trip", values.capitalised_place),
        requires=AHEAD + "|" + FEAST,
        excludes=PAST,
    ),
    rule(
        r"^\W*(?:off|heading|headed|flying|jetting\s+off|going|travell?ing)\s+to\s+" + V + END,
        keyed("planned trip", place_even_in_lowercase),
        requires=AHEAD + "|" + FEAST,
        excludes=PAST + r"|" + ERRAND_TRIP,
    ),
    rule(r"\b" + START + r"\s+" + V + END, plan("upcoming plan"), requires=LATER, excludes=PAST),
    # "I start at Shopify on April 15th", "I'm starting at the Royal Infirmary on the 3rd of May": a workplace begun on
    # a day ahead, however near.
    rule(
        r"\b" + START + r"\s+(?P<v>at\s+[^,.;!?]+?)" + END,
        plan("upcoming plan"),
        requires=AHEAD,
        excludes=PAST
        + r"|\b(?:gym|school|uni|class|college|work|the\s+office|home|noon|dawn|\d{1,2}(?::\d\d)?\s*(?:am|pm))\b",
    ),
    # "I start an evening class on Thursday": a course begun on a day ahead, however near, is a plan.
    rule(
        # "I start my traineeship with Siemens on the 3rd": who the course or job is with is part of it
        r"\b"
        + START
        + r"\s+(?P<v>(?:an?|my|the)\s+(?:[a-z-]+\s+){0,2}?"
        + COURSE
        + r"\b(?:\s+(?:with|at)\s+(?=[^,.;!?]*\b(?:on|in|next|from)\b))?[^,.;!?]*?)"
        + END,
        plan("upcoming plan"),
        requires=AHEAD,
        excludes=PAST,
    ),
    # "I've signed up for a pottery course that starts next Thursday", "entered the Bath half in March": an event or
    # a course ahead the user signed up for.
    rule(
        # "Signed up for the Cork City Marathon on the 1st of June": the subject left out, opening the line
        r"(?:\b(?:i'?ve|i\s+have|we'?ve|we\s+have|i|we)\s+|^\W*)(?:just\s+|finally\s+)?(?:signed\s+up|enrolled|registered|entered)"
        r"(?:\s+(?:for|in|on|onto))?\s+(?P<v>(?:an?|the|my(?:\s+first)?)\s+(?:[a-z'-]+\s+){0,3}?(?:"
        + COURSE
        + r"|marathon|half[\s-]marathon|\d{1,3}\s?k|triathlon|ironman|race|sportive|fun\s+run|workshop))\b",
        plan("upcoming plan"),
        requires=AHEAD + "|" + DATED,
        excludes=PAST,
    ),
    # "I'm signed up for a pottery course starting in October": a course signed up for, with a day ahead.
    rule(
        r"\b(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:all\s+)?|(?:i|we)(?:'ve|\s+have)\s+(?:just\s+)?)"
        r"(?:signed\s+up|enrolled|registered|booked)\s+(?:for|in|on|onto|into)\s+"
        r"(?P<v>(?:an?|the|my)\s+(?:[a-z-]+\s+){0,2}?" + COURSE + r"\b[^,.;!?]*?)" + END,
        plan("upcoming plan"),
        requires=AHEAD,
        excludes=PAST,
    ),
    # "my theory test is on the 3rd of May", "I've got my IELTS next month", "I sit my finals in June": an exam ahead,
    # and when.
    rule(
        # "Sitting my bar exam in July": the subject left out; "our wedding's on the 3rd of May": the user's own day
        r"\b(?:my\s+(?P<v>"
        + EXAM
        + r")\s+(?:is|are|'s)|(?:my|our)\s+(?:own\s+)?(?P<d>wedding|graduation|citizenship\s+ceremony)(?:\s+is|'s)"
        r"|(?:i'?ve\s+got|i\s+have(?:\s+got)?|"
        + WE_ARE
        # "I'm revising for my CFA exam in November": an exam ahead the user is getting ready for
        + r"\s+(?:sitting|taking|doing|resitting|(?:practi[sc]ing|revising|preparing|studying|cramming)\s+for)"
        r"|i\s+(?:sit|take|resit)|^\W*(?:sitting|taking|resitting|doing))"
        r"\s+(?:my|the|an?)\s+(?P<w>" + EXAM + r"))"
        r"\s+(?P<t>(?:on|in|next|this|at|tomorrow)\b[^,.;!?]*?)" + END,
        exam_and_when,
        # "on the 14th": a day of this month, said of the user's own exam or day, is ahead
        requires=AHEAD + "|" + DATED + r"|\bon\s+the\s+\d{1,2}(?:st|nd|rd|th)\b",
        excludes=PAST + r"|\b(?:failed|passed|flunked|aced|went|result)\b",
    ),
    # "The plan is to move to Perth next spring": the user's plan, said as one.
    rule(
        r"\b(?:the|my|our)\s+plan\s+is\s+to\s+(?:move|relocate)(?:\s+back|\s+over|\s+out|\s+up|\s+down)?\s+to\s+"
        + V
        + END,
        keyed("planned move", values.capitalised_place),
        excludes=PAST,
    ),
    # "I'm 41 and training for my first triathlon, which is in June", "training for the Dublin marathon in October".
    rule(
        r"(?:\b"
        + WE_ARE
        + r"\s+(?:[^,.;]{1,20}?\s+and\s+)?(?:currently\s+|now\s+)?|^\W*(?:currently\s+)?)training\s+for\s+"
        r"(?P<v>(?:the|a|an|my(?:\s+first)?)\s+(?:[a-z'-]+\s+){0,3}?(?:marathon|half[\s-]marathon|\d{1,3}\s?k|triathlon"
        r"|ironman|ultra|race|sportive|fun\s+run|gran\s+fondo|swim)(?:\s+(?:of|in)\s+[a-z]+(?:\s+[a-z]+){0,2})?)\b",
        event,
        requires=LATER + "|" + DATED,
        excludes=PAST,
    ),
    # "Got my citizenship ceremony on the 20th": the user's own day ahead, a date of this month.
    rule(
        r"(?:\b(?:i'?ve|i\s+have|we'?ve)\s+got|\bi\s+have|^\W*got)\s+(?:my|our)\s+(?P<v>(?:[a-z-]+\s+){0,2}?"
        r"(?:ceremony|graduation|wedding|audition|recital|naturali[sz]ation|swearing[\s-]in|viva|defen[cs]e))"
        r"\s+(?:on\s+the\s+\d{1,2}(?:st|nd|rd|th)\b|next\s+\w+|this\s+\w+|tomorrow|in\s+\w+|on\s+\w+)",
        plan("upcoming plan"),
        excludes=PAST,
    ),
    # "I'm doing the London Marathon in April": an event ahead the user takes part in.
    rule(
        r"(?:(?:\b"
        + WE_ARE
        # "Running the Sydney half on the 15th of September": the subject left out, opening the line
        + r"\s+|^\W*)(?:running|doing|racing|riding|walking|swimming|cycling|competing\s+in|taking\s+part\s+in)"
        # "Got the Berlin Marathon in September": the event the user has ahead, the subject left out
        + r"|(?:^\W*|\b(?:i'?ve|i\s+have|we'?ve)\s+)got)\s+"
        r"(?P<v>(?:the|a|an|my\s+first)\s+(?:[a-z'-]+\s+){0,3}?" + RACE + r")\b",
        event,
        requires=LATER + "|" + DATED,
        excludes=PAST,
    ),
    # "Eight weeks till the Great North Run", "3 days to go until my first marathon": the user's countdown to an event.
    rule(
        r"^\W*(?:only\s+|just\s+)?(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+few)"
        r"\s+(?:days?|weeks?|months?)\s+(?:to\s+go\s+)?(?:till|until|til|to|before)\s+"
        r"(?P<v>(?:the|my(?:\s+first)?)\s+(?:[a-z-]+\s+){0,3}?" + RACE + r")\b",
        event,
    ),
    # "in June I'm getting married", "next year we're retiring": when put first, kept with the event.
    rule(
        r"(?:^\W*|[,;:]\s*|\b(?:and|so|well|yeah)\s+)(?P<t>" + TIME_FIRST + r")\s*,?\s+(?P<v>" + MILESTONE + r")" + END,
        plan_and_when("upcoming plan"),
        excludes=PAST,
    ),
    # "Me and my fiancé Darren are getting married in August": the event and when, the couple's names left out of it.
    rule(
        r"\b" + ME_AND_SOMEONE_ARE + r"\s+(?P<v>(?:getting\s+married|having\s+a\s+baby|expecting\s+a\s+baby|retiring)"
        r"(?:\s+(?:in|on|this|next|at)\s+[^,.;!?]*?)?)" + END,
        plan("upcoming plan"),
        excludes=PAST + r"|\?|\bif\b",
    ),
    rule(r"\b(?P<v>" + MILESTONE + r"(?:\s+(?:in|on|this|next|at)\s+[^,.;!?]*?)?)" + END, plan("upcoming plan")),
    # "We're expecting in April", "my wife's due in June", "the baby's due on the 3rd of May": a baby on the way, with
    # when; never someone else's baby, a parcel due or a question.
    rule(
        r"(?:\b(?:i'?m|im|i\s+am|we'?re|we\s+are)(?=\s+expecting\s+(?:in|on|this|next|at)\s)"
        r"|\bmy\s+" + PARTNER + r"(?:'s|\s+is)"
        r"|(?:^\W*|[,;:]\s*|\b(?:and|so)\s+)(?:the|our|my)\s+baby(?:'s|\s+is))"
        r"\s+(?P<v>(?:expecting(?:\s+(?:a\s+baby|twins|a\s+(?:boy|girl)))?|due)"
        r"\s+(?:in|on|this|next|at\s+the\s+(?:end|start)\s+of)\s+[^,.;!?]*?)" + END,
        baby_due,
        requires=LATER + r"|\bon\s+the\s+\d",
        excludes=PAST
        + r"|\?|\b(?:were|was|lost|miscarr\w*|parcel|package|delivery|order|rent|bill|payment|invoice|essay|assignment"
        r"|report|mot|service|check-?up)\b",
    ),
    # "I'm getting married to Fiona next August", "…to my girlfriend next year": when, whom left to its own fact.
    rule(
        r"\b(?P<v>"
        + MILESTONE
        + r")\s+to\s+(?:my\s+|our\s+)?[a-z]+\s+(?P<t>(?:in|on|this|next|at)\s+[^,.;!?]*?)"
        + END,
        plan_and_when("upcoming plan"),
        excludes=PAST,
    ),
    # "getting married in Sept!!": a life event ahead, the subject dropped, only with when.
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:just\s+|finally\s+|officially\s+)?(?P<v>(?:getting\s+married|having\s+a\s+baby"
        r"|expecting\s+a\s+baby|retiring)\s+(?:in|on|this|next|at)\s+[^,.;!?]*?)" + END,
        plan("upcoming plan"),
        requires=LATER,
        excludes=PAST + r"|\b(?:is|are|was|were|costs?|seems?|sounds?|must|can|could|would|will)\b",
    ),
    rule(
        r"\b" + PLAN_VERB + r"\s+(?P<v>(?!move|relocate)[a-z]+\b[^,.;!?]*?)" + END,
        plan("upcoming plan"),
        requires=LATER,
        excludes=PAST,
    ),
    # Sizes.
    rule(r"\bi\s+wear\s+(?:a\s+)?(?:size\s+)?(?:us\s+|uk\s+|eu\s+)?" + SHOE, keyed("shoe size", values.shoe_size)),
    rule(r"\bmy\s+(?:shoe\s+)?size\s+is\s+(?:a\s+)?" + SHOE, keyed("shoe size", values.shoe_size)),
    rule(
        I_AM + r"\s+a\s+(?:size\s+)?(?:(?:us|uk|eu)\s+(?=\d{1,2}(?:[.,]5)?(?:\s+and\s+a\s+half|½)?\s+in\s+"
        r"(?:shoes|boots|trainers|sneakers)\b))?"
        + SHOE
        + r"(?!\s*(?:years?|min|hours?|%|k\b|/|waist|inseam|leg|chest|bust|cup|kg|kilos?|lbs?|stone"
        r"|in\s+(?:jeans|trousers|pants|shorts|dress(?:es)?|skirts?|tops?|shirts?|t-shirts?|jackets?|coats?|bras?"
        r"|hoodies?|jumpers?|sweaters?|clothes|clothing)\b))",
        keyed("shoe size", values.shoe_size),
    ),
    rule(r"\bi\s+take\s+a\s+(?:size\s+)?" + SHOE, keyed("shoe size", values.shoe_size)),
    # "I wear a size nine shoe", "my shoe size is ten and a half": a size in words, after a word for one ("I'm a size
    # eleven shoe", "I'm an eight in trainers" too, the word for the shoe after it).
    rule(
        r"(?:\bi\s+(?:wear|take)\s+(?:a\s+)?size|\bmy\s+shoe\s+size\s+is|(?:^\W*|(?<=,)\s*)shoe\s+size\s*(?:is|'s|[:=-])"
        r"|(?:^\W*|(?<=,)\s*|" + I_AM + r"\s+)(?:a\s+)?size(?=\s+\S+(?:\s+and\s+a\s+half)?\s+(?:shoes?|boots?|trainers?"
        r"|sneakers?)\b)"
        # "I'm a UK 7 in shoes": the sizing system before the number
        r"|" + I_AM + r"\s+an?(?:\s+size)?(?=\s+(?:(?:us|uk|eu)\s+)?\S+(?:\s+and\s+a\s+half)?\s+in\s+(?:shoes|boots"
        r"|trainers|sneakers)\b))"
        r"\s*(?:a\s+)?(?:us\s+|uk\s+|eu\s+)?"
        + SHOE_IN_WORDS
        + r"(?!\s+in\s+(?:jeans|trousers|pants|shorts|dress(?:es)?|skirts?|tops?|shirts?|jackets?|coats?|bras?"
        r"|clothes))",
        keyed("shoe size", values.shoe_size),
        excludes=r"\bfor\s+(?:my|his|her|our|their|a)\b|\b(?:he|she)\b|\b(?:ordered|bought|got|sent)\b",
    ),
    # "shoe size is 9 and a half UK": a note about the user's own feet, the owner left out.
    rule(
        r"(?:^\W*|(?<=,)\s*)shoe\s+size\s*(?:is|'s|[:=-])\s*(?:a\s+)?(?:us\s+|uk\s+|eu\s+)?" + SHOE,
        keyed("shoe size", values.shoe_size),
    ),
    # "size 11 shoe, wide fit": a size said on its own, about the user's feet.
    rule(
        SIZE_PUT_FIRST + r"(?:a\s+)?size\s+" + SHOE + r"\s+(?:shoes?|boots?|trainers?|sneakers?|feet|foot)\b",
        keyed("shoe size", values.shoe_size),
        excludes=SOMEONE_ELSES_SIZE,
    ),
    rule(
        r"\bthe\s+" + NUM + r"s?\s+fit\s+(?:perfectly|great|well|fine)\b",
        keyed("shoe size", values.shoe_size),
        inferred=True,
    ),
    rule(
        I_AM + r"\s+an?\s+(?P<v>extra\s+small|extra\s+large|small|medium|large|xxl|xl|xs)\b",
        coded("clothing size", lexicon.CLOTHING_SIZES),
    ),
    # "I'm a size 12 in dresses and a 6 in shoes": a shoe size second, its verb left out.
    rule(
        r"\band\s+(?:an?\s+)?(?:size\s+)?(?:us\s+|uk\s+|eu\s+)?"
        + SHOE
        + r"\s+in\s+(?:shoes|boots|trainers|sneakers)\b",
        after_a_size(keyed("shoe size", values.shoe_size)),
    ),
    # "I'm a size 9 in shoes and a medium in T-shirts": a second size, its verb left out.
    rule(
        # "…and usually a medium in tops": how often it fits, before the size
        r"\band\s+(?:(?:usually|normally|generally|mostly|always)\s+)?(?:an?\s+)?(?:size\s+)?"
        r"(?P<v>extra\s+small|extra\s+large|small|medium|large|xxl|xl|xs|s|m|l)\s+in\s+" + GARMENTS + r"\b",
        after_a_size(keyed("clothing size", lambda s: values.clothing_size(s) if len(s) > 2 or s.isupper() else None)),
    ),
    # "size M in tops, …", "medium in jeans", "size 12 in dresses": the size put first, its verb left out.
    rule(
        SIZE_PUT_FIRST + r"(?:(?:a\s+)?size\s+|an?\s+)?" + SIZE_WORD + r"\s+in\s+" + GARMENTS + SIZE_ENDS,
        keyed("clothing size", lambda s: values.clothing_size(s) if len(s) > 2 or s.isupper() else None),
        excludes=SOMEONE_ELSES_SIZE,
    ),
    rule(
        SIZE_PUT_FIRST + r"(?:a\s+)?size\s+(?:(?:uk|us|eu)\s+)?(?P<v>\d{1,2})\s+in\s+" + GARMENTS + SIZE_ENDS,
        keyed("clothing size", values.clothing_number),
        excludes=SOMEONE_ELSES_SIZE,
    ),
    # "Size 11 shoe, medium jacket": a size before the garment, in a list of the user's sizes.
    rule(
        SIZE_PUT_FIRST + r"(?:an?\s+)?" + SIZE_WORD + r"\s+" + GARMENTS + SIZE_ENDS,
        keyed("clothing size", lambda s: values.clothing_size(s) if len(s) > 2 or s.isupper() else None),
        requires=r"\bsize\s+\d",
        excludes=SOMEONE_ELSES_SIZE,
    ),
    # "I wear a large in hoodies": a size in words, with what it is worn in.
    rule(
        r"\bi\s+(?:usually\s+|normally\s+|always\s+)?(?:wear|take|get|buy)\s+(?:an?\s+)?(?:size\s+)?"
        r"(?P<v>extra\s+small|extra\s+large|small|medium|large|xxl|xl|xs|s|m|l)\s+in\s+(?:jeans|trousers|pants|shorts"
        r"|dress(?:es)?|skirts?|tops?|shirts?|t-shirts?|tees?|jackets?|coats?|hoodies?|jumpers?|sweaters?|clothes"
        # "a large in ski gear", "a medium in running kit"
        r"|clothing|everything|(?:[a-z]+\s+)?(?:gear|kit))\b",
        coded("clothing size", lexicon.CLOTHING_SIZES),
    ),
    rule(
        I_AM + r"\s+(?:an?\s+)?size\s+(?P<v>extra\s+small|extra\s+large|small|medium|large|xxl|xl|xs|s|m|l)\b(?!')",
        coded("clothing size", lexicon.CLOTHING_SIZES),
    ),
    # "my size in hoodies is L", "my jacket size is a medium", "I'm usually a large in shirts".
    rule(
        r"\bmy\s+(?:[a-z]+\s+)?size\s+(?:in\s+[a-z]+\s+|for\s+[a-z]+\s+)?(?:is|'s|:)\s*(?:an?\s+|usually\s+)?"
        r"(?P<v>extra\s+small|extra\s+large|small|medium|large|xxl|xl|xs|s|m|l)\b(?!')",
        coded("clothing size", lexicon.CLOTHING_SIZES),
    ),
    rule(
        I_AM + r"\s+(?:usually|normally|generally|always|mostly)\s+(?:an?\s+)?(?:size\s+)?"
        r"(?P<v>extra\s+small|extra\s+large|small|medium|large|xxl|xl|xs)\b",
        coded("clothing size", lexicon.CLOTHING_SIZES),
    ),
    rule(
        r"\bi\s+(?:wear|take|buy|get)\s+(?:an?\s+|size\s+)?(?P<v>xxl|xl|xs|s|m|l)\b",
        keyed("clothing size", lambda s: values.clothing_size(s) if s.isupper() else None),
    ),
    # "I'm a size 12 in dresses", "I take a UK 14 in jeans", "my dress size is 10": a size in numbers, with what it is
    # worn in (a size with no garment is the shoe's).
    rule(
        r"(?:" + I_AM + r"|\bi\s+(?:usually\s+|normally\s+|always\s+)?(?:wear|take|buy|get))\s+(?:an?\s+)?"
        r"(?:(?:uk|us|eu)\s+)?(?:size\s+)?(?:(?:uk|us|eu)\s+)?(?P<v>\d{1,2})\s+in\s+" + GARMENTS + r"\b",
        keyed("clothing size", values.clothing_number),
    ),
    rule(
        r"\bmy\s+(?:dress|jeans?|trousers?|skirt|top|shirt|jacket|coat|clothes|clothing)\s+size\s+(?:is|'s|:)\s*"
        r"(?:a\s+|usually\s+)?(?:(?:uk|us|eu)\s+)?(?P<v>\d{1,2})\b",
        keyed("clothing size", values.clothing_number),
    ),
    # Name, home, origin, age, birthday, email.
    rule(r"\bmy\s+name(?:'s|\s+is|\s+na)\s+" + NAME, keyed("name", values.person_name)),
    rule(r"\bcall\s+me\s+" + WORD, keyed("name", values.capitalised_name)),
    # "Kindly note I am Jain, no onion and garlic please": a faith's food law, in a line about food (read before a
    # name: "I am Jain, …" in such a line is no name).
    rule(
        I_AM + r"\s+(?:a\s+|strict\s+|a\s+strict\s+)?(?P<v>jain)\b(?!\s+[a-z])",
        fixed("diet", "Jain"),
        requires=r"\b(?:onions?|garlic|root\s+vegetables|potato(?:es)?|food|eat|meals?|menu|recipes?|diet|cook\w*)\b",
    ),
    # "Myself Priya Raghavan, working as…" (Indian English), "This is Margaret Hale writing": who opens the message.
    rule(MYSELF + r"\s+" + NAME, keyed("name", values.capitalised_name)),
    rule(
        r"^\W*(?:(?:hi|hello|hey|good\s+\w+|dear\s+\w+)\W+)*this\s+is\s+(?P<v>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*){0,2}?)"
        r"\s+(?:writing|speaking|here)\b",
        keyed("name", values.capitalised_name),
    ),
    # "yo its jayden, im 16": a teenager's intro in lowercase, the name told by the age right after it.
    rule(
        r"^\W*(?:" + GREETING + r"(?:it'?s|its)|(?:" + GREETING + r")?(?:i'?m|im))\s+(?P<v>[a-z][a-z'-]+)\s*,\s*"
        r"(?:i'?m\s+|im\s+|i\s+am\s+)?\d{2}(?=\s*(?:$|[,.!;]|\s+and\b|\s+(?:yo|years?|yrs)\b))",
        keyed("name", _lowercase_first_name),
    ),
    rule(
        r"^\W*(?:it'?s|its|(?:the\s+)?name'?s|i'?m)\s+"
        + WORD
        + r"(?:\s+(?:btw|by\s+the\s+way|actually|then))?\s*,?\s+not\s+(?P<o>[^\W\d_][\w'-]*)\b",
        name_put_right,
    ),
    # A form the user fills in: "Name: Tom Hale, Age: 52, City: Leeds, Occupation: plumber".
    rule(r"(?:^|[,;:]\s*)(?:full\s+)?name\s*[:=\-–—]\s*" + NAME, keyed("name", values.capitalised_name)),
    rule(r"(?:^|[,;:]\s*)age\s*[:=\-–—]\s*(?P<v>\d{2,3})\b", keyed("age", values.age), requires=FORM),
    rule(
        r"(?:^|[,;:]\s*)(?:city|town|location|home\s+town|based\s+in)\s*[:=\-–—]\s*" + V + END,
        keyed("home", values.capitalised_place),
        requires=FORM,
    ),
    rule(
        r"(?:^|[,;:]\s*)(?:occupation|profession|job(?:\s+title)?)\s*[:=\-–—]\s*(?:an?\s+)?" + V + END_JOB,
        keyed("job", values.job),
        requires=FORM,
    ),
    rule(
        r"(?:^|[,;:]\s*)(?:occupation|profession|job(?:\s+title)?)\s*[:=\-–—]\s*[^,.;]+?\s+(?:at|for)\s+" + V + END,
        keyed("employer", values.capitalised_company),
        requires=FORM,
    ),
    # A letter signed: "Kind regards, Tom Hale." at the end of the message.
    rule(
        r"\b(?:yours\s+(?:sincerely|faithfully|truly)|sincerely|(?:kind|best|warm|warmest)\s+regards|regards)\s*[,\n]?\s*"
        r"(?P<v>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*){0,2})\s*[.!]?\s*$",
        keyed("name", values.capitalised_name),
    ),
    # "Sofia here, by the way"; "same here", "help here" are no names.
    rule(
        r"^\W*(?:(?:hi|hey|hello|hiya|heya|yo)\W+)?(?!(?:ok|okay|same|me|us|you|back|new|anyone|everyone|nobody|somebody"
        r"|question|update|quick|help|so|right|stuck|still|all|nothing|sorry|thanks|hello|hi|hey|more|less|over|out)\b)"
        + WORD
        + r"\s+here\s*(?:$|[,!.]|[^\w\s]+\s*$|\s+(?:by\s+the\s+way|btw)\b)",
        keyed("name", values.capitalised_name),
    ),
    rule(r"(?:^|[,!.]\s*|\b(?:hi|hello|hey)\W+)name'?s\s+" + WORD, keyed("name", values.capitalised_name)),
    rule(
        # "ok so im Deepak im from Pune": a filler opening the line; a dictated intro going on with "I'm" after the name
        r"(?:^\W*(?:(?:ok(?:ay)?|so|well|right|um+|uh+|alright)\W+)*|[,!.:]\s*|\b(?:hi|hello|hey|hiya|heya)\W+)"
        + I_AM
        + r"\s+"
        + WORD
        + r"(?=\s*(?:$|[,.!;]|\s+and\s|\s+from\s|\s+(?:i'?m|im)\s))",
        keyed("name", values.capitalised_name),
    ),
    # "I am a lady of 79, residing in Bournemouth": the age and the home of a formal self-portrait.
    rule(
        I_AM
        + r"\s+an?\s+(?:\w+\s+)?(?:gentleman|lady|man|woman|guy|gal|chap|fellow|girl|boy|retiree|pensioner)\s+of\s+"
        + AGE
        + r"(?!\s*(?:%|k\b))",
        keyed("age", values.age),
    ),
    rule(
        I_AM + r"\b[^.;!?]{0,60}?,\s*(?:currently\s+)?(?:residing|living|based)\s+in\s+" + V + END,
        keyed("home", values.capitalised_place),
    ),
    rule(
        r"\b(?:i|we)\s+" + NEG + r"(?:reside|dey\s+(?:stay|live))\s+(?:in|at|for)\s+" + V + END,
        keyed("home", values.capitalised_place),
    ),
    # "Kindly note I am residing in Pune": the formal present of "reside".
    rule(
        r"\b(?:" + WE_ARE + r")\s+(?:currently\s+|presently\s+|now\s+)?residing\s+(?:in|at)\s+" + V + END,
        keyed("home", values.capitalised_place),
    ),
    rule(
        r"\b(?:i|we)\s+" + NEG + r"(?:actually\s+|really\s+|currently\s+|still\s+|now\s+)?live\s+"
        r"(?:together\s+|alone\s+|on\s+my\s+own\s+|by\s+myself\s+)?"
        r"(?:(?:alone\s+)?with\b(?:(?!\b(?:who|that|which|where|but)\b)[^.;]){0,60}?,?\s+)?"
        r"(?:(?:(?:up|down|over|out|back)\s+)?in|on\s+the\s+outskirts\s+of"
        r"|(?:just\s+)?(?:outside|near|close\s+to))\s+" + V + END,
        keyed("home", values.place),
    ),
    rule(
        r"(?:\b(?:i'?ve|we'?ve|i\s+have|we\s+have)\s+|^\W*|,\s*)been\s+living\s+in\s+" + V + END,
        keyed("home", values.place),
    ),
    rule(
        r"\b(?:i'?m|i\s+am|im|we'?re|we\s+are)\s+(?:currently\s+)?(?:based|living)\s+in\s+" + V + END,
        keyed("home", values.place),
    ),
    rule(
        r"(?:\b(?:i|we)(?:'ve|\s+have)?\s+|^\s*)(?:just\s+|recently\s+)?(?:moved|relocated)(?:\s+(?:here\s+)?with\s+[^,.;]{1,25}?)?"
        # "I moved from Leeds to Manchester back in March": the place moved to
        r"(?:\s+(?:over\s+|down\s+|up\s+|back\s+)?from\s+[^,.;]{1,30}?)?\s+to\s+" + V + END,
        keyed("home", values.place),
    ),
    rule(I_AM + r"\s+in\s+" + V + r"\s+now\b", keyed("home", values.place)),
    # "we sold up and moved to Napier", "I don't live in Leeds anymore, moved to York": the move after
    # something else the user did, or after the home given up, is the new home (it replaces the old one).
    rule(
        r"\b(?:i|we)\b[^,.;]{1,30}?\s+and\s+(?:then\s+)?(?:moved|relocated)\s+to\s+" + V + END,
        keyed("home", values.capitalised_place),
        excludes=r"\b(?:who|helped|helping)\b",  # "I helped my brother, who sold up and moved to Perth"
    ),
    rule(
        r"(?<=,)\s*(?:so\s+|and\s+)?(?:just\s+)?(?:moved|relocated)\s+to\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=LEFT_HOME,
    ),
    # "Not in Leeds anymore, moved up to Harrogate in May": the home given up with the subject left out, then the move.
    rule(
        r"(?<=,)\s*(?:so\s+|and\s+)?(?:just\s+|recently\s+)?(?:moved|relocated)\s+(?:up|down|over|back|out)?\s*to\s+"
        + V
        + END,
        keyed("home", values.capitalised_place),
        requires=LEFT_HOME
        + r"|^\W*(?:i'?m\s+|im\s+)?not\s+(?:living\s+)?in\s+[^,.;]{1,30}?\s+(?:anymore|any\s+more)\b",
    ),
    rule(
        r"^\W*(?:i'?m\s+|im\s+)?not\s+(?:living\s+)?in\s+" + V + r"\s+(?:anymore|any\s+more)\b",
        keyed("home", values.capitalised_place),
        retire=True,
        negative_form=True,
    ),
    # "I'm an anglo from Montreal, moved to Ottawa last year": the move after where the user is from.
    rule(
        r"(?<=,)\s*(?:and\s+|but\s+|then\s+)?(?:just\s+|recently\s+)?(?:moved|relocated)\s+(?:over\s+|down\s+|up\s+)?to\s+"
        + V
        + END,
        keyed("home", values.capitalised_place),
        requires=r"(?:\b(?:i'?m|im|i\s+am)\s+(?:[^,.;]{0,30}?\s+)?from|^\W*from)\s+[^,.;]+,\s*(?:and\s+|but\s+|then\s+)?"
        r"(?:just\s+|recently\s+)?(?:moved|relocated)\b",
    ),
    # "I'm a Durban girl", "I'm a Glasgow boy at heart": a known town or country worn as who the user is.
    rule(
        I_AM + r"\s+an?\s+(?:proper\s+|true\s+|real\s+|born\s+and\s+bred\s+)?(?P<v>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)"
        r"\s+(?:girl|boy|lad|lass|gal|native)\b(?!\s+from\b)",  # "a Yorkshire lass from Hull" is from Hull
        keyed("origin", _known_place_or_region),
    ),
    # "Proper Scouser here", "Dubliner to the bone", "As a Geordie, …": the word for the people of a town or a region,
    # worn by the user, is where they are from, in their words.
    rule(NICKNAME_OPENS + r"(?P<v>" + LOCAL_DEMONYMS + r")" + NICKNAME_ENDS, keyed("origin", values.clean)),
    # "Brummie living in Leeds", "Texas girl through and through, now based in Denver": where the user lives, after
    # where they are from worn as a nickname ("now stuck in" only with the "now": "stuck in Heathrow" is a wait).
    rule(
        ORIGIN_WORN
        + r"(?:\s+|\s*,\s*(?:but\s+|and\s+)?)(?:now\s+(?:living\s+|based\s+|settled\s+|stuck\s+)?|living\s+|based\s+"
        r"|settled\s+)in\s+" + V + END,
        keyed("home", values.capitalised_place),
    ),
    # "Lancashire lass living in Leeds", "Texas boy through and through": a known place worn as who the user is,
    # opening the line; "Birthday girl here" names no place, "Essex girl jokes" are no one.
    rule(
        NICKNAME_OPENS + r"(?P<v>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+(?:girl|boy|lad|lass|gal)(?![\w'’-])"
        r"(?!\s+(?:jokes?|stereotypes?|songs?|films?|movies?|bands?|names?|clothes|toys?|scouts?|from)\b)",
        keyed("origin", _known_place_or_region),
    ),
    # "Devon born, Devon bred", "Leeds born & bred": the place before "born" is where the user is from.
    rule(
        r"^\W*(?P<v>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+born\s*(?:,|&|and)\s*(?:[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s+)?"
        r"(?:bred|raised)\b",
        keyed("origin", values.capitalised_place),
    ),
    # "my husband is from Cork and me from Galway": where the user is from beside someone else's, the verb left out.
    rule(
        r"(?:\b(?:and|but|while|whereas)\s+|,\s*)(?:me|myself)\s+from\s+" + V + END,
        keyed("origin", values.capitalised_place),
        requires=r"\b(?:is|are|'s|'re)\s+(?:originally\s+)?from\b",
    ),
    # "I stay in Ntinda with my wife": "stay" for "live" (East and Southern African, Scottish English), a place
    # the user capitalised, never a night's stay ("I stay in hotels when I travel", "I stay in Leeds for work").
    rule(
        r"\b(?:i|we)\s+(?:still\s+|currently\s+|now\s+)?stay\s+(?:with\s+[^,.;]{1,30}?\s+)?(?:in|at)\s+"
        + V
        + AND_ITS_TOWN,
        home_and_its_town,
        excludes=A_NIGHTS_STAY + r"|\b(?:every|each|holidays?|vacation|summers?|weekends?)\b",
    ),
    # "Myself Priya, working as tester in Infosys, staying in Pune only": "staying" for "living" in a piece of an
    # intro (Indian English), never a stay with an end ("staying in Goa till Sunday").
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:currently\s+|presently\s+|now\s+)?staying\s+(?:in|at)\s+" + V + AND_ITS_TOWN,
        home_and_its_town,
        requires=INTRO,
        excludes=A_NIGHTS_STAY + r"|\b(?:till|until|this\s+(?:week|month)|next|for\s+now|right\s+now)\b",
    ),
    # "we're not moving to Perth after all, so we're staying put in Leeds": where the user stays, with a move called
    # off, is home ("we're staying in Leeds this week" is a trip).
    rule(
        r"\b" + WE_ARE + r"\s+(?:just\s+)?staying\s+(?:put\s+)?(?:in|here\s+in)\s+(?!(?:an?|the|my|our)\s)" + V + END,
        keyed("home", values.capitalised_place),
        requires=r"\bstaying\s+put\b|\bnot\s+(?:moving|relocating)\b|\b(?:move|relocation)(?:'s|\s+is)?\s+off\b"
        r"|\bcalled\s+off\b|\bfell\s+through\b",
        excludes=NOT_A_HOME_BESIDE,
    ),
    # "My native place is Kochi but presently I am staying in Pune": "staying" for "living" with the word that says it
    # is where the user is these days; never a stay with an end.
    rule(
        r"\b(?:(?:presently|currently|at\s+present)\s*,?\s+(?:i\s+am|i'?m|we\s+are|we'?re)"
        r"|(?:i\s+am|i'?m|we\s+are|we'?re)\s+(?:presently|currently|at\s+present))\s+staying\s+(?:in|at)\s+" + V + END,
        keyed("home", values.capitalised_place),
        excludes=A_NIGHTS_STAY + r"|\b(?:till|until|this\s+(?:week|month)|next|for\s+now|right\s+now|tonight)\b",
    ),
    # "it's just me and my dog in a cottage in Rye": the household the user is in, in a home in a place.
    rule(
        r"\b(?:me|myself)\s+(?:and|&)\s+(?:my|our)\s+[^,.;]{1,40}?\s+in\s+"
        + A_DWELLING
        + r"\s+(?:in|on|near|outside)\s+"
        + V
        + END,
        keyed("home", values.capitalised_place),
    ),
    # "My partner and I rent a place in Fremantle", "we're in a two-bed flat in Bishan", "I share a flat in Rondebosch,
    # Cape Town": a home the user rents, shares or is in, in a place (and its town after a comma); never a night's stay.
    rule(
        r"\b(?:(?:i|we)\s+(?:still\s+|now\s+|currently\s+|both\s+)?(?:rent|share|live\s+in)"
        r"|(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:now\s+|currently\s+|still\s+)?in)\s+"
        + A_DWELLING
        + r"\s+(?:together\s+)?(?:in|near|outside)\s+"
        + V
        + AND_ITS_TOWN,
        home_and_its_town,
        excludes=A_NIGHTS_STAY + r"|\b(?:every|each|holidays?|vacation|summers?|weekends?)\b",
    ),
    # "living in halls in Exeter", "we're on the fifth floor in Glasgow": a home told by the part of a building or the
    # halls the user lives in, in a place.
    rule(
        r"(?:\b(?:i|we)\s+(?:still\s+|now\s+|currently\s+)?live|\b(?:i'?m|im|i\s+am|we'?re|we\s+are)(?:\s+now"
        r"|\s+currently|\s+still)?(?:\s+living)?|(?:^\W*|(?<=,)\s*|\band\s+)(?:currently\s+|still\s+)?living)\s+(?:in|on)\s+"
        r"(?:(?:student\s+|uni\s+|university\s+)?halls|the\s+(?:\w+|\d+(?:st|nd|rd|th))\s+floor|(?:an?|the)\s+(?:[\w-]+\s+)?"
        r"(?:estate|tower\s+block|high-rise|campus))\s+(?:with\s+[^,.;]{1,30}?\s+)?in\s+" + V + AND_ITS_TOWN,
        home_and_its_town,
        excludes=A_NIGHTS_STAY + r"|\b(?:every|each|holidays?|vacation|summers?|weekends?|hotel|office|work)\b",
    ),
    # "Back in Cork now after ten years in London", "I'm back in Stellenbosch for good", "…and back in Durban": the
    # user home again; never a stay ("back in Leeds for the weekend", "back in Leeds tomorrow"), a visit or a question.
    rule(
        r"(?:\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:now\s+|finally\s+)?|^\W*(?:now\s+|finally\s+)?|\band\s+(?:now\s+)?)"
        r"back\s+(?:living\s+|home\s+)?in\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=r"^\W*(?:now\s+|finally\s+)?back\b|\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\b",
        excludes=A_NIGHTS_STAY
        + "|"
        + LATER
        + r"|\b(?:tomorrow|tonight|today|visit\w*|trip|holiday|until|till|from\s+\w+day"
        r"|on\s+(?:" + WEEKDAYS + r")|when|if|was|were|used\s+to)\b|\?",
    ),
    # "We live on Skye", "I live on Gozo now": an island the user lives on, a capitalised name; never a street ("live on
    # Elm Street") nor what the user lives on ("we live on Pot Noodles").
    rule(
        r"\b(?:i|we)\s+(?:still\s+|now\s+|currently\s+|both\s+)?live\s+on\s+(?!the\s)" + V + END,
        keyed("home", _an_island),
    ),
    # "…, Harare originally, now in Luton": where the user is from, a bare place as a piece of a list after a comma (the
    # line's opening one is an answer, read as such).
    rule(
        r"(?<=[,;])\s*(?P<v>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+originally(?=\s*(?:$|[,;.—–])|\s+(?:but|and)\b)",
        keyed("origin", values.capitalised_place),
        # "My mum, Cork originally, …": someone else's
        excludes=r"\b(?:my|our|his|her|their|he|she|they)\b[^,;]*[,;]\s*[^,;]*\boriginally\b",
    ),
    # "Spent my whole life in Hobart", "I've spent all my life in Sligo": the user's life spent in a place, still there;
    # never someone else's ("his whole life") nor a life there that ended ("until I moved").
    rule(
        r"(?:\b(?:i'?ve|i\s+have|we'?ve|we\s+have)\s+|^\W*(?:i\s+)?)spent\s+(?:(?:my|our)\s+(?:whole\s+|entire\s+)?(?:life|lives)"
        r"|all\s+(?:my|our)\s+(?:life|lives))\s+in\s+" + V + END,
        keyed("home", values.capitalised_place),
        excludes=r"\b(?:until|till|before|then|moved|left|used\s+to)\b",
        negative_form=True,  # the verb follows its subject at once: "…and never been to Skye" denies something else
    ),
    # "just visiting from Perth", "we're over from Cork for the week": where the user comes from on a visit is home.
    rule(
        r"(?:\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+|^\W*|(?<=,)\s*)(?:just\s+|only\s+)?(?:visiting|over)\s+from\s+"
        + V
        + END,
        keyed("home", values.capitalised_place),
    ),
    # "Me and my flatmate live in Hackney", "me and the kids still live in Ely": the user in a pair or a household.
    rule(
        r"(?:^\W*|[,;]\s*|\b(?:and|but|so)\s+)me\s+(?:and|&)\s+(?:my|the|our)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:both\s+|still\s+|now\s+"
        r"|currently\s+)?live\s+(?:together\s+)?in\s+" + V + END,
        keyed("home", values.capitalised_place),
        excludes=NOT_A_HOME_BESIDE,
    ),
    # "live with my nan in Swansea", "29, live on the Gold Coast", "Commuter life: live in Reading": the subject dropped
    # (after a comma or a label's colon too), the place capitalised.
    rule(
        r"(?:^\W*|(?<=[,:])\s*)(?:currently\s+|still\s+)?live\s+(?:with\b[^,.;]{0,30}?\s+)?(?:(?:up|down|over|out|back)\s+)?in\s+"
        + V
        + END,
        keyed("home", values.capitalised_place),
        # "Pro tip: live in Zone 2": advice after a label is no home
        excludes=r"\b(?:tips?|advice|lessons?|rules?|motto|goals?|plan|dream|ideas?|options?|questions?|tasks?)\s*:",
    ),
    rule(r"(?:^\W*|(?<=,)\s*)(?:currently\s+|still\s+)?live\s+on\s+the\s+" + V + END, keyed("home", whole_place)),
    rule(
        r"\b(?:i|we)\s+(?:still\s+|now\s+|currently\s+)?live\s+on\s+the\s+" + V + END,
        keyed("home", whole_place),
    ),
    # "29, live on the Gold Coast": an intro opening on the age, then something else about the user.
    rule(
        r"^\W*(?P<v>\d{2})\s*,\s*(?=(?:live|living|from|based|born|married|single|engaged|divorced|working|work"
        r"|studying|student|mum|mom|dad|got|just|retired)\b)",
        keyed("age", values.age),
    ),
    # "Home's in Leith", "my flat's in Hove now", "Bath is home": the home said as a thing, with no verb of living;
    # never a holiday home, an old one, someone else's ("my mum's flat is in Hove"), a name ("Sarah's home") or a
    # place's fame ("Leeds is home to…").
    rule(
        r"(?:^\W*|[,;]\s*|\b(?:and|but|while)\s+)(?:(?:my|our)\s+)?(?:home|flat|house|apartment|apt|place|digs)(?:'s|\s+is)"
        r"\s+(?:now\s+)?(?:in|on)\s+" + V + END,
        keyed("home", values.capitalised_place),
        excludes=NOT_A_HOME_BESIDE + HOME_BUT_NOT_NOW,
    ),
    rule(
        r"(?:^\W*|[,;]\s*|\b(?:and|but|while)\s+)(?P<v>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)(?:'s|\s+is)\s+(?:now\s+)?"
        r"(?:my\s+|our\s+)?home(?=\s*(?:$|[,.;:!?—–-])|\s+(?:now|these\s+days|for\s+(?:me|us)|and|but)\b)",
        keyed("home", _known_place_or_region),
        excludes=NOT_A_HOME_BESIDE + HOME_BUT_NOT_NOW,
    ),
    # "We've got a place in Ballarat now", "I have a flat in Leith these days": a dwelling the user has, now.
    rule(
        r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:got|have)\s+(?:a|our\s+own|my\s+own)\s+(?:little\s+|new\s+)?(?:place|flat|house"
        r"|home|apartment|bungalow|cottage|terrace)\s+(?:in|on)\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=r"\b(?:now|these\s+days|nowadays)\b",
        excludes=NOT_A_HOME_BESIDE + HOME_BUT_NOT_NOW,
    ),
    # "Tom here, 52, from Hull", "living in Bath these days, 47, joiner": a bare age, and a trade after it, as pieces of
    # a list about the user that opens the line.
    rule(SELF_LIST + r"(?P<v>\d{2})" + PIECE_ENDS, keyed("age", values.age)),
    rule(SELF_LIST + r"\d{2}\s*,\s*(?P<v>[a-z]+(?:\s+[a-z]+)?)" + PIECE_ENDS, keyed("job", _a_trade)),
    # "Colleen, 61, retired and living in Killarney": a name, then the age, then something else about the user.
    rule(
        r"^\W*(?:(?:hi|hello|hey|hiya)\W+)?(?P<n>[a-z][\w'-]*)\s*,\s*(?P<v>\d{2})\s*,\s*(?=(?:retired|married|single"
        r"|divorced|widowed|freelance|mum|mom|dad|student|(?:originally\s+)?from|living|based|born|raised)\b)",
        _name_and_age,
    ),
    # "our flat in Sheffield is freezing": the place of the user's own dwelling.
    rule(
        r"\b(?:my|our)\s+(?:little\s+|tiny\s+|rented\s+|new\s+)?(?:flat|house|apartment|apt|condo|place|home|bungalow"
        r"|terrace|semi)\s+in\s+" + V + END,
        keyed("home", values.capitalised_place),
        excludes=r"\b(?:old|previous|former|holiday|second|rental|parents|mum'?s|mom'?s|dad'?s|used\s+to|sold|selling"
        r"|visit\w*|airbnb|last\s+year)\b",
    ),
    # "I'm in tech, been a dev for years": a sector only when it is one ("I'm in Leeds" is no sector).
    # "I'm in oil and gas": a sector whose name joins two words; "work in retail, part-time": the subject left out.
    rule(r"(?:" + I_AM + r"|^\W*work)\s+in\s+" + WORKPLACE + END, industry),
    # "Fintech is where I work": the sector put first.
    rule(
        r"(?:^|[,.;:]\s*)(?P<v>[\w' -]+?)\s+is\s+(?:where|what)\s+i\s+(?:work|'ve\s+worked|have\s+worked)(?:\s+in)?\b",
        industry,
    ),
    # "Leeds City Council's where I work", "job's at the Royal Free": the employer said first, or as where the job is;
    # never a town ("Leeds is where I work"), someone else's job, or when it starts ("work's at 9").
    rule(
        r"(?:^\W*|[,.;:]\s*|\b(?:and|but)\s+)(?P<v>[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,3}?)(?:'s|\s+is)\s+where\s+i\s+"
        r"(?:work|'ve\s+worked|have\s+worked)\b(?!\s+(?:from|in|on|out)\b)",
        keyed("employer", values.capitalised_company),
    ),
    rule(
        r"(?:^\W*|[,;]\s*|\b(?:and|but)\s+)(?:my\s+)?(?:job|work)(?:'s|\s+is)\s+(?:now\s+)?at\s+" + V + END,
        keyed("employer", values.capitalised_company),
    ),
    # "my mum has lived with us in Galway since…": where someone lives with the user is the user's home.
    rule(
        r"\b(?:lives|has\s+lived|has\s+been\s+living|is\s+living|moved\s+in|came\s+to\s+live|stays)\s+with\s+(?:me|us)"
        r"(?:\s+here)?\s+in\s+" + V + END,
        keyed("home", values.capitalised_place),
    ),
    # "I meant Leicester, that's where I live", "flying from Doha, where we live", "Bath is where I live now": a place
    # named, then said to be where the user lives; never where someone else lives, nor where the user lived.
    rule(
        r"(?:^\W*|[,.;:—–]\s*|\b(?:from|in|to|at|and|but)\s+)(?P<v>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)"
        r"\s*(?:[,—–-]+\s*)?(?:(?:that'?s|which\s+is|is)\s+)?where\s+(?:i|we)\s+(?:now\s+|currently\s+|actually\s+)?live\b"
        r"(?!\s+(?:if|when|one\s+day)\b)",
        _place_said_last,
    ),
    # "it's Swindon I live in, not Swansea": the home put first for a correction.
    rule(
        r"\bit'?s\s+(?:actually\s+)?(?P<v>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+(?:that\s+)?(?:i|we)\s+"
        r"(?:now\s+|actually\s+)?live\s+in\b",
        keyed("home", values.capitalised_place),
    ),
    # "we ended up in Perth", "I've ended up living in Broome": where the user landed, in the past or the perfect.
    rule(
        r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:somehow\s+|now\s+)?ended\s+up\s+(?:living\s+)?in\s+" + V + END,
        keyed("home", values.capitalised_place),
    ),
    rule(r"\bhere\s+in\s+" + V + r"\s*,\s*where\s+i\s+live\b", keyed("home", values.place), inferred=True),
    # "we're moving to Denver next spring, for now we're still in Austin": the home until the move.
    rule(
        r"\b(?:i'?m|i\s+am|im|we'?re|we\s+are)\s+still\s+(?:living\s+|based\s+)?in\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=r"\b(?:mov(?:e|ing)|relocat\w+)\s+to\b",
    ),
    rule(
        r"(?:\b(?:i|we)(?:'ve|\s+have)?\s+|^\W*)(?:just\s+)?booked\s+(?:(?:a|an|two|three|\d+)\s+(?:\w+\s+)?(?:week|weeks"
        r"|weekend|fortnight|trip|holiday|days|nights|flights?|break|getaway)|flights|tickets"
        # "we booked our next holiday abroad to Oslo"
        r"|(?:my|our)\s+(?:\w+\s+){0,2}?(?:trip|holiday|vacation|flights?|tickets)(?:\s+(?:overseas|abroad|away))?)"
        r"\s+(?:in|to|at|for)\s+" + V + END,
        keyed("planned trip", values.capitalised_place),
        requires=AHEAD + r"|\bfor\s+(?:" + MONTHS + r"|" + SEASONS + r")\b|" + EAGER,
        excludes=PAST,
    ),
    # "Finally booked it: Morocco in October", "Booked the flights — Crete in June!": a trip booked, then named after a
    # colon or a dash with its time ahead.
    rule(
        r"(?:^\W*|\b(?:i|we)(?:'ve|\s+have)?\s+)(?:(?:finally|just|already)\s+)*booked"
        r"(?:\s+(?:it|them|the\s+(?:trip|holiday|flights?|tickets))|)\s*(?:[:!]+|\s[—–-])\s*" + V + END,
        keyed("planned trip", values.capitalised_place),
        requires=AHEAD + r"|\b(?:in|for)\s+(?:" + MONTHS + r"|" + SEASONS + r")\b",
        excludes=PAST,
    ),
    # "Booked Porto for the 3rd of June", "just booked Oslo for March": a known place booked for a time ahead, the trip
    # left unsaid.
    rule(
        r"(?:^\W*|\b(?:i|we)(?:'ve|\s+have)?\s+)(?:(?:finally|just|already)\s+)*booked\s+(?P<v>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)"
        r"\s+(?:for|in|on|from)\s+(?=(?:the\s+)?(?:\d|" + MONTHS + r"|" + SEASONS + r"|next|a\s+week|a\s+fortnight))",
        keyed("planned trip", _known_place_or_region),
        excludes=PAST,
    ),
    # "Corfu's booked for a fortnight in July", "our Peru trip in May is booked!": a place booked, said first; a place
    # no list knows only with a trip's word or a stay's length ("Dave's booked for Friday" is a man's day).
    rule(
        r"(?:^\W*|[,;]\s*)(?:(?:our|my)\s+(?:big\s+|little\s+|next\s+)?)?"
        r"(?P<v>[a-z][\w'-]*(?:\s+(?!(?:" + TRIP_NOUN + r")\b)[a-z][\w'-]*)?)"
        r"(?P<t>\s+(?:" + TRIP_NOUN + r"))?(?:\s+(?:in|for|at)\s+(?:" + MONTHS + r"|" + SEASONS + r"))?"
        r"(?:'s|\s+is)\s+(?:all\s+|finally\s+|now\s+|officially\s+)?booked\b",
        _trip_booked,
        requires=AHEAD
        + r"|"
        + FEAST
        + r"|\bbooked\s+"
        + STAY_LENGTH[2:]
        + r"|\b(?:"
        + TRIP_NOUN
        + r")\s+(?:in\s+\w+\s+)?(?:'s|is)\s+(?:all\s+|finally\s+|now\s+|officially\s+)?booked\b",
        excludes=PAST,
    ),
    # "we're doing Japan over Easter", "doing Lisbon in May": a known place "done" at a time ahead is a trip.
    rule(
        r"(?:\b" + WE_ARE + r"\s+|^\W*(?:so\s+)?)doing\s+(?P<v>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+"
        r"(?=(?:over|in|for|this|next|on)\b)",
        keyed("planned trip", _known_place_or_region),
        requires=AHEAD + r"|" + FEAST + r"|\bover\s+(?:" + SEASONS + r"|the\s+holidays)\b",
        excludes=PAST,
    ),
    # "On 3 May my sister and I fly to Riga", "me and my mate head to Bilbao on the 9th": a trip ahead in the present
    # tense, the user and a companion its subject.
    rule(
        r"\b(?:(?:my|our)\s+[a-z]+(?:\s+[a-z]+)?\s+and\s+i|(?:i|me)\s+and\s+(?:my|our|the)\s+[a-z]+)\s+(?:fly|go|head|travel"
        r"|leave|sail|drive)\s+(?:out\s+|off\s+|over\s+|back\s+)?to\s+" + V + END,
        keyed("planned trip", values.capitalised_place),
        requires=AHEAD + r"|" + FEAST,
        excludes=PAST + r"|\b(?:every|each|usually|always|often|whenever)\b",
    ),
    # "I'm so excited to go to Peru", "we can't wait to fly to Oslo": a trip the user looks forward to is ahead.
    rule(
        r"\b(?:(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:so\s+|really\s+|super\s+|very\s+)?(?:excited|stoked|pumped|psyched)"
        r"\s+to|(?:i|we)\s+(?:really\s+)?can'?t\s+wait\s+to)\s+(?:go|travel|fly|head|get|visit)(?:\s+(?:back|over))?\s+(?:to\s+)?"
        + V
        + END,
        keyed("planned trip", values.capitalised_place),
        excludes=PAST + r"|" + ERRAND_TRIP,
        negative_form=True,  # "can't wait" denies nothing
    ),
    rule(I_AM + r"\s+(?:originally\s+)?from\s+" + V + END, keyed("origin", values.place)),
    # "I'm actually from Penang": how truly it holds, between the verb and a place the user capitalised
    rule(
        I_AM + r"\s+actually\s+(?:originally\s+)?from\s+" + V + END,
        keyed("origin", values.capitalised_place),
    ),
    # "I am a native of Cork", "my native place is Madurai": where the user comes from.
    rule(I_AM + r"\s+(?:a\s+)?native\s+of\s+" + V + END, keyed("origin", known_town_or_country)),
    # "as a kid I lived in Derry", "when I was little we lived in Cork": the home of the user's childhood is the origin.
    rule(
        r"\b(?:when\s+i\s+was\s+(?:little|a\s+kid|a\s+child|young|small|a\s+boy|a\s+girl)|as\s+a\s+(?:kid|child|boy|girl)"
        r"|growing\s+up)\s*,?\s+(?:i|we)\s+lived\s+in\s+" + V + END,
        keyed("origin", values.capitalised_place),
    ),
    # "Born in Lagos, living in Toronto since 2019": the subject left out after a comma, the place capitalised.
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:and\s+)?(?:now\s+)?(?:been\s+)?living\s+in\s+" + V + END,
        keyed("home", values.capitalised_place),
        excludes=SOMEONE_ELSES_ROLE + r"\s*,\s*(?:and\s+)?(?:now\s+)?(?:been\s+)?living\b",
    ),
    rule(
        r"\bmy\s+native(?:\s+(?:place|town|village|state))?\s+is\s+" + V + END,
        keyed("origin", values.capitalised_place),
    ),
    rule(r"(?:^|,)\s*(?:and\s+)?from\s+" + V + r"\s+originally\b", keyed("origin", values.capitalised_place)),
    # "moved here from poland last year", "we came over from Ghana in 2019": where the user came from is their origin.
    rule(
        r"(?:^\W*|\b(?:i|we)\s+(?:just\s+|only\s+)?)(?:(?:moved|came|relocated)\s+(?:over\s+)?here|came\s+over|emigrated)"
        r"\s+from\s+"
        + PLACE_WORDS
        + r"(?=\s+(?:last|in|a\s+few|\w+\s+years?|when|as|with)\b|\s*(?:$|[,.;!?])|\s+and\s)",
        keyed("origin", place_even_in_lowercase),
    ),
    # "My husband and I retired to a bungalow in Whitby": where the user retired to is where they live.
    rule(
        r"\b(?:i|we)\b[^.;!?]*?\bretired\s+to\s+(?:(?:a|an|the)\s+(?:\w+\s+){0,2}?(?:in|on|near)\s+)?"
        + PLACE_WORDS
        + END,
        keyed("home", values.capitalised_place),
    ),
    # "we moved to Bristol with our three kids", "I live here with my two spaniels": the children or pets counted
    # beside where the user lives or moved.
    rule(
        r"\bwith\s+(?:my|our)\s+(?P<v>(?:two|three|four|five|six|[2-9])\s+(?:kids|children|boys|girls|sons|daughters))\b",
        keyed("children", values.clean),
        requires=r"\b(?:(?:i|we)\s+(?:\w+\s+)?(?:moved|live|lived|retired|relocated)|(?:i'?m|we'?re)\s+(?:living|moving))\b",
    ),
    rule(
        r"\bwith\s+(?:my|our)\s+(?P<v>(?:two|three|four|five|six|[2-9])\s+" + PET + r"s)\b",
        keyed("pet", values.clean),
        requires=r"\b(?:(?:i|we)\s+(?:\w+\s+)?(?:moved|live|lived|retired|relocated)|(?:i'?m|we'?re)\s+(?:living|moving))\b",
    ),
    # "..., living in peterborough now": where the user lives, the subject dropped.
    rule(
        r"(?:^\W*|[,;]\s*|\b(?:and|but|i'?m|im|we'?re)\s+)(?:now\s+)?living\s+in\s+"
        + PLACE_WORDS
        + r"(?=\s+now\b|\s*(?:$|[,.;!?])|\s+(?:and|with)\s)",
        keyed("home", place_even_in_lowercase),
    ),
    rule(r"(?:^|,)\s*(?:and\s+)?originally\s+from\s+" + V + END, keyed("origin", values.capitalised_place)),
    rule(
        r"(?:^|(?<=,))\s*(?:but\s+|and\s+)?(?:(?:i'?m|we'?re)\s+)?now\s+(?:in|based\s+in|living\s+in)\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=r"\b(?:grew\s+up|born|raised|originally|used\s+to\s+live)\b|" + LEFT_HOME,
    ),
    # "…from Pune originally but now im in Bangalore working for Infosys": dictated, no comma, "now" before the verb.
    rule(
        r"(?:^\W*|\b(?:but|and)\s+)now\s+(?:i'?m|im|i\s+am|we'?re)\s+(?:in|based\s+in|living\s+in)\s+"
        + V
        + r"(?:(?=\s+working\b)|"
        + END
        + ")",
        keyed("home", values.capitalised_place),
        requires=r"\b(?:grew\s+up|born|raised|originally|used\s+to\s+live)\b|" + LEFT_HOME,
    ),
    # "Switched jobs, now a UX researcher at Canva": the role now, the subject and the verb left out.
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:and\s+|but\s+|so\s+)?now\s+(?:i'?m\s+|im\s+)?an?\s+(?P<j>[^,.;!?]+?)\s+(?:at|for|with)\s+"
        + V
        + END,
        role_and_named_employer,
    ),
    # "im in Bangalore working for Infosys": the employer of the work done where the user is.
    rule(
        I_AM
        + r"\s+(?:now\s+|currently\s+)?(?:in|based\s+in)\s+[^,.;!?]{1,30}?\s+working\s+(?:for|at|with)\s+"
        + V
        + END,
        keyed("employer", values.named_company),
    ),
    rule(
        I_AM
        # "I'm now 40", "I'm actually 34": when or how truly it holds, between the verb and the age
        + r"\s+(?:(?:now|actually|already|only|just)\s+)?"
        + AGE
        + r"(?:\s+years?\s+old)?"
        + r"(?=\s*(?:$|[,.!;]|\s+(?:and\b|n\s|&\s)|\s+not\s+\d|\s+(?:lol|ha(?:ha)+|lmao|now|already)\b"
        # "im 27 i live in leeds": a dictated intro, the next piece opening with "I" and a verb of the user's
        r"|\s+(?:i|im|i'?m)\s+(?:live|work|study|have|got|moved|am|was|come|grew|just)\b))",
        keyed("age", values.age),
    ),
    rule(
        r"(?:" + I_AM + r"|\bname'?s|" + MYSELF + r"|^\W*" + GREETING + r"(?:it'?s|its)(?=\s+(?![a-z]*ing\b)))"
        r"\s+[a-z][\w'-]*\s*,\s*(?P<v>\d{2})\s*(?=$|[,.!;]|\s+and\b)",
        keyed("age", values.age),
    ),
    # "name's Dev, 29, from Pune": an intro's "from X" is where the user comes from.
    rule(
        r"(?:\bname'?s|" + I_AM + r")\s+[a-z][\w'-]*\s*,\s*(?:\d{2}\s*,\s*)?from\s+" + V + END,
        keyed("origin", values.capitalised_place),
    ),
    # "from Liverpool, massive LFC fan": an intro opening on where the user is from, a capitalised place.
    rule(
        r"^\W*(?:and\s+)?from\s+" + V + r"(?=\s*,|\s+but\b|\s+and\s+(?:i|now|live|living|based)\b)",
        keyed("origin", values.capitalised_place),
        excludes=r"\?|\bto\b",
    ),
    # "I'm an anglo from Montreal", "I'm a Yorkshire lass from Hull": who the user is, then where from.
    rule(
        I_AM + r"\s+an?\s+(?:[a-z]+\s+)?(?:anglo|anglophone|francophone|expat|native|guy|girl|gal|lad|lass|bloke"
        r"|woman|man|boy|kid|chick|dude)\s+from\s+" + V + END,
        keyed("origin", values.capitalised_place),
    ),
    # "I'm Joanna, from Cebu but working in Makati as a call center agent": the role said without its subject,
    # in a message where the user speaks of themselves ("my sister is from Cebu but working…" gives nothing).
    # "…, but working in SG now as a nurse at Tan Tock Seng": the workplace named after the role is the employer.
    rule(
        # "Myself Priya, working in Wipro as test engineer since 2020": the article left out, the firm named before the
        # role the employer when it is no town
        r"(?:^\W*|,\s*|\b(?:but|and|while)\s+)(?:now\s+|currently\s+)?working\s+(?:in|at|for|with)\s+(?P<x>[^,.;]{1,40}?)"
        r"\s+as\s+(?:an?\s+)?" + V + END_JOB + r"(?:\s+(?:at|for|with)\s+(?P<e>[^,.;:!?()]+?)" + END + r")?",
        _of_the_user_or_myself(_role_and_any_employer("v", "e", "x")),
        requires=r"\b(?:i'?m|im|i\s+am)\b|" + MYSELF,
    ),
    rule(
        r"(?:\bi\s+|^\W*|(?<=,)\s*)(?:just\s+|recently\s+)?turned\s+" + AGE + r"(?!\s*(?:%|k\b))",
        keyed("age", values.age),
    ),
    # "my birthday, which is the 9th of August, …", "my birthday na 14th February" (Nigerian English's "is"), "my
    # birthday falls on…": the date however it is joined to the word.
    rule(
        r"(?:\bmy\s+|^\W*)(?:birthday|bday|b-day)(?:'s|\s+is|\s*,\s*which\s+is|\s+na|\s+falls)\s+(?:on\s+)?"
        r"(?:the\s+)?(?:(?P<m>[a-z]+)\s+(?P<d>"
        + DAY
        + r")(?:st|nd|rd|th)?\b|(?P<d2>"
        + DAY
        + r")(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m2>[a-z]+))",
        date_as_said("birthday"),
    ),
    rule(
        r"(?:\bi\s+was\s+|^\W*)born\s+on\s+(?:the\s+)?(?:(?P<m>[a-z]+)\s+(?P<d>"
        + DAY
        + r")(?:st|nd|rd|th)?\b|(?P<d2>"
        + DAY
        + r")(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m2>[a-z]+))",
        date_as_said("birthday"),
    ),
    rule(r"\bmy\s+(?:e-?mail|email\s+address)(?:'s|\s+is|:)\s*" + EMAIL, keyed("email", values.email)),
    rule(r"\b(?:reach|contact|email)\s+me\s+(?:at|on)\s+" + EMAIL, keyed("email", values.email)),
    rule(r"\bnew\s+e-?mail(?:\s+address)?\s*(?:is|'s|:)?\s*" + EMAIL, keyed("email", values.email)),
    # "Email's best, … — it's x@y.com if you need it": the address given as "it's" in a line that offers the user's
    # email; never one about someone else's ("my boss's email…", "her email").
    rule(
        r"(?:^\W*|[,:—–-]\s*|\band\s+)(?:it'?s|it\s+is|that'?s|here'?s)\s+" + EMAIL,
        keyed("email", values.email),
        requires=r"^\W*e-?mail(?:'s|\s+is|\s+(?:works|me))\b|\bmy\s+(?:\w+\s+)?e-?mail\b|\be-?mail\s+me\b",
        excludes=r"\b(?:his|her|their|your)\s+(?:\w+\s+)?e-?mail\b|\w+'s\s+(?:\w+\s+)?e-?mail\b",
    ),
    # "Email's x@y.com if you need it": the address with "my" left out, opening the clause.
    rule(r"^\W*(?:e-?mail|e-?mail\s+address)(?:'s|\s+is)\s+" + EMAIL, keyed("email", values.email)),
    rule(
        EMAIL
        + r"\s*[,(-]?\s*(?:that'?s|which\s+is|it'?s|is)\s+my\s+(?:new\s+|personal\s+|work\s+|current\s+)?e-?mail\b",
        keyed("email", values.email),
    ),
    # "send the invoice to my new email, x@y.com": the address right after "my email".
    rule(
        r"\bmy\s+(?:new\s+|other\s+|work\s+|personal\s+|current\s+)?e-?mail(?:\s+address)?"
        r"(?:\s+(?:please|pls|plz|instead|then|now|for\s+(?:this|that|these|it)))?\s*[,:(]?\s*(?:which\s+is\s+|it'?s\s+|is\s+)?"
        + EMAIL,
        keyed("email", values.email),
    ),
    # "add my email to the footer, it's …": the address given a few words after "my email".
    rule(
        r"\bmy\s+e-?mail(?:\s+address)?\b[^@.;!?]{0,40}?,?\s*(?:it'?s|which\s+is|is|:)\s*" + EMAIL,
        keyed("email", values.email),
    ),
    # Diet, allergies.
    rule(
        r"\bi\s+(?:don'?t|do\s+not|no\s+longer)\s+eat\s+meat\b",
        fixed("diet", "no meat"),
        negative_form=True,
        excludes=r"\b(?:i'?m|i\s+am)\s+(?:now\s+)?(?:a\s+)?(?:vegetarian|vegan|pesc[ae]tarian)",
    ),
    rule(r"\bi\s+stopped\s+eating\s+meat\b", fixed("diet", "no meat"), negative_form=True),
    # "I don't eat pork, it's a religious thing": a meat the user never eats, for faith or by choice, is a diet.
    rule(
        r"\b(?:i|we)\s+(?:don'?t|do\s+not|never|no\s+longer)\s+eat\s+(?:any\s+)?(?P<v>pork|beef)\b",
        lambda match, original: ("diet", "no " + span(match, original)),
        negative_form=True,
        one_off_gated=True,
    ),
    # "I stopped doing keto", "gave up being vegan", "fell off the keto diet": a diet stopped is retired.
    rule(
        r"(?:\bi(?:\s+have|'ve)?\s+|^\W*)(?:just\s+|finally\s+|recently\s+)?(?:stopped|quit|gave\s+up|given\s+up|dropped|ditched|came\s+off"
        r"|fell\s+off|went\s+off)\s+(?:doing\s+|being\s+(?:a\s+)?|eating\s+|following\s+)?(?:the\s+|my\s+)?"
        r"(?P<v>keto|paleo|vegan|vegetarian|pescatarian|pescetarian|veganism|vegetarianism)(?:\s+diet)?\b",
        mapped("diet", lexicon.DIETS),
        retire=True,
        negative_form=True,
    ),
    # "Gave up squash because of my knee", "I've stopped playing padel": a known pastime the user gave up is retired;
    # a run to catch something or a pause is none ("stopped running for the bus", "quit the gym for a week").
    rule(
        r"(?:\bi(?:\s+have|'ve)?\s+|^\W*)(?:just\s+|finally\s+|recently\s+)?(?:stopped|quit|gave\s+up|given\s+up"
        r"|packed\s+in|had\s+to\s+(?:give\s+up|stop|quit))\s+(?:playing\s+|doing\s+|going\s+)?"
        r"(?P<v>[a-z]+(?:\s+[a-z]+)?)\b",
        pastime,
        retire=True,
        negative_form=True,
        excludes=r"\b(?:to\s+catch|for\s+(?:a|the)\s+(?:bus|train|day|week|night|month)|today|tonight|this\s+week)\b",
    ),
    # "I'm not vegetarian any more": the diet said to be over, with "any more" after it.
    rule(
        # "Not pescatarian anymore, …": the subject left out
        r"(?:" + I_AM + r"\s+|^\W*)not\s+(?:a\s+)?(?P<v>keto|paleo|vegan|vegetarian|pescatarian|pescetarian)"
        r"\s+(?:anymore|any\s+more)\b",
        mapped("diet", lexicon.DIETS),
        retire=True,
        negative_form=True,
    ),
    # "I'm not doing keto anymore", "I no longer follow paleo": a diet the user has stopped.
    rule(
        r"(?:" + I_AM + r"\s+no\s+longer\s+(?:on|doing|following)|\bi\s+no\s+longer\s+(?:do|follow)"
        r"|(?:" + I_AM + r"\s+not\s+(?:on|doing|following)|\bi\s+(?:don'?t|do\s+not)\s+(?:do|follow))"
        r"(?=[^,.;]*\b(?:anymore|any\s+more)\b))"
        r"\s+(?:a\s+|the\s+)?(?P<v>keto|paleo|vegan|vegetarian)(?:\s+diet)?\b",
        mapped("diet", lexicon.DIETS),
        retire=True,
        negative_form=True,
    ),
    rule(
        r"(?:"
        + I_AM
        + r"\s+(?:on|doing)|\bi\s+(?:do|follow))\s+(?:a\s+|the\s+)?(?P<v>keto|vegan|vegetarian)(?:\s+diet)?\b",
        mapped("diet", lexicon.DIETS),
    ),
    rule(
        r"(?:" + I_AM + r"|\bi'?ve\s+been|\bi\s+have\s+been)\s+(?:not\s+|no\s+longer\s+)?(?:a\s+)?"
        # "I am pure vegetarian", "I'm a strict vegan": how strictly is kept
        r"(?:(?P<q>pure|strict|strictly|full|fully|total|totally|complete|completely)\s+)?"
        r"(?P<v>vegetarian|vegan|pescatarian|pescetarian|keto|paleo)\b",
        diet_of_degree,
    ),
    # "I'm 26 and vegetarian", "I'm Irish and vegan": the diet said after another thing the user is, "I'm" not repeated.
    rule(
        I_AM + r"\s+(?:\d{1,2}|[a-z]+),?\s+and\s+(?:also\s+)?(?P<v>vegan|vegetarian|pescatarian|pescetarian)\b"
        r"(?!\s+(?:food|options?|meals?|dishes|friendly|places?|restaurants?|menus?|recipes?)\b)",
        mapped("diet", lexicon.DIETS),
    ),
    # "…, went fully vegan in January": the subject left out after a comma, how fully said; "Since going pescatarian
    # I…": the change the user's clause goes on from.
    rule(
        r"(?:\bi\s+|^\W*|(?<=[,;])\s*|\b(?:and|but|so)\s+)(?:went|became|turned)\s+(?:fully\s+|full\s+|completely\s+"
        r"|totally\s+|strictly\s+)?(?P<v>vegetarian|vegan|pescatarian)\b",
        mapped("diet", lexicon.DIETS),
    ),
    rule(
        r"^\W*(?:ever\s+)?since\s+(?:going|becoming|turning|i\s+went|i\s+became)\s+(?:fully\s+|full\s+)?"
        r"(?P<v>vegetarian|vegan|pescatarian|pescetarian)\b(?=[^.;!?]*\bi\b)",
        mapped("diet", lexicon.DIETS),
    ),
    # "I'm a lacto-ovo vegetarian", "I'm flexitarian": a vegetarian who eats eggs or dairy, or meat now and then.
    rule(
        I_AM + r"\s+(?:an?\s+)?(?P<v>(?:lacto-ovo|ovo-lacto|lacto)[\s-]vegetarian|flexitarian)\b",
        mapped("diet", lexicon.DIETS),
    ),
    # "I keep halal", "we eat kosher": a faith's food law kept is a diet.
    rule(
        r"\b(?:i|we)\s+(?:always\s+|only\s+|strictly\s+)?(?:keep|eat|follow)\s+(?:strictly\s+)?(?P<v>halal|kosher)\b",
        mapped("diet", lexicon.DIETS),
    ),
    rule(
        r"(?:\b(?:i'?ve|i\s+have|i)\s+|^\W*)(?:just\s+|finally\s+)?decided\s+to\s+(?:go|become|be|turn)\s+(?:a\s+)?"
        r"(?P<v>vegetarian|vegan|pescatarian)\b",
        mapped("diet", lexicon.DIETS),
    ),
    # "been vegan about 3 years now", "…, been veggie a year now": the diet kept for a while, the subject dropped
    # (the user's "veggie" kept as said).
    rule(
        r"(?:^\W*|(?<=,)\s*)been\s+(?:a\s+)?(?P<v>vegetarian|vegan|pescatarian|pescetarian|veggie)\s+(?:since|for|about"
        r"|around|almost|nearly|over|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:years?|yrs|months?))\b",
        keyed("diet", _diet_as_said),
    ),
    # "the GP has put me on a low-salt diet", "I'm on a gluten-free diet": a diet of a kind the user keeps.
    rule(
        r"(?:\bput\s+me|" + I_AM + r"(?:\s+now|\s+currently|\s+still)?)\s+on\s+(?:a|an|the)\s+(?:strict\s+)?"
        r"(?P<v>(?:low|high|no|reduced)[\s-][a-z]+|[a-z]+-free|keto|paleo|fodmap|mediterranean|renal|diabetic|liquid"
        r"|atkins|carnivore)\s+diet\b",
        keyed("diet", values.clean),
        excludes=r"\b(?:if|should|would|might|thinking|considering|tried|used\s+to)\b",
    ),
    rule(r"\bbeing\s+(?:a\s+)?(?P<v>vegetarian|vegan)\b", mapped("diet", lexicon.DIETS), inferred=True),
    # Coeliac disease and an intolerance are diets the user keeps, in their words ("I'm coeliac", "lactose
    # intolerant"), never an allergy the user did not say.
    rule(r"(?:" + I_AM + r"\s+(?:[a-z]+\s+and\s+)?|\bbeing\s+)(?:a\s+)?(?P<v>c(?:o)?eliac)\b", intolerance),
    rule(
        r"^\W*(?P<v>[^,.;:!?]+?(?:\s*,\s*[^,.;:!?]+?)*\s+(?:and|&)\s+[^,.;:!?]+?)\s*[,:–—-]+\s*"
        + I_AM
        + r"\s+(?:\w+ly\s+)?allergic\s+to\s+"
        + BOTH,
        allergens_named_before,
    ),
    rule(I_AM + r"\s+(?:not\s+)?allergic\s+to\s+" + V + END, allergens),
    # "I'm vegan and allergic to soy": an allergy after something else the user is.
    rule(I_AM + r"\s+[^,.;:!?]{1,30}?\s+and\s+(?:\w+ly\s+)?allergic\s+to\s+" + V + END, allergens),
    # "I developed an allergy to latex", "got diagnosed with an allergy to kiwi": an allergy found out.
    rule(
        r"\bi\s+(?:developed|got|was\s+diagnosed\s+with|got\s+diagnosed\s+with)\s+an?\s+(?:\w+\s+)?allergy\s+to\s+"
        + V
        + END,
        allergens,
    ),
    rule(
        r"\bi\s+(?:can'?t|cannot)\s+(?:have|eat|drink|take|touch)\s+(?:any\s+)?" + V + END,
        keyed("allergy", values.allergen),
        negative_form=True,
        requires=r"\ballergic\b|\ballergy\b",
    ),
    rule(
        r"\bi\s+have\s+an?\s+" + V + r"\s+allergy\b(?!\s+(?:test|appointment|check))", keyed("allergy", values.allergen)
    ),
    rule(
        r"(?:" + I_AM + r"\s+|^\W*|,\s*)(?P<v>lactose|gluten|dairy|wheat|fructose|histamine)[-\s](?P<i>intolerant)\b",
        intolerance,
    ),
    rule(I_AM + r"\s+(?:\w+ly\s+)?(?P<i>intolerant)\s+(?:to|of)\s+" + V + END, intolerance),
    rule(r"\bi\s+have\s+an?\s+" + V + r"\s+(?P<i>intolerance)\b", intolerance),
    # "I can't have dairy, I'm intolerant": a diet without it.
    rule(
        r"\bi\s+(?:can'?t|cannot)\s+(?:have|eat|drink|take)\s+(?:any\s+)?" + V + END,
        diet_without("{} free"),
        negative_form=True,
        requires=r"\bintolerant\b|\bintolerance\b",
        excludes=r"\ballergic\b|\ballergy\b|\bintolerant\s+(?:to|of)\b"
        r"|\b(?:lactose|gluten|dairy|wheat|fructose|histamine)[\s-]+intoleran(?:t|ce)\b",
    ),
    # "peanuts and shellfish give me hives", "latex makes me break out": what the user reacts to.
    rule(
        r"(?:^\W*|[,;:]\s*|\bbecause\s+|\bsince\s+)(?:the\s+)?(?P<v>[a-z]+(?:\s+[a-z]+)?(?:\s*(?:,|and|&|or)\s*(?:the\s+)?[a-z]+(?:\s+[a-z]+)?)*)"
        r"\s+(?:gives?|makes?|leaves?)\s+me\s+(?:(?:really\s+)?bad\s+)?(?:hives|a\s+rash|rashes|an\s+allergic\s+reaction|allergies"
        r"|break\s+out\s+in\s+hives|break\s+out|swell\s+up|itchy\s+all\s+over)\b",
        listed("allergy", values.allergen, frozenset(lexicon.ALLERGENS) | frozenset(lexicon.ALLERGEN_FORMS)),
    ),
    # Pets and family.
    # "Mango and Kiwi are my budgies", "Olive is our new kitten": the pets named before their kind.
    rule(
        r"^\W*(?!" + NOT_NAMED_BEFORE + r")(?P<v>[^\W\d_][\w'-]*(?:\s*(?:,|and|&)\s*[^\W\d_][\w'-]*)*)"
        r"\s+(?:are|is|'s|'re)\s+(?:my|our)\s+(?:(?:two|three|four|\d)\s+)?(?:(?:little|new|old|baby|rescue|pet|lovely)\s+)?"
        + PETS
        + r"\b",
        pets,
    ),
    # "I have a dog named Max and two cats called Tom and Jerry": the names after the count, wherever the count is.
    rule(
        r"\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|'ve|\s+live\s+(?:alone\s+)?with)"
        r"(?:\s+(?:(?!\b(?:has|had)\b)[^.;])*?\s+(?:and|&))?\s+"
        + COUNT
        + r"\s+(?:[a-z]+\s+)?"
        + PETS
        + r"\s*(?:,|:|"
        + CALLED
        + r")\s*(?:(?:his|her|their|its)\s+names?\s+(?:is|are)\s+)?"
        r"(?P<v>[^\W\d_][\w'-]*(?:\s*(?:,|and|&)\s*(?!(?:an?|one|two|three|four|five|six|\d)\b)[^\W\d_][\w'-]*)*)",
        pets,
    ),
    # "we've got a gecko named Ziggy and three axolotls": the pets told by kind after the named one ("got a
    # kelpie called Banjo and two chooks", the subject dropped, too).
    rule(
        r"(?:\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|'ve)|^\W*got)\b[^.;]*?\b(?:called|named)\s+[^\W\d_][\w'-]*"
        r"(?:\s*,\s*[^\W\d_][\w'-]*)*\s+(?:and|&)\s+(?P<v>" + COUNT + r"\s+(?:[a-z]+\s+)?" + PETS + r")\b",
        pet_kinds(PETS),
    ),
    # "that's my pet snake in the tank", "our pet tortoise is older than me": a pet told by its kind after "pet".
    rule(r"\b(?:my|our)\s+pet\s+(?P<v>" + PETS + r")\b", pet_kinds(PETS)),
    # "walking my dog before work", "I feed our two rabbits", "I live alone with my cat", "we adopted a kitten": a pet
    # told only by its kind that the user looks after, lives with or took in ("my cat ran away" is what it did: chat).
    rule(
        r"(?:^\W*|[,;]\s*|\b(?:i|we)\s+(?:[a-z]+\s+){0,2}?)(?:(?:walk|walks|walking|walked|feed|feeds|feeding|fed"
        r"|take|takes|taking|took|bath|bathe|bathing|groom|grooming)\s+(?:my|our)"
        r"|(?:live|living)\s+(?:alone\s+)?with\s+(?:my|our)|adopted)\s+(?:an?\s+)?(?P<v>"
        r"(?:(?:two|three|four|five|\d)\s+)?(?:" + PETS + r"|" + PET + r"))\b",
        pet_looked_after,
    ),
    # "I live in Leith with my partner and two cats": pets by kind among who the user lives with; "We live in Darwin,
    # my wife Thandi and I, with two dogs": who "we" are said between the place and the pets.
    rule(
        r"(?:\b(?:i|we)\s+(?:still\s+|now\s+)?|^\W*)live\s+(?:alone\s+|in\s+[^,.;!?]{1,30}?"
        r"(?:\s*,\s*[^,.;!?]{1,40}?\b(?:and\s+i|and\s+me|me\s+and\s+[^,.;!?]{1,30}?)\s*,)?\s+)?with\s+"
        r"(?:(?:my|our)\s+[a-z]+(?:\s+[a-z]+)?\s*,?\s+and\s+(?:my\s+|our\s+)?|(?:my|our)\s+)?(?P<v>"
        + COUNT
        + r"\s+(?:\w+\s+)?"
        + PETS
        # "…and our two dogs, and we want…": a clause of the user's after the comma names no pet
        + r")(?!\s*(?:,|called|named)\s*(?!"
        + SPEECH_TAG
        + r"|(?:and|but|so|which|who)\b)[a-z])\b",
        pet_kinds(PETS),
    ),
    # "I own two horses", "i adore dogs and have a rabbit": pets owned, or had in a second clause of the user's.
    rule(
        r"(?:\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|'ve|\s+own)|^\W*got"
        r"|\bi\s+(?:(?!\b(?:my|he|she|they|who|but)\b)[^,.;]){1,40}?\s+and\s+(?:also\s+)?(?:have|own))\s+(?P<v>"
        + COUNT
        + r"\s+(?:[a-z]+\s+){0,2}?"
        + PETS
        + r"(?:\s*(?:,|and|&)\s*(?:"
        + COUNT
        + r"\s+)?(?:[a-z]+\s+){0,2}?"
        + PETS
        + r")*)\b",
        pet_kinds(PETS),
    ),
    rule(
        r"(?:(?<!of\s)\b"
        + MY
        + r"\s+|^\W*)"
        + RELATIVE
        + r"(?:'s\s+name\s+is|'s\s+called|\s+is\s+called|\s+is\s+named)\s+"
        + NAME,
        relative(RELATIVES, values.person_name),
    ),
    # "my mum's called Linda and my dad's Pete": a second relative named the same way, the verb cut short.
    rule(
        r"\band\s+" + MY + r"\s+" + RELATIVE + r"(?:'s|\s+is)\s+" + WORD + r"(?=\s*(?:$|[,.!;]|\s+and\b))",
        relative(RELATIVES),
        requires=r"(?:'s|\s+is)\s+(?:called|named)\b|'s\s+name\s+is\b",
    ),
    # "my sister's name is Bronwyn and my brother's is Dai": the second name after the owner's "'s is".
    rule(
        r"\band\s+" + MY + r"\s+" + RELATIVE + r"'s\s+is\s+" + WORD + r"(?=\s*(?:$|[,.!;]|\s+and\b))",
        relative(RELATIVES),
        requires=r"'s\s+name\s+is\b",
    ),
    # "Mum (Brenda) and Dad (Keith) are chipping in", "my brother (Tom) is driving": a relative, the name in brackets
    # after it; never someone else's relative ("her mum (Brenda)").
    rule(
        r"(?:^\W*|(?<=[,;:])\s*|\b(?:my|our|and|&)\s+)"
        + RELATIVE
        + r"\s*\(\s*"
        + WORD
        + r"(?:\s+[^\W\d_][\w'-]*)?\s*\)",
        relative(RELATIVES),
        excludes=r"\b(?:his|her|their|your)\s+(?:\w+\s+)?(?:" + "|".join(RELATIVES) + r")\s*\(",
    ),
    # "my parents are called Linda and Mark", "my mum and dad are called Sue and Jim": both parents at once.
    rule(
        r"(?<!of\s)\b(?:my|our)\s+(?:parents|folks|(?P<o>mum|mom|mam|dad)\s+(?:and|&)\s+(?:mum|mom|mam|dad))"
        r"(?:'\s+names\s+are|\s+are\s+called|\s+are\s+named)\s+(?P<v>[^\W\d_][\w'-]*\s+(?:and|&)\s+[^\W\d_][\w'-]*)",
        parents,
    ),
    # "Sam, my son, just turned four": the name said first, the relation after it between commas ("I'm in Leeds with
    # Tom, my husband, and…": after "with" too).
    rule(
        r"(?:^\W*|(?<=[,;])\s*|\b(?:and|with)\s+)" + WORD + r"\s*,\s*(?:my|our)\s+" + RELATIVE + r"\s*(?=[,.;!?]|$)",
        relative(RELATIVES),
        inferred=True,
    ),
    # "My wife's Priya, and…", "Mum's Carol and Dad's Ken": a relative named after "'s" for "is", the clause ending
    # with the name ("my dad's sick" names no one; a bare "Mum" or "Dad" is the user's own).
    rule(
        r"(?:^\W*|(?<=[,;:])\s*|\band\s+)(?:" + MY + r"\s+|(?=(?:mum|mom|mam|dad)'s\s))" + RELATIVE + r"'s\s+"
        r"(?!(?:" + CAR_MAKES + r")\b)" + WORD + r"(?=\s*(?:$|[,.!;]|\s+and\b))",
        relative(RELATIVES),
    ),
    # "I have an older sister, Niamh, and a younger brother called Cian": each relative of the list, by its name.
    rule(
        r"(?:\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got)|\band)\s+an?\s+"
        + RELATIVE
        + r"\b\s*(?:,|called|named)?\s*"
        + WORD,
        relative(RELATIVES),
        requires=r"\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got)\s+an?\s",
    ),
    # "born in Cork but came over to London", "I'm from Lagos, came to Leeds for uni": where the user came to live.
    rule(
        r"(?:\b(?:i|we)\s+|^\W*|,\s*|\bbut\s+)(?:came|come)\s+(?:over\s+|down\s+|up\s+|here\s+)?to\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=r"\bi\s+was\s+born\s+in|^\W*born\s+in|\b(?:i'?m|im|i\s+am)\s+(?:originally\s+)?from\b|\bi\s+grew\s+up\s+in\b",
        excludes=r"\b(?:for\s+(?:a|the)\s+(?:week|weekend|day|few|couple|match|gig|wedding|holiday)|visit\w*|on\s+holiday)\b",
    ),
    # "writing from Leeds, where I've lived since I was a kid": the place named, then said to be where the user lives.
    rule(
        r"\b(?:from|in)\s+"
        + PLACE_WORDS
        + r"\s*,\s*(?:which\s+is\s+)?where\s+(?:i|we)(?:\s+live|'ve\s+lived|\s+have\s+lived"
        r"|'ve\s+been\s+living|\s+have\s+been\s+living)\b",
        keyed("home", values.capitalised_place),
    ),
    # "just started learning the piano", "I've taken up bouldering": a pastime the user just took up.
    rule(
        # "Just turned 45, started swimming": the subject left out after a comma too
        r"(?:\b(?:i|we|i'?ve|we'?ve)\s+|\band\s+|^\W*|(?<=,)\s*)(?:just\s+|recently\s+|finally\s+)?(?:have\s+|'ve\s+)?"
        r"(?:started|took\s+up|taken\s+up|picked\s+up|got\s+into|begun)\s+(?:learning\s+(?:to\s+play\s+)?|playing\s+"
        r"|doing\s+|to\s+(?:learn|play|do)\s+)?(?:the\s+)?(?P<v>[a-z]+(?:\s+[a-z]+){0,2})",
        _pastime_started,
        excludes=ONE_RUN,
    ),
    # "most weekends I head out on my bike": a pastime the user goes out to do, on a day that says it is a habit.
    rule(
        r"\b(?:weekends?|sundays?|saturdays?|evenings?|always|usually)\b[^.;!?]*?\bi\s+(?:go|head|get)\s+out\s+on\s+"
        r"(?:my|the)\s+(?P<v>bike|motorbike|kayak|paddleboard|boat)\b",
        lambda match, original: ("hobby", values.clean(span(match, original))),
        excludes=r"\b(?:to\s+work|to\s+the\s+office|to\s+school|to\s+uni|to\s+college|commute)\b",
    ),
    # "i go fishing down the canal with my dog buster": the pet named last, lowercase or not.
    rule(
        r"\b(?:i|i'?m|im|we|we'?re)\b[^.;!?]*?\bwith\s+(?:my|our)\s+" + PET + r"\s+(?P<v>[a-z][\w'-]+)\s*(?=$|[.!?])",
        pet_named_last,
    ),
    # "i have an older brother called sam": a name said as one ("called") stands even typed in lowercase.
    rule(
        r"\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|\s+got)\s+an?\s+(?:(?:older|younger|big|little|twin)\s+)?"
        + RELATIVE
        + r"\s+(?:called|named)\s+(?!(?:after|like|the\s+same)\b)"
        + NAME,
        relative(RELATIVES, values.person_name),
    ),
    # "my son alfie turns 8 next week": a child named in lowercase, then told by an age.
    rule(
        r"(?<!of\s)\b(?:my|our)\s+(?P<r>son|daughter)\s+(?!(?:eldest|oldest|youngest|little|big|older|younger|also|just"
        r"|now|still|never|always|is|was|who|turns|turned)\b)(?P<v>[a-z][\w'-]*)\s+(?:just\s+)?(?:turns|turned|is|will\s+be|'s)\s+"
        r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:%|k\b|quid|pounds|euros|dollars))",
        relative(RELATIVES, values.person_name),
    ),
    rule(r"(?<!of\s)\b" + MY + r"\s+" + RELATIVE + r"\s*,?\s+" + WORD, relative(RELATIVES), inferred=True),
    # "my mum, Auntie Grace to the whole street": the name after a title.
    rule(
        r"(?<!of\s)\b(?:my|our)\s+" + RELATIVE + r"\s*,?\s+(?:auntie|aunty|uncle|mrs|mr|ms|miss)\.?\s+" + WORD,
        relative(RELATIVES),
        inferred=True,
    ),
    # "my two boys, Sam (7) and Leo (4)", "my kids Mia, 6, and Jack, 3": children named after the word for them.
    rule(
        # "my twin girls Ella and Grace", "got three kids - Isla, Noah and Freddie"
        # "single dad here, 2 boys, alfie 9 and theo 6": a count opening a part of the line, then the names
        r"(?:(?:(?<!of\s)\b(?:my|our)|\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|'ve)|(?:^\W*|(?<=,)\s*)got)\s+"
        r"(?:(?P<n>two|three|four|five|six|\d)\s+)?|(?:^\W*|(?<=[,:])\s*)(?P<n2>two|three|four|five|six|\d)\s+)"
        r"(?:(?:little|young|grown|twin)\s+)?"
        # the words for the children and their names together: a count of them read elsewhere yields to the names
        # "my three kids are Ava, Noah and Zara"
        r"(?P<v>(?P<r>boys|girls|sons|daughters|kids|children|lads|lasses|little\s+ones)"
        r"(?:\s+are(?:\s+called|\s+named)?(?=\s+[a-z]))?\s*(?:[,:]|\s[-–—])?\s*"
        r"(?P<c>" + NAMED_CHILD + r"(?:\s*(?:,\s*(?:and\s+|&\s+)?|\s(?:and|&)\s+)" + NAMED_CHILD + r")+))",
        children_named("and"),
    ),
    # "the little one, Mateo, just started walking": a child by the word the family calls them, in a line about a child.
    rule(
        r"(?:^\W*|[,;:]\s*|\b(?:and|but|so)\s+)(?:the|our|my)\s+(?P<r>little\s+one|little\s+man|little\s+lady|little\s+miss"
        r"|wee\s+one|wee\s+man|baby|youngest|eldest|oldest|middle\s+one|middle\s+child|older\s+one|younger\s+one"
        r"|big\s+one)\s*,\s*" + WORD,
        child_by_endearment,
        inferred=True,
        requires=CHILD
        + r"|\b(?:kids|children|boys|girls|sons?|daughters?|toddler|walking|crawling|teething|nappy|nappies"
        r"|diapers?|potty|first\s+steps|talking|first\s+words)\b",
    ),
    # "my girl Aroha turns six": a child by an endearment, when the line says a child's age or school.
    rule(
        r"(?<!of\s)\b" + MY + r"\s+(?:little\s+|baby\s+|wee\s+)?(?P<r>boy|girl|lad|lass)\s*,?\s+" + WORD,
        relative({"boy": "son", "lad": "son", "girl": "daughter", "lass": "daughter"}),
        inferred=True,
        requires=CHILD,
    ),
    rule(
        r"(?<!of\s)\b(?:my|our)\s+(?P<r>kids|children|sons|daughters|brothers|sisters)(?:'\s+names\s+are|\s+are\s+called"
        r"|\s+are\s+named)\s+(?P<v>[^,.;!?]+)",
        relatives(KIN),
    ),
    # "Two kids, both girls, Ava's 6 and Isla's 3": children counted, their sex said of both, each named with an age.
    rule(
        r"(?:^\W*(?:(?:yes|yeah|yep|yup)\W+)?|\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got)\s+)(?P<n>two|2)\s+(?:kids|children)"
        r"\s*,\s*both\s+(?P<g>girls|boys)\s*[,:]\s*(?P<a>[^\W\d_][\w-]*)(?:'s|\s+is)\s+\d{1,2}\s*(?:,\s*|\s+)(?:and\s+|&\s+)?"
        r"(?P<b>[^\W\d_][\w-]*)(?:'s|\s+is)\s+\d{1,2}\b",
        both_children_named,
    ),
    rule(
        r"\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|'ve)\s+(?:two|three|four|five|six|\d)\s+(?P<r>brothers|sisters|sons"
        r"|daughters|boys|girls)\b[^.;]*?,\s*(?:and\s+)?(?:the\s+(?:eldest|oldest|youngest)\s+is\s+"
        + WORD
        + r"|(?P<n>[^\W\d_][\w'-]*)\s+is\s+the\s+(?:eldest|oldest|youngest|baby))",
        eldest,
    ),
    rule(
        r"\b(?P<n>an?|one|two|three|four|five|\d)\s+(?:(?:older|younger|big|little|baby|twin)\s+)?"
        # "two hermanos, Luis and Beto": the Spanish word in an English line
        r"(?P<r>brothers?|sisters?|sons?|daughters?|herman[oa]s?)(?:\s+(?:of|aged)\s+\d{1,2})?(?:\s*,\s*|\s+)"
        r"(?P<v>[^\W\d_][\w'-]*(?:\s*(?:,|and|&)\s*(?!(?:an?|one|two|three|four|five|six|\d)\b)[^\W\d_][\w'-]*)*)",
        kin_list,
    ),
    # "I have two older sisters", "I've got one brother": siblings counted, not named (names after a comma or "called"
    # are read above; "a sister" counts nobody, "two sisters-in-law" are no siblings).
    rule(
        r"\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|'ve|\s+got)\s+(?:only\s+|just\s+)?(?P<v>(?:one|two|three|four|five"
        r"|six|seven|\d)\s+(?:(?:older|younger|big|little|elder|twin|baby)\s+)?(?P<r>brothers?|sisters?))\b"
        r"(?!\s*(?:[,:(]|-|in[\s-]+law|called|named|who|that|at|from|of\s+my|'s))",
        siblings_counted(KIN | {"brother": "brother", "sister": "sister"}),
    ),
    # "I don't have 3 kids, I have 2": the corrected count.
    rule(
        r"\bi\s+(?:don'?t|do\s+not)\s+have\s+\w+\s+(?P<r>kids|children)\s*[,;]?\s*(?:i\s+have\s+|it'?s\s+|just\s+|only\s+|but\s+)"
        r"(?P<v>\d|two|three|four|five|six)\b",
        lambda match, original: ("children", f"{span(match, original)} {match.group('r')}"),
        negative_form=True,
    ),
    rule(
        r"(?:\b(?:i|we)|^\W*me\s+and\s+(?:my|the)\s+(?:husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|hubby|missus|other\s+half))(?:\s+have|'ve\s+got|\s+have\s+got)\s+(?P<v>(?:two|three|four|five"
        r"|six|\d)\s+(?:kids|children|sons|daughters|boys|girls|little\s+ones))\b",
        keyed("children", values.clean),
    ),
    # "we've four adult sons", "we have three young kids": "'ve" alone, or how old they are before the word; never
    # before the children are named ("I've two kids, a girl Aoife and…" names them) nor pupils ("in my class").
    rule(
        r"\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|'ve)\s+(?P<v>(?:two|three|four|five|six|\d)\s+"
        r"(?:(?:grown|grown-up|grown\s+up|young|little|small|adult|teenage|amazing|wonderful|beautiful|lovely)\s+)?"
        r"(?:kids|children|sons|daughters|boys|girls|little\s+ones))\b"
        r"(?!\s*[,:(–—-])(?!\s+in\s+(?:my|the|our)\s+(?:class|group|team|care))",
        keyed("children", values.clean),
    ),
    # "got 3 kids under 6": the subject dropped, never the children the user teaches or minds.
    rule(
        r"(?:^\W*|(?<=,)\s*)got\s+(?P<v>(?:two|three|four|five|six|\d)\s+(?:kids|children|sons|daughters|boys|girls"
        r"|little\s+ones))\b(?!\s*[-–—:(])",  # "got three kids - Isla, Noah and Freddie": the names say more
        keyed("children", values.clean),
        excludes=r"\b(?:class|classroom|team|squad|group|ward|school|nursery|daycare|creche|students|pupils|coach\w*"
        r"|teach\w*|babysit\w*|nanny|minding|today|tonight|max)\b|\b(?:in|into|on|off)\s+(?:the|my|our|a)\s+(?:bus|car|van)\b",
    ),
    # "proud mum of 3", "I'm a stay-at-home dad of two": the children counted by the parent the user is (the kind of
    # child kept with the count).
    rule(r"(?:" + I_AM + r"\s+(?:an?\s+)?|^\W*)" + PARENT_OF, keyed("children", values.clean)),
    # "Myself Anu, working mother of two sons": the same in a piece of the user's intro.
    rule(r"(?<=,)\s*" + PARENT_OF, keyed("children", values.clean), requires=INTRO),
    # "I have a baby girl, Ife", "we've got a little boy called Rory": a child told as a girl or a boy, named.
    rule(
        r"\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got)\s+an?\s+(?:baby|little|wee|newborn|young)\s+(?P<r>girl|boy)"
        r"\s*(?:,|called|named)?\s*" + WORD,
        relative({"girl": "daughter", "boy": "son"}),
    ),
    # "our twins are Ana and Teo", "I have twins": the children as twins or triplets.
    rule(
        r"(?:(?<!of\s)\b(?:my|our)\s+|\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got)\s+)(?P<v>twins|triplets)\b",
        keyed("children", values.clean),
    ),
    # "I stay in Ntinda with my wife and our two kids": the children the user lives with.
    rule(
        r"\b(?:i|we)\b[^.;]*?\bwith\s+(?:my\s+[^,.;]{1,30}?\s+and\s+)?(?:my|our)\s+"
        r"(?P<v>(?:two|three|four|five|six|\d)\s+(?:kids|children|sons|daughters|boys|girls|little\s+ones))\b",
        keyed("children", values.clean),
        requires=r"\b(?:live|living|stay|staying|based)\b",
    ),
    rule(
        r"\b(?:i|we)(?:\s+have|'ve|\s+have\s+got|'ve\s+got)\s+an?\s+" + KIND_NAMED,
        keyed("pet", values.person_name),
    ),
    # "we've got two dogs, Biscuit and Pepper, and a very grumpy cat called Mr Whiskers": one more pet named after the
    # user's having, with no one else's in between.
    rule(
        r"\band\s+an?\s+(?:[a-z]+\s+){0,3}?" + PET + r"\s+" + CALLED + r"\s+" + NAME,
        after_having(keyed("pet", values.person_name)),
    ),
    # "29, live on the Gold Coast, got a staffy called Ruby": the subject dropped in a run of things about the user.
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:(?:just\s+|also\s+)?got|have)\s+an?\s+" + KIND_NAMED,
        keyed("pet", values.person_name),
    ),
    rule(
        r"\b(?:my|our)\s+" + PET + r"(?:'s\s+name\s+is|'s\s+called|'s\s+named|\s+is\s+called|\s+is\s+named)\s+" + NAME,
        keyed("pet", values.person_name),
    ),
    # "we just got our first puppy, a cockapoo called Bramble", "I rescued a lurcher named Dot": a pet the user
    # has just taken in, named.
    rule(
        r"\b(?:i|we)\s+(?:just\s+|finally\s+|recently\s+)?(?:got|adopted|rescued|took\s+in|brought\s+home)\s+"
        r"(?:(?:my|our)\s+(?:first|new)\s+(?:[a-z]+\s+)?(?:" + PET + r"|pet)\s*,\s*)?an?\s+" + KIND_NAMED,
        keyed("pet", values.person_name),
    ),
    # "we're moving to Leeds with a springer called Bo", "I live with my partner and a lab named Rolo": a pet named
    # that the user moves or lives with (no one else's "with" before it: "staying with a friend with a dog called…").
    rule(
        r"\b(?:i|we|i'?m|we'?re)\b(?:(?!\bwith\b)[^.;!?])*?\bwith\s+(?:(?:my|our)\s+[a-z]+(?:\s+[a-z]+)?\s+and\s+)?"
        r"(?:an?|my|our)\s+" + KIND_NAMED,
        keyed("pet", values.person_name),
        requires=r"\b(?:live|living|lives|move|moving|moved|relocat\w+|stay|staying|based)\b",
    ),
    # "Biscuit, my spaniel, and Tigger, my tabby, …": a pet named first, its kind after it between commas.
    rule(
        r"(?:^\W*|(?<=[,;])\s*|\band\s+)(?!" + NOT_A_PET_BEFORE + r")" + WORD + r"\s*,\s*(?:my|our)\s+"
        r"(?:(?:old|little|new|rescue|baby|sweet|lovely)\s+)?" + PET + r"\s*(?=[,.;!?]|$)",
        keyed("pet", values.capitalised_name),
        inferred=True,
    ),
    # "Rolo, the rescue lurcher we adopted in May, …": a pet named first, then told as one the user took in.
    rule(
        r"(?:^\W*|(?<=[,;])\s*|\band\s+)(?!" + NOT_A_PET_BEFORE + r")" + WORD + r"\s*,\s*(?:the|our|my)\s+"
        r"(?:[a-z]+\s+){0,2}?" + PET + r"\s+(?:(?:that|who)\s+)?(?:we|i)\s+(?:just\s+|recently\s+)?"
        r"(?:adopted|rescued|got|took\s+in|brought\s+home)\b",
        keyed("pet", values.capitalised_name),
    ),
    rule(
        r"\b(?:my|our)\s+(?:(?:old|late|little|sweet)\s+)?" + PET + r"\s*,?\s+" + WORD,
        _name_without_possessive("pet"),
        inferred=True,
    ),
    # "my two dogs, Rex and Bo", "my cats luna and pixel are indoor only": pets named after their kind.
    rule(
        r"(?<!of\s)\b(?:my|our)\s+(?:(?:two|three|four|five|\d)\s+)?" + PETS + r"\s*,\s*"
        r"(?P<v>[^\W\d_][\w'-]*(?:\s*(?:,|and|&)\s*(?!(?:an?|one|two|three|\d)\b)[^\W\d_][\w'-]*)+)",
        pets,
        inferred=True,
    ),
    rule(
        r"(?<!of\s)\b(?:my|our)\s+(?:(?:two|three|four|five|\d)\s+)?" + PETS + r"\s*,?\s+"
        r"(?P<v>[a-z][\w'-]*(?:\s*,\s*[a-z][\w'-]*)*\s*(?:and|&)\s+[a-z][\w'-]*)\s*,?\s+(?=(?:are|were|have|both|love|hate|sleep"
        r"|keep|get|eat|live|play|go|run|need|like|don'?t|can'?t|won'?t|never|always)\b)",
        pet_names,
        inferred=True,
    ),
    # "so it's just the two cats now, Luna and Pip": the pets still at home, named after their kind.
    rule(
        r"\b(?:it'?s|its|it\s+is)\s+(?:just|only)\s+(?:the\s+|my\s+|our\s+)?(?:(?:two|three|four|five|\d)\s+)?"
        + PETS
        + r"(?:\s+(?:now|left|these\s+days))?\s*,\s*"
        r"(?P<v>[^\W\d_][\w'-]*(?:\s*(?:,|and|&)\s*(?!(?:an?|one|two|three|\d)\b)[^\W\d_][\w'-]*)*)",
        pets,
        inferred=True,
    ),
    rule(
        r"\bmy\s+daughter(?:'s\s+name\s+is|\s+is\s+called|\s+is\s+named)\s+" + NAME,
        keyed("daughter", values.person_name),
    ),
    rule(r"\bmy\s+son(?:'s\s+name\s+is|\s+is\s+called|\s+is\s+named)\s+" + NAME, keyed("son", values.person_name)),
    rule(r"\bmy\s+daughter\s+" + WORD, _name_without_possessive("daughter"), inferred=True),
    rule(r"\bmy\s+son\s+" + WORD, _name_without_possessive("son"), inferred=True),
    # "I'm married to Ana", "I'm getting married to Fiona next August", "I'm marrying Tom in June".
    rule(
        r"(?:(?:" + I_AM + r"|\bwe'?re)\s+(?:(?:getting\s+)?married\s+to|engaged\s+to|marrying)"
        # "I just married my sweetheart Ada": the partner after the word the user has for them
        r"|\bi\s+(?:just\s+|finally\s+|recently\s+)?(?:got\s+married\s+to|married)(?:\s+my\s+(?:childhood\s+|high[\s-]school\s+"
        r"|long[\s-]time\s+)?(?:sweetheart|girlfriend|boyfriend|partner|fiance|fiancee|love|best\s+friend))?)\s+"
        + WORD,
        keyed("partner", values.capitalised_name),
    ),
    # "I'm 34, married to Tom, …", "Married to Aoife, two kids": the partner in a piece of the user's intro.
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:happily\s+)?(?:married|engaged)\s+to\s+" + WORD + r"(?=\s*(?:$|[,.!;]|\s+and\b))",
        keyed("partner", values.capitalised_name),
        requires=INTRO + r"|^\W*(?:happily\s+)?(?:married|engaged)\s+to\b|:\s*(?:i'?m|im|i\s+am)\s",
    ),
    # "Ciara and I are getting married…", "Myself and Dan are engaged": the one the user is marrying.
    rule(
        r"(?:^\W*|(?<=[,;:])\s*)(?:(?:myself|me|i)\s+(?:and|&)\s+"
        + WORD
        + r"|"
        + WORD.replace("?P<v>", "?P<w>")
        + r"\s+(?:and|&)\s+(?:i|me|myself))\s+(?:are|'re)\s+(?:getting\s+married|engaged|tying\s+the\s+knot)\b",
        the_one_married,
    ),
    rule(
        r"(?:\b(?:my|our)\s+|^\W*the\s+)(?:missus|missis|wife|hubby|husband|other\s+half|better\s+half|fiance|fiancee)"
        r"\s*,\s*" + WORD + r"(?=\s*,)",
        keyed("partner", values.capitalised_name),
    ),
    # "it's me, the wife Aileen and the kids", "the hubby Gary and I": "the" for "my" before the partner's name.
    rule(
        r"(?:^\W*|(?<=[,;:])\s*|\b(?:me|and|with)\s+)the\s+(?:missus|missis|wife|hubby|husband|other\s+half"
        r"|better\s+half)\s+" + WORD + r"(?=\s*(?:$|[,.!;]|\s+and\b))",
        keyed("partner", values.capitalised_name),
    ),
    rule(
        r"\bmy\s+" + PARTNER + r"(?:'s\s+name\s+is|\s+is\s+called|\s+is\s+named)\s+" + NAME,
        keyed("partner", values.person_name),
    ),
    # Places and studies.
    rule(r"\bi\s+(?:grew\s+up|was\s+born|was\s+raised)\s+in\s+" + V + END, keyed("origin", values.place)),
    # "my place of birth is Cork": where the user was born, never where they live.
    rule(
        r"\bmy\s+(?:birthplace|birth\s+place|place\s+of\s+birth)\s+(?:is|was)\s+" + V + END,
        keyed("origin", values.place),
    ),
    rule(
        r"^\W*(?:grew\s+up|born\s+and\s+raised|born|raised)\s+in\s+" + V + END,
        keyed("origin", values.capitalised_place),
    ),
    # "Kiwi, from Dunedin", "Lucy here, 38, from Stoke", "Just turned 30, living in Vancouver, born in Manila": where
    # the user is from as a piece of a list about them that opens the line, the subject left out.
    rule(
        SELF_LIST_OPENING
        + r"(?:and\s+)?(?:originally\s+from|from|born\s+and\s+(?:raised|bred)\s+in|born\s+in|grew\s+up\s+in)\s+"
        + V
        + END,
        keyed("origin", values.capitalised_place),
    ),
    rule(
        r"(?:\bi\s+|^\W*)(?:grew\s+up|was\s+born|was\s+raised|born|raised)\s+in\s+" + SMALL_PLACE + V + END,
        keyed("origin", values.capitalised_place),
    ),
    # "I'm Siobhan, Galway born and bred": the place before "born and bred" is the origin.
    rule(
        r"(?:^\W*|[,;]\s*)(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+born\s+and\s+(?:raised|bred)\b",
        keyed("origin", values.place),
    ),
    rule(
        r"(?:^|[,;]\s*|\bi\s+was\s+|" + I_AM + r"\s+)born\s+and\s+(?:raised|bred)\s+in\s+" + V + END,
        keyed("origin", values.place),
    ),
    rule(r"\b(?:i|we)(?:'ve|\s+have)\s+lived\s+in\s+" + V + END, keyed("home", values.place)),
    rule(I_AM + r"\s+(?:originally\s+)?from\s+" + SMALL_PLACE + V + END, keyed("origin", values.capitalised_place)),
    rule(
        r"\b(?:i|we)\s+live\s+in\s+an?\s+(?:\w+\s+)?(?:town|village|city|suburb|flat|house)\s+(?:near|outside|just\s+outside"
        r"|close\s+to|in|on\s+the\s+outskirts\s+of)\s+" + V + END,
        keyed("home", values.capitalised_place),
    ),
    rule(
        r"\b(?:i\s+(?:also\s+|still\s+|now\s+|currently\s+)?study|i'?m\s+studying|im\s+studying|i\s+am\s+studying|i\s+major\s+in|i'?m\s+majoring\s+in"
        r"|(?:i'?m\s+|^\W*)(?:currently\s+)?(?:doing|doin'?|taking|studying\s+for|pursuing|working\s+towards|getting)"
        r"\s+(?:a|an|my)\s+" + DEGREE_WORD + r"\s+in"
        # "I have a degree in civil engineering from UCT": the field of a degree the user holds
        r"|\bi\s+(?:have|hold|did)\s+(?:a|an|my)\s+" + DEGREE_WORD + r"\s+in)\s+"
        r"(?!for\b|hard\b|a\s+lot\b)" + V + END_JOB,
        keyed("studies", values.favourite),
    ),
    # "doing my A levels at night school", "studying for my GED": a school qualification the user is taking.
    rule(
        r"(?:"
        + I_AM
        + r"\s+|^\W*|(?<=,)\s*|\band\s+)(?:currently\s+|now\s+|still\s+)?(?:doing|taking|sitting|finishing"
        r"|studying\s+for|working\s+(?:on|towards))\s+(?:my|the|an?)\s+"
        r"(?P<v>ged|a[\s-]levels?|gcses?|hsc|matric|leaving\s+cert|highers|btec|hnd|hnc|nvq|t[\s-]levels?"
        r"|high\s+school\s+(?:diploma|equivalency)|pgce|pgde|pgcert|pgdip|celta)\b",
        keyed("studies", values.clean),
    ),
    # "I'm doing my MBA from IIM Bangalore", "pursuing a PhD at Leeds": a degree named by its letters.
    rule(
        r"(?:" + I_AM + r"\s+|^\W*|(?<=,)\s*)(?:currently\s+|now\s+|still\s+)?(?:doing|doin'?|taking|pursuing"
        r"|studying\s+for|working\s+(?:on|towards))\s+(?:a|an|my)\s+(?:(?:part|full)[\s-]time\s+|online\s+|executive\s+)?"
        + DEGREE,
        degree,
    ),
    rule(
        # "I'm in my second year of Law at Makerere", "I'm in the fifth grade": the year of a course is studies.
        I_AM
        + r"\s+(?:\d{2}\s+(?:and|n|&)\s+)?(?:"
        + STILL
        + r"\s+)?in\s+(?:my\s+|the\s+)?(?P<v>year\s+\d{1,2}|grade\s+\d{1,2}"
        r"|(?:\d{1,2}(?:st|nd|rd|th)|" + ORDINAL + r")\s+grade"
        r"|(?:first|second|third|fourth|fifth|final|last|\d(?:st|nd|rd|th))\s+year\s+(?:of|at)\s+[^,.;]+?)"
        r"(?:(?=\s+(?:at|in)\s)|" + END + ")",
        keyed("studies", values.clean),
    ),
    # "hey its maddie, 15 and in 9th grade": the grade after the age of a teenager's intro.
    rule(
        r"(?<=,)\s*\d{2}\s+and\s+in\s+(?P<v>year\s+\d{1,2}|grade\s+\d{1,2}|\d{1,2}(?:st|nd|rd|th)\s+grade)"
        r"(?:(?=\s+(?:at|in)\s)|" + END + ")",
        keyed("studies", values.clean),
        requires=r"^\W*(?:" + GREETING + r")?(?:it'?s|its|i'?m|im|i\s+am|name'?s)\s+[a-z]+\s*,\s*\d{2}\s+and\s+in\b",
    ),
    # "hiya, I'm Bethany, 22, doing nursing at Leeds Beckett": a subject the user is doing at a place they name.
    rule(
        r"(?:^\W*|(?<=,)\s*|\bi'?m\s+|\bim\s+|\band\s+(?:also\s+)?)(?:doing|studying|reading)\s+"
        r"(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+(?:at|in)\s+"
        r"(?P<u>[^\W\d_])",
        _subject_at_a_school,
    ),
    # "I'm at uni to become a vet", "I'm training to be an electrician": the role studied for is studies, not the job
    # held now.
    rule(
        I_AM + r"\s+(?:(?:currently|still|now)\s+)?(?:(?:in|at)\s+(?:college|university|uni|school|nursing\s+school"
        r"|law\s+school|med\s+school|medical\s+school|vet\s+school|night\s+school)|studying|training|retraining)\s+"
        r"(?:(?:full[\s-]time|part[\s-]time)\s+)?to\s+(?:become|be)\s+an?\s+(?P<v>[a-z]+(?:\s+[a-z]+)?)" + END,
        keyed("studies", values.clean),
    ),
    # "I've just started a teaching diploma", "I'm doing a nursing degree": a course of study named by its field put
    # before the word for it. One begun on a day ahead is a plan ("I'm starting…", "…that starts in October").
    rule(
        r"(?:\b(?:i'?ve|i\s+have|i)\s+(?:just\s+|recently\s+|finally\s+|now\s+)?(?:started|begun|began|enrolled\s+(?:in|on)"
        r"|finished|completed)"
        r"|" + I_AM + r"\s+(?:" + STILL + r"\s+)?"
        r"(?:doing|taking|studying\s+for|pursuing|halfway\s+through|enrolled\s+(?:in|on))"
        r"|^\W*(?:just\s+|recently\s+)?(?:started|doing|finished|completed)|(?<=,)\s*just\s+(?:finished|completed))"
        r"\s+(?:a|an|my)\s+"
        r"(?P<v>(?!(?:new|online|short|free|proper|first|second|final|uni|university|college|\w+[\s-]time|\w+[\s-]year)\b)"
        r"[a-z]+(?:\s+[a-z]+)?\s+(?:diploma|degree|apprenticeship|masters|master'?s|bachelor'?s|certificate))\b",
        keyed("studies", values.clean),
        excludes=r"\b(?:starts?|starting|begins?|beginning)\b",
    ),
    # "Masters student in computer science at Leeds, so busy": a telegraphic intro, the subject left out, names the
    # field.
    rule(
        r"^\W*(?:an?\s+)?(?:(?:first|second|third|fourth|final)[\s-]year\s+)?(?:"
        + SCHOOL_STAGE
        + r")\s+student\s+(?:in|of)\s+(?!(?:need|a|an|the|my|this)\b)"
        + V
        + END_JOB,
        keyed("studies", values.favourite),
    ),
    # "I dropped out of chemistry at Hull", "I quit my nursing degree": a subject the user no longer studies.
    rule(
        r"(?:\bi\s+|^\W*)(?:just\s+|finally\s+|eventually\s+)?"
        r"(?:dropped\s+out\s+of\s+(?:my\s+)?(?P<v>" + A_SUBJECT + r")"
        r"|(?:quit|gave\s+up|left)\s+my\s+(?P<w>" + A_SUBJECT + r")\s+(?:degree|course))",
        lambda match, original: ("studies", values.clean(span(match, original, "v" if match.start("v") >= 0 else "w"))),
        retire=True,
        negative_form=True,
    ),
    # "I'm Callum, 23, from Inverness but at uni doing Mechanical Engineering", "I'm at college studying law": the
    # subject the user does at a school, named with capitals or a known subject.
    rule(
        r"(?:" + I_AM + r"\s+(?:" + STILL + r"\s+)?|(?:^\W*|(?<=,)\s*|\b(?:but|and)\s+)(?:" + STILL + r"\s+)?)"
        r"(?:at|in)\s+(?:uni|university|college)\s+(?:doing|studying|reading)\s+" + V + END_JOB,
        _subject_named,
        requires=INTRO + r"|" + I_AM + r"\s+(?:" + STILL + r"\s+)?(?:at|in)\s+(?:uni|university|college)\b",
    ),
    # "I'm a sophomore at Westfield High", "a psych major at Rutgers": a school the user attends is studies, never an
    # employer.
    rule(
        I_AM
        + r"\s+(?:"
        + STILL
        + r"\s+)?(?:an?\s+)?(?P<v>(?:"
        + STUDENT
        + r"|[a-z]+(?:\s+[a-z]+)?\s+major)(?:\s+student)?\s+(?:at|in)\s+"
        r"[^,.;]+?)" + END,
        keyed("studies", values.clean),
    ),
    # "third year of law school, exam on Monday": the year of a course put first, beside a word of study.
    rule(
        r"^\W*(?:in\s+(?:my\s+)?)?(?P<y>(?:first|second|third|fourth|fifth|final|last)\s+year\s+(?:of|at)\s+)"
        + V
        + END,
        year_of_a_course,
        requires=STUDY_WORDS + r"|\byear\s+of\s+" + A_SUBJECT,
        excludes=r"\b(?:marriage|mortgage|contract|lease|business|job|relationship)\b",
    ),
    # "I'm an economics major", "a computer science major": the field the user majors in.
    rule(
        I_AM + r"\s+(?:" + STILL + r"\s+)?an?\s+(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+major\b(?!\s+(?:in|at)\b)",
        keyed("studies", values.clean),
        excludes=r"\bmajor\s+(?:fan|problem|issue|pain|mess|bummer)\b",
    ),
    # "I'm a grad student", "I'm currently in high school", "I'm still in college": the stage of school the user is at.
    rule(
        I_AM + r"\s+(?:" + STILL + r"\s+)?(?:an?\s+(?P<v>(?:" + SCHOOL_STAGE + r")\s+student)"
        r"|in\s+(?P<w>"
        + SCHOOL_STAGE
        + r"|(?:high|middle|grade|primary|secondary|elementary|law|med|medical|nursing|grad"
        r"|graduate|art)\s+school|junior\s+high|sixth\s+form|year\s+\d{1,2}))" + END,
        lambda match, original: ("studies", values.clean(span(match, original, "v" if match.start("v") >= 0 else "w"))),
    ),
    # "I'm still a pupil", "I'm a uni student these days": a student with no field named is at school, never at a job.
    rule(
        I_AM + r"\s+(?:" + STILL + r"\s+)?an?\s+(?P<v>student|pupil|schoolboy|schoolgirl)" + END,
        keyed("studies", values.clean),
    ),
    # "I graduated from Leeds with a degree in history", "I have a degree in nursing": the field of the user's degree.
    rule(
        r"\b(?:i\s+(?:have|hold|got|earned|did|finished)|i'?ve\s+got|i'?ve|with)\s+(?:a|an|my)\s+(?:(?:bachelor'?s|master'?s"
        r"|masters|college|university|uni|first|2:1|phd|doctorate)\s+)?(?:degree|diploma|doctorate|phd)\s+in\s+"
        + V
        + END_JOB,
        keyed("studies", values.favourite),
        excludes=r"\b(?:my|our|his|her|their)\s+(?:" + "|".join(sorted(lexicon.PEOPLE)) + r")\b",
    ),
    # Work.
    # "I'm Tom, 40, a plumber from Leeds": a job and where the user is from as pieces of an intro.
    rule(
        r"(?<=,)\s*(?:and\s+)?an?\s+" + V + END_JOB,
        keyed("job", values.profession),
        requires=INTRO,
        excludes=SOMEONE_ELSES_ROLE,
    ),
    rule(
        r"(?:(?<=,)\s*(?:and\s+)?an?\s+[^,.;]+?\s+|\b\d{2}\s*,\s*(?:and\s+)?)(?:originally\s+)?from\s+" + V + END,
        keyed("origin", values.capitalised_place),
        requires=INTRO,
        excludes=SOMEONE_ELSES_ROLE,
    ),
    # "I'm 52, a nurse, work nights at St James's": a piece of an intro with the subject left out names the employer.
    rule(
        r"(?<=,)\s*(?:and\s+)?(?:work|working)\s+(?:(?:nights|days|shifts|weekends|part[\s-]time|full[\s-]time)\s+)?"
        r"(?:at|for)\s+" + V + END,
        keyed("employer", values.capitalised_company),
        requires=INTRO,
        excludes=SOMEONE_ELSES_ROLE,
    ),
    # "I'm a second-year law student at Trinity": the subject a student reads is studies, the school no employer.
    rule(
        I_AM
        + r"\s+(?:"
        + STILL
        + r"\s+)?an?\s+(?:(?:first|second|third|fourth|final)[\s-]year\s+|part[\s-]time\s+|full[\s-]time\s+|mature\s+)?"
        r"(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+student\b",
        _student_of,
    ),
    rule(
        I_AM
        + r"\s+(?:(?:also|still|currently|now)\s+)?an?\s+"
        # "a nurse and doing psych at Deakin": a school the user studies at after the role is no employer
        + r"(?:(?!\band\s+(?:also\s+)?(?:doing|studying|reading)\s)[^,.;])+?(?<!\bstudent)(?<!\bpupil)(?<!\bmajor)"
        + r"\s+(?:at|for|with)\s+"
        + V
        + END,
        _firm_of_partners,
    ),
    # "Our team at Leeds City Council is 6 people", "my department at Arup is tiny": where the user's team works.
    rule(
        r"\b(?:our|my)\s+(?:whole\s+)?(?:team|department|dept|office|unit|branch)\s+at\s+"
        + V
        + r"(?=\s+(?:is|has|are)\b)",
        keyed("employer", values.capitalised_company),
    ),
    # "I'm employed by Leeds City Council", "I'm currently employed at Arup": the employer named after the verb.
    rule(
        I_AM + r"\s+(?:currently\s+|now\s+|still\s+)?(?:employed|hired)\s+(?:by|at|with)\s+" + V + END,
        keyed("employer", values.capitalised_company),
    ),
    # "I retired from the Navy in 2019", "retired after 30 years at Boeing": the employer left behind.
    rule(
        r"\b(?:from|at|with|for)\s+(?:the\s+)?(?=" + V + END + r")",
        after(RETIRED, keyed("employer", values.named_company)),
        retire=True,
        negative_form=True,
        requires=RETIRED,
    ),
    # "I'm retired now", "I'm happily retired, used to be a chef": being retired is what the user does now.
    rule(
        # "I'm retired but I work weekends at Aldi": the work the user still does is read instead
        I_AM + r"\s+(?:now\s+|happily\s+|fully\s+|semi[\s-]|early\s+)?(?P<v>retired)(?:\s+now)?" + END,
        keyed("job", values.clean),
        requires=r"^(?![\s\S]*\bi\s+(?:still\s+|also\s+)?work\b)",
        excludes=r"\bretired\s+(?:from|after|in|at|to|with|since|last|this|early|next)\b",
    ),
    # "I retired from Royal Mail after 30 years as a postie": the role left behind.
    rule(
        r"\bafter\s+(?:\d+|\w+)\s+(?:years|yrs|decades)\s+as\s+(?:an?\s+)?" + V + END_JOB,
        keyed("job", values.profession),
        retire=True,
        negative_form=True,
        requires=RETIRED,
    ),
    # "just started at Shopify as a product designer", "I joined Monzo last month": a new job.
    rule(
        STARTED_JOB + r"\s+(?:(?:a\s+new\s+job|a\s+job|my\s+new\s+job|working|work)\s+)?(?:at|with|for)\s+" + V + END,
        keyed("employer", values.named_company),
        excludes=LATER,
    ),
    rule(
        STARTED_JOB.replace("began", "began|joined") + r"\s+" + V + END,
        keyed("employer", values.named_company),
        excludes=LATER,
    ),
    rule(
        STARTED_JOB.replace("began", "began|joined") + r"\b[^,.;]*?\bas\s+(?:an?\s+)?" + V + END_JOB,
        keyed("job", lambda text: values.profession(text) or values.job(text)),
        excludes=LATER,
    ),
    rule(
        r"\bi\s+(?:run|own|have)\s+(?P<v>(?:a|an|my\s+own)\s+(?:\w+\s+)?(?:bakery|shop|cafe|café|restaurant|business|bar|store"
        r"|company|agency|studio|salon|clinic|pub|practice|firm|startup))\b",
        _runs_a_business,
    ),
    # "I live in Seoul, teaching English at a hagwon": the subject the user teaches, said as the work they do, kept in
    # their words; a language or a known subject, never a child taught at home.
    rule(
        r"(?:(?<=,)\s*|\b(?:i'?m|im|i\s+am)\s+(?:currently\s+|now\s+)?(?:in\s+[^,.;]{1,25}?\s+)?)"
        r"(?P<v>teaching\s+(?:" + SPOKEN_LANGUAGE + r"|[a-z]+))\s+(?:at|in|for)\s+(?:an?\s+|the\s+)?[a-z]",
        keyed("job", _subject_taught),
        requires=r"^\W*(?:i|i'?m|im|i\s+am|i'?ve)\b",
    ),
    rule(
        r"\bi\s+teach\s+(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+(?:at|in|to|for)\b",
        lambda match, original: ("job", values.clean(span(match, original)) + " teacher"),
    ),
    rule(
        r"\bi\s+left\s+" + MY_JOB_AT + V + END, keyed("employer", values.named_company), retire=True, negative_form=True
    ),
    rule(
        r"^\W*(?:just\s+|finally\s+)?left\s+" + MY_JOB_AT + V + END,
        keyed("employer", values.named_company),
        retire=True,
        negative_form=True,
        requires=r"\b(?:hours|job|work|boss|manager|notice|colleagues|salary|pay|career|office|redundan\w*|promot\w*"
        r"|hired|startup|company|shifts?|commute|contract|quit|burn(?:ed|t)\s+out)\b",
    ),
    # "been a software tester at Infosys for 4 yrs": the role and the employer, said without "I've".
    rule(r"^\W*been\s+an?\s+[^,.;]+?\s+(?:at|for|with)\s+" + V + END, keyed("employer", values.capitalised_company)),
    rule(r"^\W*been\s+an?\s+" + V + END_JOB, keyed("job", values.profession)),
    rule(
        # "work nights as a porter at Guy's": when the user works, between the verb and the role
        r"(?:\bi\s+|^\W*|(?<=,)\s*)work(?:ing)?" + SHIFT + r"\s+as\s+an?\s+[^,.;]+?\s+(?:at|for)\s+" + V + END,
        keyed("employer", values.capitalised_company),
    ),
    # "I've been working as a UX designer at Canva for three years": the employer of a role held until now.
    rule(
        r"\b(?:i'?ve|i\s+have|we'?ve|we\s+have)\s+been\s+working"
        + SHIFT
        + r"\s+as\s+an?\s+[^,.;]+?\s+(?:at|for)\s+"
        + V
        + END,
        keyed("employer", values.capitalised_company),
    ),
    # "im 19 and a first year apprentice plumber": the role said after the user's age.
    rule(
        I_AM + r"\s+\d{2}\s+(?:and|&)\s+an?\s+" + V + END_JOB,
        keyed("job", values.profession),
    ),
    # "Myself Priya, working as software tester in Infosys": a piece of an intro, the role without its article and
    # where (a town there is where the user works, not who for).
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:currently\s+|presently\s+|now\s+)?working\s+as\s+(?:an?\s+)?" + V + END_JOB,
        keyed("job", values.profession),
        requires=INTRO,
        excludes=SOMEONE_ELSES_ROLE,
    ),
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:currently\s+|presently\s+|now\s+)?working\s+as\s+(?:an?\s+)?[^,.;]+?\s+(?:in|with)\s+"
        r"(?!(?:year|grade|form|the\s+(?:morning|evening|day|night))\b)" + V + END,
        keyed("employer", values.capitalised_company),
        requires=INTRO,
        excludes=SOMEONE_ELSES_ROLE,
    ),
    # "I drive for Uber now", "I deliver for Deliveroo": gig work names the employer by what the user does.
    rule(
        r"\bi\s+(?:now\s+|also\s+|still\s+)?(?:drive|deliver|ride|cycle|write|cook|clean|freelance)\s+for\s+" + V + END,
        keyed("employer", values.named_company),
    ),
    # "I work with GTBank as a relationship manager": the employer before the role.
    rule(r"\bi\s+(?:now\s+)?work\s+with\s+" + V + r"(?=\s+as\s+an?\s)", keyed("employer", values.capitalised_company)),
    rule(
        r"\b(?:at|for)\s+(?P<v>[^\W\d_][\w&'-]*(?:\s+[^\W\d_][\w&'-]*){0,2}?)\s*,\s*where\s+(?:i'?m|i\s+am|im|i\s+work)\b",
        keyed("employer", values.capitalised_company),
    ),
    # "I work at an advertising agency as a designer", "I'm at a fintech startup": the sector of the firm worked for.
    rule(
        r"(?:\bi\s+(?:(?:now|currently|still|actually)\s+)?(?:work|'ve\s+worked|have\s+worked)|" + I_AM + r")"
        r"\s+(?:at|for|in|with)\s+an?\s+(?:(?:small|big|large|little|tiny|huge|local|global|new|young)\s+)?"
        r"(?P<v>[a-z-]+)\s+(?:company|firm|agency|startup|start-up|business|consultancy|multinational|group)\b",
        industry,
    ),
    rule(
        r"(?:\b(?:i'?ve|i\s+have)\s+|^\W*)been\s+in\s+" + V + r"\s+(?:my\s+(?:whole|entire)\s+(?:career|working\s+life)"
        r"|for\s+(?:\w+\s+){0,2}(?:years|yrs|decades|ages)|since)\b",
        industry,
    ),
    # "a backend dev at Shopify working remote from Halifax": where the user works from home is where they live.
    rule(
        r"\bwork(?:ing)?\s+(?:remote(?:ly)?|from\s+home)\s+(?:from|in|out\s+of)\s+" + V + END,
        keyed("home", values.capitalised_place),
        excludes=r"\b(?:he|she|they|my\s+(?:\w+\s+)?(?:wife|husband|partner|sister|brother|mum|dad|son|daughter))\b",
    ),
    # "I've been in Bristol for about six years now": a place the user has lived in for years is the home.
    rule(
        r"(?:\b(?:i'?ve|i\s+have|we'?ve|we\s+have)\s+|^\W*|(?<=,)\s*)been\s+(?:living\s+)?in\s+"
        + V
        # "…in Leeds with Tom, my husband, for ten years": whom with, between the place and how long
        + r"(?:\s+with\s+[^.;!?]{1,40}?,)?"
        + r"\s+(?:(?:for\s+(?:about\s+|almost\s+|nearly\s+|over\s+|around\s+|the\s+(?:past|last)\s+)?(?:a|an|\w+|\d+)"
        # "been in Bristol six years": "for" left out, a number then
        r"(?:\s+\w+)?|(?:about\s+|almost\s+|nearly\s+|over\s+|around\s+)?(?:a|an|\d+|a\s+few|a\s+couple\s+of|two|three"
        r"|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty))\s+(?:years?|yrs|decades?)"
        r"|since\s+(?:\d{4}|uni|university|college|school|i\s+was))\b",
        keyed("home", values.capitalised_place),
    ),
    # "been in Joburg for ages now": a known town only ("I've been in Tesco for ages" is a queue).
    rule(
        r"(?:\b(?:i'?ve|i\s+have|we'?ve|we\s+have)\s+|^\W*|(?<=,)\s*)been\s+(?:living\s+)?in\s+"
        + V
        + r"\s+for\s+(?:ages|yonks|donkey'?s\s+years|a\s+long\s+time|forever)\b",
        keyed("home", known_town),
    ),
    rule(
        r"(?:\bi(?:'ve|\s+have)?\s+|^\W*(?:just\s+|finally\s+)?)(?:quit|resigned\s+from|handed\s+in\s+my\s+notice\s+at"
        # "got made redundant from Boots", "I was let go by Aviva", "I've been laid off at the mill"
        r"|(?:got|was|been)\s+(?:just\s+)?(?:let\s+go|laid\s+off|made\s+redundant)\s+(?:from|by|at))\s+"
        + MY_JOB_AT
        + V
        + END,
        keyed("employer", values.named_company),
        retire=True,
        negative_form=True,
    ),
    # "hey i'm Dev, 27, software engineer at Shopify, based in Ottawa": a piece of an intro naming the role and where.
    rule(
        r"(?<=,)\s*(?P<j>[a-z][a-z -]{2,40}?)\s+(?:at|for)\s+" + V + END,
        _role_and_employer_in_a_piece,
        requires=r"^\W*(?:(?:hey|hi|hello|hiya|so|ok(?:ay)?)\W+)?(?:i'?m|i\s+am|im)\s+[a-z]+\s*,",
        excludes=SOMEONE_ELSES_ROLE,
    ),
    # "software engineer at Spotify, mostly backend stuff": the line opens with the role and where, no verb at all.
    rule(
        r"^\W*(?P<j>[a-z][a-z -]{2,40}?)\s+(?:at|for)\s+" + V + END,
        _role_and_employer_in_a_piece,
        excludes=SOMEONE_ELSES_ROLE
        + r"|\b(?:is|was|were|are|has|had|told|said|says|asked|called|gave|sent|will|would|can|could)\b",
    ),
    # "I've been a primary school teacher in Leeds for 12 years": a profession held for a while is the job.
    rule(
        r"(?:\bi'?ve|\bi\s+have)\s+been\s+an?\s+(?P<v>[a-z][a-z -]*?)\s+(?:in|at|for|since)\s+",
        keyed("job", values.profession),
        requires=r"\b(?:for\s+(?:about\s+|almost\s+|nearly\s+|over\s+)?(?:\d+|a|an|\w+)\s+(?:years?|yrs|months?|decades?)"
        r"|since\s+(?:\d{4}|uni|college|school))\b",
        excludes=r"\b(?:in\s+the\s+past|used\s+to|until|till|retired|back\s+then|years\s+ago)\b",
    ),
    # "left Deloitte last month so I'm between jobs": the employer left, when the line is about work.
    rule(
        r"(?:\bi\s+|^\W*|,\s*)(?:just\s+|finally\s+)?left\s+" + MY_JOB_AT + V + END,
        keyed("employer", values.named_company),
        retire=True,
        negative_form=True,
        requires=r"\b(?:between\s+jobs|(?:new|next|the|a)\s+job|jobless|unemployed|out\s+of\s+work|job\s*hunting"
        r"|started\s+(?:at|with)|hired|notice|redundan\w*|laid\s+off|boss|career|retired)\b|" + NOW_AT,
    ),
    # "left Woolies last month and started at Bunnings": the new employer, after the user's own leaving.
    rule(
        r"(?:\bi\s+|^\W*|,\s*)(?:just\s+|finally\s+)?(?:left|quit)\b[^.;!?]*?(?:,|\band\b|&)\s*(?:then\s+|now\s+|just\s+)?"
        r"(?:started|began)\s+(?:a\s+(?:new\s+)?job\s+|working\s+)?(?:at|with|for)\s+" + V + END,
        keyed("employer", values.named_company),
    ),
    # "I quit Aldi, now I'm at Lidl": where the user is now, after a job left.
    rule(
        NOW_AT + r"\s+" + V + END,
        keyed("employer", values.named_company),
        requires=r"\b(?:quit|left|resigned|handed\s+in\s+my\s+notice|laid\s+off|let\s+go|fired|sacked|made\s+redundant)\b",
        # "my sister left Google, now at Meta": someone else's move
        excludes=r"\b(?:(?:my|our|his|her|their)\s+[a-z]+|he|she|they)\s+(?:just\s+)?(?:quit|left|resigned)\b",
    ),
    # "I'm not a barista anymore as of Friday", "I'm no longer a paralegal": a role the user has given up, when it is a
    # profession ("I'm no longer a fan" is none); "I'm not a nurse" alone denies, and retires nothing.
    rule(
        # "Not a teacher any more", "no longer a nurse, retired in May": the subject left out, as in a text
        r"(?:" + I_AM + r"\s+|^\W*)(?:not\s+an?\s+(?P<v>[a-z]+(?:\s+[a-z]+){0,2}?)(?=\s+(?:anymore|any\s+more)\b)"
        r"|no\s+longer\s+an?\s+(?P<w>[a-z]+(?:\s+[a-z]+){0,2}?)(?:" + END_JOB + r"|(?=\s*[—–])))",
        _profession_given_up,
        retire=True,
        negative_form=True,
    ),
    rule(
        # "I stopped freelancing as a photographer": the role the user no longer works as
        r"(?:\bi\s+|^\W*|,\s*)(?:quit|gave\s+up|packed\s+in|stopped)\s+(?:(?:being|(?:working|freelancing)\s+as)\s+an?\s+"
        + V
        + END_JOB
        + r"|(?:the|my)\s+(?P<w>[a-z]+(?:\s+[a-z]+)?)\s+(?:work|job|gig)\b)",
        _role_given_up,
        retire=True,
        negative_form=True,
    ),
    rule(
        r"\b(?:(?:i|we)\s+)?moved\s+(?:out\s+of|away\s+from)\s+" + V + END,
        keyed("home", values.capitalised_place),
        retire=True,
        negative_form=True,
    ),
    rule(r"\bwe\s+left\s+" + V + END, keyed("home", values.capitalised_place), retire=True, negative_form=True),
    rule(
        r"\bi\s+"
        + NEG
        # "I actually work at…", "I currently work for…": how true or how current it is, between the user and the verb
        + r"(?:(?:now|dey|actually|currently|also|still|really)\s+){0,2}(?:work|'ve\s+worked|have\s+worked)"
        + SHIFT
        + r"\s+(?:at|for|in)\s+"
        + WORKPLACE
        + END,
        work_place,
    ),
    # "I am working in Infosys as a senior test engineer", "I'm currently working at Ocado": the workplace said with the
    # verb in its progressive form.
    rule(
        I_AM
        + r"\s+(?:(?:now|currently|presently|still|actually)\s+){0,2}working"
        + SHIFT
        + r"\s+(?:at|for|in)\s+"
        + WORKPLACE
        + END,
        work_place,
        excludes=SOMEONE_ELSES_ROLE,
    ),
    # "now I'm doing admin at Pick n Pay", "I'm working as a picker for Amazon": the job and where it is done.
    # "I am working as QA lead in Wipro": the article left out and the company after "in", as Indian English has it (a
    # town after "in" is where, no employer).
    rule(
        # "…while working as an audit junior at Mazars": the role held beside what the user is doing
        r"(?:" + I_AM + r"|^\W*|(?<=\s)while)\s*(?:now\s+|currently\s+|presently\s+|also\s+)?"
        r"(?:doing|working(?:\s+as)?)"
        r"\s+(?:an?\s+)?"
        r"(?P<j>[a-z][a-z -]{1,30}?)(?:\s+(?:work|stuff|jobs?))?" + SHIFT + r"\s+(?:at|for|with|in)\s+" + V + END,
        _job_where_it_is_done,
        excludes=SOMEONE_ELSES_ROLE,
    ),
    # "I've just been made head of department at Craigmount High", "I got promoted to team lead": a role the user was
    # given is the job now, and the workplace named with it the employer ("made redundant" is no role).
    rule(
        r"(?:\b(?:i'?ve|i\s+have)\s+(?:just\s+|finally\s+|recently\s+|now\s+|officially\s+)?(?:been|got|gotten)"
        r"|\bi\s+(?:just\s+|finally\s+|recently\s+)?(?:was|got)|^\W*(?:just\s+|finally\s+)?(?:been|got))"
        r"\s+(?:made|promoted\s+to|appointed(?:\s+as)?)\s+(?:the\s+|an?\s+)?(?P<j>[a-z][\w'-]*(?:\s+[\w'-]+){0,3}?)"
        r"(?:\s+(?:at|for|with)\s+" + V + r")?" + END_JOB,
        _role_and_any_employer("j", "v"),
        excludes=SOMEONE_ELSES_ROLE,
    ),
    rule(r"\bi'?ve\s+worked\s+(?:at|for)\s+" + V + END, work_place),
    rule(r"\bi\s+(?:work|'ve\s+worked|have\s+worked)\s+in\s+(?P<v>the\s+[a-z]+)\s+(?:sector|industry)\b", industry),
    rule(
        r"(?:\b(?:i'?ve|i\s+have)\s+|^\W*)been\s+(?:working\s+)?at\s+"
        + V
        + r"(?=\s+(?:(?:for\s+)?"
        + DURATION
        + r"|since\s+(?:\d{4}|uni|university|college|school))\b)",
        keyed("employer", values.capitalised_company),
    ),
    # "I've been with Asda five years as a shelf stacker", "done six years at Boots as a pharmacist": the employer
    # held for a while, when the role after it is a profession ("been with Dave ten years" is no job).
    *(
        rule(
            r"(?:\b(?:i'?ve|i\s+have)\s+|^\W*)" + held + r"\s+(?P<c>as)\s+(?:an?\s+)?(?P<j>[^,.;]+?)" + END_JOB,
            employer_held_for_a_while,
        )
        for held in (
            r"been\s+(?:working\s+)?(?:at|with|for)\s+" + V + r"\s+(?:for\s+)?" + DURATION,
            r"(?:done|spent|put\s+in)\s+" + DURATION + r"\s+(?:at|with|for)\s+" + V,
        )
    ),
    rule(I_AM + r"\s+at\s+" + V + r"\s+now\b", keyed("employer", values.company)),
    rule(
        r"(?:\bi|^\W*)(?:\s*work|\s+dey\s+work|'ve\s+worked|\s+have\s+worked|'ve\s+been\s+working|\s+have\s+been\s+working)"
        r"(?:\s+(?:nights|days|weekends|part[\s-]time|full[\s-]time))?\s+as\s+(?:an?\s+)?" + V + END_JOB,
        keyed("job", values.job),
    ),
    # "I live in Ullapool and work as a deckhand": the subject dropped after "and".
    rule(r"\band\s+(?:now\s+|also\s+)?work\s+as\s+(?:an?\s+)?" + V + END_JOB, of_the_user(keyed("job", values.job))),
    # "being the only accountant in the office is no joke": the user's role, told by being the only one.
    rule(
        r"\b(?:being|i'?m|i\s+am|im|as)\s+the\s+(?:only|sole|one\s+and\s+only)\s+"
        + V
        + r"(?=\s+(?:in|at|on|for)\s+(?:the|our|my|this)\s+(?:office|team|company|firm|department|practice|school"
        r"|ward|shop|building|site|clinic|hospital|unit|branch|station|crew|place)\b)",
        keyed("job", values.profession),
    ),
    rule(
        I_AM + r"\s+an?\s+(?:single\s+|working\s+|stay[\s-]at[\s-]home\s+)?(?:mum|mom|dad|parent|mother|father)"
        r"\s+(?:of|with|to)\s+"
        r"(?P<v>(?:two|three|four|five|six|\d)\s+(?:kids|children|boys|girls|little\s+ones))\b",
        keyed("children", values.clean),
    ),
    # "I'm also a cab driver on Sundays", "I'm still a postman for Royal Mail", "a carer doing nights": a role held
    # beside another or still held, ending where how the user works it starts.
    rule(
        I_AM
        + r"\s+(?:(?:also|still|currently|now)\s+)?(?:an?|the)\s+"
        + V
        + r"(?:"
        + END_JOB
        + "|"
        + DOING_SHIFTS
        + r")",
        keyed("job", values.profession),
    ),
    rule(I_AM + r"\s+\d{2}\s*,\s*an?\s+" + V + END_JOB, keyed("job", values.profession)),
    # "I'm a sparky up in Townsville": the town the user's role is "up in" is where they live.
    rule(
        I_AM + r"\s+an?\s+[^,.;]{1,30}?\s+(?:up|down|out|over)\s+(?:in|on)\s+" + V + END,
        keyed("home", known_town),
        inferred=True,
    ),
    # "I was a teacher for 20 yrs", "I'm no longer a nurse": a role the user has left.
    # A past role alone ("I was a postman for 30 years, those days are long gone") is history, not a change:
    # nothing to retire.
    rule(
        r"\bi\s+was\s+an?\s+" + V + r"(?=\s+for\s+(?:\w+\s+){0,2}(?:years?|yrs|decades?|ages)\b)",
        keyed("job", values.profession),
        retire=True,
        negative_form=True,
        requires=NOW_A_NEW_ROLE,
    ),
    rule(r"\bas\s+an?\s+" + V + END_JOB, of_the_user(keyed("job", values.profession)), inferred=True),
    rule(r"\bi\s+run\s+the\s+(?P<v>[a-z]+)\s+team\b", _team_lead),
    rule(
        r"\bi\s+(?P<v>(?!(?:do|did)\s+(?:it|this|that|what)\b)[a-z]+(?:\s+[a-z]+){0,3}?)\s+for\s+a\s+living\b",
        occupation,
    ),
    rule(I_AM + r"\s+an?\s+(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+by\s+(?:trade|profession)\b", occupation),
    rule(
        r"(?:^|(?<=,))\s*(?:an?\s+)?(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+by\s+(?:trade|profession)\b", of_the_user(occupation)
    ),
    rule(r"\b(?:i|we)\b[^.,;]{0,24}?\bteam\s+of\s+(?P<v>\d{1,4})\b", keyed("team size", values.number)),
    rule(
        r"\bthere\s+are\s+(?P<v>\d{1,4})\s+of\s+us\s+(?:on|in)\s+(?:the|my|our)\s+team\b",
        keyed("team size", values.number),
    ),
    rule(r"\bwe'?re\s+(?P<v>\d{1,4})\s+now\b", keyed("team size", values.number), requires=r"\bteam\b"),
    rule(
        r"\b(?:our|my)\s+(?:whole\s+)?team\b[^.;]{0,30}?\b(?P<v>\d{1,4})\s+people\b",
        keyed("team size", values.number),
        inferred=True,
    ),
    # Budget, currency, brand, payment, delivery, contact, answers, marketing, colour.
    rule(r"\bi\s+don'?t\s+have\s+a\s+budget\b", fixed("budget", ""), retire=True, negative_form=True),
    rule(
        r"\bmy\s+budget(?:'s|\s+is|\s+na)\s+(?:now\s+)?(?:about\s+|around\s+|roughly\s+|at\s+most\s+|up\s+to\s+)?"
        + AMOUNT,
        budget(values.amount),
    ),
    rule(r"\bi\s+have\s+a\s+budget\s+of\s+" + AMOUNT, budget(values.amount)),
    # "looking for a laptop, max 500 quid": the most the user will pay for what they are after.
    rule(
        r"(?:^\W*|[,;:]\s*)(?:max|maximum|tops|no\s+more\s+than)\s+" + AMOUNT,
        budget(values.amount),
        requires=r"\b(?:looking\s+for|i\s+need|i\s+want|i'?m\s+after|shopping\s+for)\b",
    ),
    # "Spending cap for the gift is 100 euros", "my price limit is $60": a ceiling on spending named otherwise.
    rule(
        r"(?:^\W*|[,;:]\s*|\b(?:my|our|the)\s+)(?:spending|price)\s+(?:cap|limit|ceiling)(?:\s+(?:for|on)\s+[^,.;:]{1,40}?)?"
        r"(?:'s|\s+is|\s*[:=])\s*(?:about\s+|around\s+|roughly\s+|up\s+to\s+)?" + AMOUNT,
        budget(values.amount),
    ),
    # "Budget for the new phone is ₹40,000 max", ", budget is around $3000": a budget however introduced.
    rule(
        r"(?:^\W*|[,;:]\s*|\b(?:my|our|the)\s+)(?:total\s+|max(?:imum)?\s+)?budget(?:\s+(?:for|on)\s+[^,.;:]{1,40}?)?"
        r"(?:'s|\s+is|\s+na|\s*[:=])\s*(?:now\s+)?(?:about\s+|around\s+|roughly\s+|at\s+most\s+|up\s+to\s+|max\s+|~\s*)?"
        + AMOUNT,
        budget(values.amount),
    ),
    # "need a sofa bed that seats three, budget £900", "Budget ₹30,000 — which phone?": a budget named with no verb, at
    # the start or after a comma; never "a budget $500 laptop" or no money ("budget 2 nights").
    rule(
        r"(?:^\W*|[,;:]\s*)(?:total\s+|max(?:imum)?\s+)?budget\s+(?:about\s+|around\s+|roughly\s+|max\s+|~\s*)?"
        + AMOUNT,
        budget(priced),
        excludes=r"\b(?:his|her|their|your|if)\b",
    ),
    rule(
        r"\bi(?:\s+never|\s+don'?t|\s+do\s+not|'d\s+rather\s+not|\s+would\s+rather\s+not|\s+can'?t|\s+cannot|\s+won'?t)"
        r"(?:\s+(?:want|like|plan)\s+to|\s+wanna)?\s+spend\s+(?:more\s+than|over|above)\s+" + AMOUNT,
        budget(values.amount),
        negative_form=True,
        one_off_gated=True,
    ),
    rule(
        r"(?:\bi|" + I_AM_AND + r")\s+(?:can|could|want\s+to|'d\s+like\s+to|am\s+happy\s+to|'m\s+happy\s+to)"
        r"\s+(?:only\s+)?spend\s+"
        r"(?:up\s+to|at\s+most|a\s+maximum\s+of|no\s+more\s+than|around|about)\s+" + AMOUNT,
        budget(values.amount),
        one_off_gated=True,
    ),
    # "I can stretch to 800 pounds for the sofa", "I can go up to $300": the most the user can pay, said as how far
    # they can go; never what something else can reach ("the price can go up to…").
    rule(
        r"\bi\s+(?:can|could)\s+(?:probably\s+|maybe\s+|just\s+|only\s+)?(?:stretch\s+(?:up\s+)?to|go\s+(?:up\s+to|as\s+high\s+as))\s+"
        r"(?:about\s+|around\s+|roughly\s+)?" + AMOUNT,
        budget(priced),  # "I can go up to 3 stops" is no money
        one_off_gated=True,
    ),
    rule(r"\bmy\s+(?:max|limit|maximum)\s+is\s+" + AMOUNT, budget(values.amount)),
    # "I've got 500 quid max", "can spend 2 grand tops": an amount and its ceiling.
    rule(
        r"(?:\b(?:i'?ve\s+got|i\s+have|i\s+can\s+spend)|(?:^\W*|(?<=,)\s*)(?:got|can\s+spend))\s+"
        r"(?:about\s+|around\s+|like\s+|up\s+to\s+)?"
        + AMOUNT
        + r"\s+(?:max(?:imum)?|tops|at\s+most|at\s+the\s+most)\b",
        budget(values.amount),
        one_off_gated=True,
    ),
    # "I've got 100,000 naira to spend", "I'm 6ft 1 and have about 900 quid for it": money the user has to spend, or
    # has in a line about buying something; never money owed, left over or spent.
    rule(USER_HAS + AMOUNT + r"\s+to\s+(?:spend|play\s+with)\b", budget(priced), one_off_gated=True),
    rule(
        USER_HAS + AMOUNT + r"(?=\s*(?:$|[,.;!?—–](?!\d))|\s+(?:for|on)\s+(?:it|this|that|one|the|a|an|my)\b)",
        budget(priced),
        one_off_gated=True,
        requires=r"\b(?:looking\s+(?:at|for)|i\s+need|i\s+want|i'?m\s+after|shopping\s+for|buy|buying|gift|present)\b",
        excludes=r"\b(?:owe|owed|left|spent|paid|lost|won|debt|overdraft|saved\s+up\s+for\s+(?:his|her|their))\b",
    ),
    # "I've got about 200 quid for a new bike, no more": an amount the user has, closed by "no more".
    rule(
        r"\b(?:i'?ve\s+got|i\s+have|i\s+got|we'?ve\s+got|we\s+have)\s+(?:about\s+|around\s+|like\s+|roughly\s+)?"
        + AMOUNT
        + r"(?:\s+(?:for|on|to\s+spend)\b[^,.;]{0,30}?)?\s*,?\s+(?:and\s+)?"
        r"(?:no\s+more|not\s+a\s+(?:penny|cent)\s+more)\b",
        budget(priced),
        one_off_gated=True,
    ),
    # "the present for my mum can't be more than £60": the most what the user is buying may cost.
    rule(
        r"\b(?:the|my)\s+[a-z]+(?:\s+[a-z]+){0,4}?\s+(?:can'?t|cannot|mustn'?t|shouldn'?t)\s+(?:be\s+more\s+than|cost\s+more\s+than"
        r"|go\s+over|go\s+above|be\s+over|exceed)\s+" + AMOUNT,
        budget(priced),
        negative_form=True,
        excludes=r"\b(?:his|her|their|your|said|says|told)\b",
    ),
    # "need merch ideas under $50", "looking for trainers under £80": a ceiling on what the user is after.
    rule(
        r"\b(?:under|below|less\s+than|no\s+more\s+than)\s+"
        + AMOUNT
        + r"(?!\s*(?:an?\s+)?(?:hour|month|week|year|night|day)\b)",
        budget(priced),
        one_off_gated=True,
        # "show me models under 100 euros": a search of the moment, not the user's budget
        excludes=r"\b(?:paid|got|bought|cost|costs|costing|sold|earn\w*|salary|rent|spent|was|were|is|are|it'?s|price)\b"
        r"|\b(?:show|find|give|list|send|get)\s+(?:me|us)\b|^\W*(?:show|find|list|search|compare|recommend|suggest)\b",
    ),
    # "something for my mum, around £40 max", "a gift about 60 bucks tops": an amount and its ceiling, no verb.
    rule(
        r"(?:\b(?:something|anything|one|gift|present|ideas?)\s+(?:for\s+|of\s+)?|^\W*|(?<=,)\s*)"
        r"(?:about\s+|around\s+|like\s+|up\s+to\s+|roughly\s+)?"
        + AMOUNT
        + r"\s+(?:max(?:imum)?|tops|at\s+most|at\s+the\s+most)\b",
        budget(priced),
        one_off_gated=True,
    ),
    rule(
        r"(?:\bi\s+|^\W*)(?:can'?t|cannot|won'?t|don'?t\s+want\s+to)\s+(?:go|spend|pay)\s+(?:above|over|beyond|more\s+than)\s+"
        + AMOUNT,
        budget(values.amount),
        negative_form=True,
        one_off_gated=True,
    ),
    rule(
        r"\bprices?\s+in\s+(?P<v>us\s+dollars|[a-z]+)",
        coded("currency", lexicon.CURRENCIES),
        needs_standing=True,
        one_off_gated=True,
    ),
    rule(r"\bi\s+(?:prefer|love|like)\s+(?:the\s+brand\s+)?" + V + END, preferred_brand_or_tool),
    rule(r"\bi\s+switched\s+to\s+(?:the\s+brand\s+)?" + V + END, brand_or_tool),
    rule(I_AM + r"\s+an?\s+" + V + r"\s+(?:guy|girl|person|fan|woman|man)\b", keyed("brand", values.brand)),
    rule(r"\bi\s+always\s+buy\s+" + V + END, keyed("brand", values.brand)),
    rule(r"(?:^|[,.]\s*)(?P<v>[\w' -]+?)\s+is\s+my\s+favou?rite\s+brand\b", keyed("brand", values.brand)),
    rule(
        # "I'll pay with PayPal": the way the user will pay is theirs too
        r"\bi(?:'ll|\s+will)?\s+(?:always\s+|usually\s+)?pay\s+"
        r"(?:for\s+(?:pretty\s+much\s+|nearly\s+|almost\s+)?(?:everything|most\s+things|all|most)"
        r"(?:\s+these\s+days)?\s+)?(?:with|by|in|via|through)\s+" + V + END,
        mapped("payment", lexicon.PAYMENTS),
        one_off_gated=True,
    ),
    # "Everything I buy goes on my Amex", "it all goes on Google Pay": where the user's spending goes is how they pay.
    rule(
        r"\b(?:everything|it\s+all|all\s+of\s+it)\s+(?:i\s+(?:buy|spend|pay\s+for)\s+)?(?:always\s+)?goes\s+on\s+(?:my\s+)?"
        + V
        + END,
        mapped("payment", lexicon.PAYMENTS),
        one_off_gated=True,
    ),
    # "Apple Pay is how I always pay", "cash is what I pay with": the way to pay put first.
    rule(
        r"(?:^|[,.;:]\s*)(?P<v>[\w' -]+?)\s+is\s+(?:how|what)\s+(?:i|we)\s+"
        r"(?:always\s+|usually\s+|normally\s+|mostly\s+)?pay\b",
        mapped("payment", lexicon.PAYMENTS),
        one_off_gated=True,
    ),
    # "I'd rather pay by card than cash": the way to pay ends where its comparison starts.
    rule(
        r"\bi\s+(?:\w+ly\s+|always\s+|still\s+)?prefer\s+(?:paying|to\s+pay)\s+(?:with|by|via|in)\s+" + V + END_PREF,
        keyed("payment", values.payment_method),
        one_off_gated=True,
    ),
    rule(
        r"\bi'?d\s+(?:much\s+|really\s+|always\s+)?rather\s+pay\s+(?:with|by|via|in)\s+" + V + END_PREF,
        keyed("payment", values.payment_method),
        one_off_gated=True,
    ),
    rule(
        r"\bi'?d\s+rather\s+pick\s+(?:it\s+)?up\b|\bi\s+prefer\s+(?:to\s+)?pick(?:ing)?\s+(?:it\s+)?up\b",
        fixed("delivery", "pickup"),
    ),
    # "Tea over coffee every time", "Mountains over beaches for me, always": the first of two things preferred, said
    # with a word that makes it the user's for good; never "over" as a place or a time ("over the road", "over Easter").
    rule(
        r"(?:^\W*|[,;:]\s*|\b(?:and|but|so)\s+)(?P<v>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+over\s+"
        r"(?!(?:the|a|an|my|our|your|his|her|it|there|here|for|to|with|and|again|now|then|christmas|easter|summer|winter)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?"
        r"\s*,?\s+(?:every\s+(?:time|day)|any\s+day|for\s+me|always|all\s+day)\b",
        keyed("preference", values.clean),
    ),
    # "always book me a window seat pls": the seat the user always takes.
    rule(
        r"\b(?:always|every\s+time)\b[^.;!?]*?\b(?:book|get|give|reserve|want|ask\s+for|choose|pick|take|sit\s+in)\s+"
        r"(?:me\s+|us\s+)?(?:a\s+|the\s+)?(?P<v>(?:window|aisle)\s+seat)\b",
        keyed("preference", values.clean),
    ),
    # "I always order the veggie burger", "I always go for the earliest flight I can get": what the user always orders,
    # books or asks for, with what it comes with, up to a reason, a clause of its own or who it is for.
    rule(
        r"\b(?:i|we)\s+(?:always|usually|normally)\s+(?:order|book|ask\s+for|go\s+for|choose|pick|request)\s+"
        r"(?P<v>(?!(?:it|them|for|from|with|to|in|on|at|when|if|because)\b)[a-z][^,.;:!?¿¡()\n\"]*?)"
        r"(?=\s*(?:$|[,.;:!?¿¡()\n\"]|\s+(?:because|but|and|though|when|if|so|for\s+(?:me|us|my|the)|i|we|you|that|which)\b))",
        standing_choice,
        one_off_gated=True,
    ),
    # "please leave parcels with my neighbour at number 12": where a delivery is left when the user is out.
    rule(
        r"\bleave\s+(?:it|them|the\s+parcels?|parcels?|packages?|deliveries|my\s+(?:parcels?|packages?|deliveries))\s+"
        r"(?P<v>(?:with|at|in|behind|by|on)\s+(?:my|the)\s+(?:next[\s-]door\s+|(?:(?:green|blue|black|grey|gray|big|old"
        r"|wooden|recycling|parcel|storage)\s+){1,2})?(?:neighbou?rs?|porch|back\s+door"
        r"|front\s+door|reception|concierge|shed|garage|doorstep|gate|letterbox|mailbox|bin|box|shoe\s+rack|planter)"
        # "…with the neighbour at number 12", "…with the neighbours across the road", "…in the green bin by the gate":
        # which one, kept whole
        r"(?:\s+(?:at|in)\s+(?:number|no\.?|#)\s*\d{1,4}[a-z]?|\s+next\s+door|\s+opposite|\s+downstairs|\s+upstairs"
        r"|\s+across\s+the\s+(?:road|street|hall)"
        r"|\s+(?:by|behind|next\s+to|beside)\s+the\s+(?:gate|door|front\s+door|back\s+door|garage|shed|steps|bins?))?)(?!\w)",
        keyed("preference", values.clean),
        requires=r"\b(?:parcels?|packages?|deliver\w*|orders?|i'?m\s+not\s+(?:in|home|there)|i'?m\s+out)\b",
    ),
    rule(
        r"\bdeliver(?:y|ies)\s+in\s+the\s+(?P<v>morning|afternoon|evening|night)s?\s+(?:works?|are|is)\s+best",
        coded("delivery", DAYPART),
    ),
    rule(
        r"\b(?:i'?d\s+rather\s+be|i\s+(?:\w+ly\s+)?prefer\s+(?:being|to\s+be))\s+(?:contacted|reached|called|texted)"
        r"\s+(?:by|on|via)\s+" + V + END,
        mapped("contact channel", lexicon.CHANNELS),
        one_off_gated=True,
    ),
    rule(
        r"\b(?:text|message|contact|reach)\s+me\s+(?:on|by|via)\s+(?P<v>whatsapp|email|e-mail|sms|telegram|phone)\b",
        mapped("contact channel", lexicon.CHANNELS),
        one_off_gated=True,
    ),
    # "WhatsApp is the best way to reach me"
    rule(
        r"\b(?P<v>email|whatsapp|phone|sms|telegram|signal|text)\s+is\s+(?:best|the\s+(?:best|easiest|quickest|fastest)"
        r"\s+way\s+to\s+(?:reach|contact|get\s+hold\s+of|get\s+in\s+touch\s+with)\s+me)\b",
        mapped("contact channel", lexicon.CHANNELS),
    ),
    # "send the meal plan to my whatsapp, I never check my email": where to send it, beside a channel not checked.
    rule(
        r"^\W*(?:(?:just|only|pls|please)\s+)?(?:send|forward)\s+(?:it|them|this|that|(?:the|my)\s+[a-z]+(?:\s+[a-z]+)?)\s+"
        r"(?:to\s+my|to\s+me\s+on|on|by|via|over)\s+(?P<v>whatsapp|text|sms|email|e-mail|telegram|signal)\b",
        mapped("contact channel", lexicon.CHANNELS),
        requires=NOT_CHECKED,
    ),
    # "just whatsapp me, I barely check email": a channel asked for beside one the user does not check.
    rule(
        r"^\W*(?:just\s+|only\s+|pls\s+|please\s+|best\s+to\s+)?(?P<v>whatsapp|text|email|e-mail|call|phone|telegram)"
        r"\s+me\b(?!\s+(?:the|a|an|it|this|that|these|those|your|some|any|back|later|tomorrow|when)\b)",
        mapped("contact channel", lexicon.CHANNELS),
        requires=NOT_CHECKED,
        one_off_gated=True,
    ),
    # "hmu on insta", "just dm me on IG": the channel in the user's word, asked for by the user.
    rule(
        r"(?:^\W*|[,;:!]\s*|\b(?:just|pls|please|plz|so|or|and|then|best\s+to|easiest\s+to|feel\s+free\s+to)\s+)"
        r"(?:hmu|hit\s+me\s+up|dm\s+me|pm\s+me|msg\s+me|message\s+me|text\s+me|ping\s+me|reach\s+me|contact\s+me"
        r"|add\s+me|drop\s+me\s+a\s+(?:line|message|msg|text|dm|note))\s+(?:on|by|via|over|through)\s+(?:the\s+)?"
        + CHANNEL,
        mapped("contact channel", lexicon.CHANNELS),
        one_off_gated=True,
    ),
    rule(
        r"(?:^\W*|\b(?:just|please|pls|always)\s+)(?P<v>email|e-mail|text|whatsapp|call|phone)\s+me\s+(?:rather\s+than|instead\s+of"
        r"|(?:on|by|via)\s+\w+\s+(?:rather\s+than|instead\s+of))\b",
        mapped("contact channel", lexicon.CHANNELS),
        one_off_gated=True,
    ),
    rule(
        # "I'd rather you email me", "I'd prefer it if you texted me", "it's best to email me"
        r"(?:(?:\bi(?:'?d|\s+would)\s+(?:rather|prefer\s+(?:it\s+)?if|prefer\s+that)|\bi\s+prefer\s+(?:it\s+)?(?:if|when|that))"
        r"\s+you\s+(?P<v>email|e-mail|text|call|phone|whatsapp|message)(?:ed|d)?\s+me\b"
        r"|\b(?:it'?s|its|it\s+is)\s+(?:best|easiest)\s+to\s+(?P<w>email|e-mail|text|call|phone|whatsapp|message)\s+me\b)"
        # "I'd rather you email me the invoice": what to send, an errand; "…texted me on WhatsApp": the channel is after
        r"(?!\s+(?:the|a|an|it|this|that|these|those|my|your|some|any|on|by|via|over|through)\b)",
        lambda match, original: ("contact channel", span(match, original) or span(match, original, "w")),
        one_off_gated=True,
    ),
    rule(
        r"\bi'?d\s+rather\s+you\s+(?:texted|called|emailed|contacted|messaged|reached)\s+me\s+(?:on|by|via)\s+"
        + V
        + END,
        mapped("contact channel", lexicon.CHANNELS),
    ),
    rule(
        r"\bi\s+(?:dey\s+)?work\s+(?:at|for)\s+[^,.;]+?\s+(?:as|como)\s+(?:an?\s+)?" + V + END_JOB,
        keyed("job", values.job),
    ),
    # "I'm freelance now as a copywriter", "note my new job title: head of data".
    rule(
        r"\b(?:i'?m|i\s+am|im|i\s+work)\s+(?:now\s+)?(?:freelance|freelancing|self-employed|independent)\s+(?:now\s+)?as\s+(?:an?\s+)?"
        + V
        + END_JOB,
        keyed("job", values.job),
    ),
    rule(
        r"\bmy\s+(?:new\s+)?(?:job\s+)?title(?:'s|\s+is|\s*,|\s*:)\s*(?:now\s+)?(?:an?\s+)?" + V + END_JOB,
        keyed("job", values.profession),
    ),
    rule(
        r"\b(?P<v>email|whatsapp|sms|phone)\s+instead\b",
        mapped("contact channel", lexicon.CHANNELS),
        requires=r"\bcall|\bwhatsapp|\bemail|\btext|\bcontact",
    ),
    rule(
        # the assistant's answers, never how the user or someone else writes ("even when I write in Hindi")
        r"(?<!\bi\s)(?<!\bwe\s)(?<!\bhe\s)(?<!\bshe\s)(?<!\bthey\s)(?<!\bi\salways\s)(?<!\bi\susually\s)(?<!\bi\snormally\s)"
        r"\b(?:answer|reply|respond|write|talk|speak)(?:\s+to\s+me)?\b"
        r"[^.]*?\bin\s+(?P<v>english|spanish|portuguese|french)",
        coded("response language", lexicon.LANGUAGES),
        needs_standing=True,
        one_off_gated=True,
    ),
    # "Reply in French please, I'm trying to learn it", "answer me in English, my Welsh spelling's rubbish": the answer
    # language asked for with a reason that lasts (practice, a language the user is weak in, one spoken at home);
    # never a one-off ("Reply in Spanish today, I need to forward it") nor a text written in it for someone.
    rule(
        r"(?:^\W*|(?<=,)\s*|\b(?:but|and|so)\s+)(?:(?:please|pls|kindly|just)\s+)?(?:(?:can|could|would)\s+you\s+"
        r"(?:please\s+)?)?(?:answer|reply|respond)(?:\s+(?:to\s+)?me)?(?:\s+back)?(?:\s+(?:please|pls|only))?\s+in\s+(?P<v>"
        + ANSWER_LANGUAGE
        + r")\b(?!\s+(?:to|for)\s+(?!me\b))",
        coded("response language", lexicon.LANGUAGES),
        one_off_gated=True,
        requires=LASTING_REASON,
    ),
    # "French answers are fine", "Spanish replies are best": the language of the answers in general.
    rule(
        r"(?:^\W*|[,;]\s*)(?P<v>" + ANSWER_LANGUAGE + r")\s+(?:answers|replies|responses)\s+(?:are|is)\s+"
        r"(?:(?:just|totally|perfectly|absolutely)\s+)?(?:fine|ok|okay|good|great|best|better|preferred|easier)\b",
        coded("response language", lexicon.LANGUAGES),
        one_off_gated=True,
        excludes=r"\bthis\s+(?:one|question|bit|part|email|letter)\b",
    ),
    # "Switch to Spanish for all your answers from now on": the assistant's language changed for good.
    rule(
        r"(?:^\W*|\b(?:please|you|and)\s+)(?:switch|change|move)\s+(?:over\s+)?to\s+(?P<v>english|spanish|portuguese|french)\b",
        coded("response language", lexicon.LANGUAGES),
        needs_standing=True,
        one_off_gated=True,
        requires=r"\b(?:answers?|replies|reply|responses?|respond|talk|write|speak|chat)\b",
    ),
    rule(
        r"\bi\s+(?:prefer|like|want)\s+(?:short|brief|concise|direct)\s+(?:answers|replies|responses)\b",
        fixed("response style", "brief"),
    ),
    rule(r"\bkeep\s+it\s+(?:short|brief)\b", fixed("response style", "brief"), needs_standing=True),
    rule(
        r"\bi\s+prefer\s+(?:detailed|long|thorough|in-depth)\s+(?:explanations|answers|replies)\b",
        fixed("response style", "detailed"),
    ),
    rule(r"\buse\s+bullet[\s-]*points\b", fixed("response style", "bullets"), needs_standing=True),
    rule(r"\b(?:never|don'?t)\s+use\s+emojis\b", fixed("response style", "no emojis"), negative_form=True),
    rule(r"\baddress\s+me\s+by\s+my\s+first\s+name\b", fixed("response style", "informal")),
    rule(r"\bbe\s+formal\s+with\s+me\b", fixed("response style", "formal")),
    # "going forward keep it formal", "from now on be more casual": the tone of every answer, with a standing word
    rule(
        r"(?:^\W*|[,;:—–]\s*|\b(?:so|please|pls|and|just|on|forward|always))\s*(?:please\s+|always\s+|just\s+)?"
        r"(?:keep\s+(?:it|things|your\s+(?:answers|replies|tone))|be|stay)\s+(?:more\s+|a\s+bit\s+more\s+)?"
        r"(?P<v>formal|informal|casual)\b(?!\s+(?:with|to|for)\s+(?!me\b))",
        lambda match, original: ("response style", "formal" if match.group("v") == "formal" else "informal"),
        needs_standing=True,
        one_off_gated=True,
    ),
    rule(
        r"\bi\s+don'?t\s+want\s+(?:any\s+)?(?:marketing|promotional)\s+e-?mails\b",
        fixed("marketing", "no"),
        negative_form=True,
    ),
    rule(
        r"\bstop\s+sending\s+me\s+(?:newsletters?|marketing|promos|promotions)\b",
        fixed("marketing", "no"),
        negative_form=True,
    ),
    rule(
        r"(?:\b(?:my|our)\s+|^\W*|(?<=,)\s*)(?:all[\s-]time\s+|absolute\s+)?(?:favou?rite|fave?|go-to|go\s+to)\s+"
        r"(?P<n>[a-z]+(?:\s+[a-z]+)?)(?:\s+(?:of\s+all\s+time|ever|in\s+the\s+(?:whole\s+)?world|on\s+earth))?"
        # "my favourite sport to watch is cricket": what the user does with it, between the kind and the verb
        r"(?:\s+to\s+(?:watch|play|read|eat|cook|listen\s+to|visit|wear|drink|sing|make|order))?"
        r"(?:'s|\s+(?:is|are|has\s+to\s+be|would\s+be|has\s+always\s+been))\s+" + V + END,
        favourite,
    ),
    # "my happy place is the Lake District": the place the user loves most.
    rule(
        r"\b(?:my|our)\s+happy\s+place(?:\s+in\s+the\s+(?:whole\s+)?world|\s+on\s+earth)?"
        r"(?:'s|\s+(?:is|has\s+always\s+been|will\s+always\s+be))\s+" + V + END,
        keyed("favourite place", values.favourite),
    ),
    # "…, because burnt orange is my favorite color and…": also as the reason given for something else, the thing
    # named after the word of reason
    rule(
        THING_FIRST
        + UNTIL_A_REASON
        + r"(?:\s+(?:is|are|has\s+always\s+been)|'s)\s+(?:definitely\s+)?my\s+(?:all[\s-]time\s+)?favou?rite\s+"
        r"(?P<n>[a-z]+(?:\s+[a-z]+)?)" + END,
        favourite,
    ),
    # "… and my favourite film, The Godfather": a second favourite, its verb left out.
    rule(
        r"\band\s+(?:my|our)\s+(?:all[\s-]time\s+)?(?:favou?rite|fave?)\s+(?P<n>[a-z]+(?:\s+[a-z]+)?)\s*,\s*"
        + V
        + LISTED_FAVOURITE_ENDS,
        favourite_listed,
    ),
    # "westerns are my favourites", "sushi is my absolute favourite": the thing first, its kind said inside it or
    # elsewhere in the line (a dish tells its own).
    rule(
        r"(?:^\W*|[,.!;]\s*)(?:(?:and|but|so)\s+)?"
        + V
        + r"\s+(?:is|are)\s+(?:definitely\s+|probably\s+|still\s+)?my\s+"
        r"(?:all[\s-]time\s+|absolute\s+)?(?:favou?rites?|faves?)" + END,
        favourite_of_its_kind,
    ),
    # "nothing beats a good lasagna, all time fave": the thing first, the word for a favourite after it.
    rule(
        r"(?:(?:^\W*|[,.!;]\s*)(?![^,]*\b(?:beats?|like|love)\b)"
        r"|\b(?:nothing\s+beats|(?:you\s+)?can'?t\s+beat|nothing\s+like|i\s+(?:\w+ly\s+)?love)\s+)"
        r"(?:a\s+(?:good\s+|nice\s+|proper\s+|decent\s+)?|an\s+|some\s+)?" + V + r"\s*[,:-]\s*(?:my\s+|an?\s+)?"
        r"(?:all[\s-]time|absolute|forever|ultimate)\s+(?:fave|fav|favou?rite)\b",
        favourite_of_its_kind,
        negative_form=True,  # "can't beat" praises
    ),
    rule(
        r"\bthe\s+(?P<n>[a-z]+(?:\s+[a-z]+)?)\s+(?:"
        + MARKED_ME
        + r"|i\s+(?:(?:like|love|enjoy)\s+(?:the\s+)?(?:most|best)"
        # "the book I keep coming back to", "the film I've rewatched the most": the one the user returns to
        r"|(?:keep|always)\s+(?:coming|going)\s+back\s+to|(?:always\s+)?(?:come|go)\s+back\s+to"
        r"|(?:'ve\s+)?re-?(?:read|watched|watch|played|play|listened\s+to)\s+(?:the\s+)?most))\s+(?:is|are)\s+"
        + V
        + END,
        favourite,
    ),
    # "Things Fall Apart is the book that marked me most": the thing first.
    rule(
        r"(?:^\W*|(?<=[,.;!?])\s*)" + V + r"\s+(?:is|was)\s+the\s+(?P<n>[a-z]+(?:\s+[a-z]+)?)\s+" + MARKED_ME + r"\b",
        favourite,
    ),
    rule(r"\bi\s+(?:support|follow)\s+" + V + END, club("favourite team")),
    # "Celtic till I die": a known club the user will follow for life.
    rule(
        r"(?:^\W*|(?<=[,.;!])\s*)" + V + r"\s+(?:till|til|'til|until)\s+i\s+die\b",
        club("favourite team"),
    ),
    # "Nowhere beats Cornwall for me, it's my favourite place on earth": the thing first, then the word for a favourite.
    rule(
        r"\b(?:nothing|nowhere|no\s+(?:other\s+)?[a-z]+)\s+(?:beats|compares\s+to|tops)\s+"
        + r"(?:a\s+(?:good\s+|nice\s+|proper\s+|decent\s+)?|an\s+|some\s+)?"
        + V
        + r"(?:\s+for\s+me)?\s*,\s*(?:it'?s\s+|that'?s\s+)?my\s+(?:absolute\s+|all[\s-]time\s+)?"
        r"(?:fave|fav|favou?rite)\b",
        favourite_of_its_kind,
        negative_form=True,  # "nothing beats" praises
    ),
    # "massive LFC fan", "I'm a lifelong Celtic supporter": a known club before "fan" (a band stays a like).
    rule(
        r"\b(?:massive|huge|big|diehard|die-hard|die\s+hard|lifelong|life-long|mad|proper|loyal)\s+"
        r"(?P<v>[a-z][\w'&.-]*(?:\s+[a-z][\w'&.-]*){0,2}?)\s+(?:fan|supporter)\b",
        of_the_user(club("favourite team")),
    ),
    # "been a Celtic supporter all my life", "a Leeds fan since I was six": the subject dropped.
    rule(
        r"(?:\b(?:i'?ve|i\s+have)\s+(?:always\s+)?been\s+|^\W*(?:always\s+)?been\s+|^\W*|(?<=,)\s*)an?\s+"
        r"(?:(?:huge|big|massive|lifelong|life-long|diehard|die-hard|proud|loyal|mad)\s+)?"
        r"(?P<v>[a-z][\w'&.-]*(?:\s+[a-z][\w'&.-]*){0,2}?)\s+(?:fan|supporter)\b",
        club("favourite team"),
        excludes=SOMEONE_ELSES_ROLE,
    ),
    rule(r"\bmy\s+team\s+(?:is|has\s+always\s+been)\s+" + V + END, club("favourite team")),
    rule(
        I_AM + r"\s+an?\s+(?:huge\s+|big\s+|massive\s+|lifelong\s+|die[\s-]hard\s+)?" + V + r"\s+(?:fan|supporter)\b",
        of_the_user(club("favourite team")),
    ),
    # Decisions, tools, projects.
    rule(r"\b" + CHOSE + r"\s+" + V + PURPOSE, choice()),
    rule(r"\b(?:we|i)\s+went\s+with\s+" + V + PURPOSE, choice()),
    rule(r"\b(?:we|i)\s+(?:chose|picked|selected)\s+" + V + PURPOSE, choice()),
    rule(r"\bwe'?re\s+(?:going|sticking)\s+with\s+" + V + PURPOSE, choice()),
    rule(r"\bwe\s+settled\s+on\s+" + V + PURPOSE, choice()),
    rule(r"\bwe'?ll\s+stick\s+with\s+" + V + PURPOSE, choice()),
    rule(r"\bwe'?re\s+using\s+" + V + PURPOSE, choice()),
    rule(r"\bour\s+(?:\w+\s+)?supplier\s+(?:will\s+be|is)\s+" + V + END, keyed("supplier", values.company)),
    rule(r"\bour\s+(?P<p>crm|erp|helpdesk|database|cloud)\s+is\s+" + V + END, choice()),
    rule(r"\bour\s+store\s+runs\s+on\s+" + V + END, choice("platform"), inferred=True),
    rule(r"\bwe\s+use\s+" + V + PURPOSE, choice(), inferred=True),
    rule(r"\bwe\s+ship\s+(?:everything\s+|all\s+orders\s+)?with\s+" + V + END, choice("carrier"), inferred=True),
    rule(r"\bwe'?ve\s+been\s+on\s+" + V + END, choice(), inferred=True),
    rule(r"\bwe\s+(?:switched|moved|migrated)\s+to\s+" + V + END, choice()),
    rule(r"\bi\s+" + NEG + r"(?:now\s+)?use\s+" + V + END, choice()),
    rule(r"\bwe\s+(?:now\s+)?take\s+payments\s+(?:through|with|via)\s+" + V + END, choice("payment provider")),
    rule(r"\bwe\s+dropped\s+" + V + END, choice(), retire=True, negative_form=True),
    rule(r"\bwe'?re\s+not\s+on\s+" + V + r"\s+anymore\b", choice(), retire=True, negative_form=True),
    rule(
        r"\bwe\s+decided\s+(?P<v>(?:not\s+)?to\s+(?!go\s+with|use\b|switch|migrate|stick|move\s+to)"
        # a choice about the couple's own day is no decision of the organisation ("not to get married there")
        r"(?!get\s+married|marry|wed\b|have\s+(?:a\s+baby|kids|children)|go\b|come\b|stay|eat|wait|walk|celebrate|invite)"
        r"[a-z]+\b.*)(?<!\bthere)(?<!\bthere\.)(?<!\bhere)(?<!\bhere\.)(?<!\btonight)(?<!\btonight\.)$",
        freeform("decision"),
        negative_form=True,
    ),
    rule(
        r"\b(?:our|the)\s+[^,.]*?\blaunch(?:es)?\s+(?:is\s+)?on\s+(?P<m>[a-z]+)\s+(?P<d>\d{1,2})\b",
        day_month("deadline"),
    ),
    rule(r"\bwe'?re\s+(?:building|launching|developing)\s+" + V + END, freeform("project"), requires=r"\bproject\b"),
    # "I volunteer at an animal shelter", "volunteer my weekends with a food bank": giving time is a pastime.
    rule(
        r"\bi\s+(?:also\s+|still\s+|regularly\s+|sometimes\s+)?(?P<v>volunteer(?:\s+(?:my\s+time|my\s+weekends|on\s+weekends))?"
        r"\s+(?:at|with|for|in)\s+[^,.;!?]+?)" + END,
        lambda match, original: ("hobby", values.clean(span(match, original))),
        excludes=r"\b(?:tomorrow|tonight|today|this\s+(?:week|weekend|saturday|sunday))\b",
    ),
    # "in my spare time I sew", "when I get some free time I paint": what fills the user's free time is a pastime.
    rule(
        r"(?:\b(?:in|during)\s+(?:my|our)\s+(?:spare|free|down)\s+time|\bwhen(?:ever)?\s+i\s+(?:have|get|find)\s+(?:some\s+"
        r"|any\s+|the\s+|a\s+bit\s+of\s+)?(?:spare|free)\s+time)\s*,?\s*i\s+(?:\w+ly\s+|also\s+|like\s+to\s+|love\s+to\s+"
        r"|enjoy\s+)?(?P<v>[a-z]+(?:\s+[a-z]+){0,2}?)" + END,
        free_time,
    ),
    rule(
        r"\bi\s+(?:\w+ly\s+|also\s+|like\s+to\s+|love\s+to\s+|enjoy\s+)?(?P<v>[a-z]+(?:\s+[a-z]+){0,2}?)\s+(?:in|during)\s+"
        r"my\s+(?:spare|free|down)\s+time\b",
        free_time,
    ),
    # "I collect old stamps", "I restore antique clocks": a collection or a restoration the user keeps at, never an
    # errand ("I collect the kids at three") or a task ("I restore the backups").
    rule(
        r"\bi\s+(?:\w+ly\s+|also\s+|still\s+)?(?P<v>(?:collect|restore)\s+(?!(?:the|my|your|our|his|her|their|a|an|it"
        r"|them|him|me|us|this|that|these|those|payments?|money|data|feedback|tickets?|orders?|backups?)\b)[a-z]+"
        r"(?:\s+[a-z]+){0,2}?)" + END,
        kept_at,
    ),
    # "I enjoy knitting as a hobby", "I do pottery for fun": a taste the user names as their pastime.
    rule(
        r"\bi\s+(?:\w+ly\s+|also\s+|still\s+)?(?:love|like|enjoy|adore)\s+"
        + V
        + r"\s+(?:as\s+a\s+(?:hobby|pastime)|for\s+fun)\b",
        taste("hobby"),
    ),
    # "I'm really interested in astronomy": a standing interest is a like.
    rule(
        I_AM + r"\s+(?:really\s+|very\s+|quite\s+|also\s+|so\s+|super\s+)?interested\s+in\s+" + V + END,
        taste("likes"),
        one_off_gated=True,
        excludes=r"\b(?:this|that|these|those|the\s+(?:one|first|second|third|last|other|cheaper|bigger|blue|red))\b",
    ),
    # "we're expecting twins in May", "I'm expecting our first in the spring": a baby on the way is a life event ahead.
    rule(
        r"\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:currently\s+|now\s+)?expecting\s+(?P<v>(?:a\s+(?:baby|boy|girl)|twins"
        r"|triplets|(?:our|my)\s+(?:first|second|third|fourth)(?:\s+(?:baby|child|kid))?|baby\s+(?:number\s+)?\w+)"
        r"(?:\s+(?:in|this|next|due|around|by)\s+[^,.;!?]+?)?)" + END,
        lambda match, original: ("upcoming plan", values.clean(span(match, original))),
    ),
    # "I'm in the army", "I serve in the navy": the forces the user serves in are their employer.
    rule(
        r"(?:" + I_AM + r"\s+(?:" + STILL + r"\s+)?(?:in|with)|\bi\s+(?:serve|work)\s+(?:in|for|with))\s+the\s+"
        r"(?P<v>army|navy|air\s+force|royal\s+navy|royal\s+air\s+force|raf|marines|marine\s+corps|coast\s+guard"
        r"|national\s+guard|military)" + END,
        lambda match, original: ("employer", values.clean(span(match, original))),
    ),
    # "my hobbies are hiking and chess", "my favourite hobbies are baking and swimming": each pastime the user names.
    rule(
        r"\b(?:my|our)\s+(?:(?:favou?rite|main)\s+hobbies|hobbies|hobby|pastimes?)\s+(?:is|are|include)\s+"
        r"(?P<v>[^,.;:!?()\n]+(?:,\s*[^,.;:!?()\n]+)*?)(?=\s*(?:$|[.;:!?()\n]|\s-\s|\b(?:but|because|though|lol)\b))",
        pastimes_listed,
        excludes=r"\b(?:none|nothing|not|secret|business)\b",
    ),
    # "I'm an avid cyclist", "I'm a keen gardener": a pastime said as what the user is.
    rule(
        I_AM + r"\s+(?:also\s+|quite\s+)?an?\s+(?:avid|keen|passionate|enthusiastic|amateur|weekend|hobby)\s+"
        r"(?P<v>[a-z]+(?:\s+[a-z]+)?)" + END,
        lambda match, original: (
            ("hobby", values.clean(span(match, original)))
            if values.fold(span(match, original)).split()[-1] not in ("fan", "one", "person", "guy", "girl", "type")
            else None
        ),
    ),
    # "I'm a real tea lover", "I'm a big jazz lover": what the user is a lover of is a like.
    rule(
        I_AM + r"\s+(?:also\s+|quite\s+)?an?\s+(?:(?:huge|big|massive|great|real|true|total|keen|passionate)\s+)?"
        r"(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+lover\b" + END,
        taste("likes"),
    ),
    # "my folks live in Cork and me in Galway", "my sister's in Leeds while I'm in York": the user's home beside
    # someone else's, the verb left out.
    # "…and I'm down in Brighton", "…, I'm still in Kilkenny": with the user's "I'm".
    rule(
        r"(?:\b(?:and|but|while|whereas)\s+|,\s*)(?:i|me|myself|i'?m|im|i\s+am)\s+(?:still\s+)?"
        r"(?:in|(?:over|down|up|out|back)\s+in)\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=SOMEONE_LIVES_IN + r"\b",
        excludes=NOT_A_HOME_BESIDE,
    ),
    # "my brother and his family stay in Joburg, but I'm in Durban": the same after "but", which ends a clause.
    rule(
        r"^\W*(?:i'?m|im|i\s+am)\s+(?:still\s+)?(?:in|(?:over|down|up|out|back)\s+in)\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=SOMEONE_LIVES_IN + r"\s+[^.;!?]{1,40}?\bbut\s+(?:i'?m|im|i\s+am)\s",
        excludes=NOT_A_HOME_BESIDE,
    ),
    # "my wife's from Sligo, like me", "my in-laws live in Bath, same as me": someone's place said to be the user's too.
    *(
        rule(
            r"\b" + said + r"\s+" + V.replace("?P<v>", "?P<p>") + r"\s*,?\s+(?:and\s+)?"
            r"(?P<v>(?:just\s+)?(?:like|same\s+as|as\s+am)\s+(?:me|i|myself))\b",
            place_named_before(key),
        )
        for said, key in ((r"(?:is|are|'s|'re)\s+(?:originally\s+)?from", "origin"), (r"lives?\s+in", "home"))
    ),
    # "I was born in Cork and still live there", "in Cork, where I was born": the place the user was born or grew up.
    rule(
        r"\bin\s+" + V.replace("?P<v>", "?P<p>") + r"\s*,?\s+(?P<v>where\s+i\s+(?:was\s+born|grew\s+up))\b",
        place_named_before("origin"),
    ),
    # "I'm a surfer, mostly at dawn", "I'm also a birdwatcher": a pastime said by the word for who does it,
    # with no adjective; a word that is also a trade ("sailor", "baker") is left to the jobs.
    rule(
        I_AM + r"\s+(?:also\s+|quite\s+)?an?\s+(?P<v>" + PASTIME_DOERS + r")" + END,
        lambda match, original: ("hobby", values.clean(span(match, original))),
    ),
    # "I drive a Ford Fiesta", "i own a camper van": the vehicle the user drives or owns is a note in their words;
    # a taxi, a bus or a lorry driven is work, and a car for the day is none.
    rule(
        r"\b(?:i|we)\s+(?:still\s+|now\s+|currently\s+)?(?P<v>(?:drive|own)\s+(?:an?\s+|the\s+same\s+)?(?:[a-z0-9-]+\s+){0,2}?"
        + VEHICLE
        + r"(?:\s+(?!now\b)[a-z0-9-]+)?)"  # "I drive a Tesla Model 3 now": the word of time is no part of it
        + END,
        keyed("note", values.clean),
        excludes=r"\b(?:taxi|cab|bus|lorry|uber|rental|hire|hired|borrowed|today|tonight|tomorrow|to\s+work|for\s+(?:a\s+)?living)\b",
    ),
    # "I speak English and Hindi", "I'm type 2 diabetic", "I have asthma": languages spoken and a condition lived with
    # are notes in the user's words.
    rule(
        r"\b(?P<v>i\s+speak\s+(?:fluent\s+)?"
        + SPOKEN_LANGUAGE
        + r"(?:\s*,\s*(?:fluent\s+)?"
        + SPOKEN_LANGUAGE
        + r")*(?:\s*,?\s+and\s+(?:fluent\s+)?"
        + SPOKEN_LANGUAGE
        + r")?)",
        keyed("note", values.clean),
    ),
    # "I'm 6ft 2", "I'm 1.85 m tall", "I'm five foot four": the user's height is a note in their words; "I'm 38 and
    # 5ft 4": after the age, the height alone.
    rule(r"\b(?P<v>(?:i'?m|im|i\s+am)\s+" + HEIGHT + r")", keyed("note", values.clean)),
    rule(r"\b(?:i'?m|im|i\s+am)\s+\d{1,2}\s*,?\s+and\s+(?P<v>" + HEIGHT + r")", keyed("note", values.clean)),
    rule(
        r"\b(?P<v>(?:(?:i'?m|im|i\s+am)\s+(?:a\s+)?|i(?:\s+have|'ve\s+got|\s+have\s+got|\s+live\s+with)\s+)"
        + CONDITION
        + r")",
        keyed("note", values.clean),
    ),
    # "I'm three years sober", "I've been sober since 2019", "sober for six months now": sobriety kept for a while is a
    # note; "I'm sober" alone may be tonight.
    rule(
        r"(?:" + I_AM + r"\s+(?P<v>(?:(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
        r"(?:years?|yrs?|months?)\s+)sober)\b"
        r"|(?:\b(?:i'?ve|i\s+have)\s+been\s+|^\W*(?:been\s+)?)(?P<w>sober)\s+(?:since|for)\s+\w+)",
        lambda match, original: ("note", values.clean(span(match, original) or span(match, original, "w"))),
    ),
    # "I don't drink", "I never smoke or drink", "I'm teetotal": what the user abstains from is a note in their words;
    # "I don't drink coffee" or "much" is a taste or an amount, not this.
    rule(
        r"(?:\bi\s+|^\W*)(?P<v>(?:don'?t|do\s+not|never)\s+(?:drink|smoke)(?:\s+(?:or|nor|and)\s+(?:drink|smoke))?"
        r"(?:\s+alcohol)?)"
        + END
        + r"|\b(?:i'?m|i\s+am|im)\s+(?P<w>teetotal|tee-total|a\s+non-?drinker|a\s+non-?smoker)"
        + END,
        lambda match, original: ("note", values.clean(span(match, original) or span(match, original, "w"))),
        negative_form=True,
        one_off_gated=True,
    ),
    # Tastes and pastimes, when nothing more specific read the words.
    rule(
        r"\bi\s+(?:\w+ly\s+)?(?P<v>swim|run|cycle|climb|surf|hike|skate|ski|dance|box|row|sail|paint|knit|sew)\s+"
        r"(?=(?:every|most|each|twice|three\s+times|daily|regularly|a\s+lot|at\s+weekends|on\s+weekends|on\s+\w+days)\b)",
        lambda match, original: ("hobby", span(match, original)),
    ),
    rule(
        r"\bi\s+(?:\w+ly\s+|still\s+|also\s+|always\s+)?(?:play|do|practi[cs]e|go)\s+(?:the\s+|a\s+lot\s+of\s+|lots\s+of\s+|loads\s+of\s+|some\s+)?(?P<v>[a-z][a-z-]*(?:\s+[a-z]+){0,2})",
        pastime,
    ),
    # "I've always gone sailing or fishing in summer", "we usually go camping in August": a pastime as a habit.
    rule(
        r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:always|usually|often|regularly)\s+(?:gone|go)\s+(?P<v>[a-z]+ing)\b",
        pastime,
    ),
    rule(
        r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:always|usually|often|regularly)\s+(?:gone|go)\s+[a-z]+ing\s+(?:or|and)\s+"
        r"(?P<v>[a-z]+ing)\b",
        pastime,
    ),
    # "Saturday mornings are for tennis": the user's free time given to a pastime; the time is never the pastime.
    rule(
        r"^\W*(?:my\s+|our\s+)?(?:(?:" + WEEKDAYS + r")s?\s+)?(?:mornings|afternoons|evenings|nights|weekends|weekdays"
        r"|(?:" + WEEKDAYS + r")s|days\s+off|lunch\s+breaks)\s+(?:are|r)\s+(?:for|all\s+about|reserved\s+for)\s+"
        r"(?:the\s+|some\s+|my\s+)?(?P<v>[a-z]+(?:\s+[a-z]+){0,2})",
        pastime,
    ),
    # "I basically live on my bike", "I spend my weekends baking": a pastime told as a habit.
    rule(r"\bi\s+(?:\w+ly\s+|just\s+|pretty\s+much\s+)?live\s+on\s+(?:my|the|a)\s+(?P<v>[a-z]+)\b", pastime),
    rule(
        r"\bi\s+spend\s+(?:my\s+|most\s+|all\s+my\s+)?(?:evenings|weekends|afternoons|mornings|free\s+time|spare\s+time"
        r"|sundays|saturdays|days\s+off)\s+(?P<v>[a-z]+ing)\b",
        pastime,
    ),
    # "Sundays I spend baking sourdough": the time put first, the pastime kept with what it makes.
    rule(
        r"^\W*(?:(?:on|most|my)\s+)?(?:(?:" + WEEKDAYS + r")s|weekends|evenings|mornings|afternoons|days\s+off)\s+i\s+"
        r"(?:usually\s+|mostly\s+|always\s+)?spend\s+(?P<v>[a-z]+ing(?:\s+(?!(?:with|at|in|on|and|but|for|to|the|it)\b)"
        r"[a-z]+)?)\b",
        _pastime_as_said,
    ),
    # "I train at the gym mon to fri", "I go to the gym most days": the gym the user goes to as a habit, never once.
    rule(
        r"\bi\s+(?:\w+ly\s+|also\s+|still\s+)?(?:train|work\s+out|lift|go)\s+(?:at|to)\s+(?:the\s+|a\s+)?(?P<v>gym)\b",
        keyed("hobby", values.clean),
        one_off_gated=True,
        excludes=NOT_A_HABIT + r"|\b(?:today|tonight|tomorrow|later|now|this\s+\w+|first\s+time|if)\b",
    ),
    rule(
        r"\bi\s+spend\s+(?:my\s+|most\s+|all\s+my\s+|the\s+)?(?:days|mornings|evenings|weekends|afternoons|time|free\s+time"
        r"|spare\s+time)\s+(?P<v>[a-z]+\s+[a-z]+ing)\b",
        habit,
    ),
    # "these days it's pilates twice a week", "ahora cultivo mi huerta todas las mañanas"; "…and do pilates twice a
    # week now": the second verb of a clause whose first one is the user's.
    rule(r"\band\s+(?:do|play|go)\s+(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+" + FREQUENCY, habit, excludes=NOT_A_HABIT),
    rule(r"\b(?P<v>[a-z]+(?:\s+[a-z]+){0,3}?)\s+" + FREQUENCY, habit, excludes=NOT_A_HABIT),
    rule(
        r"\bi\s+(?:\w+ly\s+)?prefer\s+(?P<v>email|e-mail|whatsapp|phone\s+calls|phone|texts?|sms|calls)\b",
        mapped("contact channel", lexicon.CHANNELS),
    ),
    # "I prefer to read on paper", "I'd rather have deliveries in the evening": the verb with what it is done to.
    rule(r"\bi\s+(?:\w+ly\s+|always\s+|still\s+)?prefer\s+to\s+" + VERBAL, taste("preference"), one_off_gated=True),
    rule(r"\bi\s+(?:\w+ly\s+|always\s+|still\s+)?prefer\s+" + VERBAL_ING, taste("preference"), one_off_gated=True),
    rule(
        r"\bi'?d\s+(?:much\s+|always\s+|generally\s+)?rather\s+(?!(?:not|be|you|u)\b)" + VERBAL,
        taste("preference"),
        one_off_gated=True,
    ),
    rule(
        r"\bi\s+(?:\w+ly\s+|always\s+|still\s+)?prefer\s+(?:a\s+(?:million|thousand|hundred)\s+times\s+over\s+)?"
        + V
        + END_PREF,
        taste("preference"),
        one_off_gated=True,
    ),
    rule(r"\bi'?d\s+(?:much\s+)?rather\s+" + V + END_PREF, taste("preference"), one_off_gated=True),
    # "I listen to a lot of jazz", "mostly listen to Fela Kuti": music the user listens to is a like.
    rule(
        r"(?:\b(?:i|we)\s+|^\W*|(?<=,)\s*)(?:\w+ly\s+|still\s+|always\s+|just\s+|also\s+)?listen\s+to\s+" + V + END,
        listened_to,
        one_off_gated=True,
        excludes=r"\b(?:used\s+to|when\s+i\s+was|back\s+then|should|want\s+to|can'?t)\b",
    ),
    rule(r"(?:^|[,.!]\s*)(?:an?\s+)?(?:big|huge|massive)\s+fan\s+of\s+" + V + END, taste("likes")),
    # "I'm a big Taylor Swift fan", "huge Bad Bunny fan here": a name the user wrote with capitals before "fan".
    rule(
        r"(?:" + I_AM + r"\s+(?:an?\s+)?|(?:\b(?:i'?ve|i\s+have)\s+)?(?:always\s+)?been\s+an?\s+|^\W*(?:an?\s+)?"
        r"|(?<=,)\s*(?:an?\s+)?)"
        r"(?:(?:huge|big|massive|giant|mega|lifelong|diehard|die-hard|total|proper|absolute)\s+)"
        # a name may end in a number: "Formula 1", "Maroon 5", "Blink-182"
        r"(?P<v>[^\W\d_][\w'&.-]*(?:\s+[^\W\d_][\w'&.-]*){0,3}?(?:\s+\d{1,3})?)\s+(?:fan|stan)\b",
        _named_like,
        excludes=SOMEONE_ELSES_ROLE,
    ),
    # "I'm obsessed with bouldering, been going three times a week", "I'm hooked on padel, I play every Sunday": a known
    # pastime the user is taken with, then done as often as they say, is a hobby ("I love surfing and go most weekends"
    # stays a like, "I'm into crosswords, I do one every morning" too).
    rule(
        I_AM + r"\s+(?:(?:really\s+|very\s+|so\s+)?into|obsessed\s+with|hooked\s+on|addicted\s+to)"
        r"\s+(?P<v>[a-z]+(?:\s+[a-z]+)?)\s*(?:,|\band\b)\s*"
        r"(?:(?:i'?ve|i\s+have|i|we)\s+)?(?:been\s+)?(?:going|go|doing|do|playing|play)\s+(?:it\s+|there\s+)?"
        + FREQUENCY,
        _pastime,
    ),
    # "obsessed with Taylor Swift lately", "been really into K-pop", "really into bouldering and chess": the subject
    # dropped, a list kept whole.
    rule(TAKEN_WITH + LIST, liked_list("likes"), excludes=SOMEONE_ELSES_ROLE),
    rule(TAKEN_WITH + V + END, taste("likes"), excludes=SOMEONE_ELSES_ROLE),
    # "Huge sushi fan here", "Spurs fan through and through": a fan opening the clause, the user's by what follows.
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:an?\s+)?(?:(?:huge|big|massive|mega|lifelong|diehard|die-hard|total|proper|absolute)\s+)?"
        r"(?!(?:been|always|i|i'?m|my|his|her|their|our|your|the|an?)\b)"
        r"(?P<v>[a-z][\w'&.-]*(?:\s+[a-z][\w'&.-]*){0,2}?)\s+(?:fan|supporter)\s+(?:here|through\s+and\s+through"
        r"|for\s+life|since\s+(?:i\s+was|birth|forever|day\s+one)|all\s+my\s+life|till\s+i\s+die|and\s+proud)\b",
        _fan_of_the_user,
        excludes=SOMEONE_ELSES_ROLE,
    ),
    rule(
        r"\b(?:what|the\s+thing)\s+i\s+(?:love|like|enjoy)\s+(?:the\s+)?most(?:\s+in\s+the\s+world)?\s+(?:is|are)\s+"
        + V
        + END,
        taste("likes"),
    ),
    rule(
        r"\bi\s+(?:really\s+|just\s+)?(?:don'?t|do\s+not)\s+(?:really\s+)?(?:like|enjoy)\s+" + V + END,
        taste("dislikes"),
        negative_form=True,
        one_off_gated=True,
    ),
    # "I love hiking, baking and old films": the whole list; the rules after it read a single thing.
    rule(
        r"\bi\s+(?:\w+ly\s+|just\s+|do\s+|also\s+|still\s+)?(?:love|like|enjoy|adore)\s+" + LIST,
        liked_list("likes"),
        one_off_gated=True,
    ),
    # "I like to go for runs in the morning": what the user likes to do, with how and when.
    rule(
        r"\bi\s+(?:\w+ly\s+|just\s+|do\s+|also\s+|still\s+)?(?:love|like|enjoy|adore)\s+to\s+" + VERBAL,
        taste("likes"),
        one_off_gated=True,
    ),
    rule(
        r"\bi\s+(?:\w+ly\s+|just\s+|do\s+|also\s+|still\s+)?(?:love|like|enjoy|adore)\s+" + VERBAL_ING,
        taste("likes"),
        one_off_gated=True,
    ),
    rule(
        r"\bi\s+(?:\w+ly\s+|just\s+|do\s+|also\s+|still\s+)?(?:love|like|enjoy|adore)\s+" + V + END,
        taste("likes"),
        one_off_gated=True,
    ),
    rule(
        I_AM
        + r"\s+(?:a\s+(?:big|huge)\s+fan\s+of|(?:really\s+|very\s+)?into|obsessed\s+with|passionate\s+about)\s+"
        + LIST,
        liked_list("likes"),
    ),
    rule(
        I_AM
        + r"\s+(?:a\s+(?:big|huge)\s+fan\s+of|(?:really\s+|very\s+)?into|obsessed\s+with|passionate\s+about)\s+"
        + V
        + END,
        taste("likes"),
    ),
    # A taste said otherwise than "I like X": held since always ("I've always loved jazz", "I've never liked
    # mushrooms"), as a fan, a sucker or a soft spot ("I'm a fan of opera", "I'm not a fan of heat"), the thing first
    # ("Cooking is what I love most"), the kind of person the user is ("I'm someone who loves order"), or with a filler
    # between ("I love, um, sailing").
    rule(
        r"\bi'?ve\s+(?:always|forever|long)\s+(?:loved|liked|enjoyed|adored|been\s+into)\s+" + V + END,
        taste("likes"),
    ),
    # "…, but yellow I can't stand", "coriander I hate": the thing first, the user's verb of hating after it.
    rule(
        THING_BEFORE_I
        + r"(?:can'?t\s+stand|cannot\s+stand|can'?t\s+bear|hate|loathe|detest|despise)"
        + AFTER_THE_VERB_FIRST,
        hated,
        negative_form=True,
        one_off_gated=True,
    ),
    # "Love lamb but the GP…": the verb first, its subject left out, a thing alone after it; never "love how…", "love
    # it", "love you".
    rule(
        r"^\W*(?:really\s+|absolutely\s+|just\s+)?(?:love|adore)\s+(?!(?:how|that|this|it|the\s+way|when|what|you|your|u"
        r"|ya|him|her|them|us|me)\b)(?P<v>[a-z][a-z-]*(?:\s+[a-z-]+)?)" + AFTER_THE_VERB_FIRST,
        taste("likes"),
        one_off_gated=True,
        requires=r"^\W*(?:really\s+|absolutely\s+|just\s+)?(?:love|adore)\b",  # opening the message, not a part re-read
    ),
    # "Swimming I absolutely love, but…", "olives I really don't like": the thing first, the verb of liking after it.
    rule(
        THING_BEFORE_I + r"(?:love|adore|like|enjoy)" + AFTER_THE_VERB_FIRST,
        taste("likes"),
        one_off_gated=True,
    ),
    rule(
        THING_BEFORE_I + r"(?:don'?t|do\s+not)\s+(?:really\s+)?(?:like|enjoy)" + AFTER_THE_VERB_FIRST,
        taste("dislikes"),
        negative_form=True,
        one_off_gated=True,
    ),
    rule(
        r"\bi'?ve\s+(?:always\s+hated|always\s+disliked|never\s+(?:really\s+)?(?:liked|enjoyed|been\s+into))\s+"
        + V
        + END,
        taste("dislikes"),
        negative_form=True,
    ),
    rule(
        r"(?:" + I_AM + r"|\bi'?ve\s+(?:always\s+)?been)\s+(?:such\s+)?an?\s+(?:(?:real|true|long-?time|lifelong|avid"
        r"|devoted|massive|huge|big|great)\s+)?(?:fan\s+of|sucker\s+for)\s+" + V + END,
        taste("likes"),
    ),
    rule(
        r"\bi\s+(?:have|'ve\s+got|'ve)\s+(?:such\s+)?an?\s+(?:real\s+|big\s+|huge\s+)?(?:soft\s+spot|weakness)\s+for\s+"
        + V
        + END,
        taste("likes"),
    ),
    rule(
        I_AM
        + r"\s+not\s+(?:really\s+)?(?:an?\s+|much\s+of\s+an?\s+)?(?:big\s+|huge\s+|great\s+)?fan\s+of\s+"
        + V
        + END,
        taste("dislikes"),
        negative_form=True,
    ),
    rule(
        r"(?:^\W*|(?<=[,.;:!?])\s*)(?:(?:and|but|so|well|honestly)\s*,?\s+)*(?P<v>(?!(?:that|this|it|which|what)\b)[a-z]"
        r"[^,.;:!?]{1,30}?)\s+(?:is|are)\s+what\s+i\s+(?:really\s+)?(?:(?:love|like|enjoy)"
        # "Bossa nova is what I listen to most": music listened to only with "most" ("the radio is what I listen to…")
        r"(?:\s+(?:most|the\s+most|best|doing))?|most\s+listen\s+to|listen\s+to\s+(?:the\s+)?most)\b",
        taste("likes"),
    ),
    rule(
        I_AM + r"\s+(?:someone|somebody|a\s+person|the\s+(?:kind|type)\s+of\s+person)\s+(?:who|that)\s+(?:really\s+)?"
        r"(?:loves?|likes?|enjoys?)\s+" + V + END,
        taste("likes"),
    ),
    rule(
        r"\bi\s+(?:really\s+)?(?:love|like|enjoy)\s*,\s*(?:u+m+|u+h+|e+r+m*|like|you\s+know)\s*,?\s*" + V + END,
        taste("likes"),
        one_off_gated=True,
    ),
    # "queues drive me mad", "crowds do my head in", "I can't be doing with small talk": a dislike said by an idiom of
    # annoyance, never a person ("my boss drives me mad") nor what is in front of the user ("this traffic").
    rule(
        r"(?:^\W*|(?<=[,.;:!?])\s*)(?:(?:and|but|so|well|honestly|tbh)\s*,?\s+)*(?P<v>(?!(?:that|this|it|which|what|and|but)\b)"
        r"[a-z][^,.;:!?]{1,30}?)\s+(?:really\s+|totally\s+|just\s+)?(?:drives?\s+me\s+(?:mad|crazy|nuts|insane|up\s+the\s+wall"
        r"|round\s+the\s+bend|bananas)|(?:does|do)\s+my\s+head\s+in|gets?\s+on\s+my\s+nerves|winds?\s+me\s+up)\b",
        annoyance,
        one_off_gated=True,
    ),
    rule(
        r"\bi\s+(?:just\s+|really\s+)?(?:can'?t|cannot)\s+be\s+doing\s+with\s+" + V + END,
        annoyance,
        negative_form=True,
        one_off_gated=True,
    ),
    rule(
        r"(?:\bi\s+|^\W*)(?:\w+ly\s+|just\s+)?(?:hate|dislike|can'?t\s+stand|cannot\s+stand|detest|loathe|despise)\s+"
        + LIST,
        liked_list("dislikes"),
        negative_form=True,
    ),
    rule(
        r"(?:\bi\s+|^\W*)(?:\w+ly\s+|just\s+)?(?:hate|dislike|can'?t\s+stand|cannot\s+stand|can'?t\s+bear|cannot\s+bear|detest|loathe|despise)\s+"
        + V
        + END,
        taste("dislikes"),
        negative_form=True,
    ),
    # "Toby passed away", "we had to put Toby down", "we lost Toby last week": a name the user capitalised, said with no
    # kind, gone; it retires only a pet of that name (nothing when the user has none), never a relative. "Sadly Toby
    # died": the word of sorrow before the name changes nothing.
    rule(
        r"(?:^\W*|(?<=[,.!:])\s*|\b(?:and|so|but)\s+)(?:(?:sadly|unfortunately|tragically|heartbreakingly)\s*,?\s+)?"
        # "Our old boy Alfie passed away": a pet called by an endearment before its name (a pet on record only)
        r"(?:(?:our|my)\s+(?:(?:old|little|big|sweet|lovely|dear|good)\s+)+(?:boy|girl|lad|lass|fella)\s+)?"
        + WORD
        + r"\s+(?:has\s+|had\s+)?(?:passed\s+away|passed\s+on|died)\b"
        + r"|\b(?:we|i)\s+(?:had\s+to\s+)?put\s+"
        + WORD.replace("<v>", "<w>")
        + r"\s+(?:down|to\s+sleep)\b|\b(?:we|i)\s+lost\s+"
        + WORD.replace("<v>", "<x>")
        + r"(?=\s+(?:last|this|yesterday|today|a\s+(?:week|month|year)\s+ago)\b|\s*[.,!;]|\s*$)",
        named_pet_gone,
        retire=True,
        negative_form=True,
        held_only=True,
        excludes=r"\b(?:grand(?:ma|pa|mother|father|dad)|nan|nana|gran|uncle|aunt|neighbou?r|mum|mom|dad|father|mother"
        r"|brother|sister|cousin|friend|husband|wife|boss)\b",
    ),
    # "RIP Biscuit 🐾 best beagle there ever was": a name the user capitalised after "RIP"; it retires only a pet of
    # that name on record, never a relative or anyone else.
    rule(
        r"\b(?:rip|r\.i\.p\.?|rest\s+in\s+peace)\s*,?\s+(?:(?:little|sweet|old|dear|lovely)\s+)?"
        + WORD
        + r"(?![\w'-])",
        keyed("pet", values.capitalised_name),
        retire=True,
        negative_form=True,
        held_only=True,
        excludes=r"\b(?:grand?(?:ma|pa|mother|father|dad|da)|nan|nana|gran|uncle|aunt|neighbou?r|mum|mom|dad|father"
        r"|mother|brother|sister|cousin|friend|husband|wife|boss|queen|king|prince|princess|pope|legend)\b",
    ),
    # Standing instructions in the user's words, when nothing more specific matched the clause: what the assistant is
    # to do every time, said with a word that says so ("always", "from now on", "never"), about its answers in
    # general, or how to address the user. Said to the assistant: the clause opens with it ("I always use PayPal" is
    # the user's habit, read elsewhere or not at all), and "this time", "today" make it a one-off.
    rule(
        # "From now on, always give me…": a second word of standing before the verb
        INSTRUCTION_OPENS_EN
        + STANDING_EN
        + r"(?:\s*,?\s*"
        + STANDING_EN
        + r")?\s*,?\s*(?:please\s+)?(?P<v>(?:"
        + ASSISTANT_VERBS_EN
        + r")\b.*)$",
        freeform("instruction"),
        one_off_gated=True,
    ),
    rule(
        INSTRUCTION_OPENS_EN + r"(?P<v>(?:" + ASSISTANT_VERBS_EN + r")\b.*?)\s*,?\s*" + STANDING_EN + r"\W*$",
        freeform("instruction"),
        one_off_gated=True,
    ),
    rule(
        INSTRUCTION_OPENS_EN
        # "From now on never recommend…": the standing word before "never" changes nothing
        + r"(?:"
        + STANDING_EN
        + r"\s*,?\s+)?(?P<v>(?:never|don'?t\s+ever|do\s+not\s+ever)\s+(?:"
        + ASSISTANT_VERBS_EN
        + r")\b.*|(?:don'?t|do\s+not)\s+(?:"
        + ASSISTANT_VERBS_EN
        + r")\b(?=.*\b(?:again|anymore|any\s+more)\b).*)$",
        freeform("instruction"),
        negative_form=True,
        one_off_gated=True,
    ),
    rule(
        INSTRUCTION_OPENS_EN
        + r"(?P<v>(?:keep|make|write|put|give|start|end|format|limit|sign)\s+(?:all\s+)?(?:your|the)\s+"
        r"(?:answers|replies|responses|messages|emails)\b.*)$",
        freeform("instruction"),
        one_off_gated=True,
    ),
    rule(
        INSTRUCTION_OPENS_EN
        + r"(?P<v>(?:don'?t|do\s+not)\s+call\s+me\s+(?:sir|madam|ma'?am|mate|buddy|dear|love|hun|honey"
        r"|by\s+my\s+\w+\s+name|mr|mrs|ms|miss)\b.*)$",
        freeform("instruction"),
        negative_form=True,
    ),
    # "Stop using bullet points in your answers from now on": a habit of the answers the assistant is asked to drop,
    # for good ("from now on") or about its answers in general.
    rule(
        INSTRUCTION_OPENS_EN
        + r"(?P<v>stop\s+(?:using|adding|putting|including|giving\s+me|writing|starting|ending|opening)\b.*)$",
        freeform("instruction"),
        negative_form=True,
        one_off_gated=True,
        requires=STANDING_EN + r"|\b(?:your|the)\s+(?:answers|replies|responses)\b",
    ),
    # "Please stop calling me buddy": how the user is not to be addressed, asked to stop.
    rule(
        INSTRUCTION_OPENS_EN + r"(?P<v>stop\s+(?:calling|addressing)\s+me\s+(?:as\s+)?[a-z'-]+\b.*)$",
        freeform("instruction"),
        negative_form=True,
    ),
    rule(r"^(?P<v>[a-z]+)\s+should\s+always\s+(?:go\s+)?(?P<rest>.*)$", freeform("instruction")),
    # "I'm not with Jake anymore, we split over the summer": a partner left, in a line that says the couple broke up.
    rule(
        r"(?:"
        + I_AM
        + r"\s+|^\W*)(?:not|no\s+longer)\s+with\s+"
        + WORD
        + r"(?=\s*(?:$|[,.;!?]|\s(?:anymore|any\s+more)\b))",
        keyed("partner", values.capitalised_name),
        retire=True,
        negative_form=True,
        requires=BROKE_UP_EN,
    ),
    # "I broke up with Dan last month", "we split up with…": the partner left; "Split up with Jake over the summer":
    # the subject left out, opening the line.
    rule(
        r"(?:\b(?:i|we)\s+|^\W*)(?:just\s+|recently\s+|finally\s+)?(?:broke\s+up|split\s+up|split|separated)\s+"
        r"(?:with|from)\s+" + WORD + r"(?![\w'-])",
        keyed("partner", values.capitalised_name),
        retire=True,
        negative_form=True,
        held_only=True,  # "we split from Universal": it retires only a partner of that name on record
    ),
    # "I divorced Johan in 2019", "I'm divorced from Johan", "my divorce from Johan came through": the partner left
    # by a divorce; never someone else's ("my sister's divorce from Tom").
    rule(
        r"(?:(?:\b(?:i|we)\s+|^\W*)(?:just\s+|recently\s+|finally\s+)?(?:divorced|got\s+divorced\s+from)"
        r"|\b(?:i'?m|im|i\s+am)\s+(?:now\s+)?divorced\s+from"
        r"|(?:\bmy|^\W*the)\s+divorce\s+from)\s+" + WORD + r"(?![\w'-])",
        keyed("partner", values.capitalised_name),
        retire=True,
        negative_form=True,
        held_only=True,  # it retires only a partner of that name on record
    ),
    # "Me and Connor split up", "Jade and I broke up in May": the couple named, the user among them.
    *(
        rule(
            couple + r"\s+(?:just\s+|recently\s+|finally\s+)?(?:broke\s+up|split\s+up|separated|called\s+it\s+quits)\b",
            keyed("partner", values.capitalised_name),
            retire=True,
            negative_form=True,
            held_only=True,  # it retires only a partner of that name on record
        )
        for couple in (r"\b(?:me|i)\s+and\s+" + WORD, r"(?<![\w'-])" + WORD + r"\s+and\s+(?:i|me)")
    ),
    # "Actually I'm not at Deloitte anymore, I joined PwC": an employer left, in a line about work.
    rule(
        r"(?:"
        + I_AM
        + r"\s+|^\W*)(?:not|no\s+longer)\s+(?:at|working\s+(?:at|for))\s+"
        + V
        + r"(?=\s*(?:$|[,.;!?]|\s(?:anymore|any\s+more)\b))",
        keyed("employer", values.named_company),
        retire=True,
        negative_form=True,
        requires=r"\b(?:joined|hired|job|started\s+at|now\s+at|i'?m\s+at|working|work)\b",
    ),
    # "…, I joined PwC in March": the employer joined after one left.
    rule(
        r"(?:\bi\s+|^\W*|(?<=,)\s*|\band\s+)(?:just\s+|recently\s+|then\s+)?joined\s+" + V + END,
        keyed("employer", values.named_company),
        # the user's own leaving ("I left Aldi", "quit Boots, …"), never "my sister left Tesco and joined Asda"
        requires=r"(?:\b(?:i|i'?ve|i\s+have)\s+(?:just\s+|finally\s+)?|^\W*)(?:left|quit)\s+(?!(?:early|late|home|work|school|uni|my|a|an|the|it|that|this|for|to|at|in|on|after)\b)[a-z]"
        r"|\b(?:not|no\s+longer)\s+(?:at|working\s+(?:at|for))\s",
        excludes=r"\b(?:call|meeting|webinar|chat|session|queue|gym|club|class|group|choir|team|league|waitlist)\b",
    ),
    # "the move to Bristol is off", "our relocation to Leeds got cancelled": the move named, then called off.
    plan_called_off(
        # "the move to Aberdeen's off": the verb may be a contraction on the place
        r"\b(?:the|our|my)\s+(?:planned\s+|big\s+)?(?:move|relocation)\s+to\s+"
        + V
        + r"(?:'s|\s+(?:is|has\s+been|was|got))"
        r"\s+(?:(?:now|officially|definitely)\s+)?(?:off|cancell?ed|called\s+off|scrapped|not\s+happening)\b",
    ),
    # "Trip to Bali's off", "our trip to Iceland got cancelled", "The Cotswolds weekend is cancelled": the user's trip
    # named, then called off; never a what-if ("if the trip to Rome is off…").
    *(
        rule(
            r"(?:^\W*(?:(?:the|our|my)\s+)?|\b(?:the|our|my)\s+)(?:(?:planned|big|family)\s+)?"
            + named
            + TRIP_CALLED_OFF,
            keyed("planned trip", values.capitalised_place),
            retire=True,
            negative_form=True,
            excludes=r"\b(?:if|whether|in\s+case|unless)\b",
        )
        for named in (
            r"(?:" + TRIP_NOUN + r")\s+(?:away\s+)?to\s+" + V,
            # never a time ("our Easter weekend", "the June break")
            r"(?!(?:the|our|my|a|this|that|next|bank|school|work|half|"
            + MONTHS
            + "|"
            + SEASONS
            + "|"
            + WEEKDAYS
            + r")\b)"
            r"(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+(?:" + TRIP_NOUN + r")",
        )
    ),
    # "We were meant to be moving to Canada in spring but we've called it off": a move once planned, then called off.
    plan_called_off(
        r"\b(?:i|we)\s+(?:was|were)\s+(?:meant|supposed|going|planning|due)\s+to\s+(?:be\s+)?(?:move|moving|relocate"
        r"|relocating|emigrate|emigrating)\s+(?:back\s+)?to\s+" + V + END,
        requires=r"\b(?:called\s+(?:it|the\s+move)\s+off|fell\s+through|not\s+happening|cancell?ed|scrapped)\b",
    ),
    # "Scrap the move to Hull", "we've ditched the relocation to Perth": the user calling their own move off.
    plan_called_off(
        r"(?:^\W*|\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?)(?:scrap(?:ped)?|forget|cancell?(?:ed)?|ditch(?:ed)?"
        r"|drop(?:ped)?|call(?:ed)?\s+off)\s+(?:the|our|my)\s+(?:planned\s+|big\s+)?(?:move|relocation)\s+to\s+"
        + V
        + END,
    ),
    # "we're not moving to Calgary after all": a move planned and called off.
    plan_called_off(
        r"\b(?:" + WE_ARE + r")\s+(?:not|no\s+longer)\s+(?:moving|relocating|emigrating)\s+(?:back\s+)?to\s+" + V + END,
        requires=r"\b(?:after\s+all|anymore|any\s+more|no\s+longer|change\s+of\s+plans?|called\s+(?:it\s+)?off"
        r"|fell\s+through|plans?\s+changed)\b",
    ),
    # "Melbourne's off, we're staying put in Adelaide": a known town the move was to, called off, beside the user
    # staying.
    rule(
        r"^\W*(?:so\s+|well\s+|ok\s+|okay\s+)?(?P<v>[a-z]+(?:\s+[a-z]+)?)(?:'s|\s+is)\s+(?:(?:officially|definitely"
        r"|now)\s+)?(?:off|cancell?ed|not\s+happening)\b",
        keyed("planned move", known_town_or_country),  # "the party's off" names no place
        retire=True,
        negative_form=True,
        requires=r"\b(?:staying\s+put|not\s+moving|(?:we'?re|i'?m)\s+staying\s+(?:in|here))\b",
    ),
    # "I'm fae Dundee": Scots "fae" for "from".
    rule(I_AM + r"\s+(?:originally\s+)?fae\s+" + V + END, keyed("origin", values.capitalised_place)),
    # "Mum's called Linda and Dad's Steve": the second relative named with "called" left out.
    rule(
        r"\b(?:and|&)\s+(?:my\s+)?" + RELATIVE + r"(?:'s|\s+is)\s+" + WORD + END,
        relative(RELATIVES),
        requires=r"'s\s+(?:called|named)\b|\bis\s+(?:called|named)\b",
    ),
]
