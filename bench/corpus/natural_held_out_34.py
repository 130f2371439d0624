"""A thirty-fourth batch of natural lines, written blind by a helper session (a language model) started from a
session of the project: its author read neither the extraction rules (nothing under facts/, memory/ or
conversations/) nor the lines used to tune them (natural_tune.py, spanish.py, english.py, templates.py, shifts.py,
blind.py) nor their tests nor docs/benchmarks.md nor the Limits section of docs/facts.md nor the earlier batches'
sentences. It read only the label helpers (labels.py), natural.py (the scoring note and how batches are registered),
the opening of docs/facts.md with its key table and the paragraphs under it up to the standing instructions, its
sections on plans and on values, the docstring and the first fifteen lines after it of the thirty-third batch for the
file format, and the names of the domains, keys and retirement flags the held-out batches already label, with their
counts (printed by a snippet, names and counts only, no line). A snippet that prints only this batch's lines found
nineteen of them whose opening words also stand in other files of the repository (sentences the author did not
read), and they were reworded before the batch was committed. Nothing was run against the extractor.

Its theme is facts told inside stories: anecdotes, venting, catching up and longer messages of two to five sentences
where the durable fact is one clause of the narrative ("Ayer en el laburo —soy kinesióloga en el Hospital Italiano—
una paciente me preguntó…", "Absolutely knackered. The bus into town takes forever since we moved to Portobello in
June — anyway, …"), and facts told while complaining, celebrating, apologising or explaining why the user asks
("Te explico por qué te pregunto tanto por Córdoba: nos mudamos allá en septiembre…", "Sorry for going on about Kent
again — we're moving to Canterbury in September…"). The facts cover every kind the key table documents: name, age,
birthday, email, contact channel, home and origin, moves done (Valparaíso, Portobello, Ottawa) and planned (`planned
move`: Córdoba, Madrid, Canterbury, Vancouver), trips ahead (`planned trip`: Cusco, Japón, Mérida, Tokyo, Morocco) and
events ahead (`upcoming plan`: a wedding, a new job at Empresas Polar and at Shopify, the Seville half marathon, the
Cork City Marathon, a driving test), job, employer, industry, studies, partner, siblings, parents, children counted
and named, pets named or counted by kind, diets (coeliac, an intolerance, vegetarian, pure vegetarian), allergies,
favourites (colour, food, film, book, band, singer, team), likes and dislikes, hobbies, seats, shoe and clothing
sizes, budgets with their unit (lucas, euros, pounds, rand, AUD), a payment method, notes (a car, not drinking, a
height), standing instructions labelled `instruction` by their core ("tabla", "precio medio por persona", "point
form", "ferry"), the answer language as `response language` (`es`, `en`) and its style as `response style` (`no
emojis`, `formal`).

Retirements, each told inside a story: in Spanish a pet that died (Rulo), an employer left (Falabella), a partner left
(Andrés, with the home kept, Bogotá), a planned move called off (Valencia, with the home kept, Albacete), a diet given
up (vegana) and a job left (garzón, with the studies begun); in English a pet that died (Maple), an employer left
(Amazon), a partner left (Tom), a planned move called off (Aberdeen, with the home kept, Dundee), a diet given up
(vegetarian) and a job left (barista). The register is the Spanish of Spain, Mexico, Argentina, Chile, Colombia, Peru,
Venezuela and Uruguay ("curro", "menudo", "neta", "chamba", "laburo", "che", "pololo", "pega", "cachís", "parce",
"guayabo", "roche", "chamo", "mi pana", "bo", "botonear") and the English of England, Scotland, Ireland, the US,
Canada, Australia, New Zealand, India, Nigeria, South Africa and Singapore ("knackered", "wee", "baltic", "giving
out", "eh", "servo", "hospo", "bach", "today only", "myself Rohit", "abeg", "wahala", "eish", "lekker", "oke", "lah",
"leh"), some lines lowercase, without accents or punctuation (dictated), with emoji or with the region's syntax.

In Spanish 80 lines state something durable about the user (23 of them two to four facts, 107 labels with 6
retirements) and 37 state nothing to keep; in English 75 (19 with two to five, 103 labels with 6 retirements) and
36. The casual lines look like the fact lines: other people's facts inside stories (a sister-in-law's and a
flatmate's nursing job, a flatmate's and a coworker's move, a sister's coeliac disease and allergy, a brother's
allergy, a boss's origin in quoted speech, a mother's and a gran's youth, a cousin's wedding, a neighbour's night
shift, a partner's taste in music, a friend's car, a partner's job offer that might mean a move), what-ifs and wishes
(a city, a dog, a job elsewhere, the lottery), questions asked for a friend or a child, one-off choices (sushi or a
vegan place tonight, a window seat this once, a gluten-free dinner for a mother-in-law), small talk about the weather
in a named city, sarcasm, sayings, denials (no children, not vegan), a past no longer true told only as the past (a
childhood home, a hamster and a goldfish, a marriage long ago), a film's plot and facts inside a task (a patient's
file to translate, a sentence to correct, a CV line to proofread, a coworker's introduction to translate, a leaving
message)."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Menudo día llevo. Esta mañana el encargado me ha echado la bronca delante de todos, y eso que llevo "
        "seis años de cajera en el Eroski de Gamonal sin faltar ni uno. ¿Cómo le planteo una reunión para "
        "hablarlo con calma?",
        "disclosure",
        [F("work", "job", "cajera"), F("work", "employer", "Eroski")],
    ),
    (
        "Neta no me la creo: hoy en la chamba se cayó el sistema tres veces. Soy desarrollador en Kavak y me "
        "tuvieron hasta las 11 de la noche arreglando cosas. Bueno, ¿me recomiendas un té para dormir?",
        "disclosure",
        [F("work", "job", "desarrollador"), F("work", "employer", "Kavak")],
    ),
    (
        "Te cuento que el finde fuimos con Lucho, mi novio, a remar al Tigre y terminamos empapados jaja. "
        "¿Qué me recomendás para secar unas zapatillas rápido?",
        "disclosure",
        [F("personal", "partner", "Lucho")],
    ),
    (
        "Oye, perdona la lata, pero me vine a vivir a Valparaíso en marzo y todavía no encuentro una "
        "panadería decente cerca del cerro. ¿Cómo busco una buena?",
        "disclosure",
        [F("personal", "home", "Valparaíso")],
    ),
    (
        "Parce, qué pena con usted, ayer le escribí todo enredado. Es que me llamo Yuliana, estudio "
        "Ingeniería Industrial en la Nacional y ando full con parciales 😵",
        "disclosure",
        [F("personal", "name", "Yuliana"), F("personal", "studies", "Ingeniería Industrial")],
    ),
    (
        "Pucha, ayer mi gata Michi se trepó al techo y no quería bajar, tuve que pedirle la escalera al "
        "vecino 😅 ¿Cómo hago para que no vuelva a pasar?",
        "disclosure",
        [F("personal", "pet", "Michi")],
    ),
    (
        "Chamo, qué día. Vengo de hacer una cola eterna en el banco... Te cuento que soy de Maracaibo pero "
        "vivo en Madrid desde 2019 y necesito mandarle real a mi mamá todos los meses. ¿Qué apps hay que no "
        "cobren tanto?",
        "disclosure",
        [F("personal", "origin", "Maracaibo"), F("personal", "home", "Madrid")],
    ),
    (
        "Bo, te cuento que mi cumple es el 14 de julio y mis amigos ya me están armando un asado sorpresa que "
        "obvio alguien me botoneó jaja. ¿Qué vino llevo para quedar bien?",
        "disclosure",
        [F("personal", "birthday", "14 de julio")],
    ),
    (
        "perdona el rollo pero necesito desahogarme, llevo tres semanas sin dormir desde que nacio mi hija "
        "Carlota y encima vuelvo a la oficina el lunes. algun truco para que duerma mas?",
        "disclosure",
        [F("personal", "daughter", "Carlota")],
    ),
    (
        "Siento haber estado borde ayer. Soy celíaca y en la cena de empresa no había nada que pudiera comer, "
        "me pasé la noche a base de agua. ¿Me ayudas a escribir a recursos humanos sin sonar quejica?",
        "disclosure",
        [F("personal", "diet", "celíaca")],
    ),
    (
        "Fíjate que el domingo en el mercado casi me muero: soy alérgico al camarón y el señor de los tacos "
        "le echó sin avisar. Ya estoy bien, pero ¿qué debo traer siempre en la mochila?",
        "disclosure",
        [F("personal", "allergy", "camarón")],
    ),
    (
        "Qué bajón, che. Se nos murió el Rulo, el perro que teníamos hace doce años, y no sé ni cómo "
        "contárselo a mi vieja. ¿Cómo se lo digo sin que se ponga mal?",
        "update",
        [R("personal", "pet", "Rulo")],
    ),
    (
        "Te cuento que renuncié a Falabella la semana pasada, ya no aguantaba más al jefe, y ahora ando "
        "viendo qué hacer con mi vida. ¿Me ayudai con el currículum?",
        "update",
        [R("work", "employer", "Falabella")],
    ),
    (
        "Ay, le cuento que mi novio Andrés y yo terminamos después de cinco años; él se fue pa Medellín y yo "
        "me quedé en Bogotá con el apartamento. ¿Cómo organizo la plata ahora sola?",
        "update",
        [R("personal", "partner", "Andrés"), F("personal", "home", "Bogotá")],
    ),
    (
        "Al final no nos mudamos a Valencia: a mi marido no le dieron el traslado y nos quedamos en Albacete. "
        "Una faena, con la ilusión que nos hacía. Bueno, ¿me ayudas a redecorar el salón para animarnos?",
        "update",
        [R("plans", "planned move", "Valencia"), F("personal", "home", "Albacete")],
    ),
    (
        "Ya no soy vegana, lo dejé hace un mes porque tenía el hierro por los suelos y el doctor me dijo que "
        "comiera carne. Medio triste, la verdad. ¿Me pasas recetas con hígado que no sepan horrible?",
        "update",
        [R("personal", "diet", "vegana")],
    ),
    (
        "Te escribo desde el Cercanías, que cada día me paso una hora metida aquí: vivo en Getafe y trabajo "
        "de administrativa en una gestoría de Chamartín. ¿Qué pódcast me pones para el trayecto?",
        "disclosure",
        [F("personal", "home", "Getafe"), F("work", "job", "administrativa")],
    ),
    (
        "Ay, perdón por la hora. Mi esposa Fernanda está embarazada de la segunda y no duerme, y yo tampoco "
        "jaja. Ya tenemos un niño de 4, Emiliano. ¿Qué nombres de niña nos sugieres?",
        "disclosure",
        [F("personal", "partner", "Fernanda"), F("personal", "son", "Emiliano")],
    ),
    (
        "Mirá, te explico por qué te pregunto tanto por Córdoba: nos mudamos allá en septiembre con mi mujer, "
        "ya tenemos el depto alquilado y todo. ¿Qué barrios son lindos para caminar?",
        "decision",
        [F("plans", "planned move", "Córdoba")],
    ),
    (
        "Qué nervios. Mi boda con Jaime es el 12 de octubre en un cortijo de Ronda y todavía no tengo ni los "
        "zapatos. ¿Me ayudas a hacer una lista de lo que me falta?",
        "decision",
        [F("plans", "upcoming plan", "boda"), F("personal", "partner", "Jaime")],
    ),
    (
        "Igual te cuento pa que cachís: en enero me voy a Cusco con mis amigas del colegio y estoy entrenando "
        "subiendo el San Cristóbal los findes. ¿Qué más hago pa la altura?",
        "decision",
        [F("plans", "planned trip", "Cusco")],
    ),
    (
        "Jajaja qué risa, ayer en el banco me confundieron con mi hermana gemela Valentina y le entregaron "
        "mis papeles a ella 🤣 ¿eso es legal?",
        "disclosure",
        [F("personal", "sister", "Valentina")],
    ),
    (
        "Mi pana, ¡me salió el trabajo! El 1 de marzo empiezo en Empresas Polar como contador y todavía no me "
        "lo creo. ¿Cómo me visto el primer día?",
        "decision",
        [F("plans", "upcoming plan", "Empresas Polar")],
    ),
    (
        "Perdón que te moleste de nuevo, pero mi hijo Facundo tiene 7 y no quiere leer ni a palos. Y yo soy "
        "maestra, imaginate la vergüenza jaja. ¿Qué libros le doy?",
        "disclosure",
        [F("personal", "son", "Facundo"), F("work", "job", "maestra")],
    ),
    (
        "vale pues te cuento que el mes pasado adoptamos un galgo que se llama Trufa y está muerto de miedo "
        "con todo cuando salimos a la calle que hago para que se relaje",
        "disclosure",
        [F("personal", "pet", "Trufa")],
    ),
    (
        "Uf, otra vez pidiendo pizza porque no sé cocinar. Soy vegetariano desde los veinte y siempre acabo "
        "con la de cuatro quesos. ¿Me enseñas tres platos fáciles con legumbres?",
        "disclosure",
        [F("personal", "diet", "vegetariano")],
    ),
    (
        "Oye, perdón por preguntar tanto de Monterrey: es que soy regio, de Monterrey, pero llevo diez años "
        "viviendo en Guadalajara y ya se me olvidaron los lugares. ¿Dónde venden buen cabrito?",
        "disclosure",
        [F("personal", "origin", "Monterrey"), F("personal", "home", "Guadalajara")],
    ),
    (
        "Ayer en el laburo —soy kinesióloga en el Hospital Italiano— una paciente me preguntó por dietas "
        "antiinflamatorias y no supe qué decirle. ¿Qué fuentes serias le puedo pasar?",
        "disclosure",
        [F("work", "job", "kinesióloga"), F("work", "employer", "Hospital Italiano")],
    ),
    (
        "Ayer me tiraste tres párrafos sobre planes de celular y no entendí nada, así que de ahora en "
        "adelante compárame las opciones siempre en una tabla, porfa.",
        "preference",
        [F("preferences", "instruction", "tabla")],
    ),
    (
        "Jajaja le cuento que anoche me fui a bailar hasta las 3 y hoy no sirvo pa nada. Es que bailo salsa "
        "todos los viernes desde hace años, es mi vida. ¿Un desayuno para el guayabo?",
        "disclosure",
        [F("personal", "hobby", "salsa")],
    ),
    (
        "Oe, qué roche, en la reunión de ayer me trabé cuando me preguntaron por mi cargo. Soy analista de "
        "créditos en el BCP, recién me ascendieron. ¿Cómo me presento sin sonar nervioso?",
        "disclosure",
        [F("work", "job", "analista de créditos"), F("work", "employer", "BCP")],
    ),
    (
        "Joder, tercer pedido del mes que me dejan en casa de la vecina. Bueno, a lo que iba: calzo un 43 y "
        "busco unas zapatillas de trail que aguanten barro.",
        "preference",
        [F("personal", "shoe size", "43")],
    ),
    (
        "Perdón que te escriba puro drama, pero después del embarazo cambié de talla: ahora soy talla M en "
        "blusas y nada de mi clóset me queda 😩 ¿dónde compro ropa bonita y barata?",
        "update",
        [F("personal", "clothing size", "M")],
    ),
    (
        "Te cuento la situación: le quiero regalar algo a mi viejo para el día del padre pero estoy re corto, "
        "tengo 20 lucas como mucho. ¿Qué se te ocurre?",
        "preference",
        [F("preferences", "budget", "20 lucas")],
    ),
    (
        "Perdona que insista con lo del portátil, es que el mío murió ayer en plena entrega. Mi presupuesto "
        "es de 700 euros como mucho y lo uso sobre todo para diseño. ¿Qué miro?",
        "preference",
        [F("preferences", "budget", "700 euros")],
    ),
    (
        "Te cuento que siempre pago con débito, porque con la tarjeta de crédito me endeudé feo el 2021 y no "
        "quiero volver a eso. ¿Qué cuenta me conviene abrir?",
        "preference",
        [F("preferences", "payment", "débito")],
    ),
    (
        "Qué pena no haberle contestado, es que el correo casi nunca lo reviso. Mejor por WhatsApp, que ahí "
        "sí respondo al toque.",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "Apúntate mi correo para la reserva, que el de antes lo cerré porque me llegaba spam a mansalva: "
        "lucia.arranz82@gmail.com.",
        "disclosure",
        [F("personal", "email", "lucia.arranz82@gmail.com")],
    ),
    (
        "¡Estoy que no me la creo! Por fin me titulé de Arquitectura en la UNAM después de siete años 🥳 y "
        "ahora a buscar chamba. ¿Cómo armo un portafolio?",
        "disclosure",
        [F("personal", "studies", "Arquitectura")],
    ),
    (
        "Ay, disculpa, se me fue la luz otra vez. Te decía que mi mamá Carmen y yo vivimos en Valencia, en "
        "Carabobo, y queremos montar una arepera. ¿Por dónde empiezo?",
        "disclosure",
        [F("personal", "mother", "Carmen"), F("personal", "home", "Valencia")],
    ),
    (
        "Te cuento algo que me da un poco de vergüenza: tengo 58 años y recién ahora me animé a aprender a "
        "andar en bici. ¿Qué ejercicios hago para agarrar confianza?",
        "disclosure",
        [F("personal", "age", "58")],
    ),
    (
        "Ayer me volví a pelear con mi hermano Rubén por lo de la casa del pueblo, siempre igual. Él vive en "
        "Lugo y yo en Santiago, así que todo por teléfono. ¿Cómo le propongo un mediador?",
        "disclosure",
        [F("personal", "brother", "Rubén"), F("personal", "home", "Santiago")],
    ),
    (
        "Este año mis papás, que se llaman Rosa y Walter, cumplen cuarenta de casados, y mi hermana y yo "
        "queremos darles una sorpresa. ¿Ideas de regalo?",
        "disclosure",
        [F("personal", "mother", "Rosa"), F("personal", "father", "Walter")],
    ),
    (
        "Oye, tengo 2 hijos, la Antonia de 9 y el Tomás de 5, y estas vacaciones no sé qué hacer con ellos. "
        "¿Panoramas baratos en Santiago?",
        "disclosure",
        [F("personal", "children", "2"), F("personal", "daughter", "Antonia"), F("personal", "son", "Tomás")],
    ),
    (
        "Le cuento que tengo tres perros, dos criollitos y una labradora, y en el arriendo nuevo no aceptan "
        "mascotas. ¿Cómo negocio con el dueño?",
        "disclosure",
        [F("personal", "pet", "tres perros")],
    ),
    (
        "Anoche vi otra vez Esperando la carroza y me volví a reír como loco; es mi película favorita desde "
        "pibe. ¿Me recomendás otras parecidas?",
        "preference",
        [F("preferences", "favourite film", "Esperando la carroza")],
    ),
    (
        "Vaya rabia me da: la camiseta se me ha vuelto a desteñir en la lavadora. Soy socio del Athletic "
        "desde crío, así que necesito otra ya. ¿Cómo se lavan las camisetas de fútbol?",
        "preference",
        [F("preferences", "favourite team", "Athletic")],
    ),
    (
        "Te platico: mi color favorito es el verde menta y quiero pintar mi cuarto así, pero mi roomie dice "
        "que parece hospital. ¿Qué muebles combinan?",
        "preference",
        [F("preferences", "colour", "verde menta")],
    ),
    (
        "Disculpa, ayer te pedí recetas con culantro pero eran para mi mamá; yo no soporto el culantro, me "
        "sabe a jabón.",
        "preference",
        [F("preferences", "dislikes", "culantro")],
    ),
    (
        "¡Estoy emocionada! Este verano me voy tres semanas a Japón con mi pareja, llevamos años ahorrando. "
        "¿Qué itinerario me recomiendas para una primera vez?",
        "decision",
        [F("plans", "planned trip", "Japón")],
    ),
    (
        "Te explico por qué te pregunto por Madrid: en abril nos mudamos para allá con mi señora porque a "
        "ella la trasladaron. ¿Cómo es el tema del empadronamiento?",
        "decision",
        [F("plans", "planned move", "Madrid")],
    ),
    (
        "Pucha, me retaron en la pega por llegar tarde otra vez. Es que vivo en Puente Alto y trabajo en "
        "Providencia, son como dos horas de micro. ¿Me conviene comprarme un auto?",
        "disclosure",
        [F("personal", "home", "Puente Alto")],
    ),
    (
        "Estoy en tercero de Medicina en la Complutense y mañana tengo el examen de Farmacología, estoy de "
        "los nervios. ¿Me haces preguntas tipo test?",
        "disclosure",
        [F("personal", "studies", "Medicina")],
    ),
    (
        "Ay, perdón la demora, estaba sacando a Lupe, mi perrita, que si no sale se pone a ladrar toda la "
        "tarde. Bueno, ¿en qué íbamos con el presupuesto?",
        "implicit",
        [F("personal", "pet", "Lupe")],
    ),
    (
        "Fíjate que en la boda de mi prima no probé el pastel porque soy intolerante a la lactosa y no quería "
        "pasármela en el baño jaja. ¿Qué postres sin lactosa puedo llevar la próxima?",
        "disclosure",
        [F("personal", "diet", "intolerante a la lactosa")],
    ),
    (
        "Te cuento por qué ando sin un mango: tengo un Fiat Palio del 2012 y ya se le rompió el embrague. "
        "¿Cuánto sale más o menos arreglarlo?",
        "disclosure",
        [F("personal", "note", "Fiat Palio")],
    ),
    (
        "Llevo una semana fatal. Desde que me operaron estoy de mal humor, y no bebo alcohol, así que en las "
        "cenas con amigos me aburro como una ostra. ¿Planes que no sean de bar?",
        "disclosure",
        [F("personal", "note", "no bebo alcohol")],
    ),
    (
        "Otra vez me respondiste en inglés y casi no entiendo nada. Respóndeme siempre en español, por favor, "
        "que mi inglés es básico.",
        "preference",
        [F("preferences", "response language", "es")],
    ),
    (
        "Mira, una cosa: los emojis en las respuestas me parecen poco serios y copio tus textos para el "
        "trabajo, así que sin emojis de aquí en adelante.",
        "preference",
        [F("preferences", "response style", "no emojis")],
    ),
    (
        "A partir de ahora, cuando me recomiendes restaurantes, pon siempre el precio medio por persona, que "
        "ayer acabé en uno carísimo sin saberlo.",
        "preference",
        [F("preferences", "instruction", "precio medio por persona")],
    ),
    (
        "Llevo toda la semana escuchando a Mon Laferte en el auto; es mi cantante favorita desde siempre y me "
        "tiene más sensible que la cresta jaja. ¿Otras parecidas?",
        "preference",
        [F("preferences", "favourite singer", "Mon Laferte")],
    ),
    (
        "Le cuento que hoy cumplo 31 y lo estoy pasando solo en la oficina, qué tristeza jaja. ¿Me recomienda "
        "un plan para esta noche en Cali?",
        "disclosure",
        [F("personal", "age", "31")],
    ),
    (
        "Me dan pánico las abejas desde pequeña porque soy alérgica a las picaduras de abeja, y este finde "
        "nos vamos al campo. ¿Qué meto en el botiquín?",
        "disclosure",
        [F("personal", "allergy", "picaduras de abeja")],
    ),
    (
        "Ando bien emocionado porque por fin me compré mi bici; hago ciclismo de ruta todos los domingos con "
        "un grupo de Coyoacán. ¿Qué casco me recomiendas?",
        "disclosure",
        [F("personal", "hobby", "ciclismo de ruta")],
    ),
    (
        "Soy hincha de Boca a muerte y el domingo perdimos el superclásico, así que hoy no quiero saber nada "
        "de nada. Distraeme con un chiste.",
        "preference",
        [F("preferences", "favourite team", "Boca")],
    ),
    (
        "Ya sé que es una tontería, pero me encantan los puzles de mil piezas y mi pareja se ríe de mí. "
        "¿Dónde venden puzles de paisajes bonitos?",
        "preference",
        [F("preferences", "likes", "puzles de mil piezas")],
    ),
    (
        "Me chotearon en la entrevista porque no hablo inglés, y eso que soy chef y llevo cinco años en un "
        "restaurante de Miraflores. ¿Cómo practico para la próxima?",
        "disclosure",
        [F("work", "job", "chef")],
    ),
    (
        "Acá con el mate y la lluvia: me llamo Florencia, tengo 36 y soy de Paysandú, aunque hace años que "
        "vivo en Montevideo. ¿Me ayudás con una carta de presentación?",
        "disclosure",
        [
            F("personal", "name", "Florencia"),
            F("personal", "age", "36"),
            F("personal", "origin", "Paysandú"),
            F("personal", "home", "Montevideo"),
        ],
    ),
    (
        "Perdona si te lío: mi hija Irene tiene 10 y el peque, Hugo, 6, y este verano me quedo sola con ellos "
        "porque mi marido trabaja. ¿Campamentos urbanos en Zaragoza?",
        "disclosure",
        [F("personal", "daughter", "Irene"), F("personal", "son", "Hugo")],
    ),
    (
        "Qué oso, hoy en el súper me pidieron el correo pa la factura y no me acordaba. Para que no me vuelva "
        "a pasar: es mauricio.lezama@hotmail.com.",
        "disclosure",
        [F("personal", "email", "mauricio.lezama@hotmail.com")],
    ),
    (
        "Mi hermano Jesús se fue a Chile hace rato y yo me quedé en Maracay con mi papá, que ya está mayor. "
        "¿Cómo le enseño a hacer videollamadas?",
        "disclosure",
        [F("personal", "brother", "Jesús"), F("personal", "home", "Maracay")],
    ),
    (
        "Te cuento que ya no soy garzón, lo dejé el viernes después de tres años, y ahora estoy estudiando "
        "técnico en enfermería en el Inacap.",
        "update",
        [R("work", "job", "garzón"), F("personal", "studies", "técnico en enfermería")],
    ),
    (
        "Vengo de un vuelo de Tenerife horrible, con las rodillas en la boca todo el rato. Mido 1,92 y "
        "siempre prefiero pasillo, así que tenlo en cuenta para la próxima.",
        "preference",
        [F("personal", "note", "mido 1,92"), F("preferences", "preference", "pasillo")],
    ),
    (
        "Ayer intenté hacer mole como mi abuela y quedó horrible 😭 es mi comida favorita y no me sale. ¿Qué hice mal?",
        "preference",
        [F("preferences", "favourite food", "mole")],
    ),
    (
        "Estoy releyendo Cien años de soledad por cuarta vez, es mi libro favorito, y esta vez voy haciendo "
        "el árbol de los Buendía. ¿Me ayuda a completarlo?",
        "preference",
        [F("preferences", "favourite book", "Cien años de soledad")],
    ),
    (
        "Me he apuntado a la media maratón de Sevilla, que es el 22 de febrero, y llevo dos semanas parada "
        "por la rodilla. ¿Llego a tiempo?",
        "decision",
        [F("plans", "upcoming plan", "media maratón de Sevilla")],
    ),
    (
        "Trabajo en el sector agropecuario hace quince años y nunca vi una sequía así, estamos todos con los "
        "nervios de punta. ¿Me explicás qué es La Niña?",
        "disclosure",
        [F("work", "industry", "agropecuario")],
    ),
    (
        "Qué risa, ayer en mi clase de cerámica se me desarmó la taza en el torno delante de todos 😂 llevo un "
        "año yendo los sábados y sigo igual de torpe.",
        "disclosure",
        [F("personal", "hobby", "cerámica")],
    ),
    (
        "Ya compré el pasaje: en diciembre me voy a Mérida a ver a mi abuela, chamo. ¿Qué ropa llevo pal frío "
        "de la montaña?",
        "decision",
        [F("plans", "planned trip", "Mérida")],
    ),
    (
        "Tengo dos hermanas mayores, Paula y Sofía, y las dos me han dejado tirada con el regalo de mamá. "
        "¿Qué le compro con 50 euros?",
        "disclosure",
        [F("personal", "sister", "Paula"), F("personal", "sister", "Sofía"), F("preferences", "budget", "50 euros")],
    ),
    # --- nothing to keep ---
    (
        "Mi cuñada es enfermera en el Clínico y ayer le tocó doble turno, la pobre llegó reventada. ¿Qué le "
        "puedo llevar para animarla?",
        "other_person",
        [],
    ),
    (
        "Si yo viviera en Barcelona iría a la playa todos los días, pero bueno, aquí sigo soñando. ¿Cuál es "
        "la mejor playa de allí?",
        "hypothetical",
        [],
    ),
    (
        "Mi compañero de piso se muda a Lisboa en marzo y me deja con el alquiler entero, qué faena. ¿Cómo "
        "busco a alguien nuevo?",
        "other_person",
        [],
    ),
    (
        "Traduce al inglés la ficha de mi paciente: 'Se llama Ramón, tiene 45 años y es alérgico a la penicilina'.",
        "request",
        [],
    ),
    (
        "Ayer mi hermana me contó que es celíaca desde hace años y nunca me lo había dicho, ¿te lo puedes "
        "creer? ¿Qué cocino el domingo para ella?",
        "other_person",
        [],
    ),
    (
        "Jajaja sí claro, y yo soy astronauta en la NASA. Bueno, ahora en serio, ¿cómo calculo el IVA de una factura?",
        "sarcasm",
        [],
    ),
    (
        "Hoy me apetece sushi, así que por esta vez búscame sitios japoneses cerca.",
        "one_off",
        [],
    ),
    (
        "No, no tengo hijos, lo de ayer era para mi sobrina. ¿Seguimos con la lista?",
        "casual",
        [],
    ),
    (
        "En la peli que vi anoche el protagonista se muda a Oslo, deja a su mujer y se hace pescador. ¿Sabes "
        "cómo se llama?",
        "casual",
        [],
    ),
    (
        "Mi jefe me soltó: 'yo soy de Bilbao y aquí se hace lo que yo diga'. ¿Qué le contesto sin que me echen?",
        "other_person",
        [],
    ),
    (
        "De chico viví un tiempo en Lima, pero de eso hace siglos. ¿Qué tal está el centro ahora?",
        "casual",
        [],
    ),
    (
        "Si algún día me dejaran tener perro en el depto, ¿qué raza iría bien en un espacio chico?",
        "hypothetical",
        [],
    ),
    (
        "Pregunta seria: ¿a los 40 todavía se puede cambiar de carrera? Es para una amiga, te lo juro.",
        "question",
        [],
    ),
    (
        "Según mi novio soy un desastre en la cocina y algo de razón tiene jaja, ayer se me quemó hasta el arroz.",
        "casual",
        [],
    ),
    (
        "Madre mía la que está cayendo hoy en Sevilla, cuarenta y tantos grados y no se puede ni salir.",
        "casual",
        [],
    ),
    (
        "Corrígeme esta frase, que es para el ejercicio de mi hijo: 'Trabajo como ingeniero en Repsol desde "
        "2015 y vivo en Tarragona'.",
        "request",
        [],
    ),
    (
        "Mi madre siempre cuenta que de joven quería ser bailarina en Buenos Aires, pero acabó de maestra en Jaén.",
        "other_person",
        [],
    ),
    (
        "La semana pasada fui a un cumpleaños en Valparaíso y me comí como cinco empanadas, ¿es normal estar "
        "tan hinchado todavía?",
        "one_off",
        [],
    ),
    (
        "Si me dieran el puesto en Madrid me mudaría sin pensarlo, pero todavía no me han llamado.",
        "hypothetical",
        [],
    ),
    (
        "Para la cena de esta noche quiero algo sin gluten, que viene mi suegra y ella no puede.",
        "one_off",
        [],
    ),
    (
        "Mi hijo me preguntó cuál es el animal más rápido del mundo y me quedé en blanco, ¿me sacas de dudas?",
        "question",
        [],
    ),
    (
        "No soy vegana, eh, solo que hoy no me apetecía carne. ¿Qué hago con lo que sobró del pollo?",
        "casual",
        [],
    ),
    (
        "Mi prima Lorena se casa en junio en Oaxaca y me pidió que diga unas palabras. ¿Me ayudas con el discurso?",
        "other_person",
        [],
    ),
    (
        "Escribe un mensaje de despedida para mi compañera Pilar, que se jubila después de 30 años en Iberdrola.",
        "request",
        [],
    ),
    (
        "Qué bien, ¿no? Otro lunes más en el paraíso de la oficina. Dime algo bonito.",
        "sarcasm",
        [],
    ),
    (
        "Mi mejor amigo se compró un Tesla y no para de presumirlo, ¿de verdad son tan buenos?",
        "other_person",
        [],
    ),
    (
        "De niña tuve un hámster que se llamaba Bolita, me acordé hoy viendo una foto vieja. ¿Cuánto viven "
        "los hámsteres?",
        "casual",
        [],
    ),
    (
        "Este finde, por una vez, quiero ventanilla porque quiero ver los Pirineos desde el avión.",
        "one_off",
        [],
    ),
    (
        "A mi pareja le encanta el jazz y yo lo aguanto por amor jajaja. ¿Qué disco le regalo por su cumple?",
        "other_person",
        [],
    ),
    (
        "Dicen que los rosarinos son los más simpáticos del país, ¿será cierto o es puro cuento?",
        "casual",
        [],
    ),
    (
        "Mi vecino trabaja de noche en una panadería y a las 5 de la mañana ya está haciendo ruido. ¿Le digo algo?",
        "other_person",
        [],
    ),
    (
        "Mi abuela siempre suelta lo de 'a quien madruga, Dios lo ayuda'. ¿De dónde viene ese refrán?",
        "idiom",
        [],
    ),
    (
        "¿Me dices cuántas calorías tiene una arepa de queso? Es por curiosidad, no estoy a dieta ni nada.",
        "question",
        [],
    ),
    (
        "Si un día me tocara la lotería me iría a vivir a Mallorca y adoptaría tres gatos. Bueno, soñar es gratis.",
        "hypothetical",
        [],
    ),
    (
        "Mi hermano tiene alergia a los frutos secos y en su cumple casi la lía el camarero. ¿Qué tartas sin "
        "frutos secos hay?",
        "other_person",
        [],
    ),
    (
        "Estuve casada con un colombiano hace veinte años, pero esa es otra historia. ¿Qué significa 'parce'?",
        "casual",
        [],
    ),
    (
        "Mi novia está pensando en aceptar una oferta en Rosario, así que a lo mejor nos mudamos, o a lo "
        "mejor no, quién sabe. ¿Cómo funciona el preaviso del alquiler?",
        "hypothetical",
        [],
    ),
]

ENGLISH = [
    # --- durable facts ---
    (
        "Absolutely knackered. The bus into town takes forever since we moved to Portobello in June — anyway, "
        "can you help me plan a cheap weekly shop?",
        "disclosure",
        [F("personal", "home", "Portobello")],
    ),
    (
        "Sorry for the rant earlier. Work's been mental — I'm a paramedic with the London Ambulance Service "
        "and we've done three twelve-hour shifts back to back. Can you suggest some quick high-protein "
        "snacks?",
        "disclosure",
        [F("work", "job", "paramedic"), F("work", "employer", "London Ambulance Service")],
    ),
    (
        "Ugh, my landlord just raised the rent again. I've lived in Denver six years and this is the third "
        "hike. Can you help me write a polite email pushing back?",
        "disclosure",
        [F("personal", "home", "Denver")],
    ),
    (
        "Grand, so here's the story: my fella Cian proposed on the cliff walk at Howth on Saturday and I said "
        "yes! Where do I even start with planning?",
        "disclosure",
        [F("personal", "partner", "Cian")],
    ),
    (
        "Mate, you won't believe it — our kelpie Bluey dug under the fence again and turned up at the servo "
        "down the road. How do I stop a dog digging?",
        "disclosure",
        [F("personal", "pet", "Bluey")],
    ),
    (
        "Kia ora, sorry this is a long one. I'm Mereana, I'm 29, and I've just started a teaching diploma "
        "after years in hospo. Any tips for juggling study and a part-time job?",
        "disclosure",
        [F("personal", "name", "Mereana"), F("personal", "age", "29"), F("personal", "studies", "teaching diploma")],
    ),
    (
        "Today only my manager scolded me in front of whole team. I am working as QA lead in Wipro since 2017 "
        "and never this happened before. How to handle such situation?",
        "disclosure",
        [F("work", "job", "QA lead"), F("work", "employer", "Wipro")],
    ),
    (
        "Abeg no vex for the late reply, light has been off since morning. I'm a pharmacist and the heat "
        "inside the shop is too much. Which rechargeable fans actually last?",
        "disclosure",
        [F("work", "job", "pharmacist")],
    ),
    (
        "Eish, load shedding again and I'm trying to finish my thesis. I'm doing a master's in Environmental "
        "Science at Wits and my supervisor wants chapter three by Friday. Can you help me outline it?",
        "disclosure",
        [F("personal", "studies", "Environmental Science")],
    ),
    (
        "Wah today damn sian, MRT broke down and I was late again. I stay in Tampines and work at Raffles "
        "Place, so very far lah. Any podcast to pass the time?",
        "disclosure",
        [F("personal", "home", "Tampines")],
    ),
    (
        "Sorry, eh, I'm all over the place today. We lost our cat Maple last night — she was seventeen — and "
        "I can't focus. Could you help me write a short note to my team saying I'll be offline?",
        "update",
        [R("personal", "pet", "Maple")],
    ),
    (
        "Quick vent: I left Amazon on Friday after four years and I'm equal parts terrified and relieved. Can "
        "you help me make a budget to get through the next three months?",
        "update",
        [R("work", "employer", "Amazon")],
    ),
    (
        "So Tom and I split up last month — long story, mostly his fault — and now I'm flat hunting on my "
        "own. What should I look for on a first viewing?",
        "update",
        [R("personal", "partner", "Tom")],
    ),
    (
        "Right, so the move to Aberdeen's off. The job fell through at the last minute and we're staying put "
        "in Dundee. Gutted. Can you help me cheer up the kids with a cheap day out?",
        "update",
        [R("plans", "planned move", "Aberdeen"), F("personal", "home", "Dundee")],
    ),
    (
        "Confession: I'm not vegetarian anymore. Caved at a mate's barbie last month and haven't looked back, "
        "ha. What's a good steak cut for a beginner?",
        "update",
        [R("personal", "diet", "vegetarian")],
    ),
    (
        "I'm coeliac, which is why I was giving out about the menu at my cousin's christening yesterday — not "
        "a thing I could eat bar the salad. Any gluten-free spots in Galway?",
        "disclosure",
        [F("personal", "diet", "coeliac")],
    ),
    (
        "So embarrassing. I'm allergic to shellfish and forgot to tell the host at dinner last night, so I "
        "just pushed the shrimp around my plate for an hour. How do I bring it up next time without it being "
        "awkward?",
        "disclosure",
        [F("personal", "allergy", "shellfish")],
    ),
    (
        "Myself Rohit, 34, from Lucknow but presently staying in Bengaluru for job. My wife Ananya and I are "
        "searching for 2BHK near Whitefield. Which areas are good?",
        "disclosure",
        [
            F("personal", "name", "Rohit"),
            F("personal", "age", "34"),
            F("personal", "origin", "Lucknow"),
            F("personal", "home", "Bengaluru"),
            F("personal", "partner", "Ananya"),
        ],
    ),
    (
        "Heading out for a skate on the canal later — we moved to Ottawa from Halifax last fall and I'm still "
        "not used to the cold. Any layering tips?",
        "disclosure",
        [F("personal", "home", "Ottawa")],
    ),
    (
        "Had a right nightmare at the vet's with Biscuit, my rabbit — she would not go in the carrier. Any "
        "tricks for next time?",
        "disclosure",
        [F("personal", "pet", "Biscuit")],
    ),
    (
        "We're expecting our third in May so it's chaos here. Our 2 girls, Harper and Quinn, are 6 and 3. Can "
        "you suggest a minivan that fits three car seats?",
        "disclosure",
        [F("personal", "children", "2"), F("personal", "daughter", "Harper"), F("personal", "daughter", "Quinn")],
    ),
    (
        "My brother Chidi just called from Lagos to say he's getting married, and na me dem put in charge of "
        "the bachelor's party o. I live in Abuja so I go travel. Where do I start?",
        "disclosure",
        [F("personal", "brother", "Chidi"), F("personal", "home", "Abuja")],
    ),
    (
        "Lekker weekend — my sister Thandi and I did the Otter Trail and I'm properly broken. I'm 41 and "
        "feeling every year of it. Which stretches help sore calves?",
        "disclosure",
        [F("personal", "sister", "Thandi"), F("personal", "age", "41")],
    ),
    (
        "Wee bit of a celebration here: I've just been made head of department at Craigmount High, where I've "
        "taught maths for twelve years. Can you help me with a short speech for the staff night?",
        "update",
        [F("work", "job", "head of department"), F("work", "employer", "Craigmount High")],
    ),
    (
        "ok so funny story my mom Linda tried to use my venmo to pay for her nails lol. anyway can u help me "
        "set up parental controls but for a parent",
        "disclosure",
        [F("personal", "mother", "Linda")],
    ),
    (
        "Just back from footy training with the under-12s — I coach my son Jack's team on Thursdays. Any "
        "ideas for rainy-day drills?",
        "implicit",
        [F("personal", "son", "Jack")],
    ),
    (
        "Sorry for going on about Kent again — we're moving to Canterbury in September, we've already "
        "exchanged on the house. Which primary schools are decent?",
        "decision",
        [F("plans", "planned move", "Canterbury")],
    ),
    (
        "Can't sleep, too excited — we fly to Tokyo on March 3rd for our honeymoon!! What's a must-eat in Shibuya?",
        "decision",
        [F("plans", "planned trip", "Tokyo")],
    ),
    (
        "Signed up for the Cork City Marathon on the 1st of June and my knees are already complaining. Can "
        "you build me a ten-week plan?",
        "decision",
        [F("plans", "upcoming plan", "Cork City Marathon")],
    ),
    (
        "Long story short, I start at Shopify on April 15th as a product designer after six months of job "
        "hunting! What should I do my first week?",
        "decision",
        [F("plans", "upcoming plan", "Shopify")],
    ),
    (
        "Sorry for the confusion yesterday, I am pure vegetarian, even egg I don't take. So suggest only veg "
        "restaurants in Kolkata please.",
        "disclosure",
        [F("personal", "diet", "pure vegetarian")],
    ),
    (
        "Had a shocker at the bach this weekend — turns out I'm allergic to kiwifruit, of all things, and my "
        "lips blew up like balloons. Which other fruits should I watch out for?",
        "disclosure",
        [F("personal", "allergy", "kiwifruit")],
    ),
    (
        "Help, my husband Marcus keeps asking what I want for my birthday, which is the 9th of August, and "
        "honestly I've got no clue. Gift ideas for a 35-year-old who has everything?",
        "disclosure",
        [F("personal", "birthday", "9th of August"), F("personal", "partner", "Marcus"), F("personal", "age", "35")],
    ),
    (
        "Fuming. Third parcel this month left on the doorstep in the rain. Anyway, I'm a size 10 in dresses — "
        "find me a navy wrap dress under £60?",
        "preference",
        [F("personal", "clothing size", "10"), F("preferences", "budget", "£60")],
    ),
    (
        "Aiyo, bought shoes online again and too small. I'm size 8 UK leh, not US. Can help me find sneakers "
        "with proper size chart?",
        "preference",
        [F("personal", "shoe size", "8")],
    ),
    (
        "Money's tight this year, so for my son Sipho's matric dance suit I've got R3000 max. Where in Joburg "
        "can I find something decent?",
        "preference",
        [F("personal", "son", "Sipho"), F("preferences", "budget", "R3000")],
    ),
    (
        "Apple Pay is how I always pay — my wallet got stolen in Chicago last year and I stopped carrying "
        "cards. Which food trucks near the Loop take it?",
        "preference",
        [F("preferences", "payment", "Apple Pay")],
    ),
    (
        "Email's best, my phone's been dead all week — it's priya.shah.design@outlook.com if you need it for "
        "the booking.",
        "disclosure",
        [F("personal", "email", "priya.shah.design@outlook.com")],
    ),
    (
        "Honestly just message me on Messenger, I never check my texts, got like 400 unread lol.",
        "preference",
        [F("preferences", "contact channel", "Messenger")],
    ),
    (
        "Hiya, I'm Callum, 23, originally from Inverness but at uni doing Mechanical Engineering. Flat's "
        "baltic. How do I get my landlord to fix the boiler?",
        "disclosure",
        [
            F("personal", "name", "Callum"),
            F("personal", "age", "23"),
            F("personal", "origin", "Inverness"),
            F("personal", "studies", "Mechanical Engineering"),
        ],
    ),
    (
        "I'm an accountant at Dangote Cement and month-end is serious wahala, I haven't slept well in days. "
        "Abeg suggest something to help me relax.",
        "disclosure",
        [F("work", "job", "accountant"), F("work", "employer", "Dangote Cement")],
    ),
    (
        "Sorry, was at Tallaght for the match — I've supported Shamrock Rovers since I was six and we finally "
        "won the derby. Anyway, that mortgage calculator?",
        "preference",
        [F("preferences", "favourite team", "Shamrock Rovers")],
    ),
    (
        "We're fighting over the new couch because burnt orange is my favorite color and my wife thinks it's "
        "hideous. Help me argue my case?",
        "preference",
        [F("preferences", "colour", "burnt orange")],
    ),
    (
        "Going through a breakup playlist — The Tragically Hip have been my favourite band since high school "
        "and they're getting me through it. Any similar bands?",
        "preference",
        [F("preferences", "favourite band", "Tragically Hip")],
    ),
    (
        "Yesterday watched Lagaan again with family, still it is my favourite movie of all time. Suggest some "
        "similar sports dramas?",
        "preference",
        [F("preferences", "favourite film", "Lagaan")],
    ),
    (
        "I've read Wolf Hall four times now — it's my favourite book and my book club is sick of me banging "
        "on about it. What should I suggest for next month?",
        "preference",
        [F("preferences", "favourite book", "Wolf Hall")],
    ),
    (
        "Hot take but I can't stand cilantro, it tastes like soap to me, and my roommate puts it in "
        "everything. Swaps for tacos?",
        "preference",
        [F("preferences", "dislikes", "cilantro")],
    ),
    (
        "I'm obsessed with bouldering, been going three times a week since January and my forearms are "
        "wrecked. Best way to recover?",
        "disclosure",
        [F("personal", "hobby", "bouldering")],
    ),
    (
        "My brother Nikau and I did the Tongariro Crossing last summer and nearly got blown off the ridge "
        "lol. Want something gentler this year, ideas?",
        "disclosure",
        [F("personal", "brother", "Nikau")],
    ),
    (
        "Please lah, from now on reply in point form, your long paragraphs make my head pain. Thanks ah.",
        "preference",
        [F("preferences", "instruction", "point form")],
    ),
    (
        "Yesterday's answer was way too chatty, so going forward keep it formal — I'm pasting these into "
        "client reports.",
        "preference",
        [F("preferences", "response style", "formal")],
    ),
    (
        "Could you reply in English from now on? I started in Spanish to practise but I'm knackered and my "
        "brain's gone.",
        "preference",
        [F("preferences", "response language", "en")],
    ),
    (
        "From now on never recommend anything with a ferry — I get horrendously seasick, found that out on "
        "the way to Arran last year.",
        "preference",
        [F("preferences", "instruction", "ferry")],
    ),
    (
        "Ag, I'm a window seat person, always have been — spent the whole flight to Durban last week craning "
        "over some oke's head. Can you check seats for my next booking?",
        "preference",
        [F("preferences", "preference", "window seat")],
    ),
    (
        "I'm six foot four and airline seats are torture, which is why I keep asking about legroom. I always "
        "prefer an aisle seat.",
        "preference",
        [F("personal", "note", "six foot four"), F("preferences", "preference", "aisle seat")],
    ),
    (
        "I don't drink, haven't in ten years, so the work Christmas do is always a bit of a slog for me. "
        "Ideas for making it more bearable?",
        "disclosure",
        [F("personal", "note", "don't drink")],
    ),
    (
        "Our old Corolla finally died on the 401 last week — 280,000 km, RIP — so now we drive a used RAV4. "
        "What maintenance should I do first?",
        "update",
        [F("personal", "note", "RAV4")],
    ),
    (
        "I work in fintech, so when the bank app went down yesterday all my friends texted me like I could "
        "fix it lol. Anyway, explain ACH vs wire?",
        "disclosure",
        [F("work", "industry", "fintech")],
    ),
    (
        "My birthday na 14th February, so everybody forgets me because of Valentine's. This year I want to "
        "plan something for myself. Ideas in Lagos?",
        "disclosure",
        [F("personal", "birthday", "14th February")],
    ),
    (
        "Sorry for late reply, I was dropping my daughter Ishita to school. She is 8 and my son Arjun is 4, "
        "both giving me tension for holiday homework. Any tips?",
        "disclosure",
        [F("personal", "daughter", "Ishita"), F("personal", "son", "Arjun")],
    ),
    (
        "Got 3 kids under ten and a dog called Marmite, so a quiet Sunday isn't really a thing here. Suggest "
        "a day out near Bath that tires everyone out?",
        "disclosure",
        [F("personal", "children", "3"), F("personal", "pet", "Marmite")],
    ),
    (
        "The old laptop fried itself in the heatwave, so I'm looking at 1500 AUD max for a new one. What's "
        "good for video editing?",
        "preference",
        [F("preferences", "budget", "1500 AUD")],
    ),
    (
        "My mum's called Morag and she's turning 70, and I'm in charge of the party because my brother's "
        "useless. Ideas for a ceilidh playlist?",
        "disclosure",
        [F("personal", "mother", "Morag")],
    ),
    (
        "My dad Ray just retired and honestly he's driving my mom nuts. Hobby ideas for a 67-year-old?",
        "disclosure",
        [F("personal", "father", "Ray")],
    ),
    (
        "We're moving to Vancouver in August for my partner's residency and the rents are insane. Which "
        "neighbourhoods are still reasonable?",
        "decision",
        [F("plans", "planned move", "Vancouver")],
    ),
    (
        "Big news: I'm not a barista anymore as of Friday, thank God — quit the café after two years. Now to "
        "work out rent until something else turns up.",
        "update",
        [R("work", "job", "barista")],
    ),
    (
        "Fun fact that explains all my questions: I'm a huge Taylor Swift fan, been to the Eras tour twice. "
        "Help me make friendship bracelets?",
        "preference",
        [F("preferences", "likes", "Taylor Swift")],
    ),
    (
        "I love a good murder mystery, which is why I've worked through every Agatha Christie in the library. "
        "Recommend something more modern?",
        "preference",
        [F("preferences", "likes", "murder mystery")],
    ),
    (
        "I'm originally from Gqeberha but I've been in Cape Town nine years now, and the wind still gets me. "
        "What's a good windproof jacket?",
        "disclosure",
        [F("personal", "origin", "Gqeberha"), F("personal", "home", "Cape Town")],
    ),
    (
        "Sorry ah, my Malay not so good, I'm actually from Penang but working in SG now as a nurse at Tan "
        "Tock Seng. Can teach me some basic phrases?",
        "disclosure",
        [F("personal", "origin", "Penang"), F("work", "job", "nurse"), F("work", "employer", "Tan Tock Seng")],
    ),
    (
        "Finally booked it: Morocco in October with my college roommates! What should I pack for Marrakech?",
        "decision",
        [F("plans", "planned trip", "Morocco")],
    ),
    (
        "Bricking it: my driving test is on the 3rd of July and roundabouts still terrify me. Any last-minute tips?",
        "decision",
        [F("plans", "upcoming plan", "driving test")],
    ),
    (
        "I knit every evening to wind down after work, it's the only thing keeping me sane. Any good patterns "
        "for a beginner cardigan?",
        "disclosure",
        [F("personal", "hobby", "knit")],
    ),
    (
        "Biryani is my favourite food, I can eat it all seven days. Which places in Hyderabad are best?",
        "preference",
        [F("preferences", "favourite food", "Biryani")],
    ),
    (
        "so basically i work as a line cook at a diner in Tulsa and my feet are killing me every night what "
        "shoes do kitchen people wear",
        "disclosure",
        [F("work", "job", "line cook")],
    ),
    # --- nothing to keep ---
    (
        "My flatmate's just started as a nurse at the Royal Infirmary and she's on nights, so I'm tiptoeing "
        "round the flat all day. How do I keep the noise down?",
        "other_person",
        [],
    ),
    (
        "If I lived in Sydney I'd surf every morning before work, honestly. What's the best beach there for beginners?",
        "hypothetical",
        [],
    ),
    (
        "My sister's allergic to peanuts and the airline just handed them out, she's fine but shaken. Should "
        "she complain?",
        "other_person",
        [],
    ),
    (
        "Can you proofread this line for my mate's CV: 'I am a chartered accountant at KPMG and live in Reading.'",
        "request",
        [],
    ),
    (
        "Oh sure, because I'm a millionaire now, obviously I'll take business class. Anyway, what's the cheapest fare?",
        "sarcasm",
        [],
    ),
    (
        "Just for tonight, find me a vegan place — my date doesn't eat meat.",
        "one_off",
        [],
    ),
    (
        "Nah, no kids here, that was for my niece's birthday. Back to the cake question?",
        "casual",
        [],
    ),
    (
        "In the film the dad moves the whole family to Alaska and becomes a bush pilot — what's it called?",
        "casual",
        [],
    ),
    (
        "My boss literally said 'I'm from Texas, we don't do small portions' at lunch lol. How do I reply to "
        "that on Slack?",
        "other_person",
        [],
    ),
    (
        "Used to live in Manchester back at uni, ages ago. Is the Northern Quarter still any good?",
        "casual",
        [],
    ),
    (
        "If the strata ever let me have a dog, which breeds would suit a small apartment? Purely hypothetical for now.",
        "hypothetical",
        [],
    ),
    (
        "Asking for a friend, genuinely: can you change careers at 45 and go into nursing?",
        "question",
        [],
    ),
    (
        "My husband reckons I can't cook to save my life and to be fair I burnt the pasta yesterday.",
        "casual",
        [],
    ),
    (
        "Absolutely bucketing down in Glasgow today, can't even see the end of the street.",
        "casual",
        [],
    ),
    (
        "Translate into French for my coworker: 'My name is Gary, I'm 38 and I'm a plumber in Hull.'",
        "request",
        [],
    ),
    (
        "My gran always says she wanted to be a dancer in Paris but ended up running a chippy in Whitby.",
        "other_person",
        [],
    ),
    (
        "Was in Melbourne last weekend for a wedding and ate my body weight in dumplings. How long till I "
        "stop feeling bloated?",
        "one_off",
        [],
    ),
    (
        "If they offer me the job in Toronto I'd move in a heartbeat, but I haven't heard back yet.",
        "hypothetical",
        [],
    ),
    (
        "My mother-in-law's coeliac and she's staying with us this week, so I need gluten-free dinners until Sunday.",
        "one_off",
        [],
    ),
    (
        "What's the fastest land animal? My son asked and I completely blanked.",
        "question",
        [],
    ),
    (
        "I'm not vegan, I just fancied oat milk today. What's the best one for coffee?",
        "casual",
        [],
    ),
    (
        "My cousin Divya's getting married in Jaipur in December and she wants me to do a speech. Help me write it?",
        "other_person",
        [],
    ),
    (
        "Write a leaving card message for my colleague Bev, she's retiring after 30 years at the council.",
        "request",
        [],
    ),
    (
        "Oh great, another Monday. Living the dream. Tell me something nice.",
        "sarcasm",
        [],
    ),
    (
        "Long week. My partner's just been offered a job at Deloitte in Leeds and she's mulling it over, so "
        "we might end up moving, who knows. How do notice periods work?",
        "hypothetical",
        [],
    ),
    (
        "Had a goldfish called Bubbles as a kid, found a photo today and got all nostalgic. How long do "
        "goldfish actually live?",
        "casual",
        [],
    ),
    (
        "This once I'd like the window, so I can see the Alps on the way in — usually doesn't matter to me.",
        "one_off",
        [],
    ),
    (
        "My girlfriend loves jazz and I put up with it for her, ha. What vinyl should I get her?",
        "other_person",
        [],
    ),
    (
        "People say Kiwis are the friendliest lot on earth, is that actually true or just a cliché?",
        "casual",
        [],
    ),
    (
        "My neighbour works nights at the bakery and starts banging trays at 5am. Do I say something?",
        "other_person",
        [],
    ),
    (
        "It's not rocket science, as my dad would say — where does that expression actually come from?",
        "idiom",
        [],
    ),
    (
        "Roughly how many calories are in a samosa? Just curious, I'm not on a diet or anything.",
        "question",
        [],
    ),
    (
        "Imagine winning the lottery — I'd buy a cottage in Cornwall and adopt about six cats. A girl can dream.",
        "hypothetical",
        [],
    ),
    (
        "My brother's got a shellfish allergy and nearly ended up in A&E at his birthday dinner. Which "
        "restaurants are safe?",
        "other_person",
        [],
    ),
    (
        "Was married to an Aussie for a bit in my twenties, but that's a whole other story. What does 'arvo' mean?",
        "casual",
        [],
    ),
    (
        "Lol my coworker Dev just moved to Perth and keeps sending me beach pics while I'm stuck in the "
        "office. Petty revenge ideas?",
        "other_person",
        [],
    ),
]
