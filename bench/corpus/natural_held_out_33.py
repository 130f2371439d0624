"""A thirty-third batch of natural lines, written blind by a helper session (a language model) started from a
session of the project: its author read neither the extraction rules (nothing under facts/) nor the lines used to
tune them (natural_tune.py, spanish.py, english.py, templates.py, shifts.py, blind.py) nor their tests nor
docs/benchmarks.md nor the Limits section of docs/facts.md nor the earlier batches' sentences. It read only the label
helpers (labels.py), natural.py (the scoring note and how batches are registered), the opening of docs/facts.md with
its key table and the paragraphs under it up to the standing instructions, its sections on plans and on values, the
docstring and the first fifteen lines after it of the thirty-second batch for the file format, and the names of the
domains, keys and categories the held-out batches already label, with their counts (printed by a snippet, names and
counts only, no line). A snippet that prints only this batch's lines found nineteen of them whose opening words (or
whole text) also stand in other files of the repository (sentences the author did not read), and they were reworded
before the batch was committed; a few others too close to the examples of the key table were reworded too. Nothing
was run against the extractor.

Its theme is planning something with an assistant (a holiday, a move, a party, a training plan, a budget, a job
search, a course, a visit to the doctor, a wedding), so facts arrive as context for the plan: "para que lo tengas en
cuenta", "pa que sepas", "so you know", "btw", in brackets ("Hazme un menú semanal sencillo (vivo sola en Mendoza y
soy celíaca).", "Plan me 3 days in Kyoto (I'm 26 and vegetarian, …)"), after a dash or a colon, and as a numbered
list of constraints ("Condiciones: 1) soy celíaco 2) prefiero ventanilla 3) presupuesto máximo 900 euros",
"Constraints for the meal plan: 1) I'm vegan 2) I'm allergic to sesame 3) I hate coriander"). Beside them plain
disclosures of every kind: name, age, birthday, email, home and origin, moves done (Alcalá de Henares, Toronto,
Denver) and planned (`planned move`: Zaragoza, Manchester, Perth), trips ahead (`planned trip`: Cusco, Japón, Lisbon,
Cape Town) and events ahead (`upcoming plan`: a wedding, a new job at Inditex, a German course, the Madrid and Berlin
marathons, a Spanish course, a driving test, getting married), job, employer, industry, studies, partner, siblings,
parents, children counted and named, pets named or counted by kind, diets, allergies, favourites (colour, food, team,
book, band, film), likes and dislikes, a hobby, seats, shoe and clothing sizes, budgets with their unit (euros, lucas,
dólares, pounds, dollars), a payment method, contact channels, notes (a car, not drinking), standing instructions
labelled `instruction` in the user's words (their core: "tabla", "hoteles sin ascensor", "checklist", "hostels"), the
answer language as `response language` (`es`, `en`) and the answer's style as `response style` (`formal`, `no
emojis`).

Retirements: in Spanish a diet given up (vegetariana), a planned move called off (Oporto, with the home kept, Vigo),
an employer left (Accenture), a pet that died (Coco) and a partner left (Álvaro); in English an employer left
(Barclays), a planned move called off (Bristol, with the home kept, Cardiff), a diet given up (vegetarian), a pet
that died (Pepper) and a partner left (Connor). The register is the Spanish of Spain, Mexico, Argentina, Chile,
Colombia, Peru and Uruguay ("curro", "vale", "ojo", "finde", "mesero", "neta", "chamba", "laburo", "pololo",
"lucas", "cachai", "parce") and the English of England, Scotland, Ireland, Wales, Australia, New Zealand, Canada,
the US, India, Nigeria and South Africa ("hen do", "stag", "innit", "grand", "wee", "skint", "eh", "do note", "o",
"gran", "Wits"), some lines lowercase, without accents or with typos ("ahorar", "penicilin").

In Spanish 72 lines state something durable about the user (20 of them two to three facts, 94 labels with 5
retirements) and 36 state nothing to keep; in English 73 (19 with two to four, 96 labels with 5 retirements) and
36. The casual lines are other people's facts and plans (a sister's and a brother's move, a mother's and parents'
trips, a brother-in-law's and a flatmate's diet, a flatmate's and a coworker's origin, a boss's birthday, neighbours'
holidays, a cousin's wedding), what-ifs and wishes (a city lived in, a dog not allowed, a job abroad, a gym, a
master's, a PhD, business class, living by the sea), questions to the assistant, one-off choices for this plan only
("Esta vez prefiero ir en avión…", "This time I'd rather fly…", an answer in another language just this once, a meal
tonight), small talk, thanks, sarcasm, sayings, denials (no children, no partner nor pets, not from Madrid, not
Australian, not married) and facts inside a task (a sentence to translate, to correct or to proofread, a message to a
boss or a coach, a wedding invitation, a best man speech, retirement cards).

One label was put right after the first run, as the key table of docs/facts.md reads a pastime told with how often
("ahora hago yoga dos veces por semana") and the earlier batches label it ("Hago crossfit cuatro veces por semana" is
`hobby: crossfit`): "hago natación dos veces por semana" is `hobby: natación`, not "natación dos veces por
semana"."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Te paso mis datos para organizar la mudanza: me llamo Leire, tengo 34 años y vivo en Bilbao.",
        "disclosure",
        [F("personal", "name", "Leire"), F("personal", "age", "34"), F("personal", "home", "Bilbao")],
    ),
    (
        "Para que lo tengas en cuenta con el menú de la boda: soy vegana y alérgica a los frutos secos.",
        "disclosure",
        [F("personal", "diet", "vegana"), F("personal", "allergy", "frutos secos")],
    ),
    (
        "Vale, al viaje. Condiciones: 1) soy celíaco 2) prefiero ventanilla 3) presupuesto máximo 900 euros",
        "disclosure",
        [
            F("personal", "diet", "celíaco"),
            F("preferences", "preference", "ventanilla"),
            F("preferences", "budget", "900 euros"),
        ],
    ),
    (
        "Quiero armar un plan de entrenamiento: tengo 41 años y hago natación dos veces por semana.",
        "disclosure",
        [F("personal", "age", "41"), F("personal", "hobby", "natación")],
    ),
    (
        "Ayúdame con el presupuesto del mes. Contexto: vivo en Valencia con mi novia, Marta, y pagamos 850.",
        "disclosure",
        [F("personal", "home", "Valencia"), F("personal", "partner", "Marta")],
    ),
    (
        "Estoy buscando otro curro, te cuento: soy enfermera y llevo dos años en el Hospital La Paz.",
        "disclosure",
        [F("work", "job", "enfermera"), F("work", "employer", "Hospital La Paz")],
    ),
    (
        "Ojo, que el 14 de febrero es mi cumple, esa semana no me metas entrenos duros.",
        "disclosure",
        [F("personal", "birthday", "14 de febrero")],
    ),
    (
        "En septiembre nos mudamos a Zaragoza, ¿me ayudas con la lista de cosas que hacer antes?",
        "decision",
        [F("plans", "planned move", "Zaragoza")],
    ),
    (
        "En abril me voy a Cusco a hacer el Camino Inca, quiero preparar las piernas desde ya.",
        "decision",
        [F("plans", "planned trip", "Cusco")],
    ),
    (
        "Mi boda es el 12 de octubre y quiero organizar todo con tiempo, hazme un calendario.",
        "decision",
        [F("plans", "upcoming plan", "boda")],
    ),
    (
        "Entro a trabajar en Inditex el 3 de marzo y quiero llegar con los deberes hechos.",
        "decision",
        [F("plans", "upcoming plan", "Inditex")],
    ),
    (
        "Empiezo un curso intensivo de alemán en enero, ayúdame a repartir las horas de estudio.",
        "decision",
        [F("plans", "upcoming plan", "curso intensivo de alemán")],
    ),
    (
        "Pa que sepas: trabajo de mesero en Polanco y salgo bien tarde, así que el gym tiene que ser en la mañana.",
        "disclosure",
        [F("work", "job", "mesero")],
    ),
    (
        "Nací en Rosario, aunque hace ocho años que estoy viviendo en Córdoba; quiero armar unas vacaciones baratas.",
        "disclosure",
        [F("personal", "origin", "Rosario"), F("personal", "home", "Córdoba")],
    ),
    (
        "Tengo dos perros, Lola y Tango, así que el alojamiento tiene que admitir mascotas.",
        "disclosure",
        [F("personal", "pet", "Lola"), F("personal", "pet", "Tango")],
    ),
    (
        "para la dieta ten en cuenta que soy intolerante a la lactosa y que no me gusta el pescado",
        "disclosure",
        [F("personal", "diet", "intolerante a la lactosa"), F("preferences", "dislikes", "pescado")],
    ),
    (
        "Estoy buscando trabajo de diseñadora, por si sirve para el CV: estudié Bellas Artes en la Complutense.",
        "disclosure",
        [F("personal", "studies", "Bellas Artes")],
    ),
    (
        "Para el regalo de aniversario: mi pareja se llama Iván y llevamos cinco años juntos.",
        "disclosure",
        [F("personal", "partner", "Iván")],
    ),
    (
        "Para la decoración de la fiesta: mi color favorito es el azul petróleo.",
        "preference",
        [F("preferences", "colour", "azul petróleo")],
    ),
    (
        "Dato importante para la cita con el médico: soy alérgico a la penicilina.",
        "disclosure",
        [F("personal", "allergy", "penicilina")],
    ),
    (
        "A partir de ahora ponme los planes siempre en una tabla con días y horas.",
        "preference",
        [F("preferences", "instruction", "tabla")],
    ),
    (
        "Contéstame en español siempre, aunque se me escape alguna pregunta en inglés.",
        "preference",
        [F("preferences", "response language", "es")],
    ),
    (
        "De ahora en adelante sé más formal en tus respuestas, que las reenvío al trabajo.",
        "preference",
        [F("preferences", "response style", "formal")],
    ),
    (
        "Calzo un 38 y medio (para las zapatillas de correr).",
        "disclosure",
        [F("personal", "shoe size", "38 y medio")],
    ),
    (
        "Uso talla M en camisetas, para la ropa del viaje.",
        "disclosure",
        [F("personal", "clothing size", "M")],
    ),
    (
        "Mejor escríbeme al wasap, el correo casi no lo miro.",
        "preference",
        [F("preferences", "contact channel", "wasap")],
    ),
    (
        "Mi correo es leire.arana@gmail.com, por si me tienes que mandar el itinerario.",
        "disclosure",
        [F("personal", "email", "leire.arana@gmail.com")],
    ),
    (
        "Para que calcules las raciones: tengo tres hijos, de 4, 7 y 10 años.",
        "disclosure",
        [F("personal", "children", "tres")],
    ),
    (
        "Estudio Derecho en la UBA, estoy en tercero, y necesito un plan para los finales.",
        "disclosure",
        [F("personal", "studies", "Derecho")],
    ),
    (
        "Laburo en Mercado Libre como analista de datos y quiero cambiar de laburo este año.",
        "disclosure",
        [F("work", "employer", "Mercado Libre"), F("work", "job", "analista de datos")],
    ),
    (
        "Me encanta el senderismo, así que mete alguna ruta en el viaje.",
        "preference",
        [F("preferences", "likes", "senderismo")],
    ),
    (
        "Odio madrugar, tenlo en cuenta para los horarios.",
        "preference",
        [F("preferences", "dislikes", "madrugar")],
    ),
    (
        "Lo de vegetariana se acabó, volví a la carne, así que el menú puede llevar pollo.",
        "update",
        [R("personal", "diet", "vegetariana")],
    ),
    (
        "Lo de mudarnos a Oporto se canceló, seguimos en Vigo.",
        "update",
        [R("plans", "planned move", "Oporto"), F("personal", "home", "Vigo")],
    ),
    (
        "Dejé Accenture la semana pasada, así que ahora tengo más tiempo para el curso.",
        "update",
        [R("work", "employer", "Accenture")],
    ),
    (
        "Se nos murió el Coco, el gato, así que ya no hace falta buscar quien lo cuide en vacaciones.",
        "update",
        [R("personal", "pet", "Coco")],
    ),
    (
        "Mi hermana Noelia vive en Málaga, en el viaje podemos parar a verla.",
        "disclosure",
        [F("personal", "sister", "Noelia")],
    ),
    (
        "Mi mamá se llama Gladys y cumple 70 en junio, le quiero organizar una fiesta sorpresa.",
        "disclosure",
        [F("personal", "mother", "Gladys")],
    ),
    (
        "Mi papá, Ernesto, se viene con nosotros a la playa, tiene problemas de rodilla.",
        "disclosure",
        [F("personal", "father", "Ernesto")],
    ),
    (
        "Tengo un hermano, Facundo, que va a ser el padrino de la boda.",
        "disclosure",
        [F("personal", "brother", "Facundo")],
    ),
    (
        "prefiero viajar en tren que en avion, asi que busca trenes primero",
        "preference",
        [F("preferences", "preference", "tren")],
    ),
    (
        "Mi comida favorita es la paella, por si hacemos la cena de despedida en casa.",
        "preference",
        [F("preferences", "favourite food", "paella")],
    ),
    (
        "Soy hincha de River, así que si hay partido ese finde no me pongas nada.",
        "preference",
        [F("preferences", "favourite team", "River")],
    ),
    (
        "Tengo ya 27 y quiero juntar para la entrada de un piso, ¿por dónde empiezo?",
        "disclosure",
        [F("personal", "age", "27")],
    ),
    (
        "Me llamo Brenda y soy maestra de primaria, ayúdame a planear el ciclo escolar.",
        "disclosure",
        [F("personal", "name", "Brenda"), F("work", "job", "maestra de primaria")],
    ),
    (
        "Vivo en Medellín desde hace 3 años, pero soy de Cali — por si cuadramos visitas a la familia.",
        "disclosure",
        [F("personal", "home", "Medellín"), F("personal", "origin", "Cali")],
    ),
    (
        "Nos vamos a Japón en noviembre dos semanas y quiero que me ayudes con el itinerario.",
        "decision",
        [F("plans", "planned trip", "Japón")],
    ),
    (
        "Tengo el maratón de Madrid el 20 de mayo, necesito un plan de 16 semanas.",
        "decision",
        [F("plans", "upcoming plan", "maratón de Madrid")],
    ),
    (
        "Para la fiesta tengo 300 lucas de presupuesto, cachai, ni un peso más.",
        "disclosure",
        [F("preferences", "budget", "300 lucas")],
    ),
    (
        "Para pagar uso débito siempre, por si la web te pide el método.",
        "preference",
        [F("preferences", "payment", "débito")],
    ),
    (
        "Mi pololo, el Seba, me va a ayudar con la mudanza el sábado.",
        "disclosure",
        [F("personal", "partner", "Seba")],
    ),
    (
        "Tenemos una perrita que se llama Canela y se marea en el auto, tenlo presente.",
        "disclosure",
        [F("personal", "pet", "Canela")],
    ),
    (
        "Soy de Bogotá, parce, y vivo en Madrid hace un año, así que ojo con la diferencia horaria para las llamadas.",
        "disclosure",
        [F("personal", "origin", "Bogotá"), F("personal", "home", "Madrid")],
    ),
    (
        "Mi libro favorito es Pedro Páramo, quiero uno parecido para el avión.",
        "preference",
        [F("preferences", "favourite book", "Pedro Páramo")],
    ),
    (
        "Me gusta mucho la cumbia, ponla en la lista de la fiesta.",
        "preference",
        [F("preferences", "likes", "cumbia")],
    ),
    (
        "Nos hemos mudado a Alcalá de Henares esta semana, así que hay que rehacer el presupuesto.",
        "update",
        [F("personal", "home", "Alcalá de Henares")],
    ),
    (
        "Estoy en quinto de Medicina y quiero organizar el verano entre el internado y descansar.",
        "disclosure",
        [F("personal", "studies", "Medicina")],
    ),
    (
        "En vuelos largos prefiero pasillo, que me levanto mucho.",
        "preference",
        [F("preferences", "preference", "pasillo")],
    ),
    (
        "Soy vegetariano estricto, ojo con los caldos de pollo en los restaurantes.",
        "disclosure",
        [F("personal", "diet", "vegetariano")],
    ),
    (
        "Tengo una hija, Martina, de 9 años, y un hijo, Joaquín, de 5, para el plan de vacaciones.",
        "disclosure",
        [F("personal", "daughter", "Martina"), F("personal", "son", "Joaquín")],
    ),
    (
        "neta ya me canse de buscar chamba, soy contador y tengo 31, ayudame a armar un plan",
        "disclosure",
        [F("work", "job", "contador"), F("personal", "age", "31")],
    ),
    (
        "Soy fisioterapeuta y trabajo por mi cuenta, así que los horarios del curso los puedo mover.",
        "disclosure",
        [F("work", "job", "fisioterapeuta")],
    ),
    (
        "Mi esposo se llama Rodrigo y es el que cocina, yo solo organizo jaja.",
        "disclosure",
        [F("personal", "partner", "Rodrigo")],
    ),
    (
        "Nunca me propongas hoteles sin ascensor, tengo la rodilla fastidiada.",
        "preference",
        [F("preferences", "instruction", "hoteles sin ascensor")],
    ),
    (
        "Para el seguro de viaje: nací el 2 de agosto de 1990 y vivo en Montevideo.",
        "disclosure",
        [F("personal", "birthday", "2 de agosto"), F("personal", "home", "Montevideo")],
    ),
    (
        "Ya no trabajo en el banco, ahora estoy en Rappi como diseñador, actualízalo para el CV.",
        "update",
        [F("work", "employer", "Rappi"), F("work", "job", "diseñador")],
    ),
    (
        "Lo terminé con Álvaro, así que la boda de su prima ya no cuenta para el calendario.",
        "update",
        [R("personal", "partner", "Álvaro")],
    ),
    (
        "Mi equipo es el Atlético Nacional, por si hay que cuadrar el viaje con algún partido.",
        "preference",
        [F("preferences", "favourite team", "Atlético Nacional")],
    ),
    (
        "tengo un gato que se llama Miercoles, hay que dejarle comida para el finde",
        "disclosure",
        [F("personal", "pet", "Miercoles")],
    ),
    (
        "El presupuesto para la mudanza es de 2.000 dólares como máximo.",
        "disclosure",
        [F("preferences", "budget", "2.000 dólares")],
    ),
    (
        "tengo 23 años y vivo en arequipa, quiero ahorar para un viaje a la selva el otro año",
        "disclosure",
        [F("personal", "age", "23"), F("personal", "home", "arequipa")],
    ),
    (
        "Hazme un menú semanal sencillo (vivo sola en Mendoza y soy celíaca).",
        "disclosure",
        [F("personal", "home", "Mendoza"), F("personal", "diet", "celíaca")],
    ),
    # --- nothing to keep ---
    ("Mi hermana se muda a Berlín en marzo, ¿qué le regalo de despedida?", "other_person", []),
    ("Si viviera en Barcelona, ¿cuánto me gastaría en alquiler más o menos?", "hypothetical", []),
    ("Ojalá me dejaran tener perro en este piso, pero nada.", "hypothetical", []),
    ("¿Qué me recomiendas ver en Lisboa en tres días?", "question", []),
    ("Esta vez prefiero ir en avión, que el tren tarda una eternidad.", "one_off", []),
    ("Solo para este viaje, búscame hoteles con desayuno incluido.", "one_off", []),
    ("Traduce al inglés: «Me llamo Carla, soy alérgica al gluten y vivo en Toledo».", "request", []),
    ("Corrígeme esto: «Vivo en Sevilla desde 2019 y trabajo como contable en una gestoría».", "request", []),
    ("Escríbele un mensaje a mi jefe diciendo que llego tarde porque el metro se quedó parado.", "request", []),
    ("Mi cuñado es celíaco, ¿qué pongo de postre en la comida del domingo?", "other_person", []),
    ("Niños no tenemos, así que el hotel puede ser solo para adultos.", "casual", []),
    ("Uy sí, qué ilusión levantarme a las seis un domingo para hacer cardio, lo mejor del mundo.", "sarcasm", []),
    ("Qué calor hace hoy, madre mía.", "casual", []),
    ("Gracias, el plan me gusta mucho así.", "casual", []),
    ("Mi madre quiere ir a Roma en Semana Santa, ¿me ayudas a buscarle vuelos?", "other_person", []),
    ("¿Cuánto cuesta más o menos una boda para cien invitados en Guadalajara?", "question", []),
    ("Algún día me gustaría irme a vivir a Nueva Zelanda, quién sabe.", "hypothetical", []),
    ("A lo mejor me apunto al gimnasio en enero, no sé todavía.", "hypothetical", []),
    ("Si me dan el puesto en Londres, ¿qué barrio me convendría?", "hypothetical", []),
    ("Mi compañero de piso es de Valparaíso y no aguanta el frío de aquí.", "other_person", []),
    ("Hoy me apetece pizza, ¿alguna idea rápida?", "one_off", []),
    ("Esta respuesta dámela en inglés, que se la reenvío a un colega.", "one_off", []),
    ("No, no soy de Madrid, solo estuve ahí de paso.", "casual", []),
    ("Escribe una invitación para la boda de mi prima Sofía con Javier el 5 de junio en Jerez.", "request", []),
    ("¿Me haces una lista de la compra para una barbacoa de diez personas?", "request", []),
    ("Los vecinos se van a Cancún y nos dejan su gato una semana.", "other_person", []),
    ("Más vale prevenir que curar, mejor busca algo con cancelación gratuita.", "idiom", []),
    ("Menuda semanita llevo, no me da la vida.", "idiom", []),
    ("¿Conviene pedir el préstamo ahora o esperar a que bajen los intereses?", "question", []),
    ("jajaja no, ni novia ni perro ni planta, solo yo", "casual", []),
    ("Mi jefe cumple 50 el martes, ¿qué le regalamos entre todos?", "other_person", []),
    ("¿Y si en vez de Asturias nos vamos a Cantabria, sale más barato?", "hypothetical", []),
    ("Quizás el año que viene haga un máster, todavía no lo tengo claro.", "hypothetical", []),
    ("Hazme un texto para la tarjeta de mi amiga Pilar, que se jubila después de 30 años en Correos.", "request", []),
    ("Qué bonito te quedó el itinerario, eres un crack.", "casual", []),
    ("Mi primo se casa en Mérida en diciembre y no sé qué ponerme.", "other_person", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "Ok so for the trip planning: I'm Tom, 38, and I live in Leeds.",
        "disclosure",
        [F("personal", "name", "Tom"), F("personal", "age", "38"), F("personal", "home", "Leeds")],
    ),
    (
        "Constraints for the meal plan: 1) I'm vegan 2) I'm allergic to sesame 3) I hate coriander",
        "disclosure",
        [
            F("personal", "diet", "vegan"),
            F("personal", "allergy", "sesame"),
            F("preferences", "dislikes", "coriander"),
        ],
    ),
    (
        "btw we're moving to Manchester in March so plan the budget around that",
        "decision",
        [F("plans", "planned move", "Manchester")],
    ),
    (
        "We're off to Lisbon in June for our anniversary, help me pick a hotel.",
        "decision",
        [F("plans", "planned trip", "Lisbon")],
    ),
    (
        "Got the Berlin Marathon in September, can you build me a 20-week plan?",
        "decision",
        [F("plans", "upcoming plan", "Berlin Marathon")],
    ),
    (
        "My birthday's the 9th of July, so maybe we do the party that weekend?",
        "disclosure",
        [F("personal", "birthday", "9th of July")],
    ),
    (
        "So you know, I'm a nurse at St James's and I work nights, so mornings are out.",
        "disclosure",
        [F("work", "job", "nurse"), F("work", "employer", "St James's")],
    ),
    (
        "I work for Deliveroo as a software engineer and I'm looking to switch jobs this year.",
        "disclosure",
        [F("work", "employer", "Deliveroo"), F("work", "job", "software engineer")],
    ),
    (
        "I'm originally from Cork but I've lived in Galway for ten years now.",
        "disclosure",
        [F("personal", "origin", "Cork"), F("personal", "home", "Galway")],
    ),
    (
        "My wife, Priya, is doing the guest list and I'm doing the budget.",
        "disclosure",
        [F("personal", "partner", "Priya")],
    ),
    (
        "I've got two kids (5 and 8) so the holiday place needs a pool.",
        "disclosure",
        [F("personal", "children", "two")],
    ),
    (
        "We've a golden retriever called Murphy who comes everywhere with us, so dog-friendly only.",
        "disclosure",
        [F("personal", "pet", "Murphy")],
    ),
    (
        "Budget for the whole wedding is £15,000, tops.",
        "disclosure",
        [F("preferences", "budget", "£15,000")],
    ),
    (
        "For the hiking gear: I'm a size 10 in shoes and a large in t-shirts.",
        "disclosure",
        [F("personal", "shoe size", "10"), F("personal", "clothing size", "L")],
    ),
    (
        "I prefer aisle seats, long legs.",
        "preference",
        [F("preferences", "preference", "aisle seats")],
    ),
    (
        "Text me rather than emailing, I'm rubbish at checking my inbox.",
        "preference",
        [F("preferences", "contact channel", "text")],
    ),
    (
        "From now on, always end the plan with a checklist.",
        "preference",
        [F("preferences", "instruction", "checklist")],
    ),
    (
        "Please always answer in English, even when I write to you in Spanish.",
        "preference",
        [F("preferences", "response language", "en")],
    ),
    (
        "Don't use emojis in your answers, ever, please.",
        "preference",
        [F("preferences", "response style", "no emojis")],
    ),
    (
        "I'm doing a part-time MSc in Data Science at Edinburgh, so evenings are taken.",
        "disclosure",
        [F("personal", "studies", "Data Science")],
    ),
    (
        "I'm coeliac - so no pasta places for the hen do.",
        "disclosure",
        [F("personal", "diet", "coeliac")],
    ),
    (
        "I'm allergic to shellfish, keep that in mind when you pick the restaurant.",
        "disclosure",
        [F("personal", "allergy", "shellfish")],
    ),
    (
        "My favourite colour's teal, could we use it for the invitations?",
        "preference",
        [F("preferences", "colour", "teal")],
    ),
    (
        "Fave band is Fleetwood Mac, so they go on the wedding playlist for sure.",
        "preference",
        [F("preferences", "favourite band", "Fleetwood Mac")],
    ),
    (
        "I support Arsenal, so avoid match days for the party.",
        "preference",
        [F("preferences", "favourite team", "Arsenal")],
    ),
    (
        "I'm really into bouldering and board games, if that helps with ideas for the stag.",
        "preference",
        [F("preferences", "likes", "bouldering and board games")],
    ),
    (
        "I can't stand crowds, so no theme parks please.",
        "preference",
        [F("preferences", "dislikes", "crowds")],
    ),
    (
        "Update: I left Barclays last month, so I'm job hunting full time now.",
        "update",
        [R("work", "employer", "Barclays")],
    ),
    (
        "The move to Bristol is off, we're staying in Cardiff.",
        "update",
        [R("plans", "planned move", "Bristol"), F("personal", "home", "Cardiff")],
    ),
    (
        "Gave up being vegetarian over the summer, so the meal plan can have chicken.",
        "update",
        [R("personal", "diet", "vegetarian")],
    ),
    (
        "Our cat Pepper passed away last week, so we don't need a cattery after all.",
        "update",
        [R("personal", "pet", "Pepper")],
    ),
    (
        "My sister Chloe lives in Brighton, we could stay with her on the way.",
        "disclosure",
        [F("personal", "sister", "Chloe")],
    ),
    (
        "My brother Callum's the best man, so he needs a room near the venue.",
        "disclosure",
        [F("personal", "brother", "Callum")],
    ),
    (
        "Mum (Brenda) and Dad (Keith) are chipping in for half.",
        "disclosure",
        [F("personal", "mother", "Brenda"), F("personal", "father", "Keith")],
    ),
    (
        "Name's Aroha, I'm 29, from Rotorua but living in Wellington now.",
        "disclosure",
        [
            F("personal", "name", "Aroha"),
            F("personal", "age", "29"),
            F("personal", "origin", "Rotorua"),
            F("personal", "home", "Wellington"),
        ],
    ),
    (
        "I'm a physio student, third year at Otago, so placement weeks are busy.",
        "disclosure",
        [F("personal", "studies", "physio")],
    ),
    (
        "I drive a Toyota Corolla, so the road trip's in that.",
        "disclosure",
        [F("personal", "note", "Toyota Corolla")],
    ),
    (
        "Skip the wine tours, I don't drink.",
        "disclosure",
        [F("personal", "note", "don't drink")],
    ),
    (
        "Just joined Canva as a product designer, so holidays are limited this year.",
        "disclosure",
        [F("work", "employer", "Canva"), F("work", "job", "product designer")],
    ),
    (
        "Self-employed electrician here, so I can move the dates around.",
        "disclosure",
        [F("work", "job", "electrician")],
    ),
    (
        "I pay for everything with PayPal if that matters for the bookings.",
        "preference",
        [F("preferences", "payment", "PayPal")],
    ),
    (
        "Next year we relocate to Perth for my husband's job, help me with a moving budget.",
        "decision",
        [F("plans", "planned move", "Perth")],
    ),
    (
        "I'm 45 and just starting couch to 5k, so go easy on me.",
        "disclosure",
        [F("personal", "age", "45")],
    ),
    (
        "Been vegetarian for twelve years btw, so no meat in the menu.",
        "disclosure",
        [F("personal", "diet", "vegetarian")],
    ),
    (
        "Me and my fiancé Darren are getting married in August, so the budget is tight.",
        "disclosure",
        [F("personal", "partner", "Darren"), F("plans", "upcoming plan", "married in August")],
    ),
    (
        "I've enrolled in a Spanish course that starts in January, 2 evenings a week.",
        "decision",
        [F("plans", "upcoming plan", "Spanish course")],
    ),
    (
        "I live in Soweto with my gran, so the party is at ours.",
        "disclosure",
        [F("personal", "home", "Soweto")],
    ),
    (
        "For the office party menu, do note that I eat only vegetarian, no eggs.",
        "disclosure",
        [F("personal", "diet", "vegetarian")],
    ),
    (
        "I reside in Lekki, so the venue should be on the island.",
        "disclosure",
        [F("personal", "home", "Lekki")],
    ),
    (
        "Jollof rice is my favourite food, so put that on the menu o.",
        "preference",
        [F("preferences", "favourite food", "jollof rice")],
    ),
    (
        "Favourite film: Paddington 2, don't judge, we could do a movie night theme.",
        "preference",
        [F("preferences", "favourite film", "Paddington 2")],
    ),
    (
        "I have a severe peanut allergy, so flag anything with nuts please.",
        "disclosure",
        [F("personal", "allergy", "peanut")],
    ),
    (
        "i hate flying tbh so trains wherever possible",
        "preference",
        [F("preferences", "dislikes", "flying")],
    ),
    (
        "We have two rabbits and a tortoise, so someone needs to pop in while we're away.",
        "disclosure",
        [F("personal", "pet", "two rabbits"), F("personal", "pet", "tortoise")],
    ),
    (
        "My daughter Isla is 4 and my son Finn is 7, so nothing too late at night.",
        "disclosure",
        [F("personal", "daughter", "Isla"), F("personal", "son", "Finn")],
    ),
    (
        "My girlfriend Maya and I live together in Hackney, budget is for both of us.",
        "disclosure",
        [F("personal", "partner", "Maya"), F("personal", "home", "Hackney")],
    ),
    (
        "The Secret History is my all-time favourite book, so something along those lines for the beach.",
        "preference",
        [F("preferences", "favourite book", "The Secret History")],
    ),
    (
        "Best to reach me on WhatsApp, not email.",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "Driving test is booked for the 14th of May, help me plan the lessons before it.",
        "decision",
        [F("plans", "upcoming plan", "driving test")],
    ),
    (
        "Just moved to Toronto last month, eh, so I need a new monthly budget.",
        "update",
        [F("personal", "home", "Toronto")],
    ),
    (
        "Heading to Cape Town in December with the kids, need an itinerary.",
        "decision",
        [F("plans", "planned trip", "Cape Town")],
    ),
    (
        "Only school holidays work for me, I teach maths at a secondary in Kent.",
        "disclosure",
        [F("work", "job", "maths")],
    ),
    (
        "im 52 and i live in brisbane, want to plan a trip to see the grandkids",
        "disclosure",
        [F("personal", "age", "52"), F("personal", "home", "brisbane")],
    ),
    (
        "Quick thing: I work in fintech and my email is dan.okafor@outlook.com",
        "disclosure",
        [F("work", "industry", "fintech"), F("personal", "email", "dan.okafor@outlook.com")],
    ),
    (
        "Never suggest hostels to me, I'm too old for bunk beds.",
        "preference",
        [F("preferences", "instruction", "hostels")],
    ),
    (
        "My husband's called Gareth and we've got a wee boy, Rory, who's 3.",
        "disclosure",
        [F("personal", "partner", "Gareth"), F("personal", "son", "Rory")],
    ),
    (
        "I'm a size 8 in dresses, for the wedding outfit.",
        "disclosure",
        [F("personal", "clothing size", "8")],
    ),
    (
        "Me and Connor split up, so it's just me on the trip now.",
        "update",
        [R("personal", "partner", "Connor")],
    ),
    (
        "Max I'll spend on the new laptop for the course is 800 dollars.",
        "disclosure",
        [F("preferences", "budget", "800 dollars")],
    ),
    (
        "I'm studying accounting at Wits, final year, so exams come first.",
        "disclosure",
        [F("personal", "studies", "accounting")],
    ),
    (
        "I'm from Chicago originally, moved to Denver a few years back.",
        "disclosure",
        [F("personal", "origin", "Chicago"), F("personal", "home", "Denver")],
    ),
    (
        "im allergic to penicilin so flag it if the travel clinic gives me anything",
        "disclosure",
        [F("personal", "allergy", "penicilin")],
    ),
    (
        "Plan me 3 days in Kyoto (I'm 26 and vegetarian, and skint, so cheap eats).",
        "disclosure",
        [F("personal", "age", "26"), F("personal", "diet", "vegetarian")],
    ),
    # --- nothing to keep ---
    ("My brother's moving to Dubai next month, what should I get him?", "other_person", []),
    ("If I lived in London, would a travelcard be worth it?", "hypothetical", []),
    ("I wish I could afford business class lol", "hypothetical", []),
    ("When's the cheapest month to fly to Iceland?", "question", []),
    ("This time I'd rather fly, the train takes forever.", "one_off", []),
    ("Just for this trip, find places with free parking.", "one_off", []),
    ("Can you translate 'I'm allergic to nuts and I live in Dublin' into German?", "request", []),
    ("Proofread this for me: 'My name is Sarah and I have worked at Google for five years.'", "request", []),
    ("Draft a message to my coach saying I'll miss Thursday's session.", "request", []),
    ("My flatmate's gluten-free, any easy dinner ideas for tonight?", "other_person", []),
    ("It's only me travelling, no little ones or animals to sort out.", "casual", []),
    ("Oh great, another 5am start, I just love those.", "sarcasm", []),
    ("Lovely weather today, innit.", "casual", []),
    ("Cheers, that plan looks grand.", "casual", []),
    ("My parents are going to Crete in May, can you find them a quiet hotel?", "other_person", []),
    ("How much does a wedding photographer usually cost in Ireland?", "question", []),
    ("Someday I'd love to live by the sea.", "hypothetical", []),
    ("Might take up swimming, not sure yet.", "hypothetical", []),
    ("If I get the job in Sydney, which suburbs are good for the commute?", "hypothetical", []),
    ("My coworker is from Accra and she swears their jollof is the best.", "other_person", []),
    ("Tonight I fancy a curry, where should I go?", "one_off", []),
    ("Could you do this one in Italian? It's for my nonna.", "one_off", []),
    ("Nah I'm not Australian, I just sound like it apparently.", "casual", []),
    ("Write a best man speech for my mate Jack, he's marrying Sophie in June.", "request", []),
    ("Can you make me a packing list for a week in the Highlands?", "request", []),
    ("The neighbours are off to Spain and asked us to feed their dog.", "other_person", []),
    ("Better safe than sorry, book the refundable one.", "idiom", []),
    ("What a week, honestly.", "casual", []),
    ("Should I pay off my credit card first or start saving?", "question", []),
    ("lol no I'm not married, not even close", "casual", []),
    ("My boss turns 60 on Friday, any gift ideas?", "other_person", []),
    ("What if we did Porto instead of Lisbon, would that be cheaper?", "hypothetical", []),
    ("Maybe I'll do a PhD one day, who knows.", "hypothetical", []),
    ("Write a retirement card for my colleague Dave, he's been at the council 35 years.", "request", []),
    ("You're a legend, cheers mate.", "casual", []),
    ("Sure, I'll just meal prep for six hours on Sunday, loads of free time here.", "sarcasm", []),
]
