"""A twenty-seventh batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them nor their tests nor the earlier batches' sentences, only the label helpers, the scoring
note and the lists in natural.py, the key table (with the paragraphs under it) and the section on values in
docs/facts.md, the head of the twenty-sixth batch for the file format, and the list of domain and key names the
corpus already labels (names only). Its register is unlike batch 26's long rambling messages: what people type to
an assistant while asking it for something, the fact dropped at the start or in the middle of the request ("soy
vegana, q puedo cocinar hoy…", "got 3 kids and need a car with a third row…", "I'm a nurse at … and do nights,
tips…"), bare replies to a question the assistant asked ("Sí, dos perros", "no, solo una hermana, Paula", "yes,
married, to Carlos", "Dublin originally, but living in Berlin now"), clipped subjectless lines ("name's Dev btw",
"lactose intolerant here", "size 11 shoe, wide feet"), lowercase starts, missing accents and typos ("naci",
"asi q", "debito", "wich", "begginers"), and mixed formality. The Spanish is Mexico's, the River Plate's,
Spain's, Colombia's, Peru's and Chile's ("q onda", "ahorita", "depa", "laburo", "mis viejos", "sin tacc",
"curro", "parce"); the English is British, Irish, American and Nigerian ("fav colour", "chippy", "half term",
"mate", "jollof"). It covers name, age, birthday, email, home and origin, a move and a trip ahead, job and
employer (a change of employer retiring the old one), studies, a partner, siblings, children named and counted,
pets named and counted, diets (vegan, vegetarian, coeliac, lactose), allergies, favourites (colour, food, team),
likes and dislikes, a hobby, shoe and clothing sizes, budgets with their currency, a payment method, a contact
channel, a seat preference, and notes (languages spoken, a diabetes, not drinking, the car driven). In Spanish 58
lines state something durable about the user and 30 state nothing to keep; in English 58 and 30. The casual
lines are other people's facts and plans (a sister's diet, a boss's children, a friend's move, a father's old
employer), what-ifs and wishes, a diet being thought about, questions to the assistant about budgets, sizes,
cities and calories, complaints about devices, meetings and neighbours, a meal and a one-week diet, small talk,
thanks, sarcasm, requests with no fact, and denials ("no, no tengo mascotas", "not married, no").

First run (`bash scripts/bench.sh extraction --errors held-out`, main at `ffbd827` with the batch added and
nothing else changed, 2026-11-25 12:08 UTC, load 2.1-2.3 on 2 CPUs): Spanish 0.769 recall (50 of 65 facts) at
0.980 precision, 0.962 on all lines, one casual line in 30 with a fact; English 0.746 recall (50 of 67) at 0.962
precision, 0.962 on all lines, no casual line with a fact. No label was changed after the run."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    ("soy vegana, q puedo cocinar hoy con garbanzos y espinaca?", "personal", [F("personal", "diet", "vegana")]),
    ("tengo 3 hijos y busco un coche familiar, qué modelos me recomiendas", "family", [F("personal", "children", "3")]),
    (
        "necesito ideas de regalo para mi esposa Carmen, cumple 40 el sábado",
        "family",
        [F("personal", "partner", "Carmen")],
    ),
    (
        "q onda, soy de Monterrey pero ahorita vivo en CDMX, donde hay buenos tacos por la Roma?",
        "place",
        [F("personal", "origin", "Monterrey"), F("personal", "home", "CDMX")],
    ),
    ("Sí, dos perros", "pet", [F("personal", "pet", "dos perros")]),
    ("si, una gata que se llama Michi", "pet", [F("personal", "pet", "Michi")]),
    ("Soy alérgico al maní, fijate si esta receta lleva", "personal", [F("personal", "allergy", "maní")]),
    (
        "che, laburo de diseñadora gráfica en una agencia, me armás el cv?",
        "work",
        [F("work", "job", "diseñadora gráfica")],
    ),
    (
        "trabajo en Bancolombia hace 5 años y quiero pedir aumento, cómo lo planteo",
        "work",
        [F("work", "employer", "Bancolombia")],
    ),
    (
        "mi presupuesto es de unos 600 dólares, qué portátil me conviene para programar?",
        "preference",
        [F("preferences", "budget", "600 dólares")],
    ),
    ("calzo 39, ¿qué zapatillas de trail me recomiendas?", "personal", [F("personal", "shoe size", "39")]),
    ("me llamo Andrea, me ayudas con una carta de presentación?", "personal", [F("personal", "name", "Andrea")]),
    ("tengo 27 años y quiero empezar a invertir, por dónde arranco", "personal", [F("personal", "age", "27")]),
    (
        "estoy estudiando medicina en la UBA y no me da el tiempo, armame un horario",
        "personal",
        [F("personal", "studies", "medicina")],
    ),
    (
        "Nos mudamos a Valencia en septiembre, qué barrios son buenos para ir con niños?",
        "plan",
        [F("plans", "planned move", "Valencia")],
    ),
    (
        "en diciembre me voy a Cartagena con mis amigas, que meto en la maleta",
        "plan",
        [F("plans", "planned trip", "Cartagena")],
    ),
    ("soy celiaca, hay pizzerias sin tacc en Rosario?", "personal", [F("personal", "diet", "celiaca")]),
    (
        "mi color favorito es el morado, ayudame a decorar mi cuarto",
        "favourite",
        [F("preferences", "colour", "morado")],
    ),
    (
        "no me gusta nada el cilantro, cámbialo por otra cosa en la receta",
        "preference",
        [F("preferences", "dislikes", "cilantro")],
    ),
    (
        "me encanta el senderismo, qué rutas hay cerca de Bogotá para un domingo?",
        "preference",
        [F("preferences", "likes", "senderismo")],
    ),
    ("hago crossfit 4 veces por semana, qué debería desayunar", "personal", [F("personal", "hobby", "crossfit")]),
    ("soy hincha de River, pasame cuándo juega este mes", "favourite", [F("preferences", "favourite team", "River")]),
    (
        "prefiero pagar con tarjeta de debito, se puede en la web?",
        "preference",
        [F("preferences", "payment", "debito")],
    ),
    (
        "mejor escribime por wasap, el mail casi no lo miro",
        "preference",
        [F("preferences", "contact channel", "wasap")],
    ),
    (
        "mi correo es lucia.paz87@gmail.com por si tienes que mandarme algo",
        "personal",
        [F("personal", "email", "lucia.paz87@gmail.com")],
    ),
    (
        "Vivo en Medellín, en Laureles. ¿Qué plan hay para este fin de semana?",
        "place",
        [F("personal", "home", "Medellín")],
    ),
    (
        "tengo una hija de 4 años, Sofía, qué cuentos le puedo leer antes de dormir",
        "family",
        [F("personal", "daughter", "Sofía")],
    ),
    (
        "mi novio se llama Javi y cumple el martes, qué le regalo que no sea ropa",
        "family",
        [F("personal", "partner", "Javi")],
    ),
    (
        "soy enfermera en el Hospital La Paz y hago noches, algún truco para dormir de día?",
        "work",
        [F("work", "job", "enfermera"), F("work", "employer", "Hospital La Paz")],
    ),
    (
        "ya no estoy en Telcel, me cambié a Bimbo hace un mes, ayúdame a actualizar el linkedin",
        "update",
        [R("work", "employer", "Telcel"), F("work", "employer", "Bimbo")],
    ),
    ("tengo intolerancia a la lactosa, el kéfir me puede sentar mal?", "personal", [F("personal", "diet", "lactosa")]),
    ("talla M en camisetas, búscame una de la selección", "personal", [F("personal", "clothing size", "M")]),
    (
        "hablo inglés y portugués, en qué curros me puede servir?",
        "personal",
        [F("personal", "note", "inglés y portugués")],
    ),
    (
        "Tengo diabetes tipo 2, qué postres puedo comer sin liarla",
        "personal",
        [F("personal", "note", "diabetes tipo 2")],
    ),
    (
        "mi hermano Mateo se casa en mayo y soy el padrino, ayúdame con el discurso",
        "family",
        [F("personal", "brother", "Mateo")],
    ),
    (
        "mis viejos están en Córdoba y yo en Buenos Aires, cómo hago para ir a verlos más barato",
        "place",
        [F("personal", "home", "Buenos Aires")],
    ),
    (
        "naci en Cali, llevo diez años en Madrid y todavía no me sale una tortilla decente, receta?",
        "place",
        [F("personal", "origin", "Cali"), F("personal", "home", "Madrid")],
    ),
    (
        "la verdad no tomo alcohol, recomiéndame cócteles sin alcohol para la fiesta",
        "personal",
        [F("personal", "note", "no tomo alcohol")],
    ),
    ("mi perra Luna tiene 12 años y le cuesta subir escaleras, qué hago", "pet", [F("personal", "pet", "Luna")]),
    (
        "manejo un Chevrolet Aveo del 2012, cada cuánto le cambio el aceite?",
        "personal",
        [F("personal", "note", "Chevrolet Aveo")],
    ),
    ("soy profe de primaria, dame ideas para el día del niño", "work", [F("work", "job", "profe de primaria")]),
    (
        "Estoy en tercero de Derecho y tengo examen de civil el lunes, hazme preguntas",
        "personal",
        [F("personal", "studies", "Derecho")],
    ),
    (
        "mi comida favorita son las arepas, enséñame a hacerlas bien",
        "favourite",
        [F("preferences", "favourite food", "arepas")],
    ),
    (
        "me mudé a Guadalajara hace dos meses y no conozco a nadie, q hago los fines de semana",
        "place",
        [F("personal", "home", "Guadalajara")],
    ),
    (
        "ando buscando depa en Puebla, mi presupuesto es de 8 mil pesos al mes",
        "preference",
        [F("preferences", "budget", "8 mil pesos")],
    ),
    ("sí, estoy casada, con Rodrigo", "family", [F("personal", "partner", "Rodrigo")]),
    ("no, solo una hermana, Paula", "family", [F("personal", "sister", "Paula")]),
    ("tengo 45 y quiero empezar a correr, me haces un plan para 5k?", "personal", [F("personal", "age", "45")]),
    ("soy de Boca a muerte jaja, cuándo juega?", "favourite", [F("preferences", "favourite team", "Boca")]),
    ("odio el reguetón, ponme algo de rock para entrenar", "preference", [F("preferences", "dislikes", "reguetón")]),
    (
        "Trabajo de camarero en un bar de Malasaña y quiero cambiar de curro, qué hago con el cv",
        "work",
        [F("work", "job", "camarero")],
    ),
    (
        "tengo dos gatas, Nala y Kira, y me voy de viaje una semana, q hago con ellas",
        "pet",
        [F("personal", "pet", "Nala"), F("personal", "pet", "Kira")],
    ),
    (
        "entré a Mercado Libre como analista la semana pasada y no entiendo ni las siglas",
        "work",
        [F("work", "employer", "Mercado Libre"), F("work", "job", "analista")],
    ),
    (
        "mi cumple es el 3 de julio, ideas para festejarlo sin gastar mucho?",
        "personal",
        [F("personal", "birthday", "3 de julio")],
    ),
    (
        "prefiero ventanilla en los vuelos largos, tenlo en cuenta cuando me busques",
        "preference",
        [F("preferences", "preference", "ventanilla")],
    ),
    ("tengo alergia a los mariscos asi q nada de camarones porfa", "personal", [F("personal", "allergy", "mariscos")]),
    (
        "de Lima, pero ahora vivo en Santiago",
        "place",
        [F("personal", "origin", "Lima"), F("personal", "home", "Santiago")],
    ),
    ("vegetariana, desde hace años", "personal", [F("personal", "diet", "vegetariana")]),
    # --- casual and near-miss lines: nothing to keep ---
    ("mi hermana es vegana y viene a cenar el viernes, qué le preparo", "third_party", []),
    ("qué presupuesto hace falta para ir 10 días a Japón?", "question", []),
    ("si viviera en Barcelona me compraría una moto", "hypothetical", []),
    ("hoy estoy muerta de cansancio jaja", "casual", []),
    ("mi jefe tiene 3 hijos y siempre llega tarde a todo", "third_party", []),
    ("cuánto calza normalmente un niño de 8 años?", "question", []),
    ("me comí una hamburguesa enorme, no me puedo ni mover", "one_off", []),
    ("este portátil es malísimo, se calienta un montón", "complaint", []),
    ("ojalá pudiera tener un perro pero en el depa no dejan", "hypothetical", []),
    ("qué tal, cómo estás?", "casual", []),
    ("graciaaas, me sirvió un montón", "casual", []),
    ("si fuera vegetariano, de dónde sacaría la proteína?", "hypothetical", []),
    ("mi amiga Clara se muda a Lisboa en marzo, qué le regalo de despedida", "third_party", []),
    ("a mi novio le encanta el fútbol, yo lo veo por acompañarlo", "third_party", []),
    ("estoy pensando en hacerme vegana pero no sé si podré", "hypothetical", []),
    ("no, no tengo mascotas", "negation", []),
    ("qué talla conviene para un abrigo oversize?", "question", []),
    ("la reunión de hoy fue eterna, qué pereza", "complaint", []),
    ("esta semana estoy a dieta, nada de pan hasta el lunes", "one_off", []),
    ("me puedes resumir este artículo?", "request", []),
    ("el vecino de arriba toca la batería a las once de la noche, no aguanto más", "complaint", []),
    ("qué tal es vivir en Bogotá? me da curiosidad", "question", []),
    ("mi papá trabajó en Pemex desde los 90 hasta que se jubiló", "third_party", []),
    ("hoy almorcé sushi con los del trabajo", "one_off", []),
    ("ajá sí, me encanta que llueva justo cuando salgo sin paraguas", "sarcasm", []),
    ("a lo mejor algún día me voy a vivir a Canadá, quién sabe", "hypothetical", []),
    ("no soy de Madrid eh, estoy aquí de paso por trabajo", "negation", []),
    ("cuántas calorías tiene una arepa con queso?", "question", []),
    ("escribe un correo para mi jefa diciendo que hoy no voy", "request", []),
    ("jajaja qué buena esa, parce", "casual", []),
]

ENGLISH = [
    # --- durable facts ---
    ("im vegan, any ideas for a quick dinner? only got rice and beans", "personal", [F("personal", "diet", "vegan")]),
    ("got 3 kids and need a car with a third row, what should I look at", "family", [F("personal", "children", "3")]),
    ("yeah, two cats actually", "pet", [F("personal", "pet", "two cats")]),
    (
        "I'm allergic to shellfish so skip the paella suggestions pls",
        "personal",
        [F("personal", "allergy", "shellfish")],
    ),
    (
        "my wife Priya and I are heading to Lisbon in May, what should we book first?",
        "family",
        [F("personal", "partner", "Priya"), F("plans", "planned trip", "Lisbon")],
    ),
    ("i work as a paramedic on rotating shifts, how do i meal prep for that", "work", [F("work", "job", "paramedic")]),
    (
        "I've been at Deloitte 3 years and want to move into product, how do I pitch it to my manager",
        "work",
        [F("work", "employer", "Deloitte")],
    ),
    (
        "my budget is about 800 pounds, wich laptop is best for video editing?",
        "preference",
        [F("preferences", "budget", "800 pounds")],
    ),
    ("size 11 shoe, wide feet, any good running shoes?", "personal", [F("personal", "shoe size", "11")]),
    ("name's Dev btw", "personal", [F("personal", "name", "Dev")]),
    ("I'm 34 and just started lifting, is it too late to build muscle", "personal", [F("personal", "age", "34")]),
    (
        "im doing a masters in data science at Edinburgh and drowning, help me plan the week",
        "personal",
        [F("personal", "studies", "data science")],
    ),
    (
        "we're moving to Denver in August, which neighborhoods are good with a toddler?",
        "plan",
        [F("plans", "planned move", "Denver")],
    ),
    ("I'm coeliac, any decent gluten free bakeries in Leeds?", "personal", [F("personal", "diet", "coeliac")]),
    (
        "fav colour is sage green, help me pick paint for the bedroom",
        "favourite",
        [F("preferences", "colour", "sage green")],
    ),
    (
        "I can't stand mushrooms, swap them out of this recipe",
        "preference",
        [F("preferences", "dislikes", "mushrooms")],
    ),
    (
        "I love kayaking, any good spots near Portland for begginers?",
        "preference",
        [F("preferences", "likes", "kayaking")],
    ),
    (
        "I go swimming most mornings before work, what's a good breakfast after?",
        "personal",
        [F("personal", "hobby", "swimming")],
    ),
    (
        "die hard Arsenal fan here, when's the next home game",
        "favourite",
        [F("preferences", "favourite team", "Arsenal")],
    ),
    ("I'd rather pay with PayPal if that's an option", "preference", [F("preferences", "payment", "PayPal")]),
    ("just whatsapp me, I barely check email", "preference", [F("preferences", "contact channel", "whatsapp")]),
    (
        "my email is sam.okafor@outlook.com, send the summary there",
        "personal",
        [F("personal", "email", "sam.okafor@outlook.com")],
    ),
    ("I live in Austin, what's good for brunch this weekend", "place", [F("personal", "home", "Austin")]),
    ("I have a daughter, Mia, she's 6, what board games would she like", "family", [F("personal", "daughter", "Mia")]),
    ("my boyfriend Tom's birthday is next week, gift ideas?", "family", [F("personal", "partner", "Tom")]),
    (
        "I'm a nurse at St Mary's and do nights, tips to sleep during the day?",
        "work",
        [F("work", "job", "nurse"), F("work", "employer", "St Mary's")],
    ),
    (
        "left Amazon last month, now at Shopify, help me fix my linkedin headline",
        "update",
        [R("work", "employer", "Amazon"), F("work", "employer", "Shopify")],
    ),
    ("lactose intolerant here, is oat milk ok for baking", "personal", [F("personal", "diet", "lactose")]),
    ("I'm a medium in tops, can you find me a rain jacket", "personal", [F("personal", "clothing size", "M")]),
    ("I speak French and Arabic, which jobs could use that", "personal", [F("personal", "note", "French and Arabic")]),
    ("I have type 1 diabetes, what snacks are good for hiking", "personal", [F("personal", "note", "type 1 diabetes")]),
    (
        "my sister Hannah is getting married and I'm maid of honour, help me with a speech",
        "family",
        [F("personal", "sister", "Hannah")],
    ),
    (
        "born in Glasgow but I've lived in London for 8 years, where can I find a proper chippy",
        "place",
        [F("personal", "origin", "Glasgow"), F("personal", "home", "London")],
    ),
    ("I don't drink, so suggest some mocktails for the party", "personal", [F("personal", "note", "don't drink")]),
    ("our dog Biscuit is 11 and getting slow on walks, should I worry?", "pet", [F("personal", "pet", "Biscuit")]),
    (
        "I drive a 2015 Honda Civic, how often should I change the oil",
        "personal",
        [F("personal", "note", "Honda Civic")],
    ),
    (
        "I'm a primary school teacher, give me ideas for science week",
        "work",
        [F("work", "job", "primary school teacher")],
    ),
    ("third year of law school, contracts exam monday, quiz me", "personal", [F("personal", "studies", "law")]),
    (
        "my favourite food is ramen, teach me how to make the broth",
        "favourite",
        [F("preferences", "favourite food", "ramen")],
    ),
    (
        "just moved to Manchester two months ago and don't know anyone, what can i do on weekends",
        "place",
        [F("personal", "home", "Manchester")],
    ),
    (
        "my rent budget is £1200 a month, is that realistic in Bristol?",
        "preference",
        [F("preferences", "budget", "£1200")],
    ),
    ("yes, married, to Carlos", "family", [F("personal", "partner", "Carlos")]),
    ("no, just one brother, Eli", "family", [F("personal", "brother", "Eli")]),
    ("I'm 29 and thinking about switching to UX, where do i even start", "personal", [F("personal", "age", "29")]),
    ("hate cilantro, tastes like soap to me", "preference", [F("preferences", "dislikes", "cilantro")]),
    (
        "I'm really into birdwatching, which binoculars for under 200 dollars?",
        "preference",
        [F("preferences", "likes", "birdwatching"), F("preferences", "budget", "200 dollars")],
    ),
    ("me and my husband have 2 boys, 8 and 5, ideas for half term?", "family", [F("personal", "children", "2")]),
    (
        "I'm a Liverpool fan, obviously, who are we playing saturday",
        "favourite",
        [F("preferences", "favourite team", "Liverpool")],
    ),
    (
        "im from Lagos originally, now in Toronto, where can i get good jollof",
        "place",
        [F("personal", "origin", "Lagos"), F("personal", "home", "Toronto")],
    ),
    (
        "I'm a software engineer at Spotify, help me prep for a promo conversation",
        "work",
        [F("work", "job", "software engineer"), F("work", "employer", "Spotify")],
    ),
    ("my birthday is june 3rd, plan me a cheap day out", "personal", [F("personal", "birthday", "june 3rd")]),
    (
        "i prefer aisle seats, keep that in mind for the flight search",
        "preference",
        [F("preferences", "preference", "aisle seats")],
    ),
    ("we have a hamster called Nibbles, what veg can he eat", "pet", [F("personal", "pet", "Nibbles")]),
    ("vegetarian for 10 years now, what's a good protein powder", "personal", [F("personal", "diet", "vegetarian")]),
    ("yep, one son, Oscar", "family", [F("personal", "son", "Oscar")]),
    (
        "Dublin originally, but living in Berlin now",
        "place",
        [F("personal", "origin", "Dublin"), F("personal", "home", "Berlin")],
    ),
    (
        "I work for the NHS as a pharmacist, how do I negotiate band 7",
        "work",
        [F("work", "employer", "NHS"), F("work", "job", "pharmacist")],
    ),
    (
        "mostly remote, I'm a freelance translator, what invoicing app should I use",
        "work",
        [F("work", "job", "freelance translator")],
    ),
    # --- casual and near-miss lines: nothing to keep ---
    ("my sister is vegan, what should I cook when she visits", "third_party", []),
    ("how much should I budget for a week in Tokyo?", "question", []),
    ("if I lived in New York I'd never own a car", "hypothetical", []),
    ("so tired today lol", "casual", []),
    ("my boss has four kids and still answers emails at midnight", "third_party", []),
    ("what shoe size is a european 42 in the us?", "question", []),
    ("had a massive burrito for lunch, regretting it", "one_off", []),
    ("this phone's battery is a joke, dead by 2pm", "complaint", []),
    ("wish I could have a dog but my landlord says no", "hypothetical", []),
    ("hey hows it going", "casual", []),
    ("thanks, that helped a lot!", "casual", []),
    ("if I went vegetarian, where would I get iron from?", "hypothetical", []),
    ("my mate Jake is moving to Sydney next spring, what should I get him", "third_party", []),
    ("my girlfriend is obsessed with true crime podcasts", "third_party", []),
    ("thinking about trying keto but not sure yet", "hypothetical", []),
    ("no, no pets", "negation", []),
    ("what size should I get for an oversized hoodie?", "question", []),
    ("that meeting could've been an email honestly", "complaint", []),
    ("doing a juice cleanse this week, wish me luck", "one_off", []),
    ("can you summarize this article for me?", "request", []),
    ("the neighbours' dog barks all night, I'm losing it", "complaint", []),
    ("is Denver a good place to live?", "question", []),
    ("my dad worked at Ford for 30 years", "third_party", []),
    ("grabbed sushi with coworkers today", "one_off", []),
    ("oh great, another monday, love that for me", "sarcasm", []),
    ("maybe one day I'll move to Canada, who knows", "hypothetical", []),
    ("not married, no", "negation", []),
    ("how many calories are in a bagel?", "question", []),
    ("write an email to my manager saying I'm off sick today", "request", []),
    ("lmaooo that's so good", "casual", []),
]
