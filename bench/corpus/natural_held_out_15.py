"""A fifteenth batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them, only the label helpers, the scoring note in natural.py, the key table and the
section on values in docs/facts.md, the head of the fourteenth batch for the file format, and the list of
domain and key names the corpus already labels (names only). The mix differs from the earlier batches:
messages to customer support with the user's town in passing, health and fitness context (allergies, a
medication kept as a note, diets, an injury next to a sport), money as the user wrote it (pesos, lucas,
rupees, dollars), family logistics with children's names and ages, work stated inside a task, a trip beside
the present home, pets, favourites and dislikes in passing, corrections, retirements (a job quit, a pet that
died, a diet dropped, a career ended), lines with two to four facts, lower case, emojis, chat abbreviations
and code-switching; some lines carry traps: a relative's or a pet's allergy, a partner's employer, a
workplace's town. In each language 40 lines state something durable about the user and 20 state nothing to
keep: chat, complaints, questions, other people's facts, what-ifs, one-day states, sarcasm, sayings, a
quote, a song line, and requests to translate, correct or rewrite a first-person sentence. Spanish from
Mexico, Peru, Chile, Spain, Colombia, Argentina, Uruguay, Venezuela, Bolivia, Costa Rica, Guatemala, Puerto
Rico, Cuba, Honduras, Paraguay and Texas; English from England, Scotland, Ireland, the US, Canada, Australia,
New Zealand, India, Nigeria, Ghana and the Philippines."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "mi pedido nunca llegó 😤 vivo en Puebla, en la colonia La Paz, ¿me ayudas a redactar el reclamo "
        "para la tienda?",
        "disclosure",
        [F("personal", "home", "Puebla")],
    ),
    (
        "Hola, soy enfermera en el Hospital Rebagliati y necesito que me ayudes a redactar un reporte de turno "
        "más ordenado, que el mío es un desastre",
        "disclosure",
        [F("work", "job", "enfermera"), F("work", "employer", "Hospital Rebagliati")],
    ),
    (
        "soy alérgico a la penicilina y al ibuprofeno, tenlo en cuenta cuando te pregunte por remedios pal resfrío",
        "disclosure",
        [F("personal", "allergy", "penicilina"), F("personal", "allergy", "ibuprofeno")],
    ),
    (
        "Me operaron de la rodilla hace un año y desde entonces hago natación tres veces por semana. "
        "¿Me preparas una rutina de fuerza que no la cargue?",
        "disclosure",
        [F("personal", "hobby", "natación")],
    ),
    (
        "Mi presupuesto para la laptop es de 15 mil pesos, no más. ¿Qué me recomiendas para diseño?",
        "preference",
        [F("preferences", "budget", "15 mil pesos")],
    ),
    (
        "para el regalo de mi suegra puedo gastar hasta 50 lucas, ayúdame a elegir algo bonito po",
        "preference",
        [F("preferences", "budget", "50 lucas")],
    ),
    (
        "tengo un hijo de 8, Mateo, y una hija de 5, Valentina; necesito ideas de loncheras para el colegio "
        "que no sean siempre lo mismo",
        "disclosure",
        [F("personal", "son", "Mateo"), F("personal", "daughter", "Valentina")],
    ),
    (
        "mi esposo se llama Raúl y trabaja en Pemex, ¿cómo le explico lo del seguro de gastos médicos?",
        "disclosure",
        [F("personal", "partner", "Raúl")],
    ),
    (
        "ya no trabajo en Bancolombia, renuncié el mes pasado y ando buscando camello",
        "update",
        [R("work", "employer", "Bancolombia")],
    ),
    (
        "se murió mi gato Simón la semana pasada 😢 no sé cómo contárselo a mi hija",
        "update",
        [R("personal", "pet", "Simón")],
    ),
    (
        "dejé la dieta keto, no la aguanté más; ahora como de todo otra vez",
        "update",
        [R("personal", "diet", "keto")],
    ),
    (
        "perdón, antes te dije que vivía en Rosario pero en realidad vivo en Santa Fe capital, me confundí",
        "update",
        [F("personal", "home", "Santa Fe")],
    ),
    (
        "q onda, me llamo diego, tengo 19 y estudio ingeniería civil en la unam xq quiero hacer puentes jaja",
        "disclosure",
        [
            F("personal", "name", "diego"),
            F("personal", "age", "19"),
            F("personal", "studies", "ingeniería civil"),
        ],
    ),
    (
        "mi perrita Canela es alérgica al pollo, ¿q croquetas me recomiendas? vivo en Maracaibo y aquí no se "
        "consigue de todo",
        "disclosure",
        [F("personal", "pet", "Canela"), F("personal", "home", "Maracaibo")],
    ),
    (
        "vivo en Montevideo pero en diciembre me voy a Florianópolis con unas amigas, ¿qué playas me recomendás?",
        "disclosure",
        [F("personal", "home", "Montevideo"), F("plans", "planned trip", "Florianópolis")],
    ),
    (
        "Nos mudamos a Valencia en septiembre, ¿me haces una lista de cosas que hay que hacer antes de la mudanza?",
        "decision",
        [F("plans", "planned move", "Valencia")],
    ),
    (
        "Soy profesor de matemáticas en un liceo de Valparaíso, ayúdame a armar una prueba de funciones para "
        "segundo medio",
        "disclosure",
        [F("work", "job", "profesor de matemáticas")],
    ),
    (
        "mi color favorito es el verde menta 💚 úsalo en la invitación del bautizo porfa",
        "preference",
        [F("preferences", "colour", "verde menta")],
    ),
    (
        "soy vegetariana y odio el cilantro, tenlo en cuenta pa las recetas q me pases",
        "preference",
        [F("personal", "diet", "vegetariana"), F("preferences", "dislikes", "cilantro")],
    ),
    (
        "Buenas, el paquete me llegó roto. Prefiero que me contacten por WhatsApp, el correo casi no lo reviso.",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "Pago siempre con débito, ¿aceptáis tarjeta en la tienda o solo Bizum?",
        "preference",
        [F("preferences", "payment", "débito")],
    ),
    (
        "calzo un 38 y medio, ¿me valen las de 39 o me van a quedar grandes?",
        "disclosure",
        [F("personal", "shoe size", "38 y medio")],
    ),
    (
        "Mi mamá, Rosa, vive conmigo en Cochabamba desde que enviudó; ayúdame a buscarle un taller de tejido",
        "implicit",
        [F("personal", "mother", "Rosa"), F("personal", "home", "Cochabamba")],
    ),
    (
        "Trabajo de cajera en el Walmart de Escazú, turno de noche, y necesito una rutina de ejercicio de 20 minutos",
        "disclosure",
        [F("work", "job", "cajera"), F("work", "employer", "Walmart")],
    ),
    (
        "Cumplo años el 14 de febrero, sí, el mero día del cariño 🙄 ayudame a planear algo barato",
        "disclosure",
        [F("personal", "birthday", "02-14")],
    ),
    (
        "mi novia Camila y yo nos vamos a Cusco en julio, ¿qué ropa llevamos pal frío?",
        "disclosure",
        [F("personal", "partner", "Camila"), F("plans", "planned trip", "Cusco")],
    ),
    (
        "Tengo una hermana, Lucía, que es médica en Sevilla; ella dice que duermo poco y quiero ver si tiene razón",
        "disclosure",
        [F("personal", "sister", "Lucía")],
    ),
    (
        "Soy socio del Atleti desde hace veinte años, así que no me hables bien del Madrid",
        "preference",
        [F("preferences", "favourite team", "Atleti")],
    ),
    (
        "me encanta el reguetón viejo, Daddy Yankee, Tego, Don Omar... ponme una playlist pa' la playa",
        "preference",
        [F("preferences", "likes", "reguetón viejo")],
    ),
    (
        "Mi hijo Tomás tiene TDAH y está en tercero de primaria; ayúdame a hacerle un horario visual para las mañanas",
        "disclosure",
        [F("personal", "son", "Tomás")],
    ),
    (
        "Recuerda que tomo levotiroxina en ayunas todos los días",
        "disclosure",
        [F("personal", "note", "tomo levotiroxina en ayunas todos los días")],
    ),
    (
        "¡Acabo de entrar a Rappi como desarrollador backend! 🎉 ahora sí, ayúdame a actualizar el LinkedIn",
        "update",
        [F("work", "employer", "Rappi"), F("work", "job", "desarrollador backend")],
    ),
    (
        "En la casa tenemos un loro que se llama Paco y dos jicoteas, ¿qué comen las jicoteas?",
        "disclosure",
        [F("personal", "pet", "Paco"), F("personal", "pet", "dos jicoteas")],
    ),
    (
        "Los mariscos y el maní me dan alergia, así que ojo con las recetas que me mandés",
        "implicit",
        [F("personal", "allergy", "mariscos"), F("personal", "allergy", "maní")],
    ),
    (
        "Me jubilé el año pasado después de 35 años en Telefónica y ahora cultivo mi huerta todas las mañanas",
        "update",
        [R("work", "employer", "Telefónica"), F("personal", "hobby", "huerta")],
    ),
    (
        "vivo sola con mis dos gatas, Nube y Mora, en un depa en Providencia 🐈🐈",
        "disclosure",
        [
            F("personal", "pet", "Nube"),
            F("personal", "pet", "Mora"),
            F("personal", "home", "Providencia"),
        ],
    ),
    (
        "El 12 de octubre corro el maratón de Buenos Aires, armame un plan de entrenamiento de 8 semanas",
        "decision",
        [F("plans", "upcoming plan", "maratón de Buenos Aires")],
    ),
    (
        "btw soy nurse en un hospital de Houston, so mis horarios están locos; help me plan unas comidas pa la semana",
        "disclosure",
        [F("work", "job", "nurse")],
    ),
    (
        "Llevo 4 años viviendo en Asunción, aunque soy de Encarnación",
        "disclosure",
        [F("personal", "home", "Asunción"), F("personal", "origin", "Encarnación")],
    ),
    (
        "Mi papá, Ernesto, tiene Alzheimer y me vine a vivir con él a Mérida para cuidarlo",
        "update",
        [F("personal", "father", "Ernesto"), F("personal", "home", "Mérida")],
    ),
    # --- nothing to keep ---
    ("¿cuál es la capital de Bolivia? siempre me confundo entre La Paz y Sucre", "question", []),
    ("mi hermano vive en Toronto y trabaja en Shopify, ¿qué tal es esa empresa?", "other_person", []),
    ("si viviera en Barcelona me compraría una bici eléctrica sin pensarlo", "hypothetical", []),
    ("hoy ando re cansado, dormí como tres horas", "one_off", []),
    ("ay sí, claro, me encanta esperar dos horas en la fila del banco 🙃", "sarcasm", []),
    ("traduce al inglés: 'Vivo en Lima y trabajo como contadora desde 2015'", "request", []),
    ("Corrige la ortografía de esto: 'soy alergico al polen y tengo dos perros'", "request", []),
    ("'yo no soy marinero, soy capitán' jaja no se me sale de la cabeza", "casual", []),
    ("Al que madruga Dios lo ayuda, dice mi abuela cada mañana", "idiom", []),
    ("mi pedido #48213 sigue 'en camino' desde hace 10 días, ¿qué hago?", "complaint", []),
    ("mi amiga Sofía es vegana y viene a cenar el sábado, ¿qué le cocino?", "other_person", []),
    ("jajaja no manches, me salvaste la tarde con eso", "casual", []),
    ("¿Cuánto cuesta un pasaje de Bogotá a Cartagena en temporada alta?", "question", []),
    ("Si algún día me saco la lotería, me largo a vivir a Tulum y no vuelvo", "hypothetical", []),
    ("hoy no desayuné, se me hizo tarde otra vez", "one_off", []),
    ("Este chat va más lento que una tortuga con muletas", "complaint", []),
    ("Reescribe este párrafo más formal: 'Me llamo Pedro, tengo 30 años y soy de Quito'", "request", []),
    ("mi vecina tiene tres gatos y uno siempre se mete a mi balcón", "other_person", []),
    ("qué calor hace hoy en Mendoza, no se puede ni salir", "one_off", []),
    ("¿Qué opinas de la dieta keto? ¿funciona de verdad o es moda?", "question", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "hey my parcel never showed up, i live in leeds (LS6), can u chase the courier for me",
        "disclosure",
        [F("personal", "home", "leeds")],
    ),
    (
        "I'm a nurse at St Vincent's in Sydney, help me write a handover note that isn't a wall of text",
        "disclosure",
        [F("work", "job", "nurse"), F("work", "employer", "St Vincent's")],
    ),
    (
        "I'm allergic to sulfa drugs and penicillin, so flag anything with those in it",
        "disclosure",
        [F("personal", "allergy", "sulfa drugs"), F("personal", "allergy", "penicillin")],
    ),
    (
        "tore my ACL last year, so these days it's pilates twice a week instead of footy. can u suggest some "
        "hamstring stretches?",
        "disclosure",
        [F("personal", "hobby", "pilates")],
    ),
    (
        "Budget for the new phone is ₹40,000 max, suggest something with a good camera",
        "preference",
        [F("preferences", "budget", "₹40,000")],
    ),
    (
        "my partner Jess and I have a son, Ollie, who's 7, and a daughter, Maisie, who's 4. any ideas for a "
        "rainy weekend?",
        "disclosure",
        [
            F("personal", "partner", "Jess"),
            F("personal", "son", "Ollie"),
            F("personal", "daughter", "Maisie"),
        ],
    ),
    (
        "I quit Amazon last Friday. best decision ever tbh",
        "update",
        [R("work", "employer", "Amazon")],
    ),
    (
        "our dog Biscuit passed away on Sunday, he was 14. the house is so quiet",
        "update",
        [R("personal", "pet", "Biscuit")],
    ),
    (
        "I stopped doing keto, it was making me miserable. back to normal food",
        "update",
        [R("personal", "diet", "keto")],
    ),
    (
        "correction: I said I live in Auckland but it's actually Hamilton, sorry about that",
        "update",
        [F("personal", "home", "Hamilton")],
    ),
    (
        "I'm pescatarian, so fish is fine but no meat in anything you suggest",
        "disclosure",
        [F("personal", "diet", "pescatarian")],
    ),
    (
        "name's Kwame, 34, I'm an accountant and I live in Kumasi. need help with a CV",
        "disclosure",
        [
            F("personal", "name", "Kwame"),
            F("personal", "age", "34"),
            F("work", "job", "accountant"),
            F("personal", "home", "Kumasi"),
        ],
    ),
    (
        "i live in calgary but we're heading to lisbon for two weeks in may 🇵🇹 what should we pack",
        "disclosure",
        [F("personal", "home", "calgary"), F("plans", "planned trip", "lisbon")],
    ),
    (
        "my husband Tunde and I are relocating to Abuja next year, what should I know about schools there?",
        "decision",
        [F("personal", "partner", "Tunde"), F("plans", "planned move", "Abuja")],
    ),
    (
        "I'm a Year 5 teacher, can you help me write a letter to parents about the class trip to the zoo?",
        "disclosure",
        [F("work", "job", "Year 5 teacher")],
    ),
    (
        "favourite colour is teal, use that for the slides pls",
        "preference",
        [F("preferences", "colour", "teal")],
    ),
    (
        "I can't stand mushrooms, leave them out of the meal plan",
        "preference",
        [F("preferences", "dislikes", "mushrooms")],
    ),
    (
        "Hi, my refund still hasn't come through. Please reach me on WhatsApp about it, I hardly ever check my email.",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "do u take PayPal? I always pay with PayPal, don't trust giving my card out",
        "preference",
        [F("preferences", "payment", "PayPal")],
    ),
    (
        "pls send the invoice to my new email, tomas.reyes@protonmail.com, the old one got hacked",
        "update",
        [F("personal", "email", "tomas.reyes@protonmail.com")],
    ),
    (
        "My mum Margaret has lived with us in Galway since Dad passed, she wants to learn to video call",
        "implicit",
        [F("personal", "mother", "Margaret"), F("personal", "home", "Galway")],
    ),
    (
        "I'm a cashier at Tesco, nights mostly. need a sleep schedule that actually works",
        "disclosure",
        [F("work", "job", "cashier"), F("work", "employer", "Tesco")],
    ),
    (
        "Originally from Lagos, been living in Manchester for 6 years now, still not used to the rain",
        "disclosure",
        [F("personal", "origin", "Lagos"), F("personal", "home", "Manchester")],
    ),
    (
        "my birthday's on the 3rd of June, remind me to book a table somewhere nice",
        "disclosure",
        [F("personal", "birthday", "06-03")],
    ),
    (
        "my gf Priya and I are going to Bali in October, budget is around $3000 for both of us, where should we stay?",
        "disclosure",
        [
            F("personal", "partner", "Priya"),
            F("plans", "planned trip", "Bali"),
            F("preferences", "budget", "$3000"),
        ],
    ),
    (
        "I've got a brother, Sean, he's a plumber in Cork, and he reckons I should learn to fix my own taps",
        "disclosure",
        [F("personal", "brother", "Sean")],
    ),
    (
        "been supporting Arsenal since I was six, so go easy on me after Sunday",
        "preference",
        [F("preferences", "favourite team", "Arsenal")],
    ),
    (
        "I love old Bollywood songs, Kishore Kumar especially, make me a playlist for the drive",
        "preference",
        [F("preferences", "likes", "old Bollywood songs")],
    ),
    (
        "my son Ethan is starting Grade 3 in September, help me write an email to his new teacher about his "
        "peanut allergy",
        "disclosure",
        [F("personal", "son", "Ethan")],
    ),
    (
        "Keep in mind I take metformin every morning",
        "disclosure",
        [F("personal", "note", "take metformin every morning")],
    ),
    (
        "just started at Shopify as a product designer!! 🎉 still pinching myself",
        "update",
        [F("work", "employer", "Shopify"), F("work", "job", "product designer")],
    ),
    (
        "I'm a size L in hoodies, does this brand run small?",
        "disclosure",
        [F("personal", "clothing size", "L")],
    ),
    (
        "I'm from Cebu, working as a caregiver, and I need help with a cover letter for a new family",
        "disclosure",
        [F("personal", "origin", "Cebu"), F("work", "job", "caregiver")],
    ),
    (
        "peanuts and shellfish give me hives, so careful with the recipes",
        "implicit",
        [F("personal", "allergy", "peanuts"), F("personal", "allergy", "shellfish")],
    ),
    (
        "I retired from the Navy in 2019 and now I spend most days fly fishing on the Bow River",
        "update",
        [R("work", "employer", "Navy"), F("personal", "hobby", "fly fishing")],
    ),
    (
        "my cats luna and pixel are indoor only, which litter is least dusty? idk what to buy anymore",
        "disclosure",
        [F("personal", "pet", "luna"), F("personal", "pet", "pixel")],
    ),
    (
        "fave show is Succession, fight me",
        "preference",
        [F("preferences", "favourite series", "Succession")],
    ),
    (
        "I work in fintech, can you explain what a chargeback is like I'm five? my manager keeps saying it",
        "disclosure",
        [F("work", "industry", "fintech")],
    ),
    (
        "My name is Aroha, I'm 27 and I'm studying nursing at Massey",
        "disclosure",
        [
            F("personal", "name", "Aroha"),
            F("personal", "age", "27"),
            F("personal", "studies", "nursing"),
        ],
    ),
    (
        "I prefer aisle seats on long flights, my knees can't handle the window",
        "preference",
        [F("preferences", "preference", "aisle seats")],
    ),
    # --- nothing to keep ---
    ("what's the time difference between Perth and London right now?", "question", []),
    ("my sister just got a job at Google, should I be jealous lol", "other_person", []),
    ("if I lived in Canada I'd probably own a snowmobile", "hypothetical", []),
    ("so tired today, slept like 3 hours", "one_off", []),
    ("oh great, another software update that breaks everything. love that for me 🙄", "sarcasm", []),
    ("translate into French: 'I'm allergic to nuts and I live in Boston'", "request", []),
    ("rewrite this to sound friendlier: 'I am a manager at Deloitte and I expect results'", "request", []),
    ("'is this the real life, is this just fantasy' has been stuck in my head all day", "casual", []),
    ("the early bird catches the worm, as my gran used to say", "idiom", []),
    ("my order #A7731 has been 'processing' for 12 days, this is ridiculous", "complaint", []),
    ("my colleague Raj is vegetarian, what should I order for the team lunch?", "other_person", []),
    ("haha fair enough, cheers mate", "casual", []),
    ("How much is a Shinkansen ticket from Tokyo to Kyoto?", "question", []),
    ("if I won the lotto I'd move to the Gold Coast and never work again", "hypothetical", []),
    ("skipped breakfast today, running late again", "one_off", []),
    ("what do you think about intermittent fasting, is it legit?", "question", []),
    ("my boss loves saying 'work smarter not harder', it drives me nuts", "other_person", []),
    ("it's pouring in Glasgow today, can't even go out", "one_off", []),
    ("yeah right, because I totally have time to meal prep on a Sunday 😂", "sarcasm", []),
    ("fix the grammar: 'me and my wife lives in Texas since 2010'", "request", []),
]
