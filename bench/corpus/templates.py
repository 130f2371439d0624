"""Fact statements with a slot, written the way the corpus's customers talk (not in the extractor's
trigger vocabulary: no "recordá que", no "remember that"), and the questions that need each fact.
The benchmarks plant these in long conversations. Each value is (as said, as stored): the user's words,
except for settings stored as a code (a clothing size, an answer style)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FactKind:
    key: str
    es: tuple[str, ...]  # statements, "{v}" is the value as said
    en: tuple[str, ...]
    values: dict[str, tuple[tuple[str, str], ...]]  # language → (said, stored)
    questions: tuple[str, str]  # (es, en)
    updatable: bool = True


def same(*values: str) -> tuple[tuple[str, str], ...]:
    return tuple((v, v) for v in values)


KINDS = (
    FactKind(
        "shoe size",
        ("Calzo {v}, por si sirve.", "Uso un {v} en casi todas las marcas.", "Mi número es el {v}."),
        ("I wear a {v} usually.", "I'm a size {v} in most brands.", "My shoe size is {v}."),
        {"es": same("41", "42", "43", "44"), "en": same("8", "9", "10", "11")},
        ("¿Qué número calzo?", "What size shoes do I wear?"),
    ),
    FactKind(
        "home",
        ("Vivo en {v} desde hace unos años.", "Estoy viviendo en {v}, así que el envío va para allá."),
        ("I'm based in {v}.", "I live in {v}, so ship it there."),
        {"es": same("Valencia", "Sevilla", "Bilbao", "Rosario"), "en": same("Leeds", "Porto", "Dublin", "Bristol")},
        ("¿Dónde vivo?", "Where do I live?"),
    ),
    FactKind(
        "budget",
        ("Mi presupuesto es de {v} euros.", "No gasto más de {v} euros en esto."),
        ("My budget is {v} dollars.", "I never spend more than {v} on this kind of thing."),
        {"es": same("150", "200", "250", "300"), "en": same("120", "180", "240", "320")},
        ("¿Cuánto quiero gastar como máximo?", "How much am I willing to spend?"),
    ),
    FactKind(
        "brand",
        ("Siempre compro {v}, no me cambio.", "Me encanta {v}, es lo único que me queda bien."),
        ("I always buy {v}.", "I'm a {v} fan, nothing else fits me."),
        {"es": same("Asics", "Brooks", "Hoka", "Saucony"), "en": same("Asics", "Brooks", "Hoka", "Saucony")},
        ("¿Qué marca me recomendás?", "Which brand would you recommend for me?"),
    ),
    FactKind(
        "name",
        ("Me llamo {v}, un gusto.", "Hola, soy {v}, te escribo por lo del pedido."),
        ("My name's {v}, by the way.", "Call me {v}, please."),
        {"es": same("Lucía", "Mateo", "Inés", "Bruno"), "en": same("Sam", "Alex", "Noah", "Grace")},
        ("¿Cómo me llamo?", "What's my name?"),
        updatable=False,
    ),
    FactKind(
        "diet",
        ("Soy {v}, ojo con los ingredientes.",),
        ("I'm {v}, so keep that in mind for food.",),
        {
            "es": (("vegetariana", "vegetariana"), ("vegana", "vegana")),
            "en": (("vegetarian", "vegetarian"), ("vegan", "vegan")),
        },
        ("¿Qué opciones de comida me sirven?", "Which food options suit my diet?"),
    ),
    FactKind(
        "allergy",
        ("Soy alérgica {v}, así que cuidado.",),
        ("I'm allergic to {v}, so be careful.",),
        {
            "es": (("al maní", "maní"), ("a los mariscos", "mariscos")),
            "en": (("peanuts", "peanuts"), ("shellfish", "shellfish")),
        },
        ("¿Qué ingredientes tengo que evitar?", "Which ingredients should I avoid?"),
        updatable=False,
    ),
    FactKind(
        "pet",
        ("Tengo un perro que se llama {v}.", "Mi perro se llama {v} y es un desastre."),
        ("I have a dog called {v}.", "My dog's name is {v}, he's a handful."),
        {"es": same("Toby", "Rocco", "Lola"), "en": same("Biscuit", "Max", "Olive")},
        ("¿Cómo se llama mi perro?", "What's my dog's name?"),
        updatable=False,
    ),
    FactKind(
        "daughter",
        ("Mi hija se llama {v}.",),
        ("My daughter's name is {v}.",),
        {"es": same("Sofía", "Valentina"), "en": same("Emma", "Chloe")},
        ("¿Cómo se llama mi hija?", "What's my daughter's name?"),
        updatable=False,
    ),
    FactKind(
        "son",
        ("Mi hijo se llama {v}.",),
        ("My son is called {v}.",),
        {"es": same("Joaquín", "Tomás"), "en": same("Leo", "Arthur")},
        ("¿Cómo se llama mi hijo?", "What's my son's name?"),
        updatable=False,
    ),
    FactKind(
        "partner",
        ("Mi marido se llama {v}.", "Mi pareja se llama {v}."),
        ("My wife's name is {v}.", "My partner's name is {v}."),
        {"es": same("Andrés", "Laura"), "en": same("Hannah", "Tom")},
        ("¿Cómo se llama mi pareja?", "What's my partner's name?"),
        updatable=False,
    ),
    FactKind(
        "job",
        ("Trabajo como {v}.", "Laburo de {v} hace rato."),
        ("I work as a {v}.", "I'm a {v}, so my days are long."),
        {"es": same("enfermera", "contador", "diseñadora"), "en": same("nurse", "accountant", "designer")},
        ("¿A qué me dedico?", "What's my job?"),
    ),
    FactKind(
        "employer",
        ("Trabajo en {v} hace un par de años.",),
        ("I work at {v}.",),
        {"es": same("Globant", "Mercado Libre", "Ualá"), "en": same("Shopify", "Stripe", "Monzo")},
        ("¿En qué empresa trabajo?", "Which company do I work for?"),
    ),
    FactKind(
        "team size",
        ("Somos un equipo de {v} personas.", "En mi equipo somos {v}."),
        ("We're a team of {v}.", "I work in a team of {v}."),
        {"es": same("5", "8", "12"), "en": same("5", "8", "12")},
        ("¿De cuántas personas es mi equipo?", "How big is my team?"),
    ),
    FactKind(
        "currency",
        ("Pasame los precios en {v} siempre.",),
        ("Show me prices in {v}, always.",),
        {"es": (("dólares", "USD"), ("euros", "EUR")), "en": (("pounds", "GBP"), ("dollars", "USD"))},
        ("¿Cuánto cuesta esto?", "How much does this cost?"),
    ),
    FactKind(
        "contact channel",
        ("Prefiero que me escriban por {v}.",),
        ("I'd rather be contacted by {v}.",),
        {"es": (("WhatsApp", "WhatsApp"), ("mail", "mail")), "en": (("email", "email"), ("phone", "phone"))},
        ("¿Por dónde me tienen que contactar?", "How should you contact me?"),
    ),
    FactKind(
        "payment",
        ("Siempre pago con {v}.",),
        ("I always pay with {v}.",),
        {
            "es": (("Mercado Pago", "Mercado Pago"), ("transferencia", "transferencia")),
            "en": (("PayPal", "PayPal"), ("cash", "cash")),
        },
        ("¿Cómo suelo pagar?", "How do I usually pay?"),
    ),
    FactKind(
        "clothing size",
        ("Soy talle {v} en remeras.",),
        ("I'm a {v} in t-shirts.",),
        {"es": (("M", "M"), ("L", "L")), "en": (("medium", "M"), ("large", "L"))},
        ("¿Qué talle de ropa uso?", "What clothing size am I?"),
    ),
    FactKind(
        "age",
        ("Tengo {v} años.",),
        ("I'm {v}.",),
        {"es": same("34", "41"), "en": same("29", "52")},
        ("¿Cuántos años tengo?", "How old am I?"),
        updatable=False,
    ),
    FactKind(
        "email",
        ("Mi mail es {v}.",),
        ("My email is {v}.",),
        {"es": same("lu.perez@gmail.com", "mgarcia@outlook.es"), "en": same("sam.k@fastmail.com", "a.jones@proton.me")},
        ("¿Cuál es mi mail?", "What's my email?"),
    ),
    FactKind(
        "origin",
        ("Soy de {v}, aunque hace rato que no vuelvo.",),
        ("I'm from {v} originally.",),
        {"es": same("Mendoza", "Salta"), "en": same("Glasgow", "Cork")},
        ("¿De dónde soy?", "Where am I from?"),
        updatable=False,
    ),
    FactKind(
        "delivery",
        ("Prefiero retirar en sucursal.",),
        ("I'd rather pick up in store.",),
        {"es": (("", "pickup"),), "en": (("", "pickup"),)},
        ("¿Cómo prefiero recibir los pedidos?", "How do I like to get my orders?"),
        updatable=False,
    ),
    FactKind(
        "marketing",
        ("No me manden newsletters, gracias.",),
        ("Please stop sending me newsletters.",),
        {"es": (("", "no"),), "en": (("", "no"),)},
        ("¿Quiero recibir promociones?", "Do I want promotional emails?"),
        updatable=False,
    ),
    FactKind(
        "colour",
        ("Mi color favorito es el {v}.",),
        ("My favourite colour is {v}.",),
        {"es": (("verde", "verde"), ("negro", "negro")), "en": (("blue", "blue"), ("red", "red"))},
        ("¿Qué color me gusta?", "What colour do I like?"),
    ),
    FactKind(
        "response style",
        ("Prefiero respuestas {v}.",),
        ("I prefer {v} answers.",),
        {"es": (("cortas", "brief"),), "en": (("short", "brief"),)},
        ("¿Cómo te pedí que me respondas?", "How do I like your answers?"),
        updatable=False,
    ),
    FactKind(
        "llm",
        ("Decidimos usar {v} para el bot.",),
        ("We went with {v} for the chatbot.",),
        {"es": same("Claude", "Gemini", "GPT-5"), "en": same("Claude", "Gemini", "GPT-5")},
        ("¿Qué modelo de IA elegimos?", "Which AI model did we pick?"),
    ),
    FactKind(
        "carrier",
        ("Vamos con {v} para los envíos.",),
        ("We chose {v} for shipping.",),
        {"es": same("DHL", "FedEx", "UPS"), "en": same("DHL", "FedEx", "UPS")},
        ("¿Con qué transportista enviamos?", "Which carrier do we ship with?"),
    ),
    FactKind(
        "platform",
        ("Nuestra tienda está en {v}.",),
        ("Our store runs on {v}.",),
        {"es": same("Shopify", "Tiendanube"), "en": same("Shopify", "WooCommerce")},
        ("¿En qué plataforma está la tienda?", "What platform is our store on?"),
    ),
    FactKind(
        "crm",
        ("Optamos por {v} como CRM.",),
        ("We picked {v} as our CRM.",),
        {"es": same("HubSpot", "Salesforce"), "en": same("HubSpot", "Pipedrive")},
        ("¿Qué CRM usamos?", "Which CRM do we use?"),
    ),
    FactKind(
        "plan",
        ("Al final nos quedamos con el plan {v}.",),
        ("I went with the {v} plan.",),
        {"es": same("Pro", "Premium"), "en": same("Pro", "Basic")},
        ("¿Qué plan tengo?", "Which plan am I on?"),
    ),
    FactKind(
        "database",
        ("Elegimos {v} para la base.",),
        ("We went with {v} for the database.",),
        {"es": same("Postgres", "MySQL"), "en": same("Postgres", "MongoDB")},
        ("¿Qué base de datos elegimos?", "Which database did we choose?"),
    ),
    FactKind(
        "helpdesk",
        ("Usamos {v} para soporte.",),
        ("We use {v} for support.",),
        {"es": same("Zendesk", "Freshdesk"), "en": same("Zendesk", "Intercom")},
        ("¿Qué usamos para los tickets de soporte?", "What do we use for support tickets?"),
    ),
)
