"""A thirty-fifth batch of natural lines, written blind by a helper session (a language model) started from a
session of the project: its author read neither the extraction rules (nothing under facts/, memory/ or
conversations/) nor the lines used to tune them (natural_tune.py, spanish.py, english.py, templates.py, shifts.py,
blind.py) nor their tests nor docs/benchmarks.md nor the Limits section of docs/facts.md nor the earlier batches'
sentences. It read only the label helpers (labels.py), natural.py (the scoring note and how batches are registered),
the opening of docs/facts.md with its key table and the paragraphs under it up to the standing instructions, its
sections on plans and on values, the docstring and the first fifteen lines after it of the thirty-fourth batch for
the file format, and the names of the domains, keys and retirement flags the held-out batches already label, with
their counts (printed by a snippet, names and counts only, no line). A snippet that prints only this batch's lines
checked each line's opening five words against every other file of the repository (case folded, and against the
joined string constants of its Python files) and found none of them elsewhere, so no line was reworded for it.
Nothing was run against the extractor.

Its theme is semi-structured self-description and short-form facts as people type them to an assistant: "about
me" pastes and bios ("Sobre mí, para la presentación…: 41 años, fisioterapeuta, vivo en Getafe", "About me: 34,
midwife, based in Leeds"), key: value lines and slash or pipe lists ("Nombre: Itziar Goikoetxea / Ciudad: Bilbao /
Dieta: vegetariana", "Age: 58 | Occupation: retired teacher | Location: Durban"), profiles written for a task (a
Tinder and a Hinge bio, an Instagram bio, a LinkedIn headline, a CV, a cover letter, a gym form, a consulate and a
health-insurance form, a group-chat intro), e-mail sign-offs ("Un abrazo, Rocío Medina · Ingeniera de caminos ·
Acciona", "Cheers, Callum Reid — Senior Planner, Network Rail"), hashtags and abbreviations ("#celiaca",
"nyc-based", "F/32", "DOB", "FYI — teetotal"), onboarding answers that restate the question ("¿Mi nombre? Gonzalo.
¿Edad? 38.", "Name? Declan. Age? 46."), emoji and arrows as separators, telegraphic notes ("mudanza a Cádiz en
junio!!!", "new job @ Canva kicking off monday") and corrections inside such lists ("Edad: 33, perdón, 34", "City:
Bristol — wait no, Bath now"). The facts cover name, age, birthday, email, contact channel, home and origin, moves
done (Cuenca, Valladolid, Gold Coast, Bath) and planned (`planned move`: Cádiz, Montevideo, Bogotá, Halifax,
Toronto, Singapore), trips ahead (`planned trip`: Vietnam, Salta, Sri Lanka, Cornwall) and events ahead (`upcoming
plan`: a wedding, new jobs at Glovo, Mercado Libre and Canva, a photography and an Italian course, the Buenos Aires
marathon, the Great North Run), job, employer, industry, studies, partner, siblings, parents, children counted and
named, pets named, diets (coeliac, an intolerance, vegetarian, keto, pescatarian, halal), allergies, favourites
(colour, food, film, book, band, series, team), likes and dislikes, a hobby, seats, shoe and clothing sizes, budgets
with their unit (lucas, pesos, AUD, rand), a payment method, notes (a car, not drinking, a height), standing
instructions labelled `instruction` by their core ("recetas en gramos", "resúmenes en viñetas", "flights via Dubai",
"bullet points"), the answer language as `response language` (`es`, `en`) and its style as `response style` (`no
emojis`, `formal`).

Retirements, each told in list or profile style: in Spanish an employer left (Falabella, "Pega: ~~Falabella~~ →
Ripley"), a pet that died (Canela), a diet given up ("ex-vegana"), a partner left (Sergio), a planned move called off
(Málaga, with the home kept, Jaén), a job left (mesera, with the studies begun) and an employer left (Telefónica, "Ex
de Telefónica, ahora en Indra"); in English an employer left (Deliveroo, "~~Deliveroo~~ Ocado"), a pet that died
(Biscuit), a diet given up ("ex-vegetarian"), a partner left (Jake), a planned move called off (Perth, with the home
kept, Adelaide), a job left (barista, with the studies begun) and an employer left (Accenture, "Ex-Accenture, at
Infosys"). The register is the Spanish of Spain, Mexico, Argentina, Chile, Colombia, Peru, Ecuador and Uruguay
("curro", "porfa", "ni de coña", "ahorita", "neta", "chamba", "che", "laburo", "armame", "pega", "pololo", "lucas",
"parce", "causa", "chao", "bo") and the English of England, Scotland, Ireland, the US, Canada, Australia, India,
Nigeria, South Africa and Singapore ("wee", "grand", "eh", "no worries", "FIFO", "kindly", "office id", "abeg",
"lekker", "eish", "lah"), some lines lowercase, without accents or punctuation, or with emoji.

In Spanish 82 lines state something durable about the user (22 of them two to five facts, 123 labels with 7
retirements) and 37 state nothing to keep; in English 76 (22 with two to four, 115 labels with 7 retirements) and
36. The casual lines look like the fact lines: other people's lists and bios (a friend's and a mate's dating bio, a
mother's CV, a candidate's profile to review, a brother's and a sister's one-line bio, a flatmate's Instagram bio, a
boss's sign-off, a coworker's and a colleague's intro to translate or polish, a mother's and a father's profile, the
CV of someone interviewed, an aunt's bakery hashtags, two cousins' moving checklists, the guest lists of a nephew's
communion and a friend's hen do, a brother-in-law's padel team), a novel's character sheet, form templates with
placeholders and blank fields, example data for a demo, hypothetical profiles for an exercise and for a budget
question, a product's spec list, a recipe's ingredients, a football and a rugby line-up, a list of interview
questions, a to-do list, a shopping list, a customer persona, questions about what to put on a CV or an "about me",
a found dog's description, a present's size for a father, sarcasm, one-off choices (a window seat this once, the
vegan option tonight), wishes and what-ifs (a move to Valdivia or Tasmania, another job in Copenhagen or Vancouver)
and denials (no children, not vegan)."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Sobre mí, para la presentación en el grupo de la comunidad de vecinos: 41 años, fisioterapeuta, vivo "
        "en Getafe. Hazla cortita y simpática.",
        "disclosure",
        [F("personal", "age", "41"), F("work", "job", "fisioterapeuta"), F("personal", "home", "Getafe")],
    ),
    (
        "Nombre: Itziar Goikoetxea / Ciudad: Bilbao / Dieta: vegetariana — el resto del formulario de "
        "inscripción rellénalo tú, porfa",
        "disclosure",
        [
            F("personal", "name", "Itziar Goikoetxea"),
            F("personal", "home", "Bilbao"),
            F("personal", "diet", "vegetariana"),
        ],
    ),
    (
        "escribe mi bio para tinder: 29, profe de primaria, Zaragoza, dos gatos (Boro y Chispa). que suene "
        "natural y no desesperada jaja",
        "disclosure",
        [
            F("personal", "age", "29"),
            F("work", "job", "profe de primaria"),
            F("personal", "home", "Zaragoza"),
            F("personal", "pet", "Boro"),
            F("personal", "pet", "Chispa"),
        ],
    ),
    (
        "¡Gracias por lo del correo! Ah, y mi firma es así: Un abrazo, Rocío Medina · Ingeniera de caminos · Acciona",
        "disclosure",
        [
            F("personal", "name", "Rocío Medina"),
            F("work", "job", "Ingeniera de caminos"),
            F("work", "employer", "Acciona"),
        ],
    ),
    (
        "#celiaca 🙋‍♀️ ¿qué me llevo de merienda a la playa que no sea fruta otra vez?",
        "disclosure",
        [F("personal", "diet", "celiaca")],
    ),
    (
        "mudanza a Cádiz en junio!!! ya tengo medio piso metido en cajas",
        "disclosure",
        [F("plans", "planned move", "Cádiz")],
    ),
    (
        "curro nuevo en Glovo a partir del lunes 🎉🎉",
        "disclosure",
        [F("plans", "upcoming plan", "Glovo")],
    ),
    (
        "Edad: 52. Profesión: taxista. Ciudad: Valencia. Te lo paso para que me ayudes con la solicitud del préstamo.",
        "disclosure",
        [F("personal", "age", "52"), F("work", "job", "taxista"), F("personal", "home", "Valencia")],
    ),
    (
        "¿Mi nombre? Gonzalo. ¿Edad? 38. ¿De dónde soy? De Rosario, che, pero hace diez años que vivo en Córdoba.",
        "disclosure",
        [
            F("personal", "name", "Gonzalo"),
            F("personal", "age", "38"),
            F("personal", "origin", "Rosario"),
            F("personal", "home", "Córdoba"),
        ],
    ),
    (
        "Datos pa'l CV: licenciada en Psicología por la UNAM, ahorita analista de recursos humanos en Grupo Bimbo",
        "disclosure",
        [
            F("personal", "studies", "Psicología"),
            F("work", "job", "analista de recursos humanos"),
            F("work", "employer", "Grupo Bimbo"),
        ],
    ),
    (
        "Pega: ~~Falabella~~ → Ripley desde marzo, mismo cargo 😌",
        "update",
        [R("work", "employer", "Falabella"), F("work", "employer", "Ripley")],
    ),
    (
        "Mascotas: ninguna ya, la Canela se nos murió en enero 😢 era una salchicha preciosa",
        "update",
        [R("personal", "pet", "Canela")],
    ),
    (
        "Dieta: ex-vegana. Volví a comer de todo hace un par de meses, así que ya puedes sugerirme platos con carne.",
        "update",
        [R("personal", "diet", "vegana")],
    ),
    (
        "Estado civil: soltera otra vez (lo de Sergio se terminó), por si lo tenías apuntado",
        "update",
        [R("personal", "partner", "Sergio")],
    ),
    (
        "Mudanza a Málaga: CANCELADA ❌ seguimos en Jaén, cosas que pasan",
        "update",
        [R("plans", "planned move", "Málaga"), F("personal", "home", "Jaén")],
    ),
    (
        "Actualización de perfil: mesera ✗ → estudiante de Gastronomía en la USIL ✓ ya renuncié al restaurante, causa",
        "update",
        [R("work", "job", "mesera"), F("personal", "studies", "Gastronomía")],
    ),
    (
        "Alergias: la penicilina, nada más. Tenlo en cuenta si algún día te pregunto por medicinas.",
        "disclosure",
        [F("personal", "allergy", "penicilina")],
    ),
    (
        "talla M en camisetas. búscame una sudadera con capucha que abrigue de verdad",
        "disclosure",
        [F("personal", "clothing size", "M")],
    ),
    (
        "mi cumple: 3 de agosto 🎂 para que no se te olvide felicitarme jajaja",
        "disclosure",
        [F("personal", "birthday", "3 de agosto")],
    ),
    (
        "Correo: lucia.ferrandiz@gmail.com (el personal, no el del curro)",
        "disclosure",
        [F("personal", "email", "lucia.ferrandiz@gmail.com")],
    ),
    (
        "Contacto: mejor por wasap, las llamadas no las cojo nunca",
        "disclosure",
        [F("preferences", "contact channel", "wasap")],
    ),
    (
        "Idioma de las respuestas: español siempre, aunque a veces te escriba en inglés sin darme cuenta",
        "disclosure",
        [F("preferences", "response language", "es")],
    ),
    (
        "Preferencias de respuesta: sin emojis, gracias 🙅‍♀️",
        "preference",
        [F("preferences", "response style", "no emojis")],
    ),
    (
        "Tono: formal, siempre. Nada de colegueo.",
        "preference",
        [F("preferences", "response style", "formal")],
    ),
    (
        "Presupuesto máx. para el regalo de aniversario: 150 lucas, ni un peso más",
        "disclosure",
        [F("preferences", "budget", "150 lucas")],
    ),
    (
        "Presupuesto pa' la lap: 15 mil pesos, neta no puedo más",
        "disclosure",
        [F("preferences", "budget", "15 mil pesos")],
    ),
    (
        "Forma de pago: Bizum siempre que se pueda",
        "preference",
        [F("preferences", "payment", "Bizum")],
    ),
    (
        "Asiento: pasillo. Siempre. Mis rodillas lo agradecen 😅",
        "preference",
        [F("preferences", "preference", "pasillo")],
    ),
    (
        "Color favorito: verde botella 💚 úsalo en la invitación",
        "preference",
        [F("preferences", "colour", "verde botella")],
    ),
    (
        "Equipo: Atlético de Madrid hasta la muerte 🔴⚪",
        "preference",
        [F("preferences", "favourite team", "Atlético de Madrid")],
    ),
    (
        "Libro favorito → Cien años de soledad (lo releo cada verano)",
        "preference",
        [F("preferences", "favourite book", "Cien años de soledad")],
    ),
    (
        "Hobby: cerámica, los sábados por la mañana",
        "disclosure",
        [F("personal", "hobby", "cerámica")],
    ),
    (
        "Hermanos: dos, Paula y Javi (yo soy la del medio)",
        "disclosure",
        [F("personal", "sister", "Paula"), F("personal", "brother", "Javi")],
    ),
    (
        "Hijos: 3 → Martina, Joaquín y Benja. Es para la ficha del seguro de salud.",
        "disclosure",
        [
            F("personal", "children", "3"),
            F("personal", "daughter", "Martina"),
            F("personal", "son", "Joaquín"),
            F("personal", "son", "Benja"),
        ],
    ),
    (
        "Pololo: Tomás, cuatro años juntos 🥰",
        "disclosure",
        [F("personal", "partner", "Tomás")],
    ),
    (
        "Mis viejos: Mirta y Héctor, los dos en Salto todavía. Es para el formulario del consulado, bo.",
        "disclosure",
        [F("personal", "mother", "Mirta"), F("personal", "father", "Héctor")],
    ),
    (
        "Estudios: 3º de Enfermería, Universidad de Oviedo",
        "disclosure",
        [F("personal", "studies", "Enfermería")],
    ),
    (
        "Origen: Tegucigalpa 🇭🇳",
        "disclosure",
        [F("personal", "origin", "Tegucigalpa")],
    ),
    (
        "Rubro: fintech 💸 armame un pitch de 30 segundos para presentarme en eventos",
        "disclosure",
        [F("work", "industry", "fintech")],
    ),
    (
        "Dato importante: no tomo alcohol 🚫🍷",
        "disclosure",
        [F("personal", "note", "no tomo alcohol")],
    ),
    (
        "Coche: Dacia Sandero del 2017, por si te pregunto por talleres o seguros",
        "disclosure",
        [F("personal", "note", "Dacia Sandero")],
    ),
    (
        "Altura: 1,62 — es para calcular el largo del vestido de fiesta",
        "disclosure",
        [F("personal", "note", "1,62")],
    ),
    (
        "viaje a Vietnam en octubre ✈️ ayúdame con el itinerario porfa",
        "disclosure",
        [F("plans", "planned trip", "Vietnam")],
    ),
    (
        "boda el 14 de septiembre (¡la mía!) 💍 y no tengo nada organizado",
        "disclosure",
        [F("plans", "upcoming plan", "boda")],
    ),
    (
        "Mejórame la bio de Insta: «Mamá de Leo 🧸 | Dentista 🦷 | Lima 📍»",
        "disclosure",
        [F("personal", "son", "Leo"), F("work", "job", "Dentista"), F("personal", "home", "Lima")],
    ),
    (
        "Mi titular de LinkedIn: «Contadora pública | 12 años en Deloitte | Medellín». ¿Cómo lo hago menos "
        "aburrido, parce?",
        "disclosure",
        [F("work", "job", "Contadora pública"), F("work", "employer", "Deloitte"), F("personal", "home", "Medellín")],
    ),
    (
        "mujer, 27 👋 recomiéndame una serie para el finde",
        "disclosure",
        [F("personal", "age", "27")],
    ),
    (
        "Dirección nueva: Cuenca (chao, Quito 👋)",
        "update",
        [F("personal", "home", "Cuenca")],
    ),
    (
        "Plan para marzo: mudarme a Montevideo con mi novia 🧉",
        "disclosure",
        [F("plans", "planned move", "Montevideo")],
    ),
    (
        "📌 Intolerante a la lactosa",
        "disclosure",
        [F("personal", "diet", "intolerante a la lactosa")],
    ),
    (
        "Comida favorita: el ají de gallina de mi mamá, obvio",
        "preference",
        [F("preferences", "favourite food", "ají de gallina")],
    ),
    (
        "No me gusta: el cilantro. Punto.",
        "preference",
        [F("preferences", "dislikes", "cilantro")],
    ),
    (
        "Me gusta: el jazz y el mate amargo. Ponelo así en mi perfil de la app.",
        "preference",
        [F("preferences", "likes", "jazz y el mate amargo")],
    ),
    (
        "Hazme el CV con esto: Diego Paredes Soto, ingeniero industrial, 6 años en Codelco, Antofagasta.",
        "disclosure",
        [
            F("personal", "name", "Diego Paredes Soto"),
            F("work", "job", "ingeniero industrial"),
            F("work", "employer", "Codelco"),
            F("personal", "home", "Antofagasta"),
        ],
    ),
    (
        "Carta de presentación para Inditex. Mis datos: Laura Sanz, 31, diseñadora de moda.",
        "disclosure",
        [F("personal", "name", "Laura Sanz"), F("personal", "age", "31"), F("work", "job", "diseñadora de moda")],
    ),
    (
        "Formulario del gimnasio, rellénalo tú: nombre Marcos Gil, edad 45, lesiones ninguna, objetivo bajar barriga",
        "disclosure",
        [F("personal", "name", "Marcos Gil"), F("personal", "age", "45")],
    ),
    (
        "Esta es mi firma, ¿queda bien así?: «Saludos cordiales, Ana Lucía Quispe»",
        "disclosure",
        [F("personal", "name", "Ana Lucía Quispe")],
    ),
    (
        "alergica a las nueces!!! ojo con las recetas",
        "disclosure",
        [F("personal", "allergy", "nueces")],
    ),
    (
        "De nacimiento: Valparaíso. Ahora: Santiago, en Ñuñoa.",
        "disclosure",
        [F("personal", "origin", "Valparaíso"), F("personal", "home", "Santiago")],
    ),
    (
        "Perro: Rocco, 8 años, mestizo y gruñón ❤️",
        "disclosure",
        [F("personal", "pet", "Rocco")],
    ),
    (
        "Gata: Nube, 3 años, la reina de la casa 🐈",
        "disclosure",
        [F("personal", "pet", "Nube")],
    ),
    (
        "Curro: enfermera, turno de noche 🌙",
        "disclosure",
        [F("work", "job", "enfermera")],
    ),
    (
        "Fecha de nacimiento: 30 de noviembre. El año no te lo digo jaja",
        "disclosure",
        [F("personal", "birthday", "30 de noviembre")],
    ),
    (
        "Sector: construcción, desde hace veinte años",
        "disclosure",
        [F("work", "industry", "construcción")],
    ),
    (
        "Soy la de las gafas rojas de la foto 🤓 María José, 36, bióloga marina en Cartagena",
        "disclosure",
        [
            F("personal", "name", "María José"),
            F("personal", "age", "36"),
            F("work", "job", "bióloga marina"),
            F("personal", "home", "Cartagena"),
        ],
    ),
    (
        "Dieta: keto desde enero, no me pongas pan en el menú de esta semana",
        "disclosure",
        [F("personal", "diet", "keto")],
    ),
    (
        "Calzo un 38 de mujer, por si encuentras botas de agua bonitas",
        "disclosure",
        [F("personal", "shoe size", "38")],
    ),
    (
        "Banda favorita: Soda Stereo, y no se discute",
        "preference",
        [F("preferences", "favourite band", "Soda Stereo")],
    ),
    (
        "Ubicación: Pachuca, Hidalgo 🇲🇽 para que me recomiendes cosas de por aquí",
        "disclosure",
        [F("personal", "home", "Pachuca")],
    ),
    (
        "viaje a Salta en julio 🏔️ con mis primas, ¿qué ropa llevo?",
        "disclosure",
        [F("plans", "planned trip", "Salta")],
    ),
    (
        "Estado civil: casada, con Rafa 💍",
        "disclosure",
        [F("personal", "partner", "Rafa")],
    ),
    (
        "Regla fija para ti: las recetas siempre en gramos, nunca en tazas",
        "preference",
        [F("preferences", "instruction", "recetas en gramos")],
    ),
    (
        "A partir de ahora: resúmenes en viñetas, nada de párrafos largos",
        "preference",
        [F("preferences", "instruction", "resúmenes en viñetas")],
    ),
    (
        "Carrera: Ingeniería Civil en la Chile, segundo año",
        "disclosure",
        [F("personal", "studies", "Ingeniería Civil")],
    ),
    (
        "entro al laburo nuevo en Mercado Libre el 1° de abril 🙌",
        "disclosure",
        [F("plans", "upcoming plan", "Mercado Libre")],
    ),
    (
        "Curso de fotografía: empieza en octubre, la matrícula ya está pagada",
        "disclosure",
        [F("plans", "upcoming plan", "curso de fotografía")],
    ),
    (
        "🏃‍♂️ maratón de Buenos Aires en septiembre, ¿me armás un plan de entrenamiento?",
        "disclosure",
        [F("plans", "upcoming plan", "maratón de Buenos Aires")],
    ),
    (
        "Traslado a Bogotá confirmado para agosto 📦",
        "disclosure",
        [F("plans", "planned move", "Bogotá")],
    ),
    (
        "Ex de Telefónica, ahora en Indra desde enero (actualízame el LinkedIn porfa)",
        "update",
        [R("work", "employer", "Telefónica"), F("work", "employer", "Indra")],
    ),
    (
        "Nombre: Javier. Ciudad: Burgos... no, espera, ya es Valladolid, me mudé en enero.",
        "update",
        [F("personal", "name", "Javier"), F("personal", "home", "Valladolid")],
    ),
    (
        "Edad: 33, perdón, 34 — ayer fue mi cumple 🥳",
        "update",
        [F("personal", "age", "34")],
    ),
    (
        "Chamba: diseñadora gráfica freelance, neta sin jefe 😎",
        "disclosure",
        [F("work", "job", "diseñadora gráfica")],
    ),
    # --- nothing to keep ---
    (
        "Bio para mi amiga Sofi (no es para mí, eh): 30, abogada, Valencia, loca por los perros. Hazla graciosa.",
        "other_person",
        [],
    ),
    (
        "CV de mi madre: Carmen López, 58 años, auxiliar administrativa en el ayuntamiento treinta años. ¿Se "
        "lo mejoras?",
        "other_person",
        [],
    ),
    (
        "Perfil del candidato: ingeniero, 12 años en Repsol, vive en Tarragona. ¿Lo ves encajando en el puesto?",
        "other_person",
        [],
    ),
    (
        "Ficha del personaje principal: Lucrecia, 45, forense, vive sola en Lugo con tres gatos y un secreto",
        "other_person",
        [],
    ),
    (
        "Plantilla: Nombre: [tu nombre] / Edad: [edad] / Ciudad: [ciudad]. ¿Le pongo algún campo más?",
        "request",
        [],
    ),
    (
        "Datos de ejemplo para la demo: Juan Pérez, 40, juan@ejemplo.com, Madrid. Inventa diez más así.",
        "request",
        [],
    ),
    (
        "Supongamos: 35 años, soltero, Lisboa, 2.000 € netos. ¿Alcanza para vivir bien?",
        "hypothetical",
        [],
    ),
    (
        "Especificaciones: 16 GB de RAM, 512 GB SSD, pantalla de 14 pulgadas. ¿Vale la pena por 900 €?",
        "question",
        [],
    ),
    (
        "Ingredientes: 2 huevos, 200 g de harina, 100 g de azúcar y un sobre de levadura. ¿Falta algo para el "
        "bizcocho?",
        "question",
        [],
    ),
    (
        "Once inicial de Argentina en el 86: Pumpido; Cuciuffo, Brown, Ruggeri… ¿te acordás del resto?",
        "casual",
        [],
    ),
    (
        "Preguntas para la entrevista: ¿dónde te ves en 5 años? ¿por qué dejaste tu último trabajo? "
        "¿pretensiones salariales?",
        "question",
        [],
    ),
    (
        "Pendientes: comprar pilas, llamar al fontanero, devolver el libro a la biblio",
        "casual",
        [],
    ),
    (
        "Sí, claro, soy millonaria y vivo en Mónaco 🙄",
        "sarcasm",
        [],
    ),
    (
        "Ventanilla por esta vez, que quiero ver la cordillera al aterrizar",
        "one_off",
        [],
    ),
    (
        "No, no tengo hijos. Ni perro. Ni una planta.",
        "casual",
        [],
    ),
    (
        "Mi hermano en una línea: 25, DJ, vive en Ibiza y jamás contesta el teléfono 🙄",
        "other_person",
        [],
    ),
    (
        "La firma de mi jefe es «Atte., Lic. Ramírez — Director General». ¿Queda muy pomposa?",
        "other_person",
        [],
    ),
    (
        "Bio de Insta de mi compañero de piso: fotógrafo | Quito | café ☕. ¿Algo más creativo?",
        "other_person",
        [],
    ),
    (
        "En el formulario pone «Alergias: ____ Medicación habitual: ____». ¿Qué cuenta como medicación habitual?",
        "question",
        [],
    ),
    (
        "Hashtags para el post de la panadería de mi tía: #panartesano #masamadre #Valladolid — ¿añado alguno?",
        "other_person",
        [],
    ),
    (
        "¿Qué pongo en «Sobre mí» si no quiero contar nada personal?",
        "question",
        [],
    ),
    (
        "Datos del perro que encontré en la calle: macho, marrón, sin chip. ¿Dónde aviso?",
        "casual",
        [],
    ),
    (
        "Lista de invitados de la comunión de mi sobrino: Rosa, Manolo, los primos y el vecino del quinto",
        "other_person",
        [],
    ),
    (
        "Mi compi Jorge escribió «soy de Murcia, 28, ingeniero». Tradúcelo al inglés para su perfil.",
        "other_person",
        [],
    ),
    (
        "Hoy me pido la opción vegana del menú, a ver qué tal",
        "one_off",
        [],
    ),
    (
        "Perfil hipotético para el ejercicio de clase: mujer, 40, médica, Bilbao, dos hijos",
        "hypothetical",
        [],
    ),
    (
        "¿Vegana yo? Jaja, ni de coña, vengo de comerme un chuletón",
        "casual",
        [],
    ),
    (
        "Si me mudara a Valdivia... ¿qué tal el clima? Es una idea loca nomás",
        "hypothetical",
        [],
    ),
    (
        "Mi vieja dice «nací en Paysandú, 67 años, maestra jubilada». Ayudame a armarle el perfil de Facebook.",
        "other_person",
        [],
    ),
    (
        "Checklist para la mudanza de mi prima: cajas, cinta, rotulador, furgoneta el sábado",
        "other_person",
        [],
    ),
    (
        "Ponle emojis a esta lista de la compra: tomates, pan, leche, café",
        "request",
        [],
    ),
    (
        "El CV de la chica que entrevisté: 3 años en Zara, inglés B2, disponibilidad inmediata. ¿Qué le pregunto?",
        "other_person",
        [],
    ),
    (
        "Talla M para el regalo de mi papá, ¿la tienen en azul?",
        "other_person",
        [],
    ),
    (
        "Ojalá fuera arquitecta y viviera en Copenhague, pero bueno 🥲",
        "hypothetical",
        [],
    ),
    (
        "¿Qué queda mejor en un CV, «Edad» o «Fecha de nacimiento»?",
        "question",
        [],
    ),
    (
        "Perfil de cliente ideal: 30-45 años, urbano, ingresos medios, le gusta viajar. Hazme un anuncio.",
        "request",
        [],
    ),
    (
        "Equipo de pádel de mi cuñado para el torneo: Marta, Luis, Pepe y Ana. ¿Qué nombre les ponemos?",
        "other_person",
        [],
    ),
]

ENGLISH = [
    # --- durable facts ---
    (
        "About me: 34, midwife, based in Leeds. Can you turn that into a two-line intro for the team newsletter?",
        "disclosure",
        [F("personal", "age", "34"), F("work", "job", "midwife"), F("personal", "home", "Leeds")],
    ),
    (
        "Name: Ifeoma Okafor / City: Enugu / Diet: pescatarian — abeg fill in the rest of the retreat form for me",
        "disclosure",
        [F("personal", "name", "Ifeoma Okafor"), F("personal", "home", "Enugu"), F("personal", "diet", "pescatarian")],
    ),
    (
        "write my hinge bio: 31, Glasgow, sound engineer, one wee spoiled collie called Bran. make it sound "
        "less desperate than me",
        "disclosure",
        [
            F("personal", "age", "31"),
            F("personal", "home", "Glasgow"),
            F("work", "job", "sound engineer"),
            F("personal", "pet", "Bran"),
        ],
    ),
    (
        "Sign this one off as usual: Cheers, Callum Reid — Senior Planner, Network Rail",
        "disclosure",
        [
            F("personal", "name", "Callum Reid"),
            F("work", "job", "Senior Planner"),
            F("work", "employer", "Network Rail"),
        ],
    ),
    (
        "nyc-based 🗽 need a brunch spot that isn't all avocado toast lol",
        "disclosure",
        [F("personal", "home", "nyc")],
    ),
    (
        "F/32, Melbourne. What's a decent beginner road bike under 1500 AUD?",
        "disclosure",
        [F("personal", "age", "32"), F("personal", "home", "Melbourne"), F("preferences", "budget", "1500 AUD")],
    ),
    (
        "Name? Declan. Age? 46. Occupation? Electrician, self-employed. Grand, what else does this form want?",
        "disclosure",
        [F("personal", "name", "Declan"), F("personal", "age", "46"), F("work", "job", "Electrician")],
    ),
    (
        "moving to Halifax end of june, send help (and boxes) eh",
        "disclosure",
        [F("plans", "planned move", "Halifax")],
    ),
    (
        "new job @ Canva kicking off monday 🎉",
        "disclosure",
        [F("plans", "upcoming plan", "Canva")],
    ),
    (
        "Age: 58 | Occupation: retired teacher | Location: Durban. Lekker, now write me a profile for the "
        "community newsletter.",
        "disclosure",
        [F("personal", "age", "58"), F("work", "job", "retired teacher"), F("personal", "home", "Durban")],
    ),
    (
        "Employer: ~~Deliveroo~~ Ocado since last week",
        "update",
        [R("work", "employer", "Deliveroo"), F("work", "employer", "Ocado")],
    ),
    (
        "Pets: none now. RIP Biscuit 🐾 best beagle there ever was",
        "update",
        [R("personal", "pet", "Biscuit")],
    ),
    (
        "Diet: ex-vegetarian, back on bacon since Christmas 🥓",
        "update",
        [R("personal", "diet", "vegetarian")],
    ),
    (
        "Relationship status: single again — Jake and I called it quits in March",
        "update",
        [R("personal", "partner", "Jake")],
    ),
    (
        "Move to Perth: off. Staying put in Adelaide, no worries.",
        "update",
        [R("plans", "planned move", "Perth"), F("personal", "home", "Adelaide")],
    ),
    (
        "Job: barista ☕❌ quit last week — full-time at uni now, doing Architecture",
        "update",
        [R("work", "job", "barista"), F("personal", "studies", "Architecture")],
    ),
    (
        "Allergies: latex. Only that one, thankfully.",
        "disclosure",
        [F("personal", "allergy", "latex")],
    ),
    (
        "UK 10 in shoes. need trainers for flat feet, any ideas",
        "disclosure",
        [F("personal", "shoe size", "10")],
    ),
    (
        "email: raj.menon84@gmail.com — use that one, not the office id",
        "disclosure",
        [F("personal", "email", "raj.menon84@gmail.com")],
    ),
    (
        "Contact: text only, I never pick up calls",
        "disclosure",
        [F("preferences", "contact channel", "text")],
    ),
    (
        "Language: English please, even if I slip into Hindi sometimes",
        "disclosure",
        [F("preferences", "response language", "en")],
    ),
    (
        "Style: no emojis. Ever. Thanks.",
        "preference",
        [F("preferences", "response style", "no emojis")],
    ),
    (
        "Budget for the sofa: R8,000 tops, eish",
        "disclosure",
        [F("preferences", "budget", "R8,000")],
    ),
    (
        "Payment: Apple Pay, always",
        "preference",
        [F("preferences", "payment", "Apple Pay")],
    ),
    (
        "Seat pref: aisle. Long legs, short patience 😅",
        "preference",
        [F("preferences", "preference", "aisle")],
    ),
    (
        "Fave colour: teal 💙",
        "preference",
        [F("preferences", "colour", "teal")],
    ),
    (
        "Team: Celtic. Always have been, always will be 🍀",
        "preference",
        [F("preferences", "favourite team", "Celtic")],
    ),
    (
        "Fave film → Paddington 2 (fight me)",
        "preference",
        [F("preferences", "favourite film", "Paddington 2")],
    ),
    (
        "Hobby: pub quizzes, every Tuesday at the Crown",
        "disclosure",
        [F("personal", "hobby", "pub quizzes")],
    ),
    (
        "Siblings: 2 — Aoife (older) and Cian (younger)",
        "disclosure",
        [F("personal", "sister", "Aoife"), F("personal", "brother", "Cian")],
    ),
    (
        "Kids: 2 (Maya, 9 & Theo, 5). It's for the school trip consent form.",
        "disclosure",
        [F("personal", "children", "2"), F("personal", "daughter", "Maya"), F("personal", "son", "Theo")],
    ),
    (
        "Parents: Sue & Gary, both still in Swindon",
        "disclosure",
        [F("personal", "mother", "Sue"), F("personal", "father", "Gary")],
    ),
    (
        "Studying: 2nd year Mechanical Engineering @ Strathclyde",
        "disclosure",
        [F("personal", "studies", "Mechanical Engineering")],
    ),
    (
        "From: Lagos 🇳🇬 abeg help me write a short bio for the residents' association page",
        "disclosure",
        [F("personal", "origin", "Lagos")],
    ),
    (
        "Industry: edtech 📚",
        "disclosure",
        [F("work", "industry", "edtech")],
    ),
    (
        "FYI — teetotal 🚱",
        "disclosure",
        [F("personal", "note", "teetotal")],
    ),
    (
        "Car: 2015 Honda Civic, if you need it for the insurance quote",
        "disclosure",
        [F("personal", "note", "Honda Civic")],
    ),
    (
        "Height: 5'4 — for working out the hem on this dress",
        "disclosure",
        [F("personal", "note", "5'4")],
    ),
    (
        "Trip: Sri Lanka, 3 weeks in November 🌴 help me pack light",
        "disclosure",
        [F("plans", "planned trip", "Sri Lanka")],
    ),
    (
        "getting married 14 Sept!!! (mine, not a mate's 😅) 💍",
        "disclosure",
        [F("plans", "upcoming plan", "married")],
    ),
    (
        "fix my insta bio: Dad of Zara 👧 | Paramedic 🚑 | Cardiff 📍",
        "disclosure",
        [F("personal", "daughter", "Zara"), F("work", "job", "Paramedic"), F("personal", "home", "Cardiff")],
    ),
    (
        "LinkedIn headline: 'Chartered Accountant | 10 yrs at KPMG | Johannesburg' — make it punchier?",
        "disclosure",
        [
            F("work", "job", "Chartered Accountant"),
            F("work", "employer", "KPMG"),
            F("personal", "home", "Johannesburg"),
        ],
    ),
    (
        "Address change: Gold Coast now (bye Brisbane 👋)",
        "update",
        [F("personal", "home", "Gold Coast")],
    ),
    (
        "Plan: relocating to Toronto w/ my wife in March",
        "disclosure",
        [F("plans", "planned move", "Toronto")],
    ),
    (
        "📌 lactose intolerant",
        "disclosure",
        [F("personal", "diet", "lactose intolerant")],
    ),
    (
        "Fave food: my nan's shepherd's pie, obviously",
        "preference",
        [F("preferences", "favourite food", "shepherd's pie")],
    ),
    (
        "Dislikes: coriander. That's it. That's the list.",
        "preference",
        [F("preferences", "dislikes", "coriander")],
    ),
    (
        "Likes: jazz and long walks with no destination",
        "preference",
        [F("preferences", "likes", "jazz and long walks")],
    ),
    (
        "Make me a CV from this: Chidi Nwosu, civil engineer, 7 yrs at Julius Berger, Abuja",
        "disclosure",
        [
            F("personal", "name", "Chidi Nwosu"),
            F("work", "job", "civil engineer"),
            F("work", "employer", "Julius Berger"),
            F("personal", "home", "Abuja"),
        ],
    ),
    (
        "Cover letter for Monzo — my details: Hannah Brooks, 27, data analyst, currently at Lloyds",
        "disclosure",
        [
            F("personal", "name", "Hannah Brooks"),
            F("personal", "age", "27"),
            F("work", "job", "data analyst"),
            F("work", "employer", "Lloyds"),
        ],
    ),
    (
        "Gym sign-up, you fill it in lah: name Wei Ling Tan, age 35, injuries none, goal 5k under 30 min",
        "disclosure",
        [F("personal", "name", "Wei Ling Tan"), F("personal", "age", "35")],
    ),
    (
        "Does my sign-off look ok? 'Warm regards, Ananya Iyer'",
        "disclosure",
        [F("personal", "name", "Ananya Iyer")],
    ),
    (
        "vegetarian since birth 🌱 pls keep that in mind for restaurant recs",
        "disclosure",
        [F("personal", "diet", "vegetarian")],
    ),
    (
        "‼️ severe peanut allergy ‼️",
        "disclosure",
        [F("personal", "allergy", "peanut")],
    ),
    (
        "Born: Limerick. Now: Dublin 8.",
        "disclosure",
        [F("personal", "origin", "Limerick"), F("personal", "home", "Dublin")],
    ),
    (
        "Dog: Pepper, 6, a very anxious staffy ❤️",
        "disclosure",
        [F("personal", "pet", "Pepper")],
    ),
    (
        "Cat: Nori, 3, queen of the flat 🐈",
        "disclosure",
        [F("personal", "pet", "Nori")],
    ),
    (
        "Work: nurse, night shifts 🌙",
        "disclosure",
        [F("work", "job", "nurse")],
    ),
    (
        "DOB: 4th of July, yes like the holiday 🇺🇸",
        "disclosure",
        [F("personal", "birthday", "4th of July")],
    ),
    (
        "Sector: mining, been FIFO for six years",
        "disclosure",
        [F("work", "industry", "mining")],
    ),
    (
        "Quick intro for the group chat: Mei, 36, marine biologist, Cairns",
        "disclosure",
        [
            F("personal", "name", "Mei"),
            F("personal", "age", "36"),
            F("work", "job", "marine biologist"),
            F("personal", "home", "Cairns"),
        ],
    ),
    (
        "Diet: halal 🙏",
        "disclosure",
        [F("personal", "diet", "halal")],
    ),
    (
        "Sizes: S in tees",
        "disclosure",
        [F("personal", "clothing size", "S")],
    ),
    (
        "Fave band: Fleetwood Mac, no contest",
        "preference",
        [F("preferences", "favourite band", "Fleetwood Mac")],
    ),
    (
        "Location: Calgary, AB 🇨🇦",
        "disclosure",
        [F("personal", "home", "Calgary")],
    ),
    (
        "road trip to Cornwall in August with my brother 🚗",
        "disclosure",
        [F("plans", "planned trip", "Cornwall")],
    ),
    (
        "Status: married, to Kwame 💍",
        "disclosure",
        [F("personal", "partner", "Kwame")],
    ),
    (
        "Rule for you: never suggest flights via Dubai",
        "preference",
        [F("preferences", "instruction", "flights via Dubai")],
    ),
    (
        "From now on: bullet points, no long paragraphs",
        "preference",
        [F("preferences", "instruction", "bullet points")],
    ),
    (
        "Course: Pharmacy at Aston, 2nd year",
        "disclosure",
        [F("personal", "studies", "Pharmacy")],
    ),
    (
        "Italian evening course: starts 9 Sept, deposit paid",
        "disclosure",
        [F("plans", "upcoming plan", "Italian evening course")],
    ),
    (
        "🏃‍♀️ Great North Run in September — build me a training plan?",
        "disclosure",
        [F("plans", "upcoming plan", "Great North Run")],
    ),
    (
        "Relocation to Singapore confirmed for August 📦",
        "disclosure",
        [F("plans", "planned move", "Singapore")],
    ),
    (
        "Ex-Accenture, at Infosys since January. Kindly update my LinkedIn summary accordingly.",
        "update",
        [R("work", "employer", "Accenture"), F("work", "employer", "Infosys")],
    ),
    (
        "Name: Marco, City: Bristol — wait no, Bath now, moved in January",
        "update",
        [F("personal", "name", "Marco"), F("personal", "home", "Bath")],
    ),
    (
        "Age: 33, sorry, 34 — birthday was yesterday lol",
        "update",
        [F("personal", "age", "34")],
    ),
    # --- nothing to keep ---
    (
        "Dating bio for my mate Ollie (NOT me): 33, Bristol, tree surgeon, loves his dog. Make it funny.",
        "other_person",
        [],
    ),
    (
        "My mum's CV: Linda Hart, 61, school receptionist for 25 yrs. Can you modernise it?",
        "other_person",
        [],
    ),
    (
        "Candidate profile to review: 8 yrs at Barclays, based in Leeds, wants remote. Red flags?",
        "other_person",
        [],
    ),
    (
        "Character sheet: Dr Imogen Vale, 52, forensic pathologist, lives alone in Whitby with two ferrets",
        "other_person",
        [],
    ),
    (
        "Template: Name: [your name] | Age: [age] | City: [city]. Anything missing?",
        "request",
        [],
    ),
    (
        "Sample data for the demo: John Smith, 40, john@example.com, Austin TX. Generate ten more like it.",
        "request",
        [],
    ),
    (
        "Say I'm 30, single, living in Sydney on 90k — is that comfortable?",
        "hypothetical",
        [],
    ),
    (
        "Specs: 8GB RAM, 256GB SSD, 13-inch screen. Worth it at $700?",
        "question",
        [],
    ),
    (
        "Ingredients: 3 eggs, 250g flour, 1 tsp baking soda, buttermilk. Am I missing anything for soda bread?",
        "question",
        [],
    ),
    (
        "Bok line-up for Saturday: Kolisi, du Toit and Wiese in the back row again — thoughts?",
        "casual",
        [],
    ),
    (
        "Interview questions: Where do you see yourself in 5 yrs? Why did you leave? Salary expectations?",
        "question",
        [],
    ),
    (
        "To-do: bin day, ring the dentist, return the library book",
        "casual",
        [],
    ),
    (
        "oh yeah sure, I'm a 25 yr old billionaire living in Monaco 🙄",
        "sarcasm",
        [],
    ),
    (
        "Give me the window this time only, I want photos of the Alps on the way in",
        "one_off",
        [],
    ),
    (
        "No kids. No pets. Not even a cactus.",
        "casual",
        [],
    ),
    (
        "My sister in one line: 28, lawyer, Cape Town, allergic to small talk",
        "other_person",
        [],
    ),
    (
        "My boss signs off 'Kind regards, Dr P. Nair, MD'. Too formal for Slack?",
        "other_person",
        [],
    ),
    (
        "Flatmate's bio for Insta: photographer | Wellington | flat whites. Something punchier?",
        "other_person",
        [],
    ),
    (
        "Form says 'Next of kin: ____'. What does that actually mean?",
        "question",
        [],
    ),
    (
        "Hashtags for my aunt's bakery post: #sourdough #smallbatch #Leith — any others?",
        "other_person",
        [],
    ),
    (
        "What do I put under 'About me' if I don't want to share anything?",
        "question",
        [],
    ),
    (
        "Found a dog: male, brown, no collar, no chip. Who do I call?",
        "casual",
        [],
    ),
    (
        "Guest list for Tash's hen do: Rob's sister, the Henderson twins and whoever Kev drags along",
        "other_person",
        [],
    ),
    (
        "My colleague wrote 'I'm from Pune, 29, QA engineer' — can you polish it for his profile?",
        "other_person",
        [],
    ),
    (
        "Going for the vegan option tonight, just to see",
        "one_off",
        [],
    ),
    (
        "Hypothetical profile for the exercise: male, 45, GP, Norwich, three kids",
        "hypothetical",
        [],
    ),
    (
        "Me, vegan? Mate, I just had a kebab",
        "casual",
        [],
    ),
    (
        "If I moved to Tasmania... how cold are the winters? Just daydreaming",
        "hypothetical",
        [],
    ),
    (
        "My dad's intro for his bowls club: 'born in Paisley, 70, retired welder'. Tidy it up?",
        "other_person",
        [],
    ),
    (
        "Packing list for my cousin's move: boxes, tape, marker, van on Saturday",
        "other_person",
        [],
    ),
    (
        "Add emojis to this shopping list: tomatoes, bread, milk, coffee",
        "request",
        [],
    ),
    (
        "The CV of the guy I interviewed: 3 yrs at Tesco, forklift licence, can start immediately. What should I ask?",
        "other_person",
        [],
    ),
    (
        "Size M for my dad's present — does it come in navy?",
        "other_person",
        [],
    ),
    (
        "Wish I was a pilot living in Vancouver tbh 🥲",
        "hypothetical",
        [],
    ),
    (
        "Is it better to put 'Age' or 'Date of birth' on a CV?",
        "question",
        [],
    ),
    (
        "Ideal customer persona: 25-40, urban, mid income, into travel. Draft me an ad.",
        "request",
        [],
    ),
]
