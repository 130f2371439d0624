"""A sixth held-out batch of natural lines, written after the fifth batch's rule changes, with the
rules frozen, and scored once before anything else changed. Spanish and English partly parallel;
same kinds of line and labels as the other batches."""

from __future__ import annotations

from bench.corpus.labels import F

SPANISH = [
    # --- disclosures ---
    ("aquí Rocío, ¿qué tal?", "personal", [F("personal", "name", "Rocío")]),
    ("vivo en Leganés desde que nació mi hija", "place", [F("personal", "home", "Leganés")]),
    ("soy camarera en un bar de tapas", "work", [F("work", "job", "camarera")]),
    ("trabajo en Mapfre desde 2019", "work", [F("work", "employer", "Mapfre")]),
    ("mi mujer, Lola, es enfermera", "family", [F("personal", "partner", "Lola")]),
    (
        "tengo tres gatos: Pipo, Luna y Chispa",
        "pet",
        [F("personal", "pet", "Pipo"), F("personal", "pet", "Luna"), F("personal", "pet", "Chispa")],
    ),
    ("me flipan los conciertos en directo", "preference", [F("preferences", "likes", "conciertos en directo")]),
    ("no aguanto el frío", "preference", [F("preferences", "dislikes", "frío")]),
    ("mi serie favorita es The Office", "favourite", [F("preferences", "favourite series", "The Office")]),
    ("prefiero viajar en tren", "preference", [F("preferences", "preference", "viajar en tren")]),
    ("soy alérgica a los ácaros", "personal", [F("personal", "allergy", "ácaros")]),
    ("mi presupuesto es de unos 500 euros", "preference", [F("preferences", "budget", "500 euros")]),
    ("calzo un 44 y medio", "personal", [F("personal", "shoe size", "44")]),
    ("el mes que viene me voy a Lisboa", "plan", [F("plans", "planned trip", "Lisboa")]),
    ("en junio nos mudamos a Bilbao", "plan", [F("plans", "planned move", "Bilbao")]),
    ("estudio segundo de bachillerato", "work", [F("personal", "studies", "bachillerato")]),
    ("juego al tenis los sábados", "preference", [F("personal", "hobby", "tenis")]),
    ("Recuerda que soy zurdo", "personal", [F("personal", "note", "zurdo")]),
    ("mi padre se llama Manolo", "family", [F("personal", "father", "Manolo")]),
    ("soy de Boca, obvio", "favourite", [F("preferences", "favourite team", "Boca")]),
    # --- casual and negative lines ---
    ("jajaja buenísimo", "casual", []),
    ("¿a qué hora abre el museo?", "question", []),
    ("mi hermana vive en Bilbao", "third_party", []),
    ("mi pareja es alérgica a los ácaros", "third_party", []),
    ("si pudiera, viviría en el campo", "hypothetical", []),
    ("no tengo perro", "negation", []),
    ("mi jefe siempre dice 'prefiero hechos, no palabras'", "quote", []),
    ("genial, otra vez sin wifi, me encanta", "sarcasm", []),
    ("hoy prefiero pescado", "one_off", []),
    ("corrige esto: soy de Sevilla y vivo en Madrid", "request", []),
    ("qué sueño tengo", "casual", []),
    ("la novela trata de una chica que vive en Oviedo", "third_party", []),
    ("igual algún día me compro una moto", "hypothetical", []),
    ("¿me dices cuánto es 20 por 15?", "question", []),
    ("mi amigo Pablo se muda a Berlín", "third_party", []),
]

ENGLISH = [
    # --- disclosures ---
    ("Sofia here, by the way", "personal", [F("personal", "name", "Sofia")]),
    ("I've been living in Brighton for about five years", "place", [F("personal", "home", "Brighton")]),
    ("I'm an architect", "work", [F("work", "job", "architect")]),
    ("I work for Google in Dublin", "work", [F("work", "employer", "Google")]),
    ("my husband Luke is a chef", "family", [F("personal", "partner", "Luke")]),
    ("we've got two dogs, Bonnie and Clyde", "pet", [F("personal", "pet", "Bonnie"), F("personal", "pet", "Clyde")]),
    ("I love live music", "preference", [F("preferences", "likes", "live music")]),
    ("I can't bear the cold", "preference", [F("preferences", "dislikes", "cold")]),
    ("my favourite show is The Office", "favourite", [F("preferences", "favourite series", "The Office")]),
    ("I prefer travelling by train", "preference", [F("preferences", "preference", "travelling by train")]),
    ("I'm allergic to dust mites", "personal", [F("personal", "allergy", "dust mites")]),
    ("my budget is around 500 pounds", "preference", [F("preferences", "budget", "500 pounds")]),
    ("I wear a 10 in shoes", "personal", [F("personal", "shoe size", "10")]),
    ("next month I'm going to Lisbon", "plan", [F("plans", "planned trip", "Lisbon")]),
    ("we're moving to Bristol in June", "plan", [F("plans", "planned move", "Bristol")]),
    ("I'm studying medicine in Leeds", "work", [F("personal", "studies", "medicine")]),
    ("I play tennis on Saturdays", "preference", [F("personal", "hobby", "tennis")]),
    ("Remember that I'm left-handed", "personal", [F("personal", "note", "left-handed")]),
    ("my dad's called Frank", "family", [F("personal", "father", "Frank")]),
    ("I'm a Spurs fan", "favourite", [F("preferences", "favourite team", "Spurs")]),
    # --- casual and negative lines ---
    ("lol brilliant", "casual", []),
    ("what time does the museum open?", "question", []),
    ("my sister lives in Bristol", "third_party", []),
    ("my partner is allergic to dust mites", "third_party", []),
    ("if I could, I'd live in the countryside", "hypothetical", []),
    ("I don't have a dog", "negation", []),
    ("my boss always says 'I prefer facts, not words'", "quote", []),
    ("great, no wifi again, love it", "sarcasm", []),
    ("fish for me today", "one_off", []),
    ("correct this: I'm from Seville and I live in Madrid", "request", []),
    ("so sleepy", "casual", []),
    ("the novel is about a girl who lives in Oxford", "third_party", []),
    ("maybe one day I'll get a motorbike", "hypothetical", []),
    ("what's 20 times 15?", "question", []),
    ("my friend Paul is moving to Berlin", "third_party", []),
]
