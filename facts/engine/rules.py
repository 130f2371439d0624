"""The shape of an extraction rule and the pattern vocabulary the Spanish and English rule sets are
written in. Patterns run on fold_aligned text (lowercase, no accents, same offsets as the original),
so a value is cut from the user's own text with its capitals."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from facts.engine import lexicon, values
from memory_platform.text.normalise import STOPWORDS

Found = tuple[str, str] | list[tuple[str, str]] | None  # (key, value), several (a list of pets) or none
Handler = Callable[[re.Match[str], str], Found]

# A value ends at punctuation or at a word that starts something else ("vivo en Rosario con mi
# familia", "I live in Leeds now").
STOPS = (
    r"y|e|and|pero|but|con|with|desde|since|hace|for|por|ahora|now|anymore|ya|tambien|too|also|porque|because|que|so|asi|then"
    # "paypal if that's an option", "con tarjeta si se puede": a condition starts after the value
    r"|if|si(?=\s+(?:se|es|hay|puedo|puedes|puede|me|te|lo|la|no|tengo|tienen|aceptan|acept\w+)\b)"
    r"|en\s+vez|sino|instead|antes|after|despues|btw|cuando|when|a\s+esta\s+altura|at\s+this\s+point|originally|nowadays|these\s+days"
    r"|el\s+mes|el\s+ano\s+pasado|la\s+semana\s+pasada|last|este|esta|this|myself|segun|sobre\s+todo|above\s+all|lol|jaja|un\s+gusto|from|better\s+than|over|more\s+than"
    r"|right\s+now|at\s+the\s+moment|en\s+este\s+momento"
    r"|lately|recently|ultimamente|como|as|in\s+the\s+end|al\s+final|in\s+(?:most|european|eu|us|uk)|en\s+(?:casi|la\s+mayoria|todas)|del?\s+\d+|sin|without|here|aca|aqui|por\s+aqui|mismo"
    # a doubled "bad" intensifies what came before it ("I love afrobeats bad bad"); "obvs", "tbh" are asides
    r"|bad\s+bad|mal\s+mal|obvs|obviously|ofc|tbh|innit|actually|en\s+realidad"
    # laughter however long, and the tags that close a line in speech ("odio las mates jajaja", "frutos secos eh")
    r"|ja(?:ja)+j?|je(?:je)+|ha(?:ha)+|lmao|eh|po|pe|wey|guey"
    # "a backend dev at Shopify working remote from Halifax": how the user works starts something else
    r"|working\s+(?:remote|remotely|from|nights|days|shifts|part|full)"
    # "x" is "por" in a text ("vivo en arequipa x la chamba")
    r"|x\s+(?:el|la|los|las|lo|eso|esto|si|que|favor|ahi|aca|aqui|mi|tu|su|un|una)"
    # "w" is "with" in a text ("flying to tokyo w my sister")
    r"|w/?\s+(?:my|our|the|a|me)"
)
# The tags that close a spoken line ("…y dos gatos, cachai", "…and our two cats, eh"): no name of a pet after a comma.
SPEECH_TAG = (
    r"(?:cachai|po|pe|eh|che|bo|wey|guey|parce|asere|mate|lol|ok|innit|right|ya\s+sabes|sabes|viste|vale|tio|tia"
    r"|you\s+know"
    r"|ja(?:ja)+j?|je(?:je)+|ha(?:ha)+)\b"
)
# "St. Luke's", "Mt. Sinai", "Dr. Martens": the dot of an abbreviation does not end a name.
ABBREVIATION = r"(?<!\bst)(?<!\bmt)(?<!\bdr)(?<!\bft)"
END = r"(?=\s*(?:$|[,;:!?¿¡()\n\"]|" + ABBREVIATION + r"\.(?!\w)|\s-\s|\b(?:" + STOPS + r")\b))"
END_JOB = (
    r"(?=\s*(?:$|[,;:!?¿¡()\n\"]|"
    + ABBREVIATION
    + r"\.(?!\w)|\b(?:"
    + STOPS
    + r"|en|in|at|para|pa|on|de\s+noche|de\s+la|del\s+hospital|i|i'?m|im|we|we'?re|by\s+trade|for\s+a\s+living|not"
    # "a teacher before retiring", "de maestra hasta jubilarme": the role ends where the time of holding it starts
    r"|before|hasta"
    # "a sparky up in Townsville", "profe acá en Rosario": where the user works or lives starts after the role
    r"|(?:up|down|out|over|back)\s+(?:in|at|on|here|there)|aca|aqui|alla|alli|ahi|there"
    r"|speciali[sz]ing|speciali[sz]ed|especializad[oa]|experto|experta)\b))"
)
V = r"(?P<v>(?:[^,.;:!?¿¡()\n\"]|\.(?=\w)|(?:(?<=\bst)|(?<=\bmt)|(?<=\bdr)|(?<=\bft))\.\s(?=\w))+?)"
# A workplace, or a sector whose name joins two words ("oil and gas", "petróleo y gas") that V would cut at "and".
WORKPLACE = (
    r"(?P<v>(?:"
    + "|".join(
        sorted(
            (re.escape(s).replace(r"\ ", r"\s+") for s in lexicon.INDUSTRIES if re.search(r"\s(?:and|y|&)\s", s)),
            key=len,
            reverse=True,
        )
    )
    + r")(?![\w'-])|"
    + V[len("(?P<v>") :]
)
# A contact channel by any name the table knows ("WhatsApp", "wasap", "insta", "el correo" without its article).
CHANNEL = (
    r"(?P<v>"
    + "|".join(
        sorted(
            (re.escape(word).replace(r"\ ", r"\s+") for word in lexicon.CHANNELS if not word.startswith("el ")),
            key=len,
            reverse=True,
        )
    )
    + r")\b"
)
NUM = r"(?P<v>\d{1,3}(?:[.,]\d{1,2})?)(?![\d%])"
# A shoe size as written, a half included ("9 and a half", "38 y medio", "7½").
# An ordinal is no size: "I'm a 4th grade teacher", "soy maestra de 3ro".
SHOE = (
    r"(?P<v>\d{1,2}(?:[.,]5)?(?:\s+(?:and\s+a\s+half|y\s+medio)|½)?)"
    r"(?![\d%º°ª]|[.,]\d|(?:st|nd|rd|th|ro|do|to|vo|mo|no|er)\b)"
)
# A day of the month, in digits or in words, folded ("9", "ninth", "twenty-third", "veintitres", "primero").
DAY = (
    r"(?:\d{1,2}|(?:(?:twenty|thirty)[\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|first|second"
    r"|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|(?:thir|four|fif|six|seven|eigh|nine)teenth"
    r"|twentieth|thirtieth|primero|veinti(?:uno|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)|treinta(?:\s+y\s+uno)?"
    r"|dieci(?:seis|siete|ocho|nueve)|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce"
    r"|quince|veinte)(?![\w-]))"
)
# Languages a person speaks, folded ("catalan", "hindi", "euskera"); a note in the user's words names them.
SPOKEN_LANGUAGE = (
    r"(?:ingles|english|espanol|castellano|spanish|portugues|portuguese|frances|french|aleman|german|italiano|italian"
    r"|catalan|gallego|galician|euskera|basque|valenciano|arabe|arabic|chino|mandarin|cantones|cantonese|japones"
    r"|japanese|coreano|korean|ruso|russian|hindi|urdu|tamil|telugu|bengali|punjabi|gujarati|marathi|swahili|yoruba"
    r"|igbo|hausa|twi|quechua|guarani|aymara|nahuatl|polaco|polish|rumano|romanian|ucraniano|ukrainian|turco|turkish"
    r"|griego|greek|hebreo|hebrew|holandes|dutch|sueco|swedish|gaelic|welsh|irish|tagalog|vietnamese|vietnamita"
    r"|farsi|persian)\b"
)
# A condition the user lives with, in their words ("diabética tipo uno", "type 2 diabetic", "asthmatic").
CONDITION = (
    r"(?:type\s*(?:1|2|one|two)\s+diabetic|diabetic(?:\s+type\s*(?:1|2|one|two))?|diabetic[oa](?:\s+tipo\s*(?:1|2|uno|dos))?"
    r"|asthmatic|asmatic[oa]|epileptic|epileptic[oa]|dyslexic|dislexic[oa]|colou?r[\s-]?blind|daltonic[oa]"
    r"|(?:type\s*(?:1|2|one|two)\s+)?diabetes(?:\s+(?:type|tipo)\s*(?:1|2|one|two|uno|dos))?|asthma|asma|epilepsy"
    r"|epilepsia|dyslexia|dislexia)(?![\w-])"
)
# A car's make or model, in either language's speech ("un Mazda 3", "a Seat Ibiza", "el vocho"): the vehicle the user
# drives or owns is a note in their words.
CAR_MAKES = (
    r"(?:tesla|prius|pinto|mustang|beetle|corolla|civic|fiesta|golf|polo|mini|ford|toyota|honda|volkswagen|vw|bmw|mercedes"
    r"|audi|fiat|renault|peugeot|kia|hyundai|nissan|mazda|subaru|chevy|chevrolet|dodge|volvo|skoda|citroen|vauxhall|harley"
    r"|seat|ibiza|leon|opel|dacia|vocho|suzuki|mitsubishi|jeep|lexus|jaguar|land\s+rover|range\s+rover|porsche|alfa\s+romeo"
    r"|cupra|tsuru|sentra|versa|yaris|clio|megane|corsa|astra|sandero|duster|ranger|hilux|aveo|spark|tucson|sportage"
    # a model named alone ("a used RAV4", "a Tesla Model 3")
    r"|rav4|rav-4|cr-v|qashqai|juke|micra|octavia|fabia|kuga|outback|forester|camry|accord|altima|passat|tiguan"
    r"|zoe|ioniq|niro|model\s+[3sx]|xc40|xc60|xc90)"
)
# A route walked or ridden, named ("el Camino de Santiago", "the West Highland Way", "el GR 11"): a trip, not a place.
ROUTE = (
    r"(?P<v>camino\s+de\s+santiago|camino\s+(?:frances|portugues|del\s+norte|primitivo|ingles)|ruta\s+(?:de\s+(?:la\s+|los\s+)?"
    r"|del\s+)?[a-z]+(?:\s+[a-z]+)?|(?:[a-z]+\s+){1,3}(?:way|trail|path)|gr[\s-]?\d{1,3}|transpirenaica)(?![\w-])"
)
# A shoe size said in words ("nine", "ten and a half", "cuarenta y uno", "treinta y ocho y medio"), folded.
SHOE_IN_WORDS = (
    r"(?P<v>(?:(?:thirty|forty)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|two|three|four|five|six"
    r"|seven|eight|nine|ten|eleven|twelve|thirteen|(?:treinta|cuarenta|cincuenta)(?:\s+y\s+(?:uno|un|dos|tres|cuatro"
    r"|cinco|seis|siete|ocho|nueve))?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece)"
    r"(?:\s+(?:and\s+a\s+half|y\s+medio))?)(?![\w-])"
)
CURRENCY_WORDS = (
    r"euros?|eur|dolares|dollars?|usd|bucks|grand|pounds?|libras?|quid|gbp|pesos|reales|soles|lucas|pavos|rupees?|rupias?|rs"
    r"|inr|k|mil|palos|naira|ngn|cedis?|ghs|rand|zar|shillings?|kes|ksh|yen|quetzales|colones|lempiras|guaranies"
    r"|bolivianos|bolivares|dirhams?|ringgit|baht|cad|aud|nzd|mxn|ars|clp|cop|pen|brl|chf|sek|nok|dkk|jpy|cny|php|sgd|hkd"
)
# A number said in words, folded ("ochocientos", "mil quinientos", "twelve hundred"); values.amount_in_words reads it.
NUMBER_WORD = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen"
    r"|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|un|uno|dos|tres"
    r"|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci[a-z]+|veinte|veinti[a-z]+"
    r"|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|(?:dos|tres|cuatro|seis|sete|ocho|nove)cient[oa]s"
    r"|quinient[oa]s|mil)"
)
# An amount in words is one only with its currency ("ochocientos euros", "twelve hundred dollars").
AMOUNT_IN_WORDS = (
    NUMBER_WORD + r"(?:(?:[\s-]+|\s+(?:y|and)\s+)" + NUMBER_WORD + r")*\s+(?:" + CURRENCY_WORDS + r")\b(?<!\bmil)"
)
# Signs before an amount, "₦80,000" and "KSh 5,000" as much as "$150".
AMOUNT = (
    r"(?P<v>(?:\$|€|£|₹|₦|₱|¥|₩|₲|₵|us\$|[acns]\$|usd\s*|rs\.?\s*|ksh\s*|gh₵\s*|r\s?(?=\d)|s/\.?\s*)?(?:\d[\d.,]*\d|\d)(?:\s*(?:k|mil)\b)?(?:\s*(?:€|£|\$)|\s+(?:"
    + CURRENCY_WORDS
    + r")\b)?|"
    + AMOUNT_IN_WORDS
    + r")"
)


def priced(span: str) -> str | None:
    """An amount with its currency ("800 pesos", "£60"): a bare number after "max" may be anything."""
    found = values.amount(span)
    return found if found and re.search(r"[^\d\s.,]", found) else None


# An age in digits or in words, folded ("41", "thirty-two", "forty one", "cuarenta y un", "veintidos"); values.age
# keeps the user's words and checks it is one.
AGE_IN_WORDS = (
    r"(?:(?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(?:one|two|three|four|five|six|seven"
    r"|eight|nine)\b)?|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
    r"|(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)(?:\s+y\s+(?:uno|una|un|dos|tres|cuatro|cinco|seis"
    r"|siete|ocho|nueve)\b)?|veinte|veinti(?:uno|una|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)|doce|trece|catorce"
    r"|quince|dieci(?:seis|siete|ocho|nueve))(?![\w-])"
)
AGE = r"(?P<v>\d{2,3}|" + AGE_IN_WORDS + r")"


# A preference ends where its comparison starts ("el tren al avión", "tea to coffee").
END_PREF = (
    r"(?=\s*(?:$|[,;:!?¿¡()\n\"]|\.(?!\w)|\s-\s|\b(?:a|al|a\s+la|a\s+los|a\s+las|que|than|to|over|rather|instead"
    r"|en\s+vez|en\s+lugar|antes\s+que|porque|because|pero|but|y|and|e|for|para|en|on|in|when|cuando|asi|so|if|si"
    r"|por|when|since|desde|lol|jaja|btw)\b))"
)
# A preference or a like said by a verb keeps what the verb is done to and how ("read on paper", "have deliveries in the
# evening", "ver series en inglés", "ir a correr por la mañana"): it ends at a comparison ("than", "que", "a conducir",
# "to driving"), a reason, another clause or the people it is done with, never at its own "in", "en" or "por".
END_VERBAL = (
    r"(?=\s*(?:$|[,;:!?¿¡()\n\"]|\.(?!\w)|\s-\s|\b(?:than|rather|instead|over|en\s+vez|en\s+lugar|antes\s+que|que|porque"
    r"|because|since|as|pero|but|and|y|e|so|asi|when|cuando|if|si|lol|jaja\w*|btw|though|aunque|or|o|desde|hace|ya|now|ahora"
    r"|too|also|tambien|mientras|while|whenever|unless|con\s+(?:mi|mis|el|la|los|las|un|una|amig\w*)|with|sin|without"
    r"|(?<!\bir\s)(?<!\bsalir\s)(?<!\bvolver\s)(?<!\baprender\s)(?<!\bempezar\s)a\s+[a-z]+(?:ar|er|ir)"
    r"|to\s+[a-z]+ing|para\s+(?:que|no)|because)\b))"
)
VERBAL = r"(?P<v>[a-z]+(?:\s+[^\s,.;:!?¿¡()\n\"]+){0,6}?)" + END_VERBAL
# A Spanish infinitive, not a noun that ends like one ("el mar", "un bar").
INFINITIVE = (
    r"(?!(?:mar|bar|lugar|hogar|azucar|mujer|poder|placer|taller|alquiler|cancer|suer|ser\s+(?:atendid|contactad))\b)"
    r"(?:ir|[a-z]+(?:ar|er|ir))(?:me|se|nos|lo|la|los|las|le|les)?\b"
)
# An English verb in -ing, not a noun that ends like one ("the morning", "a wedding").
GERUND = (
    r"(?!(?:morning|evening|wedding|ceiling|thing|something|nothing|anything|everything|spring|king|ring|string|building"
    r"|meeting|pudding|darling|sibling|being|clothing|bling|sting|wing|swing)\b)[a-z]{2,}ing\b"
)
VERBAL_ING = r"(?P<v>" + GERUND + r"(?:\s+[^\s,.;:!?¿¡()\n\"]+){0,6}?)" + END_VERBAL
VERBAL_ES = r"(?P<v>" + INFINITIVE + r"(?:\s+[^\s,.;:!?¿¡()\n\"]+){0,6}?)" + END_VERBAL
MONTHS = (
    r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|january"
    r"|february|march|april|may|june|july|august|september|october|november|december"
)
WEEKDAYS = (
    r"lunes|martes|miercoles|jueves|viernes|sabado|domingo|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
)
SEASONS = (
    r"verano|invierno|otono|primavera|navidad(?:es)?|semana\s+santa|summer|winter|autumn|fall|spring|christmas|easter"
)
# When a plan is far enough ahead to be worth remembering ("el año que viene", "next spring", "en marzo").
LATER = (
    r"\b(?:(?:el|la)\s+)?(?:mes|ano|semana|verano|invierno|otono|primavera|curso)\s+que\s+viene\b|\bproxim[oa]s?\s+\w+"
    r"|\ben\s+(?:(?:el|la)\s+)?(?:" + MONTHS + "|" + SEASONS + r"|unos\s+\w+|unas\s+\w+|dos|tres|\d+)\b"
    r"|\ba\s+(?:final(?:es)?|principios?|mediados?)\s+de\b|\bdentro\s+de\b|\beste\s+(?:" + SEASONS + r"|ano|mes)\b"
    r"|\bnext\s+\w+|\bin\s+(?:the\s+)?(?:" + MONTHS + "|" + SEASONS + r"|new\s+year|a\s+few|a\s+couple|two|three|\d+)\b"
    # a month cut short: "getting married in Sept", "me caso en oct"
    r"|\b(?:in|en)\s+(?:jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec|ene|abr|dic)\b"
    r"|\bat\s+the\s+(?:end|start|beginning)\s+of\b|\bthis\s+(?:" + SEASONS + r"|year|month)\b|\blater\s+this\b"
    r"|\bpronto\b|\bsoon\b|\bafter\s+the\s+summer\b|\bat\s+(?:christmas|easter)\b|\bpor\s+navidad(?:es)?\b"
    # "over the December hols", "for the Easter holidays", "en las vacaciones de julio"
    r"|\b(?:over|during|for)\s+the\s+(?:(?:" + MONTHS + "|" + SEASONS + r"|school|summer|winter|half[\s-]term)\s+)"
    r"(?:hols|holidays|break|vacation|vacay)\b"
    r"|\b(?:en|para)\s+(?:las\s+)?vacaciones\s+de\s+(?:" + MONTHS + "|" + SEASONS + r")\b"
    # "a partir de octubre voy a vivir en Granada", "from September I'll be living in Hull"
    r"|\ba\s+partir\s+de\s+(?:(?:el|la)\s+)?(?:" + MONTHS + "|" + SEASONS + r"|proxim\w+|ano\s+que\s+viene)\b"
    r"|\b(?:from|starting(?:\s+in)?)\s+(?:next\s+\w+|" + MONTHS + "|" + SEASONS + r")\b"
    # "a fin de mes me voy a Cusco", "a finales de año": the end of this month or year
    r"|\ba\s+fin(?:es)?\s+de\s+(?:mes|ano)\b"
)
# "off to Japan for Easter", "para Semana Santa nos vamos a Oporto": a trip for a feast is ahead (a thing bought
# "for Christmas" is no plan).
FEAST = (
    r"\b(?:for|para)\s+(?:easter|christmas|xmas|new\s+year|semana\s+santa|navidad(?:es)?|ano\s+nuevo|carnaval(?:es)?)\b"
)
# Any time ahead, the near days included ("el viernes", "tomorrow").
AHEAD = (
    LATER + r"|\bmanana\b|\btomorrow\b|\b(?:el|on|this)\s+(?:" + WEEKDAYS + r")\b|\beste\s+finde\b|\bthis\s+weekend\b"
    # a day of a month: "el 1 de febrero empiezo…", "on the 3rd of May I start…", "on May 3"
    r"|\b(?:el|on(?:\s+the)?)\s+(?:dia\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:de|of)\s+(?:" + MONTHS + r")\b"
    r"|\bon\s+(?:" + MONTHS + r")\s+\d{1,2}(?:st|nd|rd|th)?\b"
    # a day written before its month, or a day of this month alone: "on 5 October", "from 2 April", "on the 8th"
    r"|\b(?:on|from)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:" + MONTHS + r")\b|\bon\s+the\s+\d{1,2}(?:st|nd|rd|th)\b"
    # a feast ahead: "over Easter", "over Christmas"
    r"|\bover\s+(?:the\s+)?(?:easter|christmas|xmas|new\s+year)\b"
    # "a partir del lunes", "from Monday", "starting next week", "kicking off monday": a start ahead
    r"|\ba\s+partir\s+(?:del|de\s+(?:este|el|la))\s+(?:" + WEEKDAYS + r"|proxim[oa])\b|\ba\s+partir\s+de\s+manana\b"
    r"|\b(?:from|starting|kicking\s+off)\s+(?:this\s+|next\s+)?(?:" + WEEKDAYS + r"|tomorrow|next\s+week)\b"
)
# Looking forward to it says a trip is ahead ("can't wait", "estoy deseando").
EAGER = (
    r"\b(?:can'?t\s+wait|so\s+excited|really\s+excited|excited\s+to|looking\s+forward|estoy\s+deseando|estamos\s+deseando"
    r"|que\s+ganas|tengo\s+muchas\s+ganas|me\s+muero\s+de\s+ganas)\b"
)
ERRAND_TRIP = (
    r"\b(?:un\s+momento|un\s+rato|a\s+comprar|a\s+por|a\s+buscar|to\s+(?:grab|get|buy|pick)"
    r"|for\s+a\s+(?:minute|sec|bit))\b"
)
# A time past rules out a plan. "ya"/"already" alone does not: "ya tenemos piso" is said of a move ahead;
# only a settled-in "ya vivimos allí" is. "hace" counts with a length of time, not "hace calor".
PAST = (
    # "at last!" is relief, not a time past
    r"\b(?:pasad[oa]|(?<!\bat\s)last|ago|yesterday|ayer)\b"
    # "back in March", not "moving back in March"
    r"|(?<!moving\s)(?<!going\s)(?<!coming\s)(?<!heading\s)(?<!flying\s)(?<!move\s)(?<!go\s)(?<!come\s)(?<!be\s)"
    r"\bback\s+in\s+(?:" + MONTHS + "|" + SEASONS + r"|(?:19|20)\d\d|the\s+day)\b"
    # "desde hace seis años" is how long something has lasted, not when
    r"|(?<!desde\s)\bhace\s+(?:un|una|unos|unas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\d+|mucho|poco|tiempo|nada|ya)\b"
    r"|\bya\s+(?:(?:me|nos)\s+)?(?:viv|estoy\s+(?:instalad|viviendo)|estamos\s+(?:instalad|viviendo)|llev)"
    r"|\b(?:already|now)\s+(?:live|living|settled|based)\b|\b(?:we'?ve|i'?ve)\s+(?:already\s+)?(?:moved|settled)\b"
    # "we're in Austin now, moved down from Chicago in 2019": a move told in the past; the year says nothing ahead
    r"|(?<!be\s)(?<!been\s)(?<!get\s)(?<!getting\s)(?<!being\s)\b(?:moved|relocated)\s+(?:(?:down|up|over|back|out)\s+)?"
    r"(?:from|to|here|there)\b|\b(?:me\s+mude|me\s+he\s+mudado|nos\s+hemos\s+mudado)\b"
)
# A degree named by its letters ("my MBA", "un MBA", "a PhD"): the studies, when no field follows it.
DEGREE = (
    r"(?P<v>e?mba|ph\.?\s?d|dphil|m\.?\s?sc|b\.?\s?sc|llb|llm|mbbs|b\.?\s?tech|m\.?\s?tech|b\.?\s?com|m\.?\s?com|bba|bca|mca|pgdm"
    r"|b\.?\s?ed|m\.?\s?ed|ba|ma|cpa|acca|cfa|mfa|mph|dba)(?![\w.])(?!\s+(?:in|on|of|en|de)\b)"
)
# Letters that name a degree typed in lowercase too ("doing my mba"); the short ones only in capitals ("a BA").
DEGREES_IN_LOWERCASE = frozenset("mba emba phd ph.d dphil msc bsc llb llm mbbs btech mtech bcom mcom pgdm".split())  # noqa: SIM905


def degree(match: re.Match[str], original: str) -> Found:
    """ "I'm doing my MBA from IIM Bangalore", "estoy haciendo un MBA en el IE": the degree as the user wrote it."""
    text = values.clean(span(match, original))
    capitals = sum(c.isupper() for c in text)
    known = values.fold(text).replace(" ", "") in DEGREES_IN_LOWERCASE
    return ("studies", text) if capitals >= 2 or (known and len(text) >= 3) else None


# A name's later words are never a verb that starts the next statement ("me llamo Rocío tengo treinta y cuatro años",
# typed or dictated with no comma).
NEXT_STATEMENT = r"(?:tengo|soy|vivo|estoy|trabajo|estudio|i|i'?m|im|i'?ve|live|work)\b"
NAME = (
    r"(?P<v>[^\W\d_][\w'-]*(?:\s+(?!" + NEXT_STATEMENT + r")[^\W\d_][\w'-]*){0,2}?)"
    r"(?:" + END + r"|(?=\s+" + NEXT_STATEMENT + r"))"
)
WORD = r"(?P<v>[^\W\d_][\w'-]*)"  # one word, the user's capital checked by the handler
EMAIL = r"(?P<v>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"
I_AM = r"\b(?:i'?m|i\s+am|im)\b"
MESSAGES_TO_COME = r"even\s+(?:when|if|though)\s+i\s+(?:write|ask|type|text|message|speak)"
STANDING = re.compile(
    r"\b(?:siempre|a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+(?:mas|adelante)|desde\s+ahora|en\s+adelante|nunca|always|from\s+now\s+on"
    r"|going\s+forward|every\s+time|cada\s+vez|never|prefiero|prefer|i'?d\s+rather"
    # "reply in English even when I write in Hindi": the messages to come named, so the wish outlasts this one
    r"|" + MESSAGES_TO_COME + r")\b"
)


@dataclass(frozen=True)
class Rule:
    pattern: re.Pattern[str]
    handler: Handler
    retire: bool = False  # a negation with no new value: the old value goes
    inferred: bool = False  # implied rather than stated ("mi perro Rocco rompió…"): medium confidence
    one_off_gated: bool = False  # a preference: refused in a clause that says "this time", "hoy"…
    needs_standing: bool = False  # only with "siempre", "always", "prefiero"… in the clause
    negative_form: bool = False  # the pattern itself says "no …": no negation check
    held_only: bool = False  # a retirement that stands only when the user holds that very value (FactCandidate)
    requires: re.Pattern[str] | None = None  # something elsewhere in the message ("equipo" for "somos 6")
    excludes: re.Pattern[str] | None = None  # something that, anywhere in the clause, rules it out


def rule(
    pattern: str, handler: Handler, *, requires: str | None = None, excludes: str | None = None, **flags: bool
) -> Rule:
    return Rule(
        re.compile(pattern),
        handler,
        requires=re.compile(requires) if requires else None,
        excludes=re.compile(excludes) if excludes else None,
        **flags,
    )


def span(match: re.Match[str], original: str, group: str = "v") -> str:
    start, end = match.span(group)
    return original[start:end] if start >= 0 else ""


SUBJECT_I = re.compile(r"\b(?:i|i'?m|im|i'?ve|i'?d|we|we'?re|we'?ve|yo|nosotros)\b")
# "been at Aldi 2 yrs as a store assistant": a line opened by the user's verb, its subject dropped.
DROPPED_SUBJECT = re.compile(r"^\W*(?:just\s+|still\s+)?(?:been|worked|working|started|joined)\b")
THIRD_PERSON_VERB = re.compile(r"\b(?:works|serves|acts|doubles|moonlights|trabaja|curra|labura)\s+$")
# "I worked as a porter for a year" (simple past, a role left), "I need to be certified as a plumber first", "quiero
# trabajar como guía" (a role wished or required): none is the user's job now. "I've worked as…" still is.
NOT_THE_ROLE_NOW = re.compile(
    r"(?<!\bhave\s)(?<!'ve\s)(?<!\bhad\s)(?<!'d\s)\bworked\s+$"
    # "I start at Shopify on April 15th as a product designer": a role begun on a day ahead is a plan, not the job
    r"|\b(?:(?:i|we)\s+(?:start|begin)|(?:i'?m|i\s+am)\s+(?:starting|beginning))\b[^,.;]*\bon\s+(?:the\s+)?"
    r"(?:\d{1,2}(?:st|nd|rd|th)?\s+of\s+)?[a-z]+(?:\s+\d{1,2}(?:st|nd|rd|th)?)?\s+$"
    r"|\b(?:need|needs|want|wants|hope|hoping|have|has|going|like|love|plan|planning|wish|would|trying|try|able"
    r"|necesito|quiero|quisiera|espero|tengo\s+que|voy\s+a|me\s+gustaria|planeo|pienso)"
    r"\s+(?:to\s+)?(?:be|become|get|work|start|trabajar|ser|empezar|certificarme|titularme)\b[^,.;]*$"
)


def of_the_user(handler: Handler) -> Handler:
    """For a role told without its subject ("as a nurse", "and work as a nurse"): kept when it opens
    the clause, a first-person subject comes before it or the line opens with the user's verb, never after
    "works as" (someone else)."""

    def handle(match: re.Match[str], original: str) -> Found:
        before = match.string[: match.start()]
        tail = before[max(before.rfind(","), before.rfind(";")) + 1 :]
        opens = not tail.strip()
        if THIRD_PERSON_VERB.search(before) or not (opens or SUBJECT_I.search(before) or DROPPED_SUBJECT.match(before)):
            return None
        if NOT_THE_ROLE_NOW.search(before):
            return None
        return handler(match, original)

    return handle


SENTENCE_OPENS = re.compile(r"(?:^|[.!?¡¿:]|\n)\W*$")


def not_a_name(handler: Handler) -> Handler:
    """A verb written with a capital inside a sentence is part of a name ("una agencia chica, Estudio Nube"),
    not the user's studies."""

    def handle(match: re.Match[str], original: str) -> Found:
        start = match.start()
        if original[start : start + 1].isupper() and not SENTENCE_OPENS.search(original[:start]):
            return None
        return handler(match, original)

    return handle


# "£2,000 a month", "80 euros a la semana", "$150 per night": the period an amount is counted over, said right after it.
PER_PERIOD = re.compile(
    r"\s*(?:(?:a|an|per|each|every|al|por|a\s+la|cada)\s+(?:month|week|year|night|day|person|head|mes|semana|a[nñ]o"
    r"|noche|d[ií]a|persona)|pcm|p/m|/\s?(?:month|mo|week|wk|night|year|mes)|monthly|weekly|mensuales|semanales)\b",
    re.IGNORECASE,
)


def keyed(key: str, normalise: Callable[[str], str | None]) -> Handler:
    def handle(match: re.Match[str], original: str) -> tuple[str, str] | None:
        value = normalise(span(match, original))
        return (key, value) if value else None

    return handle


def budget(normalise: Callable[[str], str | None]) -> Handler:
    """A budget's amount, with the period it is counted over when one is said right after it ("£2,000 a month")."""

    def handle(match: re.Match[str], original: str) -> tuple[str, str] | None:
        value = normalise(span(match, original))
        if value and match.start("v") >= 0 and (per := PER_PERIOD.match(original, match.end("v"))):
            value = f"{value} {per.group().strip()}"
        return ("budget", value) if value else None

    return handle


def plan_called_off(
    pattern: str, *, key: str = "planned move", requires: str | None = None, excludes: str | None = None
) -> Rule:
    """The user calling off a planned move (or `key`'s plan): the place it named, retired."""
    handler = keyed(key, values.capitalised_place)
    return rule(pattern, handler, requires=requires, excludes=excludes, retire=True, negative_form=True)


# Words that end a line after "with my dog" and are no pet's name ("out with my dog daily", "con mi perro siempre").
NOT_A_PETS_NAME = frozenset(
    {"today", "tonight", "daily", "again", "too", "now", "here", "there", "outside", "inside", "always", "sometimes"}
    | {"often", "everyday", "lol", "haha", "please", "pls", "tho", "though", "also", "anyway", "ok", "xd", "jaja"}
    | {"hoy", "siempre", "tambien", "ahora", "aqui", "alla", "diario", "jeje", "porfa", "mucho", "solo", "sola"}
)


def named_pet_gone(match: re.Match[str], original: str) -> Found:
    """ "se nos murió el Firulais", "Toby passed away": the name the user capitalised, when it is no one of the
    family."""
    said = next(
        (span(match, original, g) for g in ("v", "w", "x", "y") if g in match.re.groupindex and match.group(g)), ""
    )
    name = values.capitalised_name(said)
    return ("pet", name) if name and values.fold(name) not in lexicon.PEOPLE else None


def pet_named_last(match: re.Match[str], original: str) -> Found:
    """ "with my dog buster", "con mi perro toby": the word after the pet, ending the line, is its name even in
    lowercase, unless it only says when or how."""
    word = span(match, original)
    folded = values.fold(word)
    if folded in NOT_A_PETS_NAME or folded.endswith("ly") or folded.endswith("mente"):
        return None
    name = values.person_name(word)
    return ("pet", name) if name else None


def fixed(key: str, value: str) -> Handler:
    return lambda match, original: (key, value)


def mapped(key: str, table: dict[str, str]) -> Handler:
    """The user's words ("débito", "vegana"), when the table knows them; comparison goes through
    facts.engine.synonyms, never through the stored value."""
    return keyed(key, values.recognised(table))


def diet_of_degree(match: re.Match[str], original: str) -> Found:
    """ "I am pure vegetarian", "a strict vegan": the way of eating with how strictly, in the user's words."""
    found = mapped("diet", lexicon.DIETS)(match, original)
    degree = span(match, original, "q") if match.start("q") >= 0 else ""
    return ("diet", f"{degree} {found[1]}") if degree and isinstance(found, tuple) else found


def coded(key: str, table: dict[str, str]) -> Handler:
    """A setting's code ("es", "USD", "M"): the value is read by the platform, not shown as said."""
    return keyed(key, values.lookup(table))


def choice(default: str | None = None) -> Handler:
    """A tool or plan an organisation chose: the tool's own key, "plan X", or the purpose named
    next to it ("para los envíos", "as our CRM"); `default` when the rule already says which."""

    def handle(match: re.Match[str], original: str) -> tuple[str, str] | None:
        text = span(match, original)
        found = values.tool(text)
        if found is not None:
            return found
        plan = re.match(r"(?i)\s*(?:el|the|our)?\s*plan\s+([\w-]+)\s*$", text) or re.match(
            r"(?i)\s*(?:the\s+)?([\w-]+)\s+plan\s*$", text
        )
        if plan is not None:
            return "plan", plan.group(1)
        purpose = _purpose(match, original)
        key = purpose or default
        name = values.company(text)
        return (key, name) if key and name and name[:1].isupper() else None

    return handle


def _purpose(match: re.Match[str], original: str) -> str | None:
    if "p" not in match.re.groupindex or match.start("p") < 0:
        return None
    words = values.clean(match.group("p")).split()
    while words and words[0] in ("our", "la", "el", "los", "las", "the"):
        words = words[1:]
    for size in range(len(words), 0, -1):
        key = lexicon.PURPOSES.get(" ".join(words[:size]))
        if key:
            return key
    return None


def day_month(key: str) -> Handler:
    """A date the platform reads (a launch date): its month and day as a code, "06-01"."""

    def handle(match: re.Match[str], original: str) -> tuple[str, str] | None:
        groups = match.groupdict()
        day = groups.get("d") or groups.get("d2") or ""
        month = groups.get("m") or groups.get("m2") or ""
        value = values.day_month(day, month)
        return (key, value) if value else None

    return handle


def date_as_said(key: str) -> Handler:
    """A date about the user ("14 de marzo", "the 2nd of August"), kept in their words when it is one: the
    comparison reads its month and day (facts.engine.synonyms)."""
    coded = day_month(key)

    def handle(match: re.Match[str], original: str) -> tuple[str, str] | None:
        if coded(match, original) is None:
            return None
        spans = [match.span(g) for g in ("d", "m", "d2", "m2") if g in match.re.groupindex and match.start(g) >= 0]
        start, end = min(s for s, _ in spans), max(e for _, e in spans)
        ordinal = re.match(r"(?:st|nd|rd|th)\b", match.string[end:])
        return key, original[start : end + (ordinal.end() if ordinal else 0)]

    return handle


def capitalised_words_as_said(span_text: str) -> str | None:
    """A name the user capitalised, numbers kept ("GR 11", "West Highland Way")."""
    text = values.clean(span_text)
    return text if text[:1].isupper() else None


def known_town_or_country(span_text: str) -> str | None:
    """A place the user capitalised that is a known town or a country ("de Valencia", "from Leeds"), never a
    department or a team ("de Recursos Humanos")."""
    found = values.capitalised_place(span_text)
    return found if found and (values.is_town(found) or values.fold(found) in lexicon.COUNTRIES) else None


def place_named_before(key: str) -> Handler:
    """ "sigo en Málaga, donde nací": the place (group "p") the words after it (the value's span, "v") say more of,
    so the place read as the home may be read again as the origin."""

    def handle(match: re.Match[str], original: str) -> Found:
        place = values.capitalised_place(span(match, original, "p"))
        return (key, place) if place else None

    return handle


def known_town(span: str) -> str | None:
    """A place the user capitalised that is a known town ("Townsville"), never a ward or a department."""
    found = values.capitalised_place(span)
    return found if found and values.is_town(found) else None


# A place's name, two words at most beside "de"/"of" ("Alcalá de Henares"), so what follows it is never read as one.
PLACE_WORDS = r"(?P<v>[^\W\d_][\w'-]*(?:\s+(?:(?:de|of)\s+(?:la\s+|los\s+|the\s+)?)?[^\W\d_][\w'-]*)??)"


def place_even_in_lowercase(span_text: str) -> str | None:
    """A place the user capitalised, or one typed in lowercase that is a known town or a country ("moved here from
    poland", "living in peterborough now"); never a lowercase word that is neither ("came over from work")."""
    found = values.capitalised_place(span_text)
    if found:
        return found
    found = values.place(span_text)
    if found and (values.is_town(found) or values.fold(found) in lexicon.COUNTRIES):
        return found[:1].upper() + found[1:]
    return None


def work_place(match: re.Match[str], original: str) -> Found:
    """ "trabajo en fintech" is an industry; "trabajo en Globant" an employer."""
    text = values.clean(span(match, original))
    folded = re.sub(
        r"^(?:(?:el\s+sector|la\s+industria|el\s+rubro|el\s+mundo)(?:\s+(?:de\s+(?:la|el|los|las)|del|de))?|the)\s+",
        "",
        values.fold(text),
    )
    folded = re.sub(r"^(?:la|el)\s+(?=[a-z]+$)", "", folded)  # "la construcción": the sector, its article off
    sector = re.match(r"^(?P<s>.+?)\s+(?:business|industry|sector|trade)$", folded)
    if sector and sector.group("s") in lexicon.INDUSTRIES:  # "the insurance business": the sector, its word off
        folded, text = sector.group("s"), " ".join(text.split()[:-1])
    if folded in lexicon.INDUSTRIES:
        return "industry", " ".join(text.split()[-len(folded.split()) :])  # "el sector salud" → "salud"
    role = re.match(r"(?i)^(?P<at>.+?)\s+(?:de|as\s+an?|as)\s+(?P<job>[^\W\d_][\w\s-]*)$", text)
    title = values.profession(role.group("job")) if role else None
    if role and title:  # "Soriana de cajero": where, and as what
        name = values.company(role.group("at"))
        return [("employer", name), ("job", title)] if name else None
    name = values.company(text)
    return ("employer", name) if name else None


def partner_left(match: re.Match[str], original: str) -> Found:
    """ "lo dejé con Pablo", "me separé de Jorge": the partner left, named with a capital."""
    name = values.capitalised_name(span(match, original, "v" if match.group("v") else "w"))
    return ("partner", name) if name else None


def employer_and_role(match: re.Match[str], original: str) -> Found:
    """ "Bimbo de supervisor": the employer and the role, only when the role is a profession."""
    found = work_place(match, original)
    return found if isinstance(found, list) else None


def industry(match: re.Match[str], original: str) -> Found:
    """ "been in fintech my whole career": a sector the user has worked in, only when it is one."""
    found = work_place(match, original)
    return found if found and found[0] == "industry" else None


def employer_of_a_role(match: re.Match[str], original: str) -> Found:
    """ "estoy de cajera en el Mercadona": the employer, when what the user is "de" is a profession ("soy
    mecanico tengo un taller en Maracaibo" names a town, after a clause of its own)."""
    role = span(match, original, "j")
    if values.runs_on(role) or not values.profession(role):
        return None
    name = values.named_company(span(match, original))
    return ("employer", name) if name else None


def employer_held_for_a_while(match: re.Match[str], original: str) -> Found:
    """ "llevo 3 años en Mercadona como cajera", "I've been at Tesco 3 years as a cashier": the employer, when the
    role said after it is a profession; after "de" the profession must come first ("en el Banco de Chile como
    cajera" is no role "Chile como cajera")."""
    role = values.profession(span(match, original, "j"))
    if not role or values.runs_on(span(match, original, "j")):
        return None
    if match.group("c") == "de" and values.fold(role.split()[0]) not in lexicon.PROFESSIONS | lexicon.ROLE_HEADS:
        return None
    name = values.named_company(span(match, original))
    return ("employer", name) if name else None


def role_and_employer(match: re.Match[str], original: str) -> Found:
    """ "Ingeniera de sistemas, en Bancolombia": an intro without a verb, the role and where, when the role is a
    profession and the place is named with a capital."""
    role = values.profession(span(match, original, "j"))
    head = values.fold(role.split()[0]) if role else ""
    if head not in lexicon.PROFESSIONS and head not in lexicon.ROLE_HEADS:
        return None  # the line opens with the role itself, not "el personaje principal es médico"
    place = span(match, original)
    if role and values.is_town(values.capitalised_words(place)):
        return [("job", role)]  # "Ingeniera de sistemas, en Medellín": where the user works, not who for
    name = values.named_company(place)
    return [("job", role), ("employer", name)] if role and name else None


def both_children_named(match: re.Match[str], original: str) -> Found:
    """ "Two kids, both girls, Ava's 6 and Isla's 3": the count and each child, by the sex said of both."""
    key = "daughter" if match.group("g") == "girls" else "son"
    names = [values.capitalised_name(span(match, original, group)) for group in ("a", "b")]
    if None in names:
        return None
    return [("children", span(match, original, "n")), *((key, name) for name in names if name)]


def role_and_named_employer(match: re.Match[str], original: str) -> Found:
    """ "now a UX researcher at Canva": the role, when it is a profession, and the employer named with a capital."""
    role = values.profession(span(match, original, "j"))
    name = values.named_company(span(match, original))
    return [("job", role), ("employer", name)] if role and name else None


def name_and_origin(match: re.Match[str], original: str) -> Found:
    """ "soy Ximena de Guadalajara": a name and a home town, both capitalised by the user."""
    name = values.capitalised_name(span(match, original))
    place = values.capitalised_place(span(match, original, "p"))
    return [("name", name), ("origin", place)] if name and place else None


# "tengo 3 hijos, el mayor es Tomás", "three brothers, Liam is the eldest": the one named, by kin and gender.
ELDEST_KIN = {
    "herman": ("brother", "sister"),
    "brother": ("brother", "brother"),
    "sister": ("sister", "sister"),
    "son": ("son", "son"),
    "boy": ("son", "son"),
    "daughter": ("daughter", "daughter"),
    "girl": ("daughter", "daughter"),
}


def eldest(match: re.Match[str], original: str) -> Found:
    kin = values.fold(match.group("r"))
    feminine = (match.groupdict().get("g") or "") == "la"
    pair = next((keys for stem, keys in ELDEST_KIN.items() if kin.startswith(stem)), None)
    if pair is None:
        if kin in ("kids", "children"):
            return None  # "three kids, Sam is the eldest": a son or a daughter, the words do not say
        pair = ("son", "daughter")  # hijos, pelaos, pibes…
    name = values.capitalised_name(span(match, original, "v" if match.start("v") >= 0 else "n"))
    return (pair[1] if feminine else pair[0], name) if name else None


def year_of_a_course(match: re.Match[str], original: str) -> Found:
    """ "tercero de Derecho": the field the user studies, with the year they are in, in their words."""
    field = values.favourite(span(match, original))
    return ("studies", span(match, original, "y") + field) if field else None


def club(key: str) -> Handler:
    """ "soy del Betis", "I support Arsenal": a team only when the club is known; else nothing."""
    return keyed(key, values.club)


def brand_or_tool(match: re.Match[str], original: str) -> Found:
    text = span(match, original)
    found = values.brand(text)
    return ("brand", found) if found else values.tool(text)


def preferred_brand_or_tool(match: re.Match[str], original: str) -> Found:
    """ "prefiero PayPal", "I prefer Apple Pay": what one person prefers is their own way to pay, never the
    provider a business takes payments through (that one is said as "we", "cobramos con")."""
    found = brand_or_tool(match, original)
    if found is None:
        method = values.recognised(lexicon.PAYMENTS)(span(match, original))
        return ("payment", method) if method else None
    if found[0] == "payment provider":
        method = values.payment_method(span(match, original))
        return ("payment", method) if method else None
    return found


def favourite(match: re.Match[str], original: str) -> Found:
    """ "mi comida favorita es…", "my favourite colour is…": the noun says the key."""
    noun = values.fold(values.clean(match.group("n")))
    if noun in ("color", "colour", "colores", "colours", "colors"):
        value = values.colour(span(match, original))
        return ("colour", value) if value else None
    key_noun = lexicon.FAVOURITES.get(noun) or lexicon.FAVOURITES.get(noun.split()[-1])
    value = values.favourite(span(match, original))
    if value is None or UNSPECIFIC.match(values.fold(value)):
        return None  # "esa es mi canción favorita": which one is said elsewhere
    title = TITLE_GOES_ON.match(original, match.end("v")) if value[:1].isupper() else None
    value += title.group() if title else ""
    return (f"favourite {key_noun}", value) if key_noun else None


# A title the user capitalised goes on past the small words a value stops at ("Pride and Prejudice", "Gone with the
# Wind", "El señor de los anillos") when a capitalised word follows them and the title ends the clause ("Amélie and
# Paris is…" is two things).
TITLE_GOES_ON = re.compile(
    r"(?:(?:\s+(?:a|an|the|of|and|with|in|on|to|for|at|from|de|del|la|el|los|las|y|en|con|o|or|&))+"
    r"\s+(?!I\b|I')[A-ZÁÉÍÓÚÑ][\w'’-]*)+(?=\s*(?:[,.;:!?()\"]|$))"
)


# The end of a favourite named with its verb left out: the sentence's end, the next favourite ("…, Pulp Fiction and
# my favourite band, Blur") or why ("…, autumn, because of the colours"), never a clause that goes on ("…, la
# verdad, no me acuerdo").
LISTED_FAVOURITE_ENDS = (
    r"(?=\s*(?:$|[.!?;]|,?\s+(?:y|e|and)\s+(?:mi|mis|my)\b|,?\s+(?:because|porque|por\s+(?:el|la|los|las|su|sus))\b))"
)
A_FAVOURITE_BEFORE = re.compile(r"\b(?:favou?rites?|faves?|favorit[oa]s?|preferid[oa]s?)\b")


def favourite_listed(match: re.Match[str], original: str) -> Found:
    """ "mi libro favorito es Rayuela y mi película favorita, Nueve reinas": a second favourite after a first one, its
    verb left out; only in a line that already named a favourite, so the comma stands for the verb."""
    if not A_FAVOURITE_BEFORE.search(match.string[: match.start()]):
        return None
    return favourite(match, original)


def favourite_of_its_kind(match: re.Match[str], original: str) -> Found:
    """ "nothing beats a good lasagna, all time fave", "ninguna peli… como El laberinto del fauno, es mi favorita": a
    favourite named before the word, its kind told by a noun elsewhere in the line ("peli") or by being a dish."""
    value = values.favourite(span(match, original))
    if value is None or UNSPECIFIC.match(values.fold(value)):
        return None
    words = values.fold(value).split()
    if words[-1] in lexicon.DISHES:
        return "favourite food", value
    around = match.string[: match.start("v")] + " " + match.string[match.end("v") :]
    kinds = [lexicon.FAVOURITES[word] for word in re.findall(r"[a-z]+", around) if word in lexicon.FAVOURITES]
    # "war films are my favourites", "las pelis de terror son mis favoritas": the kind named inside the thing, never
    # the kind alone nor someone's ("your films are my favourites")
    if re.match(r"(?:your|his|her|their|tus?|sus?|vuestr[oa]s?)\b|[a-z]+'s\b", " ".join(words)) or all(
        word in lexicon.FAVOURITES or word[:-1] in lexicon.FAVOURITES for word in words
    ):
        return None
    kinds += [lexicon.FAVOURITES[kind] for word in words for kind in (word, word[:-1]) if kind in lexicon.FAVOURITES]
    return (f"favourite {kinds[0]}", value) if kinds else None


def favourite_just_named(match: re.Match[str], original: str) -> Found:
    """ "vi otra vez Esperando la carroza; es mi película favorita", "hice mole 😭 es mi comida favorita": the thing
    the user was just watching, reading, hearing or cooking, named as they capitalised it, or a dish."""
    value = values.favourite(span(match, original))
    key_noun = lexicon.FAVOURITES.get(values.fold(match.group("n")))
    if value is None or key_noun is None or UNSPECIFIC.match(values.fold(value)):
        return None
    if not value[:1].isupper() and values.fold(value).split()[-1] not in lexicon.DISHES:
        return None  # "vi otra vez la tele, es mi serie favorita": which one is not said
    return f"favourite {key_noun}", value


def relative(table: dict[str, str], name: Callable[[str], str | None] = values.capitalised_name) -> Handler:
    """A named relative: "mi hermana Ana", "my dad's name is Frank" (the group r is the relation)."""

    def handle(match: re.Match[str], original: str) -> Found:
        key = table.get(values.fold(match.group("r")))
        value = name(re.sub(r"'s$", "", span(match, original)))  # "my son Jack's kit"
        return (key, value) if key and value else None

    return handle


def relatives(table: dict[str, str]) -> Handler:
    """Relatives named together: "mis hijos se llaman Hugo y Leo" (children are one fact: both names)."""

    def handle(match: re.Match[str], original: str) -> Found:
        key = table.get(values.fold(match.group("r")))
        found = values.names(span(match, original))
        if not key or not found:
            return None
        return (key, values.clean(span(match, original))) if key == "children" else [(key, n) for n in found]

    return handle


def siblings_counted(table: dict[str, str]) -> Handler:
    """Brothers or sisters counted, not named ("I have two older sisters", "tengo un hermano mayor"): the count
    and the word as the user wrote them, under the sibling's key."""

    def handle(match: re.Match[str], original: str) -> Found:
        key = table.get(values.fold(match.group("r")))
        after = SIBLINGS_AGE.sub("", original[match.end() :], count=1)
        if not key or _named_after(after, span(match, original).split()[0]):
            return None  # "two sisters Ana and Bea": the names say who they are, and so how many
        return key, values.clean(span(match, original))

    return handle


# "dos hermanos mayores, Nacho y Fede": how old the siblings are, left behind by the count, comes before their names.
SIBLINGS_AGE = re.compile(r"^\s+(?:mayores|menores|grandes|peque[nñ]os|peque[nñ]as|chic[oa]s)(?=\s*,)", re.IGNORECASE)
NAMES_RUN = re.compile(r"\s*,?\s+(?P<v>[^\W\d_][\w'-]*(?:\s*(?:,|y|e|and|&)\s*[^\W\d_][\w'-]*)*)")


def _named_after(text: str, count: str) -> bool:
    """Whether names follow relatives counted, with or without a comma between ("dos hermanos Iván y Rocío", "two older
    brothers, Tom and Ned")."""
    run = NAMES_RUN.match(text)
    return run is not None and bool(names_counted(run.group("v"), count))


def parents(match: re.Match[str], original: str) -> Found:
    """Two parents named together: by the order the user gave ("mum and dad"), else the mother by her name's
    ending; nothing when the names do not tell ("Sue and Jim")."""
    found = values.names(span(match, original))
    if len(found) != 2:
        return None
    order = match.groupdict().get("o")
    if order:
        return list(
            zip(("mother", "father") if values.fold(order)[:1] == "m" else ("father", "mother"), found, strict=True)
        )
    folded = [values.fold(name) for name in found]
    feminine = [name.endswith("a") for name in folded]
    if feminine.count(True) != 1 or any(name in lexicon.NAMES_AGAINST_ENDING for name in folded):
        return None
    return [("mother" if female else "father", name) for female, name in zip(feminine, found, strict=True)]


def pets(match: re.Match[str], original: str) -> Found:
    found = values.names(span(match, original))
    return [("pet", n) for n in found] or None


NAMED_AFTER = re.compile(
    r"(?i)\b(?:(?:(?:que|q)\s+)?se\s+llaman?|llamad[oa]s?|called|named|names?\s+(?:is|are)|nombre)\b"
)
PET_FOLLOWERS = frozenset(
    "y e and que who which lol jaja jajaja but pero so asi en in at with con home casa too tambien also"  # noqa: SIM905
    " out now ahora afuera actually btw tbh though".split()
)


# "una gata negra, Luna": a name right after the kind, or after one word that is no preposition ("tres gatos en
# Rosario" is where the user lives with them).
NAME_FOLLOWS = re.compile(
    r"\s*(?:(?!(?:en|in|at|on|near|de|del|desde|from|a|al|to|por|cerca|outside)\b)[^\W\d_]+\s*)?[,:]?\s*"
    r"(?:(?:el|la)\s+)?[A-ZÁÉÍÓÚÑ]"
)


def pet_kinds(kinds: str) -> Handler:
    """Pets told by their kind, not named ("una tortuga y dos periquitos"): each kind as the user wrote it,
    unless a name follows ("tengo un gato, Sombra" is read by the rules for names)."""
    kind = re.compile(r"\b" + kinds + r"\b")

    def handle(match: re.Match[str], original: str) -> Found:
        after = original[match.end() :]
        told = list(kind.finditer(match.group("v")))
        if NAMED_AFTER.search(after) or NAME_FOLLOWS.match(after):
            # "una gata negra, Luna", "a dog, his name is Rocket": the rules for names read the last one, and
            # only it in "two chooks and a cat called Pania"
            told = told[:-1]
        else:
            follower = re.match(r"\s*([^\W\d_]+)", after)
            if follower and values.fold(follower.group(1)) not in PET_FOLLOWERS:
                return None  # "a cat allergy test", "un gato negro": the kind is not the whole of it
        start = match.start("v")
        found = []
        for k in told:
            counted = re.search(
                r"\b(?:\d{1,2}|dos|tres|cuatro|cinco|two|three|four|five)\s+$", match.group("v")[: k.start()]
            )
            begin = start + (counted.start() if counted else k.start())  # "3 gatos", "two budgies": the count kept
            found.append(("pet", original[begin : start + k.end()]))
        return found or None

    return handle


def pet_looked_after(match: re.Match[str], original: str) -> Found:
    """ "walking my dog before work", "le doy de comer a mi gata": a pet told only by its kind, looked after or lived
    with by the user; whatever follows (the time, the place) is no part of it, and a name after it is left to the
    rules for names."""
    after = original[match.end() :]
    if after.startswith("'") or NAMED_AFTER.match(after.lstrip(" ,")) or NAME_FOLLOWS.match(after):
        return None
    said = (span(match, original, g) for g in ("v", "w", "x") if g in match.re.groupindex)
    return ("pet", next((kind for kind in said if kind), ""))


# Words that are never part of a pastime's name: what is done, when, how often, with whom and where start elsewhere
# ("I play ice hockey every Tuesday", "juego al hockey sobre hielo con mis primos").
OUTSIDE_A_PASTIME = frozenset(
    (  # noqa: SIM905
        "i we you it its it's he she they me my our your his her their mi mis tu tus su sus nuestro nuestra yo"
        " play plays playing do does doing go goes going practise practice practising practicing ride"
        " juego jugamos hago hacemos practico practicamos toco tocamos voy vamos salgo salimos"
        " the a an el la los las un una unos unas lo al del some any lots lot loads of more most much little bit"
        " algo mucho poco mas menos and or but y e o pero with without con sin at in on to for from by into"
        " en a para por desde hasta entre with every each cada todos todas twice once times time veces vez diario"
        " also still really just always usually often sometimes mostly mainly tambien siempre aun todavia solo"
        " night nights morning mornings evening evenings afternoon afternoons weekend weekends day days week weeks"
        " noche noches manana mananas tarde tardes finde findes semana semanas dia dias mes"
        " monday tuesday wednesday thursday friday saturday sunday lunes martes miercoles jueves viernes sabado"
        " sabados domingo domingos uno dos tres cuatro cinco one two three four five"
    ).split()
)


def _pastime_phrase(words: list[str], start: int, end: int, *, qualified_after: bool) -> tuple[int, int]:
    """The whole name of a pastime around the known word for it: the words before it that qualify it ("ice hockey",
    "table tennis", "hot yoga") and, in Spanish, after it ("hockey sobre hielo", "fútbol sala", "natación
    sincronizada"), up to a word that starts something else."""
    folded = [values.fold(w) for w in words]

    def inside(word: str) -> bool:
        return (
            word.replace("-", "").isalpha()
            and word not in OUTSIDE_A_PASTIME
            and not word.endswith("ly")
            and len(word) > 2
        )

    while start > 0 and inside(folded[start - 1]):
        start -= 1
    if qualified_after:
        if end + 1 < len(words) and folded[end] in ("sobre", "de") and inside(folded[end + 1]):
            end += 2
        elif end < len(words) and inside(folded[end]):
            end += 1
    return start, end


def pastime_in(*, qualified_after: bool) -> Handler:
    """A known pastime among the words after a verb of doing, with the words that are part of its name."""

    def handle(match: re.Match[str], original: str) -> Found:
        text = values.clean(span(match, original))
        words = values.fold(text).split()
        originals = text.split()
        # "bailar salsa": after a verb that is a pastime itself, the pastime it names is the more specific one
        skips = (1, 0) if len(words) > 1 and re.search(r"(?:ar|er|ir)$", words[0]) else (0,)
        for skip in skips:
            for at in range(skip, len(words)):
                if at > skip and not all(
                    w.replace("-", "").isalpha() and w not in OUTSIDE_A_PASTIME and not w.endswith("ly")
                    for w in words[skip:at]
                ):
                    break
                for size in (3, 2, 1):
                    if " ".join(words[at : at + size]) in lexicon.HOBBIES:
                        # "five-a-side football", "seven a side rugby": a pastime that names the kind of another
                        named = at + size + (at + size < len(words) and words[at + size] in lexicon.HOBBIES)
                        start, end = _pastime_phrase(originals, at, named, qualified_after=qualified_after)
                        return "hobby", " ".join(originals[max(start, skip) : end])
        return None

    return handle


pastime = pastime_in(qualified_after=False)
# "empecé a correr para coger el bus", "I started running to catch the bus": a run after something, once, is no pastime.
ONE_RUN = (
    r"\b(?:para\s+(?:coger|pillar|alcanzar|no\s+perder)|detras\s+de|to\s+catch|after\s+(?:the|a|my)|for\s+the\s+bus)\b"
)

# "in my spare time I do pottery", "en mis ratos libres juego al ajedrez": a verb of doing is no part of the pastime.
LIGHT_VERB = re.compile(
    r"^(?:do|go|play|practi[cs]e|hago|practico|juego(?:\s+(?:al|a\s+la|a\s+los))?|voy\s+a(?:l)?)\s+(?=\w)",
    re.IGNORECASE,
)
NOT_A_PASTIME = frozenset(
    "have has am was get got be nothing not never dont don't sleep work trabajo tengo estoy soy duermo nada nunca"  # noqa: SIM905
    " no".split()
)


def free_time(match: re.Match[str], original: str) -> Found:
    """ "in my spare time I sew", "en mi tiempo libre hago cerámica": what fills the user's free time is a pastime,
    whatever its name."""
    text = LIGHT_VERB.sub("", values.clean(span(match, original)))
    words = values.fold(text).split()
    if not words or words[0] in NOT_A_PASTIME or lexicon.PEOPLE.intersection(words):
        return None
    return "hobby", text


# What is asked for but no thing the user chooses ("siempre pido perdón", "I always order too much", "I always book
# online").
NOT_A_CHOICE = re.compile(
    r"^(?:(?:el|la|los|las|the|a|an|un|una)\s+)?(?:perdon|disculpas|permiso|ayuda|cita|hora|turno|consejo|factura|la\s+cuenta"
    r"|cuenta|lo\s+mismo|de\s+mas|demasiad\w*|por\s+internet|online|in\s+advance|ahead|too\s+much|too\s+many|way\s+too"
    r"|help|sorry|advice|directions|a\s+refund|refunds?|reembolso|the\s+bill|bill|receipt|the\s+same|same|extra\s+time"
    r"|takeaway|delivery|a\s+taxi|taxis?|uber|lift|comida\s+a\s+domicilio)\b"
)


def standing_choice(match: re.Match[str], original: str) -> Found:
    """What the user always orders, books or asks for is a preference, with what it comes with ("té verde sin azúcar",
    "the earliest flight"); never an apology, help or how it is done ("siempre pido perdón", "I always book online")."""
    text = values.without_article(values.clean(span(match, original)))
    folded = values.fold(text)
    if not text or NOT_A_CHOICE.match(folded) or UNSPECIFIC.match(folded) or not 1 <= len(folded.split()) <= 6:
        return None
    return "preference", text


# "my boss drives me mad", "mi suegra me cae fatal", "it does my head in": a person or a pronoun annoys, no thing.
ANNOYING_ONE = re.compile(
    r"^(?:(?:my|mi|mis|our|his|her|the|el|la|los|las|tu|su|este|esta|ese|esa|this|that)\s+)?(?:[a-z]+\s+)?"
    r"(?:boss|jefe|jefa|he|she|they|you|it|him|her|them|people|gente|neighbou?rs?|vecin[oa]s?|this|that|eso|esto)$"
)


def annoyance(match: re.Match[str], original: str) -> Found:
    """A dislike said by an idiom of annoyance ("me cae fatal la cebolla", "queues drive me mad", "I can't be doing
    with crowds"): the thing, never a person ("mi jefe me saca de quicio") or what is in front of the user now."""
    folded = values.fold(values.clean(span(match, original)))
    words = folded.split()
    if ANNOYING_ONE.match(folded) or any(word in lexicon.PEOPLE for word in words):
        return None
    return taste("dislikes")(match, original)


def kept_at(match: re.Match[str], original: str) -> Found:
    """ "I collect old stamps", "restauro muebles antiguos": a collection or a restoration the user keeps at."""
    return "hobby", values.clean(span(match, original))


UNSPECIFIC = re.compile(
    r"^(?:(?:el|la|los|las|lo|the|a|an|un|una|to)\s+)?(?:este|esta|esto|ese|esa|eso|estos|estas|esos|esas|aquel\w*|lo|idea|tu|tus"
    r"|su|sus|como|cuando|que|cual|donde|mucho|nada|todo|mas|menos|primer\w*|segund\w*|tercer\w*|ultim\w*|otr[oa]s?|dos|ambos"
    r"|ambas|this|that|these|those|it|its|how|what|when|where|which|way|your|you|yours|him|her|them|one|ones|more|less|first"
    r"|second|third|last|other|new|both|either|neither|two|not|no|to\s+(?:know|see|hear|think|ask|say|be)|answer|option"
    r"|version|format|respuesta|opcion|formato|explanation|explicacion|esperar|wait|waiting|pensarlo|think|es|son|is|are|was|were"
    # "el plan me gusta mucho así": the plan the assistant made, or the way it is laid out, is no taste
    r"|asi|plan|planes|propuesta|itinerario|itinerary)\b"
    r"(?<!\bnew)(?<!\bnuevo)(?<!\bnueva)"  # "a new job at Deloitte" names it; "the new one" does not
)
# "I like to eat", "me gusta comer": eating or drinking is no food or drink.
CONSUMING = frozenset("to eat eating drink drinking comer beber tomar como bebo".split())  # noqa: SIM905
# "whom we adore so much", "me encanta muchísimo", "loving life right now", "amo la vida": no thing liked is named.
HOW_MUCH_OR_LIFE = re.compile(
    r"(?:(?:very|so|too|that|soo+)\s+much|a\s+lot|lots|loads|muchisimo|mucho|un\s+monton|demasiado|bastante|harto|mazo"
    r"|(?:my|mi|la|the|this)\s+(?:life|vida)|life|vida)"
)
ADDRESSED = re.compile(
    r"\b(?:you|your|yours|contigo|usted|ustedes|vos|te|tu|tus|one|ones)\b|\b\w+(?:ar|er|ir)(?:te|le|os|les)\b"
)
COMPARED_ELSEWHERE = re.compile(r"\b(?:colou?res|colou?rs?|talles?|tallas?|sizes?)\b")


SUFFERED = re.compile(
    r"(?:being|getting)\s+(?:\w+ed|kept|left|put|told|sent|stuck|made|given|caught|shown"
    r"|on\s+hold|in\s+(?:a\s+)?(?:queue|line|traffic))\b"
)


# A verb of doing with nothing after it: "es lo que mas me gusta hacer", "it's what I love doing most".
BARE_DOING = re.compile(r"^(?:to\s+)?(?:hacer(?:lo)?|do(?:ing)?(?:\s+it)?|make|making)(?:\s+(?:most|the\s+most|mas))?$")
# Words after a verb of liking that name no thing: a reason ("porque es…", "because it's…"), when or where it is
# liked ("en Navidad", "in summer"), a pronoun ("a mí", "verlo", "irme", "doing that"), a filler or how much ("ya",
# "para nada", "at all"), or a phrase cut at its article or preposition ("la canción la de").
NO_THING = re.compile(
    r"^(?:porque|because|cause|cuz|coz|pues|since|ya|para\s+nada|at\s+all|(?:a\s+)?(?:mi|ti)|me|yo|myself|yourself"
    r"|(?:the\s+)?most|best)$"
    r"|^(?:porque|because|cause|cuz|coz|pues)\b"
    r"|^(?:ir|ver|ser|dar|[a-z]{2,}(?:ar|er|ir))(?:lo|la|los|las|le|les|me|te|se|nos)$"
    r"|^[a-z]{2,}ing\s+(?:it|that|this|them|those|these|so)$"
    r"|\b(?:de|del|la|el|los|las|of|the|by)$"
)
# "por sh", "en Navidad", "in the summer": a short phrase after a preposition says why, when or where, not what.
WHEN_OR_WHY = re.compile(r"^(?:por|en|in|on|at|during|durante)\s+\S+(?:\s+\S+)?$")


def hated(match: re.Match[str], original: str) -> Found:
    """A dislike said by hating or not standing a thing; a colour named alone is one too ("el amarillo no lo soporto",
    "I can't stand yellow"), where a colour liked or preferred may be the item of the moment ("prefiero la azul")."""
    found = taste("dislikes")(match, original)
    if found is not None:
        return found
    text = values.clean(span(match, original))
    words = values.fold(text).split()
    if words and words[0] in ("el", "the"):
        words, text = words[1:], " ".join(text.split()[1:])
    return ("dislikes", text) if len(words) == 1 and words[0] in lexicon.COLOURS else None


def taste(key: str) -> Handler:
    """A standing like, dislike or preference in the user's words; nothing for "this one", "the
    second option", "how you said it"."""

    def handle(match: re.Match[str], original: str) -> Found:
        text = values.without_band_word(span(match, original))  # "a fan of the band Blur": the band's name
        folded = values.fold(text)
        words = folded.split()
        if not 1 <= len(words) <= 6 or UNSPECIFIC.match(folded) or COMPARED_ELSEWHERE.search(folded):
            return None
        if HOW_MUCH_OR_LIFE.fullmatch(folded):
            return None  # "whom we adore so much", "loving life": how much, or life itself, names no taste
        if all(word in CONSUMING for word in words):
            return None
        if (
            len(words) > 1
            and words[0] in ("my", "mi", "mis", "our", "nuestra", "nuestro")
            and words[1] in lexicon.PEOPLE
        ):
            return None  # "I love my mum very much", "adoro a mis sobrinos": love for the user's people is no taste
        addressed = ADDRESSED.search(values.fold(re.sub(r"(?i)\bté\b", "", text)))  # "el té" is tea, not "te"
        if addressed or (len(words) <= 2 and (words[-1] in lexicon.COLOURS)):
            return None  # "I enjoy talking to you", "prefiero la azul": about this conversation or this order
        if words[-1] in lexicon.GENERIC_NOUNS and len(words) <= 2:
            return None  # "me gusta el día", "I like the office"
        if SUFFERED.match(folded):
            return None  # "I just love being kept waiting": what is done to the user is a complaint
        if BARE_DOING.match(folded):
            return None  # "es lo que mas me gusta hacer": the verb left alone names nothing; the thing was said before
        if key in ("likes", "dislikes") and (NO_THING.search(folded) or WHEN_OR_WHY.match(folded)):
            return None  # "no me gusta porque es…", "me gusta verlo", "I hate doing that", "me encanta en Navidad"
        if key != "preference" and in_view(text, words):
            return None  # "I like the soup especially", "I love the oak floors": what is in front of the user
        if key in ("likes", "dislikes") and "v" in match.re.groupindex:
            text += _what_it_comes_with(match, original)
        return key, values.without_article(text)

    return handle


# "café con leche", "pizza with pineapple", "conciertos con mucha gente": what a thing comes with is part of it; the
# people a thing is done with ("con mis amigos", "with my kids", "con Juan") are not.
COMES_WITH = re.compile(
    r"\s+(?:con|with)\s+(?!(?:mi|mis|tu|tus|su|sus|nuestr[oa]s?|my|our|your|his|her|their|him|them|me|us|friends|amig[oa]s"
    r"|familia|family|the\s+(?:kids|family|boys|girls|lads)|los\s+(?:ninos|chicos|peques)|mates|colegas|gente\s+que"
    r"|people\s+(?:who|that)|el|ella|ellos|ellas|you|ustedes|vosotros|alguien|someone|anyone|nadie|todo|everything)\b)"
    r"(?P<w>[a-z]+(?:\s+[a-z]+){0,2}?)(?=\s*(?:$|[,.;:!?)]|\s(?:y|e|and|pero|but|porque|because|cuando|when|que|that|en|in"
    r"|at|on|los|las|every|todos|todas|los\s+\w+|on\s+\w+|jaja\w*|lol)\b))"
)


def _what_it_comes_with(match: re.Match[str], original: str) -> str:
    """ "con leche" after "café": the rest of the thing liked, when it is no person and no one's."""
    end = match.end("v")
    found = COMES_WITH.match(match.string, end)
    if not found or original[found.start("w") : found.start("w") + 1].isupper():
        return ""  # "salir con Juan": a person the user goes out with
    return original[end : found.end("w")]


# "a lot of jazz", "mucho reguetón", "a Bad Bunny": how much and the personal "a" say nothing of the music.
HOW_MUCH_MUSIC = re.compile(
    r"^(?:(?:a\s+lot\s+of|alot\s+of|lots\s+of|loads\s+of|tons\s+of|plenty\s+of|a\s+bit\s+of|mostly|mainly|mucho|mucha|muchisimo"
    r"|muchisima|bastante|sobre\s+todo|mas\s+que\s+nada|casi\s+siempre|siempre|a)\s+)+"
)


def listened_to(match: re.Match[str], original: str) -> Found:
    """ "I listen to a lot of jazz", "escucho mucho reguetón", "escucho a Vetusta Morla": music the user listens to, by
    its kind or by a name the user capitalised, is a like; "I listen to the radio", "escucho a mi madre" are not."""
    if A_FAVOURITE_BEFORE.search(match.string):
        return None  # "escucho a X a todas horas, es mi cantante favorita": a favourite, read as one
    text = values.clean(span(match, original))
    how_much = HOW_MUCH_MUSIC.match(values.fold(text))
    text = text[how_much.end() :] if how_much else text
    text = WHILE_DOING.split(text)[0].strip()  # "flamenco mientras cocino", "jazz when I cook": the music only
    words = values.fold(values.without_article(text)).split()
    named = values.without_article(values.without_band_word(text))[:1].isupper()
    if not words or LISTENING_ASIDE.intersection(words):
        return None  # "music I can work to", "rock yo también": who follows starts something else
    if named:
        text = values.capitalised_words(values.without_article(values.without_band_word(text)))  # not "…todo el día"
    else:
        text = LISTENING_TIME.split(text)[0].strip()  # "jazz all the time", "rock todo el día": the music only
        words = values.fold(values.without_article(text)).split()
    kind = lexicon.MUSIC.intersection(words) or "hip hop" in " ".join(words)
    if not (named or kind or (len(words) > 1 and {"music", "musica"}.intersection(words))):
        return None
    whole = re.fullmatch(r"(?P<v>.+)", text)
    return taste("likes")(whole, text) if whole else None


LISTENING_TIME = re.compile(
    r"\s+(?i:all\s+(?:the\s+time|day|night)|nonstop|non-stop|every\s+day|on\s+repeat|todo\s+el\s+(?:d[ií]a|rato)"
    r"|a\s+todas\s+horas|sin\s+parar|a\s+diario|en\s+bucle)\b"
)
LISTENING_ASIDE = frozenset("i you we he she they it me my mi yo while mientras when cuando".split())  # noqa: SIM905
# What the user does while listening, after the music ("mientras cocino", "when I cook").
WHILE_DOING = re.compile(r"(?i)\s+(?:while|mientras|when|cuando)\s")


# A list said in one breath after a verb of liking ("hiking, baking and old films", "el senderismo, la repostería y el
# cine antiguo"): items of a few words, none of them a word that ends a value, the last after "and" / "y".
_ITEM_WORD = r"(?!(?:" + STOPS + r")\b)[^\s,.;:!?¿¡()\n\"]+"
_ITEM = _ITEM_WORD + r"(?:\s+" + _ITEM_WORD + r"){0,4}"
LIST = r"(?P<v>" + _ITEM + r"(?:\s*,\s*" + _ITEM + r")*\s*,?\s+(?:and|y|e)\s+" + _ITEM + r")" + END
# An item that opens a clause of its own ("…and go every weekend", "…y odio el reguetón", "…y tengo dos") ends the
# list: a pronoun, or a verb said by the user.
OPENS_A_CLAUSE = frozenset(
    """i i'm im i've we it it's its that this they he she you there go goes going went have has had do does did get got
    am is are was were be been can could will would should must might try want need make take spend play watch hate
    love like enjoy adore think know feel never always often usually sometimes really so then not no don't dont can't
    cant wish hope plan eat drink live work me te se le les lo nos que ya yo tambien siempre nunca voy vamos soy somos
    estoy estamos doy hay es son esta estan era fue tengo tenemos hago hacemos su sus""".split()  # noqa: SIM905
)
PRONOUNS_IN_AN_ITEM = frozenset(
    "i me it them you he she we they him us yo nos les le".split()  # noqa: SIM905
    + "is are was were has es son era fue esta estan tiene hay".split()  # noqa: SIM905
)


def liked_list(key: str, *, spanish: bool = False) -> Handler:
    """ "I love hiking, baking and old films", "me gustan el senderismo, la repostería y el cine antiguo": one like (or
    dislike) holding the whole list in the user's words, less its leading article, when each item would be one;
    nothing when an item is a clause of its own or the list runs long, so the plain rule after this one reads the
    first item alone."""
    one = taste(key)

    def handle(match: re.Match[str], original: str) -> Found:
        whole_list = values.without_article(span(match, original))
        if len(whole_list.split()) > 10:
            return None
        items = re.split(r"\s*,\s*(?:(?:and|y|e)\s+)?|\s+(?:and|y|e)\s+", whole_list)
        infinitives = values.fold(items[0]).startswith("to ")  # "to read, write and paint": bare verbs after it
        found = []
        for number, item in enumerate(items):
            words = values.fold(item).split()
            if not words or PRONOUNS_IN_AN_ITEM.intersection(words):
                return None
            if number and not infinitives and words[0] in OPENS_A_CLAUSE:
                return None
            if spanish and number and len(words) > 1 and words[0].endswith("o") and words[0] not in values.ARTICLES:
                return None  # "…y bailo salsa", "…y odio el reguetón": a Spanish verb in the first person
            whole = re.fullmatch(r"(?P<v>.+)", item)
            read = one(whole, item) if whole else None
            if not isinstance(read, tuple):
                return None
            found.append(read)
        if infinitives:
            whole_list = whole_list[3:]  # "read, write and paint", without the "to" that opened it
        return (key, whole_list) if len(found) > 1 else None

    return handle


# English "the" before a thing in lowercase singles out one in front of the speaker ("I like the lamb best", "I love
# the tiled kitchen"), unless the thing is one nobody has in view: a place to go, a season, the weather, an art.
OPEN_TASTES = frozenset(
    "beach sea ocean seaside coast mountains countryside outdoors wild cold heat snow rain sun sunshine winter summer"  # noqa: SIM905
    " spring autumn fall city theatre theater opera ballet cinema movies gym radio piano guitar violin drums cello"
    " flute saxophone trumpet harp news smell sound taste feel feeling".split()
)


def in_view(text: str, words: list[str]) -> bool:
    originals = text.split()
    return (
        len(words) > 1 and words[0] == "the" and originals[1][:1].islower() and not OPEN_TASTES.intersection(words[1:])
    )


# Verbs of an order or a support case: "I'm going to order two next month" is no plan to remember.
ERRANDS = re.compile(
    r"^(?:need|have|get|order|buy|pay|send|check|try|ask|call|return|see|wait|pick|take|let|keep|think|say|tell|look|be"
    r"|cancel|change|email|write|reply|use|pedir|comprar|pagar|mandar|enviar|devolver|necesitar|llamar|mirar|ver|probar"
    r"|esperar|tener|cancelar|cambiar|escribir|usar|decir|preguntar)\b"
)


def plan(key: str) -> Handler:
    """A plan in the user's words ("hacer el Camino de Santiago", "a new job at Deloitte")."""

    def handle(match: re.Match[str], original: str) -> Found:
        text = values.clean(span(match, original))
        folded = values.fold(text)
        errand = ERRANDS.match(folded)
        if FOR_SOMEONE_ELSE.search(match.string[: match.start()]) or DONE_FOR_SOMEONE.match(folded):
            return None
        return (key, text) if 1 <= len(text.split()) <= 10 and not UNSPECIFIC.match(folded) and not errand else None

    return handle


# "le quiero hacer una despedida", "quiero hacerle una fiesta", "I want to throw her a leaving do": an event the user
# holds for someone else belongs to that person's news, not the user's plans.
FOR_SOMEONE_ELSE = re.compile(r"\b(?:le|les)\s+$")
DONE_FOR_SOMEONE = re.compile(r"^[a-z]+(?:ar|er|ir)(?:le|les)\b|^[a-z]+\s+(?:her|him|them)\s+(?:a|an|the|some)\b")


def plan_and_when(key: str) -> Handler:
    """A life event ahead and when, without whom: "me caso en mayo" of "me caso con Daniela en mayo", "I'm getting
    married next August" of "…married to Fiona next August" (the partner is a fact of its own)."""
    read = plan(key)

    def handle(match: re.Match[str], original: str) -> Found:
        when = span(match, original, "t")
        found = read(match, original)
        if found is None or not when:
            return found
        text = f"{values.clean(span(match, original))} {values.clean(when)}"
        return (key, text) if len(text.split()) <= 10 else None

    return handle


def occupation(match: re.Match[str], original: str) -> Found:
    """What the user does for a living in their words ("la fontanería"), never "esto" or "lo mismo"."""
    value = values.job(span(match, original))
    return ("job", value) if value and not UNSPECIFIC.match(values.fold(value)) else None


# "Never suggest anything with peanuts in it, my son is allergic": a reason given after a comma, in a clause of
# its own with its own subject, is no part of a standing instruction; so is a complaint about the assistant's answers
# ("reply in point form, your long paragraphs make my head hurt").
REASON_AFTER = re.compile(
    r"\s*[,;]\s*(?:(?:because|since|as|porque|ya\s+que|que)\s+)?(?:my|his|her|our|their|i|i'?m|i'?ve|it'?s|he'?s|she'?s"
    r"|we'?re|they'?re|your|you'?re|mi|mis|su|sus|es\s+que|soy|estoy|tengo)\b.*$",
    re.IGNORECASE,
)


def freeform(key: str) -> Handler:
    def handle(match: re.Match[str], original: str) -> tuple[str, str] | None:
        parts = [span(match, original, g) for g in ("v", "rest") if g in match.re.groupindex]
        said = " ".join(p for p in parts if p)
        value = values.instruction(REASON_AFTER.sub("", said)) if key == "instruction" else values.freeform(said)
        return (key, value) if value else None

    return handle


# "two sisters, Grace and Esi", "una hermana menor, Sol": each named relative under its kin.
KIN_BY_STEM = {
    "herman": ("brother", "sister"),
    "brother": ("brother", "brother"),
    "sister": ("sister", "sister"),
    "hij": ("son", "daughter"),
    "nin": ("son", "daughter"),  # "tenemos un niño de 4, Emiliano"
    "son": ("son", "son"),
    "daughter": ("daughter", "daughter"),
    "varon": ("son", "son"),  # "un varón de 8, Yeiko, y una hembrita de 5, Nashla"
    "hembr": ("daughter", "daughter"),
}
HAVING = re.compile(
    # "I've two sisters", "I've a brother" (Irish and British English): "'ve" alone before a count or "a" is having.
    r"\b(?:tengo|tenemos|(?:i|we)\s+have|(?:i|we)'ve\s+got|(?:i|we)\s+have\s+got|(?:i|we)'ve(?=\s+(?:an?|one|two|three|four|five|six|\d)\b|\s*$)"
    r"|viv(?:o|imos)(?:\s+en\s+[^,.;]{1,30}?)?\s+(?:sol[oa]s?\s+)?con|(?:i|we)\s+live\s+(?:alone\s+)?with)\b"
    r"|^\W*got\b"  # "Got 3 kids and a dog called Marmite": the subject left out, opening the line
)
SOMEONE_HAS = re.compile(r"\b(?:tiene|tienen|has|had)\b")


def _spelling(name: str) -> str:
    return re.sub(r"(\w)\1", r"\1", values.fold(name).replace("h", ""))


def name_put_right(match: re.Match[str], original: str) -> Found:
    """ "it's Tendai btw, not Tenda", "es Anabel, no Ana": the user's name spelt right, when the wrong one is
    the same name cut short or spelt with a letter doubled or an "h" ("Jon", "Anna"), never another word
    ("it's Tuesday, not Thursday")."""
    new, old = values.fold(match.group("v")), values.fold(match.group("o"))
    similar = new != old and (new.startswith(old) or old.startswith(new) or _spelling(new) == _spelling(old))
    name = values.capitalised_name(span(match, original))
    return ("name", name) if similar and name and span(match, original, "o")[:1].isupper() else None


def after_having(handler: Handler) -> Handler:
    """A match that does not itself open with "tengo" / "I have" counts only after the user's own having, with no
    one else's in between ("y una perrita que se llama Kira" after "tenemos un michi", never after "una amiga
    que tiene…")."""

    def handle(match: re.Match[str], original: str) -> Found:
        if not HAVING.match(match.string, match.start()):
            before = match.string[: match.start()]
            having = list(HAVING.finditer(before))
            if not having or SOMEONE_HAS.search(before[having[-1].end() :]):
                return None
        return handler(match, original)

    return handle


def child_by_name(name: str) -> str | None:
    """A son or a daughter by the name's ending (-o a son, -a a daughter), or None when it does not tell."""
    folded = values.fold(name)
    if folded in lexicon.NAMES_AGAINST_ENDING:
        return None
    return "son" if folded.endswith("o") else "daughter" if folded.endswith("a") else None


# Children by a word that says their sex, or None when it does not ("kids", "hijos").
CHILD_KIN = {
    **dict.fromkeys(("boys", "sons", "lads", "varones", "varoncitos"), "son"),
    **dict.fromkeys(
        (
            "girls",
            "daughters",
            "lasses",
            "hijas",
            "hijitas",
            "nenas",
            "ninas",
            "chamacas",
            "pibas",
            "gemelas",
            "mellizas",
        ),
        "daughter",
    ),
}
# An age said after a child's name: "Sam (7)", "Mia, 6,", "Leo aged 4", "Tomás de 7", "Martina, de 9 años,",
# "Emily, who is 9,".
AGE_OF_A_CHILD = re.compile(
    r"(?i)\s*\(\s*\d{1,2}[^)]{0,12}\)"
    r"|\s*,\s*(?:aged\s+|who'?s\s+|who\s+is\s+|de\s+|que\s+tiene\s+)?\d{1,2}\b(?:\s*(?:años|anos|yrs?|years?(?:\s+old)?))?"
    r"(?=\s*(?:,|$|[.;!?]|(?:and|y|e)\b))"
    r"|\s+(?:aged\s+|who'?s\s+|who\s+is\s+|de\s+|que\s+tiene\s+)?\d{1,2}\b(?:\s+(?:años|anos|yrs?|years?(?:\s+old)?))?"
)


def _a_clause_after_names(last: str, found: list[str]) -> bool:
    """ "gemelas, Ana y Eva, y necesito ideas": a part in lowercase after capitalised names starts a clause."""
    return last[:1].islower() and all(name[:1].isupper() for name in found)


def children_named(joiner: str) -> Handler:
    """ "my two boys, Sam (7) and Leo (4)", "my kids Mia, 6, and Jack, 3", "mis nenas Ana, 6, y Eva, 3": each child
    named after the word for the user's children. A word that says their sex names a son or a daughter each; "kids"
    or "hijos" name the children together, unless an age goes with each Spanish name, whose ending tells."""

    def handle(match: re.Match[str], original: str) -> Found:
        text = span(match, original, "c")
        bare = AGE_OF_A_CHILD.sub("", text)
        found = values.names(bare)
        parts = [p for p in re.split(r"\s*(?:,|&|\by\b|\be\b|\band\b)\s*", values.clean(bare)) if p]
        if len(found) != len(parts) and _each_a_name_with_an_age(text, parts):
            found = [part[:1].upper() + part[1:] for part in parts]  # "lucia de 8 y carla de 5", typed in lowercase
        if (
            len(found) >= 2
            and len(parts) == len(found) + 1
            and (_names_end_before(parts[-1], bare) or _a_clause_after_names(parts[-1], found))
        ):
            parts = parts[:-1]  # "dos nenas, Martina y Olivia, que no paran quietas": the names end where "que" starts
        if len(found) < 2 or len(found) != len(parts):
            return None  # "my kids, Mia and the dog": a list of names only
        key = CHILD_KIN.get(values.fold(match.group("r")))
        if key:
            facts = [(key, name) for name in found]
        elif (joiner == "y" and AGE_OF_A_CHILD.search(text)) or _counted_as_named(match, original, found):
            sexes = [child_by_name(name) for name in found]
            unsure = [name for name, sex in zip(found, sexes, strict=True) if sex is None]
            facts = [(sex, name) for name, sex in zip(found, sexes, strict=True) if sex]
            facts += [("children", " y ".join(unsure))] if unsure else []
        else:
            return [("children", f" {joiner} ".join(found))]  # the names together say the count too
        count = span(match, original, "n") or (span(match, original, "n2") if "n2" in match.re.groupindex else "")
        if count and COUNTS.get(values.fold(count), -1) == len(found) and _ages_beside_the_names(text):
            count = ""  # "two boys, Finn 8 and Rory 5": every child named with an age, the names are the count
        return ([("children", f"{count} {span(match, original, 'r')}")] if count else []) + facts

    return handle


# "Harper and Quinn, are 6 and 3", "…, who turn 8 and 5": the ages told by a verb of their own, no part of the names.
AGES_TOLD = re.compile(r"(?i)\b(?:are|is|were|turn|turned|turning|son|tienen|cumplen|cumplieron)\b")


def _ages_beside_the_names(text: str) -> bool:
    """ "Finn 8 and Rory 5", "Sofía y Martina, de 10 y 7 años": the ages go with the names, which then say the count;
    "Harper and Quinn, are 6 and 3" tells them in a clause of its own, and the count said before the names stands."""
    return bool(AGE_OF_A_CHILD.search(text)) and not AGES_TOLD.search(text)


def _counted_as_named(match: re.Match[str], original: str, found: list[str]) -> bool:
    """ "tengo tres hijos: Mateo, Lucía y Bruno", "my two kids are Ava and Leo": as many names as the count said, each
    a son or a daughter by its ending; when one name does not tell ("Iker, Noa y Julen") they stay together."""
    count = span(match, original, "n") or (span(match, original, "n2") if "n2" in match.re.groupindex else "")
    return (
        bool(count) and COUNTS.get(values.fold(count), -1) == len(found) and all(child_by_name(name) for name in found)
    )


WHAT_THE_CHILDREN_DO = re.compile(r"(?:que|q|quienes|who|that|which)\b")


def _names_end_before(last: str, names: str) -> bool:
    """ "…, que no paran quietas", "Mateo, Lucía y Tomás, el mayor…": what follows the names is about them (a
    relative word, or a lowercase word after a comma), no name of its own."""
    if WHAT_THE_CHILDREN_DO.match(values.fold(last)):
        return True
    return last[:1].islower() and bool(
        re.search(r",\s*(?:(?:y|e|and)\s+)?" + re.escape(last) + r"\s*$", values.clean(names))
    )


COUNTS = {
    **{str(n): n for n in range(2, 10)},
    **dict(zip(("dos", "tres", "cuatro", "cinco", "seis"), range(2, 7), strict=True)),
    **dict(zip(("two", "three", "four", "five", "six"), range(2, 7), strict=True)),
}


def _each_a_name_with_an_age(text: str, parts: list[str]) -> bool:
    """Names typed in lowercase count when each one carries its age ("alfie 9 and theo 6"): a word that is no name
    ("aged 9 and 6", "los dos de 8") does not."""
    return len(AGE_OF_A_CHILD.findall(text)) == len(parts) and all(
        len(part.split()) == 1
        and part.isalpha()
        and part not in lexicon.PEOPLE
        and part not in lexicon.GENERIC_NOUNS
        and part not in NOT_A_CHILDS_NAME
        for part in map(values.fold, parts)
    )


NOT_A_CHILDS_NAME = frozenset(
    {"aged", "ages", "age", "edad", "edades", "de", "y", "and", "the", "los", "las", "el", "la", "uno", "una"}
    | {"one", "both", "ambos", "ambas", "mayor", "menor", "eldest", "youngest"}
)


# "el chiquito, Mateo, ya camina", "the little one, Mateo": a child by the word the family calls them, in a line that
# says a child's age, school or first steps; never someone else's ("su hijo", "her kids", "mi hermana tiene…", a
# nephew or a pupil).
SOMEONE_ELSES_CHILDREN = re.compile(
    r"\b(?:su|sus|his|her|their)\s+(?:\w+\s+)?(?:hij|nen|nin|peque|chamac|kids?\b|children|boys?\b|girls?\b|sons?\b"
    r"|daughters?\b|little)|\b(?:tiene|tienen|has|had)\s+(?:\w+\s+)?(?:hij|nen|nin|peque|kids|children|boys|girls|sons"
    r"|daughters|little)"
    r"|\b(?:sobrin\w*|niet[oa]s?|nephews?|nieces?|grand(?:sons?|daughters?|kids?|children)|prim[oa]s?|cousins?"
    r"|ahijad[oa]s?|god(?:son|daughter)s?|alumn[oa]s?|pupils?)\b"
)
SIBLINGS = re.compile(r"\b(?:herman\w*|brothers?|sisters?|siblings?|sis|bro)\b")


def child_by_endearment(match: re.Match[str], original: str) -> Found:
    name = values.capitalised_name(span(match, original))
    if name is None or values.fold(name) in lexicon.PEOPLE or SOMEONE_ELSES_CHILDREN.search(match.string):
        return None
    by_rank = re.search(r"mayor|menor|medi|youngest|eldest|oldest|older|younger|middle|big", match.group("r"))
    if by_rank and SIBLINGS.search(match.string):
        return None  # "tengo tres hermanos, el mayor, Tomás…": a brother, not a son
    word = values.fold(match.group("r"))
    key: str | None
    if "g" in match.re.groupindex and match.group("g"):
        key = "daughter" if match.group("g") == "la" else "son"
    elif re.search(r"\b(?:man|boy|lad)\b", word):
        key = "son"
    elif re.search(r"\b(?:lady|miss|girl|lass)\b", word):
        key = "daughter"
    else:
        key = child_by_name(name)
    return (key, name) if key else None


def kin_list(match: re.Match[str], original: str) -> Found:
    """Relatives counted, then named, after a comma or not; only in a clause where the user has them."""
    before = match.string[: match.start()]
    having = list(HAVING.finditer(before))
    if not having or SOMEONE_HAS.search(before[having[-1].end() :]):
        return None  # "tengo una amiga que tiene dos hermanos, …": someone else's
    kin = values.fold(match.group("r"))
    pair = next((keys for stem, keys in KIN_BY_STEM.items() if kin.startswith(stem)), None)
    if pair is None or (kin.startswith(("hij", "nin")) and kin.endswith("s") and not kin.endswith("as")):
        return None  # "dos hijos, Hugo y Leo": sons or a son and a daughter, the words do not say
    key = pair[1] if kin.rstrip("s").endswith("a") else pair[0]
    return [(key, name) for name in names_counted(span(match, original), match.group("n"))] or None


# Words that may follow relatives counted and name none of them ("two brothers older and younger", "dos hermanas
# casadas y con hijos").
NOT_A_RELATIVES_NAME = NOT_A_CHILDS_NAME | frozenset(
    "older younger elder big little twins twin married single grown adults step half mayores menores gemelos gemelas"  # noqa: SIM905
    " mellizos mellizas casados casadas solteros solteras grandes chicos chicas pequenos pequenas medio".split()
)


def names_counted(text: str, count: str) -> list[str]:
    """The names said right after relatives counted: capitalised ("dos hermanas Paola y Nuria"), or typed in lowercase
    when there are as many as the count says, each a word that can be a name ("two brothers sunil and dev"; never
    "two brothers older and younger")."""
    found = values.names(text)
    if found:
        return found
    parts = [p for p in re.split(r"\s*(?:,|&|\by\b|\be\b|\band\b)\s*", values.clean(text)) if p]
    if len(parts) < 2 or COUNTS.get(values.fold(count), 0) != len(parts):
        return []
    if not all(len(p.split()) == 1 and p.isalpha() and _can_be_a_name(values.fold(p)) for p in parts):
        return []
    return [values.person_name(p) or p for p in parts]


def _can_be_a_name(word: str) -> bool:
    return not (
        word in STOPWORDS
        or word in lexicon.PEOPLE
        or word in lexicon.GENERIC_NOUNS
        or word in NOT_A_RELATIVES_NAME
        or word in NOT_A_NAME
        or word.endswith(("ly", "mente"))
    )


ALLERGEN_ITEM = re.compile(
    r"^(?:\s*,\s*(?:y\s+|e\s+|and\s+|&\s+)?|\s+(?:y|e|and|&|or|o)\s+)(?P<p>a\s+(?:la|los|las)\s+|al\s+|a\s+|to\s+)?"
    r"(?:(?:el|la|los|las|the)\s+)?(?P<v>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)?)" + END
)


def allergens(match: re.Match[str], original: str) -> Found:
    """ "alérgica a la penicilina y a las nueces", "allergic to shellfish, peanuts and sesame": each allergen of a
    list. After the first, an item must repeat the preposition ("y a las nueces") or be a known allergen,
    so "…and my mother-in-law is diabetic" ends the list."""
    first = values.allergen(span(match, original))
    if first is None:
        return None
    found = [("allergy", first)]
    offset = match.end()
    while (step := ALLERGEN_ITEM.match(match.string[offset:])) is not None:
        text = original[offset + step.start("v") : offset + step.end("v")]
        folded = values.fold(text)
        known = folded in lexicon.ALLERGENS or folded in lexicon.ALLERGEN_FORMS
        value = values.allergen(text)
        if value is None or folded.split()[0] in ("veces", "menudo") or not (known or step.group("p")):
            break
        found.append(("allergy", value))
        offset += step.end()
    return found


ITEM_BREAK = re.compile(r"\s*,\s*|\s+(?:and|y|e|&)\s+")
# "both", "all three", "los dos", "ambas": the allergens were named before the words for being allergic.
BOTH = (
    r"(?:both|all\s+(?:three|four|of\s+them)|them(?:\s+all|\s+both)?|the\s+(?:two|lot)|(?:los|las)\s+(?:dos|tres)"
    r"|ambos|ambas|todos|todas|ellos|ellas)\b"
)


def intolerance(match: re.Match[str], original: str) -> Found:
    """An intolerance, or coeliac disease, is a diet the user keeps, never an allergy they did not say: stored in
    their words, from the word for it to what it is to ("intolerante a la lactosa", "lactose intolerant", "celíaca";
    a further item of a list said the same way, "… y al gluten" as "intolerante al gluten"). A real allergy ("alérgica
    a la leche") stays an allergy."""
    if "i" not in match.re.groupindex:
        return "diet", values.clean(span(match, original))  # "soy celíaca", "I'm coeliac"
    if values.allergen(span(match, original)) is None:
        return None
    start, end = min(match.start("i"), match.start("v")), max(match.end("i"), match.end("v"))
    found = [("diet", values.clean(original[start:end]))]
    offset, word = match.end(), span(match, original, "i")
    while match.start("i") < match.start("v") and (step := ALLERGEN_ITEM.match(match.string[offset:])) is not None:
        item = values.fold(span(step, match.string[offset:]))  # "… y al gluten": each item with its own "a"
        if item not in lexicon.ALLERGENS and item not in lexicon.ALLERGEN_FORMS and not step.group("p"):
            break
        said = original[offset + step.start("p" if step.group("p") else "v") : offset + step.end("v")]
        to = "" if step.group("p") else "to " if values.fold(word).endswith("t") else "a "
        found.append(("diet", f"{word} {to}{said}"))
        offset += step.end()
    return found


def diet_without(form: str) -> Handler:
    """ "no puedo tomar lactosa, soy intolerante", "I can't have dairy, I'm intolerant": a diet without what the user
    cannot take, said as one ("sin lactosa", "dairy free")."""

    def handle(match: re.Match[str], original: str) -> Found:
        value = values.allergen(span(match, original))
        return ("diet", form.format(value)) if value else None

    return handle


def allergens_named_before(match: re.Match[str], original: str) -> Found:
    """ "Peanuts and shellfish, I'm allergic to both": each item named before, when every one is an allergen."""
    said = ITEM_BREAK.split(values.clean(span(match, original)))
    items = [values.allergen(re.sub(r"(?i)^(?:el|la|los|las|the)\s+", "", item)) for item in said]
    if len(items) < 2 or None in items:
        return None
    return [("allergy", item) for item in items if item]


# What a retirement or a farewell leaves behind starts right after it, in the same stretch of the clause:
# "me jubilé el año pasado después de 35 años en Telefónica", not "me jubilé y ahora vivo en Valencia".
BREAKS_THE_STRETCH = re.compile(r",|\b(?:y|e|and|pero|but|ahora|now|then|luego|que|so|asi)\b")


def after(verb: str, handler: Handler) -> Handler:
    """A value read only after `verb`, with nothing between them that starts another statement."""
    said = re.compile(verb)

    def handle(match: re.Match[str], original: str) -> Found:
        before = match.string[: match.start()]
        verbs = list(said.finditer(before))
        if not verbs or BREAKS_THE_STRETCH.search(before[verbs[-1].end() :]):
            return None
        return handler(match, original)

    return handle


# The user's own size said earlier in the line: "I'm a size 9 in shoes and…", "calzo un 39 y…".
A_SIZE_BEFORE = re.compile(
    r"\b(?:(?:i'?m|i\s+am|im)\s+(?:usually\s+|normally\s+)?(?:an?\s+)?(?:size|uk|us|eu|\d|small|medium|large|extra)"
    r"|i\s+(?:usually\s+|normally\s+)?(?:wear|take)\s+(?:an?\s+)?(?:size|uk|us|eu|\d|small|medium|large|extra)"
    r"|calzo|uso\s+(?:(?:la|el|una|un)\s+)?(?:talla|talle|numero|\d|xxl|xl|xs|s|m|l)|soy\s+(?:talla|talle))\b"
)
GARMENTS = (
    r"(?:jeans|trousers|pants|shorts|dress(?:es)?|skirts?|tops?|shirts?|t-shirts?|tees?|jackets?|coats?|hoodies?"
    r"|jumpers?|sweaters?|clothes|clothing|camisetas?|camisas?|pantalon(?:es)?|vestidos?|chaquetas?|sudaderas?|jerseys?"
    r"|polos?|faldas?|abrigos?|blusas?|remeras?|buzos?|playeras?|chamarras?|ropa|vaqueros|tejanos|leggings|mallas)"
)


def after_a_size(handler: Handler) -> Handler:
    """A second size with its verb left out ("…and a medium in T-shirts", "…y la M en camisetas"), read only after
    the user's own size in the same line."""

    def handle(match: re.Match[str], original: str) -> Found:
        return handler(match, original) if A_SIZE_BEFORE.search(match.string[: match.start()]) else None

    return handle


# "ahora cultivo mi huerta todas las mañanas", "it's pilates twice a week": a pastime by its frequency.
FREQUENCY = (
    r"(?:todas\s+las\s+(?:mananas|tardes|noches|semanas)|todos\s+los\s+(?:dias|findes|fines\s+de\s+semana|domingos"
    r"|sabados|lunes|martes|miercoles|jueves|viernes)|cada\s+(?:dia|manana|tarde|semana|finde|domingo|sabado)"
    r"|(?:una|dos|tres|cuatro|cinco|seis|\d)\s+veces\s+(?:por|a\s+la|al)\s+(?:semana|mes)"
    r"|los\s+(?:findes|fines\s+de\s+semana|domingos|sabados)"
    # "entreno en el gym de lunes a viernes", "nado a diario": every working day, every day
    r"|de\s+lunes\s+a\s+(?:viernes|sabado|domingo)|entre\s+semana|a\s+diario"
    r"|(?:once|twice|three\s+times|\d\s+times|two\s+times)\s+a\s+(?:week|month)|every\s+(?:day|morning|evening|night"
    r"|weekend|week|sunday|saturday|monday|tuesday|wednesday|thursday|friday)|most\s+(?:days|mornings|evenings|weekends)"
    r"|on\s+(?:weekends|sundays|saturdays))\b"
)


def habit(match: re.Match[str], original: str) -> Found:
    """A known pastime told with how often the user does it; the words before it say whose it is."""
    words = values.clean(span(match, original)).split()
    folded = [values.fold(w) for w in words]
    opening = re.findall(r"[a-z]+", match.string[: match.start("v")])[:4] + folded[:2]
    if lexicon.PEOPLE.intersection(opening) or any(w in lexicon.INJURIES for w in folded):
        return None  # "mi hermana hace yoga todos los días" is hers
    for size in (2, 1):
        for at in range(len(words) - size, -1, -1):
            if " ".join(folded[at : at + size]) in lexicon.HOBBIES:
                # "I play ice hockey every Tuesday", "hago natación sincronizada tres veces por semana": the whole name
                start, end = _pastime_phrase(words, at, at + size, qualified_after=True)
                if end == len(words):
                    return "hobby", " ".join(words[start:end])
    return None


# A day of a month ahead ("el 12 de octubre corro…", "on the 3rd of May I'm doing…"): when an event is.
DATED = (
    r"\bel\s+\d{1,2}\s+de\s+(?:"
    + MONTHS
    + r")\b|\bon\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:"
    + MONTHS
    + r")\b"
    r"|\bon\s+(?:" + MONTHS + r")\s+\d{1,2}(?:st|nd|rd|th)?\b"
    # a day written before its month, or a day of this month alone: "on 5 October", "from 2 April", "on the 8th"
    r"|\b(?:on|from)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:" + MONTHS + r")\b|\bon\s+the\s+\d{1,2}(?:st|nd|rd|th)\b"
    # a feast ahead: "over Easter", "over Christmas"
    r"|\bover\s+(?:the\s+)?(?:easter|christmas|xmas|new\s+year)\b"
    r"|\b(?:el|este|this|on)\s+(?:" + WEEKDAYS + r")\s+\d{1,2}\b"
)


def event(match: re.Match[str], original: str) -> Found:
    """An event in the user's words, its place kept whole and nothing after it ("el maratón de Buenos Aires",
    not "…de Buenos Aires en octubre")."""
    text = values.clean(span(match, original))
    parts = re.split(r"(\s(?:de|del|of|en|in)\s)", text, maxsplit=1)
    if len(parts) == 3 and parts[2]:
        place = values.capitalised_words(parts[2])
        if parts[1].strip() in ("en", "in"):
            # "mi primer maratón en Sevilla": a town the user capitalised, never when ("in October", "en dos semanas")
            named = place[-1:].isalpha() and place.split()[-1][:1].isupper()
            named = named and values.fold(place.split()[-1]) not in lexicon.MONTHS.keys() | WEEKDAY_NAMES
            text = parts[0] + parts[1] + place if named else parts[0]
        else:
            text = parts[0] + parts[1] + (place or parts[2].split()[0])
    return ("upcoming plan", text) if len(text.split()) <= 10 else None


WEEKDAY_NAMES = frozenset(WEEKDAYS.split("|"))


def listed(key: str, normalise: Callable[[str], str | None], known: frozenset[str] | None = None) -> Handler:
    """A list said in one breath ("los mariscos y el maní", "peanuts and shellfish"): each item a fact;
    with `known`, only when one item is known ("spreadsheets give me hives" is a figure of speech)."""

    def handle(match: re.Match[str], original: str) -> Found:
        parts = re.split(r"\s*(?:,|&|\by\b|\be\b|\band\b|\bor\b|\bo\b)\s*", values.clean(span(match, original)))
        found = [(key, value) for value in map(normalise, filter(None, parts)) if value]
        if known is not None and not any(values.fold(value) in known for _, value in found):
            return None
        return found or None

    return handle


NOT_A_NAME = frozenset(
    "and y e the el la los las my mi mis our are were is son estan both ambos ambas too also tambien".split()  # noqa: SIM905
    + "indoor outdoor".split()  # noqa: SIM905
)


def pet_names(match: re.Match[str], original: str) -> Found:
    """Pets named right after their kind, capitalised or not ("my cats luna and pixel are…"), when the
    names are a list: a single lowercase word after "my cat" may be anything."""
    parts = [p for p in re.split(r"\s*(?:,|&|\by\b|\be\b|\band\b)\s*", values.clean(span(match, original))) if p]
    if len(parts) < 2 or any(len(p.split()) != 1 or values.fold(p) in NOT_A_NAME for p in parts):
        return None
    return [("pet", p) for p in parts]


def pastimes_listed(match: re.Match[str], original: str) -> Found:
    """ "my hobbies are hiking and chess", "mis pasatiempos son leer y nadar": each pastime named, in the user's
    words."""
    items = re.split(r"\s*,\s*|\s+(?:and|y|e)\s+", values.clean(span(match, original)))
    found = [values.without_article(item) for item in items if item and 1 <= len(item.split()) <= 4]
    return [("hobby", item) for item in found if item] or None
