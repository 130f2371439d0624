"""A thirty-first batch of natural lines, written blind by a helper session (a language model) started from a session
of the project: its author read neither the extraction rules (nothing under facts/) nor the lines used to tune them
(natural_tune.py, spanish.py, english.py, templates.py, shifts.py, blind.py) nor their tests nor the earlier
batches' sentences. It read only the label helpers (labels.py), the scoring note and the lists in natural.py, the
head of docs/facts.md (its opening, the key table and the paragraphs under it, up to the standing instructions) and
its section on values, the docstring and the first fifteen lines after it of the thirtieth batch for the file format
(one labelled Spanish line, not reused), the names of the domains, keys and categories the held-out batches already
label (printed by a snippet, names and counts only, no line), and, while looking for the key the answer language is
kept under, the five lines of the other docs a grep for it matched and thirteen lines of docs/benchmarks.md (the end
of the thirtieth batch's result table and the start of its paragraph on what was missed, which says the answer
language is read as a code under its own key and standing instructions in the whole clause). A snippet that prints
only this batch's lines found two of them (a remark on the heat, a saying) equal to lines elsewhere in the corpus,
and they were reworded before any run. Nothing was run against the extractor: the first run is left to someone else,
after other fixes land.

Its theme is life admin: what people let slip about themselves while asking a general-purpose assistant for help
with an everyday errand (a week's menu, a gift, a toast, an itinerary, a playlist, a training plan, a form, a
purchase, a logo), the fact told on the side, as an aside or a reason ("ojo, que soy celíaco y tengo 60 euros para
la compra", "Calzo un 39 y medio, búscame unas zapatillas de trail que no pasen de 120 euros", "I drive a 2015
Honda Jazz, what tyres should I be looking at?"), said plainly, or after "Para tu info", "Acordate que", "Apúntate
que", "Ten en cuenta que", "Por si acaso", "recuerda q", "Quick context", "Heads up", "FYI", "Remember", "Kindly
note", "Just so you're aware". It covers name (one given with the nickname people use), age (also "47 tacos"),
birthday, email, home and origin (a move done, "nos vinimos a vivir a Querétaro en enero", "we just moved into our
first house in Halifax"; one that retires the old home, "dejé el piso de Lavapiés y ahora vivo en Getafe", "Not in
Leeds anymore, moved up to Harrogate"; a nationality as origin, "I'm Canadian"; the user's origin beside a
partner's, "Mi marido Iker es de Bilbao y yo de Logroño"), a move planned ("En junio me mudo a Montevideo", "The
plan is to move to Perth next spring"), trips ahead (`planned trip`: Cusco, Mompox, Kyoto, Accra, Lisbon; a
cousin's wedding abroad is the user's trip) and other events ahead (`upcoming plan`: an exam, a wedding, a
marathon, a pottery course, a citizenship ceremony, a triathlon), job, employer (one changed, the old retired),
industry, studies, a partner (mujer, pololo, novia, marido, husband, partner, girlfriend), siblings and parents
named, children named and counted (three named after their count with their ages, "Tengo tres críos: Unai de 10,
Irati de 7 y Jon de 2"; twins), pets named, counted by kind ("two goldfish", "dos gatos") or adopted, one that died
retired, diets (celíaco, ovolactovegetariana, lactose intolerant, halal, vegan, pescatarian; one given up in each
language, retired), allergies (a drug, bee stings, soy, penicillin and latex together), favourites (colour, film,
band, book, food, team, some worded otherwise than "my favourite X is": "El color que más me gusta es", "Favourite
book of all time? …", "Been a Collingwood supporter my whole life"), likes and dislikes, a hobby, a seat, shoe and
clothing sizes, budgets with their unit (euros, pesos, soles, dollars, pounds), a payment method, a contact
channel, notes (a vehicle, being sober), standing instructions to the assistant labelled `instruction` in the
user's words (their core, the thing to do or avoid: "recetas en gramos", "emojis en las respuestas", "háblame de
usted", "answers under 100 words", "calling me buddy", "anything with peanuts") and the answer language labelled
`response language` with the code the platform keeps (`es`, `en`; docs/facts.md says the answer language keeps a
code), where the twenty-ninth and thirtieth batches labelled both `preference`. The register is the Spanish of
Spain, Mexico, Argentina, Uruguay, Colombia, Chile, Peru, Venezuela, Cuba and Costa Rica ("tacos", "curro", "me
flipan", "che", "laburo", "armame", "bo", "parce", "computador", "depa", "neta", "pololo", "cachai", "soles",
"chamo", "asere", "mae") and the English of Ireland, Scotland, England, Wales, Australia, New Zealand, India,
South Africa, Nigeria, Jamaica, the US and Canada ("Hiya", "footy", "mate", "kindly note I am residing", "lekker",
"ja", "abeg", "I stay in Lekki", "y'all", "eh"), a few lines lowercase, without accents or apostrophes ("recuerda
q soy intolerante a la lactosa", "soy de Tucuman … en Cordoba por la facu", "remember im lactose intolerant", "im
19 and a first year apprentice plumber", "my fav colour is mustard yellow").

In Spanish 68 lines state something durable about the user (24 of them two to four facts, 97 labels with four
retirements) and 34 state nothing to keep; in English 68 (23 with two to four, 96 labels with four retirements) and
34. The casual lines are other people's facts and plans (a sister's home, a boss's move, a neighbour's and a
flatmate's diet, a father's and a grandad's work, a cousin's and a mate's wedding, a brother's planned move,
in-laws' trips), what-ifs and wishes (the lottery, a dog one day, a diet only thought about, "si fuera tú", "if you
were me"), questions to the assistant, one-off choices ("Esta vez pásame el resumen en viñetas", "Just this once,
can you make the list alphabetical?"), a meal or a film liked once, small talk, sarcasm, a saying, denials ("No
tengo hijos", "no tengo mascotas", "No, no soy de Madrid", "I'm not married and I don't have kids") and facts inside
a task (a sentence to translate, to correct or to proofread, an ad to draft, a message, a poem or a speech to
write).

One label was changed after the first run, against the key table of docs/facts.md: "Háblame de usted, por favor…"
was labelled `instruction: háblame de usted`, but the table keeps the answer's style under its own key (`response
style`, a code) and a standing instruction only when no such specific key reads the clause, so it is now `response
style: formal`, what the platform stores. The other `instruction` and `response language` labels match the table and
were kept; no line's words changed."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Buenas, soy Maripaz y vivo en Hervás, un pueblito de Cáceres precioso.",
        "personal",
        [
            F("personal", "name", "Maripaz"),
            F("personal", "home", "Hervás"),
        ],
    ),
    (
        "Ayúdame a armar un menú para toda la semana; ojo, que soy celíaco y tengo 60 euros para la compra.",
        "personal",
        [
            F("personal", "diet", "celíaco"),
            F("preferences", "budget", "60 euros"),
        ],
    ),
    (
        "Che, laburo de kinesiólogo en el Hospital Italiano, así que los turnos me matan.",
        "work",
        [
            F("work", "job", "kinesiólogo"),
            F("work", "employer", "Hospital Italiano"),
        ],
    ),
    (
        "Cumplo años el 9 de septiembre, por si querés agendarlo.",
        "personal",
        [F("personal", "birthday", "9 de septiembre")],
    ),
    (
        "Tengo 47 tacos y por fin me he animado a aprender a programar, ¿por dónde empiezo?",
        "personal",
        [F("personal", "age", "47")],
    ),
    (
        "Mi mujer se llama Rocío y este año hacemos doce de casados, ¿qué le regalo?",
        "family",
        [F("personal", "partner", "Rocío")],
    ),
    (
        "Parce, yo soy de Pereira pero ya llevo cinco años viviendo en Medellín.",
        "place",
        [
            F("personal", "origin", "Pereira"),
            F("personal", "home", "Medellín"),
        ],
    ),
    (
        "Nos vinimos a vivir a Querétaro en enero y todavía no conozco nada, ¿qué me recomiendas?",
        "place",
        [F("personal", "home", "Querétaro")],
    ),
    (
        "En junio me mudo a Montevideo por laburo, ¿qué barrios me aconsejás para alquilar?",
        "plan",
        [F("plans", "planned move", "Montevideo")],
    ),
    (
        "Para tu info: a fin de mes me voy a Cusco con mi hermana Pilar.",
        "plan",
        [
            F("plans", "planned trip", "Cusco"),
            F("personal", "sister", "Pilar"),
        ],
    ),
    (
        "El 15 de mayo rindo el examen final de Contabilidad, armame un plan de estudio.",
        "plan",
        [F("plans", "upcoming plan", "examen final de Contabilidad")],
    ),
    (
        "Mis dos gatas, Canela y Nube, se pelean todo el santo día, ¿algún truco?",
        "pet",
        [
            F("personal", "pet", "Canela"),
            F("personal", "pet", "Nube"),
        ],
    ),
    (
        "Acordate que soy ovolactovegetariana, nada de pollo ni pescado en las recetas.",
        "personal",
        [F("personal", "diet", "ovolactovegetariana")],
    ),
    (
        "Me da alergia el ibuprofeno, así que ojo con lo que me sugieres para el dolor de muelas.",
        "personal",
        [F("personal", "allergy", "ibuprofeno")],
    ),
    (
        "El color que más me gusta es el turquesa, úsalo en la invitación del cumple.",
        "favourite",
        [F("preferences", "colour", "turquesa")],
    ),
    (
        "Mi peli favorita de toda la vida es Cinema Paradiso, lloro cada vez.",
        "favourite",
        [F("preferences", "favourite film", "Cinema Paradiso")],
    ),
    (
        "Soy hincha de Peñarol hasta la muerte, bo.",
        "favourite",
        [F("preferences", "favourite team", "Peñarol")],
    ),
    (
        "Los fines de semana salgo a remar al embalse, es lo que me despeja.",
        "personal",
        [F("personal", "hobby", "remar")],
    ),
    (
        "Calzo un 39 y medio, búscame unas zapatillas de trail que no pasen de 120 euros.",
        "personal",
        [
            F("personal", "shoe size", "39 y medio"),
            F("preferences", "budget", "120 euros"),
        ],
    ),
    (
        "Soy talla L de camiseta, ¿cuál de las dos me pido?",
        "personal",
        [F("personal", "clothing size", "L")],
    ),
    (
        "Apúntate que prefiero que me escribas por Telegram, el correo casi no lo miro.",
        "preference",
        [F("preferences", "contact channel", "Telegram")],
    ),
    (
        "A partir de ahora dame las recetas en gramos, no en tazas.",
        "preference",
        [F("preferences", "instruction", "recetas en gramos")],
    ),
    (
        "Contéstame siempre en castellano aunque yo te escriba en inglés.",
        "preference",
        [F("preferences", "response language", "es")],
    ),
    (
        "Ya no curro en Telefónica, desde octubre estoy en Cabify.",
        "update",
        [
            R("work", "employer", "Telefónica"),
            F("work", "employer", "Cabify"),
        ],
    ),
    (
        "Dejé de ser vegana el año pasado, ahora como de todo.",
        "update",
        [R("personal", "diet", "vegana")],
    ),
    (
        "Se nos murió el Rulo, nuestro perro, la semana pasada y los chicos están fatal.",
        "update",
        [R("personal", "pet", "Rulo")],
    ),
    (
        "Tengo tres críos: Unai de 10, Irati de 7 y Jon de 2, y no paran quietos.",
        "family",
        [
            F("personal", "children", "tres"),
            F("personal", "son", "Unai"),
            F("personal", "daughter", "Irati"),
            F("personal", "son", "Jon"),
        ],
    ),
    (
        "Mi pololo se llama Matías y yo soy profe de básica, cachai.",
        "family",
        [
            F("personal", "partner", "Matías"),
            F("work", "job", "profe de básica"),
        ],
    ),
    (
        "Estoy en cuarto de Arquitectura en la Javeriana y no me da el tiempo para nada.",
        "personal",
        [F("personal", "studies", "Arquitectura")],
    ),
    (
        "Vivo en Guadalajara con mis papás y mi hermano Toño.",
        "family",
        [
            F("personal", "home", "Guadalajara"),
            F("personal", "brother", "Toño"),
        ],
    ),
    (
        "Mi mamá se llama Rosa Elena y mi papá Héctor; cumplen 40 años de casados, ayúdame con un brindis.",
        "family",
        [
            F("personal", "mother", "Rosa Elena"),
            F("personal", "father", "Héctor"),
        ],
    ),
    (
        "Soy de Maracaibo, chamo, pero estoy viviendo en Panamá desde 2019.",
        "place",
        [
            F("personal", "origin", "Maracaibo"),
            F("personal", "home", "Panamá"),
        ],
    ),
    (
        "Nací en Ourense y quiero regalarle a mi abuela algo típico de allá, ¿ideas?",
        "place",
        [F("personal", "origin", "Ourense")],
    ),
    (
        "Mi presupuesto para el computador nuevo son 900 mil pesos, máximo.",
        "preference",
        [F("preferences", "budget", "900 mil pesos")],
    ),
    (
        "Siempre pido ventanilla cuando vuelo, tenlo en cuenta al buscar.",
        "preference",
        [F("preferences", "preference", "ventanilla")],
    ),
    (
        "Pago todo con Mercado Pago, no tengo tarjeta de crédito.",
        "preference",
        [F("preferences", "payment", "Mercado Pago")],
    ),
    (
        "Me llamo Ximena pero todo el mundo me dice Xime.",
        "personal",
        [F("personal", "name", "Ximena")],
    ),
    (
        "tengo 23 y soy mesera en un restaurante de la roma, neta no me alcanza",
        "personal",
        [
            F("personal", "age", "23"),
            F("work", "job", "mesera"),
        ],
    ),
    (
        "recuerda q soy intolerante a la lactosa",
        "personal",
        [F("personal", "diet", "intolerante a la lactosa")],
    ),
    (
        "Ten en cuenta que manejo una camioneta Hilux, el estacionamiento tiene que ser amplio.",
        "personal",
        [F("personal", "note", "camioneta Hilux")],
    ),
    (
        "Mi hija Catalina entra al kínder en marzo, ¿qué útiles le compro?",
        "family",
        [F("personal", "daughter", "Catalina")],
    ),
    (
        "Tengo dos hermanos mayores, Nacho y Fede, y yo soy la peque.",
        "family",
        [
            F("personal", "brother", "Nacho"),
            F("personal", "brother", "Fede"),
        ],
    ),
    (
        "Soy enfermera de quirófano en el Hospital La Paz desde hace ocho años.",
        "work",
        [
            F("work", "job", "enfermera de quirófano"),
            F("work", "employer", "Hospital La Paz"),
        ],
    ),
    (
        "Trabajo en una startup de fintech, ¿cómo le explico a mi abuela lo que hago?",
        "work",
        [F("work", "industry", "fintech")],
    ),
    (
        "Ya me cambié de casa: dejé el piso de Lavapiés y ahora vivo en Getafe.",
        "update",
        [
            R("personal", "home", "Lavapiés"),
            F("personal", "home", "Getafe"),
        ],
    ),
    (
        "El año que viene nos vamos a vivir a Tenerife, ¿qué tal se vive allí?",
        "plan",
        [F("plans", "planned move", "Tenerife")],
    ),
    (
        "En Semana Santa me escapo a Mompox con unos amigos, ¿qué llevo?",
        "plan",
        [F("plans", "planned trip", "Mompox")],
    ),
    (
        "Mi boda es el 12 de octubre y todavía no tengo vestido, socorro.",
        "plan",
        [F("plans", "upcoming plan", "boda")],
    ),
    (
        "Me inscribí en la maratón de Buenos Aires de septiembre, necesito un plan de entrenamiento.",
        "plan",
        [F("plans", "upcoming plan", "maratón de Buenos Aires")],
    ),
    (
        "Mi grupo favorito es Soda Stereo, obvio.",
        "favourite",
        [F("preferences", "favourite band", "Soda Stereo")],
    ),
    (
        "La comida que más me gusta es el ají de gallina, el de mi abuela sobre todo.",
        "favourite",
        [F("preferences", "favourite food", "ají de gallina")],
    ),
    (
        "No soporto el reguetón, ponme cualquier otra cosa en la playlist.",
        "preference",
        [F("preferences", "dislikes", "reguetón")],
    ),
    (
        "Me flipan los juegos de mesa, tengo como sesenta en casa.",
        "preference",
        [F("preferences", "likes", "juegos de mesa")],
    ),
    (
        "Mi correo es lucia.ferrer84@gmail.com, por si lo necesitas para algo.",
        "personal",
        [F("personal", "email", "lucia.ferrer84@gmail.com")],
    ),
    (
        "Vivo sola con mi perrita Lola en un depa en Coyoacán.",
        "pet",
        [
            F("personal", "pet", "Lola"),
            F("personal", "home", "Coyoacán"),
        ],
    ),
    (
        "Trabajo de cajero en Oxxo y en las noches estudio Contaduría.",
        "work",
        [
            F("work", "job", "cajero"),
            F("work", "employer", "Oxxo"),
            F("personal", "studies", "Contaduría"),
        ],
    ),
    (
        "Nunca me pongas emojis en las respuestas, porfa.",
        "preference",
        [F("preferences", "instruction", "emojis en las respuestas")],
    ),
    (
        "Háblame de usted, por favor, que me resulta más cómodo.",
        "preference",
        [F("preferences", "response style", "formal")],
    ),
    (
        "Asere, yo vivo en Hialeah pero soy de Camagüey.",
        "place",
        [
            F("personal", "home", "Hialeah"),
            F("personal", "origin", "Camagüey"),
        ],
    ),
    (
        "Mae, trabajo en Intel y salgo tardísimo, ¿qué cocino rápido?",
        "work",
        [F("work", "employer", "Intel")],
    ),
    (
        "Soy madre de gemelas, Ana y Eva, y necesito ideas para su primer cumple.",
        "family",
        [
            F("personal", "daughter", "Ana"),
            F("personal", "daughter", "Eva"),
        ],
    ),
    (
        "mi cumple es el 2 de agosto y quiero hacer algo tranqui",
        "personal",
        [F("personal", "birthday", "2 de agosto")],
    ),
    (
        "Mi novia Carla y yo vivimos en Barcelona, en Gràcia, con dos gatos.",
        "family",
        [
            F("personal", "partner", "Carla"),
            F("personal", "home", "Barcelona"),
            F("personal", "pet", "dos gatos"),
        ],
    ),
    (
        "soy de Tucuman pero hace rato que estoy en Cordoba por la facu",
        "place",
        [
            F("personal", "origin", "Tucuman"),
            F("personal", "home", "Cordoba"),
        ],
    ),
    (
        "Por si acaso: tengo alergia a las picaduras de abeja, llevo siempre la adrenalina.",
        "personal",
        [F("personal", "allergy", "picaduras de abeja")],
    ),
    (
        "Mi marido Iker es de Bilbao y yo de Logroño, y vivimos en Vitoria.",
        "family",
        [
            F("personal", "partner", "Iker"),
            F("personal", "origin", "Logroño"),
            F("personal", "home", "Vitoria"),
        ],
    ),
    (
        "El libro que más me ha marcado, y mi favorito, es Cien años de soledad.",
        "favourite",
        [F("preferences", "favourite book", "Cien años de soledad")],
    ),
    (
        "Para comprar ropa tengo unos 200 soles al mes, no más.",
        "preference",
        [F("preferences", "budget", "200 soles")],
    ),
    # --- nothing to keep ---
    (
        "Mi hermana vive en Londres y quiere que la visite en Navidad, ¿cuánto suele costar el vuelo?",
        "other_person",
        [],
    ),
    ("Si me tocara la lotería, me iba a vivir a Bali sin pensarlo.", "hypothetical", []),
    ("Ojalá pudiera tener un perro, pero en el piso no los dejan.", "hypothetical", []),
    ("¿Cuál es la capital de Australia? Siempre me confundo.", "question", []),
    ("Hoy me apetece algo ligerito para cenar, ¿qué preparo?", "one_off", []),
    ("No tengo hijos ni pienso tenerlos de momento.", "negation", []),
    ("Sí, claro, me encanta madrugar un lunes para ir al dentista.", "sarcasm", []),
    ("Traduce al inglés: «Soy alérgica al marisco y vivo en Valencia».", "quote", []),
    ("Corrígeme esta frase: «Mi hermano trabaja de bombero en Toledo».", "quote", []),
    ("Escríbele a mi jefe que mañana no voy porque tengo médico.", "request", []),
    ("Mi vecina es vegana y la invité a cenar, ¿qué le cocino?", "other_person", []),
    ("Mi jefe se muda a Monterrey el mes que viene y me deja a cargo.", "other_person", []),
    ("Uf, con este bochorno no hay quien duerma, ¿eh?", "casual", []),
    ("Jajaja qué bueno, cuéntame otro chiste.", "casual", []),
    ("¿Me recomiendas una serie cortita para este finde?", "question", []),
    ("Estaba pensando en hacerme vegetariana, ¿tú qué opinas?", "hypothetical", []),
    ("Esta vez pásame el resumen en viñetas, porfa.", "one_off", []),
    ("Dime qué tiempo va a hacer el sábado en Sevilla.", "question", []),
    ("No, no soy de Madrid, solo estoy de paso por una reunión.", "negation", []),
    ("Más vale tarde que nunca, ¿no?", "idiom", []),
    (
        "Mi papá trabajó cuarenta años en Pemex y ahora se jubila, escríbele unas palabras.",
        "other_person",
        [],
    ),
    ("Redacta un anuncio: «Se vende bicicleta talla M, 200 euros, poco uso».", "quote", []),
    ("¿Tú crees que a los 40 ya es tarde para estudiar Medicina?", "question", []),
    ("Me comí una hamburguesa enorme y ahora no me puedo ni mover.", "casual", []),
    ("Qué rico estuvo el ceviche de ayer, gracias por la receta.", "one_off", []),
    ("Mi prima se casa en junio en Oaxaca y no sé qué regalarle.", "other_person", []),
    ("Si fuera tú, me compraría el rojo.", "hypothetical", []),
    ("Me encantó la peli que me recomendaste anoche.", "one_off", []),
    ("Genial, justo lo que me faltaba: otra reunión a las ocho de la tarde.", "sarcasm", []),
    ("no tengo mascotas, ¿qué planta aguanta sin sol?", "negation", []),
    ("¿Cómo se dice «mi marido se llama Andrés» en alemán?", "quote", []),
    ("Mis suegros se van de crucero por el Caribe en abril.", "other_person", []),
    ("Oye, ¿y tú tienes nombre?", "question", []),
    ("Escribe un poema para mi abuela, que cumple 90 el domingo.", "request", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "Hiya, I'm Siobhan, 34, living in Galway these days.",
        "personal",
        [
            F("personal", "name", "Siobhan"),
            F("personal", "age", "34"),
            F("personal", "home", "Galway"),
        ],
    ),
    (
        "Quick context: I'm a paramedic with the Scottish Ambulance Service, so my shifts are all over the place.",
        "work",
        [
            F("work", "job", "paramedic"),
            F("work", "employer", "Scottish Ambulance Service"),
        ],
    ),
    (
        "We moved to Wellington in the summer, so I'm still finding my feet.",
        "place",
        [F("personal", "home", "Wellington")],
    ),
    (
        "The plan is to move to Perth next spring once the visa comes through.",
        "plan",
        [F("plans", "planned move", "Perth")],
    ),
    (
        "Heads up, I'm off to Kyoto in April for two weeks, can you rough out an itinerary?",
        "plan",
        [F("plans", "planned trip", "Kyoto")],
    ),
    (
        "I've signed up for a pottery course that starts next Thursday, what should I wear?",
        "plan",
        [F("plans", "upcoming plan", "pottery course")],
    ),
    (
        "FYI I'm vegan and allergic to soy, which makes eating out a nightmare.",
        "personal",
        [
            F("personal", "diet", "vegan"),
            F("personal", "allergy", "soy"),
        ],
    ),
    (
        "My birthday's the 3rd of February, same day as my twin brother Ollie.",
        "personal",
        [
            F("personal", "birthday", "3rd of February"),
            F("personal", "brother", "Ollie"),
        ],
    ),
    (
        "My husband Raj and I have two daughters, Anika and Meera.",
        "family",
        [
            F("personal", "partner", "Raj"),
            F("personal", "daughter", "Anika"),
            F("personal", "daughter", "Meera"),
        ],
    ),
    (
        "Remember I keep halal, so no pork or gelatine in anything you suggest.",
        "personal",
        [F("personal", "diet", "halal")],
    ),
    (
        "Favourite book of all time? The Remains of the Day, easily.",
        "favourite",
        [F("preferences", "favourite book", "The Remains of the Day")],
    ),
    (
        "Been a Collingwood supporter my whole life, mate, footy is everything.",
        "favourite",
        [F("preferences", "favourite team", "Collingwood")],
    ),
    (
        "I'm really into bouldering and sourdough baking lately.",
        "preference",
        [F("preferences", "likes", "bouldering and sourdough baking")],
    ),
    (
        "I play five-a-side every Wednesday night, so keep that evening free in the schedule.",
        "personal",
        [F("personal", "hobby", "five-a-side")],
    ),
    (
        "I'm a UK size 12 in dresses and a 6 in shoes.",
        "personal",
        [
            F("personal", "clothing size", "12"),
            F("personal", "shoe size", "6"),
        ],
    ),
    (
        "My budget for the sofa is about 1,500 dollars, tops.",
        "preference",
        [F("preferences", "budget", "1,500 dollars")],
    ),
    (
        "Text me rather than email, I basically never open my inbox.",
        "preference",
        [F("preferences", "contact channel", "text")],
    ),
    (
        "From now on please keep your answers under 100 words.",
        "preference",
        [F("preferences", "instruction", "answers under 100 words")],
    ),
    (
        "Always reply in English, even when I write to you in Spanish.",
        "preference",
        [F("preferences", "response language", "en")],
    ),
    (
        "I left Deloitte in the summer and I'm at KPMG now.",
        "update",
        [
            R("work", "employer", "Deloitte"),
            F("work", "employer", "KPMG"),
        ],
    ),
    (
        "I'm not vegetarian any more, started eating fish again in January.",
        "update",
        [R("personal", "diet", "vegetarian")],
    ),
    (
        "Our old tabby, Mr Whiskers, passed away last night.",
        "update",
        [R("personal", "pet", "Mr Whiskers")],
    ),
    (
        "I've got three kids: Ava is 9, Leo is 6 and Rosie is 2.",
        "family",
        [
            F("personal", "children", "three"),
            F("personal", "daughter", "Ava"),
            F("personal", "son", "Leo"),
            F("personal", "daughter", "Rosie"),
        ],
    ),
    (
        "My partner Jules is a chef and I'm a primary school teacher, so dinners are his job.",
        "family",
        [
            F("personal", "partner", "Jules"),
            F("work", "job", "primary school teacher"),
        ],
    ),
    (
        "I'm doing a master's in data science at Edinburgh and drowning in stats.",
        "personal",
        [F("personal", "studies", "data science")],
    ),
    (
        "Kindly note I am residing in Pune with my parents.",
        "place",
        [F("personal", "home", "Pune")],
    ),
    (
        "My mum's called Brenda and my dad's Keith, they've both just retired.",
        "family",
        [
            F("personal", "mother", "Brenda"),
            F("personal", "father", "Keith"),
        ],
    ),
    (
        "I'm a Durban girl but I live in Cape Town now, recommend me a lekker brunch spot.",
        "place",
        [
            F("personal", "origin", "Durban"),
            F("personal", "home", "Cape Town"),
        ],
    ),
    (
        "My sister Kemi just had her first baby and I'm an auntie!",
        "family",
        [F("personal", "sister", "Kemi")],
    ),
    (
        "I'm in construction, on the project management side.",
        "work",
        [F("work", "industry", "construction")],
    ),
    (
        "We're moving house in March, down to Brighton.",
        "plan",
        [F("plans", "planned move", "Brighton")],
    ),
    (
        "Off to my cousin's wedding in Accra in December, what gift should I bring?",
        "plan",
        [F("plans", "planned trip", "Accra")],
    ),
    (
        "Got my citizenship ceremony on the 20th, so excited.",
        "plan",
        [F("plans", "upcoming plan", "citizenship ceremony")],
    ),
    (
        "Favourite film is Paddington 2 and I will not be taking questions.",
        "favourite",
        [F("preferences", "favourite film", "Paddington 2")],
    ),
    (
        "My all-time favourite band is Fleetwood Mac, make me a playlist in that vibe.",
        "favourite",
        [F("preferences", "favourite band", "Fleetwood Mac")],
    ),
    (
        "I hate flying, is the ferry to Dublin any good?",
        "preference",
        [F("preferences", "dislikes", "flying")],
    ),
    (
        "aisle seat always pls, I've got long legs",
        "preference",
        [F("preferences", "preference", "aisle seat")],
    ),
    (
        "I pay for everything with Apple Pay, I don't even carry a wallet.",
        "preference",
        [F("preferences", "payment", "Apple Pay")],
    ),
    (
        "Name's Dwayne, I'm a barber in Kingston, need a logo for the shop.",
        "personal",
        [
            F("personal", "name", "Dwayne"),
            F("work", "job", "barber"),
        ],
    ),
    (
        "im 19 and a first year apprentice plumber, whats a good toolbag",
        "personal",
        [
            F("personal", "age", "19"),
            F("work", "job", "apprentice plumber"),
        ],
    ),
    (
        "remember im lactose intolerant",
        "personal",
        [F("personal", "diet", "lactose intolerant")],
    ),
    (
        "Please stop calling me buddy, just use my name.",
        "preference",
        [F("preferences", "instruction", "calling me buddy")],
    ),
    (
        "Never suggest anything with peanuts in it, my son is allergic.",
        "preference",
        [F("preferences", "instruction", "anything with peanuts")],
    ),
    (
        "I drive a 2015 Honda Jazz, what tyres should I be looking at?",
        "personal",
        [F("personal", "note", "2015 Honda Jazz")],
    ),
    (
        "I'm three years sober, so no cocktail bars please.",
        "personal",
        [F("personal", "note", "sober")],
    ),
    (
        "We've got a bearded dragon named Spike and two goldfish.",
        "pet",
        [
            F("personal", "pet", "Spike"),
            F("personal", "pet", "two goldfish"),
        ],
    ),
    (
        "I'm a stay-at-home dad to twin boys, Eli and Noah.",
        "family",
        [
            F("personal", "son", "Eli"),
            F("personal", "son", "Noah"),
        ],
    ),
    (
        "My girlfriend Tash is from Melbourne and I'm from Auckland, so Christmas is always a fight.",
        "family",
        [
            F("personal", "partner", "Tash"),
            F("personal", "origin", "Auckland"),
        ],
    ),
    (
        "We just moved into our first house in Halifax, eh.",
        "place",
        [F("personal", "home", "Halifax")],
    ),
    (
        "I'm Canadian but I live in Seoul, teaching English at a hagwon.",
        "place",
        [
            F("personal", "origin", "Canadian"),
            F("personal", "home", "Seoul"),
            F("work", "job", "teaching English"),
        ],
    ),
    (
        "Just so you're aware, I'm studying law at Trinity.",
        "personal",
        [F("personal", "studies", "law")],
    ),
    (
        "Email's priya.nair.work@outlook.com if you need it for the form.",
        "personal",
        [F("personal", "email", "priya.nair.work@outlook.com")],
    ),
    (
        "My sister's name is Bronwyn and my brother's is Dai.",
        "family",
        [
            F("personal", "sister", "Bronwyn"),
            F("personal", "brother", "Dai"),
        ],
    ),
    (
        "I've got £250 to spend on headphones, what's good?",
        "preference",
        [F("preferences", "budget", "£250")],
    ),
    (
        "Call me Bex, everyone does.",
        "personal",
        [F("personal", "name", "Bex")],
    ),
    (
        "I stay in Lekki, abeg which supermarket opens late?",
        "place",
        [F("personal", "home", "Lekki")],
    ),
    (
        "Ja, I work at Discovery in Sandton, the traffic is killing me.",
        "work",
        [F("work", "employer", "Discovery")],
    ),
    (
        "Y'all, I'm a pharmacist at CVS and I need a vacation.",
        "work",
        [
            F("work", "job", "pharmacist"),
            F("work", "employer", "CVS"),
        ],
    ),
    (
        "Not in Leeds anymore, moved up to Harrogate in May.",
        "update",
        [
            R("personal", "home", "Leeds"),
            F("personal", "home", "Harrogate"),
        ],
    ),
    (
        "my fav colour is mustard yellow so make the birthday banner that",
        "favourite",
        [F("preferences", "colour", "mustard yellow")],
    ),
    (
        "I'm 41 and training for my first triathlon, which is in June.",
        "personal",
        [
            F("personal", "age", "41"),
            F("plans", "upcoming plan", "triathlon"),
        ],
    ),
    (
        "We adopted a rescue greyhound called Pixel last month.",
        "pet",
        [F("personal", "pet", "Pixel")],
    ),
    (
        "I'm allergic to penicillin and latex, just so it's on file.",
        "personal",
        [
            F("personal", "allergy", "penicillin"),
            F("personal", "allergy", "latex"),
        ],
    ),
    (
        "I'm a huge fan of escape rooms, find me one in Bristol.",
        "preference",
        [F("preferences", "likes", "escape rooms")],
    ),
    (
        "Spending cap for the wedding gift is 100 euros.",
        "preference",
        [F("preferences", "budget", "100 euros")],
    ),
    (
        "We're going to Lisbon for our anniversary at the end of May, where should we eat?",
        "plan",
        [F("plans", "planned trip", "Lisbon")],
    ),
    (
        "I'm pescatarian, so fish is fine but no meat.",
        "personal",
        [F("personal", "diet", "pescatarian")],
    ),
    (
        "I've been working as a UX designer at Canva for three years.",
        "work",
        [
            F("work", "job", "UX designer"),
            F("work", "employer", "Canva"),
        ],
    ),
    # --- nothing to keep ---
    ("My brother lives in Toronto and he's thinking of moving to Vancouver.", "other_person", []),
    ("If I won the lottery I'd buy a farmhouse in Tuscany.", "hypothetical", []),
    ("I'd love a dog someday, but not in this tiny flat.", "hypothetical", []),
    ("What's the actual difference between baking soda and baking powder?", "question", []),
    ("Tonight I fancy a curry, any quick recipes?", "one_off", []),
    ("No, I'm not vegetarian, I was asking for a friend.", "negation", []),
    ("Oh great, another Monday. Love that for me.", "sarcasm", []),
    ("Translate into French: 'I am allergic to peanuts and I live in Leeds.'", "quote", []),
    ("Proofread this: 'My daughter Lily start school in September.'", "quote", []),
    ("Write a text to my landlord saying the boiler's broken again.", "request", []),
    ("My flatmate's gone keto and the fridge is all bacon now.", "other_person", []),
    ("My boss is off to Singapore next week for a conference.", "other_person", []),
    ("Lovely weather today, isn't it?", "casual", []),
    ("haha that's brilliant, tell me another one", "casual", []),
    ("Can you recommend a podcast for a long drive?", "question", []),
    ("Thinking about going gluten-free, is it worth it?", "hypothetical", []),
    ("Just this once, can you make the list alphabetical?", "one_off", []),
    ("What's the weather like in Dublin this weekend?", "question", []),
    ("I'm not married and I don't have kids, before you ask.", "negation", []),
    ("Ah well, you win some, you lose some, as my nan would say.", "idiom", []),
    ("My grandad worked down the pits for forty years, help me write his birthday card.", "other_person", []),
    ("Draft an ad: 'Bike for sale, size M, £200 ono.'", "quote", []),
    ("Is 45 too old to learn the piano?", "question", []),
    ("I ate way too much at lunch, food coma incoming.", "casual", []),
    ("That pasta last night was incredible, thanks for the recipe.", "one_off", []),
    ("My mate's getting married in Ibiza in July, what do I get them?", "other_person", []),
    ("If you were me, would you take the job in Leeds?", "hypothetical", []),
    ("Sure, because what I really needed was a flat tyre on the M6.", "sarcasm", []),
    ("no pets here, what's a low maintenance houseplant?", "negation", []),
    ("How do you say 'my wife is called Sarah' in Italian?", "quote", []),
    ("My in-laws are flying to Orlando for Christmas.", "other_person", []),
    ("Who won the Premier League in 2016?", "question", []),
    ("Write a speech for my sister's 30th, she loves horses and hates mornings.", "request", []),
    ("Send me the summary by email just this once.", "one_off", []),
]
