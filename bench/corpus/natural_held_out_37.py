"""A thirty-seventh batch of natural lines, written blind by a helper session (a language model) started from a
session of the project: its author read neither the extraction rules (nothing under facts/, memory/ or
conversations/) nor the lines used to tune them (natural_tune.py, spanish.py, english.py, templates.py, shifts.py,
blind.py) nor their tests nor docs/benchmarks.md nor the sections "Fields and short lists" and "Limits" of
docs/facts.md nor the earlier batches' sentences. It read only the label helpers (labels.py), natural.py (the scoring
note and how batches are registered), the opening of docs/facts.md with its key table and the paragraphs under it up
to the standing instructions, its sections on plans and on values, the docstring and the first fifteen lines after it
of the thirty-sixth batch for the file format, and the names of the domains, keys and retirement flags the held-out
batches already label, with their counts (printed by a snippet, names and counts only, no line). A snippet that
prints only this batch's lines checked each line's opening five words against every other file of the repository
(case folded, and against the joined string constants of its Python files): twenty-four openings were found
elsewhere, and two of their rewordings at the second check, and those lines were reworded until none was. Nothing
was run against the extractor, the benchmarks or the tests.

Its theme is work, study and money in depth, as people tell an assistant while asking for help with something (a
cover letter, a CV, an invoice, a timetable, a budget, an email to a boss, a shift swap, an exam plan): jobs and
roles in the user's words ("enfermera de quirófano", "fontanero autonomo", "garzón", "delivery en moto",
"gerocultora", "self-employed plumber", "teaching assistant", "Uber driver" beside "paramedic", "jubilada", "retired"),
named employers (Hospital La Fe, BCP, Indra, Acciona, Renault, TCS, Slater and Gordon, Julius Berger, Stagecoach, the
Savoy), industries (asegurador, banca, hostelería, energía, pharma, oil and gas, fintech, construction, retail), a team
size (`team size`: 8, 9), studies (a PhD, a master's, a degree, an FP, a grado medio, bachillerato, ACCA, an MBA, a
PGCE), courses, jobs, a promotion and exams ahead with a time (`upcoming plan`: a soldering course, a receptionist's
post, a master's, first year of veterinary school, the selectividad, a final exam, a site manager's post, an
apprenticeship, a bookkeeping course, the DELE, an internship, entrance exams, a retirement next spring), a transfer
abroad (`planned move`: Houston), promotions and a correction of the employer ("antes te dije que trabajo en
Deloitte, pero es en KPMG", "I told you I'm at PwC earlier — wrong, it's EY"), working from home, hybrid or at night as
a note, a second job on weekends, budgets with their unit (euros, lucas, pesos, £, $, dollars, R), payment methods
(débito, transferencia, Bizum, Mercado Pago, Apple Pay, bank transfer, PayPal), the answer language (`es`, `en`) and
standing instructions on how to write for the user (figures in a table, formal Spanish, no emojis, no hashtags, the
total at the top, a sign-off with the user's name), with names, ages, homes and a work email beside them.

Retirements, each told in this work context: in Spanish an employer left for another (Mercadona, with Lidl and the
job), a master's dropped (Psicología), a dismissal (Vodafone), a retirement (maestra, with the school, colegio Santa
Teresa), freelancing given up for a staff post (diseñadora freelance, with Globant and the new job) and a transfer
called off (Monterrey, with the home kept, Saltillo); in English an employer left for another (Tesco, with
Sainsbury's), a degree dropped (engineering), a redundancy (Ford), a retirement (nurse, with the NHS), freelancing
given up (photographer, with the new job and Riverside Primary) and a move called off when a job offer fell through
(Toronto, with the home kept, Ottawa). The register is the Spanish of Spain, Mexico, Argentina, Chile, Colombia, Peru,
Venezuela and Uruguay ("curro", "findes", "neta", "me late", "chamba", "ahorita", "pos siempre no", "che", "laburo",
"facu", "po", "lucas", "garzón", "parce", "le cuento", "chambeo", "causa", "chamo", "pana", "ta", "bo") and the English
of England, Scotland, Ireland, the US, Canada, Australia, New Zealand, India, Nigeria, South Africa and Singapore
("knackered", "wee", "postie", "sparky", "eh", "reckon", "kia ora", "myself Ananya", "good day", "kindly",
"owing", "eish", "Joburg", "lah"), some lines lowercase, without accents or punctuation, or with emoji.

In Spanish 80 lines state something durable about the user (27 of them two to four facts, 119 labels with 7
retirements in 6 lines) and 38 state nothing to keep; in English 75 (28 with two to four, 115 labels with 7
retirements in 6 lines) and 37. The casual lines look like the fact lines: other people's work and studies (a
boyfriend's and a wife's promotion, a friend's dismissal and a mate's layoff, a boss's doctorate, a flatmate starting
at Google or Amazon, a mother's and a father's retirement, a cousin's husband who is a pilot, a brother-in-law and a
neighbour on nights, a neighbour promoted), hypotheticals (a coordinator's or team lead's post offered, quitting to
open a bakery or to travel, the police academy, medicine at forty), questions about careers, contracts and money in
general (air traffic control, a plumber's or electrician's rates, a master's or experience, PayPal or transfer for a
freelancer, the C1 or B2, fixed-term and zero-hours contracts, paying self-employed fees or tax by card), one-off
tasks (an email about being late today, an interview this afternoon, a shift swap message, questions for a bank
meeting, a presentation tomorrow), sarcasm about Monday meetings, late pay and pizza parties, sayings, a series' and
a film's jobs, a task's material (a job advert to check, a line to translate, a brother's or a sister's CV, a niece's
or a nephew's personal statement, an article to summarise) and simple denials (no boss, not in finance, not a
student)."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Trabajo de enfermera de quirófano en el Hospital La Fe y este mes me han puesto de noches, "
        "ayúdame a organizar las comidas para no ir muerta.",
        "disclosure",
        [F("work", "job", "enfermera de quirófano"), F("work", "employer", "Hospital La Fe")],
    ),
    (
        "¿Me echas una mano con una carta de presentación? Soy desarrollador junior y llevo un año en la "
        "misma empresa, pero quiero dar el salto.",
        "disclosure",
        [F("work", "job", "desarrollador junior")],
    ),
    (
        "soy fontanero autonomo desde hace 6 años y necesito una plantilla de factura sencilla, nada de florituras",
        "disclosure",
        [F("work", "job", "fontanero autonomo")],
    ),
    (
        "Trabajo como auxiliar de aula en un cole de Getafe, ¿me haces un horario semanal que cuadre con las tutorías?",
        "disclosure",
        [F("work", "job", "auxiliar de aula")],
    ),
    (
        "Soy rider de reparto, pedaleo unas 40 horas a la semana y quiero calcular cuánto apartar para Hacienda.",
        "disclosure",
        [F("work", "job", "rider de reparto")],
    ),
    (
        "Estoy haciendo el doctorado en Bioquímica en la Universidad de Granada, voy por el tercer año y "
        "mi directora quiere un cronograma.",
        "disclosure",
        [F("personal", "studies", "Bioquímica")],
    ),
    (
        "Para que lo sepas: estoy en cuarto de Derecho en la UBA y rindo el final de Civil en diciembre, "
        "armame un plan de estudio",
        "disclosure",
        [F("personal", "studies", "Derecho"), F("plans", "upcoming plan", "final de Civil")],
    ),
    (
        "Che, laburo de cajera en un súper hace dos años, ¿cómo pido un aumento sin quedar como una desubicada?",
        "disclosure",
        [F("work", "job", "cajera")],
    ),
    (
        "Soy profesora de inglés en un instituto público y el 1 de septiembre empiezo como jefa de "
        "estudios, ¿qué debería preparar?",
        "disclosure",
        [F("work", "job", "profesora de inglés"), F("plans", "upcoming plan", "jefa de estudios")],
    ),
    (
        "¡Me acaban de ascender a jefa de planta! Ayúdame a escribir un mensaje bonito para mi equipo 🎉",
        "update",
        [F("work", "job", "jefa de planta")],
    ),
    (
        "Ojo, antes te dije que trabajo en Deloitte, pero es en KPMG; corrígelo en la carta, porfa.",
        "update",
        [F("work", "employer", "KPMG")],
    ),
    (
        "Trabajo en el sector asegurador desde hace diez años y quiero pasarme a algo de datos, ¿por dónde empiezo?",
        "disclosure",
        [F("work", "industry", "asegurador")],
    ),
    (
        "Teletrabajo tres días a la semana y los otros dos voy a la oficina de Alcobendas; necesito un "
        "horario para meter el gimnasio.",
        "disclosure",
        [F("personal", "note", "teletrabajo tres días a la semana")],
    ),
    (
        "Quiero cambiar de portátil y mi presupuesto es de 900 euros como mucho, es para programar.",
        "preference",
        [F("preferences", "budget", "900 euros")],
    ),
    (
        "Siempre que te pida cifras, dámelas en una tabla, que en párrafos me pierdo.",
        "preference",
        [F("preferences", "instruction", "cifras en una tabla")],
    ),
    (
        "Escríbeme los correos del trabajo en español formal, de usted, que mi jefe es de la vieja escuela.",
        "preference",
        [F("preferences", "instruction", "correos del trabajo en español formal")],
    ),
    (
        "Yo siempre pago con tarjeta de débito, así que tenlo en cuenta cuando compares academias.",
        "preference",
        [F("preferences", "payment", "tarjeta de débito")],
    ),
    (
        "contestame siempre en ingles porfa, que lo necesito para la chamba",
        "preference",
        [F("preferences", "response language", "en")],
    ),
    (
        "Soy médico residente de Pediatría, guardias de 24 horas incluidas, y necesito un plan para "
        "estudiar sin morir en el intento.",
        "disclosure",
        [F("work", "job", "médico residente de Pediatría")],
    ),
    (
        "Neta necesito ayuda con mi CV: soy ingeniera civil desde hace seis años y me late moverme a algo "
        "de obra pública.",
        "disclosure",
        [F("work", "job", "ingeniera civil")],
    ),
    (
        "Trabajo de garzón en un restorán de Viña los fines de semana y en la semana estudio Ingeniería Comercial, po",
        "disclosure",
        [F("work", "job", "garzón"), F("personal", "studies", "Ingeniería Comercial")],
    ),
    (
        "Le cuento que soy contadora pública independiente, ¿me ayuda a armar una cotización para un cliente nuevo?",
        "disclosure",
        [F("work", "job", "contadora pública independiente")],
    ),
    (
        "Chambeo en el BCP como analista de riesgos, causa, y mi jefe me pidió un resumen para el lunes",
        "disclosure",
        [F("work", "employer", "BCP"), F("work", "job", "analista de riesgos")],
    ),
    (
        "Chamo, soy delivery en moto y me pagan en dólares, ayúdame a llevar las cuentas de la semana",
        "disclosure",
        [F("work", "job", "delivery en moto")],
    ),
    (
        "Ta, soy maestra de primaria en una escuela pública y quiero ideas para la reunión con los padres, bo",
        "disclosure",
        [F("work", "job", "maestra de primaria")],
    ),
    (
        "Ya estoy apuntada a un curso de soldadura que empieza el 15 de enero, ¿qué ropa tengo que llevar?",
        "disclosure",
        [F("plans", "upcoming plan", "curso de soldadura")],
    ),
    (
        "Empiezo de recepcionista el 3 de marzo en el NH de Gran Vía, ¿repasamos frases en inglés para el check-in?",
        "disclosure",
        [F("plans", "upcoming plan", "recepcionista en el NH")],
    ),
    (
        "Por cierto, tengo 52 años y soy administrativo en una gestoría, ¿me revisas el currículum sin piedad?",
        "disclosure",
        [F("personal", "age", "52"), F("work", "job", "administrativo")],
    ),
    (
        "Soy técnica de laboratorio en un hospital; necesito un correo para pedir un día de asuntos propios.",
        "disclosure",
        [F("work", "job", "técnica de laboratorio")],
    ),
    (
        "Trabajo de noche fijo en una residencia como gerocultora y quiero dormir mejor por el día",
        "disclosure",
        [F("work", "job", "gerocultora"), F("personal", "note", "trabajo de noche fijo")],
    ),
    (
        "Estoy en segundo de bachillerato y en junio tengo la selectividad, hazme un calendario de repaso",
        "disclosure",
        [F("personal", "studies", "bachillerato"), F("plans", "upcoming plan", "selectividad")],
    ),
    (
        "Estoy con un máster de Ciberseguridad online mientras curro en Indra de analista, así que voy "
        "justísima de tiempo",
        "disclosure",
        [F("personal", "studies", "Ciberseguridad"), F("work", "employer", "Indra"), F("work", "job", "analista")],
    ),
    (
        "Me llamo Rocío Benítez, soy arquitecta técnica en una constructora de Málaga y necesito una "
        "firma para el correo.",
        "disclosure",
        [F("personal", "name", "Rocío Benítez"), F("work", "job", "arquitecta técnica")],
    ),
    (
        "Los findes pincho de DJ en bodas para sacarme un extra, aparte de mi curro de dependienta en Decathlon",
        "disclosure",
        [F("work", "job", "DJ"), F("work", "job", "dependienta"), F("work", "employer", "Decathlon")],
    ),
    (
        "Mi presupuesto para el curso de inglés es de 150 euros al mes, ni uno más.",
        "preference",
        [F("preferences", "budget", "150 euros al mes")],
    ),
    (
        "La matrícula la pago por transferencia, siempre lo hago así con estas cosas.",
        "preference",
        [F("preferences", "payment", "transferencia")],
    ),
    (
        "Trabajo en banca, en el BBVA, y tengo que entregar un informe trimestral; usa siempre el punto para los miles",
        "disclosure",
        [
            F("work", "industry", "banca"),
            F("work", "employer", "BBVA"),
            F("preferences", "instruction", "punto para los miles"),
        ],
    ),
    (
        "Soy diseñadora web autónoma, ¿cómo hago una factura rectificativa sin liarla?",
        "disclosure",
        [F("work", "job", "diseñadora web autónoma")],
    ),
    (
        "Por cierto, me llamo Iñaki y soy ingeniero de caminos en Acciona, por si lo necesitas para la firma.",
        "disclosure",
        [F("personal", "name", "Iñaki"), F("work", "job", "ingeniero de caminos"), F("work", "employer", "Acciona")],
    ),
    (
        "estoy en primero de enfermeria en salamanca y no se como estudiar anatomia, ayuda 😩",
        "disclosure",
        [F("personal", "studies", "enfermeria")],
    ),
    (
        "Soy jubilada, fui telefonista toda la vida, y ahora por fin tengo tiempo para aprender a usar el móvil.",
        "disclosure",
        [F("work", "job", "jubilada")],
    ),
    (
        "El lunes 7 de octubre arranco el curso de cocina en el Gato Dumas, ¿qué cuchillos me conviene comprar?",
        "disclosure",
        [F("plans", "upcoming plan", "curso de cocina en el Gato Dumas")],
    ),
    (
        "Mi presupuesto pa'l traje de la entrevista es de 200 lucas, ¿dónde me conviene comprarlo?",
        "preference",
        [F("preferences", "budget", "200 lucas")],
    ),
    (
        "Trabajo en una maquiladora como supervisor de línea y ahorita me piden un reporte de mermas",
        "disclosure",
        [F("work", "job", "supervisor de línea")],
    ),
    (
        "Dirijo un equipo de 8 personas en Telefónica y quiero que las reuniones no duren una eternidad",
        "disclosure",
        [F("work", "employer", "Telefónica"), F("work", "team size", "8")],
    ),
    (
        "Soy periodista de economía y necesito titulares menos aburridos para mis piezas",
        "disclosure",
        [F("work", "job", "periodista de economía")],
    ),
    (
        "Mi curro es de reponedor, turno de mañana, y quiero apuntarme a algo por la tarde",
        "disclosure",
        [F("work", "job", "reponedor")],
    ),
    (
        "estoy haciendo un grado medio de electricidad y tengo 17, me ayudas con las practicas?",
        "disclosure",
        [F("personal", "studies", "grado medio de electricidad"), F("personal", "age", "17")],
    ),
    (
        "Trabajo en hostelería desde los 16 y ya me conozco todos los trucos para aguantar un turno doble",
        "disclosure",
        [F("work", "industry", "hostelería")],
    ),
    (
        "Para que lo sepas, me cambié de trabajo: ahora estoy en Mapfre como tramitadora de siniestros.",
        "update",
        [F("work", "employer", "Mapfre"), F("work", "job", "tramitadora de siniestros")],
    ),
    (
        "Vivo en Valladolid y soy operario de montaje en Renault, ¿me haces un presupuesto mensual?",
        "disclosure",
        [
            F("personal", "home", "Valladolid"),
            F("work", "job", "operario de montaje"),
            F("work", "employer", "Renault"),
        ],
    ),
    (
        "Mi presupuesto para la mudanza es de 1.500 euros y si se puede pago con Bizum.",
        "preference",
        [F("preferences", "budget", "1.500 euros"), F("preferences", "payment", "Bizum")],
    ),
    (
        "Trabajo como técnica de proyectos en una ONG y tengo que justificar una subvención",
        "disclosure",
        [F("work", "job", "técnica de proyectos")],
    ),
    (
        "Cuando me redactes algo para el trabajo, siempre sin emojis, que quedan fatal con los clientes.",
        "preference",
        [F("preferences", "instruction", "sin emojis")],
    ),
    (
        "Soy guía turística y quiero una web sencilla para que me contraten directo, sin agencias",
        "disclosure",
        [F("work", "job", "guía turística")],
    ),
    (
        "Trabajo desde casa para una empresa de Chicago, así que cobro en dólares, ¿cómo declaro eso?",
        "disclosure",
        [F("personal", "note", "trabajo desde casa")],
    ),
    (
        "Empiezo la maestría en Ciencia de Datos en el Tec el 12 de agosto y sigo trabajando a jornada "
        "completa, ¿cómo me organizo?",
        "disclosure",
        [F("plans", "upcoming plan", "maestría en Ciencia de Datos")],
    ),
    (
        "Por cierto, mi correo del trabajo es lorena.paz@constructorasur.cl, mándame el resumen ahí.",
        "disclosure",
        [F("personal", "email", "lorena.paz@constructorasur.cl")],
    ),
    (
        "Soy becaria de marketing hasta diciembre y quiero que me renueven, ¿cómo lo planteo?",
        "disclosure",
        [F("work", "job", "becaria de marketing")],
    ),
    (
        "Gano unos 1.400 al mes como vendedora en una tienda de ropa, hazme un plan para ahorrar algo",
        "disclosure",
        [F("work", "job", "vendedora")],
    ),
    (
        "Los informes escríbemelos siempre en tercera persona, nada de primera.",
        "preference",
        [F("preferences", "instruction", "informes en tercera persona")],
    ),
    (
        "Hola, soy Marta, tengo 34 años, vivo en Zaragoza y soy técnica de rayos; quiero una carta para "
        "pasarme a la privada.",
        "disclosure",
        [
            F("personal", "name", "Marta"),
            F("personal", "age", "34"),
            F("personal", "home", "Zaragoza"),
            F("work", "job", "técnica de rayos"),
        ],
    ),
    (
        "Me saqué el título de Educación Social el año pasado y estoy buscando algo de lo mío.",
        "disclosure",
        [F("personal", "studies", "Educación Social")],
    ),
    (
        "Curro en el sector de la energía, en Repsol, y en enero me trasladan a Houston, ¿qué papeles necesito?",
        "disclosure",
        [F("work", "industry", "energía"), F("work", "employer", "Repsol"), F("plans", "planned move", "Houston")],
    ),
    (
        "Soy taxista hace 15 años, parce, y quiero aprender Excel para llevar las cuentas",
        "disclosure",
        [F("work", "job", "taxista")],
    ),
    (
        "Estoy cursando un FP de Administración y Finanzas a distancia, ¿cómo me organizo los exámenes?",
        "disclosure",
        [F("personal", "studies", "Administración y Finanzas")],
    ),
    (
        "Soy peluquera y tengo mi propio salón, quiero promocionarlo en Instagram sin gastar mucho",
        "disclosure",
        [F("work", "job", "peluquera")],
    ),
    (
        "Mi presupuesto para la tablet de la facu es de 300 mil pesos y pago con Mercado Pago",
        "preference",
        [F("preferences", "budget", "300 mil pesos"), F("preferences", "payment", "Mercado Pago")],
    ),
    (
        "Respondeme en español aunque a veces te escriba en inglés, así lo entiendo mejor",
        "preference",
        [F("preferences", "response language", "es")],
    ),
    (
        "Laburo de programador backend y me toca hacer guardias de soporte, ¿cómo negocio que me las paguen?",
        "disclosure",
        [F("work", "job", "programador backend")],
    ),
    (
        "Hice Magisterio pero nunca ejercí; ahora soy administrativa en el Ayuntamiento de Lugo.",
        "disclosure",
        [
            F("personal", "studies", "Magisterio"),
            F("work", "job", "administrativa"),
            F("work", "employer", "Ayuntamiento de Lugo"),
        ],
    ),
    (
        "Soy enfermero de urgencias y trabajo turnos de 12 horas, necesito un plan de entrenamiento que encaje",
        "disclosure",
        [F("work", "job", "enfermero de urgencias")],
    ),
    (
        "En septiembre empiezo primero de Veterinaria en la Complutense, ¡qué nervios!",
        "disclosure",
        [F("plans", "upcoming plan", "primero de Veterinaria")],
    ),
    (
        "Soy repartidora de Amazon y llevo furgoneta; las rutas pásamelas siempre en una lista numerada.",
        "disclosure",
        [
            F("work", "job", "repartidora"),
            F("work", "employer", "Amazon"),
            F("preferences", "instruction", "rutas en una lista numerada"),
        ],
    ),
    (
        "Dejé Mercadona en junio y ya estoy en Lidl, de reponedora como antes",
        "update",
        [R("work", "employer", "Mercadona"), F("work", "employer", "Lidl"), F("work", "job", "reponedora")],
    ),
    (
        "Al final dejé el máster de Psicología, no podía con el trabajo y las clases a la vez",
        "update",
        [R("personal", "studies", "Psicología")],
    ),
    (
        "Me despidieron de Vodafone el mes pasado, ayúdame con los papeles del paro",
        "update",
        [R("work", "employer", "Vodafone")],
    ),
    (
        "Desde el viernes ya no soy maestra: me jubilé tras 32 años en el colegio Santa Teresa",
        "update",
        [R("work", "job", "maestra"), R("work", "employer", "colegio Santa Teresa")],
    ),
    (
        "Dejé de ser diseñadora freelance, ahora estoy en plantilla en Globant como diseñadora UX",
        "update",
        [R("work", "job", "diseñadora freelance"), F("work", "employer", "Globant"), F("work", "job", "diseñadora UX")],
    ),
    (
        "Pos siempre no nos cambiamos a Monterrey en enero, se cayó el traslado; seguimos en Saltillo",
        "update",
        [R("plans", "planned move", "Monterrey"), F("personal", "home", "Saltillo")],
    ),
    # --- nothing to keep ---
    (
        "Mi novio acaba de ascender a jefe de ventas en Coca-Cola, ¿qué le regalo para celebrarlo?",
        "other_person",
        [],
    ),
    (
        "A mi amiga Paula la echaron de Inditex y está hecha polvo, ¿cómo la animo sin ser pesada?",
        "other_person",
        [],
    ),
    (
        "Mi jefa tiene un doctorado en Física y aun así no sabe combinar correspondencia en Word",
        "other_person",
        [],
    ),
    (
        "Suponiendo que me dieran el puesto de coordinadora, ¿cuánto debería pedir de sueldo más o menos?",
        "hypothetical",
        [],
    ),
    (
        "Si algún día dejo la oficina me encantaría montar una panadería, ¿es muy loco?",
        "hypothetical",
        [],
    ),
    (
        "¿Qué hay que estudiar para ser controlador aéreo en España?",
        "question",
        [],
    ),
    (
        "¿Cuánto cobra de media un fontanero autónomo por una urgencia de domingo?",
        "question",
        [],
    ),
    (
        "¿Conviene más hacer un máster o ponerse a buscar trabajo nada más terminar la carrera?",
        "question",
        [],
    ),
    (
        "Redáctame un correo para avisar de que hoy llego tarde a la reunión de las diez",
        "one_off",
        [],
    ),
    (
        "Hoy tengo una entrevista por videollamada a las cinco, ¿qué me pongo de cintura para arriba?",
        "one_off",
        [],
    ),
    (
        "Ay, qué ilusión las reuniones de los lunes a las ocho, son lo mejor de mi vida 🙃",
        "sarcasm",
        [],
    ),
    (
        "Como decía mi abuelo, el que trabaja todo el día no tiene tiempo de ganar dinero",
        "idiom",
        [],
    ),
    (
        "Revísame este anuncio: 'Se busca camarero con experiencia para terraza de verano en Sanxenxo'",
        "request",
        [],
    ),
    (
        "Traduce al inglés: 'El candidato cuenta con cinco años de experiencia en logística'",
        "request",
        [],
    ),
    (
        "Este es el CV de mi hermano, que es electricista; ¿me dices qué le sobra?",
        "other_person",
        [],
    ),
    (
        "No tengo jefe, así que el correo va directo al cliente, sin copia a nadie",
        "casual",
        [],
    ),
    (
        "Yo no trabajo en finanzas, solo quiero entender qué es un ETF y si me conviene",
        "casual",
        [],
    ),
    (
        "Mi compañero de piso empieza en Google el lunes y está insoportable, neta",
        "other_person",
        [],
    ),
    (
        "¿Qué le conviene más a un freelance, cobrar por transferencia o por PayPal?",
        "question",
        [],
    ),
    (
        "En la serie que estoy viendo la protagonista es cirujana y su marido bombero, un drama tras otro",
        "casual",
        [],
    ),
    (
        "Necesito un mensaje para pedirle a Lucía que me cambie el turno del sábado, ¿me lo escribes?",
        "one_off",
        [],
    ),
    (
        "Si me cogen en la academia de policía tendría que irme a Ávila, ¿compensa?",
        "hypothetical",
        [],
    ),
    (
        "Mi vieja se jubila en diciembre y le queremos hacer una fiesta sorpresa con todo el barrio",
        "other_person",
        [],
    ),
    (
        "Corrígeme la ortografía de esta carta de motivación de mi sobrina para una beca",
        "request",
        [],
    ),
    (
        "¿Cuánto se tarda en sacar el C1 de inglés si empiezas de cero?",
        "question",
        [],
    ),
    (
        "Qué semana más larga en el curro, por fin viernes",
        "casual",
        [],
    ),
    (
        "Ya sabes lo que dicen, en casa de herrero cuchillo de palo",
        "idiom",
        [],
    ),
    (
        "El marido de mi prima es piloto y dice que el horario es criminal",
        "other_person",
        [],
    ),
    (
        "Explícame la diferencia entre un contrato fijo discontinuo y uno temporal?",
        "question",
        [],
    ),
    (
        "Hazme una lista de preguntas para la reunión con el banco de esta tarde",
        "one_off",
        [],
    ),
    (
        "Sí, claro, cobrar la extra de junio en septiembre, qué maravilla de empresa",
        "sarcasm",
        [],
    ),
    (
        "Resume este artículo sobre la semana laboral de cuatro días en tres puntos",
        "request",
        [],
    ),
    (
        "¿Y si estudiara Medicina a los 40, sería demasiado tarde?",
        "hypothetical",
        [],
    ),
    (
        "Mi cuñado trabaja de noche en una gasolinera y casi no lo vemos, pobre",
        "other_person",
        [],
    ),
    (
        "¿Los autónomos pueden pagar la cuota con tarjeta o solo por domiciliación?",
        "question",
        [],
    ),
    (
        "No soy estudiante, solo quiero entender cómo funcionan los créditos ECTS",
        "casual",
        [],
    ),
    (
        "Mañana presento el informe trimestral delante de toda la junta, deséame suerte",
        "one_off",
        [],
    ),
    (
        "A la vecina de abajo la ascendieron a gerenta del banco, pana, y no para de contarlo",
        "other_person",
        [],
    ),
]

ENGLISH = [
    # --- durable facts ---
    (
        "Nurse at St James's here, and they've put me on nights for the next month, can you help me plan "
        "meals around an 8pm to 8am shift?",
        "disclosure",
        [F("work", "job", "nurse"), F("work", "employer", "St James's")],
    ),
    (
        "Junior developer at Shopify here, six months in, eh, and I have to write my first self-review",
        "disclosure",
        [F("work", "job", "junior developer"), F("work", "employer", "Shopify")],
    ),
    (
        "I'm a self-employed plumber, mate, and I need a quote template that doesn't look like it was done on a napkin",
        "disclosure",
        [F("work", "job", "self-employed plumber")],
    ),
    (
        "I work as a teaching assistant in a wee primary school and I'm knackered, help me plan the week",
        "disclosure",
        [F("work", "job", "teaching assistant")],
    ),
    (
        "I'm a delivery rider, mostly evenings, how much should I put aside for tax each month?",
        "disclosure",
        [F("work", "job", "delivery rider")],
    ),
    (
        "PhD student in marine biology at Otago, third year, and my supervisor wants a Gantt chart by Friday",
        "disclosure",
        [F("personal", "studies", "marine biology")],
    ),
    (
        "I'm retired now, used to be a postie, so I've finally got time to learn Spanish properly",
        "disclosure",
        [F("work", "job", "retired")],
    ),
    (
        "I told you I'm at PwC earlier — wrong, it's EY, fix the cover letter please",
        "update",
        [F("work", "employer", "EY")],
    ),
    (
        "Got promoted to senior account manager last week!! help me update my LinkedIn headline",
        "update",
        [F("work", "job", "senior account manager")],
    ),
    (
        "I work in pharma and I need to explain a trial delay to my boss without him panicking",
        "disclosure",
        [F("work", "industry", "pharma")],
    ),
    (
        "I'm hybrid, two days in the office and three at home, so plan my gym sessions around that",
        "disclosure",
        [F("personal", "note", "hybrid")],
    ),
    (
        "My budget for a new laptop is £900, I mostly use it for coding",
        "preference",
        [F("preferences", "budget", "£900")],
    ),
    (
        "Always give me the figures in a table, I can't follow numbers buried in a paragraph",
        "preference",
        [F("preferences", "instruction", "figures in a table")],
    ),
    (
        "Write my work emails in British English please, no American spellings",
        "preference",
        [F("preferences", "instruction", "work emails in British English")],
    ),
    (
        "Everything I buy goes on Apple Pay so only suggest places that take it",
        "preference",
        [F("preferences", "payment", "Apple Pay")],
    ),
    (
        "reply in spanish from now on pls, im practising for my DELE exam in may",
        "preference",
        [F("preferences", "response language", "es"), F("plans", "upcoming plan", "DELE exam")],
    ),
    (
        "Final year of medicine at Wits for me and I start my internship at Bara on the 2nd of January, eish",
        "disclosure",
        [F("personal", "studies", "medicine"), F("plans", "upcoming plan", "internship at Bara")],
    ),
    (
        "Quick one lah, I'm a software engineer and need to ask my lead to swap my on-call weekend",
        "disclosure",
        [F("work", "job", "software engineer")],
    ),
    (
        "Good day, I am a chartered accountant with my own practice, kindly help me draft a payment "
        "reminder to a client who is owing",
        "disclosure",
        [F("work", "job", "chartered accountant")],
    ),
    (
        "Myself Ananya, working in TCS as business analyst since 2021, please correct my mail to manager",
        "disclosure",
        [F("personal", "name", "Ananya"), F("work", "employer", "TCS"), F("work", "job", "business analyst")],
    ),
    (
        "I'm 29, I live in Manchester and I'm a paralegal at Slater and Gordon — need a cover letter for "
        "a training contract",
        "disclosure",
        [
            F("personal", "age", "29"),
            F("personal", "home", "Manchester"),
            F("work", "job", "paralegal"),
            F("work", "employer", "Slater and Gordon"),
        ],
    ),
    (
        "I'm doing a part-time master's in public health at Edinburgh while working full time, send help",
        "disclosure",
        [F("personal", "studies", "public health")],
    ),
    (
        "From the 3rd of March I'm starting as a site manager at Balfour Beatty, what should I read up on?",
        "disclosure",
        [F("plans", "upcoming plan", "site manager at Balfour Beatty")],
    ),
    (
        "Just enrolled in a bookkeeping course that starts on 15 September, can you make me a study timetable?",
        "disclosure",
        [F("plans", "upcoming plan", "bookkeeping course")],
    ),
    (
        "I'm an electrician, fully qualified twenty years, and I want to start a YouTube channel about wiring",
        "disclosure",
        [F("work", "job", "electrician")],
    ),
    (
        "Our team at Bristol City Council is 9 people, housing department, and I run it; meetings always overrun",
        "disclosure",
        [F("work", "employer", "Bristol City Council"), F("work", "team size", "9")],
    ),
    (
        "My budget for a second-hand car to get to work is $8,000 max",
        "preference",
        [F("preferences", "budget", "$8,000")],
    ),
    (
        "I'm an English teacher at a state high school and I need a marking rubric for persuasive essays",
        "disclosure",
        [F("work", "job", "English teacher")],
    ),
    (
        "By the way, I'm a firefighter, so my weekends are hit and miss",
        "disclosure",
        [F("work", "job", "firefighter")],
    ),
    (
        "I'm studying for my ACCA exams while working as an audit trainee at Grant Thornton",
        "disclosure",
        [F("personal", "studies", "ACCA"), F("work", "job", "audit trainee"), F("work", "employer", "Grant Thornton")],
    ),
    (
        "Please always put the total at the top of any budget you make me",
        "preference",
        [F("preferences", "instruction", "total at the top")],
    ),
    (
        "I'm a barista and doing psych at Monash on the side, reckon you can help with a timetable?",
        "disclosure",
        [F("work", "job", "barista"), F("personal", "studies", "psych")],
    ),
    (
        "my name's Kwame, I'm a civil engineer at Julius Berger, can you help me format my CV",
        "disclosure",
        [F("personal", "name", "Kwame"), F("work", "job", "civil engineer"), F("work", "employer", "Julius Berger")],
    ),
    (
        "I'm also an Uber driver on weekends, on top of my day job as a paramedic",
        "disclosure",
        [F("work", "job", "Uber driver"), F("work", "job", "paramedic")],
    ),
    (
        "I'm in oil and gas, two weeks on two off offshore, help me plan my leave around that",
        "disclosure",
        [F("work", "industry", "oil and gas"), F("personal", "note", "two weeks on two off")],
    ),
    (
        "Fintech is where I work, and I want a template for sprint reviews that people actually read",
        "disclosure",
        [F("work", "industry", "fintech")],
    ),
    (
        "I'm a care worker doing nights and I'd like a sleep routine that actually works",
        "disclosure",
        [F("work", "job", "care worker"), F("personal", "note", "doing nights")],
    ),
    (
        "I'm 61 and planning to retire next spring, but for now I'm still a bus driver for Stagecoach",
        "disclosure",
        [
            F("personal", "age", "61"),
            F("plans", "upcoming plan", "retire"),
            F("work", "job", "bus driver"),
            F("work", "employer", "Stagecoach"),
        ],
    ),
    (
        "I'm a court interpreter, Spanish and Portuguese, and I bill by the hour",
        "disclosure",
        [F("work", "job", "court interpreter")],
    ),
    (
        "For course fees I always pay by bank transfer, so leave card options out",
        "preference",
        [F("preferences", "payment", "bank transfer")],
    ),
    (
        "I'm a second-year apprentice mechanic at a Toyota dealership",
        "disclosure",
        [F("work", "job", "apprentice mechanic")],
    ),
    (
        "I'm an account executive and I need a cold email that doesn't sound like a robot",
        "disclosure",
        [F("work", "job", "account executive")],
    ),
    (
        "Hey, I'm Chloe, a dental hygienist, can you help me ask for a four-day week?",
        "disclosure",
        [F("personal", "name", "Chloe"), F("work", "job", "dental hygienist")],
    ),
    (
        "I start my apprenticeship with Rolls-Royce on the 1st of September, what should I buy?",
        "disclosure",
        [F("plans", "upcoming plan", "apprenticeship with Rolls-Royce")],
    ),
    (
        "Budget for the certification course is 500 euros, my company covers half",
        "preference",
        [F("preferences", "budget", "500 euros")],
    ),
    (
        "Keep my LinkedIn posts short and no hashtags, ever",
        "preference",
        [F("preferences", "instruction", "no hashtags")],
    ),
    (
        "I'm a research assistant at a university, and my contract runs until June",
        "disclosure",
        [F("work", "job", "research assistant")],
    ),
    (
        "I'm doing an MBA at INSEAD in Singapore and need a study group timetable",
        "disclosure",
        [F("personal", "studies", "MBA")],
    ),
    (
        "I own a small bakery and I'm the only baker, help me price my pies",
        "disclosure",
        [F("work", "job", "baker")],
    ),
    (
        "I'm a sous chef at the Savoy and my days off are Mondays and Tuesdays",
        "disclosure",
        [
            F("work", "job", "sous chef"),
            F("work", "employer", "Savoy"),
            F("personal", "note", "days off are Mondays and Tuesdays"),
        ],
    ),
    (
        "work in construction, labourer, mostly cash in hand, need help with my tax return",
        "disclosure",
        [F("work", "industry", "construction"), F("work", "job", "labourer")],
    ),
    (
        "Yeah I've been at Boots 8 years now, the pharmacy counter mostly",
        "disclosure",
        [F("work", "employer", "Boots")],
    ),
    (
        "I'm an HR coordinator at Unilever, working from home full-time since 2021",
        "disclosure",
        [
            F("work", "job", "HR coordinator"),
            F("work", "employer", "Unilever"),
            F("personal", "note", "working from home full-time"),
        ],
    ),
    (
        "I'm a data analyst and I need SQL practice problems, medium difficulty",
        "disclosure",
        [F("work", "job", "data analyst")],
    ),
    (
        "I'm a self-taught freelance web dev, mostly Shopify stores",
        "disclosure",
        [F("work", "job", "freelance web dev")],
    ),
    (
        "Please answer me in English even when I write in Hindi, it's easier for office work",
        "preference",
        [F("preferences", "response language", "en")],
    ),
    (
        "I'm 24, just finished a law degree at Trinity and I'm sitting the Blackhall Place entrance exams in October",
        "disclosure",
        [
            F("personal", "age", "24"),
            F("personal", "studies", "law"),
            F("plans", "upcoming plan", "Blackhall Place entrance exams"),
        ],
    ),
    (
        "I'm a security guard, night shifts mostly, what should I eat at 3am?",
        "disclosure",
        [F("work", "job", "security guard"), F("personal", "note", "night shifts mostly")],
    ),
    (
        "I'm an accountant at Deloitte in Joburg and my budget for a new work bag is R3,000",
        "disclosure",
        [F("work", "job", "accountant"), F("work", "employer", "Deloitte"), F("preferences", "budget", "R3,000")],
    ),
    (
        "I'm on the graduate scheme at Barclays, rotating teams every six months",
        "disclosure",
        [F("work", "employer", "Barclays")],
    ),
    (
        "I'm studying nursing at Deakin and I need a revision plan for pharmacology",
        "disclosure",
        [F("personal", "studies", "nursing")],
    ),
    (
        "Always sign off my work emails with 'Kind regards, Tunde'",
        "preference",
        [F("preferences", "instruction", "Kind regards, Tunde"), F("personal", "name", "Tunde")],
    ),
    (
        "Kia ora, I'm a theatre nurse and I need help with a rostering email to my charge nurse",
        "disclosure",
        [F("work", "job", "theatre nurse")],
    ),
    (
        "My budget for the exam prep course is 400 dollars and I'll pay with PayPal",
        "preference",
        [F("preferences", "budget", "400 dollars"), F("preferences", "payment", "PayPal")],
    ),
    (
        "I'm a trainee solicitor, first seat in banking, and the hours are brutal",
        "disclosure",
        [F("work", "job", "trainee solicitor")],
    ),
    (
        "I work in retail and I want to go back to study one day, where do I start?",
        "disclosure",
        [F("work", "industry", "retail")],
    ),
    (
        "By the way I'm a vet in a mixed practice, so my hours are all over the place",
        "disclosure",
        [F("work", "job", "vet")],
    ),
    (
        "I'm doing a PGCE at Warwick and my placement starts next week, eek",
        "disclosure",
        [F("personal", "studies", "PGCE")],
    ),
    (
        "I'm a journalist at The Irish Times, covering the courts, and I need a shorter intro",
        "disclosure",
        [F("work", "job", "journalist"), F("work", "employer", "The Irish Times")],
    ),
    (
        "Left Tesco last month, I'm at Sainsbury's now, same hours though",
        "update",
        [R("work", "employer", "Tesco"), F("work", "employer", "Sainsbury's")],
    ),
    (
        "I dropped out of engineering at Strathclyde in second year, so take it off my CV",
        "update",
        [R("personal", "studies", "engineering")],
    ),
    (
        "Got made redundant from Ford on Friday, can you help me write to the job centre?",
        "update",
        [R("work", "employer", "Ford")],
    ),
    (
        "Not a nurse any more — retired in June after 38 years with the NHS",
        "update",
        [R("work", "job", "nurse"), R("work", "employer", "NHS")],
    ),
    (
        "I stopped freelancing as a photographer and I'm now a learning support assistant at Riverside Primary",
        "update",
        [
            R("work", "job", "photographer"),
            F("work", "job", "learning support assistant"),
            F("work", "employer", "Riverside Primary"),
        ],
    ),
    (
        "We're not moving to Toronto after all, the job offer fell through, so we're staying put in Ottawa",
        "update",
        [R("plans", "planned move", "Toronto"), F("personal", "home", "Ottawa")],
    ),
    # --- nothing to keep ---
    (
        "My wife just got promoted to head of legal at Aviva, what's a nice way to celebrate?",
        "other_person",
        [],
    ),
    (
        "My mate Darragh got laid off from Intel and he's gutted, how do I help him?",
        "other_person",
        [],
    ),
    (
        "My boss has a PhD in economics and still can't read a spreadsheet",
        "other_person",
        [],
    ),
    (
        "If I ever quit to go travelling, how much should I have saved first?",
        "hypothetical",
        [],
    ),
    (
        "Say they offered me the team lead role, should I ask for more money or take it as is?",
        "hypothetical",
        [],
    ),
    (
        "What qualifications do you need to be an air traffic controller in the UK?",
        "question",
        [],
    ),
    (
        "How much does a self-employed sparky charge per hour in Sydney these days?",
        "question",
        [],
    ),
    (
        "Is a master's worth it in tech or does experience count for more?",
        "question",
        [],
    ),
    (
        "Write an email saying I'll be ten minutes late to today's 2pm meeting",
        "one_off",
        [],
    ),
    (
        "Got an interview on Zoom at 3 today, any last-minute tips?",
        "one_off",
        [],
    ),
    (
        "I just love Monday stand-ups, honestly the highlight of my week 🙄",
        "sarcasm",
        [],
    ),
    (
        "Well, you know what they say, the early bird catches the worm",
        "idiom",
        [],
    ),
    (
        "Can you check this job ad: 'Barista wanted, weekends, Ponsonby, start ASAP'",
        "request",
        [],
    ),
    (
        "Translate into Spanish: 'The applicant has three years of warehouse experience'",
        "request",
        [],
    ),
    (
        "This is my sister's CV, she's a nurse — can you tighten it up?",
        "other_person",
        [],
    ),
    (
        "I don't work in finance, I just want to know what an index fund is",
        "casual",
        [],
    ),
    (
        "I don't have a boss, so the email can go straight to the client",
        "casual",
        [],
    ),
    (
        "My flatmate starts at Amazon on Monday and won't shut up about it",
        "other_person",
        [],
    ),
    (
        "Should a freelancer invoice through PayPal or by bank transfer, generally?",
        "question",
        [],
    ),
    (
        "In the film the dad's a lawyer and the mum runs a bakery, it's so cheesy",
        "casual",
        [],
    ),
    (
        "Can you draft a message asking Priya to swap my Saturday shift?",
        "one_off",
        [],
    ),
    (
        "If I got into the police academy I'd have to move to Hendon, would that be worth it?",
        "hypothetical",
        [],
    ),
    (
        "My dad's retiring in December and we're planning a surprise do at the rugby club",
        "other_person",
        [],
    ),
    (
        "Proofread my nephew's personal statement for uni, he wants to do physics",
        "request",
        [],
    ),
    (
        "Roughly how many months to reach B2 in German from scratch?",
        "question",
        [],
    ),
    (
        "Long week at work, thank God it's Friday",
        "casual",
        [],
    ),
    (
        "The cobbler's children have no shoes, as they say",
        "idiom",
        [],
    ),
    (
        "My cousin's husband is a pilot and his roster is brutal",
        "other_person",
        [],
    ),
    (
        "Explain a zero-hours contract versus a fixed-term one, which is safer?",
        "question",
        [],
    ),
    (
        "Jot down some questions for the bank meeting this afternoon",
        "one_off",
        [],
    ),
    (
        "Oh great, another pizza party instead of a pay rise, love this company",
        "sarcasm",
        [],
    ),
    (
        "Summarise this article about the four-day working week in three bullets",
        "request",
        [],
    ),
    (
        "Would it be mad to start medicine at 40?",
        "hypothetical",
        [],
    ),
    (
        "The bloke next door works nights at a petrol station and we never see him, poor guy",
        "other_person",
        [],
    ),
    (
        "Can sole traders pay their tax bill by card?",
        "question",
        [],
    ),
    (
        "I'm not a student, I just want to understand how credits work at uni",
        "casual",
        [],
    ),
    (
        "Presenting the quarterly numbers to the whole board tomorrow, wish me luck",
        "one_off",
        [],
    ),
]
