"""A twenty-fifth batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them nor their tests nor the earlier batches' sentences, only the label helpers, the scoring
note and the lists in natural.py, the key table (with the paragraphs under it) and the section on values in
docs/facts.md, the head of the twenty-fourth batch for the file format, and the list of domain and key names the
corpus already labels (names only). Its lines are shaped unlike batch 24's: most state the fact in passing inside
a request to the assistant (a recipe, a gift, a rucksack, a card, a vacuum), before or after the question, a
few after "Recuerda que…" / "Remember…" / "Keep in mind…" / "por cierto" / "btw"; about half are typed in the
chat box (lowercase, no accents, "q", "pa", "porfa", "lol"), with Spain's, Mexico's, the River Plate's and
Chile's Spanish ("calzo un 42", "celu", "laburo de cadete", "mi viejo Hugo", "acordate", "me flipa") and British
and American English ("staffie", "five-a-side", "maths", "half term", "mom", "favorite movie"). It covers name,
age, birthday, home and origin, a move done and one planned, a trip, a race ahead, job and employer, studies, a
partner, siblings, parents, children named and counted, pets by name and by kind, diets (a religious one,
coeliac, lactose intolerant), an allergy, favourites (film, band, colour, team), likes and dislikes, hobbies,
shoe and clothing sizes, budgets with their currency, a payment method, contact channels, seat and delivery
preferences, and notes (languages spoken, a daily medicine, a car, a night shift, a diabetes). In Spanish 49
lines state something durable about the user and 31 state nothing to keep; in English 47 and 31. The casual
lines are other people's facts and plans, what-ifs (a pet's name, a move abroad, a diet considered), questions
about products, sizes, prices and matches, a garment in view, a meal, the day's mood, sarcasm and jokes, a past
job and a past home said to be over, denials ("no tengo perro", "no pets for me"), the assistant's suggestion
echoed and a complaint about the answer.

First run (`bash scripts/bench.sh extraction --errors held-out`, main at `1a89fba` with the batch added and
nothing else changed, 2026-11-25 07:05 UTC, load 2.6-3.2 on 2 CPUs): Spanish 0.712 recall (42 of 59
facts) at 0.875 precision, 0.857 on all lines, one casual line in 31 with a fact; English 0.833 recall (45 of
54) at 0.900 precision, 0.900 on all lines, no casual line with a fact. No label was changed after the run."""

from __future__ import annotations

from bench.corpus.labels import F

SPANISH = [
    # --- durable facts ---
    (
        "hola!! necesito ideas pa la cena de hoy, por cierto soy vegetariana desde hace años asi q nada de carne porfa",
        "personal",
        [
            F("personal", "diet", "vegetariana"),
        ],
    ),
    (
        "Recuerda que soy alérgico a los frutos secos, que la última vez me recomendaste un turrón y casi la lío.",
        "personal",
        [
            F("personal", "allergy", "frutos secos"),
        ],
    ),
    (
        "Te escribo desde Valparaíso, donde vivo desde que era chico, para saber si el fin de semana va a llover.",
        "place",
        [
            F("personal", "home", "Valparaíso"),
        ],
    ),
    (
        "oye mi hijo mateo cumple 6 el mes q viene y no se q regalarle, le gustan los dinosaurios",
        "family",
        [
            F("personal", "son", "mateo"),
        ],
    ),
    (
        "Trabajo como enfermera en el Hospital La Paz y hago turnos de "
        "noche; ¿me armas un plan de comidas que encaje con eso?",
        "work",
        [
            F("work", "job", "enfermera"),
            F("work", "employer", "Hospital La Paz"),
        ],
    ),
    (
        "mi gata se llama Canela y esta obsesionada con las cajas jajaja, q juguete le compro?",
        "family",
        [
            F("personal", "pet", "Canela"),
        ],
    ),
    (
        "Por cierto, calzo un 42, por si ves alguna oferta de botas.",
        "personal",
        [
            F("personal", "shoe size", "42"),
        ],
    ),
    (
        "para la bici tengo unos 500 dolares, no mas, que me recomiendas",
        "preference",
        [
            F("preferences", "budget", "500 dolares"),
        ],
    ),
    (
        "Me llamo Ximena, pero todo el mundo me dice Xime, así que puedes llamarme así.",
        "personal",
        [
            F("personal", "name", "Ximena"),
        ],
    ),
    (
        "soy de guadalajara pero ya llevo 5 años viviendo en Monterrey, y el calor de aca no me lo acabo",
        "place",
        [
            F("personal", "origin", "guadalajara"),
            F("personal", "home", "Monterrey"),
        ],
    ),
    (
        "Estoy en tercero de Derecho en la Complu y voy fatal con Civil, ¿me haces unos esquemas?",
        "personal",
        [
            F("personal", "studies", "tercero de Derecho"),
        ],
    ),
    (
        "mi novio se llama Iker y es un desastre con las fechas, por eso te "
        "pido que me ayudes con los cumples de su familia",
        "family",
        [
            F("personal", "partner", "Iker"),
        ],
    ),
    (
        "Recuerda que prefiero que me escribas por correo, el whatsapp lo tengo silenciado.",
        "preference",
        [
            F("preferences", "contact channel", "correo"),
        ],
    ),
    (
        "en julio nos vamos a cancun con mis suegros, q llevo en la maleta??",
        "plan",
        [
            F("plans", "planned trip", "cancun"),
        ],
    ),
    (
        "El año que viene me mudo a Berlín por trabajo, así que quiero ponerme con el alemán ya.",
        "plan",
        [
            F("plans", "planned move", "Berlín"),
        ],
    ),
    (
        "los domingos hago senderismo con un grupo del barrio, ¿qué mochila me conviene?",
        "personal",
        [
            F("personal", "hobby", "senderismo"),
        ],
    ),
    (
        "mi color favorito es el morado, si me buscas fundas para el celu q sean de ese color",
        "favourite",
        [
            F("preferences", "colour", "morado"),
        ],
    ),
    (
        "Tengo dos hijas, Sofía y Martina, de 10 y 7 años, y quiero ideas para un cumpleaños en casa.",
        "family",
        [
            F("personal", "daughter", "Sofía"),
            F("personal", "daughter", "Martina"),
        ],
    ),
    (
        "Soy celíaca, así que todo lo que me propongas tiene que ser sin gluten.",
        "personal",
        [
            F("personal", "diet", "celíaca"),
        ],
    ),
    (
        "mi cumple es el 14 de marzo y este año quiero algo tranqui, una cena y ya",
        "personal",
        [
            F("personal", "birthday", "14 de marzo"),
        ],
    ),
    (
        "tengo 28 años y hace un mes q empece a correr, algun plan para principiantes?",
        "personal",
        [
            F("personal", "age", "28"),
            F("personal", "hobby", "correr"),
        ],
    ),
    (
        "Vivo con mi pareja, Daniela, y nuestro perro Coco en un piso en "
        "Gràcia, y buscamos un sofá que no ocupe mucho.",
        "family",
        [
            F("personal", "partner", "Daniela"),
            F("personal", "pet", "Coco"),
            F("personal", "home", "Gràcia"),
        ],
    ),
    (
        "soy camionero y me paso la semana en la carretera, necesito recetas q aguanten en la nevera portatil",
        "work",
        [
            F("work", "job", "camionero"),
        ],
    ),
    (
        "Mi hermana Lucía vive en Lima y quiero mandarle algo por su santo, ¿qué empresa de envíos me recomiendas?",
        "family",
        [
            F("personal", "sister", "Lucía"),
        ],
    ),
    (
        "odio el cilantro, no me lo pongas en ninguna receta porfa",
        "preference",
        [
            F("preferences", "dislikes", "cilantro"),
        ],
    ),
    (
        "cuando mires vuelos acordate que siempre pido ventanilla",
        "preference",
        [
            F("preferences", "preference", "ventanilla"),
        ],
    ),
    (
        "uso talla M en camisetas, a veces L si son muy ajustadas",
        "personal",
        [
            F("personal", "clothing size", "M"),
        ],
    ),
    (
        "Trabajo en Mercado Libre como diseñador UX desde 2021 y me quiero cambiar.",
        "work",
        [
            F("work", "employer", "Mercado Libre"),
            F("work", "job", "diseñador UX"),
        ],
    ),
    (
        "mi viejo Hugo y mi vieja Marta ya estan jubilados y quiero regalarles algo lindo",
        "family",
        [
            F("personal", "father", "Hugo"),
            F("personal", "mother", "Marta"),
        ],
    ),
    (
        "siempre pago con tarjeta de débito, así que no me ofrezcas cuotas",
        "preference",
        [
            F("preferences", "payment", "tarjeta de débito"),
        ],
    ),
    (
        "mi peli favorita es el laberinto del fauno, la he visto mil veces, recomiendame algo parecido",
        "favourite",
        [
            F("preferences", "favourite film", "el laberinto del fauno"),
        ],
    ),
    (
        "Soy del Sporting de Gijón de toda la vida, ya ves cómo sufro cada domingo.",
        "favourite",
        [
            F("preferences", "favourite team", "Sporting de Gijón"),
        ],
    ),
    (
        "este año empece un master en ciencia de datos a distancia y voy muy justa de tiempo",
        "personal",
        [
            F("personal", "studies", "ciencia de datos"),
        ],
    ),
    (
        "Recuerda que hablo catalán y castellano, por si algún día te escribo mezclando.",
        "disclosure",
        [
            F("personal", "note", "hablo catalán y castellano"),
        ],
    ),
    (
        "recuerda q tomo levotiroxina todas las mañanas en ayunas",
        "disclosure",
        [
            F("personal", "note", "tomo levotiroxina"),
        ],
    ),
    (
        "Nací en Rosario, pero hace poco me vine a Madrid y todavía estoy buscando médico de cabecera.",
        "place",
        [
            F("personal", "origin", "Rosario"),
            F("personal", "home", "Madrid"),
        ],
    ),
    (
        "tengo un gato y dos periquitos, la casa es un zoo jaja, algun truco para q el gato no los persiga?",
        "family",
        [
            F("personal", "pet", "gato"),
            F("personal", "pet", "dos periquitos"),
        ],
    ),
    (
        "No como cerdo por religión, tenlo en cuenta para las recetas.",
        "personal",
        [
            F("personal", "diet", "cerdo"),
        ],
    ),
    (
        "el regalo de mi madre no puede pasar de 60 euros, que ando justo este mes",
        "preference",
        [
            F("preferences", "budget", "60 euros"),
        ],
    ),
    (
        "soy profe de primaria en un cole publico, y necesito fichas de mates para 3º",
        "work",
        [
            F("work", "job", "profe de primaria"),
        ],
    ),
    (
        "Me casé con Andrés hace dos años y, sí, sigue sin saber freír un huevo.",
        "family",
        [
            F("personal", "partner", "Andrés"),
        ],
    ),
    (
        "escribime por telegram mejor, el mail no lo miro nunca",
        "preference",
        [
            F("preferences", "contact channel", "telegram"),
        ],
    ),
    (
        "mi perra Luna ya tiene 12 años y le cuesta subir escaleras, q rampa me recomiendas",
        "family",
        [
            F("personal", "pet", "Luna"),
        ],
    ),
    (
        "¡dentro de dos semanas corro mi primer maratón en Sevilla! ¿qué como la noche antes?",
        "plan",
        [
            F("plans", "upcoming plan", "maratón en Sevilla"),
        ],
    ),
    (
        "me flipa el jazz, sobre todo Chet Baker, ponme algo parecido para trabajar",
        "preference",
        [
            F("preferences", "likes", "jazz"),
        ],
    ),
    (
        "Soy traductora autónoma, trabajo desde casa casi siempre.",
        "work",
        [
            F("work", "job", "traductora autónoma"),
        ],
    ),
    (
        "me mude a alicante este verano y todavia no conozco a nadie, q planes hay para hacer amigos",
        "place",
        [
            F("personal", "home", "alicante"),
        ],
    ),
    (
        "laburo de cadete en una farmacia, asi que me paso el dia en la calle",
        "work",
        [
            F("work", "job", "cadete"),
        ],
    ),
    (
        "recuerda que mi coche es un Seat Ibiza del 2012, por si te pregunto por recambios",
        "disclosure",
        [
            F("personal", "note", "mi coche es un Seat Ibiza del 2012"),
        ],
    ),
    # --- nothing to keep ---
    ("¿la talla 42 de estas zapatillas viene grande o pequeña?", "question", []),
    ("mi hermano es alergico al marisco, q le cocino el domingo?", "other_person", []),
    ("si tuviera un perro le pondría Pancho, jaja", "hypothetical", []),
    ("no tengo perro, en mi piso no dejan", "negation", []),
    ("Antes trabajaba en Telefónica, pero eso se acabó hace años.", "negation", []),
    ("¿cuánto sale un vuelo a Cancún en julio?", "question", []),
    ("mi novia dice que odia el cilantro, a mi me da igual", "other_person", []),
    ("que calor hace hoy, no se puede ni salir a la calle", "complaint", []),
    ("me dijiste que probara el yoga pero no se si es lo mio", "casual", []),
    ("estoy hasta las narices del curro hoy", "complaint", []),
    ("sí, claro, y yo soy el Papa de Roma", "sarcasm", []),
    ("¿me escribes un correo para mi jefa pidiendo el viernes libre?", "request", []),
    ("¿qué presupuesto hace falta para un portátil decente?", "question", []),
    ("si me mudara a Canadá, ¿tendría que sacarme otro carnet de conducir?", "hypothetical", []),
    ("hoy me comí una pizza enorme, qué pecado jaja", "one_off", []),
    ("mi vecina tiene tres gatos y uno se llama Michi, es un amor", "other_person", []),
    ("¿juega hoy el Madrid?", "question", []),
    ("esta camiseta en M me queda fatal, la voy a devolver", "one_off", []),
    ("¿qué le regalo a mi madre, que le encanta la jardinería?", "other_person", []),
    ("mi amiga Carla se muda a Bogotá en marzo y le quiero hacer una despedida", "other_person", []),
    ("estaba pensando en hacerme vegetariano pero no se, me cuesta", "hypothetical", []),
    ("como se crean grupos en telegram? no le encuentro", "question", []),
    ("mándame la receta otra vez porfa", "request", []),
    ("que buena pinta tiene ese restaurante de Lima que me pasaste", "casual", []),
    ("lo del maratón era broma eh, yo no corro ni para coger el bus", "sarcasm", []),
    ("Antes vivía en Quito, pero de eso hace muchísimo.", "negation", []),
    ("¿es verdad que los gatos no pueden comer atún?", "question", []),
    ("mi jefe es de Bilbao y no para de hablar del Athletic", "other_person", []),
    ("me recomendaste Lisboa para el puente, pero al final no vamos", "casual", []),
    ("esta respuesta no me convence, hazla mas corta", "complaint", []),
    ("buenos dias! q tal todo", "casual", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "hey quick one, I'm lactose intolerant so can you swap the milk in that recipe for something else?",
        "personal",
        [
            F("personal", "diet", "lactose intolerant"),
        ],
    ),
    (
        "Remember that I'm allergic to penicillin, in case I ask you about medicines again.",
        "personal",
        [
            F("personal", "allergy", "penicillin"),
        ],
    ),
    (
        "i live in leeds with my boyfriend Callum and our staffie Bruno, and we need a bigger sofa lol",
        "family",
        [
            F("personal", "home", "leeds"),
            F("personal", "partner", "Callum"),
            F("personal", "pet", "Bruno"),
        ],
    ),
    (
        "My daughter Isla starts school in September — any tips for the first week?",
        "family",
        [
            F("personal", "daughter", "Isla"),
        ],
    ),
    (
        "i'm a paramedic so my sleep is all over the place, any tips for shift workers?",
        "work",
        [
            F("work", "job", "paramedic"),
        ],
    ),
    (
        "by the way my budget for the sofa is about £700, not a penny more",
        "preference",
        [
            F("preferences", "budget", "£700"),
        ],
    ),
    (
        "I'm a size 9 in shoes (UK), if that helps with the walking boots.",
        "personal",
        [
            F("personal", "shoe size", "9"),
        ],
    ),
    (
        "originally from Cork but I've been in Manchester for about ten years now",
        "place",
        [
            F("personal", "origin", "Cork"),
            F("personal", "home", "Manchester"),
        ],
    ),
    (
        "my name's Priyanka btw, but everyone calls me Pri",
        "personal",
        [
            F("personal", "name", "Priyanka"),
        ],
    ),
    (
        "I'm 34 and just started learning the piano, is that too late to get any good?",
        "personal",
        [
            F("personal", "age", "34"),
            F("personal", "hobby", "piano"),
        ],
    ),
    (
        "We're moving to Denver in the spring, so I need to get quotes from movers.",
        "plan",
        [
            F("plans", "planned move", "Denver"),
        ],
    ),
    (
        "flying to tokyo w my sister in october!! what should we not miss",
        "plan",
        [
            F("plans", "planned trip", "tokyo"),
        ],
    ),
    (
        "I work at Deloitte as an auditor and busy season is killing me.",
        "work",
        [
            F("work", "employer", "Deloitte"),
            F("work", "job", "auditor"),
        ],
    ),
    (
        "I'm in my final year of a nursing degree at Cardiff and my dissertation's due in May.",
        "personal",
        [
            F("personal", "studies", "nursing"),
        ],
    ),
    (
        "i absolutely hate mushrooms so please leave them out of everything",
        "preference",
        [
            F("preferences", "dislikes", "mushrooms"),
        ],
    ),
    (
        "Favourite band has to be Radiohead, always has been.",
        "favourite",
        [
            F("preferences", "favourite band", "Radiohead"),
        ],
    ),
    (
        "I'm a Liverpool fan so spare me the Everton jokes",
        "favourite",
        [
            F("preferences", "favourite team", "Liverpool"),
        ],
    ),
    (
        "i've got three kids under ten so dinner has to be quick",
        "family",
        [
            F("personal", "children", "three kids"),
        ],
    ),
    (
        "My husband Marcus is a chef, so honestly I barely cook.",
        "family",
        [
            F("personal", "partner", "Marcus"),
        ],
    ),
    (
        "text me on whatsapp instead of email, i never check my inbox",
        "preference",
        [
            F("preferences", "contact channel", "whatsapp"),
        ],
    ),
    (
        "I always pay with Apple Pay if that's an option at checkout.",
        "preference",
        [
            F("preferences", "payment", "Apple Pay"),
        ],
    ),
    (
        "I'm vegan, have been for about six years now.",
        "personal",
        [
            F("personal", "diet", "vegan"),
        ],
    ),
    (
        "my birthday's on the 2nd of August, just so you know for the planner",
        "personal",
        [
            F("personal", "birthday", "2nd of August"),
        ],
    ),
    (
        "I'm a medium in most tops but I go for a large in hoodies.",
        "personal",
        [
            F("personal", "clothing size", "medium"),
        ],
    ),
    (
        "We have a tortoise called Sheldon who is genuinely older than me.",
        "family",
        [
            F("personal", "pet", "Sheldon"),
        ],
    ),
    (
        "i play five-a-side every thursday with some lads from work, my knees are suffering",
        "personal",
        [
            F("personal", "hobby", "five-a-side"),
        ],
    ),
    (
        "My brother Josh lives in Toronto and I want to send him something for his birthday.",
        "family",
        [
            F("personal", "brother", "Josh"),
        ],
    ),
    (
        "my mom's name is Linda and she turns 70 next week, help me write a card",
        "family",
        [
            F("personal", "mother", "Linda"),
        ],
    ),
    (
        "I'd rather have deliveries in the evening since I'm at work all day.",
        "preference",
        [
            F("preferences", "preference", "deliveries in the evening"),
        ],
    ),
    (
        "I'm doing a PhD in marine biology and my funding runs out next year, ugh",
        "personal",
        [
            F("personal", "studies", "marine biology"),
        ],
    ),
    (
        "my favorite movie is paddington 2 and I will not be taking questions",
        "favourite",
        [
            F("preferences", "favourite film", "paddington 2"),
        ],
    ),
    (
        "remember i'm type 1 diabetic, so watch the carbs in anything you suggest",
        "disclosure",
        [
            F("personal", "note", "type 1 diabetic"),
        ],
    ),
    (
        "Remember I speak Polish and English, so either is fine.",
        "disclosure",
        [
            F("personal", "note", "speak Polish and English"),
        ],
    ),
    (
        "we got married last year, my wife Chloe is from Lyon",
        "family",
        [
            F("personal", "partner", "Chloe"),
        ],
    ),
    (
        "I'm a baker, I run my own little shop in Bristol so I'm up at 4 every day",
        "work",
        [
            F("work", "job", "baker"),
        ],
    ),
    (
        "I've got a golden retriever named Maple and she sheds like crazy, which vacuum?",
        "family",
        [
            F("personal", "pet", "Maple"),
        ],
    ),
    (
        "my dad, Pete, is having surgery next week. what should I bring him in hospital?",
        "family",
        [
            F("personal", "father", "Pete"),
        ],
    ),
    (
        "moved to Glasgow last month for work and I'm still finding my feet",
        "place",
        [
            F("personal", "home", "Glasgow"),
        ],
    ),
    (
        "can't spend more than $1,200 on the laptop, that's my hard limit",
        "preference",
        [
            F("preferences", "budget", "$1,200"),
        ],
    ),
    (
        "I prefer aisle seats on long flights, I get up a lot.",
        "preference",
        [
            F("preferences", "preference", "aisle seats"),
        ],
    ),
    (
        "im 19 and in my first year at uni doing history",
        "personal",
        [
            F("personal", "age", "19"),
            F("personal", "studies", "history"),
        ],
    ),
    (
        "My sister Amara is getting married in June and I'm the maid of honour, help!",
        "family",
        [
            F("personal", "sister", "Amara"),
        ],
    ),
    (
        "Big Formula 1 fan here, I never miss a race.",
        "preference",
        [
            F("preferences", "likes", "Formula 1"),
        ],
    ),
    (
        "remember I drive a 2015 Honda Civic when I ask about parts",
        "disclosure",
        [
            F("personal", "note", "drive a 2015 Honda Civic"),
        ],
    ),
    (
        "keep in mind I work nights, so don't schedule anything for me before noon",
        "disclosure",
        [
            F("personal", "note", "work nights"),
        ],
    ),
    (
        "I'm from Lagos originally, moved to London for my masters and never left",
        "place",
        [
            F("personal", "origin", "Lagos"),
            F("personal", "home", "London"),
        ],
    ),
    (
        "I teach maths at a secondary school in Croydon, so half term can't come soon enough",
        "work",
        [
            F("work", "job", "maths"),
        ],
    ),
    # --- nothing to keep ---
    ("what size should I get in these trainers if I'm usually between sizes?", "question", []),
    ("my flatmate is allergic to cats, is a hypoallergenic breed actually a thing?", "other_person", []),
    ("if I ever got a dog I'd call it Biscuit", "hypothetical", []),
    ("I don't have any kids, so the family plan is pointless for me", "negation", []),
    ("used to work at Starbucks back in college, thank god that's over", "negation", []),
    ("how much is a return to Lisbon in May?", "question", []),
    ("my girlfriend's obsessed with sushi, any good places near Soho?", "other_person", []),
    ("ugh Mondays, am I right", "casual", []),
    ("you said I should try pilates, what's the difference with yoga?", "casual", []),
    ("oh yeah sure, and I'm the Queen of England", "sarcasm", []),
    ("can you write a birthday message for my coworker Dan?", "request", []),
    ("what's a reasonable budget for a first car?", "question", []),
    ("if we moved to Spain would I need a visa?", "hypothetical", []),
    ("the pub quiz last night went on till 1am and i'm wrecked", "one_off", []),
    ("my neighbour's dog Rex barks all night, what can I do", "other_person", []),
    ("is Arsenal playing tonight?", "question", []),
    ("this jumper in large is way too big, might send it back", "one_off", []),
    ("my mum is thinking of moving to Cornwall", "other_person", []),
    ("was thinking about going vegan, not sure yet tho", "hypothetical", []),
    ("how do I set up whatsapp on a new phone?", "question", []),
    ("send me that shopping list again pls", "request", []),
    ("that cafe you mentioned looks lovely", "casual", []),
    ("my boss is from Texas and won't stop talking about brisket", "other_person", []),
    ("lol no I don't actually run marathons, that was a joke", "sarcasm", []),
    ("We lived in Phoenix for a while, but that was ages ago.", "negation", []),
    ("can cats eat tuna or is that a myth?", "question", []),
    ("hmm that answer's a bit long tbh, can you cut it down?", "complaint", []),
    ("I'm so tired today, barely slept", "one_off", []),
    ("my son's teacher wants a meeting, what should I ask her?", "other_person", []),
    ("no pets for me, I'm never home", "negation", []),
    ("you suggested Lisbon for the long weekend but we're not going anymore", "casual", []),
]
